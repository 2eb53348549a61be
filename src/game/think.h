/* A computer seat thinking off the UI thread.
 *
 * The play model hands a copy of the game and its legal choices to a
 * thinker and polls it each tick, so a level that searches for a second
 * never freezes the window. The choice depends only on the inputs (the
 * levels are deterministic), never on when it is polled, so a game with
 * computer seats replays exactly whichever thread did the work.
 *
 * With threads off (tests, autoplay) the thinker decides at once inside
 * gm_think_start. No SDL: plain POSIX threads. */
#ifndef GM_THINK_H
#define GM_THINK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "spacecats/ai.h"
#include "spacecats/game.h"

typedef struct gm_think gm_think;

/* threaded: decide on a worker thread (false: at once, on the caller's). */
gm_think *gm_think_new(bool threaded);
void gm_think_free(gm_think *t);

/* Starts a decision for seat `me` at level `level` (index into sc_ai_levels)
 * over g's n legal choices (copied). Any decision still running is dropped
 * (its result is ignored). */
void gm_think_start(gm_think *t, const sc_game *g, unsigned me, unsigned level,
                    const sc_choice *choices, size_t n, uint64_t seed);

/* True once the decision started last is ready; its index in *index. */
bool gm_think_poll(gm_think *t, size_t *index);

/* The same for a hint (sc_ai_hint) to seat me: started, then polled. A
 * hint that cannot be made (not me's decision) polls as ready with
 * *valid false. */
void gm_think_start_hint(gm_think *t, const sc_game *g, unsigned me);
bool gm_think_poll_hint(gm_think *t, sc_ai_hint_t *out, bool *valid);

/* Drops the decision in flight, if any (undo, a new game, leaving). */
void gm_think_cancel(gm_think *t);

#endif
