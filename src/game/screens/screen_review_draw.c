/* Drawing the review screen: the progress bar, the graph of every seat's
 * winning chance (seat colours, the turning points marked on it), the list
 * of turning points, and a turning point on the board as it was with the
 * words over the dice tray. Every place is from screens.review of the
 * layout, through gm_review_place. */
#include <math.h>
#include <stdio.h>

#include "canvas.h"
#include "describe.h"
#include "games.h"
#include "gfx.h"
#include "i18n.h"
#include "play_draw.h"
#include "play_geom.h"
#include "screen.h"
#include "screen_review_ctx.h"
#include "sprites.h"
#include "text.h"
#include "tips.h"
#include "ui.h"

static const gm_review_layout *places(const gm_screen_ctx *ctx)
{
    return &ctx->canvas->lay->screens.review;
}

gm_rect gm_review_place(const gm_layout *lay, gm_review_thing what, unsigned row)
{
    const gm_review_layout *at = &lay->screens.review;
    const gm_rect rects[] = {
        [GM_REVIEW_BACK] = at->back,
        [GM_REVIEW_PROGRESS] = at->progress,
        [GM_REVIEW_CANCEL] = at->cancel,
        [GM_REVIEW_GRAPH] = at->graph,
        [GM_REVIEW_LEGEND] = at->legend,
        [GM_REVIEW_PREV] = at->prev,
        [GM_REVIEW_NEXT] = at->next,
        [GM_REVIEW_ROW] = at->row,
        [GM_REVIEW_SHOW] = at->show,
        [GM_REVIEW_CARD] = at->card,
        [GM_REVIEW_BAR] = at->bar,
        [GM_REVIEW_TURN_PREV] = at->turn_prev,
        [GM_REVIEW_TURN_NEXT] = at->turn_next,
        [GM_REVIEW_TO_GRAPH] = at->to_graph,
    };
    gm_rect r = rects[what];
    if (what == GM_REVIEW_ROW || what == GM_REVIEW_SHOW) {
        r.y += (float)row * lay->screens.review.row_step; /* the first row's */
    }
    return r;
}

static gm_rect place(const gm_screen_ctx *ctx, gm_review_thing what, unsigned row)
{
    return gm_review_place(ctx->canvas->lay, what, row);
}

static unsigned colour_of(const gm_review_ctx *c, unsigned seat)
{
    return c->seats[seat].colour % SC_MAX_PLAYERS;
}

/* ---- words -------------------------------------------------------------- */

/* "Stay aboard (the next roll crashes 50% of the time)". */
static void move_words(const sc_game *before, const sc_choice *choice, double crash, char *buf,
                       size_t len)
{
    char what[160];
    gm_describe_choice(before, choice, NULL, what, sizeof what);
    if (isnan(crash)) {
        snprintf(buf, len, "%s", what);
    } else {
        /* TRANSLATORS: a move, then the crash odds of the next roll after it. */
        snprintf(buf, len, _("%s (the next roll crashes %.0f%% of the time)"), what, 100.0 * crash);
    }
}

typedef struct turn_words {
    char who[160], played[320], better[320], chances[200];
} turn_words;

static void words_of(const gm_review_ctx *c, unsigned k, turn_words *w)
{
    const sc_review_turn *t = c->view.turns[k];
    const sc_game *before = &c->before[k];
    char move[300];
    /* TRANSLATORS: a turning point of the review: the player, the expedition. */
    snprintf(w->who, sizeof w->who, _("%s, expedition %u"), c->names[t->seat],
             (unsigned)t->expedition);
    move_words(before, &t->chosen, t->crash, move, sizeof move);
    snprintf(w->played, sizeof w->played, _("Played: %s."), move);
    move_words(before, &t->best, t->crash_best, move, sizeof move);
    snprintf(w->better, sizeof w->better, _("Better: %s."), move);
    snprintf(w->chances, sizeof w->chances,
             _("Winning chance: %.0f%% after the move played, %.0f%% after the better one."),
             100.0 * t->win_chosen, 100.0 * t->win_best);
}

/* ---- the graph ------------------------------------------------------------ */

typedef struct plot {
    gm_rect r;
    unsigned n; /* points */
} plot;

