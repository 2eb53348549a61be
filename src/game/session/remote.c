/* A connection to a game hosted elsewhere (remote.h): sc_net_client over a
 * dialing sc_net_link, the host's messages kept in order until the game
 * session takes them one by one. */
#include "remote.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "spacecats/net_client.h"
#include "spacecats/net_code.h"
#include "spacecats/net_link.h"

/* A message kept until it is handed on. */
typedef struct kept {
    struct kept *next;
    size_t len;
    uint8_t data[];
} kept;

struct gm_remote {
    sc_net_client *client;
    const sc_mat *mat; /* for another connection to the same game (gm_remote_again) */
    char version[48];  /* this program's, to name it beside the host's */
    sc_net_link *link;
    uint32_t conn;
    bool up;
    gm_remote_state state;
    gm_remote_where where;
    char name[GM_REMOTE_NAME_LEN];
    unsigned colour;                 /* asked for when joining */
    char token[GM_REMOTE_TOKEN_LEN]; /* to send as rejoin; then the seat's */
    bool asked_seat;                 /* a join or rejoin was sent */
    unsigned told;                   /* table messages since the welcome */
    float waited;                    /* seconds without an answer */
    float since[SC_MAX_PLAYERS];     /* seconds since each seat's news */
    unsigned asked_at;               /* events + 1 when a request was sent; 0: none */
    kept *head, *tail;
    unsigned n_kept;
    char msg[GM_REMOTE_MSG_LEN];
    bool retry; /* it failed on the way, not by the host's word (gm_remote_retryable) */
};

gm_remote *gm_remote_new(const sc_mat *mat, const char *version)
{
    gm_remote *r = calloc(1, sizeof *r);
    if (r == NULL) {
        return NULL;
    }
    snprintf(r->version, sizeof r->version, "%s", version);
    r->mat = mat;
    r->client = sc_net_client_new(mat, version);
    if (r->client == NULL) {
        free(r);
        return NULL;
    }
    return r;
}

static void drop_kept(gm_remote *r)
{
    while (r->head != NULL) {
        kept *k = r->head;
        r->head = k->next;
        free(k);
    }
    r->tail = NULL;
    r->n_kept = 0;
}

void gm_remote_free(gm_remote *r)
{
    if (r == NULL) {
        return;
    }
    drop_kept(r);
    sc_net_link_free(r->link);
    sc_net_client_free(r->client);
    free(r);
}

/* A join code (net_code.h) the host's player read out. */
static bool from_code(const char *text, gm_remote_where *out, char *err, size_t err_len)
{
    sc_net_code_why why;
    char address[SC_NET_ADDRESS_SIZE];
    if (sc_net_code_decode(text, address, &out->port, &why)) {
        snprintf(out->address, sizeof out->address, "%s", address);
        return true;
    }
    switch (why.fault) {
    case SC_NET_CODE_LENGTH:
        snprintf(err, err_len,
                 _("A join code has 8 or 11 letters and digits (like K3QM-7XTA); this one has %u."),
                 why.count);
        break;
    case SC_NET_CODE_CHAR:
        snprintf(err, err_len, _("A join code has no '%c': check the letter at place %u."),
                 text[why.at] > ' ' && text[why.at] < 0x7f ? text[why.at] : '?',
                 (unsigned)why.at + 1);
        break;
    default:
        snprintf(err, err_len, "%s",
                 _("This join code has a mistake: check each letter with the host."));
        break;
    }
    return false;
}

bool gm_remote_parse(const char *text, gm_remote_where *out, char *err, size_t err_len)
{
    memset(out, 0, sizeof *out);
    out->port = GM_REMOTE_PORT;
    while (*text == ' ') {
        text++;
    }
    if (strchr(text, '.') == NULL && strncmp(text, "localhost", 9) != 0) {
        return from_code(text, out, err, err_len);
    }
    size_t n = strcspn(text, ":/ ");
    if (n == 0 || n >= sizeof out->address) {
        snprintf(err, err_len, "%s", _("Type the address the host gave, like 192.168.1.20:7246."));
        return false;
    }
    memcpy(out->address, text, n);
    out->address[n] = '\0';
    const char *p = text + n;
    char *end = NULL;
    if (*p == ':') {
        unsigned long port = strtoul(p + 1, &end, 10);
        if (end == p + 1 || port == 0 || port > 65535) {
            snprintf(err, err_len, "%s",
                     _("The port, after the colon, is a number from 1 to 65535."));
            return false;
        }
        out->port = (uint16_t)port;
        p = end;
    }
    if (*p == '/') {
        unsigned long table = strtoul(p + 1, &end, 10);
        if (end == p + 1 || table > 65535) {
            snprintf(err, err_len, "%s", _("The table, after the slash, is a number from 0."));
            return false;
        }
        out->table = (unsigned)table;
        p = end;
    }
    while (*p == ' ') {
        p++;
    }
    if (*p != '\0') {
        snprintf(err, err_len, "%s", _("Type the address the host gave, like 192.168.1.20:7246."));
        return false;
    }
    if (strcmp(out->address, "localhost") == 0) {
        strcpy(out->address, "127.0.0.1");
    }
    /* Four numbers of 0 to 255: the link takes addresses, not names. */
    unsigned a, b, c, d;
    char tail;
    if (sscanf(out->address, "%u.%u.%u.%u%c", &a, &b, &c, &d, &tail) != 4 || a > 255 || b > 255 ||
        c > 255 || d > 255) {
        snprintf(err, err_len,
                 _("'%s' is not an address: four numbers with dots, like 192.168.1.20."),
                 out->address);
        return false;
    }
    return true;
}

