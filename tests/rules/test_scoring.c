/* Rulebook "Goals" and "Counting points": planet ranks and ties, the four
 * goals, the sum of every source, shared victory. */
#include "scenario.h"

#define MAT scn_default_mat()

static unsigned goal_index(unsigned kind)
{
    const sc_mat *m = MAT;
    for (unsigned i = 0; i < m->n_goals; i++) {
        if (m->goals[i].kind == kind) {
            return i;
        }
    }
    fail_msg("no goal of kind %u on the default mat", kind);
    return 0;
}

/* "Counting points" and its worked example: "The blue player placed the most
 * astronauts on the planet. They receive 5 points for being first. All the
 * other players only have 1 astronaut each on the planet, but the yellow
 * player was there first. The yellow player receives the 3 points. The 2
 * other players with astronauts on this planet get 2 points each." On
 * planet B (5/3/2). Players: 0 red, 1 green, 2 yellow, 3 blue; yellow lands
 * first although red and green have lower seat numbers; blue lands second
 * and again in the next expedition. */
static void test_planet_ties_by_arrival(void **state)
{
    sc_game g;
    const unsigned red = 0, green = 1, yellow = 2, blue = 3;
    SCN_START(&g, MAT, 4, 0, yellow);
    SCN_BOARD(&g, "moon-doubler", "moon-doubler", "moon-doubler", "moon-doubler");
    SCN_TO_11(&g);
    SCN_PENDING(&g, SC_PENDING_LAND, (int)yellow);
    SCN_APPLY(&g, "land planet:B");
    SCN_PENDING(&g, SC_PENDING_LAND, (int)blue);
    SCN_APPLY(&g, "land planet:B");
    SCN_PENDING(&g, SC_PENDING_LAND, (int)red);
    SCN_APPLY(&g, "land planet:B");
    SCN_PENDING(&g, SC_PENDING_LAND, (int)green);
    SCN_APPLY(&g, "land planet:B");
    /* Expedition 2, started by blue: only blue lands on B; the rest crash. */
    SCN_PENDING(&g, SC_PENDING_BOARD, (int)blue);
    SCN_BOARD(&g, "deep-doubler", "deep-doubler", "deep-doubler", "deep-doubler");
    SCN_TO_11(&g);
    SCN_PENDING(&g, SC_PENDING_LAND, (int)blue);
    SCN_APPLY(&g, "land planet:B");
    SCN_STAY_ALL(&g);
    SCN_ROLL_ALL(&g, '2');
    assert_int_equal(g.failures, 1);

    unsigned b = scn_planet(MAT, "B");
    assert_int_equal(scn_score(&g, blue).planets[b], 5);
    assert_int_equal(scn_score(&g, yellow).planets[b], 3);
    assert_int_equal(scn_score(&g, red).planets[b], 2);
    assert_int_equal(scn_score(&g, green).planets[b], 2);
}

/* "So at most one player gains the first place points, then at most one
 * other player gains the second place points": three players with one
 * astronaut each on planet A (3/2/1), in landing order 1, 2, 0. */
static void test_planet_one_gold_one_silver(void **state)
{
    sc_game g;
    SCN_START(&g, MAT, 3, 0, 1);
    SCN_BOARD(&g, "moon-doubler", "moon-doubler", "moon-doubler");
    SCN_TRAVEL(&g, "AAAAAA", "move A"); /* 6 */
    SCN_STAY_ALL(&g);
    SCN_TRAVEL(&g, "233333", "move 2"); /* 8: planet A */
    SCN_APPLY(&g, "land planet:A");
    SCN_APPLY(&g, "land planet:A");
    SCN_APPLY(&g, "land planet:A");
    unsigned a = scn_planet(MAT, "A");
    assert_int_equal(scn_score(&g, 1).planets[a], 3);
    assert_int_equal(scn_score(&g, 2).planets[a], 2);
    assert_int_equal(scn_score(&g, 0).planets[a], 1);
}

/* Goals: "First player to place 4 astronauts on 4 different planets." and
 * "At the end of the game, each goal token is worth 5 points." Player 0
 * lands on A, B, C, then D; player 1 rides along and crashes. */
