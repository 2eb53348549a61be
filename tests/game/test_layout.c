/* The layout file: the shipped one loads and fits the mat and the screen;
 * malformed ones get messages naming the file, the line and the element. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "layout.h"
#include "layout_fields.h"
#include "spacecats/mat_load.h"
#include "yaml_cases.h"

#define LAYOUT SC_TEST_DATADIR "/layout/board.yaml"
#define MAT SC_TEST_DATADIR "/mat/default.yaml"

static sc_mat mat;
static gm_layout lay;
static char err[512];

static int setup(void **state)
{
    (void)state;
    return sc_mat_load_file(MAT, &mat, err, sizeof err) ? 0 : -1;
}

static void shipped_layout_loads_and_fits(void **state)
{
    (void)state;
    bool ok = gm_layout_load_file(LAYOUT, &lay, err, sizeof err);
    if (!ok) {
        fail_msg("%s", err);
    }
    ok = gm_layout_check(&lay, &mat, err, sizeof err);
    if (!ok) {
        fail_msg("%s", err);
    }
    /* Every element the renderer draws, in the numbers the mat asks for. */
    assert_int_equal(lay.n_spaces, mat.n_spaces + 1);
    assert_true(lay.n_moons >= mat.n_moons);
    assert_true(lay.n_planets >= mat.n_planets);
    assert_true(lay.n_slots >= mat.n_slots);
    assert_true(lay.n_failures >= (unsigned)mat.failures_to_end + 1);
    assert_int_equal(lay.n_windows, SC_MAX_PLAYERS);
    assert_int_equal(lay.n_boards, SC_MAX_PLAYERS);
    assert_int_equal(lay.n_cells, SC_ASTRONAUTS);
    assert_true(lay.die_size > 0 && lay.face_size > 0);
    for (unsigned b = 0; b < GM_BTN_COUNT; b++) {
        assert_true(lay.buttons[b].w > 0);
    }
    /* Every font of every screen is readable at 1280x720. */
    unsigned fonts = 0;
    for (const gm_layout_field *const *t = gm_layout_tables(); *t != NULL; t++) {
        for (const gm_layout_field *f = *t; f->key != NULL; f++) {
            if (f->shape == GM_SHAPE_FONT) {
                assert_true(gm_layout_find(&lay, f->key)->v[0] >= GM_LAYOUT_MIN_FONT);
                fonts++;
            }
            /* Every key ending in "font" is checked as a font. */
            size_t len = strlen(f->key);
            if (len > 4 && strcmp(f->key + len - 4, "font") == 0 && f->shape != GM_SHAPE_FONT) {
                fail_msg("%s is not checked as a font size", f->key);
            }
        }
    }
    assert_true(fonts >= 30);
}

