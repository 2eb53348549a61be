/* The rules screen: data/rules/rules.yaml, one page per section, with a
 * table of contents, previous/next, and scrolling (wheel, arrows, page
 * keys) for pages longer than the panel. Texts are translated when drawn.
 * A damaged rules file shows its message (file and line) instead. */
#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>

#include "app.h"
#include "i18n.h"
#include "rules_text.h"
#include "screen_rules.h"
#include "sound.h"
#include "ui.h"

/* Sizes inside the panels: data/layout/board.yaml, screens.rules. */
static const gm_rules_layout *places(const gm_app *app)
{
    return &app->layout.screens.rules;
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

static gm_rect place(const gm_app *app, gm_rules_thing what)
{
    return gm_rules_place(&app->layout, what, 0);
}

/* The screen's own state (app->screen_ctx[GM_SCREEN_RULES]), NULL when off the stack. */
static struct gm_rules_view *rules_view(const gm_app *app)
{
    return app->screen_ctx[GM_SCREEN_RULES];
}

unsigned gm_rules_page(const gm_app *app)
{
    const struct gm_rules_view *v = rules_view(app);
    return app->screen == GM_SCREEN_RULES && v != NULL ? v->page : 0;
}

unsigned gm_rules_pages(const gm_app *app)
{
    const struct gm_rules_view *v = rules_view(app);
    return app->screen == GM_SCREEN_RULES && v != NULL && v->loaded ? v->rules.n_sections : 0;
}

static bool rules_enter(gm_app *app)
{
    struct gm_rules_view *v = app->screen_ctx[GM_SCREEN_RULES];
    char path[600];
    snprintf(path, sizeof path, "%s/rules/rules.yaml", app->opt.datadir);
    v->loaded = gm_rules_load_file(path, &v->rules, v->error, sizeof v->error);
    if (!v->loaded) {
        fprintf(stderr, "spacecats: %s\n", v->error);
    }
    return true;
}

/* The pages' text is freed whenever the screen leaves (the state itself
 * goes with the stack). */
static void rules_leave(gm_app *app)
{
    struct gm_rules_view *v = app->screen_ctx[GM_SCREEN_RULES];
    gm_rules_free(&v->rules);
    v->loaded = false;
}

static float max_scroll(const gm_app *app, const struct gm_rules_view *v)
{
    float m = v->content_h - place(app, GM_RULES_TEXT).h;
    return m > 0 ? m : 0;
}

static bool scroll_by(const gm_app *app, struct gm_rules_view *v, float dy)
{
    float old = v->scroll;
    v->scroll += dy;
    if (v->scroll > max_scroll(app, v)) {
        v->scroll = max_scroll(app, v);
    }
    if (v->scroll < 0) {
        v->scroll = 0;
    }
    return v->scroll != old;
}

static bool go_to(gm_app *app, int page)
{
    struct gm_rules_view *v = rules_view(app);
    if (!v->loaded || page < 0 || page >= (int)v->rules.n_sections || page == (int)v->page) {
        return false;
    }
    v->page = (unsigned)page;
    v->scroll = 0;
    v->content_h = 0;
    gm_sound_play(app->sound, GM_SFX_CLICK);
    return true;
}

static void go_back(gm_app *app)
{
    gm_sound_play(app->sound, GM_SFX_CLICK);
    gm_app_close_screen(app); /* to where the rules were opened */
}

static gm_rect toc_row(const gm_app *app, unsigned i)
{
    return gm_rules_place(&app->layout, GM_RULES_TOC_ROW, i);
}

static bool rules_input(gm_app *app, const gm_input *in)
{
    struct gm_rules_view *v = rules_view(app);
    int page = (int)v->page;
    const float view_h = place(app, GM_RULES_TEXT).h, step = places(app)->scroll_step;
    switch (in->kind) {
    case GM_IN_MOVE:
        return true; /* hover */
    case GM_IN_WHEEL:
        return scroll_by(app, v, -in->dy * step);
    case GM_IN_KEY:
        switch (in->key) {
        case GM_KEY_ESCAPE:
        case GM_KEY_BACKSPACE:
            go_back(app);
            return true;
        case GM_KEY_LEFT:
            return go_to(app, page - 1);
        case GM_KEY_RIGHT:
        case GM_KEY_SPACE:
            return go_to(app, page + 1);
        case GM_KEY_HOME:
            return go_to(app, 0);
        case GM_KEY_END:
            return go_to(app, (int)v->rules.n_sections - 1);
        case GM_KEY_UP:
            return scroll_by(app, v, -step);
        case GM_KEY_DOWN:
            return scroll_by(app, v, step);
        case GM_KEY_PAGEUP:
            return scroll_by(app, v, -(view_h - step));
        case GM_KEY_PAGEDOWN:
            return scroll_by(app, v, view_h - step);
        default:
            return false;
        }
    case GM_IN_RELEASE:
        if (gm_rect_contains(place(app, GM_RULES_BACK), in->x, in->y)) {
            go_back(app);
            return true;
        }
        if (gm_rect_contains(place(app, GM_RULES_PREV), in->x, in->y)) {
            return go_to(app, page - 1);
        }
        if (gm_rect_contains(place(app, GM_RULES_NEXT), in->x, in->y)) {
            return go_to(app, page + 1);
        }
        for (unsigned i = 0; v->loaded && i < v->rules.n_sections; i++) {
            if (gm_rect_contains(toc_row(app, i), in->x, in->y)) {
                return go_to(app, (int)i);
            }
        }
        return false;
    default: /* presses, typed text, quit (the app's) */
        return false;
    }
}

static void draw_toc(gm_app *app, const struct gm_rules_view *v)
{
    gm_ui_panel(gm_app_canvas(app), place(app, GM_RULES_TOC));
    for (unsigned i = 0; i < v->rules.n_sections; i++) {
        gm_rect r = toc_row(app, i);
        bool current = i == v->page;
        if (current) {
            gm_gfx_round(app->gfx, r, places(app)->toc_radius, gm_rgba(0xffc857, 60));
        } else if (gm_ui_hot(gm_app_canvas(app), r)) {
            gm_gfx_round(app->gfx, r, places(app)->toc_radius, gm_rgba(0xffffff, 24));
        }
        const float font = places(app)->toc_font;
        gm_text_draw(app->text, GM_FONT_TITLE, font, current, current ? GM_UI_GOLD : GM_UI_TEXT,
                     r.x + places(app)->toc_dx, r.y + (r.h - font * 1.22f) / 2, GM_ALIGN_LEFT,
                     _(v->rules.sections[i].title));
    }
}

/* The paragraphs, scrolled and clipped to the text area; returns their
 * whole height. */
static float draw_paragraphs(gm_app *app, const gm_rules_section *sec, float scroll)
{
    gm_gfx *gfx = app->gfx;
    const gm_rect page_panel = place(app, GM_RULES_PAGE), area = place(app, GM_RULES_TEXT);
    const float text_top = area.y, text_bottom = area.y + area.h;
    const float pad = places(app)->pad, body = places(app)->body_font;
    const float icon = places(app)->para_icon_size, icon_gap = places(app)->para_icon_gap;
    float left = page_panel.x + pad, width = page_panel.w - 2 * pad - places(app)->scrollbar_room;
    gm_gfx_clip(gfx, &area);
    float y = text_top - scroll;
    for (unsigned p = 0; p < sec->n_paras; p++) {
        const gm_rules_para *para = &sec->paras[p];
        float x = left, w = width;
        if (para->icon[0] != '\0') {
            gm_sprite_draw(app->sprites, para->icon,
                           (gm_rect){left, y + places(app)->para_icon_dy, icon, icon}, 255);
            x += icon + icon_gap;
            w -= icon + icon_gap;
        }
        const char *text = _(para->text);
        /* Measure first: lines wholly outside the area are not drawn. */
        float h = gm_text_wrapped(app->text, GM_FONT_BODY, body, false, GM_UI_TEXT, x, y, w, 0,
                                  false, text);
        if (y + h > text_top && y < text_bottom) {
            gm_text_wrapped(app->text, GM_FONT_BODY, body, false, GM_UI_TEXT, x, y, w, 0, true,
                            text);
        }
        if (para->icon[0] != '\0' && h < icon) {
            h = icon;
        }
        y += h + body * places(app)->para_gap;
    }
    gm_gfx_clip(gfx, NULL);
    return y - (text_top - scroll) - body * places(app)->para_gap;
}

static void draw_scrollbar(gm_app *app, const struct gm_rules_view *v)
{
    const gm_rect page_panel = place(app, GM_RULES_PAGE), area = place(app, GM_RULES_TEXT);
    const float text_top = area.y, view = area.h;
    if (v->content_h <= view) {
        return;
    }
    const float radius = places(app)->scrollbar_radius;
    gm_rect track = {page_panel.x + page_panel.w - places(app)->scrollbar_right, text_top,
                     places(app)->scrollbar_width, view};
    gm_gfx_round(app->gfx, track, radius, gm_rgba(0xffffff, 30));
    float h = view * view / v->content_h;
    float y = text_top + (view - h) * (v->scroll / max_scroll(app, v));
    gm_gfx_round(app->gfx, (gm_rect){track.x, y, track.w, h}, radius, gm_rgba(0xffc857, 200));
}

static void draw_page(gm_app *app, struct gm_rules_view *v)
{
    const gm_rules_section *sec = &v->rules.sections[v->page];
    const gm_rect page_panel = place(app, GM_RULES_PAGE);
    gm_ui_panel(gm_app_canvas(app), page_panel);
    const float pad = places(app)->pad, icon = places(app)->icon_size;
    gm_text_draw(app->text, GM_FONT_TITLE, places(app)->page_title_font, true, GM_UI_GOLD,
                 page_panel.x + pad, page_panel.y + places(app)->page_title_dy, GM_ALIGN_LEFT,
                 _(sec->title));
    for (unsigned i = 0; i < sec->n_icons; i++) {
        gm_sprite_draw(app->sprites, sec->icons[i],
                       (gm_rect){page_panel.x + pad + (float)i * (icon + places(app)->icon_gap),
                                 page_panel.y + places(app)->icons_dy, icon, icon},
                       255);
    }
    v->content_h = draw_paragraphs(app, sec, v->scroll);
    if (v->scroll > max_scroll(app, v)) {
        v->scroll = max_scroll(app, v); /* the text got shorter (a new language) */
    }
    draw_scrollbar(app, v);
}

static void draw_error(gm_app *app, const struct gm_rules_view *v)
{
    const gm_rect page_panel = place(app, GM_RULES_PAGE);
    gm_ui_panel(gm_app_canvas(app), page_panel);
    const float pad = places(app)->pad;
    gm_text_draw(app->text, GM_FONT_TITLE, places(app)->error_font, true, GM_UI_GOLD,
                 page_panel.x + pad, page_panel.y + places(app)->error_dy, GM_ALIGN_LEFT,
                 _("The rules could not be read"));
    gm_text_wrapped(app->text, GM_FONT_BODY, places(app)->body_font, false, GM_UI_TEXT,
                    page_panel.x + pad, page_panel.y + places(app)->error_text_dy,
                    page_panel.w - 2 * pad, 0, true, v->error);
}

static void rules_draw(gm_app *app)
{
    struct gm_rules_view *v = rules_view(app);
    gm_ui_background(gm_app_canvas(app));
    gm_text_draw(app->text, GM_FONT_TITLE, places(app)->title_font, true, GM_UI_GOLD,
                 app->layout.screens.ui.centre_x, places(app)->title_y, GM_ALIGN_CENTER,
                 _("How to play"));
    const gm_rect btn_back = place(app, GM_RULES_BACK), btn_prev = place(app, GM_RULES_PREV),
                  btn_next = place(app, GM_RULES_NEXT);
    gm_ui_button(gm_app_canvas(app), btn_back, _("Back"), true);
    if (!v->loaded) {
        draw_error(app, v);
        return;
    }
    draw_toc(app, v);
    draw_page(app, v);
    unsigned n = v->rules.n_sections;
    gm_ui_button(gm_app_canvas(app), btn_prev, _("Previous"), v->page > 0);
    gm_ui_button(gm_app_canvas(app), btn_next, _("Next"), v->page + 1 < n);
    char where[64];
    snprintf(where, sizeof where, _("Page %u of %u"), v->page + 1, n);
    gm_text_center(app->text, GM_FONT_TITLE, places(app)->where_font, false, GM_UI_TEXT,
                   (gm_rect){btn_prev.x + btn_prev.w, btn_prev.y,
                             btn_next.x - btn_prev.x - btn_prev.w, btn_prev.h},
                   where);
}

const gm_screen gm_screen_rules = {
    .name = "rules",
    .ctx_size = sizeof(struct gm_rules_view),
    .app_enter = rules_enter,
    .app_leave = rules_leave,
    .app_input = rules_input,
    .app_draw = rules_draw,
};
