/* Policies: the simulator's players. A policy looks at the game state and
 * the legal choices of the pending decision and picks one of them.
 *
 * A policy sees nothing but the state (a const sc_game) and its own
 * generator; it must draw any randomness from that generator and nothing
 * else, so a game is reproduced exactly by its seed. Policies are stateless
 * functions: a seat's generator is its only memory.
 *
 * The table sim_policies lists every policy: first the players, weakest
 * first (random, the computer levels of include/spacecats/ai.h and the
 * balance report's `simple` among them), then the probes, which are not
 * players but instruments for the balance report. */
#ifndef SPACECATS_SIM_POLICY_H
#define SPACECATS_SIM_POLICY_H

#include <stddef.h>

#include "spacecats/game.h"
#include "spacecats/rng.h"

/* Picks one of the n (n >= 1) legal choices of the pending decision of g:
 * returns its index in choices, below n. Called only when g waits for a
 * seat's decision (never for a roll or when the game is over). */
typedef size_t (*sim_choose_fn)(const sc_game *g, const sc_choice *choices, size_t n, sc_rng *rng);

typedef struct sim_policy {
    const char *name;        /* as given to --seats: lower case, no spaces */
    const char *description; /* one line, for --help */
    sim_choose_fn choose;
    /* NULL, or the same pick made knowing only the number of choices, for
     * a policy that never looks at them; its context is the seat's sc_rng.
     * The driver then lets the core count and apply in one step
     * (sc_game_apply_picked) instead of listing the choices. */
    sc_pick_fn pick;
} sim_policy;

/* Every policy: the players weakest first, then the probes. */
extern const sim_policy sim_policies[];
extern const size_t sim_policy_count;

/* The policy with this name, or NULL. */
const sim_policy *sim_policy_find(const char *name);

#endif
