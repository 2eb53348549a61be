/* The hint card's words. The headline is the suggestion; the reason says
 * what it is the best of (the captain's value, or near the end the chance
 * to win) with the figures that show it, and what a landing scores at once
 * as the board counts it; the figures list that measure first, the
 * suggestion's then the best other choice's, and the rest after. A value
 * is never called points (spacecats/ai.h says what it is; the card's note
 * says it to the player). "Highest" is said only of a figure ahead of every
 * other choice's as shown: a tie and a lone choice have their own words. */
#include "hint_card.h"

#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "describe.h"
#include "i18n.h"
#include "privacy.h"

static const char *value_text(double v, char *buf, size_t len)
{
    return gm_i18n_decimal(v, 1, buf, len);
}

static const char *percent(double v, char *buf, size_t len)
{
    /* TRANSLATORS: a percentage (French puts a space before the sign). */
    snprintf(buf, len, _("%.0f%%"), v * 100.0);
    return buf;
}

typedef enum fig_kind { FIG_VALUE, FIG_CHANCE, FIG_POINTS, FIG_POINTS_END } fig_kind;

/* One figure, when it is known. */
static void figure(gm_hint_card *c, const char *label, double v, fig_kind kind)
{
    if (isnan(v) || c->n_figures >= GM_HINT_FIGURES) {
        return;
    }
    gm_hint_figure *f = &c->figures[c->n_figures++];
    snprintf(f->label, sizeof f->label, "%s", label);
    f->raw = v;
    f->percent = kind == FIG_CHANCE;
    f->points = kind == FIG_POINTS;
    f->points_end = kind == FIG_POINTS_END;
    if (kind == FIG_CHANCE) {
        percent(v, f->value, sizeof f->value);
    } else if (kind == FIG_POINTS || kind == FIG_POINTS_END) {
        snprintf(f->value, sizeof f->value, "%.0f", v);
    } else {
        value_text(v, f->value, sizeof f->value);
    }
}

/* How the suggestion's figure stands against the best other choice's, as
 * the player reads them (rounded as shown). */
typedef enum standing { AHEAD, TIED, ALONE } standing;

static standing stand(double mine, double other, bool chance)
{
    if (isnan(other)) {
        return ALONE;
    }
    char a[32], b[32];
    if (chance) {
        percent(mine, a, sizeof a);
        percent(other, b, sizeof b);
    } else {
        value_text(mine, a, sizeof a);
        value_text(other, b, sizeof b);
    }
    return strcmp(a, b) == 0 ? TIED : AHEAD;
}

static void append(gm_hint_card *c, const char *sentence)
{
    size_t n = strlen(c->reason);
    snprintf(c->reason + n, sizeof c->reason - n, "%s%s", n ? " " : "", sentence);
}

static void value_note(gm_hint_card *c)
{
    snprintf(c->note, sizeof c->note, "%s",
             _("A value is in points but is not what a move scores: it is what you gain, now and "
               "at the end, less half of what your rivals gain, against keeping the astronaut at "
               "home for a later expedition."));
}

/* ---- landing or staying aboard (going home after a crash) ---------------- */

/* What the landing the figures are of scores at once, from the rules core;
 * -1 for none. */
static int landing_points(const sc_game *g, const sc_ai_hint_t *h)
{
    if (h->land.kind != SC_CHOICE_LAND || g->pending.rocket_seat < 0) {
        return -1;
    }
    unsigned ability = g->seats[g->pending.rocket_seat].ability;
    return (int)sc_landing_points(g->mat, ability, h->land.target, h->land.index);
}

/* What that landing adds to the deciding player's score as it stands (the
 * score if the game ended now, as sc_game_score counts it: its planet's
 * standing, goals, secret missions too); INT_MIN for none. */
