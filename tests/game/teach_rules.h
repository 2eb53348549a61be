/* The rules the tips and cards teach, each checked against the rules core
 * (test_teach.c ties every text to one): a check in a state where a text
 * is shown (true when the state is one the rule speaks of), or on the move
 * that followed. Each quotes the rulebook. For test_teach.c only. */
#ifndef TEACH_RULES_H
#define TEACH_RULES_H

#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "play.h"
#include "spacecats/game.h"

enum { MAX_NUMS = 6 };

/* Where a text is shown: the game, its legal choices, the numbers of the
 * text as shown, the card's piece (kind NONE for a tip), the viewer. */
typedef struct shown {
    const gm_play *p;
    const sc_game *g;
    const sc_choice *list;
    size_t n;
    long num[MAX_NUMS];
    unsigned n_num;
    gm_piece piece;
    int viewer;
} shown;

/* A rule checked in the state where a text is shown; true when there was
 * something to check (the state was one the rule speaks of). */
typedef bool (*check_fn)(const shown *s);
/* A rule checked on the move that followed (a roll: c is NULL). */
typedef bool (*step_fn)(const sc_game *before, const sc_choice *c, const sc_game *after);

typedef struct teaching {
    const char *text;   /* as the source writes it (a printf format) */
    const char *plural; /* its plural form, if any */
    const char *rule;   /* the rulebook's words it rests on; NULL: it teaches no rule */
    check_fn check;
    step_fn step;
} teaching;

/* ---- helpers -------------------------------------------------------------- */

static bool after_of(const sc_game *g, const sc_choice *c, sc_game *out)
{
    *out = *g;
    return sc_game_apply(out, c) == SC_OK;
}

static bool face_usable(const sc_game *g, unsigned space, unsigned f)
{
    return space < g->mat->n_spaces && ((g->mat->spaces[space].faces >> f) & 1u);
}

/* The first free moon of a space, in the mat's order (R9), or -1. */
static int free_moon(const sc_game *g, unsigned space)
{
    const sc_space *sp = &g->mat->spaces[space];
    for (unsigned i = 0; i < sp->n_moons; i++) {
        if (!(g->moons_taken & (1u << sp->moons[i]))) {
            return sp->moons[i];
        }
    }
    return -1;
}

static unsigned player_of_seat(const sc_game *g, unsigned seat)
{
    return (unsigned)g->seats[seat].player;
}

/* ---- the rules, checked against the core -------------------------------------- */

/* "After moving the rocket marker, the commander discards the used dice ...
 * Dice with the afterburner symbol are never discarded ... The commander
 * must always have at least 1 die." "Keep the dice: The dice used during
 * this travel phase are not discarded." (A regain token where the travel
 * ends gives one back.) */
static bool dice_set_aside(const shown *s)
{
    const sc_game *g = s->g;
    if (g->pending.kind != SC_PENDING_TRAVEL) {
        return false;
    }
    bool checked = false;
    for (size_t i = 0; i < s->n; i++) {
        const sc_choice *c = &s->list[i];
        sc_game a;
        if (c->kind != SC_CHOICE_MOVE || !after_of(g, c, &a) || a.expedition != g->expedition) {
            continue;
        }
        unsigned used = 0;
        for (unsigned f = 0; f < SC_FACE_COUNT; f++) {
            if (f != SC_FACE_A && ((c->faces >> f) & 1u)) {
                used += g->roll[f];
            }
        }
        unsigned want = (c->flags & SC_MOVE_KEEP) ? g->pool : used >= g->pool ? 1 : g->pool - used;
        bool regained = false;
        for (unsigned k = 0; k < g->mat->n_slots; k++) {
            int t = g->slot_token[k];
            regained |= t >= 0 && a.slot_token[k] != t &&
                        g->mat->explore_tokens[t].kind == SC_EXPLORE_REGAIN;
        }
        unsigned most = want + 1 > g->mat->n_dice ? g->mat->n_dice : want + 1;
        if (a.pool != want && !(regained && a.pool == most)) {
            fail_msg("a move with faces %#x (keep %d) left %u dice of %u, the rules %u", c->faces,
                     (c->flags & SC_MOVE_KEEP) != 0, a.pool, g->pool, want);
        }
        checked = true;
    }
    return checked;
}

