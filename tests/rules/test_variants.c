/* Rulebook "ADVANCED GAME VARIANTS": UFO (expedition tokens, UFO contact),
 * Explorations and Secret missions. Default mat token lists (index: dice /
 * UFO move / ability): 0 6/3 reroll, 1 6/3 keep, 4 5/2 extra [2],
 * 9 4/1 extra [3], 10 4/1 reroll, 11 4/0 extra [4], 12 4/0 keep,
 * 13 4/0 extra [1 2]. Exploration slots on 7, 10, 15, 19, 23. */
#include "scenario.h"

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

/* The five slots get tokens a[0..4]; the pile goes on with a[5..n-1]. */
static sc_piles explore_piles(const unsigned *a, unsigned n)
{
    sc_piles p = {0};
    p.first_player = 0;
    p.n_explore = (uint8_t)n;
    for (unsigned i = 0; i < n; i++) {
        p.explore[i] = (uint8_t)a[i];
    }
    return p;
}

static unsigned pts(unsigned value, unsigned nth)
{
    return scn_explore_token(MAT, SC_EXPLORE_POINTS, value, nth);
}

static unsigned regain(unsigned nth)
{
    return scn_explore_token(MAT, SC_EXPLORE_REGAIN, 0, nth);
}

static unsigned tunnel(unsigned nth)
{
    return scn_explore_token(MAT, SC_EXPLORE_TUNNEL, 4, nth);
}

/* ---- UFO ---------------------------------------------------------------- */

/* Setup: "place the UFO marker on the last space on the cosmic mat" (deep
 * space, the last space); a token moving it 0 spaces leaves it there. */
static void test_ufo_marker_starts_on_last_space(void **state)
{
    sc_game g;
    static const uint8_t exp[] = {11};
    sc_piles p = exp_piles(exp, 1);
    SCN_START_PILES(&g, MAT, 2, SC_VARIANT_UFO, &p);
    assert_int_equal(MAT->exp_tokens[11].ufo_move, 0);
    assert_int_equal(g.ufo_space, SCN_DEEP);
}

/* "At the beginning of each expedition, the commander reveals the top
 * expedition token": "UFO movement: Move the UFO marker from 0 to 3 spaces
 * towards the start of the track" and "Number of dice: The commander begins
 * the expedition with 4, 5 or 6 dice." Tokens 9 (4 dice, 1), 4 (5, 2) and
 * 0 (6, 3): the UFO goes 26 -> 25 -> 23 -> 20. */
static void test_ufo_expedition_token_dice_and_movement(void **state)
{
    sc_game g;
    static const uint8_t exp[] = {9, 4, 0};
    sc_piles p = exp_piles(exp, 3);
    SCN_START_PILES(&g, MAT, 2, SC_VARIANT_UFO, &p);
    assert_int_equal(g.pool, 4);
    assert_int_equal(g.ufo_space, 25);
    SCN_BOARD(&g, "moon-doubler", "moon-doubler");
    uint8_t six[6] = {SC_FACE_A, SC_FACE_A, SC_FACE_A, SC_FACE_A, SC_FACE_A, SC_FACE_A};
    assert_int_equal(sc_game_roll_fixed(&g, six, 6), SC_ERR_BAD_DICE);
    SCN_ROLL(&g, "3333"); /* extra 3 is no use on 0: crash */
    assert_int_equal(g.failures, 1);
    assert_int_equal(g.pool, 5);
    assert_int_equal(g.ufo_space, 23);
    SCN_BOARD(&g, "moon-doubler", "moon-doubler");
    SCN_ROLL(&g, "33333");
    SCN_APPLY(&g, "crash"); /* declining the extra 2 */
    assert_int_equal(g.pool, 6);
    assert_int_equal(g.ufo_space, 20);
}

/* The UFO never goes below the start of the track (a 7-space test mat,
 * three tokens moving 3 each: 8 -> 5 -> 2 -> 0). */
