/* The fixed-timestep main loop.
 *
 * Logic runs in ticks of 1/hz second; after a slow frame at most
 * max_catchup ticks are run to catch up (the rest of the lag is dropped,
 * so a stall never turns into a burst). Drawing is decoupled: it happens
 * once after the ticks, when something changed, and always after the
 * ticks on which busy ends: the frame the loop leaves on screen while it
 * waits for input is the state it waits in, whatever the ticks said.
 *
 * When nothing is busy the loop waits for input (at most idle_ms), so an
 * idle window costs almost no CPU. When something is busy (an animation
 * runs, a computer is due to act) it never waits on input: it sleeps to the
 * next tick and then polls. The game's clock never depends on the wait for
 * input, and gm_loop_sdl waits by polling in short naps: on X11,
 * SDL_WaitEventTimeout could block past its timeout until the next window
 * event (the dice stopped mid-tumble until the mouse moved) and could kill
 * the game as its window closed (see loop.c). */
#ifndef GM_LOOP_H
#define GM_LOOP_H

#include <SDL.h>
#include <stdbool.h>
#include <stdint.h>

typedef struct gm_loop_hooks {
    void *ctx;
    /* An SDL event; returns true when a redraw is needed. */
    bool (*event)(void *ctx, const SDL_Event *ev);
    bool (*tick)(void *ctx, float dt); /* one logic tick of dt seconds; true: redraw */
    void (*draw)(void *ctx);
    bool (*busy)(void *ctx); /* ticks must run even without input */
    bool (*running)(void *ctx);
    /* Run ticks back to back, without waiting for the clock (autoplay). */
    bool turbo;
} gm_loop_hooks;

typedef struct gm_loop_config {
    unsigned hz;          /* logic ticks per second */
    unsigned max_catchup; /* ticks at most per frame */
    unsigned idle_ms;     /* longest wait for input when idle */
} gm_loop_config;

/* What the loop asks of the platform: time, sleep and events. */
typedef struct gm_loop_platform {
    void *ctx;
    uint64_t (*now)(void *ctx); /* a counter that advances `freq` a second */
    uint64_t freq;
    void (*sleep)(void *ctx, unsigned ms);
    /* Waits at most ms for an event (true: one was written to ev). */
    bool (*wait_event)(void *ctx, SDL_Event *ev, int ms);
    bool (*poll_event)(void *ctx, SDL_Event *ev);
} gm_loop_platform;

/* SDL's clock, SDL_Delay and SDL's event queue. */
gm_loop_platform gm_loop_sdl(void);

void gm_loop_run(const gm_loop_hooks *h, gm_loop_config cfg, const gm_loop_platform *pf);

#endif
