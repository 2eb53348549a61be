/* Command-line options: good ones parse, bad ones give a message. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "options.h"
#include "spacecats/game.h"

static gm_parse parse(gm_options *o, char *err, const char *a, const char *b, const char *c,
                      const char *d)
{
    /* argv is writable in main(): give the parser writable copies. */
    static char store[5][64];
    char *argv[6] = {NULL};
    const char *args[5] = {"spacecats", a, b, c, d};
    int argc = 0;
    while (argc < 5 && args[argc] != NULL) {
        snprintf(store[argc], sizeof store[argc], "%s", args[argc]);
        argv[argc] = store[argc];
        argc++;
    }
    return gm_options_parse(argc, argv, o, err, 256);
}

static void good_options(void **state)
{
    (void)state;
    gm_options o;
    char err[256];
    assert_int_equal(parse(&o, err, "--autoplay", "--players", "5", NULL), GM_PARSE_RUN);
    assert_true(o.autoplay);
    assert_int_equal(o.players, 5);
    assert_int_equal(parse(&o, err, "--seed", "42", "--variants", "ufo,missions"), GM_PARSE_RUN);
    assert_true(o.has_seed);
    assert_int_equal(o.seed, 42);
    assert_int_equal(o.variants, SC_VARIANT_UFO | SC_VARIANT_MISSIONS);
    assert_int_equal(parse(&o, err, "--size", "2560x1440", NULL, NULL), GM_PARSE_RUN);
    assert_int_equal(o.width, 2560);
    /* --pointer: where the reference pictures rest the pointer. */
    assert_int_equal(parse(&o, err, "--pointer", "1632,562.5", NULL, NULL), GM_PARSE_RUN);
    assert_true(o.has_pointer);
    assert_float_equal(o.pointer_x, 1632.0f, 0.001f);
    assert_float_equal(o.pointer_y, 562.5f, 0.001f);
    assert_false(o.startup_bench);
    assert_int_equal(parse(&o, err, "--startup-bench", NULL, NULL, NULL), GM_PARSE_RUN);
    assert_true(o.startup_bench);
    assert_int_equal(parse(&o, err, "--help", NULL, NULL, NULL), GM_PARSE_HELP);
    assert_int_equal(parse(&o, err, "--version", NULL, NULL, NULL), GM_PARSE_VERSION);
    /* Every screen --screen opens, the join screen too. */
    static const char *const screens[] = {"title", "setup",    "play", "rules",
                                          "saves", "settings", "join"};
    for (size_t i = 0; i < sizeof screens / sizeof screens[0]; i++) {
        assert_int_equal(parse(&o, err, "--screen", screens[i], NULL, NULL), GM_PARSE_RUN);
        assert_string_equal(o.screen, screens[i]);
    }
}

static void bad_options(void **state)
{
    (void)state;
    gm_options o;
    char err[256];
    assert_int_equal(parse(&o, err, "--players", "6", NULL, NULL), GM_PARSE_ERROR);
    assert_non_null(strstr(err, "--players"));
    assert_int_equal(parse(&o, err, "--screen", "lobby", NULL, NULL), GM_PARSE_ERROR);
    assert_string_equal(
        err, "--screen: 'lobby' is not title, setup, play, rules, saves, settings or join");
    assert_int_equal(parse(&o, err, "--seed", NULL, NULL, NULL), GM_PARSE_ERROR);
    assert_non_null(strstr(err, "needs a value"));
    assert_int_equal(parse(&o, err, "--variants", "ufo,zzz", NULL, NULL), GM_PARSE_ERROR);
    assert_int_equal(parse(&o, err, "--size", "10x10", NULL, NULL), GM_PARSE_ERROR);
    assert_int_equal(parse(&o, err, "--screenshot-at", "5", NULL, NULL), GM_PARSE_ERROR);
    /* --pointer: the value is named, and so is what is wanted. */
    const char *pointers[] = {"1632",   "1632,", "x,5",   "5,5,5", "1921,5",
                              "5,1081", "-1,5",  "nan,5", "5,nan", " 5,5"};
    for (size_t i = 0; i < sizeof pointers / sizeof pointers[0]; i++) {
        char want[64];
        snprintf(want, sizeof want, "--pointer: '%s' is not X,Y within 1920,1080", pointers[i]);
        assert_int_equal(parse(&o, err, "--pointer", pointers[i], NULL, NULL), GM_PARSE_ERROR);
        assert_string_equal(err, want);
    }
    assert_int_equal(parse(&o, err, "--pointer", NULL, NULL, NULL), GM_PARSE_ERROR);
    assert_non_null(strstr(err, "needs a value"));
    assert_int_equal(parse(&o, err, "--bogus", NULL, NULL, NULL), GM_PARSE_ERROR);
    assert_non_null(strstr(err, "--bogus"));
}

