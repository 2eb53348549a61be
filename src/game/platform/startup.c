/* The start-up's steps (startup.h). */
#include "startup.h"

#include <SDL.h>
#include <time.h>
#ifndef _WIN32
#include <sys/resource.h>
#endif

static double ms_between(uint64_t a, uint64_t b)
{
    return (double)(b - a) * 1000.0 / (double)SDL_GetPerformanceFrequency();
}

double gm_startup_cpu_ms(void)
{
#ifndef _WIN32
    struct rusage ru;
    if (getrusage(RUSAGE_SELF, &ru) == 0) {
        return (double)(ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) * 1000.0 +
               (double)(ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1000.0;
    }
#endif
    return (double)clock() * 1000.0 / CLOCKS_PER_SEC;
}

long gm_startup_peak_kb(void)
{
#ifndef _WIN32
    struct rusage ru;
    if (getrusage(RUSAGE_SELF, &ru) == 0) {
        return ru.ru_maxrss; /* KB on Linux */
    }
#endif
    return -1;
}

void gm_startup_begin(gm_startup *s)
{
    *s = (gm_startup){0};
    s->t0 = s->last = SDL_GetPerformanceCounter();
    s->cpu0 = s->cpu_last = gm_startup_cpu_ms();
}

void gm_startup_mark(gm_startup *s, const char *what)
{
    if (!s->on || s->n == GM_STARTUP_STEPS) {
        return;
    }
    uint64_t now = SDL_GetPerformanceCounter();
    double cpu = gm_startup_cpu_ms();
    s->steps[s->n++] = (gm_startup_step){what, ms_between(s->last, now), cpu - s->cpu_last};
    s->last = now;
    s->cpu_last = cpu;
}

double gm_startup_elapsed_ms(const gm_startup *s)
{
    return ms_between(s->t0, SDL_GetPerformanceCounter());
}

void gm_startup_print(const gm_startup *s, FILE *out)
{
    double wall = 0, cpu = 0;
    for (unsigned i = 0; i < s->n; i++) {
        fprintf(out, "step %8.1f ms %8.1f ms-cpu  %s\n", s->steps[i].wall_ms, s->steps[i].cpu_ms,
                s->steps[i].what);
        wall += s->steps[i].wall_ms;
        cpu += s->steps[i].cpu_ms;
    }
    fprintf(out, "total %7.1f ms %8.1f ms-cpu  main() to the first frame presented\n", wall, cpu);
    fprintf(out, "before-main %.1f ms-cpu  loading the program and its libraries\n", s->cpu0);
    fprintf(out, "peak-rss %ld KB  at the first frame\n", gm_startup_peak_kb());
}
