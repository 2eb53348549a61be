/* The play screen's state machine fed with neutral input events: clicks at
 * layout positions, no window. Each test checks the decision a click makes
 * (or that it makes none). Dice are scripted with gm_play_roll_fixed. */
#define _POSIX_C_SOURCE 200809L /* strdup */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <cmocka.h>

#include "layout.h"
#include "play.h"
#include "play_fixture.h"
#include "saves.h"
#include "spacecats/mat_load.h"
#include "tick.h"
#include "tips.h"

#define LAYOUT SC_TEST_DATADIR "/layout/board.yaml"
#define MAT SC_TEST_DATADIR "/mat/default.yaml"
#define STALL SC_TEST_GAMEDATA "/deep-space-stall.screc"

static sc_mat six_moons; /* the mat the travels to space 6 were worked out on */

static int setup(void **state)
{
    (void)state;
    char err[512];
    return gm_test_play_setup(&mat, &lay, &play) == 0 &&
                   sc_mat_load_file(SC_TEST_SIX_MOONS, &six_moons, err, sizeof err) &&
                   gm_layout_check(&lay, &six_moons, err, sizeof err)
               ? 0
               : -1;
}

static int teardown(void **state)
{
    (void)state;
    return gm_test_play_teardown(&play);
}

static void start_on(const sc_mat *m, uint8_t variants, uint8_t computers)
{
    sc_setup s = {.n_players = 2, .variants = variants, .first_player = 0, .seed = 5};
    gm_seat kinds[SC_MAX_PLAYERS] = {0};
    for (unsigned i = 0; i < SC_MAX_PLAYERS; i++) {
        kinds[i].kind = (computers >> i) & 1 ? GM_SEAT_COMPUTER : GM_SEAT_HUMAN;
    }
    assert_true(gm_session_start(play->session, m, &s, kinds));
}

static void start(uint8_t variants, uint8_t computers)
{
    start_on(&mat, variants, computers);
}

/* A press and a release in the middle of r; returns what the release did. */
static bool click(gm_rect r)
{
    float x = r.x + r.w / 2, y = r.y + r.h / 2;
    gm_input press = {.kind = GM_IN_PRESS, .x = x, .y = y};
    gm_test_play_input(play, &press);
    gm_input release = gm_click_at(x, y);
    return gm_test_play_input(play, &release);
}

static gm_rect group(unsigned face)
{
    gm_rect r = {0};
    assert_true(gm_play_group_rect(play, face, &r));
    return r;
}

/* Go, unless the selection already went: a move made only one way goes
 * at its first click. */
static void go(void)
{
    if ((gm_play_selection(play).faces | gm_play_selection(play).pilots) != 0) {
        assert_true(click(lay.buttons[GM_BTN_CONFIRM]));
    }
}

static void roll(const uint8_t *faces, unsigned n)
{
    assert_int_equal(gm_play_game(play)->pending.kind, SC_PENDING_ROLL);
    assert_true(gm_session_roll_fixed(play->session, faces, n));
}

/* Both players board by clicking their astronauts: player 1 brings
 * `second`. */
static void board_with(sc_ability second)
{
    assert_int_equal(gm_play_game(play)->pending.kind, SC_PENDING_BOARD);
    assert_int_equal(gm_play_game(play)->pending.player, 0);
    assert_true(click(gm_layout_cell(&lay, 0, SC_MOON_DOUBLER)));
    assert_int_equal(gm_play_game(play)->players[0].astronauts[SC_MOON_DOUBLER].kind, SC_AT_ROCKET);
    assert_true(click(gm_layout_cell(&lay, 1, second)));
    assert_int_equal(gm_play_game(play)->players[1].astronauts[second].kind, SC_AT_ROCKET);
}

static void board_both(void)
{
    board_with(SC_PARACHUTE);
}

static void board_click_on_another_board_does_nothing(void **state)
{
    (void)state;
    start(0, 0);
    assert_false(click(gm_layout_cell(&lay, 1, SC_PILOT)));
    assert_int_equal(gm_play_game(play)->pending.kind, SC_PENDING_BOARD);
    assert_int_equal(gm_play_game(play)->players[1].astronauts[SC_PILOT].kind, SC_AT_HOME);
    board_both();
    assert_int_equal(gm_play_game(play)->pending.kind, SC_PENDING_ROLL);
}

static void click_on_tray_or_roll_button_rolls(void **state)
{
    (void)state;
    start(0, 0);
    board_both();
    unsigned before = gm_session_actions(play->session);
    assert_true(click(lay.dice_tray));
    assert_int_not_equal(gm_play_game(play)->pending.kind, SC_PENDING_ROLL);
    assert_int_equal(gm_session_actions(play->session), before + 1);

    start(0, 0);
    board_both();
    assert_true(gm_play_button_enabled(play, GM_BTN_ROLL));
    assert_true(click(lay.buttons[GM_BTN_ROLL]));
    assert_int_not_equal(gm_play_game(play)->pending.kind, SC_PENDING_ROLL);
}

