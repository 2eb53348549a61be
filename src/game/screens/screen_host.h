/* Hosting a game for friends: what to tell them (the join code, this
 * machine's addresses and the port) and the waiting room, where the seats
 * left open for friends fill as they join; the host starts when ready. */
#ifndef GM_SCREEN_HOST_H
#define GM_SCREEN_HOST_H

#include <stdbool.h>

#include "layout.h"

typedef struct gm_app gm_app;

typedef enum gm_host_thing {
    GM_HOST_BACK,
    GM_HOST_START,
} gm_host_thing;

/* Where a button is (data/layout/board.yaml, screens.host). */
gm_rect gm_host_place(const gm_layout *lay, gm_host_thing what);

/* The table the screen hosts until Start hands it to the game, or NULL. */
typedef struct gm_hosting gm_hosting;
const gm_hosting *gm_host_table(const gm_app *app);

/* The screen could not host (the port in use ...): why, in the player's
 * words, or NULL while it hosts. */
const char *gm_host_failure(const gm_app *app);

#endif
