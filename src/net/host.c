/* The host's judgement (spacecats/net_host.h): connections, seats and the
 * checks of every request; what each client is sent of the game is in
 * host_game.c. */
#include <stdlib.h>
#include <string.h>

#include "host_internal.h"
#include "spacecats/fresh.h"

_Static_assert(SC_NET_COLOURS >= SC_NET_MAX_SEATS, "every seat its own colour");

static const char *const deny_words[SC_NET_DENY_COUNT] = {
    "malformed", "hello-first", "unexpected", "no-seat", "not-playing",
    "stale",     "out-of-turn", "illegal",    "busy",
};

const char *sc_net_deny_word(sc_net_deny d)
{
    return (unsigned)d < SC_NET_DENY_COUNT ? deny_words[d] : "?";
}

/* ---- sending ------------------------------------------------------------- */

static conn *find(sc_net_host *h, uint32_t id)
{
    for (unsigned i = 0; i < h->n_conns; i++) {
        if (h->conns[i].state != CONN_FREE && h->conns[i].id == id) {
            return &h->conns[i];
        }
    }
    return NULL;
}

static void drop(sc_net_host *h, conn *c);

void host_expel(sc_net_host *h, conn *c)
{
    if (c->state != CONN_FREE) {
        h->cfg.io.close(h->cfg.io.ctx, c->id);
        drop(h, c);
    }
}

static bool send_raw(sc_net_host *h, conn *c, const char *data, size_t len)
{
    if (len == 0 || !h->cfg.io.send(h->cfg.io.ctx, c->id, data, len)) {
        host_expel(h, c);
        return false;
    }
    h->counts.sent++;
    h->counts.sent_bytes += len;
    return true;
}

bool host_send_msg(sc_net_host *h, conn *c, const sc_net_msg *m)
{
    char buf[SMALL_MSG];
    return send_raw(h, c, buf, sc_net_msg_encode(m, buf, sizeof buf));
}

/* A message carrying a record: its first line and the text. */
bool host_send_record(sc_net_host *h, conn *c, sc_net_kind kind, const char *text, size_t len)
{
    sc_net_msg m = {.kind = (uint8_t)kind, .step = h->events, .payload = text, .payload_len = len};
    size_t cap = len + 64;
    char *buf = malloc(cap);
    if (buf == NULL) {
        host_expel(h, c);
        return false;
    }
    bool ok = send_raw(h, c, buf, sc_net_msg_encode(&m, buf, cap));
    free(buf);
    return ok;
}

static void send_denied(sc_net_host *h, conn *c, sc_net_deny why)
{
    h->counts.denied[why]++;
    sc_net_msg m = {.kind = SC_NET_DENIED, .step = h->events};
    strcpy(m.word, deny_words[why]);
    if (!host_send_msg(h, c, &m)) {
        return;
    }
    if (++c->denied > h->cfg.max_denied) {
        h->counts.closed_flood++;
        host_expel(h, c);
    }
}

static void send_refused(sc_net_host *h, conn *c, const char *code)
{
    h->counts.refused++;
    sc_net_msg m = {.kind = SC_NET_REFUSED};
    strcpy(m.text, code);
    host_send_msg(h, c, &m);
}

static sc_net_msg table_msg(const sc_net_host *h, unsigned s)
{
    sc_net_host_seat_info info;
    sc_net_host_seat_get(h, s, &info);
    sc_net_msg m = {
        .kind = SC_NET_TABLE, .seat = s, .state = info.state, .colour = info.seat.colour};
    if (info.state == SC_NET_SEAT_COMPUTER) {
        strcpy(m.word, info.seat.name);
    } else if (info.state == SC_NET_SEAT_HERE && !host_remote(&h->seats[s])) {
        strcpy(m.text, info.seat.name);
    } else if (info.state != SC_NET_SEAT_OPEN) {
        strcpy(m.text, info.seat.person);
    }
    if (info.state == SC_NET_SEAT_AWAY && info.away_until != 0 && !sc_game_over(&h->now)) {
        /* The seconds left, rounded up: never 0, which says "for ever". */
        uint64_t left = info.away_until > h->clock ? info.away_until - h->clock : 0;
        m.seconds = left >= 1000u * (uint64_t)SC_NET_MAX_AWAY_S ? SC_NET_MAX_AWAY_S
                                                                : (uint32_t)((left + 999) / 1000);
        m.seconds = m.seconds ? m.seconds : 1;
    }
    return m;
}

