/* The fixed-timestep loop (see loop.h). */
#include "loop.h"

static uint64_t sdl_now(void *ctx)
{
    (void)ctx;
    return SDL_GetPerformanceCounter();
}

static void sdl_sleep(void *ctx, unsigned ms)
{
    (void)ctx;
    SDL_Delay(ms);
}

/* Polls in short naps rather than SDL_WaitEventTimeout: on X11 that wait
 * makes SDL wake itself with a message to the window sent through a second
 * connection to the X server, and one the server reads after the window is
 * gone kills the game with BadWindow as it closes (exit status 1 instead of
 * 0: one close in eight in the window-events tests under load). A nap is
 * short enough for input to feel immediate and costs next to no CPU. */
enum { WAIT_NAP_MS = 8 };

static bool sdl_wait(void *ctx, SDL_Event *ev, int ms)
{
    (void)ctx;
    Uint64 end = SDL_GetTicks64() + (Uint64)(ms > 0 ? ms : 0);
    for (;;) {
        if (SDL_PollEvent(ev) != 0) {
            return true;
        }
        Uint64 now = SDL_GetTicks64();
        if (now >= end) {
            return false;
        }
        SDL_Delay((Uint32)(end - now < WAIT_NAP_MS ? end - now : WAIT_NAP_MS));
    }
}

static bool sdl_poll(void *ctx, SDL_Event *ev)
{
    (void)ctx;
    return SDL_PollEvent(ev) != 0;
}

gm_loop_platform gm_loop_sdl(void)
{
    return (gm_loop_platform){.now = sdl_now,
                              .freq = SDL_GetPerformanceFrequency(),
                              .sleep = sdl_sleep,
                              .wait_event = sdl_wait,
                              .poll_event = sdl_poll};
}

void gm_loop_run(const gm_loop_hooks *h, gm_loop_config cfg, const gm_loop_platform *pf)
{
    const uint64_t tick = pf->freq / cfg.hz;
    const float dt = 1.0f / (float)cfg.hz;
    uint64_t last = pf->now(pf->ctx);
    uint64_t lag = 0;
    bool dirty = true;

    while (h->running(h->ctx)) {
        SDL_Event ev;
        bool busy = h->turbo || h->busy(h->ctx);
        if (!dirty && !h->turbo) {
            if (busy) {
                /* Sleep to the next tick; input waits in the queue till then. */
                uint64_t until = lag >= tick ? 0 : tick - lag;
                unsigned ms = (unsigned)((until * 1000 + pf->freq - 1) / pf->freq);
                if (ms > 0) {
                    pf->sleep(pf->ctx, ms);
                }
            } else if (pf->wait_event(pf->ctx, &ev, (int)cfg.idle_ms)) {
                dirty |= h->event(h->ctx, &ev);
            }
        }
        while (pf->poll_event(pf->ctx, &ev)) {
            dirty |= h->event(h->ctx, &ev);
        }

        uint64_t now = pf->now(pf->ctx);
        lag += now - last;
        last = now;
        if (h->turbo) {
            lag = tick; /* one tick a frame, as fast as they go */
        } else if (!busy) {
            lag = 0; /* idle: no backlog of empty ticks */
        } else if (lag > tick * cfg.max_catchup) {
            lag = tick * cfg.max_catchup;
        }
        bool ticked = false;
        while (lag >= tick && h->running(h->ctx)) {
            dirty |= h->tick(h->ctx, dt);
            lag -= tick;
            ticked = true;
        }
        /* The tick on which busy ends is always drawn, whatever it said:
         * the loop is about to wait for input, and the frame left on
         * screen must be the state it waits in (not an animation's
         * next-to-last step). */
        if (ticked && !dirty && !h->turbo && h->running(h->ctx) && !h->busy(h->ctx)) {
            dirty = true;
        }
        if (dirty && h->running(h->ctx)) {
            h->draw(h->ctx);
            dirty = false;
        }
    }
}
