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

uint32_t sc_rng_next(sc_rng *rng)
{
    uint64_t old = rng->state;
    rng->state = old * 6364136223846793005u + rng->inc;
    uint32_t xorshifted = (uint32_t)(((old >> 18) ^ old) >> 27);
    uint32_t rot = (uint32_t)(old >> 59);
    return (xorshifted >> rot) | (xorshifted << ((-rot) & 31));
}

uint32_t sc_rng_below(sc_rng *rng, uint32_t bound)
{
    /* Lemire's multiply-and-shift with rejection: exactly uniform, and the
     * division runs only in the rare case a draw falls near a bucket edge. */
    uint64_t m = (uint64_t)sc_rng_next(rng) * bound;
    uint32_t low = (uint32_t)m;
    if (low < bound) {
        uint32_t threshold = (uint32_t)(-bound) % bound;
        while (low < threshold) {
            m = (uint64_t)sc_rng_next(rng) * bound;
            low = (uint32_t)m;
        }
    }
    return (uint32_t)(m >> 32);
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
