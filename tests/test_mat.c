/* Tests of the cosmic mat: the default data, the loader's checks and
 * messages, sc_mat_finish on hand-built mats, crash chances, checksums, and
 * the file helpers the loader uses. */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifndef _WIN32 /* the file size limit's test: POSIX only */
#include <dirent.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#else /* the folder of mats' test: Windows' names for the same calls */
#include <direct.h>
#include <process.h>
#define getpid _getpid
#define mkdir(path, mode) _mkdir(path)
#define rmdir _rmdir
#endif

#include "spacecats/file_io.h"
#include "spacecats/game.h"
#include "spacecats/mat.h"
#include "spacecats/mat_load.h"
#include "spacecats/mat_set.h"

#ifndef SC_TEST_DATADIR
#error "SC_TEST_DATADIR must name the data/ directory"
#endif
#ifndef SC_TEST_BUILDDIR
#define SC_TEST_BUILDDIR "."
#endif

#define DEFAULT_MAT SC_TEST_DATADIR "/mat/default.yaml"
#define MINI_PATH "mini.yaml"

/* ---- helpers ------------------------------------------------------------ */

static void load_default(sc_mat *mat)
{
    char err[512] = "";
    if (!sc_mat_load_file(DEFAULT_MAT, mat, err, sizeof err)) {
        fail_msg("default mat does not load: %s", err);
    }
}

static char *read_default_text(void)
{
    char err[512] = "";
    char *text = sc_file_read(DEFAULT_MAT, 1 << 20, NULL, err, sizeof err);
    if (text == NULL) {
        fail_msg("%s", err);
    }
    return text;
}

static void load_ok(const char *text, sc_mat *mat)
{
    char err[512] = "";
    if (!sc_mat_load_text(text, strlen(text), MINI_PATH, mat, err, sizeof err)) {
        fail_msg("should load but: %s\n--- text ---\n%s", err, text);
    }
}

/* 1-based line of the first occurrence of needle in text, 0 if absent. */
static unsigned line_containing(const char *text, const char *needle)
{
    const char *hit = strstr(text, needle);
    if (hit == NULL) {
        return 0;
    }
    unsigned line = 1;
    for (const char *p = text; p < hit; p++) {
        line += *p == '\n';
    }
    return line;
}

/* A copy of base with the whole line holding `find` (which must occur once)
 * replaced by `replace` (which may span several lines). */
static char *edit_text(const char *base, const char *find, const char *replace)
{
    const char *hit = strstr(base, find);
    if (hit == NULL) {
        fail_msg("marker '%s' is not in the text", find);
        return NULL;
    }
    if (strstr(hit + 1, find) != NULL) {
        fail_msg("marker '%s' is not unique", find);
    }
    const char *start = hit;
    while (start > base && start[-1] != '\n') {
        start--;
    }
    const char *end = strchr(hit, '\n');
    if (end == NULL) {
        end = hit + strlen(hit);
    }
    size_t head = (size_t)(start - base), rlen = strlen(replace), tail = strlen(end);
    char *out = malloc(head + rlen + tail + 1);
    assert_non_null(out);
    memcpy(out, base, head);
    memcpy(out + head, replace, rlen);
    memcpy(out + head + rlen, end, tail + 1);
    return out;
}

/* Loading text must fail with "mini.yaml:<line>: " and every word. */
static void expect_error(const char *text, unsigned line, const char *const *words, size_t n_words,
                         const char *what)
{
    sc_mat mat;
    char err[512] = "";
    if (sc_mat_load_text(text, strlen(text), MINI_PATH, &mat, err, sizeof err)) {
        fail_msg("%s: loaded, but should fail\n--- text ---\n%s", what, text);
    }
    if (getenv("SC_TEST_VERBOSE") != NULL) {
        print_message("%-28s %s\n", what, err);
    }
    char prefix[64];
    snprintf(prefix, sizeof prefix, MINI_PATH ":%u: ", line);
    if (strncmp(err, prefix, strlen(prefix)) != 0) {
        fail_msg("%s: expected the error on line %u, got: %s", what, line, err);
    }
    for (size_t i = 0; i < n_words && words[i] != NULL; i++) {
        if (strstr(err, words[i]) == NULL) {
            fail_msg("%s: expected '%s' in: %s", what, words[i], err);
        }
    }
}

/* A small valid mat using every section. Each space line has a "# sN"
 * marker for the edits below. */
static const char MINI[] =
    "# mini mat for tests\n"
    "format: 1\n"
    "name: mini\n"
    "reconstruction: false\n"
    "dice:\n"
    "  count: 3\n"
    "  sides: [A, 1, 2, 3, 4, 4]\n"
    "failures_to_end: 5\n"
    "satellite_space: 1\n"
    "deep_space:\n"
    "  comet: 7\n"
    "  galaxy: 5\n"
    "  lander: 4\n"
    "moons:\n"
    "  - { id: ma, points: 2 }\n"
    "  - { id: mb, points: 6 }\n"
    "  - { id: mc, points: 4 }\n"
    "planets:\n"
    "  - { id: P, name: Near, points: [3, 2, 1] }\n"
    "  - { id: Q, name: Far Away, points: [8, 4, 2] }\n"
    "spaces:\n"
    "  - { faces: [A, 1], afterburner: 1 }                  # s0\n"
    "  - { faces: [2, 3] }                                  # s1\n"
    "  - { faces: [1, 4], moons: [ma] }                     # s2\n"
    "  - { faces: [2, 4], exploration: true }               # s3\n"
    "  - { faces: [A, 3], afterburner: 2, planets: [P] }    # s4\n"
    "  - { faces: [1, 2], moons: [mb, ma] }                 # s5\n"
    "  - { faces: [3, 4], exploration: true }               # s6\n"
    "  - { faces: [A, 4], afterburner: 3, moons: [mc], planets: [Q] }  # s7\n"
    "goals:\n"
    "  - { kind: distinct_planets, count: 2, points: 5 }\n"
    "  - { kind: same_planet, count: 2, points: 4 }\n"
    "  - { kind: moons, count: 2, points: 3 }\n"
    "  - { kind: deep_space, count: 1, points: 2 }\n"
    "ufo:\n"
    "  tokens: [3, 2, 1]\n"
    "  expedition_tokens:\n"
    "    - { dice: 3, move: 2, ability: reroll }\n"
    "    - { dice: 2, move: 1, ability: keep }\n"
    "    - { dice: 2, move: 0, ability: extra, extra: [A, 4] }\n"
    "exploration:\n"
    "  tokens:\n"
    "    - { kind: points, value: 2, count: 2 }\n"
    "    - { kind: regain, count: 1 }\n"
    "    - { kind: tunnel, value: 3, count: 1 }\n"
    "missions:\n"
    "  dealt: 3\n"
    "  kept: 2\n"
    "  points: [3, 7]\n"
    "  tokens: [2, 4, 5, 7, 2, 4, 5, 7, 2, 4, 5, 7, 2, 4, 5]\n";

/* The same mat written differently: block style, other key order, other
 * comments and spacing, quoted faces. Same rules, so the same checksum. */
static const char MINI_OTHER_STYLE[] =
    "---\n"
    "# The same mat, in another style.\n"
    "format:   1\n"
    "reconstruction: false\n"
    "name: 'mini, restyled'\n"
    "\n"
    "failures_to_end: 5     # crashes\n"
    "satellite_space: 1\n"
    "dice: {sides: ['A', \"1\", 2, 3, 4, 4], count: 3}\n"
    "deep_space: {lander: 4, galaxy: 5, comet: 7}\n"
    "planets:\n"
    "- id: P\n"
    "  name: Near\n"
    "  points:\n"
    "  - 3\n"
    "  - 2\n"
    "  - 1\n"
    "- {points: [8, 4, 2], id: Q, name: Far Away}\n"
    "moons: [{id: ma, points: 2}, {id: mb, points: 6}, {points: 4, id: mc}]\n"
    "missions:\n"
    "    tokens: [2, 4, 5, 7, 2, 4, 5, 7,\n"
    "             2, 4, 5, 7, 2, 4, 5]\n"
    "    points: [3, 7]\n"
    "    kept: 2\n"
    "    dealt: 3\n"
    "spaces:\n"
    "  - afterburner: 1\n"
    "    faces: [1, A]\n"
    "  - faces: [3, 2]\n"
    "    exploration: false\n"
    "  - { faces: [4, 1], moons: [ma] }\n"
    "  - { faces: [2, 4], exploration: true }\n"
    "  - { faces: [A, 3], afterburner: 2, planets: [P], moons: [] }\n"
    "  - { faces: [1, 2], moons: [mb, ma] }   # listed furthest first\n"
    "  - { faces: [3, 4], exploration: True }\n"
    "  - { planets: [Q], moons: [mc], afterburner: 3, faces: [A, 4] }\n"
    "goals:\n"
    "  - { kind: distinct_planets, count: 2, points: 5 }\n"
    "  - { kind: same_planet, count: 2, points: 4 }\n"
    "  - { kind: moons, count: 2, points: 3 }\n"
    "  - { kind: deep_space, count: 1, points: 2 }\n"
    "exploration:\n"
    "  tokens:\n"
    "    - { kind: points, value: 2, count: 2 }\n"
    "    - { count: 1, kind: regain }\n"
    "    - { kind: tunnel, value: 3, count: 1 }\n"
    "ufo:\n"
    "  expedition_tokens:\n"
    "    - { dice: 3, move: 2, ability: reroll }\n"
    "    - { dice: 2, move: 1, ability: keep }\n"
    "    - { dice: 2, move: 0, ability: extra, extra: [A, 4] }\n"
    "  tokens: [3, 2, 1]\n"
    "...\n";

/* ---- the default mat ---------------------------------------------------- */

