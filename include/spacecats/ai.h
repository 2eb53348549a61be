/* Computer players: a table of levels, weakest first, each a policy that
 * picks one of the legal choices of the pending decision.
 *
 * A computer seat sees only what a human in its seat sees. The game state
 * holds hidden things (the generator, i.e. the future dice; the order of
 * the undrawn expedition and exploration tokens; the other players' secret
 * missions): before any lookahead a level copies the state and redraws
 * every hidden thing from its own seed, so it never reads the real future.
 *
 * Every level is deterministic: the same state, seat and seed give the same
 * choice. Search budgets are counted in iterations (simulated worlds), so a
 * game with computer seats replays exactly; a caller may put a deadline on
 * top (sc_ai_budget), and then the answer depends on how fast the machine
 * was. The functions keep no global state and may run on any thread
 * (several at once). */
#ifndef SPACECATS_AI_H
#define SPACECATS_AI_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "spacecats/game.h"

typedef struct sc_ai_level {
    const char *name;        /* lower case, one word: "kitten", "cadet", ... */
    const char *description; /* one line, in the game's voice */
    /* How strong it measured, one short line for the seat menu, e.g. "Wins
     * 64% of 2-player games against Cadet" (figures from docs/ai.md). The
     * description and strength are marked N_() in src/ai/ai.c: translate
     * them with _() where they are shown. */
    const char *strength;
    unsigned id; /* position in sc_ai_levels */
} sc_ai_level;

/* Every level, weakest first. */
extern const sc_ai_level sc_ai_levels[];
extern const size_t sc_ai_level_count;

/* The level with this name, or NULL. */
const sc_ai_level *sc_ai_level_find(const char *name);

/* The strongest level (the one the hint uses). */
const sc_ai_level *sc_ai_strongest(void);

/* How much a search may do. The levels that simulate (the commander, the
 * hint in the last stretch) are anytime searches: they start from captain's
 * answer and only ever replace it by a better-tested one, so stopped at any
 * point they answer with the best found so far.
 *
 * `worlds` counts work (simulated worlds per decision) and keeps the answer
 * a function of the inputs; `expired` is asked between two worlds and may
 * read a clock (the desktop's thinking thread caps every decision at a
 * quarter second that way), which makes the answer depend on the machine.
 * A NULL budget is the level's own: its worlds, no deadline. */
typedef struct sc_ai_budget {
    unsigned worlds;            /* most simulated worlds per decision; 0: the level's own */
    bool (*expired)(void *ctx); /* true: stop and answer now; NULL: never */
    void *ctx;
} sc_ai_budget;

/* Picks one of the n (n >= 1) legal choices of g's pending decision, which
 * must be seat `me`'s (choices as listed by sc_game_choices). Returns its
 * index, below n. */
size_t sc_ai_choose(const sc_ai_level *lvl, const sc_game *g, unsigned me, const sc_choice *choices,
                    size_t n, uint64_t seed);

/* The same within a budget (NULL: the level's own, as sc_ai_choose). */
size_t sc_ai_choose_within(const sc_ai_level *lvl, const sc_game *g, unsigned me,
                           const sc_choice *choices, size_t n, uint64_t seed,
                           const sc_ai_budget *budget);

/* What a hint's suggestion is the best of. Before the last stretch of a
 * game, the captain's value is a good guide; in it (the last expedition,
 * or one more crash ends the game) only winning counts, and points mislead.
 *
 * A value is in points but is not the points a move scores: it is what the
 * player gains, now and at the end of the game (goals included, and a share
 * of a goal coming within reach), less half of what the rivals gain on
 * average, against keeping the astronaut at home for a later expedition
 * (so a 4-point moon may be worth 1.5: the astronaut it uses up was worth
 * 2.5 kept). Staying aboard, travelling and boarding are valued on average
 * over the dice to come, a crash sending the astronaut home (0). */
typedef enum sc_ai_hint_basis {
    SC_HINT_BY_NOTHING, /* no figure: what the strongest level would do (missions) */
    SC_HINT_BY_POINTS,  /* the highest value (above) */
    SC_HINT_BY_WINNING, /* the best estimated chance to win */
} sc_ai_hint_basis;

/* "What is best, and by how much" for the decision in front of seat `me`.
 * The suggestion is the best choice by `basis`: its figure (value) is never
 * below the best other choice's (alt_value). Figures that do not apply to
 * the decision are NAN. */
typedef struct sc_ai_hint_t {
    sc_choice choice;    /* the suggestion */
    size_t index;        /* its index in sc_game_choices' list */
    uint8_t pending;     /* sc_pending_kind of the decision */
    uint8_t basis;       /* sc_ai_hint_basis: what the suggestion is best by */
    double value;        /* the suggestion's figure by the basis (a value or a chance to win) */
    double alt_value;    /* the best other choice's figure by the basis (NAN: no other) */
    sc_choice alt;       /* that other choice */
    double crash_chance; /* the next roll crashes, before rescues: at the rocket's space
                            (LAND), after the suggested move (TRAVEL), at the start of the
                            expedition with the suggested astronaut aboard (BOARD) */
    sc_choice land;      /* LAND, PARACHUTE: the landing the figures below are of: the
                            suggestion when it lands, else the best landing by the basis */
    double ev_stay;      /* value of staying aboard, on average (PARACHUTE: going home, 0) */
    double ev_leave;     /* value of `land` */
    double win_stay;     /* estimated chance to win if staying (BY_WINNING only) */
    double win_leave;    /* ... if taking `land` */
    double ev_choice;    /* value of the suggestion, on average (TRAVEL) */
} sc_ai_hint_t;

/* Fills *out for g's pending decision, which must be seat me's; returns
 * false when there is no decision of theirs to hint. Deterministic. */
bool sc_ai_hint(const sc_game *g, unsigned me, sc_ai_hint_t *out);

/* The same within a budget (NULL: as sc_ai_hint). Stopped early, the
 * winning chances are estimated over the worlds simulated so far, never
 * fewer than SC_AI_HINT_MIN_WORLDS. */
bool sc_ai_hint_within(const sc_game *g, unsigned me, const sc_ai_budget *budget,
                       sc_ai_hint_t *out);

enum { SC_AI_HINT_MIN_WORLDS = 32 };

#endif
