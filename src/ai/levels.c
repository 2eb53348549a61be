/* The first three levels.
 *
 * kitten    cadet's rules with a child's whims: random picks now and then,
 *           lands as soon as a landing looks nice.
 * cadet     fast rules of thumb from one table computed once per mat: the
 *           expected value of the rocket going on from (space, dice), on an
 *           empty mat. Also the players of the commander's simulations.
 * captain   the exact dice solver on the real mat as it stands (free moons,
 *           planet standings, goals, missions, tokens), stops when a
 *           landing is worth more than the solved value of going on.
 * commander is in commander.c. */
#include <math.h>
#include <string.h>

#include "ai_internal.h"

/* ---- shared helpers ---------------------------------------------------- */

static bool is_lander_free_space(const sc_mat *mat, unsigned s)
{
    return s < mat->n_spaces;
}

/* The mission to return: the one whose space is furthest down the track
 * (the hardest to reach), unless it pairs with another token of the hand
 * (one astronaut then fulfils both). */
static size_t choose_mission(const sc_game *g, unsigned me, const sc_choice *c, size_t n)
{
    const sc_player *p = &g->players[me];
    const sc_mat *mat = g->mat;
    size_t best = 0;
    int best_score = -1;
    for (size_t i = 0; i < n; i++) {
        unsigned s = mat->mission_space[p->missions[c[i].arg]];
        int paired = 0;
        for (unsigned j = 0; j < p->n_missions; j++) {
            if (j != c[i].arg && mat->mission_space[p->missions[j]] == s) {
                paired = 1;
            }
        }
        int score = (int)s - 100 * paired;
        if (score > best_score) {
            best_score = score;
            best = i;
        }
    }
    return best;
}

/* The last expedition: someone has placed every astronaut, so the game
 * ends when this expedition does. Then only winning counts: a landing that
 * cannot lift `me` above the leader is worth less than a ride to deep
 * space that can, and a landing that wins beats any ride. Returns 1 (land),
 * 0 (stay) or -1 (no opinion). */
static int endgame_landing(const sc_game *g, unsigned me, double land_points)
{
    bool final = false;
    for (unsigned p = 0; p < g->setup.n_players; p++) {
        final |= sc_game_placed(g, p) >= SC_ASTRONAUTS;
    }
    if (!final || g->pending.kind != SC_PENDING_LAND) {
        return -1;
    }
    sc_score s[SC_MAX_PLAYERS];
    sc_game_score(g, s);
    /* Others' secret missions are secret: their points are left out. */
    int best_other = -1;
    for (unsigned p = 0; p < g->setup.n_players; p++) {
        if (p != me && s[p].total - s[p].missions > best_other) {
            best_other = s[p].total - s[p].missions;
        }
    }
    unsigned seat = (unsigned)g->pending.rocket_seat;
    double deep = sc_deep_space_points(g->mat, g->seats[seat].ability, seat == g->commander_seat);
    double mine = s[me].total;
    if (mine + land_points > best_other) {
        return 1;
    }
    if (mine + deep > best_other) {
        return 0;
    }
    return -1;
}

/* ---- cadet's table ----------------------------------------------------- */

typedef struct cadet_table {
    uint64_t checksum;
    const sc_mat *mat;
    double go[SC_MAX_SPACES + 1][SC_MAX_DICE + 1]; /* commander, empty mat */
} cadet_table;

#define CADET_HOME 2.0
#define CADET_FOLLOW 0.8

