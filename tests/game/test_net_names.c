/* The default names of a game played over the network (issue 25), on the
 * recording back end with the real font:
 *  - a seat whose person typed no name travels without one: a host set up
 *    in one language, a friend's window in the other, names it in its own
 *    ("Joueur 1" in French, where the host's "Player 1" used to come) in
 *    its waiting room, on its boards and in every line it draws, and the
 *    two windows keep the same names for their records;
 *  - on a hosted game's boards, every default name of either language
 *    ("Ordinateur 2" to "Ordinateur 5" are the longest) is drawn whole
 *    beside the seat's mark, a computer's with its thinking dots, at
 *    1280x720 and 1920x1080: a name cut with an ellipsis fails. */
#include "hosting.h"
#include "i18n.h"
#include "presence_look.h"
#include "remote.h"
#include "screen_host.h"
#include "screen_join.h"
#include "screen_setup.h"
#include "spacecats/net_link.h"
#include "text.h"

static int setup_each(void **state)
{
    (void)state;
    if (nf_setup(1920, 1080, false) != 0) {
        return -1;
    }
    nf_app->games.host_port = -1;             /* any free port: tests run side by side */
    nf_app->games.settings.show_tips = false; /* the boards, not a first game's tips */
    /* Measured with the real font: the tests' fixed width a letter cannot
     * tell whether a name fits. */
    char err[256] = "";
    gm_text *real = gm_text_new(&nf_gfx, NULL, err, sizeof err);
    if (real == NULL) {
        print_error("no real font: %s\n", err);
        return -1;
    }
    gm_text_free(nf_app->text);
    nf_app->text = real;
    return 0;
}

static const sc_net_limits fast = {.rate = 100000, .burst = 1000};

/* The line drawn whole as `name` on board pl, or the one in its place. */
static const gm_text_line *name_line(unsigned pl, const char *name, bool *whole)
{
    const gm_rect b = nf_app->layout.boards[pl];
    const gm_rect at = gm_layout_in(b, nf_app->layout.board_in.name);
    unsigned n = 0;
    const gm_text_line *l = gm_text_lines(nf_app->text, &n);
    const gm_text_line *found = NULL;
    for (unsigned i = 0; i < n; i++) {
        if (pl_near(l[i].at.x, at.x) && pl_near(l[i].at.y, at.y)) {
            found = &l[i];
        }
    }
    *whole = found != NULL && strcmp(found->text, name) == 0;
    return found;
}

/* Every board of the play screen shows its seat's name whole. */
static void names_whole(const char *when)
{
    const gm_session *s = nf_app->games.play->session;
    nf_draw();
    for (unsigned pl = 0; pl < gm_session_game(s)->setup.n_players; pl++) {
        bool whole = false;
        const gm_text_line *l = name_line(pl, gm_session_name(s, pl), &whole);
        if (!whole) {
            fail_msg("%s, %s: board %u shows \"%s\" for \"%s\"", gm_i18n_language(), when, pl,
                     l != NULL ? l->text : "nothing", gm_session_name(s, pl));
        }
        assert_int_not_equal(pl_mark(pl), GM_PRESENCE_NONE);
    }
}

/* The host of five seats: its person unnamed, a seat open that nobody
 * takes and three computers; the open one a computer too once started. */
