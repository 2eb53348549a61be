/* Loading the play screen's layout from YAML (libyaml document API).
 *
 * The file is a mapping of element names to numbers, points, rects, lists of
 * them or small mappings. A table says which key is which kind and where it
 * goes, so adding an element is one line here and one in layout.h. Every
 * message names the file, the line of the offending node and the element,
 * e.g. "data/layout/board.yaml:31: moons[2]: expected 4 numbers [x, y, w, h]". */
#include "layout.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <yaml.h>

#include "spacecats/file_io.h"
#include "spacecats/yaml_read.h"

enum {
    LAYOUT_FILE_MAX = 1 << 20,
    COORD_MAX = 100000, /* far beyond any screen: catches typos */
};

typedef enum kind {
    K_SIZE,      /* [w, h] */
    K_RECT,      /* [x, y, w, h] */
    K_NUMBER,    /* n */
    K_POINTS,    /* list of [x, y] */
    K_RECTS,     /* list of [x, y, w, h] */
    K_FACE_ICON, /* { size, gap, dy } */
    K_UFO,       /* { dx, dy, size } */
    K_BUTTONS,   /* { name: rect ... } */
    K_SCREENS,   /* { screen: { name: rect or number ... } ... } */
} kind;

typedef struct field {
    gm_elem elem;
    const char *key;
    kind kind;
    size_t offset;       /* of the first float / point / rect */
    size_t count_offset; /* of the unsigned count (lists) */
    unsigned max;        /* list capacity */
} field;

#define F(e, k, kd, member)                                                                        \
    {                                                                                              \
        e, k, kd, offsetof(gm_layout, member), 0, 1                                                \
    }
#define L(e, k, kd, member, count, cap)                                                            \
    {                                                                                              \
        e, k, kd, offsetof(gm_layout, member), offsetof(gm_layout, count), cap                     \
    }

static const field fields[] = {
    F(GM_EL_SCREEN, "screen", K_SIZE, screen_w),
    F(GM_EL_MAT, "mat", K_RECT, mat),
    F(GM_EL_SPACE_SIZE, "space_size", K_SIZE, space_w),
    F(GM_EL_FACE_ICON, "face_icon", K_FACE_ICON, face_size),
    L(GM_EL_SPACES, "spaces", K_POINTS, spaces, n_spaces, SC_MAX_SPACES + 1),
    F(GM_EL_EARTH, "earth", K_RECT, earth),
    F(GM_EL_SATELLITE, "satellite", K_RECT, satellite),
    L(GM_EL_MOONS, "moons", K_RECTS, moons, n_moons, SC_MAX_MOONS),
    L(GM_EL_PLANETS, "planets", K_RECTS, planets, n_planets, SC_MAX_PLANETS),
    F(GM_EL_COMET, "comet", K_RECT, comet),
    F(GM_EL_GALAXY, "galaxy", K_RECT, galaxy),
    L(GM_EL_SLOTS, "slots", K_RECTS, slots, n_slots, SC_MAX_SLOTS),
    F(GM_EL_UFO, "ufo", K_UFO, ufo_dx),
    L(GM_EL_FAILURE_TRACK, "failure_track", K_RECTS, failures, n_failures, GM_LAYOUT_MAX_FAILURES),
    F(GM_EL_ROCKET, "rocket", K_RECT, rocket),
    L(GM_EL_ROCKET_WINDOWS, "rocket_windows", K_RECTS, windows, n_windows, SC_MAX_PLAYERS),
    F(GM_EL_EXPEDITION_TOKEN, "expedition_token", K_RECT, exp_token),
    F(GM_EL_DICE_TRAY, "dice_tray", K_RECT, dice_tray),
    F(GM_EL_DIE_SIZE, "die_size", K_NUMBER, die_size),
    F(GM_EL_BUTTONS, "buttons", K_BUTTONS, buttons),
    F(GM_EL_BANNER, "banner", K_RECT, banner),
    L(GM_EL_MISSIONS, "missions", K_RECTS, missions, n_missions, GM_LAYOUT_MISSIONS),
    L(GM_EL_PLAYER_BOARDS, "player_boards", K_RECTS, boards, n_boards, SC_MAX_PLAYERS),
    L(GM_EL_BOARD_CELLS, "board_cells", K_RECTS, cells, n_cells, SC_ASTRONAUTS),
    F(GM_EL_GOALS, "goals", K_RECT, goals),
    F(GM_EL_SCREENS, "screens", K_SCREENS, places),
};

