/* A seat's view of a game (sc_game_view): at every few steps of seeded
 * random games over 2 to 5 players and every variant,
 *  - it is blind: redrawing what the seat cannot know (the seed and the
 *    generator, the undrawn tokens' order, the other seats' missions)
 *    leaves the view unchanged, byte for byte;
 *  - it hides nothing else: it differs from the game in those things only,
 *    keeps the seat's own missions and every drawn token, lists the same
 *    legal choices, and the view of a view is itself;
 *  - it plays on: an action that draws no token, applied to the view (the
 *    roll with the same faces), gives the view of the game after it. */
#include "net_fixture.h"
#include "spacecats/view.h"

enum { GAMES = 160, EVERY = 5 };

static sc_choice list_a[SC_MAX_CHOICES], list_b[SC_MAX_CHOICES];

/* The game with the view's hidden things put in: what must equal the view. */
static void hide_like(const sc_game *g, const sc_game *v, unsigned seats, sc_game *out)
{
    *out = *g;
    /* The setup's seed, and its padding, which the view writes as zeroes. */
    assert_int_equal(v->setup.n_players, g->setup.n_players);
    assert_int_equal(v->setup.variants, g->setup.variants);
    assert_int_equal(v->setup.first_player, g->setup.first_player);
    memcpy(&out->setup, &v->setup, sizeof v->setup);
    out->rng = v->rng;
    memcpy(out->piles.exp + g->exp_next, v->piles.exp + g->exp_next, g->piles.n_exp - g->exp_next);
    memcpy(out->piles.explore + g->explore_next, v->piles.explore + g->explore_next,
           g->piles.n_explore - g->explore_next);
    unsigned dealt = g->mat->missions_dealt;
    if (!(g->setup.variants & SC_VARIANT_MISSIONS)) {
        seats = 0;
    }
    for (unsigned p = 0; p * dealt < g->piles.n_missions; p++) {
        if (seats >> p & 1u) {
            continue;
        }
        memcpy(out->piles.missions + p * dealt, v->piles.missions + p * dealt, dealt);
        memcpy(out->players[p].missions, v->players[p].missions, sizeof v->players[p].missions);
    }
}

static void check_view(const sc_game *g, unsigned seats, uint64_t salt)
{
    sc_game v, again, other, ov, expect;
    sc_game_view(g, seats, &v);

    /* No trace of the seed. */
    sc_rng seed0;
    sc_rng_seed(&seed0, 0);
    assert_true(v.setup.seed == 0);
    assert_memory_equal(&v.rng, &seed0, sizeof seed0);

    /* Blind. */
    other = *g;
    nf_scramble_hidden(&other, seats, salt);
    sc_game_view(&other, seats, &ov);
    assert_memory_equal(&v, &ov, sizeof v);

    /* Nothing else hidden: the seat's own missions and the drawn tokens
     * are there, and the rest is the game's. */
    hide_like(g, &v, seats, &expect);
    assert_memory_equal(&v, &expect, sizeof v);
    for (unsigned p = 0; (g->setup.variants & SC_VARIANT_MISSIONS) && p < g->setup.n_players; p++) {
        unsigned dealt = g->mat->missions_dealt;
        if (seats >> p & 1u) {
            assert_memory_equal(v.piles.missions + p * dealt, g->piles.missions + p * dealt, dealt);
            assert_memory_equal(&v.players[p], &g->players[p], sizeof v.players[p]);
        }
    }
    assert_memory_equal(v.piles.exp, g->piles.exp, g->exp_next);
    assert_memory_equal(v.piles.explore, g->piles.explore, g->explore_next);
    size_t na = sc_game_choices(g, list_a), nb = sc_game_choices(&v, list_b);
    assert_int_equal(na, nb);
    assert_memory_equal(list_a, list_b, na * sizeof list_a[0]);

    /* The view of a view; in place too. */
    sc_game_view(&v, seats, &again);
    assert_memory_equal(&v, &again, sizeof v);
    sc_game_view(&again, seats, &again);
    assert_memory_equal(&v, &again, sizeof v);
}

static void test_view_blind_and_faithful(void **state)
{
    (void)state;
    unsigned checked = 0;
    for (unsigned i = 0; i < GAMES; i++) {
        sc_setup setup = nf_setup(i, 1000 + i);
        sc_game g;
        assert_true(sc_game_init(&g, &nf_mat, &setup));
        sc_rng r;
        sc_rng_seed(&r, 77 + i);
        for (unsigned step = 0; !sc_game_over(&g); step++) {
            if (step % EVERY == i % EVERY) {
                /* A spectator, each seat, and two seats sharing a screen. */
                for (unsigned k = 0; k <= setup.n_players + 1u; k++) {
                    unsigned seats = k == 0                 ? 0
                                     : k <= setup.n_players ? 1u << (k - 1)
                                                            : 1u | 1u << (i % setup.n_players);
                    check_view(&g, seats, step * 31u + k + 5);
                    checked++;
                }
            }
            uint8_t faces[SC_MAX_DICE];
            sc_choice c;
            bool rolled;
            nf_step(&g, &r, faces, &c, &rolled);
        }
    }
    printf("# %u views checked\n", checked);
    assert_true(checked > 5000);
}

/* An action that draws no token, applied to the seat's view, gives the
 * view of the game after it. */
static void test_view_plays_on(void **state)
{
    (void)state;
    unsigned applied = 0, drew = 0;
    for (unsigned i = 0; i < GAMES; i++) {
        sc_setup setup = nf_setup(i, 5000 + i);
        sc_game g;
        assert_true(sc_game_init(&g, &nf_mat, &setup));
        sc_rng r;
        sc_rng_seed(&r, 91 + i);
        while (!sc_game_over(&g)) {
            unsigned k = applied % (setup.n_players + 1u);
            unsigned seats = k ? 1u << (k - 1) : 0;
            sc_game v, before = g;
            sc_game_view(&g, seats, &v);
            uint8_t faces[SC_MAX_DICE];
            sc_choice c;
            bool rolled;
            nf_step(&g, &r, faces, &c, &rolled);
            if (g.exp_next != before.exp_next || g.explore_next != before.explore_next) {
                drew++;
                continue;
            }
            if (rolled) {
                assert_int_equal(sc_game_roll_fixed(&v, faces, before.pool), SC_OK);
            } else {
                assert_int_equal(sc_game_apply(&v, &c), SC_OK);
            }
            sc_game want, got;
            sc_game_view(&g, seats, &want);
            sc_game_view(&v, seats, &got);
            assert_memory_equal(&want, &got, sizeof want);
            applied++;
        }
    }
    printf("# %u actions applied to views, %u that drew tokens left out\n", applied, drew);
    assert_true(applied > 10000 && drew > 100);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_view_blind_and_faithful),
        cmocka_unit_test(test_view_plays_on),
    };
    return cmocka_run_group_tests(tests, nf_load_mat, NULL);
}
