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

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(fields_of_a_mapping),
        cmocka_unit_test(shapes_and_descriptions),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
