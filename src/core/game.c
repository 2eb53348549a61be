/* The rules of a cosmic expedition: setup, takeoff, travel, landing, crash,
 * the variants' tokens, and the end of the game. Each public entry point
 * checks its input against the pending decision, changes the state, then
 * runs the automatic steps up to the next decision (advance_*). Rulings on
 * ambiguous rules are numbered R1.. and explained in docs/rulings.md. */
#include <string.h>

#include "spacecats/game.h"

/* ---- small queries ---------------------------------------------------- */

static bool has_variant(const sc_game *g, unsigned v)
{
    return (g->setup.variants & v) != 0;
}

/* Set bits of x, summed in parallel (pairs, nibbles, bytes): a loop over
 * them would have a length the branch predictor cannot guess. */
static unsigned bit_count(unsigned x)
{
    x = x - ((x >> 1) & 0x55555555u);
    x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
    return (((x + (x >> 4)) & 0x0F0F0F0Fu) * 0x01010101u) >> 24;
}

/* Fills *c field by field: kind, then the two fields a kind uses (the
 * others zero). A compound literal of these byte fields would be built on
 * the stack and copied over in overlapping words, and the first read of a
 * field would wait for that copy (a store-forwarding stall), which on the
 * hot paths cost more than the rest of the step. */
static void set_choice(sc_choice *c, unsigned kind, unsigned a, unsigned b)
{
    c->kind = (uint8_t)kind;
    c->arg = 0;
    c->faces = 0;
    c->pilots = 0;
    c->flags = 0;
    c->target = 0;
    c->index = 0;
    switch (kind) {
    case SC_CHOICE_RETURN_MISSION:
    case SC_CHOICE_BOARD:
        c->arg = (uint8_t)a;
        break;
    case SC_CHOICE_LAND:
        c->target = (uint8_t)a;
        c->index = (uint8_t)b;
        break;
    default:
        break;
    }
}

/* The seat `steps` places after `from` round the table (steps below the
 * number of players): without a division, which costs as much as a
 * boarding decision's other work. */
static unsigned seat_after(const sc_game *g, unsigned from, unsigned steps)
{
    unsigned s = from + steps, n = g->setup.n_players;
    return s >= n ? s - n : s;
}

static unsigned commander_player(const sc_game *g)
{
    return (unsigned)g->seats[g->commander_seat].player;
}

static const sc_exp_token *current_exp_token(const sc_game *g)
{
    if (g->exp_token < 0 || g->exp_used) {
        return NULL;
    }
    return &g->mat->exp_tokens[g->exp_token];
}

/* A die's travel at the rocket's space: 0 when its face is not usable
 * there (the mat's table, made by sc_mat_finish). */
static unsigned move_value(const sc_game *g, unsigned face)
{
    return g->mat->move_value[g->rocket_space][face];
}

/* Travel value of the token's extra dice here; 0 when none is usable (R6). */
static unsigned extra_dice_value(const sc_game *g)
{
    const sc_exp_token *t = current_exp_token(g);
    if (!t || t->ability != SC_EXP_EXTRA_DICE) {
        return 0;
    }
    unsigned v = 0;
    for (unsigned i = 0; i < t->n_extra; i++) {
        v += move_value(g, t->extra[i]);
    }
    return v;
}

static bool can_reroll(const sc_game *g)
{
    const sc_exp_token *t = current_exp_token(g);
    return t && t->ability == SC_EXP_REROLL;
}

/* Everything a travel decision is made of, gathered once per question
 * (listing, counting, checking and applying moves all read it). */
typedef struct travel_options {
    unsigned groups; /* bit per face rolled and usable here */
    unsigned pilots; /* bit per rocket seat whose pilot may act as a 1 */
    unsigned extra;  /* travel of the token's extra dice; 0: none usable */
    bool keep;       /* the token's keep is at hand */
    bool reroll;     /* the token's reroll is at hand */
} travel_options;

/* Bit per face the roll shows. Written out face by face: it is asked at
 * every step of a travel decision. */
static unsigned rolled_faces(const sc_game *g)
{
    const uint8_t *r = g->roll;
    _Static_assert(SC_FACE_COUNT == 5, "one term per face");
    return (r[0] > 0 ? 1u : 0u) | (r[1] > 0 ? 2u : 0u) | (r[2] > 0 ? 4u : 0u) |
           (r[3] > 0 ? 8u : 0u) | (r[4] > 0 ? 16u : 0u);
}

static void travel_options_of(const sc_game *g, travel_options *t)
{
    unsigned usable = g->mat->spaces[g->rocket_space].faces;
    t->groups = rolled_faces(g) & usable;
    /* Pilots act as a die showing 1: aboard, not flipped, and only where
     * the space shows the one-pip face. */
    t->pilots = 0;
    if (usable & (1u << SC_FACE_1)) {
        for (unsigned s = 0; s < g->n_seats; s++) {
            if (g->seats[s].ability == SC_PILOT && g->seats[s].aboard && !g->seats[s].pilot_used) {
                t->pilots |= 1u << s;
            }
        }
    }
    t->extra = 0;
    t->keep = false;
    t->reroll = false;
    const sc_exp_token *token = current_exp_token(g);
    if (token) {
        t->extra = extra_dice_value(g);
        t->keep = token->ability == SC_EXP_KEEP;
        t->reroll = token->ability == SC_EXP_REROLL;
    }
}

/* Travel of some usable groups of the roll, written out face by face like
 * rolled_faces, each group's share multiplied by its bit rather than
 * chosen by a branch (which groups a random move uses is anyone's guess). */
static unsigned groups_travel(const sc_game *g, unsigned faces)
{
    const uint8_t *v = g->mat->move_value[g->rocket_space];
    const uint8_t *r = g->roll;
    return (faces & 1u) * r[0] * v[0] + ((faces >> 1) & 1u) * r[1] * v[1] +
           ((faces >> 2) & 1u) * r[2] * v[2] + ((faces >> 3) & 1u) * r[3] * v[3] +
           ((faces >> 4) & 1u) * r[4] * v[4];
}

/* Number-face dice a move of these groups would discard (the flame's dice
 * are not discarded). */
static unsigned groups_spent(const sc_game *g, unsigned faces)
{
    unsigned n = 0;
    for (unsigned f = SC_FACE_1; f < SC_FACE_COUNT; f++) {
        n += ((faces >> f) & 1u) * g->roll[f];
    }
    return n;
}

/* Among the usable groups, every group moves the rocket (a usable face is
 * worth at least 1, which sc_mat_finish checks) and every number group
 * spends dice: counting moves needs neither sum. */
static bool spends_dice(unsigned groups)
{
    return (groups & ~(1u << SC_FACE_A)) != 0;
}

double sc_game_crash_chance(const sc_game *g)
{
    return sc_mat_crash_chance(g->mat, g->rocket_space, g->pool);
}

/* ---- landing targets -------------------------------------------------- */

typedef struct target_list {
    unsigned n;
    sc_choice items[2 * (2 * SC_MAX_ADJ + 1) + 1];
} target_list;