/* "Dice that don't correspond to those values cannot be used ... If the
 * commander chooses a group with multiple dice, they must use all of the
 * dice in that group. The rocket will then move an amount of spaces equal
 * to the sum of the values of the dice chosen. The value of the afterburner
 * face is determined by the rocket marker's current location." */
static bool usable_faces(const shown *s)
{
    const sc_game *g = s->g;
    if (g->pending.kind != SC_PENDING_TRAVEL) {
        return false;
    }
    unsigned space = g->rocket_space;
    for (size_t i = 0; i < s->n; i++) {
        const sc_choice *c = &s->list[i];
        if (c->kind != SC_CHOICE_MOVE) {
            continue;
        }
        unsigned d = 0;
        for (unsigned f = 0; f < SC_FACE_COUNT; f++) {
            if ((c->faces >> f) & 1u) {
                if (!face_usable(g, space, f) || g->roll[f] == 0) {
                    fail_msg("a move uses face %u, not usable on space %u", f, space);
                }
                d += g->roll[f] * (f == SC_FACE_A ? g->mat->spaces[space].afterburner : f);
            }
        }
        for (unsigned k = 0; k < SC_MAX_PLAYERS; k++) {
            d += (c->pilots >> k) & 1u;
        }
        if (!(c->flags & SC_MOVE_EXTRA) && sc_game_move_distance(g, c) != d) {
            fail_msg("a move of faces %#x flies %u spaces, the dice say %u", c->faces,
                     sc_game_move_distance(g, c), d);
        }
    }
    return true;
}

/* "None of the results match ...: the rocket crashes" unless a Pilot (R2)
 * or the expedition token saves it: with no usable die, every way on is a
 * rescue. */
static bool only_rescues(const shown *s)
{
    const sc_game *g = s->g;
    if (g->pending.kind != SC_PENDING_TRAVEL) {
        return false;
    }
    bool crash = false;
    for (size_t i = 0; i < s->n; i++) {
        const sc_choice *c = &s->list[i];
        crash |= c->kind == SC_CHOICE_CRASH;
        if (c->kind == SC_CHOICE_MOVE && c->pilots == 0 && !(c->flags & SC_MOVE_EXTRA)) {
            fail_msg("a move without a rescue when no die is usable");
        }
    }
    assert_true(crash);
    return true;
}

/* "All players take their astronauts still available on the rocket board
 * and place them back on their player boards. As an exception, any
 * astronaut with a parachute can still disembark." */
static bool crash_sends_home(const sc_game *b, const sc_choice *c, const sc_game *a)
{
    (void)c;
    bool crashed = a->failures > b->failures || b->crashed;
    bool over = a->expedition != b->expedition || sc_game_over(a);
    if (!crashed || !over) {
        return false;
    }
    for (unsigned s = 0; s < b->n_seats; s++) {
        const sc_rocket_seat *rs = &b->seats[s];
        if (!rs->aboard) {
            continue;
        }
        const sc_place *at = &a->players[rs->player].astronauts[rs->ability];
        if (at->kind != SC_AT_HOME && rs->ability != SC_PARACHUTE) {
            fail_msg("after a crash the %s of player %d is not at home",
                     sc_ability_name(rs->ability), rs->player);
        }
    }
    return true;
}

/* Where the astronaut deciding may land: the first free moon and the
 * planets of its space; a Lander also of the spaces before and after
 * ("as if the marker was one space higher (+1) or one space lower (-1)"),
 * deep space from the last space (R4); after a crash only the Parachute,
 * on its own space ("may still disembark on the current space"). */
