/* Drawing the play screen. Everything is placed by the layout; what is lit
 * (usable dice, landing targets, choosable astronauts) is asked of the play
 * model, the same functions the click handling uses. */
#include "play_draw.h"
#include "i18n.h"

#include <math.h>
#include <stdio.h>

#include "play_geom.h"
#include "privacy.h"
#include "tips.h"
#include "ui.h"

static const char *const die_art[SC_FACE_COUNT] = {"die-a", "die-1", "die-2", "die-3", "die-4"};
static const char *const face_art[SC_FACE_COUNT] = {"face-icon-a", "face-icon-1", "face-icon-2",
                                                    "face-icon-3", "face-icon-4"};
static const char *const goal_art[SC_GOAL_KIND_COUNT] = {"goal-planets4", "goal-planet3",
                                                         "goal-moons4", "goal-deep2"};

#define ARRAY_LEN(a) (sizeof(a) / sizeof((a)[0]))

/* The colour (and pattern) a player chose at setup. */
static unsigned colour_of(const gm_play *p, unsigned player)
{
    return player < SC_MAX_PLAYERS ? p->seats[player].colour % SC_MAX_PLAYERS : 0;
}

static gm_point centre(gm_rect r)
{
    return (gm_point){r.x + r.w / 2, r.y + r.h / 2};
}

static gm_rect around(gm_point c, float w, float h)
{
    return (gm_rect){c.x - w / 2, c.y - h / 2, w, h};
}

static gm_rect grow(gm_rect r, float by)
{
    return (gm_rect){r.x - by, r.y - by, r.w + 2 * by, r.h + 2 * by};
}

static void glow(gm_app *app, gm_rect r)
{
    gm_gfx_round(app->gfx, grow(r, 6), r.w / 2, (gm_color){0xff, 0xd2, 0x4a, 70});
    gm_gfx_round_outline(app->gfx, grow(r, 6), r.w / 2, 4, GM_UI_GOLD);
}

/* A number on a small point coin. */
/* A lit target drawn over the body: a golden ring with a soft halo. */
static void ring(gm_app *app, gm_rect r)
{
    gm_gfx_round_outline(app->gfx, grow(r, 12), r.w / 2 + 12, 8, (gm_color){0xff, 0xd2, 0x4a, 80});
    gm_gfx_round_outline(app->gfx, grow(r, 6), r.w / 2 + 6, 4, GM_UI_GOLD);
}

static void coin(gm_app *app, gm_point c, float size, const char *label)
{
    gm_sprite_draw(app->sprites, "token-point", around(c, size, size), 255);
    gm_text_center(app->text, GM_FONT_TITLE, size * 0.55f, true, GM_UI_INK, around(c, size, size),
                   label);
}

/* ---- the mat ----------------------------------------------------------------- */

static void draw_links(gm_app *app)
{
    const gm_layout *lay = &app->layout;
    const sc_mat *mat = &app->mat;
    gm_color path = {0xc8, 0xbf, 0xff, 110};
    for (unsigned i = 0; i + 1 < lay->n_spaces; i++) {
        gm_gfx_dots(app->gfx, lay->spaces[i], lay->spaces[i + 1], 14, 3, path);
    }
    gm_color link = {0xff, 0xff, 0xff, 90};
    for (unsigned s = 0; s < mat->n_spaces; s++) {
        const sc_space *sp = &mat->spaces[s];
        for (unsigned k = 0; k < sp->n_moons; k++) {
            gm_gfx_dots(app->gfx, lay->spaces[s], centre(lay->moons[sp->moons[k]]), 11, 2, link);
        }
        for (unsigned k = 0; k < sp->n_planets; k++) {
            gm_gfx_dots(app->gfx, lay->spaces[s], centre(lay->planets[sp->planets[k]]), 11, 2,
                        link);
        }
    }
}

/* The track: stones, numbers and usable faces (drawn into the cache). */
static void draw_spaces(gm_app *app)
{
    const gm_layout *lay = &app->layout;
    const sc_mat *mat = &app->mat;
    char buf[16];
    for (unsigned i = 0; i < lay->n_spaces; i++) {
        gm_rect stone = gm_layout_space_rect(lay, i);
        gm_sprite_draw(app->sprites, "space", stone, 255);
        bool deep = i == sc_mat_deep(mat);
        snprintf(buf, sizeof buf, "%u", i);
        gm_text_center(app->text, GM_FONT_TITLE, deep ? 22 : 28, true, GM_UI_INK,
                       (gm_rect){stone.x, stone.y - 4, stone.w, stone.h * 0.8f},
                       deep ? _("deep") : buf);
        if (deep) {
            continue;
        }
        /* The usable faces in a row below the stone. */
        const sc_space *sp = &mat->spaces[i];
        unsigned n = 0;
        for (unsigned f = 0; f < SC_FACE_COUNT; f++) {
            n += (sp->faces >> f) & 1;
        }
        float size = lay->face_size, gap = lay->face_gap;
        float x = lay->spaces[i].x - ((float)n * size + (float)(n - 1) * gap) / 2;
        float y = lay->spaces[i].y + lay->face_dy - size / 2;
        for (unsigned f = 0; f < SC_FACE_COUNT; f++) {
            if (!((sp->faces >> f) & 1)) {
                continue;
            }
            char name[24];
            if (f == SC_FACE_A && sp->afterburner >= 1 && sp->afterburner <= 3) {
                snprintf(name, sizeof name, "face-icon-a%u", sp->afterburner);
            } else {
                snprintf(name, sizeof name, "%s", face_art[f]);
            }
            gm_sprite_draw(app->sprites, name, (gm_rect){x, y, size, size}, 255);
            x += size + gap;
        }
    }
}