static void add_target(target_list *list, unsigned target, unsigned index)
{
    for (unsigned i = 0; i < list->n; i++) {
        if (list->items[i].target == target && list->items[i].index == index) {
            return;
        }
    }
    sc_choice c = {.kind = SC_CHOICE_LAND, .target = (uint8_t)target, .index = (uint8_t)index};
    list->items[list->n++] = c;
}

/* The free moon worth most next to space s (the first free one listed),
 * or -1. */
static int first_free_moon(const sc_game *g, unsigned s)
{
    const sc_space *sp = &g->mat->spaces[s];
    if ((g->mat->space_moons[s] & ~g->moons_taken) == 0) {
        return -1;
    }
    for (unsigned i = 0; i < sp->n_moons; i++) {
        if (!(g->moons_taken & (1u << sp->moons[i]))) {
            return sp->moons[i];
        }
    }
    return -1;
}

/* Where an astronaut could land "as if the rocket were" on space s: the
 * free moon worth most there, and every planet there. */
static void add_targets_at(const sc_game *g, unsigned s, target_list *list)
{
    const sc_space *sp = &g->mat->spaces[s];
    int moon = first_free_moon(g, s);
    if (moon >= 0) {
        add_target(list, SC_TARGET_MOON, (unsigned)moon);
    }
    for (unsigned i = 0; i < sp->n_planets; i++) {
        add_target(list, SC_TARGET_PLANET, sp->planets[i]);
    }
}

/* The lander's +1/-1 is a landing-phase ability only (R4). */
static bool lander_shift(const sc_game *g, unsigned seat)
{
    return !g->crashed && g->seats[seat].ability == SC_LANDER;
}

static void landing_targets(const sc_game *g, unsigned seat, target_list *list)
{
    list->n = 0;
    unsigned s = g->rocket_space;
    unsigned deep = sc_mat_deep(g->mat);
    if (s >= deep) {
        return;
    }
    add_targets_at(g, s, list);
    if (lander_shift(g, seat)) {
        if (s > 0) {
            add_targets_at(g, s - 1, list);
        }
        if (s + 1 == deep) {
            add_target(list, SC_TARGET_DEEP, 0);
        } else {
            add_targets_at(g, s + 1, list);
        }
    }
}

/* The number of landing_targets, and its k-th, read off the rocket's space
 * without listing where one space gives them all (no lander shift). */
static unsigned count_targets(const sc_game *g, unsigned seat)
{
    unsigned s = g->rocket_space;
    if (s >= sc_mat_deep(g->mat)) {
        return 0;
    }
    if (lander_shift(g, seat)) {
        target_list t;
        landing_targets(g, seat, &t);
        return t.n;
    }
    return g->mat->spaces[s].n_planets + (first_free_moon(g, s) >= 0 ? 1u : 0u);
}

static bool target_at(const sc_game *g, unsigned seat, size_t k, sc_choice *out)
{
    unsigned s = g->rocket_space;
    if (s >= sc_mat_deep(g->mat)) {
        return false;
    }
    if (lander_shift(g, seat)) {
        target_list t;
        landing_targets(g, seat, &t);
        if (k >= t.n) {
            return false;
        }
        *out = t.items[k];
        return true;
    }
    const sc_space *sp = &g->mat->spaces[s];
    int moon = first_free_moon(g, s);
    if (moon >= 0 && k-- == 0) {
        set_choice(out, SC_CHOICE_LAND, SC_TARGET_MOON, (unsigned)moon);
        return true;
    }
    if (k >= sp->n_planets) {
        return false;
    }
    set_choice(out, SC_CHOICE_LAND, SC_TARGET_PLANET, sp->planets[k]);
    return true;
}

/* Whether landing_targets would find anything, without listing: the flow
 * asks this of every astronaut aboard after every move. */
static bool targets_at(const sc_game *g, unsigned s)
{
    return g->mat->spaces[s].n_planets > 0 || (g->mat->space_moons[s] & ~g->moons_taken) != 0;
}

static bool can_land(const sc_game *g, unsigned seat)
{
    unsigned s = g->rocket_space;
    unsigned deep = sc_mat_deep(g->mat);
    if (s >= deep) {
        return false;
    }
    if (targets_at(g, s)) {
        return true;
    }
    if (!lander_shift(g, seat)) {
        return false;
    }
    return (s > 0 && targets_at(g, s - 1)) || s + 1 == deep || targets_at(g, s + 1);
}

/* ---- placing astronauts, goals ---------------------------------------- */

/* What a player's placed astronauts add up to, for the goals. */
typedef struct goal_tally {
    unsigned distinct_planets, most_on_a_planet, moons, deep;
} goal_tally;

/* Counted without a branch on where each astronaut is: in a random game
 * that is a coin toss per astronaut. */
static goal_tally tally_player(const sc_game *g, unsigned player)
{
    const sc_place *at = g->players[player].astronauts;
    uint8_t of_kind[8] = {0};              /* by sc_place_kind */
    uint8_t on_planet[SC_MAX_MOONS] = {0}; /* by place index: any index fits */
    for (unsigned a = 0; a < SC_ASTRONAUTS; a++) {
        of_kind[at[a].kind % 8u]++;
        on_planet[at[a].index % SC_MAX_MOONS] += at[a].kind == SC_AT_PLANET;
    }
    goal_tally t = {0, 0, of_kind[SC_AT_MOON], of_kind[SC_AT_COMET] + of_kind[SC_AT_GALAXY]};
    for (unsigned i = 0; i < g->mat->n_planets; i++) {
        t.distinct_planets += on_planet[i] > 0;
        t.most_on_a_planet = on_planet[i] > t.most_on_a_planet ? on_planet[i] : t.most_on_a_planet;
    }
    return t;
}

static unsigned tally_count(const sc_goal *goal, const goal_tally *t)
{
    switch (goal->kind) {
    case SC_GOAL_DISTINCT_PLANETS:
        return t->distinct_planets;
    case SC_GOAL_SAME_PLANET:
        return t->most_on_a_planet;
    case SC_GOAL_MOONS:
        return t->moons;
    case SC_GOAL_DEEP_SPACE:
        return t->deep;
    default:
        return 0;
    }
}

static bool goal_met(const sc_goal *goal, const goal_tally *t)
{
    return goal->kind <= SC_GOAL_DEEP_SPACE && tally_count(goal, t) >= goal->count;
}

unsigned sc_game_goal_progress(const sc_game *g, unsigned player, const sc_goal *goal)
{
    goal_tally t = tally_player(g, player);
    return tally_count(goal, &t);
}

/* Goals are checked after every single placement in a landing phase, so
 * "first" is always well defined (R8); a parachute landing at a crash is in
 * no landing phase and checks none: a condition it completes counts at that
 * player's next check. */
static void award_goals(sc_game *g, unsigned player)
{
    const sc_mat *mat = g->mat;
    unsigned n = mat->n_goals, open = 0;
    for (unsigned i = 0; i < n; i++) {
        if (g->goal_owner[i] < 0) {
            open |= 1u << i;
        }
    }
    if (open == 0) {
        return;
    }
    goal_tally t = tally_player(g, player);
    for (unsigned i = 0; i < n; i++) {
        if ((open & (1u << i)) && goal_met(&mat->goals[i], &t)) {
            g->goal_owner[i] = (int8_t)player;
        }
    }
}

