/* What the network tests share: the default mat, seeded random games (every
 * size, every variant), one step of such a game, and a game whose hidden
 * things are redrawn for one seat. Header-only; each test includes it once. */
#ifndef NET_FIXTURE_H
#define NET_FIXTURE_H

#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "spacecats/game.h"
#include "spacecats/mat_load.h"

static sc_mat nf_mat;

static inline int nf_load_mat(void **state)
{
    (void)state;
    char err[512];
    if (!sc_mat_load_file(SC_TEST_DATADIR "/mat/default.yaml", &nf_mat, err, sizeof err)) {
        fprintf(stderr, "%s\n", err);
        return -1;
    }
    return 0;
}

/* The setup of the i-th game of a series: 2 to 5 players, the eight
 * combinations of variants, a drawn first player every third game. */
static inline sc_setup nf_setup(unsigned i, uint64_t seed)
{
    sc_setup s = {
        .n_players = (uint8_t)(2 + i % 4),
        .variants = (uint8_t)((i / 4) % 8),
        .first_player = (int8_t)(i % 3 == 0 ? -1 : (int)(i % (2 + i % 4))),
        .seed = seed,
    };
    return s;
}

/* One step: the roll (by the game's generator), or a choice drawn by r. */
static inline void nf_step(sc_game *g, sc_rng *r, uint8_t *faces, sc_choice *chosen, bool *rolled)
{
    if (g->pending.kind == SC_PENDING_ROLL) {
        assert_int_equal(sc_game_roll(g, faces), SC_OK);
        *rolled = true;
        return;
    }
    size_t n = sc_game_choice_count(g);
    assert_true(n > 0);
    assert_true(sc_game_choice_at(g, sc_rng_below(r, (uint32_t)n), chosen));
    assert_int_equal(sc_game_apply(g, chosen), SC_OK);
    *rolled = false;
}

/* g with everything the players of `seats` (a bit per seat) cannot know
 * redrawn from `seed`: the seed and the generator, the order of the undrawn
 * tokens, the other seats' dealt and kept missions (any tokens not dealt to
 * the known seats, each once). */
static inline void nf_scramble_hidden(sc_game *g, unsigned seats, uint64_t seed)
{
    sc_rng r;
    sc_rng_seed(&r, seed);
    g->setup.seed ^= seed * 0x9E3779B97F4A7C15u + 1;
    sc_rng_seed(&g->rng, seed * 7 + 3);
    sc_piles *pl = &g->piles;
    if (g->exp_next < pl->n_exp) {
        sc_rng_shuffle(&r, pl->exp + g->exp_next, pl->n_exp - g->exp_next);
    }
    if (g->explore_next < pl->n_explore) {
        sc_rng_shuffle(&r, pl->explore + g->explore_next, pl->n_explore - g->explore_next);
    }
    const sc_mat *m = g->mat;
    unsigned dealt = m->missions_dealt;
    if (!(g->setup.variants & SC_VARIANT_MISSIONS)) {
        seats = 0;
    }
    bool mine[SC_MAX_MISSION_TOKENS] = {false};
    for (unsigned p = 0; p * dealt < pl->n_missions; p++) {
        for (unsigned i = 0; (seats >> p & 1u) && i < dealt; i++) {
            mine[pl->missions[p * dealt + i]] = true;
        }
    }
    uint8_t others[SC_MAX_MISSION_TOKENS];
    unsigned n_others = 0;
    for (unsigned t = 0; t < m->n_mission_tokens; t++) {
        if (!mine[t]) {
            others[n_others++] = (uint8_t)t;
        }
    }
    sc_rng_shuffle(&r, others, n_others);
    unsigned next = 0;
    for (unsigned p = 0; p * dealt < pl->n_missions; p++) {
        if (seats >> p & 1u) {
            continue;
        }
        uint8_t hand[4];
        for (unsigned i = 0; i < dealt && i < 4; i++) {
            hand[i] = others[next++ % n_others];
            pl->missions[p * dealt + i] = hand[i];
        }
        /* The kept ones: any of the hand, in any order; past them, where a
         * returned one may linger, the rest. */
        sc_rng_shuffle(&r, hand, dealt < 4 ? dealt : 4);
        for (unsigned i = 0; i < 4; i++) {
            g->players[p].missions[i] = i < dealt ? hand[i] : (uint8_t)i;
        }
    }
}

#endif
