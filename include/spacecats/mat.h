/* The cosmic mat and the component data: everything printed on the board and
 * the tokens, as loaded from the YAML files in data/mat/. The rules core reads every mat
 * number from here; nothing in it is hard-coded.
 *
 * The struct is plain data with fixed capacities so that a game state can
 * point at it and be copied freely. Fill it with a loader (sc_mat_load_file
 * in mat_load.h) or by hand in tests, then call sc_mat_finish(), which checks
 * it and derives the lookup tables the core uses. */
#ifndef SPACECATS_MAT_H
#define SPACECATS_MAT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum {
    SC_MAX_SPACES = 64, /* numbered spaces; deep space comes after them */
    SC_MAX_MOONS = 32,
    SC_MAX_PLANETS = 12,
    SC_MAX_ADJ = 4, /* moons or planets next to one space */
    SC_MAX_SLOTS = 12,
    SC_MAX_DIE_SIDES = 12,
    SC_MAX_DICE = 8,
    SC_MAX_EXP_TOKENS = 32,
    SC_MAX_EXPLORATION_TOKENS = 40,
    SC_MAX_MISSION_TOKENS = 40,
    SC_MAX_UFO_TOKENS = 12,
    SC_MAX_GOALS = 8,
    SC_MAX_EXTRA_DICE = 3,
    SC_ID_LEN = 16,
};

/* Die faces. A number face's index is its pip value. */
typedef enum sc_face {
    SC_FACE_A = 0, /* the afterburner flame */
    SC_FACE_1,
    SC_FACE_2,
    SC_FACE_3,
    SC_FACE_4,
    SC_FACE_COUNT
} sc_face;

typedef struct sc_space {
    uint8_t faces;       /* bit (1 << sc_face) per usable face */
    uint8_t afterburner; /* value of the flame here; 0 when faces lacks A */
    uint8_t n_moons;
    uint8_t moons[SC_MAX_ADJ]; /* furthest from the track first, as listed */
    uint8_t n_planets;
    uint8_t planets[SC_MAX_ADJ];
    int8_t slot; /* exploration slot index, or -1 */
} sc_space;

/* A body's picture (data/art/NAME.svg) travels with the body, so a mat
 * that reorders or adds bodies shows the right ones. Not a rule: outside
 * the checksum; "" when the mat names none. */
enum { SC_ART_LEN = 24 };

typedef struct sc_moon {
    char id[SC_ID_LEN];
    uint8_t points;
    char art[SC_ART_LEN];
} sc_moon;

typedef struct sc_planet {
    char id[SC_ID_LEN];
    char name[32];
    uint8_t gold, silver, bronze;
    char art[SC_ART_LEN];
} sc_planet;

typedef enum sc_goal_kind {
    SC_GOAL_DISTINCT_PLANETS, /* astronauts on `count` different planets */
    SC_GOAL_SAME_PLANET,      /* `count` astronauts on one planet */
    SC_GOAL_MOONS,            /* astronauts on `count` moons */
    SC_GOAL_DEEP_SPACE,       /* `count` astronauts on the comet or galaxy */
    SC_GOAL_KIND_COUNT
} sc_goal_kind;

typedef struct sc_goal {
    uint8_t kind; /* sc_goal_kind */
    uint8_t count;
    uint8_t points;
} sc_goal;

typedef enum sc_exp_ability {
    SC_EXP_EXTRA_DICE, /* extra dice, usable whatever was rolled */
    SC_EXP_KEEP,       /* used dice are not discarded */
    SC_EXP_REROLL,     /* reroll every available die once */
    SC_EXP_ABILITY_COUNT
} sc_exp_ability;

/* A UFO-variant expedition token. */
typedef struct sc_exp_token {
    uint8_t dice;     /* dice the commander starts with */
    uint8_t ufo_move; /* spaces the UFO moves towards the start */
    uint8_t ability;  /* sc_exp_ability */
    uint8_t n_extra;
    uint8_t extra[SC_MAX_EXTRA_DICE]; /* faces of the extra dice */
} sc_exp_token;

typedef enum sc_explore_kind {
    SC_EXPLORE_POINTS, /* value = points */
    SC_EXPLORE_REGAIN, /* regain one discarded die */
    SC_EXPLORE_TUNNEL, /* value = spaces forward */
    SC_EXPLORE_KIND_COUNT
} sc_explore_kind;

