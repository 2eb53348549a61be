/* The lead's rulings on ambiguous points (docs/rulings.md), each pinned by a
 * test that fails if the ruling changes. R11 and R20 are in test_end.c. */
#include "scenario.h"

#include <stdio.h>

#define MAT scn_default_mat()

static sc_piles exp_piles(const uint8_t *exp, unsigned n)
{
    sc_piles p = {0};
    p.first_player = 0;
    p.n_exp = (uint8_t)n;
    for (unsigned i = 0; i < n; i++) {
        p.exp[i] = exp[i];
    }
    return p;
}

static unsigned goal_index(unsigned kind)
{
    const sc_mat *m = MAT;
    for (unsigned i = 0; i < m->n_goals; i++) {
        if (m->goals[i].kind == kind) {
            return i;
        }
    }
    fail_msg("no goal of kind %u", kind);
    return 0;
}

static unsigned pts(unsigned value, unsigned nth)
{
    return scn_explore_token(MAT, SC_EXPLORE_POINTS, value, nth);
}

/* R1: a pilot's 1 may be used alone or with any rolled groups, several
 * pilots in one travel phase; each once per expedition. */
static void test_ruling_R1_pilot_is_a_die_of_its_own(void **state)
{
    sc_game g;
    sc_choice c;
    SCN_START(&g, MAT, 3, 0, 0);
    SCN_BOARD(&g, "moon-doubler", "pilot", "pilot");
    SCN_ROLL(&g, "A23333");
    assert_true(scn_legal(&g, "move pilot@1")); /* alone, usable dice or not */
    assert_true(sc_choice_parse(&g, "move A 2 pilot@1 pilot@2", &c));
    assert_true(sc_game_is_legal(&g, &c));
    assert_int_equal(sc_game_move_distance(&g, &c), 1 + 2 + 1 + 1);
    SCN_APPLY(&g, "move 2 pilot@1"); /* 3 */
    assert_int_equal(g.rocket_space, 3);
    SCN_ROLL(&g, "33333"); /* 3 shows A 1 3 */
    SCN_ILLEGAL(&g, "move 3 pilot@1");
    assert_true(sc_choice_parse(&g, "move 3 pilot@2", &c));
    assert_int_equal(sc_game_move_distance(&g, &c), 15 + 1);
    SCN_APPLY(&g, "move pilot@2");
    assert_int_equal(g.rocket_space, 4);
}

/* R2: a failed roll may be rescued, or not ("crash"); with no rescue the
 * rocket crashes at once. */
static void test_ruling_R2_failed_roll_rescue_optional(void **state)
{
    sc_game g;
    SCN_START(&g, MAT, 2, 0, 0);
    SCN_BOARD(&g, "moon-doubler", "pilot");
    SCN_ROLL(&g, "333444");
    SCN_PENDING(&g, SC_PENDING_TRAVEL, 0);
    SCN_CHOICES(&g, "move pilot@1|crash");
    SCN_APPLY(&g, "crash");
    assert_int_equal(g.failures, 1);
    SCN_PENDING(&g, SC_PENDING_BOARD, 1);
    SCN_BOARD(&g, "moon-doubler", "lander");
    SCN_ROLL(&g, "333444");
    assert_int_equal(g.failures, 2);
    SCN_PENDING(&g, SC_PENDING_BOARD, 0);
}

/* R3: no landing phase before the first space with a body (0 to 5), even
 * for a lander who could step onto m1 from 5; elsewhere, only those with
 * somewhere to land are asked. */
