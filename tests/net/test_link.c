/* The transport over ENet, on the loopback (127.0.0.1): messages both ways
 * (one of 60,000 bytes, which ENet fragments), and each limit counted and
 * refused with its reason told to the other side: a message too big, a
 * flood, too many connections from one address or in all, a connection
 * that says nothing; an IPv6 address and a port in use refused with a
 * message. Waits are for events, up to a generous deadline, never for a
 * time to pass (but the silent connection's, which is the limit itself). */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <cmocka.h>

#include "spacecats/net_link.h"

enum { DEADLINE_MS = 10000, MAX_EVENTS = 256 };

static uint64_t now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000u + (uint64_t)ts.tv_nsec / 1000000u;
}

/* What a link heard. */
typedef struct heard {
    unsigned n;
    sc_net_event ev[MAX_EVENTS];
    char *data[MAX_EVENTS];
} heard;

static void heard_free(heard *h)
{
    for (unsigned i = 0; i < h->n; i++) {
        free(h->data[i]);
    }
    memset(h, 0, sizeof *h);
}

static void listen_to(sc_net_link *l, heard *h)
{
    sc_net_event ev;
    while (sc_net_poll(l, 0, &ev) == 1 && h->n < MAX_EVENTS) {
        h->ev[h->n] = ev;
        h->data[h->n] = NULL;
        if (ev.kind == SC_NET_EV_MESSAGE) {
            h->data[h->n] = malloc(ev.len + 1);
            assert_non_null(h->data[h->n]);
            memcpy(h->data[h->n], ev.data, ev.len);
            h->data[h->n][ev.len] = '\0';
            h->ev[h->n].data = (const uint8_t *)h->data[h->n];
        }
        h->n++;
    }
}

static unsigned count(const heard *h, sc_net_event_kind kind)
{
    unsigned n = 0;
    for (unsigned i = 0; i < h->n; i++) {
        n += h->ev[i].kind == kind;
    }
    return n;
}

/* Both links polled until the condition holds (or the deadline: a failure). */
typedef bool (*until_fn)(const heard *a, const heard *b, void *ctx);

static void run(sc_net_link *a, heard *ha, sc_net_link *b, heard *hb, until_fn until, void *ctx)
{
    uint64_t end = now_ms() + DEADLINE_MS;
    while (!until(ha, hb, ctx)) {
        assert_true(now_ms() < end);
        listen_to(a, ha);
        listen_to(b, hb);
        struct timespec nap = {0, 1000000};
        nanosleep(&nap, NULL);
    }
}

typedef struct want {
    sc_net_event_kind kind;
    unsigned server, client; /* how many of kind on each side */
} want;

static bool reached(const heard *s, const heard *c, void *ctx)
{
    const want *w = ctx;
    return count(s, w->kind) >= w->server && count(c, w->kind) >= w->client;
}

static void wait_for(sc_net_link *s, heard *hs, sc_net_link *c, heard *hc, sc_net_event_kind kind,
                     unsigned on_server, unsigned on_client)
{
    want w = {kind, on_server, on_client};
    run(s, hs, c, hc, reached, &w);
}

static sc_net_link *server(const sc_net_limits *lim)
{
    char err[200];
    sc_net_link *s = sc_net_listen("127.0.0.1", 0, lim, err, sizeof err);
    if (s == NULL) {
        fail_msg("%s", err);
    }
    assert_true(sc_net_link_port(s) != 0);
    return s;
}

static uint32_t dial(sc_net_link *c, sc_net_link *s)
{
    char err[200];
    uint32_t conn;
    if (!sc_net_dial(c, "127.0.0.1", sc_net_link_port(s), &conn, err, sizeof err)) {
        fail_msg("%s", err);
    }
    return conn;
}

static const sc_net_event *last(const heard *h, sc_net_event_kind kind)
{
    for (unsigned i = h->n; i-- > 0;) {
        if (h->ev[i].kind == kind) {
            return &h->ev[i];
        }
    }
    fail_msg("%s", "no such event");
    abort(); /* not reached: fail_msg leaves the test */
}

