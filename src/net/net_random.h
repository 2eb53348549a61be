/* Bytes nobody can guess, from the kernel: the seats' tokens, the seeds of
 * hosted games (a seed from the clock could be found by trying the
 * seconds around it). Internal to src/net. */
#ifndef SC_NET_RANDOM_H
#define SC_NET_RANDOM_H

#include <stdbool.h>
#include <stddef.h>

/* false when the kernel gives none. */
bool sc_net_random(void *buf, size_t len);

#endif
