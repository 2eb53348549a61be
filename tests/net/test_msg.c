/* The network messages: every kind decodes to its fields and encodes back
 * to the same bytes; the decoder refuses what is malformed or oversized
 * with a reason that says what is wrong; a hello of another protocol still
 * decodes, so the host can answer with both versions. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "spacecats/net_msg.h"

static sc_net_msg decode_ok(const char *text, size_t len, sc_net_dir from)
{
    sc_net_msg m;
    char why[200];
    bool ok = sc_net_msg_decode(text, len, from, &m, why, sizeof why);
    if (!ok) {
        fail_msg("'%s' refused: %s", text, why);
    }
    /* And back to the same bytes. */
    char *buf = test_malloc(len + 1);
    size_t n = sc_net_msg_encode(&m, buf, len + 1);
    if (!(m.kind == SC_NET_HELLO && m.protocol != SC_NET_PROTOCOL)) {
        assert_int_equal(n, len);
        assert_memory_equal(buf, text, len);
    }
    test_free(buf);
    return m;
}

static sc_net_msg dec(const char *text, sc_net_dir from)
{
    return decode_ok(text, strlen(text), from);
}

static void refused(const char *text, size_t len, sc_net_dir from, const char *want)
{
    sc_net_msg m;
    char why[200];
    if (sc_net_msg_decode(text, len, from, &m, why, sizeof why)) {
        fail_msg("'%.*s' decoded", (int)len, text);
    }
    if (strstr(why, want) == NULL) {
        fail_msg("'%.*s': reason '%s' lacks '%s'", (int)len, text, why, want);
    }
}

static void bad(const char *text, sc_net_dir from, const char *want)
{
    refused(text, strlen(text), from, want);
}

static void test_every_kind(void **state)
{
    (void)state;
    sc_net_msg m = dec("hello 4 0.1.0 7", SC_NET_FROM_CLIENT);
    assert_int_equal(m.kind, SC_NET_HELLO);
    assert_int_equal(m.protocol, 4);
    assert_string_equal(m.word, "0.1.0");
    assert_int_equal(m.table, 7);
    m = dec("join 4 2 Zo\xc3\xa9 \xe7\x8c\xab", SC_NET_FROM_CLIENT);
    assert_int_equal(m.kind, SC_NET_JOIN);
    assert_int_equal(m.seat, 4);
    assert_int_equal(m.colour, 2);
    assert_string_equal(m.text, "Zo\xc3\xa9 \xe7\x8c\xab");
    m = dec("rejoin 0123456789abcdef0123456789abcdef", SC_NET_FROM_CLIENT);
    assert_string_equal(m.word, "0123456789abcdef0123456789abcdef");
    m = dec("roll 12", SC_NET_FROM_CLIENT);
    assert_int_equal(m.kind, SC_NET_ROLL);
    assert_int_equal(m.step, 12);
    m = dec("choose 40 move A 2 pilot@1 extra", SC_NET_FROM_CLIENT);
    assert_int_equal(m.step, 40);
    assert_string_equal(m.text, "move A 2 pilot@1 extra");
    assert_int_equal(dec("bye", SC_NET_FROM_CLIENT).kind, SC_NET_BYE);

    m = dec("welcome 1 0.1.0 79730ed4afd95a3f 4", SC_NET_FROM_HOST);
    assert_int_equal(m.kind, SC_NET_WELCOME);
    assert_true(m.checksum == 0x79730ed4afd95a3full);
    assert_int_equal(m.seat, 4);
    m = dec("refused version 2 0.2.0", SC_NET_FROM_HOST);
    assert_string_equal(m.text, "version");
    assert_int_equal(m.protocol, 2);
    assert_string_equal(m.word, "0.2.0");
    m = dec("refused taken", SC_NET_FROM_HOST);
    assert_string_equal(m.text, "taken");
    m = dec("seated 2 0123456789abcdef0123456789abcdef", SC_NET_FROM_HOST);
    assert_int_equal(m.seat, 2);
    m = dec("table 0 4 open", SC_NET_FROM_HOST);
    assert_int_equal(m.state, SC_NET_SEAT_OPEN);
    assert_int_equal(m.colour, 4);
    m = dec("table 1 0 computer captain", SC_NET_FROM_HOST);
    assert_int_equal(m.state, SC_NET_SEAT_COMPUTER);
    assert_int_equal(m.colour, 0);
    assert_string_equal(m.word, "captain");
    m = dec("table 2 3 here 4 Zo\xc3\xa9", SC_NET_FROM_HOST); /* a name may start with a digit */
    assert_int_equal(m.state, SC_NET_SEAT_HERE);
    assert_int_equal(m.colour, 3);
    assert_string_equal(m.text, "4 Zo\xc3\xa9");
    /* A person without a name of their own (protocol 4): no name at all,
     * each window names the seat in its language. */
    m = dec("table 0 2 here", SC_NET_FROM_HOST);
    assert_int_equal(m.state, SC_NET_SEAT_HERE);
    assert_int_equal(m.colour, 2);
    assert_string_equal(m.text, "");
    m = dec("table 3 1 away 60 Bob the Cat", SC_NET_FROM_HOST);
    assert_int_equal(m.state, SC_NET_SEAT_AWAY);
    assert_int_equal(m.colour, 1);
    assert_int_equal(m.seconds, 60);
    assert_string_equal(m.text, "Bob the Cat");
    m = dec("table 3 1 away 0 Bob", SC_NET_FROM_HOST); /* no countdown: it waits */
    assert_int_equal(m.seconds, 0);
    assert_string_equal(m.text, "Bob");
    m = dec("event 5 roll 3 3 2 4 1 A", SC_NET_FROM_HOST);
    assert_int_equal(m.step, 5);
    assert_string_equal(m.text, "roll 3 3 2 4 1 A");
    assert_int_equal(dec("undo 3", SC_NET_FROM_HOST).step, 3);
    m = dec("denied 12 out-of-turn", SC_NET_FROM_HOST);
    assert_string_equal(m.word, "out-of-turn");
    m = dec("view\nspacecats-record 1\nstart\n", SC_NET_FROM_HOST);
    assert_int_equal(m.kind, SC_NET_VIEW);
    assert_int_equal(m.payload_len, strlen("spacecats-record 1\nstart\n"));
    m = dec("end 3\nspacecats-record 1\n", SC_NET_FROM_HOST);
    assert_int_equal(m.step, 3);
}

