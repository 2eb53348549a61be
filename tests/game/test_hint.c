/* The hint card never contradicts itself nor the board: over every
 * decision of seeded whole games (two to four players, with and without
 * secret missions, computer levels from cadet up), in English and French,
 * the suggestion is the best choice by the measure the card names, the
 * card's first figure is that measure for the suggestion, the reason states
 * that same figure, and no figure of that measure favours another choice.
 * Before the measure was named, the card said "Stay aboard" over a 17%
 * chance to win staying against 41% leaving.
 *
 * Its words agree with the board's figures: a figure or a number of the
 * reason called points is the points the landing scores at once, as the
 * game counts them when it is played and as the moon's card says ("Moon: 2
 * points"); the captain's values are never called points (the card said
 * "Points of the best landing here: -0.5" beside a 2-point moon, "worth 8.5
 * points" for a 3-point moon). "Highest", "the most" are said only of a
 * figure ahead of the best other choice's as shown (the card said "the
 * most of any move" over a tie and over the only move); boarding hints have
 * their figures (they had none). */
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
#include "hover.h"
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
    assert_true(gm_session_start(play->session, &mat, &s, seats));
    gm_session_set_speed(play->session, 0.0f, 0.0f);
}

typedef struct tally {
    unsigned hinted, by_points, by_winning, contradictions;
    unsigned points_checked, moon_cards, ties, alone, boards, ends, doubled;
} tally;

/* The points the game gives seat `me` for landing c now: its moon and
 * deep-space points after the landing is played, less before. */
static int board_points(const sc_game *g, unsigned me, const sc_choice *c)
{
    sc_game after = *g;
    assert_int_equal(sc_game_apply(&after, c), SC_OK);
    const sc_player *a = &after.players[me], *b = &g->players[me];
    return (int)(a->moon_points + a->deep_points) - (int)(b->moon_points + b->deep_points);
}

/* What landing c adds to seat me's score as it stands (the score if the
 * game ended now, as the scoring screen would count it). */
static int score_gain(const sc_game *g, unsigned me, const sc_choice *c)
{
    sc_game after = *g;
    assert_int_equal(sc_game_apply(&after, c), SC_OK);
    sc_score a[SC_MAX_PLAYERS], b[SC_MAX_PLAYERS];
    sc_game_score(&after, a);
    sc_game_score(g, b);
    return a[me].total - b[me].total;
}

/* Where text calls a number points: "3 points", "1 point", "3 PV" (French,
 * a space or a no-break space between). Returns the number and sets *next
 * past it, or -1 when there is none left. */
static long next_points(const char *text, const char **next)
{
    for (const char *c = text; *c != '\0'; c++) {
        if (*c < '0' || *c > '9' || (c > text && c[-1] >= '0' && c[-1] <= '9')) {
            continue;
        }
        char *end;
        long v = strtol(c, &end, 10);
        const char *w = end;
        if ((*w == ',' || *w == '.') && w[1] >= '0' && w[1] <= '9') {
            v = -2; /* a decimal called points */
            for (w++; *w >= '0' && *w <= '9'; w++) {
            }
        }
        while (*w == ' ' || (unsigned char)*w == 0xc2 || (unsigned char)*w == 0xa0 ||
               (unsigned char)*w == 0xe2 || (unsigned char)*w == 0x80 ||
               (unsigned char)*w == 0xaf) {
            w++;
        }
        if (strncmp(w, "point", 5) == 0 || strncmp(w, "PV", 2) == 0) {
            *next = w;
            return v;
        }
    }
    return -1;
}

/* Words that claim the suggestion is ahead of every other choice. */
static bool claims_ahead(const char *reason)
{
    static const char *const words[] = {"most",   "highest", "higher",  "more than",
                                        "better", "plus",    "meilleur"};
    for (size_t i = 0; i < sizeof words / sizeof words[0]; i++) {
        if (strstr(reason, words[i]) != NULL) {
            return true;
        }
    }
    return false;
}

/* A figure called points. */
static bool says_points(const char *label)
{
    return strstr(label, "oint") != NULL || strstr(label, "PV") != NULL;
}