/* The space the selected dice would reach, lit over the cached track. */
static void draw_preview_space(gm_app *app, int preview)
{
    const gm_layout *lay = &app->layout;
    if (preview < 0 || (unsigned)preview >= lay->n_spaces) {
        return;
    }
    gm_rect stone = gm_layout_space_rect(lay, (unsigned)preview);
    gm_sprite_draw(app->sprites, "space-highlight", grow(stone, 14), 255);
    char buf[16];
    bool deep = (unsigned)preview == sc_mat_deep(&app->mat);
    snprintf(buf, sizeof buf, "%d", preview);
    gm_text_center(app->text, GM_FONT_TITLE, deep ? 22 : 28, true, GM_UI_INK,
                   (gm_rect){stone.x, stone.y - 4, stone.w, stone.h * 0.8f},
                   deep ? _("deep") : buf);
}

/* A landing target lit for the human deciding, or the computer's plan. */
static bool lit_target(const gm_play *p, gm_hit_kind body, unsigned index)
{
    sc_choice c;
    if (gm_play_human_turn(p)) {
        return gm_play_land_choice(p, body, index, &c);
    }
    if (!p->bot_planned || p->bot_plan.kind != SC_CHOICE_LAND) {
        return false;
    }
    switch (body) {
    case GM_HIT_MOON:
        return p->bot_plan.target == SC_TARGET_MOON && p->bot_plan.index == index;
    case GM_HIT_PLANET:
        return p->bot_plan.target == SC_TARGET_PLANET && p->bot_plan.index == index;
    default:
        return p->bot_plan.target == SC_TARGET_DEEP;
    }
}

/* The landing targets lit, as rings over the (cached) bodies. */
static void draw_body_rings(gm_app *app)
{
    const gm_layout *lay = &app->layout;
    const gm_play *p = app->play;
    for (unsigned i = 0; i < app->mat.n_moons; i++) {
        if (lit_target(p, GM_HIT_MOON, i)) {
            ring(app, lay->moons[i]);
        }
    }
    for (unsigned i = 0; i < app->mat.n_planets; i++) {
        if (lit_target(p, GM_HIT_PLANET, i)) {
            ring(app, lay->planets[i]);
        }
    }
    if (lit_target(p, GM_HIT_COMET, 0)) {
        ring(app, lay->comet);
        ring(app, lay->galaxy);
    }
}

/* The bodies of the mat: the same all game long (drawn into the cache). */
static void draw_bodies(gm_app *app)
{
    const gm_layout *lay = &app->layout;
    const sc_mat *mat = &app->mat;
    char buf[32];

    gm_sprite_draw(app->sprites, "earth", lay->earth, 255);
    gm_sprite_draw(app->sprites, "satellite", lay->satellite, 255);
    for (unsigned i = 0; i < mat->n_moons; i++) {
        gm_rect r = lay->moons[i];
        gm_sprite_draw(app->sprites, gm_ui_moon_art(&app->mat, i), r, 255);
        snprintf(buf, sizeof buf, "%u", mat->moons[i].points);
        coin(app, (gm_point){r.x + r.w - 8, r.y + 10}, 36, buf);
    }
    for (unsigned i = 0; i < mat->n_planets; i++) {
        gm_rect r = lay->planets[i];
        gm_sprite_draw(app->sprites, gm_ui_planet_art(&app->mat, i), r, 255);
        /* Gold, silver and bronze points as three stacked coins at its side. */
        const sc_planet *pl = &mat->planets[i];
        const unsigned pts[3] = {pl->gold, pl->silver, pl->bronze};
        const uint32_t rgb[3] = {0xffd24a, 0xc9d3e0, 0xd08a4a};
        for (unsigned k = 0; k < 3; k++) {
            gm_point at = {r.x + r.w + 2, r.y + 16 + (float)k * 36};
            gm_gfx_disc(app->gfx, at, 18, GM_UI_INK);
            gm_gfx_disc(app->gfx, at, 15.5f, gm_rgba(rgb[k], 255));
            snprintf(buf, sizeof buf, "%u", pts[k]);
            gm_text_center(app->text, GM_FONT_TITLE, 24, true, GM_UI_INK, around(at, 30, 30), buf);
        }
    }
    gm_sprite_draw(app->sprites, "comet", lay->comet, 255);
    gm_sprite_draw(app->sprites, "galaxy", lay->galaxy, 255);
    snprintf(buf, sizeof buf, "%u", mat->comet_points);
    coin(app, (gm_point){lay->comet.x + 12, lay->comet.y + 14}, 36, buf);
    snprintf(buf, sizeof buf, "%u", mat->galaxy_points);
    coin(app, (gm_point){lay->galaxy.x + 12, lay->galaxy.y + 14}, 36, buf);
}