static void test_default_loads(void **state)
{
    (void)state;
    sc_mat m;
    load_default(&m);
    assert_string_equal(m.name, "default");
    assert_true(m.reconstruction);
    assert_int_equal(m.n_dice, 6);
    assert_int_equal(m.n_die_sides, 6);
    static const uint8_t sides[] = {SC_FACE_A, SC_FACE_1, SC_FACE_2,
                                    SC_FACE_2, SC_FACE_3, SC_FACE_4};
    assert_memory_equal(m.die_sides, sides, sizeof sides);
    assert_int_equal(m.n_spaces, 26);
    assert_int_equal(sc_mat_deep(&m), 26);
    assert_int_equal(m.failures_to_end, 11);
    assert_int_equal(m.satellite_space, 3);
    assert_int_equal(m.comet_points, 7);
    assert_int_equal(m.galaxy_points, 5);
    assert_int_equal(m.lander_deep_points, 5);
    assert_int_equal(m.first_landing_space, 6);
    assert_true(m.checksum != 0);
}

#define FACES(...)                                                                                 \
    faces_mask((const uint8_t[]){__VA_ARGS__}, sizeof((const uint8_t[]){__VA_ARGS__}))
static uint8_t faces_mask(const uint8_t *f, size_t n)
{
    uint8_t mask = 0;
    for (size_t i = 0; i < n; i++) {
        mask |= (uint8_t)(1u << f[i]);
    }
    return mask;
}

static void test_default_spaces(void **state)
{
    (void)state;
    sc_mat m;
    load_default(&m);
    const sc_space *s = m.spaces;
    assert_int_equal(s[0].faces, FACES(SC_FACE_A, SC_FACE_1, SC_FACE_2));
    assert_int_equal(s[0].afterburner, 1);
    assert_int_equal(s[1].faces, FACES(SC_FACE_1, SC_FACE_2, SC_FACE_3));
    assert_int_equal(s[1].afterburner, 0);
    assert_int_equal(s[3].faces, FACES(SC_FACE_A, SC_FACE_1, SC_FACE_3));
    assert_int_equal(s[3].afterburner, 1);
    assert_int_equal(s[5].faces, FACES(SC_FACE_1, SC_FACE_4));
    assert_int_equal(s[5].afterburner, 0);
    /* Tuned for goals that are races (docs/balance.md, "Tuning"): 6, 9, 12,
     * 13, 16, 17 and 18 differ from the board facts' table. */
    assert_int_equal(s[6].faces, FACES(SC_FACE_A, SC_FACE_2, SC_FACE_3));
    assert_int_equal(s[6].afterburner, 3);
    assert_int_equal(s[9].faces, FACES(SC_FACE_1, SC_FACE_3));
    assert_int_equal(s[9].afterburner, 0);
    assert_int_equal(s[12].afterburner, 3);
    assert_int_equal(s[14].afterburner, 2);
    assert_int_equal(s[17].faces, FACES(SC_FACE_2, SC_FACE_3));
    assert_int_equal(s[18].faces, FACES(SC_FACE_A, SC_FACE_2, SC_FACE_3));
    assert_int_equal(s[20].faces, FACES(SC_FACE_A, SC_FACE_2, SC_FACE_4));
    assert_int_equal(s[20].afterburner, 3);
    assert_int_equal(s[23].afterburner, 3);
    assert_int_equal(s[25].faces, FACES(SC_FACE_A, SC_FACE_1, SC_FACE_2));
    assert_int_equal(s[25].afterburner, 3);
    for (unsigned i = 0; i < m.n_spaces; i++) {
        bool has_a = (s[i].faces & (1u << SC_FACE_A)) != 0;
        assert_true(has_a == (s[i].afterburner != 0));
    }
    /* Nothing to land on before space 6. */
    for (unsigned i = 0; i < 6; i++) {
        assert_int_equal(s[i].n_moons + s[i].n_planets, 0);
    }

    /* Usable die sides (die: A 1 2 2 3 4). */
    assert_int_equal(m.usable_sides[0], 4);  /* A 1 2 */
    assert_int_equal(m.usable_sides[1], 4);  /* 1 2 3 */
    assert_int_equal(m.usable_sides[2], 3);  /* 2 4 */
    assert_int_equal(m.usable_sides[5], 2);  /* 1 4 */
    assert_int_equal(m.usable_sides[6], 4);  /* A 2 3 */
    assert_int_equal(m.usable_sides[20], 4); /* A 2 4 */
    assert_int_equal(m.usable_sides[25], 4); /* A 1 2 */
    assert_int_equal(m.usable_sides[26], 0); /* deep space */
}

static unsigned moon_index(const sc_mat *m, const char *id)
{
    for (unsigned i = 0; i < m->n_moons; i++) {
        if (strcmp(m->moons[i].id, id) == 0) {
            return i;
        }
    }
    fail_msg("no moon '%s'", id);
    return 0;
}

static unsigned planet_index(const sc_mat *m, const char *id)
{
    for (unsigned i = 0; i < m->n_planets; i++) {
        if (strcmp(m->planets[i].id, id) == 0) {
            return i;
        }
    }
    fail_msg("no planet '%s'", id);
    return 0;
}

static void test_default_bodies(void **state)
{
    (void)state;
    sc_mat m;
    load_default(&m);
    /* Thirteen moons, 47 points (the board facts' reading of the mat). */
    assert_int_equal(m.n_moons, 13);
    unsigned total = 0;
    for (unsigned i = 0; i < m.n_moons; i++) {
        total += m.moons[i].points;
    }
    assert_int_equal(total, 47);
    assert_int_equal(m.moons[moon_index(&m, "m1")].points, 1);
    assert_int_equal(m.moons[moon_index(&m, "m13")].points, 6);
    assert_int_equal(m.n_planets, 5);
    const sc_planet *a = &m.planets[0], *e = &m.planets[4];
    assert_string_equal(a->id, "A");
    assert_string_equal(a->name, "Yarn Ball");
    assert_int_equal(a->gold, 3);
    assert_int_equal(a->silver, 2);
    assert_int_equal(a->bronze, 1);
    assert_string_equal(e->id, "E");
    assert_string_equal(e->name, "Scratching Post");
    assert_int_equal(e->gold, 11);
    assert_int_equal(e->silver, 6);
    assert_int_equal(e->bronze, 3);

    /* Moons per space, most points first; two next to 9, 13, 18 and 22,
     * one next to 6, 12, 16, 21 and 24, and each moon next to one space. */
    const sc_space *s = m.spaces;
    static const uint8_t n_moons[26] = {
        [6] = 1, [9] = 2, [12] = 1, [13] = 2, [16] = 1, [18] = 2, [21] = 1, [22] = 2, [24] = 1};
    unsigned listed = 0;
    for (unsigned i = 0; i < m.n_spaces; i++) {
        assert_int_equal(s[i].n_moons, n_moons[i]);
        listed += s[i].n_moons;
    }
    assert_int_equal(listed, 13);
    assert_int_equal(s[6].moons[0], moon_index(&m, "m1"));
    assert_int_equal(s[9].moons[0], moon_index(&m, "m2"));
    assert_int_equal(s[9].moons[1], moon_index(&m, "m3"));
    assert_int_equal(s[13].moons[0], moon_index(&m, "m5"));
    assert_int_equal(s[13].moons[1], moon_index(&m, "m6"));
    assert_int_equal(s[18].moons[0], moon_index(&m, "m8"));
    assert_int_equal(s[18].moons[1], moon_index(&m, "m9"));
    assert_int_equal(s[22].moons[0], moon_index(&m, "m11"));
    assert_int_equal(s[22].moons[1], moon_index(&m, "m12"));
    for (unsigned i = 0; i < m.n_spaces; i++) {
        for (unsigned k = 1; k < s[i].n_moons; k++) {
            assert_true(m.moons[s[i].moons[k - 1]].points >= m.moons[s[i].moons[k]].points);
        }
    }
    assert_int_equal(s[8].n_planets, 1);
    assert_int_equal(s[8].planets[0], planet_index(&m, "A"));
    assert_int_equal(s[11].planets[0], planet_index(&m, "B"));
    assert_int_equal(s[14].planets[0], planet_index(&m, "C"));
    assert_int_equal(s[17].planets[0], planet_index(&m, "D"));
    /* The Scratching Post by space 25 (the board facts' table: 20; tuned). */
    assert_int_equal(s[25].planets[0], planet_index(&m, "E"));
    assert_int_equal(s[20].n_moons + s[20].n_planets, 0);
}

