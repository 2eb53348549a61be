/* Every key the game reads from the layout file, in one table: its shape
 * and the typed field it fills (layout_fields.h). Adding a place is one
 * line here (and a field in layout.h when the drawing reads it often). */
#include "layout_fields.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#define F(k, s, m)                                                                                 \
    {                                                                                              \
        k, s, offsetof(gm_layout, m), GM_LAYOUT_NO_FIELD, 1                                        \
    }
#define L(k, s, m, count, c)                                                                       \
    {                                                                                              \
        k, s, offsetof(gm_layout, m), offsetof(gm_layout, count), c                                \
    }
/* The other screens' places, read by key (gm_layout_ui). */
#define UIR(k)                                                                                     \
    {                                                                                              \
        k, GM_SHAPE_RECT, GM_LAYOUT_NO_FIELD, GM_LAYOUT_NO_FIELD, 1                                \
    }
#define UIN(k)                                                                                     \
    {                                                                                              \
        k, GM_SHAPE_NUMBER, GM_LAYOUT_NO_FIELD, GM_LAYOUT_NO_FIELD, 1                              \
    }

static const gm_layout_field fields[] = {
    F("format", GM_SHAPE_NUMBER, format),
    F("screen", GM_SHAPE_SIZE, screen_w),
    /* the cosmic mat */
    F("mat", GM_SHAPE_RECT, mat),
    F("space_size", GM_SHAPE_SIZE, space_w),
    F("face_icon.size", GM_SHAPE_POSITIVE, face_size),
    F("face_icon.gap", GM_SHAPE_NUMBER, face_gap),
    F("face_icon.dy", GM_SHAPE_NUMBER, face_dy),
    L("spaces", GM_SHAPE_POINTS, spaces, n_spaces, SC_MAX_SPACES + 1),
    F("earth", GM_SHAPE_RECT, earth),
    F("satellite", GM_SHAPE_RECT, satellite),
    L("moons", GM_SHAPE_RECTS, moons, n_moons, SC_MAX_MOONS),
    L("planets", GM_SHAPE_RECTS, planets, n_planets, SC_MAX_PLANETS),
    F("comet", GM_SHAPE_RECT, comet),
    F("galaxy", GM_SHAPE_RECT, galaxy),
    L("slots", GM_SHAPE_RECTS, slots, n_slots, SC_MAX_SLOTS),
    F("ufo.dx", GM_SHAPE_NUMBER, ufo_dx),
    F("ufo.dy", GM_SHAPE_NUMBER, ufo_dy),
    F("ufo.size", GM_SHAPE_POSITIVE, ufo_size),
    L("failure_track", GM_SHAPE_RECTS, failures, n_failures, GM_LAYOUT_MAX_FAILURES),
    /* the rocket board */
    F("rocket", GM_SHAPE_RECT, rocket),
    L("rocket_windows", GM_SHAPE_RECTS, windows, n_windows, SC_MAX_PLAYERS),
    F("expedition_token", GM_SHAPE_RECT, exp_token),
    /* the dice and the controls */
    F("dice_tray", GM_SHAPE_RECT, dice_tray),
    F("die_size", GM_SHAPE_POSITIVE, die_size),
    F("buttons.roll", GM_SHAPE_RECT, buttons[GM_BTN_ROLL]),
    F("buttons.confirm", GM_SHAPE_RECT, buttons[GM_BTN_CONFIRM]),
    F("buttons.stay", GM_SHAPE_RECT, buttons[GM_BTN_STAY]),
    F("buttons.reroll", GM_SHAPE_RECT, buttons[GM_BTN_REROLL]),
    F("buttons.extra", GM_SHAPE_RECT, buttons[GM_BTN_EXTRA]),
    F("buttons.keep", GM_SHAPE_RECT, buttons[GM_BTN_KEEP]),
    F("buttons.crash", GM_SHAPE_RECT, buttons[GM_BTN_CRASH]),
    F("buttons.menu", GM_SHAPE_RECT, buttons[GM_BTN_MENU]),
    F("buttons.log", GM_SHAPE_RECT, buttons[GM_BTN_LOG]),
    F("buttons.hint", GM_SHAPE_RECT, buttons[GM_BTN_HINT]),
    F("buttons.undo", GM_SHAPE_RECT, buttons[GM_BTN_UNDO]),
    F("buttons.skip", GM_SHAPE_RECT, buttons[GM_BTN_SKIP]),
    F("buttons.rules", GM_SHAPE_RECT, buttons[GM_BTN_RULES]),
    F("banner", GM_SHAPE_RECT, banner),
    L("missions", GM_SHAPE_RECTS, missions, n_missions, GM_LAYOUT_MISSIONS),
    /* the players */
    L("player_boards", GM_SHAPE_RECTS, boards, n_boards, SC_MAX_PLAYERS),
    L("board_cells", GM_SHAPE_RECTS, cells, n_cells, SC_ASTRONAUTS),
    F("goals", GM_SHAPE_RECT, goals),
    /* the other screens */
    UIR("screens.title.logo"),
    UIR("screens.title.name"),
    UIR("screens.title.tagline"),
    UIR("screens.title.continue"),
    UIR("screens.title.new"),
    UIR("screens.title.saves"),
    UIR("screens.title.rules"),
    UIR("screens.title.settings"),
    UIR("screens.title.quit"),
    UIR("screens.title.cats"),
    UIN("screens.title.notice_y"),
    UIR("screens.setup.panel"),
    UIR("screens.setup.title"),
    UIR("screens.setup.fewer"),
    UIR("screens.setup.more"),
    UIR("screens.setup.count"),
    UIN("screens.setup.headings_y"),
    UIR("screens.setup.head"),
    UIR("screens.setup.name"),
    UIR("screens.setup.kind"),
    UIR("screens.setup.level_prev"),
    UIR("screens.setup.level"),
    UIR("screens.setup.level_next"),
    UIR("screens.setup.starts"),
    UIN("screens.setup.row_step"),
    UIN("screens.setup.level_text_y"),
    UIN("screens.setup.first_text_y"),
    UIR("screens.setup.variant"),
    UIN("screens.setup.variant_step"),
    UIR("screens.setup.back"),
    UIR("screens.setup.start"),
    UIR("screens.score.panel"),
    UIN("screens.score.title_y"),
    UIN("screens.score.summary_y"),
    UIR("screens.score.table"),
    UIN("screens.score.name_width"),
    UIN("screens.score.column_width"),
    UIR("screens.score.title_button"),
    UIR("screens.score.again"),
    UIR("screens.settings.panel"),
    UIN("screens.settings.title_y"),
    UIN("screens.settings.labels_x"),
    UIN("screens.settings.rows_y"),
    UIN("screens.settings.row_step"),
    UIR("screens.settings.back"),
    UIN("screens.settings.notice_y"),
    UIR("screens.settings.choice"),
    UIN("screens.settings.choice_step"),
    UIR("screens.settings.pair"),
    UIN("screens.settings.pair_step"),
    UIR("screens.settings.volume_down"),
    UIR("screens.settings.volume"),
    UIR("screens.settings.volume_up"),
    UIR("screens.settings.mute"),
    UIN("screens.saves.title_y"),
    UIR("screens.saves.panel"),
    UIN("screens.saves.empty_y"),
    UIN("screens.saves.rows_y"),
    UIN("screens.saves.names_x"),
    UIN("screens.saves.row_step"),
    UIR("screens.saves.row_load"),
    UIR("screens.saves.row_export"),
    UIR("screens.saves.row_delete"),
    UIR("screens.saves.name_field"),
    UIN("screens.saves.status_y"),
    UIR("screens.saves.back"),
    UIR("screens.saves.save"),
    UIR("screens.saves.export"),
    UIR("screens.saves.prev"),
    UIR("screens.saves.next"),
    UIN("screens.rules.title_y"),
    UIR("screens.rules.toc"),
    UIR("screens.rules.toc_row"),
    UIN("screens.rules.toc_step"),
    UIR("screens.rules.page"),
    UIR("screens.rules.text"),
    UIR("screens.rules.back"),
    UIR("screens.rules.prev"),
    UIR("screens.rules.next"),
};
enum { N_FIELDS = sizeof fields / sizeof fields[0] };