static gm_point at(const plot *pl, double k, double chance)
{
    float fx = pl->n > 1 ? (float)(k / (pl->n - 1)) : 0.5f;
    return (gm_point){pl->r.x + pl->r.w * fx, pl->r.y + pl->r.h * (1.0f - (float)chance)};
}

/* The axes of the plot; `panel` is the graph's panel (the last point's
 * label stays inside it). */
static void draw_axes(gm_screen_ctx *ctx, const plot *pl, gm_rect panel, const sc_review *rv)
{
    char buf[32];
    for (int q = 0; q <= 4; q++) {
        float y = pl->r.y + pl->r.h * (1.0f - (float)q / 4);
        float line = places(ctx)->grid_line; /* 50% a little thicker */
        gm_gfx_fill(
            ctx->canvas->gfx,
            (gm_rect){pl->r.x, y - line / 2, pl->r.w, q == 2 ? places(ctx)->grid_mid_line : line},
            gm_rgba(0xf4f0ff, q == 2 ? 90 : 40));
        snprintf(buf, sizeof buf, _("%d%%"), q * 25);
        gm_text_draw(ctx->canvas->text, GM_FONT_BODY, places(ctx)->axis_font, false, GM_UI_TEXT,
                     pl->r.x - places(ctx)->percent_dx, y - places(ctx)->percent_dy, GM_ALIGN_RIGHT,
                     buf);
    }
    unsigned every = pl->n > 24 ? 4 : pl->n > 12 ? 2 : 1;
    for (unsigned k = 0; k < pl->n; k++) {
        bool last = k + 1 == pl->n;
        if (k % every != 0 && !last) {
            continue;
        }
        gm_point p = at(pl, k, 0);
        if (last && rv->over && k > 0) {
            snprintf(buf, sizeof buf, "%s", _("End"));
        } else if (last && !rv->over && k > 0 &&
                   rv->point_expedition[k] == rv->point_expedition[k - 1]) {
            /* Not after an expedition: where a game saved mid-expedition
             * stops (its count of expeditions played is the point's before).
             * TRANSLATORS: under the review's graph, its last point, where a
             * saved game stops. Short: it stands under the graph's right end. */
            snprintf(buf, sizeof buf, "%s", _("Saved"));
        } else {
            snprintf(buf, sizeof buf, "%u", (unsigned)rv->point_expedition[k]);
        }
        float half =
            gm_text_width(ctx->canvas->text, GM_FONT_BODY, places(ctx)->axis_font, false, buf) / 2;
        float right = panel.x + panel.w - places(ctx)->percent_dx;
        float x = p.x + half > right ? right - half : p.x;
        gm_text_draw(ctx->canvas->text, GM_FONT_BODY, places(ctx)->axis_font, false, GM_UI_TEXT, x,
                     p.y + places(ctx)->expedition_dy, GM_ALIGN_CENTER, buf);
    }
    gm_text_draw(ctx->canvas->text, GM_FONT_BODY, places(ctx)->axis_font, false, GM_UI_TEXT,
                 pl->r.x + pl->r.w / 2, pl->r.y + pl->r.h + places(ctx)->caption_dy,
                 GM_ALIGN_CENTER,
                 _("Winning chance after each expedition, as each player could know it"));
}

/* The nearest place to want, straight up or down (then to a side), where a
 * mark of radius r hides none of the n placed, inside the chart (widened
 * by r); want itself when no place is clear. */
static gm_point clear_of(gm_point want, const gm_point *placed, unsigned n, float r, gm_rect chart)
{
    const float step = 2 * r + 2;
    static const float sides[] = {0, -1, 1};
    for (unsigned side = 0; side < 3; side++) {
        for (int i = 0; i <= 20; i++) {
            int k = (i + 1) / 2 * (i % 2 ? -1 : 1); /* 0, up 1, down 1, up 2 ... */
            gm_point p = {want.x + sides[side] * step, want.y + (float)k * step};
            bool clear = p.y >= chart.y - r && p.y <= chart.y + chart.h + r;
            for (unsigned j = 0; j < n && clear; j++) {
                clear = hypotf(p.x - placed[j].x, p.y - placed[j].y) >= 2 * r;
            }
            if (clear) {
                return p;
            }
        }
    }
    return want;
}

/* The review on show: the finished one, or while it works the review so
 * far. */
static const sc_review *shown_review(const gm_review_ctx *c)
{
    return c->view.review ? c->view.review : c->view.so_far;
}

