/* Checking a layout against a mat and the logical screen (layout.h):
 * every element the renderer needs, in the numbers the mat asks for, on
 * screen, and every place the screens draw at. */
#include "layout.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "spacecats/attrs.h"

/* Every place the other screens draw at: the check makes sure each is in
 * the file, so a screen never draws at a place the designer forgot. Names
 * ending in _step, _x, _y or _width are numbers; the others rects. */
static const char *const ui_keys[] = {
    "title.logo",         "title.name",         "title.tagline",        "title.continue",
    "title.new",          "title.saves",        "title.rules",          "title.settings",
    "title.quit",         "title.cats",         "title.notice_y",       "setup.panel",
    "setup.title",        "setup.fewer",        "setup.more",           "setup.count",
    "setup.headings_y",   "setup.head",         "setup.name",           "setup.kind",
    "setup.level_prev",   "setup.level",        "setup.level_next",     "setup.starts",
    "setup.row_step",     "setup.level_text_y", "setup.first_text_y",   "setup.variant",
    "setup.variant_step", "setup.back",         "setup.start",          "score.panel",
    "score.title_y",      "score.summary_y",    "score.table",          "score.name_width",
    "score.column_width", "score.title_button", "score.again",          "settings.panel",
    "settings.title_y",   "settings.labels_x",  "settings.rows_y",      "settings.row_step",
    "settings.back",      "settings.notice_y",  "settings.choice",      "settings.choice_step",
    "settings.pair",      "settings.pair_step", "settings.volume_down", "settings.volume",
    "settings.volume_up", "settings.mute",      "saves.title_y",        "saves.panel",
    "saves.empty_y",      "saves.rows_y",       "saves.names_x",        "saves.row_step",
    "saves.row_load",     "saves.row_export",   "saves.row_delete",     "saves.name_field",
    "saves.status_y",     "saves.back",         "saves.save",           "saves.export",
    "saves.prev",         "saves.next",         "rules.title_y",        "rules.toc",
    "rules.toc_row",      "rules.toc_step",     "rules.page",           "rules.text",
    "rules.back",         "rules.prev",         "rules.next",
};
enum { N_UI_KEYS = sizeof ui_keys / sizeof ui_keys[0] };

/* ---- checks against the mat and the screen ------------------------------ */

SC_PRINTF(5, 6)
static bool check_fail(const gm_layout *lay, gm_elem e, char *err, size_t err_len, const char *fmt,
                       ...)
{
    int w = snprintf(err, err_len, "%s:%u: %s: ", lay->path, lay->line[e], gm_elem_name(e));
    if (w >= 0 && (size_t)w < err_len) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(err + w, err_len - (size_t)w, fmt, ap);
        va_end(ap);
    }
    return false;
}

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

/* Checks one list: at least `need` entries, each on screen. */
static bool check_rects(const gm_layout *lay, gm_elem e, const gm_rect *r, unsigned n,
                        unsigned need, char *err, size_t err_len)
{
    if (n < need) {
        return check_fail(lay, e, err, err_len, "%u entries, the mat needs %u", n, need);
    }
    for (unsigned i = 0; i < n; i++) {
        if (!on_screen(lay, r[i])) {
            return check_fail(lay, e, err, err_len, "entry %u [%g, %g, %g, %g] is off screen", i,
                              (double)r[i].x, (double)r[i].y, (double)r[i].w, (double)r[i].h);
        }
    }
    return true;
}

/* The other screens: every place they use is there, rects on screen. */
static bool check_places(const gm_layout *lay, char *err, size_t err_len)
{
    for (unsigned i = 0; i < N_UI_KEYS; i++) {
        const gm_ui_place *p = gm_layout_place(lay, ui_keys[i]);
        if (p == NULL) {
            return check_fail(lay, GM_EL_SCREENS, err, err_len, "missing place '%s'", ui_keys[i]);
        }
        if (!p->number && !on_screen(lay, p->r)) {
            int w = snprintf(err, err_len, "%s:%u: screens.%s: [%g, %g, %g, %g] is off screen",
                             lay->path, p->line, p->key, (double)p->r.x, (double)p->r.y,
                             (double)p->r.w, (double)p->r.h);
            (void)w;
            return false;
        }
    }
    return true;
}