const gm_layout_field *gm_layout_fields(unsigned *n)
{
    *n = N_FIELDS;
    return fields;
}

static const char *const button_names[GM_BTN_COUNT] = {
    "roll", "confirm", "stay", "reroll", "extra", "keep",  "crash",
    "menu", "log",     "hint", "undo",   "skip",  "rules",
};

const char *gm_button_name(gm_button b)
{
    return (unsigned)b < GM_BTN_COUNT ? button_names[b] : "?";
}

bool gm_layout_fail(const gm_layout *lay, const char *key, char *err, size_t err_len,
                    const char *fmt, ...)
{
    int w = snprintf(err, err_len, "%s:%u: %s: ", lay->path, gm_layout_line(lay, key), key);
    if (w >= 0 && (size_t)w < err_len) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(err + w, err_len - (size_t)w, fmt, ap);
        va_end(ap);
    }
    return false;
}

/* ---- shapes and the typed fields ----------------------------------------- */

static bool is_list(gm_layout_shape s)
{
    return s == GM_SHAPE_POINTS || s == GM_SHAPE_RECTS;
}

/* One value of the shape s (not a list) at e, into dst (NULL: no field). */
static bool fill_value(gm_layout *lay, const gm_layout_entry *e, gm_layout_shape s, float *dst,
                       char *err, size_t err_len)
{
    const char *k = e->key;
    switch (s) {
    case GM_SHAPE_NUMBER:
    case GM_SHAPE_POSITIVE:
    case GM_SHAPE_FONT:
        if (e->kind != GM_LAYOUT_NUMBER) {
            return gm_layout_fail(lay, k, err, err_len, "expected a number");
        }
        if (s != GM_SHAPE_NUMBER && e->v[0] <= 0) {
            return gm_layout_fail(lay, k, err, err_len, "must be positive");
        }
        break;
    case GM_SHAPE_SIZE:
    case GM_SHAPE_POINT:
        if (e->kind != GM_LAYOUT_NUMBERS || e->n != 2) {
            return gm_layout_fail(lay, k, err, err_len, "expected 2 numbers %s",
                                  s == GM_SHAPE_SIZE ? "[width, height]" : "[x, y]");
        }
        if (s == GM_SHAPE_SIZE && (e->v[0] <= 0 || e->v[1] <= 0)) {
            return gm_layout_fail(lay, k, err, err_len, "must be positive");
        }
        break;
    default:
        if (e->kind != GM_LAYOUT_NUMBERS || e->n != 4) {
            return gm_layout_fail(lay, k, err, err_len, "expected 4 numbers [x, y, width, height]");
        }
        if (e->v[2] <= 0 || e->v[3] <= 0) {
            return gm_layout_fail(lay, k, err, err_len, "width and height must be positive");
        }
        break;
    }
    if (dst != NULL) {
        unsigned n = e->kind == GM_LAYOUT_NUMBER ? 1 : e->n;
        memcpy(dst, e->v, n * sizeof(float));
    }
    return true;
}

