/* When a joined game's connection to its host is lost, the game calls the
 * host again by itself (docs/network.md, "A lost connection is called
 * again"): this is the schedule alone, on the clock its owner gives it
 * (no network, no SDL), so that a test can run minutes of it at once.
 *
 * The first try comes GM_REDIAL_FIRST_S after the loss (a blip of the
 * network passes), each next one GM_REDIAL_EVERY_S after the last came to
 * nothing; after GM_REDIAL_TRIES tries it gives up, until the player asks
 * for another (Join again). At most one try is under way at a time. */
#ifndef GM_REDIAL_H
#define GM_REDIAL_H

#include <stdbool.h>

enum {
    GM_REDIAL_TRIES = 40, /* about five minutes of a host that does not answer */
};
#define GM_REDIAL_FIRST_S 1.0f
#define GM_REDIAL_EVERY_S 3.0f
/* A try that is neither seated nor refused by then is given up (a host
 * that answers the hello but never the seat). */
#define GM_REDIAL_PATIENCE_S 15.0f

typedef enum gm_redial_state {
    GM_REDIAL_OFF,     /* nothing to call: connected, or the host said no */
    GM_REDIAL_WAITING, /* the next try in gm_redial_seconds */
    GM_REDIAL_CALLING, /* a try under way */
    GM_REDIAL_GAVE_UP, /* GM_REDIAL_TRIES came to nothing: the player's click */
} gm_redial_state;

typedef struct gm_redial {
    gm_redial_state state;
    unsigned tries; /* begun since the loss, or since the player asked again */
    float wait_s;   /* WAITING: before the next try; CALLING: since it began */
} gm_redial;

/* The connection was lost: the first try is due in GM_REDIAL_FIRST_S. */
void gm_redial_start(gm_redial *r);
/* dt_s more seconds: true when a try is to begin now (the state is then
 * CALLING and the try counted). */
bool gm_redial_due(gm_redial *r, float dt_s);
/* The try under way came to nothing: the next one waits, or none after
 * the last. */
void gm_redial_failed(gm_redial *r);
/* The player asks for a try (Join again): at once, unless one is under
 * way; after giving up, a new run of GM_REDIAL_TRIES. True when a try is
 * to begin now. */
bool gm_redial_now(gm_redial *r);
/* The whole seconds before the next try, as a countdown says them (0.2 s
 * left is 1). */
unsigned gm_redial_seconds(const gm_redial *r);

#endif
