/* A game hosted for friends over the network (docs/network.md, "How the
 * desktop game's session hosts"): the session plays the part a server's
 * table plays. A hosting listens on a UDP port (an sc_net_link) and judges
 * with an sc_net_host: before the game it is the waiting room (friends
 * join the open seats); once started it watches the session
 * (gm_session_set_watch), telling the host of every action whoever took
 * it, and at each of the session's ticks brings in the link's news and
 * applies the remote players' requests as choices. A remote seat is
 * GM_SEAT_REMOTE in the session. No SDL; the clock is the ticks' time. */
#ifndef GM_HOSTING_H
#define GM_HOSTING_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "seats.h"
#include "session.h"
#include "spacecats/net_host.h"
#include "spacecats/net_link.h"

typedef struct gm_hosting gm_hosting;

typedef struct gm_hosting_config {
    const sc_mat *mat;
    unsigned n_players;
    /* GM_SEAT_REMOTE: open for a friend (or a friend's, when resumed with
     * their person and token below); the others as in the session. */
    gm_seat seats[SC_MAX_PLAYERS];
    /* A resumed game's friends: the name and token each took their seat
     * under ("": none). */
    char person[SC_MAX_PLAYERS][SC_NET_MAX_NAME + 1];
    char token[SC_MAX_PLAYERS][SC_NET_TOKEN_LEN + 1];
    const char *address;         /* to listen on; NULL: every address of this machine */
    uint16_t port;               /* 0: one the system picks */
    unsigned variants;           /* sc_variant bits, told to those looking for a game */
    unsigned away_ms;            /* a dropped friend's time to come back before a computer plays */
    const sc_net_limits *limits; /* the link's (NULL: its defaults, a person's pace) */
    const char *version;         /* the program's, told to friends */
    /* Where seeds come from (NULL: sc_fresh_seed): a test's may say its
     * seed can be guessed, which a hosted game refuses. */
    uint64_t (*fresh_seed)(bool *unguessable);
} gm_hosting_config;

/* Listens; NULL with err filled (the port in use, an address not of this
 * machine ...) when it cannot. */
gm_hosting *gm_hosting_new(const gm_hosting_config *cfg, char *err, size_t err_len);
/* Stops watching the session it hosted and closes every connection. */
void gm_hosting_free(gm_hosting *h);

uint16_t gm_hosting_port(const gm_hosting *h);
/* Until the game starts, while a seat is open, the hosting answers the
 * probes of those looking for a game on the local network
 * (spacecats/net_lan.h) sent to this port of the address it listens on:
 * SC_NET_LAN_PORT, or one the system picks when the game's port is (as
 * tests do); 0 when it cannot answer (the port is another program's). */
uint16_t gm_hosting_lan_port(const gm_hosting *h);
/* Probes that came, and those answered (tests). */
void gm_hosting_lan_counts(const gm_hosting *h, unsigned long *probes, unsigned long *answered);
/* Its game has started (or resumed): it watches a session. */
bool gm_hosting_playing(const gm_hosting *h);

/* What to tell friends: the i-th IPv4 address of this machine a friend
 * may dial (the local network's first, never the loopback), with its join
 * code for the port listened on (spacecats/net_code.h). False past the
 * last. address and code: 16 and 14 bytes at least. */
enum { GM_HOSTING_ADDRESS_SIZE = 16, GM_HOSTING_CODE_SIZE = 14, GM_HOSTING_WHERE_MAX = 4 };
bool gm_hosting_where(const gm_hosting *h, unsigned i, char *address, char *code);

/* The waiting room: brings in what came (joins, leaves) without a game.
 * dt: the seconds since the last call. */
void gm_hosting_poll(gm_hosting *h, float dt);
/* Every open seat has a friend in it. */
bool gm_hosting_full(const gm_hosting *h);
/* A seat as the friends see it (the waiting room's and the play screen's). */
void gm_hosting_seat(const gm_hosting *h, unsigned seat, sc_net_host_seat_info *out);

/* Who sits at a seat of the game it hosts in s, as the players' boards
 * show it: a person here, a friend online or away (the seconds before a
 * computer plays for them; stand_in once one does), a computer. */
void gm_hosting_presence(const gm_hosting *h, const gm_session *s, unsigned seat, gm_presence *out);

/* Starts the hosted game in s: a seed and a computers' seed of their own
 * from the kernel (refused, with err, when it can give none: a guessable
 * seed would tell a friend every roll to come), the friends' seats as
 * remote ones under their names, a seat still open played by a computer.
 * From then on the hosting watches s until freed. */
bool gm_hosting_start(gm_hosting *h, gm_session *s, const sc_setup *setup, char *err,
                      size_t err_len);

/* A hosted game resumed from its save (s: its friends, their tokens and
 * the computers' seed read with it): its seats, friends and mat into cfg,
 * for gm_hosting_new. A friend's name the network would refuse is left
 * out (that seat then cannot be taken back). */
void gm_hosting_config_of(const gm_session *s, gm_hosting_config *cfg);
/* Hosts the game s holds (resumed from its save, h made with the
 * configuration of it): the friends are away until they come back with
 * their tokens; a friend's seat without a token (a damaged line) is played by
 * a computer. False with err when the host cannot replay its record. */
bool gm_hosting_resume(gm_hosting *h, gm_session *s, char *err, size_t err_len);

const sc_net_host_counts *gm_hosting_counts(const gm_hosting *h);

#endif
