/* Loading the layout from YAML: one walker for the whole file.
 *
 * Every key of the file becomes one entry of a table, named by its path
 * ("mat", "spaces[3]", "buttons.roll", "screens.setup.start"), with its
 * numbers and its line. The typed fields the drawing reads are then filled
 * from that table in one place (layout_fill.c) by the one table of keys
 * (layout_fields.c), which knows every key there may be: a key it does not know is refused, with
 * its line, so a typo never goes unseen. Every message names the file, the line and the key, e.g.
 * "data/layout/board.yaml:31: moons[2]: expected 4 numbers". */
#include "layout.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <yaml.h>

#include "layout_fields.h"
#include "spacecats/file_io.h"
#include "spacecats/yaml_read.h"

enum {
    LAYOUT_FILE_MAX = 1 << 20,
    COORD_MAX = 100000, /* far beyond any screen: catches typos */
};

/* ---- the walker ------------------------------------------------------------ */

typedef struct walker {
    sc_yaml_reader rd;
    gm_layout *lay;
} walker;

#define fail(w, n, ...) sc_yaml_failf(&(w)->rd, (n), 0, __VA_ARGS__)

/* A plain number (integer or decimal), within +-COORD_MAX. */
static bool get_number(walker *w, const yaml_node_t *n, const char *key, float *out)
{
    double v = 0;
    if (!sc_yaml_get_number(&w->rd, n, key, COORD_MAX, &v)) {
        return false;
    }
    *out = (float)v;
    return true;
}

static gm_layout_entry *add(walker *w, const yaml_node_t *at, const char *key, gm_layout_kind kind)
{
    gm_layout *lay = w->lay;
    if (strlen(key) >= GM_LAYOUT_KEY) {
        fail(w, at, "'%.60s': too long a key (at most %d characters with its path)", key,
             GM_LAYOUT_KEY - 1);
        return NULL;
    }
    if (lay->n_entries == GM_LAYOUT_KEYS) {
        fail(w, at, "%s: more than %d keys in the file", key, GM_LAYOUT_KEYS);
        return NULL;
    }
    gm_layout_entry *e = gm_layout_add_entry(lay, key);
    e->line = (unsigned)sc_yaml_line(at);
    e->kind = (unsigned char)kind;
    return e;
}

static bool walk(walker *w, const yaml_node_t *n, const yaml_node_t *at, const char *key);

/* A list: numbers ([x, y, w, h]) when every item is a scalar, else a list
 * of things, each walked as "key[i]". */
static bool walk_seq(walker *w, const yaml_node_t *n, const yaml_node_t *at, const char *key)
{
    unsigned len = sc_yaml_seq_len(n);
    bool numbers = len > 0;
    for (unsigned i = 0; i < len; i++) {
        numbers = numbers && sc_yaml_seq_item(&w->rd, n, i)->type == YAML_SCALAR_NODE;
    }
    if (numbers) {
        if (len > 4) {
            return fail(w, n, "%s: %u numbers, at most 4 ([x, y, width, height])", key, len);
        }
        gm_layout_entry *e = add(w, at, key, GM_LAYOUT_NUMBERS);
        if (e == NULL) {
            return false;
        }
        e->n = (unsigned char)len;
        for (unsigned i = 0; i < len; i++) {
            if (!get_number(w, sc_yaml_seq_item(&w->rd, n, i), key, &e->v[i])) {
                return false;
            }
        }
        return true;
    }
    if (len > 255) {
        return fail(w, n, "%s: %u entries, at most 255", key, len);
    }
    gm_layout_entry *e = add(w, at, key, GM_LAYOUT_LIST);
    if (e == NULL) {
        return false;
    }
    e->n = (unsigned char)len;
    for (unsigned i = 0; i < len; i++) {
        char sub[GM_LAYOUT_KEY + 16];
        snprintf(sub, sizeof sub, "%s[%u]", key, i);
        const yaml_node_t *item = sc_yaml_seq_item(&w->rd, n, i);
        if (!walk(w, item, item, sub)) {
            return false;
        }
    }
    return true;
}

/* A mapping: each value walked as "key.name" (just "name" at the top). */
static bool walk_map(walker *w, const yaml_node_t *n, const yaml_node_t *at, const char *key)
{
    gm_layout_entry *e = key[0] != '\0' ? add(w, at, key, GM_LAYOUT_MAP) : NULL;
    if (key[0] != '\0' && e == NULL) {
        return false;
    }
    unsigned count = 0;
    for (yaml_node_pair_t *p = n->data.mapping.pairs.start; p < n->data.mapping.pairs.top; p++) {
        const yaml_node_t *k = sc_yaml_node(&w->rd, p->key), *v = sc_yaml_node(&w->rd, p->value);
        const char *name = sc_yaml_text(k);
        if (name == NULL || name[0] == '\0' || strcspn(name, ".[] ") != strlen(name)) {
            char buf[64];
            return fail(w, k, "%s%sa key must be a plain name, got %s", key, key[0] ? ": " : "",
                        sc_yaml_describe(k, buf, sizeof buf));
        }
        char sub[GM_LAYOUT_KEY + 48];
        snprintf(sub, sizeof sub, "%s%s%.40s", key, key[0] ? "." : "", name);
        const gm_layout_entry *first = gm_layout_find(w->lay, sub);
        if (first != NULL) {
            return fail(w, k, "%s: duplicate key (first on line %u)", sub, first->line);
        }
        if (!walk(w, v, k, sub)) {
            return false;
        }
        count++;
    }
    if (e != NULL) {
        e->n = (unsigned char)(count > 255 ? 255 : count);
    }
    return true;
}

