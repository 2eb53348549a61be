/* Callouts on the play screen: the card of an event (a crash, a goal won,
 * deep space, UFO contact, the secret missions at the end) beside the piece
 * it happened at, with the points. The session queues them as animations
 * (GM_ANIM_CALLOUT, play.c); this module says where each card goes and
 * what it says, without pixels of its own: the sizes are the layout's
 * (screens.callout in data/layout/board.yaml). Cards shown together never
 * cover each other: a card that would is moved to the nearest free place.
 * No SDL; play_callout_draw.c draws them. */
#ifndef GM_PLAY_CALLOUT_H
#define GM_PLAY_CALLOUT_H

#include <stdbool.h>
#include <stddef.h>

#include "anim.h"
#include "layout.h"
#include "session.h"

/* A callout's card: where it goes and what it is about. */
typedef struct gm_callout_card {
    gm_rect r;
    gm_point anchor; /* the piece */
    const gm_anim *anim;
} gm_callout_card;

/* The cards of the callouts queued (on show or waiting, in queue order),
 * placed apart; returns their count (at most max). */
unsigned gm_callout_cards(const gm_layout *lay, const gm_anims *an, gm_callout_card *out,
                          unsigned max);

/* A callout's words in the current language: the headline ("Crash!"),
 * a line of detail (who, where) and the points ("+6", or "" when none). */
void gm_callout_words(const gm_session *p, const gm_callout *c, char *title, size_t title_len,
                      char *detail, size_t detail_len, char *points, size_t points_len);

/* What the board is telling while its show runs, before it moves on to the
 * next decision: GM_CALLOUT_CRASH (the crash's callout in *crash, crash may
 * be NULL), GM_CALLOUT_DEEP (the rocket gone into deep space, everyone
 * aboard leaving it), else GM_CALLOUT_KINDS. */
gm_callout_kind gm_callout_telling(const gm_session *p, const gm_callout **crash);

/* The banner while the rocket's crash shows ("Crash! ...") or while it
 * flies into deep space and everyone aboard leaves it ("Deep space! ..."),
 * with its icon's art in *icon (icon may be NULL): true, so the banner does
 * not move on to the next decision before what happened is told. */
bool gm_callout_banner(const gm_session *p, char *buf, size_t len, const char **icon);

#endif
