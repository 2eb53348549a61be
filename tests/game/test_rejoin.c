/* Coming back to a joined game after closing the game (the laptop's
 * battery died): the app started afresh on a per-user folder that keeps a
 * seat (joined.txt) takes it back from the title's Continue, driven
 * through the game's own code on the recording back end, against a host
 * on the loopback (a session hosting as the desktop game hosts: Ana, us,
 * a kitten). The title says what Continue will do; Continue calls the
 * host with the kept token and the game goes on at the same seat with no
 * more click, the local autosave untouched. A host that no longer knows
 * the seat, and a game seen to its end, make Continue the local game
 * again, the title saying so; a damaged joined.txt is said, not a crash.
 * In English and in French. */
#include <utime.h>

#include "i18n.h"
#include "joined.h"
#include "joined_table.h"
#include "null_fixture.h"
#include "remote.h"
#include "saves.h"
#include "screen_join.h"
#include "spacecats/file_io.h"
#include "spacecats/net_link.h"

static int setup_each(void **state)
{
    (void)state;
    int r = nf_setup(1920, 1080, false);
    if (r == 0) {
        nf_app->games.settings.show_tips = false; /* no first game's tip to click away */
    }
    return r;
}

static sc_mat host_mat; /* the host's own: it outlives the apps restarted */

static const sc_mat *own_mat(void)
{
    host_mat = *nf_app->games.mats.view.mat[0];
    return &host_mat;
}

static gm_hosting_config host_config(uint16_t port)
{
    return jt_host_config(own_mat(), port);
}

static char *read_all(const char *path, size_t *len)
{
    char err[300];
    char *text = sc_file_read(path, 1 << 20, len, err, sizeof err);
    assert_non_null(text);
    return text;
}

static void prefpath(char *out, size_t len, const char *file)
{
    snprintf(out, len, "%s%s", nf_app->games.prefdir, file);
}

/* A local game of our own, a few moves in, on the autosave (an hour old,
 * as one played before joining): its bytes, to see it never changes. */
static char *local_game(size_t *len)
{
    nf_new_game(2, 99, 0);
    for (unsigned i = 0; i < 6; i++) {
        nf_next_action(nf_app->games.play);
    }
    gm_games_autosave_flush(&nf_app->games);
    char path[700];
    prefpath(path, sizeof path, GM_AUTOSAVE_FILE);
    struct utimbuf old = {.actime = time(NULL) - 3600, .modtime = time(NULL) - 3600};
    assert_int_equal(utime(path, &old), 0);
    nf_go(GM_SCREEN_TITLE);
    return read_all(path, len);
}

static void autosave_unchanged(const char *bytes, size_t len)
{
    char path[700];
    size_t now = 0;
    prefpath(path, sizeof path, GM_AUTOSAVE_FILE);
    char *text = read_all(path, &now);
    assert_int_equal(now, len);
    assert_memory_equal(text, bytes, len);
    free(text);
}

/* Joins Ana's table from the title as Zoé; the host starts; a few moves. */
static void join_and_play(jt_host *h, const char *address, uint64_t *ours)
{
    gm_session *s = jt_join_and_start(h, address, ours);
    for (unsigned i = 0; i < 20000 && gm_session_actions(s) < 12; i++) {
        jt_round(h, true, ours);
    }
    assert_true(gm_session_actions(s) >= 12);
}

/* The window killed (no goodbye: the host is not told) and the game
 * started again on the same per-user folder, at its title. */
static void restart(void)
{
    gm_gfx *gfx = nf_app->gfx;
    gm_text *text = nf_app->text;
    gm_sprites *sprites = nf_app->sprites;
    gm_app_free(nf_app);
    free(nf_app);
    nf_app = af_app_new(nf_scratch, false);
    assert_non_null(nf_app);
    nf_app->gfx = gfx;
    nf_app->text = text;
    nf_app->sprites = sprites;
    nf_app->games.settings.show_tips = false; /* no first game's tip to click away */
    nf_go(GM_SCREEN_TITLE);
}

