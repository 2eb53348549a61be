/* ai-match: pits two computer levels against each other.
 *
 *   ai-match [--players N] [--deals D] [--seed S] [--seating even|one]
 *            [--variants LIST] [--mat FILE] [--every K] [--jobs J]
 *            [--deadline-ms D] A B
 *
 * Each deal is one seed (the piles and the dice stream) played once for
 * every seating, so both levels meet the same deal in every seat (duplicate
 * dice, as far as the decisions let the dice streams coincide):
 *   even  (the default) the seats split between A and B as evenly as the
 *         table allows, every arrangement of them: 2 games a deal at 2
 *         players, 6 at 3 (one A or two), 6 at 4 (two each), 20 at 5 (two A
 *         or three). Each arrangement comes with its mirror, so the two
 *         levels are alike but for their play; the figure is the share of
 *         the wins that goes to A's seats (fair: 50%).
 *   one   A in one seat, rotated through every seat, B in all the others;
 *         the figure is A's win share (fair: 1/N).
 * A k-way shared win counts 1/k. The 95% confidence interval is computed
 * over deals (each deal's mean is one independent sample). LIST is "none",
 * "all" or a comma list of ufo, exploration, missions. --every K prints the
 * running result every K deals (a long run stopped early still leaves its
 * figures); --jobs J plays deals on J threads, with the same output as one.
 * --deadline-ms D gives every decision a wall-clock deadline D ms after it
 * starts, as the desktop game does (sc_ai_budget): the strength at the
 * desktop's budget on this machine as loaded as it is, no longer exactly
 * reproducible. Exit status 0, or 2 on a usage error. */
#define _POSIX_C_SOURCE 200809L
#include <limits.h>
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "spacecats/ai.h"
#include "spacecats/mat_load.h"
#include "tool_args.h"

#ifndef SC_DATADIR_BUILD
#define SC_DATADIR_BUILD "data"
#endif

/* The usage line and the levels on `out`; returns `status`. */
static int usage_to(FILE *out, int status)
{
    fprintf(out, "usage: ai-match [--players N] [--deals D] [--seed S] [--seating even|one] "
                 "[--variants LIST] [--mat FILE] [--every K] [--jobs J] [--deadline-ms D] "
                 "LEVEL_A LEVEL_B\n"
                 "levels:");
    for (size_t i = 0; i < sc_ai_level_count; i++) {
        fprintf(out, " %s", sc_ai_levels[i].name);
    }
    fprintf(out, "\n");
    return status;
}

static int usage(void)
{
    return usage_to(stderr, 2);
}

static int help(void)
{
    printf("ai-match: pits two computer levels against each other over many deals, each\n"
           "deal played in every seating with the same piles and dice, and prints the\n"
           "share of the wins of LEVEL_A's seats with its 95%% confidence interval.\n"
           "  --players N      2 to 5 (default 2)\n"
           "  --deals D        deals to play (default 100)\n"
           "  --seed S         the first deal's seed (default 1)\n"
           "  --seating even   the seats split evenly, every arrangement (default;\n"
           "                   fair share 50%%)\n"
           "  --seating one    LEVEL_A alone in each seat in turn (fair share 1/N)\n"
           "  --variants LIST  none (default), all, or a comma list of ufo,\n"
           "                   exploration, missions\n"
           "  --mat FILE       the mat data file\n"
           "  --every K        print the running result every K deals\n"
           "  --jobs J         threads (same output as one)\n"
           "  --deadline-ms D  every decision stops searching D ms (wall clock) after\n"
           "                   it starts, as in the desktop game (results then depend\n"
           "                   on the machine's load)\n"
           "  -h, --help       show this help\n");
    return usage_to(stdout, 0);
}

static bool parse_variants(const char *text, unsigned *out)
{
    *out = 0;
    if (strcmp(text, "none") == 0) {
        return true;
    }
    if (strcmp(text, "all") == 0) {
        *out = SC_VARIANT_ALL;
        return true;
    }
    char buf[128];
    snprintf(buf, sizeof buf, "%s", text);
    for (char *tok = strtok(buf, ","); tok; tok = strtok(NULL, ",")) {
        bool found = false;
        for (unsigned v = 1; v <= SC_VARIANT_MISSIONS; v <<= 1) {
            if (strcmp(tok, sc_variant_name((sc_variant)v)) == 0) {
                *out |= v;
                found = true;
            }
        }
        if (!found) {
            return false;
        }
    }
    return true;
}

static double monotonic_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static bool past(void *ctx)
{
    return monotonic_now() >= *(const double *)ctx;
}

