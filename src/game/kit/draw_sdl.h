/* The pieces of the SDL back end (draw.h's gm_draw_sdl) that live with
 * the caches they use: the shapes' masks (draw_sdl.c), the fonts and the
 * lines' textures (text.c), the sprites' textures (sprites.c). */
#ifndef GM_DRAW_SDL_H
#define GM_DRAW_SDL_H

#include "draw.h"

/* Drops the cached masks (the output scale changed, or the window closes). */
void gm_draw_sdl_flush_shapes(gm_gfx *g);

float gm_text_sdl_draw(gm_gfx *g, gm_text *t, const gm_text_run *run);
void gm_sprites_sdl_draw(gm_gfx *g, gm_sprites *sp, const gm_sprite_drawn *s);

#endif