static bool continue_lit(void)
{
    nf_draw();
    const gm_text_line *l = nf_button(_("Continue"), 0);
    if (l == NULL) {
        fail_msg("Continue is not drawn");
        return false;
    }
    return l->c.r == 0x1b;
}

static void offer_line(char *buf, size_t len, const char *address)
{
    snprintf(buf, len, _("Continue: back to your seat in %s's game at %s"), "Ana", address);
}

static void back_to_the_seat(const char *lang)
{
    gm_i18n_set_language(lang);
    size_t saved_len = 0;
    char *saved = local_game(&saved_len);
    jt_host h = {.rng = 5};
    char address[JT_ADDRESS_SIZE];
    jt_open(&h, own_mat(), address);
    uint64_t ours = 7;
    join_and_play(&h, address, &ours);
    char token[GM_REMOTE_TOKEN_LEN];
    snprintf(token, sizeof token, "%s",
             gm_remote_token(gm_session_remote_of(nf_app->games.play->session)));
    assert_int_equal(strlen(token), GM_REMOTE_TOKEN_LEN - 1);

    /* Killed; the host plays on a little, then the game starts again. */
    restart();
    for (unsigned i = 0; i < 120; i++) {
        jt_round(&h, true, &ours);
    }
    unsigned hosted = gm_session_actions(h.s);
    char line[256];
    nf_draw();
    assert_int_equal(nf_app->screen, GM_SCREEN_TITLE);
    offer_line(line, sizeof line, address);
    assert_true(nf_drew(line));
    if (strcmp(lang, "fr") == 0) {
        char fr[256];
        snprintf(fr, sizeof fr,
                 "Continuer : retour à votre place dans la partie hébergée par Ana, sur %s",
                 address);
        assert_true(nf_drew(fr));
    }
    assert_true(continue_lit());

    /* Continue: the host called with the token, the tries said under the line. */
    nf_click(nf_app->layout.screens.title.continue_game);
    assert_int_equal(nf_app->screen, GM_SCREEN_TITLE);
    nf_ticks(1);
    nf_draw();
    snprintf(line, sizeof line, _("Trying to reach the host... (try %u of %u)"), 1u,
             (unsigned)GM_REDIAL_TRIES);
    assert_true(nf_drew(line));
    assert_false(continue_lit()); /* a try under way */
    for (unsigned i = 0; i < 5000 && nf_app->screen != GM_SCREEN_PLAY; i++) {
        jt_round(&h, true, &ours);
        assert_true(nf_app->screen == GM_SCREEN_TITLE || nf_app->screen == GM_SCREEN_WAITING ||
                    nf_app->screen == GM_SCREEN_PLAY);
    }
    /* The same seat, the same token, the host's game where it is. */
    assert_int_equal(nf_app->screen, GM_SCREEN_PLAY);
    gm_session *s = nf_app->games.play->session;
    gm_session_set_speed(s, 0, 0);
    assert_true(gm_session_remote(s));
    assert_int_equal(gm_remote_seats(gm_session_remote_of(s)), 1u << 1);
    assert_string_equal(gm_remote_token(gm_session_remote_of(s)), token);
    assert_true(gm_session_actions(s) >= hosted);
    /* Play goes on. */
    unsigned at = gm_session_actions(s);
    for (unsigned i = 0;
         i < 20000 && gm_session_actions(s) < at + 10 && !sc_game_over(gm_session_game(s)); i++) {
        jt_round(&h, true, &ours);
    }
    assert_true(gm_session_actions(s) >= at + 10 || sc_game_over(gm_session_game(s)));
    nf_draw();
    assert_false(nf_drew(_("Connection lost")));
    autosave_unchanged(saved, saved_len);

    /* Menu: the title says which game Continue goes back to; the game is
     * played to its end. */
    nf_click(nf_app->layout.buttons[GM_BTN_MENU]);
    assert_int_equal(nf_app->screen, GM_SCREEN_TITLE);
    assert_true(continue_lit());
    offer_line(line, sizeof line, address);
    assert_true(nf_drew(line));
    nf_click(nf_app->layout.screens.title.continue_game);
    assert_int_equal(nf_app->screen, GM_SCREEN_PLAY);
    for (unsigned i = 0; i < 200000 && !sc_game_over(gm_session_game(s)); i++) {
        jt_round(&h, true, &ours);
    }
    assert_true(sc_game_over(gm_session_game(s)));
    for (unsigned i = 0; i < 10; i++) {
        jt_round(&h, true, &ours);
    }
    /* Over: the seat is forgotten; the title says so, Continue is ours. */
    gm_joined j;
    char warn[700];
    assert_true(gm_joined_read(nf_app->games.prefdir, &j, warn, sizeof warn));
    assert_string_equal(j.token, "");
    assert_string_equal(j.address, address);
    nf_go(GM_SCREEN_TITLE);
    nf_draw();
    assert_false(nf_drew(line));
    offer_line(line, sizeof line, address);
    assert_false(nf_drew(line));
    char notice[300];
    snprintf(notice, sizeof notice, "%s %s", _("The game you joined is over."),
             _("Continue goes back to your own game."));
    char shown[400];
    assert_string_equal(gm_games_notice(&nf_app->games, shown, sizeof shown), notice);
    assert_true(nf_drew(_("The game you joined is over.")));
    assert_true(continue_lit());
    nf_click(nf_app->layout.screens.title.continue_game);
    assert_int_equal(nf_app->screen, GM_SCREEN_PLAY);
    assert_false(gm_session_remote(nf_app->games.play->session));
    autosave_unchanged(saved, saved_len);
    /* Started again: nothing offered. */
    restart();
    nf_draw();
    assert_false(nf_drew(line));
    free(saved);
    gm_hosting_free(h.h);
    gm_session_free(h.s);
}

