/* Game records: writing a game's history as text, and replaying such a text
 * (written by this module or by hand) into a game state. Pure core: the text
 * lives in memory, the callers read and write files. The format is described
 * in docs/game-record.md.
 *
 * Replay treats its input as hostile: every line is bounded, every number
 * range-checked, every index checked against the mat before the core sees
 * it, and every error names its line. */
#include "spacecats/record.h"

#include <inttypes.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "spacecats/attrs.h"

enum {
    MAX_LINE = 1024, /* bytes in one line, without its end */
    MAX_WORDS = 64,  /* words in one line */
    QUOTE_MAX = 40,  /* bytes of input quoted in a message */
    QUOTE_BUF = QUOTE_MAX + 4,
};

static const char MAGIC[] = "spacecats-record";
/* Ends a header line whose tokens were set by hand, not drawn by the seed. */
#define CHOSEN "chosen"

/* Header keywords, in their required order (the variant lines only with
 * their variant). */
static const char *const header_keywords[] = {
    "spacecats-record", "mat",      "players", "variants", "seed", "first", "expedition-pile",
    "exploration-pile", "missions", "start",
};

/* ---- writing ---------------------------------------------------------- */

static bool reserve(sc_record *r, size_t extra)
{
    if (r->failed) {
        return false;
    }
    if (extra > SIZE_MAX - 1 - r->len) {
        r->failed = true;
        return false;
    }
    size_t need = r->len + extra + 1;
    if (need <= r->cap) {
        return true;
    }
    size_t cap = r->cap ? r->cap : 1024;
    while (cap < need) {
        cap = cap > SIZE_MAX / 2 ? need : cap * 2;
    }
    char *text = realloc(r->text, cap);
    if (!text) {
        r->failed = true;
        return false;
    }
    r->text = text;
    r->cap = cap;
    return true;
}

static void put(sc_record *r, const char *s)
{
    size_t n = strlen(s);
    if (!reserve(r, n)) {
        return;
    }
    memcpy(r->text + r->len, s, n);
    r->len += n;
    r->text[r->len] = '\0';
}

SC_PRINTF(2, 3)
static void putf(sc_record *r, const char *fmt, ...)
{
    char buf[256];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    if (n < 0) {
        r->failed = true;
        return;
    }
    if ((size_t)n < sizeof buf) {
        put(r, buf);
        return;
    }
    if (!reserve(r, (size_t)n)) {
        return;
    }
    va_start(ap, fmt);
    vsnprintf(r->text + r->len, (size_t)n + 1, fmt, ap);
    va_end(ap);
    r->len += (size_t)n;
}

void sc_record_comment(sc_record *r, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n < 0) {
        r->failed = true;
        return;
    }
    if (!reserve(r, (size_t)n + 3)) {
        return;
    }
    char *line = r->text + r->len;
    line[0] = '#';
    line[1] = ' ';
    va_start(ap, fmt);
    vsnprintf(line + 2, (size_t)n + 1, fmt, ap);
    va_end(ap);
    for (int i = 2; i < n + 2; i++) {
        if ((unsigned char)line[i] < 0x20 || line[i] == 0x7f) {
            line[i] = ' ';
        }
    }
    line[n + 2] = '\n';
    line[n + 3] = '\0';
    r->len += (size_t)n + 3;
}

void sc_record_append(sc_record *r, const sc_record *other)
{
    if (other->failed) {
        r->failed = true;
        return;
    }
    if (other->len == 0 || !reserve(r, other->len)) {
        return;
    }
    memcpy(r->text + r->len, other->text, other->len);
    r->len += other->len;
    r->text[r->len] = '\0';
}

/* The mat's name as one printable line (it is only informative). */
static void printable_name(const sc_mat *mat, char *out, size_t cap)
{
    size_t n = 0;
    for (size_t i = 0; i < sizeof mat->name && mat->name[i] && n + 1 < cap; i++) {
        unsigned char c = (unsigned char)mat->name[i];
        out[n++] = (c < 0x20 || c == 0x7f) ? '?' : (char)c;
    }
    while (n > 0 && out[n - 1] == ' ') {
        n--;
    }
    out[n] = '\0';
    size_t lead = strspn(out, " ");
    if (out[lead] == '\0') {
        snprintf(out, cap, "unnamed");
    } else if (lead > 0) {
        memmove(out, out + lead, n - lead + 1);
    }
}

static void put_pile(sc_record *r, const char *keyword, const uint8_t *items, unsigned n,
                     const uint8_t *drawn, unsigned n_drawn)
{
    put(r, keyword);
    for (unsigned i = 0; i < n; i++) {
        putf(r, " %u", (unsigned)items[i]);
    }
    /* Not what the seed draws: a pile set by hand says so (replay checks
     * every other against the seed). */
    put(r, n == n_drawn && memcmp(items, drawn, n) == 0 ? "\n" : " " CHOSEN "\n");
}

