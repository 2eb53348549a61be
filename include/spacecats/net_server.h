/* A server of several tables on one transport link (docs/network.md): what
 * spacecats-server runs. A connection names its table in its hello; the
 * server hands it to that table's host and steps the tables: the remote
 * players' requests, the computers' moves, a table started once its open
 * seats are all taken, and a finished table made new once everyone left.
 * The computers think on worker threads of their own (a commander's
 * decision takes up to 0.4 s, which no other table waits for); what they
 * decide is applied on the caller's thread, as deterministic as thinking
 * in turn: the same decision seeds, the same records. */
#ifndef SPACECATS_NET_SERVER_H
#define SPACECATS_NET_SERVER_H

#include <stdbool.h>
#include <stdint.h>

#include "spacecats/net_lan.h"
#include "spacecats/net_link.h"
#include "spacecats/net_table.h"

typedef struct sc_net_server sc_net_server;

/* How a computer decides: sc_net_think, unless a test says otherwise.
 * Called on a worker thread with the thought's table. */
typedef bool (*sc_net_think_fn)(void *ctx, unsigned table, const sc_net_thought *th,
                                sc_choice *out);

/* The seats of a table. */
typedef struct sc_net_seating {
    unsigned n_players;
    /* Each seat: SC_NET_SEAT_OPEN (for a person) or SC_NET_SEAT_COMPUTER at
     * levels[s] (NULL: the strongest). */
    uint8_t seats[SC_MAX_PLAYERS];
    const sc_ai_level *levels[SC_MAX_PLAYERS];
} sc_net_seating;

enum { SC_NET_MAX_SEATINGS = 64 };

typedef struct sc_net_server_config {
    const sc_mat *mat;
    unsigned tables;
    unsigned variants;
    /* Table i is seated as seating[i % n_seatings] (n_seatings 0: 1): some
     * tables for people alone, others with computers. */
    sc_net_seating seating[SC_NET_MAX_SEATINGS];
    unsigned n_seatings;
    const char *version;
    unsigned threads; /* thinking threads (0: one per processor, at most 8) */
    /* No thinking threads: the computers think on the caller's thread, in
     * sc_net_server_work, every table waiting meanwhile (as the server did
     * before it had threads: for comparison). */
    bool think_in_loop;
    sc_net_think_fn think; /* NULL: sc_net_think */
    void *think_ctx;
    /* A person whose connection dropped during a game has away_ms to come
     * back (0: for ever); then a computer plays their seat (the seat's
     * level, the strongest for an open seat) until they are back, when the
     * seat is theirs again and a later drop counts down afresh. */
    unsigned away_ms;
    /* Milliseconds of a steady clock (NULL: CLOCK_MONOTONIC's), for tests. */
    uint64_t (*clock_ms)(void *ctx);
    void *clock_ctx;
    /* A folder where each table's game is kept as it moves
     * (table-N.screc: its record and its persons with their tokens), and
     * from which a server started again resumes them, the persons coming
     * back with their tokens; NULL: kept in memory only. */
    const char *state_dir;
    /* What went wrong with a table's file (a damaged one is set aside and
     * its table starts afresh; one that cannot be written is said once a
     * table): a line, with the file's name; NULL: not said. */
    void (*warn)(void *ctx, const char *msg);
    void *warn_ctx;
    /* Answers those looking for a game on the local network
     * (spacecats/net_lan.h) with up to four tables that wait for players,
     * those where someone waits first; the caller's, polled by
     * sc_net_server_serve. NULL: none. */
    sc_net_lan *lan;
} sc_net_server_config;

typedef struct sc_net_server_counts {
    unsigned long games_started, games_ended;
    unsigned long refused_table; /* hellos for no such table */
    unsigned long refused_hello; /* first messages that were not a hello */
    unsigned long thoughts;      /* computers' decisions thought and applied */
    unsigned long thought_waits; /* decisions that waited for a free thinker's place */
    unsigned long seats_filled;  /* away persons' seats handed to a computer */
    unsigned long games_resumed; /* from state_dir, when the server started */
} sc_net_server_counts;

/* NULL when memory runs out or the configuration is wrong. The link is
 * the caller's; it must outlive the server. */
sc_net_server *sc_net_server_new(const sc_net_server_config *cfg, sc_net_link *link);
void sc_net_server_free(sc_net_server *s);

/* Takes one event of the link. */
void sc_net_server_event(sc_net_server *s, const sc_net_event *ev);

/* Applies the computers' decisions thought since, then steps every table
 * that can move, as far as it can, giving the thinkers the decisions to
 * come; returns the number of actions taken. */
unsigned sc_net_server_work(sc_net_server *s);

/* One round of the server's loop: waits up to timeout_ms for a message or
 * a computer's decision, takes every event of the link, works and sends.
 * -1 on a socket error (errno says which; EINTR: a signal came), else 0. */
int sc_net_server_serve(sc_net_server *s, unsigned timeout_ms);

const sc_net_server_counts *sc_net_server_counts_get(const sc_net_server *s);
/* The table's host (its counts, its record), or NULL. */
sc_net_host *sc_net_server_host(sc_net_server *s, unsigned table);
/* The counts of every table's host, added up. */
void sc_net_server_host_counts(const sc_net_server *s, sc_net_host_counts *out);

#endif
