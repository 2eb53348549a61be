/* The entry point every fuzz harness defines (libFuzzer's), so the same
 * harness source builds both as a libFuzzer target (clang, -Dfuzz=true) and
 * with the standalone driver (standalone.c) that the default test suite runs.
 *
 * A harness aborts (a crash for both drivers) when a reader breaks its
 * contract: it must never read outside the input, never crash, and always
 * name the file and line of a failure. */
#ifndef SC_FUZZ_H
#define SC_FUZZ_H

#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Aborts with a message when cond is false. */
void fuzz_check(int cond, const char *what, const char *detail);

#ifndef SC_FUZZ_DATADIR
#define SC_FUZZ_DATADIR "data"
#endif

#endif
