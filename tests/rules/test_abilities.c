/* Rulebook "FUNCTIONS OF THE ASTRONAUTS": the eight abilities. */
#include "scenario.h"

#define MAT scn_default_mat()

/* Satellite: "If this astronaut is placed on the rocket board, the rocket
 * marker starts the expedition from the space marked with a satellite (3rd
 * space)." Boarded by a player who is not the starter. */
static void test_satellite_start_space_3(void **state)
{
    sc_game g;
    SCN_START(&g, MAT, 3, 0, 0);
    SCN_BOARD(&g, "moon-doubler", "satellite", "lander");
    SCN_PENDING(&g, SC_PENDING_ROLL, 0);
    assert_int_equal(g.rocket_space, 3);
    /* From 3 (A worth 1) six flames reach 9. */
    SCN_TRAVEL(&g, "AAAAAA", "move A");
    assert_int_equal(g.rocket_space, 9);
    /* Without a satellite aboard, the next expedition starts on 0. */
    SCN_STAY_ALL(&g);
    SCN_ROLL_ALL(&g, '2');
    SCN_BOARD(&g, "moon-doubler", "lander", "moon-doubler");
    assert_int_equal(g.rocket_space, 0);
}

/* Satellite: "If there are two or more such astronauts in the rocket, the
 * rocket still starts from the spot marked with the satellite." */
static void test_two_satellites_still_space_3(void **state)
{
    sc_game g;
    SCN_START(&g, MAT, 3, 0, 0);
    SCN_BOARD(&g, "satellite", "satellite", "satellite");
    assert_int_equal(g.rocket_space, 3);
    SCN_TRAVEL(&g, "A22222", "move A");
    assert_int_equal(g.rocket_space, 4);
}

/* Lander: "this astronaut may disembark the rocket as if the marker was one
 * space higher (+1)". On 7 (no body) the lander may take m1 (6) or planet A
 * (8); the other astronaut has nowhere to go and is not asked. */
static void test_lander_plus_one(void **state)
{
    sc_game g;
    SCN_START(&g, MAT, 2, 0, 0);
    SCN_BOARD(&g, "lander", "moon-doubler");
    SCN_TRAVEL(&g, "AAA333", "move A");
    SCN_TRAVEL(&g, "AAAA22", "move A"); /* 3 + 4 = 7 */
    assert_int_equal(g.rocket_space, 7);
    SCN_PENDING(&g, SC_PENDING_LAND, 0);
    SCN_CHOICES(&g, "stay|land moon:m1|land planet:A");
    /* Only one space: m2 (space 9) and B (space 11) are out of reach. */
    SCN_ILLEGAL(&g, "land moon:m2");
    SCN_ILLEGAL(&g, "land planet:B");
    SCN_APPLY(&g, "land planet:A");
    assert_int_equal(g.players[0].astronauts[SC_LANDER].kind, SC_AT_PLANET);
    assert_int_equal(g.players[0].astronauts[SC_LANDER].index, scn_planet(MAT, "A"));
    SCN_PENDING(&g, SC_PENDING_ROLL, 1);
}

/* Lander: "... or one space lower (-1) from its current position." On 9 the
 * lander may land on planet A (space 8). */
static void test_lander_minus_one(void **state)
{
    sc_game g;
    SCN_START(&g, MAT, 2, 0, 0);
    SCN_BOARD(&g, "moon-doubler", "lander");
    SCN_TRAVEL(&g, "AAA333", "move A");
    SCN_TRAVEL(&g, "AAAAAA", "move A"); /* 9 */
    SCN_APPLY(&g, "stay");
    SCN_PENDING(&g, SC_PENDING_LAND, 1);
    SCN_CHOICES(&g, "stay|land moon:m2|land planet:A");
    SCN_APPLY(&g, "land planet:A");
    assert_int_equal(g.players[1].astronauts[SC_LANDER].kind, SC_AT_PLANET);
    assert_int_equal(g.players[1].astronauts[SC_LANDER].index, scn_planet(MAT, "A"));
}

