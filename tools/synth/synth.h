/* spacecats-synth: the game's sound effects, made from recipes.
 *
 * A recipe file (tools/synth/recipes.txt) describes each effect as a few
 * layers (tones, filtered noise, click clusters, a formant voice); the tool
 * renders them at 22050 Hz, balances their loudness, and writes 16-bit mono
 * WAV files. Everything is deterministic: the same recipes give the same
 * samples, so the committed files in data/sound/ can be checked against the
 * recipes (--check). */
#ifndef SYNTH_H
#define SYNTH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum { SYN_RATE = 22050, SYN_MAX_LAYERS = 12, SYN_MAX_SOUNDS = 16, SYN_NAME = 32 };

typedef enum syn_kind { SYN_TONE, SYN_NOISE, SYN_CLICKS, SYN_VOICE } syn_kind;
typedef enum syn_wave { SYN_SINE, SYN_TRI, SYN_SAW } syn_wave;

/* One layer. Times in seconds from the start of the sound, frequencies in
 * Hz. Unused fields stay at their defaults (see recipe.c). */
typedef struct syn_layer {
    syn_kind kind;
    int line; /* in the recipe file, for messages */
    double start, dur, amp;
    double attack, release;    /* raised-cosine fades at the layer's ends */
    double decay;              /* exponential decay time constant; 0 = none */
    double f0, f1;             /* tone/noise: frequency glide (exponential) */
    syn_wave wave;             /* tone */
    int harm;                  /* tone: harmonics of tri/saw */
    double vib, vdepth;        /* vibrato rate (Hz) and depth (semitones) */
    double q;                  /* noise: filter resonance */
    bool lowpass;              /* noise: low-pass instead of band-pass */
    int n;                     /* clicks: how many */
    double ring, spread;       /* clicks: ring time, timing curve (1 even, >1 thinning) */
    uint64_t seed;             /* noise, clicks */
    double p[3], fa[3], fb[3]; /* voice: pitch, formant 1 and 2 at start, peak, end */
    double peak;               /* voice: where the contour peaks (fraction of dur) */
    double bw;                 /* voice: formant bandwidth */
} syn_layer;

typedef struct syn_sound {
    char name[SYN_NAME];
    int line;
    double length; /* seconds */
    double level;  /* target loudness: the loudest 100 ms, dBFS RMS */
    unsigned n_layers;
    syn_layer layers[SYN_MAX_LAYERS];
} syn_sound;

typedef struct syn_book {
    unsigned n_sounds;
    syn_sound sounds[SYN_MAX_SOUNDS];
} syn_book;

/* Figures of a rendered sound, for the report. */
typedef struct syn_stats {
    double seconds, peak_db, loud_db, rms_db; /* loud: loudest 100 ms window */
    bool limited;                             /* the peak limit lowered it */
} syn_stats;

/* Parses a recipe file; false with "PATH:LINE: reason" in err. */
bool syn_parse(const char *path, syn_book *book, char *err, size_t err_len);

/* Renders a sound to 16-bit samples (malloc'd, *n_out of them). */
int16_t *syn_render(const syn_sound *s, size_t *n_out, syn_stats *stats);

/* WAV files: 16-bit mono PCM at SYN_RATE. */
bool syn_wav_write(const char *path, const int16_t *pcm, size_t n, char *err, size_t err_len);
/* Reads a file written by syn_wav_write (malloc'd samples). */
int16_t *syn_wav_read(const char *path, size_t *n_out, char *err, size_t err_len);

#endif
