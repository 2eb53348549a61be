/* Fuzzes the mat data reader (src/data/mat_load.c): any bytes give either a
 * finished mat or "path:line: message". */
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "spacecats/mat_load.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    sc_mat mat;
    char err[512] = "";
    if (!sc_mat_load_text((const char *)data, size, "fuzz.yaml", &mat, err, sizeof err)) {
        fuzz_check(strncmp(err, "fuzz.yaml", 9) == 0, "mat error names the file", err);
    }
    return 0;
}
