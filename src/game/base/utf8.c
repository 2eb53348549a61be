/* UTF-8 text, one code point at a time (utf8.h). */
#include "utf8.h"

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

/* The code point of the UTF-8 sequence at t[*i], advancing *i past it; or
 * GM_UTF8_BAD (advancing one byte) for a malformed, overlong or surrogate one. */
uint32_t gm_utf8_next(const unsigned char *t, size_t len, size_t *i)
{
    uint32_t c = t[*i];
    size_t n;
    uint32_t min;
    if (c < 0x80) {
        (*i)++;
        return c;
    } else if ((c & 0xe0) == 0xc0) {
        n = 1, min = 0x80, c &= 0x1f;
    } else if ((c & 0xf0) == 0xe0) {
        n = 2, min = 0x800, c &= 0x0f;
    } else if ((c & 0xf8) == 0xf0) {
        n = 3, min = 0x10000, c &= 0x07;
    } else {
        (*i)++;
        return GM_UTF8_BAD;
    }
    if (len - *i <= n) {
        (*i)++;
        return GM_UTF8_BAD;
    }
    for (size_t k = 1; k <= n; k++) {
        if ((t[*i + k] & 0xc0) != 0x80) {
            (*i)++;
            return GM_UTF8_BAD;
        }
        c = (c << 6) | (t[*i + k] & 0x3fu);
    }
    if (c < min || c > 0x10ffff || (c >= 0xd800 && c <= 0xdfff)) {
        (*i)++;
        return GM_UTF8_BAD;
    }
    *i += n + 1;
    return c;
}

/* Characters a name may not hold: C0 and C1 controls, DEL, the Unicode line
 * and paragraph separators, the byte-order mark and the non-characters
 * U+FFFE/U+FFFF. YAML either refuses them in a file or reads them as line
 * breaks, and none of them draws as anything. */
bool gm_utf8_is_control(uint32_t c)
{
    return c < 0x20 || (c >= 0x7f && c <= 0x9f) || c == 0x2028 || c == 0x2029 || c == 0xfeff ||
           c == 0xfffe || c == 0xffff;
}

/* Whether a cut of text at byte n falls between words: at a space, or
 * before a hyphen ("Anne|-Sophie"). */
static bool between_words(const char *text, size_t n)
{
    return text[n] == ' ' || text[n] == '-' || (n > 0 && text[n - 1] == ' ');
}

const char *gm_utf8_fit(const char *text, float max, gm_utf8_width width, void *ctx, char *out,
                        size_t len)
{
    static const char ellipsis[] = "\xe2\x80\xa6"; /* … */
    snprintf(out, len, "%s", text);
    if (width(ctx, out) <= max) {
        return out;
    }
    /* The longest start cut between whole characters (never inside a
     * UTF-8 sequence) that fits with the ellipsis ... */
    size_t n = strlen(out), fits = 0;
    bool found = false;
    while (n > 0 && !found) {
        do {
            n--;
        } while (n > 0 && ((unsigned char)text[n] & 0xc0) == 0x80);
        size_t keep = n;
        while (keep > 0 && text[keep - 1] == ' ') {
            keep--;
        }
        snprintf(out, len, "%.*s%s", (int)keep, text, ellipsis);
        found = keep > 0 && width(ctx, out) <= max;
        fits = keep;
    }
    if (!found) {
        snprintf(out, len, "%s", ellipsis);
        return out;
    }
    /* ... then back to the last place between words within it, when there
     * is one: "Bartholomew…", not "Bartholomew Fitzg…". A first word too
     * long for the room is cut inside. */
    size_t word = fits;
    while (word > 0 && !between_words(text, word)) {
        word--;
    }
    while (word > 0 && (text[word - 1] == ' ' || text[word - 1] == '-')) {
        word--;
    }
    if (word > 0) {
        fits = word;
    }
    snprintf(out, len, "%.*s%s", (int)fits, text, ellipsis);
    return out;
}

const char *gm_utf8_fit_end(const char *text, float max, gm_utf8_width width, void *ctx, char *out,
                            size_t len)
{
    static const char ellipsis[] = "\xe2\x80\xa6"; /* … */
    snprintf(out, len, "%s", text);
    if (width(ctx, out) <= max) {
        return out;
    }
    /* Drop whole characters from the start until it fits. */
    for (size_t start = 1; text[start] != '\0'; start++) {
        if (((unsigned char)text[start] & 0xc0) == 0x80) {
            continue; /* inside a character */
        }
        snprintf(out, len, "%s%s", ellipsis, text + start);
        if (width(ctx, out) <= max) {
            return out;
        }
    }
    snprintf(out, len, "%s", ellipsis);
    return out;
}

/* A mark set apart by a space that must stay with the word before it. */
static bool closes(const char *t)
{
    return (*t != '\0' && strchr("%:;!?", *t) != NULL) || strncmp(t, "\xc2\xbb", 2) == 0;
}

size_t gm_utf8_unbreakable(const char *text)
{
    size_t i = 0;
    while (text[i] != '\0' && text[i] != '\n') {
        if (text[i] == ' ') {
            bool after_open = i >= 2 && strncmp(text + i - 2, "\xc2\xab", 2) == 0;
            if (!after_open && !closes(text + i + 1)) {
                break;
            }
        }
        i++;
    }
    return i;
}