static void fail(gm_remote *r, const char *msg)
{
    snprintf(r->msg, sizeof r->msg, "%s", msg);
    r->state = GM_REMOTE_FAILED;
    r->retry = false;
    if (r->link != NULL && r->up) {
        sc_net_close(r->link, r->conn, SC_NET_CLOSE_NORMAL);
        sc_net_flush(r->link);
    }
    r->up = false;
    drop_kept(r);
}

bool gm_remote_dial(gm_remote *r, const gm_remote_where *where, const char *name, unsigned colour,
                    const char *token)
{
    r->where = *where;
    snprintf(r->name, sizeof r->name, "%s", name);
    r->colour = colour % SC_NET_COLOURS;
    snprintf(r->token, sizeof r->token, "%s", token != NULL ? token : "");
    r->state = GM_REMOTE_DIALING;
    r->waited = 0;
    char err[200];
    if (r->link == NULL) {
        sc_net_limits lim = {.max_conns = 1, .no_rate = true};
        r->link = sc_net_dialer(&lim, err, sizeof err);
    }
    if (r->link == NULL ||
        !sc_net_dial(r->link, where->address, where->port, &r->conn, err, sizeof err)) {
        char msg[GM_REMOTE_MSG_LEN];
        snprintf(msg, sizeof msg, _("Cannot reach %s:%u: %s"), where->address,
                 (unsigned)where->port, err);
        fail(r, msg);
        r->retry = true; /* no network yet: it may come back */
        return false;
    }
    return true;
}

static void send_now(gm_remote *r, const char *buf, size_t len)
{
    if (len > 0 && r->up) {
        sc_net_send(r->link, r->conn, buf, len);
        sc_net_flush(r->link);
    }
}

static void keep(gm_remote *r, const uint8_t *data, size_t len)
{
    kept *k = malloc(sizeof *k + len);
    if (k == NULL) {
        fail(r, _("Out of memory."));
        return;
    }
    k->next = NULL;
    k->len = len;
    memcpy(k->data, data, len);
    if (r->tail != NULL) {
        r->tail->next = k;
    } else {
        r->head = k;
    }
    r->tail = k;
    r->n_kept++;
}

void gm_remote_service(gm_remote *r, float dt_s)
{
    for (unsigned s = 0; s < SC_MAX_PLAYERS; s++) {
        r->since[s] += dt_s;
    }
    if (r->link == NULL || r->state == GM_REMOTE_FAILED) {
        return;
    }
    sc_net_event ev;
    while (r->state != GM_REMOTE_FAILED && sc_net_poll(r->link, 0, &ev) == 1) {
        if (ev.conn != r->conn) {
            continue;
        }
        if (ev.kind == SC_NET_EV_CONNECTED) {
            r->up = true;
            char buf[SC_NET_MAX_CLIENT_MSG];
            send_now(r, buf, sc_net_client_hello(r->client, r->where.table, buf, sizeof buf));
        } else if (ev.kind == SC_NET_EV_MESSAGE) {
            keep(r, ev.data, ev.len);
        } else if (r->state != GM_REMOTE_OVER) {
            char msg[GM_REMOTE_MSG_LEN];
            if (!r->up) {
                snprintf(msg, sizeof msg, _("No answer from %s:%u."), r->where.address,
                         (unsigned)r->where.port);
            } else if (ev.reason == SC_NET_CLOSE_FULL || ev.reason == SC_NET_CLOSE_ADDRESS) {
                snprintf(msg, sizeof msg, "%s", _("The host has no room for another connection."));
            } else {
                snprintf(msg, sizeof msg, "%s", _("The connection to the host was lost."));
            }
            r->up = false;
            fail(r, msg);
            r->retry = true; /* the way to the host failed, not the host */
        }
    }
    if (r->state == GM_REMOTE_DIALING && !r->up) {
        r->waited += dt_s;
        if (r->waited >= GM_REMOTE_PATIENCE_S) {
            char msg[GM_REMOTE_MSG_LEN];
            snprintf(msg, sizeof msg, _("No answer from %s:%u."), r->where.address,
                     (unsigned)r->where.port);
            fail(r, msg);
            r->retry = true;
        }
    }
}

