/* Rulebook "COSMIC EXPEDITION": takeoff, travel stages 1-3, crashing the
 * rocket, change of commandership and the rocket board passing on.
 * Expected values are worked out by hand from the rulebook and the default
 * mat (see scenario.h for the mat). */
#include "scenario.h"

#define MAT scn_default_mat()

/* Takeoff phase: "The player starting the expedition places the rocket
 * marker on the 0 space" and "becomes the commander of the expedition";
 * 6 dice in the first travel phase. */
static void test_takeoff_rocket_on_space_0(void **state)
{
    sc_game g;
    SCN_START(&g, MAT, 2, 0, 0);
    SCN_PENDING(&g, SC_PENDING_BOARD, 0);
    SCN_BOARD(&g, "moon-doubler", "lander");
    SCN_PENDING(&g, SC_PENDING_ROLL, 0);
    assert_int_equal(g.rocket_space, 0);
    assert_int_equal(g.commander_seat, 0);
    assert_int_equal(g.pool, 6);
    /* Stage 1: "rolls all the available dice (6 dice in the first travel
     * phase)": five dice are not a roll of the whole pool. */
    uint8_t five[5] = {SC_FACE_A, SC_FACE_A, SC_FACE_A, SC_FACE_A, SC_FACE_A};
    assert_int_equal(sc_game_roll_fixed(&g, five, 5), SC_ERR_BAD_DICE);
    SCN_ROLL(&g, "AAAAAA");
}

/* "Then they choose one of their astronauts and place them on the first
 * space of the rocket board. Next, in clockwise order, the remaining players
 * each choose ..." (clockwise = the next seat index). */
static void test_takeoff_order_clockwise_from_starter(void **state)
{
    sc_game g;
    SCN_START(&g, MAT, 4, 0, 2);
    SCN_PENDING(&g, SC_PENDING_BOARD, 2);
    SCN_APPLY(&g, "board pilot");
    SCN_PENDING(&g, SC_PENDING_BOARD, 3);
    SCN_APPLY(&g, "board lander");
    SCN_PENDING(&g, SC_PENDING_BOARD, 0);
    SCN_APPLY(&g, "board pilot");
    SCN_PENDING(&g, SC_PENDING_BOARD, 1);
    SCN_APPLY(&g, "board discarder");
    assert_int_equal(g.seats[0].player, 2);
    assert_int_equal(g.seats[1].player, 3);
    assert_int_equal(g.seats[2].player, 0);
    assert_int_equal(g.seats[3].player, 1);
    assert_int_equal(g.seats[0].ability, SC_PILOT);
    assert_int_equal(g.seats[3].ability, SC_DISCARDER);
    /* The starter is the commander: they roll. */
    SCN_PENDING(&g, SC_PENDING_ROLL, 2);
}

/* Takeoff: "choose one of their available astronauts": one already aboard
 * is not available to its player twice in an expedition (each player has
 * one of each ability, and every player boards exactly one). */
static void test_takeoff_one_astronaut_per_player(void **state)
{
    sc_game g;
    SCN_START(&g, MAT, 2, 0, 0);
    SCN_APPLY(&g, "board pilot");
    /* Player 1 has all 8 at home: 8 choices. */
    assert_int_equal(scn_choice_count(&g), 8);
    SCN_APPLY(&g, "board pilot");
    SCN_PENDING(&g, SC_PENDING_ROLL, 0);
}

/* Stage 1: "Dice that don't correspond to those values cannot be used during
 * the rest of this travel phase." Space 0 shows A, 1 and 2. */
static void test_travel_stage1_unusable_dice(void **state)
{
    sc_game g;
    SCN_START(&g, MAT, 2, 0, 0);
    SCN_BOARD(&g, "moon-doubler", "lander");
    SCN_ROLL(&g, "A34223");
    SCN_PENDING(&g, SC_PENDING_TRAVEL, 0);
    SCN_ILLEGAL(&g, "move 3");
    SCN_ILLEGAL(&g, "move 4");
    SCN_ILLEGAL(&g, "move A 3");
    SCN_ILLEGAL(&g, "move 2 4");
    /* With usable dice there is no crash to choose. */
    SCN_ILLEGAL(&g, "crash");
    assert_true(scn_legal(&g, "move A"));
    assert_true(scn_legal(&g, "move 2"));
    SCN_APPLY(&g, "move A 2"); /* 1x1 + 2x2 = 5 */
    assert_int_equal(g.rocket_space, 5);
}