/* The card's words against the board: points, claims, boarding figures. */
static void check_words(const sc_game *g, unsigned me, const sc_ai_hint_t *h,
                        const gm_hint_card *card, tally *t)
{
    bool landing = h->pending == SC_PENDING_LAND || h->pending == SC_PENDING_PARACHUTE;
    int pts = h->land.kind == SC_CHOICE_LAND ? board_points(g, me, &h->land) : -1;
    int end = h->land.kind == SC_CHOICE_LAND ? score_gain(g, me, &h->land) : -1;
    if (landing) {
        assert_int_equal(h->land.kind, SC_CHOICE_LAND);
        if (h->choice.kind == SC_CHOICE_LAND) {
            assert_memory_equal(&h->land, &h->choice, sizeof h->land);
        }
    }
    /* The moon's card on the board says its points; the hint agrees. */
    if (pts >= 0 && h->land.target == SC_TARGET_MOON) {
        gm_card moon;
        assert_true(gm_hover_card(play, (int)me,
                                  (gm_piece){.kind = GM_PIECE_MOON, .a = h->land.index}, &moon));
        char want[64];
        snprintf(want, sizeof want, _("Moon: %u points"),
                 (unsigned)g->mat->moons[h->land.index].points);
        assert_string_equal(moon.title, want);
        unsigned doubler = g->seats[g->pending.rocket_seat].ability == SC_MOON_DOUBLER ? 2 : 1;
        assert_int_equal(pts, doubler * g->mat->moons[h->land.index].points);
        t->moon_cards++;
        /* A doubled moon's points are said with the moon's own value. */
        if (doubler == 2) {
            unsigned plain = g->mat->moons[h->land.index].points;
            char where[96], said[240], other[240];
            gm_describe_target(g->mat, &h->land, where, sizeof where);
            snprintf(said, sizeof said, _("It scores %u points at once: the moon's %u, doubled."),
                     (unsigned)pts, plain);
            snprintf(other, sizeof other,
                     _("Landing on %s would score %u points at once: the moon's %u, doubled."),
                     where, (unsigned)pts, plain);
            if (strstr(card->reason, said) == NULL && strstr(card->reason, other) == NULL) {
                fail_msg("\"%s\" does not say \"%s\" nor \"%s\"", card->reason, said, other);
            }
            t->doubled++;
        }
    }
    /* Every figure called points is the landing's, as the game scores it. */
    bool shown = false;
    for (unsigned i = 0; i < card->n_figures; i++) {
        const gm_hint_figure *f = &card->figures[i];
        if (says_points(f->label) || f->points || f->points_end) {
            if (f->points_end ? f->raw != end : !f->points || pts < 0 || f->raw != pts) {
                fail_msg("\"%s: %s\" is neither the %d points the landing scores at once nor "
                         "the %d it adds to the score as it stands",
                         f->label, f->value, pts, end);
            }
            shown |= f->points;
            t->ends += f->points_end;
        }
    }
    assert_true(shown == (landing && pts >= 0));
    /* So is every number the reason calls points (a moon's own name, "the
     * 3-point moon", aside). */
    char reason[sizeof card->reason];
    snprintf(reason, sizeof reason, "%s", card->reason);
    for (unsigned m = 0; m < g->mat->n_moons; m++) {
        char name[64];
        snprintf(name, sizeof name, _("the %u-point moon"), (unsigned)g->mat->moons[m].points);
        for (char *at = strstr(reason, name); at != NULL; at = strstr(at, name)) {
            memset(at, '_', strlen(name));
        }
    }
    const char *at = reason;
    for (long v; (v = next_points(at, &at)) != -1;) {
        if (v != pts) {
            fail_msg("the reason \"%s\" calls %ld points, the landing scores %d", card->reason, v,
                     pts);
        }
        t->points_checked++;
    }
    /* "Highest" only ahead of the best other choice as shown. */
    bool alone = sc_game_choice_count(g) == 1;
    bool tied = card->n_figures >= 2 && card->figures[1].percent == card->figures[0].percent &&
                !card->figures[1].points &&
                strcmp(card->figures[1].value, card->figures[0].value) == 0;
    t->ties += tied;
    t->alone += alone;
    if ((tied || alone) && claims_ahead(card->reason)) {
        fail_msg("\"%s\" claims the lead %s", card->reason,
                 alone ? "of the only choice" : "over a tie");
    }
    /* Boarding has its measure and figures. */
    if (h->pending == SC_PENDING_BOARD) {
        assert_int_not_equal(h->basis, SC_HINT_BY_NOTHING);
        assert_true(card->n_figures >= 2);
        t->boards++;
    }
}

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
    const sc_game *g = gm_play_game(play);
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
    /* The reason says the same figure. */
    if (strstr(card.reason, card.figures[0].value) == NULL) {
        print_error("reason \"%s\" without the figure %s\n", card.reason, card.figures[0].value);
    }
    assert_non_null(strstr(card.reason, card.figures[0].value));
    if (contradicts(&h)) {
        print_error("%s contradicted: %s\n", card.headline, card.reason);
        t->contradictions++;
    }
    check_words(g, me, &h, &card, t);
}

static void hint_agrees_with_its_figures(void **state)
{
    (void)state;
    tally t = {0};
    for (uint64_t seed = 1; seed <= 12; seed++) {
        start(2 + seed % 3, seed % 2 ? SC_VARIANT_MISSIONS : 0, seed);
        for (unsigned i = 0; i < MAX_STEPS && !sc_game_over(gm_play_game(play)); i++) {
            if (gm_play_game(play)->pending.kind != SC_PENDING_ROLL) {
                check_decision(&t);
            }
            unsigned before = gm_session_actions(play->session);
            gm_session_tick(play->session, GM_TICK_SECONDS, 1);
            assert_int_equal(gm_session_actions(play->session), before + 1);
        }
        assert_true(sc_game_over(gm_play_game(play)));
    }
    print_message("%u hinted decisions (%u by value, %u by the chance to win), %u "
                  "contradicted; %u numbers called points checked, %u moon cards, %u ties, %u "
                  "lone choices, %u boardings, %u landings adding more if the game ended now, "
                  "%u doubled moons\n",
                  t.hinted, t.by_points, t.by_winning, t.contradictions, t.points_checked,
                  t.moon_cards, t.ties, t.alone, t.boards, t.ends, t.doubled);
    assert_int_equal(t.contradictions, 0);
    assert_true(t.hinted > 300);
    assert_true(t.by_points > 100);
    assert_true(t.by_winning > 10);
    assert_true(t.points_checked > 50);
    assert_true(t.moon_cards > 50);
    assert_true(t.ties > 0 && t.alone > 0 && t.boards > 100 && t.ends > 20 && t.doubled > 0);
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
