/* The fixed-timestep main loop.
 *
 * Logic runs in ticks of 1/hz second; after a slow frame at most
 * max_catchup ticks are run to catch up (the rest of the lag is dropped,
 * so a stall never turns into a burst). Drawing is decoupled: it happens
 * once after the ticks, only when something changed. When nothing is busy
 * the loop sleeps in SDL_WaitEventTimeout until input arrives, so an idle
 * window costs almost no CPU. */
#ifndef GM_LOOP_H
#define GM_LOOP_H

#include <SDL.h>
#include <stdbool.h>

typedef struct gm_loop_hooks {
    void *ctx;
    /* An SDL event; returns true when a redraw is needed. */
    bool (*event)(void *ctx, const SDL_Event *ev);
    bool (*tick)(void *ctx); /* one logic tick; true: redraw */
    void (*draw)(void *ctx);
    bool (*busy)(void *ctx); /* ticks must run even without input */
    bool (*running)(void *ctx);
    /* Run ticks back to back, without waiting for the clock (autoplay). */
    bool turbo;
} gm_loop_hooks;

typedef struct gm_loop_config {
    unsigned hz;          /* logic ticks per second */
    unsigned max_catchup; /* ticks at most per frame */
    unsigned idle_ms;     /* longest sleep when idle */
} gm_loop_config;

void gm_loop_run(const gm_loop_hooks *h, gm_loop_config cfg);

#endif
