/* The YAML readers' kit (see yaml_read.h). */
#include "spacecats/yaml_read.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

yaml_node_t *sc_yaml_node(const sc_yaml_reader *rd, int index)
{
    return yaml_document_get_node(rd->doc, index);
}

const char *sc_yaml_text(const yaml_node_t *n)
{
    return n != NULL && n->type == YAML_SCALAR_NODE ? (const char *)n->data.scalar.value : NULL;
}

bool sc_yaml_is_null(const yaml_node_t *n)
{
    if (n == NULL || n->type != YAML_SCALAR_NODE ||
        n->data.scalar.style != YAML_PLAIN_SCALAR_STYLE) {
        return false;
    }
    const char *t = sc_yaml_text(n);
    return t[0] == '\0' || strcmp(t, "~") == 0 || strcmp(t, "null") == 0 ||
           strcmp(t, "Null") == 0 || strcmp(t, "NULL") == 0;
}

/* At most 40 bytes, control bytes as '?': a message is one line. */
static void clean_text(const yaml_node_t *n, char *buf, size_t cap)
{
    const char *t = sc_yaml_text(n);
    size_t o = 0;
    if (t == NULL) {
        t = ""; /* not a scalar: no text */
    }
    for (; t[o] != '\0' && o < 40 && o + 1 < cap; o++) {
        unsigned char c = (unsigned char)t[o];
        buf[o] = (c < 0x20 || c == 0x7f) ? '?' : (char)c;
    }
    buf[o] = '\0';
}

const char *sc_yaml_describe(const yaml_node_t *n, char *buf, size_t cap)
{
    if (n == NULL || n->type == YAML_NO_NODE || sc_yaml_is_null(n)) {
        return "nothing";
    }
    if (n->type == YAML_MAPPING_NODE) {
        return "a mapping";
    }
    if (n->type == YAML_SEQUENCE_NODE) {
        return "a list";
    }
    char text[48];
    clean_text(n, text, sizeof text);
    snprintf(buf, cap, "%s'%s%s'",
             n->data.scalar.style == YAML_PLAIN_SCALAR_STYLE ? "" : "the quoted text ", text,
             n->data.scalar.length > 40 ? "..." : "");
    return buf;
}

const char *sc_yaml_shown(const yaml_node_t *n, char *buf, size_t cap)
{
    if (n == NULL || n->type != YAML_SCALAR_NODE) {
        return sc_yaml_describe(n, buf, cap);
    }
    clean_text(n, buf, cap);
    return buf;
}

unsigned sc_yaml_seq_len(const yaml_node_t *seq)
{
    return (unsigned)(seq->data.sequence.items.top - seq->data.sequence.items.start);
}

yaml_node_t *sc_yaml_seq_item(const sc_yaml_reader *rd, const yaml_node_t *seq, unsigned i)
{
    return sc_yaml_node(rd, seq->data.sequence.items.start[i]);
}

bool sc_yaml_failf(const sc_yaml_reader *rd, const yaml_node_t *n, size_t line, const char *fmt,
                   ...)
{
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    return sc_yaml_fail(rd->err, rd->err_len, rd->path, n, line, "%s", msg);
}

bool sc_yaml_want_map(const sc_yaml_reader *rd, const yaml_node_t *n, const char *ctx)
{
    if (n->type != YAML_MAPPING_NODE) {
        char d[64];
        return sc_yaml_failf(rd, n, 0, "%s: expected a mapping (key: value), got %s", ctx,
                             sc_yaml_describe(n, d, sizeof d));
    }
    return true;
}

bool sc_yaml_want_seq(const sc_yaml_reader *rd, const yaml_node_t *n, const char *ctx)
{
    if (n->type != YAML_SEQUENCE_NODE) {
        char d[64];
        return sc_yaml_failf(rd, n, 0, "%s: expected a list, got %s", ctx,
                             sc_yaml_describe(n, d, sizeof d));
    }
    return true;
}

