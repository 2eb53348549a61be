/* Loading the cosmic mat from a YAML data file (libyaml).
 *
 * Every error names the file, the line and what is wrong, e.g.
 * "data/mat/default.yaml:42: space 9: unknown face 'B' (expected A, 1, 2, 3, 4)". */
#ifndef SPACECATS_MAT_LOAD_H
#define SPACECATS_MAT_LOAD_H

#include <stdbool.h>
#include <stddef.h>

#include "spacecats/mat.h"

/* Parses text (len bytes; it need not be NUL-terminated). `path` is used in
 * messages only. On success fills *out, already passed through
 * sc_mat_finish(). On failure writes "path:line: message" to err. */
bool sc_mat_load_text(const char *text, size_t len, const char *path, sc_mat *out, char *err,
                      size_t err_len);

/* Reads and parses a file. */
bool sc_mat_load_file(const char *path, sc_mat *out, char *err, size_t err_len);

#endif
