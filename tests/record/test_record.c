/* Game records: writing, replaying, round trips, truncated records (saves),
 * a hand-written scenario, every error message, and mangled input. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "spacecats/game.h"
#include "spacecats/mat_load.h"
#include "spacecats/record.h"

enum { MAX_STEPS = 20000 };

static sc_mat mat;
static char sum_hex[17]; /* the six-moon mat's checksum, as records write it */

static int load_mat(void **state)
{
    (void)state;
    char err[512];
    if (!sc_mat_load_file(SC_TEST_SIX_MOONS, &mat, err, sizeof err)) {
        fprintf(stderr, "%s\n", err);
        return -1;
    }
    snprintf(sum_hex, sizeof sum_hex, "%016llx", (unsigned long long)mat.checksum);
    return 0;
}

/* ---- helpers ---------------------------------------------------------- */

/* A game played at random while recorded: the state after each event and
 * where each event's line ends in the text. */
typedef struct played {
    sc_record rec;
    sc_game *states; /* states[0]: just initialised; states[i]: after event i */
    size_t *ends;    /* ends[i]: length of the text up to event i's line */
    size_t n;        /* events */
} played;

static void make_setup(sc_setup *s, unsigned players, unsigned variants, int first, uint64_t seed)
{
    memset(s, 0, sizeof *s); /* padding too: states are compared with memcmp */
    s->n_players = (uint8_t)players;
    s->variants = (uint8_t)variants;
    s->first_player = (int8_t)first;
    s->seed = seed;
}

static void play(const sc_setup *setup, uint64_t choice_seed, played *out)
{
    sc_game *g = calloc(1, sizeof *g);
    sc_choice *choices = malloc(SC_MAX_CHOICES * sizeof *choices);
    sc_rng rng;
    size_t cap = 256;
    assert_non_null(g);
    assert_non_null(choices);
    memset(out, 0, sizeof *out);
    out->states = malloc(cap * sizeof *out->states);
    out->ends = malloc(cap * sizeof *out->ends);
    assert_non_null(out->states);
    assert_non_null(out->ends);
    sc_rng_seed(&rng, choice_seed);
    assert_true(sc_game_init(g, &mat, setup));
    sc_record_begin(&out->rec, g);
    out->states[0] = *g;
    out->ends[0] = out->rec.len;
    for (unsigned step = 0; !sc_game_over(g); step++) {
        assert_true(step < MAX_STEPS);
        sc_game before = *g;
        if (g->pending.kind == SC_PENDING_ROLL) {
            uint8_t faces[SC_MAX_DICE];
            unsigned n = g->pool;
            assert_int_equal(sc_game_roll(g, faces), SC_OK);
            sc_record_roll(&out->rec, &before, faces, n);
        } else {
            size_t n = sc_game_choices(g, choices);
            assert_true(n > 0);
            const sc_choice *c = &choices[sc_rng_below(&rng, (uint32_t)n)];
            assert_int_equal(sc_game_apply(g, c), SC_OK);
            sc_record_choice(&out->rec, &before, c);
        }
        if (out->n + 2 > cap) {
            cap *= 2;
            out->states = realloc(out->states, cap * sizeof *out->states);
            out->ends = realloc(out->ends, cap * sizeof *out->ends);
            assert_non_null(out->states);
            assert_non_null(out->ends);
        }
        out->n++;
        out->states[out->n] = *g;
        out->ends[out->n] = out->rec.len;
    }
    assert_false(out->rec.failed);
    free(choices);
    free(g);
}

static void played_free(played *p)
{
    sc_record_free(&p->rec);
    free(p->states);
    free(p->ends);
}

static void assert_same_state(const sc_game *a, const sc_game *b)
{
    /* The fields that matter, for a readable failure; then every byte. */
    assert_ptr_equal(a->mat, b->mat);
    assert_int_equal(a->pending.kind, b->pending.kind);
    assert_int_equal(a->pending.player, b->pending.player);
    assert_int_equal(a->expedition, b->expedition);
    assert_int_equal(a->failures, b->failures);
    assert_int_equal(a->rocket_space, b->rocket_space);
    assert_int_equal(a->pool, b->pool);
    assert_memory_equal(&a->rng, &b->rng, sizeof a->rng);
    assert_memory_equal(&a->setup, &b->setup, sizeof a->setup);
    assert_memory_equal(&a->piles, &b->piles, sizeof a->piles);
    assert_memory_equal(a->players, b->players, sizeof a->players);
    assert_memory_equal(a, b, sizeof *a);
}

/* Text with "@SUM@" replaced by the six-moon mat's checksum. */
static char *expand(const char *tmpl)
{
    size_t n = strlen(tmpl);
    char *out = malloc(n + 64);
    size_t at = 0;
    assert_non_null(out);
    for (size_t i = 0; i < n;) {
        if (strncmp(tmpl + i, "@SUM@", 5) == 0) {
            memcpy(out + at, sum_hex, 16);
            at += 16;
            i += 5;
        } else {
            out[at++] = tmpl[i++];
        }
    }
    out[at] = '\0';
    return out;
}

static bool replay_text(const char *tmpl, sc_game *g, sc_record_error *err)
{
    char *text = expand(tmpl);
    bool ok = sc_record_replay(text, strlen(text), &mat, g, err);
    free(text);
    return ok;
}

/* ---- the actions of a record, as replayed ------------------------------ */

typedef struct visited {
    const played *p;
    size_t n;
} visited;

/* Each action told is the game's next one: by the seat that had to act,
 * and leading from its state to the next (the faces rolled, the choice). */
static void check_action(void *user, const sc_record_action *a)
{
    visited *v = user;
    assert_true(v->n < v->p->n);
    const sc_game *before = &v->p->states[v->n];
    assert_int_equal(a->roll, before->pending.kind == SC_PENDING_ROLL);
    assert_int_equal(a->player, before->pending.player);
    sc_game *g = malloc(sizeof *g);
    assert_non_null(g);
    *g = *before;
    if (a->roll) {
        assert_int_equal(a->n_faces, before->pool);
        assert_int_equal(sc_game_roll_fixed(g, a->faces, a->n_faces), SC_OK);
    } else {
        assert_int_equal(sc_game_apply(g, &a->choice), SC_OK);
    }
    assert_same_state(g, &v->p->states[v->n + 1]);
    /* The states around the action, as told. */
    assert_same_state(a->before, before);
    assert_same_state(a->after, &v->p->states[v->n + 1]);
    free(g);
    v->n++;
}

