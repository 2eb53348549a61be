/* Reading the walked layout against the tables of keys (layout_fields.h):
 * a key no field knows and a key of the wrong shape are refused with
 * their line, and the typed fields are filled (layout_fields.h). */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "layout_fields.h"

bool gm_layout_fail(const gm_layout *lay, const char *key, char *err, size_t err_len,
                    const char *fmt, ...)
{
    int w = snprintf(err, err_len, "%s:%u: %s: ", gm_layout_path_of(lay, key),
                     gm_layout_line(lay, key), key);
    if (w >= 0 && (size_t)w < err_len) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(err + w, err_len - (size_t)w, fmt, ap);
        va_end(ap);
    }
    return false;
}

/* ---- shapes and the typed fields ----------------------------------------- */

static bool is_list(gm_layout_shape s)
{
    return s == GM_SHAPE_POINTS || s == GM_SHAPE_RECTS;
}

/* One value of the shape s (not a list) at e, into dst (NULL: no field). */
static bool fill_value(gm_layout *lay, const gm_layout_entry *e, gm_layout_shape s, float *dst,
                       char *err, size_t err_len)
{
    const char *k = e->key;
    switch (s) {
    case GM_SHAPE_NUMBER:
    case GM_SHAPE_POSITIVE:
    case GM_SHAPE_FONT:
    case GM_SHAPE_COUNT:
        if (e->kind != GM_LAYOUT_NUMBER) {
            return gm_layout_fail(lay, k, err, err_len, "expected a number");
        }
        if (s != GM_SHAPE_NUMBER && e->v[0] <= 0) {
            return gm_layout_fail(lay, k, err, err_len, "must be positive");
        }
        if (s == GM_SHAPE_COUNT && (e->v[0] != (float)(int)e->v[0] || e->v[0] > 1000)) {
            return gm_layout_fail(lay, k, err, err_len, "expected a whole number from 1 to 1000");
        }
        break;
    case GM_SHAPE_SIZE:
    case GM_SHAPE_POINT:
        if (e->kind != GM_LAYOUT_NUMBERS || e->n != 2) {
            return gm_layout_fail(lay, k, err, err_len, "expected 2 numbers %s",
                                  s == GM_SHAPE_SIZE ? "[width, height]" : "[x, y]");
        }
        if (s == GM_SHAPE_SIZE && (e->v[0] <= 0 || e->v[1] <= 0)) {
            return gm_layout_fail(lay, k, err, err_len, "must be positive");
        }
        break;
    default:
        if (e->kind != GM_LAYOUT_NUMBERS || e->n != 4) {
            return gm_layout_fail(lay, k, err, err_len, "expected 4 numbers [x, y, width, height]");
        }
        if (e->v[2] <= 0 || e->v[3] <= 0) {
            return gm_layout_fail(lay, k, err, err_len, "width and height must be positive");
        }
        break;
    }
    if (dst != NULL) {
        unsigned n = e->kind == GM_LAYOUT_NUMBER ? 1 : e->n;
        memcpy(dst, e->v, n * sizeof(float));
    }
    return true;
}

static bool fill_field(gm_layout *lay, const gm_layout_field *f, char *err, size_t err_len)
{
    const gm_layout_entry *e = gm_layout_find(lay, f->key);
    if (e == NULL) {
        return true; /* gm_layout_check names it */
    }
    char *base = (char *)lay;
    float *dst = f->offset == GM_LAYOUT_NO_FIELD ? NULL : (float *)(void *)(base + f->offset);
    if (!is_list(f->shape)) {
        return fill_value(lay, e, f->shape, dst, err, err_len);
    }
    bool points = f->shape == GM_SHAPE_POINTS;
    if (e->kind != GM_LAYOUT_LIST || e->n == 0) {
        return gm_layout_fail(lay, f->key, err, err_len, "expected a list of %s",
                              points ? "points [x, y]" : "rects [x, y, width, height]");
    }
    if (e->n > f->cap) {
        return gm_layout_fail(lay, f->key, err, err_len, "%u entries, at most %u", e->n, f->cap);
    }
    size_t stride = points ? sizeof(gm_point) : sizeof(gm_rect);
    for (unsigned i = 0; i < e->n; i++) {
        char k[GM_LAYOUT_KEY + 16];
        snprintf(k, sizeof k, "%s[%u]", f->key, i);
        const gm_layout_entry *item = gm_layout_find(lay, k);
        if (item == NULL ||
            !fill_value(lay, item, points ? GM_SHAPE_POINT : GM_SHAPE_RECT,
                        dst == NULL ? NULL : (float *)(void *)((char *)dst + i * stride), err,
                        err_len)) {
            return item == NULL ? gm_layout_fail(lay, k, err, err_len, "missing") : false;
        }
    }
    if (f->count_offset != GM_LAYOUT_NO_FIELD) {
        *(unsigned *)(void *)(base + f->count_offset) = e->n;
    }
    return true;
}

/* A key some field knows: the field's own, a mapping above fields, or an
 * entry of a list field. */
static bool known(const char *key, gm_layout_kind kind)
{
    size_t n = strlen(key);
    const char *open = strrchr(key, '[');
    for (const gm_layout_field *const *t = gm_layout_tables(); *t != NULL; t++) {
        for (const gm_layout_field *f = *t; f->key != NULL; f++) {
            const char *fk = f->key;
            if (strcmp(fk, key) == 0) {
                return true;
            }
            if (kind == GM_LAYOUT_MAP && strncmp(fk, key, n) == 0 && fk[n] == '.') {
                return true;
            }
            if (open != NULL && is_list(f->shape) && strlen(fk) == (size_t)(open - key) &&
                strncmp(fk, key, (size_t)(open - key)) == 0 && strchr(open, '.') == NULL) {
                return true;
            }
        }
    }
    return false;
}

bool gm_layout_fill(gm_layout *lay, char *err, size_t err_len)
{
    for (unsigned i = 0; i < lay->n_entries; i++) {
        const gm_layout_entry *e = &lay->entries[i];
        if (!known(e->key, (gm_layout_kind)e->kind)) {
            snprintf(err, err_len, "%s:%u: unknown key '%s'", e->over ? lay->over_path : lay->path,
                     e->line, e->key);
            return false;
        }
    }
    const gm_layout_entry *format = gm_layout_find(lay, "format");
    if (format == NULL) {
        snprintf(err, err_len, "%s:%u: missing 'format: 1'", lay->path, lay->root_line);
        return false;
    }
    if (format->kind != GM_LAYOUT_NUMBER || format->v[0] != 1.0f) {
        return gm_layout_fail(lay, "format", err, err_len,
                              "this version is not supported (this game reads 1)");
    }
    for (const gm_layout_field *const *t = gm_layout_tables(); *t != NULL; t++) {
        for (const gm_layout_field *f = *t; f->key != NULL; f++) {
            if (!fill_field(lay, f, err, err_len)) {
                return false;
            }
        }
    }
    return true;
}
