/* A client's hint uses only what its seat knows: the hint the strongest
 * level gives a seat from its view of the game (what a network client
 * holds) is the hint it gives from the whole game (what the host holds),
 * figure for figure, at decisions of every kind over seeded games of 2 to
 * 5 players with every variant. */
#include "net_fixture.h"
#include "spacecats/ai.h"
#include "spacecats/view.h"

enum { GAMES = 16, PER_GAME = 4 };

static void same_hint(const sc_ai_hint_t *a, const sc_ai_hint_t *b)
{
    assert_memory_equal(&a->choice, &b->choice, sizeof a->choice);
    assert_int_equal(a->index, b->index);
    assert_int_equal(a->pending, b->pending);
    assert_int_equal(a->basis, b->basis);
    /* Bit for bit: NAN where a figure does not apply. */
    const double *fa[] = {&a->value,    &a->alt_value, &a->crash_chance, &a->ev_stay,
                          &a->ev_leave, &a->win_stay,  &a->win_leave,    &a->ev_choice};
    const double *fb[] = {&b->value,    &b->alt_value, &b->crash_chance, &b->ev_stay,
                          &b->ev_leave, &b->win_stay,  &b->win_leave,    &b->ev_choice};
    for (size_t i = 0; i < sizeof fa / sizeof fa[0]; i++) {
        assert_memory_equal(fa[i], fb[i], sizeof(double));
    }
    assert_memory_equal(&a->alt, &b->alt, sizeof a->alt);
}

/* The last stretch, where the hint simulates whole games (by winning). */
static bool last_stretch(const sc_game *g)
{
    if (g->failures + 1u >= g->mat->failures_to_end) {
        return true;
    }
    for (unsigned p = 0; p < g->setup.n_players; p++) {
        if (sc_game_placed(g, p) >= SC_ASTRONAUTS) {
            return true;
        }
    }
    return false;
}

static void test_hint_from_view(void **state)
{
    (void)state;
    unsigned kinds = 0, hinted = 0, by_winning = 0;
    for (unsigned i = 0; i < GAMES; i++) {
        sc_setup setup = nf_setup(i * 5 + 3, 300 + i);
        setup.variants = (uint8_t)(i % 8);
        sc_game g;
        assert_true(sc_game_init(&g, &nf_mat, &setup));
        sc_rng r;
        sc_rng_seed(&r, 17 + i);
        /* A few decisions spread over the game, and a few in its last
         * stretch. */
        unsigned gap = 7 + i % 13, early = 0, late = 0;
        for (unsigned step = 0; !sc_game_over(&g); step++) {
            sc_pending p = sc_game_pending(&g);
            bool end = last_stretch(&g);
            if (p.kind != SC_PENDING_ROLL &&
                (end ? late < PER_GAME : step % gap == 0 && early < PER_GAME)) {
                unsigned me = (unsigned)p.player;
                sc_game v;
                sc_game_view(&g, 1u << me, &v);
                sc_ai_hint_t from_game, from_view;
                assert_true(sc_ai_hint(&g, me, &from_game));
                assert_true(sc_ai_hint(&v, me, &from_view));
                same_hint(&from_game, &from_view);
                kinds |= 1u << p.kind;
                by_winning += from_game.basis == SC_HINT_BY_WINNING;
                hinted++;
                *(end ? &late : &early) += 1;
            }
            uint8_t faces[SC_MAX_DICE];
            sc_choice c;
            bool rolled;
            nf_step(&g, &r, faces, &c, &rolled);
        }
    }
    printf("# %u hints compared, %u of them by winning (simulated games)\n", hinted, by_winning);
    assert_true(hinted >= GAMES * 4 && by_winning >= GAMES);
    /* Missions, boarding, travel and landing at least. */
    unsigned want = 1u << SC_PENDING_MISSIONS | 1u << SC_PENDING_BOARD | 1u << SC_PENDING_TRAVEL |
                    1u << SC_PENDING_LAND;
    assert_int_equal(kinds & want, want);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_hint_from_view),
    };
    return cmocka_run_group_tests(tests, nf_load_mat, NULL);
}