static void test_default_variants(void **state)
{
    (void)state;
    sc_mat m;
    load_default(&m);

    /* Exploration slots on 7, 10, 15, 19, 23, numbered in track order. */
    static const uint8_t slots[] = {7, 10, 15, 19, 23};
    assert_int_equal(m.n_slots, 5);
    assert_memory_equal(m.slot_space, slots, sizeof slots);
    for (unsigned i = 0; i < 5; i++) {
        assert_int_equal(m.spaces[slots[i]].slot, i);
    }
    assert_int_equal(m.spaces[8].slot, -1);
    assert_int_equal(m.spaces[0].slot, -1);

    /* Token counts: 14 expedition, 20 exploration, 20 missions, 5 UFO. */
    assert_int_equal(m.n_exp_tokens, 14);
    assert_int_equal(m.n_explore_tokens, 20);
    assert_int_equal(m.n_mission_tokens, 20);
    assert_int_equal(m.n_ufo_tokens, 5);
    static const uint8_t ufo[] = {5, 4, 3, 2, 1};
    assert_memory_equal(m.ufo_tokens, ufo, sizeof ufo);

    const sc_exp_token *t = m.exp_tokens;
    assert_int_equal(t[0].dice, 6);
    assert_int_equal(t[0].ufo_move, 3);
    assert_int_equal(t[0].ability, SC_EXP_REROLL);
    assert_int_equal(t[0].n_extra, 0);
    assert_int_equal(t[1].ability, SC_EXP_KEEP);
    assert_int_equal(t[2].ability, SC_EXP_EXTRA_DICE);
    assert_int_equal(t[2].n_extra, 1);
    assert_int_equal(t[2].extra[0], SC_FACE_1);
    assert_int_equal(t[7].extra[0], SC_FACE_A);
    assert_int_equal(t[13].dice, 4);
    assert_int_equal(t[13].ufo_move, 0);
    assert_int_equal(t[13].n_extra, 2);
    assert_int_equal(t[13].extra[0], SC_FACE_1);
    assert_int_equal(t[13].extra[1], SC_FACE_2);

    /* Exploration tokens expanded in listed order. */
    unsigned counts[SC_EXPLORE_KIND_COUNT] = {0};
    for (unsigned i = 0; i < m.n_explore_tokens; i++) {
        counts[m.explore_tokens[i].kind]++;
    }
    /* Three of the four tunnels became 1-point tokens (tuned: docs/balance.md). */
    assert_int_equal(counts[SC_EXPLORE_POINTS], 15);
    assert_int_equal(counts[SC_EXPLORE_REGAIN], 4);
    assert_int_equal(counts[SC_EXPLORE_TUNNEL], 1);
    assert_int_equal(m.explore_tokens[0].value, 1);
    assert_int_equal(m.explore_tokens[8].value, 1);
    assert_int_equal(m.explore_tokens[9].value, 2);
    assert_int_equal(m.explore_tokens[13].value, 3);
    assert_int_equal(m.explore_tokens[15].kind, SC_EXPLORE_REGAIN);
    assert_int_equal(m.explore_tokens[15].value, 0);
    assert_int_equal(m.explore_tokens[19].kind, SC_EXPLORE_TUNNEL);
    assert_int_equal(m.explore_tokens[19].value, 4);

    /* Missions: 4 dealt, 3 kept, 2 / 5 / 10. */
    assert_int_equal(m.missions_dealt, 4);
    assert_int_equal(m.missions_kept, 3);
    assert_int_equal(m.mission_points[0], 2);
    assert_int_equal(m.mission_points[1], 5);
    assert_int_equal(m.mission_points[2], 10);
    assert_int_equal(m.mission_space[0], 6);
    assert_int_equal(m.mission_space[19], 25); /* the Scratching Post's space */
    for (unsigned i = 0; i < m.n_mission_tokens; i++) {
        const sc_space *sp = &m.spaces[m.mission_space[i]];
        assert_true(sp->n_moons + sp->n_planets > 0);
    }

    assert_int_equal(m.n_goals, 4);
    assert_int_equal(m.goals[0].kind, SC_GOAL_DISTINCT_PLANETS);
    assert_int_equal(m.goals[0].count, 4);
    assert_int_equal(m.goals[1].kind, SC_GOAL_SAME_PLANET);
    assert_int_equal(m.goals[2].kind, SC_GOAL_MOONS);
    assert_int_equal(m.goals[3].kind, SC_GOAL_DEEP_SPACE);
    assert_int_equal(m.goals[3].count, 2);
    for (unsigned i = 0; i < 4; i++) {
        assert_int_equal(m.goals[i].points, 5);
    }
}

/* ---- faces and crash chances -------------------------------------------- */

static void test_face_names(void **state)
{
    (void)state;
    static const char *const names[] = {"A", "1", "2", "3", "4"};
    for (unsigned f = 0; f < SC_FACE_COUNT; f++) {
        sc_face got = SC_FACE_COUNT;
        assert_string_equal(sc_face_name((sc_face)f), names[f]);
        assert_true(sc_face_parse(names[f], &got));
        assert_int_equal(got, f);
    }
    static const char *const bad[] = {"", "B", "a", "0", "5", "11", "A ", " 1", "AA", "flame"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        sc_face got = SC_FACE_3;
        assert_false(sc_face_parse(bad[i], &got));
        assert_int_equal(got, SC_FACE_3);
    }
    assert_false(sc_face_parse(NULL, NULL));
}

static void test_face_value(void **state)
{
    (void)state;
    sc_mat m;
    load_default(&m);
    assert_int_equal(sc_mat_face_value(&m, 0, SC_FACE_A), 1);
    assert_int_equal(sc_mat_face_value(&m, 11, SC_FACE_A), 2);
    assert_int_equal(sc_mat_face_value(&m, 20, SC_FACE_A), 3);
    assert_int_equal(sc_mat_face_value(&m, 25, SC_FACE_A), 3);
    for (unsigned f = SC_FACE_1; f <= SC_FACE_4; f++) {
        assert_int_equal(sc_mat_face_value(&m, 0, (sc_face)f), f);
        assert_int_equal(sc_mat_face_value(&m, 20, (sc_face)f), f);
    }
}

static void test_crash_chance(void **state)
{
    (void)state;
    sc_mat m;
    load_default(&m);
    /* Space 5 allows 1 and 4: 2 of 6 sides usable. */
    assert_int_equal(m.usable_sides[5], 2);
    assert_true(sc_mat_crash_chance(&m, 5, 3) == (4.0 / 6.0) * (4.0 / 6.0) * (4.0 / 6.0));
    assert_true(sc_mat_crash_chance(&m, 5, 3) == 8.0 / 27.0);
    assert_true(sc_mat_crash_chance(&m, 5, 1) == 4.0 / 6.0);
    /* Space 0 allows A, 1, 2: A 1 2 2 usable. */
    assert_true(sc_mat_crash_chance(&m, 0, 1) == 2.0 / 6.0);
    assert_true(sc_mat_crash_chance(&m, 0, 6) == 1.0 / 729.0);
    /* Space 2 allows 2, 4: 2 2 4 usable. */
    assert_true(sc_mat_crash_chance(&m, 2, 2) == 0.25);
    /* No dice: nothing usable can show. */
    assert_true(sc_mat_crash_chance(&m, 2, 0) == 1.0);
    /* Deep space: no roll, no crash. */
    assert_true(sc_mat_crash_chance(&m, sc_mat_deep(&m), 3) == 0.0);
    /* A huge pool stays accurate past the exact integer range. */
    double expect = 1.0;
    for (int i = 0; i < 40; i++) {
        expect *= 4.0 / 6.0;
    }
    double got = sc_mat_crash_chance(&m, 5, 40);
    assert_true(got > expect * (1 - 1e-12) && got < expect * (1 + 1e-12));
}

/* ---- the mini mat: shapes that must load ------------------------------ */

static void test_mini_loads(void **state)
{
    (void)state;
    sc_mat m;
    load_ok(MINI, &m);
    assert_string_equal(m.name, "mini");
    assert_false(m.reconstruction);
    assert_int_equal(m.n_spaces, 8);
    assert_int_equal(m.first_landing_space, 2);
    assert_int_equal(m.n_slots, 2);
    assert_int_equal(m.slot_space[0], 3);
    assert_int_equal(m.slot_space[1], 6);
    assert_int_equal(m.spaces[3].slot, 0);
    assert_int_equal(m.spaces[6].slot, 1);
    assert_int_equal(m.spaces[5].slot, -1);

    /* A space without afterburner. */
    assert_int_equal(m.spaces[1].faces, FACES(SC_FACE_2, SC_FACE_3));
    assert_int_equal(m.spaces[1].afterburner, 0);
    /* A moon next to several spaces (ma: 2 and 5); several moons next to
     * one space, furthest (listed) first. */
    assert_int_equal(m.spaces[2].n_moons, 1);
    assert_int_equal(m.spaces[2].moons[0], 0);
    assert_int_equal(m.spaces[5].n_moons, 2);
    assert_int_equal(m.spaces[5].moons[0], 1);
    assert_int_equal(m.spaces[5].moons[1], 0);
    /* A space next to both a moon and a planet. */
    assert_int_equal(m.spaces[7].n_moons, 1);
    assert_int_equal(m.spaces[7].moons[0], 2);
    assert_int_equal(m.spaces[7].n_planets, 1);
    assert_int_equal(m.spaces[7].planets[0], 1);
    assert_string_equal(m.planets[1].name, "Far Away");

    /* die: A 1 2 3 4 4 */
    assert_int_equal(m.usable_sides[0], 2);
    assert_int_equal(m.usable_sides[2], 3);
    assert_int_equal(m.usable_sides[7], 3);

    assert_int_equal(m.n_exp_tokens, 3);
    assert_int_equal(m.exp_tokens[2].n_extra, 2);
    assert_int_equal(m.exp_tokens[2].extra[0], SC_FACE_A);
    assert_int_equal(m.exp_tokens[2].extra[1], SC_FACE_4);
    assert_int_equal(m.n_explore_tokens, 4);
    assert_int_equal(m.explore_tokens[1].kind, SC_EXPLORE_POINTS);
    assert_int_equal(m.explore_tokens[2].kind, SC_EXPLORE_REGAIN);
    assert_int_equal(m.explore_tokens[3].kind, SC_EXPLORE_TUNNEL);
    assert_int_equal(m.explore_tokens[3].value, 3);
    assert_int_equal(m.n_mission_tokens, 15);
    assert_int_equal(m.missions_kept, 2);
    assert_int_equal(m.mission_points[1], 7);
    assert_int_equal(m.mission_points[2], 0);
}

/* A yes-or-no reads as in every other file of the game (the YAML kit's
 * one spelling: true/false, yes/no, on/off); quoted, it is text. */
static void test_yes_no_words(void **state)
{
    (void)state;
    sc_mat m;
    static const char *const yes[] = {"reconstruction: yes", "reconstruction: On",
                                      "reconstruction: TRUE"};
    for (size_t i = 0; i < sizeof yes / sizeof yes[0]; i++) {
        char *t = edit_text(MINI, "reconstruction: false", yes[i]);
        load_ok(t, &m);
        assert_true(m.reconstruction);
        free(t);
    }
    char *t = edit_text(MINI, "reconstruction: false", "reconstruction: off");
    load_ok(t, &m);
    assert_false(m.reconstruction);
    free(t);
    t = edit_text(MINI, "reconstruction: false", "reconstruction: 'yes'");
    static const char *const words[] = {"reconstruction", "true or false", "quoted"};
    expect_error(t, line_containing(MINI, "reconstruction: false"), words, 3, MINI_PATH);
    free(t);
}