static bool fill_field(gm_layout *lay, const gm_layout_field *f, char *err, size_t err_len)
{
    const gm_layout_entry *e = gm_layout_find(lay, f->key);
    if (e == NULL) {
        return true; /* gm_layout_check names it */
    }
    char *base = (char *)lay;
    float *dst = f->offset == GM_LAYOUT_NO_FIELD ? NULL : (float *)(void *)(base + f->offset);
    if (!is_list(f->shape)) {
        return fill_value(lay, e, f->shape, dst, err, err_len);
    }
    bool points = f->shape == GM_SHAPE_POINTS;
    if (e->kind != GM_LAYOUT_LIST || e->n == 0) {
        return gm_layout_fail(lay, f->key, err, err_len, "expected a list of %s",
                              points ? "points [x, y]" : "rects [x, y, width, height]");
    }
    if (e->n > f->cap) {
        return gm_layout_fail(lay, f->key, err, err_len, "%u entries, at most %u", e->n, f->cap);
    }
    size_t stride = points ? sizeof(gm_point) : sizeof(gm_rect);
    for (unsigned i = 0; i < e->n; i++) {
        char k[GM_LAYOUT_KEY + 16];
        snprintf(k, sizeof k, "%s[%u]", f->key, i);
        const gm_layout_entry *item = gm_layout_find(lay, k);
        if (item == NULL ||
            !fill_value(lay, item, points ? GM_SHAPE_POINT : GM_SHAPE_RECT,
                        dst == NULL ? NULL : (float *)(void *)((char *)dst + i * stride), err,
                        err_len)) {
            return item == NULL ? gm_layout_fail(lay, k, err, err_len, "missing") : false;
        }
    }
    if (f->count_offset != GM_LAYOUT_NO_FIELD) {
        *(unsigned *)(void *)(base + f->count_offset) = e->n;
    }
    return true;
}