/* landing_phase: false for a parachute landing at a crash (R8). */
static void place(sc_game *g, unsigned seat, unsigned kind, unsigned index, unsigned points,
                  bool landing_phase)
{
    sc_rocket_seat *rs = &g->seats[seat];
    unsigned player = (unsigned)rs->player;
    sc_player *p = &g->players[player];
    sc_place *pl = &p->astronauts[rs->ability];
    pl->kind = (uint8_t)kind;
    pl->index = (uint8_t)index;
    pl->order = ++g->landings;
    rs->aboard = false;
    if (kind == SC_AT_MOON) {
        g->moons_taken |= 1u << index;
        p->moon_points += (uint16_t)points;
    } else if (kind == SC_AT_COMET || kind == SC_AT_GALAXY) {
        p->deep_points += (uint16_t)points;
    }
    if (landing_phase) {
        award_goals(g, player);
    }
}

static void land_on(sc_game *g, unsigned seat, unsigned target, unsigned index, bool landing_phase)
{
    unsigned pts = sc_landing_points(g->mat, g->seats[seat].ability, target, index);
    if (target == SC_TARGET_MOON) {
        place(g, seat, SC_AT_MOON, index, pts, landing_phase);
    } else if (target == SC_TARGET_PLANET) {
        place(g, seat, SC_AT_PLANET, index, pts, landing_phase);
    } else {
        /* The lander stepping from the last space into deep space. */
        place(g, seat, SC_AT_GALAXY, 0, pts, landing_phase);
    }
}

static void discard_die(sc_game *g)
{
    if (g->pool > 1) {
        g->pool--;
    }
}

static int next_aboard(const sc_game *g, unsigned from)
{
    for (unsigned s = from; s < g->n_seats; s++) {
        if (g->seats[s].aboard) {
            return (int)s;
        }
    }
    return -1;
}

/* ---- the flow between decisions --------------------------------------- */

static void set_pending(sc_game *g, unsigned kind, int player, int seat)
{
    g->pending.kind = (uint8_t)kind;
    g->pending.player = (int8_t)player;
    g->pending.rocket_seat = (int8_t)seat;
}

static void start_expedition(sc_game *g);

static bool game_should_end(const sc_game *g)
{
    if (g->failures >= g->mat->failures_to_end) {
        return true;
    }
    unsigned n = g->setup.n_players;
    for (unsigned p = 0; p < n; p++) {
        if (sc_game_placed(g, p) >= SC_ASTRONAUTS) {
            return true;
        }
    }
    return false;
}

static void end_expedition(sc_game *g)
{
    for (unsigned s = 0; s < g->n_seats; s++) {
        sc_rocket_seat *rs = &g->seats[s];
        if (rs->aboard) {
            sc_place *pl = &g->players[rs->player].astronauts[rs->ability];
            pl->kind = SC_AT_HOME;
            pl->index = 0;
            pl->order = 0;
            rs->aboard = false;
        }
    }
    memset(g->roll, 0, sizeof g->roll);
    if (game_should_end(g)) {
        set_pending(g, SC_PENDING_OVER, -1, -1);
        return;
    }
    g->starter = (uint8_t)seat_after(g, g->starter, 1);
    start_expedition(g);
}

static void ask_roll(sc_game *g)
{
    memset(g->roll, 0, sizeof g->roll);
    set_pending(g, SC_PENDING_ROLL, (int)commander_player(g), -1);
}

/* Parachutes decide in rocket order after a crash; then everyone still
 * aboard goes home and the expedition ends. */
static void advance_crash(sc_game *g)
{
    unsigned n = g->n_seats;
    for (unsigned s = g->cursor; s < n; s++) {
        const sc_rocket_seat *rs = &g->seats[s];
        if (rs->aboard && rs->ability == SC_PARACHUTE && can_land(g, s)) {
            g->cursor = (uint8_t)s;
            set_pending(g, SC_PENDING_PARACHUTE, rs->player, (int)s);
            return;
        }
    }
    if (g->cursor < n) {
        g->cursor = (uint8_t)n;
    }
    end_expedition(g);
}

static void crash(sc_game *g)
{
    g->crashed = true;
    if (g->failures < g->mat->failures_to_end) {
        g->failures++;
    }
    memset(g->roll, 0, sizeof g->roll);
    g->cursor = 0;
    advance_crash(g);
}

/* The landing phase: each astronaut aboard, commander first and then down
 * the rocket board, stays or lands. Astronauts with nowhere to land are not
 * asked. */
static void advance_landing(sc_game *g)
{
    unsigned n = g->n_seats;
    for (unsigned s = g->cursor; s < n; s++) {
        const sc_rocket_seat *rs = &g->seats[s];
        if (rs->aboard && can_land(g, s)) {
            g->cursor = (uint8_t)s;
            set_pending(g, SC_PENDING_LAND, rs->player, (int)s);
            return;
        }
    }
    if (g->cursor < n) {
        g->cursor = (uint8_t)n;
    }
    if (next_aboard(g, 0) < 0) {
        end_expedition(g);
    } else {
        ask_roll(g);
    }
}

static void deep_space_landing(sc_game *g)
{
    const sc_mat *mat = g->mat;
    for (unsigned s = 0; s < g->n_seats; s++) {
        if (!g->seats[s].aboard) {
            continue;
        }
        bool comet = s == g->commander_seat;
        unsigned pts = sc_deep_space_points(mat, g->seats[s].ability, comet);
        place(g, s, comet ? SC_AT_COMET : SC_AT_GALAXY, 0, pts, true);
    }
    end_expedition(g);
}

static void activate_exploration(sc_game *g)
{
    const sc_mat *mat = g->mat;
    for (;;) {
        if (g->rocket_space >= sc_mat_deep(mat)) {
            return;
        }
        int slot = mat->spaces[g->rocket_space].slot;
        if (slot < 0 || g->slot_token[slot] < 0) {
            return;
        }
        const sc_explore_token *t = &mat->explore_tokens[g->slot_token[slot]];
        /* The token leaves the slot and the next one takes its place before
         * the effect: a tunnel never lands back on the token it used. */
        g->slot_token[slot] =
            g->explore_next < g->piles.n_explore ? (int8_t)g->piles.explore[g->explore_next++] : -1;
        sc_player *p = &g->players[commander_player(g)];
        switch (t->kind) {
        case SC_EXPLORE_POINTS:
            p->explore_points += t->value;
            p->n_explore_tokens++;
            return;
        case SC_EXPLORE_REGAIN:
            if (g->pool < mat->n_dice) {
                g->pool++;
            }
            return;
        case SC_EXPLORE_TUNNEL: {
            unsigned to = g->rocket_space + t->value;
            g->rocket_space = (uint8_t)(to > sc_mat_deep(mat) ? sc_mat_deep(mat) : to);
            continue; /* the tunnel's end may hold another token */
        }
        default:
            return;
        }
    }
}

