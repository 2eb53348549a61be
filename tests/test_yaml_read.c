/* The YAML readers' kit (yaml_read.h): the shapes it checks and the words
 * of its messages, with the line of the offending node. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <string.h>

#include <cmocka.h>

#include "spacecats/yaml_read.h"

typedef struct fixture {
    yaml_document_t doc;
    sc_yaml_reader rd;
    char err[512];
} fixture;

static yaml_node_t *load(fixture *f, const char *text)
{
    memset(f, 0, sizeof *f);
    assert_true(sc_yaml_load(text, strlen(text), "x.yaml", &f->doc, f->err, sizeof f->err));
    f->rd =
        (sc_yaml_reader){.path = "x.yaml", .doc = &f->doc, .err = f->err, .err_len = sizeof f->err};
    return yaml_document_get_root_node(&f->doc);
}

static const char *const keys[] = {"name", "points", "art"};

static void fields_of_a_mapping(void **state)
{
    (void)state;
    fixture f;
    yaml_node_t *v[3];
    yaml_node_t *root = load(&f, "name: Mouse\npoints: 3\n");
    assert_true(sc_yaml_fields(&f.rd, root, "moon", keys, 3, 0x3, v));
    assert_string_equal(sc_yaml_text(v[0]), "Mouse");
    assert_string_equal(sc_yaml_text(v[1]), "3");
    assert_null(v[2]);
    /* A required key missing: the mapping's line. */
    assert_false(sc_yaml_fields(&f.rd, root, "moon", keys, 3, 0x7, v));
    assert_string_equal(f.err, "x.yaml:1: moon: missing required key 'art'");
    yaml_document_delete(&f.doc);

    root = load(&f, "name: Mouse\npoints: 3\ncolour: red\n");
    assert_false(sc_yaml_fields(&f.rd, root, "moon", keys, 3, 0, v));
    assert_string_equal(f.err,
                        "x.yaml:3: moon: unknown key 'colour' (known keys: name, points, art)");
    yaml_document_delete(&f.doc);

    root = load(&f, "name: Mouse\npoints: 3\nname: Sock\n");
    assert_false(sc_yaml_fields(&f.rd, root, "moon", keys, 3, 0, v));
    assert_string_equal(f.err, "x.yaml:3: moon: duplicate key 'name' (first on line 1)");
    yaml_document_delete(&f.doc);

    root = load(&f, "? [a]\n: 1\n");
    assert_false(sc_yaml_fields(&f.rd, root, "moon", keys, 3, 0, v));
    assert_string_equal(f.err, "x.yaml:1: moon: a key must be a name, got a list");
    yaml_document_delete(&f.doc);

    root = load(&f, "- a\n- b\n");
    assert_false(sc_yaml_fields(&f.rd, root, "moon", keys, 3, 0, v));
    assert_string_equal(f.err, "x.yaml:1: moon: expected a mapping (key: value), got a list");
    assert_int_equal(sc_yaml_seq_len(root), 2);
    assert_string_equal(sc_yaml_text(sc_yaml_seq_item(&f.rd, root, 1)), "b");
    yaml_document_delete(&f.doc);
}

static void shapes_and_descriptions(void **state)
{
    (void)state;
    fixture f;
    char d[64];
    yaml_node_t *root = load(&f, "a: ~\nb: \"quoted\"\nc: plain\nd: {x: 1}\ne: \"\\x01bell\"\n");
    yaml_node_t *a = sc_yaml_find(&f.rd, root, "a"), *b = sc_yaml_find(&f.rd, root, "b");
    yaml_node_t *c = sc_yaml_find(&f.rd, root, "c"), *dd = sc_yaml_find(&f.rd, root, "d");
    yaml_node_t *e = sc_yaml_find(&f.rd, root, "e");
    assert_null(sc_yaml_find(&f.rd, root, "z"));
    assert_true(sc_yaml_is_null(a));
    assert_false(sc_yaml_is_null(b));
    assert_string_equal(sc_yaml_describe(a, d, sizeof d), "nothing");
    assert_string_equal(sc_yaml_describe(b, d, sizeof d), "the quoted text 'quoted'");
    assert_string_equal(sc_yaml_describe(c, d, sizeof d), "'plain'");
    assert_string_equal(sc_yaml_describe(dd, d, sizeof d), "a mapping");
    assert_string_equal(sc_yaml_shown(c, d, sizeof d), "plain");
    assert_string_equal(sc_yaml_shown(e, d, sizeof d), "?bell"); /* one line */
    assert_false(sc_yaml_want_scalar(&f.rd, a, "a", "a number"));
    assert_string_equal(f.err, "x.yaml:1: a: expected a number, got nothing");
    assert_false(sc_yaml_want_seq(&f.rd, dd, "d"));
    assert_string_equal(f.err, "x.yaml:4: d: expected a list, got a mapping");
    yaml_node_t *need = NULL;
    assert_false(sc_yaml_need(&f.rd, root, "top", "z", &need));
    assert_string_equal(f.err, "x.yaml:1: top: missing required key 'z'");
    assert_true(sc_yaml_need(&f.rd, root, "top", "c", &need));
    assert_ptr_equal(need, c);
    yaml_document_delete(&f.doc);
}

/* One spelling of a value for every reader: the words, the signs, the
 * limits, a NUL hidden in a quoted text. */
