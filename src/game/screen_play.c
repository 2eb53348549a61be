/* The play screen: glue between the app, the play model (play.c) and its
 * drawing (play_draw.c). */
#include "app.h"
#include "play_draw.h"

enum { AUTOPLAY_ACTIONS = 100000 }; /* a whole game in one tick */

static bool play_enter(gm_app *app)
{
    if (!app->game_active || app->play == NULL) {
        if (!gm_app_new_game(app)) {
            return false;
        }
        app->game_active = true;
    }
    return true;
}

static bool play_input(gm_app *app, const gm_input *in)
{
    bool menu = in->kind == GM_IN_RELEASE &&
                gm_rect_contains(app->layout.buttons[GM_BTN_MENU], in->x, in->y);
    if (menu || (in->kind == GM_IN_KEY && in->key == GM_KEY_ESCAPE)) {
        gm_app_request_screen(app, GM_SCREEN_TITLE); /* the game stays, to resume */
        return true;
    }
    return gm_play_input(app->play, in);
}

static bool play_update(gm_app *app)
{
    gm_play *p = app->play;
    unsigned max = app->opt.autoplay ? AUTOPLAY_ACTIONS : 1;
    if (app->opt.autoplay && app->opt.screenshot_at >= 0) {
        long left = app->opt.screenshot_at - (long)p->actions;
        if (left <= 0) {
            if (!p->frozen) {
                /* Debugging stop: freeze the computers and take the picture. */
                p->frozen = true;
                gm_play_plan(p); /* show what the computer is about to do */
                app->want_shot = app->shot_path[0] != '\0';
                app->exit_after_shot = true;
                return true;
            }
            return false;
        }
        max = (unsigned)left;
    }
    bool changed = gm_play_tick(p, max);
    if (sc_game_over(&p->game)) {
        app->game_active = false;
        gm_app_request_screen(app, GM_SCREEN_SCORE);
    }
    return changed;
}

static bool play_busy(const gm_app *app)
{
    return gm_play_busy(app->play);
}

static void play_draw(gm_app *app)
{
    gm_play_draw(app);
}

const gm_screen gm_screen_play = {
    .name = "play",
    .enter = play_enter,
    .input = play_input,
    .update = play_update,
    .draw = play_draw,
    .busy = play_busy,
};
