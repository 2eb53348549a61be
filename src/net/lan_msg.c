/* The datagrams of finding a game on the local network
 * (spacecats/net_lan.h): a probe, `spacecats-find PROTOCOL` padded with
 * dots to SC_NET_LAN_SIZE bytes, and an answer,
 *
 *     spacecats-here PROTOCOL VERSION PORT
 *     game TABLE PLAYERS OPEN VARIANTS[ NAME]
 *
 * with one to four game lines, lines joined by a line break. Like the
 * game's messages (msg.c) one spelling is accepted: single spaces,
 * numbers without sign or leading zero, the variants as the record writes
 * them in its order, a name as a `join` takes it. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "spacecats/attrs.h"
#include "spacecats/game.h"
#include "spacecats/net_lan.h"

#define PROBE_WORD "spacecats-find"
#define ANSWER_WORD "spacecats-here"

SC_PRINTF(3, 4) static bool fail(char *why, size_t why_len, const char *fmt, ...)
{
    if (why_len > 0) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(why, why_len, fmt, ap);
        va_end(ap);
    }
    return false;
}

void sc_net_lan_probe(uint8_t out[SC_NET_LAN_SIZE])
{
    memset(out, '.', SC_NET_LAN_SIZE);
    char head[40];
    int n = snprintf(head, sizeof head, PROBE_WORD " %d\n", SC_NET_PROTOCOL);
    memcpy(out, head, (size_t)n);
}

/* A decimal number without sign or leading zero, from min to max, taking
 * the whole of w[0..n). */
static bool number(const char *w, size_t n, uint32_t min, uint32_t max, uint32_t *out)
{
    if (n == 0 || n > 10 || (n > 1 && w[0] == '0')) {
        return false;
    }
    uint64_t v = 0;
    for (size_t i = 0; i < n; i++) {
        if (w[i] < '0' || w[i] > '9') {
            return false;
        }
        v = v * 10 + (uint64_t)(w[i] - '0');
    }
    if (v < min || v > max) {
        return false;
    }
    *out = (uint32_t)v;
    return true;
}

bool sc_net_lan_probe_check(const void *data, size_t len, char *why, size_t why_len)
{
    const char *d = data;
    if (len != SC_NET_LAN_SIZE) {
        return fail(why, why_len, "a probe of %zu bytes (it has %d)", len, SC_NET_LAN_SIZE);
    }
    size_t head = strlen(PROBE_WORD " ");
    if (memcmp(d, PROBE_WORD " ", head) != 0) {
        return fail(why, why_len, "not a probe (it starts '" PROBE_WORD " ')");
    }
    const char *end = memchr(d + head, '\n', len - head);
    uint32_t protocol;
    if (end == NULL || !number(d + head, (size_t)(end - d) - head, 0, UINT32_MAX, &protocol)) {
        return fail(why, why_len, "a probe's protocol is not a number ending its line");
    }
    for (const char *p = end + 1; p < d + len; p++) {
        if (*p != '.') {
            return fail(why, why_len, "byte %zu of a probe is not padding", (size_t)(p - d));
        }
    }
    return true;
}

/* ---- answers ---- */

/* The next word of line[*at..n), ended by a space or the line's end. */
static bool word(const char *line, size_t n, size_t *at, const char **w, size_t *wn)
{
    if (*at > n || *at == n) {
        return false;
    }
    const char *s = line + *at;
    const char *sp = memchr(s, ' ', n - *at);
    *wn = sp != NULL ? (size_t)(sp - s) : n - *at;
    *w = s;
    *at += *wn + (sp != NULL ? 1 : 0);
    /* A space must be followed by a word. */
    return *wn > 0 && !(sp != NULL && *at == n);
}

static bool printable_word(const char *w, size_t n, size_t max)
{
    if (n == 0 || n > max) {
        return false;
    }
    for (size_t i = 0; i < n; i++) {
        if ((unsigned char)w[i] <= 0x20 || (unsigned char)w[i] >= 0x7f) {
            return false;
        }
    }
    return true;
}

static const sc_variant variant_order[] = {SC_VARIANT_UFO, SC_VARIANT_EXPLORATION,
                                           SC_VARIANT_MISSIONS};
