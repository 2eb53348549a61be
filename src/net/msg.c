/* The network messages (spacecats/net_msg.h): a strict decoder of hostile
 * bytes and the encoder that writes only what it decodes. */
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "spacecats/attrs.h"
#include "spacecats/net_msg.h"

enum {
    MAX_LINE = 256, /* bytes of a first line */
    MAX_WORDS = 8,  /* words of a first line before its free text */
    TOKEN_LEN = 32, /* hex digits of a seat's token */
};

typedef struct kind_info {
    const char *name;
    uint8_t dir;
    bool record; /* carries a record after its first line */
} kind_info;

static const kind_info kinds[SC_NET_KIND_COUNT] = {
    [SC_NET_HELLO] = {"hello", SC_NET_FROM_CLIENT, false},
    [SC_NET_JOIN] = {"join", SC_NET_FROM_CLIENT, false},
    [SC_NET_REJOIN] = {"rejoin", SC_NET_FROM_CLIENT, false},
    [SC_NET_ROLL] = {"roll", SC_NET_FROM_CLIENT, false},
    [SC_NET_CHOOSE] = {"choose", SC_NET_FROM_CLIENT, false},
    [SC_NET_BYE] = {"bye", SC_NET_FROM_CLIENT, false},
    [SC_NET_WELCOME] = {"welcome", SC_NET_FROM_HOST, false},
    [SC_NET_REFUSED] = {"refused", SC_NET_FROM_HOST, false},
    [SC_NET_SEATED] = {"seated", SC_NET_FROM_HOST, false},
    [SC_NET_TABLE] = {"table", SC_NET_FROM_HOST, false},
    [SC_NET_VIEW] = {"view", SC_NET_FROM_HOST, true},
    [SC_NET_EVENT] = {"event", SC_NET_FROM_HOST, false},
    [SC_NET_UNDO] = {"undo", SC_NET_FROM_HOST, false},
    [SC_NET_END] = {"end", SC_NET_FROM_HOST, true},
    [SC_NET_DENIED] = {"denied", SC_NET_FROM_HOST, false},
};

static const char *const seat_states[] = {
    [SC_NET_SEAT_OPEN] = "open",
    [SC_NET_SEAT_COMPUTER] = "computer",
    [SC_NET_SEAT_HERE] = "here",
    [SC_NET_SEAT_AWAY] = "away",
};

const char *sc_net_kind_name(sc_net_kind kind)
{
    return (unsigned)kind < SC_NET_KIND_COUNT ? kinds[kind].name : "?";
}

sc_net_dir sc_net_kind_dir(sc_net_kind kind)
{
    return (unsigned)kind < SC_NET_KIND_COUNT ? (sc_net_dir)kinds[kind].dir : SC_NET_FROM_HOST;
}

/* ---- decoding ------------------------------------------------------------ */

typedef struct cursor {
    const char *line; /* the first line, not NUL-terminated */
    size_t len;
    size_t at; /* start of the next word */
    char *why;
    size_t why_len;
} cursor;

SC_PRINTF(2, 3) static bool fail(cursor *c, const char *fmt, ...)
{
    if (c->why_len > 0) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(c->why, c->why_len, fmt, ap);
        va_end(ap);
    }
    return false;
}

/* A word quoted in a reason: printable ASCII, others as '?', cut short. */
static void quote(const char *s, size_t n, char out[24])
{
    size_t k = 0;
    for (; k < n && k < 20; k++) {
        unsigned char b = (unsigned char)s[k];
        out[k] = b > 0x20 && b < 0x7f ? (char)b : '?';
    }
    if (k < n) {
        out[k++] = '.';
        out[k++] = '.';
    }
    out[k] = '\0';
}

static bool at_end(const cursor *c)
{
    return c->at >= c->len;
}

