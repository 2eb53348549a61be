/* The simulator's policies: `random` (uniform among the legal choices) and
 * `simple` (a one-step heuristic, the reference player of the balance
 * report). Both read the state only through its public fields and the
 * core's queries; neither changes it. */
#include "policy.h"

#include "spacecats/ai.h"

#include <string.h>

/* ---- random ------------------------------------------------------------ */

static size_t pick_random(void *rng, size_t n)
{
    return n > 1 ? sc_rng_below(rng, (uint32_t)n) : 0;
}

static size_t choose_random(const sc_game *g, const sc_choice *choices, size_t n, sc_rng *rng)
{
    (void)g;
    (void)choices;
    return pick_random(rng, n);
}

/* ---- simple: shared helpers -------------------------------------------- */

/* Tuning of the simple policy, in units of "spaces of progress" (travel) and
 * "points" (landing). Chosen by self-play: see docs/balance.md. */
typedef struct simple_params {
    double die_worth;     /* a number die kept for later, in spaces */
    double risk_weight;   /* a crash on the roll after the move, in spaces */
    double body_bonus;    /* ending next to a free moon or a planet */
    double body_share;    /* ... plus this share of its best points */
    double token_cost;    /* spending the expedition token's keep */
    unsigned lookahead;   /* spaces ahead a landing decision considers */
    double hop;           /* spaces an average travel phase covers */
    double hit;           /* chance the rocket stops where hoped */
    double goal_progress; /* share of a goal's points for coming close */
} simple_params;

static const simple_params simple_default = {
    .die_worth = 3.0,
    .risk_weight = 12.0,
    .body_bonus = 1.0,
    .body_share = 0.10,
    .token_cost = 1.5,
    .lookahead = 8,
    .hop = 3.0,
    .hit = 0.8,
    .goal_progress = 0.3,
};

static unsigned bit_count(unsigned x)
{
    unsigned n = 0;
    for (; x; x &= x - 1) {
        n++;
    }
    return n;
}

static bool space_allows(const sc_mat *mat, unsigned space, unsigned face)
{
    return space < mat->n_spaces && ((mat->spaces[space].faces >> face) & 1u);
}

/* What one player holds on the mat, as the goals count it. */
typedef struct holdings {
    unsigned per_planet[SC_MAX_PLANETS];
    unsigned distinct, most, moons, deep;
} holdings;

static void holdings_add(holdings *h, unsigned kind, unsigned index)
{
    if (kind == SC_AT_PLANET) {
        if (h->per_planet[index]++ == 0) {
            h->distinct++;
        }
        if (h->per_planet[index] > h->most) {
            h->most = h->per_planet[index];
        }
    } else if (kind == SC_AT_MOON) {
        h->moons++;
    } else if (kind == SC_AT_COMET || kind == SC_AT_GALAXY) {
        h->deep++;
    }
}

static void holdings_of(const sc_game *g, unsigned player, holdings *h)
{
    memset(h, 0, sizeof *h);
    for (unsigned a = 0; a < SC_ASTRONAUTS; a++) {
        const sc_place *pl = &g->players[player].astronauts[a];
        holdings_add(h, pl->kind, pl->index);
    }
}

static unsigned goal_progress(const holdings *h, unsigned kind)
{
    switch (kind) {
    case SC_GOAL_DISTINCT_PLANETS:
        return h->distinct;
    case SC_GOAL_SAME_PLANET:
        return h->most;
    case SC_GOAL_MOONS:
        return h->moons;
    case SC_GOAL_DEEP_SPACE:
        return h->deep;
    default:
        return 0;
    }
}

/* Goal points a new astronaut at (kind, index) would win, plus a share for
 * bringing a free goal within one astronaut. */
