/* Whole-file reading and atomic writing, for the programs around the core. */
#ifndef SPACECATS_FILE_IO_H
#define SPACECATS_FILE_IO_H

#include <stdbool.h>
#include <stddef.h>

/* Reads a whole regular file into a malloc'd, NUL-terminated buffer. On failure
 * returns NULL and writes "path: reason" to err. Refuses files over max, and
 * anything but a regular file (a folder, a named pipe, a device) without
 * waiting on it. */
char *sc_file_read(const char *path, size_t max, size_t *len_out, char *err, size_t err_len);

/* Writes data to path atomically: a temporary file beside it, flushed and
 * synced, then renamed over path. */
bool sc_file_write_atomic(const char *path, const void *data, size_t len, char *err,
                          size_t err_len);

#endif