unsigned gm_remote_pending(const gm_remote *r)
{
    return r->n_kept;
}

/* Once the whole table is known: the seat to take. */
static void take_seat(gm_remote *r)
{
    char buf[SC_NET_MAX_CLIENT_MSG];
    r->asked_seat = true;
    if (r->token[0] != '\0') {
        send_now(r, buf, sc_net_client_rejoin(r->client, r->token, buf, sizeof buf));
        return;
    }
    unsigned n = sc_net_client_players(r->client);
    for (unsigned s = 0; s < n; s++) {
        sc_net_client_seat st;
        sc_net_client_seat_get(r->client, s, &st);
        if (st.state == SC_NET_SEAT_OPEN) {
            send_now(r, buf, sc_net_client_join(r->client, s, r->colour, r->name, buf, sizeof buf));
            return;
        }
    }
    fail(r, sc_net_client_game(r->client) != NULL
                ? _("The game at this table has started without an open seat.")
                : _("The table is full: every seat is taken."));
}

/* A refusal in the player's words. */
static void refused(gm_remote *r)
{
    const sc_net_refusal *f = sc_net_client_refusal(r->client);
    char msg[GM_REMOTE_MSG_LEN];
    if (strcmp(f->code, "version") == 0) {
        snprintf(msg, sizeof msg,
                 _("The host is Space Cats %s (network protocol %u); this game is Space Cats %s "
                   "(network protocol %u)."),
                 f->version, (unsigned)f->protocol, r->version, (unsigned)SC_NET_PROTOCOL);
    } else if (strcmp(f->code, "full") == 0 || strcmp(f->code, "taken") == 0) {
        snprintf(msg, sizeof msg, "%s", _("The table is full: every seat is taken."));
    } else if (strcmp(f->code, "started") == 0) {
        snprintf(msg, sizeof msg, "%s", _("The game at this table has started without you."));
    } else if (strcmp(f->code, "token") == 0) {
        r->token[0] = '\0'; /* forgotten: the next join takes a new seat */
        snprintf(msg, sizeof msg, "%s",
                 _("The host does not know this seat any more: its game is over or gone."));
    } else if (strcmp(f->code, "mat") == 0) {
        snprintf(msg, sizeof msg, "%s", _("The host plays on a mat this game does not have."));
    } else if (strcmp(f->code, "no-seat") == 0) {
        snprintf(msg, sizeof msg, "%s", _("There is no such table or seat at this host."));
    } else {
        snprintf(msg, sizeof msg, _("The host refused: %s."), f->code);
    }
    fail(r, msg);
}

gm_remote_news gm_remote_next(gm_remote *r)
{
    kept *k = r->head;
    if (k == NULL || r->state == GM_REMOTE_FAILED) {
        return GM_REMOTE_NEWS_NONE;
    }
    r->head = k->next;
    if (r->head == NULL) {
        r->tail = NULL;
    }
    r->n_kept--;
    char why[256];
    unsigned events = sc_net_client_events(r->client);
    sc_net_news news = sc_net_client_received(r->client, k->data, k->len, why, sizeof why);
    uint8_t seat = k->len > 6 && memcmp(k->data, "table ", 6) == 0 ? (uint8_t)(k->data[6] - '0')
                                                                   : SC_MAX_PLAYERS;
    free(k);
    switch (news) {
    case SC_NET_NEWS_TABLE:
        if (r->state == GM_REMOTE_DIALING) {
            r->state = GM_REMOTE_WAITING;
            r->told = 0;
        } else if (seat < SC_MAX_PLAYERS) {
            r->told++;
            r->since[seat] = 0;
        }
        if (!r->asked_seat && r->told >= sc_net_client_players(r->client)) {
            take_seat(r);
        }
        return r->state == GM_REMOTE_FAILED ? GM_REMOTE_NEWS_FAILED : GM_REMOTE_NEWS_TABLE;
    case SC_NET_NEWS_SEATED: {
        for (unsigned s = 0; s < SC_NET_MAX_SEATS; s++) {
            const char *t = sc_net_client_token(r->client, s);
            if (t != NULL) {
                snprintf(r->token, sizeof r->token, "%s", t);
                break;
            }
        }
        return GM_REMOTE_NEWS_TABLE;
    }
    case SC_NET_NEWS_GAME:
        r->state = GM_REMOTE_PLAYING;
        if (sc_net_client_events(r->client) != events) {
            r->asked_at = 0;
        }
        return GM_REMOTE_NEWS_GAME;
    case SC_NET_NEWS_OVER:
        r->state = GM_REMOTE_OVER;
        r->asked_at = 0;
        return GM_REMOTE_NEWS_OVER;
    case SC_NET_NEWS_DENIED:
        /* Our request came too late or out of turn: the game as the host
         * has it comes with its next message; ask again then. */
        r->asked_at = 0;
        return GM_REMOTE_NEWS_NONE;
    case SC_NET_NEWS_REFUSED:
        refused(r);
        return GM_REMOTE_NEWS_FAILED;
    case SC_NET_NEWS_BROKEN: {
        char msg[GM_REMOTE_MSG_LEN];
        snprintf(msg, sizeof msg, _("The host sent what cannot be: %s"), why);
        fail(r, msg);
        return GM_REMOTE_NEWS_FAILED;
    }
    case SC_NET_NEWS_NONE:
        break;
    }
    return GM_REMOTE_NEWS_NONE;
}

