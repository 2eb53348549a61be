/* Rasterised art kept between runs (art_cache.h). */
#include "art_cache.h"

#include <SDL_image.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "paths.h"
#include "spacecats/file_io.h"

/* The header: the magic, the key (8), the size asked (w, h), the pixels'
 * size (w, h) and format, then at SUM_AT the checksum (8); all little-endian. */
enum { SUM_AT = 36, HEADER = 44, SIDE_MAX = 16384, KEPT_MAX = 64, NAME_LEN = 40 };

static const char magic[8] = {'S', 'C', 'A', 'R', 'T', 'P', 'X', '1'};

static uint64_t fnv64(uint64_t h, const unsigned char *p, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        h = (h ^ p[i]) * 1099511628211u;
    }
    return h;
}

uint64_t gm_art_cache_key(const char *svg, size_t len)
{
    const SDL_version *v = IMG_Linked_Version();
    unsigned char ver[3] = {v->major, v->minor, v->patch};
    return fnv64(fnv64(14695981039346656037u, ver, sizeof ver), (const unsigned char *)svg, len);
}

/* The checksum of the header's fields before it and of the pixels, a word
 * at a time: a few hundred microseconds for the full-screen sky, where a
 * byte at a time took milliseconds. */
static uint64_t checksum(const unsigned char *head, const unsigned char *p, size_t n)
{
    uint64_t h = fnv64(14695981039346656037u, head, SUM_AT);
    size_t i = 0;
    for (; i + 8 <= n; i += 8) {
        uint64_t w;
        memcpy(&w, p + i, 8);
        h = (h ^ w) * 1099511628211u;
        h ^= h >> 29;
    }
    return fnv64(h, p + i, n - i);
}

static void put32(unsigned char *p, uint32_t v)
{
    for (int i = 0; i < 4; i++) {
        p[i] = (unsigned char)(v >> (8 * i));
    }
}

static void put64(unsigned char *p, uint64_t v)
{
    put32(p, (uint32_t)v);
    put32(p + 4, (uint32_t)(v >> 32));
}

