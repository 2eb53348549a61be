/* The play screen's overlays: the scrollable game log and the player
 * board's card (the hint and tip cards are play_hint.c's). */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "describe.h"
#include "i18n.h"
#include "play_draw.h"
#include "privacy.h"
#include "tips.h"
#include "ui.h"

gm_rect gm_play_log_rect(const gm_canvas *cv, const gm_play_scene *sc)
{
    return cv->lay->log_card;
}

gm_rect gm_play_log_arrow(const gm_canvas *cv, const gm_play_scene *sc, bool older)
{
    const gm_lay_log *in = &cv->lay->log_in;
    return gm_layout_in(gm_play_log_rect(cv, sc), older ? in->older : in->newer);
}

static unsigned log_rows(const gm_canvas *cv, const gm_play_scene *sc)
{
    return (unsigned)cv->lay->log_in.rows;
}

unsigned gm_play_log_max_scroll(const gm_canvas *cv, const gm_play_scene *sc)
{
    unsigned n = gm_session_log_size(sc->play->session);
    return n > log_rows(cv, sc) ? n - log_rows(cv, sc) : 0;
}

/* "Are the dice fair?": every face rolled this game against what a fair
 * die gives on average (the mat's die has two 2s). */
static void draw_dice_counts(const gm_canvas *cv, const gm_play_scene *sc, gm_rect first)
{
    const gm_lay_log *in = &cv->lay->log_in;
    const gm_play *p = sc->play;
    const sc_mat *m = gm_play_game(p)->mat;
    unsigned total = 0;
    for (unsigned f = 0; f < SC_FACE_COUNT; f++) {
        total += gm_session_faces_rolled(p->session)[f];
    }
    char buf[160];
    snprintf(buf, sizeof buf, _("Dice rolled: %u. Each face, and (what a fair die gives):"), total);
    gm_text_draw(cv->text, GM_FONT_BODY, in->counts_title_font, false,
                 (gm_color){0xc8, 0xc0, 0xf0, 230}, first.x, first.y + in->counts_title_y,
                 GM_ALIGN_LEFT, buf);
    static const char *const art[SC_FACE_COUNT] = {"die-a", "die-1", "die-2", "die-3", "die-4"};
    for (unsigned f = 0; f < SC_FACE_COUNT; f++) {
        unsigned sides = 0;
        for (unsigned i = 0; i < m->n_die_sides; i++) {
            sides += m->die_sides[i] == f;
        }
        double expected = m->n_die_sides ? (double)total * sides / m->n_die_sides : 0;
        float fx = first.x + (float)f * first.w;
        gm_sprite_draw(cv->sprites, art[f], (gm_rect){fx, first.y, first.h, first.h}, 255);
        snprintf(buf, sizeof buf, "%u (%.0f)", gm_session_faces_rolled(p->session)[f], expected);
        gm_text_draw(cv->text, GM_FONT_BODY, in->counts_font, false, GM_UI_TEXT,
                     fx + in->counts_text_x, first.y + 2, GM_ALIGN_LEFT, buf);
    }
}