/* The next word: [*w, *w + *n). Words are separated by one space. */
static bool next_word(cursor *c, const char *what, const char **w, size_t *n)
{
    if (at_end(c)) {
        return fail(c, "the %s is missing", what);
    }
    const char *s = c->line + c->at;
    size_t room = c->len - c->at;
    const char *sp = memchr(s, ' ', room);
    size_t k = sp ? (size_t)(sp - s) : room;
    if (k == 0) {
        return fail(c, "two spaces in a row, or a space at the end, before the %s", what);
    }
    *w = s;
    *n = k;
    c->at += k + (sp ? 1 : 0);
    if (sp && at_end(c)) {
        return fail(c, "a space at the end of the line");
    }
    return true;
}

static bool no_more(cursor *c, const char *kind)
{
    if (!at_end(c)) {
        char q[24];
        quote(c->line + c->at, c->len - c->at, q);
        return fail(c, "unexpected '%s' at the end of a '%s' message", q, kind);
    }
    return true;
}

static bool is_ascii_word(const char *w, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        if ((unsigned char)w[i] <= 0x20 || (unsigned char)w[i] >= 0x7f) {
            return false;
        }
    }
    return true;
}

/* A decimal number without sign or leading zero, at most max. */
static bool read_number(cursor *c, const char *what, uint64_t max, uint64_t *out)
{
    const char *w;
    size_t n;
    if (!next_word(c, what, &w, &n)) {
        return false;
    }
    char q[24];
    quote(w, n, q);
    uint64_t v = 0;
    bool ok = n <= 20 && !(n > 1 && w[0] == '0');
    for (size_t i = 0; ok && i < n; i++) {
        unsigned d = (unsigned)(unsigned char)w[i] - '0';
        ok = d <= 9 && d <= max && v <= (max - d) / 10;
        v = v * 10 + d;
    }
    if (!ok) {
        return fail(c, "bad %s '%s' (a number from 0 to %" PRIu64 ")", what, q, max);
    }
    *out = v;
    return true;
}

static bool read_u32(cursor *c, const char *what, uint32_t max, uint32_t *out)
{
    uint64_t v = 0;
    if (!read_number(c, what, max, &v)) {
        return false;
    }
    *out = (uint32_t)v;
    return true;
}

static bool read_word(cursor *c, const char *what, char out[SC_NET_MAX_WORD + 1])
{
    const char *w;
    size_t n;
    if (!next_word(c, what, &w, &n)) {
        return false;
    }
    if (n > SC_NET_MAX_WORD || !is_ascii_word(w, n)) {
        char q[24];
        quote(w, n, q);
        return fail(c, "bad %s '%s' (1 to %d printable ASCII characters)", what, q,
                    SC_NET_MAX_WORD);
    }
    memcpy(out, w, n);
    out[n] = '\0';
    return true;
}

static bool read_token(cursor *c, char out[SC_NET_MAX_WORD + 1])
{
    if (!read_word(c, "token", out)) {
        return false;
    }
    size_t n = strlen(out);
    bool ok = n == TOKEN_LEN;
    for (size_t i = 0; ok && i < n; i++) {
        ok = (out[i] >= '0' && out[i] <= '9') || (out[i] >= 'a' && out[i] <= 'f');
    }
    return ok ? true : fail(c, "bad token (%d lower-case hexadecimal digits)", TOKEN_LEN);
}

/* The rest of the line, as free text of printable ASCII. */
static bool read_text(cursor *c, const char *what, char out[SC_NET_MAX_TEXT + 1])
{
    if (at_end(c)) {
        return fail(c, "the %s is missing", what);
    }
    const char *s = c->line + c->at;
    size_t n = c->len - c->at;
    if (n > SC_NET_MAX_TEXT) {
        return fail(c, "a %s of %zu bytes (at most %d)", what, n, SC_NET_MAX_TEXT);
    }
    for (size_t i = 0; i < n; i++) {
        if ((unsigned char)s[i] >= 0x7f) {
            return fail(c, "byte 0x%02x outside ASCII in the %s", (unsigned char)s[i], what);
        }
    }
    if (s[0] == ' ' || s[n - 1] == ' ') {
        return fail(c, "a space at the start or the end of the %s", what);
    }
    memcpy(out, s, n);
    out[n] = '\0';
    c->at = c->len;
    return true;
}