static void dice_groups_select_preview_and_confirm(void **state)
{
    (void)state;
    start(0, 0);
    board_both();
    /* Space 0 takes A, 1 and 2. */
    roll((const uint8_t[]){SC_FACE_1, SC_FACE_2, SC_FACE_3, SC_FACE_3, SC_FACE_4, SC_FACE_4}, 6);
    assert_int_equal(gm_play_game(play)->pending.kind, SC_PENDING_TRAVEL);

    /* An unusable group: nothing happens. */
    assert_false(gm_play_group_usable(play, SC_FACE_3));
    assert_false(click(group(SC_FACE_3)));
    assert_int_equal(gm_play_selection(play).faces, 0);
    assert_false(gm_play_button_enabled(play, GM_BTN_CONFIRM));
    assert_int_equal(gm_play_preview_space(play), -1);

    /* Usable groups toggle; the landing space is previewed. */
    assert_true(click(group(SC_FACE_1)));
    assert_int_equal(gm_play_selection(play).faces, 1u << SC_FACE_1);
    assert_int_equal(gm_play_preview_space(play), 1);
    assert_true(click(group(SC_FACE_2)));
    assert_int_equal(gm_play_preview_space(play), 3);
    assert_true(click(group(SC_FACE_1)));
    assert_int_equal(gm_play_preview_space(play), 2);
    assert_true(click(group(SC_FACE_1)));
    assert_int_equal(gm_play_preview_space(play), 3);

    /* Confirm moves the rocket and spends the dice. */
    assert_true(click(lay.buttons[GM_BTN_CONFIRM]));
    assert_int_equal(gm_play_game(play)->rocket_space, 3);
    assert_int_equal(gm_play_game(play)->pool, 4);
    assert_int_equal(gm_play_selection(play).faces, 0);
}

/* A move made only one way takes one click: the group of the only legal
 * move flies at once. Where the click could still grow (another group may
 * join it) it waits for Go, and so does a selection being built. */
static void single_legal_move_takes_one_click(void **state)
{
    (void)state;
    start(0, 0);
    board_both();
    /* Space 0 takes A, 1 and 2: only the 1 is rolled. */
    roll((const uint8_t[]){SC_FACE_1, SC_FACE_3, SC_FACE_3, SC_FACE_4, SC_FACE_4, SC_FACE_4}, 6);
    size_t moves = 0;
    for (size_t i = 0; i < gm_session_n_choices(play->session); i++) {
        moves += gm_session_choices(play->session)[i].kind == SC_CHOICE_MOVE;
    }
    assert_int_equal(moves, 1);
    unsigned actions = gm_session_actions(play->session);
    assert_true(click(group(SC_FACE_1)));
    assert_int_equal(gm_session_actions(play->session), actions + 1);
    assert_int_equal(gm_play_game(play)->rocket_space, 1);
    assert_int_equal(gm_play_selection(play).faces, 0);

    /* 1 and 2 rolled: the 1 alone, the 2 alone or both. */
    start(0, 0);
    board_both();
    roll((const uint8_t[]){SC_FACE_1, SC_FACE_2, SC_FACE_3, SC_FACE_3, SC_FACE_4, SC_FACE_4}, 6);
    actions = gm_session_actions(play->session);
    assert_true(click(group(SC_FACE_1)));
    assert_true(click(group(SC_FACE_2))); /* nothing more to add, but a second click */
    assert_int_equal(gm_session_actions(play->session), actions);
    assert_int_equal(gm_play_game(play)->rocket_space, 0);
    assert_int_equal(gm_play_preview_space(play), 3);
    assert_true(click(lay.buttons[GM_BTN_CONFIRM]));
    assert_int_equal(gm_play_game(play)->rocket_space, 3);
}

/* Travels 0 -> 3 -> 6 with scripted dice: the landing decision at space 6. */
static void travel_to_six(sc_ability second)
{
    board_with(second);
    roll((const uint8_t[]){SC_FACE_1, SC_FACE_2, SC_FACE_3, SC_FACE_3, SC_FACE_4, SC_FACE_4}, 6);
    assert_true(click(group(SC_FACE_1)));
    assert_true(click(group(SC_FACE_2)));
    assert_true(click(lay.buttons[GM_BTN_CONFIRM]));
    roll((const uint8_t[]){SC_FACE_3, SC_FACE_4, SC_FACE_4, SC_FACE_4}, 4);
    /* Only the 3 flies from space 3 (with a pilot aboard, it may join). */
    assert_true(click(group(SC_FACE_3)));
    go();
    assert_int_equal(gm_play_game(play)->rocket_space, 6);
}

static void landing_click_on_target_lands(void **state)
{
    (void)state;
    start(0, 0);
    travel_to_six(SC_PARACHUTE);
    assert_int_equal(gm_play_game(play)->pending.kind, SC_PENDING_LAND);
    assert_int_equal(gm_play_game(play)->pending.player, 0);
    /* A planet not next to space 6: nothing. */
    assert_false(click(lay.planets[4]));
    assert_int_equal(gm_play_game(play)->pending.kind, SC_PENDING_LAND);
    /* The lit moon: the commander lands, with double points. */
    sc_choice c;
    assert_true(gm_play_land_choice(play, GM_HIT_MOON, 0, &c));
    assert_true(click(lay.moons[0]));
    const sc_place *at = &gm_play_game(play)->players[0].astronauts[SC_MOON_DOUBLER];
    assert_int_equal(at->kind, SC_AT_MOON);
    assert_int_equal(at->index, 0);
    assert_int_equal(gm_play_game(play)->players[0].moon_points, 2 * mat.moons[0].points);
}

