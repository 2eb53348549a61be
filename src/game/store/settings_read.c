/* Reading the player's settings in YAML (libyaml's document API, as the mat loader).
 *
 * Unlike the mat, the settings are never required: every key is read on its
 * own, and a bad one keeps its default while the rest of the file still
 * counts. Only the first problem is reported (one line for the player), but
 * every bad key is skipped. */
#include "settings.h"

#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <yaml.h>

#include "i18n.h"
#include "seats.h"
#include "spacecats/ai.h"
#include "spacecats/file_io.h"
#include "spacecats/yaml_read.h"

static const char *const languages[] = {"en", "fr"};

/* ---- reading ------------------------------------------------------------ */

typedef struct reader {
    const char *path;
    yaml_document_t *doc;
    char *warn;
    size_t warn_len;
    bool warned;
    bool unusable;         /* none of the file could be read (see gm_settings_read) */
    unsigned seat;         /* the seat being read */
    unsigned colour_given; /* bit per seat whose colour the file sets */
} reader;

/* Records a problem; only the first one reaches the message. Returns false
 * so callers can `return problem(...)`. */
SC_PRINTF(3, 4)
static bool problem(reader *rd, size_t line, const char *fmt, ...)
{
    if (rd->warned) {
        return false;
    }
    rd->warned = true;
    if (rd->warn == NULL || rd->warn_len == 0) {
        return false;
    }
    int n = snprintf(rd->warn, rd->warn_len, "%s:%zu: ", rd->path, line);
    if (n >= 0 && (size_t)n < rd->warn_len) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(rd->warn + n, rd->warn_len - (size_t)n, fmt, ap);
        va_end(ap);
    }
    return false;
}

/* The text of a scalar value, or NULL (reported) for a list or mapping. */
static const char *scalar_or_keep_default(reader *rd, const yaml_node_t *n, const char *key)
{
    const char *t = sc_yaml_text(n);
    if (t == NULL) {
        char d[48];
        problem(rd, sc_yaml_line(n), _("%s: expected a value, got %s; the default is kept"), key,
                sc_yaml_shown(n, d, sizeof d));
    }
    return t;
}

static bool read_bool(reader *rd, const yaml_node_t *n, const char *key, bool *out)
{
    const char *t = scalar_or_keep_default(rd, n, key);
    if (t == NULL) {
        return false;
    }
    if (sc_yaml_bool_value(n, out)) {
        return true;
    }
    char d[48];
    return problem(rd, sc_yaml_line(n),
                   _("%s: expected true or false, got '%s'; the default is kept"), key,
                   sc_yaml_shown(n, d, sizeof d));
}

/* A whole number; out of [lo, hi] it is clamped (with a warning), not refused. */
static bool read_int(reader *rd, const yaml_node_t *n, const char *key, long lo, long hi, long *out)
{
    const char *t = scalar_or_keep_default(rd, n, key);
    if (t == NULL) {
        return false;
    }
    long v = 0;
    bool huge = false;
    char d[48];
    if (!sc_yaml_int_value(n, &v, &huge)) {
        return problem(
            rd, sc_yaml_line(n),
            _("%s: expected a whole number from %ld to %ld, got '%s'; the default is kept"), key,
            lo, hi, sc_yaml_shown(n, d, sizeof d));
    }
    if (huge || v < lo || v > hi) {
        long c = huge ? (v < 0 ? lo : hi) : (v < lo ? lo : hi);
        problem(rd, sc_yaml_line(n), _("%s: %s is out of range (%ld to %ld); %ld is used"), key,
                sc_yaml_shown(n, d, sizeof d), lo, hi, c);
        *out = c;
        return true;
    }
    *out = v;
    return true;
}

/* One of names[0 .. n); its index in *out. */
static bool read_name(reader *rd, const yaml_node_t *n, const char *key, const char *const *names,
                      size_t count, size_t *out)
{
    const char *t = scalar_or_keep_default(rd, n, key);
    if (t == NULL) {
        return false;
    }
    for (size_t i = 0; i < count; i++) {
        if (strcmp(t, names[i]) == 0) {
            *out = i;
            return true;
        }
    }
    char list[160] = "", d[48];
    size_t used = 0;
    for (size_t i = 0; i < count; i++) {
        int w = snprintf(list + used, sizeof list - used, "%s%s", i ? ", " : "", names[i]);
        if (w < 0 || (size_t)w >= sizeof list - used) {
            break;
        }
        used += (size_t)w;
    }
    return problem(rd, sc_yaml_line(n),
                   _("%s: unknown value '%s' (expected %s); the default is kept"), key,
                   sc_yaml_shown(n, d, sizeof d), list);
}

