/* Hidden information (privacy.h): whole games with the secret missions
 * variant, checked at every state: before the end nothing of another
 * seat's missions or mission points may show, a human sees their own, the
 * pass screen stands between two humans, and the log reveals the missions
 * only at the final scoring. No window: the drawing code shows missions
 * and mission points only through these functions. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "layout.h"
#include "play.h"
#include "play_fixture.h"
#include "privacy.h"
#include "saves.h"
#include "spacecats/ai.h"
#include "spacecats/mat_load.h"
#include "tick.h"

#define LAYOUT SC_TEST_DATADIR "/layout/board.yaml"
#define MAT SC_TEST_DATADIR "/mat/default.yaml"
#define ONE_HUMAN SC_TEST_GAMEDATA "/missions-one-human.screc"
#define TWO_HUMANS SC_TEST_GAMEDATA "/missions-two-humans.screc"

enum { HUMAN = GM_SEAT_HUMAN, CPU = GM_SEAT_COMPUTER, MAX_STEPS = 5000 };

static void start(unsigned n, const uint8_t *kinds, uint8_t variants, uint64_t seed)
{
    sc_setup s = {.n_players = (uint8_t)n, .variants = variants, .first_player = -1, .seed = seed};
    gm_seat seats[SC_MAX_PLAYERS] = {0};
    for (unsigned i = 0; i < n; i++) {
        seats[i].kind = kinds[i];
        seats[i].colour = (uint8_t)i;
    }
    assert_true(gm_session_start(play->session, &mat, &s, seats));
    gm_session_set_speed(play->session, 0.0f, 0.0f);
}

/* One action: a human's is made by the first level in their place. */
static void step(void)
{
    int actor = gm_session_actor(play->session);
    assert_true(actor >= 0);
    uint8_t kind = gm_session_seat(play->session, actor)->kind;
    gm_session_set_seat_kind(play->session, actor, (gm_seat_kind)CPU);
    unsigned before = gm_session_actions(play->session);
    gm_session_tick(play->session, GM_TICK_SECONDS, 1);
    gm_session_set_seat_kind(play->session, actor, kind);
    assert_int_equal(gm_session_actions(play->session), before + 1);
}

static unsigned mission_lines(void)
{
    unsigned n = 0;
    for (unsigned age = 0; age < gm_log_size(&(*gm_session_log(play->session))); age++) {
        n += (*gm_session_log(play->session))
                 .ring[((*gm_session_log(play->session)).count - 1 - age) % GM_LOG_LINES]
                 .kind == GM_LOG_MISSIONS;
    }
    return n;
}

/* What the screen may show of every seat to `viewer`, before the end: its
 * own missions (if any), nobody else's, nor their points. */
static void check_shown(int viewer)
{
    const sc_game *g = gm_play_game(play);
    sc_score real[SC_MAX_PLAYERS], shown[SC_MAX_PLAYERS];
    sc_game_score(g, real);
    gm_privacy_scores(play->session, viewer, shown);
    for (unsigned o = 0; o < g->setup.n_players; o++) {
        gm_mission_view mv[4];
        unsigned n = gm_privacy_missions(play->session, viewer, o, mv);
        if ((int)o == viewer) {
            assert_true(gm_privacy_may_see(play->session, viewer, o));
            assert_int_equal(n, g->players[o].n_missions);
            for (unsigned i = 0; i < n; i++) {
                assert_int_equal(mv[i].token, g->players[o].missions[i]);
                assert_int_equal(mv[i].space, mat.mission_space[mv[i].token]);
                assert_int_equal(mv[i].done, sc_game_mission_done(g, o, mv[i].token));
            }
            assert_int_equal(shown[o].total, real[o].total);
            assert_int_equal(shown[o].missions, real[o].missions);
        } else {
            assert_false(gm_privacy_may_see(play->session, viewer, o));
            assert_int_equal(n, 0);
            assert_int_equal(shown[o].missions, 0);
            assert_int_equal(shown[o].missions_done, 0);
            assert_int_equal(shown[o].total, real[o].total - real[o].missions);
        }
    }
    assert_int_equal(mission_lines(), 0);
}

