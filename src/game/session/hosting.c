/* A hosted game (hosting.h): an sc_net_host on an sc_net_link, told of the
 * session's every action through its watch, as src/net/table.c does for a
 * server's table. */
#include "hosting.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "spacecats/ai.h"
#include "spacecats/fresh.h"
#include "spacecats/net_code.h"
#include "spacecats/net_lan.h"
#include "spacecats/net_link.h"
#include "spacecats/net_msg.h"
#include "spacecats/net_own.h"

_Static_assert(GM_FRIEND_NAME_SIZE == SC_NET_MAX_NAME + 1, "a friend's name is the network's");
_Static_assert(GM_HOSTING_ADDRESS_SIZE == SC_NET_ADDRESS_SIZE, "an address is the code's");
_Static_assert(GM_HOSTING_CODE_SIZE == SC_NET_CODE_SIZE, "a code is the code's");
_Static_assert(GM_FRIEND_TOKEN_SIZE == SC_NET_TOKEN_LEN + 1, "a friend's token is the network's");

struct gm_hosting {
    gm_hosting_config cfg;
    /* The addresses of this machine a friend may dial, as listened on. */
    char where[GM_HOSTING_WHERE_MAX][GM_HOSTING_ADDRESS_SIZE];
    unsigned n_where;
    sc_net_link *link;
    sc_net_lan *lan; /* answers those looking for a game; NULL: none */
    sc_net_host *host;
    gm_session *session;         /* watched once started; not owned */
    uint64_t clock_ms;           /* the ticks' time, for the away countdowns */
    double clock_s;              /* the same to the tick's fraction of a millisecond */
    bool filled[SC_MAX_PLAYERS]; /* a friend's seat a computer plays while they are away */
};

/* ---- the transport ---- */

static bool io_send(void *ctx, uint32_t conn, const void *data, size_t len)
{
    return sc_net_send(ctx, conn, data, len);
}

static void io_close(void *ctx, uint32_t conn)
{
    sc_net_close(ctx, conn, SC_NET_CLOSE_NORMAL);
}

/* What those looking for a game learn of this one: what the waiting room
 * shows anyone (the seats open, the host person's name), while a seat is
 * open and the game has not started. */
static bool describe(void *ctx, sc_net_lan_answer *out)
{
    const gm_hosting *h = ctx;
    if (h->session != NULL) {
        return false;
    }
    sc_net_lan_game g = {.players = (uint8_t)h->cfg.n_players,
                         .variants = (uint8_t)(h->cfg.variants & SC_VARIANT_ALL)};
    for (unsigned i = 0; i < h->cfg.n_players; i++) {
        sc_net_host_seat_info info;
        sc_net_host_seat_get(h->host, i, &info);
        if (info.state == SC_NET_SEAT_OPEN) {
            g.open++;
        } else if (g.name[0] == '\0' && h->cfg.seats[i].kind == GM_SEAT_HUMAN) {
            /* A person who typed no name travels without one in the game
             * (each window names the seat in its language), but a game in a
             * list needs a name to tell it from the next: the host's own
             * word for the seat, as its waiting room says it. */
            if (info.seat.name[0] != '\0') {
                snprintf(g.name, sizeof g.name, "%s", info.seat.name);
            } else {
                snprintf(g.name, sizeof g.name, _("Player %u"), i + 1);
            }
        }
    }
    if (g.open == 0) {
        return false;
    }
    *out = (sc_net_lan_answer){
        .protocol = SC_NET_PROTOCOL, .port = sc_net_link_port(h->link), .n_games = 1, .games = {g}};
    snprintf(out->version, sizeof out->version, "%s", h->cfg.version);
    return true;
}