static int landing_points_end(const sc_game *g, const sc_ai_hint_t *h)
{
    if (h->land.kind != SC_CHOICE_LAND || g->pending.player < 0) {
        return INT_MIN;
    }
    sc_game after = *g;
    if (sc_game_apply(&after, &h->land) != SC_OK) {
        return INT_MIN;
    }
    sc_score before[SC_MAX_PLAYERS], now[SC_MAX_PLAYERS];
    sc_game_score(g, before);
    sc_game_score(&after, now);
    unsigned me = (unsigned)g->pending.player;
    return now[me].total - before[me].total;
}

/* The sentence of what that landing scores at once: "It scores 6 points
 * at once: the moon's 3, doubled.", or when it is not the suggestion,
 * "Landing on the 3-point moon would score 3 points at once." */
static void points_sentence(const sc_game *g, const sc_ai_hint_t *h, bool suggested,
                            gm_hint_card *c)
{
    int pts = landing_points(g, h);
    if (pts < 0) {
        return;
    }
    unsigned ability = g->seats[g->pending.rocket_seat].ability;
    unsigned target = h->land.target;
    bool doubled =
        target == SC_TARGET_MOON && ability == SC_MOON_DOUBLER && h->land.index < g->mat->n_moons;
    /* The moon's own value, from the mat: the x2 is the rules core's alone. */
    unsigned n = (unsigned)pts, plain = doubled ? g->mat->moons[h->land.index].points : n;
    char where[96], s[240];
    gm_describe_target(g->mat, &h->land, where, sizeof where);
    if (target == SC_TARGET_PLANET) {
        if (suggested) {
            snprintf(s, sizeof s, "%s",
                     _("A planet scores nothing at once: it scores at the end of the game."));
        } else {
            snprintf(s, sizeof s, _("Landing on %s would score only at the end of the game."),
                     where);
        }
    } else if (doubled) {
        if (suggested) {
            snprintf(s, sizeof s, _("It scores %u points at once: the moon's %u, doubled."), n,
                     plain);
        } else {
            snprintf(s, sizeof s,
                     _("Landing on %s would score %u points at once: the moon's %u, doubled."),
                     where, n, plain);
        }
    } else if (suggested) {
        snprintf(s, sizeof s,
                 ngettext("It scores %u point at once.", "It scores %u points at once.", n), n);
    } else if (target == SC_TARGET_DEEP) {
        snprintf(s, sizeof s,
                 ngettext("Stepping into deep space would score %u point at once.",
                          "Stepping into deep space would score %u points at once.", n),
                 n);
    } else {
        snprintf(s, sizeof s,
                 ngettext("Landing on %s would score %u point at once.",
                          "Landing on %s would score %u points at once.", n),
                 where, n);
    }
    append(c, s);
}

/* The comparison by value, one sentence. */
static void landing_by_value(const sc_ai_hint_t *h, bool chute, bool stays, gm_hint_card *c)
{
    char a[32], b[32], s[300];
    value_text(stays ? h->ev_stay : h->ev_leave, a, sizeof a);
    value_text(stays ? h->ev_leave : h->ev_stay, b, sizeof b);
    standing st = stand(h->value, h->alt_value, false);
    if (st == ALONE) {
        snprintf(s, sizeof s, stays ? _("Its value is %s.") : _("This landing's value is %s."), a);
    } else if (st == TIED) {
        snprintf(s, sizeof s,
                 chute ? _("Landing here and going home are of equal value: %s.")
                       : _("Landing here and staying aboard are of equal value: %s."),
                 a);
    } else if (chute) {
        snprintf(s, sizeof s,
                 stays ? _("Going home has the higher value: %s, against %s for the best landing "
                           "here. The astronaut is worth more kept for a later expedition.")
                       : _("Landing here has the higher value: %s, against %s for going home."),
                 a, b);
    } else {
        snprintf(s, sizeof s,
                 stays ? _("Staying aboard has the higher value: %s on average, against %s for "
                           "the best landing here.")
                       : _("Landing here has the higher value: %s, against %s for staying aboard "
                           "(on average)."),
                 a, b);
    }
    append(c, s);
}

