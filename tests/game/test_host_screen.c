/* Hosting from the desktop game's screens, driven by events as a player
 * drives them, on the recording back end: in the setup, a seat made open
 * for a friend turns Start into Host; the host's screen says what to tell
 * friends (the join code, which decodes to this machine's address and the
 * port listened on) and shows the waiting room, where the friend's seat
 * fills when a client joins on the loopback; Start hands the table to the
 * game, the friend's seat remote under her name, and her choices play in
 * the game through the app's own ticks. In English and in French. Back
 * stops hosting: the port is free again. */
#include <inttypes.h>
#include <time.h>

#include "hosting.h"
#include "i18n.h"
#include "null_fixture.h"
#include "presence_look.h"
#include "screen_host.h"
#include "screen_setup.h"
#include "spacecats/net_client.h"
#include "spacecats/net_code.h"
#include "spacecats/net_lan.h"
#include "spacecats/net_link.h"

static int setup_each(void **state)
{
    (void)state;
    if (nf_setup(1920, 1080, false) != 0) {
        return -1;
    }
    nf_app->games.host_port = -1;             /* any free port: tests run side by side */
    nf_app->games.settings.show_tips = false; /* the boards' cards show, not a first game's tips */
    return 0;
}

static int teardown_each(void **state)
{
    (void)state;
    gm_i18n_set_language("");
    return nf_teardown();
}

typedef struct friend
{
    sc_net_link *link;
    sc_net_client *c;
    uint32_t conn;
}
friend;

static void friend_send(friend *f, const char *buf, size_t len)
{
    assert_true(len > 0);
    assert_true(sc_net_send(f->link, f->conn, buf, len));
    sc_net_flush(f->link);
}

/* What came to the friend; the app's ticks meanwhile (the host's polls). */
static void exchange(friend *f, unsigned ticks)
{
    for (unsigned t = 0; t < ticks; t++) {
        nf_ticks(1);
        sc_net_event ev;
        while (sc_net_poll(f->link, 1, &ev) == 1) {
            if (ev.kind == SC_NET_EV_CONNECTED) {
                char buf[SC_NET_MAX_CLIENT_MSG];
                friend_send(f, buf, sc_net_client_hello(f->c, 0, buf, sizeof buf));
            } else if (ev.kind == SC_NET_EV_MESSAGE) {
                char why[256];
                sc_net_news news = sc_net_client_received(f->c, ev.data, ev.len, why, sizeof why);
                assert_true(news != SC_NET_NEWS_BROKEN && news != SC_NET_NEWS_REFUSED &&
                            news != SC_NET_NEWS_DENIED);
            }
        }
    }
}

/* The pointer over player pl's board (its card shows), drawn. */
static void hover_board(unsigned pl)
{
    gm_rect b = nf_app->layout.boards[pl];
    nf_send((gm_input){.kind = GM_IN_MOVE, .x = b.x + b.w / 2, .y = b.y + b.h / 2});
    nf_draw();
}

/* Setup: three players, Ana here, seat 2 open for a friend, a computer. */
static void set_up_a_hosted_game(void)
{
    nf_go(GM_SCREEN_SETUP);
    gm_new_game *s = &nf_app->games.setup;
    while (s->n_players > 3) {
        nf_click(gm_setup_place(&nf_app->layout, GM_SETUP_FEWER, 0));
    }
    while (s->n_players < 3) {
        nf_click(gm_setup_place(&nf_app->layout, GM_SETUP_MORE, 0));
    }
    snprintf(s->seats[0].name, sizeof s->seats[0].name, "Ana");
    s->seats[0].kind = GM_SEAT_HUMAN;
    s->seats[1].kind = GM_SEAT_COMPUTER;
    s->seats[2].kind = GM_SEAT_COMPUTER;
    s->variants = SC_VARIANT_UFO;
    nf_draw();
    assert_non_null(nf_button(_("Start"), 0));
    nf_click(gm_setup_place(&nf_app->layout, GM_SETUP_KIND, 1)); /* a computer ... */
    assert_int_equal(s->seats[1].kind, GM_SEAT_REMOTE);          /* ... open for a friend */
    nf_draw();
    assert_non_null(nf_button(_("Friend"), 0));
    assert_non_null(nf_button(_("Host"), 0));
    assert_null(nf_button(_("Start"), 0));
}