static void draw_variant_tokens(gm_app *app)
{
    const gm_layout *lay = &app->layout;
    const sc_game *g = &app->play->game;
    if (g->setup.variants & SC_VARIANT_EXPLORATION) {
        for (unsigned s = 0; s < app->mat.n_slots; s++) {
            if (g->slot_token[s] >= 0) {
                gm_sprite_draw(app->sprites, "token-exploration", lay->slots[s], 255);
            }
        }
    }
    if (g->setup.variants & SC_VARIANT_UFO) {
        gm_point at = lay->spaces[g->ufo_space];
        gm_sprite_draw(app->sprites, "ufo",
                       around((gm_point){at.x + lay->ufo_dx, at.y + lay->ufo_dy}, lay->ufo_size,
                              lay->ufo_size),
                       255);
    }
}

/* Astronauts on the mat: each body gets a small head per astronaut, in
 * landing order, in rows from its lower-left corner. */
static void draw_landed(gm_app *app)
{
    const gm_layout *lay = &app->layout;
    const sc_game *g = &app->play->game;
    unsigned count[SC_MAX_PLANETS + 2] = {0}; /* planets, then comet, galaxy */
    const float head = 44;
    for (unsigned order = 0; order <= g->landings; order++) {
        for (unsigned pl = 0; pl < g->setup.n_players; pl++) {
            for (unsigned a = 0; a < SC_ASTRONAUTS; a++) {
                const sc_place *at = &g->players[pl].astronauts[a];
                if (at->order != order ||
                    gm_anims_hides(&app->play->anims, GM_HIDE_LANDED, pl * SC_ASTRONAUTS + a)) {
                    continue;
                }
                gm_rect body;
                unsigned slot;
                switch (at->kind) {
                case SC_AT_MOON:
                    body = lay->moons[at->index];
                    gm_sprite_draw(app->sprites, gm_ui_player_head(colour_of(app->play, pl)),
                                   (gm_rect){body.x + body.w - head * 0.9f,
                                             body.y + body.h - head * 0.9f, head * 1.1f,
                                             head * 1.1f},
                                   255);
                    continue;
                case SC_AT_PLANET:
                    body = lay->planets[at->index];
                    slot = count[at->index]++;
                    break;
                case SC_AT_COMET:
                    body = lay->comet;
                    slot = count[SC_MAX_PLANETS]++;
                    break;
                case SC_AT_GALAXY:
                    body = lay->galaxy;
                    slot = count[SC_MAX_PLANETS + 1]++;
                    break;
                default:
                    continue;
                }
                float step = head * 0.72f;
                unsigned per_row = 4;
                gm_rect r = {body.x - 6 + (float)(slot % per_row) * step,
                             body.y + body.h - head * 0.7f + (float)(slot / per_row) * step, head,
                             head};
                gm_sprite_draw(app->sprites, gm_ui_player_head(colour_of(app->play, pl)), r, 255);
            }
        }
    }
}

static void draw_rocket_marker(gm_app *app)
{
    const gm_layout *lay = &app->layout;
    const sc_game *g = &app->play->game;
    if (g->n_seats == 0 || g->pending.kind == SC_PENDING_OVER) {
        return;
    }
    unsigned s = g->rocket_space;
    float along = 0; /* between space s and the next, while moving */
    const gm_anims *an = &app->play->anims;
    for (unsigned i = 0; i < an->n; i++) {
        const gm_anim *q = &an->list[i];
        if (q->kind == GM_ANIM_ROCKET) {
            float t = gm_anim_progress(q);
            float pos = (float)q->space_from +
                        (t < 0 ? 0 : t) * ((float)q->space_to - (float)q->space_from);
            s = (unsigned)pos;
            along = pos - (float)s;
            break;
        }
        if (q->kind == GM_ANIM_EXPLOSION) {
            return; /* the rocket is gone in the blast */
        }
    }
    if (s >= lay->n_spaces) {
        s = lay->n_spaces - 1;
    }
    unsigned next = s + 1 < lay->n_spaces ? s + 1 : s;
    unsigned prev = s > 0 ? s - 1 : s;
    float dx = lay->spaces[next].x - lay->spaces[prev].x;
    float dy = lay->spaces[next].y - lay->spaces[prev].y;
    double deg = atan2((double)dx, (double)-dy) * 180.0 / GM_PI;
    gm_point at = {lay->spaces[s].x + along * (lay->spaces[next].x - lay->spaces[s].x),
                   lay->spaces[s].y + along * (lay->spaces[next].y - lay->spaces[s].y)};
    gm_sprite_draw_rotated(app->sprites, "rocket-marker",
                           around((gm_point){at.x, at.y - 46}, 78, 78), deg);
}

