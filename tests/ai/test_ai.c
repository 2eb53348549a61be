/* The computer players: legal choices only, the exact dice solver against
 * brute force, determinism, no peeking at hidden things, and decisions with
 * an obviously right answer. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "ai_internal.h"
#include "spacecats/ai.h"
#include "spacecats/mat_load.h"

static sc_mat the_mat;

static const sc_mat *mat(void)
{
    static bool loaded = false;
    if (!loaded) {
        char err[256];
        assert_true(sc_mat_load_file(SC_TEST_SIX_MOONS, &the_mat, err, sizeof err));
        loaded = true;
    }
    return &the_mat;
}

static sc_choice list[SC_MAX_CHOICES];

/* ---- scripting ---------------------------------------------------------- */

static void do_text(sc_game *g, const char *text)
{
    sc_choice c;
    assert_true(sc_choice_parse(g, text, &c));
    assert_int_equal(sc_game_apply(g, &c), SC_OK);
}

static void do_roll(sc_game *g, const char *faces)
{
    uint8_t f[SC_MAX_DICE];
    unsigned n = 0;
    for (const char *p = faces; *p; p++) {
        f[n++] = *p == 'A' ? SC_FACE_A : (uint8_t)(*p - '0');
    }
    assert_int_equal(sc_game_roll_fixed(g, f, n), SC_OK);
}

/* Rolls `pool` dice all showing `face`. */
static void roll_all(sc_game *g, char face)
{
    char buf[SC_MAX_DICE + 1];
    memset(buf, face, g->pool);
    buf[g->pool] = '\0';
    do_roll(g, buf);
}

/* "stay" to every landing decision until the next roll. */
static void stay_all(sc_game *g)
{
    while (g->pending.kind == SC_PENDING_LAND) {
        do_text(g, "stay");
    }
}

/* ---- every level plays legal games ------------------------------------- */

/* A new game on the test mat. */
static void start_game(sc_game *g, unsigned players, unsigned variants, uint64_t seed)
{
    sc_setup setup = {.n_players = (uint8_t)players,
                      .variants = (uint8_t)variants,
                      .first_player = -1,
                      .seed = seed};
    assert_true(sc_game_init(g, mat(), &setup));
}

/* Rolls the dice up to g's next decision and lists its choices in `list`;
 * false once the game is over. *step counts every roll and decision, as
 * the loops that called a level with it always have. */
static bool next_decision(sc_game *g, unsigned *step, size_t *n)
{
    for (;; (*step)++) {
        if (sc_game_over(g)) {
            return false;
        }
        if (g->pending.kind != SC_PENDING_ROLL) {
            *n = sc_game_choices(g, list);
            return true;
        }
        assert_int_equal(sc_game_roll(g, NULL), SC_OK);
    }
}

static void play_games(const sc_ai_level *seats[], unsigned players, unsigned variants,
                       unsigned games, uint64_t seed)
{
    for (unsigned i = 0; i < games; i++) {
        sc_game g;
        sc_setup setup = {.n_players = (uint8_t)players,
                          .variants = (uint8_t)variants,
                          .first_player = -1,
                          .seed = seed + i};
        assert_true(sc_game_init(&g, mat(), &setup));
        unsigned steps = 0;
        while (!sc_game_over(&g)) {
            assert_true(++steps < 20000);
            if (g.pending.kind == SC_PENDING_ROLL) {
                assert_int_equal(sc_game_roll(&g, NULL), SC_OK);
                continue;
            }
            size_t n = sc_game_choices(&g, list);
            assert_true(n >= 1);
            unsigned who = (unsigned)g.pending.player;
            size_t k =
                sc_ai_choose(seats[(who + i) % players], &g, who, list, n, seed * 31 + steps);
            assert_true(k < n);
            assert_true(sc_game_is_legal(&g, &list[k]));
            assert_int_equal(sc_game_apply(&g, &list[k]), SC_OK);
        }
    }
}

/* Games of every variant, 2 to 5 players, the level in every other seat
 * and kitten or cadet in the rest (seats rotate from game to game). */
static void legal_level(unsigned level, unsigned games_per_variant)
{
    const sc_ai_level *seats[SC_MAX_PLAYERS];
    for (unsigned variants = 0; variants <= SC_VARIANT_ALL; variants++) {
        unsigned players = 2 + variants % 4;
        for (unsigned p = 0; p < players; p++) {
            seats[p] = &sc_ai_levels[p % 2 ? level : (p / 2) % 2]; /* with kitten, cadet */
        }
        play_games(seats, players, variants, games_per_variant, 100 * variants + level);
    }
}

static void test_kitten_legal(void **state)
{
    (void)state;
    legal_level(0, 400);
}

static void test_cadet_legal(void **state)
{
    (void)state;
    legal_level(1, 400);
}

static void test_captain_legal(void **state)
{
    (void)state;
    legal_level(2, 16);
}

static void test_commander_legal(void **state)
{
    (void)state;
    legal_level(3, 3);
}

/* Asked for a seat whose decision it is not (a caller's mistake), every
 * level still answers with an index below n, and the hint declines: no
 * crash, no read outside the list (the suite also runs under ASan). */