static bool landing_targets(const shown *s)
{
    const sc_game *g = s->g;
    unsigned kind = g->pending.kind;
    if (kind != SC_PENDING_LAND && kind != SC_PENDING_PARACHUTE) {
        return false;
    }
    const sc_mat *m = g->mat;
    unsigned ability = g->seats[g->pending.rocket_seat].ability;
    if (kind == SC_PENDING_PARACHUTE) {
        assert_int_equal(ability, SC_PARACHUTE);
        assert_true(g->crashed);
    }
    assert_true(g->rocket_space >= m->first_landing_space); /* R3 */
    bool lander = kind == SC_PENDING_LAND && ability == SC_LANDER;
    unsigned want = 0, got = 0, deep = sc_mat_deep(m);
    bool stay = false;
    for (int d = lander ? -1 : 0; d <= (lander ? 1 : 0); d++) {
        unsigned sp = (unsigned)((int)g->rocket_space + d);
        if (sp == deep) {
            want++;
            continue;
        }
        int moon = free_moon(g, sp);
        want += (moon >= 0) + m->spaces[sp].n_planets;
    }
    for (size_t i = 0; i < s->n; i++) {
        const sc_choice *c = &s->list[i];
        if (c->kind == SC_CHOICE_STAY) {
            stay = true;
            continue;
        }
        assert_int_equal(c->kind, SC_CHOICE_LAND);
        got++;
        unsigned lo = lander ? g->rocket_space - 1 : g->rocket_space;
        unsigned hi = lander ? g->rocket_space + 1 : g->rocket_space;
        bool ok = false;
        for (unsigned sp = lo; sp <= hi && sp < deep; sp++) {
            if (c->target == SC_TARGET_MOON) {
                ok |= free_moon(g, sp) == (int)c->index;
            } else if (c->target == SC_TARGET_PLANET) {
                ok |= (m->space_planets[sp] >> c->index) & 1u;
            }
        }
        ok |= c->target == SC_TARGET_DEEP && lander && hi == deep;
        if (!ok) {
            fail_msg("%s may land on target %u:%u from space %u", sc_ability_name(ability),
                     c->target, c->index, g->rocket_space);
        }
    }
    assert_true(stay);
    assert_int_equal(got, want);
    return true;
}

/* "The player controlling this astronaut immediately receives the amount
 * of points shown on the given moon"; "doubles the points scored for this
 * moon"; "Points for occupying a planet are scored at the end of the game";
 * "the player immediately receives only 5 points" (the Lander's step). */
static bool landing_points(const shown *s)
{
    const sc_game *g = s->g;
    unsigned kind = g->pending.kind;
    if (kind != SC_PENDING_LAND && kind != SC_PENDING_PARACHUTE) {
        return false;
    }
    unsigned me = (unsigned)g->pending.player;
    unsigned ability = g->seats[g->pending.rocket_seat].ability;
    for (size_t i = 0; i < s->n; i++) {
        const sc_choice *c = &s->list[i];
        sc_game a;
        if (c->kind != SC_CHOICE_LAND || !after_of(g, c, &a)) {
            continue;
        }
        int got = (a.players[me].moon_points + a.players[me].deep_points) -
                  (g->players[me].moon_points + g->players[me].deep_points);
        int want = c->target == SC_TARGET_MOON
                       ? g->mat->moons[c->index].points * (ability == SC_MOON_DOUBLER ? 2 : 1)
                   : c->target == SC_TARGET_DEEP ? g->mat->lander_deep_points
                                                 : 0;
        if (got != want) {
            fail_msg("the %s landing on %u:%u scored %d at once, the rules %d",
                     sc_ability_name(ability), c->target, c->index, got, want);
        }
        if (c->target == SC_TARGET_MOON && !(a.moons_taken & (1u << c->index))) {
            fail_msg("a moon landed on is not taken");
        }
    }
    return true;
}