static void ufo_contact(sc_game *g)
{
    if (!has_variant(g, SC_VARIANT_UFO) || g->rocket_space != g->ufo_space) {
        return;
    }
    if (g->ufo_next >= g->mat->n_ufo_tokens) {
        return;
    }
    sc_player *p = &g->players[commander_player(g)];
    p->ufo_points += g->mat->ufo_tokens[g->ufo_next++];
    p->n_ufo_tokens++;
}

/* After the rocket moved and the used dice were discarded (R10). */
static void end_travel(sc_game *g)
{
    if (has_variant(g, SC_VARIANT_EXPLORATION)) {
        activate_exploration(g);
    }
    ufo_contact(g);
    if (g->rocket_space >= sc_mat_deep(g->mat)) {
        deep_space_landing(g);
        return;
    }
    if (g->rocket_space < g->mat->first_landing_space) {
        ask_roll(g); /* R3: no landing phase before the first body */
        return;
    }
    g->cursor = g->commander_seat;
    advance_landing(g);
}

static void after_roll(sc_game *g)
{
    /* A usable face settles it; the rescues are looked at only without. */
    if ((rolled_faces(g) & g->mat->spaces[g->rocket_space].faces) == 0) {
        travel_options t;
        travel_options_of(g, &t);
        if (t.pilots == 0 && t.extra == 0 && !t.reroll) {
            crash(g);
            return;
        }
    }
    set_pending(g, SC_PENDING_TRAVEL, (int)commander_player(g), -1);
}

static void takeoff(sc_game *g)
{
    g->rocket_space = 0;
    for (unsigned s = 0; s < g->n_seats; s++) {
        if (g->seats[s].ability == SC_SATELLITE) {
            g->rocket_space = g->mat->satellite_space;
        }
    }
    g->commander_seat = 0;
    ask_roll(g);
}

static void start_expedition(sc_game *g)
{
    const sc_mat *mat = g->mat;
    g->expedition++;
    g->n_seats = 0;
    for (unsigned s = 0; s < SC_MAX_PLAYERS; s++) {
        g->seats[s] = (sc_rocket_seat){.player = -1};
    }
    g->rocket_space = 0;
    g->crashed = false;
    g->cursor = 0;
    g->commander_seat = 0;
    g->pool = mat->n_dice;
    g->exp_token = -1;
    g->exp_used = false;
    if (has_variant(g, SC_VARIANT_UFO) && g->exp_next < g->piles.n_exp) {
        /* R5: once the pile is empty, expeditions have no token. */
        const sc_exp_token *t = &mat->exp_tokens[g->piles.exp[g->exp_next]];
        g->exp_token = (int8_t)g->piles.exp[g->exp_next++];
        g->ufo_space = (uint8_t)(g->ufo_space > t->ufo_move ? g->ufo_space - t->ufo_move : 0);
        g->pool = t->dice < mat->n_dice ? t->dice : mat->n_dice;
    }
    set_pending(g, SC_PENDING_BOARD, g->starter, -1);
}

static void advance_missions(sc_game *g)
{
    const sc_mat *mat = g->mat;
    unsigned n = g->setup.n_players;
    while (g->missions_cursor < n) {
        unsigned p = (g->piles.first_player + g->missions_cursor) % n;
        if (g->players[p].n_missions > mat->missions_kept) {
            set_pending(g, SC_PENDING_MISSIONS, (int)p, -1);
            return;
        }
        g->missions_cursor++;
    }
    start_expedition(g);
}

/* ---- setup ------------------------------------------------------------ */

static void draw_piles(const sc_mat *mat, const sc_setup *setup, sc_rng *rng, sc_piles *piles)
{
    memset(piles, 0, sizeof *piles);
    piles->first_player = setup->first_player >= 0 ? (uint8_t)setup->first_player
                                                   : (uint8_t)sc_rng_below(rng, setup->n_players);
    piles->n_exp = mat->n_exp_tokens;
    for (unsigned i = 0; i < piles->n_exp; i++) {
        piles->exp[i] = (uint8_t)i;
    }
    sc_rng_shuffle(rng, piles->exp, piles->n_exp);
    piles->n_explore = mat->n_explore_tokens;
    for (unsigned i = 0; i < piles->n_explore; i++) {
        piles->explore[i] = (uint8_t)i;
    }
    sc_rng_shuffle(rng, piles->explore, piles->n_explore);
    uint8_t deck[SC_MAX_MISSION_TOKENS];
    for (unsigned i = 0; i < mat->n_mission_tokens; i++) {
        deck[i] = (uint8_t)i;
    }
    sc_rng_shuffle(rng, deck, mat->n_mission_tokens);
    unsigned dealt = (unsigned)mat->missions_dealt * setup->n_players;
    if (dealt > mat->n_mission_tokens) {
        dealt = mat->n_mission_tokens;
    }
    piles->n_missions = (uint8_t)dealt;
    memcpy(piles->missions, deck, dealt);
}

static bool piles_valid(const sc_mat *mat, const sc_setup *setup, const sc_piles *piles)
{
    if (piles->first_player >= setup->n_players) {
        return false;
    }
    if (piles->n_exp > mat->n_exp_tokens || piles->n_explore > mat->n_explore_tokens) {
        return false;
    }
    bool seen[SC_MAX_MISSION_TOKENS + SC_MAX_EXPLORATION_TOKENS] = {false};
    for (unsigned i = 0; i < piles->n_exp; i++) {
        if (piles->exp[i] >= mat->n_exp_tokens || seen[piles->exp[i]]) {
            return false;
        }
        seen[piles->exp[i]] = true;
    }
    memset(seen, 0, sizeof seen);
    for (unsigned i = 0; i < piles->n_explore; i++) {
        if (piles->explore[i] >= mat->n_explore_tokens || seen[piles->explore[i]]) {
            return false;
        }
        seen[piles->explore[i]] = true;
    }
    memset(seen, 0, sizeof seen);
    if (setup->variants & SC_VARIANT_MISSIONS) {
        if (piles->n_missions != (unsigned)mat->missions_dealt * setup->n_players) {
            return false;
        }
        for (unsigned i = 0; i < piles->n_missions; i++) {
            if (piles->missions[i] >= mat->n_mission_tokens || seen[piles->missions[i]]) {
                return false;
            }
            seen[piles->missions[i]] = true;
        }
    }
    return true;
}

static bool setup_valid(const sc_mat *mat, const sc_setup *setup)
{
    if (setup->n_players < SC_MIN_PLAYERS || setup->n_players > SC_MAX_PLAYERS) {
        return false;
    }
    if (setup->first_player >= (int)setup->n_players || setup->first_player < -1) {
        return false;
    }
    if (setup->variants & ~(unsigned)SC_VARIANT_ALL) {
        return false;
    }
    if ((setup->variants & SC_VARIANT_MISSIONS) &&
        (unsigned)mat->missions_dealt * setup->n_players > mat->n_mission_tokens) {
        return false;
    }
    return true;
}

