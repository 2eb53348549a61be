/* The play screen's model: a game session (session.h) on the board, with
 * the UI-only state around it (the dice groups a human has selected),
 * driven by neutral input events. No SDL: tests drive it directly.
 *
 * A click is interpreted here into a choice, and the session applies it;
 * a click that makes no legal choice does nothing. Where things are on
 * screen comes from the layout only, so the renderer (play_draw.c) and the
 * hit-tests here always agree. */
#ifndef GM_PLAY_H
#define GM_PLAY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "input.h"
#include "layout.h"
#include "session.h"
#include "spacecats/game.h"

/* What is under a point of the screen. */
typedef enum gm_hit_kind {
    GM_HIT_NONE,
    GM_HIT_GROUP,  /* a rolled dice group; index = sc_face */
    GM_HIT_TRAY,   /* the dice tray elsewhere */
    GM_HIT_BUTTON, /* index = gm_button */
    GM_HIT_MOON,   /* index = moon */
    GM_HIT_PLANET, /* index = planet */
    GM_HIT_COMET,
    GM_HIT_GALAXY,
    GM_HIT_CELL,    /* an astronaut on a player board: board, index = ability */
    GM_HIT_WINDOW,  /* a rocket window; index = rocket seat */
    GM_HIT_MISSION, /* a dealt secret mission; index in the hand */
} gm_hit_kind;

typedef struct gm_hit {
    gm_hit_kind kind;
    unsigned index;
    unsigned board; /* GM_HIT_CELL: the player */
} gm_hit;

/* The travel selection a human is building: dice groups (by face), Pilots'
 * dice (by rocket seat) and the move's options (SC_MOVE_*). */
typedef struct gm_selection {
    uint8_t faces, pilots, flags;
} gm_selection;

typedef struct gm_play {
    const gm_layout *lay;
    gm_session *session; /* the game: owned */
    /* The selection being built, for the decision of session revision
     * sel_revision: any change of the game ends it. */
    gm_selection sel;
    unsigned sel_revision;
} gm_play;

/* A play model around a new session with no game yet (NULL when out of
 * memory), and its end (the session freed with it). */
gm_play *gm_play_new(const gm_layout *lay);
void gm_play_free(gm_play *p);

/* The game of p's session (a shorthand the drawing uses everywhere). */
const sc_game *gm_play_game(const gm_play *p);

/* The selection shown: a computer's plan on show (its dice lifted, its
 * target lit, as a human would build it), else the human's own for the
 * decision at hand. */
gm_selection gm_play_selection(const gm_play *p);
/* Sets the human's selection for the decision at hand. */
void gm_play_select(gm_play *p, gm_selection sel);

/* Feeds one input event; returns true when anything changed (redraw). */
bool gm_play_input(gm_play *p, const gm_input *in);

/* ---- queries for the renderer and tests -------------------------------- */

gm_hit gm_play_hit(const gm_play *p, float x, float y);

/* The rectangle of a rolled dice group (false when the face was not rolled). */
bool gm_play_group_rect(const gm_play *p, unsigned face, gm_rect *out);
/* Where the die of rocket seat `seat`'s Pilot shows in the tray (as
 * drawn: lifted when chosen); false when there is none (play_geom.h). */
bool gm_play_pilot_rect(const gm_play *p, unsigned seat, gm_rect *out);
/* A rolled group that some legal move uses. */
bool gm_play_group_usable(const gm_play *p, unsigned face);
bool gm_play_pilot_usable(const gm_play *p, unsigned seat);
/* The space the selected move lands on, or -1 when the selection is not a legal move. */
int gm_play_preview_space(const gm_play *p);
bool gm_play_button_enabled(const gm_play *p, gm_button b);
/* A legal LAND choice for this kind of body (GM_HIT_MOON ...), written to out. */
bool gm_play_land_choice(const gm_play *p, gm_hit_kind body, unsigned index, sc_choice *out);
bool gm_play_board_choosable(const gm_play *p, unsigned player, unsigned ability);

#endif