/* "If this astronaut disembarks the rocket, the current commander must
 * discard one die ... the last die always stays." */
static bool discarder(const shown *s)
{
    const sc_game *g = s->g;
    if (g->pending.kind != SC_PENDING_LAND ||
        g->seats[g->pending.rocket_seat].ability != SC_DISCARDER) {
        return false;
    }
    for (size_t i = 0; i < s->n; i++) {
        sc_game a;
        if (s->list[i].kind == SC_CHOICE_LAND && after_of(g, &s->list[i], &a) &&
            a.expedition == g->expedition && !sc_game_over(&a)) {
            unsigned want = g->pool > 1 ? g->pool - 1u : 1u;
            if (a.pool != want) {
                fail_msg("the Discarder left the commander %u dice of %u", a.pool, g->pool);
            }
        }
    }
    return true;
}

/* "The commander may use this astronaut as a die with value 1 ... only once
 * during an expedition ... the rocket must be on a spot with the dice
 * symbol with one dot." */
static bool pilot(const shown *s)
{
    const sc_game *g = s->g;
    if (g->pending.kind != SC_PENDING_TRAVEL) {
        return false;
    }
    bool checked = false;
    for (size_t i = 0; i < s->n; i++) {
        unsigned pilots = s->list[i].pilots;
        for (unsigned k = 0; k < SC_MAX_PLAYERS; k++) {
            if ((pilots >> k) & 1u) {
                const sc_rocket_seat *rs = &g->seats[k];
                if (rs->ability != SC_PILOT || !rs->aboard || rs->pilot_used ||
                    !face_usable(g, g->rocket_space, SC_FACE_1)) {
                    fail_msg("a pilot used where the rules do not allow it");
                }
                checked = true;
            }
        }
    }
    return checked;
}

/* "The commander's astronaut is placed on the comet and immediately
 * receives 7 points, all the other players ... on the galaxy and receive
 * 5 points each"; the Deep doubler "doubles the points scored". */
static bool deep_arrival(const sc_game *b, const sc_choice *c, const sc_game *a)
{
    if (c == NULL || c->kind != SC_CHOICE_MOVE) {
        return false;
    }
    int want[SC_MAX_PLAYERS] = {0};
    bool arrived = false;
    for (unsigned s = 0; s < b->n_seats; s++) {
        const sc_rocket_seat *rs = &b->seats[s];
        const sc_place *at = &a->players[rs->player].astronauts[rs->ability];
        if (!rs->aboard || (at->kind != SC_AT_COMET && at->kind != SC_AT_GALAXY)) {
            continue;
        }
        arrived = true;
        bool comet = s == b->commander_seat;
        assert_int_equal(at->kind, comet ? SC_AT_COMET : SC_AT_GALAXY);
        unsigned pts = comet ? b->mat->comet_points : b->mat->galaxy_points;
        want[rs->player] += (int)(rs->ability == SC_DEEP_DOUBLER ? 2 * pts : pts);
    }
    for (unsigned p = 0; arrived && p < b->setup.n_players; p++) {
        int got = a->players[p].deep_points - b->players[p].deep_points;
        if (got != want[p]) {
            fail_msg("deep space gave player %u %d points, the rules %d", p, got, want[p]);
        }
    }
    return arrived;
}

/* "If this astronaut is placed on the rocket board, the rocket marker
 * starts the expedition from the space marked with a satellite"; else "the
 * starting player places the rocket marker on the 0 space". */
static bool expedition_start(const sc_game *b, const sc_choice *c, const sc_game *a)
{
    (void)c;
    if (b->pending.kind != SC_PENDING_BOARD || a->pending.kind != SC_PENDING_ROLL) {
        return false;
    }
    bool satellite = false;
    for (unsigned s = 0; s < a->n_seats; s++) {
        satellite |= a->seats[s].ability == SC_SATELLITE;
    }
    assert_int_equal(a->rocket_space, satellite ? a->mat->satellite_space : 0);
    /* "The player starting the expedition becomes the commander", and
     * rolls. */
    assert_int_equal(a->commander_seat, 0);
    assert_int_equal(a->pending.player, a->seats[0].player);
    return true;
}

