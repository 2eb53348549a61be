/* Files and folders, for the programs around the core: every path is UTF-8
 * on every system (on Windows, where the C library's fopen, stat and
 * friends take the ANSI code page, these go through the wide-character
 * calls), and '/' separates folders everywhere. Failures leave errno set,
 * or say "path: reason" in err. */
#ifndef SPACECATS_FILE_IO_H
#define SPACECATS_FILE_IO_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* Reads a whole regular file into a malloc'd, NUL-terminated buffer. On failure
 * returns NULL and writes "path: reason" to err. Refuses files over max, and
 * anything but a regular file (a folder, a named pipe, a device) without
 * waiting on it. */
char *sc_file_read(const char *path, size_t max, size_t *len_out, char *err, size_t err_len);

/* Writes data to path atomically: a temporary file beside it
 * ("PATH.tmp-PID-N"), flushed and synced, then put in place of path in one
 * step (rename; on Windows MoveFileEx with MOVEFILE_REPLACE_EXISTING). */
bool sc_file_write_atomic(const char *path, const void *data, size_t len, char *err,
                          size_t err_len);

/* Opens a regular file for reading ("rb"), refusing anything else without
 * waiting on it, as sc_file_read does. NULL with "path: reason" in err
 * (and errno) on failure. */
FILE *sc_file_open_read(const char *path, char *err, size_t err_len);

typedef enum sc_file_kind {
    SC_FILE_REGULAR,
    SC_FILE_FOLDER,
    SC_FILE_OTHER, /* a link (not followed), a named pipe, a device... */
} sc_file_kind;

typedef struct sc_file_info {
    sc_file_kind kind;
    int64_t size;  /* bytes */
    int64_t mtime; /* last change, seconds since 1970 */
} sc_file_info;

/* What is at path; false with errno set (ENOENT: nothing) when it cannot be
 * told. follow: a symbolic link is followed to what it names, else it is
 * SC_FILE_OTHER. */
bool sc_file_info_get(const char *path, bool follow, sc_file_info *out);

/* True when both paths name one existing file (the same device and file
 * number; on Windows the same volume and file index), whatever the links
 * or the spelling that lead there. */
bool sc_file_same(const char *a, const char *b);

/* Puts the file `from` in place of `to`, replacing it if there is one, in
 * one step. False with errno set. */
bool sc_file_rename(const char *from, const char *to);

/* Removes a file (not a folder). False with errno set (ENOENT: none). */
bool sc_file_remove(const char *path);

/* Makes one folder, readable by its owner alone where the system says so
 * (mode 0700). False with errno set (EEXIST: something is there). */
bool sc_file_make_folder(const char *path);

/* The working folder (UTF-8, '/' between folders) into out; false with
 * errno set if it cannot be told or does not fit. */
bool sc_file_current_folder(char *out, size_t len);

/* The absolute path of an existing file or folder, with '/' between
 * folders and no "." or ".." left (malloc'd); NULL with errno set. */
char *sc_file_real_path(const char *path);

/* The names in a folder, "." and ".." left out. */
typedef struct sc_folder sc_folder;

/* NULL with errno set when the folder cannot be read. */
sc_folder *sc_folder_open(const char *path);

/* The next name (UTF-8; valid until the next call), or NULL at the end. */
const char *sc_folder_next(sc_folder *f);

void sc_folder_close(sc_folder *f);

#endif
