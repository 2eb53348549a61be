/* The rules core: game state, decision points, legal choices, applying a
 * choice, scoring. Pure C, no I/O, no clock, no global state.
 *
 * A game is driven through its decision point. At any moment
 * sc_game_pending() says what the game waits for:
 *   - SC_PENDING_ROLL: dice must be rolled (sc_game_roll, or sc_game_roll_fixed
 *     for scripted dice);
 *   - a decision by one seat, whose legal choices sc_game_choices() lists and
 *     sc_game_apply() takes;
 *   - SC_PENDING_OVER: the game has ended; sc_game_score() has the result.
 * An illegal choice or roll returns an error and leaves the state untouched.
 *
 * sc_game is a plain value: copy it with `=` to branch (undo, AI search).
 * It points at its mat, which must outlive it. Drivers read its fields but
 * change them only through this interface. */
#ifndef SPACECATS_GAME_H
#define SPACECATS_GAME_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "spacecats/mat.h"
#include "spacecats/rng.h"

enum {
    SC_MIN_PLAYERS = 2,
    SC_MAX_PLAYERS = 5,
    SC_ASTRONAUTS = 8,
    SC_MAX_CHOICES = 4200,
};

/* The eight astronaut abilities; every player has one of each. */
typedef enum sc_ability {
    SC_SATELLITE,      /* the rocket starts on the satellite space */
    SC_LANDER,         /* lands as if the rocket were one space off */
    SC_PARACHUTE,      /* may still land when the rocket crashes */
    SC_MOON_DOUBLER,   /* doubles its moon's points */
    SC_PLANET_DOUBLER, /* doubles its planet's points */
    SC_DEEP_DOUBLER,   /* doubles the comet's or the galaxy's points */
    SC_DISCARDER,      /* makes the commander discard a die on leaving */
    SC_PILOT,          /* counts as a die showing 1, once an expedition */
    SC_ABILITY_COUNT
} sc_ability;

typedef enum sc_variant {
    SC_VARIANT_UFO = 1 << 0,
    SC_VARIANT_EXPLORATION = 1 << 1,
    SC_VARIANT_MISSIONS = 1 << 2,
    SC_VARIANT_ALL = 7
} sc_variant;

/* Where an astronaut is. */
typedef enum sc_place_kind {
    SC_AT_HOME,   /* on its player board */
    SC_AT_ROCKET, /* aboard; index = rocket seat */
    SC_AT_MOON,   /* index = moon */
    SC_AT_PLANET, /* index = planet */
    SC_AT_COMET,
    SC_AT_GALAXY
} sc_place_kind;

typedef struct sc_place {
    uint8_t kind;   /* sc_place_kind */
    uint8_t index;  /* rocket seat, moon or planet */
    uint16_t order; /* landing sequence number, for planet ties */
} sc_place;

typedef enum sc_status {
    SC_OK = 0,
    SC_ERR_NOT_PENDING, /* the game does not wait for this */
    SC_ERR_ILLEGAL,     /* not one of the legal choices */
    SC_ERR_BAD_DICE,    /* fixed dice do not match the pool or the die */
} sc_status;

typedef enum sc_pending_kind {
    SC_PENDING_MISSIONS,  /* seat returns one of its dealt secret missions */
    SC_PENDING_BOARD,     /* seat puts an astronaut aboard */
    SC_PENDING_ROLL,      /* the commander must roll the dice */
    SC_PENDING_TRAVEL,    /* the commander uses dice, rerolls or crashes */
    SC_PENDING_LAND,      /* the astronaut aboard at `rocket_seat` stays or lands */
    SC_PENDING_PARACHUTE, /* after a crash: a parachute lands or goes home */
    SC_PENDING_OVER
} sc_pending_kind;

typedef struct sc_pending {
    uint8_t kind;       /* sc_pending_kind */
    int8_t player;      /* who decides (the commander for ROLL); -1 if OVER */
    int8_t rocket_seat; /* LAND / PARACHUTE: whose seat on the rocket */
} sc_pending;

typedef enum sc_choice_kind {
    SC_CHOICE_RETURN_MISSION, /* arg: index in the dealt hand */
    SC_CHOICE_BOARD,          /* arg: sc_ability */
    SC_CHOICE_MOVE,           /* faces, pilots, flags */
    SC_CHOICE_REROLL,         /* the expedition token's reroll */
    SC_CHOICE_CRASH,          /* decline every rescue of a failed roll */
    SC_CHOICE_STAY,           /* stay aboard / (parachute) go home */
    SC_CHOICE_LAND,           /* target, index */
    SC_CHOICE_KIND_COUNT
} sc_choice_kind;

typedef enum sc_target {
    SC_TARGET_MOON,
    SC_TARGET_PLANET,
    SC_TARGET_DEEP /* the lander from the last space */
} sc_target;

enum {
    SC_MOVE_EXTRA = 1 << 0, /* use the expedition token's extra dice */
    SC_MOVE_KEEP = 1 << 1,  /* use the token's keep: discard nothing */
};

