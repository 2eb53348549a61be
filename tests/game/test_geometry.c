/* What is drawn is what a click hits: for every clickable thing of the play
 * screen, at every state of whole games of every variant, a click in the
 * middle of where the thing is drawn (the geometry of play_geom.h, which
 * play_draw.c draws with) hits that very thing, and every die of a rolled
 * group hits its group. No window. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>

#include <cmocka.h>

#include "layout.h"
#include "play.h"
#include "play_fixture.h"
#include "play_geom.h"
#include "spacecats/mat_load.h"

static void hits(gm_rect r, gm_hit_kind kind, unsigned index, unsigned board, const char *what)
{
    gm_point c = gm_rect_centre(r);
    gm_hit h = gm_play_hit(play, c.x, c.y);
    if (h.kind != kind || h.index != index || h.board != board) {
        fail_msg("%s %u (board %u), drawn at %.0f,%.0f %.0fx%.0f: a click there hits kind %d "
                 "index %u board %u (pending %u)",
                 what, index, board, (double)r.x, (double)r.y, (double)r.w, (double)r.h, h.kind,
                 h.index, h.board, gm_play_game(play)->pending.kind);
    }
}

static unsigned pilot_dice; /* Pilots' dice seen in the tray */

/* Every clickable thing of the current state. */
static unsigned check_state(void)
{
    unsigned checked = 0;
    const sc_game *g = gm_play_game(play);
    for (unsigned b = 0; b < GM_BTN_COUNT; b++) {
        if (gm_play_button_enabled(play, (gm_button)b)) {
            hits(lay.buttons[b], GM_HIT_BUTTON, b, 0, "button");
            checked++;
        }
    }
    for (unsigned f = 0; f < SC_FACE_COUNT; f++) {
        gm_rect r;
        if (gm_geom_group(&lay, g, gm_play_selection(play).faces, f, &r)) {
            hits(r, GM_HIT_GROUP, f, 0, "dice group");
            for (unsigned i = 0; i < g->roll[f]; i++) {
                hits(gm_geom_group_die(&lay, r, i), GM_HIT_GROUP, f, 0, "die of the group");
            }
            checked++;
            /* Chosen, it is drawn lifted: a click on its dice's top edge,
             * above where it stood, still hits it. */
            unsigned keep = gm_play_selection(play).faces;
            gm_play_select(play, (gm_selection){.faces = (uint8_t)(keep | 1u << f)});
            gm_rect up;
            assert_true(gm_play_group_rect(play, f, &up));
            assert_true(up.y < r.y || ((keep >> f) & 1));
            hits((gm_rect){up.x, up.y, up.w, 2}, GM_HIT_GROUP, f, 0, "top of a chosen group");
            gm_play_select(play, (gm_selection){.faces = (uint8_t)keep});
        }
    }
    for (unsigned s = 0; s < g->n_seats; s++) {
        hits(gm_geom_seat(&lay, s), GM_HIT_WINDOW, s, 0, "rocket seat");
        checked++;
        /* A Pilot's die in the tray is clicked as its window. */
        gm_rect r;
        if (gm_play_pilot_rect(play, s, &r)) {
            hits(r, GM_HIT_WINDOW, s, 0, "a Pilot's die");
            pilot_dice++;
        }
    }
    for (unsigned i = 0; i < mat.n_moons; i++) {
        hits(lay.moons[i], GM_HIT_MOON, i, 0, "moon");
    }
    for (unsigned i = 0; i < mat.n_planets; i++) {
        hits(lay.planets[i], GM_HIT_PLANET, i, 0, "planet");
    }
    hits(lay.comet, GM_HIT_COMET, 0, 0, "comet");
    hits(lay.galaxy, GM_HIT_GALAXY, 0, 0, "galaxy");
    for (unsigned pl = 0; pl < g->setup.n_players; pl++) {
        for (unsigned a = 0; a < SC_ASTRONAUTS; a++) {
            hits(gm_layout_cell(&lay, pl, a), GM_HIT_CELL, a, pl, "astronaut cell");
        }
    }
    if (g->pending.kind == SC_PENDING_MISSIONS) {
        for (unsigned i = 0; i < lay.n_missions; i++) {
            hits(lay.missions[i], GM_HIT_MISSION, i, 0, "mission");
        }
    }
    return checked + mat.n_moons + mat.n_planets + 2;
}

static void drawn_where_clicked_in_whole_games(void **state)
{
    (void)state;
    unsigned long checked = 0, states = 0;
    for (uint64_t seed = 1; seed <= 24; seed++) {
        sc_setup s = gm_test_play_setup_of(seed);
        gm_seat humans[SC_MAX_PLAYERS] = {0}; /* every button a human sees */
        assert_true(gm_session_start(play->session, &mat, &s, humans));
        uint64_t r = gm_test_play_walk_of(seed);
        for (unsigned step = 0; step < 5000 && !sc_game_over(gm_play_game(play)); step++) {
            checked += check_state();
            states++;
            gm_test_play_step(play, &r);
        }
        assert_true(sc_game_over(gm_play_game(play)));
    }
    printf("%lu things checked in %lu states (%u Pilots' dice)\n", checked, states, pilot_dice);
    assert_true(states > 1000);
    assert_true(pilot_dice > 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(drawn_where_clicked_in_whole_games, gm_test_play_each_setup,
                                        gm_test_play_each_teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
