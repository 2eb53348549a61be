/* The buttons' guard against a click meant for another button: when a
 * button takes the place of a different one (Stay aboard where Go was, Roll
 * where Stay aboard was), a click on it within a moment of its being there
 * to click is ignored, so the habitual second click of a player who meant
 * the old button does nothing instead of something else.
 *
 * Every button drawn is registered (gm_ui_button), frame by frame; the
 * moment counts only while the screen shows no change (a click on a screen
 * in the middle of an animation hurries the animation, it never reaches a
 * button). Pure: no SDL, no drawing; app.c drives it. */
#ifndef GM_UI_GUARD_H
#define GM_UI_GUARD_H

#include <stdbool.h>
#include <stdint.h>

#include "layout.h"

enum { GM_UI_GUARD_MAX = 48 };

/* How long a button that replaced another ignores clicks, in seconds of a
 * settled screen: longer than a double click. */
#define GM_UI_GUARD_SECONDS 0.5f

typedef struct gm_ui_guarded {
    gm_rect r;
    uint32_t key;  /* the button's identity (its label, or a stable key) */
    float age;     /* seconds of a settled screen since it took the place */
    bool replaced; /* it took the place of a different button */
    bool seen;     /* drawn in the frame being drawn */
} gm_ui_guarded;

typedef struct gm_ui_guard {
    gm_ui_guarded b[GM_UI_GUARD_MAX];
    unsigned n;
} gm_ui_guard;

/* Forgets every button (another screen). */
void gm_ui_guard_reset(gm_ui_guard *g);

/* A frame is drawn: begin, each button drawn, end (the buttons not drawn
 * again are gone). */
void gm_ui_guard_begin(gm_ui_guard *g);
void gm_ui_guard_shown(gm_ui_guard *g, gm_rect r, const char *key);
void gm_ui_guard_end(gm_ui_guard *g);

/* dt seconds pass; `showing`: the screen is showing a change (its clicks
 * hurry it), so the moment does not count. */
void gm_ui_guard_tick(gm_ui_guard *g, float dt, bool showing);

/* Whether a click at (x, y) falls on a button still ignoring clicks. */
bool gm_ui_guard_blocks(const gm_ui_guard *g, float x, float y);

/* Whether a button still ignores clicks: time must pass (the loop's busy). */
bool gm_ui_guard_settling(const gm_ui_guard *g);

#endif
