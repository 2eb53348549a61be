/* A client's side of a network game (spacecats/net_client.h): the record of
 * what its seats may see, replayed into a game. */
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "spacecats/attrs.h"
#include "spacecats/net_client.h"
#include "spacecats/record.h"
#include "spacecats/view.h"

enum { TOKEN_LEN = 32 };

struct sc_net_client {
    const sc_mat *mat;
    char version[SC_NET_MAX_WORD + 1];
    bool welcomed;
    unsigned players;
    sc_net_client_seat table[SC_NET_MAX_SEATS];
    unsigned seats;
    char tokens[SC_NET_MAX_SEATS][TOKEN_LEN + 1];

    char *header; /* the header of the seats' view, as last sent */
    size_t header_len;
    char *lines; /* the events' lines, each with its line break */
    size_t lines_len, lines_cap;
    size_t *at; /* where each event's line starts */
    unsigned events, at_cap;

    bool started, over;
    sc_game raw;   /* the record replayed */
    sc_game shown; /* what the seats may see of it */
    char *full;    /* the whole record, once over */
    size_t full_len;
    char *text; /* sc_net_client_record's answer */

    char denied[SC_NET_MAX_WORD + 1];
    sc_net_refusal refusal;
};

sc_net_client *sc_net_client_new(const sc_mat *mat, const char *version)
{
    if (mat == NULL || version == NULL || strlen(version) == 0 ||
        strlen(version) > SC_NET_MAX_WORD) {
        return NULL;
    }
    sc_net_client *c = calloc(1, sizeof *c);
    if (c == NULL) {
        return NULL;
    }
    c->mat = mat;
    strcpy(c->version, version);
    return c;
}

void sc_net_client_free(sc_net_client *c)
{
    if (c == NULL) {
        return;
    }
    free(c->header);
    free(c->lines);
    free(c->at);
    free(c->full);
    free(c->text);
    free(c);
}

/* ---- what a client says --------------------------------------------------- */

size_t sc_net_client_hello(const sc_net_client *c, unsigned table, char *buf, size_t cap)
{
    sc_net_msg m = {.kind = SC_NET_HELLO, .protocol = SC_NET_PROTOCOL, .table = table};
    strcpy(m.word, c->version);
    return sc_net_msg_encode(&m, buf, cap);
}

size_t sc_net_client_join(const sc_net_client *c, unsigned seat, unsigned colour, const char *name,
                          char *buf, size_t cap)
{
    (void)c;
    sc_net_msg m = {.kind = SC_NET_JOIN, .seat = seat, .colour = (uint8_t)colour};
    if (strlen(name) > SC_NET_MAX_NAME || colour >= SC_NET_COLOURS) {
        return 0;
    }
    strcpy(m.text, name);
    return sc_net_msg_encode(&m, buf, cap);
}

size_t sc_net_client_rejoin(const sc_net_client *c, const char *token, char *buf, size_t cap)
{
    (void)c;
    sc_net_msg m = {.kind = SC_NET_REJOIN};
    if (strlen(token) > SC_NET_MAX_WORD) {
        return 0;
    }
    strcpy(m.word, token);
    return sc_net_msg_encode(&m, buf, cap);
}

size_t sc_net_client_roll(const sc_net_client *c, char *buf, size_t cap)
{
    if (!c->started || c->over) {
        return 0;
    }
    sc_net_msg m = {.kind = SC_NET_ROLL, .step = c->events};
    return sc_net_msg_encode(&m, buf, cap);
}

size_t sc_net_client_choose(const sc_net_client *c, const sc_choice *choice, char *buf, size_t cap)
{
    if (!c->started || c->over) {
        return 0;
    }
    sc_net_msg m = {.kind = SC_NET_CHOOSE, .step = c->events};
    if (sc_choice_format(&c->raw, choice, m.text, sizeof m.text) >= sizeof m.text) {
        return 0;
    }
    return sc_net_msg_encode(&m, buf, cap);
}

size_t sc_net_client_bye(char *buf, size_t cap)
{
    sc_net_msg m = {.kind = SC_NET_BYE};
    return sc_net_msg_encode(&m, buf, cap);
}

/* ---- what the host says ---------------------------------------------------- */

typedef struct reply {
    char *why;
    size_t len;
} reply;

SC_PRINTF(3, 4) static sc_net_news say(reply *r, sc_net_news news, const char *fmt, ...)
{
    if (r->len > 0) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(r->why, r->len, fmt, ap);
        va_end(ap);
    }
    return news;
}