/* Every greeted connection is told what seat s is now. */
static void tell_seat(sc_net_host *h, unsigned s)
{
    sc_net_msg m = table_msg(h, s);
    for (unsigned i = 0; i < h->n_conns; i++) {
        if (h->conns[i].state == CONN_GREETED) {
            host_send_msg(h, &h->conns[i], &m);
        }
    }
}

/* ---- connections ---------------------------------------------------------- */

static void drop(sc_net_host *h, conn *c)
{
    if (c->state == CONN_FREE) {
        return;
    }
    unsigned seats = c->seats;
    unsigned idx = (unsigned)(c - h->conns);
    free(c->header);
    memset(c, 0, sizeof *c);
    for (unsigned s = 0; s < h->cfg.n_players; s++) {
        if ((seats >> s & 1u) && h->seats[s].conn == (int)idx) {
            h->seats[s].conn = -1;
            /* During the game, the countdown to a computer starts. */
            bool playing = h->begun && !sc_game_over(&h->now);
            h->seats[s].away_until = playing && h->cfg.away_ms > 0 ? h->clock + h->cfg.away_ms : 0;
            tell_seat(h, s);
        }
    }
}

void sc_net_host_connected(sc_net_host *h, uint32_t id)
{
    if (find(h, id) != NULL) {
        return;
    }
    for (unsigned i = 0; i < h->n_conns; i++) {
        if (h->conns[i].state == CONN_FREE) {
            h->conns[i] = (conn){.id = id, .state = CONN_NEW};
            return;
        }
    }
    /* The table is full: a refusal, then the door. */
    conn tmp = {.id = id, .state = CONN_NEW};
    h->counts.refused++;
    sc_net_msg m = {.kind = SC_NET_REFUSED};
    strcpy(m.text, "full");
    char buf[SMALL_MSG];
    size_t n = sc_net_msg_encode(&m, buf, sizeof buf);
    h->cfg.io.send(h->cfg.io.ctx, tmp.id, buf, n);
    h->cfg.io.close(h->cfg.io.ctx, tmp.id);
}

void sc_net_host_disconnected(sc_net_host *h, uint32_t id)
{
    conn *c = find(h, id);
    if (c != NULL) {
        drop(h, c);
    }
}

static void hello(sc_net_host *h, conn *c, const sc_net_msg *m)
{
    if (c->state != CONN_NEW) {
        send_denied(h, c, SC_NET_DENY_UNEXPECTED);
        return;
    }
    if (m->protocol != SC_NET_PROTOCOL) {
        h->counts.refused++;
        sc_net_msg r = {.kind = SC_NET_REFUSED, .protocol = SC_NET_PROTOCOL};
        strcpy(r.text, "version");
        strcpy(r.word, h->cfg.version);
        if (host_send_msg(h, c, &r)) {
            host_expel(h, c);
        }
        return;
    }
    c->state = CONN_GREETED;
    sc_net_msg w = {.kind = SC_NET_WELCOME,
                    .protocol = SC_NET_PROTOCOL,
                    .checksum = h->cfg.mat->checksum,
                    .seat = h->cfg.n_players};
    strcpy(w.word, h->cfg.version);
    if (!host_send_msg(h, c, &w)) {
        return;
    }
    for (unsigned s = 0; s < h->cfg.n_players; s++) {
        sc_net_msg t = table_msg(h, s);
        if (!host_send_msg(h, c, &t)) {
            return;
        }
    }
    host_sync(h, c); /* a game in progress: watched as a spectator */
}

static bool take_seat(sc_net_host *h, conn *c, unsigned s)
{
    seat *st = &h->seats[s];
    st->conn = (int)(c - h->conns);
    st->away_until = 0;
    c->seats |= 1u << s;
    sc_net_msg m = {.kind = SC_NET_SEATED, .seat = s};
    strcpy(m.word, st->set.token);
    if (!host_send_msg(h, c, &m)) {
        return false;
    }
    tell_seat(h, s);
    return true;
}