/* A probe from the loopback to the host's port for them, the app's
 * ticks meanwhile (its waiting room's polls): true with the answer. */
static bool looked_for(const gm_hosting *h, sc_net_lan_found *out)
{
    char err[160];
    sc_net_lan *finder = sc_net_lan_finder(err, sizeof err);
    assert_non_null(finder);
    assert_true(gm_hosting_lan_port(h) != 0);
    unsigned long probes, answered, probes_then;
    gm_hosting_lan_counts(h, &probes_then, &answered);
    assert_true(sc_net_lan_probe_send(finder, "127.0.0.1", gm_hosting_lan_port(h)));
    int got = 0;
    for (unsigned t = 0; t < 1000 && got == 0; t++) {
        nf_ticks(1);
        got = sc_net_lan_next(finder, out);
        gm_hosting_lan_counts(h, &probes, &answered);
        if (probes > probes_then && got == 0) { /* taken: answered at once, or not at all */
            struct timespec ts = {0, 20 * 1000 * 1000};
            nanosleep(&ts, NULL);
            got = sc_net_lan_next(finder, out);
            break;
        }
    }
    assert_true(probes > probes_then);
    sc_net_lan_free(finder);
    return got == 1;
}

static void type(const char *text)
{
    gm_input in = {.kind = GM_IN_TEXT};
    snprintf(in.text, sizeof in.text, "%s", text);
    nf_send(in);
}

static void key(gm_key k)
{
    nf_send((gm_input){.kind = GM_IN_KEY, .key = k});
}

/* The port's box: clicked, emptied, a port typed, Enter. */
static void type_port(unsigned port)
{
    nf_click(nf_app->layout.screens.host.port);
    for (int i = 0; i < 6; i++) {
        key(GM_KEY_BACKSPACE);
    }
    char digits[8];
    snprintf(digits, sizeof digits, "%u", port);
    type(digits);
    key(GM_KEY_ENTER);
}

/* A port no one listens on now. */
static uint16_t free_port(void)
{
    char err[200];
    sc_net_link *probe = sc_net_listen("0.0.0.0", 0, NULL, err, sizeof err);
    assert_non_null(probe);
    uint16_t port = sc_net_link_port(probe);
    sc_net_link_free(probe);
    return port;
}

