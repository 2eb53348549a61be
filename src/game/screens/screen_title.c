/* The title screen: the game's name and the way in. */
#include <stdio.h>

#include "app.h"
#include "i18n.h"
#include "ui.h"

/* Continue (when there is a game to continue), New game, Join a game and
 * Saved games in a row; Rules, Settings and Quit centred under them. */
/* Where things are: data/layout/board.yaml, screens.title. */
static const gm_title_layout *places(const gm_app *app)
{
    return &app->layout.screens.title;
}

static bool can_continue(const gm_app *app)
{
    return app->games.game_active && app->games.play != NULL &&
           !sc_game_over(gm_play_game(app->games.play));
}

/* At start: the autosave becomes the game to continue. A damaged one is
 * set aside and said so; the title then offers no Continue. */
static bool title_enter(gm_app *app)
{
    if (!app->games.game_active && gm_saves_has_autosave(app->games.prefdir)) {
        gm_save_error err;
        if (!gm_games_open_save(&app->games, NULL, &err)) {
            gm_games_cannot_continue(&app->games, err.message);
        }
    }
    return true;
}

static bool title_input(gm_app *app, const gm_input *in)
{
    if (in->kind == GM_IN_MOVE) {
        return true;
    }
    if (in->kind == GM_IN_KEY && in->key == GM_KEY_ESCAPE) {
        app->nav.quit = true;
        return false;
    }
    if (in->kind == GM_IN_KEY && in->key == GM_KEY_ENTER) {
        gm_app_request_screen(app, can_continue(app) ? GM_SCREEN_PLAY : GM_SCREEN_SETUP);
        return true;
    }
    if (in->kind != GM_IN_RELEASE) {
        return false;
    }
    if (gm_rect_contains(places(app)->continue_game, in->x, in->y) && can_continue(app)) {
        gm_games_notice_read(&app->games);
        gm_app_request_screen(app, GM_SCREEN_PLAY);
        return true;
    }
    if (gm_rect_contains(places(app)->new_game, in->x, in->y)) {
        gm_games_notice_read(&app->games);
        gm_app_request_screen(app, GM_SCREEN_SETUP);
        return true;
    }
    if (gm_rect_contains(places(app)->join, in->x, in->y)) {
        gm_games_notice_read(&app->games);
        gm_app_request_screen(app, GM_SCREEN_JOIN);
        return true;
    }
    if (gm_rect_contains(places(app)->saves, in->x, in->y)) {
        gm_app_request_screen(app, GM_SCREEN_SAVES);
        return true;
    }
    if (gm_rect_contains(places(app)->rules, in->x, in->y)) {
        gm_app_open_screen(app, GM_SCREEN_RULES, NULL);
        return true;
    }
    if (gm_rect_contains(places(app)->settings, in->x, in->y)) {
        gm_app_open_screen(app, GM_SCREEN_SETTINGS, NULL);
        return true;
    }
    if (gm_rect_contains(places(app)->quit, in->x, in->y)) {
        app->nav.quit = true;
    }
    return false;
}

static void title_draw(gm_app *app)
{
    gm_ui_background(gm_app_canvas(app));
    gm_sprite_draw(app->sprites, "app-icon", places(app)->logo, 255);
    gm_text_center(app->text, GM_FONT_TITLE, places(app)->name_font, true, GM_UI_GOLD,
                   places(app)->name, _("Space Cats"));
    gm_text_center(app->text, GM_FONT_TITLE, places(app)->tagline_font, false, GM_UI_TEXT,
                   places(app)->tagline,
                   _("A push-your-luck race to the stars, after MLEM: Space Agency"));
    gm_ui_button(gm_app_canvas(app), places(app)->continue_game, _("Continue"), can_continue(app));
    gm_ui_button(gm_app_canvas(app), places(app)->new_game, _("New game"), true);
    gm_ui_button(gm_app_canvas(app), places(app)->join, _("Join a game"), true);
    gm_ui_button(gm_app_canvas(app), places(app)->saves, _("Saved games"), true);
    gm_ui_button(gm_app_canvas(app), places(app)->rules, _("Rules"), true);
    gm_ui_button(gm_app_canvas(app), places(app)->settings, _("Settings"), true);
    gm_ui_button(gm_app_canvas(app), places(app)->quit, _("Quit"), true);
    /* A notice (where a game was kept, a save set aside) takes the cats'
     * place, in the language of the moment. */
    char notice[sizeof app->games.notice];
    if (gm_games_notice(&app->games, notice, sizeof notice)[0] != '\0') {
        gm_ui_notice(gm_app_canvas(app), places(app)->notice_y, notice);
        return;
    }
    /* The five cats side by side across their place, each as tall as it. */
    gm_rect cats = places(app)->cats;
    float step = (cats.w - cats.h) / (SC_MAX_PLAYERS - 1);
    for (unsigned p = 0; p < SC_MAX_PLAYERS; p++) {
        gm_sprite_draw(app->sprites, gm_ui_player_cat(p),
                       (gm_rect){cats.x + (float)p * step, cats.y, cats.h, cats.h}, 255);
    }
}

const gm_screen gm_screen_title = {
    .name = "title",
    .app_enter = title_enter,
    .app_input = title_input,
    .app_draw = title_draw,
};