static void test_ufo_movement_min_0(void **state)
{
    static sc_mat m;
    scn_mat_base(&m, 8);
    m.n_exp_tokens = 3;
    for (unsigned i = 0; i < 3; i++) {
        m.exp_tokens[i] = (sc_exp_token){.dice = 6, .ufo_move = 3, .ability = SC_EXP_KEEP};
    }
    m.n_ufo_tokens = 1;
    m.ufo_tokens[0] = 5;
    SCN_MAT_FINISH(&m);
    sc_game g;
    static const uint8_t exp[] = {0, 1, 2};
    sc_piles p = exp_piles(exp, 3);
    SCN_START_PILES(&g, &m, 2, SC_VARIANT_UFO, &p);
    assert_int_equal(g.ufo_space, 5);
    for (unsigned i = 0; i < 2; i++) {
        SCN_BOARD(&g, "moon-doubler", "moon-doubler");
        SCN_ROLL(&g, "333333");
    }
    assert_int_equal(g.ufo_space, 0);
}

/* Additional dice: "may be used regardless of the dice rolled ... they must
 * use all the dice shown on the token that match the dice next to the rocket
 * marker's current location." and "If none of the values of the rolled dice
 * matches ... and the commander uses the additional dice to travel, the
 * rocket doesn't crash." Token 13 (extra 1 and 2) on space 0: 1 + 2 = 3. */
static void test_ufo_extra_dice_avert_crash(void **state)
{
    sc_game g;
    static const uint8_t exp[] = {13};
    sc_piles p = exp_piles(exp, 1);
    SCN_START_PILES(&g, MAT, 2, SC_VARIANT_UFO, &p);
    SCN_BOARD(&g, "moon-doubler", "moon-doubler");
    SCN_ROLL(&g, "3344");
    SCN_PENDING(&g, SC_PENDING_TRAVEL, 0);
    SCN_CHOICES(&g, "move extra|crash");
    sc_choice c;
    assert_true(sc_choice_parse(&g, "move extra", &c));
    assert_int_equal(sc_game_move_distance(&g, &c), 3);
    SCN_APPLY(&g, "move extra");
    assert_int_equal(g.rocket_space, 3);
    assert_int_equal(g.failures, 0);
    assert_int_equal(g.pool, 4);
}

/* Additional dice, only those matching: on space 2 (2 and 4) token 13's 1
 * cannot be used, its 2 must: 2 spaces. "The additional ability may be used
 * only once": the next failed roll crashes. */
static void test_ufo_extra_dice_only_matching_once(void **state)
{
    sc_game g;
    static const uint8_t exp[] = {13};
    sc_piles p = exp_piles(exp, 1);
    SCN_START_PILES(&g, MAT, 2, SC_VARIANT_UFO, &p);
    SCN_BOARD(&g, "moon-doubler", "moon-doubler");
    SCN_TRAVEL(&g, "AA33", "move A"); /* 2 */
    SCN_ROLL(&g, "3333");
    sc_choice c;
    assert_true(sc_choice_parse(&g, "move extra", &c));
    assert_int_equal(sc_game_move_distance(&g, &c), 2);
    SCN_APPLY(&g, "move extra");
    assert_int_equal(g.rocket_space, 4);
    SCN_ROLL(&g, "AA11"); /* 4 shows 2 3 4 */
    assert_int_equal(g.failures, 1);
}

/* An extra die showing the flame is worth the space's afterburner value
 * ("The value of the afterburner face is determined by the rocket marker's
 * current location") and matches only where the space shows the flame.
 * Token 7 (5 dice, extra A): 1 on space 0, 2 on space 9, unusable on 2. */
static void test_ufo_extra_afterburner_value_by_space(void **state)
{
    sc_game g;
    sc_choice c;
    static const uint8_t exp[] = {7};
    sc_piles p = exp_piles(exp, 1);
    SCN_START_PILES(&g, MAT, 2, SC_VARIANT_UFO, &p);
    SCN_BOARD(&g, "moon-doubler", "moon-doubler");
    SCN_ROLL(&g, "33333");
    assert_true(sc_choice_parse(&g, "move extra", &c));
    assert_int_equal(sc_game_move_distance(&g, &c), 1);

    SCN_START_PILES(&g, MAT, 2, SC_VARIANT_UFO, &p);
    SCN_BOARD(&g, "moon-doubler", "moon-doubler");
    SCN_TRAVEL(&g, "AAAAA", "move A"); /* 5 */
    SCN_TRAVEL(&g, "43333", "move 4"); /* 9, pool 4 */
    SCN_STAY_ALL(&g);
    SCN_ROLL(&g, "3333");
    assert_true(sc_choice_parse(&g, "move extra", &c));
    assert_int_equal(sc_game_move_distance(&g, &c), 2);

    SCN_START_PILES(&g, MAT, 2, SC_VARIANT_UFO, &p);
    SCN_BOARD(&g, "moon-doubler", "moon-doubler");
    SCN_TRAVEL(&g, "AA333", "move A"); /* 2: shows 2 4 */
    SCN_ROLL(&g, "33333");
    assert_int_equal(g.failures, 1); /* nothing could save it */
}

