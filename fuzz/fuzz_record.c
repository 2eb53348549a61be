/* Fuzzes game record replay and resume (src/core/record.c) on the mat the
 * record names, among every mat the game shipped (data/mat/, as the game
 * and spacecats-sim pick it): any bytes replay to some state or fail with a
 * line. A record that resumes must replay again from its canonical rewrite. */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "fuzz_record.h"
#include "spacecats/mat_set.h"
#include "spacecats/record.h"

static const sc_mat_set *mats(void)
{
    static sc_mat_set set; /* read once; never written after */
    static int loaded;
    if (!loaded) {
        char err[512];
        fuzz_check(sc_mat_set_load(&set, SC_FUZZ_DATADIR "/mat", err, sizeof err), "the mats load",
                   err);
        loaded = 1;
    }
    return &set;
}

const sc_mat *fuzz_record_mat(const uint8_t *data, size_t size)
{
    const sc_mat_set *set = mats();
    uint64_t sum;
    const sc_mat *mat = NULL;
    if (sc_record_mat_of((const char *)data, size, &sum, NULL, 0, NULL)) {
        mat = sc_mat_set_find(set, sum);
    }
    return mat != NULL ? mat : &set->mats[0];
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const sc_mat *mat = fuzz_record_mat(data, size);
    sc_game *g = malloc(sizeof *g);
    fuzz_check(g != NULL, "malloc", "");
    sc_record out = {0};
    sc_record_error err;
    bool ok = sc_record_resume((const char *)data, size, mat, g, &out, &err);
    if (ok && !out.failed) {
        /* The canonical text replays too, to the same point. */
        sc_game *g2 = malloc(sizeof *g2);
        fuzz_check(g2 != NULL, "malloc", "");
        fuzz_check(sc_record_replay(out.text, out.len, mat, g2, &err), "canonical record replays",
                   err.message);
        fuzz_check(g2->pending.kind == g->pending.kind && g2->pending.player == g->pending.player &&
                       g2->expedition == g->expedition && g2->rocket_space == g->rocket_space,
                   "canonical replay reaches the same state", out.text);
        free(g2);
    } else if (!ok && err.line > 0) {
        char want[32];
        snprintf(want, sizeof want, "line %u: ", err.line);
        fuzz_check(strncmp(err.message, want, strlen(want)) == 0, "record error names its line",
                   err.message);
    }
    sc_record_free(&out);
    free(g);
    return 0;
}