static void test_ruling_R3_no_landing_before_first_body(void **state)
{
    sc_game g;
    SCN_START(&g, MAT, 2, 0, 0);
    SCN_BOARD(&g, "lander", "moon-doubler");
    SCN_TRAVEL(&g, "AAAAA3", "move A"); /* 5 */
    SCN_PENDING(&g, SC_PENDING_ROLL, 0);
    SCN_START(&g, MAT, 2, 0, 0);
    SCN_BOARD(&g, "moon-doubler", "lander");
    SCN_TRAVEL(&g, "AAA333", "move A");
    SCN_TRAVEL(&g, "AAAA22", "move A"); /* 7: no body */
    SCN_PENDING(&g, SC_PENDING_LAND, 1);
    assert_int_equal(g.pending.rocket_seat, 1);
}

/* R4: the lander's step is for the landing phase only (after a crash only
 * the parachute lands, on the space itself); from 25 the step is the galaxy
 * for 5, and it counts for the deep-space goal. */
static void test_ruling_R4_lander_step_landing_phase_only(void **state)
{
    sc_game g;
    SCN_START(&g, MAT, 2, 0, 0);
    SCN_BOARD(&g, "lander", "parachute");
    SCN_TO_9(&g);
    SCN_ROLL_ALL(&g, '2'); /* crash on 9 */
    SCN_PENDING(&g, SC_PENDING_PARACHUTE, 1);
    SCN_CHOICES(&g, "stay|land moon:m2"); /* no step to planet A on 8 */
    SCN_APPLY(&g, "stay");
    /* The lander is not asked at all. */
    SCN_PENDING(&g, SC_PENDING_BOARD, 1);
    assert_int_equal(g.players[0].astronauts[SC_LANDER].kind, SC_AT_HOME);

    unsigned goal = goal_index(SC_GOAL_DEEP_SPACE);
    SCN_START(&g, MAT, 2, 0, 0);
    SCN_BOARD(&g, "moon-doubler", "moon-doubler");
    SCN_TO_DEEP(&g);
    SCN_BOARD(&g, "planet-doubler", "lander");
    SCN_TO_9(&g);
    SCN_TRAVEL(&g, "AAAAAA", "move A"); /* 21 */
    SCN_STAY_ALL(&g);
    SCN_TRAVEL(&g, "223333", "move 2"); /* 25 */
    SCN_PENDING(&g, SC_PENDING_LAND, 0);
    assert_int_equal(g.goal_owner[goal], -1);
    SCN_APPLY(&g, "land deep");
    assert_int_equal(g.players[0].deep_points, 7 + 5);
    assert_int_equal(g.goal_owner[goal], 0);
}

/* R5: with the expedition pile empty, an expedition has every die, the UFO
 * stays, and there is no ability (no reroll to save a failed roll). */
static void test_ruling_R5_empty_expedition_pile(void **state)
{
    sc_game g;
    static const uint8_t exp[] = {0};
    sc_piles p = exp_piles(exp, 1);
    SCN_START_PILES(&g, MAT, 2, SC_VARIANT_UFO, &p);
    assert_int_equal(g.ufo_space, 23);
    SCN_BOARD(&g, "moon-doubler", "moon-doubler");
    SCN_ROLL(&g, "333444");
    SCN_APPLY(&g, "crash");
    assert_int_equal(g.pool, 6);
    assert_int_equal(g.ufo_space, 23);
    assert_int_equal(g.exp_token, -1);
    SCN_BOARD(&g, "moon-doubler", "moon-doubler");
    SCN_ROLL(&g, "333444");
    assert_int_equal(g.failures, 2);
    SCN_PENDING(&g, SC_PENDING_BOARD, 0);
}

/* R6: extra dice only where one of them is usable; they join any rolled
 * groups and pilots; they are not dice of the pool. */
