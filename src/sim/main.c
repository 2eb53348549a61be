/* spacecats-sim: the headless simulator. Plays many games between policies
 * and summarises them (play), replays a game record (replay), reviews one
 * (review), measures the core's speed (bench) and lists the computer levels
 * (levels).
 *
 * Exit status: 0 success, 1 a runtime error (mat, file, record), 2 bad
 * arguments. Usage goes to stdout for --help, errors to stderr. */
#define _POSIX_C_SOURCE 200809L

#include <errno.h>
#include <inttypes.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "driver.h"
#include "policy.h"
#include "review_print.h"
#include "spacecats/ai.h"
#include "spacecats/file_io.h"
#include "spacecats/game.h"
#include "spacecats/mat_load.h"
#include "spacecats/mat_set.h"
#include "spacecats/record.h"
#include "spacecats/review.h"
#include "stats.h"

#ifndef SC_DATADIR
#define SC_DATADIR "/usr/local/share/spacecats"
#endif
#ifndef SC_VERSION
#define SC_VERSION "unknown"
#endif

#define PROG "spacecats-sim"

enum {
    EXIT_RUNTIME = 1,
    EXIT_USAGE = 2,
    MAX_GAMES = 100000000,
    MAX_RECORD_BYTES = 64 << 20,
};

/* ---- usage ------------------------------------------------------------- */

static const char usage_main[] =
    "Usage: " PROG " COMMAND [OPTIONS]\n"
    "\n"
    "The headless Space Cats simulator.\n"
    "\n"
    "Commands:\n"
    "  play     play many games between policies and summarise them\n"
    "  replay   replay a game record and print its final state\n"
    "  review   review a game record: winning chances and turning points\n"
    "  bench    measure how many random games the core plays per second\n"
    "  levels   list the computer levels, weakest first\n"
    "\n"
    "Options:\n"
    "  -h, --help     show this help (COMMAND --help: help on a command)\n"
    "  --version      show the version\n"
    "\n"
    "The mat is read from --mat FILE, else $SPACECATS_DATADIR/mat/default.yaml,\n"
    "else the source tree's data/mat/default.yaml, else the installed one.\n"
    "replay and review without --mat take the mat of that folder whose checksum\n"
    "the record names: the current one or any the game shipped before.\n"
    "Exit status: 0 success, 1 runtime error (mat, file, record), 2 bad arguments.\n";

static const char usage_play[] =
    "Usage: " PROG " play --seats P1,P2[,...] [OPTIONS]\n"
    "\n"
    "Plays N games between policies and prints, per seat, the win rate (a shared\n"
    "win counts 1/k for each of k winners) with its 95% confidence interval and\n"
    "the mean score with its standard deviation; then expeditions, crashes,\n"
    "the deep-space rate and decisions per game, and last `games/s: X`.\n"
    "Game g (from 0) uses seed S+g; its first player is seat g mod seats.\n"
    "Seats are numbered from 0, in --seats order, as in game records.\n"
    "With --rotate, each seed is a deal played once per rotation of the seats:\n"
    "in rotation r the policy listed i-th plays seat (i + r) mod seats, so every\n"
    "listed policy meets the same piles and dice stream in every seat (duplicate\n"
    "dice, as far as the decisions let the streams coincide). Game g then uses\n"
    "seed S + g / seats, rotation g mod seats and first player (g / seats) mod\n"
    "seats; N is rounded up to whole deals, and the summary's rows (#) are the\n"
    "--seats entries, not seats. (The intervals treat games as independent;\n"
    "ai-match, beside the simulator, computes them over deals.)\n"
    "\n"
    "Options:\n"
    "  --seats P1,P2[,...]  a policy per seat, 2 to 5 seats: a computer level\n"
    "                       (see `levels`) or a policy listed below\n"
    "  --games N            games to play (default 1000)\n"
    "  --seed S             seed of the first game (default 1)\n"
    "  --variants LIST      ufo,exploration,missions (any of them), none or all\n"
    "                       (default none: the base game)\n"
    "  --record DIR         write each game's record to DIR/game-000001.rec, ...\n"
    "  --mat FILE           the mat data file (default: see " PROG " --help)\n"
    "  --stats              also print the extended figures of docs/balance.md\n"
    "  --rotate             rotate the policies through the seats (above)\n"
    "  --quiet              print the summary only (no setup line, no record note)\n"
    "  -h, --help           show this help\n";

