/* The play screen's geometry (see play_geom.h). */
#include "play_geom.h"

gm_point gm_rect_centre(gm_rect r)
{
    return (gm_point){r.x + r.w / 2, r.y + r.h / 2};
}

bool gm_geom_has_pilot_die(const sc_game *g, unsigned seat)
{
    if (g->pending.kind != SC_PENDING_TRAVEL || seat >= g->n_seats || seat >= SC_MAX_PLAYERS) {
        return false;
    }
    const sc_rocket_seat *s = &g->seats[seat];
    return s->aboard && s->player >= 0 && s->ability == SC_PILOT && !s->pilot_used;
}

/* The dice tray's row while dice are chosen: the rolled groups by face,
 * then a die for each Pilot aboard (gm_geom_has_pilot_die) by rocket seat,
 * side by side and centred; smaller, gaps and all, when they would not
 * fit the tray. Item `item` (a face, or SC_FACE_COUNT + a rocket seat),
 * lifted when `lifted`. */
static bool tray_item(const gm_layout *lay, const sc_game *g, unsigned item, bool lifted,
                      gm_rect *out)
{
    if (g->pending.kind != SC_PENDING_TRAVEL) {
        return false;
    }
    unsigned count[SC_FACE_COUNT + SC_MAX_PLAYERS] = {0}, n_items = SC_FACE_COUNT + g->n_seats;
    unsigned dice = 0, items = 0;
    for (unsigned i = 0; i < n_items && i < SC_FACE_COUNT + SC_MAX_PLAYERS; i++) {
        count[i] = i < SC_FACE_COUNT ? g->roll[i] : gm_geom_has_pilot_die(g, i - SC_FACE_COUNT);
        dice += count[i];
        items += count[i] > 0;
    }
    if (item >= n_items || item >= SC_FACE_COUNT + SC_MAX_PLAYERS || count[item] == 0) {
        return false;
    }
    const gm_rect tray = lay->dice_tray;
    float die = lay->die_size, die_gap = lay->tray_in.die_gap, group_gap = lay->tray_in.group_gap;
    float width =
        (float)dice * die + (float)(dice - items) * die_gap + (float)(items - 1) * group_gap;
    float room = tray.w - 2 * group_gap;
    if (width > room) {
        float scale = room / width;
        die *= scale, die_gap *= scale, group_gap *= scale, width = room;
    }
    float x = tray.x + (tray.w - width) / 2;
    for (unsigned i = 0; i < n_items; i++) {
        unsigned n = count[i];
        if (n == 0) {
            continue;
        }
        float w = (float)n * die + (float)(n - 1) * die_gap;
        if (i == item) {
            /* A chosen group is drawn lifted, and clicked there. */
            float lift = lifted ? lay->tray_in.lift : 0;
            *out = (gm_rect){x, tray.y + (tray.h - die) / 2 - lift, w, die};
            return true;
        }
        x += w + group_gap;
    }
    return false;
}

bool gm_geom_group(const gm_layout *lay, const sc_game *g, unsigned chosen, unsigned face,
                   gm_rect *out)
{
    return face < SC_FACE_COUNT && tray_item(lay, g, face, (chosen >> face) & 1, out);
}

bool gm_geom_pilot_die(const gm_layout *lay, const sc_game *g, unsigned chosen, unsigned seat,
                       gm_rect *out)
{
    return seat < SC_MAX_PLAYERS &&
           tray_item(lay, g, SC_FACE_COUNT + seat, (chosen >> seat) & 1, out);
}

gm_rect gm_geom_group_die(const gm_layout *lay, gm_rect group, unsigned i)
{
    /* The group's height is its dice's size (smaller in a full tray). */
    float die = group.h, gap = lay->tray_in.die_gap * group.h / lay->die_size;
    return (gm_rect){group.x + (float)i * (die + gap), group.y, die, die};
}

gm_rect gm_geom_seat(const gm_layout *lay, unsigned seat)
{
    return seat < lay->n_windows ? lay->windows[seat] : lay->rocket;
}

gm_rect gm_geom_score_coin(const gm_layout *lay, unsigned player)
{
    gm_rect b = player < lay->n_boards ? lay->boards[player] : (gm_rect){0};
    return gm_layout_in(b, lay->board_in.coin);
}

/* The rectangle of a moon, planet, comet or galaxy (the mat otherwise). */
static gm_rect body_of_spot(const gm_layout *lay, gm_spot s)
{
    switch ((gm_spot_kind)s.kind) {
    case GM_SPOT_MOON:
        return s.a < lay->n_moons ? lay->moons[s.a] : lay->mat;
    case GM_SPOT_PLANET:
        return s.a < lay->n_planets ? lay->planets[s.a] : lay->mat;
    case GM_SPOT_COMET:
        return lay->comet;
    case GM_SPOT_GALAXY:
        return lay->galaxy;
    default:
        return lay->mat;
    }
}