static void stay_then_pilot_or_crash(void **state)
{
    (void)state;
    start_on(&six_moons, 0, 0); /* space 6 allows 1 and 2 there */
    travel_to_six(SC_PILOT);
    assert_true(click(lay.moons[0]));
    /* Player 1 has nowhere to land (the moon is taken): Stay. */
    if (gm_play_game(play)->pending.kind == SC_PENDING_LAND) {
        assert_int_equal(gm_play_game(play)->pending.player, 1);
        assert_false(click(lay.moons[0]));
        assert_true(click(lay.buttons[GM_BTN_STAY]));
    }
    /* The new commander rolls nothing usable at space 6 (1 and 2), but the
     * pilot aboard counts as a 1: travel with it, or crash. */
    roll((const uint8_t[]){SC_FACE_3, SC_FACE_3, SC_FACE_4}, 3);
    assert_int_equal(gm_play_game(play)->pending.kind, SC_PENDING_TRAVEL);
    assert_false(click(group(SC_FACE_3)));
    assert_false(gm_play_button_enabled(play, GM_BTN_CONFIRM));
    assert_true(gm_play_button_enabled(play, GM_BTN_CRASH));
    assert_true(gm_play_pilot_usable(play, 1));
    /* The pilot is the only move: a click on its window flies it. */
    sc_game before_pilot = (*gm_play_game(play));
    unsigned undo_count = gm_session_undo_depth(play->session);
    assert_true(click(lay.windows[1]));
    assert_int_equal(gm_play_game(play)->rocket_space, 7);
    assert_true(gm_session_undo_depth(play->session) > undo_count);
    assert_true(gm_session_undo(play->session));
    assert_memory_equal(gm_play_game(play), &before_pilot, sizeof before_pilot);
    /* The Pilot's die in the tray, a die of its own after the groups, is
     * clicked as its window. */
    gm_rect pilot_die, threes;
    assert_true(gm_play_pilot_rect(play, 1, &pilot_die));
    assert_true(gm_play_group_rect(play, SC_FACE_3, &threes));
    assert_true(pilot_die.x > threes.x + threes.w);
    assert_true(click(pilot_die));
    assert_int_equal(gm_play_game(play)->rocket_space, 7);
    assert_true(gm_session_undo(play->session));
    assert_memory_equal(gm_play_game(play), &before_pilot, sizeof before_pilot);

    sc_game before = (*gm_play_game(play));
    assert_true(click(lay.buttons[GM_BTN_CRASH]));
    assert_int_equal(gm_play_game(play)->failures, before.failures + 1);
    assert_int_equal(gm_play_game(play)->players[1].astronauts[SC_PILOT].kind, SC_AT_HOME);
    assert_int_equal(gm_play_game(play)->pending.kind, SC_PENDING_BOARD);
}

static void secret_missions_click_returns_one(void **state)
{
    (void)state;
    start(SC_VARIANT_MISSIONS, 0);
    assert_int_equal(gm_play_game(play)->pending.kind, SC_PENDING_MISSIONS);
    int who = gm_play_game(play)->pending.player;
    uint8_t dealt[4];
    memcpy(dealt, gm_play_game(play)->players[who].missions, 4);
    assert_true(click(lay.missions[1]));
    const sc_player *pl = &gm_play_game(play)->players[who];
    assert_int_equal(pl->n_missions, mat.missions_kept);
    for (unsigned i = 0; i < pl->n_missions; i++) {
        assert_int_not_equal(pl->missions[i], dealt[1]); /* the returned one */
    }
}

static void computer_seat_is_paced_and_ignores_clicks(void **state)
{
    (void)state;
    start(0, 1u << 0); /* player 0, who boards first, is a computer */
    gm_session_set_speed(play->session, 0, 3 * GM_TICK_SECONDS);
    assert_true(gm_session_busy(play->session));
    assert_false(click(gm_layout_cell(&lay, 0, SC_PILOT)));
    unsigned before = gm_session_actions(play->session);
    for (unsigned t = 0; t < 3; t++) {
        gm_session_tick(play->session, GM_TICK_SECONDS, 1);
        assert_int_equal(gm_session_actions(play->session), before);
    }
    /* The plan is made, shown for the delay, then applied. */
    for (unsigned t = 0; t < 8 && gm_session_actions(play->session) == before; t++) {
        gm_session_tick(play->session, GM_TICK_SECONDS, 1);
    }
    assert_int_equal(gm_session_actions(play->session), before + 1);
    assert_int_equal(gm_play_game(play)->pending.player, 1);
    assert_false(gm_session_busy(play->session)); /* a human's turn: the loop may sleep */
}

static void a_whole_game_of_computers_ends(void **state)
{
    (void)state;
    start(SC_VARIANT_ALL, 3);
    for (unsigned t = 0; t < 100000 && !sc_game_over(gm_play_game(play)); t++) {
        gm_session_tick(play->session, GM_TICK_SECONDS, 1000);
    }
    assert_true(sc_game_over(gm_play_game(play)));
    assert_int_equal(gm_session_actor(play->session), -1);
}

/* A game held does nothing by itself (computers, dice rolling by
 * themselves) and is not busy; let go, it goes on. A stop at N actions
 * stops the computers there. */
static void hold_and_stop_at(void **state)
{
    (void)state;
    start(SC_VARIANT_ALL, 3);
    gm_session_hold(play->session, true);
    assert_true(gm_session_held(play->session));
    assert_false(gm_session_busy(play->session));
    for (unsigned t = 0; t < 200; t++) {
        gm_session_tick(play->session, GM_TICK_SECONDS, 1000);
    }
    assert_int_equal(gm_session_actions(play->session), 0);
    gm_session_hold(play->session, false);
    gm_session_stop_at(play->session, 17);
    for (unsigned t = 0; t < 2000; t++) {
        gm_session_tick(play->session, GM_TICK_SECONDS, 1000);
    }
    assert_int_equal(gm_session_actions(play->session), 17);
    gm_session_stop_at(play->session, -1);
    for (unsigned t = 0; t < 100000 && !sc_game_over(gm_play_game(play)); t++) {
        gm_session_tick(play->session, GM_TICK_SECONDS, 1000);
    }
    assert_true(sc_game_over(gm_play_game(play)));

    /* A human's dice do not roll by themselves while held. */
    start(0, 0);
    board_both();
    gm_session_set_auto_roll(play->session, true);
    gm_session_hold(play->session, true);
    gm_session_tick(play->session, GM_TICK_SECONDS, 1);
    assert_int_equal(gm_play_game(play)->pending.kind, SC_PENDING_ROLL);
}

/* The record kept by the play model resumes to the very same state, at
 * every point of a game (what autosave relies on). */