static void test_back_to_the_seat_en(void **state)
{
    (void)state;
    back_to_the_seat("en");
}

static void test_back_to_the_seat_fr(void **state)
{
    (void)state;
    back_to_the_seat("fr");
}

/* The host went and another game is hosted where it was: Continue's try
 * is refused; the title says so, the seat is forgotten, and Continue is
 * the local game again. */
static void unknown_seat(const char *lang)
{
    gm_i18n_set_language(lang);
    char err[200];
    size_t saved_len = 0;
    char *saved = local_game(&saved_len);
    jt_host h = {.rng = 11};
    char address[JT_ADDRESS_SIZE];
    uint16_t port = jt_open(&h, own_mat(), address);
    uint64_t ours = 3;
    join_and_play(&h, address, &ours);
    restart();
    gm_hosting_free(h.h);
    gm_session_free(h.s);
    gm_hosting_config other = host_config(port);
    h = (jt_host){.rng = 13};
    h.h = gm_hosting_new(&other, err, sizeof err);
    assert_non_null(h.h);

    char line[256];
    offer_line(line, sizeof line, address);
    nf_draw();
    assert_true(nf_drew(line));
    nf_click(nf_app->layout.screens.title.continue_game);
    for (unsigned i = 0; i < 5000 && nf_drew(line); i++) {
        jt_round(&h, true, &ours);
        nf_draw();
        assert_int_equal(nf_app->screen, GM_SCREEN_TITLE);
    }
    assert_false(nf_drew(line));
    char notice[400];
    snprintf(notice, sizeof notice, "%s %s",
             _("The host does not know this seat any more: its game is over or gone."),
             _("Continue goes back to your own game."));
    char shown[400];
    assert_string_equal(gm_games_notice(&nf_app->games, shown, sizeof shown), notice);
    gm_joined j;
    char warn[700];
    assert_true(gm_joined_read(nf_app->games.prefdir, &j, warn, sizeof warn));
    assert_string_equal(j.token, "");
    /* Continue: our own game, as it was. */
    assert_true(continue_lit());
    nf_click(nf_app->layout.screens.title.continue_game);
    assert_int_equal(nf_app->screen, GM_SCREEN_PLAY);
    assert_false(gm_session_remote(nf_app->games.play->session));
    autosave_unchanged(saved, saved_len);
    free(saved);
    gm_hosting_free(h.h);
}

