/* The drawing surface: a window and renderer, and the transform from the
 * logical 1920x1080 screen to the renderer's output pixels (letterboxed,
 * HiDPI aware: the output size is the renderer's, not the window's).
 *
 * Every draw call takes logical coordinates and goes through the surface's
 * table of drawing operations (draw.h): SDL's, or the recording one. */
#ifndef GM_GFX_H
#define GM_GFX_H

#include <SDL.h>
#include <stdbool.h>
#include <stdint.h>

#include "draw.h"
#include "layout.h"

enum { GM_LOGICAL_W = 1920, GM_LOGICAL_H = 1080 };

#define GM_PI 3.14159265358979323846

enum { GM_GFX_SHAPES = 48 };

/* A white anti-aliased shape (a disc or a ring), rasterised once at an
 * output size and drawn tinted: far cheaper than geometry in the software
 * renderer, which is what machines without a GPU use. */
typedef struct gm_shape {
    int radius, width; /* output pixels; width 0 = a filled disc */
    SDL_Texture *tex;
} gm_shape;

typedef struct gm_gfx {
    SDL_Window *window;
    SDL_Renderer *renderer;
    int out_w, out_h; /* output pixels */
    float scale;      /* output pixels per logical unit */
    float ox, oy;     /* where the logical screen starts */
    gm_shape shapes[GM_GFX_SHAPES];
    unsigned n_shapes;
    /* A cached picture of what does not change during a game (the sky,
     * the track): drawn once, then copied each frame. */
    SDL_Texture *layer;
    bool layer_ready;
    const gm_draw_ops *ops; /* gm_draw_sdl, or gm_draw_record */
    /* The recording back end (gm_gfx_open_record): no window, no
     * renderer; what is drawn, and the size of the window it stands for,
     * in pixels (points = pixels). */
    gm_draw_rec *rec;
    int rec_w, rec_h;
} gm_gfx;

/* Whether the machine has no graphics device a GPU driver could draw with
 * (on Linux: neither dev/dri nor dev/nvidiactl under the folder dev, which
 * is "/dev" but in tests); false where it cannot tell. */
bool gm_gfx_gpu_absent(const char *dev);

/* Opens a window of w x h (points), with the software renderer when asked
 * or when no GPU can draw; returns false with a message in err. */
bool gm_gfx_open(gm_gfx *gfx, int w, int h, bool software, char *err, size_t err_len);
void gm_gfx_close(gm_gfx *gfx);
/* The recording back end, for tests (as Brogue CE's null platform): no
 * window and no renderer; the logical transform is that of a w x h window
 * (its letterbox included), mouse events map through it as through a
 * window, and every drawing call, text and sprites included, is recorded
 * (draw.h: gm_draw_now, gm_draw_presented). */
bool gm_gfx_open_record(gm_gfx *gfx, int w, int h);
/* The recording's window takes another size (as a resize would). */
bool gm_gfx_record_resize(gm_gfx *gfx, int w, int h);

/* Re-reads the output size; returns true when the scale changed (sprites
 * must then be rasterised again; the shapes are, here). */
bool gm_gfx_update_size(gm_gfx *gfx);

/* Logical <-> output pixels. */
SDL_FRect gm_gfx_to_px(const gm_gfx *gfx, gm_rect r);
void gm_gfx_window_to_logical(const gm_gfx *gfx, int wx, int wy, float *lx, float *ly);

/* The operations of draw.h on this surface. */
static inline void gm_gfx_clear(gm_gfx *gfx, gm_color c)
{
    gfx->ops->clear(gfx, c);
}

static inline void gm_gfx_fill(gm_gfx *gfx, gm_rect r, gm_color c)
{
    gfx->ops->fill(gfx, r, c);
}

static inline void gm_gfx_round(gm_gfx *gfx, gm_rect r, float radius, gm_color c)
{
    gfx->ops->round(gfx, r, radius, c);
}

static inline void gm_gfx_round_outline(gm_gfx *gfx, gm_rect r, float radius, float width,
                                        gm_color c)
{
    gfx->ops->outline(gfx, r, radius, width, c);
}

static inline void gm_gfx_dots(gm_gfx *gfx, gm_point a, gm_point b, float step, float r, gm_color c)
{
    gfx->ops->dots(gfx, a, b, step, r, c);
}

static inline void gm_gfx_disc(gm_gfx *gfx, gm_point centre, float r, gm_color c)
{
    gfx->ops->disc(gfx, centre, r, c);
}

static inline void gm_gfx_clip(gm_gfx *gfx, const gm_rect *r)
{
    gfx->ops->clip(gfx, r);
}

/* The cached layer: begin returns true when it must be drawn again (the
 * drawing calls until gm_gfx_layer_end then go into it), false when the
 * cache is good. Either way gm_gfx_layer_draw then puts it on screen. A
 * renderer without render targets, and the recording, draw straight to
 * the screen instead. */
static inline bool gm_gfx_layer_begin(gm_gfx *gfx)
{
    return gfx->ops->layer_begin(gfx);
}

static inline void gm_gfx_layer_end(gm_gfx *gfx)
{
    gfx->ops->layer_end(gfx);
}

static inline void gm_gfx_layer_draw(gm_gfx *gfx)
{
    gfx->ops->layer_draw(gfx);
}

/* Forgets the layer (the window size changed, or what it shows). */
void gm_gfx_layer_drop(gm_gfx *gfx);

/* Shows the frame drawn; the window's title follows the language. */
void gm_gfx_present(gm_gfx *gfx, const char *title);

/* Writes what is drawn so far (call before present) to a PNG. */
bool gm_gfx_screenshot(gm_gfx *gfx, const char *path, char *err, size_t err_len);

static inline gm_color gm_rgba(uint32_t rgb, uint8_t a)
{
    return (gm_color){(uint8_t)(rgb >> 16), (uint8_t)(rgb >> 8), (uint8_t)rgb, a};
}

#endif
