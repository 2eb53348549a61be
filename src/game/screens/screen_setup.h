/* The new-game screen's places: one function for every thing on it, used
 * by its drawing, its clicks and the tests, so they always agree. */
#ifndef GM_SCREEN_SETUP_H
#define GM_SCREEN_SETUP_H

#include "layout.h"
#include "seats.h"
#include "spacecats/ai.h"

typedef enum gm_setup_thing {
    GM_SETUP_FEWER, /* the screen's buttons (seat unused) */
    GM_SETUP_MORE,
    GM_SETUP_BACK,
    GM_SETUP_START,
    GM_SETUP_HEAD, /* a seat's row: the cat's head picks the colour */
    GM_SETUP_NAME,
    GM_SETUP_KIND, /* human or computer */
    GM_SETUP_LEVEL_PREV,
    GM_SETUP_LEVEL,
    GM_SETUP_LEVEL_NEXT,
    GM_SETUP_STARTS, /* the star: this seat starts */
    GM_SETUP_VARIANT /* seat is the variant's bit: UFO, exploration, missions */
} gm_setup_thing;

/* Where `what` of seat `seat` (or variant `seat`) is: data/layout/board.yaml,
 * screens.setup, a seat's row moved down by row_step. */
gm_rect gm_setup_place(const gm_layout *lay, gm_setup_thing what, unsigned seat);

typedef struct gm_app gm_app;

/* The seat whose name is being typed (-1: none), and the level described
 * under the seats, while the screen is up. */
int gm_setup_editing(const gm_app *app);
/* A seat of the game is open for a friend: Start hosts it. */
bool gm_setup_hosted(const gm_new_game *s);
/* A level's name as shown ("Captain" for "captain"), translated. */
void gm_setup_level_title(const sc_ai_level *lvl, char *buf, size_t len);
unsigned gm_setup_level_shown(const gm_app *app);

#endif
