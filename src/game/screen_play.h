/* The play screen's own state: its context on the screen stack (app.h's
 * screen_ctx), the overlays over the game. UI state only, never game
 * state: the game is the session's (play.h). The play screen's drawing
 * (play_draw.c, play_panels.c) and the tests read it through
 * gm_play_screen_view. */
#ifndef GM_SCREEN_PLAY_H
#define GM_SCREEN_PLAY_H

#include <stdbool.h>

#include "hover.h"
#include "privacy.h"
#include "spacecats/ai.h"

typedef struct gm_app gm_app;

typedef struct gm_play_view {
    bool log_open;
    unsigned log_scroll; /* lines scrolled back from the newest */
    unsigned tip;        /* gm_tip on show, or GM_TIP_COUNT */
    bool hint_open;
    bool hint_pending; /* asked for, being worked out */
    bool hint_valid;
    unsigned hint_revision; /* the game revision the hint was made for */
    sc_ai_hint_t hint;
    gm_privacy privacy; /* whom the screen was passed to (hot-seat) */
    bool card_held;     /* a click on a board is a choice: no card until the pointer moves */
    gm_hover hover;     /* the piece whose card shows (hover.h, play_card.c) */
} gm_play_view;

/* The play screen's overlays while it is on the stack; else a view with
 * nothing open, passed to nobody. Never NULL. */
const gm_play_view *gm_play_screen_view(const gm_app *app);

#endif
