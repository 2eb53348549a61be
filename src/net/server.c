/* A server of several tables (spacecats/net_server.h): connections routed
 * to their table by their hello, tables stepped when something happened,
 * the computers' decisions thought on the pool's threads (think_pool.h). */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include <limits.h>
#include <poll.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "server_state.h"
#include "spacecats/attrs.h"
#include "spacecats/net_server.h"
#include "think_pool.h"

enum { MAX_THREADS = 8, PLACES_A_THREAD = 4, KEEP_MS = 1000 };

typedef struct route {
    uint32_t conn; /* 0: free */
    uint32_t table;
} route;

typedef struct table_slot {
    sc_net_table *t;
    unsigned life;     /* counts the tables made new here: a late decision is for an old one */
    bool dirty;        /* in the list of tables to step */
    bool thinking;     /* a decision of its computers is being thought, or waits for a place */
    bool ended;        /* its game's end is counted */
    bool away;         /* a seat's countdown runs: looked at when one may end */
    unsigned saved;    /* the events in its file (state_dir), UINT_MAX: none */
    uint64_t saved_at; /* when it was written (clock_ms) */
    bool unsaved;      /* its file could not be written (said once) */
} table_slot;

struct sc_net_server {
    sc_net_server_config cfg;
    sc_net_link *link;
    table_slot *tables;
    unsigned *dirty; /* tables to step, each once */
    unsigned n_dirty;
    sc_net_think_fn think;
    sc_net_pool *pool; /* NULL: thinking in the loop */
    unsigned *waiting; /* a ring of tables whose decision waits for a place, oldest first */
    unsigned wait_head, n_waiting;
    route *routes; /* open addressing: connection -> table */
    size_t n_routes, cap_routes;
    sc_net_server_counts counts;
    sc_net_host_counts retired; /* the counts of tables made new */
    /* No away seat's time runs out before this (0: none counts down); a
     * seat back in time may leave it early, which costs one look. */
    uint64_t next_away;
    /* A table's file waits until then to be written again (0: none waits). */
    uint64_t next_keep;
};

