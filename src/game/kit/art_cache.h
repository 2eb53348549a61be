/* Rasterised art kept between runs, in the per-user cache folder
 * (gm_paths_cache): rasterising the sprites of the title's first frame
 * took most of it at every start, the full-screen sky above all (issue 27).
 *
 * One file a sprite, DIR/NAME.px, holding the pixels of one size: a
 * header (what they were made from: the SVG's text and the rasteriser's
 * version, as a key; the size asked and the pixels' own; their checksum),
 * then the pixels. A file for another key or size is stale and is
 * replaced; one that is short, long, or whose pixels do not match their
 * checksum is damaged: said, never drawn, and replaced. */
#ifndef GM_ART_CACHE_H
#define GM_ART_CACHE_H

#include <SDL.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* What rasterised pixels are made from: the SVG file's text and the
 * version of SDL_image that rasterises it. */
uint64_t gm_art_cache_key(const char *svg, size_t len);

typedef enum gm_art_cache_result {
    GM_ART_HIT,     /* the pixels, from the file */
    GM_ART_MISS,    /* no file */
    GM_ART_STALE,   /* a file for other art, or another size */
    GM_ART_DAMAGED, /* a file that cannot be what it says: why says how */
} gm_art_cache_result;

/* The pixels of sprite `name` rasterised at w x h from the art of `key`,
 * from dir (with a trailing '/'); on GM_ART_HIT *out is a new surface. */
gm_art_cache_result gm_art_cache_read(const char *dir, const char *name, uint64_t key, int w, int h,
                                      SDL_Surface **out, char *why, size_t why_len);

/* Keeps the pixels s of sprite `name` asked at w x h from the art of
 * `key` (a 32-bit surface), replacing what was kept for it, in one step.
 * Makes dir if needed. False with why when it cannot. */
bool gm_art_cache_write(const char *dir, const char *name, uint64_t key, int w, int h,
                        const SDL_Surface *s, char *why, size_t why_len);

/* The sprites of a start's first frame, read back from dir or, when not
 * there, kept for the next start: collected while the frame is drawn and
 * written together on a thread of their own once it is shown. */
typedef struct gm_art_keeper gm_art_keeper;

/* NULL when out of memory (then nothing is kept). */
gm_art_keeper *gm_art_keeper_new(const char *dir);
/* Waits for the writing, if any, and frees what is left. NULL-safe. */
void gm_art_keeper_free(gm_art_keeper *k);

/* The kept pixels of `name` (gm_art_cache_read), or NULL: a damaged file is
 * said on stderr (and replaced by what gm_art_keeper_add is given). */
SDL_Surface *gm_art_keeper_read(gm_art_keeper *k, const char *name, uint64_t key, int w, int h);
/* To be kept: the keeper owns s from now on. */
void gm_art_keeper_add(gm_art_keeper *k, const char *name, uint64_t key, int w, int h,
                       SDL_Surface *s);
/* Starts writing what was added, on a thread of its own (once). */
void gm_art_keeper_write(gm_art_keeper *k);

#endif
