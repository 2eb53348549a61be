/* The review screen (screen_review.c): after a game, or of a saved one,
 * each seat's winning chance across the game as a graph and the human
 * seats' turning points, each shown on the board as it was. The review is
 * worked out on a thread of its own with a progress bar and Cancel; the
 * game in play and its autosave are never touched (the record is copied).
 * One geometry function for every thing on it, used by its drawing, its
 * clicks and the tests. */
#ifndef GM_SCREEN_REVIEW_H
#define GM_SCREEN_REVIEW_H

#include <stdbool.h>

#include "layout.h"
#include "spacecats/review.h"

typedef struct gm_app gm_app;

enum { GM_REVIEW_ROWS = 3 }; /* turning points on a page of the list */

typedef enum gm_review_thing {
    GM_REVIEW_BACK,     /* back to the screen the review was opened from */
    GM_REVIEW_PROGRESS, /* the progress bar */
    GM_REVIEW_CANCEL,
    GM_REVIEW_GRAPH, /* the winning chances, seat by seat */
    GM_REVIEW_LEGEND,
    GM_REVIEW_PREV, /* pages of the list of turning points */
    GM_REVIEW_NEXT,
    GM_REVIEW_ROW,  /* a turning point of the list (row 0 to GM_REVIEW_ROWS - 1) */
    GM_REVIEW_SHOW, /* its button: show it on the board */
    /* On the board of a turning point: */
    GM_REVIEW_CARD,      /* the words */
    GM_REVIEW_BAR,       /* the strip of buttons over the play screen's */
    GM_REVIEW_TURN_PREV, /* the previous, the next turning point */
    GM_REVIEW_TURN_NEXT,
    GM_REVIEW_TO_GRAPH, /* back to the graph */
} gm_review_thing;

/* Where `what` (of row `row`) is: data/layout/board.yaml, screens.review. */
gm_rect gm_review_place(const gm_layout *lay, gm_review_thing what, unsigned row);

/* What the screen shows, for the tests (NULL when it is not open). */
typedef struct gm_review_view {
    bool finished;  /* the work is over (done, failed or cancelled) */
    bool cancelled; /* Cancel was clicked */
    unsigned done, total;
    const sc_review *review; /* once done; NULL otherwise */
    /* While it works: the review so far (the graph's first points, the
     * turning points found so far), NULL before anything is found. */
    const sc_review *so_far;
    unsigned n_turns; /* turning points, every human seat's, worst first (so far) */
    const sc_review_turn *turns[SC_MAX_PLAYERS * SC_REVIEW_MAX_TURNS];
    unsigned page;      /* of the list */
    int shown;          /* the turning point on the board, or -1: the graph */
    char message[1600]; /* a record that could not be read, cancelled; "" = none */
} gm_review_view;

const gm_review_view *gm_review_screen_view(const gm_app *app);

#endif