static void record_resumes_the_same_state_anywhere(void **state)
{
    (void)state;
    start(SC_VARIANT_ALL, 3);
    gm_play *copy = gm_play_new(&lay);
    assert_non_null(copy);
    gm_seat kinds[SC_MAX_PLAYERS] = {{.kind = GM_SEAT_COMPUTER}, {.kind = GM_SEAT_COMPUTER}};
    unsigned checked = 0;
    for (unsigned t = 0; t < 100000 && !sc_game_over(gm_play_game(play)); t++) {
        gm_session_tick(play->session, GM_TICK_SECONDS, 1);
        if (t % 7 != 0) {
            continue;
        }
        sc_record_error err;
        assert_true(gm_session_resume(copy->session, &mat, gm_session_record(play->session)->text,
                                      gm_session_record(play->session)->len, kinds, &err));
        /* Field by field: the setup's padding may differ. */
        const sc_game *a = gm_play_game(copy), *b = gm_play_game(play);
        assert_memory_equal(&a->rng, &b->rng, sizeof a->rng);
        assert_memory_equal(a->players, b->players, sizeof a->players);
        assert_memory_equal(&a->pending, &b->pending, sizeof a->pending);
        assert_memory_equal(&a->piles, &b->piles, sizeof a->piles);
        assert_memory_equal(a->roll, b->roll, sizeof a->roll);
        assert_int_equal(a->rocket_space, b->rocket_space);
        assert_int_equal(a->failures, b->failures);
        assert_int_equal(a->moons_taken, b->moons_taken);
        assert_int_equal(gm_session_actions(copy->session), gm_session_actions(play->session));
        assert_memory_equal(gm_session_faces_rolled(copy->session),
                            gm_session_faces_rolled(play->session),
                            SC_FACE_COUNT * sizeof(unsigned));
        assert_string_equal(gm_session_record(copy->session)->text,
                            gm_session_record(play->session)->text);
        checked++;
    }
    assert_true(checked > 10);
    /* A damaged record is refused with its line. */
    sc_record_error err;
    assert_false(
        gm_session_resume(copy->session, &mat, "spacecats-record 1\nbogus\n", 25, kinds, &err));
    assert_int_equal(err.line, 2);
    gm_play_free(copy);
}

/* Undo goes back over one human's decisions, never across a roll or
 * another seat's decision. */
static void undo_back_to_the_last_roll_only(void **state)
{
    (void)state;
    start(0, 0);
    assert_false(gm_session_can_undo(play->session));
    sc_game fresh = (*gm_play_game(play));
    size_t fresh_len = gm_session_record(play->session)->len;
    assert_true(click(gm_layout_cell(&lay, 0, SC_MOON_DOUBLER)));
    /* Player 1 decides now: player 0's decision is not theirs to undo. */
    assert_int_equal(gm_play_game(play)->pending.player, 1);
    assert_false(gm_session_can_undo(play->session));
    assert_false(click(lay.buttons[GM_BTN_UNDO]));
    assert_true(click(gm_layout_cell(&lay, 1, SC_PARACHUTE)));
    roll((const uint8_t[]){SC_FACE_1, SC_FACE_2, SC_FACE_3, SC_FACE_3, SC_FACE_4, SC_FACE_4}, 6);
    assert_false(gm_session_can_undo(play->session)); /* never across the roll */
    /* The commander selects and moves, then undoes the move. */
    sc_game after_roll = (*gm_play_game(play));
    unsigned actions = gm_session_actions(play->session);
    assert_true(click(group(SC_FACE_2)));
    assert_true(click(lay.buttons[GM_BTN_CONFIRM]));
    assert_int_not_equal(gm_play_game(play)->rocket_space, after_roll.rocket_space);
    /* Still the commander's turn (no landing here: the next roll). */
    assert_int_equal(gm_session_actor(play->session), 0);
    {
        assert_true(gm_session_can_undo(play->session));
        unsigned rev = gm_session_revision(play->session);
        gm_input bs = {.kind = GM_IN_KEY, .key = GM_KEY_BACKSPACE};
        assert_true(gm_test_play_input(play, &bs));
        assert_int_equal(gm_play_game(play)->rocket_space, after_roll.rocket_space);
        assert_int_equal(gm_play_game(play)->pending.kind, SC_PENDING_TRAVEL);
        assert_int_equal(gm_play_game(play)->pool, after_roll.pool);
        assert_memory_equal(gm_play_game(play)->roll, after_roll.roll, sizeof after_roll.roll);
        assert_int_equal(gm_session_actions(play->session), actions);
        assert_true(gm_session_revision(play->session) != rev);
        /* The record lost the undone line: it replays to this state. */
        sc_game back;
        assert_true(sc_record_replay(gm_session_record(play->session)->text,
                                     gm_session_record(play->session)->len, &mat, &back, NULL));
        assert_int_equal(back.rocket_space, gm_play_game(play)->rocket_space);
        assert_int_equal(back.pending.kind, SC_PENDING_TRAVEL);
        assert_false(gm_session_can_undo(play->session)); /* only back to the roll */
    }
    /* Back at the start: nothing to undo in a fresh game. */
    start(0, 0);
    assert_memory_equal(&gm_play_game(play)->piles, &fresh.piles, sizeof fresh.piles);
    assert_int_equal(gm_session_record(play->session)->len, fresh_len);
    assert_false(gm_session_can_undo(play->session));
}

/* Animations: a roll tumbles the dice, computers wait for the show, a
 * click or the skip key ends it, instant speed has none. */