void sc_record_begin(sc_record *r, const sc_game *g)
{
    const sc_mat *mat = g->mat;
    const sc_setup *setup = &g->setup;
    const sc_piles *piles = &g->piles;
    char name[sizeof mat->name + 8];

    r->len = 0;
    r->failed = false;
    if (r->text) {
        r->text[0] = '\0';
    }
    put(r, "# Space Cats game record (format: docs/game-record.md)\n");
    putf(r, "%s %d\n", MAGIC, SC_RECORD_VERSION);
    printable_name(mat, name, sizeof name);
    putf(r, "mat %s %016" PRIx64 "\n", name, mat->checksum);
    putf(r, "players %u\n", (unsigned)setup->n_players);
    put(r, "variants");
    if ((setup->variants & SC_VARIANT_ALL) == 0) {
        put(r, " none");
    }
    for (unsigned v = 1; v <= SC_VARIANT_MISSIONS; v <<= 1) {
        if (setup->variants & v) {
            put(r, " ");
            put(r, sc_variant_name((sc_variant)v));
        }
    }
    put(r, "\n");
    putf(r, "seed %" PRIu64 "\n", setup->seed);
    /* What the seed draws, to tell the lines set by hand (a game started
     * with piles of its own) from those replay checks against the seed. */
    sc_game seeded;
    const sc_piles *drawn =
        sc_game_init_with_piles(&seeded, mat, setup, NULL) ? &seeded.piles : piles;
    putf(r, "first %u%s\n", (unsigned)piles->first_player,
         setup->first_player >= 0                     ? ""
         : drawn->first_player == piles->first_player ? " drawn"
                                                      : " drawn " CHOSEN);
    if (setup->variants & SC_VARIANT_UFO) {
        put_pile(r, "expedition-pile", piles->exp, piles->n_exp, drawn->exp, drawn->n_exp);
    }
    if (setup->variants & SC_VARIANT_EXPLORATION) {
        put_pile(r, "exploration-pile", piles->explore, piles->n_explore, drawn->explore,
                 drawn->n_explore);
    }
    if (setup->variants & SC_VARIANT_MISSIONS) {
        unsigned dealt = mat->missions_dealt;
        for (unsigned p = 0; p < setup->n_players && p < SC_MAX_PLAYERS; p++) {
            char keyword[24];
            snprintf(keyword, sizeof keyword, "missions %u", p);
            unsigned from = p * dealt, n = 0, n_drawn = 0;
            if (from < piles->n_missions && from + dealt <= sizeof piles->missions) {
                n = piles->n_missions - from < dealt ? piles->n_missions - from : dealt;
            }
            if (from < drawn->n_missions && from + dealt <= sizeof drawn->missions) {
                n_drawn = drawn->n_missions - from < dealt ? drawn->n_missions - from : dealt;
            }
            put_pile(r, keyword, &piles->missions[from < sizeof piles->missions ? from : 0], n,
                     &drawn->missions[from < sizeof drawn->missions ? from : 0], n_drawn);
        }
    }
    put(r, "start\n");
}

void sc_record_roll(sc_record *r, const sc_game *before, const uint8_t *faces, unsigned n)
{
    (void)before;
    put(r, "roll");
    for (unsigned i = 0; i < n; i++) {
        put(r, " ");
        put(r, sc_face_name((sc_face)faces[i]));
    }
    put(r, "\n");
}

void sc_record_choice(sc_record *r, const sc_game *before, const sc_choice *c)
{
    char text[160];
    sc_choice_format(before, c, text, sizeof text);
    putf(r, "%d %s\n", (int)before->pending.player, text);
}

void sc_record_end(sc_record *r, const sc_game *g)
{
    sc_score score[SC_MAX_PLAYERS];
    unsigned n = g->setup.n_players <= SC_MAX_PLAYERS ? g->setup.n_players : SC_MAX_PLAYERS;
    sc_game_score(g, score);
    put(r, "# end: scores");
    for (unsigned p = 0; p < n; p++) {
        putf(r, " %d", score[p].total);
    }
    if (sc_game_over(g)) {
        unsigned winners = sc_game_winners(g);
        put(r, winners & (winners - 1) ? " (game over; shared victory: seats"
                                       : " (game over; winner: seat");
        for (unsigned p = 0; p < n; p++) {
            if (winners & (1u << p)) {
                putf(r, " %u", p);
            }
        }
        put(r, ")\n");
    } else {
        put(r, " (game in progress)\n");
    }
    for (unsigned p = 0; p < n; p++) {
        const sc_score *s = &score[p];
        putf(r,
             "# seat %u: %d = moons %d + deep space %d + planets %d + goals %d + ufo %d + "
             "exploration %d + missions %d\n",
             p, s->total, s->moons, s->deep_space, s->planets_total, s->goals, s->ufo,
             s->exploration, s->missions);
    }
    putf(r, "# expeditions %u, failures %u\n", (unsigned)g->expedition, (unsigned)g->failures);
}

void sc_record_free(sc_record *r)
{
    free(r->text);
    memset(r, 0, sizeof *r);
}

/* ---- errors ----------------------------------------------------------- */

SC_PRINTF(3, 4)
static bool fail(sc_record_error *err, unsigned line, const char *fmt, ...)
{
    if (!err) {
        return false;
    }
    size_t at = 0;
    err->line = line;
    err->message[0] = '\0';
    if (line > 0) {
        int n = snprintf(err->message, sizeof err->message, "line %u: ", line);
        at = n > 0 ? (size_t)n : 0;
    }
    if (at < sizeof err->message) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(err->message + at, sizeof err->message - at, fmt, ap);
        va_end(ap);
    }
    return false;
}

/* Input text fit for a message: printable ASCII, at most QUOTE_MAX bytes. */
static const char *quote(const char *s, char out[QUOTE_BUF])
{
    size_t n = 0;
    for (; s[n] && n < QUOTE_MAX; n++) {
        unsigned char c = (unsigned char)s[n];
        out[n] = (c < 0x20 || c >= 0x7f) ? '?' : (char)c;
    }
    if (s[n]) {
        memcpy(out + n, "...", 4);
    } else {
        out[n] = '\0';
    }
    return out;
}