bool sc_game_init_with_piles(sc_game *g, const sc_mat *mat, const sc_setup *setup,
                             const sc_piles *piles)
{
    if (!setup_valid(mat, setup)) {
        return false;
    }
    memset(g, 0, sizeof *g);
    g->mat = mat;
    g->setup = *setup;
    sc_rng_seed(&g->rng, setup->seed);
    /* Draw as sc_game_init does, so the dice that follow are the same. */
    draw_piles(mat, setup, &g->rng, &g->piles);
    if (piles) {
        if (!piles_valid(mat, setup, piles)) {
            return false;
        }
        g->piles = *piles;
    }
    for (unsigned i = 0; i < SC_MAX_GOALS; i++) {
        g->goal_owner[i] = -1;
    }
    g->starter = g->piles.first_player;
    g->pool = mat->n_dice;
    g->ufo_space = (uint8_t)sc_mat_deep(mat);
    for (unsigned i = 0; i < SC_MAX_SLOTS; i++) {
        g->slot_token[i] = -1;
    }
    if (has_variant(g, SC_VARIANT_EXPLORATION)) {
        for (unsigned i = 0; i < mat->n_slots; i++) {
            g->slot_token[i] = g->explore_next < g->piles.n_explore
                                   ? (int8_t)g->piles.explore[g->explore_next++]
                                   : -1;
        }
    }
    if (has_variant(g, SC_VARIANT_MISSIONS)) {
        for (unsigned p = 0; p < setup->n_players; p++) {
            sc_player *pl = &g->players[p];
            pl->n_missions = mat->missions_dealt;
            memcpy(pl->missions, &g->piles.missions[p * mat->missions_dealt], mat->missions_dealt);
        }
        advance_missions(g);
    } else {
        start_expedition(g);
    }
    return true;
}

bool sc_game_init(sc_game *g, const sc_mat *mat, const sc_setup *setup)
{
    return sc_game_init_with_piles(g, mat, setup, NULL);
}

/* ---- dice ------------------------------------------------------------- */

static void record_roll(sc_game *g, const uint8_t *faces, unsigned n)
{
    uint8_t roll[SC_FACE_COUNT] = {0};
    for (unsigned i = 0; i < n; i++) {
        roll[faces[i]]++;
    }
    memcpy(g->roll, roll, sizeof roll);
    after_roll(g);
}

/* Draws the pool's faces and counts them into roll. On copies of the
 * generator and the counts: byte stores could alias the state. */
static void draw_dice(sc_game *g, uint8_t *faces, uint8_t roll[SC_FACE_COUNT])
{
    sc_rng rng = g->rng;
    const sc_mat *mat = g->mat;
    unsigned n = g->pool, sides = mat->n_die_sides;
    for (unsigned i = 0; i < n; i++) {
        faces[i] = mat->die_sides[sc_rng_below(&rng, sides)];
        roll[faces[i]]++;
    }
    g->rng = rng;
}

sc_status sc_game_roll(sc_game *g, uint8_t *faces_out)
{
    if (g->pending.kind != SC_PENDING_ROLL) {
        return SC_ERR_NOT_PENDING;
    }
    uint8_t faces[SC_MAX_DICE];
    unsigned n = g->pool;
    /* Counted in place: counts gathered elsewhere and copied over in one
     * word would make the next reads wait for the copy. */
    memset(g->roll, 0, sizeof g->roll);
    draw_dice(g, faces, g->roll);
    if (faces_out) {
        memcpy(faces_out, faces, n);
    }
    after_roll(g);
    return SC_OK;
}

sc_status sc_game_roll_fixed(sc_game *g, const uint8_t *faces, unsigned n)
{
    if (g->pending.kind != SC_PENDING_ROLL) {
        return SC_ERR_NOT_PENDING;
    }
    if (n != g->pool) {
        return SC_ERR_BAD_DICE;
    }
    for (unsigned i = 0; i < n; i++) {
        if (faces[i] >= SC_FACE_COUNT || !((g->mat->die_faces >> faces[i]) & 1u)) {
            return SC_ERR_BAD_DICE;
        }
    }
    uint8_t drawn[SC_MAX_DICE], drawn_roll[SC_FACE_COUNT] = {0};
    draw_dice(g, drawn, drawn_roll); /* keep the generator in step with a real roll */
    record_roll(g, faces, n);
    return SC_OK;
}

/* ---- choices ---------------------------------------------------------- */

unsigned sc_game_move_distance(const sc_game *g, const sc_choice *c)
{
    /* A face's value whether or not it is usable here: the pips, or the
     * flame's value (sc_mat_face_value, without the call). */
    unsigned s = g->rocket_space;
    unsigned flame = s < g->mat->n_spaces ? g->mat->spaces[s].afterburner : 0;
    unsigned d = 0;
    for (unsigned f = 0; f < SC_FACE_COUNT; f++) {
        if (c->faces & (1u << f)) {
            d += g->roll[f] * (f == SC_FACE_A ? flame : f);
        }
    }
    d += bit_count(c->pilots);
    if (c->flags & SC_MOVE_EXTRA) {
        d += extra_dice_value(g);
    }
    return d;
}

/* Travel of a move whose groups are usable (sc_game_move_distance's value
 * for it). */
static unsigned move_travel(const sc_game *g, const travel_options *t, const sc_choice *c)
{
    unsigned d = groups_travel(g, c->faces) + bit_count(c->pilots);
    return (c->flags & SC_MOVE_EXTRA) ? d + t->extra : d;
}

static bool move_legal(const sc_game *g, const travel_options *t, const sc_choice *c)
{
    if (c->faces & ~t->groups) {
        return false;
    }
    if (c->pilots & ~t->pilots) {
        return false;
    }
    if (c->flags & ~(unsigned)(SC_MOVE_EXTRA | SC_MOVE_KEEP)) {
        return false;
    }
    if ((c->flags & SC_MOVE_EXTRA) && t->extra == 0) {
        return false;
    }
    /* R7: keep is offered only where it saves at least one die. */
    if ((c->flags & SC_MOVE_KEEP) && (!t->keep || groups_spent(g, c->faces) == 0)) {
        return false;
    }
    if (c->arg || c->target || c->index) {
        return false;
    }
    return move_travel(g, t, c) > 0;
}

/* The legal moves come in one order: each subset of the usable groups,
 * counting down from all of them ((m - 1) & groups), within it each subset
 * of the available pilots in the same order, within that each combination
 * of the token's flags (0 to 3) that applies and moves the rocket. Listing,
 * counting and finding the k-th move all follow it; the last two never
 * write the list, which can hold thousands of moves. */

static void move_choice(sc_choice *c, unsigned faces, unsigned pilots, unsigned flags)
{
    set_choice(c, SC_CHOICE_MOVE, 0, 0);
    c->faces = (uint8_t)faces;
    c->pilots = (uint8_t)pilots;
    c->flags = (uint8_t)flags;
}

/* Flag combinations a move of these groups may carry: bit per value of
 * flags (0 to 3). */