static void default_names_whole(const char *lang)
{
    gm_i18n_set_language(lang);
    nf_go(GM_SCREEN_SETUP);
    gm_new_game *g = &nf_app->games.setup;
    while (g->n_players < 5) {
        nf_click(gm_setup_place(&nf_app->layout, GM_SETUP_MORE, 0));
    }
    for (unsigned i = 0; i < 5; i++) {
        g->seats[i].kind = i == 0 ? GM_SEAT_HUMAN : GM_SEAT_COMPUTER;
        g->seats[i].name[0] = '\0';
    }
    nf_click(gm_setup_place(&nf_app->layout, GM_SETUP_KIND, 1)); /* open for a friend */
    assert_int_equal(g->seats[1].kind, GM_SEAT_REMOTE);
    nf_click(gm_setup_place(&nf_app->layout, GM_SETUP_START, 0));
    assert_int_equal(nf_app->screen, GM_SCREEN_HOST);
    nf_click(gm_host_place(&nf_app->layout, GM_HOST_START));
    assert_int_equal(nf_app->screen, GM_SCREEN_PLAY);
    gm_session *s = nf_app->games.play->session;
    gm_session_set_threaded(s, false);
    gm_session_set_speed(s, 0, 0);
    char want[GM_NAME_LEN];
    snprintf(want, sizeof want, _("Player %u"), 1u);
    assert_string_equal(gm_session_name(s, 0), want);
    for (unsigned pl = 1; pl < 5; pl++) {
        snprintf(want, sizeof want, _("Computer %u"), pl + 1);
        assert_string_equal(gm_session_name(s, pl), want);
    }

    static const int sizes[][2] = {{1920, 1080}, {1280, 720}, {1600, 900}};
    for (unsigned k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
        nf_gfx.rec_w = sizes[k][0], nf_gfx.rec_h = sizes[k][1];
        gm_app_follow_size(nf_app);
        char when[64];
        snprintf(when, sizeof when, "%dx%d", sizes[k][0], sizes[k][1]);
        names_whole(when);
        /* And while a computer thinks: three dots in its mark. */
        unsigned thinking = 0;
        for (unsigned t = 0; t < 2000 && thinking == 0 && !sc_game_over(gm_session_game(s)); t++) {
            if (gm_session_human_turn(s) && !gm_session_submitted(s)) {
                if (gm_session_game(s)->pending.kind == SC_PENDING_ROLL) {
                    gm_session_submit_roll(s);
                } else {
                    gm_session_submit(s, &gm_session_choices(s)[0]);
                }
            }
            nf_ticks(1);
            int actor = gm_session_actor(s);
            if (actor > 0) {
                names_whole(when);
                thinking = pl_thinking_dots((unsigned)actor);
            }
        }
        assert_int_equal(thinking, 3);
    }
}

static void test_default_names_whole_en(void **state)
{
    (void)state;
    default_names_whole("en");
}

static void test_default_names_whole_fr(void **state)
{
    (void)state;
    default_names_whole("fr");
    assert_string_equal(_("Computer %u"), "Ordinateur %u");
}

/* ---- the names a friend's window gives ---------------------------------- */

typedef struct host {
    gm_hosting *h;
    gm_session *s; /* NULL in the waiting room */
} host;

/* One round: the host's tick (its friends' news), the app's. */
static void round_(host *h)
{
    if (h->s == NULL) {
        gm_hosting_poll(h->h, GM_TICK_SECONDS);
    } else {
        gm_session_tick(h->s, GM_TICK_SECONDS, 1);
    }
    nf_ticks(1);
    usleep(200);
}

/* No line drawn says a word of the host's language for a seat. */
static void no_host_words(const char *host_word)
{
    unsigned n = 0;
    const gm_text_line *l = gm_text_lines(nf_app->text, &n);
    for (unsigned i = 0; i < n; i++) {
        if (strstr(l[i].text, host_word) != NULL) {
            fail_msg("%s: \"%s\" drawn, the host's word", gm_i18n_language(), l[i].text);
        }
    }
}

/* The host in host_lang: its person unnamed (seat 0), a seat open for us,
 * a kitten (seat 2). We join in our_lang from the title, as Zoé. */
