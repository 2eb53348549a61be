/* The per-user folder's lock (see lock.h). */
#define _DEFAULT_SOURCE /* flock */
#include "lock.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <unistd.h>

#include "i18n.h"

gm_lock_status gm_lock_take(gm_lock *lock, const char *prefdir, char *msg, size_t msg_len)
{
    lock->fd = -1;
    lock->holder = 0;
    char path[1024];
    int n = snprintf(path, sizeof path, "%s%s", prefdir, GM_LOCK_FILE);
    if (n < 0 || (size_t)n >= sizeof path) {
        snprintf(msg, msg_len, _("%s: the path is too long"), prefdir);
        return GM_LOCK_ERROR;
    }
    int fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
    if (fd < 0) {
        snprintf(msg, msg_len, "%s: %s", path, strerror(errno));
        return GM_LOCK_ERROR;
    }
    if (flock(fd, LOCK_EX | LOCK_NB) != 0) {
        int e = errno;
        if (e != EWOULDBLOCK) {
            snprintf(msg, msg_len, "%s: %s", path, strerror(e));
            close(fd);
            return GM_LOCK_ERROR;
        }
        /* Who has it, as it wrote there (a bare number, else unknown). */
        char who[24] = "";
        ssize_t got = pread(fd, who, sizeof who - 1, 0);
        who[got > 0 ? got : 0] = '\0';
        long pid = strtol(who, NULL, 10);
        close(fd);
        lock->holder = pid > 0 ? pid : 0;
        if (pid > 0) {
            snprintf(msg, msg_len, _("%s is in use by another Space Cats (process %ld)"), prefdir,
                     pid);
        } else {
            snprintf(msg, msg_len, _("%s is in use by another Space Cats"), prefdir);
        }
        return GM_LOCK_BUSY;
    }
    /* Ours: say so in the file, for the message another one gives. */
    char me[24];
    int len = snprintf(me, sizeof me, "%ld\n", (long)getpid());
    if (ftruncate(fd, 0) != 0 || pwrite(fd, me, (size_t)len, 0) != len) {
        /* Only the message would lack the number: the lock is what counts. */
    }
    lock->fd = fd;
    return GM_LOCK_HELD;
}

void gm_lock_release(gm_lock *lock)
{
    if (lock->fd >= 0) {
        close(lock->fd); /* closing the last descriptor drops the flock */
        lock->fd = -1;
    }
}
