/* The server of several tables (what spacecats-server runs) on the
 * loopback: three clients, one at each of three tables of a person and a
 * computer, play whole games at once, each table starting when its open
 * seat is taken; a hello for a table that does not exist is refused, and
 * so is a first message that is not a hello; a finished table everyone
 * left is made new and takes a player again. */
#define _POSIX_C_SOURCE 200809L /* clock_gettime, nanosleep */
#include <stdlib.h>
#include <time.h>

#include "client_play.h"
#include "net_fixture.h"
#include "spacecats/net_client.h"
#include "spacecats/net_server.h"

enum { CLIENTS = 3, DEADLINE_MS = 60000 };

static uint64_t now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000u + (uint64_t)ts.tv_nsec / 1000000u;
}

typedef struct world {
    sc_net_link *server_link, *clients;
    sc_net_server *server;
    sc_net_client *c[CLIENTS + 2];
    uint32_t conn[CLIENTS + 2];
    sc_net_news last[CLIENTS + 2];
    bool gone[CLIENTS + 2];
    unsigned asked[CLIENTS + 2];
    sc_rng rng;
} world;

static int who(const world *w, uint32_t conn)
{
    for (int i = 0; i < CLIENTS + 2; i++) {
        if (w->conn[i] == conn) {
            return i;
        }
    }
    fail_msg("an unknown connection");
    abort();
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
        int i = who(w, ev.conn);
        if (ev.kind == SC_NET_EV_CONNECTED) {
            char buf[SC_NET_MAX_CLIENT_MSG];
            /* Client i asks for table i (3 and 4: tables that do not exist). */
            size_t n = i == CLIENTS + 1
                           ? 4
                           : sc_net_client_hello(w->c[i], (unsigned)i * (i < CLIENTS ? 1 : 3), buf,
                                                 sizeof buf);
            sc_net_send(w->clients, ev.conn, i == CLIENTS + 1 ? "bye!" : buf, n);
        } else if (ev.kind == SC_NET_EV_MESSAGE) {
            char why[256];
            w->last[i] = sc_net_client_received(w->c[i], ev.data, ev.len, why, sizeof why);
            if (w->last[i] == SC_NET_NEWS_BROKEN && i < CLIENTS) {
                fail_msg("client %d: %s", i, why);
            }
        } else {
            w->gone[i] = true;
        }
    }
}

static void nap(void)
{
    struct timespec t = {0, 200000};
    nanosleep(&t, NULL);
}

static void act(world *w, int i)
{
    assert_true(nf_client_play(w->clients, w->conn[i], w->c[i], &w->asked[i], &w->rng));
}

typedef bool (*cond_fn)(world *w);

static void run_until(world *w, cond_fn cond)
{
    uint64_t end = now_ms() + DEADLINE_MS;
    while (!cond(w)) {
        assert_true(now_ms() < end);
        pump(w);
        for (int i = 0; i < CLIENTS; i++) {
            act(w, i);
        }
        sc_net_flush(w->clients);
        nap();
    }
}

static bool all_welcomed(world *w)
{
    for (int i = 0; i < CLIENTS; i++) {
        if (sc_net_client_players(w->c[i]) == 0) {
            return false;
        }
    }
    return w->gone[CLIENTS] && w->gone[CLIENTS + 1];
}

static bool all_over(world *w)
{
    for (int i = 0; i < CLIENTS; i++) {
        if (!sc_net_client_over(w->c[i])) {
            return false;
        }
    }
    return true;
}

static bool first_seated(world *w)
{
    return sc_net_client_seats(w->c[0]) == 1u;
}

static void test_server_tables(void **state)
{
    (void)state;
    world w = {0};
    char err[200];
    sc_net_limits lim = {.rate = 100000, .burst = 1000, .per_address = 16};
    w.server_link = sc_net_listen("127.0.0.1", 0, &lim, err, sizeof err);
    assert_non_null(w.server_link);
    w.clients = sc_net_dialer(NULL, err, sizeof err);
    sc_net_server_config cfg = {.mat = &nf_mat,
                                .tables = 3,
                                .variants = SC_VARIANT_ALL,
                                .seating = {{.n_players = 2,
                                             .seats = {SC_NET_SEAT_OPEN, SC_NET_SEAT_COMPUTER},
                                             .levels = {NULL, &sc_ai_levels[1]}}},
                                .version = "0.1.0"};
    w.server = sc_net_server_new(&cfg, w.server_link);
    assert_non_null(w.server);
    sc_rng_seed(&w.rng, 77);
    for (int i = 0; i < CLIENTS + 2; i++) {
        w.c[i] = sc_net_client_new(&nf_mat, "0.1.0");
        assert_true(sc_net_dial(w.clients, "127.0.0.1", sc_net_link_port(w.server_link), &w.conn[i],
                                err, sizeof err));
    }
    run_until(&w, all_welcomed);
    /* Table 9 does not exist; "bye!" is not a hello. */
    assert_int_equal(w.last[CLIENTS], SC_NET_NEWS_REFUSED);
    assert_string_equal(sc_net_client_refusal(w.c[CLIENTS])->code, "no-table");
    const sc_net_server_counts *k = sc_net_server_counts_get(w.server);
    assert_int_equal(k->refused_table, 1);
    assert_int_equal(k->refused_hello, 1);

    char buf[SC_NET_MAX_CLIENT_MSG];
    for (int i = 0; i < CLIENTS; i++) {
        assert_true(sc_net_send(w.clients, w.conn[i], buf,
                                sc_net_client_join(w.c[i], 0, 0, "Ana", buf, sizeof buf)));
    }
    run_until(&w, all_over);
    assert_int_equal(k->games_started, 3);
    assert_int_equal(k->games_ended, 3);
    for (int i = 0; i < CLIENTS; i++) {
        size_t len, host_len;
        const char *got = sc_net_client_record(w.c[i], &len);
        const char *host = sc_net_host_record(sc_net_server_host(w.server, (unsigned)i), &host_len);
        assert_true(len > host_len);
        assert_memory_equal(got, host, host_len);
    }

    /* Everyone leaves table 0: a new table, whose seat is open again. */
    sc_net_close(w.clients, w.conn[0], SC_NET_CLOSE_NORMAL);
    uint64_t end = now_ms() + DEADLINE_MS;
    while (sc_net_host_events(sc_net_server_host(w.server, 0)) != 0) {
        assert_true(now_ms() < end);
        pump(&w);
        nap();
    }
    sc_net_client_free(w.c[0]);
    w.c[0] = sc_net_client_new(&nf_mat, "0.1.0");
    assert_true(sc_net_dial(w.clients, "127.0.0.1", sc_net_link_port(w.server_link), &w.conn[0],
                            err, sizeof err));
    while (sc_net_client_players(w.c[0]) == 0) {
        assert_true(now_ms() < end);
        pump(&w);
        nap();
    }
    assert_true(sc_net_send(w.clients, w.conn[0], buf,
                            sc_net_client_join(w.c[0], 0, 0, "Bea", buf, sizeof buf)));
    run_until(&w, first_seated);
    assert_int_equal(k->games_started, 4);
    for (int i = 0; i < CLIENTS + 2; i++) {
        sc_net_client_free(w.c[i]);
    }
    sc_net_server_free(w.server);
    sc_net_link_free(w.clients);
    sc_net_link_free(w.server_link);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_server_tables),
    };
    return cmocka_run_group_tests(tests, nf_load_mat, NULL);
}