static void test_resume_each_action(void **state)
{
    (void)state;
    for (unsigned players = 2; players <= 5; players += 3) {
        sc_setup setup;
        make_setup(&setup, players, SC_VARIANT_ALL, -1, 77 + players);
        played p;
        play(&setup, 5 + players, &p);
        sc_game *g = malloc(sizeof *g);
        assert_non_null(g);
        visited v = {&p, 0};
        sc_record_error err;
        assert_true(
            sc_record_resume_each(p.rec.text, p.rec.len, &mat, g, NULL, check_action, &v, &err));
        assert_int_equal(v.n, p.n); /* every action, once */
        /* Cut short: the actions up to the cut. */
        v.n = 0;
        assert_true(sc_record_resume_each(p.rec.text, p.ends[p.n / 2], &mat, g, NULL, check_action,
                                          &v, &err));
        assert_int_equal(v.n, p.n / 2);
        free(g);
        played_free(&p);
    }
}

/* ---- round trips ------------------------------------------------------ */

static void round_trip(const sc_setup *setup, uint64_t choice_seed)
{
    played p;
    sc_game *g = malloc(sizeof *g);
    sc_record re = {0};
    sc_record_error err;
    assert_non_null(g);
    play(setup, choice_seed, &p);

    /* Replayed: the same final state. Rewritten: the same text. */
    if (!sc_record_resume(p.rec.text, p.rec.len, &mat, g, &re, &err)) {
        fail_msg("replay failed: %s", err.message);
    }
    assert_same_state(g, &p.states[p.n]);
    assert_false(re.failed);
    assert_int_equal(re.len, p.rec.len);
    assert_string_equal(re.text, p.rec.text);

    /* The end comments change nothing, and are written alike. */
    sc_record_end(&p.rec, &p.states[p.n]);
    sc_record_end(&re, g);
    assert_string_equal(re.text, p.rec.text);
    assert_true(sc_record_replay(p.rec.text, p.rec.len, &mat, g, &err));
    assert_same_state(g, &p.states[p.n]);

    /* Truncated at a line end: the state at that point (a save). */
    sc_rng rng;
    sc_rng_seed(&rng, choice_seed ^ 0x5eed);
    size_t cuts[5] = {0, p.n / 3, p.n / 2, p.n - 1, sc_rng_below(&rng, (uint32_t)p.n + 1)};
    for (unsigned i = 0; i < 5; i++) {
        size_t k = cuts[i];
        if (!sc_record_resume(p.rec.text, p.ends[k], &mat, g, &re, &err)) {
            fail_msg("truncated replay failed: %s", err.message);
        }
        assert_same_state(g, &p.states[k]);
        assert_int_equal(re.len, p.ends[k]);
        assert_memory_equal(re.text, p.rec.text, p.ends[k]);
    }

    /* Nothing may follow the end of the game. */
    char *more = malloc(p.rec.len + 16);
    assert_non_null(more);
    memcpy(more, p.rec.text, p.rec.len);
    memcpy(more + p.rec.len, "0 stay\n", 8);
    assert_false(sc_record_replay(more, p.rec.len + 7, &mat, g, &err));
    assert_non_null(strstr(err.message, "a decision by seat 0, but the game is over"));
    assert_same_state(g, &p.states[p.n]);
    free(more);

    sc_record_free(&re);
    played_free(&p);
    free(g);
}

static void test_round_trip_every_setup(void **state)
{
    (void)state;
    for (unsigned v = 0; v <= SC_VARIANT_ALL; v++) {
        for (unsigned n = SC_MIN_PLAYERS; n <= SC_MAX_PLAYERS; n++) {
            for (unsigned k = 0; k < 8; k++) {
                sc_setup s;
                uint64_t seed = 1000u * v + 100u * n + k;
                make_setup(&s, n, v, k == 0 ? -1 : (int)(k % n), seed);
                round_trip(&s, seed * 7 + 3);
            }
        }
    }
}

static void test_round_trip_big_seed(void **state)
{
    (void)state;
    sc_setup s;
    make_setup(&s, 3, SC_VARIANT_ALL, -1, UINT64_MAX);
    round_trip(&s, 42);
    make_setup(&s, 5, SC_VARIANT_UFO, 4, 0);
    round_trip(&s, 43);
}

/* A resumed save goes on with the same dice as the uninterrupted game. */
static void test_resume_same_dice(void **state)
{
    (void)state;
    sc_setup s;
    played p;
    sc_game g;
    sc_record_error err;
    make_setup(&s, 4, SC_VARIANT_UFO | SC_VARIANT_EXPLORATION, -1, 777);
    play(&s, 5, &p);
    unsigned checked = 0;
    for (size_t k = 0; k < p.n && checked < 10; k++) {
        if (p.states[k].pending.kind != SC_PENDING_ROLL) {
            continue;
        }
        assert_true(sc_record_replay(p.rec.text, p.ends[k], &mat, &g, &err));
        uint8_t a[SC_MAX_DICE], b[SC_MAX_DICE];
        sc_game orig = p.states[k];
        assert_int_equal(sc_game_roll(&g, a), SC_OK);
        assert_int_equal(sc_game_roll(&orig, b), SC_OK);
        assert_memory_equal(a, b, p.states[k].pool);
        assert_same_state(&g, &orig);
        checked++;
    }
    assert_true(checked > 0);
    played_free(&p);
}

/* ---- the writer ------------------------------------------------------- */

/* Comments stay one line whatever they hold, a record appended to another
 * is copied whole, and replay reads through both. */
static void test_comment_and_append(void **state)
{
    (void)state;
    sc_setup s;
    played p;
    sc_game *g = malloc(sizeof *g);
    sc_record_error err;
    assert_non_null(g);
    make_setup(&s, 3, SC_VARIANT_ALL, -1, 99);
    play(&s, 7, &p);

    sc_record out = {0};
    static const char first[] = "# name=Anne line 2  and   end\n# \n";
    sc_record_comment(&out, "name=%s end", "Anne\nline 2\r\tand \x7f");
    sc_record_comment(&out, "%s", "");
    assert_string_equal(out.text, first);
    sc_record_append(&out, &p.rec);
    sc_record_comment(&out, "%d actions", 12);
    assert_false(out.failed);
    assert_int_equal(out.len, strlen(first) + p.rec.len + strlen("# 12 actions\n"));
    assert_memory_equal(out.text + strlen(first), p.rec.text, p.rec.len);
    assert_string_equal(out.text + out.len - 13, "# 12 actions\n");
    if (!sc_record_replay(out.text, out.len, &mat, g, &err)) {
        fail_msg("replay with comments failed: %s", err.message);
    }
    assert_same_state(g, &p.states[p.n]);

    /* A long comment is not cut. */
    char longer[700];
    memset(longer, 'x', sizeof longer - 1);
    longer[sizeof longer - 1] = '\0';
    sc_record_free(&out);
    sc_record_comment(&out, "%s", longer);
    assert_int_equal(out.len, 2 + 699 + 1);

    /* A failed record spreads its failure rather than a cut text. */
    sc_record broken = {.failed = true};
    sc_record_append(&out, &broken);
    assert_true(out.failed);

    sc_record_free(&out);
    played_free(&p);
    free(g);
}