/* Whether a seat but `except` that someone plays (a person, a computer, a
 * friend) has the colour: an open seat's is anyone's to take. */
static bool colour_taken(const sc_net_host *h, unsigned except, unsigned colour)
{
    for (unsigned s = 0; s < h->cfg.n_players; s++) {
        const seat *st = &h->seats[s];
        if (s != except && st->set.colour == colour &&
            (st->set.state != SC_NET_SEAT_OPEN || host_remote(st))) {
            return true;
        }
    }
    return false;
}

/* The colour asked for if nobody plays in it, else the nearest such one:
 * one up, one down, two up ... (there are as many colours as seats). */
static unsigned free_colour(const sc_net_host *h, unsigned s, unsigned want)
{
    for (unsigned d = 0; d < 2 * SC_NET_COLOURS; d++) {
        unsigned step = (d + 1) / 2;
        unsigned c = (d % 2 ? want + step : want + SC_NET_COLOURS - step) % SC_NET_COLOURS;
        if (!colour_taken(h, s, c)) {
            return c;
        }
    }
    return h->seats[s].set.colour;
}

static void join(sc_net_host *h, conn *c, const sc_net_msg *m)
{
    if (c->state != CONN_GREETED) {
        send_denied(h, c, SC_NET_DENY_HELLO_FIRST);
        return;
    }
    if (h->begun) {
        send_refused(h, c, "started");
        return;
    }
    if (m->seat >= h->cfg.n_players) {
        send_refused(h, c, "no-seat");
        return;
    }
    seat *st = &h->seats[m->seat];
    if (st->set.state != SC_NET_SEAT_OPEN || host_remote(st)) {
        send_refused(h, c, "taken");
        return;
    }
    uint8_t raw[TOKEN_BYTES];
    if (!sc_fresh_bytes(raw, sizeof raw)) {
        send_refused(h, c, "busy");
        return;
    }
    for (unsigned i = 0; i < TOKEN_BYTES; i++) {
        static const char hex[] = "0123456789abcdef";
        st->set.token[2 * i] = hex[raw[i] >> 4];
        st->set.token[2 * i + 1] = hex[raw[i] & 15];
    }
    st->set.token[2 * TOKEN_BYTES] = '\0';
    memcpy(st->set.person, m->text, sizeof st->set.person - 1);
    st->set.person[sizeof st->set.person - 1] = '\0';
    /* The colour: an open seat that had it takes this seat's in exchange. */
    unsigned colour = free_colour(h, m->seat, m->colour), swapped = h->cfg.n_players;
    for (unsigned s = 0; s < h->cfg.n_players; s++) {
        if (s != m->seat && h->seats[s].set.colour == colour) {
            h->seats[s].set.colour = st->set.colour;
            swapped = s;
        }
    }
    st->set.colour = (uint8_t)colour;
    if (take_seat(h, c, m->seat) && swapped < h->cfg.n_players) {
        tell_seat(h, swapped);
    }
}

/* Compares tokens in time that does not depend on where they differ. */
static bool same_token(const char *a, const char *b)
{
    unsigned diff = 0;
    for (unsigned i = 0; i < 2 * TOKEN_BYTES; i++) {
        diff |= (unsigned)(a[i] ^ b[i]);
    }
    return diff == 0;
}

static void rejoin(sc_net_host *h, conn *c, const sc_net_msg *m)
{
    if (c->state != CONN_GREETED) {
        send_denied(h, c, SC_NET_DENY_HELLO_FIRST);
        return;
    }
    for (unsigned s = 0; s < h->cfg.n_players; s++) {
        seat *st = &h->seats[s];
        if (!host_remote(st) || !same_token(st->set.token, m->word)) {
            continue;
        }
        if (st->conn >= 0 && &h->conns[st->conn] != c) {
            /* The old connection is a ghost (a laptop that slept): this one
             * holds the seat now. */
            conn *old = &h->conns[st->conn];
            old->seats &= ~(1u << s);
            st->conn = -1;
        }
        if (!take_seat(h, c, s)) {
            return;
        }
        if (h->begun) {
            /* Everything again, for the seat's eyes, whatever it held. */
            sc_net_msg u = {.kind = SC_NET_UNDO, .step = 0};
            if (!host_send_msg(h, c, &u)) {
                return;
            }
            free(c->header);
            c->header = NULL;
            c->sent = 0;
            c->ended = false;
            host_sync(h, c);
        }
        return;
    }
    send_refused(h, c, "token");
}