static void test_several_moons_keep_distance_order(void **state)
{
    (void)state;
    sc_mat m;
    /* Three moons at one space: the listing is the distance order (R9), so
     * it is kept whatever the points. */
    char *t = edit_text(MINI, "# s5", "  - { faces: [1, 2], moons: [ma, mc, mb] }  # s5");
    load_ok(t, &m);
    assert_int_equal(m.spaces[5].n_moons, 3);
    assert_string_equal(m.moons[m.spaces[5].moons[0]].id, "ma");
    assert_string_equal(m.moons[m.spaces[5].moons[1]].id, "mc");
    assert_string_equal(m.moons[m.spaces[5].moons[2]].id, "mb");
    free(t);
    t = edit_text(MINI, "# s5", "  - { faces: [1, 2], moons: [mb, ma] }  # s5");
    load_ok(t, &m);
    assert_string_equal(m.moons[m.spaces[5].moons[0]].id, "mb");
    assert_string_equal(m.moons[m.spaces[5].moons[1]].id, "ma");
    free(t);
}

static void test_planet_next_to_several_spaces(void **state)
{
    (void)state;
    sc_mat m;
    char *t = edit_text(MINI, "# s1", "  - { faces: [2, 3], planets: [Q] }  # s1");
    load_ok(t, &m);
    assert_int_equal(m.spaces[1].n_planets, 1);
    assert_int_equal(m.spaces[7].planets[0], m.spaces[1].planets[0]);
    assert_int_equal(m.first_landing_space, 1);
    free(t);

    /* Two planets and a moon at one space. */
    t = edit_text(MINI, "# s4",
                  "  - { faces: [A, 3], afterburner: 2, planets: [P, Q], moons: [mb] }");
    load_ok(t, &m);
    assert_int_equal(m.spaces[4].n_planets, 2);
    assert_int_equal(m.spaces[4].n_moons, 1);
    free(t);
}

static void test_spaces_limit(void **state)
{
    (void)state;
    /* 63 numbered spaces load (deep space is the 64th index); 64 do not. */
    char extra[64 * 48] = "";
    size_t used = 0;
    used += (size_t)snprintf(extra + used, sizeof extra - used, "%s",
                             "  - { faces: [A, 4], afterburner: 3, moons: [mc], planets: [Q] }");
    for (unsigned i = 0; i < 56; i++) {
        used += (size_t)snprintf(extra + used, sizeof extra - used,
                                 "\n  - { faces: [1, 2] }  # extra%u", i);
    }
    char *too_many = edit_text(MINI, "# s7", extra);
    static const char *const words[] = {"too many spaces"};
    /* Space 63 is the 56th extra line (8 + 55). */
    expect_error(too_many, line_containing(too_many, "# extra55"), words, 1, "64 spaces");

    char *at_limit = edit_text(too_many, "# extra55", "");
    sc_mat m;
    load_ok(at_limit, &m);
    assert_int_equal(m.n_spaces, SC_MAX_SPACES - 1);
    assert_int_equal(sc_mat_deep(&m), SC_MAX_SPACES - 1);
    assert_true(sc_mat_crash_chance(&m, sc_mat_deep(&m), 2) == 0.0);
    free(at_limit);
    free(too_many);
}

static void test_slots_limit(void **state)
{
    (void)state;
    char extra[16 * 64] = "";
    size_t used = 0;
    used += (size_t)snprintf(extra + used, sizeof extra - used, "%s",
                             "  - { faces: [A, 4], afterburner: 3, moons: [mc], planets: [Q] }");
    for (unsigned i = 0; i < 11; i++) {
        used += (size_t)snprintf(extra + used, sizeof extra - used,
                                 "\n  - { faces: [1, 2], exploration: true }  # extra%u", i);
    }
    char *t = edit_text(MINI, "# s7", extra);
    static const char *const words[] = {"too many exploration slots"};
    /* Slots: spaces 3, 6 and the extras; the 13th is extra10. */
    expect_error(t, line_containing(t, "# extra10"), words, 1, "13 slots");
    char *ok = edit_text(t, "# extra10", "");
    sc_mat m;
    load_ok(ok, &m);
    assert_int_equal(m.n_slots, SC_MAX_SLOTS);
    assert_int_equal(m.slot_space[SC_MAX_SLOTS - 1], 17);
    free(ok);
    free(t);
}

static void test_no_spaces(void **state)
{
    (void)state;
    char *t = edit_text(MINI, "spaces:", "spaces: []");
    for (unsigned s = 0; s < 8; s++) {
        char marker[8];
        snprintf(marker, sizeof marker, "# s%u", s);
        char *next = edit_text(t, marker, "");
        free(t);
        t = next;
    }
    static const char *const words[] = {"spaces", "at least one space"};
    expect_error(t, line_containing(t, "spaces: []"), words, 2, "no spaces");
    free(t);
}

/* ---- checksum ----------------------------------------------------------- */

static void test_checksum_ignores_layout(void **state)
{
    (void)state;
    sc_mat a, b;
    load_ok(MINI, &a);
    load_ok(MINI_OTHER_STYLE, &b);
    assert_true(a.checksum == b.checksum);
    assert_int_equal(b.spaces[5].moons[0], a.spaces[5].moons[0]);
    assert_int_equal(b.n_explore_tokens, a.n_explore_tokens);

    /* The default file with comments after every line, blank lines between
     * them and the indentation doubled. */
    char *text = read_default_text();
    size_t len = strlen(text);
    char *re = malloc(len * 4 + 64);
    assert_non_null(re);
    size_t o = 0;
    for (const char *p = text; *p != '\0';) {
        const char *eol = strchr(p, '\n');
        size_t n = eol != NULL ? (size_t)(eol - p) : strlen(p);
        size_t indent = 0;
        while (indent < n && p[indent] == ' ') {
            indent++;
        }
        memset(re + o, ' ', indent * 2);
        o += indent * 2;
        memcpy(re + o, p + indent, n - indent);
        o += n - indent;
        memcpy(re + o, "   # note\n\n", 11);
        o += 11;
        p += n + (eol != NULL);
    }
    re[o] = '\0';
    sc_mat d1, d2;
    load_default(&d1);
    load_ok(re, &d2);
    assert_true(d1.checksum == d2.checksum);
    free(re);

    /* The name is not a rule: renaming keeps the checksum. */
    char *renamed = edit_text(text, "name: default", "name: my copy");
    load_ok(renamed, &d2);
    assert_true(d1.checksum == d2.checksum);
    free(renamed);
    free(text);
}

/* A body's picture travels with it: reordered moons keep theirs, a body
 * may name none, the checksum ignores pictures, a bad name is refused with
 * its line. */
static void test_body_art(void **state)
{
    (void)state;
    sc_mat d, e;
    load_default(&d);
    assert_string_equal(d.moons[0].art, "moon-bell");
    assert_string_equal(d.planets[4].art, "planet-scratch");
    char *text = read_default_text();
    /* m1 and m2 swap places in the list (edit_text replaces whole lines). */
    char *a = edit_text(text, "id: m1, points: 1",
                        "  - { id: m2, points: 2, art: moon-mouse } # swapped");
    char *b = edit_text(a, "moon-mouse }  ", "  - { id: m1, points: 1, art: moon-bell }");
    load_ok(b, &e);
    assert_string_equal(e.moons[0].id, "m2");
    assert_string_equal(e.moons[0].art, "moon-mouse");
    assert_string_equal(e.moons[1].art, "moon-bell");
    free(a);
    free(b);
    /* No picture named: the same rules. */
    char *plain = edit_text(text, "id: C, name: Cardboard Box",
                            "  - { id: C, name: Cardboard Box, points: [7, 4, 2] }");
    load_ok(plain, &e);
    assert_string_equal(e.planets[2].art, "");
    assert_true(e.checksum == d.checksum);
    free(plain);
    char *bad = edit_text(text, "id: C, name: Cardboard Box",
                          "  - { id: C, name: Cardboard Box, points: [7, 4, 2], art: Planet Box }");
    sc_mat f;
    char err[512] = "";
    assert_false(sc_mat_load_text(bad, strlen(bad), "m.yaml", &f, err, sizeof err));
    assert_non_null(strstr(err, "planets[2].art: 'Planet Box' is not a picture's name"));
    assert_non_null(strstr(err, "m.yaml:"));
    free(bad);
    free(text);
}

static void test_checksum_changes_with_rules(void **state)
{
    (void)state;
    static const struct {
        const char *find, *replace;
    } edits[] = {
        {"comet: 7", "  comet: 8"},
        {"  count: 3", "  count: 4"},
        {"{ id: mc, points: 4 }", "  - { id: mc, points: 5 }"},
        {"# s4", "  - { faces: [A, 3], afterburner: 1, planets: [P] }"},
        {"# s1", "  - { faces: [2, 4] }"},
        {"# s3", "  - { faces: [2, 4] }"},
        {"name: Near", "  - { id: P, name: Near, points: [3, 2, 0] }"},
        {"tokens: [3, 2, 1]", "  tokens: [3, 1, 2]"},
        {"ability: keep", "    - { dice: 2, move: 1, ability: reroll }"},
        {"kind: regain", "    - { kind: regain, count: 2 }"},
        {"tokens: [2, 4, 5, 7,", "  tokens: [2, 4, 5, 5, 2, 4, 5, 7, 2, 4, 5, 7, 2, 4, 5]"},
        {"points: [3, 7]", "  points: [3, 8]"},
        {"kind: moons", "  - { kind: moons, count: 3, points: 3 }"},
        {"satellite_space: 1", "satellite_space: 0"},
    };
    sc_mat base, m;
    load_ok(MINI, &base);
    for (size_t i = 0; i < sizeof edits / sizeof edits[0]; i++) {
        char *t = edit_text(MINI, edits[i].find, edits[i].replace);
        load_ok(t, &m);
        if (m.checksum == base.checksum) {
            fail_msg("checksum unchanged by '%s'", edits[i].replace);
        }
        free(t);
    }
    sc_mat d1, d2;
    load_default(&d1);
    char *text = read_default_text();
    char *t = edit_text(text, "comet: 7", "  comet: 8");
    load_ok(t, &d2);
    assert_true(d1.checksum != d2.checksum);
    free(t);
    free(text);
}

/* ---- sc_mat_finish on hand-built mats ----------------------------------- */

