/* Loading the cosmic mat from YAML with libyaml's document API.
 *
 * The whole text is parsed into a libyaml document first (syntax errors come
 * from libyaml with their line), then walked node by node. Every check that
 * can name a line is done here, with the line of the offending node; the
 * result then goes through sc_mat_finish(), whose own checks should never
 * fire for a file that passed these. */
#include "spacecats/mat_load.h"

#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <yaml.h>

#include "spacecats/game.h"
#include "spacecats/yaml_read.h"

enum {
    MAT_FILE_MAX = 1 << 20, /* a mat file is a few kilobytes */
    NUM_MAX = 99,           /* points, token values */
    AFTERBURNER_MAX = 9,
    FAILURES_MAX = 50,
    MISSIONS_MAX = 4, /* sc_mat.mission_points */
};

typedef struct loader {
    sc_yaml_reader rd;
    sc_mat *mat;
    /* Nodes of the moon and planet entries, for "not next to any space". */
    yaml_node_t *moon_node[SC_MAX_MOONS];
    yaml_node_t *planet_node[SC_MAX_PLANETS];
    /* Id nodes of every body so far, for duplicate ids. */
    unsigned n_ids;
    yaml_node_t *id_node[SC_MAX_MOONS + SC_MAX_PLANETS];
} loader;

#define FAIL(ld, node, ...) sc_yaml_failf(&(ld)->rd, (node), 0, __VA_ARGS__)

/* ---- scalars ------------------------------------------------------------ */

static bool get_u8(loader *ld, const yaml_node_t *n, const char *ctx, long min, long max,
                   uint8_t *out)
{
    long v;
    if (!sc_yaml_get_int(&ld->rd, n, ctx, min, max, &v)) {
        return false;
    }
    *out = (uint8_t)v;
    return true;
}

static bool id_char(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
           c == '-';
}

static bool get_id(loader *ld, const yaml_node_t *n, const char *ctx, char dst[SC_ID_LEN])
{
    if (!sc_yaml_want_scalar(&ld->rd, n, ctx, "an id")) {
        return false;
    }
    const char *t = sc_yaml_text(n);
    size_t len = n->data.scalar.length;
    bool ok = len > 0 && len < SC_ID_LEN;
    for (size_t i = 0; i < len && ok; i++) {
        ok = id_char(t[i]);
    }
    if (!ok) {
        return FAIL(ld, n, "%s: '%.40s' is not a valid id (1 to %d letters, digits, '_' or '-')",
                    ctx, t, SC_ID_LEN - 1);
    }
    memcpy(dst, t, len);
    dst[len] = '\0';
    return true;
}

/* A picture's name: the file data/art/NAME.svg, so a-z, 0-9 and '-'. */
/* A picture's or a layout's name (`what`): a file name in the data folder
 * without its extension. Absent: "". */
static bool get_art(loader *ld, const yaml_node_t *n, const char *ctx, char dst[SC_ART_LEN],
                    const char *what)
{
    if (n == NULL) {
        dst[0] = '\0';
        return true;
    }
    if (!sc_yaml_want_scalar(&ld->rd, n, ctx, what)) {
        return false;
    }
    const char *t = sc_yaml_text(n);
    size_t len = n->data.scalar.length;
    bool ok = len > 0 && len < SC_ART_LEN;
    for (size_t i = 0; i < len && ok; i++) {
        ok = (t[i] >= 'a' && t[i] <= 'z') || (t[i] >= '0' && t[i] <= '9') || t[i] == '-';
    }
    if (!ok) {
        return FAIL(ld, n, "%s: '%.40s' is not %s (1 to %d of a-z, 0-9 and '-')", ctx, t, what,
                    SC_ART_LEN - 1);
    }
    memcpy(dst, t, len);
    dst[len] = '\0';
    return true;
}

static bool get_face(loader *ld, const yaml_node_t *n, const char *ctx, uint8_t *out)
{
    if (!sc_yaml_want_scalar(&ld->rd, n, ctx, "a face (A, 1, 2, 3, 4)")) {
        return false;
    }
    sc_face f;
    if (!sc_face_parse(sc_yaml_text(n), &f)) {
        return FAIL(ld, n, "%s: unknown face '%.40s' (expected A, 1, 2, 3, 4)", ctx,
                    sc_yaml_text(n));
    }
    *out = (uint8_t)f;
    return true;
}

/* A list of 1..max faces. */
static bool get_faces(loader *ld, const yaml_node_t *seq, const char *ctx, unsigned max,
                      uint8_t *out, uint8_t *n_out)
{
    if (!sc_yaml_want_seq(&ld->rd, seq, ctx)) {
        return false;
    }
    unsigned n = sc_yaml_seq_len(seq);
    if (n == 0) {
        return FAIL(ld, seq, "%s: at least one face is needed", ctx);
    }
    if (n > max) {
        return FAIL(ld, sc_yaml_seq_item(&ld->rd, seq, max), "%s: too many faces (at most %u)", ctx,
                    max);
    }
    for (unsigned i = 0; i < n; i++) {
        if (!get_face(ld, sc_yaml_seq_item(&ld->rd, seq, i), ctx, &out[i])) {
            return false;
        }
    }
    *n_out = (uint8_t)n;
    return true;
}

