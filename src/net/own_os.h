/* The system's side of net_own.h: one file for each system (own_posix.c,
 * own_win.c), chosen by the build. */
#ifndef SPACECATS_NET_OWN_OS_H
#define SPACECATS_NET_OWN_OS_H

#include <stddef.h>
#include <stdint.h>

/* Up to max of the IPv4 addresses of this machine's interfaces that are up,
 * in host order, into all; how many. */
size_t sc_net_own_list(uint32_t *all, size_t max);

#endif