static void read_language(reader *rd, const yaml_node_t *n, gm_settings *s)
{
    const char *t = scalar_or_keep_default(rd, n, "language");
    if (t == NULL) {
        return;
    }
    if (t[0] == '\0' || strcmp(t, "system") == 0) {
        s->lang[0] = '\0';
        return;
    }
    for (size_t i = 0; i < sizeof languages / sizeof languages[0]; i++) {
        if (strcmp(t, languages[i]) == 0) {
            snprintf(s->lang, sizeof s->lang, "%s", languages[i]);
            return;
        }
    }
    char d[48];
    problem(rd, sc_yaml_line(n),
            _("language: unknown language '%s' (expected system, en or fr); the system's is used"),
            sc_yaml_shown(n, d, sizeof d));
}

/* Keeps a name only if it is printable text of a sensible length: it is
 * drawn on screen and written back into this file and into saves. */
static bool read_seat_name(reader *rd, const yaml_node_t *n, char out[GM_NAME_LEN])
{
    const char *t = scalar_or_keep_default(rd, n, "seats: name");
    if (t == NULL) {
        return false;
    }
    size_t len = n->data.scalar.length;
    gm_name_check check = gm_seat_name_check(t, len);
    if (check == GM_NAME_BAD_UTF8) {
        return problem(rd, sc_yaml_line(n),
                       _("seats: name: not valid UTF-8 text; the default is kept"));
    }
    if (check == GM_NAME_CONTROL) {
        return problem(rd, sc_yaml_line(n),
                       _("seats: name: control characters are not allowed; the default is kept"));
    }
    if (len >= GM_NAME_LEN) {
        /* Cut at a character boundary (UTF-8 continuation bytes are 10xxxxxx). */
        size_t cut = GM_NAME_LEN - 1;
        while (cut > 0 && ((unsigned char)t[cut] & 0xc0) == 0x80) {
            cut--;
        }
        memcpy(out, t, cut);
        out[cut] = '\0';
        return problem(rd, sc_yaml_line(n),
                       _("seats: name: longer than %d bytes; it is cut to '%s'"), GM_NAME_LEN - 1,
                       out);
    }
    memcpy(out, t, len + 1);
    return true;
}

/* Keys of a mapping, each read by a callback; unknown and repeated keys are
 * reported and skipped. */
typedef void (*key_fn)(reader *rd, const char *key, const yaml_node_t *value, void *ctx);

static void each_key(reader *rd, const yaml_node_t *map, const char *where,
                     const char *const *known, key_fn fn, void *ctx)
{
    const yaml_node_pair_t *start = map->data.mapping.pairs.start;
    const yaml_node_pair_t *top = map->data.mapping.pairs.top;
    for (const yaml_node_pair_t *p = start; p < top; p++) {
        yaml_node_t *key = yaml_document_get_node(rd->doc, p->key);
        yaml_node_t *value = yaml_document_get_node(rd->doc, p->value);
        const char *name = sc_yaml_text(key);
        if (key == NULL || value == NULL) {
            continue;
        }
        char d[48];
        if (name == NULL) {
            problem(rd, sc_yaml_line(key), _("%sa key must be a name, got %s; it is ignored"),
                    where, sc_yaml_shown(key, d, sizeof d));
            continue;
        }
        bool ok = false;
        for (const char *const *k = known; *k != NULL && !ok; k++) {
            ok = strcmp(name, *k) == 0;
        }
        if (!ok) {
            problem(rd, sc_yaml_line(key), _("%sunknown setting '%s'; it is ignored"), where,
                    sc_yaml_shown(key, d, sizeof d));
            continue;
        }
        bool repeated = false;
        for (const yaml_node_pair_t *q = start; q < p && !repeated; q++) {
            const char *other = sc_yaml_text(yaml_document_get_node(rd->doc, q->key));
            repeated = other != NULL && strcmp(other, name) == 0;
        }
        if (repeated) {
            problem(rd, sc_yaml_line(key), _("%s'%s' is given twice; the first one counts"), where,
                    name);
            continue;
        }
        fn(rd, name, value, ctx);
    }
}