/* At the end everything shows, and the log tells every seat's missions. */
static void check_end(void)
{
    const sc_game *g = gm_play_game(play);
    assert_true(sc_game_over(g));
    sc_score real[SC_MAX_PLAYERS], shown[SC_MAX_PLAYERS];
    sc_game_score(g, real);
    gm_privacy_scores(play->session, -1, shown);
    for (unsigned o = 0; o < g->setup.n_players; o++) {
        gm_mission_view mv[4];
        assert_true(gm_privacy_may_see(play->session, -1, o));
        assert_int_equal(gm_privacy_missions(play->session, -1, o, mv), mat.missions_kept);
        assert_int_equal(shown[o].total, real[o].total);
    }
    assert_int_equal(gm_privacy_curtain(play->session, &(gm_privacy){-1}), -1);
    assert_int_equal(mission_lines(), g->setup.n_players);
}

/* Plays to the end; a pass screen is lifted whenever one is asked for.
 * Returns how many were. */
static unsigned play_through(unsigned humans)
{
    gm_privacy pv;
    gm_privacy_reset(&pv);
    unsigned curtains = 0, completed = 0;
    for (unsigned i = 0; i < MAX_STEPS && !sc_game_over(gm_play_game(play)); i++) {
        int actor = gm_session_actor(play->session);
        bool human = gm_session_seat(play->session, actor)->kind == HUMAN;
        int curtain = gm_privacy_curtain(play->session, &pv);
        if (humans >= 2) {
            /* The curtain stands exactly when a human acts whom the
             * screen was not passed to; behind it, nothing private. */
            assert_int_equal(curtain, human && pv.holder != actor ? actor : -1);
            if (curtain >= 0) {
                check_shown(gm_privacy_viewer(play->session, &pv));
                assert_int_equal(gm_privacy_viewer(play->session, &pv), -1);
                gm_privacy_pass(&pv, play->session);
                assert_int_equal(pv.holder, actor);
                curtains++;
            }
            assert_int_equal(gm_privacy_viewer(play->session, &pv), human ? actor : -1);
        } else {
            /* One human: the screen is theirs all game; none: nobody's. */
            int only = -1;
            for (unsigned s = 0; s < gm_play_game(play)->setup.n_players; s++) {
                only = gm_session_seat(play->session, s)->kind == HUMAN ? (int)s : only;
            }
            assert_int_equal(curtain, -1);
            assert_int_equal(gm_privacy_viewer(play->session, &pv), only);
        }
        int viewer = gm_privacy_viewer(play->session, &pv);
        check_shown(viewer);
        sc_score real[SC_MAX_PLAYERS];
        sc_game_score(gm_play_game(play), real);
        for (unsigned o = 0; o < gm_play_game(play)->setup.n_players; o++) {
            completed += real[o].missions_done;
        }
        step();
    }
    check_end();
    assert_true(completed > 0); /* the checks above met missions done */
    return curtains;
}

static void computers_only_see_nothing(void **state)
{
    (void)state;
    const uint8_t k[3] = {CPU, CPU, CPU};
    start(3, k, SC_VARIANT_MISSIONS, 7);
    assert_int_equal(play_through(0), 0);
}

static void one_human_sees_their_own_always(void **state)
{
    (void)state;
    const uint8_t k[4] = {CPU, HUMAN, CPU, CPU};
    start(4, k, SC_VARIANT_MISSIONS | SC_VARIANT_UFO, 11);
    gm_privacy pv;
    gm_privacy_reset(&pv);
    assert_int_equal(gm_privacy_viewer(play->session, &pv), 1);
    assert_int_equal(play_through(1), 0);
}

static void two_humans_pass_the_screen(void **state)
{
    (void)state;
    const uint8_t k[3] = {HUMAN, CPU, HUMAN};
    start(3, k, SC_VARIANT_MISSIONS, 3);
    /* The screen goes from one human to the other many times a game. */
    assert_true(play_through(2) > 4);
}

/* The first human to choose missions: the curtain first, their missions
 * only after it, and the other human's never. */