static double goal_gain(const simple_params *k, const sc_game *g, unsigned player, unsigned kind,
                        unsigned index)
{
    holdings before, after;
    holdings_of(g, player, &before);
    after = before;
    holdings_add(&after, kind, index);
    double gain = 0.0;
    for (unsigned i = 0; i < g->mat->n_goals; i++) {
        if (g->goal_owner[i] >= 0) {
            continue;
        }
        const sc_goal *goal = &g->mat->goals[i];
        unsigned b = goal_progress(&before, goal->kind);
        unsigned a = goal_progress(&after, goal->kind);
        if (a <= b) {
            continue;
        }
        if (a >= goal->count) {
            gain += goal->points;
        } else if (a + 1 == goal->count) {
            gain += k->goal_progress * goal->points;
        }
    }
    return gain;
}

/* Whether a moon or a planet is a target of the mission token. */
static bool mission_target(const sc_mat *mat, unsigned token, unsigned kind, unsigned index)
{
    const sc_space *sp = &mat->spaces[mat->mission_space[token]];
    if (kind == SC_AT_MOON) {
        for (unsigned i = 0; i < sp->n_moons; i++) {
            if (sp->moons[i] == index) {
                return true;
            }
        }
    } else if (kind == SC_AT_PLANET) {
        for (unsigned i = 0; i < sp->n_planets; i++) {
            if (sp->planets[i] == index) {
                return true;
            }
        }
    }
    return false;
}

static unsigned mission_points(const sc_mat *mat, unsigned done)
{
    if (done == 0) {
        return 0;
    }
    if (done > 4) {
        done = 4;
    }
    return mat->mission_points[done - 1];
}

/* Secret-mission points a new astronaut at (kind, index) would add. */
static double mission_gain(const sc_game *g, unsigned player, unsigned kind, unsigned index)
{
    const sc_mat *mat = g->mat;
    const sc_player *p = &g->players[player];
    if (!(g->setup.variants & SC_VARIANT_MISSIONS) || p->n_missions > mat->missions_kept) {
        return 0.0;
    }
    unsigned before = 0, after = 0;
    for (unsigned i = 0; i < p->n_missions; i++) {
        bool done = sc_game_mission_done(g, player, p->missions[i]);
        before += done;
        after += done || mission_target(mat, p->missions[i], kind, index);
    }
    return (double)mission_points(mat, after) - (double)mission_points(mat, before);
}

/* A player's points on a planet, with one more astronaut there if `add`
 * (landing now, after everyone before). */
static double planet_points(const sc_game *g, unsigned planet, unsigned player, bool add,
                            bool add_doubler)
{
    unsigned count[SC_MAX_PLAYERS] = {0};
    unsigned first[SC_MAX_PLAYERS] = {0};
    bool doubled = add && add_doubler;
    for (unsigned p = 0; p < g->setup.n_players; p++) {
        first[p] = UINT16_MAX + 1u;
        for (unsigned a = 0; a < SC_ASTRONAUTS; a++) {
            const sc_place *at = &g->players[p].astronauts[a];
            if (at->kind != SC_AT_PLANET || at->index != planet) {
                continue;
            }
            count[p]++;
            if (at->order < first[p]) {
                first[p] = at->order;
            }
            if (p == player && a == SC_PLANET_DOUBLER) {
                doubled = true;
            }
        }
    }
    if (add) {
        count[player]++;
        if (first[player] > UINT16_MAX) {
            first[player] = UINT16_MAX;
        }
    }
    if (count[player] == 0) {
        return 0.0;
    }
    unsigned rank = 0;
    for (unsigned p = 0; p < g->setup.n_players; p++) {
        if (p == player || count[p] == 0) {
            continue;
        }
        if (count[p] > count[player] || (count[p] == count[player] && first[p] < first[player])) {
            rank++;
        }
    }
    const sc_planet *pl = &g->mat->planets[planet];
    unsigned pts = rank == 0 ? pl->gold : rank == 1 ? pl->silver : pl->bronze;
    return doubled ? 2.0 * pts : (double)pts;
}

/* Points one astronaut would score by landing on a target, counting its
 * share of goals and missions. */
