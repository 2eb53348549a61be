/* The play screen's advice: the hint card (its words are hint_card.c's)
 * and a first game's tip cards. */
#include <limits.h>
#include <math.h>
#include <stdio.h>

#include "hint_card.h"
#include "i18n.h"
#include "play_draw.h"
#include "privacy.h"
#include "tips.h"
#include "ui.h"

static bool meet(gm_rect a, gm_rect b);

/* The hint's card, made for the game in play. */
static bool hint_card_now(const gm_canvas *cv, const gm_play_scene *sc, gm_hint_card *card)
{
    const gm_play_view *v = sc->view;
    if (!v->hint_valid) {
        return false;
    }
    gm_hint_card_make(sc->play, gm_privacy_viewer(sc->play->session, &v->privacy), &v->hint, card);
    return true;
}

/* As tall as the card's words need: the suggestion and its reason wrap
 * (French too), a line a figure, the note. */
static float card_height(const gm_canvas *cv, const gm_play_scene *sc, const gm_hint_card *card,
                         float width)
{
    const gm_lay_hint *in = &cv->lay->hint_in;
    float what_h = gm_text_wrapped(cv->text, GM_FONT_TITLE, in->title_font, true, GM_UI_GOLD, 0, 0,
                                   width, 0, false, card->headline);
    float why_h = gm_text_wrapped(cv->text, GM_FONT_BODY, in->reason_font, false, GM_UI_TEXT, 0, 0,
                                  width, 0, false, card->reason);
    float note_h =
        card->note[0] == '\0'
            ? 0
            : in->note_gap + gm_text_wrapped(cv->text, GM_FONT_BODY, in->note_font, false,
                                             GM_UI_TEXT, 0, 0, width, 0, false, card->note);
    return in->top + what_h + in->reason_gap + why_h + in->figures_gap +
           in->figure_step * (float)card->n_figures + note_h + in->bottom;
}

bool gm_play_hint_subject(const gm_canvas *cv, const gm_play_scene *sc, gm_rect *out)
{
    const gm_play_view *v = sc->view;
    const gm_layout *lay = cv->lay;
    const sc_game *g = gm_play_game(sc->play);
    const sc_choice *c = &v->hint.choice;
    if (!v->hint_valid) {
        return false;
    }
    if (c->kind == SC_CHOICE_LAND) {
        if (c->target == SC_TARGET_MOON && c->index < lay->n_moons) {
            *out = lay->moons[c->index];
        } else if (c->target == SC_TARGET_PLANET && c->index < lay->n_planets) {
            *out = lay->planets[c->index];
        } else {
            *out = lay->galaxy; /* the Lander's step into deep space */
        }
        return true;
    }
    unsigned space = g->rocket_space;
    if (c->kind == SC_CHOICE_MOVE) {
        space += sc_game_move_distance(g, c);
    } else if (c->kind != SC_CHOICE_STAY) {
        return false;
    }
    unsigned deep = sc_mat_deep(g->mat);
    *out = space >= deep ? lay->comet : gm_layout_space_rect(lay, space);
    return true;
}

/* The layout's place, unless the card would cover what the hint is about
 * (the moon it says to land on, under the card in the middle of the mat):
 * then the first of the mat's sides that does not, or low on the screen,
 * over the dice tray and the boards (the card closes at any click). */
static gm_rect place_card(const gm_canvas *cv, const gm_play_scene *sc, float h)
{
    gm_rect r = cv->lay->hint_card, m = cv->lay->mat, about;
    r.h = h;
    if (!gm_play_hint_subject(cv, sc, &about) || !meet(r, about)) {
        return r;
    }
    const float pad = cv->lay->hint_in.margin, low = cv->lay->screen_h - h - pad;
    const gm_rect places[] = {
        {m.x + pad, r.y, r.w, h}, {m.x + m.w - r.w - pad, r.y, r.w, h}, {r.x, low, r.w, h},
        {m.x + pad, low, r.w, h}, {m.x + m.w - r.w - pad, low, r.w, h},
    };
    for (unsigned k = 0; k < sizeof places / sizeof places[0]; k++) {
        if (!meet(places[k], about)) {
            return places[k];
        }
    }
    return r;
}

