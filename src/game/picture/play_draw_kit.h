/* Pieces the play screen's drawing files share (play_draw.c,
 * play_draw_mat.c): a player's colour, rectangles around points, a glow, a
 * landing ring, a point coin. For those files only. */
#ifndef GM_PLAY_DRAW_KIT_H
#define GM_PLAY_DRAW_KIT_H

#include "play_draw.h"
#include "play_geom.h"
#include "ui.h"

/* The colour (and pattern) a player chose at setup. */
unsigned gm_pd_colour_of(const gm_play *p, unsigned player);
gm_rect gm_pd_around(gm_point c, float w, float h);
gm_rect gm_pd_grow(gm_rect r, float by);
void gm_pd_glow(const gm_canvas *cv, const gm_play_scene *sc, gm_rect r);
/* A lit target drawn over a body: a golden ring with a soft halo. */
void gm_pd_ring(const gm_canvas *cv, const gm_play_scene *sc, gm_rect r);
/* A number on a small point coin, in the font size given. */
void gm_pd_coin(const gm_canvas *cv, const gm_play_scene *sc, gm_rect r, float font,
                const char *label);

/* The sky and the track (drawn once into the cached layer), then what
 * moves on the mat: lit targets, tokens, landed cats, the rocket marker,
 * the failure track (play_draw_mat.c). */
void gm_play_draw_track(const gm_canvas *cv, const gm_play_scene *sc);
/* Every moon's and planet's tag (drawn with the track), or one of them
 * (again over a landing ring, so the ring never hides it): play_draw_mat.c. */
void gm_play_draw_tags(const gm_canvas *cv, const gm_play_scene *sc);
void gm_play_draw_tag(const gm_canvas *cv, const gm_play_scene *sc, bool planet, unsigned index);
void gm_play_draw_mat(const gm_canvas *cv, const gm_play_scene *sc);
void gm_play_draw_failures(const gm_canvas *cv, const gm_play_scene *sc);

#endif
