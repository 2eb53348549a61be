/* This machine's own addresses, as a hosting player reads them out: a
 * local network's first, then the others, never the loopback, 0.0.0.0 or
 * one twice, at most as many as asked; and those the system tells (getifaddrs
 * on Linux, GetAdaptersAddresses on Windows, under Wine there) are
 * addresses a game can be hosted on. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "spacecats/net_code.h"
#include "spacecats/net_link.h"
#include "spacecats/net_own.h"

#define IP(a, b, c, d) ((uint32_t)(a) << 24 | (uint32_t)(b) << 16 | (uint32_t)(c) << 8 | (d))

static void test_order(void **state)
{
    (void)state;
    const uint32_t all[] = {
        IP(127, 0, 0, 1), IP(198, 51, 100, 7), IP(192, 168, 1, 20), IP(0, 0, 0, 0),
        IP(10, 0, 0, 5),  IP(172, 32, 0, 1),   IP(172, 16, 3, 4),   IP(192, 168, 1, 20),
        IP(127, 1, 2, 3), IP(172, 31, 255, 1), IP(172, 15, 0, 9),   IP(192, 169, 0, 1),
    };
    const char *want[] = {"192.168.1.20", "10.0.0.5",   "172.16.3.4", "172.31.255.1",
                          "198.51.100.7", "172.32.0.1", "172.15.0.9", "192.169.0.1"};
    char out[10][SC_NET_ADDRESS_SIZE];
    unsigned n = sc_net_own_order(all, sizeof all / sizeof all[0], out, 10);
    assert_int_equal(n, 8);
    for (unsigned i = 0; i < n; i++) {
        assert_string_equal(out[i], want[i]);
    }
    /* At most as many as asked: the first ones. */
    memset(out, 0, sizeof out);
    assert_int_equal(sc_net_own_order(all, sizeof all / sizeof all[0], out, 2), 2);
    assert_string_equal(out[0], "192.168.1.20");
    assert_string_equal(out[1], "10.0.0.5");
    assert_string_equal(out[2], "");
    /* The loopback alone: nothing to tell a friend. */
    const uint32_t lo[] = {IP(127, 0, 0, 1)};
    assert_int_equal(sc_net_own_order(lo, 1, out, 10), 0);
    assert_int_equal(sc_net_own_order(NULL, 0, out, 10), 0);
}

static bool is_private(const char *text)
{
    uint32_t a;
    assert_true(sc_net_code_parse_ipv4(text, &a));
    return (a >> 24) == 10 || (a >> 20) == 0xac1 || (a >> 16) == 0xc0a8;
}

static void test_this_machine(void **state)
{
    (void)state;
    char out[8][SC_NET_ADDRESS_SIZE];
    unsigned n = sc_net_own_addresses(out, 8);
    assert_true(n <= 8);
    print_message("this machine's addresses: %u\n", n);
    bool others = false;
    for (unsigned i = 0; i < n; i++) {
        print_message("  %s\n", out[i]);
        uint32_t a;
        assert_true(sc_net_code_parse_ipv4(out[i], &a));
        assert_true((a >> 24) != 127 && a != 0);
        /* A local network's before the others. */
        if (!is_private(out[i])) {
            others = true;
        } else {
            assert_false(others);
        }
        for (unsigned j = 0; j < i; j++) {
            assert_string_not_equal(out[i], out[j]);
        }
        /* The system's own: a game can be hosted there (bound, nothing
         * sent). */
        char err[200] = "";
        sc_net_link *l = sc_net_listen(out[i], 0, NULL, err, sizeof err);
        if (l == NULL) {
            fail_msg("cannot host on %s: %s", out[i], err);
        }
        assert_true(sc_net_link_port(l) != 0);
        sc_net_link_free(l);
    }
    /* Asked for one, the first. */
    char one[1][SC_NET_ADDRESS_SIZE];
    assert_int_equal(sc_net_own_addresses(one, 1), n > 0 ? 1 : 0);
    if (n > 0) {
        assert_string_equal(one[0], out[0]);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_order),
        cmocka_unit_test(test_this_machine),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