typedef struct sc_choice {
    uint8_t kind;   /* sc_choice_kind */
    uint8_t arg;    /* RETURN_MISSION, BOARD */
    uint8_t faces;  /* MOVE: bit per rolled face group used */
    uint8_t pilots; /* MOVE: bit per rocket seat whose pilot is used */
    uint8_t flags;  /* MOVE: SC_MOVE_* */
    uint8_t target; /* LAND: sc_target */
    uint8_t index;  /* LAND: moon or planet */
} sc_choice;

typedef struct sc_setup {
    uint8_t n_players;   /* 2 .. 5 */
    uint8_t variants;    /* sc_variant bits */
    int8_t first_player; /* who starts; -1 draws one from the seed */
    uint64_t seed;
} sc_setup;

/* The shuffled piles and deals of a game. Drawn from the seed by
 * sc_game_init, or given (a game record, a scripted test) to
 * sc_game_init_with_piles. Orders are indices into the mat's token lists. */
typedef struct sc_piles {
    uint8_t first_player;
    uint8_t n_exp;
    uint8_t exp[SC_MAX_EXP_TOKENS];
    uint8_t n_explore;
    uint8_t explore[SC_MAX_EXPLORATION_TOKENS];
    uint8_t n_missions; /* dealt: missions_dealt per player, seat by seat */
    uint8_t missions[SC_MAX_PLAYERS * 4];
} sc_piles;

typedef struct sc_player {
    sc_place astronauts[SC_ASTRONAUTS]; /* by sc_ability */
    uint16_t moon_points;               /* scored on landing */
    uint16_t deep_points;               /* scored on landing */
    uint16_t ufo_points;
    uint8_t n_ufo_tokens;
    uint16_t explore_points;
    uint8_t n_explore_tokens;
    uint8_t n_missions;
    uint8_t missions[4]; /* mission token indices: dealt, then kept */
} sc_player;

typedef struct sc_rocket_seat {
    int8_t player;   /* -1 when empty */
    uint8_t ability; /* the astronaut that boarded */
    bool aboard;     /* still in the rocket */
    bool pilot_used; /* a pilot's token is flipped */
} sc_rocket_seat;

typedef struct sc_game {
    const sc_mat *mat;
    sc_setup setup;
    sc_piles piles;
    sc_rng rng;
    sc_player players[SC_MAX_PLAYERS];

    sc_pending pending;
    uint8_t starter;     /* the player holding the rocket board */
    uint8_t failures;    /* spaces moved on the cosmic failure track */
    uint16_t expedition; /* expeditions started, 1 for the first */
    uint16_t landings;   /* landing sequence counter */
    int8_t goal_owner[SC_MAX_GOALS];
    uint32_t moons_taken; /* bit per occupied moon */

    /* The current expedition. */
    uint8_t rocket_space;
    uint8_t n_seats; /* astronauts boarded so far */
    sc_rocket_seat seats[SC_MAX_PLAYERS];
    uint8_t commander_seat;
    uint8_t pool;                /* dice the commander has */
    uint8_t roll[SC_FACE_COUNT]; /* dice showing each face */
    bool crashed;
    uint8_t cursor; /* next rocket seat to decide in landing or crash */

    /* UFO variant. */
    uint8_t ufo_space;
    uint8_t exp_next; /* next expedition token in piles.exp */
    int8_t exp_token; /* this expedition's token, or -1 */
    bool exp_used;    /* its ability is spent */
    uint8_t ufo_next; /* next UFO token in the mat's pile */

    /* Exploration variant. */
    uint8_t explore_next;            /* next token in piles.explore */
    int8_t slot_token[SC_MAX_SLOTS]; /* token on each slot, or -1 */

    /* Secret missions: seats still to choose. */
    uint8_t missions_cursor;
} sc_game;

/* Per-player result, each source apart; total is their sum. */
typedef struct sc_score {
    int moons;
    int deep_space;
    int planets[SC_MAX_PLANETS];
    int planets_total;
    int goals;
    int ufo;
    int exploration;
    int missions;
    int missions_done;
    int total;
} sc_score;

/* Starts a game: seeds the generator, shuffles and deals from it. Returns
 * false (and leaves g unusable) on a setup the mat cannot host. */
bool sc_game_init(sc_game *g, const sc_mat *mat, const sc_setup *setup);

/* The same with given piles, checked against the mat; the generator is
 * seeded and drawn exactly as sc_game_init would, so a recorded game goes on
 * with the same dice. */
bool sc_game_init_with_piles(sc_game *g, const sc_mat *mat, const sc_setup *setup,
                             const sc_piles *piles);

static inline sc_pending sc_game_pending(const sc_game *g)
{
    return g->pending;
}

static inline bool sc_game_over(const sc_game *g)
{
    return g->pending.kind == SC_PENDING_OVER;
}

/* Lists the legal choices of the pending decision; returns their count (0
 * when dice must be rolled or the game is over). out holds SC_MAX_CHOICES. */
size_t sc_game_choices(const sc_game *g, sc_choice *out);

