/* Files and folders on Windows (file_io.h, file_sys.h). The C library's
 * narrow calls (fopen, stat, rename...) read a path in the ANSI code page,
 * so a player named "Zoé" could not open her own saves: every path is
 * UTF-8 here, turned into UTF-16 for the wide-character calls. */
#define WIN32_LEAN_AND_MEAN
#include <windows.h>

#include <errno.h>
#include <fcntl.h>
#include <io.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "file_sys.h"
#include "spacecats/file_io.h"

/* The errno closest to a Windows error, for strerror in messages. */
static int errno_of(DWORD e)
{
    switch (e) {
    case ERROR_FILE_NOT_FOUND:
    case ERROR_PATH_NOT_FOUND:
    case ERROR_INVALID_DRIVE:
    case ERROR_BAD_NETPATH:
        return ENOENT;
    case ERROR_ACCESS_DENIED:
    case ERROR_SHARING_VIOLATION:
    case ERROR_LOCK_VIOLATION:
    case ERROR_WRITE_PROTECT:
        return EACCES;
    case ERROR_FILE_EXISTS:
    case ERROR_ALREADY_EXISTS:
        return EEXIST;
    case ERROR_DISK_FULL:
    case ERROR_HANDLE_DISK_FULL:
        return ENOSPC;
    case ERROR_NOT_ENOUGH_MEMORY:
    case ERROR_OUTOFMEMORY:
        return ENOMEM;
    case ERROR_DIRECTORY:
        return ENOTDIR;
    case ERROR_FILENAME_EXCED_RANGE:
        return ENAMETOOLONG;
    case ERROR_INVALID_NAME:
    case ERROR_BAD_PATHNAME:
        return EINVAL;
    default:
        return EIO;
    }
}

static void set_errno_from_system(void)
{
    errno = errno_of(GetLastError());
}

/* path in UTF-16 (malloc'd), or NULL with errno set (EINVAL: not UTF-8). */
static wchar_t *wide(const char *path)
{
    int n = MultiByteToWideChar(CP_UTF8, MB_ERR_INVALID_CHARS, path, -1, NULL, 0);
    if (n <= 0) {
        errno = EINVAL;
        return NULL;
    }
    wchar_t *w = malloc((size_t)n * sizeof *w);
    if (w == NULL) {
        errno = ENOMEM;
        return NULL;
    }
    MultiByteToWideChar(CP_UTF8, MB_ERR_INVALID_CHARS, path, -1, w, n);
    return w;
}

/* w in UTF-8 into out (len bytes), '\' turned into '/'; false if it does
 * not fit. */
static bool narrow(const wchar_t *w, char *out, size_t len)
{
    int n = WideCharToMultiByte(CP_UTF8, 0, w, -1, out, (int)len, NULL, NULL);
    if (n <= 0) {
        return false;
    }
    for (char *p = out; *p != '\0'; p++) {
        if (*p == '\\') {
            *p = '/';
        }
    }
    return true;
}

/* A stdio stream on an open handle, which it then owns. */
static FILE *stream_of(HANDLE h, int flags, const char *mode)
{
    int fd = _open_osfhandle((intptr_t)h, flags | _O_BINARY);
    if (fd == -1) {
        CloseHandle(h);
        errno = EMFILE;
        return NULL;
    }
    FILE *f = _fdopen(fd, mode);
    if (f == NULL) {
        int e = errno;
        _close(fd);
        errno = e;
    }
    return f;
}

FILE *sc_file_open_read(const char *path, char *err, size_t err_len)
{
    wchar_t *w = wide(path);
    if (w == NULL) {
        sc_sys_set_err(err, err_len, "%s: %s", path, strerror(errno));
        return NULL;
    }
    DWORD attrs = GetFileAttributesW(w);
    if (attrs != INVALID_FILE_ATTRIBUTES && (attrs & FILE_ATTRIBUTE_DIRECTORY)) {
        free(w);
        sc_sys_set_err(err, err_len, "%s: not a regular file (a folder)", path);
        errno = EISDIR;
        return NULL;
    }
    /* Others may read it, replace it or write it while it is read, as on
     * POSIX systems: a save being replaced is never held up by a reader. */
    HANDLE h = CreateFileW(w, GENERIC_READ, FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE,
                           NULL, OPEN_EXISTING, FILE_ATTRIBUTE_NORMAL, NULL);
    free(w);
    if (h == INVALID_HANDLE_VALUE) {
        set_errno_from_system();
        sc_sys_set_err(err, err_len, "%s: %s", path, strerror(errno));
        return NULL;
    }
    if (GetFileType(h) != FILE_TYPE_DISK) {
        /* CON, NUL, a named pipe: reading them could wait forever. */
        CloseHandle(h);
        sc_sys_set_err(err, err_len, "%s: not a regular file (a device)", path);
        errno = EINVAL;
        return NULL;
    }
    FILE *f = stream_of(h, _O_RDONLY, "rb");
    if (f == NULL) {
        sc_sys_set_err(err, err_len, "%s: %s", path, strerror(errno));
    }
    return f;
}