/* Stage 1: "group them according to the rolled results (a single die can be
 * a group)"; stage 2: "the commander chooses a group or groups". On space 0,
 * 2 2 A 1 3 3 gives three usable groups (A, 1, 2): seven non-empty choices. */
static void test_travel_stage1_groups(void **state)
{
    sc_game g;
    SCN_START(&g, MAT, 2, 0, 0);
    SCN_BOARD(&g, "moon-doubler", "lander");
    SCN_ROLL(&g, "22A133");
    SCN_CHOICES(&g, "move A|move 1|move 2|move A 1|move A 2|move 1 2|move A 1 2");
}

/* Stage 2: "If the commander chooses a group with multiple dice, they must
 * use all of the dice in that group. The rocket will then move an amount of
 * spaces equal to the sum of the values of the dice chosen." Three 2s are 6;
 * stage 3 discards all three. */
static void test_travel_stage2_whole_group(void **state)
{
    sc_game g;
    SCN_START(&g, MAT, 2, 0, 0);
    SCN_BOARD(&g, "moon-doubler", "lander");
    SCN_ROLL(&g, "222A33");
    sc_choice c;
    assert_true(sc_choice_parse(&g, "move 2", &c));
    assert_int_equal(sc_game_move_distance(&g, &c), 6);
    SCN_APPLY(&g, "move 2");
    assert_int_equal(g.rocket_space, 6);
    assert_int_equal(g.pool, 3);
}

/* Stage 2 example: "The afterburner dice currently have a value of 1, so the
 * rocket will move 3 spaces (1 x [afterburner] + 2 x [..]). Alternatively,
 * the commander could also choose only one of the groups and move fewer
 * spaces." (The die icons are lost in the text; on space 0 a flame and two
 * 1s give the example's 3.) */
static void test_travel_stage2_example_both_groups(void **state)
{
    sc_game g;
    SCN_START(&g, MAT, 2, 0, 0);
    SCN_BOARD(&g, "moon-doubler", "lander");
    SCN_ROLL(&g, "A11334");
    sc_choice c;
    assert_true(sc_choice_parse(&g, "move A", &c));
    assert_int_equal(sc_game_move_distance(&g, &c), 1);
    assert_true(sc_choice_parse(&g, "move 1", &c));
    assert_int_equal(sc_game_move_distance(&g, &c), 2);
    SCN_APPLY(&g, "move A 1");
    assert_int_equal(g.rocket_space, 3);
}

/* "The value of the afterburner face is determined by the rocket marker's
 * current location": 1 on space 0, 2 on space 9, 3 on space 20. */
static void test_afterburner_value_by_space(void **state)
{
    sc_game g;
    sc_choice c;
    SCN_START(&g, MAT, 2, 0, 0);
    SCN_BOARD(&g, "moon-doubler", "lander");
    SCN_ROLL(&g, "AA3333");
    assert_true(sc_choice_parse(&g, "move A", &c));
    assert_int_equal(sc_game_move_distance(&g, &c), 2); /* 2 x 1 */
    SCN_APPLY(&g, "move A");
    assert_int_equal(g.rocket_space, 2);

    SCN_START(&g, MAT, 2, 0, 0);
    SCN_BOARD(&g, "moon-doubler", "lander");
    SCN_TO_9(&g);
    SCN_ROLL(&g, "AAAA22");
    assert_true(sc_choice_parse(&g, "move A", &c));
    assert_int_equal(sc_game_move_distance(&g, &c), 8); /* 4 x 2 */
    SCN_APPLY(&g, "move A");
    assert_int_equal(g.rocket_space, 17);
    SCN_STAY_ALL(&g);
    SCN_TRAVEL(&g, "322222", "move 3"); /* 17 + 3 = 20; one die discarded */
    assert_int_equal(g.rocket_space, 20);
    SCN_STAY_ALL(&g);
    SCN_ROLL(&g, "A2222");
    assert_true(sc_choice_parse(&g, "move A", &c));
    assert_int_equal(sc_game_move_distance(&g, &c), 3); /* 1 x 3 */
    SCN_APPLY(&g, "move A");
    assert_int_equal(g.rocket_space, 23);
}

