/* spacecats-server: several tables of Space Cats on one UDP port, computers
 * in the seats that are not open for people, headless (docs/network.md,
 * docs/spacecats-server.6). Stops on SIGINT or SIGTERM, printing what it
 * counted. */
#define _POSIX_C_SOURCE 200809L /* sigaction, inet_pton */
#include <arpa/inet.h>
#include <errno.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "spacecats/attrs.h"
#include "spacecats/file_io.h"
#include "spacecats/mat_load.h"
#include "spacecats/net_server.h"

#ifndef SC_DATADIR
#define SC_DATADIR "/usr/local/share/spacecats"
#endif
#ifndef SC_VERSION
#define SC_VERSION "0"
#endif

#define PROG "spacecats-server"

enum {
    EXIT_RUNTIME = 1,
    EXIT_USAGE = 2,
    DEFAULT_PORT = 7246,
    DEFAULT_TABLES = 8,
    MAX_TABLES = 2000,
    MAX_CONNS = 4000,
    POLL_MS = 5,
    DEFAULT_AWAY_S = 60,
    MAX_AWAY_S = 86400,
};

static const char usage_text[] =
    "Usage: " PROG " [OPTIONS]\n"
    "\n"
    "Hosts tables of Space Cats for players on other computers, over UDP: each\n"
    "table starts when its open seats are taken, computers playing the others,\n"
    "and is made new when everyone has left a finished game. A player joins a\n"
    "table by its number, from 0.\n"
    "\n"
    "Options:\n"
    "  --address A       the IPv4 address to listen on (default 0.0.0.0: every one)\n"
    "  --port P          the UDP port (default 7246; 0: one the system picks)\n"
    "  --tables N        tables at once (default 8, at most 2000)\n"
    "  --seats LIST      a table's seats, 2 to 5, comma-separated: 'open' for a\n"
    "                    person, or a computer level (kitten, cadet, captain,\n"
    "                    commander); default open,open. Given several times (at\n"
    "                    most 64), the tables take the lists in turn: table 0 the\n"
    "                    first, table 1 the second, and so on, round again\n"
    "  --variants LIST   ufo,exploration,missions (any of them), none or all\n"
    "                    (default none)\n"
    "  --threads N       threads for the computers' thinking, 0 to 64 (default:\n"
    "                    one a processor, at most 8); 0: they think on the\n"
    "                    server's own thread and every table waits meanwhile (for\n"
    "                    comparison)\n"
    "  --away S          a person whose connection drops during a game has S\n"
    "                    seconds to come back, then a computer plays their seat\n"
    "                    until they do (default 60; 0: the seat waits for ever)\n"
    "  --state DIR       keep each table's game in the folder DIR as it moves,\n"
    "                    and resume them from there when started again (the\n"
    "                    players come back to their seats); default: in memory\n"
    "                    only, a stop ends every game\n"
    "  --max-conns N     connections at once, 1 to 4000 (default: two an open\n"
    "                    seat, at most 4000)\n"
    "  --per-address N   connections from one IP address (default 4)\n"
    "  --rate N          messages a second from one connection (default 20)\n"
    "  --mat FILE        the mat data file\n"
    "  -h, --help        show this help\n"
    "  --version         show the version and the mat file it would read\n"
    "\n"
    "Prints 'listening on ADDRESS:PORT' once ready, and what it counted when\n"
    "stopped by SIGINT (Ctrl+C) or SIGTERM. Players on the local network find its\n"
    "tables waiting for players: it answers their probes on UDP port 7247.\n"
    "Across the internet, the UDP port\n"
    "must be reachable: forwarded by the router to this machine and let in by\n"
    "its firewall.\n"
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
    if (errno || end == text || *end || text[0] == '-' || text[0] == '+' || v < lo || v > hi) {
        usage_error("%s: '%s' is not a number from %lu to %lu", opt, text, lo, hi);
    }
    return v;
}

/* "open,open,cadet": each an open seat or a computer level. */
static void parse_seats(const char *text, sc_net_seating *out)
{
    sc_net_seating s = {0};
    for (const char *p = text;;) {
        const char *end = strchr(p, ',');
        size_t len = end ? (size_t)(end - p) : strlen(p);
        char name[32];
        if (len == 0 || len >= sizeof name) {
            usage_error("--seats: a seat of %zu characters in '%s'", len, text);
        }
        if (s.n_players == SC_MAX_PLAYERS) {
            usage_error("--seats: more than %d seats in '%s'", SC_MAX_PLAYERS, text);
        }
        memcpy(name, p, len);
        name[len] = '\0';
        unsigned n = s.n_players++;
        if (strcmp(name, "open") == 0) {
            s.seats[n] = SC_NET_SEAT_OPEN;
        } else if ((s.levels[n] = sc_ai_level_find(name)) != NULL) {
            s.seats[n] = SC_NET_SEAT_COMPUTER;
        } else {
            usage_error("--seats: unknown seat '%s' in '%s' (open, kitten, cadet, captain, "
                        "commander)",
                        name, text);
        }
        if (!end) {
            break;
        }
        p = end + 1;
    }
    if (s.n_players < SC_MIN_PLAYERS) {
        usage_error("--seats: one seat in '%s' (a game has %d to %d)", text, SC_MIN_PLAYERS,
                    SC_MAX_PLAYERS);
    }
    *out = s;
}