/* Index of name in names (NULL-terminated), or -1. */
static int name_index(const char *name, const char *const *names)
{
    for (int i = 0; names[i] != NULL; i++) {
        if (strcmp(name, names[i]) == 0) {
            return i;
        }
    }
    return -1;
}

static bool get_name_of(loader *ld, const yaml_node_t *n, const char *ctx, const char *const *names,
                        const char *expected, uint8_t *out)
{
    if (!sc_yaml_want_scalar(&ld->rd, n, ctx, expected)) {
        return false;
    }
    int i = name_index(sc_yaml_text(n), names);
    if (i < 0) {
        return FAIL(ld, n, "%s: unknown '%.40s' (expected %s)", ctx, sc_yaml_text(n), expected);
    }
    *out = (uint8_t)i;
    return true;
}

/* ---- sections ----------------------------------------------------------- */

static bool load_dice(loader *ld, const yaml_node_t *v)
{
    static const char *const keys[] = {"count", "sides", NULL};
    yaml_node_t *count, *sides;
    sc_mat *mat = ld->mat;
    return sc_yaml_want_map(&ld->rd, v, "dice") && sc_yaml_check_keys(&ld->rd, v, "dice", keys) &&
           sc_yaml_need(&ld->rd, v, "dice", "count", &count) &&
           sc_yaml_need(&ld->rd, v, "dice", "sides", &sides) &&
           get_u8(ld, count, "dice.count", 1, SC_MAX_DICE, &mat->n_dice) &&
           get_faces(ld, sides, "dice.sides", SC_MAX_DIE_SIDES, mat->die_sides, &mat->n_die_sides);
}

static bool load_deep(loader *ld, const yaml_node_t *v)
{
    static const char *const keys[] = {"comet", "galaxy", "lander", NULL};
    yaml_node_t *comet, *galaxy, *lander;
    sc_mat *mat = ld->mat;
    return sc_yaml_want_map(&ld->rd, v, "deep_space") &&
           sc_yaml_check_keys(&ld->rd, v, "deep_space", keys) &&
           sc_yaml_need(&ld->rd, v, "deep_space", "comet", &comet) &&
           sc_yaml_need(&ld->rd, v, "deep_space", "galaxy", &galaxy) &&
           sc_yaml_need(&ld->rd, v, "deep_space", "lander", &lander) &&
           get_u8(ld, comet, "deep_space.comet", 0, NUM_MAX, &mat->comet_points) &&
           get_u8(ld, galaxy, "deep_space.galaxy", 0, NUM_MAX, &mat->galaxy_points) &&
           get_u8(ld, lander, "deep_space.lander", 0, NUM_MAX, &mat->lander_deep_points);
}

/* Records a body id; ids are unique over moons and planets together. */
static bool add_id(loader *ld, yaml_node_t *n, const char *ctx)
{
    for (unsigned i = 0; i < ld->n_ids; i++) {
        const yaml_node_t *o = ld->id_node[i];
        if (strcmp(sc_yaml_text(o), sc_yaml_text(n)) == 0) {
            return FAIL(ld, n, "%s: duplicate id '%s' (also on line %zu)", ctx, sc_yaml_text(n),
                        sc_yaml_line(o));
        }
    }
    ld->id_node[ld->n_ids++] = n;
    return true;
}

static bool load_moons(loader *ld, const yaml_node_t *v)
{
    static const char *const keys[] = {"id", "points", "art", NULL};
    sc_mat *mat = ld->mat;
    if (!sc_yaml_want_seq(&ld->rd, v, "moons")) {
        return false;
    }
    unsigned n = sc_yaml_seq_len(v);
    for (unsigned i = 0; i < n; i++) {
        yaml_node_t *item = sc_yaml_seq_item(&ld->rd, v, i), *id, *points;
        char ctx[32], fctx[48];
        snprintf(ctx, sizeof ctx, "moons[%u]", i);
        if (i >= SC_MAX_MOONS) {
            return FAIL(ld, item, "moons: too many moons (at most %d)", SC_MAX_MOONS);
        }
        if (!sc_yaml_want_map(&ld->rd, item, ctx) ||
            !sc_yaml_check_keys(&ld->rd, item, ctx, keys) ||
            !sc_yaml_need(&ld->rd, item, ctx, "id", &id) ||
            !sc_yaml_need(&ld->rd, item, ctx, "points", &points)) {
            return false;
        }
        snprintf(fctx, sizeof fctx, "%s.id", ctx);
        if (!get_id(ld, id, fctx, mat->moons[i].id) || !add_id(ld, id, fctx)) {
            return false;
        }
        snprintf(fctx, sizeof fctx, "%s.points", ctx);
        if (!get_u8(ld, points, fctx, 0, NUM_MAX, &mat->moons[i].points)) {
            return false;
        }
        snprintf(fctx, sizeof fctx, "%s.art", ctx);
        if (!get_art(ld, sc_yaml_find(&ld->rd, item, "art"), fctx, mat->moons[i].art,
                     "a picture's name")) {
            return false;
        }
        ld->moon_node[i] = item;
    }
    mat->n_moons = (uint8_t)n;
    return true;
}

