/* The game log: what happened, kept as facts (a ring of the newest
 * GM_LOG_LINES, more than the longest game needs) and put into words only
 * when read, so after a change of language every line reads in the new
 * one. The facts are read off the game's changes (play_events.c), so the
 * log of a resumed game is rebuilt from its record, line for line. No SDL. */
#ifndef GM_GAME_LOG_H
#define GM_GAME_LOG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "describe.h"
#include "seats.h"
#include "spacecats/game.h"

enum { GM_LOG_LINES = 1024 };

typedef enum gm_log_kind {
    GM_LOG_NEW_GAME,   /* count: players */
    GM_LOG_EXPEDITION, /* a heading: expedition `space`, who holds the rocket board */
    GM_LOG_EXP_TOKEN,  /* the expedition token index: its dice, UFO move (to `space`), ability */
    GM_LOG_ROLL,       /* who rolled count faces */
    GM_LOG_DEED,       /* who took deed */
    GM_LOG_POINTS,     /* who scored points from source (gm_log_source) index; flags */
    GM_LOG_ABILITY,    /* who's astronaut `ability` had its effect; space, count: details */
    GM_LOG_EXPLORE,    /* who (the commander) took an exploration token: source (GM_EXPLORE_*);
                          a tunnel to `space`, count: 1 when into deep space */
    GM_LOG_CRASH,      /* at space, failure number of limit */
    GM_LOG_HOME,       /* count astronauts aboard go home */
    GM_LOG_GOAL,       /* who won goal index worth points */
    GM_LOG_FINAL,      /* a heading: the final scoring */
    GM_LOG_MISSIONS,   /* at the end: who completed count of limit secret missions, for points */
    GM_LOG_GAME_OVER,
} gm_log_kind;

/* Where points come from (GM_LOG_POINTS). */
typedef enum gm_log_source {
    GM_SRC_MOON,    /* index: moon */
    GM_SRC_COMET,   /* the commander's astronaut in deep space */
    GM_SRC_GALAXY,  /* another astronaut in deep space (the lander's step too) */
    GM_SRC_UFO,     /* index: the space of the contact */
    GM_SRC_EXPLORE, /* an exploration token's points; index: space */
    GM_SRC_PLANET,  /* at the end; index: planet, count: rank (0 first) */
} gm_log_source;

/* GM_LOG_EXPLORE: what the token did (source). */
enum { GM_EXPLORE_REGAIN, GM_EXPLORE_TUNNEL };

enum { GM_LOG_DOUBLED = 1 << 0 };

typedef struct gm_log_entry {
    uint8_t kind;
    int8_t who; /* the player, or -1 */
    uint8_t count;
    uint8_t faces[SC_MAX_DICE];
    uint16_t space, failure, limit, points;
    uint8_t source, index, ability, flags;
    gm_deed deed;
} gm_log_entry;

typedef struct gm_log {
    gm_log_entry ring[GM_LOG_LINES];
    unsigned count; /* entries ever added */
} gm_log;

void gm_log_add(gm_log *lg, const gm_log_entry *e);

/* The number of entries kept (at most GM_LOG_LINES). */
unsigned gm_log_size(const gm_log *lg);

/* The entry `age` steps back from the newest (0: the newest), or NULL. */
const gm_log_entry *gm_log_at(const gm_log *lg, unsigned age);

/* A heading (a new expedition, the final scoring): drawn apart. */
bool gm_log_heading(const gm_log *lg, unsigned age);

/* Writes the entry `age` steps back from the newest (0: the newest) as a
 * sentence in the current language, naming players by `names`; "" when
 * there is none that old. */
void gm_log_line(const gm_log *lg, unsigned age, const sc_mat *mat,
                 const char names[SC_MAX_PLAYERS][GM_NAME_LEN], char *buf, size_t len);

#endif