/* Keep the dice: "The dice used during this travel phase are not
 * discarded." Once only. Token 12 (4 dice). */
static void test_ufo_keep_the_dice(void **state)
{
    sc_game g;
    static const uint8_t exp[] = {12};
    sc_piles p = exp_piles(exp, 1);
    SCN_START_PILES(&g, MAT, 2, SC_VARIANT_UFO, &p);
    SCN_BOARD(&g, "moon-doubler", "moon-doubler");
    SCN_TRAVEL(&g, "22A3", "move 2 keep"); /* 4 */
    assert_int_equal(g.rocket_space, 4);
    assert_int_equal(g.pool, 4);
    SCN_ROLL(&g, "2234");
    SCN_ILLEGAL(&g, "move 2 keep");
    SCN_APPLY(&g, "move 2"); /* 8 */
    assert_int_equal(g.rocket_space, 8);
    assert_int_equal(g.pool, 2);
}

/* Reroll: "The commander may reroll all the available dice once. The
 * commander must use the new results." Token 10 (4 dice). */
static void test_ufo_reroll_once_must_use_new(void **state)
{
    sc_game g;
    static const uint8_t exp[] = {10};
    sc_piles p = exp_piles(exp, 1);
    SCN_START_PILES(&g, MAT, 2, SC_VARIANT_UFO, &p);
    SCN_BOARD(&g, "moon-doubler", "moon-doubler");
    SCN_ROLL(&g, "2233");
    assert_true(scn_legal(&g, "reroll"));
    SCN_APPLY(&g, "reroll");
    SCN_PENDING(&g, SC_PENDING_ROLL, 0);
    uint8_t three[3] = {SC_FACE_A, SC_FACE_A, SC_FACE_A};
    assert_int_equal(sc_game_roll_fixed(&g, three, 3), SC_ERR_BAD_DICE); /* all 4 dice */
    SCN_ROLL(&g, "A333");
    SCN_ILLEGAL(&g, "move 2"); /* the first results are gone */
    SCN_ILLEGAL(&g, "reroll");
    SCN_CHOICES(&g, "move A");
    SCN_APPLY(&g, "move A");
    assert_int_equal(g.rocket_space, 1);
}

/* Reroll after a roll with no usable die (R2), and a second failure after it
 * crashes: once only. */
static void test_ufo_reroll_after_failed_roll(void **state)
{
    sc_game g;
    static const uint8_t exp[] = {10};
    sc_piles p = exp_piles(exp, 1);
    SCN_START_PILES(&g, MAT, 2, SC_VARIANT_UFO, &p);
    SCN_BOARD(&g, "moon-doubler", "moon-doubler");
    SCN_ROLL(&g, "3344");
    SCN_CHOICES(&g, "reroll|crash");
    SCN_APPLY(&g, "reroll");
    SCN_ROLL(&g, "3334");
    assert_int_equal(g.failures, 1);
    SCN_PENDING(&g, SC_PENDING_BOARD, 1);
}

/* "If the commandership changes and the expedition token hasn't been used
 * yet, the new commander may still use it." Token 1 (keep). */
