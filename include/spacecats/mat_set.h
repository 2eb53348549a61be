/* Every mat the game has shipped, found by its checksum.
 *
 * A game record names the mat it was played on by checksum (its `mat`
 * line). The mat folder (data/mat/) holds default.yaml, the mat new games
 * use, and every earlier mat the game shipped, each kept as it was, so a
 * game saved by any version plays on with the mat it started on. */
#ifndef SPACECATS_MAT_SET_H
#define SPACECATS_MAT_SET_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "spacecats/mat.h"

enum { SC_MAT_SET_MAX = 8, SC_MAT_FILE_LEN = 64 };

typedef struct sc_mat_set {
    unsigned n;
    sc_mat mats[SC_MAT_SET_MAX];                 /* [0]: default.yaml, the current mat */
    char files[SC_MAT_SET_MAX][SC_MAT_FILE_LEN]; /* each one's file name in the folder */
} sc_mat_set;

/* Loads dir/default.yaml, then every other dir/NAME.yaml in name order.
 * False with "path:line: message" on the first that does not load, when
 * the folder cannot be listed or holds more than SC_MAT_SET_MAX mats. */
bool sc_mat_set_load(sc_mat_set *set, const char *dir, char *err, size_t err_len);

/* The mat with that checksum (the first, if two share it), or NULL. */
const sc_mat *sc_mat_set_find(const sc_mat_set *set, uint64_t checksum);

#endif