static void test_ruling_R6_extra_dice(void **state)
{
    sc_game g;
    static const uint8_t exp4[] = {11}; /* extra 4 */
    sc_piles p = exp_piles(exp4, 1);
    SCN_START_PILES(&g, MAT, 2, SC_VARIANT_UFO, &p);
    SCN_BOARD(&g, "moon-doubler", "moon-doubler");
    SCN_ROLL(&g, "3333"); /* 4 is no use on 0: nothing to rescue */
    assert_int_equal(g.failures, 1);

    static const uint8_t exp12[] = {13}; /* extra 1 and 2 */
    sc_piles q = exp_piles(exp12, 1);
    SCN_START_PILES(&g, MAT, 2, SC_VARIANT_UFO, &q);
    SCN_BOARD(&g, "moon-doubler", "pilot");
    SCN_ROLL(&g, "A233");
    sc_choice c;
    assert_true(sc_choice_parse(&g, "move pilot@1 extra", &c));
    assert_true(sc_game_is_legal(&g, &c));
    assert_int_equal(sc_game_move_distance(&g, &c), 1 + 3);
    assert_true(sc_choice_parse(&g, "move A 2 extra", &c));
    assert_int_equal(sc_game_move_distance(&g, &c), 1 + 2 + 3);
    SCN_APPLY(&g, "move A 2 extra"); /* 6 */
    assert_int_equal(g.rocket_space, 6);
    assert_int_equal(g.pool, 3);
}

/* R7: keep goes with a travel that uses at least one number die. */
static void test_ruling_R7_keep_needs_a_number_die(void **state)
{
    sc_game g;
    static const uint8_t exp[] = {12};
    sc_piles p = exp_piles(exp, 1);
    SCN_START_PILES(&g, MAT, 2, SC_VARIANT_UFO, &p);
    SCN_BOARD(&g, "moon-doubler", "pilot");
    SCN_ROLL(&g, "AA33");
    SCN_ILLEGAL(&g, "move A keep");
    SCN_ILLEGAL(&g, "move pilot@1 keep");
    SCN_APPLY(&g, "move A"); /* 2 */
    SCN_ROLL(&g, "2233");
    SCN_APPLY(&g, "move 2 keep"); /* 6 */
    assert_int_equal(g.rocket_space, 6);
    assert_int_equal(g.pool, 4);
}

/* R8 quotes the rulebook: "The landing phase happens after each travel
 * phase that didn't end with the rocket crashing." and "The first player to
 * fulfill a goal token's conditions during the landing phase receives the
 * goal token." A parachute landing at a crash is in no landing phase. */

/* Player 0's two astronauts on B, then the parachute at the crash on 11
 * (next to B): three on one planet, but no goal yet. Both players go on to
 * the next expedition, which starts with player 0's board. */
static void parachute_third_on_b(sc_game *g)
{
    SCN_START(g, MAT, 2, 0, 0);
    SCN_BOARD(g, "moon-doubler", "moon-doubler");
    SCN_TO_11(g);
    SCN_APPLY(g, "land planet:B");
    SCN_APPLY(g, "stay");
    SCN_ROLL_ALL(g, '2');
    SCN_BOARD(g, "moon-doubler", "planet-doubler");
    SCN_TO_11(g);
    SCN_APPLY(g, "stay");
    SCN_APPLY(g, "land planet:B");
    SCN_ROLL_ALL(g, '2');
    SCN_BOARD(g, "parachute", "moon-doubler");
    SCN_TO_11(g);
    SCN_STAY_ALL(g);
    SCN_ROLL_ALL(g, '2');
    SCN_PENDING(g, SC_PENDING_PARACHUTE, 0);
    SCN_APPLY(g, "land planet:B");
}

/* R8: the parachute's third astronaut on B takes no goal at the crash; the
 * condition counts at player 0's next check, their next landing in a
 * landing phase (a moon, here). */
