/* Fuzzes the mat data reader (src/data/mat_load.c): any bytes give either a
 * finished mat, on which every setup the game offers can start, or
 * "path:line: message". */
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "spacecats/game.h"
#include "spacecats/mat_load.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    sc_mat mat;
    char err[512] = "";
    if (!sc_mat_load_text((const char *)data, size, "fuzz.yaml", &mat, err, sizeof err)) {
        fuzz_check(strncmp(err, "fuzz.yaml", 9) == 0, "mat error names the file", err);
        return 0;
    }
    /* What the game needs of a mat is checked when it is read: a mat that
     * loads hosts 2 to 5 players with any variants (a short mission pile
     * once loaded, then a 5-player game could not start). */
    static sc_game game;
    for (unsigned n = SC_MIN_PLAYERS; n <= SC_MAX_PLAYERS; n++) {
        for (unsigned v = 0; v <= SC_VARIANT_ALL; v++) {
            sc_setup setup = {.n_players = (uint8_t)n, .variants = (uint8_t)v, .first_player = -1};
            fuzz_check(sc_game_init(&game, &mat, &setup), "a loaded mat hosts every setup",
                       mat.name);
        }
    }
    return 0;
}