/* A newer game's hello decodes, however much more it says. */
static void test_other_protocol(void **state)
{
    (void)state;
    sc_net_msg m = dec("hello 5 0.5.0 and more words", SC_NET_FROM_CLIENT);
    assert_int_equal(m.protocol, 5);
    assert_string_equal(m.word, "0.5.0");
    /* And older ones: protocol 2's hello, from before the seats' colours;
     * protocol 3's, from before a seat could come without a name. */
    m = dec("hello 2 0.1.0 0", SC_NET_FROM_CLIENT);
    assert_int_equal(m.protocol, 2);
    m = dec("hello 3 0.1.0 0", SC_NET_FROM_CLIENT);
    assert_int_equal(m.protocol, 3);
    bad("hello 4 0.1.0 0 more", SC_NET_FROM_CLIENT, "unexpected 'more'");
    bad("hello 4 0.1.0", SC_NET_FROM_CLIENT, "the table is missing");
    bad("hello 4 0.1.0 65536", SC_NET_FROM_CLIENT, "bad table '65536' (a number from 0 to 65535)");
}

static void test_malformed(void **state)
{
    (void)state;
    const sc_net_dir C = SC_NET_FROM_CLIENT, H = SC_NET_FROM_HOST;
    refused("", 0, C, "an empty message");
    bad("jump 3", C, "unknown message 'jump'");
    bad("welcome 1 0.1.0 79730ed4afd95a3f 4", C, "'welcome' is a host's message");
    bad("choose 4 stay", H, "'choose' is a client's message");
    bad("roll", C, "the step is missing");
    bad("roll x", C, "bad step 'x'");
    bad("roll 03", C, "bad step '03'");
    bad("roll 1000001", C, "bad step '1000001' (a number from 0 to 1000000)");
    bad("roll 99999999999999999999999", C, "bad step");
    bad("roll  3", C, "two spaces in a row");
    bad("roll 3 ", C, "a space at the end");
    bad("roll 3 4", C, "unexpected '4' at the end of a 'roll' message");
    bad("roll\t3", C, "control byte 0x09 at byte 4");
    bad("hello 2 0.1.0 0\n", C, "a line break in a 'hello' message");
    refused("roll 3\0", 7, C, "control byte 0x00 at byte 6");
    bad("join 5 0 Ana", C, "bad seat '5' (a number from 0 to 4)");
    bad("join 1 0", C, "the name is missing");
    bad("join 1", C, "the colour is missing");
    bad("join 1 Ana", C, "bad colour 'Ana' (a number from 0 to 4)"); /* protocol 2's join */
    bad("join 1 5 Ana", C, "bad colour '5' (a number from 0 to 4)");
    bad("join 1 -1 Ana", C, "bad colour '-1'");
    bad("join 1 01 Ana", C, "bad colour '01'");
    bad("join 1 4294967297 Ana", C, "bad colour '4294967297'");
    bad("join 1  2 Ana", C, "two spaces in a row");
    bad("join 1 0 Ana  Maria", C, "two spaces in a row in the name");
    bad("join 1 0 Zo\xe9", C, "the name is not UTF-8");
    bad("join 1 0 \xc0\xaf", C, "the name is not UTF-8");
    bad("join 1 0 \xed\xa0\x80", C, "the name is not UTF-8");
    bad("join 1 0 \xe2\x80\xae"
        "evil",
        C, "U+202E");
    bad("join 1 0 \xc2\x85", C, "U+0085");
    bad("join 1 0 a\xef\xbf\xbf", C, "U+FFFF");
    bad("join 1 0 abcdefghijklmnopqrstuvwxyz", C, "a name of 26 bytes (at most 24)");
    bad("rejoin 0123", C, "bad token");
    bad("rejoin 0123456789ABCDEF0123456789ABCDEF", C, "bad token");
    bad("choose 3 land moon:m\xc3\xa9", C, "outside ASCII in the choice");
    bad("table 0 0 sleeping", H, "unknown seat state 'sleeping'");
    bad("table 0 0 open Ana", H, "unexpected 'Ana'");
    bad("table 0 open", H, "bad colour 'open' (a number from 0 to 4)"); /* protocol 2's */
    bad("table 0 5 open", H, "bad colour '5' (a number from 0 to 4)");
    bad("table 0 255 open", H, "bad colour '255'");
    bad("table 0 x computer captain", H, "bad colour 'x'");
    bad("table 0 00 open", H, "bad colour '00'");
    bad("table 0", H, "the colour is missing");
    bad("table 0 1", H, "the seat's state is missing");
    bad("table 1 0 away Bob", H, "bad countdown 'Bob'");
    bad("table 1 0 away 86401 Bob", H, "bad countdown '86401' (a number from 0 to 86400)");
    bad("table 1 0 away 60", H, "the name is missing"); /* only a friend goes away: named */
    bad("table 1 0 here ", H, "a space at the end");
    bad("welcome 1 0.1.0 79730ED4AFD95A3F 4", H, "bad mat checksum");
    bad("view", H, "a 'view' message without its record");
    bad("view\n", H, "a 'view' message without its record");
    refused("view\nab\0cd", 10, H, "NUL byte in the record at byte 2");
    bad("refused version 1", H, "the version is missing");
}

