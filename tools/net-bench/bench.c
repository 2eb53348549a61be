/* net-bench: the benchmark of issue 25 (docs/network.md). Starts one
 * spacecats-server on the loopback with N tables (two open seats, or the
 * seats given: computers among them), and a bot client for each open seat
 * in this process (one ENet socket for them all); the bots play at a
 * person's pace. It measures, for every request a bot
 * sends, the time until every client of its table has the event it made,
 * and the server's CPU and memory, per table. Built, not run by the suite:
 *   build/tools/net-bench/net-bench --server build/src/spacecats-server */
#define _POSIX_C_SOURCE 200809L /* clock_gettime, kill, fdopen */
#include <errno.h>
#include <inttypes.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "spacecats/attrs.h"
#include "spacecats/mat_load.h"
#include "spacecats/net_client.h"
#include "spacecats/net_link.h"
#include "spacecats/net_server.h" /* SC_NET_MAX_SEATINGS */

#ifndef SC_DATADIR_BUILD
#define SC_DATADIR_BUILD "data"
#endif

enum { MAX_TABLES = 2000 };

static const char usage_text[] =
    "Usage: net-bench --server PATH [OPTIONS]\n"
    "\n"
    "Starts PATH (spacecats-server) on 127.0.0.1 with N tables, plays them with a\n"
    "bot client for each open seat, and prints the time from a bot's request to\n"
    "every client of its table having the update (median, 99th percentile), and\n"
    "the server's CPU and memory per table.\n"
    "\n"
    "Options:\n"
    "  --server PATH   the spacecats-server to start (required)\n"
    "  --tables N      tables (default 1000)\n"
    "  --pace-ms MS    a bot's mean time to decide (default 1000; each decision\n"
    "                  takes a random time from half to one and a half of it)\n"
    "  --seconds S     how long to measure, once every table has started (default 60)\n"
    "  --variants LIST passed to the server (default all)\n"
    "  --seats LIST[:K] a table's seats, passed to the server: 'open' for a bot,\n"
    "                  or a computer level (default open,open); given several\n"
    "                  times, the tables take the lists in turn, each K times\n"
    "                  (default 1): --seats open,open:49 --seats open,open,commander\n"
    "                  puts a commander at one table in fifty\n"
    "  --threads N     passed to the server (default: the server's own)\n";

typedef struct bot {
    sc_net_client *c;
    uint32_t conn;
    unsigned table, seat;
    unsigned asked;  /* the step it last answered, + 1 */
    uint64_t due_us; /* when it will answer the step it waits on (0: none) */
    bool up, seated;
} bot;

typedef struct table_probe {
    uint64_t sent_us; /* when a bot of it last sent a request (0: none waiting) */
    unsigned step;    /* the event that request makes */
    unsigned got;     /* bit per seat whose client has it */
} table_probe;

typedef struct bench {
    sc_net_link *link;
    bot *bots;
    unsigned n_bots;
    table_probe *probes;
    double *samples; /* ms */
    size_t n_samples, cap_samples;
    bool measuring;
    sc_rng rng;
    unsigned pace_ms;
    /* The server's seat lists, in turn; a table's open seats, a bit each. */
    const char *lists[SC_NET_MAX_SEATINGS];
    unsigned open_mask[SC_NET_MAX_SEATINGS];
    unsigned n_lists;
} bench;

SC_PRINTF(1, 2) static void die(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "net-bench: ");
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fprintf(stderr, "\n");
    exit(1);
}

static uint64_t now_us(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000u + (uint64_t)ts.tv_nsec / 1000u;
}

/* ---- the server ------------------------------------------------------------ */