enum { N_VARIANTS = sizeof variant_order / sizeof variant_order[0] };

/* "none", or the variants' names in their order joined by commas. */
static bool read_variants(const char *w, size_t n, uint8_t *out)
{
    if (n == 4 && memcmp(w, "none", 4) == 0) {
        *out = 0;
        return true;
    }
    uint8_t v = 0;
    size_t at = 0;
    unsigned next = 0; /* the first variant that may come */
    while (at < n) {
        const char *comma = memchr(w + at, ',', n - at);
        size_t k = comma != NULL ? (size_t)(comma - (w + at)) : n - at;
        unsigned i = next;
        while (i < N_VARIANTS && !(strlen(sc_variant_name(variant_order[i])) == k &&
                                   memcmp(sc_variant_name(variant_order[i]), w + at, k) == 0)) {
            i++;
        }
        if (i == N_VARIANTS || (comma != NULL && comma + 1 == w + n)) {
            return false;
        }
        v |= (uint8_t)variant_order[i];
        next = i + 1;
        at += k + (comma != NULL ? 1 : 0);
    }
    *out = v;
    return v != 0;
}

static size_t put_variants(uint8_t variants, char *out, size_t cap)
{
    size_t n = 0;
    out[0] = '\0';
    for (unsigned i = 0; i < N_VARIANTS; i++) {
        if (variants & variant_order[i]) {
            int k = snprintf(out + n, cap - n, "%s%s", n > 0 ? "," : "",
                             sc_variant_name(variant_order[i]));
            n += (size_t)k;
        }
    }
    if (n == 0) {
        snprintf(out, cap, "none");
        n = 4;
    }
    return n;
}

/* A name as a `join` takes one (UTF-8, no control nor reordering mark). */
static bool name_ok(const char *w, size_t n)
{
    char msg[64];
    if (n == 0 || n > SC_NET_MAX_NAME) {
        return false;
    }
    int k = snprintf(msg, sizeof msg, "join 0 0 %.*s", (int)n, w);
    sc_net_msg m;
    char why[8];
    return k > 0 && sc_net_msg_decode(msg, (size_t)k, SC_NET_FROM_CLIENT, &m, why, sizeof why) &&
           strlen(m.text) == n;
}

static bool read_game(const char *line, size_t n, unsigned i, sc_net_lan_game *g, char *why,
                      size_t why_len)
{
    size_t at = 0;
    const char *w;
    size_t wn;
    uint32_t table, players, open;
    if (!word(line, n, &at, &w, &wn) || wn != 4 || memcmp(w, "game", 4) != 0) {
        return fail(why, why_len, "line %u of an answer is not a 'game' line", i + 2);
    }
    if (!word(line, n, &at, &w, &wn) || !number(w, wn, 0, SC_NET_MAX_TABLE, &table)) {
        return fail(why, why_len, "line %u: a table from 0 to %d", i + 2, SC_NET_MAX_TABLE);
    }
    if (!word(line, n, &at, &w, &wn) || !number(w, wn, 2, SC_NET_MAX_SEATS, &players)) {
        return fail(why, why_len, "line %u: players from 2 to %d", i + 2, SC_NET_MAX_SEATS);
    }
    if (!word(line, n, &at, &w, &wn) || !number(w, wn, 1, players, &open)) {
        return fail(why, why_len, "line %u: open seats from 1 to %u", i + 2, (unsigned)players);
    }
    if (!word(line, n, &at, &w, &wn) || !read_variants(w, wn, &g->variants)) {
        return fail(why, why_len, "line %u: the variants ('none' or 'ufo,exploration,missions')",
                    i + 2);
    }
    g->table = table;
    g->players = (uint8_t)players;
    g->open = (uint8_t)open;
    g->name[0] = '\0';
    if (at < n) { /* the rest is the name */
        if (!name_ok(line + at, n - at)) {
            return fail(why, why_len, "line %u: a name of 1 to %d bytes of UTF-8, as a player's",
                        i + 2, SC_NET_MAX_NAME);
        }
        memcpy(g->name, line + at, n - at);
        g->name[n - at] = '\0';
    }
    return true;
}

