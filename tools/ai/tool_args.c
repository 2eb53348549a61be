/* Command-line numbers of the AI tools. */
#include "tool_args.h"

#include <errno.h>
#include <stdlib.h>

bool ai_arg_count(const char *text, unsigned long long lo, unsigned long long hi,
                  unsigned long long *out)
{
    if (text == NULL || *text < '0' || *text > '9') {
        return false;
    }
    char *end;
    errno = 0;
    unsigned long long x = strtoull(text, &end, 10);
    if (*end != '\0' || errno == ERANGE || x < lo || x > hi) {
        return false;
    }
    *out = x;
    return true;
}
