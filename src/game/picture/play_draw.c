/* Drawing the play screen. Everything is placed by the layout; what is lit
 * (usable dice, landing targets, choosable astronauts) is asked of the play
 * model, the same functions the click handling uses. */
#include "play_draw.h"
#include "i18n.h"

#include <math.h>
#include <stdio.h>

#include "play_callout.h"
#include "play_card.h"
#include "play_draw_kit.h"
#include "play_geom.h"
#include "privacy.h"
#include "tips.h"
#include "ui.h"

static const char *const goal_art[SC_GOAL_KIND_COUNT] = {"goal-planets4", "goal-planet3",
                                                         "goal-moons4", "goal-deep2"};

#define ARRAY_LEN(a) (sizeof(a) / sizeof((a)[0]))
/* ---- the rocket board ---------------------------------------------------------- */

static void draw_rocket(const gm_canvas *cv, const gm_play_scene *sc)
{
    const gm_layout *lay = cv->lay;
    const gm_play *p = sc->play;
    const sc_game *g = gm_play_game(p);
    const gm_lay_window *in = &lay->window_in;
    gm_sprite_draw(cv->sprites, "rocket", lay->rocket, 255);
    for (unsigned s = 0; s < g->n_seats && s < lay->n_windows; s++) {
        const sc_rocket_seat *seat = &g->seats[s];
        gm_rect w = gm_geom_seat(lay, s);
        if (!seat->aboard || seat->player < 0 ||
            gm_anims_hides(gm_session_anims(p->session), GM_HIDE_WINDOW, s)) {
            continue;
        }
        bool pilot_lit = gm_session_human_turn(p->session) && gm_play_pilot_usable(p, s);
        if (pilot_lit || (gm_play_selection(p).pilots >> s) & 1) {
            gm_pd_glow(cv, sc, w);
        }
        gm_sprite_draw(cv->sprites,
                       gm_ui_player_head(gm_pd_colour_of(sc->play, (unsigned)seat->player)),
                       gm_layout_in(w, in->head), 255);
        gm_sprite_draw(cv->sprites, gm_ui_ability_icon(seat->ability), gm_layout_in(w, in->ability),
                       seat->ability == SC_PILOT && seat->pilot_used ? 90 : 255);
        if (s == g->commander_seat) {
            gm_sprite_draw(cv->sprites, "commander-star", gm_layout_in(w, in->commander), 255);
        }
    }
    /* A cat about to leave the rocket is still in its window (the game
     * has it on the comet already, or home after a crash). */
    for (unsigned i = 0; i < gm_session_anims(p->session)->n; i++) {
        const gm_anim *q = &gm_session_anims(p->session)->list[i];
        if (q->kind != GM_ANIM_FLY || q->flyer != GM_FLY_CAT || q->from.kind != GM_SPOT_SEAT ||
            q->elapsed >= 0 || q->from.a >= lay->n_windows) {
            continue;
        }
        gm_rect w = gm_geom_seat(lay, q->from.a);
        gm_sprite_draw(cv->sprites, gm_ui_player_head(gm_pd_colour_of(p, q->player)),
                       gm_layout_in(w, in->head), 255);
        gm_sprite_draw(cv->sprites, gm_ui_ability_icon(q->hide_index % SC_ASTRONAUTS),
                       gm_layout_in(w, in->ability), 255);
        if (q->from.b) {
            gm_sprite_draw(cv->sprites, "commander-star", gm_layout_in(w, in->commander), 255);
        }
    }
    if ((g->setup.variants & SC_VARIANT_UFO) && g->exp_token >= 0 && !g->exp_used) {
        gm_play_draw_exp_token(cv, sc, lay->exp_token, (unsigned)g->exp_token);
    }
}

/* ---- dice -------------------------------------------------------------------- */