static void take_news(gm_hosting *h, float dt)
{
    /* Summed in seconds: a tick of 1/60 s counted as 16 ms made a
     * friend's minute last 62.5 s. */
    h->clock_s += dt > 0 ? (double)dt : 0.0;
    h->clock_ms = (uint64_t)(h->clock_s * 1000.0);
    sc_net_host_set_clock(h->host, h->clock_ms);
    if (h->lan != NULL) {
        sc_net_lan_answer_probes(h->lan, h->clock_ms, describe, h);
    }
    sc_net_event ev;
    /* At most a round of messages a tick: a flood cannot hold the game. */
    for (unsigned i = 0; i < 256 && sc_net_poll(h->link, 0, &ev) == 1; i++) {
        switch ((sc_net_event_kind)ev.kind) {
        case SC_NET_EV_CONNECTED:
            sc_net_host_connected(h->host, ev.conn);
            break;
        case SC_NET_EV_MESSAGE:
            sc_net_host_received(h->host, ev.conn, ev.data, ev.len);
            break;
        case SC_NET_EV_DISCONNECTED:
            sc_net_host_disconnected(h->host, ev.conn);
            break;
        }
    }
    sc_net_flush(h->link);
}

/* ---- seats ---- */

static const char *level_name(const gm_seat *s)
{
    return sc_ai_levels[s->level < sc_ai_level_count ? s->level : sc_ai_level_count - 1].name;
}

/* A seat as the friends are told it: a computer by its level, a person here
 * by the name they typed, or by none (never the host's "Player 1": each
 * window names an unnamed seat in its own language). */
static sc_net_host_seat host_seat(const gm_seat *s)
{
    sc_net_host_seat out = {.colour = s->colour};
    if (s->kind == GM_SEAT_COMPUTER) {
        out.state = SC_NET_SEAT_COMPUTER;
        snprintf(out.name, sizeof out.name, "%s", level_name(s));
    } else if (s->kind == GM_SEAT_HUMAN) {
        out.state = SC_NET_SEAT_HERE;
        snprintf(out.name, sizeof out.name, "%s", s->name);
    } else {
        out.state = SC_NET_SEAT_OPEN;
    }
    return out;
}

static void find_addresses(gm_hosting *h);

gm_hosting *gm_hosting_new(const gm_hosting_config *cfg, char *err, size_t err_len)
{
    if (cfg->n_players < 2 || cfg->n_players > SC_MAX_PLAYERS) {
        snprintf(err, err_len, "%u players cannot play", cfg->n_players);
        return NULL;
    }
    gm_hosting *h = calloc(1, sizeof *h);
    if (h == NULL) {
        snprintf(err, err_len, "out of memory");
        return NULL;
    }
    h->cfg = *cfg;
    h->link = sc_net_listen(cfg->address != NULL ? cfg->address : "0.0.0.0", cfg->port, cfg->limits,
                            err, err_len);
    if (h->link == NULL) {
        free(h);
        return NULL;
    }
    sc_net_host_config hc = {
        .mat = cfg->mat,
        .n_players = cfg->n_players,
        .version = cfg->version,
        .away_ms = cfg->away_ms,
        .io = {.send = io_send, .close = io_close, .ctx = h->link},
    };
    for (unsigned i = 0; i < cfg->n_players; i++) {
        hc.seats[i] = host_seat(&cfg->seats[i]);
        memcpy(hc.seats[i].person, cfg->person[i], sizeof hc.seats[i].person);
        memcpy(hc.seats[i].token, cfg->token[i], sizeof hc.seats[i].token);
    }
    h->host = sc_net_host_new(&hc);
    if (h->host == NULL) {
        snprintf(err, err_len, "the table cannot be set up");
        sc_net_link_free(h->link);
        free(h);
        return NULL;
    }
    find_addresses(h);
    char why[160];
    h->lan = sc_net_lan_answerer(cfg->address != NULL ? cfg->address : "0.0.0.0",
                                 cfg->port != 0 ? SC_NET_LAN_PORT : 0, 0, why, sizeof why);
    return h;
}

void gm_hosting_free(gm_hosting *h)
{
    if (h == NULL) {
        return;
    }
    if (h->session != NULL) {
        gm_session_set_watch(h->session, NULL);
    }
    sc_net_lan_free(h->lan);
    sc_net_link_free(h->link);
    sc_net_host_free(h->host);
    free(h);
}

uint16_t gm_hosting_lan_port(const gm_hosting *h)
{
    return h->lan != NULL ? sc_net_lan_port(h->lan) : 0;
}

void gm_hosting_lan_counts(const gm_hosting *h, unsigned long *probes, unsigned long *answered)
{
    const sc_net_lan_counts *c = h->lan != NULL ? sc_net_lan_counts_get(h->lan) : NULL;
    *probes = c != NULL ? c->probes : 0;
    *answered = c != NULL ? c->answered : 0;
}

