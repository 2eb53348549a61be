/* The transport over ENet (spacecats/net_link.h): ENet's reliable ordered
 * packets, with the project's limits counted and refused. */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include <enet/enet.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "enet_ipv4.h"
#include "spacecats/attrs.h"
#include "spacecats/net_link.h"
#include "spacecats/net_msg.h"

enum {
    SPARE_PEERS = 16,   /* room for ENet to hear a connection we then refuse */
    INDEX_BITS = 12,    /* ENet has at most 4095 peers */
    SWEEP_MS = 250,     /* how often silent connections are looked for */
    ENET_SLACK = 1024,  /* bytes over the largest message ENet may reassemble */
    MAX_SYNTHETIC = 64, /* disconnections told after a refusal, waiting */
};

typedef struct peer_state {
    uint32_t conn; /* 0: none (refused, or free) */
    bool live;     /* its CONNECTED event was given */
    bool said;     /* a message came from it */
    uint64_t since_ms;
    double tokens; /* the rate's bucket */
    uint64_t refill_ms;
    unsigned over; /* messages refused for the rate in a row */
    char address[24];
} peer_state;

struct sc_net_link {
    ENetHost *host;
    sc_net_limits lim;
    bool listening;
    peer_state *peers;
    size_t n_peers;
    uint32_t next_seq;
    ENetPacket *held; /* the last message's packet, freed at the next poll */
    uint64_t last_sweep;
    sc_net_event synthetic[MAX_SYNTHETIC];
    unsigned n_synthetic;
    sc_net_link_counts counts;
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

static uint64_t now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000u + (uint64_t)ts.tv_nsec / 1000000u;
}

/* An IPv6 address's look (hex digits and colons, a dotted tail at most):
 * said as such, since a player may well try one. */
static bool looks_ipv6(const char *text)
{
    return strchr(text, ':') != NULL && strspn(text, "0123456789abcdefABCDEF:.") == strlen(text);
}

static bool parse_address(const char *text, uint16_t port, ENetAddress *out, char *err,
                          size_t err_len)
{
    if (sc_net_enet_ipv4(text, port, out)) {
        return true;
    }
    if (text != NULL && looks_ipv6(text)) {
        say(err, err_len, "'%s' is an IPv6 address: ENet 1.3 speaks IPv4 only", text);
    } else {
        say(err, err_len, "'%s' is not an IPv4 address (such as 192.168.1.20)", text ? text : "");
    }
    return false;
}

static sc_net_limits with_defaults(const sc_net_limits *lim, bool listening)
{
    sc_net_limits l = lim ? *lim : (sc_net_limits){0};
    l.max_conns = l.max_conns ? l.max_conns : 64;
    l.per_address = l.per_address ? l.per_address : 4;
    l.max_message = l.max_message ? l.max_message
                    : listening   ? SC_NET_MAX_CLIENT_MSG
                                  : SC_NET_MAX_HOST_MSG;
    l.rate = l.rate ? l.rate : 20;
    l.burst = l.burst ? l.burst : 40;
    l.silent_ms = l.silent_ms ? l.silent_ms : listening ? 10000 : 0;
    return l;
}