/* A roll or a choice: every check against the game as it stands. */
static void request(sc_net_host *h, conn *c, const sc_net_msg *m)
{
    if (c->state != CONN_GREETED) {
        send_denied(h, c, SC_NET_DENY_HELLO_FIRST);
        return;
    }
    if (c->seats == 0) {
        send_denied(h, c, SC_NET_DENY_NO_SEAT);
        return;
    }
    if (!h->begun || sc_game_over(&h->now)) {
        send_denied(h, c, SC_NET_DENY_NOT_PLAYING);
        return;
    }
    if (m->step != h->events) {
        send_denied(h, c, SC_NET_DENY_STALE);
        return;
    }
    sc_pending p = sc_game_pending(&h->now);
    bool roll = m->kind == SC_NET_ROLL;
    if (p.player < 0 || !(c->seats >> p.player & 1u) || roll != (p.kind == SC_PENDING_ROLL)) {
        send_denied(h, c, SC_NET_DENY_OUT_OF_TURN);
        return;
    }
    sc_net_request r = {.seat = (unsigned)p.player, .roll = roll};
    if (!roll &&
        (!sc_choice_parse(&h->now, m->text, &r.choice) || !sc_game_is_legal(&h->now, &r.choice))) {
        send_denied(h, c, SC_NET_DENY_ILLEGAL);
        return;
    }
    if (h->pending) {
        send_denied(h, c, SC_NET_DENY_BUSY);
        return;
    }
    h->pending = true;
    h->request = r;
}

void sc_net_host_received(sc_net_host *h, uint32_t id, const void *data, size_t len)
{
    conn *c = find(h, id);
    if (c == NULL) {
        return;
    }
    h->counts.received++;
    sc_net_msg m;
    char why[160];
    if (!sc_net_msg_decode(data, len, SC_NET_FROM_CLIENT, &m, why, sizeof why)) {
        send_denied(h, c, SC_NET_DENY_MALFORMED);
        return;
    }
    if (c->state == CONN_NEW && m.kind != SC_NET_HELLO) {
        send_denied(h, c, SC_NET_DENY_HELLO_FIRST);
        return;
    }
    switch ((sc_net_kind)m.kind) {
    case SC_NET_HELLO:
        hello(h, c, &m);
        break;
    case SC_NET_JOIN:
        join(h, c, &m);
        break;
    case SC_NET_REJOIN:
        rejoin(h, c, &m);
        break;
    case SC_NET_ROLL:
    case SC_NET_CHOOSE:
        request(h, c, &m);
        break;
    case SC_NET_BYE:
        host_expel(h, c);
        break;
    default:
        send_denied(h, c, SC_NET_DENY_MALFORMED);
        break;
    }
}

void sc_net_host_set_seat(sc_net_host *h, unsigned s, const sc_net_host_seat *set)
{
    if (s >= h->cfg.n_players) {
        return;
    }
    seat *st = &h->seats[s];
    st->set.state = set->state;
    st->away_until = 0; /* a computer plays it, or the owner decided otherwise */
    memcpy(st->set.name, set->name, SC_NET_MAX_NAME);
    st->set.name[SC_NET_MAX_NAME] = '\0';
    if (set->state == SC_NET_SEAT_OPEN && host_remote(st)) {
        /* Opened again: the person who had it is forgotten, token and all. */
        if (st->conn >= 0) {
            h->conns[st->conn].seats &= ~(1u << s);
        }
        st->conn = -1;
        memset(st->set.person, 0, sizeof st->set.person);
        memset(st->set.token, 0, sizeof st->set.token);
    }
    tell_seat(h, s);
}

bool sc_net_host_take(sc_net_host *h, sc_net_request *out)
{
    if (!h->pending) {
        return false;
    }
    h->pending = false;
    h->counts.accepted++;
    *out = h->request;
    return true;
}

/* ---- reading -------------------------------------------------------------- */

