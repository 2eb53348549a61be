/* Shared drawing of the screens. */
#include "ui.h"

#include <stdio.h>
#include <string.h>

#include "i18n.h"

/* Sizes shared by every screen: data/layout/board.yaml, screens.ui. */
static const gm_ui_layout *places(const gm_canvas *cv)
{
    return &cv->lay->screens.ui;
}

static const uint32_t player_rgb[SC_MAX_PLAYERS] = {0xE69F00, 0x56B4E9, 0x009E73, 0xF0E442,
                                                    0xCC79A7};
static const char *const emblems[SC_MAX_PLAYERS] = {
    "emblem-circle", "emblem-triangle", "emblem-square", "emblem-diamond", "emblem-star",
};
static const char *const cats[SC_MAX_PLAYERS] = {"cat-p1", "cat-p2", "cat-p3", "cat-p4", "cat-p5"};
static const char *const heads[SC_MAX_PLAYERS] = {"cat-head-p1", "cat-head-p2", "cat-head-p3",
                                                  "cat-head-p4", "cat-head-p5"};
static const char *const ability_icons[SC_ASTRONAUTS] = {
    "ability-satellite", "ability-lander", "ability-parachute", "ability-moon2",
    "ability-planet2",   "ability-comet2", "ability-discard",   "ability-pilot",
};
static const char *const ability_labels[SC_ASTRONAUTS] = {
    N_("Satellite"), N_("Lander"),  N_("Parachute"), N_("Moon x2"),
    N_("Planet x2"), N_("Deep x2"), N_("Discard"),   N_("Pilot"),
};

const gm_color GM_UI_INK = {0x1b, 0x15, 0x33, 255};
const gm_color GM_UI_TEXT = {0xf4, 0xf0, 0xff, 255};
const gm_color GM_UI_GOLD = {0xff, 0xd2, 0x4a, 255};
const gm_color GM_UI_PANEL = {0x14, 0x10, 0x33, 200};

gm_color gm_ui_player_color(unsigned p)
{
    return gm_rgba(player_rgb[p % SC_MAX_PLAYERS], 255);
}

const char *gm_ui_player_emblem(unsigned p)
{
    return emblems[p % SC_MAX_PLAYERS];
}

const char *gm_ui_player_cat(unsigned p)
{
    return cats[p % SC_MAX_PLAYERS];
}

const char *gm_ui_player_head(unsigned p)
{
    return heads[p % SC_MAX_PLAYERS];
}

const char *gm_ui_ability_icon(unsigned a)
{
    return ability_icons[a % SC_ASTRONAUTS];
}

const char *gm_ui_die_art(unsigned face)
{
    static const char *const art[SC_FACE_COUNT] = {"die-a", "die-1", "die-2", "die-3", "die-4"};
    return art[face % SC_FACE_COUNT];
}

const char *gm_ui_ability_label(unsigned a)
{
    return _(ability_labels[a % SC_ASTRONAUTS]);
}

void gm_ui_background(const gm_canvas *cv)
{
    gm_gfx_clear(cv->gfx, (gm_color){0x07, 0x05, 0x16, 255}); /* the letterbox */
    gm_sprite_draw(cv->sprites, "mat-background", (gm_rect){0, 0, GM_LOGICAL_W, GM_LOGICAL_H}, 255);
}

void gm_ui_panel(const gm_canvas *cv, gm_rect r)
{
    const float radius = places(cv)->panel_radius;
    gm_gfx_round(cv->gfx, r, radius, GM_UI_PANEL);
    gm_gfx_round_outline(cv->gfx, r, radius, places(cv)->panel_line,
                         (gm_color){0x8a, 0x7c, 0xd8, 120});
}

bool gm_ui_hot(const gm_canvas *cv, gm_rect r)
{
    return gm_rect_contains(r, cv->pointer_x, cv->pointer_y);
}

void gm_ui_button(const gm_canvas *cv, gm_rect r, const char *label, bool enabled)
{
    gm_ui_button_keyed(cv, r, label, label, enabled);
}

void gm_ui_button_keyed(const gm_canvas *cv, gm_rect r, const char *key, const char *label,
                        bool enabled)
{
    gm_ui_guard_shown(cv->guard, r, key);
    bool hot = enabled && gm_ui_hot(cv, r);
    gm_color face = enabled ? (hot ? gm_rgba(0xffe08a, 255) : GM_UI_GOLD) : gm_rgba(0x4a4566, 255);
    const float radius = places(cv)->button_radius;
    gm_gfx_round(cv->gfx, (gm_rect){r.x, r.y + places(cv)->button_shadow, r.w, r.h}, radius,
                 GM_UI_INK);
    gm_gfx_round(cv->gfx, r, radius, face);
    gm_gfx_round_outline(cv->gfx, r, radius, places(cv)->button_line, GM_UI_INK);
    gm_text_center(cv->text, GM_FONT_TITLE, GM_UI_BUTTON_SIZE, true,
                   enabled ? GM_UI_INK : gm_rgba(0xa9a3c6, 255), r, label);
}

const char *gm_ui_moon_art(const sc_mat *mat, unsigned moon)
{
    return moon < mat->n_moons && mat->moons[moon].art[0] != '\0' ? mat->moons[moon].art
                                                                  : "moon-ball";
}

const char *gm_ui_planet_art(const sc_mat *mat, unsigned planet)
{
    return planet < mat->n_planets && mat->planets[planet].art[0] != '\0' ? mat->planets[planet].art
                                                                          : "planet-yarn";
}

void gm_ui_notice(const gm_canvas *cv, float y, const char *text)
{
    if (text == NULL || text[0] == '\0' || cv->text == NULL) {
        return;
    }
    /* Wrapped at spaces (or anywhere, for a long path) into up to 3 lines
     * of notice_chars. */
    enum { MOST = 200, LINES = 3 };
    const size_t width = places(cv)->notice_chars < MOST ? (size_t)places(cv)->notice_chars : MOST;
    char lines[LINES][MOST + 1];
    unsigned n = 0;
    const char *s = text;
    while (*s != '\0' && n < LINES) {
        size_t len = strlen(s);
        size_t take = len;
        if (len > width) {
            take = width;
            while (take > width / 2 && s[take] != ' ') {
                take--;
            }
            if (s[take] != ' ') {
                take = width;
                while (take > 0 && ((unsigned char)s[take] & 0xC0) == 0x80) {
                    take--; /* not inside a UTF-8 character */
                }
            }
        }
        memcpy(lines[n], s, take);
        lines[n][take] = '\0';
        n++;
        s += take;
        while (*s == ' ') {
            s++;
        }
    }
    const float line_h = places(cv)->notice_line;
    const float pad = places(cv)->notice_pad;
    gm_rect panel = cv->lay->screens.saves.panel; /* as wide as the saves' list */
    gm_ui_panel(cv, (gm_rect){panel.x, y - pad, panel.w, (float)n * line_h + 2 * pad});
    for (unsigned i = 0; i < n; i++) {
        gm_text_draw(cv->text, GM_FONT_BODY, places(cv)->notice_font, false, GM_UI_GOLD,
                     places(cv)->centre_x, y + (float)i * line_h, GM_ALIGN_CENTER, lines[i]);
    }
}
