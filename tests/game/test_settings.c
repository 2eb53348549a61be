/* Settings: every key round-trips through the file; a bad value warns with
 * the file and line and keeps its default (or is clamped, for numbers out
 * of range); damaged, binary and empty files never crash. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "settings.h"
#include "spacecats/ai.h"
#include "yaml_cases.h"

#ifndef SC_TEST_BUILDDIR
#define SC_TEST_BUILDDIR "."
#endif

static bool load(gm_settings *s, const char *text, char *warn)
{
    return gm_settings_load_text(s, text, strlen(text), "s.yaml", warn, 256);
}

static void defaults_are_sane(void **state)
{
    (void)state;
    gm_settings s;
    gm_settings_defaults(&s);
    assert_string_equal(s.lang, "");
    assert_int_equal(s.volume, 80);
    assert_false(s.mute);
    assert_int_equal(s.speed, GM_SPEED_NORMAL);
    assert_true(s.show_hints);
    assert_true(s.show_tips);
    assert_int_equal(s.setup.n_players, 4);
    assert_int_equal(s.setup.first_player, -1);
    assert_int_equal(s.setup.seats[0].kind, GM_SEAT_HUMAN);
    assert_int_equal(s.setup.seats[1].kind, GM_SEAT_COMPUTER);
    assert_string_equal(sc_ai_levels[s.setup.seats[1].level].name, "captain");
}

static void every_key_round_trips(void **state)
{
    (void)state;
    gm_settings s, back;
    gm_settings_defaults(&s);
    snprintf(s.lang, sizeof s.lang, "fr");
    s.volume = 37;
    s.mute = true;
    s.speed = GM_SPEED_INSTANT;
    s.auto_roll = true;
    s.fullscreen = true;
    s.show_hints = false;
    s.show_tips = false;
    s.host_port = 7300;
    s.setup.n_players = 5;
    s.setup.variants = SC_VARIANT_UFO | SC_VARIANT_MISSIONS;
    s.setup.first_player = 2;
    for (unsigned i = 0; i < SC_MAX_PLAYERS; i++) {
        s.setup.seats[i].kind = i % 2 ? GM_SEAT_HUMAN : GM_SEAT_COMPUTER;
        s.setup.seats[i].level = (uint8_t)(i % sc_ai_level_count);
        s.setup.seats[i].colour = (uint8_t)(SC_MAX_PLAYERS - 1 - i);
    }
    snprintf(s.setup.seats[0].name, GM_NAME_LEN, "Tom \"the cat\" \\ é");
    snprintf(s.setup.seats[3].name, GM_NAME_LEN, "Zoé");

    char path[600], err[256], warn[256];
    snprintf(path, sizeof path, "%s/settings-roundtrip.yaml", SC_TEST_BUILDDIR);
    assert_true(gm_settings_save(&s, path, err, sizeof err));
    assert_true(gm_settings_load(&back, path, warn, sizeof warn));
    assert_string_equal(warn, "");
    assert_string_equal(back.lang, "fr");
    assert_int_equal(back.volume, 37);
    assert_true(back.mute);
    assert_int_equal(back.speed, GM_SPEED_INSTANT);
    assert_true(back.auto_roll);
    assert_true(back.fullscreen);
    assert_false(back.show_hints);
    assert_false(back.show_tips);
    assert_int_equal(back.host_port, 7300);
    assert_int_equal(back.setup.n_players, 5);
    assert_int_equal(back.setup.variants, SC_VARIANT_UFO | SC_VARIANT_MISSIONS);
    assert_int_equal(back.setup.first_player, 2);
    for (unsigned i = 0; i < SC_MAX_PLAYERS; i++) {
        assert_int_equal(back.setup.seats[i].kind, s.setup.seats[i].kind);
        assert_int_equal(back.setup.seats[i].level, s.setup.seats[i].level);
        assert_int_equal(back.setup.seats[i].colour, s.setup.seats[i].colour);
        assert_string_equal(back.setup.seats[i].name, s.setup.seats[i].name);
    }
    /* The language can follow the system again. */
    back.lang[0] = '\0';
    assert_true(gm_settings_save(&back, path, err, sizeof err));
    assert_true(gm_settings_load(&s, path, warn, sizeof warn));
    assert_string_equal(s.lang, "");
    unlink(path);
}

