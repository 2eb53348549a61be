/* The hint card never contradicts itself: over every decision of seeded
 * whole games (two to four players, with and without secret missions,
 * computer levels from cadet up), the suggestion is the best choice by the
 * measure the card names, the card's first figure is that measure for the
 * suggestion, the reason states that same figure, and no figure of that
 * measure favours another choice. Before the measure was named, the card
 * said "Stay aboard" over a 17% chance to win staying against 41% leaving. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "describe.h"
#include "hint_card.h"
#include "i18n.h"
#include "play.h"
#include "play_fixture.h"
#include "tick.h"

enum { CPU = GM_SEAT_COMPUTER, MAX_STEPS = 5000 };

static void start(unsigned n, uint8_t variants, uint64_t seed)
{
    sc_setup s = {.n_players = (uint8_t)n, .variants = variants, .first_player = -1, .seed = seed};
    gm_seat seats[SC_MAX_PLAYERS] = {0};
    for (unsigned i = 0; i < n; i++) {
        seats[i].kind = CPU;
        seats[i].level = (uint8_t)(1 + (seed + i) % (sc_ai_level_count - 1));
        seats[i].colour = (uint8_t)i;
    }
    assert_true(gm_play_start(play, &lay, &mat, &s, seats));
    gm_play_set_speed(play, 0.0f, 0.0f);
}

typedef struct tally {
    unsigned hinted, by_points, by_winning, contradictions;
} tally;

/* Whether the hint's figures of its own measure favour another choice than
 * the one it suggests (what a player reads as a contradiction). */
static bool contradicts(const sc_ai_hint_t *h)
{
    bool landing = h->pending == SC_PENDING_LAND || h->pending == SC_PENDING_PARACHUTE;
    bool stays = h->choice.kind != SC_CHOICE_LAND;
    if (!isnan(h->alt_value) && h->alt_value > h->value) {
        return true;
    }
    if (landing && h->basis == SC_HINT_BY_POINTS &&
        (stays ? h->ev_leave > h->ev_stay : h->ev_stay > h->ev_leave)) {
        return true;
    }
    if (landing && h->basis == SC_HINT_BY_WINNING &&
        (stays ? h->win_leave > h->win_stay : h->win_stay > h->win_leave)) {
        return true;
    }
    return false;
}

/* Checks the hint and its card at the decision in front of the game. */
static void check_decision(tally *t)
{
    const sc_game *g = &play->game;
    unsigned me = (unsigned)g->pending.player;
    sc_ai_hint_t h;
    if (!sc_ai_hint(g, me, &h)) {
        return;
    }
    t->hinted++;
    gm_hint_card card;
    gm_hint_card_make(play, (int)me, &h, &card);
    /* The headline is the suggestion. */
    char what[96];
    gm_describe_choice(g, &h.choice, NULL, what, sizeof what);
    if (h.choice.kind != SC_CHOICE_RETURN_MISSION) {
        assert_string_equal(card.headline, what);
    }
    assert_true(card.reason[0] != '\0');
    if (h.basis == SC_HINT_BY_NOTHING) {
        return;
    }
    t->by_points += h.basis == SC_HINT_BY_POINTS;
    t->by_winning += h.basis == SC_HINT_BY_WINNING;
    /* The first figure is the measure, for the suggestion; the second
     * (when shown) the best other choice's. */
    assert_true(card.n_figures >= 1);
    assert_true(fabs(card.figures[0].raw - h.value) < 1e-12);
    assert_int_equal(card.figures[0].percent, h.basis == SC_HINT_BY_WINNING);
    if (card.n_figures >= 2 && card.figures[1].percent == card.figures[0].percent &&
        card.figures[1].raw > card.figures[0].raw) {
        print_error("%s: second figure %s above the first %s\n", card.headline,
                    card.figures[1].value, card.figures[0].value);
        t->contradictions++;
    }
    /* The reason says the same figure (a parachute's points reason has none). */
    if (!(h.pending == SC_PENDING_PARACHUTE && h.basis == SC_HINT_BY_POINTS)) {
        if (strstr(card.reason, card.figures[0].value) == NULL) {
            print_error("reason \"%s\" without the figure %s\n", card.reason,
                        card.figures[0].value);
        }
        assert_non_null(strstr(card.reason, card.figures[0].value));
    }
    if (contradicts(&h)) {
        print_error("%s contradicted: %s\n", card.headline, card.reason);
        t->contradictions++;
    }
}

static void hint_agrees_with_its_figures(void **state)
{
    (void)state;
    tally t = {0};
    for (uint64_t seed = 1; seed <= 12; seed++) {
        start(2 + seed % 3, seed % 2 ? SC_VARIANT_MISSIONS : 0, seed);
        for (unsigned i = 0; i < MAX_STEPS && !sc_game_over(&play->game); i++) {
            if (play->game.pending.kind != SC_PENDING_ROLL) {
                check_decision(&t);
            }
            unsigned before = play->actions;
            gm_play_tick(play, GM_TICK_SECONDS, 1);
            assert_int_equal(play->actions, before + 1);
        }
        assert_true(sc_game_over(&play->game));
    }
    print_message("%u hinted decisions (%u by points, %u by the chance to win), %u "
                  "contradicted\n",
                  t.hinted, t.by_points, t.by_winning, t.contradictions);
    assert_int_equal(t.contradictions, 0);
    assert_true(t.hinted > 300);
    assert_true(t.by_points > 100);
    assert_true(t.by_winning > 10);
}

/* In French too: the figure in the reason is the card's, decimal comma
 * and spaced percent sign included. */
static void hint_agrees_in_french(void **state)
{
    gm_i18n_set_language("fr");
    hint_agrees_with_its_figures(state);
    gm_i18n_set_language("en");
}

int main(void)
{
    gm_i18n_init(SC_TEST_LOCALEDIR);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(hint_agrees_with_its_figures, gm_test_play_each_setup,
                                        gm_test_play_each_teardown),
        cmocka_unit_test_setup_teardown(hint_agrees_in_french, gm_test_play_each_setup,
                                        gm_test_play_each_teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
