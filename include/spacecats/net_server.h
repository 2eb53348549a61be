/* A server of several tables on one transport link (docs/network.md): what
 * spacecats-server runs. A connection names its table in its hello; the
 * server hands it to that table's host and steps the tables: the remote
 * players' requests, the computers' moves, a table started once its open
 * seats are all taken, and a finished table made new once everyone left.
 * The computers think on the caller's thread, between two polls. */
#ifndef SPACECATS_NET_SERVER_H
#define SPACECATS_NET_SERVER_H

#include <stdbool.h>

#include "spacecats/net_link.h"
#include "spacecats/net_table.h"

typedef struct sc_net_server sc_net_server;

typedef struct sc_net_server_config {
    const sc_mat *mat;
    unsigned tables;
    unsigned n_players;
    unsigned variants;
    /* Each seat: SC_NET_SEAT_OPEN (for a person) or SC_NET_SEAT_COMPUTER at
     * levels[s] (NULL: the strongest). */
    uint8_t seats[SC_MAX_PLAYERS];
    const sc_ai_level *levels[SC_MAX_PLAYERS];
    const char *version;
} sc_net_server_config;

typedef struct sc_net_server_counts {
    unsigned long games_started, games_ended;
    unsigned long refused_table; /* hellos for no such table */
    unsigned long refused_hello; /* first messages that were not a hello */
} sc_net_server_counts;

/* NULL when memory runs out or the configuration is wrong. The link is
 * the caller's; it must outlive the server. */
sc_net_server *sc_net_server_new(const sc_net_server_config *cfg, sc_net_link *link);
void sc_net_server_free(sc_net_server *s);

/* Takes one event of the link. */
void sc_net_server_event(sc_net_server *s, const sc_net_event *ev);

/* Steps every table that can move, as far as it can; returns the number
 * of actions taken. */
unsigned sc_net_server_work(sc_net_server *s);

const sc_net_server_counts *sc_net_server_counts_get(const sc_net_server *s);
/* The table's host (its counts, its record), or NULL. */
sc_net_host *sc_net_server_host(sc_net_server *s, unsigned table);
/* The counts of every table's host, added up. */
void sc_net_server_host_counts(const sc_net_server *s, sc_net_host_counts *out);

#endif