gm_point gm_geom_spot(const gm_layout *lay, gm_spot s)
{
    switch ((gm_spot_kind)s.kind) {
    case GM_SPOT_SEAT:
        return gm_rect_centre(gm_geom_seat(lay, s.a));
    case GM_SPOT_CELL:
        return gm_rect_centre(gm_layout_cell(lay, s.a, s.b));
    case GM_SPOT_MOON:
    case GM_SPOT_PLANET:
    case GM_SPOT_COMET:
    case GM_SPOT_GALAXY:
        return gm_rect_centre(body_of_spot(lay, s));
    case GM_SPOT_SPACE:
        return lay->spaces[s.a < lay->n_spaces ? s.a : 0];
    case GM_SPOT_ROCKET:
        return gm_rect_centre(lay->rocket);
    case GM_SPOT_GOALS:
        return gm_rect_centre(lay->goals);
    case GM_SPOT_SCORE:
        return gm_rect_centre(gm_geom_score_coin(lay, s.a));
    }
    return gm_rect_centre(lay->mat);
}

/* ---- the pieces ------------------------------------------------------------- */

/* The rectangle of a body an astronaut stands on (false: not on one). */
static bool landed_body(const gm_layout *lay, const sc_place *at, gm_rect *out)
{
    gm_spot s;
    if (!gm_spot_of_place(at, &s)) {
        return false;
    }
    *out = body_of_spot(lay, s);
    return true;
}

static bool same_body(const sc_place *a, const sc_place *b)
{
    return a->kind == b->kind &&
           (a->kind == SC_AT_COMET || a->kind == SC_AT_GALAXY || a->index == b->index);
}

bool gm_geom_landed(const gm_layout *lay, const sc_game *g, unsigned player, unsigned ability,
                    gm_rect *out)
{
    if (player >= g->setup.n_players || ability >= SC_ASTRONAUTS) {
        return false;
    }
    const sc_place *at = &g->players[player].astronauts[ability];
    gm_rect body;
    if (!landed_body(lay, at, &body)) {
        return false;
    }
    if (at->kind == SC_AT_MOON) {
        *out = gm_layout_in(body, lay->moon_in.head); /* one astronaut per moon */
        return true;
    }
    /* In landing order, in rows from the body's lower left. */
    unsigned slot = 0;
    for (unsigned pl = 0; pl < g->setup.n_players; pl++) {
        for (unsigned a = 0; a < SC_ASTRONAUTS; a++) {
            const sc_place *o = &g->players[pl].astronauts[a];
            bool before = o->order < at->order ||
                          (o->order == at->order && (pl < player || (pl == player && a < ability)));
            slot += before && same_body(o, at);
        }
    }
    const gm_lay_landed *ld = &lay->landed;
    unsigned per_row = ld->per_row >= 1 ? (unsigned)ld->per_row : 1;
    *out =
        (gm_rect){body.x + ld->x + (float)(slot % per_row) * ld->step,
                  body.y + body.h - ld->y + (float)(slot / per_row) * ld->step, ld->size, ld->size};
    return true;
}

gm_rect gm_geom_space(const gm_layout *lay, unsigned space)
{
    gm_rect stone = gm_layout_space_rect(lay, space);
    float bottom =
        lay->spaces[space < lay->n_spaces ? space : 0].y + lay->face_dy + lay->face_size / 2;
    if (bottom > stone.y + stone.h) {
        stone.h = bottom - stone.y;
    }
    return stone;
}

gm_rect gm_geom_goal(const gm_layout *lay, unsigned i, unsigned n)
{
    /* The tokens spread from the first to as far from the right edge. */
    const gm_lay_goals *in = &lay->goals_in;
    gm_rect r = lay->goals;
    float size = in->token.w;
    float gap = n > 1 ? (r.w - 2 * in->token.x - (float)n * size) / (float)(n - 1) : 0;
    gm_rect t = gm_layout_in(r, in->token);
    t.x += (float)i * (size + gap);
    return t;
}

gm_rect gm_geom_ufo(const gm_layout *lay, const sc_game *g)
{
    gm_point at = lay->spaces[g->ufo_space < lay->n_spaces ? g->ufo_space : 0];
    float s = lay->ufo_size;
    return (gm_rect){at.x + lay->ufo_dx - s / 2, at.y + lay->ufo_dy - s / 2, s, s};
}

gm_rect gm_geom_failures(const gm_layout *lay, unsigned n)
{
    n = n < lay->n_failures ? n : lay->n_failures;
    if (n == 0) {
        return (gm_rect){0, 0, 0, 0};
    }
    gm_rect a = lay->failures[0], b = lay->failures[n - 1];
    float x0 = a.x < b.x ? a.x : b.x, y0 = a.y < b.y ? a.y : b.y;
    float x1 = a.x + a.w > b.x + b.w ? a.x + a.w : b.x + b.w;
    float y1 = a.y + a.h > b.y + b.h ? a.y + a.h : b.y + b.h;
    return (gm_rect){x0, y0, x1 - x0, y1 - y0};
}

gm_rect gm_geom_body_tag(const gm_layout *lay, bool planet, unsigned index, unsigned chars,
                         float size)
{
    gm_rect body = planet ? (index < lay->n_planets ? lay->planets[index] : lay->mat)
                          : (index < lay->n_moons ? lay->moons[index] : lay->mat);
    /* At the body's upper left, ending before its middle: clear of its
     * points (upper right) and of the astronauts (lower edge); wide enough
     * for the text (board.yaml, body_tag). */
    const float fh = lay->body_tag.height, fc = lay->body_tag.char_w, fe = lay->body_tag.ends;
    float h = size * fh, w = (float)chars * size * fc + size * fe;
    return (gm_rect){body.x + body.w * lay->body_tag.right - w, body.y - h * lay->body_tag.above, w,
                     h};
}