static void draw_graph(gm_screen_ctx *ctx, const gm_review_ctx *c)
{
    const sc_review *rv = shown_review(c);
    gm_rect g = place(ctx, GM_REVIEW_GRAPH, 0);
    gm_ui_panel(ctx->canvas, g);
    plot pl = {.r = gm_layout_in(g, places(ctx)->plot), .n = rv->n_points};
    float radius = places(ctx)->point_radius;
    draw_axes(ctx, &pl, g, rv);
    for (unsigned p = 0; p < rv->n_players; p++) {
        gm_color col = gm_ui_player_color(colour_of(c, p));
        for (unsigned k = 0; k < rv->n_points; k++) {
            gm_point b = at(&pl, k, rv->chance[k][p]);
            if (k > 0) {
                gm_gfx_dots(ctx->canvas->gfx, at(&pl, k - 1, rv->chance[k - 1][p]), b,
                            places(ctx)->line_step, places(ctx)->line_dot, col);
            }
            gm_gfx_disc(ctx->canvas->gfx, b, radius, col);
        }
    }
    /* The turning points, numbered as in the list, on their seat's line
     * between the points before and after their expedition; one that
     * would hide another goes up or down to the nearest place clear of
     * those before it, joined to its spot by a dotted line. */
    gm_point placed[SC_MAX_PLAYERS * SC_REVIEW_MAX_TURNS];
    const float r = places(ctx)->mark_radius, whole = r + places(ctx)->mark_ring;
    for (unsigned k = 0; k < c->view.n_turns && k < SC_MAX_PLAYERS * SC_REVIEW_MAX_TURNS; k++) {
        const sc_review_turn *t = c->view.turns[k];
        unsigned b = t->expedition < pl.n ? t->expedition : pl.n - 1;
        unsigned a = b > 0 ? b - 1 : 0;
        double mid = (rv->chance[a][t->seat] + rv->chance[b][t->seat]) / 2;
        gm_point spot = at(&pl, (a + b) / 2.0, mid);
        placed[k] = clear_of(spot, placed, k, whole, pl.r);
        if (placed[k].x != spot.x || placed[k].y != spot.y) {
            gm_gfx_dots(ctx->canvas->gfx, spot, placed[k], places(ctx)->line_step,
                        places(ctx)->line_dot, GM_UI_GOLD);
        }
    }
    /* The marks over every dotted line. */
    for (unsigned k = 0; k < c->view.n_turns && k < SC_MAX_PLAYERS * SC_REVIEW_MAX_TURNS; k++) {
        gm_point m = placed[k];
        /* gold, in a dark ring */
        gm_gfx_disc(ctx->canvas->gfx, m, whole, GM_UI_INK);
        gm_gfx_disc(ctx->canvas->gfx, m, r, GM_UI_GOLD);
        char num[8];
        snprintf(num, sizeof num, "%u", k + 1);
        gm_text_draw(ctx->canvas->text, GM_FONT_TITLE, places(ctx)->mark_font, true, GM_UI_INK, m.x,
                     m.y - places(ctx)->mark_dy, GM_ALIGN_CENTER, num);
    }
}

/* The last point's chances in whole percents. When they add up to 1 (a
 * finished game, or none of the seats knows more than the others), the
 * largest remainders take the rounding, so that the figures shown add up
 * to 100 too; otherwise each is rounded. Returns their sum. */
static int shown_chances(const sc_review *rv, int *pct)
{
    const double *ch = rv->chance[rv->n_points - 1];
    double sum = 0, rest[SC_MAX_PLAYERS];
    int total = 0;
    for (unsigned p = 0; p < rv->n_players; p++) {
        sum += ch[p];
    }
    bool whole = fabs(sum - 1.0) < 1e-6;
    for (unsigned p = 0; p < rv->n_players; p++) {
        pct[p] = whole ? (int)floor(100.0 * ch[p]) : (int)lround(100.0 * ch[p]);
        rest[p] = 100.0 * ch[p] - pct[p];
        total += pct[p];
    }
    while (whole && total < 100) {
        unsigned most = 0;
        for (unsigned p = 1; p < rv->n_players; p++) {
            most = rest[p] > rest[most] ? p : most;
        }
        pct[most]++;
        rest[most] = -1;
        total++;
    }
    return total;
}

