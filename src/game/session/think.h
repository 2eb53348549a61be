/* A computer seat thinking off the UI thread.
 *
 * The play model hands a copy of the game and its legal choices to a
 * thinker and polls it each tick, so a level that searches never freezes
 * the window. A threaded thinker gives every decision and hint a
 * wall-clock deadline (GM_THINK_DEADLINE_MS after it starts): the levels
 * that search answer with their best so far when it passes, so nobody
 * waits for a computer more than a quarter second, however loaded the
 * machine. The game record keeps the moves made, so a game still replays
 * exactly; but a decision near the deadline may differ from one run to
 * the next.
 *
 * With threads off (tests, autoplay) the thinker decides at once inside
 * gm_think_start, with no deadline: the choice depends only on the inputs.
 * No SDL: plain POSIX threads. */
#ifndef GM_THINK_H
#define GM_THINK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "spacecats/ai.h"
#include "spacecats/game.h"

typedef struct gm_think gm_think;

/* The deadline of a threaded thinker's decisions and hints: the aim is a
 * quarter second, and this leaves room for the world in flight when it
 * passes, captain's solve before the first world and the next frame. */
enum { GM_THINK_DEADLINE_MS = 200 };

/* threaded: decide on a worker thread (false: at once, on the caller's). */
gm_think *gm_think_new(bool threaded);

/* Sets the deadline of the decisions and hints started from now on: `ms`
 * after each starts, or with on false none (the levels' own budgets, so
 * the choice depends only on the inputs). A threaded thinker starts with
 * GM_THINK_DEADLINE_MS, an unthreaded one with none. */
void gm_think_set_deadline(gm_think *t, bool on, unsigned ms);
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