static const cadet_table *cadet_get_table(const sc_mat *mat)
{
    /* One table per thread: a pure function of the mat, so any thread may
     * rebuild it; no locks, no shared state. */
    static _Thread_local cadet_table table;
    static _Thread_local ai_solver solver;
    static _Thread_local ai_leaves lv;
    if (table.mat == mat && table.checksum == mat->checksum) {
        return &table;
    }
    memset(&lv, 0, sizeof lv);
    unsigned deep = sc_mat_deep(mat);
    for (unsigned s = 0; s < deep; s++) {
        const sc_space *sp = &mat->spaces[s];
        double best = AI_NEG_INF;
        if (sp->n_moons > 0) {
            best = mat->moons[sp->moons[0]].points;
        }
        for (unsigned i = 0; i < sp->n_planets; i++) {
            double v = 0.6 * mat->planets[sp->planets[i]].gold;
            if (v > best) {
                best = v;
            }
        }
        lv.land[s] = best > AI_NEG_INF ? best - CADET_HOME : AI_NEG_INF;
    }
    lv.deep = mat->comet_points - CADET_HOME;
    ai_solver_init(&solver, mat, &lv, -1);
    for (unsigned s = 0; s <= deep; s++) {
        for (unsigned p = 0; p <= SC_MAX_DICE; p++) {
            table.go[s][p] =
                (p >= 1 && p <= mat->n_dice) ? ai_solve_value(&solver, s, p, 0, false) : 0.0;
        }
    }
    table.mat = mat;
    table.checksum = mat->checksum;
    return &table;
}

/* A quick value of a landing: points now, no goals. */
static double quick_planet(const sc_game *g, unsigned me, unsigned planet, bool doubler)
{
    unsigned count[SC_MAX_PLAYERS] = {0};
    bool doubled = doubler;
    for (unsigned p = 0; p < g->setup.n_players; p++) {
        for (unsigned a = 0; a < SC_ASTRONAUTS; a++) {
            const sc_place *at = &g->players[p].astronauts[a];
            if (at->kind == SC_AT_PLANET && at->index == planet) {
                count[p]++;
                if (p == me && a == SC_PLANET_DOUBLER) {
                    doubled = true;
                }
            }
        }
    }
    unsigned mine = count[me] + 1, above = 0;
    for (unsigned p = 0; p < g->setup.n_players; p++) {
        if (p != me && count[p] >= mine) {
            above++;
        }
    }
    const sc_planet *pl = &g->mat->planets[planet];
    unsigned pts = above == 0 ? pl->gold : above == 1 ? pl->silver : pl->bronze;
    unsigned old_above = 0;
    for (unsigned p = 0; p < g->setup.n_players; p++) {
        if (p != me && count[p] >= count[me]) {
            old_above++;
        }
    }
    unsigned old = count[me] == 0   ? 0
                   : old_above == 0 ? pl->gold
                   : old_above == 1 ? pl->silver
                                    : pl->bronze;
    double gain = (double)pts - (double)old;
    return doubled ? 2.0 * gain + (doubler ? (double)old : 0.0) : gain;
}

static double quick_target(const sc_game *g, unsigned me, unsigned ability, const sc_choice *c)
{
    const sc_mat *mat = g->mat;
    switch (c->target) {
    case SC_TARGET_PLANET:
        return quick_planet(g, me, c->index, ability == SC_PLANET_DOUBLER);
    default:
        return sc_landing_points(mat, ability, c->target, c->index);
    }
}

static double cadet_after(const sc_game *g, const cadet_table *t, unsigned to, unsigned pool)
{
    const sc_mat *mat = g->mat;
    unsigned deep = sc_mat_deep(mat);
    if (to >= deep) {
        return t->go[deep][pool];
    }
    double v = t->go[to][pool];
    if (to >= mat->first_landing_space && is_lander_free_space(mat, to)) {
        const sc_space *sp = &mat->spaces[to];
        unsigned ability = g->seats[g->commander_seat].ability;
        for (unsigned i = 0; i < sp->n_moons; i++) {
            if (g->moons_taken & (1u << sp->moons[i])) {
                continue;
            }
            double m = sc_landing_points(mat, ability, SC_TARGET_MOON, sp->moons[i]);
            if (m - CADET_HOME > v) {
                v = m - CADET_HOME;
            }
            break;
        }
        for (unsigned i = 0; i < sp->n_planets; i++) {
            double m = 0.6 * mat->planets[sp->planets[i]].gold;
            if (m - CADET_HOME > v) {
                v = m - CADET_HOME;
            }
        }
    }
    return v;
}

/* What the rocket's commander gains by ending a travel on `to` (the
 * variants' tokens): exploration points there, the UFO's token. For the
 * simulations' players only; cadet does not look. */
