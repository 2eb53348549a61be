/* The commander: captain's exact dice, and for every landing, parachute and
 * boarding decision a Monte Carlo test of captain's choice against the
 * others, scored by win share.
 *
 * Each simulated world redraws the hidden things from the commander's seed
 * (ai_determinize) and plays the rest of the game: the rest of the
 * decision's expedition with every seat on captain's travels and landings
 * (what the real opponents play, and what decides most landings), the
 * expeditions after it on cadet's rules (ai_choose_rollout). All choices meet the same worlds, and
 * inside a world the dice are drawn by (expedition, roll, die), not from one running stream: two
 * branches of a world see the same dice whenever they roll at the same moment of the same
 * expedition, so most of the luck cancels out of the comparison (paired outcomes). The commander
 * leaves captain's choice only for one that wins more often beyond the remaining noise. */
#include <math.h>
#include <string.h>

#include "ai_internal.h"

enum {
    MC_BATCH = 32,          /* worlds between two looks at the statistics */
    MC_MIN_WORLDS = 64,     /* before any choice is dropped */
    MC_MAX_WORLDS = 512,    /* per decision: 2,048 won no more games */
    MC_MAX_OPTIONS = 32,    /* choices compared at once */
    MC_BOARD_KEEP = 4,      /* boarding candidates kept from captain's ranking */
    MC_TRAVEL_KEEP = 32,    /* travel candidates, when the travel decides the game */
    MC_MAX_STEPS = 20000,   /* a rollout never loops; a real game is far shorter */
    MC_LATE_CRASHES = 5,    /* endgame: this many crashes or fewer end the game */
    MC_LATE_ASTRONAUTS = 3, /* ... or a player has this many or fewer to place */
};

/* How sure the commander must be before it overrules captain (standard
 * errors of the paired difference), and how far behind a choice may fall
 * before it is dropped. */
#define MC_Z_SWITCH 2.0
#define MC_Z_DROP 1.0

void ai_world_roll(sc_game *g, uint64_t world, unsigned roll_index)
{
    const sc_mat *mat = g->mat;
    uint8_t faces[SC_MAX_DICE];
    uint64_t key = ai_mix(world ^ ((uint64_t)g->expedition << 20) ^ ((uint64_t)roll_index << 4));
    for (unsigned j = 0; j < g->pool; j++) {
        faces[j] = mat->die_sides[ai_mix(key + j) % mat->n_die_sides];
    }
    if (sc_game_roll_fixed(g, faces, g->pool) != SC_OK) {
        sc_game_roll(g, NULL);
    }
}

void ai_rollout(sc_game *g, uint64_t world)
{
    ai_rollout_from(g, world, ~0u);
}

void ai_rollout_from(sc_game *g, uint64_t world, unsigned captain_expedition)
{
    static _Thread_local sc_choice list[SC_MAX_CHOICES];
    unsigned expedition = g->expedition, roll_index = 0, steps = 0;
    while (!sc_game_over(g) && steps++ < MC_MAX_STEPS) {
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
        size_t k = 0;
        if (n > 1) {
            k = g->expedition == captain_expedition ? ai_choose_rollout_captain(g, who, list, n)
                                                    : ai_choose_rollout(g, who, list, n);
        }
        sc_game_apply(g, &list[k]);
    }
}

static uint64_t world_seed(uint64_t seed, unsigned i)
{
    return ai_mix(seed + 0x1000003ull * (i + 1));
}

size_t ai_mc_values(const sc_game *g, unsigned me, const sc_choice *c, size_t n, uint64_t seed,
                    unsigned rollouts, const sc_ai_budget *budget, double *out)
{
    for (size_t j = 0; j < n; j++) {
        out[j] = 0.0;
    }
    unsigned done = 0;
    for (unsigned i = 0; i < rollouts; i++, done++) {
        if (i >= SC_AI_HINT_MIN_WORLDS && ai_expired(budget)) {
            break;
        }
        uint64_t s = world_seed(seed, i);
        sc_game d;
        ai_determinize(g, me, s, &d);
        for (size_t j = 0; j < n; j++) {
            sc_game r = d;
            sc_game_apply(&r, &c[j]);
            ai_rollout(&r, s);
            out[j] += ai_outcome(&r, me);
        }
    }
    for (size_t j = 0; j < n; j++) {
        out[j] /= done ? done : 1;
    }
    return ai_argmax(out, n);
}

