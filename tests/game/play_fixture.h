/* The fixture the play model's tests share: the source tree's mat and
 * layout, checked against each other, and a play model to drive. */
#ifndef GM_TEST_PLAY_FIXTURE_H
#define GM_TEST_PLAY_FIXTURE_H

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include <cmocka.h>

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

/* The mat, the layout and the play model a play test drives, set up
 * afresh for each test by gm_test_play_each_setup (as its cmocka set-up,
 * or from its own) and freed by gm_test_play_each_teardown. */
static sc_mat mat;
static gm_layout lay;
static gm_play *play;

static inline int gm_test_play_each_setup(void **state)
{
    (void)state;
    return gm_test_play_setup(&mat, &lay, &play);
}

static inline int gm_test_play_each_teardown(void **state)
{
    (void)state;
    return gm_test_play_teardown(&play);
}

/* The whole games the play tests walk through, seed by seed: 2 to 5
 * players, every combination of variants across 8 seeds. */
static inline sc_setup gm_test_play_setup_of(uint64_t seed)
{
    return (sc_setup){.n_players = (uint8_t)(2 + seed % 4),
                      .variants = (uint8_t)(seed % 8),
                      .first_player = -1,
                      .seed = seed};
}

/* The first state of the moves drawn at random for a seed. */
static inline uint64_t gm_test_play_walk_of(uint64_t seed)
{
    return seed * 0x9e3779b97f4a7c15ULL;
}

/* One step of that walk: the roll when one is due, else a choice drawn
 * at random (xorshift on *r). */
static inline void gm_test_play_step(gm_play *p, uint64_t *r)
{
    if (p->game.pending.kind == SC_PENDING_ROLL) {
        assert_true(gm_play_roll(p));
        return;
    }
    *r ^= *r << 13, *r ^= *r >> 7, *r ^= *r << 17;
    assert_true(p->n_choices > 0);
    sc_choice c = p->choices[*r % p->n_choices];
    assert_true(gm_play_apply(p, &c));
}

#endif