static void unnamed_travels(const char *host_lang, const char *our_lang)
{
    gm_i18n_set_language(host_lang);
    char host_player[GM_NAME_LEN], host_computer[GM_NAME_LEN];
    snprintf(host_player, sizeof host_player, _("Player %u"), 1u);
    snprintf(host_computer, sizeof host_computer, _("Computer %u"), 3u);
    gm_hosting_config cfg = {
        .mat = nf_app->games.mats.view.mat[0],
        .n_players = 3,
        .address = "127.0.0.1",
        .version = SC_VERSION,
        .limits = &fast,
    };
    cfg.seats[0] = (gm_seat){.kind = GM_SEAT_HUMAN, .colour = 0};
    cfg.seats[1] = (gm_seat){.kind = GM_SEAT_REMOTE, .colour = 1};
    cfg.seats[2] = (gm_seat){.kind = GM_SEAT_COMPUTER, .level = 0, .colour = 2};
    char err[200];
    host h = {.h = gm_hosting_new(&cfg, err, sizeof err)};
    assert_non_null(h.h);
    sc_net_host_seat_info info;
    gm_hosting_seat(h.h, 0, &info);
    assert_string_equal(info.seat.name, ""); /* what `table` carries: no name */

    gm_i18n_set_language(our_lang);
    char address[24];
    snprintf(address, sizeof address, "127.0.0.1:%u", (unsigned)gm_hosting_port(h.h));
    nf_go(GM_SCREEN_TITLE);
    nf_click(nf_app->layout.screens.title.join);
    assert_int_equal(nf_app->screen, GM_SCREEN_JOIN);
    gm_input in = {.kind = GM_IN_TEXT};
    snprintf(in.text, sizeof in.text, "%s", address);
    nf_send(in);
    af_key(nf_app, GM_KEY_TAB);
    for (unsigned i = 0; i < 30; i++) {
        af_key(nf_app, GM_KEY_BACKSPACE);
    }
    snprintf(in.text, sizeof in.text, "%s", "Zoé");
    nf_send(in);
    nf_click(gm_join_place(&nf_app->layout, GM_JOIN_GO));
    for (unsigned i = 0; i < 5000 && !(nf_app->screen == GM_SCREEN_WAITING &&
                                       gm_remote_seats(nf_app->games.joining) != 0);
         i++) {
        round_(&h);
    }
    assert_int_equal(nf_app->screen, GM_SCREEN_WAITING);
    for (unsigned i = 0; i < 20; i++) {
        round_(&h);
    }

    /* The waiting room names the host's person in our words. */
    char ours[GM_NAME_LEN];
    snprintf(ours, sizeof ours, _("Player %u"), 1u);
    nf_draw();
    assert_true(nf_drew(ours));
    no_host_words(host_player);

    /* The game: our boards, banner and log in our words. */
    h.s = gm_session_new();
    gm_session_set_speed(h.s, 0, 0);
    sc_setup setup = {.variants = SC_VARIANT_ALL, .first_player = -1};
    assert_true(gm_hosting_start(h.h, h.s, &setup, err, sizeof err));
    for (unsigned i = 0; i < 5000 && nf_app->screen != GM_SCREEN_PLAY; i++) {
        round_(&h);
    }
    assert_int_equal(nf_app->screen, GM_SCREEN_PLAY);
    gm_session *s = nf_app->games.play->session;
    gm_session_set_speed(s, 0, 0);
    assert_string_equal(gm_session_name(s, 0), ours);
    assert_string_equal(gm_session_name(s, 1), "Zoé");
    bool seen_host_turn = false;
    for (unsigned i = 0; i < 20000 && gm_session_actions(s) < 20; i++) {
        round_(&h);
        /* Someone at the host plays seat 0; we play ours. */
        gm_session *who[2] = {h.s, s};
        for (unsigned k = 0; k < 2; k++) {
            if (gm_session_human_turn(who[k]) && !gm_session_submitted(who[k]) &&
                !gm_anims_active(gm_session_anims(who[k]))) {
                if (gm_session_game(who[k])->pending.kind == SC_PENDING_ROLL) {
                    gm_session_submit_roll(who[k]);
                } else if (gm_session_n_choices(who[k]) > 0) {
                    gm_session_submit(who[k], &gm_session_choices(who[k])[0]);
                }
            }
        }
        nf_draw();
        no_host_words(host_player);
        no_host_words(host_computer);
        seen_host_turn |= gm_session_actor(s) == 0;
        bool whole = false;
        name_line(0, ours, &whole);
        assert_true(whole);
    }
    assert_true(gm_session_actions(s) >= 20);
    assert_true(seen_host_turn);
    /* The log, open, names the seat in our words too. */
    nf_click(nf_app->layout.buttons[GM_BTN_LOG]);
    nf_draw();
    no_host_words(host_player);
    nf_click(nf_app->layout.buttons[GM_BTN_LOG]);

    /* Both windows keep the same names in their records' seat lines:
     * none for the host's person and its computer, Zoé's for her. */
    for (unsigned pl = 0; pl < 3; pl++) {
        assert_string_equal(gm_session_seat(s, pl)->name, gm_session_seat(h.s, pl)->name);
    }
    assert_string_equal(gm_session_seat(s, 0)->name, "");
    gm_hosting_free(h.h);
    gm_session_free(h.s);
}

static void test_english_host_french_window(void **state)
{
    (void)state;
    unnamed_travels("en", "fr");
}

static void test_french_host_english_window(void **state)
{
    (void)state;
    unnamed_travels("fr", "en");
}

int main(void)
{
    nf_headless();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_default_names_whole_en, setup_each, nf_teardown_each),
        cmocka_unit_test_setup_teardown(test_default_names_whole_fr, setup_each, nf_teardown_each),
        cmocka_unit_test_setup_teardown(test_english_host_french_window, setup_each,
                                        nf_teardown_each),
        cmocka_unit_test_setup_teardown(test_french_host_english_window, setup_each,
                                        nf_teardown_each),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
