/* Translations and folders: the language switches at run time, --lang
 * parses, and the paths module finds the data, the catalogs and the
 * per-user folder by its documented order. */
#define _XOPEN_SOURCE 700 /* setenv, mkdtemp */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>

#include "i18n.h"
#include "layout.h"
#include "options.h"
#include "paths.h"
#include "play.h"
#include "seats.h"
#include "spacecats/mat_load.h"
#include "tick.h"
#include "utf8.h"

/* A message of main.c, present in every catalog. */
#define PROBE "data folder:"

static void switches_at_run_time(void **state)
{
    (void)state;
    unsetenv("LANGUAGE");
    setenv("LANG", "C", 1);
    assert_true(gm_i18n_init(SC_TEST_LOCALEDIR));
    assert_string_equal(gm_i18n_language(), "en");
    assert_string_equal(_(PROBE), PROBE);

    gm_i18n_set_language("fr");
    assert_string_equal(gm_i18n_language(), "fr");
    assert_string_not_equal(_(PROBE), PROBE);

    gm_i18n_set_language("en");
    assert_string_equal(gm_i18n_language(), "en");
    assert_string_equal(_(PROBE), PROBE);

    gm_i18n_set_language("fr");
    assert_string_equal(gm_i18n_language(), "fr");
    gm_i18n_set_language(""); /* the system: LANG=C is English */
    assert_string_equal(gm_i18n_language(), "en");
}

static void follows_the_system(void **state)
{
    (void)state;
    /* A French system, even where the fr_FR locale is not installed. */
    unsetenv("LANGUAGE");
    unsetenv("LC_ALL");
    unsetenv("LC_MESSAGES");
    unsetenv("SPACECATS_SYSTEM_LANGUAGE");
    setenv("LANG", "fr_FR.UTF-8", 1);
    assert_true(gm_i18n_init(SC_TEST_LOCALEDIR));
    assert_string_equal(gm_i18n_language(), "fr");
    gm_i18n_set_language("en");
    assert_string_equal(gm_i18n_language(), "en");
    gm_i18n_set_language(NULL);
    assert_string_equal(gm_i18n_language(), "fr");
    /* Numbers keep the C locale whatever the language. */
    assert_true(strtod("0.5", NULL) == 0.5);
    setenv("LANG", "C", 1);
    gm_i18n_set_language("");
    assert_string_equal(gm_i18n_language(), "en");
}

/* Numbers a player reads use the language's decimal separator. */
static void decimal_separator_follows_the_language(void **state)
{
    (void)state;
    char buf[32];
    gm_i18n_set_language("fr");
    assert_string_equal(gm_i18n_decimal(8.66, 1, buf, sizeof buf), "8,7");
    assert_string_equal(gm_i18n_decimal(12.0, 0, buf, sizeof buf), "12");
    gm_i18n_set_language("en");
    assert_string_equal(gm_i18n_decimal(8.66, 1, buf, sizeof buf), "8.7");
}

/* A width of one per character (not per byte). */
static float chars_width(void *ctx, const char *text)
{
    (void)ctx;
    float n = 0;
    for (const unsigned char *p = (const unsigned char *)text; *p != '\0'; p++) {
        n += (*p & 0xc0) != 0x80;
    }
    return n;
}