static unsigned open_seats(const sc_net_seating *s)
{
    unsigned open = 0;
    for (unsigned p = 0; p < s->n_players; p++) {
        open += s->seats[p] == SC_NET_SEAT_OPEN;
    }
    return open;
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

/* What the command line asks for. */
typedef struct options {
    sc_net_server_config cfg;
    sc_net_limits lim;
    const char *address, *mat_file;
    unsigned long port;
} options;

static void parse(int argc, char **argv, options *o)
{
    *o = (options){
        .cfg = {.tables = DEFAULT_TABLES, .version = SC_VERSION, .away_ms = DEFAULT_AWAY_S * 1000u},
        .address = "0.0.0.0",
        .port = DEFAULT_PORT};
    sc_net_server_config *cfg = &o->cfg;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0) {
            fputs(usage_text, stdout);
            exit(0);
        } else if (strcmp(a, "--version") == 0) {
            char path[4096];
            printf("%s %s (network protocol %d)\nmat: %s\n", PROG, SC_VERSION, SC_NET_PROTOCOL,
                   mat_path(o->mat_file, path, sizeof path));
            exit(0);
        } else if (strcmp(a, "--address") == 0) {
            struct in_addr ip;
            o->address = value(argc, argv, &i);
            if (inet_pton(AF_INET, o->address, &ip) != 1) {
                usage_error("--address: '%s' is not an IPv4 address (four numbers, like "
                            "192.168.1.20; 0.0.0.0 for every one of this machine)",
                            o->address);
            }
        } else if (strcmp(a, "--port") == 0) {
            o->port = number(a, value(argc, argv, &i), 0, 65535);
        } else if (strcmp(a, "--tables") == 0) {
            cfg->tables = (unsigned)number(a, value(argc, argv, &i), 1, MAX_TABLES);
        } else if (strcmp(a, "--seats") == 0) {
            const char *list = value(argc, argv, &i);
            if (cfg->n_seatings == SC_NET_MAX_SEATINGS) {
                usage_error("--seats: given more than %d times", SC_NET_MAX_SEATINGS);
            }
            parse_seats(list, &cfg->seating[cfg->n_seatings++]);
        } else if (strcmp(a, "--variants") == 0) {
            cfg->variants = parse_variants(value(argc, argv, &i));
        } else if (strcmp(a, "--threads") == 0) {
            cfg->threads = (unsigned)number(a, value(argc, argv, &i), 0, 64);
            cfg->think_in_loop = cfg->threads == 0;
        } else if (strcmp(a, "--away") == 0) {
            cfg->away_ms = 1000u * (unsigned)number(a, value(argc, argv, &i), 0, MAX_AWAY_S);
        } else if (strcmp(a, "--max-conns") == 0) {
            o->lim.max_conns = (unsigned)number(a, value(argc, argv, &i), 1, MAX_CONNS);
        } else if (strcmp(a, "--per-address") == 0) {
            o->lim.per_address = (unsigned)number(a, value(argc, argv, &i), 1, MAX_CONNS);
        } else if (strcmp(a, "--rate") == 0) {
            o->lim.rate = (unsigned)number(a, value(argc, argv, &i), 1, 100000);
            o->lim.burst = 2 * o->lim.rate;
        } else if (strcmp(a, "--state") == 0) {
            cfg->state_dir = value(argc, argv, &i);
        } else if (strcmp(a, "--mat") == 0) {
            o->mat_file = value(argc, argv, &i);
        } else if (a[0] == '-') {
            usage_error("unknown option '%s'", a);
        } else {
            usage_error("'%s' is not an option (the server takes options only)", a);
        }
    }
    if (cfg->n_seatings == 0) {
        parse_seats("open,open", &cfg->seating[cfg->n_seatings++]);
    }
    if (cfg->n_seatings > cfg->tables) {
        usage_error("--seats: given %u times for %u tables: the last would seat no table",
                    cfg->n_seatings, cfg->tables);
    }
    /* Every table must have a seat for a person: computers alone would
     * play for nobody. Two connections an open seat: a person and a drop. */
    unsigned long conns = 0;
    for (unsigned k = 0; k < cfg->n_seatings; k++) {
        if (open_seats(&cfg->seating[k]) == 0) {
            usage_error("--seats: no open seat in list %u of %u: nobody could play", k + 1,
                        cfg->n_seatings);
        }
    }
    for (unsigned t = 0; t < cfg->tables; t++) {
        conns += 2ul * open_seats(&cfg->seating[t % cfg->n_seatings]);
    }
    if (o->lim.max_conns == 0) {
        o->lim.max_conns = (unsigned)(conns > MAX_CONNS ? MAX_CONNS : conns);
    }
}