typedef struct sc_explore_token {
    uint8_t kind; /* sc_explore_kind */
    uint8_t value;
} sc_explore_token;

typedef struct sc_mat {
    char name[32];
    bool reconstruction; /* the numbers are ours, not the printed mat's */
    /* Outside the checksum, for the desktop game: the mat's title as players
     * read it (translated when shown; "" = none), and the layout it is drawn
     * with, data/layout/NAME.yaml over board.yaml, for a mat whose moons and
     * planets lie elsewhere than the default mat's ("" = board.yaml alone). */
    char title[48];
    char layout[SC_ART_LEN];

    /* Dice: count in play and the sides of one die. */
    uint8_t n_dice;
    uint8_t n_die_sides;
    uint8_t die_sides[SC_MAX_DIE_SIDES]; /* sc_face per side */

    /* Track: spaces 0 .. n_spaces-1, deep space is index n_spaces. */
    uint8_t n_spaces;
    sc_space spaces[SC_MAX_SPACES];
    uint8_t satellite_space;
    uint8_t comet_points;  /* the commander's astronaut at deep space */
    uint8_t galaxy_points; /* every other astronaut at deep space */
    uint8_t lander_deep_points;
    uint8_t failures_to_end;

    uint8_t n_moons;
    sc_moon moons[SC_MAX_MOONS];
    uint8_t n_planets;
    sc_planet planets[SC_MAX_PLANETS]; /* nearest the start first */

    uint8_t n_goals;
    sc_goal goals[SC_MAX_GOALS];

    /* UFO variant. */
    uint8_t n_ufo_tokens;
    uint8_t ufo_tokens[SC_MAX_UFO_TOKENS]; /* pile order, top first */
    uint8_t n_exp_tokens;
    sc_exp_token exp_tokens[SC_MAX_EXP_TOKENS];

    /* Exploration variant. */
    uint8_t n_slots;
    uint8_t slot_space[SC_MAX_SLOTS]; /* by sc_mat_finish */
    uint8_t n_explore_tokens;
    sc_explore_token explore_tokens[SC_MAX_EXPLORATION_TOKENS];

    /* Secret missions variant: each token names a space; the targets are the
     * moons and planets next to it. */
    uint8_t n_mission_tokens;
    uint8_t mission_space[SC_MAX_MISSION_TOKENS];
    uint8_t missions_dealt; /* per player */
    uint8_t missions_kept;
    uint8_t mission_points[4]; /* for 1, 2, 3 ... completed (index 0 = one) */

    /* Derived by sc_mat_finish. */
    uint8_t first_landing_space;         /* the landing phase is skipped before it */
    uint8_t usable_sides[SC_MAX_SPACES]; /* die sides usable at each space */
    /* The rules core's lookup tables, indexed by space up to deep space
     * (n_spaces), where nothing is usable and nothing is next to it. */
    uint8_t move_value[SC_MAX_SPACES + 1][SC_FACE_COUNT]; /* a die's travel; 0: unusable */
    uint32_t space_moons[SC_MAX_SPACES + 1];              /* bit per moon next to it */
    uint16_t space_planets[SC_MAX_SPACES + 1];            /* bit per planet next to it */
    uint8_t die_faces;                                    /* bit per face a side shows */
    uint64_t checksum;                                    /* over every rule-relevant field */
} sc_mat;

/* Index of deep space on the track. */
static inline unsigned sc_mat_deep(const sc_mat *mat)
{
    return mat->n_spaces;
}

/* Checks the data for consistency and derives the lookup tables. On failure
 * writes a message to err and returns false. */
bool sc_mat_finish(sc_mat *mat, char *err, size_t err_len);

/* Value of one die face at a space (the flame's value depends on it). */
unsigned sc_mat_face_value(const sc_mat *mat, unsigned space, sc_face face);

/* Exact chance that rolling `pool` dice at `space` shows no usable face. */
double sc_mat_crash_chance(const sc_mat *mat, unsigned space, unsigned pool);

/* Face names as written in data files and records: "A", "1" .. "4". */
const char *sc_face_name(sc_face face);
bool sc_face_parse(const char *text, sc_face *face);

#endif
