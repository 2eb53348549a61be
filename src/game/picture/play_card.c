/* Drawing the hover cards, the bodies' space tags and the expedition
 * token's picture (play_card.h). What a card says and lights is decided
 * by hover.h; where each piece is, by play_geom.h. */
#include "play_card.h"

#include <stdio.h>

#include "hover.h"
#include "play_draw_kit.h"
#include "play_geom.h"
#include "privacy.h"
#include "ui.h"

static const gm_color card_fill = {0x14, 0x10, 0x2e, 245};
static const gm_color lit_colour = {0x8f, 0xe3, 0xff, 255}; /* explained, not to choose */

/* ---- the pieces' pictures ----------------------------------------------------- */

void gm_play_draw_exp_token(const gm_canvas *cv, const gm_play_scene *sc, gm_rect r, unsigned token)
{
    static const char *const icon[SC_EXP_ABILITY_COUNT] = {"icon-extra", "icon-keep",
                                                           "icon-reroll"};
    gm_sprite_draw(cv->sprites, "token-expedition", r, 255);
    if (token >= cv->mat->n_exp_tokens) {
        return;
    }
    /* Its ability on a light disc at the lower left, so each kind reads at
     * a glance (the token's rocket stays visible at the upper right). */
    unsigned ability = cv->mat->exp_tokens[token].ability % SC_EXP_ABILITY_COUNT;
    gm_point c = {r.x + r.w * 0.3f, r.y + r.h * 0.7f};
    gm_gfx_disc(cv->gfx, c, r.w * 0.27f, GM_UI_INK);
    gm_gfx_disc(cv->gfx, c, r.w * 0.24f, (gm_color){0xff, 0xf8, 0xec, 255});
    gm_sprite_draw(cv->sprites, icon[ability], gm_pd_around(c, r.w * 0.4f, r.w * 0.4f), 255);
}

static const char *goal_art(unsigned kind)
{
    static const char *const art[SC_GOAL_KIND_COUNT] = {"goal-planets4", "goal-planet3",
                                                        "goal-moons4", "goal-deep2"};
    return art[kind % SC_GOAL_KIND_COUNT];
}

/* The piece's own picture beside the card's title. */
static void piece_art(const gm_canvas *cv, const gm_play_scene *sc, gm_piece pc, gm_rect r)
{
    const gm_play *p = sc->play;
    const sc_game *g = gm_play_game(p);
    const char *name = NULL;
    switch ((gm_piece_kind)pc.kind) {
    case GM_PIECE_ASTRONAUT:
        gm_sprite_draw(cv->sprites, gm_ui_player_head(gm_pd_colour_of(p, pc.a)), r, 255);
        gm_sprite_draw(cv->sprites, gm_ui_ability_icon(pc.b),
                       (gm_rect){r.x + r.w * 0.55f, r.y + r.h * 0.55f, r.w * 0.5f, r.h * 0.5f},
                       255);
        return;
    case GM_PIECE_MOON:
        name = gm_ui_moon_art(cv->mat, pc.a);
        break;
    case GM_PIECE_PLANET:
        name = gm_ui_planet_art(cv->mat, pc.a);
        break;
    case GM_PIECE_COMET:
        name = "comet";
        break;
    case GM_PIECE_GALAXY:
        name = "galaxy";
        break;
    case GM_PIECE_SPACE:
        name = "space";
        break;
    case GM_PIECE_EARTH:
        name = "earth";
        break;
    case GM_PIECE_SATELLITE:
        name = "satellite";
        break;
    case GM_PIECE_EXP_TOKEN:
    case GM_PIECE_EXP_BUTTON:
        gm_play_draw_exp_token(cv, sc, r, (unsigned)g->exp_token);
        return;
    case GM_PIECE_EXPLORATION:
        name = "token-exploration";
        break;
    case GM_PIECE_MISSION:
        name = "token-mission";
        break;
    case GM_PIECE_GOAL:
        name = goal_art(cv->mat->goals[pc.a].kind);
        break;
    case GM_PIECE_UFO:
        name = "ufo";
        break;
    case GM_PIECE_FAILURES:
        name = "failure-token";
        break;
    case GM_PIECE_DICE:
        name = pc.a == GM_PIECE_DICE_POOL ? "die-4"
               : pc.a < SC_FACE_COUNT     ? gm_ui_die_art(pc.a)
                                          : gm_ui_ability_icon(SC_PILOT);
        break;
    case GM_PIECE_NONE:
    case GM_PIECE_COUNT:
        return;
    }
    gm_sprite_draw(cv->sprites, name, r, 255);
}

