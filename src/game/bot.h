/* The stand-in computer player until the AI levels plug in (ai.h): a simple
 * policy with the same shape as sc_ai_choose. It sees the state and the
 * legal choices and draws any randomness from the generator it is given. */
#ifndef GM_BOT_H
#define GM_BOT_H

#include <stddef.h>

#include "spacecats/game.h"
#include "spacecats/rng.h"

/* Index of the chosen one of the n (n >= 1) legal choices. */
size_t gm_bot_choose(const sc_game *g, const sc_choice *choices, size_t n, sc_rng *rng);

#endif
