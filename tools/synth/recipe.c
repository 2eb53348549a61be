/* The recipe file: one `sound` line per effect, then its layers.
 *
 *   sound NAME length=SECONDS [level=DBFS]
 *     tone|noise|clicks|voice key=value ...
 *
 * '#' starts a comment. Unknown keys and bad numbers are refused with the
 * line, so a typo never silently changes a sound. */
#define _POSIX_C_SOURCE 200809L

#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "synth.h"

typedef struct ctx {
    const char *path;
    int line;
    char *err;
    size_t err_len;
} ctx;

#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
static bool
fail(ctx *c, const char *fmt, ...)
{
    int n = snprintf(c->err, c->err_len, "%s:%d: ", c->path, c->line);
    if (n >= 0 && (size_t)n < c->err_len) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(c->err + n, c->err_len - (size_t)n, fmt, ap);
        va_end(ap);
    }
    return false;
}

static bool number(ctx *c, const char *key, const char *text, double lo, double hi, double *out)
{
    char *end = NULL;
    errno = 0;
    double v = strtod(text, &end);
    if (end == text || *end != '\0' || errno != 0) {
        return fail(c, "%s: '%s' is not a number", key, text);
    }
    if (v < lo || v > hi) {
        return fail(c, "%s: %g is outside %g..%g", key, v, lo, hi);
    }
    *out = v;
    return true;
}

/* "a,b,c": three numbers for a voice contour. */
static bool triple(ctx *c, const char *key, char *text, double out[3])
{
    char *parts[3];
    unsigned n = 0;
    char *save = NULL;
    for (char *tok = strtok_r(text, ",", &save); tok != NULL; tok = strtok_r(NULL, ",", &save)) {
        if (n == 3) {
            return fail(c, "%s: give three numbers (start,peak,end)", key);
        }
        parts[n++] = tok;
    }
    if (n != 3) {
        return fail(c, "%s: give three numbers (start,peak,end)", key);
    }
    for (unsigned i = 0; i < 3; i++) {
        if (!number(c, key, parts[i], 20, 10000, &out[i])) {
            return false;
        }
    }
    return true;
}

static bool layer_key(ctx *c, syn_layer *l, const char *key, char *val)
{
    double v;
    const double fmax = SYN_RATE / 2.0 - 100;
    struct {
        const char *key;
        double *field;
        double lo, hi;
    } const nums[] = {
        {"start", &l->start, 0, 10},     {"dur", &l->dur, 0.001, 10},
        {"amp", &l->amp, 0, 4},          {"attack", &l->attack, 0, 10},
        {"release", &l->release, 0, 10}, {"decay", &l->decay, 0, 10},
        {"f0", &l->f0, 10, fmax},        {"f1", &l->f1, 10, fmax},
        {"vib", &l->vib, 0, 40},         {"vdepth", &l->vdepth, 0, 12},
        {"q", &l->q, 0.3, 30},           {"ring", &l->ring, 0.0005, 2},
        {"spread", &l->spread, 0.1, 10}, {"peak", &l->peak, 0.01, 0.99},
        {"bw", &l->bw, 20, 3000},
    };
    for (size_t i = 0; i < sizeof nums / sizeof nums[0]; i++) {
        if (strcmp(key, nums[i].key) == 0) {
            return number(c, key, val, nums[i].lo, nums[i].hi, nums[i].field);
        }
    }
    if (strcmp(key, "n") == 0 || strcmp(key, "harm") == 0 || strcmp(key, "seed") == 0) {
        if (!number(c, key, val, 0, 1e6, &v)) {
            return false;
        }
        if (v != (double)(long)v) {
            return fail(c, "%s: '%s' is not a whole number", key, val);
        }
        if (key[0] == 'n') {
            l->n = (int)v;
        } else if (key[0] == 'h') {
            l->harm = (int)v;
        } else {
            l->seed = (uint64_t)v;
        }
        return true;
    }
    if (strcmp(key, "wave") == 0) {
        static const char *const waves[] = {"sine", "tri", "saw"};
        for (int w = 0; w < 3; w++) {
            if (strcmp(val, waves[w]) == 0) {
                l->wave = (syn_wave)w;
                return true;
            }
        }
        return fail(c, "wave: '%s' is not sine, tri or saw", val);
    }
    if (strcmp(key, "filter") == 0) {
        if (strcmp(val, "lp") != 0 && strcmp(val, "bp") != 0) {
            return fail(c, "filter: '%s' is not lp or bp", val);
        }
        l->lowpass = val[0] == 'l';
        return true;
    }
    if (strcmp(key, "pitch") == 0) {
        return triple(c, key, val, l->p);
    }
    if (strcmp(key, "form1") == 0) {
        return triple(c, key, val, l->fa);
    }
    if (strcmp(key, "form2") == 0) {
        return triple(c, key, val, l->fb);
    }
    return fail(c, "unknown key '%s'", key);
}

