/* The per-user folder's lock (see lock.h). */
#define _DEFAULT_SOURCE /* flock */
#include "lock.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef _WIN32
#define WIN32_LEAN_AND_MEAN
#include <io.h>
#include <windows.h>
#else
#include <sys/file.h>
#include <unistd.h>
#endif

#include "i18n.h"

/* The message when another process holds the lock: who, as it wrote in
 * the file (a bare number, else unknown), kept in lock->holder too. */
static void say_busy(gm_lock *lock, const char *prefdir, const char *who, char *msg, size_t msg_len)
{
    long pid = strtol(who, NULL, 10);
    lock->holder = pid > 0 ? pid : 0;
    if (pid > 0) {
        snprintf(msg, msg_len, _("%s is in use by another Space Cats (process %ld)"), prefdir, pid);
    } else {
        snprintf(msg, msg_len, _("%s is in use by another Space Cats"), prefdir);
    }
}

#ifdef _WIN32
/* A locked range of a file cannot be read by others on Windows: the lock
 * is on a byte far past the process id written at the beginning, which the
 * one refused reads. Windows, like the kernel's flock, drops the lock when
 * the process ends however it ends. */
enum { LOCK_BYTE = 0x7FFFFFF0 };

gm_lock_status gm_lock_take(gm_lock *lock, const char *prefdir, char *msg, size_t msg_len)
{
    lock->fd = -1;
    lock->holder = 0;
    char path[1024];
    wchar_t wpath[1024];
    int n = snprintf(path, sizeof path, "%s%s", prefdir, GM_LOCK_FILE);
    if (n < 0 || (size_t)n >= sizeof path) {
        snprintf(msg, msg_len, _("%s: the path is too long"), prefdir);
        return GM_LOCK_ERROR;
    }
    if (MultiByteToWideChar(CP_UTF8, MB_ERR_INVALID_CHARS, path, -1, wpath, 1024) <= 0) {
        snprintf(msg, msg_len, "%s: %s", path, strerror(EINVAL));
        return GM_LOCK_ERROR;
    }
    HANDLE h = CreateFileW(wpath, GENERIC_READ | GENERIC_WRITE,
                           FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE, NULL,
                           OPEN_ALWAYS, FILE_ATTRIBUTE_NORMAL, NULL);
    if (h == INVALID_HANDLE_VALUE) {
        snprintf(msg, msg_len, "%s: %s", path,
                 strerror(GetLastError() == ERROR_ACCESS_DENIED ? EACCES : EIO));
        return GM_LOCK_ERROR;
    }
    OVERLAPPED at = {.Offset = LOCK_BYTE};
    if (!LockFileEx(h, LOCKFILE_EXCLUSIVE_LOCK | LOCKFILE_FAIL_IMMEDIATELY, 0, 1, 0, &at)) {
        DWORD e = GetLastError();
        if (e != ERROR_LOCK_VIOLATION && e != ERROR_IO_PENDING) {
            snprintf(msg, msg_len, "%s: %s", path, strerror(EIO));
            CloseHandle(h);
            return GM_LOCK_ERROR;
        }
        char who[24] = "";
        DWORD got = 0;
        if (!ReadFile(h, who, sizeof who - 1, &got, NULL)) {
            got = 0;
        }
        who[got] = '\0';
        CloseHandle(h);
        say_busy(lock, prefdir, who, msg, msg_len);
        return GM_LOCK_BUSY;
    }
    char me[24];
    int len = snprintf(me, sizeof me, "%lu\n", (unsigned long)GetCurrentProcessId());
    DWORD put = 0;
    if (!SetEndOfFile(h) || !WriteFile(h, me, (DWORD)len, &put, NULL)) {
        /* Only the message would lack the number: the lock is what counts. */
    }
    /* A C library descriptor owning the handle: closing it lets go. */
    lock->fd = _open_osfhandle((intptr_t)h, _O_RDWR);
    if (lock->fd == -1) {
        CloseHandle(h);
        snprintf(msg, msg_len, "%s: %s", path, strerror(EMFILE));
        return GM_LOCK_ERROR;
    }
    return GM_LOCK_HELD;
}

void gm_lock_release(gm_lock *lock)
{
    if (lock->fd >= 0) {
        _close(lock->fd);
        lock->fd = -1;
    }
}
#else
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
        char who[24] = "";
        ssize_t got = pread(fd, who, sizeof who - 1, 0);
        who[got > 0 ? got : 0] = '\0';
        close(fd);
        say_busy(lock, prefdir, who, msg, msg_len);
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
#endif
