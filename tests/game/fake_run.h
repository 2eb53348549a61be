/* A whole game through the game's own loop hooks (run.h) on the fake
 * platform (fake_platform.h), for the tests that watch what every frame
 * shows. The hooks' context is the gm_run; the test's fake is found
 * beside it (fr_fake). The test may replace any hook with its own watch,
 * which calls the real one it is given:
 *
 *     gm_loop_hooks real, watch = {.tick = watch_tick};
 *     fr_loop(app, &f, &real, watch, fake_wait, fake_poll);
 */
#ifndef FAKE_RUN_H
#define FAKE_RUN_H

#include "fake_platform.h"
#include "run.h"

enum { FR_HZ = 60 }; /* logic ticks a second, as the game runs */

typedef struct fr_run {
    gm_run run; /* first: the hooks' context */
    void *fake;
} fr_run;

/* The test's fake, from a hook's context. */
static inline void *fr_fake(void *ctx)
{
    return ((fr_run *)ctx)->fake;
}

/* Runs the loop on app's current screen until it stops. *real gets the
 * game's own hooks before the loop starts; the hooks set in watch take
 * their place. */
static inline void fr_loop(gm_app *app, void *fake, gm_loop_hooks *real, gm_loop_hooks watch,
                           bool (*wait)(void *, SDL_Event *, int),
                           bool (*poll)(void *, SDL_Event *))
{
    fr_run rf = {.run = {.app = app}, .fake = fake};
    gm_harness_init(&rf.run.harness, &app->opt);
    gm_loop_hooks h = gm_run_hooks(&rf.run);
    *real = h;
    h.event = watch.event != NULL ? watch.event : h.event;
    h.tick = watch.tick != NULL ? watch.tick : h.tick;
    h.draw = watch.draw != NULL ? watch.draw : h.draw;
    h.busy = watch.busy != NULL ? watch.busy : h.busy;
    h.running = watch.running != NULL ? watch.running : h.running;
    gm_loop_platform pf = fp_platform(fake, wait, poll);
    gm_loop_run(&h, (gm_loop_config){FR_HZ, 5, 1000}, &pf);
}

#endif
