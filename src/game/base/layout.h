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

#include "layout_screens.h"
#include "spacecats/game.h"
#include "spacecats/mat.h"

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
    GM_LAYOUT_KEYS = 768,   /* places (and lists, mappings) in the file */
    GM_LAYOUT_KEY = 48,     /* a place's key: its path, "screens.setup.start" */
    GM_LAYOUT_SLOTS = 2048, /* the keys' hash table: a power of two, well over the keys */
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
    unsigned char over; /* from the overlay file (gm_layout_load_over) */
    float v[4];
} gm_layout_entry;

/* The places inside the play screen's things (board.yaml, "inside the
 * things"): rects relative to the thing (gm_layout_in), sizes, gaps, font
 * sizes. One struct per section of the file, its keys the field names. */
typedef struct gm_lay_highlight {
    float glow_grow, glow_line, ring_grow, ring_line, ring_inner_grow, ring_inner_line;
} gm_lay_highlight;
typedef struct gm_lay_track {
    float path_step, path_dot, link_step, link_dot;
} gm_lay_track;
typedef struct gm_lay_space {
    gm_rect label;
    float label_pad, font, deep_font, highlight_grow;
    gm_point deep_label; /* centre x, top y */
    gm_rect deep_row;    /* "deep" in the face row (gm_layout_in the stone, the row) */
    float deep_row_font;
} gm_lay_space;
typedef struct gm_lay_coin {
    gm_rect coin;
    float coin_font;
    gm_rect head; /* moons only */
} gm_lay_coin;
typedef struct gm_lay_medals {
    float x, y, step, size, rim, label, font;
} gm_lay_medals;
typedef struct gm_lay_landed {
    float x, y, size, step, per_row;
} gm_lay_landed;
typedef struct gm_lay_window {
    gm_rect head, ability, commander;
} gm_lay_window;
typedef struct gm_lay_tray {
    float die_gap, group_gap, lift, ring_grow, ring_radius, ring_line, chosen_line;
    float pool_die, pool_gap, pool_y, tumble_gap, bounce, caption_y, font, crash_font;
    float pilot_dy; /* "Pilot" under its die, this far below it */
} gm_lay_tray;
typedef struct gm_lay_flight {
    float arc, cat, cat_boarding, point, font, explosion;
} gm_lay_flight;
typedef struct gm_lay_board {
    gm_rect emblem, name;
    float name_font;
    gm_rect coin;
    float coin_font;
    gm_rect starter;
    float actor_grow, actor_radius, actor_line;
    gm_rect cell_cat, cell_ability;
    float cell_radius, cell_line;
    gm_rect presence; /* a network game's mark of who sits there */
    float presence_line, presence_font, presence_gap, thinking_dot, thinking_step;
} gm_lay_board;
typedef struct gm_lay_goals {
    gm_rect title;
    float title_font;
    gm_rect token;
    float owner_inset;
} gm_lay_goals;
typedef struct gm_lay_mission {
    gm_rect tag;
    float tag_radius, tag_font;
    gm_rect done;
} gm_lay_mission;
typedef struct gm_lay_mission_card {
    float pad, below, radius, line, title_y, title_h, title_font, done_y, done_h, done_font;
} gm_lay_mission_card;
typedef struct gm_lay_banner {
    gm_rect stripe, head, text, two_lines;
    float font, min_font, last_gap, last_y, last_font;
} gm_lay_banner;
typedef struct gm_lay_log {
    float radius, line;
    gm_rect title;
    float title_font, rows;
    gm_rect row;
    float font;
    gm_rect counts;
    float counts_title_y, counts_title_font, counts_font, counts_text_x;
    gm_rect older, newer;
    float wheel_rows, arrow_rows; /* scrolled by a turn of the wheel, an arrow */
} gm_lay_log;
typedef struct gm_lay_hint {
    float radius, line, pad, top, waiting_h, title_font, reason_gap, reason_font;
    float figures_gap, figure_step, figure_font, note_gap, note_font, bottom;
    float margin; /* kept from the mat's edges when the card moves */
    gm_point close;
    float close_font;
} gm_lay_hint;
typedef struct gm_lay_player_card {
    float radius, line, min_w, h, gap, margin;
    gm_point name;
    float name_font, rows_y, row_step, row_font, row_room, value_right, value_font;
    float home_y, home_font, home_room;
} gm_lay_player_card;
typedef struct gm_lay_tip {
    float radius, line;
    gm_rect head, title;
    float title_font;
    gm_rect text;
    float text_font;
    gm_rect no_more, got_it;
} gm_lay_tip;
typedef struct gm_lay_lost {
    float radius, line;
    gm_rect head, title;
    float title_font;
    gm_rect text;
    float text_font;
    gm_rect status; /* what the tries are doing, left of the button */
    float status_font;
    gm_rect join;
} gm_lay_lost;
typedef struct gm_lay_pass {
    float radius, line;
    gm_rect head, title;
    float title_font;
    gm_rect text;
    float text_font;
    gm_rect button;
} gm_lay_pass;

