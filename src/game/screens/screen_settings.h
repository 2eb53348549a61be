/* The settings screen's places: one function for every thing on it, used
 * by its drawing, its clicks and the tests, so they always agree. */
#ifndef GM_SCREEN_SETTINGS_H
#define GM_SCREEN_SETTINGS_H

#include "layout.h"

typedef enum gm_settings_thing {
    /* The rows, top to bottom; a row's place is its value button `i`. */
    GM_SETTINGS_LANGUAGE,  /* system, English, French */
    GM_SETTINGS_VOLUME,    /* the volume shown (i unused) */
    GM_SETTINGS_SPEED,     /* slow, normal, fast, instant */
    GM_SETTINGS_AUTO_ROLL, /* on, off */
    GM_SETTINGS_HINTS,     /* on, off */
    GM_SETTINGS_FULLSCREEN,
    GM_SETTINGS_TIPS,
    GM_SETTINGS_ROWS,
    /* The volume row's buttons, and Back. */
    GM_SETTINGS_VOLUME_DOWN = GM_SETTINGS_ROWS,
    GM_SETTINGS_VOLUME_UP,
    GM_SETTINGS_MUTE,
    GM_SETTINGS_BACK
} gm_settings_thing;

/* How many value buttons a row has (0 for the volume row). */
unsigned gm_settings_choices(gm_settings_thing row);

/* Where `what` (value button `i` of a row) is: data/layout/board.yaml,
 * screens.settings. */
gm_rect gm_settings_place(const gm_layout *lay, gm_settings_thing what, unsigned i);

#endif
