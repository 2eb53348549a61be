/* Files and folders on POSIX systems (file_io.h, file_sys.h). */
#define _XOPEN_SOURCE 700 /* realpath */

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include "file_sys.h"
#include "spacecats/file_io.h"

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

/* O_NONBLOCK keeps the open itself from waiting (a named pipe without a
 * writer blocks an ordinary open forever); fstat on the open file, not
 * stat on the name, so what is checked is what is read. */
FILE *sc_file_open_read(const char *path, char *err, size_t err_len)
{
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (fd < 0) {
        sc_sys_set_err(err, err_len, "%s: %s", path, strerror(errno));
        return NULL;
    }
    struct stat st;
    if (fstat(fd, &st) != 0) {
        int e = errno;
        sc_sys_set_err(err, err_len, "%s: %s", path, strerror(e));
        close(fd);
        errno = e;
        return NULL;
    }
    if (!S_ISREG(st.st_mode)) {
        sc_sys_set_err(err, err_len, "%s: not a regular file (%s)", path, kind_of(st.st_mode));
        close(fd);
        errno = S_ISDIR(st.st_mode) ? EISDIR : EINVAL;
        return NULL;
    }
    int flags = fcntl(fd, F_GETFL);
    FILE *f = NULL;
    if (flags == -1 || fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) == -1 ||
        (f = fdopen(fd, "rb")) == NULL) {
        int e = errno;
        sc_sys_set_err(err, err_len, "%s: %s", path, strerror(e));
        close(fd);
        errno = e;
        return NULL;
    }
    return f;
}

bool sc_file_info_get(const char *path, bool follow, sc_file_info *out)
{
    struct stat st;
    if ((follow ? stat(path, &st) : lstat(path, &st)) != 0) {
        return false;
    }
    out->kind = S_ISREG(st.st_mode)   ? SC_FILE_REGULAR
                : S_ISDIR(st.st_mode) ? SC_FILE_FOLDER
                                      : SC_FILE_OTHER;
    out->size = (int64_t)st.st_size;
    out->mtime = (int64_t)st.st_mtime;
    return true;
}

bool sc_file_same(const char *a, const char *b)
{
    struct stat sa, sb;
    return stat(a, &sa) == 0 && stat(b, &sb) == 0 && sa.st_dev == sb.st_dev &&
           sa.st_ino == sb.st_ino;
}

bool sc_file_rename(const char *from, const char *to)
{
    return rename(from, to) == 0;
}

bool sc_file_remove(const char *path)
{
    return unlink(path) == 0;
}

bool sc_file_make_folder(const char *path)
{
    return mkdir(path, 0700) == 0;
}

bool sc_file_current_folder(char *out, size_t len)
{
    return getcwd(out, len) != NULL;
}

char *sc_file_real_path(const char *path)
{
    return realpath(path, NULL);
}

struct sc_folder {
    DIR *dir;
};

sc_folder *sc_folder_open(const char *path)
{
    DIR *d = opendir(path);
    if (d == NULL) {
        return NULL;
    }
    sc_folder *f = malloc(sizeof *f);
    if (f == NULL) {
        closedir(d);
        errno = ENOMEM;
        return NULL;
    }
    f->dir = d;
    return f;
}

const char *sc_folder_next(sc_folder *f)
{
    for (struct dirent *e; (e = readdir(f->dir)) != NULL;) {
        if (strcmp(e->d_name, ".") != 0 && strcmp(e->d_name, "..") != 0) {
            return e->d_name;
        }
    }
    return NULL;
}

void sc_folder_close(sc_folder *f)
{
    if (f != NULL) {
        closedir(f->dir);
        free(f);
    }
}

/* ---- for file_io.c ------------------------------------------------------ */

long sc_sys_process_id(void)
{
    return (long)getpid();
}

/* Mode 0666 filtered by the umask, or the mode of the file being replaced. */
FILE *sc_sys_create_new(const char *path, const char *like)
{
    int fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
    if (fd < 0) {
        return NULL;
    }
    struct stat st;
    if (stat(like, &st) == 0 && S_ISREG(st.st_mode)) {
        (void)fchmod(fd, st.st_mode & 07777);
    }
    FILE *f = fdopen(fd, "wb");
    if (f == NULL) {
        int e = errno;
        close(fd);
        unlink(path);
        errno = e;
    }
    return f;
}

/* Over the file size limit (ulimit -f), writing would raise SIGXFSZ, which
 * kills a program that does not ignore it: the kernel's own answer,
 * without the signal. */
int sc_sys_size_refused(size_t len)
{
    struct rlimit lim;
    if (getrlimit(RLIMIT_FSIZE, &lim) == 0 && lim.rlim_cur != RLIM_INFINITY &&
        (unsigned long long)len > (unsigned long long)lim.rlim_cur) {
        return EFBIG;
    }
    return 0;
}

bool sc_sys_sync(FILE *f)
{
    return fsync(fileno(f)) == 0;
}

/* Syncs the folder holding path. Best effort: some file systems refuse
 * fsync on a folder. */
void sc_sys_sync_folder_of(const char *path)
{
    const char *slash = strrchr(path, '/');
    char dir[PATH_MAX];
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
    int fd = open(dir, O_RDONLY | O_CLOEXEC);
    if (fd >= 0) {
        (void)fsync(fd);
        close(fd);
    }
}