static pid_t start_server(const char *path, unsigned tables, const char *variants, const bench *b,
                          const char *threads, unsigned n_bots, unsigned *port, FILE **said)
{
    int fd[2];
    if (pipe(fd) != 0) {
        die("pipe: %s", strerror(errno));
    }
    pid_t pid = fork();
    if (pid < 0) {
        die("fork: %s", strerror(errno));
    }
    if (pid == 0) {
        dup2(fd[1], 1);
        close(fd[0]);
        close(fd[1]);
        char t[16], conns[16];
        snprintf(t, sizeof t, "%u", tables);
        snprintf(conns, sizeof conns, "%u", n_bots + 16);
        const char *fixed[] = {path,     "--address",   "127.0.0.1", "--port",
                               "0",      "--tables",    t,           "--variants",
                               variants, "--max-conns", conns,       "--per-address",
                               conns};
        /* execv's strings are not const: copies. */
        char *argv[sizeof fixed / sizeof *fixed + 2 * SC_NET_MAX_SEATINGS + 3] = {NULL};
        size_t n = 0;
        for (size_t k = 0; k < sizeof fixed / sizeof *fixed; k++) {
            argv[n++] = strdup(fixed[k]);
        }
        for (unsigned k = 0; k < b->n_lists; k++) {
            argv[n++] = strdup("--seats");
            argv[n++] = strdup(b->lists[k]);
        }
        if (threads != NULL) {
            argv[n++] = strdup("--threads");
            argv[n++] = strdup(threads);
        }
        execv(path, argv);
        fprintf(stderr, "net-bench: cannot run %s: %s\n", path, strerror(errno));
        _exit(127);
    }
    close(fd[1]);
    FILE *out = fdopen(fd[0], "r");
    char line[256];
    if (out == NULL || fgets(line, sizeof line, out) == NULL) {
        die("the server said nothing (is %s spacecats-server?)", path);
    }
    const char *colon = strchr(line, ':');
    if (strncmp(line, "listening on ", 13) != 0 || colon == NULL ||
        sscanf(colon + 1, "%u", port) != 1) {
        die("the server said: %s", line);
    }
    /* Its last line (the counts) is read at the end; the pipe stays open. */
    *said = out;
    return pid;
}

/* A list of seats, "open,open,commander": a bit for each open one. */
static unsigned open_mask(const char *list)
{
    unsigned mask = 0, seat = 0;
    for (const char *p = list; *p; seat++) {
        size_t len = strcspn(p, ",");
        if (len == 4 && strncmp(p, "open", 4) == 0) {
            mask |= 1u << seat;
        }
        p += len + (p[len] == ',');
    }
    return mask;
}

/* --seats LIST[:K]: the list K times in the server's turn of lists. */
static void add_lists(bench *b, char *arg)
{
    char *colon = strrchr(arg, ':');
    unsigned long times = 1;
    if (colon != NULL) {
        *colon = '\0';
        times = strtoul(colon + 1, NULL, 10);
    }
    if (times == 0 || b->n_lists + times > SC_NET_MAX_SEATINGS) {
        die("--seats: %lu times would make more than %d lists", times, SC_NET_MAX_SEATINGS);
    }
    for (unsigned long k = 0; k < times; k++) {
        b->open_mask[b->n_lists] = open_mask(arg);
        b->lists[b->n_lists++] = arg;
    }
}

/* The server's CPU (ms of user and system time) and memory (kB), from /proc. */
static void server_usage(pid_t pid, double *cpu_ms, long *rss_kb, long *hwm_kb)
{
    char path[64], buf[1024];
    snprintf(path, sizeof path, "/proc/%d/stat", (int)pid);
    FILE *f = fopen(path, "r");
    unsigned long ut = 0, st = 0;
    if (f && fgets(buf, sizeof buf, f)) {
        const char *p = strrchr(buf, ')');
        /* Fields after the name: state is the 3rd; utime and stime the 14th and 15th. */
        if (p == NULL ||
            sscanf(p + 2, "%*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %lu %lu", &ut, &st) != 2) {
            die("cannot read %s", path);
        }
    }
    if (f) {
        fclose(f);
    }
    *cpu_ms = (double)(ut + st) * 1000.0 / (double)sysconf(_SC_CLK_TCK);
    snprintf(path, sizeof path, "/proc/%d/status", (int)pid);
    f = fopen(path, "r");
    *rss_kb = *hwm_kb = 0;
    while (f && fgets(buf, sizeof buf, f)) {
        sscanf(buf, "VmRSS: %ld", rss_kb);
        sscanf(buf, "VmHWM: %ld", hwm_kb);
    }
    if (f) {
        fclose(f);
    }
}

