/* The simulator's game loop. Nothing here allocates: the choice buffer is
 * the caller's, allocated once for every game. */
#include "driver.h"

#include <stdio.h>

uint64_t sim_policy_seed(uint64_t seed, unsigned seat)
{
    /* sc_rng_seed spreads its seed with splitmix64; an odd multiplier keeps
     * the seats' seeds apart and away from the games' seeds S, S+1, ... */
    return (seed ^ 0xA0761D6478BD642Full) + 0xE7037ED1A0B428DBull * (seat + 1u);
}

static bool no_choice(const sc_game *g, const sc_setup *setup, char *err, size_t err_len)
{
    snprintf(err, err_len, "seed %llu: no legal choice for player %d (pending %u)",
             (unsigned long long)setup->seed, g->pending.player, (unsigned)g->pending.kind);
    return false;
}

static bool bad_pick(const sim_policy *policy, const sc_setup *setup, size_t pick, size_t n,
                     char *err, size_t err_len)
{
    snprintf(err, err_len, "seed %llu: policy %s picked choice %zu of %zu",
             (unsigned long long)setup->seed, policy->name, pick, n);
    return false;
}

static bool refused(const sc_game *g, const sc_setup *setup, const sc_choice *c, sc_status st,
                    char *err, size_t err_len)
{
    char text[96];
    sc_choice_format(g, c, text, sizeof text);
    snprintf(err, err_len, "seed %llu: the core refused listed choice '%s' (status %d)",
             (unsigned long long)setup->seed, text, (int)st);
    return false;
}

static bool too_long(const sc_setup *setup, char *err, size_t err_len)
{
    snprintf(err, err_len, "seed %llu: no end after %d decisions", (unsigned long long)setup->seed,
             SIM_MAX_DECISIONS);
    return false;
}

/* The bare loop: no record, no statistics, every seat picking by index
 * (the bench, and `play` between random seats). Nothing in it but the
 * game: the core counts the choices, asks the seat's pick and applies it,
 * in one step. */
static bool play_by_index(const sim_driver *d, const sc_setup *setup, sc_game *g, sc_rng *rngs,
                          uint64_t *decisions, uint64_t *rolls, char *err, size_t err_len)
{
    while (!sc_game_over(g)) {
        if (g->pending.kind == SC_PENDING_ROLL) {
            sc_game_roll(g, NULL);
            ++*rolls;
            continue;
        }
        unsigned player = (unsigned)g->pending.player;
        if (player >= setup->n_players) {
            return no_choice(g, setup, err, err_len);
        }
        const sim_policy *policy = d->seats[player];
        sc_status st = sc_game_apply_picked(g, policy->pick, &rngs[player], NULL);
        if (st != SC_OK) {
            if (sc_game_choice_count(g) == 0) {
                return no_choice(g, setup, err, err_len);
            }
            snprintf(err, err_len,
                     "seed %llu: policy %s picked past the %zu choices, or the core refused its "
                     "pick (status %d)",
                     (unsigned long long)setup->seed, policy->name, sc_game_choice_count(g),
                     (int)st);
            return false;
        }
        if (++*decisions > SIM_MAX_DECISIONS) {
            return too_long(setup, err, err_len);
        }
    }
    return true;
}

bool sim_play_game(const sim_driver *d, const sc_setup *setup, sc_game *g, sc_record *rec,
                   sim_counts *counts, char *err, size_t err_len)
{
    if (!sc_game_init(g, d->mat, setup)) {
        snprintf(err, err_len, "the mat cannot host this setup (%u players)",
                 (unsigned)setup->n_players);
        return false;
    }
    sc_rng rngs[SC_MAX_PLAYERS];
    for (unsigned p = 0; p < setup->n_players; p++) {
        sc_rng_seed(&rngs[p], sim_policy_seed(setup->seed, p));
    }

    sim_stats *stats = d->stats;
    bool observe = stats && stats->extended;
    if (rec) {
        sc_record_begin(rec, g);
    }
    if (observe) {
        sim_stats_game_begin(stats, g);
    }

    sc_choice *choices = d->choices;
    uint64_t decisions = 0, rolls = 0;
    bool all_by_index = true;
    for (unsigned p = 0; p < setup->n_players; p++) {
        all_by_index &= d->seats[p]->pick != NULL;
    }
    if (all_by_index && !rec && !observe) {
        if (!play_by_index(d, setup, g, rngs, &decisions, &rolls, err, err_len)) {
            return false;
        }
    }
    while (!sc_game_over(g)) {
        sim_before before;
        if (observe) {
            before = sim_stats_before(g);
        }
        if (g->pending.kind == SC_PENDING_ROLL) {
            uint8_t faces[SC_MAX_DICE];
            if (rec) {
                sc_game prev = *g;
                sc_game_roll(g, faces);
                sc_record_roll(rec, &prev, faces, prev.pool);
            } else {
                sc_game_roll(g, NULL);
            }
            rolls++;
            if (observe) {
                sim_stats_step(stats, &before, g, NULL);
            }
            continue;
        }
        unsigned player = (unsigned)g->pending.player;
        const sim_policy *policy = player < setup->n_players ? d->seats[player] : NULL;
        /* A policy that picks by index alone gets the number of choices and
         * never their list, the costly part of a travel decision. */
        bool by_index = policy && policy->pick;
        size_t n = !policy ? 0 : by_index ? sc_game_choice_count(g) : sc_game_choices(g, choices);
        if (n == 0) {
            return no_choice(g, setup, err, err_len);
        }
        size_t pick = n == 1     ? 0
                      : by_index ? policy->pick(&rngs[player], n)
                                 : policy->choose(g, choices, n, &rngs[player]);
        if (pick >= n) {
            return bad_pick(policy, setup, pick, n, err, err_len);
        }
        sc_choice c;
        if (by_index) {
            sc_game_choice_at(g, pick, &c);
        } else {
            c = choices[pick];
        }
        if (rec) {
            sc_record_choice(rec, g, &c);
        }
        sc_status st = sc_game_apply(g, &c);
        if (st != SC_OK) {
            return refused(g, setup, &c, st, err, err_len);
        }
        if (observe) {
            sim_stats_step(stats, &before, g, &c);
        }
        if (++decisions > SIM_MAX_DECISIONS) {
            return too_long(setup, err, err_len);
        }
    }
    if (rec) {
        sc_record_end(rec, g);
    }
    if (stats) {
        sim_stats_game_end(stats, g, decisions, rolls);
    }
    counts->decisions += decisions;
    counts->rolls += rolls;
    return true;
}