static bool load_planets(loader *ld, const yaml_node_t *v)
{
    static const char *const keys[] = {"id", "name", "points", "art", NULL};
    sc_mat *mat = ld->mat;
    if (!sc_yaml_want_seq(&ld->rd, v, "planets")) {
        return false;
    }
    unsigned n = sc_yaml_seq_len(v);
    for (unsigned i = 0; i < n; i++) {
        yaml_node_t *item = sc_yaml_seq_item(&ld->rd, v, i), *id, *name, *points;
        sc_planet *pl = &mat->planets[i];
        char ctx[32], fctx[48];
        snprintf(ctx, sizeof ctx, "planets[%u]", i);
        if (i >= SC_MAX_PLANETS) {
            return FAIL(ld, item, "planets: too many planets (at most %d)", SC_MAX_PLANETS);
        }
        if (!sc_yaml_want_map(&ld->rd, item, ctx) ||
            !sc_yaml_check_keys(&ld->rd, item, ctx, keys) ||
            !sc_yaml_need(&ld->rd, item, ctx, "id", &id) ||
            !sc_yaml_need(&ld->rd, item, ctx, "name", &name) ||
            !sc_yaml_need(&ld->rd, item, ctx, "points", &points)) {
            return false;
        }
        snprintf(fctx, sizeof fctx, "%s.id", ctx);
        if (!get_id(ld, id, fctx, pl->id) || !add_id(ld, id, fctx)) {
            return false;
        }
        snprintf(fctx, sizeof fctx, "%s.name", ctx);
        if (!sc_yaml_get_text(&ld->rd, name, fctx, pl->name, sizeof pl->name)) {
            return false;
        }
        snprintf(fctx, sizeof fctx, "%s.art", ctx);
        if (!get_art(ld, sc_yaml_find(&ld->rd, item, "art"), fctx, pl->art, "a picture's name")) {
            return false;
        }
        snprintf(fctx, sizeof fctx, "%s.points", ctx);
        if (!sc_yaml_want_seq(&ld->rd, points, fctx)) {
            return false;
        }
        if (sc_yaml_seq_len(points) != 3) {
            return FAIL(ld, points, "%s: expected 3 numbers (gold, silver, bronze), got %u", fctx,
                        sc_yaml_seq_len(points));
        }
        uint8_t *medal[3] = {&pl->gold, &pl->silver, &pl->bronze};
        for (unsigned k = 0; k < 3; k++) {
            if (!get_u8(ld, sc_yaml_seq_item(&ld->rd, points, k), fctx, 0, NUM_MAX, medal[k])) {
                return false;
            }
        }
        ld->planet_node[i] = item;
    }
    mat->n_planets = (uint8_t)n;
    return true;
}

/* The ids listed under a space's `moons` or `planets`, resolved to indices. */
static bool load_adjacent(loader *ld, const yaml_node_t *v, unsigned s, bool moons)
{
    sc_mat *mat = ld->mat;
    sc_space *sp = &mat->spaces[s];
    const char *kind = moons ? "moon" : "planet";
    char ctx[48];
    snprintf(ctx, sizeof ctx, "space %u: %s", s, moons ? "moons" : "planets");
    if (!sc_yaml_want_seq(&ld->rd, v, ctx)) {
        return false;
    }
    unsigned n = sc_yaml_seq_len(v);
    uint8_t *list = moons ? sp->moons : sp->planets;
    for (unsigned i = 0; i < n; i++) {
        yaml_node_t *item = sc_yaml_seq_item(&ld->rd, v, i);
        if (!sc_yaml_want_scalar(&ld->rd, item, ctx, moons ? "a moon id" : "a planet id")) {
            return false;
        }
        if (i >= SC_MAX_ADJ) {
            return FAIL(ld, item, "space %u: too many %ss (at most %d)", s, kind, SC_MAX_ADJ);
        }
        const char *id = sc_yaml_text(item);
        int found = -1;
        unsigned count = moons ? mat->n_moons : mat->n_planets;
        for (unsigned b = 0; b < count && found < 0; b++) {
            if (strcmp(id, moons ? mat->moons[b].id : mat->planets[b].id) == 0) {
                found = (int)b;
            }
        }
        if (found < 0) {
            bool other = false;
            unsigned ocount = moons ? mat->n_planets : mat->n_moons;
            for (unsigned b = 0; b < ocount && !other; b++) {
                other = strcmp(id, moons ? mat->planets[b].id : mat->moons[b].id) == 0;
            }
            if (other) {
                return FAIL(ld, item, "space %u: unknown %s '%.40s' (it is a %s: list it under %s)",
                            s, kind, id, moons ? "planet" : "moon", moons ? "planets" : "moons");
            }
            return FAIL(ld, item, "space %u: unknown %s '%.40s' (not in the %ss list)", s, kind, id,
                        kind);
        }
        for (unsigned j = 0; j < i; j++) {
            if (list[j] == found) {
                return FAIL(ld, item, "space %u: %s '%s' listed twice", s, kind, id);
            }
        }
        list[i] = (uint8_t)found;
    }
    if (moons) {
        sp->n_moons = (uint8_t)n;
    } else {
        sp->n_planets = (uint8_t)n;
    }
    return true;
}

