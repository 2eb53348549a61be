/* The play screen's overlays: the scrollable game log and the player
 * board's card (the hint and tip cards are play_hint.c's). */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "describe.h"
#include "i18n.h"
#include "play_draw.h"
#include "privacy.h"
#include "screen_play.h"
#include "tips.h"
#include "ui.h"

enum { LOG_ROWS = 20, LOG_ROW_H = 34 };

gm_rect gm_play_log_rect(const gm_app *app)
{
    gm_rect m = app->layout.mat;
    return (gm_rect){m.x + 120, m.y + 30, m.w - 240, LOG_ROWS * LOG_ROW_H + 180};
}

gm_rect gm_play_log_arrow(const gm_app *app, bool older)
{
    gm_rect r = gm_play_log_rect(app);
    return (gm_rect){r.x + r.w - 110, older ? r.y + 20 : r.y + r.h - 80, 90, 60};
}

unsigned gm_play_log_max_scroll(const gm_app *app)
{
    unsigned n = gm_play_log_size(app->play);
    return n > LOG_ROWS ? n - LOG_ROWS : 0;
}

/* "Are the dice fair?": every face rolled this game against what a fair
 * die gives on average (the mat's die has two 2s). */
static void draw_dice_counts(gm_app *app, float x, float y)
{
    const gm_play *p = app->play;
    const sc_mat *m = p->game.mat;
    unsigned total = 0;
    for (unsigned f = 0; f < SC_FACE_COUNT; f++) {
        total += p->faces_rolled[f];
    }
    char buf[160];
    snprintf(buf, sizeof buf, _("Dice rolled: %u. Each face, and (what a fair die gives):"), total);
    gm_text_draw(app->text, GM_FONT_BODY, 22, false, (gm_color){0xc8, 0xc0, 0xf0, 230}, x, y - 34,
                 GM_ALIGN_LEFT, buf);
    static const char *const art[SC_FACE_COUNT] = {"die-a", "die-1", "die-2", "die-3", "die-4"};
    for (unsigned f = 0; f < SC_FACE_COUNT; f++) {
        unsigned sides = 0;
        for (unsigned i = 0; i < m->n_die_sides; i++) {
            sides += m->die_sides[i] == f;
        }
        double expected = m->n_die_sides ? (double)total * sides / m->n_die_sides : 0;
        float fx = x + (float)f * 200;
        gm_sprite_draw(app->sprites, art[f], (gm_rect){fx, y, 32, 32}, 255);
        snprintf(buf, sizeof buf, "%u (%.0f)", p->faces_rolled[f], expected);
        gm_text_draw(app->text, GM_FONT_BODY, 24, false, GM_UI_TEXT, fx + 40, y + 2, GM_ALIGN_LEFT,
                     buf);
    }
}

void gm_play_draw_log(gm_app *app)
{
    const gm_play *p = app->play;
    gm_rect r = gm_play_log_rect(app);
    gm_gfx_round(app->gfx, r, 24, (gm_color){0x14, 0x10, 0x2e, 240});
    gm_gfx_round_outline(app->gfx, r, 24, 3, GM_UI_GOLD);
    gm_text_draw(app->text, GM_FONT_TITLE, 34, true, GM_UI_GOLD, r.x + 30, r.y + 18, GM_ALIGN_LEFT,
                 _("Game log"));
    unsigned scroll = gm_play_screen_view(app)->log_scroll;
    unsigned max = gm_play_log_max_scroll(app);
    scroll = scroll > max ? max : scroll;
    /* Oldest at the top, the newest at the bottom, as in a chat. */
    for (unsigned row = 0; row < LOG_ROWS; row++) {
        unsigned age = scroll + (LOG_ROWS - 1 - row);
        char line[GM_LOG_LEN];
        gm_play_log_line(p, age, line, sizeof line);
        if (line[0] == '\0') {
            continue;
        }
        gm_color c = age == 0 ? GM_UI_GOLD : GM_UI_TEXT;
        gm_text_draw(app->text, GM_FONT_BODY, 24, false, c, r.x + 36,
                     r.y + 80 + (float)row * LOG_ROW_H, GM_ALIGN_LEFT, line);
    }
    draw_dice_counts(app, r.x + 36, r.y + r.h - 44);
    gm_ui_button(app, gm_play_log_arrow(app, true), "^", scroll < max);
    gm_ui_button(app, gm_play_log_arrow(app, false), "v", scroll > 0);
}

