/* Saved games: the autosave, named saves, export, and setting damaged files
 * aside. No SDL: tests drive it with a temporary folder.
 *
 * A save file is a game record (docs/game-record.md), so `spacecats-sim
 * replay` reads it and it serves as a bug report as it is. The seats
 * (human or computer, level, colour, name) travel in comment lines before
 * the record, which the record reader ignores:
 *
 *     # spacecats-save 1
 *     # seat 0 human level=0 colour=0 name=Anna Maria
 *     # seat 1 computer level=2 colour=1 name=Tom
 *     # state players=2 expedition=3 failures=1 over=0
 *     spacecats-record 1
 *     ...
 *     # end of save: 57 actions
 *
 * The state line lets the saved-games screen list a save from its first
 * few kilobytes, without replaying it. The last line lets a save cut short
 * at a line boundary (which would still replay) be told apart from a
 * shorter game. Every write is atomic
 * (sc_file_write_atomic: a temporary file, synced, renamed, folder synced),
 * so a crash or kill -9 leaves the previous save whole.
 *
 * Files in the per-user folder `prefdir` (with its trailing '/'):
 *   autosave.screc        the game in progress, rewritten after every action
 *   last-game.screc       the last finished game (for export); once a game
 *                         ends the autosave is removed: Continue is not offered
 *   saves/NAME.screc      named saves; a game in progress that another one
 *                         replaces is kept there as "Unfinished game, DATE"
 *   *.damaged-YYYYMMDD-HHMMSS  files set aside (never deleted)
 *   *.tmp-PID-N           temporary files of sc_file_write_atomic; those a
 *                         killed process left are removed at the next start */
#ifndef GM_SAVES_H
#define GM_SAVES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <time.h>

#include "mats.h"
#include "seats.h"
#include "session.h"
#include "spacecats/mat.h"

enum {
    GM_SAVE_FORMAT = 1,           /* the "# spacecats-save N" line */
    GM_SAVE_MAX_BYTES = 16 << 20, /* a long game is tens of kilobytes */
    GM_SAVE_NAME_MAX = 64,        /* bytes of a save's name, NUL included */
    GM_SAVE_PATH_MAX = 1024,
    GM_SAVE_HEAD_BYTES = 8192, /* what listing reads of a save's beginning */
    GM_SAVE_TAIL_BYTES = 256,  /* ... and of its end (the end-of-save line) */
};

#define GM_SAVE_EXT ".screc"
#define GM_AUTOSAVE_FILE "autosave" GM_SAVE_EXT
#define GM_LAST_GAME_FILE "last-game" GM_SAVE_EXT

typedef enum gm_save_status {
    GM_SAVE_OK,
    GM_SAVE_MISSING, /* no such file: nothing to continue */
    GM_SAVE_IO,      /* the file could not be read or written */
    GM_SAVE_DAMAGED, /* unreadable as a save: damaged, truncated, newer, another mat */
} gm_save_status;

typedef struct gm_save_error {
    gm_save_status status;
    unsigned line; /* the record's line at fault, 0 when none */
    /* "PATH: line N: reason" or "PATH: reason". */
    char message[GM_SAVE_PATH_MAX + 512];
    /* Where a damaged file was moved to ("" when it was not moved). */
    char set_aside[GM_SAVE_PATH_MAX];
} gm_save_error;

/* What the autosave last wrote, so it writes only when the game changed. */
typedef struct gm_autosave {
    bool saved;
    unsigned actions; /* gm_session_revision(p) when last written (it changes on undo too) */
    bool off;         /* a finished game loaded to look at: nothing to write */
    /* The name under which the game in progress this one replaced was kept
     * (gm_saves_keep_unfinished), for the app to tell the player; "" = none. */
    char kept[GM_SAVE_NAME_MAX];
} gm_autosave;

/* ---- one save file ------------------------------------------------------ */

/* The text of a save of p (seat lines, record, and for a finished game the
 * scores as comments). malloc'd, NUL-terminated; NULL when memory ran out. */
char *gm_save_compose(const gm_session *p, size_t *len_out);

