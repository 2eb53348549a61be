/* The join screen's places, for its drawing, its clicks and the tests. */
#ifndef GM_SCREEN_JOIN_H
#define GM_SCREEN_JOIN_H

#include "app.h"
#include "layout.h"

typedef enum gm_join_thing {
    GM_JOIN_ADDRESS, /* the code or address typed */
    GM_JOIN_NAME,
    GM_JOIN_COLOUR, /* a click gives the next colour */
    GM_JOIN_BACK,   /* Back (Stop while calling) */
    GM_JOIN_GO,     /* Join */
} gm_join_thing;

gm_rect gm_join_place(const gm_layout *lay, gm_join_thing what);

/* What the screen says now: why joining failed, "Calling ...", or "". */
const char *gm_join_message(const gm_app *app);

#endif