/* One UTF-8 character at s (n bytes left): its code point and length, or
 * 0 when it is malformed (overlong, a surrogate, past U+10FFFF, cut). */
static size_t utf8_char(const unsigned char *s, size_t n, uint32_t *cp)
{
    size_t k = s[0] < 0x80                   ? 1
               : s[0] >= 0xC2 && s[0] < 0xE0 ? 2
               : s[0] >= 0xE0 && s[0] < 0xF0 ? 3
               : s[0] >= 0xF0 && s[0] < 0xF5 ? 4
                                             : 0;
    if (k == 0 || k > n) {
        return 0;
    }
    uint32_t v = k == 1 ? s[0] : k == 2 ? s[0] & 0x1Fu : k == 3 ? s[0] & 0x0Fu : s[0] & 0x07u;
    for (size_t i = 1; i < k; i++) {
        if ((s[i] & 0xC0) != 0x80) {
            return 0;
        }
        v = v << 6 | (s[i] & 0x3Fu);
    }
    if ((k == 3 && v < 0x800) || (k == 4 && (v < 0x10000 || v > 0x10FFFF)) ||
        (v >= 0xD800 && v <= 0xDFFF)) {
        return 0;
    }
    *cp = v;
    return k;
}

/* Characters a name may not hold: controls, line and paragraph separators,
 * the marks that reorder text (a name could pose as another), the BOM and
 * the noncharacters U+FFFE, U+FFFF (as the settings' names, which a joined
 * player's name may become). */
static bool name_char_ok(uint32_t cp)
{
    return !(cp < 0x20 || (cp >= 0x7F && cp <= 0x9F) || cp == 0x2028 || cp == 0x2029 ||
             (cp >= 0x200E && cp <= 0x200F) || (cp >= 0x202A && cp <= 0x202E) ||
             (cp >= 0x2066 && cp <= 0x2069) || cp == 0xFEFF || cp == 0xFFFE || cp == 0xFFFF);
}

/* The rest of the line, as a player's name. */
static bool read_name(cursor *c, char out[SC_NET_MAX_TEXT + 1])
{
    if (at_end(c)) {
        return fail(c, "the name is missing");
    }
    const unsigned char *s = (const unsigned char *)c->line + c->at;
    size_t n = c->len - c->at;
    if (n > SC_NET_MAX_NAME) {
        return fail(c, "a name of %zu bytes (at most %d)", n, SC_NET_MAX_NAME);
    }
    if (s[0] == ' ' || s[n - 1] == ' ') {
        return fail(c, "a space at the start or the end of the name");
    }
    for (size_t i = 0; i < n;) {
        uint32_t cp = 0;
        size_t k = utf8_char(s + i, n - i, &cp);
        if (k == 0) {
            return fail(c, "the name is not UTF-8 (byte %zu)", i);
        }
        if (!name_char_ok(cp)) {
            return fail(c, "the name holds the character U+%04" PRIX32, cp);
        }
        if (cp == ' ' && i + 1 < n && s[i + 1] == ' ') {
            return fail(c, "two spaces in a row in the name");
        }
        i += k;
    }
    memcpy(out, s, n);
    out[n] = '\0';
    c->at = c->len;
    return true;
}

static bool read_checksum(cursor *c, uint64_t *out)
{
    const char *w;
    size_t n;
    if (!next_word(c, "mat checksum", &w, &n)) {
        return false;
    }
    uint64_t v = 0;
    bool ok = n == 16;
    for (size_t i = 0; ok && i < n; i++) {
        char h = w[i];
        unsigned d = h >= '0' && h <= '9'   ? (unsigned)(h - '0')
                     : h >= 'a' && h <= 'f' ? (unsigned)(h - 'a' + 10)
                                            : 16;
        ok = d < 16;
        v = v << 4 | d;
    }
    if (!ok) {
        return fail(c, "bad mat checksum (16 lower-case hexadecimal digits)");
    }
    *out = v;
    return true;
}

