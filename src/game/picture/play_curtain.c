/* The pass screen of a hot-seat game: between two humans' turns, when
 * something private (their secret missions) is about to show, the board
 * hides behind it until the named player clicks (privacy.h decides when). */
#include <stdio.h>

#include "i18n.h"
#include "play_draw.h"
#include "ui.h"

gm_rect gm_play_curtain_button(const gm_canvas *cv, const gm_play_scene *sc)
{
    return gm_layout_in(cv->lay->pass_card, cv->lay->pass_in.button);
}

void gm_play_draw_curtain(const gm_canvas *cv, const gm_play_scene *sc, unsigned seat)
{
    const gm_play *p = sc->play;
    const gm_lay_pass *in = &cv->lay->pass_in;
    unsigned colour =
        seat < SC_MAX_PLAYERS ? gm_session_seat(p->session, seat)->colour % SC_MAX_PLAYERS : 0;
    const char *name = seat < SC_MAX_PLAYERS ? gm_session_name(p->session, seat) : "?";
    gm_ui_background(cv);
    gm_rect c = cv->lay->pass_card;
    gm_gfx_round(cv->gfx, c, in->radius, (gm_color){0x14, 0x10, 0x2e, 245});
    gm_gfx_round_outline(cv->gfx, c, in->radius, in->line, gm_ui_player_color(colour));
    gm_sprite_draw(cv->sprites, gm_ui_player_head(colour), gm_layout_in(c, in->head), 255);
    char buf[160];
    /* TRANSLATORS: the hot-seat pass screen: hand the computer to this player. */
    snprintf(buf, sizeof buf, _("Pass to %s"), name);
    gm_text_center(cv->text, GM_FONT_TITLE, in->title_font, true, GM_UI_GOLD,
                   gm_layout_in(c, in->title), buf);
    snprintf(buf, sizeof buf,
             _("%s's secret missions are about to show: the others look away. %s, click when "
               "only you can see the screen."),
             name, name);
    gm_rect text = gm_layout_in(c, in->text);
    gm_text_wrapped(cv->text, GM_FONT_BODY, in->text_font, false, GM_UI_TEXT, text.x, text.y,
                    text.w, 0, true, buf);
    /* TRANSLATORS: the pass screen's button: the named player is at the screen. */
    snprintf(buf, sizeof buf, _("I am %s"), name);
    gm_ui_button(cv, gm_play_curtain_button(cv, sc), buf, true);
    gm_ui_button(cv, cv->lay->buttons[GM_BTN_MENU], _("Menu"), true);
}
