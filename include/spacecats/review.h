/* The game review: replays a game record and estimates, after each
 * expedition, every seat's chance to win, and finds the human seats'
 * turning points, the decisions where the move made lost the most winning
 * chance against the strongest level's choice.
 *
 * Every estimate for a seat uses only what that seat knew at the time: each
 * simulated world redraws the other seats' secret missions, the undrawn
 * tokens and the dice to come from the review's seed (as a computer seat
 * does before it looks ahead), then plays the game out with the computer
 * players' rollout policy. The strongest level is asked in a state masked
 * the same way. So dealing another seat's missions differently changes
 * nothing in a seat's estimates and turning points (only the final result,
 * which everyone sees once the game is over).
 *
 * Deterministic: the same record, options and seed give the same review.
 * Work is counted in simulated games, never in time. No global state; runs
 * on any thread. */
#ifndef SPACECATS_REVIEW_H
#define SPACECATS_REVIEW_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "spacecats/game.h"
#include "spacecats/record.h"

enum {
    SC_REVIEW_MAX_POINTS = 256, /* points of the graph: the start, then expeditions */
    SC_REVIEW_MAX_TURNS = 3,    /* turning points kept per seat */
};

/* Worlds simulated per estimate unless the options say otherwise. */
enum { SC_REVIEW_WORLDS = 400 };

/* A turning point: one decision of a human seat. */
typedef struct sc_review_turn {
    unsigned step;       /* events (rolls and decisions) of the record before it */
    uint16_t expedition; /* the expedition it was taken in, from 1 */
    uint8_t seat;
    uint8_t pending;      /* sc_pending_kind of the decision */
    sc_choice chosen;     /* the move made */
    sc_choice best;       /* the strongest level's choice */
    double crash;         /* the next roll's crash odds the move made risked: staying
                             aboard (LAND), after the travel (TRAVEL); NAN when no
                             roll was at stake (a landing, boarding) */
    double crash_best;    /* the same for the better choice */
    double win_chosen;    /* the seat's winning chance after the move made */
    double win_best;      /* ... after the better choice */
    char chosen_text[64]; /* both in the record's words ("stay", "land moon:m3") */
    char best_text[64];
} sc_review_turn;

typedef struct sc_review {
    unsigned n_players;
    unsigned humans;   /* bit per seat reviewed for turning points */
    bool over;         /* the record reaches the end of the game */
    bool cancelled;    /* the progress callback stopped it: the rest is empty */
    unsigned n_points; /* points of the graph */
    /* Point 0 is the start of the first expedition; point k (k >= 1) the
     * state after expedition k. When the game is over, the last point is
     * its result (a shared win counts 1/k), which everyone sees; when it
     * is not, the last point is where the record stops (mid-expedition, or
     * before the first one: a graph has a point at least). Every seat's
     * estimate of a point meets the same simulated worlds, so without the
     * secret missions (the only thing the seats know differently) a
     * point's chances add up to 1; with them each seat's counts what that
     * seat knew, and their sum may be off 1. */
    uint16_t point_expedition[SC_REVIEW_MAX_POINTS]; /* expeditions played before */
    unsigned point_step[SC_REVIEW_MAX_POINTS];       /* events replayed before */
    double chance[SC_REVIEW_MAX_POINTS][SC_MAX_PLAYERS];
    unsigned n_turns[SC_MAX_PLAYERS];
    /* Worst first: the largest loss of winning chance. Only moves that lost
     * at least SC_REVIEW_MIN_LOSS are turning points. */
    sc_review_turn turns[SC_MAX_PLAYERS][SC_REVIEW_MAX_TURNS];
    unsigned decisions; /* human decisions looked at */
    unsigned events;    /* events in the record */
} sc_review;

#define SC_REVIEW_MIN_LOSS 0.03

/* Called after each unit of work with the units done and their total;
 * returning false cancels the review. */
typedef bool (*sc_review_progress_fn)(void *ctx, unsigned done, unsigned total);

typedef struct sc_review_options {
    uint64_t seed;
    unsigned humans;                /* bit per seat to find turning points for; 0: every seat */
    unsigned worlds;                /* per estimate; 0: SC_REVIEW_WORLDS */
    sc_review_progress_fn progress; /* may be NULL */
    void *ctx;
} sc_review_options;

/* Reviews the record (len bytes, as sc_record_replay reads it) played on
 * mat. Returns false on a bad record (err says where and why, as replay
 * does) or when cancelled (out->cancelled). *out is large: allocate it. */
bool sc_review_record(const char *text, size_t len, const sc_mat *mat, const sc_review_options *opt,
                      sc_review *out, sc_record_error *err);

/* The same a step at a time, so that a caller can show the review as it
 * grows. sc_review_begin reads the record (NULL on a bad one, err says
 * where, as sc_review_record; or out of memory). Each sc_review_step does
 * one unit of work or more (a graph point, a decision weighed) and returns
 * false once the review is over (finished or cancelled); then
 * sc_review_end frees the run and returns what sc_review_record would.
 * Between steps *out holds the review so far: the graph's first points,
 * exactly as the finished review has them, and each seat's worst turning
 * points so far, each exactly as in the finished review unless a worse one
 * found later took its place. opt and out must outlive the run. */
typedef struct sc_review_run sc_review_run;
sc_review_run *sc_review_begin(const char *text, size_t len, const sc_mat *mat,
                               const sc_review_options *opt, sc_review *out, sc_record_error *err);
bool sc_review_step(sc_review_run *r);
bool sc_review_end(sc_review_run *r, sc_record_error *err);

/* The game as it was after `step` events of the record (the board of a
 * turning point: step = turn.step). False on a bad record or a step past
 * its end. */
bool sc_review_state_at(const char *text, size_t len, const sc_mat *mat, unsigned step, sc_game *g);

/* The length of the part of text[0..len) that holds the header and the
 * first `step` events, comments included (a record that stops just before
 * event `step`: resuming it shows the board of a turning point). Returns
 * len when the record has no more events. */
size_t sc_review_prefix(const char *text, size_t len, unsigned step);

#endif