static void test_ufo_token_passes_to_new_commander(void **state)
{
    sc_game g;
    static const uint8_t exp[] = {1};
    sc_piles p = exp_piles(exp, 1);
    SCN_START_PILES(&g, MAT, 2, SC_VARIANT_UFO, &p);
    SCN_BOARD(&g, "moon-doubler", "moon-doubler");
    SCN_TRAVEL(&g, "AAA333", "move A");
    SCN_TRAVEL(&g, "AAAAAA", "move A"); /* 9 */
    SCN_APPLY(&g, "land moon:m2");
    SCN_APPLY(&g, "stay");
    SCN_PENDING(&g, SC_PENDING_ROLL, 1);
    SCN_ROLL(&g, "11A222");
    SCN_PENDING(&g, SC_PENDING_TRAVEL, 1);
    SCN_APPLY(&g, "move 1 keep"); /* 9 + 2 = 11 */
    assert_int_equal(g.rocket_space, 11);
    assert_int_equal(g.pool, 6);
}

/* Contact with the UFO: "If the rocket finishes its travel phase on the same
 * space as the UFO marker, the commander receives the top token from the UFO
 * token pile" (5 on top, then 4). Tokens 0 and 1 move the UFO to 23, then
 * 20. */
static void test_ufo_contact_top_token_5_then_4(void **state)
{
    sc_game g;
    static const uint8_t exp[] = {0, 1};
    sc_piles p = exp_piles(exp, 2);
    SCN_START_PILES(&g, MAT, 2, SC_VARIANT_UFO, &p);
    assert_int_equal(g.ufo_space, 23);
    SCN_BOARD(&g, "moon-doubler", "moon-doubler");
    SCN_TO_11(&g);
    SCN_STAY_ALL(&g);
    SCN_TRAVEL(&g, "AAAAAA", "move A"); /* 11 + 12 = 23 */
    assert_int_equal(g.players[0].ufo_points, 5);
    assert_int_equal(g.players[0].n_ufo_tokens, 1);
    assert_int_equal(g.players[1].ufo_points, 0);
    SCN_ROLL_ALL(&g, '1');  /* 23 shows A 2 */
    SCN_APPLY(&g, "crash"); /* the reroll is declined */
    assert_int_equal(g.ufo_space, 20);
    SCN_BOARD(&g, "moon-doubler", "moon-doubler");
    SCN_TO_11(&g);
    SCN_STAY_ALL(&g);
    SCN_TRAVEL(&g, "AAA322", "move A 3"); /* 11 + 6 + 3 = 20 */
    assert_int_equal(g.rocket_space, 20);
    assert_int_equal(g.players[1].ufo_points, 4);
    assert_int_equal(g.players[1].n_ufo_tokens, 1);
    assert_int_equal(g.players[0].ufo_points, 5);
    assert_int_equal(scn_score(&g, 1).ufo, 4);
}

/* Contact: "(if there are any left)". A test mat with one UFO token and the
 * UFO staying in deep space: the second arrival finds the pile empty. */
static void test_ufo_contact_pile_runs_out(void **state)
{
    static sc_mat m;
    scn_mat_base(&m, 8);
    for (unsigned s = 0; s < 8; s++) {
        m.spaces[s].afterburner = 2;
    }
    m.n_exp_tokens = 2;
    for (unsigned i = 0; i < 2; i++) {
        m.exp_tokens[i] = (sc_exp_token){.dice = 6, .ufo_move = 0, .ability = SC_EXP_KEEP};
    }
    m.n_ufo_tokens = 1;
    m.ufo_tokens[0] = 5;
    SCN_MAT_FINISH(&m);
    sc_game g;
    static const uint8_t exp[] = {0, 1};
    sc_piles p = exp_piles(exp, 2);
    SCN_START_PILES(&g, &m, 2, SC_VARIANT_UFO, &p);
    assert_int_equal(g.ufo_space, 8);
    SCN_BOARD(&g, "moon-doubler", "moon-doubler");
    SCN_TRAVEL(&g, "AAAA33", "move A"); /* 8: deep space */
    assert_int_equal(g.players[0].ufo_points, 5);
    SCN_BOARD(&g, "planet-doubler", "planet-doubler");
    SCN_TRAVEL(&g, "AAAA33", "move A");
    assert_int_equal(g.players[1].ufo_points, 0);
    assert_int_equal(g.players[1].n_ufo_tokens, 0);
    assert_int_equal(g.players[1].deep_points, 5 + 7);
}