static double travel_bonus(const sc_game *g, unsigned to, unsigned pool, const cadet_table *t)
{
    const sc_mat *mat = g->mat;
    if (to >= sc_mat_deep(mat)) {
        return 0.0;
    }
    double b = 0.0;
    int slot = mat->spaces[to].slot;
    if ((g->setup.variants & SC_VARIANT_EXPLORATION) && slot >= 0 && g->slot_token[slot] >= 0) {
        const sc_explore_token *tok = &mat->explore_tokens[g->slot_token[slot]];
        if (tok->kind == SC_EXPLORE_POINTS) {
            b += tok->value;
        } else if (tok->kind == SC_EXPLORE_TUNNEL) {
            unsigned j = to + tok->value > sc_mat_deep(mat) ? sc_mat_deep(mat) : to + tok->value;
            double gain = t->go[j][pool] - t->go[to][pool];
            b += gain > 0 ? gain : 0.0;
        } else if (tok->kind == SC_EXPLORE_REGAIN && pool < mat->n_dice) {
            double gain = t->go[to][pool + 1] - t->go[to][pool];
            b += gain > 0 ? gain : 0.0;
        }
    }
    if ((g->setup.variants & SC_VARIANT_UFO) && to == g->ufo_space &&
        g->ufo_next < mat->n_ufo_tokens) {
        b += mat->ufo_tokens[g->ufo_next];
    }
    return b;
}

static size_t cadet_travel_x(const sc_game *g, const sc_choice *c, size_t n, bool aware);

static size_t cadet_travel(const sc_game *g, const sc_choice *c, size_t n)
{
    return cadet_travel_x(g, c, n, false);
}

static size_t cadet_travel_x(const sc_game *g, const sc_choice *c, size_t n, bool aware)
{
    const cadet_table *t = cadet_get_table(g->mat);
    unsigned deep = sc_mat_deep(g->mat);
    size_t best = 0;
    double best_v = AI_NEG_INF;
    for (size_t i = 0; i < n; i++) {
        double v;
        if (c[i].kind == SC_CHOICE_MOVE) {
            unsigned d = sc_game_move_distance(g, &c[i]);
            unsigned spent = 0;
            for (unsigned f = SC_FACE_1; f < SC_FACE_COUNT; f++) {
                if (c[i].faces & (1u << f)) {
                    spent += g->roll[f];
                }
            }
            unsigned np = (c[i].flags & SC_MOVE_KEEP) ? g->pool
                          : spent >= g->pool          ? 1
                                                      : g->pool - spent;
            unsigned to = g->rocket_space + d > deep ? deep : g->rocket_space + d;
            v = cadet_after(g, t, to, np);
            if (aware) {
                v += travel_bonus(g, to, np, t);
            }
            /* Spend the token's ability only for a real gain. */
            if (c[i].flags) {
                v -= 0.3;
            }
            for (unsigned x = c[i].pilots; x; x &= x - 1) {
                v -= 0.2;
            }
        } else if (c[i].kind == SC_CHOICE_REROLL) {
            v = t->go[g->rocket_space][g->pool] - 0.5;
        } else {
            v = 0.0; /* crash */
        }
        if (v > best_v) {
            best_v = v;
            best = i;
        }
    }
    return best;
}

/* Land (on the best-looking target) when it beats the table's value of
 * going on; `greed` lowers the bar (kitten). */
/* The mission points a landing adds to `me`'s own kept missions. */
static double mission_bonus(const sc_game *g, unsigned me, const sc_choice *c)
{
    if (!(g->setup.variants & SC_VARIANT_MISSIONS) || c->target == SC_TARGET_DEEP) {
        return 0.0;
    }
    const sc_mat *mat = g->mat;
    const sc_player *p = &g->players[me];
    unsigned done = 0, newly = 0;
    for (unsigned i = 0; i < p->n_missions; i++) {
        if (sc_game_mission_done(g, me, p->missions[i])) {
            done++;
            continue;
        }
        unsigned space = mat->mission_space[p->missions[i]];
        uint32_t mask =
            c->target == SC_TARGET_MOON ? mat->space_moons[space] : mat->space_planets[space];
        newly += (mask >> (c->index % 32u)) & 1u;
    }
    if (newly == 0) {
        return 0.0;
    }
    unsigned after = done + newly;
    double before_pts = done ? mat->mission_points[done - 1] : 0.0;
    return mat->mission_points[after - 1] - before_pts;
}