static void test_header(void **state)
{
    (void)state;
    sc_setup s;
    sc_game g;
    sc_record r = {0};
    char expect[2048];

    make_setup(&s, 2, 0, 1, 99);
    assert_true(sc_game_init(&g, &mat, &s));
    sc_record_begin(&r, &g);
    snprintf(expect, sizeof expect,
             "# Space Cats game record (format: docs/game-record.md)\n"
             "spacecats-record 1\n"
             "mat default %s\n"
             "players 2\n"
             "variants none\n"
             "seed 99\n"
             "first 1\n"
             "start\n",
             sum_hex);
    assert_string_equal(r.text, expect);

    /* Begun again: the same text in the same buffer. */
    sc_record_begin(&r, &g);
    assert_string_equal(r.text, expect);

    /* Every variant: their piles; a drawn first player says so. */
    make_setup(&s, 3, SC_VARIANT_ALL, -1, 5);
    assert_true(sc_game_init(&g, &mat, &s));
    sc_record_begin(&r, &g);
    assert_non_null(strstr(r.text, "variants ufo exploration missions\n"));
    char first[32];
    snprintf(first, sizeof first, "\nfirst %u drawn\n", (unsigned)g.piles.first_player);
    assert_non_null(strstr(r.text, first));
    char line[256];
    int at = snprintf(line, sizeof line, "\nexpedition-pile");
    for (unsigned i = 0; i < g.piles.n_exp; i++) {
        at += snprintf(line + at, sizeof line - (size_t)at, " %u", g.piles.exp[i]);
    }
    snprintf(line + at, sizeof line - (size_t)at, "\nexploration-pile");
    assert_non_null(strstr(r.text, line));
    for (unsigned p = 0; p < 3; p++) {
        snprintf(line, sizeof line, "\nmissions %u %u %u %u %u\n", p, g.piles.missions[4 * p],
                 g.piles.missions[4 * p + 1], g.piles.missions[4 * p + 2],
                 g.piles.missions[4 * p + 3]);
        assert_non_null(strstr(r.text, line));
    }
    assert_non_null(strstr(r.text, "\nstart\n"));

    /* The end: scores as comments. */
    sc_record_end(&r, &g);
    assert_non_null(strstr(r.text, "# end: scores 0 0 0 (game in progress)\n"));
    assert_non_null(strstr(r.text, "# seat 2: 0 = moons 0"));
    sc_record_free(&r);
    assert_null(r.text);
}

/* ---- a hand-written scenario ------------------------------------------ */

/* Two players, no variants. Expedition 1: player 0 boards the pilot, player
 * 1 the satellite (the rocket starts on space 3: faces A 1 3). Two 3s move it
 * to space 9 (moons m2 and m1); player 0 lands on m2 (3 points), player 1,
 * now commander, stays; four 2s at space 9 (faces A 1 4) crash the rocket.
 * Expedition 2, started by player 1: lander, planet-doubler; four 2s from
 * space 0 move to space 8 (planet A); both land there. Then player 0 is to
 * board for expedition 3. */
static const char scenario[] = "# a scripted game\n"
                               "spacecats-record 1\n"
                               "mat default @SUM@\n"
                               "players 2\n"
                               "variants none\n"
                               "seed 1\n"
                               "first 0\n"
                               "start\n"
                               "\n"
                               "# expedition 1\n"
                               "0 board pilot\n"
                               "1 board satellite\n"
                               "roll 3 3 2 4 1 A\n"
                               "0 move 3\n"
                               "0 land moon:m2\n"
                               "1 stay\n"
                               "roll 2 2 2 2\n"
                               "# expedition 2\n"
                               "1 board lander\n"
                               "0 board planet-doubler\n"
                               "roll 2 2 2 2 1 A\n"
                               "1 move 2\n"
                               "1 land planet:A\n"
                               "0 land planet:A\n";

static unsigned moon_index(const char *id)
{
    for (unsigned i = 0; i < mat.n_moons; i++) {
        if (strcmp(mat.moons[i].id, id) == 0) {
            return i;
        }
    }
    fail_msg("no moon %s", id);
    return 0;
}

static unsigned planet_index(const char *id)
{
    for (unsigned i = 0; i < mat.n_planets; i++) {
        if (strcmp(mat.planets[i].id, id) == 0) {
            return i;
        }
    }
    fail_msg("no planet %s", id);
    return 0;
}

static void check_scenario_end(const sc_game *g)
{
    unsigned m2 = moon_index("m2"), pa = planet_index("A");
    assert_int_equal(g->pending.kind, SC_PENDING_BOARD);
    assert_int_equal(g->pending.player, 0);
    assert_int_equal(g->expedition, 3);
    assert_int_equal(g->starter, 0);
    assert_int_equal(g->failures, 1);
    assert_int_equal(g->moons_taken, 1u << m2);
    assert_int_equal(g->landings, 3);
    const sc_player *p0 = &g->players[0], *p1 = &g->players[1];
    assert_int_equal(p0->moon_points, mat.moons[m2].points);
    assert_int_equal(p0->astronauts[SC_PILOT].kind, SC_AT_MOON);
    assert_int_equal(p0->astronauts[SC_PILOT].index, m2);
    assert_int_equal(p0->astronauts[SC_PILOT].order, 1);
    assert_int_equal(p0->astronauts[SC_PLANET_DOUBLER].kind, SC_AT_PLANET);
    assert_int_equal(p0->astronauts[SC_PLANET_DOUBLER].index, pa);
    assert_int_equal(p0->astronauts[SC_PLANET_DOUBLER].order, 3);
    assert_int_equal(p1->astronauts[SC_LANDER].kind, SC_AT_PLANET);
    assert_int_equal(p1->astronauts[SC_LANDER].index, pa);
    assert_int_equal(p1->astronauts[SC_LANDER].order, 2);
    assert_int_equal(p1->astronauts[SC_SATELLITE].kind, SC_AT_HOME); /* back after the crash */
    assert_int_equal(p1->moon_points, 0);
    assert_int_equal(sc_game_placed(g, 0), 2);
    assert_int_equal(sc_game_placed(g, 1), 1);
    /* Planet A: player 1 landed first and ties on count, so takes gold;
     * player 0's silver is doubled. */
    sc_score s[SC_MAX_PLAYERS];
    sc_game_score(g, s);
    assert_int_equal(s[1].planets[pa], mat.planets[pa].gold);
    assert_int_equal(s[0].planets[pa], 2 * mat.planets[pa].silver);
}

