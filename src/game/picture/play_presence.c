/* What the play picture of a game played over the network shows of the
 * connections: on each player's board who sits there (a person here, a
 * friend online or away, a computer) and who is deciding elsewhere; and a
 * joined game's lost connection, said on a card with the way back. Each
 * mark differs by its shape, not its colour alone (colour-blind players
 * tell them apart). */
#include <stdio.h>

#include "i18n.h"
#include "play_draw.h"
#include "play_draw_kit.h"
#include "play_geom.h"
#include "ui.h"

static const gm_color here_gold = {0xff, 0xd2, 0x4a, 255};
static const gm_color online_green = {0x3d, 0xdc, 0x84, 255};
static const gm_color away_orange = {0xff, 0x9e, 0x5e, 255};
static const gm_color computer_grey = {0xb8, 0xc4, 0xe8, 255};

/* Three dots across the mark's middle: deciding (or thinking) there. */
static void dots(const gm_canvas *cv, const gm_lay_board *in, gm_point c, gm_color col)
{
    for (int i = -1; i <= 1; i++) {
        gm_gfx_disc(cv->gfx, (gm_point){c.x + (float)i * in->thinking_step, c.y}, in->thinking_dot,
                    col);
    }
}

/* The mark in r: a sticker with a dark outline, its shape saying who; with
 * deciding, three dots take its middle's place. */
static void mark(const gm_canvas *cv, const gm_lay_board *in, gm_rect r, const gm_presence *pr,
                 bool deciding)
{
    gm_point c = gm_rect_centre(r);
    float rad = r.w / 2, line = in->presence_line;
    switch ((gm_presence_kind)pr->kind) {
    case GM_PRESENCE_HERE: /* a plain disc: at this screen */
        gm_gfx_disc(cv->gfx, c, rad * 0.75f, GM_UI_INK);
        gm_gfx_disc(cv->gfx, c, rad * 0.75f - line, here_gold);
        break;
    case GM_PRESENCE_ONLINE: /* a disc in a halo: reached over the network */
        gm_gfx_round_outline(cv->gfx, r, rad, line, online_green);
        if (deciding) {
            dots(cv, in, c, online_green);
            break;
        }
        gm_gfx_disc(cv->gfx, c, rad * 0.55f, GM_UI_INK);
        gm_gfx_disc(cv->gfx, c, rad * 0.55f - line, online_green);
        break;
    case GM_PRESENCE_AWAY: /* an empty ring: nobody on the line */
        gm_gfx_round_outline(cv->gfx, r, rad, line + 2, GM_UI_INK);
        gm_gfx_round_outline(cv->gfx, gm_pd_grow(r, -1), rad - 1, line, away_orange);
        if (deciding) {
            dots(cv, in, c, away_orange);
        }
        break;
    case GM_PRESENCE_COMPUTER: { /* a little face in a square */
        gm_gfx_round(cv->gfx, r, rad * 0.4f, GM_UI_INK);
        gm_gfx_round(cv->gfx, gm_pd_grow(r, -line), rad * 0.4f - line, computer_grey);
        if (deciding) {
            dots(cv, in, c, GM_UI_INK);
            break;
        }
        float eye = rad * 0.16f;
        gm_gfx_disc(cv->gfx, (gm_point){c.x - rad * 0.35f, c.y - rad * 0.05f}, eye, GM_UI_INK);
        gm_gfx_disc(cv->gfx, (gm_point){c.x + rad * 0.35f, c.y - rad * 0.05f}, eye, GM_UI_INK);
        break;
    }
    default:
        break;
    }
}

float gm_play_draw_presence(const gm_canvas *cv, const gm_play_scene *sc, unsigned pl,
                            bool deciding)
{
    const gm_lay_board *in = &cv->lay->board_in;
    gm_rect b = cv->lay->boards[pl];
    gm_rect name = gm_layout_in(b, in->name);
    const gm_presence *pr = &sc->presence[pl < SC_MAX_PLAYERS ? pl : 0];
    if (pl >= SC_MAX_PLAYERS || pr->kind == GM_PRESENCE_NONE) {
        return name.x + name.w;
    }
    gm_rect r = gm_layout_in(b, in->presence);
    /* Deciding elsewhere (or thinking, for a computer): the mark's dots.
     * The person here needs none: the banner says what to do. */
    mark(cv, in, r, pr, deciding && pr->kind != GM_PRESENCE_HERE);
    float left = r.x - in->presence_gap;
    if (pr->kind == GM_PRESENCE_AWAY && pr->away_s > 0) {
        /* The countdown before a computer plays for them. */
        char buf[24];
        /* TRANSLATORS: on an away friend's board: the seconds before a computer plays for them. */
        snprintf(buf, sizeof buf, _("%u s"), pr->away_s);
        float w = gm_text_width(cv->text, GM_FONT_BODY, in->presence_font, true, buf);
        gm_text_draw(cv->text, GM_FONT_BODY, in->presence_font, true, away_orange, left,
                     r.y + (r.h - in->presence_font) / 2, GM_ALIGN_RIGHT, buf);
        left -= w + in->presence_gap;
    }
    return left < name.x + name.w ? left : name.x + name.w;
}