static void draw_failures(gm_app *app)
{
    const gm_layout *lay = &app->layout;
    unsigned n = (unsigned)app->mat.failures_to_end + 1;
    for (unsigned i = 0; i < n && i < lay->n_failures; i++) {
        gm_sprite_draw(app->sprites, "failure-slot", lay->failures[i], 255);
    }
    unsigned f = app->play->game.failures;
    if (f < lay->n_failures) {
        gm_sprite_draw(app->sprites, "failure-token", grow(lay->failures[f], 4), 255);
    }
}

/* ---- the rocket board ---------------------------------------------------------- */

static void draw_rocket(gm_app *app)
{
    const gm_layout *lay = &app->layout;
    const gm_play *p = app->play;
    const sc_game *g = &p->game;
    gm_sprite_draw(app->sprites, "rocket", lay->rocket, 255);
    float k = lay->rocket.w / 256; /* rocket.svg units */
    for (unsigned s = 0; s < g->n_seats && s < lay->n_windows; s++) {
        const sc_rocket_seat *seat = &g->seats[s];
        gm_rect w = lay->windows[s];
        if (!seat->aboard || seat->player < 0 || gm_anims_hides(&p->anims, GM_HIDE_WINDOW, s)) {
            continue;
        }
        float size = 2.61f * w.w / 2;
        gm_point c = centre(w);
        bool pilot_lit = gm_play_human_turn(p) && gm_play_pilot_usable(p, s);
        if (pilot_lit || (p->sel_pilots >> s) & 1) {
            glow(app, w);
        }
        gm_sprite_draw(app->sprites,
                       gm_ui_player_head(colour_of(app->play, (unsigned)seat->player)),
                       around((gm_point){c.x, c.y + 0.0625f * size}, size, size), 255);
        gm_sprite_draw(app->sprites, gm_ui_ability_icon(seat->ability),
                       (gm_rect){c.x - 64 * k - 14, c.y - 14, 30, 30},
                       seat->ability == SC_PILOT && seat->pilot_used ? 90 : 255);
        if (s == g->commander_seat) {
            gm_sprite_draw(
                app->sprites, "commander-star",
                around((gm_point){c.x + 38 * k, c.y - 34 * k}, 40 * k * 1.4f, 40 * k * 1.4f), 255);
        }
    }
    if ((g->setup.variants & SC_VARIANT_UFO) && g->exp_token >= 0 && !g->exp_used) {
        gm_sprite_draw(app->sprites, "token-expedition", lay->exp_token, 255);
    }
}

/* ---- dice -------------------------------------------------------------------- */

/* The dice in the air: faces flicker and the dice wobble until they land. */
static void draw_tumbling(gm_app *app)
{
    const gm_layout *lay = &app->layout;
    const gm_play *p = app->play;
    const gm_anim *q = NULL;
    for (unsigned i = 0; i < p->anims.n && q == NULL; i++) {
        if (p->anims.list[i].kind == GM_ANIM_DICE) {
            q = &p->anims.list[i];
        }
    }
    unsigned n = 0;
    for (unsigned f = 0; f < SC_FACE_COUNT; f++) {
        n += p->game.roll[f];
    }
    if (q == NULL || n == 0) {
        return;
    }
    float t = gm_anim_progress(q);
    t = t < 0 ? 0 : t;
    unsigned frame = (unsigned)(t * 14); /* a new face 14 times a roll */
    float die = lay->die_size;
    float w = (float)n * (die + 18) - 18;
    gm_rect tray = lay->dice_tray;
    for (unsigned i = 0; i < n; i++) {
        unsigned face = (frame * 7 + i * 3 + frame * i) % SC_FACE_COUNT;
        float bounce = fabsf(sinf((t * 3.2f + (float)i * 0.37f) * (float)GM_PI)) * (1 - t) * 60;
        gm_rect r = {tray.x + (tray.w - w) / 2 + (float)i * (die + 18),
                     tray.y + (tray.h - die) / 2 - bounce, die, die};
        gm_sprite_draw_rotated(app->sprites, die_art[face], r,
                               (double)((1 - t) * 360.0f * (i % 2 ? 1.0f : -1.0f)));
    }
}

