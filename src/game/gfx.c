/* Window, renderer and the logical transform. Rounded rectangles and discs
 * are cut from cached anti-aliased masks (corners) and plain rectangles
 * (the rest), so they are smooth-edged, blend, and cost little even in the
 * software renderer. */
#include "gfx.h"

#include <SDL_image.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "spacecats/file_io.h"

/* Whether the renderer is OpenGL drawn by the CPU (Mesa's llvmpipe, as on a
 * machine without a GPU or under Xvfb): SDL's own software renderer is then
 * several times faster for our many small blended sprites. */
static bool gl_is_cpu(SDL_Renderer *renderer)
{
    SDL_RendererInfo info;
    if (SDL_GetRendererInfo(renderer, &info) != 0 || SDL_strncmp(info.name, "opengl", 6) != 0) {
        return false;
    }
    typedef const unsigned char *(*get_string_fn)(unsigned);
    get_string_fn get_string = (get_string_fn)(uintptr_t)SDL_GL_GetProcAddress("glGetString");
    const char *name =
        get_string != NULL ? (const char *)get_string(0x1F01 /* GL_RENDERER */) : NULL;
    return name != NULL &&
           (SDL_strstr(name, "llvmpipe") != NULL || SDL_strstr(name, "softpipe") != NULL ||
            SDL_strstr(name, "Software Rasterizer") != NULL);
}

bool gm_gfx_open(gm_gfx *gfx, int w, int h, bool software, char *err, size_t err_len)
{
    SDL_memset(gfx, 0, sizeof *gfx);
    SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "linear");
    gfx->window = SDL_CreateWindow(_("Space Cats"), SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED,
                                   w, h, SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
    if (gfx->window == NULL) {
        snprintf(err, err_len, _("cannot open a window: %s"), SDL_GetError());
        return false;
    }
    Uint32 flags = software ? SDL_RENDERER_SOFTWARE : 0;
    if (software) {
        /* Present the software frame directly, not through OpenGL. */
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
    }
    gfx->renderer = SDL_CreateRenderer(gfx->window, -1, flags);
    if (gfx->renderer != NULL && !software && gl_is_cpu(gfx->renderer)) {
        SDL_DestroyRenderer(gfx->renderer);
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
        gfx->renderer = SDL_CreateRenderer(gfx->window, -1, SDL_RENDERER_SOFTWARE);
    }
    if (gfx->renderer == NULL && !software) {
        /* No accelerated renderer (a dummy or odd driver): software always works. */
        gfx->renderer = SDL_CreateRenderer(gfx->window, -1, SDL_RENDERER_SOFTWARE);
    }
    if (gfx->renderer == NULL) {
        snprintf(err, err_len, _("cannot create a renderer: %s"), SDL_GetError());
        SDL_DestroyWindow(gfx->window);
        gfx->window = NULL;
        return false;
    }
    SDL_SetRenderDrawBlendMode(gfx->renderer, SDL_BLENDMODE_BLEND);
    gm_gfx_update_size(gfx);
    return true;
}

static void flush_shapes(gm_gfx *gfx)
{
    for (unsigned i = 0; i < gfx->n_shapes; i++) {
        SDL_DestroyTexture(gfx->shapes[i].tex);
    }
    gfx->n_shapes = 0;
}

void gm_gfx_layer_drop(gm_gfx *gfx)
{
    if (gfx->layer != NULL) {
        SDL_DestroyTexture(gfx->layer);
    }
    gfx->layer = NULL;
    gfx->layer_ready = false;
}

