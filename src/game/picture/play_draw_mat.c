/* Drawing the cosmic mat of the play screen: the track, the bodies, what
 * lies on them and the rocket marker. */
#include "play_draw.h"

#include <math.h>
#include <stdio.h>

#include "hover.h"
#include "i18n.h"
#include "play_card.h"
#include "play_draw_kit.h"
#include "privacy.h"

static const char *const face_art[SC_FACE_COUNT] = {"face-icon-a", "face-icon-1", "face-icon-2",
                                                    "face-icon-3", "face-icon-4"};

/* ---- the mat ----------------------------------------------------------------- */

static void draw_links(const gm_canvas *cv, const gm_play_scene *sc)
{
    const gm_layout *lay = cv->lay;
    const sc_mat *mat = cv->mat;
    const gm_lay_track *tr = &lay->track;
    gm_color path = {0xc8, 0xbf, 0xff, 110};
    for (unsigned i = 0; i + 1 < lay->n_spaces; i++) {
        gm_gfx_dots(cv->gfx, lay->spaces[i], lay->spaces[i + 1], tr->path_step, tr->path_dot, path);
    }
    gm_color link = {0xff, 0xff, 0xff, 90};
    for (unsigned s = 0; s < mat->n_spaces; s++) {
        const sc_space *sp = &mat->spaces[s];
        for (unsigned k = 0; k < sp->n_moons; k++) {
            gm_gfx_dots(cv->gfx, lay->spaces[s], gm_rect_centre(lay->moons[sp->moons[k]]),
                        tr->link_step, tr->link_dot, link);
        }
        for (unsigned k = 0; k < sp->n_planets; k++) {
            gm_gfx_dots(cv->gfx, lay->spaces[s], gm_rect_centre(lay->planets[sp->planets[k]]),
                        tr->link_step, tr->link_dot, link);
        }
    }
}

/* A space's number, made smaller to stay inside its stone; deep space's
 * word ("confins" is longer than "deep") under its stone, where the other
 * spaces show their faces, at a size that stays readable. */
static void stone_label(const gm_canvas *cv, const gm_play_scene *sc, gm_rect stone,
                        const char *label, bool deep)
{
    const gm_lay_space *in = &cv->lay->space_in;
    if (deep) {
        gm_text_draw(cv->text, GM_FONT_TITLE, in->deep_font, true, GM_UI_TEXT,
                     stone.x + in->deep_label.x, stone.y + in->deep_label.y, GM_ALIGN_CENTER,
                     label);
        return;
    }
    float size = in->font, room = stone.w - in->label_pad;
    float w = gm_text_width(cv->text, GM_FONT_TITLE, size, true, label);
    if (w > room && w > 0) {
        size *= room / w;
    }
    gm_text_center(cv->text, GM_FONT_TITLE, size, true, GM_UI_INK, gm_layout_in(stone, in->label),
                   label);
}

/* The track: stones, numbers and usable faces (drawn into the cache). */
static void draw_spaces(const gm_canvas *cv, const gm_play_scene *sc)
{
    const gm_layout *lay = cv->lay;
    const sc_mat *mat = cv->mat;
    char buf[16];
    for (unsigned i = 0; i < lay->n_spaces; i++) {
        gm_rect stone = gm_layout_space_rect(lay, i);
        gm_sprite_draw(cv->sprites, "space", stone, 255);
        bool deep = i == sc_mat_deep(mat);
        if (deep) {
            /* Deep space has no faces: its word takes their row, at a size
             * read at 1280x720, wider than its stone ("confins"). */
            gm_rect at = lay->space_in.deep_row;
            gm_rect row = {stone.x + at.x, lay->spaces[i].y + lay->face_dy + at.y, stone.w + at.w,
                           at.h};
            gm_text_center(cv->text, GM_FONT_TITLE, lay->space_in.deep_row_font, true, GM_UI_TEXT,
                           row, _("deep"));
            continue;
        }
        snprintf(buf, sizeof buf, "%u", i);
        stone_label(cv, sc, stone, buf, false);
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
            gm_sprite_draw(cv->sprites, name, (gm_rect){x, y, size, size}, 255);
            x += size + gap;
        }
    }
}