static void draw_dice(gm_app *app)
{
    const gm_layout *lay = &app->layout;
    const gm_play *p = app->play;
    const sc_game *g = &p->game;
    gm_ui_panel(app, lay->dice_tray);
    char buf[96];
    bool human = gm_play_human_turn(p);
    if (g->pending.kind == SC_PENDING_ROLL) {
        float die = lay->die_size * 0.8f;
        float w = (float)g->pool * (die + 8) - 8;
        gm_rect tray = lay->dice_tray;
        for (unsigned i = 0; i < g->pool; i++) {
            gm_sprite_draw(
                app->sprites, i % 2 ? "die-a" : "die-4",
                (gm_rect){tray.x + (tray.w - w) / 2 + (float)i * (die + 8), tray.y + 70, die, die},
                human && gm_ui_hot(app, tray) ? 255 : 150);
        }
        snprintf(
            buf, sizeof buf,
            ngettext("%u die  -  crash chance %.0f%%", "%u dice  -  crash chance %.0f%%", g->pool),
            g->pool, sc_game_crash_chance(g) * 100.0);
        gm_text_draw(app->text, GM_FONT_BODY, 24, false, GM_UI_TEXT, tray.x + tray.w / 2,
                     tray.y + 14, GM_ALIGN_CENTER, buf);
        return;
    }
    if (gm_anims_hides(&p->anims, GM_HIDE_DICE, 0)) {
        draw_tumbling(app);
        return;
    }
    if (g->crashed) {
        snprintf(buf, sizeof buf, _("The rocket crashed at space %u"), g->rocket_space);
        gm_text_center(app->text, GM_FONT_TITLE, 30, true, (gm_color){0xff, 0x9e, 0x5e, 255},
                       lay->dice_tray, buf);
        return;
    }
    if (g->pending.kind != SC_PENDING_TRAVEL) {
        snprintf(buf, sizeof buf,
                 ngettext("%u die with the commander", "%u dice with the commander", g->pool),
                 g->pool);
        gm_text_center(app->text, GM_FONT_BODY, 24, false, GM_UI_TEXT, lay->dice_tray, buf);
        return;
    }
    for (unsigned f = 0; f < SC_FACE_COUNT; f++) {
        gm_rect r;
        if (!gm_play_group_rect(p, f, &r)) {
            continue;
        }
        bool usable = gm_play_group_usable(p, f);
        bool selected = (p->sel_faces >> f) & 1;
        if (selected) {
            r.y -= 14; /* the selected groups lift */
            gm_gfx_round(app->gfx, grow(r, 8), 18, (gm_color){0xff, 0xd2, 0x4a, 120});
            gm_gfx_round_outline(app->gfx, grow(r, 8), 18, 4, GM_UI_GOLD);
        } else if (usable) {
            gm_gfx_round_outline(app->gfx, grow(r, 8), 18, 3, (gm_color){0xff, 0xd2, 0x4a, 200});
        }
        for (unsigned i = 0; i < g->roll[f]; i++) {
            gm_sprite_draw(app->sprites, die_art[f], gm_geom_group_die(lay, r, i),
                           usable ? 255 : 80);
        }
    }
}

/* Flying cats and points, explosions: drawn over everything. */
static void draw_anims(gm_app *app)
{
    const gm_layout *lay = &app->layout;
    const gm_anims *an = &app->play->anims;
    for (unsigned i = 0; i < an->n; i++) {
        const gm_anim *q = &an->list[i];
        float t = gm_anim_progress(q);
        if (t < 0) {
            continue;
        }
        if (q->kind == GM_ANIM_FLY) {
            /* An arc: up and over, not a straight slide. */
            gm_point from = gm_geom_spot(lay, q->from), to = gm_geom_spot(lay, q->to);
            gm_point at = {from.x + (to.x - from.x) * t,
                           from.y + (to.y - from.y) * t - sinf(t * (float)GM_PI) * 120};
            bool cat = q->flyer == GM_FLY_CAT;
            /* A cat boarding is drawn as large as the window it flies to. */
            float base = !cat ? 64 : q->to.kind == GM_SPOT_SEAT ? 90 : 80;
            float size = base * (1 + 0.25f * sinf(t * (float)GM_PI));
            gm_rect r = around(at, size, size);
            gm_sprite_draw(app->sprites,
                           cat ? gm_play_head_sprite(app->play, q->player) : "token-point", r, 255);
            if (!cat) {
                char label[16];
                snprintf(label, sizeof label, "+%u", (unsigned)q->points);
                gm_text_center(app->text, GM_FONT_TITLE, 28, true, GM_UI_INK, r, label);
            }
        } else if (q->kind == GM_ANIM_EXPLOSION) {
            float size = 260 * (0.3f + 0.9f * t);
            float alpha = 255 * (t < 0.6f ? 1 : (1 - t) / 0.4f);
            gm_sprite_draw(app->sprites, "explosion",
                           around(gm_geom_spot(lay, q->from), size, size),
                           (uint8_t)(alpha < 0 ? 0 : alpha));
        }
    }
}

