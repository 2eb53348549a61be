/* Every mat the game has shipped, each with the layout it is drawn with, so
 * a game saved on any of them plays on with it (data/mat/: default.yaml,
 * the mat of new games, and the earlier ones; spacecats/mat_set.h). No SDL. */
#ifndef GM_MATS_H
#define GM_MATS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "layout.h"
#include "spacecats/mat_set.h"

/* The mats a game may be on, each with its layout: the game's own
 * (gm_mat_store), or one mat alone (gm_mats_one). */
typedef struct gm_mats {
    unsigned n;
    const sc_mat *mat[SC_MAT_SET_MAX];       /* [0]: the current mat, new games' */
    const gm_layout *layout[SC_MAT_SET_MAX]; /* each one's */
} gm_mats;

/* One mat alone. */
gm_mats gm_mats_one(const sc_mat *mat, const gm_layout *lay);
#define GM_MATS_ONE(m, l) (&(const gm_mats){.n = 1, .mat = {(m)}, .layout = {(l)}})

/* The index of the mat with that checksum, or -1. */
int gm_mats_find(const gm_mats *m, uint64_t checksum);

/* The mat a game record (a save's text) was played on: its index, or false
 * with why in a player's words ("this game was played on a cosmic mat this
 * version does not know ..."). A text that is not a record at all is the
 * current mat's (index 0): replaying it says what is wrong. */
bool gm_mats_of_record(const gm_mats *m, const char *text, size_t len, unsigned *index, char *why,
                       size_t why_len);

/* The mat's title as players read it (translated), or its name. */
const char *gm_mats_title(const sc_mat *mat);

/* The game's mats, loaded from the data folder: each mat's pictures
 * checked, its layout (layout/board.yaml, with layout/NAME.yaml over it
 * when the mat names one) loaded and checked against it. */
typedef struct gm_mat_store {
    sc_mat_set set;
    gm_layout *layouts[SC_MAT_SET_MAX];
    gm_mats view;
} gm_mat_store;

bool gm_mat_store_load(gm_mat_store *s, const char *datadir, char *err, size_t err_len);
void gm_mat_store_free(gm_mat_store *s);

#endif
