/* Property tests: many seeded random games over 2 to 5 players and every
 * variant combination, with the invariants checked after every step. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "spacecats/game.h"
#include "spacecats/mat_load.h"

#ifndef SC_PROPERTY_GAMES
#define SC_PROPERTY_GAMES 10000
#endif

/* A game longer than this never ends: 11 crashes plus 8 placements per
 * player bound the expeditions, and each expedition is short. */
enum { MAX_STEPS = 20000 };

static sc_mat mat;

static int load_mat(void **state)
{
    (void)state;
    char err[512];
    if (!sc_mat_load_file(SC_TEST_DATADIR "/mat/default.yaml", &mat, err, sizeof err)) {
        fprintf(stderr, "%s\n", err);
        return -1;
    }
    return 0;
}

static void check_places(const sc_game *g)
{
    unsigned moon_owners[SC_MAX_MOONS] = {0};
    for (unsigned p = 0; p < g->setup.n_players; p++) {
        for (unsigned a = 0; a < SC_ASTRONAUTS; a++) {
            const sc_place *pl = &g->players[p].astronauts[a];
            switch (pl->kind) {
            case SC_AT_HOME:
            case SC_AT_COMET:
            case SC_AT_GALAXY:
                break;
            case SC_AT_ROCKET: {
                /* aboard: its seat says so, and names it */
                assert_true(pl->index < g->n_seats);
                const sc_rocket_seat *s = &g->seats[pl->index];
                assert_true(s->aboard);
                assert_int_equal(s->player, p);
                assert_int_equal(s->ability, a);
                break;
            }
            case SC_AT_MOON:
                assert_true(pl->index < mat.n_moons);
                moon_owners[pl->index]++;
                break;
            case SC_AT_PLANET:
                assert_true(pl->index < mat.n_planets);
                break;
            default:
                fail_msg("astronaut %u of player %u in no known place", a, p);
            }
        }
    }
    for (unsigned m = 0; m < mat.n_moons; m++) {
        assert_true(moon_owners[m] <= 1);
        assert_int_equal(moon_owners[m], (g->moons_taken >> m) & 1u);
    }
    /* every seat aboard holds exactly that astronaut */
    for (unsigned s = 0; s < g->n_seats; s++) {
        const sc_rocket_seat *rs = &g->seats[s];
        if (rs->aboard) {
            const sc_place *pl = &g->players[rs->player].astronauts[rs->ability];
            assert_int_equal(pl->kind, SC_AT_ROCKET);
            assert_int_equal(pl->index, s);
        }
    }
}

static void check_scores(const sc_game *g)
{
    sc_score sc[SC_MAX_PLAYERS];
    sc_game_score(g, sc);
    for (unsigned p = 0; p < g->setup.n_players; p++) {
        int planets = 0;
        for (unsigned i = 0; i < mat.n_planets; i++) {
            planets += sc[p].planets[i];
        }
        assert_int_equal(planets, sc[p].planets_total);
        assert_int_equal(sc[p].total, sc[p].moons + sc[p].deep_space + sc[p].planets_total +
                                          sc[p].goals + sc[p].ufo + sc[p].exploration +
                                          sc[p].missions);
        assert_true(sc[p].total >= 0);
    }
}

static void check_state(const sc_game *g)
{
    assert_true(g->pool >= 1 && g->pool <= mat.n_dice);
    assert_true(g->rocket_space <= sc_mat_deep(&mat));
    assert_true(g->failures <= mat.failures_to_end);
    if (g->pending.kind == SC_PENDING_TRAVEL) {
        unsigned rolled = 0;
        for (unsigned f = 0; f < SC_FACE_COUNT; f++) {
            rolled += g->roll[f];
        }
        assert_int_equal(rolled, g->pool);
    }
    if (g->pending.kind != SC_PENDING_OVER && g->pending.kind != SC_PENDING_MISSIONS &&
        g->pending.kind != SC_PENDING_BOARD) {
        /* the commander is aboard, or the crash is being resolved */
        assert_true(g->seats[g->commander_seat].aboard || g->crashed);
    }
    check_places(g);
    check_scores(g);
}