/* Lander: "If the astronaut moves from space 25 to deep space, the player
 * immediately receives only 5 points." Even as the commander (who would
 * have the comet's 7). */
static void test_lander_space25_to_deep_5_points(void **state)
{
    sc_game g;
    SCN_START(&g, MAT, 2, 0, 0);
    SCN_BOARD(&g, "lander", "moon-doubler");
    SCN_TO_9(&g);
    SCN_TRAVEL(&g, "AAAAAA", "move A"); /* 9 + 12 = 21 */
    SCN_STAY_ALL(&g);
    SCN_TRAVEL(&g, "223333", "move 2"); /* 21 + 4 = 25 */
    assert_int_equal(g.rocket_space, 25);
    SCN_PENDING(&g, SC_PENDING_LAND, 0);
    SCN_CHOICES(&g, "stay|land moon:m6|land deep");
    /* What the game says a landing scores at once (sc_landing_points, the
     * hint's figure) is what it scores. */
    assert_int_equal(sc_landing_points(MAT, SC_LANDER, SC_TARGET_DEEP, 0), 5);
    SCN_APPLY(&g, "land deep");
    assert_int_equal(g.players[0].astronauts[SC_LANDER].kind, SC_AT_GALAXY);
    assert_int_equal(g.players[0].deep_points, 5);
    assert_int_equal(scn_score(&g, 0).deep_space, 5);
    /* The rocket stays on 25 with player 1, now the commander. */
    SCN_PENDING(&g, SC_PENDING_ROLL, 1);
    assert_int_equal(g.rocket_space, 25);
}

/* Moon doubler: "If this astronaut disembarks on a moon, the player doubles
 * the points scored for this moon." m2 is worth 3. */
static void test_moon_doubler(void **state)
{
    sc_game g;
    SCN_START(&g, MAT, 2, 0, 0);
    SCN_BOARD(&g, "moon-doubler", "moon-doubler");
    SCN_TRAVEL(&g, "AAA333", "move A");
    SCN_TRAVEL(&g, "AAAAAA", "move A");
    assert_int_equal(sc_landing_points(MAT, SC_MOON_DOUBLER, SC_TARGET_MOON, scn_moon(MAT, "m2")),
                     6);
    SCN_APPLY(&g, "land moon:m2");
    assert_int_equal(g.players[0].moon_points, 6);
    SCN_APPLY(&g, "land moon:m1");
    assert_int_equal(g.players[1].moon_points, 4);
    assert_int_equal(scn_score(&g, 0).moons, 6);
    assert_int_equal(scn_score(&g, 0).total, 6);
}

/* The moon doubler doubles moons only: alone on planet B it scores B's 5. */
static void test_moon_doubler_no_effect_on_planet(void **state)
{
    sc_game g;
    SCN_START(&g, MAT, 2, 0, 0);
    SCN_BOARD(&g, "moon-doubler", "lander");
    SCN_TO_11(&g);
    /* Nothing at once: a planet scores at the end. */
    assert_int_equal(
        sc_landing_points(MAT, SC_MOON_DOUBLER, SC_TARGET_PLANET, scn_planet(MAT, "B")), 0);
    SCN_APPLY(&g, "land planet:B");
    assert_int_equal(scn_score(&g, 0).planets[scn_planet(MAT, "B")], 5);
}

/* Planet doubler: "The player doubles the points scored for the planet with
 * this astronaut." Alone on B: gold 5, doubled 10; the player's other planet
 * (A, gold 3) is not doubled. */
