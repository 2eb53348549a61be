/* Seeded deterministic random generator owned by a game state.
 *
 * PCG32 (O'Neill, XSH-RR output); bounded draws use rejection so a die is
 * exactly uniform. The state is a plain value: copying a game copies its
 * future, which is what replays, undo and the AI's rollouts rely on. */
#ifndef SPACECATS_RNG_H
#define SPACECATS_RNG_H

#include <stdint.h>

typedef struct sc_rng {
    uint64_t state;
    uint64_t inc;
} sc_rng;

/* Seeds the generator; every seed, zero included, gives a distinct stream. */
void sc_rng_seed(sc_rng *rng, uint64_t seed);

/* The next two are defined here, inline: every die, shuffle and random
 * policy draws through them, and a call costs as much as the draw. */
static inline uint32_t sc_rng_next(sc_rng *rng)
{
    uint64_t old = rng->state;
    rng->state = old * 6364136223846793005u + rng->inc;
    uint32_t xorshifted = (uint32_t)(((old >> 18) ^ old) >> 27);
    uint32_t rot = (uint32_t)(old >> 59);
    return (xorshifted >> rot) | (xorshifted << ((-rot) & 31));
}

/* Uniform integer in [0, bound), without modulo bias. bound must be > 0. */
static inline uint32_t sc_rng_below(sc_rng *rng, uint32_t bound)
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

/* Uniform shuffle of n bytes (Fisher-Yates). */
void sc_rng_shuffle(sc_rng *rng, uint8_t *items, unsigned n);

#endif