static bool load_space(loader *ld, const yaml_node_t *item, unsigned s, unsigned *n_slots)
{
    static const char *const keys[] = {"faces",   "afterburner", "moons",
                                       "planets", "exploration", NULL};
    sc_space *sp = &ld->mat->spaces[s];
    char ctx[32], fctx[48];
    snprintf(ctx, sizeof ctx, "space %u", s);
    yaml_node_t *faces, *v;
    if (!sc_yaml_want_map(&ld->rd, item, ctx) || !sc_yaml_check_keys(&ld->rd, item, ctx, keys) ||
        !sc_yaml_need(&ld->rd, item, ctx, "faces", &faces) ||
        !sc_yaml_want_seq(&ld->rd, faces, ctx)) {
        return false;
    }
    unsigned n = sc_yaml_seq_len(faces);
    if (n == 0) {
        return FAIL(ld, faces, "%s: at least one usable face is needed", ctx);
    }
    for (unsigned i = 0; i < n; i++) {
        yaml_node_t *fn = sc_yaml_seq_item(&ld->rd, faces, i);
        uint8_t f;
        if (!get_face(ld, fn, ctx, &f)) {
            return false;
        }
        if (sp->faces & (1u << f)) {
            return FAIL(ld, fn, "%s: face '%s' listed twice", ctx, sc_face_name((sc_face)f));
        }
        sp->faces |= (uint8_t)(1u << f);
    }

    v = sc_yaml_find(&ld->rd, item, "afterburner");
    if (sp->faces & (1u << SC_FACE_A)) {
        if (v == NULL) {
            return FAIL(ld, item,
                        "%s: missing required key 'afterburner' (the flame's value, needed "
                        "when the faces include A)",
                        ctx);
        }
        snprintf(fctx, sizeof fctx, "%s: afterburner", ctx);
        if (!get_u8(ld, v, fctx, 1, AFTERBURNER_MAX, &sp->afterburner)) {
            return false;
        }
    } else if (v != NULL) {
        return FAIL(ld, v, "%s: afterburner given but the faces do not include A", ctx);
    }

    if ((v = sc_yaml_find(&ld->rd, item, "moons")) != NULL && !load_adjacent(ld, v, s, true)) {
        return false;
    }
    if ((v = sc_yaml_find(&ld->rd, item, "planets")) != NULL && !load_adjacent(ld, v, s, false)) {
        return false;
    }

    sp->slot = -1;
    if ((v = sc_yaml_find(&ld->rd, item, "exploration")) != NULL) {
        bool slot;
        snprintf(fctx, sizeof fctx, "%s: exploration", ctx);
        if (!sc_yaml_get_bool(&ld->rd, v, fctx, &slot)) {
            return false;
        }
        if (slot) {
            if (*n_slots >= SC_MAX_SLOTS) {
                return FAIL(ld, v, "%s: too many exploration slots (at most %d)", ctx,
                            SC_MAX_SLOTS);
            }
            sp->slot = (int8_t)(*n_slots)++;
        }
    }
    return true;
}

static bool load_spaces(loader *ld, const yaml_node_t *v)
{
    if (!sc_yaml_want_seq(&ld->rd, v, "spaces")) {
        return false;
    }
    unsigned n = sc_yaml_seq_len(v), n_slots = 0;
    if (n == 0) {
        return FAIL(ld, v, "spaces: at least one space is needed");
    }
    for (unsigned s = 0; s < n; s++) {
        yaml_node_t *item = sc_yaml_seq_item(&ld->rd, v, s);
        if (s >= SC_MAX_SPACES - 1) {
            return FAIL(ld, item,
                        "spaces: too many spaces (at most %d numbered spaces; deep space comes "
                        "after them)",
                        SC_MAX_SPACES - 1);
        }
        if (!load_space(ld, item, s, &n_slots)) {
            return false;
        }
    }
    ld->mat->n_spaces = (uint8_t)n;
    return true;
}