SC_PRINTF(2, 3) static void warn(const sc_net_server *s, const char *fmt, ...)
{
    if (s->cfg.warn == NULL) {
        return;
    }
    char msg[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    s->cfg.warn(s->cfg.warn_ctx, msg);
}

static uint64_t steady_ms(void *ctx)
{
    (void)ctx;
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000u + (uint64_t)ts.tv_nsec / 1000000u;
}

static uint64_t now_ms(const sc_net_server *s)
{
    return s->cfg.clock_ms(s->cfg.clock_ctx);
}

/* Table i's host, told the time: what it is about to hear may start an
 * away seat's countdown, or tell clients the time left. */
static sc_net_host *host_now(sc_net_server *s, unsigned i)
{
    sc_net_host *h = sc_net_table_host(s->tables[i].t);
    if (s->cfg.away_ms > 0) {
        sc_net_host_set_clock(h, now_ms(s));
    }
    return h;
}

/* ---- the link, for the tables' hosts ----------------------------------- */

static bool io_send(void *ctx, uint32_t conn, const void *data, size_t len)
{
    return sc_net_send(((sc_net_server *)ctx)->link, conn, data, len);
}

static void io_close(void *ctx, uint32_t conn)
{
    sc_net_close(((sc_net_server *)ctx)->link, conn, SC_NET_CLOSE_NORMAL);
}

static sc_net_table *new_table(sc_net_server *s, unsigned table, bool resume)
{
    const sc_net_seating *seating = &s->cfg.seating[table % s->cfg.n_seatings];
    sc_net_table_config cfg = {
        .host = {.mat = s->cfg.mat,
                 .n_players = seating->n_players,
                 .version = s->cfg.version,
                 .away_ms = s->cfg.away_ms,
                 .io = {.send = io_send, .close = io_close, .ctx = s}},
        .setup = {.n_players = (uint8_t)seating->n_players,
                  .variants = (uint8_t)s->cfg.variants,
                  .first_player = -1},
        .random_seed = true,
        .think_apart = true,
    };
    for (unsigned p = 0; p < seating->n_players; p++) {
        cfg.host.seats[p].state = seating->seats[p];
        cfg.levels[p] = seating->levels[p];
        if (seating->seats[p] == SC_NET_SEAT_COMPUTER) {
            const sc_ai_level *lvl = seating->levels[p] ? seating->levels[p] : sc_ai_strongest();
            strcpy(cfg.host.seats[p].name, lvl->name);
        }
    }
    s->tables[table].saved = UINT_MAX;
    char *rec = NULL;
    size_t len = 0;
    char err[600];
    int got = resume && s->cfg.state_dir
                  ? sc_net_state_load(s->cfg.state_dir, table, cfg.host.seats, seating->n_players,
                                      &rec, &len, err, sizeof err)
                  : 0;
    if (got < 0) {
        warn(s, "%s", err);
    }
    sc_net_table *t = sc_net_table_new(&cfg);
    if (t != NULL && got > 0) {
        sc_net_host_set_clock(sc_net_table_host(t), now_ms(s)); /* the countdowns start */
        sc_record_error rerr = {0};
        bool ok = sc_net_table_resume(t, rec, len, &rerr);
        if (ok && sc_net_table_game(t)->setup.n_players != seating->n_players) {
            ok = false;
            snprintf(rerr.message, sizeof rerr.message, "a game of %u players at a table of %u",
                     sc_net_table_game(t)->setup.n_players, seating->n_players);
        }
        if (!ok) {
            char path[4096];
            sc_net_state_path(s->cfg.state_dir, table, "", path, sizeof path);
            warn(s, "%s: %s (set aside as .damaged; the table starts afresh)", path, rerr.message);
            sc_net_state_set_aside(s->cfg.state_dir, table);
            sc_net_table_free(t);
            t = new_table(s, table, false);
        } else {
            s->tables[table].saved = sc_net_host_events(sc_net_table_host(t));
            s->counts.games_resumed++;
        }
    }
    free(rec);
    return t;
}

static void mark(sc_net_server *s, unsigned table)
{
    if (!s->tables[table].dirty) {
        s->tables[table].dirty = true;
        s->dirty[s->n_dirty++] = table;
    }
}

/* ---- routes ---------------------------------------------------------------- */

static size_t slot_of(const sc_net_server *s, uint32_t conn)
{
    size_t i = (conn * 2654435761u) % s->cap_routes;
    while (s->routes[i].conn != 0 && s->routes[i].conn != conn) {
        i = (i + 1) % s->cap_routes;
    }
    return i;
}

static bool grow_routes(sc_net_server *s)
{
    size_t old_cap = s->cap_routes;
    route *old = s->routes;
    size_t cap = old_cap ? 2 * old_cap : 256;
    route *r = calloc(cap, sizeof *r);
    if (r == NULL) {
        return false;
    }
    s->routes = r;
    s->cap_routes = cap;
    for (size_t i = 0; i < old_cap; i++) {
        if (old[i].conn != 0) {
            s->routes[slot_of(s, old[i].conn)] = old[i];
        }
    }
    free(old);
    return true;
}

static bool route_add(sc_net_server *s, uint32_t conn, unsigned table)
{
    if (2 * (s->n_routes + 1) > s->cap_routes && !grow_routes(s)) {
        return false;
    }
    size_t i = slot_of(s, conn);
    if (s->routes[i].conn == 0) {
        s->n_routes++;
    }
    s->routes[i] = (route){conn, table};
    return true;
}

static const route *route_find(const sc_net_server *s, uint32_t conn)
{
    if (s->cap_routes == 0) {
        return NULL;
    }
    size_t i = slot_of(s, conn);
    return s->routes[i].conn == conn ? &s->routes[i] : NULL;
}

/* Removes a route, moving the ones after it back to where probing finds them. */
static void route_remove(sc_net_server *s, uint32_t conn)
{
    if (s->cap_routes == 0) {
        return;
    }
    size_t i = slot_of(s, conn);
    if (s->routes[i].conn != conn) {
        return;
    }
    s->routes[i].conn = 0;
    s->n_routes--;
    for (size_t j = (i + 1) % s->cap_routes; s->routes[j].conn != 0; j = (j + 1) % s->cap_routes) {
        route r = s->routes[j];
        s->routes[j].conn = 0;
        s->routes[slot_of(s, r.conn)] = r;
    }
}

/* ---- events ---------------------------------------------------------------- */

/* A connection's first message: a hello naming a table, or the door. */
static void first_message(sc_net_server *s, const sc_net_event *ev)
{
    sc_net_msg m;
    char why[160];
    const char *refusal = NULL;
    if (!sc_net_msg_decode(ev->data, ev->len, SC_NET_FROM_CLIENT, &m, why, sizeof why) ||
        m.kind != SC_NET_HELLO) {
        s->counts.refused_hello++;
        refusal = "denied 0 hello-first";
    } else if (m.protocol == SC_NET_PROTOCOL && m.table >= s->cfg.tables) {
        s->counts.refused_table++;
        refusal = "refused no-table";
    }
    if (refusal) {
        sc_net_send(s->link, ev->conn, refusal, strlen(refusal));
        sc_net_close(s->link, ev->conn, SC_NET_CLOSE_NORMAL);
        return;
    }
    /* Another protocol's hello goes to table 0's host, which answers with
     * both versions. */
    unsigned table = m.protocol == SC_NET_PROTOCOL ? m.table : 0;
    if (!route_add(s, ev->conn, table)) {
        sc_net_close(s->link, ev->conn, SC_NET_CLOSE_FULL);
        return;
    }
    sc_net_host *h = host_now(s, table);
    sc_net_host_connected(h, ev->conn);
    sc_net_host_received(h, ev->conn, ev->data, ev->len);
    mark(s, table);
}

void sc_net_server_event(sc_net_server *s, const sc_net_event *ev)
{
    const route *r = route_find(s, ev->conn);
    switch (ev->kind) {
    case SC_NET_EV_MESSAGE:
        if (r == NULL) {
            first_message(s, ev);
        } else {
            sc_net_host_received(host_now(s, r->table), ev->conn, ev->data, ev->len);
            mark(s, r->table);
        }
        break;
    case SC_NET_EV_DISCONNECTED:
        if (r != NULL) {
            unsigned table = r->table;
            sc_net_host_disconnected(host_now(s, table), ev->conn);
            route_remove(s, ev->conn);
            mark(s, table);
        }
        break;
    default:
        break; /* connected: it says which table in its hello */
    }
}

/* ---- thinking ---------------------------------------------------------------- */

static bool think_default(void *ctx, unsigned table, const sc_net_thought *th, sc_choice *out)
{
    (void)ctx;
    (void)table;
    return sc_net_think(th, out);
}

/* Gives the thinkers table i's decision; false when they have no place. */
static bool give(sc_net_server *s, unsigned i)
{
    sc_net_thought th;
    if (!sc_net_table_to_think(s->tables[i].t, &th)) {
        s->tables[i].thinking = false; /* moved on: nothing to think */
        return true;
    }
    return sc_net_pool_give(s->pool, i, s->tables[i].life, &th);
}

/* The tables that waited for a place, oldest first, while places are free. */
static void give_waiting(sc_net_server *s)
{
    while (s->n_waiting > 0 && give(s, s->waiting[s->wait_head])) {
        s->wait_head = (s->wait_head + 1) % s->cfg.tables;
        s->n_waiting--;
    }
}

static void think_about(sc_net_server *s, unsigned i)
{
    table_slot *slot = &s->tables[i];
    sc_net_thought th;
    if (s->pool == NULL || slot->thinking || !sc_net_table_to_think(slot->t, &th)) {
        return;
    }
    slot->thinking = true;
    /* Behind the tables already waiting, if any: each in its turn. */
    if (s->n_waiting > 0 || !sc_net_pool_give(s->pool, i, slot->life, &th)) {
        s->waiting[(s->wait_head + s->n_waiting++) % s->cfg.tables] = i;
        s->counts.thought_waits++;
    }
}

/* The decisions thought since the last call, each to its table. */
static void take_thoughts(sc_net_server *s)
{
    sc_net_pool_result r;
    while (s->pool != NULL && sc_net_pool_take(s->pool, &r)) {
        table_slot *slot = &s->tables[r.table];
        if (r.tag != slot->life) {
            continue; /* for a table made new since */
        }
        slot->thinking = false;
        if (r.decided && sc_net_table_decided(slot->t, r.step, &r.choice)) {
            s->counts.thoughts++;
            mark(s, r.table);
        }
    }
    if (s->pool != NULL) {
        give_waiting(s);
    }
}

/* ---- stepping ---------------------------------------------------------------- */

static bool ready(sc_net_table *t)
{
    sc_net_host *h = sc_net_table_host(t);
    unsigned players = sc_net_table_game(t)->setup.n_players;
    for (unsigned p = 0; p < players; p++) {
        sc_net_host_seat_info info;
        sc_net_host_seat_get(h, p, &info);
        if (info.state == SC_NET_SEAT_OPEN || info.state == SC_NET_SEAT_AWAY) {
            return false;
        }
    }
    return true;
}

static void add_counts(sc_net_host_counts *sum, const sc_net_host_counts *k)
{
    sum->received += k->received;
    sum->accepted += k->accepted;
    for (unsigned d = 0; d < SC_NET_DENY_COUNT; d++) {
        sum->denied[d] += k->denied[d];
    }
    sum->refused += k->refused;
    sum->closed_flood += k->closed_flood;
    sum->sent += k->sent;
    sum->sent_bytes += k->sent_bytes;
}

/* The away persons of a game in play (their host counts down): a seat
 * whose countdown has ended is played by a computer; a person back at a
 * seat a computer played has it again, and a later drop counts down
 * afresh. */
static void watch_away(sc_net_server *s, unsigned i)
{
    table_slot *slot = &s->tables[i];
    const sc_game *g = sc_net_table_game(slot->t);
    bool playing = sc_net_table_started(slot->t) && !sc_game_over(g);
    sc_net_host *h = sc_net_table_host(slot->t);
    uint64_t now = now_ms(s);
    slot->away = false;
    for (unsigned p = 0; playing && p < g->setup.n_players; p++) {
        sc_net_host_seat_info info;
        sc_net_host_seat_get(h, p, &info);
        if (info.state == SC_NET_SEAT_HERE && info.seat.state == SC_NET_SEAT_COMPUTER) {
            sc_net_table_fill(slot->t, p, false);
        } else if (info.state != SC_NET_SEAT_AWAY || info.away_until == 0) {
            continue;
        } else if (now >= info.away_until) {
            sc_net_table_fill(slot->t, p, true);
            s->counts.seats_filled++;
        } else {
            slot->away = true;
            if (s->next_away == 0 || info.away_until < s->next_away) {
                s->next_away = info.away_until;
            }
        }
    }
}

/* The tables whose away seats' time may have run out, to be stepped. */
static void away_due(sc_net_server *s)
{
    if (s->next_away == 0 || now_ms(s) < s->next_away) {
        return;
    }
    s->next_away = 0; /* each marked table's watch sets it again */
    for (unsigned i = 0; i < s->cfg.tables; i++) {
        if (s->tables[i].away) {
            mark(s, i);
        }
    }
}

/* Table i's game to its file, if it moved since it was written: at most
 * once a KEEP_MS (a busy table is not written at every event; the next
 * round after the time writes it), at once when forced (the server
 * stops). */
static void keep(sc_net_server *s, unsigned i, bool force)
{
    table_slot *slot = &s->tables[i];
    sc_net_host *h = sc_net_table_host(slot->t);
    if (s->cfg.state_dir == NULL || !sc_net_table_started(slot->t) ||
        sc_net_host_events(h) == slot->saved) {
        return;
    }
    uint64_t now = now_ms(s);
    if (!force && slot->saved != UINT_MAX && now - slot->saved_at < KEEP_MS) {
        uint64_t due = slot->saved_at + KEEP_MS;
        if (s->next_keep == 0 || due < s->next_keep) {
            s->next_keep = due;
        }
        return;
    }
    slot->saved_at = now;
    char err[600];
    if (sc_net_state_save(s->cfg.state_dir, i, h, sc_net_table_game(slot->t)->setup.n_players, err,
                          sizeof err)) {
        slot->saved = sc_net_host_events(h);
        slot->unsaved = false;
    } else if (!slot->unsaved) {
        slot->unsaved = true;
        warn(s, "table %u not kept: %s", i, err);
    }
}

/* One table as far as it goes; the number of actions taken. */
static unsigned step_table(sc_net_server *s, unsigned i)
{
    table_slot *slot = &s->tables[i];
    sc_net_host *h = host_now(s, i);
    unsigned before = sc_net_host_events(h);
    if (s->cfg.away_ms > 0) {
        watch_away(s, i);
    }
    if (sc_net_host_events(h) == 0 && !sc_game_over(sc_net_table_game(slot->t)) && ready(slot->t) &&
        sc_net_table_start(slot->t)) {
        s->counts.games_started++;
    }
    for (;;) {
        while (sc_net_table_step(slot->t)) {
        }
        /* Without threads, the thinking is done here, every table waiting. */
        sc_net_thought th;
        sc_choice c;
        if (s->pool != NULL || !sc_net_table_to_think(slot->t, &th) ||
            !s->think(s->cfg.think_ctx, i, &th, &c) ||
            !sc_net_table_decided(slot->t, th.step, &c)) {
            break;
        }
        s->counts.thoughts++;
    }
    unsigned taken = sc_net_host_events(h) - before;
    if (!slot->ended && sc_game_over(sc_net_table_game(slot->t))) {
        slot->ended = true;
        s->counts.games_ended++;
    }
    think_about(s, i);
    keep(s, i, false);
    if (sc_game_over(sc_net_table_game(slot->t)) && sc_net_host_connections(h) == 0) {
        /* Everyone left a finished game: a new table in its place. */
        sc_net_table *fresh = new_table(s, i, false);
        if (fresh != NULL) {
            add_counts(&s->retired, sc_net_host_counts_get(h));
            sc_net_table_free(slot->t);
            slot->t = fresh;
            slot->life++;
            slot->thinking = slot->ended = slot->away = slot->unsaved = false;
            if (s->cfg.state_dir != NULL) {
                sc_net_state_forget(s->cfg.state_dir, i);
            }
        }
    }
    return taken;
}

/* The tables whose file waited for its time. */
static void keep_due(sc_net_server *s)
{
    if (s->next_keep == 0 || now_ms(s) < s->next_keep) {
        return;
    }
    s->next_keep = 0; /* the tables that still wait set it again */
    for (unsigned i = 0; i < s->cfg.tables; i++) {
        keep(s, i, false);
    }
}

unsigned sc_net_server_work(sc_net_server *s)
{
    take_thoughts(s);
    away_due(s);
    keep_due(s);
    unsigned taken = 0;
    /* Tables marked while stepping (none today) wait for the next call. */
    unsigned n = s->n_dirty;
    for (unsigned k = 0; k < n; k++) {
        unsigned i = s->dirty[k];
        s->tables[i].dirty = false;
        taken += step_table(s, i);
    }
    memmove(s->dirty, s->dirty + n, (s->n_dirty - n) * sizeof *s->dirty);
    s->n_dirty -= n;
    return taken;
}

/* ---- those looking for a game on the local network ------------------------ */

/* Table i as an answer tells it, when it waits for a player: someone
 * waits at it (a person's name), or nobody does yet. */
static bool table_waits(const sc_net_server *s, unsigned i, sc_net_lan_game *g, bool *someone)
{
    if (sc_net_table_started(s->tables[i].t)) {
        return false;
    }
    const sc_net_host *h = sc_net_table_host(s->tables[i].t);
    *g = (sc_net_lan_game){.table = i,
                           .players = (uint8_t)s->cfg.seating[i % s->cfg.n_seatings].n_players,
                           .variants = (uint8_t)(s->cfg.variants & SC_VARIANT_ALL)};
    *someone = false;
    for (unsigned k = 0; k < g->players; k++) {
        sc_net_host_seat_info info;
        sc_net_host_seat_get(h, k, &info);
        if (info.state == SC_NET_SEAT_OPEN) {
            g->open++;
        } else if (info.state == SC_NET_SEAT_HERE && !*someone) {
            *someone = true;
            snprintf(g->name, sizeof g->name, "%s",
                     info.seat.person[0] != '\0' ? info.seat.person : info.seat.name);
        }
    }
    return g->open > 0;
}

static bool describe(void *ctx, sc_net_lan_answer *out)
{
    const sc_net_server *s = ctx;
    *out = (sc_net_lan_answer){.protocol = SC_NET_PROTOCOL, .port = sc_net_link_port(s->link)};
    snprintf(out->version, sizeof out->version, "%s", s->cfg.version ? s->cfg.version : "");
    for (int pass = 0; pass < 2; pass++) { /* where someone waits, then the others */
        for (unsigned i = 0; i < s->cfg.tables && out->n_games < SC_NET_LAN_MAX_GAMES; i++) {
            sc_net_lan_game g;
            bool someone;
            if (table_waits(s, i, &g, &someone) && someone == (pass == 0)) {
                out->games[out->n_games++] = g;
            }
        }
    }
    return out->n_games > 0;
}

int sc_net_server_serve(sc_net_server *s, unsigned timeout_ms)
{
    struct pollfd fds[3] = {{.fd = sc_net_link_fd(s->link), .events = POLLIN},
                            {.fd = s->pool ? sc_net_pool_fd(s->pool) : -1, .events = POLLIN},
                            {.fd = s->cfg.lan ? sc_net_lan_fd(s->cfg.lan) : -1, .events = POLLIN}};
    if (poll(fds, 3, (int)timeout_ms) < 0) {
        return -1;
    }
    if (s->cfg.lan != NULL) {
        sc_net_lan_answer_probes(s->cfg.lan, now_ms(s), describe, s);
    }
    sc_net_event ev;
    int r;
    while ((r = sc_net_poll(s->link, 0, &ev)) == 1) {
        sc_net_server_event(s, &ev);
    }
    sc_net_server_work(s);
    sc_net_flush(s->link);
    return r < 0 ? -1 : 0;
}

/* ---- life ------------------------------------------------------------------ */

sc_net_server *sc_net_server_new(const sc_net_server_config *cfg, sc_net_link *link)
{
    if (cfg->tables == 0 || cfg->tables > SC_NET_MAX_TABLE + 1u || link == NULL ||
        cfg->n_seatings > SC_NET_MAX_SEATINGS) {
        return NULL;
    }
    sc_net_server *s = calloc(1, sizeof *s);
    if (s == NULL) {
        return NULL;
    }
    s->cfg = *cfg;
    s->link = link;
    if (s->cfg.n_seatings == 0) {
        s->cfg.n_seatings = 1;
    }
    if (s->cfg.threads == 0) {
        long cpus = sysconf(_SC_NPROCESSORS_ONLN);
        s->cfg.threads = cpus < 1 ? 1 : cpus > MAX_THREADS ? MAX_THREADS : (unsigned)cpus;
    }
    s->tables = calloc(cfg->tables, sizeof *s->tables);
    s->dirty = calloc(cfg->tables, sizeof *s->dirty);
    s->waiting = calloc(cfg->tables, sizeof *s->waiting);
    s->think = cfg->think ? cfg->think : think_default;
    if (s->cfg.clock_ms == NULL) {
        s->cfg.clock_ms = steady_ms;
    }
    if (!cfg->think_in_loop) {
        s->pool = sc_net_pool_new(s->cfg.threads, PLACES_A_THREAD * s->cfg.threads, s->think,
                                  cfg->think_ctx);
    }
    if (s->tables == NULL || s->dirty == NULL || s->waiting == NULL ||
        (s->pool == NULL && !cfg->think_in_loop) || !grow_routes(s)) {
        sc_net_server_free(s);
        return NULL;
    }
    for (unsigned i = 0; i < cfg->tables; i++) {
        s->tables[i].t = new_table(s, i, true);
        if (s->tables[i].t == NULL) {
            sc_net_server_free(s);
            return NULL;
        }
        if (sc_net_table_started(s->tables[i].t)) {
            mark(s, i); /* resumed: its computers may be due to act */
        }
    }
    return s;
}

void sc_net_server_free(sc_net_server *s)
{
    if (s == NULL) {
        return;
    }
    sc_net_pool_free(s->pool); /* its threads done before the tables go */
    for (unsigned i = 0; s->tables && i < s->cfg.tables; i++) {
        if (s->tables[i].t != NULL) {
            keep(s, i, true); /* a stop: every game as it stands */
        }
    }
    for (unsigned i = 0; s->tables && i < s->cfg.tables; i++) {
        sc_net_table_free(s->tables[i].t);
    }
    free(s->tables);
    free(s->dirty);
    free(s->waiting);
    free(s->routes);
    free(s);
}

const sc_net_server_counts *sc_net_server_counts_get(const sc_net_server *s)
{
    return &s->counts;
}

sc_net_host *sc_net_server_host(sc_net_server *s, unsigned table)
{
    return table < s->cfg.tables ? sc_net_table_host(s->tables[table].t) : NULL;
}

void sc_net_server_host_counts(const sc_net_server *s, sc_net_host_counts *out)
{
    *out = s->retired;
    for (unsigned i = 0; i < s->cfg.tables; i++) {
        add_counts(out, sc_net_host_counts_get(sc_net_table_host(s->tables[i].t)));
    }
}
