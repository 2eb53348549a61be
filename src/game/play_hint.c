/* The play screen's advice: the hint card (its words are hint_card.c's)
 * and a first game's tip cards. */
#include <stdio.h>

#include "hint_card.h"
#include "i18n.h"
#include "play_draw.h"
#include "privacy.h"
#include "screen_play.h"
#include "tips.h"
#include "ui.h"

gm_rect gm_play_hint_rect(const gm_app *app)
{
    return app->layout.hint_card;
}

void gm_play_draw_hint(gm_app *app)
{
    const gm_play_view *v = gm_play_screen_view(app);
    const gm_lay_hint *in = &app->layout.hint_in;
    if (v->hint_pending) {
        gm_rect r = gm_play_hint_rect(app);
        r.h = in->waiting_h;
        gm_gfx_round(app->gfx, r, in->radius, (gm_color){0x14, 0x10, 0x2e, 240});
        gm_gfx_round_outline(app->gfx, r, in->radius, in->line, GM_UI_GOLD);
        gm_text_center(app->text, GM_FONT_TITLE, in->title_font, true, GM_UI_GOLD, r,
                       _("The commander is thinking..."));
        return;
    }
    if (!v->hint_valid) {
        return;
    }
    gm_hint_card card;
    gm_hint_card_make(app->play, gm_privacy_viewer(app->play, &v->privacy), &v->hint, &card);
    gm_rect r = gm_play_hint_rect(app);
    /* As tall as it needs: the suggestion and its reason wrap (French too). */
    float pad = in->pad, width = r.w - 2 * pad;
    float what_h = gm_text_wrapped(app->text, GM_FONT_TITLE, in->title_font, true, GM_UI_GOLD, 0, 0,
                                   width, 0, false, card.headline);
    float why_h = gm_text_wrapped(app->text, GM_FONT_BODY, in->reason_font, false, GM_UI_TEXT, 0, 0,
                                  width, 0, false, card.reason);
    r.h = in->top + what_h + in->reason_gap + why_h + in->figures_gap +
          in->figure_step * (float)card.n_figures + in->bottom;
    gm_gfx_round(app->gfx, r, in->radius, (gm_color){0x14, 0x10, 0x2e, 240});
    gm_gfx_round_outline(app->gfx, r, in->radius, in->line, GM_UI_GOLD);
    float y = r.y + in->top;
    y += gm_text_wrapped(app->text, GM_FONT_TITLE, in->title_font, true, GM_UI_GOLD, r.x + pad, y,
                         width, 0, true, card.headline);
    y += in->reason_gap + gm_text_wrapped(app->text, GM_FONT_BODY, in->reason_font, false,
                                          GM_UI_TEXT, r.x + pad, y + in->reason_gap, width, 0, true,
                                          card.reason);
    y += in->figures_gap;
    for (unsigned i = 0; i < card.n_figures; i++) {
        char line[160];
        /* TRANSLATORS: a figure of the hint: "Crash chance of the next roll: 12%". */
        snprintf(line, sizeof line, _("%s: %s"), card.figures[i].label, card.figures[i].value);
        /* The measure the suggestion is best by stands out. */
        gm_color c = i < 2 ? GM_UI_GOLD : GM_UI_TEXT;
        gm_text_draw(app->text, GM_FONT_BODY, in->figure_font, i == 0, c, r.x + pad, y,
                     GM_ALIGN_LEFT, line);
        y += in->figure_step;
    }
    gm_text_draw(app->text, GM_FONT_BODY, in->close_font, false, (gm_color){0xc8, 0xc0, 0xf0, 220},
                 r.x + r.w - in->close.x, r.y + r.h - in->close.y, GM_ALIGN_RIGHT,
                 _("click anywhere to close"));
}

/* The card of a first game's tip, with its two buttons. */
gm_rect gm_play_tip_rect(const gm_app *app)
{
    return app->layout.tip_card;
}

gm_rect gm_play_tip_button(const gm_app *app, bool no_more)
{
    const gm_lay_tip *in = &app->layout.tip_in;
    return gm_layout_in(gm_play_tip_rect(app), no_more ? in->no_more : in->got_it);
}

void gm_play_draw_tip(gm_app *app)
{
    gm_tip t = (gm_tip)gm_play_screen_view(app)->tip;
    if (t >= GM_TIP_COUNT) {
        return;
    }
    const gm_lay_tip *in = &app->layout.tip_in;
    gm_rect r = gm_play_tip_rect(app);
    gm_gfx_round(app->gfx, r, in->radius, (gm_color){0x14, 0x10, 0x2e, 245});
    gm_gfx_round_outline(app->gfx, r, in->radius, in->line, GM_UI_GOLD);
    gm_sprite_draw(app->sprites, "cat-head-p1", gm_layout_in(r, in->head), 255);
    gm_rect title = gm_layout_in(r, in->title), text = gm_layout_in(r, in->text);
    gm_text_draw(app->text, GM_FONT_TITLE, in->title_font, true, GM_UI_GOLD, title.x, title.y,
                 GM_ALIGN_LEFT, gm_tip_title(t));
    gm_text_wrapped(app->text, GM_FONT_BODY, in->text_font, false, GM_UI_TEXT, text.x, text.y,
                    text.w, 0, true, gm_tip_text(t));
    gm_ui_button(app, gm_play_tip_button(app, true), _("No more tips"), true);
    gm_ui_button(app, gm_play_tip_button(app, false), _("Got it"), true);
}