/* The card over a player board under the pointer: points by source (the
 * planets as they stand now) and the astronauts still at home. */
int gm_play_card_player(const gm_app *app)
{
    const gm_layout *lay = &app->layout;
    if (app->play == NULL || gm_play_screen_view(app)->card_held) {
        return -1;
    }
    for (unsigned pl = 0; pl < app->play->game.setup.n_players && pl < lay->n_boards; pl++) {
        if (gm_ui_hot(app, lay->boards[pl])) {
            return (int)pl;
        }
    }
    return -1;
}

void gm_play_draw_player_card(gm_app *app)
{
    const gm_play *p = app->play;
    const gm_layout *lay = &app->layout;
    const sc_game *g = &p->game;
    for (unsigned pl = 0; pl < g->setup.n_players && pl < lay->n_boards; pl++) {
        gm_rect b = lay->boards[pl];
        if ((int)pl != gm_play_card_player(app)) {
            continue;
        }
        /* Another player's secret missions are theirs until the end. */
        int viewer = gm_privacy_viewer(p, &gm_play_screen_view(app)->privacy);
        bool secret =
            (g->setup.variants & SC_VARIANT_MISSIONS) && !gm_privacy_may_see(p, viewer, pl);
        sc_score sc[SC_MAX_PLAYERS];
        gm_privacy_scores(p, viewer, sc);
        unsigned home = 0;
        for (unsigned a = 0; a < SC_ASTRONAUTS; a++) {
            home += g->players[pl].astronauts[a].kind == SC_AT_HOME;
        }
        const struct {
            const char *label;
            int value;
        } rows[] = {
            {_("Moons"), sc[pl].moons},
            {_("Planets, if the game ended now"), sc[pl].planets_total},
            {_("Deep space"), sc[pl].deep_space},
            {_("Goals"), sc[pl].goals},
            {_("UFO and exploration"), sc[pl].ufo + sc[pl].exploration},
            {_("Secret missions"), sc[pl].missions},
        };
        /* As wide as its longest line needs, in any language. */
        char buf[96], home_line[96];
        snprintf(home_line, sizeof home_line,
                 ngettext("%u of %u astronauts still at home", "%u of %u astronauts still at home",
                          home),
                 home, SC_ASTRONAUTS);
        float w = gm_text_width(app->text, GM_FONT_BODY, 22, false, home_line) + 40;
        for (unsigned i = 0; i < sizeof rows / sizeof rows[0]; i++) {
            float need = gm_text_width(app->text, GM_FONT_BODY, 24, false, rows[i].label) + 110;
            w = need > w ? need : w;
        }
        w = w < 420 ? 420 : w;
        const float h = 330;
        gm_rect r = {b.x + b.w / 2 - w / 2, b.y - h - 12, w, h};
        r.x = r.x < 10 ? 10 : r.x + w > 1910 ? 1910 - w : r.x;
        gm_gfx_round(app->gfx, r, 20, (gm_color){0x14, 0x10, 0x2e, 245});
        gm_gfx_round_outline(app->gfx, r, 20, 3, GM_UI_GOLD);
        gm_text_draw(app->text, GM_FONT_TITLE, 30, true, GM_UI_GOLD, r.x + 20, r.y + 12,
                     GM_ALIGN_LEFT, p->names[pl]);
        float y = r.y + 58;
        for (unsigned i = 0; i < sizeof rows / sizeof rows[0]; i++, y += 34) {
            gm_text_draw(app->text, GM_FONT_BODY, 24, false, GM_UI_TEXT, r.x + 20, y, GM_ALIGN_LEFT,
                         rows[i].label);
            bool hidden = secret && i == sizeof rows / sizeof rows[0] - 1;
            if (hidden) {
                snprintf(buf, sizeof buf, "%s", "?");
            } else {
                snprintf(buf, sizeof buf, "%d", rows[i].value);
            }
            gm_text_draw(app->text, GM_FONT_TITLE, 26, true, GM_UI_TEXT, r.x + w - 24, y,
                         GM_ALIGN_RIGHT, buf);
        }
        gm_text_draw(app->text, GM_FONT_BODY, 22, false, (gm_color){0xc8, 0xc0, 0xf0, 230},
                     r.x + 20, y + 8, GM_ALIGN_LEFT, home_line);
        return;
    }
}