bool sc_net_lan_answer_decode(const void *data, size_t len, sc_net_lan_answer *out, char *why,
                              size_t why_len)
{
    const char *d = data;
    memset(out, 0, sizeof *out);
    if (len > SC_NET_LAN_SIZE) {
        return fail(why, why_len, "an answer of %zu bytes (at most %d)", len, SC_NET_LAN_SIZE);
    }
    if (memchr(d, '\0', len) != NULL) {
        return fail(why, why_len, "a NUL byte in an answer");
    }
    const char *nl = memchr(d, '\n', len);
    size_t n = nl != NULL ? (size_t)(nl - d) : len;
    size_t at = 0;
    const char *w;
    size_t wn;
    uint32_t protocol, port;
    if (!word(d, n, &at, &w, &wn) || wn != strlen(ANSWER_WORD) || memcmp(w, ANSWER_WORD, wn) != 0) {
        return fail(why, why_len, "not an answer (it starts '" ANSWER_WORD " ')");
    }
    if (!word(d, n, &at, &w, &wn) || !number(w, wn, 0, UINT32_MAX, &protocol)) {
        return fail(why, why_len, "an answer's protocol is not a number");
    }
    if (!word(d, n, &at, &w, &wn) || !printable_word(w, wn, SC_NET_MAX_WORD)) {
        return fail(why, why_len, "an answer's version: 1 to %d printable ASCII characters",
                    SC_NET_MAX_WORD);
    }
    memcpy(out->version, w, wn);
    out->version[wn] = '\0';
    if (!word(d, n, &at, &w, &wn) || !number(w, wn, 1, 65535, &port) || at != n) {
        return fail(why, why_len, "an answer's port: a number from 1 to 65535 ending its line");
    }
    out->protocol = protocol;
    out->port = (uint16_t)port;
    if (protocol != SC_NET_PROTOCOL) {
        return true; /* another version: its tables are not ours to read */
    }
    size_t start = n + 1;
    while (nl != NULL) {
        if (out->n_games == SC_NET_LAN_MAX_GAMES) {
            return fail(why, why_len, "more than %d games in an answer", SC_NET_LAN_MAX_GAMES);
        }
        nl = memchr(d + start, '\n', len - start);
        size_t ln = nl != NULL ? (size_t)(nl - (d + start)) : len - start;
        if (!read_game(d + start, ln, out->n_games, &out->games[out->n_games], why, why_len)) {
            return false;
        }
        out->n_games++;
        start += ln + 1;
    }
    if (out->n_games == 0) {
        return fail(why, why_len, "an answer without a game");
    }
    return true;
}

size_t sc_net_lan_answer_encode(const sc_net_lan_answer *a, char *buf, size_t cap)
{
    char out[SC_NET_LAN_SIZE + 1];
    if (a->n_games == 0 || a->n_games > SC_NET_LAN_MAX_GAMES || a->protocol != SC_NET_PROTOCOL ||
        a->port == 0 || !printable_word(a->version, strlen(a->version), SC_NET_MAX_WORD)) {
        return 0;
    }
    int n = snprintf(out, sizeof out, ANSWER_WORD " %u %s %u", (unsigned)a->protocol, a->version,
                     (unsigned)a->port);
    for (unsigned i = 0; i < a->n_games && n > 0 && (size_t)n < sizeof out; i++) {
        const sc_net_lan_game *g = &a->games[i];
        if (g->players < 2 || g->players > SC_NET_MAX_SEATS || g->open < 1 ||
            g->open > g->players || g->table > SC_NET_MAX_TABLE ||
            (g->variants & ~(unsigned)SC_VARIANT_ALL) != 0 ||
            (g->name[0] != '\0' && !name_ok(g->name, strlen(g->name)))) {
            return 0;
        }
        char variants[64];
        put_variants(g->variants, variants, sizeof variants);
        n += snprintf(out + n, sizeof out - (size_t)n, "\ngame %u %u %u %s%s%s", (unsigned)g->table,
                      (unsigned)g->players, (unsigned)g->open, variants,
                      g->name[0] != '\0' ? " " : "", g->name);
    }
    if (n <= 0 || (size_t)n > SC_NET_LAN_SIZE || (size_t)n > cap) {
        return 0;
    }
    memcpy(buf, out, (size_t)n);
    return (size_t)n;
}
