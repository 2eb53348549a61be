/* Fuzzes the screen layout reader (src/game/base/layout.c) and its check
 * against the default mat. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "layout.h"
#include "spacecats/mat_load.h"

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
    gm_layout *lay = malloc(sizeof *lay);
    fuzz_check(lay != NULL, "malloc", "");
    char err[512] = "";
    if (gm_layout_load_text((const char *)data, size, "fuzz.yaml", lay, err, sizeof err)) {
        if (!gm_layout_check(lay, mat, err, sizeof err)) {
            fuzz_check(strncmp(err, "fuzz.yaml", 9) == 0, "layout check names the file", err);
        }
    } else {
        fuzz_check(strncmp(err, "fuzz.yaml", 9) == 0, "layout error names the file", err);
    }
    free(lay);
    return 0;
}
