/* Rulebook "Landing phase": when it happens, who decides in which order,
 * disembarking on moons, on planets and in deep space; and the shapes a real
 * mat may have (a space next to a moon and a planet, a body next to several
 * spaces, several moons at one space), on a small hand-built mat. */
#include "scenario.h"

#include <string.h>

#define MAT scn_default_mat()

/* A small mat (spaces 0..7, deep space 8), every space showing A 1 2:
 *   space 2: moon x (3) and planet P (5/3/2)
 *   spaces 4 and 5: planet Q (4/2/1)
 *   space 6: moons e2 (4) and e1 (4), listed e2 first. */
static const sc_mat *shapes_mat(void)
{
    static sc_mat m;
    static bool done;
    if (!done) {
        scn_mat_base(&m, 8);
        unsigned x = scn_mat_add_moon(&m, "x", 3);
        unsigned e1 = scn_mat_add_moon(&m, "e1", 4);
        unsigned e2 = scn_mat_add_moon(&m, "e2", 4);
        unsigned p = scn_mat_add_planet(&m, "P", 5, 3, 2);
        unsigned q = scn_mat_add_planet(&m, "Q", 4, 2, 1);
        scn_mat_space_moon(&m, 2, x);
        scn_mat_space_planet(&m, 2, p);
        scn_mat_space_planet(&m, 4, q);
        scn_mat_space_planet(&m, 5, q);
        scn_mat_space_moon(&m, 6, e2);
        scn_mat_space_moon(&m, 6, e1);
        SCN_MAT_FINISH(&m);
        done = true;
    }
    return &m;
}

/* "There are no moons or planets on spaces from 0 to 5 where the astronauts
 * could disembark - if the rocket marker is on one of those spaces, skip the
 * landing phase." Checked on each of 1..5, a lander aboard. */
static void test_landing_skipped_spaces_0_to_5(void **state)
{
    for (unsigned k = 1; k <= 5; k++) {
        sc_game g;
        char roll[7] = "333333";
        memset(roll, 'A', k);
        SCN_START(&g, MAT, 2, 0, 0);
        SCN_BOARD(&g, "lander", "moon-doubler");
        SCN_TRAVEL(&g, roll, "move A"); /* k flames worth 1 */
        assert_int_equal(g.rocket_space, k);
        SCN_PENDING(&g, SC_PENDING_ROLL, 0);
    }
}

/* "The landing phase happens after each travel phase that didn't end with
 * the rocket crashing. The commander of the expedition, and then all the
 * other players (according to their placement on the rocket board, from top
 * to bottom) decide if their astronaut should ... stay in the rocket". */
static void test_landing_order_commander_then_top_down(void **state)
{
    sc_game g;
    SCN_START(&g, MAT, 3, 0, 1);
    SCN_BOARD(&g, "moon-doubler", "planet-doubler", "deep-doubler");
    SCN_TRAVEL(&g, "AAA333", "move A");
    SCN_TRAVEL(&g, "AAAAAA", "move A"); /* 9: moons m2, m1 */
    SCN_PENDING(&g, SC_PENDING_LAND, 1);
    assert_int_equal(g.pending.rocket_seat, 0);
    SCN_APPLY(&g, "stay");
    SCN_PENDING(&g, SC_PENDING_LAND, 2);
    assert_int_equal(g.pending.rocket_seat, 1);
    SCN_APPLY(&g, "stay");
    SCN_PENDING(&g, SC_PENDING_LAND, 0);
    assert_int_equal(g.pending.rocket_seat, 2);
    SCN_APPLY(&g, "stay");
    /* Staying keeps everyone aboard; the commander rolls again. */
    SCN_PENDING(&g, SC_PENDING_ROLL, 1);
    assert_int_equal(g.players[0].astronauts[SC_DEEP_DOUBLER].kind, SC_AT_ROCKET);
    assert_int_equal(g.players[1].astronauts[SC_MOON_DOUBLER].kind, SC_AT_ROCKET);
    assert_int_equal(g.players[2].astronauts[SC_PLANET_DOUBLER].kind, SC_AT_ROCKET);
}