/* The dice in the air: faces flicker and the dice wobble until they land. */
static void draw_tumbling(const gm_canvas *cv, const gm_play_scene *sc)
{
    const gm_layout *lay = cv->lay;
    const gm_play *p = sc->play;
    const gm_anim *q = NULL;
    for (unsigned i = 0; i < gm_session_anims(p->session)->n && q == NULL; i++) {
        if (gm_session_anims(p->session)->list[i].kind == GM_ANIM_DICE) {
            q = &gm_session_anims(p->session)->list[i];
        }
    }
    unsigned n = 0;
    for (unsigned f = 0; f < SC_FACE_COUNT; f++) {
        n += gm_play_game(p)->roll[f];
    }
    if (q == NULL || n == 0) {
        return;
    }
    float t = gm_anim_progress(q);
    t = t < 0 ? 0 : t;
    unsigned frame = (unsigned)(t * 14); /* a new face 14 times a roll */
    float die = lay->die_size, gap = lay->tray_in.tumble_gap;
    float w = (float)n * (die + gap) - gap;
    gm_rect tray = lay->dice_tray;
    for (unsigned i = 0; i < n; i++) {
        unsigned face = (frame * 7 + i * 3 + frame * i) % SC_FACE_COUNT;
        float bounce = fabsf(sinf((t * 3.2f + (float)i * 0.37f) * (float)GM_PI)) * (1 - t) *
                       lay->tray_in.bounce;
        gm_rect r = {tray.x + (tray.w - w) / 2 + (float)i * (die + gap),
                     tray.y + (tray.h - die) / 2 - bounce, die, die};
        gm_sprite_draw_rotated(cv->sprites, gm_ui_die_art(face), r,
                               (double)((1 - t) * 360.0f * (i % 2 ? 1.0f : -1.0f)));
    }
}