static void test_goal_four_different_planets(void **state)
{
    sc_game g;
    unsigned goal = goal_index(SC_GOAL_DISTINCT_PLANETS);
    SCN_START(&g, MAT, 2, 0, 0);
    /* 1: planet A (space 8). */
    SCN_BOARD(&g, "moon-doubler", "discarder");
    SCN_TRAVEL(&g, "AAAAAA", "move A");
    SCN_STAY_ALL(&g);
    SCN_TRAVEL(&g, "233333", "move 2");
    SCN_APPLY(&g, "land planet:A");
    SCN_APPLY(&g, "stay");
    SCN_ROLL_ALL(&g, '1'); /* 8 shows 2 3 */
    /* 2: planet B (space 11); player 1 commands and stays. */
    SCN_BOARD(&g, "discarder", "planet-doubler");
    SCN_TO_11(&g);
    SCN_APPLY(&g, "stay");
    SCN_APPLY(&g, "land planet:B");
    SCN_ROLL_ALL(&g, '2');
    /* 3: planet C (space 14 = 9 + 2x2 + 1). */
    SCN_BOARD(&g, "deep-doubler", "discarder");
    SCN_TO_9(&g);
    SCN_TRAVEL(&g, "AA1333", "move A 1");
    assert_int_equal(g.rocket_space, 14);
    SCN_APPLY(&g, "land planet:C");
    SCN_APPLY(&g, "stay");
    SCN_ROLL_ALL(&g, '1'); /* 14 shows A 2 */
    assert_int_equal(g.goal_owner[goal], -1);
    assert_int_equal(scn_score(&g, 0).goals, 0);
    /* 4: planet D (space 17). */
    SCN_BOARD(&g, "discarder", "parachute");
    SCN_TO_9(&g);
    SCN_TRAVEL(&g, "AAAA22", "move A");
    SCN_APPLY(&g, "stay");
    SCN_APPLY(&g, "land planet:D");
    assert_int_equal(g.goal_owner[goal], 0);
    assert_int_equal(scn_score(&g, 0).goals, 5);
    assert_int_equal(scn_score(&g, 1).goals, 0);
}

/* Goals: "First player to place 3 astronauts on 1 planet." */
static void test_goal_three_on_one_planet(void **state)
{
    sc_game g;
    unsigned goal = goal_index(SC_GOAL_SAME_PLANET);
    SCN_START(&g, MAT, 2, 0, 0);
    SCN_BOARD(&g, "moon-doubler", "discarder");
    SCN_TO_11(&g);
    SCN_APPLY(&g, "land planet:B");
    SCN_APPLY(&g, "stay");
    SCN_ROLL_ALL(&g, '2');
    SCN_BOARD(&g, "discarder", "planet-doubler");
    SCN_TO_11(&g);
    SCN_APPLY(&g, "stay");
    SCN_APPLY(&g, "land planet:B");
    SCN_ROLL_ALL(&g, '2');
    assert_int_equal(g.goal_owner[goal], -1);
    SCN_BOARD(&g, "deep-doubler", "discarder");
    SCN_TO_11(&g);
    SCN_APPLY(&g, "land planet:B");
    assert_int_equal(g.goal_owner[goal], 0);
    assert_int_equal(scn_score(&g, 0).goals, 5);
}

/* Goals: "First player to place 4 astronauts on 4 moons." m2, m1, m3, m5. */
static void test_goal_four_moons(void **state)
{
    sc_game g;
    unsigned goal = goal_index(SC_GOAL_MOONS);
    SCN_START(&g, MAT, 2, 0, 0);
    SCN_BOARD(&g, "planet-doubler", "moon-doubler");
    SCN_TRAVEL(&g, "AAA333", "move A");
    SCN_TRAVEL(&g, "AAAAAA", "move A");
    SCN_APPLY(&g, "land moon:m2");
    SCN_APPLY(&g, "stay");
    SCN_ROLL_ALL(&g, '2');
    SCN_BOARD(&g, "moon-doubler", "deep-doubler");
    SCN_TRAVEL(&g, "AAA333", "move A");
    SCN_TRAVEL(&g, "AAAAAA", "move A");
    SCN_APPLY(&g, "stay");
    SCN_APPLY(&g, "land moon:m1");
    SCN_ROLL_ALL(&g, '2');
    SCN_BOARD(&g, "parachute", "moon-doubler");
    SCN_TO_9(&g);                       /* both moons of 9 are taken: no one is asked */
    SCN_TRAVEL(&g, "AA2222", "move A"); /* 13 */
    SCN_APPLY(&g, "land moon:m3");
    SCN_ROLL_ALL(&g, '2'); /* m2 taken too: player 1 was not asked */
    assert_int_equal(g.goal_owner[goal], -1);
    SCN_BOARD(&g, "moon-doubler", "discarder");
    SCN_TO_9(&g);
    SCN_TRAVEL(&g, "AAAA12", "move A 1"); /* 9 + 8 + 1 = 18 */
    SCN_APPLY(&g, "stay");
    SCN_APPLY(&g, "land moon:m5");
    assert_int_equal(g.goal_owner[goal], 0);
    assert_int_equal(g.players[0].moon_points, 3 + 2 + 4 + 6);
    assert_int_equal(scn_score(&g, 0).goals, 5);
}

