/* The sprite cache: an open-addressed table keyed by (name, pixel size).
 * The SVG text of each file is read once and kept, so re-rasterising after
 * a resize costs no disk access. The first frame's sprites are also kept
 * between runs (art_cache.h). */
#include "sprites.h"

#include <SDL_image.h>

#include "art_cache.h"
#include "draw_sdl.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "spacecats/file_io.h"

enum {
    CACHE_SIZE = 1024, /* power of two */
    FILES_MAX = 128,
    FILE_SLOTS = 256, /* the files' hash table: a power of two, twice FILES_MAX */
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
    uint32_t hash; /* of the name: the recording looks a file up at every draw */
    char name[NAME_LEN];
    char *text; /* NULL: missing (reported once) */
    size_t len;
    uint64_t key; /* gm_art_cache_key of the text */
} svg_file;

struct gm_sprites {
    gm_gfx *gfx;
    unsigned n_made;
    gm_sprite_made made[GM_SPRITES_LOG]; /* the first rasterisings, for --startup-bench */
    gm_art_keeper *keeper;               /* NULL: nothing kept between runs */
    bool shown;                          /* the first frame was */
    char art_dir[512];
    unsigned n_entries;
    entry cache[CACHE_SIZE];
    unsigned n_files;
    svg_file files[FILES_MAX];
    uint8_t file_slots[FILE_SLOTS]; /* files by the hash of their name (index + 1; 0: none) */
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

gm_gfx *gm_sprites_gfx(const gm_sprites *sp)
{
    return sp->gfx;
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

void gm_sprites_set_cache(gm_sprites *sp, const char *dir)
{
    gm_art_keeper_free(sp->keeper);
    sp->keeper = dir != NULL && dir[0] != '\0' ? gm_art_keeper_new(dir) : NULL;
}

void gm_sprites_shown(gm_sprites *sp)
{
    gm_art_keeper_write(sp->keeper);
    sp->shown = true;
}

/* The pixels of f at w x h: before the first frame is shown, kept from an
 * earlier start, else rasterised (and kept for the next); after it,
 * rasterised. NULL when it cannot be drawn. */
static SDL_Surface *pixels_of(gm_sprites *sp, const svg_file *f, int w, int h, bool *from_cache)
{
    bool keep = sp->keeper != NULL && !sp->shown;
    SDL_Surface *s = keep ? gm_art_keeper_read(sp->keeper, f->name, f->key, w, h) : NULL;
    *from_cache = s != NULL;
    if (s != NULL) {
        return s;
    }
    SDL_RWops *rw = SDL_RWFromConstMem(f->text, (int)f->len);
    s = rw ? IMG_LoadSizedSVG_RW(rw, w, h) : NULL;
    if (rw != NULL) {
        SDL_RWclose(rw);
    }
    if (s == NULL) {
        fprintf(stderr, "spacecats: cannot rasterise %s.svg: %s\n", f->name, IMG_GetError());
    } else if (keep) {
        SDL_Surface *copy = SDL_DuplicateSurface(s);
        if (copy != NULL) {
            gm_art_keeper_add(sp->keeper, f->name, f->key, w, h, copy);
        }
    }
    return s;
}

void gm_sprites_free(gm_sprites *sp)
{
    if (sp == NULL) {
        return;
    }
    gm_art_keeper_free(sp->keeper);
    gm_sprites_flush(sp);
    for (unsigned i = 0; i < sp->n_files; i++) {
        free(sp->files[i].text);
    }
    free(sp);
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

static const svg_file *svg_of(gm_sprites *sp, const char *name)
{
    uint32_t h = hash(name, 0, 0);
    unsigned slot = h & (FILE_SLOTS - 1);
    for (; sp->file_slots[slot] != 0; slot = (slot + 1) & (FILE_SLOTS - 1)) {
        svg_file *f = &sp->files[sp->file_slots[slot] - 1];
        if (f->hash == h && strcmp(f->name, name) == 0) {
            return f;
        }
    }
    if (sp->n_files == FILES_MAX) {
        return NULL;
    }
    svg_file *f = &sp->files[sp->n_files++];
    sp->file_slots[slot] = (uint8_t)sp->n_files; /* its index + 1 */
    f->hash = h;
    snprintf(f->name, sizeof f->name, "%s", name);
    char path[600], err[700];
    snprintf(path, sizeof path, "%s/%s.svg", sp->art_dir, name);
    f->text = sc_file_read(path, SVG_MAX, &f->len, err, sizeof err);
    if (f->text == NULL) {
        fprintf(stderr, "spacecats: missing art: %s\n", err);
    } else {
        f->key = gm_art_cache_key(f->text, f->len);
    }
    return f;
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
    Uint64 start = SDL_GetPerformanceCounter();
    bool from_cache = false;
    SDL_Surface *s = pixels_of(sp, f, w, h, &from_cache);
    if (s == NULL) {
        return e;
    }
    e->tex = SDL_CreateTextureFromSurface(sp->gfx->renderer, s);
    e->tw = s->w;
    e->th = s->h;
    SDL_FreeSurface(s);
    if (sp->n_made < GM_SPRITES_LOG) {
        gm_sprite_made *m = &sp->made[sp->n_made++];
        snprintf(m->name, sizeof m->name, "%s", name);
        m->w = e->tw;
        m->h = e->th;
        m->from_cache = from_cache;
        m->ms = (double)(SDL_GetPerformanceCounter() - start) * 1000.0 /
                (double)SDL_GetPerformanceFrequency();
    }
    return e;
}

unsigned gm_sprites_made_log(const gm_sprites *sp, const gm_sprite_made **log)
{
    *log = sp->made;
    return sp->n_made;
}

bool gm_sprites_has_art(gm_sprites *sp, const char *name)
{
    const svg_file *f = svg_of(sp, name);
    return f != NULL && f->text != NULL;
}

/* name into out (cut to fit), cheaper than snprintf at every draw. */
static void copy_name(char *out, size_t cap, const char *name)
{
    size_t len = strlen(name);
    len = len < cap - 1 ? len : cap - 1;
    memcpy(out, name, len);
    out[len] = '\0';
}

void gm_sprite_draw(gm_sprites *sp, const char *name, gm_rect r, uint8_t alpha)
{
    gm_sprite_drawn s = {.r = r, .alpha = alpha};
    copy_name(s.name, sizeof s.name, name);
    sp->gfx->ops->sprite(sp->gfx, sp, &s);
}

void gm_sprite_draw_rotated(gm_sprites *sp, const char *name, gm_rect r, double degrees)
{
    gm_sprite_drawn s = {.r = r, .alpha = 255, .rotated = true, .degrees = degrees};
    copy_name(s.name, sizeof s.name, name);
    sp->gfx->ops->sprite(sp->gfx, sp, &s);
}

void gm_sprites_sdl_draw(gm_gfx *gfx, gm_sprites *sp, const gm_sprite_drawn *s)
{
    int w = (int)(s->r.w * gfx->scale + 0.5f), h = (int)(s->r.h * gfx->scale + 0.5f);
    if (w < 1 || h < 1) {
        return;
    }
    entry *e = lookup(sp, s->name, w, h);
    if (e->tex == NULL) {
        return;
    }
    /* Fit: the SVG keeps its aspect inside the requested box. */
    SDL_FRect box = gm_gfx_to_px(gfx, s->r);
    SDL_FRect dst = {box.x + (box.w - (float)e->tw) / 2, box.y + (box.h - (float)e->th) / 2,
                     (float)e->tw, (float)e->th};
    SDL_SetTextureAlphaMod(e->tex, s->alpha);
    if (s->rotated) {
        SDL_RenderCopyExF(gfx->renderer, e->tex, NULL, &dst, s->degrees, NULL, SDL_FLIP_NONE);
    } else {
        SDL_RenderCopyF(gfx->renderer, e->tex, NULL, &dst);
    }
}
