/* Where the callouts' cards go and what they say. */
#include "play_callout.h"

#include <math.h>
#include <stdio.h>

#include "describe.h"
#include "i18n.h"
#include "play_geom.h"

/* The search for a free place: candidates on rings around the wanted
 * place, this far apart, up to the screen's size. */
enum { STEP = 8, MAX_RINGS = 300 };

static bool overlap(gm_rect a, gm_rect b)
{
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/* On screen, and `margin` clear of every card placed so far. */
static bool free_at(const gm_layout *lay, gm_rect r, const gm_callout_card *cards, unsigned n,
                    float margin)
{
    if (r.x < margin || r.y < margin || r.x + r.w > lay->screen_w - margin ||
        r.y + r.h > lay->screen_h - margin) {
        return false;
    }
    for (unsigned i = 0; i < n; i++) {
        gm_rect o = cards[i].r;
        gm_rect grown = {o.x - margin, o.y - margin, o.w + 2 * margin, o.h + 2 * margin};
        if (overlap(grown, r)) {
            return false;
        }
    }
    return true;
}

/* Beside the piece (right of it, or left where the right has no room),
 * else the nearest free place to that. */
static gm_rect place(const gm_layout *lay, const gm_callout_style *st, gm_point at,
                     const gm_callout_card *cards, unsigned n)
{
    float gap = st->gap, margin = st->margin;
    gm_rect want = {at.x + gap, at.y - st->h / 2, st->w, st->h};
    if (want.x + want.w > lay->screen_w - margin) {
        want.x = at.x - gap - st->w;
    }
    want.x = fmaxf(margin, fminf(want.x, lay->screen_w - margin - want.w));
    want.y = fmaxf(margin, fminf(want.y, lay->screen_h - margin - want.h));
    if (free_at(lay, want, cards, n, margin)) {
        return want;
    }
    gm_rect best = want;
    float best_d = INFINITY;
    for (int k = 1; k < MAX_RINGS && (float)(k * STEP) < best_d; k++) {
        for (int i = -k; i <= k; i++) {
            for (int j = -k; j <= k; j++) {
                if (i != -k && i != k && j != -k && j != k) {
                    continue; /* inside the ring: looked at already */
                }
                float dx = (float)(i * STEP), dy = (float)(j * STEP);
                float d = sqrtf(dx * dx + dy * dy);
                gm_rect r = {want.x + dx, want.y + dy, want.w, want.h};
                if (d < best_d && free_at(lay, r, cards, n, margin)) {
                    best = r;
                    best_d = d;
                }
            }
        }
    }
    return best; /* no room at all: over the others, as wanted */
}

unsigned gm_callout_cards(const gm_layout *lay, const gm_anims *an, gm_callout_card *out,
                          unsigned max)
{
    const gm_callout_style st = lay->callout;
    unsigned n = 0;
    for (unsigned i = 0; i < an->n && n < max; i++) {
        const gm_anim *q = &an->list[i];
        if (q->kind != GM_ANIM_CALLOUT) {
            continue;
        }
        gm_point at = gm_geom_spot(lay, q->callout.at);
        out[n] = (gm_callout_card){place(lay, &st, at, out, n), at, q};
        n++;
    }
    return n;
}

static const char *name_of(const gm_session *p, int player)
{
    return player >= 0 && player < SC_MAX_PLAYERS ? gm_session_name(p, player) : "?";
}

void gm_callout_words(const gm_session *p, const gm_callout *c, char *title, size_t title_len,
                      char *detail, size_t detail_len, char *points, size_t points_len)
{
    const char *who = name_of(p, c->player);
    snprintf(points, points_len, "+%u", (unsigned)c->points);
    switch ((gm_callout_kind)c->kind) {
    case GM_CALLOUT_CRASH:
        snprintf(title, title_len, "%s", _("Crash!"));
        snprintf(detail, detail_len, _("Space %u: failure %u of %u"), (unsigned)c->at.a,
                 (unsigned)c->a, (unsigned)c->b);
        points[0] = '\0';
        return;
    case GM_CALLOUT_GOAL:
        snprintf(title, title_len, "%s", _("Goal won!"));
        snprintf(detail, detail_len, "%s", who);
        return;
    case GM_CALLOUT_DEEP:
        snprintf(title, title_len, "%s",
                 (c->b & GM_DEEP_COMET) ? _("The comet!") : _("The galaxy!"));
        /* TRANSLATORS: who reached deep space: "Anna's Pilot" (doubled: "Anna's Deep
         * doubler, doubled"). */
        snprintf(detail, detail_len,
                 (c->b & GM_DEEP_DOUBLED) ? _("%s's %s, doubled") : _("%s's %s"), who,
                 gm_ability_name(c->a));
        return;
    case GM_CALLOUT_UFO:
        snprintf(title, title_len, "%s", _("UFO contact!"));
        snprintf(detail, detail_len, "%s", who);
        return;
    case GM_CALLOUT_MISSIONS:
        snprintf(title, title_len, "%s", _("Secret missions"));
        /* TRANSLATORS: at the end, "Anna: 2 of 3 completed". */
        snprintf(detail, detail_len, _("%s: %u of %u completed"), who, (unsigned)c->a,
                 (unsigned)c->b);
        return;
    case GM_CALLOUT_KINDS:
        break;
    }
    title[0] = detail[0] = points[0] = '\0';
}

gm_callout_kind gm_callout_telling(const gm_session *p, const gm_callout **crash)
{
    const gm_anims *an = gm_session_anims(p);
    for (unsigned i = 0; i < an->n; i++) {
        const gm_anim *q = &an->list[i];
        if (q->kind == GM_ANIM_CALLOUT && q->callout.kind == GM_CALLOUT_CRASH && q->elapsed >= 0) {
            if (crash != NULL) {
                *crash = &q->callout;
            }
            return GM_CALLOUT_CRASH;
        }
    }
    /* The rocket flies into deep space and everyone aboard leaves it: the
     * next expedition waits until that is told. */
    unsigned deep = sc_mat_deep(gm_session_game(p)->mat);
    for (unsigned i = 0; i < an->n; i++) {
        const gm_anim *q = &an->list[i];
        if (q->kind == GM_ANIM_ROCKET && q->space_to == deep) {
            return GM_CALLOUT_DEEP;
        }
    }
    return GM_CALLOUT_KINDS;
}

bool gm_callout_banner(const gm_session *p, char *buf, size_t len, const char **icon)
{
    const char *unused;
    icon = icon != NULL ? icon : &unused;
    const gm_callout *c = NULL;
    switch (gm_callout_telling(p, &c)) {
    case GM_CALLOUT_CRASH:
        snprintf(buf, len, _("Crash! The rocket is lost at space %u (failure %u of %u)"),
                 (unsigned)c->at.a, (unsigned)c->a, (unsigned)c->b);
        *icon = "explosion";
        return true;
    case GM_CALLOUT_DEEP:
        snprintf(buf, len, "%s", _("Deep space! Everyone aboard lands on the comet or the galaxy"));
        *icon = "comet";
        return true;
    default:
        return false;
    }
}
