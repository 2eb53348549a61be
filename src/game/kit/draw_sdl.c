/* The SDL back end of the drawing operations (draw.h): rounded rectangles
 * and discs are cut from cached anti-aliased masks (corners) and plain
 * rectangles (the rest), so they are smooth-edged, blend, and cost little
 * even in the software renderer. Text and sprites are drawn by their
 * modules (text.c, sprites.c), which own their caches. */
#include "draw_sdl.h"

#include <math.h>

#include "gfx.h"

void gm_draw_sdl_flush_shapes(gm_gfx *gfx)
{
    for (unsigned i = 0; i < gfx->n_shapes; i++) {
        SDL_DestroyTexture(gfx->shapes[i].tex);
    }
    gfx->n_shapes = 0;
}

static bool sdl_layer_begin(gm_gfx *gfx)
{
    if (gfx->layer_ready) {
        return false;
    }
    if (gfx->layer == NULL && SDL_RenderTargetSupported(gfx->renderer)) {
        gfx->layer = SDL_CreateTexture(gfx->renderer, SDL_PIXELFORMAT_ARGB8888,
                                       SDL_TEXTUREACCESS_TARGET, gfx->out_w, gfx->out_h);
    }
    if (gfx->layer == NULL || SDL_SetRenderTarget(gfx->renderer, gfx->layer) != 0) {
        return true; /* no cache: the caller draws straight to the screen */
    }
    SDL_SetTextureBlendMode(gfx->layer, SDL_BLENDMODE_NONE);
    return true;
}

static void sdl_layer_end(gm_gfx *gfx)
{
    if (gfx->layer != NULL && SDL_GetRenderTarget(gfx->renderer) == gfx->layer) {
        SDL_SetRenderTarget(gfx->renderer, NULL);
        gfx->layer_ready = true;
    }
}

static void sdl_layer_draw(gm_gfx *gfx)
{
    if (gfx->layer_ready) {
        SDL_RenderCopy(gfx->renderer, gfx->layer, NULL, NULL);
    }
}

static void sdl_clip(gm_gfx *gfx, const gm_rect *r)
{
    if (r == NULL) {
        SDL_RenderSetClipRect(gfx->renderer, NULL);
        return;
    }
    SDL_FRect f = gm_gfx_to_px(gfx, *r);
    SDL_Rect c = {(int)f.x, (int)f.y, (int)(f.w + 0.5f), (int)(f.h + 0.5f)};
    SDL_RenderSetClipRect(gfx->renderer, &c);
}

static void set_color(gm_gfx *gfx, gm_color c)
{
    SDL_SetRenderDrawColor(gfx->renderer, c.r, c.g, c.b, c.a);
}

static void sdl_clear(gm_gfx *gfx, gm_color c)
{
    set_color(gfx, c);
    SDL_RenderClear(gfx->renderer);
}

static void sdl_fill(gm_gfx *gfx, gm_rect r, gm_color c)
{
    SDL_FRect px = gm_gfx_to_px(gfx, r);
    set_color(gfx, c);
    SDL_RenderFillRectF(gfx->renderer, &px);
}

/* The coverage of pixel (x, y) by a disc of radius r centred at (r, r),
 * minus a disc of radius r - width when width > 0: 4x4 samples. */
static Uint8 coverage(int x, int y, int r, int width)
{
    int inside = 0;
    float inner = width > 0 ? (float)(r - width) : -1;
    for (int sy = 0; sy < 4; sy++) {
        for (int sx = 0; sx < 4; sx++) {
            float dx = (float)x + ((float)sx + 0.5f) / 4 - (float)r;
            float dy = (float)y + ((float)sy + 0.5f) / 4 - (float)r;
            float d = sqrtf(dx * dx + dy * dy);
            inside += d <= (float)r && d >= inner;
        }
    }
    return (Uint8)(inside * 255 / 16);
}

/* The mask of a disc (width 0) or a ring, 2r x 2r pixels, cached. */
static SDL_Texture *shape(gm_gfx *gfx, int r, int width)
{
    for (unsigned i = 0; i < gfx->n_shapes; i++) {
        if (gfx->shapes[i].radius == r && gfx->shapes[i].width == width) {
            return gfx->shapes[i].tex;
        }
    }
    if (gfx->n_shapes == GM_GFX_SHAPES) {
        gm_draw_sdl_flush_shapes(gfx); /* many sizes at once: start over rather than grow */
    }
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, 2 * r, 2 * r, 32, SDL_PIXELFORMAT_ARGB8888);
    if (s == NULL) {
        return NULL;
    }
    for (int y = 0; y < 2 * r; y++) {
        Uint32 *row = (Uint32 *)((Uint8 *)s->pixels + y * s->pitch);
        for (int x = 0; x < 2 * r; x++) {
            row[x] = ((Uint32)coverage(x, y, r, width) << 24) | 0xffffffu;
        }
    }
    SDL_Texture *tex = SDL_CreateTextureFromSurface(gfx->renderer, s);
    SDL_FreeSurface(s);
    if (tex == NULL) {
        return NULL;
    }
    SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_BLEND);
    gfx->shapes[gfx->n_shapes++] = (gm_shape){r, width, tex};
    return tex;
}

/* A logical rect in whole output pixels, so the pieces of a shape meet
 * without seams or overlaps. */