/* The flame is usable only where the space shows it: space 2 shows 2 and 4. */
static void test_afterburner_unusable_where_not_shown(void **state)
{
    sc_game g;
    SCN_START(&g, MAT, 2, 0, 0);
    SCN_BOARD(&g, "moon-doubler", "lander");
    SCN_TRAVEL(&g, "AA3333", "move A");
    assert_int_equal(g.rocket_space, 2);
    SCN_ROLL(&g, "A23333");
    SCN_ILLEGAL(&g, "move A");
    SCN_ILLEGAL(&g, "move A 2");
    SCN_APPLY(&g, "move 2");
    assert_int_equal(g.rocket_space, 4);
}

/* Stage 3 and its example: "the player used 2 dice with the [A] result and 1
 * with the [number] symbol. Because the dice with the [A] result are never
 * discarded, they discard only the die with the [number] result." */
static void test_afterburner_dice_not_discarded(void **state)
{
    sc_game g;
    SCN_START(&g, MAT, 2, 0, 0);
    SCN_BOARD(&g, "moon-doubler", "lander");
    SCN_TRAVEL(&g, "AA1333", "move A 1"); /* 2 + 1 = 3 */
    assert_int_equal(g.rocket_space, 3);
    assert_int_equal(g.pool, 5);
    /* "They will be available during the next travel phase": 5 dice roll. */
    SCN_ROLL(&g, "AAAAA");
}

/* Stage 3: used dice "may not be used again until the end of this
 * expedition"; the next expedition starts with all 6 again. */
static void test_used_dice_discarded_until_end_of_expedition(void **state)
{
    sc_game g;
    SCN_START(&g, MAT, 2, 0, 0);
    SCN_BOARD(&g, "moon-doubler", "lander");
    SCN_TRAVEL(&g, "222A33", "move 2"); /* 0 + 6 = 6, pool 3 */
    assert_int_equal(g.pool, 3);
    SCN_STAY_ALL(&g);
    SCN_TRAVEL(&g, "133", "move 1"); /* 6 + 1 = 7, pool 2 */
    assert_int_equal(g.rocket_space, 7);
    assert_int_equal(g.pool, 2);
    SCN_STAY_ALL(&g);   /* the lander may step to 6 or 8 */
    SCN_ROLL(&g, "11"); /* 7 shows 3 and 4: crash */
    SCN_PENDING(&g, SC_PENDING_BOARD, 1);
    assert_int_equal(g.pool, 6);
    SCN_BOARD(&g, "moon-doubler", "lander");
    SCN_ROLL(&g, "AAAAAA");
}

/* Stage 3: "If the commander ends the discard stage with zero dice
 * remaining, they take one from the cosmic mat. The commander must always
 * have at least 1 die." */
static void test_pool_never_below_one(void **state)
{
    sc_game g;
    SCN_START(&g, MAT, 2, 0, 0);
    SCN_BOARD(&g, "moon-doubler", "planet-doubler");
    SCN_TRAVEL(&g, "222211", "move 1 2"); /* 8 + 2 = 10 */
    assert_int_equal(g.rocket_space, 10);
    assert_int_equal(g.pool, 1);
    SCN_PENDING(&g, SC_PENDING_ROLL, 0);
    SCN_ROLL(&g, "2");
    SCN_APPLY(&g, "move 2"); /* 12 */
    assert_int_equal(g.rocket_space, 12);
    assert_int_equal(g.pool, 1);
}