static uint32_t get32(const unsigned char *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static uint64_t get64(const unsigned char *p)
{
    return get32(p) | (uint64_t)get32(p + 4) << 32;
}

static void path_of(const char *dir, const char *name, char *out, size_t len)
{
    snprintf(out, len, "%s%s.px", dir, name);
}

gm_art_cache_result gm_art_cache_read(const char *dir, const char *name, uint64_t key, int w, int h,
                                      SDL_Surface **out, char *why, size_t why_len)
{
    *out = NULL;
    why[0] = '\0';
    char path[1100], err[1200];
    path_of(dir, name, path, sizeof path);
    FILE *f = sc_file_open_read(path, err, sizeof err);
    if (f == NULL) {
        if (errno == ENOENT) {
            return GM_ART_MISS;
        }
        snprintf(why, why_len, "%s", err);
        return GM_ART_DAMAGED;
    }
    unsigned char head[HEADER];
    gm_art_cache_result r = GM_ART_DAMAGED;
    SDL_Surface *s = NULL;
    if (fread(head, 1, HEADER, f) != HEADER || memcmp(head, magic, sizeof magic) != 0) {
        snprintf(why, why_len, "%s: not a file of rasterised art", path);
        goto done;
    }
    uint32_t pw = get32(head + 24), ph = get32(head + 28), format = get32(head + 32);
    if (get64(head + 8) != key || get32(head + 16) != (uint32_t)w ||
        get32(head + 20) != (uint32_t)h) {
        r = GM_ART_STALE;
        goto done;
    }
    if (pw == 0 || ph == 0 || pw > SIDE_MAX || ph > SIDE_MAX || SDL_BYTESPERPIXEL(format) != 4 ||
        SDL_ISPIXELFORMAT_FOURCC(format)) {
        snprintf(why, why_len, "%s: a size or pixel format that cannot be (%ux%u)", path,
                 (unsigned)pw, (unsigned)ph);
        goto done;
    }
    s = SDL_CreateRGBSurfaceWithFormat(0, (int)pw, (int)ph, 32, format);
    if (s == NULL || s->pitch != (int)pw * 4) {
        snprintf(why, why_len, "%s: %s", path, s == NULL ? SDL_GetError() : "an odd pitch");
        goto done;
    }
    size_t n = (size_t)pw * ph * 4;
    unsigned char extra;
    if (fread(s->pixels, 1, n, f) != n || fread(&extra, 1, 1, f) != 0) {
        snprintf(why, why_len, "%s: not as long as its %ux%u pixels say", path, (unsigned)pw,
                 (unsigned)ph);
        goto done;
    }
    if (checksum(head, s->pixels, n) != get64(head + SUM_AT)) {
        snprintf(why, why_len, "%s: the pixels do not match their checksum", path);
        goto done;
    }
    r = GM_ART_HIT;
    *out = s;
    s = NULL;
done:
    SDL_FreeSurface(s);
    fclose(f);
    return r;
}

bool gm_art_cache_write(const char *dir, const char *name, uint64_t key, int w, int h,
                        const SDL_Surface *s, char *why, size_t why_len)
{
    if (s->format->BytesPerPixel != 4 || s->w <= 0 || s->h <= 0) {
        snprintf(why, why_len, "art cache: %s: not 32-bit pixels", name);
        return false;
    }
    if (!gm_paths_make_dirs(dir, why, why_len)) {
        return false;
    }
    size_t row = (size_t)s->w * 4, n = row * (size_t)s->h;
    unsigned char *buf = malloc(HEADER + n);
    if (buf == NULL) {
        snprintf(why, why_len, "art cache: %s: out of memory", name);
        return false;
    }
    for (int y = 0; y < s->h; y++) {
        memcpy(buf + HEADER + row * (size_t)y, (const unsigned char *)s->pixels + s->pitch * y,
               row);
    }
    memcpy(buf, magic, sizeof magic);
    put64(buf + 8, key);
    put32(buf + 16, (uint32_t)w);
    put32(buf + 20, (uint32_t)h);
    put32(buf + 24, (uint32_t)s->w);
    put32(buf + 28, (uint32_t)s->h);
    put32(buf + 32, s->format->format);
    put64(buf + SUM_AT, checksum(buf, buf + HEADER, n));
    char path[1100];
    path_of(dir, name, path, sizeof path);
    bool ok = sc_file_write_atomic(path, buf, HEADER + n, why, why_len);
    free(buf);
    return ok;
}

typedef struct kept {
    char name[NAME_LEN];
    uint64_t key;
    int w, h;
    SDL_Surface *pixels;
} kept;

struct gm_art_keeper {
    char dir[1024];
    SDL_Thread *writer; /* once started, the list is the writer's alone until waited for */
    unsigned n;
    kept list[KEPT_MAX];
};

gm_art_keeper *gm_art_keeper_new(const char *dir)
{
    gm_art_keeper *k = calloc(1, sizeof *k);
    if (k != NULL) {
        snprintf(k->dir, sizeof k->dir, "%s", dir);
    }
    return k;
}

static int SDLCALL write_all(void *ctx)
{
    gm_art_keeper *k = ctx;
    for (unsigned i = 0; i < k->n; i++) {
        kept *e = &k->list[i];
        char why[1400];
        if (!gm_art_cache_write(k->dir, e->name, e->key, e->w, e->h, e->pixels, why, sizeof why)) {
            fprintf(stderr, "spacecats: the art is drawn afresh at each start: %s\n", why);
            break; /* the next would fail alike */
        }
    }
    return 0;
}

void gm_art_keeper_write(gm_art_keeper *k)
{
    if (k == NULL || k->writer != NULL || k->n == 0) {
        return;
    }
    k->writer = SDL_CreateThread(write_all, "art cache", k);
    if (k->writer == NULL) {
        write_all(k); /* no thread: here */
        for (unsigned i = 0; i < k->n; i++) {
            SDL_FreeSurface(k->list[i].pixels);
        }
        k->n = 0;
    }
}

void gm_art_keeper_free(gm_art_keeper *k)
{
    if (k == NULL) {
        return;
    }
    if (k->writer != NULL) {
        SDL_WaitThread(k->writer, NULL);
    }
    for (unsigned i = 0; i < k->n; i++) {
        SDL_FreeSurface(k->list[i].pixels);
    }
    free(k);
}

SDL_Surface *gm_art_keeper_read(gm_art_keeper *k, const char *name, uint64_t key, int w, int h)
{
    SDL_Surface *s = NULL;
    char why[1400];
    if (k != NULL &&
        gm_art_cache_read(k->dir, name, key, w, h, &s, why, sizeof why) == GM_ART_DAMAGED) {
        fprintf(stderr, "spacecats: %s: drawn afresh\n", why);
    }
    return s;
}

void gm_art_keeper_add(gm_art_keeper *k, const char *name, uint64_t key, int w, int h,
                       SDL_Surface *s)
{
    if (k == NULL || k->writer != NULL || k->n == KEPT_MAX) {
        SDL_FreeSurface(s);
        return;
    }
    kept *e = &k->list[k->n++];
    snprintf(e->name, sizeof e->name, "%s", name);
    e->key = key;
    e->w = w;
    e->h = h;
    e->pixels = s;
}
