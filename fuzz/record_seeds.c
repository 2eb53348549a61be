/* The record harness's seeds reach the moves: for every mat the game has
 * (data/mat/), at least one seed replays, through the harness's own choice
 * of mat, to the end of its game. Seeds of a mat the harness does not pick
 * stop at the record's mat line and fuzz nothing but the header (issue 23:
 * every seed was for the six-moon mat once the default mat had changed).
 *
 * usage: fuzz-record-seeds SEED_DIR...
 * Prints each mat's seeds; exit status 1 when a mat has none that plays to
 * its end. */
#include <inttypes.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "fuzz_record.h"
#include "spacecats/file_io.h"
#include "spacecats/mat_set.h"
#include "spacecats/record.h"

void fuzz_check(int cond, const char *what, const char *detail)
{
    if (!cond) {
        fprintf(stderr, "fuzz-record-seeds: %s: %s\n", what, detail);
        abort();
    }
}

int main(int argc, char **argv)
{
    static sc_mat_set set;
    char err[600];
    if (!sc_mat_set_load(&set, SC_FUZZ_DATADIR "/mat", err, sizeof err)) {
        fprintf(stderr, "%s\n", err);
        return 1;
    }
    unsigned seeds[SC_MAT_SET_MAX] = {0}, whole[SC_MAT_SET_MAX] = {0}, ended[SC_MAT_SET_MAX] = {0};
    unsigned total = 0;
    for (int a = 1; a < argc; a++) {
        sc_folder *d = sc_folder_open(argv[a]);
        if (d == NULL) {
            fprintf(stderr, "%s: cannot open the seed folder\n", argv[a]);
            return 1;
        }
        for (const char *e; (e = sc_folder_next(d)) != NULL;) {
            if (e[0] == '.') {
                continue;
            }
            char path[1024];
            snprintf(path, sizeof path, "%s/%s", argv[a], e);
            size_t len;
            char *text = sc_file_read(path, 1 << 16, &len, err, sizeof err);
            if (text == NULL) {
                continue;
            }
            const sc_mat *mat = fuzz_record_mat((const uint8_t *)text, len);
            unsigned m = 0;
            while (m + 1 < set.n && set.mats[m].checksum != mat->checksum) {
                m++;
            }
            static sc_game g;
            sc_record_error rerr;
            bool ok = sc_record_replay(text, len, mat, &g, &rerr);
            seeds[m]++;
            whole[m] += ok;
            ended[m] += ok && sc_game_over(&g);
            total++;
            free(text);
        }
        sc_folder_close(d);
    }
    int status = 0;
    for (unsigned m = 0; m < set.n; m++) {
        printf("%-18s %016" PRIx64 ": %u seeds, %u replay whole, %u to the end of the game\n",
               set.files[m], set.mats[m].checksum, seeds[m], whole[m], ended[m]);
        if (ended[m] == 0) {
            fprintf(stderr,
                    "fuzz-record-seeds: no seed plays a game on %s to its end: add one "
                    "(spacecats-sim play --record on that mat)\n",
                    set.files[m]);
            status = 1;
        }
    }
    printf("%u seeds\n", total);
    return status;
}
