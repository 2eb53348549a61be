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
    GM_UI_PLACES = 96, /* named places of the other screens */
    GM_UI_KEY = 40,
    GM_LAYOUT_MAX_FAILURES = 32,
    GM_LAYOUT_MISSIONS = 4,
    GM_LAYOUT_PATH = 256,
};

/* Layout elements, for error messages and line lookups. */
typedef enum gm_elem {
    GM_EL_SCREEN,
    GM_EL_MAT,
    GM_EL_SPACE_SIZE,
    GM_EL_FACE_ICON,
    GM_EL_SPACES,
    GM_EL_EARTH,
    GM_EL_SATELLITE,
    GM_EL_MOONS,
    GM_EL_PLANETS,
    GM_EL_COMET,
    GM_EL_GALAXY,
    GM_EL_SLOTS,
    GM_EL_UFO,
    GM_EL_FAILURE_TRACK,
    GM_EL_ROCKET,
    GM_EL_ROCKET_WINDOWS,
    GM_EL_EXPEDITION_TOKEN,
    GM_EL_DICE_TRAY,
    GM_EL_DIE_SIZE,
    GM_EL_BUTTONS,
    GM_EL_BANNER,
    GM_EL_MISSIONS,
    GM_EL_PLAYER_BOARDS,
    GM_EL_BOARD_CELLS,
    GM_EL_GOALS,
    GM_EL_SCREENS, /* the other screens: title, setup, scoring, settings */
    GM_EL_COUNT
} gm_elem;

/* A named place of another screen, "setup.start": a rect, or a number
 * (a step between rows, a column width) kept in x. */
typedef struct gm_ui_place {
    char key[GM_UI_KEY];
    gm_rect r;
    bool number;
    unsigned line;
} gm_ui_place;

typedef struct gm_layout {
    char path[GM_LAYOUT_PATH];  /* for messages */
    unsigned line[GM_EL_COUNT]; /* line of each element in the file */

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
    unsigned n_places;
    gm_ui_place places[GM_UI_PLACES];
} gm_layout;

/* Parses a layout (len bytes, need not be NUL-terminated). On failure writes
 * "path:line: element: what is wrong" to err and returns false. */
bool gm_layout_load_text(const char *text, size_t len, const char *path, gm_layout *out, char *err,
                         size_t err_len);
bool gm_layout_load_file(const char *path, gm_layout *out, char *err, size_t err_len);

/* Checks the layout against a mat and the logical screen: every element the
 * renderer needs is present, in the numbers the mat asks for, and on screen. */
bool gm_layout_check(const gm_layout *lay, const sc_mat *mat, char *err, size_t err_len);

const char *gm_elem_name(gm_elem e);
const char *gm_button_name(gm_button b);

/* A place of the other screens by key ("setup.start"); gm_layout_check has
 * made sure every key the screens use is there (else a zero rect). */
gm_rect gm_layout_ui(const gm_layout *lay, const char *key);
/* A number of the other screens ("setup.row_step"). */
float gm_layout_ui_number(const gm_layout *lay, const char *key);
/* The place of that key, or NULL when the file has none. */
const gm_ui_place *gm_layout_place(const gm_layout *lay, const char *key);

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