static void test_scenario(void **state)
{
    (void)state;
    sc_game g;
    sc_record_error err;
    if (!replay_text(scenario, &g, &err)) {
        fail_msg("%s", err.message);
    }
    check_scenario_end(&g);
}

static void test_scenario_steps(void **state)
{
    (void)state;
    sc_game g;
    sc_record_error err;
    char *text = expand(scenario);
    /* Cut after "0 move 3": the landing phase at space 9. */
    size_t cut = (size_t)(strstr(text, "0 land moon:m2") - text);
    assert_true(sc_record_replay(text, cut, &mat, &g, &err));
    assert_int_equal(g.rocket_space, 9);
    assert_int_equal(g.pool, 4);
    assert_int_equal(g.pending.kind, SC_PENDING_LAND);
    assert_int_equal(g.pending.player, 0);
    assert_int_equal(g.pending.rocket_seat, 0);
    assert_true(g.seats[0].aboard);
    /* Cut after "0 land moon:m2": player 1 commands, its landing decision. */
    cut = (size_t)(strstr(text, "1 stay") - text);
    assert_true(sc_record_replay(text, cut, &mat, &g, &err));
    assert_int_equal(g.commander_seat, 1);
    assert_int_equal(g.pending.kind, SC_PENDING_LAND);
    assert_int_equal(g.pending.player, 1);
    /* Cut after "1 stay": a roll of the 4 dice left, by player 1. */
    cut = (size_t)(strstr(text, "roll 2 2 2 2\n") - text);
    assert_true(sc_record_replay(text, cut, &mat, &g, &err));
    assert_int_equal(g.pending.kind, SC_PENDING_ROLL);
    assert_int_equal(g.pending.player, 1);
    assert_int_equal(g.pool, 4);
    /* Cut in the header: an error, not a game. */
    cut = (size_t)(strstr(text, "start") - text);
    assert_false(sc_record_replay(text, cut, &mat, &g, &err));
    assert_int_equal(err.line, 0);
    assert_non_null(strstr(err.message, "before its 'start' line"));
    assert_null(g.mat);
    free(text);
}

/* Windows line ends, a byte order mark, tabs and extra blanks read alike;
 * the rewritten record is the canonical one. */
static void test_lenient_spacing(void **state)
{
    (void)state;
    sc_game a, b;
    sc_record_error err;
    sc_record ra = {0}, rb = {0};
    char *text = expand(scenario);
    size_t n = strlen(text);
    char *crlf = malloc(2 * n + 8);
    size_t at = 0;
    assert_non_null(crlf);
    memcpy(crlf, "\xEF\xBB\xBF", 3);
    at = 3;
    for (size_t i = 0; i < n; i++) {
        if (text[i] == '\n') {
            crlf[at++] = '\r';
            crlf[at++] = '\n';
        } else if (text[i] == ' ') {
            crlf[at++] = i % 2 ? '\t' : ' ';
            crlf[at++] = ' ';
        } else {
            crlf[at++] = text[i];
        }
    }
    memcpy(crlf + at, "   # trailing comment line, no newline", 38);
    at += 38;
    assert_true(sc_record_resume(text, n, &mat, &a, &ra, &err));
    if (!sc_record_resume(crlf, at, &mat, &b, &rb, &err)) {
        fail_msg("%s", err.message);
    }
    assert_same_state(&a, &b);
    assert_string_equal(ra.text, rb.text);
    /* Canonical: comments and blank lines dropped, the writer's header. */
    assert_null(strstr(ra.text, "# a scripted game"));
    assert_non_null(strstr(ra.text, "start\n0 board pilot\n1 board satellite\nroll 3 3 2 4 1 A\n"));
    sc_record_free(&ra);
    sc_record_free(&rb);
    free(crlf);
    free(text);
}

/* ---- errors ----------------------------------------------------------- */

#define HEADER                                                                                     \
    "spacecats-record 1\nmat default @SUM@\nplayers 2\nvariants none\nseed 1\nfirst 0\nstart\n"
#define HEAD_TO_VARIANTS "spacecats-record 1\nmat default @SUM@\nplayers 2\n"
#define SCRIPT_TO_LANDING HEADER "0 board pilot\n1 board satellite\nroll 3 3 2 4 1 A\n0 move 3\n"

typedef struct error_case {
    const char *text;
    unsigned line;
    const char *words;
} error_case;

