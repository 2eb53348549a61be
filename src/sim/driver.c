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

bool sim_play_game(const sim_driver *d, const sc_setup *setup, sc_game *g, sc_record *rec,
                   sim_counts *counts, char *err, size_t err_len)
{
    if (!sc_game_init(g, d->mat, setup)) {
        snprintf(err, err_len, "the mat cannot host this setup (%u players)",
                 (unsigned)setup->n_players);
        return false;
    }
    sc_rng rngs[SC_MAX_PLAYERS];
    for (unsigned p = 0; p < setup->n_players; p++)
        sc_rng_seed(&rngs[p], sim_policy_seed(setup->seed, p));

    sim_stats *stats = d->stats;
    bool observe = stats && stats->extended;
    if (rec)
        sc_record_begin(rec, g);
    if (observe)
        sim_stats_game_begin(stats, g);

    sc_choice *choices = d->choices;
    uint64_t decisions = 0, rolls = 0;
    while (!sc_game_over(g)) {
        sim_before before;
        if (observe)
            before = sim_stats_before(g);
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
            if (observe)
                sim_stats_step(stats, &before, g, NULL);
            continue;
        }
        unsigned player = (unsigned)g->pending.player;
        const sim_policy *policy = player < setup->n_players ? d->seats[player] : NULL;
        /* A policy that picks by index alone gets the number of choices and
         * never their list, the costly part of a travel decision. */
        bool by_index = policy && policy->pick;
        size_t n = !policy ? 0 : by_index ? sc_game_choice_count(g) : sc_game_choices(g, choices);
        if (n == 0) {
            snprintf(err, err_len, "seed %llu: no legal choice for player %d (pending %u)",
                     (unsigned long long)setup->seed, g->pending.player, (unsigned)g->pending.kind);
            return false;
        }
        size_t pick = n == 1     ? 0
                      : by_index ? policy->pick(g, n, &rngs[player])
                                 : policy->choose(g, choices, n, &rngs[player]);
        if (pick >= n) {
            snprintf(err, err_len, "seed %llu: policy %s picked choice %zu of %zu",
                     (unsigned long long)setup->seed, policy->name, pick, n);
            return false;
        }
        sc_choice c;
        sc_status st;
        if (by_index && !rec && !observe) {
            st = sc_game_apply_at(g, pick, NULL);
        } else {
            if (by_index)
                sc_game_choice_at(g, pick, &c);
            else
                c = choices[pick];
            if (rec)
                sc_record_choice(rec, g, &c);
            st = sc_game_apply(g, &c);
        }
        if (st != SC_OK) {
            char text[96];
            if (by_index)
                sc_game_choice_at(g, pick, &c); /* a refused choice leaves g as it was */
            else
                c = choices[pick];
            sc_choice_format(g, &c, text, sizeof text);
            snprintf(err, err_len, "seed %llu: the core refused listed choice '%s' (status %d)",
                     (unsigned long long)setup->seed, text, (int)st);
            return false;
        }
        if (observe)
            sim_stats_step(stats, &before, g, &c);
        if (++decisions > SIM_MAX_DECISIONS) {
            snprintf(err, err_len, "seed %llu: no end after %d decisions",
                     (unsigned long long)setup->seed, SIM_MAX_DECISIONS);
            return false;
        }
    }
    if (rec)
        sc_record_end(rec, g);
    if (stats)
        sim_stats_game_end(stats, g, decisions, rolls);
    counts->decisions += decisions;
    counts->rolls += rolls;
    return true;
}