static void test_any_seat_answers_in_range(void **state)
{
    (void)state;
    for (unsigned players = 2; players <= SC_MAX_PLAYERS; players += 3) {
        sc_game g;
        start_game(&g, players, SC_VARIANT_ALL, 40 + players);
        size_t n;
        for (unsigned step = 0; next_decision(&g, &step, &n); step++) {
            unsigned who = (unsigned)g.pending.player;
            unsigned other = (who + 1 + step % (players - 1)) % players;
            /* The commander is slow; ask it one decision in five. */
            size_t levels = step % 5 == 0 ? sc_ai_level_count : sc_ai_level_count - 1;
            for (size_t l = 0; l < levels; l++) {
                assert_true(sc_ai_choose(&sc_ai_levels[l], &g, other, list, n, step) < n);
            }
            sc_ai_hint_t h;
            assert_false(sc_ai_hint(&g, other, &h));
            size_t k = sc_ai_choose(&sc_ai_levels[1], &g, who, list, n, step);
            assert_int_equal(sc_game_apply(&g, &list[k]), SC_OK);
        }
    }
}

/* Before the endgame (more than five crashes and more than three
 * astronauts to place for everyone) the commander plays exactly captain's
 * game except at the close calls of landing: when captain's values of
 * staying and of the best landing are less than AI_COMMANDER_CLOSE_CALL
 * points apart, its simulations may overrule captain. */
static void test_commander_is_captain_before_endgame(void **state)
{
    (void)state;
    const sc_ai_level *captain = sc_ai_level_find("captain");
    const sc_ai_level *commander = sc_ai_level_find("commander");
    unsigned compared = 0, close_calls = 0;
    for (unsigned i = 0; i < 6; i++) {
        sc_game g;
        start_game(&g, 2 + i % 3, i % 2 ? SC_VARIANT_ALL : 0, 900 + i);
        size_t n;
        for (unsigned step = 0; next_decision(&g, &step, &n); step++) {
            bool late = g.failures + 5u >= g.mat->failures_to_end;
            for (unsigned p = 0; p < g.setup.n_players; p++) {
                late |= sc_game_placed(&g, p) + 3u >= SC_ASTRONAUTS;
            }
            if (late) {
                break;
            }
            unsigned who = (unsigned)g.pending.player;
            size_t k = sc_ai_choose(captain, &g, who, list, n, step);
            if (n > 1) {
                bool landing =
                    g.pending.kind == SC_PENDING_LAND || g.pending.kind == SC_PENDING_PARACHUTE;
                double stay = 0, leave = 0;
                if (landing) {
                    ai_captain_land_values(&g, who, list, n, &stay, &leave);
                }
                if (landing && fabs(stay - leave) < AI_COMMANDER_CLOSE_CALL) {
                    close_calls++;
                } else {
                    assert_int_equal(sc_ai_choose(commander, &g, who, list, n, step), k);
                    compared++;
                }
            }
            assert_int_equal(sc_game_apply(&g, &list[k]), SC_OK);
        }
    }
    assert_true(compared > 100);
    assert_true(close_calls > 5);
}

/* The players of the commander's simulations are cadet knowing the
 * variants: in the base game they play exactly as cadet; with the variants
 * they leave cadet's choice only to end a travel on an exploration token or
 * the UFO, or to land where the landing fulfils one of their own missions,
 * and they do so now and then. */
static void test_rollout_players_know_the_variants(void **state)
{
    (void)state;
    unsigned same = 0, travels = 0, landings = 0;
    for (unsigned i = 0; i < 48; i++) {
        sc_game g;
        unsigned variants = i % 3 ? SC_VARIANT_ALL : 0;
        start_game(&g, 2 + i % 4, variants, 700 + i);
        size_t n;
        for (unsigned step = 0; next_decision(&g, &step, &n); step++) {
            unsigned who = (unsigned)g.pending.player;
            size_t a = ai_choose_cadet(&g, who, list, n, step);
            size_t b = ai_choose_rollout(&g, who, list, n);
            assert_true(b < n);
            if (a == b) {
                same++;
            } else {
                assert_int_equal(variants, SC_VARIANT_ALL);
                sc_game h = g;
                assert_int_equal(sc_game_apply(&h, &list[b]), SC_OK);
                if (g.pending.kind == SC_PENDING_TRAVEL) {
                    /* The travel ended on a token: it was taken. */
                    bool took = h.ufo_next != g.ufo_next ||
                                memcmp(h.slot_token, g.slot_token, sizeof g.slot_token) != 0;
                    assert_true(took);
                    travels++;
                } else {
                    assert_true(g.pending.kind == SC_PENDING_LAND ||
                                g.pending.kind == SC_PENDING_PARACHUTE);
                    sc_score before[SC_MAX_PLAYERS], after[SC_MAX_PLAYERS];
                    sc_game_score(&g, before);
                    sc_game_score(&h, after);
                    assert_true(after[who].missions_done > before[who].missions_done);
                    landings++;
                }
            }
            assert_int_equal(sc_game_apply(&g, &list[a]), SC_OK);
        }
    }
    assert_true(same > 1000);
    assert_true(travels > 0);
    assert_true(landings > 0);
}