static unsigned flag_sets(const travel_options *t, unsigned groups)
{
    unsigned sets = 1u << 0;
    if (t->extra > 0) {
        sets |= 1u << SC_MOVE_EXTRA;
    }
    if (t->keep && spends_dice(groups)) {
        sets |= 1u << SC_MOVE_KEEP;
        if (t->extra > 0) {
            sets |= 1u << (SC_MOVE_EXTRA | SC_MOVE_KEEP);
        }
    }
    return sets;
}

/* Those that move the rocket: with no group and no pilot, only the extra
 * dice do. */
static unsigned moving_sets(unsigned sets, unsigned groups, unsigned pilots)
{
    if (groups != 0 || pilots != 0) {
        return sets;
    }
    return sets & ((1u << SC_MOVE_EXTRA) | (1u << (SC_MOVE_EXTRA | SC_MOVE_KEEP)));
}

static size_t list_moves(const travel_options *t, sc_choice *out)
{
    size_t n = 0;
    for (unsigned fm = t->groups;; fm = (fm - 1) & t->groups) {
        unsigned sets = flag_sets(t, fm);
        for (unsigned pm = t->pilots;; pm = (pm - 1) & t->pilots) {
            unsigned moving = moving_sets(sets, fm, pm);
            for (unsigned fl = 0; fl < 4; fl++) {
                if (moving & (1u << fl)) {
                    move_choice(&out[n++], fm, pm, fl);
                }
            }
            if (pm == 0) {
                break;
            }
        }
        if (fm == 0) {
            break;
        }
    }
    return n;
}

static size_t count_moves(const travel_options *t)
{
    size_t group_subsets = (size_t)1 << bit_count(t->groups);
    size_t pilot_subsets = (size_t)1 << bit_count(t->pilots);
    /* The subsets of groups without a number face: none, and the flame. */
    size_t spending = group_subsets - ((t->groups & (1u << SC_FACE_A)) ? 2 : 1);
    /* Each subset goes with or without the extra dice, and each that
     * spends dice with or without the keep. */
    size_t with_flags = (t->extra > 0 ? 2 : 1) * (group_subsets + (t->keep ? spending : 0));
    /* Less the one move that moves nothing: no group, no pilot, no flag. */
    return pilot_subsets * with_flags - 1;
}

/* The k-th subset of mask in counting-down order (0: mask itself). */
static unsigned nth_subset(unsigned mask, unsigned k)
{
    unsigned packed = (1u << bit_count(mask)) - 1u - k; /* its bits, side by side */
    unsigned subset = 0;
    /* Dealt out to mask's bits. Masks are of faces or rocket seats: five
     * places, always looked at, so the loop's length is no guess. */
    _Static_assert(SC_FACE_COUNT <= 5 && SC_MAX_PLAYERS <= 5, "masks of five bits");
    for (unsigned b = 0; b < 5; b++) {
        unsigned bit = (mask >> b) & 1u;
        subset |= (packed & bit) << b;
        packed >>= bit;
    }
    return subset;
}

/* The k-th of the flag combinations in sets, lowest first. */
static unsigned nth_flags(unsigned sets, size_t k)
{
    unsigned fl = 0;
    for (; fl < 3; fl++) {
        if ((sets & (1u << fl)) && k-- == 0) {
            break;
        }
    }
    return fl;
}

/* The k-th move into *out; when there are k moves or fewer, false, with k
 * less their number. */
static bool move_at(const travel_options *t, size_t *k, sc_choice *out)
{
    if (t->pilots == 0 && t->extra == 0 && !t->keep) {
        /* Dice alone, the usual travel: a move per nonempty subset of the
         * groups, the empty one (the last) excluded. */
        size_t moves = ((size_t)1 << bit_count(t->groups)) - 1;
        if (*k >= moves) {
            *k -= moves;
            return false;
        }
        move_choice(out, nth_subset(t->groups, (unsigned)*k), 0, 0);
        return true;
    }
    size_t pilot_subsets = (size_t)1 << bit_count(t->pilots);
    for (unsigned fm = t->groups;; fm = (fm - 1) & t->groups) {
        unsigned sets = flag_sets(t, fm);
        size_t per = bit_count(sets);
        /* Every subset of the pilots has each of the combinations but the
         * last (no pilot), which has one fewer when there is no group. */
        size_t block = pilot_subsets * per - (fm == 0 ? 1 : 0);
        if (*k < block) {
            unsigned pm = nth_subset(t->pilots, (unsigned)(*k / per));
            move_choice(out, fm, pm, nth_flags(moving_sets(sets, fm, pm), *k % per));
            return true;
        }
        *k -= block;
        if (fm == 0) {
            return false;
        }
    }
}

static size_t count_home(const sc_player *p)
{
    size_t n = 0;
    for (unsigned a = 0; a < SC_ASTRONAUTS; a++) {
        n += p->astronauts[a].kind == SC_AT_HOME;
    }
    return n;
}

/* The k-th astronaut at home (ability order), and in *home their number:
 * the k-th is the one the astronauts before it are counted up to, those
 * with at most k at home up to them. Without a branch per astronaut: in a
 * random game no predictor guesses which one it is. */
static unsigned nth_home(const sc_player *p, size_t k, size_t *home)
{
    unsigned before = 0;
    size_t n = 0;
    for (unsigned a = 0; a < SC_ASTRONAUTS; a++) {
        n += p->astronauts[a].kind == SC_AT_HOME;
        before += n <= k;
    }
    *home = n;
    return before;
}

size_t sc_game_choices(const sc_game *g, sc_choice *out)
{
    size_t n = 0;
    switch (g->pending.kind) {
    case SC_PENDING_MISSIONS: {
        const sc_player *p = &g->players[g->pending.player];
        for (unsigned i = 0; i < p->n_missions; i++) {
            out[n++] = (sc_choice){.kind = SC_CHOICE_RETURN_MISSION, .arg = (uint8_t)i};
        }
        break;
    }
    case SC_PENDING_BOARD: {
        const sc_player *p = &g->players[g->pending.player];
        for (unsigned a = 0; a < SC_ASTRONAUTS; a++) {
            if (p->astronauts[a].kind == SC_AT_HOME) {
                out[n++] = (sc_choice){.kind = SC_CHOICE_BOARD, .arg = (uint8_t)a};
            }
        }
        break;
    }
    case SC_PENDING_TRAVEL: {
        travel_options t;
        travel_options_of(g, &t);
        n = list_moves(&t, out);
        if (t.reroll) {
            out[n++] = (sc_choice){.kind = SC_CHOICE_REROLL};
        }
        if (t.groups == 0) {
            out[n++] = (sc_choice){.kind = SC_CHOICE_CRASH};
        }
        break;
    }
    case SC_PENDING_LAND:
    case SC_PENDING_PARACHUTE: {
        target_list t;
        landing_targets(g, (unsigned)g->pending.rocket_seat, &t);
        out[n++] = (sc_choice){.kind = SC_CHOICE_STAY};
        for (unsigned i = 0; i < t.n; i++) {
            out[n++] = t.items[i];
        }
        break;
    }
    default:
        break;
    }
    return n;
}