/* Links are followed whatever `follow` says: Windows' own (junctions,
 * OneDrive's placeholders) are where the player's files really are. */
bool sc_file_info_get(const char *path, bool follow, sc_file_info *out)
{
    (void)follow;
    wchar_t *w = wide(path);
    if (w == NULL) {
        return false;
    }
    WIN32_FILE_ATTRIBUTE_DATA d;
    BOOL ok = GetFileAttributesExW(w, GetFileExInfoStandard, &d);
    free(w);
    if (!ok) {
        set_errno_from_system();
        return false;
    }
    out->kind = (d.dwFileAttributes & FILE_ATTRIBUTE_DIRECTORY) ? SC_FILE_FOLDER
                : (d.dwFileAttributes & FILE_ATTRIBUTE_DEVICE)  ? SC_FILE_OTHER
                                                                : SC_FILE_REGULAR;
    out->size = (int64_t)(((uint64_t)d.nFileSizeHigh << 32) | d.nFileSizeLow);
    /* FILETIME: 100 ns steps since 1601. */
    uint64_t t =
        ((uint64_t)d.ftLastWriteTime.dwHighDateTime << 32) | d.ftLastWriteTime.dwLowDateTime;
    out->mtime = (int64_t)(t / 10000000u) - INT64_C(11644473600);
    return true;
}

/* The C library's stat gives every file the number 0 on Windows: the
 * volume's serial number and the file's index tell files apart there. */
static bool identity(const char *path, BY_HANDLE_FILE_INFORMATION *out)
{
    wchar_t *w = wide(path);
    if (w == NULL) {
        return false;
    }
    HANDLE h = CreateFileW(w, 0, FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE, NULL,
                           OPEN_EXISTING, FILE_FLAG_BACKUP_SEMANTICS, NULL);
    free(w);
    if (h == INVALID_HANDLE_VALUE) {
        set_errno_from_system();
        return false;
    }
    bool ok = GetFileInformationByHandle(h, out);
    CloseHandle(h);
    return ok;
}

bool sc_file_same(const char *a, const char *b)
{
    BY_HANDLE_FILE_INFORMATION ia, ib;
    return identity(a, &ia) && identity(b, &ib) &&
           ia.dwVolumeSerialNumber == ib.dwVolumeSerialNumber &&
           ia.nFileIndexHigh == ib.nFileIndexHigh && ia.nFileIndexLow == ib.nFileIndexLow;
}

/* MoveFileEx replaces the file in one step on the same volume, and
 * MOVEFILE_WRITE_THROUGH returns once that is on the disk. A file another
 * program has open without sharing deletion (a virus scanner looking at a
 * save just written) refuses for a moment: tried again a few times. */
bool sc_file_rename(const char *from, const char *to)
{
    wchar_t *wf = wide(from), *wt = wide(to);
    bool ok = false;
    if (wf != NULL && wt != NULL) {
        for (int attempt = 0; attempt < 5 && !ok; attempt++) {
            ok = MoveFileExW(wf, wt, MOVEFILE_REPLACE_EXISTING | MOVEFILE_WRITE_THROUGH);
            if (!ok) {
                DWORD e = GetLastError();
                set_errno_from_system();
                if (e != ERROR_ACCESS_DENIED && e != ERROR_SHARING_VIOLATION) {
                    break;
                }
                Sleep(20u << attempt);
            }
        }
    }
    free(wf);
    free(wt);
    return ok;
}

bool sc_file_remove(const char *path)
{
    wchar_t *w = wide(path);
    if (w == NULL) {
        return false;
    }
    bool ok = DeleteFileW(w);
    if (!ok) {
        set_errno_from_system();
    }
    free(w);
    return ok;
}

/* The folder inherits its parent's permissions: under %APPDATA%, the
 * player's alone. */
bool sc_file_make_folder(const char *path)
{
    wchar_t *w = wide(path);
    if (w == NULL) {
        return false;
    }
    bool ok = CreateDirectoryW(w, NULL);
    if (!ok) {
        set_errno_from_system();
    }
    free(w);
    return ok;
}

bool sc_file_current_folder(char *out, size_t len)
{
    wchar_t w[MAX_PATH * 4];
    DWORD n = GetCurrentDirectoryW(MAX_PATH * 4, w);
    if (n == 0 || n >= MAX_PATH * 4) {
        errno = n == 0 ? EIO : ENAMETOOLONG;
        return false;
    }
    if (!narrow(w, out, len)) {
        errno = ERANGE;
        return false;
    }
    return true;
}

