/* The fake platform the loop's tests run the loop on (loop.h): a virtual
 * clock in microseconds, which sleeping advances, and the test's own wait
 * for input and poll (what a test scripts). The platform's context is the
 * test's state, a struct whose first member is its clock:
 *
 *     typedef struct fake { uint64_t clock; ... } fake;
 *     gm_loop_platform pf = fp_platform(&f, fake_wait, fake_poll);
 */
#ifndef FAKE_PLATFORM_H
#define FAKE_PLATFORM_H

#include <stdbool.h>
#include <stdint.h>

#include "loop.h"

enum { FP_FREQ = 1000000 }; /* the clock's ticks a second: microseconds */

/* A pointer to a struct, converted, points to its first member: the clock. */
static inline uint64_t fp_now(void *ctx)
{
    return *(uint64_t *)ctx;
}

static inline void fp_sleep(void *ctx, unsigned ms)
{
    *(uint64_t *)ctx += (uint64_t)ms * 1000;
}

static inline gm_loop_platform fp_platform(void *ctx, bool (*wait)(void *, SDL_Event *, int),
                                           bool (*poll)(void *, SDL_Event *))
{
    return (gm_loop_platform){.ctx = ctx,
                              .now = fp_now,
                              .freq = FP_FREQ,
                              .sleep = fp_sleep,
                              .wait_event = wait,
                              .poll_event = poll};
}

#endif
