/* The sprite cache: an open-addressed table keyed by (name, pixel size).
 * The SVG text of each file is read once and kept, so re-rasterising after
 * a resize costs no disk access. */
#include "sprites.h"

#include <SDL_image.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "spacecats/file_io.h"

enum {
    CACHE_SIZE = 1024, /* power of two */
    FILES_MAX = 128,
    NAME_LEN = 40,
    SVG_MAX = 1 << 20,
};

typedef struct entry {
    char name[NAME_LEN];
    int w, h; /* requested pixel size */
    SDL_Texture *tex;
    int tw, th; /* the texture's own size (aspect kept) */
} entry;

typedef struct svg_file {
    char name[NAME_LEN];
    char *text; /* NULL: missing (reported once) */
    size_t len;
} svg_file;

struct gm_sprites {
    gm_gfx *gfx;
    char art_dir[512];
    unsigned n_entries;
    entry cache[CACHE_SIZE];
    unsigned n_files;
    svg_file files[FILES_MAX];
    /* The null back end: looked up, recorded, never rasterised. */
    bool null;
    gm_sprite_drawn *drawn;
    unsigned n_drawn, cap_drawn;
    unsigned missing;
    char first_missing[NAME_LEN];
};

gm_sprites *gm_sprites_new(gm_gfx *gfx, const char *art_dir)
{
    gm_sprites *sp = calloc(1, sizeof *sp);
    if (sp == NULL) {
        return NULL;
    }
    sp->gfx = gfx;
    snprintf(sp->art_dir, sizeof sp->art_dir, "%s", art_dir);
    return sp;
}

gm_sprites *gm_sprites_new_null(gm_gfx *gfx, const char *art_dir)
{
    gm_sprites *sp = gm_sprites_new(gfx, art_dir);
    if (sp != NULL) {
        sp->null = true;
    }
    return sp;
}

const gm_sprite_drawn *gm_sprites_drawn(const gm_sprites *sp, unsigned *n)
{
    *n = sp->n_drawn;
    return sp->drawn;
}

void gm_sprites_drawn_clear(gm_sprites *sp)
{
    sp->n_drawn = 0;
}

unsigned gm_sprites_missing(const gm_sprites *sp, const char **first)
{
    if (first != NULL) {
        *first = sp->first_missing;
    }
    return sp->missing;
}

void gm_sprites_flush(gm_sprites *sp)
{
    for (unsigned i = 0; i < CACHE_SIZE; i++) {
        if (sp->cache[i].tex != NULL) {
            SDL_DestroyTexture(sp->cache[i].tex);
        }
    }
    memset(sp->cache, 0, sizeof sp->cache);
    sp->n_entries = 0;
}

void gm_sprites_free(gm_sprites *sp)
{
    if (sp == NULL) {
        return;
    }
    gm_sprites_flush(sp);
    for (unsigned i = 0; i < sp->n_files; i++) {
        free(sp->files[i].text);
    }
    free(sp->drawn);
    free(sp);
}

static const svg_file *svg_of(gm_sprites *sp, const char *name)
{
    for (unsigned i = 0; i < sp->n_files; i++) {
        if (strcmp(sp->files[i].name, name) == 0) {
            return &sp->files[i];
        }
    }
    if (sp->n_files == FILES_MAX) {
        return NULL;
    }
    svg_file *f = &sp->files[sp->n_files++];
    snprintf(f->name, sizeof f->name, "%s", name);
    char path[600], err[700];
    snprintf(path, sizeof path, "%s/%s.svg", sp->art_dir, name);
    f->text = sc_file_read(path, SVG_MAX, &f->len, err, sizeof err);
    if (f->text == NULL) {
        fprintf(stderr, "spacecats: missing art: %s\n", err);
    }
    return f;
}

static uint32_t hash(const char *name, int w, int h)
{
    uint32_t x = 2166136261u;
    for (const char *c = name; *c != '\0'; c++) {
        x = (x ^ (uint8_t)*c) * 16777619u;
    }
    x = (x ^ (uint32_t)w) * 16777619u;
    return (x ^ (uint32_t)h) * 16777619u;
}

