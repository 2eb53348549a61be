/* The computers think apart (docs/network.md, "The server"): a table whose
 * decisions are thought on the server's worker threads, applied when they
 * come back in whatever order, leaves the same record as a table that
 * thinks in turn (the same seeds); a decision for a step the game has left
 * is refused. And on a running server, a computer that thinks for as long
 * as the test likes holds up no other table: a person at another table
 * plays a whole game meanwhile, and the held table goes on once its
 * computer has decided. */
#define _POSIX_C_SOURCE 200809L /* clock_gettime, nanosleep */
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <time.h>

#include "net_fixture.h"
#include "spacecats/net_client.h"
#include "spacecats/net_server.h"
#include "think_pool.h"

enum { GAMES = 12, DEADLINE_MS = 60000 };

static uint64_t now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000u + (uint64_t)ts.tv_nsec / 1000000u;
}

static void nap(void)
{
    struct timespec t = {0, 200000};
    nanosleep(&t, NULL);
}

static bool no_send(void *ctx, uint32_t conn, const void *data, size_t len)
{
    (void)ctx, (void)conn, (void)data, (void)len;
    return true;
}

static void no_close(void *ctx, uint32_t conn)
{
    (void)ctx, (void)conn;
}

/* Game i: every seat a computer, kitten to captain. */
static sc_net_table *computers_table(unsigned i, bool apart)
{
    sc_setup setup = nf_setup(i, 1000 + i);
    sc_net_table_config cfg = {
        .host = {.mat = &nf_mat,
                 .n_players = setup.n_players,
                 .version = "0.1.0",
                 .io = {.send = no_send, .close = no_close}},
        .setup = setup,
        .ai_seed = 77 + i,
        .think_apart = apart,
    };
    for (unsigned s = 0; s < setup.n_players; s++) {
        cfg.host.seats[s].state = SC_NET_SEAT_COMPUTER;
        cfg.levels[s] = &sc_ai_levels[(i + s) % 3];
        strcpy(cfg.host.seats[s].name, cfg.levels[s]->name);
    }
    sc_net_table *t = sc_net_table_new(&cfg);
    assert_non_null(t);
    assert_true(sc_net_table_start(t));
    return t;
}

static bool think_level(void *ctx, unsigned table, const sc_net_thought *th, sc_choice *out)
{
    (void)ctx, (void)table;
    return sc_net_think(th, out);
}

static void test_apart_same_records(void **state)
{
    (void)state;
    sc_net_table *apart[GAMES];
    bool given[GAMES] = {0};
    for (unsigned i = 0; i < GAMES; i++) {
        apart[i] = computers_table(i, true);
    }
    /* Two threads and three places for twelve tables: some wait their turn. */
    sc_net_pool *pool = sc_net_pool_new(2, 3, think_level, NULL);
    assert_non_null(pool);
    unsigned over = 0, stale = 0, thoughts = 0;
    uint64_t end = now_ms() + DEADLINE_MS;
    while (over < GAMES) {
        assert_true(now_ms() < end);
        over = 0;
        for (unsigned i = 0; i < GAMES; i++) {
            /* Rolls only: a table thinking apart never decides by itself. */
            for (;;) {
                bool roll = sc_game_pending(sc_net_table_game(apart[i])).kind == SC_PENDING_ROLL;
                if (!sc_net_table_step(apart[i])) {
                    break;
                }
                assert_true(roll);
            }
            sc_net_thought th;
            if (!given[i] && sc_net_table_to_think(apart[i], &th)) {
                given[i] = sc_net_pool_give(pool, i, 0, &th);
            }
            over += sc_game_over(sc_net_table_game(apart[i]));
        }
        sc_net_pool_result r;
        while (sc_net_pool_take(pool, &r)) {
            sc_net_table *t = apart[r.table];
            unsigned events = sc_net_host_events(sc_net_table_host(t));
            assert_true(r.decided);
            assert_int_equal(r.step, events);
            /* For a step the game is not at: refused, nothing changed. */
            assert_false(sc_net_table_decided(t, r.step + 1, &r.choice));
            assert_int_equal(sc_net_host_events(sc_net_table_host(t)), events);
            assert_true(sc_net_table_decided(t, r.step, &r.choice));
            /* Once applied, the same decision again is for a step gone by. */
            assert_false(sc_net_table_decided(t, r.step, &r.choice));
            stale += 2;
            thoughts++;
            given[r.table] = false;
        }
        nap();
    }
    assert_int_equal(sc_net_pool_thought(pool), thoughts);
    sc_net_pool_free(pool);
    for (unsigned i = 0; i < GAMES; i++) {
        sc_net_table *inline_t = computers_table(i, false);
        while (sc_net_table_step(inline_t)) {
        }
        assert_true(sc_game_over(sc_net_table_game(inline_t)));
        size_t len_a, len_b;
        const char *a = sc_net_host_record(sc_net_table_host(apart[i]), &len_a);
        const char *b = sc_net_host_record(sc_net_table_host(inline_t), &len_b);
        assert_int_equal(len_a, len_b);
        assert_memory_equal(a, b, len_a);
        sc_net_table_free(inline_t);
        sc_net_table_free(apart[i]);
    }
    print_message("%u decisions thought apart in %u games, %u stale ones refused\n", thoughts,
                  GAMES, stale);
}