gm_rect gm_play_hint_rect(const gm_canvas *cv, const gm_play_scene *sc)
{
    const gm_lay_hint *in = &cv->lay->hint_in;
    gm_rect r = cv->lay->hint_card;
    gm_hint_card card;
    if (!hint_card_now(cv, sc, &card)) {
        r.h = in->waiting_h; /* while it is worked out */
        return r;
    }
    return place_card(cv, sc, card_height(cv, sc, &card, r.w - 2 * in->pad));
}

void gm_play_draw_hint(const gm_canvas *cv, const gm_play_scene *sc)
{
    const gm_play_view *v = sc->view;
    const gm_lay_hint *in = &cv->lay->hint_in;
    if (v->hint_pending) {
        gm_rect r = gm_play_hint_rect(cv, sc);
        gm_gfx_round(cv->gfx, r, in->radius, (gm_color){0x14, 0x10, 0x2e, 240});
        gm_gfx_round_outline(cv->gfx, r, in->radius, in->line, GM_UI_GOLD);
        gm_text_center(cv->text, GM_FONT_TITLE, in->title_font, true, GM_UI_GOLD, r,
                       _("The commander is thinking..."));
        return;
    }
    gm_hint_card card;
    if (!hint_card_now(cv, sc, &card)) {
        return;
    }
    gm_rect r = gm_play_hint_rect(cv, sc);
    float pad = in->pad, width = r.w - 2 * pad;
    gm_gfx_round(cv->gfx, r, in->radius, (gm_color){0x14, 0x10, 0x2e, 240});
    gm_gfx_round_outline(cv->gfx, r, in->radius, in->line, GM_UI_GOLD);
    float y = r.y + in->top;
    y += gm_text_wrapped(cv->text, GM_FONT_TITLE, in->title_font, true, GM_UI_GOLD, r.x + pad, y,
                         width, 0, true, card.headline);
    y += in->reason_gap + gm_text_wrapped(cv->text, GM_FONT_BODY, in->reason_font, false,
                                          GM_UI_TEXT, r.x + pad, y + in->reason_gap, width, 0, true,
                                          card.reason);
    y += in->figures_gap;
    for (unsigned i = 0; i < card.n_figures; i++) {
        char line[160];
        /* TRANSLATORS: a figure of the hint: "Crash chance of the next roll: 12%". */
        snprintf(line, sizeof line, _("%s: %s"), card.figures[i].label, card.figures[i].value);
        /* The measure the suggestion is best by stands out. */
        gm_color c = i < 2 ? GM_UI_GOLD : GM_UI_TEXT;
        gm_text_draw(cv->text, GM_FONT_BODY, in->figure_font, i == 0, c, r.x + pad, y,
                     GM_ALIGN_LEFT, line);
        y += in->figure_step;
    }
    if (card.note[0] != '\0') {
        /* What a value is: quieter than the figures it explains. */
        gm_text_wrapped(cv->text, GM_FONT_BODY, in->note_font, false,
                        (gm_color){0xc8, 0xc0, 0xf0, 230}, r.x + pad, y + in->note_gap, width, 0,
                        true, card.note);
    }
    gm_text_draw(cv->text, GM_FONT_BODY, in->close_font, false, (gm_color){0xc8, 0xc0, 0xf0, 220},
                 r.x + r.w - in->close.x, r.y + r.h - in->close.y, GM_ALIGN_RIGHT,
                 _("click anywhere to close"));
}