static SDL_Rect px_rect(const gm_gfx *gfx, gm_rect r)
{
    SDL_FRect f = gm_gfx_to_px(gfx, r);
    int x0 = (int)lroundf(f.x), y0 = (int)lroundf(f.y);
    int x1 = (int)lroundf(f.x + f.w), y1 = (int)lroundf(f.y + f.h);
    return (SDL_Rect){x0, y0, x1 - x0, y1 - y0};
}

static int px_radius(const gm_gfx *gfx, SDL_Rect px, float radius)
{
    int rad = (int)lroundf(radius * gfx->scale);
    int max = (px.w < px.h ? px.w : px.h) / 2;
    return rad > max ? max : rad < 1 ? 1 : rad;
}

static void tint(SDL_Texture *tex, gm_color c)
{
    SDL_SetTextureColorMod(tex, c.r, c.g, c.b);
    SDL_SetTextureAlphaMod(tex, c.a);
}

/* The four corners of a 2r mask at the corners of px. */
static void corners(gm_gfx *gfx, SDL_Texture *tex, SDL_Rect px, int r)
{
    for (int i = 0; i < 4; i++) {
        int right = i & 1, bottom = i >> 1;
        SDL_Rect src = {right * r, bottom * r, r, r};
        SDL_Rect dst = {right ? px.x + px.w - r : px.x, bottom ? px.y + px.h - r : px.y, r, r};
        SDL_RenderCopy(gfx->renderer, tex, &src, &dst);
    }
}

static void fill_px(gm_gfx *gfx, int x, int y, int w, int h)
{
    if (w > 0 && h > 0) {
        SDL_RenderFillRect(gfx->renderer, &(SDL_Rect){x, y, w, h});
    }
}

static void sdl_round(gm_gfx *gfx, gm_rect r, float radius, gm_color c)
{
    SDL_Rect px = px_rect(gfx, r);
    if (px.w <= 0 || px.h <= 0) {
        return;
    }
    int rad = px_radius(gfx, px, radius);
    SDL_Texture *tex = shape(gfx, rad, 0);
    set_color(gfx, c);
    fill_px(gfx, px.x + rad, px.y, px.w - 2 * rad, px.h);
    fill_px(gfx, px.x, px.y + rad, rad, px.h - 2 * rad);
    fill_px(gfx, px.x + px.w - rad, px.y + rad, rad, px.h - 2 * rad);
    if (tex != NULL) {
        tint(tex, c);
        corners(gfx, tex, px, rad);
    }
}

static void sdl_outline(gm_gfx *gfx, gm_rect r, float radius, float width, gm_color c)
{
    SDL_Rect px = px_rect(gfx, r);
    if (px.w <= 0 || px.h <= 0) {
        return;
    }
    int rad = px_radius(gfx, px, radius);
    int w = (int)lroundf(width * gfx->scale);
    w = w < 1 ? 1 : w > rad ? rad : w;
    SDL_Texture *tex = shape(gfx, rad, w);
    set_color(gfx, c);
    fill_px(gfx, px.x + rad, px.y, px.w - 2 * rad, w);
    fill_px(gfx, px.x + rad, px.y + px.h - w, px.w - 2 * rad, w);
    fill_px(gfx, px.x, px.y + rad, w, px.h - 2 * rad);
    fill_px(gfx, px.x + px.w - w, px.y + rad, w, px.h - 2 * rad);
    if (tex != NULL) {
        tint(tex, c);
        corners(gfx, tex, px, rad);
    }
}

static void sdl_disc(gm_gfx *gfx, gm_point centre, float r, gm_color c)
{
    int rad = (int)lroundf(r * gfx->scale);
    rad = rad < 1 ? 1 : rad;
    SDL_Texture *tex = shape(gfx, rad, 0);
    if (tex == NULL) {
        return;
    }
    int cx = (int)lroundf(gfx->ox + centre.x * gfx->scale);
    int cy = (int)lroundf(gfx->oy + centre.y * gfx->scale);
    tint(tex, c);
    SDL_RenderCopy(gfx->renderer, tex, NULL, &(SDL_Rect){cx - rad, cy - rad, 2 * rad, 2 * rad});
}

static void sdl_dots(gm_gfx *gfx, gm_point a, gm_point b, float step, float r, gm_color c)
{
    float dx = b.x - a.x, dy = b.y - a.y;
    float len = sqrtf(dx * dx + dy * dy);
    int n = (int)(len / step);
    for (int i = 0; i <= n; i++) {
        float t = n > 0 ? (float)i / (float)n : 0;
        sdl_disc(gfx, (gm_point){a.x + dx * t, a.y + dy * t}, r, c);
    }
}

static void sdl_present(gm_gfx *gfx)
{
    SDL_RenderPresent(gfx->renderer);
}

const gm_draw_ops gm_draw_sdl = {
    .clear = sdl_clear,
    .fill = sdl_fill,
    .round = sdl_round,
    .outline = sdl_outline,
    .disc = sdl_disc,
    .dots = sdl_dots,
    .clip = sdl_clip,
    .sprite = gm_sprites_sdl_draw,
    .text = gm_text_sdl_draw,
    .layer_begin = sdl_layer_begin,
    .layer_end = sdl_layer_end,
    .layer_draw = sdl_layer_draw,
    .present = sdl_present,
};
