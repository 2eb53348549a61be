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
    *play = gm_play_new(lay);
    return *play != NULL && sc_mat_load_file(GM_TEST_MAT, mat, err, sizeof err) &&
                   gm_layout_load_file(GM_TEST_LAYOUT, lay, err, sizeof err) &&
                   gm_layout_check(lay, mat, err, sizeof err)
               ? 0
               : -1;
}

static inline int gm_test_play_teardown(gm_play **play)
{
    gm_play_free(*play);
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

/* One input event to the play model, then the tick that carries out what
 * it chose, if anything (the loop runs one at once: a choice is made by
 * input and applied by the next tick). Returns what the event did. */
static inline bool gm_test_play_input(gm_play *p, const gm_input *in)
{
    bool did = gm_play_input(p, in);
    if (gm_session_submitted(p->session)) {
        gm_session_tick(p->session, 0, 0);
    }
    return did;
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
    if (gm_play_game(p)->pending.kind == SC_PENDING_ROLL) {
        assert_true(gm_session_roll(p->session));
        return;
    }
    *r ^= *r << 13, *r ^= *r >> 7, *r ^= *r << 17;
    const sc_choice *choices = gm_session_choices(p->session);
    size_t n = gm_session_n_choices(p->session);
    assert_true(n > 0);
    sc_choice c = choices[*r % n];
    assert_true(gm_session_apply(p->session, &c));
}

#endif