static sc_net_link *make(const ENetAddress *bind, const sc_net_limits *lim, bool listening,
                         char *err, size_t err_len)
{
    if (enet_initialize() != 0) {
        say(err, err_len, "ENet could not start");
        return NULL;
    }
    sc_net_link *l = calloc(1, sizeof *l);
    if (l == NULL) {
        say(err, err_len, "out of memory");
        return NULL;
    }
    l->lim = with_defaults(lim, listening);
    l->listening = listening;
    l->n_peers = l->lim.max_conns + (listening ? SPARE_PEERS : 0);
    if (l->n_peers >= (1u << INDEX_BITS)) {
        l->n_peers = (1u << INDEX_BITS) - 1;
    }
    l->peers = calloc(l->n_peers, sizeof *l->peers);
    l->host = l->peers ? enet_host_create(bind, l->n_peers, 1, 0, 0) : NULL;
    if (l->host == NULL) {
        if (bind) {
            char ip[32] = "?";
            enet_address_get_host_ip(bind, ip, sizeof ip);
            say(err, err_len,
                "cannot listen on %s port %u (in use, or not an address of this machine)", ip,
                (unsigned)bind->port);
        } else {
            say(err, err_len, "cannot open a UDP socket");
        }
        free(l->peers);
        free(l);
        return NULL;
    }
    /* ENet's own limits as a backstop behind ours: it never reassembles a
     * message much larger than the largest either side may send, never
     * holds much more than that for one connection, and ignores outright
     * a flood of connections from one address (ours refuse with a reason). */
    l->host->maximumPacketSize = SC_NET_MAX_HOST_MSG + ENET_SLACK;
    l->host->maximumWaitingData = 4 * (SC_NET_MAX_HOST_MSG + ENET_SLACK);
    l->host->duplicatePeers = 2 * l->lim.per_address + 1;
    return l;
}

sc_net_link *sc_net_listen(const char *address, uint16_t port, const sc_net_limits *lim, char *err,
                           size_t err_len)
{
    ENetAddress a;
    if (!parse_address(address, port, &a, err, err_len)) {
        return NULL;
    }
    return make(&a, lim, true, err, err_len);
}

sc_net_link *sc_net_dialer(const sc_net_limits *lim, char *err, size_t err_len)
{
    sc_net_limits l = lim ? *lim : (sc_net_limits){0};
    l.no_rate = true; /* a host paces itself; a client trusts it for that */
    return make(NULL, &l, false, err, err_len);
}

static uint32_t new_conn(sc_net_link *l, size_t index)
{
    l->next_seq = (l->next_seq + 1) & ((1u << (32 - INDEX_BITS)) - 1);
    if (l->next_seq == 0) {
        l->next_seq = 1;
    }
    return l->next_seq << INDEX_BITS | (uint32_t)index;
}

static ENetPeer *peer_of(const sc_net_link *l, uint32_t conn, peer_state **st)
{
    size_t i = conn & ((1u << INDEX_BITS) - 1);
    if (conn == 0 || i >= l->n_peers || l->peers[i].conn != conn) {
        return NULL;
    }
    *st = &l->peers[i];
    return &l->host->peers[i];
}

bool sc_net_dial(sc_net_link *l, const char *address, uint16_t port, uint32_t *conn, char *err,
                 size_t err_len)
{
    ENetAddress a;
    if (!parse_address(address, port, &a, err, err_len)) {
        return false;
    }
    ENetPeer *p = enet_host_connect(l->host, &a, 1, 0);
    if (p == NULL) {
        say(err, err_len, "no room for another connection (%u at most)", l->lim.max_conns);
        return false;
    }
    size_t i = (size_t)(p - l->host->peers);
    peer_state *st = &l->peers[i];
    memset(st, 0, sizeof *st);
    st->conn = new_conn(l, i);
    st->since_ms = now_ms();
    snprintf(st->address, sizeof st->address, "%s:%u", address, (unsigned)port);
    *conn = st->conn;
    return true;
}

bool sc_net_send(sc_net_link *l, uint32_t conn, const void *data, size_t len)
{
    peer_state *st;
    ENetPeer *p = peer_of(l, conn, &st);
    if (p == NULL || p->state != ENET_PEER_STATE_CONNECTED || len == 0) {
        return false;
    }
    ENetPacket *packet = enet_packet_create(data, len, ENET_PACKET_FLAG_RELIABLE);
    if (packet == NULL) {
        return false;
    }
    if (enet_peer_send(p, 0, packet) < 0) {
        enet_packet_destroy(packet);
        return false;
    }
    l->counts.messages_out++;
    l->counts.bytes_out += len;
    return true;
}