static void seat_key(reader *rd, const char *key, const yaml_node_t *v, void *ctx)
{
    gm_seat *seat = ctx;
    if (strcmp(key, "kind") == 0) {
        /* A friend's seat: open for a friend when the game is hosted. */
        static const char *const kinds[] = {"human", "computer", "friend"};
        static const uint8_t kind_of[] = {GM_SEAT_HUMAN, GM_SEAT_COMPUTER, GM_SEAT_REMOTE};
        size_t k;
        if (read_name(rd, v, "seats: kind", kinds, 3, &k)) {
            seat->kind = kind_of[k];
        }
    } else if (strcmp(key, "level") == 0) {
        const char *t = scalar_or_keep_default(rd, v, "seats: level");
        if (t != NULL) {
            const sc_ai_level *l = sc_ai_level_find(t);
            char d[48];
            if (l != NULL) {
                seat->level = (uint8_t)l->id;
            } else {
                problem(rd, sc_yaml_line(v),
                        _("seats: level: unknown level '%s' (expected %s); %s is used"),
                        sc_yaml_shown(v, d, sizeof d), "kitten, cadet, captain or commander",
                        sc_ai_levels[gm_settings_default_level()].name);
            }
        }
    } else if (strcmp(key, "colour") == 0) {
        long c;
        if (read_int(rd, v, "seats: colour", 0, SC_MAX_PLAYERS - 1, &c)) {
            seat->colour = (uint8_t)c;
            rd->colour_given |= 1u << rd->seat;
        }
    } else if (strcmp(key, "name") == 0) {
        read_seat_name(rd, v, seat->name);
    }
}

static void read_seats(reader *rd, const yaml_node_t *n, gm_new_game *setup)
{
    if (n->type != YAML_SEQUENCE_NODE) {
        char d[48];
        problem(rd, sc_yaml_line(n),
                _("seats: expected a list of seats, got %s; the defaults are kept"),
                sc_yaml_shown(n, d, sizeof d));
        return;
    }
    static const char *const known[] = {"kind", "level", "colour", "name", NULL};
    unsigned i = 0;
    for (yaml_node_item_t *it = n->data.sequence.items.start; it < n->data.sequence.items.top;
         it++, i++) {
        yaml_node_t *item = yaml_document_get_node(rd->doc, *it);
        if (item == NULL) {
            continue;
        }
        if (i >= SC_MAX_PLAYERS) {
            problem(rd, sc_yaml_line(item), _("seats: more than %d seats; the rest are ignored"),
                    SC_MAX_PLAYERS);
            break;
        }
        if (item->type != YAML_MAPPING_NODE) {
            char d[48];
            problem(rd, sc_yaml_line(item), _("seats: seat %u: expected {kind: ..., ...}, got %s"),
                    i + 1, sc_yaml_shown(item, d, sizeof d));
            continue;
        }
        gm_seat seat = setup->seats[i];
        rd->seat = i;
        each_key(rd, item, "seats: ", known, seat_key, &seat);
        setup->seats[i] = seat;
    }
}

/* Every seat needs a colour of its own (the pieces are told apart by it).
 * Colours the file sets come first; a default colour that one of them took
 * moves silently to a free one, and two seats given the same colour are a
 * problem (the later one moves). */
static void fix_colours(reader *rd, const yaml_node_t *seats, gm_new_game *setup)
{
    bool used[SC_MAX_PLAYERS] = {false};
    bool moves[SC_MAX_PLAYERS] = {false};
    for (int pass = 0; pass < 2; pass++) {
        for (unsigned i = 0; i < SC_MAX_PLAYERS; i++) {
            bool given = (rd->colour_given >> i) & 1u;
            if (given != (pass == 0)) {
                continue;
            }
            unsigned c = setup->seats[i].colour;
            if (c < SC_MAX_PLAYERS && !used[c]) {
                used[c] = true;
                continue;
            }
            moves[i] = true;
            if (given && seats != NULL) {
                problem(rd, sc_yaml_line(seats),
                        _("seats: seat %u repeats colour %u; another is used"), i + 1, c);
            }
        }
    }
    for (unsigned i = 0; i < SC_MAX_PLAYERS; i++) {
        if (moves[i]) {
            unsigned c = 0;
            while (c + 1 < SC_MAX_PLAYERS && used[c]) {
                c++;
            }
            setup->seats[i].colour = (uint8_t)c;
            used[c] = true;
        }
    }
}

