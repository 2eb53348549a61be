/* The rules screen: data/rules/rules.yaml, one page per section, with a
 * table of contents, previous/next, and scrolling (wheel, arrows, page
 * keys) for pages longer than the panel. Texts are translated when drawn.
 * A damaged rules file shows its message (file and line) instead. */
#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>

#include "canvas.h"
#include "games.h"
#include "i18n.h"
#include "rules_text.h"
#include "screen.h"
#include "screen_rules.h"
#include "sound.h"
#include "ui.h"

/* Sizes inside the panels: data/layout/board.yaml, screens.rules. */
static const gm_rules_layout *places(const gm_screen_ctx *ctx)
{
    return &ctx->canvas->lay->screens.rules;
}

struct gm_rules_view {
    gm_rules rules;
    bool loaded;
    char error[700];
    unsigned page;
    float scroll;    /* logical units scrolled down the page */
    float content_h; /* height of the page's paragraphs, from the last draw */
};

gm_rect gm_rules_place(const gm_layout *lay, gm_rules_thing what, unsigned i)
{
    const gm_rules_layout *at = &lay->screens.rules;
    const gm_rect rects[] = {
        [GM_RULES_BACK] = at->back, [GM_RULES_PREV] = at->prev,       [GM_RULES_NEXT] = at->next,
        [GM_RULES_TOC] = at->toc,   [GM_RULES_TOC_ROW] = at->toc_row, [GM_RULES_PAGE] = at->page,
        [GM_RULES_TEXT] = at->text,
    };
    if ((unsigned)what >= sizeof rects / sizeof rects[0]) {
        return (gm_rect){0, 0, 0, 0};
    }
    gm_rect r = rects[what];
    if (what == GM_RULES_TOC_ROW) {
        r.y += (float)i * lay->screens.rules.toc_step;
    }
    return r;
}

static gm_rect place(const gm_screen_ctx *ctx, gm_rules_thing what)
{
    return gm_rules_place(ctx->canvas->lay, what, 0);
}

/* The screen's own state (ctx->self), NULL when off the stack. */
static struct gm_rules_view *rules_view(const gm_screen_ctx *ctx)
{
    return ctx->self;
}

/* Nothing can be opened over the rules: on the stack, they are up. */
unsigned gm_rules_page(const gm_app *app)
{
    const struct gm_rules_view *v = gm_app_screen_self(app, GM_SCREEN_RULES);
    return v != NULL ? v->page : 0;
}

unsigned gm_rules_pages(const gm_app *app)
{
    const struct gm_rules_view *v = gm_app_screen_self(app, GM_SCREEN_RULES);
    return v != NULL && v->loaded ? v->rules.n_sections : 0;
}

static bool rules_enter(gm_screen_ctx *ctx)
{
    struct gm_rules_view *v = ctx->self;
    char path[600];
    snprintf(path, sizeof path, "%s/rules/rules.yaml", ctx->opt->datadir);
    v->loaded = gm_rules_load_file(path, &v->rules, v->error, sizeof v->error);
    if (!v->loaded) {
        fprintf(stderr, "spacecats: %s\n", v->error);
    }
    return true;
}

/* The pages' text is freed whenever the screen leaves (the state itself
 * goes with the stack). */
static void rules_leave(gm_screen_ctx *ctx)
{
    struct gm_rules_view *v = ctx->self;
    gm_rules_free(&v->rules);
    v->loaded = false;
}

static float max_scroll(const gm_screen_ctx *ctx, const struct gm_rules_view *v)
{
    float m = v->content_h - place(ctx, GM_RULES_TEXT).h;
    return m > 0 ? m : 0;
}

static bool scroll_by(const gm_screen_ctx *ctx, struct gm_rules_view *v, float dy)
{
    float old = v->scroll;
    v->scroll += dy;
    if (v->scroll > max_scroll(ctx, v)) {
        v->scroll = max_scroll(ctx, v);
    }
    if (v->scroll < 0) {
        v->scroll = 0;
    }
    return v->scroll != old;
}

static bool go_to(gm_screen_ctx *ctx, int page)
{
    struct gm_rules_view *v = rules_view(ctx);
    if (!v->loaded || page < 0 || page >= (int)v->rules.n_sections || page == (int)v->page) {
        return false;
    }
    v->page = (unsigned)page;
    v->scroll = 0;
    v->content_h = 0;
    gm_sound_play(ctx->sound, GM_SFX_CLICK);
    return true;
}

static void go_back(gm_screen_ctx *ctx)
{
    gm_sound_play(ctx->sound, GM_SFX_CLICK);
    gm_nav_close(ctx->nav); /* to where the rules were opened */
}

static gm_rect toc_row(const gm_screen_ctx *ctx, unsigned i)
{
    return gm_rules_place(ctx->canvas->lay, GM_RULES_TOC_ROW, i);
}