/* Long names are cut between whole characters, with an ellipsis. */
static void names_fit_with_an_ellipsis(void **state)
{
    (void)state;
    char out[64];
    assert_string_equal(gm_utf8_fit("Anna", 10, chars_width, NULL, out, sizeof out), "Anna");
    assert_string_equal(gm_utf8_fit("Bartholomew", 6, chars_width, NULL, out, sizeof out),
                        "Barth\xe2\x80\xa6");
    /* Never inside a character: "é" is two bytes. */
    assert_string_equal(gm_utf8_fit("Chlo\xc3\xa9 Martin", 6, chars_width, NULL, out, sizeof out),
                        "Chlo\xc3\xa9\xe2\x80\xa6");
    /* No space left before the ellipsis. */
    assert_string_equal(gm_utf8_fit("Ann Marie", 5, chars_width, NULL, out, sizeof out),
                        "Ann\xe2\x80\xa6");
    assert_string_equal(gm_utf8_fit("Zoe", 0, chars_width, NULL, out, sizeof out), "\xe2\x80\xa6");
    /* At a word, when there is one to cut at: never "Bartholomew Fitzg…". */
    assert_string_equal(
        gm_utf8_fit("Bartholomew Fitzgerald", 18, chars_width, NULL, out, sizeof out),
        "Bartholomew\xe2\x80\xa6");
    assert_string_equal(
        gm_utf8_fit("Anne-Sophie Delacroix", 16, chars_width, NULL, out, sizeof out),
        "Anne-Sophie\xe2\x80\xa6");
    assert_string_equal(gm_utf8_fit("Anne-Sophie Delacroix", 9, chars_width, NULL, out, sizeof out),
                        "Anne\xe2\x80\xa6");
}

/* A name in a sentence: whole up to 12 characters, else cut at a word,
 * always whole characters within the names' buffer. */
static void names_in_sentences(void **state)
{
    (void)state;
    char out[GM_NAME_LEN];
    assert_string_equal(gm_seat_name_shown("Anne Marie", out, sizeof out), "Anne Marie");
    assert_string_equal(gm_seat_name_shown("Bartholomew Fitzgerald", out, sizeof out),
                        "Bartholomew\xe2\x80\xa6");
    assert_string_equal(gm_seat_name_shown("WWWWWWWWWWWWWWWWWWWWWWW", out, sizeof out),
                        "WWWWWWWWWWW\xe2\x80\xa6");
    /* Ten two-byte letters and "abc": cut to eleven letters, its 21 bytes
     * and the ellipsis's 3 would not fit in the 24 of a name: ten then. */
    const char *accents = "\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9"
                          "\xc3\xa9\xc3\xa9"
                          "abc";
    gm_seat_name_shown(accents, out, sizeof out);
    size_t n = strlen(out);
    assert_true(n < sizeof out && n >= 3);
    assert_memory_equal(out + n - 3, "\xe2\x80\xa6", 3);
    assert_int_equal(n, 23); /* ten whole letters before it */
}

/* Lines break at spaces, but never before the marks French sets apart
 * with a space (a turning point's "53 %" broke across two lines). */
static void lines_never_break_before_a_french_mark(void **state)
{
    (void)state;
    assert_int_equal(gm_utf8_unbreakable("Chance 53 % after"), 6);
    assert_int_equal(gm_utf8_unbreakable("53 % after"), 4);
    assert_int_equal(gm_utf8_unbreakable("53 %"), 4);
    assert_int_equal(gm_utf8_unbreakable("oui : non"), 5);
    assert_int_equal(gm_utf8_unbreakable("Quoi ? Rien"), 6);
    assert_int_equal(gm_utf8_unbreakable("Gagne ! Oui"), 7);
    /* « Partie » is one piece: "\xc2\xab Partie \xc2\xbb" */
    assert_int_equal(gm_utf8_unbreakable("\xc2\xab Partie \xc2\xbb x"), 12);
    assert_int_equal(gm_utf8_unbreakable("one\ntwo"), 3);
    assert_int_equal(gm_utf8_unbreakable(""), 0);
    assert_int_equal(gm_utf8_unbreakable("Moon: 2 points"), 5);
}

/* A folder's path keeps its end: an ellipsis, then what fits. */
static void paths_fit_by_their_end(void **state)
{
    (void)state;
    char out[64];
    assert_string_equal(gm_utf8_fit_end("/home/a/", 10, chars_width, NULL, out, sizeof out),
                        "/home/a/");
    assert_string_equal(
        gm_utf8_fit_end("/home/anne/spacecats/", 12, chars_width, NULL, out, sizeof out),
        "\xe2\x80\xa6/spacecats/");
    /* Never inside a character. */
    assert_string_equal(gm_utf8_fit_end("/l\xc3\xa9"
                                        "a/x/",
                                        5, chars_width, NULL, out, sizeof out),
                        "\xe2\x80\xa6"
                        "a/x/");
}