static void test_planet_doubler(void **state)
{
    sc_game g;
    SCN_START(&g, MAT, 2, 0, 0);
    SCN_BOARD(&g, "planet-doubler", "lander");
    SCN_TO_11(&g);
    SCN_APPLY(&g, "land planet:B");
    SCN_APPLY(&g, "stay");
    SCN_ROLL_ALL(&g, '2'); /* crash on 11 */
    sc_score s = scn_score(&g, 0);
    assert_int_equal(s.planets[scn_planet(MAT, "B")], 10);
    /* Expedition 2: player 0's moon doubler alone on A. */
    SCN_BOARD(&g, "lander", "moon-doubler");
    SCN_TRAVEL(&g, "AAAAAA", "move A"); /* 6 */
    SCN_STAY_ALL(&g);
    SCN_TRAVEL(&g, "233333", "move 2"); /* 8 */
    SCN_PENDING(&g, SC_PENDING_LAND, 1);
    SCN_APPLY(&g, "stay");
    SCN_APPLY(&g, "land planet:A");
    s = scn_score(&g, 0);
    assert_int_equal(s.planets[scn_planet(MAT, "A")], 3);
    assert_int_equal(s.planets[scn_planet(MAT, "B")], 10);
    assert_int_equal(s.planets_total, 13);
}

/* Deep doubler: "If this astronaut disembarks in deep space, the player
 * doubles the points scored (thus gaining 14 or 10)." */
static void test_deep_doubler(void **state)
{
    sc_game g;
    SCN_START(&g, MAT, 3, 0, 0);
    SCN_BOARD(&g, "deep-doubler", "deep-doubler", "moon-doubler");
    SCN_TO_DEEP(&g);
    assert_int_equal(g.players[0].deep_points, 14); /* comet 7 x 2 */
    assert_int_equal(g.players[1].deep_points, 10); /* galaxy 5 x 2 */
    assert_int_equal(g.players[2].deep_points, 5);
    assert_int_equal(scn_score(&g, 0).deep_space, 14);
    assert_int_equal(sc_deep_space_points(MAT, SC_DEEP_DOUBLER, true), 14);
    assert_int_equal(sc_deep_space_points(MAT, SC_DEEP_DOUBLER, false), 10);
    assert_int_equal(sc_deep_space_points(MAT, SC_MOON_DOUBLER, false), 5);
}

/* The deep doubler on a moon scores the moon's plain points. */
static void test_deep_doubler_no_effect_on_moon(void **state)
{
    sc_game g;
    SCN_START(&g, MAT, 2, 0, 0);
    SCN_BOARD(&g, "deep-doubler", "lander");
    SCN_TRAVEL(&g, "AAA333", "move A");
    SCN_TRAVEL(&g, "AAAAAA", "move A");
    assert_int_equal(sc_landing_points(MAT, SC_DEEP_DOUBLER, SC_TARGET_MOON, scn_moon(MAT, "m2")),
                     3);
    SCN_APPLY(&g, "land moon:m2");
    assert_int_equal(g.players[0].moon_points, 3);
}

/* Discarder: "When this astronaut disembarks the rocket, the current
 * commander must discard one die (as if they used it during travel)." */
static void test_discarder_commander_discards(void **state)
{
    sc_game g;
    SCN_START(&g, MAT, 2, 0, 0);
    SCN_BOARD(&g, "moon-doubler", "discarder");
    SCN_TRAVEL(&g, "AAA333", "move A");
    SCN_TRAVEL(&g, "AAAAAA", "move A");
    assert_int_equal(g.pool, 6);
    SCN_APPLY(&g, "stay");
    SCN_APPLY(&g, "land moon:m2");
    assert_int_equal(g.pool, 5);
    SCN_PENDING(&g, SC_PENDING_ROLL, 0);
    SCN_ROLL(&g, "AAAAA");
}

/* The same when the discarder is the commander: the new commander receives
 * the pool less one die. */
static void test_discarder_as_commander(void **state)
{
    sc_game g;
    SCN_START(&g, MAT, 2, 0, 0);
    SCN_BOARD(&g, "discarder", "moon-doubler");
    SCN_TRAVEL(&g, "AAA333", "move A");
    SCN_TRAVEL(&g, "AAAAAA", "move A");
    SCN_APPLY(&g, "land moon:m2");
    SCN_APPLY(&g, "stay");
    SCN_PENDING(&g, SC_PENDING_ROLL, 1);
    assert_int_equal(g.pool, 5);
}