static void missing_file_is_defaults(void **state)
{
    (void)state;
    gm_settings s;
    char warn[256] = "junk";
    assert_true(gm_settings_load(&s, SC_TEST_BUILDDIR "/no-such-settings.yaml", warn, sizeof warn));
    assert_string_equal(warn, "");
    assert_int_equal(s.volume, 80);
    assert_int_equal(s.host_port, 7246);
}

static void hand_written_file(void **state)
{
    (void)state;
    gm_settings s;
    char warn[256];
    assert_true(load(&s,
                     "# mine\n"
                     "language: en\n"
                     "volume: 100\n"
                     "speed: slow\n"
                     "mute: yes\n"
                     "players: 2\n"
                     "variants: none\n"
                     "seats: [{kind: computer, level: commander, colour: 2, name: \"Tom\"}]\n",
                     warn));
    assert_string_equal(warn, "");
    assert_string_equal(s.lang, "en");
    assert_int_equal(s.volume, 100);
    assert_true(s.mute);
    assert_int_equal(s.setup.n_players, 2);
    assert_int_equal(s.setup.seats[0].kind, GM_SEAT_COMPUTER);
    assert_string_equal(sc_ai_levels[s.setup.seats[0].level].name, "commander");
    assert_int_equal(s.setup.seats[0].colour, 2);
    assert_string_equal(s.setup.seats[0].name, "Tom");
    /* Seat 3 kept its default colour 2, now taken: it moves to a free one. */
    for (unsigned i = 1; i < SC_MAX_PLAYERS; i++) {
        assert_int_not_equal(s.setup.seats[i].colour, 2);
    }
}

/* A yes-or-no in the YAML kit's one spelling, as the board and mat files
 * read it: true/false, yes/no, on/off in lower, Capitalised or UPPER case. */
static void yes_no_words(void **state)
{
    (void)state;
    gm_settings s;
    char warn[256];
    assert_true(load(&s, "mute: ON\nfullscreen: YES\nshow_hints: NO\nshow_tips: Off\n", warn));
    assert_string_equal(warn, "");
    assert_true(s.mute);
    assert_true(s.fullscreen);
    assert_false(s.show_hints);
    assert_false(s.show_tips);
}

/* Each kind of bad value: a warning naming file and line, the default kept
 * for that key, the other keys still read. */
