/* A driver for the fuzz harnesses without libFuzzer (the default gcc build):
 * feeds every file of the seed corpus folders given on the command line,
 * then N inputs mutated from them by a seeded generator (flipped bits,
 * replaced, inserted and deleted bytes, cut and spliced tails, lines
 * swapped), so the normal test suite exercises every reader with damaged
 * input for a few seconds and the same seed always gives the same inputs.
 *
 * usage: fuzz-X-short [--runs N] [--seed S] CORPUS_DIR...
 * Exit status 0 when every input ran; a broken contract aborts. */
#include <dirent.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "spacecats/file_io.h"

enum { MAX_SEEDS = 256, MAX_INPUT = 1 << 16 };

typedef struct seeds {
    size_t n;
    char *data[MAX_SEEDS];
    size_t len[MAX_SEEDS];
} seeds;

static uint64_t next(uint64_t *s)
{
    /* splitmix64: enough for mutations, and no shared state. */
    uint64_t z = (*s += 0x9e3779b97f4a7c15u);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
    return z ^ (z >> 31);
}

static size_t below(uint64_t *s, size_t n)
{
    return n ? (size_t)(next(s) % n) : 0;
}

static bool add_dir(seeds *sd, const char *dir)
{
    DIR *d = opendir(dir);
    if (d == NULL) {
        fprintf(stderr, "%s: cannot open the corpus folder\n", dir);
        return false;
    }
    struct dirent *e;
    while ((e = readdir(d)) != NULL && sd->n < MAX_SEEDS) {
        if (e->d_name[0] == '.') {
            continue;
        }
        char path[1024], err[600];
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        size_t len;
        char *text = sc_file_read(path, MAX_INPUT, &len, err, sizeof err);
        if (text == NULL) {
            fprintf(stderr, "%s\n", err);
            continue;
        }
        sd->data[sd->n] = text;
        sd->len[sd->n] = len;
        sd->n++;
    }
    closedir(d);
    return true;
}

/* Runs exactly len bytes from a buffer of its own, so an overread is a
 * real overread (valgrind and ASan see it). */
static void run(const char *data, size_t len)
{
    uint8_t *copy = malloc(len ? len : 1);
    if (copy == NULL) {
        abort();
    }
    memcpy(copy, data, len);
    LLVMFuzzerTestOneInput(copy, len);
    free(copy);
}

static size_t mutate(uint64_t *rs, const seeds *sd, char *buf, size_t cap)
{
    size_t k = below(rs, sd->n);
    size_t len = sd->len[k] < cap ? sd->len[k] : cap;
    memcpy(buf, sd->data[k], len);
    unsigned edits = 1 + (unsigned)below(rs, 8);
    static const char interesting[] = ":-[]{}#&*!|>'\"\n\t 0123456789-e.x~%\\";
    for (unsigned i = 0; i < edits; i++) {
        size_t at = below(rs, len + 1);
        switch (below(rs, 7)) {
        case 0: /* flip a bit */
            if (len) {
                buf[below(rs, len)] ^= (char)(1u << below(rs, 8));
            }
            break;
        case 1: /* replace a byte with a YAML-ish one */
            if (len) {
                buf[below(rs, len)] = interesting[below(rs, sizeof interesting - 1)];
            }
            break;
        case 2: /* insert a byte */
            if (len < cap) {
                memmove(buf + at + 1, buf + at, len - at);
                buf[at] = (char)(below(rs, 4) ? interesting[below(rs, sizeof interesting - 1)]
                                              : (char)next(rs));
                len++;
            }
            break;
        case 3: /* delete a run */
            if (at < len) {
                size_t n = 1 + below(rs, len - at < 16 ? len - at : 16);
                memmove(buf + at, buf + at + n, len - at - n);
                len -= n;
            }
            break;
        case 4: /* cut the tail */
            len = at;
            break;
        case 5: { /* splice in a piece of another seed */
            size_t o = below(rs, sd->n);
            size_t from = below(rs, sd->len[o] + 1);
            size_t n = below(rs, sd->len[o] - from + 1);
            if (n > cap - at) {
                n = cap - at;
            }
            memcpy(buf + at, sd->data[o] + from, n);
            if (at + n > len) {
                len = at + n;
            }
            break;
        }
        default: /* replace a number-like run with an extreme value */
            if (at < len) {
                static const char *const big[] = {
                    "99999999999999999999", "-1",    "0",    "4294967296",
                    "-2147483649",          "1e400", "0x7f", ""};
                const char *b = big[below(rs, 8)];
                size_t bl = strlen(b);
                size_t n = 1 + below(rs, len - at < 4 ? len - at : 4);
                if (len - n + bl <= cap) {
                    memmove(buf + at + bl, buf + at + n, len - at - n);
                    memcpy(buf + at, b, bl);
                    len = len - n + bl;
                }
            }
            break;
        }
    }
    return len;
}

int main(int argc, char **argv)
{
    long runs = 2000;
    uint64_t rs = 1;
    seeds *sd = calloc(1, sizeof *sd);
    char *buf = malloc(MAX_INPUT);
    if (sd == NULL || buf == NULL) {
        return 1;
    }
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--runs") == 0 && i + 1 < argc) {
            runs = strtol(argv[++i], NULL, 10);
        } else if (strcmp(argv[i], "--seed") == 0 && i + 1 < argc) {
            rs = strtoull(argv[++i], NULL, 10);
        } else if (!add_dir(sd, argv[i])) {
            return 2;
        }
    }
    if (sd->n == 0) {
        fprintf(stderr, "no seed inputs: give corpus folders\n");
        return 2;
    }
    for (size_t i = 0; i < sd->n; i++) {
        run(sd->data[i], sd->len[i]);
    }
    for (long r = 0; r < runs; r++) {
        size_t len = mutate(&rs, sd, buf, MAX_INPUT);
        run(buf, len);
    }
    printf("%zu seeds, %ld mutated inputs: no crash\n", sd->n, runs);
    for (size_t i = 0; i < sd->n; i++) {
        free(sd->data[i]);
    }
    free(sd);
    free(buf);
    return 0;
}