/* Takeoff: "they choose one of their astronauts": any astronaut at home. */
static bool boarding(const shown *s)
{
    const sc_game *g = s->g;
    if (g->pending.kind != SC_PENDING_BOARD) {
        return false;
    }
    unsigned home = 0, me = (unsigned)g->pending.player;
    for (unsigned a = 0; a < SC_ASTRONAUTS; a++) {
        home += g->players[me].astronauts[a].kind == SC_AT_HOME;
    }
    assert_int_equal(s->n, home);
    for (size_t i = 0; i < s->n; i++) {
        assert_int_equal(s->list[i].kind, SC_CHOICE_BOARD);
        assert_int_equal(g->players[me].astronauts[s->list[i].arg].kind, SC_AT_HOME);
    }
    return true;
}

/* "The commander of the expedition rolls all the available dice." */
static bool commander_rolls(const shown *s)
{
    const sc_game *g = s->g;
    if (g->pending.kind != SC_PENDING_ROLL) {
        return false;
    }
    assert_int_equal(g->pending.player, g->seats[g->commander_seat].player);
    assert_true(g->seats[g->commander_seat].aboard);
    assert_true(g->pool >= 1);
    return true;
}

/* Secret missions: "deal 4 tokens to each player. Each player chooses 3
 * tokens that they want to keep"; "Players gain more points (2, 5, or 10)
 * for completing one or more secret missions." */
static bool missions_deal(const shown *s)
{
    const sc_game *g = s->g;
    const sc_mat *m = g->mat;
    assert_true(m->mission_points[0] < m->mission_points[1] &&
                m->mission_points[1] < m->mission_points[2]);
    if (g->pending.kind != SC_PENDING_MISSIONS) {
        return false;
    }
    assert_int_equal(s->n, m->missions_dealt);
    for (size_t i = 0; i < s->n; i++) {
        assert_int_equal(s->list[i].kind, SC_CHOICE_RETURN_MISSION);
    }
    return true;
}

/* Each player's mission points: by how many of their missions are done,
 * a mission done by an astronaut of theirs on a moon or planet next to its
 * space ("The numbers on the tokens indicate spaces with the target"). */
static bool missions_score(const shown *s)
{
    const sc_game *g = s->g;
    if (!(g->setup.variants & SC_VARIANT_MISSIONS) || g->pending.kind == SC_PENDING_MISSIONS) {
        return false;
    }
    sc_score sc[SC_MAX_PLAYERS];
    sc_game_score(g, sc);
    for (unsigned p = 0; p < g->setup.n_players; p++) {
        unsigned done = 0;
        for (unsigned k = 0; k < g->players[p].n_missions; k++) {
            unsigned space = g->mat->mission_space[g->players[p].missions[k]];
            bool met = false;
            for (unsigned a = 0; a < SC_ASTRONAUTS; a++) {
                const sc_place *at = &g->players[p].astronauts[a];
                met |=
                    (at->kind == SC_AT_MOON && ((g->mat->space_moons[space] >> at->index) & 1u)) ||
                    (at->kind == SC_AT_PLANET &&
                     ((g->mat->space_planets[space] >> at->index) & 1u));
            }
            done += met;
        }
        int want = done ? g->mat->mission_points[done - 1] : 0;
        if (sc[p].missions != want) {
            fail_msg("player %u has %u missions done and %d mission points, the rules %d", p, done,
                     sc[p].missions, want);
        }
    }
    return true;
}

/* "Each planet has point values that will be awarded to players with the
 * most astronauts ... If two or more players are tied, the player who
 * disembarked on the planet first receives the higher amount ... Bronze
 * Star - Points for all the other players"; the Planet doubler "doubles the
 * points scored for the planet with this astronaut". */