bool sc_yaml_want_scalar(const sc_yaml_reader *rd, const yaml_node_t *n, const char *ctx,
                         const char *what)
{
    if (n->type != YAML_SCALAR_NODE || sc_yaml_is_null(n)) {
        char d[64];
        return sc_yaml_failf(rd, n, 0, "%s: expected %s, got %s", ctx, what,
                             sc_yaml_describe(n, d, sizeof d));
    }
    return true;
}

bool sc_yaml_check_keys(const sc_yaml_reader *rd, const yaml_node_t *map, const char *ctx,
                        const char *const *known)
{
    unsigned n = 0;
    while (known[n] != NULL) {
        n++;
    }
    yaml_node_t *values[32];
    if (n > sizeof values / sizeof values[0]) {
        return sc_yaml_failf(rd, map, 0, "%s: too many keys to check", ctx);
    }
    return sc_yaml_fields(rd, map, ctx, known, n, 0, values);
}

yaml_node_t *sc_yaml_find(const sc_yaml_reader *rd, const yaml_node_t *map, const char *key)
{
    for (const yaml_node_pair_t *p = map->data.mapping.pairs.start; p < map->data.mapping.pairs.top;
         p++) {
        const char *name = sc_yaml_text(sc_yaml_node(rd, p->key));
        if (name != NULL && strcmp(name, key) == 0) {
            return sc_yaml_node(rd, p->value);
        }
    }
    return NULL;
}

bool sc_yaml_need(const sc_yaml_reader *rd, const yaml_node_t *map, const char *ctx,
                  const char *key, yaml_node_t **out)
{
    *out = sc_yaml_find(rd, map, key);
    if (*out == NULL) {
        return sc_yaml_failf(rd, map, 0, "%s: missing required key '%s'", ctx, key);
    }
    return true;
}

/* "a, b, c" */
static void key_list(const char *const *keys, unsigned n, char *buf, size_t cap)
{
    size_t used = 0;
    buf[0] = '\0';
    for (unsigned i = 0; i < n; i++) {
        int w = snprintf(buf + used, cap - used, "%s%s", i == 0 ? "" : ", ", keys[i]);
        if (w < 0 || (size_t)w >= cap - used) {
            break;
        }
        used += (size_t)w;
    }
}

bool sc_yaml_fields(const sc_yaml_reader *rd, const yaml_node_t *map, const char *ctx,
                    const char *const *keys, unsigned n, unsigned required, yaml_node_t **values)
{
    if (!sc_yaml_want_map(rd, map, ctx)) {
        return false;
    }
    for (unsigned i = 0; i < n; i++) {
        values[i] = NULL;
    }
    const yaml_node_pair_t *start = map->data.mapping.pairs.start;
    for (const yaml_node_pair_t *p = start; p < map->data.mapping.pairs.top; p++) {
        yaml_node_t *key = sc_yaml_node(rd, p->key);
        const char *name = sc_yaml_text(key);
        if (name == NULL) {
            char d[64];
            return sc_yaml_failf(rd, key, 0, "%s: a key must be a name, got %s", ctx,
                                 sc_yaml_describe(key, d, sizeof d));
        }
        unsigned i = 0;
        while (i < n && strcmp(name, keys[i]) != 0) {
            i++;
        }
        if (i == n) {
            char list[256];
            key_list(keys, n, list, sizeof list);
            return sc_yaml_failf(rd, key, 0, "%s: unknown key '%.40s' (known keys: %s)", ctx, name,
                                 list);
        }
        if (values[i] != NULL) {
            for (const yaml_node_pair_t *q = start; q < p; q++) {
                yaml_node_t *other = sc_yaml_node(rd, q->key);
                if (strcmp(sc_yaml_text(other), name) == 0) {
                    return sc_yaml_failf(rd, key, 0, "%s: duplicate key '%s' (first on line %zu)",
                                         ctx, name, sc_yaml_line(other));
                }
            }
        }
        values[i] = sc_yaml_node(rd, p->value);
    }
    for (unsigned i = 0; i < n; i++) {
        if (((required >> i) & 1) && values[i] == NULL) {
            return sc_yaml_failf(rd, map, 0, "%s: missing required key '%s'", ctx, keys[i]);
        }
    }
    return true;
}
