/* The rules screen's text: the shipped file loads, covers every part of the
 * rules, names only icons that exist; damaged files give "file:line: reason"
 * and never crash. */
#define _POSIX_C_SOURCE 200809L

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "rules_text.h"
#include "yaml_cases.h"

static const char *const rules_path = SC_TEST_DATADIR "/rules/rules.yaml";

static bool art_exists(const char *name)
{
    char path[512];
    snprintf(path, sizeof path, "%s/art/%s.svg", SC_TEST_DATADIR, name);
    return access(path, R_OK) == 0;
}

/* All of the rules text, for looking up facts. */
static char *all_text(const gm_rules *r)
{
    size_t cap = 1 << 16, len = 0;
    char *all = calloc(1, cap);
    assert_non_null(all);
    for (unsigned s = 0; s < r->n_sections; s++) {
        const gm_rules_section *sec = &r->sections[s];
        len += (size_t)snprintf(all + len, cap - len, "%s\n", sec->title);
        for (unsigned p = 0; p < sec->n_paras; p++) {
            len += (size_t)snprintf(all + len, cap - len, "%s\n", sec->paras[p].text);
        }
        assert_true(len < cap);
    }
    return all;
}

static const gm_rules_section *find_section(const gm_rules *r, const char *title_part)
{
    for (unsigned s = 0; s < r->n_sections; s++) {
        if (strstr(r->sections[s].title, title_part) != NULL) {
            return &r->sections[s];
        }
    }
    print_error("no section titled like '%s'\n", title_part);
    return NULL;
}

static void shipped_file_loads(void **state)
{
    (void)state;
    static gm_rules r;
    char err[512] = "";
    assert_true(gm_rules_load_file(rules_path, &r, err, sizeof err));
    assert_string_equal(err, "");
    assert_true(r.n_sections >= 15);
    unsigned paras = 0;
    for (unsigned s = 0; s < r.n_sections; s++) {
        const gm_rules_section *sec = &r.sections[s];
        assert_true(sec->n_paras > 0);
        assert_true(sec->n_icons > 0); /* every page shows the board's pictures */
        for (unsigned i = 0; i < sec->n_icons; i++) {
            if (!art_exists(sec->icons[i])) {
                fail_msg("section '%s': no picture data/art/%s.svg", sec->title, sec->icons[i]);
            }
        }
        for (unsigned p = 0; p < sec->n_paras; p++) {
            const gm_rules_para *para = &sec->paras[p];
            if (para->icon[0] != '\0' && !art_exists(para->icon)) {
                fail_msg("section '%s': no picture data/art/%s.svg", sec->title, para->icon);
            }
            /* One message per paragraph: short enough to translate. */
            assert_true(strlen(para->text) < 500);
            paras++;
        }
    }
    print_message("%u sections, %u paragraphs\n", r.n_sections, paras);
    gm_rules_free(&r);
    assert_int_equal(r.n_sections, 0);
}

/* Every part the issue names has its page. */
static void covers_every_part(void **state)
{
    (void)state;
    static gm_rules r;
    char err[512];
    assert_true(gm_rules_load_file(rules_path, &r, err, sizeof err));
    static const char *const parts[] = {
        "goal",
        "Setting up",
        "boarding",
        "dice",
        "Travelling",
        "afterburner",
        "Crashing",
        "landing",
        "Deep space",
        "Goals",
        "astronauts",
        "Scoring",
        "end of the game",
        "UFO",
        "Exploration",
        "Secret missions",
        "cosmic mat",
    };
    for (size_t i = 0; i < sizeof parts / sizeof parts[0]; i++) {
        assert_non_null(find_section(&r, parts[i]));
    }
    /* The eight abilities, each with its icon. */
    static const char *const abilities[] = {
        "ability-satellite", "ability-lander", "ability-parachute", "ability-moon2",
        "ability-planet2",   "ability-comet2", "ability-discard",   "ability-pilot",
    };
    for (size_t a = 0; a < 8; a++) {
        bool found = false;
        for (unsigned s = 0; s < r.n_sections && !found; s++) {
            if (strstr(r.sections[s].title, "astronauts") == NULL) {
                continue;
            }
            for (unsigned p = 0; p < r.sections[s].n_paras; p++) {
                found |= strcmp(r.sections[s].paras[p].icon, abilities[a]) == 0;
            }
        }
        if (!found) {
            fail_msg("no paragraph explains %s", abilities[a]);
        }
    }
    gm_rules_free(&r);
}

