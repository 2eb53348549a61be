/* Reading a save's own lines, and the saves module's errors (save_lines.h). */
#include "save_lines.h"

#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

SC_PRINTF(4, 5)
bool gm_save_fail(gm_save_error *err, gm_save_status status, unsigned line, const char *fmt, ...)
{
    if (err == NULL) {
        return false;
    }
    err->status = status;
    err->line = line;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err->message, sizeof err->message, fmt, ap);
    va_end(ap);
    return false;
}

void gm_save_clear_err(gm_save_error *err)
{
    if (err != NULL) {
        memset(err, 0, sizeof *err);
    }
}

/* ---- reading a save's own lines ------------------------------------------ */

/* One line of text[0..len): [*pos, end of line), without "\r\n". */
bool gm_save_next_line(const char *text, size_t len, size_t *pos, const char **line,
                       size_t *line_len)
{
    if (*pos >= len) {
        return false;
    }
    const char *s = text + *pos;
    const char *nl = memchr(s, '\n', len - *pos);
    size_t n = nl != NULL ? (size_t)(nl - s) : len - *pos;
    *pos += n + (nl != NULL ? 1 : 0);
    if (n > 0 && s[n - 1] == '\r') {
        n--;
    }
    *line = s;
    *line_len = n;
    return true;
}

bool gm_save_next_header(const char *text, size_t len, size_t *pos, unsigned *no, const char **body,
                         size_t *body_len)
{
    const char *line;
    size_t n;
    while (gm_save_next_line(text, len, pos, &line, &n)) {
        ++*no;
        size_t i = 0;
        gm_save_skip_blanks(line, n, &i);
        if (i == n) {
            continue;
        }
        if (line[i] != '#') {
            return false; /* the record begins */
        }
        i++;
        gm_save_skip_blanks(line, n, &i);
        *body = line + i;
        *body_len = n - i;
        return true;
    }
    return false;
}

bool gm_save_starts(const char *s, size_t n, const char *prefix)
{
    size_t k = strlen(prefix);
    return n >= k && memcmp(s, prefix, k) == 0;
}

/* A decimal number of at most 9 digits at s[*i..n); advances *i. */
bool gm_save_read_num(const char *s, size_t n, size_t *i, unsigned *out)
{
    size_t start = *i;
    unsigned v = 0;
    while (*i < n && s[*i] >= '0' && s[*i] <= '9' && *i - start < 9) {
        v = v * 10 + (unsigned)(s[*i] - '0');
        (*i)++;
    }
    *out = v;
    return *i > start && (*i >= n || s[*i] == ' ' || s[*i] == '\t');
}

bool gm_save_end_words(const char *s, size_t n, size_t i)
{
    static const char words[] = " actions";
    size_t k = sizeof words - 1;
    while (n > i && (s[n - 1] == ' ' || s[n - 1] == '\t' || s[n - 1] == '\r')) {
        n--;
    }
    return n - i == k && memcmp(s + i, words, k) == 0;
}

void gm_save_skip_blanks(const char *s, size_t n, size_t *i)
{
    while (*i < n && (s[*i] == ' ' || s[*i] == '\t')) {
        (*i)++;
    }
}

void gm_save_read_meta(const char *text, size_t len, gm_save_meta *m)
{
    memset(m, 0, sizeof *m);
    size_t pos = 0;
    const char *line;
    size_t n;
    bool in_header = true;
    for (unsigned no = 1; gm_save_next_line(text, len, &pos, &line, &n); no++) {
        if (no == 1 && gm_save_starts(line, n, GM_SAVE_MAGIC)) {
            size_t i = sizeof GM_SAVE_MAGIC - 1;
            m->magic_ok = gm_save_read_num(line, n, &i, &m->format) && i == n;
            m->format_line = no;
        }
        if (n == 0) {
            continue;
        }
        if (in_header && line[0] == '#') {
            size_t i = 1;
            gm_save_skip_blanks(line, n, &i);
            m->is_save |= gm_save_starts(line, n, GM_SAVE_SECOND_LINE) ||
                          gm_save_starts(line + i, n - i, "seat ") ||
                          gm_save_starts(line + i, n - i, "spacecats-save");
        }
        if (line[0] != '#') {
            in_header = false;
        }
        /* Only the very last non-empty line counts as the end mark. */
        m->has_end = false;
        m->end_bad = false;
        if (gm_save_starts(line, n, GM_SAVE_END_MARK)) {
            size_t i = sizeof GM_SAVE_END_MARK - 1;
            m->has_end =
                gm_save_read_num(line, n, &i, &m->end_actions) && gm_save_end_words(line, n, i);
            /* There, but its count unreadable: damaged, not cut short. */
            m->end_bad = !m->has_end;
            size_t k = 0;
            for (; k < n && k + 1 < sizeof m->end_text; k++) {
                unsigned char c = (unsigned char)line[k];
                m->end_text[k] = c < 0x20 || c >= 0x7f ? '?' : (char)c; /* quoted in a message */
            }
            m->end_text[k] = '\0';
            m->end_line = no;
            m->is_save = true;
        }
    }
    m->is_save |= m->magic_ok;
}

/* ---- reading a save file's ends ------------------------------------------ */

size_t gm_save_read_at(FILE *f, char *buf, size_t max, int64_t offset)
{
    size_t n = 0;
    if (offset <= LONG_MAX && fseek(f, (long)offset, SEEK_SET) == 0) {
        n = fread(buf, 1, max, f);
    }
    buf[n] = '\0';
    return n;
}

bool gm_save_end_line(FILE *f, int64_t size, unsigned *actions, bool *marked)
{
    char buf[GM_SAVE_TAIL_BYTES + 1];
    int64_t from = size > GM_SAVE_TAIL_BYTES ? size - GM_SAVE_TAIL_BYTES : 0;
    size_t n = gm_save_read_at(f, buf, GM_SAVE_TAIL_BYTES, from);
    while (n > 0 && (buf[n - 1] == '\n' || buf[n - 1] == '\r')) {
        n--;
    }
    size_t start = n;
    while (start > 0 && buf[start - 1] != '\n') {
        start--;
    }
    size_t k = sizeof GM_SAVE_END_MARK - 1;
    bool mark = gm_save_starts(buf + start, n - start, GM_SAVE_END_MARK);
    if (marked != NULL) {
        *marked = mark;
    }
    return mark && gm_save_read_num(buf + start, n - start, &k, actions) &&
           gm_save_end_words(buf + start, n - start, k);
}