static void animations_pace_and_skip(void **state)
{
    (void)state;
    start(0, 0);
    board_both();
    gm_session_set_speed(play->session, 1.0f, 0);
    assert_false(gm_anims_active(gm_session_anims(play->session)));
    roll((const uint8_t[]){SC_FACE_1, SC_FACE_2, SC_FACE_3, SC_FACE_3, SC_FACE_4, SC_FACE_4}, 6);
    assert_true(gm_anims_active(gm_session_anims(play->session)));
    assert_true(gm_anims_hides(gm_session_anims(play->session), GM_HIDE_DICE, 0));
    assert_true(gm_session_busy(play->session)); /* the loop must not sleep mid-animation */
    gm_cue cues[8];
    gm_session_tick(play->session, GM_TICK_SECONDS, 1);
    assert_int_equal(gm_session_take_cues(play->session, cues, 8), 1);
    assert_int_equal(cues[0], GM_CUE_DICE);
    /* Group selection waits; a click ends the show instead. */
    gm_input release = gm_click_at(1, 1);
    assert_true(gm_test_play_input(play, &release));
    assert_false(gm_anims_active(gm_session_anims(play->session)));
    /* A move animates the rocket space by space, with a cue per space. */
    assert_true(click(group(SC_FACE_2)));
    unsigned from = gm_play_game(play)->rocket_space;
    assert_true(click(lay.buttons[GM_BTN_CONFIRM]));
    unsigned to = gm_play_game(play)->rocket_space;
    assert_true(gm_anims_hides(gm_session_anims(play->session), GM_HIDE_ROCKET, 0));
    unsigned moves = 0, launches = 0;
    for (unsigned t = 0; t < 600 && gm_anims_active(gm_session_anims(play->session)); t++) {
        gm_session_tick(play->session, GM_TICK_SECONDS, 0);
        unsigned n = gm_session_take_cues(play->session, cues, 8);
        for (unsigned i = 0; i < n; i++) {
            moves += cues[i] == GM_CUE_MOVE;
            launches += cues[i] == GM_CUE_LAUNCH;
        }
    }
    assert_false(gm_anims_active(gm_session_anims(play->session)));
    assert_int_equal(moves, to - from);
    assert_int_equal(launches, 1);
    /* Instant speed: nothing queued. */
    gm_session_set_speed(play->session, 0, 0);
    start(0, 0);
    board_both();
    roll((const uint8_t[]){SC_FACE_1, SC_FACE_2, SC_FACE_3, SC_FACE_3, SC_FACE_4, SC_FACE_4}, 6);
    assert_false(gm_anims_active(gm_session_anims(play->session)));
}

/* Every tick an animation ran in says so, the one that ends the last
 * animation too: that tick moved the picture to its settled state (the
 * dice at rest), and a frame must show it. */
static void the_tick_that_ends_the_show_reports_a_change(void **state)
{
    (void)state;
    start(0, 0);
    board_both();
    gm_session_set_speed(play->session, 1.0f, 0);
    roll((const uint8_t[]){SC_FACE_1, SC_FACE_2, SC_FACE_3, SC_FACE_3, SC_FACE_4, SC_FACE_4}, 6);
    unsigned ticks = 0;
    while (gm_anims_active(gm_session_anims(play->session)) && ticks++ < 600) {
        assert_true(gm_session_tick(play->session, GM_TICK_SECONDS, 1));
    }
    assert_false(gm_anims_active(gm_session_anims(play->session)));
    assert_false(
        gm_session_tick(play->session, GM_TICK_SECONDS, 1)); /* then nothing: a human's turn */
}

/* Computers thinking on a worker thread make exactly the choices they make
 * at once: the same game, record for record. */
static void threaded_thinking_plays_the_same_game(void **state)
{
    (void)state;
    char *records[2];
    for (unsigned threaded = 0; threaded < 2; threaded++) {
        start(SC_VARIANT_ALL, 3);
        for (unsigned i = 0; i < 2; i++) {
            gm_seat seat = *gm_session_seat(play->session, i);
            seat.level = (uint8_t)(i + 1);
            gm_session_set_seat(play->session, i, &seat);
        }
        gm_session_set_threaded(play->session, threaded != 0);
        for (unsigned t = 0; t < 200000 && !sc_game_over(gm_play_game(play)); t++) {
            gm_session_tick(play->session, GM_TICK_SECONDS, 1000);
            if (gm_session_thinking(play->session)) {
                nanosleep(&(struct timespec){0, 200000}, NULL); /* the worker's turn */
            }
        }
        assert_true(sc_game_over(gm_play_game(play)));
        records[threaded] = strdup(gm_session_record(play->session)->text);
        assert_non_null(records[threaded]);
    }
    assert_string_equal(records[0], records[1]);
    free(records[0]);
    free(records[1]);
    gm_session_set_threaded(play->session, false);
}

/* The hint is worked out by the thinker (on its thread or at once) and
 * names one of the legal choices of the human's decision. */
static void hint_for_a_human_off_the_ui_thread(void **state)
{
    (void)state;
    for (unsigned threaded = 0; threaded < 2; threaded++) {
        start(0, 0);
        board_both();
        roll((const uint8_t[]){SC_FACE_1, SC_FACE_2, SC_FACE_3, SC_FACE_3, SC_FACE_4, SC_FACE_4},
             6);
        gm_session_set_threaded(play->session, threaded != 0);
        assert_true(gm_session_hint_start(play->session));
        sc_ai_hint_t h;
        bool valid = false, ready = false;
        for (unsigned t = 0; t < 20000 && !ready; t++) {
            ready = gm_session_hint_poll(play->session, &h, &valid);
            if (!ready) {
                nanosleep(&(struct timespec){0, 500000}, NULL);
            }
        }
        assert_true(ready);
        assert_true(valid);
        assert_int_equal(h.pending, SC_PENDING_TRAVEL);
        assert_true(h.index < gm_session_n_choices(play->session));
        assert_int_equal(h.choice.kind, gm_session_choices(play->session)[h.index].kind);
        assert_true(h.crash_chance >= 0 && h.crash_chance <= 1);
    }
    gm_session_set_threaded(play->session, false);
    /* Not a human's decision: no hint. */
    start(0, 1u << 0);
    assert_false(gm_session_hint_start(play->session));
}

