/* Every piece of the play board explained where it is: what piece lies
 * under a point of the screen (hover.c, with the geometry of play_geom.h
 * that the drawing uses), what its card says and lights (hover_text.c), and
 * the pointer's state that shows a card on hover or after a long press.
 * No SDL: play_card.c draws what this decides; tests drive it directly.
 *
 * A card shows a seat's secret missions only to that seat, as privacy.h
 * allows: the viewer is always given. */
#ifndef GM_HOVER_H
#define GM_HOVER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "input.h"
#include "layout.h"
#include "play.h"
#include "spacecats/attrs.h"

typedef enum gm_piece_kind {
    GM_PIECE_NONE,
    GM_PIECE_ASTRONAUT, /* a: player, b: ability (at home, aboard or on a body) */
    GM_PIECE_MOON,      /* a: moon */
    GM_PIECE_PLANET,    /* a: planet */
    GM_PIECE_COMET,
    GM_PIECE_GALAXY,
    GM_PIECE_SPACE, /* a: space (deep space is the mat's n_spaces) */
    GM_PIECE_EARTH,
    GM_PIECE_SATELLITE,
    GM_PIECE_EXP_TOKEN,   /* the expedition's token (UFO variant) */
    GM_PIECE_EXP_BUTTON,  /* a: gm_button (Keep, Extra, Reroll): the token's card */
    GM_PIECE_EXPLORATION, /* a: slot */
    GM_PIECE_MISSION,     /* a: index in the viewer's missions */
    GM_PIECE_GOAL,        /* a: goal */
    GM_PIECE_UFO,
    GM_PIECE_FAILURES,
    GM_PIECE_DICE, /* in the tray, a: a rolled group's face, SC_FACE_COUNT + the rocket seat of
                      a Pilot's die, or GM_PIECE_DICE_POOL: the dice to roll */
    GM_PIECE_COUNT
} gm_piece_kind;

enum { GM_PIECE_DICE_POOL = SC_FACE_COUNT + SC_MAX_PLAYERS };

typedef struct gm_piece {
    uint8_t kind; /* gm_piece_kind */
    uint8_t a, b;
} gm_piece;

static inline bool gm_piece_eq(gm_piece x, gm_piece y)
{
    return x.kind == y.kind && x.a == y.a && x.b == y.b;
}

/* A piece where it is drawn now. */
typedef struct gm_piece_at {
    gm_piece piece;
    gm_rect r;
} gm_piece_at;

enum { GM_PIECES_MAX = 256 };

/* Every piece drawn now as the viewer (a seat, or -1) sees the board, with
 * where it is, topmost first: the first that holds a point is the one
 * under it. Returns how many (at most max). */
unsigned gm_hover_pieces(const gm_play *p, int viewer, gm_piece_at *out, unsigned max);

/* The piece under a point (kind NONE where there is none). */
gm_piece gm_hover_piece_at(const gm_play *p, int viewer, float x, float y);

/* The tag at a moon or planet (planet: false for a moon): the numbers of
 * the spaces it is next to, "9 13", in buf; returns its length. */
unsigned gm_hover_tag_text(const sc_mat *m, bool planet, unsigned index, char *buf, size_t len);

/* ---- the card ----------------------------------------------------------- */

enum { GM_CARD_LINES = 9, GM_CARD_LEN = 160, GM_CARD_TITLE = GM_CARD_LEN };

typedef struct gm_card {
    gm_piece piece;
    char title[GM_CARD_TITLE];
    unsigned n_lines;
    char lines[GM_CARD_LINES][GM_CARD_LEN];
    /* What the card lights on the board: spaces of the track, moons, planets. */
    bool lit_space[SC_MAX_SPACES + 1];
    uint32_t lit_moons;
    uint16_t lit_planets;
    /* The seat whose private things (secret missions) the card shows, or -1. */
    int owner;
} gm_card;

/* Appends a line to a card (printf-style); past GM_CARD_LINES lines,
 * nothing. */
void gm_card_line(gm_card *c, const char *fmt, ...) SC_PRINTF(2, 3);

/* The card of a piece as the viewer may see it: false (nothing to say, or
 * nothing the viewer may see) when there is no card. Translated. */
bool gm_hover_card(const gm_play *p, int viewer, gm_piece piece, gm_card *out);

/* The card of the dice in the tray (hover_dice.c): `which` as a
 * GM_PIECE_DICE's a. False when there is none now. */
bool gm_hover_dice_card(const gm_play *p, unsigned which, gm_card *out);

/* An astronaut's ability in words ("Doubles the points of its moon"). */
const char *gm_hover_ability_text(unsigned ability);

/* ---- the pointer -------------------------------------------------------- */

/* Which card shows: the piece under a resting pointer, or the one a long
 * press (a finger, a held button) pinned. UI state only. */
typedef struct gm_hover {
    float x, y;  /* the pointer */
    bool inside; /* the pointer has moved over the board */
    bool quiet;  /* a click was made: no card until the pointer moves */
    bool pressed;
    float held;  /* seconds the press has lasted without moving far */
    bool pinned; /* a long press showed the card: its release does nothing else */
    gm_piece pressed_on;
} gm_hover;

void gm_hover_reset(gm_hover *h);

/* Feeds an input event. True when a card uses it up: the release ending a
 * long press must not also click (Escape closes a pinned card). */
bool gm_hover_input(gm_hover *h, const gm_play *p, int viewer, const gm_input *in);

/* Time passes: a press held `press` seconds on a piece pins its card.
 * True when a card appeared. */
bool gm_hover_tick(gm_hover *h, const gm_play *p, int viewer, float dt, float press);

/* The piece whose card shows now (kind NONE: none): under a resting
 * pointer, or a pinned one, as the board stands now. */
gm_piece gm_hover_shown(const gm_hover *h, const gm_play *p, int viewer);

#endif
