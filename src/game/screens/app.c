/* The application: the screens' stack and the dispatch to the screen on
 * top; the games it serves them are games.c's. */
#include "app.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gfx.h"
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
    app->nav.requested = GM_SCREEN_NONE;
    app->dirty = true;
    return true;
}

const gm_canvas *gm_app_canvas(gm_app *app)
{
    app->canvas = (gm_canvas){.gfx = app->gfx,
                              .text = app->text,
                              .sprites = app->sprites,
                              .lay = &app->layout,
                              .mat = &app->mat,
                              .pointer_x = app->pointer_x,
                              .pointer_y = app->pointer_y,
                              .guard = &app->guard};
    return &app->canvas;
}

/* What screen id's callbacks are given: its own state and what it may
 * use of the app, nothing else. */
static gm_screen_ctx ctx_of(gm_app *app, gm_screen_id id)
{
    return (gm_screen_ctx){.self = app->screen_ctx[id],
                           .games = &app->games,
                           .opt = &app->opt,
                           .canvas = gm_app_canvas(app),
                           .sound = app->sound,
                           .sound_msg = app->sound_msg,
                           .nav = &app->nav};
}

static void leave_top(gm_app *app)
{
    if (app->depth > 0) {
        gm_screen_id id = app->stack[app->depth - 1];
        const gm_screen *s = gm_screen_get(id);
        gm_screen_ctx c = ctx_of(app, id);
        if (s->leave != NULL) {
            s->leave(&c);
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
}

void gm_app_apply_screen(gm_app *app)
{
    while (app->nav.requested != GM_SCREEN_NONE) {
        gm_screen_request how = app->nav.request;
        gm_screen_id next = app->nav.requested;
        app->nav.requested = GM_SCREEN_NONE;
        /* A copy: what the screens do may ask for another change. */
        gm_screen_arg arg = app->nav.arg;
        char path[sizeof app->nav.path];
        if (arg.path != NULL) {
            snprintf(path, sizeof path, "%s", arg.path);
            arg.path = path;
        }
        bool has_arg = app->nav.has_arg;
        app->nav.has_arg = false;
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
        gm_screen_ctx c = ctx_of(app, next);
        if (opened && s->opened != NULL) {
            s->opened(&c, has_arg ? &arg : NULL);
        }
        if (ok && s->enter != NULL && !s->enter(&c)) {
            drop_top(app);
            ok = false;
        }
        if (!ok) {
            /* A screen that cannot start falls back on the title. */
            app->screen = GM_SCREEN_NONE;
            if (next != GM_SCREEN_TITLE) {
                gm_app_request_screen(app, GM_SCREEN_TITLE);
            } else {
                gm_nav_quit(&app->nav, 1);
            }
        }
        app->dirty = true;
    }
}

void gm_app_request_screen(gm_app *app, gm_screen_id id)
{
    gm_nav_go(&app->nav, id);
}

void gm_app_open_screen(gm_app *app, gm_screen_id id, const gm_screen_arg *arg)
{
    gm_nav_open(&app->nav, id, arg);
}

void gm_app_close_screen(gm_app *app)
{
    gm_nav_close(&app->nav);
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
        app->nav.quit = true;
        return false;
    }
    if (in->kind == GM_IN_KEY && in->key == GM_KEY_F1 && app->screen != GM_SCREEN_RULES) {
        gm_app_open_screen(app, GM_SCREEN_RULES, NULL); /* from any screen, back to where it was */
        return true;
    }
    const gm_screen *s = gm_screen_get(app->screen);
    gm_screen_ctx c = ctx_of(app, app->screen);
    bool showing = s->showing != NULL && s->showing(&c);
    /* A press on a button that just took another's place is not yet for
     * it, and neither is its release; a press let through keeps its
     * release (the screen's state waits for it). */
    if (in->kind == GM_IN_PRESS) {
        app->guard_press = !showing && gm_ui_guard_blocks(&app->guard, in->x, in->y);
        if (app->guard_press) {
            return false;
        }
    } else if (in->kind == GM_IN_RELEASE && app->guard_press) {
        app->guard_press = false;
        return false;
    }
    return s->input(&c, in);
}

bool gm_app_update(gm_app *app, float dt)
{
    if (app->screen == GM_SCREEN_NONE) {
        return false;
    }
    const gm_screen *s = gm_screen_get(app->screen);
    gm_screen_ctx c = ctx_of(app, app->screen);
    bool changed = s->update != NULL && s->update(&c, dt);
    gm_ui_guard_tick(&app->guard, dt, s->showing != NULL && s->showing(&c));
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
        gm_screen_ctx c = ctx_of(app, app->screen);
        gm_screen_get(app->screen)->draw(&c);
        gm_ui_guard_end(&app->guard);
    }
}

bool gm_app_busy(gm_app *app)
{
    if (app->nav.requested != GM_SCREEN_NONE) {
        return true;
    }
    if (app->screen == GM_SCREEN_NONE) {
        return false;
    }
    const gm_screen *s = gm_screen_get(app->screen);
    gm_screen_ctx c = ctx_of(app, app->screen);
    /* A button that still ignores clicks: its moment must pass. */
    return (s->busy != NULL && s->busy(&c)) || gm_ui_guard_settling(&app->guard);
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