static bool read_colour(cursor *c, sc_net_msg *m)
{
    uint32_t v = 0;
    if (!read_u32(c, "colour", SC_NET_COLOURS - 1, &v)) {
        return false;
    }
    m->colour = (uint8_t)v;
    return true;
}

static bool read_state(cursor *c, sc_net_msg *m)
{
    char w[SC_NET_MAX_WORD + 1];
    if (!read_word(c, "seat's state", w)) {
        return false;
    }
    for (unsigned s = 0; s < sizeof seat_states / sizeof seat_states[0]; s++) {
        if (strcmp(w, seat_states[s]) == 0) {
            m->state = (uint8_t)s;
            switch (s) {
            case SC_NET_SEAT_OPEN:
                return no_more(c, "table");
            case SC_NET_SEAT_COMPUTER:
                return read_word(c, "level", m->word) && no_more(c, "table");
            case SC_NET_SEAT_AWAY:
                return read_u32(c, "countdown", SC_NET_MAX_AWAY_S, &m->seconds) &&
                       read_name(c, m->text);
            default:
                /* A person with no name of their own (protocol 4): each
                 * window names the seat in its language ("Player 1"). */
                return at_end(c) || read_name(c, m->text);
            }
        }
    }
    char q[24];
    quote(w, strlen(w), q);
    return fail(c, "unknown seat state '%s' (open, computer, here or away)", q);
}

static bool read_args(cursor *c, sc_net_msg *m)
{
    const char *name = kinds[m->kind].name;
    switch ((sc_net_kind)m->kind) {
    case SC_NET_HELLO:
        if (!read_u32(c, "protocol", UINT32_MAX, &m->protocol) ||
            !read_word(c, "version", m->word)) {
            return false;
        }
        /* Another protocol may say anything more: the host answers with both
         * versions. */
        if (m->protocol != SC_NET_PROTOCOL) {
            c->at = c->len;
            return true;
        }
        return read_u32(c, "table", SC_NET_MAX_TABLE, &m->table) && no_more(c, name);
    case SC_NET_JOIN:
        return read_u32(c, "seat", SC_NET_MAX_SEATS - 1, &m->seat) && read_colour(c, m) &&
               read_name(c, m->text);
    case SC_NET_REJOIN:
        return read_token(c, m->word) && no_more(c, name);
    case SC_NET_ROLL:
    case SC_NET_UNDO:
        return read_u32(c, "step", SC_NET_MAX_STEP, &m->step) && no_more(c, name);
    case SC_NET_CHOOSE:
        return read_u32(c, "step", SC_NET_MAX_STEP, &m->step) && read_text(c, "choice", m->text);
    case SC_NET_BYE:
    case SC_NET_VIEW:
        return no_more(c, name);
    case SC_NET_WELCOME:
        return read_u32(c, "protocol", UINT32_MAX, &m->protocol) &&
               read_word(c, "version", m->word) && read_checksum(c, &m->checksum) &&
               read_u32(c, "number of players", SC_NET_MAX_SEATS, &m->seat) && no_more(c, name);
    case SC_NET_REFUSED:
        if (!read_word(c, "reason", m->text)) {
            return false;
        }
        if (strcmp(m->text, "version") == 0) {
            return read_u32(c, "protocol", UINT32_MAX, &m->protocol) &&
                   read_word(c, "version", m->word) && no_more(c, name);
        }
        return no_more(c, name);
    case SC_NET_SEATED:
        return read_u32(c, "seat", SC_NET_MAX_SEATS - 1, &m->seat) && read_token(c, m->word) &&
               no_more(c, name);
    case SC_NET_TABLE:
        return read_u32(c, "seat", SC_NET_MAX_SEATS - 1, &m->seat) && read_colour(c, m) &&
               read_state(c, m);
    case SC_NET_EVENT:
        return read_u32(c, "step", SC_NET_MAX_STEP, &m->step) && read_text(c, "event", m->text);
    case SC_NET_END:
        return read_u32(c, "step", SC_NET_MAX_STEP, &m->step) && no_more(c, name);
    case SC_NET_DENIED:
        return read_u32(c, "step", SC_NET_MAX_STEP, &m->step) && read_word(c, "reason", m->word) &&
               no_more(c, name);
    default:
        return fail(c, "unknown message");
    }
}

