/* Who sits at the table: the seats of a new game as the setup screen edits
 * them, remembered in the settings and written into saves. No SDL. */
#ifndef GM_SEATS_H
#define GM_SEATS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "spacecats/game.h"

/* A remote seat is a person playing from another computer (a hosted
 * game): no hint, no pass screen, no thinking for it here. */
typedef enum gm_seat_kind { GM_SEAT_HUMAN, GM_SEAT_COMPUTER, GM_SEAT_REMOTE } gm_seat_kind;

enum {
    GM_NAME_LEN = 24,  /* bytes of a name, NUL included: 23 letters typed at most */
    GM_NAME_SHOWN = 12 /* characters of a name said in a sentence, as "Ordinateur 5" */
};

typedef struct gm_seat {
    uint8_t kind;           /* gm_seat_kind */
    uint8_t level;          /* computer seats: index into sc_ai_levels */
    uint8_t colour;         /* 0 .. SC_MAX_PLAYERS-1: the player colour and its pattern */
    char name[GM_NAME_LEN]; /* "" = a default name from the seat number */
} gm_seat;

/* Who sits at a seat of a game played over the network, as every
 * player's board shows it (docs/network.md): a person at this computer, a
 * friend at another one whose connection holds, a friend whose connection
 * dropped (with the seconds before a computer plays for them), or a
 * computer. A game played at one computer has none (NONE): it shows
 * nothing. */
typedef enum gm_presence_kind {
    GM_PRESENCE_NONE,
    GM_PRESENCE_HERE,
    GM_PRESENCE_ONLINE,
    GM_PRESENCE_AWAY,
    GM_PRESENCE_COMPUTER,
} gm_presence_kind;
typedef struct gm_presence {
    uint8_t kind; /* gm_presence_kind */
    /* AWAY: the seconds left before a computer plays for them (0: the game
     * waits for them, or a computer plays for them already: stand_in). */
    unsigned away_s;
    bool stand_in;
} gm_presence;

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

/* A name as the game says it in its sentences (the banner, the log, the
 * cards, the pass screen): whole up to GM_NAME_SHOWN characters, longer
 * ones cut at a word with an ellipsis ("Bartholomew…"), so that a long
 * name never pushes a sentence onto two lines. Into out (GM_NAME_LEN
 * bytes are enough); returns out. */
const char *gm_seat_name_shown(const char *name, char *out, size_t len);

/* How full a name being typed is, for the setup screen: the characters it
 * has, and how many it may have at most (those, and one more for each
 * byte left: an accented letter takes two). */
void gm_seat_name_room(const gm_seat *seat, unsigned *used, unsigned *most);

/* Cycles a computer seat's level by step (+1 or -1) among n levels. */
void gm_seat_cycle_level(gm_seat *seat, int step, unsigned n_levels);

#endif