/* Disembarking on the moons: "places their astronaut token on the unoccupied
 * moon furthest from the rocket marker (with the most points). The player
 * controlling this astronaut immediately receives the amount of points shown
 * on the given moon." Space 9: m2 (3) and m1 (2). */
static void test_moon_disembark_scores_immediately(void **state)
{
    sc_game g;
    SCN_START(&g, MAT, 2, 0, 0);
    SCN_BOARD(&g, "planet-doubler", "deep-doubler");
    SCN_TRAVEL(&g, "AAA333", "move A");
    SCN_TRAVEL(&g, "AAAAAA", "move A");
    SCN_CHOICES(&g, "stay|land moon:m2");
    SCN_ILLEGAL(&g, "land moon:m1");
    SCN_APPLY(&g, "land moon:m2");
    assert_int_equal(g.players[0].astronauts[SC_PLANET_DOUBLER].kind, SC_AT_MOON);
    assert_int_equal(g.players[0].astronauts[SC_PLANET_DOUBLER].index, scn_moon(MAT, "m2"));
    assert_int_equal(g.players[0].moon_points, 3);
    assert_int_equal(scn_score(&g, 0).moons, 3);
    /* The next one takes the best moon left: m1. */
    SCN_CHOICES(&g, "stay|land moon:m1");
    SCN_APPLY(&g, "land moon:m1");
    assert_int_equal(g.players[1].moon_points, 2);
    /* "The cosmic expedition ends when all astronauts disembark the rocket":
     * the rocket board passes to player 1. */
    SCN_PENDING(&g, SC_PENDING_BOARD, 1);
}

/* The same on space 13 (m3 worth 4, m2 worth 3): m3 first, then m2; and a
 * moon taken in an earlier expedition stays taken. */
static void test_moon_best_free(void **state)
{
    sc_game g;
    SCN_START(&g, MAT, 2, 0, 0);
    SCN_BOARD(&g, "planet-doubler", "deep-doubler");
    SCN_TO_9(&g);
    SCN_TRAVEL(&g, "AA2222", "move A"); /* 9 + 2x2 = 13 */
    assert_int_equal(g.rocket_space, 13);
    SCN_ILLEGAL(&g, "land moon:m2");
    SCN_APPLY(&g, "land moon:m3");
    assert_int_equal(g.players[0].moon_points, 4);
    SCN_APPLY(&g, "land moon:m2");
    assert_int_equal(g.players[1].moon_points, 3);
    /* Next expedition: on 9, m2 is taken, so the best free moon is m1. */
    SCN_PENDING(&g, SC_PENDING_BOARD, 1);
    SCN_BOARD(&g, "planet-doubler", "deep-doubler");
    SCN_TRAVEL(&g, "AAA333", "move A");
    SCN_TRAVEL(&g, "AAAAAA", "move A");
    SCN_ILLEGAL(&g, "land moon:m2");
    SCN_APPLY(&g, "land moon:m1");
    assert_int_equal(g.players[1].moon_points, 3 + 2);
}

/* "There can only be 1 astronaut per moon. If all of the moons next to the
 * rocket marker's location are taken, none of the astronauts may
 * disembark." Space 6 has m1 only. */
static void test_moons_full_no_disembark(void **state)
{
    sc_game g;
    SCN_START(&g, MAT, 3, 0, 0);
    SCN_BOARD(&g, "planet-doubler", "deep-doubler", "moon-doubler");
    SCN_TRAVEL(&g, "AAAAAA", "move A"); /* 6 */
    SCN_PENDING(&g, SC_PENDING_LAND, 0);
    SCN_APPLY(&g, "land moon:m1");
    /* Players 1 and 2 have nowhere to go: not asked. */
    SCN_PENDING(&g, SC_PENDING_ROLL, 1);
    assert_int_equal(g.players[1].astronauts[SC_DEEP_DOUBLER].kind, SC_AT_ROCKET);
    /* A later expedition on 6 finds the moon still taken. */
    SCN_ROLL(&g, "333333"); /* crash */
    SCN_BOARD(&g, "planet-doubler", "deep-doubler", "moon-doubler");
    SCN_TRAVEL(&g, "AAAAAA", "move A");
    SCN_PENDING(&g, SC_PENDING_ROLL, 1);
}