static bool walk(walker *w, const yaml_node_t *n, const yaml_node_t *at, const char *key)
{
    switch (n->type) {
    case YAML_MAPPING_NODE:
        return walk_map(w, n, at, key);
    case YAML_SEQUENCE_NODE:
        return walk_seq(w, n, at, key);
    case YAML_SCALAR_NODE: {
        gm_layout_entry *e = add(w, at, key, GM_LAYOUT_NUMBER);
        return e != NULL && get_number(w, n, key, &e->v[0]);
    }
    default:
        return fail(w, n, "%s: expected a number, a list or a mapping", key);
    }
}

/* Walks one file's text into lay's table of entries (not filled). */
static bool walk_text(const char *text, size_t len, const char *path, gm_layout *lay, char *err,
                      size_t err_len)
{
    walker w = {.rd = {.path = path, .err = err, .err_len = err_len}, .lay = lay};
    yaml_document_t doc;
    if (!sc_yaml_load(text, len, path, &doc, err, err_len)) {
        return false;
    }
    w.rd.doc = &doc;
    const yaml_node_t *root = yaml_document_get_root_node(&doc);
    bool ok;
    if (root == NULL || root->type != YAML_MAPPING_NODE) {
        ok = fail(&w, root, "expected a mapping of layout places");
    } else {
        lay->root_line = (unsigned)sc_yaml_line(root);
        ok = walk(&w, root, root, "");
    }
    yaml_document_delete(&doc);
    return ok;
}

bool gm_layout_load_text(const char *text, size_t len, const char *path, gm_layout *out, char *err,
                         size_t err_len)
{
    memset(out, 0, sizeof *out);
    snprintf(out->path, sizeof out->path, "%s", path);
    return walk_text(text, len, path, out, err, err_len) && gm_layout_fill(out, err, err_len);
}

static bool parse_layout(const char *text, size_t len, const char *path, void *out, char *err,
                         size_t err_len)
{
    return gm_layout_load_text(text, len, path, out, err, err_len);
}

bool gm_layout_load_file(const char *path, gm_layout *out, char *err, size_t err_len)
{
    return sc_yaml_load_file(path, LAYOUT_FILE_MAX, parse_layout, out, err, err_len);
}

/* The table of keys made again from the entries, in their order. */
/* Whether `key` is the top-level key `top` or lies under it. */
static bool under(const char *key, const char *top)
{
    size_t n = strlen(top);
    return strncmp(key, top, n) == 0 && (key[n] == '\0' || key[n] == '.' || key[n] == '[');
}

bool gm_layout_load_over(const char *base_path, const char *over_path, gm_layout *out, char *err,
                         size_t err_len)
{
    size_t len = 0, over_len = 0;
    char *text = sc_file_read(base_path, LAYOUT_FILE_MAX, &len, err, err_len);
    if (text == NULL) {
        return false;
    }
    char *over = sc_file_read(over_path, LAYOUT_FILE_MAX, &over_len, err, err_len);
    gm_layout *ov = calloc(1, sizeof *ov);
    memset(out, 0, sizeof *out);
    snprintf(out->path, sizeof out->path, "%s", base_path);
    snprintf(out->over_path, sizeof out->over_path, "%s", over_path);
    bool ok = over != NULL && ov != NULL && walk_text(text, len, base_path, out, err, err_len) &&
              walk_text(over, over_len, over_path, ov, err, err_len);
    if (ov == NULL && over != NULL) {
        snprintf(err, err_len, "%s: out of memory", over_path);
    }
    /* Each of the overlay's top-level keys takes the place of the base's,
     * whole: the base's entries under it go, the overlay's come in. */
    for (unsigned i = 0; ok && i < ov->n_entries; i++) {
        const char *top = ov->entries[i].key;
        if (strpbrk(top, ".[") != NULL) {
            continue;
        }
        unsigned kept = 0;
        for (unsigned k = 0; k < out->n_entries; k++) {
            if (!under(out->entries[k].key, top)) {
                out->entries[kept++] = out->entries[k];
            }
        }
        out->n_entries = kept;
    }
    for (unsigned i = 0; ok && i < ov->n_entries; i++) {
        if (out->n_entries == GM_LAYOUT_KEYS) {
            snprintf(err, err_len, "%s:%u: more than %d keys with %s", over_path,
                     ov->entries[i].line, GM_LAYOUT_KEYS, base_path);
            ok = false;
            break;
        }
        out->entries[out->n_entries] = ov->entries[i];
        out->entries[out->n_entries++].over = 1;
    }
    if (ok) {
        gm_layout_rehash(out); /* entries went and came: their places changed */
    }
    ok = ok && gm_layout_fill(out, err, err_len);
    free(ov);
    free(over);
    free(text);
    return ok;
}
