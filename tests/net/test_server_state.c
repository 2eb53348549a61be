/* A server's games kept across a restart (sc_net_server_config.state_dir),
 * on the loopback: Zoé and a cadet play part of a game; the server stops;
 * a server started again on the same folder resumes the table from its
 * file, Zoé comes back with her token from a new client and they play to
 * the end (the cadet too: a resumed table moves by itself), the game's
 * record going on from where it stopped; once she has left, the file
 * goes. A damaged file (persons' lines, or a record that
 * does not replay) is said, with its name and line, set aside, and its
 * table starts afresh. */
#define _POSIX_C_SOURCE 200809L /* clock_gettime, nanosleep, mkdtemp */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "client_play.h"
#include "net_fixture.h"
#include "spacecats/file_io.h"
#include "spacecats/net_client.h"
#include "spacecats/net_server.h"

enum { DEADLINE_MS = 20000 };

static uint64_t real_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000u + (uint64_t)ts.tv_nsec / 1000000u;
}

typedef struct world {
    sc_net_link *server_link, *clients;
    sc_net_server *server;
    sc_net_client *c[2];
    uint32_t conn[2];
    unsigned asked[2];
    sc_rng rng;
    char dir[64];
    char said[1024]; /* the server's last warning */
    uint64_t clock;  /* the server's, in ms */
} world;

static uint64_t test_clock(void *ctx)
{
    return ((world *)ctx)->clock;
}

static void heard(void *ctx, const char *msg)
{
    snprintf(((world *)ctx)->said, sizeof((world *)ctx)->said, "%s", msg);
}

static void start_server(world *w)
{
    char err[200];
    sc_net_limits lim = {.rate = 100000, .burst = 1000, .per_address = 16};
    w->server_link = sc_net_listen("127.0.0.1", 0, &lim, err, sizeof err);
    assert_non_null(w->server_link);
    sc_net_server_config cfg = {.mat = &nf_mat,
                                .tables = 1,
                                .variants = SC_VARIANT_ALL,
                                .seating = {{.n_players = 2,
                                             .seats = {SC_NET_SEAT_OPEN, SC_NET_SEAT_COMPUTER},
                                             .levels = {NULL, &sc_ai_levels[1]}}},
                                .version = "0.1.0",
                                .threads = 1,
                                .state_dir = w->dir,
                                .warn = heard,
                                .clock_ms = test_clock,
                                .away_ms = 60000,
                                .clock_ctx = w,
                                .warn_ctx = w};
    w->server = sc_net_server_new(&cfg, w->server_link);
    assert_non_null(w->server);
}

static void stop_server(world *w)
{
    sc_net_server_free(w->server);
    sc_net_link_free(w->server_link);
    w->server = NULL;
}