/* "the game waits for ..." or "the game is over". */
static void describe_wait(const sc_game *g, char *out, size_t cap)
{
    const char *what = "?";
    switch (g->pending.kind) {
    case SC_PENDING_OVER:
        snprintf(out, cap, "the game is over");
        return;
    case SC_PENDING_ROLL:
        snprintf(out, cap, "the game waits for a roll by seat %d", g->pending.player);
        return;
    case SC_PENDING_MISSIONS:
        what = "return a mission";
        break;
    case SC_PENDING_BOARD:
        what = "board";
        break;
    case SC_PENDING_TRAVEL:
        what = "travel";
        break;
    case SC_PENDING_LAND:
        what = "stay or land";
        break;
    case SC_PENDING_PARACHUTE:
        what = "parachute (stay or land)";
        break;
    default:
        break;
    }
    snprintf(out, cap, "the game waits for seat %d's decision: %s", g->pending.player, what);
}

/* "line N: illegal decision 'x' for seat S; legal: a, b, ..." */
static bool fail_illegal(const sc_game *g, unsigned line, unsigned seat, const char *text,
                         sc_record_error *err)
{
    if (!err) {
        return false;
    }
    char q[QUOTE_BUF];
    const size_t cap = sizeof err->message;
    fail(err, line, "illegal decision '%s' for seat %u; legal:", quote(text, q), seat);
    size_t at = strlen(err->message);
    sc_choice list[SC_MAX_CHOICES];
    size_t n = sc_game_choices(g, list);
    if (n == 0 && at + 6 < cap) {
        memcpy(err->message + at, " none", 6);
        return false;
    }
    for (size_t i = 0; i < n; i++) {
        char item[160];
        size_t len = sc_choice_format(g, &list[i], item, sizeof item);
        if (len >= sizeof item) {
            len = sizeof item - 1;
        }
        /* Room for " item," and, unless this is the last one, " ...". */
        size_t need = len + 2 + (i + 1 < n ? 4 : 0);
        if (at + need >= cap) {
            if (at + 4 < cap) {
                memcpy(err->message + at, " ...", 5);
            }
            return false;
        }
        err->message[at++] = i ? ',' : ' ';
        if (i) {
            err->message[at++] = ' ';
        }
        memcpy(err->message + at, item, len);
        at += len;
        err->message[at] = '\0';
    }
    return false;
}

/* ---- reading lines ---------------------------------------------------- */

/* A roll line's faces all fit in an sc_record_action. */
_Static_assert(SC_RECORD_MAX_FACES >= MAX_WORDS - 1, "a roll's faces fit an action");

typedef struct reader {
    const char *text;
    size_t len;
    size_t pos;
    unsigned line;          /* number of the current line */
    char raw[MAX_LINE + 1]; /* the current line, without its end */
    char cut[MAX_LINE + 1]; /* the same, cut into words */
    char *w[MAX_WORDS];     /* the words, in cut */
    size_t at[MAX_WORDS];   /* where each word starts in raw */
    unsigned n;             /* word count */
    sc_record_visit visit;  /* told of each action replayed, or NULL */
    void *user;
} reader;

typedef enum { LINE_OK, LINE_END, LINE_ERROR } line_status;

static bool is_blank(char c)
{
    return c == ' ' || c == '\t';
}

/* The next line with words on it, skipping blank and comment lines. */
static line_status next_line(reader *rd, sc_record_error *err)
{
    while (rd->pos < rd->len) {
        size_t start = rd->pos;
        const char *nl = memchr(rd->text + start, '\n', rd->len - start);
        size_t end = nl ? (size_t)(nl - rd->text) : rd->len;
        rd->pos = nl ? end + 1 : rd->len;
        if (rd->line == UINT_MAX) {
            fail(err, rd->line, "too many lines");
            return LINE_ERROR;
        }
        rd->line++;
        if (start == 0 && end >= 3 && memcmp(rd->text, "\xEF\xBB\xBF", 3) == 0) {
            start = 3; /* a UTF-8 byte order mark, as some editors write */
        }
        size_t n = end - start;
        if (n > 0 && rd->text[start + n - 1] == '\r') {
            n--;
        }
        if (n > MAX_LINE) {
            fail(err, rd->line, "line too long (more than %d characters)", MAX_LINE);
            return LINE_ERROR;
        }
        if (memchr(rd->text + start, '\0', n)) {
            fail(err, rd->line, "NUL byte in the line");
            return LINE_ERROR;
        }
        memcpy(rd->raw, rd->text + start, n);
        rd->raw[n] = '\0';
        memcpy(rd->cut, rd->raw, n + 1);
        rd->n = 0;
        size_t i = 0;
        while (is_blank(rd->cut[i])) {
            i++;
        }
        if (rd->cut[i] == '\0' || rd->cut[i] == '#') {
            continue;
        }
        while (rd->cut[i]) {
            if (rd->n == MAX_WORDS) {
                fail(err, rd->line, "too many words (at most %d)", MAX_WORDS);
                return LINE_ERROR;
            }
            rd->at[rd->n] = i;
            rd->w[rd->n++] = &rd->cut[i];
            while (rd->cut[i] && !is_blank(rd->cut[i])) {
                i++;
            }
            while (is_blank(rd->cut[i])) {
                rd->cut[i++] = '\0';
            }
        }
        return LINE_OK;
    }
    return LINE_END;
}

static bool parse_u64(const char *s, uint64_t max, uint64_t *out)
{
    uint64_t v = 0;
    if (!*s) {
        return false;
    }
    for (; *s; s++) {
        if (*s < '0' || *s > '9') {
            return false;
        }
        unsigned d = (unsigned)(*s - '0');
        if (d > max || v > (max - d) / 10) {
            return false;
        }
        v = v * 10 + d;
    }
    *out = v;
    return true;
}

