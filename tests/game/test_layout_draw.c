/* The play screen drawn from the layout, on the recording back end at 1280x720,
 * at every state of whole games of computers with every variant: each
 * player's score coin is drawn where scored points fly to (the geometry's
 * one place) and every die of a rolled group where a click hits it. */
#include "null_fixture.h"
#include "play_geom.h"

static int setup(void **state)
{
    (void)state;
    gm_i18n_set_language("fr"); /* the longer sentences */
    return nf_setup(1280, 720, false);
}

static bool sprite_at(const char *prefix, gm_rect r)
{
    unsigned n = 0;
    const gm_sprite_drawn *d = gm_sprites_drawn(nf_app->sprites, &n);
    for (unsigned i = 0; i < n; i++) {
        if (strncmp(d[i].name, prefix, strlen(prefix)) == 0 && d[i].r.x == r.x && d[i].r.y == r.y &&
            d[i].r.w == r.w && d[i].r.h == r.h) {
            return true;
        }
    }
    return false;
}

static unsigned check_frame(void)
{
    const gm_play *p = nf_app->games.play;
    const gm_layout *lay = &nf_app->layout;
    const sc_game *g = gm_play_game(p);
    nf_draw();
    unsigned checked = 0;
    for (unsigned pl = 0; pl < g->setup.n_players; pl++) {
        gm_rect coin = gm_geom_score_coin(lay, pl);
        if (!sprite_at("token-point", coin)) {
            fail_msg("player %u's score coin is not drawn at its place", pl);
        }
        gm_point to = gm_geom_spot(lay, (gm_spot){.kind = GM_SPOT_SCORE, .a = (uint8_t)pl});
        assert_true(to.x == coin.x + coin.w / 2 && to.y == coin.y + coin.h / 2);
        checked++;
    }
    if (g->pending.kind == SC_PENDING_TRAVEL && gm_session_anims(p->session)->n == 0) {
        for (unsigned f = 0; f < SC_FACE_COUNT; f++) {
            gm_rect r;
            if (!gm_play_group_rect(p, f, &r)) {
                continue;
            }
            for (unsigned i = 0; i < g->roll[f]; i++) {
                gm_rect die = gm_geom_group_die(lay, r, i);
                assert_true(sprite_at("die-", die));
                gm_hit h = gm_play_hit(p, die.x + die.w / 2, die.y + die.h / 2);
                assert_true(h.kind == GM_HIT_GROUP && h.index == f);
                checked++;
            }
        }
    }
    return checked;
}

static void drawn_from_the_layout_in_whole_games(void **state)
{
    (void)state;
    unsigned long checked = 0;
    for (uint64_t seed = 1; seed <= 3; seed++) {
        nf_app->games.setup.n_players = (uint8_t)(3 + seed % 3);
        nf_app->games.setup.seed = seed;
        nf_app->games.setup.variants = SC_VARIANT_ALL;
        nf_app->games.game_active = false;
        nf_go(GM_SCREEN_PLAY);
        gm_play *p = nf_app->games.play;
        gm_session_set_threaded(p->session, false);
        gm_session_set_speed(p->session, 0.0f, 0.0f);
        for (unsigned step = 0; step < 3000 && !sc_game_over(gm_play_game(p)); step++) {
            checked += check_frame();
            /* A human seat is played by a computer level in its place. */
            int actor = gm_session_actor(p->session);
            assert_true(actor >= 0);
            uint8_t kind = gm_session_seat(p->session, actor)->kind;
            gm_session_set_seat_kind(p->session, actor, GM_SEAT_COMPUTER);
            unsigned before = gm_session_actions(p->session);
            for (unsigned t = 0; t < 100000 && gm_session_actions(p->session) == before &&
                                 !sc_game_over(gm_play_game(p));
                 t++) {
                gm_session_tick(p->session, GM_TICK_SECONDS, 1);
            }
            assert_true(gm_session_actions(p->session) > before || sc_game_over(gm_play_game(p)));
            gm_session_set_seat_kind(p->session, actor, kind);
        }
        assert_true(sc_game_over(gm_play_game(p)));
    }
    assert_true(checked > 1000);
}

int main(void)
{
    setenv("SDL_VIDEODRIVER", "dummy", 1);
    setenv("SDL_AUDIODRIVER", "dummy", 1);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(drawn_from_the_layout_in_whole_games),
    };
    return cmocka_run_group_tests(tests, setup, nf_teardown_each);
}
