/* Finding a game on the local network (spacecats/net_lan.h): the probe and
 * the answer decode to what was encoded and back; malformed ones, each
 * for its reason, are refused; on 127.0.0.1 a probe is answered with the
 * game's port and tables, datagrams that are not probes (or not answers)
 * are ignored and counted, and the answers keep to their rate. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include <cmocka.h>
#include <enet/enet.h>

#include "net_fixture.h"
#include "spacecats/game.h"
#include "spacecats/net_lan.h"
#include "spacecats/net_link.h"
#ifndef _WIN32
#include "spacecats/net_server.h"
#endif

static sc_net_lan_answer sample(void)
{
    sc_net_lan_answer a = {.protocol = SC_NET_PROTOCOL, .port = 7246, .n_games = 2};
    snprintf(a.version, sizeof a.version, "0.1.0");
    a.games[0] = (sc_net_lan_game){.table = 0, .players = 3, .open = 2, .variants = 0};
    snprintf(a.games[0].name, sizeof a.games[0].name, "Zoé");
    a.games[1] = (sc_net_lan_game){
        .table = 12, .players = 5, .open = 5, .variants = SC_VARIANT_UFO | SC_VARIANT_MISSIONS};
    return a;
}

static void test_probe(void **state)
{
    (void)state;
    uint8_t p[SC_NET_LAN_SIZE];
    sc_net_lan_probe(p);
    char why[128] = "";
    assert_true(sc_net_lan_probe_check(p, sizeof p, why, sizeof why));
    assert_memory_equal(p, "spacecats-find 4\n...", 20);
    /* Too short, too long, the padding changed, the word, the protocol. */
    assert_false(sc_net_lan_probe_check(p, sizeof p - 1, why, sizeof why));
    assert_non_null(strstr(why, "511 bytes"));
    uint8_t big[SC_NET_LAN_SIZE + 1];
    memcpy(big, p, sizeof p);
    big[SC_NET_LAN_SIZE] = '.';
    assert_false(sc_net_lan_probe_check(big, sizeof big, why, sizeof why));
    uint8_t bad[SC_NET_LAN_SIZE];
    memcpy(bad, p, sizeof p);
    bad[300] = 'x';
    assert_false(sc_net_lan_probe_check(bad, sizeof bad, why, sizeof why));
    assert_non_null(strstr(why, "byte 300"));
    memcpy(bad, p, sizeof p);
    bad[0] = 'S';
    assert_false(sc_net_lan_probe_check(bad, sizeof bad, why, sizeof why));
    memcpy(bad, p, sizeof p);
    memcpy(bad, "spacecats-find 02\n", 18);
    assert_false(sc_net_lan_probe_check(bad, sizeof bad, why, sizeof why));
    /* Another protocol's probe is a probe: it is answered with ours. */
    memcpy(bad, p, sizeof p);
    memcpy(bad, "spacecats-find 9\n", 17);
    assert_true(sc_net_lan_probe_check(bad, sizeof bad, why, sizeof why));
}