/* ---- a server whose one computer thinks until the test says ------------------ */

/* Table 0's computers think until released; the others' as their level. */
typedef struct gate {
    pthread_mutex_t lock;
    pthread_cond_t cond;
    bool holding, released;
    unsigned step; /* the held thought's */
} gate;

static bool think_gated(void *ctx, unsigned table, const sc_net_thought *th, sc_choice *out)
{
    gate *g = ctx;
    if (table == 0) {
        pthread_mutex_lock(&g->lock);
        if (!g->released) {
            g->holding = true;
            g->step = th->step;
        }
        pthread_cond_broadcast(&g->cond);
        while (!g->released) {
            pthread_cond_wait(&g->cond, &g->lock);
        }
        pthread_mutex_unlock(&g->lock);
    }
    return sc_net_think(th, out);
}

static bool gate_holding(gate *g)
{
    pthread_mutex_lock(&g->lock);
    bool h = g->holding && !g->released;
    pthread_mutex_unlock(&g->lock);
    return h;
}

static void gate_release(gate *g)
{
    pthread_mutex_lock(&g->lock);
    g->released = true;
    pthread_cond_broadcast(&g->cond);
    pthread_mutex_unlock(&g->lock);
}

typedef struct served {
    sc_net_server *server;
    atomic_bool stop;
} served;

/* The server's loop, on a thread of its own as in spacecats-server. */
static void *serve(void *arg)
{
    served *sv = arg;
    while (!atomic_load(&sv->stop)) {
        sc_net_server_serve(sv->server, 5);
    }
    return NULL;
}

typedef struct person {
    sc_net_client *c;
    uint32_t conn;
    unsigned asked;
} person;

static void listen_all(sc_net_link *clients, person *p, unsigned n)
{
    sc_net_event ev;
    while (sc_net_poll(clients, 0, &ev) == 1) {
        for (unsigned i = 0; i < n; i++) {
            if (p[i].conn != ev.conn) {
                continue;
            }
            char buf[SC_NET_MAX_CLIENT_MSG];
            if (ev.kind == SC_NET_EV_CONNECTED) {
                assert_true(sc_net_send(clients, ev.conn, buf,
                                        sc_net_client_hello(p[i].c, i, buf, sizeof buf)));
                assert_true(sc_net_send(clients, ev.conn, buf,
                                        sc_net_client_join(p[i].c, 0, 0, "Ana", buf, sizeof buf)));
            } else if (ev.kind == SC_NET_EV_MESSAGE) {
                char why[256];
                if (sc_net_client_received(p[i].c, ev.data, ev.len, why, sizeof why) ==
                    SC_NET_NEWS_BROKEN) {
                    fail_msg("client %u: %s", i, why);
                }
            }
        }
    }
}

/* The person plays their turn, if it is theirs, at random. */
static void play_turn(sc_net_link *clients, person *p, sc_rng *rng)
{
    const sc_game *v = sc_net_client_game(p->c);
    if (v == NULL || sc_net_client_over(p->c)) {
        return;
    }
    unsigned step = sc_net_client_events(p->c);
    if (v->pending.player != 0 || p->asked == step + 1) {
        return;
    }
    p->asked = step + 1;
    char buf[SC_NET_MAX_CLIENT_MSG];
    size_t n;
    if (v->pending.kind == SC_PENDING_ROLL) {
        n = sc_net_client_roll(p->c, buf, sizeof buf);
    } else {
        sc_choice c;
        assert_true(sc_game_choice_at(v, sc_rng_below(rng, (uint32_t)sc_game_choice_count(v)), &c));
        n = sc_net_client_choose(p->c, &c, buf, sizeof buf);
    }
    assert_true(sc_net_send(clients, p->conn, buf, n));
}

