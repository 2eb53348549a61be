/* The YAML kit's scalars and file (see yaml_read.h): one spelling of a
 * number, a yes-or-no and a text for every reader. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "spacecats/file_io.h"
#include "spacecats/yaml_read.h"

enum { HUGE_AT = 100000000 };

/* The scalar's text when nothing in it is cut by a NUL (a quoted "1\0"). */
static const char *whole_text(const yaml_node_t *n)
{
    const char *t = sc_yaml_text(n);
    return t != NULL && strlen(t) == n->data.scalar.length ? t : NULL;
}

bool sc_yaml_int_value(const yaml_node_t *n, long *out, bool *huge)
{
    const char *p = whole_text(n);
    *huge = false;
    if (p == NULL) {
        return false;
    }
    bool neg = *p == '-';
    if (*p == '-' || *p == '+') {
        p++;
    }
    if (*p == '\0') {
        return false;
    }
    long v = 0;
    for (; *p != '\0'; p++) {
        if (*p < '0' || *p > '9') {
            return false;
        }
        if (v >= HUGE_AT) {
            *huge = true;
        } else {
            v = v * 10 + (*p - '0');
        }
    }
    if (*huge) {
        v = 1;
    }
    *out = neg ? -v : v;
    return true;
}

bool sc_yaml_bool_value(const yaml_node_t *n, bool *out)
{
    static const char *const yes[] = {"true", "True", "TRUE", "yes", "Yes",
                                      "YES",  "on",   "On",   "ON"};
    static const char *const no[] = {"false", "False", "FALSE", "no", "No",
                                     "NO",    "off",   "Off",   "OFF"};
    const char *t = whole_text(n);
    for (size_t i = 0; t != NULL && i < sizeof yes / sizeof yes[0]; i++) {
        if (strcmp(t, yes[i]) == 0 || strcmp(t, no[i]) == 0) {
            *out = strcmp(t, yes[i]) == 0;
            return true;
        }
    }
    return false;
}

bool sc_yaml_number_value(const yaml_node_t *n, double *out)
{
    const char *t = whole_text(n);
    if (t == NULL || *t == '\0') {
        return false;
    }
    char *end = NULL;
    double v = strtod(t, &end);
    if (end == NULL || *end != '\0' || !isfinite(v)) {
        return false;
    }
    *out = v;
    return true;
}

static bool plain(const yaml_node_t *n)
{
    return n->type == YAML_SCALAR_NODE && n->data.scalar.style == YAML_PLAIN_SCALAR_STYLE;
}

bool sc_yaml_get_int(const sc_yaml_reader *rd, const yaml_node_t *n, const char *ctx, long min,
                     long max, long *out)
{
    long v = 0;
    bool huge = false;
    if (!plain(n) || sc_yaml_is_null(n) || !sc_yaml_int_value(n, &v, &huge)) {
        char d[64];
        return sc_yaml_failf(rd, n, 0, "%s: expected a whole number, got %s", ctx,
                             sc_yaml_describe(n, d, sizeof d));
    }
    if (huge || v < min || v > max) {
        return sc_yaml_failf(rd, n, 0, "%s: %.40s is out of range (%ld..%ld)", ctx, sc_yaml_text(n),
                             min, max);
    }
    *out = v;
    return true;
}

bool sc_yaml_get_bool(const sc_yaml_reader *rd, const yaml_node_t *n, const char *ctx, bool *out)
{
    if (plain(n) && sc_yaml_bool_value(n, out)) {
        return true;
    }
    char d[64];
    return sc_yaml_failf(rd, n, 0, "%s: expected true or false, got %s", ctx,
                         sc_yaml_describe(n, d, sizeof d));
}

bool sc_yaml_get_number(const sc_yaml_reader *rd, const yaml_node_t *n, const char *ctx,
                        double limit, double *out)
{
    if (!plain(n) || n->data.scalar.length == 0) {
        char d[64];
        return sc_yaml_failf(rd, n, 0, "%s: expected a number, got %s", ctx,
                             sc_yaml_describe(n, d, sizeof d));
    }
    double v = 0;
    if (!sc_yaml_number_value(n, &v)) {
        return sc_yaml_failf(rd, n, 0, "%s: expected a number, got '%.40s'", ctx, sc_yaml_text(n));
    }
    if (v < -limit || v > limit) {
        return sc_yaml_failf(rd, n, 0, "%s: %.40s is out of range", ctx, sc_yaml_text(n));
    }
    *out = v;
    return true;
}

bool sc_yaml_get_text(const sc_yaml_reader *rd, const yaml_node_t *n, const char *ctx, char *dst,
                      size_t cap)
{
    if (!sc_yaml_want_scalar(rd, n, ctx, "some text")) {
        return false;
    }
    size_t len = n->data.scalar.length;
    if (len == 0) {
        return sc_yaml_failf(rd, n, 0, "%s: must not be empty", ctx);
    }
    if (len >= cap) {
        return sc_yaml_failf(rd, n, 0, "%s: '%.40s' is too long (at most %zu bytes)", ctx,
                             sc_yaml_text(n), cap - 1);
    }
    for (size_t i = 0; i < len; i++) {
        unsigned char c = n->data.scalar.value[i];
        if (c < 0x20 || c == 0x7f) {
            return sc_yaml_failf(rd, n, 0, "%s: control characters are not allowed", ctx);
        }
    }
    memcpy(dst, n->data.scalar.value, len);
    dst[len] = '\0';
    return true;
}

bool sc_yaml_load_file(const char *path, size_t max, sc_yaml_parse_fn parse, void *out, char *err,
                       size_t err_len)
{
    size_t len = 0;
    char *text = sc_file_read(path, max, &len, err, err_len);
    if (text == NULL) {
        return false;
    }
    bool ok = parse(text, len, path, out, err, err_len);
    free(text);
    return ok;
}