static bool key_is_number(const char *key)
{
    size_t n = strlen(key);
    static const char *const ends[] = {"_step", "_x", "_y", "_width"};
    for (unsigned i = 0; i < sizeof ends / sizeof ends[0]; i++) {
        size_t e = strlen(ends[i]);
        if (n > e && strcmp(key + n - e, ends[i]) == 0) {
            return true;
        }
    }
    return false;
}

const gm_ui_place *gm_layout_place(const gm_layout *lay, const char *key)
{
    for (unsigned i = 0; i < lay->n_places; i++) {
        if (strcmp(lay->places[i].key, key) == 0) {
            return &lay->places[i];
        }
    }
    return NULL;
}

gm_rect gm_layout_ui(const gm_layout *lay, const char *key)
{
    const gm_ui_place *p = gm_layout_place(lay, key);
    return p != NULL ? p->r : (gm_rect){0, 0, 0, 0};
}

float gm_layout_ui_number(const gm_layout *lay, const char *key)
{
    const gm_ui_place *p = gm_layout_place(lay, key);
    return p != NULL ? p->r.x : 0;
}
enum { N_FIELDS = sizeof fields / sizeof fields[0] };

static const char *const button_names[GM_BTN_COUNT] = {
    "roll", "confirm", "stay", "reroll", "extra", "keep",  "crash",
    "menu", "log",     "hint", "undo",   "skip",  "rules",
};

const char *gm_button_name(gm_button b)
{
    return (unsigned)b < GM_BTN_COUNT ? button_names[b] : "?";
}

const char *gm_elem_name(gm_elem e)
{
    for (unsigned i = 0; i < N_FIELDS; i++) {
        if (fields[i].elem == e) {
            return fields[i].key;
        }
    }
    return "?";
}

typedef struct loader {
    sc_yaml_reader rd;
    gm_layout *lay;
} loader;

#define fail(ld, n, ...) sc_yaml_failf(&(ld)->rd, (n), 0, __VA_ARGS__)

/* A plain number (integer or decimal), within +-COORD_MAX. */
static bool get_number(loader *ld, const yaml_node_t *n, const char *ctx, float *out)
{
    if (n->type != YAML_SCALAR_NODE || n->data.scalar.style != YAML_PLAIN_SCALAR_STYLE ||
        n->data.scalar.length == 0) {
        return fail(ld, n, "%s: expected a number", ctx);
    }
    char *end = NULL;
    double v = strtod(sc_yaml_text(n), &end);
    if (end == NULL || *end != '\0' || !isfinite(v)) {
        return fail(ld, n, "%s: expected a number, got '%.40s'", ctx, sc_yaml_text(n));
    }
    if (v < -COORD_MAX || v > COORD_MAX) {
        return fail(ld, n, "%s: %.40s is out of range", ctx, sc_yaml_text(n));
    }
    *out = (float)v;
    return true;
}

/* A flow list of exactly `count` numbers. */
static bool get_numbers(loader *ld, const yaml_node_t *n, const char *ctx, unsigned count,
                        const char *shape, float *out)
{
    if (n->type != YAML_SEQUENCE_NODE || sc_yaml_seq_len(n) != count) {
        return fail(ld, n, "%s: expected %u numbers %s", ctx, count, shape);
    }
    for (unsigned i = 0; i < count; i++) {
        if (!get_number(ld, sc_yaml_seq_item(&ld->rd, n, i), ctx, &out[i])) {
            return false;
        }
    }
    return true;
}

static bool get_rect(loader *ld, const yaml_node_t *n, const char *ctx, gm_rect *r)
{
    float v[4];
    if (!get_numbers(ld, n, ctx, 4, "[x, y, width, height]", v)) {
        return false;
    }
    if (v[2] <= 0 || v[3] <= 0) {
        return fail(ld, n, "%s: width and height must be positive", ctx);
    }
    *r = (gm_rect){v[0], v[1], v[2], v[3]};
    return true;
}

/* A mapping whose keys are all in `names` (n of them), each once, all required;
 * values are numbers, stored in out[] by name index. */
static bool get_number_map(loader *ld, const yaml_node_t *n, const char *ctx,
                           const char *const *names, unsigned count, float *out)
{
    yaml_node_t *v[8];
    if (count > 8 || !sc_yaml_fields(&ld->rd, n, ctx, names, count, (1u << count) - 1, v)) {
        return false;
    }
    for (unsigned i = 0; i < count; i++) {
        char sub[96];
        snprintf(sub, sizeof sub, "%s.%s", ctx, names[i]);
        if (!get_number(ld, v[i], sub, &out[i])) {
            return false;
        }
    }
    return true;
}

