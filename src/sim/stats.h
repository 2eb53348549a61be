/* Statistics over many simulated games.
 *
 * The summary (wins, scores, expeditions, crashes, deep space, decisions)
 * comes from each game's final state. The extended figures of `play --stats`
 * (per-space crash rates, expedition lengths, landings per body, end
 * conditions) come from observing the state before and after every roll and
 * decision: the simulator never re-implements a rule, it only watches the
 * failure counter, the expedition counter and the rocket's space change. */
#ifndef SPACECATS_SIM_STATS_H
#define SPACECATS_SIM_STATS_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "spacecats/game.h"

enum {
    SIM_MAX_PHASES = 32,       /* travel phases per expedition, histogram cap */
    SIM_MAX_EXPEDITIONS = 256, /* expeditions per game, histogram cap */
};

/* What the observer remembers of the state before a step. */
typedef struct sim_before {
    uint8_t kind; /* sc_pending_kind */
    uint8_t space;
    uint8_t pool;
    uint8_t failures;
    uint16_t expedition;
} sim_before;

typedef struct sim_stats {
    const sc_mat *mat;
    unsigned n_players;
    bool extended;
    uint64_t games;

    /* Per row of the summary: win shares (1/k for each of k joint winners),
     * scores. A row is a seat, or with rotated seats a --seats entry: the
     * caller sets row_of_seat before each game (sim_stats_init: row = seat). */
    unsigned row_of_seat[SC_MAX_PLAYERS];
    bool rows_are_entries;
    double win_sum[SC_MAX_PLAYERS], win_sq[SC_MAX_PLAYERS];
    double score_sum[SC_MAX_PLAYERS], score_sq[SC_MAX_PLAYERS];

    uint64_t expeditions, crashes, deep_expeditions, decisions, rolls;

    /* ---- extended ---- */
    /* The expedition under way. */
    unsigned cur_phases;
    unsigned cur_last_space;
    bool cur_crashed, cur_deep;

    uint64_t phases;                         /* travel phases (moves + crashes) */
    uint64_t phase_hist[SIM_MAX_PHASES + 1]; /* per expedition */
    uint64_t crashed_expeditions;            /* ended by a crash */
    uint64_t crashed_phases;                 /* travel phases of those */
    uint64_t deep_phases;                    /* travel phases of deep ones */
    uint64_t phases_at[SC_MAX_SPACES];       /* travel phases begun on a space */
    uint64_t crashes_at[SC_MAX_SPACES];
    uint64_t pool_at[SC_MAX_SPACES];          /* dice in hand there, summed */
    uint64_t end_at[SC_MAX_SPACES + 1];       /* farthest space, per expedition */
    uint64_t parachute_landings, lander_deep; /* parachutes after a crash; lander to deep */

    uint64_t game_len_hist[SIM_MAX_EXPEDITIONS + 1];
    uint64_t end_failures, end_placed, end_both;
    uint64_t moon_taken[SC_MAX_MOONS];        /* games with an astronaut there */
    uint64_t planet_landings[SC_MAX_PLANETS]; /* astronauts there at the end */
    uint64_t comet_landings, galaxy_landings;
    uint64_t goal_claimed[SC_MAX_GOALS];
    uint64_t missions_done; /* summed over players */

    /* Score by source, summed over every player of every game. */
    double src_moons, src_deep, src_planets, src_goals, src_ufo, src_explore, src_missions,
        src_total;
    double planet_score[SC_MAX_PLANETS];
    double best_total, margin; /* the winner's total; its lead on the runner-up */
    double placed;             /* astronauts on the mat at the end, per player */
    /* By turn order: 0 the first player (who starts the first expedition). */
    double win_by_pos[SC_MAX_PLAYERS], score_by_pos[SC_MAX_PLAYERS];
} sim_stats;

void sim_stats_init(sim_stats *s, const sc_mat *mat, unsigned n_players, bool extended);

/* Extended only: call when a game starts, before each step (roll or
 * decision) and after it. */
void sim_stats_game_begin(sim_stats *s, const sc_game *g);

static inline sim_before sim_stats_before(const sc_game *g)
{
    sim_before b = {.kind = g->pending.kind,
                    .space = g->rocket_space,
                    .pool = g->pool,
                    .failures = g->failures,
                    .expedition = g->expedition};
    return b;
}

/* c is the decision applied, or NULL for a roll. */
void sim_stats_step(sim_stats *s, const sim_before *b, const sc_game *g, const sc_choice *c);

/* A finished game; `decisions` and `rolls` were counted by the driver. */
void sim_stats_game_end(sim_stats *s, const sc_game *g, uint64_t decisions, uint64_t rolls);

/* The summary of `play`, all but its last line (games/s, which the caller
 * prints after any extended figures). names[i] is row i's policy. */
void sim_stats_print(const sim_stats *s, FILE *out, const char *const *names);

/* The extended figures of `play --stats`. */
void sim_stats_print_extended(const sim_stats *s, FILE *out);

#endif
