/* The cosmic mat: consistency checks, derived tables, face names.
 * Pure C: no I/O. */
#include "spacecats/mat.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "spacecats/attrs.h"
#include "spacecats/game.h" /* SC_MAX_PLAYERS, SC_ASTRONAUTS */

static const char *const face_names[SC_FACE_COUNT] = {"A", "1", "2", "3", "4"};

const char *sc_face_name(sc_face face)
{
    if ((unsigned)face >= SC_FACE_COUNT) {
        return "?";
    }
    return face_names[face];
}

bool sc_face_parse(const char *text, sc_face *face)
{
    if (text == NULL) {
        return false;
    }
    for (unsigned f = 0; f < SC_FACE_COUNT; f++) {
        if (strcmp(text, face_names[f]) == 0) {
            if (face != NULL) {
                *face = (sc_face)f;
            }
            return true;
        }
    }
    return false;
}

unsigned sc_mat_face_value(const sc_mat *mat, unsigned space, sc_face face)
{
    if (face == SC_FACE_A) {
        return space < mat->n_spaces ? mat->spaces[space].afterburner : 0;
    }
    if ((unsigned)face >= SC_FACE_COUNT) {
        return 0;
    }
    return (unsigned)face;
}

double sc_mat_crash_chance(const sc_mat *mat, unsigned space, unsigned pool)
{
    if (space >= mat->n_spaces || mat->n_die_sides == 0) {
        return 0.0; /* deep space: the journey is over */
    }
    unsigned sides = mat->n_die_sides;
    unsigned usable = mat->usable_sides[space];
    unsigned miss = usable >= sides ? 0 : sides - usable;
    /* miss^pool / sides^pool, exact in integers while they fit, so the
     * result is the correctly rounded ratio. */
    uint64_t num = 1, den = 1;
    unsigned i = 0;
    for (; i < pool && den <= UINT64_MAX / sides; i++) {
        num *= miss;
        den *= sides;
    }
    double chance = (double)num / (double)den;
    for (; i < pool; i++) {
        chance *= (double)miss / (double)sides;
    }
    return chance;
}

SC_PRINTF(3, 4)
static bool fail(char *err, size_t err_len, const char *fmt, ...)
{
    if (err != NULL && err_len > 0) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(err, err_len, fmt, ap);
        va_end(ap);
    }
    return false;
}

static bool terminated(const char *s, size_t cap)
{
    return memchr(s, '\0', cap) != NULL;
}

/* strlen bounded by the array's capacity (strnlen is not ISO C). */
static size_t bounded_len(const char *s, size_t cap)
{
    const char *end = memchr(s, '\0', cap);
    return end != NULL ? (size_t)(end - s) : cap;
}

/* A valid id: 1 .. SC_ID_LEN-1 letters, digits, '_' or '-' (ids appear in
 * game records, e.g. "land moon:m3"). */
static bool id_ok(const char *id)
{
    size_t n = bounded_len(id, SC_ID_LEN);
    if (n == 0 || n >= SC_ID_LEN) {
        return false;
    }
    for (size_t i = 0; i < n; i++) {
        char c = id[i];
        bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                  c == '_' || c == '-';
        if (!ok) {
            return false;
        }
    }
    return true;
}

static bool check_faces(const uint8_t *faces, unsigned n, const char *what, char *err,
                        size_t err_len)
{
    for (unsigned i = 0; i < n; i++) {
        if (faces[i] >= SC_FACE_COUNT) {
            return fail(err, err_len, "%s: face %u is not a die face (0..%d)", what, faces[i],
                        SC_FACE_COUNT - 1);
        }
    }
    return true;
}

