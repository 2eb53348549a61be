/* The host's judgement (docs/network.md): the one place where a game played
 * over the network is decided. Clients are untrusted; the host alone
 * applies choices, rolls dice and deals, and sends each client only what
 * its seats may see (spacecats/view.h).
 *
 * The host sits beside whoever owns the game: the game session of the
 * desktop game, or sc_net_table (net_table.h) in the server. The owner
 *   - tells it of the game: sc_net_host_begin when it starts (or
 *     sc_net_host_resume from its record), then sc_net_host_rolled and
 *     sc_net_host_chose after every action, whoever took it (a person at the
 *     host, a computer, a remote player), and sc_net_host_undone when
 *     actions are taken back;
 *   - asks it what the remote players want: sc_net_host_take gives one
 *     request at a time, already checked against the game as it stands (the
 *     roll of the seat's commander, or one of the legal choices of the
 *     seat's pending decision); the owner applies it as it applies a local
 *     player's choice, rolling with its own generator, then tells the host.
 * The transport tells it of connections and their messages
 * (sc_net_host_connected, _received, _disconnected) and carries what it
 * sends (sc_net_host_io). No I/O of its own, no clock (the owner tells it
 * the time, for an away seat's countdown), no global state: a server
 * keeps one host per table. */
#ifndef SPACECATS_NET_HOST_H
#define SPACECATS_NET_HOST_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "spacecats/game.h"
#include "spacecats/net_msg.h"
#include "spacecats/record.h"

typedef struct sc_net_host sc_net_host;

/* How the host reaches its clients. send returns false when the message
 * could not be queued (the host then closes that connection); close ends a
 * connection once what was sent to it is delivered. */
typedef struct sc_net_host_io {
    bool (*send)(void *ctx, uint32_t conn, const void *data, size_t len);
    void (*close)(void *ctx, uint32_t conn);
    void *ctx;
} sc_net_host_io;

enum { SC_NET_TOKEN_LEN = 32 }; /* hex digits of a seat's token */

/* A seat as the owner sets it up: open for a friend, a computer (its
 * level's name), or a person at the host (their name), and its colour,
 * which every client is told. A friend joining asks for a colour: the
 * seat takes it unless a seat someone plays has it (an open seat that has
 * it takes the joining seat's in exchange), else the nearest colour
 * nobody plays in (one up, one down, two up ...). A seat a remote
 * person took also has their name and token (sc_net_host_seat_get): an
 * owner that saves the game keeps them, and a host resumed with them lets
 * that person take the seat back. */
typedef struct sc_net_host_seat {
    uint8_t state;  /* SC_NET_SEAT_OPEN, _COMPUTER or _HERE */
    uint8_t colour; /* below SC_NET_COLOURS, every seat its own (sc_net_host_new gives
                       seats that share one, or have none, the first free ones) */
    char name[SC_NET_MAX_NAME + 1];
    char person[SC_NET_MAX_NAME + 1]; /* the remote person's name, or "" */
    char token[SC_NET_TOKEN_LEN + 1]; /* their token, or "" */
} sc_net_host_seat;

typedef struct sc_net_host_config {
    const sc_mat *mat;
    unsigned n_players;
    sc_net_host_seat seats[SC_NET_MAX_SEATS];
    const char *version; /* the program's, told to clients */
    unsigned max_conns;  /* connections at the table at once (0: 16) */
    unsigned max_denied; /* refused messages after which a connection is closed (0: 64) */
    /* A remote person whose connection drops during the game has away_ms
     * to come back before a computer plays their seat (0: the seat waits
     * for ever). The host counts down on the owner's clock
     * (sc_net_host_set_clock) and tells every client the time left; the
     * owner hands the seat over (sc_net_host_seat_info.away_until). */
    unsigned away_ms;
    sc_net_host_io io;
} sc_net_host_config;

/* Why a client's message was refused: the word of its `denied` message. */
typedef enum sc_net_deny {
    SC_NET_DENY_MALFORMED,   /* "malformed": it does not decode */
    SC_NET_DENY_HELLO_FIRST, /* "hello-first": anything before the hello */
    SC_NET_DENY_UNEXPECTED,  /* "unexpected": a second hello, a join after the start ... */
    SC_NET_DENY_NO_SEAT,     /* "no-seat": a roll or a choice from a connection without a seat */
    SC_NET_DENY_NOT_PLAYING, /* "not-playing": before the start or after the end */
    SC_NET_DENY_STALE,       /* "stale": it answers another step than the game's */
    SC_NET_DENY_OUT_OF_TURN, /* "out-of-turn": the game waits for another seat, or not for that */
    SC_NET_DENY_ILLEGAL,     /* "illegal": not a choice, or not one of the legal ones */
    SC_NET_DENY_BUSY,        /* "busy": the step was already answered */
    SC_NET_DENY_COUNT
} sc_net_deny;

