/* The play screen's own state: its self on the screen stack (screen.h's
 * gm_screen_ctx), the overlays over the game. UI state only, never game
 * state: the game is the session's (play.h). The play screen's drawing
 * (play_draw.c, play_panels.c) and the tests read it through
 * gm_play_screen_view. */
#ifndef GM_SCREEN_PLAY_H
#define GM_SCREEN_PLAY_H

#include <stdbool.h>

#include "play_view.h"

typedef struct gm_app gm_app;

/* The play picture as this screen draws it from the games g and its
 * overlays: the game, who sits where in a network game, the settings'
 * Hint button (play_draw.h). */
typedef struct gm_play_scene gm_play_scene;
typedef struct gm_games gm_games;
void gm_play_screen_scene(const gm_games *g, const gm_play_view *view, gm_play_scene *out);

/* The play screen's overlays while it is on the stack; else a view with
 * nothing open, passed to nobody. Never NULL. */
const gm_play_view *gm_play_screen_view(const gm_app *app);

#endif
