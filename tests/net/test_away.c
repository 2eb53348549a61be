/* The server hands an away person's seat to a computer once its time is
 * up (sc_net_server_config.away_ms), on the loopback, its clock the
 * test's: two people at a table; one drops, and at their turn the game
 * waits for them a minute less a millisecond, moving by not one event; at
 * the minute a computer plays their seat and the game goes on. The others
 * are told the time left (60 s at the drop; 30 s to a watcher who comes in
 * half-way). Back with their token, the seat is theirs again (the game
 * waits for them, not the computer); dropped again, the minute starts
 * afresh. The other person ends with the host's record. */
#define _POSIX_C_SOURCE 200809L /* clock_gettime, nanosleep */
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "client_play.h"
#include "net_fixture.h"
#include "spacecats/net_client.h"
#include "spacecats/net_server.h"

enum { AWAY_MS = 60000, DEADLINE_MS = 20000, IDLE_ROUNDS = 40 };

static uint64_t real_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000u + (uint64_t)ts.tv_nsec / 1000000u;
}

typedef struct world {
    sc_net_link *server_link, *clients;
    sc_net_server *server;
    sc_net_client *c[3]; /* Ana, Bob, and a watcher who takes no seat */
    uint32_t conn[3];
    bool on[3];        /* connected, and its messages are read */
    bool plays[3];     /* answers its seat's turns */
    unsigned asked[3]; /* the step last answered, plus one */
    uint64_t clock;    /* the server's, in ms */
    sc_rng rng;
} world;

static uint64_t test_clock(void *ctx)
{
    return ((world *)ctx)->clock;
}

static void pump(world *w)
{
    sc_net_event ev;
    while (sc_net_poll(w->server_link, 0, &ev) == 1) {
        sc_net_server_event(w->server, &ev);
    }
    sc_net_server_work(w->server);
    sc_net_flush(w->server_link);
    while (sc_net_poll(w->clients, 0, &ev) == 1) {
        int i = -1;
        for (int k = 0; k < 3; k++) {
            i = w->on[k] && ev.conn == w->conn[k] ? k : i;
        }
        if (i < 0) {
            continue; /* a connection dropped already */
        }
        if (ev.kind == SC_NET_EV_CONNECTED) {
            char buf[SC_NET_MAX_CLIENT_MSG];
            assert_true(sc_net_send(w->clients, ev.conn, buf,
                                    sc_net_client_hello(w->c[i], 0, buf, sizeof buf)));
        } else if (ev.kind == SC_NET_EV_MESSAGE) {
            char why[256];
            if (sc_net_client_received(w->c[i], ev.data, ev.len, why, sizeof why) ==
                SC_NET_NEWS_BROKEN) {
                fail_msg("client %d: %s", i, why);
            }
        }
    }
    for (int i = 0; i < 3; i++) {
        if (w->on[i] && w->plays[i] && w->c[i] != NULL) {
            assert_true(nf_client_play(w->clients, w->conn[i], w->c[i], &w->asked[i], &w->rng));
        }
    }
    sc_net_flush(w->clients);
    struct timespec t = {0, 200000};
    nanosleep(&t, NULL);
}

typedef bool (*cond_fn)(world *w);

static void run_until(world *w, cond_fn cond)
{
    uint64_t end = real_ms() + DEADLINE_MS;
    while (!cond(w)) {
        assert_true(real_ms() < end);
        pump(w);
    }
}

static sc_net_host *host(world *w)
{
    return sc_net_server_host(w->server, 0);
}

/* Seat 1 as client i was told. */
static sc_net_client_seat seat1_seen(world *w, int i)
{
    sc_net_client_seat seen;
    sc_net_client_seat_get(w->c[i], 1, &seen);
    return seen;
}

static uint8_t seat1_told(world *w)
{
    return seat1_seen(w, 0).state;
}

static bool seat1_turn(world *w)
{
    sc_pending p = sc_game_pending(sc_net_client_game(w->c[0]));
    return p.player == 1 && sc_net_client_events(w->c[0]) == sc_net_host_events(host(w));
}