/* Goals: "First player to place 2 astronauts in deep space (it doesn't
 * matter if it's the comet or galaxy)." and "After a player takes a goal
 * token, no one else can take that token." Both players reach their second
 * deep-space astronaut in the same expedition; the commander is placed
 * first (R8) and keeps the goal. */
static void test_goal_two_in_deep_space_never_taken_by_another(void **state)
{
    sc_game g;
    unsigned goal = goal_index(SC_GOAL_DEEP_SPACE);
    SCN_START(&g, MAT, 2, 0, 0);
    SCN_BOARD(&g, "moon-doubler", "moon-doubler");
    SCN_TO_DEEP(&g);
    assert_int_equal(g.goal_owner[goal], -1);
    SCN_BOARD(&g, "planet-doubler", "planet-doubler");
    SCN_TO_DEEP(&g);
    assert_int_equal(g.goal_owner[goal], 1);
    assert_int_equal(scn_score(&g, 1).goals, 5);
    assert_int_equal(scn_score(&g, 0).goals, 0);
    /* Player 0 meets the condition too (galaxy twice) but never gets it. */
    assert_int_equal(g.players[0].deep_points, 7 + 5);
    assert_int_equal(g.players[1].deep_points, 5 + 7);
}

/* "Each player sums their points (for disembarking on planets and moons and
 * deep space, and for fulfilling goals)", plus the variants' "added to the
 * end scoring result" / "final score" tokens and missions. All variants:
 *   expedition 1: player 0 commands to 23 (exploration token worth 3, UFO
 *     contact: 5), then to deep space (comet: 7); player 1 on the galaxy (5).
 *   expedition 2: player 0 lands on m2 (3).
 *   expedition 3: player 0's planet doubler alone on B (5 x 2 = 10).
 *   missions kept by 0: spaces 9, 11, 24; 9 and 11 done: 5 points.
 * Player 0: 3 + 7 + 10 + 0 + 5 + 3 + 5 = 33. Player 1: 5. */
