/* Nothing important passes unnoticed: whole games through the session
 * (session.c), every variant. Each callout (a crash, a goal won, deep space,
 * UFO contact, the secret missions at the end) is queued when its event
 * happens and only then, lasts by the speed, and a click or a key ends
 * it; cards shown together lie apart; the log's points add up to every
 * seat's final score; the log after a save and a reload is the log
 * before (a save file written and read back). No window. */
#define _POSIX_C_SOURCE 200809L /* mkstemp */

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "i18n.h"
#include "play.h"
#include "play_callout.h"
#include "play_events.h"
#include "play_fixture.h"
#include "saves.h"
#include "tick.h"

enum { GAMES = 12, MAX_STEPS = 6000 };

static gm_play *again; /* the same game reloaded from its record */

static int setup(void **state)
{
    (void)state;
    gm_i18n_set_language("en");
    again = gm_play_new(&lay);
    return again == NULL ? -1 : gm_test_play_setup(&mat, &lay, &play);
}

static int teardown(void **state)
{
    (void)state;
    gm_play_free(again);
    return gm_test_play_teardown(&play);
}

/* Game k of the twelve: 2 to 5 players, every set of variants. */
static void start_game(unsigned k, float scale)
{
    sc_setup s = {.n_players = (uint8_t)(2 + k % 4),
                  .variants = (uint8_t)(k % 8),
                  .first_player = -1,
                  .seed = 1000 + k};
    gm_seat seats[SC_MAX_PLAYERS];
    for (unsigned i = 0; i < SC_MAX_PLAYERS; i++) {
        seats[i] = (gm_seat){
            .kind = GM_SEAT_COMPUTER, .level = (uint8_t)(1 + (k + i) % 2), .colour = (uint8_t)i};
    }
    assert_true(gm_session_start(play->session, &mat, &s, seats));
    gm_session_set_threaded(play->session, false);
    gm_session_set_speed(play->session, scale, 0.0f);
}

/* One action of the computer whose turn it is; the show of the one
 * before is over first. */
static void act(void)
{
    gm_session_hurry(play->session);
    unsigned before = gm_session_actions(play->session);
    for (unsigned t = 0; t < 4 && gm_session_actions(play->session) == before; t++) {
        gm_session_tick(play->session, GM_TICK_SECONDS, 1);
    }
    assert_int_equal(gm_session_actions(play->session), before + 1);
}

static unsigned callouts_of(const gm_play *p, gm_callout_kind kind, unsigned *points)
{
    unsigned n = 0;
    for (unsigned i = 0; i < gm_session_anims(p->session)->n; i++) {
        const gm_anim *q = &gm_session_anims(p->session)->list[i];
        if (q->kind == GM_ANIM_CALLOUT && q->callout.kind == kind) {
            n++;
            if (points != NULL) {
                *points += q->callout.points;
            }
        }
    }
    return n;
}

/* What the rules core says happened between two states, counted apart
 * from the session's reading of it. */
typedef struct happened {
    unsigned crash, goals, goal_points, deep, deep_points, ufo, ufo_points, missions;
} happened;

static happened what_happened(const sc_game *b, const sc_game *a)
{
    happened h = {0};
    h.crash = a->failures > b->failures || (a->crashed && !b->crashed);
    for (unsigned i = 0; i < mat.n_goals; i++) {
        if (a->goal_owner[i] >= 0 && b->goal_owner[i] < 0) {
            h.goals++;
            h.goal_points += mat.goals[i].points;
        }
    }
    for (unsigned pl = 0; pl < a->setup.n_players; pl++) {
        for (unsigned ab = 0; ab < SC_ASTRONAUTS; ab++) {
            unsigned k = a->players[pl].astronauts[ab].kind;
            h.deep += b->players[pl].astronauts[ab].kind == SC_AT_ROCKET &&
                      (k == SC_AT_COMET || k == SC_AT_GALAXY);
        }
        h.deep_points += a->players[pl].deep_points - b->players[pl].deep_points;
        h.ufo += a->players[pl].ufo_points > b->players[pl].ufo_points;
        h.ufo_points += a->players[pl].ufo_points - b->players[pl].ufo_points;
    }
    if (sc_game_over(a) && !sc_game_over(b) && (a->setup.variants & SC_VARIANT_MISSIONS)) {
        h.missions = a->setup.n_players;
    }
    return h;
}