/* Inside the commander's simulations every seat plays captain's travels
 * and landings for the rest of the decision's expedition, with solves cached
 * between calls whose leaves are equal: the cached solves must answer
 * exactly as captain's fresh ones, whatever was asked before (here the other
 * seats' decisions in between, and the same decision twice). */
static void test_rollout_captain_is_captain(void **state)
{
    (void)state;
    const sc_ai_level *captain = sc_ai_level_find("captain");
    unsigned compared = 0;
    for (unsigned i = 0; i < 8; i++) {
        sc_game g;
        start_game(&g, 2 + i % 4, i % 2 ? SC_VARIANT_ALL : 0, 1700 + i);
        size_t n;
        for (unsigned step = 0; next_decision(&g, &step, &n); step++) {
            unsigned who = (unsigned)g.pending.player;
            size_t k = sc_ai_choose(captain, &g, who, list, n, step);
            bool own = g.pending.kind == SC_PENDING_TRAVEL || g.pending.kind == SC_PENDING_LAND ||
                       g.pending.kind == SC_PENDING_PARACHUTE;
            if (own && n > 1) {
                assert_int_equal(ai_choose_rollout_captain(&g, who, list, n), k);
                assert_int_equal(ai_choose_rollout_captain(&g, who, list, n), k);
                compared++;
            }
            assert_int_equal(sc_game_apply(&g, &list[k]), SC_OK);
        }
    }
    assert_true(compared > 200);
}

/* Plays g to the end as ai_rollout_from does, by hand: the world's dice,
 * captain's travels and landings in expedition `captain_expedition`, the
 * simulations' players elsewhere. */
static void rollout_by_hand(sc_game *g, uint64_t world, unsigned captain_expedition, bool captain)
{
    const sc_ai_level *cap = sc_ai_level_find("captain");
    unsigned expedition = g->expedition, roll_index = 0;
    while (!sc_game_over(g)) {
        if (g->pending.kind == SC_PENDING_ROLL) {
            if (g->expedition != expedition) {
                expedition = g->expedition;
                roll_index = 0;
            }
            ai_world_roll(g, world, roll_index++);
            continue;
        }
        size_t n = sc_game_choices(g, list);
        unsigned who = (unsigned)g->pending.player;
        bool own = g->pending.kind == SC_PENDING_TRAVEL || g->pending.kind == SC_PENDING_LAND ||
                   g->pending.kind == SC_PENDING_PARACHUTE;
        size_t k = 0;
        if (n > 1) {
            k = captain && own && g->expedition == captain_expedition
                    ? sc_ai_choose(cap, g, who, list, n, 0)
                    : ai_choose_rollout(g, who, list, n);
        }
        assert_int_equal(sc_game_apply(g, &list[k]), SC_OK);
    }
}

/* The commander's simulations: captain's rules for the rest of the
 * decision's expedition, the simulations' players after it. The by-hand
 * rollout with captain's rules must end every game exactly as
 * ai_rollout_from does; the one on the simulations' rules throughout must
 * end some of them differently (captain's rules do change the play). */
static void test_simulations_play_captain_this_expedition(void **state)
{
    (void)state;
    unsigned positions = 0, differ = 0;
    for (unsigned i = 0; i < 6; i++) {
        sc_game g;
        sc_setup setup = {.n_players = (uint8_t)(2 + i % 4),
                          .variants = (uint8_t)(i % 2 ? SC_VARIANT_ALL : 0),
                          .first_player = -1,
                          .seed = 1800 + i};
        assert_true(sc_game_init(&g, mat(), &setup));
        const sc_ai_level *cadet = sc_ai_level_find("cadet");
        for (unsigned step = 0; !sc_game_over(&g); step++) {
            if (g.pending.kind == SC_PENDING_ROLL) {
                sc_game_roll(&g, NULL);
                continue;
            }
            if (g.pending.kind == SC_PENDING_LAND && step % 3 == 0) {
                for (uint64_t w = 1; w <= 4; w++) {
                    sc_game a = g, b = g, c = g;
                    ai_rollout_from(&a, w, g.expedition);
                    rollout_by_hand(&b, w, g.expedition, true);
                    rollout_by_hand(&c, w, g.expedition, false);
                    sc_score sa[SC_MAX_PLAYERS], sb[SC_MAX_PLAYERS], sc[SC_MAX_PLAYERS];
                    sc_game_score(&a, sa);
                    sc_game_score(&b, sb);
                    sc_game_score(&c, sc);
                    for (unsigned p = 0; p < setup.n_players; p++) {
                        assert_int_equal(sa[p].total, sb[p].total);
                    }
                    assert_int_equal(a.landings, b.landings);
                    assert_int_equal(a.failures, b.failures);
                    bool other = a.landings != c.landings || a.failures != c.failures;
                    for (unsigned p = 0; p < setup.n_players; p++) {
                        other |= sa[p].total != sc[p].total;
                    }
                    differ += other;
                    positions++;
                }
            }
            size_t n = sc_game_choices(&g, list);
            unsigned who = (unsigned)g.pending.player;
            size_t k = sc_ai_choose(cadet, &g, who, list, n, step);
            assert_int_equal(sc_game_apply(&g, &list[k]), SC_OK);
        }
    }
    assert_true(positions > 50);
    assert_true(differ > 5);
}