static void test_messages_both_ways(void **state)
{
    (void)state;
    sc_net_link *s = server(NULL);
    sc_net_link *c = sc_net_dialer(NULL, NULL, 0);
    assert_non_null(c);
    heard hs = {0}, hc = {0};
    uint32_t to_server = dial(c, s);
    wait_for(s, &hs, c, &hc, SC_NET_EV_CONNECTED, 1, 1);
    assert_int_equal(last(&hc, SC_NET_EV_CONNECTED)->conn, to_server);
    const sc_net_event *in = last(&hs, SC_NET_EV_CONNECTED);
    uint32_t to_client = in->conn;
    assert_memory_equal(in->address, "127.0.0.1:", 10);

    assert_true(sc_net_send(c, to_server, "hello 2 0.1.0 0", 15));
    static char big[60000];
    for (size_t i = 0; i < sizeof big; i++) {
        big[i] = (char)('a' + i % 26);
    }
    assert_true(sc_net_send(s, to_client, "x", 1));
    assert_true(sc_net_send(s, to_client, big, sizeof big));
    wait_for(s, &hs, c, &hc, SC_NET_EV_MESSAGE, 1, 2);
    assert_int_equal(hs.ev[1].len, 15);
    assert_memory_equal(hs.ev[1].data, "hello 2 0.1.0 0", 15);
    /* In order, whole. */
    assert_int_equal(hc.ev[1].len, 1);
    assert_int_equal(hc.ev[2].len, sizeof big);
    assert_memory_equal(hc.ev[2].data, big, sizeof big);

    /* Closed by the server after what it sent: the client hears why. */
    assert_true(sc_net_send(s, to_client, "bye", 3));
    sc_net_close(s, to_client, SC_NET_CLOSE_NORMAL);
    wait_for(s, &hs, c, &hc, SC_NET_EV_DISCONNECTED, 1, 1);
    assert_int_equal(count(&hc, SC_NET_EV_MESSAGE), 3);
    assert_int_equal(last(&hc, SC_NET_EV_DISCONNECTED)->reason, SC_NET_CLOSE_NORMAL);
    assert_false(sc_net_send(s, to_client, "x", 1)); /* gone */
    const sc_net_link_counts *k = sc_net_link_counts_get(s);
    assert_int_equal(k->messages_in, 1);
    assert_int_equal(k->messages_out, 3);
    heard_free(&hs);
    heard_free(&hc);
    sc_net_link_free(c);
    sc_net_link_free(s);
}

static void test_too_big(void **state)
{
    (void)state;
    sc_net_link *s = server(NULL);
    sc_net_link *c = sc_net_dialer(NULL, NULL, 0);
    heard hs = {0}, hc = {0};
    uint32_t conn = dial(c, s);
    wait_for(s, &hs, c, &hc, SC_NET_EV_CONNECTED, 1, 1);
    char msg[513];
    memset(msg, 'a', sizeof msg);
    assert_true(sc_net_send(c, conn, msg, 512)); /* the largest a client may send */
    assert_true(sc_net_send(c, conn, msg, 513));
    wait_for(s, &hs, c, &hc, SC_NET_EV_DISCONNECTED, 1, 1);
    assert_int_equal(count(&hs, SC_NET_EV_MESSAGE), 1);
    assert_int_equal(last(&hc, SC_NET_EV_DISCONNECTED)->reason, SC_NET_CLOSE_TOO_BIG);
    assert_int_equal(last(&hs, SC_NET_EV_DISCONNECTED)->reason, SC_NET_CLOSE_TOO_BIG);
    assert_int_equal(sc_net_link_counts_get(s)->refused_size, 1);
    heard_free(&hs);
    heard_free(&hc);
    sc_net_link_free(c);
    sc_net_link_free(s);
}

static void test_flood(void **state)
{
    (void)state;
    /* One message a second, five at once. */
    sc_net_limits lim = {.rate = 1, .burst = 5};
    sc_net_link *s = server(&lim);
    sc_net_link *c = sc_net_dialer(NULL, NULL, 0);
    heard hs = {0}, hc = {0};
    uint32_t conn = dial(c, s);
    wait_for(s, &hs, c, &hc, SC_NET_EV_CONNECTED, 1, 1);
    /* A rush of eight: five pass, three are refused, the connection stays. */
    for (unsigned i = 0; i < 8; i++) {
        assert_true(sc_net_send(c, conn, "roll 1", 6));
    }
    wait_for(s, &hs, c, &hc, SC_NET_EV_MESSAGE, 5, 0);
    const sc_net_link_counts *k = sc_net_link_counts_get(s);
    for (uint64_t end = now_ms() + DEADLINE_MS; k->refused_rate + k->messages_in < 8;) {
        assert_true(now_ms() < end);
        listen_to(s, &hs);
        listen_to(c, &hc);
    }
    assert_true(k->messages_in >= 5 && k->messages_in <= 6);
    assert_int_equal(k->refused_rate + k->messages_in, 8);
    assert_int_equal(count(&hc, SC_NET_EV_DISCONNECTED), 0);
    /* A flood: closed, and told so. */
    for (unsigned i = 0; i < 100; i++) {
        sc_net_send(c, conn, "roll 1", 6);
    }
    wait_for(s, &hs, c, &hc, SC_NET_EV_DISCONNECTED, 1, 1);
    assert_int_equal(last(&hc, SC_NET_EV_DISCONNECTED)->reason, SC_NET_CLOSE_FLOOD);
    assert_int_equal(k->closed_flood, 1);
    printf("# flood: %lu delivered, %lu refused before the connection was closed\n", k->messages_in,
           k->refused_rate);
    heard_free(&hs);
    heard_free(&hc);
    sc_net_link_free(c);
    sc_net_link_free(s);
}

