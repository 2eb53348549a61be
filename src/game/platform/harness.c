/* The harness around the loop (harness.h). */
#include "harness.h"

#include <stdio.h>

#include "gfx.h"
#include "i18n.h"
#include "sound.h"
#include "sprites.h"

void gm_harness_init(gm_harness *h, const gm_options *opt)
{
    *h = (gm_harness){0};
    if (opt->screenshot[0] != '\0') {
        snprintf(h->shot_path, sizeof h->shot_path, "%s", opt->screenshot);
        h->want_shot = !opt->autoplay; /* the first screen drawn */
        h->exit_after_shot = true;
    }
}

bool gm_harness_tick(gm_harness *h, gm_app *app, float dt)
{
    const gm_options *opt = &app->opt;
    gm_play *p = app->games.play;
    if (!opt->autoplay || p == NULL) {
        return false;
    }
    if (app->screen == GM_SCREEN_SCORE && h->shot_path[0] != '\0' && !h->want_shot && !h->stopped) {
        h->want_shot = true; /* autoplay's proof: the scoring screen, then the end */
        h->stopped = true;
        return true;
    }
    if (opt->screenshot_at < 0) {
        return false;
    }
    gm_session_stop_at(p->session, opt->screenshot_at);
    if (!h->stopped) {
        if ((long)gm_session_actions(p->session) < opt->screenshot_at) {
            return false;
        }
        /* Freeze the computers, the picture halfway through the last
         * action's animations if any, else showing what is about to be done. */
        h->stopped = true;
        gm_session_hold(p->session, true);
        h->shot_wait = 1 + (unsigned)(gm_session_anims(p->session)->tail / dt / 2);
        if (h->shot_wait == 1) {
            gm_session_plan(p->session);
        }
        return true;
    }
    if (h->shot_wait > 1) {
        h->shot_wait--;
        return true;
    }
    if (h->shot_wait == 1) {
        h->shot_wait = 0;
        h->want_shot = h->shot_path[0] != '\0';
        h->exit_after_shot = true;
        return true;
    }
    return false;
}

void gm_harness_shoot(gm_harness *h, const char *path)
{
    snprintf(h->shot_path, sizeof h->shot_path, "%s", path);
    h->want_shot = true;
}

void gm_harness_frame_drawn(gm_harness *h, gm_app *app)
{
    if (!h->want_shot) {
        return;
    }
    char err[700];
    h->want_shot = false;
    if (!gm_gfx_screenshot(app->gfx, h->shot_path, err, sizeof err)) {
        fprintf(stderr, "spacecats: %s\n", err);
        app->nav.exit_code = 1;
    } else {
        fprintf(stderr, _("spacecats: screenshot written to %s\n"), h->shot_path);
    }
    if (h->exit_after_shot) {
        app->nav.quit = true;
    }
}

void gm_harness_frame_timed(gm_harness *h, gm_app *app, double ms)
{
    const gm_options *opt = &app->opt;
    /* The screen to measure: the stopped play screen when autoplaying, else the first. */
    if (opt->frame_bench == 0 || (opt->autoplay && (app->games.play == NULL ||
                                                    !gm_session_held(app->games.play->session)))) {
        return;
    }
    h->bench_sum_ms += ms;
    h->bench_max_ms = ms > h->bench_max_ms ? ms : h->bench_max_ms;
    if (++h->bench_frames == opt->frame_bench) {
        int w = 0, hgt = 0;
        SDL_GetRendererOutputSize(app->gfx->renderer, &w, &hgt);
        printf("frame time (%s screen, %dx%d pixels, %u frames): mean %.2f ms, worst %.2f ms\n",
               gm_screen_get(app->screen)->name, w, hgt, h->bench_frames,
               h->bench_sum_ms / h->bench_frames, h->bench_max_ms);
        app->nav.quit = true;
    }
    app->dirty = true; /* draw again at once */
}

void gm_harness_startup_mark(gm_harness *h, const char *what)
{
    if (h->startup != NULL && !h->startup_told) {
        gm_startup_mark(h->startup, what);
    }
}

void gm_harness_frame_presented(gm_harness *h, gm_app *app)
{
    if (h->startup == NULL || h->startup_told) {
        return;
    }
    h->startup_told = true;
    if (!h->startup->on) {
        return;
    }
    gm_startup_mark(h->startup, "first frame presented");
    gm_startup_print(h->startup, stdout);
    const gm_sprite_made *made;
    unsigned n = gm_sprites_made_log(app->sprites, &made);
    for (unsigned i = 0; i < n; i++) {
        printf("sprite %8.1f ms  %s %dx%d%s\n", made[i].ms, made[i].name, made[i].w, made[i].h,
               made[i].from_cache ? " (from the cache)" : "");
    }
    /* The title screen's peak: once what loads after the first frame has. */
    (void)gm_sound_message(app->sound);
    printf("after-first-frame %.1f ms  peak-rss %ld KB  the effects loaded\n",
           gm_startup_elapsed_ms(h->startup), gm_startup_peak_kb());
    fflush(stdout);
    app->nav.quit = true;
}