static void known_languages(void **state)
{
    (void)state;
    assert_true(gm_i18n_known(""));
    assert_true(gm_i18n_known("fr"));
    assert_true(gm_i18n_known("en"));
    assert_false(gm_i18n_known("de"));
    assert_false(gm_i18n_known(NULL));
}

static gm_parse parse2(gm_options *o, char *err, const char *a, const char *b)
{
    char s0[] = "spacecats", s1[64], s2[64];
    snprintf(s1, sizeof s1, "%s", a);
    snprintf(s2, sizeof s2, "%s", b != NULL ? b : "");
    char *argv[] = {s0, s1, s2, NULL};
    return gm_options_parse(b != NULL ? 3 : 2, argv, o, err, 256);
}

static void lang_option(void **state)
{
    (void)state;
    gm_options o;
    char err[256];
    assert_int_equal(parse2(&o, err, "--lang", "fr"), GM_PARSE_RUN);
    assert_string_equal(o.lang, "fr");
    assert_int_equal(parse2(&o, err, "--lang", "en"), GM_PARSE_RUN);
    assert_string_equal(o.lang, "en");
    assert_int_equal(parse2(&o, err, "--data", "/some/where"), GM_PARSE_RUN);
    assert_string_equal(o.lang, "");
    assert_string_equal(o.datadir, "/some/where");
    assert_int_equal(parse2(&o, err, "--lang", "de"), GM_PARSE_ERROR);
    assert_non_null(strstr(err, "--lang"));
    assert_non_null(strstr(err, "'de'"));
    assert_int_equal(parse2(&o, err, "--lang", NULL), GM_PARSE_ERROR);
    assert_non_null(strstr(err, "needs a value"));
}

static void data_folder_order(void **state)
{
    (void)state;
    char out[512];
    gm_path_inputs in = {"/from/flag/", "/from/env", SC_TEST_EXEDIR};
    assert_int_equal(gm_paths_data(&in, out, sizeof out), GM_PATH_FLAG);
    assert_string_equal(out, "/from/flag");
    in.flag = "";
    assert_int_equal(gm_paths_data(&in, out, sizeof out), GM_PATH_ENV);
    assert_string_equal(out, "/from/env");
    in.env = NULL;
    /* The program in the build tree: the source tree's data. */
    assert_int_equal(gm_paths_data(&in, out, sizeof out), GM_PATH_BUILD_TREE);
    assert_string_equal(out, SC_TEST_DATADIR);
    /* Anywhere else with nothing beside it: the configured folder. */
    in.exe_dir = "/nonexistent/bin";
    assert_int_equal(gm_paths_data(&in, out, sizeof out), GM_PATH_INSTALLED);
    in.exe_dir = NULL;
    assert_int_equal(gm_paths_data(&in, out, sizeof out), GM_PATH_INSTALLED);
}