static double land_value(const simple_params *k, const sc_game *g, unsigned player,
                         unsigned ability, unsigned target, unsigned index)
{
    const sc_mat *mat = g->mat;
    switch (target) {
    case SC_TARGET_MOON: {
        double pts = sc_landing_points(mat, ability, SC_TARGET_MOON, index);
        return pts + goal_gain(k, g, player, SC_AT_MOON, index) +
               mission_gain(g, player, SC_AT_MOON, index);
    }
    case SC_TARGET_PLANET: {
        bool doubler = ability == SC_PLANET_DOUBLER;
        double gain = planet_points(g, index, player, true, doubler) -
                      planet_points(g, index, player, false, false);
        return gain + goal_gain(k, g, player, SC_AT_PLANET, index) +
               mission_gain(g, player, SC_AT_PLANET, index);
    }
    case SC_TARGET_DEEP:
        return mat->lander_deep_points + goal_gain(k, g, player, SC_AT_GALAXY, 0);
    default:
        return 0.0;
    }
}

/* The best landing an astronaut could make next to space s (no lander
 * shift): the free moon worth most there, or a planet. */
static double best_at_space(const simple_params *k, const sc_game *g, unsigned player,
                            unsigned ability, unsigned s)
{
    const sc_space *sp = &g->mat->spaces[s];
    double best = 0.0;
    for (unsigned i = 0; i < sp->n_moons; i++) {
        if (!(g->moons_taken & (1u << sp->moons[i]))) {
            double v = land_value(k, g, player, ability, SC_TARGET_MOON, sp->moons[i]);
            if (v > best) {
                best = v;
            }
            break;
        }
    }
    for (unsigned i = 0; i < sp->n_planets; i++) {
        double v = land_value(k, g, player, ability, SC_TARGET_PLANET, sp->planets[i]);
        if (v > best) {
            best = v;
        }
    }
    return best;
}

/* Chance that the next roll at the rocket's space crashes, counting the
 * rescues at hand (a pilot aboard, the token's extra dice or reroll). */
static double next_roll_risk(const sc_game *g)
{
    const sc_mat *mat = g->mat;
    unsigned s = g->rocket_space;
    double c = sc_game_crash_chance(g);
    if (c == 0.0) {
        return 0.0;
    }
    if (space_allows(mat, s, SC_FACE_1)) {
        for (unsigned i = 0; i < g->n_seats; i++) {
            if (g->seats[i].aboard && g->seats[i].ability == SC_PILOT && !g->seats[i].pilot_used) {
                return 0.0;
            }
        }
    }
    if (g->exp_token >= 0 && !g->exp_used) {
        const sc_exp_token *t = &mat->exp_tokens[g->exp_token];
        if (t->ability == SC_EXP_REROLL) {
            return c * c;
        }
        if (t->ability == SC_EXP_EXTRA_DICE) {
            for (unsigned i = 0; i < t->n_extra; i++) {
                if (space_allows(mat, s, t->extra[i])) {
                    return 0.0;
                }
            }
        }
    }
    return c;
}

/* Mean crash chance of a roll somewhere in the next few spaces, with one die
 * fewer than now: the risk of each later travel phase. */
static double later_roll_risk(const sc_game *g)
{
    const sc_mat *mat = g->mat;
    unsigned deep = sc_mat_deep(mat);
    unsigned pool = g->pool > 1 ? g->pool - 1u : 1u;
    double sum = 0.0;
    unsigned n = 0;
    for (unsigned t = g->rocket_space + 1; t < deep && t <= g->rocket_space + 6u; t++, n++) {
        sum += sc_mat_crash_chance(mat, t, pool);
    }
    return n ? sum / n : 0.0;
}

/* ---- simple: decisions ------------------------------------------------- */

/* Return the dealt mission whose space is farthest out: the hardest to
 * reach. */