bool gm_remote_retryable(const gm_remote *r)
{
    return r->state == GM_REMOTE_FAILED && r->retry;
}

gm_remote *gm_remote_again(const gm_remote *r)
{
    gm_remote *again = gm_remote_new(r->mat, r->version);
    if (again != NULL) {
        gm_remote_dial(again, &r->where, r->name, r->colour, r->token);
    }
    return again;
}

gm_remote_state gm_remote_state_get(const gm_remote *r)
{
    return r->state;
}

const char *gm_remote_message(const gm_remote *r)
{
    return r->msg;
}

const gm_remote_where *gm_remote_where_get(const gm_remote *r)
{
    return &r->where;
}

const sc_game *gm_remote_game(const gm_remote *r)
{
    return sc_net_client_game(r->client);
}

unsigned gm_remote_events(const gm_remote *r)
{
    return sc_net_client_events(r->client);
}

const char *gm_remote_record(gm_remote *r, size_t *len)
{
    return sc_net_client_record(r->client, len);
}

unsigned gm_remote_seats(const gm_remote *r)
{
    return sc_net_client_seats(r->client);
}

const char *gm_remote_token(const gm_remote *r)
{
    return r->token;
}

unsigned gm_remote_players(const gm_remote *r)
{
    return sc_net_client_players(r->client);
}

void gm_remote_seat_get(const gm_remote *r, unsigned seat, gm_remote_seat *out)
{
    sc_net_client_seat st;
    sc_net_client_seat_get(r->client, seat, &st);
    memset(out, 0, sizeof *out);
    out->state = (gm_remote_seat_state)st.state;
    out->colour = st.colour % SC_MAX_PLAYERS;
    snprintf(out->name, sizeof out->name, "%s", st.name);
    if (st.state == SC_NET_SEAT_AWAY && st.away_s > 0 && seat < SC_MAX_PLAYERS) {
        float left = (float)st.away_s - r->since[seat];
        out->away_s = left > 0 ? left : 0;
    }
}

bool gm_remote_roll(gm_remote *r)
{
    char buf[SC_NET_MAX_CLIENT_MSG];
    size_t n = sc_net_client_roll(r->client, buf, sizeof buf);
    if (n == 0 || !r->up) {
        return false;
    }
    send_now(r, buf, n);
    r->asked_at = sc_net_client_events(r->client) + 1;
    return true;
}

bool gm_remote_choose(gm_remote *r, const sc_choice *c)
{
    char buf[SC_NET_MAX_CLIENT_MSG];
    size_t n = sc_net_client_choose(r->client, c, buf, sizeof buf);
    if (n == 0 || !r->up) {
        return false;
    }
    send_now(r, buf, n);
    r->asked_at = sc_net_client_events(r->client) + 1;
    return true;
}

bool gm_remote_asked(const gm_remote *r)
{
    return r->asked_at != 0 && r->asked_at == sc_net_client_events(r->client) + 1;
}

void gm_remote_leave(gm_remote *r)
{
    if (r->up) {
        char buf[16];
        send_now(r, buf, sc_net_client_bye(buf, sizeof buf));
        sc_net_close(r->link, r->conn, SC_NET_CLOSE_NORMAL);
        sc_net_flush(r->link);
    }
    r->up = false;
}
