/* Shared look of the screens: player colours and emblems, panels, buttons,
 * the starry background. */
#ifndef GM_UI_H
#define GM_UI_H

#include <stdbool.h>

#include "canvas.h"
#include "gfx.h"
#include "sprites.h"
#include "text.h"

/* Okabe-Ito colours, each with its emblem (colour-blind safe). */
gm_color gm_ui_player_color(unsigned player);
const char *gm_ui_player_emblem(unsigned player);  /* "emblem-circle" ... */
const char *gm_ui_player_cat(unsigned player);     /* "cat-p1" ... */
const char *gm_ui_player_head(unsigned player);    /* "cat-head-p1" ... */
const char *gm_ui_ability_icon(unsigned ability);  /* "ability-pilot" ... */
const char *gm_ui_die_art(unsigned face);          /* a die showing sc_face: "die-a" ... */
const char *gm_ui_ability_label(unsigned ability); /* "Pilot" ... */
/* A body's picture, as its mat names it (a plain one when it names none). */
const char *gm_ui_moon_art(const sc_mat *mat, unsigned moon);
const char *gm_ui_planet_art(const sc_mat *mat, unsigned planet);

extern const gm_color GM_UI_INK;   /* the art's outline colour */
extern const gm_color GM_UI_TEXT;  /* light text on the sky */
extern const gm_color GM_UI_GOLD;  /* highlights */
extern const gm_color GM_UI_PANEL; /* translucent panels */

void gm_ui_background(const gm_canvas *cv);
void gm_ui_panel(const gm_canvas *cv, gm_rect r);
/* A button's label size, in logical px. */
#define GM_UI_BUTTON_SIZE 28
/* A button; hot when the pointer is over it. Disabled ones are dimmed.
 * Every button drawn is known to the buttons' guard (ui_guard.h): one that
 * takes the place of a different button ignores clicks for a moment. Its
 * identity is its label, or `key` for a button whose label changes while it
 * stays the same button ("Go", "Go to 7"; "Log", "Board"). */
void gm_ui_button(const gm_canvas *cv, gm_rect r, const char *label, bool enabled);
void gm_ui_button_keyed(const gm_canvas *cv, gm_rect r, const char *key, const char *label,
                        bool enabled);
bool gm_ui_hot(const gm_canvas *cv, gm_rect r);
/* A message (a save set aside ...) wrapped and centred from y, over a
 * panel; nothing when text is "" (the title's notice, the saves' status). */
void gm_ui_notice(const gm_canvas *cv, float y, const char *text);

#endif