static void test_ruling_R8_parachute_takes_no_goal(void **state)
{
    sc_game g;
    unsigned goal = goal_index(SC_GOAL_SAME_PLANET);
    parachute_third_on_b(&g);
    assert_int_equal(sc_game_goal_progress(&g, 0, &MAT->goals[goal]), 3);
    assert_int_equal(g.goal_owner[goal], -1);
    assert_int_equal(scn_score(&g, 0).goals, 0);
    /* Player 1 starts this expedition: their astronaut boards first and
     * commands; player 0 lands on m2 at 9, in the landing phase. */
    SCN_BOARD(&g, "planet-doubler", "lander");
    SCN_TRAVEL(&g, "AAA333", "move A"); /* 3 */
    SCN_STAY_ALL(&g);
    SCN_TRAVEL(&g, "AAAAAA", "move A"); /* 9, next to m2 and m1 */
    SCN_PENDING(&g, SC_PENDING_LAND, 1);
    SCN_APPLY(&g, "stay");
    assert_int_equal(g.goal_owner[goal], -1);
    SCN_PENDING(&g, SC_PENDING_LAND, 0);
    SCN_APPLY(&g, "land moon:m2");
    assert_int_equal(g.goal_owner[goal], 0);
    assert_int_equal(scn_score(&g, 0).goals, 5);
}

/* R8: a player who fulfils the conditions during a landing phase before the
 * parachute's owner is checked again takes the goal. Player 1 lands three on
 * B in the expeditions after the parachute; player 0 never lands again. */
static void test_ruling_R8_landing_phase_first_wins_over_parachute(void **state)
{
    sc_game g;
    unsigned goal = goal_index(SC_GOAL_SAME_PLANET);
    parachute_third_on_b(&g);
    static const char *const theirs[3] = {"satellite", "lander", "discarder"};
    static const char *const mine[3] = {"lander", "deep-doubler", "discarder"};
    for (unsigned k = 0; k < 3; k++) {
        for (unsigned i = 0; i < 2; i++) {
            char text[32];
            SCN_PENDING(&g, SC_PENDING_BOARD, -1);
            snprintf(text, sizeof text, "board %s", g.pending.player == 1 ? theirs[k] : mine[k]);
            SCN_APPLY(&g, text);
        }
        SCN_TO_11(&g);
        while (g.pending.kind == SC_PENDING_LAND) {
            SCN_APPLY(&g, g.pending.player == 1 ? "land planet:B" : "stay");
        }
        SCN_ROLL_ALL(&g, '2'); /* player 0 alone aboard crashes on 11 */
        assert_int_equal(g.goal_owner[goal], k < 2 ? -1 : 1);
    }
    assert_int_equal(scn_score(&g, 1).goals, 5);
    assert_int_equal(scn_score(&g, 0).goals, 0);
}

/* R8: at deep space the commander is placed first: with both players
 * completing the deep-space goal in one arrival, the commander takes it. */
static void test_ruling_R8_deep_space_commander_placed_first(void **state)
{
    sc_game g;
    unsigned goal = goal_index(SC_GOAL_DEEP_SPACE);
    SCN_START(&g, MAT, 3, 0, 0);
    SCN_BOARD(&g, "moon-doubler", "moon-doubler", "moon-doubler");
    SCN_TO_DEEP(&g);
    /* Player 1 starts; player 0 boards last. */
    SCN_BOARD(&g, "planet-doubler", "planet-doubler", "planet-doubler");
    SCN_TO_DEEP(&g);
    assert_int_equal(g.goal_owner[goal], 1);
}

/* R9: the free moon listed first at the space (the furthest from the track),
 * whatever the points: equal moons, and a cheaper moon listed first. */
