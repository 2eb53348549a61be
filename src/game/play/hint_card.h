/* The hint card's words: the suggestion (headline), why in words that
 * say what each figure measures, its figures (the measure the suggestion
 * is best by first) and, when values are shown, what a value is. Built
 * from the AI's hint in the current language; no SDL, so tests read
 * exactly what the card shows. */
#ifndef GM_HINT_CARD_H
#define GM_HINT_CARD_H

#include "play.h"

enum { GM_HINT_FIGURES = 7 };

typedef struct gm_hint_figure {
    char label[96];
    char value[32];
    double raw;      /* the figure itself: a chance from 0 to 1, a value, or points */
    bool percent;    /* a chance, shown as a percentage */
    bool points;     /* the points a landing scores at once, as the board counts them;
                        neither a chance nor a value (spacecats/ai.h says what a value is) */
    bool points_end; /* the points it adds to the player's score as it stands (the
                        score if the game ended now: planets, goals, missions too) */
} gm_hint_figure;

typedef struct gm_hint_card {
    char headline[96];
    char reason[480];
    char note[320]; /* what a value is, when the card shows values; "" otherwise */
    unsigned n_figures;
    gm_hint_figure figures[GM_HINT_FIGURES];
} gm_hint_card;

/* The card of hint h for the decision in front of p, seen by `viewer`
 * (which mission to give back is told to its owner only). */
void gm_hint_card_make(const gm_play *p, int viewer, const sc_ai_hint_t *h, gm_hint_card *out);

#endif
