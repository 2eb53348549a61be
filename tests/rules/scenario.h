/* Scripted scenarios against the rules core, for the rules tests.
 *
 * A scenario starts a game on the default mat (loaded once from
 * SC_TEST_DATADIR) or on a small mat built by hand, then drives it with text
 * choices ("board pilot", "move A 2 pilot@1", "land moon:m2", "stay") and
 * fixed dice ("AA1333": one character per die, spaces ignored). Every helper
 * fails the running cmocka test, at the caller's line, when the core refuses
 * a step the script expects to be legal.
 *
 * The six-moon mat (data/mat/six-moons.yaml, the default mat until
 * issue 15), on which the tests' expectations were worked out by hand (A =
 * the afterburner, its value in brackets):
 *   0 A12 (1)   1 123   2 24   3 A13 (1, satellite)   4 234   5 14
 *   6 12 m1(2)  7 34 slot   8 23 planet A 3/2/1   9 A14 (2) m2(3) m1(2)
 *   10 24 slot  11 A13 (2) planet B 5/3/2   12 23 m3(4)   13 14 m3 m2
 *   14 A2 (2) planet C 7/4/2   15 34 slot   16 12 m4(5)
 *   17 A3 (2) planet D 9/5/3   18 24 m5(6) m4   19 13 slot
 *   20 A4 (3) planet E 11/6/3  21 23 m5   22 14 m6(7) m5   23 A2 (3) slot
 *   24 34 m6   25 A1 (3)   26 deep space (comet 7, galaxy 5, lander 5). */
#ifndef SC_TEST_SCENARIO_H
#define SC_TEST_SCENARIO_H

#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "spacecats/game.h"
#include "spacecats/mat.h"

enum { SCN_DEEP = 26 }; /* deep space on the default mat */

/* The default mat, loaded on first use (fails the test if it cannot be). */
const sc_mat *scn_default_mat(void);

/* Starts a game with no given piles: first player `first`, seed 1. */
void scn_start_(sc_game *g, const sc_mat *mat, unsigned n_players, unsigned variants,
                unsigned first, const char *file, int line);
/* Starts a game with the given piles (piles->first_player starts). */
void scn_start_piles_(sc_game *g, const sc_mat *mat, unsigned n_players, unsigned variants,
                      const sc_piles *piles, const char *file, int line);

/* Parses text and applies it; the core must answer SC_OK. */
void scn_apply_(sc_game *g, const char *text, const char *file, int line);
/* The text parses, is not legal, and applying it returns SC_ERR_ILLEGAL with
 * the state byte for byte unchanged. */
void scn_illegal_(sc_game *g, const char *text, const char *file, int line);
/* True when the text parses and is legal now. */
bool scn_legal(const sc_game *g, const char *text);
/* Rolls fixed dice ("AA1333"); must be SC_OK. */
void scn_roll_(sc_game *g, const char *faces, const char *file, int line);
/* Boards the given abilities, one per seat, in boarding order. */
void scn_board_(sc_game *g, const char *const *abilities, const char *file, int line);
/* Roll then a move choice. */
void scn_travel_(sc_game *g, const char *faces, const char *move, const char *file, int line);
/* Answers "stay" to every pending landing decision. */
void scn_stay_all_(sc_game *g, const char *file, int line);
/* Asserts the pending decision (kind and deciding player; player -1 skips
 * the player check). */
void scn_pending_(const sc_game *g, unsigned kind, int player, const char *file, int line);

/* The legal choices as text, joined by '|', in the core's order. */
size_t scn_choices_text(const sc_game *g, char *buf, size_t len);
/* The legal choices are exactly the '|'-separated texts in `expected`, in
 * any order. */
void scn_choices_(const sc_game *g, const char *expected, const char *file, int line);
/* Number of legal choices. */
size_t scn_choice_count(const sc_game *g);

/* Scores of one player as they stand. */
sc_score scn_score(const sc_game *g, unsigned player);

/* Index of the nth (0-based) token of a kind/value in the mat's exploration
 * list (value ignored for regain), or of the nth mission token naming space. */
