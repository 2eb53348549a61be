/* Numbers from the kernel on POSIX systems (spacecats/fresh.h). */
#define _GNU_SOURCE /* getrandom's header on older C libraries */
#include <errno.h>
#include <fcntl.h>
#include <sys/random.h>
#include <time.h>
#include <unistd.h>

#include "fresh_internal.h"
#include "spacecats/fresh.h"

static bool from_urandom(void *buf, size_t len)
{
    int fd = open("/dev/urandom", O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        return false;
    }
    char *p = buf;
    while (len > 0) {
        ssize_t n = read(fd, p, len);
        if (n < 0 && errno == EINTR) {
            continue;
        }
        if (n <= 0) {
            close(fd);
            return false;
        }
        p += n;
        len -= (size_t)n;
    }
    close(fd);
    return true;
}

bool sc_fresh_bytes(void *buf, size_t len)
{
    char *p = buf;
    size_t left = len;
    while (left > 0) {
        ssize_t n = getrandom(p, left, 0);
        if (n < 0) {
            if (errno == EINTR) {
                continue;
            }
            /* A kernel before 3.17, or a sandbox that forbids the call. */
            return errno == ENOSYS || errno == EPERM ? from_urandom(buf, len) : false;
        }
        p += n;
        left -= (size_t)n;
    }
    return true;
}

void sc_fresh_stir(uint64_t out[3])
{
    struct timespec real, mono;
    clock_gettime(CLOCK_REALTIME, &real);
    clock_gettime(CLOCK_MONOTONIC, &mono);
    out[0] = (uint64_t)real.tv_sec * 1000000000u + (uint64_t)real.tv_nsec;
    out[1] = (uint64_t)mono.tv_sec * 1000000000u + (uint64_t)mono.tv_nsec;
    out[2] = (uint64_t)getpid();
}
