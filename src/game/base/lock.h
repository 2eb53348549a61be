/* One running game per per-user folder. Two windows on the same folder
 * would take turns writing the same autosave and settings, each undoing
 * the other's game. The first to start holds an exclusive lock (flock;
 * LockFileEx on Windows) on <prefdir>spacecats.lock for the life of its
 * process; the system drops it when the process ends, however it ends
 * (kill -9 included), so a stale lock never keeps the player out. No SDL. */
#ifndef GM_LOCK_H
#define GM_LOCK_H

#include <stdbool.h>
#include <stddef.h>

#define GM_LOCK_FILE "spacecats.lock"

typedef enum gm_lock_status {
    GM_LOCK_HELD,  /* this process owns the folder */
    GM_LOCK_BUSY,  /* another process does: it must not write there */
    GM_LOCK_ERROR, /* no lock could be taken (a read-only folder, no locks on it) */
} gm_lock_status;

typedef struct gm_lock {
    int fd;      /* the open lock file while held, else -1 */
    long holder; /* on GM_LOCK_BUSY: the process holding it, as it wrote; 0: unknown */
} gm_lock;

/* Takes the folder's lock without waiting. On GM_LOCK_HELD the process's
 * id is written in the file (for the message another one gives). On
 * GM_LOCK_BUSY msg says which process holds it; on GM_LOCK_ERROR why none
 * could be taken. prefdir has its trailing '/'. */
gm_lock_status gm_lock_take(gm_lock *lock, const char *prefdir, char *msg, size_t msg_len);

/* Lets the folder go (the file stays: removing it would race a newcomer). */
void gm_lock_release(gm_lock *lock);

#endif
