/* Window, renderer and the logical transform; the back end's table of
 * drawing operations (draw_sdl.c, draw_record.c) does the drawing. */
#include "gfx.h"

#include <SDL_image.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "draw_sdl.h"
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

bool gm_gfx_gpu_absent(const char *dev)
{
#ifdef __linux__
    static const char *const devices[] = {"dri", "nvidiactl"};
    for (size_t i = 0; i < sizeof devices / sizeof devices[0]; i++) {
        char path[600];
        sc_file_info st;
        snprintf(path, sizeof path, "%s/%s", dev, devices[i]);
        if (sc_file_info_get(path, true, &st) || errno != ENOENT) {
            return false; /* there, or cannot tell: OpenGL may be a GPU's */
        }
    }
    return true;
#else
    (void)dev;
    return false;
#endif
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
    /* Without a graphics device OpenGL is drawn by the CPU for sure: the
     * software renderer at once, where starting OpenGL only to find that
     * out took a quarter second of CPU and 80 MB (issue 27). Unless the
     * player named a renderer (SDL_RENDER_DRIVER). */
    if (!software && SDL_GetHint(SDL_HINT_RENDER_DRIVER) == NULL && gm_gfx_gpu_absent("/dev")) {
        software = true;
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
    gfx->ops = &gm_draw_sdl;
    gm_gfx_update_size(gfx);
    return true;
}

void gm_gfx_layer_drop(gm_gfx *gfx)
{
    if (gfx->layer != NULL) {
        SDL_DestroyTexture(gfx->layer);
    }
    gfx->layer = NULL;
    gfx->layer_ready = false;
}

void gm_gfx_close(gm_gfx *gfx)
{
    gm_gfx_layer_drop(gfx);
    gm_draw_sdl_flush_shapes(gfx);
    if (gfx->renderer != NULL) {
        SDL_DestroyRenderer(gfx->renderer);
    }
    if (gfx->window != NULL) {
        SDL_DestroyWindow(gfx->window);
    }
    gm_draw_rec_free(gfx->rec);
    SDL_memset(gfx, 0, sizeof *gfx);
}

bool gm_gfx_open_record(gm_gfx *gfx, int w, int h)
{
    SDL_memset(gfx, 0, sizeof *gfx);
    gfx->ops = &gm_draw_record;
    gfx->rec = gm_draw_rec_new();
    return gfx->rec != NULL && gm_gfx_record_resize(gfx, w, h);
}

bool gm_gfx_record_resize(gm_gfx *gfx, int w, int h)
{
    gfx->rec_w = w;
    gfx->rec_h = h;
    gfx->scale = 0; /* a size anew, as a window's */
    return gm_gfx_update_size(gfx);
}

void gm_gfx_present(gm_gfx *gfx, const char *title)
{
    if (gfx->window != NULL && SDL_strcmp(SDL_GetWindowTitle(gfx->window), title) != 0) {
        SDL_SetWindowTitle(gfx->window, title);
    }
    gfx->ops->present(gfx);
}

bool gm_gfx_update_size(gm_gfx *gfx)
{
    int w = gfx->rec_w, h = gfx->rec_h;
    if ((gfx->renderer == NULL && (w <= 0 || h <= 0)) ||
        (gfx->renderer != NULL && SDL_GetRendererOutputSize(gfx->renderer, &w, &h) != 0) ||
        w <= 0 || h <= 0) {
        return false;
    }
    float sx = (float)w / GM_LOGICAL_W, sy = (float)h / GM_LOGICAL_H;
    float scale = sx < sy ? sx : sy;
    bool changed = scale != gfx->scale;
    if (changed) {
        gm_draw_sdl_flush_shapes(gfx);
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

void gm_gfx_window_to_logical(const gm_gfx *gfx, int wx, int wy, float *lx, float *ly)
{
    /* Mouse events come in window points; HiDPI output has more pixels. */
    int ww = gfx->rec_w, wh = gfx->rec_h; /* the recording: a window of its output size */
    if (gfx->window != NULL) {
        SDL_GetWindowSize(gfx->window, &ww, &wh);
    }
    float px = (float)wx * (float)gfx->out_w / (float)(ww > 0 ? ww : 1);
    float py = (float)wy * (float)gfx->out_h / (float)(wh > 0 ? wh : 1);
    *lx = (px - gfx->ox) / gfx->scale;
    *ly = (py - gfx->oy) / gfx->scale;
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