static sc_net_host *host(world *w)
{
    return sc_net_server_host(w->server, 0);
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
        int i = ev.conn == w->conn[0] ? 0 : ev.conn == w->conn[1] ? 1 : -1;
        if (i < 0 || w->c[i] == NULL) {
            continue;
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
    for (int i = 0; i < 2; i++) {
        if (w->c[i] != NULL) {
            assert_true(nf_client_play(w->clients, w->conn[i], w->c[i], &w->asked[i], &w->rng));
        }
    }
    sc_net_flush(w->clients);
    struct timespec t = {0, 200000};
    nanosleep(&t, NULL);
}

/* A new client for Zoé, greeted by the server. */
static void connect_zoe(world *w)
{
    char err[200];
    for (int i = 0; i < 1; i++) {
        sc_net_client_free(w->c[i]);
        w->c[i] = sc_net_client_new(&nf_mat, "0.1.0");
        w->asked[i] = 0;
        assert_true(sc_net_dial(w->clients, "127.0.0.1", sc_net_link_port(w->server_link),
                                &w->conn[i], err, sizeof err));
    }
    uint64_t end = real_ms() + DEADLINE_MS;
    while (sc_net_client_players(w->c[0]) == 0) {
        assert_true(real_ms() < end);
        pump(w);
    }
}

static void until_events(world *w, unsigned events)
{
    uint64_t end = real_ms() + DEADLINE_MS;
    while (sc_net_host_events(host(w)) < events && !sc_net_client_over(w->c[0])) {
        assert_true(real_ms() < end);
        pump(w);
    }
}

static char *file_text(const world *w, const char *suffix)
{
    char path[128], err[200];
    snprintf(path, sizeof path, "%s/table-0.screc%s", w->dir, suffix);
    size_t len;
    return sc_file_read(path, 1 << 20, &len, err, sizeof err);
}

/* The file is the persons' lines, then the host's record as it stood at
 * least `since` bytes into it (a computer may have moved since). */
static bool file_has_game(const world *w, const char *persons, size_t since)
{
    char *file = file_text(w, "");
    assert_non_null(file);
    size_t len, n = strlen(persons);
    const char *rec = sc_net_host_record(sc_net_server_host(w->server, 0), &len);
    size_t got = strlen(file) - n;
    bool same = strncmp(file, persons, n) == 0 && got >= since && got <= len &&
                memcmp(file + n, rec, got) == 0;
    free(file);
    return same;
}

static size_t record_len(world *w)
{
    size_t len;
    sc_net_host_record(sc_net_server_host(w->server, 0), &len);
    return len;
}

static void put_file(const world *w, const char *text)
{
    char path[128], err[200];
    snprintf(path, sizeof path, "%s/table-0.screc", w->dir);
    assert_true(sc_file_write_atomic(path, text, strlen(text), err, sizeof err));
}

static void test_games_kept_across_a_restart(void **state)
{
    (void)state;
    world w = {.clock = 5000};
    strcpy(w.dir, "/tmp/spacecats-state-XXXXXX");
    assert_non_null(mkdtemp(w.dir));
    char err[200];
    w.clients = sc_net_dialer(NULL, err, sizeof err);
    assert_non_null(w.clients);
    sc_rng_seed(&w.rng, 8);
    start_server(&w);
    connect_zoe(&w);
    char buf[SC_NET_MAX_CLIENT_MSG];
    assert_true(sc_net_send(w.clients, w.conn[0], buf,
                            sc_net_client_join(w.c[0], 0, 3, "Zoé", buf, sizeof buf)));
    until_events(&w, 20);
    assert_false(sc_net_client_over(w.c[0]));
    char token[SC_NET_TOKEN_LEN + 1];
    strcpy(token, sc_net_client_token(w.c[0], 0));
    char want[256];
    /* Her colour, the one she asked for, kept with the cadet's. */
    snprintf(want, sizeof want, "# spacecats-server table 0\n# colours 3 1\n# person 0 %s Zoé\n",
             token);
    /* Written at most once a second: the file is behind the game (on the
     * test's clock, which has not moved) ... */
    size_t now_len = record_len(&w);
    assert_false(file_has_game(&w, want, now_len));
    /* ... and a second later, the game as it stood then, at least: its
     * person, then the record (what a crash of the server would leave). */
    w.clock += 1000;
    sc_net_server_work(w.server);
    assert_true(file_has_game(&w, want, now_len));
    /* Five more events, and a stop: the game as it stands at the stop. */
    until_events(&w, sc_net_host_events(host(&w)) + 5);
    assert_false(sc_net_client_over(w.c[0]));
    assert_false(file_has_game(&w, want, record_len(&w)));
    size_t rec_len;
    const char *rec = sc_net_host_record(host(&w), &rec_len);
    char *saved_rec = malloc(rec_len + 1);
    memcpy(saved_rec, rec, rec_len);
    saved_rec[rec_len] = '\0';
    unsigned saved_events = sc_net_host_events(host(&w));
    stop_server(&w);
    char *file = file_text(&w, "");
    assert_non_null(file);
    assert_memory_equal(file, want, strlen(want));
    assert_string_equal(file + strlen(want), saved_rec);
    free(file);

    /* Started again, the server resumes the table; Zoé is away until she
     * comes back, her minute counting from the start. */
    start_server(&w);
    sc_net_host_seat_info zoe;
    sc_net_host_seat_get(host(&w), 0, &zoe);
    assert_int_equal(zoe.state, SC_NET_SEAT_AWAY);
    assert_int_equal(zoe.away_until, w.clock + 60000);
    assert_int_equal(zoe.seat.colour, 3);
    assert_int_equal(sc_net_server_counts_get(w.server)->games_resumed, 1);
    assert_int_equal(sc_net_host_events(host(&w)), saved_events);
    rec = sc_net_host_record(host(&w), &rec_len);
    assert_int_equal(rec_len, strlen(saved_rec));
    assert_memory_equal(rec, saved_rec, rec_len);
    /* Zoé comes back with her token (a new client: her game started
     * again), and she and the cadet play to the end. */
    connect_zoe(&w);
    assert_true(sc_net_send(w.clients, w.conn[0], buf,
                            sc_net_client_rejoin(w.c[0], token, buf, sizeof buf)));
    uint64_t end = real_ms() + DEADLINE_MS;
    while (!sc_net_client_over(w.c[0])) {
        assert_true(real_ms() < end);
        pump(&w);
    }
    rec = sc_net_host_record(host(&w), &rec_len);
    assert_true(rec_len > strlen(saved_rec));
    assert_memory_equal(rec, saved_rec, strlen(saved_rec)); /* it went on from there */
    size_t got_len;
    const char *got = sc_net_client_record(w.c[0], &got_len);
    assert_true(got_len > rec_len);
    assert_memory_equal(got, rec, rec_len);
    /* Once she has left, the table is made new and its file goes. */
    sc_net_close(w.clients, w.conn[0], SC_NET_CLOSE_NORMAL);
    while (sc_net_host_events(host(&w)) != 0) {
        assert_true(real_ms() < end);
        pump(&w);
    }
    file = file_text(&w, "");
    assert_null(file);
    stop_server(&w);

    /* Damaged files: said with their name and line, set aside, the table
     * afresh. */
    put_file(&w, "# spacecats-server table 0\n# person 0 nottoken Ana\n");
    start_server(&w);
    assert_non_null(strstr(w.said, "/table-0.screc: line 2: "));
    assert_int_equal(sc_net_server_counts_get(w.server)->games_resumed, 0);
    assert_int_equal(sc_net_host_events(host(&w)), 0);
    file = file_text(&w, ".damaged");
    assert_non_null(file);
    free(file);
    stop_server(&w);
    put_file(&w, "# spacecats-server table 0\n# colours 3 5\n");
    w.said[0] = '\0';
    start_server(&w);
    assert_non_null(strstr(w.said, "/table-0.screc: line 2: "));
    assert_int_equal(sc_net_server_counts_get(w.server)->games_resumed, 0);
    stop_server(&w);
    snprintf(want, sizeof want, "# spacecats-server table 0\n%.*s\nmove nonsense\n",
             (int)(strchr(saved_rec, '\n') - saved_rec), saved_rec);
    put_file(&w, want);
    w.said[0] = '\0';
    start_server(&w);
    assert_non_null(strstr(w.said, "/table-0.screc: line "));
    assert_int_equal(sc_net_server_counts_get(w.server)->games_resumed, 0);
    assert_int_equal(sc_net_host_events(host(&w)), 0);
    stop_server(&w);

    free(saved_rec);
    for (int i = 0; i < 2; i++) {
        sc_net_client_free(w.c[i]);
    }
    sc_net_link_free(w.clients);
    char path[128];
    snprintf(path, sizeof path, "%s/table-0.screc.damaged", w.dir);
    remove(path);
    rmdir(w.dir);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_games_kept_across_a_restart),
    };
    return cmocka_run_group_tests(tests, nf_load_mat, NULL);
}
