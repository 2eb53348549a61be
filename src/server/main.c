/* spacecats-server: several tables of Space Cats on one UDP port, computers
 * in the seats that are not open for people, headless (docs/network.md).
 * Stops on SIGINT or SIGTERM, printing what it counted. */
#define _POSIX_C_SOURCE 200809L /* sigaction */
#include <errno.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "spacecats/attrs.h"
#include "spacecats/mat_load.h"
#include "spacecats/net_server.h"

#ifndef SC_DATADIR
#define SC_DATADIR "/usr/local/share/spacecats"
#endif
#ifndef SC_VERSION
#define SC_VERSION "0"
#endif

#define PROG "spacecats-server"

enum { EXIT_RUNTIME = 1, EXIT_USAGE = 2, DEFAULT_PORT = 7246, POLL_MS = 5 };

static const char usage_text[] =
    "Usage: " PROG " [OPTIONS]\n"
    "\n"
    "Hosts tables of Space Cats for players on other computers: each table\n"
    "starts when its open seats are taken, computers playing the others, and\n"
    "is made new when everyone has left a finished game.\n"
    "\n"
    "Options:\n"
    "  --address A       the IPv4 address to listen on (default 0.0.0.0: every one)\n"
    "  --port P          the UDP port (default 7246; 0: one the system picks)\n"
    "  --tables N        tables at once (default 8, at most 2000)\n"
    "  --seats LIST      every table's seats, 2 to 5: 'open' for a person or a\n"
    "                    computer level (kitten, cadet, captain, commander),\n"
    "                    comma-separated (default open,open)\n"
    "  --variants LIST   ufo,exploration,missions (any of them), none or all\n"
    "                    (default none)\n"
    "  --max-conns N     connections at once (default: two a seat, at most 4000)\n"
    "  --per-address N   connections from one IP address (default 4)\n"
    "  --rate N          messages a second from one connection (default 20)\n"
    "  --mat FILE        the mat data file\n"
    "  -h, --help        show this help\n"
    "  --version         show the version\n"
    "\n"
    "Prints 'listening on ADDRESS:PORT' once ready. Across the internet, the\n"
    "UDP port must be reachable (forwarded by the router to this machine).\n"
    "The mat is read from --mat FILE, else $SPACECATS_DATADIR/mat/default.yaml,\n"
    "else the source tree's data/mat/default.yaml, else the installed one.\n"
    "Exit status: 0 stopped by a signal, 1 runtime error, 2 bad arguments.\n";

static volatile sig_atomic_t stop_asked; /* set by the signal handler only */

static void on_signal(int sig)
{
    (void)sig;
    stop_asked = 1;
}

SC_PRINTF(1, 2) static void usage_error(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "%s: ", PROG);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fprintf(stderr, "\nTry '%s --help'.\n", PROG);
    exit(EXIT_USAGE);
}

static unsigned long number(const char *opt, const char *text, unsigned long lo, unsigned long hi)
{
    char *end;
    errno = 0;
    unsigned long v = strtoul(text, &end, 10);
    if (errno || end == text || *end || text[0] == '-' || v < lo || v > hi) {
        usage_error("%s: '%s' is not a number from %lu to %lu", opt, text, lo, hi);
    }
    return v;
}

/* "open,open,cadet": each an open seat or a computer level. */
static unsigned parse_seats(const char *text, sc_net_server_config *cfg)
{
    unsigned n = 0;
    for (const char *p = text;;) {
        const char *end = strchr(p, ',');
        size_t len = end ? (size_t)(end - p) : strlen(p);
        char name[32];
        if (len == 0 || len >= sizeof name) {
            usage_error("--seats: a seat of %zu characters in '%s'", len, text);
        }
        if (n == SC_MAX_PLAYERS) {
            usage_error("--seats: more than %d seats in '%s'", SC_MAX_PLAYERS, text);
        }
        memcpy(name, p, len);
        name[len] = '\0';
        if (strcmp(name, "open") == 0) {
            cfg->seats[n] = SC_NET_SEAT_OPEN;
        } else if ((cfg->levels[n] = sc_ai_level_find(name)) != NULL) {
            cfg->seats[n] = SC_NET_SEAT_COMPUTER;
        } else {
            usage_error("--seats: unknown seat '%s' (open, kitten, cadet, captain, commander)",
                        name);
        }
        n++;
        if (!end) {
            break;
        }
        p = end + 1;
    }
    if (n < SC_MIN_PLAYERS) {
        usage_error("--seats: %u seat in '%s' (a game has %d to %d)", n, text, SC_MIN_PLAYERS,
                    SC_MAX_PLAYERS);
    }
    return n;
}

static unsigned parse_variants(const char *text)
{
    if (strcmp(text, "none") == 0) {
        return 0;
    }
    if (strcmp(text, "all") == 0) {
        return SC_VARIANT_ALL;
    }
    unsigned mask = 0;
    for (const char *p = text;;) {
        const char *end = strchr(p, ',');
        size_t len = end ? (size_t)(end - p) : strlen(p);
        unsigned found = 0;
        for (unsigned v = SC_VARIANT_UFO; v <= SC_VARIANT_MISSIONS; v <<= 1) {
            const char *name = sc_variant_name((sc_variant)v);
            if (len == strlen(name) && strncmp(p, name, len) == 0) {
                found = v;
            }
        }
        if (!found || (mask & found)) {
            usage_error("--variants: '%.*s' is not a variant, or is given twice (ufo, "
                        "exploration, missions; or none, all)",
                        (int)len, p);
        }
        mask |= found;
        if (!end) {
            break;
        }
        p = end + 1;
    }
    return mask;
}

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
    struct stat st;
    snprintf(buf, len, "%s/mat/default.yaml", SC_DATADIR_BUILD);
    if (stat(buf, &st) == 0 && S_ISREG(st.st_mode)) {
        return buf;
    }