static void test_score_sum_of_sources(void **state)
{
    const sc_mat *m = MAT;
    sc_game g;
    sc_piles piles = {0};
    piles.first_player = 0;
    piles.n_exp = 1;
    piles.exp[0] = 0; /* 6 dice, UFO moves 3, reroll */
    assert_int_equal(m->exp_tokens[0].ufo_move, 3);
    piles.n_explore = 5;
    for (unsigned i = 0; i < 4; i++) {
        piles.explore[i] = (uint8_t)scn_explore_token(m, SC_EXPLORE_POINTS, 1, i);
    }
    piles.explore[4] = (uint8_t)scn_explore_token(m, SC_EXPLORE_POINTS, 3, 0);
    static const unsigned dealt[8] = {9, 11, 24, 6, 12, 14, 16, 8};
    piles.n_missions = 8;
    for (unsigned i = 0; i < 8; i++) {
        piles.missions[i] = (uint8_t)scn_mission_token(m, dealt[i], 0);
    }
    SCN_START_PILES(&g, m, 2, SC_VARIANT_ALL, &piles);
    SCN_PENDING(&g, SC_PENDING_MISSIONS, 0);
    SCN_APPLY(&g, "return 3");
    SCN_PENDING(&g, SC_PENDING_MISSIONS, 1);
    SCN_APPLY(&g, "return 3");

    SCN_PENDING(&g, SC_PENDING_BOARD, 0);
    assert_int_equal(g.ufo_space, SCN_DEEP - 3);
    SCN_BOARD(&g, "parachute", "discarder");
    SCN_TO_11(&g);
    SCN_STAY_ALL(&g);
    SCN_TRAVEL(&g, "AAAAAA", "move A"); /* 11 + 12 = 23 */
    assert_int_equal(g.players[0].explore_points, 3);
    assert_int_equal(g.players[0].ufo_points, 5);
    SCN_TRAVEL(&g, "A22222", "move A"); /* 23 + 3 = deep space */
    assert_int_equal(g.players[0].deep_points, 7);

    SCN_BOARD(&g, "planet-doubler", "deep-doubler");
    SCN_TRAVEL(&g, "AAA333", "move A");
    SCN_TRAVEL(&g, "AAAAAA", "move A");
    SCN_APPLY(&g, "stay");
    SCN_APPLY(&g, "land moon:m2");
    SCN_TRAVEL(&g, "A33333", "move A"); /* 11 */
    SCN_APPLY(&g, "stay");
    SCN_ROLL_ALL(&g, '2');

    SCN_BOARD(&g, "planet-doubler", "planet-doubler");
    SCN_TO_11(&g);
    SCN_APPLY(&g, "land planet:B");
    SCN_APPLY(&g, "stay");
    SCN_ROLL_ALL(&g, '2');

    sc_score s = scn_score(&g, 0);
    assert_int_equal(s.moons, 3);
    assert_int_equal(s.deep_space, 7);
    assert_int_equal(s.planets_total, 10);
    assert_int_equal(s.goals, 0);
    assert_int_equal(s.ufo, 5);
    assert_int_equal(s.exploration, 3);
    assert_int_equal(s.missions_done, 2);
    assert_int_equal(s.missions, 5);
    assert_int_equal(s.total, 33);
    s = scn_score(&g, 1);
    assert_int_equal(s.deep_space, 5);
    assert_int_equal(s.missions_done, 0);
    assert_int_equal(s.total, 5);
}

/* "The winner of the game is the player with the most points." */
static void test_winner_most_points(void **state)
{
    sc_game g;
    SCN_START(&g, MAT, 2, 0, 0);
    SCN_BOARD(&g, "deep-doubler", "deep-doubler");
    SCN_TRAVEL(&g, "AAA333", "move A");
    SCN_TRAVEL(&g, "AAAAAA", "move A");
    SCN_APPLY(&g, "land moon:m2"); /* 3 */
    SCN_APPLY(&g, "land moon:m1"); /* 2 */
    assert_int_equal(sc_game_winners(&g), 1u << 0);
}

/* "In case of a tie, players share the victory." 3 points each (m2; planet A
 * alone, reached by the lander's -1), then the game ends by 11 crashes. */
static void test_shared_victory(void **state)
{
    sc_game g;
    SCN_START(&g, MAT, 2, 0, 0);
    SCN_BOARD(&g, "deep-doubler", "lander");
    SCN_TRAVEL(&g, "AAA333", "move A");
    SCN_TRAVEL(&g, "AAAAAA", "move A");
    SCN_APPLY(&g, "land moon:m2");
    SCN_APPLY(&g, "land planet:A");
    assert_int_equal(scn_score(&g, 0).total, 3);
    assert_int_equal(scn_score(&g, 1).total, 3);
    for (unsigned i = 0; i < 11; i++) {
        SCN_BOARD(&g, "parachute", "parachute");
        SCN_ROLL(&g, "333444");
    }
    assert_true(sc_game_over(&g));
    assert_int_equal(sc_game_winners(&g), (1u << 0) | (1u << 1));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_planet_ties_by_arrival),
        cmocka_unit_test(test_planet_one_gold_one_silver),
        cmocka_unit_test(test_goal_four_different_planets),
        cmocka_unit_test(test_goal_three_on_one_planet),
        cmocka_unit_test(test_goal_four_moons),
        cmocka_unit_test(test_goal_two_in_deep_space_never_taken_by_another),
        cmocka_unit_test(test_score_sum_of_sources),
        cmocka_unit_test(test_winner_most_points),
        cmocka_unit_test(test_shared_victory),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