static void landing_by_winning(const sc_ai_hint_t *h, bool chute, bool stays, gm_hint_card *c)
{
    char a[32], b[32], s[300];
    percent(stays ? h->win_stay : h->win_leave, a, sizeof a);
    percent(stays ? h->win_leave : h->win_stay, b, sizeof b);
    if (chute) {
        snprintf(s, sizeof s,
                 stays ? _("Near the end only winning counts: going home wins %s of the games "
                           "simulated, landing here %s.")
                       : _("Near the end only winning counts: this landing wins %s of the games "
                           "simulated, going home %s."),
                 a, b);
    } else {
        snprintf(s, sizeof s,
                 stays ? _("Near the end only winning counts: staying aboard wins %s of the games "
                           "simulated, landing now %s.")
                       : _("Near the end only winning counts: this landing wins %s of the games "
                           "simulated, staying aboard %s."),
                 a, b);
    }
    append(c, s);
}

static void landing(const gm_play *p, const sc_ai_hint_t *h, gm_hint_card *c)
{
    const sc_game *g = gm_play_game(p);
    bool chute = h->pending == SC_PENDING_PARACHUTE;
    bool stays = h->choice.kind != SC_CHOICE_LAND;
    const char *v_stay =
        chute ? _("Value of going home") : _("Value of staying aboard, on average");
    const char *v_land = stays ? _("Value of the best landing here") : _("Value of landing here");
    const char *win_stay =
        chute ? _("Chance to win going home") : _("Chance to win staying aboard");
    const char *win_land =
        stays ? _("Chance to win with the best landing") : _("Chance to win with this landing");
    if (h->basis == SC_HINT_BY_WINNING) {
        landing_by_winning(h, chute, stays, c);
        figure(c, stays ? win_stay : win_land, stays ? h->win_stay : h->win_leave, FIG_CHANCE);
        figure(c, stays ? win_land : win_stay, stays ? h->win_leave : h->win_stay, FIG_CHANCE);
    } else {
        landing_by_value(h, chute, stays, c);
    }
    points_sentence(g, h, !stays, c);
    figure(c, stays ? v_stay : v_land, stays ? h->ev_stay : h->ev_leave, FIG_VALUE);
    figure(c, stays ? v_land : v_stay, stays ? h->ev_leave : h->ev_stay, FIG_VALUE);
    int pts = landing_points(g, h), end = landing_points_end(g, h);
    figure(c,
           stays ? _("Points the best landing would score at once")
                 : _("Points this landing scores at once"),
           pts < 0 ? NAN : pts, FIG_POINTS);
    if (pts >= 0 && end != INT_MIN && end != pts) {
        /* A planet's standing, a goal or a mission: what it adds to the
         * score as it stands, so that the value is not a mystery. */
        figure(c,
               stays ? _("Points it would add if the game ended now")
                     : _("Points it adds if the game ended now"),
               end, FIG_POINTS_END);
    }
    if (!chute) {
        figure(c, _("Crash chance of the next roll"), h->crash_chance, FIG_CHANCE);
    }
    value_note(c);
}

/* ---- flying ---------------------------------------------------------------- */

static void travel(const sc_ai_hint_t *h, gm_hint_card *c)
{
    char a[32], b[32], s[300];
    if (h->basis == SC_HINT_BY_WINNING) {
        percent(h->value, a, sizeof a);
        if (isnan(h->alt_value)) {
            snprintf(s, sizeof s,
                     _("Near the end only winning counts: this move wins %s of the games "
                       "simulated."),
                     a);
        } else {
            snprintf(s, sizeof s,
                     _("Near the end only winning counts: this move wins %s of the games "
                       "simulated, the next best %s."),
                     a, percent(h->alt_value, b, sizeof b));
        }
        append(c, s);
        figure(c, _("Chance to win with this move"), h->value, FIG_CHANCE);
        figure(c, _("Chance to win with the next best move"), h->alt_value, FIG_CHANCE);
        figure(c, _("Value of this move, on average"), h->ev_choice, FIG_VALUE);
    } else {
        value_text(h->value, a, sizeof a);
        switch (stand(h->value, h->alt_value, false)) {
        case ALONE:
            snprintf(s, sizeof s, _("The only move possible: its value is %s on average."), a);
            break;
        case TIED:
            snprintf(s, sizeof s, _("This move's value, %s on average, is as high as another's."),
                     a);
            break;
        case AHEAD:
            snprintf(s, sizeof s,
                     _("This move has the highest value of any: %s on average, against %s for "
                       "the next best."),
                     a, value_text(h->alt_value, b, sizeof b));
            break;
        }
        append(c, s);
        figure(c, _("Value of this move, on average"), h->value, FIG_VALUE);
        figure(c, _("Value of the next best move"), h->alt_value, FIG_VALUE);
    }
    figure(c, _("Crash chance of the next roll"), h->crash_chance, FIG_CHANCE);
    value_note(c);
}