static bool parse_hex64(const char *s, uint64_t *out)
{
    uint64_t v = 0;
    size_t n = 0;
    for (; s[n]; n++) {
        char c = s[n];
        unsigned d;
        if (c >= '0' && c <= '9') {
            d = (unsigned)(c - '0');
        } else if (c >= 'a' && c <= 'f') {
            d = (unsigned)(c - 'a' + 10);
        } else if (c >= 'A' && c <= 'F') {
            d = (unsigned)(c - 'A' + 10);
        } else {
            return false;
        }
        if (n >= 16) {
            return false;
        }
        v = v << 4 | d;
    }
    if (n != 16) {
        return false;
    }
    *out = v;
    return true;
}

static bool is_header_keyword(const char *w)
{
    for (size_t i = 0; i < sizeof header_keywords / sizeof header_keywords[0]; i++) {
        if (strcmp(w, header_keywords[i]) == 0) {
            return true;
        }
    }
    return false;
}

static bool is_digit(char c)
{
    return c >= '0' && c <= '9';
}

/* The line has exactly `want` words; `needs` says what the keyword takes. */
static bool word_count(const reader *rd, unsigned want, const char *needs, sc_record_error *err)
{
    char q[QUOTE_BUF];
    if (rd->n < want) {
        return fail(err, rd->line, "'%s' needs %s", rd->w[0], needs);
    }
    if (rd->n > want) {
        return fail(err, rd->line, "unexpected '%s' at the end of the '%s' line",
                    quote(rd->w[want], q), rd->w[0]);
    }
    return true;
}

/* ---- the header ------------------------------------------------------- */

typedef struct header {
    sc_setup setup;
    uint8_t first;
    uint8_t n_exp, exp[SC_MAX_EXP_TOKENS];
    uint8_t n_explore, explore[SC_MAX_EXPLORATION_TOKENS];
    uint8_t n_missions, missions[SC_MAX_PLAYERS * 4];
    /* Where each line the seed determines is, and whether it says its
     * tokens were chosen by hand ("chosen" at its end: not checked). */
    unsigned first_line, exp_line, explore_line, missions_line[SC_MAX_PLAYERS];
    bool first_chosen, exp_chosen, explore_chosen, missions_chosen[SC_MAX_PLAYERS];
    unsigned start_line;
} header;

/* Why a variant's line is (or is not) expected. */
static const char *variant_hint(const char *keyword, unsigned variants, bool expected)
{
    static const struct {
        const char *keyword;
        unsigned variant;
        const char *on, *off;
    } hints[] = {
        {"expedition-pile", SC_VARIANT_UFO, " (the ufo variant needs it)",
         " (the ufo variant is off)"},
        {"exploration-pile", SC_VARIANT_EXPLORATION, " (the exploration variant needs it)",
         " (the exploration variant is off)"},
        {"missions", SC_VARIANT_MISSIONS, " (the missions variant needs a line per seat)",
         " (the missions variant is off)"},
    };
    for (size_t i = 0; i < sizeof hints / sizeof hints[0]; i++) {
        if (strcmp(keyword, hints[i].keyword) == 0) {
            bool on = (variants & hints[i].variant) != 0;
            if (expected && on) {
                return hints[i].on;
            }
            if (!expected) {
                return on ? "" : hints[i].off;
            }
        }
    }
    return expected ? " (the header lines come in a fixed order)" : "";
}

/* Reads the next line, which must be the header line `keyword`. */
static bool expect(reader *rd, const char *keyword, unsigned variants, sc_record_error *err)
{
    line_status st = next_line(rd, err);
    if (st == LINE_ERROR) {
        return false;
    }
    if (st == LINE_END) {
        if (strcmp(keyword, MAGIC) == 0) {
            return fail(err, 0, "empty record: it must begin with '%s %d'", MAGIC,
                        SC_RECORD_VERSION);
        }
        return fail(err, 0, "the record ends in its header, before its '%s' line", keyword);
    }
    const char *w = rd->w[0];
    if (strcmp(w, keyword) == 0) {
        return true;
    }
    char q[QUOTE_BUF];
    if (strcmp(keyword, MAGIC) == 0) {
        return fail(err, rd->line, "not a Space Cats record: it must begin with '%s %d'", MAGIC,
                    SC_RECORD_VERSION);
    }
    if (is_digit(w[0])) {
        return fail(err, rd->line, "a decision where the '%s' line was expected%s", keyword,
                    variant_hint(keyword, variants, true));
    }
    if (strcmp(w, "roll") == 0) {
        return fail(err, rd->line, "a roll where the '%s' line was expected%s", keyword,
                    variant_hint(keyword, variants, true));
    }
    if (!is_header_keyword(w)) {
        return fail(err, rd->line, "unknown keyword '%s'", quote(w, q));
    }
    const char *why = variant_hint(w, variants, false);
    if (!*why) {
        why = variant_hint(keyword, variants, true);
    }
    return fail(err, rd->line, "'%s' line where the '%s' line was expected%s", w, keyword, why);
}

static bool read_version(reader *rd, sc_record_error *err)
{
    char q[QUOTE_BUF];
    uint64_t v;
    if (!word_count(rd, 2, "the format version", err)) {
        return false;
    }
    if (!parse_u64(rd->w[1], UINT64_MAX, &v) || v == 0) {
        return fail(err, rd->line, "bad format version '%s'", quote(rd->w[1], q));
    }
    if (v > SC_RECORD_VERSION) {
        return fail(err, rd->line, "format version %" PRIu64 " is newer than this program's (%d)",
                    v, SC_RECORD_VERSION);
    }
    return true;
}

/* The mat line's checksum and name (the words between the keyword and the
 * checksum). */
