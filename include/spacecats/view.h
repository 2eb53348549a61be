/* What one seat may know of a game: its view. A rule of the game's
 * information, kept in the rules core so every driver that shows a game to
 * one player (a network client, a computer seat, a hint) agrees on it.
 *
 * A seat knows the board, every roll and decision made, the tokens drawn so
 * far and its own secret missions. It does not know the seed (it predicts
 * every roll and deal), the order of the undrawn expedition and exploration
 * tokens, nor the other seats' secret missions (dealt, returned or kept)
 * before the final scoring. */
#ifndef SPACECATS_VIEW_H
#define SPACECATS_VIEW_H

#include "spacecats/game.h"

/* Writes the game as the players of `seats` may know it to *out: seats has
 * a bit (1u << seat) per seat whose own secrets are known, several when
 * people share one screen, 0 for a spectator. Every other secret is
 * replaced by a placeholder drawn from what they know only:
 *   - the seed is 0 and the generator is seed 0's (the dice to come);
 *   - an undrawn position of the expedition and exploration piles holds the
 *     smallest tokens not drawn yet, in increasing order;
 *   - the other seats' dealt missions are the smallest tokens not dealt to
 *     the known seats, seat by seat, and each keeps the first of its placeholders
 *     (as many as it keeps); with the missions variant off, nobody knows any.
 * So two games that differ only in what they cannot know have views
 * equal byte for byte; the view of a view is itself; and a view plays on
 * as the game does up to the next draw of a token (the placeholder drawn
 * may differ). Scores read from a view count the placeholders' mission
 * points for the other seats: a display leaves them out before the end, as
 * it does at one screen. out may be g. */
void sc_game_view(const sc_game *g, unsigned seats, sc_game *out);

#endif