static void test_ruling_R9_furthest_listed_moon_first(void **state)
{
    static sc_mat m;
    scn_mat_base(&m, 6);
    unsigned e1 = scn_mat_add_moon(&m, "e1", 4);
    unsigned e2 = scn_mat_add_moon(&m, "e2", 4);
    unsigned lo = scn_mat_add_moon(&m, "lo", 2);
    unsigned hi = scn_mat_add_moon(&m, "hi", 5);
    scn_mat_space_moon(&m, 2, e2);
    scn_mat_space_moon(&m, 2, e1);
    scn_mat_space_moon(&m, 3, lo);
    scn_mat_space_moon(&m, 3, hi);
    SCN_MAT_FINISH(&m);
    sc_game g;
    SCN_START(&g, &m, 2, 0, 0);
    SCN_BOARD(&g, "planet-doubler", "planet-doubler");
    SCN_TRAVEL(&g, "AA3333", "move A"); /* 2 */
    SCN_CHOICES(&g, "stay|land moon:e2");
    SCN_APPLY(&g, "stay");
    SCN_CHOICES(&g, "stay|land moon:e2");
    SCN_APPLY(&g, "stay");
    SCN_TRAVEL(&g, "A33333", "move A"); /* 3 */
    SCN_CHOICES(&g, "stay|land moon:lo");
    SCN_APPLY(&g, "land moon:lo");
    assert_int_equal(g.players[0].moon_points, 2);
    SCN_CHOICES(&g, "stay|land moon:hi");
}

/* R10: end of a travel phase: move, discard, exploration (a tunnel chains),
 * UFO contact where the rocket finally stands, then the landing phase.
 * 9 -> 19 (tunnel) -> 23 (2 points; the UFO is there: 5). */
static void test_ruling_R10_end_of_travel_order(void **state)
{
    sc_game g;
    sc_piles p = {0};
    p.first_player = 0;
    p.n_exp = 1;
    p.exp[0] = 0; /* UFO to 23 */
    const unsigned a[] = {
        pts(1, 0), pts(1, 1), pts(1, 2), scn_explore_token(MAT, SC_EXPLORE_TUNNEL, 4, 0),
        pts(2, 0), pts(1, 3), pts(3, 0)};
    p.n_explore = 7;
    for (unsigned i = 0; i < 7; i++) {
        p.explore[i] = (uint8_t)a[i];
    }
    SCN_START_PILES(&g, MAT, 2, SC_VARIANT_UFO | SC_VARIANT_EXPLORATION, &p);
    SCN_BOARD(&g, "moon-doubler", "moon-doubler");
    SCN_TO_9(&g);
    SCN_TRAVEL(&g, "AAAAA2", "move A"); /* 9 + 10 = 19 */
    assert_int_equal(g.rocket_space, 23);
    assert_int_equal(g.players[0].explore_points, 2);
    assert_int_equal(g.players[0].ufo_points, 5);
    SCN_PENDING(&g, SC_PENDING_ROLL, 0); /* 23: no body, no one asked */
}

/* R12: a mission is fulfilled by its owner's astronaut on any body next to
 * the named space, however it got there (here by the lander's step from 16
 * onto D at 17); two tokens naming one space are both fulfilled; tokens are
 * returned in turn from the starting player. */
static void test_ruling_R12_missions(void **state)
{
    const sc_mat *m = MAT;
    sc_game g;
    sc_piles p = {0};
    p.first_player = 1;
    p.n_missions = 8;
    const unsigned dealt[8] = {scn_mission_token(m, 17, 0), scn_mission_token(m, 17, 1),
                               scn_mission_token(m, 8, 0),  scn_mission_token(m, 6, 0),
                               scn_mission_token(m, 12, 0), scn_mission_token(m, 14, 0),
                               scn_mission_token(m, 16, 0), scn_mission_token(m, 18, 0)};
    for (unsigned i = 0; i < 8; i++) {
        p.missions[i] = (uint8_t)dealt[i];
    }
    SCN_START_PILES(&g, m, 2, SC_VARIANT_MISSIONS, &p);
    SCN_PENDING(&g, SC_PENDING_MISSIONS, 1);
    SCN_APPLY(&g, "return 3");
    SCN_PENDING(&g, SC_PENDING_MISSIONS, 0);
    SCN_APPLY(&g, "return 3");
    SCN_PENDING(&g, SC_PENDING_BOARD, 1);
    SCN_BOARD(&g, "moon-doubler", "lander");
    SCN_TO_9(&g);
    SCN_TRAVEL(&g, "AAA133", "move A 1"); /* 9 + 6 + 1 = 16 */
    SCN_APPLY(&g, "stay");
    SCN_PENDING(&g, SC_PENDING_LAND, 0);
    SCN_APPLY(&g, "land planet:D");
    sc_score s = scn_score(&g, 0);
    assert_int_equal(s.missions_done, 2);
    assert_int_equal(s.missions, 5);
    assert_true(sc_game_mission_done(&g, 0, dealt[0]));
    assert_true(sc_game_mission_done(&g, 0, dealt[1]));
    assert_false(sc_game_mission_done(&g, 0, dealt[2]));
}