static void host_for_a_friend(const char *lang)
{
    gm_i18n_set_language(lang);
    set_up_a_hosted_game();
    nf_click(gm_setup_place(&nf_app->layout, GM_SETUP_START, 0));
    assert_int_equal(nf_app->screen, GM_SCREEN_HOST);
    assert_null(gm_host_failure(nf_app));
    const gm_hosting *h = gm_host_table(nf_app);
    assert_non_null(h);
    uint16_t port = gm_hosting_port(h);
    assert_true(port > 0);

    /* What to tell friends: each address's code says that address and port. */
    nf_draw();
    assert_true(nf_drew(_("Host a game")));
    char address[GM_HOSTING_ADDRESS_SIZE], code[GM_HOSTING_CODE_SIZE];
    if (gm_hosting_where(h, 0, address, code)) {
        assert_true(nf_drew(_("Tell your friends this join code:")));
        assert_true(nf_drew(code));
        char back[SC_NET_ADDRESS_SIZE];
        uint16_t back_port;
        sc_net_code_why why;
        assert_true(sc_net_code_decode(code, back, &back_port, &why));
        assert_string_equal(back, address);
        assert_int_equal(back_port, port);
        char line[160];
        snprintf(line, sizeof line, _("or the address %s, port %u (code %s)"), address,
                 (unsigned)port, code);
        assert_true(nf_drew(line));
    } else { /* a machine with no network but the loopback */
        assert_true(nf_drew(_("This computer has no network address")) ||
                    nf_drew("Cet ordinateur n'a pas d'adresse"));
    }
    char line[160];
    snprintf(line, sizeof line, _("Seat %u: waiting for a friend..."), 2u);
    assert_true(nf_drew(line));
    snprintf(line, sizeof line, _("%s: here"), "Ana");
    assert_true(nf_drew(line));

    /* Those looking for a game on the network find it: Ana's, one seat
     * open of three, its variants, the port to dial. */
    sc_net_lan_found found;
    assert_true(looked_for(h, &found));
    assert_int_equal(found.answer.port, port);
    assert_int_equal(found.answer.n_games, 1);
    assert_string_equal(found.answer.games[0].name, "Ana");
    assert_int_equal(found.answer.games[0].players, 3);
    assert_int_equal(found.answer.games[0].open, 1);
    assert_int_equal(found.answer.games[0].variants, SC_VARIANT_UFO);

    /* The friend joins from the loopback: her seat fills. */
    friend f = {0};
    char err[200];
    sc_net_limits lim = {.no_rate = true};
    f.link = sc_net_dialer(&lim, err, sizeof err);
    assert_non_null(f.link);
    f.c = sc_net_client_new(nf_app->games.mats.view.mat[0], "0.1.0");
    assert_true(sc_net_dial(f.link, "127.0.0.1", port, &f.conn, err, sizeof err));
    for (unsigned t = 0; t < 2000 && sc_net_client_players(f.c) == 0; t++) {
        exchange(&f, 1);
    }
    assert_int_equal(sc_net_client_players(f.c), 3);
    char buf[SC_NET_MAX_CLIENT_MSG];
    friend_send(&f, buf, sc_net_client_join(f.c, 1, 1, "Zoé", buf, sizeof buf));
    for (unsigned t = 0; t < 2000 && sc_net_client_seats(f.c) == 0; t++) {
        exchange(&f, 1);
    }
    assert_int_equal(sc_net_client_seats(f.c), 2u);
    exchange(&f, 5);
    nf_draw();
    snprintf(line, sizeof line, _("%s: joined"), "Zoé");
    assert_true(nf_drew(line));
    assert_false(nf_drew(_("Seat 2: waiting for a friend...")));
    /* Every seat taken: nothing to tell those looking for a game. */
    assert_false(looked_for(h, &found));
    /* A friend sits at this port: it cannot change under her. */
    type_port(free_port());
    assert_ptr_equal(gm_host_table(nf_app), h);
    assert_int_equal(gm_hosting_port(h), port);
    nf_draw();
    snprintf(line, sizeof line, _("Friends have joined on port %u: go Back to host on another."),
             (unsigned)port);
    assert_true(nf_drew(line));

    /* Start: the game is hosted, the friend's seat hers. */
    nf_click(gm_host_place(&nf_app->layout, GM_HOST_START));
    assert_int_equal(nf_app->screen, GM_SCREEN_PLAY);
    assert_non_null(nf_app->games.hosting);
    assert_true(gm_hosting_playing(nf_app->games.hosting));
    gm_session *s = nf_app->games.play->session;
    assert_int_equal(gm_session_seat(s, 1)->kind, GM_SEAT_REMOTE);
    assert_string_equal(gm_session_seat(s, 1)->name, "Zoé");
    gm_session_set_threaded(s, false);
    gm_session_set_speed(s, 0, 0);

    /* Through the app's ticks: the friend's roll or choice is applied. */
    unsigned hers = 0;
    for (unsigned t = 0; t < 20000 && hers < 3 && !sc_game_over(gm_session_game(s)); t++) {
        exchange(&f, 1);
        if (gm_session_human_turn(s) && !gm_session_submitted(s)) {
            if (gm_session_game(s)->pending.kind == SC_PENDING_ROLL) {
                gm_session_submit_roll(s);
            } else {
                gm_session_submit(s, &gm_session_choices(s)[0]);
            }
        }
        const sc_game *v = sc_net_client_game(f.c);
        if (v != NULL && gm_session_remote_turn(s) &&
            sc_net_client_events(f.c) == gm_session_actions(s)) {
            unsigned before = gm_session_actions(s);
            if (v->pending.kind == SC_PENDING_ROLL) {
                friend_send(&f, buf, sc_net_client_roll(f.c, buf, sizeof buf));
            } else {
                sc_choice c;
                assert_true(sc_game_choice_at(v, 0, &c));
                friend_send(&f, buf, sc_net_client_choose(f.c, &c, buf, sizeof buf));
            }
            for (unsigned k = 0; k < 2000 && gm_session_actions(s) == before; k++) {
                exchange(&f, 1);
            }
            assert_true(gm_session_actions(s) > before);
            hers++;
        }
    }
    assert_int_equal(hers, 3);

    /* Each board says who sits there: Ana here, Zoé online, a computer. */
    nf_draw();
    assert_int_equal(pl_mark(0), GM_PRESENCE_HERE);
    assert_int_equal(pl_mark(1), GM_PRESENCE_ONLINE);
    assert_int_equal(pl_mark(2), GM_PRESENCE_COMPUTER);
    /* Her board's card says it in words. */
    assert_false(nf_drew(_("connected")));
    hover_board(1);
    assert_true(nf_drew(_("connected")));
    hover_board(0);
    assert_true(nf_drew(_("here")));
    nf_send((gm_input){.kind = GM_IN_MOVE, .x = 5, .y = 5});

    /* Zoé's connection drops: her board shows her away, and at her turn
     * (the game waits for her) three dots and the seconds counting down
     * before a computer plays for her. */
    sc_net_client_free(f.c);
    sc_net_link_free(f.link);
    gm_presence pr = {0};
    for (unsigned t = 0; t < 20000 && !(pr.kind == GM_PRESENCE_AWAY && gm_session_remote_turn(s));
         t++) {
        if (gm_session_human_turn(s) && !gm_session_submitted(s)) {
            if (gm_session_game(s)->pending.kind == SC_PENDING_ROLL) {
                gm_session_submit_roll(s);
            } else {
                gm_session_submit(s, &gm_session_choices(s)[0]);
            }
        }
        nf_ticks(1);
        usleep(100);
        gm_hosting_presence(nf_app->games.hosting, s, 1, &pr);
    }
    assert_int_equal(pr.kind, GM_PRESENCE_AWAY);
    assert_true(gm_session_remote_turn(s));
    assert_true(pr.away_s > 50 && pr.away_s <= 60);
    nf_draw();
    assert_int_equal(pl_mark(0), GM_PRESENCE_HERE);
    assert_int_equal(pl_mark(1), GM_PRESENCE_AWAY);
    assert_int_equal(pl_thinking_dots(1), 3);
    assert_int_equal(pl_thinking_dots(0) + pl_thinking_dots(2), 0);
    snprintf(line, sizeof line, _("%u s"), pr.away_s);
    assert_true(nf_drew(line));
    hover_board(1);
    snprintf(line, sizeof line, _("away: %u s left"), pr.away_s);
    assert_true(nf_drew(line));
    nf_send((gm_input){.kind = GM_IN_MOVE, .x = 5, .y = 5});
    /* Each second gone is a change the window draws (the loop redraws
     * on what an update says changed), and only then. */
    unsigned before = pr.away_s, seconds = 0, quiet = 0;
    for (unsigned t = 0; t < 2 * GM_TICK_HZ; t++) {
        bool changed = gm_app_update(nf_app, GM_TICK_SECONDS);
        gm_app_apply_screen(nf_app);
        unsigned last = pr.away_s;
        gm_hosting_presence(nf_app->games.hosting, s, 1, &pr);
        if (pr.away_s != last) {
            assert_true(changed);
            seconds++;
        } else {
            quiet += !changed;
        }
    }
    assert_int_equal(seconds, 2);
    assert_true(quiet > GM_TICK_HZ); /* nothing to draw again between */
    assert_int_equal(pr.away_s, before - 2);
    nf_draw();
    snprintf(line, sizeof line, _("%u s"), before - 2);
    assert_true(nf_drew(line));
    /* Her minute over, a computer plays for her: still her board, away. */
    nf_ticks(60 * GM_TICK_HZ);
    gm_hosting_presence(nf_app->games.hosting, s, 1, &pr);
    assert_int_equal(pr.kind, GM_PRESENCE_AWAY);
    assert_true(pr.stand_in);
    nf_draw();
    assert_int_equal(pl_mark(1), GM_PRESENCE_AWAY);
    hover_board(1);
    assert_true(nf_drew(_("away: a computer plays for now")));
}