/* Three spaces; moons x (3) and y (5) at space 1, planet p at space 2. */
static void build_small(sc_mat *m)
{
    memset(m, 0, sizeof *m);
    strcpy(m->name, "hand");
    m->n_dice = 2;
    m->n_die_sides = 3;
    m->die_sides[0] = SC_FACE_A;
    m->die_sides[1] = SC_FACE_1;
    m->die_sides[2] = SC_FACE_2;
    m->n_spaces = 3;
    for (unsigned s = 0; s < 3; s++) {
        m->spaces[s].slot = -1;
    }
    m->spaces[0].faces = FACES(SC_FACE_A, SC_FACE_1);
    m->spaces[0].afterburner = 2;
    m->spaces[1].faces = FACES(SC_FACE_2);
    m->spaces[1].n_moons = 2;
    m->spaces[1].moons[0] = 1; /* listed furthest first */
    m->spaces[1].moons[1] = 0;
    m->spaces[1].slot = 0;
    m->spaces[2].faces = FACES(SC_FACE_1, SC_FACE_2);
    m->spaces[2].n_planets = 1;
    m->spaces[2].planets[0] = 0;
    m->spaces[2].slot = 7; /* any slot >= 0 marks a slot; numbered by finish */
    m->failures_to_end = 3;
    m->n_moons = 2;
    strcpy(m->moons[0].id, "x");
    m->moons[0].points = 3;
    strcpy(m->moons[1].id, "y");
    m->moons[1].points = 5;
    m->n_planets = 1;
    strcpy(m->planets[0].id, "p");
    strcpy(m->planets[0].name, "Planet");
    m->planets[0].gold = 4;
    m->missions_dealt = 2;
    m->missions_kept = 1;
    m->mission_points[0] = 3;
    m->n_mission_tokens = 2 * SC_MAX_PLAYERS; /* 2 dealt to each of 5 players */
    for (unsigned i = 0; i < m->n_mission_tokens; i++) {
        m->mission_space[i] = (uint8_t)(1 + i % 2);
    }
    m->n_exp_tokens = 1;
    m->exp_tokens[0].dice = 2;
    m->exp_tokens[0].ability = SC_EXP_EXTRA_DICE;
    m->exp_tokens[0].n_extra = 1;
    m->exp_tokens[0].extra[0] = SC_FACE_A;
    m->n_explore_tokens = 2;
    m->explore_tokens[0].kind = SC_EXPLORE_REGAIN;
    m->explore_tokens[1].kind = SC_EXPLORE_TUNNEL;
    m->explore_tokens[1].value = 2;
}

static void test_finish_hand_built(void **state)
{
    (void)state;
    sc_mat m, again;
    char err[256];
    build_small(&m);
    if (!sc_mat_finish(&m, err, sizeof err)) {
        fail_msg("%s", err);
    }
    assert_int_equal(m.spaces[1].moons[0], 1); /* y, 5 points */
    assert_int_equal(m.spaces[1].moons[1], 0);
    assert_int_equal(m.n_slots, 2);
    assert_int_equal(m.slot_space[0], 1);
    assert_int_equal(m.slot_space[1], 2);
    assert_int_equal(m.spaces[2].slot, 1);
    assert_int_equal(m.first_landing_space, 1);
    assert_int_equal(m.usable_sides[0], 2);
    assert_int_equal(m.usable_sides[1], 1);
    assert_int_equal(m.usable_sides[2], 2);
    assert_true(sc_mat_crash_chance(&m, 1, 2) == 4.0 / 9.0);
    assert_int_equal(sc_mat_face_value(&m, 0, SC_FACE_A), 2);

    /* Deterministic, and finishing twice changes nothing. */
    build_small(&again);
    assert_true(sc_mat_finish(&again, err, sizeof err));
    assert_true(again.checksum == m.checksum);
    uint64_t sum = m.checksum;
    assert_true(sc_mat_finish(&m, err, sizeof err));
    assert_true(m.checksum == sum);
    assert_int_equal(m.spaces[1].moons[0], 1);

    /* No bodies at all: landing never starts before deep space. */
    build_small(&m);
    m.n_moons = 0;
    m.n_planets = 0;
    m.spaces[1].n_moons = 0;
    m.spaces[2].n_planets = 0;
    m.n_mission_tokens = 0; /* no targets: no missions */
    m.missions_dealt = 0;
    m.missions_kept = 0;
    assert_true(sc_mat_finish(&m, err, sizeof err));
    assert_int_equal(m.first_landing_space, 3);
}

typedef void (*mat_breaker)(sc_mat *m);

static void brk_die_face(sc_mat *m)
{
    m->die_sides[2] = 5;
}
static void brk_no_dice(sc_mat *m)
{
    m->n_dice = 0;
}
static void brk_no_spaces(sc_mat *m)
{
    m->n_spaces = 0;
    m->n_moons = 0;
    m->n_planets = 0;
    m->n_mission_tokens = 0;
}
static void brk_too_many_spaces(sc_mat *m)
{
    m->n_spaces = SC_MAX_SPACES;
}
static void brk_satellite(sc_mat *m)
{
    m->satellite_space = 3;
}
static void brk_dup_id(sc_mat *m)
{
    strcpy(m->moons[1].id, "x");
}
static void brk_dup_moon_planet_id(sc_mat *m)
{
    strcpy(m->planets[0].id, "y");
}
static void brk_empty_id(sc_mat *m)
{
    m->moons[0].id[0] = '\0';
}
static void brk_lonely_moon(sc_mat *m)
{
    m->spaces[1].n_moons = 1;
}
static void brk_lonely_planet(sc_mat *m)
{
    m->spaces[2].n_planets = 0;
    m->n_mission_tokens = 1;
}
static void brk_moon_index(sc_mat *m)
{
    m->spaces[1].moons[1] = 2;
}
static void brk_space_face(sc_mat *m)
{
    m->spaces[1].faces = 0x20;
}
static void brk_no_face(sc_mat *m)
{
    m->spaces[1].faces = 0;
}
static void brk_a_no_afterburner(sc_mat *m)
{
    m->spaces[0].afterburner = 0;
}
static void brk_afterburner_no_a(sc_mat *m)
{
    m->spaces[2].afterburner = 1;
}
static void brk_kept(sc_mat *m)
{
    m->missions_kept = 3;
}
static void brk_mission_space(sc_mat *m)
{
    m->mission_space[1] = 0;
}
static void brk_extra(sc_mat *m)
{
    m->exp_tokens[0].ability = SC_EXP_KEEP;
}
static void brk_explore(sc_mat *m)
{
    m->explore_tokens[1].kind = SC_EXPLORE_KIND_COUNT;
}
static void brk_slot(sc_mat *m)
{
    m->spaces[0].slot = -5;
}
static void brk_goal(sc_mat *m)
{
    m->n_goals = 1;
    m->goals[0].kind = SC_GOAL_KIND_COUNT;
    m->goals[0].count = 1;
}
static void brk_goal_count(sc_mat *m)
{
    m->n_goals = 1;
    m->goals[0].kind = SC_GOAL_SAME_PLANET;
    m->goals[0].count = SC_ASTRONAUTS + 1;
}
static void brk_few_missions(sc_mat *m)
{
    m->n_mission_tokens = 2 * SC_MAX_PLAYERS - 1;
}

static void test_finish_errors(void **state)
{
    (void)state;
    static const struct {
        mat_breaker brk;
        const char *word;
    } cases[] = {
        {brk_die_face, "die sides"},
        {brk_no_dice, "dice count"},
        {brk_no_spaces, "numbered spaces"},
        {brk_too_many_spaces, "numbered spaces"},
        {brk_satellite, "satellite"},
        {brk_dup_id, "duplicate id 'x'"},
        {brk_dup_moon_planet_id, "duplicate id 'y'"},
        {brk_empty_id, "bad id"},
        {brk_lonely_moon, "moon 'x' is not next to any space"},
        {brk_lonely_planet, "planet 'p' is not next to any space"},
        {brk_moon_index, "moon 2 does not exist"},
        {brk_space_face, "space 1"},
        {brk_no_face, "space 1"},
        {brk_a_no_afterburner, "afterburner"},
        {brk_afterburner_no_a, "afterburner"},
        {brk_kept, "kept"},
        {brk_mission_space, "no moon or planet"},
        {brk_extra, "extra"},
        {brk_explore, "exploration token 1"},
        {brk_slot, "slot"},
        {brk_goal, "goal 0"},
        {brk_goal_count, "goal 0: count 9, but a player has 8 astronauts"},
        {brk_few_missions, "missions: 9 tokens cannot deal 2 to each of 5 players"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        sc_mat m;
        char err[256] = "";
        build_small(&m);
        cases[i].brk(&m);
        if (sc_mat_finish(&m, err, sizeof err)) {
            fail_msg("case %zu (%s): finish accepted a broken mat", i, cases[i].word);
        }
        if (strstr(err, cases[i].word) == NULL) {
            fail_msg("case %zu: expected '%s' in: %s", i, cases[i].word, err);
        }
    }
    /* A NULL or tiny buffer is fine. */
    sc_mat m;
    char tiny[4];
    build_small(&m);
    brk_kept(&m);
    assert_false(sc_mat_finish(&m, NULL, 0));
    assert_false(sc_mat_finish(&m, tiny, sizeof tiny));
    assert_int_equal(strlen(tiny), 3);
}

/* ---- file helpers ------------------------------------------------------- */

/* 100,000 open brackets (200 KB): refused at the limit with the line, and
 * without libyaml scanning the whole nest (that took minutes). */
static void test_very_deep(void **state)
{
    (void)state;
    enum { DEPTH = 100000 };
    char *text = malloc(2 * DEPTH + 16);
    assert_non_null(text);
    size_t n = (size_t)sprintf(text, "format: 1\nx: ");
    memset(text + n, '[', DEPTH);
    memset(text + n + DEPTH, ']', DEPTH);
    text[n + 2 * DEPTH] = '\0';
    static const char *const words[] = {"nested deeper than 32 levels"};
    expect_error(text, 2, words, 1, "100,000 deep");
    free(text);
}

#ifndef _WIN32
/* Over the file size limit (ulimit -f), with SIGXFSZ left at its default
 * (which kills): the write fails with the reason, the file keeps its old
 * content and no temporary file is left. In a child, which the limit and a
 * kill would not outlive. */
static void test_write_over_size_limit(void **state)
{
    (void)state;
    const char *path = SC_TEST_BUILDDIR "/test-mat-fsize.tmp";
    static const char old[] = "the previous content, kept whole\n";
    char err[512] = "";
    assert_true(sc_file_write_atomic(path, old, sizeof old - 1, err, sizeof err));
    static char big[5000];
    memset(big, 'x', sizeof big);
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        signal(SIGXFSZ, SIG_DFL);
        struct rlimit lim = {1000, 1000};
        setrlimit(RLIMIT_FSIZE, &lim);
        bool ok = sc_file_write_atomic(path, big, sizeof big, err, sizeof err);
        _exit(!ok && strstr(err, path) != NULL && strstr(err, strerror(EFBIG)) != NULL ? 0 : 3);
    }
    int status = 0;
    assert_int_equal(waitpid(pid, &status, 0), pid);
    if (!WIFEXITED(status)) {
        fail_msg("the writer was killed by signal %d", WTERMSIG(status));
    }
    assert_int_equal(WEXITSTATUS(status), 0);
    size_t len = 0;
    char *back = sc_file_read(path, 1000, &len, err, sizeof err);
    assert_non_null(back);
    assert_string_equal(back, old);
    free(back);
    /* The child's temporary files are named after its pid. */
    char tmp_prefix[64];
    snprintf(tmp_prefix, sizeof tmp_prefix, "test-mat-fsize.tmp.tmp-%ld-", (long)pid);
    DIR *d = opendir(SC_TEST_BUILDDIR);
    assert_non_null(d);
    for (struct dirent *e; (e = readdir(d)) != NULL;) {
        if (strncmp(e->d_name, tmp_prefix, strlen(tmp_prefix)) == 0) {
            fail_msg("temporary file left: %s", e->d_name);
        }
    }
    closedir(d);
    remove(path);
}
#endif