/* A human commander with auto-roll set rolls without a click. */
static void auto_roll_rolls_for_a_human(void **state)
{
    (void)state;
    start(0, 0);
    board_both();
    gm_session_set_auto_roll(play->session, true);
    unsigned before = gm_session_actions(play->session);
    gm_session_tick(play->session, GM_TICK_SECONDS, 1);
    assert_int_equal(gm_session_actions(play->session), before + 1);
    assert_int_not_equal(gm_play_game(play)->pending.kind, SC_PENDING_ROLL);
}

/* The lander's +1/-1: at space 7, where nothing can be landed on, the
 * lander alone may land on space 6's moon or space 8's planet. */
static void lander_lands_next_door(void **state)
{
    (void)state;
    start_on(&six_moons, 0, 0); /* space 6 allows 1 and 2 there */
    travel_to_six(SC_LANDER);
    assert_true(click(lay.buttons[GM_BTN_STAY])); /* player 0 */
    assert_true(click(lay.buttons[GM_BTN_STAY])); /* player 1, the lander */
    roll((const uint8_t[]){SC_FACE_1, SC_FACE_3, SC_FACE_4}, 3);
    assert_true(click(group(SC_FACE_1)));
    go();
    assert_int_equal(gm_play_game(play)->rocket_space, 7);
    assert_int_equal(gm_play_game(play)->pending.kind, SC_PENDING_LAND);
    assert_int_equal(gm_play_game(play)->pending.player, 1);
    sc_choice c;
    assert_true(gm_play_land_choice(play, GM_HIT_MOON, 0, &c));    /* space 6 */
    assert_true(gm_play_land_choice(play, GM_HIT_PLANET, 0, &c));  /* space 8 */
    assert_false(gm_play_land_choice(play, GM_HIT_PLANET, 1, &c)); /* space 11: too far */
    assert_false(click(lay.planets[1]));
    assert_true(click(lay.planets[0]));
    const sc_place *at = &gm_play_game(play)->players[1].astronauts[SC_LANDER];
    assert_int_equal(at->kind, SC_AT_PLANET);
    assert_int_equal(at->index, 0);
}

/* Both players stay aboard at space 6 (player 1 with `second`), then a
 * roll with nothing usable there crashes the rocket, animations on.
 * Returns the expedition it crashed in. */
static unsigned crash_at_six(sc_ability second)
{
    start_on(&six_moons, 0, 0); /* space 6 allows 1 and 2 there */
    travel_to_six(second);
    assert_true(click(lay.buttons[GM_BTN_STAY])); /* player 0 */
    assert_true(click(lay.buttons[GM_BTN_STAY])); /* player 1 */
    unsigned expedition = gm_play_game(play)->expedition;
    gm_session_set_speed(play->session, 1.0f, 0);
    roll((const uint8_t[]){SC_FACE_3, SC_FACE_3, SC_FACE_4}, 3);
    return expedition;
}

/* Queued animations of this kind that hide this kind of thing. */
static unsigned anims_of(gm_anim_kind kind, gm_hide hide)
{
    unsigned n = 0;
    for (unsigned i = 0; i < gm_session_anims(play->session)->n; i++) {
        n += gm_session_anims(play->session)->list[i].kind == kind &&
             gm_session_anims(play->session)->list[i].hide == hide;
    }
    return n;
}

/* The usual crash: nobody aboard has a parachute, so the roll that crashes
 * the rocket also ends the expedition and the next one begins at once. The
 * explosion is still shown, the astronauts fly home, and the log says so. */
static void crash_without_parachute_is_shown_and_logged(void **state)
{
    (void)state;
    unsigned expedition = crash_at_six(SC_DEEP_DOUBLER);
    assert_int_equal(gm_play_game(play)->failures, 1);
    assert_int_equal(gm_play_game(play)->expedition, expedition + 1);
    assert_false(gm_play_game(play)->crashed); /* the next expedition has begun */
    assert_int_equal(anims_of(GM_ANIM_EXPLOSION, GM_HIDE_NONE), 1);
    /* Both astronauts fly home, hidden on their boards until they arrive. */
    assert_int_equal(anims_of(GM_ANIM_FLY, GM_HIDE_HOME), 2);
    assert_true(gm_anims_hides(gm_session_anims(play->session), GM_HIDE_HOME,
                               1 * SC_ASTRONAUTS + SC_DEEP_DOUBLER));
    char line[GM_LOG_LEN];
    bool logged = false;
    for (unsigned age = 0; age < 3; age++) {
        gm_session_log_line(play->session, age, line, sizeof line);
        logged |= strstr(line, "The rocket crashes at space 6! (failure 1 of") != NULL;
    }
    assert_true(logged);
    gm_session_hurry(play->session);
}

/* After a crash, the parachute astronaut picks a free body next to the
 * rocket by clicking it; the others go home. */
static void parachute_click_after_a_crash(void **state)
{
    (void)state;
    crash_at_six(SC_PARACHUTE);
    assert_true(gm_play_game(play)->crashed);
    assert_int_equal(anims_of(GM_ANIM_EXPLOSION, GM_HIDE_NONE), 1); /* the explosion is shown */
    char line[GM_LOG_LEN];
    gm_session_log_line(play->session, 0, line, sizeof line);
    assert_non_null(strstr(line, "crashes at space 6"));
    /* Every die rolled is counted, for the fairness line of the log. */
    unsigned rolled = 0;
    for (unsigned f = 0; f < SC_FACE_COUNT; f++) {
        rolled += gm_session_faces_rolled(play->session)[f];
    }
    assert_int_equal(rolled, 6 + 4 + 3);
    assert_int_equal(gm_session_faces_rolled(play->session)[SC_FACE_3], 2 + 1 + 2);
    gm_session_hurry(play->session);
    assert_int_equal(gm_play_game(play)->pending.kind, SC_PENDING_PARACHUTE);
    assert_int_equal(gm_play_game(play)->pending.player, 1);
    assert_false(click(lay.planets[0])); /* not next to space 6 */
    assert_true(click(lay.moons[0]));
    const sc_place *at = &gm_play_game(play)->players[1].astronauts[SC_PARACHUTE];
    assert_int_equal(at->kind, SC_AT_MOON);
    assert_int_equal(at->index, 0);
    assert_int_equal(gm_play_game(play)->players[0].astronauts[SC_MOON_DOUBLER].kind, SC_AT_HOME);
}