static void test_sizes(void **state)
{
    (void)state;
    char big[SC_NET_MAX_CLIENT_MSG + 2];
    memset(big, 'a', sizeof big);
    memcpy(big, "choose 1 ", 9);
    refused(big, SC_NET_MAX_CLIENT_MSG + 1, SC_NET_FROM_CLIENT,
            "a message of 513 bytes (at most 512 from a client)");
    refused(big, 300, SC_NET_FROM_CLIENT, "a first line of more than 256 bytes");
    refused(big, 200, SC_NET_FROM_CLIENT, "a choice of 191 bytes (at most 160)");
    /* A host may send a long record, up to its limit. */
    static char rec[SC_NET_MAX_HOST_MSG + 1];
    memset(rec, '#', sizeof rec);
    memcpy(rec, "end 9\n", 6);
    sc_net_msg m = decode_ok(rec, SC_NET_MAX_HOST_MSG, SC_NET_FROM_HOST);
    assert_int_equal(m.payload_len, SC_NET_MAX_HOST_MSG - 6);
    refused(rec, SC_NET_MAX_HOST_MSG + 1, SC_NET_FROM_HOST, "at most 65536 from a host");
}

/* The encoder writes only what decodes. */
static void test_encoder_refuses(void **state)
{
    (void)state;
    char buf[256];
    sc_net_msg m = {.kind = SC_NET_JOIN, .seat = 1, .colour = 2};
    strcpy(m.text, "two  spaces");
    assert_int_equal(sc_net_msg_encode(&m, buf, sizeof buf), 0);
    strcpy(m.text, "Ana");
    assert_int_equal(sc_net_msg_encode(&m, buf, sizeof buf), strlen("join 1 2 Ana"));
    assert_memory_equal(buf, "join 1 2 Ana", strlen("join 1 2 Ana"));
    assert_int_equal(sc_net_msg_encode(&m, buf, 5), 0); /* does not fit */
    m.colour = SC_NET_COLOURS;                          /* no such colour */
    assert_int_equal(sc_net_msg_encode(&m, buf, sizeof buf), 0);
    sc_net_msg t = {.kind = SC_NET_TABLE, .seat = 0, .state = SC_NET_SEAT_OPEN, .colour = 7};
    assert_int_equal(sc_net_msg_encode(&t, buf, sizeof buf), 0);
    m.colour = 0;
    m.seat = 9;
    assert_int_equal(sc_net_msg_encode(&m, buf, sizeof buf), 0);
    sc_net_msg v = {.kind = SC_NET_VIEW};
    assert_int_equal(sc_net_msg_encode(&v, buf, sizeof buf), 0); /* no record */
    sc_net_msg k = {.kind = SC_NET_KIND_COUNT};
    assert_int_equal(sc_net_msg_encode(&k, buf, sizeof buf), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_kind),      cmocka_unit_test(test_other_protocol),
        cmocka_unit_test(test_malformed),       cmocka_unit_test(test_sizes),
        cmocka_unit_test(test_encoder_refuses),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