static void test_unknown_seat_en(void **state)
{
    (void)state;
    unknown_seat("en");
}

static void test_unknown_seat_fr(void **state)
{
    (void)state;
    unknown_seat("fr");
}

/* A damaged joined.txt: said on the title once, nothing offered, no
 * crash; what could be read is kept for the join screen. */
static void test_damaged(void **state)
{
    (void)state;
    gm_i18n_set_language("en");
    char path[700];
    prefpath(path, sizeof path, GM_JOINED_FILE);
    static const char bad[] = "address 10.0.0.7\nname Zo\xc3\nto\x01ken 12\n\xff\xfe garbage\n"
                              "token 0123456789abcdef0123456789abcdeZ\n";
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    fwrite(bad, 1, sizeof bad - 1, f);
    assert_int_equal(fclose(f), 0);
    restart();
    nf_draw();
    char shown[1200];
    gm_games_notice(&nf_app->games, shown, sizeof shown);
    assert_non_null(strstr(shown, "The game you last joined cannot be taken back"));
    assert_non_null(strstr(shown, "joined.txt"));
    assert_false(continue_lit());
    gm_joined j;
    char warn[700];
    assert_true(gm_joined_read(nf_app->games.prefdir, &j, warn, sizeof warn));
    assert_string_equal(warn, "");
    assert_string_equal(j.address, "10.0.0.7");
    assert_string_equal(j.token, "");
    /* Started again: nothing more to say. */
    restart();
    assert_string_equal(gm_games_notice(&nf_app->games, shown, sizeof shown), "");
    /* A joined.txt that cannot be read at all (a folder): said, no crash. */
    assert_int_equal(remove(path), 0);
    assert_int_equal(mkdir(path, 0700), 0);
    restart();
    gm_games_notice(&nf_app->games, shown, sizeof shown);
    assert_non_null(strstr(shown, "The game you last joined cannot be taken back"));
    nf_draw();
    rmdir(path);
}

/* A seat kept, but the local game played since: Continue is that game. */
static void test_local_newer(void **state)
{
    (void)state;
    gm_i18n_set_language("en");
    gm_joined j = {.address = "10.0.0.7",
                   .name = "Zoé",
                   .host = "Ana",
                   .token = "0123456789abcdef0123456789abcdef"};
    assert_true(gm_joined_write(nf_app->games.prefdir, &j, (char[200]){0}, 200));
    restart();
    nf_draw();
    char line[256];
    snprintf(line, sizeof line, _("Continue: back to your seat in %s's game at %s"), "Ana",
             "10.0.0.7");
    assert_true(nf_drew(line));
    /* A local game played after it: its autosave newer than the seat. */
    char path[700];
    prefpath(path, sizeof path, GM_JOINED_FILE);
    struct utimbuf old = {.actime = time(NULL) - 3600, .modtime = time(NULL) - 3600};
    assert_int_equal(utime(path, &old), 0);
    nf_new_game(2, 5, 0);
    nf_next_action(nf_app->games.play);
    gm_games_autosave_flush(&nf_app->games);
    restart();
    nf_draw();
    assert_false(nf_drew(line));
    assert_true(continue_lit());
    nf_click(nf_app->layout.screens.title.continue_game);
    assert_int_equal(nf_app->screen, GM_SCREEN_PLAY);
    assert_false(gm_session_remote(nf_app->games.play->session));
}

int main(void)
{
    nf_headless();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_back_to_the_seat_en, setup_each, nf_teardown_each),
        cmocka_unit_test_setup_teardown(test_back_to_the_seat_fr, setup_each, nf_teardown_each),
        cmocka_unit_test_setup_teardown(test_unknown_seat_en, setup_each, nf_teardown_each),
        cmocka_unit_test_setup_teardown(test_unknown_seat_fr, setup_each, nf_teardown_each),
        cmocka_unit_test_setup_teardown(test_damaged, setup_each, nf_teardown_each),
        cmocka_unit_test_setup_teardown(test_local_newer, setup_each, nf_teardown_each),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