static void draw_dice(const gm_canvas *cv, const gm_play_scene *sc)
{
    const gm_layout *lay = cv->lay;
    const gm_play *p = sc->play;
    const sc_game *g = gm_play_game(p);
    const gm_lay_tray *in = &lay->tray_in;
    gm_ui_panel(cv, lay->dice_tray);
    char buf[96];
    bool human = gm_session_human_turn(p->session);
    /* A crash or deep space being told: not yet the next expedition's dice. */
    const gm_callout *crash = NULL;
    gm_callout_kind telling = gm_callout_telling(p->session, &crash);
    if (telling != GM_CALLOUT_KINDS) {
        if (telling == GM_CALLOUT_CRASH) {
            snprintf(buf, sizeof buf, _("The rocket crashed at space %u"), (unsigned)crash->at.a);
        } else {
            snprintf(buf, sizeof buf, "%s", _("The rocket reached deep space"));
        }
        gm_text_center(cv->text, GM_FONT_TITLE, in->crash_font, true,
                       telling == GM_CALLOUT_CRASH ? (gm_color){0xff, 0x9e, 0x5e, 255} : GM_UI_GOLD,
                       lay->dice_tray, buf);
        return;
    }
    if (g->pending.kind == SC_PENDING_ROLL) {
        float die = in->pool_die, gap = in->pool_gap;
        float w = (float)g->pool * (die + gap) - gap;
        gm_rect tray = lay->dice_tray;
        for (unsigned i = 0; i < g->pool; i++) {
            gm_sprite_draw(cv->sprites, i % 2 ? "die-a" : "die-4",
                           (gm_rect){tray.x + (tray.w - w) / 2 + (float)i * (die + gap),
                                     tray.y + in->pool_y, die, die},
                           human && gm_ui_hot(cv, tray) ? 255 : 150);
        }
        snprintf(
            buf, sizeof buf,
            ngettext("%u die  -  crash chance %.0f%%", "%u dice  -  crash chance %.0f%%", g->pool),
            g->pool, sc_game_crash_chance(g) * 100.0);
        gm_text_draw(cv->text, GM_FONT_BODY, in->font, false, GM_UI_TEXT, tray.x + tray.w / 2,
                     tray.y + in->caption_y, GM_ALIGN_CENTER, buf);
        return;
    }
    if (gm_anims_hides(gm_session_anims(p->session), GM_HIDE_DICE, 0)) {
        draw_tumbling(cv, sc);
        return;
    }
    if (g->crashed) {
        snprintf(buf, sizeof buf, _("The rocket crashed at space %u"), g->rocket_space);
        gm_text_center(cv->text, GM_FONT_TITLE, in->crash_font, true,
                       (gm_color){0xff, 0x9e, 0x5e, 255}, lay->dice_tray, buf);
        return;
    }
    if (g->pending.kind != SC_PENDING_TRAVEL) {
        snprintf(buf, sizeof buf,
                 ngettext("%u die with the commander", "%u dice with the commander", g->pool),
                 g->pool);
        gm_text_center(cv->text, GM_FONT_BODY, in->font, false, GM_UI_TEXT, lay->dice_tray, buf);
        return;
    }
    for (unsigned f = 0; f < SC_FACE_COUNT; f++) {
        gm_rect r;
        if (!gm_play_group_rect(p, f, &r)) {
            continue;
        }
        bool usable = gm_play_group_usable(p, f);
        bool selected = (gm_play_selection(p).faces >> f) & 1;
        gm_rect ring = gm_pd_grow(r, in->ring_grow); /* a chosen group is lifted */
        if (selected) {
            gm_gfx_round(cv->gfx, ring, in->ring_radius, (gm_color){0xff, 0xd2, 0x4a, 120});
            gm_gfx_round_outline(cv->gfx, ring, in->ring_radius, in->chosen_line, GM_UI_GOLD);
        } else if (usable) {
            gm_gfx_round_outline(cv->gfx, ring, in->ring_radius, in->ring_line,
                                 (gm_color){0xff, 0xd2, 0x4a, 200});
        }
        for (unsigned i = 0; i < g->roll[f]; i++) {
            gm_sprite_draw(cv->sprites, gm_ui_die_art(f), gm_geom_group_die(lay, r, i),
                           usable ? 255 : 80);
        }
    }
    /* A Pilot aboard is a die showing 1 of its own: its winged die, lit as
     * a usable group is, and named under it in its player's colour. */
    for (unsigned s = 0; s < g->n_seats; s++) {
        gm_rect r;
        if (!gm_play_pilot_rect(p, s, &r)) {
            continue;
        }
        bool usable = gm_play_pilot_usable(p, s), selected = (gm_play_selection(p).pilots >> s) & 1;
        gm_rect ring = gm_pd_grow(r, in->ring_grow);
        if (selected) {
            gm_gfx_round(cv->gfx, ring, in->ring_radius, (gm_color){0xff, 0xd2, 0x4a, 120});
            gm_gfx_round_outline(cv->gfx, ring, in->ring_radius, in->chosen_line, GM_UI_GOLD);
        } else if (usable) {
            gm_gfx_round_outline(cv->gfx, ring, in->ring_radius, in->ring_line,
                                 (gm_color){0xff, 0xd2, 0x4a, 200});
        }
        gm_sprite_draw(cv->sprites, gm_ui_ability_icon(SC_PILOT), r, usable ? 255 : 80);
        gm_color col = gm_ui_player_color(gm_pd_colour_of(p, (unsigned)g->seats[s].player));
        gm_text_draw(cv->text, GM_FONT_BODY, in->font, true, col, r.x + r.w / 2,
                     r.y + r.h + in->pilot_dy, GM_ALIGN_CENTER, _("Pilot"));
    }
}

