/* A game session that is a client of a host (gm_session_join): whole games
 * on the loopback against an in-process server of the network code
 * (sc_net_server, what spacecats-server runs), the session driven by
 * choices alone, as the play screen drives it. And what a player is told
 * when joining fails: no answer, a version mismatch naming both versions,
 * a full table. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "i18n.h"
#include "remote.h"
#include "session.h"
#include "spacecats/mat_load.h"
#include "spacecats/net_link.h"
#include "spacecats/net_msg.h"
#include "spacecats/net_server.h"
#include "spacecats/record.h"
#include "tick.h"

static sc_mat mat;

static int setup(void **state)
{
    (void)state;
    char err[512];
    gm_i18n_init(SC_TEST_LOCALEDIR);
    gm_i18n_set_language("en");
    return sc_mat_load_file(SC_TEST_DATADIR "/mat/default.yaml", &mat, err, sizeof err) ? 0 : -1;
}

static uint64_t next(uint64_t *r)
{
    *r ^= *r << 13, *r ^= *r >> 7, *r ^= *r << 17;
    return *r;
}

/* A server of one table on 127.0.0.1, its computers thinking in its loop
 * (the test's one thread runs it between the session's ticks). */
typedef struct host {
    sc_net_link *link;
    sc_net_server *server;
} host;

static host host_new(unsigned players, const uint8_t *seats, unsigned variants)
{
    host h = {0};
    char err[200];
    /* The session asks as fast as the test plays, far above a person's
     * 20 messages a second (test_link checks that limit). */
    sc_net_limits lim = {.rate = 100000, .burst = 1000};
    h.link = sc_net_listen("127.0.0.1", 0, &lim, err, sizeof err);
    assert_non_null(h.link);
    sc_net_server_config cfg = {
        .mat = &mat, .tables = 1, .variants = variants, .version = "9.9.9", .think_in_loop = true};
    cfg.seating[0].n_players = players;
    for (unsigned s = 0; s < players; s++) {
        cfg.seating[0].seats[s] = seats[s];
        cfg.seating[0].levels[s] = &sc_ai_levels[s % 2]; /* kitten, cadet: quick */
    }
    cfg.n_seatings = 1;
    h.server = sc_net_server_new(&cfg, h.link);
    assert_non_null(h.server);
    return h;
}

static void host_free(host *h)
{
    sc_net_server_free(h->server);
    sc_net_link_free(h->link);
}

static gm_remote *dial(const host *h, const char *name, const char *token)
{
    gm_remote *r = gm_remote_new(&mat, "9.9.9");
    assert_non_null(r);
    gm_remote_where w = {.port = sc_net_link_port(h->link)};
    strcpy(w.address, "127.0.0.1");
    assert_true(gm_remote_dial(r, &w, name, 3, token));
    return r;
}

/* Until the connection has a game: the waiting room's part. */
static void wait_for_start(host *h, gm_remote *r)
{
    for (unsigned i = 0; i < 20000 && gm_remote_game(r) == NULL; i++) {
        sc_net_server_serve(h->server, 0);
        gm_remote_service(r, 0.001f);
        while (gm_remote_pending(r) > 0) {
            gm_remote_next(r);
        }
        assert_int_not_equal(gm_remote_state_get(r), GM_REMOTE_FAILED);
    }
    assert_non_null(gm_remote_game(r));
    assert_int_equal(gm_remote_state_get(r), GM_REMOTE_PLAYING);
}

/* The session plays our seat by choices alone until the game is over;
 * returns the flights of cats, points and the rocket shown. */
static unsigned play_to_end(host *h, gm_session *s, uint64_t seed)
{
    uint64_t r = seed;
    unsigned animated = 0, actions = gm_session_actions(s);
    for (unsigned step = 0; step < 400000 && !sc_game_over(gm_session_game(s)); step++) {
        sc_net_server_serve(h->server, 0);
        if (gm_session_human_turn(s) && !gm_session_submitted(s)) {
            const sc_game *g = gm_session_game(s);
            /* Our seat only: the others' are played elsewhere. */
            assert_true(gm_remote_seats(gm_session_remote_of(s)) >> g->pending.player & 1u);
            if (g->pending.kind == SC_PENDING_ROLL) {
                gm_session_submit_roll(s);
            } else if (gm_session_n_choices(s) > 0) {
                gm_session_submit(s, &gm_session_choices(s)[next(&r) % gm_session_n_choices(s)]);
            }
        }
        gm_session_tick(s, GM_TICK_SECONDS, 1);
        if (gm_session_actions(s) != actions) {
            /* One event at a time, each shown as it comes. */
            assert_int_equal(gm_session_actions(s), actions + 1);
            actions = gm_session_actions(s);
            /* The pieces move as in a local game: cats, points, the rocket. */
            const gm_anims *a = gm_session_anims(s);
            for (unsigned i = 0; i < a->n; i++) {
                animated += a->list[i].kind == GM_ANIM_FLY || a->list[i].kind == GM_ANIM_ROCKET;
            }
        }
        /* Nothing is ever applied here but what the host says. */
        assert_false(gm_session_can_undo(s));
    }
    assert_true(sc_game_over(gm_session_game(s)));
    return animated;
}