/* Contact only where the travel phase finishes: passing over the UFO (23)
 * from 21 to 25 is no contact. */
static void test_ufo_contact_only_where_travel_finishes(void **state)
{
    sc_game g;
    static const uint8_t exp[] = {0};
    sc_piles p = exp_piles(exp, 1);
    SCN_START_PILES(&g, MAT, 2, SC_VARIANT_UFO, &p);
    SCN_BOARD(&g, "moon-doubler", "moon-doubler");
    SCN_TO_9(&g);
    SCN_TRAVEL(&g, "AAAAAA", "move A"); /* 21 */
    SCN_STAY_ALL(&g);
    SCN_TRAVEL(&g, "223333", "move 2"); /* 25 */
    assert_int_equal(g.rocket_space, 25);
    assert_int_equal(g.players[0].ufo_points, 0);
    assert_int_equal(g.ufo_next, 0);
}

/* ---- Explorations -------------------------------------------------------- */

/* "reveal 5 exploration tokens and place them on the corresponding spaces". */
static void test_exploration_setup_five_tokens(void **state)
{
    sc_game g;
    const unsigned a[] = {pts(1, 0), pts(2, 0), regain(0), tunnel(0), pts(3, 0), pts(1, 1)};
    sc_piles p = explore_piles(a, 6);
    SCN_START_PILES(&g, MAT, 2, SC_VARIANT_EXPLORATION, &p);
    assert_int_equal(MAT->n_slots, 5);
    static const unsigned spaces[5] = {7, 10, 15, 19, 23};
    for (unsigned i = 0; i < 5; i++) {
        assert_int_equal(MAT->slot_space[i], spaces[i]);
        assert_int_equal(g.slot_token[i], a[i]);
    }
}

/* "When the rocket ends its travel phase on a space with one of the
 * exploration tokens, the token is immediately activated." Points: "The
 * commander receives the token ... The point value on this token is added to
 * the player's final score". Then "draw and place a new exploration token". */
static void test_exploration_point_token(void **state)
{
    sc_game g;
    const unsigned a[] = {pts(2, 0), pts(1, 0), pts(1, 1), pts(1, 2), pts(1, 3), pts(3, 0)};
    sc_piles p = explore_piles(a, 6);
    SCN_START_PILES(&g, MAT, 2, SC_VARIANT_EXPLORATION, &p);
    SCN_BOARD(&g, "moon-doubler", "moon-doubler");
    SCN_TRAVEL(&g, "AAA333", "move A");
    SCN_TRAVEL(&g, "AAAA22", "move A"); /* 7 */
    assert_int_equal(g.players[0].explore_points, 2);
    assert_int_equal(g.players[0].n_explore_tokens, 1);
    assert_int_equal(g.players[1].explore_points, 0);
    assert_int_equal(g.slot_token[0], a[5]);
    assert_int_equal(scn_score(&g, 0).exploration, 2);
}

/* Exploration tokens activate only where the travel phase ends: passing 7
 * on the way from 3 to 9 leaves it in place. */
static void test_exploration_only_where_travel_ends(void **state)
{
    sc_game g;
    const unsigned a[] = {pts(2, 0), pts(1, 0), pts(1, 1), pts(1, 2), pts(1, 3), pts(3, 0)};
    sc_piles p = explore_piles(a, 6);
    SCN_START_PILES(&g, MAT, 2, SC_VARIANT_EXPLORATION, &p);
    SCN_BOARD(&g, "moon-doubler", "moon-doubler");
    SCN_TO_9(&g);
    assert_int_equal(g.players[0].explore_points, 0);
    assert_int_equal(g.slot_token[0], a[0]);
}

/* Regain a die: "The commander regains 1 discarded die." and "Remember that
 * the commander first discards used dice and only then resolves the
 * exploration token's effect." From 3 with 6 dice, a flame and a 1 reach 7:
 * the 1 is discarded (5), then regained (6). From 3 with 3 dice, a flame
 * and a 3: 2 left, 3 after the token. */
