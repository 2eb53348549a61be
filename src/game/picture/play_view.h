/* The play screen's overlays over the game (its own state: the log, the
 * hint and tip cards, the hover card, whom the screen was passed to), as
 * the play picture draws them. UI state only, never game state. */
#ifndef GM_PLAY_VIEW_H
#define GM_PLAY_VIEW_H

#include <stdbool.h>

#include "hover.h"
#include "privacy.h"
#include "seats.h"
#include "spacecats/ai.h"

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
    /* A network game's seats as last drawn: a friend's connection coming
     * or going, or their countdown's second, is a change to draw. */
    gm_presence presence[SC_MAX_PLAYERS];
} gm_play_view;

#endif