static const char usage_replay[] =
    "Usage: " PROG " replay FILE [--mat FILE]\n"
    "\n"
    "Replays a game record and prints the final state: each seat's astronauts\n"
    "and scores by source, the failures, whether the game is over, the winner(s).\n"
    "Seats are numbered from 0, as in the record.\n"
    "A bad record is reported as FILE:LINE: reason (exit status 1).\n"
    "\n"
    "Options:\n"
    "  --mat FILE   the mat data file (default: see " PROG " --help)\n"
    "  -h, --help   show this help\n";

static const char usage_review[] =
    "Usage: " PROG " review FILE [OPTIONS]\n"
    "\n"
    "Reviews a game record (or a saved game): each seat's chance to win at the\n"
    "start and after each expedition, estimated from what that seat knew then\n"
    "(the others' secret missions and the dice to come are redrawn), and the\n"
    "human seats' turning points: their moves that lost the most winning\n"
    "chance against the strongest level's choice, with the crash odds, worst\n"
    "first, each naming its line of FILE. The human seats are those the save's\n"
    "seat lines mark human, else every seat. Deterministic for a seed.\n"
    "A bad record is reported as FILE:LINE: reason (exit status 1).\n"
    "\n"
    "Options:\n"
    "  --humans LIST  the seats to find turning points for, e.g. 0,2\n"
    "  --seed S       seed of the simulations (default 1)\n"
    "  --worlds N     simulated games per estimate (default 400)\n"
    "  --progress     show the progress on stderr\n"
    "  --mat FILE     the mat data file (default: see " PROG " --help)\n"
    "  -h, --help     show this help\n";

static const char usage_bench[] =
    "Usage: " PROG " bench [--games N] [--seed S] [--players P]\n"
    "\n"
    "Plays N games between random policies on one core, without recording, and\n"
    "prints games per second. The project aims at 50,000 four-player games/s.\n"
    "\n"
    "Options:\n"
    "  --games N     games to play (default 20000)\n"
    "  --seed S      seed of the first game (default 1)\n"
    "  --players P   players, 2 to 5 (default 4)\n"
    "  --mat FILE    the mat data file (default: see " PROG " --help)\n"
    "  -h, --help    show this help\n";

static const char usage_levels[] = "Usage: " PROG " levels\n"
                                   "\n"
                                   "Lists the computer levels of the game's seat menu,\n"
                                   "weakest first, one a line. `play --seats` takes\n"
                                   "them, and the simulator's other policies (see\n"
                                   "`" PROG " play --help`).\n"
                                   "\n"
                                   "Options:\n"
                                   "  -h, --help   show this help\n";

#if defined(__GNUC__)
__attribute__((format(printf, 2, 3), noreturn))
#endif
static void
usage_error(const char *cmd, const char *fmt, ...)
{
    va_list ap;
    fprintf(stderr, "%s%s%s: ", PROG, cmd ? " " : "", cmd ? cmd : "");
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fprintf(stderr, "\nTry '%s%s%s --help'.\n", PROG, cmd ? " " : "", cmd ? cmd : "");
    exit(EXIT_USAGE);
}

static bool wants_help(int argc, char **argv)
{
    for (int i = 0; i < argc; i++) {
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            return true;
        }
    }
    return false;
}

/* ---- option parsing ---------------------------------------------------- */

/* Matches argv[*i] against an option with a value, as "--name VALUE" or
 * "--name=VALUE"; on a match sets *val and steps *i over the value. */
static bool take_value(const char *cmd, const char *name, int argc, char **argv, int *i,
                       const char **val)
{
    const char *arg = argv[*i];
    size_t len = strlen(name);
    if (strncmp(arg, name, len) != 0) {
        return false;
    }
    if (arg[len] == '=') {
        *val = arg + len + 1;
        return true;
    }
    if (arg[len] != '\0') {
        return false;
    }
    if (*i + 1 >= argc) {
        usage_error(cmd, "option %s needs a value", name);
    }
    *val = argv[++*i];
    return true;
}

static uint64_t parse_number(const char *cmd, const char *name, const char *text, uint64_t min,
                             uint64_t max)
{
    const char *p = text;
    uint64_t v = 0;
    bool overflow = false;
    if (*p == '\0') {
        usage_error(cmd, "%s: empty value (expected a number)", name);
    }
    for (; *p; p++) {
        if (*p < '0' || *p > '9') {
            usage_error(cmd, "%s: '%s' is not a number", name, text);
        }
        unsigned d = (unsigned)(*p - '0');
        if (v > (UINT64_MAX - d) / 10) {
            overflow = true;
        } else {
            v = v * 10 + d;
        }
    }
    if (overflow || v < min || v > max) {
        usage_error(cmd, "%s: %s is out of range (%" PRIu64 " to %" PRIu64 ")", name, text, min,
                    max);
    }
    return v;
}

