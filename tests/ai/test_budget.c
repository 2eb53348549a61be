/* Budgets (sc_ai_budget): the searching levels are anytime searches. Out
 * of time at once, the commander answers captain's choice (the search's
 * starting point) and the hint still gives its figures; a budget counted
 * in work (worlds, or a fake clock that expires after so many looks)
 * gives the same answer every time; a budget that never expires changes
 * nothing. Positions are the commander's decisions that search, from
 * whole games against captain on the default mat. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include <cmocka.h>

#include "spacecats/ai.h"
#include "spacecats/mat_load.h"

enum { POSITIONS = 16 };

static sc_mat the_mat;
static sc_game positions[POSITIONS];
static unsigned n_positions;

/* A fake clock: the deadline passes at the `limit`-th look (never when 0);
 * `looks` counts them. */
typedef struct fake_clock {
    unsigned looks, limit;
} fake_clock;

static bool fake_expired(void *ctx)
{
    fake_clock *c = ctx;
    c->looks++;
    return c->limit != 0 && c->looks >= c->limit;
}

static const sc_ai_level *level(const char *name)
{
    const sc_ai_level *l = sc_ai_level_find(name);
    assert_non_null(l);
    return l;
}

/* Plays commander against captain at 2 players and keeps the commander's
 * decisions that search (it looks at the clock), up to POSITIONS. */
static int setup_positions(void **state)
{
    (void)state;
    char err[256];
    if (!sc_mat_load_file(SC_TEST_DATADIR "/mat/default.yaml", &the_mat, err, sizeof err)) {
        return -1;
    }
    static sc_choice list[SC_MAX_CHOICES];
    for (uint64_t seed = 1; seed < 200 && n_positions < POSITIONS; seed++) {
        sc_game g;
        sc_setup setup = {.n_players = 2, .first_player = 0, .seed = seed};
        if (!sc_game_init(&g, &the_mat, &setup)) {
            return -1;
        }
        for (unsigned step = 0; !sc_game_over(&g) && n_positions < POSITIONS; step++) {
            if (g.pending.kind == SC_PENDING_ROLL) {
                sc_game_roll(&g, NULL);
                continue;
            }
            size_t n = sc_game_choices(&g, list);
            unsigned who = (unsigned)g.pending.player;
            const sc_ai_level *lvl = level(who == 0 ? "commander" : "captain");
            fake_clock c = {0, 0};
            sc_ai_budget watch = {.expired = fake_expired, .ctx = &c};
            size_t k = sc_ai_choose_within(lvl, &g, who, list, n, seed + step, &watch);
            if (c.looks > 0) {
                positions[n_positions++] = g;
            }
            sc_game_apply(&g, &list[k]);
        }
    }
    return n_positions == POSITIONS ? 0 : -1;
}

static uint64_t seed_of(unsigned i)
{
    return 77 + i;
}

/* Out of time before the first world: a legal choice, captain's; a budget
 * that never expires answers as no budget; and at some positions the
 * search's answer differs from the first one (or the deadline would not be
 * seen to matter). */
static void test_expired_at_once_answers_legal(void **state)
{
    (void)state;
    static sc_choice list[SC_MAX_CHOICES];
    const sc_ai_level *commander = level("commander");
    unsigned differ = 0;
    for (unsigned i = 0; i < n_positions; i++) {
        const sc_game *g = &positions[i];
        unsigned me = (unsigned)g->pending.player;
        size_t n = sc_game_choices(g, list);
        fake_clock now = {0, 1};
        sc_ai_budget at_once = {.expired = fake_expired, .ctx = &now};
        size_t quick = sc_ai_choose_within(commander, g, me, list, n, seed_of(i), &at_once);
        assert_true(quick < n);
        assert_true(sc_game_is_legal(g, &list[quick]));
        assert_int_equal(now.looks, 1); /* it stopped at the first look */
        /* The starting point: no world says otherwise (32 worlds, one batch,
         * never enough to switch). */
        sc_ai_budget few = {.worlds = 32};
        assert_int_equal(quick, sc_ai_choose_within(commander, g, me, list, n, seed_of(i), &few));
        fake_clock never = {0, 0};
        sc_ai_budget unbounded = {.expired = fake_expired, .ctx = &never};
        size_t full = sc_ai_choose(commander, g, me, list, n, seed_of(i));
        assert_int_equal(full,
                         sc_ai_choose_within(commander, g, me, list, n, seed_of(i), &unbounded));
        differ += full != quick;
    }
    assert_true(differ > 0);
}

/* Counted in work, the answer is a function of the inputs: worlds, or a
 * fake clock that expires at the 40th look (part way through a search). */
static void test_work_budget_is_deterministic(void **state)
{
    (void)state;
    static sc_choice list[SC_MAX_CHOICES];
    const sc_ai_level *commander = level("commander");
    for (unsigned i = 0; i < n_positions; i++) {
        const sc_game *g = &positions[i];
        unsigned me = (unsigned)g->pending.player;
        size_t n = sc_game_choices(g, list);
        sc_ai_budget worlds = {.worlds = 96};
        size_t a = sc_ai_choose_within(commander, g, me, list, n, seed_of(i), &worlds);
        assert_true(a < n);
        assert_int_equal(a, sc_ai_choose_within(commander, g, me, list, n, seed_of(i), &worlds));
        fake_clock c1 = {0, 40}, c2 = {0, 40};
        sc_ai_budget b1 = {.expired = fake_expired, .ctx = &c1};
        sc_ai_budget b2 = {.expired = fake_expired, .ctx = &c2};
        size_t x = sc_ai_choose_within(commander, g, me, list, n, seed_of(i), &b1);
        size_t y = sc_ai_choose_within(commander, g, me, list, n, seed_of(i), &b2);
        assert_true(x < n);
        assert_true(sc_game_is_legal(g, &list[x]));
        assert_int_equal(x, y);
        assert_int_equal(c1.looks, c2.looks);
    }
}

/* The hint out of time at once: still a legal suggestion with its figures,
 * its winning chances (in the last stretch) over its minimum of worlds:
 * the same as a hint given that many worlds. */
static void test_hint_expired_at_once(void **state)
{
    (void)state;
    static sc_choice list[SC_MAX_CHOICES];
    unsigned by_winning = 0;
    for (unsigned i = 0; i < n_positions; i++) {
        const sc_game *g = &positions[i];
        unsigned me = (unsigned)g->pending.player;
        size_t n = sc_game_choices(g, list);
        fake_clock now = {0, 1};
        sc_ai_budget at_once = {.expired = fake_expired, .ctx = &now};
        sc_ai_hint_t h;
        assert_true(sc_ai_hint_within(g, me, &at_once, &h));
        assert_true(h.index < n);
        assert_true(sc_game_is_legal(g, &h.choice));
        if (h.basis == SC_HINT_BY_WINNING) {
            by_winning++;
            assert_true(h.value >= 0.0 && h.value <= 1.0);
            sc_ai_budget floor = {.worlds = SC_AI_HINT_MIN_WORLDS};
            sc_ai_hint_t f;
            assert_true(sc_ai_hint_within(g, me, &floor, &f));
            assert_int_equal(f.index, h.index);
            assert_true(f.value == h.value);
        }
    }
    assert_true(by_winning > 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_expired_at_once_answers_legal),
        cmocka_unit_test(test_work_budget_is_deterministic),
        cmocka_unit_test(test_hint_expired_at_once),
    };
    return cmocka_run_group_tests(tests, setup_positions, NULL);
}
