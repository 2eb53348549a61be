/* Finding a game on the local network (spacecats/net_lan.h): the probes
 * and answers over a UDP socket of ENet's socket layer (enet_socket_*,
 * which has a Windows side too), the answers bounded by a rate. */
#include <enet/enet.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "enet_ipv4.h"
#include "spacecats/attrs.h"
#include "spacecats/net_lan.h"

enum { MAX_DATAGRAMS = 64 }; /* read at most a call: a flood cannot hold the caller */

struct sc_net_lan {
    ENetSocket sock;
    uint16_t port;
    bool answering;
    unsigned rate;
    double tokens; /* the rate's bucket: answers that may go now */
    uint64_t refill_ms;
    bool clocked; /* refill_ms was set */
    sc_net_lan_counts counts;
};

SC_PRINTF(3, 4) static void say(char *err, size_t len, const char *fmt, ...)
{
    if (len > 0) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(err, len, fmt, ap);
        va_end(ap);
    }
}

static sc_net_lan *open_socket(const ENetAddress *bind, char *err, size_t err_len)
{
    if (enet_initialize() != 0) {
        say(err, err_len, "ENet could not start");
        return NULL;
    }
    sc_net_lan *l = calloc(1, sizeof *l);
    if (l == NULL) {
        say(err, err_len, "out of memory");
        return NULL;
    }
    l->sock = enet_socket_create(ENET_SOCKET_TYPE_DATAGRAM);
    if (l->sock == ENET_SOCKET_NULL) {
        say(err, err_len, "cannot open a UDP socket");
        free(l);
        return NULL;
    }
    enet_socket_set_option(l->sock, ENET_SOCKOPT_NONBLOCK, 1);
    enet_socket_set_option(l->sock, ENET_SOCKOPT_BROADCAST, 1);
    /* Two games of one machine may both answer (each gets the broadcasts). */
    enet_socket_set_option(l->sock, ENET_SOCKOPT_REUSEADDR, 1);
    ENetAddress any = {.host = ENET_HOST_ANY, .port = 0};
    ENetAddress bound;
    if (enet_socket_bind(l->sock, bind != NULL ? bind : &any) < 0 ||
        enet_socket_get_address(l->sock, &bound) < 0) {
        char ip[32] = "?";
        enet_address_get_host_ip(bind != NULL ? bind : &any, ip, sizeof ip);
        say(err, err_len,
            "cannot listen for probes on %s port %u (not an address of this machine?)", ip,
            (unsigned)(bind != NULL ? bind->port : 0));
        enet_socket_destroy(l->sock);
        free(l);
        return NULL;
    }
    l->port = bound.port;
    return l;
}

sc_net_lan *sc_net_lan_answerer(const char *address, uint16_t port, unsigned rate, char *err,
                                size_t err_len)
{
    ENetAddress a;
    if (!sc_net_enet_ipv4(address, port, &a)) {
        say(err, err_len, "'%s' is not an IPv4 address (such as 192.168.1.20)",
            address != NULL ? address : "");
        return NULL;
    }
    sc_net_lan *l = open_socket(&a, err, err_len);
    if (l != NULL) {
        l->answering = true;
        l->rate = rate != 0 ? rate : SC_NET_LAN_RATE;
        l->tokens = l->rate;
    }
    return l;
}

sc_net_lan *sc_net_lan_finder(char *err, size_t err_len)
{
    return open_socket(NULL, err, err_len);
}

/* The next datagram: its length (over SC_NET_LAN_SIZE: too long), 0 when
 * none, -1 when one could not be read (empty, too long for the buffer, or
 * an error the network reported, such as a probe's port closed). */
static int receive(sc_net_lan *l, ENetAddress *from, uint8_t *buf, size_t cap)
{
    ENetBuffer b = {.data = buf, .dataLength = cap};
    from->host = 0;
    from->port = 0;
    int n = enet_socket_receive(l->sock, from, &b, 1);
    /* ENet says 0 for an empty datagram as for none: only the former has
     * a sender. */
    return n == 0 && from->port != 0 ? -1 : n;
}