static void test_levels_table(void **state)
{
    (void)state;
    assert_true(sc_ai_level_count >= 4);
    for (size_t i = 0; i < sc_ai_level_count; i++) {
        assert_int_equal(sc_ai_levels[i].id, i);
        assert_ptr_equal(sc_ai_level_find(sc_ai_levels[i].name), &sc_ai_levels[i]);
        assert_non_null(sc_ai_levels[i].description);
        /* The seat menu's measured strength: a short line with a figure. */
        assert_non_null(sc_ai_levels[i].strength);
        assert_non_null(strchr(sc_ai_levels[i].strength, '%'));
        assert_true(strlen(sc_ai_levels[i].strength) < 60);
    }
    assert_null(sc_ai_level_find("nobody"));
    assert_ptr_equal(sc_ai_strongest(), &sc_ai_levels[sc_ai_level_count - 1]);
}

/* ---- the exact solver against brute force ------------------------------ */

typedef struct brute {
    const ai_leaves *lv;
    double memo[SC_MAX_SPACES + 1][SC_MAX_DICE + 1];
    bool known[SC_MAX_SPACES + 1][SC_MAX_DICE + 1];
} brute;

static double brute_value(brute *b, const sc_game *g);

/* After a move: the leaf where the engine says the rocket stands. */
static double brute_after(brute *b, const sc_game *g)
{
    /* Deep space ends the expedition: the next one is boarding. */
    if (g->pending.kind == SC_PENDING_BOARD || g->pending.kind == SC_PENDING_OVER) {
        return b->lv->deep;
    }
    double stop = b->lv->land[g->rocket_space];
    sc_game h = *g;
    stay_all(&h);
    /* The engine asks for a landing exactly where the leaves allow one. */
    assert_int_equal(h.pending.kind, SC_PENDING_ROLL);
    double go = brute_value(b, &h);
    return stop > go ? stop : go;
}

/* Every ordered roll of the pool, every legal choice the engine lists. */
static double brute_value(brute *b, const sc_game *g)
{
    unsigned s = g->rocket_space, p = g->pool;
    if (b->known[s][p]) {
        return b->memo[s][p];
    }
    const sc_mat *m = g->mat;
    unsigned sides = m->n_die_sides, total = 1;
    for (unsigned i = 0; i < p; i++) {
        total *= sides;
    }
    double sum = 0.0;
    for (unsigned code = 0; code < total; code++) {
        uint8_t faces[SC_MAX_DICE];
        for (unsigned i = 0, c = code; i < p; i++, c /= sides) {
            faces[i] = m->die_sides[c % sides];
        }
        sc_game h = *g;
        assert_int_equal(sc_game_roll_fixed(&h, faces, p), SC_OK);
        if (h.pending.kind != SC_PENDING_TRAVEL) {
            sum += b->lv->crash[s]; /* crashed at once */
            continue;
        }
        sc_choice moves[SC_MAX_CHOICES];
        size_t n = sc_game_choices(&h, moves);
        double best = AI_NEG_INF;
        for (size_t k = 0; k < n; k++) {
            double v;
            if (moves[k].kind == SC_CHOICE_CRASH) {
                v = b->lv->crash[s];
            } else {
                sc_game x = h;
                assert_int_equal(sc_game_apply(&x, &moves[k]), SC_OK);
                v = brute_after(b, &x);
            }
            if (v > best) {
                best = v;
            }
        }
        sum += best;
    }
    b->memo[s][p] = sum / total;
    b->known[s][p] = true;
    return b->memo[s][p];
}

static void test_solver_matches_brute_force(void **state)
{
    (void)state;
    const sc_mat *m = mat();
    unsigned deep = sc_mat_deep(m);
    ai_leaves lv;
    memset(&lv, 0, sizeof lv);
    for (unsigned s = 0; s < deep; s++) {
        const sc_space *sp = &m->spaces[s];
        bool body = s >= m->first_landing_space && (sp->n_moons || sp->n_planets);
        lv.land[s] = body ? 0.37 * s - 3.0 + (s % 3) : AI_NEG_INF;
        lv.crash[s] = -0.25 * (s % 4);
    }
    lv.deep = 9.5;
    static ai_solver solver;
    ai_solver_init(&solver, m, &lv, -1);
    /* Two players, no pilot, no variant: the rocket from space 16 on. */
    for (unsigned start = 16; start <= 22; start += 3) {
        for (unsigned pool = 1; pool <= 3; pool++) {
            sc_game g;
            sc_setup setup = {.n_players = 2, .first_player = 0, .seed = 3};
            assert_true(sc_game_init(&g, m, &setup));
            do_text(&g, "board lander");
            do_text(&g, "board parachute");
            assert_int_equal(g.pending.kind, SC_PENDING_ROLL);
            /* A hand-made position: the rocket about to roll at `start`. */
            g.rocket_space = (uint8_t)start;
            g.pool = (uint8_t)pool;
            g.seats[0].ability = SC_DISCARDER;
            g.seats[1].ability = SC_DISCARDER;
            g.players[0].astronauts[SC_LANDER].kind = SC_AT_HOME;
            g.players[1].astronauts[SC_PARACHUTE].kind = SC_AT_HOME;
            g.players[0].astronauts[SC_DISCARDER].kind = SC_AT_ROCKET;
            g.players[1].astronauts[SC_DISCARDER].kind = SC_AT_ROCKET;
            brute b;
            memset(&b, 0, sizeof b);
            b.lv = &lv;
            double want = brute_value(&b, &g);
            double got = ai_solve_value(&solver, start, pool, 0, false);
            assert_true(fabs(want - got) < 1e-9);
        }
    }
}

