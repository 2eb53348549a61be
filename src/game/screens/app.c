/* The application: the screens' stack and the dispatch to the screen on
 * top; the games it serves them are games.c's. */
#include "app.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gfx.h"
#include "remote.h"
#include "sprites.h"
#include "text.h"

bool gm_app_init(gm_app *app, const gm_options *opt, char *err, size_t err_len)
{
    memset(app, 0, sizeof *app);
    app->opt = *opt;
    if (!gm_games_init(&app->games, &app->opt, &app->mat, &app->layout, err, err_len)) {
        return false;
    }
    if (opt->has_pointer) {
        app->pointer_x = opt->pointer_x;
        app->pointer_y = opt->pointer_y;
    }
    app->screen = GM_SCREEN_NONE;
    app->requested = GM_SCREEN_NONE;
    app->dirty = true;
    return true;
}

static void leave_top(gm_app *app)
{
    if (app->depth > 0) {
        const gm_screen *s = gm_screen_get(app->stack[app->depth - 1]);
        if (s->leave != NULL) {
            s->leave(app);
        }
    }
}

/* The top screen leaves the stack, its state with it. */
static void drop_top(gm_app *app)
{
    gm_screen_id id = app->stack[--app->depth];
    free(app->screen_ctx[id]);
    app->screen_ctx[id] = NULL;
}

static bool push(gm_app *app, gm_screen_id id)
{
    const gm_screen *s = gm_screen_get(id);
    if (app->depth == GM_SCREEN_STACK || app->screen_ctx[id] != NULL) {
        return false; /* never twice on the stack */
    }
    if (s->ctx_size > 0 && (app->screen_ctx[id] = calloc(1, s->ctx_size)) == NULL) {
        return false;
    }
    app->stack[app->depth++] = id;
    return true;
}

void gm_app_free(gm_app *app)
{
    leave_top(app);
    while (app->depth > 0) {
        drop_top(app);
    }
    app->screen = GM_SCREEN_NONE;
    gm_games_free(&app->games);
    gm_remote_free(app->joining);
    app->joining = NULL;
}

void gm_app_apply_screen(gm_app *app)
{
    while (app->requested != GM_SCREEN_NONE) {
        gm_screen_request how = app->request;
        gm_screen_id next = app->requested;
        app->requested = GM_SCREEN_NONE;
        /* A copy: what the screens do may ask for another change. */
        gm_screen_arg arg = app->request_arg;
        char path[sizeof app->request_path];
        if (arg.path != NULL) {
            snprintf(path, sizeof path, "%s", arg.path);
            arg.path = path;
        }
        bool has_arg = app->has_arg;
        app->has_arg = false;
        bool opened = false;
        leave_top(app);
        bool ok = true;
        if (how == GM_REQUEST_CLOSE && app->depth > 1) {
            drop_top(app); /* back to the screen below, entered again */
            next = app->stack[app->depth - 1];
        } else {
            if (how != GM_REQUEST_OPEN || app->depth == GM_SCREEN_STACK) {
                while (app->depth > 0) {
                    drop_top(app);
                }
            }
            if (how == GM_REQUEST_CLOSE) {
                next = GM_SCREEN_TITLE; /* nothing below */
            }
            ok = opened = push(app, next);
        }
        const gm_screen *s = gm_screen_get(next);
        app->screen = ok ? next : GM_SCREEN_NONE;
        gm_ui_guard_reset(&app->guard); /* another screen's buttons */
        app->guard_press = false;
        if (opened && s->opened != NULL) {
            s->opened(app, has_arg ? &arg : NULL);
        }
        if (ok && s->enter != NULL && !s->enter(app)) {
            drop_top(app);
            ok = false;
        }
        if (!ok) {
            /* A screen that cannot start falls back on the title. */
            app->screen = GM_SCREEN_NONE;
            if (next != GM_SCREEN_TITLE) {
                gm_app_request_screen(app, GM_SCREEN_TITLE);
            } else {
                app->quit = true;
                app->exit_code = 1;
            }
        }
        app->dirty = true;
    }
}

