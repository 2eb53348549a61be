/* The play screen of a joined game and its connection, driven through the
 * game's own code on the recording back end: a host (a session hosting
 * on the loopback, as the desktop game hosts: Ana here, a kitten, a seat
 * open) and the app joining it from the title, as a player does. During
 * the game each board shows who sits there (us here, Ana online, the
 * kitten a computer) and three dots on the board of whoever decides
 * elsewhere. The host goes away mid-game (its link freed: its peers are
 * disconnected at once): the play screen says so on a card, the board and
 * the names still there, with Join again; that opens the join screen with
 * the address kept, the host comes back from its save (a restart), and
 * Join takes the same seat back with its token: the game goes on where it
 * stopped. In English and in French. */
#include "hosting.h"
#include "i18n.h"
#include "joined.h"
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

static const sc_net_limits fast = {.rate = 100000, .burst = 1000};

/* The host: seat 0 Ana here, seat 1 open for a friend (us), seat 2 a kitten. */
static gm_hosting_config host_config(uint16_t port)
{
    gm_hosting_config cfg = {
        .mat = nf_app->games.mats.view.mat[0],
        .n_players = 3,
        .address = "127.0.0.1",
        .port = port,
        .version = SC_VERSION,
        .limits = &fast,
        .away_ms = 60000,
    };
    cfg.seats[0] = (gm_seat){.kind = GM_SEAT_HUMAN, .colour = 0, .name = "Ana"};
    cfg.seats[1] = (gm_seat){.kind = GM_SEAT_REMOTE, .colour = 1};
    cfg.seats[2] = (gm_seat){.kind = GM_SEAT_COMPUTER, .level = 0, .colour = 2};
    return cfg;
}

typedef struct host {
    gm_hosting *h;
    gm_session *s; /* NULL in the waiting room */
    uint64_t rng;
} host;

static unsigned pick(uint64_t *rng, size_t n)
{
    *rng ^= *rng << 13, *rng ^= *rng >> 7, *rng ^= *rng << 17;
    return (unsigned)(*rng % n);
}

/* A person's random decision through the session's commands, at their turn. */
static void decide(gm_session *s, uint64_t *rng)
{
    if (!gm_session_human_turn(s) || gm_session_submitted(s) ||
        gm_anims_active(gm_session_anims(s))) {
        return;
    }
    if (gm_session_game(s)->pending.kind == SC_PENDING_ROLL) {
        gm_session_submit_roll(s);
    } else if (gm_session_n_choices(s) > 0) {
        gm_session_submit(s, &gm_session_choices(s)[pick(rng, gm_session_n_choices(s))]);
    }
}

/* One round: the host's tick (its friends' news) and Ana's decision; the
 * app's tick. */
static void round_(host *h, bool we_play, uint64_t *ours)
{
    if (h->h != NULL && h->s == NULL) {
        gm_hosting_poll(h->h, GM_TICK_SECONDS);
    } else if (h->s != NULL) {
        decide(h->s, &h->rng);
        gm_session_tick(h->s, GM_TICK_SECONDS, 1);
    }
    if (we_play && nf_app->screen == GM_SCREEN_PLAY) {
        decide(nf_app->games.play->session, ours);
    }
    nf_ticks(1);
    usleep(200);
}

static void type(const char *t)
{
    gm_input in = {.kind = GM_IN_TEXT};
    snprintf(in.text, sizeof in.text, "%s", t);
    nf_send(in);
}