static bool check_bodies(const sc_mat *mat, char *err, size_t err_len)
{
    if (mat->n_moons > SC_MAX_MOONS) {
        return fail(err, err_len, "too many moons: %u (at most %d)", mat->n_moons, SC_MAX_MOONS);
    }
    if (mat->n_planets > SC_MAX_PLANETS) {
        return fail(err, err_len, "too many planets: %u (at most %d)", mat->n_planets,
                    SC_MAX_PLANETS);
    }
    /* Ids name one body each, moons and planets alike (records use them). */
    unsigned n = (unsigned)mat->n_moons + mat->n_planets;
    for (unsigned i = 0; i < n; i++) {
        bool is_moon = i < mat->n_moons;
        const char *id = is_moon ? mat->moons[i].id : mat->planets[i - mat->n_moons].id;
        unsigned index = is_moon ? i : i - mat->n_moons;
        if (!id_ok(id)) {
            return fail(err, err_len,
                        "%s %u: bad id (1 to %d letters, digits, '_' or '-' are needed)",
                        is_moon ? "moon" : "planet", index, SC_ID_LEN - 1);
        }
        for (unsigned j = 0; j < i; j++) {
            const char *other =
                j < mat->n_moons ? mat->moons[j].id : mat->planets[j - mat->n_moons].id;
            if (strcmp(id, other) == 0) {
                return fail(err, err_len, "duplicate id '%s'", id);
            }
        }
    }
    for (unsigned p = 0; p < mat->n_planets; p++) {
        if (!terminated(mat->planets[p].name, sizeof mat->planets[p].name)) {
            return fail(err, err_len, "planet '%s': name too long", mat->planets[p].id);
        }
    }
    return true;
}

static bool check_space(const sc_mat *mat, unsigned s, char *err, size_t err_len)
{
    const sc_space *sp = &mat->spaces[s];
    if (sp->faces == 0 || sp->faces >= (1u << SC_FACE_COUNT)) {
        return fail(err, err_len, "space %u: bad usable faces 0x%x", s, sp->faces);
    }
    if (sp->faces & (1u << SC_FACE_A)) {
        if (sp->afterburner < 1 || sp->afterburner > 9) {
            return fail(err, err_len, "space %u: afterburner %u is out of range (1..9)", s,
                        sp->afterburner);
        }
    } else if (sp->afterburner != 0) {
        return fail(err, err_len, "space %u: afterburner %u but A is not a usable face", s,
                    sp->afterburner);
    }
    if (sp->n_moons > SC_MAX_ADJ || sp->n_planets > SC_MAX_ADJ) {
        return fail(err, err_len, "space %u: too many moons or planets (at most %d of each)", s,
                    SC_MAX_ADJ);
    }
    for (unsigned i = 0; i < sp->n_moons; i++) {
        if (sp->moons[i] >= mat->n_moons) {
            return fail(err, err_len, "space %u: moon %u does not exist", s, sp->moons[i]);
        }
        for (unsigned j = 0; j < i; j++) {
            if (sp->moons[j] == sp->moons[i]) {
                return fail(err, err_len, "space %u: moon '%s' listed twice", s,
                            mat->moons[sp->moons[i]].id);
            }
        }
    }
    for (unsigned i = 0; i < sp->n_planets; i++) {
        if (sp->planets[i] >= mat->n_planets) {
            return fail(err, err_len, "space %u: planet %u does not exist", s, sp->planets[i]);
        }
        for (unsigned j = 0; j < i; j++) {
            if (sp->planets[j] == sp->planets[i]) {
                return fail(err, err_len, "space %u: planet '%s' listed twice", s,
                            mat->planets[sp->planets[i]].id);
            }
        }
    }
    if (sp->slot < -1) {
        return fail(err, err_len, "space %u: bad slot %d (-1 for none)", s, sp->slot);
    }
    return true;
}