static void test_exploration_regain_a_die(void **state)
{
    sc_game g;
    const unsigned a[] = {regain(0), pts(1, 0), pts(1, 1), pts(1, 2), pts(1, 3), pts(3, 0)};
    sc_piles p = explore_piles(a, 6);
    SCN_START_PILES(&g, MAT, 2, SC_VARIANT_EXPLORATION, &p);
    SCN_BOARD(&g, "moon-doubler", "moon-doubler");
    SCN_TRAVEL(&g, "AAA333", "move A");
    SCN_TRAVEL(&g, "AAA122", "move A 1"); /* 3 + 3 + 1 = 7 */
    assert_int_equal(g.rocket_space, 7);
    assert_int_equal(g.pool, 6);

    SCN_START_PILES(&g, MAT, 2, SC_VARIANT_EXPLORATION, &p);
    SCN_BOARD(&g, "moon-doubler", "moon-doubler");
    SCN_TRAVEL(&g, "111333", "move 1"); /* 3, pool 3 */
    assert_int_equal(g.pool, 3);
    SCN_TRAVEL(&g, "A31", "move A 3"); /* 3 + 1 + 3 = 7, pool 2 */
    assert_int_equal(g.rocket_space, 7);
    assert_int_equal(g.pool, 3);
}

/* Regain a die: "if the commander has all of the 6 dice available, discard
 * this token without using its effect." It leaves the slot all the same. */
static void test_exploration_regain_full_pool_no_effect(void **state)
{
    sc_game g;
    const unsigned a[] = {regain(0), pts(1, 0), pts(1, 1), pts(1, 2), pts(1, 3), pts(3, 0)};
    sc_piles p = explore_piles(a, 6);
    SCN_START_PILES(&g, MAT, 2, SC_VARIANT_EXPLORATION, &p);
    SCN_BOARD(&g, "moon-doubler", "moon-doubler");
    SCN_TRAVEL(&g, "AAA333", "move A");
    SCN_TRAVEL(&g, "AAAA22", "move A"); /* 7 */
    assert_int_equal(g.pool, 6);
    assert_int_equal(g.slot_token[0], a[5]);
    assert_int_equal(g.players[0].explore_points, 0);
}

/* Space-time tunnel: "The rocket commander immediately moves the rocket
 * marker 4 spaces forward. The travel phase immediately ends afterwards."
 * From 7 to 11 (planet B): the landing phase happens there. */
static void test_exploration_tunnel_4_forward(void **state)
{
    sc_game g;
    const unsigned a[] = {tunnel(0), pts(1, 0), pts(1, 1), pts(1, 2), pts(1, 3), pts(3, 0)};
    sc_piles p = explore_piles(a, 6);
    SCN_START_PILES(&g, MAT, 2, SC_VARIANT_EXPLORATION, &p);
    SCN_BOARD(&g, "moon-doubler", "moon-doubler");
    SCN_TRAVEL(&g, "AAA333", "move A");
    SCN_TRAVEL(&g, "AAAA22", "move A"); /* 7, tunnel to 11 */
    assert_int_equal(g.rocket_space, 11);
    SCN_PENDING(&g, SC_PENDING_LAND, 0);
    SCN_CHOICES(&g, "stay|land planet:B");
    assert_int_equal(g.slot_token[0], a[5]);
}

/* Space-time tunnel: "After the rocket moves, if it is now at a location
 * with an exploration token, activate it." 15 (tunnel) -> 19 (3 points). */
static void test_exploration_tunnel_chain(void **state)
{
    sc_game g;
    const unsigned a[] = {pts(1, 0), pts(1, 1), tunnel(0), pts(3, 0),
                          pts(1, 2), pts(2, 0), pts(2, 1)};
    sc_piles p = explore_piles(a, 7);
    SCN_START_PILES(&g, MAT, 2, SC_VARIANT_EXPLORATION, &p);
    SCN_BOARD(&g, "moon-doubler", "moon-doubler");
    SCN_TO_9(&g);
    SCN_TRAVEL(&g, "AAA222", "move A"); /* 9 + 6 = 15 */
    assert_int_equal(g.rocket_space, 19);
    assert_int_equal(g.players[0].explore_points, 3);
    SCN_PENDING(&g, SC_PENDING_ROLL, 0); /* 19 has no body */
}

