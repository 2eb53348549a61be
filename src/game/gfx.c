/* Window, renderer and the logical transform. Shapes are drawn with
 * SDL_RenderGeometry so they are smooth-edged enough and blend. */
#include "gfx.h"

#include <SDL_image.h>
#include <math.h>
#include <stdio.h>

enum { ARC_STEPS = 8, DISC_STEPS = 24, POLY_MAX = 4 * (ARC_STEPS + 1) };

bool gm_gfx_open(gm_gfx *gfx, int w, int h, bool software, char *err, size_t err_len)
{
    SDL_memset(gfx, 0, sizeof *gfx);
    SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "linear");
    gfx->window = SDL_CreateWindow("Space Cats", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, w,
                                   h, SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
    if (gfx->window == NULL) {
        snprintf(err, err_len, "cannot open a window: %s", SDL_GetError());
        return false;
    }
    Uint32 flags = software ? SDL_RENDERER_SOFTWARE : 0;
    gfx->renderer = SDL_CreateRenderer(gfx->window, -1, flags);
    if (gfx->renderer == NULL && !software) {
        /* No accelerated renderer (a dummy or odd driver): software always works. */
        gfx->renderer = SDL_CreateRenderer(gfx->window, -1, SDL_RENDERER_SOFTWARE);
    }
    if (gfx->renderer == NULL) {
        snprintf(err, err_len, "cannot create a renderer: %s", SDL_GetError());
        SDL_DestroyWindow(gfx->window);
        gfx->window = NULL;
        return false;
    }
    SDL_SetRenderDrawBlendMode(gfx->renderer, SDL_BLENDMODE_BLEND);
    gm_gfx_update_size(gfx);
    return true;
}

void gm_gfx_close(gm_gfx *gfx)
{
    if (gfx->renderer != NULL) {
        SDL_DestroyRenderer(gfx->renderer);
    }
    if (gfx->window != NULL) {
        SDL_DestroyWindow(gfx->window);
    }
    SDL_memset(gfx, 0, sizeof *gfx);
}

bool gm_gfx_update_size(gm_gfx *gfx)
{
    int w = 0, h = 0;
    if (SDL_GetRendererOutputSize(gfx->renderer, &w, &h) != 0 || w <= 0 || h <= 0) {
        return false;
    }
    float sx = (float)w / GM_LOGICAL_W, sy = (float)h / GM_LOGICAL_H;
    float scale = sx < sy ? sx : sy;
    bool changed = scale != gfx->scale;
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
    int ww = 1, wh = 1;
    SDL_GetWindowSize(gfx->window, &ww, &wh);
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
    set_color(gfx, c);
    SDL_RenderClear(gfx->renderer);
}

void gm_gfx_fill(gm_gfx *gfx, gm_rect r, gm_color c)
{
    SDL_FRect px = gm_gfx_to_px(gfx, r);
    set_color(gfx, c);
    SDL_RenderFillRectF(gfx->renderer, &px);
}

/* The outline of a rounded rect as a polygon, in output pixels. */
static int round_poly(const gm_gfx *gfx, gm_rect r, float radius, SDL_FPoint *pts)
{
    SDL_FRect px = gm_gfx_to_px(gfx, r);
    float rad = radius * gfx->scale;
    float max = (px.w < px.h ? px.w : px.h) / 2;
    rad = rad > max ? max : rad;
    const float cx[4] = {px.x + px.w - rad, px.x + rad, px.x + rad, px.x + px.w - rad};
    const float cy[4] = {px.y + rad, px.y + rad, px.y + px.h - rad, px.y + px.h - rad};
    int n = 0;
    for (int corner = 0; corner < 4; corner++) {
        for (int s = 0; s <= ARC_STEPS; s++) {
            float a = (float)GM_PI / 2 * ((float)corner + (float)s / ARC_STEPS);
            pts[n++] = (SDL_FPoint){cx[corner] + rad * cosf(a), cy[corner] - rad * sinf(a)};
        }
    }
    return n;
}

static void fan(gm_gfx *gfx, const SDL_FPoint *pts, int n, SDL_FPoint centre, gm_color c)
{
    SDL_Vertex v[3 * POLY_MAX];
    SDL_Color col = {c.r, c.g, c.b, c.a};
    int k = 0;
    for (int i = 0; i < n && k + 3 <= 3 * POLY_MAX; i++) {
        v[k++] = (SDL_Vertex){centre, col, {0, 0}};
        v[k++] = (SDL_Vertex){pts[i], col, {0, 0}};
        v[k++] = (SDL_Vertex){pts[(i + 1) % n], col, {0, 0}};
    }
    SDL_RenderGeometry(gfx->renderer, NULL, v, k, NULL, 0);
}

void gm_gfx_round(gm_gfx *gfx, gm_rect r, float radius, gm_color c)
{
    SDL_FPoint pts[POLY_MAX];
    int n = round_poly(gfx, r, radius, pts);
    SDL_FRect px = gm_gfx_to_px(gfx, r);
    fan(gfx, pts, n, (SDL_FPoint){px.x + px.w / 2, px.y + px.h / 2}, c);
}

void gm_gfx_round_outline(gm_gfx *gfx, gm_rect r, float radius, float width, gm_color c)
{
    SDL_FPoint outer[POLY_MAX], inner[POLY_MAX];
    gm_rect in = {r.x + width, r.y + width, r.w - 2 * width, r.h - 2 * width};
    int n = round_poly(gfx, r, radius, outer);
    round_poly(gfx, in, radius - width > 0 ? radius - width : 0, inner);
    SDL_Vertex v[6 * POLY_MAX];
    SDL_Color col = {c.r, c.g, c.b, c.a};
    int k = 0;
    for (int i = 0; i < n; i++) {
        int j = (i + 1) % n;
        v[k++] = (SDL_Vertex){outer[i], col, {0, 0}};
        v[k++] = (SDL_Vertex){outer[j], col, {0, 0}};
        v[k++] = (SDL_Vertex){inner[i], col, {0, 0}};
        v[k++] = (SDL_Vertex){inner[i], col, {0, 0}};
        v[k++] = (SDL_Vertex){outer[j], col, {0, 0}};
        v[k++] = (SDL_Vertex){inner[j], col, {0, 0}};
    }
    SDL_RenderGeometry(gfx->renderer, NULL, v, k, NULL, 0);
}

void gm_gfx_disc(gm_gfx *gfx, gm_point centre, float r, gm_color c)
{
    SDL_FPoint pts[DISC_STEPS];
    float cx = gfx->ox + centre.x * gfx->scale, cy = gfx->oy + centre.y * gfx->scale;
    float rad = r * gfx->scale;
    for (int i = 0; i < DISC_STEPS; i++) {
        float a = 2 * (float)GM_PI * (float)i / DISC_STEPS;
        pts[i] = (SDL_FPoint){cx + rad * cosf(a), cy + rad * sinf(a)};
    }
    fan(gfx, pts, DISC_STEPS, (SDL_FPoint){cx, cy}, c);
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

bool gm_gfx_screenshot(gm_gfx *gfx, const char *path, char *err, size_t err_len)
{
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
        snprintf(err, err_len, "screenshot: cannot read the pixels: %s", SDL_GetError());
    } else if (IMG_SavePNG(s, path) != 0) {
        snprintf(err, err_len, "screenshot: cannot write %s: %s", path, SDL_GetError());
        ok = false;
    }
    SDL_FreeSurface(s);
    return ok;
}
