/* The start-up's steps, for --startup-bench: how long each step from
 * main() to the first frame shown took, in wall-clock and CPU time, and
 * the peak memory then. main() owns one and marks the end of each step;
 * the harness marks the first frame presented and prints them. Off, a
 * mark costs nothing. */
#ifndef GM_STARTUP_H
#define GM_STARTUP_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

enum { GM_STARTUP_STEPS = 24 };

typedef struct gm_startup_step {
    const char *what;       /* a string literal */
    double wall_ms, cpu_ms; /* this step's own */
} gm_startup_step;

typedef struct gm_startup {
    bool on;
    uint64_t t0, last;     /* SDL's performance counter */
    double cpu0, cpu_last; /* ms of CPU, the process's: at the start, at the last mark */
    unsigned n;
    gm_startup_step steps[GM_STARTUP_STEPS];
} gm_startup;

/* Starts the clock, off: marks count once `on` is set (--startup-bench). */
void gm_startup_begin(gm_startup *s);
/* The step `what` (a string literal) ended now. */
void gm_startup_mark(gm_startup *s, const char *what);
/* Wall-clock ms since gm_startup_begin. */
double gm_startup_elapsed_ms(const gm_startup *s);
/* Prints the steps, their sum, and the peak memory so far. */
void gm_startup_print(const gm_startup *s, FILE *out);

/* The process's CPU time (every thread) in ms, and its peak resident
 * memory in KB (-1 where the system does not say). */
double gm_startup_cpu_ms(void);
long gm_startup_peak_kb(void);

#endif