/* "Remove the token after activating it, then draw and place a new
 * exploration token so there are always five exploration tokens on the
 * cosmic mat": the new token on 7 works for the next visitor. */
static void test_exploration_new_token_replaces(void **state)
{
    sc_game g;
    const unsigned a[] = {pts(1, 0), pts(1, 1), pts(1, 2), pts(1, 3), pts(3, 0), pts(2, 0)};
    sc_piles p = explore_piles(a, 6);
    SCN_START_PILES(&g, MAT, 2, SC_VARIANT_EXPLORATION, &p);
    SCN_BOARD(&g, "moon-doubler", "moon-doubler");
    SCN_TRAVEL(&g, "AAA333", "move A");
    SCN_TRAVEL(&g, "AAAA22", "move A"); /* 7 */
    assert_int_equal(g.players[0].explore_points, 1);
    for (unsigned i = 0; i < 5; i++) {
        assert_true(g.slot_token[i] >= 0);
    }
    assert_int_equal(g.slot_token[0], a[5]);
    SCN_ROLL_ALL(&g, '1'); /* 7 shows 3 4: crash */
    SCN_BOARD(&g, "moon-doubler", "moon-doubler");
    SCN_TRAVEL(&g, "AAA333", "move A");
    SCN_TRAVEL(&g, "AAAA22", "move A"); /* 7: player 1 commands */
    assert_int_equal(g.players[1].explore_points, 2);
    assert_int_equal(g.players[0].explore_points, 1);
}

/* "When the pile of exploration tokens runs out, do not add more tokens." */
static void test_exploration_pile_runs_out(void **state)
{
    sc_game g;
    const unsigned a[] = {pts(1, 0), pts(1, 1), pts(1, 2), pts(1, 3), pts(3, 0)};
    sc_piles p = explore_piles(a, 5);
    SCN_START_PILES(&g, MAT, 2, SC_VARIANT_EXPLORATION, &p);
    SCN_BOARD(&g, "moon-doubler", "moon-doubler");
    SCN_TRAVEL(&g, "AAA333", "move A");
    SCN_TRAVEL(&g, "AAAA22", "move A"); /* 7 */
    assert_int_equal(g.players[0].explore_points, 1);
    assert_int_equal(g.slot_token[0], -1);
    SCN_ROLL_ALL(&g, '1');
    SCN_BOARD(&g, "moon-doubler", "moon-doubler");
    SCN_TRAVEL(&g, "AAA333", "move A");
    SCN_TRAVEL(&g, "AAAA22", "move A"); /* 7 again: nothing there */
    assert_int_equal(g.players[1].explore_points, 0);
    assert_int_equal(g.players[1].n_explore_tokens, 0);
}

/* ---- Secret missions ------------------------------------------------------ */

/* "deal 4 tokens to each player. Each player chooses 3 tokens that they want
 * to keep, returning the other token to the box." */
static void test_missions_keep_3_of_4(void **state)
{
    const sc_mat *m = MAT;
    sc_game g;
    sc_piles p = {0};
    p.first_player = 1;
    p.n_missions = 12;
    for (unsigned i = 0; i < 12; i++) {
        p.missions[i] = (uint8_t)i;
    }
    SCN_START_PILES(&g, m, 3, SC_VARIANT_MISSIONS, &p);
    SCN_PENDING(&g, SC_PENDING_MISSIONS, 1);
    SCN_CHOICES(&g, "return 0|return 1|return 2|return 3");
    SCN_APPLY(&g, "return 1");
    assert_int_equal(g.players[1].n_missions, 3);
    assert_int_equal(g.players[1].missions[0], 4);
    assert_int_equal(g.players[1].missions[1], 6);
    assert_int_equal(g.players[1].missions[2], 7);
    SCN_PENDING(&g, SC_PENDING_MISSIONS, 2);
    SCN_APPLY(&g, "return 3");
    SCN_PENDING(&g, SC_PENDING_MISSIONS, 0);
    SCN_APPLY(&g, "return 0");
    assert_int_equal(g.players[0].n_missions, 3);
    assert_int_equal(g.players[0].missions[0], 1);
    SCN_PENDING(&g, SC_PENDING_BOARD, 1);
}