/* Each callout kind is queued when its event happens, with its points,
 * and only then, over twelve whole games; every kind is seen. */
static void callouts_fire_when_their_event_happens(void **state)
{
    (void)state;
    unsigned seen[GM_CALLOUT_KINDS] = {0};
    for (unsigned k = 0; k < GAMES; k++) {
        start_game(k, 1.0f);
        for (unsigned n = 0; n < MAX_STEPS && !sc_game_over(gm_play_game(play)); n++) {
            sc_game before = (*gm_play_game(play));
            act();
            happened h = what_happened(&before, gm_play_game(play));
            unsigned pts[GM_CALLOUT_KINDS] = {0};
            assert_int_equal(callouts_of(play, GM_CALLOUT_CRASH, NULL), h.crash);
            assert_int_equal(callouts_of(play, GM_CALLOUT_GOAL, &pts[GM_CALLOUT_GOAL]), h.goals);
            assert_int_equal(pts[GM_CALLOUT_GOAL], h.goal_points);
            assert_int_equal(callouts_of(play, GM_CALLOUT_DEEP, &pts[GM_CALLOUT_DEEP]), h.deep);
            assert_int_equal(pts[GM_CALLOUT_DEEP], h.deep_points);
            assert_int_equal(callouts_of(play, GM_CALLOUT_UFO, &pts[GM_CALLOUT_UFO]), h.ufo);
            assert_int_equal(pts[GM_CALLOUT_UFO], h.ufo_points);
            assert_int_equal(callouts_of(play, GM_CALLOUT_MISSIONS, NULL), h.missions);
            /* Each kind sounds once its card shows (the crash: its explosion). */
            gm_cue cues[GM_ANIM_MAX];
            gm_session_take_cues(play->session, cues, GM_ANIM_MAX);
            for (unsigned t = 0; t < 1200 && gm_anims_active(gm_session_anims(play->session));
                 t++) {
                gm_session_animate(play->session, GM_TICK_SECONDS);
            }
            unsigned heard = 0, n_cues = gm_session_take_cues(play->session, cues, GM_ANIM_MAX);
            for (unsigned i = 0; i < n_cues; i++) {
                heard |= 1u << cues[i];
            }
            assert_int_equal((heard >> GM_CUE_DEEP) & 1, h.deep > 0);
            assert_int_equal((heard >> GM_CUE_UFO) & 1, h.ufo > 0);
            assert_int_equal((heard >> GM_CUE_MISSIONS) & 1, h.missions > 0);
            assert_int_equal((heard >> GM_CUE_GOAL) & 1, h.goals > 0);
            assert_int_equal((heard >> GM_CUE_EXPLOSION) & 1, h.crash);
            seen[GM_CALLOUT_CRASH] += h.crash;
            seen[GM_CALLOUT_GOAL] += h.goals;
            seen[GM_CALLOUT_DEEP] += h.deep;
            seen[GM_CALLOUT_UFO] += h.ufo;
            seen[GM_CALLOUT_MISSIONS] += h.missions;
        }
        assert_true(sc_game_over(gm_play_game(play)));
    }
    for (unsigned c = 0; c < GM_CALLOUT_KINDS; c++) {
        assert_true(seen[c] > 0);
    }
}

/* Plays game k at normal speed until a callout of this kind is queued. */
static bool play_to_callout(unsigned k, gm_callout_kind kind)
{
    start_game(k, 1.0f);
    for (unsigned n = 0; n < MAX_STEPS && !sc_game_over(gm_play_game(play)); n++) {
        act();
        if (callouts_of(play, kind, NULL) > 0) {
            return true;
        }
    }
    return false;
}