void sc_net_host_seat_get(const sc_net_host *h, unsigned s, sc_net_host_seat_info *out)
{
    memset(out, 0, sizeof *out);
    if (s >= h->cfg.n_players) {
        return;
    }
    const seat *st = &h->seats[s];
    out->seat = st->set;
    out->connected = st->conn >= 0;
    out->away_until = st->away_until;
    if (host_remote(st) && (st->conn >= 0 || st->set.state != SC_NET_SEAT_COMPUTER)) {
        /* A person who joined, connected or away (a computer may play for
         * them while away: then the seat shows the computer). */
        out->state = st->conn >= 0 ? SC_NET_SEAT_HERE : SC_NET_SEAT_AWAY;
    } else {
        out->state = st->set.state;
    }
}

void sc_net_host_set_clock(sc_net_host *h, uint64_t now_ms)
{
    h->clock = now_ms;
}

unsigned sc_net_host_events(const sc_net_host *h)
{
    return h->events;
}

unsigned sc_net_host_connections(const sc_net_host *h)
{
    unsigned n = 0;
    for (unsigned i = 0; i < h->n_conns; i++) {
        n += h->conns[i].state != CONN_FREE;
    }
    return n;
}

const char *sc_net_host_record(const sc_net_host *h, size_t *len)
{
    *len = h->rec.len;
    return h->rec.text ? h->rec.text : "";
}

const sc_net_host_counts *sc_net_host_counts_get(const sc_net_host *h)
{
    return &h->counts;
}

/* ---- life ----------------------------------------------------------------- */

sc_net_host *sc_net_host_new(const sc_net_host_config *cfg)
{
    if (cfg->mat == NULL || cfg->n_players < SC_MIN_PLAYERS || cfg->n_players > SC_MAX_PLAYERS ||
        cfg->io.send == NULL || cfg->io.close == NULL || cfg->version == NULL ||
        strlen(cfg->version) == 0 || strlen(cfg->version) > SC_NET_MAX_WORD ||
        strchr(cfg->version, ' ') != NULL) {
        return NULL;
    }
    sc_net_host *h = calloc(1, sizeof *h);
    if (h == NULL) {
        return NULL;
    }
    h->cfg = *cfg;
    h->cfg.max_conns = cfg->max_conns ? cfg->max_conns : DEFAULT_CONNS;
    h->cfg.max_denied = cfg->max_denied ? cfg->max_denied : DEFAULT_DENIED;
    h->conns = calloc(h->cfg.max_conns, sizeof *h->conns);
    if (h->conns == NULL) {
        free(h);
        return NULL;
    }
    h->n_conns = h->cfg.max_conns;
    for (unsigned s = 0; s < SC_NET_MAX_SEATS; s++) {
        seat *st = &h->seats[s];
        st->set = cfg->seats[s];
        st->set.name[SC_NET_MAX_NAME] = '\0';
        st->set.person[SC_NET_MAX_NAME] = '\0';
        st->set.token[SC_NET_TOKEN_LEN] = '\0';
        if (strlen(st->set.token) != SC_NET_TOKEN_LEN) {
            memset(st->set.token, 0, sizeof st->set.token); /* none, or not one: none */
        }
        st->conn = -1;
    }
    /* Every seat its own colour: one that has none, or the one of a seat
     * before it, takes the first free one. */
    for (unsigned s = 0; s < cfg->n_players; s++) {
        seat *st = &h->seats[s];
        bool clash = st->set.colour >= SC_NET_COLOURS;
        for (unsigned t = 0; t < s && !clash; t++) {
            clash = h->seats[t].set.colour == st->set.colour;
        }
        for (unsigned colour = 0; clash && colour < SC_NET_COLOURS; colour++) {
            st->set.colour = (uint8_t)colour;
            clash = false;
            for (unsigned t = 0; t < s && !clash; t++) {
                clash = h->seats[t].set.colour == colour;
            }
        }
    }
    return h;
}

void sc_net_host_free(sc_net_host *h)
{
    if (h == NULL) {
        return;
    }
    for (unsigned i = 0; i < h->n_conns; i++) {
        free(h->conns[i].header);
    }
    free(h->conns);
    free(h->at);
    sc_record_free(&h->rec);
    free(h);
}
