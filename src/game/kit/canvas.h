/* What a picture is drawn with: the drawing back end (draw.h's table of
 * operations, through gfx.h), text, sprites, the layout and the mat, where
 * the pointer is (buttons light under it) and the buttons' guard (every
 * button drawn is reported to it: ui_guard.h). A screen draws with the
 * one in its context (screen.h's gm_screen_ctx); nothing below the
 * screens sees the app. */
#ifndef GM_CANVAS_H
#define GM_CANVAS_H

#include "gfx.h"
#include "layout.h"
#include "spacecats/mat.h"
#include "sprites.h"
#include "text.h"
#include "ui_guard.h"

typedef struct gm_canvas {
    gm_gfx *gfx;
    gm_text *text;
    gm_sprites *sprites;
    const gm_layout *lay;
    const sc_mat *mat;
    float pointer_x, pointer_y; /* logical pixels */
    gm_ui_guard *guard;
} gm_canvas;

#endif
