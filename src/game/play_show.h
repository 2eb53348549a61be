/* The show of a change: the animations that tell how the game before a
 * choice became the game as it is, in the game's terms (the rocket flies
 * from space 6 to space 9, a cat of player 2 from rocket seat 3 to moon 4,
 * 7 points to player 2's score, the callouts saying why), and the scores
 * as the board shows them meanwhile. */
#ifndef GM_PLAY_SHOW_H
#define GM_PLAY_SHOW_H

#include "play.h"
#include "play_events.h"

/* Queues the animations that show how `before` became p's game through
 * choice c (NULL: not a choice), ev what it meant (none at instant speed,
 * nor while skipping to a human's decision). */
void gm_play_show_change(gm_play *p, const sc_game *before, const sc_choice *c,
                         const gm_events *ev);

#endif
