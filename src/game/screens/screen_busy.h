/* The screen of a Space Cats that found its per-user folder owned by
 * another one (screen_busy.c): its places and words, for its drawing,
 * its clicks and the tests. */
#ifndef GM_SCREEN_BUSY_H
#define GM_SCREEN_BUSY_H

#include <stddef.h>

#include "layout.h"

/* It closes by itself after this long on show, answered or not. */
#define GM_BUSY_SECONDS 60.0f

/* The Close button: data/layout/board.yaml, screens.busy.close. */
gm_rect gm_busy_button(const gm_layout *lay);

/* What it says, in the current language, when the process holder (0:
 * unknown) owns the folder: what happened (the folder's path goes on the
 * next line), then why this game does not start. */
void gm_busy_words(long holder, char *what, size_t what_len, char *why, size_t why_len);

#endif