static bool rules_input(gm_screen_ctx *ctx, const gm_input *in)
{
    struct gm_rules_view *v = rules_view(ctx);
    int page = (int)v->page;
    const float view_h = place(ctx, GM_RULES_TEXT).h, step = places(ctx)->scroll_step;
    switch (in->kind) {
    case GM_IN_MOVE:
        return true; /* hover */
    case GM_IN_WHEEL:
        return scroll_by(ctx, v, -in->dy * step);
    case GM_IN_KEY:
        switch (in->key) {
        case GM_KEY_ESCAPE:
        case GM_KEY_BACKSPACE:
            go_back(ctx);
            return true;
        case GM_KEY_LEFT:
            return go_to(ctx, page - 1);
        case GM_KEY_RIGHT:
        case GM_KEY_SPACE:
            return go_to(ctx, page + 1);
        case GM_KEY_HOME:
            return go_to(ctx, 0);
        case GM_KEY_END:
            return go_to(ctx, (int)v->rules.n_sections - 1);
        case GM_KEY_UP:
            return scroll_by(ctx, v, -step);
        case GM_KEY_DOWN:
            return scroll_by(ctx, v, step);
        case GM_KEY_PAGEUP:
            return scroll_by(ctx, v, -(view_h - step));
        case GM_KEY_PAGEDOWN:
            return scroll_by(ctx, v, view_h - step);
        default:
            return false;
        }
    case GM_IN_RELEASE:
        if (gm_rect_contains(place(ctx, GM_RULES_BACK), in->x, in->y)) {
            go_back(ctx);
            return true;
        }
        if (gm_rect_contains(place(ctx, GM_RULES_PREV), in->x, in->y)) {
            return go_to(ctx, page - 1);
        }
        if (gm_rect_contains(place(ctx, GM_RULES_NEXT), in->x, in->y)) {
            return go_to(ctx, page + 1);
        }
        for (unsigned i = 0; v->loaded && i < v->rules.n_sections; i++) {
            if (gm_rect_contains(toc_row(ctx, i), in->x, in->y)) {
                return go_to(ctx, (int)i);
            }
        }
        return false;
    default: /* presses, typed text, quit (the app's) */
        return false;
    }
}

static void draw_toc(gm_screen_ctx *ctx, const struct gm_rules_view *v)
{
    gm_ui_panel(ctx->canvas, place(ctx, GM_RULES_TOC));
    for (unsigned i = 0; i < v->rules.n_sections; i++) {
        gm_rect r = toc_row(ctx, i);
        bool current = i == v->page;
        if (current) {
            gm_gfx_round(ctx->canvas->gfx, r, places(ctx)->toc_radius, gm_rgba(0xffc857, 60));
        } else if (gm_ui_hot(ctx->canvas, r)) {
            gm_gfx_round(ctx->canvas->gfx, r, places(ctx)->toc_radius, gm_rgba(0xffffff, 24));
        }
        const float font = places(ctx)->toc_font;
        gm_text_draw(ctx->canvas->text, GM_FONT_TITLE, font, current,
                     current ? GM_UI_GOLD : GM_UI_TEXT, r.x + places(ctx)->toc_dx,
                     r.y + (r.h - font * GM_TEXT_HIGH) / 2, GM_ALIGN_LEFT,
                     _(v->rules.sections[i].title));
    }
}

/* The paragraphs, scrolled and clipped to the text area; returns their
 * whole height. */
static float draw_paragraphs(gm_screen_ctx *ctx, const gm_rules_section *sec, float scroll)
{
    gm_gfx *gfx = ctx->canvas->gfx;
    const gm_rect page_panel = place(ctx, GM_RULES_PAGE), area = place(ctx, GM_RULES_TEXT);
    const float text_top = area.y, text_bottom = area.y + area.h;
    const float pad = places(ctx)->pad, body = places(ctx)->body_font;
    const float icon = places(ctx)->para_icon_size, icon_gap = places(ctx)->para_icon_gap;
    float left = page_panel.x + pad, width = page_panel.w - 2 * pad - places(ctx)->scrollbar_room;
    gm_gfx_clip(gfx, &area);
    float y = text_top - scroll;
    for (unsigned p = 0; p < sec->n_paras; p++) {
        const gm_rules_para *para = &sec->paras[p];
        float x = left, w = width;
        if (para->icon[0] != '\0') {
            gm_sprite_draw(ctx->canvas->sprites, para->icon,
                           (gm_rect){left, y + places(ctx)->para_icon_dy, icon, icon}, 255);
            x += icon + icon_gap;
            w -= icon + icon_gap;
        }
        const char *text = _(para->text);
        /* Measure first: lines wholly outside the area are not drawn. */
        float h = gm_text_wrapped(ctx->canvas->text, GM_FONT_BODY, body, false, GM_UI_TEXT, x, y, w,
                                  0, false, text);
        if (y + h > text_top && y < text_bottom) {
            gm_text_wrapped(ctx->canvas->text, GM_FONT_BODY, body, false, GM_UI_TEXT, x, y, w, 0,
                            true, text);
        }
        if (para->icon[0] != '\0' && h < icon) {
            h = icon;
        }
        y += h + body * places(ctx)->para_gap;
    }
    gm_gfx_clip(gfx, NULL);
    return y - (text_top - scroll) - body * places(ctx)->para_gap;
}

