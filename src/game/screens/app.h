/* The application: everything one run of the game owns: the screens'
 * stack, the window's drawing and the games (games.h) it serves the
 * screens. No screen sees it: each is given its context (screen.h's
 * gm_screen_ctx: its own state, the games, the options, the canvas, the
 * sound, its requests), made here for every call. There is no global state: main() owns
 * one gm_app, tests make their own (without a window: gfx, sprites and
 * text are then NULL and nothing is drawn). */
#ifndef GM_APP_H
#define GM_APP_H

#include <stdbool.h>
#include <stdint.h>

#include "canvas.h"
#include "games.h"
#include "layout.h"
#include "options.h"
#include "play.h"
#include "saves.h"
#include "screen.h"
#include "seats.h"
#include "settings.h"
#include "spacecats/game.h"
#include "spacecats/mat.h"
#include "ui_guard.h"

typedef struct gm_gfx gm_gfx;
typedef struct gm_sprites gm_sprites;
typedef struct gm_text gm_text;
typedef struct gm_sound gm_sound;

struct gm_app {
    gm_options opt;
    /* The games the screens play (games.h): the mats, the settings and the
     * setup, the game in play, its autosaves, the title's notice. */
    gm_games games;
    /* The mat of the game the screens show, and its layout: copies of one
     * of games.mats' (gm_games_show_mat), read by the drawing code. The
     * games themselves hold the store's, which never change while they
     * live. */
    sc_mat mat;
    gm_layout layout;

    /* Drawing: all NULL when headless (tests). */
    gm_gfx *gfx;
    gm_sprites *sprites;
    gm_text *text;
    gm_sound *sound;     /* sound.h; NULL or silent without a device */
    char sound_msg[256]; /* why sound is off at start (no memory, no device); the files'
                          * problems: gm_sound_message */

    /* The screens entered, the current one (`screen`) on top: a screen
     * opened over another (the rules, the settings) closes back to it. */
    gm_screen_id stack[GM_SCREEN_STACK];
    unsigned depth;
    gm_screen_id screen; /* stack[depth - 1], or GM_SCREEN_NONE */
    /* What the screens asked of the stack, until it applies; the end of
     * the run (nav.quit, nav.exit_code). */
    gm_screen_nav nav;
    /* Each screen's own state while it is on the stack (zeroed when it is
     * entered from below, freed when it leaves the stack); its type is
     * known to that screen's file alone (screen.h: ctx_size). */
    void *screen_ctx[GM_SCREEN_COUNT];
    /* The buttons on show, and which still ignore clicks (ui_guard.h);
     * the last press was ignored, and so will its release be. */
    gm_ui_guard guard;
    bool guard_press;

    bool dirty; /* draw again */
    float pointer_x, pointer_y;
    gm_canvas canvas; /* what the screens draw with: gm_app_canvas */
};

/* Loads the mats and their layouts from the data folder; false with a
 * message. */
bool gm_app_init(gm_app *app, const gm_options *opt, char *err, size_t err_len);

void gm_app_free(gm_app *app);

/* Screen changes, as the screens ask for them (screen.h's gm_nav_go ...),
 * applied at the next safe point (gm_app_apply_screen). */
void gm_app_request_screen(gm_app *app, gm_screen_id id);
void gm_app_open_screen(gm_app *app, gm_screen_id id, const gm_screen_arg *arg);
void gm_app_close_screen(gm_app *app);
/* Applies a requested change (leave, enter); called at safe points. */
void gm_app_apply_screen(gm_app *app);

/* What the screens draw with, as the app stands now (its back end, text,
 * sprites, layout, mat, pointer and buttons' guard): their context's
 * canvas; tests and tools draw and find things with it too. */
const gm_canvas *gm_app_canvas(gm_app *app);

/* Dispatch to the current screen; F1 opens the rules from any other. */
bool gm_app_input(gm_app *app, const gm_input *in);
bool gm_app_update(gm_app *app, float dt);
/* Reads the window's output size again; when it changed (a resize, F11,
 * leaving full screen), the scale follows, the art and fonts are made
 * again at it and the screen is marked to redraw (true). gm_app_draw calls
 * it first, so a frame is never drawn for a size that is gone. */
bool gm_app_follow_size(gm_app *app);
void gm_app_draw(gm_app *app);
bool gm_app_busy(gm_app *app);

#endif