static size_t cadet_land_x(const sc_game *g, unsigned me, const sc_choice *c, size_t n,
                           double greed, bool aware);

static size_t cadet_land(const sc_game *g, unsigned me, const sc_choice *c, size_t n, double greed)
{
    return cadet_land_x(g, me, c, n, greed, false);
}

static size_t cadet_land_x(const sc_game *g, unsigned me, const sc_choice *c, size_t n,
                           double greed, bool aware)
{
    const cadet_table *t = cadet_get_table(g->mat);
    unsigned seat = (unsigned)g->pending.rocket_seat;
    unsigned ability = g->seats[seat].ability;
    size_t best = 0;
    double best_v = AI_NEG_INF;
    for (size_t i = 0; i < n; i++) {
        if (c[i].kind != SC_CHOICE_LAND) {
            continue;
        }
        double v = quick_target(g, me, ability, &c[i]);
        if (aware) {
            v += mission_bonus(g, me, &c[i]);
        }
        if (v > best_v) {
            best_v = v;
            best = i;
        }
    }
    if (best_v == AI_NEG_INF) {
        return 0;
    }
    static const ai_model cadet_model = {.home_value = CADET_HOME};
    double home = ai_home_value(g, &cadet_model, me);
    if (g->pending.kind == SC_PENDING_PARACHUTE) {
        return best_v >= home ? best : 0;
    }
    int end = endgame_landing(g, me, best_v);
    if (end >= 0) {
        return end ? best : 0;
    }
    double stay = t->go[g->rocket_space][g->pool];
    if (seat != g->commander_seat) {
        stay *= CADET_FOLLOW;
    }
    if (stay < 0) {
        stay = 0;
    }
    return best_v - home + greed >= stay ? best : 0;
}

static size_t cadet_board(const sc_game *g, const sc_choice *c, size_t n)
{
    /* A fixed order of preference, with two looks at the rocket. */
    static const double pref[SC_ABILITY_COUNT] = {
        [SC_SATELLITE] = 3.0,    [SC_LANDER] = 2.0,         [SC_PARACHUTE] = 2.0,
        [SC_MOON_DOUBLER] = 1.5, [SC_PLANET_DOUBLER] = 1.5, [SC_DEEP_DOUBLER] = 0.8,
        [SC_DISCARDER] = 1.2,    [SC_PILOT] = 1.0,
    };
    bool satellite = false;
    for (unsigned s = 0; s < g->n_seats; s++) {
        satellite |= g->seats[s].ability == SC_SATELLITE;
    }
    size_t best = 0;
    double best_v = AI_NEG_INF;
    for (size_t i = 0; i < n; i++) {
        double v = pref[c[i].arg];
        if (c[i].arg == SC_SATELLITE && satellite) {
            v = 0.5;
        }
        if (c[i].arg == SC_PILOT && g->n_seats == 0) {
            v = 2.5;
        }
        if (v > best_v) {
            best_v = v;
            best = i;
        }
    }
    return best;
}

size_t ai_choose_cadet(const sc_game *g, unsigned me, const sc_choice *c, size_t n, uint64_t seed)
{
    (void)seed;
    switch (g->pending.kind) {
    case SC_PENDING_MISSIONS:
        return choose_mission(g, me, c, n);
    case SC_PENDING_BOARD:
        return cadet_board(g, c, n);
    case SC_PENDING_TRAVEL:
        return cadet_travel(g, c, n);
    case SC_PENDING_LAND:
    case SC_PENDING_PARACHUTE:
        return cadet_land(g, me, c, n, 0.0);
    default:
        return 0;
    }
}