/* Plays one game with level A in the seats of `a_seats` (a bit per seat)
 * and B in the others; returns the share of the win that goes to A. Every
 * decision gets deadline_ms of wall clock when that is not 0. */
static double play(const sc_mat *mat, unsigned players, unsigned variants, uint64_t seed,
                   unsigned a_seats, const sc_ai_level *a, const sc_ai_level *b,
                   unsigned deadline_ms)
{
    sc_choice list[SC_MAX_CHOICES];
    sc_game g;
    sc_setup setup = {.n_players = (uint8_t)players,
                      .variants = (uint8_t)variants,
                      .first_player = 0,
                      .seed = seed};
    if (!sc_game_init(&g, mat, &setup)) {
        return 0.0;
    }
    uint64_t step = 0;
    while (!sc_game_over(&g)) {
        if (g.pending.kind == SC_PENDING_ROLL) {
            sc_game_roll(&g, NULL);
            continue;
        }
        size_t n = sc_game_choices(&g, list);
        unsigned who = (unsigned)g.pending.player;
        const sc_ai_level *lvl = (a_seats >> who) & 1u ? a : b;
        uint64_t s = seed * 0x9E3779B97F4A7C15ull + 0x632BE59BD9B4E019ull * ++step;
        double at = monotonic_now() + deadline_ms / 1e3;
        sc_ai_budget budget = {.worlds = 0, .expired = past, .ctx = &at};
        size_t k = sc_ai_choose_within(lvl, &g, who, list, n, s, deadline_ms ? &budget : NULL);
        if (sc_game_apply(&g, &list[k]) != SC_OK) {
            fprintf(stderr, "ai-match: %s made an illegal choice\n", lvl->name);
            exit(1);
        }
    }
    unsigned w = sc_game_winners(&g);
    unsigned k = 0, mine = 0;
    for (unsigned x = w; x; x &= x - 1) {
        k++;
    }
    for (unsigned x = w & a_seats; x; x &= x - 1) {
        mine++;
    }
    return (double)mine / k;
}

static unsigned bit_count(unsigned x)
{
    unsigned n = 0;
    for (; x; x &= x - 1) {
        n++;
    }
    return n;
}

/* The seatings a deal is played with, as masks of A's seats. */
static unsigned seatings(unsigned players, bool even, unsigned *out)
{
    unsigned n = 0;
    for (unsigned m = 1; m + 1 < (1u << players); m++) {
        unsigned a = bit_count(m);
        bool wanted = even ? (a == players / 2 || a == (players + 1) / 2) : a == 1;
        if (wanted) {
            out[n++] = m;
        }
    }
    return n;
}

enum { MAX_JOBS = 64 };

typedef struct match {
    const sc_mat *mat;
    const sc_ai_level *lv[2];
    unsigned players, variants, deals, every, n_seatings, deadline_ms;
    bool even;
    unsigned seating[1u << SC_MAX_PLAYERS];
    uint64_t seed;
    pthread_mutex_t lock;
    unsigned next;    /* next deal to hand out */
    unsigned flushed; /* deals summed so far, in order */
    double *result;   /* each deal's mean, NAN until played */
    double sum, sum_sq;
} match;

static void report(const match *m, unsigned deals)
{
    double mean = m->sum / deals;
    double var = deals > 1 ? (m->sum_sq - deals * mean * mean) / (deals - 1) : 0.0;
    double half = 1.96 * sqrt(var > 0 ? var / deals : 0.0);
    double fair = m->even ? 0.5 : 1.0 / m->players;
    /* The sums let runs over other seeds be pooled exactly. */
    char limit[32] = "";
    if (m->deadline_ms) {
        snprintf(limit, sizeof limit, " deadline-ms %u", m->deadline_ms);
    }
    printf(
        "%s vs %s: players %u seating %s variants %u%s deals %u games %u: %s wins %.1f%% +- %.1f "
        "(fair %.1f%%) [sum %.6f sumsq %.6f]\n",
        m->lv[0]->name, m->lv[1]->name, m->players, m->even ? "even" : "one", m->variants, limit,
        deals, deals * m->n_seatings, m->lv[0]->name, 100.0 * mean, 100.0 * half, 100.0 * fair,
        m->sum, m->sum_sq);
    fflush(stdout);
}

/* Plays deals until none is left. Results are summed in deal order, so the
 * output does not depend on the number of threads. */
