/* The play screen of a joined game and its connection, driven through the
 * game's own code on the recording back end, on the loop's clock of ticks
 * (1/60 s each, however fast they run): a host (a session hosting on the
 * loopback, as the desktop game hosts: Ana here, a kitten, a seat open)
 * and the app joining it from the title, as a player does. During the
 * game each board shows who sits there (us here, Ana online, the kitten a
 * computer) and three dots on the board of whoever decides elsewhere. The
 * host goes away mid-game (its link freed: its peers are disconnected at
 * once): the play screen says so on a card, the board and the names still
 * there, and calls the host again by itself, the card counting down to
 * each try and saying which it is; Join again tries at once. The host
 * comes back from its save (a restart) and the next try takes the same
 * seat back with its token, with no click: the game goes on where it
 * stopped, on the same play screen. In English and in French. A host gone
 * for good: the tries stop after GM_REDIAL_TRIES (some minutes), and none
 * comes after; Join again makes a new run, and a host that no longer
 * knows the seat ends them, the card saying so, Join again then opening
 * the join screen. */
#include "i18n.h"
#include "joined.h"
#include "joined_table.h"
#include "play_draw_kit.h"
#include "presence_look.h"
#include "remote.h"
#include "saves.h"
#include "screen_join.h"
#include "screen_waiting.h"
#include "spacecats/net_link.h"
#include "tips.h"

static int setup_each(void **state)
{
    (void)state;
    return nf_setup(1920, 1080, false);
}

/* The card's line of what the tries are doing, as it should read. */
static void say_waiting(char *buf, size_t len, unsigned seconds, unsigned try_no)
{
    snprintf(buf, len, _("Trying again in %u s (try %u of %u)"), seconds, try_no,
             (unsigned)GM_REDIAL_TRIES);
}

static void say_calling(char *buf, size_t len, unsigned try_no)
{
    snprintf(buf, len, _("Trying to reach the host... (try %u of %u)"), try_no,
             (unsigned)GM_REDIAL_TRIES);
}

/* The words on the lost connection's card, its lines joined by spaces. */
static bool card_says(const char *words)
{
    char all[2048] = "";
    size_t k = 0;
    unsigned n = 0;
    const gm_text_line *l = gm_text_lines(nf_app->text, &n);
    gm_rect card = nf_app->layout.lost_card;
    for (unsigned i = 0; i < n; i++) {
        if (l[i].at.y >= card.y && l[i].at.y < card.y + card.h && l[i].at.x >= card.x &&
            l[i].at.x < card.x + card.w && k + strlen(l[i].text) + 2 < sizeof all) {
            k += (size_t)snprintf(all + k, sizeof all - k, "%s%s", k > 0 ? " " : "", l[i].text);
        }
    }
    return strstr(all, words) != NULL;
}

/* Join again as drawn: lit (the button's ink) or not (grey). */
static bool join_again_lit(void)
{
    nf_draw();
    const gm_text_line *l = nf_button(_("Join again"), 0);
    if (l == NULL) {
        fail_msg("Join again is not drawn");
        return false;
    }
    assert_true(nf_is_button(l));
    return l->c.r == 0x1b;
}

/* Rounds until the tries are in state st (at most max): how many. */
static unsigned rounds_until(jt_host *h, gm_session *s, gm_redial_state st, unsigned max,
                             uint64_t *ours)
{
    unsigned i = 0;
    while (i < max && gm_session_redial(s)->state != st) {
        jt_round(h, true, ours);
        assert_int_equal(nf_app->screen, GM_SCREEN_PLAY); /* no other screen, ever */
        i++;
    }
    assert_int_equal(gm_session_redial(s)->state, st);
    return i;
}

