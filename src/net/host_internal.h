/* The host's inside (src/net/host.c, host_game.c), shared by its two
 * files only: the connections, the seats, the record it keeps. */
#ifndef SC_NET_HOST_INTERNAL_H
#define SC_NET_HOST_INTERNAL_H

#include "spacecats/net_host.h"

enum {
    DEFAULT_CONNS = 16,
    DEFAULT_DENIED = 64,
    TOKEN_BYTES = SC_NET_TOKEN_LEN / 2,
    SMALL_MSG = 512, /* every message but a record fits */
};

typedef enum conn_state {
    CONN_FREE,
    CONN_NEW,     /* connected, no hello yet */
    CONN_GREETED, /* hello accepted: told of the table, may join */
} conn_state;

typedef struct conn {
    uint32_t id;
    uint8_t state;
    unsigned seats;  /* bit per seat it holds */
    unsigned sent;   /* events sent to it */
    bool ended;      /* the end was sent */
    char *header;    /* the last view header sent, or NULL */
    unsigned denied; /* messages refused */
} conn;

typedef struct seat {
    sc_net_host_seat set; /* as set, with the remote person who took it */
    int conn;             /* the connection holding it, or -1 */
    uint64_t away_until;  /* sc_net_host_seat_info.away_until */
} seat;

static inline bool host_remote(const seat *st)
{
    return st->set.token[0] != '\0';
}

struct sc_net_host {
    sc_net_host_config cfg;
    seat seats[SC_NET_MAX_SEATS];
    conn *conns;
    unsigned n_conns;

    uint64_t clock; /* the owner's, as last told (sc_net_host_set_clock) */
    bool begun;
    sc_game now;
    sc_record rec;   /* the whole record: header, then one line per event */
    size_t *at;      /* where each event's line starts in rec.text */
    unsigned events; /* events in rec */
    unsigned at_cap;

    bool pending; /* a request waits for the owner */
    sc_net_request request;
    sc_net_host_counts counts;
};

/* Sending (host.c): false when the connection is gone, expelled. */
bool host_send_msg(sc_net_host *h, conn *c, const sc_net_msg *m);
bool host_send_record(sc_net_host *h, conn *c, sc_net_kind kind, const char *text, size_t len);
/* The host ends a connection: the transport closes it, the host forgets it. */
void host_expel(sc_net_host *h, conn *c);

/* What each client is sent of the game (host_game.c): brings one greeted
 * connection, or all of them, up to the game as it stands. */
void host_sync(sc_net_host *h, conn *c);
void host_sync_all(sc_net_host *h);

#endif