static bool parse_layer(ctx *c, syn_sound *s, char *kind, char *rest)
{
    static const char *const kinds[] = {"tone", "noise", "clicks", "voice"};
    int k = -1;
    for (int i = 0; i < 4; i++) {
        if (strcmp(kind, kinds[i]) == 0) {
            k = i;
        }
    }
    if (k < 0) {
        return fail(c, "'%s' is not a layer (tone, noise, clicks, voice) or 'sound'", kind);
    }
    if (s->n_layers == SYN_MAX_LAYERS) {
        return fail(c, "too many layers (at most %d)", SYN_MAX_LAYERS);
    }
    syn_layer *l = &s->layers[s->n_layers++];
    *l = (syn_layer){
        .kind = (syn_kind)k,
        .line = c->line,
        .dur = s->length,
        .amp = 1,
        .attack = 0.005,
        .release = 0.02,
        .f0 = 440,
        .f1 = 0,
        .harm = 8,
        .q = 1,
        .n = 10,
        .ring = 0.02,
        .spread = 1,
        .seed = 1,
        .peak = 0.4,
        .bw = 250,
        .p = {500, 700, 450},
        .fa = {500, 900, 700},
        .fb = {1500, 1900, 1400},
    };
    char *save = NULL;
    for (char *tok = strtok_r(rest, " \t", &save); tok != NULL;
         tok = strtok_r(NULL, " \t", &save)) {
        char *eq = strchr(tok, '=');
        if (eq == NULL || eq == tok || eq[1] == '\0') {
            return fail(c, "'%s' is not key=value", tok);
        }
        *eq = '\0';
        if (!layer_key(c, l, tok, eq + 1)) {
            return false;
        }
    }
    if (l->f1 == 0) {
        l->f1 = l->f0;
    }
    if (l->start + l->dur > s->length + 1e-9) {
        return fail(c, "the layer ends at %.3f s, after the sound's length %.3f s",
                    l->start + l->dur, s->length);
    }
    if (l->attack + l->release > l->dur + 1e-9) {
        return fail(c, "attack + release (%.3f s) are longer than dur (%.3f s)",
                    l->attack + l->release, l->dur);
    }
    return true;
}

static bool parse_sound(ctx *c, syn_book *b, char *rest)
{
    if (b->n_sounds == SYN_MAX_SOUNDS) {
        return fail(c, "too many sounds (at most %d)", SYN_MAX_SOUNDS);
    }
    syn_sound *s = &b->sounds[b->n_sounds];
    *s = (syn_sound){.line = c->line, .level = -18};
    char *save = NULL;
    char *name = strtok_r(rest, " \t", &save);
    if (name == NULL || strchr(name, '=') != NULL) {
        return fail(c, "sound: a name must follow");
    }
    for (const char *p = name; *p; p++) {
        if (!islower((unsigned char)*p) && !isdigit((unsigned char)*p) && *p != '-') {
            return fail(c, "sound name '%s': use a-z, 0-9 and '-'", name);
        }
    }
    if (strlen(name) >= SYN_NAME) {
        return fail(c, "sound name '%s' is too long", name);
    }
    for (unsigned i = 0; i < b->n_sounds; i++) {
        if (strcmp(b->sounds[i].name, name) == 0) {
            return fail(c, "sound '%s' again (first on line %d)", name, b->sounds[i].line);
        }
    }
    snprintf(s->name, sizeof s->name, "%s", name);
    for (char *tok = strtok_r(NULL, " \t", &save); tok != NULL;
         tok = strtok_r(NULL, " \t", &save)) {
        char *eq = strchr(tok, '=');
        if (eq == NULL) {
            return fail(c, "'%s' is not key=value", tok);
        }
        *eq = '\0';
        if (strcmp(tok, "length") == 0) {
            if (!number(c, tok, eq + 1, 0.01, 1.5, &s->length)) {
                return false;
            }
        } else if (strcmp(tok, "level") == 0) {
            if (!number(c, tok, eq + 1, -60, -3, &s->level)) {
                return false;
            }
        } else {
            return fail(c, "unknown key '%s' (length, level)", tok);
        }
    }
    if (s->length == 0) {
        return fail(c, "sound '%s': length= is required (at most 1.5 s)", name);
    }
    b->n_sounds++;
    return true;
}

bool syn_parse(const char *path, syn_book *book, char *err, size_t err_len)
{
    ctx c = {path, 0, err, err_len};
    err[0] = '\0';
    memset(book, 0, sizeof *book);
    FILE *f = fopen(path, "r");
    if (f == NULL) {
        snprintf(err, err_len, "%s: %s", path, strerror(errno));
        return false;
    }
    char buf[1024];
    bool ok = true;
    while (ok && fgets(buf, sizeof buf, f) != NULL) {
        c.line++;
        if (strchr(buf, '\n') == NULL && !feof(f)) {
            ok = fail(&c, "line too long");
            break;
        }
        char *hash = strchr(buf, '#');
        if (hash != NULL) {
            *hash = '\0';
        }
        char *save = NULL;
        char *word = strtok_r(buf, " \t\r\n", &save);
        if (word == NULL) {
            continue;
        }
        char *rest = strtok_r(NULL, "\r\n", &save);
        char empty[1] = "";
        if (rest == NULL) {
            rest = empty;
        }
        if (strcmp(word, "sound") == 0) {
            ok = parse_sound(&c, book, rest);
        } else if (book->n_sounds == 0) {
            ok = fail(&c, "a layer before the first 'sound' line");
        } else {
            ok = parse_layer(&c, &book->sounds[book->n_sounds - 1], word, rest);
        }
    }
    fclose(f);
    if (ok && book->n_sounds == 0) {
        c.line = 0;
        snprintf(err, err_len, "%s: no sounds", path);
        ok = false;
    }
    for (unsigned i = 0; ok && i < book->n_sounds; i++) {
        if (book->sounds[i].n_layers == 0) {
            c.line = book->sounds[i].line;
            ok = fail(&c, "sound '%s' has no layers", book->sounds[i].name);
        }
    }
    return ok;
}
