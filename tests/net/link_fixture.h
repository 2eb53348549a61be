/* A table and its clients joined by queues in memory, for the tests of the
 * host's judgement: every message goes through the encoder and the
 * decoder as over the wire, every byte a client receives is kept, and the
 * clients are bots that play from their own view of the game (at random,
 * or from a script: the event lines of another game). Header-only; include
 * after net_fixture.h. */
#ifndef LINK_FIXTURE_H
#define LINK_FIXTURE_H

#include <stdlib.h>

#include "spacecats/net_client.h"
#include "spacecats/net_table.h"
#include "spacecats/view.h"

enum { LF_CLIENTS = 4, LF_MAX_EVENTS = 4096 };

typedef struct lf_msg {
    uint32_t conn;
    size_t len;
    char *data;
} lf_msg;

typedef struct lf_queue {
    lf_msg *items;
    size_t head, n, cap;
} lf_queue;

/* A script: the event lines of a game, one per step. */
typedef struct lf_script {
    char *lines[LF_MAX_EVENTS];
    unsigned n;
} lf_script;

typedef struct lf_bot {
    sc_net_client *c;
    bool connected;
    unsigned asked; /* the step it last sent a request for, + 1 */
    sc_rng rng;
    bool seeded;
    const lf_script *script; /* NULL: at random */
    sc_net_news last;
    char why[256];
    unsigned denied;
    /* Every message received, as "length:bytes", and where the end began. */
    char *log;
    size_t log_len, log_cap, end_at;
} lf_bot;

typedef struct lf_link {
    lf_queue up; /* client -> host */
    lf_queue down[LF_CLIENTS];
    bool closed[LF_CLIENTS];
    bool jammed[LF_CLIENTS]; /* the transport cannot queue for it */
    lf_bot bots[LF_CLIENTS];
    unsigned n_bots;
    sc_net_table *table;
    sc_net_host *host; /* the table's */
} lf_link;

static inline void lf_push(lf_queue *q, uint32_t conn, const void *data, size_t len)
{
    if (q->head + q->n == q->cap) {
        if (q->head > 0) {
            memmove(q->items, q->items + q->head, q->n * sizeof *q->items);
            q->head = 0;
        } else {
            q->cap = q->cap ? 2 * q->cap : 64;
            q->items = realloc(q->items, q->cap * sizeof *q->items);
            assert_non_null(q->items);
        }
    }
    lf_msg *m = &q->items[q->head + q->n++];
    m->conn = conn;
    m->len = len;
    m->data = malloc(len ? len : 1);
    assert_non_null(m->data);
    memcpy(m->data, data, len);
}

static inline bool lf_pop(lf_queue *q, lf_msg *out)
{
    if (q->n == 0) {
        return false;
    }
    *out = q->items[q->head++];
    q->n--;
    return true;
}

static inline void lf_clear(lf_queue *q)
{
    lf_msg m;
    while (lf_pop(q, &m)) {
        free(m.data);
    }
}

static inline bool lf_io_send(void *ctx, uint32_t conn, const void *data, size_t len)
{
    lf_link *l = ctx;
    assert_true(conn < LF_CLIENTS);
    if (l->closed[conn] || l->jammed[conn]) {
        return false;
    }
    lf_push(&l->down[conn], conn, data, len);
    return true;
}

static inline void lf_io_close(void *ctx, uint32_t conn)
{
    lf_link *l = ctx;
    l->closed[conn] = true;
}

static inline sc_net_host_io lf_io(lf_link *l)
{
    sc_net_host_io io = {.send = lf_io_send, .close = lf_io_close, .ctx = l};
    return io;
}

/* A client sends: what it says goes to the host's queue. */
static inline void lf_send(lf_link *l, unsigned b, const char *data, size_t len)
{
    assert_true(len > 0);
    if (l->bots[b].connected) {
        lf_push(&l->up, b, data, len);
    }
}