size_t sc_game_choice_count(const sc_game *g)
{
    switch (g->pending.kind) {
    case SC_PENDING_MISSIONS:
        return g->players[g->pending.player].n_missions;
    case SC_PENDING_BOARD:
        return count_home(&g->players[g->pending.player]);
    case SC_PENDING_TRAVEL: {
        travel_options t;
        travel_options_of(g, &t);
        return count_moves(&t) + t.reroll + (t.groups == 0);
    }
    case SC_PENDING_LAND:
    case SC_PENDING_PARACHUTE:
        return 1 + count_targets(g, (unsigned)g->pending.rocket_seat);
    default:
        return 0;
    }
}

static bool choice_at(const sc_game *g, size_t k, sc_choice *out)
{
    switch (g->pending.kind) {
    case SC_PENDING_MISSIONS:
        if (k >= g->players[g->pending.player].n_missions) {
            return false;
        }
        *out = (sc_choice){.kind = SC_CHOICE_RETURN_MISSION, .arg = (uint8_t)k};
        return true;
    case SC_PENDING_BOARD: {
        size_t home;
        unsigned ability = nth_home(&g->players[g->pending.player], k, &home);
        if (k >= home) {
            return false;
        }
        *out = (sc_choice){.kind = SC_CHOICE_BOARD, .arg = (uint8_t)ability};
        return true;
    }
    case SC_PENDING_TRAVEL: {
        travel_options t;
        travel_options_of(g, &t);
        if (move_at(&t, &k, out)) {
            return true;
        }
        if (t.reroll && k-- == 0) {
            *out = (sc_choice){.kind = SC_CHOICE_REROLL};
            return true;
        }
        if (t.groups == 0 && k == 0) {
            *out = (sc_choice){.kind = SC_CHOICE_CRASH};
            return true;
        }
        return false;
    }
    case SC_PENDING_LAND:
    case SC_PENDING_PARACHUTE: {
        if (k == 0) {
            *out = (sc_choice){.kind = SC_CHOICE_STAY};
            return true;
        }
        return target_at(g, (unsigned)g->pending.rocket_seat, k - 1, out);
    }
    default:
        return false;
    }
}

bool sc_game_choice_at(const sc_game *g, size_t k, sc_choice *out)
{
    return choice_at(g, k, out);
}

/* Checked directly rather than by listing every choice: drivers apply far
 * more choices than they list. Unused fields must be zero, so that a choice
 * has one representation (records and tests compare them). */
static bool choice_legal(const sc_game *g, const sc_choice *c)
{
    const sc_pending *pd = &g->pending;
    bool no_move_fields = c->faces == 0 && c->pilots == 0 && c->flags == 0;
    bool no_target = c->target == 0 && c->index == 0;
    switch (c->kind) {
    case SC_CHOICE_RETURN_MISSION:
        return pd->kind == SC_PENDING_MISSIONS && no_move_fields && no_target &&
               c->arg < g->players[pd->player].n_missions;
    case SC_CHOICE_BOARD:
        return pd->kind == SC_PENDING_BOARD && no_move_fields && no_target &&
               c->arg < SC_ASTRONAUTS &&
               g->players[pd->player].astronauts[c->arg].kind == SC_AT_HOME;
    case SC_CHOICE_MOVE: {
        if (pd->kind != SC_PENDING_TRAVEL) {
            return false;
        }
        travel_options t;
        travel_options_of(g, &t);
        return move_legal(g, &t, c);
    }
    case SC_CHOICE_REROLL:
        return pd->kind == SC_PENDING_TRAVEL && no_move_fields && no_target && c->arg == 0 &&
               can_reroll(g);
    case SC_CHOICE_CRASH: {
        if (pd->kind != SC_PENDING_TRAVEL || !no_move_fields || !no_target || c->arg != 0) {
            return false;
        }
        travel_options t;
        travel_options_of(g, &t);
        return t.groups == 0;
    }
    case SC_CHOICE_STAY:
        return (pd->kind == SC_PENDING_LAND || pd->kind == SC_PENDING_PARACHUTE) &&
               no_move_fields && no_target && c->arg == 0;
    case SC_CHOICE_LAND: {
        if ((pd->kind != SC_PENDING_LAND && pd->kind != SC_PENDING_PARACHUTE) || !no_move_fields ||
            c->arg != 0) {
            return false;
        }
        target_list t;
        landing_targets(g, (unsigned)pd->rocket_seat, &t);
        for (unsigned i = 0; i < t.n; i++) {
            if (t.items[i].target == c->target && t.items[i].index == c->index) {
                return true;
            }
        }
        return false;
    }
    default:
        return false;
    }
}

bool sc_game_is_legal(const sc_game *g, const sc_choice *c)
{
    return choice_legal(g, c);
}

static void apply_move(sc_game *g, const travel_options *t, const sc_choice *c)
{
    unsigned deep = sc_mat_deep(g->mat);
    unsigned to = g->rocket_space + move_travel(g, t, c);
    if (c->flags & (SC_MOVE_EXTRA | SC_MOVE_KEEP)) {
        g->exp_used = true;
    }
    if (c->pilots) {
        for (unsigned s = 0; s < g->n_seats; s++) {
            if (c->pilots & (1u << s)) {
                g->seats[s].pilot_used = true;
            }
        }
    }
    if (!(c->flags & SC_MOVE_KEEP)) {
        unsigned spent = groups_spent(g, c->faces);
        g->pool = (uint8_t)(spent >= g->pool ? 1 : g->pool - spent);
    }
    g->rocket_space = (uint8_t)(to > deep ? deep : to);
    memset(g->roll, 0, sizeof g->roll);
    end_travel(g);
}

static void apply_land(sc_game *g, const sc_choice *c)
{
    unsigned seat = (unsigned)g->pending.rocket_seat;
    bool parachute = g->pending.kind == SC_PENDING_PARACHUTE;
    land_on(g, seat, c->target, c->index, !parachute);
    g->cursor = (uint8_t)(seat + 1);
    if (parachute) {
        advance_crash(g);
        return;
    }
    if (g->seats[seat].ability == SC_DISCARDER) {
        discard_die(g);
    }
    if (seat == g->commander_seat) {
        int next = next_aboard(g, seat + 1);
        if (next >= 0) {
            g->commander_seat = (uint8_t)next;
        }
    }
    advance_landing(g);
}

static void apply_board(sc_game *g, unsigned ability)
{
    unsigned player = (unsigned)g->pending.player;
    unsigned seat = g->n_seats++;
    g->seats[seat] =
        (sc_rocket_seat){.player = (int8_t)player, .ability = (uint8_t)ability, .aboard = true};
    sc_place *pl = &g->players[player].astronauts[ability];
    pl->kind = SC_AT_ROCKET;
    pl->index = (uint8_t)seat;
    if (g->n_seats < g->setup.n_players) {
        set_pending(g, SC_PENDING_BOARD, (int)seat_after(g, g->starter, g->n_seats), -1);
    } else {
        takeoff(g);
    }
}

