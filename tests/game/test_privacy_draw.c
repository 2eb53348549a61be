/* What the play screen really draws of the secret missions: the play
 * screen of an app on the recording back end (null_fixture.h: the drawing code
 * runs, text and sprites are recorded) is drawn at every state of whole
 * hot-seat games, each player board hovered in turn. Before the end no
 * mission token is drawn but the viewer's own, another player's card says
 * "?" for their secret missions, and the pass screen stands (hiding every
 * token) whenever the screen must go to another human. */
#include "null_fixture.h"

#include "play_draw.h"
#include "privacy.h"
#include "screen_play.h"

#define TWO_HUMANS SC_TEST_GAMEDATA "/missions-two-humans.screc"
#define ONE_HUMAN SC_TEST_GAMEDATA "/missions-one-human.screc"

static gm_app *app;

/* The text drawn right after `label`, or NULL. */
static const char *after(const char *label)
{
    unsigned n = 0;
    const gm_text_line *l = gm_text_lines(app->text, &n);
    for (unsigned i = 0; i + 1 < n; i++) {
        if (strcmp(l[i].text, label) == 0) {
            return l[i + 1].text;
        }
    }
    return NULL;
}

static unsigned mission_tokens(void)
{
    return nf_sprites_named("token-mission");
}

static int setup(void **state)
{
    (void)state;
    if (nf_setup(1920, 1080, false) != 0) {
        return -1;
    }
    app = nf_app;
    gm_i18n_set_language("en");
    app->games.settings.show_tips = false;
    return 0;
}

static void open_game(const char *path)
{
    gm_save_error err;
    assert_true(gm_games_open_save(&app->games, path, &err));
    gm_app_request_screen(app, GM_SCREEN_PLAY);
    gm_app_apply_screen(app);
    assert_int_equal(app->screen, GM_SCREEN_PLAY);
    gm_session_set_threaded(app->games.play->session, false); /* the computers decide at once */
    gm_session_set_speed(app->games.play->session, 0.0f, 0.0f);
}

/* Draws the play screen with the pointer at (x, y), recording it. */
static void draw_at(float x, float y)
{
    app->pointer_x = x;
    app->pointer_y = y;
    nf_draw();
}

static bool click(gm_rect r)
{
    float x = r.x + r.w / 2, y = r.y + r.h / 2;
    gm_input press = {.kind = GM_IN_PRESS, .x = x, .y = y};
    gm_app_input(app, &press);
    gm_input release = gm_click_at(x, y);
    bool changed = gm_app_input(app, &release);
    gm_app_apply_screen(app);
    return changed;
}

/* One action; a human's is made by a computer level in their place. */
static void step(void)
{
    gm_play *p = app->games.play;
    int actor = gm_session_actor(p->session);
    assert_true(actor >= 0);
    uint8_t kind = gm_session_seat(p->session, actor)->kind;
    gm_session_set_seat_kind(p->session, actor, GM_SEAT_COMPUTER);
    unsigned before = gm_session_actions(p->session);
    gm_session_tick(p->session, GM_TICK_SECONDS, 1);
    gm_session_set_seat_kind(p->session, actor, kind);
    assert_int_equal(gm_session_actions(p->session), before + 1);
}

/* Every board hovered: the screen shows the viewer's mission tokens only
 * and a "?" for every other player's secret missions. */
static void check_drawing(void)
{
    const gm_play *p = app->games.play;
    const gm_layout *lay = &app->layout;
    int viewer = gm_privacy_viewer(p->session, &gm_play_screen_view(app)->privacy);
    gm_mission_view mv[4];
    unsigned own = viewer < 0 ? 0 : gm_privacy_missions(p->session, viewer, (unsigned)viewer, mv);
    if (viewer >= 0 && gm_play_game(p)->pending.kind == SC_PENDING_MISSIONS &&
        gm_play_game(p)->pending.player != viewer) {
        own = 0; /* another seat chooses: the place of the tokens is theirs */
    }
    for (unsigned b = 0; b < gm_play_game(p)->setup.n_players; b++) {
        gm_rect r = lay->boards[b];
        draw_at(r.x + r.w / 2, r.y + r.h / 2);
        assert_int_equal(mission_tokens(), own);
        const char *value = after("Secret missions");
        assert_non_null(value); /* the card was drawn */
        if ((int)b != viewer) {
            assert_string_equal(value, "?");
        } else {
            sc_score sc[SC_MAX_PLAYERS];
            sc_game_score(gm_play_game(p), sc);
            char mine[16];
            snprintf(mine, sizeof mine, "%d", sc[b].missions);
            assert_string_equal(value, mine); /* their own points show */
        }
    }
}

/* Plays the game of the save to its end, lifting the pass screen whenever
 * it stands; returns how many times it stood. */
static unsigned play_and_check(void)
{
    unsigned curtains = 0;
    for (unsigned i = 0; i < 5000 && !sc_game_over(gm_play_game(app->games.play)); i++) {
        int pass = gm_privacy_curtain(app->games.play->session, &gm_play_screen_view(app)->privacy);
        if (pass >= 0) {
            draw_at(0, 0);
            assert_int_equal(mission_tokens(), 0);
            char title[96];
            snprintf(title, sizeof title, "Pass to %s",
                     gm_session_name(app->games.play->session, pass));
            assert_true(nf_drew(title));
            assert_false(click(app->layout.boards[0])); /* the board is behind it */
            assert_true(click(gm_play_curtain_button(gm_app_canvas(app), af_scene(app))));
            assert_int_equal(
                gm_privacy_viewer(app->games.play->session, &gm_play_screen_view(app)->privacy),
                pass);
            curtains++;
        }
        check_drawing();
        step();
    }
    assert_true(sc_game_over(gm_play_game(app->games.play)));
    return curtains;
}

static void two_humans_see_their_own_only(void **state)
{
    (void)state;
    open_game(TWO_HUMANS);
    /* Tom chooses first: the pass screen, then his four tokens. */
    draw_at(0, 0);
    assert_true(nf_drew("Pass to Tom"));
    assert_int_equal(mission_tokens(), 0);
    assert_true(play_and_check() > 4);
}

static void one_human_no_pass_screen(void **state)
{
    (void)state;
    open_game(ONE_HUMAN);
    draw_at(0, 0);
    assert_false(nf_drew("Pass to"));
    assert_int_equal(mission_tokens(), 3); /* Anna's, with "done: 2/3" */
    assert_true(nf_drew("done: 2/3"));
    assert_int_equal(play_and_check(), 0);
}

int main(void)
{
    setenv("SDL_VIDEODRIVER", "dummy", 1);
    setenv("SDL_AUDIODRIVER", "dummy", 1);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(two_humans_see_their_own_only, setup, nf_teardown_each),
        cmocka_unit_test_setup_teardown(one_human_no_pass_screen, setup, nf_teardown_each),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
