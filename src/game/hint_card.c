/* The hint card's words. The headline is the suggestion; the reason says
 * what it is the best of (expected points, or near the end the chance to
 * win) with the figure that shows it; the figures list that measure first,
 * the suggestion's then the best other choice's, and the rest after. */
#include "hint_card.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "describe.h"
#include "i18n.h"
#include "privacy.h"

static const char *points(double v, char *buf, size_t len)
{
    return gm_i18n_decimal(v, 1, buf, len);
}

static const char *percent(double v, char *buf, size_t len)
{
    /* TRANSLATORS: a percentage (French puts a space before the sign). */
    snprintf(buf, len, _("%.0f%%"), v * 100.0);
    return buf;
}

/* One figure, when it is known. */
static void figure(gm_hint_card *c, const char *label, double v, bool pc)
{
    if (isnan(v) || c->n_figures >= GM_HINT_FIGURES) {
        return;
    }
    gm_hint_figure *f = &c->figures[c->n_figures++];
    snprintf(f->label, sizeof f->label, "%s", label);
    f->raw = v;
    f->percent = pc;
    if (pc) {
        percent(v, f->value, sizeof f->value);
    } else {
        points(v, f->value, sizeof f->value);
    }
}

/* Staying aboard (going home after a crash) or landing. */
static void landing(const sc_ai_hint_t *h, gm_hint_card *c)
{
    bool chute = h->pending == SC_PENDING_PARACHUTE;
    bool stays = h->choice.kind != SC_CHOICE_LAND;
    char a[32], b[32];
    const char *pts_stay =
        chute ? _("Points of going home") : _("Expected points if staying aboard");
    const char *pts_land =
        stays ? _("Points of the best landing here") : _("Points of this landing");
    const char *win_stay =
        chute ? _("Chance to win going home") : _("Chance to win staying aboard");
    const char *win_land =
        stays ? _("Chance to win with the best landing") : _("Chance to win with this landing");
    if (h->basis == SC_HINT_BY_WINNING) {
        percent(stays ? h->win_stay : h->win_leave, a, sizeof a);
        percent(stays ? h->win_leave : h->win_stay, b, sizeof b);
        if (chute) {
            snprintf(c->reason, sizeof c->reason,
                     stays
                         ? _("Near the end only winning counts: going home wins %s of the games "
                             "simulated, landing here %s.")
                         : _("Near the end only winning counts: this landing wins %s of the games "
                             "simulated, going home %s."),
                     a, b);
        } else {
            snprintf(c->reason, sizeof c->reason,
                     stays
                         ? _("Near the end only winning counts: staying aboard wins %s of the "
                             "games simulated, landing now %s.")
                         : _("Near the end only winning counts: this landing wins %s of the games "
                             "simulated, staying aboard %s."),
                     a, b);
        }
        figure(c, stays ? win_stay : win_land, stays ? h->win_stay : h->win_leave, true);
        figure(c, stays ? win_land : win_stay, stays ? h->win_leave : h->win_stay, true);
    } else {
        points(stays ? h->ev_stay : h->ev_leave, a, sizeof a);
        points(stays ? h->ev_leave : h->ev_stay, b, sizeof b);
        if (chute) {
            snprintf(c->reason, sizeof c->reason, "%s",
                     stays ? _("Going home keeps the astronaut for a later expedition, which is "
                               "worth more than any landing here.")
                           : _("This landing is worth more than keeping the astronaut for a later "
                               "expedition."));
        } else if (stays) {
            snprintf(c->reason, sizeof c->reason,
                     _("Staying aboard is worth %s points on average, landing now %s."), a, b);
        } else {
            snprintf(c->reason, sizeof c->reason,
                     _("Landing now is worth %s points, staying aboard %s on average."), a, b);
        }
    }
    figure(c, stays ? pts_stay : pts_land, stays ? h->ev_stay : h->ev_leave, false);
    figure(c, stays ? pts_land : pts_stay, stays ? h->ev_leave : h->ev_stay, false);
    if (!chute) {
        figure(c, _("Crash chance of the next roll"), h->crash_chance, true);
    }
}

static void travel(const sc_ai_hint_t *h, gm_hint_card *c)
{
    char a[32], b[32];
    if (h->basis == SC_HINT_BY_WINNING) {
        percent(h->value, a, sizeof a);
        if (isnan(h->alt_value)) {
            snprintf(c->reason, sizeof c->reason,
                     _("Near the end only winning counts: this move wins %s of the games "
                       "simulated."),
                     a);
        } else {
            snprintf(c->reason, sizeof c->reason,
                     _("Near the end only winning counts: this move wins %s of the games "
                       "simulated, the next best %s."),
                     a, percent(h->alt_value, b, sizeof b));
        }
        figure(c, _("Chance to win with this move"), h->value, true);
        figure(c, _("Chance to win with the next best move"), h->alt_value, true);
        figure(c, _("Expected points of this move"), h->ev_choice, false);
    } else {
        snprintf(c->reason, sizeof c->reason,
                 _("Worth %s points to you on average from here, the most of any move."),
                 points(h->value, a, sizeof a));
        figure(c, _("Expected points of this move"), h->value, false);
        figure(c, _("Expected points of the next best move"), h->alt_value, false);
    }
    figure(c, _("Crash chance of the next roll"), h->crash_chance, true);
}

static void board(const sc_ai_hint_t *h, gm_hint_card *c)
{
    char a[32], b[32];
    if (h->basis != SC_HINT_BY_WINNING) {
        snprintf(c->reason, sizeof c->reason, "%s",
                 _("The astronaut that the strongest level expects to do most."));
        return;
    }
    snprintf(c->reason, sizeof c->reason,
             _("Near the end only winning counts: with this astronaut you win %s of the games "
               "simulated, with the next best %s."),
             percent(h->value, a, sizeof a), percent(h->alt_value, b, sizeof b));
    figure(c, _("Chance to win with this astronaut"), h->value, true);
    figure(c, _("Chance to win with the next best astronaut"), h->alt_value, true);
}

void gm_hint_card_make(const gm_play *p, int viewer, const sc_ai_hint_t *h, gm_hint_card *out)
{
    memset(out, 0, sizeof *out);
    gm_describe_choice(&p->game, &h->choice, NULL, out->headline, sizeof out->headline);
    switch (h->pending) {
    case SC_PENDING_LAND:
    case SC_PENDING_PARACHUTE:
        landing(h, out);
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
        unsigned n = viewer < 0 ? 0 : gm_privacy_missions(p, viewer, (unsigned)viewer, mv);
        if (h->choice.kind == SC_CHOICE_RETURN_MISSION && h->choice.arg < n &&
            p->game.pending.player == viewer) {
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