static void mission_choice_behind_the_curtain(void **state)
{
    (void)state;
    const uint8_t k[2] = {HUMAN, HUMAN};
    start(2, k, SC_VARIANT_MISSIONS, 9);
    gm_privacy pv;
    gm_privacy_reset(&pv);
    int first = gm_session_actor(play->session);
    assert_int_equal(gm_play_game(play)->pending.kind, SC_PENDING_MISSIONS);
    assert_int_equal(gm_privacy_curtain(play->session, &pv), first);
    gm_mission_view mv[4];
    assert_int_equal(gm_privacy_missions(play->session, gm_privacy_viewer(play->session, &pv),
                                         (unsigned)first, mv),
                     0);
    gm_privacy_pass(&pv, play->session);
    assert_int_equal(gm_privacy_viewer(play->session, &pv), first);
    assert_int_equal(gm_privacy_missions(play->session, first, (unsigned)first, mv),
                     mat.missions_dealt);
    assert_int_equal(gm_privacy_missions(play->session, first, 1u - (unsigned)first, mv), 0);
    step();
    /* The other human chooses now: the screen must be passed first. */
    assert_int_equal(gm_session_actor(play->session), 1 - first);
    assert_int_equal(gm_privacy_curtain(play->session, &pv), 1 - first);
    assert_int_equal(gm_privacy_viewer(play->session, &pv), -1);
}

static void load(const char *path)
{
    gm_seat seats[SC_MAX_PLAYERS] = {0};
    gm_save_error err;
    char warn[256] = "";
    assert_true(
        gm_save_read(path, GM_MATS_ONE(&mat, &lay), seats, play->session, warn, sizeof warn, &err));
    assert_string_equal(warn, "");
}

/* The saves of the screenshots (docs/screenshots/pass-*.png,
 * missions-*.png): a resumed game asks for the pass screen again. */
static void saved_games_show_what_they_should(void **state)
{
    (void)state;
    gm_privacy pv;
    gm_privacy_reset(&pv);
    load(TWO_HUMANS);
    assert_int_equal(gm_play_game(play)->pending.kind, SC_PENDING_MISSIONS);
    assert_int_equal(gm_privacy_curtain(play->session, &pv), 1); /* Tom chooses first */
    assert_string_equal(gm_session_name(play->session, 1), "Tom");
    assert_int_equal(gm_privacy_viewer(play->session, &pv), -1);
    gm_privacy_pass(&pv, play->session);
    assert_int_equal(gm_privacy_viewer(play->session, &pv), 1);
    gm_privacy_reset(&pv); /* back from the menu: passed again */
    assert_int_equal(gm_privacy_curtain(play->session, &pv), 1);

    gm_play_free(play);
    play = gm_play_new(&lay);
    load(ONE_HUMAN);
    gm_privacy_reset(&pv);
    assert_int_equal(gm_privacy_curtain(play->session, &pv), -1);
    assert_int_equal(gm_privacy_viewer(play->session, &pv), 0); /* Anna, the only human */
    gm_mission_view mv[4];
    assert_int_equal(gm_privacy_missions(play->session, 0, 0, mv), 3);
    assert_int_equal(mv[0].done + mv[1].done + mv[2].done, 2);
    check_shown(0);
}

/* Without the variant there is nothing private: no pass screen. */
static void no_secrets_no_curtain(void **state)
{
    (void)state;
    const uint8_t k[3] = {HUMAN, HUMAN, CPU};
    start(3, k, 0, 4);
    gm_privacy pv;
    gm_privacy_reset(&pv);
    for (unsigned i = 0; i < MAX_STEPS && !sc_game_over(gm_play_game(play)); i++) {
        assert_int_equal(gm_privacy_curtain(play->session, &pv), -1);
        gm_mission_view mv[4];
        for (unsigned o = 0; o < 3; o++) {
            assert_int_equal(
                gm_privacy_missions(play->session, gm_privacy_viewer(play->session, &pv), o, mv),
                0);
        }
        step();
    }
    assert_true(sc_game_over(gm_play_game(play)));
    assert_int_equal(mission_lines(), 0);
}

/* Gives every other seat `kept` mission tokens (none dealt to me) that
 * are all done (done = true) or all undone where the mat allows. */
static void others_missions(sc_game *g, unsigned me, bool done)
{
    const sc_mat *m = g->mat;
    bool used[SC_MAX_MISSION_TOKENS] = {false};
    for (unsigned i = 0; i < m->missions_dealt; i++) {
        used[g->piles.missions[me * m->missions_dealt + i]] = true;
    }
    for (unsigned q = 0; q < g->setup.n_players; q++) {
        if (q == me) {
            continue;
        }
        sc_player *pl = &g->players[q];
        unsigned n = 0;
        for (unsigned pass = 0; pass < 2; pass++) { /* the wanted ones, then any */
            for (unsigned t = 0; t < m->n_mission_tokens && n < pl->n_missions; t++) {
                if (!used[t] && (pass == 1 || sc_game_mission_done(g, q, t) == done)) {
                    used[t] = true;
                    pl->missions[n++] = (uint8_t)t;
                }
            }
        }
    }
}

