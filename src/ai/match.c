/* ai-match: pits two computer levels against each other.
 *
 *   ai-match [--players N] [--deals D] [--seed S] [--variants LIST] [--every K] A B
 *
 * Each deal is one seed (the piles and the dice stream), played N times with
 * level A's single seat rotated through every seat and level B in all the
 * others: both sides of the comparison meet the same deal (duplicate dice,
 * as far as the decisions let the dice streams coincide). Prints A's win
 * share (a k-way shared win counts 1/k) with a 95% confidence interval
 * computed over deals (each deal's mean is one independent sample), and
 * the fair share 1/N. LIST is "none", "all" or a comma list of ufo,
 * exploration, missions. --every K prints the running result every K deals
 * (a long run stopped early still leaves its figures). Exit status 0, or 2
 * on a usage error. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "spacecats/ai.h"
#include "spacecats/mat_load.h"

#ifndef SC_DATADIR_BUILD
#define SC_DATADIR_BUILD "data"
#endif

static int usage(void)
{
    fprintf(stderr, "usage: ai-match [--players N] [--deals D] [--seed S] [--variants LIST] "
                    "[--mat FILE] [--every K] LEVEL_A LEVEL_B\nlevels:");
    for (size_t i = 0; i < sc_ai_level_count; i++)
        fprintf(stderr, " %s", sc_ai_levels[i].name);
    fprintf(stderr, "\n");
    return 2;
}

static bool parse_variants(const char *text, unsigned *out)
{
    *out = 0;
    if (strcmp(text, "none") == 0)
        return true;
    if (strcmp(text, "all") == 0) {
        *out = SC_VARIANT_ALL;
        return true;
    }
    char buf[128];
    snprintf(buf, sizeof buf, "%s", text);
    for (char *tok = strtok(buf, ","); tok; tok = strtok(NULL, ",")) {
        bool found = false;
        for (unsigned v = 1; v <= SC_VARIANT_MISSIONS; v <<= 1)
            if (strcmp(tok, sc_variant_name((sc_variant)v)) == 0) {
                *out |= v;
                found = true;
            }
        if (!found)
            return false;
    }
    return true;
}

/* Plays one game; returns A's win share. */
static double play(const sc_mat *mat, unsigned players, unsigned variants, uint64_t seed,
                   unsigned a_seat, const sc_ai_level *a, const sc_ai_level *b)
{
    static sc_choice list[SC_MAX_CHOICES];
    sc_game g;
    sc_setup setup = {.n_players = (uint8_t)players,
                      .variants = (uint8_t)variants,
                      .first_player = 0,
                      .seed = seed};
    if (!sc_game_init(&g, mat, &setup))
        return 0.0;
    uint64_t step = 0;
    while (!sc_game_over(&g)) {
        if (g.pending.kind == SC_PENDING_ROLL) {
            sc_game_roll(&g, NULL);
            continue;
        }
        size_t n = sc_game_choices(&g, list);
        unsigned who = (unsigned)g.pending.player;
        const sc_ai_level *lvl = who == a_seat ? a : b;
        uint64_t s = seed * 0x9E3779B97F4A7C15ull + 0x632BE59BD9B4E019ull * ++step;
        size_t k = sc_ai_choose(lvl, &g, who, list, n, s);
        if (sc_game_apply(&g, &list[k]) != SC_OK) {
            fprintf(stderr, "ai-match: %s made an illegal choice\n", lvl->name);
            exit(1);
        }
    }
    unsigned w = sc_game_winners(&g);
    if (!(w & (1u << a_seat)))
        return 0.0;
    unsigned k = 0;
    for (unsigned x = w; x; x &= x - 1)
        k++;
    return 1.0 / k;
}

static void report(const sc_ai_level *const lv[2], unsigned players, unsigned variants,
                   unsigned deals, double sum, double sum_sq)
{
    double mean = sum / deals;
    double var = deals > 1 ? (sum_sq - deals * mean * mean) / (deals - 1) : 0.0;
    double half = 1.96 * sqrt(var > 0 ? var / deals : 0.0);
    /* The sums let runs over other seeds be pooled exactly. */
    printf("%s vs %s: players %u variants %u deals %u games %u: %s wins %.1f%% +- %.1f "
           "(fair %.1f%%) [sum %.6f sumsq %.6f]\n",
           lv[0]->name, lv[1]->name, players, variants, deals, deals * players, lv[0]->name,
           100.0 * mean, 100.0 * half, 100.0 / players, sum, sum_sq);
    fflush(stdout);
}

int main(int argc, char **argv)
{
    unsigned players = 2, deals = 100, variants = 0, every = 0;
    uint64_t seed = 1;
    const char *mat_path = SC_DATADIR_BUILD "/mat/default.yaml";
    const sc_ai_level *lv[2] = {NULL, NULL};
    unsigned nl = 0;
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i];
        bool has_value = i + 1 < argc;
        if (strcmp(arg, "--players") == 0 && has_value)
            players = (unsigned)strtoul(argv[++i], NULL, 10);
        else if (strcmp(arg, "--deals") == 0 && has_value)
            deals = (unsigned)strtoul(argv[++i], NULL, 10);
        else if (strcmp(arg, "--seed") == 0 && has_value)
            seed = strtoull(argv[++i], NULL, 10);
        else if (strcmp(arg, "--every") == 0 && has_value)
            every = (unsigned)strtoul(argv[++i], NULL, 10);
        else if (strcmp(arg, "--mat") == 0 && has_value)
            mat_path = argv[++i];
        else if (strcmp(arg, "--variants") == 0 && has_value) {
            if (!parse_variants(argv[++i], &variants))
                return usage();
        } else if (nl < 2 && sc_ai_level_find(arg))
            lv[nl++] = sc_ai_level_find(arg);
        else
            return usage();
    }
    if (nl != 2 || players < SC_MIN_PLAYERS || players > SC_MAX_PLAYERS || deals == 0)
        return usage();
    static sc_mat mat;
    char err[256];
    if (!sc_mat_load_file(mat_path, &mat, err, sizeof err)) {
        fprintf(stderr, "ai-match: %s\n", err);
        return 1;
    }
    double sum = 0.0, sum_sq = 0.0;
    for (unsigned d = 0; d < deals; d++) {
        uint64_t s = seed + d;
        double deal = 0.0;
        for (unsigned seat = 0; seat < players; seat++)
            deal += play(&mat, players, variants, s, seat, lv[0], lv[1]);
        deal /= players;
        sum += deal;
        sum_sq += deal * deal;
        if ((every && (d + 1) % every == 0) || d + 1 == deals)
            report(lv, players, variants, d + 1, sum, sum_sq);
    }
    return 0;
}
