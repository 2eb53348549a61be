/* What happened, in players' words: a decision or a roll as a sentence for
 * the game log ("Anne puts the Pilot aboard") or as advice for the hint
 * ("Put the Pilot aboard"). Translated (gettext). No SDL. */
#ifndef GM_DESCRIBE_H
#define GM_DESCRIBE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "spacecats/game.h"

/* The astronaut's name as players say it ("Moon doubler"), translated. */
const char *gm_ability_name(unsigned ability);

/* A planet's name with its article ("the Cardboard Box", "la Boîte en
 * carton"), translated, into buf. */
const char *gm_planet_with_article(const char *name, char *buf, size_t len);

/* Where a LAND choice lands, with its article: "the 5-point moon", "the
 * Yarn Ball", "deep space" (the Lander's step). */
void gm_describe_target(const sc_mat *m, const sc_choice *c, char *buf, size_t len);

/* A choice with what its sentence needs from the state it was taken in, so
 * it can be put into words later (the game log, after a language change). */
typedef struct gm_deed {
    sc_choice choice;
    uint8_t from;     /* MOVE: the rocket's space before it */
    uint8_t distance; /* MOVE: the spaces it flies */
    bool parachute;   /* LAND, STAY: a parachute landing's decision */
} gm_deed;

gm_deed gm_deed_of(const sc_game *before, const sc_choice *c);

/* A deed on this mat: by `who` in the third person, or as an instruction
 * when who is NULL. */
void gm_describe_deed(const sc_mat *mat, const gm_deed *d, const char *who, char *buf, size_t len);

/* Choice c taken in state `before`, as gm_describe_deed says it. */
void gm_describe_choice(const sc_game *before, const sc_choice *c, const char *who, char *buf,
                        size_t len);

/* A roll of n faces by `who`. */
void gm_describe_roll(const char *who, const uint8_t *faces, unsigned n, char *buf, size_t len);

#endif