static void draw_buttons(gm_app *app)
{
    const gm_layout *lay = &app->layout;
    const gm_play *p = app->play;
    gm_ui_button(app, lay->buttons[GM_BTN_MENU], _("Menu"), true);
    gm_ui_button(app, lay->buttons[GM_BTN_LOG], app->view.log_open ? _("Board") : _("Log"), true);
    if (gm_play_button_enabled(p, GM_BTN_SKIP)) {
        gm_ui_button(app, lay->buttons[GM_BTN_SKIP], _("Skip"), true);
    }
    if (!gm_play_human_turn(p)) {
        return;
    }
    gm_ui_button(app, lay->buttons[GM_BTN_UNDO], _("Undo"), gm_play_can_undo(p));
    if (app->view.hints_enabled) {
        gm_ui_button(app, lay->buttons[GM_BTN_HINT], _("Hint"),
                     gm_play_button_enabled(p, GM_BTN_HINT));
    }
    char go[32];
    int to = gm_play_preview_space(p);
    if (to >= 0) {
        snprintf(go, sizeof go, _("Go to %d"), to);
    } else {
        snprintf(go, sizeof go, "%s", _("Go"));
    }
    const char *labels[GM_BTN_COUNT] = {
        [GM_BTN_ROLL] = _("Roll"),
        [GM_BTN_CONFIRM] = go,
        [GM_BTN_STAY] = p->game.pending.kind == SC_PENDING_PARACHUTE ? _("Go home") : _("Stay"),
        [GM_BTN_REROLL] = _("Reroll"),
        [GM_BTN_EXTRA] = p->sel_flags & SC_MOVE_EXTRA ? _("Extra: on") : _("Extra"),
        [GM_BTN_KEEP] = p->sel_flags & SC_MOVE_KEEP ? _("Keep: on") : _("Keep"),
        [GM_BTN_CRASH] = _("Crash"),
    };
    for (unsigned b = 0; b < GM_BTN_MENU; b++) {
        bool on = gm_play_button_enabled(p, (gm_button)b);
        /* Go is shown while travelling even before it is legal: it says what to do. */
        if (on || (b == GM_BTN_CONFIRM && p->game.pending.kind == SC_PENDING_TRAVEL &&
                   !gm_play_button_enabled(p, GM_BTN_STAY))) {
            gm_ui_button(app, lay->buttons[b], labels[b], on);
        }
    }
}

/* ---- players ------------------------------------------------------------------ */

static void draw_boards(gm_app *app)
{
    const gm_layout *lay = &app->layout;
    const gm_play *p = app->play;
    const sc_game *g = &p->game;
    /* Another player's secret mission points stay out of their coin. */
    sc_score sc[SC_MAX_PLAYERS];
    gm_privacy_scores(p, gm_privacy_viewer(p, &app->view.privacy), sc);
    int actor = gm_play_actor(p);
    char buf[64];
    for (unsigned pl = 0; pl < g->setup.n_players && pl < lay->n_boards; pl++) {
        gm_rect b = lay->boards[pl];
        gm_color col = gm_ui_player_color(colour_of(app->play, pl));
        gm_ui_panel(app, b);
        if ((int)pl == actor) {
            gm_gfx_round_outline(app->gfx, grow(b, 3), 20, 6, col);
        }
        gm_sprite_draw(app->sprites, gm_ui_player_emblem(colour_of(app->play, pl)),
                       (gm_rect){b.x + 10, b.y + 6, 30, 30}, 255);
        gm_text_draw(app->text, GM_FONT_TITLE, 26, true, col, b.x + 48, b.y + 4, GM_ALIGN_LEFT,
                     p->names[pl]);
        snprintf(buf, sizeof buf, "%d", sc[pl].total);
        float coin_size;
        gm_point at = gm_geom_score_coin(lay, pl, &coin_size);
        coin(app, at, coin_size, buf); /* where scored points fly to */
        if (pl == g->starter) {
            gm_sprite_draw(app->sprites, "rocket", (gm_rect){b.x + b.w - 84, b.y + 2, 18, 38}, 255);
        }
        for (unsigned a = 0; a < SC_ASTRONAUTS && a < lay->n_cells; a++) {
            gm_rect cell = gm_layout_cell(lay, pl, a);
            bool home = g->players[pl].astronauts[a].kind == SC_AT_HOME &&
                        !gm_anims_hides(&p->anims, GM_HIDE_HOME, pl * SC_ASTRONAUTS + a);
            bool can = gm_play_human_turn(p) && gm_play_board_choosable(p, pl, a);
            if (can) {
                gm_gfx_round(app->gfx, cell, 12, (gm_color){0xff, 0xd2, 0x4a, 90});
                gm_gfx_round_outline(app->gfx, cell, 12, 3, GM_UI_GOLD);
            }
            if (home) {
                gm_sprite_draw(app->sprites, gm_ui_player_cat(colour_of(app->play, pl)),
                               (gm_rect){cell.x, cell.y, cell.h, cell.h}, 255);
            }
            gm_sprite_draw(app->sprites, gm_ui_ability_icon(a),
                           (gm_rect){cell.x + cell.w - 30, cell.y + cell.h - 30, 30, 30},
                           home ? 255 : 70);
        }
    }
}

