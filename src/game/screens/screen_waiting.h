/* The waiting room of a joined table: its places, for its drawing, its
 * clicks and the tests. */
#ifndef GM_SCREEN_WAITING_H
#define GM_SCREEN_WAITING_H

#include "layout.h"

typedef enum gm_waiting_thing {
    GM_WAITING_HEAD,  /* a seat's row: its cat's head ... */
    GM_WAITING_NAME,  /* ... its name ... */
    GM_WAITING_STATE, /* ... and what it is (you, connected, away, a computer, open) */
    GM_WAITING_LEAVE,
} gm_waiting_thing;

gm_rect gm_waiting_place(const gm_layout *lay, gm_waiting_thing what, unsigned seat);

#endif
