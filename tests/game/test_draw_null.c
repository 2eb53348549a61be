/* Every screen drawn through the real drawing code on the recording back end,
 * in English and in French: the title, the setup, the settings, the saved
 * games, every page of the rules, the play screen at every state of whole
 * games (its log and hint cards open at some), the hot-seat pass screen,
 * the scoring and the game's review. What each frame drew is checked: every sprite named
 * has its file, every line of text is whole UTF-8 with no printf
 * conversion left in it and lies across the screen, not off it, and the
 * words are the language's. */
#include "null_fixture.h"

#include "play_draw.h"
#include "privacy.h"
#include "screen_play.h"
#include "screen_review.h"
#include "screen_rules.h"
#include "screen_saves.h"

#define TWO_HUMANS SC_TEST_GAMEDATA "/missions-two-humans.screc"

static unsigned frames; /* frames checked by the current test */

static int setup(void **state)
{
    (void)state;
    frames = 0;
    return nf_setup(1920, 1080, false);
}

/* Whole UTF-8: lead bytes followed by their continuation bytes. */
static bool utf8_ok(const char *s)
{
    for (const unsigned char *p = (const unsigned char *)s; *p != '\0';) {
        unsigned more = *p < 0x80 ? 0 : (*p & 0xE0) == 0xC0 ? 1 : (*p & 0xF0) == 0xE0 ? 2 : 3;
        if (*p >= 0x80 && (*p & 0xC0) == 0x80) {
            return false;
        }
        p++;
        for (unsigned i = 0; i < more; i++, p++) {
            if ((*p & 0xC0) != 0x80) {
                return false;
            }
        }
    }
    return true;
}

/* A printf conversion left in a drawn text: a translation whose
 * placeholders do not match its source, or text drawn unformatted. */
static bool has_conversion(const char *s)
{
    for (const char *p = strchr(s, '%'); p != NULL; p = strchr(p + 1, '%')) {
        if (strchr("sudfx", p[1]) != NULL && p[1] != '\0') {
            return true;
        }
    }
    return false;
}

/* Draws the current screen and checks what it drew. */
static void check_frame(const char *what)
{
    unsigned n = 0;
    const gm_text_line *l = nf_draw_some(what, &n);
    frames++;
    for (unsigned i = 0; i < n; i++) {
        if (!utf8_ok(l[i].text) || has_conversion(l[i].text)) {
            fail_msg("%s: a line drawn as \"%s\"", what, l[i].text);
        }
        if (l[i].px <= 0 || l[i].at.x + l[i].at.w < 0 || l[i].at.x > GM_LOGICAL_W ||
            l[i].at.y + l[i].at.h < 0) {
            fail_msg("%s: \"%s\" is drawn off the screen at (%g, %g)", what, l[i].text,
                     (double)l[i].at.x, (double)l[i].at.y);
        }
    }
}

/* Opens a screen from the title and checks it. */
static void check_screen(gm_screen_id id, const char *what)
{
    nf_check_screen(check_frame, id, what);
}

static void check_rules_pages(void)
{
    assert_true(nf_check_rules_pages(check_frame, "rules page", "rules page scrolled") > 3);
}

/* The log and the hint card over the game, opened by their buttons. */
static void check_overlays(void)
{
    nf_check_overlays(check_frame, "play, the log open", "play, the hint card open");
}

/* A whole game of computers (one seat human, played by a computer level
 * in its place so that its buttons show), every state drawn, mid
 * animation too; then its scoring screen. */
static void check_whole_game(unsigned players, uint64_t seed)
{
    gm_play *p = nf_new_game(players, seed, SC_VARIANT_ALL);
    unsigned step = 0;
    while (!sc_game_over(gm_play_game(p)) && step < 3000) {
        if (gm_session_human_turn(p->session) && step % 9 == 0) {
            check_overlays();
        }
        nf_next_action(p);
        check_frame("play");
        step++;
    }
    nf_to_scoring();
    check_frame("scoring");
}

/* A click in the middle of the button drawn with this label. */
static void click_button(const char *label)
{
    const gm_text_line *b = nf_button(label, 0);
    if (b == NULL) {
        fail_msg("no button \"%s\" drawn", label);
        return;
    }
    nf_click(b->in);
}

