/* A client's side of a game played over the network (docs/network.md): the
 * messages it sends, and what the host sends made into a game it can show
 * and play. The client never has the seed nor the other seats' secrets: it
 * holds the record of what its seats may see (the header of their view,
 * spacecats/view.h, and every event with its dice), replays it, and shows
 * the view of the result. Once the game is over the host sends the whole
 * record, which replaces it.
 *
 * The host judges, but its messages are checked as any input: one that
 * does not decode, does not follow, or does not replay ends the game with
 * a reason, never a crash. No I/O, no clock, no global state. */
#ifndef SPACECATS_NET_CLIENT_H
#define SPACECATS_NET_CLIENT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "spacecats/game.h"
#include "spacecats/net_msg.h"

typedef struct sc_net_client sc_net_client;

/* What a message from the host changed. */
typedef enum sc_net_news {
    SC_NET_NEWS_NONE,    /* nothing shown changed */
    SC_NET_NEWS_TABLE,   /* the waiting room: the welcome, a seat's state */
    SC_NET_NEWS_SEATED,  /* a seat is ours (keep its token to come back) */
    SC_NET_NEWS_GAME,    /* the game moved: its view, an event, an undo */
    SC_NET_NEWS_DENIED,  /* our last request was refused (sc_net_client_denied) */
    SC_NET_NEWS_OVER,    /* the game is over: the whole record is here */
    SC_NET_NEWS_REFUSED, /* the host will not have us: why says so (a version, a seat ...) */
    SC_NET_NEWS_BROKEN,  /* the host sent what cannot be: why says what; leave */
} sc_net_news;

sc_net_client *sc_net_client_new(const sc_mat *mat, const char *version);
void sc_net_client_free(sc_net_client *c);

/* The messages a client sends, written to buf: their length, or 0 when
 * they cannot be said (a name too long, no game, cap too small). cap of
 * SC_NET_MAX_CLIENT_MSG is always enough. */
size_t sc_net_client_hello(const sc_net_client *c, unsigned table, char *buf, size_t cap);
/* colour: the one the player picked (below SC_NET_COLOURS); the host gives
 * the nearest free one when another seat has it. */
size_t sc_net_client_join(const sc_net_client *c, unsigned seat, unsigned colour, const char *name,
                          char *buf, size_t cap);
size_t sc_net_client_rejoin(const sc_net_client *c, const char *token, char *buf, size_t cap);
/* The roll of the commander, or a choice of the pending decision, as the
 * answer to the game the client holds. */
size_t sc_net_client_roll(const sc_net_client *c, char *buf, size_t cap);
size_t sc_net_client_choose(const sc_net_client *c, const sc_choice *choice, char *buf, size_t cap);
size_t sc_net_client_bye(char *buf, size_t cap);

/* Takes one message from the host. For REFUSED and BROKEN, why (English,
 * for a log; a screen words it from sc_net_client_refusal) says why. */
sc_net_news sc_net_client_received(sc_net_client *c, const void *data, size_t len, char *why,
                                   size_t why_len);

/* The game as the client's seats may see it, or NULL before it starts;
 * once over, the whole game. */
const sc_game *sc_net_client_game(const sc_net_client *c);
unsigned sc_net_client_events(const sc_net_client *c);
unsigned sc_net_client_seats(const sc_net_client *c); /* bit per seat held */
bool sc_net_client_over(const sc_net_client *c);
/* The record the client holds: its seats' view (seed 0, placeholders), or
 * once over the whole record. Valid until the next message. */
const char *sc_net_client_record(sc_net_client *c, size_t *len);
/* The token of a seat held (32 hex digits), or NULL. */
const char *sc_net_client_token(const sc_net_client *c, unsigned seat);

/* The table as the host last told it. */
typedef struct sc_net_client_seat {
    uint8_t state;  /* sc_net_seat_state */
    uint8_t colour; /* the host's for the seat: every window shows it so */
    char name[SC_NET_MAX_NAME + 1];
    /* AWAY: the seconds the host said were left, when it said so, before a
     * computer plays the seat (a screen counts down from there); 0: the
     * seat waits for ever. */
    uint32_t away_s;
} sc_net_client_seat;
unsigned sc_net_client_players(const sc_net_client *c); /* 0 before the welcome */
void sc_net_client_seat_get(const sc_net_client *c, unsigned seat, sc_net_client_seat *out);

/* The code of the last `denied` (sc_net_deny_word's words), or "". */
const char *sc_net_client_denied(const sc_net_client *c);

/* The last refusal: its code ("version", "taken", "full", ...) and, for a
 * version, the host's protocol and program version. */
typedef struct sc_net_refusal {
    char code[SC_NET_MAX_WORD + 1];
    uint32_t protocol;
    char version[SC_NET_MAX_WORD + 1];
} sc_net_refusal;
const sc_net_refusal *sc_net_client_refusal(const sc_net_client *c);

#endif