static bool check_tokens(const sc_mat *mat, char *err, size_t err_len)
{
    if (mat->n_goals > SC_MAX_GOALS) {
        return fail(err, err_len, "too many goals: %u (at most %d)", mat->n_goals, SC_MAX_GOALS);
    }
    for (unsigned i = 0; i < mat->n_goals; i++) {
        const sc_goal *g = &mat->goals[i];
        if (g->kind >= SC_GOAL_KIND_COUNT) {
            return fail(err, err_len, "goal %u: unknown kind %u", i, g->kind);
        }
        if (g->count == 0) {
            return fail(err, err_len, "goal %u: count must be at least 1", i);
        }
        if (g->count > SC_ASTRONAUTS) {
            return fail(err, err_len, "goal %u: count %u, but a player has %d astronauts", i,
                        g->count, SC_ASTRONAUTS);
        }
    }
    if (mat->n_ufo_tokens > SC_MAX_UFO_TOKENS) {
        return fail(err, err_len, "too many UFO tokens: %u (at most %d)", mat->n_ufo_tokens,
                    SC_MAX_UFO_TOKENS);
    }
    if (mat->n_exp_tokens > SC_MAX_EXP_TOKENS) {
        return fail(err, err_len, "too many expedition tokens: %u (at most %d)", mat->n_exp_tokens,
                    SC_MAX_EXP_TOKENS);
    }
    for (unsigned i = 0; i < mat->n_exp_tokens; i++) {
        const sc_exp_token *t = &mat->exp_tokens[i];
        char what[48];
        snprintf(what, sizeof what, "expedition token %u", i);
        if (t->dice < 1 || t->dice > mat->n_dice) {
            return fail(err, err_len, "%s: dice %u is out of range (1..%u)", what, t->dice,
                        mat->n_dice);
        }
        if (t->ufo_move > mat->n_spaces) {
            return fail(err, err_len, "%s: move %u is out of range (0..%u)", what, t->ufo_move,
                        mat->n_spaces);
        }
        if (t->ability >= SC_EXP_ABILITY_COUNT) {
            return fail(err, err_len, "%s: unknown ability %u", what, t->ability);
        }
        if (t->n_extra > SC_MAX_EXTRA_DICE) {
            return fail(err, err_len, "%s: too many extra dice (at most %d)", what,
                        SC_MAX_EXTRA_DICE);
        }
        if ((t->ability == SC_EXP_EXTRA_DICE) != (t->n_extra > 0)) {
            return fail(err, err_len,
                        "%s: extra dice go with the 'extra' ability, and only with it", what);
        }
        if (!check_faces(t->extra, t->n_extra, what, err, err_len)) {
            return false;
        }
    }
    if (mat->n_explore_tokens > SC_MAX_EXPLORATION_TOKENS) {
        return fail(err, err_len, "too many exploration tokens: %u (at most %d)",
                    mat->n_explore_tokens, SC_MAX_EXPLORATION_TOKENS);
    }
    for (unsigned i = 0; i < mat->n_explore_tokens; i++) {
        const sc_explore_token *t = &mat->explore_tokens[i];
        if (t->kind >= SC_EXPLORE_KIND_COUNT) {
            return fail(err, err_len, "exploration token %u: unknown kind %u", i, t->kind);
        }
        if ((t->kind == SC_EXPLORE_REGAIN) != (t->value == 0)) {
            return fail(err, err_len,
                        "exploration token %u: a value is needed for points and tunnel "
                        "tokens, and only for them",
                        i);
        }
    }
    if (mat->n_mission_tokens > SC_MAX_MISSION_TOKENS) {
        return fail(err, err_len, "too many mission tokens: %u (at most %d)", mat->n_mission_tokens,
                    SC_MAX_MISSION_TOKENS);
    }
    if (mat->missions_dealt > 4 || mat->missions_kept > mat->missions_dealt) {
        return fail(err, err_len, "missions: kept %u, dealt %u (kept <= dealt <= 4 is needed)",
                    mat->missions_kept, mat->missions_dealt);
    }
    if (mat->n_mission_tokens < (unsigned)mat->missions_dealt * SC_MAX_PLAYERS) {
        return fail(err, err_len, "missions: %u tokens cannot deal %u to each of %d players",
                    mat->n_mission_tokens, mat->missions_dealt, SC_MAX_PLAYERS);
    }
    for (unsigned i = 0; i < mat->n_mission_tokens; i++) {
        unsigned s = mat->mission_space[i];
        if (s >= mat->n_spaces) {
            return fail(err, err_len, "mission token %u: space %u is not on the track (0..%u)", i,
                        s, mat->n_spaces - 1u);
        }
        if (mat->spaces[s].n_moons == 0 && mat->spaces[s].n_planets == 0) {
            return fail(err, err_len, "mission token %u: space %u has no moon or planet next to it",
                        i, s);
        }
    }
    return true;
}