static void test_answer_round_trip(void **state)
{
    (void)state;
    sc_net_lan_answer a = sample();
    char buf[SC_NET_LAN_SIZE];
    size_t n = sc_net_lan_answer_encode(&a, buf, sizeof buf);
    const char want[] = "spacecats-here 4 0.1.0 7246\n"
                        "game 0 3 2 none Zoé\n"
                        "game 12 5 5 ufo,missions";
    assert_int_equal(n, strlen(want));
    assert_memory_equal(buf, want, n);
    sc_net_lan_answer b;
    char why[128] = "";
    if (!sc_net_lan_answer_decode(buf, n, &b, why, sizeof why)) {
        fail_msg("refused: %s", why);
    }
    assert_int_equal(b.protocol, 4);
    assert_string_equal(b.version, "0.1.0");
    assert_int_equal(b.port, 7246);
    assert_int_equal(b.n_games, 2);
    assert_int_equal(b.games[0].players, 3);
    assert_int_equal(b.games[0].open, 2);
    assert_string_equal(b.games[0].name, "Zoé");
    assert_int_equal(b.games[1].table, 12);
    assert_int_equal(b.games[1].variants, SC_VARIANT_UFO | SC_VARIANT_MISSIONS);
    assert_string_equal(b.games[1].name, "");
    /* Four games of the longest names fit in a probe's size. */
    sc_net_lan_answer big = sample();
    big.n_games = SC_NET_LAN_MAX_GAMES;
    memset(big.version, 'v', SC_NET_MAX_WORD);
    big.version[SC_NET_MAX_WORD] = '\0';
    for (unsigned i = 0; i < SC_NET_LAN_MAX_GAMES; i++) {
        big.games[i] = (sc_net_lan_game){
            .table = SC_NET_MAX_TABLE, .players = 5, .open = 5, .variants = SC_VARIANT_ALL};
        memset(big.games[i].name, 'n', SC_NET_MAX_NAME);
        big.games[i].name[SC_NET_MAX_NAME] = '\0';
    }
    n = sc_net_lan_answer_encode(&big, buf, sizeof buf);
    assert_true(n > 0 && n <= SC_NET_LAN_SIZE);
    assert_true(sc_net_lan_answer_decode(buf, n, &b, why, sizeof why));
    assert_int_equal(b.n_games, SC_NET_LAN_MAX_GAMES);
    assert_int_equal(b.games[3].variants, SC_VARIANT_ALL);
    /* What the encoder refuses: no game, five, a seat count, a name. */
    sc_net_lan_answer bad = sample();
    bad.n_games = 0;
    assert_int_equal(sc_net_lan_answer_encode(&bad, buf, sizeof buf), 0);
    bad = sample();
    bad.games[0].open = 4;
    assert_int_equal(sc_net_lan_answer_encode(&bad, buf, sizeof buf), 0);
    bad = sample();
    snprintf(bad.games[0].name, sizeof bad.games[0].name, "Zoé\nbye");
    assert_int_equal(sc_net_lan_answer_encode(&bad, buf, sizeof buf), 0);
    bad = sample();
    snprintf(bad.version, sizeof bad.version, "0.1 beta");
    assert_int_equal(sc_net_lan_answer_encode(&bad, buf, sizeof buf), 0);
}