static inline void lf_log(lf_bot *bot, const lf_msg *m)
{
    size_t need = bot->log_len + m->len + 24;
    if (need > bot->log_cap) {
        bot->log_cap = need * 2;
        bot->log = realloc(bot->log, bot->log_cap);
        assert_non_null(bot->log);
    }
    bot->log_len += (size_t)snprintf(bot->log + bot->log_len, 24, "%zu:", m->len);
    memcpy(bot->log + bot->log_len, m->data, m->len);
    /* A seat's token is drawn afresh at each join: the one thing that
     * differs between two tables of the same game, and no game's secret. */
    if (m->len > 7 && memcmp(m->data, "seated ", 7) == 0) {
        const char *sp = memchr(m->data + 7, ' ', m->len - 7);
        assert_non_null(sp);
        memset(bot->log + bot->log_len + (sp + 1 - m->data), 'x',
               m->len - (size_t)(sp + 1 - m->data));
    }
    bot->log_len += m->len;
}

/* Delivers every message both ways until nothing moves. */
static inline void lf_pump(lf_link *l)
{
    for (bool moved = true; moved;) {
        moved = false;
        lf_msg m;
        while (lf_pop(&l->up, &m)) {
            if (!l->closed[m.conn]) {
                sc_net_host_received(l->host, m.conn, m.data, m.len);
            }
            free(m.data);
            moved = true;
        }
        for (unsigned b = 0; b < l->n_bots; b++) {
            lf_bot *bot = &l->bots[b];
            while (lf_pop(&l->down[b], &m)) {
                if (bot->connected) {
                    if (m.len > 4 && memcmp(m.data, "end ", 4) == 0 && bot->end_at == 0) {
                        bot->end_at = bot->log_len;
                    }
                    lf_log(bot, &m);
                    bot->last =
                        sc_net_client_received(bot->c, m.data, m.len, bot->why, sizeof bot->why);
                    if (bot->last == SC_NET_NEWS_BROKEN) {
                        fail_msg("bot %u: %s", b, bot->why);
                    }
                    bot->denied += bot->last == SC_NET_NEWS_DENIED;
                }
                free(m.data);
                moved = true;
            }
            /* Closed by the host: once what was sent is delivered, the
             * transport tells the client. */
            if (l->closed[b] && bot->connected) {
                bot->connected = false;
                moved = true;
            }
        }
    }
}

/* A bot connects: the transport's news, and its hello. */
static inline void lf_connect(lf_link *l, unsigned b, const sc_mat *mat, uint64_t seed)
{
    lf_bot *bot = &l->bots[b];
    if (bot->c == NULL) {
        bot->c = sc_net_client_new(mat, "0.1.0");
        assert_non_null(bot->c);
    }
    if (!bot->seeded) { /* a bot back after a drop plays on as it would have */
        sc_rng_seed(&bot->rng, seed);
        bot->seeded = true;
    }
    bot->connected = true;
    l->closed[b] = false;
    if (b >= l->n_bots) {
        l->n_bots = b + 1;
    }
    sc_net_host_connected(l->host, b);
    char buf[SC_NET_MAX_CLIENT_MSG];
    lf_send(l, b, buf, sc_net_client_hello(bot->c, 0, buf, sizeof buf));
    lf_pump(l);
}

static inline void lf_join(lf_link *l, unsigned b, unsigned seat, const char *name)
{
    char buf[SC_NET_MAX_CLIENT_MSG];
    lf_send(l, b, buf, sc_net_client_join(l->bots[b].c, seat, seat, name, buf, sizeof buf));
    lf_pump(l);
    assert_true(sc_net_client_seats(l->bots[b].c) >> seat & 1u);
}

/* The connection drops: the host is told, and what was on the way is lost. */
static inline void lf_drop(lf_link *l, unsigned b)
{
    l->bots[b].connected = false;
    lf_clear(&l->down[b]);
    sc_net_host_disconnected(l->host, b);
}

/* A script's line for a step, as a choice in g (or a roll: *roll). */
static inline bool lf_script_step(const lf_script *s, const sc_game *g, unsigned step, bool *roll,
                                  sc_choice *c)
{
    assert_true(step < s->n);
    const char *line = s->lines[step];
    if (strncmp(line, "roll", 4) == 0) {
        *roll = true;
        return true;
    }
    *roll = false;
    const char *sp = strchr(line, ' ');
    assert_non_null(sp);
    return sc_choice_parse(g, sp + 1, c);
}

/* A bot whose seat the game waits for sends its roll or choice, once per
 * step: from its script, or at random among the legal choices of its
 * view. Returns whether it sent. */
