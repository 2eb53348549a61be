/* What happened, in players' words: a decision or a roll as a sentence for
 * the game log ("Anne puts the Pilot aboard") or as advice for the hint
 * ("Put the Pilot aboard"). Translated (gettext). No SDL. */
#ifndef GM_DESCRIBE_H
#define GM_DESCRIBE_H

#include <stddef.h>
#include <stdint.h>

#include "spacecats/game.h"

/* The astronaut's name as players say it ("Moon doubler"), translated. */
const char *gm_ability_name(unsigned ability);

/* Choice c taken in state `before`: by `who` in the third person, or as an
 * instruction when who is NULL. */
void gm_describe_choice(const sc_game *before, const sc_choice *c, const char *who, char *buf,
                        size_t len);

/* A roll of n faces by `who`. */
void gm_describe_roll(const char *who, const uint8_t *faces, unsigned n, char *buf, size_t len);

#endif
