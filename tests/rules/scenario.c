/* Scripted scenarios against the rules core: see scenario.h. */
#include "scenario.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "spacecats/mat_load.h"

#ifndef SC_TEST_DATADIR
#error "SC_TEST_DATADIR must name the data directory"
#endif

static sc_mat default_mat;
static bool default_loaded;

#if defined(__GNUC__)
__attribute__((format(printf, 3, 4)))
#endif
static void
fail_at(const char *file, int line, const char *fmt, ...)
{
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    print_error("%s\n", msg);
    _fail(file, line);
}

const sc_mat *scn_default_mat(void)
{
    if (!default_loaded) {
        char err[256];
        if (!sc_mat_load_file(SC_TEST_SIX_MOONS, &default_mat, err, sizeof err)) {
            fail_at(__FILE__, __LINE__, "cannot load the default mat: %s", err);
        }
        default_loaded = true;
    }
    return &default_mat;
}

void scn_start_(sc_game *g, const sc_mat *mat, unsigned n_players, unsigned variants,
                unsigned first, const char *file, int line)
{
    sc_setup setup = {.n_players = (uint8_t)n_players,
                      .variants = (uint8_t)variants,
                      .first_player = (int8_t)first,
                      .seed = 1};
    if (!sc_game_init(g, mat, &setup)) {
        fail_at(file, line, "sc_game_init refused %u players, variants %u", n_players, variants);
    }
}

void scn_start_piles_(sc_game *g, const sc_mat *mat, unsigned n_players, unsigned variants,
                      const sc_piles *piles, const char *file, int line)
{
    sc_setup setup = {.n_players = (uint8_t)n_players,
                      .variants = (uint8_t)variants,
                      .first_player = (int8_t)piles->first_player,
                      .seed = 1};
    if (!sc_game_init_with_piles(g, mat, &setup, piles)) {
        fail_at(file, line, "sc_game_init_with_piles refused the piles");
    }
}

size_t scn_choices_text(const sc_game *g, char *buf, size_t len)
{
    static sc_choice list[SC_MAX_CHOICES];
    size_t n = sc_game_choices(g, list);
    size_t at = 0;
    if (len > 0) {
        buf[0] = '\0';
    }
    for (size_t i = 0; i < n; i++) {
        char one[128];
        sc_choice_format(g, &list[i], one, sizeof one);
        int w = snprintf(buf + (at < len ? at : len), at < len ? len - at : 0, "%s%s", i ? "|" : "",
                         one);
        if (w > 0) {
            at += (size_t)w;
        }
    }
    return at;
}