static void test_files(void **state)
{
    (void)state;
    char err[512] = "";
    sc_mat m;
    const char *missing = SC_TEST_BUILDDIR "/no-such-dir/mat.yaml";
    assert_false(sc_mat_load_file(missing, &m, err, sizeof err));
    assert_non_null(strstr(err, missing));

    const char *path = SC_TEST_BUILDDIR "/test-mat-io.tmp";
    static const char data[] = "format: 1\nhello\n";
    assert_true(sc_file_write_atomic(path, data, sizeof data - 1, err, sizeof err));
    size_t len = 0;
    char *back = sc_file_read(path, 1000, &len, err, sizeof err);
    assert_non_null(back);
    assert_int_equal(len, sizeof data - 1);
    assert_string_equal(back, data);
    free(back);

    /* Overwrite with something shorter, then refuse a too small limit. */
    assert_true(sc_file_write_atomic(path, "x", 1, err, sizeof err));
    back = sc_file_read(path, 1000, &len, err, sizeof err);
    assert_non_null(back);
    assert_string_equal(back, "x");
    free(back);
    assert_true(sc_file_write_atomic(path, data, sizeof data - 1, err, sizeof err));
    assert_null(sc_file_read(path, 4, &len, err, sizeof err));
    assert_non_null(strstr(err, "too large"));
    assert_non_null(strstr(err, path));
    remove(path);

    assert_false(sc_file_write_atomic(missing, "x", 1, err, sizeof err));
    assert_non_null(strstr(err, missing));

    /* A file that is not a mat names itself and the line. */
    assert_true(sc_file_write_atomic(path, "format: 1\nname: [x\n", 19, err, sizeof err));
    assert_false(sc_mat_load_file(path, &m, err, sizeof err));
    assert_true(strncmp(err, path, strlen(path)) == 0);
    assert_non_null(strstr(err, "syntax error"));
    remove(path);
}

/* ---- bad files ---------------------------------------------------------- */

typedef struct bad_case {
    const char *name;
    /* The line of MINI holding `find` is replaced with `replace`; when find
     * is NULL, replace is the whole text. */
    const char *find;
    const char *replace;
    /* Expected line: the first line of the edited text holding `at`; when
     * NULL, the replaced line (or line 1 for a whole text). */
    const char *at;
    const char *words[4];
} bad_case;

