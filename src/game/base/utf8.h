/* UTF-8 text, one code point at a time: what names (typed, read from the
 * settings, written back) are checked with. */
#ifndef GM_UTF8_H
#define GM_UTF8_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define GM_UTF8_BAD UINT32_C(0xffffffff)

/* The code point of the UTF-8 sequence at t[*i], advancing *i past it; or
 * GM_UTF8_BAD (advancing one byte) for a malformed, overlong or surrogate one. */
uint32_t gm_utf8_next(const unsigned char *t, size_t len, size_t *i);

/* Characters a name may not hold: C0 and C1 controls, DEL, the Unicode line
 * and paragraph separators, the byte-order mark and the non-characters
 * U+FFFE/U+FFFF. YAML either refuses them in a file or reads them as line
 * breaks, and none of them draws as anything. */
bool gm_utf8_is_control(uint32_t c);

/* The longest start of text that with an ellipsis ("…") fits in max as
 * `width` measures it, cut between words ("Bartholomew…", never
 * "Bartholomew Fitzg…"), or between whole characters when even the first
 * word does not fit; the whole text when it fits as it is. Written to out;
 * returns out. Every name drawn is cut by it (text.h's gm_text_fit, and
 * seats.h's gm_seat_name_shown for names in sentences). */
typedef float (*gm_utf8_width)(void *ctx, const char *text);
const char *gm_utf8_fit(const char *text, float max, gm_utf8_width width, void *ctx, char *out,
                        size_t len);

/* The same, keeping the end of text: an ellipsis, then the longest end
 * that fits ("…/spacecats/" for a long folder's path). */
const char *gm_utf8_fit_end(const char *text, float max, gm_utf8_width width, void *ctx, char *out,
                            size_t len);

/* The length of the piece of text from its start to the first place a
 * line may break: a space (or '\n', or the end). A space before the
 * marks French sets apart (% : ; ! ? ») or after « is no such place:
 * "53 %" and "oui :" stay on one line. */
size_t gm_utf8_unbreakable(const char *text);

#endif