static size_t simple_mission(const sc_game *g, const sc_choice *choices, size_t n)
{
    const sc_player *p = &g->players[g->pending.player];
    size_t best = 0;
    unsigned best_space = 0;
    for (size_t i = 0; i < n; i++) {
        unsigned token = p->missions[choices[i].arg];
        unsigned space = g->mat->mission_space[token];
        if (i == 0 || space > best_space) {
            best = i;
            best_space = space;
        }
    }
    return best;
}

/* Boarding order: the satellite first (unless one is aboard already), then
 * the doublers and the lander, whose landings are worth more, then the
 * pilot and the parachute, the discarder, the deep-space doubler last (deep
 * space is rare). Games end when a player has placed all eight astronauts,
 * usually before everyone has: astronauts kept for late expeditions often
 * never land, which is why the doublers go early (see docs/balance.md). */
static size_t simple_board(const sc_game *g, const sc_choice *choices, size_t n)
{
    static const unsigned rank[SC_ABILITY_COUNT] = {
        [SC_SATELLITE] = 0, [SC_MOON_DOUBLER] = 1, [SC_PLANET_DOUBLER] = 2, [SC_LANDER] = 3,
        [SC_PILOT] = 4,     [SC_PARACHUTE] = 5,    [SC_DISCARDER] = 6,      [SC_DEEP_DOUBLER] = 7,
    };
    bool satellite_aboard = false;
    for (unsigned s = 0; s < g->n_seats; s++) {
        satellite_aboard |= g->seats[s].ability == SC_SATELLITE;
    }
    size_t best = 0;
    unsigned best_rank = 99;
    for (size_t i = 0; i < n; i++) {
        unsigned a = choices[i].arg;
        unsigned r = a < SC_ABILITY_COUNT ? rank[a] : 50;
        if (a == SC_SATELLITE && satellite_aboard) {
            r = 6; /* wasted now: board it with the discarder */
        }
        if (r < best_rank) {
            best = i;
            best_rank = r;
        }
    }
    return best;
}

/* How good a move is, in spaces of progress: where it ends, minus the risk
 * of crashing on the roll from there with the dice left, plus the dice it
 * keeps, plus a bonus for ending next to a free body. */
static double move_value(const simple_params *k, const sc_game *g, const sc_choice *c)
{
    const sc_mat *mat = g->mat;
    unsigned deep = sc_mat_deep(mat);
    unsigned to = g->rocket_space + sc_game_move_distance(g, c);
    unsigned spent = 0;
    if (!(c->flags & SC_MOVE_KEEP)) {
        for (unsigned f = SC_FACE_1; f < SC_FACE_COUNT; f++) {
            if (c->faces & (1u << f)) {
                spent += g->roll[f];
            }
        }
    }
    unsigned left = spent >= g->pool ? 1u : g->pool - spent;
    double v;
    if (to >= deep) {
        v = 1000.0 + left; /* deep space: everyone aboard scores */
    } else {
        v = to + k->die_worth * left;
        v -= k->risk_weight * sc_mat_crash_chance(mat, to, left);
        const sc_space *sp = &mat->spaces[to];
        double body = 0.0;
        for (unsigned i = 0; i < sp->n_moons; i++) {
            if (!(g->moons_taken & (1u << sp->moons[i]))) {
                body = mat->moons[sp->moons[i]].points;
                break;
            }
        }
        for (unsigned i = 0; i < sp->n_planets; i++) {
            if (mat->planets[sp->planets[i]].gold > body) {
                body = mat->planets[sp->planets[i]].gold;
            }
        }
        if (body > 0.0) {
            v += k->body_bonus + k->body_share * body;
        }
        if ((g->setup.variants & SC_VARIANT_EXPLORATION) && sp->slot >= 0 &&
            g->slot_token[sp->slot] >= 0) {
            v += 1.0;
        }
        if ((g->setup.variants & SC_VARIANT_UFO) && to == g->ufo_space &&
            g->ufo_next < mat->n_ufo_tokens) {
            v += 0.5 * mat->ufo_tokens[g->ufo_next];
        }
    }
    if (c->flags & SC_MOVE_KEEP) {
        v -= k->token_cost;
    }
    return v;
}