/* Whole games: the session's record at the end is the host's, byte for
 * byte; the log tells every event; the game shown while playing never has
 * the seed. */
static void whole_games_equal_the_hosts(void **state)
{
    (void)state;
    static const uint8_t seats3[] = {SC_NET_SEAT_COMPUTER, SC_NET_SEAT_OPEN, SC_NET_SEAT_COMPUTER};
    static const uint8_t seats2[] = {SC_NET_SEAT_OPEN, SC_NET_SEAT_COMPUTER};
    for (unsigned game = 0; game < 2; game++) {
        host h = game == 0 ? host_new(3, seats3, SC_VARIANT_ALL) : host_new(2, seats2, 0);
        gm_remote *r = dial(&h, "Zoé", NULL);
        wait_for_start(&h, r);
        unsigned mine = gm_remote_seats(r);
        assert_int_equal(mine, game == 0 ? 2u : 1u);
        gm_session *s = gm_session_new();
        assert_non_null(s);
        assert_true(gm_session_join(s, r, "Zoé"));
        /* Normal speed: each event is animated as a local one is. */
        gm_session_set_speed(s, game == 0 ? 1.0f : 0.0f, 0.6f);
        assert_true(gm_session_remote(s));
        unsigned me = game == 0 ? 1 : 0;
        assert_string_equal(gm_session_name(s, me), "Zoé");
        assert_int_equal(gm_session_seat(s, me)->colour, 3);
        assert_int_equal(gm_session_seat(s, me)->kind, GM_SEAT_HUMAN);
        assert_int_equal(gm_session_seat(s, 1 - me)->kind, GM_SEAT_COMPUTER);
        assert_int_not_equal(gm_session_seat(s, 1 - me)->colour, 3);
        assert_int_equal(gm_session_game(s)->setup.seed, 0); /* a view: never the seed */
        assert_true(gm_session_busy(s));

        unsigned animated = play_to_end(&h, s, 77 + game);
        if (game == 0) {
            assert_true(animated > 10);
        } else {
            assert_int_equal(animated, 0);
        }
        size_t host_len = 0;
        const char *host_rec = sc_net_host_record(sc_net_server_host(h.server, 0), &host_len);
        const sc_record *rec = gm_session_record(s);
        assert_int_equal(rec->len, host_len);
        assert_memory_equal(rec->text, host_rec, host_len);
        /* The log tells the game as a resumed save's would. */
        gm_session *local = gm_session_new();
        gm_seat none[SC_MAX_PLAYERS] = {0};
        sc_record_error err;
        assert_true(gm_session_resume(local, &mat, host_rec, host_len, none, &err));
        assert_int_equal(gm_session_log_size(s), gm_session_log_size(local));
        assert_int_equal(gm_session_actions(s), gm_session_actions(local));
        gm_session_free(local);
        assert_false(gm_session_busy(s) && gm_remote_state_get(r) != GM_REMOTE_OVER);
        gm_session_free(s); /* frees the connection with it */
        host_free(&h);
    }
}