/* The hover cards' look (card: in board.yaml): sizes in logical pixels,
 * the long press in seconds. */
typedef struct gm_card_style {
    float width;  /* the widest a card's text runs */
    float pad;    /* inside the card's edge */
    float radius; /* of its corners */
    float line;   /* its outline */
    float gap;    /* between the card and its piece */
    float title_font, body_font;
    /* The lines body_line times body_font apart, a gap of body_gap times
     * body_font after each; head_gap times pad under the title. */
    float body_line, body_gap, head_gap;
    float art;                 /* the piece's picture beside the title */
    float tag_font;            /* the space tags at the bodies */
    float press;               /* a press held this long shows the card (touch) */
    float lit_stone, lit_body; /* the rings round what it lights: grown, thick */
    float edge;                /* kept from the screen's edges */
} gm_card_style;

/* The callouts' cards (callout: in board.yaml): the card, its parts from
 * its top-left, the largest font sizes, the gap to the piece and the
 * margin kept clear around a card. */
typedef struct gm_callout_style {
    float w, h;
    gm_rect icon, title, points, detail;
    float title_font, points_font, detail_font;
    float gap, margin;
    float radius, line, dot_step, dot_size, anchor, points_gap;
} gm_callout_style;

typedef struct gm_layout {
    char path[GM_LAYOUT_PATH];      /* for messages */
    char over_path[GM_LAYOUT_PATH]; /* the overlay's, when there is one */
    unsigned root_line;             /* of the file's mapping */
    unsigned n_entries;
    gm_layout_entry entries[GM_LAYOUT_KEYS]; /* every key of the file, in its order */
    /* The entries by the hash of their key (index + 1; 0: none): the
     * screens look keys up while drawing, hundreds a frame. */
    uint16_t by_hash[GM_LAYOUT_SLOTS];

    /* Typed fields, filled from the entries in one place (layout_fill.c). */
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

    /* Inside the things. */
    gm_lay_highlight highlight;
    gm_lay_track track;
    gm_lay_space space_in;
    gm_lay_coin moon_in, comet_in, galaxy_in;
    gm_lay_medals medals;
    gm_lay_landed landed;
    float marker_dy, marker_size; /* the rocket on the track */
    float failure_grow;
    gm_lay_window window_in;
    gm_lay_tray tray_in;
    gm_lay_flight flight;
    gm_lay_board board_in;
    gm_lay_goals goals_in;
    gm_lay_mission mission_in;
    gm_lay_mission_card mission_card;
    gm_lay_banner banner_in;
    gm_rect undo_bar; /* inside the Undo button: the grace left (play.h) */
    gm_rect log_card, hint_card, tip_card, pass_card, lost_card;
    gm_lay_log log_in;
    gm_lay_hint hint_in;
    gm_lay_player_card player_card;
    gm_lay_tip tip_in;
    gm_lay_pass pass_in;
    gm_lay_lost lost_in;
    gm_card_style card;
    gm_callout_style callout;
    struct {
        float height, char_w, ends, right, above;
    } body_tag; /* the bodies' space tags, in their font's size (board.yaml) */

    gm_screens_layout screens; /* the other screens' (layout_screens.h) */
} gm_layout;

/* Parses a layout (len bytes, need not be NUL-terminated). On failure writes
 * "path:line: element: what is wrong" to err and returns false. */
bool gm_layout_load_text(const char *text, size_t len, const char *path, gm_layout *out, char *err,
                         size_t err_len);
bool gm_layout_load_file(const char *path, gm_layout *out, char *err, size_t err_len);
/* The layout of base_path with another file laid over it: each top-level
 * key of over_path takes the place of base_path's key of that name, whole
 * (a mat whose moons and planets lie elsewhere: data/layout/NAME.yaml over
 * board.yaml). Messages name the file each key came from. */
bool gm_layout_load_over(const char *base_path, const char *over_path, gm_layout *out, char *err,
                         size_t err_len);
/* The file a key came from: the overlay's path or the base's. */
const char *gm_layout_path_of(const gm_layout *lay, const char *key);

/* Checks the layout against a mat and the logical screen: every element the
 * renderer needs is present, in the numbers the mat asks for, and on screen. */
bool gm_layout_check(const gm_layout *lay, const sc_mat *mat, char *err, size_t err_len);

const char *gm_button_name(gm_button b);

/* The entry of a key (its path in the file: "buttons.roll", "spaces[3]"),
 * or NULL when the file has none. */
const gm_layout_entry *gm_layout_find(const gm_layout *lay, const char *key);
/* The line of a key, or of the nearest mapping or list it would be in
 * (for messages about a missing key). */
unsigned gm_layout_line(const gm_layout *lay, const char *key);

/* The stone of space i, centred on its point. */
gm_rect gm_layout_space_rect(const gm_layout *lay, unsigned i);
/* Astronaut cell `ability` of player board `board`, in screen coordinates. */
gm_rect gm_layout_cell(const gm_layout *lay, unsigned board, unsigned ability);

#endif