static int planet_points(const sc_game *g, unsigned planet, unsigned player)
{
    unsigned count[SC_MAX_PLAYERS] = {0}, first[SC_MAX_PLAYERS];
    bool doubled[SC_MAX_PLAYERS] = {false};
    unsigned n = g->setup.n_players;
    for (unsigned p = 0; p < n; p++) {
        first[p] = ~0u;
        for (unsigned a = 0; a < SC_ASTRONAUTS; a++) {
            const sc_place *at = &g->players[p].astronauts[a];
            if (at->kind == SC_AT_PLANET && at->index == planet) {
                count[p]++;
                first[p] = at->order < first[p] ? at->order : first[p];
                doubled[p] |= a == SC_PLANET_DOUBLER;
            }
        }
    }
    if (count[player] == 0) {
        return 0;
    }
    unsigned rank = 0;
    for (unsigned q = 0; q < n; q++) {
        rank +=
            q != player && count[q] > 0 &&
            (count[q] > count[player] || (count[q] == count[player] && first[q] < first[player]));
    }
    const sc_planet *pl = &g->mat->planets[planet];
    int pts = rank == 0 ? pl->gold : rank == 1 ? pl->silver : pl->bronze;
    return doubled[player] ? 2 * pts : pts;
}

static bool planet_scores(const shown *s)
{
    const sc_game *g = s->g;
    sc_score sc[SC_MAX_PLAYERS];
    sc_game_score(g, sc);
    bool checked = false;
    for (unsigned pl = 0; pl < g->mat->n_planets; pl++) {
        for (unsigned p = 0; p < g->setup.n_players; p++) {
            int want = planet_points(g, pl, p);
            if (sc[p].planets[pl] != want) {
                fail_msg("player %u scores %d on planet %u, the rules %d", p, sc[p].planets[pl], pl,
                         want);
            }
            checked |= want > 0;
        }
    }
    return checked;
}

/* "At the end of the game, each goal token is worth 5 points"; "After a
 * player takes a goal token, no one else can take that token." */
static bool goals_score(const shown *s)
{
    const sc_game *g = s->g;
    sc_score sc[SC_MAX_PLAYERS];
    sc_game_score(g, sc);
    bool checked = false;
    for (unsigned p = 0; p < g->setup.n_players; p++) {
        int want = 0;
        for (unsigned i = 0; i < g->mat->n_goals; i++) {
            want += g->goal_owner[i] == (int)p ? g->mat->goals[i].points : 0;
        }
        assert_int_equal(sc[p].goals, want);
        checked |= want > 0;
    }
    return checked;
}

static bool goal_taken_once(const sc_game *b, const sc_choice *c, const sc_game *a)
{
    (void)c;
    bool checked = false;
    for (unsigned i = 0; i < b->mat->n_goals; i++) {
        if (b->goal_owner[i] >= 0) {
            assert_int_equal(a->goal_owner[i], b->goal_owner[i]);
        } else if (a->goal_owner[i] >= 0) {
            /* "The first player to fulfill a goal token's conditions". */
            const sc_goal *goal = &b->mat->goals[i];
            assert_true(sc_game_goal_progress(a, (unsigned)a->goal_owner[i], goal) >= goal->count);
            checked = true;
        }
    }
    return checked;
}

/* "The landing phase happens after each travel phase that didn't end with
 * the rocket crashing": a parachute landing takes no goal (R8). */
static bool parachute_no_goal(const sc_game *b, const sc_choice *c, const sc_game *a)
{
    if (b->pending.kind != SC_PENDING_PARACHUTE || c == NULL || c->kind != SC_CHOICE_LAND) {
        return false;
    }
    assert_memory_equal(a->goal_owner, b->goal_owner, sizeof b->goal_owner);
    return true;
}

/* "If the rocket finishes its travel phase on the same space as the UFO
 * marker, the commander receives the top token from the UFO token pile
 * (if there are any left)." */
