/* The fixed-timestep loop (see loop.h). */
#include "loop.h"

void gm_loop_run(const gm_loop_hooks *h, gm_loop_config cfg)
{
    const Uint64 freq = SDL_GetPerformanceFrequency();
    const Uint64 tick = freq / cfg.hz;
    Uint64 last = SDL_GetPerformanceCounter();
    Uint64 lag = 0;
    bool dirty = true;

    while (h->running(h->ctx)) {
        SDL_Event ev;
        bool busy = h->turbo || h->busy(h->ctx);
        if (!dirty && !h->turbo) {
            /* Sleep until input, the next tick (when busy) or idle_ms. */
            int wait = (int)cfg.idle_ms;
            if (busy) {
                Uint64 until = lag >= tick ? 0 : tick - lag;
                wait = (int)(until * 1000 / freq) + 1;
            }
            if (SDL_WaitEventTimeout(&ev, wait)) {
                dirty |= h->event(h->ctx, &ev);
            }
        }
        while (SDL_PollEvent(&ev)) {
            dirty |= h->event(h->ctx, &ev);
        }

        Uint64 now = SDL_GetPerformanceCounter();
        lag += now - last;
        last = now;
        if (h->turbo) {
            lag = tick; /* one tick a frame, as fast as they go */
        } else if (!busy) {
            lag = 0; /* idle: no backlog of empty ticks */
        } else if (lag > tick * cfg.max_catchup) {
            lag = tick * cfg.max_catchup;
        }
        while (lag >= tick && h->running(h->ctx)) {
            dirty |= h->tick(h->ctx);
            lag -= tick;
        }
        if (dirty && h->running(h->ctx)) {
            h->draw(h->ctx);
            dirty = false;
        }
    }
}
