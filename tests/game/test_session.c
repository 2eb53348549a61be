/* The game session on its own: whole games driven by choices alone, as a
 * network table or a second front end would drive one, with no layout, no
 * screen and no input events. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "session.h"
#include "spacecats/mat_load.h"
#include "spacecats/record.h"
#include "tick.h"

/* The session's header is the contract a front end drives: nothing of the
 * screen comes with it. */
#if defined(GM_LAYOUT_H) || defined(GM_PLAY_H) || defined(GM_INPUT_H) || defined(SDL_h_)
#error "session.h brings in the screen (layout, play model, input or SDL)"
#endif

static sc_mat mat;

static int setup(void **state)
{
    (void)state;
    char err[512];
    return sc_mat_load_file(SC_TEST_DATADIR "/mat/default.yaml", &mat, err, sizeof err) ? 0 : -1;
}

static uint64_t next(uint64_t *r)
{
    *r ^= *r << 13, *r ^= *r >> 7, *r ^= *r << 17;
    return *r;
}

/* Decisions taken back and made again, over the games played. */
static unsigned undone;

/* One whole game: the humans' seats choose at random among the legal
 * choices the session lists; computers act through its ticks. Checks each
 * step as it goes and returns the number of human decisions. */
static unsigned play_game(gm_session *s, uint64_t seed, unsigned humans)
{
    unsigned players = 2 + (unsigned)(seed % 4);
    sc_setup setup = {.n_players = (uint8_t)players,
                      .variants = (uint8_t)(seed % 8),
                      .first_player = -1,
                      .seed = seed};
    gm_seat seats[SC_MAX_PLAYERS] = {0};
    for (unsigned i = 0; i < SC_MAX_PLAYERS; i++) {
        bool human = (humans >> i) & 1;
        seats[i] = (gm_seat){.kind = human ? GM_SEAT_HUMAN : GM_SEAT_COMPUTER,
                             .level = (uint8_t)(i % 2), /* kitten, cadet: quick */
                             .colour = (uint8_t)i};
    }
    assert_true(gm_session_start(s, &mat, &setup, seats));
    uint64_t r = seed * 0x9e3779b97f4a7c15ULL + 1;
    unsigned decisions = 0;
    for (unsigned step = 0; step < 20000 && !sc_game_over(gm_session_game(s)); step++) {
        if (!gm_session_human_turn(s)) {
            /* A front end speaks for humans only. */
            if (gm_session_n_choices(s) > 0) {
                assert_false(gm_session_submit(s, &gm_session_choices(s)[0]));
            }
            assert_false(gm_session_submit_roll(s));
            unsigned before = gm_session_actions(s);
            for (unsigned t = 0;
                 t < 1000 && gm_session_actions(s) == before && !sc_game_over(gm_session_game(s));
                 t++) {
                gm_session_tick(s, GM_TICK_SECONDS, 1);
            }
            assert_true(gm_session_actions(s) > before);
            continue;
        }
        if (gm_session_game(s)->pending.kind == SC_PENDING_ROLL) {
            /* A choice is not a roll: refused, nothing changes. */
            sc_choice stay = {.kind = SC_CHOICE_STAY};
            unsigned revision = gm_session_revision(s);
            assert_false(gm_session_apply(s, &stay));
            assert_int_equal(gm_session_revision(s), revision);
            assert_true(gm_session_roll(s));
            continue;
        }
        size_t n = gm_session_n_choices(s);
        assert_true(n > 0);
        sc_choice c = gm_session_choices(s)[next(&r) % n];
        sc_game before = *gm_session_game(s);
        unsigned actions_before = gm_session_actions(s);
        size_t record_len = gm_session_record(s)->len;
        assert_false(gm_session_roll(s)); /* not a roll's turn */
        if (decisions % 2 == 0) {
            assert_true(gm_session_apply(s, &c));
        } else {
            /* As a front end does: submitted, the game unchanged and the
             * session busy until the tick carries it out; one at a time. */
            assert_true(gm_session_submit(s, &c));
            assert_false(gm_session_submit(s, &c));
            assert_false(gm_session_submit_undo(s));
            assert_true(gm_session_busy(s));
            assert_memory_equal(gm_session_game(s), &before, sizeof before);
            assert_true(gm_session_tick(s, GM_TICK_SECONDS, 0));
            assert_false(gm_session_submitted(s));
            assert_int_equal(gm_session_actions(s), actions_before + 1);
        }
        decisions++;
        /* Now and then the decision is taken back and made again: the game
         * and its record are as before it. */
        if (next(&r) % 7 == 0 && gm_session_can_undo(s)) {
            assert_true(gm_session_undo(s));
            assert_memory_equal(gm_session_game(s), &before, sizeof before);
            assert_int_equal(gm_session_record(s)->len, record_len);
            assert_true(gm_session_apply(s, &c));
            undone++;
        }
    }
    assert_true(sc_game_over(gm_session_game(s)));
    assert_int_equal(gm_session_actor(s), -1);
    assert_false(gm_session_busy(s));
    return decisions;
}