/* The commander: the best ordinary move (rolled dice, the token's keep);
 * the pilots, the extra dice and the reroll only to avoid a crash; crash
 * only when nothing else is left. */
static size_t simple_travel(const simple_params *k, const sc_game *g, const sc_choice *choices,
                            size_t n)
{
    size_t best = n, rescue = n, reroll = n, crash = 0;
    double best_v = 0.0, rescue_v = 0.0;
    for (size_t i = 0; i < n; i++) {
        const sc_choice *c = &choices[i];
        if (c->kind == SC_CHOICE_REROLL) {
            reroll = i;
        } else if (c->kind == SC_CHOICE_CRASH) {
            crash = i;
        } else if (c->kind == SC_CHOICE_MOVE) {
            double v = move_value(k, g, c);
            if (c->pilots || (c->flags & SC_MOVE_EXTRA) || c->faces == 0) {
                /* Rescue moves cost a resource: prefer the cheapest. */
                v -= 2.0 * bit_count(c->pilots) + ((c->flags & SC_MOVE_EXTRA) ? 2.0 : 0.0);
                if (rescue == n || v > rescue_v) {
                    rescue = i;
                    rescue_v = v;
                }
            } else if (best == n || v > best_v) {
                best = i;
                best_v = v;
            }
        }
    }
    if (best < n) {
        return best;
    }
    if (rescue < n) {
        return rescue;
    }
    if (reroll < n) {
        return reroll;
    }
    return crash;
}

/* Stay or land. Lands on the best target when it is worth at least what
 * staying is expected to bring: the best target of the next spaces (deep
 * space included), discounted by the chance of crashing before it. A
 * parachute after a crash always lands when it can. */
static size_t simple_land(const simple_params *k, const sc_game *g, const sc_choice *choices,
                          size_t n, bool parachute)
{
    const sc_mat *mat = g->mat;
    unsigned seat = (unsigned)g->pending.rocket_seat;
    unsigned player = (unsigned)g->pending.player;
    unsigned ability = g->seats[seat].ability;
    size_t stay = 0, best = n;
    double best_v = 0.0;
    for (size_t i = 0; i < n; i++) {
        const sc_choice *c = &choices[i];
        if (c->kind == SC_CHOICE_STAY) {
            stay = i;
            continue;
        }
        double v = land_value(k, g, player, ability, c->target, c->index);
        if (best == n || v > best_v) {
            best = i;
            best_v = v;
        }
    }
    if (best == n) {
        return stay;
    }
    if (parachute) {
        return best;
    }
    if (best_v <= 0.0) {
        return stay;
    }

    /* What staying is worth: the best landing ahead, each space discounted
     * by the travel phases needed to get there. */
    unsigned s = g->rocket_space;
    unsigned deep = sc_mat_deep(mat);
    double later = later_roll_risk(g);
    double ahead = 0.0;
    for (unsigned t = s + 1; t <= s + k->lookahead && t <= deep; t++) {
        double v;
        if (t == deep) {
            v = sc_deep_space_points(mat, ability, seat == g->commander_seat);
            v += goal_gain(k, g, player, SC_AT_COMET, 0);
        } else {
            v = best_at_space(k, g, player, ability, t);
        }
        unsigned hops = (unsigned)((t - s + k->hop - 1.0) / k->hop);
        for (unsigned h = 1; h < hops; h++) {
            v *= 1.0 - later;
        }
        if (t < deep) {
            v *= k->hit; /* deep space cannot be overshot */
        }
        if (v > ahead) {
            ahead = v;
        }
    }
    double risk = next_roll_risk(g);
    double stay_v = (1.0 - risk) * ahead;
    if (ability == SC_PARACHUTE) {
        stay_v += risk * best_v * 0.9; /* a crash here still lands it here */
    }
    return best_v >= stay_v ? best : stay;
}