/* The space the selected dice would reach, lit over the cached track. */
static void draw_preview_space(const gm_canvas *cv, const gm_play_scene *sc, int preview)
{
    const gm_layout *lay = cv->lay;
    if (preview < 0 || (unsigned)preview >= lay->n_spaces) {
        return;
    }
    gm_rect stone = gm_layout_space_rect(lay, (unsigned)preview);
    gm_sprite_draw(cv->sprites, "space-highlight", gm_pd_grow(stone, lay->space_in.highlight_grow),
                   255);
    char buf[16];
    bool deep = (unsigned)preview == sc_mat_deep(cv->mat);
    snprintf(buf, sizeof buf, "%d", preview);
    stone_label(cv, sc, stone, deep ? _("deep") : buf, deep);
}

/* A moon's points on its coin. */
static void moon_points(const gm_canvas *cv, const gm_play_scene *sc, unsigned i)
{
    const gm_layout *lay = cv->lay;
    char buf[16];
    snprintf(buf, sizeof buf, "%u", cv->mat->moons[i].points);
    gm_pd_coin(cv, sc, gm_layout_in(lay->moons[i], lay->moon_in.coin), lay->moon_in.coin_font, buf);
}

/* A planet's gold, silver and bronze points as three stacked medals at its side. */
static void planet_points(const gm_canvas *cv, const gm_play_scene *sc, unsigned i)
{
    const gm_layout *lay = cv->lay;
    const gm_lay_medals *md = &lay->medals;
    gm_rect r = lay->planets[i];
    const sc_planet *pl = &cv->mat->planets[i];
    const unsigned pts[3] = {pl->gold, pl->silver, pl->bronze};
    const uint32_t rgb[3] = {0xffd24a, 0xc9d3e0, 0xd08a4a};
    char buf[16];
    for (unsigned k = 0; k < 3; k++) {
        gm_point at = {r.x + r.w + md->x, r.y + md->y + (float)k * md->step};
        gm_gfx_disc(cv->gfx, at, md->size / 2, GM_UI_INK);
        gm_gfx_disc(cv->gfx, at, md->size / 2 - md->rim, gm_rgba(rgb[k], 255));
        snprintf(buf, sizeof buf, "%u", pts[k]);
        gm_text_center(cv->text, GM_FONT_TITLE, md->font, true, GM_UI_INK,
                       gm_pd_around(at, md->label, md->label), buf);
    }
}

void gm_play_draw_points(const gm_canvas *cv, const gm_play_scene *sc, bool planet, unsigned index)
{
    if (planet ? index < cv->mat->n_planets : index < cv->mat->n_moons) {
        planet ? planet_points(cv, sc, index) : moon_points(cv, sc, index);
    }
}

/* The comet's and the galaxy's points. */
static void deep_points(const gm_canvas *cv, const gm_play_scene *sc)
{
    const gm_layout *lay = cv->lay;
    char buf[16];
    snprintf(buf, sizeof buf, "%u", cv->mat->comet_points);
    gm_pd_coin(cv, sc, gm_layout_in(lay->comet, lay->comet_in.coin), lay->comet_in.coin_font, buf);
    snprintf(buf, sizeof buf, "%u", cv->mat->galaxy_points);
    gm_pd_coin(cv, sc, gm_layout_in(lay->galaxy, lay->galaxy_in.coin), lay->galaxy_in.coin_font,
               buf);
}

/* A landing target lit for the human deciding, or the computer's plan. */
static bool lit_target(const gm_play *p, gm_hit_kind body, unsigned index)
{
    sc_choice c;
    if (gm_session_human_turn(p->session)) {
        return gm_play_land_choice(p, body, index, &c);
    }
    if (!gm_session_plan_shown(p->session, &c) || c.kind != SC_CHOICE_LAND) {
        return false;
    }
    switch (body) {
    case GM_HIT_MOON:
        return c.target == SC_TARGET_MOON && c.index == index;
    case GM_HIT_PLANET:
        return c.target == SC_TARGET_PLANET && c.index == index;
    default:
        return c.target == SC_TARGET_DEEP;
    }
}

