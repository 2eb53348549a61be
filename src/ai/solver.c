/* The exact dice solver: expectimax over (space, pool, pilots, token) with
 * the exact distribution of a roll (see ai_internal.h). Rolls are grouped by
 * face counts (multisets), each with its multinomial probability, so a pool
 * of six dice is 210 outcomes, not 6^6. */
#include <math.h>
#include <string.h>

#include "ai_internal.h"

static void add_rolls(ai_solver *s, unsigned pool, unsigned face, unsigned left, uint8_t *count,
                      const double *q)
{
    if (face + 1 == SC_FACE_COUNT) {
        count[face] = (uint8_t)left;
        /* multinomial: pool! / prod(c!) * prod(q^c) */
        double p = 1.0;
        unsigned k = 0;
        for (unsigned f = 0; f < SC_FACE_COUNT; f++) {
            for (unsigned i = 1; i <= count[f]; i++) {
                k++;
                p *= (double)k / (double)i * q[f];
            }
        }
        if (p > 0.0) {
            ai_roll *r = &s->rolls[s->first_roll[pool] + s->n_rolls[pool]++];
            memcpy(r->count, count, SC_FACE_COUNT);
            r->prob = p;
        }
        return;
    }
    for (unsigned c = 0; c <= left; c++) {
        count[face] = (uint8_t)c;
        add_rolls(s, pool, face + 1, left - c, count, q);
    }
}

/* Forgets every solved state (new leaves or token), keeping the rolls of
 * the mat s was initialised with. */
void ai_solver_reset(ai_solver *s, const ai_leaves *lv, int token)
{
    s->lv = lv;
    s->token = token;
    /* Only the states a solve can reach: no space beyond deep space, no pool
     * above the mat's dice (ai_solve_value clamps both). */
    unsigned deep = sc_mat_deep(s->mat);
    for (unsigned a = 0; a <= deep; a++) {
        for (unsigned b = 0; b <= s->mat->n_dice; b++) {
            for (unsigned c = 0; c <= SC_MAX_PLAYERS; c++) {
                s->memo[a][b][c][0] = s->memo[a][b][c][1] = AI_NAN;
                s->after[a][b][c][0] = s->after[a][b][c][1] = AI_NAN;
            }
        }
    }
}

void ai_solver_init(ai_solver *s, const sc_mat *mat, const ai_leaves *lv, int token)
{
    s->mat = mat;
    s->lv = lv;
    s->token = token;
    s->reference = false;
    double q[SC_FACE_COUNT] = {0};
    for (unsigned i = 0; i < mat->n_die_sides; i++) {
        q[mat->die_sides[i]] += 1.0 / mat->n_die_sides;
    }
    for (unsigned sp = 0; sp < mat->n_spaces; sp++) {
        for (unsigned f = 0; f < SC_FACE_COUNT; f++) {
            s->value[sp][f] = ((mat->spaces[sp].faces >> f) & 1u)
                                  ? (uint8_t)sc_mat_face_value(mat, sp, (sc_face)f)
                                  : 0;
        }
    }
    unsigned next = 0;
    for (unsigned p = 0; p <= SC_MAX_DICE; p++) {
        s->first_roll[p] = next;
        s->n_rolls[p] = 0;
        if (p >= 1 && p <= mat->n_dice) {
            uint8_t count[SC_FACE_COUNT];
            add_rolls(s, p, 0, p, count, q);
        }
        next += s->n_rolls[p];
    }
    for (unsigned a = 0; a <= SC_MAX_SPACES; a++) {
        for (unsigned b = 0; b <= SC_MAX_DICE; b++) {
            for (unsigned c = 0; c <= SC_MAX_PLAYERS; c++) {
                s->memo[a][b][c][0] = s->memo[a][b][c][1] = AI_NAN;
            }
        }
    }
    for (unsigned a = 0; a <= SC_MAX_SPACES; a++) {
        for (unsigned b = 0; b <= SC_MAX_DICE; b++) {
            for (unsigned c = 0; c <= SC_MAX_PLAYERS; c++) {
                s->after[a][b][c][0] = s->after[a][b][c][1] = AI_NAN;
            }
        }
    }
}

static bool usable(const sc_mat *mat, unsigned space, unsigned face)
{
    return (mat->spaces[space].faces >> face) & 1u;
}

static unsigned extra_value(const ai_solver *s, unsigned space)
{
    if (s->token < 0) {
        return 0;
    }
    const sc_exp_token *t = &s->mat->exp_tokens[s->token];
    if (t->ability != SC_EXP_EXTRA_DICE) {
        return 0;
    }
    unsigned v = 0;
    for (unsigned i = 0; i < t->n_extra; i++) {
        if (usable(s->mat, space, t->extra[i])) {
            v += sc_mat_face_value(s->mat, space, (sc_face)t->extra[i]);
        }
    }
    return v;
}

