/* The join code: every address and port comes back from its code; any one
 * character mistyped, and any two swapped, are refused, never read as another
 * address; a player's way of typing (lower case, spaces, dashes, O for 0) is
 * read; bad addresses and bad codes are refused with what is wrong. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "spacecats/net_code.h"

static const char alphabet[] = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

static void encode_ok(const char *address, uint16_t port, char *code)
{
    char why[100] = "";
    if (!sc_net_code_encode(address, port, code, SC_NET_CODE_SIZE, why, sizeof why)) {
        fail_msg("%s:%u refused: %s", address, port, why);
    }
}

static void decodes_to(const char *code, const char *address, uint16_t port)
{
    char got[SC_NET_ADDRESS_SIZE];
    uint16_t got_port = 0;
    sc_net_code_why why;
    if (!sc_net_code_decode(code, got, &got_port, &why)) {
        fail_msg("'%s' refused (fault %d)", code, why.fault);
    }
    assert_string_equal(got, address);
    assert_int_equal(got_port, port);
}

static sc_net_code_why refused(const char *code)
{
    char got[SC_NET_ADDRESS_SIZE];
    uint16_t port = 0;
    sc_net_code_why why;
    if (sc_net_code_decode(code, got, &port, &why)) {
        fail_msg("'%s' read as %s:%u", code, got, port);
    }
    return why;
}

/* A spread of addresses: the corners and a pseudo-random walk. */
static void address_n(unsigned i, char *out)
{
    uint32_t x = i * 2654435761u + 12345u;
    unsigned a = 1 + (x >> 24) % 254;
    snprintf(out, SC_NET_ADDRESS_SIZE, "%u.%u.%u.%u", a, (x >> 16) & 255u, (x >> 8) & 255u,
             (i % 3 == 0) ? 255u : x & 255u);
}

static void test_round_trip(void **state)
{
    (void)state;
    const char *corners[] = {"0.0.0.1",  "127.0.0.1",       "192.168.1.20",
                             "10.0.0.2", "255.255.255.254", "1.2.3.4"};
    const uint16_t ports[] = {SC_NET_PORT, 1, 7247, 65535, 2000};
    char code[SC_NET_CODE_SIZE];
    for (size_t i = 0; i < sizeof corners / sizeof *corners; i++) {
        for (size_t p = 0; p < sizeof ports / sizeof *ports; p++) {
            encode_ok(corners[i], ports[p], code);
            /* Eight characters on the usual port, eleven on another, in fours. */
            assert_int_equal(strlen(code), ports[p] == SC_NET_PORT ? 9 : 13);
            assert_int_equal(code[4], '-');
            decodes_to(code, corners[i], ports[p]);
        }
    }
    for (unsigned i = 0; i < 20000; i++) {
        char address[SC_NET_ADDRESS_SIZE];
        address_n(i, address);
        uint16_t port = (i % 2 == 0) ? SC_NET_PORT : (uint16_t)(1 + i * 7919u % 65535u);
        encode_ok(address, port, code);
        decodes_to(code, address, port);
    }
}

/* Every code that differs from a real one in one character, or by two
 * characters swapped, is refused. */
static void test_typos_refused(void **state)
{
    (void)state;
    unsigned tried = 0;
    for (unsigned i = 0; i < 200; i++) {
        char address[SC_NET_ADDRESS_SIZE];
        address_n(i, address);
        char code[SC_NET_CODE_SIZE];
        encode_ok(address, (i % 2 == 0) ? SC_NET_PORT : (uint16_t)(1000 + i), code);
        size_t len = strlen(code);
        for (size_t at = 0; at < len; at++) {
            if (code[at] == '-') {
                continue;
            }
            for (const char *c = alphabet; *c != '\0'; c++) {
                if (*c == code[at]) {
                    continue;
                }
                char typo[SC_NET_CODE_SIZE];
                memcpy(typo, code, len + 1);
                typo[at] = *c;
                sc_net_code_why why = refused(typo);
                assert_int_equal(why.fault, SC_NET_CODE_MISTYPED);
                tried++;
            }
            for (size_t other = at + 1; other < len; other++) {
                if (code[other] == '-' || code[other] == code[at]) {
                    continue;
                }
                char swapped[SC_NET_CODE_SIZE];
                memcpy(swapped, code, len + 1);
                swapped[at] = code[other];
                swapped[other] = code[at];
                sc_net_code_why why = refused(swapped);
                assert_int_equal(why.fault, SC_NET_CODE_MISTYPED);
                tried++;
            }
        }
    }
    print_message("%u typos refused\n", tried);
    assert_true(tried > 50000);
}

/* A check that matches on symbols naming more than an address (the short
 * code's first symbol holds only two bits of it) is still refused. */
