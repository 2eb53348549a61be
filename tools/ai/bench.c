/* ai-bench: decision speed of each level.
 *
 *   ai-bench [--games G] [--players N] [--variants all|none] [--deadline-ms D]
 *            [--worlds W] [LEVEL ...]
 *
 * For each level, plays G games in which that level holds seat 0 and cadet
 * the others (every variant by default), and times every decision of seat 0
 * that has more than one legal choice, in wall-clock time (this machine, as
 * loaded as it is) and in CPU time of the thread (what the decision costs,
 * whatever else the machine is doing). Prints decisions per second, the
 * median, the 99th percentile and the worst of both. Without --deadline-ms
 * the timings never reach the levels (their budgets are counted in worlds);
 * with it, every seat-0 decision has the desktop game's kind of budget: a
 * wall-clock deadline D ms after it starts (sc_ai_budget). */
#define _POSIX_C_SOURCE 200809L
#include <stdbool.h>
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

static double now(void)
{
    struct timespec ts;
    timespec_get(&ts, TIME_UTC);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static double cpu_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* A wall-clock deadline, as the desktop's thinking thread sets one. */
typedef struct deadline {
    double at; /* now() when it expires */
} deadline;

static bool past(void *ctx)
{
    return now() >= ((const deadline *)ctx)->at;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

typedef struct limits {
    unsigned deadline_ms; /* 0: none */
    unsigned worlds;      /* 0: the level's own */
} limits;

static double pct(const double *sorted, size_t count, unsigned p)
{
    size_t k = (count * p + 99) / 100;
    return sorted[k > 0 ? k - 1 : 0];
}

static void bench(const sc_mat *mat, const sc_ai_level *lvl, unsigned games, unsigned players,
                  unsigned variants, limits lim)
{
    static sc_choice list[SC_MAX_CHOICES];
    size_t cap = 4096, count = 0;
    double *times = malloc(cap * sizeof *times);
    double *cpu = malloc(cap * sizeof *cpu);
    double total = 0.0, cpu_total = 0.0;
    const sc_ai_level *other = sc_ai_level_find("cadet");
    for (unsigned i = 0; i < games && times && cpu; i++) {
        sc_game g;
        sc_setup setup = {.n_players = (uint8_t)players,
                          .variants = (uint8_t)variants,
                          .first_player = (int8_t)(i % players),
                          .seed = 5000 + i};
        if (!sc_game_init(&g, mat, &setup)) {
            break;
        }
        uint64_t step = 0;
        while (!sc_game_over(&g)) {
            if (g.pending.kind == SC_PENDING_ROLL) {
                sc_game_roll(&g, NULL);
                continue;
            }
            size_t n = sc_game_choices(&g, list);
            unsigned who = (unsigned)g.pending.player;
            uint64_t seed = 977u * i + ++step;
            size_t k;
            if (who == 0 && n > 1) {
                double t0 = now(), c0 = cpu_now();
                deadline d = {t0 + lim.deadline_ms / 1e3};
                sc_ai_budget b = {
                    .worlds = lim.worlds, .expired = lim.deadline_ms ? past : NULL, .ctx = &d};
                k = sc_ai_choose_within(lvl, &g, who, list, n, seed, &b);
                double dc = cpu_now() - c0, dt = now() - t0;
                if (getenv("AI_BENCH_SLOW") && dc > atof(getenv("AI_BENCH_SLOW")) / 1e3) {
                    fprintf(stderr,
                            "%s: %.1f ms cpu, pending %u, %zu choices, space %u pool %u "
                            "seats %u exp %u\n",
                            lvl->name, 1e3 * dc, g.pending.kind, n, g.rocket_space, g.pool,
                            g.n_seats, g.expedition);
                }
                total += dt;
                cpu_total += dc;
                if (count == cap) {
                    double *more = realloc(times, 2 * cap * sizeof *times);
                    if (more) {
                        times = more;
                    }
                    double *more_cpu = realloc(cpu, 2 * cap * sizeof *cpu);
                    if (more_cpu) {
                        cpu = more_cpu;
                    }
                    if (!more || !more_cpu) {
                        break;
                    }
                    cap *= 2;
                }
                cpu[count] = dc;
                times[count++] = dt;
            } else {
                k = sc_ai_choose(other, &g, who, list, n, seed);
            }
            sc_game_apply(&g, &list[k]);
        }
    }
    if (times && cpu && count > 0) {
        qsort(times, count, sizeof *times, cmp_double);
        qsort(cpu, count, sizeof *cpu, cmp_double);
        printf("%-10s %6zu decisions %9.0f /s  wall: median %8.3f ms p99 %8.3f ms worst %8.3f ms"
               "  cpu: median %8.3f ms mean %8.3f ms p99 %8.3f ms worst %8.3f ms\n",
               lvl->name, count, count / total, 1e3 * times[count / 2], 1e3 * pct(times, count, 99),
               1e3 * times[count - 1], 1e3 * cpu[count / 2], 1e3 * cpu_total / count,
               1e3 * pct(cpu, count, 99), 1e3 * cpu[count - 1]);
    }
    free(times);
    free(cpu);
}

#define USAGE                                                                                      \
    "usage: ai-bench [--games G] [--players N] [--variants all|none] [--deadline-ms D]\n"          \
    "                [--worlds W] [LEVEL ...]\n"

/* A whole number from lo to hi into *out, or false. */
static bool parse_count(const char *text, unsigned lo, unsigned hi, unsigned *out)
{
    unsigned long long x;
    if (!ai_arg_count(text, lo, hi, &x)) {
        return false;
    }
    *out = (unsigned)x;
    return true;
}

static int bad(const char *what, const char *value)
{
    fprintf(stderr, "ai-bench: %s, not '%s'\n" USAGE, what, value ? value : "");
    return 2;
}

int main(int argc, char **argv)
{
    unsigned games = 20, players = 3, variants = SC_VARIANT_ALL;
    limits lim = {0, 0};
    const sc_ai_level *chosen[16];
    unsigned n_chosen = 0;
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i];
        const char *value = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0) {
            printf("ai-bench: times the decisions of each level (default: every level),\n"
                   "the level in seat 0 and cadet in the others; prints decisions per\n"
                   "second, the median, the 99th percentile and the worst, in CPU and\n"
                   "wall-clock time. --deadline-ms D gives each decision a wall-clock\n"
                   "deadline D ms after it starts (as the desktop game does); --worlds W\n"
                   "caps the simulated worlds of a decision (default: the level's own).\n" USAGE);
            return 0;
        } else if (strcmp(arg, "--games") == 0) {
            if (!parse_count(value, 1, 1000000, &games)) {
                return bad("--games wants a number of games from 1", value);
            }
            i++;
        } else if (strcmp(arg, "--players") == 0) {
            if (!parse_count(value, SC_MIN_PLAYERS, SC_MAX_PLAYERS, &players)) {
                return bad("--players wants 2 to 5", value);
            }
            i++;
        } else if (strcmp(arg, "--deadline-ms") == 0) {
            if (!parse_count(value, 1, 3600000, &lim.deadline_ms)) {
                return bad("--deadline-ms wants a number of milliseconds from 1", value);
            }
            i++;
        } else if (strcmp(arg, "--worlds") == 0) {
            if (!parse_count(value, 1, 1000000, &lim.worlds)) {
                return bad("--worlds wants a number of simulated worlds from 1", value);
            }
            i++;
        } else if (strcmp(arg, "--variants") == 0) {
            if (value == NULL || (strcmp(value, "none") != 0 && strcmp(value, "all") != 0)) {
                return bad("--variants wants all or none", value);
            }
            variants = strcmp(argv[++i], "none") == 0 ? 0 : SC_VARIANT_ALL;
        } else if (sc_ai_level_find(arg) && n_chosen < 16) {
            chosen[n_chosen++] = sc_ai_level_find(arg);
        } else {
            return bad("unknown argument or level", arg);
        }
    }
    static sc_mat mat;
    char err[256];
    if (!sc_mat_load_file(SC_DATADIR_BUILD "/mat/default.yaml", &mat, err, sizeof err)) {
        fprintf(stderr, "ai-bench: %s\n", err);
        return 1;
    }
    printf("%u games per level, %u players, variants %u; seat 0 timed, cadet elsewhere", games,
           players, variants);
    if (lim.deadline_ms) {
        printf("; deadline %u ms", lim.deadline_ms);
    }
    if (lim.worlds) {
        printf("; at most %u worlds", lim.worlds);
    }
    printf("\n");
    if (n_chosen == 0) {
        for (size_t i = 0; i < sc_ai_level_count; i++) {
            bench(&mat, &sc_ai_levels[i], games, players, variants, lim);
        }
    }
    for (unsigned i = 0; i < n_chosen; i++) {
        bench(&mat, chosen[i], games, players, variants, lim);
    }
    return 0;
}
