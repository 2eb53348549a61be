/* The games found on the local network, for the join screen's list
 * (docs/network.md, "Finding a game on the local network"): a probe sent
 * every GM_FINDING_EVERY_S seconds to every machine of the network (or,
 * for a test, to one address and port), each answer's tables kept until
 * none has been heard of them for GM_FINDING_FORGET_S. No SDL; the time
 * is the ticks'. */
#ifndef GM_FINDING_H
#define GM_FINDING_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct gm_finding gm_finding;

enum {
    GM_FINDING_MAX = 6,    /* games kept and shown */
    GM_FOUND_ADDRESS = 16, /* a dotted IPv4 address and its NUL */
    GM_FOUND_NAME = 25,    /* a player's name (the network's 24 bytes) and its NUL */
    GM_FOUND_VERSION = 41, /* the host's program's version */
    GM_FOUND_WHERE = 32,   /* "ADDRESS:PORT/TABLE" and its NUL */
};
#define GM_FINDING_EVERY_S 1.5f
#define GM_FINDING_FORGET_S 4.0f

typedef struct gm_found {
    char address[GM_FOUND_ADDRESS]; /* where the answer came from */
    uint16_t port;                  /* the game's */
    unsigned table;
    unsigned players, open, variants; /* 0 players: another protocol's (its seats unknown) */
    char name[GM_FOUND_NAME];         /* who waits there, or "" */
    char version[GM_FOUND_VERSION];
    bool other_protocol; /* another version's game: joining it says both versions */
} gm_found;

/* Probes to address:port (address NULL: every machine of the network, a
 * broadcast; port 0: SC_NET_LAN_PORT). NULL when no socket can be had
 * (the list stays empty) or the build has no network. */
gm_finding *gm_finding_new(const char *address, uint16_t port);
void gm_finding_free(gm_finding *f);

/* Sends a probe when one is due (the first at once), takes the answers
 * that came and forgets the games not heard of lately. dt: seconds since
 * the last call. True when the list changed. */
bool gm_finding_update(gm_finding *f, float dt);

/* The games found, in the order they were first heard of. */
unsigned gm_finding_count(const gm_finding *f);
const gm_found *gm_finding_get(const gm_finding *f, unsigned i);

/* What the join screen's field takes to dial it: "ADDRESS:PORT", and
 * "/TABLE" for a server's table past the first. */
void gm_found_where(const gm_found *g, char *out, size_t cap);

/* Datagrams that were not answers, and answers taken (tests). */
unsigned long gm_finding_malformed(const gm_finding *f);
unsigned long gm_finding_answers(const gm_finding *f);

#endif
