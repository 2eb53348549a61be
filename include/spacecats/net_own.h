/* This machine's own IPv4 addresses: what a hosting player tells friends
 * to dial (the address and the join code). The list comes from the
 * system (src/net/own_posix.c: getifaddrs; own_win.c:
 * GetAdaptersAddresses); the order is the same everywhere. */
#ifndef SPACECATS_NET_OWN_H
#define SPACECATS_NET_OWN_H

#include <stddef.h>
#include <stdint.h>

#include "spacecats/net_code.h"

/* Up to max of this machine's addresses, dotted, into out: a local
 * network's (10/8, 172.16/12, 192.168/16) first, as friends at home dial
 * them, then the others; never the loopback (127/8), 0.0.0.0, or one twice.
 * Returns how many; 0 when the system tells none. */
unsigned sc_net_own_addresses(char (*out)[SC_NET_ADDRESS_SIZE], unsigned max);

/* The same order on a given list (host order), for the tests. */
unsigned sc_net_own_order(const uint32_t *all, size_t n, char (*out)[SC_NET_ADDRESS_SIZE],
                          unsigned max);

#endif