/* ---- boarding -------------------------------------------------------------- */

static void board(const sc_ai_hint_t *h, gm_hint_card *c)
{
    char a[32], b[32], s[300];
    if (h->basis == SC_HINT_BY_WINNING) {
        snprintf(s, sizeof s,
                 _("Near the end only winning counts: with this astronaut you win %s of the games "
                   "simulated, with the next best %s."),
                 percent(h->value, a, sizeof a), percent(h->alt_value, b, sizeof b));
        append(c, s);
        figure(c, _("Chance to win with this astronaut"), h->value, FIG_CHANCE);
        figure(c, _("Chance to win with the next best astronaut"), h->alt_value, FIG_CHANCE);
    } else {
        value_text(h->value, a, sizeof a);
        switch (stand(h->value, h->alt_value, false)) {
        case ALONE:
            snprintf(s, sizeof s, _("Your only astronaut at home: its value aboard is %s."), a);
            break;
        case TIED:
            snprintf(s, sizeof s, _("This astronaut's value aboard, %s, is as high as another's."),
                     a);
            break;
        case AHEAD:
            snprintf(s, sizeof s,
                     _("This astronaut has the highest value aboard: %s, against %s for the next "
                       "best."),
                     a, value_text(h->alt_value, b, sizeof b));
            break;
        }
        append(c, s);
        figure(c, _("Value of this astronaut aboard"), h->value, FIG_VALUE);
        figure(c, _("Value of the next best astronaut aboard"), h->alt_value, FIG_VALUE);
        value_note(c);
    }
    figure(c, _("Crash chance of the first roll, with the crew so far"), h->crash_chance,
           FIG_CHANCE);
}

void gm_hint_card_make(const gm_play *p, int viewer, const sc_ai_hint_t *h, gm_hint_card *out)
{
    memset(out, 0, sizeof *out);
    gm_describe_choice(gm_play_game(p), &h->choice, NULL, out->headline, sizeof out->headline);
    switch (h->pending) {
    case SC_PENDING_LAND:
    case SC_PENDING_PARACHUTE:
        landing(p, h, out);
        break;
    case SC_PENDING_TRAVEL:
        travel(h, out);
        break;
    case SC_PENDING_BOARD:
        board(h, out);
        break;
    case SC_PENDING_MISSIONS: {
        snprintf(out->reason, sizeof out->reason, "%s",
                 _("The missions the strongest level expects to complete."));
        /* Which mission to give back, told to its owner only. */
        gm_mission_view mv[4];
        unsigned n = viewer < 0 ? 0 : gm_privacy_missions(p->session, viewer, (unsigned)viewer, mv);
        if (h->choice.kind == SC_CHOICE_RETURN_MISSION && h->choice.arg < n &&
            gm_play_game(p)->pending.player == viewer) {
            snprintf(out->headline, sizeof out->headline,
                     _("Give back the secret mission of space %u"),
                     (unsigned)mv[h->choice.arg].space);
        }
        break;
    }
    default:
        snprintf(out->reason, sizeof out->reason, "%s", _("What the strongest level would do."));
        break;
    }
}
