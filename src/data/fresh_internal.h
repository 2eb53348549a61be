/* Inside src/data's fresh module: what sc_fresh_seed falls back on when the
 * system gives nothing (tests/test_fresh.c calls it), and what each system
 * gives it to stir (fresh_posix.c, fresh_win.c). */
#ifndef SC_FRESH_INTERNAL_H
#define SC_FRESH_INTERNAL_H

#include <stdint.h>

uint64_t sc_fresh_seed_weak(void);

/* The wall clock's and a steady clock's finest counts and the process's
 * number: what differs between two programs or two runs. */
void sc_fresh_stir(uint64_t out[3]);

#endif
