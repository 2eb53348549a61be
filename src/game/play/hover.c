/* The pieces of the play board and the pointer that shows their cards
 * (hover.h). Where each piece is comes from play_geom.h, which the drawing
 * uses too, so a card always belongs to what is drawn under the pointer. */
#include "hover.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>

#include "play_geom.h"
#include "privacy.h"

enum {
    MOVE_SLACK = 24, /* a held press may wander this far (logical px) */
};

typedef struct list {
    gm_piece_at *out;
    unsigned n, max;
} list;

static void add(list *l, gm_piece_kind kind, unsigned a, unsigned b, gm_rect r)
{
    if (l->n < l->max && r.w > 0 && r.h > 0) {
        l->out[l->n++] = (gm_piece_at){{(uint8_t)kind, (uint8_t)a, (uint8_t)b}, r};
    }
}

void gm_card_line(gm_card *c, const char *fmt, ...)
{
    if (c->n_lines >= GM_CARD_LINES) {
        return;
    }
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(c->lines[c->n_lines++], GM_CARD_LEN, fmt, ap);
    va_end(ap);
}

unsigned gm_hover_tag_text(const sc_mat *m, bool planet, unsigned index, char *buf, size_t len)
{
    size_t used = 0;
    if (len > 0) {
        buf[0] = '\0';
    }
    for (unsigned s = 0; s < m->n_spaces && used < len; s++) {
        bool next = planet ? (m->space_planets[s] >> index) & 1 : (m->space_moons[s] >> index) & 1;
        if (next) {
            used += (size_t)snprintf(buf + used, len - used, "%s%u", used ? " " : "", s);
        }
    }
    return (unsigned)(used < len ? used : len);
}

/* The pieces drawn over the mat by play_draw.c, from the top down. */
static void rocket_and_players(const gm_play *p, int viewer, list *l)
{
    const gm_layout *lay = p->lay;
    const sc_game *g = gm_play_game(p);
    const sc_mat *m = g->mat;
    if (gm_session_human_turn(p->session)) {
        static const gm_button exp_buttons[] = {GM_BTN_KEEP, GM_BTN_EXTRA, GM_BTN_REROLL};
        for (unsigned i = 0; i < sizeof exp_buttons / sizeof exp_buttons[0]; i++) {
            if (gm_play_button_enabled(p, exp_buttons[i])) {
                add(l, GM_PIECE_EXP_BUTTON, exp_buttons[i], 0, lay->buttons[exp_buttons[i]]);
            }
        }
    }
    bool choosing = g->pending.kind == SC_PENDING_MISSIONS;
    if (viewer >= 0 && !(choosing && g->pending.player != viewer)) {
        gm_mission_view mv[4];
        unsigned n = gm_privacy_missions(p->session, viewer, (unsigned)viewer, mv);
        for (unsigned i = 0; i < n && i < lay->n_missions; i++) {
            add(l, GM_PIECE_MISSION, i, 0, lay->missions[i]);
        }
    }
    for (unsigned i = 0; i < m->n_goals; i++) {
        add(l, GM_PIECE_GOAL, i, 0, gm_geom_goal(lay, i, m->n_goals));
    }
    for (unsigned pl = 0; pl < g->setup.n_players && pl < lay->n_boards; pl++) {
        for (unsigned a = 0; a < SC_ASTRONAUTS && a < lay->n_cells; a++) {
            add(l, GM_PIECE_ASTRONAUT, pl, a, gm_layout_cell(lay, pl, a));
        }
    }
    add(l, GM_PIECE_FAILURES, 0, 0, gm_geom_failures(lay, (unsigned)m->failures_to_end + 1));
    if ((g->setup.variants & SC_VARIANT_UFO) && g->exp_token >= 0 && !g->exp_used) {
        add(l, GM_PIECE_EXP_TOKEN, 0, 0, lay->exp_token);
    }
    for (unsigned s = 0; s < g->n_seats && s < lay->n_windows; s++) {
        const sc_rocket_seat *seat = &g->seats[s];
        if (seat->aboard && seat->player >= 0) {
            add(l, GM_PIECE_ASTRONAUT, (unsigned)seat->player, seat->ability, gm_geom_seat(lay, s));
        }
    }
}

/* The dice in the tray: to roll, rolled groups, the Pilots' dice. */
static void tray_pieces(const gm_play *p, list *l)
{
    const sc_game *g = gm_play_game(p);
    gm_rect r;
    if (g->pending.kind == SC_PENDING_ROLL) {
        add(l, GM_PIECE_DICE, GM_PIECE_DICE_POOL, 0, p->lay->dice_tray);
    }
    for (unsigned f = 0; f < SC_FACE_COUNT; f++) {
        if (gm_play_group_rect(p, f, &r)) {
            add(l, GM_PIECE_DICE, f, 0, r);
        }
    }
    for (unsigned s = 0; s < g->n_seats; s++) {
        if (gm_play_pilot_rect(p, s, &r)) {
            add(l, GM_PIECE_DICE, SC_FACE_COUNT + s, 0, r);
        }
    }
}

