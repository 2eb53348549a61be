/* The shapes drawn, read from the recording back end (draw.h): every
 * landing target lit at a human's decision has its ring and no other body
 * has one, at every state of whole games; every point of the review's
 * graph sits at its player's winning chance, in its player's colour. */
#include <math.h>

#include "null_fixture.h"

#include "screen_review.h"
#include "ui.h"

enum { REVIEW_WORLDS = 4 }; /* few: the graph's places, not its figures, are checked */

/* Autoplay for the review (worked out at once); not for the hot-seat
 * games, whose humans it would make computers. */
static int setup_with(bool autoplay)
{
    if (nf_setup(1920, 1080, autoplay) != 0) {
        return -1;
    }
    gm_i18n_set_language("en");
    nf_app->games.settings.show_tips = false;
    nf_app->opt.review_worlds = REVIEW_WORLDS;
    return 0;
}

static int setup_hot_seat(void **state)
{
    (void)state;
    return setup_with(false);
}

static int setup_autoplay(void **state)
{
    (void)state;
    return setup_with(true);
}

static bool same_colour(gm_color a, gm_color b)
{
    return a.r == b.r && a.g == b.g && a.b == b.b && a.a == b.a;
}

/* A gold outline around the body, centred on it: its ring. */
static bool ring_around(const gm_draw_frame *f, gm_rect body)
{
    float cx = body.x + body.w / 2, cy = body.y + body.h / 2;
    for (unsigned i = 0; i < f->n_calls; i++) {
        const gm_draw_call *c = &f->calls[i];
        gm_rect r = c->r;
        if (c->op == GM_OP_OUTLINE && same_colour(c->c, GM_UI_GOLD) && r.x <= body.x &&
            r.y <= body.y && r.x + r.w >= body.x + body.w && r.y + r.h >= body.y + body.h &&
            fabsf(r.x + r.w / 2 - cx) < 0.5f && fabsf(r.y + r.h / 2 - cy) < 0.5f) {
            return true;
        }
    }
    return false;
}

/* Draws the game and checks every body's ring against the legal
 * landings; how many rings were checked. */
static unsigned check_rings(const gm_play *p)
{
    const gm_layout *lay = &nf_app->layout;
    const sc_mat *m = gm_play_game(p)->mat;
    nf_draw();
    const gm_draw_frame *f = gm_draw_now(&nf_gfx);
    unsigned lit = 0;
    sc_choice c;
    unsigned moons = m->n_moons, planets = m->n_planets;
    for (unsigned i = 0; i < moons + planets + 2; i++) {
        gm_hit_kind kind = i < moons              ? GM_HIT_MOON
                           : i < moons + planets  ? GM_HIT_PLANET
                           : i == moons + planets ? GM_HIT_COMET
                                                  : GM_HIT_GALAXY;
        unsigned index = kind == GM_HIT_MOON ? i : kind == GM_HIT_PLANET ? i - moons : 0;
        gm_rect body = kind == GM_HIT_MOON     ? lay->moons[index]
                       : kind == GM_HIT_PLANET ? lay->planets[index]
                       : kind == GM_HIT_COMET  ? lay->comet
                                               : lay->galaxy;
        bool legal = gm_play_land_choice(p, kind, index, &c);
        if (ring_around(f, body) != legal) {
            fail_msg("expedition %u, space %u: body %u (kind %d) %s", gm_play_game(p)->expedition,
                     gm_play_game(p)->rocket_space, index, (int)kind,
                     legal ? "is a legal landing but has no ring" : "has a ring but no landing");
        }
        lit += legal;
    }
    return lit;
}

/* Whole hot-seat games of humans with every variant but the secret
 * missions (whose pass screen would hide the board), 2 to 5 players,
 * moves drawn at random. */