/* The mean paired difference of each active choice with the base and its
 * standard error, over the first `worlds` worlds (at least 2). */
static void mc_stats(size_t n, const bool *active, const double *sum_d, const double *sum_d2,
                     unsigned worlds, double *mean, double *se)
{
    for (size_t j = 0; j < n; j++) {
        if (!active[j]) {
            continue;
        }
        mean[j] = sum_d[j] / worlds;
        double var = (sum_d2[j] / worlds - mean[j] * mean[j]) * worlds / (worlds - 1);
        se[j] = sqrt(var > 0 ? var / worlds : 0.0);
    }
}

size_t ai_mc_decide(const sc_game *g, unsigned me, const sc_choice *c, size_t n, size_t base,
                    uint64_t seed, unsigned max_worlds, const sc_ai_budget *budget)
{
    if (n <= 1 || n > MC_MAX_OPTIONS || base >= n) {
        return base < n ? base : 0;
    }
    /* The rest of the decision's expedition is played by captain's rules
     * (the real opponents' rules), solves shared between worlds; not after a
     * boarding, whose expedition is still to fly: each world draws its own
     * expedition token, so nothing would be shared, and a whole expedition
     * per world and choice costs too much. */
    unsigned own = g->pending.kind == SC_PENDING_BOARD ? ~0u : g->expedition;
    bool active[MC_MAX_OPTIONS];
    double sum_d[MC_MAX_OPTIONS] = {0}, sum_d2[MC_MAX_OPTIONS] = {0};
    double mean[MC_MAX_OPTIONS] = {0}, se[MC_MAX_OPTIONS] = {0};
    for (size_t j = 0; j < n; j++) {
        active[j] = j != base;
    }
    unsigned worlds = 0;
    size_t left = n - 1;
    bool stopped = false;
    while (worlds < max_worlds && left > 0 && !stopped) {
        for (unsigned b = 0; b < MC_BATCH; b++, worlds++) {
            /* Anytime: out of time, the worlds so far decide (a world is
             * whole or not counted). */
            if (ai_expired(budget)) {
                stopped = true;
                break;
            }
            uint64_t s = world_seed(seed, worlds);
            sc_game d;
            ai_determinize(g, me, s, &d);
            sc_game r = d;
            sc_game_apply(&r, &c[base]);
            ai_rollout_from(&r, s, own);
            double o_base = ai_outcome(&r, me);
            for (size_t j = 0; j < n; j++) {
                if (!active[j]) {
                    continue;
                }
                r = d;
                sc_game_apply(&r, &c[j]);
                ai_rollout_from(&r, s, own);
                double diff = ai_outcome(&r, me) - o_base;
                sum_d[j] += diff;
                sum_d2[j] += diff * diff;
            }
        }
        if (stopped) {
            if (worlds < 2) {
                return base; /* nothing tested: captain's choice */
            }
            mc_stats(n, active, sum_d, sum_d2, worlds, mean, se);
            break;
        }
        if (worlds < MC_MIN_WORLDS) {
            continue;
        }
        mc_stats(n, active, sum_d, sum_d2, worlds, mean, se);
        for (size_t j = 0; j < n; j++) {
            /* Behind captain's choice, or never different from it. */
            if (active[j] && mean[j] + MC_Z_DROP * se[j] <= 0.0) {
                active[j] = false;
                left--;
            }
        }
        /* One challenger left, and clearly ahead: no need to look further. */
        if (left == 1) {
            for (size_t j = 0; j < n; j++) {
                if (active[j] && mean[j] > MC_Z_SWITCH * se[j]) {
                    return j;
                }
            }
        }
    }
    size_t best = base;
    double best_mean = 0.0;
    for (size_t j = 0; j < n; j++) {
        if (active[j] && mean[j] > MC_Z_SWITCH * se[j] && mean[j] > best_mean) {
            best_mean = mean[j];
            best = j;
        }
    }
    return best;
}

