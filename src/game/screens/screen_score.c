/* The end-of-game scoring screen: each player's points by source and the
 * winner or shared winners. */
#include <stdio.h>

#include "canvas.h"
#include "games.h"
#include "i18n.h"
#include "screen.h"
#include "ui.h"

/* Where things are: data/layout/board.yaml, screens.score. */
static const gm_score_layout *places(const gm_screen_ctx *ctx)
{
    return &ctx->canvas->lay->screens.score;
}

enum { COLS = 9 };
static const char *const heads[COLS] = {"",          N_("Moons"), N_("Planets"), N_("Deep"),
                                        N_("Goals"), N_("UFO"),   N_("Explore"), N_("Missions"),
                                        N_("Total")};

static bool score_enter(gm_screen_ctx *ctx)
{
    return ctx->games->play != NULL;
}

static bool score_input(gm_screen_ctx *ctx, const gm_input *in)
{
    if (in->kind == GM_IN_MOVE) {
        return true;
    }
    if (in->kind == GM_IN_KEY && in->key == GM_KEY_ESCAPE) {
        gm_nav_go(ctx->nav, GM_SCREEN_TITLE);
        return true;
    }
    if (in->kind != GM_IN_RELEASE) {
        return false;
    }
    if (gm_rect_contains(places(ctx)->again, in->x, in->y)) {
        gm_nav_go(ctx->nav, GM_SCREEN_SETUP);
    } else if (gm_rect_contains(places(ctx)->title_button, in->x, in->y)) {
        gm_nav_go(ctx->nav, GM_SCREEN_TITLE);
    } else if (gm_rect_contains(places(ctx)->review, in->x, in->y)) {
        gm_nav_open(ctx->nav, GM_SCREEN_REVIEW, NULL); /* over this screen: Back comes here */
    }
    return true;
}

static void score_draw(gm_screen_ctx *ctx)
{
    const gm_play *p = ctx->games->play;
    const sc_game *g = gm_play_game(p);
    sc_score sc[SC_MAX_PLAYERS];
    sc_game_score(g, sc);
    unsigned winners = sc_game_winners(g);

    gm_ui_background(ctx->canvas);
    gm_ui_panel(ctx->canvas, places(ctx)->panel);
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
    gm_text_draw(ctx->canvas->text, GM_FONT_TITLE, places(ctx)->title_font, true, GM_UI_GOLD,
                 ctx->canvas->lay->screens.ui.centre_x, places(ctx)->title_y, GM_ALIGN_CENTER, buf);
    char exps[48], fails[48];
    snprintf(exps, sizeof exps, ngettext("%u expedition", "%u expeditions", g->expedition),
             (unsigned)g->expedition);
    snprintf(fails, sizeof fails, ngettext("%u failure", "%u failures", g->failures),
             (unsigned)g->failures);
    /* TRANSLATORS: at the end of a game: "11 expeditions, 5 failures". */
    snprintf(buf, sizeof buf, _("%s, %s"), exps, fails);
    gm_text_draw(ctx->canvas->text, GM_FONT_BODY, places(ctx)->summary_font, false, GM_UI_TEXT,
                 ctx->canvas->lay->screens.ui.centre_x, places(ctx)->summary_y, GM_ALIGN_CENTER,
                 buf);

    const gm_rect table = places(ctx)->table;
    const float x0 = table.x, y0 = table.y, row_h = table.h;
    const float col_w = places(ctx)->column_width, name_w = places(ctx)->name_width;
    const float name_dx = places(ctx)->name_dx, name_font = places(ctx)->name_font;
    const float head = places(ctx)->head_size, planet = places(ctx)->planet_size;
    for (unsigned c = 1; c < COLS; c++) {
        gm_text_draw(ctx->canvas->text, GM_FONT_TITLE, places(ctx)->heading_font, true, GM_UI_TEXT,
                     x0 + name_w + (float)(c - 1) * col_w + col_w / 2, y0, GM_ALIGN_CENTER,
                     _(heads[c]));
    }
    for (unsigned i = 0; i < g->setup.n_players; i++) {
        float y = y0 + places(ctx)->rows_dy + (float)i * row_h;
        bool won = winners & (1u << i);
        if (won) {
            gm_gfx_round(ctx->canvas->gfx,
                         (gm_rect){x0 + places(ctx)->winner_dx, y + places(ctx)->winner_dy, table.w,
                                   row_h - places(ctx)->winner_gap},
                         places(ctx)->winner_radius, (gm_color){0xff, 0xd2, 0x4a, 60});
        }
        unsigned colour = gm_session_seat(p->session, i)->colour % SC_MAX_PLAYERS;
        gm_sprite_draw(ctx->canvas->sprites, gm_ui_player_head(colour),
                       (gm_rect){x0, y, head, head}, 255);
        char name[GM_NAME_LEN + 8];
        gm_text_fit(ctx->canvas->text, GM_FONT_TITLE, name_font, true,
                    gm_session_name(p->session, i), name_w - name_dx - places(ctx)->name_margin,
                    name, sizeof name); /* within the names' column */
        gm_text_draw(ctx->canvas->text, GM_FONT_TITLE, name_font, true, gm_ui_player_color(colour),
                     x0 + name_dx, y + places(ctx)->name_dy, GM_ALIGN_LEFT, name);
        /* Each planet's points, under the name (the planets column's
         * detail): an icon, its points centred under it, in a slot each. */
        const float slot = (name_w - name_dx) / (float)g->mat->n_planets;
        for (unsigned pl = 0; pl < g->mat->n_planets; pl++) {
            float mid = x0 + name_dx + ((float)pl + 0.5f) * slot;
            gm_sprite_draw(ctx->canvas->sprites, gm_ui_planet_art(ctx->canvas->mat, pl),
                           (gm_rect){mid - planet / 2, y + places(ctx)->planets_dy, planet, planet},
                           sc[i].planets[pl] > 0 ? 255 : 90);
            snprintf(buf, sizeof buf, "%d", sc[i].planets[pl]);
            /* 24 logical points: 16 pixels at 1280x720, the smallest read. */
            gm_text_draw(ctx->canvas->text, GM_FONT_BODY, places(ctx)->planet_font, false,
                         GM_UI_TEXT, mid, y + places(ctx)->planet_text_dy, GM_ALIGN_CENTER, buf);
        }
        const int v[COLS - 1] = {sc[i].moons, sc[i].planets_total, sc[i].deep_space, sc[i].goals,
                                 sc[i].ufo,   sc[i].exploration,   sc[i].missions,   sc[i].total};
        for (unsigned c = 0; c < COLS - 1; c++) {
            snprintf(buf, sizeof buf, "%d", v[c]);
            gm_text_draw(ctx->canvas->text, GM_FONT_TITLE,
                         c == COLS - 2 ? places(ctx)->total_font : places(ctx)->value_font,
                         c == COLS - 2, c == COLS - 2 ? GM_UI_GOLD : GM_UI_TEXT,
                         x0 + name_w + (float)c * col_w + col_w / 2, y + places(ctx)->value_dy,
                         GM_ALIGN_CENTER, buf);
        }
    }
    gm_ui_button(ctx->canvas, places(ctx)->title_button, _("Title"), true);
    gm_ui_button(ctx->canvas, places(ctx)->review, _("Review"), true);
    gm_ui_button(ctx->canvas, places(ctx)->again, _("New game"), true);
}

const gm_screen gm_screen_score = {
    .name = "score",
    .enter = score_enter,
    .input = score_input,
    .draw = score_draw,
};