/* A host made of a listening link that answers a hello with `reply`. */
static void answer_hello(const char *const *reply, unsigned n, const char *expect)
{
    char err[200];
    sc_net_link *l = sc_net_listen("127.0.0.1", 0, NULL, err, sizeof err);
    assert_non_null(l);
    gm_remote *r = gm_remote_new(&mat, "0.2.0");
    gm_remote_where w = {.port = sc_net_link_port(l)};
    strcpy(w.address, "127.0.0.1");
    assert_true(gm_remote_dial(r, &w, "Zoé", 0, NULL));
    for (unsigned i = 0; i < 20000 && gm_remote_state_get(r) != GM_REMOTE_FAILED; i++) {
        sc_net_event ev;
        while (sc_net_poll(l, 0, &ev) == 1) {
            for (unsigned k = 0; ev.kind == SC_NET_EV_MESSAGE && k < n; k++) {
                char buf[256];
                if (strcmp(reply[k], "welcome") == 0) { /* this mat's, two seats */
                    snprintf(buf, sizeof buf, "welcome %d 0.2.0 %016llx 2", SC_NET_PROTOCOL,
                             (unsigned long long)mat.checksum);
                } else {
                    snprintf(buf, sizeof buf, "%s", reply[k]);
                }
                sc_net_send(l, ev.conn, buf, strlen(buf));
            }
        }
        gm_remote_service(r, 0.001f);
        while (gm_remote_pending(r) > 0) {
            gm_remote_next(r);
        }
    }
    assert_int_equal(gm_remote_state_get(r), GM_REMOTE_FAILED);
    assert_string_equal(gm_remote_message(r), expect);
    gm_remote_free(r);
    sc_net_link_free(l);
}

static void joining_fails_clearly(void **state)
{
    (void)state;
    /* An older host: both versions named. */
    static const char *const old[] = {"refused version 1 0.1.0"};
    answer_hello(old, 1,
                 "The host is Space Cats 0.1.0 (network protocol 1); this game is Space Cats "
                 "0.2.0 (network protocol 4).");
    /* Every seat taken, the game not started: the table is full. */
    static const char *const full[] = {"welcome", "table 0 0 here Bob", "table 1 1 computer cadet"};
    answer_hello(full, 3, "The table is full: every seat is taken.");
    /* A colour no seat can have: the host's message is refused, and said. */
    static const char *const colour[] = {"welcome", "table 0 7 here Bob"};
    answer_hello(colour, 2,
                 "The host sent what cannot be: a message from the host does not decode: bad "
                 "colour '7' (a number from 0 to 4)");

    /* Nobody at the port: no answer, once the patience is spent (the
     * time told, not waited). */
    char err[200];
    sc_net_link *l = sc_net_listen("127.0.0.1", 0, NULL, err, sizeof err);
    uint16_t port = sc_net_link_port(l);
    sc_net_link_free(l);
    gm_remote *r = gm_remote_new(&mat, "0.2.0");
    gm_remote_where w = {.port = port};
    strcpy(w.address, "127.0.0.1");
    assert_true(gm_remote_dial(r, &w, "Zoé", 0, NULL));
    gm_remote_service(r, GM_REMOTE_PATIENCE_S / 2);
    assert_int_equal(gm_remote_state_get(r), GM_REMOTE_DIALING);
    gm_remote_service(r, GM_REMOTE_PATIENCE_S / 2);
    assert_int_equal(gm_remote_state_get(r), GM_REMOTE_FAILED);
    char want[80];
    snprintf(want, sizeof want, "No answer from 127.0.0.1:%u.", (unsigned)port);
    assert_string_equal(gm_remote_message(r), want);
    gm_remote_free(r);

    /* In French too. */
    gm_i18n_set_language("fr");
    answer_hello(full, 3, "La table est complète : toutes les places sont prises.");
    gm_i18n_set_language("en");
}

/* What a player types: an address, a port, a server's table. */
static void addresses_as_typed(void **state)
{
    (void)state;
    gm_remote_where w;
    char err[200];
    assert_true(gm_remote_parse("192.168.1.20", &w, err, sizeof err));
    assert_string_equal(w.address, "192.168.1.20");
    assert_int_equal(w.port, GM_REMOTE_PORT);
    assert_int_equal(w.table, 0);
    assert_true(gm_remote_parse(" localhost:7300/3 ", &w, err, sizeof err));
    assert_string_equal(w.address, "127.0.0.1");
    assert_int_equal(w.port, 7300);
    assert_int_equal(w.table, 3);
    assert_false(gm_remote_parse("", &w, err, sizeof err));
    assert_false(gm_remote_parse("10.0.0.1:0", &w, err, sizeof err));
    assert_false(gm_remote_parse("10.0.0.1:70000", &w, err, sizeof err));
    assert_false(gm_remote_parse("10.0.0.256", &w, err, sizeof err));
    assert_false(gm_remote_parse("example.org:7246", &w, err, sizeof err));
    assert_non_null(strstr(err, "example.org"));
    assert_false(gm_remote_parse("10.0.0.1:7246 x", &w, err, sizeof err));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(addresses_as_typed),
        cmocka_unit_test(joining_fails_clearly),
        cmocka_unit_test(whole_games_equal_the_hosts),
    };
    return cmocka_run_group_tests(tests, setup, NULL);
}