static void list_policies(FILE *out)
{
    for (size_t i = 0; i < sim_policy_count; i++) {
        fprintf(out, "%s%s", i ? ", " : "", sim_policies[i].name);
    }
}

/* "random,simple,simple": 2 to 5 known policy names. Returns the count. */
static unsigned parse_seats(const char *cmd, const char *text, const sim_policy **out)
{
    unsigned n = 0;
    const char *p = text;
    for (;;) {
        const char *end = strchr(p, ',');
        size_t len = end ? (size_t)(end - p) : strlen(p);
        char name[64];
        if (len == 0) {
            usage_error(cmd, "--seats: empty policy name in '%s'", text);
        }
        if (n == SC_MAX_PLAYERS) {
            usage_error(cmd, "--seats: more than %d seats in '%s'", SC_MAX_PLAYERS, text);
        }
        snprintf(name, sizeof name, "%.*s", (int)(len < sizeof name ? len : sizeof name - 1), p);
        const sim_policy *pol = len < sizeof name ? sim_policy_find(name) : NULL;
        if (!pol) {
            fprintf(stderr, "%s %s: --seats: unknown policy '%s' (known: ", PROG, cmd, name);
            list_policies(stderr);
            fprintf(stderr, ")\nTry '%s %s --help'.\n", PROG, cmd);
            exit(EXIT_USAGE);
        }
        out[n++] = pol;
        if (!end) {
            break;
        }
        p = end + 1;
    }
    if (n < SC_MIN_PLAYERS) {
        usage_error(cmd, "--seats: %u seat in '%s' (a game has %d to %d)", n, text, SC_MIN_PLAYERS,
                    SC_MAX_PLAYERS);
    }
    return n;
}

/* "ufo,exploration,missions" (any of them, each once), "none" or "all". */
static unsigned parse_variants(const char *cmd, const char *text)
{
    if (strcmp(text, "none") == 0) {
        return 0;
    }
    if (strcmp(text, "all") == 0) {
        return SC_VARIANT_ALL;
    }
    unsigned mask = 0;
    const char *p = text;
    for (;;) {
        const char *end = strchr(p, ',');
        size_t len = end ? (size_t)(end - p) : strlen(p);
        if (len == 0 && *text == '\0') {
            usage_error(cmd, "--variants: an empty list (give ufo, exploration, missions; or "
                             "none, all)");
        }
        if (len == 0) {
            usage_error(cmd, "--variants: an empty item in '%s'", text);
        }
        unsigned found = 0;
        for (unsigned v = SC_VARIANT_UFO; v <= SC_VARIANT_MISSIONS; v <<= 1) {
            const char *name = sc_variant_name((sc_variant)v);
            if (len == strlen(name) && strncmp(p, name, len) == 0) {
                found = v;
            }
        }
        if (!found) {
            usage_error(cmd,
                        "--variants: unknown variant '%.*s' (known: ufo, exploration, missions; "
                        "or none, all)",
                        (int)len, p);
        }
        if (mask & found) {
            usage_error(cmd, "--variants: '%.*s' is given twice", (int)len, p);
        }
        mask |= found;
        if (!end) {
            break;
        }
        p = end + 1;
    }
    return mask;
}

static void variants_text(unsigned variants, char *buf, size_t len)
{
    size_t at = 0;
    buf[0] = '\0';
    for (unsigned v = SC_VARIANT_UFO; v <= SC_VARIANT_MISSIONS; v <<= 1) {
        if ((variants & v) && at < len) {
            at += (size_t)snprintf(buf + at, len - at, "%s%s", at ? "," : "",
                                   sc_variant_name((sc_variant)v));
        }
    }
    if (at == 0) {
        snprintf(buf, len, "none");
    }
}

/* ---- the mat ----------------------------------------------------------- */

