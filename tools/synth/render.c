/* Rendering: each layer into its own buffer, levelled so that `amp` is its
 * loudness relative to the others, then mixed, levelled to the sound's
 * target and faded at both ends so no effect starts or stops with a click. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "synth.h"

#define PI 3.14159265358979323846

enum { WINDOW = SYN_RATE / 10 }; /* 100 ms: the loudness window */

static const double PEAK_LIMIT = 0.891; /* -1 dBFS */

/* splitmix64: small, seedable, the same everywhere. */
static uint64_t next_u64(uint64_t *s)
{
    uint64_t z = (*s += 0x9e3779b97f4a7c15u);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
    return z ^ (z >> 31);
}

static double uniform(uint64_t *s) /* [0, 1) */
{
    return (double)(next_u64(s) >> 11) * (1.0 / 9007199254740992.0);
}

static double envelope(const syn_layer *l, double t)
{
    double e = 1;
    if (l->attack > 0 && t < l->attack) {
        e *= 0.5 - 0.5 * cos(PI * t / l->attack);
    }
    double left = l->dur - t;
    if (l->release > 0 && left < l->release) {
        e *= left <= 0 ? 0 : 0.5 - 0.5 * cos(PI * left / l->release);
    }
    if (l->decay > 0) {
        e *= exp(-t / l->decay);
    }
    return e;
}

/* An exponential glide from a to b as x goes 0..1. */
static double glide(double a, double b, double x)
{
    return a * pow(b / a, x);
}

static double vibrato(const syn_layer *l, double t)
{
    return l->vdepth > 0 ? pow(2.0, l->vdepth / 12.0 * sin(2 * PI * l->vib * t)) : 1.0;
}

static void render_tone(const syn_layer *l, double *out, size_t n)
{
    double phase = 0;
    for (size_t i = 0; i < n; i++) {
        double t = (double)i / SYN_RATE;
        double f = glide(l->f0, l->f1, t / l->dur) * vibrato(l, t);
        double v = 0;
        if (l->wave == SYN_SINE) {
            v = sin(phase);
        } else {
            /* Band-limited by construction: only harmonics under 0.45 fs. */
            for (int k = 1; k <= l->harm && k * f < 0.45 * SYN_RATE; k++) {
                if (l->wave == SYN_SAW) {
                    v += sin(k * phase) / k;
                } else if (k % 2 == 1) {
                    v += ((k / 2) % 2 ? -1.0 : 1.0) * sin(k * phase) / (k * k);
                }
            }
        }
        out[i] = v * envelope(l, t);
        phase = fmod(phase + 2 * PI * f / SYN_RATE, 2 * PI);
    }
}

/* White noise through a state-variable filter (the trapezoidal form, stable
 * at any cutoff) whose cutoff glides from f0 to f1. */
static void render_noise(const syn_layer *l, double *out, size_t n)
{
    uint64_t rng = l->seed;
    double ic1 = 0, ic2 = 0, k = 1 / l->q;
    for (size_t i = 0; i < n; i++) {
        double t = (double)i / SYN_RATE;
        double g = tan(PI * glide(l->f0, l->f1, t / l->dur) / SYN_RATE);
        double a1 = 1 / (1 + g * (g + k)), a2 = g * a1, a3 = g * a2;
        double v0 = 2 * uniform(&rng) - 1;
        double v3 = v0 - ic2;
        double v1 = a1 * ic1 + a2 * v3;
        double v2 = ic2 + a2 * ic1 + a3 * v3;
        ic1 = 2 * v1 - ic1;
        ic2 = 2 * v2 - ic2;
        out[i] = (l->lowpass ? v2 : v1 * k) * envelope(l, t);
    }
}

/* A cluster of small knocks (dice on a tray): each a 1 ms fade-in, then two
 * inharmonic partials ringing down. */
static void render_clicks(const syn_layer *l, double *out, size_t n)
{
    uint64_t rng = l->seed;
    for (int c = 0; c < l->n; c++) {
        double when = l->dur * pow(uniform(&rng), l->spread);
        double f = glide(l->f0, l->f1, uniform(&rng));
        double a = 0.5 + 0.5 * uniform(&rng);
        size_t from = (size_t)(when * SYN_RATE);
        size_t len = (size_t)((6 * l->ring + 0.001) * SYN_RATE);
        for (size_t j = 0; j < len && from + j < n; j++) {
            double t = (double)j / SYN_RATE;
            double e = t < 0.001 ? 0.5 - 0.5 * cos(PI * t / 0.001) : exp(-(t - 0.001) / l->ring);
            out[from + j] += a * e * (sin(2 * PI * f * t) + 0.5 * sin(2 * PI * 2.76 * f * t));
        }
    }
    for (size_t i = 0; i < n; i++) {
        out[i] *= envelope(l, (double)i / SYN_RATE);
    }
}

static double smooth(double x)
{
    return x * x * (3 - 2 * x);
}

