/* The application: everything one run of the game owns, passed to every
 * screen. There is no global state: main() owns one gm_app, tests make
 * their own (without a window: gfx, sprites and text are then NULL and
 * nothing is drawn). */
#ifndef GM_APP_H
#define GM_APP_H

#include <stdbool.h>
#include <stdint.h>

#include "layout.h"
#include "options.h"
#include "play.h"
#include "screen.h"
#include "seats.h"
#include "spacecats/game.h"
#include "spacecats/mat.h"

typedef struct gm_gfx gm_gfx;
typedef struct gm_sprites gm_sprites;
typedef struct gm_text gm_text;

struct gm_app {
    gm_options opt;
    sc_mat mat;
    gm_layout layout;

    /* Drawing: all NULL when headless (tests). */
    gm_gfx *gfx;
    gm_sprites *sprites;
    gm_text *text;

    gm_screen_id screen, requested;
    gm_new_game setup;
    char prefdir[512]; /* the per-user folder (settings, saves), with a trailing '/'; "" = none */
    gm_play *play;    /* the last game, or NULL */
    bool game_active; /* play resumes it rather than dealing afresh */
    bool exit_after_shot;

    bool quit;
    bool dirty;          /* draw again */
    bool want_shot;      /* write a screenshot after the next draw */
    char shot_path[512]; /* where */
    int exit_code;
    float pointer_x, pointer_y;
};

/* Loads the mat and the layout from the data folder; false with a message. */
bool gm_app_init(gm_app *app, const gm_options *opt, char *err, size_t err_len);
void gm_app_free(gm_app *app);

void gm_app_request_screen(gm_app *app, gm_screen_id id);
/* Applies a requested change (leave, enter); called at safe points. */
void gm_app_apply_screen(gm_app *app);

/* Starts app->setup as a new game in app->play (allocated here). */
bool gm_app_new_game(gm_app *app);

/* Dispatch to the current screen. */
bool gm_app_input(gm_app *app, const gm_input *in);
bool gm_app_update(gm_app *app);
void gm_app_draw(gm_app *app);
bool gm_app_busy(const gm_app *app);

#endif
