/* Whole-file reading and atomic writing (POSIX). */
#define _POSIX_C_SOURCE 200809L

#include "spacecats/file_io.h"
#include "spacecats/attrs.h"

#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

SC_PRINTF(3, 4)
static void set_err(char *err, size_t err_len, const char *fmt, ...)
{
    if (err == NULL || err_len == 0) {
        return;
    }
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err, err_len, fmt, ap);
    va_end(ap);
}

/* What a file that is not a regular one is, for the message. */
static const char *kind_of(mode_t mode)
{
    if (S_ISDIR(mode)) {
        return "a folder";
    }
    if (S_ISFIFO(mode)) {
        return "a named pipe";
    }
    if (S_ISCHR(mode) || S_ISBLK(mode)) {
        return "a device";
    }
    if (S_ISSOCK(mode)) {
        return "a socket";
    }
    return "of an unknown kind";
}

/* Opens path for reading, refusing anything but a regular file. O_NONBLOCK
 * keeps the open itself from waiting (a named pipe without a writer blocks
 * an ordinary open forever); fstat on the open file, not stat on the name,
 * so what is checked is what is read. */
static FILE *open_regular(const char *path, char *err, size_t err_len)
{
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (fd < 0) {
        set_err(err, err_len, "%s: %s", path, strerror(errno));
        return NULL;
    }
    struct stat st;
    if (fstat(fd, &st) != 0) {
        set_err(err, err_len, "%s: %s", path, strerror(errno));
        close(fd);
        return NULL;
    }
    if (!S_ISREG(st.st_mode)) {
        set_err(err, err_len, "%s: not a regular file (%s)", path, kind_of(st.st_mode));
        close(fd);
        return NULL;
    }
    int flags = fcntl(fd, F_GETFL);
    FILE *f = NULL;
    if (flags == -1 || fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) == -1 ||
        (f = fdopen(fd, "rb")) == NULL) {
        set_err(err, err_len, "%s: %s", path, strerror(errno));
        close(fd);
        return NULL;
    }
    return f;
}

char *sc_file_read(const char *path, size_t max, size_t *len_out, char *err, size_t err_len)
{
    if (len_out != NULL) {
        *len_out = 0;
    }
    FILE *f = open_regular(path, err, err_len);
    if (f == NULL) {
        return NULL;
    }
    size_t cap = 4096, len = 0;
    char *buf = malloc(cap);
    if (buf == NULL) {
        fclose(f);
        set_err(err, err_len, "%s: out of memory", path);
        return NULL;
    }
    for (;;) {
        if (len + 1 >= cap) { /* room for one more byte and the NUL */
            size_t ncap = cap * 2;
            char *nbuf = realloc(buf, ncap);
            if (nbuf == NULL) {
                free(buf);
                fclose(f);
                set_err(err, err_len, "%s: out of memory", path);
                return NULL;
            }
            buf = nbuf;
            cap = ncap;
        }
        size_t n = fread(buf + len, 1, cap - len - 1, f);
        len += n;
        if (len > max) {
            free(buf);
            fclose(f);
            set_err(err, err_len, "%s: file too large (over %zu bytes)", path, max);
            return NULL;
        }
        if (n == 0) {
            break;
        }
    }
    if (ferror(f)) {
        int e = errno;
        free(buf);
        fclose(f);
        set_err(err, err_len, "%s: read error: %s", path, e != 0 ? strerror(e) : "unknown");
        return NULL;
    }
    fclose(f);
    buf[len] = '\0';
    if (len_out != NULL) {
        *len_out = len;
    }
    return buf;
}

/* Makes the rename durable: syncs the directory holding path. Best effort:
 * some file systems refuse fsync on a directory. */
static void sync_dir(const char *path)
{
    const char *slash = strrchr(path, '/');
    char dir[4096];
    if (slash == NULL) {
        strcpy(dir, ".");
    } else if (slash == path) {
        strcpy(dir, "/");
    } else {
        size_t n = (size_t)(slash - path);
        if (n >= sizeof dir) {
            return;
        }
        memcpy(dir, path, n);
        dir[n] = '\0';
    }
    int fd = open(dir, O_RDONLY);
    if (fd >= 0) {
        (void)fsync(fd);
        close(fd);
    }
}

bool sc_file_write_atomic(const char *path, const void *data, size_t len, char *err, size_t err_len)
{
    static unsigned counter;
    size_t plen = strlen(path);
    char *tmp = malloc(plen + 64);
    if (tmp == NULL) {
        set_err(err, err_len, "%s: out of memory", path);
        return false;
    }

    /* A new file beside path (same directory, so rename cannot cross file
     * systems), created with O_EXCL so no other file is clobbered; mode 0666
     * filtered by the umask, or the mode of the file being replaced. */
    int fd = -1;
    for (int attempt = 0; attempt < 100 && fd < 0; attempt++) {
        snprintf(tmp, plen + 64, "%s.tmp-%ld-%u", path, (long)getpid(), counter++);
        fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL, 0666);
        if (fd < 0 && errno != EEXIST) {
            break;
        }
    }
    if (fd < 0) {
        set_err(err, err_len, "%s: cannot create a temporary file: %s", path, strerror(errno));
        free(tmp);
        return false;
    }
    struct stat st;
    if (stat(path, &st) == 0 && S_ISREG(st.st_mode)) {
        (void)fchmod(fd, st.st_mode & 07777);
    }

    FILE *f = fdopen(fd, "wb");
    if (f == NULL) {
        set_err(err, err_len, "%s: %s", tmp, strerror(errno));
        close(fd);
        unlink(tmp);
        free(tmp);
        return false;
    }
    const char *what = NULL;
    int e = 0;
    struct rlimit lim;
    if (getrlimit(RLIMIT_FSIZE, &lim) == 0 && lim.rlim_cur != RLIM_INFINITY &&
        (unsigned long long)len > (unsigned long long)lim.rlim_cur) {
        /* Over the file size limit (ulimit -f): writing would raise
         * SIGXFSZ, which kills a program that does not ignore it. The
         * kernel's own answer, without the signal. */
        what = "write";
        e = EFBIG;
    } else if (len > 0 && fwrite(data, 1, len, f) != len) {
        what = "write";
        e = errno;
    } else if (fflush(f) != 0) {
        what = "write";
        e = errno;
    } else if (fsync(fileno(f)) != 0) {
        what = "sync";
        e = errno;
    }
    if (fclose(f) != 0 && what == NULL) {
        what = "close";
        e = errno;
    }
    if (what == NULL && rename(tmp, path) != 0) {
        what = "rename";
        e = errno;
    }
    if (what != NULL) {
        set_err(err, err_len, "%s: %s failed: %s", path, what, e != 0 ? strerror(e) : "unknown");
        unlink(tmp);
        free(tmp);
        return false;
    }
    free(tmp);
    sync_dir(path);
    return true;
}