static const gm_anim *first_callout(void)
{
    for (unsigned i = 0; i < gm_session_anims(play->session)->n; i++) {
        if (gm_session_anims(play->session)->list[i].kind == GM_ANIM_CALLOUT) {
            return &gm_session_anims(play->session)->list[i];
        }
    }
    return NULL;
}

/* How long the first callout queued shows, ticking the session, in seconds. */
static float shown_for(void)
{
    float shown = 0;
    gm_session_hold(play->session, true); /* the computers wait: no next callout */
    for (unsigned t = 0; t < 100000; t++) {
        const gm_anim *q = first_callout();
        if (q == NULL) {
            gm_session_hold(play->session, false);
            return shown;
        }
        bool on = q->elapsed >= 0;
        gm_session_tick(play->session, GM_TICK_SECONDS, 1);
        shown += on ? GM_TICK_SECONDS : 0;
    }
    fail_msg("the callout never ends");
    return 0;
}

/* About 1.8 s at normal speed, longer at slow, shorter at fast; none at
 * instant speed, nor while skipping to a human's decision. */
static void callouts_last_by_the_speed(void **state)
{
    (void)state;
    static const struct {
        float scale, seconds;
    } speeds[] = {{1.6f, 2.88f}, {1.0f, 1.8f}, {0.5f, 0.9f}};
    for (unsigned s = 0; s < sizeof speeds / sizeof speeds[0]; s++) {
        assert_true(play_to_callout(0, GM_CALLOUT_CRASH));
        gm_session_hurry(play->session);
        gm_session_set_speed(play->session, speeds[s].scale, 0.0f);
        /* The next crash of the same game, at this speed. */
        bool found = false;
        while (!found && !sc_game_over(gm_play_game(play))) {
            act();
            found = callouts_of(play, GM_CALLOUT_CRASH, NULL) > 0;
        }
        assert_true(found);
        float t = shown_for();
        assert_true(t > speeds[s].seconds - 2 * GM_TICK_SECONDS);
        assert_true(t < speeds[s].seconds + 2 * GM_TICK_SECONDS);
    }
    /* Instant: whole games without a single callout queued. */
    for (unsigned k = 0; k < 4; k++) {
        start_game(k, 0.0f);
        for (unsigned n = 0; n < MAX_STEPS && !sc_game_over(gm_play_game(play)); n++) {
            act();
            assert_null(first_callout());
        }
    }
    /* Skipping: a human waits at the end of the table; the computers'
     * turns until then show nothing. */
    start_game(7, 1.0f);
    gm_session_set_seat_kind(play->session, gm_play_game(play)->setup.n_players - 1, GM_SEAT_HUMAN);
    for (unsigned n = 0; n < 40 && !sc_game_over(gm_play_game(play)); n++) {
        if (gm_session_human_turn(play->session)) {
            gm_session_set_seat_kind(play->session, gm_session_actor(play->session),
                                     GM_SEAT_COMPUTER);
            act();
            gm_session_set_seat_kind(play->session, gm_play_game(play)->setup.n_players - 1,
                                     GM_SEAT_HUMAN);
            continue;
        }
        gm_session_skip(play->session);
        while (!gm_session_human_turn(play->session) && !sc_game_over(gm_play_game(play))) {
            unsigned before = gm_session_actions(play->session);
            gm_session_tick(play->session, GM_TICK_SECONDS, 1);
            assert_null(first_callout());
            assert_int_equal(gm_session_anims(play->session)->n, 0);
            assert_int_equal(gm_session_actions(play->session), before + 1);
        }
    }
}

/* A click, or a key, ends the callout on show. */
static void a_click_or_a_key_ends_a_callout(void **state)
{
    (void)state;
    assert_true(play_to_callout(0, GM_CALLOUT_CRASH));
    assert_non_null(first_callout());
    gm_input click = {.kind = GM_IN_RELEASE, .x = 960, .y = 540};
    unsigned actions = gm_session_actions(play->session);
    assert_true(gm_test_play_input(play, &click));
    assert_null(first_callout());
    assert_int_equal(gm_session_actions(play->session), actions); /* the click did nothing else */

    assert_true(play_to_callout(1, GM_CALLOUT_DEEP));
    gm_input key = {.kind = GM_IN_KEY, .key = GM_KEY_SPACE};
    actions = gm_session_actions(play->session);
    assert_true(gm_test_play_input(play, &key));
    assert_null(first_callout());
    assert_int_equal(gm_session_actions(play->session), actions);
}

