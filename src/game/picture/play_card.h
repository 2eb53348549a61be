/* Drawing what hover.h decides: the card of the piece under the pointer
 * (or pinned by a long press) with what it lights on the board, the tags
 * naming the spaces of each moon and planet, and the expedition token's
 * picture (its ability on it). Sizes come from the layout's card section. */
#ifndef GM_PLAY_CARD_H
#define GM_PLAY_CARD_H

#include <stdbool.h>

#include "play_draw.h"

/* The card on show, if any; false when none was drawn. */
bool gm_play_draw_card(const gm_canvas *cv, const gm_play_scene *sc);

/* A moon's or planet's points, drawn again over a ring around it
 * (play_draw_mat.c draws them). */
void gm_play_draw_points(const gm_canvas *cv, const gm_play_scene *sc, bool planet, unsigned index);

/* An expedition token of the mat (token: its index) in r: the token with
 * the picture of its ability. */
void gm_play_draw_exp_token(const gm_canvas *cv, const gm_play_scene *sc, gm_rect r,
                            unsigned token);

#endif
