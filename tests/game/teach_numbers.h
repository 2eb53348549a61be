/* The numbers the cards show, checked against the mat and the game, and
 * the cards' words about one piece (an astronaut's seat, a mission done),
 * for test_teach.c only. */
#ifndef TEACH_NUMBERS_H
#define TEACH_NUMBERS_H

#include "privacy.h"
#include "teach_rules.h"

/* ---- the texts' own numbers ------------------------------------------------ */

static const sc_mat *mat_of(const shown *s)
{
    return s->g->mat;
}

#define NUM_IS(s, k, v)                                                                            \
    do {                                                                                           \
        if ((s)->n_num <= (k) || (s)->num[k] != (long)(v)) {                                       \
            fail_msg("a card says %ld where the game has %ld",                                     \
                     (s)->n_num > (k) ? (s)->num[k] : -1, (long)(v));                              \
        }                                                                                          \
    } while (0)

static bool num_satellite(const shown *s)
{
    NUM_IS(s, 0, mat_of(s)->satellite_space);
    return true;
}

static bool num_moon(const shown *s)
{
    NUM_IS(s, 0, mat_of(s)->moons[s->piece.a].points);
    return true;
}

/* "Taken by Anne's Moon doubler: 6 points": the moon's points, doubled by
 * the Moon doubler. */
static bool num_moon_taken(const shown *s)
{
    const sc_game *g = s->g;
    for (unsigned p = 0; p < g->setup.n_players; p++) {
        for (unsigned a = 0; a < SC_ASTRONAUTS; a++) {
            const sc_place *at = &g->players[p].astronauts[a];
            if (at->kind == SC_AT_MOON && at->index == s->piece.a) {
                NUM_IS(s, 0, g->mat->moons[at->index].points * (a == SC_MOON_DOUBLER ? 2u : 1u));
                return true;
            }
        }
    }
    fail_msg("a free moon said taken");
    return false;
}

static bool num_planet(const shown *s)
{
    const sc_planet *pl = &mat_of(s)->planets[s->piece.a];
    NUM_IS(s, 0, pl->gold);
    NUM_IS(s, 1, pl->silver);
    NUM_IS(s, 2, pl->bronze);
    return planet_scores(s);
}

/* "NAME: 2 astronauts, 5 points if the game ended now". */
static bool num_planet_player(const shown *s)
{
    const sc_game *g = s->g;
    for (unsigned p = 0; p < g->setup.n_players; p++) {
        unsigned n = 0;
        for (unsigned a = 0; a < SC_ASTRONAUTS; a++) {
            const sc_place *at = &g->players[p].astronauts[a];
            n += at->kind == SC_AT_PLANET && at->index == s->piece.a;
        }
        if (n == (unsigned)s->num[0] && planet_points(g, s->piece.a, p) == s->num[1]) {
            return true;
        }
    }
    fail_msg("no player has %ld astronauts worth %ld on planet %u", s->num[0], s->num[1],
             s->piece.a);
    return false;
}

static bool num_comet(const shown *s)
{
    NUM_IS(s, 0, mat_of(s)->comet_points);
    return true;
}

static bool num_galaxy(const shown *s)
{
    NUM_IS(s, 0, mat_of(s)->galaxy_points);
    return true;
}

static bool num_deep(const shown *s)
{
    NUM_IS(s, 0, mat_of(s)->comet_points);
    NUM_IS(s, 1, mat_of(s)->galaxy_points);
    return true;
}

static bool num_lander_deep(const shown *s)
{
    NUM_IS(s, 0, mat_of(s)->lander_deep_points);
    return true;
}

static bool num_afterburner(const shown *s)
{
    NUM_IS(s, 0, mat_of(s)->spaces[s->piece.a].afterburner);
    return usable_faces(s);
}

/* "A roll of 4 dice here would crash with a 20% chance." */
static bool num_crash(const shown *s)
{
    const sc_game *g = s->g;
    unsigned space = s->piece.a, dice = (unsigned)s->num[0];
    if (g->n_seats > 0 && g->rocket_space == space && !sc_game_over(g)) {
        NUM_IS(s, 0, g->pool);
    }
    double pc = 100.0 * crash_chance(g->mat, space, dice);
    if (fabs(pc - (double)s->num[1]) > 0.5 + 1e-9) {
        fail_msg("space %u with %u dice: the card says %ld%%, the dice %.1f%%", space, dice,
                 s->num[1], pc);
    }
    return true;
}