/* The players of the commander's simulations: cadet's rules, plus the
 * variants' points (exploration and UFO tokens where a travel ends, one's
 * own secret missions where one lands). */
size_t ai_choose_rollout(const sc_game *g, unsigned me, const sc_choice *c, size_t n)
{
    switch (g->pending.kind) {
    case SC_PENDING_TRAVEL:
        return cadet_travel_x(g, c, n, true);
    case SC_PENDING_LAND:
    case SC_PENDING_PARACHUTE:
        return cadet_land_x(g, me, c, n, 0.0, true);
    default:
        return ai_choose_cadet(g, me, c, n, 0);
    }
}

/* ---- kitten ------------------------------------------------------------ */

size_t ai_choose_kitten(const sc_game *g, unsigned me, const sc_choice *c, size_t n, uint64_t seed)
{
    sc_rng r;
    sc_rng_seed(&r, ai_mix(seed ^ 0x6B177E4u));
    unsigned whim = sc_rng_below(&r, 100);
    switch (g->pending.kind) {
    case SC_PENDING_MISSIONS:
    case SC_PENDING_BOARD:
        return sc_rng_below(&r, (uint32_t)n);
    case SC_PENDING_TRAVEL: {
        if (whim >= 30) {
            return cadet_travel(g, c, n);
        }
        /* A random move (never a needless crash). */
        size_t moves = 0;
        for (size_t i = 0; i < n; i++) {
            moves += c[i].kind == SC_CHOICE_MOVE;
        }
        if (moves == 0) {
            return cadet_travel(g, c, n);
        }
        size_t k = sc_rng_below(&r, (uint32_t)moves);
        for (size_t i = 0; i < n; i++) {
            if (c[i].kind == SC_CHOICE_MOVE && k-- == 0) {
                return i;
            }
        }
        return 0;
    }
    case SC_PENDING_LAND:
    case SC_PENDING_PARACHUTE:
        if (whim < 15) {
            return sc_rng_below(&r, (uint32_t)n);
        }
        return cadet_land(g, me, c, n, 2.0);
    default:
        return 0;
    }
}

/* ---- captain ----------------------------------------------------------- */

static const double captain_reserve[SC_ABILITY_COUNT] = {
    [SC_SATELLITE] = 0.5,    [SC_LANDER] = 1.0,         [SC_PARACHUTE] = 0.8,
    [SC_MOON_DOUBLER] = 2.5, [SC_PLANET_DOUBLER] = 2.0, [SC_DEEP_DOUBLER] = 1.0,
    [SC_DISCARDER] = 0.0,    [SC_PILOT] = 0.6,
};

static bool same_leaves(const ai_leaves *a, const ai_leaves *b)
{
    return memcmp(a->land, b->land, sizeof a->land) == 0 &&
           memcmp(a->crash, b->crash, sizeof a->crash) == 0 &&
           memcmp(a->bonus, b->bonus, sizeof a->bonus) == 0 &&
           memcmp(a->jump, b->jump, sizeof a->jump) == 0 &&
           memcmp(a->regain, b->regain, sizeof a->regain) == 0 && a->deep == b->deep;
}

/* The solves of captain's rules inside the commander's simulations: a few
 * solvers kept with their leaves, so that worlds and seats whose leaves are
 * equal (nobody has landed since) share one solve. The memo is exact, so a
 * cached solver answers exactly as a fresh one, whatever came before. */
enum { SOLVE_CACHE = 8 };

static ai_solver *cached_solver(const sc_mat *mat, const ai_leaves *lv, int token)
{
    static _Thread_local struct {
        ai_solver solver;
        ai_leaves lv;
        uint64_t checksum;
        bool valid;
    } slot[SOLVE_CACHE];
    static _Thread_local unsigned next;
    for (unsigned i = 0; i < SOLVE_CACHE; i++) {
        if (slot[i].valid && slot[i].solver.mat == mat && slot[i].checksum == mat->checksum &&
            slot[i].solver.token == token && same_leaves(&slot[i].lv, lv)) {
            return &slot[i].solver;
        }
    }
    unsigned i = next;
    next = (next + 1) % SOLVE_CACHE;
    slot[i].lv = *lv;
    if (slot[i].valid && slot[i].solver.mat == mat && slot[i].checksum == mat->checksum) {
        ai_solver_reset(&slot[i].solver, &slot[i].lv, token);
    } else {
        ai_solver_init(&slot[i].solver, mat, &slot[i].lv, token);
    }
    slot[i].checksum = mat->checksum;
    slot[i].valid = true;
    return &slot[i].solver;
}

