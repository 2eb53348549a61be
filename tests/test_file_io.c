/* Files and folders named in any language (file_io.h): a player named
 * "Zoé" and a save named "Partie d'été", through every call of the module.
 * Run natively, and cross-compiled under Wine (scripts/test-windows.sh),
 * where the names must reach Windows as the same characters: the folder is
 * made, and the files looked at, with Windows' own wide-character calls. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#ifdef _WIN32
#define WIN32_LEAN_AND_MEAN
#include <windows.h>
#endif

#include "spacecats/file_io.h"

/* "Zoé", "Partie d'été" and a cat (beyond any 8-bit code page), in UTF-8. */
#define ZOE "Zo\xc3\xa9"
#define DIR SC_TEST_BUILDDIR "/file-io-" ZOE
#define SAVES DIR "/saves"
#define SUMMER "Partie d'\xc3\xa9t\xc3\xa9.save"
#define CAT "\xe7\x8c\xab.save"

#ifdef _WIN32
/* path (UTF-8) as Windows names it. */
static wchar_t *wide(const char *path)
{
    static wchar_t w[1024];
    assert_true(MultiByteToWideChar(CP_UTF8, MB_ERR_INVALID_CHARS, path, -1, w, 1024) > 0);
    return w;
}
#endif

/* True when Windows itself (or the system) has a file or folder by that name. */
static bool system_has(const char *path)
{
#ifdef _WIN32
    return GetFileAttributesW(wide(path)) != INVALID_FILE_ATTRIBUTES;
#else
    sc_file_info st;
    return sc_file_info_get(path, true, &st);
#endif
}

/* Empties and removes DIR's tree as a previous run left it. */
static void clear(void)
{
    static const char *const files[] = {SAVES "/" SUMMER, SAVES "/" CAT, SAVES "/old.save",
                                        DIR "/file"};
    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) {
        sc_file_remove(files[i]);
    }
#ifdef _WIN32
    RemoveDirectoryW(wide(SAVES));
    RemoveDirectoryW(wide(DIR));
#else
    remove(SAVES);
    remove(DIR);
#endif
}

static int setup(void **state)
{
    (void)state;
    clear();
    /* The folder as the system makes it (a Windows account's own folder). */
#ifdef _WIN32
    assert_true(CreateDirectoryW(wide(DIR), NULL));
#else
    assert_true(sc_file_make_folder(DIR));
#endif
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    clear();
    return 0;
}

static void write_read_list(void **state)
{
    (void)state;
    char err[512] = "";
    assert_true(sc_file_make_folder(SAVES));
    assert_true(system_has(SAVES));
    static const char text[] = "spacecats-save 1\n";
    assert_true(sc_file_write_atomic(SAVES "/" SUMMER, text, sizeof text - 1, err, sizeof err));
    assert_true(sc_file_write_atomic(SAVES "/" CAT, "x", 1, err, sizeof err));
    assert_true(system_has(SAVES "/" SUMMER));
    assert_true(system_has(SAVES "/" CAT));

    size_t len = 0;
    char *back = sc_file_read(SAVES "/" SUMMER, 1000, &len, err, sizeof err);
    assert_non_null(back);
    assert_int_equal(len, sizeof text - 1);
    assert_string_equal(back, text);
    free(back);

    sc_file_info st;
    assert_true(sc_file_info_get(SAVES "/" SUMMER, false, &st));
    assert_int_equal(st.kind, SC_FILE_REGULAR);
    assert_int_equal(st.size, sizeof text - 1);
    int64_t now = (int64_t)time(NULL);
    assert_true(st.mtime > now - 86400 && st.mtime < now + 86400);
    assert_true(sc_file_info_get(DIR, true, &st));
    assert_int_equal(st.kind, SC_FILE_FOLDER);

    /* The listing gives the names back as they were written, and only
     * them: no temporary file left by the atomic writes. */
    sc_folder *f = sc_folder_open(SAVES);
    assert_non_null(f);
    unsigned summer = 0, cat = 0, other = 0;
    for (const char *name; (name = sc_folder_next(f)) != NULL;) {
        summer += strcmp(name, SUMMER) == 0;
        cat += strcmp(name, CAT) == 0;
        other += strcmp(name, SUMMER) != 0 && strcmp(name, CAT) != 0;
    }
    sc_folder_close(f);
    assert_int_equal(summer, 1);
    assert_int_equal(cat, 1);
    assert_int_equal(other, 0);

    FILE *in = sc_file_open_read(SAVES "/" CAT, err, sizeof err);
    assert_non_null(in);
    assert_int_equal(fgetc(in), 'x');
    fclose(in);

    /* One file however it is spelled; two files are two (on Windows the C
     * library's stat numbers every file 0). */
    assert_true(sc_file_same(SAVES "/" SUMMER, DIR "/saves/../saves/./" SUMMER));
    assert_false(sc_file_same(SAVES "/" SUMMER, SAVES "/" CAT));
    assert_false(sc_file_same(SAVES "/" SUMMER, SAVES "/missing"));
}