/* The end is near: few crashes left on the failure track, or a player with
 * few astronauts left to place. Then captain's points are a poor guide to
 * winning, and the simulations are short (so cheap and little biased by
 * the simple rules they play by). Earlier, captain decides alone. */
static bool endgame(const sc_game *g)
{
    if (g->failures + MC_LATE_CRASHES >= g->mat->failures_to_end) {
        return true;
    }
    for (unsigned p = 0; p < g->setup.n_players; p++) {
        if (sc_game_placed(g, p) + MC_LATE_ASTRONAUTS >= SC_ASTRONAUTS) {
            return true;
        }
    }
    return false;
}

bool ai_last_stretch(const sc_game *g)
{
    if (g->failures + 1u >= g->mat->failures_to_end) {
        return true;
    }
    for (unsigned p = 0; p < g->setup.n_players; p++) {
        if (sc_game_placed(g, p) >= SC_ASTRONAUTS) {
            return true;
        }
    }
    return false;
}

/* Keeps captain's `keep` best choices (by the values v) and lets the
 * paired test pick among them, captain's best as the default. */
static size_t mc_among_best(const sc_game *g, unsigned me, const sc_choice *c, size_t n,
                            const double *v, size_t keep, uint64_t seed, const sc_ai_budget *budget)
{
    size_t idx[MC_MAX_OPTIONS];
    size_t k = 0;
    bool taken[256] = {false};
    if (n > sizeof taken) {
        n = sizeof taken;
    }
    if (keep > MC_MAX_OPTIONS) {
        keep = MC_MAX_OPTIONS;
    }
    /* Selection of the `keep` largest, first index first on ties. */
    while (k < keep && k < n) {
        size_t best = n;
        for (size_t i = 0; i < n; i++) {
            if (!taken[i] && (best == n || v[i] > v[best] + 1e-12)) {
                best = i;
            }
        }
        taken[best] = true;
        idx[k++] = best;
    }
    if (k <= 1) {
        return idx[0];
    }
    sc_choice sub[MC_MAX_OPTIONS];
    for (size_t i = 0; i < k; i++) {
        sub[i] = c[idx[i]];
    }
    return idx[ai_mc_decide(g, me, sub, k, 0, seed, ai_budget_worlds(budget, MC_MAX_WORLDS),
                            budget)];
}

size_t ai_choose_commander(const sc_game *g, unsigned me, const sc_choice *c, size_t n,
                           uint64_t seed, const sc_ai_budget *budget)
{
    switch (g->pending.kind) {
    case SC_PENDING_TRAVEL: {
        /* How to travel is a question of winning, not points, only when the
         * travel decides the game; then every choice captain ranks among
         * its best 32 is tested, since the winning move may be one it ranks
         * last (flying where the next roll most likely crashes, to end the
         * game ahead). */
        if (!ai_last_stretch(g) || n > 256) {
            return ai_captain_travel_value(g, me, c, n, NULL);
        }
        static _Thread_local double v[256];
        ai_captain_travel_values(g, me, c, n, v);
        return mc_among_best(g, me, c, n, v, MC_TRAVEL_KEEP, seed, budget);
    }
    case SC_PENDING_BOARD: {
        if (!endgame(g)) {
            return ai_choose_captain(g, me, c, n, seed);
        }
        double v[SC_ASTRONAUTS];
        ai_captain_board_values(g, me, c, n, v);
        return mc_among_best(g, me, c, n, v, MC_BOARD_KEEP, seed, budget);
    }
    case SC_PENDING_LAND:
    case SC_PENDING_PARACHUTE: {
        /* In the endgame every landing is tested; before it, the close
         * calls, where captain's points barely separate staying from
         * landing and the winning chances may well disagree. */
        double stay = 0.0, leave = 0.0;
        size_t base = ai_captain_land_values(g, me, c, n, &stay, &leave);
        if (!endgame(g) && !(fabs(stay - leave) < AI_COMMANDER_CLOSE_CALL)) {
            return base;
        }
        return ai_mc_decide(g, me, c, n, base, seed, ai_budget_worlds(budget, MC_MAX_WORLDS),
                            budget);
    }
    default:
        return ai_choose_captain(g, me, c, n, seed);
    }
}