static const sc_exp_token *token_of(const shown *s)
{
    return &mat_of(s)->exp_tokens[s->g->exp_token];
}

static bool num_token_dice(const shown *s)
{
    NUM_IS(s, 0, token_of(s)->dice);
    return true;
}

static bool num_token_ufo(const shown *s)
{
    NUM_IS(s, 0, token_of(s)->ufo_move);
    return true;
}

static const sc_explore_token *slot_token_of(const shown *s)
{
    return &mat_of(s)->explore_tokens[s->g->slot_token[s->piece.a]];
}

static bool num_slot(const shown *s)
{
    NUM_IS(s, 0, mat_of(s)->slot_space[s->piece.a]);
    return true;
}

static bool num_explore_points(const shown *s)
{
    assert_int_equal(slot_token_of(s)->kind, SC_EXPLORE_POINTS);
    NUM_IS(s, 0, slot_token_of(s)->value);
    return true;
}

static bool num_tunnel(const shown *s)
{
    const sc_explore_token *t = slot_token_of(s);
    unsigned deep = sc_mat_deep(mat_of(s)), from = mat_of(s)->slot_space[s->piece.a];
    assert_int_equal(t->kind, SC_EXPLORE_TUNNEL);
    NUM_IS(s, 0, t->value);
    NUM_IS(s, 1, from + t->value > deep ? deep : from + t->value);
    return true;
}

/* A secret mission's card: "Done." exactly when an astronaut of the
 * viewer's is on a moon or planet next to its space. */
static bool mission_done(const shown *s, bool said)
{
    gm_mission_view mv[4];
    unsigned n = gm_privacy_missions(s->p->session, s->viewer, (unsigned)s->viewer, mv);
    assert_true(s->piece.a < n);
    const sc_game *g = s->g;
    unsigned space = mv[s->piece.a].space;
    bool met = false;
    for (unsigned a = 0; a < SC_ASTRONAUTS; a++) {
        const sc_place *at = &g->players[s->viewer].astronauts[a];
        met |= (at->kind == SC_AT_MOON && ((g->mat->space_moons[space] >> at->index) & 1u)) ||
               (at->kind == SC_AT_PLANET && ((g->mat->space_planets[space] >> at->index) & 1u));
    }
    assert_int_equal(met, said);
    return true;
}

static bool mission_is_done(const shown *s)
{
    return mission_done(s, true);
}

static bool mission_not_done(const shown *s)
{
    return mission_done(s, false);
}

static bool num_missions(const shown *s)
{
    NUM_IS(s, 0, mat_of(s)->mission_points[0]);
    NUM_IS(s, 1, mat_of(s)->mission_points[1]);
    NUM_IS(s, 2, mat_of(s)->mission_points[2]);
    return missions_score(s);
}

static bool num_goal(const shown *s)
{
    NUM_IS(s, 0, mat_of(s)->goals[s->piece.a].points);
    return goals_score(s);
}

static bool num_goal_count(const shown *s)
{
    NUM_IS(s, 0, mat_of(s)->goals[s->piece.a].count);
    return true;
}

static bool num_ufo_next(const shown *s)
{
    NUM_IS(s, 0, mat_of(s)->ufo_tokens[s->g->ufo_next]);
    return true;
}

static bool num_ufo_most(const shown *s)
{
    unsigned most = 0;
    for (unsigned i = 0; i < mat_of(s)->n_exp_tokens; i++) {
        unsigned m = mat_of(s)->exp_tokens[i].ufo_move;
        most = m > most ? m : most;
    }
    NUM_IS(s, 0, most);
    return true;
}

static bool num_failures(const shown *s)
{
    NUM_IS(s, 0, mat_of(s)->failures_to_end);
    return true;
}

/* ---- the dice in the tray (hover_dice.c) ------------------------------------ */

