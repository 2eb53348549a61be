/* Whole games over ENet on the loopback: a table listening on 127.0.0.1,
 * two clients and a spectator dialing it, every message through the
 * transport. Over 2 to 5 players with every variant: the game ends, every
 * client ends with the host's whole record, and no byte a client received
 * before the end holds the game's seed. */
#define _POSIX_C_SOURCE 200809L /* clock_gettime, nanosleep */
#include <inttypes.h>
#include <stdlib.h>
#include <time.h>

#include "net_fixture.h"
#include "spacecats/net_client.h"
#include "spacecats/net_link.h"
#include "spacecats/net_table.h"
#include "spacecats/record.h"

enum { BOTS = 3, DEADLINE_MS = 60000 };

static uint64_t now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000u + (uint64_t)ts.tv_nsec / 1000000u;
}

typedef struct bot {
    sc_net_client *c;
    uint32_t conn;
    bool up;
    unsigned asked;
    sc_rng rng;
    char *bytes; /* what it received before the end */
    size_t n_bytes, cap;
    bool ended;
} bot;

typedef struct game {
    sc_net_link *server, *clients;
    sc_net_table *table;
    sc_net_host *host;
    bot bots[BOTS];
} game;

static bool host_send(void *ctx, uint32_t conn, const void *data, size_t len)
{
    return sc_net_send(((game *)ctx)->server, conn, data, len);
}

static void host_close(void *ctx, uint32_t conn)
{
    sc_net_close(((game *)ctx)->server, conn, SC_NET_CLOSE_NORMAL);
}

static void keep(bot *b, const uint8_t *data, size_t len)
{
    if (len >= 4 && memcmp(data, "end ", 4) == 0) {
        b->ended = true;
    }
    if (b->ended) {
        return;
    }
    if (b->n_bytes + len > b->cap) {
        b->cap = 2 * (b->n_bytes + len);
        b->bytes = realloc(b->bytes, b->cap + 1);
        assert_non_null(b->bytes);
    }
    memcpy(b->bytes + b->n_bytes, data, len);
    b->n_bytes += len;
    b->bytes[b->n_bytes] = '\0';
}

static void send_to_host(game *g, bot *b, const char *buf, size_t len)
{
    assert_true(len > 0);
    assert_true(sc_net_send(g->clients, b->conn, buf, len));
}

/* Everything that arrived, both sides. */
static void pump(game *g)
{
    sc_net_event ev;
    while (sc_net_poll(g->server, 0, &ev) == 1) {
        if (ev.kind == SC_NET_EV_CONNECTED) {
            sc_net_host_connected(g->host, ev.conn);
        } else if (ev.kind == SC_NET_EV_MESSAGE) {
            sc_net_host_received(g->host, ev.conn, ev.data, ev.len);
        } else {
            sc_net_host_disconnected(g->host, ev.conn);
        }
    }
    while (sc_net_poll(g->clients, 0, &ev) == 1) {
        bot *b = NULL;
        for (unsigned i = 0; i < BOTS; i++) {
            if (g->bots[i].conn == ev.conn) {
                b = &g->bots[i];
            }
        }
        assert_non_null(b);
        if (ev.kind == SC_NET_EV_CONNECTED) {
            b->up = true;
            char buf[SC_NET_MAX_CLIENT_MSG];
            send_to_host(g, b, buf, sc_net_client_hello(b->c, 0, buf, sizeof buf));
        } else if (ev.kind == SC_NET_EV_MESSAGE) {
            keep(b, ev.data, ev.len);
            char why[256];
            sc_net_news news = sc_net_client_received(b->c, ev.data, ev.len, why, sizeof why);
            if (news == SC_NET_NEWS_BROKEN || news == SC_NET_NEWS_REFUSED ||
                news == SC_NET_NEWS_DENIED) {
                fail_msg("%s %s", why, sc_net_client_denied(b->c));
            }
        } else {
            fail_msg("a client was disconnected (%" PRIu32 ")", ev.reason);
        }
    }
}

static void nap(void)
{
    struct timespec t = {0, 200000};
    nanosleep(&t, NULL);
}

typedef bool (*cond_fn)(game *g, void *ctx);

static void pump_until(game *g, cond_fn cond, void *ctx)
{
    uint64_t end = now_ms() + DEADLINE_MS;
    while (!cond(g, ctx)) {
        assert_true(now_ms() < end);
        pump(g);
        nap();
    }
}

static bool welcomed(game *g, void *ctx)
{
    (void)ctx;
    for (unsigned i = 0; i < BOTS; i++) {
        if (sc_net_client_players(g->bots[i].c) == 0) {
            return false;
        }
    }
    return true;
}

static bool seated(game *g, void *ctx)
{
    unsigned *want = ctx;
    return sc_net_client_seats(g->bots[0].c) == want[0] &&
           sc_net_client_seats(g->bots[1].c) == want[1];
}

static bool all_over(game *g, void *ctx)
{
    (void)ctx;
    for (unsigned i = 0; i < BOTS; i++) {
        if (!sc_net_client_over(g->bots[i].c)) {
            return false;
        }
    }
    return true;
}

