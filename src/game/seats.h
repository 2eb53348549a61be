/* Who sits at the table: the seats of a new game as the setup screen edits
 * them, remembered in the settings and written into saves. No SDL. */
#ifndef GM_SEATS_H
#define GM_SEATS_H

#include <stdint.h>

#include "spacecats/game.h"

typedef enum gm_seat_kind { GM_SEAT_HUMAN, GM_SEAT_COMPUTER } gm_seat_kind;

enum { GM_NAME_LEN = 24 };

typedef struct gm_seat {
    uint8_t kind;   /* gm_seat_kind */
    uint8_t level;  /* computer seats: index into sc_ai_levels */
    uint8_t colour; /* 0 .. SC_MAX_PLAYERS-1: the player colour and its pattern */
    char name[GM_NAME_LEN]; /* "" = a default name from the seat number */
} gm_seat;

/* The new-game setup being edited (remembered between games). */
typedef struct gm_new_game {
    uint8_t n_players;
    uint8_t variants;     /* sc_variant bits */
    int8_t first_player;  /* who starts; -1 = drawn at random */
    gm_seat seats[SC_MAX_PLAYERS];
    uint64_t seed;
} gm_new_game;

#endif
