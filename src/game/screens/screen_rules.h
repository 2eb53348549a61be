/* The rules screen's places: one function for every thing on it, used by
 * its drawing, its clicks and the tests, so they always agree. */
#ifndef GM_SCREEN_RULES_H
#define GM_SCREEN_RULES_H

#include "layout.h"
#include "screen.h"

typedef enum gm_rules_thing {
    GM_RULES_BACK, /* the buttons (i unused) */
    GM_RULES_PREV,
    GM_RULES_NEXT,
    GM_RULES_TOC,     /* the contents' panel */
    GM_RULES_TOC_ROW, /* its line i: a click opens page i */
    GM_RULES_PAGE,    /* the page's panel */
    GM_RULES_TEXT     /* the paragraphs' area, scrolled inside */
} gm_rules_thing;

/* Where `what` is: data/layout/board.yaml, screens.rules. */
gm_rect gm_rules_place(const gm_layout *lay, gm_rules_thing what, unsigned i);

/* The page shown (from 0), and how many there are (0 when the rules could
 * not be read); 0 and 0 when the screen is not up. */
unsigned gm_rules_page(const gm_app *app);
unsigned gm_rules_pages(const gm_app *app);

#endif