/* Each refused, with a reason that says what. */
static void test_answer_malformed(void **state)
{
    (void)state;
    static const struct {
        const char *text;
        const char *why;
    } cases[] = {
        {"", "not an answer"},
        {"spacecats-find 2 0.1.0 7246\ngame 0 3 2 none", "not an answer"},
        {"spacecats-here  2 0.1.0 7246\ngame 0 3 2 none", "protocol"},
        {"spacecats-here 02 0.1.0 7246\ngame 0 3 2 none", "protocol"},
        {"spacecats-here 4 0.1.0 0\ngame 0 3 2 none", "port"},
        {"spacecats-here 4 0.1.0 65536\ngame 0 3 2 none", "port"},
        {"spacecats-here 4 0.1.0 7246 \ngame 0 3 2 none", "port"},
        {"spacecats-here 4 0.1.0 7246 9\ngame 0 3 2 none", "port"},
        {"spacecats-here 4 0.1.0\xff 7246\ngame 0 3 2 none", "version"},
        {"spacecats-here 4 0.1.0 7246", "without a game"},
        {"spacecats-here 4 0.1.0 7246\n", "not a 'game' line"},
        {"spacecats-here 4 0.1.0 7246\ngame 0 3 2 none\n", "not a 'game' line"},
        {"spacecats-here 4 0.1.0 7246\ngames 0 3 2 none", "not a 'game' line"},
        {"spacecats-here 4 0.1.0 7246\ngame 65536 3 2 none", "a table"},
        {"spacecats-here 4 0.1.0 7246\ngame -1 3 2 none", "a table"},
        {"spacecats-here 4 0.1.0 7246\ngame 0 6 2 none", "players"},
        {"spacecats-here 4 0.1.0 7246\ngame 0 1 1 none", "players"},
        {"spacecats-here 4 0.1.0 7246\ngame 0 3 0 none", "open seats"},
        {"spacecats-here 4 0.1.0 7246\ngame 0 3 4 none", "open seats"},
        {"spacecats-here 4 0.1.0 7246\ngame 0 3 2", "variants"},
        {"spacecats-here 4 0.1.0 7246\ngame 0 3 2 moons", "variants"},
        {"spacecats-here 4 0.1.0 7246\ngame 0 3 2 missions,ufo", "variants"},
        {"spacecats-here 4 0.1.0 7246\ngame 0 3 2 ufo,ufo", "variants"},
        {"spacecats-here 4 0.1.0 7246\ngame 0 3 2 ufo,", "variants"},
        {"spacecats-here 4 0.1.0 7246\ngame 0 3 2 none,ufo", "variants"},
        {"spacecats-here 4 0.1.0 7246\ngame 0 3 2 none ", "variants"},
        {"spacecats-here 4 0.1.0 7246\ngame 0 3 2 none  Zoé", "name"},
        {"spacecats-here 4 0.1.0 7246\ngame 0 3 2 none Zo\x01", "name"},
        {"spacecats-here 4 0.1.0 7246\ngame 0 3 2 none Zo\xc3", "name"},
        {"spacecats-here 4 0.1.0 7246\ngame 0 3 2 none \xe2\x80\xaeZoé", "name"},
        {"spacecats-here 4 0.1.0 7246\ngame 0 3 2 none abcdefghijklmnopqrstuvwxy", "name"},
        {"spacecats-here 4 0.1.0 7246\ngame 0 3 2 none\ngame 1 3 2 none\ngame 2 3 2 none\n"
         "game 3 3 2 none\ngame 4 3 2 none",
         "more than 4"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        sc_net_lan_answer a;
        char why[160] = "";
        if (sc_net_lan_answer_decode(cases[i].text, strlen(cases[i].text), &a, why, sizeof why)) {
            fail_msg("case %zu accepted: %s", i, cases[i].text);
        }
        if (strstr(why, cases[i].why) == NULL) {
            fail_msg("case %zu: '%s' does not say '%s'", i, why, cases[i].why);
        }
    }
    /* A NUL, and 513 bytes. */
    sc_net_lan_answer a;
    char why[160];
    const char nul[] = "spacecats-here 4 0.1.0 7246\ngame 0 3 2 none\0";
    assert_false(sc_net_lan_answer_decode(nul, sizeof nul - 1, &a, why, sizeof why));
    assert_non_null(strstr(why, "NUL"));
    char big[SC_NET_LAN_SIZE + 1];
    memset(big, 'x', sizeof big);
    assert_false(sc_net_lan_answer_decode(big, sizeof big, &a, why, sizeof why));
    assert_non_null(strstr(why, "513 bytes"));
    /* Another protocol: read up to its port, its tables left. */
    const char other[] = "spacecats-here 5 0.2.0 7300\ntables as they will be";
    assert_true(sc_net_lan_answer_decode(other, strlen(other), &a, why, sizeof why));
    assert_int_equal(a.protocol, 5);
    assert_string_equal(a.version, "0.2.0");
    assert_int_equal(a.port, 7300);
    assert_int_equal(a.n_games, 0);
}

/* ---- on the loopback ---- */

typedef struct tables {
    sc_net_lan_answer a;
    bool any;
    unsigned asked;
} tables;

static bool describe(void *ctx, sc_net_lan_answer *out)
{
    tables *t = ctx;
    t->asked++;
    *out = t->a;
    return t->any;
}

static void nap(void)
{
    struct timespec ts = {0, 2 * 1000 * 1000};
    nanosleep(&ts, NULL);
}

/* Answers what came until n answers went (or a second passed). */
static unsigned answer_until(sc_net_lan *host, uint64_t now, tables *t, unsigned n)
{
    unsigned sent = 0;
    for (int i = 0; i < 500 && sent < n; i++) {
        sent += sc_net_lan_answer_probes(host, now, describe, t);
        if (sent < n) {
            nap();
        }
    }
    return sent;
}

static int next_until(sc_net_lan *finder, sc_net_lan_found *f)
{
    for (int i = 0; i < 500; i++) {
        int r = sc_net_lan_next(finder, f);
        if (r != 0) {
            return r;
        }
        nap();
    }
    return 0;
}

static void send_raw(ENetSocket s, uint16_t port, const void *data, size_t len)
{
    ENetAddress to = {.port = port};
    enet_address_set_host_ip(&to, "127.0.0.1");
    static uint8_t copy[2048];
    assert_true(len <= sizeof copy);
    memcpy(copy, data, len);
    ENetBuffer b = {.data = copy, .dataLength = len};
    assert_true(enet_socket_send(s, &to, &b, 1) == (int)len);
}

static void test_loopback(void **state)
{
    (void)state;
    char err[160] = "";
    sc_net_lan *host = sc_net_lan_answerer("127.0.0.1", 0, 10, err, sizeof err);
    if (host == NULL) {
        fail_msg("answerer: %s", err);
    }
    sc_net_lan *finder = sc_net_lan_finder(err, sizeof err);
    assert_non_null(finder);
    uint16_t port = sc_net_lan_port(host);
    assert_true(port != 0);
    tables t = {.a = sample(), .any = true};
    t.a.port = 7300;

    /* A probe is answered; the answer names the host's address and port. */
    assert_true(sc_net_lan_probe_send(finder, "127.0.0.1", port));
    assert_int_equal(answer_until(host, 1000, &t, 1), 1);
    sc_net_lan_found f;
    assert_int_equal(next_until(finder, &f), 1);
    assert_string_equal(f.address, "127.0.0.1");
    assert_int_equal(f.answer.port, 7300);
    assert_int_equal(f.answer.n_games, 2);
    assert_string_equal(f.answer.games[0].name, "Zoé");

    /* What is not a probe is ignored and counted, never answered. */
    ENetSocket raw = enet_socket_create(ENET_SOCKET_TYPE_DATAGRAM);
    assert_true(raw != ENET_SOCKET_NULL);
    uint8_t probe[SC_NET_LAN_SIZE];
    sc_net_lan_probe(probe);
    uint8_t junk[1400];
    memset(junk, '.', sizeof junk);
    memcpy(junk, probe, sizeof probe);
    send_raw(raw, port, junk, sizeof junk);        /* too long */
    send_raw(raw, port, probe, sizeof probe - 1);  /* too short */
    send_raw(raw, port, "spacecats-find 4\n", 17); /* not padded: it would amplify */
    send_raw(raw, port, "hello 2 0.1.0 0", 15);    /* a game's message */
    send_raw(raw, port, f.answer.version, 0);      /* empty */
    send_raw(raw, port, probe, sizeof probe);      /* and one probe, answered */
    assert_int_equal(answer_until(host, 1000, &t, 1), 1);
    const sc_net_lan_counts *hc = sc_net_lan_counts_get(host);
    assert_int_equal(hc->malformed, 5);
    assert_int_equal(hc->probes, 2);
    assert_int_equal(hc->answered, 2);

    /* The finder skips and counts what is not an answer. */
    sc_net_lan *other = sc_net_lan_finder(err, sizeof err);
    assert_non_null(other);
    uint16_t fport = sc_net_lan_port(other);
    send_raw(raw, fport, probe, sizeof probe);
    send_raw(raw, fport, "spacecats-here 4 0.1.0 7246\ngame 0 3 4 none", 43);
    send_raw(raw, fport, "spacecats-here 4 0.1.0 7246\ngame 0 3 2 none", 43);
    assert_int_equal(next_until(other, &f), 1);
    assert_int_equal(f.answer.games[0].open, 2);
    assert_int_equal(sc_net_lan_counts_get(other)->malformed, 2);
    assert_int_equal(sc_net_lan_counts_get(other)->answers, 1);

    /* At most ten answers a second: fifteen probes at once get ten. */
    int got = 0;
    assert_int_equal(sc_net_lan_next(finder, &f),
                     0); /* the raw socket's probe was answered to it */
    for (int i = 0; i < 15; i++) {
        assert_true(sc_net_lan_probe_send(finder, "127.0.0.1", port));
    }
    unsigned sent = 0;
    for (int i = 0; i < 200 && hc->probes < 17; i++) {
        sent += sc_net_lan_answer_probes(host, 5000, describe, &t);
        nap();
    }
    assert_int_equal(hc->probes, 17);
    assert_int_equal(sent, 10);
    assert_int_equal(hc->refused_rate, 5);
    while (next_until(finder, &f) == 1 && got < 20) {
        got++;
    }
    assert_int_equal(got, 10);
    /* A tenth of a second later, one more. */
    assert_true(sc_net_lan_probe_send(finder, "127.0.0.1", port));
    assert_true(sc_net_lan_probe_send(finder, "127.0.0.1", port));
    for (int i = 0; i < 200 && hc->probes < 19; i++) {
        sent += sc_net_lan_answer_probes(host, 5100, describe, &t);
        nap();
    }
    assert_int_equal(sent, 11);
    assert_int_equal(hc->refused_rate, 6);

    /* Nothing to tell (no table waits): no answer. */
    t.any = false;
    unsigned asked = t.asked;
    assert_true(sc_net_lan_probe_send(finder, "127.0.0.1", port));
    for (int i = 0; i < 200 && t.asked == asked; i++) {
        assert_int_equal(sc_net_lan_answer_probes(host, 9000, describe, &t), 0);
        nap();
    }
    assert_int_equal(t.asked, asked + 1);

    /* Addresses: never a name looked up. */
    assert_false(sc_net_lan_probe_send(finder, "localhost", port));
    assert_null(sc_net_lan_answerer("::1", 0, 0, err, sizeof err));
    assert_non_null(strstr(err, "IPv4"));

    enet_socket_destroy(raw);
    sc_net_lan_free(other);
    sc_net_lan_free(finder);
    sc_net_lan_free(host);
}

#ifndef _WIN32 /* the server is built for Linux alone (src/net/meson.build) */
/* A probe answered by a server: what sc_net_server_serve gives it. */
static int server_answer(sc_net_server *server, sc_net_lan *finder, uint16_t port,
                         sc_net_lan_found *f)
{
    assert_true(sc_net_lan_probe_send(finder, "127.0.0.1", port));
    for (int i = 0; i < 500; i++) {
        sc_net_server_serve(server, 2);
        if (sc_net_lan_next(finder, f) == 1) {
            return 1;
        }
    }
    return 0;
}

/* spacecats-server's tables: those waiting for players, where someone
 * waits first, four at most; a table that started is not told. */
static void test_server_answers(void **state)
{
    (void)state;
    char err[160];
    sc_net_limits lim = {.rate = 100000, .burst = 1000};
    sc_net_link *link = sc_net_listen("127.0.0.1", 0, &lim, err, sizeof err);
    assert_non_null(link);
    sc_net_lan *lan = sc_net_lan_answerer("127.0.0.1", 0, 0, err, sizeof err);
    assert_non_null(lan);
    sc_net_server_config cfg = {.mat = &nf_mat,
                                .tables = 6,
                                .variants = SC_VARIANT_EXPLORATION,
                                .version = "0.1.0",
                                .think_in_loop = true,
                                .lan = lan,
                                .n_seatings = 1};
    cfg.seating[0] = (sc_net_seating){.n_players = 2,
                                      .seats = {SC_NET_SEAT_OPEN, SC_NET_SEAT_COMPUTER},
                                      .levels = {NULL, &sc_ai_levels[0]}};
    cfg.seating[1] =
        (sc_net_seating){.n_players = 3,
                         .seats = {SC_NET_SEAT_OPEN, SC_NET_SEAT_OPEN, SC_NET_SEAT_COMPUTER},
                         .levels = {NULL, NULL, &sc_ai_levels[0]}};
    cfg.n_seatings = 2;
    sc_net_server *server = sc_net_server_new(&cfg, link);
    assert_non_null(server);
    sc_net_lan *finder = sc_net_lan_finder(err, sizeof err);
    uint16_t lan_port = sc_net_lan_port(lan);

    sc_net_lan_found f;
    assert_int_equal(server_answer(server, finder, lan_port, &f), 1);
    assert_int_equal(f.answer.port, sc_net_link_port(link));
    assert_string_equal(f.answer.version, "0.1.0");
    assert_int_equal(f.answer.n_games, 4);
    for (unsigned i = 0; i < 4; i++) {
        assert_int_equal(f.answer.games[i].table, i);
        assert_int_equal(f.answer.games[i].players, i % 2 ? 3 : 2);
        assert_int_equal(f.answer.games[i].open, i % 2 ? 2 : 1);
        assert_int_equal(f.answer.games[i].variants, SC_VARIANT_EXPLORATION);
        assert_string_equal(f.answer.games[i].name, "");
    }

    /* Zoé sits at table 5 (three seats); Bob at table 2 (two): it starts. */
    sc_net_link *people = sc_net_dialer(NULL, err, sizeof err);
    uint32_t zoe, bob;
    assert_true(sc_net_dial(people, "127.0.0.1", sc_net_link_port(link), &zoe, err, sizeof err));
    assert_true(sc_net_dial(people, "127.0.0.1", sc_net_link_port(link), &bob, err, sizeof err));
    unsigned up = 0, seated = 0;
    for (int i = 0; i < 2000 && seated < 2; i++) {
        sc_net_server_serve(server, 1);
        sc_net_event ev;
        while (sc_net_poll(people, 1, &ev) == 1) {
            if (ev.kind == SC_NET_EV_CONNECTED) {
                const char *hello = ev.conn == zoe ? "hello 4 0.1.0 5" : "hello 4 0.1.0 2";
                const char *join = ev.conn == zoe ? "join 0 0 Zoé" : "join 0 1 Bob";
                assert_true(sc_net_send(people, ev.conn, hello, strlen(hello)));
                assert_true(sc_net_send(people, ev.conn, join, strlen(join)));
                up++;
            } else if (ev.kind == SC_NET_EV_MESSAGE && ev.len > 7 &&
                       memcmp(ev.data, "seated ", 7) == 0) {
                seated++;
            }
        }
        sc_net_flush(people);
    }
    assert_int_equal(seated, 2);
    assert_int_equal(server_answer(server, finder, lan_port, &f), 1);
    assert_int_equal(f.answer.n_games, 4);
    assert_int_equal(f.answer.games[0].table, 5); /* someone waits there */
    assert_int_equal(f.answer.games[0].open, 1);
    assert_string_equal(f.answer.games[0].name, "Zoé");
    const unsigned rest[] = {0, 1, 3}; /* table 2 started */
    for (unsigned i = 1; i < 4; i++) {
        assert_int_equal(f.answer.games[i].table, rest[i - 1]);
    }

    sc_net_lan_free(finder);
    sc_net_link_free(people);
    sc_net_server_free(server);
    sc_net_lan_free(lan);
    sc_net_link_free(link);
}
#endif

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_probe),
        cmocka_unit_test(test_answer_round_trip),
        cmocka_unit_test(test_answer_malformed),
        cmocka_unit_test(test_loopback),
#ifndef _WIN32
        cmocka_unit_test(test_server_answers),
#endif
    };
    return cmocka_run_group_tests(tests, nf_load_mat, NULL);
}