static bool mat_line(const reader *rd, uint64_t *sum, char name[MAX_LINE + 1], sc_record_error *err)
{
    char q[QUOTE_BUF];
    if (rd->n < 3) {
        return fail(err, rd->line, "'mat' needs the mat's name and checksum");
    }
    const char *hex = rd->w[rd->n - 1];
    if (!parse_hex64(hex, sum)) {
        return fail(err, rd->line, "bad mat checksum '%s' (16 hex digits are needed)",
                    quote(hex, q));
    }
    size_t from = rd->at[1], to = rd->at[rd->n - 2] + strlen(rd->w[rd->n - 2]);
    memcpy(name, rd->raw + from, to - from);
    name[to - from] = '\0';
    return true;
}

static bool read_mat(reader *rd, const sc_mat *mat, sc_record_error *err)
{
    char q[QUOTE_BUF], q2[QUOTE_BUF];
    uint64_t sum;
    char name[MAX_LINE + 1];
    if (!mat_line(rd, &sum, name, err)) {
        return false;
    }
    if (sum == mat->checksum) {
        return true;
    }
    char ours[sizeof mat->name + 8];
    printable_name(mat, ours, sizeof ours);
    return fail(err, rd->line,
                "the record is for mat '%s' (checksum %016" PRIx64 "), not for mat '%s' "
                "(checksum %016" PRIx64 ")",
                quote(name, q), sum, quote(ours, q2), mat->checksum);
}

bool sc_record_mat_of(const char *text, size_t len, uint64_t *checksum, char *name, size_t name_len,
                      sc_record_error *err)
{
    reader rd;
    memset(&rd, 0, sizeof rd);
    rd.text = text;
    rd.len = text ? len : 0;
    if (err) {
        err->line = 0;
        err->message[0] = '\0';
    }
    char found[MAX_LINE + 1];
    uint64_t sum;
    if (!expect(&rd, MAGIC, 0, err) || !read_version(&rd, err) || !expect(&rd, "mat", 0, err) ||
        !mat_line(&rd, &sum, found, err)) {
        return false;
    }
    if (checksum) {
        *checksum = sum;
    }
    if (name && name_len > 0) {
        char q[QUOTE_BUF];
        snprintf(name, name_len, "%s", quote(found, q));
    }
    return true;
}

static bool read_players(reader *rd, header *h, sc_record_error *err)
{
    char q[QUOTE_BUF];
    uint64_t v;
    if (!word_count(rd, 2, "the number of players", err)) {
        return false;
    }
    if (!parse_u64(rd->w[1], 255, &v)) {
        return fail(err, rd->line, "bad number of players '%s'", quote(rd->w[1], q));
    }
    if (v < SC_MIN_PLAYERS || v > SC_MAX_PLAYERS) {
        return fail(err, rd->line, "%u players: a game has %d to %d", (unsigned)v, SC_MIN_PLAYERS,
                    SC_MAX_PLAYERS);
    }
    h->setup.n_players = (uint8_t)v;
    return true;
}

static bool read_variants(reader *rd, const sc_mat *mat, header *h, sc_record_error *err)
{
    char q[QUOTE_BUF];
    unsigned variants = 0;
    if (rd->n < 2) {
        return fail(err, rd->line, "'variants' needs a list of variants, or 'none'");
    }
    if (strcmp(rd->w[1], "none") == 0) {
        if (!word_count(rd, 2, "", err)) {
            return false;
        }
    } else {
        for (unsigned i = 1; i < rd->n; i++) {
            unsigned v = 1;
            while (v <= SC_VARIANT_MISSIONS && strcmp(rd->w[i], sc_variant_name((sc_variant)v))) {
                v <<= 1;
            }
            if (v > SC_VARIANT_MISSIONS) {
                return fail(err, rd->line,
                            "unknown variant '%s' (ufo, exploration, missions, or none alone)",
                            quote(rd->w[i], q));
            }
            if (variants & v) {
                return fail(err, rd->line, "variant '%s' named twice", rd->w[i]);
            }
            variants |= v;
        }
    }
    unsigned dealt = (unsigned)mat->missions_dealt * h->setup.n_players;
    if ((variants & SC_VARIANT_MISSIONS) && dealt > mat->n_mission_tokens) {
        return fail(err, rd->line,
                    "the mat's %u mission tokens cannot deal %u to each of %u players",
                    (unsigned)mat->n_mission_tokens, (unsigned)mat->missions_dealt,
                    (unsigned)h->setup.n_players);
    }
    h->setup.variants = (uint8_t)variants;
    return true;
}

static bool read_seed(reader *rd, header *h, sc_record_error *err)
{
    char q[QUOTE_BUF];
    uint64_t v;
    if (!word_count(rd, 2, "a number", err)) {
        return false;
    }
    if (!parse_u64(rd->w[1], UINT64_MAX, &v)) {
        return fail(err, rd->line, "bad seed '%s' (a number from 0 to %" PRIu64 ")",
                    quote(rd->w[1], q), UINT64_MAX);
    }
    h->setup.seed = v;
    return true;
}

static bool read_first(reader *rd, header *h, sc_record_error *err)
{
    char q[QUOTE_BUF];
    uint64_t v;
    bool drawn = rd->n >= 3 && strcmp(rd->w[2], "drawn") == 0;
    h->first_chosen = drawn && rd->n == 4 && strcmp(rd->w[3], CHOSEN) == 0;
    if (!word_count(rd, drawn ? (h->first_chosen ? 4u : 3u) : 2u, "the starting seat", err)) {
        return false;
    }
    if (!parse_u64(rd->w[1], 255, &v)) {
        return fail(err, rd->line, "bad seat '%s'", quote(rd->w[1], q));
    }
    if (v >= h->setup.n_players) {
        return fail(err, rd->line, "no seat %u in a %u-player game (seats count from 0)",
                    (unsigned)v, (unsigned)h->setup.n_players);
    }
    h->first = (uint8_t)v;
    h->setup.first_player = drawn ? -1 : (int8_t)v;
    h->first_line = rd->line;
    return true;
}

