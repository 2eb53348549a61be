/* Finding a game on the local network (docs/network.md, "Finding a game
 * on the local network"): a player's game sends a probe, one UDP datagram,
 * to every machine of its network (a broadcast to SC_NET_LAN_PORT); a host
 * (the desktop game hosting, spacecats-server) answers with what anyone
 * may know of its tables waiting for players: the port to dial, the
 * protocol and version, and for each table its seats, the open ones, the
 * variants and who waits there. Never a token, a seed or a mission: the
 * waiting room's `table` messages tell as much to anyone who says hello.
 * The address to dial is the one the answer came from.
 *
 * Both datagrams are text and decoded as hostile input: exact sizes, one
 * spelling, numbers in range. A probe is as long as the longest answer,
 * so an answer never amplifies a forged probe; a host answers at most a
 * given number of probes a second. The sockets are ENet's (enet_socket_*),
 * as the game's transport is. */
#ifndef SPACECATS_NET_LAN_H
#define SPACECATS_NET_LAN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "spacecats/net_msg.h"

enum {
    SC_NET_LAN_PORT = 7247,   /* the UDP port probes are sent to */
    SC_NET_LAN_SIZE = 512,    /* bytes of a probe, exactly; of an answer, at most */
    SC_NET_LAN_MAX_GAMES = 4, /* tables told in one answer */
    SC_NET_LAN_RATE = 10,     /* probes answered a second, by default */
    SC_NET_LAN_ADDRESS = 16,  /* bytes of a dotted IPv4 address with its NUL */
};

/* A table waiting for players. */
typedef struct sc_net_lan_game {
    uint32_t table;                 /* 0 for a desktop host; a server's table */
    uint8_t players;                /* seats at the table, 2 to 5 */
    uint8_t open;                   /* seats open for a person, 1 to players */
    uint8_t variants;               /* sc_variant bits */
    char name[SC_NET_MAX_NAME + 1]; /* who waits there (the host's person), or "" */
} sc_net_lan_game;

typedef struct sc_net_lan_answer {
    uint32_t protocol;                 /* the host's SC_NET_PROTOCOL */
    char version[SC_NET_MAX_WORD + 1]; /* the host's program */
    uint16_t port;                     /* the game's UDP port, to dial */
    /* Another protocol's answer is read up to its port: n_games is 0. */
    unsigned n_games;
    sc_net_lan_game games[SC_NET_LAN_MAX_GAMES];
} sc_net_lan_answer;

/* ---- the datagrams, no I/O ---- */

/* Writes the probe (SC_NET_LAN_SIZE bytes) of this protocol. */
void sc_net_lan_probe(uint8_t out[SC_NET_LAN_SIZE]);
/* Whether len bytes are a probe (of any protocol); why when not. */
bool sc_net_lan_probe_check(const void *data, size_t len, char *why, size_t why_len);

/* Writes a's answer to buf; its length, or 0 when a is not an answer
 * that decodes (no game, a seat count out of range, a bad name ...). */
size_t sc_net_lan_answer_encode(const sc_net_lan_answer *a, char *buf, size_t cap);
/* Decodes an answer; false with the reason (one line) when it is not one. */
bool sc_net_lan_answer_decode(const void *data, size_t len, sc_net_lan_answer *out, char *why,
                              size_t why_len);

/* ---- the sockets ---- */

typedef struct sc_net_lan sc_net_lan;

typedef struct sc_net_lan_counts {
    unsigned long probes;       /* answerer: probes that came */
    unsigned long answered;     /* answers sent */
    unsigned long refused_rate; /* probes over the rate, not answered */
    unsigned long malformed;    /* datagrams refused: not a probe (answerer), not an answer
                                   (finder), too long or unreadable */
    unsigned long probes_sent;  /* finder */
    unsigned long answers;      /* finder: answers taken */
} sc_net_lan_counts;

/* Answers probes sent to address:port (address "0.0.0.0": every address
 * of this machine, broadcasts included; port 0: one the system picks),
 * at most rate a second (0: SC_NET_LAN_RATE). Several programs of one
 * machine may answer on the same port. NULL with err when it cannot. */
sc_net_lan *sc_net_lan_answerer(const char *address, uint16_t port, unsigned rate, char *err,
                                size_t err_len);

/* What to answer: false when nothing (no table waits for a player). */
typedef bool (*sc_net_lan_describe)(void *ctx, sc_net_lan_answer *out);

/* Takes the datagrams that came (at most 64) and answers each probe with
 * describe's answer, within the rate; now_ms: a steady clock's
 * milliseconds. Returns the answers sent. */
unsigned sc_net_lan_answer_probes(sc_net_lan *l, uint64_t now_ms, sc_net_lan_describe describe,
                                  void *ctx);

/* A socket that sends probes and takes answers. */
sc_net_lan *sc_net_lan_finder(char *err, size_t err_len);
/* Sends a probe to address:port (address NULL: the broadcast address,
 * 255.255.255.255). False when it cannot be sent. */
bool sc_net_lan_probe_send(sc_net_lan *l, const char *address, uint16_t port);

typedef struct sc_net_lan_found {
    char address[SC_NET_LAN_ADDRESS]; /* where the answer came from: the host's address */
    sc_net_lan_answer answer;
} sc_net_lan_found;

/* The next answer that came: 1 with *out, 0 when none (malformed
 * datagrams are skipped and counted, at most 64 a call). */
int sc_net_lan_next(sc_net_lan *l, sc_net_lan_found *out);

/* The socket, to wait on it with others (poll(2)). */
int sc_net_lan_fd(const sc_net_lan *l);
uint16_t sc_net_lan_port(const sc_net_lan *l);
const sc_net_lan_counts *sc_net_lan_counts_get(const sc_net_lan *l);
void sc_net_lan_free(sc_net_lan *l);

#endif