#endif
    snprintf(buf, len, "%s/mat/default.yaml", SC_DATADIR);
    return buf;
}

static const char *value(int argc, char **argv, int *i)
{
    if (*i + 1 >= argc) {
        usage_error("%s needs a value", argv[*i]);
    }
    return argv[++*i];
}

int main(int argc, char **argv)
{
    static sc_mat mat; /* large; read once */
    sc_net_server_config cfg = {.tables = 8, .version = SC_VERSION};
    sc_net_limits lim = {0};
    const char *address = "0.0.0.0", *mat_file = NULL;
    unsigned long port = DEFAULT_PORT;
    bool seats_given = false;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0) {
            fputs(usage_text, stdout);
            return 0;
        } else if (strcmp(a, "--version") == 0) {
            printf("%s %s (network protocol %d)\n", PROG, SC_VERSION, SC_NET_PROTOCOL);
            return 0;
        } else if (strcmp(a, "--address") == 0) {
            address = value(argc, argv, &i);
        } else if (strcmp(a, "--port") == 0) {
            port = number(a, value(argc, argv, &i), 0, 65535);
        } else if (strcmp(a, "--tables") == 0) {
            cfg.tables = (unsigned)number(a, value(argc, argv, &i), 1, 2000);
        } else if (strcmp(a, "--seats") == 0) {
            cfg.n_players = parse_seats(value(argc, argv, &i), &cfg);
            seats_given = true;
        } else if (strcmp(a, "--variants") == 0) {
            cfg.variants = parse_variants(value(argc, argv, &i));
        } else if (strcmp(a, "--max-conns") == 0) {
            lim.max_conns = (unsigned)number(a, value(argc, argv, &i), 1, 4000);
        } else if (strcmp(a, "--per-address") == 0) {
            lim.per_address = (unsigned)number(a, value(argc, argv, &i), 1, 4000);
        } else if (strcmp(a, "--rate") == 0) {
            lim.rate = (unsigned)number(a, value(argc, argv, &i), 1, 100000);
            lim.burst = 2 * lim.rate;
        } else if (strcmp(a, "--mat") == 0) {
            mat_file = value(argc, argv, &i);
        } else {
            usage_error("unknown option '%s'", a);
        }
    }
    if (!seats_given) {
        cfg.n_players = parse_seats("open,open", &cfg);
    }
    unsigned open = 0;
    for (unsigned p = 0; p < cfg.n_players; p++) {
        open += cfg.seats[p] == SC_NET_SEAT_OPEN;
    }
    if (open == 0) {
        usage_error("--seats: no open seat: nobody could play");
    }
    if (lim.max_conns == 0) {
        unsigned long want = 2ul * open * cfg.tables;
        lim.max_conns = (unsigned)(want > 4000 ? 4000 : want);
    }

    char path[4096], err[512];
    if (!sc_mat_load_file(mat_path(mat_file, path, sizeof path), &mat, err, sizeof err)) {
        fprintf(stderr, "%s: %s\n", PROG, err);
        return EXIT_RUNTIME;
    }
    cfg.mat = &mat;
    sc_net_link *link = sc_net_listen(address, (uint16_t)port, &lim, err, sizeof err);
    if (link == NULL) {
        fprintf(stderr, "%s: %s\n", PROG, err);
        return EXIT_RUNTIME;
    }
    sc_net_server *server = sc_net_server_new(&cfg, link);
    if (server == NULL) {
        fprintf(stderr, "%s: out of memory for %u tables\n", PROG, cfg.tables);
        sc_net_link_free(link);
        return EXIT_RUNTIME;
    }
    struct sigaction sa = {.sa_handler = on_signal};
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, NULL);
    sigaction(SIGTERM, &sa, NULL);
    printf("listening on %s:%u, %u tables of %u seats (%u open)\n", address,
           (unsigned)sc_net_link_port(link), cfg.tables, cfg.n_players, open);
    fflush(stdout);

    int status = 0;
    while (!stop_asked) {
        sc_net_event ev;
        int r = sc_net_poll(link, POLL_MS, &ev);
        while (r == 1) {
            sc_net_server_event(server, &ev);
            r = sc_net_poll(link, 0, &ev);
        }
        if (r < 0 && errno != EINTR) {
            fprintf(stderr, "%s: the socket failed: %s\n", PROG, strerror(errno));
            status = EXIT_RUNTIME;
            break;
        }
        sc_net_server_work(server);
        sc_net_flush(link);
    }

    const sc_net_server_counts *k = sc_net_server_counts_get(server);
    const sc_net_link_counts *lk = sc_net_link_counts_get(link);
    sc_net_host_counts hk;
    sc_net_server_host_counts(server, &hk);
    unsigned long denied = 0;
    for (unsigned d = 0; d < SC_NET_DENY_COUNT; d++) {
        denied += hk.denied[d];
    }
    printf("games started %lu, ended %lu; connections %lu; messages in %lu, out %lu; refused: "
           "%lu hellos, %lu for no table, %lu requests denied, %lu over the size, %lu over the "
           "rate, %lu full, %lu from one address, %lu silent\n",
           k->games_started, k->games_ended, lk->connected, lk->messages_in, lk->messages_out,
           k->refused_hello, k->refused_table, denied, lk->refused_size, lk->refused_rate,
           lk->refused_full, lk->refused_address, lk->refused_silent);
    sc_net_server_free(server);
    sc_net_link_free(link);
    return status;
}
