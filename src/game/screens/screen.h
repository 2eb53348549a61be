/* The UI state machine: one table of functions per screen.
 *
 * A screen asks for a change with gm_app_request_screen(); the loop applies
 * it between ticks (gm_app_apply_screen), calling leave on the old screen
 * and enter on the new, so no screen is torn down in the middle of its own
 * input or update. */
#ifndef GM_SCREEN_H
#define GM_SCREEN_H

#include <stdbool.h>
#include <stddef.h>

#include "input.h"

typedef struct gm_app gm_app;

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

/* What a screen is opened with (gm_app_open_screen): each screen reads its
 * own fields. Copied when the opening is asked for, so it may point at
 * what changes or goes before the change applies. */
typedef struct gm_screen_arg {
    const char *path; /* the review: the save to review; NULL: the game in play */
} gm_screen_arg;

typedef struct gm_screen {
    const char *name;
    /* The size of the screen's own state (app->screen_ctx[id]); 0: none. */
    size_t ctx_size;
    /* May be NULL. Called when the screen goes on the stack, its own state
     * fresh, with what it was opened with (NULL: nothing), before enter. */
    void (*opened)(gm_app *app, const gm_screen_arg *arg);
    /* Both may be NULL. enter returns false when the screen cannot start;
     * it is called again when a screen opened over it closes. */
    bool (*enter)(gm_app *app);
    void (*leave)(gm_app *app);
    /* Returns true when the screen must be drawn again. */
    bool (*input)(gm_app *app, const gm_input *in);
    bool (*update)(gm_app *app, float dt); /* one logic tick of dt seconds */
    void (*draw)(gm_app *app);             /* only when there is a renderer */
    /* Something will change without input (the loop must not sleep). */
    bool (*busy)(const gm_app *app);
    /* A change is being shown (an animation) and a click hurries it: it
     * reaches no button (ui_guard.h). NULL: never. */
    bool (*showing)(const gm_app *app);
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

#endif
