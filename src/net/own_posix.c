/* This machine's addresses on POSIX systems (own_os.h): getifaddrs. */
#define _DEFAULT_SOURCE /* getifaddrs */
#include <arpa/inet.h>
#include <ifaddrs.h>
#include <net/if.h>
#include <netinet/in.h>

#include "own_os.h"

size_t sc_net_own_list(uint32_t *all, size_t max)
{
    struct ifaddrs *ifs = NULL;
    if (getifaddrs(&ifs) != 0) {
        return 0;
    }
    size_t n = 0;
    for (struct ifaddrs *i = ifs; i != NULL && n < max; i = i->ifa_next) {
        if (i->ifa_addr != NULL && i->ifa_addr->sa_family == AF_INET &&
            (i->ifa_flags & IFF_UP) != 0) {
            all[n++] =
                ntohl(((const struct sockaddr_in *)(const void *)i->ifa_addr)->sin_addr.s_addr);
        }
    }
    freeifaddrs(ifs);
    return n;
}