/* The landing targets lit, as rings over the (cached) bodies; the
 * body's points and space tag drawn again over its ring, which would hide
 * them exactly when a player weighs where to land. */
static void draw_body_rings(const gm_canvas *cv, const gm_play_scene *sc)
{
    const gm_layout *lay = cv->lay;
    const gm_play *p = sc->play;
    for (unsigned i = 0; i < cv->mat->n_moons; i++) {
        if (lit_target(p, GM_HIT_MOON, i)) {
            gm_pd_ring(cv, sc, lay->moons[i]);
            moon_points(cv, sc, i);
            gm_play_draw_tag(cv, sc, false, i);
        }
    }
    for (unsigned i = 0; i < cv->mat->n_planets; i++) {
        if (lit_target(p, GM_HIT_PLANET, i)) {
            gm_pd_ring(cv, sc, lay->planets[i]);
            planet_points(cv, sc, i);
            gm_play_draw_tag(cv, sc, true, i);
        }
    }
    if (lit_target(p, GM_HIT_COMET, 0)) {
        gm_pd_ring(cv, sc, lay->comet);
        gm_pd_ring(cv, sc, lay->galaxy);
        deep_points(cv, sc);
    }
}

/* The bodies of the mat: the same all game long (drawn into the cache). */
static void draw_bodies(const gm_canvas *cv, const gm_play_scene *sc)
{
    const gm_layout *lay = cv->lay;
    const sc_mat *mat = cv->mat;
    gm_sprite_draw(cv->sprites, "earth", lay->earth, 255);
    gm_sprite_draw(cv->sprites, "satellite", lay->satellite, 255);
    for (unsigned i = 0; i < mat->n_moons; i++) {
        gm_sprite_draw(cv->sprites, gm_ui_moon_art(cv->mat, i), lay->moons[i], 255);
        moon_points(cv, sc, i);
    }
    for (unsigned i = 0; i < mat->n_planets; i++) {
        gm_sprite_draw(cv->sprites, gm_ui_planet_art(cv->mat, i), lay->planets[i], 255);
        planet_points(cv, sc, i);
    }
    gm_sprite_draw(cv->sprites, "comet", lay->comet, 255);
    gm_sprite_draw(cv->sprites, "galaxy", lay->galaxy, 255);
    deep_points(cv, sc);
}

static void draw_variant_tokens(const gm_canvas *cv, const gm_play_scene *sc)
{
    const gm_layout *lay = cv->lay;
    const sc_game *g = gm_play_game(sc->play);
    if (g->setup.variants & SC_VARIANT_EXPLORATION) {
        for (unsigned s = 0; s < cv->mat->n_slots; s++) {
            if (g->slot_token[s] >= 0) {
                gm_sprite_draw(cv->sprites, "token-exploration", lay->slots[s], 255);
            }
        }
    }
    if (g->setup.variants & SC_VARIANT_UFO) {
        gm_sprite_draw(cv->sprites, "ufo", gm_geom_ufo(lay, g), 255);
    }
}

/* Astronauts on the mat: a head per astronaut on its body, where
 * gm_geom_landed puts it (in landing order). */
static void draw_landed(const gm_canvas *cv, const gm_play_scene *sc)
{
    const gm_layout *lay = cv->lay;
    const sc_game *g = gm_play_game(sc->play);
    for (unsigned pl = 0; pl < g->setup.n_players; pl++) {
        for (unsigned a = 0; a < SC_ASTRONAUTS; a++) {
            gm_rect r;
            if (gm_geom_landed(lay, g, pl, a, &r) &&
                !gm_anims_hides(gm_session_anims(sc->play->session), GM_HIDE_LANDED,
                                pl * SC_ASTRONAUTS + a)) {
                gm_sprite_draw(cv->sprites, gm_ui_player_head(gm_pd_colour_of(sc->play, pl)), r,
                               255);
            }
        }
    }
}

