/* What the recording (draw.h) shows on a player's board of a game played
 * over the network (play_presence.c): the mark of who sits there, read
 * back from the shapes drawn in its place, and the three dots in it of a
 * seat deciding elsewhere. For the tests of the recording back end
 * (null_fixture.h must come first). */
#ifndef PRESENCE_LOOK_H
#define PRESENCE_LOOK_H

#include <math.h>

#include "null_fixture.h"

static inline bool pl_near(float a, float b)
{
    return fabsf(a - b) < 0.01f;
}

static inline bool pl_same_rect(gm_rect a, gm_rect b)
{
    return pl_near(a.x, b.x) && pl_near(a.y, b.y) && pl_near(a.w, b.w) && pl_near(a.h, b.h);
}

static inline bool pl_colour(gm_color c, uint8_t r, uint8_t g, uint8_t b)
{
    return c.r == r && c.g == g && c.b == b;
}

/* The mark drawn in board pl's presence place, as its shapes say it:
 * a gold disc at its centre (a person here), a green halo round it (a
 * friend online), an orange ring (away), a grey square (a computer),
 * each inside the place (a board of the row below has its own at the same
 * x); NONE when nothing was drawn there. */
static inline gm_presence_kind pl_mark(unsigned pl)
{
    const gm_layout *lay = &nf_app->layout;
    gm_rect r = gm_layout_in(lay->boards[pl], lay->board_in.presence);
    gm_point c = {r.x + r.w / 2, r.y + r.h / 2};
    const gm_draw_frame *f = gm_draw_now(&nf_gfx);
    gm_presence_kind found = GM_PRESENCE_NONE;
    for (unsigned i = 0; i < f->n_calls; i++) {
        const gm_draw_call *k = &f->calls[i];
        gm_presence_kind kind = GM_PRESENCE_NONE;
        if (k->op == GM_OP_OUTLINE && pl_same_rect(k->r, r) && pl_colour(k->c, 0x3d, 0xdc, 0x84)) {
            kind = GM_PRESENCE_ONLINE;
        } else if (k->op == GM_OP_DISC && pl_near(k->a.x, c.x) && pl_near(k->a.y, c.y) &&
                   pl_colour(k->c, 0xff, 0xd2, 0x4a)) {
            kind = GM_PRESENCE_HERE;
        } else if (k->op == GM_OP_OUTLINE && k->r.x >= r.x && k->r.x + k->r.w <= r.x + r.w &&
                   k->r.y >= r.y && k->r.y + k->r.h <= r.y + r.h &&
                   pl_colour(k->c, 0xff, 0x9e, 0x5e)) {
            kind = GM_PRESENCE_AWAY;
        } else if (k->op == GM_OP_ROUND && k->r.x > r.x && k->r.x + k->r.w < r.x + r.w &&
                   k->r.y > r.y && k->r.y + k->r.h < r.y + r.h &&
                   pl_colour(k->c, 0xb8, 0xc4, 0xe8)) {
            kind = GM_PRESENCE_COMPUTER;
        }
        if (kind != GM_PRESENCE_NONE) {
            assert_true(found == GM_PRESENCE_NONE || found == kind); /* one mark a board */
            found = kind;
        }
    }
    return found;
}

/* The three dots in board pl's mark (a seat deciding elsewhere): how many
 * discs of their size were drawn across its middle. */
static inline unsigned pl_thinking_dots(unsigned pl)
{
    const gm_layout *lay = &nf_app->layout;
    gm_rect r = gm_layout_in(lay->boards[pl], lay->board_in.presence);
    const gm_draw_frame *f = gm_draw_now(&nf_gfx);
    unsigned n = 0;
    for (unsigned i = 0; i < f->n_calls; i++) {
        const gm_draw_call *k = &f->calls[i];
        if (k->op == GM_OP_DISC && pl_near(k->a.y, r.y + r.h / 2) && k->a.x > r.x &&
            k->a.x < r.x + r.w && pl_near(k->radius, lay->board_in.thinking_dot)) {
            n++;
        }
    }
    return n;
}

#endif
