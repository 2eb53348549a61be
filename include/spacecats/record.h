/* Game records: a human-readable, line-based history of a game (format
 * version, mat, setup, piles, then every dice result and every decision).
 * Replaying one reproduces the game exactly; its dice may be written by hand.
 * The format is documented in docs/game-record.md. Pure text in memory: the
 * callers read and write the files. */
#ifndef SPACECATS_RECORD_H
#define SPACECATS_RECORD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "spacecats/game.h"

enum { SC_RECORD_VERSION = 1 };

/* A record being written, as a growing NUL-terminated text. Start from a
 * zeroed struct (`sc_record r = {0};`); sc_record_begin may then be called
 * again on it to start over (the buffer is reused). */
typedef struct sc_record {
    char *text;
    size_t len;
    size_t cap;
    bool failed; /* an allocation failed; the text is incomplete */
} sc_record;

/* Begins a record with the header of a game just initialised (it reads
 * g->mat, g->setup and g->piles only). Discards what r held. */
void sc_record_begin(sc_record *r, const sc_game *g);

/* Appends a roll (faces in roll order) made in state `before`. */
void sc_record_roll(sc_record *r, const sc_game *before, const uint8_t *faces, unsigned n);

/* Appends a decision taken in state `before` (by before->pending.player). */
void sc_record_choice(sc_record *r, const sc_game *before, const sc_choice *c);

/* Appends the final scores as comments (ignored by replay). */
void sc_record_end(sc_record *r, const sc_game *g);

/* Appends one comment line: "# ", the formatted text, a line break. Control
 * characters in the text (line breaks among them) are written as spaces, so
 * the comment stays one line. Replay ignores comments. */
#if defined(__GNUC__) || defined(__clang__)
__attribute__((format(printf, 2, 3)))
#endif
void sc_record_comment(sc_record *r, const char *fmt, ...);

/* Appends the text of another record (a copy; `other` is unchanged). */
void sc_record_append(sc_record *r, const sc_record *other);

/* Frees the text and zeroes r. */
void sc_record_free(sc_record *r);

typedef struct sc_record_error {
    unsigned line;     /* 1-based; 0 when the error is not tied to a line */
    char message[256]; /* begins with "line N: " when line > 0 */
} sc_record_error;

/* Replays a record (len bytes; it need not be NUL-terminated) against a mat.
 * On success *g holds the state after its last line: a record may stop
 * anywhere, which is how a saved game resumes. On failure returns false,
 * *g holds the state before the bad line (zeroed, g->mat == NULL, when the
 * header itself is wrong), and err (may be NULL) says where and why
 * (unknown keyword, illegal decision, dice that do not match the pool,
 * another mat, a newer format ...). Never reads outside text[0 .. len). */
bool sc_record_replay(const char *text, size_t len, const sc_mat *mat, sc_game *g,
                      sc_record_error *err);

/* The same, and rewrites what it replayed into *out (begun afresh, as by
 * sc_record_begin): the canonical text of the record, without its comments,
 * ready for the resumed game's next lines. Replaying a record written by
 * this module gives back its text byte for byte (up to sc_record_end's
 * comments). On failure out holds the lines before the bad one. */
bool sc_record_resume(const char *text, size_t len, const sc_mat *mat, sc_game *g, sc_record *out,
                      sc_record_error *err);

/* The mat a record was played on, read from its header without replaying
 * it (no mat is needed): its checksum, and its name as written (printable
 * ASCII, cut to 40 bytes and to name_len; either pointer may be NULL). A
 * caller holding several mats picks the one to replay on by the checksum.
 * False with err when the text does not begin as a record, its format is
 * newer, or its mat line is missing or bad. */
bool sc_record_mat_of(const char *text, size_t len, uint64_t *checksum, char *name, size_t name_len,
                      sc_record_error *err);

enum { SC_RECORD_MAX_FACES = 63 }; /* dice in one roll line, at most */

/* One action of a record, as replayed: a roll of the commander's dice or a
 * seat's decision. */
typedef struct sc_record_action {
    bool roll;
    int player;       /* the seat deciding, or the commander rolling */
    unsigned n_faces; /* a roll: its faces, in roll order */
    uint8_t faces[SC_RECORD_MAX_FACES];
    sc_choice choice; /* a decision */
    /* The game just before and just after the action: for a reader that
     * rebuilds what it derives from a game's history (the desktop game's
     * log of a resumed game). Valid during the call only. */
    const sc_game *before, *after;
} sc_record_action;

typedef void (*sc_record_visit)(void *user, const sc_record_action *a);

/* sc_record_resume, calling visit (if not NULL) with each action replayed,
 * in order: what a reader needs to know of the actions (how many, the
 * faces rolled) without reading the record's text itself. */
bool sc_record_resume_each(const char *text, size_t len, const sc_mat *mat, sc_game *g,
                           sc_record *out, sc_record_visit visit, void *user, sc_record_error *err);

#endif