/* R13: the expedition token is revealed before boarding. */
static void test_ruling_R13_token_revealed_before_boarding(void **state)
{
    sc_game g;
    static const uint8_t exp[] = {12, 4};
    sc_piles p = exp_piles(exp, 2);
    SCN_START_PILES(&g, MAT, 2, SC_VARIANT_UFO, &p);
    SCN_PENDING(&g, SC_PENDING_BOARD, 0);
    assert_int_equal(g.n_seats, 0);
    assert_int_equal(g.exp_token, 12);
    assert_int_equal(g.pool, 4);
    SCN_BOARD(&g, "moon-doubler", "moon-doubler");
    SCN_ROLL(&g, "3333");
    SCN_PENDING(&g, SC_PENDING_BOARD, 1);
    assert_int_equal(g.n_seats, 0);
    assert_int_equal(g.exp_token, 4);
    assert_int_equal(g.pool, 5);
    assert_int_equal(g.ufo_space, SCN_DEEP - 2);
}

/* R14: the UFO starts on deep space; reaching deep space while it is there
 * is a contact, before everyone disembarks. Token 11 (4 dice, UFO stays). */
static void test_ruling_R14_ufo_contact_in_deep_space(void **state)
{
    sc_game g;
    static const uint8_t exp[] = {11};
    sc_piles p = exp_piles(exp, 1);
    SCN_START_PILES(&g, MAT, 2, SC_VARIANT_UFO, &p);
    SCN_BOARD(&g, "moon-doubler", "moon-doubler");
    SCN_TRAVEL(&g, "AAA3", "move A"); /* 3 */
    SCN_TRAVEL(&g, "AAAA", "move A"); /* 7 */
    SCN_TRAVEL(&g, "4444", "move 4"); /* 23, pool 1 */
    assert_int_equal(g.rocket_space, 23);
    SCN_TRAVEL(&g, "A", "move A"); /* deep space */
    assert_int_equal(g.players[0].ufo_points, 5);
    assert_int_equal(g.players[0].deep_points, 7);
    assert_int_equal(g.players[1].ufo_points, 0);
}

/* R15: the planet doubler doubles silver too; the deep doubler the comet. */
static void test_ruling_R15_doublers(void **state)
{
    sc_game g;
    SCN_START(&g, MAT, 2, 0, 0);
    SCN_BOARD(&g, "moon-doubler", "planet-doubler");
    SCN_TO_11(&g);
    SCN_APPLY(&g, "land planet:B");
    SCN_APPLY(&g, "land planet:B");
    unsigned b = scn_planet(MAT, "B");
    assert_int_equal(scn_score(&g, 0).planets[b], 5);
    assert_int_equal(scn_score(&g, 1).planets[b], 6); /* silver 3 x 2 */
    SCN_BOARD(&g, "deep-doubler", "deep-doubler");
    SCN_TO_DEEP(&g);
    assert_int_equal(g.players[1].deep_points, 14);
    assert_int_equal(g.players[0].deep_points, 10);
}

/* R16: the die-discarder makes the commander discard a die when it lands in
 * a landing phase, never the last. Pool 2 on 8: two discarders leave 1. */