static bool check(const sc_mat *mat, char *err, size_t err_len)
{
    if (!terminated(mat->name, sizeof mat->name)) {
        return fail(err, err_len, "name too long (at most %zu characters)", sizeof mat->name - 1);
    }
    if (mat->n_dice < 1 || mat->n_dice > SC_MAX_DICE) {
        return fail(err, err_len, "dice count %u is out of range (1..%d)", mat->n_dice,
                    SC_MAX_DICE);
    }
    if (mat->n_die_sides < 1 || mat->n_die_sides > SC_MAX_DIE_SIDES) {
        return fail(err, err_len, "die sides %u is out of range (1..%d)", mat->n_die_sides,
                    SC_MAX_DIE_SIDES);
    }
    if (!check_faces(mat->die_sides, mat->n_die_sides, "die sides", err, err_len)) {
        return false;
    }
    if (mat->n_spaces < 1 || mat->n_spaces > SC_MAX_SPACES - 1) {
        return fail(err, err_len,
                    "%u numbered spaces: 1 to %d are needed (deep space comes after them)",
                    mat->n_spaces, SC_MAX_SPACES - 1);
    }
    if (mat->satellite_space >= mat->n_spaces) {
        return fail(err, err_len, "satellite space %u is not on the track (0..%u)",
                    mat->satellite_space, mat->n_spaces - 1u);
    }
    if (mat->failures_to_end < 1) {
        return fail(err, err_len, "failures to end must be at least 1");
    }
    if (!check_bodies(mat, err, err_len)) {
        return false;
    }
    unsigned n_slots = 0;
    for (unsigned s = 0; s < mat->n_spaces; s++) {
        if (!check_space(mat, s, err, err_len)) {
            return false;
        }
        n_slots += mat->spaces[s].slot >= 0;
    }
    if (n_slots > SC_MAX_SLOTS) {
        return fail(err, err_len, "too many exploration slots: %u (at most %d)", n_slots,
                    SC_MAX_SLOTS);
    }
    for (unsigned m = 0; m < mat->n_moons; m++) {
        bool found = false;
        for (unsigned s = 0; s < mat->n_spaces && !found; s++) {
            for (unsigned i = 0; i < mat->spaces[s].n_moons; i++) {
                found = found || mat->spaces[s].moons[i] == m;
            }
        }
        if (!found) {
            return fail(err, err_len, "moon '%s' is not next to any space", mat->moons[m].id);
        }
    }
    for (unsigned p = 0; p < mat->n_planets; p++) {
        bool found = false;
        for (unsigned s = 0; s < mat->n_spaces && !found; s++) {
            for (unsigned i = 0; i < mat->spaces[s].n_planets; i++) {
                found = found || mat->spaces[s].planets[i] == p;
            }
        }
        if (!found) {
            return fail(err, err_len, "planet '%s' is not next to any space", mat->planets[p].id);
        }
    }
    return check_tokens(mat, err, err_len);
}

/* 64-bit FNV-1a over the rule-relevant fields, as fixed-width little-endian
 * integers, counts before arrays, so the result does not depend on the host
 * or on how the data file was written. */
typedef struct hasher {
    uint64_t h;
} hasher;

static void hash_byte(hasher *hs, uint8_t b)
{
    hs->h ^= b;
    hs->h *= UINT64_C(0x100000001b3);
}

static void hash_u8s(hasher *hs, const uint8_t *v, unsigned n)
{
    hash_byte(hs, (uint8_t)n);
    for (unsigned i = 0; i < n; i++) {
        hash_byte(hs, v[i]);
    }
}

static void hash_str(hasher *hs, const char *s, size_t cap)
{
    size_t n = bounded_len(s, cap);
    hash_byte(hs, (uint8_t)n);
    for (size_t i = 0; i < n; i++) {
        hash_byte(hs, (uint8_t)s[i]);
    }
}

