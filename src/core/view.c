/* One seat's view of a game (spacecats/view.h): the game with its secrets
 * replaced by placeholders that depend on what the seat knows only. */
#include <stdbool.h>
#include <string.h>

#include "spacecats/view.h"

/* Positions [next, n) of a pile: the smallest tokens of [0, n_tokens) that
 * are not among the drawn positions [0, next). Built from public facts (the
 * drawn tokens, the pile's size), never from the undrawn ones. */
static void fill_undrawn(uint8_t *pile, unsigned n, unsigned next, unsigned n_tokens)
{
    bool drawn[256] = {false};
    for (unsigned i = 0; i < next && i < n; i++) {
        drawn[pile[i]] = true;
    }
    unsigned t = 0;
    for (unsigned i = next; i < n; i++) {
        while (t < n_tokens && drawn[t]) {
            t++;
        }
        /* A pile never holds more tokens than the mat has; if it did, the
         * placeholder repeats the last token rather than read past them. */
        pile[i] = (uint8_t)(t < n_tokens ? t++ : (n_tokens ? n_tokens - 1 : 0));
    }
}

static void fill_missions(sc_game *v, unsigned seats)
{
    const sc_mat *mat = v->mat;
    sc_piles *pl = &v->piles;
    unsigned dealt = mat->missions_dealt;
    if (!(v->setup.variants & SC_VARIANT_MISSIONS)) {
        seats = 0; /* dealt from the seed, never shown: nobody knows them */
    }
    bool mine[256] = {false};
    for (unsigned p = 0; p * dealt < pl->n_missions && p < SC_MAX_PLAYERS; p++) {
        for (unsigned i = 0; (seats >> p & 1u) && i < dealt && p * dealt + i < pl->n_missions;
             i++) {
            mine[pl->missions[p * dealt + i]] = true;
        }
    }
    unsigned t = 0;
    for (unsigned p = 0; p * dealt < pl->n_missions && p < SC_MAX_PLAYERS; p++) {
        if (seats >> p & 1u) {
            continue;
        }
        for (unsigned i = 0; i < dealt && p * dealt + i < pl->n_missions; i++) {
            while (t < mat->n_mission_tokens && mine[t]) {
                t++;
            }
            pl->missions[p * dealt + i] = (uint8_t)(t < mat->n_mission_tokens ? t++ : 0);
        }
        sc_player *pp = &v->players[p];
        /* Past the kept ones too: a returned mission's old place is a secret. */
        for (unsigned i = 0; i < sizeof pp->missions; i++) {
            pp->missions[i] = i < pp->n_missions && i < dealt && p * dealt + i < pl->n_missions
                                  ? pl->missions[p * dealt + i]
                                  : 0;
        }
    }
}

void sc_game_view(const sc_game *g, unsigned seats, sc_game *out)
{
    sc_game v = *g;
    const sc_mat *mat = g->mat;
    /* The setup field by field on zeroes, so its padding (whatever bytes the
     * caller's setup carried into the game) is the same in every view. */
    sc_setup setup;
    memset(&setup, 0, sizeof setup);
    setup.n_players = g->setup.n_players;
    setup.variants = g->setup.variants;
    setup.first_player = g->setup.first_player;
    memcpy(&v.setup, &setup, sizeof setup);
    sc_rng_seed(&v.rng, 0);
    fill_undrawn(v.piles.exp, v.piles.n_exp, v.exp_next, mat->n_exp_tokens);
    fill_undrawn(v.piles.explore, v.piles.n_explore, v.explore_next, mat->n_explore_tokens);
    fill_missions(&v, seats);
    *out = v;
}