static void draw_legend(gm_screen_ctx *ctx, const gm_review_ctx *c)
{
    const sc_review *rv = shown_review(c);
    gm_rect r = place(ctx, GM_REVIEW_LEGEND, 0);
    gm_ui_panel(ctx->canvas, r);
    if (rv->n_points == 0) {
        return;
    }
    float x = r.x + places(ctx)->name_dx;
    float room = r.w - places(ctx)->name_dx - places(ctx)->name_right; /* for a name */
    int pct[SC_MAX_PLAYERS];
    float step = places(ctx)->legend_step;
    if (shown_chances(rv, pct) != 100) {
        /* Why they do not add up, at the bottom; the rows closer together
         * when the note needs their room. (Not a format: "100% in".) */
        /* xgettext:no-c-format */
        const char *note = _("Each player's chance is worked out from what they knew (their own "
                             "secret missions, not the others'), so together they need not make "
                             "100% in all.");
        float pad = places(ctx)->note_pad, size = places(ctx)->note_font;
        float h = gm_text_wrapped(ctx->canvas->text, GM_FONT_BODY, size, false, GM_UI_TEXT, 0, 0,
                                  r.w - 2 * pad, 0, false, note);
        gm_text_wrapped(ctx->canvas->text, GM_FONT_BODY, size, false, GM_UI_TEXT, r.x + pad,
                        r.y + r.h - pad - h, r.w - 2 * pad, 0, true, note);
        float fit = (r.h - places(ctx)->legend_top - 2 * pad - h) / (float)rv->n_players;
        step = fit < step ? fit : step;
    }
    for (unsigned p = 0; p < rv->n_players; p++) {
        /* a player's row: its head, name, kind and last chance */
        gm_rect row = {r.x, r.y + places(ctx)->legend_top + (float)p * step, r.w, step};
        unsigned colour = colour_of(c, p);
        gm_sprite_draw(ctx->canvas->sprites, gm_ui_player_head(colour),
                       gm_layout_in(row, places(ctx)->legend_head), 255);
        char name[GM_NAME_LEN + 8], buf[64];
        gm_text_fit(ctx->canvas->text, GM_FONT_TITLE, places(ctx)->name_font, true, c->names[p],
                    room, name, sizeof name);
        gm_text_draw(ctx->canvas->text, GM_FONT_TITLE, places(ctx)->name_font, true,
                     gm_ui_player_color(colour), x, row.y + places(ctx)->name_dy, GM_ALIGN_LEFT,
                     name);
        gm_text_draw(ctx->canvas->text, GM_FONT_BODY, places(ctx)->kind_font, false, GM_UI_TEXT, x,
                     row.y + places(ctx)->kind_dy, GM_ALIGN_LEFT,
                     c->seats[p].kind == GM_SEAT_COMPUTER ? _("computer") : _("human"));
        snprintf(buf, sizeof buf, _("%d%%"), pct[p]);
        gm_text_draw(ctx->canvas->text, GM_FONT_TITLE, places(ctx)->chance_font, true, GM_UI_GOLD,
                     r.x + r.w - places(ctx)->chance_dx, row.y + places(ctx)->chance_dy,
                     GM_ALIGN_RIGHT, buf);
    }
}

/* A row's one line: the move played and the better one. The better move is
 * what the row is for, so it is never cut: first both moves with their crash
 * odds, else both without, else the move played cut with an ellipsis before
 * the better one whole (only a better move wider than the row alone is cut). */
static void summary(gm_screen_ctx *ctx, const gm_review_ctx *c, unsigned k, float width, char *out,
                    size_t len)
{
    const sc_review_turn *t = c->view.turns[k];
    const sc_game *before = &c->before[k];
    float size = places(ctx)->row_text_font;
    turn_words w;
    words_of(c, k, &w);
    snprintf(out, len, "%s %s", w.played, w.better);
    if (gm_text_width(ctx->canvas->text, GM_FONT_BODY, size, false, out) <= width) {
        return;
    }
    char move[160], played[320], better[320];
    gm_describe_choice(before, &t->chosen, NULL, move, sizeof move);
    snprintf(played, sizeof played, _("Played: %s."), move);
    gm_describe_choice(before, &t->best, NULL, move, sizeof move);
    snprintf(better, sizeof better, _("Better: %s."), move);
    snprintf(out, len, "%s %s", played, better);
    float room = width - gm_text_width(ctx->canvas->text, GM_FONT_BODY, size, false, better) -
                 gm_text_width(ctx->canvas->text, GM_FONT_BODY, size, false, " ");
    if (gm_text_width(ctx->canvas->text, GM_FONT_BODY, size, false, out) <= width || room <= 0) {
        return;
    }
    char cut[320];
    gm_text_fit(ctx->canvas->text, GM_FONT_BODY, size, false, played, room, cut, sizeof cut);
    snprintf(out, len, "%s %s", cut, better);
}

