/* Numbers from the system on Windows (spacecats/fresh.h). */
#define _CRT_RAND_S /* rand_s: RtlGenRandom, the system's generator */
#include <stdlib.h>
#include <string.h>
#include <windows.h>

#include "fresh_internal.h"
#include "spacecats/fresh.h"

bool sc_fresh_bytes(void *buf, size_t len)
{
    unsigned char *p = buf;
    while (len > 0) {
        unsigned int v;
        if (rand_s(&v) != 0) {
            return false;
        }
        size_t n = len < sizeof v ? len : sizeof v;
        memcpy(p, &v, n);
        p += n;
        len -= n;
    }
    return true;
}

void sc_fresh_stir(uint64_t out[3])
{
    FILETIME real;
    LARGE_INTEGER steady;
    GetSystemTimePreciseAsFileTime(&real);
    QueryPerformanceCounter(&steady);
    out[0] = (uint64_t)real.dwHighDateTime << 32 | real.dwLowDateTime;
    out[1] = (uint64_t)steady.QuadPart;
    out[2] = GetCurrentProcessId();
}