static void scalar_values(void **state)
{
    (void)state;
    fixture f;
    yaml_node_t *root =
        load(&f, "[yes, 'On', NO, off, 'True', maybe, '', -12, +7, 123456789012, -123456789012,"
                 " 1.5, 7x, \"4\\0\", -, 2.5e3, inf, \"yes\\0\"]\n");
    bool b = false, huge = false;
    long l = 0;
    double d = 0;
    yaml_node_t *n[18];
    for (unsigned i = 0; i < 18; i++) {
        n[i] = sc_yaml_seq_item(&f.rd, root, i);
    }
    assert_true(sc_yaml_bool_value(n[0], &b) && b);
    assert_true(sc_yaml_bool_value(n[1], &b) && b);
    assert_true(sc_yaml_bool_value(n[2], &b) && !b);
    assert_true(sc_yaml_bool_value(n[3], &b) && !b);
    assert_true(sc_yaml_bool_value(n[4], &b) && b);
    assert_false(sc_yaml_bool_value(n[5], &b));
    assert_false(sc_yaml_bool_value(n[6], &b));
    assert_false(sc_yaml_bool_value(n[17], &b));
    assert_true(sc_yaml_int_value(n[7], &l, &huge) && l == -12 && !huge);
    assert_true(sc_yaml_int_value(n[8], &l, &huge) && l == 7 && !huge);
    assert_true(sc_yaml_int_value(n[9], &l, &huge) && l == 1 && huge);
    assert_true(sc_yaml_int_value(n[10], &l, &huge) && l == -1 && huge);
    assert_false(sc_yaml_int_value(n[11], &l, &huge));
    assert_false(sc_yaml_int_value(n[12], &l, &huge));
    assert_false(sc_yaml_int_value(n[13], &l, &huge));
    assert_false(sc_yaml_int_value(n[14], &l, &huge));
    assert_false(sc_yaml_int_value(n[6], &l, &huge));
    assert_true(sc_yaml_number_value(n[11], &d) && d == 1.5);
    assert_true(sc_yaml_number_value(n[15], &d) && d == 2500);
    assert_false(sc_yaml_number_value(n[16], &d));
    assert_false(sc_yaml_number_value(n[12], &d));

    /* The refusing readers: plain scalars only, the node's line. */
    assert_false(sc_yaml_get_bool(&f.rd, n[1], "mute", &b));
    assert_string_equal(f.err, "x.yaml:1: mute: expected true or false, got the quoted text 'On'");
    assert_true(sc_yaml_get_bool(&f.rd, n[0], "mute", &b) && b);
    assert_false(sc_yaml_get_int(&f.rd, n[9], "count", 0, 9, &l));
    assert_string_equal(f.err, "x.yaml:1: count: 123456789012 is out of range (0..9)");
    assert_false(sc_yaml_get_int(&f.rd, n[7], "count", 0, 9, &l));
    assert_string_equal(f.err, "x.yaml:1: count: -12 is out of range (0..9)");
    assert_false(sc_yaml_get_int(&f.rd, n[11], "count", 0, 9, &l));
    assert_string_equal(f.err, "x.yaml:1: count: expected a whole number, got '1.5'");
    assert_true(sc_yaml_get_int(&f.rd, n[8], "count", 0, 9, &l) && l == 7);
    assert_false(sc_yaml_get_number(&f.rd, n[15], "x", 1000, &d));
    assert_string_equal(f.err, "x.yaml:1: x: 2.5e3 is out of range");
    assert_false(sc_yaml_get_number(&f.rd, n[16], "x", 1000, &d));
    assert_string_equal(f.err, "x.yaml:1: x: expected a number, got 'inf'");
    assert_true(sc_yaml_get_number(&f.rd, n[11], "x", 1000, &d) && d == 1.5);
    char t[4];
    assert_false(sc_yaml_get_text(&f.rd, n[5], "name", t, sizeof t));
    assert_string_equal(f.err, "x.yaml:1: name: 'maybe' is too long (at most 3 bytes)");
    assert_true(sc_yaml_get_text(&f.rd, n[0], "name", t, sizeof t));
    assert_string_equal(t, "yes");
    yaml_document_delete(&f.doc);
}

static bool count_bytes(const char *text, size_t len, const char *path, void *out, char *err,
                        size_t err_len)
{
    (void)text;
    (void)path;
    (void)err;
    (void)err_len;
    *(size_t *)out = len;
    return true;
}

/* The one file wrapper: the text handed over whole; a missing file named. */
static void load_file(void **state)
{
    (void)state;
    char err[512] = "";
    size_t len = 0;
    assert_true(sc_yaml_load_file(SC_TEST_DATADIR "/layout/board.yaml", 1 << 20, count_bytes, &len,
                                  err, sizeof err));
    assert_true(len > 100);
    assert_false(sc_yaml_load_file("no-such.yaml", 1 << 20, count_bytes, &len, err, sizeof err));
    assert_non_null(strstr(err, "no-such.yaml"));
    assert_false(sc_yaml_load_file(SC_TEST_DATADIR "/layout/board.yaml", 10, count_bytes, &len, err,
                                   sizeof err));
    assert_non_null(strstr(err, SC_TEST_DATADIR "/layout/board.yaml"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(fields_of_a_mapping),
        cmocka_unit_test(shapes_and_descriptions),
        cmocka_unit_test(scalar_values),
        cmocka_unit_test(load_file),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