static void draw_rows(gm_screen_ctx *ctx, const gm_review_ctx *c)
{
    const gm_review_view *v = &c->view;
    if (v->n_turns == 0 && !v->finished) {
        gm_ui_notice(ctx->canvas, places(ctx)->notice_y,
                     _("Each player's chances come from many simulated games, from what that "
                       "player knew."));
        return;
    }
    if (v->n_turns == 0) {
        char buf[300];
        snprintf(buf, sizeof buf,
                 _("No turning point: no move of a human player lost %.0f points of winning "
                   "chance or more against the strongest computer's choice."),
                 100.0 * SC_REVIEW_MIN_LOSS);
        gm_ui_notice(ctx->canvas, places(ctx)->notice_y, buf);
        return;
    }
    for (unsigned r = 0; r < GM_REVIEW_ROWS; r++) {
        unsigned k = v->page * GM_REVIEW_ROWS + r;
        if (k >= v->n_turns) {
            break;
        }
        gm_rect row = place(ctx, GM_REVIEW_ROW, r);
        gm_ui_panel(ctx->canvas, row);
        turn_words w;
        words_of(c, k, &w);
        char line[700], fit[700];
        gm_point disc = {row.x + places(ctx)->row_number_dx, row.y + row.h / 2};
        gm_gfx_disc(ctx->canvas->gfx, disc, places(ctx)->row_number_radius, GM_UI_GOLD);
        snprintf(line, sizeof line, "%u", k + 1);
        gm_text_draw(ctx->canvas->text, GM_FONT_TITLE, places(ctx)->row_number_font, true,
                     GM_UI_INK, disc.x, disc.y - places(ctx)->row_number_dy, GM_ALIGN_CENTER, line);
        float x = row.x + places(ctx)->row_text_dx;
        float width = row.w - places(ctx)->row_text_dx - places(ctx)->row_text_right;
        snprintf(line, sizeof line, "%s. %s", w.who, w.chances);
        gm_text_fit(ctx->canvas->text, GM_FONT_TITLE, places(ctx)->row_head_font, true, line, width,
                    fit, sizeof fit);
        gm_text_draw(ctx->canvas->text, GM_FONT_TITLE, places(ctx)->row_head_font, true,
                     gm_ui_player_color(colour_of(c, v->turns[k]->seat)), x,
                     row.y + places(ctx)->row_head_dy, GM_ALIGN_LEFT, fit);
        summary(ctx, c, k, width, line, sizeof line);
        gm_text_fit(ctx->canvas->text, GM_FONT_BODY, places(ctx)->row_text_font, false, line, width,
                    fit, sizeof fit);
        gm_text_draw(ctx->canvas->text, GM_FONT_BODY, places(ctx)->row_text_font, false, GM_UI_TEXT,
                     x, row.y + places(ctx)->row_text_dy, GM_ALIGN_LEFT, fit);
        /* Shown on the board once the review is done. */
        gm_ui_button(ctx->canvas, place(ctx, GM_REVIEW_SHOW, r), _("Show"), v->finished);
    }
    unsigned pages = (v->n_turns + GM_REVIEW_ROWS - 1) / GM_REVIEW_ROWS;
    if (pages > 1) {
        gm_ui_button(ctx->canvas, place(ctx, GM_REVIEW_PREV, 0), "<", v->page > 0);
        gm_ui_button(ctx->canvas, place(ctx, GM_REVIEW_NEXT, 0), ">", v->page + 1 < pages);
    }
}