static void read_variants(reader *rd, const yaml_node_t *n, gm_new_game *setup)
{
    if (sc_yaml_text(n) != NULL && strcmp(sc_yaml_text(n), "none") == 0) {
        setup->variants = 0;
        return;
    }
    if (n->type != YAML_SEQUENCE_NODE) {
        char d[48];
        problem(rd, sc_yaml_line(n),
                _("variants: expected a list such as [ufo, missions], got %s; the default is kept"),
                sc_yaml_shown(n, d, sizeof d));
        return;
    }
    uint8_t bits = 0;
    for (yaml_node_item_t *it = n->data.sequence.items.start; it < n->data.sequence.items.top;
         it++) {
        yaml_node_t *item = yaml_document_get_node(rd->doc, *it);
        const char *t = sc_yaml_text(item);
        bool found = false;
        for (unsigned v = SC_VARIANT_UFO; v <= SC_VARIANT_MISSIONS && t != NULL; v <<= 1) {
            if (strcmp(t, sc_variant_name((sc_variant)v)) == 0) {
                bits |= (uint8_t)v;
                found = true;
            }
        }
        if (!found && item != NULL) {
            char d[48];
            problem(rd, sc_yaml_line(item),
                    _("variants: unknown variant '%s' (expected ufo, exploration, missions); it is "
                      "ignored"),
                    sc_yaml_shown(item, d, sizeof d));
        }
    }
    setup->variants = bits;
}

static void top_key(reader *rd, const char *key, const yaml_node_t *v, void *ctx)
{
    gm_settings *s = ctx;
    long num;
    size_t k;
    if (strcmp(key, "language") == 0) {
        read_language(rd, v, s);
    } else if (strcmp(key, "volume") == 0) {
        if (read_int(rd, v, key, 0, 100, &num)) {
            s->volume = (int)num;
        }
    } else if (strcmp(key, "mute") == 0) {
        read_bool(rd, v, key, &s->mute);
    } else if (strcmp(key, "speed") == 0) {
        const char *speeds[GM_SPEED_COUNT];
        for (unsigned i = 0; i < GM_SPEED_COUNT; i++) {
            speeds[i] = gm_speed_name(i);
        }
        if (read_name(rd, v, key, speeds, GM_SPEED_COUNT, &k)) {
            s->speed = (uint8_t)k;
        }
    } else if (strcmp(key, "auto_roll") == 0) {
        read_bool(rd, v, key, &s->auto_roll);
    } else if (strcmp(key, "fullscreen") == 0) {
        read_bool(rd, v, key, &s->fullscreen);
    } else if (strcmp(key, "show_hints") == 0) {
        read_bool(rd, v, key, &s->show_hints);
    } else if (strcmp(key, "show_tips") == 0) {
        read_bool(rd, v, key, &s->show_tips);
    } else if (strcmp(key, "tips_seen") == 0) {
        if (read_int(rd, v, key, 0, 0xffff, &num)) {
            s->tips_seen = (unsigned)num;
        }
    } else if (strcmp(key, "host_port") == 0) {
        if (read_int(rd, v, key, GM_HOST_PORT_MIN, GM_HOST_PORT_MAX, &num)) {
            s->host_port = (uint16_t)num;
        }
    } else if (strcmp(key, "players") == 0) {
        if (read_int(rd, v, key, SC_MIN_PLAYERS, SC_MAX_PLAYERS, &num)) {
            s->setup.n_players = (uint8_t)num;
        }
    } else if (strcmp(key, "variants") == 0) {
        read_variants(rd, v, &s->setup);
    } else if (strcmp(key, "first_player") == 0) {
        if (sc_yaml_text(v) != NULL && strcmp(sc_yaml_text(v), "random") == 0) {
            s->setup.first_player = -1;
        } else if (read_int(rd, v, "first_player (random or a seat number)", 1, SC_MAX_PLAYERS,
                            &num)) {
            s->setup.first_player = (int8_t)(num - 1);
        }
    } else if (strcmp(key, "seats") == 0) {
        read_seats(rd, v, &s->setup);
    }
}

/* Why the text is not one YAML document, in the player's language. */
static void yaml_problem(reader *rd, const sc_yaml_error *e)
{
    /* Unusable (set aside) unless only the memory ran short. */
    rd->unusable = e->kind != SC_YAML_NO_MEMORY;
    switch (e->kind) {
    case SC_YAML_NOT_TEXT:
        problem(rd, e->line, _("not a YAML text file (%s); the default settings are used"),
                e->problem);
        break;
    case SC_YAML_NO_MEMORY:
        problem(rd, 0, _("out of memory; the default settings are used"));
        break;
    case SC_YAML_TOO_DEEP:
        problem(rd, e->line, _("nested deeper than %d levels; the default settings are used"),
                SC_YAML_MAX_DEPTH);
        break;
    case SC_YAML_MORE_DOCS:
        problem(rd, e->line, _("a second YAML document ('---'); the default settings are used"));
        break;
    case SC_YAML_SYNTAX:
        problem(rd, e->line, _("YAML syntax error: %s; the default settings are used"), e->problem);
        break;
    }
}

