/* The join screen's places, for its drawing, its clicks and the tests. */
#ifndef GM_SCREEN_JOIN_H
#define GM_SCREEN_JOIN_H

#include "layout.h"
#include "screen.h"

typedef enum gm_join_thing {
    GM_JOIN_ADDRESS, /* the code or address typed */
    GM_JOIN_NAME,
    GM_JOIN_COLOUR, /* a click gives the next colour */
    GM_JOIN_BACK,   /* Back (Stop while calling) */
    GM_JOIN_GO,     /* Join */
    GM_JOIN_FOUND,  /* the games found on the local network: a click on one joins it */
} gm_join_thing;

gm_rect gm_join_place(const gm_layout *lay, gm_join_thing what);
/* The rows of the games found: as many as fit, the i-th's place. */
unsigned gm_join_found_rows(const gm_layout *lay);
gm_rect gm_join_found_row(const gm_layout *lay, unsigned i);

/* The games the screen has found (its list), or NULL. */
typedef struct gm_finding gm_finding;
const gm_finding *gm_join_finding(const gm_app *app);

/* What the screen says now: why joining failed, "Calling ...", or "". */
const char *gm_join_message(const gm_app *app);

#endif