static void bad_values_keep_defaults(void **state)
{
    (void)state;
    static const struct {
        const char *text;
        const char *expect; /* in the warning */
    } cases[] = {
        {"mute: true\nlanguage: de\n", "s.yaml:2: language"},
        {"mute: true\nvolume: loud\n", "s.yaml:2: volume"},
        {"mute: true\nvolume: 12abc\n", "s.yaml:2: volume"},
        {"mute: true\nvolume: [1, 2]\n", "s.yaml:2: volume"},
        {"mute: true\nspeed: warp\n", "s.yaml:2: speed"},
        {"mute: true\nfullscreen: maybe\n", "s.yaml:2: fullscreen"},
        {"mute: true\nplayers: many\n", "s.yaml:2: players"},
        {"mute: true\nvariants: ufo\n", "s.yaml:2: variants"},
        {"mute: true\nfirst_player: left\n", "s.yaml:2: first_player"},
        {"mute: true\nseats: 4\n", "s.yaml:2: seats"},
        {"mute: true\nseats:\n  - {kind: robot}\n", "s.yaml:3: seats: kind"},
        {"mute: true\nseats:\n  - {level: tiger}\n", "s.yaml:3: seats: level"},
        {"mute: true\nseats:\n  - {name: \"a\\tb\"}\n", "s.yaml:3: seats: name"},
        /* C1 controls and Unicode line separators (found by fuzz-settings: they
         * were written back raw, and the file then could not be read). */
        {"mute: true\nseats:\n  - {name: \"\\x83nne\"}\n", "s.yaml:3: seats: name: control"},
        {"mute: true\nseats:\n  - {name: \"a\\u2028b\"}\n", "s.yaml:3: seats: name: control"},
        {"mute: true\nseats:\n  - {name: \"\\ufeff\"}\n", "s.yaml:3: seats: name: control"},
        {"mute: true\nseats:\n  - {hat: red}\n", "s.yaml:3: seats: unknown setting 'hat'"},
        {"mute: true\nseats:\n  - 7\n", "s.yaml:3: seats: seat 1"},
        {"mute: true\ncolour: blue\n", "s.yaml:2: unknown setting 'colour'"},
        {"mute: true\nvolume: 5\nvolume: 6\n", "s.yaml:3: 'volume' is given twice"},
        {"mute: true\nseats: [{colour: 1}, {colour: 1}]\n",
         "s.yaml:2: seats: seat 2 repeats colour 1"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        gm_settings s, d;
        gm_settings_defaults(&d);
        char warn[256] = "";
        bool ok = load(&s, cases[i].text, warn);
        if (ok || strstr(warn, cases[i].expect) != warn) {
            fail_msg("case %zu: got '%s', expected '%s...'", i, warn, cases[i].expect);
        }
        assert_true(s.mute); /* the good line still counts */
        assert_int_equal(s.volume, strstr(cases[i].text, "volume: 5\n") ? 5 : d.volume);
        assert_int_equal(s.speed, d.speed);
        assert_string_equal(s.lang, d.lang);
        assert_int_equal(s.setup.n_players, d.setup.n_players);
        assert_int_equal(s.setup.variants, d.setup.variants);
        assert_int_equal(s.setup.first_player, d.setup.first_player);
        assert_int_equal(s.setup.seats[0].kind, d.setup.seats[0].kind);
        assert_int_equal(s.setup.seats[0].level, d.setup.seats[0].level);
        assert_string_equal(s.setup.seats[0].name, d.setup.seats[0].name);
    }
}

/* Out of range numbers are clamped (and warned about), not refused. */
static void out_of_range_is_clamped(void **state)
{
    (void)state;
    gm_settings s;
    char warn[256];
    assert_false(load(&s, "volume: 150\n", warn));
    assert_int_equal(s.volume, 100);
    assert_non_null(strstr(warn, "s.yaml:1: volume: 150 is out of range"));
    assert_false(load(&s, "volume: -5\n", warn));
    assert_int_equal(s.volume, 0);
    assert_false(load(&s, "volume: 99999999999999999999999\n", warn));
    assert_int_equal(s.volume, 100);
    /* A hosted game's port: above the system's (a privilege the game lacks). */
    assert_false(load(&s, "host_port: 80\n", warn));
    assert_int_equal(s.host_port, 1024);
    assert_non_null(strstr(warn, "s.yaml:1: host_port: 80 is out of range (1024 to 65535)"));
    assert_false(load(&s, "host_port: 70000\n", warn));
    assert_int_equal(s.host_port, 65535);
    assert_false(load(&s, "host_port: http\n", warn));
    assert_int_equal(s.host_port, 7246);
    assert_false(load(&s, "players: 9\n", warn));
    assert_int_equal(s.setup.n_players, 5);
    assert_false(load(&s, "players: 1\n", warn));
    assert_int_equal(s.setup.n_players, 2);
    assert_false(load(&s, "seats: [{colour: 12}]\n", warn));
    assert_int_equal(s.setup.seats[0].colour, 4);
    for (unsigned i = 1; i < SC_MAX_PLAYERS; i++) {
        assert_int_not_equal(s.setup.seats[i].colour, 4);
    }
    /* A first player beyond the table: drawn at random instead. */
    assert_false(load(&s, "players: 2\nfirst_player: 4\n", warn));
    assert_int_equal(s.setup.first_player, -1);
    assert_non_null(strstr(warn, "first_player"));
    /* A name too long is cut at a character boundary. */
    assert_false(load(&s, "seats: [{name: \"ééééééééééééééééééééé\"}]\n", warn));
    assert_int_equal(strlen(s.setup.seats[0].name), 22);
    assert_non_null(strstr(warn, "s.yaml:1: seats: name"));
}

static void damaged_files_never_crash(void **state)
{
    (void)state;
    gm_settings s, d;
    gm_settings_defaults(&d);
    char warn[256];
    /* Empty and comment-only: the defaults, no warning. */
    assert_true(load(&s, "", warn));
    assert_true(load(&s, "# nothing\n", warn));
    assert_int_equal(s.volume, d.volume);
    /* Syntax errors: the defaults, with a line. */
    assert_false(load(&s, "volume: 3\nmute: [true\n", warn));
    assert_int_equal(s.volume, d.volume);
    assert_non_null(strstr(warn, "s.yaml:"));
    assert_non_null(strstr(warn, "YAML syntax error"));
    assert_false(load(&s, "- a\n- b\n", warn));
    assert_non_null(strstr(warn, "s.yaml:1: expected settings"));
    assert_false(load(&s, "just words\n", warn));
    assert_false(load(&s, "volume: *nope\n", warn));
    /* Binary: bytes that are not UTF-8, and NULs. */
    static const char bin[] = {'v', 'o', 'l', ':', ' ', '\xff', '\xfe', '\0', '\x01', '\n'};
    assert_false(gm_settings_load_text(&s, bin, sizeof bin, "s.yaml", warn, sizeof warn));
    assert_non_null(strstr(warn, "s.yaml:1: not a YAML text file"));
    assert_int_equal(s.volume, d.volume);
    /* Every prefix of a good file: no crash, complete settings. */
    char *good = gm_settings_format(&d);
    assert_non_null(good);
    for (size_t n = 0; n <= strlen(good); n++) {
        gm_settings_load_text(&s, good, n, "s.yaml", warn, sizeof warn);
        assert_true(s.volume >= 0 && s.volume <= 100);
    }
    free(good);
    /* A tiny warning buffer and none at all. */
    char tiny[4];
    assert_false(gm_settings_load_text(&s, "volume: x\n", 10, "s.yaml", tiny, sizeof tiny));
    assert_string_equal(tiny, "s.y");
    assert_false(gm_settings_load_text(&s, "volume: x\n", 10, "s.yaml", NULL, 0));
    /* A folder where the file should be. */
    assert_false(gm_settings_load(&s, SC_TEST_BUILDDIR, warn, sizeof warn));
    assert_non_null(strstr(warn, SC_TEST_BUILDDIR));
}

/* gm_settings_read tells a file none of which could be read (the app sets
 * it aside before anything overwrites it) from one with a bad key (the rest
 * counts; saving rewrites it with that key's default). */
static void unusable_files_are_told_apart(void **state)
{
    (void)state;
    static const struct {
        const char *text;
        bool unusable;
    } cases[] = {
        {"volume: 40\nspeed: [fast\nmute: true\n", true}, /* a syntax error */
        {"- a\n- b\n", true},                             /* not key: value lines */
        {"vol\xff\xfe: 3\n", true},                       /* not UTF-8 text */
        {"volume: loud\nmute: true\n", false},            /* one bad value */
        {"volume: 40\n", false},
        {"", false},
    };
    char path[600], warn[600];
    snprintf(path, sizeof path, "%s/unusable-settings.yaml", SC_TEST_BUILDDIR);
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        FILE *f = fopen(path, "wb");
        assert_non_null(f);
        fputs(cases[i].text, f);
        assert_int_equal(fclose(f), 0);
        gm_settings s;
        bool unusable = !cases[i].unusable;
        bool ok = gm_settings_read(&s, path, warn, sizeof warn, &unusable);
        assert_int_equal(unusable, cases[i].unusable);
        if (cases[i].unusable) {
            assert_false(ok);
            assert_non_null(strstr(warn, path));
        }
    }
    /* Too large to be read at all (64 KB and more; the attack found 200 KB
     * to 1.5 MB files replaced without a copy): unusable, whatever it holds. */
    static const size_t sizes[] = {GM_SETTINGS_FILE_MAX + 1, 200 * 1024, 1536 * 1024};
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        FILE *big = fopen(path, "wb");
        assert_non_null(big);
        fputs("volume: 40\nmute: true\n", big);
        for (size_t at = 22; at < sizes[i]; at += 64) {
            fputs("# a note the player wrote, a long one, sixty-four bytes a line.\n", big);
        }
        assert_int_equal(fclose(big), 0);
        gm_settings t;
        bool too_big = false;
        assert_false(gm_settings_read(&t, path, warn, sizeof warn, &too_big));
        assert_true(too_big);
        assert_non_null(strstr(warn, path));
    }
    /* The syntax error names its line. */
    gm_settings s;
    bool unusable = false;
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    fputs(cases[0].text, f);
    assert_int_equal(fclose(f), 0);
    assert_false(gm_settings_read(&s, path, warn, sizeof warn, &unusable));
    char want[700];
    snprintf(want, sizeof want, "%s:3: YAML syntax error", path);
    assert_non_null(strstr(warn, want));
    unlink(path);
}