/* Disembarking on the planets: "any player who decides to disembark from the
 * rocket places their astronaut token on the given planet. There is no limit
 * to the number of astronauts on a planet." */
static void test_planet_no_limit(void **state)
{
    sc_game g;
    SCN_START(&g, MAT, 5, 0, 0);
    SCN_BOARD(&g, "planet-doubler", "deep-doubler", "moon-doubler", "discarder", "lander");
    SCN_TO_11(&g);
    unsigned b = scn_planet(MAT, "B");
    for (unsigned p = 0; p < 5; p++) {
        SCN_PENDING(&g, SC_PENDING_LAND, (int)p);
        SCN_APPLY(&g, "land planet:B");
    }
    assert_int_equal(g.players[0].astronauts[SC_PLANET_DOUBLER].kind, SC_AT_PLANET);
    assert_int_equal(g.players[0].astronauts[SC_PLANET_DOUBLER].index, b);
    assert_int_equal(g.players[4].astronauts[SC_LANDER].kind, SC_AT_PLANET);
    assert_int_equal(g.players[4].astronauts[SC_LANDER].index, b);
    /* Everyone left the rocket: the expedition ended. */
    SCN_PENDING(&g, SC_PENDING_BOARD, 1);
}

/* "Points for occupying a planet are scored at the end of the game": no
 * points on landing, the planet's gold (5 on B) in the final count. */
static void test_planet_points_at_end_of_game(void **state)
{
    sc_game g;
    SCN_START(&g, MAT, 2, 0, 0);
    SCN_BOARD(&g, "moon-doubler", "deep-doubler");
    SCN_TO_11(&g);
    SCN_APPLY(&g, "land planet:B");
    assert_int_equal(g.players[0].moon_points, 0);
    assert_int_equal(g.players[0].deep_points, 0);
    sc_score s = scn_score(&g, 0);
    assert_int_equal(s.planets[scn_planet(MAT, "B")], 5);
    assert_int_equal(s.planets_total, 5);
    assert_int_equal(s.total, 5);
}

/* Disembarking in deep space: "If the rocket marker reaches deep space (the
 * last space on the cosmic mat), all astronauts must leave the rocket. The
 * commander's astronaut is placed on the comet and immediately receives 7
 * points, all the other players place their astronauts on the galaxy and
 * receive 5 points each." 17 + 5 flames worth 2 overshoots to deep space. */
static void test_deep_space_comet_commander_7_galaxy_5(void **state)
{
    sc_game g;
    SCN_START(&g, MAT, 3, 0, 0);
    SCN_BOARD(&g, "moon-doubler", "planet-doubler", "lander");
    SCN_TO_DEEP(&g);
    assert_int_equal(g.players[0].astronauts[SC_MOON_DOUBLER].kind, SC_AT_COMET);
    assert_int_equal(g.players[1].astronauts[SC_PLANET_DOUBLER].kind, SC_AT_GALAXY);
    assert_int_equal(g.players[2].astronauts[SC_LANDER].kind, SC_AT_GALAXY);
    assert_int_equal(g.players[0].deep_points, 7);
    assert_int_equal(g.players[1].deep_points, 5);
    assert_int_equal(g.players[2].deep_points, 5);
    assert_int_equal(scn_score(&g, 0).deep_space, 7);
    /* No one was asked: everyone left and the expedition is over. */
    SCN_PENDING(&g, SC_PENDING_BOARD, 1);
}