/* "In order to fulfill a secret mission, a player must place an astronaut on
 * the moon or planet indicated" and "Players gain more points (2, 5, or 10)
 * for completing one or more secret missions." Player 0 keeps 8, 11 and 14
 * and lands on A, B, then C. */
static void test_missions_scoring_2_5_10(void **state)
{
    const sc_mat *m = MAT;
    sc_game g;
    sc_piles p = {0};
    static const unsigned dealt[8] = {8, 11, 14, 6, 12, 16, 17, 18};
    p.first_player = 0;
    p.n_missions = 8;
    for (unsigned i = 0; i < 8; i++) {
        p.missions[i] = (uint8_t)scn_mission_token(m, dealt[i], 0);
    }
    SCN_START_PILES(&g, m, 2, SC_VARIANT_MISSIONS, &p);
    SCN_APPLY(&g, "return 3");
    SCN_APPLY(&g, "return 3");
    assert_int_equal(scn_score(&g, 0).missions, 0);

    SCN_BOARD(&g, "moon-doubler", "moon-doubler");
    SCN_TRAVEL(&g, "AAAAAA", "move A"); /* 6 */
    SCN_STAY_ALL(&g);
    SCN_TRAVEL(&g, "233333", "move 2"); /* 8 */
    SCN_APPLY(&g, "land planet:A");
    SCN_APPLY(&g, "stay");
    SCN_ROLL_ALL(&g, '1');
    assert_int_equal(scn_score(&g, 0).missions_done, 1);
    assert_int_equal(scn_score(&g, 0).missions, 2);

    SCN_BOARD(&g, "moon-doubler", "lander");
    SCN_TO_11(&g);
    SCN_APPLY(&g, "stay");
    SCN_APPLY(&g, "land planet:B");
    SCN_ROLL_ALL(&g, '2');
    assert_int_equal(scn_score(&g, 0).missions, 5);

    SCN_BOARD(&g, "deep-doubler", "moon-doubler");
    SCN_TO_9(&g);
    SCN_TRAVEL(&g, "AA1333", "move A 1"); /* 14 */
    SCN_APPLY(&g, "land planet:C");
    SCN_APPLY(&g, "stay");
    SCN_ROLL_ALL(&g, '1');
    sc_score s = scn_score(&g, 0);
    assert_int_equal(s.missions_done, 3);
    assert_int_equal(s.missions, 10);
    assert_int_equal(s.total, 3 + 5 + 7 + 10); /* gold on A, B, C; missions */
    assert_int_equal(scn_score(&g, 1).missions, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_ufo_marker_starts_on_last_space),
        cmocka_unit_test(test_ufo_expedition_token_dice_and_movement),
        cmocka_unit_test(test_ufo_movement_min_0),
        cmocka_unit_test(test_ufo_extra_dice_avert_crash),
        cmocka_unit_test(test_ufo_extra_dice_only_matching_once),
        cmocka_unit_test(test_ufo_extra_afterburner_value_by_space),
        cmocka_unit_test(test_ufo_keep_the_dice),
        cmocka_unit_test(test_ufo_reroll_once_must_use_new),
        cmocka_unit_test(test_ufo_reroll_after_failed_roll),
        cmocka_unit_test(test_ufo_token_passes_to_new_commander),
        cmocka_unit_test(test_ufo_contact_top_token_5_then_4),
        cmocka_unit_test(test_ufo_contact_pile_runs_out),
        cmocka_unit_test(test_ufo_contact_only_where_travel_finishes),
        cmocka_unit_test(test_exploration_setup_five_tokens),
        cmocka_unit_test(test_exploration_point_token),
        cmocka_unit_test(test_exploration_only_where_travel_ends),
        cmocka_unit_test(test_exploration_regain_a_die),
        cmocka_unit_test(test_exploration_regain_full_pool_no_effect),
        cmocka_unit_test(test_exploration_tunnel_4_forward),
        cmocka_unit_test(test_exploration_tunnel_chain),
        cmocka_unit_test(test_exploration_new_token_replaces),
        cmocka_unit_test(test_exploration_pile_runs_out),
        cmocka_unit_test(test_missions_keep_3_of_4),
        cmocka_unit_test(test_missions_scoring_2_5_10),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
