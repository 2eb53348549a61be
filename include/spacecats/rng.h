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

uint32_t sc_rng_next(sc_rng *rng);

/* Uniform integer in [0, bound), without modulo bias. bound must be > 0. */
uint32_t sc_rng_below(sc_rng *rng, uint32_t bound);

/* Uniform shuffle of n bytes (Fisher-Yates). */
void sc_rng_shuffle(sc_rng *rng, uint8_t *items, unsigned n);

#endif
