/* What a change of the game means: the facts of the log (the roll or the
 * decision, every point scored, every ability's effect, the headings of
 * the expeditions, the final scoring) and the events worth a callout (a
 * crash, a goal won, deep space reached, UFO contact, the secret missions
 * at the end), read off the states before and after one step.
 *
 * The same reading serves a game played and a game resumed: the log of a
 * saved game is rebuilt by replaying its record step by step
 * (sc_record_resume_each), so it is the log that was shown before the save. No
 * SDL, no pixels: a callout names the piece it happened at (a gm_spot). */
#ifndef GM_PLAY_EVENTS_H
#define GM_PLAY_EVENTS_H

#include "anim.h"
#include "game_log.h"
#include "spacecats/game.h"
#include "spacecats/record.h"

enum { GM_EVENTS_MAX = 16 };

typedef struct gm_events {
    unsigned n;
    gm_callout list[GM_EVENTS_MAX];
} gm_events;

/* The first facts of a game just dealt: the new game and, when it starts
 * with an expedition (no missions to choose), its heading. */
void gm_events_start(const sc_game *g, gm_log *log);

/* Reads one step (a roll or a decision) that made `after` of `before`:
 * adds its facts to log and writes the callouts it calls for to out (may
 * be NULL; emptied first). */
void gm_events_read(const sc_game *before, const sc_game *after, const sc_record_action *step,
                    gm_log *log, gm_events *out);

/* A crash happened between the two states. With no parachute aboard the
 * crash ends the expedition at once and the next one has begun (crashed is
 * false again), so the failure track is what tells. */
bool gm_events_crashed(const sc_game *before, const sc_game *after);

#endif