static void test_thinking_holds_up_no_table(void **state)
{
    (void)state;
    gate g = {.holding = false};
    pthread_mutex_init(&g.lock, NULL);
    pthread_cond_init(&g.cond, NULL);
    char err[200];
    sc_net_limits lim = {.rate = 100000, .burst = 1000, .per_address = 16};
    sc_net_link *server_link = sc_net_listen("127.0.0.1", 0, &lim, err, sizeof err);
    assert_non_null(server_link);
    sc_net_link *clients = sc_net_dialer(NULL, err, sizeof err);
    assert_non_null(clients);
    /* Each table: a person in seat 0, a cadet in seat 1. */
    sc_net_server_config cfg = {.mat = &nf_mat,
                                .tables = 2,
                                .variants = SC_VARIANT_ALL,
                                .seating = {{.n_players = 2,
                                             .seats = {SC_NET_SEAT_OPEN, SC_NET_SEAT_COMPUTER},
                                             .levels = {NULL, &sc_ai_levels[1]}}},
                                .version = "0.1.0",
                                .threads = 2,
                                .think = think_gated,
                                .think_ctx = &g};
    served sv = {.server = sc_net_server_new(&cfg, server_link)};
    assert_non_null(sv.server);
    person p[2] = {{0}};
    for (unsigned i = 0; i < 2; i++) {
        p[i].c = sc_net_client_new(&nf_mat, "0.1.0");
        assert_true(sc_net_dial(clients, "127.0.0.1", sc_net_link_port(server_link), &p[i].conn,
                                err, sizeof err));
    }
    pthread_t thread;
    assert_int_equal(pthread_create(&thread, NULL, serve, &sv), 0);
    sc_rng rng;
    sc_rng_seed(&rng, 5);

    /* Both play until table 0's computer is thinking (held); then the
     * person at table 1 plays a whole game while it is still held. */
    uint64_t end = now_ms() + DEADLINE_MS;
    unsigned table1_events = 0;
    bool table1_over = false;
    while (!table1_over && now_ms() < end) {
        listen_all(clients, p, 2);
        if (!gate_holding(&g)) {
            play_turn(clients, &p[0], &rng);
        }
        play_turn(clients, &p[1], &rng);
        sc_net_flush(clients);
        table1_over = gate_holding(&g) && sc_net_client_over(p[1].c);
        nap();
    }
    bool still_held = gate_holding(&g);
    pthread_mutex_lock(&g.lock);
    unsigned held_step = g.step;
    pthread_mutex_unlock(&g.lock);
    unsigned table0_events = sc_net_client_events(p[0].c);
    table1_events = sc_net_client_events(p[1].c);
    gate_release(&g); /* whatever happened: the server's thread must be able to stop */
    if (!table1_over) {
        atomic_store(&sv.stop, true);
        pthread_join(thread, NULL);
        fail_msg("while table 0's computer thought, table 1 reached %u events and no end "
                 "(held: %d)",
                 table1_events, still_held);
    }
    assert_true(still_held);
    /* Table 0 did not move while its computer thought: its person has
     * every event up to the thought's, and none after. */
    assert_int_equal(table0_events, held_step);

    /* Released, table 0 goes on to its end. */
    while (!sc_net_client_over(p[0].c)) {
        assert_true(now_ms() < end);
        listen_all(clients, p, 2);
        play_turn(clients, &p[0], &rng);
        sc_net_flush(clients);
        nap();
    }
    atomic_store(&sv.stop, true);
    pthread_join(thread, NULL);
    const sc_net_server_counts *k = sc_net_server_counts_get(sv.server);
    assert_int_equal(k->games_ended, 2);
    assert_true(k->thoughts > 0);
    for (unsigned i = 0; i < 2; i++) {
        size_t len, host_len;
        const char *got = sc_net_client_record(p[i].c, &len);
        const char *host = sc_net_host_record(sc_net_server_host(sv.server, i), &host_len);
        assert_true(len >= host_len);
        assert_memory_equal(got, host, host_len);
        sc_net_client_free(p[i].c);
    }
    print_message("table 1: %u events while table 0's computer thought at event %u\n",
                  table1_events, held_step);
    sc_net_server_free(sv.server);
    sc_net_link_free(clients);
    sc_net_link_free(server_link);
    pthread_cond_destroy(&g.cond);
    pthread_mutex_destroy(&g.lock);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_apart_same_records),
        cmocka_unit_test(test_thinking_holds_up_no_table),
    };
    return cmocka_run_group_tests(tests, nf_load_mat, NULL);
}
