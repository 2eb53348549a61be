/* Texts every YAML reader must refuse with its line: collections nested
 * 100,000 deep (200 KB; libyaml took minutes over them) and a second
 * document. Each reader's test checks its own message. */
#ifndef TESTS_YAML_CASES_H
#define TESTS_YAML_CASES_H

#include <stdlib.h>
#include <string.h>

enum { DEEP_NEST = 100000 };

/* "LINES of 'a: 1'" then "nest: [[[...]]]" DEEP_NEST deep, on line
 * lines + 1; malloc'd. */
static inline char *deep_yaml(unsigned lines)
{
    char *t = malloc(6 * lines + 2 * DEEP_NEST + 16);
    if (t == NULL) {
        abort();
    }
    size_t n = 0;
    for (unsigned i = 0; i < lines; i++) {
        memcpy(t + n, "a: 1\n", 5);
        n += 5;
    }
    memcpy(t + n, "nest: ", 6);
    n += 6;
    memset(t + n, '[', DEEP_NEST);
    memset(t + n + DEEP_NEST, ']', DEEP_NEST);
    t[n + 2 * DEEP_NEST] = '\0';
    return t;
}

/* A second document begins on line 3. */
static const char two_documents[] = "a: 1\nb: 2\n---\nc: 3\n";

#endif
