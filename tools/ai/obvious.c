/* ai-obvious: do the levels take the obviously right choice?
 *
 *   ai-obvious [--games G] [--players N] [--seed S] [--worlds W]
 *              [--margin M] [--verbose]
 *
 * Plays G games of captain against itself and stops at every decision of
 * the game's last stretch (someone has placed all eight astronauts, or one
 * more crash ends the game) with 2 to 12 choices: boarding, travel, landing
 * and parachute. Each choice's win share is estimated over W common worlds
 * (default 2,048: the commander's own simulation, with four times its
 * budget and other worlds). A decision is obvious when its best choice wins
 * at least M (default 0.15) more often than every other; a level misses it
 * when its choice wins at least M less often than the best. Prints, per
 * level, the misses among the obvious decisions (--verbose: each miss, with
 * the estimates: win share plus 0.002 a point of margin, as the commander
 * scores its worlds).
 * The reference plays the rest of the game by cadet's rules, as the
 * commander's simulations do: this checks that the levels act on what the
 * simulation makes plain, not that the simulation is the truth. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai_internal.h"
#include "spacecats/ai.h"
#include "spacecats/mat_load.h"
#include "tool_args.h"

#ifndef SC_DATADIR_BUILD
#define SC_DATADIR_BUILD "data"
#endif

enum { MAX_OPTIONS = 12 };

#define USAGE                                                                                      \
    "usage: ai-obvious [--games G] [--players N] [--seed S] [--worlds W] [--margin M] "            \
    "[--verbose]\n"

static bool probed(const sc_game *g, size_t n)
{
    sc_pending_kind k = g->pending.kind;
    return n > 1 && n <= MAX_OPTIONS && ai_last_stretch(g) &&
           (k == SC_PENDING_BOARD || k == SC_PENDING_TRAVEL || k == SC_PENDING_LAND ||
            k == SC_PENDING_PARACHUTE);
}

/* An option's value: a whole number from lo to hi, or (whole false) a
 * decimal one; false when it is neither. */
static bool option_value(const char *text, bool whole, double lo, double hi, double *out)
{
    unsigned long long n;
    if (whole) {
        if (!ai_arg_count(text, (unsigned long long)lo, (unsigned long long)hi, &n)) {
            return false;
        }
        *out = (double)n;
        return true;
    }
    char *end;
    if (text == NULL || *text == '\0') {
        return false;
    }
    double x = strtod(text, &end);
    if (*end != '\0' || !(x >= lo && x <= hi)) {
        return false;
    }
    *out = x;
    return true;
}

int main(int argc, char **argv)
{
    double games = 100, players = 2, seed = 1, worlds = 2048, margin = 0.15;
    bool verbose = false;
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i], *value = i + 1 < argc ? argv[i + 1] : NULL;
        double *x = strcmp(arg, "--games") == 0     ? &games
                    : strcmp(arg, "--players") == 0 ? &players
                    : strcmp(arg, "--seed") == 0    ? &seed
                    : strcmp(arg, "--worlds") == 0  ? &worlds
                    : strcmp(arg, "--margin") == 0  ? &margin
                                                    : NULL;
        double lo = x == &players ? SC_MIN_PLAYERS : x == &margin ? 0.0 : 1.0;
        double hi = x == &players ? SC_MAX_PLAYERS : x == &margin ? 1.0 : 1e9;
        if (strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0) {
            printf("ai-obvious: counts the obviously right choices of the last stretch of\n"
                   "captain-against-captain games that each level misses.\n" USAGE);
            return 0;
        } else if (strcmp(arg, "--verbose") == 0) {
            verbose = true;
        } else if (x != NULL && option_value(value, x != &margin, lo, hi, x)) {
            i++;
        } else {
            fprintf(stderr, "ai-obvious: bad argument '%s%s%s'\n" USAGE, arg, value ? " " : "",
                    x != NULL && value ? value : "");
            return 2;
        }
    }
    static sc_mat mat;
    char err[256];
    if (!sc_mat_load_file(SC_DATADIR_BUILD "/mat/default.yaml", &mat, err, sizeof err)) {
        fprintf(stderr, "ai-obvious: %s\n", err);
        return 1;
    }
    const sc_ai_level *captain = sc_ai_level_find("captain");
    unsigned checked = 0, obvious = 0, misses[16] = {0};
    static sc_choice list[SC_MAX_CHOICES];
    for (unsigned gi = 0; gi < (unsigned)games; gi++) {
        sc_game g;
        sc_setup setup = {
            .n_players = (uint8_t)players, .first_player = -1, .seed = (uint64_t)seed + gi};
        if (!sc_game_init(&g, &mat, &setup)) {
            return 1;
        }
        for (unsigned step = 0; !sc_game_over(&g); step++) {
            if (g.pending.kind == SC_PENDING_ROLL) {
                sc_game_roll(&g, NULL);
                continue;
            }
            size_t n = sc_game_choices(&g, list);
            unsigned me = (unsigned)g.pending.player;
            uint64_t decision_seed = ai_mix(((uint64_t)setup.seed << 16) ^ step);
            if (probed(&g, n)) {
                double v[MAX_OPTIONS];
                size_t best = ai_mc_values(&g, me, list, n, ai_mix(~decision_seed),
                                           (unsigned)worlds, NULL, v);
                double runner_up = -1.0;
                for (size_t i = 0; i < n; i++) {
                    if (i != best && v[i] > runner_up) {
                        runner_up = v[i];
                    }
                }
                checked++;
                if (v[best] - runner_up >= margin) {
                    obvious++;
                    for (size_t l = 0; l < sc_ai_level_count && l < 16; l++) {
                        size_t k = sc_ai_choose(&sc_ai_levels[l], &g, me, list, n, decision_seed);
                        if (v[best] - v[k] < margin) {
                            continue;
                        }
                        misses[l]++;
                        if (verbose) {
                            char took[64], right[64];
                            sc_choice_format(&g, &list[k], took, sizeof took);
                            sc_choice_format(&g, &list[best], right, sizeof right);
                            printf("seed %llu, expedition %u, space %u: %s takes '%s' (%.2f), "
                                   "not '%s' (%.2f)\n",
                                   (unsigned long long)setup.seed, g.expedition, g.rocket_space,
                                   sc_ai_levels[l].name, took, v[k], right, v[best]);
                        }
                    }
                }
            }
            size_t k = sc_ai_choose(captain, &g, me, list, n, decision_seed);
            if (sc_game_apply(&g, &list[k]) != SC_OK) {
                return 1;
            }
        }
    }
    printf("%u games, %u players, %u worlds, margin %.2f: %u decisions of the last stretch, %u "
           "obvious; missed by",
           (unsigned)games, (unsigned)players, (unsigned)worlds, margin, checked, obvious);
    for (size_t l = 0; l < sc_ai_level_count && l < 16; l++) {
        printf("%s %s %u", l ? "," : "", sc_ai_levels[l].name, misses[l]);
    }
    printf("\n");
    return 0;
}
