/* Seeds from the kernel (spacecats/fresh.h): what every system shares. The
 * kernel's bytes and the clocks come from fresh_posix.c or fresh_win.c. */
#include "spacecats/fresh.h"

#include <stdatomic.h>

#include "fresh_internal.h"

static uint64_t mix(uint64_t z)
{
    z += 0x9e3779b97f4a7c15u;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
    return z ^ (z >> 31);
}

uint64_t sc_fresh_seed_weak(void)
{
    /* The count makes two calls in one clock tick differ; it is this
     * module's own and only ever grows. */
    static atomic_uint_fast64_t calls;
    uint64_t stir[3];
    sc_fresh_stir(stir);
    uint64_t z = mix(stir[0]);
    z = mix(z ^ stir[1]);
    z = mix(z ^ stir[2]);
    return mix(z ^ atomic_fetch_add(&calls, 1));
}

uint64_t sc_fresh_seed(bool *unguessable)
{
    uint64_t seed;
    bool ok = sc_fresh_bytes(&seed, sizeof seed);
    if (unguessable != NULL) {
        *unguessable = ok;
    }
    return ok ? seed : sc_fresh_seed_weak();
}
