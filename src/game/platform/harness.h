/* The test and benchmark harness around the loop, apart from the game:
 * --screenshot (the first screen drawn, or an autoplayed game's scoring
 * screen), --screenshot-at (an autoplayed game stopped after N actions,
 * pictured halfway through that action's animations), --frame-bench,
 * --startup-bench and F12's picture. main() owns one; the screens know nothing of it. */
#ifndef GM_HARNESS_H
#define GM_HARNESS_H

#include <stdbool.h>

#include "app.h"
#include "startup.h"

typedef struct gm_harness {
    char shot_path[512]; /* where the next picture goes; "" = none asked */
    bool want_shot;      /* after the next frame drawn */
    bool exit_after_shot;
    bool stopped;       /* --screenshot-at: the game has reached its stop */
    unsigned shot_wait; /* ticks to the picture, once stopped */
    unsigned bench_frames;
    double bench_sum_ms, bench_max_ms;
    gm_startup *startup; /* main's, or NULL; marked until the first frame is presented */
    bool startup_told;
} gm_harness;

void gm_harness_init(gm_harness *h, const gm_options *opt);

/* Before each logic tick of dt seconds: stops an autoplayed game at its
 * --screenshot-at action and counts down to the picture; asks for the
 * scoring screen's picture. True when the screen must be drawn again. */
bool gm_harness_tick(gm_harness *h, gm_app *app, float dt);

/* F12: a picture of the next frame, into the working folder. */
void gm_harness_shoot(gm_harness *h, const char *path);

/* After a frame was drawn (before it is presented) in frame_ms: writes the
 * picture asked for, and times the frame for --frame-bench. */
void gm_harness_frame_drawn(gm_harness *h, gm_app *app);
void gm_harness_frame_timed(gm_harness *h, gm_app *app, double frame_ms);

/* --startup-bench: the step `what` of the first frame ended now (nothing
 * once it is presented). */
void gm_harness_startup_mark(gm_harness *h, const char *what);
/* After a frame was presented: the first one ends the start-up; with
 * --startup-bench its steps and the sprites rasterised are printed, and the
 * game ends. */
void gm_harness_frame_presented(gm_harness *h, gm_app *app);

#endif