/* Flying cats and points, explosions: drawn over everything. */
static void draw_anims(const gm_canvas *cv, const gm_play_scene *sc)
{
    const gm_layout *lay = cv->lay;
    const gm_lay_flight *fl = &lay->flight;
    const gm_anims *an = gm_session_anims(sc->play->session);
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
                           from.y + (to.y - from.y) * t - sinf(t * (float)GM_PI) * fl->arc};
            bool cat = q->flyer == GM_FLY_CAT;
            /* A cat boarding is drawn as large as the window it flies to. */
            float base = !cat ? fl->point : q->to.kind == GM_SPOT_SEAT ? fl->cat_boarding : fl->cat;
            float size = base * (1 + 0.25f * sinf(t * (float)GM_PI));
            gm_rect r = gm_pd_around(at, size, size);
            gm_sprite_draw(
                cv->sprites,
                cat ? gm_ui_player_head(
                          gm_session_seat(sc->play->session, q->player % SC_MAX_PLAYERS)->colour)
                    : "token-point",
                r, 255);
            if (!cat) {
                char label[16];
                snprintf(label, sizeof label, "+%u", (unsigned)q->points);
                gm_text_center(cv->text, GM_FONT_TITLE, fl->font, true, GM_UI_INK, r, label);
            }
        } else if (q->kind == GM_ANIM_EXPLOSION) {
            float size = fl->explosion * (0.3f + 0.9f * t);
            float alpha = 255 * (t < 0.6f ? 1 : (1 - t) / 0.4f);
            gm_sprite_draw(cv->sprites, "explosion",
                           gm_pd_around(gm_geom_spot(lay, q->from), size, size),
                           (uint8_t)(alpha < 0 ? 0 : alpha));
        }
    }
}

const char *gm_play_toggle_label(gm_button b, bool on)
{
    if (b == GM_BTN_EXTRA) {
        return on ? _("Extra: on") : _("Extra");
    }
    return on ? _("Keep: on") : _("Keep");
}