/* The events' lines: appended, or cut back to the first n. */
static bool add_line(sc_net_client *c, const char *line)
{
    size_t n = strlen(line);
    if (c->lines_len + n + 2 > c->lines_cap) {
        size_t cap = c->lines_cap ? 2 * c->lines_cap : 4096;
        while (cap < c->lines_len + n + 2) {
            cap *= 2;
        }
        char *p = realloc(c->lines, cap);
        if (p == NULL) {
            return false;
        }
        c->lines = p;
        c->lines_cap = cap;
    }
    if (c->events == c->at_cap) {
        unsigned cap = c->at_cap ? 2 * c->at_cap : 256;
        size_t *p = realloc(c->at, cap * sizeof *p);
        if (p == NULL) {
            return false;
        }
        c->at = p;
        c->at_cap = cap;
    }
    c->at[c->events++] = c->lines_len;
    memcpy(c->lines + c->lines_len, line, n);
    c->lines_len += n;
    c->lines[c->lines_len++] = '\n';
    c->lines[c->lines_len] = '\0';
    return true;
}

static void cut_lines(sc_net_client *c, unsigned n)
{
    if (n < c->events) {
        c->lines_len = c->at[n];
        c->events = n;
        if (c->lines) {
            c->lines[c->lines_len] = '\0';
        }
    }
}

/* The game from the header and every event, replayed from the start. */
static sc_net_news rebuild(sc_net_client *c, reply *r)
{
    size_t len = c->header_len + c->lines_len;
    char *text = malloc(len + 1);
    if (text == NULL) {
        return say(r, SC_NET_NEWS_BROKEN, "out of memory");
    }
    memcpy(text, c->header, c->header_len);
    if (c->lines_len) {
        memcpy(text + c->header_len, c->lines, c->lines_len);
    }
    text[len] = '\0';
    sc_record_error err;
    bool ok = sc_record_replay(text, len, c->mat, &c->raw, &err);
    free(text);
    if (!ok) {
        /* The header's lines come first: say which part was wrong. */
        return say(r, SC_NET_NEWS_BROKEN, "the host's record does not replay: %s", err.message);
    }
    if (c->raw.setup.n_players != c->players) {
        return say(r, SC_NET_NEWS_BROKEN, "the host's record has %u players, its table %u",
                   (unsigned)c->raw.setup.n_players, c->players);
    }
    if (sc_game_over(&c->raw)) {
        return say(r, SC_NET_NEWS_BROKEN, "the host's view of the game is over without its end");
    }
    c->started = true;
    sc_game_view(&c->raw, c->seats, &c->shown);
    return SC_NET_NEWS_GAME;
}

/* One event's line applied to the game as it stands, checked as a record's
 * line is: the roll with its dice, or the decision of the seat it waits for. */
static sc_net_news apply_line(sc_net_client *c, const char *line, reply *r)
{
    char copy[SC_NET_MAX_TEXT + 1];
    strcpy(copy, line);
    char *words[SC_RECORD_MAX_FACES + 1];
    unsigned n = 0;
    /* Split in place (not strtok: its hidden state is shared by threads). */
    for (char *p = copy; *p != '\0' && n < SC_RECORD_MAX_FACES + 1;) {
        while (*p == ' ') {
            *p++ = '\0';
        }
        if (*p != '\0') {
            words[n++] = p;
        }
        while (*p != '\0' && *p != ' ') {
            p++;
        }
    }
    sc_game before = c->raw;
    if (n > 0 && strcmp(words[0], "roll") == 0) {
        uint8_t faces[SC_RECORD_MAX_FACES];
        for (unsigned i = 1; i < n; i++) {
            sc_face f;
            if (!sc_face_parse(words[i], &f)) {
                return say(r, SC_NET_NEWS_BROKEN, "event %u: bad die face", c->events);
            }
            faces[i - 1] = (uint8_t)f;
        }
        if (sc_game_roll_fixed(&c->raw, faces, n - 1) != SC_OK) {
            c->raw = before;
            return say(r, SC_NET_NEWS_BROKEN, "event %u: a roll the game does not wait for",
                       c->events);
        }
    } else {
        char *end = NULL;
        long seat = n > 0 ? strtol(words[0], &end, 10) : -1;
        const char *text = n > 0 ? line + strlen(words[0]) + 1 : "";
        sc_choice ch;
        if (n < 2 || end == NULL || *end != '\0' || seat != c->raw.pending.player ||
            c->raw.pending.kind == SC_PENDING_ROLL || !sc_choice_parse(&c->raw, text, &ch) ||
            sc_game_apply(&c->raw, &ch) != SC_OK) {
            c->raw = before;
            return say(r, SC_NET_NEWS_BROKEN, "event %u: not a decision the game waits for",
                       c->events);
        }
    }
    if (sc_game_over(&c->raw)) {
        c->raw = before;
        return say(r, SC_NET_NEWS_BROKEN, "event %u ends the game without its end", c->events);
    }
    if (!add_line(c, line)) {
        c->raw = before;
        return say(r, SC_NET_NEWS_BROKEN, "out of memory");
    }
    sc_game_view(&c->raw, c->seats, &c->shown);
    return SC_NET_NEWS_GAME;
}

