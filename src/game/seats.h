/* Who sits at the table: the seats of a new game as the setup screen edits
 * them, remembered in the settings and written into saves. No SDL. */
#ifndef GM_SEATS_H
#define GM_SEATS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "spacecats/game.h"

typedef enum gm_seat_kind { GM_SEAT_HUMAN, GM_SEAT_COMPUTER } gm_seat_kind;

enum { GM_NAME_LEN = 24 };

typedef struct gm_seat {
    uint8_t kind;           /* gm_seat_kind */
    uint8_t level;          /* computer seats: index into sc_ai_levels */
    uint8_t colour;         /* 0 .. SC_MAX_PLAYERS-1: the player colour and its pattern */
    char name[GM_NAME_LEN]; /* "" = a default name from the seat number */
} gm_seat;

/* The new-game setup being edited (remembered between games). */
typedef struct gm_new_game {
    uint8_t n_players;
    uint8_t variants;    /* sc_variant bits */
    int8_t first_player; /* who starts; -1 = drawn at random */
    gm_seat seats[SC_MAX_PLAYERS];
    uint64_t seed;
} gm_new_game;

/* Editing a setup (the setup screen), keeping it valid: every seat in play
 * has its own colour, names stay valid UTF-8 within GM_NAME_LEN. */

/* Gives seat i the next colour no other seat in play has. */
void gm_seats_next_colour(gm_new_game *ng, unsigned i);
/* After a change of the number of players: seats in play that share a
 * colour get free ones. */
void gm_seats_fix_colours(gm_new_game *ng);
/* Appends typed UTF-8 text to a name if it fits whole; false otherwise. */
bool gm_seat_name_append(gm_seat *seat, const char *text);
/* Removes the last character (a whole UTF-8 sequence). */
void gm_seat_name_backspace(gm_seat *seat);
/* Whether text[0..len) may be a name: valid UTF-8 (no overlong or
 * surrogate sequences) without control characters. */
typedef enum gm_name_check {
    GM_NAME_OK,
    GM_NAME_BAD_UTF8,
    GM_NAME_CONTROL,
} gm_name_check;
gm_name_check gm_seat_name_check(const char *text, size_t len);

/* Cycles a computer seat's level by step (+1 or -1) among n levels. */
void gm_seat_cycle_level(gm_seat *seat, int step, unsigned n_levels);

#endif
