/* The saved-games screen's places: one function for every thing on it,
 * used by its drawing, its clicks and the tests, so they always agree. */
#ifndef GM_SCREEN_SAVES_H
#define GM_SCREEN_SAVES_H

#include "layout.h"
#include "saves.h"

enum { GM_SAVES_ROWS = 8 }; /* saves on a page */

typedef enum gm_saves_thing {
    GM_SAVES_BACK, /* the screen's buttons (row unused) */
    GM_SAVES_SAVE, /* save the game in play (twice: name it, then save) */
    GM_SAVES_EXPORT,
    GM_SAVES_PREV, /* pages */
    GM_SAVES_NEXT,
    GM_SAVES_NAME_FIELD, /* the name of a new save, while it is typed */
    GM_SAVES_PANEL,      /* the list */
    GM_SAVES_LOAD,       /* a row's buttons (row 0 to GM_SAVES_ROWS - 1 of the page) */
    GM_SAVES_EXPORT_ROW,
    GM_SAVES_DELETE,
    GM_SAVES_REVIEW, /* the review of the save (screen_review.h) */
} gm_saves_thing;

/* Where `what` (of row `row` of the page) is: data/layout/board.yaml,
 * screens.saves, a row's buttons moved down by row_step. */
gm_rect gm_saves_place(const gm_layout *lay, gm_saves_thing what, unsigned row);

typedef struct gm_app gm_app;

/* The screen's state (the list shown, the page, a confirm asked), while it
 * is on the screen stack; NULL otherwise. */
gm_saves_view *gm_saves_screen_view(const gm_app *app);

#endif