static void test_too_many_bits_refused(void **state)
{
    (void)state;
    char code[SC_NET_CODE_SIZE];
    encode_ok("9.8.7.6", SC_NET_PORT, code);
    unsigned passing = 0;
    for (const char *first = "4Z"; *first != '\0'; first++) {
        for (const char *c = alphabet; *c != '\0'; c++) {
            code[0] = *first;
            code[8] = *c;
            char got[SC_NET_ADDRESS_SIZE];
            uint16_t port;
            sc_net_code_why why;
            assert_false(sc_net_code_decode(code, got, &port, &why));
            passing += why.fault == SC_NET_CODE_MISTYPED;
        }
    }
    assert_int_equal(passing, 64);
}

static void test_forgiving_typing(void **state)
{
    (void)state;
    char code[SC_NET_CODE_SIZE];
    encode_ok("192.168.1.20", 7300, code);
    char typed[40];
    size_t n = 0;
    for (const char *p = code; *p != '\0'; p++) {
        char c = *p;
        if (c == '-') {
            typed[n++] = ' ';
            continue;
        }
        c = (c == '0')               ? 'o'
            : (c == '1')             ? 'l'
            : (c >= 'A' && c <= 'Z') ? (char)(c - 'A' + 'a')
                                     : c;
        typed[n++] = c;
        typed[n++] = ' ';
    }
    typed[n] = '\0';
    decodes_to(typed, "192.168.1.20", 7300);
    /* I for 1, and no dashes at all. */
    char plain[SC_NET_CODE_SIZE];
    n = 0;
    for (const char *p = code; *p != '\0'; p++) {
        if (*p != '-') {
            plain[n++] = *p == '1' ? 'I' : *p;
        }
    }
    plain[n] = '\0';
    decodes_to(plain, "192.168.1.20", 7300);
}

static void test_bad_codes(void **state)
{
    (void)state;
    sc_net_code_why why = refused("");
    assert_int_equal(why.fault, SC_NET_CODE_LENGTH);
    assert_int_equal(why.count, 0);
    char code[SC_NET_CODE_SIZE];
    encode_ok("10.1.2.3", SC_NET_PORT, code);
    char shorter[SC_NET_CODE_SIZE];
    memcpy(shorter, code, sizeof shorter);
    shorter[8] = '\0'; /* one dropped */
    why = refused(shorter);
    assert_int_equal(why.fault, SC_NET_CODE_LENGTH);
    assert_int_equal(why.count, 7);
    char longer[40];
    snprintf(longer, sizeof longer, "%sQ", code);
    why = refused(longer);
    assert_int_equal(why.fault, SC_NET_CODE_LENGTH);
    assert_int_equal(why.count, 9);
    why = refused("0123456789ABCDEFGHJKMNPQRSTVWXYZ0123456789");
    assert_int_equal(why.fault, SC_NET_CODE_LENGTH);
    assert_int_equal(why.count, 42);
    /* U is not of the alphabet (it reads as V), nor is * or a non-ASCII byte. */
    why = refused("K3QU-7XTA");
    assert_int_equal(why.fault, SC_NET_CODE_CHAR);
    assert_int_equal(why.at, 3);
    why = refused("K3Q*-7XTA");
    assert_int_equal(why.fault, SC_NET_CODE_CHAR);
    assert_int_equal(why.at, 3);
    why = refused("K3QM-7\xc3\xa9TA");
    assert_int_equal(why.fault, SC_NET_CODE_CHAR);
    assert_int_equal(why.at, 6);
}

static void bad_address(const char *address, uint16_t port, const char *want)
{
    char code[SC_NET_CODE_SIZE];
    char why[100] = "";
    if (sc_net_code_encode(address, port, code, sizeof code, why, sizeof why)) {
        fail_msg("%s:%u encoded as %s", address, port, code);
    }
    if (strstr(why, want) == NULL) {
        fail_msg("%s:%u: reason '%s' lacks '%s'", address, port, why, want);
    }
}

static void test_bad_addresses(void **state)
{
    (void)state;
    bad_address("1.2.3", SC_NET_PORT, "not an IPv4 address");
    bad_address("1.2.3.4.5", SC_NET_PORT, "not an IPv4 address");
    bad_address("256.1.1.1", SC_NET_PORT, "not an IPv4 address");
    bad_address("1.2.3.1000", SC_NET_PORT, "not an IPv4 address");
    bad_address("a.b.c.d", SC_NET_PORT, "not an IPv4 address");
    bad_address("::1", SC_NET_PORT, "not an IPv4 address");
    bad_address("", SC_NET_PORT, "not an IPv4 address");
    bad_address("0.0.0.0", SC_NET_PORT, "cannot be dialled");
    bad_address("255.255.255.255", SC_NET_PORT, "cannot be dialled");
    bad_address("1.2.3.4", 0, "port 0");
    char tiny[5];
    char why[100];
    assert_false(sc_net_code_encode("1.2.3.4", SC_NET_PORT, tiny, sizeof tiny, why, sizeof why));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_round_trip),
        cmocka_unit_test(test_typos_refused),
        cmocka_unit_test(test_too_many_bits_refused),
        cmocka_unit_test(test_forgiving_typing),
        cmocka_unit_test(test_bad_codes),
        cmocka_unit_test(test_bad_addresses),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