/* A value of a start-peak-end contour at x in 0..1 (log-interpolated). */
static double contour(const double c[3], double peak, double x)
{
    if (x < peak) {
        return glide(c[0], c[1], smooth(x / peak));
    }
    return glide(c[1], c[2], smooth((x - peak) / (1 - peak)));
}

static double resonance(double f, double centre, double bw)
{
    double d = (f - centre) / bw;
    return 1 / (1 + d * d);
}

/* A formant voice, by additive synthesis: each harmonic of the gliding pitch
 * weighted by two moving resonances (mouth closed "m", open "ee-aa", closing
 * "ow": a meow). */
static void render_voice(const syn_layer *l, double *out, size_t n)
{
    double phase = 0;
    for (size_t i = 0; i < n; i++) {
        double t = (double)i / SYN_RATE, x = t / l->dur;
        double f = contour(l->p, l->peak, x) * vibrato(l, t);
        double f1 = contour(l->fa, l->peak, x), f2 = contour(l->fb, l->peak, x);
        double v = 0;
        for (int k = 1; k <= 40 && k * f < 0.45 * SYN_RATE; k++) {
            double w = resonance(k * f, f1, l->bw) + 0.6 * resonance(k * f, f2, l->bw * 1.5);
            v += w * sin(k * phase) / k;
        }
        out[i] = v * envelope(l, t);
        phase = fmod(phase + 2 * PI * f / SYN_RATE, 2 * PI);
    }
}

/* The RMS of the loudest 100 ms window. */
static double loudness(const double *x, size_t n)
{
    double sum = 0, best = 0;
    for (size_t i = 0; i < n; i++) {
        sum += x[i] * x[i];
        if (i >= WINDOW) {
            sum -= x[i - WINDOW] * x[i - WINDOW];
        }
        double r = sum / WINDOW; /* a sound under 100 ms counts as padded with silence */
        if (r > best) {
            best = r;
        }
    }
    return sqrt(best);
}

static double to_db(double v)
{
    return v > 0 ? 20 * log10(v) : -120;
}

int16_t *syn_render(const syn_sound *s, size_t *n_out, syn_stats *stats)
{
    size_t n = (size_t)(s->length * SYN_RATE + 0.5);
    double *mix = calloc(n, sizeof *mix);
    double *buf = calloc(n, sizeof *buf);
    int16_t *pcm = calloc(n, sizeof *pcm);
    if (mix == NULL || buf == NULL || pcm == NULL) {
        free(mix);
        free(buf);
        free(pcm);
        return NULL;
    }
    for (unsigned i = 0; i < s->n_layers; i++) {
        const syn_layer *l = &s->layers[i];
        size_t from = (size_t)(l->start * SYN_RATE + 0.5);
        size_t len = (size_t)(l->dur * SYN_RATE + 0.5);
        if (from + len > n) {
            len = n - from;
        }
        memset(buf, 0, n * sizeof *buf);
        switch (l->kind) {
        case SYN_TONE:
            render_tone(l, buf, len);
            break;
        case SYN_NOISE:
            render_noise(l, buf, len);
            break;
        case SYN_CLICKS:
            render_clicks(l, buf, len);
            break;
        case SYN_VOICE:
            render_voice(l, buf, len);
            break;
        }
        double loud = loudness(buf, len);
        double gain = loud > 0 ? l->amp / loud : 0;
        for (size_t j = 0; j < len; j++) {
            mix[from + j] += gain * buf[j];
        }
    }
    /* Level to the target, then keep the peak under -1 dBFS. */
    double loud = loudness(mix, n), peak = 0;
    double gain = loud > 0 ? pow(10, s->level / 20) / loud : 0;
    for (size_t i = 0; i < n; i++) {
        mix[i] *= gain;
        peak = fmax(peak, fabs(mix[i]));
    }
    bool limited = peak > PEAK_LIMIT;
    double scale = limited ? PEAK_LIMIT / peak : 1;
    double fade_in = 0.003 * SYN_RATE, fade_out = 0.015 * SYN_RATE;
    double sum = 0;
    peak = 0;
    for (size_t i = 0; i < n; i++) {
        double v = mix[i] * scale;
        double d = (double)i, left = (double)(n - 1 - i);
        if (d < fade_in) {
            v *= 0.5 - 0.5 * cos(PI * d / fade_in);
        }
        if (left < fade_out) {
            v *= 0.5 - 0.5 * cos(PI * left / fade_out);
        }
        long q = lround(v * 32767);
        pcm[i] = (int16_t)(q > 32767 ? 32767 : q < -32768 ? -32768 : q);
        double back = pcm[i] / 32768.0;
        mix[i] = back;
        sum += back * back;
        peak = fmax(peak, fabs(back));
    }
    if (stats != NULL) {
        *stats = (syn_stats){
            .seconds = (double)n / SYN_RATE,
            .peak_db = to_db(peak),
            .loud_db = to_db(loudness(mix, n)),
            .rms_db = to_db(sqrt(sum / (double)n)),
            .limited = limited,
        };
    }
    free(mix);
    free(buf);
    *n_out = n;
    return pcm;
}
