/* spacecats-synth: writes the game's sound effects from their recipes, or
 * checks that the committed files still match them.
 *
 *   spacecats-synth RECIPES OUTDIR           write OUTDIR/NAME.wav, print figures
 *   spacecats-synth --check RECIPES DIR      compare DIR/NAME.wav with the recipes
 *
 * The check allows 2 steps of difference per sample (out of 65536): libm's
 * last-bit differences between machines must not fail it, a changed recipe
 * must. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "synth.h"

enum { TOLERANCE = 2 };

static int usage(void)
{
    fputs("usage: spacecats-synth RECIPES OUTDIR\n"
          "       spacecats-synth --check RECIPES DIR\n",
          stderr);
    return 2;
}

static bool check_one(const char *path, const int16_t *pcm, size_t n)
{
    char err[600];
    size_t m = 0;
    int16_t *old = syn_wav_read(path, &m, err, sizeof err);
    if (old == NULL) {
        fprintf(stderr, "spacecats-synth: %s\n", err);
        return false;
    }
    bool ok = m == n;
    if (!ok) {
        fprintf(stderr, "spacecats-synth: %s: %zu samples, the recipe makes %zu\n", path, m, n);
    }
    for (size_t i = 0; ok && i < n; i++) {
        if (abs(old[i] - pcm[i]) > TOLERANCE) {
            fprintf(stderr, "spacecats-synth: %s: sample %zu is %d, the recipe makes %d\n", path, i,
                    old[i], pcm[i]);
            ok = false;
        }
    }
    free(old);
    return ok;
}

int main(int argc, char **argv)
{
    bool check = argc == 4 && strcmp(argv[1], "--check") == 0;
    if (argc != 3 && !check) {
        return usage();
    }
    const char *recipes = argv[check ? 2 : 1], *dir = argv[check ? 3 : 2];
    static syn_book book;
    char err[600];
    if (!syn_parse(recipes, &book, err, sizeof err)) {
        fprintf(stderr, "spacecats-synth: %s\n", err);
        return 1;
    }
    if (!check) {
        printf("%-10s %7s %9s %13s %9s\n", "sound", "seconds", "peak dB", "loud-100ms dB",
               "RMS dB");
    }
    int bad = 0;
    for (unsigned i = 0; i < book.n_sounds; i++) {
        const syn_sound *s = &book.sounds[i];
        size_t n = 0;
        syn_stats st;
        int16_t *pcm = syn_render(s, &n, &st);
        if (pcm == NULL) {
            fprintf(stderr, "spacecats-synth: out of memory\n");
            return 1;
        }
        char path[1024];
        snprintf(path, sizeof path, "%s/%s.wav", dir, s->name);
        if (check) {
            bad += !check_one(path, pcm, n);
        } else if (!syn_wav_write(path, pcm, n, err, sizeof err)) {
            fprintf(stderr, "spacecats-synth: %s\n", err);
            bad++;
        } else {
            printf("%-10s %7.3f %9.1f %13.1f %9.1f%s\n", s->name, st.seconds, st.peak_db,
                   st.loud_db, st.rms_db, st.limited ? "  (peak-limited)" : "");
        }
        free(pcm);
    }
    if (check && bad == 0) {
        printf("%u sounds match their recipes\n", book.n_sounds);
    }
    return bad ? 1 : 0;
}
