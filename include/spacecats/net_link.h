/* The transport of a game played over the network (docs/network.md): ENet
 * (Debian's libenet, 1.3), reliable and ordered packets over UDP, one
 * message a packet. Its reliability, ordering and fragmentation are ENet's:
 * nothing of the kind is written here. What this module adds are limits,
 * each counted and refused, never a crash or memory without bound: the size
 * of a message, the messages a second from one connection, the
 * connections in all and from one address, the time a connection may stay
 * silent before its first message.
 *
 * ENet 1.3 speaks IPv4 only: an IPv6 address is refused with a message.
 * One link is one UDP socket; it listens (a host, a server) or dials (one
 * or many connections: a client, a benchmark's bots). Not thread-safe: one
 * thread polls and sends. */
#ifndef SPACECATS_NET_LINK_H
#define SPACECATS_NET_LINK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct sc_net_link sc_net_link;

/* Every field 0 takes its default. */
typedef struct sc_net_limits {
    unsigned max_conns;   /* connections at once (64) */
    unsigned per_address; /* connections from one IP address (4) */
    size_t max_message;   /* bytes of a message received (a listening link:
                             SC_NET_MAX_CLIENT_MSG; a dialing one: SC_NET_MAX_HOST_MSG) */
    unsigned rate;        /* messages a second from one connection, sustained (20) */
    unsigned burst;       /* messages at once above that (40) */
    unsigned silent_ms;   /* a connection that sends nothing this long after it
                             connects is closed (10,000; dialing links: never) */
    bool no_rate;         /* no rate limit (a dialing link: its host is trusted to pace) */
} sc_net_limits;

/* Why a connection was closed, as the other side is told (sc_net_event.reason). */
typedef enum sc_net_close {
    SC_NET_CLOSE_NORMAL = 0,
    SC_NET_CLOSE_FLOOD = 1,   /* messages faster than the rate */
    SC_NET_CLOSE_ADDRESS = 2, /* too many connections from one address */
    SC_NET_CLOSE_FULL = 3,    /* too many connections */
    SC_NET_CLOSE_TOO_BIG = 4, /* a message over the size limit */
    SC_NET_CLOSE_SILENT = 5,  /* nothing said after connecting */
} sc_net_close_why;

typedef enum sc_net_event_kind {
    SC_NET_EV_CONNECTED,
    SC_NET_EV_MESSAGE,
    SC_NET_EV_DISCONNECTED,
} sc_net_event_kind;

typedef struct sc_net_event {
    uint8_t kind;        /* sc_net_event_kind */
    uint32_t conn;       /* the connection: its id is never reused by the link */
    uint32_t reason;     /* DISCONNECTED: the sc_net_close the other side gave, or 0 */
    const uint8_t *data; /* MESSAGE: valid until the next poll */
    size_t len;
    char address[24]; /* CONNECTED: the other side's address and port, for a log */
} sc_net_event;

typedef struct sc_net_link_counts {
    unsigned long connected, disconnected;
    unsigned long refused_full, refused_address, refused_silent;
    unsigned long refused_size, refused_rate; /* messages not delivered */
    unsigned long closed_flood, closed_size;
    unsigned long messages_in, bytes_in, messages_out, bytes_out;
} sc_net_link_counts;

/* Listens on an IPv4 address ("127.0.0.1", "0.0.0.0" for every interface)
 * and port (0: one the system picks, sc_net_link_port says which). NULL,
 * with the reason in err, when it cannot. */
sc_net_link *sc_net_listen(const char *address, uint16_t port, const sc_net_limits *lim, char *err,
                           size_t err_len);

/* A link that dials out, up to lim->max_conns connections. */
sc_net_link *sc_net_dialer(const sc_net_limits *lim, char *err, size_t err_len);

/* Starts a connection to address:port; *conn names it. It is up at its
 * CONNECTED event, or failed at a DISCONNECTED one. */
bool sc_net_dial(sc_net_link *l, const char *address, uint16_t port, uint32_t *conn, char *err,
                 size_t err_len);

/* Queues a message (reliable, in order). False when the connection is gone
 * or the message cannot be queued. */
bool sc_net_send(sc_net_link *l, uint32_t conn, const void *data, size_t len);

/* Closes a connection once what was sent to it is delivered. */
void sc_net_close(sc_net_link *l, uint32_t conn, sc_net_close_why why);

/* The next event, waiting up to timeout_ms for one: 1 with *ev, 0 when
 * none came, -1 on a socket error. Sends what was queued. */
int sc_net_poll(sc_net_link *l, unsigned timeout_ms, sc_net_event *ev);

/* Sends what was queued now, without waiting for events. */
void sc_net_flush(sc_net_link *l);

/* The link's socket, to wait on it with other things (poll(2)) and then
 * take what came with sc_net_poll(l, 0, ...). */
int sc_net_link_fd(const sc_net_link *l);

uint16_t sc_net_link_port(const sc_net_link *l);
const sc_net_link_counts *sc_net_link_counts_get(const sc_net_link *l);

/* Closes every connection at once and frees the link. */
void sc_net_link_free(sc_net_link *l);

#endif