static unsigned token_ability(const ai_solver *s)
{
    return s->token < 0 ? SC_EXP_ABILITY_COUNT : s->mat->exp_tokens[s->token].ability;
}

double ai_solve_after_move(ai_solver *s, unsigned space, unsigned pool, unsigned pilots,
                           bool token_unused)
{
    const sc_mat *mat = s->mat;
    unsigned deep = sc_mat_deep(mat);
    double gain = 0.0;
    if (space < deep) {
        gain += s->lv->bonus[space];
        if (s->lv->regain[space] && pool < mat->n_dice) {
            pool++;
        }
        if (s->lv->jump[space]) {
            space += s->lv->jump[space];
            if (space > deep) {
                space = deep;
            }
            if (space < deep) {
                gain += s->lv->bonus[space];
            }
        }
    } else {
        gain += s->lv->bonus[deep];
    }
    if (space >= deep) {
        return gain + s->lv->deep;
    }
    double go = ai_solve_value(s, space, pool, pilots, token_unused);
    double stop = s->lv->land[space];
    return gain + (stop > go ? stop : go);
}

/* The best of every legal use of one roll. */
static double best_of_roll(ai_solver *s, unsigned space, unsigned pool, unsigned pilots, bool tok,
                           const uint8_t *count)
{
    const sc_mat *mat = s->mat;
    unsigned groups = 0;
    const uint8_t *value = s->value[space];
    for (unsigned f = 0; f < SC_FACE_COUNT; f++) {
        if (count[f] && value[f]) {
            groups |= 1u << f;
        }
    }
    unsigned max_pilots = usable(mat, space, SC_FACE_1) ? pilots : 0;
    unsigned ability = tok ? token_ability(s) : SC_EXP_ABILITY_COUNT;
    unsigned extra = ability == SC_EXP_EXTRA_DICE ? extra_value(s, space) : 0;
    bool keep = ability == SC_EXP_KEEP;
    unsigned deep = sc_mat_deep(mat);
    double best = AI_NEG_INF;
    for (unsigned fm = groups;; fm = (fm - 1) & groups) {
        unsigned dist = 0, spent = 0;
        for (unsigned f = 0; f < SC_FACE_COUNT; f++) {
            if (!(fm & (1u << f))) {
                continue;
            }
            dist += count[f] * value[f];
            if (f != SC_FACE_A) {
                spent += count[f];
            }
        }
        for (unsigned j = 0; j <= max_pilots; j++) {
            for (unsigned ex = 0; ex <= (extra > 0); ex++) {
                for (unsigned kp = 0; kp <= keep; kp++) {
                    unsigned d = dist + j + ex * extra;
                    if (d == 0 || (kp && spent == 0)) {
                        continue;
                    }
                    unsigned np = kp ? pool : (spent >= pool ? 1 : pool - spent);
                    bool ntok = tok && !ex && !kp;
                    unsigned to = space + d > deep ? deep : space + d;
                    double v = ai_solve_after_move(s, to, np, pilots - j, ntok);
                    if (v > best) {
                        best = v;
                    }
                }
            }
        }
        if (fm == 0) {
            break;
        }
    }
    if (ability == SC_EXP_REROLL) {
        double v = ai_solve_value(s, space, pool, pilots, false);
        if (v > best) {
            best = v;
        }
    }
    if (groups == 0 && s->lv->crash[space] > best) {
        best = s->lv->crash[space]; /* declining every rescue, or none exists */
    }
    return best;
}

/* ai_solve_after_move, memoised by (space, pool, pilots, token). */
static double after_cached(ai_solver *s, unsigned to, unsigned np, unsigned pilots, bool tok)
{
    double *a = &s->after[to][np][pilots][tok];
    if (isnan(*a)) {
        *a = ai_solve_after_move(s, to, np, pilots, tok);
    }
    return *a;
}

/* The same value as best_of_roll, several times faster (the boarding
 * decision solves a whole expedition once per astronaut): subset sums are
 * built one group at a time (each subset from the one without its lowest
 * group) and every outcome is a lookup in the memo of after_cached. */
