/* The thinker's deadline (think.h): on its thread, a decision or a hint
 * whose deadline has passed answers with where the commander's search
 * starts (its answer with the fewest worlds), not with the search's end;
 * without a deadline (switched off, or the unthreaded thinker of the tests
 * and autoplay) it answers exactly as the level does. No timing is
 * measured: a deadline of 0 ms has passed before the first world. */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <time.h>

#include <cmocka.h>

#include "spacecats/ai.h"
#include "spacecats/mat_load.h"
#include "think.h"

static sc_mat the_mat;
static sc_choice list[SC_MAX_CHOICES];

static const sc_ai_level *level(const char *name)
{
    const sc_ai_level *l = sc_ai_level_find(name);
    assert_non_null(l);
    return l;
}

/* A hint whose figures change with the worlds simulated (its fewest or
 * its own number). */
static bool hint_searches(const sc_game *g)
{
    sc_ai_budget floor = {.worlds = SC_AI_HINT_MIN_WORLDS};
    sc_ai_hint_t a, b;
    return sc_ai_hint_within(g, 0, &floor, &a) && sc_ai_hint(g, 0, &b) &&
           a.basis == SC_HINT_BY_WINNING && a.value != b.value;
}

/* A decision of the commander (seat 0, against captain) whose search
 * changes its answer: *full with no budget, *quick with one batch of
 * worlds (the search's starting point); with `for_hint`, one whose hint's
 * figures change with the worlds simulated. */
static void find_position(bool for_hint, sc_game *out, size_t *n, size_t *full, size_t *quick)
{
    char err[256];
    assert_true(sc_mat_load_file(SC_TEST_DATADIR "/mat/default.yaml", &the_mat, err, sizeof err));
    const sc_ai_level *commander = level("commander");
    sc_ai_budget few = {.worlds = 32};
    for (uint64_t seed = 1; seed < 400; seed++) {
        sc_game g;
        sc_setup setup = {.n_players = 2, .first_player = 0, .seed = seed};
        assert_true(sc_game_init(&g, &the_mat, &setup));
        while (!sc_game_over(&g)) {
            if (g.pending.kind == SC_PENDING_ROLL) {
                sc_game_roll(&g, NULL);
                continue;
            }
            size_t k = sc_game_choices(&g, list);
            unsigned who = (unsigned)g.pending.player;
            size_t a = sc_ai_choose(who == 0 ? commander : level("captain"), &g, who, list, k, 5);
            if (who == 0 && k > 1) {
                size_t b = sc_ai_choose_within(commander, &g, who, list, k, 5, &few);
                if (for_hint ? hint_searches(&g) : a != b) {
                    *out = g;
                    *n = k;
                    *full = a;
                    *quick = b;
                    return;
                }
            }
            sc_game_apply(&g, &list[a]);
        }
    }
    fail_msg("no decision where the search changes the answer");
}

/* Waits for the thread's answer (no time limit asserted: a loaded machine
 * may take long; the test's own timeout is the bound). */
static size_t wait_decision(gm_think *t)
{
    size_t index = SIZE_MAX;
    while (!gm_think_poll(t, &index)) {
        nanosleep(&(struct timespec){0, 1000000}, NULL);
    }
    return index;
}

static void test_deadline_passed_answers_start_of_search(void **state)
{
    (void)state;
    sc_game g;
    size_t n, full, quick;
    find_position(false, &g, &n, &full, &quick);
    unsigned commander = level("commander")->id;

    gm_think *t = gm_think_new(true);
    assert_non_null(t);
    gm_think_set_deadline(t, true, 0);
    gm_think_start(t, &g, 0, commander, list, n, 5);
    assert_int_equal(wait_decision(t), quick);
    gm_think_set_deadline(t, false, 0);
    gm_think_start(t, &g, 0, commander, list, n, 5);
    assert_int_equal(wait_decision(t), full);
    gm_think_free(t);

    /* Unthreaded (tests, autoplay): no deadline, the level's own answer. */
    gm_think *u = gm_think_new(false);
    assert_non_null(u);
    gm_think_start(u, &g, 0, commander, list, n, 5);
    size_t index = SIZE_MAX;
    assert_true(gm_think_poll(u, &index));
    assert_int_equal(index, full);
    gm_think_free(u);
}

/* A hint past its deadline: its figures over the hint's fewest worlds. */
static void test_hint_deadline_passed(void **state)
{
    (void)state;
    sc_game g;
    size_t n, full, quick;
    find_position(true, &g, &n, &full, &quick);
    sc_ai_budget floor = {.worlds = SC_AI_HINT_MIN_WORLDS};
    sc_ai_hint_t want, got;
    assert_true(sc_ai_hint_within(&g, 0, &floor, &want));
    gm_think *t = gm_think_new(true);
    assert_non_null(t);
    gm_think_set_deadline(t, true, 0);
    gm_think_start_hint(t, &g, 0);
    bool valid = false;
    while (!gm_think_poll_hint(t, &got, &valid)) {
        nanosleep(&(struct timespec){0, 1000000}, NULL);
    }
    assert_true(valid);
    assert_int_equal(got.index, want.index);
    assert_true(got.value == want.value);
    gm_think_free(t);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_deadline_passed_answers_start_of_search),
        cmocka_unit_test(test_hint_deadline_passed),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
