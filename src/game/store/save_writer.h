/* The autosave written off the game's thread. The game's thread composes
 * the save's text of each change (a copy of the record: cheap) and hands
 * it over; a writer thread writes it (gm_saves_autosave_text: a temporary
 * file, fsync, rename), so the frame never waits for the disk. Changes
 * that come faster than the disk keeps up with are folded: the writer
 * writes the newest state it has, which holds all the ones before it.
 * A kill loses at most the changes not yet written, as it lost the one in
 * flight before; the file on disk is always a whole save (atomic writes).
 *
 * Not threaded (tests, autoplay), each change is written at once, on the
 * caller's thread, exactly as gm_saves_autosave does. No SDL. */
#ifndef GM_SAVE_WRITER_H
#define GM_SAVE_WRITER_H

#include <stdbool.h>

#include "saves.h"
#include "session.h"

typedef struct gm_save_writer gm_save_writer;

/* A writer of autosaves; NULL when out of memory or when the thread
 * cannot start. */
gm_save_writer *gm_save_writer_new(bool threaded);
/* Writes what was handed over and not yet written, then stops. */
void gm_save_writer_free(gm_save_writer *w);

/* From now on the autosaves of another game (a new one, a save loaded):
 * st says what of it is on disk already (as gm_saves_autosave keeps it).
 * Waits for the writes of the game before. */
void gm_save_writer_restart(gm_save_writer *w, gm_autosave st);

/* The game as it stands now, to be autosaved in prefdir ("": saves are
 * off) if it changed since the last time (its revision). Composed here,
 * written by the writer. */
void gm_save_writer_post(gm_save_writer *w, const char *prefdir, const gm_session *s);

/* Waits until everything handed over is on disk (before reading the saves'
 * folder: the saved games' list, Continue, leaving). */
void gm_save_writer_flush(gm_save_writer *w);

/* What the writes since the last call have to say, once: true with the
 * name of an unfinished game kept aside in kept (a new game replacing it)
 * or with err filled (a write failed; the game goes on). */
bool gm_save_writer_news(gm_save_writer *w, char *kept, size_t kept_len, gm_save_error *err);

#endif
