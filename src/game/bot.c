/* A simple policy: move with one group at a time, as far as it goes (fewer
 * dice spent, fewer crashes); land when a moon is free or the rocket is far
 * along; parachute whenever it can; board and missions at random. Good
 * enough to finish games with; the real levels come from src/ai. */
#include "bot.h"

static unsigned bits(unsigned v)
{
    unsigned n = 0;
    for (; v != 0; v &= v - 1) {
        n++;
    }
    return n;
}

static size_t choose_travel(const sc_game *g, const sc_choice *c, size_t n, sc_rng *rng)
{
    size_t best = n;
    unsigned best_dist = 0;
    for (size_t i = 0; i < n; i++) {
        if (c[i].kind != SC_CHOICE_MOVE || bits(c[i].faces) + bits(c[i].pilots) != 1) {
            continue;
        }
        unsigned d = sc_game_move_distance(g, &c[i]);
        if (best == n || d > best_dist) {
            best = i;
            best_dist = d;
        }
    }
    if (best != n) {
        return best;
    }
    /* No single group: a rescue (reroll, extra dice) before the crash. */
    for (size_t i = 0; i < n; i++) {
        if (c[i].kind != SC_CHOICE_CRASH) {
            return i;
        }
    }
    return sc_rng_below(rng, (uint32_t)n);
}

static size_t choose_land(const sc_game *g, const sc_choice *c, size_t n, sc_rng *rng)
{
    bool far = g->rocket_space >= 12 + sc_rng_below(rng, 12);
    size_t stay = n, planet = n;
    for (size_t i = 0; i < n; i++) {
        if (c[i].kind == SC_CHOICE_STAY) {
            stay = i;
        } else if (c[i].kind == SC_CHOICE_LAND && c[i].target != SC_TARGET_PLANET) {
            return i; /* a moon or deep space: points now */
        } else if (c[i].kind == SC_CHOICE_LAND && planet == n) {
            planet = i;
        }
    }
    if (planet != n && (far || stay == n)) {
        return planet;
    }
    return stay != n ? stay : 0;
}

size_t gm_bot_choose(const sc_game *g, const sc_choice *choices, size_t n, sc_rng *rng)
{
    switch (g->pending.kind) {
    case SC_PENDING_TRAVEL:
        return choose_travel(g, choices, n, rng);
    case SC_PENDING_LAND:
        return choose_land(g, choices, n, rng);
    case SC_PENDING_PARACHUTE:
        for (size_t i = 0; i < n; i++) {
            if (choices[i].kind == SC_CHOICE_LAND) {
                return i;
            }
        }
        return 0;
    default:
        return sc_rng_below(rng, (uint32_t)n);
    }
}
