/* Scoring: points scored on landing, planets at the end, goals, the
 * variants' tokens and secret missions. */
#include <string.h>

#include "spacecats/game.h"

bool sc_game_mission_done(const sc_game *g, unsigned player, unsigned token)
{
    /* The token's targets as bit masks (the mat's tables): one test per
     * astronaut. The AI asks this in every position it scores. */
    unsigned space = g->mat->mission_space[token];
    uint32_t moons = g->mat->space_moons[space];
    uint32_t planets = g->mat->space_planets[space];
    const sc_place *at = g->players[player].astronauts;
    bool done = false;
    for (unsigned a = 0; a < SC_ASTRONAUTS; a++) {
        uint32_t bit = UINT32_C(1) << (at[a].index % 32u);
        done |= (at[a].kind == SC_AT_MOON && (moons & bit)) ||
                (at[a].kind == SC_AT_PLANET && (planets & bit));
    }
    return done;
}

unsigned sc_landing_points(const sc_mat *mat, unsigned ability, unsigned target, unsigned index)
{
    switch (target) {
    case SC_TARGET_MOON:
        if (index >= mat->n_moons) {
            return 0;
        }
        return ability == SC_MOON_DOUBLER ? 2u * mat->moons[index].points
                                          : mat->moons[index].points;
    case SC_TARGET_DEEP:
        return mat->lander_deep_points;
    default:
        return 0; /* a planet scores at the end */
    }
}

unsigned sc_deep_space_points(const sc_mat *mat, unsigned ability, bool comet)
{
    unsigned pts = comet ? mat->comet_points : mat->galaxy_points;
    return ability == SC_DEEP_DOUBLER ? 2u * pts : pts;
}

typedef struct planet_standing {
    unsigned player;
    unsigned count;
    unsigned first; /* landing order of the player's first astronaut there */
} planet_standing;

/* Most astronauts first; a tie goes to whoever landed there first. */
static bool ranks_before(const planet_standing *a, const planet_standing *b)
{
    if (a->count != b->count) {
        return a->count > b->count;
    }
    return a->first < b->first;
}

/* Ranks the players on one planet from their counts and first landings
 * there, and writes their points. */
static void score_planet(const sc_game *g, unsigned planet, const unsigned *count,
                         const unsigned *first, sc_score *out)
{
    const sc_planet *pl = &g->mat->planets[planet];
    planet_standing st[SC_MAX_PLAYERS];
    unsigned n = 0;
    for (unsigned p = 0; p < g->setup.n_players; p++) {
        if (count[p] == 0) {
            continue;
        }
        planet_standing s = {.player = p, .count = count[p], .first = first[p]};
        unsigned i = n++;
        for (; i > 0 && ranks_before(&s, &st[i - 1]); i--) {
            st[i] = st[i - 1];
        }
        st[i] = s;
    }
    for (unsigned r = 0; r < n; r++) {
        unsigned p = st[r].player;
        int pts = r == 0 ? pl->gold : r == 1 ? pl->silver : pl->bronze;
        const sc_place *doubler = &g->players[p].astronauts[SC_PLANET_DOUBLER];
        if (doubler->kind == SC_AT_PLANET && doubler->index == planet) {
            pts *= 2;
        }
        out[p].planets[planet] = pts;
    }
}

/* One pass over every astronaut gathers the planets' standings (the AI
 * scores positions millions of times, so this is a hot path). */
static void score_planets(const sc_game *g, sc_score *out)
{
    unsigned count[SC_MAX_PLANETS][SC_MAX_PLAYERS] = {{0}};
    unsigned first[SC_MAX_PLANETS][SC_MAX_PLAYERS];
    memset(first, 0xFF, sizeof first); /* later than any landing */
    unsigned used = 0;                 /* planets with somebody on them, as bits */
    /* Without a branch on where each astronaut is: an astronaut elsewhere
     * than on a planet counts for nothing on planet 0. */
    for (unsigned p = 0; p < g->setup.n_players; p++) {
        for (unsigned a = 0; a < SC_ASTRONAUTS; a++) {
            const sc_place *at = &g->players[p].astronauts[a];
            unsigned on = at->kind == SC_AT_PLANET;
            unsigned i = on ? at->index : 0;
            count[i][p] += on;
            first[i][p] = on && at->order < first[i][p] ? at->order : first[i][p];
            used |= on << i;
        }
    }
    for (unsigned i = 0; used; i++, used >>= 1) {
        if (used & 1u) {
            score_planet(g, i, count[i], first[i], out);
        }
    }
}

void sc_game_score(const sc_game *g, sc_score out[SC_MAX_PLAYERS])
{
    const sc_mat *mat = g->mat;
    memset(out, 0, sizeof(sc_score) * SC_MAX_PLAYERS);
    score_planets(g, out);
    for (unsigned p = 0; p < g->setup.n_players; p++) {
        const sc_player *pl = &g->players[p];
        sc_score *s = &out[p];
        s->moons = pl->moon_points;
        s->deep_space = pl->deep_points;
        for (unsigned i = 0; i < mat->n_planets; i++) {
            s->planets_total += s->planets[i];
        }
        for (unsigned i = 0; i < mat->n_goals; i++) {
            if (g->goal_owner[i] == (int)p) {
                s->goals += mat->goals[i].points;
            }
        }
        s->ufo = pl->ufo_points;
        s->exploration = pl->explore_points;
        if ((g->setup.variants & SC_VARIANT_MISSIONS) && pl->n_missions <= mat->missions_kept) {
            for (unsigned i = 0; i < pl->n_missions; i++) {
                s->missions_done += sc_game_mission_done(g, p, pl->missions[i]);
            }
            if (s->missions_done > 0) {
                s->missions = mat->mission_points[s->missions_done - 1];
            }
        }
        s->total = s->moons + s->deep_space + s->planets_total + s->goals + s->ufo +
                   s->exploration + s->missions;
    }
}

unsigned sc_game_winners(const sc_game *g)
{
    sc_score s[SC_MAX_PLAYERS];
    sc_game_score(g, s);
    int best = -1;
    unsigned mask = 0;
    for (unsigned p = 0; p < g->setup.n_players; p++) {
        if (s[p].total > best) {
            best = s[p].total;
            mask = 0;
        }
        if (s[p].total == best) {
            mask |= 1u << p;
        }
    }
    return mask;
}
