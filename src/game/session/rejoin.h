/* Taking a kept seat back after the game was closed and started again
 * (the title's Continue, screen_title.c; docs/network.md, "Coming back
 * after closing the game"): the host called with the seat's token, on
 * the schedule of a lost connection's tries (redial.h), the first at
 * once, one at a time, until the host seats us again. No SDL, no clock
 * of its own: its owner says how much time passed. */
#ifndef GM_REJOIN_H
#define GM_REJOIN_H

#include <stdbool.h>

#include "redial.h"
#include "remote.h"

typedef enum gm_rejoin_state {
    GM_REJOIN_OFF,     /* not calling */
    GM_REJOIN_ON,      /* tries under way (redial's state says which) */
    GM_REJOIN_SEATED,  /* the host has seated us again: gm_rejoin_take */
    GM_REJOIN_REFUSED, /* the host said no: gm_rejoin_message says why */
} gm_rejoin_state;

typedef struct gm_rejoin {
    gm_rejoin_state state;
    gm_redial redial;
    gm_remote *call; /* the try under way, or the connection seated */
    /* The host no longer knows the seat (its game over or gone): the
     * token is of no more use. */
    bool forgotten;
    char message[GM_REMOTE_MSG_LEN];
    /* What each try dials. */
    const sc_mat *mat;
    const char *version;
    gm_remote_where where;
    char name[GM_REMOTE_NAME_LEN];
    unsigned colour;
    char token[GM_REMOTE_TOKEN_LEN];
} gm_rejoin;

/* Starts calling where (as a player types it) for the seat token holds,
 * the first try at the next tick. False, with the reason in message,
 * when the address is not one. */
bool gm_rejoin_start(gm_rejoin *r, const sc_mat *mat, const char *version, const char *where,
                     const char *name, unsigned colour, const char *token);
/* dt_s more seconds: the tries served; the state after them. */
gm_rejoin_state gm_rejoin_tick(gm_rejoin *r, float dt_s);
/* The player asks for a try at once (after the tries gave up); true when
 * one begins. */
bool gm_rejoin_now(gm_rejoin *r);
/* SEATED: the connection, the caller's from now on (OFF again). */
gm_remote *gm_rejoin_take(gm_rejoin *r);
/* Stops calling (a try under way is closed); OFF. */
void gm_rejoin_stop(gm_rejoin *r);

#endif