/* Crashing: "After rolling the dice, if none of the results match the
 * symbols next to the rocket marker's current location, the rocket crashes.
 * The commander moves the cosmic failure token to the next space." */
static void test_crash_moves_failure_token(void **state)
{
    sc_game g;
    SCN_START(&g, MAT, 2, 0, 0);
    assert_int_equal(g.failures, 0);
    SCN_BOARD(&g, "moon-doubler", "lander");
    SCN_ROLL(&g, "334434");
    assert_int_equal(g.failures, 1);
    SCN_BOARD(&g, "moon-doubler", "lander");
    SCN_ROLL(&g, "443333");
    assert_int_equal(g.failures, 2);
}

/* Crashing: "All players take their astronauts still available on the
 * rocket board and place them back on their player boards." and "After the
 * rocket crashes, the current cosmic expedition ends. The player that began
 * the expedition gives the rocket board to the player on their left". */
static void test_crash_astronauts_return_home(void **state)
{
    sc_game g;
    SCN_START(&g, MAT, 3, 0, 1);
    SCN_BOARD(&g, "moon-doubler", "lander", "deep-doubler");
    SCN_TO_9(&g);
    SCN_ROLL_ALL(&g, '3'); /* 9 shows A 1 4; no pilot aboard */
    assert_int_equal(g.failures, 1);
    assert_int_equal(g.players[1].astronauts[SC_MOON_DOUBLER].kind, SC_AT_HOME);
    assert_int_equal(g.players[2].astronauts[SC_LANDER].kind, SC_AT_HOME);
    assert_int_equal(g.players[0].astronauts[SC_DEEP_DOUBLER].kind, SC_AT_HOME);
    for (unsigned p = 0; p < 3; p++) {
        assert_int_equal(sc_game_placed(&g, p), 0);
    }
    /* Starter 1 hands the rocket board to 2. */
    SCN_PENDING(&g, SC_PENDING_BOARD, 2);
    /* Everyone has all 8 astronauts again. */
    assert_int_equal(scn_choice_count(&g), 8);
    SCN_APPLY(&g, "board lander");
}

/* Crashing: "As an exception, any astronaut with a parachute can still
 * disembark on the current space with the rocket marker"; parachute: "If
 * the rocket crashes at a location with a planet or unoccupied moon, this
 * astronaut may still disembark there." */
static void test_crash_parachute_may_land(void **state)
{
    sc_game g;
    SCN_START(&g, MAT, 2, 0, 0);
    SCN_BOARD(&g, "moon-doubler", "parachute");
    SCN_TO_11(&g);
    SCN_STAY_ALL(&g);
    SCN_ROLL_ALL(&g, '2'); /* 11 shows A 1 3 */
    assert_int_equal(g.failures, 1);
    SCN_PENDING(&g, SC_PENDING_PARACHUTE, 1);
    SCN_CHOICES(&g, "stay|land planet:B");
    SCN_APPLY(&g, "land planet:B");
    assert_int_equal(g.players[1].astronauts[SC_PARACHUTE].kind, SC_AT_PLANET);
    assert_int_equal(g.players[1].astronauts[SC_PARACHUTE].index, scn_planet(MAT, "B"));
    assert_int_equal(g.players[0].astronauts[SC_MOON_DOUBLER].kind, SC_AT_HOME);
    SCN_PENDING(&g, SC_PENDING_BOARD, 1);
}

/* Parachute: "If ... the player decides not to disembark, the astronaut
 * returns to the player." */
static void test_crash_parachute_may_decline(void **state)
{
    sc_game g;
    SCN_START(&g, MAT, 2, 0, 0);
    SCN_BOARD(&g, "parachute", "moon-doubler");
    SCN_TO_9(&g);
    SCN_ROLL_ALL(&g, '2'); /* 9 shows A 1 4 */
    SCN_PENDING(&g, SC_PENDING_PARACHUTE, 0);
    assert_true(scn_legal(&g, "land moon:m2"));
    SCN_APPLY(&g, "stay");
    assert_int_equal(g.players[0].astronauts[SC_PARACHUTE].kind, SC_AT_HOME);
    assert_int_equal(g.players[0].moon_points, 0);
    SCN_PENDING(&g, SC_PENDING_BOARD, 1);
}