static void lost_and_back(const char *lang)
{
    gm_i18n_set_language(lang);
    char err[200];
    host h = {.rng = 5};
    gm_hosting_config cfg = host_config(0);
    h.h = gm_hosting_new(&cfg, err, sizeof err);
    assert_non_null(h.h);
    uint16_t port = gm_hosting_port(h.h);
    char address[64];
    snprintf(address, sizeof address, "127.0.0.1:%u", (unsigned)port);

    /* Join from the title: the address, our name, Join. */
    nf_go(GM_SCREEN_TITLE);
    nf_click(nf_app->layout.screens.title.join);
    assert_int_equal(nf_app->screen, GM_SCREEN_JOIN);
    type(address);
    af_key(nf_app, GM_KEY_TAB);
    for (unsigned i = 0; i < 30; i++) {
        af_key(nf_app, GM_KEY_BACKSPACE);
    }
    type("Zoé");
    nf_click(gm_join_place(&nf_app->layout, GM_JOIN_GO));
    uint64_t ours = 7;
    for (unsigned i = 0; i < 5000 && !(nf_app->screen == GM_SCREEN_WAITING &&
                                       gm_remote_seats(nf_app->games.joining) != 0);
         i++) {
        round_(&h, false, &ours);
    }
    assert_int_equal(nf_app->screen, GM_SCREEN_WAITING);
    assert_true(gm_hosting_full(h.h));

    /* The host starts: the game on our play screen. */
    h.s = gm_session_new();
    gm_session_set_speed(h.s, 0, 0);
    sc_setup setup = {.variants = SC_VARIANT_ALL, .first_player = -1};
    assert_true(gm_hosting_start(h.h, h.s, &setup, err, sizeof err));
    for (unsigned i = 0; i < 5000 && nf_app->screen != GM_SCREEN_PLAY; i++) {
        round_(&h, false, &ours);
    }
    assert_int_equal(nf_app->screen, GM_SCREEN_PLAY);
    gm_session *s = nf_app->games.play->session;
    gm_session_set_speed(s, 0, 0);
    assert_int_equal(gm_remote_seats(gm_session_remote_of(s)), 1u << 1);
    char token[GM_REMOTE_TOKEN_LEN];
    snprintf(token, sizeof token, "%s", gm_remote_token(gm_session_remote_of(s)));
    assert_int_equal(strlen(token), GM_REMOTE_TOKEN_LEN - 1);

    /* Each board says who sits there; the seat deciding elsewhere has its
     * three dots (Ana's and the kitten's turns both come). */
    bool seen_dots[3] = {false, false, false};
    for (unsigned i = 0; i < 20000 && gm_session_actions(s) < 30; i++) {
        round_(&h, true, &ours);
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
    h = (host){.rng = 9};
    for (unsigned i = 0; i < 2000 && gm_session_lost(s)[0] == '\0'; i++) {
        round_(&h, true, &ours);
    }
    assert_string_equal(gm_session_lost(s), _("The connection to the host was lost."));

    /* Said on the play screen, the board still there, with the way back. */
    nf_draw();
    assert_int_equal(nf_app->screen, GM_SCREEN_PLAY);
    assert_true(nf_drew(_("Connection lost")));
    assert_true(nf_drew(_("Connection lost: Join again to play on")));
    assert_true(nf_drew(_("The connection to the host was lost.")));
    assert_non_null(nf_button(_("Join again"), 0));
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

    /* Join again: the join screen, the address kept, the seat's token too. */
    nf_click(gm_play_lost_button(gm_app_canvas(nf_app)));
    assert_int_equal(nf_app->screen, GM_SCREEN_JOIN);
    nf_draw();
    assert_true(nf_drew(address));
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
    gm_hosting_config again = host_config(port);
    gm_hosting_config_of(h.s, &again);
    h.h = gm_hosting_new(&again, err, sizeof err);
    assert_non_null(h.h);
    assert_true(gm_hosting_resume(h.h, h.s, err, sizeof err));
    gm_presence pr;
    gm_hosting_presence(h.h, h.s, 1, &pr);
    assert_int_equal(pr.kind, GM_PRESENCE_AWAY);

    /* Join: the same seat, by its token; the game goes on from where it was. */
    nf_click(gm_join_place(&nf_app->layout, GM_JOIN_GO));
    for (unsigned i = 0; i < 5000 && nf_app->screen != GM_SCREEN_PLAY; i++) {
        round_(&h, false, &ours);
    }
    assert_int_equal(nf_app->screen, GM_SCREEN_PLAY);
    s = nf_app->games.play->session;
    gm_session_set_speed(s, 0, 0);
    assert_string_equal(gm_session_lost(s), "");
    assert_int_equal(gm_remote_seats(gm_session_remote_of(s)), 1u << 1);
    assert_string_equal(gm_remote_token(gm_session_remote_of(s)), token);
    assert_true(gm_session_actions(s) >= actions); /* the host's game, where it stopped */
    gm_hosting_presence(h.h, h.s, 1, &pr);
    assert_int_equal(pr.kind, GM_PRESENCE_ONLINE);
    for (unsigned i = 0;
         i < 20000 && gm_session_actions(s) < actions + 20 && !sc_game_over(gm_session_game(s));
         i++) {
        round_(&h, true, &ours);
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
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
