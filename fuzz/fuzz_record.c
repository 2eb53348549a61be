/* Fuzzes game record replay and resume (src/core/record.c) against the
 * default mat: any bytes replay to some state or fail with a line. A record
 * that resumes must replay again from its canonical rewrite. */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "spacecats/mat_load.h"
#include "spacecats/record.h"

static const sc_mat *default_mat(void)
{
    static sc_mat mat; /* read once; never written after */
    static int loaded;
    if (!loaded) {
        char err[512];
        fuzz_check(sc_mat_load_file(SC_FUZZ_DATADIR "/mat/default.yaml", &mat, err, sizeof err),
                   "the default mat loads", err);
        loaded = 1;
    }
    return &mat;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const sc_mat *mat = default_mat();
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
