/* Checking a layout against a mat and the logical screen (layout.h):
 * every key the game reads is there (layout_fields.c), in the numbers the
 * mat asks for, on screen. */
#include "layout.h"

#include <stdio.h>
#include <string.h>

#include "layout_fields.h"

static bool on_screen(const gm_layout *lay, gm_rect r)
{
    return r.x >= 0 && r.y >= 0 && r.x + r.w <= lay->screen_w && r.y + r.h <= lay->screen_h;
}

gm_rect gm_layout_space_rect(const gm_layout *lay, unsigned i)
{
    gm_point p = lay->spaces[i];
    return (gm_rect){p.x - lay->space_w / 2, p.y - lay->space_h / 2, lay->space_w, lay->space_h};
}

gm_rect gm_layout_cell(const gm_layout *lay, unsigned board, unsigned ability)
{
    gm_rect b = lay->boards[board];
    gm_rect c = lay->cells[ability];
    return (gm_rect){b.x + c.x, b.y + c.y, c.w, c.h};
}

/* One key is in the file; a font big enough, a rect on screen. */
static bool check_field(const gm_layout *lay, const gm_layout_field *f, char *err, size_t err_len)
{
    const gm_layout_entry *e = gm_layout_find(lay, f->key);
    if (e == NULL) {
        return gm_layout_fail(lay, f->key, err, err_len, "missing");
    }
    if (f->shape == GM_SHAPE_FONT && e->v[0] < GM_LAYOUT_MIN_FONT) {
        return gm_layout_fail(lay, f->key, err, err_len,
                              "a font size of %g is too small to read (at least %d: %d pixels "
                              "in a 1280x720 window)",
                              (double)e->v[0], GM_LAYOUT_MIN_FONT, GM_LAYOUT_MIN_FONT * 2 / 3);
    }
    gm_rect r = {e->v[0], e->v[1], e->v[2], e->v[3]};
    if (f->shape == GM_SHAPE_RECT && lay->screen_w > 0 && !on_screen(lay, r)) {
        return gm_layout_fail(lay, f->key, err, err_len, "[%g, %g, %g, %g] is off screen",
                              (double)r.x, (double)r.y, (double)r.w, (double)r.h);
    }
    return true;
}

/* Every key of the tables is in the file, fonts big enough, rects on screen. */
bool gm_layout_check_fields(const gm_layout *lay, char *err, size_t err_len)
{
    for (const gm_layout_field *const *t = gm_layout_tables(); *t != NULL; t++) {
        for (const gm_layout_field *f = *t; f->key != NULL; f++) {
            if (!check_field(lay, f, err, err_len)) {
                return false;
            }
        }
    }
    return true;
}

/* Checks one list: at least `need` entries, each on screen. */
static bool check_rects(const gm_layout *lay, const char *e, const gm_rect *r, unsigned n,
                        unsigned need, char *err, size_t err_len)
{
    if (n < need) {
        return gm_layout_fail(lay, e, err, err_len, "%u entries, the mat needs %u", n, need);
    }
    for (unsigned i = 0; i < n; i++) {
        if (!on_screen(lay, r[i])) {
            return gm_layout_fail(lay, e, err, err_len, "entry %u [%g, %g, %g, %g] is off screen",
                                  i, (double)r[i].x, (double)r[i].y, (double)r[i].w,
                                  (double)r[i].h);
        }
    }
    return true;
}

bool gm_layout_check(const gm_layout *lay, const sc_mat *mat, char *err, size_t err_len)
{
    if (gm_layout_find(lay, "screen") != NULL && (lay->screen_w != 1920 || lay->screen_h != 1080)) {
        return gm_layout_fail(lay, "screen", err, err_len, "the game draws a 1920x1080 screen");
    }
    if (!gm_layout_check_fields(lay, err, err_len)) {
        return false;
    }
    unsigned need_spaces = (unsigned)mat->n_spaces + 1;
    if (lay->n_spaces != need_spaces) {
        return gm_layout_fail(lay, "spaces", err, err_len,
                              "%u points, the mat has %u spaces and deep space (%u)", lay->n_spaces,
                              mat->n_spaces, need_spaces);
    }
    for (unsigned i = 0; i < lay->n_spaces; i++) {
        gm_rect r = gm_layout_space_rect(lay, i);
        r.h += lay->face_dy + lay->face_size; /* with its face icons */
        if (!on_screen(lay, r)) {
            return gm_layout_fail(lay, "spaces", err, err_len,
                                  "space %u at [%g, %g] (with its stone and icons) is off screen",
                                  i, (double)lay->spaces[i].x, (double)lay->spaces[i].y);
        }
    }
    if (!check_rects(lay, "moons", lay->moons, lay->n_moons, mat->n_moons, err, err_len) ||
        !check_rects(lay, "planets", lay->planets, lay->n_planets, mat->n_planets, err, err_len) ||
        !check_rects(lay, "slots", lay->slots, lay->n_slots, mat->n_slots, err, err_len) ||
        !check_rects(lay, "failure_track", lay->failures, lay->n_failures,
                     (unsigned)mat->failures_to_end + 1, err, err_len) ||
        !check_rects(lay, "rocket_windows", lay->windows, lay->n_windows, SC_MAX_PLAYERS, err,
                     err_len) ||
        !check_rects(lay, "missions", lay->missions, lay->n_missions,
                     mat->missions_dealt > GM_LAYOUT_MISSIONS ? 99u : mat->missions_dealt, err,
                     err_len) ||
        !check_rects(lay, "player_boards", lay->boards, lay->n_boards, SC_MAX_PLAYERS, err,
                     err_len)) {
        return false;
    }
    if (lay->n_cells != SC_ASTRONAUTS) {
        return gm_layout_fail(lay, "board_cells", err, err_len, "%u cells, a board holds %d",
                              lay->n_cells, SC_ASTRONAUTS);
    }
    for (unsigned c = 0; c < lay->n_cells; c++) {
        gm_rect r = lay->cells[c];
        gm_rect b = lay->boards[0];
        if (r.x < 0 || r.y < 0 || r.x + r.w > b.w || r.y + r.h > b.h) {
            return gm_layout_fail(lay, "board_cells", err, err_len,
                                  "cell %u does not fit in a player board", c);
        }
    }
    return true;
}