/* A bot whose seat the game waits for asks, once per step, at random. */
static void act(game *g, bot *b)
{
    const sc_game *v = sc_net_client_game(b->c);
    if (v == NULL || sc_net_client_over(b->c)) {
        return;
    }
    sc_pending p = sc_game_pending(v);
    unsigned step = sc_net_client_events(b->c);
    if (p.player < 0 || !(sc_net_client_seats(b->c) >> p.player & 1u) || b->asked == step + 1) {
        return;
    }
    b->asked = step + 1;
    char buf[SC_NET_MAX_CLIENT_MSG];
    if (p.kind == SC_PENDING_ROLL) {
        send_to_host(g, b, buf, sc_net_client_roll(b->c, buf, sizeof buf));
    } else {
        sc_choice c;
        assert_true(
            sc_game_choice_at(v, sc_rng_below(&b->rng, (uint32_t)sc_game_choice_count(v)), &c));
        send_to_host(g, b, buf, sc_net_client_choose(b->c, &c, buf, sizeof buf));
    }
}

static void play_one(unsigned n, unsigned variants, uint64_t seed)
{
    game g = {0};
    char err[200];
    /* Bots answer at once, far faster than the 20 messages a second a
     * person is allowed (test_link checks that limit). */
    sc_net_limits lim = {.rate = 100000, .burst = 1000};
    g.server = sc_net_listen("127.0.0.1", 0, &lim, err, sizeof err);
    assert_non_null(g.server);
    g.clients = sc_net_dialer(NULL, err, sizeof err);
    assert_non_null(g.clients);
    /* Seats: bot 0, bot 1, then computers. */
    sc_net_table_config cfg = {
        .host = {.mat = &nf_mat,
                 .n_players = n,
                 .version = "0.1.0",
                 .io = {.send = host_send, .close = host_close, .ctx = &g}},
        .setup = {.n_players = (uint8_t)n, .variants = (uint8_t)variants, .first_player = -1},
        .random_seed = true,
    };
    cfg.host.seats[0].state = cfg.host.seats[1].state = SC_NET_SEAT_OPEN;
    for (unsigned s = 2; s < n; s++) {
        cfg.host.seats[s].state = SC_NET_SEAT_COMPUTER;
        cfg.levels[s] = &sc_ai_levels[1];
        strcpy(cfg.host.seats[s].name, "cadet");
    }
    g.table = sc_net_table_new(&cfg);
    assert_non_null(g.table);
    g.host = sc_net_table_host(g.table);
    for (unsigned i = 0; i < BOTS; i++) {
        g.bots[i].c = sc_net_client_new(&nf_mat, "0.1.0");
        sc_rng_seed(&g.bots[i].rng, seed + i);
        assert_true(sc_net_dial(g.clients, "127.0.0.1", sc_net_link_port(g.server), &g.bots[i].conn,
                                err, sizeof err));
    }
    pump_until(&g, welcomed, NULL);
    char buf[SC_NET_MAX_CLIENT_MSG];
    send_to_host(&g, &g.bots[0], buf,
                 sc_net_client_join(g.bots[0].c, 0, 0, "Ana", buf, sizeof buf));
    send_to_host(&g, &g.bots[1], buf,
                 sc_net_client_join(g.bots[1].c, 1, 1, "Bob", buf, sizeof buf));
    unsigned want[2] = {1, 2};
    pump_until(&g, seated, want);
    assert_true(sc_net_table_start(g.table));

    uint64_t end = now_ms() + DEADLINE_MS;
    while (!all_over(&g, NULL)) {
        assert_true(now_ms() < end);
        pump(&g);
        for (unsigned i = 0; i < BOTS; i++) {
            act(&g, &g.bots[i]);
        }
        sc_net_flush(g.clients);
        pump(&g);
        while (sc_net_table_step(g.table)) {
        }
        sc_net_flush(g.server);
        nap();
    }
    /* The host's record, to everyone; the seed nowhere before the end. */
    size_t len;
    const char *text = sc_net_host_record(g.host, &len);
    const sc_game *final = sc_net_table_game(g.table);
    char seed_line[40];
    snprintf(seed_line, sizeof seed_line, "seed %" PRIu64 "\n", final->setup.seed);
    assert_non_null(strstr(text, seed_line));
    for (unsigned i = 0; i < BOTS; i++) {
        size_t got_len;
        const char *got = sc_net_client_record(g.bots[i].c, &got_len);
        assert_true(got_len > len);
        assert_memory_equal(got, text, len); /* then the scores' comments */
        assert_true(g.bots[i].ended && g.bots[i].n_bytes > 0);
        assert_null(strstr(g.bots[i].bytes, seed_line));
        free(g.bots[i].bytes);
        sc_net_client_free(g.bots[i].c);
    }
    const sc_net_link_counts *k = sc_net_link_counts_get(g.server);
    printf("# %u players, variants %u: %u events; the server got %lu messages (%lu bytes), sent "
           "%lu (%lu bytes)\n",
           n, variants, sc_net_host_events(g.host), k->messages_in, k->bytes_in, k->messages_out,
           k->bytes_out);
    assert_int_equal(k->refused_rate + k->refused_size + k->refused_address, 0);
    sc_net_table_free(g.table);
    sc_net_link_free(g.clients);
    sc_net_link_free(g.server);
}

static void test_games_over_enet(void **state)
{
    (void)state;
    play_one(2, SC_VARIANT_ALL, 1);
    play_one(3, SC_VARIANT_UFO | SC_VARIANT_MISSIONS, 2);
    play_one(4, SC_VARIANT_EXPLORATION, 3);
    play_one(5, SC_VARIANT_ALL, 4);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_games_over_enet),
    };
    return cmocka_run_group_tests(tests, nf_load_mat, NULL);
}
