/* Numbers nobody can guess, from the kernel: the seed of a new game, the
 * seed of its computers' decisions, the tokens of a network game's seats.
 * A seed from the clock (time(NULL)) could be found by trying the seconds
 * around a game's start, and with it every roll and deal to come; a
 * computers' seed derived from the game's would let their decisions speak
 * of it. For the programs around the core (the core itself does no I/O). */
#ifndef SPACECATS_FRESH_H
#define SPACECATS_FRESH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Fills buf with bytes from the kernel (getrandom(2); /dev/urandom where
 * getrandom is missing; rand_s on Windows). False when the kernel gives
 * none: never a weaker source, so what it fills can be trusted as a secret. */
bool sc_fresh_bytes(void *buf, size_t len);

/* A seed from the kernel. When the kernel gives none (a sandbox without
 * getrandom or /dev), a seed from the clock's nanoseconds, the process and
 * a count mixed instead: different at every call, but guessable, and
 * *unguessable (may be NULL) says so; a hosted game must then refuse. */
uint64_t sc_fresh_seed(bool *unguessable);

#endif