static size_t simple_choose(const simple_params *k, const sc_game *g, const sc_choice *choices,
                            size_t n)
{
    switch (g->pending.kind) {
    case SC_PENDING_MISSIONS:
        return simple_mission(g, choices, n);
    case SC_PENDING_BOARD:
        return simple_board(g, choices, n);
    case SC_PENDING_TRAVEL:
        return simple_travel(k, g, choices, n);
    case SC_PENDING_LAND:
        return simple_land(k, g, choices, n, false);
    case SC_PENDING_PARACHUTE:
        return simple_land(k, g, choices, n, true);
    default:
        return 0;
    }
}

static size_t choose_simple(const sc_game *g, const sc_choice *choices, size_t n, sc_rng *rng)
{
    (void)rng; /* deterministic: ties go to the first choice listed */
    return simple_choose(&simple_default, g, choices, n);
}

/* ---- probe ------------------------------------------------------------- */

/* Never disembarks (a parachute goes home); otherwise plays as `simple`.
 * With every seat a probe, each expedition ends in a crash or in deep
 * space: the deep-space rate is then the mat's reach under sensible travel. */
static size_t choose_probe(const sc_game *g, const sc_choice *choices, size_t n, sc_rng *rng)
{
    if (g->pending.kind == SC_PENDING_LAND || g->pending.kind == SC_PENDING_PARACHUTE) {
        for (size_t i = 0; i < n; i++) {
            if (choices[i].kind == SC_CHOICE_STAY) {
                return i;
            }
        }
    }
    return choose_simple(g, choices, n, rng);
}

/* ---- the table --------------------------------------------------------- */

/* The computer players' levels (include/spacecats/ai.h). A seat's generator
 * gives each decision its search seed, so games stay reproducible. */
static size_t choose_level(const char *name, const sc_game *g, const sc_choice *choices, size_t n,
                           sc_rng *rng)
{
    uint64_t seed = ((uint64_t)sc_rng_next(rng) << 32) | sc_rng_next(rng);
    return sc_ai_choose(sc_ai_level_find(name), g, (unsigned)g->pending.player, choices, n, seed);
}

#define AI_LEVEL_POLICY(level)                                                                     \
    static size_t choose_##level(const sc_game *g, const sc_choice *choices, size_t n,             \
                                 sc_rng *rng)                                                      \
    {                                                                                              \
        return choose_level(#level, g, choices, n, rng);                                           \
    }
AI_LEVEL_POLICY(kitten)
AI_LEVEL_POLICY(cadet)
AI_LEVEL_POLICY(captain)
AI_LEVEL_POLICY(commander)

const sim_policy sim_policies[] = {
    /* The players, weakest first as measured (docs/ai.md; simple beats cadet
     * 54% and loses to captain 33% in 2-player games). */
    {"random", "picks uniformly among the legal choices", choose_random, pick_random},
    {"kitten", "computer level 1: a child's whims over simple rules", choose_kitten, NULL},
    {"cadet", "computer level 2: rules of thumb from an exact table of the mat", choose_cadet,
     NULL},
    {"simple",
     "one-step heuristic: goes far on few dice, lands when the risk outweighs what lies ahead",
     choose_simple, NULL},
    {"captain", "computer level 3: the exact dice solver on the mat as it stands", choose_captain,
     NULL},
    {"commander",
     "computer level 4: captain's solver; in the endgame, simulated futures overrule it to win",
     choose_commander, NULL},
    /* Probes. */
    {"probe", "(probe, not a level) never lands: measures how far sensible travel goes",
     choose_probe, NULL},
};

const size_t sim_policy_count = sizeof sim_policies / sizeof sim_policies[0];

const sim_policy *sim_policy_find(const char *name)
{
    for (size_t i = 0; i < sim_policy_count; i++) {
        if (strcmp(sim_policies[i].name, name) == 0) {
            return &sim_policies[i];
        }
    }
    return NULL;
}