/* Clickable things must not overlap, or a click would be ambiguous. */
static bool overlap(gm_rect a, gm_rect b)
{
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

static void bodies_do_not_overlap(void **state)
{
    (void)state;
    assert_true(gm_layout_load_file(LAYOUT, &lay, err, sizeof err));
    gm_rect bodies[SC_MAX_MOONS + SC_MAX_PLANETS + 2];
    unsigned n = 0;
    for (unsigned i = 0; i < mat.n_moons; i++) {
        bodies[n++] = lay.moons[i];
    }
    for (unsigned i = 0; i < mat.n_planets; i++) {
        bodies[n++] = lay.planets[i];
    }
    bodies[n++] = lay.comet;
    bodies[n++] = lay.galaxy;
    for (unsigned i = 0; i < n; i++) {
        for (unsigned j = i + 1; j < n; j++) {
            if (overlap(bodies[i], bodies[j])) {
                fail_msg("bodies %u and %u overlap", i, j);
            }
        }
    }
}

/* A layout text with one line replaced; returns the loader's verdict. */
static bool load_with(const char *find, const char *replace)
{
    static char text[1 << 16];
    FILE *f = fopen(LAYOUT, "rb");
    assert_non_null(f);
    size_t len = fread(text, 1, sizeof text - 1, f);
    fclose(f);
    text[len] = '\0';
    char *at = strstr(text, find);
    if (at == NULL) {
        fail_msg("'%s' is not in the layout file", find);
    }
    static char out[1 << 16];
    size_t head = (size_t)(at - text);
    snprintf(out, sizeof out, "%.*s%s%s", (int)head, text, replace, at + strlen(find));
    return gm_layout_load_text(out, strlen(out), "board.yaml", &lay, err, sizeof err) &&
           gm_layout_check(&lay, &mat, err, sizeof err);
}

/* The line of the first occurrence of s in the shipped file. */
static unsigned line_of(const char *s)
{
    static char text[1 << 16];
    FILE *f = fopen(LAYOUT, "rb");
    size_t len = fread(text, 1, sizeof text - 1, f);
    fclose(f);
    text[len] = '\0';
    char *at = strstr(text, s);
    unsigned line = 1;
    for (char *c = text; c < at; c++) {
        line += *c == '\n';
    }
    return line;
}

static void expect(const char *find, const char *replace, const char *message_part)
{
    assert_false(load_with(find, replace));
    if (strstr(err, message_part) == NULL) {
        fail_msg("expected '%s' in: %s", message_part, err);
    }
}

static void malformed_layouts_name_file_line_element(void **state)
{
    (void)state;
    char want[128];

    snprintf(want, sizeof want, "board.yaml:%u: moons[2]: expected 4 numbers",
             line_of("[1684, 510, 76, 76]") + 0);
    expect("[1684, 510, 76, 76]", "[1684, 510, 76]", want);

    snprintf(want, sizeof want, "board.yaml:%u: spaces[4]: expected a number",
             line_of("[1089, 665]"));
    expect("[1089, 665]", "[1089, abc]", want);

    snprintf(want, sizeof want, "board.yaml:%u: unknown key 'planetz'", line_of("planets:"));
    expect("planets:", "planetz:", want);

    snprintf(want, sizeof want, "board.yaml:%u: buttons.roll: width and height must be positive",
             line_of("roll: ["));
    expect("roll: [270, 954, 262, 60]", "roll: [270, 954, 0, 60]", want);

    /* A missing key is named, at the line of the mapping it belongs in. */
    snprintf(want, sizeof want, "board.yaml:%u: buttons.menu: missing", line_of("buttons:"));
    expect("  menu: [1746, 14, 160, 56]\n", "", want);
    snprintf(want, sizeof want, "board.yaml:%u: unknown key 'buttons.menuu'", line_of("  menu: ["));
    expect("  menu: [1746", "  menuu: [1746", want);

    /* The checks against the mat and the screen name the element's line. */
    snprintf(want, sizeof want, "board.yaml:%u: spaces: 26 points, the mat has 26 spaces",
             line_of("spaces:\n"));
    expect("  - [1775, 232]    # deep space\n", "", want);

    snprintf(want, sizeof want, "board.yaml:%u: galaxy: [1890, 300, 120, 120] is off screen",
             line_of("galaxy:"));
    expect("galaxy: [1790, 300, 120, 120]", "galaxy: [1890, 300, 120, 120]", want);

    snprintf(want, sizeof want, "board.yaml:%u: planets: 4 entries, the mat needs 5",
             line_of("planets:"));
    expect("  - [1556, 84, 108, 108]   # E Scratching Post: space 25\n", "", want);

    /* A font too small to read (under 24 logical px: 16 px in a 1280x720
     * window), named with its line, inside a mapping or a flow mapping. */
    snprintf(want, sizeof want,
             "board.yaml:%u: board_inside.name_font: a font size of 20 is too small to read",
             line_of("  name_font: 26"));
    expect("  name_font: 26", "  name_font: 20", want);
    snprintf(want, sizeof want, "board.yaml:%u: moon_inside.coin_font: a font size of 23.5",
             line_of("moon_inside:"));
    expect("coin: [58, -8, 36, 36], coin_font: 24", "coin: [58, -8, 36, 36], coin_font: 23.5",
           want);
    /* A count must be whole; a place inside a thing has 4 numbers. */
    snprintf(want, sizeof want, "board.yaml:%u: landed.per_row: expected a whole number",
             line_of("landed:"));
    expect("per_row: 4", "per_row: 2.5", want);
    snprintf(want, sizeof want, "board.yaml:%u: window_inside.ability: expected 4 numbers",
             line_of("  ability: ["));
    expect("  ability: [-40, 15, 30, 30]", "  ability: [-40, 15, 30]", want);
    snprintf(want, sizeof want, "board.yaml:%u: window_inside.commander: missing",
             line_of("window_inside:"));
    expect("  commander: [37.59375, -24.28125, 48.125, 48.125]\n", "", want);
    snprintf(want, sizeof want, "board.yaml:%u: tray_inside.die_gap: expected a number, got 'six'",
             line_of("  die_gap: 6"));
    expect("  die_gap: 6 ", "  die_gap: six ", want);

    /* YAML syntax errors come with their line too. */
    expect("format: 1", "format: [1", "board.yaml:");

    /* The other screens' places: each one the screens use must be there,
     * rects on screen, numbers where a number is meant. */
    snprintf(want, sizeof want, "board.yaml:%u: screens.setup.start: missing",
             line_of("  setup:\n"));
    expect("    start: [1230, 940, 360, 84]\n", "", want);
    snprintf(want, sizeof want, "board.yaml:%u: screens.title.quit: [1600, 750, 380, 84] is off",
             line_of("    quit: ["));
    expect("quit: [1170, 750, 380, 84]", "quit: [1600, 750, 380, 84]", want);
    snprintf(want, sizeof want, "board.yaml:%u: screens.setup.row_step: expected a number",
             line_of("    row_step: 92"));
    expect("row_step: 92", "row_step: [92, 1]", want);
    /* ... the saved-games, rules and settings screens' too. */
    snprintf(want, sizeof want, "board.yaml:%u: screens.saves.row_delete: missing",
             line_of("  saves:\n"));
    expect("    row_delete: [1530, 178, 190, 66]\n", "", want);
    snprintf(want, sizeof want, "board.yaml:%u: unknown key 'screens.rules.toc_rows'",
             line_of("    toc_row: ["));
    expect("    toc_row: [60, 150, 456, 40]", "    toc_rows: [60, 150, 456, 40]", want);
    snprintf(want, sizeof want, "board.yaml:%u: screens.settings.mute: missing",
             line_of("  settings:\n"));
    expect("    mute: [1240, 276, 200, 68]\n", "", want);
    /* ... and every other screen's: a place inside a panel, a font. */
    snprintf(want, sizeof want, "board.yaml:%u: screens.review.plot: expected 4 numbers",
             line_of("    plot: ["));
    expect("    plot: [100, 30, 1120, 480]", "    plot: [100, 30, 1120]", want);
    snprintf(want, sizeof want,
             "board.yaml:%u: screens.busy.text_font: a font size of 12 is too small",
             line_of("    text_font: 30"));
    expect("    text_font: 30", "    text_font: 12", want);
    snprintf(want, sizeof want, "board.yaml:%u: screens.review.line_dot: missing",
             line_of("  review:\n"));
    expect("    line_dot: 3.5\n", "", want);
    expect("    rules: [370, 750, 380, 84]\n",
           "    rules: [370, 750, 380, 84]\n    rules: [1, 1, 1, 1]\n",
           "screens.title.rules: duplicate key (first on line");
}

/* The screens' places in the shipped file are their typed fields. */
static void screen_places_are_read(void **state)
{
    (void)state;
    char e[512];
    assert_true(gm_layout_load_file(LAYOUT, &lay, e, sizeof e));
    gm_rect r = lay.screens.setup.start;
    assert_true(r.x == 1230 && r.y == 940 && r.w == 360 && r.h == 84);
    assert_true(lay.screens.setup.row_step == 92);
    r = lay.screens.review.plot; /* a place inside the graph's panel */
    assert_true(r.x == 100 && r.y == 30 && r.w == 1120 && r.h == 480);
    assert_true(lay.screens.ui.notice_font == 24);
}

/* The walker: every key of the file is an entry named by its path, with
 * its numbers and its line. */
static void every_key_is_an_entry_with_its_line(void **state)
{
    (void)state;
    assert_true(gm_layout_load_file(LAYOUT, &lay, err, sizeof err));
    const gm_layout_entry *e = gm_layout_find(&lay, "screens.setup.start");
    assert_non_null(e);
    assert_int_equal(e->kind, GM_LAYOUT_NUMBERS);
    assert_int_equal(e->n, 4);
    assert_int_equal(e->line, line_of("    start: [1230, 940, 360, 84]"));
    assert_true(e->v[0] == 1230 && e->v[3] == 84);
    e = gm_layout_find(&lay, "spaces");
    assert_non_null(e);
    assert_int_equal(e->kind, GM_LAYOUT_LIST);
    assert_int_equal(e->n, mat.n_spaces + 1);
    e = gm_layout_find(&lay, "spaces[4]");
    assert_non_null(e);
    assert_int_equal(e->line, line_of("[1089, 665]"));
    assert_true(e->n == 2 && e->v[0] == 1089 && e->v[1] == 665);
    e = gm_layout_find(&lay, "buttons");
    assert_non_null(e);
    assert_int_equal(e->kind, GM_LAYOUT_MAP);
    assert_int_equal(e->n, GM_BTN_COUNT);
    e = gm_layout_find(&lay, "die_size");
    assert_non_null(e);
    assert_int_equal(e->kind, GM_LAYOUT_NUMBER);
    assert_true(e->v[0] == lay.die_size);
    assert_null(gm_layout_find(&lay, "no.such.key"));
    /* A missing key's line is that of the mapping it would be in. */
    assert_int_equal(gm_layout_line(&lay, "screens.setup.nothing"), line_of("  setup:\n"));
    /* The typed fields are the entries' numbers. */
    e = gm_layout_find(&lay, "moons[2]");
    assert_non_null(e);
    assert_true(lay.moons[2].x == e->v[0] && lay.moons[2].h == e->v[3]);
}

/* Every key the game reads is in the shipped file, and fills its typed
 * field with the file's numbers (the drawing reads only the fields). */
static void every_key_read_is_in_the_file_and_back(void **state)
{
    (void)state;
    assert_true(gm_layout_load_file(LAYOUT, &lay, err, sizeof err));
    const gm_layout_field *all[1024];
    unsigned n = 0;
    for (const gm_layout_field *const *t = gm_layout_tables(); *t != NULL; t++) {
        for (const gm_layout_field *f = *t; f->key != NULL; f++) {
            assert_true(n < sizeof all / sizeof all[0]);
            all[n++] = f;
        }
    }
    assert_true(n > 400);
    for (unsigned i = 0; i < n; i++) {
        const gm_layout_entry *e = gm_layout_find(&lay, all[i]->key);
        if (e == NULL) {
            fail_msg("%s is read by the game but not in %s", all[i]->key, LAYOUT);
        }
        /* A key given twice in the tables would hide the second. */
        for (unsigned j = i + 1; j < n; j++) {
            if (strcmp(all[i]->key, all[j]->key) == 0) {
                fail_msg("%s is twice in the tables of keys", all[i]->key);
            }
        }
        /* A single value's numbers are its field's (lists fill arrays). */
        if (all[i]->offset != GM_LAYOUT_NO_FIELD && e->kind != GM_LAYOUT_LIST) {
            const float *field = (const float *)(const void *)((const char *)&lay + all[i]->offset);
            unsigned count = e->kind == GM_LAYOUT_NUMBER ? 1 : e->n;
            for (unsigned v = 0; v < count; v++) {
                if (field[v] != e->v[v]) {
                    fail_msg("%s: its field holds %g, the file %g", all[i]->key, (double)field[v],
                             (double)e->v[v]);
                }
            }
        }
    }
    /* The places of the other screens, by their names. */
    gm_rect r = lay.screens.title.quit;
    assert_true(r.x == 1170 && r.y == 750 && r.w == 380 && r.h == 84);
    r = lay.screens.title.continue_game;
    assert_true(r.x == 170 && r.y == 640 && r.w == 380 && r.h == 84);
    assert_true(lay.screens.setup.row_step == 92);
    assert_true(lay.screens.review.line_step == 2.5f);
    assert_true(lay.screens.busy.text_gap == 18);
    assert_true(lay.callout.w == 540 && lay.callout.margin == 12);
}

/* A relative place inside a thing. */
static void places_inside_things(void **state)
{
    (void)state;
    gm_rect r = gm_layout_in((gm_rect){100, 200, 300, 150}, (gm_rect){10, -6, 30, 40});
    assert_true(r.x == 110 && r.y == 194 && r.w == 30 && r.h == 40);
}

/* Deep nesting and a second document: refused with the file and line. */
static void nested_and_second_document_are_refused(void **state)
{
    (void)state;
    char *deep = deep_yaml(1);
    assert_false(gm_layout_load_text(deep, strlen(deep), "board.yaml", &lay, err, sizeof err));
    free(deep);
    if (strstr(err, "board.yaml:2: nested deeper than 32 levels") == NULL) {
        fail_msg("deep: %s", err);
    }
    assert_false(gm_layout_load_text(two_documents, strlen(two_documents), "board.yaml", &lay, err,
                                     sizeof err));
    if (strstr(err, "board.yaml:3: one YAML document is expected") == NULL) {
        fail_msg("two documents: %s", err);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(shipped_layout_loads_and_fits),
        cmocka_unit_test(bodies_do_not_overlap),
        cmocka_unit_test(malformed_layouts_name_file_line_element),
        cmocka_unit_test(screen_places_are_read),
        cmocka_unit_test(nested_and_second_document_are_refused),
        cmocka_unit_test(every_key_is_an_entry_with_its_line),
        cmocka_unit_test(every_key_read_is_in_the_file_and_back),
        cmocka_unit_test(places_inside_things),
    };
    return cmocka_run_group_tests(tests, setup, NULL);
}
