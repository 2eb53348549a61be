/* lan-find: looks for games on the network as the join screen does, for
 * lan-broadcast.sh: sends one probe (to the broadcast address, or to one
 * address) and prints each table of each answer that came within the
 * time given, a line each:
 *     FROM PORT TABLE OPEN PLAYERS VARIANTS NAME
 * usage: lan-find broadcast|ADDRESS PORT WAIT_MS
 * Exit status: 0 (whatever came), 1 no socket or the probe not sent, 2 usage. */
#define _POSIX_C_SOURCE 200809L /* nanosleep */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "spacecats/net_lan.h"

int main(int argc, char **argv)
{
    if (argc != 4) {
        fprintf(stderr, "usage: lan-find broadcast|ADDRESS PORT WAIT_MS\n");
        return 2;
    }
    char err[160];
    sc_net_lan *f = sc_net_lan_finder(err, sizeof err);
    if (f == NULL) {
        fprintf(stderr, "lan-find: %s\n", err);
        return 1;
    }
    const char *to = strcmp(argv[1], "broadcast") == 0 ? NULL : argv[1];
    if (!sc_net_lan_probe_send(f, to, (uint16_t)atoi(argv[2]))) {
        fprintf(stderr, "lan-find: the probe could not be sent to %s\n", argv[1]);
        sc_net_lan_free(f);
        return 1;
    }
    long wait_ms = atol(argv[3]);
    for (long t = 0; t < wait_ms; t += 5) {
        sc_net_lan_found got;
        while (sc_net_lan_next(f, &got) == 1) {
            const sc_net_lan_answer *a = &got.answer;
            for (unsigned i = 0; i < a->n_games; i++) {
                const sc_net_lan_game *g = &a->games[i];
                printf("%s %u %u %u %u %u %s\n", got.address, (unsigned)a->port, (unsigned)g->table,
                       (unsigned)g->open, (unsigned)g->players, (unsigned)g->variants, g->name);
            }
        }
        struct timespec ts = {0, 5 * 1000 * 1000};
        nanosleep(&ts, NULL);
    }
    sc_net_lan_free(f);
    return 0;
}