static void say_warning(void *ctx, const char *msg)
{
    (void)ctx;
    fprintf(stderr, "%s: %s\n", PROG, msg);
}

static void print_counts(sc_net_server *server, sc_net_link *link, const sc_net_lan *lan)
{
    static const sc_net_lan_counts none;
    const sc_net_lan_counts *lc = lan != NULL ? sc_net_lan_counts_get(lan) : &none;
    const sc_net_server_counts *k = sc_net_server_counts_get(server);
    const sc_net_link_counts *lk = sc_net_link_counts_get(link);
    sc_net_host_counts hk;
    sc_net_server_host_counts(server, &hk);
    unsigned long denied = 0;
    for (unsigned d = 0; d < SC_NET_DENY_COUNT; d++) {
        denied += hk.denied[d];
    }
    printf("games started %lu, ended %lu, resumed %lu; computers' decisions %lu (%lu waited for a "
           "thinker); "
           "away seats handed to computers %lu; connections %lu; messages in %lu, out %lu; "
           "refused: %lu hellos, %lu for no table, "
           "%lu requests denied, %lu over the size, %lu over the rate, %lu full, %lu from one "
           "address, %lu silent; probes from the local network %lu, answered %lu, %lu over the "
           "rate, %lu malformed\n",
           k->games_started, k->games_ended, k->games_resumed, k->thoughts, k->thought_waits,
           k->seats_filled, lk->connected, lk->messages_in, lk->messages_out, k->refused_hello,
           k->refused_table, denied, lk->refused_size, lk->refused_rate, lk->refused_full,
           lk->refused_address, lk->refused_silent, lc->probes, lc->answered, lc->refused_rate,
           lc->malformed);
}

int main(int argc, char **argv)
{
    static sc_mat mat; /* large; read once */
    options o;
    parse(argc, argv, &o);

    char path[4096], err[512];
    if (!sc_mat_load_file(mat_path(o.mat_file, path, sizeof path), &mat, err, sizeof err)) {
        fprintf(stderr, "%s: %s\n", PROG, err);
        return EXIT_RUNTIME;
    }
    o.cfg.mat = &mat;
    if (o.cfg.state_dir != NULL) {
        sc_file_info info;
        if (!sc_file_info_get(o.cfg.state_dir, true, &info) || info.kind != SC_FILE_FOLDER) {
            fprintf(stderr, "%s: --state: %s is not a folder (make it first)\n", PROG,
                    o.cfg.state_dir);
            return EXIT_RUNTIME;
        }
        o.cfg.warn = say_warning;
    }
    sc_net_link *link = sc_net_listen(o.address, (uint16_t)o.port, &o.lim, err, sizeof err);
    if (link == NULL) {
        /* Most often another server, or a game hosting, on the port. */
        fprintf(stderr, "%s: %s; to run beside another, give each its own --port\n", PROG, err);
        return EXIT_RUNTIME;
    }
    /* Found on the local network: probes come to the usual port of the
     * address listened on (with --port 0, to one the system picks). */
    o.cfg.lan =
        sc_net_lan_answerer(o.address, o.port != 0 ? SC_NET_LAN_PORT : 0, 0, err, sizeof err);
    if (o.cfg.lan == NULL) {
        fprintf(stderr, "%s: not found on the local network: %s\n", PROG, err);
    }
    sc_net_server *server = sc_net_server_new(&o.cfg, link);
    if (server == NULL) {
        fprintf(stderr,
                "%s: cannot make %u tables (out of memory, no thread, or no seed from "
                "the kernel)\n",
                PROG, o.cfg.tables);
        sc_net_lan_free(o.cfg.lan);
        sc_net_link_free(link);
        return EXIT_RUNTIME;
    }
    struct sigaction sa = {.sa_handler = on_signal};
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, NULL);
    sigaction(SIGTERM, &sa, NULL);
    printf("listening on %s:%u, %u tables, %u seat lists\n", o.address,
           (unsigned)sc_net_link_port(link), o.cfg.tables, o.cfg.n_seatings);
    if (o.cfg.lan != NULL) {
        printf("answering those looking for a game on the local network on %s:%u\n", o.address,
               (unsigned)sc_net_lan_port(o.cfg.lan));
    }
    fflush(stdout);

    int status = 0;
    while (!stop_asked) {
        if (sc_net_server_serve(server, POLL_MS) < 0 && errno != EINTR) {
            fprintf(stderr, "%s: the socket failed: %s\n", PROG, strerror(errno));
            status = EXIT_RUNTIME;
            break;
        }
    }
    print_counts(server, link, o.cfg.lan);
    sc_net_server_free(server);
    sc_net_lan_free(o.cfg.lan);
    sc_net_link_free(link);
    return status;
}