static const error_case error_cases[] = {
    /* the version line */
    {"spacecats-record 2\n", 1, "line 1: format version 2 is newer than this program's (1)"},
    {"# comment\n\nspacecats-record 7\nmat x 0\n", 3, "format version 7 is newer"},
    {"spacecats-record 0\n", 1, "bad format version '0'"},
    {"spacecats-record one\n", 1, "bad format version 'one'"},
    {"spacecats-record 1 2\n", 1, "unexpected '2' at the end of the 'spacecats-record' line"},
    {"hello world\n", 1, "not a Space Cats record: it must begin with 'spacecats-record 1'"},
    {"", 0, "empty record"},
    {"# only a comment\n\n   \n", 0, "empty record"},
    /* the mat */
    {"spacecats-record 1\nmat default 0123456789abcdef\n", 2,
     "the record is for mat 'default' (checksum 0123456789abcdef), not for mat 'default' "
     "(checksum @SUM@)"},
    {"spacecats-record 1\nmat my other mat 00000000000000ff\n", 2,
     "the record is for mat 'my other mat' (checksum 00000000000000ff)"},
    {"spacecats-record 1\nmat default 12\n", 2, "bad mat checksum '12' (16 hex digits"},
    {"spacecats-record 1\nmat default 0123456789abcdefg\n", 2, "bad mat checksum"},
    {"spacecats-record 1\nmat @SUM@\n", 2, "'mat' needs the mat's name and checksum"},
    /* the setup */
    {HEAD_TO_VARIANTS "seed 1\n", 4, "'seed' line where the 'variants' line was expected"},
    {"spacecats-record 1\nmat default @SUM@\nplayers 7\n", 3, "7 players: a game has 2 to 5"},
    {"spacecats-record 1\nmat default @SUM@\nplayers 1\n", 3, "1 players: a game has 2 to 5"},
    {"spacecats-record 1\nmat default @SUM@\nplayers two\n", 3, "bad number of players 'two'"},
    {"spacecats-record 1\nmat default @SUM@\nplayers 2 3\n", 3,
     "unexpected '3' at the end of the 'players' line"},
    {"spacecats-record 1\nmat default @SUM@\nplayers\n", 3, "'players' needs the number"},
    {"spacecats-record 1\nmat default @SUM@\ncolour red\n", 3, "unknown keyword 'colour'"},
    {HEAD_TO_VARIANTS "variants ufo ufo\n", 4, "variant 'ufo' named twice"},
    {HEAD_TO_VARIANTS "variants warp\n", 4, "unknown variant 'warp'"},
    {HEAD_TO_VARIANTS "variants none ufo\n", 4, "unexpected 'ufo'"},
    {HEAD_TO_VARIANTS "variants\n", 4, "'variants' needs a list of variants, or 'none'"},
    {HEAD_TO_VARIANTS "variants none\nseed 12x\n", 5, "bad seed '12x'"},
    {HEAD_TO_VARIANTS "variants none\nseed 18446744073709551616\n", 5, "bad seed"},
    {HEAD_TO_VARIANTS "variants none\nseed -1\n", 5, "bad seed '-1'"},
    {HEAD_TO_VARIANTS "variants none\nseed 1\nfirst 2\n", 6, "no seat 2 in a 2-player game"},
    {HEAD_TO_VARIANTS "variants none\nseed 1\nfirst 1 random\n", 6,
     "unexpected 'random' at the end of the 'first' line"},
    {HEAD_TO_VARIANTS "variants none\n", 0,
     "the record ends in its header, before its 'seed' line"},
    /* the piles */
    {HEAD_TO_VARIANTS "variants ufo\nseed 1\nfirst 0\nstart\n", 7,
     "'start' line where the 'expedition-pile' line was expected (the ufo variant needs it)"},
    {HEAD_TO_VARIANTS "variants none\nseed 1\nfirst 0\nexpedition-pile 0 1\nstart\n", 7,
     "'expedition-pile' line where the 'start' line was expected (the ufo variant is off)"},
    {HEAD_TO_VARIANTS "variants ufo\nseed 1\nfirst 0\nexpedition-pile 0 14\n", 7,
     "expedition token 14 does not exist (the mat has 14: 0 to 13)"},
    {HEAD_TO_VARIANTS "variants ufo\nseed 1\nfirst 0\nexpedition-pile 3 1 3\n", 7,
     "expedition token 3 appears twice"},
    {HEAD_TO_VARIANTS "variants ufo\nseed 1\nfirst 0\n"
                      "expedition-pile 0 1 2 3 4 5 6 7 8 9 10 11 12 13 0\n",
     7, "15 expedition tokens, but the mat has 14"},
    {HEAD_TO_VARIANTS "variants ufo\nseed 1\nfirst 0\nexpedition-pile 0 1 2 chosen\nstart\n"
                      "0 board pilot\nexpedition-pile 3\n",
     10, "'expedition-pile' belongs to the header, before 'start'"},
    {HEAD_TO_VARIANTS "variants exploration\nseed 1\nfirst 0\nexploration-pile 1 x\n", 7,
     "bad exploration token 'x'"},
    {HEAD_TO_VARIANTS "variants ufo exploration\nseed 1\nfirst 0\nexploration-pile 1\n", 7,
     "'exploration-pile' line where the 'expedition-pile' line was expected (the ufo variant "
     "needs it)"},
    {HEAD_TO_VARIANTS "variants missions\nseed 1\nfirst 0\nmissions 0 1 2 3\n", 7,
     "3 mission tokens for seat 0, but the mat deals 4"},
    {HEAD_TO_VARIANTS "variants missions\nseed 1\nfirst 0\nmissions 0 0 1 2 3\n"
                      "missions 1 3 4 5 6\n",
     8, "mission token 3 appears twice"},
    {HEAD_TO_VARIANTS "variants missions\nseed 1\nfirst 0\nmissions 1 0 1 2 3\n", 7,
     "missions for seat 1 where seat 0's were expected"},
    {HEAD_TO_VARIANTS "variants missions\nseed 1\nfirst 0\nmissions 0 0 1 2 20\n", 7,
     "mission token 20 does not exist (the mat has 20: 0 to 19)"},
    {HEAD_TO_VARIANTS "variants missions\nseed 1\nfirst 0\nmissions 0 0 1 2 3\nstart\n", 8,
     "'start' line where the 'missions' line was expected (the missions variant needs a line "
     "per seat)"},
    {HEADER "start\n", 8, "'start' belongs to the header"},
    {HEAD_TO_VARIANTS "variants none\nseed 1\nfirst 0\nstart now\n", 7,
     "unexpected 'now' at the end of the 'start' line"},
    {HEAD_TO_VARIANTS "variants none\nseed 1\nfirst 0\n0 board pilot\n", 7,
     "a decision where the 'start' line was expected"},
    /* the events */
    {HEADER "roll 1 2 3 4 A 2\n", 8,
     "line 8: a roll, but the game waits for seat 0's decision: board"},
    {HEADER "0 board pilot\n1 board lander\nroll 1 2 3 4\n", 10,
     "4 dice rolled but the pool has 6"},
    {HEADER "0 board pilot\n1 board lander\nroll\n", 10, "0 dice rolled but the pool has 6"},
    {HEADER "0 board pilot\n1 board lander\nroll 1 2 3 4 5 6\n", 10,
     "unknown die face '5' (the faces are A, 1, 2, 3, 4)"},
    {HEADER "1 board pilot\n", 8,
     "line 8: a decision by seat 1, but the game waits for seat 0's decision: board"},
    {HEADER "0 board pilot\n1 board satellite\n0 move 3\n", 10,
     "a decision by seat 0, but the game waits for a roll by seat 0"},
    {HEADER "0 fly away\n", 8, "line 8: cannot read decision 'fly away'"},
    {HEADER "0 board pilot\n1 board pilot\n0 board lander\n", 10,
     "a decision by seat 0, but the game waits for a roll by seat 0"},
    {HEADER "0 board pilot\n1 board pilot\n1 board lander\n", 10,
     "a decision by seat 1, but the game waits for a roll by seat 0"},
    {SCRIPT_TO_LANDING "0 land moon:m1\n", 12,
     "line 12: illegal decision 'land moon:m1' for seat 0; legal: stay, land moon:m2"},
    {SCRIPT_TO_LANDING "0 land moon:m9\n", 12, "cannot read decision 'land moon:m9'"},
    {HEADER "0 board pilot\n1 board satellite\nroll 3 3 2 4 1 A\n0 move 2\n", 11,
     "illegal decision 'move 2' for seat 0; legal: move A 1 3"},
    {SCRIPT_TO_LANDING "1 stay\n", 12,
     "a decision by seat 1, but the game waits for seat 0's decision: stay or land"},
    {SCRIPT_TO_LANDING "0 land moon:m2\n1 stay\nroll 2 2 2 2\nroll 1\n", 15,
     "a roll, but the game waits for seat 1's decision: board"},
    {HEADER "5 board pilot\n", 8, "no seat 5 in a 2-player game"},
    {HEADER "0x board pilot\n", 8, "bad seat '0x'"},
    {HEADER "0\n", 8, "the decision of seat 0 is missing"},
    {HEADER "99999999999999999999999 board pilot\n", 8, "bad seat '9999999999999999999999"},
    {HEADER "jump 3\n", 8, "line 8: unknown keyword 'jump'"},
    {HEADER "players 3\n", 8, "'players' belongs to the header, before 'start'"},
    {HEADER "\x01\x02 x\n", 8,
     "unknown keyword '?"
     "?'"},
    {HEADER "0 board pilot # a comment\n", 8, "cannot read decision 'board pilot # a comment'"},
};

