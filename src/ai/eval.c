/* What a computer seat knows and what things are worth to it: redrawing the
 * hidden information, the value of a landing, of deep space, of an
 * astronaut kept at home, and the leaves of the dice solver. */
#include <math.h>
#include <string.h>

#include "ai_internal.h"

const ai_model ai_model_captain = {
    .opp_weight = 0.5,
    .home_value = 2.5,
    .progress = 0.35,
    .follow = 0.85,
};

/* ---- hidden information ------------------------------------------------ */

static void sort_bytes(uint8_t *a, int n)
{
    for (int i = 1; i < n; i++) {
        uint8_t x = a[i];
        int j = i - 1;
        for (; j >= 0 && a[j] > x; j--) {
            a[j + 1] = a[j];
        }
        a[j + 1] = x;
    }
}

void ai_determinize(const sc_game *g, unsigned me, uint64_t seed, sc_game *out)
{
    *out = *g;
    sc_rng r;
    sc_rng_seed(&r, ai_mix(seed ^ 0x5EC2E7C47u));
    /* The dice to come: never the real generator's. */
    sc_rng_seed(&out->rng, ai_mix(seed ^ 0xD1CEu));
    sc_piles *pl = &out->piles;
    /* Undrawn tokens: sorted first, so the redraw depends on which tokens
     * are left (public) and not on their real order (hidden). */
    sort_bytes(pl->exp + out->exp_next, pl->n_exp - out->exp_next);
    sc_rng_shuffle(&r, pl->exp + out->exp_next, pl->n_exp - out->exp_next);
    sort_bytes(pl->explore + out->explore_next, pl->n_explore - out->explore_next);
    sc_rng_shuffle(&r, pl->explore + out->explore_next, pl->n_explore - out->explore_next);
    const sc_mat *mat = g->mat;
    if (!(g->setup.variants & SC_VARIANT_MISSIONS)) {
        return;
    }
    /* Other players' missions: any tokens but the ones dealt to me. */
    unsigned dealt = mat->missions_dealt;
    bool mine[SC_MAX_MISSION_TOKENS] = {false};
    for (unsigned i = 0; i < dealt && me * dealt + i < pl->n_missions; i++) {
        mine[pl->missions[me * dealt + i]] = true;
    }
    uint8_t unseen[SC_MAX_MISSION_TOKENS];
    unsigned n_unseen = 0;
    for (unsigned t = 0; t < mat->n_mission_tokens; t++) {
        if (!mine[t]) {
            unseen[n_unseen++] = (uint8_t)t;
        }
    }
    sc_rng_shuffle(&r, unseen, n_unseen);
    unsigned next = 0;
    for (unsigned p = 0; p < g->setup.n_players; p++) {
        if (p == me) {
            continue;
        }
        sc_player *pp = &out->players[p];
        for (unsigned i = 0; i < dealt && next < n_unseen; i++) {
            uint8_t t = unseen[next++];
            if (p * dealt + i < pl->n_missions) {
                pl->missions[p * dealt + i] = t;
            }
            if (i < pp->n_missions) {
                pp->missions[i] = t;
            }
        }
    }
}

/* ---- values ------------------------------------------------------------ */

