/* Sound effects: the committed WAV files are short, clean 16-bit mono; the
 * module plays every effect on SDL's dummy audio driver; no device, missing
 * or damaged files give a silent (or partly silent) object and one message
 * naming the cause, never a failure. */
#define _POSIX_C_SOURCE 200809L

#include <SDL.h>
#include <SDL_mixer.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <cmocka.h>

#include "sound.h"

static const char *const sound_dir = SC_TEST_DATADIR "/sound";

static unsigned long get32(const unsigned char *p)
{
    return p[0] | (unsigned long)p[1] << 8 | (unsigned long)p[2] << 16 | (unsigned long)p[3] << 24;
}

/* The files as the synthesiser wrote them: format, length, no clipping,
 * silent first and last samples (faded, so no click), and loudness in a
 * narrow band (no effect much louder than another). */
static void files_are_clean(void **state)
{
    (void)state;
    for (unsigned i = 0; i < GM_SFX_COUNT; i++) {
        char path[512];
        snprintf(path, sizeof path, "%s/%s.wav", sound_dir, gm_sfx_name((gm_sfx)i));
        FILE *f = fopen(path, "rb");
        assert_non_null(f);
        unsigned char h[44];
        assert_int_equal(fread(h, 1, sizeof h, f), sizeof h);
        assert_memory_equal(h, "RIFF", 4);
        assert_int_equal(h[22], 1);  /* mono */
        assert_int_equal(h[34], 16); /* 16-bit */
        unsigned long rate = get32(h + 24), n = get32(h + 40) / 2;
        assert_true(rate == 22050 || rate == 44100);
        assert_true(n > 0 && n < rate * 3 / 2); /* under 1.5 s */
        int16_t *pcm = malloc(n * 2);
        assert_non_null(pcm);
        assert_int_equal(fread(pcm, 2, n, f), n); /* little-endian host */
        fclose(f);
        int peak = 0;
        for (unsigned long j = 0; j < n; j++) {
            int v = abs(pcm[j]);
            peak = v > peak ? v : peak;
        }
        print_message("%-10s %.3f s, peak %d\n", gm_sfx_name((gm_sfx)i), (double)n / rate, peak);
        assert_true(peak < 30000);         /* under -0.8 dBFS: never clipped */
        assert_true(peak > 3000);          /* and not silent */
        assert_true(abs(pcm[0]) < 64);     /* fades in */
        assert_true(abs(pcm[n - 1]) < 64); /* and out */
        free(pcm);
    }
}

static void plays_on_dummy_driver(void **state)
{
    (void)state;
    setenv("SDL_AUDIODRIVER", "dummy", 1);
    char msg[512] = "x";
    gm_sound *s = gm_sound_open(sound_dir, msg, sizeof msg);
    assert_non_null(s);
    assert_string_equal(msg, "");
    assert_true(gm_sound_active(s));
    assert_string_equal(gm_sound_message(s), "");
    for (unsigned i = 0; i < GM_SFX_COUNT; i++) {
        assert_true(gm_sound_loaded(s, (gm_sfx)i));
        /* Even the shortest effect lasts several of the driver's mixing
         * periods, so it is still playing right after it starts. */
        Mix_HaltChannel(-1);
        gm_sound_play(s, (gm_sfx)i);
        assert_int_equal(Mix_Playing(-1), 1);
    }
    gm_sound_set_volume(s, 50, false);
    assert_int_equal(Mix_Volume(-1, -1), MIX_MAX_VOLUME / 2);
    gm_sound_set_volume(s, 250, false); /* clamped */
    assert_int_equal(Mix_Volume(-1, -1), MIX_MAX_VOLUME);
    gm_sound_set_volume(s, 80, true);
    assert_int_equal(Mix_Volume(-1, -1), 0);
    Mix_HaltChannel(-1);
    gm_sound_play(s, GM_SFX_MEOW); /* muted: nothing starts */
    assert_int_equal(Mix_Playing(-1), 0);
    gm_sound_play(s, GM_SFX_COUNT); /* out of range: ignored */
    gm_sound_close(s);
    assert_int_equal(SDL_WasInit(SDL_INIT_AUDIO), 0); /* it stopped what it started */
}

/* Nothing is loaded until asked: the title's first frame does not wait
 * for the effects (issue 27). Once the loads start on their thread, an
 * effect played at once, before they are done, waits for them and plays;
 * one played with no load started loads them then. */
static void loads_after_the_first_frame(void **state)
{
    (void)state;
    setenv("SDL_AUDIODRIVER", "dummy", 1);
    for (unsigned round = 0; round < 2; round++) {
        char msg[512] = "x";
        gm_sound *s = gm_sound_open(sound_dir, msg, sizeof msg);
        assert_true(gm_sound_active(s));
        SDL_Delay(50); /* a loader started by open would be done by now */
        for (unsigned i = 0; i < GM_SFX_COUNT; i++) {
            assert_false(gm_sound_loaded(s, (gm_sfx)i));
        }
        if (round == 0) {
            /* The last effect loaded, asked for microseconds after the
             * start: converting eleven files takes tens of ms. */
            gm_sound_load(s);
        }
        Mix_HaltChannel(-1);
        gm_sound_play(s, GM_SFX_MISSIONS);
        assert_int_equal(Mix_Playing(-1), 1);
        for (unsigned i = 0; i < GM_SFX_COUNT; i++) {
            assert_true(gm_sound_loaded(s, (gm_sfx)i));
        }
        gm_sound_close(s);
    }
}