static void test_errors(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof error_cases / sizeof error_cases[0]; i++) {
        const error_case *c = &error_cases[i];
        sc_game g;
        sc_record_error err;
        memset(&err, 0x55, sizeof err);
        if (replay_text(c->text, &g, &err)) {
            fail_msg("case %zu replayed but should fail: %s", i, c->text);
        }
        char *words = expand(c->words);
        if (err.line != c->line || !strstr(err.message, words)) {
            fail_msg("case %zu: got line %u '%s', expected line %u '%s'", i, err.line, err.message,
                     c->line, words);
        }
        assert_true(strlen(err.message) < sizeof err.message);
        if (err.line > 0) {
            char prefix[32];
            snprintf(prefix, sizeof prefix, "line %u: ", err.line);
            assert_true(strncmp(err.message, prefix, strlen(prefix)) == 0);
        }
        free(words);
    }
}

/* A pile may be shorter than the mat's (the rest stay in the box). */
static void test_short_piles(void **state)
{
    (void)state;
    sc_game g;
    sc_record_error err;
    sc_record r = {0};
    char *text = expand(HEAD_TO_VARIANTS "variants ufo exploration\nseed 1\nfirst 1 drawn chosen\n"
                                         "expedition-pile 13 2 chosen\nexploration-pile chosen\n"
                                         "start\n");
    if (!sc_record_resume(text, strlen(text), &mat, &g, &r, &err)) {
        fail_msg("%s", err.message);
    }
    assert_int_equal(g.piles.n_exp, 2);
    assert_int_equal(g.piles.exp[0], 13);
    assert_int_equal(g.exp_token, 13); /* the first expedition's */
    assert_int_equal(g.piles.n_explore, 0);
    assert_int_equal(g.setup.first_player, -1);
    assert_int_equal(g.piles.first_player, 1);
    assert_int_equal(g.pending.player, 1);
    assert_int_equal(g.slot_token[0], -1);
    assert_non_null(strstr(r.text, "first 1 drawn chosen\nexpedition-pile 13 2 chosen\n"
                                   "exploration-pile chosen\n"));
    sc_record_free(&r);
    free(text);
}

/* After a bad line, the state is the one before it. */
static void test_error_keeps_state(void **state)
{
    (void)state;
    sc_game before, g;
    sc_record_error err;
    assert_true(replay_text(SCRIPT_TO_LANDING, &before, &err));
    assert_false(replay_text(SCRIPT_TO_LANDING "0 land moon:m1\n1 stay\n", &g, &err));
    assert_int_equal(err.line, 12);
    assert_same_state(&g, &before);
    /* A bad header leaves no game. */
    assert_false(replay_text("spacecats-record 1\nmat default 0000000000000000\n", &g, &err));
    assert_null(g.mat);
    /* err may be NULL. */
    assert_false(replay_text(HEADER "jump\n", &g, NULL));
}

static void test_long_lines_and_nul(void **state)
{
    (void)state;
    sc_game g;
    sc_record_error err;
    char *head = expand(HEADER);
    size_t hn = strlen(head);
    char *text = malloc(hn + 4096);
    assert_non_null(text);

    /* A line over the limit, even a comment. */
    memcpy(text, head, hn);
    memset(text + hn, 'x', 3000);
    text[hn] = '#';
    memcpy(text + hn + 3000, "\n", 1);
    assert_false(sc_record_replay(text, hn + 3001, &mat, &g, &err));
    assert_int_equal(err.line, 8);
    assert_non_null(strstr(err.message, "line 8: line too long"));

    /* A NUL byte. */
    memcpy(text + hn, "0 board\0pilot\n", 14);
    assert_false(sc_record_replay(text, hn + 14, &mat, &g, &err));
    assert_int_equal(err.line, 8);
    assert_non_null(strstr(err.message, "NUL byte"));

    /* Too many words. */
    size_t at = hn;
    memcpy(text + at, "roll", 4);
    at += 4;
    for (unsigned i = 0; i < 100; i++) {
        memcpy(text + at, " 1", 2);
        at += 2;
    }
    assert_false(sc_record_replay(text, at, &mat, &g, &err));
    assert_int_equal(err.line, 8);
    assert_non_null(strstr(err.message, "too many words"));

    /* A long decision is quoted short. */
    memcpy(text + hn, "0 ", 2);
    memset(text + hn + 2, 'y', 900);
    assert_false(sc_record_replay(text, hn + 902, &mat, &g, &err));
    assert_non_null(strstr(err.message, "cannot read decision 'yyyy"));
    assert_non_null(strstr(err.message, "...'"));

    /* Not NUL-terminated: replay reads only len bytes. */
    memcpy(text + hn, "0 board pilotXXXX", 17);
    assert_true(sc_record_replay(text, hn + 13, &mat, &g, &err));
    assert_int_equal(g.players[0].astronauts[SC_PILOT].kind, SC_AT_ROCKET);

    free(text);
    free(head);
}