static double placement_value(const sc_game *g, const ai_model *m, unsigned me, unsigned ability,
                              unsigned kind, unsigned index, unsigned pts)
{
    sc_score before[SC_MAX_PLAYERS], after[SC_MAX_PLAYERS];
    sc_game_score(g, before);
    sc_game c = *g;
    sc_player *p = &c.players[me];
    unsigned progress_before[SC_MAX_GOALS];
    for (unsigned i = 0; i < g->mat->n_goals; i++) {
        progress_before[i] = sc_game_goal_progress(g, me, &g->mat->goals[i]);
    }
    sc_place *pl = &p->astronauts[ability];
    pl->kind = (uint8_t)kind;
    pl->index = (uint8_t)index;
    pl->order = (uint16_t)(c.landings + 1);
    if (kind == SC_AT_MOON) {
        c.moons_taken |= 1u << index;
        p->moon_points = (uint16_t)(p->moon_points + pts);
    } else if (kind == SC_AT_COMET || kind == SC_AT_GALAXY) {
        p->deep_points = (uint16_t)(p->deep_points + pts);
    }
    /* A parachute landing at a crash is in no landing phase: it takes no
     * goal (docs/rulings.md R8). A condition it completes is the player's
     * at their next landing in a landing phase, if nobody gets there first:
     * one landing away, valued as a goal one astronaut away. */
    bool checks_goals = g->pending.kind != SC_PENDING_PARACHUTE;
    double shaping = 0.0;
    for (unsigned i = 0; i < g->mat->n_goals; i++) {
        if (c.goal_owner[i] >= 0) {
            continue;
        }
        const sc_goal *goal = &g->mat->goals[i];
        unsigned now = sc_game_goal_progress(&c, me, goal);
        if (now >= goal->count && checks_goals) {
            c.goal_owner[i] = (int8_t)me;
        } else if (now >= goal->count
                       ? progress_before[i] < goal->count
                       : now + 1 == goal->count && progress_before[i] + 1 < goal->count) {
            shaping += m->progress * goal->points;
        }
    }
    sc_game_score(&c, after);
    double mine = after[me].total - before[me].total;
    double opp = 0.0;
    unsigned n = g->setup.n_players;
    /* Others' missions are secret: their points are left out. */
    for (unsigned q = 0; q < n; q++) {
        if (q != me) {
            opp += (after[q].total - after[q].missions) - (before[q].total - before[q].missions);
        }
    }
    return mine - m->opp_weight * opp / (n - 1) + shaping;
}

double ai_target_value(const sc_game *g, const ai_model *m, unsigned me, unsigned ability,
                       unsigned target, unsigned index)
{
    const sc_mat *mat = g->mat;
    switch (target) {
    case SC_TARGET_MOON:
        return placement_value(g, m, me, ability, SC_AT_MOON, index,
                               sc_landing_points(mat, ability, target, index));
    case SC_TARGET_PLANET:
        return placement_value(g, m, me, ability, SC_AT_PLANET, index, 0);
    default:
        return placement_value(g, m, me, ability, SC_AT_GALAXY, 0,
                               sc_landing_points(mat, ability, SC_TARGET_DEEP, 0));
    }
}

double ai_deep_value(const sc_game *g, const ai_model *m, unsigned me, unsigned ability, bool comet)
{
    unsigned pts = sc_deep_space_points(g->mat, ability, comet);
    return placement_value(g, m, me, ability, comet ? SC_AT_COMET : SC_AT_GALAXY, 0, pts);
}

double ai_home_value(const sc_game *g, const ai_model *m, unsigned me)
{
    const sc_mat *mat = g->mat;
    int crashes_left = (int)mat->failures_to_end - (int)g->failures;
    unsigned most = 0;
    for (unsigned p = 0; p < g->setup.n_players; p++) {
        unsigned placed = sc_game_placed(g, p);
        if (placed > most) {
            most = placed;
        }
    }
    double a = (crashes_left - 1) / 4.0;
    double b = ((double)SC_ASTRONAUTS - 1.0 - most) / 3.0;
    a = a < 0 ? 0 : a > 1 ? 1 : a;
    b = b < 0 ? 0 : b > 1 ? 1 : b;
    (void)me;
    return m->home_value * a * b;
}

static double try_space(const sc_game *g, const ai_model *m, unsigned me, unsigned ability,
                        unsigned s, double best, sc_choice *out)
{
    const sc_space *sp = &g->mat->spaces[s];
    for (unsigned i = 0; i < sp->n_moons; i++) {
        if (g->moons_taken & (1u << sp->moons[i])) {
            continue;
        }
        double v = ai_target_value(g, m, me, ability, SC_TARGET_MOON, sp->moons[i]);
        if (v > best) {
            best = v;
            *out = (sc_choice){
                .kind = SC_CHOICE_LAND, .target = SC_TARGET_MOON, .index = sp->moons[i]};
        }
        break;
    }
    for (unsigned i = 0; i < sp->n_planets; i++) {
        double v = ai_target_value(g, m, me, ability, SC_TARGET_PLANET, sp->planets[i]);
        if (v > best) {
            best = v;
            *out = (sc_choice){
                .kind = SC_CHOICE_LAND, .target = SC_TARGET_PLANET, .index = sp->planets[i]};
        }
    }
    return best;
}