static size_t captain_travel(const sc_game *g, const ai_model *m, unsigned me, const sc_choice *c,
                             size_t n, double *value_out, double *each, bool cached)
{
    static _Thread_local ai_solver fresh;
    ai_leaves lv;
    ai_fill_leaves(g, m, me, g->commander_seat, true, &lv);
    ai_solver *solver = &fresh;
    if (cached) {
        solver = cached_solver(g->mat, &lv, ai_live_token(g));
    } else {
        ai_solver_init(&fresh, g->mat, &lv, ai_live_token(g));
    }
    size_t best = 0;
    double best_v = AI_NEG_INF;
    for (size_t i = 0; i < n; i++) {
        double v = ai_solve_choice(solver, g, &c[i]);
        if (each) {
            each[i] = v;
        }
        if (v > best_v + 1e-12) {
            best_v = v;
            best = i;
        }
    }
    if (value_out) {
        *value_out = best_v;
    }
    return best;
}

/* The solved value of staying aboard at a landing decision of seat `seat`. */
static double captain_stay_value(const sc_game *g, const ai_model *m, unsigned me, unsigned seat,
                                 bool cached)
{
    static _Thread_local ai_solver fresh;
    bool commander = seat == g->commander_seat;
    ai_leaves lv;
    ai_fill_leaves(g, m, me, seat, commander, &lv);
    ai_solver *solver = &fresh;
    if (cached) {
        solver = cached_solver(g->mat, &lv, ai_live_token(g));
    } else {
        ai_solver_init(&fresh, g->mat, &lv, ai_live_token(g));
    }
    double v = ai_solve_value(solver, g->rocket_space, g->pool, ai_pilots_aboard(g), true);
    return commander ? v : m->follow * v;
}

static size_t captain_land(const sc_game *g, const ai_model *m, unsigned me, const sc_choice *c,
                           size_t n, double *stay_out, double *leave_out, bool cached)
{
    unsigned seat = (unsigned)g->pending.rocket_seat;
    unsigned ability = g->seats[seat].ability;
    double home = ai_home_value(g, m, me);
    double stay =
        g->pending.kind == SC_PENDING_PARACHUTE ? 0.0 : captain_stay_value(g, m, me, seat, cached);
    size_t best = 0;
    double best_v = stay, best_land = AI_NEG_INF;
    for (size_t i = 0; i < n; i++) {
        if (c[i].kind != SC_CHOICE_LAND) {
            continue;
        }
        double v = ai_target_value(g, m, me, ability, c[i].target, c[i].index) - home;
        if (v > best_land) {
            best_land = v;
        }
        if (v > best_v) {
            best_v = v;
            best = i;
        }
    }
    int end = best_land > AI_NEG_INF ? endgame_landing(g, me, best_land + home) : -1;
    if (end == 0) {
        best = 0;
    } else if (end == 1 && best == 0) {
        for (size_t i = 0; i < n; i++) { /* the best landing */
            if (c[i].kind == SC_CHOICE_LAND &&
                ai_target_value(g, m, me, ability, c[i].target, c[i].index) - home >= best_land) {
                best = i;
            }
        }
    }
    if (stay_out) {
        *stay_out = stay;
    }
    if (leave_out) {
        *leave_out = best_land;
    }
    return best;
}