static bool same_figure(double a, double b)
{
    return (isnan(a) && isnan(b)) || a == b;
}

/* The computer players and the hint know what their seat knows: their own
 * missions, nobody else's. The same decision with the other seats'
 * missions all done or all undone gets the same choice from every level
 * and the same hint, figures included. Checked at the decisions of the
 * end of missions games, where the points at stake decide. */
static void computers_and_hint_ignore_others_missions(void **state)
{
    (void)state;
    const uint8_t k[3] = {CPU, CPU, CPU};
    unsigned checked = 0;
    for (uint64_t seed = 1; seed <= 6; seed++) {
        start(3, k, SC_VARIANT_MISSIONS, seed);
        for (unsigned i = 0; i < MAX_STEPS && !sc_game_over(gm_play_game(play)); i++) {
            const sc_game *g = gm_play_game(play);
            bool final = false;
            for (unsigned q = 0; q < g->setup.n_players; q++) {
                final |= sc_game_placed(g, q) + 2 >= SC_ASTRONAUTS;
            }
            sc_pending_kind kind = g->pending.kind;
            if (final && (kind == SC_PENDING_LAND || kind == SC_PENDING_PARACHUTE ||
                          kind == SC_PENDING_BOARD || kind == SC_PENDING_TRAVEL)) {
                unsigned me = (unsigned)g->pending.player;
                static sc_game a, b;
                a = b = *g;
                others_missions(&a, me, true);
                others_missions(&b, me, false);
                sc_choice list[SC_MAX_CHOICES];
                size_t n = sc_game_choices(&a, list);
                for (size_t l = 0; l < sc_ai_level_count; l++) {
                    const sc_ai_level *lv = &sc_ai_levels[l];
                    size_t ca = sc_ai_choose(lv, &a, me, list, n, 99 + i);
                    size_t cb = sc_ai_choose(lv, &b, me, list, n, 99 + i);
                    if (ca != cb) {
                        print_error("seed %llu action %u: %s chooses %zu or %zu by the others' "
                                    "secret missions\n",
                                    (unsigned long long)seed, gm_session_actions(play->session),
                                    lv->name, ca, cb);
                    }
                    assert_int_equal(ca, cb);
                }
                sc_ai_hint_t ha, hb;
                assert_int_equal(sc_ai_hint(&a, me, &ha), sc_ai_hint(&b, me, &hb));
                assert_int_equal(ha.index, hb.index);
                assert_true(same_figure(ha.ev_stay, hb.ev_stay));
                assert_true(same_figure(ha.ev_leave, hb.ev_leave));
                assert_true(same_figure(ha.win_stay, hb.win_stay));
                assert_true(same_figure(ha.win_leave, hb.win_leave));
                assert_true(same_figure(ha.ev_choice, hb.ev_choice));
                checked++;
            }
            step();
        }
    }
    assert_true(checked > 20);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(computers_only_see_nothing, gm_test_play_each_setup,
                                        gm_test_play_each_teardown),
        cmocka_unit_test_setup_teardown(one_human_sees_their_own_always, gm_test_play_each_setup,
                                        gm_test_play_each_teardown),
        cmocka_unit_test_setup_teardown(two_humans_pass_the_screen, gm_test_play_each_setup,
                                        gm_test_play_each_teardown),
        cmocka_unit_test_setup_teardown(mission_choice_behind_the_curtain, gm_test_play_each_setup,
                                        gm_test_play_each_teardown),
        cmocka_unit_test_setup_teardown(no_secrets_no_curtain, gm_test_play_each_setup,
                                        gm_test_play_each_teardown),
        cmocka_unit_test_setup_teardown(saved_games_show_what_they_should, gm_test_play_each_setup,
                                        gm_test_play_each_teardown),
        cmocka_unit_test_setup_teardown(computers_and_hint_ignore_others_missions,
                                        gm_test_play_each_setup, gm_test_play_each_teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