static uint64_t checksum(const sc_mat *mat)
{
    hasher hs = {UINT64_C(0xcbf29ce484222325)};
    static const char tag[] = "spacecats-mat-1";
    hash_str(&hs, tag, sizeof tag);

    hash_byte(&hs, mat->n_dice);
    hash_u8s(&hs, mat->die_sides, mat->n_die_sides);
    hash_byte(&hs, mat->n_spaces);
    for (unsigned s = 0; s < mat->n_spaces; s++) {
        const sc_space *sp = &mat->spaces[s];
        hash_byte(&hs, sp->faces);
        hash_byte(&hs, sp->afterburner);
        hash_u8s(&hs, sp->moons, sp->n_moons);
        hash_u8s(&hs, sp->planets, sp->n_planets);
        hash_byte(&hs, (uint8_t)sp->slot);
    }
    hash_byte(&hs, mat->satellite_space);
    hash_byte(&hs, mat->comet_points);
    hash_byte(&hs, mat->galaxy_points);
    hash_byte(&hs, mat->lander_deep_points);
    hash_byte(&hs, mat->failures_to_end);

    hash_byte(&hs, mat->n_moons);
    for (unsigned m = 0; m < mat->n_moons; m++) {
        hash_str(&hs, mat->moons[m].id, SC_ID_LEN);
        hash_byte(&hs, mat->moons[m].points);
    }
    hash_byte(&hs, mat->n_planets);
    for (unsigned p = 0; p < mat->n_planets; p++) {
        const sc_planet *pl = &mat->planets[p];
        hash_str(&hs, pl->id, SC_ID_LEN);
        hash_byte(&hs, pl->gold);
        hash_byte(&hs, pl->silver);
        hash_byte(&hs, pl->bronze);
    }
    hash_byte(&hs, mat->n_goals);
    for (unsigned i = 0; i < mat->n_goals; i++) {
        hash_byte(&hs, mat->goals[i].kind);
        hash_byte(&hs, mat->goals[i].count);
        hash_byte(&hs, mat->goals[i].points);
    }

    hash_u8s(&hs, mat->ufo_tokens, mat->n_ufo_tokens);
    hash_byte(&hs, mat->n_exp_tokens);
    for (unsigned i = 0; i < mat->n_exp_tokens; i++) {
        const sc_exp_token *t = &mat->exp_tokens[i];
        hash_byte(&hs, t->dice);
        hash_byte(&hs, t->ufo_move);
        hash_byte(&hs, t->ability);
        hash_u8s(&hs, t->extra, t->n_extra);
    }
    hash_byte(&hs, mat->n_explore_tokens);
    for (unsigned i = 0; i < mat->n_explore_tokens; i++) {
        hash_byte(&hs, mat->explore_tokens[i].kind);
        hash_byte(&hs, mat->explore_tokens[i].value);
    }
    hash_u8s(&hs, mat->mission_space, mat->n_mission_tokens);
    hash_byte(&hs, mat->missions_dealt);
    hash_u8s(&hs, mat->mission_points, mat->missions_kept);
    return hs.h;
}

bool sc_mat_finish(sc_mat *mat, char *err, size_t err_len)
{
    if (err != NULL && err_len > 0) {
        err[0] = '\0';
    }
    if (!check(mat, err, err_len)) {
        return false;
    }

    /* Exploration slots, numbered in track order. */
    mat->n_slots = 0;
    memset(mat->slot_space, 0, sizeof mat->slot_space);
    for (unsigned s = 0; s < mat->n_spaces; s++) {
        if (mat->spaces[s].slot >= 0) {
            mat->spaces[s].slot = (int8_t)mat->n_slots;
            mat->slot_space[mat->n_slots++] = (uint8_t)s;
        }
    }

    /* First space with something to land on (deep space when none). */
    mat->first_landing_space = mat->n_spaces;
    for (unsigned s = 0; s < mat->n_spaces; s++) {
        if (mat->spaces[s].n_moons > 0 || mat->spaces[s].n_planets > 0) {
            mat->first_landing_space = (uint8_t)s;
            break;
        }
    }

    memset(mat->usable_sides, 0, sizeof mat->usable_sides);
    for (unsigned s = 0; s < mat->n_spaces; s++) {
        unsigned n = 0;
        for (unsigned i = 0; i < mat->n_die_sides; i++) {
            n += (mat->spaces[s].faces >> mat->die_sides[i]) & 1u;
        }
        mat->usable_sides[s] = (uint8_t)n;
    }

    memset(mat->move_value, 0, sizeof mat->move_value);
    memset(mat->space_moons, 0, sizeof mat->space_moons);
    memset(mat->space_planets, 0, sizeof mat->space_planets);
    mat->die_faces = 0;
    for (unsigned i = 0; i < mat->n_die_sides; i++) {
        mat->die_faces |= (uint8_t)(1u << mat->die_sides[i]);
    }
    for (unsigned s = 0; s < mat->n_spaces; s++) {
        const sc_space *sp = &mat->spaces[s];
        for (unsigned f = 0; f < SC_FACE_COUNT; f++) {
            if ((sp->faces >> f) & 1u) {
                mat->move_value[s][f] = (uint8_t)sc_mat_face_value(mat, s, (sc_face)f);
            }
        }
        for (unsigned i = 0; i < sp->n_moons; i++) {
            mat->space_moons[s] |= UINT32_C(1) << sp->moons[i];
        }
        for (unsigned i = 0; i < sp->n_planets; i++) {
            mat->space_planets[s] |= (uint16_t)(1u << sp->planets[i]);
        }
    }

    mat->checksum = checksum(mat);
    return true;
}