static bool load_text(gm_settings *s, const char *text, size_t len, const char *path, char *warn,
                      size_t warn_len, bool *unusable)
{
    gm_settings_defaults(s);
    if (warn != NULL && warn_len > 0) {
        warn[0] = '\0';
    }
    reader rd = {.path = path != NULL ? path : "(settings)", .warn = warn, .warn_len = warn_len};
    if (text == NULL) {
        return true;
    }
    yaml_document_t doc;
    sc_yaml_error e;
    if (!sc_yaml_parse(text, len, &doc, &e)) {
        yaml_problem(&rd, &e);
        *unusable = rd.unusable;
        return false;
    }
    rd.doc = &doc;
    yaml_node_t *root = yaml_document_get_root_node(&doc);
    /* An empty file (or only comments) is the defaults, like a missing one. */
    if (root != NULL && root->type != YAML_MAPPING_NODE) {
        rd.unusable = true;
        char d[48];
        problem(&rd, sc_yaml_line(root),
                _("expected settings as 'key: value' lines, got %s; the default settings are used"),
                sc_yaml_shown(root, d, sizeof d));
    } else if (root != NULL) {
        static const char *const known[] = {"language",     "volume",     "mute",       "speed",
                                            "auto_roll",    "fullscreen", "show_hints", "show_tips",
                                            "tips_seen",    "host_port",  "players",    "variants",
                                            "first_player", "seats",      NULL};
        each_key(&rd, root, "", known, top_key, s);
        yaml_node_t *seats = NULL;
        for (yaml_node_pair_t *p = root->data.mapping.pairs.start; p < root->data.mapping.pairs.top;
             p++) {
            const char *k = sc_yaml_text(yaml_document_get_node(&doc, p->key));
            if (k != NULL && strcmp(k, "seats") == 0 && seats == NULL) {
                seats = yaml_document_get_node(&doc, p->value);
            }
        }
        fix_colours(&rd, seats, &s->setup);
        if (s->setup.first_player >= (int)s->setup.n_players) {
            problem(&rd, sc_yaml_line(root),
                    _("first_player: seat %d of %u players; random is used"),
                    s->setup.first_player + 1, (unsigned)s->setup.n_players);
            s->setup.first_player = -1;
        }
    }
    yaml_document_delete(&doc);
    *unusable = rd.unusable;
    return !rd.warned;
}

bool gm_settings_load_text(gm_settings *s, const char *text, size_t len, const char *path,
                           char *warn, size_t warn_len)
{
    bool unusable = false;
    return load_text(s, text, len, path, warn, warn_len, &unusable);
}

bool gm_settings_load(gm_settings *s, const char *path, char *warn, size_t warn_len)
{
    bool unusable = false;
    return gm_settings_read(s, path, warn, warn_len, &unusable);
}

/* What gm_settings_read hands the YAML kit's file reader. */
typedef struct settings_job {
    gm_settings *s;
    bool *unusable;
    bool parsed; /* the file was read: a message is the reader's own */
} settings_job;

static bool parse_settings(const char *text, size_t len, const char *path, void *out, char *warn,
                           size_t warn_len)
{
    settings_job *job = out;
    job->parsed = true;
    return load_text(job->s, text, len, path, warn, warn_len, job->unusable);
}

bool gm_settings_read(gm_settings *s, const char *path, char *warn, size_t warn_len, bool *unusable)
{
    *unusable = false;
    gm_settings_defaults(s);
    if (warn != NULL && warn_len > 0) {
        warn[0] = '\0';
    }
    /* stat, not open: opening a named pipe would wait for a writer
     * (sc_file_read refuses it without waiting). */
    sc_file_info st;
    if (!sc_file_info_get(path, true, &st)) {
        if (errno == ENOENT) {
            return true; /* first run: the defaults */
        }
        if (warn != NULL && warn_len > 0) {
            snprintf(warn, warn_len, _("%s: %s; the default settings are used"), path,
                     strerror(errno));
        }
        return false;
    }
    settings_job job = {.s = s, .unusable = unusable};
    if (sc_yaml_load_file(path, GM_SETTINGS_FILE_MAX, parse_settings, &job, warn, warn_len)) {
        return true;
    }
    if (!job.parsed) {
        /* A file there that cannot be read (too large, not a regular file,
         * not readable) would be replaced at the next change of a setting:
         * unusable, so it is set aside first, whatever the reason. */
        *unusable = true;
    }
    if (!job.parsed && warn != NULL && warn_len > 0) {
        char err[600]; /* the file could not be read: say what is used instead */
        snprintf(err, sizeof err, "%s", warn);
        snprintf(warn, warn_len, _("%s; the default settings are used"), err);
    }
    return false;
}