/* The fast search (subset sums, memoised outcomes) equals the general one
 * with every expedition token, pilots, tunnels, regained dice and bonuses. */
static void test_solver_fast_equals_reference(void **state)
{
    (void)state;
    const sc_mat *m = mat();
    unsigned deep = sc_mat_deep(m);
    static ai_solver fast, ref;
    sc_rng r;
    sc_rng_seed(&r, 77);
    for (int token = -1; token < (int)m->n_exp_tokens; token++) {
        ai_leaves lv;
        memset(&lv, 0, sizeof lv);
        for (unsigned s = 0; s < deep; s++) {
            lv.land[s] = sc_rng_below(&r, 4) == 0 ? AI_NEG_INF : 0.1 * sc_rng_below(&r, 100) - 2;
            lv.crash[s] = -0.1 * sc_rng_below(&r, 30);
            lv.bonus[s] = sc_rng_below(&r, 6) == 0 ? 1.0 : 0.0;
            lv.jump[s] = (uint8_t)(sc_rng_below(&r, 10) == 0 ? 2 : 0);
            lv.regain[s] = (uint8_t)(sc_rng_below(&r, 10) == 0);
        }
        lv.deep = 8.0 + token;
        ai_solver_init(&fast, m, &lv, token);
        ai_solver_init(&ref, m, &lv, token);
        ref.reference = true;
        for (unsigned s = 0; s < deep; s += 2) {
            for (unsigned p = 1; p <= m->n_dice; p++) {
                for (unsigned pilots = 0; pilots <= 2; pilots++) {
                    double a = ai_solve_value(&fast, s, p, pilots, true);
                    double b = ai_solve_value(&ref, s, p, pilots, true);
                    assert_true(fabs(a - b) < 1e-9);
                }
            }
        }
    }
}

/* The roll distribution sums to one, and crash odds match the mat's. */
static void test_solver_roll_distribution(void **state)
{
    (void)state;
    const sc_mat *m = mat();
    ai_leaves lv;
    memset(&lv, 0, sizeof lv);
    static ai_solver solver;
    ai_solver_init(&solver, m, &lv, -1);
    for (unsigned p = 1; p <= m->n_dice; p++) {
        double sum = 0.0;
        for (unsigned i = 0; i < solver.n_rolls[p]; i++) {
            sum += solver.rolls[solver.first_roll[p] + i].prob;
        }
        assert_true(fabs(sum - 1.0) < 1e-12);
    }
    assert_int_equal(solver.n_rolls[6], 210);
    /* Crash = 1, everything else 0: the value is the crash chance. */
    for (unsigned s = 0; s < sc_mat_deep(m); s++) {
        lv.crash[s] = 1.0;
    }
    for (unsigned s = 0; s < sc_mat_deep(m); s++) {
        for (unsigned p = 1; p <= m->n_dice; p++) {
            for (unsigned t = 0; t < sc_mat_deep(m); t++) {
                lv.land[t] = 0.0;
            }
            ai_leaves one = lv;
            static ai_solver s1;
            ai_solver_init(&s1, m, &one, -1);
            /* Stopping is worth 0 and never below going on (crash > 0),
             * so the value is exactly the crash chance of the first roll
             * plus later ones; check the first-roll part on a one-step
             * problem: every landing worth 2 makes stopping dominate. */
            for (unsigned t = 0; t < sc_mat_deep(m); t++) {
                one.land[t] = 2.0;
            }
            one.deep = 2.0;
            ai_solver_init(&s1, m, &one, -1);
            double v = ai_solve_value(&s1, s, p, 0, false);
            double c = sc_mat_crash_chance(m, s, p);
            assert_true(fabs(v - (c * 1.0 + (1 - c) * 2.0)) < 1e-9);
        }
    }
}

/* ---- determinism and no peeking ---------------------------------------- */

/* Positions from a few games, one per decision kind. */
static void collect_positions(sc_game *out, unsigned *n_out, unsigned cap)
{
    unsigned n = 0;
    for (unsigned i = 0; i < 6 && n < cap; i++) {
        sc_game g;
        sc_setup setup = {.n_players = (uint8_t)(2 + i % 3),
                          .variants = SC_VARIANT_ALL,
                          .first_player = 0,
                          .seed = 40 + i};
        assert_true(sc_game_init(&g, mat(), &setup));
        unsigned step = 0;
        while (!sc_game_over(&g) && n < cap) {
            if (g.pending.kind == SC_PENDING_ROLL) {
                sc_game_roll(&g, NULL);
                continue;
            }
            size_t k = sc_game_choices(&g, list);
            if (k > 1 && ++step % 7 == 0) {
                out[n++] = g;
            }
            unsigned who = (unsigned)g.pending.player;
            size_t c = sc_ai_choose(&sc_ai_levels[1], &g, who, list, k, step);
            sc_game_apply(&g, &list[c]);
        }
    }
    *n_out = n;
}