/* The list of legal choices in a message is cut to fit. */
static void test_long_legal_list(void **state)
{
    (void)state;
    sc_game g;
    sc_record_error err;
    /* Five players, three pilots aboard: many moves at space 0. */
    const char *text = "spacecats-record 1\nmat default @SUM@\nplayers 5\nvariants none\n"
                       "seed 3\nfirst 0\nstart\n0 board pilot\n1 board pilot\n2 board pilot\n"
                       "3 board lander\n4 board discarder\nroll A 1 2 2 1 A\n0 move 4\n";
    assert_false(replay_text(text, &g, &err));
    assert_int_equal(err.line, 14);
    assert_non_null(strstr(err.message, "illegal decision 'move 4' for seat 0; legal: move"));
    size_t n = strlen(err.message);
    assert_true(n < sizeof err.message);
    assert_string_equal(err.message + n - 4, " ...");
}

/* ---- mangled input never crashes -------------------------------------- */

static void test_mangled(void **state)
{
    (void)state;
    static const char alphabet[] = "\n\n  \t\r#0123456789A-:@abcdefghijklmnopqrstuvwxyz\x00\xff";
    sc_setup s;
    played p;
    sc_game *g = malloc(sizeof *g);
    sc_rng rng;
    assert_non_null(g);
    sc_rng_seed(&rng, 99);
    make_setup(&s, 3, SC_VARIANT_ALL, -1, 2024);
    play(&s, 11, &p);
    char *buf = malloc(p.rec.len + 64);
    assert_non_null(buf);
    unsigned ok = 0;
    for (unsigned round = 0; round < 3000; round++) {
        size_t n = p.rec.len;
        memcpy(buf, p.rec.text, n);
        unsigned edits = 1 + sc_rng_below(&rng, 4);
        for (unsigned e = 0; e < edits && n > 0; e++) {
            size_t at = sc_rng_below(&rng, (uint32_t)n);
            switch (sc_rng_below(&rng, 4)) {
            case 0: /* replace a byte */
                buf[at] = alphabet[sc_rng_below(&rng, sizeof alphabet)];
                break;
            case 1: /* delete a byte */
                memmove(buf + at, buf + at + 1, n - at - 1);
                n--;
                break;
            case 2: /* truncate */
                n = at;
                break;
            default: /* a random byte anywhere */
                buf[at] = (char)sc_rng_below(&rng, 256);
                break;
            }
        }
        sc_record_error err;
        sc_record r = {0};
        bool replayed = sc_record_resume(buf, n, &mat, g, &r, &err);
        if (replayed) {
            ok++;
            assert_ptr_equal(g->mat, &mat);
            assert_false(r.failed);
        } else {
            assert_true(strlen(err.message) > 0);
            assert_true(err.line <= p.n + 20);
        }
        sc_record_free(&r);
    }
    assert_true(ok > 0);
    free(buf);
    free(g);
    played_free(&p);
}

/* Replaces the first occurrence of `from` in text (which must hold it) by
 * `to`; the result is malloc'd. */
static char *replaced(const char *text, const char *from, const char *to)
{
    const char *at = strstr(text, from);
    assert_non_null(at);
    size_t head = (size_t)(at - text), n = strlen(text) - strlen(from) + strlen(to);
    char *out = malloc(n + 1);
    assert_non_null(out);
    memcpy(out, text, head);
    strcpy(out + head, to);
    strcat(out, at + strlen(from));
    return out;
}

/* The words of the header line that begins with `keyword` (up to its end). */
static void header_line(const char *text, const char *keyword, char *out, size_t cap)
{
    const char *at = strstr(text, keyword);
    assert_non_null(at);
    size_t n = strcspn(at, "\n");
    assert_true(n < cap);
    memcpy(out, at, n);
    out[n] = '\0';
}

/* Every line the seed determines is checked against it: a program's record
 * with one of them changed is refused at that line, naming the seed, and
 * loads again once the line says it was set by hand ("chosen"). */
