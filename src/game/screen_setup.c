/* The new-game screen: 2 to 5 seats, each a human or a computer, and the
 * variants. The choices stay in app->setup for the next game. */
#include <stdio.h>

#include "app.h"
#include "ui.h"

enum { ROW_Y = 250, ROW_H = 96 };

static const gm_rect btn_fewer = {560, 150, 80, 70};
static const gm_rect btn_more = {1280, 150, 80, 70};
static const gm_rect btn_start = {1100, 930, 360, 84};
static const gm_rect btn_back = {460, 930, 360, 84};

static gm_rect seat_toggle(unsigned seat)
{
    return (gm_rect){1000, (float)(ROW_Y + seat * ROW_H) + 10, 360, 70};
}

static gm_rect variant_toggle(unsigned bit)
{
    return (gm_rect){460 + (float)bit * 340, 790, 320, 70};
}

static bool setup_input(gm_app *app, const gm_input *in)
{
    gm_new_game *s = &app->setup;
    if (in->kind == GM_IN_MOVE) {
        return true;
    }
    if (in->kind == GM_IN_KEY && in->key == GM_KEY_ESCAPE) {
        gm_app_request_screen(app, GM_SCREEN_TITLE);
        return true;
    }
    if (in->kind == GM_IN_KEY && in->key == GM_KEY_ENTER) {
        gm_app_request_screen(app, GM_SCREEN_PLAY);
        return true;
    }
    if (in->kind != GM_IN_RELEASE) {
        return false;
    }
    float x = in->x, y = in->y;
    if (gm_rect_contains(btn_fewer, x, y) && s->n_players > SC_MIN_PLAYERS) {
        s->n_players--;
    } else if (gm_rect_contains(btn_more, x, y) && s->n_players < SC_MAX_PLAYERS) {
        s->n_players++;
    } else if (gm_rect_contains(btn_start, x, y)) {
        app->game_active = false; /* a fresh deal, not the game left behind */
        gm_app_request_screen(app, GM_SCREEN_PLAY);
    } else if (gm_rect_contains(btn_back, x, y)) {
        gm_app_request_screen(app, GM_SCREEN_TITLE);
    } else {
        for (unsigned i = 0; i < s->n_players; i++) {
            if (gm_rect_contains(seat_toggle(i), x, y)) {
                s->seats[i].kind =
                    s->seats[i].kind == GM_SEAT_HUMAN ? GM_SEAT_COMPUTER : GM_SEAT_HUMAN;
            }
        }
        for (unsigned b = 0; b < 3; b++) {
            if (gm_rect_contains(variant_toggle(b), x, y)) {
                s->variants ^= (uint8_t)(1u << b);
            }
        }
    }
    return true;
}

static void setup_draw(gm_app *app)
{
    const gm_new_game *s = &app->setup;
    gm_ui_background(app);
    gm_ui_panel(app, (gm_rect){400, 40, 1120, 1010});
    gm_text_draw(app->text, GM_FONT_TITLE, 56, true, GM_UI_GOLD, 960, 60, GM_ALIGN_CENTER,
                 "New game");
    char buf[64];
    snprintf(buf, sizeof buf, "%u players", s->n_players);
    gm_ui_button(app, btn_fewer, "-", s->n_players > SC_MIN_PLAYERS);
    gm_ui_button(app, btn_more, "+", s->n_players < SC_MAX_PLAYERS);
    gm_text_center(app->text, GM_FONT_TITLE, 44, true, GM_UI_TEXT, (gm_rect){660, 150, 600, 70},
                   buf);
    for (unsigned i = 0; i < SC_MAX_PLAYERS; i++) {
        bool on = i < s->n_players;
        float y = (float)(ROW_Y + i * ROW_H);
        uint8_t a = on ? 255 : 70;
        gm_sprite_draw(app->sprites, gm_ui_player_head(i), (gm_rect){520, y, 90, 90}, a);
        gm_sprite_draw(app->sprites, gm_ui_player_emblem(i), (gm_rect){620, y + 25, 40, 40}, a);
        snprintf(buf, sizeof buf, "Seat %u", i + 1);
        gm_color c = gm_ui_player_color(i);
        c.a = a;
        gm_text_draw(app->text, GM_FONT_TITLE, 38, true, c, 690, y + 22, GM_ALIGN_LEFT, buf);
        if (on) {
            gm_ui_button(app, seat_toggle(i),
                         s->seats[i].kind == GM_SEAT_HUMAN ? "Human" : "Computer", true);
        }
    }
    gm_text_draw(app->text, GM_FONT_TITLE, 32, false, GM_UI_TEXT, 960, 740, GM_ALIGN_CENTER,
                 "Variants");
    static const char *const names[3] = {"UFO", "Exploration", "Secret missions"};
    for (unsigned b = 0; b < 3; b++) {
        snprintf(buf, sizeof buf, "%s: %s", names[b], (s->variants >> b) & 1 ? "on" : "off");
        gm_ui_button(app, variant_toggle(b), buf, (s->variants >> b) & 1);
        if (!((s->variants >> b) & 1)) {
            /* Off is still clickable: outline it so it reads as a button. */
            gm_gfx_round_outline(app->gfx, variant_toggle(b), 16, 3, GM_UI_GOLD);
        }
    }
    gm_ui_button(app, btn_back, "Back", true);
    gm_ui_button(app, btn_start, "Start", true);
}

const gm_screen gm_screen_setup = {
    .name = "setup",
    .input = setup_input,
    .draw = setup_draw,
};