static bool get_buttons(loader *ld, const yaml_node_t *n, gm_rect *out)
{
    yaml_node_t *v[GM_BTN_COUNT];
    if (!sc_yaml_fields(&ld->rd, n, "buttons", button_names, GM_BTN_COUNT, (1u << GM_BTN_COUNT) - 1,
                        v)) {
        return false;
    }
    for (unsigned b = 0; b < GM_BTN_COUNT; b++) {
        char ctx[64];
        snprintf(ctx, sizeof ctx, "buttons.%s", button_names[b]);
        if (!get_rect(ld, v[b], ctx, &out[b])) {
            return false;
        }
    }
    return true;
}

static bool get_list(loader *ld, const field *f, const yaml_node_t *n)
{
    char *base = (char *)ld->lay;
    if (n->type != YAML_SEQUENCE_NODE || sc_yaml_seq_len(n) == 0) {
        return fail(ld, n, "%s: expected a list of %s", f->key,
                    f->kind == K_POINTS ? "points [x, y]" : "rects [x, y, width, height]");
    }
    unsigned len = sc_yaml_seq_len(n);
    if (len > f->max) {
        return fail(ld, n, "%s: %u entries, at most %u", f->key, len, f->max);
    }
    for (unsigned i = 0; i < len; i++) {
        char ctx[64];
        snprintf(ctx, sizeof ctx, "%s[%u]", f->key, i);
        yaml_node_t *item = sc_yaml_seq_item(&ld->rd, n, i);
        bool ok;
        if (f->kind == K_POINTS) {
            ok = get_numbers(ld, item, ctx, 2, "[x, y]",
                             (float *)(void *)(base + f->offset + i * sizeof(gm_point)));
        } else {
            ok = get_rect(ld, item, ctx,
                          (gm_rect *)(void *)(base + f->offset + i * sizeof(gm_rect)));
        }
        if (!ok) {
            return false;
        }
    }
    *(unsigned *)(void *)(base + f->count_offset) = len;
    return true;
}

/* screens: { title: { logo: [x, y, w, h], notice_y: 862, ... }, setup: ... } */
static bool get_screens(loader *ld, const yaml_node_t *n)
{
    if (n->type != YAML_MAPPING_NODE) {
        return fail(ld, n, "screens: expected a mapping { title: { .. }, setup: { .. } }");
    }
    gm_layout *lay = ld->lay;
    for (yaml_node_pair_t *s = n->data.mapping.pairs.start; s < n->data.mapping.pairs.top; s++) {
        yaml_node_t *sk = sc_yaml_node(&ld->rd, s->key), *sv = sc_yaml_node(&ld->rd, s->value);
        if (sk->type != YAML_SCALAR_NODE || sv->type != YAML_MAPPING_NODE) {
            return fail(ld, sk, "screens: expected a screen name and a mapping of its places");
        }
        for (yaml_node_pair_t *p = sv->data.mapping.pairs.start; p < sv->data.mapping.pairs.top;
             p++) {
            yaml_node_t *k = sc_yaml_node(&ld->rd, p->key), *v = sc_yaml_node(&ld->rd, p->value);
            if (k->type != YAML_SCALAR_NODE) {
                return fail(ld, k, "screens.%.30s: a place name must be text", sc_yaml_text(sk));
            }
            char key[64]; /* two names of up to 30, a dot */
            snprintf(key, sizeof key, "%.30s.%.30s", sc_yaml_text(sk), sc_yaml_text(k));
            if (strlen(key) >= GM_UI_KEY) {
                return fail(ld, k, "screens: '%.60s' is too long a name", key);
            }
            if (gm_layout_place(lay, key) != NULL) {
                return fail(ld, k, "screens: duplicate place '%s'", key);
            }
            if (lay->n_places == GM_UI_PLACES) {
                return fail(ld, k, "screens: more than %u places", GM_UI_PLACES);
            }
            gm_ui_place *pl = &lay->places[lay->n_places];
            snprintf(pl->key, sizeof pl->key, "%s", key);
            pl->line = (unsigned)sc_yaml_line(k);
            pl->number = key_is_number(key);
            char ctx[GM_UI_KEY + 32];
            snprintf(ctx, sizeof ctx, "screens.%s", pl->key);
            bool ok = pl->number ? get_number(ld, v, ctx, &pl->r.x) : get_rect(ld, v, ctx, &pl->r);
            if (!ok) {
                return false;
            }
            lay->n_places++;
        }
    }
    return true;
}

