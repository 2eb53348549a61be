/* An IPv4 address as text (digits and dots only: never a name looked up)
 * into ENet's form, read by the one parser the join code uses
 * (sc_net_code_parse_ipv4), the same on every system: for the game's
 * connections (link.c) and the local network's probes (lan.c). */
#ifndef SC_NET_ENET_IPV4_H
#define SC_NET_ENET_IPV4_H

#include <enet/enet.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "spacecats/net_code.h"

static inline bool sc_net_enet_ipv4(const char *text, uint16_t port, ENetAddress *out)
{
    uint32_t a;
    if (text == NULL || !sc_net_code_parse_ipv4(text, &a)) {
        return false;
    }
    /* ENet keeps it in network order: the bytes as written. */
    const uint8_t bytes[4] = {(uint8_t)(a >> 24), (uint8_t)(a >> 16), (uint8_t)(a >> 8),
                              (uint8_t)a};
    memcpy(&out->host, bytes, sizeof bytes);
    out->port = port;
    return true;
}

#endif
