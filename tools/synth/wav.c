/* 16-bit mono PCM WAV files, little-endian whatever the host. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "synth.h"

static void put16(unsigned char *p, unsigned v)
{
    p[0] = (unsigned char)v;
    p[1] = (unsigned char)(v >> 8);
}

static void put32(unsigned char *p, unsigned long v)
{
    put16(p, (unsigned)(v & 0xffff));
    put16(p + 2, (unsigned)(v >> 16));
}

static unsigned long get32(const unsigned char *p)
{
    return p[0] | (unsigned long)p[1] << 8 | (unsigned long)p[2] << 16 | (unsigned long)p[3] << 24;
}

bool syn_wav_write(const char *path, const int16_t *pcm, size_t n, char *err, size_t err_len)
{
    unsigned char h[44];
    unsigned long bytes = (unsigned long)n * 2;
    memcpy(h, "RIFF", 4);
    put32(h + 4, 36 + bytes);
    memcpy(h + 8, "WAVEfmt ", 8);
    put32(h + 16, 16);
    put16(h + 20, 1); /* PCM */
    put16(h + 22, 1); /* mono */
    put32(h + 24, SYN_RATE);
    put32(h + 28, SYN_RATE * 2ul);
    put16(h + 32, 2);
    put16(h + 34, 16);
    memcpy(h + 36, "data", 4);
    put32(h + 40, bytes);
    FILE *f = fopen(path, "wb");
    if (f == NULL) {
        snprintf(err, err_len, "%s: %s", path, strerror(errno));
        return false;
    }
    bool ok = fwrite(h, 1, sizeof h, f) == sizeof h;
    for (size_t i = 0; ok && i < n; i++) {
        unsigned char s[2];
        put16(s, (unsigned)(uint16_t)pcm[i]);
        ok = fwrite(s, 1, 2, f) == 2;
    }
    if (fclose(f) != 0 || !ok) {
        snprintf(err, err_len, "%s: cannot write: %s", path, strerror(errno));
        return false;
    }
    return true;
}

int16_t *syn_wav_read(const char *path, size_t *n_out, char *err, size_t err_len)
{
    FILE *f = fopen(path, "rb");
    if (f == NULL) {
        snprintf(err, err_len, "%s: %s", path, strerror(errno));
        return NULL;
    }
    unsigned char h[44];
    int16_t *pcm = NULL;
    if (fread(h, 1, sizeof h, f) != sizeof h || memcmp(h, "RIFF", 4) != 0 ||
        memcmp(h + 8, "WAVEfmt ", 8) != 0 || memcmp(h + 36, "data", 4) != 0 ||
        get32(h + 24) != SYN_RATE || h[22] != 1 || h[34] != 16) {
        snprintf(err, err_len, "%s: not a 16-bit mono %d Hz WAV file as this tool writes", path,
                 SYN_RATE);
        fclose(f);
        return NULL;
    }
    size_t n = get32(h + 40) / 2;
    pcm = calloc(n ? n : 1, sizeof *pcm);
    for (size_t i = 0; pcm != NULL && i < n; i++) {
        unsigned char s[2];
        if (fread(s, 1, 2, f) != 2) {
            snprintf(err, err_len, "%s: cut short at sample %zu of %zu", path, i, n);
            free(pcm);
            pcm = NULL;
        } else {
            pcm[i] = (int16_t)(uint16_t)(s[0] | s[1] << 8);
        }
    }
    fclose(f);
    *n_out = n;
    return pcm;
}
