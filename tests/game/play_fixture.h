/* The fixture the play model's tests share: the source tree's mat and
 * layout, checked against each other, and a play model to drive. */
#ifndef GM_TEST_PLAY_FIXTURE_H
#define GM_TEST_PLAY_FIXTURE_H

#include <stdlib.h>

#include "layout.h"
#include "play.h"
#include "spacecats/mat_load.h"

#define GM_TEST_MAT SC_TEST_DATADIR "/mat/default.yaml"
#define GM_TEST_LAYOUT SC_TEST_DATADIR "/layout/board.yaml"

/* Loads the mat and the layout and allocates *play; 0 on success (a cmocka
 * setup's answer). */
static inline int gm_test_play_setup(sc_mat *mat, gm_layout *lay, gm_play **play)
{
    char err[512];
    *play = calloc(1, sizeof **play);
    return *play != NULL && sc_mat_load_file(GM_TEST_MAT, mat, err, sizeof err) &&
                   gm_layout_load_file(GM_TEST_LAYOUT, lay, err, sizeof err) &&
                   gm_layout_check(lay, mat, err, sizeof err)
               ? 0
               : -1;
}

static inline int gm_test_play_teardown(gm_play **play)
{
    gm_play_free(*play);
    free(*play);
    *play = NULL;
    return 0;
}

#endif
