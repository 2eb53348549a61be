/* Rulebook "END OF GAME": 11 failures, or a player's 8 astronauts placed
 * (the current expedition is finished); rulings R11 and R20. */
#include "scenario.h"

#include <stdio.h>

#define MAT scn_default_mat()

/* Boards player 0's `mine` and player 1's `theirs`, in boarding order. */
static void board_pair(sc_game *g, const char *mine, const char *theirs)
{
    char text[64];
    for (unsigned i = 0; i < 2; i++) {
        SCN_PENDING(g, SC_PENDING_BOARD, -1);
        snprintf(text, sizeof text, "board %s", g->pending.player == 0 ? mine : theirs);
        SCN_APPLY(g, text);
    }
}

/* Seven expeditions in which player 0 lands one astronaut on planet B and
 * player 1 (planet doubler) stays and crashes on 11. Player 0 then has only
 * the pilot at home. */
static void play_seven(sc_game *g)
{
    static const char *const mine[7] = {"moon-doubler", "planet-doubler", "deep-doubler",
                                        "discarder",    "parachute",      "lander",
                                        "satellite"};
    for (unsigned k = 0; k < 7; k++) {
        board_pair(g, mine[k], "planet-doubler");
        SCN_TO_11(g);
        while (g->pending.kind == SC_PENDING_LAND) {
            SCN_APPLY(g, g->pending.player == 0 ? "land planet:B" : "stay");
        }
        SCN_PENDING(g, SC_PENDING_ROLL, 1);
        SCN_ROLL_ALL(g, '2'); /* 11 shows A 1 3 */
        assert_int_equal(sc_game_placed(g, 0), k + 1);
    }
    assert_int_equal(g->failures, 7);
}

/* "The game ends ... after 11 failures, when the cosmic failure token
 * reaches the last space on the track". Not after 10. */
static void test_end_11_failures(void **state)
{
    sc_game g;
    SCN_START(&g, MAT, 2, 0, 0);
    for (unsigned i = 0; i < 10; i++) {
        SCN_BOARD(&g, "moon-doubler", "moon-doubler");
        SCN_ROLL(&g, "333444");
    }
    assert_int_equal(g.failures, 10);
    assert_false(sc_game_over(&g));
    SCN_PENDING(&g, SC_PENDING_BOARD, 0);
    SCN_BOARD(&g, "moon-doubler", "moon-doubler");
    SCN_ROLL(&g, "333444");
    assert_int_equal(g.failures, 11);
    assert_true(sc_game_over(&g));
    assert_int_equal(scn_choice_count(&g), 0);
    sc_choice c;
    assert_true(sc_choice_parse(&g, "board pilot", &c));
    assert_int_equal(sc_game_apply(&g, &c), SC_ERR_NOT_PENDING);
    assert_int_equal(sc_game_roll(&g, NULL), SC_ERR_NOT_PENDING);
}

/* "The game ends ... when any player has placed all of their 8 astronauts on
 * the cosmic mat. In this situation, finish the current cosmic expedition."
 * Player 0's eighth astronaut lands on 11; player 1 travels on to 13 and
 * lands there before the game ends. */
static void test_end_all_8_astronauts_finishes_expedition(void **state)
{
    sc_game g;
    SCN_START(&g, MAT, 2, 0, 0);
    play_seven(&g);
    board_pair(&g, "pilot", "planet-doubler");
    SCN_TO_11(&g);
    SCN_PENDING(&g, SC_PENDING_LAND, 1);
    SCN_APPLY(&g, "stay");
    SCN_PENDING(&g, SC_PENDING_LAND, 0);
    SCN_APPLY(&g, "land planet:B");
    assert_int_equal(sc_game_placed(&g, 0), 8);
    /* Not over yet: the expedition goes on. */
    assert_false(sc_game_over(&g));
    SCN_PENDING(&g, SC_PENDING_ROLL, 1);
    SCN_TRAVEL(&g, "A22222", "move A"); /* 11 + 2 = 13 */
    SCN_PENDING(&g, SC_PENDING_LAND, 1);
    SCN_APPLY(&g, "land moon:m3");
    assert_int_equal(g.players[1].moon_points, 4);
    assert_true(sc_game_over(&g));
    assert_int_equal(g.failures, 7);
}

/* R20: "Every boarding is a decision, even with a single astronaut left at
 * home". */
static void test_ruling_R20_single_astronaut_boarding_is_a_decision(void **state)
{
    sc_game g;
    SCN_START(&g, MAT, 2, 0, 0);
    play_seven(&g);
    /* Expedition 8 is started by player 1. */
    SCN_PENDING(&g, SC_PENDING_BOARD, 1);
    SCN_APPLY(&g, "board planet-doubler");
    SCN_PENDING(&g, SC_PENDING_BOARD, 0);
    SCN_CHOICES(&g, "board pilot");
    SCN_ILLEGAL(&g, "board lander");
    SCN_APPLY(&g, "board pilot");
    SCN_PENDING(&g, SC_PENDING_ROLL, 1);
}

/* R11: "The 11th crash is resolved fully (parachute landings included) and
 * then the game ends." */
static void test_ruling_R11_eleventh_crash_parachute_lands(void **state)
{
    sc_game g;
    SCN_START(&g, MAT, 2, 0, 0);
    for (unsigned i = 0; i < 10; i++) {
        SCN_BOARD(&g, "moon-doubler", "moon-doubler");
        SCN_ROLL(&g, "333444");
    }
    SCN_BOARD(&g, "parachute", "moon-doubler");
    SCN_TO_11(&g);
    SCN_STAY_ALL(&g);
    SCN_ROLL_ALL(&g, '2');
    assert_int_equal(g.failures, 11);
    assert_false(sc_game_over(&g));
    SCN_PENDING(&g, SC_PENDING_PARACHUTE, 0);
    SCN_APPLY(&g, "land planet:B");
    assert_true(sc_game_over(&g));
    assert_int_equal(g.players[0].astronauts[SC_PARACHUTE].kind, SC_AT_PLANET);
    assert_int_equal(scn_score(&g, 0).planets_total, 5);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_end_11_failures),
        cmocka_unit_test(test_end_all_8_astronauts_finishes_expedition),
        cmocka_unit_test(test_ruling_R20_single_astronaut_boarding_is_a_decision),
        cmocka_unit_test(test_ruling_R11_eleventh_crash_parachute_lands),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