static bad_case bad_cases[] = {
    /* Not YAML, or not a mat. */
    {"syntax error", "  count: 3", "  count: 3: 4", NULL, {"YAML syntax error"}},
    {"tab indentation", "  galaxy: 5", "\tgalaxy: 5", NULL, {"YAML syntax error"}},
    {"unclosed quote", "name: mini", "name: 'mini", NULL, {"YAML syntax error", "quoted"}},
    /* libyaml notices the missing ']' on the next line; the message names
     * the line the list started on too. */
    {"unclosed bracket",
     "  sides: [A",
     "  sides: [A, 1, 2",
     "failures_to_end",
     {"YAML syntax error", "flow sequence", "from line 7"}},
    {"binary", NULL, "\x01\x02\x03\x04", NULL, {"not a YAML text file"}},
    {"invalid utf-8", NULL, "format: 1\nname: \xff\xfe\n", "name", {"not a YAML text file"}},
    {"empty file", NULL, "", NULL, {"empty"}},
    {"only comments", NULL, "# nothing\n\n# here\n", NULL, {"empty"}},
    {"scalar document", NULL, "just some words\n", NULL, {"top level", "mapping"}},
    {"list document", NULL, "- 1\n- 2\n", NULL, {"top level", "a list"}},
    {"two documents",
     "  tokens: [2, 4, 5, 7, 2, 4, 5, 7, 2, 4, 5, 7, 2, 4, 5]",
     "  tokens: [2, 4, 5, 7, 2, 4, 5, 7, 2, 4, 5, 7, 2, 4, 5]\n---\nsecond: doc",
     "---",
     {"one YAML document"}},
    /* An empty second document counts too: the reader takes one. */
    {"empty second document",
     "  tokens: [2, 4, 5, 7, 2, 4, 5, 7, 2, 4, 5, 7, 2, 4, 5]",
     "  tokens: [2, 4, 5, 7, 2, 4, 5, 7, 2, 4, 5, 7, 2, 4, 5]\n---\n",
     "---",
     {"one YAML document"}},
    {"nested too deep",
     "  tokens: [2, 4, 5, 7, 2, 4, 5, 7, 2, 4, 5, 7, 2, 4, 5]",
     "  tokens: [2, 4, 5, 7, 2, 4, 5, 7, 2, 4, 5, 7, 2, 4, 5]\nnest: "
     "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]",
     "nest:",
     {"nested deeper than 32 levels"}},
    {"format 2", "format: 1", "format: 2", NULL, {"format", "unsupported format 2"}},
    {"format text", "format: 1", "format: one", NULL, {"format", "whole number", "'one'"}},

    /* Keys. */
    {"unknown top key",
     "failures_to_end: 5",
     "failures_to_end: 5\ncolour: red",
     "colour",
     {"top level", "unknown key 'colour'"}},
    {"unknown space key",
     "# s1",
     "  - { faces: [2, 3], afterburnr: 1 }",
     NULL,
     {"space 1", "unknown key 'afterburnr'"}},
    {"unknown moon key",
     "{ id: ma, points: 2 }",
     "  - { id: ma, points: 2, size: 3 }",
     NULL,
     {"moons[0]", "unknown key 'size'"}},
    {"unknown dice key",
     "  count: 3",
     "  count: 3\n  colour: red",
     "colour",
     {"dice", "unknown key 'colour'"}},
    {"duplicate key",
     "  count: 3",
     "  count: 3\n  count: 4",
     "count: 4",
     {"duplicate key 'count'"}},
    {"key not a name",
     "failures_to_end: 5",
     "failures_to_end: 5\n? [a, b]\n: 1",
     "? [a",
     {"key must be a name"}},
    {"missing top key",
     "failures_to_end: 5",
     "",
     "format: 1",
     {"missing required key 'failures_to_end'"}},
    {"missing format", "format: 1", "", "name: mini", {"missing required key 'format'"}},
    {"missing faces",
     "# s1",
     "  - { exploration: false }",
     NULL,
     {"space 1", "missing required key 'faces'"}},
    {"missing planet name",
     "name: Near",
     "  - { id: P, points: [3, 2, 1] }",
     NULL,
     {"planets[0]", "missing required key 'name'"}},
    {"missing galaxy",
     "  galaxy: 5",
     "",
     "comet: 7",
     {"deep_space", "missing required key 'galaxy'"}},
    {"missing mission kept", "  kept: 2", "", "dealt: 3", {"missions", "'kept'"}},

    /* Types. */
    {"count not a number",
     "  count: 3",
     "  count: three",
     NULL,
     {"dice.count", "whole number", "'three'"}},
    {"count a float", "  count: 3", "  count: 2.5", NULL, {"dice.count", "whole number"}},
    {"count quoted", "  count: 3", "  count: \"3\"", NULL, {"dice.count", "quoted"}},
    {"count empty", "  count: 3", "  count:", NULL, {"dice.count", "got nothing"}},
    {"count a list", "  count: 3", "  count: [3]", NULL, {"dice.count", "a list"}},
    {"sides not a list", "  sides: [A", "  sides: 6", NULL, {"dice.sides", "expected a list"}},
    {"sides a mapping", "  sides: [A", "  sides: {A: 1}", NULL, {"dice.sides", "a mapping"}},
    {"ufo tokens a mapping",
     "tokens: [3, 2, 1]",
     "  tokens: {a: 1}",
     NULL,
     {"ufo.tokens", "expected a list"}},
    {"name a list", "name: mini", "name: [a, b]", NULL, {"name", "a list"}},
    {"reconstruction",
     "reconstruction: false",
     "reconstruction: maybe",
     NULL,
     {"reconstruction", "true or false", "'maybe'"}},
    {"exploration flag",
     "# s3",
     "  - { faces: [2, 4], exploration: 1 }",
     NULL,
     {"space 3", "exploration", "true or false"}},
    {"space not a map", "# s1", "  - [2, 3]", NULL, {"space 1", "mapping"}},
    {"moons not a list",
     "# s2",
     "  - { faces: [1, 4], moons: ma }",
     NULL,
     {"space 2", "moons", "list"}},

    /* Faces. */
    {"unknown die face",
     "  sides: [A",
     "  sides: [A, 1, 2, 3, 4, B]",
     NULL,
     {"dice.sides", "unknown face 'B'", "A, 1, 2, 3, 4"}},
    {"unknown space face",
     "# s2",
     "  - { faces: [1, 5], moons: [ma] }",
     NULL,
     {"space 2", "unknown face '5'"}},
    {"lower-case face",
     "# s0",
     "  - { faces: [a, 1], afterburner: 1 }",
     NULL,
     {"space 0", "unknown face 'a'"}},
    {"no faces", "# s1", "  - { faces: [] }", NULL, {"space 1", "at least one"}},
    {"face twice", "# s1", "  - { faces: [2, 3, 2] }", NULL, {"space 1", "'2' listed twice"}},
    {"no die sides", "  sides: [A", "  sides: []", NULL, {"dice.sides", "at least one face"}},
    {"too many die sides",
     "  sides: [A",
     "  sides: [A, 1, 2, 3, 4, 1, 2, 3, 4, 1, 2, 3, 4]",
     NULL,
     {"dice.sides", "too many faces"}},

    /* Afterburner. */
    {"afterburner missing",
     "# s0",
     "  - { faces: [A, 1] }",
     NULL,
     {"space 0", "afterburner", "include A"}},
    {"afterburner without A",
     "# s1",
     "  - { faces: [2, 3], afterburner: 2 }",
     NULL,
     {"space 1", "afterburner", "do not include A"}},
    {"afterburner 0",
     "# s4",
     "  - { faces: [A, 3], afterburner: 0, planets: [P] }",
     NULL,
     {"space 4", "afterburner", "0 is out of range (1..9)"}},
    {"afterburner 10",
     "# s4",
     "  - { faces: [A, 3], afterburner: 10, planets: [P] }",
     NULL,
     {"space 4", "afterburner", "10 is out of range (1..9)"}},

    /* Bodies. */
    {"unknown moon",
     "# s2",
     "  - { faces: [1, 4], moons: [mz] }",
     NULL,
     {"space 2", "unknown moon 'mz'"}},
    {"unknown planet",
     "# s4",
     "  - { faces: [A, 3], afterburner: 2, planets: [Z, P] }",
     NULL,
     {"space 4", "unknown planet 'Z'"}},
    {"planet as moon",
     "# s2",
     "  - { faces: [1, 4], moons: [P] }",
     NULL,
     {"space 2", "unknown moon 'P'", "planet"}},
    {"moon twice at a space",
     "# s5",
     "  - { faces: [1, 2], moons: [ma, mb, ma] }",
     NULL,
     {"space 5", "moon 'ma' listed twice"}},
    {"duplicate moon id",
     "{ id: mc, points: 4 }",
     "  - { id: ma, points: 4 }",
     NULL,
     {"moons[2].id", "duplicate id 'ma'", "line 15"}},
    {"duplicate planet id",
     "name: Far Away",
     "  - { id: P, name: Far Away, points: [8, 4, 2] }",
     NULL,
     {"planets[1].id", "duplicate id 'P'"}},
    {"planet id of a moon",
     "name: Far Away",
     "  - { id: mb, name: Far Away, points: [8, 4, 2] }",
     NULL,
     {"planets[1].id", "duplicate id 'mb'"}},
    {"bad id",
     "{ id: ma, points: 2 }",
     "  - { id: 'm a', points: 2 }",
     NULL,
     {"moons[0].id", "not a valid id"}},
    {"empty id",
     "{ id: ma, points: 2 }",
     "  - { id: '', points: 2 }",
     NULL,
     {"moons[0].id", "not a valid id"}},
    {"moon next to no space",
     "# s7",
     "  - { faces: [A, 4], afterburner: 3, planets: [Q] }",
     "id: mc",
     {"moon 'mc'", "not next to any space"}},
    {"planet next to no space",
     "# s4",
     "  - { faces: [A, 3], afterburner: 2 }",
     "id: P,",
     {"planet 'P'", "not next to any space"}},
    {"planet points two",
     "name: Near",
     "  - { id: P, name: Near, points: [3, 2] }",
     NULL,
     {"planets[0].points", "expected 3 numbers", "got 2"}},
    {"planet points four",
     "name: Near",
     "  - { id: P, name: Near, points: [3, 2, 1, 0] }",
     NULL,
     {"planets[0].points", "expected 3 numbers"}},
    {"planet points scalar",
     "name: Near",
     "  - { id: P, name: Near, points: 3 }",
     NULL,
     {"planets[0].points", "expected a list"}},
    {"planet points 300",
     "name: Near",
     "  - { id: P, name: Near, points: [300, 2, 1] }",
     NULL,
     {"planets[0].points", "300 is out of range (0..99)"}},
    {"moon points negative",
     "{ id: mb, points: 6 }",
     "  - { id: mb, points: -6 }",
     NULL,
     {"moons[1].points", "-6 is out of range"}},
    {"planet name too long",
     "name: Near",
     "  - { id: P, name: A Very Long Planet Name Beyond Limits, points: [3, 2, 1] }",
     NULL,
     {"planets[0].name", "too long"}},

    /* Numbers. */
    {"negative comet",
     "comet: 7",
     "  comet: -1",
     NULL,
     {"deep_space.comet", "-1 is out of range (0..99)"}},
    {"huge comet",
     "comet: 7",
     "  comet: 99999999999999999999999",
     NULL,
     {"deep_space.comet", "99999999999999999999999 is out of range"}},
    {"no dice", "  count: 3", "  count: 0", NULL, {"dice.count", "out of range (1..8)"}},
    {"too many dice", "  count: 3", "  count: 9", NULL, {"dice.count", "out of range (1..8)"}},
    {"failures 0",
     "failures_to_end: 5",
     "failures_to_end: 0",
     NULL,
     {"failures_to_end", "out of range"}},
    {"satellite off track",
     "satellite_space: 1",
     "satellite_space: 8",
     NULL,
     {"satellite_space", "8 is out of range (0..7)"}},
    {"satellite negative",
     "satellite_space: 1",
     "satellite_space: -1",
     NULL,
     {"satellite_space", "out of range"}},
    {"name too long",
     "name: mini",
     "name: a name that is far too long for the mat",
     NULL,
     {"name", "too long"}},
    {"name empty", "name: mini", "name: ''", NULL, {"name", "empty"}},

    /* Goals. */
    {"goal kind",
     "kind: same_planet",
     "  - { kind: planets, count: 2, points: 4 }",
     NULL,
     {"goals[1].kind", "unknown 'planets'"}},
    {"goal count 0",
     "kind: same_planet",
     "  - { kind: same_planet, count: 0, points: 4 }",
     NULL,
     {"goals[1].count", "out of range"}},
    {"goal more planets than exist",
     "kind: distinct_planets",
     "  - { kind: distinct_planets, count: 3, points: 5 }",
     NULL,
     {"goals[0].count", "2 planets"}},
    {"goal more moons than exist",
     "kind: moons",
     "  - { kind: moons, count: 4, points: 3 }",
     NULL,
     {"goals[2].count", "3 moons"}},

    /* UFO. */
    {"ufo token not a number",
     "tokens: [3, 2, 1]",
     "  tokens: [3, 2, x]",
     NULL,
     {"ufo.tokens", "whole number", "'x'"}},
    {"expedition ability",
     "ability: reroll",
     "    - { dice: 3, move: 2, ability: fly }",
     NULL,
     {"ufo.expedition_tokens[0].ability", "unknown 'fly'", "reroll, keep or extra"}},
    {"extra without faces",
     "ability: extra",
     "    - { dice: 2, move: 0, ability: extra }",
     NULL,
     {"ufo.expedition_tokens[2]", "missing required key 'extra'"}},
    {"extra with keep",
     "ability: keep",
     "    - { dice: 2, move: 1, ability: keep, extra: [1] }",
     NULL,
     {"ufo.expedition_tokens[1]", "extra given", "'keep'"}},
    {"extra empty",
     "ability: extra",
     "    - { dice: 2, move: 0, ability: extra, extra: [] }",
     NULL,
     {"ufo.expedition_tokens[2].extra", "at least one face"}},
    {"extra four faces",
     "ability: extra",
     "    - { dice: 2, move: 0, ability: extra, extra: [1, 2, 3, 4] }",
     NULL,
     {"ufo.expedition_tokens[2].extra", "too many faces (at most 3)"}},
    {"extra unknown face",
     "ability: extra",
     "    - { dice: 2, move: 0, ability: extra, extra: [A, 7] }",
     NULL,
     {"ufo.expedition_tokens[2].extra", "unknown face '7'"}},
    {"expedition dice over the pool",
     "ability: reroll",
     "    - { dice: 4, move: 2, ability: reroll }",
     NULL,
     {"ufo.expedition_tokens[0].dice", "out of range (1..3)"}},
    {"expedition move past the track",
     "ability: reroll",
     "    - { dice: 3, move: 9, ability: reroll }",
     NULL,
     {"ufo.expedition_tokens[0].move", "out of range (0..8)"}},

    /* Exploration. */
    {"exploration kind",
     "kind: regain",
     "    - { kind: warp, count: 1 }",
     NULL,
     {"exploration.tokens[1].kind", "unknown 'warp'", "points, regain or tunnel"}},
    {"points without value",
     "kind: points",
     "    - { kind: points, count: 2 }",
     NULL,
     {"exploration.tokens[0]", "missing required key 'value'"}},
    {"tunnel without value",
     "kind: tunnel",
     "    - { kind: tunnel, count: 1 }",
     NULL,
     {"exploration.tokens[2]", "missing required key 'value'"}},
    {"regain with value",
     "kind: regain",
     "    - { kind: regain, value: 1, count: 1 }",
     NULL,
     {"exploration.tokens[1]", "regain token has no value"}},
    {"exploration count 0",
     "kind: regain",
     "    - { kind: regain, count: 0 }",
     NULL,
     {"exploration.tokens[1].count", "out of range"}},
    {"too many exploration tokens",
     "kind: points",
     "    - { kind: points, value: 2, count: 39 }",
     "kind: tunnel",
     {"exploration.tokens[2].count", "too many exploration tokens"}},

    /* Missions. */
    {"mission space without body",
     "tokens: [2, 4, 5, 7,",
     "  tokens: [2, 4, 1, 7]",
     NULL,
     {"missions.tokens[2]", "space 1", "no moon or planet"}},
    {"mission space off track",
     "tokens: [2, 4, 5, 7,",
     "  tokens: [2, 4, 8]",
     NULL,
     {"missions.tokens[2]", "out of range (0..7)"}},
    {"mission kept over dealt",
     "  kept: 2",
     "  kept: 4",
     NULL,
     {"missions.kept", "more than missions.dealt (3)"}},
    {"mission dealt 5",
     "  dealt: 3",
     "  dealt: 5",
     NULL,
     {"missions.dealt", "out of range (1..4)"}},
    {"mission points count",
     "  points: [3, 7]",
     "  points: [3]",
     NULL,
     {"missions.points", "expected 2 numbers", "got 1"}},
    {"mission points negative",
     "  points: [3, 7]",
     "  points: [3, -7]",
     NULL,
     {"missions.points", "-7 is out of range"}},
    /* 3 dealt to each of 5 players: 15 tokens at least (14 loaded, then the
     * game could not start with 5 players and spun, or said "internal
     * error" in the simulator). */
    {"mission tokens for 5 players",
     "tokens: [2, 4, 5, 7,",
     "  tokens: [2, 4, 5, 7, 2, 4, 5, 7, 2, 4, 5, 7, 2, 4]",
     NULL,
     {"missions.tokens: 14 tokens, but 5 players are dealt 3 each: at least 15"}},
    {"goal count over the astronauts",
     "kind: moons",
     "  - { kind: same_planet, count: 9, points: 3 }",
     NULL,
     {"goals[", ".count", "9 is out of range (1..8)"}},
};