static bool file_exists(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

/* --mat, else $SPACECATS_DATADIR, else the source tree, else the installed
 * data. An explicit choice (--mat or the variable) is used even if it is
 * missing, so that the error names it. */
static const char *mat_path(const char *given, char *buf, size_t len)
{
    if (given) {
        return given;
    }
    const char *env = getenv("SPACECATS_DATADIR");
    if (env && *env) {
        snprintf(buf, len, "%s/mat/default.yaml", env);
        return buf;
    }
#ifdef SC_DATADIR_BUILD
    snprintf(buf, len, "%s/mat/default.yaml", SC_DATADIR_BUILD);
    if (file_exists(buf)) {
        return buf;
    }
#endif
    snprintf(buf, len, "%s/mat/default.yaml", SC_DATADIR);
    return buf;
}

static sc_mat the_mat;
static sc_mat_set the_mats;

static const sc_mat *load_mat(const char *given)
{
    char path[4096], err[512];
    const char *p = mat_path(given, path, sizeof path);
    if (!sc_mat_load_file(p, &the_mat, err, sizeof err)) {
        fprintf(stderr, "%s\n", err);
        exit(EXIT_RUNTIME);
    }
    return &the_mat;
}

/* The mat a record was played on: --mat, else the one of the mat folder
 * (the default mat's, with every mat the game ever shipped) whose checksum
 * the record names. A record whose mat the folder lacks is refused here,
 * naming the mats it has; a text that is not a record goes on to replay
 * with the default mat, which says what is wrong with it. */
static const sc_mat *record_mat(const char *given, const char *file, const char *text, size_t len)
{
    if (given) {
        return load_mat(given);
    }
    char path[4096], err[512];
    const char *p = mat_path(NULL, path, sizeof path);
    char dir[4096];
    snprintf(dir, sizeof dir, "%s", p);
    char *slash = strrchr(dir, '/');
    if (slash) {
        *slash = '\0';
    }
    if (!sc_mat_set_load(&the_mats, dir, err, sizeof err)) {
        fprintf(stderr, "%s\n", err);
        exit(EXIT_RUNTIME);
    }
    uint64_t sum;
    char name[64];
    sc_record_error rerr;
    if (!sc_record_mat_of(text, len, &sum, name, sizeof name, &rerr)) {
        return &the_mats.mats[0];
    }
    const sc_mat *mat = sc_mat_set_find(&the_mats, sum);
    if (mat) {
        return mat;
    }
    fprintf(stderr,
            "%s: the record is for mat '%s' (checksum %016" PRIx64 "), which %s does not hold (",
            file, name, sum, dir);
    for (unsigned i = 0; i < the_mats.n; i++) {
        fprintf(stderr, "%s%s %016" PRIx64, i ? ", " : "", the_mats.files[i],
                the_mats.mats[i].checksum);
    }
    fprintf(stderr, "); give its mat file with --mat FILE\n");
    exit(EXIT_RUNTIME);
}

/* ---- helpers ----------------------------------------------------------- */

static double now_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* mkdir -p. */
static bool make_dirs(const char *path, char *err, size_t err_len)
{
    char buf[4096];
    size_t len = strlen(path);
    if (len == 0 || len >= sizeof buf) {
        snprintf(err, err_len, "%s: bad directory name", path);
        return false;
    }
    memcpy(buf, path, len + 1);
    for (char *p = buf + 1;; p++) {
        if (*p != '/' && *p != '\0') {
            continue;
        }
        char c = *p;
        *p = '\0';
        if (mkdir(buf, 0777) != 0 && errno != EEXIST) {
            snprintf(err, err_len, "%s: %s", buf, strerror(errno));
            return false;
        }
        *p = c;
        if (c == '\0') {
            break;
        }
    }
    struct stat st;
    if (stat(path, &st) != 0 || !S_ISDIR(st.st_mode)) {
        snprintf(err, err_len, "%s: not a directory", path);
        return false;
    }
    return true;
}

static sc_choice *alloc_choices(void)
{
    sc_choice *c = malloc(SC_MAX_CHOICES * sizeof *c);
    if (!c) {
        fprintf(stderr, "%s: out of memory\n", PROG);
        exit(EXIT_RUNTIME);
    }
    return c;
}

/* ---- play -------------------------------------------------------------- */

static int cmd_play(int argc, char **argv)
{
    const char *cmd = "play";
    if (wants_help(argc, argv)) {
        fputs(usage_play, stdout);
        printf("\nPolicies (weakest first, then probes):\n");
        for (size_t i = 0; i < sim_policy_count; i++) {
            printf("  %-10s %s\n", sim_policies[i].name, sim_policies[i].description);
        }
        return 0;
    }
    uint64_t games = 1000, seed = 1;
    unsigned variants = 0, n_seats = 0;
    const sim_policy *seats[SC_MAX_PLAYERS] = {NULL};
    const char *record_dir = NULL, *mat_file = NULL;
    bool quiet = false, extended = false, rotate = false;
    for (int i = 0; i < argc; i++) {
        const char *v;
        if (take_value(cmd, "--games", argc, argv, &i, &v)) {
            games = parse_number(cmd, "--games", v, 1, MAX_GAMES);
        } else if (take_value(cmd, "--seed", argc, argv, &i, &v)) {
            seed = parse_number(cmd, "--seed", v, 0, UINT64_MAX);
        } else if (take_value(cmd, "--seats", argc, argv, &i, &v)) {
            n_seats = parse_seats(cmd, v, seats);
        } else if (take_value(cmd, "--variants", argc, argv, &i, &v)) {
            variants = parse_variants(cmd, v);
        } else if (take_value(cmd, "--record", argc, argv, &i, &v)) {
            record_dir = v;
        } else if (take_value(cmd, "--mat", argc, argv, &i, &v)) {
            mat_file = v;
        } else if (strcmp(argv[i], "--quiet") == 0) {
            quiet = true;
        } else if (strcmp(argv[i], "--stats") == 0) {
            extended = true;
        } else if (strcmp(argv[i], "--rotate") == 0) {
            rotate = true;
        } else if (argv[i][0] == '-') {
            usage_error(cmd, "unknown option '%s'", argv[i]);
        } else {
            usage_error(cmd, "unexpected argument '%s'", argv[i]);
        }
    }
    if (n_seats == 0) {
        usage_error(cmd, "--seats is required (e.g. --seats random,simple)");
    }
    if (record_dir && *record_dir == '\0') {
        usage_error(cmd, "--record: empty directory name");
    }

    if (rotate && games % n_seats != 0) {
        games += n_seats - games % n_seats; /* whole deals */
    }

    const sc_mat *mat = load_mat(mat_file);
    char err[512];
    if (record_dir && !make_dirs(record_dir, err, sizeof err)) {
        fprintf(stderr, "%s\n", err);
        return EXIT_RUNTIME;
    }
    const char *names[SC_MAX_PLAYERS];
    for (unsigned p = 0; p < n_seats; p++) {
        names[p] = seats[p]->name;
    }
    char vtext[64];
    variants_text(variants, vtext, sizeof vtext);
    if (!quiet) {
        printf("play: %" PRIu64 " games%s, %u players, seed %" PRIu64 ", variants %s, mat %s%s\n",
               games, rotate ? " (seats rotated)" : "", n_seats, seed, vtext, mat->name,
               mat->reconstruction ? " (reconstruction)" : "");
    }

    static sim_stats stats;
    sim_stats_init(&stats, mat, n_seats, extended);
    stats.rows_are_entries = rotate;
    sim_driver d = {.mat = mat, .choices = alloc_choices(), .stats = &stats};
    for (unsigned p = 0; p < n_seats; p++) {
        d.seats[p] = seats[p];
    }

    int status = 0;
    sim_counts counts = {0};
    double t0 = now_seconds();
    for (uint64_t gi = 0; gi < games; gi++) {
        uint64_t deal = rotate ? gi / n_seats : gi;
        if (rotate) {
            unsigned r = (unsigned)(gi % n_seats);
            for (unsigned p = 0; p < n_seats; p++) {
                unsigned entry = (p + n_seats - r) % n_seats;
                d.seats[p] = seats[entry];
                stats.row_of_seat[p] = entry;
            }
        }
        sc_setup setup = {.n_players = (uint8_t)n_seats,
                          .variants = (uint8_t)variants,
                          .first_player = (int8_t)(deal % n_seats),
                          .seed = seed + deal};
        sc_game g;
        sc_record rec = {0};
        if (!sim_play_game(&d, &setup, &g, record_dir ? &rec : NULL, &counts, err, sizeof err)) {
            fprintf(stderr, "%s play: internal error: %s\n", PROG, err);
            sc_record_free(&rec);
            status = EXIT_RUNTIME;
            break;
        }
        if (record_dir) {
            char path[4200];
            snprintf(path, sizeof path, "%s/game-%06" PRIu64 ".rec", record_dir, gi + 1);
            bool ok = !rec.failed;
            if (!ok) {
                snprintf(err, sizeof err, "game %" PRIu64 ": out of memory while recording",
                         gi + 1);
            } else {
                ok = sc_file_write_atomic(path, rec.text, rec.len, err, sizeof err);
            }
            sc_record_free(&rec);
            if (!ok) {
                fprintf(stderr, "%s\n", err);
                status = EXIT_RUNTIME;
                break;
            }
        }
    }
    double seconds = now_seconds() - t0;
    free(d.choices);
    if (status) {
        return status;
    }
    if (record_dir && !quiet) {
        printf("records: %s/game-%06d.rec .. game-%06" PRIu64 ".rec\n", record_dir, 1, games);
    }
    sim_stats_print(&stats, stdout, names);
    if (extended) {
        sim_stats_print_extended(&stats, stdout);
    }
    printf("games/s: %.1f\n", seconds > 0.0 ? (double)games / seconds : 0.0);
    return 0;
}

/* ---- replay ------------------------------------------------------------ */

static void place_text(const sc_mat *mat, const sc_place *pl, char *buf, size_t len)
{
    switch (pl->kind) {
    case SC_AT_HOME:
        snprintf(buf, len, "home");
        break;
    case SC_AT_ROCKET:
        snprintf(buf, len, "rocket@%u", (unsigned)pl->index);
        break;
    case SC_AT_MOON:
        snprintf(buf, len, "moon:%s", pl->index < mat->n_moons ? mat->moons[pl->index].id : "?");
        break;
    case SC_AT_PLANET:
        snprintf(buf, len, "planet:%s",
                 pl->index < mat->n_planets ? mat->planets[pl->index].id : "?");
        break;
    case SC_AT_COMET:
        snprintf(buf, len, "comet");
        break;
    case SC_AT_GALAXY:
        snprintf(buf, len, "galaxy");
        break;
    default:
        snprintf(buf, len, "?");
        break;
    }
}

static void print_state(const sc_game *g, const char *file)
{
    const sc_mat *mat = g->mat;
    char vtext[64];
    variants_text(g->setup.variants, vtext, sizeof vtext);
    printf("record: %s\n", file);
    printf("mat: %s%s%s%s\n", mat->name, mat->title[0] ? ", " : "", mat->title,
           mat->reconstruction ? " (reconstruction)" : "");
    printf("players: %u, variants: %s, seed: %" PRIu64 ", first seat: %u\n",
           (unsigned)g->setup.n_players, vtext, g->setup.seed, (unsigned)g->piles.first_player);
    printf("expeditions: %u\n", (unsigned)g->expedition);
    printf("failures: %u of %u\n", (unsigned)g->failures, (unsigned)mat->failures_to_end);
    printf("game over: %s\n", sc_game_over(g) ? "yes" : "no");

    sc_score sc[SC_MAX_PLAYERS];
    sc_game_score(g, sc);
    for (unsigned p = 0; p < g->setup.n_players; p++) {
        const sc_score *s = &sc[p];
        printf("seat %u\n  astronauts:", p);
        for (unsigned a = 0; a < SC_ASTRONAUTS; a++) {
            char where[48];
            place_text(mat, &g->players[p].astronauts[a], where, sizeof where);
            printf(" %s=%s", sc_ability_name((sc_ability)a), where);
        }
        printf("\n  score: moons %d, deep space %d, planets", s->moons, s->deep_space);
        for (unsigned i = 0; i < mat->n_planets; i++) {
            printf(" %s %d", mat->planets[i].id, s->planets[i]);
        }
        printf(" (%d), goals %d, ufo %d, exploration %d, missions %d (%d done), total %d\n",
               s->planets_total, s->goals, s->ufo, s->exploration, s->missions, s->missions_done,
               s->total);
    }
    unsigned w = sc_game_winners(g);
    unsigned k = 0, best = 0;
    for (unsigned p = 0; p < g->setup.n_players; p++) {
        if ((w >> p) & 1u) {
            k++;
            best = p;
        }
    }
    if (sc_game_over(g)) {
        printf("%s:", k > 1 ? "winners (shared)" : "winner");
    } else {
        printf("game not over; %s:", k > 1 ? "leading together" : "leading");
    }
    for (unsigned p = 0; p < g->setup.n_players; p++) {
        if ((w >> p) & 1u) {
            printf(" seat %u", p);
        }
    }
    printf(" with %d points\n", k ? sc[best].total : 0);
}

/* FILE:LINE: reason, or FILE: reason. */
static void print_record_error(const char *file, const sc_record_error *rerr)
{
    if (rerr->line) {
        /* The message begins with "line N: ": FILE:N: says it already. */
        char prefix[32];
        const char *reason = rerr->message;
        int n = snprintf(prefix, sizeof prefix, "line %u: ", rerr->line);
        if (n > 0 && strncmp(reason, prefix, (size_t)n) == 0) {
            reason += n;
        }
        fprintf(stderr, "%s:%u: %s\n", file, rerr->line, reason);
    } else {
        fprintf(stderr, "%s: %s\n", file, rerr->message);
    }
}

/* A record's text, or NULL after saying why (file and reason) on stderr. */
static char *read_record_text(const char *file, size_t *len)
{
    char err[512];
    char *text = sc_file_read(file, MAX_RECORD_BYTES, len, err, sizeof err);
    if (!text) {
        fprintf(stderr, "%s\n", err);
    }
    return text;
}

static int cmd_replay(int argc, char **argv)
{
    const char *cmd = "replay";
    if (wants_help(argc, argv)) {
        fputs(usage_replay, stdout);
        return 0;
    }
    const char *file = NULL, *mat_file = NULL;
    for (int i = 0; i < argc; i++) {
        const char *v;
        if (take_value(cmd, "--mat", argc, argv, &i, &v)) {
            mat_file = v;
        } else if (argv[i][0] == '-' && argv[i][1] != '\0') {
            usage_error(cmd, "unknown option '%s'", argv[i]);
        } else if (file) {
            usage_error(cmd, "unexpected argument '%s' (one record at a time)", argv[i]);
        } else {
            file = argv[i];
        }
    }
    if (!file) {
        usage_error(cmd, "missing the record FILE");
    }
    size_t len = 0;
    char *text = read_record_text(file, &len);
    if (!text) {
        return EXIT_RUNTIME;
    }
    const sc_mat *mat = record_mat(mat_file, file, text, len);
    static sc_game g;
    sc_record_error rerr = {0};
    bool ok = sc_record_replay(text, len, mat, &g, &rerr);
    free(text);
    if (!ok) {
        print_record_error(file, &rerr);
        return EXIT_RUNTIME;
    }
    print_state(&g, file);
    return 0;
}

/* ---- review ------------------------------------------------------------ */

static bool review_progress(void *ctx, unsigned done, unsigned total)
{
    (void)ctx;
    if (done == total || done % 10 == 0) {
        fprintf(stderr, "\rreviewing: %u%%", total ? 100 * done / total : 100);
        if (done == total) {
            fputc('\n', stderr);
        }
    }
    return true;
}

static unsigned parse_humans(const char *cmd, const char *text)
{
    unsigned humans = 0;
    const char *p = text;
    for (;;) {
        if (*p < '0' || *p > '4' || (p[1] != ',' && p[1] != '\0')) {
            usage_error(cmd, "--humans: '%s' is not a list of seats 0 to 4 (e.g. 0,2)", text);
        }
        humans |= 1u << (*p - '0');
        if (p[1] == '\0') {
            return humans;
        }
        p += 2;
    }
}

static int cmd_review(int argc, char **argv)
{
    const char *cmd = "review";
    if (wants_help(argc, argv)) {
        fputs(usage_review, stdout);
        return 0;
    }
    const char *file = NULL, *mat_file = NULL;
    sc_review_options opt = {.seed = 1};
    for (int i = 0; i < argc; i++) {
        const char *v;
        if (take_value(cmd, "--mat", argc, argv, &i, &v)) {
            mat_file = v;
        } else if (take_value(cmd, "--seed", argc, argv, &i, &v)) {
            opt.seed = parse_number(cmd, "--seed", v, 0, UINT64_MAX);
        } else if (take_value(cmd, "--worlds", argc, argv, &i, &v)) {
            opt.worlds = (unsigned)parse_number(cmd, "--worlds", v, 1, 100000);
        } else if (take_value(cmd, "--humans", argc, argv, &i, &v)) {
            opt.humans = parse_humans(cmd, v);
        } else if (strcmp(argv[i], "--progress") == 0) {
            opt.progress = review_progress;
        } else if (argv[i][0] == '-' && argv[i][1] != '\0') {
            usage_error(cmd, "unknown option '%s'", argv[i]);
        } else if (file) {
            usage_error(cmd, "unexpected argument '%s' (one record at a time)", argv[i]);
        } else {
            file = argv[i];
        }
    }
    if (!file) {
        usage_error(cmd, "missing the record FILE");
    }
    size_t len = 0;
    char *text = read_record_text(file, &len);
    if (!text) {
        return EXIT_RUNTIME;
    }
    const sc_mat *mat = record_mat(mat_file, file, text, len);
    if (!opt.humans) {
        opt.humans = sim_review_humans(text, len);
    }
    sc_review *rv = malloc(sizeof *rv);
    if (!rv) {
        free(text);
        fprintf(stderr, "%s: out of memory\n", PROG);
        return EXIT_RUNTIME;
    }
    sc_record_error rerr = {0};
    bool ok = sc_review_record(text, len, mat, &opt, rv, &rerr);
    if (ok) {
        sim_review_print(stdout, rv, file, text, len);
    } else {
        print_record_error(file, &rerr);
    }
    free(rv);
    free(text);
    return ok ? 0 : EXIT_RUNTIME;
}

/* ---- bench ------------------------------------------------------------- */

static int cmd_bench(int argc, char **argv)
{
    const char *cmd = "bench";
    if (wants_help(argc, argv)) {
        fputs(usage_bench, stdout);
        return 0;
    }
    uint64_t games = 20000, seed = 1, players = 4;
    const char *mat_file = NULL;
    for (int i = 0; i < argc; i++) {
        const char *v;
        if (take_value(cmd, "--games", argc, argv, &i, &v)) {
            games = parse_number(cmd, "--games", v, 1, MAX_GAMES);
        } else if (take_value(cmd, "--seed", argc, argv, &i, &v)) {
            seed = parse_number(cmd, "--seed", v, 0, UINT64_MAX);
        } else if (take_value(cmd, "--players", argc, argv, &i, &v)) {
            players = parse_number(cmd, "--players", v, SC_MIN_PLAYERS, SC_MAX_PLAYERS);
        } else if (take_value(cmd, "--mat", argc, argv, &i, &v)) {
            mat_file = v;
        } else if (argv[i][0] == '-') {
            usage_error(cmd, "unknown option '%s'", argv[i]);
        } else {
            usage_error(cmd, "unexpected argument '%s'", argv[i]);
        }
    }
    const sc_mat *mat = load_mat(mat_file);
    const sim_policy *random = sim_policy_find("random");
    sim_driver d = {.mat = mat, .choices = alloc_choices(), .stats = NULL};
    for (unsigned p = 0; p < players; p++) {
        d.seats[p] = random;
    }
    printf("bench: %" PRIu64 " games, %" PRIu64 " players, random policy, seed %" PRIu64
           ", one core\n",
           games, players, seed);
    char err[512];
    int status = 0;
    sim_counts counts = {0};
    uint64_t expeditions = 0;
    unsigned winners = 0;
    double t0 = now_seconds();
    for (uint64_t gi = 0; gi < games; gi++) {
        sc_setup setup = {.n_players = (uint8_t)players,
                          .variants = 0,
                          .first_player = (int8_t)(gi % players),
                          .seed = seed + gi};
        sc_game g;
        if (!sim_play_game(&d, &setup, &g, NULL, &counts, err, sizeof err)) {
            fprintf(stderr, "%s bench: internal error: %s\n", PROG, err);
            status = EXIT_RUNTIME;
            break;
        }
        /* A complete game has a result. */
        winners |= sc_game_winners(&g);
        expeditions += g.expedition;
    }
    double seconds = now_seconds() - t0;
    free(d.choices);
    if (status) {
        return status;
    }
    double n = (double)games;
    printf("decisions/game: %.1f, rolls/game: %.1f, expeditions/game: %.2f\n",
           (double)counts.decisions / n, (double)counts.rolls / n, (double)expeditions / n);
    printf("seconds: %.3f%s\n", seconds, winners ? "" : " (no winner?)");
    printf("games/s: %.1f\n", seconds > 0.0 ? n / seconds : 0.0);
    return 0;
}

/* ---- levels ------------------------------------------------------------ */

static int cmd_levels(int argc, char **argv)
{
    const char *cmd = "levels";
    if (wants_help(argc, argv)) {
        fputs(usage_levels, stdout);
        return 0;
    }
    if (argc > 0) {
        usage_error(cmd, "%s '%s'", argv[0][0] == '-' ? "unknown option" : "unexpected argument",
                    argv[0]);
    }
    for (size_t i = 0; i < sc_ai_level_count; i++) {
        printf("%s\n", sc_ai_levels[i].name);
    }
    return 0;
}

/* ---- main -------------------------------------------------------------- */

int main(int argc, char **argv)
{
    /* Over the file size limit (ulimit -f) a write fails with EFBIG, which
     * is reported, instead of SIGXFSZ killing the program. */
    signal(SIGXFSZ, SIG_IGN);
    if (argc < 2) {
        fputs(usage_main, stderr);
        return EXIT_USAGE;
    }
    const char *cmd = argv[1];
    if (strcmp(cmd, "--help") == 0 || strcmp(cmd, "-h") == 0 || strcmp(cmd, "help") == 0) {
        fputs(usage_main, stdout);
        return 0;
    }
    if (strcmp(cmd, "--version") == 0) {
        printf("%s %s\n", PROG, SC_VERSION);
        return 0;
    }
    if (strcmp(cmd, "play") == 0) {
        return cmd_play(argc - 2, argv + 2);
    }
    if (strcmp(cmd, "replay") == 0) {
        return cmd_replay(argc - 2, argv + 2);
    }
    if (strcmp(cmd, "review") == 0) {
        return cmd_review(argc - 2, argv + 2);
    }
    if (strcmp(cmd, "bench") == 0) {
        return cmd_bench(argc - 2, argv + 2);
    }
    if (strcmp(cmd, "levels") == 0) {
        return cmd_levels(argc - 2, argv + 2);
    }
    if (cmd[0] == '-') {
        usage_error(NULL, "unknown option '%s'", cmd);
    }
    usage_error(NULL, "unknown command '%s' (known: play, replay, review, bench, levels)", cmd);
}