bool gm_app_input(gm_app *app, const gm_input *in)
{
    if (app->screen == GM_SCREEN_NONE) {
        return false;
    }
    if (in->kind == GM_IN_MOVE) {
        app->pointer_x = in->x;
        app->pointer_y = in->y;
    }
    if (in->kind == GM_IN_QUIT) {
        app->quit = true;
        return false;
    }
    if (in->kind == GM_IN_KEY && in->key == GM_KEY_F1 && app->screen != GM_SCREEN_RULES) {
        gm_app_open_screen(app, GM_SCREEN_RULES, NULL); /* from any screen, back to where it was */
        return true;
    }
    const gm_screen *s = gm_screen_get(app->screen);
    /* A press on a button that just took another's place is not yet for
     * it, and neither is its release; a press let through keeps its
     * release (the screen's state waits for it). */
    if (in->kind == GM_IN_PRESS) {
        app->guard_press = !(s->showing != NULL && s->showing(app)) &&
                           gm_ui_guard_blocks(&app->guard, in->x, in->y);
        if (app->guard_press) {
            return false;
        }
    } else if (in->kind == GM_IN_RELEASE && app->guard_press) {
        app->guard_press = false;
        return false;
    }
    return s->input(app, in);
}

bool gm_app_update(gm_app *app, float dt)
{
    if (app->screen == GM_SCREEN_NONE) {
        return false;
    }
    const gm_screen *s = gm_screen_get(app->screen);
    bool changed = s->update != NULL && s->update(app, dt);
    gm_ui_guard_tick(&app->guard, dt, s->showing != NULL && s->showing(app));
    return changed;
}

bool gm_app_follow_size(gm_app *app)
{
    if (app->gfx == NULL) {
        return false;
    }
    int w = app->gfx->out_w, h = app->gfx->out_h;
    if (gm_gfx_update_size(app->gfx)) {
        /* A new scale: rasterise the art and open the fonts at the new size. */
        gm_sprites_flush(app->sprites);
        gm_text_flush(app->text);
        app->dirty = true;
    }
    if (w != app->gfx->out_w || h != app->gfx->out_h) {
        app->dirty = true;
        return true;
    }
    return app->dirty;
}

void gm_app_draw(gm_app *app)
{
    /* Drawn at the window's size of now, whatever events said or did not
     * say (leaving full screen may tell its new size late): never a frame
     * laid out for the old size, cropped. */
    gm_app_follow_size(app);
    if (app->gfx != NULL && app->screen != GM_SCREEN_NONE) {
        gm_ui_guard_begin(&app->guard);
        gm_screen_get(app->screen)->draw(app);
        gm_ui_guard_end(&app->guard);
    }
}

bool gm_app_busy(const gm_app *app)
{
    if (app->requested != GM_SCREEN_NONE) {
        return true;
    }
    if (app->screen == GM_SCREEN_NONE) {
        return false;
    }
    const gm_screen *s = gm_screen_get(app->screen);
    /* A button that still ignores clicks: its moment must pass. */
    return (s->busy != NULL && s->busy(app)) || gm_ui_guard_settling(&app->guard);
}

const gm_screen *gm_screen_get(gm_screen_id id)
{
    static const gm_screen *const table[GM_SCREEN_COUNT] = {
        [GM_SCREEN_TITLE] = &gm_screen_title,       [GM_SCREEN_SETUP] = &gm_screen_setup,
        [GM_SCREEN_PLAY] = &gm_screen_play,         [GM_SCREEN_SCORE] = &gm_screen_score,
        [GM_SCREEN_SAVES] = &gm_screen_saves,       [GM_SCREEN_RULES] = &gm_screen_rules,
        [GM_SCREEN_SETTINGS] = &gm_screen_settings, [GM_SCREEN_REVIEW] = &gm_screen_review,
        [GM_SCREEN_BUSY] = &gm_screen_busy,         [GM_SCREEN_HOST] = &gm_screen_host,
        [GM_SCREEN_JOIN] = &gm_screen_join,         [GM_SCREEN_WAITING] = &gm_screen_waiting,
    };
    return table[id < GM_SCREEN_COUNT ? id : GM_SCREEN_TITLE];
}

gm_screen_id gm_screen_parse(const char *name)
{
    for (unsigned i = 0; i < GM_SCREEN_COUNT; i++) {
        if (strcmp(gm_screen_get((gm_screen_id)i)->name, name) == 0) {
            return (gm_screen_id)i;
        }
    }
    return GM_SCREEN_NONE;
}