bool gm_layout_check(const gm_layout *lay, const sc_mat *mat, char *err, size_t err_len)
{
    if (lay->screen_w != 1920 || lay->screen_h != 1080) {
        return check_fail(lay, GM_EL_SCREEN, err, err_len, "the game draws a 1920x1080 screen");
    }
    unsigned need_spaces = (unsigned)mat->n_spaces + 1;
    if (lay->n_spaces != need_spaces) {
        return check_fail(lay, GM_EL_SPACES, err, err_len,
                          "%u points, the mat has %u spaces and deep space (%u)", lay->n_spaces,
                          mat->n_spaces, need_spaces);
    }
    for (unsigned i = 0; i < lay->n_spaces; i++) {
        gm_rect r = gm_layout_space_rect(lay, i);
        r.h += lay->face_dy + lay->face_size; /* with its face icons */
        if (!on_screen(lay, r)) {
            return check_fail(lay, GM_EL_SPACES, err, err_len,
                              "space %u at [%g, %g] (with its stone and icons) is off screen", i,
                              (double)lay->spaces[i].x, (double)lay->spaces[i].y);
        }
    }
    struct {
        gm_elem e;
        gm_rect r;
    } singles[] = {
        {GM_EL_MAT, lay->mat},
        {GM_EL_EARTH, lay->earth},
        {GM_EL_SATELLITE, lay->satellite},
        {GM_EL_COMET, lay->comet},
        {GM_EL_GALAXY, lay->galaxy},
        {GM_EL_ROCKET, lay->rocket},
        {GM_EL_EXPEDITION_TOKEN, lay->exp_token},
        {GM_EL_DICE_TRAY, lay->dice_tray},
        {GM_EL_BANNER, lay->banner},
        {GM_EL_GOALS, lay->goals},
    };
    for (unsigned i = 0; i < sizeof singles / sizeof singles[0]; i++) {
        if (!check_rects(lay, singles[i].e, &singles[i].r, 1, 1, err, err_len)) {
            return false;
        }
    }
    if (!check_rects(lay, GM_EL_BUTTONS, lay->buttons, GM_BTN_COUNT, GM_BTN_COUNT, err, err_len) ||
        !check_rects(lay, GM_EL_MOONS, lay->moons, lay->n_moons, mat->n_moons, err, err_len) ||
        !check_rects(lay, GM_EL_PLANETS, lay->planets, lay->n_planets, mat->n_planets, err,
                     err_len) ||
        !check_rects(lay, GM_EL_SLOTS, lay->slots, lay->n_slots, mat->n_slots, err, err_len) ||
        !check_rects(lay, GM_EL_FAILURE_TRACK, lay->failures, lay->n_failures,
                     (unsigned)mat->failures_to_end + 1, err, err_len) ||
        !check_rects(lay, GM_EL_ROCKET_WINDOWS, lay->windows, lay->n_windows, SC_MAX_PLAYERS, err,
                     err_len) ||
        !check_rects(lay, GM_EL_MISSIONS, lay->missions, lay->n_missions,
                     mat->missions_dealt > GM_LAYOUT_MISSIONS ? 99u : mat->missions_dealt, err,
                     err_len) ||
        !check_rects(lay, GM_EL_PLAYER_BOARDS, lay->boards, lay->n_boards, SC_MAX_PLAYERS, err,
                     err_len)) {
        return false;
    }
    if (lay->n_cells != SC_ASTRONAUTS) {
        return check_fail(lay, GM_EL_BOARD_CELLS, err, err_len, "%u cells, a board holds %d",
                          lay->n_cells, SC_ASTRONAUTS);
    }
    for (unsigned c = 0; c < lay->n_cells; c++) {
        gm_rect r = lay->cells[c];
        gm_rect b = lay->boards[0];
        if (r.x < 0 || r.y < 0 || r.x + r.w > b.w || r.y + r.h > b.h) {
            return check_fail(lay, GM_EL_BOARD_CELLS, err, err_len,
                              "cell %u does not fit in a player board", c);
        }
    }
    return check_places(lay, err, err_len);
}