/* A human's own roll crashes: "Crash!" is on the banner while the
 * callout shows, before the banner moves on to the next decision. */
static void your_own_crash_shows_before_the_banner_moves_on(void **state)
{
    (void)state;
    sc_setup s = {.n_players = 2, .variants = 0, .first_player = 0, .seed = 5};
    gm_seat seats[SC_MAX_PLAYERS] = {{.kind = GM_SEAT_HUMAN}, {.kind = GM_SEAT_HUMAN}};
    assert_true(gm_session_start(play->session, &mat, &s, seats));
    gm_session_set_speed(play->session, 1.0f, 0.0f);
    sc_choice board = {.kind = SC_CHOICE_BOARD, .arg = SC_MOON_DOUBLER};
    assert_true(gm_session_apply(play->session, &board));
    board.arg = SC_DEEP_DOUBLER;
    assert_true(gm_session_apply(play->session, &board));
    gm_session_hurry(play->session);
    /* A roll of nothing but a face the rocket's space cannot use. */
    unsigned space = gm_play_game(play)->rocket_space;
    uint8_t faces[SC_MAX_DICE];
    unsigned n = gm_play_game(play)->pool, bad = SC_FACE_COUNT;
    for (unsigned f = 0; f < SC_FACE_COUNT; f++) {
        if (!((mat.spaces[space].faces >> f) & 1)) {
            bad = f;
        }
    }
    assert_true(bad < SC_FACE_COUNT);
    memset(faces, (int)bad, n);
    assert_true(gm_session_roll_fixed(play->session, faces, n));
    assert_int_equal(gm_play_game(play)->failures, 1);
    char banner[200];
    assert_false(
        gm_callout_banner(play->session, banner, sizeof banner, NULL)); /* the dice tumble first */
    bool shown = false;
    for (unsigned t = 0; t < 600 && first_callout() != NULL; t++) {
        gm_session_tick(play->session, GM_TICK_SECONDS, 1);
        if (gm_callout_banner(play->session, banner, sizeof banner, NULL)) {
            shown = true;
            assert_non_null(strstr(banner, "Crash!"));
            assert_non_null(first_callout());
        }
    }
    assert_true(shown);
    assert_false(gm_callout_banner(play->session, banner, sizeof banner, NULL));
}

static bool apart(gm_rect a, gm_rect b)
{
    return a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y;
}

static void check_cards(const gm_anims *an)
{
    gm_callout_card cards[GM_ANIM_MAX];
    unsigned n = gm_callout_cards(&lay, an, cards, GM_ANIM_MAX);
    for (unsigned i = 0; i < n; i++) {
        gm_rect r = cards[i].r;
        assert_true(r.x >= 0 && r.y >= 0 && r.x + r.w <= lay.screen_w && r.y + r.h <= lay.screen_h);
        for (unsigned j = 0; j < i; j++) {
            assert_true(apart(r, cards[j].r));
        }
    }
}

/* Cards shown together never cover each other: every callout of twelve
 * games, and a crowd of them at the same few pieces. */
