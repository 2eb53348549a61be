/* The play screen's geometry (see play_geom.h). */
#include "play_geom.h"

gm_point gm_rect_centre(gm_rect r)
{
    return (gm_point){r.x + r.w / 2, r.y + r.h / 2};
}

bool gm_geom_group(const gm_layout *lay, const sc_game *g, unsigned chosen, unsigned face,
                   gm_rect *out)
{
    if (g->pending.kind != SC_PENDING_TRAVEL || face >= SC_FACE_COUNT || g->roll[face] == 0) {
        return false;
    }
    const gm_rect tray = lay->dice_tray;
    float die = lay->die_size, die_gap = lay->tray_in.die_gap, group_gap = lay->tray_in.group_gap;
    unsigned dice = 0, groups = 0;
    for (unsigned f = 0; f < SC_FACE_COUNT; f++) {
        dice += g->roll[f];
        groups += g->roll[f] > 0;
    }
    float width =
        (float)dice * die + (float)(dice - groups) * die_gap + (float)(groups - 1) * group_gap;
    float x = tray.x + (tray.w - width) / 2;
    for (unsigned f = 0; f < SC_FACE_COUNT; f++) {
        unsigned n = g->roll[f];
        if (n == 0) {
            continue;
        }
        float w = (float)n * die + (float)(n - 1) * die_gap;
        if (f == face) {
            /* A chosen group is drawn lifted, and clicked there. */
            float lift = (chosen >> f) & 1 ? lay->tray_in.lift : 0;
            *out = (gm_rect){x, tray.y + (tray.h - die) / 2 - lift, w, die};
            return true;
        }
        x += w + group_gap;
    }
    return false;
}

gm_rect gm_geom_group_die(const gm_layout *lay, gm_rect group, unsigned i)
{
    float die = lay->die_size;
    return (gm_rect){group.x + (float)i * (die + lay->tray_in.die_gap), group.y, die, die};
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

gm_point gm_geom_spot(const gm_layout *lay, gm_spot s)
{
    switch ((gm_spot_kind)s.kind) {
    case GM_SPOT_SEAT:
        return gm_rect_centre(gm_geom_seat(lay, s.a));
    case GM_SPOT_CELL:
        return gm_rect_centre(gm_layout_cell(lay, s.a, s.b));
    case GM_SPOT_MOON:
        return gm_rect_centre(s.a < lay->n_moons ? lay->moons[s.a] : lay->mat);
    case GM_SPOT_PLANET:
        return gm_rect_centre(s.a < lay->n_planets ? lay->planets[s.a] : lay->mat);
    case GM_SPOT_COMET:
        return gm_rect_centre(lay->comet);
    case GM_SPOT_GALAXY:
        return gm_rect_centre(lay->galaxy);
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
