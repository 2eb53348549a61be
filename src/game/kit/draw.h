/* The drawing operations: one table that every back end fills, after
 * Simon Tatham's Puzzles' drawing_api and Brogue CE's console table.
 *
 * Every drawing call of the game goes through the table of its gm_gfx
 * (gfx.h's gm_gfx_fill ..., text.h's gm_text_draw, sprites.h's
 * gm_sprite_draw): draw_sdl.c draws with SDL's renderer, draw_record.c
 * records each call with its arguments, so that tests assert on the shapes
 * drawn and compare two frames call by call. Coordinates are logical
 * (1920x1080). */
#ifndef GM_DRAW_H
#define GM_DRAW_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "layout.h"

typedef struct gm_gfx gm_gfx;
typedef struct gm_text gm_text;
typedef struct gm_sprites gm_sprites;

typedef struct gm_color {
    uint8_t r, g, b, a;
} gm_color;

typedef enum gm_font { GM_FONT_TITLE, GM_FONT_BODY, GM_FONT_COUNT } gm_font;

typedef enum gm_align { GM_ALIGN_LEFT, GM_ALIGN_CENTER, GM_ALIGN_RIGHT } gm_align;

/* A line of text to draw: its top at y, x its left edge, centre or right
 * edge by align. */
typedef struct gm_text_run {
    gm_font font;
    float size; /* logical */
    bool bold;
    gm_color c;
    float x, y;
    gm_align align;
    const char *text;
    gm_rect in;  /* the box gm_text_center centred it in; w = 0: none */
    float asked; /* the size asked before a label shrank to fit its box */
} gm_text_run;

/* A line of text as recorded. */
typedef struct gm_text_line {
    char text[160]; /* cut at 159 bytes */
    gm_rect at;     /* where the line is, logical */
    gm_rect in;     /* the box it was centred in (gm_text_center); w = 0: none */
    int px;         /* its size in output pixels */
    float asked;    /* the size asked (logical), before a label shrank to fit its box */
    gm_font font;
    bool bold;
    gm_color c;
} gm_text_line;

/* A sprite to draw, and as recorded: fitted into r (aspect kept). */
typedef struct gm_sprite_drawn {
    char name[40];
    gm_rect r;
    uint8_t alpha;  /* 255 opaque */
    bool rotated;   /* turned by degrees about its centre */
    double degrees; /* rotated only */
} gm_sprite_drawn;

typedef struct gm_draw_ops {
    void (*clear)(gm_gfx *g, gm_color c); /* the whole output, letterbox included */
    void (*fill)(gm_gfx *g, gm_rect r, gm_color c);
    /* A rounded rectangle, filled; radius in logical units. */
    void (*round)(gm_gfx *g, gm_rect r, float radius, gm_color c);
    /* Its outline, `width` thick. */
    void (*outline)(gm_gfx *g, gm_rect r, float radius, float width, gm_color c);
    void (*disc)(gm_gfx *g, gm_point centre, float radius, gm_color c);
    /* A dotted line: dots of radius r every `step` from a to b. */
    void (*dots)(gm_gfx *g, gm_point a, gm_point b, float step, float r, gm_color c);
    /* Drawing is cut to r from now on (NULL: no more). */
    void (*clip)(gm_gfx *g, const gm_rect *r);
    void (*sprite)(gm_gfx *g, gm_sprites *sp, const gm_sprite_drawn *s);
    /* Draws a line of text in t's fonts; returns its logical width (as
     * gm_text_width measures it). */
    float (*text)(gm_gfx *g, gm_text *t, const gm_text_run *run);
    /* The cached layer of what a game does not change (gfx.h). */
    bool (*layer_begin)(gm_gfx *g);
    void (*layer_end)(gm_gfx *g);
    void (*layer_draw)(gm_gfx *g);
    /* The frame drawn is shown; the next one starts. */
    void (*present)(gm_gfx *g);
} gm_draw_ops;

extern const gm_draw_ops gm_draw_sdl;    /* draw_sdl.c */
extern const gm_draw_ops gm_draw_record; /* draw_record.c */

/* ---- the recording -------------------------------------------------------- */

typedef enum gm_draw_op {
    GM_OP_CLEAR,
    GM_OP_FILL,
    GM_OP_ROUND,
    GM_OP_OUTLINE,
    GM_OP_DISC,
    GM_OP_DOTS,
    GM_OP_CLIP,
    GM_OP_SPRITE,
    GM_OP_TEXT,
} gm_draw_op;

/* One call as recorded (every field not used by its operation zero). */
typedef struct gm_draw_call {
    gm_draw_op op;
    gm_color c;
    gm_rect r;      /* FILL, ROUND, OUTLINE; CLIP (none: w = h = 0, `index` 1) */
    gm_point a, b;  /* DISC: the centre (a); DOTS: from a to b */
    float radius;   /* ROUND, OUTLINE, DISC; DOTS: the dots' */
    float width;    /* OUTLINE: the line's; DOTS: the step */
    unsigned index; /* TEXT: in the frame's lines; SPRITE: in its sprites */
} gm_draw_call;

/* What one frame drew, in order. */
typedef struct gm_draw_frame {
    gm_draw_call *calls;
    unsigned n_calls, cap_calls;
    gm_text_line *lines;
    unsigned n_lines, cap_lines;
    gm_sprite_drawn *sprites;
    unsigned n_sprites, cap_sprites;
} gm_draw_frame;

/* The recording back end's state (draw_record.c). */
typedef struct gm_draw_rec gm_draw_rec;

/* The frame being drawn, the last one presented (NULL on another back
 * end), how many were presented; the frame being drawn emptied. */
const gm_draw_frame *gm_draw_now(const gm_gfx *g);
const gm_draw_frame *gm_draw_presented(const gm_gfx *g);
unsigned gm_draw_presents(const gm_gfx *g);
void gm_draw_clear(gm_gfx *g);
/* How many sprites drawn named no file of the art folder; the first such
 * name in first (may be NULL). */
unsigned gm_draw_missing(const gm_gfx *g, const char **first);

/* The same read through the text and sprites drawn with (draw_record.c):
 * the lines and the sprites recorded in the frame being drawn (n = 0 on
 * another back end), and the draws that named a sprite with no file. */
const gm_text_line *gm_text_lines(const gm_text *t, unsigned *n);
const gm_sprite_drawn *gm_sprites_drawn(const gm_sprites *sp, unsigned *n);
unsigned gm_sprites_missing(const gm_sprites *sp, const char **first);

/* Whether two frames made the same calls with the same arguments; when
 * not, why names the first that differs (why may be NULL). */
bool gm_draw_frames_equal(const gm_draw_frame *a, const gm_draw_frame *b, char *why, size_t len);

/* The recording back end's state, made by gm_gfx_open_record and freed
 * by gm_gfx_close. */
gm_draw_rec *gm_draw_rec_new(void);
void gm_draw_rec_free(gm_draw_rec *rec);

#endif