void gm_play_draw_log(const gm_canvas *cv, const gm_play_scene *sc)
{
    const gm_play *p = sc->play;
    const gm_lay_log *in = &cv->lay->log_in;
    gm_rect r = gm_play_log_rect(cv, sc);
    gm_gfx_round(cv->gfx, r, in->radius, (gm_color){0x14, 0x10, 0x2e, 240});
    gm_gfx_round_outline(cv->gfx, r, in->radius, in->line, GM_UI_GOLD);
    gm_rect title = gm_layout_in(r, in->title);
    gm_text_draw(cv->text, GM_FONT_TITLE, in->title_font, true, GM_UI_GOLD, title.x, title.y,
                 GM_ALIGN_LEFT, _("Game log"));
    unsigned rows = log_rows(cv, sc);
    unsigned scroll = sc->view->log_scroll;
    unsigned max = gm_play_log_max_scroll(cv, sc);
    scroll = scroll > max ? max : scroll;
    /* Oldest at the top, the newest at the bottom, as in a chat. */
    gm_rect first = gm_layout_in(r, in->row);
    for (unsigned row = 0; row < rows; row++) {
        unsigned age = scroll + (rows - 1 - row);
        char line[GM_LOG_LEN];
        gm_session_log_line(p->session, age, line, sizeof line);
        if (line[0] == '\0') {
            continue;
        }
        bool heading = gm_session_log_heading(p->session, age); /* an expedition: set apart */
        gm_color c = heading    ? (gm_color){0x9f, 0xd8, 0xff, 255}
                     : age == 0 ? GM_UI_GOLD
                                : GM_UI_TEXT;
        gm_text_draw(cv->text, heading ? GM_FONT_TITLE : GM_FONT_BODY, in->font, heading, c,
                     first.x, first.y + (float)row * first.h, GM_ALIGN_LEFT, line);
    }
    draw_dice_counts(cv, sc, gm_layout_in(r, in->counts));
    gm_ui_button(cv, gm_play_log_arrow(cv, sc, true), "^", scroll < max);
    gm_ui_button(cv, gm_play_log_arrow(cv, sc, false), "v", scroll > 0);
}

/* The card over a player board under the pointer: points by source (the
 * planets as they stand now) and the astronauts still at home. */
int gm_play_card_player(const gm_canvas *cv, const gm_play_scene *sc)
{
    const gm_layout *lay = cv->lay;
    if (sc->play == NULL || sc->view->card_held) {
        return -1;
    }
    for (unsigned pl = 0; pl < gm_play_game(sc->play)->setup.n_players && pl < lay->n_boards;
         pl++) {
        if (gm_ui_hot(cv, lay->boards[pl])) {
            return (int)pl;
        }
    }
    return -1;
}

/* A network game's seat in words, for its card: what the board's mark
 * means ("" for a game played here). */
static void presence_words(const gm_presence *pr, char *buf, size_t len)
{
    buf[0] = '\0';
    switch ((gm_presence_kind)pr->kind) {
    case GM_PRESENCE_HERE:
        /* TRANSLATORS: a player board's card in a network game: the person plays at this screen. */
        snprintf(buf, len, "%s", _("here"));
        break;
    case GM_PRESENCE_ONLINE:
        snprintf(buf, len, "%s", _("connected"));
        break;
    case GM_PRESENCE_AWAY:
        if (pr->stand_in) {
            snprintf(buf, len, "%s", _("away: a computer plays for now"));
        } else if (pr->away_s > 0) {
            snprintf(buf, len, _("away: %u s left"), pr->away_s);
        } else {
            snprintf(buf, len, "%s", _("away"));
        }
        break;
    case GM_PRESENCE_COMPUTER:
        snprintf(buf, len, "%s", _("computer"));
        break;
    default:
        break;
    }
}