/* The comet goes to the commander at that moment, after a change of
 * commandership (Change of commandership: "from now on they ..."). */
static void test_deep_space_comet_for_current_commander(void **state)
{
    sc_game g;
    SCN_START(&g, MAT, 3, 0, 0);
    SCN_BOARD(&g, "moon-doubler", "planet-doubler", "deep-doubler");
    SCN_TRAVEL(&g, "AAA333", "move A");
    SCN_TRAVEL(&g, "AAAAAA", "move A");
    SCN_APPLY(&g, "land moon:m2"); /* player 0 leaves: player 1 commands */
    SCN_STAY_ALL(&g);
    SCN_PENDING(&g, SC_PENDING_ROLL, 1);
    SCN_TRAVEL(&g, "AAAA22", "move A"); /* 17 */
    SCN_STAY_ALL(&g);
    SCN_TRAVEL(&g, "AAAAA2", "move A"); /* deep space */
    assert_int_equal(g.players[1].astronauts[SC_PLANET_DOUBLER].kind, SC_AT_COMET);
    assert_int_equal(g.players[1].deep_points, 7);
    assert_int_equal(g.players[2].astronauts[SC_DEEP_DOUBLER].kind, SC_AT_GALAXY);
    assert_int_equal(g.players[2].deep_points, 10); /* the deep doubler: 2 x 5 */
    assert_int_equal(g.players[0].deep_points, 0);
}

/* "There is no limit to the number of astronauts on the galaxy or the
 * comet": five players, one comet and four on the galaxy. */
static void test_deep_space_no_limit(void **state)
{
    sc_game g;
    SCN_START(&g, MAT, 5, 0, 3);
    SCN_BOARD(&g, "moon-doubler", "moon-doubler", "moon-doubler", "moon-doubler", "moon-doubler");
    SCN_TO_DEEP(&g);
    for (unsigned p = 0; p < 5; p++) {
        unsigned kind = g.players[p].astronauts[SC_MOON_DOUBLER].kind;
        assert_int_equal(kind, p == 3 ? SC_AT_COMET : SC_AT_GALAXY);
        assert_int_equal(g.players[p].deep_points, p == 3 ? 7 : 5);
    }
    SCN_PENDING(&g, SC_PENDING_BOARD, 4);
}

/* A move past the end of the track stops in deep space. */
static void test_deep_space_move_past_end_stops_there(void **state)
{
    sc_game g;
    SCN_START(&g, MAT, 2, 0, 0);
    SCN_BOARD(&g, "moon-doubler", "planet-doubler");
    SCN_TO_9(&g);
    SCN_TRAVEL(&g, "AAAA22", "move A");
    SCN_STAY_ALL(&g);
    SCN_ROLL(&g, "AAAAAA");
    sc_choice c;
    assert_true(sc_choice_parse(&g, "move A", &c));
    assert_int_equal(sc_game_move_distance(&g, &c), 12); /* 17 + 12 = 29 > 26 */
    SCN_APPLY(&g, "move A");
    /* Deep space reached: everyone left and the next expedition waits. */
    assert_int_equal(g.players[0].astronauts[SC_MOON_DOUBLER].kind, SC_AT_COMET);
    assert_int_equal(g.players[0].deep_points, 7);
    assert_int_equal(g.players[1].deep_points, 5);
    SCN_PENDING(&g, SC_PENDING_BOARD, 1);
}

/* A mat shape the default mat lacks: a space next to both a moon and a
 * planet. The rulebook's moon and planet paragraphs both apply: the player
 * may take the free moon or the planet. */