static bool both_playing(world *w)
{
    return sc_net_client_game(w->c[0]) != NULL && sc_net_client_game(w->c[1]) != NULL;
}

static bool seat1_away(world *w)
{
    return seat1_told(w) == SC_NET_SEAT_AWAY;
}

static bool seat1_computer(world *w)
{
    return seat1_told(w) == SC_NET_SEAT_COMPUTER;
}

static bool seat1_back(world *w)
{
    return sc_net_client_seats(w->c[1]) == 1u << 1 && seat1_told(w) == SC_NET_SEAT_HERE;
}

static bool over(world *w)
{
    return sc_net_client_over(w->c[0]) && (!w->on[1] || sc_net_client_over(w->c[1]));
}

static void dial(world *w, int i)
{
    char err[200];
    assert_true(sc_net_dial(w->clients, "127.0.0.1", sc_net_link_port(w->server_link), &w->conn[i],
                            err, sizeof err));
    w->on[i] = true;
    w->asked[i] = 0;
}

static void drop(world *w, int i)
{
    sc_net_close(w->clients, w->conn[i], SC_NET_CLOSE_NORMAL);
    w->on[i] = false;
}

/* Until the host has had `events` events, or the game is over. */
static void moves(world *w, unsigned events)
{
    uint64_t end = real_ms() + DEADLINE_MS;
    while (sc_net_host_events(host(w)) < events && !sc_net_client_over(w->c[0])) {
        assert_true(real_ms() < end);
        pump(w);
    }
}

/* At seat 1's turn with its person away, the game moves by not one event
 * for IDLE_ROUNDS rounds, and the seat stays away. */
static void waits_for_seat1(world *w)
{
    run_until(w, seat1_turn);
    unsigned events = sc_net_host_events(host(w));
    for (int k = 0; k < IDLE_ROUNDS; k++) {
        pump(w);
    }
    assert_int_equal(sc_net_host_events(host(w)), events);
}