static void draw_scrollbar(gm_screen_ctx *ctx, const struct gm_rules_view *v)
{
    const gm_rect page_panel = place(ctx, GM_RULES_PAGE), area = place(ctx, GM_RULES_TEXT);
    const float text_top = area.y, view = area.h;
    if (v->content_h <= view) {
        return;
    }
    const float radius = places(ctx)->scrollbar_radius;
    gm_rect track = {page_panel.x + page_panel.w - places(ctx)->scrollbar_right, text_top,
                     places(ctx)->scrollbar_width, view};
    gm_gfx_round(ctx->canvas->gfx, track, radius, gm_rgba(0xffffff, 30));
    float h = view * view / v->content_h;
    float y = text_top + (view - h) * (v->scroll / max_scroll(ctx, v));
    gm_gfx_round(ctx->canvas->gfx, (gm_rect){track.x, y, track.w, h}, radius,
                 gm_rgba(0xffc857, 200));
}

static void draw_page(gm_screen_ctx *ctx, struct gm_rules_view *v)
{
    const gm_rules_section *sec = &v->rules.sections[v->page];
    const gm_rect page_panel = place(ctx, GM_RULES_PAGE);
    gm_ui_panel(ctx->canvas, page_panel);
    const float pad = places(ctx)->pad, icon = places(ctx)->icon_size;
    gm_text_draw(ctx->canvas->text, GM_FONT_TITLE, places(ctx)->page_title_font, true, GM_UI_GOLD,
                 page_panel.x + pad, page_panel.y + places(ctx)->page_title_dy, GM_ALIGN_LEFT,
                 _(sec->title));
    for (unsigned i = 0; i < sec->n_icons; i++) {
        gm_sprite_draw(ctx->canvas->sprites, sec->icons[i],
                       (gm_rect){page_panel.x + pad + (float)i * (icon + places(ctx)->icon_gap),
                                 page_panel.y + places(ctx)->icons_dy, icon, icon},
                       255);
    }
    v->content_h = draw_paragraphs(ctx, sec, v->scroll);
    if (v->scroll > max_scroll(ctx, v)) {
        v->scroll = max_scroll(ctx, v); /* the text got shorter (a new language) */
    }
    draw_scrollbar(ctx, v);
}

static void draw_error(gm_screen_ctx *ctx, const struct gm_rules_view *v)
{
    const gm_rect page_panel = place(ctx, GM_RULES_PAGE);
    gm_ui_panel(ctx->canvas, page_panel);
    const float pad = places(ctx)->pad;
    gm_text_draw(ctx->canvas->text, GM_FONT_TITLE, places(ctx)->error_font, true, GM_UI_GOLD,
                 page_panel.x + pad, page_panel.y + places(ctx)->error_dy, GM_ALIGN_LEFT,
                 _("The rules could not be read"));
    gm_text_wrapped(ctx->canvas->text, GM_FONT_BODY, places(ctx)->body_font, false, GM_UI_TEXT,
                    page_panel.x + pad, page_panel.y + places(ctx)->error_text_dy,
                    page_panel.w - 2 * pad, 0, true, v->error);
}

static void rules_draw(gm_screen_ctx *ctx)
{
    struct gm_rules_view *v = rules_view(ctx);
    gm_ui_background(ctx->canvas);
    gm_text_draw(ctx->canvas->text, GM_FONT_TITLE, places(ctx)->title_font, true, GM_UI_GOLD,
                 ctx->canvas->lay->screens.ui.centre_x, places(ctx)->title_y, GM_ALIGN_CENTER,
                 _("How to play"));
    const gm_rect btn_back = place(ctx, GM_RULES_BACK), btn_prev = place(ctx, GM_RULES_PREV),
                  btn_next = place(ctx, GM_RULES_NEXT);
    gm_ui_button(ctx->canvas, btn_back, _("Back"), true);
    if (!v->loaded) {
        draw_error(ctx, v);
        return;
    }
    draw_toc(ctx, v);
    draw_page(ctx, v);
    unsigned n = v->rules.n_sections;
    gm_ui_button(ctx->canvas, btn_prev, _("Previous"), v->page > 0);
    gm_ui_button(ctx->canvas, btn_next, _("Next"), v->page + 1 < n);
    char where[64];
    snprintf(where, sizeof where, _("Page %u of %u"), v->page + 1, n);
    gm_text_center(ctx->canvas->text, GM_FONT_TITLE, places(ctx)->where_font, false, GM_UI_TEXT,
                   (gm_rect){btn_prev.x + btn_prev.w, btn_prev.y,
                             btn_next.x - btn_prev.x - btn_prev.w, btn_prev.h},
                   where);
}

const gm_screen gm_screen_rules = {
    .name = "rules",
    .ctx_size = sizeof(struct gm_rules_view),
    .enter = rules_enter,
    .leave = rules_leave,
    .input = rules_input,
    .draw = rules_draw,
};