/* The number sc_game_choices would return, and its choice at index k
 * (false when k is not below the number), without listing them: for a
 * driver that picks by index, such as a random player, since a travel
 * decision can have hundreds (SC_MAX_CHOICES at most). */
size_t sc_game_choice_count(const sc_game *g);
bool sc_game_choice_at(const sc_game *g, size_t k, sc_choice *out);

bool sc_game_is_legal(const sc_game *g, const sc_choice *c);

sc_status sc_game_apply(sc_game *g, const sc_choice *c);

/* Applies the choice sc_game_choice_at(g, k) gives, which is legal by
 * construction, so it is not checked again; writes it to *applied if not
 * NULL. SC_ERR_ILLEGAL when k is not below the number of choices. */
sc_status sc_game_apply_at(sc_game *g, size_t k, sc_choice *applied);

/* Picks by index and applies in one look at the state: calls pick(ctx, n)
 * with the number n of legal choices when there are two or more (with one,
 * takes it without asking), then applies the choice at the index it
 * returns, as sc_game_apply_at would, writing it to *applied if not NULL.
 * SC_ERR_ILLEGAL when the index is not below n (or n is 0). For a player
 * that picks by index, such as a random one, this is the cheapest step. */
typedef size_t (*sc_pick_fn)(void *ctx, size_t n);
sc_status sc_game_apply_picked(sc_game *g, sc_pick_fn pick, void *ctx, sc_choice *applied);

/* Rolls the pool with the game's generator. faces_out, if not NULL,
 * receives the faces in roll order (g->pool of them, as before the roll). */
sc_status sc_game_roll(sc_game *g, uint8_t *faces_out);

/* Rolls given faces instead (scripted scenarios, hand-written records):
 * n must equal the pool and every face must be on the die. The generator
 * advances as for a real roll. */
sc_status sc_game_roll_fixed(sc_game *g, const uint8_t *faces, unsigned n);

/* Travel value of a MOVE choice at the rocket's space. */
unsigned sc_game_move_distance(const sc_game *g, const sc_choice *c);

/* The points an astronaut with `ability` scores at once where it lands
 * (the rulebook's "immediately receives"): the moon's points on a moon
 * (target SC_TARGET_MOON, index the moon), doubled for the moon doubler;
 * the mat's lander value for the Lander's step into deep space
 * (SC_TARGET_DEEP, never doubled: docs/rulings.md R4); 0 on a planet
 * (SC_TARGET_PLANET), which scores at the end. The one place the doublers'
 * x2 is worked out: the game, the AI and the texts all ask it. */
unsigned sc_landing_points(const sc_mat *mat, unsigned ability, unsigned target, unsigned index);

/* The points an astronaut with `ability` scores at once when the rocket
 * reaches deep space: the comet's (the commander's) or the galaxy's,
 * doubled for the deep-space doubler. */
unsigned sc_deep_space_points(const sc_mat *mat, unsigned ability, bool comet);

/* Scores as they stand (final once the game is over). */
void sc_game_score(const sc_game *g, sc_score out[SC_MAX_PLAYERS]);

/* A player's progress towards a goal: how many of their placed astronauts
 * count for it (planets told apart, the most on one planet, moons or deep
 * space); the goal is met at goal->count. Goals are awarded in landing
 * phases only (docs/rulings.md R8): a condition met by a parachute landing
 * at a crash stays unclaimed until that player's next landing-phase
 * placement, so a player may be at goal->count with the goal still open. */
unsigned sc_game_goal_progress(const sc_game *g, unsigned player, const sc_goal *goal);

/* Bit per player holding the highest total (shared victory). */
unsigned sc_game_winners(const sc_game *g);

/* Astronauts a player has placed on the mat (moons, planets, deep space).
 * Inline: the computer players ask it in every position they look at. */
static inline unsigned sc_game_placed(const sc_game *g, unsigned player)
{
    _Static_assert(SC_AT_HOME == 0 && SC_AT_ROCKET == 1, "the places on the mat come after");
    const sc_place *at = g->players[player].astronauts;
    unsigned n = 0;
    for (unsigned a = 0; a < SC_ASTRONAUTS; a++) {
        n += at[a].kind > SC_AT_ROCKET;
    }
    return n;
}

/* True when the mission token is fulfilled by the player's astronauts. */
bool sc_game_mission_done(const sc_game *g, unsigned player, unsigned token);

/* Exact chance that the next roll at the rocket's space crashes, before any
 * rescue (pilot, extra dice, reroll). */
double sc_game_crash_chance(const sc_game *g);

/* Text forms of choices, as in game records: "board pilot", "move A 2 pilot@1",
 * "land moon:m3", "stay", ... sc_choice_parse accepts what format writes. */
size_t sc_choice_format(const sc_game *g, const sc_choice *c, char *buf, size_t len);
bool sc_choice_parse(const sc_game *g, const char *text, sc_choice *out);

const char *sc_ability_name(sc_ability a); /* "satellite", "lander", ... */
bool sc_ability_parse(const char *text, sc_ability *out);
const char *sc_variant_name(sc_variant v); /* "ufo", "exploration", "missions" */

#endif