static double best_of_roll_fast(ai_solver *s, unsigned space, unsigned pool, unsigned pilots,
                                bool tok, const uint8_t *count, double reroll)
{
    const sc_mat *mat = s->mat;
    unsigned deep = sc_mat_deep(mat);
    const uint8_t *value = s->value[space];
    unsigned gd[SC_FACE_COUNT], gs[SC_FACE_COUNT], k = 0;
    for (unsigned f = 0; f < SC_FACE_COUNT; f++) {
        if (count[f] && value[f]) {
            gd[k] = count[f] * value[f];
            gs[k] = f == SC_FACE_A ? 0 : count[f];
            k++;
        }
    }
    unsigned max_pilots = usable(mat, space, SC_FACE_1) ? pilots : 0;
    unsigned ability = tok ? token_ability(s) : SC_EXP_ABILITY_COUNT;
    unsigned extra = ability == SC_EXP_EXTRA_DICE ? extra_value(s, space) : 0;
    bool keep = ability == SC_EXP_KEEP;
    unsigned dist[1u << SC_FACE_COUNT], spent[1u << SC_FACE_COUNT];
    dist[0] = spent[0] = 0;
    double best = reroll;
    for (unsigned m = 0; m < (1u << k); m++) {
        if (m) {
            unsigned low = (unsigned)__builtin_ctz(m);
            dist[m] = dist[m & (m - 1)] + gd[low];
            spent[m] = spent[m & (m - 1)] + gs[low];
        }
        unsigned np = spent[m] >= pool ? 1 : pool - spent[m];
        for (unsigned j = 0; j <= max_pilots; j++) {
            unsigned d = dist[m] + j;
            if (d > 0) {
                unsigned to = space + d > deep ? deep : space + d;
                double v = after_cached(s, to, np, pilots - j, tok);
                if (v > best) {
                    best = v;
                }
                if (keep && spent[m] > 0) {
                    v = after_cached(s, to, pool, pilots - j, false);
                    if (v > best) {
                        best = v;
                    }
                }
            }
            if (extra) {
                unsigned to = space + d + extra > deep ? deep : space + d + extra;
                double v = after_cached(s, to, np, pilots - j, false);
                if (v > best) {
                    best = v;
                }
            }
        }
    }
    if (k == 0 && s->lv->crash[space] > best) {
        best = s->lv->crash[space]; /* declining every rescue, or none exists */
    }
    return best;
}

double ai_solve_value(ai_solver *s, unsigned space, unsigned pool, unsigned pilots,
                      bool token_unused)
{
    unsigned deep = sc_mat_deep(s->mat);
    if (space >= deep) {
        return s->lv->deep;
    }
    if (pool < 1) {
        pool = 1;
    }
    if (pool > s->mat->n_dice) {
        pool = s->mat->n_dice;
    }
    if (pilots > SC_MAX_PLAYERS) {
        pilots = SC_MAX_PLAYERS;
    }
    bool tok = token_unused && s->token >= 0;
    double *m = &s->memo[space][pool][pilots][tok];
    if (!isnan(*m)) {
        return *m;
    }
    double v = 0.0;
    const ai_roll *r = &s->rolls[s->first_roll[pool]];
    if (s->reference) {
        for (unsigned i = 0; i < s->n_rolls[pool]; i++) {
            v += r[i].prob * best_of_roll(s, space, pool, pilots, tok, r[i].count);
        }
    } else {
        double reroll = tok && token_ability(s) == SC_EXP_REROLL
                            ? ai_solve_value(s, space, pool, pilots, false)
                            : AI_NEG_INF;
        for (unsigned i = 0; i < s->n_rolls[pool]; i++) {
            v += r[i].prob * best_of_roll_fast(s, space, pool, pilots, tok, r[i].count, reroll);
        }
    }
    *m = v;
    return v;
}

unsigned ai_pilots_aboard(const sc_game *g)
{
    unsigned n = 0;
    for (unsigned i = 0; i < g->n_seats; i++) {
        n += g->seats[i].aboard && g->seats[i].ability == SC_PILOT && !g->seats[i].pilot_used;
    }
    return n;
}

int ai_live_token(const sc_game *g)
{
    return (g->exp_token >= 0 && !g->exp_used) ? g->exp_token : -1;
}

double ai_solve_choice(ai_solver *s, const sc_game *g, const sc_choice *c)
{
    unsigned pool = g->pool;
    unsigned pilots = ai_pilots_aboard(g);
    bool tok = ai_live_token(g) >= 0;
    unsigned deep = sc_mat_deep(g->mat);
    switch (c->kind) {
    case SC_CHOICE_MOVE: {
        unsigned d = sc_game_move_distance(g, c);
        unsigned spent = 0;
        for (unsigned f = SC_FACE_1; f < SC_FACE_COUNT; f++) {
            if (c->faces & (1u << f)) {
                spent += g->roll[f];
            }
        }
        unsigned np = (c->flags & SC_MOVE_KEEP) ? pool : (spent >= pool ? 1 : pool - spent);
        unsigned used = 0;
        for (unsigned x = c->pilots; x; x &= x - 1) {
            used++;
        }
        bool ntok = tok && !(c->flags & (SC_MOVE_EXTRA | SC_MOVE_KEEP));
        unsigned to = g->rocket_space + d > deep ? deep : g->rocket_space + d;
        return ai_solve_after_move(s, to, np, pilots - used, ntok);
    }
    case SC_CHOICE_REROLL:
        return ai_solve_value(s, g->rocket_space, pool, pilots, false);
    case SC_CHOICE_CRASH:
        return s->lv->crash[g->rocket_space];
    default:
        return AI_NEG_INF;
    }
}