static void *worker(void *arg)
{
    match *m = arg;
    for (;;) {
        pthread_mutex_lock(&m->lock);
        unsigned d = m->next < m->deals ? m->next++ : m->deals;
        pthread_mutex_unlock(&m->lock);
        if (d == m->deals) {
            return NULL;
        }
        double deal = 0.0;
        for (unsigned i = 0; i < m->n_seatings; i++) {
            deal += play(m->mat, m->players, m->variants, m->seed + d, m->seating[i], m->lv[0],
                         m->lv[1], m->deadline_ms);
        }
        deal /= m->n_seatings;
        pthread_mutex_lock(&m->lock);
        m->result[d] = deal;
        while (m->flushed < m->deals && !isnan(m->result[m->flushed])) {
            double x = m->result[m->flushed++];
            m->sum += x;
            m->sum_sq += x * x;
            if ((m->every && m->flushed % m->every == 0) || m->flushed == m->deals) {
                report(m, m->flushed);
            }
        }
        pthread_mutex_unlock(&m->lock);
    }
}

int main(int argc, char **argv)
{
    unsigned players = 2, deals = 100, variants = 0, every = 0, jobs = 1, deadline_ms = 0;
    unsigned long long seed = 1;
    bool even = true;
    const char *mat_path = SC_DATADIR_BUILD "/mat/default.yaml";
    const sc_ai_level *lv[2] = {NULL, NULL};
    unsigned nl = 0;
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i];
        const char *value = i + 1 < argc ? argv[i + 1] : NULL;
        unsigned long long x = 0;
        if (strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0) {
            return help();
        }
        unsigned *count = strcmp(arg, "--players") == 0       ? &players
                          : strcmp(arg, "--deals") == 0       ? &deals
                          : strcmp(arg, "--every") == 0       ? &every
                          : strcmp(arg, "--jobs") == 0        ? &jobs
                          : strcmp(arg, "--deadline-ms") == 0 ? &deadline_ms
                                                              : NULL;
        if (count || strcmp(arg, "--seed") == 0) {
            if (!ai_arg_count(value, 0, count ? 100000000ull : ULLONG_MAX, &x)) {
                fprintf(stderr, "ai-match: %s wants a whole number, not '%s'\n", arg,
                        value ? value : "");
                return usage();
            }
            if (count) {
                *count = (unsigned)x;
            } else {
                seed = x;
            }
            i++;
        } else if (strcmp(arg, "--mat") == 0 && value) {
            mat_path = argv[++i];
        } else if (strcmp(arg, "--seating") == 0) {
            if (!value || (strcmp(value, "even") != 0 && strcmp(value, "one") != 0)) {
                fprintf(stderr, "ai-match: --seating wants even or one, not '%s'\n",
                        value ? value : "");
                return usage();
            }
            even = strcmp(argv[++i], "even") == 0;
        } else if (strcmp(arg, "--variants") == 0 && value) {
            if (!parse_variants(argv[++i], &variants)) {
                return usage();
            }
        } else if (nl < 2 && sc_ai_level_find(arg)) {
            lv[nl++] = sc_ai_level_find(arg);
        } else {
            fprintf(stderr, "ai-match: unknown argument '%s'\n", arg);
            return usage();
        }
    }
    if (nl != 2 || players < SC_MIN_PLAYERS || players > SC_MAX_PLAYERS || deals == 0 ||
        jobs == 0 || jobs > MAX_JOBS) {
        return usage();
    }
    static sc_mat mat;
    char err[256];
    if (!sc_mat_load_file(mat_path, &mat, err, sizeof err)) {
        fprintf(stderr, "ai-match: %s\n", err);
        return 1;
    }
    match m = {.mat = &mat,
               .lv = {lv[0], lv[1]},
               .players = players,
               .variants = variants,
               .deals = deals,
               .every = every,
               .even = even,
               .deadline_ms = deadline_ms,
               .seed = seed};
    m.n_seatings = seatings(players, even, m.seating);
    m.result = malloc(sizeof *m.result * deals);
    if (!m.result) {
        fprintf(stderr, "ai-match: out of memory\n");
        return 1;
    }
    for (unsigned d = 0; d < deals; d++) {
        m.result[d] = NAN;
    }
    pthread_mutex_init(&m.lock, NULL);
    pthread_t thread[MAX_JOBS];
    unsigned started = 0;
    for (; started + 1 < jobs; started++) {
        if (pthread_create(&thread[started], NULL, worker, &m) != 0) {
            break;
        }
    }
    worker(&m);
    for (unsigned j = 0; j < started; j++) {
        pthread_join(thread[j], NULL);
    }
    pthread_mutex_destroy(&m.lock);
    free(m.result);
    return 0;
}
