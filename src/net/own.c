/* This machine's own addresses, in the order a hosting player reads them
 * out (spacecats/net_own.h). */
#include "spacecats/net_own.h"

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "own_os.h"

enum { MAX_LISTED = 64 };

static bool is_private(uint32_t a)
{
    return (a >> 24) == 10 || (a >> 20) == 0xac1 || (a >> 16) == 0xc0a8;
}

unsigned sc_net_own_order(const uint32_t *all, size_t n, char (*out)[SC_NET_ADDRESS_SIZE],
                          unsigned max)
{
    unsigned k = 0;
    for (int pass = 0; pass < 2; pass++) {
        for (size_t i = 0; i < n && k < max; i++) {
            uint32_t a = all[i];
            if ((a >> 24) == 127 || a == 0 || is_private(a) != (pass == 0)) {
                continue;
            }
            char text[SC_NET_ADDRESS_SIZE];
            snprintf(text, sizeof text, "%u.%u.%u.%u", a >> 24, a >> 16 & 255u, a >> 8 & 255u,
                     a & 255u);
            bool seen = false;
            for (unsigned j = 0; j < k && !seen; j++) {
                seen = strcmp(out[j], text) == 0;
            }
            if (!seen) {
                memcpy(out[k++], text, sizeof text);
            }
        }
    }
    return k;
}

unsigned sc_net_own_addresses(char (*out)[SC_NET_ADDRESS_SIZE], unsigned max)
{
    uint32_t all[MAX_LISTED];
    size_t n = sc_net_own_list(all, MAX_LISTED);
    return sc_net_own_order(all, n, out, max);
}