static void every_lit_body_has_its_ring(void **state)
{
    (void)state;
    unsigned rings = 0, decisions = 0;
    for (uint64_t seed = 1; seed <= 8; seed++) {
        for (unsigned i = 0; i < SC_MAX_PLAYERS; i++) {
            nf_app->games.setup.seats[i].kind = GM_SEAT_HUMAN;
        }
        gm_play *p = nf_new_game((unsigned)(2 + seed % 4), seed,
                                 (uint8_t)(SC_VARIANT_ALL & ~SC_VARIANT_MISSIONS));
        gm_session_set_speed(p->session, 0, 0);
        uint64_t r = seed * 0x9e3779b97f4a7c15ULL;
        for (unsigned step = 0; step < 3000 && !sc_game_over(gm_play_game(p)); step++) {
            unsigned lit = check_rings(p);
            rings += lit;
            decisions += lit > 0;
            if (gm_play_game(p)->pending.kind == SC_PENDING_ROLL) {
                assert_true(gm_session_roll(p->session));
                continue;
            }
            r ^= r << 13, r ^= r >> 7, r ^= r << 17;
            sc_choice c = gm_session_choices(p->session)[r % gm_session_n_choices(p->session)];
            assert_true(gm_session_apply(p->session, &c));
        }
        assert_true(sc_game_over(gm_play_game(p)));
    }
    print_message("%u rings at %u landing decisions\n", rings, decisions);
    assert_true(decisions > 100);
}

/* The review of a finished 4-player game of computers: each player's
 * points, one an expedition, at (the expedition's place across the plot,
 * its winning chance up the plot: 0 at the bottom, 1 at the top). */
static void every_graph_point_sits_at_its_chance(void **state)
{
    (void)state;
    nf_app->games.setup.n_players = 4;
    nf_go(GM_SCREEN_PLAY);
    for (unsigned i = 0; i < 20000 && nf_app->screen == GM_SCREEN_PLAY; i++) {
        nf_ticks(1);
    }
    assert_int_equal(nf_app->screen, GM_SCREEN_SCORE);
    nf_click(nf_app->layout.screens.score.review);
    const gm_review_view *v = nf_wait_review();
    const sc_review *rv = v->review;
    assert_non_null(rv);
    assert_true(rv->n_points > 2);
    nf_draw();
    const gm_draw_frame *f = gm_draw_now(&nf_gfx);
    const gm_layout *lay = &nf_app->layout;
    gm_rect plot = gm_layout_in(gm_review_place(lay, GM_REVIEW_GRAPH, 0), lay->screens.review.plot);
    float radius = lay->screens.review.point_radius;
    unsigned found = 0;
    for (unsigned p = 0; p < rv->n_players; p++) {
        gm_color col = gm_ui_player_color(gm_session_seat(nf_app->games.play->session, p)->colour %
                                          SC_MAX_PLAYERS);
        for (unsigned k = 0; k < rv->n_points; k++) {
            float x = plot.x + plot.w * (float)k / (float)(rv->n_points - 1);
            float y = plot.y + plot.h * (1.0f - (float)rv->chance[k][p]);
            bool there = false;
            for (unsigned i = 0; i < f->n_calls && !there; i++) {
                const gm_draw_call *c = &f->calls[i];
                there = c->op == GM_OP_DISC && c->radius == radius && same_colour(c->c, col) &&
                        fabsf(c->a.x - x) < 0.5f && fabsf(c->a.y - y) < 0.5f;
            }
            if (!there) {
                fail_msg("player %u's point %u (chance %.3f) is not drawn at (%.1f, %.1f)", p, k,
                         rv->chance[k][p], (double)x, (double)y);
            }
            found++;
        }
    }
    assert_int_equal(found, rv->n_players * rv->n_points);
}

int main(void)
{
    nf_headless();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(every_lit_body_has_its_ring, setup_hot_seat,
                                        nf_teardown_each),
        cmocka_unit_test_setup_teardown(every_graph_point_sits_at_its_chance, setup_autoplay,
                                        nf_teardown_each),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
