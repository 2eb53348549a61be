/* Fuzzes the datagrams of finding a game on the local network
 * (src/net/lan_msg.c) with any bytes: a probe is checked, an answer
 * decoded or refused with a one-line reason; an answer of this protocol
 * that decodes is within its limits and encodes back to the very same
 * bytes (one spelling of each). */
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "spacecats/net_lan.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char why[160];
    if (!sc_net_lan_probe_check(data, size, why, sizeof why)) {
        fuzz_check(why[0] != '\0' && strchr(why, '\n') == NULL, "a refused probe's reason", why);
    } else {
        fuzz_check(size == SC_NET_LAN_SIZE, "a probe's size", "");
    }
    sc_net_lan_answer a;
    if (!sc_net_lan_answer_decode(data, size, &a, why, sizeof why)) {
        fuzz_check(why[0] != '\0' && strchr(why, '\n') == NULL, "a refused answer's reason", why);
        return 0;
    }
    fuzz_check(size <= SC_NET_LAN_SIZE && a.port != 0, "an answer within its limits", "");
    if (a.protocol != SC_NET_PROTOCOL) {
        fuzz_check(a.n_games == 0, "another protocol's tables are not read", "");
        return 0;
    }
    fuzz_check(a.n_games >= 1 && a.n_games <= SC_NET_LAN_MAX_GAMES, "one to four games", "");
    for (unsigned i = 0; i < a.n_games; i++) {
        const sc_net_lan_game *g = &a.games[i];
        fuzz_check(g->players >= 2 && g->players <= SC_NET_MAX_SEATS && g->open >= 1 &&
                       g->open <= g->players && strlen(g->name) <= SC_NET_MAX_NAME,
                   "a game within its limits", g->name);
    }
    char buf[SC_NET_LAN_SIZE];
    size_t n = sc_net_lan_answer_encode(&a, buf, sizeof buf);
    fuzz_check(n == size && memcmp(buf, data, size) == 0, "encodes back to the same bytes", "");
    return 0;
}