/* Token indices from word `from` on: each in range and each once. `seen`
 * is shared across the lines of one pile. */
static bool read_tokens(reader *rd, unsigned from, unsigned end, const char *what,
                        unsigned n_tokens, bool *seen, uint8_t *out, sc_record_error *err)
{
    char q[QUOTE_BUF];
    for (unsigned i = from; i < end; i++) {
        uint64_t v;
        if (!parse_u64(rd->w[i], 255, &v)) {
            return fail(err, rd->line, "bad %s token '%s'", what, quote(rd->w[i], q));
        }
        if (v >= n_tokens) {
            if (n_tokens == 0) {
                return fail(err, rd->line, "%s token %u does not exist (the mat has none)", what,
                            (unsigned)v);
            }
            return fail(err, rd->line, "%s token %u does not exist (the mat has %u: 0 to %u)", what,
                        (unsigned)v, n_tokens, n_tokens - 1);
        }
        if (seen[v]) {
            return fail(err, rd->line, "%s token %u appears twice", what, (unsigned)v);
        }
        seen[v] = true;
        out[i - from] = (uint8_t)v;
    }
    return true;
}

/* Whether the line ends with the word "chosen" (tokens set by hand). */
static bool ends_chosen(const reader *rd)
{
    return rd->n >= 2 && strcmp(rd->w[rd->n - 1], CHOSEN) == 0;
}

static bool read_pile(reader *rd, const char *what, unsigned n_tokens, unsigned cap, uint8_t *out,
                      uint8_t *n_out, bool *chosen, sc_record_error *err)
{
    bool seen[256] = {false};
    *chosen = ends_chosen(rd);
    unsigned end = rd->n - (*chosen ? 1u : 0u);
    unsigned n = end - 1;
    if (n_tokens > cap) {
        n_tokens = cap; /* a mat not passed through sc_mat_finish */
    }
    if (n > n_tokens) {
        return fail(err, rd->line, "%u %s tokens, but the mat has %u", n, what, n_tokens);
    }
    if (!read_tokens(rd, 1, end, what, n_tokens, seen, out, err)) {
        return false;
    }
    *n_out = (uint8_t)n;
    return true;
}

static bool read_missions(reader *rd, const sc_mat *mat, unsigned seat, header *h, bool *seen,
                          sc_record_error *err)
{
    char q[QUOTE_BUF];
    unsigned dealt = mat->missions_dealt;
    unsigned n_tokens = mat->n_mission_tokens;
    uint64_t v;
    if (dealt > 4 || n_tokens > SC_MAX_MISSION_TOKENS) {
        return fail(err, rd->line, "the mat's missions are out of range");
    }
    if (rd->n < 2) {
        return fail(err, rd->line, "'missions' needs a seat and its dealt mission tokens");
    }
    if (!parse_u64(rd->w[1], 255, &v)) {
        return fail(err, rd->line, "bad seat '%s'", quote(rd->w[1], q));
    }
    if (v != seat) {
        return fail(err, rd->line, "missions for seat %u where seat %u's were expected",
                    (unsigned)v, seat);
    }
    h->missions_chosen[seat] = ends_chosen(rd);
    h->missions_line[seat] = rd->line;
    unsigned end = rd->n - (h->missions_chosen[seat] ? 1u : 0u);
    if (end - 2 != dealt) {
        return fail(err, rd->line, "%u mission tokens for seat %u, but the mat deals %u", end - 2,
                    seat, dealt);
    }
    if (!read_tokens(rd, 2, end, "mission", n_tokens, seen, &h->missions[h->n_missions], err)) {
        return false;
    }
    h->n_missions = (uint8_t)(h->n_missions + dealt);
    return true;
}

static bool read_header(reader *rd, const sc_mat *mat, header *h, sc_record_error *err)
{
    memset(h, 0, sizeof *h);
    if (!expect(rd, MAGIC, 0, err) || !read_version(rd, err)) {
        return false;
    }
    if (!expect(rd, "mat", 0, err) || !read_mat(rd, mat, err)) {
        return false;
    }
    if (!expect(rd, "players", 0, err) || !read_players(rd, h, err)) {
        return false;
    }
    if (!expect(rd, "variants", 0, err) || !read_variants(rd, mat, h, err)) {
        return false;
    }
    unsigned variants = h->setup.variants;
    if (!expect(rd, "seed", variants, err) || !read_seed(rd, h, err)) {
        return false;
    }
    if (!expect(rd, "first", variants, err) || !read_first(rd, h, err)) {
        return false;
    }
    if (variants & SC_VARIANT_UFO) {
        if (!expect(rd, "expedition-pile", variants, err) ||
            !read_pile(rd, "expedition", mat->n_exp_tokens, SC_MAX_EXP_TOKENS, h->exp, &h->n_exp,
                       &h->exp_chosen, err)) {
            return false;
        }
        h->exp_line = rd->line;
    }
    if (variants & SC_VARIANT_EXPLORATION) {
        if (!expect(rd, "exploration-pile", variants, err) ||
            !read_pile(rd, "exploration", mat->n_explore_tokens, SC_MAX_EXPLORATION_TOKENS,
                       h->explore, &h->n_explore, &h->explore_chosen, err)) {
            return false;
        }
        h->explore_line = rd->line;
    }
    if (variants & SC_VARIANT_MISSIONS) {
        bool seen[256] = {false};
        for (unsigned p = 0; p < h->setup.n_players; p++) {
            if (!expect(rd, "missions", variants, err) ||
                !read_missions(rd, mat, p, h, seen, err)) {
                return false;
            }
        }
    }
    if (!expect(rd, "start", variants, err) || !word_count(rd, 1, "", err)) {
        return false;
    }
    h->start_line = rd->line;
    return true;
}