/* Discarder: "Remember that the last die always stays next to the rocket and
 * the commander." */
static void test_discarder_last_die_stays(void **state)
{
    sc_game g;
    SCN_START(&g, MAT, 2, 0, 0);
    SCN_BOARD(&g, "discarder", "moon-doubler");
    SCN_TRAVEL(&g, "222221", "move 1 2"); /* 10 + 1 = 11, every die used */
    assert_int_equal(g.rocket_space, 11);
    assert_int_equal(g.pool, 1);
    SCN_APPLY(&g, "land planet:B");
    assert_int_equal(g.pool, 1);
    SCN_APPLY(&g, "stay");
    SCN_PENDING(&g, SC_PENDING_ROLL, 1);
    SCN_ROLL(&g, "A");
}

/* Pilot: "the commander may use this astronaut as a die with value 1, in
 * addition to whatever the rolled dice are." */
static void test_pilot_used_as_one(void **state)
{
    sc_game g;
    sc_choice c;
    SCN_START(&g, MAT, 2, 0, 0);
    SCN_BOARD(&g, "moon-doubler", "pilot");
    SCN_ROLL(&g, "A33333");
    /* Seat 0 holds a moon doubler, not a pilot. */
    SCN_ILLEGAL(&g, "move A pilot@0");
    assert_true(sc_choice_parse(&g, "move A pilot@1", &c));
    assert_int_equal(sc_game_move_distance(&g, &c), 2);
    SCN_APPLY(&g, "move A pilot@1");
    assert_int_equal(g.rocket_space, 2);
    /* "Flip the astronaut token face down after using the ability." */
    assert_true(g.seats[1].pilot_used);
    /* A pilot is not a die of the pool: nothing was discarded. */
    assert_int_equal(g.pool, 6);
}

/* Pilot: "If none of the values of the rolled dice matches the symbols next
 * to the rocket marker's current location, but this location allows moving
 * with 1, then the commander can use this astronaut to move as usual,
 * instead of crashing." */
static void test_pilot_averts_crash(void **state)
{
    sc_game g;
    SCN_START(&g, MAT, 2, 0, 0);
    SCN_BOARD(&g, "moon-doubler", "pilot");
    SCN_ROLL(&g, "333444");
    SCN_PENDING(&g, SC_PENDING_TRAVEL, 0);
    SCN_CHOICES(&g, "move pilot@1|crash");
    SCN_APPLY(&g, "move pilot@1");
    assert_int_equal(g.rocket_space, 1);
    assert_int_equal(g.failures, 0);
}

/* Pilot: "If there are more such astronauts in the rocket, the commander may
 * choose which one to use (they may use more than 1 during 1 travel
 * phase)." */
static void test_two_pilots_one_phase(void **state)
{
    sc_game g;
    SCN_START(&g, MAT, 3, 0, 0);
    SCN_BOARD(&g, "moon-doubler", "pilot", "pilot");
    SCN_ROLL(&g, "333444");
    SCN_CHOICES(&g, "move pilot@1|move pilot@2|move pilot@1 pilot@2|crash");
    SCN_APPLY(&g, "move pilot@1 pilot@2");
    assert_int_equal(g.rocket_space, 2);
    assert_true(g.seats[1].pilot_used);
    assert_true(g.seats[2].pilot_used);
}

/* Pilot: "In order to use this ability, the rocket must be on a spot with the
 * dice symbol with one dot." Space 2 shows 2 and 4; space 4 shows 2, 3, 4. */