static void draw_progress(gm_screen_ctx *ctx, const gm_review_view *v)
{
    gm_rect bar = place(ctx, GM_REVIEW_PROGRESS, 0);
    unsigned pct = v->total ? 100 * v->done / v->total : 0;
    char buf[160];
    snprintf(buf, sizeof buf, _("Reviewing the game: %u%%"), pct);
    gm_text_draw(ctx->canvas->text, GM_FONT_TITLE, places(ctx)->progress_font, true, GM_UI_TEXT,
                 bar.x + bar.w / 2, bar.y - places(ctx)->progress_dy, GM_ALIGN_CENTER, buf);
    gm_gfx_round(ctx->canvas->gfx, bar, bar.h / 2, GM_UI_PANEL);
    float in = places(ctx)->progress_inset; /* the gold inside the bar */
    gm_rect fill = {bar.x + in, bar.y + in, (bar.w - 2 * in) * (float)pct / 100, bar.h - 2 * in};
    if (fill.w > 0) {
        gm_gfx_round(ctx->canvas->gfx, fill, fill.h / 2, GM_UI_GOLD);
    }
    gm_ui_button(ctx->canvas, place(ctx, GM_REVIEW_CANCEL, 0), _("Cancel"), !v->cancelled);
}

/* ---- a turning point on the board ------------------------------------------- */

/* Where a move shows on the board: its landing's body, the astronaut that
 * stays aboard, or its dice groups (the first of them); false for a move
 * with no place (boarding, a reroll...). */
static bool move_place(const gm_screen_ctx *ctx, const sc_game *g, const sc_choice *c, gm_rect *out)
{
    const gm_layout *lay = ctx->canvas->lay;
    if (c->kind == SC_CHOICE_LAND && c->target == SC_TARGET_MOON && c->index < lay->n_moons) {
        *out = lay->moons[c->index];
        return true;
    }
    if (c->kind == SC_CHOICE_LAND && c->target == SC_TARGET_PLANET && c->index < lay->n_planets) {
        *out = lay->planets[c->index];
        return true;
    }
    if (c->kind == SC_CHOICE_STAY && g->pending.rocket_seat >= 0) {
        *out = gm_geom_seat(lay, (unsigned)g->pending.rocket_seat); /* the astronaut aboard */
        return true;
    }
    if (c->kind == SC_CHOICE_MOVE) {
        for (unsigned f = 0; f < SC_FACE_COUNT; f++) {
            if ((c->faces >> f) & 1u && gm_geom_group(lay, g, 0, f, out)) {
                return true;
            }
        }
    }
    return false;
}

/* A ring around the move's place with a tag above it. */
static void mark(gm_screen_ctx *ctx, const sc_game *g, const sc_choice *c, gm_color col,
                 const char *tag)
{
    gm_rect r;
    if (!move_place(ctx, g, c, &r)) {
        return;
    }
    float gap = places(ctx)->ring_gap;
    gm_rect ring = {r.x - gap, r.y - gap, r.w + 2 * gap, r.h + 2 * gap};
    gm_gfx_round_outline(ctx->canvas->gfx, ring, ring.h < ring.w ? ring.h / 2 : ring.w / 2,
                         places(ctx)->ring_line, col);
    /* tag_pad: room for gm_text_center's margin at the rounded ends (40) */
    float w = gm_text_width(ctx->canvas->text, GM_FONT_TITLE, places(ctx)->tag_font, true, tag) +
              places(ctx)->tag_pad;
    float h = places(ctx)->tag_h, tag_gap = places(ctx)->tag_gap;
    gm_rect label = {r.x + r.w / 2 - w / 2, ring.y - h - tag_gap, w, h};
    if (label.y < places(ctx)->tag_min_y) {
        label.y = ring.y + ring.h + tag_gap; /* under it, clear of the banner */
    }
    gm_gfx_round(ctx->canvas->gfx, label, places(ctx)->tag_radius, col);
    gm_text_center(ctx->canvas->text, GM_FONT_TITLE, places(ctx)->tag_font, true, GM_UI_INK, label,
                   tag);
}