static void staged_install_finds_its_data(void **state)
{
    (void)state;
    /* <root>/bin/spacecats with <root>/share/spacecats/layout/board.yaml
     * and <root>/share/locale/fr/LC_MESSAGES/spacecats.mo beside it. */
    char root[] = SC_TEST_BUILDDIR "/stage-XXXXXX";
    assert_non_null(mkdtemp(root));
    const char *dirs[] = {"bin",
                          "share",
                          "share/spacecats",
                          "share/spacecats/layout",
                          "share/locale",
                          "share/locale/fr",
                          "share/locale/fr/LC_MESSAGES"};
    char p[1024];
    for (size_t i = 0; i < sizeof dirs / sizeof dirs[0]; i++) {
        snprintf(p, sizeof p, "%s/%s", root, dirs[i]);
        assert_int_equal(mkdir(p, 0700), 0);
    }
    const char *files[] = {"share/spacecats/layout/board.yaml",
                           "share/locale/fr/LC_MESSAGES/spacecats.mo"};
    for (size_t i = 0; i < 2; i++) {
        snprintf(p, sizeof p, "%s/%s", root, files[i]);
        FILE *f = fopen(p, "w");
        assert_non_null(f);
        fclose(f);
    }
    char bin[1024], want[1024], out[512];
    snprintf(bin, sizeof bin, "%s/bin", root);
    gm_path_inputs in = {NULL, NULL, bin};
    assert_int_equal(gm_paths_data(&in, out, sizeof out), GM_PATH_BESIDE_PROGRAM);
    snprintf(want, sizeof want, "%s/share/spacecats", root);
    char real[4096];
    assert_non_null(realpath(want, real));
    assert_string_equal(out, real);
    assert_int_equal(gm_paths_locale(&in, out, sizeof out), GM_PATH_BESIDE_PROGRAM);
    assert_non_null(strstr(out, "/share/locale"));
    /* Remove the data: the configured folder is the answer again. */
    snprintf(p, sizeof p, "%s/%s", root, files[0]);
    assert_int_equal(unlink(p), 0);
    assert_int_equal(gm_paths_data(&in, out, sizeof out), GM_PATH_INSTALLED);
}

static void locale_folder_order(void **state)
{
    (void)state;
    char out[512];
    gm_path_inputs in = {"/ignored", "/from/env", SC_TEST_EXEDIR};
    assert_int_equal(gm_paths_locale(&in, out, sizeof out), GM_PATH_ENV);
    assert_string_equal(out, "/from/env");
    in.env = NULL;
    assert_int_equal(gm_paths_locale(&in, out, sizeof out), GM_PATH_BUILD_TREE);
    assert_string_equal(out, SC_TEST_LOCALEDIR);
}

static bool fake_platform(void *ctx, char *out, size_t len)
{
    int *calls = ctx;
    (*calls)++;
    snprintf(out, len, "/home/cat/.local/share/spacecats");
    return true;
}

static bool no_platform(void *ctx, char *out, size_t len)
{
    (void)ctx;
    (void)out;
    (void)len;
    return false;
}

static void pref_folder(void **state)
{
    (void)state;
    char out[512];
    int calls = 0;
    assert_int_equal(gm_paths_pref("/tmp/prefs", fake_platform, &calls, out, sizeof out),
                     GM_PATH_ENV);
    assert_string_equal(out, "/tmp/prefs/");
    assert_int_equal(calls, 0); /* not asked: asking may create a folder */
    assert_int_equal(gm_paths_pref("", fake_platform, &calls, out, sizeof out), GM_PATH_PLATFORM);
    assert_string_equal(out, "/home/cat/.local/share/spacecats/");
    assert_int_equal(calls, 1);
    assert_int_equal(gm_paths_pref(NULL, no_platform, NULL, out, sizeof out), GM_PATH_NONE);
    assert_string_equal(out, "");
}

/* The cache folder (the art kept between runs): XDG's, else none when
 * tests point the per-user folder elsewhere, else ~/.cache, else inside
 * the per-user folder (Windows); a relative XDG_CACHE_HOME or HOME is
 * ignored (the XDG rule), and a path that does not fit is none, not cut. */
static void cache_folder(void **state)
{
    (void)state;
    char out[64];
    gm_paths_cache("/x/cache", "/t/p/", "/home/cat", "/t/p/", out, sizeof out);
    assert_string_equal(out, "/x/cache/spacecats/");
    gm_paths_cache("/x/cache/", NULL, NULL, NULL, out, sizeof out);
    assert_string_equal(out, "/x/cache/spacecats/");
    gm_paths_cache("rel/cache", "/t/p/", "/home/cat", "/t/p/", out, sizeof out);
    assert_string_equal(out, ""); /* a test's folder, and no cache asked for */
    gm_paths_cache("", "", "/home/cat", "/home/cat/.local/share/spacecats/", out, sizeof out);
    assert_string_equal(out, "/home/cat/.cache/spacecats/");
    gm_paths_cache(NULL, NULL, "relative", "C:/Users/cat/AppData/Roaming/spacecats/", out,
                   sizeof out);
    assert_string_equal(out, "C:/Users/cat/AppData/Roaming/spacecats/cache/");
    gm_paths_cache(NULL, NULL, NULL, "", out, sizeof out);
    assert_string_equal(out, "");
    char tiny[16];
    gm_paths_cache("/a/long/cache/folder", NULL, NULL, NULL, tiny, sizeof tiny);
    assert_string_equal(tiny, "");
}