/* Reads the seat lines of a save into seats, which holds the defaults on
 * entry: seats without a line keep them. A bad seat line keeps the default
 * for that seat and writes "line N: reason" (the first problem) into warn;
 * returns false then (seats are still usable). */
bool gm_save_parse_seats(const char *text, size_t len, gm_seat seats[SC_MAX_PLAYERS], char *warn,
                         size_t warn_len);

/* Writes p to path atomically; or a save's text composed before (NULL: the
 * memory for it ran out, said as a failed write). */
bool gm_save_write(const char *path, const gm_session *p, gm_save_error *err);
bool gm_save_write_text(const char *path, const char *text, size_t len, gm_save_error *err);

/* Whether path can be read as a save at all, from its file type and size
 * and without opening it for long: false with err (GM_SAVE_MISSING; or
 * GM_SAVE_DAMAGED for a folder or other non-regular file, a file over
 * GM_SAVE_MAX_BYTES or one that cannot be opened for reading; or
 * GM_SAVE_IO when even its folder cannot be looked at). */
bool gm_save_check_file(const char *path, gm_save_error *err);

/* Loads the save at path into p (as gm_session_resume), on the mat of mats
 * its record names (by checksum: a game plays on with the mat it started
 * on; a mat none of them is refuses the save, in a player's words).
 * defaults: the seats for a record without seat lines (a record from
 * spacecats-sim, a bug report). warn gets a seat-line warning (may be
 * NULL). On failure p is stopped but safe to free, and err says why; a
 * damaged file is NOT moved (see gm_save_open). */
bool gm_save_read(const char *path, const gm_mats *mats, const gm_seat defaults[SC_MAX_PLAYERS],
                  gm_session *p, char *warn, size_t warn_len, gm_save_error *err);

/* gm_save_read, and a damaged file (as gm_save_check_file too: a folder,
 * too large, unreadable) is set aside (err->set_aside says where, and the
 * message says so). */
bool gm_save_open(const char *path, const gm_mats *mats, const gm_seat defaults[SC_MAX_PLAYERS],
                  gm_session *p, char *warn, size_t warn_len, time_t now, gm_save_error *err);

/* Renames path to "PATH.damaged-YYYYMMDD-HHMMSS" (local time `now`; "-2",
 * "-3" ... appended if that exists). Never deletes, never replaces a file.
 * The new path goes to out. */
bool gm_save_set_aside(const char *path, time_t now, char *out, size_t out_len, gm_save_error *err);

/* Copies a save (or any record) from src to dst, atomically. */
bool gm_save_export(const char *src, const char *dst, gm_save_error *err);

/* Whether path is one of the game's own files: its folder is, once every
 * link and ".." is resolved, the per-user folder or its saves/ folder. A
 * damaged own file is set aside; a file of the player's elsewhere never. */
bool gm_saves_is_own(const char *prefdir, const char *path);

/* ---- the autosave ------------------------------------------------------- */

/* "<prefdir><file>". False when the folder is off ("") or the path too long. */
bool gm_saves_path(const char *prefdir, const char *file, char *out, size_t out_len);

/* Moves the autosave (the game in progress) into saves/ as "Unfinished
 * game, DATE" (the date it was last played; " (2)", " (3)" ... when that
 * name is taken), so another game can take its place without losing it.
 * The name goes to name ("" when nothing was kept: no autosave, or one of
 * a game not begun, "0 actions", which the new game may replace). A folder
 * or other non-regular file there is set aside instead (name "" then). */
bool gm_saves_keep_unfinished(const char *prefdir, char *name, size_t name_len, gm_save_error *err);

/* Writes the autosave when gm_session_revision(p) differs from what was last written.
 * A finished game goes to last-game.screc instead and the autosave is
 * removed. The first write for a game (st->saved false: a new game, a save
 * loaded) keeps the autosave of the game it replaces first (as
 * gm_saves_keep_unfinished, its name in st->kept); if that fails nothing is
 * written. Returns true when nothing had to be written or the write
 * succeeded; false with err on a failed write (the game goes on). */
bool gm_saves_autosave(const char *prefdir, const gm_session *p, gm_autosave *st,
                       gm_save_error *err);