/* Ends a connection now, telling the other side why; its user hears of it
 * as a DISCONNECTED event if it had heard of it at all. */
static void cut(sc_net_link *l, ENetPeer *p, peer_state *st, sc_net_close_why why)
{
    if (st->live && l->n_synthetic < MAX_SYNTHETIC) {
        sc_net_event *e = &l->synthetic[l->n_synthetic++];
        memset(e, 0, sizeof *e);
        e->kind = SC_NET_EV_DISCONNECTED;
        e->conn = st->conn;
        e->reason = why;
    }
    if (st->live) {
        l->counts.disconnected++;
    }
    memset(st, 0, sizeof *st);
    enet_peer_disconnect_now(p, why);
}

void sc_net_close(sc_net_link *l, uint32_t conn, sc_net_close_why why)
{
    peer_state *st;
    ENetPeer *p = peer_of(l, conn, &st);
    if (p != NULL) {
        enet_peer_disconnect_later(p, why);
    }
}

int sc_net_link_fd(const sc_net_link *l)
{
    return (int)l->host->socket;
}

void sc_net_flush(sc_net_link *l)
{
    enet_host_flush(l->host);
}

static void sweep_silent(sc_net_link *l, uint64_t now)
{
    if (l->lim.silent_ms == 0 || now - l->last_sweep < SWEEP_MS) {
        return;
    }
    l->last_sweep = now;
    for (size_t i = 0; i < l->n_peers; i++) {
        peer_state *st = &l->peers[i];
        if (st->live && !st->said && now - st->since_ms > l->lim.silent_ms) {
            l->counts.refused_silent++;
            cut(l, &l->host->peers[i], st, SC_NET_CLOSE_SILENT);
        }
    }
}

/* A connection arrives at a listening link: ours, or refused with why. */
static bool arrive(sc_net_link *l, ENetPeer *p, sc_net_event *ev)
{
    size_t i = (size_t)(p - l->host->peers);
    peer_state *st = &l->peers[i];
    if (!l->listening) {
        if (st->conn == 0) {
            enet_peer_disconnect_now(p, SC_NET_CLOSE_NORMAL);
            return false;
        }
    } else {
        unsigned live = 0, same = 0;
        for (size_t k = 0; k < l->n_peers; k++) {
            if (l->peers[k].live) {
                live++;
                same += l->host->peers[k].address.host == p->address.host;
            }
        }
        if (live >= l->lim.max_conns || same >= l->lim.per_address) {
            bool full = live >= l->lim.max_conns;
            *(full ? &l->counts.refused_full : &l->counts.refused_address) += 1;
            memset(st, 0, sizeof *st);
            enet_peer_disconnect_now(p, full ? SC_NET_CLOSE_FULL : SC_NET_CLOSE_ADDRESS);
            return false;
        }
        memset(st, 0, sizeof *st);
        st->conn = new_conn(l, i);
        char ip[16] = "?";
        enet_address_get_host_ip(&p->address, ip, sizeof ip);
        snprintf(st->address, sizeof st->address, "%s:%u", ip, (unsigned)p->address.port);
    }
    st->live = true;
    st->since_ms = st->refill_ms = now_ms();
    st->tokens = l->lim.burst;
    l->counts.connected++;
    memset(ev, 0, sizeof *ev);
    ev->kind = SC_NET_EV_CONNECTED;
    ev->conn = st->conn;
    memcpy(ev->address, st->address, sizeof ev->address);
    return true;
}

/* The rate's bucket: refilled with time, one token a message. */
static bool within_rate(const sc_net_link *l, peer_state *st, uint64_t now)
{
    if (l->lim.no_rate) {
        return true;
    }
    st->tokens += (double)(now - st->refill_ms) * l->lim.rate / 1000.0;
    st->refill_ms = now;
    if (st->tokens > l->lim.burst) {
        st->tokens = l->lim.burst;
    }
    if (st->tokens < 1.0) {
        return false;
    }
    st->tokens -= 1.0;
    return true;
}