static void count_action(void *user, const sc_record_action *a)
{
    (void)a;
    (*(unsigned *)user)++;
}

static sc_net_news end(sc_net_client *c, const sc_net_msg *m, reply *r)
{
    sc_game g;
    sc_record_error err;
    sc_record canon = {0};
    unsigned actions = 0;
    bool ok = sc_record_resume_each(m->payload, m->payload_len, c->mat, &g, &canon, count_action,
                                    &actions, &err);
    sc_record_free(&canon);
    if (!ok) {
        return say(r, SC_NET_NEWS_BROKEN, "the game's record does not replay: %s", err.message);
    }
    if (!sc_game_over(&g) || actions != m->step || g.setup.n_players != c->players) {
        return say(r, SC_NET_NEWS_BROKEN, "the game's record is not the end of this game");
    }
    char *full = malloc(m->payload_len + 1);
    if (full == NULL) {
        return say(r, SC_NET_NEWS_BROKEN, "out of memory");
    }
    memcpy(full, m->payload, m->payload_len);
    full[m->payload_len] = '\0';
    free(c->full);
    c->full = full;
    c->full_len = m->payload_len;
    c->raw = g;
    c->shown = g; /* over: everyone sees everything */
    c->events = actions;
    c->started = c->over = true;
    return SC_NET_NEWS_OVER;
}

static sc_net_news welcome(sc_net_client *c, const sc_net_msg *m, reply *r)
{
    if (m->protocol != SC_NET_PROTOCOL) {
        return say(r, SC_NET_NEWS_BROKEN, "a welcome in protocol %" PRIu32, m->protocol);
    }
    if (m->checksum != c->mat->checksum) {
        strcpy(c->refusal.code, "mat");
        return say(r, SC_NET_NEWS_REFUSED,
                   "the host plays on another mat (checksum %016" PRIx64
                   "; this game's is %016" PRIx64 ")",
                   m->checksum, c->mat->checksum);
    }
    if (m->seat < SC_MIN_PLAYERS || m->seat > SC_MAX_PLAYERS) {
        return say(r, SC_NET_NEWS_BROKEN, "a table of %u players", (unsigned)m->seat);
    }
    if (c->welcomed && m->seat != c->players) {
        return say(r, SC_NET_NEWS_BROKEN, "a table of %u players, then of %u", c->players,
                   (unsigned)m->seat);
    }
    /* A new connection (the same client back after a drop) starts afresh:
     * no seat is ours until the host says so again (the tokens are kept to
     * ask), and the game comes again from its first event. */
    c->welcomed = true;
    c->players = m->seat;
    c->seats = 0;
    cut_lines(c, 0);
    free(c->header);
    c->header = NULL;
    c->header_len = 0;
    c->started = c->over = false;
    return SC_NET_NEWS_TABLE;
}

static sc_net_news refused(sc_net_client *c, const sc_net_msg *m, reply *r)
{
    memset(&c->refusal, 0, sizeof c->refusal);
    snprintf(c->refusal.code, sizeof c->refusal.code, "%s", m->text);
    if (strcmp(m->text, "version") == 0) {
        c->refusal.protocol = m->protocol;
        strcpy(c->refusal.version, m->word);
        return say(r, SC_NET_NEWS_REFUSED,
                   "the host is Space Cats %s (network protocol %" PRIu32
                   "); this game is Space Cats %s (network protocol %d)",
                   m->word, m->protocol, c->version, SC_NET_PROTOCOL);
    }
    return say(r, SC_NET_NEWS_REFUSED, "the host refused: %s", m->text);
}

