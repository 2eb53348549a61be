/* A connection to a game hosted elsewhere (docs/network.md, "How the
 * desktop game will join"): the desktop game's side of sc_net_client over
 * an sc_net_link that dials the host. It says hello, takes the first open
 * seat under the player's name (or takes a seat back with its token),
 * keeps what the host says in arrival order and hands it on one message
 * at a time, so that a game session can show each event as it happens.
 * No SDL, no clock of its own: its owner tells it how much time passed.
 *
 * Not in the Windows build yet (no ENet there: docs/windows.md): there
 * gm_remote_dial fails with a message saying so. */
#ifndef GM_REMOTE_H
#define GM_REMOTE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "spacecats/game.h"

typedef struct gm_remote gm_remote;

enum {
    GM_REMOTE_PORT = 7246, /* the server's and a host's port unless told another */
    GM_REMOTE_ADDR_LEN = 64,
    GM_REMOTE_TOKEN_LEN = 33, /* 32 hexadecimal digits and the NUL */
    GM_REMOTE_MSG_LEN = 256,
    GM_REMOTE_NAME_LEN = 25,
};

/* Where to join, as a player types it: "ADDRESS", "ADDRESS:PORT", and for
 * one table of a server of several "ADDRESS:PORT/TABLE" (tables count
 * from 0; 0 unless said). ADDRESS is an IPv4 address or "localhost". */
typedef struct gm_remote_where {
    char address[GM_REMOTE_ADDR_LEN];
    uint16_t port;
    unsigned table;
} gm_remote_where;

/* False, with the reason in err (in the player's language), when the text
 * is not an address. */
bool gm_remote_parse(const char *text, gm_remote_where *out, char *err, size_t err_len);

typedef enum gm_remote_state {
    GM_REMOTE_DIALING, /* no answer yet */
    GM_REMOTE_WAITING, /* at the table, the game not started: the waiting room */
    GM_REMOTE_PLAYING, /* the game is on */
    GM_REMOTE_OVER,    /* the game ended: the whole record is here */
    GM_REMOTE_FAILED,  /* it will not go on: gm_remote_message says why */
} gm_remote_state;

/* What one message from the host changed, for the session. */
typedef enum gm_remote_news {
    GM_REMOTE_NEWS_NONE,  /* nothing (or nothing the game shows) */
    GM_REMOTE_NEWS_TABLE, /* the seats: who is connected */
    GM_REMOTE_NEWS_GAME,  /* the game moved: one event more, a new view, an undo */
    GM_REMOTE_NEWS_OVER,  /* the game ended */
    GM_REMOTE_NEWS_FAILED,
} gm_remote_news;

/* A connection that will speak for this program's version on this mat;
 * NULL when out of memory. */
gm_remote *gm_remote_new(const sc_mat *mat, const char *version);
void gm_remote_free(gm_remote *r);

/* Dials the host and, once welcomed, takes the first open seat as `name`,
 * asking for `colour` (the host gives the nearest free one if another
 * seat has it), or the seat `token` holds (NULL or "": none). False, with
 * the reason said (gm_remote_message), when it cannot even start. */
bool gm_remote_dial(gm_remote *r, const gm_remote_where *where, const char *name, unsigned colour,
                    const char *token);

/* Sends what waits and takes every message that came, keeping them in
 * order; dt_s: the seconds since the last call (a host that does not
 * answer within GM_REMOTE_PATIENCE_S is given up). Call every tick. */
#define GM_REMOTE_PATIENCE_S 5.0f
void gm_remote_service(gm_remote *r, float dt_s);
/* Hands the next message kept to the client's game: what it changed. */
gm_remote_news gm_remote_next(gm_remote *r);
/* Messages kept, not yet handed on. */
unsigned gm_remote_pending(const gm_remote *r);

gm_remote_state gm_remote_state_get(const gm_remote *r);
/* It failed on the way to the host (no answer, the connection lost, no
 * network), not by the host's word (a refusal, a message that cannot be):
 * dialing again may find the host. */
bool gm_remote_retryable(const gm_remote *r);
/* A new connection dialing the same host for the same seat (its token,
 * name and colour), as the first was dialed: the way back after a drop.
 * NULL when out of memory; failed at once (gm_remote_message) when it
 * cannot even start. */
gm_remote *gm_remote_again(const gm_remote *r);
/* Why it failed, or "" (in the player's language: "no answer from
 * 192.168.1.20:7246", both versions for a version mismatch ...). */
const char *gm_remote_message(const gm_remote *r);
const gm_remote_where *gm_remote_where_get(const gm_remote *r);

/* The game as our seats may see it (the whole game once over), or NULL
 * before it starts; the events it has; the record we hold (our view's
 * while playing, the whole record once over). */
const sc_game *gm_remote_game(const gm_remote *r);
unsigned gm_remote_events(const gm_remote *r);
const char *gm_remote_record(gm_remote *r, size_t *len);

/* The seats we hold (a bit per seat), and the token of the first: what
 * takes it back after a drop. */
unsigned gm_remote_seats(const gm_remote *r);
const char *gm_remote_token(const gm_remote *r);

/* The table as the host last told it: players (0 before the welcome),
 * and each seat. */
typedef enum gm_remote_seat_state {
    GM_REMOTE_SEAT_OPEN,     /* nobody yet */
    GM_REMOTE_SEAT_COMPUTER, /* name: its level, as the host words it */
    GM_REMOTE_SEAT_HERE,     /* a person, connected */
    GM_REMOTE_SEAT_AWAY,     /* a person whose connection dropped */
} gm_remote_seat_state;
typedef struct gm_remote_seat {
    gm_remote_seat_state state;
    unsigned colour; /* the host's for the seat (below SC_MAX_PLAYERS) */
    char name[GM_REMOTE_NAME_LEN];
    /* AWAY: the seconds left before a computer plays the seat, counted down
     * from what the host said (0: it waits for ever). */
    float away_s;
} gm_remote_seat;
unsigned gm_remote_players(const gm_remote *r);
void gm_remote_seat_get(const gm_remote *r, unsigned seat, gm_remote_seat *out);

/* Asks the host to roll, or to apply a choice of the pending decision
 * (the game we hold must be at it); false when it cannot be sent. */
bool gm_remote_roll(gm_remote *r);
bool gm_remote_choose(gm_remote *r, const sc_choice *c);
/* A request sent is not answered by an event yet. */
bool gm_remote_asked(const gm_remote *r);

/* Says goodbye and closes (the seat stays ours to take back with the token). */
void gm_remote_leave(gm_remote *r);

#endif
