/* The game loop of the simulator: rolls when the game waits for dice, asks
 * the deciding seat's policy otherwise, until the game is over. */
#ifndef SPACECATS_SIM_DRIVER_H
#define SPACECATS_SIM_DRIVER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "policy.h"
#include "spacecats/game.h"
#include "spacecats/record.h"
#include "stats.h"

/* Decisions after which a game is declared stuck (a core bug). */
enum { SIM_MAX_DECISIONS = 100000 };

typedef struct sim_driver {
    const sc_mat *mat;
    const sim_policy *seats[SC_MAX_PLAYERS]; /* policy of each player */
    sc_choice *choices;                      /* SC_MAX_CHOICES, allocated once */
    sim_stats *stats;                        /* NULL: no statistics */
} sim_driver;

/* Seed of a seat's policy generator in the game seeded `seed`: derived from
 * it, and distinct from the game's own stream and the other seats'. */
uint64_t sim_policy_seed(uint64_t seed, unsigned seat);

/* What one game took. */
typedef struct sim_counts {
    uint64_t decisions; /* choices applied */
    uint64_t rolls;
} sim_counts;

/* Plays one game from `setup` to its end, leaving the final state in *g and
 * adding its decisions and rolls to *counts. With rec (already zeroed),
 * records it: header, every roll and decision, the final scores. With
 * d->stats, adds the game to them. Returns false with a message in err on an
 * internal error (the core refused the setup or a policy's choice, or the
 * game did not end). */
bool sim_play_game(const sim_driver *d, const sc_setup *setup, sc_game *g, sc_record *rec,
                   sim_counts *counts, char *err, size_t err_len);

#endif