bool gm_gfx_layer_begin(gm_gfx *gfx)
{
    if (gfx->renderer == NULL) {
        return true; /* the null back end: drawn straight, to nothing */
    }
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

void gm_gfx_layer_end(gm_gfx *gfx)
{
    if (gfx->renderer == NULL) {
        return; /* the null back end */
    }
    if (gfx->layer != NULL && SDL_GetRenderTarget(gfx->renderer) == gfx->layer) {
        SDL_SetRenderTarget(gfx->renderer, NULL);
        gfx->layer_ready = true;
    }
}

void gm_gfx_layer_draw(gm_gfx *gfx)
{
    if (gfx->renderer == NULL) {
        return; /* the null back end */
    }
    if (gfx->layer_ready) {
        SDL_RenderCopy(gfx->renderer, gfx->layer, NULL, NULL);
    }
}

void gm_gfx_clip(gm_gfx *gfx, const gm_rect *r)
{
    if (gfx->renderer == NULL) {
        return;
    }
    if (r == NULL) {
        SDL_RenderSetClipRect(gfx->renderer, NULL);
        return;
    }
    SDL_FRect f = gm_gfx_to_px(gfx, *r);
    SDL_Rect c = {(int)f.x, (int)f.y, (int)(f.w + 0.5f), (int)(f.h + 0.5f)};
    SDL_RenderSetClipRect(gfx->renderer, &c);
}

void gm_gfx_close(gm_gfx *gfx)
{
    gm_gfx_layer_drop(gfx);
    flush_shapes(gfx);
    if (gfx->renderer != NULL) {
        SDL_DestroyRenderer(gfx->renderer);
    }
    if (gfx->window != NULL) {
        SDL_DestroyWindow(gfx->window);
    }
    SDL_memset(gfx, 0, sizeof *gfx);
}

bool gm_gfx_open_null(gm_gfx *gfx, int w, int h)
{
    SDL_memset(gfx, 0, sizeof *gfx);
    gfx->null_w = w;
    gfx->null_h = h;
    return gm_gfx_update_size(gfx);
}

bool gm_gfx_update_size(gm_gfx *gfx)
{
    int w = gfx->null_w, h = gfx->null_h;
    if ((gfx->renderer == NULL && (w <= 0 || h <= 0)) ||
        (gfx->renderer != NULL && SDL_GetRendererOutputSize(gfx->renderer, &w, &h) != 0) ||
        w <= 0 || h <= 0) {
        return false;
    }
    float sx = (float)w / GM_LOGICAL_W, sy = (float)h / GM_LOGICAL_H;
    float scale = sx < sy ? sx : sy;
    bool changed = scale != gfx->scale;
    if (changed) {
        flush_shapes(gfx);
    }
    if (w != gfx->out_w || h != gfx->out_h) {
        gm_gfx_layer_drop(gfx);
    }
    gfx->out_w = w;
    gfx->out_h = h;
    gfx->scale = scale;
    gfx->ox = ((float)w - GM_LOGICAL_W * scale) / 2;
    gfx->oy = ((float)h - GM_LOGICAL_H * scale) / 2;
    return changed;
}

SDL_FRect gm_gfx_to_px(const gm_gfx *gfx, gm_rect r)
{
    return (SDL_FRect){gfx->ox + r.x * gfx->scale, gfx->oy + r.y * gfx->scale, r.w * gfx->scale,
                       r.h * gfx->scale};
}

void gm_gfx_window_to_logical(const gm_gfx *gfx, int wx, int wy, float *lx, float *ly)
{
    /* Mouse events come in window points; HiDPI output has more pixels. */
    int ww = gfx->null_w, wh = gfx->null_h; /* the null back end: a window of its output size */
    if (gfx->window != NULL) {
        SDL_GetWindowSize(gfx->window, &ww, &wh);
    }
    float px = (float)wx * (float)gfx->out_w / (float)(ww > 0 ? ww : 1);
    float py = (float)wy * (float)gfx->out_h / (float)(wh > 0 ? wh : 1);
    *lx = (px - gfx->ox) / gfx->scale;
    *ly = (py - gfx->oy) / gfx->scale;
}

static void set_color(gm_gfx *gfx, gm_color c)
{
    SDL_SetRenderDrawColor(gfx->renderer, c.r, c.g, c.b, c.a);
}

void gm_gfx_clear(gm_gfx *gfx, gm_color c)
{
    if (gfx->renderer == NULL) {
        return; /* the null back end */
    }
    set_color(gfx, c);
    SDL_RenderClear(gfx->renderer);
}

void gm_gfx_fill(gm_gfx *gfx, gm_rect r, gm_color c)
{
    if (gfx->renderer == NULL) {
        return; /* the null back end */
    }
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
        flush_shapes(gfx); /* many sizes at once: start over rather than grow */
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

void gm_gfx_round(gm_gfx *gfx, gm_rect r, float radius, gm_color c)
{
    if (gfx->renderer == NULL) {
        return; /* the null back end */
    }
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

void gm_gfx_round_outline(gm_gfx *gfx, gm_rect r, float radius, float width, gm_color c)
{
    if (gfx->renderer == NULL) {
        return; /* the null back end */
    }
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

void gm_gfx_disc(gm_gfx *gfx, gm_point centre, float r, gm_color c)
{
    if (gfx->renderer == NULL) {
        return; /* the null back end */
    }
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

void gm_gfx_dots(gm_gfx *gfx, gm_point a, gm_point b, float step, float r, gm_color c)
{
    float dx = b.x - a.x, dy = b.y - a.y;
    float len = sqrtf(dx * dx + dy * dy);
    int n = (int)(len / step);
    for (int i = 0; i <= n; i++) {
        float t = n > 0 ? (float)i / (float)n : 0;
        gm_gfx_disc(gfx, (gm_point){a.x + dx * t, a.y + dy * t}, r, c);
    }
}

/* The PNG is encoded into memory, then written by sc_file_write_atomic: a
 * failed write (a full disk, the file size limit) is then reported, where
 * IMG_SavePNG left a cut-short picture and said it had written it, and a
 * picture already there is never left half replaced. */
typedef struct png_buf {
    unsigned char *data;
    size_t len, cap;
} png_buf;

static size_t SDLCALL png_write(SDL_RWops *rw, const void *ptr, size_t size, size_t num)
{
    png_buf *b = rw->hidden.unknown.data1;
    if (size == 0 || num > SIZE_MAX / size) {
        return 0;
    }
    size_t n = size * num;
    if (n > b->cap - b->len) {
        size_t cap = b->cap > 0 ? b->cap : 1 << 16;
        while (cap - b->len < n) {
            cap *= 2;
        }
        unsigned char *d = realloc(b->data, cap);
        if (d == NULL) {
            return 0;
        }
        b->data = d;
        b->cap = cap;
    }
    memcpy(b->data + b->len, ptr, n);
    b->len += n;
    return num;
}

static Sint64 SDLCALL png_seek(SDL_RWops *rw, Sint64 offset, int whence)
{
    const png_buf *b = rw->hidden.unknown.data1;
    /* Only "where am I": the encoder writes straight through. */
    return whence == RW_SEEK_CUR && offset == 0 ? (Sint64)b->len : -1;
}

static int SDLCALL png_close(SDL_RWops *rw)
{
    SDL_FreeRW(rw);
    return 0;
}

bool gm_gfx_screenshot(gm_gfx *gfx, const char *path, char *err, size_t err_len)
{
    if (gfx->renderer == NULL) {
        snprintf(err, err_len, "screenshot: %s: nothing is drawn without a window", path);
        return false;
    }
    /* RGB: the window's alpha channel means nothing in a picture. */
    SDL_Surface *s =
        SDL_CreateRGBSurfaceWithFormat(0, gfx->out_w, gfx->out_h, 24, SDL_PIXELFORMAT_RGB24);
    if (s == NULL) {
        snprintf(err, err_len, "screenshot: %s", SDL_GetError());
        return false;
    }
    bool ok =
        SDL_RenderReadPixels(gfx->renderer, NULL, SDL_PIXELFORMAT_RGB24, s->pixels, s->pitch) == 0;
    if (!ok) {
        snprintf(err, err_len, _("screenshot: cannot read the pixels: %s"), SDL_GetError());
    } else {
        png_buf buf = {0};
        SDL_RWops *rw = SDL_AllocRW();
        if (rw != NULL) {
            rw->hidden.unknown.data1 = &buf;
            rw->write = png_write;
            rw->seek = png_seek;
            rw->close = png_close;
        }
        char why[1200];
        if (rw == NULL || IMG_SavePNG_RW(s, rw, 1) != 0) {
            snprintf(err, err_len, _("screenshot: cannot write %s: %s"), path, SDL_GetError());
            ok = false;
        } else if (!sc_file_write_atomic(path, buf.data, buf.len, why, sizeof why)) {
            /* why names the file and says what failed. */
            snprintf(err, err_len, _("screenshot: %s"), why);
            ok = false;
        }
        free(buf.data);
    }
    SDL_FreeSurface(s);
    return ok;
}