/* The same position with every hidden thing redrawn: future dice, undrawn
 * tokens, other players' missions. */
static void scramble_hidden(sc_game *g, unsigned me, uint64_t seed)
{
    sc_rng r;
    sc_rng_seed(&r, seed);
    sc_rng_seed(&g->rng, seed * 7 + 1);
    sc_piles *pl = &g->piles;
    if (g->exp_next < pl->n_exp) {
        sc_rng_shuffle(&r, pl->exp + g->exp_next, pl->n_exp - g->exp_next);
    }
    if (g->explore_next < pl->n_explore) {
        sc_rng_shuffle(&r, pl->explore + g->explore_next, pl->n_explore - g->explore_next);
    }
    if (g->setup.variants & SC_VARIANT_MISSIONS) {
        const sc_mat *m = g->mat;
        bool mine[SC_MAX_MISSION_TOKENS] = {false};
        for (unsigned i = 0; i < m->missions_dealt; i++) {
            mine[pl->missions[me * m->missions_dealt + i]] = true;
        }
        for (unsigned p = 0; p < g->setup.n_players; p++) {
            if (p == me) {
                continue;
            }
            for (unsigned i = 0; i < g->players[p].n_missions; i++) {
                unsigned t;
                do {
                    t = sc_rng_below(&r, m->n_mission_tokens);
                } while (mine[t]);
                g->players[p].missions[i] = (uint8_t)t;
            }
        }
    }
}

static void test_deterministic_and_blind(void **state)
{
    (void)state;
    static sc_game pos[40];
    unsigned n = 0;
    collect_positions(pos, &n, 40);
    assert_true(n >= 20);
    for (unsigned i = 0; i < n; i++) {
        sc_game *g = &pos[i];
        unsigned me = (unsigned)g->pending.player;
        size_t k = sc_game_choices(g, list);
        for (size_t l = 0; l < sc_ai_level_count; l++) {
            if (l == 3 && i % 4 != 0) {
                continue; /* keep the suite quick */
            }
            const sc_ai_level *lvl = &sc_ai_levels[l];
            size_t a = sc_ai_choose(lvl, g, me, list, k, 1234 + i);
            size_t b = sc_ai_choose(lvl, g, me, list, k, 1234 + i);
            assert_int_equal(a, b);
            sc_game h = *g;
            scramble_hidden(&h, me, 99 + i);
            size_t c = sc_ai_choose(lvl, &h, me, list, k, 1234 + i);
            assert_int_equal(a, c);
        }
    }
}

/* ---- obvious decisions --------------------------------------------------- */

/* Two players; player 1 rides as a passenger to space 22, where the best
 * moon of the mat (m6, 7 points) is free. Ahead lie only m6 again, spaces
 * with no body and the galaxy (5 points), with a single die left. Leaving
 * is right. */
static void reach_space_22(sc_game *g)
{
    sc_setup setup = {.n_players = 2, .first_player = 0, .seed = 11};
    assert_true(sc_game_init(g, mat(), &setup));
    do_text(g, "board satellite");
    do_text(g, "board discarder");
    assert_int_equal(g->rocket_space, 3);
    do_roll(g, "AA3333"); /* A=1 here: 2 + 12 = 14 */
    do_text(g, "move A 3");
    assert_int_equal(g->rocket_space, 17);
    stay_all(g);
    do_roll(g, "A3"); /* A=2 here: 2 + 3 = 5 */
    do_text(g, "move A 3");
    assert_int_equal(g->rocket_space, 22);
    do_text(g, "stay"); /* the commander rides on */
    assert_int_equal(g->pending.kind, SC_PENDING_LAND);
    assert_int_equal(g->pending.player, 1);
}

static void test_leaves_onto_best_moon(void **state)
{
    (void)state;
    sc_game g;
    reach_space_22(&g);
    size_t n = sc_game_choices(&g, list);
    for (size_t l = 2; l < sc_ai_level_count; l++) {
        size_t k = sc_ai_choose(&sc_ai_levels[l], &g, 1, list, n, 5);
        assert_int_equal(list[k].kind, SC_CHOICE_LAND);
        assert_int_equal(list[k].target, SC_TARGET_MOON);
        assert_string_equal(g.mat->moons[list[k].index].id, "m6");
    }
    sc_ai_hint_t h;
    assert_true(sc_ai_hint(&g, 1, &h));
    assert_int_equal(h.choice.kind, SC_CHOICE_LAND);
    assert_true(h.ev_leave > h.ev_stay);
    assert_true(fabs(h.crash_chance - sc_game_crash_chance(&g)) < 1e-12);
    assert_true(h.crash_chance > 0.2);
    /* Mid-game the hint goes by points: the landing's beat staying's. */
    assert_int_equal(h.basis, SC_HINT_BY_POINTS);
    assert_true(h.value == h.ev_leave && h.alt_value == h.ev_stay);
    assert_true(isnan(h.win_stay) && isnan(h.win_leave));
    assert_false(sc_ai_hint(&g, 0, &h)); /* not player 0's decision */
}