/* UFO variant: the expedition token's ability is a button (extra dice,
 * keep, reroll) the commander clicks; each kind is found among a few deals
 * and does what it says. */
static void expedition_token_buttons(void **state)
{
    (void)state;
    bool seen[SC_EXP_ABILITY_COUNT] = {false};
    for (uint64_t seed = 1; seed < 60; seed++) {
        sc_setup s = {.n_players = 2, .variants = SC_VARIANT_UFO, .first_player = 0, .seed = seed};
        gm_seat kinds[SC_MAX_PLAYERS] = {0};
        assert_true(gm_session_start(play->session, &mat, &s, kinds));
        board_both();
        const sc_game *g = gm_play_game(play);
        assert_true(g->exp_token >= 0);
        unsigned ability = mat.exp_tokens[g->exp_token].ability;
        if (seen[ability]) {
            continue;
        }
        /* Every die a 2: usable at space 0. */
        uint8_t twos[SC_MAX_DICE];
        memset(twos, SC_FACE_2, sizeof twos);
        assert_true(gm_session_roll_fixed(play->session, twos, g->pool));
        assert_int_equal(g->pending.kind, SC_PENDING_TRAVEL);
        if (ability == SC_EXP_REROLL) {
            assert_true(gm_play_button_enabled(play, GM_BTN_REROLL));
            assert_true(click(lay.buttons[GM_BTN_REROLL]));
            assert_int_equal(g->pending.kind, SC_PENDING_ROLL);
            assert_true(g->exp_used);
        } else {
            gm_button b = ability == SC_EXP_EXTRA_DICE ? GM_BTN_EXTRA : GM_BTN_KEEP;
            uint8_t flag = ability == SC_EXP_EXTRA_DICE ? SC_MOVE_EXTRA : SC_MOVE_KEEP;
            assert_true(gm_play_button_enabled(play, b));
            assert_true(click(lay.buttons[b]));
            assert_int_equal(gm_play_selection(play).flags, flag);
            /* The option, then the only group rolled: that move goes at once. */
            unsigned pool = g->pool;
            assert_true(click(group(SC_FACE_2)));
            assert_int_equal(gm_play_selection(play).flags, 0);
            go();
            assert_true(g->exp_used);
            if (ability == SC_EXP_KEEP) {
                assert_int_equal(g->pool, pool); /* nothing discarded */
            }
        }
        seen[ability] = true;
    }
    for (unsigned a = 0; a < SC_EXP_ABILITY_COUNT; a++) {
        assert_true(seen[a]);
    }
}

/* A first game's tips: the one that fits each decision in front of a human,
 * none on a computer's turn, each with words. */
static void tips_fit_the_decision(void **state)
{
    (void)state;
    start(0, 0);
    assert_int_equal(gm_tip_for(play), GM_TIP_BOARD);
    board_both();
    assert_int_equal(gm_tip_for(play), GM_TIP_ROLL);
    roll((const uint8_t[]){SC_FACE_1, SC_FACE_2, SC_FACE_3, SC_FACE_3, SC_FACE_4, SC_FACE_4}, 6);
    assert_int_equal(gm_tip_for(play), GM_TIP_TRAVEL);
    start(SC_VARIANT_MISSIONS, 0);
    assert_int_equal(gm_tip_for(play), GM_TIP_MISSIONS);
    start(0, 1u << 0); /* a computer decides first: no tip */
    assert_int_equal(gm_tip_for(play), GM_TIP_COUNT);
    for (unsigned t = 0; t < GM_TIP_COUNT; t++) {
        assert_true(strlen(gm_tip_title((gm_tip)t)) > 3);
        assert_true(strlen(gm_tip_text((gm_tip)t)) > 40);
    }
}

/* Clicks at the middle of r until one changes the game; true if one did. */
static bool click_any(const gm_rect *rects, unsigned n, unsigned before)
{
    for (unsigned i = 0; i < n && gm_session_actions(play->session) == before; i++) {
        click(rects[i]);
    }
    return gm_session_actions(play->session) != before;
}

/* Every decision of whole games, every variant, made with the mouse alone:
 * a player who clicks what is lit can always go on, and the game ends. */
