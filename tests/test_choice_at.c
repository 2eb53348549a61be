/* sc_game_choice_count and sc_game_choice_at against sc_game_choices: the
 * same number and, index by index, the same choices; sc_game_apply_at and
 * sc_game_apply_picked against sc_game_apply: the same state after. At
 * every decision of seeded games over 2 to 5 players and every variant
 * combination. The players board their pilots and stay aboard more often
 * than at random, so the rocket carries several pilots and the travel lists
 * reach the longest the default mat allows (511 moves: 5 pilots, 3 usable
 * groups, the extra dice or not). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "spacecats/game.h"
#include "spacecats/mat_load.h"

enum { GAMES = 3000, MAX_STEPS = 20000 };

static sc_mat mat;

static int load_mat(void **state)
{
    (void)state;
    char err[512];
    if (!sc_mat_load_file(SC_TEST_DATADIR "/mat/default.yaml", &mat, err, sizeof err)) {
        fprintf(stderr, "%s\n", err);
        return -1;
    }
    return 0;
}

/* Boards a pilot when it can, mostly stays aboard, and mostly travels
 * without flipping a pilot; otherwise random. */
static size_t pick(const sc_game *g, const sc_choice *list, size_t n, sc_rng *rng)
{
    size_t k = sc_rng_below(rng, (uint32_t)n);
    for (size_t i = 0; i < n; i++) {
        if (list[i].kind == SC_CHOICE_BOARD && list[i].arg == SC_PILOT) {
            return i;
        }
        if (list[i].kind == SC_CHOICE_STAY && g->pending.kind == SC_PENDING_LAND &&
            sc_rng_below(rng, 8) > 0) {
            return i;
        }
    }
    if (g->pending.kind == SC_PENDING_TRAVEL && sc_rng_below(rng, 8) > 0) {
        for (size_t i = k; i < n; i++) {
            if (list[i].kind == SC_CHOICE_MOVE && list[i].pilots == 0) {
                return i;
            }
        }
    }
    return k;
}

/* A pick that answers a fixed index and notes the number it was given. */
typedef struct fixed_pick {
    size_t index, asked_n, calls;
} fixed_pick;

static size_t pick_fixed(void *ctx, size_t n)
{
    fixed_pick *f = ctx;
    f->asked_n = n;
    f->calls++;
    return f->index;
}

/* Taking choice k by sc_game_apply, sc_game_apply_at and
 * sc_game_apply_picked leaves the same state, and the last two report the
 * choice they took; the pick is asked only when there is a choice to make,
 * with their number. */
static void check_apply_ways(const sc_game *g, const sc_choice *list, size_t n, size_t k)
{
    sc_game by_choice = *g, by_index = *g, by_pick = *g;
    assert_int_equal(sc_game_apply(&by_choice, &list[k]), SC_OK);
    sc_choice at, picked;
    assert_int_equal(sc_game_apply_at(&by_index, k, &at), SC_OK);
    fixed_pick f = {.index = k};
    assert_int_equal(sc_game_apply_picked(&by_pick, pick_fixed, &f, &picked), SC_OK);
    assert_memory_equal(&by_index, &by_choice, sizeof by_choice);
    assert_memory_equal(&by_pick, &by_choice, sizeof by_choice);
    assert_memory_equal(&at, &list[k], sizeof at);
    assert_memory_equal(&picked, &list[k], sizeof picked);
    assert_int_equal(f.calls, n > 1 ? 1 : 0);
    if (n > 1) {
        assert_int_equal(f.asked_n, n);
    }
    /* Past the end: refused, the state untouched. */
    sc_game past = *g;
    assert_int_equal(sc_game_apply_at(&past, n, NULL), SC_ERR_ILLEGAL);
    assert_memory_equal(&past, g, sizeof past);
    if (n > 1) {
        fixed_pick beyond = {.index = n};
        assert_int_equal(sc_game_apply_picked(&past, pick_fixed, &beyond, NULL), SC_ERR_ILLEGAL);
        assert_memory_equal(&past, g, sizeof past);
    }
}

/* Compares the two ways of reading the pending decision's choices; returns
 * their number. */
static size_t check_decision(const sc_game *g)
{
    static sc_choice list[SC_MAX_CHOICES];
    size_t n = sc_game_choices(g, list);
    assert_int_equal(sc_game_choice_count(g), n);
    for (size_t k = 0; k < n; k++) {
        sc_choice c;
        memset(&c, 0xA5, sizeof c);
        assert_true(sc_game_choice_at(g, k, &c));
        assert_memory_equal(&c, &list[k], sizeof c);
    }
    sc_choice past;
    assert_false(sc_game_choice_at(g, n, &past));
    return n;
}

static void test_count_and_index_match_the_list(void **state)
{
    (void)state;
    static sc_choice list[SC_MAX_CHOICES];
    size_t longest = 0, decisions = 0;
    for (unsigned i = 0; i < GAMES; i++) {
        sc_setup setup = {.n_players = (uint8_t)(2 + i % 4),
                          .variants = (uint8_t)((i / 4) % 8),
                          .first_player = -1,
                          .seed = 0xC0FFEEu + i};
        sc_game g;
        sc_rng rng;
        sc_rng_seed(&rng, 31u * i + 7);
        assert_true(sc_game_init(&g, &mat, &setup));
        for (unsigned steps = 0; !sc_game_over(&g); steps++) {
            assert_true(steps < MAX_STEPS);
            if (g.pending.kind == SC_PENDING_ROLL) {
                sc_choice c;
                assert_int_equal(sc_game_choice_count(&g), 0);
                assert_false(sc_game_choice_at(&g, 0, &c));
                assert_int_equal(sc_game_apply_at(&g, 0, NULL), SC_ERR_NOT_PENDING);
                fixed_pick f = {.index = 0};
                assert_int_equal(sc_game_apply_picked(&g, pick_fixed, &f, NULL),
                                 SC_ERR_NOT_PENDING);
                assert_int_equal(f.calls, 0);
                assert_int_equal(sc_game_roll(&g, NULL), SC_OK);
                continue;
            }
            size_t n = check_decision(&g);
            if (n > longest) {
                longest = n;
            }
            decisions++;
            sc_game_choices(&g, list);
            size_t k = pick(&g, list, n, &rng);
            check_apply_ways(&g, list, n, k);
            assert_int_equal(sc_game_apply(&g, &list[k]), SC_OK);
        }
        sc_choice c;
        assert_int_equal(sc_game_choice_count(&g), 0);
        assert_false(sc_game_choice_at(&g, 0, &c));
    }
    /* The games reached the long lists this test is for. */
    printf("%zu decisions, the longest list %zu choices\n", decisions, longest);
    assert_true(longest >= 500);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_count_and_index_match_the_list),
    };
    return cmocka_run_group_tests(tests, load_mat, NULL);
}