static void lost_and_back(const char *lang)
{
    gm_i18n_set_language(lang);
    char err[200];
    jt_host h = {.rng = 5};
    char address[JT_ADDRESS_SIZE];
    uint16_t port = jt_open(&h, nf_app->games.mats.view.mat[0], address);
    uint64_t ours = 7;
    gm_session *s = jt_join_and_start(&h, address, &ours);
    char token[GM_REMOTE_TOKEN_LEN];
    snprintf(token, sizeof token, "%s", gm_remote_token(gm_session_remote_of(s)));
    assert_int_equal(strlen(token), GM_REMOTE_TOKEN_LEN - 1);

    /* Each board says who sits there; the seat deciding elsewhere has its
     * three dots (Ana's and the kitten's turns both come). */
    bool seen_dots[3] = {false, false, false};
    for (unsigned i = 0; i < 20000 && gm_session_actions(s) < 30; i++) {
        jt_round(&h, true, &ours);
        nf_draw();
        assert_int_equal(pl_mark(0), GM_PRESENCE_ONLINE);
        assert_int_equal(pl_mark(1), GM_PRESENCE_HERE);
        assert_int_equal(pl_mark(2), GM_PRESENCE_COMPUTER);
        int actor = gm_session_actor(s);
        for (unsigned pl = 0; pl < 3; pl++) {
            unsigned dots = pl_thinking_dots(pl);
            /* Nobody's while a crash is told; ours never (the banner says what to do). */
            assert_true(dots == 0 || (dots == 3 && (int)pl == actor && pl != 1));
            seen_dots[pl] |= dots == 3;
        }
    }
    assert_true(gm_session_actions(s) >= 30);
    assert_true(seen_dots[0] && seen_dots[2]);
    assert_false(nf_drew(_("Connection lost")));
    assert_int_equal(gm_session_redial(s)->state, GM_REDIAL_OFF);

    /* The host keeps its game (its autosave) and goes away. */
    char dir[] = "/tmp/spacecats-netplay-XXXXXX";
    assert_non_null(mkdtemp(dir));
    char path[64];
    snprintf(path, sizeof path, "%s/autosave.scsave", dir);
    gm_save_error serr;
    assert_true(gm_save_write(path, h.s, &serr));
    unsigned actions = gm_session_actions(h.s);
    gm_hosting_free(h.h);
    gm_session_free(h.s);
    h = (jt_host){.rng = 9};
    for (unsigned i = 0; i < 2000 && gm_session_lost(s)[0] == '\0'; i++) {
        jt_round(&h, true, &ours);
    }
    assert_string_equal(gm_session_lost(s), _("The connection to the host was lost."));

    /* Said on the play screen, the board still there; the first try is a
     * second away. */
    char line[160];
    nf_draw();
    assert_int_equal(nf_app->screen, GM_SCREEN_PLAY);
    assert_true(nf_drew(_("Connection lost")));
    assert_true(nf_drew(_("Connection lost: calling the host again")));
    assert_true(nf_drew(_("The connection to the host was lost.")));
    say_waiting(line, sizeof line, 1, 1);
    assert_true(nf_drew(line));
    assert_true(card_says(strcmp(lang, "fr") == 0 ? "rappelle l'hôte de lui-même"
                                                  : "calls the host again by itself"));
    assert_true(join_again_lit());
    assert_true(nf_drew("Ana"));
    assert_int_equal(pl_mark(1), GM_PRESENCE_HERE);
    assert_int_equal(pl_mark(0), GM_PRESENCE_NONE); /* nobody tells us any more */
    for (unsigned pl = 0; pl < 3; pl++) {           /* nor who decides: no board's ring */
        gm_rect ring = gm_pd_grow(nf_app->layout.boards[pl], nf_app->layout.board_in.actor_grow);
        const gm_draw_frame *f = gm_draw_now(&nf_gfx);
        for (unsigned i = 0; i < f->n_calls; i++) {
            assert_false(f->calls[i].op == GM_OP_OUTLINE && pl_same_rect(f->calls[i].r, ring));
        }
    }
    unsigned shown = gm_session_actions(s);
    assert_true(shown > 0 && shown <= actions); /* what came before the host went */
    /* A click on the board chooses nothing; the log still opens. */
    assert_int_equal(gm_play_screen_view(nf_app)->tip, GM_TIP_COUNT); /* a first game's tip goes */
    nf_click(nf_app->layout.buttons[GM_BTN_LOG]);
    assert_true(gm_play_screen_view(nf_app)->log_open);
    nf_click(nf_app->layout.buttons[GM_BTN_LOG]);
    assert_false(gm_session_submitted(s));

    /* By itself, a second later: the first try, Join again unlit meanwhile
     * (a click on it does nothing). */
    unsigned n = rounds_until(&h, s, GM_REDIAL_CALLING, 600, &ours);
    assert_true(n >= GM_TICK_HZ - 2 && n <= GM_TICK_HZ + 2);
    nf_draw();
    say_calling(line, sizeof line, 1);
    assert_true(nf_drew(line));
    assert_false(join_again_lit());
    nf_click(gm_play_lost_button(gm_app_canvas(nf_app)));
    assert_int_equal(nf_app->screen, GM_SCREEN_PLAY);
    assert_int_equal(gm_session_redial(s)->tries, 1);
    /* Nobody answers it within 5 s: the next in 3 s, counted down. */
    n = rounds_until(&h, s, GM_REDIAL_WAITING, 2000, &ours);
    assert_true(n >= 5 * GM_TICK_HZ - 3 && n <= 5 * GM_TICK_HZ + 3);
    nf_draw();
    say_waiting(line, sizeof line, 3, 2);
    assert_true(nf_drew(line));
    assert_true(join_again_lit());
    for (unsigned i = 0; i < GM_TICK_HZ; i++) {
        jt_round(&h, true, &ours);
    }
    nf_draw();
    say_waiting(line, sizeof line, 2, 2);
    assert_true(nf_drew(line));
    if (strcmp(lang, "fr") == 0) {
        assert_true(nf_drew("Nouvel essai dans 2 s (essai 2 sur 40)"));
        assert_true(nf_drew("Connexion perdue : nouvel appel de l'hôte"));
    }
    /* Join again: the try at once, on the play screen. */
    nf_click(gm_play_lost_button(gm_app_canvas(nf_app)));
    assert_int_equal(nf_app->screen, GM_SCREEN_PLAY);
    assert_int_equal(gm_session_redial(s)->state, GM_REDIAL_CALLING);
    assert_int_equal(gm_session_redial(s)->tries, 2);
    nf_draw();
    say_calling(line, sizeof line, 2);
    assert_true(nf_drew(line));
    if (strcmp(lang, "fr") == 0) {
        assert_true(nf_drew("Appel de l'hôte... (essai 2 sur 40)"));
    }
    /* The seat's token is still kept for a start of the game again. */
    gm_joined j;
    char warn[700];
    assert_true(gm_joined_read(nf_app->games.prefdir, &j, warn, sizeof warn));
    assert_string_equal(j.token, token);

    /* The host starts again: its game from its save, on the same port. */
    h.s = gm_session_new();
    gm_session_set_speed(h.s, 0, 0);
    gm_seat defaults[SC_MAX_PLAYERS] = {0};
    assert_true(gm_save_read(path, GM_MATS_ONE(nf_app->games.mats.view.mat[0], NULL), defaults, h.s,
                             warn, sizeof warn, &serr));
    gm_hosting_config again = jt_host_config(nf_app->games.mats.view.mat[0], port);
    gm_hosting_config_of(h.s, &again);
    h.h = gm_hosting_new(&again, err, sizeof err);
    assert_non_null(h.h);
    assert_true(gm_hosting_resume(h.h, h.s, err, sizeof err));
    gm_presence pr;
    gm_hosting_presence(h.h, h.s, 1, &pr);
    assert_int_equal(pr.kind, GM_PRESENCE_AWAY);

    /* No click: a try takes the same seat back by its token, and the game
     * goes on from where it was, on the same play screen. */
    for (unsigned i = 0; i < 5000 && gm_session_lost(s)[0] != '\0'; i++) {
        jt_round(&h, false, &ours);
        assert_int_equal(nf_app->screen, GM_SCREEN_PLAY);
    }
    assert_string_equal(gm_session_lost(s), "");
    assert_ptr_equal(nf_app->games.play->session, s);
    assert_int_equal(gm_session_redial(s)->state, GM_REDIAL_OFF);
    assert_int_equal(gm_remote_seats(gm_session_remote_of(s)), 1u << 1);
    assert_string_equal(gm_remote_token(gm_session_remote_of(s)), token);
    assert_true(gm_session_actions(s) >= actions); /* the host's game, where it stopped */
    for (unsigned i = 0; i < 200; i++) {
        jt_round(&h, false, &ours);
    }
    gm_hosting_presence(h.h, h.s, 1, &pr);
    assert_int_equal(pr.kind, GM_PRESENCE_ONLINE);
    for (unsigned i = 0;
         i < 20000 && gm_session_actions(s) < actions + 20 && !sc_game_over(gm_session_game(s));
         i++) {
        jt_round(&h, true, &ours);
        assert_int_equal(nf_app->screen == GM_SCREEN_PLAY || sc_game_over(gm_session_game(s)),
                         true);
    }
    assert_true(gm_session_actions(s) >= actions + 20 || sc_game_over(gm_session_game(s)));
    assert_true(gm_session_actions(s) <= gm_session_actions(h.s));
    nf_draw();
    assert_false(nf_drew(_("Connection lost")));
    assert_int_equal(pl_mark(0), GM_PRESENCE_ONLINE);
    assert_int_equal(pl_mark(1), GM_PRESENCE_HERE);

    gm_hosting_free(h.h);
    gm_session_free(h.s);
    remove(path);
    rmdir(dir);
}