static bool ufo_contact(const sc_game *b, const sc_choice *c, const sc_game *a)
{
    if (!(b->setup.variants & SC_VARIANT_UFO) || c == NULL || c->kind != SC_CHOICE_MOVE) {
        return false;
    }
    unsigned deep = sc_mat_deep(b->mat);
    unsigned end = a->expedition == b->expedition ? a->rocket_space : deep;
    if (a->expedition != b->expedition) {
        /* Reached deep space (or the expedition ended otherwise): the
         * travel ended where the rocket was headed, deep space. */
        unsigned to = b->rocket_space + sc_game_move_distance(b, c);
        if (to < deep && !(b->setup.variants & SC_VARIANT_EXPLORATION)) {
            return false;
        }
        if (to < deep) {
            return false; /* a tunnel: where it ended is not kept */
        }
    }
    bool contact = end == b->ufo_space && b->ufo_next < b->mat->n_ufo_tokens;
    unsigned cmd = player_of_seat(b, b->commander_seat);
    int got = a->players[cmd].ufo_points - b->players[cmd].ufo_points;
    int want = contact ? b->mat->ufo_tokens[b->ufo_next] : 0;
    if (got != want) {
        fail_msg("a travel ending on space %u (UFO on %u) gave %d UFO points, the rules %d", end,
                 b->ufo_space, got, want);
    }
    return contact;
}

/* "At the beginning of each expedition, the commander reveals the top
 * expedition token ... Move the UFO marker from 0 to 3 spaces towards the
 * start of the track ... The commander begins the expedition with 4, 5 or
 * 6 dice." */
static bool expedition_token(const sc_game *b, const sc_choice *c, const sc_game *a)
{
    (void)c;
    if (!(b->setup.variants & SC_VARIANT_UFO) || a->expedition == b->expedition ||
        a->exp_token < 0 || sc_game_over(a)) {
        return false;
    }
    const sc_exp_token *t = &a->mat->exp_tokens[a->exp_token];
    assert_int_equal(a->pool, t->dice);
    unsigned want = b->ufo_space > t->ufo_move ? b->ufo_space - t->ufo_move : 0;
    assert_int_equal(a->ufo_space, want);
    return true;
}

/* "The additional ability may be used only once"; "If the commandership
 * changes and the expedition token hasn't been used yet, the new commander
 * may still use it"; extra dice are offered "regardless of the dice
 * rolled" where one of them is usable; "Reroll: The commander may reroll
 * all the available dice once." */
static bool token_once(const shown *s)
{
    const sc_game *g = s->g;
    if (g->pending.kind != SC_PENDING_TRAVEL || g->exp_token < 0) {
        return false;
    }
    const sc_exp_token *t = &g->mat->exp_tokens[g->exp_token];
    bool extra = false, keep = false, reroll = false;
    for (size_t i = 0; i < s->n; i++) {
        extra |= (s->list[i].flags & SC_MOVE_EXTRA) != 0;
        keep |= (s->list[i].flags & SC_MOVE_KEEP) != 0;
        reroll |= s->list[i].kind == SC_CHOICE_REROLL;
    }
    if (g->exp_used) {
        assert_false(extra || keep || reroll);
        return true;
    }
    assert_int_equal(reroll, t->ability == SC_EXP_REROLL);
    assert_false(keep && t->ability != SC_EXP_KEEP);
    assert_false(extra && t->ability != SC_EXP_EXTRA_DICE);
    if (t->ability == SC_EXP_EXTRA_DICE) {
        bool usable = false;
        for (unsigned i = 0; i < t->n_extra; i++) {
            usable |= face_usable(g, g->rocket_space, t->extra[i]);
        }
        assert_int_equal(extra, usable);
    }
    if (reroll) {
        for (size_t i = 0; i < s->n; i++) {
            sc_game a;
            if (s->list[i].kind == SC_CHOICE_REROLL && after_of(g, &s->list[i], &a)) {
                assert_true(a.exp_used);
            }
        }
    }
    return true;
}