static void cards_shown_together_are_apart(void **state)
{
    (void)state;
    unsigned most = 0;
    for (unsigned k = 0; k < GAMES; k++) {
        start_game(k, 1.0f);
        for (unsigned n = 0; n < MAX_STEPS && !sc_game_over(gm_play_game(play)); n++) {
            act();
            check_cards(gm_session_anims(play->session));
            unsigned c = 0;
            for (unsigned i = 0; i < gm_session_anims(play->session)->n; i++) {
                c += gm_session_anims(play->session)->list[i].kind == GM_ANIM_CALLOUT;
            }
            most = c > most ? c : most;
        }
    }
    assert_true(most >= 3); /* games with several at once (the end's missions) */
    gm_anims crowd;
    gm_anims_init(&crowd, 1.0f);
    static const gm_spot at[] = {{GM_SPOT_GALAXY, 0, 0}, {GM_SPOT_GALAXY, 0, 0},
                                 {GM_SPOT_COMET, 0, 0},  {GM_SPOT_GALAXY, 0, 0},
                                 {GM_SPOT_GOALS, 0, 0},  {GM_SPOT_GOALS, 1, 0},
                                 {GM_SPOT_SCORE, 4, 0},  {GM_SPOT_SPACE, 0, 0}};
    for (unsigned i = 0; i < sizeof at / sizeof at[0]; i++) {
        gm_anim a = {.kind = GM_ANIM_CALLOUT,
                     .duration = GM_CALLOUT_SECONDS,
                     .callout = {.kind = GM_CALLOUT_DEEP, .at = at[i]}};
        assert_non_null(gm_anims_push(&crowd, &a, i == 0));
    }
    check_cards(&crowd);
}

/* Every point in the log, by seat. */
static void logged_points(const gm_play *p, int out[SC_MAX_PLAYERS])
{
    memset(out, 0, sizeof(int) * SC_MAX_PLAYERS);
    for (unsigned age = 0; age < gm_log_size(&(*gm_session_log(p->session))); age++) {
        const gm_log_entry *e = gm_log_at(&(*gm_session_log(p->session)), age);
        bool points =
            e->kind == GM_LOG_POINTS || e->kind == GM_LOG_GOAL || e->kind == GM_LOG_MISSIONS;
        if (points && e->who >= 0 && e->who < SC_MAX_PLAYERS) {
            out[e->who] += e->points;
        }
    }
}

/* The log's points add up to each seat's final score. */
static void logged_points_add_up_to_the_scores(void **state)
{
    (void)state;
    for (unsigned k = 0; k < GAMES; k++) {
        start_game(k, 0.0f);
        for (unsigned n = 0; n < MAX_STEPS && !sc_game_over(gm_play_game(play)); n++) {
            act();
        }
        assert_true(sc_game_over(gm_play_game(play)));
        assert_true((*gm_session_log(play->session)).count <
                    GM_LOG_LINES); /* nothing of the game dropped */
        sc_score score[SC_MAX_PLAYERS];
        sc_game_score(gm_play_game(play), score);
        int logged[SC_MAX_PLAYERS];
        logged_points(play, logged);
        for (unsigned pl = 0; pl < gm_play_game(play)->setup.n_players; pl++) {
            assert_int_equal(logged[pl], score[pl].total);
        }
    }
}

static void assert_same_log(const gm_play *a, const gm_play *b)
{
    assert_int_equal(gm_session_log_size(a->session), gm_session_log_size(b->session));
    for (unsigned age = 0; age < gm_session_log_size(a->session); age++) {
        char la[GM_LOG_LEN], lb[GM_LOG_LEN];
        gm_session_log_line(a->session, age, la, sizeof la);
        gm_session_log_line(b->session, age, lb, sizeof lb);
        assert_string_equal(la, lb);
    }
}

/* Saved to a file and loaded back anywhere (the save module, as Save and
 * Load do), the log reads as before: every line, headings and all. */
static void the_log_survives_a_save_and_a_reload(void **state)
{
    (void)state;
    char path[] = "/tmp/spacecats-events-XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    close(fd);
    for (unsigned k = 0; k < GAMES; k++) {
        start_game(k, 0.0f);
        for (unsigned n = 0; n < MAX_STEPS && !sc_game_over(gm_play_game(play)); n++) {
            act();
            if (n % 23 != 7 && !sc_game_over(gm_play_game(play))) {
                continue;
            }
            gm_save_error err;
            assert_true(gm_save_write(path, play->session, &err));
            assert_true(gm_save_read(path, GM_MATS_ONE(&mat, &lay), gm_session_seats(play->session),
                                     again->session, NULL, 0, &err));
            assert_same_log(play, again);
            assert_int_equal(gm_session_actions(again->session), gm_session_actions(play->session));
            assert_memory_equal(gm_session_faces_rolled(again->session),
                                gm_session_faces_rolled(play->session),
                                sizeof gm_session_faces_rolled(play->session));
        }
    }
    remove(path);
}