/* Whatever bytes a name holds, the file written stays readable: controls
 * are escaped (and refused on reading), malformed UTF-8 becomes '?'. */
static void odd_names_keep_the_file_readable(void **state)
{
    (void)state;
    static const char *const names[] = {"a\xc2\x85"
                                        "b",
                                        "a\xffz",
                                        "\xe2\x80\xa8",
                                        "x\x7f",
                                        "\xef\xbf\xbe",
                                        "tab\there",
                                        "\xc3"};
    for (size_t k = 0; k < sizeof names / sizeof names[0]; k++) {
        gm_settings s, back;
        gm_settings_defaults(&s);
        s.volume = 42;
        snprintf(s.setup.seats[1].name, GM_NAME_LEN, "%s", names[k]);
        char *text = gm_settings_format(&s);
        assert_non_null(text);
        char warn[256] = "";
        bool ok = gm_settings_load_text(&back, text, strlen(text), "s.yaml", warn, sizeof warn);
        if (!ok && strstr(warn, "seats: name") == NULL) {
            fail_msg("name %zu: the file could not be read back: %s", k, warn);
        }
        assert_int_equal(back.volume, 42); /* the rest of the file counts */
        free(text);
    }
    /* A malformed byte comes back as '?', the rest of the name kept. */
    gm_settings s, back;
    gm_settings_defaults(&s);
    snprintf(s.setup.seats[1].name, GM_NAME_LEN, "a\xffz");
    char *text = gm_settings_format(&s);
    char warn[256];
    assert_true(gm_settings_load_text(&back, text, strlen(text), "s.yaml", warn, sizeof warn));
    assert_string_equal(back.setup.seats[1].name, "a?z");
    free(text);
}

