/* The loop's hooks (loop.h) on the game: SDL events to the screens, a
 * logic tick, a frame drawn and presented, whether the screens are busy,
 * whether the game runs. main() runs them with SDL's platform; tests run
 * them with a fake one (a virtual clock, scripted events) and the
 * recording back end. */
#ifndef GM_RUN_H
#define GM_RUN_H

#include "app.h"
#include "harness.h"
#include "loop.h"

/* What the hooks work on: the game, and the harness around it. */
typedef struct gm_run {
    gm_app *app;
    gm_harness harness;
    bool shown; /* the first frame was presented */
} gm_run;

/* The hooks of run (turbo off: main sets it for autoplay). */
gm_loop_hooks gm_run_hooks(gm_run *run);

#endif
