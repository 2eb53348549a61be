/* The hint: the best choice of a seat's decision by one stated measure
 * (expected points, or near the end the chance to win), with that measure
 * for the best other choice, the crash odds and the other figures. The
 * suggestion is chosen by the figures it shows, so they never contradict
 * it. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "ai_internal.h"

enum {
    HINT_MC_MAX = 2 * (2 * SC_MAX_ADJ + 1) + 2, /* choices estimated by simulation */
    HINT_TRAVEL_KEEP = 4, /* travel candidates simulated, the best by points */
};

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

/* Near the end, by winning: the Monte Carlo estimate of each of the k
 * choices idx[] (common worlds), the best of them (the first on ties, so
 * the strongest level's own preference when listed first) as the
 * suggestion and the best of the others as the alternative. */
static void by_winning(const sc_game *g, unsigned me, const sc_choice *list, const size_t *idx,
                       size_t k, uint64_t seed, const sc_ai_budget *budget, sc_ai_hint_t *out,
                       double *w)
{
    sc_choice sub[HINT_MC_MAX] = {{0}};
    for (size_t i = 0; i < k; i++) {
        sub[i] = list[idx[i]];
    }
    ai_mc_values(g, me, sub, k, seed, ai_budget_worlds(budget, AI_COMMANDER_ROLLOUTS), budget, w);
    for (size_t i = 0; i < k; i++) {
        w[i] = clamp01(w[i]);
    }
    size_t best = ai_argmax(w, k);
    out->basis = SC_HINT_BY_WINNING;
    out->index = idx[best];
    out->value = w[best];
    out->alt_value = AI_NAN;
    for (size_t i = 0; i < k; i++) {
        if (i != best && (isnan(out->alt_value) || w[i] > out->alt_value)) {
            out->alt_value = w[i];
            out->alt = sub[i];
        }
    }
}

/* The k best of n values (indices, best first; the first index on ties). */
static size_t top_k(const double *v, size_t n, size_t k, size_t *idx)
{
    size_t m = 0;
    while (m < k && m < n) {
        size_t best = n;
        for (size_t i = 0; i < n; i++) {
            bool taken = false;
            for (size_t j = 0; j < m; j++) {
                taken |= idx[j] == i;
            }
            if (!taken && (best == n || v[i] > v[best] + 1e-12)) {
                best = i;
            }
        }
        idx[m++] = best;
    }
    return m;
}

static void hint_landing(const sc_game *g, unsigned me, const sc_choice *list, size_t n,
                         uint64_t seed, const sc_ai_budget *budget, sc_ai_hint_t *out)
{
    static _Thread_local double v[SC_MAX_CHOICES];
    double stay, leave;
    size_t base = ai_captain_land_values(g, me, list, n, &stay, &leave);
    out->ev_stay = stay;
    out->crash_chance = g->pending.kind == SC_PENDING_LAND ? sc_game_crash_chance(g) : AI_NAN;
    /* Every landing's value, the best first on ties (staying, or going
     * home, is choice 0). */
    unsigned ability = g->seats[g->pending.rocket_seat].ability;
    double home = ai_home_value(g, &ai_model_captain, me);
    size_t best_land = n;
    for (size_t i = 0; i < n; i++) {
        if (list[i].kind != SC_CHOICE_LAND) {
            continue;
        }
        v[i] = ai_target_value(g, &ai_model_captain, me, ability, list[i].target, list[i].index) -
               home;
        if (best_land == n || v[i] > v[best_land]) {
            best_land = i;
        }
    }
    bool stays = leave <= stay || best_land == n;
    if (!ai_last_stretch(g) || n > HINT_MC_MAX) {
        out->basis = SC_HINT_BY_POINTS;
        out->index = stays ? 0 : best_land;
        out->value = stays ? stay : v[best_land];
        out->alt_value = best_land == n ? AI_NAN : stays ? v[best_land] : stay;
        out->alt = stays && best_land < n ? list[best_land] : list[0];
        if (best_land < n) {
            out->land = list[best_land];
            out->ev_leave = v[best_land];
        }
        return;
    }
    /* The strongest level's choice first, so that it wins a tie. */
    size_t idx[HINT_MC_MAX];
    idx[0] = base;
    for (size_t i = 0, k = 1; i < n; i++) {
        if (i != base) {
            idx[k++] = i;
        }
    }
    double w[HINT_MC_MAX];
    by_winning(g, me, list, idx, n, seed, budget, out, w);
    /* The landing: as suggested, or the best landing when staying is. */
    bool land = list[out->index].kind == SC_CHOICE_LAND;
    size_t shown = n;
    for (size_t i = 0; i < n; i++) {
        if (list[idx[i]].kind != SC_CHOICE_LAND) {
            out->win_stay = w[i];
        } else if (land ? idx[i] == out->index : isnan(out->win_leave) || w[i] > out->win_leave) {
            out->win_leave = w[i];
            shown = idx[i];
        }
    }
    if (shown < n) {
        out->land = list[shown];
        out->ev_leave = v[shown];
    }
}