/* ---- the card ----------------------------------------------------------------- */

/* What the card lights: its spaces and bodies, ringed in light blue (a
 * gold ring is a choice; this one only explains). */
static void draw_lit(const gm_canvas *cv, const gm_play_scene *sc, const gm_card *c)
{
    const gm_layout *lay = cv->lay;
    for (unsigned s = 0; s < lay->n_spaces && s <= SC_MAX_SPACES; s++) {
        if (c->lit_space[s]) {
            gm_rect stone = gm_pd_grow(gm_layout_space_rect(lay, s), lay->card.lit_stone);
            gm_gfx_round_outline(cv->gfx, stone, stone.h / 2, lay->card.lit_stone, lit_colour);
        }
    }
    for (unsigned i = 0; i < lay->n_moons && i < 32; i++) {
        if ((c->lit_moons >> i) & 1) {
            gm_rect r = gm_pd_grow(lay->moons[i], lay->card.lit_body);
            gm_gfx_round_outline(cv->gfx, r, r.w / 2, lay->card.lit_body, lit_colour);
            gm_play_draw_points(cv, sc, false, i); /* the ring never hides them */
            gm_play_draw_tag(cv, sc, false, i);
        }
    }
    for (unsigned i = 0; i < lay->n_planets && i < 16; i++) {
        if ((c->lit_planets >> i) & 1) {
            gm_rect r = gm_pd_grow(lay->planets[i], lay->card.lit_body);
            gm_gfx_round_outline(cv->gfx, r, r.w / 2, lay->card.lit_body, lit_colour);
            gm_play_draw_points(cv, sc, true, i);
            gm_play_draw_tag(cv, sc, true, i);
        }
    }
}