/* A host gone for good: GM_REDIAL_TRIES tries in some minutes, then none;
 * Join again makes a new run, and a host that does not know the seat ends
 * it, the way back then the join screen. */
static void gone_for_good(void **state)
{
    (void)state;
    gm_i18n_set_language("en");
    char err[200];
    jt_host h = {.rng = 11};
    char address[JT_ADDRESS_SIZE];
    uint16_t port = jt_open(&h, nf_app->games.mats.view.mat[0], address);
    uint64_t ours = 3;
    gm_session *s = jt_join_and_start(&h, address, &ours);
    for (unsigned i = 0; i < 20000 && gm_session_actions(s) < 10; i++) {
        jt_round(&h, true, &ours);
    }
    gm_hosting_free(h.h);
    gm_session_free(h.s);
    h = (jt_host){.rng = 13};

    /* Tries until it gives up: never two at once, each counted once. */
    unsigned ticks = 0, tries = 0;
    while (ticks < 60 * 60 * GM_TICK_HZ && gm_session_redial(s)->state != GM_REDIAL_GAVE_UP) {
        jt_round(&h, true, &ours);
        ticks++;
        const gm_redial *rd = gm_session_redial(s);
        assert_true(rd->tries == tries || rd->tries == tries + 1);
        assert_true(rd->tries <= GM_REDIAL_TRIES);
        tries = rd->tries;
    }
    assert_int_equal(gm_session_redial(s)->state, GM_REDIAL_GAVE_UP);
    assert_int_equal(gm_session_redial(s)->tries, GM_REDIAL_TRIES);
    float minutes = (float)ticks / GM_TICK_HZ / 60;
    assert_true(minutes > 5.0f && minutes < 6.0f);
    nf_draw();
    char line[160];
    snprintf(line, sizeof line, "No answer after %u tries.", (unsigned)GM_REDIAL_TRIES);
    assert_true(nf_drew(line));
    assert_true(nf_drew("Connection lost: Join again to play on"));
    assert_true(join_again_lit());
    /* Ten minutes more: not one try, and nothing to wake the loop for. */
    for (unsigned i = 0; i < 10 * 60 * GM_TICK_HZ; i++) {
        nf_ticks(1);
    }
    assert_int_equal(gm_session_redial(s)->tries, GM_REDIAL_TRIES);
    assert_false(gm_session_busy(s));

    /* Another game is hosted on the port, where the seat is not: Join
     * again's new run is refused, and no more tries come. */
    gm_hosting_config other = jt_host_config(nf_app->games.mats.view.mat[0], port);
    h.h = gm_hosting_new(&other, err, sizeof err);
    assert_non_null(h.h);
    nf_click(gm_play_lost_button(gm_app_canvas(nf_app)));
    assert_int_equal(gm_session_redial(s)->state, GM_REDIAL_CALLING);
    assert_int_equal(gm_session_redial(s)->tries, 1);
    for (unsigned i = 0; i < 2000 && gm_session_redial(s)->state != GM_REDIAL_OFF; i++) {
        jt_round(&h, false, &ours);
    }
    assert_int_equal(gm_session_redial(s)->state, GM_REDIAL_OFF);
    assert_string_equal(gm_session_lost(s),
                        "The host does not know this seat any more: its game is over or gone.");
    for (unsigned i = 0; i < 600; i++) {
        jt_round(&h, false, &ours);
    }
    assert_int_equal(gm_session_redial(s)->state, GM_REDIAL_OFF);
    nf_draw();
    assert_true(card_says("The host does not know this seat any more: its game is over or gone. "
                          "Join again opens the join screen."));
    assert_false(card_says("Trying"));
    assert_false(card_says("Your seat is kept"));
    /* Join again: the join screen, the address kept, to join afresh. */
    nf_click(gm_play_lost_button(gm_app_canvas(nf_app)));
    assert_int_equal(nf_app->screen, GM_SCREEN_JOIN);
    nf_draw();
    assert_true(nf_drew(address));
    gm_hosting_free(h.h);
}

static void test_lost_and_back_en(void **state)
{
    (void)state;
    lost_and_back("en");
}

static void test_lost_and_back_fr(void **state)
{
    (void)state;
    lost_and_back("fr");
    assert_string_equal(_("Connection lost"), "Connexion perdue");
}

int main(void)
{
    nf_headless();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_lost_and_back_en, setup_each, nf_teardown_each),
        cmocka_unit_test_setup_teardown(test_lost_and_back_fr, setup_each, nf_teardown_each),
        cmocka_unit_test_setup_teardown(gone_for_good, setup_each, nf_teardown_each),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
