/* same-games: the simulator plays the same games as a reference core, record
 * for record. Each line of the digest file names one game (players,
 * variants, seed, seats) and the FNV-1a digest of its game record as the
 * reference core wrote it; the check plays every game again with the
 * simulator's driver, records it, and compares.
 *
 *   same-games MAT DIGESTS        check every game of DIGESTS (exit 1 on a
 *                                 difference, naming the game)
 *   same-games --write MAT OUT    write the digests of the standard set
 *
 * The standard set: 2 to 5 players, every variant combination, 128 seeds
 * each (4,096 games); even seeds with random players in every seat (the
 * driver's pick-by-index path), odd seeds with random, simple, cadet and
 * kitten seats (the listed choices and the computer levels). The committed
 * digests (tests/sim/same-games.txt) come from the core of commit 23f228c,
 * before the core was made faster: see docs/performance.md. Since then 41
 * of them were written again (--write) when the levels' endgame landing
 * rule stopped reading the other players' secret mission points: the games
 * with the missions variant and cadet or kitten seats, whose choices that
 * changed (the core's part is the same). And 41 more when rule R8 came to
 * follow the rulebook's text (issue 22: a parachute landing at a crash
 * checks no goal): each of those games has a parachute landing that
 * completes an open goal's condition (95 of the 4,096 games have one; in
 * the other 54 the goal is claimed at the player's next landing and the
 * record is unchanged).
 *
 * It uses only interfaces that core had, so the same file builds against
 * both. The digests were written by this file compiled (cc -std=c17 -O2)
 * with the sources of `git archive 23f228c src include`: src/sim's
 * driver.c, policy.c and stats.c, every .c file of src/core and src/data,
 * and src/ai's ai.c, commander.c, eval.c, levels.c and solver.c (with
 * -lyaml -lm), then run as
 *   same-games --write data/mat/default.yaml tests/sim/same-games.txt
 * The default mat of then is kept as data/mat/six-moons.yaml, which
 * the test reads (the game's mat has since become the thirteen-moon one). */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "driver.h"
#include "policy.h"
#include "spacecats/mat_load.h"
#include "spacecats/record.h"

enum { SEEDS = 128, FIRST_SEED = 1000 };

static const char *const mixed_seats[] = {"random", "simple", "cadet", "kitten", "random"};

static uint64_t fnv1a(const char *text, size_t len)
{
    uint64_t h = 0xcbf29ce484222325u;
    for (size_t i = 0; i < len; i++) {
        h = (h ^ (unsigned char)text[i]) * 0x100000001b3u;
    }
    return h;
}

/* Plays one game and returns the digest of its record; false on an error
 * (message printed). */
static bool game_digest(const sc_mat *mat, sc_choice *choices, unsigned players, unsigned variants,
                        uint64_t seed, const char *seats, uint64_t *out)
{
    sim_driver d = {.mat = mat, .choices = choices, .stats = NULL};
    char list[128];
    snprintf(list, sizeof list, "%s", seats);
    unsigned n = 0;
    for (char *name = strtok(list, ","); name; name = strtok(NULL, ",")) {
        const sim_policy *p = sim_policy_find(name);
        if (!p || n >= players) {
            fprintf(stderr, "same-games: bad seats '%s'\n", seats);
            return false;
        }
        d.seats[n++] = p;
    }
    if (n != players) {
        fprintf(stderr, "same-games: %u seats for %u players\n", n, players);
        return false;
    }
    sc_setup setup = {.n_players = (uint8_t)players,
                      .variants = (uint8_t)variants,
                      .first_player = (int8_t)(seed % players),
                      .seed = seed};
    sc_game g;
    sc_record rec = {0};
    sim_counts counts = {0};
    char err[512];
    bool ok = sim_play_game(&d, &setup, &g, &rec, &counts, err, sizeof err) && !rec.failed;
    if (!ok) {
        fprintf(stderr, "same-games: seed %" PRIu64 ": %s\n", seed, err);
    } else {
        *out = fnv1a(rec.text, rec.len);
    }
    sc_record_free(&rec);
    return ok;
}

static int write_set(const sc_mat *mat, sc_choice *choices, const char *path)
{
    FILE *f = fopen(path, "w");
    if (!f) {
        perror(path);
        return 1;
    }
    fprintf(f, "# players variants seed seats record-digest (tests/sim/same_games.c)\n");
    for (unsigned players = SC_MIN_PLAYERS; players <= SC_MAX_PLAYERS; players++) {
        for (unsigned variants = 0; variants <= SC_VARIANT_ALL; variants++) {
            for (uint64_t seed = FIRST_SEED; seed < FIRST_SEED + SEEDS; seed++) {
                char seats[128] = "";
                for (unsigned p = 0; p < players; p++) {
                    strcat(seats, p ? "," : "");
                    strcat(seats, seed % 2 == 0 ? "random" : mixed_seats[p]);
                }
                uint64_t h;
                if (!game_digest(mat, choices, players, variants, seed, seats, &h)) {
                    fclose(f);
                    return 1;
                }
                fprintf(f, "%u %u %" PRIu64 " %s %016" PRIx64 "\n", players, variants, seed, seats,
                        h);
            }
        }
    }
    return fclose(f) == 0 ? 0 : 1;
}

static int check_set(const sc_mat *mat, sc_choice *choices, const char *path)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        perror(path);
        return 1;
    }
    char line[256];
    unsigned line_no = 0, games = 0, differ = 0;
    while (fgets(line, sizeof line, f)) {
        line_no++;
        if (line[0] == '#' || line[0] == '\n') {
            continue;
        }
        unsigned players, variants;
        uint64_t seed, want, got;
        char seats[128];
        if (sscanf(line, "%u %u %" SCNu64 " %127s %" SCNx64, &players, &variants, &seed, seats,
                   &want) != 5 ||
            players < SC_MIN_PLAYERS || players > SC_MAX_PLAYERS || variants > SC_VARIANT_ALL) {
            fprintf(stderr, "%s:%u: cannot read this line\n", path, line_no);
            fclose(f);
            return 1;
        }
        if (!game_digest(mat, choices, players, variants, seed, seats, &got)) {
            fclose(f);
            return 1;
        }
        games++;
        if (got != want && differ++ < 10) {
            fprintf(stderr,
                    "%s:%u: %u players, variants %u, seed %" PRIu64 ", seats %s: record "
                    "%016" PRIx64 ", reference %016" PRIx64 "\n",
                    path, line_no, players, variants, seed, seats, got, want);
        }
    }
    fclose(f);
    printf("%u games, %u with a different record\n", games, differ);
    return games > 0 && differ == 0 ? 0 : 1;
}

int main(int argc, char **argv)
{
    bool write = argc == 4 && strcmp(argv[1], "--write") == 0;
    if (!write && argc != 3) {
        fprintf(stderr, "usage: same-games MAT DIGESTS | same-games --write MAT OUT\n");
        return 2;
    }
    static sc_mat mat;
    char err[512];
    if (!sc_mat_load_file(argv[write ? 2 : 1], &mat, err, sizeof err)) {
        fprintf(stderr, "%s\n", err);
        return 1;
    }
    sc_choice *choices = malloc(SC_MAX_CHOICES * sizeof *choices);
    if (!choices) {
        return 1;
    }
    int status = write ? write_set(&mat, choices, argv[3]) : check_set(&mat, choices, argv[2]);
    free(choices);
    return status;
}
