/* The application: everything one run of the game owns, passed to every
 * screen. There is no global state: main() owns one gm_app, tests make
 * their own (without a window: gfx, sprites and text are then NULL and
 * nothing is drawn). */
#ifndef GM_APP_H
#define GM_APP_H

#include <stdbool.h>
#include <stdint.h>

#include "canvas.h"
#include "layout.h"
#include "mats.h"
#include "options.h"
#include "play.h"
#include "save_writer.h"
#include "saves.h"
#include "screen.h"
#include "seats.h"
#include "settings.h"
#include "spacecats/ai.h"
#include "spacecats/game.h"
#include "spacecats/mat.h"
#include "ui_guard.h"

typedef struct gm_gfx gm_gfx;
typedef struct gm_sprites gm_sprites;
typedef struct gm_text gm_text;
typedef struct gm_sound gm_sound;

struct gm_app {
    gm_options opt;
    /* Every mat the game shipped, each with its layout (mats.h): new games
     * are on mats.view.mat[0], a saved game on the one it started on. */
    gm_mat_store mats;
    /* The mat of the game the screens show, and its layout: copies of one
     * of mats' (gm_app_show_mat), read by the drawing code. The games
     * themselves hold the store's, which never change while they live. */
    sc_mat mat;
    gm_layout layout;

    /* Drawing: all NULL when headless (tests). */
    gm_gfx *gfx;
    gm_sprites *sprites;
    gm_text *text;
    gm_sound *sound;     /* sound.h; NULL or silent without a device */
    char sound_msg[256]; /* why some or all sound is off, for the log; "" = all fine */

    /* The screens entered, the current one (`screen`) on top: a screen
     * opened over another (the rules, the settings) closes back to it. */
    gm_screen_id stack[GM_SCREEN_STACK];
    unsigned depth;
    gm_screen_id screen; /* stack[depth - 1], or GM_SCREEN_NONE */
    gm_screen_request request;
    gm_screen_id requested;
    /* Each screen's own state while it is on the stack (zeroed when it is
     * entered from below, freed when it leaves the stack); its type is
     * known to that screen's file alone (screen.h: ctx_size). */
    void *screen_ctx[GM_SCREEN_COUNT];
    gm_new_game setup;
    /* The save the review screen reviews; "" = the game in play (gm_review_open). */
    char review_path[GM_SAVE_PATH_MAX];
    char prefdir[512]; /* the per-user folder (settings, saves), with a trailing '/'; "" = none */
    gm_settings settings; /* as loaded from <prefdir>settings.yaml (settings.h) */
    char settings_warning[GM_SAVE_PATH_MAX + 512]; /* what was wrong with that file; "" = nothing */
    gm_play *play;                                 /* the last game, or NULL */
    bool game_active;                              /* play resumes it rather than dealing afresh */
    /* The autosave's writer (save_writer.h), made at the first autosave:
     * on a thread of its own when saves_threaded (the window's game). */
    gm_save_writer *saves;
    bool saves_threaded;
    /* A message for the title screen (a save set aside, a failed autosave); "" = none. */
    char notice[GM_SAVE_PATH_MAX + 512];
    /* The name under which the game a new one replaced was kept in Saved
     * games, said on the title in the language of the moment (gm_app_notice);
     * "" = none. */
    char kept[GM_SAVE_NAME_MAX];
    /* Another Space Cats owns the per-user folder (lock.h): the folder,
     * and the process holding it (0: unknown), for the screen that says
     * so (screen_busy.c). prefdir is "" then: nothing is written. */
    char busy_folder[512];
    long busy_holder;

    /* The buttons on show, and which still ignore clicks (ui_guard.h);
     * the last press was ignored, and so will its release be. */
    gm_ui_guard guard;
    bool guard_press;

    bool quit;
    bool dirty; /* draw again */
    int exit_code;
    float pointer_x, pointer_y;
    gm_canvas canvas; /* what the screens draw with: gm_app_canvas */
};

/* Loads the mats and their layouts from the data folder; false with a
 * message. */
bool gm_app_init(gm_app *app, const gm_options *opt, char *err, size_t err_len);

/* The screens show a game on this mat (one of app->mats'): app->mat and
 * app->layout become its and its layout's. */
void gm_app_show_mat(gm_app *app, const sc_mat *mat);
void gm_app_free(gm_app *app);

/* Screen changes, applied at the next safe point (gm_app_apply_screen):
 * go to a screen in place of the current one; open one over the current
 * one (the rules, the settings); close the current one, back to the one
 * it was opened over (the title when there is none). */
void gm_app_request_screen(gm_app *app, gm_screen_id id);
void gm_app_open_screen(gm_app *app, gm_screen_id id);
void gm_app_close_screen(gm_app *app);
/* Applies a requested change (leave, enter); called at safe points. */
void gm_app_apply_screen(gm_app *app);

/* Reads <prefdir>settings.yaml into app->settings (a problem goes to stderr
 * and app->settings_warning; the game goes on with defaults for the bad
 * keys) and takes its setup, speed and hints, unless --autoplay, --players
 * or --variants chose the setup. Call once app->prefdir is known. */
void gm_app_load_settings(gm_app *app);
/* Copies app->setup into app->settings and writes the file; false (with
 * the message in app->settings_warning and on stderr) when it could not. */
bool gm_app_save_settings(gm_app *app);

/* Starts app->setup as a new game in app->play (allocated here). */
bool gm_app_new_game(gm_app *app);

/* Opens a save into app->play and makes it the game in play (path NULL:
 * the autosave). A damaged save is set aside; false with err then. */
bool gm_app_open_save(gm_app *app, const char *path, gm_save_error *err);

/* What the screens draw with, as the app stands now (its back end, text,
 * sprites, layout, mat, pointer and buttons' guard). */
const gm_canvas *gm_app_canvas(gm_app *app);

/* Autosaves the game if it changed since (after every action): handed to
 * the writer, written at once when it has no thread. */
void gm_app_autosave(gm_app *app);
/* The same, and waits until the autosave is on disk (before reading the
 * saves' folder). */
void gm_app_autosave_flush(gm_app *app);

/* What the title says: the notice, or where the game a new one replaced
 * was kept, worded now (the language may have changed since). Into buf. */
const char *gm_app_notice(const gm_app *app, char *buf, size_t len);

/* Applies the settings (speed, dice rolling by themselves) and the
 * options (--speed, --autoplay) to the game in play. */
void gm_app_play_settings(gm_app *app);

/* Dispatch to the current screen; F1 opens the rules from any other. */
bool gm_app_input(gm_app *app, const gm_input *in);
bool gm_app_update(gm_app *app, float dt);
/* Reads the window's output size again; when it changed (a resize, F11,
 * leaving full screen), the scale follows, the art and fonts are made
 * again at it and the screen is marked to redraw (true). gm_app_draw calls
 * it first, so a frame is never drawn for a size that is gone. */
bool gm_app_follow_size(gm_app *app);
void gm_app_draw(gm_app *app);
bool gm_app_busy(const gm_app *app);

#endif
