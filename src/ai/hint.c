/* The hint: what the strongest level would do in a seat's decision, and
 * why, with the crash odds, the expected points and the winning chances. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "ai_internal.h"

/* A seed from what everyone sees, so the hint is the same each time. */
static uint64_t public_seed(const sc_game *g, unsigned me)
{
    uint64_t h = ai_mix(me);
    h = ai_mix(h ^ g->expedition);
    h = ai_mix(h ^ ((uint64_t)g->rocket_space << 8 | g->pool));
    h = ai_mix(h ^ ((uint64_t)g->landings << 16 | g->failures));
    h = ai_mix(h ^ g->pending.kind ^ ((uint64_t)(uint8_t)g->pending.rocket_seat << 8));
    return h;
}

static double clamp01(double x)
{
    return x < 0 ? 0 : x > 1 ? 1 : x;
}

/* Pool and space after a travel choice. */
static void after_choice(const sc_game *g, const sc_choice *c, unsigned *space, unsigned *pool)
{
    unsigned deep = sc_mat_deep(g->mat);
    *space = g->rocket_space;
    *pool = g->pool;
    if (c->kind != SC_CHOICE_MOVE) {
        return;
    }
    unsigned d = sc_game_move_distance(g, c);
    unsigned spent = 0;
    for (unsigned f = SC_FACE_1; f < SC_FACE_COUNT; f++) {
        if (c->faces & (1u << f)) {
            spent += g->roll[f];
        }
    }
    if (!(c->flags & SC_MOVE_KEEP)) {
        *pool = spent >= g->pool ? 1 : g->pool - spent;
    }
    *space = g->rocket_space + d > deep ? deep : g->rocket_space + d;
}

bool sc_ai_hint(const sc_game *g, unsigned me, sc_ai_hint_t *out)
{
    memset(out, 0, sizeof *out);
    out->crash_chance = out->ev_stay = out->ev_leave = AI_NAN;
    out->win_stay = out->win_leave = out->ev_choice = AI_NAN;
    sc_pending p = sc_game_pending(g);
    out->pending = p.kind;
    if (p.kind == SC_PENDING_ROLL || p.kind == SC_PENDING_OVER || p.player != (int)me) {
        return false;
    }
    static _Thread_local sc_choice list[SC_MAX_CHOICES];
    size_t n = sc_game_choices(g, list);
    if (n == 0) {
        return false;
    }
    uint64_t seed = public_seed(g, me);
    const sc_ai_level *top = sc_ai_strongest();
    char text[64];
    switch (p.kind) {
    case SC_PENDING_LAND:
    case SC_PENDING_PARACHUTE: {
        double stay, leave;
        ai_captain_land_values(g, me, list, n, &stay, &leave);
        out->ev_stay = stay;
        out->ev_leave = leave;
        out->crash_chance = p.kind == SC_PENDING_LAND ? sc_game_crash_chance(g) : AI_NAN;
        double w[2 * (2 * SC_MAX_ADJ + 1) + 2];
        if (n <= sizeof w / sizeof w[0]) {
            ai_mc_values(g, me, list, n, seed, AI_COMMANDER_ROLLOUTS, w);
            out->index = sc_ai_choose(top, g, me, list, n, seed);
            double best_land = AI_NEG_INF;
            for (size_t i = 0; i < n; i++) {
                if (list[i].kind == SC_CHOICE_LAND && w[i] > best_land) {
                    best_land = w[i];
                }
            }
            out->win_stay = clamp01(w[0]);
            out->win_leave =
                clamp01(list[out->index].kind == SC_CHOICE_LAND ? w[out->index] : best_land);
        } else {
            out->index = sc_ai_choose(top, g, me, list, n, seed);
        }
        out->choice = list[out->index];
        sc_choice_format(g, &out->choice, text, sizeof text);
        if (p.kind == SC_PENDING_LAND) {
            snprintf(out->why, sizeof out->why,
                     "%s: the next roll crashes %.0f%% of the time; staying is worth %.1f "
                     "points, landing %.1f; winning chances %.0f%% vs %.0f%%.",
                     text, 100.0 * out->crash_chance, stay, leave, 100.0 * out->win_stay,
                     100.0 * out->win_leave);
        } else {
            snprintf(out->why, sizeof out->why,
                     "%s: landing is worth %.1f points; winning chances %.0f%% going home "
                     "vs %.0f%% landing.",
                     text, leave, 100.0 * out->win_stay, 100.0 * out->win_leave);
        }
        break;
    }
    case SC_PENDING_TRAVEL: {
        static _Thread_local double each[SC_MAX_CHOICES];
        ai_captain_travel_values(g, me, list, n, each);
        out->index = sc_ai_choose(top, g, me, list, n, seed);
        double v = each[out->index];
        out->choice = list[out->index];
        out->ev_choice = v;
        unsigned space, pool;
        after_choice(g, &out->choice, &space, &pool);
        out->crash_chance =
            out->choice.kind == SC_CHOICE_CRASH ? 1.0 : sc_mat_crash_chance(g->mat, space, pool);
        sc_choice_format(g, &out->choice, text, sizeof text);
        snprintf(out->why, sizeof out->why,
                 "%s: worth %.1f points on average from here; the next roll then crashes "
                 "%.0f%% of the time.",
                 text, v, 100.0 * out->crash_chance);
        break;
    }
    default:
        out->index = sc_ai_choose(top, g, me, list, n, seed);
        out->choice = list[out->index];
        if (p.kind == SC_PENDING_BOARD) {
            out->crash_chance = sc_mat_crash_chance(g->mat, 0, g->pool);
        }
        sc_choice_format(g, &out->choice, text, sizeof text);
        snprintf(out->why, sizeof out->why, "%s: what the %s would do.", text, top->name);
        break;
    }
    return true;
}
