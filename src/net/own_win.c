/* This machine's addresses on Windows (own_os.h): GetAdaptersAddresses
 * (iphlpapi), the unicast IPv4 addresses of the adapters that are up. */
#include <winsock2.h>
#include <ws2tcpip.h>
/* after winsock2.h, which must come before windows.h */
#include <iphlpapi.h>
#include <stdlib.h>

#include "own_os.h"

size_t sc_net_own_list(uint32_t *all, size_t max)
{
    ULONG flags = GAA_FLAG_SKIP_ANYCAST | GAA_FLAG_SKIP_MULTICAST | GAA_FLAG_SKIP_DNS_SERVER;
    ULONG size = 16 * 1024;
    IP_ADAPTER_ADDRESSES *list = NULL;
    ULONG r = ERROR_BUFFER_OVERFLOW;
    /* The size it asks for may grow between two calls (an adapter added). */
    for (int tries = 0; tries < 3 && r == ERROR_BUFFER_OVERFLOW; tries++) {
        free(list);
        list = malloc(size);
        if (list == NULL) {
            return 0;
        }
        r = GetAdaptersAddresses(AF_INET, flags, NULL, list, &size);
    }
    size_t n = 0;
    if (r == NO_ERROR) {
        for (IP_ADAPTER_ADDRESSES *ad = list; ad != NULL && n < max; ad = ad->Next) {
            if (ad->OperStatus != IfOperStatusUp) {
                continue;
            }
            for (IP_ADAPTER_UNICAST_ADDRESS *u = ad->FirstUnicastAddress; u != NULL && n < max;
                 u = u->Next) {
                const struct sockaddr *sa = u->Address.lpSockaddr;
                if (sa != NULL && sa->sa_family == AF_INET) {
                    all[n++] =
                        ntohl(((const struct sockaddr_in *)(const void *)sa)->sin_addr.s_addr);
                }
            }
        }
    }
    free(list);
    return n;
}