static bool num_pool(const shown *s)
{
    NUM_IS(s, 0, s->g->pool);
    return commander_rolls(s);
}

/* "When no die rolled can be used at space 3, ...: 20% this roll." */
static bool num_roll_crash(const shown *s)
{
    const sc_game *g = s->g;
    NUM_IS(s, 0, g->rocket_space);
    double pc = 100.0 * crash_chance(g->mat, g->rocket_space, g->pool);
    if (s->n_num < 2 || fabs(pc - (double)s->num[1]) > 0.5 + 1e-9) {
        fail_msg("a roll of %u dice at space %u: the card says %ld%%, the dice %.1f%%", g->pool,
                 g->rocket_space, s->n_num > 1 ? s->num[1] : -1, pc);
    }
    return true;
}

/* A group's card: its count of dice, and its face. */
static bool num_group(const shown *s)
{
    unsigned f = s->piece.a;
    assert_true(f < SC_FACE_COUNT);
    NUM_IS(s, 0, s->g->roll[f]);
    if (f != SC_FACE_A) {
        NUM_IS(s, 1, f);
    }
    return true;
}

/* "Usable here: the group moves the rocket 4 spaces": its dice's values
 * added, the afterburner's that of the rocket's space. */
static bool num_group_far(const shown *s)
{
    const sc_game *g = s->g;
    unsigned f = s->piece.a, space = g->rocket_space;
    assert_true(face_usable(g, space, f));
    NUM_IS(s, 0, g->roll[f] * (f == SC_FACE_A ? g->mat->spaces[space].afterburner : f));
    return usable_faces(s);
}

/* "Not usable at space 3: only 1, 3 move the rocket there." */
static bool num_group_useless(const shown *s)
{
    NUM_IS(s, 0, s->g->rocket_space);
    assert_false(face_usable(s->g, s->g->rocket_space, s->piece.a));
    return usable_faces(s);
}

/* A Pilot's die: whether a move may use it now, as its card says. */
static bool pilot_now(const shown *s, bool usable)
{
    unsigned seat = s->piece.a - SC_FACE_COUNT;
    bool any = false;
    for (size_t i = 0; i < s->n; i++) {
        any |= s->list[i].kind == SC_CHOICE_MOVE && ((s->list[i].pilots >> seat) & 1u);
    }
    if (any != usable) {
        fail_msg("the Pilot's die of seat %u says %s, the rules %s", seat,
                 usable ? "usable" : "not usable", any ? "usable" : "not usable");
    }
    return pilot(s) || !usable;
}

static bool pilot_usable(const shown *s)
{
    return pilot_now(s, true);
}

static bool pilot_useless(const shown *s)
{
    return pilot_now(s, false);
}

/* The astronaut's own card: where it is. */
static bool aboard_seat(const shown *s, bool commander)
{
    const sc_place *at = &s->g->players[s->piece.a].astronauts[s->piece.b];
    assert_int_equal(at->kind, SC_AT_ROCKET);
    NUM_IS(s, 0, at->index + 1u);
    assert_int_equal(at->index == s->g->commander_seat, commander);
    return true;
}

static bool aboard_commander(const shown *s)
{
    return aboard_seat(s, true);
}

static bool aboard_not_commander(const shown *s)
{
    return aboard_seat(s, false);
}

/* "At home: click it to put it aboard": it can board now. */
static bool can_board(const shown *s)
{
    for (size_t i = 0; i < s->n; i++) {
        if (s->list[i].kind == SC_CHOICE_BOARD && s->list[i].arg == s->piece.b &&
            s->g->pending.player == (int)s->piece.a) {
            return boarding(s);
        }
    }
    fail_msg("an astronaut said boardable cannot board");
    return false;
}

/* "The commander may use this astronaut's ability only once during an
 * expedition": a used pilot is in no move. */
static bool pilot_spent(const shown *s)
{
    const sc_place *at = &s->g->players[s->piece.a].astronauts[s->piece.b];
    assert_true(s->g->seats[at->index].pilot_used);
    for (size_t i = 0; i < s->n; i++) {
        assert_false((s->list[i].pilots >> at->index) & 1u);
    }
    return pilot(s);
}

#endif