static void mat_pieces(const gm_play *p, list *l)
{
    const gm_layout *lay = p->lay;
    const sc_game *g = gm_play_game(p);
    const sc_mat *m = g->mat;
    for (unsigned pl = 0; pl < g->setup.n_players; pl++) {
        for (unsigned a = 0; a < SC_ASTRONAUTS; a++) {
            gm_rect r;
            if (gm_geom_landed(lay, g, pl, a, &r)) {
                add(l, GM_PIECE_ASTRONAUT, pl, a, r);
            }
        }
    }
    if (g->setup.variants & SC_VARIANT_UFO) {
        add(l, GM_PIECE_UFO, 0, 0, gm_geom_ufo(lay, g));
    }
    if (g->setup.variants & SC_VARIANT_EXPLORATION) {
        for (unsigned s = 0; s < m->n_slots && s < lay->n_slots; s++) {
            if (g->slot_token[s] >= 0) {
                add(l, GM_PIECE_EXPLORATION, s, 0, lay->slots[s]);
            }
        }
    }
    float tag = lay->card.tag_font;
    char text[64];
    for (unsigned i = 0; i < m->n_moons && i < lay->n_moons; i++) {
        unsigned chars = gm_hover_tag_text(m, false, i, text, sizeof text);
        add(l, GM_PIECE_MOON, i, 0, gm_geom_body_tag(lay, false, i, chars, tag));
    }
    for (unsigned i = 0; i < m->n_planets && i < lay->n_planets; i++) {
        unsigned chars = gm_hover_tag_text(m, true, i, text, sizeof text);
        add(l, GM_PIECE_PLANET, i, 0, gm_geom_body_tag(lay, true, i, chars, tag));
    }
    for (unsigned s = 0; s < lay->n_spaces && s <= sc_mat_deep(m); s++) {
        add(l, GM_PIECE_SPACE, s, 0, gm_geom_space(lay, s));
    }
    for (unsigned i = 0; i < m->n_moons && i < lay->n_moons; i++) {
        add(l, GM_PIECE_MOON, i, 0, lay->moons[i]);
    }
    for (unsigned i = 0; i < m->n_planets && i < lay->n_planets; i++) {
        add(l, GM_PIECE_PLANET, i, 0, lay->planets[i]);
    }
    add(l, GM_PIECE_COMET, 0, 0, lay->comet);
    add(l, GM_PIECE_GALAXY, 0, 0, lay->galaxy);
    add(l, GM_PIECE_EARTH, 0, 0, lay->earth);
    add(l, GM_PIECE_SATELLITE, 0, 0, lay->satellite);
}

unsigned gm_hover_pieces(const gm_play *p, int viewer, gm_piece_at *out, unsigned max)
{
    list l = {out, 0, max};
    if (p->lay == NULL || gm_play_game(p)->mat == NULL) {
        return 0;
    }
    rocket_and_players(p, viewer, &l);
    tray_pieces(p, &l);
    mat_pieces(p, &l);
    return l.n;
}

gm_piece gm_hover_piece_at(const gm_play *p, int viewer, float x, float y)
{
    gm_piece_at all[GM_PIECES_MAX];
    unsigned n = gm_hover_pieces(p, viewer, all, GM_PIECES_MAX);
    for (unsigned i = 0; i < n; i++) {
        if (gm_rect_contains(all[i].r, x, y)) {
            return all[i].piece;
        }
    }
    return (gm_piece){GM_PIECE_NONE, 0, 0};
}

/* ---- the pointer ------------------------------------------------------------ */

void gm_hover_reset(gm_hover *h)
{
    *h = (gm_hover){0};
}

bool gm_hover_input(gm_hover *h, const gm_play *p, int viewer, const gm_input *in)
{
    switch (in->kind) {
    case GM_IN_MOVE:
        if (h->pressed && hypotf(in->x - h->x, in->y - h->y) <= MOVE_SLACK) {
            return false; /* a finger trembles: the long press goes on */
        }
        h->x = in->x;
        h->y = in->y;
        h->inside = true;
        h->quiet = false;
        h->held = 0;
        h->pinned = false;
        return false;
    case GM_IN_PRESS:
        h->x = in->x;
        h->y = in->y;
        h->pressed = true;
        h->held = 0;
        h->pressed_on = gm_hover_piece_at(p, viewer, in->x, in->y);
        h->pinned = false; /* a new touch closes the card a long press left */
        return false;
    case GM_IN_RELEASE:
        h->pressed = false;
        h->held = 0;
        if (h->pinned) {
            return true; /* the long press showed a card: it chose nothing */
        }
        h->quiet = true; /* a click is a choice: its card waits until the pointer moves */
        return false;
    case GM_IN_KEY:
        if (in->key == GM_KEY_ESCAPE && h->pinned) {
            h->pinned = false;
            h->quiet = true;
            return true;
        }
        return false;
    default:
        return false;
    }
}

bool gm_hover_tick(gm_hover *h, const gm_play *p, int viewer, float dt, float press)
{
    if (!h->pressed || h->pinned) {
        return false;
    }
    h->held += dt;
    if (h->held < press) {
        return false;
    }
    /* Only if the same piece is still under the finger (the board may have
     * moved on). */
    gm_piece under = gm_hover_piece_at(p, viewer, h->x, h->y);
    if (under.kind == GM_PIECE_NONE || !gm_piece_eq(under, h->pressed_on)) {
        return false;
    }
    h->pinned = true;
    h->quiet = false;
    return true;
}

gm_piece gm_hover_shown(const gm_hover *h, const gm_play *p, int viewer)
{
    bool resting = h->inside && !h->quiet && !h->pressed;
    if (!h->pinned && !resting) {
        return (gm_piece){GM_PIECE_NONE, 0, 0};
    }
    return gm_hover_piece_at(p, viewer, h->x, h->y);
}