/* A pile as words, for a message: "3 1 4 ..." (the first few tokens). */
static void pile_text(const uint8_t *items, unsigned n, char *out, size_t cap)
{
    size_t at = 0;
    out[0] = '\0';
    for (unsigned i = 0; i < n && at + 8 < cap; i++) {
        if (i == 6) {
            snprintf(out + at, cap - at, " ...");
            return;
        }
        int w = snprintf(out + at, cap - at, "%s%u", i ? " " : "", (unsigned)items[i]);
        at += w > 0 ? (size_t)w : 0;
    }
}

static bool same_tokens(const uint8_t *a, unsigned na, const uint8_t *b, unsigned nb)
{
    return na == nb && memcmp(a, b, na) == 0;
}

/* Every line the seed determines says what the seed draws: a drawn first
 * seat and the piles of the variants in play, unless the line says its
 * tokens were chosen by hand. A line changed by an edit or by damage would
 * otherwise load as another game. `drawn` holds the seed's piles. */
static bool seed_lines_match(const header *h, const sc_mat *mat, const sc_piles *drawn,
                             sc_record_error *err)
{
    static const char why[] = "the record was changed or damaged (a line set by hand ends with "
                              "'" CHOSEN "')";
    const sc_setup *s = &h->setup;
    char text[64];
    if (s->first_player < 0 && !h->first_chosen && drawn->first_player != h->first) {
        return fail(err, h->first_line, "seed %" PRIu64 " draws seat %u to start, not seat %u: %s",
                    s->seed, (unsigned)drawn->first_player, (unsigned)h->first, why);
    }
    if ((s->variants & SC_VARIANT_UFO) && !h->exp_chosen &&
        !same_tokens(h->exp, h->n_exp, drawn->exp, drawn->n_exp)) {
        pile_text(drawn->exp, drawn->n_exp, text, sizeof text);
        return fail(err, h->exp_line,
                    "seed %" PRIu64 " shuffles the expedition pile as %s, not as written: %s",
                    s->seed, text, why);
    }
    if ((s->variants & SC_VARIANT_EXPLORATION) && !h->explore_chosen &&
        !same_tokens(h->explore, h->n_explore, drawn->explore, drawn->n_explore)) {
        pile_text(drawn->explore, drawn->n_explore, text, sizeof text);
        return fail(err, h->explore_line,
                    "seed %" PRIu64 " shuffles the exploration pile as %s, not as written: %s",
                    s->seed, text, why);
    }
    unsigned dealt = mat->missions_dealt;
    for (unsigned p = 0; (s->variants & SC_VARIANT_MISSIONS) && p < s->n_players; p++) {
        const uint8_t *want = &drawn->missions[p * dealt];
        if (!h->missions_chosen[p] && (drawn->n_missions < (p + 1) * dealt ||
                                       memcmp(&h->missions[p * dealt], want, dealt) != 0)) {
            pile_text(want, dealt, text, sizeof text);
            return fail(err, h->missions_line[p],
                        "seed %" PRIu64 " deals seat %u the missions %s, not the ones written: %s",
                        s->seed, p, text, why);
        }
    }
    return true;
}

/* Sets the game up as the header says: the piles the seed draws, with the
 * recorded ones in place of those of the variants in play. */
static bool start_game(const header *h, const sc_mat *mat, sc_game *g, sc_record_error *err)
{
    if (!sc_game_init_with_piles(g, mat, &h->setup, NULL)) {
        return fail(err, h->start_line, "the mat cannot host this setup");
    }
    if (!seed_lines_match(h, mat, &g->piles, err)) {
        return false;
    }
    sc_piles piles = g->piles;
    piles.first_player = h->first;
    if (h->setup.variants & SC_VARIANT_UFO) {
        memset(piles.exp, 0, sizeof piles.exp);
        piles.n_exp = h->n_exp;
        memcpy(piles.exp, h->exp, h->n_exp);
    }
    if (h->setup.variants & SC_VARIANT_EXPLORATION) {
        memset(piles.explore, 0, sizeof piles.explore);
        piles.n_explore = h->n_explore;
        memcpy(piles.explore, h->explore, h->n_explore);
    }
    if (h->setup.variants & SC_VARIANT_MISSIONS) {
        memset(piles.missions, 0, sizeof piles.missions);
        piles.n_missions = h->n_missions;
        memcpy(piles.missions, h->missions, h->n_missions);
    }
    if (!sc_game_init_with_piles(g, mat, &h->setup, &piles)) {
        return fail(err, h->start_line, "the piles do not fit the mat");
    }
    return true;
}

/* ---- the events ------------------------------------------------------- */

