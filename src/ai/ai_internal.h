/* Internals of the computer players, shared by the levels, the tests and
 * the tools. Not installed. */
#ifndef SPACECATS_AI_INTERNAL_H
#define SPACECATS_AI_INTERNAL_H

#include <math.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "spacecats/ai.h"
#include "spacecats/game.h"

/* INFINITY and NAN are floats; the AI computes in doubles. */
#define AI_NEG_INF (-(double)INFINITY)
#define AI_NAN ((double)NAN)

/* ---- the exact dice solver (solver.c) ----------------------------------
 *
 * The commander's travel is a small exact problem. Given, for every space,
 * what stopping there is worth to the player the solver works for (land),
 * what a crash there is worth (crash) and what deep space is worth (deep),
 * ai_solve_value() returns the expected value of "the rocket is about to
 * roll at `space` with `pool` dice, `pilots` unused pilots aboard and the
 * expedition token's ability unused (token >= 0) or not (-1)", when every
 * travel and every stop is chosen to maximise that value (expectimax over
 * the exact roll distribution of mat->die_sides). Exploration tokens and the
 * UFO on the track are part of the leaves (bonus, jump, regain). */

enum { AI_MAX_ROLLS = 1287 }; /* multisets of up to 8 dice over 5 faces, summed */

typedef struct ai_leaves {
    double land[SC_MAX_SPACES];      /* stopping here after a travel; AI_NEG_INF: cannot */
    double crash[SC_MAX_SPACES + 1]; /* the rocket crashes here */
    double bonus[SC_MAX_SPACES + 1]; /* gained when a travel ends here */
    uint8_t jump[SC_MAX_SPACES];     /* a tunnel here moves the rocket on by this */
    uint8_t regain[SC_MAX_SPACES];   /* a regain token here gives a die back */
    double deep;                     /* reaching deep space */
} ai_leaves;

typedef struct ai_roll {
    uint8_t count[SC_FACE_COUNT];
    double prob;
} ai_roll;

typedef struct ai_solver {
    const sc_mat *mat;
    const ai_leaves *lv;
    int token;      /* the expedition token (index in the mat), or -1 */
    bool reference; /* tests: the general search only, no fast path */
    unsigned n_rolls[SC_MAX_DICE + 1];
    unsigned first_roll[SC_MAX_DICE + 1];
    ai_roll rolls[AI_MAX_ROLLS];
    uint8_t value[SC_MAX_SPACES][SC_FACE_COUNT]; /* travel of one die, 0 if unusable */
    double memo[SC_MAX_SPACES + 1][SC_MAX_DICE + 1][SC_MAX_PLAYERS + 1][2];
    double after[SC_MAX_SPACES + 1][SC_MAX_DICE + 1][SC_MAX_PLAYERS + 1][2]; /* after a move */
} ai_solver;

void ai_solver_init(ai_solver *s, const sc_mat *mat, const ai_leaves *lv, int token);
/* The same for the mat s was last initialised with: new leaves and token,
 * the rolls kept. */
void ai_solver_reset(ai_solver *s, const ai_leaves *lv, int token);

/* Before a roll. */
double ai_solve_value(ai_solver *s, unsigned space, unsigned pool, unsigned pilots,
                      bool token_unused);

/* After a travel ended on `space` (deep space included): the leaf, the
 * exploration token and the best of stopping and going on. */
double ai_solve_after_move(ai_solver *s, unsigned space, unsigned pool, unsigned pilots,
                           bool token_unused);

/* The value of one legal TRAVEL choice of g (MOVE, REROLL or CRASH), g's
 * commander being the solver's player. */
double ai_solve_choice(ai_solver *s, const sc_game *g, const sc_choice *c);

/* Unused pilots aboard that the commander may still use. */
unsigned ai_pilots_aboard(const sc_game *g);

/* The expedition token whose ability is still unused, or -1. */
int ai_live_token(const sc_game *g);

/* ---- evaluation (eval.c) ---------------------------------------------- */

/* Redraws the hidden things of g as seat `me` knows them: the dice to come,
 * the undrawn expedition and exploration tokens, the other players'
 * missions. */
void ai_determinize(const sc_game *g, unsigned me, uint64_t seed, sc_game *out);

/* Tuning of a value model. */
typedef struct ai_model {
    double opp_weight; /* how much an opponent's gain counts against mine */
    double home_value; /* an astronaut kept at home, early in the game */
    double progress;   /* share of a goal's points for coming within one */
    double follow;     /* staying aboard as a passenger: share of the solved value */
} ai_model;

extern const ai_model ai_model_captain;

/* Points (and opponents' points, weighted) gained by placing the astronaut
 * `ability` of player `me` on a target (sc_target, index). */
double ai_target_value(const sc_game *g, const ai_model *m, unsigned me, unsigned ability,
                       unsigned target, unsigned index);

/* The deep-space value of the astronaut: comet (commander) or galaxy. */
double ai_deep_value(const sc_game *g, const ai_model *m, unsigned me, unsigned ability,
                     bool comet);

/* What keeping one astronaut at home is worth now. */
double ai_home_value(const sc_game *g, const ai_model *m, unsigned me);

/* The best landing (value, choice) for the astronaut at rocket seat `seat`
 * as if the rocket stood on `space`, crashed or not. Returns AI_NEG_INF when
 * there is none. */
double ai_best_landing(const sc_game *g, const ai_model *m, unsigned me, unsigned seat,
                       unsigned space, bool crashed, sc_choice *best);