/* An illegal choice is refused and changes nothing. */
static void check_illegal_refused(sc_game *g, sc_rng *rng)
{
    sc_choice c = {.kind = (uint8_t)sc_rng_below(rng, SC_CHOICE_KIND_COUNT + 1),
                   .arg = (uint8_t)sc_rng_below(rng, 10),
                   .faces = (uint8_t)sc_rng_below(rng, 64),
                   .pilots = (uint8_t)sc_rng_below(rng, 64),
                   .flags = (uint8_t)sc_rng_below(rng, 4),
                   .target = (uint8_t)sc_rng_below(rng, 4),
                   .index = (uint8_t)sc_rng_below(rng, 8)};
    if (sc_game_is_legal(g, &c)) {
        return;
    }
    sc_game before = *g;
    assert_int_not_equal(sc_game_apply(g, &c), SC_OK);
    assert_memory_equal(&before, g, sizeof before);
}

static uint64_t hash_game(const sc_game *g, uint64_t h)
{
    const unsigned char *b = (const unsigned char *)g;
    for (size_t i = 0; i < sizeof *g; i++) {
        h = (h ^ b[i]) * 1099511628211u;
    }
    return h;
}

/* Plays one random game; returns a hash of every state it went through. */
static uint64_t play_random(const sc_setup *setup, uint64_t policy_seed, bool checks)
{
    static sc_choice choices[SC_MAX_CHOICES];
    sc_game g;
    sc_rng rng;
    sc_rng_seed(&rng, policy_seed);
    assert_true(sc_game_init(&g, &mat, setup));
    uint64_t h = 1469598103934665603u;
    unsigned steps = 0;
    while (!sc_game_over(&g)) {
        assert_true(++steps < MAX_STEPS);
        if (checks) {
            check_state(&g);
            check_illegal_refused(&g, &rng);
        }
        if (g.pending.kind == SC_PENDING_ROLL) {
            assert_int_equal(sc_game_roll(&g, NULL), SC_OK);
        } else {
            size_t n = sc_game_choices(&g, choices);
            assert_true(n > 0 && n <= SC_MAX_CHOICES);
            for (size_t i = 0; i < n; i++) {
                assert_true(sc_game_is_legal(&g, &choices[i]));
            }
            assert_int_equal(sc_game_apply(&g, &choices[sc_rng_below(&rng, (uint32_t)n)]), SC_OK);
        }
        h = hash_game(&g, h);
    }
    if (checks) {
        check_state(&g);
        /* the game ended for one of its two reasons */
        bool all_placed = false;
        for (unsigned p = 0; p < g.setup.n_players; p++) {
            all_placed |= sc_game_placed(&g, p) == SC_ASTRONAUTS;
        }
        assert_true(all_placed || g.failures == mat.failures_to_end);
        assert_int_not_equal(sc_game_winners(&g), 0);
    }
    return h;
}

static sc_setup setup_for(unsigned i)
{
    sc_setup s = {.n_players = (uint8_t)(2 + i % 4),
                  .variants = (uint8_t)((i / 4) % 8),
                  .first_player = -1,
                  .seed = 0x5ca7u + i};
    return s;
}

static void test_invariants_hold_in_random_games(void **state)
{
    (void)state;
    for (unsigned i = 0; i < SC_PROPERTY_GAMES; i++) {
        sc_setup s = setup_for(i);
        play_random(&s, 77u * i + 1, true);
    }
}

static void test_same_seed_same_game(void **state)
{
    (void)state;
    for (unsigned i = 0; i < 64; i++) {
        sc_setup s = setup_for(i);
        assert_int_equal(play_random(&s, i, false), play_random(&s, i, false));
    }
    /* and different seeds give different games */
    sc_setup a = setup_for(3), b = setup_for(3);
    b.seed++;
    assert_int_not_equal(play_random(&a, 5, false), play_random(&b, 5, false));
}

static void test_dice_are_uniform(void **state)
{
    (void)state;
    /* 600,000 dice from the game's generator: each side's count within
     * 5 standard deviations of 100,000. */
    sc_rng rng;
    sc_rng_seed(&rng, 42);
    unsigned counts[6] = {0};
    for (unsigned i = 0; i < 600000; i++) {
        counts[sc_rng_below(&rng, 6)]++;
    }
    for (unsigned k = 0; k < 6; k++) {
        assert_true(counts[k] > 100000 - 1445);
        assert_true(counts[k] < 100000 + 1445);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_invariants_hold_in_random_games),
        cmocka_unit_test(test_same_seed_same_game),
        cmocka_unit_test(test_dice_are_uniform),
    };
    return cmocka_run_group_tests(tests, load_mat, NULL);
}