static int compare_text(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* Splits text at '|' in place; returns the count (at most max). */
static size_t split(char *text, char **items, size_t max)
{
    size_t n = 0;
    if (!*text) {
        return 0;
    }
    for (char *p = text; n < max;) {
        items[n++] = p;
        p = strchr(p, '|');
        if (!p) {
            break;
        }
        *p++ = '\0';
    }
    qsort(items, n, sizeof *items, compare_text);
    return n;
}

void scn_choices_(const sc_game *g, const char *expected, const char *file, int line)
{
    static char have[16384];
    char want[1024];
    char *have_items[256], *want_items[256];
    char shown[1024];
    scn_choices_text(g, have, sizeof have);
    snprintf(shown, sizeof shown, "%.1000s", have);
    snprintf(want, sizeof want, "%s", expected);
    size_t nh = split(have, have_items, 256);
    size_t nw = split(want, want_items, 256);
    bool same = nh == nw;
    for (size_t i = 0; same && i < nh; i++) {
        same = strcmp(have_items[i], want_items[i]) == 0;
    }
    if (!same) {
        fail_at(file, line, "legal choices are '%s', expected '%s'", shown, expected);
    }
}

size_t scn_choice_count(const sc_game *g)
{
    static sc_choice list[SC_MAX_CHOICES];
    return sc_game_choices(g, list);
}

static void describe(const sc_game *g, char *buf, size_t len)
{
    char choices[1024];
    scn_choices_text(g, choices, sizeof choices);
    snprintf(buf, len, "pending kind %u player %d seat %d, rocket on %u, pool %u; legal: %s",
             g->pending.kind, g->pending.player, g->pending.rocket_seat, g->rocket_space, g->pool,
             choices);
}

void scn_apply_(sc_game *g, const char *text, const char *file, int line)
{
    sc_choice c;
    char state[1400];
    if (!sc_choice_parse(g, text, &c)) {
        fail_at(file, line, "'%s' does not parse", text);
    }
    describe(g, state, sizeof state);
    sc_status st = sc_game_apply(g, &c);
    if (st != SC_OK) {
        fail_at(file, line, "'%s' refused (status %d); %s", text, (int)st, state);
    }
}

bool scn_legal(const sc_game *g, const char *text)
{
    sc_choice c;
    return sc_choice_parse(g, text, &c) && sc_game_is_legal(g, &c);
}

void scn_illegal_(sc_game *g, const char *text, const char *file, int line)
{
    sc_choice c;
    static sc_game before;
    char state[1400];
    if (!sc_choice_parse(g, text, &c)) {
        fail_at(file, line, "'%s' does not parse (a test of illegality needs a parsable choice)",
                text);
    }
    describe(g, state, sizeof state);
    if (sc_game_is_legal(g, &c)) {
        fail_at(file, line, "'%s' is legal but the rules forbid it; %s", text, state);
    }
    memcpy(&before, g, sizeof before);
    sc_status st = sc_game_apply(g, &c);
    if (st != SC_ERR_ILLEGAL) {
        fail_at(file, line, "applying illegal '%s' returned %d, not SC_ERR_ILLEGAL", text, (int)st);
    }
    if (memcmp(&before, g, sizeof before) != 0) {
        fail_at(file, line, "applying illegal '%s' changed the state", text);
    }
}

void scn_roll_(sc_game *g, const char *faces, const char *file, int line)
{
    uint8_t dice[SC_MAX_DICE];
    unsigned n = 0;
    char state[1400];
    for (const char *p = faces; *p; p++) {
        if (*p == ' ') {
            continue;
        }
        char name[2] = {*p, '\0'};
        sc_face f;
        if (!sc_face_parse(name, &f) || n == SC_MAX_DICE) {
            fail_at(file, line, "bad dice text '%s'", faces);
        }
        dice[n++] = (uint8_t)f;
    }
    describe(g, state, sizeof state);
    sc_status st = sc_game_roll_fixed(g, dice, n);
    if (st != SC_OK) {
        fail_at(file, line, "roll '%s' refused (status %d); %s", faces, (int)st, state);
    }
}

void scn_board_(sc_game *g, const char *const *abilities, const char *file, int line)
{
    for (; *abilities; abilities++) {
        char text[64];
        if (g->pending.kind != SC_PENDING_BOARD) {
            fail_at(file, line, "boarding '%s' but the game does not wait for a boarding",
                    *abilities);
        }
        snprintf(text, sizeof text, "board %s", *abilities);
        scn_apply_(g, text, file, line);
    }
}

void scn_travel_(sc_game *g, const char *faces, const char *move, const char *file, int line)
{
    scn_roll_(g, faces, file, line);
    scn_apply_(g, move, file, line);
}

void scn_stay_all_(sc_game *g, const char *file, int line)
{
    while (g->pending.kind == SC_PENDING_LAND) {
        scn_apply_(g, "stay", file, line);
    }
}

void scn_pending_(const sc_game *g, unsigned kind, int player, const char *file, int line)
{
    char state[1400];
    describe(g, state, sizeof state);
    if (g->pending.kind != kind) {
        fail_at(file, line, "expected pending kind %u; %s", kind, state);
    }
    if (player >= 0 && g->pending.player != player) {
        fail_at(file, line, "expected player %d to decide; %s", player, state);
    }
}

sc_score scn_score(const sc_game *g, unsigned player)
{
    sc_score s[SC_MAX_PLAYERS];
    sc_game_score(g, s);
    return s[player];
}

unsigned scn_explore_token(const sc_mat *mat, unsigned kind, unsigned value, unsigned nth)
{
    for (unsigned i = 0; i < mat->n_explore_tokens; i++) {
        const sc_explore_token *t = &mat->explore_tokens[i];
        if (t->kind == kind && (kind == SC_EXPLORE_REGAIN || t->value == value) && nth-- == 0) {
            return i;
        }
    }
    fail_at(__FILE__, __LINE__, "no exploration token kind %u value %u", kind, value);
    return 0;
}

unsigned scn_mission_token(const sc_mat *mat, unsigned space, unsigned nth)
{
    for (unsigned i = 0; i < mat->n_mission_tokens; i++) {
        if (mat->mission_space[i] == space && nth-- == 0) {
            return i;
        }
    }
    fail_at(__FILE__, __LINE__, "no mission token for space %u", space);
    return 0;
}

unsigned scn_moon(const sc_mat *mat, const char *id)
{
    for (unsigned i = 0; i < mat->n_moons; i++) {
        if (strcmp(mat->moons[i].id, id) == 0) {
            return i;
        }
    }
    fail_at(__FILE__, __LINE__, "no moon '%s'", id);
    return 0;
}

unsigned scn_planet(const sc_mat *mat, const char *id)
{
    for (unsigned i = 0; i < mat->n_planets; i++) {
        if (strcmp(mat->planets[i].id, id) == 0) {
            return i;
        }
    }
    fail_at(__FILE__, __LINE__, "no planet '%s'", id);
    return 0;
}

void scn_mat_base(sc_mat *m, unsigned n_spaces)
{
    static const uint8_t sides[] = {SC_FACE_A, SC_FACE_1, SC_FACE_2,
                                    SC_FACE_2, SC_FACE_3, SC_FACE_4};
    memset(m, 0, sizeof *m);
    snprintf(m->name, sizeof m->name, "test");
    m->reconstruction = true;
    m->n_dice = 6;
    m->n_die_sides = sizeof sides;
    memcpy(m->die_sides, sides, sizeof sides);
    m->n_spaces = (uint8_t)n_spaces;
    for (unsigned s = 0; s < n_spaces; s++) {
        m->spaces[s].faces = (1u << SC_FACE_A) | (1u << SC_FACE_1) | (1u << SC_FACE_2);
        m->spaces[s].afterburner = 1;
        m->spaces[s].slot = -1;
    }
    m->satellite_space = 1;
    m->comet_points = 7;
    m->galaxy_points = 5;
    m->lander_deep_points = 5;
    m->failures_to_end = 11;
    m->n_goals = 4;
    m->goals[0] = (sc_goal){SC_GOAL_DISTINCT_PLANETS, 4, 5};
    m->goals[1] = (sc_goal){SC_GOAL_SAME_PLANET, 3, 5};
    m->goals[2] = (sc_goal){SC_GOAL_MOONS, 4, 5};
    m->goals[3] = (sc_goal){SC_GOAL_DEEP_SPACE, 2, 5};
}

unsigned scn_mat_add_moon(sc_mat *m, const char *id, unsigned points)
{
    unsigned i = m->n_moons++;
    snprintf(m->moons[i].id, sizeof m->moons[i].id, "%s", id);
    m->moons[i].points = (uint8_t)points;
    return i;
}

unsigned scn_mat_add_planet(sc_mat *m, const char *id, unsigned gold, unsigned silver,
                            unsigned bronze)
{
    unsigned i = m->n_planets++;
    snprintf(m->planets[i].id, sizeof m->planets[i].id, "%s", id);
    snprintf(m->planets[i].name, sizeof m->planets[i].name, "Planet %s", id);
    m->planets[i].gold = (uint8_t)gold;
    m->planets[i].silver = (uint8_t)silver;
    m->planets[i].bronze = (uint8_t)bronze;
    return i;
}

void scn_mat_space_moon(sc_mat *m, unsigned space, unsigned moon)
{
    sc_space *sp = &m->spaces[space];
    sp->moons[sp->n_moons++] = (uint8_t)moon;
}

void scn_mat_space_planet(sc_mat *m, unsigned space, unsigned planet)
{
    sc_space *sp = &m->spaces[space];
    sp->planets[sp->n_planets++] = (uint8_t)planet;
}

void scn_mat_finish_(sc_mat *m, const char *file, int line)
{
    char err[256];
    if (!sc_mat_finish(m, err, sizeof err)) {
        fail_at(file, line, "sc_mat_finish refused the test mat: %s", err);
    }
}

static void expect_space(const sc_game *g, unsigned space, const char *file, int line)
{
    if (g->rocket_space != space) {
        fail_at(file, line, "the rocket is on %u, expected %u", g->rocket_space, space);
    }
}

void scn_to_9_(sc_game *g, const char *file, int line)
{
    if (g->pool != 6) {
        fail_at(file, line, "route to 9 needs 6 dice, pool is %u", g->pool);
    }
    if (g->rocket_space == 0) {
        scn_travel_(g, "AAA333", "move A", file, line); /* 0 + 3x1 */
        expect_space(g, 3, file, line);
    }
    expect_space(g, 3, file, line);
    scn_travel_(g, "AAAAAA", "move A", file, line); /* 3 + 6x1 */
    expect_space(g, 9, file, line);
    scn_stay_all_(g, file, line);
}

void scn_to_11_(sc_game *g, const char *file, int line)
{
    scn_to_9_(g, file, line);
    scn_travel_(g, "A33333", "move A", file, line); /* 9 + 1x2; 3 is unusable on 9 */
    expect_space(g, 11, file, line);
}

void scn_to_deep_(sc_game *g, const char *file, int line)
{
    scn_to_9_(g, file, line);
    scn_travel_(g, "AAAA22", "move A", file, line); /* 9 + 4x2 */
    expect_space(g, 17, file, line);
    scn_stay_all_(g, file, line);
    scn_travel_(g, "AAAAA2", "move A", file, line); /* 17 + 5x2 = 27: deep space */
}

void scn_roll_all_(sc_game *g, char face, const char *file, int line)
{
    char text[SC_MAX_DICE + 1];
    unsigned n = g->pool;
    if (n > SC_MAX_DICE) {
        n = SC_MAX_DICE;
    }
    memset(text, face, n);
    text[n] = '\0';
    scn_roll_(g, text, file, line);
}