static void apply_stay(sc_game *g)
{
    g->cursor = (uint8_t)(g->pending.rocket_seat + 1);
    if (g->pending.kind == SC_PENDING_PARACHUTE) {
        advance_crash(g);
    } else {
        advance_landing(g);
    }
}

/* Applies a choice known to be legal, other than a move. */
static void apply_legal(sc_game *g, const sc_choice *c)
{
    switch (c->kind) {
    case SC_CHOICE_RETURN_MISSION: {
        sc_player *p = &g->players[g->pending.player];
        memmove(&p->missions[c->arg], &p->missions[c->arg + 1], p->n_missions - c->arg - 1u);
        p->n_missions--;
        advance_missions(g);
        break;
    }
    case SC_CHOICE_BOARD:
        apply_board(g, c->arg);
        break;
    case SC_CHOICE_REROLL:
        g->exp_used = true;
        ask_roll(g);
        break;
    case SC_CHOICE_CRASH:
        crash(g);
        break;
    case SC_CHOICE_STAY:
        apply_stay(g);
        break;
    case SC_CHOICE_LAND:
        apply_land(g, c);
        break;
    default:
        break;
    }
}

sc_status sc_game_apply(sc_game *g, const sc_choice *c)
{
    if (g->pending.kind == SC_PENDING_ROLL || g->pending.kind == SC_PENDING_OVER) {
        return SC_ERR_NOT_PENDING;
    }
    if (c->kind == SC_CHOICE_MOVE) {
        /* Checked and applied from one gathering of the options. */
        if (g->pending.kind != SC_PENDING_TRAVEL) {
            return SC_ERR_ILLEGAL;
        }
        travel_options t;
        travel_options_of(g, &t);
        if (!move_legal(g, &t, c)) {
            return SC_ERR_ILLEGAL;
        }
        apply_move(g, &t, c);
        return SC_OK;
    }
    if (!choice_legal(g, c)) {
        return SC_ERR_ILLEGAL;
    }
    apply_legal(g, c);
    return SC_OK;
}

sc_status sc_game_apply_at(sc_game *g, size_t k, sc_choice *applied)
{
    sc_choice c;
    switch (g->pending.kind) {
    case SC_PENDING_BOARD: {
        /* The frequent decisions go straight to their rule. */
        size_t home;
        unsigned ability = nth_home(&g->players[g->pending.player], k, &home);
        if (k >= home) {
            return SC_ERR_ILLEGAL;
        }
        if (applied) {
            *applied = (sc_choice){.kind = SC_CHOICE_BOARD, .arg = (uint8_t)ability};
        }
        apply_board(g, ability);
        return SC_OK;
    }
    case SC_PENDING_LAND:
        if (k == 0) {
            if (applied) {
                *applied = (sc_choice){.kind = SC_CHOICE_STAY};
            }
            apply_stay(g);
            return SC_OK;
        }
        if (!target_at(g, (unsigned)g->pending.rocket_seat, k - 1, &c)) {
            return SC_ERR_ILLEGAL;
        }
        if (applied) {
            *applied = c;
        }
        apply_land(g, &c);
        return SC_OK;
    case SC_PENDING_TRAVEL: {
        /* Found and applied from one gathering of the options. */
        travel_options t;
        travel_options_of(g, &t);
        size_t rest = k;
        if (move_at(&t, &rest, &c)) {
            if (applied) {
                *applied = c;
            }
            apply_move(g, &t, &c);
            return SC_OK;
        }
        break;
    }
    case SC_PENDING_ROLL:
    case SC_PENDING_OVER:
        return SC_ERR_NOT_PENDING;
    default:
        break;
    }
    if (!choice_at(g, k, &c)) {
        return SC_ERR_ILLEGAL;
    }
    if (applied) {
        *applied = c;
    }
    apply_legal(g, &c);
    return SC_OK;
}

/* sc_game_apply_picked for the three frequent decisions, each straight to
 * its rule. */

static sc_status pick_board(sc_game *g, sc_pick_fn pick, void *ctx, sc_choice *applied)
{
    const sc_player *p = &g->players[g->pending.player];
    size_t n = count_home(p);
    size_t k = n > 1 ? pick(ctx, n) : 0;
    if (k >= n) {
        return SC_ERR_ILLEGAL;
    }
    size_t home;
    unsigned ability = nth_home(p, k, &home);
    if (applied) {
        set_choice(applied, SC_CHOICE_BOARD, ability, 0);
    }
    apply_board(g, ability);
    return SC_OK;
}

static sc_status pick_landing(sc_game *g, sc_pick_fn pick, void *ctx, sc_choice *applied)
{
    unsigned seat = (unsigned)g->pending.rocket_seat;
    size_t n = 1 + count_targets(g, seat);
    size_t k = n > 1 ? pick(ctx, n) : 0;
    if (k >= n) {
        return SC_ERR_ILLEGAL;
    }
    if (k == 0) {
        if (applied) {
            set_choice(applied, SC_CHOICE_STAY, 0, 0);
        }
        apply_stay(g);
        return SC_OK;
    }
    sc_choice c;
    target_at(g, seat, k - 1, &c);
    if (applied) {
        *applied = c;
    }
    apply_land(g, &c);
    return SC_OK;
}

/* A travel: a move, or else the reroll or the crash, the last choices. */
static sc_status pick_travel(sc_game *g, sc_pick_fn pick, void *ctx, sc_choice *applied)
{
    travel_options t;
    travel_options_of(g, &t);
    size_t n = count_moves(&t) + t.reroll + (t.groups == 0);
    size_t k = n > 1 ? pick(ctx, n) : 0;
    if (k >= n) {
        return SC_ERR_ILLEGAL;
    }
    sc_choice c;
    size_t rest = k;
    if (move_at(&t, &rest, &c)) {
        if (applied) {
            *applied = c;
        }
        apply_move(g, &t, &c);
        return SC_OK;
    }
    choice_at(g, k, &c);
    if (applied) {
        *applied = c;
    }
    apply_legal(g, &c);
    return SC_OK;
}

sc_status sc_game_apply_picked(sc_game *g, sc_pick_fn pick, void *ctx, sc_choice *applied)
{
    /* Tests rather than a switch: the decisions follow one another too
     * irregularly for a jump table's target to be guessed. */
    unsigned kind = g->pending.kind;
    if (kind == SC_PENDING_BOARD) {
        return pick_board(g, pick, ctx, applied);
    }
    if (kind == SC_PENDING_LAND) {
        return pick_landing(g, pick, ctx, applied);
    }
    if (kind == SC_PENDING_TRAVEL) {
        return pick_travel(g, pick, ctx, applied);
    }
    if (kind == SC_PENDING_ROLL || kind == SC_PENDING_OVER) {
        return SC_ERR_NOT_PENDING;
    }
    size_t n = sc_game_choice_count(g);
    size_t k = n > 1 ? pick(ctx, n) : 0;
    if (k >= n) {
        return SC_ERR_ILLEGAL;
    }
    sc_choice c;
    choice_at(g, k, &c);
    if (applied) {
        *applied = c;
    }
    apply_legal(g, &c);
    return SC_OK;
}