/* Parachute: "If there is no space available on the current position ... the
 * astronaut returns to the player": m1, the only moon of space 6, is taken. */
static void test_crash_parachute_no_free_moon(void **state)
{
    sc_game g;
    SCN_START(&g, MAT, 2, 0, 0);
    SCN_BOARD(&g, "planet-doubler", "parachute");
    SCN_TRAVEL(&g, "AAAAAA", "move A"); /* 6 */
    SCN_PENDING(&g, SC_PENDING_LAND, 0);
    SCN_APPLY(&g, "land moon:m1");
    /* The moon is full: player 1 is not asked, and is now the commander. */
    SCN_PENDING(&g, SC_PENDING_ROLL, 1);
    SCN_ROLL_ALL(&g, '3'); /* 6 shows 1 2 */
    assert_int_equal(g.failures, 1);
    SCN_PENDING(&g, SC_PENDING_BOARD, 1);
    assert_int_equal(g.players[1].astronauts[SC_PARACHUTE].kind, SC_AT_HOME);
}

/* "There are no moons or planets on spaces from 0 to 5": a parachute
 * crashing there has nowhere to go. */
static void test_crash_parachute_nothing_before_space_6(void **state)
{
    sc_game g;
    SCN_START(&g, MAT, 2, 0, 0);
    SCN_BOARD(&g, "parachute", "parachute");
    SCN_ROLL(&g, "333444");
    assert_int_equal(g.failures, 1);
    SCN_PENDING(&g, SC_PENDING_BOARD, 1);
}

/* Change of commandership: "If the commander disembarks the rocket, the next
 * player on the rocket immediately becomes the new commander. The new
 * commander receives the unused dice and from now on they will perform the
 * rolls". */
static void test_commander_change_passes_dice(void **state)
{
    sc_game g;
    SCN_START(&g, MAT, 3, 0, 0);
    SCN_BOARD(&g, "moon-doubler", "planet-doubler", "deep-doubler");
    SCN_TRAVEL(&g, "AA1333", "move A 1"); /* 3, pool 5 */
    SCN_TRAVEL(&g, "AAA32", "move A 3");  /* 3 + 3 + 3 = 9, pool 4 */
    assert_int_equal(g.rocket_space, 9);
    assert_int_equal(g.pool, 4);
    SCN_PENDING(&g, SC_PENDING_LAND, 0);
    SCN_APPLY(&g, "land moon:m2");
    assert_int_equal(g.commander_seat, 1);
    SCN_PENDING(&g, SC_PENDING_LAND, 1);
    SCN_APPLY(&g, "stay");
    SCN_PENDING(&g, SC_PENDING_LAND, 2);
    SCN_APPLY(&g, "stay");
    SCN_PENDING(&g, SC_PENDING_ROLL, 1);
    assert_int_equal(g.pool, 4);
    SCN_ROLL(&g, "AA33");
    SCN_PENDING(&g, SC_PENDING_TRAVEL, 1);
    SCN_APPLY(&g, "move A"); /* 9 + 4 = 13 */
    assert_int_equal(g.rocket_space, 13);
}

/* "the next player on the rocket immediately becomes the new commander":
 * the next one still aboard. Seat 1 lands on 9; the commander lands on 13;
 * seat 2 takes command. */
static void test_commander_change_skips_landed_seats(void **state)
{
    sc_game g;
    SCN_START(&g, MAT, 3, 0, 0);
    SCN_BOARD(&g, "moon-doubler", "planet-doubler", "deep-doubler");
    SCN_TRAVEL(&g, "AAA333", "move A");
    SCN_TRAVEL(&g, "AAAAAA", "move A"); /* 9 */
    SCN_APPLY(&g, "stay");
    SCN_APPLY(&g, "land moon:m2");
    SCN_APPLY(&g, "stay");
    SCN_PENDING(&g, SC_PENDING_ROLL, 0);
    SCN_TRAVEL(&g, "AA2222", "move A"); /* 13: m3 free, m2 taken */
    SCN_PENDING(&g, SC_PENDING_LAND, 0);
    SCN_APPLY(&g, "land moon:m3");
    assert_int_equal(g.commander_seat, 2);
    SCN_PENDING(&g, SC_PENDING_ROLL, 2);
}