void gm_play_draw_player_card(const gm_canvas *cv, const gm_play_scene *sc)
{
    const gm_play *p = sc->play;
    const gm_layout *lay = cv->lay;
    const sc_game *g = gm_play_game(p);
    for (unsigned pl = 0; pl < g->setup.n_players && pl < lay->n_boards; pl++) {
        gm_rect b = lay->boards[pl];
        if ((int)pl != gm_play_card_player(cv, sc)) {
            continue;
        }
        /* Another player's secret missions are theirs until the end. */
        int viewer = gm_privacy_viewer(p->session, &sc->view->privacy);
        bool secret = (g->setup.variants & SC_VARIANT_MISSIONS) &&
                      !gm_privacy_may_see(p->session, viewer, pl);
        sc_score scores[SC_MAX_PLAYERS];
        gm_privacy_scores(p->session, viewer, scores);
        unsigned home = 0;
        for (unsigned a = 0; a < SC_ASTRONAUTS; a++) {
            home += g->players[pl].astronauts[a].kind == SC_AT_HOME;
        }
        const struct {
            const char *label;
            int value;
        } rows[] = {
            {_("Moons"), scores[pl].moons},
            {_("Planets, if the game ended now"), scores[pl].planets_total},
            {_("Deep space"), scores[pl].deep_space},
            {_("Goals"), scores[pl].goals},
            {_("UFO and exploration"), scores[pl].ufo + scores[pl].exploration},
            {_("Secret missions"), scores[pl].missions},
        };
        /* As wide as its longest line needs, in any language. */
        char buf[96], home_line[96];
        snprintf(home_line, sizeof home_line,
                 ngettext("%u of %u astronauts still at home", "%u of %u astronauts still at home",
                          home),
                 home, SC_ASTRONAUTS);
        const gm_lay_player_card *in = &lay->player_card;
        float w =
            gm_text_width(cv->text, GM_FONT_BODY, in->home_font, false, home_line) + in->home_room;
        for (unsigned i = 0; i < sizeof rows / sizeof rows[0]; i++) {
            float need = gm_text_width(cv->text, GM_FONT_BODY, in->row_font, false, rows[i].label) +
                         in->row_room;
            w = need > w ? need : w;
        }
        /* The name (a long one is cut at a word: gm_seat_name_shown) too. */
        float name_w = gm_text_width(cv->text, GM_FONT_TITLE, in->name_font, true,
                                     gm_session_name(p->session, pl)) +
                       2 * in->name.x;
        /* A network game's: who sits there, beside the name. */
        char who[96];
        presence_words(&sc->presence[pl < SC_MAX_PLAYERS ? pl : 0], who, sizeof who);
        if (who[0] != '\0') {
            name_w += in->name.x + gm_text_width(cv->text, GM_FONT_BODY, in->row_font, false, who);
        }
        w = name_w > w ? name_w : w;
        w = w < in->min_w ? in->min_w : w;
        const float h = in->h, edge = lay->screen_w - in->margin;
        gm_rect r = {b.x + b.w / 2 - w / 2, b.y - h - in->gap, w, h};
        r.x = r.x < in->margin ? in->margin : r.x + w > edge ? edge - w : r.x;
        gm_gfx_round(cv->gfx, r, in->radius, (gm_color){0x14, 0x10, 0x2e, 245});
        gm_gfx_round_outline(cv->gfx, r, in->radius, in->line, GM_UI_GOLD);
        gm_text_draw(cv->text, GM_FONT_TITLE, in->name_font, true, GM_UI_GOLD, r.x + in->name.x,
                     r.y + in->name.y, GM_ALIGN_LEFT, gm_session_name(p->session, pl));
        if (who[0] != '\0') {
            gm_text_draw(
                cv->text, GM_FONT_BODY, in->row_font, false, GM_UI_TEXT, r.x + w - in->name.x,
                r.y + in->name.y + (in->name_font - in->row_font) / 2, GM_ALIGN_RIGHT, who);
        }
        float y = r.y + in->rows_y;
        for (unsigned i = 0; i < sizeof rows / sizeof rows[0]; i++, y += in->row_step) {
            gm_text_draw(cv->text, GM_FONT_BODY, in->row_font, false, GM_UI_TEXT, r.x + in->name.x,
                         y, GM_ALIGN_LEFT, rows[i].label);
            bool hidden = secret && i == sizeof rows / sizeof rows[0] - 1;
            if (hidden) {
                snprintf(buf, sizeof buf, "%s", "?");
            } else {
                snprintf(buf, sizeof buf, "%d", rows[i].value);
            }
            gm_text_draw(cv->text, GM_FONT_TITLE, in->value_font, true, GM_UI_TEXT,
                         r.x + w - in->value_right, y, GM_ALIGN_RIGHT, buf);
        }
        gm_text_draw(cv->text, GM_FONT_BODY, in->home_font, false,
                     (gm_color){0xc8, 0xc0, 0xf0, 230}, r.x + in->name.x, y + in->home_y,
                     GM_ALIGN_LEFT, home_line);
        return;
    }
}