bool gm_hosting_playing(const gm_hosting *h)
{
    return h->session != NULL;
}

uint16_t gm_hosting_port(const gm_hosting *h)
{
    return sc_net_link_port(h->link);
}

/* What friends dial: the address listened on, or when that is every
 * address, this machine's own (a local network's first). */
static void find_addresses(gm_hosting *h)
{
    const char *listened = h->cfg.address != NULL ? h->cfg.address : "0.0.0.0";
    if (strcmp(listened, "0.0.0.0") != 0) {
        snprintf(h->where[0], sizeof h->where[0], "%s", listened);
        h->n_where = 1;
        return;
    }
    h->n_where = sc_net_own_addresses(h->where, GM_HOSTING_WHERE_MAX);
}

bool gm_hosting_where(const gm_hosting *h, unsigned i, char *address, char *code)
{
    if (i >= h->n_where) {
        return false;
    }
    char why[80];
    snprintf(address, GM_HOSTING_ADDRESS_SIZE, "%s", h->where[i]);
    if (!sc_net_code_encode(h->where[i], gm_hosting_port(h), code, GM_HOSTING_CODE_SIZE, why,
                            sizeof why)) {
        code[0] = '\0';
    }
    return true;
}

void gm_hosting_poll(gm_hosting *h, float dt)
{
    take_news(h, dt);
}

void gm_hosting_seat(const gm_hosting *h, unsigned seat, sc_net_host_seat_info *out)
{
    sc_net_host_seat_get(h->host, seat, out);
}

void gm_hosting_presence(const gm_hosting *h, const gm_session *s, unsigned seat, gm_presence *out)
{
    *out = (gm_presence){.kind = GM_PRESENCE_NONE};
    if (seat >= h->cfg.n_players || seat >= SC_MAX_PLAYERS) {
        return;
    }
    const gm_seat *at = gm_session_seat(s, seat);
    if (at->kind == GM_SEAT_HUMAN) {
        out->kind = GM_PRESENCE_HERE;
        return;
    }
    if (at->kind == GM_SEAT_COMPUTER && !h->filled[seat]) {
        out->kind = GM_PRESENCE_COMPUTER;
        return;
    }
    sc_net_host_seat_info info;
    sc_net_host_seat_get(h->host, seat, &info);
    if (info.connected && info.state == SC_NET_SEAT_HERE) {
        out->kind = GM_PRESENCE_ONLINE;
        return;
    }
    /* Away: the countdown on the ticks' clock, or a computer standing in. */
    out->kind = GM_PRESENCE_AWAY;
    out->stand_in = h->filled[seat];
    if (!out->stand_in && info.away_until > h->clock_ms) {
        out->away_s = (unsigned)((info.away_until - h->clock_ms + 999) / 1000);
    }
}

bool gm_hosting_full(const gm_hosting *h)
{
    for (unsigned i = 0; i < h->cfg.n_players; i++) {
        sc_net_host_seat_info info;
        sc_net_host_seat_get(h->host, i, &info);
        if (info.state == SC_NET_SEAT_OPEN) {
            return false;
        }
    }
    return true;
}

const sc_net_host_counts *gm_hosting_counts(const gm_hosting *h)
{
    return sc_net_host_counts_get(h->host);
}

/* ---- the session's watch ---- */

/* Each change goes out at once, not at the next tick: the last one, the
 * end with the whole record, has no next tick (the window leaves the play
 * screen for the scores as soon as the game is over). */
static void on_begun(void *ctx, const gm_session *s)
{
    gm_hosting *h = ctx;
    sc_net_host_begin(h->host, gm_session_game(s));
    sc_net_flush(h->link);
}

static void on_rolled(void *ctx, const sc_game *before, const uint8_t *faces, unsigned n,
                      const sc_game *after)
{
    gm_hosting *h = ctx;
    sc_net_host_rolled(h->host, before, faces, n, after);
    sc_net_flush(h->link);
}

static void on_chose(void *ctx, const sc_game *before, const sc_choice *c, const sc_game *after)
{
    gm_hosting *h = ctx;
    sc_net_host_chose(h->host, before, c, after);
    sc_net_flush(h->link);
}