static void test_connections_limited(void **state)
{
    (void)state;
    /* Two from one address. */
    sc_net_limits lim = {.per_address = 2};
    sc_net_link *s = server(&lim);
    sc_net_link *c = sc_net_dialer(NULL, NULL, 0);
    heard hs = {0}, hc = {0};
    for (unsigned i = 0; i < 3; i++) {
        dial(c, s);
    }
    wait_for(s, &hs, c, &hc, SC_NET_EV_DISCONNECTED, 0, 1);
    wait_for(s, &hs, c, &hc, SC_NET_EV_CONNECTED, 2, 2);
    assert_int_equal(last(&hc, SC_NET_EV_DISCONNECTED)->reason, SC_NET_CLOSE_ADDRESS);
    assert_int_equal(sc_net_link_counts_get(s)->refused_address, 1);
    assert_int_equal(count(&hs, SC_NET_EV_CONNECTED), 2);
    heard_free(&hs);
    heard_free(&hc);
    sc_net_link_free(c);
    sc_net_link_free(s);

    /* Two in all. */
    sc_net_limits full = {.max_conns = 2, .per_address = 8};
    s = server(&full);
    c = sc_net_dialer(NULL, NULL, 0);
    for (unsigned i = 0; i < 3; i++) {
        dial(c, s);
    }
    wait_for(s, &hs, c, &hc, SC_NET_EV_DISCONNECTED, 0, 1);
    wait_for(s, &hs, c, &hc, SC_NET_EV_CONNECTED, 2, 2);
    assert_int_equal(last(&hc, SC_NET_EV_DISCONNECTED)->reason, SC_NET_CLOSE_FULL);
    assert_int_equal(sc_net_link_counts_get(s)->refused_full, 1);
    heard_free(&hs);
    heard_free(&hc);
    sc_net_link_free(c);
    sc_net_link_free(s);
}

static void test_silent(void **state)
{
    (void)state;
    sc_net_limits lim = {.silent_ms = 300};
    sc_net_link *s = server(&lim);
    sc_net_link *c = sc_net_dialer(NULL, NULL, 0);
    heard hs = {0}, hc = {0};
    uint32_t quiet = dial(c, s), speaks = dial(c, s);
    wait_for(s, &hs, c, &hc, SC_NET_EV_CONNECTED, 2, 2);
    assert_true(sc_net_send(c, speaks, "hello 2 0.1.0 0", 15));
    wait_for(s, &hs, c, &hc, SC_NET_EV_DISCONNECTED, 1, 1);
    const sc_net_event *gone = last(&hc, SC_NET_EV_DISCONNECTED);
    assert_int_equal(gone->conn, quiet);
    assert_int_equal(gone->reason, SC_NET_CLOSE_SILENT);
    assert_int_equal(sc_net_link_counts_get(s)->refused_silent, 1);
    assert_true(sc_net_send(c, speaks, "bye", 3)); /* the other is still up */
    wait_for(s, &hs, c, &hc, SC_NET_EV_MESSAGE, 2, 0);
    heard_free(&hs);
    heard_free(&hc);
    sc_net_link_free(c);
    sc_net_link_free(s);
}

static void test_addresses_refused(void **state)
{
    (void)state;
    char err[200];
    assert_null(sc_net_listen("::1", 0, NULL, err, sizeof err));
    assert_string_equal(err, "'::1' is an IPv6 address: ENet 1.3 speaks IPv4 only");
    assert_null(sc_net_listen("localhost", 0, NULL, err, sizeof err));
    assert_string_equal(err, "'localhost' is not an IPv4 address (such as 192.168.1.20)");
    sc_net_link *c = sc_net_dialer(NULL, NULL, 0);
    uint32_t conn;
    assert_false(sc_net_dial(c, "::1", 4000, &conn, err, sizeof err));
    assert_string_equal(err, "'::1' is an IPv6 address: ENet 1.3 speaks IPv4 only");
    sc_net_link_free(c);
    /* A port in use. */
    sc_net_link *s = server(NULL);
    uint16_t port = sc_net_link_port(s);
    assert_null(sc_net_listen("127.0.0.1", port, NULL, err, sizeof err));
    char expect[120];
    snprintf(expect, sizeof expect, "cannot listen on 127.0.0.1 port %u", (unsigned)port);
    assert_memory_equal(err, expect, strlen(expect));
    sc_net_link_free(s);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_messages_both_ways),
        cmocka_unit_test(test_too_big),
        cmocka_unit_test(test_flood),
        cmocka_unit_test(test_connections_limited),
        cmocka_unit_test(test_silent),
        cmocka_unit_test(test_addresses_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