static void hint_travel(const sc_game *g, unsigned me, const sc_choice *list, size_t n,
                        uint64_t seed, const sc_ai_budget *budget, sc_ai_hint_t *out)
{
    static _Thread_local double each[SC_MAX_CHOICES];
    size_t best = ai_captain_travel_values(g, me, list, n, each);
    if (!ai_last_stretch(g)) {
        out->basis = SC_HINT_BY_POINTS;
        out->index = best;
        out->value = each[best];
        size_t idx[2];
        if (top_k(each, n, 2, idx) == 2) {
            out->alt_value = each[idx[1]];
            out->alt = list[idx[1]];
        }
    } else {
        size_t idx[HINT_TRAVEL_KEEP];
        double w[HINT_TRAVEL_KEEP];
        size_t k = top_k(each, n, HINT_TRAVEL_KEEP, idx);
        by_winning(g, me, list, idx, k, seed, budget, out, w);
    }
    out->ev_choice = each[out->index];
    unsigned space, pool;
    after_choice(g, &list[out->index], &space, &pool);
    out->crash_chance =
        list[out->index].kind == SC_CHOICE_CRASH ? 1.0 : sc_mat_crash_chance(g->mat, space, pool);
}

/* Boarding: by the captain's value of each astronaut aboard (what it can
 * be expected to do in this expedition, less what it would be worth kept
 * for a later one), or in the last stretch by the chance to win. */
static void hint_board(const sc_game *g, unsigned me, const sc_choice *list, size_t n,
                       uint64_t seed, const sc_ai_budget *budget, sc_ai_hint_t *out)
{
    if (ai_last_stretch(g) && n > 1 && n <= HINT_MC_MAX) {
        size_t idx[HINT_MC_MAX];
        double w[HINT_MC_MAX];
        size_t base = sc_ai_choose_within(sc_ai_strongest(), g, me, list, n, seed, budget);
        idx[0] = base;
        for (size_t i = 0, k = 1; i < n; i++) {
            if (i != base) {
                idx[k++] = i;
            }
        }
        by_winning(g, me, list, idx, n, seed, budget, out, w);
    } else {
        double v[SC_ASTRONAUTS];
        size_t k = n < SC_ASTRONAUTS ? n : SC_ASTRONAUTS;
        ai_captain_board_values(g, me, list, k, v);
        size_t idx[2];
        size_t m = top_k(v, k, 2, idx);
        out->basis = SC_HINT_BY_POINTS;
        out->index = idx[0];
        out->value = v[idx[0]];
        if (m == 2) {
            out->alt_value = v[idx[1]];
            out->alt = list[idx[1]];
        }
    }
    /* The first roll: from the satellite's space when one is aboard. */
    bool satellite = list[out->index].arg == SC_SATELLITE;
    for (unsigned s = 0; s < g->n_seats; s++) {
        satellite |= g->seats[s].ability == SC_SATELLITE;
    }
    out->crash_chance =
        sc_mat_crash_chance(g->mat, satellite ? g->mat->satellite_space : 0, g->pool);
}

bool sc_ai_hint(const sc_game *g, unsigned me, sc_ai_hint_t *out)
{
    return sc_ai_hint_within(g, me, NULL, out);
}

bool sc_ai_hint_within(const sc_game *g, unsigned me, const sc_ai_budget *budget, sc_ai_hint_t *out)
{
    memset(out, 0, sizeof *out);
    out->crash_chance = out->ev_stay = out->ev_leave = AI_NAN;
    out->win_stay = out->win_leave = out->ev_choice = AI_NAN;
    out->value = out->alt_value = AI_NAN;
    out->land.kind = SC_CHOICE_KIND_COUNT;
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
    switch (p.kind) {
    case SC_PENDING_LAND:
    case SC_PENDING_PARACHUTE:
        hint_landing(g, me, list, n, seed, budget, out);
        break;
    case SC_PENDING_TRAVEL:
        hint_travel(g, me, list, n, seed, budget, out);
        break;
    case SC_PENDING_BOARD:
        hint_board(g, me, list, n, seed, budget, out);
        break;
    default:
        out->index = sc_ai_choose_within(sc_ai_strongest(), g, me, list, n, seed, budget);
        break;
    }
    out->choice = list[out->index];
    return true;
}
