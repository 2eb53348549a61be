/* Sprites: the SVG art of data/art, looked up by name ("planet-yarn"),
 * rasterised with SDL2_image at exactly the pixel size they are drawn at,
 * and cached as textures. When the window's scale changes the cache is
 * flushed, so the art is rasterised again and stays crisp at any size. */
#ifndef GM_SPRITES_H
#define GM_SPRITES_H

#include <stdbool.h>

#include "gfx.h"

typedef struct gm_sprites gm_sprites;

enum { GM_SPRITES_LOG = 48 };

/* One sprite made: its name, its pixels, how long it took. */
typedef struct gm_sprite_made {
    char name[40];
    int w, h;
    double ms;
    bool from_cache; /* read back from the cache folder, not rasterised */
} gm_sprite_made;

/* art_dir: the folder of the SVG files. */
gm_sprites *gm_sprites_new(gm_gfx *gfx, const char *art_dir);
void gm_sprites_free(gm_sprites *sp);

/* Keeps the pixels of the first frame's sprites between runs in dir (with
 * a trailing '/'; gm_paths_cache's art/): read back at the next start
 * instead of rasterised. NULL or "": not kept (the default). */
void gm_sprites_set_cache(gm_sprites *sp, const char *dir);
/* The first frame is shown: what it rasterised is written to the cache
 * folder (on a thread of its own), and later sprites are only rasterised. */
void gm_sprites_shown(gm_sprites *sp);

/* The back end the sprites draw on. */
gm_gfx *gm_sprites_gfx(const gm_sprites *sp);
/* Whether the art folder has this sprite's file (read once, kept). */
bool gm_sprites_has_art(gm_sprites *sp, const char *name);

/* The first GM_SPRITES_LOG rasterisings since the start, in order (for
 * --startup-bench): their count, and *log points at them. */
unsigned gm_sprites_made_log(const gm_sprites *sp, const gm_sprite_made **log);

/* Drops every texture (the output scale changed). */
void gm_sprites_flush(gm_sprites *sp);

/* Draws sprite `name` fitted into r (aspect kept, centred), with alpha
 * (255 opaque). A missing file is reported once on stderr and drawn as
 * nothing: the game goes on. */
void gm_sprite_draw(gm_sprites *sp, const char *name, gm_rect r, uint8_t alpha);
/* The same, rotated by `degrees` about its centre. */
void gm_sprite_draw_rotated(gm_sprites *sp, const char *name, gm_rect r, double degrees);

#endif
