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
    gm_rect m = app->layout.mat;
    return (gm_rect){m.x + m.w / 2 - 460, m.y + 30, 920, 400};
}

void gm_play_draw_hint(gm_app *app)
{
    const gm_play_view *v = gm_play_screen_view(app);
    if (v->hint_pending) {
        gm_rect r = gm_play_hint_rect(app);
        r.h = 110;
        gm_gfx_round(app->gfx, r, 24, (gm_color){0x14, 0x10, 0x2e, 240});
        gm_gfx_round_outline(app->gfx, r, 24, 3, GM_UI_GOLD);
        gm_text_center(app->text, GM_FONT_TITLE, 32, true, GM_UI_GOLD, r,
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
    float what_h = gm_text_wrapped(app->text, GM_FONT_TITLE, 32, true, GM_UI_GOLD, 0, 0, r.w - 60,
                                   0, false, card.headline);
    float why_h = gm_text_wrapped(app->text, GM_FONT_BODY, 25, false, GM_UI_TEXT, 0, 0, r.w - 60, 0,
                                  false, card.reason);
    r.h = 20 + what_h + 10 + why_h + 16 + 38 * (float)card.n_figures + 56;
    gm_gfx_round(app->gfx, r, 24, (gm_color){0x14, 0x10, 0x2e, 240});
    gm_gfx_round_outline(app->gfx, r, 24, 3, GM_UI_GOLD);
    float y = r.y + 20;
    y += gm_text_wrapped(app->text, GM_FONT_TITLE, 32, true, GM_UI_GOLD, r.x + 30, y, r.w - 60, 0,
                         true, card.headline);
    y += 10 + gm_text_wrapped(app->text, GM_FONT_BODY, 25, false, GM_UI_TEXT, r.x + 30, y + 10,
                              r.w - 60, 0, true, card.reason);
    y += 16;
    for (unsigned i = 0; i < card.n_figures; i++) {
        char line[160];
        /* TRANSLATORS: a figure of the hint: "Crash chance of the next roll: 12%". */
        snprintf(line, sizeof line, _("%s: %s"), card.figures[i].label, card.figures[i].value);
        /* The measure the suggestion is best by stands out. */
        gm_color c = i < 2 ? GM_UI_GOLD : GM_UI_TEXT;
        gm_text_draw(app->text, GM_FONT_BODY, 26, i == 0, c, r.x + 30, y, GM_ALIGN_LEFT, line);
        y += 38;
    }
    gm_text_draw(app->text, GM_FONT_BODY, 24, false, (gm_color){0xc8, 0xc0, 0xf0, 220},
                 r.x + r.w - 24, r.y + r.h - 40, GM_ALIGN_RIGHT, _("click anywhere to close"));
}

/* The card of a first game's tip, with its two buttons. */
gm_rect gm_play_tip_rect(const gm_app *app)
{
    gm_rect m = app->layout.mat;
    return (gm_rect){m.x + m.w / 2 - 470, m.y + 40, 940, 300};
}

gm_rect gm_play_tip_button(const gm_app *app, bool no_more)
{
    gm_rect r = gm_play_tip_rect(app);
    return no_more ? (gm_rect){r.x + 30, r.y + r.h - 84, 300, 64}
                   : (gm_rect){r.x + r.w - 230, r.y + r.h - 84, 200, 64};
}

void gm_play_draw_tip(gm_app *app)
{
    gm_tip t = (gm_tip)gm_play_screen_view(app)->tip;
    if (t >= GM_TIP_COUNT) {
        return;
    }
    gm_rect r = gm_play_tip_rect(app);
    gm_gfx_round(app->gfx, r, 24, (gm_color){0x14, 0x10, 0x2e, 245});
    gm_gfx_round_outline(app->gfx, r, 24, 3, GM_UI_GOLD);
    gm_sprite_draw(app->sprites, "cat-head-p1", (gm_rect){r.x + 24, r.y + 18, 56, 56}, 255);
    gm_text_draw(app->text, GM_FONT_TITLE, 34, true, GM_UI_GOLD, r.x + 96, r.y + 24, GM_ALIGN_LEFT,
                 gm_tip_title(t));
    gm_text_wrapped(app->text, GM_FONT_BODY, 25, false, GM_UI_TEXT, r.x + 30, r.y + 90, r.w - 60, 0,
                    true, gm_tip_text(t));
    gm_ui_button(app, gm_play_tip_button(app, true), _("No more tips"), true);
    gm_ui_button(app, gm_play_tip_button(app, false), _("Got it"), true);
}