static void test_ruling_R16_discarder(void **state)
{
    sc_game g;
    SCN_START(&g, MAT, 3, 0, 0);
    SCN_BOARD(&g, "moon-doubler", "discarder", "discarder");
    SCN_TRAVEL(&g, "2222AA", "move 2"); /* 8, pool 2 */
    assert_int_equal(g.pool, 2);
    SCN_APPLY(&g, "stay");
    SCN_APPLY(&g, "land planet:A");
    assert_int_equal(g.pool, 1);
    SCN_APPLY(&g, "land planet:A");
    assert_int_equal(g.pool, 1);
}

/* R17: planet ties go to the player whose first astronaut there landed
 * earliest. 2 each on B: player 0 landed first (orders 1 and 4), player 1
 * second (2 and 3), though player 1 reached two astronauts first. */
static void test_ruling_R17_planet_tie_first_astronaut(void **state)
{
    sc_game g;
    SCN_START(&g, MAT, 2, 0, 0);
    SCN_BOARD(&g, "moon-doubler", "moon-doubler");
    SCN_TO_11(&g);
    SCN_APPLY(&g, "land planet:B");
    SCN_APPLY(&g, "land planet:B");
    SCN_BOARD(&g, "deep-doubler", "deep-doubler");
    SCN_TO_11(&g);
    SCN_PENDING(&g, SC_PENDING_LAND, 1);
    SCN_APPLY(&g, "land planet:B");
    SCN_APPLY(&g, "land planet:B");
    unsigned b = scn_planet(MAT, "B");
    assert_int_equal(scn_score(&g, 0).planets[b], 5);
    assert_int_equal(scn_score(&g, 1).planets[b], 3);
}

/* R18: regaining a die raises the pool by one up to the mat's 6; an
 * expedition started with 4 dice (UFO token 12) gets a fifth. */
static void test_ruling_R18_regain_after_ufo_start(void **state)
{
    sc_game g;
    sc_piles p = {0};
    p.first_player = 0;
    p.n_exp = 1;
    p.exp[0] = 12;
    const unsigned a[] = {scn_explore_token(MAT, SC_EXPLORE_REGAIN, 0, 0), pts(1, 0), pts(1, 1),
                          pts(1, 2), pts(1, 3)};
    p.n_explore = 5;
    for (unsigned i = 0; i < 5; i++) {
        p.explore[i] = (uint8_t)a[i];
    }
    SCN_START_PILES(&g, MAT, 2, SC_VARIANT_UFO | SC_VARIANT_EXPLORATION, &p);
    assert_int_equal(g.pool, 4);
    SCN_BOARD(&g, "moon-doubler", "moon-doubler");
    SCN_TRAVEL(&g, "AAA3", "move A"); /* 3 */
    SCN_TRAVEL(&g, "AAAA", "move A"); /* 7 */
    assert_int_equal(g.pool, 5);
    SCN_ROLL(&g, "AAAAA");
}

/* R19: a tunnel's slot is refilled before the tunnel's end is activated
 * (the pile's next token goes to the tunnel's slot, the one after to the
 * chained slot); a tunnel stops at deep space. */
