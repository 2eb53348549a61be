/* The play screen's layout: where every element is drawn, in a logical
 * 1920x1080 screen, as read from data/layout/board.yaml.
 *
 * The layout is plain data: the renderer draws from it and the play screen
 * hit-tests clicks against it, so the two always agree. gm_layout_check()
 * then compares it with a mat (one place per space, moon, planet, slot...)
 * and the screen bounds, naming the file, line and element of a mismatch. */
#ifndef GM_LAYOUT_H
#define GM_LAYOUT_H

#include <stdbool.h>
#include <stddef.h>

#include "spacecats/game.h"
#include "spacecats/mat.h"

typedef struct gm_point {
    float x, y;
} gm_point;

typedef struct gm_rect {
    float x, y, w, h;
} gm_rect;

typedef enum gm_button {
    GM_BTN_ROLL,
    GM_BTN_CONFIRM,
    GM_BTN_STAY,
    GM_BTN_REROLL,
    GM_BTN_EXTRA,
    GM_BTN_KEEP,
    GM_BTN_CRASH,
    GM_BTN_MENU,
    GM_BTN_LOG,   /* the game log, opened over the board */
    GM_BTN_HINT,  /* what the strongest level would do */
    GM_BTN_UNDO,  /* back to before your last decision (never across a roll) */
    GM_BTN_SKIP,  /* computers' turns at once, to the next human decision */
    GM_BTN_RULES, /* the rules, over the game (as F1) */
    GM_BTN_COUNT
} gm_button;

enum {
    GM_LAYOUT_KEYS = 768, /* places (and lists, mappings) in the file */
    GM_LAYOUT_KEY = 48,   /* a place's key: its path, "screens.setup.start" */
    GM_LAYOUT_MAX_FAILURES = 32,
    GM_LAYOUT_MISSIONS = 4,
    GM_LAYOUT_PATH = 256,
    GM_LAYOUT_MIN_FONT = 24, /* logical px: 16 px in a 1280x720 window */
};

/* What the walker found at a key. */
typedef enum gm_layout_kind {
    GM_LAYOUT_NUMBER,  /* 26 */
    GM_LAYOUT_NUMBERS, /* [x, y] or [x, y, width, height]: up to 4 numbers in v */
    GM_LAYOUT_LIST,    /* a list of things, keyed "name[0]", "name[1]"... */
    GM_LAYOUT_MAP,     /* a mapping, its keys "name.key" */
} gm_layout_kind;

/* One place of the file, by its path: "mat", "spaces[3]", "buttons.roll",
 * "screens.setup.start". Every key of the file is one entry. */
typedef struct gm_layout_entry {
    char key[GM_LAYOUT_KEY];
    unsigned hash;
    unsigned line;
    unsigned char kind; /* gm_layout_kind */
    unsigned char n;    /* numbers (NUMBERS), items (LIST) or keys (MAP) */
    float v[4];
} gm_layout_entry;

typedef struct gm_layout {
    char path[GM_LAYOUT_PATH]; /* for messages */
    unsigned root_line;        /* of the file's mapping */
    unsigned n_entries;
    gm_layout_entry entries[GM_LAYOUT_KEYS]; /* every key of the file, in its order */

    /* Typed fields, filled from the entries in one place (layout_fields.c). */
    float format;

    float screen_w, screen_h;
    gm_rect mat;
    float space_w, space_h;
    float face_size, face_gap, face_dy;
    unsigned n_spaces; /* numbered spaces + deep space */
    gm_point spaces[SC_MAX_SPACES + 1];
    gm_rect earth, satellite;
    unsigned n_moons;
    gm_rect moons[SC_MAX_MOONS];
    unsigned n_planets;
    gm_rect planets[SC_MAX_PLANETS];
    gm_rect comet, galaxy;
    unsigned n_slots;
    gm_rect slots[SC_MAX_SLOTS];
    float ufo_dx, ufo_dy, ufo_size;
    unsigned n_failures;
    gm_rect failures[GM_LAYOUT_MAX_FAILURES];
    gm_rect rocket;
    unsigned n_windows;
    gm_rect windows[SC_MAX_PLAYERS];
    gm_rect exp_token;
    gm_rect dice_tray;
    float die_size;
    gm_rect buttons[GM_BTN_COUNT];
    gm_rect banner;
    unsigned n_missions;
    gm_rect missions[GM_LAYOUT_MISSIONS];
    unsigned n_boards;
    gm_rect boards[SC_MAX_PLAYERS];
    unsigned n_cells;
    gm_rect cells[SC_ASTRONAUTS]; /* relative to a board's top-left */
    gm_rect goals;
} gm_layout;

/* Parses a layout (len bytes, need not be NUL-terminated). On failure writes
 * "path:line: element: what is wrong" to err and returns false. */
bool gm_layout_load_text(const char *text, size_t len, const char *path, gm_layout *out, char *err,
                         size_t err_len);
bool gm_layout_load_file(const char *path, gm_layout *out, char *err, size_t err_len);

/* Checks the layout against a mat and the logical screen: every element the
 * renderer needs is present, in the numbers the mat asks for, and on screen. */
bool gm_layout_check(const gm_layout *lay, const sc_mat *mat, char *err, size_t err_len);

const char *gm_button_name(gm_button b);

/* A place of the other screens by key ("setup.start"); gm_layout_check has
 * made sure every key the screens use is there (else a zero rect). */
gm_rect gm_layout_ui(const gm_layout *lay, const char *key);
/* A number of the other screens ("setup.row_step"). */
float gm_layout_ui_number(const gm_layout *lay, const char *key);

/* The entry of a key (its path in the file: "buttons.roll", "spaces[3]"),
 * or NULL when the file has none. */
const gm_layout_entry *gm_layout_find(const gm_layout *lay, const char *key);
/* The line of a key, or of the nearest mapping or list it would be in
 * (for messages about a missing key). */
unsigned gm_layout_line(const gm_layout *lay, const char *key);

/* A place inside a thing: `inner` is relative to `outer`'s top-left (it
 * may reach outside it), as the file gives the inside of boards and
 * panels. */
static inline gm_rect gm_layout_in(gm_rect outer, gm_rect inner)
{
    return (gm_rect){outer.x + inner.x, outer.y + inner.y, inner.w, inner.h};
}

/* Geometry helpers. */
static inline bool gm_rect_contains(gm_rect r, float x, float y)
{
    return x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h;
}

/* The stone of space i, centred on its point. */
gm_rect gm_layout_space_rect(const gm_layout *lay, unsigned i);
/* Astronaut cell `ability` of player board `board`, in screen coordinates. */
gm_rect gm_layout_cell(const gm_layout *lay, unsigned board, unsigned ability);

#endif