/* The review of the game just scored, from the scoring screen: at work,
 * its graph, a turning point on the board. Its seats are made human so
 * that they have turning points. */
static void check_review(void)
{
    assert_int_equal(nf_app->screen, GM_SCREEN_SCORE);
    for (unsigned i = 0; i < SC_MAX_PLAYERS; i++) {
        gm_session_set_seat_kind(nf_app->games.play->session, i, GM_SEAT_HUMAN);
    }
    check_frame("scoring");
    click_button(_("Review"));
    assert_int_equal(nf_app->screen, GM_SCREEN_REVIEW);
    check_frame("review at work");
    const gm_review_view *v = nf_wait_review();
    check_frame("review graph");
    assert_true(v->n_turns > 0);
    click_button(_("Show"));
    assert_int_equal(v->shown, 0);
    check_frame("review, a turning point on the board");
}

/* The hot-seat game of two humans: the pass screen stands first. */
static void check_pass_screen(void)
{
    gm_save_error err;
    assert_true(gm_games_open_save(&nf_app->games, TWO_HUMANS, &err));
    nf_go(GM_SCREEN_PLAY);
    gm_session_set_threaded(nf_app->games.play->session, false);
    int pass =
        gm_privacy_curtain(nf_app->games.play->session, &gm_play_screen_view(nf_app)->privacy);
    assert_true(pass >= 0);
    check_frame("pass screen");
    assert_non_null(nf_button(_("Menu"), 0));
    assert_int_equal(nf_sprites_named("token-mission"), 0); /* nothing secret behind it */
}

static void every_screen(const char *lang)
{
    gm_i18n_set_language(lang);
    nf_app->games.settings.show_tips = false;
    check_screen(GM_SCREEN_TITLE, "title");
    /* The words are the language's: the title's buttons, translated. */
    assert_non_null(nf_button(_("New game"), 0));
    check_screen(GM_SCREEN_SETUP, "setup");
    check_screen(GM_SCREEN_SETTINGS, "settings");
    nf_put_save(NF_STALL, "A stalled game");
    check_screen(GM_SCREEN_SAVES, "saves");
    assert_true(nf_drew("A stalled game"));
    check_rules_pages();
    /* Another game owns the folder: said in the language, the folder named. */
    nf_check_opened(check_frame, GM_SCREEN_BUSY,
                    &(gm_screen_arg){.path = "/home/anne/.local/share/spacecats/"},
                    "another game owns the folder");
    assert_true(nf_drew(_("Space Cats is already open")));
    assert_true(nf_drew("/home/anne/.local/share/spacecats/"));
    assert_non_null(nf_button(_("Close"), 0));
    check_pass_screen();
    check_whole_game(4, 7);
    check_review();
    check_whole_game(2, 8);
    check_screen(GM_SCREEN_TITLE, "title, a game over");
}

static void every_screen_in_english(void **state)
{
    (void)state;
    every_screen("en");
    assert_string_equal(_("New game"), "New game");
    printf("%u frames drawn and checked\n", frames);
    assert_true(frames > 200);
}

static void every_screen_in_french(void **state)
{
    (void)state;
    every_screen("fr");
    assert_string_equal(_("New game"), "Nouvelle partie");
    assert_true(frames > 200);
}

/* The recorders see what is wrong: a sprite with no file. */
static void a_missing_sprite_is_seen(void **state)
{
    (void)state;
    gm_sprite_draw(nf_app->sprites, "no-such-picture", (gm_rect){0, 0, 10, 10}, 255);
    const char *first = NULL;
    assert_int_equal(gm_sprites_missing(nf_app->sprites, &first), 1);
    assert_string_equal(first, "no-such-picture");
    assert_int_equal(nf_sprites_named("no-such-picture"), 1);
}

int main(void)
{
    nf_headless();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(every_screen_in_english, setup, nf_teardown_each),
        cmocka_unit_test_setup_teardown(every_screen_in_french, setup, nf_teardown_each),
        cmocka_unit_test_setup_teardown(a_missing_sprite_is_seen, setup, nf_teardown_each),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
