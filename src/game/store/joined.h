/* What the player last joined, kept in the per-user folder (joined.txt):
 * the address or code typed, the name and colour given, and the seat's
 * token while its game goes on, so that joining again (or starting the
 * game again and joining) takes the same seat back. No SDL.
 *
 * One "key value" a line: address, name, colour (0 to 4), token (32
 * hexadecimal digits), host (the name of the table's first seat, as the
 * host told it: what the title calls the game, "Ana's game"). A line the
 * game does not know, or a value it cannot use, is left out and said in
 * warn; the rest is kept.
 *
 * The seat's token is kept while its game goes on: the title offers to
 * take the seat back (screen_title.c) as long as it is there. It goes
 * when the game is seen over or the host says it no longer knows the
 * seat (gm_joined_forget). */
#ifndef GM_JOINED_H
#define GM_JOINED_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "seats.h"

#define GM_JOINED_FILE "joined.txt"

enum { GM_JOINED_TEXT = 64, GM_JOINED_TOKEN = 33 };

typedef struct gm_joined {
    char address[GM_JOINED_TEXT]; /* as typed: an address or a join code */
    char name[GM_NAME_LEN];
    uint8_t colour;
    char token[GM_JOINED_TOKEN]; /* "" when no seat is held */
    char host[GM_NAME_LEN];      /* "" when not told (or a seat of ours) */
} gm_joined;

/* Reads <prefdir>joined.txt into out (zeroed first: nothing kept is an
 * empty one, colour 0). False when the file is not there or cannot be
 * read (then warn says why, unless it is simply not there); a bad line
 * is said in warn ("PATH: line N: ..."), "" else. */
bool gm_joined_read(const char *prefdir, gm_joined *out, char *warn, size_t warn_len);

/* Writes it (atomically); false with the reason in err. */
bool gm_joined_write(const char *prefdir, const gm_joined *j, char *err, size_t err_len);

/* The seat is not ours any more (its game is over, or the host does not
 * know it): the token and the host's name go, what was typed stays for
 * the join screen. True when nothing was kept or it is written. */
bool gm_joined_forget(const char *prefdir, char *err, size_t err_len);

/* Parses the file's text (for tests and the reader). */
void gm_joined_parse(const char *text, const char *path, gm_joined *out, char *warn,
                     size_t warn_len);

#endif
