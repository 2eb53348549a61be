#include "spacecats/rng.h"

/* splitmix64 spreads a user seed over the whole state, so nearby seeds give
 * unrelated streams. */
static uint64_t splitmix64(uint64_t *x)
{
    uint64_t z = (*x += 0x9E3779B97F4A7C15u);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9u;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBu;
    return z ^ (z >> 31);
}

void sc_rng_seed(sc_rng *rng, uint64_t seed)
{
    uint64_t x = seed;
    rng->state = 0;
    rng->inc = (splitmix64(&x) << 1) | 1u;
    sc_rng_next(rng);
    rng->state += splitmix64(&x);
    sc_rng_next(rng);
}

void sc_rng_shuffle(sc_rng *rng, uint8_t *items, unsigned n)
{
    for (unsigned i = n; i > 1; i--) {
        unsigned j = sc_rng_below(rng, i);
        uint8_t t = items[i - 1];
        items[i - 1] = items[j];
        items[j] = t;
    }
}