/* One more answer may go at now_ms: rate a second, as many at once. */
static bool within_rate(sc_net_lan *l, uint64_t now_ms)
{
    if (!l->clocked || now_ms < l->refill_ms) {
        l->refill_ms = now_ms;
        l->clocked = true;
    }
    l->tokens += (double)(now_ms - l->refill_ms) * l->rate / 1000.0;
    l->refill_ms = now_ms;
    if (l->tokens > l->rate) {
        l->tokens = l->rate;
    }
    if (l->tokens < 1.0) {
        return false;
    }
    l->tokens -= 1.0;
    return true;
}

unsigned sc_net_lan_answer_probes(sc_net_lan *l, uint64_t now_ms, sc_net_lan_describe describe,
                                  void *ctx)
{
    unsigned sent = 0;
    for (unsigned k = 0; l->answering && k < MAX_DATAGRAMS; k++) {
        uint8_t buf[SC_NET_LAN_SIZE + 1];
        ENetAddress from;
        int n = receive(l, &from, buf, sizeof buf);
        if (n == 0) {
            break;
        }
        char why[96];
        if (n < 0 || !sc_net_lan_probe_check(buf, (size_t)n, why, sizeof why)) {
            l->counts.malformed++;
            continue;
        }
        l->counts.probes++;
        if (!within_rate(l, now_ms)) {
            l->counts.refused_rate++;
            continue;
        }
        sc_net_lan_answer a = {0};
        char out[SC_NET_LAN_SIZE];
        if (!describe(ctx, &a)) {
            continue;
        }
        size_t len = sc_net_lan_answer_encode(&a, out, sizeof out);
        ENetBuffer b = {.data = out, .dataLength = len};
        if (len > 0 && enet_socket_send(l->sock, &from, &b, 1) > 0) {
            l->counts.answered++;
            sent++;
        }
    }
    return sent;
}

bool sc_net_lan_probe_send(sc_net_lan *l, const char *address, uint16_t port)
{
    ENetAddress to = {.host = ENET_HOST_BROADCAST, .port = port};
    if (address != NULL && !sc_net_enet_ipv4(address, port, &to)) {
        return false;
    }
    uint8_t probe[SC_NET_LAN_SIZE];
    sc_net_lan_probe(probe);
    ENetBuffer b = {.data = probe, .dataLength = sizeof probe};
    if (enet_socket_send(l->sock, &to, &b, 1) <= 0) {
        return false;
    }
    l->counts.probes_sent++;
    return true;
}

int sc_net_lan_next(sc_net_lan *l, sc_net_lan_found *out)
{
    for (unsigned k = 0; k < MAX_DATAGRAMS; k++) {
        uint8_t buf[SC_NET_LAN_SIZE + 1];
        ENetAddress from;
        int n = receive(l, &from, buf, sizeof buf);
        if (n == 0) {
            return 0;
        }
        char why[96];
        if (n < 0 || !sc_net_lan_answer_decode(buf, (size_t)n, &out->answer, why, sizeof why) ||
            enet_address_get_host_ip(&from, out->address, sizeof out->address) != 0) {
            l->counts.malformed++;
            continue;
        }
        l->counts.answers++;
        return 1;
    }
    return 0;
}

int sc_net_lan_fd(const sc_net_lan *l)
{
    return (int)l->sock;
}

uint16_t sc_net_lan_port(const sc_net_lan *l)
{
    return l->port;
}

const sc_net_lan_counts *sc_net_lan_counts_get(const sc_net_lan *l)
{
    return &l->counts;
}

void sc_net_lan_free(sc_net_lan *l)
{
    if (l != NULL) {
        enet_socket_destroy(l->sock);
        free(l);
    }
}