static void test_ruling_R19_tunnel(void **state)
{
    sc_game g;
    unsigned tun = scn_explore_token(MAT, SC_EXPLORE_TUNNEL, 4, 0);
    const unsigned a[] = {pts(1, 0), pts(1, 1), tun, pts(3, 0), pts(1, 2), pts(2, 0), pts(2, 1)};
    sc_piles p = {0};
    p.first_player = 0;
    p.n_explore = 7;
    for (unsigned i = 0; i < 7; i++) {
        p.explore[i] = (uint8_t)a[i];
    }
    SCN_START_PILES(&g, MAT, 2, SC_VARIANT_EXPLORATION, &p);
    SCN_BOARD(&g, "moon-doubler", "moon-doubler");
    SCN_TO_9(&g);
    SCN_TRAVEL(&g, "AAA222", "move A"); /* 15 -> 19 */
    assert_int_equal(g.rocket_space, 19);
    assert_int_equal(g.slot_token[2], a[5]);
    assert_int_equal(g.slot_token[3], a[6]);

    const unsigned b[] = {pts(1, 0), pts(1, 1), pts(1, 2), pts(1, 3), tun};
    for (unsigned i = 0; i < 5; i++) {
        p.explore[i] = (uint8_t)b[i];
    }
    p.n_explore = 5;
    SCN_START_PILES(&g, MAT, 2, SC_VARIANT_EXPLORATION, &p);
    SCN_BOARD(&g, "moon-doubler", "moon-doubler");
    SCN_TO_11(&g);
    SCN_STAY_ALL(&g);
    SCN_TRAVEL(&g, "AAAAAA", "move A"); /* 23 -> 27: deep space */
    assert_int_equal(g.players[0].deep_points, 7);
    assert_int_equal(g.players[1].deep_points, 5);
    SCN_PENDING(&g, SC_PENDING_BOARD, 1);
}

/* R21: equal highest totals share the win, with no tie-breaker (here one of
 * them is in deep space and the other is not; the third player is lower). */
static void test_ruling_R21_shared_victory_no_tie_breaker(void **state)
{
    sc_game g;
    SCN_START(&g, MAT, 3, 0, 0);
    SCN_BOARD(&g, "moon-doubler", "planet-doubler", "parachute");
    SCN_TO_DEEP(&g); /* 0: 7, 1: 5, 2: 5 */
    assert_int_equal(sc_game_winners(&g), 1u << 0);
    SCN_BOARD(&g, "deep-doubler", "planet-doubler", "lander");
    SCN_TRAVEL(&g, "AAAAAA", "move A"); /* 6 */
    SCN_PENDING(&g, SC_PENDING_LAND, 1);
    SCN_APPLY(&g, "land moon:m1"); /* 1: 5 + 2 = 7 */
    assert_int_equal(scn_score(&g, 0).total, 7);
    assert_int_equal(scn_score(&g, 1).total, 7);
    assert_int_equal(scn_score(&g, 2).total, 5);
    assert_int_equal(sc_game_winners(&g), (1u << 0) | (1u << 1));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_ruling_R1_pilot_is_a_die_of_its_own),
        cmocka_unit_test(test_ruling_R2_failed_roll_rescue_optional),
        cmocka_unit_test(test_ruling_R3_no_landing_before_first_body),
        cmocka_unit_test(test_ruling_R4_lander_step_landing_phase_only),
        cmocka_unit_test(test_ruling_R5_empty_expedition_pile),
        cmocka_unit_test(test_ruling_R6_extra_dice),
        cmocka_unit_test(test_ruling_R7_keep_needs_a_number_die),
        cmocka_unit_test(test_ruling_R8_parachute_takes_no_goal),
        cmocka_unit_test(test_ruling_R8_landing_phase_first_wins_over_parachute),
        cmocka_unit_test(test_ruling_R8_deep_space_commander_placed_first),
        cmocka_unit_test(test_ruling_R9_furthest_listed_moon_first),
        cmocka_unit_test(test_ruling_R10_end_of_travel_order),
        cmocka_unit_test(test_ruling_R12_missions),
        cmocka_unit_test(test_ruling_R13_token_revealed_before_boarding),
        cmocka_unit_test(test_ruling_R14_ufo_contact_in_deep_space),
        cmocka_unit_test(test_ruling_R15_doublers),
        cmocka_unit_test(test_ruling_R16_discarder),
        cmocka_unit_test(test_ruling_R17_planet_tie_first_astronaut),
        cmocka_unit_test(test_ruling_R18_regain_after_ufo_start),
        cmocka_unit_test(test_ruling_R19_tunnel),
        cmocka_unit_test(test_ruling_R21_shared_victory_no_tie_breaker),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