static void test_pilot_needs_one_face(void **state)
{
    sc_game g;
    SCN_START(&g, MAT, 2, 0, 0);
    SCN_BOARD(&g, "moon-doubler", "pilot");
    SCN_TRAVEL(&g, "AA3333", "move A"); /* 2 */
    SCN_ROLL(&g, "233333");
    SCN_ILLEGAL(&g, "move 2 pilot@1");
    SCN_ILLEGAL(&g, "move pilot@1");
    SCN_APPLY(&g, "move 2"); /* 4, pool 5 */
    assert_int_equal(g.rocket_space, 4);
    /* No usable die and no one-pip face: the pilot cannot save the rocket. */
    SCN_ROLL(&g, "11111");
    assert_int_equal(g.failures, 1);
    SCN_PENDING(&g, SC_PENDING_BOARD, 1);
}

/* Pilot: "The commander may use this astronaut's ability only once during an
 * expedition." A new expedition brings a fresh token. */
static void test_pilot_once_per_expedition(void **state)
{
    sc_game g;
    SCN_START(&g, MAT, 2, 0, 0);
    SCN_BOARD(&g, "moon-doubler", "pilot");
    SCN_ROLL(&g, "333444");
    SCN_APPLY(&g, "move pilot@1"); /* 1 */
    /* Space 1 shows 1 2 3, but the pilot is spent: a failed roll crashes
     * at once, with no rescue to offer. */
    SCN_ROLL(&g, "444444");
    assert_int_equal(g.failures, 1);
    /* Next expedition, player 1 boards the same pilot again: usable. */
    SCN_PENDING(&g, SC_PENDING_BOARD, 1);
    SCN_BOARD(&g, "pilot", "moon-doubler");
    SCN_ROLL(&g, "333444");
    SCN_PENDING(&g, SC_PENDING_TRAVEL, 1);
    SCN_APPLY(&g, "move pilot@0");
    assert_int_equal(g.rocket_space, 1);
    /* And with a usable roll, the spent pilot cannot be added. */
    SCN_ROLL(&g, "144444");
    SCN_ILLEGAL(&g, "move 1 pilot@0");
    SCN_ILLEGAL(&g, "move pilot@0");
    SCN_CHOICES(&g, "move 1");
}

/* Pilot: "As long as this astronaut is in the rocket": once landed, it no
 * longer saves the rocket. */
static void test_pilot_only_while_aboard(void **state)
{
    sc_game g;
    SCN_START(&g, MAT, 2, 0, 0);
    SCN_BOARD(&g, "moon-doubler", "pilot");
    SCN_TRAVEL(&g, "AAAAAA", "move A"); /* 6: m1 */
    SCN_APPLY(&g, "stay");
    SCN_APPLY(&g, "land moon:m1");
    SCN_ROLL(&g, "333333"); /* 6 shows 1 2 */
    assert_int_equal(g.failures, 1);
    SCN_PENDING(&g, SC_PENDING_BOARD, 1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_satellite_start_space_3),
        cmocka_unit_test(test_two_satellites_still_space_3),
        cmocka_unit_test(test_lander_plus_one),
        cmocka_unit_test(test_lander_minus_one),
        cmocka_unit_test(test_lander_space25_to_deep_5_points),
        cmocka_unit_test(test_moon_doubler),
        cmocka_unit_test(test_moon_doubler_no_effect_on_planet),
        cmocka_unit_test(test_planet_doubler),
        cmocka_unit_test(test_deep_doubler),
        cmocka_unit_test(test_deep_doubler_no_effect_on_moon),
        cmocka_unit_test(test_discarder_commander_discards),
        cmocka_unit_test(test_discarder_as_commander),
        cmocka_unit_test(test_discarder_last_die_stays),
        cmocka_unit_test(test_pilot_used_as_one),
        cmocka_unit_test(test_pilot_averts_crash),
        cmocka_unit_test(test_two_pilots_one_phase),
        cmocka_unit_test(test_pilot_needs_one_face),
        cmocka_unit_test(test_pilot_once_per_expedition),
        cmocka_unit_test(test_pilot_only_while_aboard),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
