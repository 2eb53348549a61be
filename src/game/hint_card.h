/* The hint card's words: the suggestion (headline), why in one sentence,
 * and its figures, the measure the suggestion is best by first. Built from
 * the AI's hint in the current language; no SDL, so tests read exactly what
 * the card shows. */
#ifndef GM_HINT_CARD_H
#define GM_HINT_CARD_H

#include "play.h"

enum { GM_HINT_FIGURES = 6 };

typedef struct gm_hint_figure {
    char label[96];
    char value[32];
    double raw;   /* the figure itself (a chance from 0 to 1, or points) */
    bool percent; /* a chance, shown as a percentage */
} gm_hint_figure;

typedef struct gm_hint_card {
    char headline[96];
    char reason[320];
    unsigned n_figures;
    gm_hint_figure figures[GM_HINT_FIGURES];
} gm_hint_card;

/* The card of hint h for the decision in front of p, seen by `viewer`
 * (which mission to give back is told to its owner only). */
void gm_hint_card_make(const gm_play *p, int viewer, const sc_ai_hint_t *h, gm_hint_card *out);

#endif