static void test_seed_lines_checked(void **state)
{
    (void)state;
    sc_setup s;
    make_setup(&s, 3, SC_VARIANT_ALL, -1, 11);
    sc_game g;
    assert_true(sc_game_init(&g, &mat, &s));
    sc_record r = {0};
    sc_record_begin(&r, &g);
    assert_null(strstr(r.text, "chosen"));
    sc_record_error err;
    assert_true(sc_record_replay(r.text, r.len, &mat, &g, &err));

    /* Seat 1's first mission token becomes one nobody was dealt. */
    bool dealt[SC_MAX_MISSION_TOKENS] = {false};
    for (unsigned i = 0; i < g.piles.n_missions; i++) {
        dealt[g.piles.missions[i]] = true;
    }
    unsigned other = 0;
    while (dealt[other]) {
        other++;
    }
    char line[160], changed[160];
    header_line(r.text, "missions 1 ", line, sizeof line);
    snprintf(changed, sizeof changed, "missions 1 %u%s", other, strchr(line + 11, ' '));
    struct {
        const char *from;
        char to[200];
        const char *words;
    } cases[5];
    unsigned n = 0;
    cases[n].from = line;
    snprintf(cases[n].to, sizeof cases[n].to, "%s", changed);
    cases[n++].words = "seed 11 deals seat 1 the missions";
    char first[32], first_to[32];
    header_line(r.text, "first ", first, sizeof first);
    snprintf(first_to, sizeof first_to, "first %u drawn", (g.piles.first_player + 1u) % 3u);
    cases[n].from = first;
    snprintf(cases[n].to, sizeof cases[n].to, "%s", first_to);
    cases[n++].words = "seed 11 draws seat";
    char exp[160], explore[160];
    header_line(r.text, "expedition-pile ", exp, sizeof exp);
    header_line(r.text, "exploration-pile ", explore, sizeof explore);
    /* The piles with their first two tokens swapped. */
    const char *piles[2] = {exp, explore};
    const char *names[2] = {"expedition-pile", "exploration-pile"};
    const uint8_t *tokens[2] = {g.piles.exp, g.piles.explore};
    for (unsigned k = 0; k < 2; k++) {
        int at = snprintf(cases[n].to, sizeof cases[n].to, "%s %u %u", names[k], tokens[k][1],
                          tokens[k][0]);
        const char *rest = strchr(strchr(strchr(piles[k], ' ') + 1, ' ') + 1, ' ');
        snprintf(cases[n].to + at, sizeof cases[n].to - (size_t)at, "%s", rest ? rest : "");
        cases[n].from = piles[k];
        cases[n++].words = k ? "shuffles the exploration pile" : "shuffles the expedition pile";
    }
    for (unsigned c = 0; c < n; c++) {
        char *bad = replaced(r.text, cases[c].from, cases[c].to);
        unsigned want = 1;
        for (const char *q = bad; q < strstr(bad, cases[c].to); q++) {
            want += *q == '\n';
        }
        if (sc_record_replay(bad, strlen(bad), &mat, &g, &err)) {
            fail_msg("case %u (%s) loaded", c, cases[c].to);
        }
        assert_int_equal(err.line, want);
        if (!strstr(err.message, cases[c].words)) {
            fail_msg("case %u: '%s' lacks '%s'", c, err.message, cases[c].words);
        }
        assert_non_null(strstr(err.message, "changed or damaged"));
        char with[220];
        snprintf(with, sizeof with, "%s chosen", cases[c].to);
        char *chosen = replaced(r.text, cases[c].from, with);
        if (!sc_record_replay(chosen, strlen(chosen), &mat, &g, &err)) {
            fail_msg("case %u chosen: %s", c, err.message);
        }
        free(chosen);
        free(bad);
    }
    /* The changed missions, chosen, are seat 1's. */
    char with[220];
    snprintf(with, sizeof with, "%s chosen", changed);
    char *chosen = replaced(r.text, line, with);
    assert_true(sc_record_replay(chosen, strlen(chosen), &mat, &g, &err));
    assert_int_equal(g.players[1].missions[0], other);
    free(chosen);
    sc_record_free(&r);
}

/* A game started with piles of its own writes "chosen" on exactly the
 * lines that differ from the seed's, and its record replays to the same
 * piles and resumes byte for byte. */
static void test_chosen_piles_written(void **state)
{
    (void)state;
    sc_setup s;
    make_setup(&s, 2, SC_VARIANT_ALL, -1, 3);
    sc_game g;
    assert_true(sc_game_init(&g, &mat, &s));
    sc_piles p = g.piles;
    uint8_t t = p.exp[0];
    p.exp[0] = p.exp[1];
    p.exp[1] = t;
    t = p.missions[5];
    p.missions[5] = p.missions[6];
    p.missions[6] = t;
    assert_true(sc_game_init_with_piles(&g, &mat, &s, &p));
    sc_record r = {0}, again = {0};
    sc_record_begin(&r, &g);
    char line[200];
    header_line(r.text, "expedition-pile ", line, sizeof line);
    assert_non_null(strstr(line, " chosen"));
    header_line(r.text, "exploration-pile ", line, sizeof line);
    assert_null(strstr(line, "chosen"));
    header_line(r.text, "missions 0 ", line, sizeof line);
    assert_null(strstr(line, "chosen"));
    header_line(r.text, "missions 1 ", line, sizeof line);
    assert_non_null(strstr(line, " chosen"));
    header_line(r.text, "first ", line, sizeof line);
    assert_null(strstr(line, "chosen"));
    sc_game back;
    sc_record_error err;
    if (!sc_record_resume(r.text, r.len, &mat, &back, &again, &err)) {
        fail_msg("%s", err.message);
    }
    assert_memory_equal(&back.piles, &p, sizeof p);
    assert_string_equal(again.text, r.text);
    sc_record_free(&r);
    sc_record_free(&again);
}

/* The mat a record names, read from its header alone. */
static void test_record_mat_of(void **state)
{
    (void)state;
    char text[256], name[64];
    uint64_t sum = 0;
    sc_record_error err;
    snprintf(
        text, sizeof text,
        "\xEF\xBB\xBF# a save's comment\n\nspacecats-record 1\r\nmat six moons %s\nplayers 9\n",
        sum_hex);
    assert_true(sc_record_mat_of(text, strlen(text), &sum, name, sizeof name, &err));
    assert_true(sum == mat.checksum);
    assert_string_equal(name, "six moons");
    assert_true(sc_record_mat_of(text, strlen(text), NULL, NULL, 0, NULL));
    static const struct {
        const char *text;
        unsigned line;
        const char *words;
    } bad[] = {
        {"", 0, "empty record"},
        {"hello\n", 1, "not a Space Cats record"},
        {"spacecats-record 2\nmat x 0123456789abcdef\n", 1, "newer than this program's"},
        {"spacecats-record 1\n", 0, "before its 'mat' line"},
        {"spacecats-record 1\nplayers 2\n", 2, "'players' line where the 'mat' line"},
        {"spacecats-record 1\nmat default 12\n", 2, "bad mat checksum '12'"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        assert_false(
            sc_record_mat_of(bad[i].text, strlen(bad[i].text), &sum, name, sizeof name, &err));
        assert_int_equal(err.line, bad[i].line);
        if (!strstr(err.message, bad[i].words)) {
            fail_msg("'%s' lacks '%s'", err.message, bad[i].words);
        }
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_round_trip_every_setup),
        cmocka_unit_test(test_round_trip_big_seed),
        cmocka_unit_test(test_resume_same_dice),
        cmocka_unit_test(test_resume_each_action),
        cmocka_unit_test(test_comment_and_append),
        cmocka_unit_test(test_header),
        cmocka_unit_test(test_scenario),
        cmocka_unit_test(test_scenario_steps),
        cmocka_unit_test(test_lenient_spacing),
        cmocka_unit_test(test_errors),
        cmocka_unit_test(test_short_piles),
        cmocka_unit_test(test_seed_lines_checked),
        cmocka_unit_test(test_chosen_piles_written),
        cmocka_unit_test(test_record_mat_of),
        cmocka_unit_test(test_error_keeps_state),
        cmocka_unit_test(test_long_lines_and_nul),
        cmocka_unit_test(test_long_legal_list),
        cmocka_unit_test(test_mangled),
    };
    return cmocka_run_group_tests(tests, load_mat, NULL);
}
