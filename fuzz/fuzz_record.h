/* The record harness's choice of mat, shared with the check of its seeds. */
#ifndef SC_FUZZ_RECORD_H
#define SC_FUZZ_RECORD_H

#include <stddef.h>
#include <stdint.h>

#include "spacecats/mat.h"

/* The mat among data/mat/'s whose checksum the input's record names, else
 * the current one. */
const sc_mat *fuzz_record_mat(const uint8_t *data, size_t size);

#endif