/* --variants: an empty list, an empty item or a repeated one is refused
 * with what is wrong (they were taken as none, or as the items given). */
static void variant_lists(void **state)
{
    (void)state;
    gm_options o;
    char err[256];
    static const struct {
        const char *arg, *message;
    } bad[] = {
        {"", "--variants: an empty list"},
        {"ufo,,ufo", "--variants: an empty item in 'ufo,,ufo'"},
        {"ufo,", "--variants: an empty item in 'ufo,'"},
        {",missions", "--variants: an empty item in ',missions'"},
        {"ufo,missions,ufo", "--variants: 'ufo' is given twice"},
        {"ufo,all", "is not a list of ufo, exploration, missions"},
        {"none,ufo", "is not a list of ufo, exploration, missions"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        err[0] = '\0';
        assert_int_equal(parse(&o, err, "--variants", bad[i].arg, NULL, NULL), GM_PARSE_ERROR);
        if (strstr(err, bad[i].message) == NULL) {
            fail_msg("'%s': expected '%s' in: %s", bad[i].arg, bad[i].message, err);
        }
    }
    assert_int_equal(parse(&o, err, "--variants", "missions,exploration,ufo", NULL, NULL),
                     GM_PARSE_RUN);
    assert_int_equal(o.variants, SC_VARIANT_ALL);
    assert_int_equal(parse(&o, err, "--variants", "none", NULL, NULL), GM_PARSE_RUN);
    assert_int_equal(o.variants, 0);
}

/* A path option too long for its buffer is refused, naming the option (it
 * was cut at 511 bytes: another file); the longest that fits is kept whole. */
static void long_paths(void **state)
{
    (void)state;
    static const struct {
        const char *option;
        size_t max;
    } paths[] = {
        {"--screenshot", sizeof((gm_options *)0)->screenshot - 1},
        {"--load", sizeof((gm_options *)0)->load - 1},
        {"--data", GM_DATADIR_MAX},
    };
    for (size_t i = 0; i < sizeof paths / sizeof paths[0]; i++) {
        static char value[5000];
        gm_options o;
        char err[256] = "";
        /* argv is writable in main(): writable copies. */
        char prog[] = "spacecats", opt[16];
        snprintf(opt, sizeof opt, "%s", paths[i].option);
        for (size_t len = paths[i].max; len <= paths[i].max + 1; len++) {
            memset(value, 'a', len);
            value[0] = '/';
            value[len] = '\0';
            char *argv[] = {prog, opt, value, NULL};
            gm_parse r = gm_options_parse(3, argv, &o, err, sizeof err);
            const char *got = strcmp(paths[i].option, "--screenshot") == 0 ? o.screenshot
                              : strcmp(paths[i].option, "--load") == 0     ? o.load
                                                                           : o.datadir;
            if (len == paths[i].max) {
                assert_int_equal(r, GM_PARSE_RUN);
                assert_string_equal(got, value);
            } else {
                assert_int_equal(r, GM_PARSE_ERROR);
                char want[96];
                snprintf(want, sizeof want, "%s: the path is longer than %zu bytes",
                         paths[i].option, paths[i].max);
                assert_string_equal(err, want);
            }
        }
        char empty[] = "";
        char *argv[] = {prog, opt, empty, NULL};
        assert_int_equal(gm_options_parse(3, argv, &o, err, sizeof err), GM_PARSE_ERROR);
        assert_non_null(strstr(err, "the path is empty"));
    }
}

/* The smallest window: 1280x720 where the display holds it, else the
 * largest 16:9 inside the display. */
static void minimum_window(void **state)
{
    (void)state;
    int w, h;
    gm_options_min_window(1920, 1080, &w, &h);
    assert_int_equal(w, 1280);
    assert_int_equal(h, 720);
    gm_options_min_window(0, 0, &w, &h); /* unknown display */
    assert_int_equal(w, 1280);
    gm_options_min_window(1024, 768, &w, &h);
    assert_int_equal(w, 1024);
    assert_int_equal(h, 576);
    gm_options_min_window(1366, 700, &w, &h); /* short: the height decides */
    assert_int_equal(w, 1244);
    assert_int_equal(h, 699);
    assert_true(w <= 1366 && h <= 700);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(minimum_window), cmocka_unit_test(good_options),
        cmocka_unit_test(bad_options),    cmocka_unit_test(variant_lists),
        cmocka_unit_test(long_paths),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