/* Expected value of boarding each astronaut, less what keeping it is worth. */
static void board_values_model(const sc_game *g, const ai_model *m, unsigned me, const sc_choice *c,
                               size_t n, double *out)
{
    /* Astronauts whose leaves are equal (satellite, discarder and pilot,
     * mostly) share one solve: the memo holds every start, pool and pilot
     * count. */
    static _Thread_local ai_solver solver;
    static _Thread_local ai_leaves lv[SC_ASTRONAUTS];
    double home = ai_home_value(g, m, me);
    double scale = home / m->home_value;
    unsigned start[SC_ASTRONAUTS], pilots[SC_ASTRONAUTS];
    bool done[SC_ASTRONAUTS] = {false};
    unsigned seat = g->n_seats;
    bool commander = seat == 0;
    for (size_t i = 0; i < n; i++) {
        sc_game h = *g;
        h.n_seats++;
        h.seats[seat] = (sc_rocket_seat){.player = (int8_t)me, .ability = c[i].arg, .aboard = true};
        start[i] = pilots[i] = 0;
        for (unsigned s = 0; s < h.n_seats; s++) {
            if (h.seats[s].ability == SC_SATELLITE) {
                start[i] = g->mat->satellite_space;
            }
            pilots[i] += h.seats[s].ability == SC_PILOT;
        }
        ai_fill_leaves(&h, m, me, seat, commander, &lv[i]);
    }
    for (size_t i = 0; i < n; i++) {
        if (done[i]) {
            continue;
        }
        ai_solver_init(&solver, g->mat, &lv[i], ai_live_token(g));
        for (size_t j = i; j < n; j++) {
            if (done[j] || (j != i && !same_leaves(&lv[i], &lv[j]))) {
                continue;
            }
            double v = ai_solve_value(&solver, start[j], g->pool, pilots[j], true);
            if (!commander) {
                v *= m->follow;
            }
            out[j] = v - scale * captain_reserve[c[j].arg];
            done[j] = true;
        }
    }
}

void ai_captain_board_values(const sc_game *g, unsigned me, const sc_choice *c, size_t n,
                             double *out)
{
    board_values_model(g, &ai_model_captain, me, c, n, out);
}

size_t ai_choose_captain(const sc_game *g, unsigned me, const sc_choice *c, size_t n, uint64_t seed)
{
    (void)seed;
    switch (g->pending.kind) {
    case SC_PENDING_MISSIONS:
        return choose_mission(g, me, c, n);
    case SC_PENDING_BOARD: {
        double v[SC_ASTRONAUTS];
        ai_captain_board_values(g, me, c, n, v);
        return ai_argmax(v, n);
    }
    case SC_PENDING_TRAVEL:
        return captain_travel(g, &ai_model_captain, me, c, n, NULL, NULL, false);
    case SC_PENDING_LAND:
    case SC_PENDING_PARACHUTE:
        return captain_land(g, &ai_model_captain, me, c, n, NULL, NULL, false);
    default:
        return 0;
    }
}

/* Captain's travels and landings with cached solves: the deciding seat's
 * own play inside the commander's simulations. */
size_t ai_choose_rollout_captain(const sc_game *g, unsigned me, const sc_choice *c, size_t n)
{
    switch (g->pending.kind) {
    case SC_PENDING_TRAVEL:
        return captain_travel(g, &ai_model_captain, me, c, n, NULL, NULL, true);
    case SC_PENDING_LAND:
    case SC_PENDING_PARACHUTE:
        return captain_land(g, &ai_model_captain, me, c, n, NULL, NULL, true);
    default:
        return ai_choose_rollout(g, me, c, n);
    }
}

/* ---- used by the hint --------------------------------------------------- */

size_t ai_captain_travel_value(const sc_game *g, unsigned me, const sc_choice *c, size_t n,
                               double *value)
{
    return captain_travel(g, &ai_model_captain, me, c, n, value, NULL, false);
}

size_t ai_captain_travel_values(const sc_game *g, unsigned me, const sc_choice *c, size_t n,
                                double *each)
{
    return captain_travel(g, &ai_model_captain, me, c, n, NULL, each, false);
}

size_t ai_captain_land_values(const sc_game *g, unsigned me, const sc_choice *c, size_t n,
                              double *stay, double *leave)
{
    return captain_land(g, &ai_model_captain, me, c, n, stay, leave, false);
}
