/* The title screen: the game's name and the way in. */
#include <stdio.h>

#include "app.h"
#include "i18n.h"
#include "ui.h"

/* Continue (when there is a game to continue), New game and Saved games in
 * a row; Rules and Quit centred under them. */
static const gm_rect btn_continue = {300, 640, 400, 84};
static const gm_rect btn_new = {760, 640, 400, 84};
static const gm_rect btn_saves = {1220, 640, 400, 84};
static const gm_rect btn_rules = {300, 750, 400, 84};
static const gm_rect btn_settings = {760, 750, 400, 84};
static const gm_rect btn_quit = {1220, 750, 400, 84};
static const float notice_y = 862; /* a save set aside, a failed autosave */

static bool can_continue(const gm_app *app)
{
    return app->game_active && app->play != NULL && !sc_game_over(&app->play->game);
}

/* At start: the autosave becomes the game to continue. A damaged one is
 * set aside and said so; the title then offers no Continue. */
static bool title_enter(gm_app *app)
{
    if (!app->game_active && gm_saves_has_autosave(app->prefdir)) {
        gm_save_error err;
        if (!gm_app_open_save(app, NULL, &err)) {
            snprintf(app->notice, sizeof app->notice, _("The saved game cannot be continued: %s"),
                     err.message);
            fprintf(stderr, "spacecats: %s\n", app->notice);
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
        app->quit = true;
        return false;
    }
    if (in->kind == GM_IN_KEY && in->key == GM_KEY_ENTER) {
        gm_app_request_screen(app, can_continue(app) ? GM_SCREEN_PLAY : GM_SCREEN_SETUP);
        return true;
    }
    if (in->kind != GM_IN_RELEASE) {
        return false;
    }
    if (gm_rect_contains(btn_continue, in->x, in->y) && can_continue(app)) {
        app->notice[0] = '\0';
        gm_app_request_screen(app, GM_SCREEN_PLAY);
        return true;
    }
    if (gm_rect_contains(btn_new, in->x, in->y)) {
        app->notice[0] = '\0';
        gm_app_request_screen(app, GM_SCREEN_SETUP);
        return true;
    }
    if (gm_rect_contains(btn_saves, in->x, in->y)) {
        gm_app_request_screen(app, GM_SCREEN_SAVES);
        return true;
    }
    if (gm_rect_contains(btn_rules, in->x, in->y)) {
        gm_rules_open(app);
        return true;
    }
    if (gm_rect_contains(btn_settings, in->x, in->y)) {
        app->settings_return = GM_SCREEN_TITLE;
        gm_app_request_screen(app, GM_SCREEN_SETTINGS);
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
    gm_ui_button(app, btn_continue, _("Continue"), can_continue(app));
    gm_ui_button(app, btn_new, _("New game"), true);
    gm_ui_button(app, btn_saves, _("Saved games"), true);
    gm_ui_button(app, btn_rules, _("Rules"), true);
    gm_ui_button(app, btn_settings, _("Settings"), true);
    gm_ui_button(app, btn_quit, _("Quit"), true);
    for (unsigned p = 0; p < SC_MAX_PLAYERS; p++) {
        gm_sprite_draw(app->sprites, gm_ui_player_cat(p),
                       (gm_rect){560 + (float)p * 170, 880, 150, 150}, 255);
    }
    gm_screen_saves_notice(app, notice_y, app->notice); /* over the cats */
}

const gm_screen gm_screen_title = {
    .name = "title",
    .enter = title_enter,
    .input = title_input,
    .draw = title_draw,
};