/* The game log keeps facts and words them when read: after a change of
 * language mid-game every line, and every default seat name, reads in the
 * new language, and switching back gives the very same lines. */
static void game_log_follows_the_language(void **state)
{
    (void)state;
    enum { LINES = 60 };
    unsetenv("LANGUAGE");
    setenv("LANG", "C", 1);
    assert_true(gm_i18n_init(SC_TEST_LOCALEDIR));
    gm_i18n_set_language("en");
    static sc_mat mat;
    static gm_layout lay;
    char err[256];
    assert_true(sc_mat_load_file(SC_TEST_DATADIR "/mat/default.yaml", &mat, err, sizeof err));
    assert_true(gm_layout_load_file(SC_TEST_DATADIR "/layout/board.yaml", &lay, err, sizeof err));
    gm_play *play = gm_play_new(&lay);
    assert_non_null(play);
    sc_setup s = {.n_players = 2, .variants = SC_VARIANT_ALL, .first_player = 0, .seed = 11};
    gm_seat seats[SC_MAX_PLAYERS] = {{.kind = GM_SEAT_COMPUTER}, {.kind = GM_SEAT_COMPUTER}};
    assert_true(gm_session_start(play->session, &mat, &s, seats));
    gm_session_set_threaded(play->session, false);
    for (unsigned t = 0; t < 100000 && !sc_game_over(gm_play_game(play)); t++) {
        gm_session_tick(play->session, GM_TICK_SECONDS, 1000);
    }
    assert_true(sc_game_over(gm_play_game(play)));
    assert_true(gm_session_log_size(play->session) >= LINES);

    static char en[LINES][GM_LOG_LEN], fr[LINES][GM_LOG_LEN], again[GM_LOG_LEN];
    for (unsigned age = 0; age < LINES; age++) {
        gm_session_log_line(play->session, age, en[age], sizeof en[age]);
        assert_true(en[age][0] != '\0');
    }
    assert_string_equal(en[0], "The game is over");
    assert_string_equal(gm_session_name(play->session, 1), "Computer 2");

    gm_i18n_set_language("fr");
    gm_session_language_changed(play->session);
    assert_string_equal(gm_session_name(play->session, 1), "Ordinateur 2");
    for (unsigned age = 0; age < LINES; age++) {
        gm_session_log_line(play->session, age, fr[age], sizeof fr[age]);
        assert_string_not_equal(fr[age], en[age]);
    }
    assert_string_equal(fr[0], _("The game is over"));
    assert_string_not_equal(fr[0], "The game is over");

    gm_i18n_set_language("en");
    gm_session_language_changed(play->session);
    for (unsigned age = 0; age < LINES; age++) {
        gm_session_log_line(play->session, age, again, sizeof again);
        assert_string_equal(again, en[age]);
    }
    gm_play_free(play);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(switches_at_run_time),
        cmocka_unit_test(decimal_separator_follows_the_language),
        cmocka_unit_test(names_fit_with_an_ellipsis),
        cmocka_unit_test(names_in_sentences),
        cmocka_unit_test(lines_never_break_before_a_french_mark),
        cmocka_unit_test(paths_fit_by_their_end),
        cmocka_unit_test(follows_the_system),
        cmocka_unit_test(known_languages),
        cmocka_unit_test(lang_option),
        cmocka_unit_test(game_log_follows_the_language),
        cmocka_unit_test(data_folder_order),
        cmocka_unit_test(staged_install_finds_its_data),
        cmocka_unit_test(locale_folder_order),
        cmocka_unit_test(pref_folder),
        cmocka_unit_test(cache_folder),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