static entry *lookup(gm_sprites *sp, const char *name, int w, int h)
{
    uint32_t i = hash(name, w, h) & (CACHE_SIZE - 1);
    for (;;) {
        entry *e = &sp->cache[i];
        if (e->name[0] == '\0') {
            break;
        }
        if (e->w == w && e->h == h && strcmp(e->name, name) == 0) {
            return e;
        }
        i = (i + 1) & (CACHE_SIZE - 1);
    }
    /* A new entry; a full table (sizes churning) starts afresh. */
    if (sp->n_entries >= CACHE_SIZE / 2) {
        gm_sprites_flush(sp);
        return lookup(sp, name, w, h);
    }
    entry *e = &sp->cache[i];
    snprintf(e->name, sizeof e->name, "%s", name);
    e->w = w;
    e->h = h;
    sp->n_entries++;
    const svg_file *f = svg_of(sp, name);
    if (f == NULL || f->text == NULL) {
        return e; /* drawn as nothing */
    }
    SDL_RWops *rw = SDL_RWFromConstMem(f->text, (int)f->len);
    SDL_Surface *s = rw ? IMG_LoadSizedSVG_RW(rw, w, h) : NULL;
    if (rw != NULL) {
        SDL_RWclose(rw);
    }
    if (s == NULL) {
        fprintf(stderr, "spacecats: cannot rasterise %s.svg: %s\n", name, IMG_GetError());
        return e;
    }
    e->tex = SDL_CreateTextureFromSurface(sp->gfx->renderer, s);
    e->tw = s->w;
    e->th = s->h;
    SDL_FreeSurface(s);
    return e;
}

/* The null back end: the name looked up (a missing file counted), the
 * draw recorded. */
static void null_draw(gm_sprites *sp, const char *name, gm_rect r)
{
    const svg_file *f = svg_of(sp, name);
    if (f == NULL || f->text == NULL) {
        if (sp->missing++ == 0) {
            snprintf(sp->first_missing, sizeof sp->first_missing, "%s", name);
        }
    }
    if (sp->n_drawn == sp->cap_drawn) {
        unsigned cap = sp->cap_drawn > 0 ? sp->cap_drawn * 2 : 256;
        gm_sprite_drawn *d = realloc(sp->drawn, cap * sizeof *d);
        if (d == NULL) {
            return;
        }
        sp->drawn = d;
        sp->cap_drawn = cap;
    }
    gm_sprite_drawn *d = &sp->drawn[sp->n_drawn++];
    snprintf(d->name, sizeof d->name, "%s", name);
    d->r = r;
}

static bool place(gm_sprites *sp, const char *name, gm_rect r, entry **out, SDL_FRect *dst)
{
    gm_gfx *gfx = sp->gfx;
    if (sp->null) {
        null_draw(sp, name, r);
        return false;
    }
    int w = (int)(r.w * gfx->scale + 0.5f), h = (int)(r.h * gfx->scale + 0.5f);
    if (w < 1 || h < 1) {
        return false;
    }
    entry *e = lookup(sp, name, w, h);
    if (e->tex == NULL) {
        return false;
    }
    /* Fit: the SVG keeps its aspect inside the requested box. */
    SDL_FRect box = gm_gfx_to_px(gfx, r);
    *dst = (SDL_FRect){box.x + (box.w - (float)e->tw) / 2, box.y + (box.h - (float)e->th) / 2,
                       (float)e->tw, (float)e->th};
    *out = e;
    return true;
}

void gm_sprite_draw(gm_sprites *sp, const char *name, gm_rect r, uint8_t alpha)
{
    entry *e;
    SDL_FRect dst;
    if (place(sp, name, r, &e, &dst)) {
        SDL_SetTextureAlphaMod(e->tex, alpha);
        SDL_RenderCopyF(sp->gfx->renderer, e->tex, NULL, &dst);
    }
}

void gm_sprite_draw_rotated(gm_sprites *sp, const char *name, gm_rect r, double degrees)
{
    entry *e;
    SDL_FRect dst;
    if (place(sp, name, r, &e, &dst)) {
        SDL_SetTextureAlphaMod(e->tex, 255);
        SDL_RenderCopyExF(sp->gfx->renderer, e->tex, NULL, &dst, degrees, NULL, SDL_FLIP_NONE);
    }
}