/* Every moon and planet must be reachable from some space. */
static bool check_reachable(loader *ld)
{
    const sc_mat *mat = ld->mat;
    for (unsigned b = 0; b < (unsigned)mat->n_moons + mat->n_planets; b++) {
        bool moon = b < mat->n_moons;
        unsigned index = moon ? b : b - mat->n_moons;
        bool found = false;
        for (unsigned s = 0; s < mat->n_spaces && !found; s++) {
            const sc_space *sp = &mat->spaces[s];
            unsigned n = moon ? sp->n_moons : sp->n_planets;
            for (unsigned i = 0; i < n && !found; i++) {
                found = (moon ? sp->moons[i] : sp->planets[i]) == index;
            }
        }
        if (!found) {
            return FAIL(ld, moon ? ld->moon_node[index] : ld->planet_node[index],
                        "%s '%s' is not next to any space (name it in a space's %ss)",
                        moon ? "moon" : "planet",
                        moon ? mat->moons[index].id : mat->planets[index].id,
                        moon ? "moon" : "planet");
        }
    }
    return true;
}

static bool load_goals(loader *ld, const yaml_node_t *v)
{
    static const char *const keys[] = {"kind", "count", "points", NULL};
    static const char *const kinds[] = {"distinct_planets", "same_planet", "moons", "deep_space",
                                        NULL};
    sc_mat *mat = ld->mat;
    if (!sc_yaml_want_seq(&ld->rd, v, "goals")) {
        return false;
    }
    unsigned n = sc_yaml_seq_len(v);
    for (unsigned i = 0; i < n; i++) {
        yaml_node_t *item = sc_yaml_seq_item(&ld->rd, v, i), *kind, *count, *points;
        sc_goal *g = &mat->goals[i];
        char ctx[32], fctx[48];
        snprintf(ctx, sizeof ctx, "goals[%u]", i);
        if (i >= SC_MAX_GOALS) {
            return FAIL(ld, item, "goals: too many goals (at most %d)", SC_MAX_GOALS);
        }
        if (!sc_yaml_want_map(&ld->rd, item, ctx) ||
            !sc_yaml_check_keys(&ld->rd, item, ctx, keys) ||
            !sc_yaml_need(&ld->rd, item, ctx, "kind", &kind) ||
            !sc_yaml_need(&ld->rd, item, ctx, "count", &count) ||
            !sc_yaml_need(&ld->rd, item, ctx, "points", &points)) {
            return false;
        }
        snprintf(fctx, sizeof fctx, "%s.kind", ctx);
        if (!get_name_of(ld, kind, fctx, kinds,
                         "distinct_planets, same_planet, moons or deep_space", &g->kind)) {
            return false;
        }
        snprintf(fctx, sizeof fctx, "%s.count", ctx);
        if (!get_u8(ld, count, fctx, 1, SC_ASTRONAUTS, &g->count)) {
            return false;
        }
        if (g->kind == SC_GOAL_DISTINCT_PLANETS && g->count > mat->n_planets) {
            return FAIL(ld, count, "%s: %u distinct planets, but the mat has %u planets", fctx,
                        g->count, mat->n_planets);
        }
        if (g->kind == SC_GOAL_MOONS && g->count > mat->n_moons) {
            return FAIL(ld, count, "%s: %u moons, but the mat has %u moons", fctx, g->count,
                        mat->n_moons);
        }
        snprintf(fctx, sizeof fctx, "%s.points", ctx);
        if (!get_u8(ld, points, fctx, 0, NUM_MAX, &g->points)) {
            return false;
        }
    }
    mat->n_goals = (uint8_t)n;
    return true;
}

static bool load_exp_token(loader *ld, const yaml_node_t *item, unsigned i)
{
    static const char *const keys[] = {"dice", "move", "ability", "extra", NULL};
    /* In sc_exp_ability order. */
    static const char *const abilities[] = {"extra", "keep", "reroll", NULL};
    sc_mat *mat = ld->mat;
    sc_exp_token *t = &mat->exp_tokens[i];
    yaml_node_t *dice, *move, *ability, *extra;
    char ctx[48], fctx[64];
    snprintf(ctx, sizeof ctx, "ufo.expedition_tokens[%u]", i);
    if (!sc_yaml_want_map(&ld->rd, item, ctx) || !sc_yaml_check_keys(&ld->rd, item, ctx, keys) ||
        !sc_yaml_need(&ld->rd, item, ctx, "dice", &dice) ||
        !sc_yaml_need(&ld->rd, item, ctx, "move", &move) ||
        !sc_yaml_need(&ld->rd, item, ctx, "ability", &ability)) {
        return false;
    }
    snprintf(fctx, sizeof fctx, "%s.dice", ctx);
    if (!get_u8(ld, dice, fctx, 1, mat->n_dice, &t->dice)) {
        return false;
    }
    snprintf(fctx, sizeof fctx, "%s.move", ctx);
    if (!get_u8(ld, move, fctx, 0, mat->n_spaces, &t->ufo_move)) {
        return false;
    }
    snprintf(fctx, sizeof fctx, "%s.ability", ctx);
    if (!get_name_of(ld, ability, fctx, abilities, "reroll, keep or extra", &t->ability)) {
        return false;
    }
    extra = sc_yaml_find(&ld->rd, item, "extra");
    if (t->ability == SC_EXP_EXTRA_DICE) {
        if (extra == NULL) {
            return FAIL(ld, item,
                        "%s: missing required key 'extra' (the faces of the extra dice, needed "
                        "with ability 'extra')",
                        ctx);
        }
        snprintf(fctx, sizeof fctx, "%s.extra", ctx);
        return get_faces(ld, extra, fctx, SC_MAX_EXTRA_DICE, t->extra, &t->n_extra);
    }
    if (extra != NULL) {
        return FAIL(ld, extra, "%s: extra given but the ability is '%s', not 'extra'", ctx,
                    abilities[t->ability]);
    }
    return true;
}