static void draw_rocket_marker(const gm_canvas *cv, const gm_play_scene *sc)
{
    const gm_layout *lay = cv->lay;
    const sc_game *g = gm_play_game(sc->play);
    unsigned s = g->rocket_space;
    float along = 0; /* between space s and the next, while moving */
    const gm_anims *an = gm_session_anims(sc->play->session);
    /* No rocket between expeditions nor after the game, but the one still
     * flying there or held at deep space. */
    bool shown = g->n_seats > 0 && g->pending.kind != SC_PENDING_OVER;
    for (unsigned i = 0; i < an->n; i++) {
        const gm_anim *q = &an->list[i];
        if (q->kind == GM_ANIM_ROCKET) {
            float t = gm_anim_progress(q);
            float pos = (float)q->space_from +
                        (t < 0 ? 0 : t) * ((float)q->space_to - (float)q->space_from);
            s = (unsigned)pos;
            along = pos - (float)s;
            shown = true;
            break;
        }
        if (q->kind == GM_ANIM_EXPLOSION) {
            return; /* the rocket is gone in the blast */
        }
    }
    if (!shown) {
        return;
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
    gm_sprite_draw_rotated(
        cv->sprites, "rocket-marker",
        gm_pd_around((gm_point){at.x, at.y + lay->marker_dy}, lay->marker_size, lay->marker_size),
        deg);
}

static void draw_failures(const gm_canvas *cv, const gm_play_scene *sc)
{
    const gm_layout *lay = cv->lay;
    unsigned n = (unsigned)cv->mat->failures_to_end + 1;
    for (unsigned i = 0; i < n && i < lay->n_failures; i++) {
        gm_sprite_draw(cv->sprites, "failure-slot", lay->failures[i], 255);
    }
    unsigned f = gm_play_game(sc->play)->failures;
    if (f < lay->n_failures) {
        gm_sprite_draw(cv->sprites, "failure-token",
                       gm_pd_grow(lay->failures[f], lay->failure_grow), 255);
    }
}

void gm_play_draw_track(const gm_canvas *cv, const gm_play_scene *sc)
{
    gm_ui_background(cv);
    draw_links(cv, sc);
    draw_bodies(cv, sc);
    draw_spaces(cv, sc);
    gm_play_draw_tags(cv, sc); /* which spaces each moon and planet belongs to */
}

void gm_play_draw_mat(const gm_canvas *cv, const gm_play_scene *sc)
{
    draw_body_rings(cv, sc);
    draw_preview_space(cv, sc, gm_play_preview_space(sc->play));
    draw_variant_tokens(cv, sc);
    draw_landed(cv, sc);
    draw_rocket_marker(cv, sc);
}

void gm_play_draw_failures(const gm_canvas *cv, const gm_play_scene *sc)
{
    draw_failures(cv, sc);
}

static const gm_color tag_fill = {0xd9, 0xd2, 0xff, 235}; /* the track stones' lavender */

/* ---- the bodies' tags --------------------------------------------------------- */

void gm_play_draw_tag(const gm_canvas *cv, const gm_play_scene *sc, bool planet, unsigned index)
{
    char text[64];
    float size = cv->lay->card.tag_font;
    unsigned chars = gm_hover_tag_text(cv->mat, planet, index, text, sizeof text);
    if (chars == 0) {
        return;
    }
    gm_rect r = gm_geom_body_tag(cv->lay, planet, index, chars, size);
    gm_gfx_round(cv->gfx, r, r.h / 2, tag_fill);
    gm_gfx_round_outline(cv->gfx, r, r.h / 2, 2, GM_UI_INK);
    gm_text_center(cv->text, GM_FONT_TITLE, size, true, GM_UI_INK, r, text);
}

void gm_play_draw_tags(const gm_canvas *cv, const gm_play_scene *sc)
{
    for (unsigned i = 0; i < cv->mat->n_moons && i < cv->lay->n_moons; i++) {
        gm_play_draw_tag(cv, sc, false, i);
    }
    for (unsigned i = 0; i < cv->mat->n_planets && i < cv->lay->n_planets; i++) {
        gm_play_draw_tag(cv, sc, true, i);
    }
}
