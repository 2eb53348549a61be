/* The play screen's banner: whose decision it is and what they can do
 * (or, on a picture of the game, what they were deciding), a crash while
 * it is read, and the last event when it fits beside. */
#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "play_callout.h"
#include "play_draw.h"
#include "play_draw_kit.h"
#include "ui.h"

static const char *what_to_do(const gm_play *p)
{
    const sc_game *g = gm_play_game(p);
    switch (g->pending.kind) {
    case SC_PENDING_MISSIONS:
        return _("click the secret mission to give back (you keep the others)");
    case SC_PENDING_BOARD:
        return _("click an astronaut on your board to put it aboard");
    case SC_PENDING_ROLL:
        return _("roll the dice: click the tray");
    case SC_PENDING_TRAVEL:
        return gm_play_button_enabled(p, GM_BTN_CRASH)
                   ? _("no usable dice: use a rescue or crash")
                   : _("click the lit dice groups to use, then Go");
    case SC_PENDING_LAND:
        return _("land on a lit moon or planet, or Stay aboard");
    case SC_PENDING_PARACHUTE:
        return _("the rocket crashed: parachute onto a lit body, or go home");
    default:
        return "";
    }
}

/* What a computer seat is doing (or any seat, in a picture of the game),
 * with its name. */
static void computer_doing(const gm_play *p, const char *name, char *buf, size_t len)
{
    unsigned left = 0;
    int actor = gm_play_game(p)->pending.player;
    if (actor >= 0 && gm_session_away(p->session, (unsigned)actor, &left)) {
        /* A friend whose connection dropped: the game waits, counting down. */
        if (left > 0) {
            snprintf(buf, len, _("%s is away: a computer plays for them in %u s"), name, left);
        } else {
            snprintf(buf, len, _("%s is away: the game waits for them"), name);
        }
        return;
    }
    switch (gm_play_game(p)->pending.kind) {
    case SC_PENDING_MISSIONS:
        snprintf(buf, len, _("%s chooses secret missions"), name);
        break;
    case SC_PENDING_BOARD:
        snprintf(buf, len, _("%s chooses an astronaut to put aboard"), name);
        break;
    case SC_PENDING_ROLL:
        snprintf(buf, len, _("%s, the commander, rolls the dice"), name);
        break;
    case SC_PENDING_TRAVEL:
        snprintf(buf, len, _("%s, the commander, chooses the dice to use"), name);
        break;
    case SC_PENDING_LAND:
        snprintf(buf, len, _("%s decides: land here or stay aboard"), name);
        break;
    case SC_PENDING_PARACHUTE:
        snprintf(buf, len, _("Crash! %s looks for a parachute landing"), name);
        break;
    default:
        snprintf(buf, len, _("%s is deciding..."), name);
        break;
    }
}

/* The banner's sentence for the seat deciding, named `name`. With still
 * true (the game as a picture: the review's board), it says what the seat
 * was deciding, not what to click: nothing there answers a click. */
static void sentence(const gm_play *p, int actor, bool still, const char *name, char *buf,
                     size_t len)
{
    if (gm_session_seat(p->session, actor)->kind == GM_SEAT_HUMAN && !still) {
        snprintf(buf, len, _("%s: %s"), name, what_to_do(p));
    } else {
        computer_doing(p, name, buf, len);
    }
}

/* Long sentences (French ones) get a smaller size rather than spill, down
 * to min_font; longer still, two lines at that size (never a size too
 * small to read). The size; *two: on two lines. */
static float banner_size(const gm_canvas *cv, const gm_play_scene *sc, const char *s, float room,
                         bool *two)
{
    const gm_lay_banner *in = &cv->lay->banner_in;
    float size = in->font;
    while (size > in->min_font && gm_text_width(cv->text, GM_FONT_TITLE, size, true, s) > room) {
        size -= 2;
    }
    *two = gm_text_width(cv->text, GM_FONT_TITLE, size, true, s) > room;
    return size;
}

/* The seat's sentence. A long name may make it smaller, as any long
 * sentence, but never puts it on two lines where the seat's default name
 * ("Player 2") would not: the name is then cut (at a word) to what leaves
 * the sentence one line at the smallest size. */