static void replace_and_remove(void **state)
{
    (void)state;
    char err[512] = "";
    assert_true(sc_file_make_folder(SAVES));
    assert_true(sc_file_write_atomic(SAVES "/old.save", "old", 3, err, sizeof err));
    assert_true(sc_file_write_atomic(SAVES "/" SUMMER, "new", 3, err, sizeof err));
    /* Over a file that is there: replaced in one step. */
    assert_true(sc_file_rename(SAVES "/" SUMMER, SAVES "/old.save"));
    char *back = sc_file_read(SAVES "/old.save", 100, NULL, err, sizeof err);
    assert_non_null(back);
    assert_string_equal(back, "new");
    free(back);
    sc_file_info st;
    errno = 0;
    assert_false(sc_file_info_get(SAVES "/" SUMMER, false, &st));
    assert_int_equal(errno, ENOENT);
    /* The atomic write replaces too, whatever the file's name. */
    assert_true(sc_file_rename(SAVES "/old.save", SAVES "/" CAT));
    assert_true(sc_file_write_atomic(SAVES "/" CAT, "newer", 5, err, sizeof err));
    back = sc_file_read(SAVES "/" CAT, 100, NULL, err, sizeof err);
    assert_non_null(back);
    assert_string_equal(back, "newer");
    free(back);

    assert_true(sc_file_remove(SAVES "/" CAT));
    assert_false(system_has(SAVES "/" CAT));
    errno = 0;
    assert_false(sc_file_remove(SAVES "/" CAT));
    assert_int_equal(errno, ENOENT);
    errno = 0;
    assert_false(sc_file_make_folder(SAVES));
    assert_int_equal(errno, EEXIST);
}

static void refusals_and_paths(void **state)
{
    (void)state;
    char err[512] = "";
    /* A folder is no file to read, said with its name. */
    assert_null(sc_file_open_read(DIR, err, sizeof err));
    assert_non_null(strstr(err, DIR));
    assert_non_null(strstr(err, "a folder"));
    assert_null(sc_file_read(DIR "/missing", 100, NULL, err, sizeof err));
    assert_non_null(strstr(err, DIR "/missing"));
#ifdef _WIN32
    /* Not UTF-8: refused, not turned into some other name. */
    assert_false(sc_file_write_atomic(DIR "/bad\xff", "x", 1, err, sizeof err));
    assert_non_null(strstr(err, "cannot create"));
#endif

    assert_true(sc_file_make_folder(SAVES));
    char *real = sc_file_real_path(SAVES "/../saves/.");
    assert_non_null(real);
    const char *tail = "/file-io-" ZOE "/saves";
    size_t n = strlen(real), t = strlen(tail);
    assert_true(n > t);
    assert_string_equal(real + n - t, tail);
    assert_null(strstr(real, ".."));
    assert_null(strchr(real, '\\'));
    free(real);
    errno = 0;
    assert_null(sc_file_real_path(DIR "/missing"));
    assert_int_equal(errno, ENOENT);

    char cwd[1024];
    assert_true(sc_file_current_folder(cwd, sizeof cwd));
    real = sc_file_real_path(".");
    assert_non_null(real);
    assert_string_equal(cwd, real);
    free(real);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(write_read_list, setup, teardown),
        cmocka_unit_test_setup_teardown(replace_and_remove, setup, teardown),
        cmocka_unit_test_setup_teardown(refusals_and_paths, setup, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