/* Undo takes the undone decisions out of the log, as a reload would. */
static void undo_leaves_the_log_a_reload_gives(void **state)
{
    (void)state;
    sc_setup s = {.n_players = 2, .variants = SC_VARIANT_ALL, .first_player = 0, .seed = 9};
    gm_seat seats[SC_MAX_PLAYERS] = {{.kind = GM_SEAT_HUMAN}, {.kind = GM_SEAT_COMPUTER}};
    assert_true(gm_session_start(play->session, &mat, &s, seats));
    gm_session_set_speed(play->session, 0.0f, 0.0f);
    unsigned undone = 0;
    for (unsigned n = 0; n < 400 && !sc_game_over(gm_play_game(play)); n++) {
        if (gm_session_human_turn(play->session) &&
            gm_play_game(play)->pending.kind != SC_PENDING_ROLL) {
            assert_true(gm_session_apply(play->session, &gm_session_choices(play->session)[0]));
            if (gm_session_can_undo(play->session) && n % 3 == 0) {
                assert_true(gm_session_undo(play->session));
                undone++;
            }
        } else if (gm_session_human_turn(play->session)) {
            assert_true(gm_session_roll(play->session));
        } else {
            gm_session_tick(play->session, GM_TICK_SECONDS, 1);
        }
        sc_record_error err;
        assert_true(gm_session_resume(again->session, &mat, gm_session_record(play->session)->text,
                                      gm_session_record(play->session)->len,
                                      gm_session_seats(play->session), &err));
        assert_same_log(play, again);
    }
    assert_true(undone > 0);
}

/* The abilities' effects have their lines (over twelve games). */
static void every_ability_effect_is_logged(void **state)
{
    (void)state;
    unsigned abilities = 0, explore = 0, headings = 0, tokens = 0;
    for (unsigned k = 0; k < GAMES; k++) {
        start_game(k, 0.0f);
        for (unsigned n = 0; n < MAX_STEPS && !sc_game_over(gm_play_game(play)); n++) {
            act();
        }
        for (unsigned age = 0; age < gm_log_size(&(*gm_session_log(play->session))); age++) {
            const gm_log_entry *e = gm_log_at(&(*gm_session_log(play->session)), age);
            if (e->kind == GM_LOG_ABILITY) {
                abilities |= 1u << e->ability;
            }
            explore |= e->kind == GM_LOG_EXPLORE ? 1u << e->source : 0;
            explore |= e->kind == GM_LOG_POINTS && e->source == GM_SRC_EXPLORE ? 4u : 0;
            headings += gm_log_heading(&(*gm_session_log(play->session)), age);
            tokens += e->kind == GM_LOG_EXP_TOKEN;
            char line[GM_LOG_LEN];
            gm_session_log_line(play->session, age, line, sizeof line);
            assert_true(line[0] != '\0' && strchr(line, '?') == NULL);
            assert_null(strstr(line, "moves 0")); /* a UFO that stays is said so */
        }
    }
    unsigned want = 1u << SC_SATELLITE | 1u << SC_LANDER | 1u << SC_DISCARDER | 1u << SC_PILOT;
    assert_int_equal(abilities & want, want);
    assert_int_equal(explore, 7u); /* a die regained, a tunnel, points */
    assert_true(headings > GAMES * 4);
    assert_true(tokens > 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(callouts_fire_when_their_event_happens),
        cmocka_unit_test(callouts_last_by_the_speed),
        cmocka_unit_test(a_click_or_a_key_ends_a_callout),
        cmocka_unit_test(your_own_crash_shows_before_the_banner_moves_on),
        cmocka_unit_test(cards_shown_together_are_apart),
        cmocka_unit_test(logged_points_add_up_to_the_scores),
        cmocka_unit_test(the_log_survives_a_save_and_a_reload),
        cmocka_unit_test(undo_leaves_the_log_a_reload_gives),
        cmocka_unit_test(every_ability_effect_is_logged),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