bool sc_net_msg_decode(const void *data, size_t len, sc_net_dir from, sc_net_msg *out, char *why,
                       size_t why_len)
{
    const char *s = data;
    cursor c = {.line = s, .why = why, .why_len = why_len};
    memset(out, 0, sizeof *out);
    if (why_len > 0) {
        why[0] = '\0';
    }
    size_t max = from == SC_NET_FROM_CLIENT ? SC_NET_MAX_CLIENT_MSG : SC_NET_MAX_HOST_MSG;
    if (len == 0) {
        return fail(&c, "an empty message");
    }
    if (len > max) {
        return fail(&c, "a message of %zu bytes (at most %zu from a %s)", len, max,
                    from == SC_NET_FROM_CLIENT ? "client" : "host");
    }
    const char *nl = memchr(s, '\n', len);
    c.len = nl ? (size_t)(nl - s) : len;
    if (c.len > MAX_LINE) {
        return fail(&c, "a first line of more than %d bytes", MAX_LINE);
    }
    for (size_t i = 0; i < c.len; i++) {
        unsigned char b = (unsigned char)s[i];
        if (b < 0x20 || b == 0x7f) {
            return fail(&c, "control byte 0x%02x at byte %zu", b, i);
        }
    }
    const char *w;
    size_t n;
    if (!next_word(&c, "kind of message", &w, &n)) {
        return false;
    }
    unsigned k = 0;
    while (k < SC_NET_KIND_COUNT &&
           !(strlen(kinds[k].name) == n && memcmp(kinds[k].name, w, n) == 0)) {
        k++;
    }
    if (k == SC_NET_KIND_COUNT) {
        char q[24];
        quote(w, n, q);
        return fail(&c, "unknown message '%s'", q);
    }
    if (kinds[k].dir != from) {
        return fail(&c, "'%s' is a %s's message, not a %s's", kinds[k].name,
                    from == SC_NET_FROM_CLIENT ? "host" : "client",
                    from == SC_NET_FROM_CLIENT ? "client" : "host");
    }
    out->kind = (uint8_t)k;
    if (kinds[k].record) {
        if (!nl || len - c.len - 1 == 0) {
            return fail(&c, "a '%s' message without its record", kinds[k].name);
        }
        out->payload = nl + 1;
        out->payload_len = len - c.len - 1;
        const char *nul = memchr(out->payload, '\0', out->payload_len);
        if (nul) {
            return fail(&c, "NUL byte in the record at byte %zu", (size_t)(nul - out->payload));
        }
    } else if (nl) {
        return fail(&c, "a line break in a '%s' message", kinds[k].name);
    }
    return read_args(&c, out);
}

/* ---- encoding ------------------------------------------------------------ */

