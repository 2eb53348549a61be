/* Unguessable bytes from getrandom(2). */
#include <errno.h>
#include <sys/random.h>

#include "net_random.h"

bool sc_net_random(void *buf, size_t len)
{
    char *p = buf;
    while (len > 0) {
        ssize_t n = getrandom(p, len, 0);
        if (n < 0) {
            if (errno == EINTR) {
                continue;
            }
            return false;
        }
        p += n;
        len -= (size_t)n;
    }
    return true;
}