const char *sc_net_deny_word(sc_net_deny d);

typedef struct sc_net_host_counts {
    unsigned long received; /* messages from clients */
    unsigned long accepted; /* requests given to the owner */
    unsigned long denied[SC_NET_DENY_COUNT];
    unsigned long refused;      /* hellos, joins and rejoins refused */
    unsigned long closed_flood; /* connections closed for too many refusals */
    unsigned long sent, sent_bytes;
} sc_net_host_counts;

/* NULL when memory runs out or the configuration is wrong. */
sc_net_host *sc_net_host_new(const sc_net_host_config *cfg);
void sc_net_host_free(sc_net_host *h);

/* The owner's steady clock, in milliseconds, told before the news it
 * brings: an away seat's countdown starts from it, and the time left that
 * clients are told is reckoned from it. */
void sc_net_host_set_clock(sc_net_host *h, uint64_t now_ms);

/* ---- the transport's news ---- */
void sc_net_host_connected(sc_net_host *h, uint32_t conn);
void sc_net_host_disconnected(sc_net_host *h, uint32_t conn);
void sc_net_host_received(sc_net_host *h, uint32_t conn, const void *data, size_t len);

/* ---- the owner's news ---- */
/* The game starts: g was just initialised. */
void sc_net_host_begin(sc_net_host *h, const sc_game *g);
/* The game goes on from its record (a restarted host): false, with err,
 * when the record does not replay on the host's mat. The remote persons
 * are away until they come back, their countdowns started (away_ms). */
bool sc_net_host_resume(sc_net_host *h, const char *record, size_t len, sc_record_error *err);
void sc_net_host_rolled(sc_net_host *h, const sc_game *before, const uint8_t *faces, unsigned n,
                        const sc_game *after);
void sc_net_host_chose(sc_net_host *h, const sc_game *before, const sc_choice *c,
                       const sc_game *after);
/* Only the first `events` actions stand; now is the game after them. */
void sc_net_host_undone(sc_net_host *h, unsigned events, const sc_game *now);
/* The owner changes a seat (in the waiting room, or hands an away seat to a
 * computer); every client is told. The seat's person and token are kept
 * (they take the seat back with it) unless the seat is opened again: then
 * they are forgotten. s's own person, token and colour are not read: a
 * seat keeps its colour whoever plays it. */
void sc_net_host_set_seat(sc_net_host *h, unsigned seat, const sc_net_host_seat *s);

/* ---- what the remote players want ---- */
typedef struct sc_net_request {
    unsigned seat;
    bool roll;        /* the commander rolls; else choice */
    sc_choice choice; /* legal in the game as it stands */
} sc_net_request;

/* The next request, checked against the game as the owner last told it; a
 * request waits only until the game changes. */
bool sc_net_host_take(sc_net_host *h, sc_net_request *out);

/* ---- what the owner reads ---- */
typedef struct sc_net_host_seat_info {
    uint8_t state;  /* sc_net_seat_state as clients are told: a remote person
                       HERE or AWAY, unless a computer plays while they are away */
    bool connected; /* a remote person's connection holds it */
    /* AWAY during the game with a countdown: when it ends (the owner's
     * clock), and a computer should play the seat; else 0. */
    uint64_t away_until;
    sc_net_host_seat seat; /* as set, with the remote person's name and token */
} sc_net_host_seat_info;

void sc_net_host_seat_get(const sc_net_host *h, unsigned seat, sc_net_host_seat_info *out);
unsigned sc_net_host_events(const sc_net_host *h);
/* Connections at the table (greeted or not). */
unsigned sc_net_host_connections(const sc_net_host *h);
/* The game's whole record so far (header and events), as the host keeps it. */
const char *sc_net_host_record(const sc_net_host *h, size_t *len);
const sc_net_host_counts *sc_net_host_counts_get(const sc_net_host *h);

#endif