/* Player 0 puts seven astronauts on the Yarn Ball (planet A) in seven short
 * expeditions that crash once it has landed; player 1 never lands. In the
 * eighth, player 0's last astronaut takes moon m1, so the game ends with
 * this expedition and player 0 has 3 + 5 (goal) + 2 = 10 points. Player 1,
 * commander with the deep-space doubler, reaches space 9: landing on moon
 * m2 (3 points) loses for sure; only the comet (14) can win. */
static void reach_final_expedition(sc_game *g)
{
    sc_setup setup = {.n_players = 2, .first_player = 1, .seed = 12};
    assert_true(sc_game_init(g, mat(), &setup));
    static const char *const first_seven[] = {
        "satellite", "lander", "parachute", "moon-doubler", "deep-doubler", "discarder", "pilot"};
    char text[64];
    for (unsigned e = 0; e < 7; e++) {
        bool p0_starts = g->starter == 0;
        snprintf(text, sizeof text, "board %s", first_seven[e]);
        if (p0_starts) {
            do_text(g, text);
            do_text(g, "board lander");
        } else {
            do_text(g, "board lander");
            do_text(g, text);
        }
        if (g->rocket_space == 3) {
            do_roll(g, "111112");
            do_text(g, "move 1");
        } else {
            do_roll(g, "222211");
            do_text(g, "move 2");
        }
        assert_int_equal(g->rocket_space, 8);
        while (g->pending.kind == SC_PENDING_LAND) {
            do_text(g, g->pending.player == 0 ? "land planet:A" : "stay");
        }
        roll_all(g, '1'); /* nothing usable on space 8: crash */
        assert_int_equal(g->pending.kind, SC_PENDING_BOARD);
    }
    assert_int_equal(sc_game_placed(g, 0), 7);
    assert_int_equal(sc_game_placed(g, 1), 0);
    assert_int_equal(g->starter, 0);
    do_text(g, "board planet-doubler");
    do_text(g, "board deep-doubler");
    do_roll(g, "AAAAAA");
    do_text(g, "move A");
    assert_int_equal(g->rocket_space, 6);
    do_text(g, "land moon:m1");
    assert_int_equal(sc_game_placed(g, 0), 8);
    do_roll(g, "213333");
    do_text(g, "move 1 2");
    assert_int_equal(g->rocket_space, 9);
    assert_int_equal(g->pending.kind, SC_PENDING_LAND);
    assert_int_equal(g->pending.player, 1);
}

static void test_final_expedition_stays_for_deep_space(void **state)
{
    (void)state;
    sc_game g;
    reach_final_expedition(&g);
    sc_score s[SC_MAX_PLAYERS];
    sc_game_score(&g, s);
    assert_int_equal(s[0].total, 10);
    assert_int_equal(s[1].total, 0);
    size_t n = sc_game_choices(&g, list);
    assert_int_equal(n, 2); /* stay, or moon m2 */
    size_t k = sc_ai_choose(sc_ai_strongest(), &g, 1, list, n, 8);
    assert_int_equal(list[k].kind, SC_CHOICE_STAY);
    sc_ai_hint_t h;
    assert_true(sc_ai_hint(&g, 1, &h));
    assert_int_equal(h.choice.kind, SC_CHOICE_STAY);
    /* The last expedition: by the chance to win, which only staying has. */
    assert_int_equal(h.basis, SC_HINT_BY_WINNING);
    assert_true(h.win_stay > h.win_leave);
    assert_true(h.win_leave < 1e-9);
    assert_true(h.value == h.win_stay && h.alt_value == h.win_leave);
}

/* The same last expedition, but player 1 already has 9 points (moons m3
 * and m4, set by hand): moon m2 (3 points) now wins the game for sure,
 * while riding on risks a crash that loses it. Every level from cadet up
 * lands, and so does the hint. */
static void test_final_expedition_takes_winning_landing(void **state)
{
    (void)state;
    sc_game g;
    reach_final_expedition(&g);
    const sc_mat *m = g.mat;
    unsigned m3 = 0, m4 = 0;
    for (unsigned i = 0; i < m->n_moons; i++) {
        if (strcmp(m->moons[i].id, "m3") == 0) {
            m3 = i;
        }
        if (strcmp(m->moons[i].id, "m4") == 0) {
            m4 = i;
        }
    }
    sc_player *p1 = &g.players[1];
    p1->astronauts[SC_SATELLITE] = (sc_place){.kind = SC_AT_MOON, .index = (uint8_t)m3, .order = 1};
    p1->astronauts[SC_LANDER] = (sc_place){.kind = SC_AT_MOON, .index = (uint8_t)m4, .order = 2};
    p1->moon_points = (uint16_t)(m->moons[m3].points + m->moons[m4].points);
    g.moons_taken |= (1u << m3) | (1u << m4);
    sc_score s[SC_MAX_PLAYERS];
    sc_game_score(&g, s);
    assert_int_equal(s[0].total, 10);
    assert_int_equal(s[1].total, 9);
    size_t n = sc_game_choices(&g, list);
    assert_int_equal(n, 2); /* stay, or moon m2 */
    for (size_t l = 1; l < sc_ai_level_count; l++) {
        size_t k = sc_ai_choose(&sc_ai_levels[l], &g, 1, list, n, 8 + l);
        assert_int_equal(list[k].kind, SC_CHOICE_LAND);
    }
    sc_ai_hint_t h;
    assert_true(sc_ai_hint(&g, 1, &h));
    assert_int_equal(h.choice.kind, SC_CHOICE_LAND);
    assert_int_equal(h.basis, SC_HINT_BY_WINNING);
    assert_true(h.win_leave > 0.99);
    assert_true(h.win_leave > h.win_stay);
    assert_true(h.value == h.win_leave && h.alt_value == h.win_stay);
}