static inline bool lf_bot_act(lf_link *l, unsigned b)
{
    lf_bot *bot = &l->bots[b];
    const sc_game *g = bot->connected ? sc_net_client_game(bot->c) : NULL;
    if (g == NULL || sc_net_client_over(bot->c)) {
        return false;
    }
    sc_pending p = sc_game_pending(g);
    unsigned step = sc_net_client_events(bot->c);
    if (p.player < 0 || !(sc_net_client_seats(bot->c) >> p.player & 1u) || bot->asked == step + 1) {
        return false;
    }
    bot->asked = step + 1;
    char buf[SC_NET_MAX_CLIENT_MSG];
    bool roll = p.kind == SC_PENDING_ROLL;
    sc_choice c = {0};
    if (bot->script) {
        assert_true(lf_script_step(bot->script, g, step, &roll, &c));
    } else if (!roll) {
        size_t n = sc_game_choice_count(g);
        assert_true(sc_game_choice_at(g, sc_rng_below(&bot->rng, (uint32_t)n), &c));
    }
    size_t len = roll ? sc_net_client_roll(bot->c, buf, sizeof buf)
                      : sc_net_client_choose(bot->c, &c, buf, sizeof buf);
    lf_send(l, b, buf, len);
    return true;
}

/* Two games equal byte for byte, but for their setups' padding (which
 * holds whatever the bytes of the setup each was started from held). */
static inline void lf_same_game(const sc_game *a, const sc_game *b)
{
    sc_game x = *a, y = *b;
    sc_setup sx, sy;
    memset(&sx, 0, sizeof sx);
    memset(&sy, 0, sizeof sy);
    sx.n_players = a->setup.n_players, sx.variants = a->setup.variants;
    sx.first_player = a->setup.first_player, sx.seed = a->setup.seed;
    sy.n_players = b->setup.n_players, sy.variants = b->setup.variants;
    sy.first_player = b->setup.first_player, sy.seed = b->setup.seed;
    memcpy(&x.setup, &sx, sizeof sx);
    memcpy(&y.setup, &sy, sizeof sy);
    assert_memory_equal(&x, &y, sizeof x);
}

/* Every connected bot sees exactly its seats' view of the table's game. */
static inline void lf_check_views(lf_link *l)
{
    const sc_game *g = sc_net_table_game(l->table);
    for (unsigned b = 0; b < l->n_bots; b++) {
        lf_bot *bot = &l->bots[b];
        const sc_game *seen = bot->connected ? sc_net_client_game(bot->c) : NULL;
        if (seen == NULL) {
            continue;
        }
        assert_int_equal(sc_net_client_events(bot->c), sc_net_host_events(l->host));
        if (sc_game_over(g)) {
            assert_true(sc_net_client_over(bot->c));
            lf_same_game(seen, g);
        } else {
            sc_game want;
            sc_game_view(g, sc_net_client_seats(bot->c), &want);
            assert_memory_equal(seen, &want, sizeof want);
        }
    }
}

static inline void lf_free(lf_link *l)
{
    lf_clear(&l->up);
    free(l->up.items);
    for (unsigned b = 0; b < LF_CLIENTS; b++) {
        lf_clear(&l->down[b]);
        free(l->down[b].items);
        sc_net_client_free(l->bots[b].c);
        free(l->bots[b].log);
    }
    sc_net_table_free(l->table);
    memset(l, 0, sizeof *l);
}

/* The event lines of a record (after its "start" line) as a script. */
static inline void lf_script_from(lf_script *s, const char *text, size_t len)
{
    memset(s, 0, sizeof *s);
    const char *start = strstr(text, "\nstart\n");
    assert_non_null(start);
    const char *p = start + 7, *end = text + len;
    while (p < end && s->n < LF_MAX_EVENTS) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        size_t n = nl ? (size_t)(nl - p) : (size_t)(end - p);
        if (n > 0 && p[0] != '#') {
            s->lines[s->n] = malloc(n + 1);
            assert_non_null(s->lines[s->n]);
            memcpy(s->lines[s->n], p, n);
            s->lines[s->n][n] = '\0';
            s->n++;
        }
        p += n + 1;
    }
}

static inline void lf_script_free(lf_script *s)
{
    for (unsigned i = 0; i < s->n; i++) {
        free(s->lines[i]);
    }
    memset(s, 0, sizeof *s);
}

#endif
