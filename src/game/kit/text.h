/* Text with SDL2_ttf: a rounded face for titles and labels (Quicksand) and
 * a plain one for running text (DejaVu Sans), each falling back on the
 * other, found in the game's own font folder (the Windows build ships them
 * there) or else through fontconfig. Sizes are logical pixels; fonts are
 * opened at the output's pixel size so text stays sharp. */
#ifndef GM_TEXT_H
#define GM_TEXT_H

#include <stdbool.h>
#include <stddef.h>

#include "gfx.h"

typedef struct gm_text gm_text;

/* Finds the fonts: each face's families in order of preference, each in
 * font_dir (<data>/fonts; NULL: none), then through fontconfig where the
 * game is built with it; on failure err says which were looked for. */
gm_text *gm_text_new(gm_gfx *gfx, const char *font_dir, char *err, size_t err_len);
/* The font file used for `font` ("" for text without fonts). */
const char *gm_text_font_file(const gm_text *t, gm_font font);
void gm_text_free(gm_text *t);
/* Text without fonts, for tests on the recording back end
 * (gm_gfx_open_record), which needs none: a line is 0.55 em wide a
 * character (0.6 bold); nothing is drawn on a window with it. */
gm_text *gm_text_new_fixed(gm_gfx *gfx);

/* The back end the text draws on. */
gm_gfx *gm_text_gfx(const gm_text *t);

/* Drops the opened sizes (the output scale changed). */
void gm_text_flush(gm_text *t);

/* Draws UTF-8 text with its top at y; x is the left edge, centre or right
 * edge by align. Bold uses the font's bold style. Returns its logical width. */
float gm_text_draw(gm_text *t, gm_font font, float size, bool bold, gm_color c, float x, float y,
                   gm_align align, const char *text);
/* Centred in a rect, both ways. */
void gm_text_center(gm_text *t, gm_font font, float size, bool bold, gm_color c, gm_rect r,
                    const char *text);

/* The logical width of one line of text. */
float gm_text_width(gm_text *t, gm_font font, float size, bool bold, const char *text);
/* text cut with an ellipsis to fit max_w (whole characters), into out. */
const char *gm_text_fit(gm_text *t, gm_font font, float size, bool bold, const char *text,
                        float max_w, char *out, size_t len);
/* The same keeping the end of text (a folder's path): "…/spacecats/". */
const char *gm_text_fit_end(gm_text *t, gm_font font, float size, bool bold, const char *text,
                            float max_w, char *out, size_t len);
/* Lines of running text are this many times their size apart, unless told
 * otherwise; a line drawn on its own among them moves down as much. */
#define GM_TEXT_LINE 1.35f
/* A line of the game's faces is about this many times its size high (the
 * box a line is centred by, and the fixed-width text's line). */
#define GM_TEXT_HIGH 1.22f

/* Running text wrapped at spaces (and at '\n') to `width`, lines `line_h`
 * apart (0: GM_TEXT_LINE times the size), the first line's top at y. Draws only when
 * `draw` is true (false: measures). Returns the height the text takes. A
 * word wider than `width` gets a line of its own. */
float gm_text_wrapped(gm_text *t, gm_font font, float size, bool bold, gm_color c, float x, float y,
                      float width, float line_h, bool draw, const char *text);

#endif