static void draw_goals(gm_app *app)
{
    const gm_layout *lay = &app->layout;
    const sc_game *g = &app->play->game;
    gm_rect r = lay->goals;
    gm_ui_panel(app, r);
    gm_text_draw(app->text, GM_FONT_TITLE, 26, true, GM_UI_TEXT, r.x + 12, r.y + 4, GM_ALIGN_LEFT,
                 _("Goals"));
    unsigned n = app->mat.n_goals;
    float size = 70, gap = n > 1 ? (r.w - 24 - (float)n * size) / (float)(n - 1) : 0;
    for (unsigned i = 0; i < n; i++) {
        gm_rect t = {r.x + 12 + (float)i * (size + gap), r.y + 52, size, size};
        int owner = g->goal_owner[i];
        const char *art = goal_art[app->mat.goals[i].kind % SC_GOAL_KIND_COUNT];
        gm_sprite_draw(app->sprites, art, t, owner >= 0 ? 110 : 255);
        if (owner >= 0) {
            gm_sprite_draw(app->sprites, gm_ui_player_head(colour_of(app->play, (unsigned)owner)),
                           grow(t, -12), 255);
        }
    }
}

/* The viewer's secret missions, where the dealt tokens lay: all four to
 * choose from at setup, then the three kept, each with its target space
 * and, once an astronaut of theirs stands there, their cat's head. */
static void draw_missions(gm_app *app)
{
    const gm_layout *lay = &app->layout;
    const gm_play *p = app->play;
    const sc_game *g = &p->game;
    int viewer = gm_privacy_viewer(p, &app->view.privacy);
    bool choosing = g->pending.kind == SC_PENDING_MISSIONS;
    if (viewer < 0 || (choosing && g->pending.player != viewer) || lay->n_missions == 0) {
        return;
    }
    gm_mission_view mv[4];
    unsigned n = gm_privacy_missions(p, viewer, (unsigned)viewer, mv);
    n = n < lay->n_missions ? n : lay->n_missions;
    if (n == 0) {
        return;
    }
    unsigned colour = colour_of(p, (unsigned)viewer);
    char buf[96];
    if (!choosing) {
        /* A private card in the owner's colour, under the tokens' places. */
        gm_rect first = lay->missions[0], last = lay->missions[lay->n_missions - 1];
        gm_rect card = {first.x - 10, first.y - 10, last.x + last.w - first.x + 20,
                        last.y + last.h - first.y + 86};
        gm_ui_panel(app, card);
        gm_gfx_round_outline(app->gfx, card, 16, 3, gm_ui_player_color(colour));
        unsigned done = 0;
        for (unsigned i = 0; i < n; i++) {
            done += mv[i].done;
        }
        float y = last.y + last.h + 6;
        gm_text_center(app->text, GM_FONT_TITLE, 22, true, GM_UI_GOLD,
                       (gm_rect){card.x, y, card.w, 28}, _("Your secret missions"));
        /* TRANSLATORS: under the player's secret missions: "done: 1 of 3". */
        snprintf(buf, sizeof buf, _("done: %u of %u"), done, n);
        gm_text_center(app->text, GM_FONT_BODY, 20, false, GM_UI_TEXT,
                       (gm_rect){card.x, y + 30, card.w, 26}, buf);
    }
    for (unsigned i = 0; i < n; i++) {
        gm_rect r = lay->missions[i];
        if (choosing && gm_ui_hot(app, r)) {
            glow(app, r);
        }
        gm_sprite_draw(app->sprites, "token-mission", r, 255);
        snprintf(buf, sizeof buf, "%u", (unsigned)mv[i].space);
        gm_rect tag = {r.x + r.w / 2 - 30, r.y + r.h - 34, 60, 34};
        gm_gfx_round(app->gfx, tag, 14, GM_UI_INK);
        gm_text_center(app->text, GM_FONT_TITLE, 26, true, GM_UI_GOLD, tag, buf);
        if (!choosing && mv[i].done) {
            gm_sprite_draw(app->sprites, gm_ui_player_head(colour),
                           (gm_rect){r.x + r.w - 44, r.y - 6, 50, 50}, 255);
        }
    }
}

/* ---- the banner: whose decision, and what they can do --------------------------- */