/* Facts of the rulebook that must be stated, with their numbers. */
static void states_the_facts(void **state)
{
    (void)state;
    static gm_rules r;
    char err[512];
    assert_true(gm_rules_load_file(rules_path, &r, err, sizeof err));
    char *all = all_text(&r);
    static const char *const facts[] = {
        "1, 2, 2, 3, 4 and a flame",            /* the dice */
        "A group is all or nothing",            /* whole groups */
        "Afterburner dice are never set aside", /* the flame stays */
        "at least one die",                     /* never below one */
        "eleventh crash",                       /* the end */
        "all eight astronauts",                 /* the other end */
        "scores 7 points",                      /* the comet */
        "scores 5 points",                      /* the galaxy */
        "14 on the comet, 10 on the galaxy",    /* Deep x2 */
        "spaces 0 to 5",                        /* no landing there */
        "free moon furthest from the track",    /* which moon */
        "one astronaut only",                   /* per moon */
        "landed on that planet first",          /* planet ties */
        "gold",
        "silver",
        "bronze",
        "5 points at the end",       /* goals */
        "space 3",                   /* satellite */
        "scores only 5 points",      /* lander into deep space */
        "The last die always stays", /* discard */
        "instead of crashing",       /* pilot rescue */
        "4, 5 or 6",                 /* UFO dice */
        "0 to 3 spaces back",        /* UFO move */
        "4 spaces forward",          /* tunnel */
        "keeps three",               /* missions */
        "worth 2 points, two are worth 5, and all three are worth 10",
        "our reconstruction", /* the mat */
        "data/mat/default.yaml",
    };
    for (size_t i = 0; i < sizeof facts / sizeof facts[0]; i++) {
        if (strstr(all, facts[i]) == NULL) {
            fail_msg("the rules never say \"%s\"", facts[i]);
        }
    }
    free(all);
    gm_rules_free(&r);
}

typedef struct bad_case {
    const char *text;
    const char *where;  /* "rules.yaml:LINE:" */
    const char *reason; /* a fragment of the message */
} bad_case;

static void damaged_files(void **state)
{
    (void)state;
    static const bad_case cases[] = {
        {"", "rules.yaml:1:", "empty"},
        {"sections: [\n  - title: a\n    paragraphs: [x\n", "rules.yaml:", ""},
        {"pages: []\n", "rules.yaml:1:", "unknown key 'pages'"},
        {"sections: []\n", "rules.yaml:1:", "list of pages"},
        {"sections:\n  - paragraphs: [a]\n", "rules.yaml:2:", "no title"},
        {"sections:\n  - title: A\n    paragraphs: b\n", "rules.yaml:3:", "list of paragraphs"},
        {"sections:\n  - title: A\n    paragraphs:\n      - ok\n      - [no]\n",
         "rules.yaml:5:", "must be a text"},
        {"sections:\n  - title: A\n    icons: [Moon Bell]\n    paragraphs: [a]\n",
         "rules.yaml:3:", "icon 'Moon Bell'"},
        {"sections:\n  - title: A\n    paragraphs:\n      - {icon: comet}\n",
         "rules.yaml:4:", "needs its text"},
        {"sections:\n  - title: A\n    colour: red\n    paragraphs: [a]\n",
         "rules.yaml:3:", "unknown key 'colour'"},
        {"sections:\n  - title: A\n    title: B\n    paragraphs: [a]\n",
         "rules.yaml:3:", "duplicate key 'title'"},
        {"\x01\x02\xff\xfe binary", "rules.yaml:", ""},
        {"- just\n- a list\n", "rules.yaml:1:", "sections"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        static gm_rules r;
        char err[512] = "";
        bool ok =
            gm_rules_parse(cases[i].text, strlen(cases[i].text), "rules.yaml", &r, err, sizeof err);
        print_message("case %zu: %s\n", i, err);
        assert_false(ok);
        assert_int_equal(r.n_sections, 0); /* nothing left to free */
        assert_non_null(strstr(err, cases[i].where));
        assert_non_null(strstr(err, cases[i].reason));
    }
}

static void missing_file(void **state)
{
    (void)state;
    static gm_rules r;
    char err[512] = "";
    assert_false(gm_rules_load_file("/nonexistent/rules.yaml", &r, err, sizeof err));
    assert_non_null(strstr(err, "/nonexistent/rules.yaml"));
}

/* Deep nesting and a second document: refused with the file and line. */
static void nested_and_second_document_are_refused(void **state)
{
    (void)state;
    static gm_rules r;
    char err[512] = "";
    char *deep = deep_yaml(2);
    assert_false(gm_rules_parse(deep, strlen(deep), "rules.yaml", &r, err, sizeof err));
    free(deep);
    if (strstr(err, "rules.yaml:3: nested deeper than 32 levels") == NULL) {
        fail_msg("deep: %s", err);
    }
    assert_false(
        gm_rules_parse(two_documents, strlen(two_documents), "rules.yaml", &r, err, sizeof err));
    if (strstr(err, "rules.yaml:3: one YAML document is expected") == NULL) {
        fail_msg("two documents: %s", err);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(shipped_file_loads),
        cmocka_unit_test(covers_every_part),
        cmocka_unit_test(states_the_facts),
        cmocka_unit_test(damaged_files),
        cmocka_unit_test(nested_and_second_document_are_refused),
        cmocka_unit_test(missing_file),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