static void on_undone(void *ctx, unsigned actions, const sc_game *now)
{
    gm_hosting *h = ctx;
    sc_net_host_undone(h->host, actions, now);
    sc_net_flush(h->link);
}

/* A friend away past their time: a computer plays their seat (the seat's
 * level) until they come back, when it is theirs again. */
static void watch_away(gm_hosting *h, gm_session *s)
{
    if (sc_game_over(gm_session_game(s))) {
        return;
    }
    for (unsigned i = 0; i < h->cfg.n_players; i++) {
        sc_net_host_seat_info info;
        sc_net_host_seat_get(h->host, i, &info);
        gm_seat seat = *gm_session_seat(s, i);
        if (h->filled[i] && info.state == SC_NET_SEAT_HERE) {
            h->filled[i] = false;
            seat.kind = GM_SEAT_REMOTE;
            gm_session_set_seat(s, i, &seat);
            sc_net_host_seat back = {.state = SC_NET_SEAT_HERE};
            memcpy(back.name, info.seat.person, sizeof back.name);
            sc_net_host_set_seat(h->host, i, &back);
        } else if (!h->filled[i] && seat.kind == GM_SEAT_REMOTE && info.state == SC_NET_SEAT_AWAY &&
                   info.away_until != 0 && h->clock_ms >= info.away_until) {
            h->filled[i] = true;
            seat.kind = GM_SEAT_COMPUTER;
            gm_session_set_seat(s, i, &seat);
            sc_net_host_seat computer = {.state = SC_NET_SEAT_COMPUTER};
            snprintf(computer.name, sizeof computer.name, "%s", level_name(&seat));
            sc_net_host_set_seat(h->host, i, &computer);
        }
    }
}

static void on_tick(void *ctx, gm_session *s, float dt)
{
    gm_hosting *h = ctx;
    take_news(h, dt);
    watch_away(h, s);
    sc_net_request r;
    while (sc_net_host_take(h->host, &r)) {
        /* The host checked it against the game it was told; the session
         * checks it again, and a remote seat's alone is taken. */
        if ((int)r.seat != gm_session_actor(s) || !gm_session_remote_turn(s)) {
            break;
        }
        if (!(r.roll ? gm_session_roll(s) : gm_session_apply(s, &r.choice))) {
            break;
        }
    }
    sc_net_flush(h->link);
}

static void watch(gm_hosting *h, gm_session *s)
{
    h->session = s;
    gm_session_set_watch(s, &(gm_session_watch){.begun = on_begun,
                                                .rolled = on_rolled,
                                                .chose = on_chose,
                                                .undone = on_undone,
                                                .tick = on_tick,
                                                .ctx = h});
}

/* The session's seats: a friend's under their name, an open seat a computer. */
static void seats_now(const gm_hosting *h, gm_seat out[SC_MAX_PLAYERS])
{
    memcpy(out, h->cfg.seats, sizeof h->cfg.seats);
    for (unsigned i = 0; i < h->cfg.n_players; i++) {
        if (out[i].kind != GM_SEAT_REMOTE) {
            continue;
        }
        sc_net_host_seat_info info;
        sc_net_host_seat_get(h->host, i, &info);
        out[i].colour = info.seat.colour; /* the one the friend asked for, if it was free */
        if (info.seat.person[0] == '\0') {
            out[i].kind = GM_SEAT_COMPUTER;
        } else {
            /* A name of 24 bytes (the network's most) cut at a character. */
            size_t n = strlen(info.seat.person);
            n = n < sizeof out[i].name - 1 ? n : sizeof out[i].name - 1;
            while (n > 0 && ((unsigned char)info.seat.person[n] & 0xC0) == 0x80) {
                n--;
            }
            memcpy(out[i].name, info.seat.person, n);
            out[i].name[n] = '\0';
        }
    }
}

