/* UTF-8 text, one code point at a time (utf8.h). */
#include "utf8.h"

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