double ai_best_landing(const sc_game *g, const ai_model *m, unsigned me, unsigned seat,
                       unsigned space, bool crashed, sc_choice *best)
{
    sc_choice dummy;
    if (!best) {
        best = &dummy;
    }
    *best = (sc_choice){.kind = SC_CHOICE_STAY};
    unsigned deep = sc_mat_deep(g->mat);
    if (space >= deep) {
        return AI_NEG_INF;
    }
    unsigned ability = g->seats[seat].ability;
    double v = try_space(g, m, me, ability, space, AI_NEG_INF, best);
    if (!crashed && ability == SC_LANDER) {
        if (space > 0) {
            v = try_space(g, m, me, ability, space - 1, v, best);
        }
        if (space + 1 == deep) {
            double d = ai_target_value(g, m, me, ability, SC_TARGET_DEEP, 0);
            if (d > v) {
                v = d;
                *best = (sc_choice){.kind = SC_CHOICE_LAND, .target = SC_TARGET_DEEP};
            }
        } else {
            v = try_space(g, m, me, ability, space + 1, v, best);
        }
    }
    return v;
}

void ai_fill_leaves(const sc_game *g, const ai_model *m, unsigned me, unsigned seat, bool commander,
                    ai_leaves *lv)
{
    const sc_mat *mat = g->mat;
    unsigned deep = sc_mat_deep(mat);
    unsigned ability = g->seats[seat].ability;
    double home = ai_home_value(g, m, me);
    memset(lv, 0, sizeof *lv);
    for (unsigned s = 0; s < deep; s++) {
        lv->land[s] = AI_NEG_INF;
        if (s >= mat->first_landing_space) {
            double v = ai_best_landing(g, m, me, seat, s, false, NULL);
            if (v > AI_NEG_INF) {
                lv->land[s] = v - home;
            }
        }
        if (ability == SC_PARACHUTE) {
            double v = ai_best_landing(g, m, me, seat, s, true, NULL) - home;
            lv->crash[s] = v > 0 ? v : 0;
        }
    }
    lv->deep = ai_deep_value(g, m, me, ability, commander) - home;
    if (g->setup.variants & SC_VARIANT_EXPLORATION) {
        for (unsigned i = 0; i < mat->n_slots; i++) {
            int t = g->slot_token[i];
            if (t < 0) {
                continue;
            }
            unsigned s = mat->slot_space[i];
            const sc_explore_token *tok = &mat->explore_tokens[t];
            if (tok->kind == SC_EXPLORE_POINTS && commander) {
                lv->bonus[s] += tok->value;
            } else if (tok->kind == SC_EXPLORE_TUNNEL) {
                lv->jump[s] = tok->value;
            } else if (tok->kind == SC_EXPLORE_REGAIN) {
                lv->regain[s] = 1;
            }
        }
    }
    if ((g->setup.variants & SC_VARIANT_UFO) && commander && g->ufo_next < mat->n_ufo_tokens) {
        lv->bonus[g->ufo_space] += mat->ufo_tokens[g->ufo_next];
    }
}

double ai_outcome(const sc_game *g, unsigned me)
{
    sc_score s[SC_MAX_PLAYERS];
    sc_game_score(g, s);
    int best_other = -1000;
    unsigned ties = 1;
    for (unsigned p = 0; p < g->setup.n_players; p++) {
        if (p == me) {
            continue;
        }
        if (s[p].total > best_other) {
            best_other = s[p].total;
        }
    }
    for (unsigned p = 0; p < g->setup.n_players; p++) {
        if (p != me && s[p].total == s[me].total) {
            ties++;
        }
    }
    double margin = 0.002 * (s[me].total - best_other);
    if (s[me].total > best_other) {
        return 1.0 + margin;
    }
    if (s[me].total == best_other) {
        return 1.0 / ties + margin;
    }
    return margin;
}