bool gm_hosting_start(gm_hosting *h, gm_session *s, const sc_setup *setup, char *err,
                      size_t err_len)
{
    uint64_t (*fresh)(bool *) = h->cfg.fresh_seed != NULL ? h->cfg.fresh_seed : sc_fresh_seed;
    bool game_ok = false, ai_ok = false;
    sc_setup st = *setup;
    st.n_players = (uint8_t)h->cfg.n_players;
    st.seed = fresh(&game_ok);
    uint64_t computers_seed = fresh(&ai_ok);
    if (!game_ok || !ai_ok) {
        snprintf(err, err_len, "%s",
                 _("This computer gives no unguessable seed: a friend could foresee every roll, "
                   "so the game is not hosted."));
        return false;
    }
    gm_seat seats[SC_MAX_PLAYERS];
    seats_now(h, seats);
    for (unsigned i = 0; i < h->cfg.n_players; i++) {
        sc_net_host_seat_info info;
        sc_net_host_seat_get(h->host, i, &info);
        if (info.state == SC_NET_SEAT_OPEN) { /* nobody came: a computer plays */
            sc_net_host_seat computer = {.state = SC_NET_SEAT_COMPUTER};
            snprintf(computer.name, sizeof computer.name, "%s", level_name(&seats[i]));
            sc_net_host_set_seat(h->host, i, &computer);
        }
    }
    watch(h, s);
    if (!gm_session_start(s, h->cfg.mat, &st, seats)) {
        gm_session_set_watch(s, NULL);
        h->session = NULL;
        snprintf(err, err_len, "%s", _("The mat cannot host this game."));
        return false;
    }
    gm_session_set_computers_seed(s, computers_seed);
    for (unsigned i = 0; i < h->cfg.n_players; i++) {
        sc_net_host_seat_info info;
        sc_net_host_seat_get(h->host, i, &info);
        if (seats[i].kind == GM_SEAT_REMOTE) { /* kept in its saves */
            gm_session_set_friend(s, i, info.seat.person, info.seat.token);
        }
    }
    return true;
}

void gm_hosting_config_of(const gm_session *s, gm_hosting_config *cfg)
{
    const sc_game *g = gm_session_game(s);
    cfg->mat = g->mat;
    cfg->n_players = g->setup.n_players;
    for (unsigned i = 0; i < SC_MAX_PLAYERS; i++) {
        cfg->seats[i] = *gm_session_seat(s, i);
        const char *token;
        const char *person = gm_session_friend(s, i, &token);
        cfg->person[i][0] = cfg->token[i][0] = '\0';
        /* Checked as the join and rejoin a client would send (as a
         * server reads its persons' lines). */
        char msg[128], why[160];
        sc_net_msg join, rejoin;
        int n = snprintf(msg, sizeof msg, "join %u %u %s", i, cfg->seats[i].colour % SC_NET_COLOURS,
                         person);
        if (person[0] == '\0' || n < 0 || (size_t)n >= sizeof msg ||
            !sc_net_msg_decode(msg, (size_t)n, SC_NET_FROM_CLIENT, &join, why, sizeof why)) {
            continue;
        }
        n = snprintf(msg, sizeof msg, "rejoin %s", token);
        if (n < 0 || (size_t)n >= sizeof msg ||
            !sc_net_msg_decode(msg, (size_t)n, SC_NET_FROM_CLIENT, &rejoin, why, sizeof why)) {
            continue;
        }
        snprintf(cfg->person[i], sizeof cfg->person[i], "%s", person);
        snprintf(cfg->token[i], sizeof cfg->token[i], "%s", token);
    }
}

bool gm_hosting_resume(gm_hosting *h, gm_session *s, char *err, size_t err_len)
{
    const sc_record *r = gm_session_record(s);
    sc_record_error rerr;
    if (r->text == NULL || !sc_net_host_resume(h->host, r->text, r->len, &rerr)) {
        snprintf(err, err_len, "%s", r->text == NULL ? "no game" : rerr.message);
        return false;
    }
    /* A friend's seat nobody can take back (their line was damaged): a
     * computer plays it, or the game would wait for ever. */
    for (unsigned i = 0; i < h->cfg.n_players; i++) {
        gm_seat seat = *gm_session_seat(s, i);
        if (seat.kind == GM_SEAT_REMOTE && h->cfg.token[i][0] == '\0') {
            seat.kind = GM_SEAT_COMPUTER;
            gm_session_set_seat(s, i, &seat);
            sc_net_host_seat computer = {.state = SC_NET_SEAT_COMPUTER};
            snprintf(computer.name, sizeof computer.name, "%s", level_name(&seat));
            sc_net_host_set_seat(h->host, i, &computer);
        }
    }
    watch(h, s);
    return true;
}
