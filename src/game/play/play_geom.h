/* Where the play screen's things are: one function per thing, from the
 * layout (and the game, where a thing's place depends on it). The drawing
 * (play_draw.c) and the hit-testing of clicks (play_input.c) both use
 * them, so what is drawn and what a click hits cannot disagree. No SDL. */
#ifndef GM_PLAY_GEOM_H
#define GM_PLAY_GEOM_H

#include <stdbool.h>

#include "anim.h"
#include "layout.h"
#include "spacecats/game.h"

gm_point gm_rect_centre(gm_rect r);

/* The rolled group of a face in the dice tray, all its dice side by side,
 * lifted when its face is among `chosen` (a bit per face: the selection)
 * (false when the face was not rolled, or no roll is showing). */
bool gm_geom_group(const gm_layout *lay, const sc_game *g, unsigned chosen, unsigned face,
                   gm_rect *out);

/* Whether rocket seat `seat` holds a Pilot whose die is not used this
 * expedition: while dice are chosen it shows in the tray as a die of its
 * own, after the groups (a click on it is a click on the Pilot's window). */
bool gm_geom_has_pilot_die(const sc_game *g, unsigned seat);
/* Where that die is, lifted when the seat is among `chosen` (a bit per
 * rocket seat: the selection); false when the seat has none. The groups
 * and the Pilots' dice share the tray: smaller when they would not fit. */
bool gm_geom_pilot_die(const gm_layout *lay, const sc_game *g, unsigned chosen, unsigned seat,
                       gm_rect *out);

/* Die i of a group whose rectangle is `group`. */
gm_rect gm_geom_group_die(const gm_layout *lay, gm_rect group, unsigned i);

/* A rocket seat's window (the rocket itself past the last window). */
gm_rect gm_geom_seat(const gm_layout *lay, unsigned seat);

/* The coin that shows a player's score on their board (where scored
 * points fly to). */
gm_rect gm_geom_score_coin(const gm_layout *lay, unsigned player);

/* ---- the pieces a hover card explains (hover.h): drawn and found here --- */

/* An astronaut standing on a moon, a planet, the comet or the galaxy: its
 * head, in landing order on its body (false when it is not on one). */
bool gm_geom_landed(const gm_layout *lay, const sc_game *g, unsigned player, unsigned ability,
                    gm_rect *out);

/* A space: its stone and the row of usable faces below it. */
gm_rect gm_geom_space(const gm_layout *lay, unsigned space);

/* Goal token i of n in the goals' panel. */
gm_rect gm_geom_goal(const gm_layout *lay, unsigned i, unsigned n);

/* The UFO marker at its space. */
gm_rect gm_geom_ufo(const gm_layout *lay, const sc_game *g);

/* The cosmic failure track: its n squares (the start and one per crash). */
gm_rect gm_geom_failures(const gm_layout *lay, unsigned n);

/* A moon's or planet's tag naming its spaces (planet: false for a moon),
 * sized for `chars` characters of text `size` high. */
gm_rect gm_geom_body_tag(const gm_layout *lay, bool planet, unsigned index, unsigned chars,
                         float size);

/* The centre of a spot of an animation. */
gm_point gm_geom_spot(const gm_layout *lay, gm_spot s);

#endif
