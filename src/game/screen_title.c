/* The title screen: the game's name and the way in. */
#include <stdio.h>

#include "app.h"
#include "ui.h"

static const gm_rect btn_new = {760, 640, 400, 84};
static const gm_rect btn_quit = {760, 750, 400, 84};

static bool title_input(gm_app *app, const gm_input *in)
{
    if (in->kind == GM_IN_MOVE) {
        return true;
    }
    if (in->kind == GM_IN_KEY && in->key == GM_KEY_ESCAPE) {
        app->quit = true;
        return false;
    }
    if (in->kind == GM_IN_KEY && in->key == GM_KEY_ENTER) {
        gm_app_request_screen(app, GM_SCREEN_SETUP);
        return true;
    }
    if (in->kind != GM_IN_RELEASE) {
        return false;
    }
    if (gm_rect_contains(btn_new, in->x, in->y)) {
        gm_app_request_screen(app, GM_SCREEN_SETUP);
        return true;
    }
    if (gm_rect_contains(btn_quit, in->x, in->y)) {
        app->quit = true;
    }
    return false;
}

static void title_draw(gm_app *app)
{
    gm_ui_background(app);
    gm_sprite_draw(app->sprites, "app-icon", (gm_rect){820, 150, 280, 280}, 255);
    gm_text_draw(app->text, GM_FONT_TITLE, 120, true, GM_UI_GOLD, 960, 430, GM_ALIGN_CENTER,
                 "Space Cats");
    gm_text_draw(app->text, GM_FONT_TITLE, 34, false, GM_UI_TEXT, 960, 570, GM_ALIGN_CENTER,
                 "A push-your-luck race to the stars, after MLEM: Space Agency");
    gm_ui_button(app, btn_new, "New game", true);
    gm_ui_button(app, btn_quit, "Quit", true);
    for (unsigned p = 0; p < SC_MAX_PLAYERS; p++) {
        gm_sprite_draw(app->sprites, gm_ui_player_cat(p),
                       (gm_rect){560 + (float)p * 170, 880, 150, 150}, 255);
    }
}

const gm_screen gm_screen_title = {
    .name = "title",
    .input = title_input,
    .draw = title_draw,
};
