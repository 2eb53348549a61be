/* The game log: what happened, kept as facts (a ring of the newest
 * GM_LOG_LINES) and put into words only when read, so after a change of
 * language every line reads in the new one. No SDL. */
#ifndef GM_GAME_LOG_H
#define GM_GAME_LOG_H

#include <stddef.h>
#include <stdint.h>

#include "describe.h"
#include "seats.h"
#include "spacecats/game.h"

enum { GM_LOG_LINES = 256 };

typedef enum gm_log_kind {
    GM_LOG_NEW_GAME, /* count: players */
    GM_LOG_RESUME,
    GM_LOG_ROLL,  /* who rolled count faces */
    GM_LOG_DEED,  /* who took deed */
    GM_LOG_CRASH, /* at space, failure number of limit */
    GM_LOG_GOAL,  /* who won a goal worth points */
    GM_LOG_GAME_OVER,
    GM_LOG_UNDO,     /* who took back a decision */
    GM_LOG_MISSIONS, /* at the end: who completed count of limit secret missions, for points */
} gm_log_kind;

typedef struct gm_log_entry {
    uint8_t kind;
    int8_t who; /* the player, or -1 */
    uint8_t count;
    uint8_t faces[SC_MAX_DICE];
    uint16_t space, failure, limit, points;
    gm_deed deed;
} gm_log_entry;

typedef struct gm_log {
    gm_log_entry ring[GM_LOG_LINES];
    unsigned count; /* entries ever added */
} gm_log;

void gm_log_add(gm_log *lg, const gm_log_entry *e);

/* The number of entries kept (at most GM_LOG_LINES). */
unsigned gm_log_size(const gm_log *lg);

/* Writes the entry `age` steps back from the newest (0: the newest) as a
 * sentence in the current language, naming players by `names`; "" when
 * there is none that old. */
void gm_log_line(const gm_log *lg, unsigned age, const sc_mat *mat,
                 const char names[SC_MAX_PLAYERS][GM_NAME_LEN], char *buf, size_t len);

#endif