unsigned scn_explore_token(const sc_mat *mat, unsigned kind, unsigned value, unsigned nth);
unsigned scn_mission_token(const sc_mat *mat, unsigned space, unsigned nth);
/* Index of a moon or planet by id. */
unsigned scn_moon(const sc_mat *mat, const char *id);
unsigned scn_planet(const sc_mat *mat, const char *id);

/* A small hand-built mat: n_spaces spaces all showing A 1 2 with the
 * afterburner worth 1, no bodies, no slots, the usual dice, deep space 7/5
 * (lander 5), 11 failures, the satellite on space 1, the four usual goals
 * and no variant tokens. Add to it, then call scn_mat_finish. */
void scn_mat_base(sc_mat *m, unsigned n_spaces);
unsigned scn_mat_add_moon(sc_mat *m, const char *id, unsigned points);
unsigned scn_mat_add_planet(sc_mat *m, const char *id, unsigned gold, unsigned silver,
                            unsigned bronze);
void scn_mat_space_moon(sc_mat *m, unsigned space, unsigned moon);
void scn_mat_space_planet(sc_mat *m, unsigned space, unsigned planet);
void scn_mat_finish_(sc_mat *m, const char *file, int line);

#define SCN_START(g, mat, n, variants, first)                                                      \
    scn_start_((g), (mat), (n), (variants), (first), __FILE__, __LINE__)
#define SCN_START_PILES(g, mat, n, variants, piles)                                                \
    scn_start_piles_((g), (mat), (n), (variants), (piles), __FILE__, __LINE__)
#define SCN_APPLY(g, text) scn_apply_((g), (text), __FILE__, __LINE__)
#define SCN_ILLEGAL(g, text) scn_illegal_((g), (text), __FILE__, __LINE__)
#define SCN_ROLL(g, faces) scn_roll_((g), (faces), __FILE__, __LINE__)
#define SCN_BOARD(g, ...)                                                                          \
    scn_board_((g), (const char *const[]){__VA_ARGS__, NULL}, __FILE__, __LINE__)
#define SCN_TRAVEL(g, faces, move) scn_travel_((g), (faces), (move), __FILE__, __LINE__)
#define SCN_STAY_ALL(g) scn_stay_all_((g), __FILE__, __LINE__)
#define SCN_CHOICES(g, expected) scn_choices_((g), (expected), __FILE__, __LINE__)
#define SCN_PENDING(g, kind, player) scn_pending_((g), (kind), (player), __FILE__, __LINE__)
#define SCN_MAT_FINISH(m) scn_mat_finish_((m), __FILE__, __LINE__)

/* Usual routes on the default mat, each keeping all six dice (only flames
 * are used): they need a full pool of 6 and the rocket on space 0 (or on
 * space 3, the satellite's start, for SCN_TO_9).
 *   SCN_TO_9:    0 -AAA-> 3 -AAAAAA-> 9, everyone stays at 9.
 *   SCN_TO_11:   SCN_TO_9, then -A-> 11 (A worth 2); the landing phase at
 *                11 is left pending.
 *   SCN_TO_DEEP: SCN_TO_9, -AAAA-> 17 (everyone stays), -AAAAA-> deep. */
void scn_to_9_(sc_game *g, const char *file, int line);
void scn_to_11_(sc_game *g, const char *file, int line);
void scn_to_deep_(sc_game *g, const char *file, int line);
/* Rolls the whole pool showing one face (e.g. '2'), to crash on purpose. */
void scn_roll_all_(sc_game *g, char face, const char *file, int line);

#define SCN_TO_9(g) scn_to_9_((g), __FILE__, __LINE__)
#define SCN_TO_11(g) scn_to_11_((g), __FILE__, __LINE__)
#define SCN_TO_DEEP(g) scn_to_deep_((g), __FILE__, __LINE__)
#define SCN_ROLL_ALL(g, face) scn_roll_all_((g), (face), __FILE__, __LINE__)

#endif