static bool load_ufo(loader *ld, const yaml_node_t *v)
{
    static const char *const keys[] = {"tokens", "expedition_tokens", NULL};
    sc_mat *mat = ld->mat;
    yaml_node_t *tokens, *exp;
    if (!sc_yaml_want_map(&ld->rd, v, "ufo") || !sc_yaml_check_keys(&ld->rd, v, "ufo", keys) ||
        !sc_yaml_need(&ld->rd, v, "ufo", "tokens", &tokens) ||
        !sc_yaml_need(&ld->rd, v, "ufo", "expedition_tokens", &exp) ||
        !sc_yaml_want_seq(&ld->rd, tokens, "ufo.tokens") ||
        !sc_yaml_want_seq(&ld->rd, exp, "ufo.expedition_tokens")) {
        return false;
    }
    unsigned n = sc_yaml_seq_len(tokens);
    for (unsigned i = 0; i < n; i++) {
        yaml_node_t *item = sc_yaml_seq_item(&ld->rd, tokens, i);
        if (i >= SC_MAX_UFO_TOKENS) {
            return FAIL(ld, item, "ufo.tokens: too many UFO tokens (at most %d)",
                        SC_MAX_UFO_TOKENS);
        }
        if (!get_u8(ld, item, "ufo.tokens", 0, NUM_MAX, &mat->ufo_tokens[i])) {
            return false;
        }
    }
    mat->n_ufo_tokens = (uint8_t)n;
    n = sc_yaml_seq_len(exp);
    for (unsigned i = 0; i < n; i++) {
        yaml_node_t *item = sc_yaml_seq_item(&ld->rd, exp, i);
        if (i >= SC_MAX_EXP_TOKENS) {
            return FAIL(ld, item, "ufo.expedition_tokens: too many expedition tokens (at most %d)",
                        SC_MAX_EXP_TOKENS);
        }
        if (!load_exp_token(ld, item, i)) {
            return false;
        }
    }
    mat->n_exp_tokens = (uint8_t)n;
    return true;
}

static bool load_exploration(loader *ld, const yaml_node_t *v)
{
    static const char *const keys[] = {"tokens", NULL};
    static const char *const tkeys[] = {"kind", "value", "count", NULL};
    /* In sc_explore_kind order. */
    static const char *const kinds[] = {"points", "regain", "tunnel", NULL};
    sc_mat *mat = ld->mat;
    yaml_node_t *tokens;
    if (!sc_yaml_want_map(&ld->rd, v, "exploration") ||
        !sc_yaml_check_keys(&ld->rd, v, "exploration", keys) ||
        !sc_yaml_need(&ld->rd, v, "exploration", "tokens", &tokens) ||
        !sc_yaml_want_seq(&ld->rd, tokens, "exploration.tokens")) {
        return false;
    }
    unsigned n = sc_yaml_seq_len(tokens), total = 0;
    for (unsigned i = 0; i < n; i++) {
        yaml_node_t *item = sc_yaml_seq_item(&ld->rd, tokens, i), *kind, *count, *value;
        char ctx[40], fctx[56];
        uint8_t k, val = 0;
        long copies;
        snprintf(ctx, sizeof ctx, "exploration.tokens[%u]", i);
        if (!sc_yaml_want_map(&ld->rd, item, ctx) ||
            !sc_yaml_check_keys(&ld->rd, item, ctx, tkeys) ||
            !sc_yaml_need(&ld->rd, item, ctx, "kind", &kind) ||
            !sc_yaml_need(&ld->rd, item, ctx, "count", &count)) {
            return false;
        }
        snprintf(fctx, sizeof fctx, "%s.kind", ctx);
        if (!get_name_of(ld, kind, fctx, kinds, "points, regain or tunnel", &k)) {
            return false;
        }
        value = sc_yaml_find(&ld->rd, item, "value");
        if (k == SC_EXPLORE_REGAIN) {
            if (value != NULL) {
                return FAIL(ld, value, "%s: a regain token has no value", ctx);
            }
        } else {
            if (value == NULL) {
                return FAIL(ld, item, "%s: missing required key 'value' (the %s of a %s token)",
                            ctx, k == SC_EXPLORE_POINTS ? "points" : "spaces forward", kinds[k]);
            }
            snprintf(fctx, sizeof fctx, "%s.value", ctx);
            if (!get_u8(ld, value, fctx, 1, NUM_MAX, &val)) {
                return false;
            }
        }
        snprintf(fctx, sizeof fctx, "%s.count", ctx);
        if (!sc_yaml_get_int(&ld->rd, count, fctx, 1, SC_MAX_EXPLORATION_TOKENS, &copies)) {
            return false;
        }
        if (total + (unsigned long)copies > SC_MAX_EXPLORATION_TOKENS) {
            return FAIL(ld, count, "%s: too many exploration tokens in all (at most %d)", fctx,
                        SC_MAX_EXPLORATION_TOKENS);
        }
        for (long c = 0; c < copies; c++) {
            mat->explore_tokens[total].kind = k;
            mat->explore_tokens[total].value = val;
            total++;
        }
    }
    mat->n_explore_tokens = (uint8_t)total;
    return true;
}