sc_net_news sc_net_client_received(sc_net_client *c, const void *data, size_t len, char *why,
                                   size_t why_len)
{
    reply r = {why, why_len};
    if (why_len > 0) {
        why[0] = '\0';
    }
    sc_net_msg m;
    char bad[160];
    if (!sc_net_msg_decode(data, len, SC_NET_FROM_HOST, &m, bad, sizeof bad)) {
        return say(&r, SC_NET_NEWS_BROKEN, "a message from the host does not decode: %s", bad);
    }
    if (!c->welcomed && m.kind != SC_NET_WELCOME && m.kind != SC_NET_REFUSED) {
        return say(&r, SC_NET_NEWS_BROKEN, "'%s' before the welcome",
                   sc_net_kind_name((sc_net_kind)m.kind));
    }
    bool seat_ok = m.seat < c->players;
    switch ((sc_net_kind)m.kind) {
    case SC_NET_WELCOME:
        return welcome(c, &m, &r);
    case SC_NET_REFUSED:
        return refused(c, &m, &r);
    case SC_NET_SEATED:
        if (!seat_ok) {
            return say(&r, SC_NET_NEWS_BROKEN, "seated at seat %u of %u", m.seat, c->players);
        }
        c->seats |= 1u << m.seat;
        strcpy(c->tokens[m.seat], m.word);
        if (c->started && !c->over) {
            sc_game_view(&c->raw, c->seats, &c->shown);
        }
        return SC_NET_NEWS_SEATED;
    case SC_NET_TABLE:
        if (!seat_ok) {
            return say(&r, SC_NET_NEWS_BROKEN, "news of seat %u of %u", m.seat, c->players);
        }
        c->table[m.seat].state = m.state;
        c->table[m.seat].colour = m.colour;
        c->table[m.seat].away_s = m.seconds;
        /* A level's name is a word, at most SC_NET_MAX_WORD; a person's at
         * most SC_NET_MAX_NAME: both fit once cut to the name's room. */
        memset(c->table[m.seat].name, 0, sizeof c->table[m.seat].name);
        memcpy(c->table[m.seat].name, m.state == SC_NET_SEAT_COMPUTER ? m.word : m.text,
               SC_NET_MAX_NAME);
        return SC_NET_NEWS_TABLE;
    case SC_NET_VIEW: {
        char *h = malloc(m.payload_len + 1);
        if (h == NULL) {
            return say(&r, SC_NET_NEWS_BROKEN, "out of memory");
        }
        memcpy(h, m.payload, m.payload_len);
        h[m.payload_len] = '\0';
        free(c->header);
        c->header = h;
        c->header_len = m.payload_len;
        c->over = false;
        return rebuild(c, &r);
    }
    case SC_NET_EVENT:
        if (!c->started || c->over || m.step != c->events) {
            return say(&r, SC_NET_NEWS_BROKEN, "event %u, where the game has %u", m.step,
                       c->events);
        }
        return apply_line(c, m.text, &r);
    case SC_NET_UNDO:
        if (m.step > c->events || (c->over && m.step >= c->events)) {
            return say(&r, SC_NET_NEWS_BROKEN, "undo to event %u, where the game has %u", m.step,
                       c->events);
        }
        cut_lines(c, m.step);
        c->over = false;
        return c->header ? rebuild(c, &r) : SC_NET_NEWS_NONE;
    case SC_NET_END:
        return end(c, &m, &r);
    case SC_NET_DENIED:
        strcpy(c->denied, m.word);
        return SC_NET_NEWS_DENIED;
    default:
        return say(&r, SC_NET_NEWS_BROKEN, "a client's message from the host");
    }
}

/* ---- reading -------------------------------------------------------------- */

const sc_game *sc_net_client_game(const sc_net_client *c)
{
    return c->started ? &c->shown : NULL;
}

unsigned sc_net_client_events(const sc_net_client *c)
{
    return c->events;
}

unsigned sc_net_client_seats(const sc_net_client *c)
{
    return c->seats;
}

bool sc_net_client_over(const sc_net_client *c)
{
    return c->over;
}

const char *sc_net_client_record(sc_net_client *c, size_t *len)
{
    if (c->over) {
        *len = c->full_len;
        return c->full;
    }
    size_t n = c->header_len + c->lines_len;
    char *t = realloc(c->text, n + 1);
    if (t == NULL || c->header == NULL) {
        *len = 0;
        return "";
    }
    c->text = t;
    memcpy(t, c->header, c->header_len);
    if (c->lines_len) {
        memcpy(t + c->header_len, c->lines, c->lines_len);
    }
    t[n] = '\0';
    *len = n;
    return t;
}

const char *sc_net_client_token(const sc_net_client *c, unsigned seat)
{
    return seat < SC_NET_MAX_SEATS && (c->seats >> seat & 1u) ? c->tokens[seat] : NULL;
}

unsigned sc_net_client_players(const sc_net_client *c)
{
    return c->players;
}

void sc_net_client_seat_get(const sc_net_client *c, unsigned seat, sc_net_client_seat *out)
{
    memset(out, 0, sizeof *out);
    if (seat < c->players) {
        *out = c->table[seat];
    }
}

const char *sc_net_client_denied(const sc_net_client *c)
{
    return c->denied;
}

const sc_net_refusal *sc_net_client_refusal(const sc_net_client *c)
{
    return &c->refusal;
}
