/* The play screen's drawing pieces shared by its files (play_draw_kit.h). */
#include "play_draw_kit.h"

/* The colour (and pattern) a player chose at setup. */
unsigned gm_pd_colour_of(const gm_play *p, unsigned player)
{
    return player < SC_MAX_PLAYERS ? gm_session_seat(p->session, player)->colour % SC_MAX_PLAYERS
                                   : 0;
}

gm_rect gm_pd_around(gm_point c, float w, float h)
{
    return (gm_rect){c.x - w / 2, c.y - h / 2, w, h};
}

gm_rect gm_pd_grow(gm_rect r, float by)
{
    return (gm_rect){r.x - by, r.y - by, r.w + 2 * by, r.h + 2 * by};
}

void gm_pd_glow(const gm_canvas *cv, const gm_play_scene *sc, gm_rect r)
{
    const gm_lay_highlight *h = &cv->lay->highlight;
    gm_gfx_round(cv->gfx, gm_pd_grow(r, h->glow_grow), r.w / 2, (gm_color){0xff, 0xd2, 0x4a, 70});
    gm_gfx_round_outline(cv->gfx, gm_pd_grow(r, h->glow_grow), r.w / 2, h->glow_line, GM_UI_GOLD);
}

/* A lit target drawn over the body: a golden ring with a soft halo. */
void gm_pd_ring(const gm_canvas *cv, const gm_play_scene *sc, gm_rect r)
{
    const gm_lay_highlight *h = &cv->lay->highlight;
    gm_gfx_round_outline(cv->gfx, gm_pd_grow(r, h->ring_grow), r.w / 2 + h->ring_grow, h->ring_line,
                         (gm_color){0xff, 0xd2, 0x4a, 80});
    gm_gfx_round_outline(cv->gfx, gm_pd_grow(r, h->ring_inner_grow), r.w / 2 + h->ring_inner_grow,
                         h->ring_inner_line, GM_UI_GOLD);
}

void gm_pd_coin(const gm_canvas *cv, const gm_play_scene *sc, gm_rect r, float font,
                const char *label)
{
    gm_sprite_draw(cv->sprites, "token-point", r, 255);
    gm_text_center(cv->text, GM_FONT_TITLE, font, true, GM_UI_INK, r, label);
}