static bool get_field(loader *ld, const field *f, const yaml_node_t *n)
{
    static const char *const face_keys[] = {"size", "gap", "dy"};
    static const char *const ufo_keys[] = {"dx", "dy", "size"};
    float *dst = (float *)(void *)((char *)ld->lay + f->offset);
    switch (f->kind) {
    case K_SIZE:
        if (!get_numbers(ld, n, f->key, 2, "[width, height]", dst)) {
            return false;
        }
        if (dst[0] <= 0 || dst[1] <= 0) {
            return fail(ld, n, "%s: must be positive", f->key);
        }
        return true;
    case K_RECT:
        return get_rect(ld, n, f->key, (gm_rect *)(void *)dst);
    case K_NUMBER:
        if (!get_number(ld, n, f->key, dst)) {
            return false;
        }
        return *dst > 0 ? true : fail(ld, n, "%s: must be positive", f->key);
    case K_POINTS:
    case K_RECTS:
        return get_list(ld, f, n);
    case K_FACE_ICON: {
        float v[3];
        if (!get_number_map(ld, n, f->key, face_keys, 3, v)) {
            return false;
        }
        ld->lay->face_size = v[0];
        ld->lay->face_gap = v[1];
        ld->lay->face_dy = v[2];
        return true;
    }
    case K_UFO: {
        float v[3];
        if (!get_number_map(ld, n, f->key, ufo_keys, 3, v)) {
            return false;
        }
        ld->lay->ufo_dx = v[0];
        ld->lay->ufo_dy = v[1];
        ld->lay->ufo_size = v[2];
        return true;
    }
    case K_BUTTONS:
        return get_buttons(ld, n, ld->lay->buttons);
    case K_SCREENS:
        return get_screens(ld, n);
    }
    return false;
}

static bool load_root(loader *ld, yaml_node_t *root)
{
    if (root == NULL || root->type != YAML_MAPPING_NODE) {
        return fail(ld, root, "expected a mapping of layout elements");
    }
    bool seen[N_FIELDS] = {false};
    bool format_seen = false;
    for (yaml_node_pair_t *p = root->data.mapping.pairs.start; p < root->data.mapping.pairs.top;
         p++) {
        yaml_node_t *k = sc_yaml_node(&ld->rd, p->key);
        yaml_node_t *v = sc_yaml_node(&ld->rd, p->value);
        if (k->type != YAML_SCALAR_NODE) {
            return fail(ld, k, "an element name must be text");
        }
        if (strcmp(sc_yaml_text(k), "format") == 0) {
            float f = 0;
            if (!get_number(ld, v, "format", &f)) {
                return false;
            }
            if (f != 1.0f) {
                return fail(ld, v, "format: version %.40s is not supported (this game reads 1)",
                            sc_yaml_text(v));
            }
            format_seen = true;
            continue;
        }
        unsigned i = 0;
        while (i < N_FIELDS && strcmp(fields[i].key, sc_yaml_text(k)) != 0) {
            i++;
        }
        if (i == N_FIELDS) {
            return fail(ld, k, "unknown element '%.40s'", sc_yaml_text(k));
        }
        if (seen[i]) {
            return fail(ld, k, "%s: duplicate element", fields[i].key);
        }
        seen[i] = true;
        ld->lay->line[fields[i].elem] = (unsigned)sc_yaml_line(k);
        if (!get_field(ld, &fields[i], v)) {
            return false;
        }
    }
    if (!format_seen) {
        return fail(ld, root, "missing 'format: 1'");
    }
    for (unsigned i = 0; i < N_FIELDS; i++) {
        /* screens may be missing here; gm_layout_check asks for every place. */
        if (!seen[i] && fields[i].elem != GM_EL_SCREENS) {
            return fail(ld, root, "%s: missing element", fields[i].key);
        }
    }
    return true;
}

bool gm_layout_load_text(const char *text, size_t len, const char *path, gm_layout *out, char *err,
                         size_t err_len)
{
    memset(out, 0, sizeof *out);
    snprintf(out->path, sizeof out->path, "%s", path);
    loader ld = {.rd = {.path = path, .err = err, .err_len = err_len}, .lay = out};

    yaml_document_t doc;
    if (!sc_yaml_load(text, len, path, &doc, err, err_len)) {
        return false;
    }
    ld.rd.doc = &doc;
    bool ok = load_root(&ld, yaml_document_get_root_node(&doc));
    yaml_document_delete(&doc);
    return ok;
}

bool gm_layout_load_file(const char *path, gm_layout *out, char *err, size_t err_len)
{
    size_t len = 0;
    char *text = sc_file_read(path, LAYOUT_FILE_MAX, &len, err, err_len);
    if (text == NULL) {
        return false;
    }
    bool ok = gm_layout_load_text(text, len, path, out, err, err_len);
    free(text);
    return ok;
}