static const char *what_to_do(const gm_play *p)
{
    const sc_game *g = &p->game;
    switch (g->pending.kind) {
    case SC_PENDING_MISSIONS:
        return _("click the secret mission to give back (you keep the others)");
    case SC_PENDING_BOARD:
        return _("click an astronaut on your board to put it aboard");
    case SC_PENDING_ROLL:
        return _("roll the dice: click the tray");
    case SC_PENDING_TRAVEL:
        return gm_play_button_enabled(p, GM_BTN_CRASH)
                   ? _("no usable dice: use a rescue or crash")
                   : _("click the lit dice groups to use, then Go");
    case SC_PENDING_LAND:
        return _("land on a lit moon or planet, or Stay aboard");
    case SC_PENDING_PARACHUTE:
        return _("the rocket crashed: parachute onto a lit body, or go home");
    default:
        return "";
    }
}

/* What a computer seat is doing, with its name. */
static void computer_doing(const gm_play *p, const char *name, char *buf, size_t len)
{
    switch (p->game.pending.kind) {
    case SC_PENDING_MISSIONS:
        snprintf(buf, len, _("%s chooses secret missions"), name);
        break;
    case SC_PENDING_BOARD:
        snprintf(buf, len, _("%s chooses an astronaut to put aboard"), name);
        break;
    case SC_PENDING_ROLL:
        snprintf(buf, len, _("%s, the commander, rolls the dice"), name);
        break;
    case SC_PENDING_TRAVEL:
        snprintf(buf, len, _("%s, the commander, chooses the dice to use"), name);
        break;
    case SC_PENDING_LAND:
        snprintf(buf, len, _("%s decides: land here or stay aboard"), name);
        break;
    case SC_PENDING_PARACHUTE:
        snprintf(buf, len, _("Crash! %s looks for a parachute landing"), name);
        break;
    default:
        snprintf(buf, len, _("%s is deciding..."), name);
        break;
    }
}

static void draw_banner(gm_app *app)
{
    const gm_layout *lay = &app->layout;
    const gm_play *p = app->play;
    gm_rect r = lay->banner;
    int actor = gm_play_actor(p);
    gm_ui_panel(app, r);
    char buf[200];
    gm_color col = GM_UI_TEXT;
    if (actor < 0) {
        snprintf(buf, sizeof buf, "%s", _("The game is over"));
    } else {
        col = gm_ui_player_color(colour_of(app->play, (unsigned)actor));
        gm_gfx_round(app->gfx, (gm_rect){r.x, r.y, 14, r.h}, 7, col);
        gm_sprite_draw(app->sprites, gm_ui_player_head(colour_of(app->play, (unsigned)actor)),
                       (gm_rect){r.x + 22, r.y + 2, r.h - 4, r.h - 4}, 255);
        if (p->seats[actor].kind == GM_SEAT_HUMAN) {
            snprintf(buf, sizeof buf, _("%s: %s"), p->names[actor], what_to_do(p));
        } else {
            computer_doing(p, p->names[actor], buf, sizeof buf);
        }
    }
    /* Long sentences (French ones) get a smaller size rather than spill. */
    float left = r.x + 22 + r.h, room = r.x + r.w - 16 - left;
    float size = 30;
    while (size > 20 && gm_text_width(app->text, GM_FONT_TITLE, size, true, buf) > room) {
        size -= 2;
    }
    float used = gm_text_draw(app->text, GM_FONT_TITLE, size, true, GM_UI_TEXT, left,
                              r.y + 11 + (30 - size) / 2, GM_ALIGN_LEFT, buf);
    /* The last thing that happened, when it fits beside (the log has it all). */
    char last[GM_LOG_LEN];
    gm_play_log_line(p, 0, last, sizeof last);
    if (used + 40 + gm_text_width(app->text, GM_FONT_BODY, 22, false, last) <= room) {
        gm_text_draw(app->text, GM_FONT_BODY, 22, false, (gm_color){0xd8, 0xd0, 0xff, 230},
                     r.x + r.w - 16, r.y + 17, GM_ALIGN_RIGHT, last);
    }
}

void gm_play_draw(gm_app *app)
{
    const gm_play *p = app->play;
    /* The sky and the track never change during a game: drawn once. */
    if (gm_gfx_layer_begin(app->gfx)) {
        gm_ui_background(app);
        draw_links(app);
        draw_bodies(app);
        draw_spaces(app);
        gm_gfx_layer_end(app->gfx);
    }
    gm_gfx_layer_draw(app->gfx);
    draw_body_rings(app);
    draw_preview_space(app, gm_play_preview_space(p));
    draw_variant_tokens(app);
    draw_landed(app);
    draw_rocket_marker(app);
    draw_rocket(app);
    draw_dice(app);
    draw_failures(app);
    draw_boards(app);
    draw_goals(app);
    draw_missions(app);
    draw_buttons(app);
    draw_banner(app);
    draw_anims(app);
    if (app->view.log_open) {
        gm_play_draw_log(app);
    } else if (app->view.hint_open) {
        gm_play_draw_hint(app);
    } else if (app->view.tip < GM_TIP_COUNT) {
        gm_play_draw_tip(app);
    } else {
        gm_play_draw_player_card(app);
    }
}
