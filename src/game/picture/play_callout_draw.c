/* Drawing the callouts' cards (play_callout.h places them): each fades in
 * beside its piece, with a dotted line to it, and fades out at its end. */
#include "play_callout.h"
#include "play_draw.h"
#include "play_draw_kit.h"
#include "ui.h"

#include <math.h>
#include <stdio.h>

/* The goal tiles' pictures, by sc_goal_kind, as the goals panel shows them. */
static const char *const goal_art[SC_GOAL_KIND_COUNT] = {"goal-planets4", "goal-planet3",
                                                         "goal-moons4", "goal-deep2"};

static const char *icon_of(const gm_canvas *cv, const gm_play_scene *sc, const gm_callout *c)
{
    switch ((gm_callout_kind)c->kind) {
    case GM_CALLOUT_CRASH:
        return "explosion";
    case GM_CALLOUT_GOAL:
        return c->a < cv->mat->n_goals ? goal_art[cv->mat->goals[c->a].kind % SC_GOAL_KIND_COUNT]
                                       : "token-point";
    case GM_CALLOUT_DEEP:
        return (c->b & GM_DEEP_COMET) ? "comet" : "galaxy";
    case GM_CALLOUT_UFO:
        return "ufo";
    case GM_CALLOUT_MISSIONS:
        return "token-mission";
    case GM_CALLOUT_KINDS:
        break;
    }
    return "token-point";
}

/* Text in a part of the card at the largest size that fits, from `size`
 * down to the smallest readable, from the left or the right. */
static void fitted(const gm_canvas *cv, const gm_play_scene *sc, gm_rect r, float size, bool bold,
                   gm_color c, gm_align align, const char *text)
{
    while (size > GM_LAYOUT_MIN_FONT &&
           gm_text_width(cv->text, GM_FONT_TITLE, size, bold, text) > r.w) {
        size -= 2;
    }
    char cut[160];
    gm_text_fit(cv->text, GM_FONT_TITLE, size, bold, text, r.w, cut, sizeof cut);
    float x = align == GM_ALIGN_RIGHT ? r.x + r.w : r.x;
    gm_text_draw(cv->text, GM_FONT_TITLE, size, bold, c, x, r.y + (r.h - size) / 2, align, cut);
}

static gm_color faded(gm_color c, float alpha)
{
    c.a = (uint8_t)((float)c.a * alpha);
    return c;
}

static void draw_card(const gm_canvas *cv, const gm_play_scene *sc, const gm_callout_style *st,
                      const gm_callout_card *card)
{
    const gm_anim *q = card->anim;
    const gm_callout *c = &q->callout;
    /* Fade in over the first tenth, out over the last. */
    float t = gm_anim_progress(q);
    float alpha = t < 0.1f ? t / 0.1f : t > 0.9f ? (1 - t) / 0.1f : 1;
    alpha = alpha < 0 ? 0 : alpha > 1 ? 1 : alpha;
    bool crash = c->kind == GM_CALLOUT_CRASH;
    gm_color edge = crash ? (gm_color){0xff, 0x6b, 0x4a, 255} : GM_UI_GOLD;
    if (c->player >= 0 && !crash) {
        edge = gm_ui_player_color(gm_pd_colour_of(sc->play, (unsigned)c->player));
    }
    gm_rect r = card->r;
    gm_point near = {card->anchor.x < r.x         ? r.x
                     : card->anchor.x > r.x + r.w ? r.x + r.w
                                                  : card->anchor.x,
                     card->anchor.y < r.y         ? r.y
                     : card->anchor.y > r.y + r.h ? r.y + r.h
                                                  : card->anchor.y};
    gm_gfx_dots(cv->gfx, card->anchor, near, st->dot_step, st->dot_size, faded(edge, alpha));
    gm_gfx_disc(cv->gfx, card->anchor, st->anchor, faded(edge, alpha));
    gm_gfx_round(cv->gfx, r, st->radius, faded((gm_color){0x14, 0x10, 0x2e, 235}, alpha));
    gm_gfx_round_outline(cv->gfx, r, st->radius, st->line, faded(edge, alpha));
    gm_rect icon = gm_layout_in(r, st->icon);
    gm_sprite_draw(cv->sprites, icon_of(cv, sc, c), icon, (uint8_t)(255 * alpha));
    if (c->player >= 0 && c->kind != GM_CALLOUT_DEEP && c->kind != GM_CALLOUT_CRASH) {
        gm_rect head = {icon.x + icon.w * 0.45f, icon.y + icon.h * 0.45f, icon.w * 0.6f,
                        icon.h * 0.6f};
        gm_sprite_draw(cv->sprites,
                       gm_ui_player_head(gm_pd_colour_of(sc->play, (unsigned)c->player)), head,
                       (uint8_t)(255 * alpha));
    } else if (c->kind == GM_CALLOUT_DEEP) {
        gm_rect head = {icon.x + icon.w * 0.35f, icon.y + icon.h * 0.35f, icon.w * 0.7f,
                        icon.h * 0.7f};
        gm_sprite_draw(cv->sprites,
                       gm_ui_player_head(gm_pd_colour_of(sc->play, (unsigned)c->player)), head,
                       (uint8_t)(255 * alpha));
    }
    char title[64], detail[96], points[16];
    gm_callout_words(sc->play->session, c, title, sizeof title, detail, sizeof detail, points,
                     sizeof points);
    gm_rect pts = gm_layout_in(r, st->points);
    gm_rect head = gm_layout_in(r, st->title);
    if (points[0] != '\0') {
        fitted(cv, sc, pts, st->points_font, true, faded(GM_UI_GOLD, alpha), GM_ALIGN_RIGHT,
               points);
        /* The headline stops before the points. */
        float used = gm_text_width(cv->text, GM_FONT_TITLE, st->points_font, true, points);
        head.w = fminf(head.w, pts.x + pts.w - used - st->points_gap - head.x);
    }
    fitted(cv, sc, head, st->title_font, true, faded(crash ? edge : GM_UI_TEXT, alpha),
           GM_ALIGN_LEFT, title);
    fitted(cv, sc, gm_layout_in(r, st->detail), st->detail_font, false,
           faded((gm_color){0xd8, 0xd0, 0xff, 255}, alpha), GM_ALIGN_LEFT, detail);
}

void gm_play_draw_callouts(const gm_canvas *cv, const gm_play_scene *sc)
{
    gm_callout_card cards[GM_ANIM_MAX];
    unsigned n = gm_callout_cards(cv->lay, gm_session_anims(sc->play->session), cards, GM_ANIM_MAX);
    const gm_callout_style st = cv->lay->callout;
    for (unsigned i = 0; i < n; i++) {
        if (cards[i].anim->elapsed >= 0) {
            draw_card(cv, sc, &st, &cards[i]);
        }
    }
}