static void test_landing_space_with_moon_and_planet(void **state)
{
    sc_game g;
    const sc_mat *m = shapes_mat();
    SCN_START(&g, m, 2, 0, 0);
    SCN_BOARD(&g, "planet-doubler", "deep-doubler");
    SCN_TRAVEL(&g, "AA3333", "move A"); /* 2 */
    SCN_CHOICES(&g, "stay|land moon:x|land planet:P");
    SCN_APPLY(&g, "land moon:x");
    assert_int_equal(g.players[0].moon_points, 3);
    /* The moon is full now; the planet is still open. */
    SCN_CHOICES(&g, "stay|land planet:P");
    SCN_APPLY(&g, "land planet:P");
    assert_int_equal(g.players[1].astronauts[SC_DEEP_DOUBLER].kind, SC_AT_PLANET);
}

/* Another shape: a planet next to two spaces, reached from either. */
static void test_body_next_to_several_spaces(void **state)
{
    sc_game g;
    const sc_mat *m = shapes_mat();
    SCN_START(&g, m, 2, 0, 0);
    SCN_BOARD(&g, "planet-doubler", "deep-doubler");
    SCN_TRAVEL(&g, "AAAA33", "move A"); /* 4 */
    SCN_APPLY(&g, "land planet:Q");
    SCN_APPLY(&g, "stay");
    SCN_TRAVEL(&g, "A33333", "move A"); /* 5 */
    SCN_APPLY(&g, "land planet:Q");
    assert_int_equal(g.players[0].astronauts[SC_PLANET_DOUBLER].kind, SC_AT_PLANET);
    assert_int_equal(g.players[1].astronauts[SC_DEEP_DOUBLER].kind, SC_AT_PLANET);
    assert_int_equal(g.players[1].astronauts[SC_DEEP_DOUBLER].index, scn_planet(m, "Q"));
    /* Q is 4/2/1: player 0 landed first (gold, doubled: 8), player 1 silver. */
    assert_int_equal(scn_score(&g, 0).planets[scn_planet(m, "Q")], 8);
    assert_int_equal(scn_score(&g, 1).planets[scn_planet(m, "Q")], 2);
}

/* Another shape: several moons at one space (space 6: e2 and e1, 4 each).
 * One astronaut per moon; when both are taken the third is not asked. */
static void test_several_moons_one_space(void **state)
{
    sc_game g;
    const sc_mat *m = shapes_mat();
    SCN_START(&g, m, 3, 0, 0);
    SCN_BOARD(&g, "planet-doubler", "deep-doubler", "lander");
    SCN_TRAVEL(&g, "AAAAAA", "move A"); /* 6 */
    SCN_PENDING(&g, SC_PENDING_LAND, 0);
    SCN_APPLY(&g, "land moon:e2");
    SCN_PENDING(&g, SC_PENDING_LAND, 1);
    SCN_ILLEGAL(&g, "land moon:e2");
    SCN_APPLY(&g, "land moon:e1");
    assert_int_equal(g.players[0].moon_points, 4);
    assert_int_equal(g.players[1].moon_points, 4);
    /* The lander could step to 5 (Q) or 7 (nothing): asked, but no moon. */
    SCN_PENDING(&g, SC_PENDING_LAND, 2);
    SCN_ILLEGAL(&g, "land moon:e1");
    assert_true(scn_legal(&g, "land planet:Q"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_landing_skipped_spaces_0_to_5),
        cmocka_unit_test(test_landing_order_commander_then_top_down),
        cmocka_unit_test(test_moon_disembark_scores_immediately),
        cmocka_unit_test(test_moon_best_free),
        cmocka_unit_test(test_moons_full_no_disembark),
        cmocka_unit_test(test_planet_no_limit),
        cmocka_unit_test(test_planet_points_at_end_of_game),
        cmocka_unit_test(test_deep_space_comet_commander_7_galaxy_5),
        cmocka_unit_test(test_deep_space_comet_for_current_commander),
        cmocka_unit_test(test_deep_space_no_limit),
        cmocka_unit_test(test_deep_space_move_past_end_stops_there),
        cmocka_unit_test(test_landing_space_with_moon_and_planet),
        cmocka_unit_test(test_body_next_to_several_spaces),
        cmocka_unit_test(test_several_moons_one_space),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