static void no_device_is_silent(void **state)
{
    (void)state;
    setenv("SDL_AUDIODRIVER", "no-such-driver", 1);
    char msg[512] = "";
    gm_sound *s = gm_sound_open(sound_dir, msg, sizeof msg);
    assert_non_null(s);
    assert_false(gm_sound_active(s));
    print_message("%s\n", msg);
    assert_non_null(strstr(msg, "no audio device"));
    assert_non_null(strstr(msg, "silently"));
    assert_string_equal(gm_sound_message(s), msg);
    gm_sound_load(s); /* nothing to load for */
    assert_false(gm_sound_loaded(s, GM_SFX_DICE));
    gm_sound_play(s, GM_SFX_DICE);
    gm_sound_set_volume(s, 30, false);
    gm_sound_close(s);
    /* NULL is silent too. */
    gm_sound_play(NULL, GM_SFX_CLICK);
    gm_sound_set_volume(NULL, 10, true);
    assert_false(gm_sound_active(NULL));
    gm_sound_close(NULL);
}

static void copy_file(const char *from, const char *to)
{
    FILE *in = fopen(from, "rb"), *out = fopen(to, "wb");
    assert_non_null(in);
    assert_non_null(out);
    char buf[4096];
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, in)) > 0) {
        assert_int_equal(fwrite(buf, 1, n, out), n);
    }
    fclose(in);
    fclose(out);
}

typedef enum breakage { DAMAGED, MISSING, PIPE } breakage;
static const char *const breakage_names[] = {"damaged", "missing", "pipe"};

/* A copy of data/sound with one file damaged, missing, or a named pipe (no
 * writer: opening it the ordinary way waits forever). */
static void make_dir(const char *dir, gm_sfx broken, breakage how)
{
    mkdir(dir, 0755);
    for (unsigned i = 0; i < GM_SFX_COUNT; i++) {
        char from[600], to[600];
        snprintf(from, sizeof from, "%s/%s.wav", sound_dir, gm_sfx_name((gm_sfx)i));
        snprintf(to, sizeof to, "%s/%s.wav", dir, gm_sfx_name((gm_sfx)i));
        remove(to);
        if (i != (unsigned)broken) {
            copy_file(from, to);
        } else if (how == PIPE) {
            assert_int_equal(mkfifo(to, 0644), 0);
        } else if (how == DAMAGED) {
            FILE *f = fopen(to, "wb");
            assert_non_null(f);
            fputs("RIFF\x10\0\0\0WAVEjunk: not a sound at all", f);
            fclose(f);
        }
    }
}

static void bad_file_names_it(gm_sfx broken, breakage how)
{
    setenv("SDL_AUDIODRIVER", "dummy", 1);
    char dir[400];
    snprintf(dir, sizeof dir, "%s/sound-%s", SC_TEST_BUILDDIR, breakage_names[how]);
    make_dir(dir, broken, how);
    char msg[512] = "";
    gm_sound *s = gm_sound_open(dir, msg, sizeof msg);
    assert_non_null(s);
    assert_true(gm_sound_active(s));
    assert_string_equal(msg, ""); /* the device is fine: the files are read later */
    snprintf(msg, sizeof msg, "%s", gm_sound_message(s));
    char name[64];
    snprintf(name, sizeof name, "/%s.wav", gm_sfx_name(broken));
    print_message("%s\n", msg);
    assert_non_null(strstr(msg, name));
    assert_non_null(strstr(msg, dir));
    for (unsigned i = 0; i < GM_SFX_COUNT; i++) {
        assert_int_equal(gm_sound_loaded(s, (gm_sfx)i), i != (unsigned)broken);
        Mix_HaltChannel(-1);
        gm_sound_play(s, (gm_sfx)i);
        assert_int_equal(Mix_Playing(-1), i != (unsigned)broken);
    }
    gm_sound_close(s);
}

static void damaged_file(void **state)
{
    (void)state;
    bad_file_names_it(GM_SFX_MEOW, DAMAGED);
}

static void missing_file(void **state)
{
    (void)state;
    bad_file_names_it(GM_SFX_DICE, MISSING);
}

/* Refused at once with the reason, not waited on (the suite's timeout
 * fails the test if it hangs). */
static void pipe_file(void **state)
{
    (void)state;
    bad_file_names_it(GM_SFX_GOAL, PIPE);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(files_are_clean),
        cmocka_unit_test(plays_on_dummy_driver),
        cmocka_unit_test(no_device_is_silent),
        cmocka_unit_test(damaged_file),
        cmocka_unit_test(missing_file),
        cmocka_unit_test(pipe_file),
        cmocka_unit_test(loads_after_the_first_frame),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