/* Fills the solver's leaves for seat `seat` (of player me) in g. */
void ai_fill_leaves(const sc_game *g, const ai_model *m, unsigned me, unsigned seat, bool commander,
                    ai_leaves *lv);

/* Win share of `me` at the end of a game (1/k for a k-way shared win),
 * plus a small term for the score margin. */
double ai_outcome(const sc_game *g, unsigned me);

/* ---- the levels (levels.c) -------------------------------------------- */

size_t ai_choose_kitten(const sc_game *g, unsigned me, const sc_choice *c, size_t n, uint64_t seed);
size_t ai_choose_cadet(const sc_game *g, unsigned me, const sc_choice *c, size_t n, uint64_t seed);
/* The players of the commander's simulations: cadet, knowing the variants. */
size_t ai_choose_rollout(const sc_game *g, unsigned me, const sc_choice *c, size_t n);
size_t ai_choose_captain(const sc_game *g, unsigned me, const sc_choice *c, size_t n,
                         uint64_t seed);
/* Captain's travels and landings, solves cached between calls whose leaves
 * are equal: the deciding seat inside the commander's simulations. */
size_t ai_choose_rollout_captain(const sc_game *g, unsigned me, const sc_choice *c, size_t n);
size_t ai_choose_commander(const sc_game *g, unsigned me, const sc_choice *c, size_t n,
                           uint64_t seed, const sc_ai_budget *budget);

/* Captain's numbers, for the hint: the solved value of the best travel
 * choice; the solved value of staying and the best landing's value. */
size_t ai_captain_travel_value(const sc_game *g, unsigned me, const sc_choice *c, size_t n,
                               double *value);
/* The solved value of every travel choice (each[i]); returns the best. */
size_t ai_captain_travel_values(const sc_game *g, unsigned me, const sc_choice *c, size_t n,
                                double *each);
size_t ai_captain_land_values(const sc_game *g, unsigned me, const sc_choice *c, size_t n,
                              double *stay, double *leave);

/* Captain's value of boarding each astronaut (solved expedition value less
 * what the astronaut is worth kept for later). */
void ai_captain_board_values(const sc_game *g, unsigned me, const sc_choice *c, size_t n,
                             double *out);

/* ---- the commander's search (commander.c) ------------------------------ */

/* Simulated worlds per choice for the hint's winning chances. */
enum { AI_COMMANDER_ROLLOUTS = 256 };

/* Before the endgame the commander tests a landing decision only when
 * captain's values of staying and of the best landing are closer than
 * this (points). */
#define AI_COMMANDER_CLOSE_CALL 3.0

/* Plays g to the end, every seat by the simulations' rules
 * (ai_choose_rollout), the dice drawn from
 * `world` by (expedition, roll, die) so that two branches of one world see
 * the same dice wherever they roll at the same moment. */
void ai_rollout(sc_game *g, uint64_t world);

/* The roll number `roll_index` of the current expedition in `world`. */
void ai_world_roll(sc_game *g, uint64_t world, unsigned roll_index);

/* The same, but every seat plays captain's travels and landings
 * (ai_choose_rollout_captain) while the game is in expedition
 * `captain_expedition` (the decision's; ~0u for none). */
void ai_rollout_from(sc_game *g, uint64_t world, unsigned captain_expedition);

/* Monte Carlo estimate of each choice's win share (common worlds for every
 * choice), over `rollouts` worlds or, when the budget expires, the worlds
 * so far (never fewer than SC_AI_HINT_MIN_WORLDS). Writes n values to out;
 * returns the index of the best. */
size_t ai_mc_values(const sc_game *g, unsigned me, const sc_choice *c, size_t n, uint64_t seed,
                    unsigned rollouts, const sc_ai_budget *budget, double *out);

/* The last stretch of a game: the last expedition (someone has placed every
 * astronaut) or one more crash ends it. */
bool ai_last_stretch(const sc_game *g);

/* The commander's test: keeps `base` unless another choice wins more often
 * beyond the noise, judged on paired outcomes over common worlds, in batches
 * up to max_worlds, dropping choices that fall clearly behind. n <= 32.
 * Anytime: when the budget expires (asked before each world), the worlds
 * so far decide by the same rule, and `base` stands if fewer than two. */
size_t ai_mc_decide(const sc_game *g, unsigned me, const sc_choice *c, size_t n, size_t base,
                    uint64_t seed, unsigned max_worlds, const sc_ai_budget *budget);

/* The budget's deadline has passed (never for a NULL budget or none set). */
static inline bool ai_expired(const sc_ai_budget *b)
{
    return b != NULL && b->expired != NULL && b->expired(b->ctx);
}

/* The budget's worlds, or `own` when it sets none. */
static inline unsigned ai_budget_worlds(const sc_ai_budget *b, unsigned own)
{
    return b != NULL && b->worlds != 0 ? b->worlds : own;
}

/* Index of the largest value (the first on ties). */
static inline size_t ai_argmax(const double *v, size_t n)
{
    size_t best = 0;
    for (size_t i = 1; i < n; i++) {
        if (v[i] > v[best] + 1e-12) {
            best = i;
        }
    }
    return best;
}

/* 64-bit mixing (splitmix64 finaliser). */
static inline uint64_t ai_mix(uint64_t x)
{
    x += 0x9E3779B97F4A7C15ull;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
    return x ^ (x >> 31);
}

#endif