static bool overlap(gm_rect a, gm_rect b)
{
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/* How much of what the card lights it would hide: the lit spaces and bodies. */
static unsigned hides(const gm_layout *lay, const gm_card *c, gm_rect r)
{
    unsigned n = 0;
    for (unsigned s = 0; s < lay->n_spaces && s <= SC_MAX_SPACES; s++) {
        n += c->lit_space[s] && overlap(r, gm_layout_space_rect(lay, s));
    }
    for (unsigned i = 0; i < lay->n_moons && i < 32; i++) {
        n += ((c->lit_moons >> i) & 1) && overlap(r, lay->moons[i]);
    }
    for (unsigned i = 0; i < lay->n_planets && i < 16; i++) {
        n += ((c->lit_planets >> i) & 1) && overlap(r, lay->planets[i]);
    }
    return n;
}

/* Beside the piece, never over it, inside the screen: right, left, below
 * or above, whichever hides least of what the card lights. */
static gm_rect place_card(const gm_layout *lay, const gm_card *c, gm_rect piece, float w, float h,
                          float gap)
{
    float sw = lay->screen_w, sh = lay->screen_h;
    const gm_rect sides[] = {
        {piece.x + piece.w + gap, piece.y + piece.h / 2 - h / 2, w, h},
        {piece.x - gap - w, piece.y + piece.h / 2 - h / 2, w, h},
        {piece.x + piece.w / 2 - w / 2, piece.y + piece.h + gap, w, h},
        {piece.x + piece.w / 2 - w / 2, piece.y - gap - h, w, h},
    };
    gm_rect best = sides[0];
    unsigned best_cost = ~0u;
    for (unsigned i = 0; i < sizeof sides / sizeof sides[0]; i++) {
        gm_rect r = sides[i];
        const float e = lay->card.edge;
        r.x = r.x < e ? e : r.x + w > sw - e ? sw - e - w : r.x;
        r.y = r.y < e ? e : r.y + h > sh - e ? sh - e - h : r.y;
        /* Pushed back inside the screen it may cover its piece: the worst. */
        unsigned cost = (overlap(r, piece) ? 100 : 0) + hides(lay, c, r);
        if (cost < best_cost) {
            best = r;
            best_cost = cost;
        }
    }
    return best;
}

bool gm_play_draw_card(const gm_canvas *cv, const gm_play_scene *sc)
{
    const gm_play *p = sc->play;
    const gm_card_style *st = &cv->lay->card;
    const gm_play_view *v = sc->view;
    int viewer = gm_privacy_viewer(p->session, &v->privacy);
    gm_piece piece = gm_hover_shown(&v->hover, p, viewer);
    gm_card card;
    if (piece.kind == GM_PIECE_NONE || !gm_hover_card(p, viewer, piece, &card)) {
        return false;
    }
    gm_piece_at all[GM_PIECES_MAX];
    unsigned n = gm_hover_pieces(p, viewer, all, GM_PIECES_MAX);
    gm_rect under = {v->hover.x, v->hover.y, 1, 1};
    for (unsigned i = 0; i < n; i++) {
        if (gm_piece_eq(all[i].piece, piece) &&
            gm_rect_contains(all[i].r, v->hover.x, v->hover.y)) {
            under = all[i].r;
            break;
        }
    }
    draw_lit(cv, sc, &card);

    /* As wide as its longest line needs, up to the style's width. */
    float text_w = st->width, line_h = st->body_font * st->body_line;
    float need = gm_text_width(cv->text, GM_FONT_TITLE, st->title_font, true, card.title);
    for (unsigned i = 0; i < card.n_lines; i++) {
        float w = gm_text_width(cv->text, GM_FONT_BODY, st->body_font, false, card.lines[i]);
        need = w > need ? w : need;
    }
    float title_w = text_w - st->art - st->pad;
    if (need + st->art + st->pad < text_w) {
        text_w = need + st->art + st->pad;
        title_w = need;
    }
    float head_h = gm_text_wrapped(cv->text, GM_FONT_TITLE, st->title_font, true, GM_UI_GOLD, 0, 0,
                                   title_w, 0, false, card.title);
    head_h = head_h > st->art ? head_h : st->art;
    float body_h = 0;
    for (unsigned i = 0; i < card.n_lines; i++) {
        body_h += gm_text_wrapped(cv->text, GM_FONT_BODY, st->body_font, false, GM_UI_TEXT, 0, 0,
                                  text_w, line_h, false, card.lines[i]) +
                  st->body_font * st->body_gap;
    }
    float w = text_w + 2 * st->pad, h = head_h + st->pad * st->head_gap + body_h + 2 * st->pad;
    gm_rect r = place_card(cv->lay, &card, under, w, h, st->gap);
    gm_gfx_round(cv->gfx, r, st->radius, card_fill);
    gm_gfx_round_outline(cv->gfx, r, st->radius, st->line, lit_colour);
    float x = r.x + st->pad, y = r.y + st->pad;
    piece_art(cv, sc, piece, (gm_rect){x, y, st->art, st->art});
    float title_h = gm_text_wrapped(cv->text, GM_FONT_TITLE, st->title_font, true, GM_UI_GOLD, 0, 0,
                                    title_w, 0, false, card.title);
    gm_text_wrapped(cv->text, GM_FONT_TITLE, st->title_font, true, GM_UI_GOLD,
                    x + st->art + st->pad, y + (head_h - title_h) / 2, title_w, 0, true,
                    card.title);
    y += head_h + st->pad * st->head_gap;
    for (unsigned i = 0; i < card.n_lines; i++) {
        y += gm_text_wrapped(cv->text, GM_FONT_BODY, st->body_font, false, GM_UI_TEXT, x, y, text_w,
                             line_h, true, card.lines[i]) +
             st->body_font * st->body_gap;
    }
    return true;
}
