/* The end-of-game scoring screen: each player's points by source and the
 * winner or shared winners. */
#include <stdio.h>

#include "app.h"
#include "i18n.h"
#include "ui.h"

/* Where things are: data/layout/board.yaml, screens.score. */
static const gm_score_layout *places(const gm_app *app)
{
    return &app->layout.screens.score;
}

enum { COLS = 9 };
static const char *const heads[COLS] = {"",          N_("Moons"), N_("Planets"), N_("Deep"),
                                        N_("Goals"), N_("UFO"),   N_("Explore"), N_("Missions"),
                                        N_("Total")};

static bool score_enter(gm_app *app)
{
    return app->games.play != NULL;
}

static bool score_input(gm_app *app, const gm_input *in)
{
    if (in->kind == GM_IN_MOVE) {
        return true;
    }
    if (in->kind == GM_IN_KEY && in->key == GM_KEY_ESCAPE) {
        gm_app_request_screen(app, GM_SCREEN_TITLE);
        return true;
    }
    if (in->kind != GM_IN_RELEASE) {
        return false;
    }
    if (gm_rect_contains(places(app)->again, in->x, in->y)) {
        gm_app_request_screen(app, GM_SCREEN_SETUP);
    } else if (gm_rect_contains(places(app)->title_button, in->x, in->y)) {
        gm_app_request_screen(app, GM_SCREEN_TITLE);
    } else if (gm_rect_contains(places(app)->review, in->x, in->y)) {
        gm_app_open_screen(app, GM_SCREEN_REVIEW, NULL); /* over this screen: Back comes here */
    }
    return true;
}

static void score_draw(gm_app *app)
{
    const gm_play *p = app->games.play;
    const sc_game *g = gm_play_game(p);
    sc_score sc[SC_MAX_PLAYERS];
    sc_game_score(g, sc);
    unsigned winners = sc_game_winners(g);

    gm_ui_background(gm_app_canvas(app));
    gm_ui_panel(gm_app_canvas(app), places(app)->panel);
    char buf[128];
    unsigned n_win = 0, first = 0;
    for (unsigned i = 0; i < g->setup.n_players; i++) {
        if (winners & (1u << i)) {
            first = n_win++ == 0 ? i : first;
        }
    }
    if (n_win == 1) {
        snprintf(buf, sizeof buf, _("%s wins!"), gm_session_name(p->session, first));
    } else {
        snprintf(
            buf, sizeof buf,
            ngettext("A shared victory for %u player!", "A shared victory for %u players!", n_win),
            n_win);
    }
    gm_text_draw(app->text, GM_FONT_TITLE, places(app)->title_font, true, GM_UI_GOLD,
                 app->layout.screens.ui.centre_x, places(app)->title_y, GM_ALIGN_CENTER, buf);
    char exps[48], fails[48];
    snprintf(exps, sizeof exps, ngettext("%u expedition", "%u expeditions", g->expedition),
             (unsigned)g->expedition);
    snprintf(fails, sizeof fails, ngettext("%u failure", "%u failures", g->failures),
             (unsigned)g->failures);
    /* TRANSLATORS: at the end of a game: "11 expeditions, 5 failures". */
    snprintf(buf, sizeof buf, _("%s, %s"), exps, fails);
    gm_text_draw(app->text, GM_FONT_BODY, places(app)->summary_font, false, GM_UI_TEXT,
                 app->layout.screens.ui.centre_x, places(app)->summary_y, GM_ALIGN_CENTER, buf);

    const gm_rect table = places(app)->table;
    const float x0 = table.x, y0 = table.y, row_h = table.h;
    const float col_w = places(app)->column_width, name_w = places(app)->name_width;
    const float name_dx = places(app)->name_dx, name_font = places(app)->name_font;
    const float head = places(app)->head_size, planet = places(app)->planet_size;
    for (unsigned c = 1; c < COLS; c++) {
        gm_text_draw(app->text, GM_FONT_TITLE, places(app)->heading_font, true, GM_UI_TEXT,
                     x0 + name_w + (float)(c - 1) * col_w + col_w / 2, y0, GM_ALIGN_CENTER,
                     _(heads[c]));
    }
    for (unsigned i = 0; i < g->setup.n_players; i++) {
        float y = y0 + places(app)->rows_dy + (float)i * row_h;
        bool won = winners & (1u << i);
        if (won) {
            gm_gfx_round(app->gfx,
                         (gm_rect){x0 + places(app)->winner_dx, y + places(app)->winner_dy, table.w,
                                   row_h - places(app)->winner_gap},
                         places(app)->winner_radius, (gm_color){0xff, 0xd2, 0x4a, 60});
        }
        unsigned colour = gm_session_seat(p->session, i)->colour % SC_MAX_PLAYERS;
        gm_sprite_draw(app->sprites, gm_ui_player_head(colour), (gm_rect){x0, y, head, head}, 255);
        char name[GM_NAME_LEN + 8];
        gm_text_fit(app->text, GM_FONT_TITLE, name_font, true, gm_session_name(p->session, i),
                    name_w - name_dx - places(app)->name_margin, name,
                    sizeof name); /* within the names' column */
        gm_text_draw(app->text, GM_FONT_TITLE, name_font, true, gm_ui_player_color(colour),
                     x0 + name_dx, y + places(app)->name_dy, GM_ALIGN_LEFT, name);
        /* Each planet's points, under the name (the planets column's
         * detail): an icon, its points centred under it, in a slot each. */
        const float slot = (name_w - name_dx) / (float)g->mat->n_planets;
        for (unsigned pl = 0; pl < g->mat->n_planets; pl++) {
            float mid = x0 + name_dx + ((float)pl + 0.5f) * slot;
            gm_sprite_draw(app->sprites, gm_ui_planet_art(&app->mat, pl),
                           (gm_rect){mid - planet / 2, y + places(app)->planets_dy, planet, planet},
                           sc[i].planets[pl] > 0 ? 255 : 90);
            snprintf(buf, sizeof buf, "%d", sc[i].planets[pl]);
            /* 24 logical points: 16 pixels at 1280x720, the smallest read. */
            gm_text_draw(app->text, GM_FONT_BODY, places(app)->planet_font, false, GM_UI_TEXT, mid,
                         y + places(app)->planet_text_dy, GM_ALIGN_CENTER, buf);
        }
        const int v[COLS - 1] = {sc[i].moons, sc[i].planets_total, sc[i].deep_space, sc[i].goals,
                                 sc[i].ufo,   sc[i].exploration,   sc[i].missions,   sc[i].total};
        for (unsigned c = 0; c < COLS - 1; c++) {
            snprintf(buf, sizeof buf, "%d", v[c]);
            gm_text_draw(app->text, GM_FONT_TITLE,
                         c == COLS - 2 ? places(app)->total_font : places(app)->value_font,
                         c == COLS - 2, c == COLS - 2 ? GM_UI_GOLD : GM_UI_TEXT,
                         x0 + name_w + (float)c * col_w + col_w / 2, y + places(app)->value_dy,
                         GM_ALIGN_CENTER, buf);
        }
    }
    gm_ui_button(gm_app_canvas(app), places(app)->title_button, _("Title"), true);
    gm_ui_button(gm_app_canvas(app), places(app)->review, _("Review"), true);
    gm_ui_button(gm_app_canvas(app), places(app)->again, _("New game"), true);
}

const gm_screen gm_screen_score = {
    .name = "score",
    .app_enter = score_enter,
    .app_input = score_input,
    .app_draw = score_draw,
};