/* A key some field knows: the field's own, a mapping above fields, or an
 * entry of a list field. */
static bool known(const char *key, gm_layout_kind kind)
{
    size_t n = strlen(key);
    const char *open = strrchr(key, '[');
    for (unsigned i = 0; i < N_FIELDS; i++) {
        const char *fk = fields[i].key;
        if (strcmp(fk, key) == 0) {
            return true;
        }
        if (kind == GM_LAYOUT_MAP && strncmp(fk, key, n) == 0 && fk[n] == '.') {
            return true;
        }
        if (open != NULL && is_list(fields[i].shape) && strlen(fk) == (size_t)(open - key) &&
            strncmp(fk, key, (size_t)(open - key)) == 0 && strchr(open, '.') == NULL) {
            return true;
        }
    }
    return false;
}

bool gm_layout_fill(gm_layout *lay, char *err, size_t err_len)
{
    for (unsigned i = 0; i < lay->n_entries; i++) {
        const gm_layout_entry *e = &lay->entries[i];
        if (!known(e->key, (gm_layout_kind)e->kind)) {
            snprintf(err, err_len, "%s:%u: unknown key '%s'", lay->path, e->line, e->key);
            return false;
        }
    }
    const gm_layout_entry *format = gm_layout_find(lay, "format");
    if (format == NULL) {
        snprintf(err, err_len, "%s:%u: missing 'format: 1'", lay->path, lay->root_line);
        return false;
    }
    if (format->kind != GM_LAYOUT_NUMBER || format->v[0] != 1.0f) {
        return gm_layout_fail(lay, "format", err, err_len,
                              "this version is not supported (this game reads 1)");
    }
    for (unsigned i = 0; i < N_FIELDS; i++) {
        if (!fill_field(lay, &fields[i], err, err_len)) {
            return false;
        }
    }
    return true;
}

/* ---- presence, fonts, on screen ------------------------------------------- */

static bool on_screen(const gm_layout *lay, gm_rect r)
{
    return r.x >= 0 && r.y >= 0 && r.x + r.w <= lay->screen_w && r.y + r.h <= lay->screen_h;
}

bool gm_layout_check_fields(const gm_layout *lay, char *err, size_t err_len)
{
    for (unsigned i = 0; i < N_FIELDS; i++) {
        const gm_layout_field *f = &fields[i];
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
    }
    return true;
}