static void draw_board(gm_screen_ctx *ctx, gm_review_ctx *c)
{
    gm_review_view *v = &c->view;
    unsigned k = (unsigned)v->shown;
    /* The play picture, of this turning point's game, with no overlay. */
    static const gm_play_view none = {.tip = GM_TIP_COUNT, .privacy = {.holder = -1}};
    gm_play_draw_still(ctx->canvas, &(gm_play_scene){.play = c->board, .view = &none});

    const sc_review_turn *t = v->turns[k];
    const sc_game *before = &c->before[k];
    /* TRANSLATORS: tags on the board of a turning point, over the move
     * played and over the better move. */
    mark(ctx, before, &t->chosen, gm_rgba(0xff8a80, 255), _("Played"));
    mark(ctx, before, &t->best, gm_rgba(0x7ee08a, 255), _("Better"));

    gm_rect bar = place(ctx, GM_REVIEW_BAR, 0);
    gm_gfx_round(ctx->canvas->gfx, bar, places(ctx)->bar_radius, gm_rgba(0x141033, 255));
    gm_ui_button(ctx->canvas, place(ctx, GM_REVIEW_TURN_PREV, 0), "<", k > 0);
    gm_ui_button(ctx->canvas, place(ctx, GM_REVIEW_TURN_NEXT, 0), ">", k + 1 < v->n_turns);
    gm_ui_button(ctx->canvas, place(ctx, GM_REVIEW_TO_GRAPH, 0), _("Back to the graph"), true);

    gm_rect card = place(ctx, GM_REVIEW_CARD, 0);
    float radius = places(ctx)->card_radius;
    gm_gfx_round(ctx->canvas->gfx, card, radius, gm_rgba(0x141033, 255));
    gm_gfx_round_outline(ctx->canvas->gfx, card, radius, places(ctx)->card_ring, GM_UI_GOLD);
    turn_words w;
    words_of(c, k, &w);
    char head[240];
    /* TRANSLATORS: "Turning point 1 of 3: Anne, expedition 9". */
    snprintf(head, sizeof head, _("Turning point %u of %u: %s"), k + 1, v->n_turns, w.who);
    float pad = places(ctx)->card_pad;
    float x = card.x + pad, width = card.w - 2 * pad, y = card.y + places(ctx)->card_top;
    char fit[240]; /* a long name cut with an ellipsis, inside the card */
    gm_text_fit(ctx->canvas->text, GM_FONT_TITLE, places(ctx)->card_head_font, true, head, width,
                fit, sizeof fit);
    gm_text_draw(ctx->canvas->text, GM_FONT_TITLE, places(ctx)->card_head_font, true, GM_UI_GOLD, x,
                 y, GM_ALIGN_LEFT, fit);
    y += places(ctx)->card_head_h;
    const char *lines[] = {w.played, w.better, w.chances};
    for (unsigned i = 0; i < 3; i++) {
        y += gm_text_wrapped(ctx->canvas->text, GM_FONT_BODY, places(ctx)->card_text_font, false,
                             GM_UI_TEXT, x, y, width, places(ctx)->card_text_step, true, lines[i]);
    }
}

void gm_review_draw(gm_screen_ctx *ctx)
{
    gm_review_ctx *c = ctx->self;
    gm_review_view *v = &c->view;
    if (v->shown >= 0 && c->board) {
        draw_board(ctx, c);
        return;
    }
    gm_ui_background(ctx->canvas);
    char title[160];
    if (c->mat != NULL) {
        /* TRANSLATORS: the review's title with the game's cosmic mat. */
        snprintf(title, sizeof title, _("Game review: %s"), gm_mats_title(c->mat));
    } else {
        snprintf(title, sizeof title, "%s", _("Game review"));
    }
    gm_text_draw(ctx->canvas->text, GM_FONT_TITLE, places(ctx)->title_font, true, GM_UI_GOLD,
                 ctx->canvas->lay->screen_w / 2, places(ctx)->title_y, GM_ALIGN_CENTER, title);
    /* While it works, what is found so far, and the progress under it. */
    if (shown_review(c) != NULL && shown_review(c)->n_points > 0) {
        draw_graph(ctx, c);
        draw_legend(ctx, c);
        draw_rows(ctx, c);
    } else if (!v->finished) {
        draw_rows(ctx, c); /* what the chances are, until the first is found */
    }
    if (!v->finished) {
        draw_progress(ctx, v);
    }
    if (v->message[0] != '\0') {
        gm_ui_notice(ctx->canvas, places(ctx)->notice_y, v->message);
    }
    gm_ui_button(ctx->canvas, place(ctx, GM_REVIEW_BACK, 0), _("Back"), true);
}