/* "The rocket board remains in front of the original commander so as to not
 * disrupt the player turn order": after the commander changed, the next
 * expedition is started by the original starter's left neighbour. */
static void test_rocket_board_stays_with_starter(void **state)
{
    sc_game g;
    SCN_START(&g, MAT, 3, 0, 0);
    SCN_BOARD(&g, "moon-doubler", "planet-doubler", "deep-doubler");
    SCN_TO_9(&g);
    /* Everyone stayed at 9; go on to 13, the commander lands there. */
    SCN_TRAVEL(&g, "AA2222", "move A");
    SCN_PENDING(&g, SC_PENDING_LAND, 0);
    SCN_APPLY(&g, "land moon:m3");
    SCN_APPLY(&g, "land moon:m2"); /* player 1, now the commander, too */
    SCN_PENDING(&g, SC_PENDING_ROLL, 2);
    SCN_ROLL_ALL(&g, '2'); /* 13 shows 1 4 */
    SCN_PENDING(&g, SC_PENDING_BOARD, 1);
}

/* "After finishing a cosmic expedition, the player that started it gives the
 * rocket board to the player to their left - this player will start the next
 * cosmic expedition." */
static void test_rocket_board_passes_left(void **state)
{
    sc_game g;
    SCN_START(&g, MAT, 3, 0, 2);
    SCN_BOARD(&g, "moon-doubler", "planet-doubler", "deep-doubler");
    SCN_ROLL(&g, "333444");
    SCN_PENDING(&g, SC_PENDING_BOARD, 0);
    SCN_BOARD(&g, "moon-doubler", "planet-doubler", "deep-doubler");
    assert_int_equal(g.seats[0].player, 0);
    SCN_PENDING(&g, SC_PENDING_ROLL, 0);
    SCN_ROLL(&g, "333444");
    SCN_PENDING(&g, SC_PENDING_BOARD, 1);
    SCN_BOARD(&g, "moon-doubler", "planet-doubler", "deep-doubler");
    SCN_PENDING(&g, SC_PENDING_ROLL, 1);
    /* An expedition that ends with everyone landed passes the board too. */
    SCN_TO_DEEP(&g);
    SCN_PENDING(&g, SC_PENDING_BOARD, 2);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_takeoff_rocket_on_space_0),
        cmocka_unit_test(test_takeoff_order_clockwise_from_starter),
        cmocka_unit_test(test_takeoff_one_astronaut_per_player),
        cmocka_unit_test(test_travel_stage1_unusable_dice),
        cmocka_unit_test(test_travel_stage1_groups),
        cmocka_unit_test(test_travel_stage2_whole_group),
        cmocka_unit_test(test_travel_stage2_example_both_groups),
        cmocka_unit_test(test_afterburner_value_by_space),
        cmocka_unit_test(test_afterburner_unusable_where_not_shown),
        cmocka_unit_test(test_afterburner_dice_not_discarded),
        cmocka_unit_test(test_used_dice_discarded_until_end_of_expedition),
        cmocka_unit_test(test_pool_never_below_one),
        cmocka_unit_test(test_crash_moves_failure_token),
        cmocka_unit_test(test_crash_astronauts_return_home),
        cmocka_unit_test(test_crash_parachute_may_land),
        cmocka_unit_test(test_crash_parachute_may_decline),
        cmocka_unit_test(test_crash_parachute_no_free_moon),
        cmocka_unit_test(test_crash_parachute_nothing_before_space_6),
        cmocka_unit_test(test_commander_change_passes_dice),
        cmocka_unit_test(test_commander_change_skips_landed_seats),
        cmocka_unit_test(test_rocket_board_stays_with_starter),
        cmocka_unit_test(test_rocket_board_passes_left),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
