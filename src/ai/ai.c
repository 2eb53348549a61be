/* The public entry of the computer players: the table of levels and the
 * choice of a level (each level's play is in levels.c and commander.c, the
 * hint in hint.c). */
#include <string.h>

#include "ai_internal.h"

typedef size_t (*choose_fn)(const sc_game *g, unsigned me, const sc_choice *c, size_t n,
                            uint64_t seed);

/* Marks texts for translation (xgettext's N_ keyword); the game translates
 * them where it shows them. The strength lines hold a '%' that is no printf
 * format: xgettext:no-c-format keeps it from being checked as one. */
#ifndef N_
#define N_(s) (s)
#endif

const sc_ai_level sc_ai_levels[] = {
    {"kitten", N_("Chases every shiny moon and sometimes just the dice; gentle, for little paws."),
     /* xgettext:no-c-format */
     N_("Wins 30% of 2-player games against Cadet"), 0},
    {"cadet", N_("Knows the rules of thumb: lands when the table says a landing beats the ride."),
     /* xgettext:no-c-format */
     N_("Wins 70% of 2-player games against Kitten"), 1},
    {"captain", N_("Works out the exact odds of every roll on the mat as it stands."),
     /* xgettext:no-c-format */
     N_("Wins 68% of 2-player games against Cadet"), 2},
    {"commander",
     N_("Exact odds, and at every close call it plays out many futures to win, not just to "
        "score."),
     /* xgettext:no-c-format */
     N_("Wins 64% of 2-player games against Captain"), 3},
};
const size_t sc_ai_level_count = sizeof sc_ai_levels / sizeof sc_ai_levels[0];

/* The levels that do not search (the commander, last, takes a budget). */
static const choose_fn choosers[] = {
    ai_choose_kitten,
    ai_choose_cadet,
    ai_choose_captain,
};
enum { COMMANDER = sizeof choosers / sizeof choosers[0] };

const sc_ai_level *sc_ai_level_find(const char *name)
{
    for (size_t i = 0; i < sc_ai_level_count; i++) {
        if (strcmp(sc_ai_levels[i].name, name) == 0) {
            return &sc_ai_levels[i];
        }
    }
    return NULL;
}

const sc_ai_level *sc_ai_strongest(void)
{
    return &sc_ai_levels[sc_ai_level_count - 1];
}

size_t sc_ai_choose(const sc_ai_level *lvl, const sc_game *g, unsigned me, const sc_choice *choices,
                    size_t n, uint64_t seed)
{
    return sc_ai_choose_within(lvl, g, me, choices, n, seed, NULL);
}

size_t sc_ai_choose_within(const sc_ai_level *lvl, const sc_game *g, unsigned me,
                           const sc_choice *choices, size_t n, uint64_t seed,
                           const sc_ai_budget *budget)
{
    if (n <= 1 || !lvl || lvl->id >= sc_ai_level_count) {
        return 0;
    }
    size_t k = lvl->id == COMMANDER ? ai_choose_commander(g, me, choices, n, seed, budget)
                                    : choosers[lvl->id](g, me, choices, n, seed);
    return k < n ? k : 0;
}