static bool load_missions(loader *ld, const yaml_node_t *v)
{
    static const char *const keys[] = {"dealt", "kept", "points", "tokens", NULL};
    sc_mat *mat = ld->mat;
    yaml_node_t *dealt, *kept, *points, *tokens;
    if (!sc_yaml_want_map(&ld->rd, v, "missions") ||
        !sc_yaml_check_keys(&ld->rd, v, "missions", keys) ||
        !sc_yaml_need(&ld->rd, v, "missions", "dealt", &dealt) ||
        !sc_yaml_need(&ld->rd, v, "missions", "kept", &kept) ||
        !sc_yaml_need(&ld->rd, v, "missions", "points", &points) ||
        !sc_yaml_need(&ld->rd, v, "missions", "tokens", &tokens) ||
        !get_u8(ld, dealt, "missions.dealt", 1, MISSIONS_MAX, &mat->missions_dealt) ||
        !get_u8(ld, kept, "missions.kept", 1, MISSIONS_MAX, &mat->missions_kept)) {
        return false;
    }
    if (mat->missions_kept > mat->missions_dealt) {
        return FAIL(ld, kept, "missions.kept: %u is more than missions.dealt (%u)",
                    mat->missions_kept, mat->missions_dealt);
    }
    if (!sc_yaml_want_seq(&ld->rd, points, "missions.points")) {
        return false;
    }
    if (sc_yaml_seq_len(points) != mat->missions_kept) {
        return FAIL(ld, points,
                    "missions.points: expected %u numbers (the points for 1 .. %u completed "
                    "missions, one per kept mission), got %u",
                    mat->missions_kept, mat->missions_kept, sc_yaml_seq_len(points));
    }
    for (unsigned i = 0; i < mat->missions_kept; i++) {
        if (!get_u8(ld, sc_yaml_seq_item(&ld->rd, points, i), "missions.points", 0, NUM_MAX,
                    &mat->mission_points[i])) {
            return false;
        }
    }
    if (!sc_yaml_want_seq(&ld->rd, tokens, "missions.tokens")) {
        return false;
    }
    unsigned n = sc_yaml_seq_len(tokens);
    for (unsigned i = 0; i < n; i++) {
        yaml_node_t *item = sc_yaml_seq_item(&ld->rd, tokens, i);
        char ctx[40];
        snprintf(ctx, sizeof ctx, "missions.tokens[%u]", i);
        if (i >= SC_MAX_MISSION_TOKENS) {
            return FAIL(ld, item, "missions.tokens: too many mission tokens (at most %d)",
                        SC_MAX_MISSION_TOKENS);
        }
        uint8_t s;
        if (!get_u8(ld, item, ctx, 0, mat->n_spaces - 1, &s)) {
            return false;
        }
        if (mat->spaces[s].n_moons == 0 && mat->spaces[s].n_planets == 0) {
            return FAIL(ld, item, "%s: space %u has no moon or planet next to it", ctx, s);
        }
        mat->mission_space[i] = s;
    }
    /* Every seat of the largest table is dealt its missions from the one
     * pile: a shorter pile cannot start that game. */
    unsigned need = (unsigned)mat->missions_dealt * SC_MAX_PLAYERS;
    if (n < need) {
        return FAIL(ld, tokens,
                    "missions.tokens: %u tokens, but %d players are dealt %u each: at least %u "
                    "are needed",
                    n, SC_MAX_PLAYERS, mat->missions_dealt, need);
    }
    mat->n_mission_tokens = (uint8_t)n;
    return true;
}