/* Exploration: "When the rocket ends its travel phase on a space with one
 * of the exploration tokens, the token is immediately activated": points
 * for the commander; "Regain a die" (not above 6); "Space-time tunnel: ...
 * moves the rocket marker 4 spaces forward". */
static bool exploration(const sc_game *b, const sc_choice *c, const sc_game *a)
{
    if (!(b->setup.variants & SC_VARIANT_EXPLORATION) || c == NULL || c->kind != SC_CHOICE_MOVE ||
        a->expedition != b->expedition) {
        return false;
    }
    unsigned deep = sc_mat_deep(b->mat);
    unsigned to = b->rocket_space + sc_game_move_distance(b, c);
    to = to > deep ? deep : to;
    int slot = to < deep ? b->mat->spaces[to].slot : -1;
    if (slot < 0 || b->slot_token[slot] < 0) {
        return false;
    }
    const sc_explore_token *t = &b->mat->explore_tokens[b->slot_token[slot]];
    unsigned cmd = player_of_seat(b, b->commander_seat);
    switch (t->kind) {
    case SC_EXPLORE_POINTS:
        assert_int_equal(a->players[cmd].explore_points - b->players[cmd].explore_points, t->value);
        break;
    case SC_EXPLORE_TUNNEL: {
        unsigned end = to + t->value > deep ? deep : to + t->value;
        int next = end < deep ? b->mat->spaces[end].slot : -1;
        if (next < 0) { /* no second token to chain into */
            assert_int_equal(a->rocket_space, end);
        }
        break;
    }
    default:
        break; /* a regain: dice_set_aside allows for it */
    }
    return true;
}

/* "The game ends ... after 11 failures ... when any player has placed all
 * of their 8 astronauts ... In this situation, finish the current cosmic
 * expedition." */
static bool game_end(const sc_game *b, const sc_choice *c, const sc_game *a)
{
    (void)c;
    bool ends = false;
    for (unsigned p = 0; p < a->setup.n_players; p++) {
        ends |= sc_game_placed(a, p) >= SC_ASTRONAUTS;
    }
    ends |= a->failures >= a->mat->failures_to_end;
    if (sc_game_over(a)) {
        assert_true(ends);
        return true;
    }
    /* Not over while the expedition runs: only when it ended. */
    if (ends && a->expedition != b->expedition) {
        fail_msg("the game goes on to a new expedition though it should end");
    }
    return ends;
}

/* "The farther you manage to go, the more points you'll get": along the
 * track the richest moon of each space and the planets' gold never fall. */
static bool further_richer(const shown *s)
{
    const sc_mat *m = s->g->mat;
    unsigned moon = 0, gold = 0;
    for (unsigned sp = 0; sp < m->n_spaces; sp++) {
        for (unsigned i = 0; i < m->spaces[sp].n_moons; i++) {
            unsigned pts = m->moons[m->spaces[sp].moons[i]].points;
            assert_true(i > 0 || pts >= moon);
            moon = i == 0 ? pts : moon;
        }
        for (unsigned i = 0; i < m->spaces[sp].n_planets; i++) {
            unsigned g = m->planets[m->spaces[sp].planets[i]].gold;
            assert_true(g >= gold);
            gold = g;
        }
    }
    return true;
}

/* The crash chance of a roll: the chance that no die shows a face the
 * space allows, from the die's faces ("Dice that don't correspond to those
 * values cannot be used"). */
static double crash_chance(const sc_mat *m, unsigned space, unsigned dice)
{
    unsigned bad = 0;
    for (unsigned i = 0; i < m->n_die_sides; i++) {
        bad += !((m->spaces[space].faces >> m->die_sides[i]) & 1u);
    }
    return pow((double)bad / m->n_die_sides, dice);
}

#endif