static void draw_buttons(const gm_canvas *cv, const gm_play_scene *sc)
{
    const gm_layout *lay = cv->lay;
    const gm_play *p = sc->play;
    gm_ui_button(cv, lay->buttons[GM_BTN_MENU], _("Menu"), true);
    /* The rules, as F1 does: a "?" where every game puts its help. */
    gm_ui_button(cv, lay->buttons[GM_BTN_RULES], "?", true);
    gm_ui_button_keyed(cv, lay->buttons[GM_BTN_LOG], "log",
                       sc->view->log_open ? _("Board") : _("Log"), true);
    if (gm_play_button_enabled(p, GM_BTN_SKIP)) {
        gm_ui_button(cv, lay->buttons[GM_BTN_SKIP], _("Skip"), true);
    }
    if (!gm_session_human_turn(p->session)) {
        float left = gm_session_grace_left(p->session);
        if (left > 0 && gm_session_can_undo(p->session)) {
            /* The computer waits: Undo is still yours, the bar says how long. */
            gm_rect u = lay->buttons[GM_BTN_UNDO];
            gm_ui_button(cv, u, _("Undo"), true);
            gm_rect bar = gm_layout_in(u, lay->undo_bar);
            bar.w *= left;
            gm_gfx_round(cv->gfx, bar, bar.h / 2, GM_UI_INK);
        }
        return;
    }
    gm_ui_button(cv, lay->buttons[GM_BTN_UNDO], _("Undo"), gm_session_can_undo(p->session));
    if (sc->show_hints) {
        gm_ui_button(cv, lay->buttons[GM_BTN_HINT], _("Hint"),
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
        [GM_BTN_STAY] =
            gm_play_game(p)->pending.kind == SC_PENDING_PARACHUTE ? _("Go home") : _("Stay aboard"),
        [GM_BTN_REROLL] = _("Reroll"),
        [GM_BTN_EXTRA] =
            gm_play_toggle_label(GM_BTN_EXTRA, gm_play_selection(p).flags & SC_MOVE_EXTRA),
        [GM_BTN_KEEP] =
            gm_play_toggle_label(GM_BTN_KEEP, gm_play_selection(p).flags & SC_MOVE_KEEP),
        [GM_BTN_CRASH] = _("Crash"),
    };
    /* Their identities for the buttons' guard: a label may change while
     * the button stays ("Go", "Go to 7"; "Extra", "Extra: on"). */
    static const char *const keys[GM_BTN_COUNT] = {
        [GM_BTN_ROLL] = "roll",     [GM_BTN_CONFIRM] = "go",  [GM_BTN_STAY] = "stay",
        [GM_BTN_REROLL] = "reroll", [GM_BTN_EXTRA] = "extra", [GM_BTN_KEEP] = "keep",
        [GM_BTN_CRASH] = "crash",
    };
    for (unsigned b = 0; b < GM_BTN_MENU; b++) {
        bool on = gm_play_button_enabled(p, (gm_button)b);
        /* Go is shown while travelling even before it is legal: it says what to do. */
        if (on || (b == GM_BTN_CONFIRM && gm_play_game(p)->pending.kind == SC_PENDING_TRAVEL &&
                   !gm_play_button_enabled(p, GM_BTN_STAY))) {
            gm_ui_button_keyed(cv, lay->buttons[b], keys[b], labels[b], on);
        }
    }
}

/* ---- players ------------------------------------------------------------------ */

static void draw_boards(const gm_canvas *cv, const gm_play_scene *sc)
{
    const gm_layout *lay = cv->lay;
    const gm_play *p = sc->play;
    const sc_game *g = gm_play_game(p);
    /* Another player's secret mission points stay out of their coin. */
    sc_score scores[SC_MAX_PLAYERS];
    int viewer = gm_privacy_viewer(p->session, &sc->view->privacy);
    gm_privacy_scores(p->session, viewer, scores);
    /* Nobody's turn while a crash or deep space is told, nor once a joined
     * game's connection is lost (nobody here knows who decides now). */
    bool lost = sc->lost != NULL && sc->lost[0] != '\0';
    int actor = gm_callout_telling(p->session, NULL) == GM_CALLOUT_KINDS && !lost
                    ? gm_session_actor(p->session)
                    : -1;
    const gm_lay_board *in = &lay->board_in;
    char buf[64];
    for (unsigned pl = 0; pl < g->setup.n_players && pl < lay->n_boards; pl++) {
        gm_rect b = lay->boards[pl];
        gm_color col = gm_ui_player_color(gm_pd_colour_of(sc->play, pl));
        gm_ui_panel(cv, b);
        if ((int)pl == actor) {
            gm_gfx_round_outline(cv->gfx, gm_pd_grow(b, in->actor_grow), in->actor_radius,
                                 in->actor_line, col);
        }
        gm_sprite_draw(cv->sprites, gm_ui_player_emblem(gm_pd_colour_of(sc->play, pl)),
                       gm_layout_in(b, in->emblem), 255);
        /* The name, cut with an ellipsis before the starter's rocket and the
         * score, and before a network game's mark of who sits there. */
        char name[GM_NAME_LEN + 8];
        gm_rect at = gm_layout_in(b, in->name);
        float end = gm_play_draw_presence(cv, sc, pl, (int)pl == actor);
        gm_text_fit(cv->text, GM_FONT_TITLE, in->name_font, true, gm_session_name(p->session, pl),
                    end - at.x, name, sizeof name);
        gm_text_draw(cv->text, GM_FONT_TITLE, in->name_font, true, col, at.x, at.y, GM_ALIGN_LEFT,
                     name);
        snprintf(buf, sizeof buf, "%d",
                 gm_session_score_shown(p->session, pl, &scores[pl],
                                        gm_privacy_may_see(p->session, viewer, pl)));
        /* where scored points fly to */
        gm_pd_coin(cv, sc, gm_geom_score_coin(lay, pl), in->coin_font, buf);
        if (pl == g->starter) {
            gm_sprite_draw(cv->sprites, "rocket", gm_layout_in(b, in->starter), 255);
        }
        for (unsigned a = 0; a < SC_ASTRONAUTS && a < lay->n_cells; a++) {
            gm_rect cell = gm_layout_cell(lay, pl, a);
            bool home =
                g->players[pl].astronauts[a].kind == SC_AT_HOME &&
                !gm_anims_hides(gm_session_anims(p->session), GM_HIDE_HOME, pl * SC_ASTRONAUTS + a);
            bool can = gm_session_human_turn(p->session) && gm_play_board_choosable(p, pl, a);
            if (can) {
                gm_gfx_round(cv->gfx, cell, in->cell_radius, (gm_color){0xff, 0xd2, 0x4a, 90});
                gm_gfx_round_outline(cv->gfx, cell, in->cell_radius, in->cell_line, GM_UI_GOLD);
            }
            if (home) {
                gm_sprite_draw(cv->sprites, gm_ui_player_cat(gm_pd_colour_of(sc->play, pl)),
                               gm_layout_in(cell, in->cell_cat), 255);
            }
            gm_sprite_draw(cv->sprites, gm_ui_ability_icon(a), gm_layout_in(cell, in->cell_ability),
                           home ? 255 : 70);
        }
    }
}

static void draw_goals(const gm_canvas *cv, const gm_play_scene *sc)
{
    const gm_layout *lay = cv->lay;
    const sc_game *g = gm_play_game(sc->play);
    const gm_lay_goals *in = &lay->goals_in;
    gm_rect r = lay->goals;
    gm_ui_panel(cv, r);
    gm_rect title = gm_layout_in(r, in->title);
    gm_text_draw(cv->text, GM_FONT_TITLE, in->title_font, true, GM_UI_TEXT, title.x, title.y,
                 GM_ALIGN_LEFT, _("Goals"));
    unsigned n = cv->mat->n_goals;
    for (unsigned i = 0; i < n; i++) {
        gm_rect t = gm_geom_goal(lay, i, n);
        int owner = g->goal_owner[i];
        const char *art = goal_art[cv->mat->goals[i].kind % SC_GOAL_KIND_COUNT];
        gm_sprite_draw(cv->sprites, art, t, owner >= 0 ? 110 : 255);
        if (owner >= 0) {
            gm_sprite_draw(cv->sprites,
                           gm_ui_player_head(gm_pd_colour_of(sc->play, (unsigned)owner)),
                           gm_pd_grow(t, -in->owner_inset), 255);
        }
    }
}

const char *gm_play_missions_title(void)
{
    return _("Your missions");
}

gm_rect gm_play_missions_card(const gm_layout *lay)
{
    const gm_lay_mission_card *mc = &lay->mission_card;
    gm_rect first = lay->missions[0], last = lay->missions[lay->n_missions - 1];
    return (gm_rect){first.x - mc->pad, first.y - mc->pad, last.x + last.w - first.x + 2 * mc->pad,
                     last.y + last.h - first.y + mc->pad + mc->below};
}

/* The viewer's secret missions, where the dealt tokens lay: all four to
 * choose from at setup, then the three kept, each with its target space
 * and, once an astronaut of theirs stands there, their cat's head. */
static void draw_missions(const gm_canvas *cv, const gm_play_scene *sc)
{
    const gm_layout *lay = cv->lay;
    const gm_play *p = sc->play;
    const sc_game *g = gm_play_game(p);
    int viewer = gm_privacy_viewer(p->session, &sc->view->privacy);
    bool choosing = g->pending.kind == SC_PENDING_MISSIONS;
    if (viewer < 0 || (choosing && g->pending.player != viewer) || lay->n_missions == 0) {
        return;
    }
    gm_mission_view mv[4];
    unsigned n = gm_privacy_missions(p->session, viewer, (unsigned)viewer, mv);
    n = n < lay->n_missions ? n : lay->n_missions;
    if (n == 0) {
        return;
    }
    unsigned colour = gm_pd_colour_of(p, (unsigned)viewer);
    const gm_lay_mission_card *mc = &lay->mission_card;
    const gm_lay_mission *in = &lay->mission_in;
    char buf[96];
    if (!choosing) {
        /* A private card in the owner's colour, under the tokens' places. */
        gm_rect last = lay->missions[lay->n_missions - 1], card = gm_play_missions_card(lay);
        gm_ui_panel(cv, card);
        gm_gfx_round_outline(cv->gfx, card, mc->radius, mc->line, gm_ui_player_color(colour));
        unsigned done = 0;
        for (unsigned i = 0; i < n; i++) {
            done += mv[i].done;
        }
        float y = last.y + last.h;
        gm_text_center(cv->text, GM_FONT_TITLE, mc->title_font, true, GM_UI_GOLD,
                       (gm_rect){card.x, y + mc->title_y, card.w, mc->title_h},
                       gm_play_missions_title());
        /* TRANSLATORS: under the player's secret missions: "done: 1/3". */
        snprintf(buf, sizeof buf, _("done: %u/%u"), done, n);
        gm_text_center(cv->text, GM_FONT_BODY, mc->done_font, false, GM_UI_TEXT,
                       (gm_rect){card.x, y + mc->done_y, card.w, mc->done_h}, buf);
    }
    for (unsigned i = 0; i < n; i++) {
        gm_rect r = lay->missions[i];
        if (choosing && gm_ui_hot(cv, r)) {
            gm_pd_glow(cv, sc, r);
        }
        gm_sprite_draw(cv->sprites, "token-mission", r, 255);
        snprintf(buf, sizeof buf, "%u", (unsigned)mv[i].space);
        gm_rect tag = gm_layout_in(r, in->tag);
        gm_gfx_round(cv->gfx, tag, in->tag_radius, GM_UI_INK);
        gm_text_center(cv->text, GM_FONT_TITLE, in->tag_font, true, GM_UI_GOLD, tag, buf);
        if (!choosing && mv[i].done) {
            gm_sprite_draw(cv->sprites, gm_ui_player_head(colour), gm_layout_in(r, in->done), 255);
        }
    }
}

/* The whole play screen; with buttons false, the game as a picture. */
static void draw_play(const gm_canvas *cv, const gm_play_scene *sc, bool buttons)
{
    /* The sky and the track never change during a game: drawn once. */
    if (gm_gfx_layer_begin(cv->gfx)) {
        gm_play_draw_track(cv, sc);
        gm_gfx_layer_end(cv->gfx);
    }
    gm_gfx_layer_draw(cv->gfx);
    gm_play_draw_mat(cv, sc);
    draw_rocket(cv, sc);
    draw_dice(cv, sc);
    gm_play_draw_failures(cv, sc);
    draw_boards(cv, sc);
    draw_goals(cv, sc);
    draw_missions(cv, sc);
    if (buttons) {
        draw_buttons(cv, sc);
    }
    gm_play_draw_banner(cv, sc, !buttons);
    draw_anims(cv, sc);
    gm_play_draw_callouts(cv, sc);
    if (sc->lost != NULL && sc->lost[0] != '\0') {
        /* The way back comes first; the log still opens over it. */
        gm_play_draw_lost(cv, sc);
    }
    if (sc->view->log_open) {
        gm_play_draw_log(cv, sc);
    } else if (sc->view->hint_open) {
        gm_play_draw_hint(cv, sc);
    } else if (sc->view->tip < GM_TIP_COUNT) {
        gm_play_draw_tip(cv, sc);
    } else if (!gm_play_draw_card(cv, sc)) {
        gm_play_draw_player_card(cv, sc);
    }
}

void gm_play_draw(const gm_canvas *cv, const gm_play_scene *sc)
{
    draw_play(cv, sc, true);
}

void gm_play_draw_still(const gm_canvas *cv, const gm_play_scene *sc)
{
    draw_play(cv, sc, false);
}