static void whole_games_by_clicks_alone(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 6; seed++) {
        sc_setup s = {.n_players = (uint8_t)(2 + seed % 4),
                      .variants = SC_VARIANT_ALL,
                      .first_player = -1,
                      .seed = seed};
        gm_seat humans[SC_MAX_PLAYERS] = {0};
        assert_true(gm_session_start(play->session, &mat, &s, humans));
        unsigned steps = 0;
        while (!sc_game_over(gm_play_game(play)) && steps++ < 5000) {
            unsigned before = gm_session_actions(play->session);
            const sc_game *g = gm_play_game(play);
            int who = g->pending.player;
            gm_rect r[64];
            unsigned n = 0;
            switch (g->pending.kind) {
            case SC_PENDING_MISSIONS:
                r[n++] = lay.missions[seed % lay.n_missions];
                break;
            case SC_PENDING_BOARD:
                for (unsigned a = 0; a < SC_ASTRONAUTS; a++) {
                    r[n++] =
                        gm_layout_cell(&lay, (unsigned)who, (a + (unsigned)seed) % SC_ASTRONAUTS);
                }
                break;
            case SC_PENDING_ROLL:
                r[n++] = lay.buttons[GM_BTN_ROLL];
                break;
            case SC_PENDING_TRAVEL:
                /* One usable group, or a pilot, then Go; else a rescue or the crash. */
                for (unsigned f = 0; f < SC_FACE_COUNT && gm_play_selection(play).faces == 0; f++) {
                    if (gm_play_group_usable(play, f)) {
                        click(group(f));
                    }
                }
                for (unsigned w = 0; w < g->n_seats && gm_play_selection(play).faces == 0 &&
                                     gm_play_selection(play).pilots == 0;
                     w++) {
                    if (gm_play_pilot_usable(play, w)) {
                        click(lay.windows[w]);
                    }
                }
                r[n++] = lay.buttons[GM_BTN_CONFIRM];
                r[n++] = lay.buttons[GM_BTN_REROLL];
                r[n++] = lay.buttons[GM_BTN_CRASH];
                break;
            case SC_PENDING_LAND:
            case SC_PENDING_PARACHUTE:
                /* Land somewhere half the time, else stay (or go home). */
                if ((steps + seed) % 2 == 0) {
                    for (unsigned i = 0; i < mat.n_moons; i++) {
                        r[n++] = lay.moons[i];
                    }
                    for (unsigned i = 0; i < mat.n_planets; i++) {
                        r[n++] = lay.planets[i];
                    }
                    r[n++] = lay.comet;
                }
                r[n++] = lay.buttons[GM_BTN_STAY];
                for (unsigned i = 0; i < mat.n_moons; i++) {
                    r[n++] = lay.moons[i];
                }
                break;
            default:
                break;
            }
            if (!click_any(r, n, before)) {
                fail_msg("seed %llu: no click made the %u decision of seat %d",
                         (unsigned long long)seed, (unsigned)g->pending.kind, who);
            }
        }
        assert_true(sc_game_over(gm_play_game(play)));
    }
}

/* A real autosave (issue 12): the commander's next move reaches deep
 * space, which ends the expedition, so the game after the move has the
 * rocket back at the start. The rocket's flight is worked out from the
 * move, not from the difference of the two positions (which wrapped round
 * to four billion spaces and held the game for ever). At normal speed the
 * computers play on to the human's next decision in game seconds. */
static void deep_space_at_normal_speed_moves_on(void **state)
{
    (void)state;
    gm_seat seats[SC_MAX_PLAYERS] = {0};
    gm_save_error err;
    char warn[256] = "";
    assert_true(gm_save_read(STALL, GM_MATS_ONE(&mat, &lay), seats, play->session, warn,
                             sizeof warn, &err));
    gm_session_set_speed(play->session, 1.0f, 0.6f);
    unsigned deep = sc_mat_deep(&mat), expedition = gm_play_game(play)->expedition;
    bool flew_deep = false;
    unsigned t = 0;
    for (; t < 60 * GM_TICK_HZ && !gm_session_human_turn(play->session); t++) {
        gm_session_tick(play->session, GM_TICK_SECONDS, 1);
        for (unsigned i = 0; i < gm_session_anims(play->session)->n; i++) {
            const gm_anim *a = &gm_session_anims(play->session)->list[i];
            assert_true(a->duration < 10.0f);
            flew_deep |= a->kind == GM_ANIM_ROCKET && a->space_to == deep;
        }
    }
    assert_true(flew_deep);
    assert_true(gm_session_human_turn(play->session));
    assert_true(gm_play_game(play)->expedition > expedition);
    assert_true(t < 60 * GM_TICK_HZ);
}

/* No animation holds the game for ever, whatever duration it is given. */
static void animations_end_whatever_their_duration(void **state)
{
    (void)state;
    const float bad[] = {4e9f, -1.0f, NAN, INFINITY};
    for (unsigned i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        gm_anims a;
        gm_anims_init(&a, 1.6f); /* slow speed */
        gm_anim q = {.kind = GM_ANIM_ROCKET, .duration = bad[i], .space_from = 3, .space_to = 2};
        assert_non_null(gm_anims_push(&a, &q, true));
        unsigned ticks = 0;
        while (gm_anims_active(&a) && ticks < 100000) {
            gm_anims_step(&a, GM_TICK_SECONDS);
            ticks++;
        }
        assert_false(gm_anims_active(&a));
        assert_true(ticks <= (unsigned)(GM_ANIM_LONGEST * 1.6f * GM_TICK_HZ) + 2);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(board_click_on_another_board_does_nothing),
        cmocka_unit_test(click_on_tray_or_roll_button_rolls),
        cmocka_unit_test(dice_groups_select_preview_and_confirm),
        cmocka_unit_test(single_legal_move_takes_one_click),
        cmocka_unit_test(landing_click_on_target_lands),
        cmocka_unit_test(stay_then_pilot_or_crash),
        cmocka_unit_test(secret_missions_click_returns_one),
        cmocka_unit_test(computer_seat_is_paced_and_ignores_clicks),
        cmocka_unit_test(a_whole_game_of_computers_ends),
        cmocka_unit_test(hold_and_stop_at),
        cmocka_unit_test(record_resumes_the_same_state_anywhere),
        cmocka_unit_test(lander_lands_next_door),
        cmocka_unit_test(whole_games_by_clicks_alone),
        cmocka_unit_test(tips_fit_the_decision),
        cmocka_unit_test(expedition_token_buttons),
        cmocka_unit_test(crash_without_parachute_is_shown_and_logged),
        cmocka_unit_test(parachute_click_after_a_crash),
        cmocka_unit_test(undo_back_to_the_last_roll_only),
        cmocka_unit_test(animations_pace_and_skip),
        cmocka_unit_test(the_tick_that_ends_the_show_reports_a_change),
        cmocka_unit_test(animations_end_whatever_their_duration),
        cmocka_unit_test(threaded_thinking_plays_the_same_game),
        cmocka_unit_test(auto_roll_rolls_for_a_human),
        cmocka_unit_test(hint_for_a_human_off_the_ui_thread),
        cmocka_unit_test(deep_space_at_normal_speed_moves_on),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
