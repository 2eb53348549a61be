/* Loading, shrinking and comparing pictures (tools/imgcmp). */
#include "image.h"

#include <SDL.h>
#include <SDL_image.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool alloc_image(ic_image *img, int w, int h)
{
    img->w = w;
    img->h = h;
    img->px = malloc((size_t)w * (size_t)h * 4);
    return img->px != NULL;
}

bool ic_load(const char *path, ic_image *img, char *err, size_t err_len)
{
    memset(img, 0, sizeof *img);
    SDL_Surface *raw = IMG_Load(path);
    if (raw == NULL) {
        snprintf(err, err_len, "%s: cannot read the picture: %s", path, IMG_GetError());
        return false;
    }
    SDL_Surface *s = SDL_ConvertSurfaceFormat(raw, SDL_PIXELFORMAT_RGBA32, 0);
    SDL_FreeSurface(raw);
    if (s == NULL || !alloc_image(img, s->w, s->h)) {
        snprintf(err, err_len, "%s: out of memory", path);
        SDL_FreeSurface(s);
        return false;
    }
    for (int y = 0; y < s->h; y++) {
        memcpy(img->px + (size_t)y * (size_t)s->w * 4, (uint8_t *)s->pixels + (size_t)y * s->pitch,
               (size_t)s->w * 4);
    }
    SDL_FreeSurface(s);
    return true;
}

bool ic_save(const char *path, const ic_image *img, char *err, size_t err_len)
{
    /* Without the alpha channel (screenshots are opaque): a smaller file. */
    SDL_Surface *rgba = SDL_CreateRGBSurfaceWithFormatFrom(img->px, img->w, img->h, 32, img->w * 4,
                                                           SDL_PIXELFORMAT_RGBA32);
    SDL_Surface *rgb =
        rgba != NULL ? SDL_ConvertSurfaceFormat(rgba, SDL_PIXELFORMAT_RGB24, 0) : NULL;
    bool ok = rgb != NULL && IMG_SavePNG(rgb, path) == 0;
    if (!ok) {
        snprintf(err, err_len, "%s: cannot write the picture: %s", path, SDL_GetError());
    }
    SDL_FreeSurface(rgb);
    SDL_FreeSurface(rgba);
    return ok;
}

void ic_free(ic_image *img)
{
    free(img->px);
    img->px = NULL;
}

/* The nearest multiple of IC_LEVEL_STEP, within 0..255. */
static uint8_t to_level(unsigned v)
{
    v = (v + IC_LEVEL_STEP / 2) / IC_LEVEL_STEP * IC_LEVEL_STEP;
    return (uint8_t)(v > 255 ? 255 : v);
}

bool ic_crop(const ic_image *in, int x, int y, int w, int h, ic_image *out)
{
    memset(out, 0, sizeof *out);
    if (x < 0 || y < 0 || w <= 0 || h <= 0 || x > in->w - w || y > in->h - h ||
        !alloc_image(out, w, h)) {
        return false;
    }
    for (int row = 0; row < h; row++) {
        memcpy(out->px + (size_t)row * (size_t)w * 4,
               in->px + ((size_t)(y + row) * (size_t)in->w + (size_t)x) * 4, (size_t)w * 4);
    }
    return true;
}

bool ic_reduce(const ic_image *in, int k, ic_image *out)
{
    if (k < 1 || in->w % k != 0 || in->h % k != 0 || !alloc_image(out, in->w / k, in->h / k)) {
        return false;
    }
    for (int y = 0; y < out->h; y++) {
        for (int x = 0; x < out->w; x++) {
            unsigned sum[4] = {0, 0, 0, 0};
            for (int dy = 0; dy < k; dy++) {
                const uint8_t *p =
                    in->px + ((size_t)(y * k + dy) * (size_t)in->w + (size_t)(x * k)) * 4;
                for (int i = 0; i < k * 4; i++) {
                    sum[i % 4] += p[i];
                }
            }
            uint8_t *q = out->px + ((size_t)y * (size_t)out->w + (size_t)x) * 4;
            for (int c = 0; c < 4; c++) {
                q[c] = to_level((sum[c] + (unsigned)(k * k) / 2) / (unsigned)(k * k));
            }
        }
    }
    return true;
}

static int pixel_delta(const uint8_t *p, const uint8_t *q)
{
    int d = 0;
    for (int c = 0; c < 3; c++) {
        int e = abs(p[c] - q[c]);
        d = e > d ? e : d;
    }
    return d;
}

ic_result ic_compare(const ic_image *a, const ic_image *b, int threshold)
{
    ic_result r = {0, (long)a->w * a->h, 0, a->w, a->h, -1, -1};
    for (int y = 0; y < a->h; y++) {
        for (int x = 0; x < a->w; x++) {
            size_t i = ((size_t)y * (size_t)a->w + (size_t)x) * 4;
            int d = pixel_delta(a->px + i, b->px + i);
            r.max_delta = d > r.max_delta ? d : r.max_delta;
            if (d > threshold) {
                r.differing++;
                r.x0 = x < r.x0 ? x : r.x0;
                r.y0 = y < r.y0 ? y : r.y0;
                r.x1 = x > r.x1 ? x : r.x1;
                r.y1 = y > r.y1 ? y : r.y1;
            }
        }
    }
    return r;
}

bool ic_diff_image(const ic_image *shown, const ic_image *a, const ic_image *b, int threshold,
                   ic_image *out)
{
    if (!alloc_image(out, shown->w, shown->h)) {
        return false;
    }
    for (size_t i = 0; i < (size_t)shown->w * (size_t)shown->h * 4; i += 4) {
        const uint8_t *p = shown->px + i;
        uint8_t *q = out->px + i;
        int d = pixel_delta(a->px + i, b->px + i);
        if (d > threshold) {
            q[0] = (uint8_t)(128 + d / 2);
            q[1] = q[2] = 0;
        } else {
            q[0] = q[1] = q[2] = (uint8_t)((p[0] + p[1] + p[2]) / 12);
        }
        q[3] = 255;
    }
    return true;
}

bool ic_blur(const ic_image *in, int r, ic_image *out)
{
    if (!alloc_image(out, in->w, in->h)) {
        return false;
    }
    for (int y = 0; y < in->h; y++) {
        for (int x = 0; x < in->w; x++) {
            unsigned sum[4] = {0, 0, 0, 0}, n = 0;
            for (int dy = -r; dy <= r; dy++) {
                for (int dx = -r; dx <= r; dx++) {
                    int yy = y + dy, xx = x + dx;
                    if (yy < 0 || yy >= in->h || xx < 0 || xx >= in->w) {
                        continue;
                    }
                    const uint8_t *p = in->px + ((size_t)yy * (size_t)in->w + (size_t)xx) * 4;
                    for (int c = 0; c < 4; c++) {
                        sum[c] += p[c];
                    }
                    n++;
                }
            }
            uint8_t *q = out->px + ((size_t)y * (size_t)in->w + (size_t)x) * 4;
            for (int c = 0; c < 4; c++) {
                q[c] = (uint8_t)((sum[c] + n / 2) / n);
            }
        }
    }
    return true;
}
