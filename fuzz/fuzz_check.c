/* The harnesses' contract check: print what broke and abort, so libFuzzer
 * saves the input and the standalone driver fails its test. */
#include <stdio.h>
#include <stdlib.h>

#include "fuzz.h"

void fuzz_check(int cond, const char *what, const char *detail)
{
    if (!cond) {
        fprintf(stderr, "fuzz: contract broken: %s: %s\n", what, detail ? detail : "");
        abort();
    }
}