/* The card of a first game's tip, with its two buttons. */
static bool meet(gm_rect a, gm_rect b)
{
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

unsigned gm_play_tip_subjects(const gm_canvas *cv, const gm_play_scene *sc, gm_rect *out,
                              unsigned max)
{
    const gm_play *p = sc->play;
    const gm_layout *lay = cv->lay;
    unsigned n = 0;
    gm_tip t = (gm_tip)sc->view->tip;
    if (p == NULL || t >= GM_TIP_COUNT) {
        return 0;
    }
    switch (t) {
    case GM_TIP_LAND:
    case GM_TIP_PARACHUTE: {
        /* The bodies lit to land on, and where the rocket stands. */
        sc_choice c;
        for (unsigned i = 0; i < gm_play_game(p)->mat->n_moons && n < max; i++) {
            if (gm_play_land_choice(p, GM_HIT_MOON, i, &c)) {
                out[n++] = lay->moons[i];
            }
        }
        for (unsigned i = 0; i < gm_play_game(p)->mat->n_planets && n < max; i++) {
            if (gm_play_land_choice(p, GM_HIT_PLANET, i, &c)) {
                out[n++] = lay->planets[i];
            }
        }
        if (n < max && gm_play_land_choice(p, GM_HIT_COMET, 0, &c)) {
            out[n++] = lay->comet;
        }
        if (n < max && gm_play_land_choice(p, GM_HIT_GALAXY, 0, &c)) {
            out[n++] = lay->galaxy;
        }
        if (n < max && gm_play_game(p)->rocket_space < lay->n_spaces) {
            out[n++] = gm_layout_space_rect(lay, gm_play_game(p)->rocket_space);
        }
        break;
    }
    case GM_TIP_ROLL:
    case GM_TIP_TRAVEL:
    case GM_TIP_RESCUE:
        out[n++] = lay->dice_tray;
        break;
    case GM_TIP_BOARD:
        if (gm_play_game(p)->pending.player >= 0 &&
            (unsigned)gm_play_game(p)->pending.player < lay->n_boards) {
            out[n++] = lay->boards[gm_play_game(p)->pending.player];
        }
        break;
    case GM_TIP_MISSIONS:
        for (unsigned i = 0; i < lay->n_missions && n < max; i++) {
            out[n++] = lay->missions[i];
        }
        break;
    case GM_TIP_COUNT:
        break;
    }
    return n;
}

/* How much of what the tip is about a place covers: a body counts more
 * than the rocket's stone (the rocket stays readable beside the card, a
 * covered planet cannot be clicked). */
static unsigned covered(gm_rect place, const gm_rect *subjects, unsigned n, unsigned bodies)
{
    unsigned cost = 0;
    for (unsigned i = 0; i < n; i++) {
        cost += meet(place, subjects[i]) ? (i < bodies ? 4u : 1u) : 0u;
    }
    return cost;
}

/* Beside what it describes: the layout's place for the card, unless that
 * covers a thing the tip is about (the parachute's planet); then the
 * mat's corners, then just below, above, left or right of all it is about
 * (kept on the screen, under the banner); the first that covers none.
 * When every place covers one (a crowded middle of the mat), the one that
 * covers the least, bodies before the rocket's stone. */
gm_rect gm_play_tip_rect(const gm_canvas *cv, const gm_play_scene *sc)
{
    gm_rect r = cv->lay->tip_card, m = cv->lay->mat;
    gm_rect subjects[24];
    unsigned n = gm_play_tip_subjects(cv, sc, subjects, 24);
    /* The rocket's stone comes last among the landing tip's subjects. */
    gm_tip t = (gm_tip)sc->view->tip;
    bool stone_last = (t == GM_TIP_LAND || t == GM_TIP_PARACHUTE) && n > 0 &&
                      gm_play_game(sc->play)->rocket_space < cv->lay->n_spaces;
    unsigned bodies = stone_last ? n - 1 : n;
    const float pad = cv->lay->hint_in.margin;
    gm_rect all = n > 0 ? subjects[0] : r;
    for (unsigned i = 1; i < n; i++) {
        float x1 = fmaxf(all.x + all.w, subjects[i].x + subjects[i].w),
              y1 = fmaxf(all.y + all.h, subjects[i].y + subjects[i].h);
        all.x = fminf(all.x, subjects[i].x);
        all.y = fminf(all.y, subjects[i].y);
        all.w = x1 - all.x;
        all.h = y1 - all.y;
    }
    /* Within the screen, under the banner and the top buttons. */
    float left = m.x + pad, right = GM_LOGICAL_W - r.w - pad, top = m.y + pad,
          bottom = GM_LOGICAL_H - r.h - pad;
    float mid_x = fminf(fmaxf(all.x + all.w / 2 - r.w / 2, left), right),
          mid_y = fminf(fmaxf(all.y + all.h / 2 - r.h / 2, top), bottom);
    const gm_rect places[] = {
        r,
        {r.x, m.y + m.h - r.h - pad, r.w, r.h},
        {m.x + pad, m.y + pad, r.w, r.h},
        {m.x + m.w - r.w - pad, m.y + pad, r.w, r.h},
        {m.x + pad, m.y + m.h - r.h - pad, r.w, r.h},
        {m.x + m.w - r.w - pad, m.y + m.h - r.h - pad, r.w, r.h},
        {mid_x, all.y + all.h + pad, r.w, r.h},
        {mid_x, all.y - pad - r.h, r.w, r.h},
        {all.x - pad - r.w, mid_y, r.w, r.h},
        {all.x + all.w + pad, mid_y, r.w, r.h},
    };
    unsigned best = 0, best_cost = UINT_MAX;
    for (unsigned k = 0; k < sizeof places / sizeof places[0]; k++) {
        const gm_rect *q = &places[k];
        if (q->x < left - 0.5f || q->x > right + 0.5f || q->y < top - 0.5f ||
            q->y > bottom + 0.5f) {
            continue; /* off the screen, or over the banner */
        }
        unsigned cost = covered(*q, subjects, n, bodies);
        if (cost < best_cost) {
            best = k;
            best_cost = cost;
        }
        if (cost == 0) {
            break;
        }
    }
    return places[best];
}

gm_rect gm_play_tip_button(const gm_canvas *cv, const gm_play_scene *sc, bool no_more)
{
    const gm_lay_tip *in = &cv->lay->tip_in;
    return gm_layout_in(gm_play_tip_rect(cv, sc), no_more ? in->no_more : in->got_it);
}

void gm_play_draw_tip(const gm_canvas *cv, const gm_play_scene *sc)
{
    gm_tip t = (gm_tip)sc->view->tip;
    if (t >= GM_TIP_COUNT) {
        return;
    }
    const gm_lay_tip *in = &cv->lay->tip_in;
    gm_rect r = gm_play_tip_rect(cv, sc);
    gm_gfx_round(cv->gfx, r, in->radius, (gm_color){0x14, 0x10, 0x2e, 245});
    gm_gfx_round_outline(cv->gfx, r, in->radius, in->line, GM_UI_GOLD);
    gm_sprite_draw(cv->sprites, "cat-head-p1", gm_layout_in(r, in->head), 255);
    gm_rect title = gm_layout_in(r, in->title), text = gm_layout_in(r, in->text);
    gm_text_draw(cv->text, GM_FONT_TITLE, in->title_font, true, GM_UI_GOLD, title.x, title.y,
                 GM_ALIGN_LEFT, gm_tip_title(t));
    gm_text_wrapped(cv->text, GM_FONT_BODY, in->text_font, false, GM_UI_TEXT, text.x, text.y,
                    text.w, 0, true, gm_tip_text(t));
    /* Each tip's buttons are its own: a tip that follows another at once
     * does not take the first one's click (ui_guard.h). */
    char key[32];
    snprintf(key, sizeof key, "tip %u: no more", sc->view->tip);
    gm_ui_button_keyed(cv, gm_play_tip_button(cv, sc, true), key, _("No more tips"), true);
    snprintf(key, sizeof key, "tip %u: got it", sc->view->tip);
    gm_ui_button_keyed(cv, gm_play_tip_button(cv, sc, false), key, _("Got it"), true);
}