static double self_cpu_ms(void)
{
    struct rusage ru;
    getrusage(RUSAGE_SELF, &ru);
    return (double)(ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) * 1000.0 +
           (double)(ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1000.0;
}

/* ---- the bots --------------------------------------------------------------- */

static bot *bot_of(bench *b, uint32_t conn)
{
    /* The link's ids are small and unique: a linear look-up would cost
     * 2,000 steps a message, so the ids' low bits index a table. */
    size_t i = conn & 0xFFFu;
    if (i < b->n_bots && b->bots[i].conn == conn) {
        return &b->bots[i];
    }
    for (unsigned k = 0; k < b->n_bots; k++) {
        if (b->bots[k].conn == conn) {
            return &b->bots[k];
        }
    }
    return NULL;
}

static void send_or_die(bench *b, bot *t, const char *buf, size_t n)
{
    if (n == 0 || !sc_net_send(b->link, t->conn, buf, n)) {
        die("a bot could not send");
    }
}

static void add_sample(bench *b, double ms)
{
    if (b->n_samples == b->cap_samples) {
        b->cap_samples = b->cap_samples ? 2 * b->cap_samples : 65536;
        b->samples = realloc(b->samples, b->cap_samples * sizeof *b->samples);
        if (b->samples == NULL) {
            die("out of memory");
        }
    }
    b->samples[b->n_samples++] = ms;
}

/* A client of the table has the event the waiting request made. */
static void arrived(bench *b, bot *t, uint64_t at)
{
    table_probe *p = &b->probes[t->table];
    if (p->sent_us == 0 || sc_net_client_events(t->c) <= p->step) {
        return;
    }
    p->got |= 1u << t->seat;
    if (p->got == b->open_mask[t->table % b->n_lists]) {
        if (b->measuring) {
            add_sample(b, (double)(at - p->sent_us) / 1000.0);
        }
        p->sent_us = 0;
    }
}

static void poll_all(bench *b)
{
    sc_net_event ev;
    while (sc_net_poll(b->link, 0, &ev) == 1) {
        bot *t = bot_of(b, ev.conn);
        if (t == NULL) {
            continue;
        }
        char buf[SC_NET_MAX_CLIENT_MSG];
        if (ev.kind == SC_NET_EV_CONNECTED) {
            t->up = true;
            send_or_die(b, t, buf, sc_net_client_hello(t->c, t->table, buf, sizeof buf));
            send_or_die(b, t, buf,
                        sc_net_client_join(t->c, t->seat, t->seat, "bot", buf, sizeof buf));
        } else if (ev.kind == SC_NET_EV_MESSAGE) {
            char why[256];
            sc_net_news news = sc_net_client_received(t->c, ev.data, ev.len, why, sizeof why);
            if (news == SC_NET_NEWS_BROKEN || news == SC_NET_NEWS_REFUSED) {
                die("table %u seat %u: %s", t->table, t->seat, why);
            }
            t->seated |= news == SC_NET_NEWS_SEATED;
            if (news == SC_NET_NEWS_GAME || news == SC_NET_NEWS_OVER) {
                arrived(b, t, now_us());
            }
        } else {
            die("table %u seat %u: disconnected (%" PRIu32 ")", t->table, t->seat, ev.reason);
        }
    }
}

/* A bot whose seat the game waits for answers once its time comes. */
static void act(bench *b, bot *t, uint64_t now)
{
    const sc_game *g = sc_net_client_game(t->c);
    if (g == NULL || sc_net_client_over(t->c)) {
        return;
    }
    sc_pending p = sc_game_pending(g);
    unsigned step = sc_net_client_events(t->c);
    if (p.player != (int)t->seat || t->asked == step + 1) {
        return;
    }
    if (t->due_us == 0) {
        double f = 0.5 + (double)sc_rng_below(&b->rng, 1001) / 1000.0;
        t->due_us = now + (uint64_t)(f * b->pace_ms * 1000.0);
        return;
    }
    if (now < t->due_us) {
        return;
    }
    t->due_us = 0;
    t->asked = step + 1;
    char buf[SC_NET_MAX_CLIENT_MSG];
    size_t n;
    if (p.kind == SC_PENDING_ROLL) {
        n = sc_net_client_roll(t->c, buf, sizeof buf);
    } else {
        sc_choice c;
        sc_game_choice_at(g, sc_rng_below(&b->rng, (uint32_t)sc_game_choice_count(g)), &c);
        n = sc_net_client_choose(t->c, &c, buf, sizeof buf);
    }
    send_or_die(b, t, buf, n);
    table_probe *probe = &b->probes[t->table];
    probe->sent_us = now_us();
    probe->step = step;
    probe->got = 0;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

int main(int argc, char **argv)
{
    const char *server = NULL, *variants = "all", *threads = NULL;
    unsigned tables = 1000, seconds = 60;
    bench b = {.pace_ms = 1000};
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0) {
            fputs(usage_text, stdout);
            return 0;
        }
        if (v == NULL) {
            die("%s needs a value (net-bench --help)", a);
        }
        i++;
        if (strcmp(a, "--server") == 0) {
            server = v;
        } else if (strcmp(a, "--tables") == 0) {
            tables = (unsigned)strtoul(v, NULL, 10);
        } else if (strcmp(a, "--pace-ms") == 0) {
            b.pace_ms = (unsigned)strtoul(v, NULL, 10);
        } else if (strcmp(a, "--seconds") == 0) {
            seconds = (unsigned)strtoul(v, NULL, 10);
        } else if (strcmp(a, "--variants") == 0) {
            variants = v;
        } else if (strcmp(a, "--seats") == 0) {
            add_lists(&b, argv[i]);
        } else if (strcmp(a, "--threads") == 0) {
            threads = v;
        } else {
            die("unknown option '%s' (net-bench --help)", a);
        }
    }
    if (server == NULL || tables == 0 || tables > MAX_TABLES) {
        die("give --server PATH and 1 to %d tables (net-bench --help)", MAX_TABLES);
    }
    static sc_mat mat;
    char err[512];
    if (!sc_mat_load_file(SC_DATADIR_BUILD "/mat/default.yaml", &mat, err, sizeof err)) {
        die("%s", err);
    }
    if (b.n_lists == 0) {
        char open2[] = "open,open";
        add_lists(&b, open2);
    }
    /* A bot at each open seat of each table; the server checks the lists. */
    b.n_bots = 0;
    for (unsigned t = 0; t < tables; t++) {
        unsigned mask = b.open_mask[t % b.n_lists];
        if (mask == 0) {
            die("--seats '%s' has no open seat for a bot", b.lists[t % b.n_lists]);
        }
        b.n_bots += (unsigned)__builtin_popcount(mask);
    }
    unsigned port;
    FILE *said;
    pid_t pid = start_server(server, tables, variants, &b, threads, b.n_bots, &port, &said);
    double cpu_idle;
    long rss_idle, hwm_idle;
    server_usage(pid, &cpu_idle, &rss_idle, &hwm_idle); /* its tables made, nobody connected */
    sc_net_limits lim = {.max_conns = b.n_bots};
    b.link = sc_net_dialer(&lim, err, sizeof err);
    if (b.link == NULL) {
        die("%s", err);
    }
    b.bots = calloc(b.n_bots, sizeof *b.bots);
    b.probes = calloc(tables, sizeof *b.probes);
    sc_rng_seed(&b.rng, 2024);
    /* The bots, in the order of their ids' low bits (bot_of). */
    bot *tmp = calloc(b.n_bots, sizeof *tmp);
    for (unsigned table = 0; table < tables; table++) {
        unsigned mask = b.open_mask[table % b.n_lists];
        for (unsigned seat = 0; seat < SC_MAX_PLAYERS; seat++) {
            if (!(mask >> seat & 1u)) {
                continue;
            }
            uint32_t conn;
            if (!sc_net_dial(b.link, "127.0.0.1", (uint16_t)port, &conn, err, sizeof err)) {
                die("%s", err);
            }
            if ((conn & 0xFFFu) >= b.n_bots) {
                die("a connection's id (%u) is not the next", (unsigned)conn);
            }
            bot *t = &tmp[conn & 0xFFFu];
            t->conn = conn;
            t->table = table;
            t->seat = seat;
            t->c = sc_net_client_new(&mat, "0.1.0");
        }
    }
    free(b.bots);
    b.bots = tmp;

    /* Everyone seated and every game started. */
    uint64_t t0 = now_us();
    for (unsigned started = 0; started < b.n_bots;) {
        poll_all(&b);
        sc_net_flush(b.link);
        started = 0;
        for (unsigned i = 0; i < b.n_bots; i++) {
            started += sc_net_client_game(b.bots[i].c) != NULL;
        }
        if (now_us() - t0 > 120u * 1000000u) {
            die("only %u of %u clients have a game after 120 s", started, b.n_bots);
        }
        struct timespec nap = {0, 1000000};
        nanosleep(&nap, NULL);
    }
    double setup_s = (double)(now_us() - t0) / 1e6;
    double cpu0, self0 = self_cpu_ms();
    long rss0, hwm0;
    server_usage(pid, &cpu0, &rss0, &hwm0);
    const sc_net_link_counts *k = sc_net_link_counts_get(b.link);
    unsigned long in0 = k->messages_in, out0 = k->messages_out;

    b.measuring = true;
    uint64_t start = now_us(), end = start + (uint64_t)seconds * 1000000u;
    while (now_us() < end) {
        poll_all(&b);
        uint64_t now = now_us();
        for (unsigned i = 0; i < b.n_bots; i++) {
            act(&b, &b.bots[i], now);
        }
        sc_net_flush(b.link);
        struct timespec nap = {0, 500000};
        nanosleep(&nap, NULL);
    }
    double wall_s = (double)(now_us() - start) / 1e6;
    double cpu1, self1 = self_cpu_ms();
    long rss1, hwm1;
    server_usage(pid, &cpu1, &rss1, &hwm1);
    unsigned long in = k->messages_in - in0, out = k->messages_out - out0;
    kill(pid, SIGINT);
    int status;
    waitpid(pid, &status, 0);
    char counts[1024] = "";
    while (fgets(counts, sizeof counts, said) != NULL && strncmp(counts, "games ", 6) != 0) {
    }
    fclose(said);

    if (b.n_samples == 0) {
        die("no request was answered in %u s", seconds);
    }
    qsort(b.samples, b.n_samples, sizeof *b.samples, cmp_double);
    double median = b.samples[b.n_samples / 2];
    double p99 = b.samples[(size_t)((double)b.n_samples * 0.99)];
    double max = b.samples[b.n_samples - 1];
    double cpu = cpu1 - cpu0;
    printf("tables %u (%u bot clients, one socket), variants %s, pace %u ms, set up in %.1f s; "
           "seats in turn:",
           tables, b.n_bots, variants, b.pace_ms, setup_s);
    for (unsigned l = 0; l < b.n_lists; l++) {
        printf(" %s", b.lists[l]);
    }
    printf("\n");
    printf("measured %.1f s: %zu requests answered (%.0f a second); clients received %lu "
           "messages, sent %lu\n",
           wall_s, b.n_samples, (double)b.n_samples / wall_s, in, out);
    printf("request to every client of its table having the update: median %.2f ms, 99th "
           "percentile %.2f ms, max %.2f ms\n",
           median, p99, max);
    printf("server CPU: %.1f%% of one core, %.3f ms a second per table; bots' CPU: %.1f%% of one "
           "core\n",
           cpu / (wall_s * 10.0), cpu / wall_s / tables, (self1 - self0) / (wall_s * 10.0));
    printf("server memory: %ld kB resident with its tables made and nobody connected, %ld kB at "
           "the end (%.1f kB a table, the program included), peak %ld kB\n",
           rss_idle, rss1, (double)rss1 / tables, hwm1);
    printf("the server counted, from its start: %s", counts);
    for (unsigned i = 0; i < b.n_bots; i++) {
        sc_net_client_free(b.bots[i].c);
    }
    free(b.bots);
    free(b.probes);
    free(b.samples);
    sc_net_link_free(b.link);
    (void)rss0;
    (void)hwm0;
    (void)hwm_idle;
    (void)cpu_idle;
    return 0;
}