static void test_away_seat_goes_to_a_computer(void **state)
{
    (void)state;
    world w = {.clock = 1000};
    char err[200];
    sc_net_limits lim = {.rate = 100000, .burst = 1000, .per_address = 16};
    w.server_link = sc_net_listen("127.0.0.1", 0, &lim, err, sizeof err);
    assert_non_null(w.server_link);
    w.clients = sc_net_dialer(NULL, err, sizeof err);
    assert_non_null(w.clients);
    sc_net_server_config cfg = {.mat = &nf_mat,
                                .tables = 1,
                                .variants = SC_VARIANT_ALL,
                                .seating = {{.n_players = 2,
                                             .seats = {SC_NET_SEAT_OPEN, SC_NET_SEAT_OPEN},
                                             .levels = {&sc_ai_levels[1], &sc_ai_levels[1]}}},
                                .version = "0.1.0",
                                .threads = 1,
                                .away_ms = AWAY_MS,
                                .clock_ms = test_clock,
                                .clock_ctx = &w};
    w.server = sc_net_server_new(&cfg, w.server_link);
    assert_non_null(w.server);
    const sc_net_server_counts *k = sc_net_server_counts_get(w.server);
    sc_rng_seed(&w.rng, 41);
    char buf[SC_NET_MAX_CLIENT_MSG];
    for (int i = 0; i < 2; i++) {
        w.c[i] = sc_net_client_new(&nf_mat, "0.1.0");
        dial(&w, i);
        w.plays[i] = true;
    }
    uint64_t end = real_ms() + DEADLINE_MS;
    while (sc_net_client_players(w.c[0]) == 0 || sc_net_client_players(w.c[1]) == 0) {
        assert_true(real_ms() < end);
        pump(&w);
    }
    for (int i = 0; i < 2; i++) {
        assert_true(sc_net_send(w.clients, w.conn[i], buf,
                                sc_net_client_join(w.c[i], (unsigned)i, (unsigned)i,
                                                   i ? "Bob" : "Ana", buf, sizeof buf)));
    }
    run_until(&w, both_playing);
    char token[SC_NET_TOKEN_LEN + 1];
    strcpy(token, sc_net_client_token(w.c[1], 1));

    /* Bob drops; at his turn the game waits for him a minute less 1 ms,
     * Ana told it has 60 s, a watcher who comes 30.5 s later 30 s. */
    drop(&w, 1);
    run_until(&w, seat1_away);
    assert_int_equal(seat1_seen(&w, 0).away_s, 60);
    assert_string_equal(seat1_seen(&w, 0).name, "Bob");
    waits_for_seat1(&w);
    w.clock += AWAY_MS / 2 + 500;
    w.c[2] = sc_net_client_new(&nf_mat, "0.1.0");
    dial(&w, 2);
    end = real_ms() + DEADLINE_MS;
    while (sc_net_client_players(w.c[2]) == 0) {
        assert_true(real_ms() < end);
        pump(&w);
    }
    assert_int_equal(seat1_seen(&w, 2).state, SC_NET_SEAT_AWAY);
    assert_int_equal(seat1_seen(&w, 2).away_s, 30);
    w.clock += AWAY_MS / 2 - 500 - 1;
    waits_for_seat1(&w);
    assert_int_equal(seat1_told(&w), SC_NET_SEAT_AWAY);
    assert_int_equal(k->seats_filled, 0);
    /* The minute: a computer plays his seat, and the game moves. */
    unsigned events = sc_net_host_events(host(&w));
    w.clock += 1;
    run_until(&w, seat1_computer);
    assert_int_equal(k->seats_filled, 1);
    moves(&w, events + 4);
    assert_false(sc_net_client_over(w.c[0])); /* else another seed: Bob must come back */

    /* Back with his token: the seat is his, the game waits for him. */
    sc_net_client_free(w.c[1]);
    w.c[1] = sc_net_client_new(&nf_mat, "0.1.0");
    w.plays[1] = false;
    dial(&w, 1);
    end = real_ms() + DEADLINE_MS;
    while (sc_net_client_players(w.c[1]) == 0) {
        assert_true(real_ms() < end);
        pump(&w);
    }
    assert_true(sc_net_send(w.clients, w.conn[1], buf,
                            sc_net_client_rejoin(w.c[1], token, buf, sizeof buf)));
    run_until(&w, seat1_back);
    w.clock += 10 * AWAY_MS; /* no countdown while he is here */
    waits_for_seat1(&w);
    assert_int_equal(seat1_told(&w), SC_NET_SEAT_HERE);
    assert_int_equal(k->seats_filled, 1);
    w.plays[1] = true;
    moves(&w, sc_net_host_events(host(&w)) + 4);

    /* Dropped again: the countdown starts afresh, a minute again. */
    drop(&w, 1);
    run_until(&w, seat1_away);
    if (!sc_net_client_over(w.c[0])) {
        assert_int_equal(seat1_seen(&w, 0).away_s, 60);
        waits_for_seat1(&w);
        w.clock += AWAY_MS - 1;
        waits_for_seat1(&w);
        assert_int_equal(seat1_told(&w), SC_NET_SEAT_AWAY);
        w.clock += 1;
        run_until(&w, seat1_computer);
        assert_int_equal(k->seats_filled, 2);
    }
    run_until(&w, over);
    size_t len, host_len;
    const char *got = sc_net_client_record(w.c[0], &len);
    const char *rec = sc_net_host_record(host(&w), &host_len);
    assert_true(len > host_len);
    assert_memory_equal(got, rec, host_len);
    assert_int_equal(k->games_ended, 1);

    for (int i = 0; i < 3; i++) {
        sc_net_client_free(w.c[i]);
    }
    sc_net_server_free(w.server);
    sc_net_link_free(w.clients);
    sc_net_link_free(w.server_link);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_away_seat_goes_to_a_computer),
    };
    return cmocka_run_group_tests(tests, nf_load_mat, NULL);
}