char *sc_file_real_path(const char *path)
{
    wchar_t *w = wide(path);
    if (w == NULL) {
        return NULL;
    }
    wchar_t full[MAX_PATH * 4];
    DWORD n = GetFullPathNameW(w, MAX_PATH * 4, full, NULL);
    free(w);
    if (n == 0 || n >= MAX_PATH * 4) {
        errno = n == 0 ? EINVAL : ENAMETOOLONG;
        return NULL;
    }
    if (GetFileAttributesW(full) == INVALID_FILE_ATTRIBUTES) {
        set_errno_from_system();
        return NULL;
    }
    size_t len = (size_t)n * 3 + 1;
    char *out = malloc(len);
    if (out == NULL) {
        errno = ENOMEM;
        return NULL;
    }
    if (!narrow(full, out, len)) {
        free(out);
        errno = EINVAL;
        return NULL;
    }
    /* "C:/x/" as realpath would give it: no trailing '/' but the root's. */
    size_t k = strlen(out);
    while (k > 3 && out[k - 1] == '/') {
        out[--k] = '\0';
    }
    return out;
}

struct sc_folder {
    HANDLE find;
    bool first; /* data holds the first name, not yet given */
    WIN32_FIND_DATAW data;
    char name[MAX_PATH * 3 + 1];
};

sc_folder *sc_folder_open(const char *path)
{
    size_t n = strlen(path);
    char *pattern = malloc(n + 3);
    if (pattern == NULL) {
        errno = ENOMEM;
        return NULL;
    }
    snprintf(pattern, n + 3, "%s%s*", path, n > 0 && path[n - 1] == '/' ? "" : "/");
    wchar_t *w = wide(pattern);
    free(pattern);
    sc_folder *f = w != NULL ? calloc(1, sizeof *f) : NULL;
    if (f == NULL) {
        free(w);
        errno = w == NULL ? errno : ENOMEM;
        return NULL;
    }
    f->find = FindFirstFileExW(w, FindExInfoBasic, &f->data, FindExSearchNameMatch, NULL, 0);
    free(w);
    if (f->find == INVALID_HANDLE_VALUE) {
        DWORD e = GetLastError();
        if (e == ERROR_FILE_NOT_FOUND) {
            f->first = false; /* an empty folder (not even "." on a drive's root) */
            return f;
        }
        set_errno_from_system();
        free(f);
        return NULL;
    }
    f->first = true;
    return f;
}

const char *sc_folder_next(sc_folder *f)
{
    if (f->find == INVALID_HANDLE_VALUE) {
        return NULL;
    }
    for (;;) {
        if (!f->first && !FindNextFileW(f->find, &f->data)) {
            return NULL;
        }
        f->first = false;
        const wchar_t *n = f->data.cFileName;
        if (wcscmp(n, L".") == 0 || wcscmp(n, L"..") == 0) {
            continue;
        }
        if (WideCharToMultiByte(CP_UTF8, 0, n, -1, f->name, (int)sizeof f->name, NULL, NULL) > 0) {
            return f->name;
        }
    }
}

void sc_folder_close(sc_folder *f)
{
    if (f != NULL) {
        if (f->find != INVALID_HANDLE_VALUE) {
            FindClose(f->find);
        }
        free(f);
    }
}

/* ---- for file_io.c ------------------------------------------------------ */

long sc_sys_process_id(void)
{
    return (long)GetCurrentProcessId();
}

/* The permissions are the folder's (inherited), as any new file's. */
FILE *sc_sys_create_new(const char *path, const char *like)
{
    (void)like;
    wchar_t *w = wide(path);
    if (w == NULL) {
        return NULL;
    }
    HANDLE h = CreateFileW(w, GENERIC_WRITE, FILE_SHARE_READ | FILE_SHARE_DELETE, NULL, CREATE_NEW,
                           FILE_ATTRIBUTE_NORMAL, NULL);
    free(w);
    if (h == INVALID_HANDLE_VALUE) {
        set_errno_from_system();
        return NULL;
    }
    FILE *f = stream_of(h, _O_WRONLY, "wb");
    if (f == NULL) {
        int e = errno;
        sc_file_remove(path);
        errno = e;
    }
    return f;
}

int sc_sys_size_refused(size_t len)
{
    (void)len;
    return 0; /* no per-process file size limit on Windows */
}

bool sc_sys_sync(FILE *f)
{
    if (!FlushFileBuffers((HANDLE)_get_osfhandle(_fileno(f)))) {
        set_errno_from_system();
        return false;
    }
    return true;
}

void sc_sys_sync_folder_of(const char *path)
{
    (void)path; /* MOVEFILE_WRITE_THROUGH made the rename durable */
}