/* From 0 to space 11 (planet B) on the six-moon mat, keeping all six dice,
 * everyone staying at 9; the landing phase at 11 is left pending. */
static void to_11(sc_game *g)
{
    do_roll(g, "AAA333");
    do_text(g, "move A"); /* 3 */
    stay_all(g);
    do_roll(g, "AAAAAA");
    do_text(g, "move A"); /* 9 */
    stay_all(g);
    do_roll(g, "A33333");
    do_text(g, "move A"); /* 11 */
}

/* Rule R8 (docs/rulings.md): "The first player to fulfill a goal token's
 * conditions during the landing phase receives the goal token", and a crash
 * has no landing phase. Player 0 has two astronauts on B and a parachute
 * aboard at a crash on 11: landing it there completes "3 on one planet" but
 * takes no goal now, so the computers value it at the goal's share for
 * coming within one landing, not at the goal's 5 points. */
static void test_parachute_goal_is_not_taken_at_the_crash(void **state)
{
    (void)state;
    sc_game g;
    sc_setup setup = {.n_players = 2, .first_player = 0, .seed = 3};
    assert_true(sc_game_init(&g, mat(), &setup));
    static const char *const mine[3] = {"moon-doubler", "planet-doubler", "parachute"};
    char text[64];
    for (unsigned e = 0; e < 3; e++) {
        for (unsigned i = 0; i < 2; i++) {
            snprintf(text, sizeof text, "board %s",
                     g.pending.player == 0 ? mine[e] : "moon-doubler");
            do_text(&g, text);
        }
        to_11(&g);
        while (g.pending.kind == SC_PENDING_LAND) {
            do_text(&g, g.pending.player == 0 && e < 2 ? "land planet:B" : "stay");
        }
        roll_all(&g, '2'); /* nothing usable on 11: a crash */
    }
    assert_int_equal(g.pending.kind, SC_PENDING_PARACHUTE);
    assert_int_equal(g.pending.player, 0);
    unsigned b = 1, same = 0;
    assert_string_equal(g.mat->planets[b].id, "B");
    while (g.mat->goals[same].kind != SC_GOAL_SAME_PLANET) {
        same++;
    }
    const ai_model *m = &ai_model_captain;
    double at_crash = ai_target_value(&g, m, 0, SC_PARACHUTE, SC_TARGET_PLANET, b);
    sc_game landing = g;
    landing.pending.kind = SC_PENDING_LAND; /* the same landing in a landing phase */
    double in_phase = ai_target_value(&landing, m, 0, SC_PARACHUTE, SC_TARGET_PLANET, b);
    double points = g.mat->goals[same].points;
    assert_true(fabs((in_phase - at_crash) - (1.0 - m->progress) * points) < 1e-9);
    /* And the core agrees: no goal after the parachute's landing. */
    do_text(&g, "land planet:B");
    assert_int_equal(g.goal_owner[same], -1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_levels_table),
        cmocka_unit_test(test_solver_roll_distribution),
        cmocka_unit_test(test_solver_matches_brute_force),
        cmocka_unit_test(test_solver_fast_equals_reference),
        cmocka_unit_test(test_deterministic_and_blind),
        cmocka_unit_test(test_leaves_onto_best_moon),
        cmocka_unit_test(test_final_expedition_stays_for_deep_space),
        cmocka_unit_test(test_final_expedition_takes_winning_landing),
        cmocka_unit_test(test_parachute_goal_is_not_taken_at_the_crash),
        cmocka_unit_test(test_commander_is_captain_before_endgame),
        cmocka_unit_test(test_rollout_players_know_the_variants),
        cmocka_unit_test(test_rollout_captain_is_captain),
        cmocka_unit_test(test_simulations_play_captain_this_expedition),
        cmocka_unit_test(test_any_seat_answers_in_range),
        cmocka_unit_test(test_kitten_legal),
        cmocka_unit_test(test_cadet_legal),
        cmocka_unit_test(test_captain_legal),
        cmocka_unit_test(test_commander_legal),
    };
    const char *filter = getenv("AI_TEST_FILTER");
    if (filter) {
        cmocka_set_test_filter(filter);
    }
    return cmocka_run_group_tests(tests, NULL, NULL);
}