static void run_bad_case(void **state)
{
    const bad_case *c = *state;
    char *text = c->find != NULL ? edit_text(MINI, c->find, c->replace) : NULL;
    const char *t = text != NULL ? text : c->replace;
    unsigned line = 1;
    if (c->at != NULL) {
        line = line_containing(t, c->at);
        if (line == 0) {
            fail_msg("%s: '%s' is not in the edited text", c->name, c->at);
        }
    } else if (c->find != NULL) {
        line = line_containing(MINI, c->find);
    }
    size_t n = 0;
    while (n < 4 && c->words[n] != NULL) {
        n++;
    }
    expect_error(t, line, c->words, n, c->name);
    free(text);
}

/* ---- the mats the game ever shipped ------------------------------------- */

/* Every mat a released build of the game played on, by the checksum its
 * records carry (git log --follow data/mat/default.yaml; only builds that
 * configure count: the first mat, commit af3a1fa, never shipped in one). A
 * save of each must find its mat: when data/mat/default.yaml changes, the
 * old one is kept as data/mat/NAME.yaml. */
static const struct {
    uint64_t checksum;
    const char *title;
} shipped[] = {
    {UINT64_C(0x79730ed4afd95a3f), "Six moons"},      /* 2ea9e38 .. 352a62d~1 */
    {UINT64_C(0x5a0034b5658a1018), "Thirteen moons"}, /* 352a62d .. */
};

static void test_every_shipped_mat_kept(void **state)
{
    (void)state;
    static sc_mat_set set;
    char err[512] = "";
    if (!sc_mat_set_load(&set, SC_TEST_DATADIR "/mat", err, sizeof err)) {
        fail_msg("%s", err);
    }
    assert_true(set.n >= 2);
    assert_string_equal(set.files[0], "default.yaml");
    sc_mat d;
    load_default(&d);
    assert_true(set.mats[0].checksum == d.checksum);
    for (size_t i = 0; i < sizeof shipped / sizeof shipped[0]; i++) {
        const sc_mat *m = sc_mat_set_find(&set, shipped[i].checksum);
        if (m == NULL) {
            fail_msg("no mat of checksum %016llx (%s) in data/mat/: keep every mat the game "
                     "shipped",
                     (unsigned long long)shipped[i].checksum, shipped[i].title);
        }
        assert_string_equal(m->title, shipped[i].title);
    }
    for (unsigned i = 0; i < set.n; i++) {
        assert_true(set.mats[i].title[0] != '\0'); /* every mat says what it is */
    }
    const sc_mat *six = sc_mat_set_find(&set, shipped[0].checksum);
    assert_string_equal(six->layout, "six-moons");
    assert_string_equal(set.mats[0].layout, "");
    assert_null(sc_mat_set_find(&set, 0));
}

static void write_text(const char *path, const char *text)
{
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs(text, f);
    fclose(f);
}

/* A folder of mats: one that does not load is named with its line; no
 * default.yaml, or too many mats, are refused. */
static void test_mat_set_errors(void **state)
{
    (void)state;
    static sc_mat_set set;
    char dir[512], path[600], err[512] = "";
    snprintf(dir, sizeof dir, "%s/test-mat-set-%d", SC_TEST_BUILDDIR, (int)getpid());
    assert_int_equal(mkdir(dir, 0700), 0);
    assert_false(sc_mat_set_load(&set, dir, err, sizeof err));
    assert_non_null(strstr(err, "default.yaml"));
    char *text = read_default_text();
    snprintf(path, sizeof path, "%s/default.yaml", dir);
    write_text(path, text);
    snprintf(path, sizeof path, "%s/notes.txt", dir);
    write_text(path, "not a mat\n");
    assert_true(sc_mat_set_load(&set, dir, err, sizeof err));
    assert_int_equal(set.n, 1);
    snprintf(path, sizeof path, "%s/b-broken.yaml", dir);
    write_text(path, "format: 1\nname: broken\ndice: [\n");
    assert_false(sc_mat_set_load(&set, dir, err, sizeof err));
    assert_non_null(strstr(err, "b-broken.yaml:"));
    remove(path);
    char *titled = edit_text(text, "title: Thirteen moons", "title: A copy");
    for (int i = 0; i < SC_MAT_SET_MAX; i++) {
        snprintf(path, sizeof path, "%s/copy-%d.yaml", dir, i);
        write_text(path, titled);
    }
    assert_false(sc_mat_set_load(&set, dir, err, sizeof err));
    assert_non_null(strstr(err, "more than 8 mats"));
    snprintf(path, sizeof path, "%s/copy-%d.yaml", dir, SC_MAT_SET_MAX - 1);
    remove(path);
    assert_true(sc_mat_set_load(&set, dir, err, sizeof err));
    assert_int_equal(set.n, SC_MAT_SET_MAX);
    assert_string_equal(set.files[1], "copy-0.yaml");
    assert_string_equal(set.mats[1].title, "A copy");
    /* Copies find the first: the current mat. */
    assert_true(sc_mat_set_find(&set, set.mats[0].checksum) == &set.mats[0]);
    for (int i = 0; i < SC_MAT_SET_MAX; i++) {
        snprintf(path, sizeof path, "%s/copy-%d.yaml", dir, i);
        remove(path);
    }
    snprintf(path, sizeof path, "%s/default.yaml", dir);
    remove(path);
    snprintf(path, sizeof path, "%s/notes.txt", dir);
    remove(path);
    assert_int_equal(rmdir(dir), 0);
    free(titled);
    free(text);
}

/* The title and the layout are for the game only: outside the checksum, and
 * checked like any key. */
static void test_title_and_layout(void **state)
{
    (void)state;
    sc_mat d, e;
    load_default(&d);
    assert_string_equal(d.title, "Thirteen moons");
    char *text = read_default_text();
    char *other = edit_text(text, "title: Thirteen moons", "title: Tried\nlayout: tried-out");
    load_ok(other, &e);
    assert_true(e.checksum == d.checksum);
    assert_string_equal(e.layout, "tried-out");
    char *none = edit_text(text, "title: Thirteen moons", "# no title");
    load_ok(none, &e);
    assert_string_equal(e.title, "");
    char err[512] = "";
    char *bad = edit_text(text, "title: Thirteen moons", "title: x\nlayout: ../board");
    assert_false(sc_mat_load_text(bad, strlen(bad), "m.yaml", &e, err, sizeof err));
    assert_non_null(strstr(err, "layout: '../board' is not a layout's name"));
    free(bad);
    free(none);
    free(other);
    free(text);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_default_loads),
        cmocka_unit_test(test_yes_no_words),
        cmocka_unit_test(test_default_spaces),
        cmocka_unit_test(test_default_bodies),
        cmocka_unit_test(test_default_variants),
        cmocka_unit_test(test_face_names),
        cmocka_unit_test(test_face_value),
        cmocka_unit_test(test_crash_chance),
        cmocka_unit_test(test_mini_loads),
        cmocka_unit_test(test_several_moons_keep_distance_order),
        cmocka_unit_test(test_planet_next_to_several_spaces),
        cmocka_unit_test(test_spaces_limit),
        cmocka_unit_test(test_slots_limit),
        cmocka_unit_test(test_no_spaces),
        cmocka_unit_test(test_checksum_ignores_layout),
        cmocka_unit_test(test_body_art),
        cmocka_unit_test(test_every_shipped_mat_kept),
        cmocka_unit_test(test_mat_set_errors),
        cmocka_unit_test(test_title_and_layout),
        cmocka_unit_test(test_checksum_changes_with_rules),
        cmocka_unit_test(test_finish_hand_built),
        cmocka_unit_test(test_finish_errors),
        cmocka_unit_test(test_files),
        cmocka_unit_test(test_very_deep),
#ifndef _WIN32
        cmocka_unit_test(test_write_over_size_limit),
#endif
    };
    int failed = cmocka_run_group_tests_name("mat", tests, NULL, NULL);

    /* One test per bad file, each named after its case. */
    enum { N_BAD = sizeof bad_cases / sizeof bad_cases[0] };
    struct CMUnitTest bad[N_BAD];
    for (size_t i = 0; i < N_BAD; i++) {
        bad[i] = (struct CMUnitTest){
            .name = bad_cases[i].name, .test_func = run_bad_case, .initial_state = &bad_cases[i]};
    }
    failed += _cmocka_run_group_tests("mat bad files", bad, N_BAD, NULL, NULL);
    return failed;
}