gm_rect gm_play_lost_button(const gm_canvas *cv)
{
    return gm_layout_in(cv->lay->lost_card, cv->lay->lost_in.join);
}

void gm_play_redial_words(const gm_redial *rd, char *buf, size_t len)
{
    buf[0] = '\0';
    switch (rd != NULL ? rd->state : GM_REDIAL_OFF) {
    case GM_REDIAL_WAITING:
        /* TRANSLATORS: a lost connection: the seconds before the game calls the host again, then
         * which try that will be of how many. */
        snprintf(buf, len, _("Trying again in %u s (try %u of %u)"), gm_redial_seconds(rd),
                 rd->tries + 1, (unsigned)GM_REDIAL_TRIES);
        break;
    case GM_REDIAL_CALLING:
        /* TRANSLATORS: a lost connection: the game is calling the host now, try N of M. */
        snprintf(buf, len, _("Trying to reach the host... (try %u of %u)"), rd->tries,
                 (unsigned)GM_REDIAL_TRIES);
        break;
    case GM_REDIAL_GAVE_UP:
        snprintf(buf, len,
                 ngettext("No answer after %u try.", "No answer after %u tries.", rd->tries),
                 rd->tries);
        break;
    case GM_REDIAL_OFF:
        break;
    }
}

void gm_play_draw_lost(const gm_canvas *cv, const gm_play_scene *sc)
{
    if (sc->lost == NULL || sc->lost[0] == '\0') {
        return;
    }
    const gm_lay_lost *in = &cv->lay->lost_in;
    gm_rect r = cv->lay->lost_card;
    gm_gfx_round(cv->gfx, r, in->radius, (gm_color){0x14, 0x10, 0x2e, 245});
    gm_gfx_round_outline(cv->gfx, r, in->radius, in->line, away_orange);
    /* Our own cat, who waits to be let back in. */
    unsigned colour = 0;
    for (unsigned s = 0; s < SC_MAX_PLAYERS; s++) {
        if (sc->presence[s].kind == GM_PRESENCE_HERE) {
            colour = gm_pd_colour_of(sc->play, s);
            break;
        }
    }
    gm_sprite_draw(cv->sprites, gm_ui_player_head(colour), gm_layout_in(r, in->head), 255);
    gm_rect title = gm_layout_in(r, in->title), text = gm_layout_in(r, in->text);
    gm_text_draw(cv->text, GM_FONT_TITLE, in->title_font, true, GM_UI_GOLD, title.x, title.y,
                 GM_ALIGN_LEFT, _("Connection lost"));
    gm_redial_state st = sc->redial != NULL ? sc->redial->state : GM_REDIAL_OFF;
    char buf[512];
    if (st == GM_REDIAL_WAITING || st == GM_REDIAL_CALLING) {
        snprintf(buf, sizeof buf,
                 _("%s Your seat is kept for you, and this game calls the host again by itself: "
                   "play goes on as soon as it answers."),
                 sc->lost);
    } else if (st == GM_REDIAL_GAVE_UP) {
        snprintf(buf, sizeof buf,
                 _("%s Your seat is kept for you: Join again takes it back as soon as the host is "
                   "there."),
                 sc->lost);
    } else {
        /* The host said no (or what cannot be): the join screen, to join afresh. */
        snprintf(buf, sizeof buf, _("%s Join again opens the join screen."), sc->lost);
    }
    gm_text_wrapped(cv->text, GM_FONT_BODY, in->text_font, false, GM_UI_TEXT, text.x, text.y,
                    text.w, 0, true, buf);
    char status[160];
    gm_play_redial_words(sc->redial, status, sizeof status);
    if (status[0] != '\0') {
        gm_rect at = gm_layout_in(r, in->status);
        char fitted[200];
        gm_text_fit_end(cv->text, GM_FONT_BODY, in->status_font, false, status, at.w, fitted,
                        sizeof fitted);
        gm_text_draw(cv->text, GM_FONT_BODY, in->status_font, false, away_orange, at.x,
                     at.y + (at.h - in->status_font) / 2, GM_ALIGN_LEFT, fitted);
    }
    /* A try under way: the button waits for its end. */
    gm_ui_button_keyed(cv, gm_play_lost_button(cv), "lost: join again", _("Join again"),
                       st != GM_REDIAL_CALLING);
}