static void test_host_for_a_friend_en(void **state)
{
    (void)state;
    host_for_a_friend("en");
}

static void test_host_for_a_friend_fr(void **state)
{
    (void)state;
    host_for_a_friend("fr");
    /* The French words, not the English ones. */
    assert_string_not_equal(_("Host a game"), "Host a game");
}

static void test_back_stops_hosting(void **state)
{
    (void)state;
    set_up_a_hosted_game();
    nf_click(gm_setup_place(&nf_app->layout, GM_SETUP_START, 0));
    assert_int_equal(nf_app->screen, GM_SCREEN_HOST);
    uint16_t port = gm_hosting_port(gm_host_table(nf_app));
    nf_click(gm_host_place(&nf_app->layout, GM_HOST_BACK));
    assert_int_equal(nf_app->screen, GM_SCREEN_SETUP);
    assert_null(nf_app->games.hosting);
    /* The port is free again: a link can listen on it. */
    char err[200];
    sc_net_link *again = sc_net_listen("0.0.0.0", port, NULL, err, sizeof err);
    assert_non_null(again);
    sc_net_link_free(again);
}

/* The player's port taken (by a second Space Cats hosting on this
 * machine): the screen says so and what to do; the player types another
 * port, which is listened on and remembered. */
static void port_in_use(const char *lang)
{
    gm_i18n_set_language(lang);
    char err[200];
    uint16_t mine = free_port();
    sc_net_link *taken = sc_net_listen("0.0.0.0", mine, NULL, err, sizeof err);
    assert_non_null(taken);
    nf_app->games.host_port = 0; /* the player's port */
    nf_app->games.settings.host_port = mine;
    set_up_a_hosted_game();
    nf_click(gm_setup_place(&nf_app->layout, GM_SETUP_START, 0));
    assert_int_equal(nf_app->screen, GM_SCREEN_HOST);
    assert_null(gm_host_table(nf_app));
    const char *said = gm_host_failure(nf_app);
    assert_non_null(said);
    char digits[8], line[160];
    snprintf(digits, sizeof digits, "%u", (unsigned)mine);
    assert_non_null(strstr(said, digits));
    snprintf(digits, sizeof digits, "%u", mine + 1u); /* another to try */
    assert_non_null(strstr(said, digits));
    nf_draw();
    char start[24]; /* the message's first words, on its first line */
    snprintf(start, sizeof start, "%s", said);
    assert_true(nf_drew(start));
    snprintf(digits, sizeof digits, "%u", (unsigned)mine);
    snprintf(line, sizeof line, _("Port %s"), digits);
    assert_true(nf_drew(line));                              /* the port's box */
    nf_click(gm_host_place(&nf_app->layout, GM_HOST_START)); /* not lit: nothing */
    assert_int_equal(nf_app->screen, GM_SCREEN_HOST);

    /* Not a port: said, nothing changes. */
    type_port(80);
    assert_null(gm_host_table(nf_app));
    nf_draw();
    snprintf(line, sizeof line, _("A port is a number from %u to %u."), 1024u, 65535u);
    assert_true(nf_drew(line));
    assert_int_equal(nf_app->games.settings.host_port, mine);

    /* Another port: hosted there, its code carrying it, kept for next time. */
    uint16_t other = free_port();
    type_port(other);
    const gm_hosting *h = gm_host_table(nf_app);
    assert_non_null(h);
    assert_null(gm_host_failure(nf_app));
    assert_int_equal(gm_hosting_port(h), other);
    assert_int_equal(nf_app->games.settings.host_port, other);
    char address[GM_HOSTING_ADDRESS_SIZE], code[GM_HOSTING_CODE_SIZE];
    if (gm_hosting_where(h, 0, address, code)) {
        char back[SC_NET_ADDRESS_SIZE];
        uint16_t back_port;
        sc_net_code_why why;
        assert_true(sc_net_code_decode(code, back, &back_port, &why));
        assert_int_equal(back_port, other);
    }
    nf_draw();
    snprintf(digits, sizeof digits, "%u", (unsigned)other);
    snprintf(line, sizeof line, _("Port %s"), digits);
    assert_true(nf_drew(line));
    nf_click(gm_host_place(&nf_app->layout, GM_HOST_START));
    assert_int_equal(nf_app->screen, GM_SCREEN_PLAY);
    assert_int_equal(gm_hosting_port(nf_app->games.hosting), other);
    sc_net_link_free(taken);
}