static bool load_root(loader *ld, const yaml_node_t *root)
{
    static const char *const keys[] = {
        "format",          "name",       "reconstruction", "dice",     "failures_to_end",
        "satellite_space", "deep_space", "moons",          "planets",  "spaces",
        "goals",           "ufo",        "exploration",    "missions", "title",
        "layout",          NULL};
    static const char *const optional[] = {"title", "layout"};
    static const char *const ctx = "top level";
    sc_mat *mat = ld->mat;
    yaml_node_t *v;
    long format;
    char d[64];

    if (root->type != YAML_MAPPING_NODE) {
        return FAIL(ld, root, "expected a mapping of mat keys at the top level, got %s",
                    sc_yaml_describe(root, d, sizeof d));
    }
    /* The format first: a newer file may have keys this program lacks. */
    if (!sc_yaml_need(&ld->rd, root, ctx, "format", &v) ||
        !sc_yaml_get_int(&ld->rd, v, "format", 0, INT_MAX, &format)) {
        return false;
    }
    if (format != 1) {
        return FAIL(ld, v, "format: unsupported format %ld (this program reads format 1)", format);
    }
    if (!sc_yaml_check_keys(&ld->rd, root, ctx, keys)) {
        return false;
    }
    for (const char *const *k = keys; *k != NULL; k++) {
        bool needed = true;
        for (size_t i = 0; i < sizeof optional / sizeof optional[0]; i++) {
            needed = needed && strcmp(*k, optional[i]) != 0;
        }
        if (needed && !sc_yaml_need(&ld->rd, root, ctx, *k, &v)) {
            return false;
        }
    }
    const yaml_node_t *title = sc_yaml_find(&ld->rd, root, "title");
    const yaml_node_t *layout = sc_yaml_find(&ld->rd, root, "layout");
    if ((title != NULL &&
         !sc_yaml_get_text(&ld->rd, title, "title", mat->title, sizeof mat->title)) ||
        !get_art(ld, layout, "layout", mat->layout, "a layout's name")) {
        return false;
    }

    bool recon;
    if (!sc_yaml_get_text(&ld->rd, sc_yaml_find(&ld->rd, root, "name"), "name", mat->name,
                          sizeof mat->name) ||
        !sc_yaml_get_bool(&ld->rd, sc_yaml_find(&ld->rd, root, "reconstruction"), "reconstruction",
                          &recon)) {
        return false;
    }
    mat->reconstruction = recon;
    if (!load_dice(ld, sc_yaml_find(&ld->rd, root, "dice")) ||
        !get_u8(ld, sc_yaml_find(&ld->rd, root, "failures_to_end"), "failures_to_end", 1,
                FAILURES_MAX, &mat->failures_to_end) ||
        !load_deep(ld, sc_yaml_find(&ld->rd, root, "deep_space")) ||
        !load_moons(ld, sc_yaml_find(&ld->rd, root, "moons")) ||
        !load_planets(ld, sc_yaml_find(&ld->rd, root, "planets")) ||
        !load_spaces(ld, sc_yaml_find(&ld->rd, root, "spaces")) ||
        !get_u8(ld, sc_yaml_find(&ld->rd, root, "satellite_space"), "satellite_space", 0,
                mat->n_spaces - 1, &mat->satellite_space) ||
        !check_reachable(ld) || !load_goals(ld, sc_yaml_find(&ld->rd, root, "goals")) ||
        !load_ufo(ld, sc_yaml_find(&ld->rd, root, "ufo")) ||
        !load_exploration(ld, sc_yaml_find(&ld->rd, root, "exploration")) ||
        !load_missions(ld, sc_yaml_find(&ld->rd, root, "missions"))) {
        return false;
    }
    return true;
}

/* ---- entry points ------------------------------------------------------- */

bool sc_mat_load_text(const char *text, size_t len, const char *path, sc_mat *out, char *err,
                      size_t err_len)
{
    char dummy[1];
    if (err == NULL || err_len == 0) {
        err = dummy;
        err_len = sizeof dummy;
    }
    err[0] = '\0';
    if (path == NULL) {
        path = "(mat)";
    }
    if (text == NULL) {
        text = "";
        len = 0;
    }

    yaml_document_t doc;
    if (!sc_yaml_load(text, len, path, &doc, err, err_len)) {
        return false;
    }

    sc_mat *mat = calloc(1, sizeof *mat);
    loader ld = {.rd = {.path = path, .doc = &doc, .err = err, .err_len = err_len}, .mat = mat};
    bool ok = mat != NULL;
    if (!ok) {
        snprintf(err, err_len, "%s: out of memory", path);
    }
    yaml_node_t *root = yaml_document_get_root_node(&doc);
    if (ok && root == NULL) {
        sc_yaml_failf(&ld.rd, NULL, 1, "empty file: no mat data");
        ok = false;
    }
    if (ok) {
        ok = load_root(&ld, root);
    }
    if (ok) {
        char msg[256];
        if (sc_mat_finish(mat, msg, sizeof msg)) {
            *out = *mat;
        } else {
            snprintf(err, err_len, "%s: %s", path, msg);
            ok = false;
        }
    }
    free(mat);
    yaml_document_delete(&doc);
    return ok;
}

static bool parse_mat(const char *text, size_t len, const char *path, void *out, char *err,
                      size_t err_len)
{
    return sc_mat_load_text(text, len, path, out, err, err_len);
}

bool sc_mat_load_file(const char *path, sc_mat *out, char *err, size_t err_len)
{
    return sc_yaml_load_file(path, MAT_FILE_MAX, parse_mat, out, err, err_len);
}
