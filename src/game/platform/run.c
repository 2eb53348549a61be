/* The loop's hooks on the game (run.h). */
#include "run.h"

#include <stdio.h>
#include <time.h>

#include "gfx.h"
#include "i18n.h"
#include "input_sdl.h"
#include "sound.h"
#include "sprites.h"

static void toggle_fullscreen(gm_app *app)
{
    if (app->gfx->window == NULL) {
        return; /* the recording back end: no window */
    }
    Uint32 flags = SDL_GetWindowFlags(app->gfx->window);
    bool full = flags & SDL_WINDOW_FULLSCREEN_DESKTOP;
    SDL_SetWindowFullscreen(app->gfx->window, full ? 0 : SDL_WINDOW_FULLSCREEN_DESKTOP);
    gm_app_follow_size(app); /* and again when the window manager says (hook_busy) */
    app->dirty = true;
    app->games.settings.fullscreen = !full; /* remembered, as the settings screen's switch */
    gm_games_save_settings(&app->games);
}

static void on_resize(gm_app *app)
{
    gm_app_follow_size(app);
    app->dirty = true;
}

static bool hook_event(void *ctx, const SDL_Event *ev)
{
    gm_run *run = ctx;
    gm_app *app = run->app;
    if (ev->type == SDL_WINDOWEVENT) {
        switch (ev->window.event) {
        case SDL_WINDOWEVENT_SIZE_CHANGED:
        case SDL_WINDOWEVENT_RESIZED:
        case SDL_WINDOWEVENT_MAXIMIZED:
        case SDL_WINDOWEVENT_RESTORED:
        case SDL_WINDOWEVENT_EXPOSED:
            on_resize(app);
            break;
        default:
            break;
        }
        return true;
    }
    gm_input in;
    if (!gm_input_from_sdl(ev, app->gfx, &in)) {
        return false;
    }
    if (in.kind == GM_IN_KEY && in.key == GM_KEY_F11) {
        toggle_fullscreen(app);
        return true;
    }
    if (in.kind == GM_IN_KEY && in.key == GM_KEY_F12) {
        char path[64];
        snprintf(path, sizeof path, "spacecats-%ld.png", (long)time(NULL));
        gm_harness_shoot(&run->harness, path);
        return true;
    }
    return gm_app_input(app, &in);
}

static bool hook_tick(void *ctx, float dt)
{
    gm_run *run = ctx;
    gm_app *app = run->app;
    gm_app_apply_screen(app);
    bool changed = gm_harness_tick(&run->harness, app, dt);
    changed |= gm_app_update(app, dt);
    gm_app_apply_screen(app);
    changed |= app->dirty;
    app->dirty = false;
    return changed;
}

static void hook_draw(void *ctx)
{
    gm_run *run = ctx;
    gm_app *app = run->app;
    Uint64 start = SDL_GetPerformanceCounter();
    gm_harness_startup_mark(&run->harness, "the loop's first ticks (the screen entered)");
    gm_app_apply_screen(app);
    gm_app_draw(app);
    gm_harness_startup_mark(&run->harness, "first frame drawn (sprites rasterised, text)");
    gm_harness_frame_drawn(&run->harness, app);
    /* The title follows the language, which the settings may switch at any time. */
    gm_gfx_present(app->gfx, app->screen == GM_SCREEN_BUSY ? _("Space Cats is already open")
                                                           : _("Space Cats"));
    if (!run->shown) {
        /* What the first frame did not need loads now, behind it. */
        run->shown = true;
        gm_sound_load(app->sound);
        gm_sprites_shown(app->sprites);
    }
    gm_harness_frame_presented(&run->harness, app);
    gm_harness_frame_timed(&run->harness, app,
                           (double)(SDL_GetPerformanceCounter() - start) * 1000.0 /
                               (double)SDL_GetPerformanceFrequency());
}

static bool hook_busy(void *ctx)
{
    gm_run *run = ctx;
    /* A size that changed with no event (some window managers, leaving
     * full screen) is caught within the loop's idle wait. */
    gm_app_follow_size(run->app);
    /* Autoplay counts as busy: its harness acts on ticks (the scoring
     * screen's picture, the exit), and an idle loop waits for input that a
     * paced autoplay never gets. */
    return gm_app_busy(run->app) || run->app->dirty || run->app->opt.autoplay;
}

static bool hook_running(void *ctx)
{
    return !((gm_run *)ctx)->app->nav.quit;
}

gm_loop_hooks gm_run_hooks(gm_run *run)
{
    return (gm_loop_hooks){
        .ctx = run,
        .event = hook_event,
        .tick = hook_tick,
        .draw = hook_draw,
        .busy = hook_busy,
        .running = hook_running,
    };
}