static bool replay_roll(reader *rd, sc_game *g, sc_record *out, sc_record_error *err)
{
    char q[QUOTE_BUF], wait[128];
    if (g->pending.kind != SC_PENDING_ROLL) {
        describe_wait(g, wait, sizeof wait);
        return fail(err, rd->line, "a roll, but %s", wait);
    }
    unsigned n = rd->n - 1;
    if (n != g->pool) {
        return fail(err, rd->line, "%u %s rolled but the pool has %u", n, n == 1 ? "die" : "dice",
                    (unsigned)g->pool);
    }
    uint8_t faces[MAX_WORDS];
    int commander = g->pending.player;
    for (unsigned i = 0; i < n; i++) {
        const char *w = rd->w[i + 1];
        sc_face f;
        if (!sc_face_parse(w, &f)) {
            return fail(err, rd->line, "unknown die face '%s' (the faces are A, 1, 2, 3, 4)",
                        quote(w, q));
        }
        bool on_die = false;
        for (unsigned k = 0; k < g->mat->n_die_sides && k < SC_MAX_DIE_SIDES; k++) {
            on_die = on_die || g->mat->die_sides[k] == f;
        }
        if (!on_die) {
            return fail(err, rd->line, "the die has no face '%s'", w);
        }
        faces[i] = (uint8_t)f;
    }
    sc_game before = *g;
    if (sc_game_roll_fixed(g, faces, n) != SC_OK) {
        return fail(err, rd->line, "the dice do not fit the pool");
    }
    if (out) {
        sc_record_roll(out, g, faces, n);
    }
    if (rd->visit) {
        sc_record_action a = {
            .roll = true, .player = commander, .n_faces = n, .before = &before, .after = g};
        memcpy(a.faces, faces, n < SC_RECORD_MAX_FACES ? n : SC_RECORD_MAX_FACES);
        rd->visit(rd->user, &a);
    }
    return true;
}

static bool replay_decision(reader *rd, sc_game *g, sc_record *out, sc_record_error *err)
{
    char q[QUOTE_BUF], wait[128];
    uint64_t seat;
    if (!parse_u64(rd->w[0], 255, &seat)) {
        return fail(err, rd->line, "bad seat '%s'", quote(rd->w[0], q));
    }
    if (seat >= g->setup.n_players) {
        return fail(err, rd->line, "no seat %u in a %u-player game (seats count from 0)",
                    (unsigned)seat, (unsigned)g->setup.n_players);
    }
    if (g->pending.kind == SC_PENDING_ROLL || g->pending.kind == SC_PENDING_OVER ||
        g->pending.player != (int)seat) {
        describe_wait(g, wait, sizeof wait);
        return fail(err, rd->line, "a decision by seat %u, but %s", (unsigned)seat, wait);
    }
    if (rd->n < 2) {
        return fail(err, rd->line, "the decision of seat %u is missing", (unsigned)seat);
    }
    /* The decision: the rest of the line, without trailing blanks. */
    char text[MAX_LINE + 1];
    size_t len = strlen(rd->raw + rd->at[1]);
    memcpy(text, rd->raw + rd->at[1], len + 1);
    while (len > 0 && is_blank(text[len - 1])) {
        text[--len] = '\0';
    }
    sc_choice c;
    if (!sc_choice_parse(g, text, &c)) {
        return fail(err, rd->line, "cannot read decision '%s'", quote(text, q));
    }
    if (!sc_game_is_legal(g, &c)) {
        return fail_illegal(g, rd->line, (unsigned)seat, text, err);
    }
    sc_game before = *g;
    if (sc_game_apply(g, &c) != SC_OK) {
        return fail(err, rd->line, "the game refused decision '%s'", quote(text, q));
    }
    if (out) {
        sc_record_choice(out, &before, &c);
    }
    if (rd->visit) {
        sc_record_action a = {
            .roll = false, .player = (int)seat, .choice = c, .before = &before, .after = g};
        rd->visit(rd->user, &a);
    }
    return true;
}

bool sc_record_resume(const char *text, size_t len, const sc_mat *mat, sc_game *g, sc_record *out,
                      sc_record_error *err)
{
    return sc_record_resume_each(text, len, mat, g, out, NULL, NULL, err);
}

bool sc_record_resume_each(const char *text, size_t len, const sc_mat *mat, sc_game *g,
                           sc_record *out, sc_record_visit visit, void *user, sc_record_error *err)
{
    reader rd;
    header h;
    memset(g, 0, sizeof *g);
    if (err) {
        err->line = 0;
        err->message[0] = '\0';
    }
    if (out) {
        out->len = 0;
        out->failed = false;
        if (out->text) {
            out->text[0] = '\0';
        }
    }
    if (!mat) {
        return fail(err, 0, "no mat to replay the record on");
    }
    if (!text && len > 0) {
        return fail(err, 0, "no record text");
    }
    memset(&rd, 0, sizeof rd);
    rd.visit = visit;
    rd.user = user;
    rd.text = text;
    rd.len = text ? len : 0;
    if (!read_header(&rd, mat, &h, err) || !start_game(&h, mat, g, err)) {
        memset(g, 0, sizeof *g);
        return false;
    }
    if (out) {
        sc_record_begin(out, g);
    }
    for (;;) {
        char q[QUOTE_BUF];
        line_status st = next_line(&rd, err);
        if (st == LINE_END) {
            return true;
        }
        if (st == LINE_ERROR) {
            return false;
        }
        const char *w = rd.w[0];
        bool ok;
        if (strcmp(w, "roll") == 0) {
            ok = replay_roll(&rd, g, out, err);
        } else if (is_digit(w[0])) {
            ok = replay_decision(&rd, g, out, err);
        } else if (is_header_keyword(w)) {
            ok = fail(err, rd.line, "'%s' belongs to the header, before 'start'", w);
        } else {
            ok = fail(err, rd.line, "unknown keyword '%s'", quote(w, q));
        }
        if (!ok) {
            return false;
        }
    }
}

bool sc_record_replay(const char *text, size_t len, const sc_mat *mat, sc_game *g,
                      sc_record_error *err)
{
    return sc_record_resume(text, len, mat, g, NULL, err);
}