static void save_failure_names_the_file(void **state)
{
    (void)state;
    gm_settings s;
    gm_settings_defaults(&s);
    char err[256] = "";
    assert_false(gm_settings_save(&s, "/nonexistent-folder/settings.yaml", err, sizeof err));
    assert_non_null(strstr(err, "/nonexistent-folder/settings.yaml"));
}

/* Deep nesting and a second document: the defaults, with the file and
 * line (the second document was ignored without a word, its first kept). */
static void nested_and_second_document_are_refused(void **state)
{
    (void)state;
    gm_settings s;
    char warn[256];
    char *deep = deep_yaml(1);
    assert_false(gm_settings_load_text(&s, deep, strlen(deep), "s.yaml", warn, sizeof warn));
    free(deep);
    if (strstr(warn, "s.yaml:2: nested deeper than 32 levels") == NULL) {
        fail_msg("deep: %s", warn);
    }
    assert_false(load(&s, "volume: 30\n---\nvolume: 90\n", warn));
    if (strstr(warn, "s.yaml:2: a second YAML document") == NULL) {
        fail_msg("two documents: %s", warn);
    }
    gm_settings d;
    gm_settings_defaults(&d);
    assert_int_equal(s.volume, d.volume);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(defaults_are_sane),
        cmocka_unit_test(every_key_round_trips),
        cmocka_unit_test(missing_file_is_defaults),
        cmocka_unit_test(hand_written_file),
        cmocka_unit_test(yes_no_words),
        cmocka_unit_test(bad_values_keep_defaults),
        cmocka_unit_test(out_of_range_is_clamped),
        cmocka_unit_test(damaged_files_never_crash),
        cmocka_unit_test(unusable_files_are_told_apart),
        cmocka_unit_test(odd_names_keep_the_file_readable),
        cmocka_unit_test(save_failure_names_the_file),
        cmocka_unit_test(nested_and_second_document_are_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
