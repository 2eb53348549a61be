/* The UI state machine: one table of functions per screen, each called
 * with the screen's context (gm_screen_ctx): its own state, the games it
 * is served, the options, the canvas and the way to ask for another
 * screen. A screen sees nothing else of the app (app.h).
 *
 * A screen asks for a change with gm_nav_go() and the like; the loop
 * applies it between ticks (gm_app_apply_screen), calling leave on the old
 * screen and enter on the new, so no screen is torn down in the middle of
 * its own input or update. */
#ifndef GM_SCREEN_H
#define GM_SCREEN_H

#include <stdbool.h>
#include <stddef.h>

#include "input.h"
#include "saves.h"

typedef struct gm_app gm_app;
typedef struct gm_canvas gm_canvas;
typedef struct gm_games gm_games;
typedef struct gm_options gm_options;
typedef struct gm_sound gm_sound;

typedef enum gm_screen_id {
    GM_SCREEN_TITLE,
    GM_SCREEN_SETUP,
    GM_SCREEN_PLAY,
    GM_SCREEN_SCORE,
    GM_SCREEN_SAVES,    /* named saves: list, load, export, delete */
    GM_SCREEN_RULES,    /* the rules, page by page */
    GM_SCREEN_SETTINGS, /* language, sound, speed, dice, window, hints */
    GM_SCREEN_REVIEW,   /* a game's review: winning chances, turning points */
    GM_SCREEN_BUSY,     /* another Space Cats owns the per-user folder: this one stops */
    GM_SCREEN_HOST,     /* hosting for friends: what to tell them, the waiting room */
    GM_SCREEN_JOIN,     /* join a game hosted elsewhere: its address, a name, a colour */
    GM_SCREEN_WAITING,  /* the joined table's seats filling, until the game starts */
    GM_SCREEN_COUNT,
    GM_SCREEN_NONE = GM_SCREEN_COUNT
} gm_screen_id;

/* How the screen stack changes (app.h). */
typedef enum gm_screen_request {
    GM_REQUEST_GO,    /* the requested screen takes the current one's place */
    GM_REQUEST_OPEN,  /* opened over the current one */
    GM_REQUEST_CLOSE, /* the current one closes, back to the one below */
} gm_screen_request;

enum { GM_SCREEN_STACK = 4 };

/* What a screen is opened with (gm_nav_open): each screen reads its
 * own fields. Copied when the opening is asked for, so it may point at
 * what changes or goes before the change applies. */
typedef struct gm_screen_arg {
    /* The review: the save to review (NULL: the game in play). The busy
     * screen: the per-user folder another game owns. */
    const char *path;
    long holder; /* the busy screen: the process holding that folder (0: unknown) */
} gm_screen_arg;

/* What the screens asked of the stack, until app.c applies it at its
 * next safe point, and whether the run ends. */
typedef struct gm_screen_nav {
    gm_screen_request request;
    gm_screen_id requested; /* GM_SCREEN_NONE: no change asked */
    /* What the requested screen is opened with (has_arg false: nothing);
     * the path's text is kept in path. */
    bool has_arg;
    gm_screen_arg arg;
    char path[GM_SAVE_PATH_MAX];
    bool quit;
    int exit_code;
} gm_screen_nav;

/* Go to a screen in place of the current one; open one over the current
 * one (the rules, the settings), with what it is opened with (arg: NULL
 * for nothing; the review: the save it reviews); close the current one,
 * back to the one it was opened over (the title when there is none); end
 * the run with an exit code. */
void gm_nav_go(gm_screen_nav *nav, gm_screen_id id);
void gm_nav_open(gm_screen_nav *nav, gm_screen_id id, const gm_screen_arg *arg);
void gm_nav_close(gm_screen_nav *nav);
void gm_nav_quit(gm_screen_nav *nav, int exit_code);

/* What a screen's callbacks are given, made by app.c for each call. */
typedef struct gm_screen_ctx {
    void *self;              /* the screen's own state (ctx_size bytes); NULL: none */
    gm_games *games;         /* the games it is served (games.h) */
    const gm_options *opt;   /* the run's options */
    const gm_canvas *canvas; /* what it draws with, where its things are (canvas->lay) and
                              * the pointer; gfx, text and sprites NULL when headless */
    gm_sound *sound;         /* NULL or silent without a device */
    const char *sound_msg;   /* why sound is off since the start; "" = nothing */
    gm_screen_nav *nav;      /* a change of screen, the end of the run */
} gm_screen_ctx;

typedef struct gm_screen {
    const char *name;
    /* The size of the screen's own state (its context's self: a zeroed
     * block while it is on the stack); 0: none. */
    size_t ctx_size;
    /* May be NULL. Called when the screen goes on the stack, its own state
     * fresh, with what it was opened with (NULL: nothing), before enter. */
    void (*opened)(gm_screen_ctx *c, const gm_screen_arg *arg);
    /* Both may be NULL. enter returns false when the screen cannot start;
     * it is called again when a screen opened over it closes. */
    bool (*enter)(gm_screen_ctx *c);
    void (*leave)(gm_screen_ctx *c);
    /* Returns true when the screen must be drawn again. */
    bool (*input)(gm_screen_ctx *c, const gm_input *in);
    bool (*update)(gm_screen_ctx *c, float dt); /* one logic tick of dt seconds */
    void (*draw)(gm_screen_ctx *c);             /* only when there is a renderer */
    /* Something will change without input (the loop must not sleep). */
    bool (*busy)(const gm_screen_ctx *c);
    /* A change is being shown (an animation) and a click hurries it: it
     * reaches no button (ui_guard.h). NULL: never. */
    bool (*showing)(const gm_screen_ctx *c);
} gm_screen;

extern const gm_screen gm_screen_title;
extern const gm_screen gm_screen_setup;
extern const gm_screen gm_screen_play;
extern const gm_screen gm_screen_score;
extern const gm_screen gm_screen_saves;
extern const gm_screen gm_screen_rules;
extern const gm_screen gm_screen_settings;
extern const gm_screen gm_screen_review;
extern const gm_screen gm_screen_busy;
extern const gm_screen gm_screen_host;
extern const gm_screen gm_screen_join;
extern const gm_screen gm_screen_waiting;

const gm_screen *gm_screen_get(gm_screen_id id);
gm_screen_id gm_screen_parse(const char *name); /* GM_SCREEN_NONE if unknown */

/* A screen's own state while it is on app's stack, else NULL: for the
 * screens' readings that tests make (gm_play_screen_view ...), which see
 * nothing else of the app (app_self.c). */
void *gm_app_screen_self(const gm_app *app, gm_screen_id id);

#endif