/* Whether p's state is not yet what st says was written (and autosave is on). */
bool gm_saves_autosave_due(const gm_autosave *st, const gm_session *p);
/* gm_saves_autosave of a save's text composed before (gm_save_compose; NULL
 * when memory ran out), of a game at `revision`, finished or not: what a
 * writer on another thread does with what the game's thread composed. */
bool gm_saves_autosave_text(const char *prefdir, const char *text, size_t len, bool over,
                            unsigned revision, gm_autosave *st, gm_save_error *err);

bool gm_saves_has_autosave(const char *prefdir);

/* At start, with the folder's lock held (lock.h): removes the temporary
 * files (*.tmp-PID-N) that killed processes left in prefdir and its saves/
 * folder, and sets aside an autosave that cannot be a save at all (a
 * folder, too large, unreadable: gm_save_check_file) so the player can
 * start afresh. Returns false with err (the message says what was set
 * aside) when it set one aside or could not; the removed count goes to
 * *removed (may be NULL). */
bool gm_saves_tidy(const char *prefdir, time_t now, unsigned *removed, gm_save_error *err);

/* Opens the autosave into p (as gm_save_open: a damaged one is set aside). */
bool gm_saves_continue(const char *prefdir, const gm_mats *mats,
                       const gm_seat defaults[SC_MAX_PLAYERS], gm_session *p, char *warn,
                       size_t warn_len, time_t now, gm_save_error *err);

/* ---- named saves ------------------------------------------------------- */

typedef struct gm_save_info {
    char name[GM_SAVE_NAME_MAX]; /* as shown: the file name without .screc */
    char path[GM_SAVE_PATH_MAX];
    int64_t mtime; /* seconds since 1970 */
    bool damaged;
    /* "4 players, expedition 3, 1 failure" (", finished"), or the reason
     * the save cannot be read. */
    char summary[300];
    /* The title of its cosmic mat when that is not the current one (an
     * earlier mat, untranslated: "Six moons"); "" for the current mat or
     * when it cannot be read. */
    char mat[48];
} gm_save_info;

/* A save's name made safe as a file name: '/', '\\', control characters
 * and the characters other systems refuse (:*?"<>|) become '_', leading
 * dots and spaces and trailing spaces are dropped, UTF-8 is kept (cut on a
 * character boundary to fit). False when nothing is left. */
bool gm_saves_clean_name(const char *name, char *out, size_t out_len);

/* "<prefdir>saves/<clean name>.screc"; the folder is created. */
bool gm_saves_named_path(const char *prefdir, const char *name, char *out, size_t out_len,
                         gm_save_error *err);

/* Saves p under a name (replacing a save of that name). */
bool gm_saves_save_as(const char *prefdir, const char *name, const gm_session *p,
                      gm_save_error *err);

/* The saved-games screen's state (UI only; lives in the app). */
typedef struct gm_saves_view {
    gm_save_info *list; /* malloc'd by gm_saves_list; freed when the screen is left */
    size_t count;
    unsigned page;
    int confirm;                 /* the row whose Delete was clicked once (asks again), or -1 */
    int confirm_load;            /* the row whose Load would replace the game in play, or -1 */
    bool naming;                 /* the name of a new save is being typed */
    char name[GM_SAVE_NAME_MAX]; /* that name */
    char status[GM_SAVE_PATH_MAX + 512];
} gm_saves_view;

/* Lists every named save, newest first, into *out (malloc'd, NULL when
 * there is none; free() it). Each summary comes from the save's first
 * GM_SAVE_HEAD_BYTES and last GM_SAVE_TAIL_BYTES (its state line, its
 * end-of-save line), so a folder of large saves lists at once, with the
 * title of its mat when not the current one (mats->mat[0]); a save made
 * for a mat none of mats is, from a newer
 * version, cut short or not a record at all is listed as damaged (and not
 * moved: loading it does that). Returns the count (what fit when memory
 * ran out). */
size_t gm_saves_list(const char *prefdir, const gm_mats *mats, gm_save_info **out);

/* Deletes a named save (the player asked to; damaged files are never
 * deleted by the game on its own). */
bool gm_saves_delete(const char *prefdir, const char *name, gm_save_error *err);

#endif