/* The record the session kept replays to the very game it ended with. */
static void assert_record_replays(const gm_session *s)
{
    const sc_record *rec = gm_session_record(s);
    sc_game replayed;
    sc_record kept = {0};
    sc_record_error err;
    assert_true(
        sc_record_resume_each(rec->text, rec->len, &mat, &replayed, &kept, NULL, NULL, &err));
    assert_memory_equal(&replayed.players, &gm_session_game(s)->players, sizeof replayed.players);
    assert_int_equal(replayed.failures, gm_session_game(s)->failures);
    assert_true(sc_game_over(&replayed));
    sc_record_free(&kept);
}

static void whole_games_by_choices_alone(void **state)
{
    (void)state;
    gm_session *s = gm_session_new();
    assert_non_null(s);
    unsigned decisions = 0;
    for (uint64_t seed = 1; seed <= 12; seed++) {
        /* Every seat a human, or humans and computers together. */
        decisions += play_game(s, seed, seed % 3 == 0 ? 0x1f : 0x05);
        assert_record_replays(s);
    }
    print_message("%u decisions by choices alone over 12 games, %u undone\n", decisions, undone);
    assert_true(decisions > 200);
    assert_true(undone > 10);
    gm_session_free(s);
}

/* A computer's seat taken by a human mid-game waits for the human's
 * choice; given back to a computer, the game plays on to its end. */
static void a_seat_changes_hands(void **state)
{
    (void)state;
    gm_session *s = gm_session_new();
    sc_setup setup = {.n_players = 2, .first_player = 0, .seed = 5};
    gm_seat seats[SC_MAX_PLAYERS] = {{.kind = GM_SEAT_COMPUTER}, {.kind = GM_SEAT_COMPUTER}};
    assert_true(gm_session_start(s, &mat, &setup, seats));
    for (unsigned t = 0; t < 40; t++) {
        gm_session_tick(s, GM_TICK_SECONDS, 1);
    }
    int actor = gm_session_actor(s);
    assert_true(actor >= 0);
    gm_session_set_seat_kind(s, (unsigned)actor, GM_SEAT_HUMAN);
    unsigned before = gm_session_actions(s);
    for (unsigned t = 0; t < 100; t++) {
        gm_session_tick(s, GM_TICK_SECONDS, 1);
    }
    assert_int_equal(gm_session_actions(s), before); /* the human's turn: nobody else moves */
    assert_false(gm_session_busy(s));
    gm_session_set_seat_kind(s, (unsigned)actor, GM_SEAT_COMPUTER);
    for (unsigned t = 0; t < 100000 && !sc_game_over(gm_session_game(s)); t++) {
        gm_session_tick(s, GM_TICK_SECONDS, 1);
    }
    assert_true(sc_game_over(gm_session_game(s)));
    gm_session_free(s);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(whole_games_by_choices_alone),
        cmocka_unit_test(a_seat_changes_hands),
    };
    return cmocka_run_group_tests(tests, setup, NULL);
}