static size_t put_args(const sc_net_msg *m, char *buf, size_t cap)
{
    const char *name = sc_net_kind_name((sc_net_kind)m->kind);
    switch ((sc_net_kind)m->kind) {
    case SC_NET_HELLO:
        if (m->protocol != SC_NET_PROTOCOL) {
            return (size_t)snprintf(buf, cap, "%s %" PRIu32 " %s", name, m->protocol, m->word);
        }
        return (size_t)snprintf(buf, cap, "%s %" PRIu32 " %s %" PRIu32, name, m->protocol, m->word,
                                m->table);
    case SC_NET_JOIN:
        return (size_t)snprintf(buf, cap, "%s %" PRIu32 " %u %s", name, m->seat,
                                (unsigned)m->colour, m->text);
    case SC_NET_REJOIN:
        return (size_t)snprintf(buf, cap, "%s %s", name, m->word);
    case SC_NET_ROLL:
    case SC_NET_UNDO:
    case SC_NET_END:
        return (size_t)snprintf(buf, cap, "%s %" PRIu32, name, m->step);
    case SC_NET_CHOOSE:
    case SC_NET_EVENT:
        return (size_t)snprintf(buf, cap, "%s %" PRIu32 " %s", name, m->step, m->text);
    case SC_NET_BYE:
    case SC_NET_VIEW:
        return (size_t)snprintf(buf, cap, "%s", name);
    case SC_NET_WELCOME:
        return (size_t)snprintf(buf, cap, "%s %" PRIu32 " %s %016" PRIx64 " %" PRIu32, name,
                                m->protocol, m->word, m->checksum, m->seat);
    case SC_NET_REFUSED:
        if (strcmp(m->text, "version") == 0) {
            return (size_t)snprintf(buf, cap, "%s version %" PRIu32 " %s", name, m->protocol,
                                    m->word);
        }
        return (size_t)snprintf(buf, cap, "%s %s", name, m->text);
    case SC_NET_SEATED:
        return (size_t)snprintf(buf, cap, "%s %" PRIu32 " %s", name, m->seat, m->word);
    case SC_NET_TABLE:
        if (m->state >= sizeof seat_states / sizeof seat_states[0]) {
            return 0;
        }
        if (m->state == SC_NET_SEAT_AWAY) {
            if (m->seconds > SC_NET_MAX_AWAY_S) {
                return 0;
            }
            return (size_t)snprintf(buf, cap, "%s %" PRIu32 " %u away %" PRIu32 " %s", name,
                                    m->seat, (unsigned)m->colour, m->seconds, m->text);
        }
        return (size_t)snprintf(buf, cap, "%s %" PRIu32 " %u %s%s%s", name, m->seat,
                                (unsigned)m->colour, seat_states[m->state],
                                m->state == SC_NET_SEAT_OPEN ||
                                        (m->state == SC_NET_SEAT_HERE && m->text[0] == '\0')
                                    ? ""
                                    : " ",
                                m->state == SC_NET_SEAT_OPEN       ? ""
                                : m->state == SC_NET_SEAT_COMPUTER ? m->word
                                                                   : m->text);
    case SC_NET_DENIED:
        return (size_t)snprintf(buf, cap, "%s %" PRIu32 " %s", name, m->step, m->word);
    default:
        return 0;
    }
}

size_t sc_net_msg_encode(const sc_net_msg *m, char *buf, size_t cap)
{
    if (m->kind >= SC_NET_KIND_COUNT || cap == 0) {
        return 0;
    }
    /* Text fields are NUL-terminated within their arrays, or nothing. */
    if (!memchr(m->word, '\0', sizeof m->word) || !memchr(m->text, '\0', sizeof m->text)) {
        return 0;
    }
    size_t n = put_args(m, buf, cap);
    if (n == 0 || n >= cap) {
        return 0;
    }
    if (kinds[m->kind].record) {
        if (m->payload == NULL || m->payload_len == 0 || n + 1 + m->payload_len > cap) {
            return 0;
        }
        buf[n++] = '\n';
        memcpy(buf + n, m->payload, m->payload_len);
        n += m->payload_len;
    }
    /* Only what decodes goes out: the decoder's rules are the encoder's. */
    sc_net_msg check;
    char why[8];
    if (!sc_net_msg_decode(buf, n, (sc_net_dir)kinds[m->kind].dir, &check, why, sizeof why)) {
        return 0;
    }
    return n;
}