static void name_sentence(const gm_canvas *cv, const gm_play_scene *sc, int actor, bool still,
                          float room, char *buf, size_t len)
{
    const gm_play *p = sc->play;
    char plain[GM_NAME_LEN], other[200], cut[GM_NAME_LEN + 8];
    sentence(p, actor, still, gm_session_name(p->session, actor), buf, len);
    gm_session_default_name(p->session, (unsigned)actor, plain, sizeof plain);
    sentence(p, actor, still, plain, other, sizeof other);
    bool two, plain_two;
    float size = banner_size(cv, sc, buf, room, &two);
    (void)banner_size(cv, sc, other, room, &plain_two);
    if (two && !plain_two) {
        const char *name = gm_session_name(p->session, actor);
        float over = gm_text_width(cv->text, GM_FONT_TITLE, size, true, buf) - room;
        gm_text_fit(cv->text, GM_FONT_TITLE, size, true, name,
                    gm_text_width(cv->text, GM_FONT_TITLE, size, true, name) - over, cut,
                    sizeof cut);
        sentence(p, actor, still, cut, buf, len);
    }
}

void gm_play_draw_banner(const gm_canvas *cv, const gm_play_scene *sc, bool still)
{
    const gm_layout *lay = cv->lay;
    const gm_play *p = sc->play;
    const gm_lay_banner *in = &lay->banner_in;
    gm_rect r = lay->banner;
    int actor = gm_session_actor(p->session);
    gm_ui_panel(cv, r);
    char buf[200];
    gm_color col = GM_UI_TEXT;
    const char *icon = NULL;
    if (sc->lost != NULL && sc->lost[0] != '\0') {
        /* A joined game whose host is gone: whoever was deciding is not. */
        gm_gfx_round(cv->gfx, (gm_rect){r.x, r.y, 14, r.h}, 7, (gm_color){0xff, 0x9e, 0x5e, 255});
        bool trying = sc->redial != NULL && (sc->redial->state == GM_REDIAL_WAITING ||
                                             sc->redial->state == GM_REDIAL_CALLING);
        snprintf(buf, sizeof buf, "%s",
                 trying ? _("Connection lost: calling the host again")
                        : _("Connection lost: Join again to play on"));
    } else if (gm_callout_banner(p->session, buf, sizeof buf, &icon)) {
        /* A crash, deep space, is read before the banner moves on to the next decision. */
        bool crash = strcmp(icon, "explosion") == 0;
        /* In the places of the seat's stripe and head. */
        gm_rect stripe = gm_layout_in(r, in->stripe);
        gm_gfx_round(cv->gfx, stripe, stripe.w / 2,
                     crash ? (gm_color){0xff, 0x6b, 0x4a, 255} : GM_UI_GOLD);
        gm_sprite_draw(cv->sprites, icon, gm_layout_in(r, in->head), 255);
    } else if (actor < 0) {
        snprintf(buf, sizeof buf, "%s", _("The game is over"));
    } else {
        col = gm_ui_player_color(gm_pd_colour_of(sc->play, (unsigned)actor));
        gm_rect stripe = gm_layout_in(r, in->stripe);
        gm_gfx_round(cv->gfx, stripe, stripe.w / 2, col);
        gm_sprite_draw(cv->sprites, gm_ui_player_head(gm_pd_colour_of(sc->play, (unsigned)actor)),
                       gm_layout_in(r, in->head), 255);
        name_sentence(cv, sc, actor, still, gm_layout_in(r, in->text).w, buf, sizeof buf);
    }
    gm_rect text = gm_layout_in(r, in->text);
    float room = text.w;
    bool wraps;
    float size = banner_size(cv, sc, buf, room, &wraps);
    if (wraps) {
        gm_rect two = gm_layout_in(r, in->two_lines);
        gm_text_wrapped(cv->text, GM_FONT_TITLE, size, true, GM_UI_TEXT, two.x, two.y, two.w,
                        two.h / 2, true, buf);
        return;
    }
    /* A smaller sentence stays centred on the line. */
    float used = gm_text_draw(cv->text, GM_FONT_TITLE, size, true, GM_UI_TEXT, text.x,
                              text.y + (text.h - size) / 2, GM_ALIGN_LEFT, buf);
    /* The last thing that happened, when it fits beside (the log has it
     * all), and says something the banner does not ("The game is over"). */
    char last[GM_LOG_LEN];
    gm_session_log_line(p->session, 0, last, sizeof last);
    if (strcmp(last, buf) != 0 &&
        used + in->last_gap + gm_text_width(cv->text, GM_FONT_BODY, in->last_font, false, last) <=
            room) {
        gm_text_draw(cv->text, GM_FONT_BODY, in->last_font, false,
                     (gm_color){0xd8, 0xd0, 0xff, 230}, text.x + text.w, r.y + in->last_y,
                     GM_ALIGN_RIGHT, last);
    }
}