/* A host person who typed no name: her seat travels without one (each
 * window names it), but those looking for a game on the network find it
 * under the host's word for her seat, not as an empty table. */
static void unnamed_host_is_found(const char *lang)
{
    gm_i18n_set_language(lang);
    set_up_a_hosted_game();
    nf_app->games.setup.seats[0].name[0] = '\0';
    nf_click(gm_setup_place(&nf_app->layout, GM_SETUP_START, 0));
    assert_int_equal(nf_app->screen, GM_SCREEN_HOST);
    const gm_hosting *h = gm_host_table(nf_app);
    assert_non_null(h);
    sc_net_lan_found found;
    assert_true(looked_for(h, &found));
    assert_int_equal(found.answer.n_games, 1);
    char player1[GM_NAME_LEN];
    snprintf(player1, sizeof player1, _("Player %u"), 1u);
    assert_string_equal(found.answer.games[0].name, player1);
    assert_string_equal(found.answer.games[0].name,
                        strcmp(lang, "fr") == 0 ? "Joueur 1" : "Player 1");
}

static void test_unnamed_host_is_found_en(void **state)
{
    (void)state;
    unnamed_host_is_found("en");
}

static void test_unnamed_host_is_found_fr(void **state)
{
    (void)state;
    unnamed_host_is_found("fr");
}

static void test_port_in_use_en(void **state)
{
    (void)state;
    port_in_use("en");
}

static void test_port_in_use_fr(void **state)
{
    (void)state;
    port_in_use("fr");
}

int main(void)
{
    nf_headless();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_host_for_a_friend_en, setup_each, teardown_each),
        cmocka_unit_test_setup_teardown(test_host_for_a_friend_fr, setup_each, teardown_each),
        cmocka_unit_test_setup_teardown(test_back_stops_hosting, setup_each, teardown_each),
        cmocka_unit_test_setup_teardown(test_port_in_use_en, setup_each, teardown_each),
        cmocka_unit_test_setup_teardown(test_port_in_use_fr, setup_each, teardown_each),
        cmocka_unit_test_setup_teardown(test_unnamed_host_is_found_en, setup_each, teardown_each),
        cmocka_unit_test_setup_teardown(test_unnamed_host_is_found_fr, setup_each, teardown_each),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
