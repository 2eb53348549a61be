/* What file_io.c asks of the system, beside file_io.h's own calls: one
 * implementation per system (file_posix.c, file_win.c), the build picks. */
#ifndef SC_FILE_SYS_H
#define SC_FILE_SYS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "spacecats/attrs.h"

/* "path: reason" into err (err may be NULL). */
SC_PRINTF(3, 4)
void sc_sys_set_err(char *err, size_t err_len, const char *fmt, ...);

/* This process's id (the temporary files' names). */
long sc_sys_process_id(void);

/* Creates path for writing ("wb") only if nothing has that name (errno
 * EEXIST otherwise), with the permissions of the file `like` when there is
 * one (a file it will replace). */
FILE *sc_sys_create_new(const char *path, const char *like);

/* The errno a write of len bytes would fail with because of a limit of
 * the process (POSIX: ulimit -f, whose signal would kill), or 0. */
int sc_sys_size_refused(size_t len);

/* Flushes what f's file holds to the disk. */
bool sc_sys_sync(FILE *f);

/* Makes a rename into path's folder durable, where the system needs it. */
void sc_sys_sync_folder_of(const char *path);

#endif
