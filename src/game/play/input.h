/* The neutral input vocabulary: what the screens understand.
 *
 * SDL events are translated into these (input_sdl.c) at the edge of the
 * program, with pointer positions already in the logical 1920x1080 screen.
 * Screens and tests speak only this, so a test can click on a layout
 * position without a window. */
#ifndef GM_INPUT_H
#define GM_INPUT_H

typedef enum gm_input_kind {
    GM_IN_PRESS,   /* primary button pressed at x, y */
    GM_IN_RELEASE, /* released at x, y: a click completes here */
    GM_IN_MOVE,    /* pointer moved to x, y */
    GM_IN_KEY,     /* key pressed */
    GM_IN_QUIT,    /* the window was closed */
    GM_IN_WHEEL,   /* mouse wheel turned by dy notches over x, y */
    GM_IN_TEXT     /* typed text (UTF-8, in text), while a text field is open */
} gm_input_kind;

typedef enum gm_key {
    GM_KEY_NONE,
    GM_KEY_ESCAPE,
    GM_KEY_ENTER,
    GM_KEY_SPACE,
    GM_KEY_BACKSPACE, /* undo in play; deletes in a text field */
    GM_KEY_F1,        /* the rules, from any screen */
    GM_KEY_F11,       /* fullscreen */
    GM_KEY_F12,       /* screenshot */
    GM_KEY_TAB,       /* skip to the next human decision */
    GM_KEY_LEFT,      /* arrows, page keys: browsing pages and lists */
    GM_KEY_RIGHT,
    GM_KEY_UP,
    GM_KEY_DOWN,
    GM_KEY_PAGEUP,
    GM_KEY_PAGEDOWN,
    GM_KEY_HOME,
    GM_KEY_END,
} gm_key;

typedef struct gm_input {
    gm_input_kind kind;
    float x, y;    /* logical coordinates (PRESS, RELEASE, MOVE) */
    gm_key key;    /* KEY */
    float dy;      /* WHEEL: notches, positive away from the user (scroll up) */
    char text[32]; /* TEXT */
} gm_input;

static inline gm_input gm_click_at(float x, float y)
{
    return (gm_input){.kind = GM_IN_RELEASE, .x = x, .y = y, .key = GM_KEY_NONE};
}

#endif