static bool message(sc_net_link *l, ENetPeer *p, ENetPacket *packet, sc_net_event *ev)
{
    size_t i = (size_t)(p - l->host->peers);
    peer_state *st = &l->peers[i];
    if (!st->live) {
        enet_packet_destroy(packet);
        return false;
    }
    if (packet->dataLength > l->lim.max_message) {
        l->counts.refused_size++;
        l->counts.closed_size++;
        enet_packet_destroy(packet);
        cut(l, p, st, SC_NET_CLOSE_TOO_BIG);
        return false;
    }
    if (!within_rate(l, st, now_ms())) {
        l->counts.refused_rate++;
        enet_packet_destroy(packet);
        /* Past a second burst refused in a row, it is a flood, not a rush. */
        if (++st->over > l->lim.burst) {
            l->counts.closed_flood++;
            cut(l, p, st, SC_NET_CLOSE_FLOOD);
        }
        return false;
    }
    st->over = 0;
    st->said = true;
    l->counts.messages_in++;
    l->counts.bytes_in += packet->dataLength;
    l->held = packet;
    memset(ev, 0, sizeof *ev);
    ev->kind = SC_NET_EV_MESSAGE;
    ev->conn = st->conn;
    ev->data = packet->data;
    ev->len = packet->dataLength;
    return true;
}

static bool depart(sc_net_link *l, ENetPeer *p, uint32_t data, sc_net_event *ev)
{
    size_t i = (size_t)(p - l->host->peers);
    peer_state *st = &l->peers[i];
    if (st->conn == 0) {
        return false; /* refused before its user heard of it */
    }
    memset(ev, 0, sizeof *ev);
    ev->kind = SC_NET_EV_DISCONNECTED;
    ev->conn = st->conn;
    ev->reason = data;
    l->counts.disconnected += st->live;
    memset(st, 0, sizeof *st);
    return true;
}

int sc_net_poll(sc_net_link *l, unsigned timeout_ms, sc_net_event *ev)
{
    if (l->held) {
        enet_packet_destroy(l->held);
        l->held = NULL;
    }
    sweep_silent(l, now_ms());
    for (enet_uint32 wait = timeout_ms;; wait = 0) {
        if (l->n_synthetic > 0) {
            *ev = l->synthetic[0];
            memmove(l->synthetic, l->synthetic + 1, --l->n_synthetic * sizeof *l->synthetic);
            return 1;
        }
        ENetEvent e;
        int r = enet_host_service(l->host, &e, wait);
        if (r <= 0) {
            return r < 0 ? -1 : 0;
        }
        switch (e.type) {
        case ENET_EVENT_TYPE_CONNECT:
            if (arrive(l, e.peer, ev)) {
                return 1;
            }
            break;
        case ENET_EVENT_TYPE_RECEIVE:
            if (message(l, e.peer, e.packet, ev)) {
                return 1;
            }
            break;
        case ENET_EVENT_TYPE_DISCONNECT:
            if (depart(l, e.peer, e.data, ev)) {
                return 1;
            }
            break;
        default:
            break;
        }
    }
}

uint16_t sc_net_link_port(const sc_net_link *l)
{
    ENetAddress a;
    if (enet_socket_get_address(l->host->socket, &a) != 0) {
        return 0;
    }
    return a.port;
}

const sc_net_link_counts *sc_net_link_counts_get(const sc_net_link *l)
{
    return &l->counts;
}

void sc_net_link_free(sc_net_link *l)
{
    if (l == NULL) {
        return;
    }
    if (l->held) {
        enet_packet_destroy(l->held);
    }
    for (size_t i = 0; i < l->n_peers; i++) {
        if (l->peers[i].conn != 0) {
            enet_peer_disconnect_now(&l->host->peers[i], SC_NET_CLOSE_NORMAL);
        }
    }
    enet_host_flush(l->host);
    enet_host_destroy(l->host);
    free(l->peers);
    free(l);
}
