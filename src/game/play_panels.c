/* The play screen's overlays: the scrollable game log and the hint card. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "describe.h"
#include "i18n.h"
#include "play_draw.h"
#include "privacy.h"
#include "screen_play.h"
#include "tips.h"
#include "ui.h"

enum { LOG_ROWS = 20, LOG_ROW_H = 34 };

gm_rect gm_play_log_rect(const gm_app *app)
{
    gm_rect m = app->layout.mat;
    return (gm_rect){m.x + 120, m.y + 30, m.w - 240, LOG_ROWS * LOG_ROW_H + 180};
}

gm_rect gm_play_log_arrow(const gm_app *app, bool older)
{
    gm_rect r = gm_play_log_rect(app);
    return (gm_rect){r.x + r.w - 110, older ? r.y + 20 : r.y + r.h - 80, 90, 60};
}

unsigned gm_play_log_max_scroll(const gm_app *app)
{
    unsigned n = gm_play_log_size(app->play);
    return n > LOG_ROWS ? n - LOG_ROWS : 0;
}

/* "Are the dice fair?": every face rolled this game against what a fair
 * die gives on average (the mat's die has two 2s). */
static void draw_dice_counts(gm_app *app, float x, float y)
{
    const gm_play *p = app->play;
    const sc_mat *m = p->game.mat;
    unsigned total = 0;
    for (unsigned f = 0; f < SC_FACE_COUNT; f++) {
        total += p->faces_rolled[f];
    }
    char buf[160];
    snprintf(buf, sizeof buf, _("Dice rolled: %u. Each face, and (what a fair die gives):"), total);
    gm_text_draw(app->text, GM_FONT_BODY, 22, false, (gm_color){0xc8, 0xc0, 0xf0, 230}, x, y - 34,
                 GM_ALIGN_LEFT, buf);
    static const char *const art[SC_FACE_COUNT] = {"die-a", "die-1", "die-2", "die-3", "die-4"};
    for (unsigned f = 0; f < SC_FACE_COUNT; f++) {
        unsigned sides = 0;
        for (unsigned i = 0; i < m->n_die_sides; i++) {
            sides += m->die_sides[i] == f;
        }
        double expected = m->n_die_sides ? (double)total * sides / m->n_die_sides : 0;
        float fx = x + (float)f * 200;
        gm_sprite_draw(app->sprites, art[f], (gm_rect){fx, y, 32, 32}, 255);
        snprintf(buf, sizeof buf, "%u (%.0f)", p->faces_rolled[f], expected);
        gm_text_draw(app->text, GM_FONT_BODY, 24, false, GM_UI_TEXT, fx + 40, y + 2, GM_ALIGN_LEFT,
                     buf);
    }
}

void gm_play_draw_log(gm_app *app)
{
    const gm_play *p = app->play;
    gm_rect r = gm_play_log_rect(app);
    gm_gfx_round(app->gfx, r, 24, (gm_color){0x14, 0x10, 0x2e, 240});
    gm_gfx_round_outline(app->gfx, r, 24, 3, GM_UI_GOLD);
    gm_text_draw(app->text, GM_FONT_TITLE, 34, true, GM_UI_GOLD, r.x + 30, r.y + 18, GM_ALIGN_LEFT,
                 _("Game log"));
    unsigned scroll = gm_play_screen_view(app)->log_scroll;
    unsigned max = gm_play_log_max_scroll(app);
    scroll = scroll > max ? max : scroll;
    /* Oldest at the top, the newest at the bottom, as in a chat. */
    for (unsigned row = 0; row < LOG_ROWS; row++) {
        unsigned age = scroll + (LOG_ROWS - 1 - row);
        char line[GM_LOG_LEN];
        gm_play_log_line(p, age, line, sizeof line);
        if (line[0] == '\0') {
            continue;
        }
        gm_color c = age == 0 ? GM_UI_GOLD : GM_UI_TEXT;
        gm_text_draw(app->text, GM_FONT_BODY, 24, false, c, r.x + 36,
                     r.y + 80 + (float)row * LOG_ROW_H, GM_ALIGN_LEFT, line);
    }
    draw_dice_counts(app, r.x + 36, r.y + r.h - 44);
    gm_ui_button(app, gm_play_log_arrow(app, true), "^", scroll < max);
    gm_ui_button(app, gm_play_log_arrow(app, false), "v", scroll > 0);
}

/* One figure of the hint, a line of its own; known figures only. Moves *y
 * down past what it drew. */
static void figure(gm_app *app, float x, float *y, const char *label, double value, bool percent)
{
    char buf[160];
    if (isnan(value)) {
        return;
    }
    /* TRANSLATORS: a figure of the hint: "Crash chance of the next roll: 12%". */
    snprintf(buf, sizeof buf, _("%s: %s"), label, "");
    size_t n = strlen(buf);
    if (percent) {
        /* TRANSLATORS: a percentage (French puts a space before the sign). */
        snprintf(buf + n, sizeof buf - n, _("%.0f%%"), value * 100.0);
    } else {
        char num[32];
        snprintf(buf + n, sizeof buf - n, "%s", gm_i18n_decimal(value, 1, num, sizeof num));
    }
    gm_text_draw(app->text, GM_FONT_BODY, 26, false, GM_UI_TEXT, x, *y, GM_ALIGN_LEFT, buf);
    *y += 36;
}

/* Why, in one translated sentence from the hint's figures. */
static void hint_reason(const sc_ai_hint_t *h, char *buf, size_t len)
{
    bool stays = h->choice.kind == SC_CHOICE_STAY;
    bool landing = h->pending == SC_PENDING_LAND || h->pending == SC_PENDING_PARACHUTE;
    bool known = !isnan(h->ev_leave) && (h->pending != SC_PENDING_LAND || !isnan(h->ev_stay));
    char stay[32], leave[32], choice[32];
    gm_i18n_decimal(h->ev_stay, 1, stay, sizeof stay);
    gm_i18n_decimal(h->ev_leave, 1, leave, sizeof leave);
    gm_i18n_decimal(h->ev_choice, 1, choice, sizeof choice);
    switch (known || !landing ? h->pending : SC_PENDING_OVER) {
    case SC_PENDING_LAND:
        if (stays) {
            snprintf(buf, len, _("Staying aboard is worth %s points on average, landing now %s."),
                     stay, leave);
        } else {
            snprintf(buf, len, _("Landing now is worth %s points, staying aboard %s on average."),
                     leave, stay);
        }
        return;
    case SC_PENDING_PARACHUTE:
        snprintf(buf, len, _("A parachute landing here is worth %s points."), leave);
        return;
    case SC_PENDING_TRAVEL:
        if (isnan(h->ev_choice)) {
            snprintf(buf, len, "%s", _("The move the strongest level prefers."));
        } else {
            snprintf(buf, len, _("Worth %s points to you on average from here."), choice);
        }
        return;
    case SC_PENDING_BOARD:
        snprintf(buf, len, "%s", _("The astronaut that the strongest level expects to do most."));
        return;
    case SC_PENDING_MISSIONS:
        snprintf(buf, len, "%s", _("The missions the strongest level expects to complete."));
        return;
    default:
        snprintf(buf, len, "%s", _("What the strongest level would do."));
        return;
    }
}

gm_rect gm_play_hint_rect(const gm_app *app)
{
    gm_rect m = app->layout.mat;
    return (gm_rect){m.x + m.w / 2 - 460, m.y + 30, 920, 400};
}

void gm_play_draw_hint(gm_app *app)
{
    const gm_play_view *v = gm_play_screen_view(app);
    if (v->hint_pending) {
        gm_rect r = gm_play_hint_rect(app);
        r.h = 110;
        gm_gfx_round(app->gfx, r, 24, (gm_color){0x14, 0x10, 0x2e, 240});
        gm_gfx_round_outline(app->gfx, r, 24, 3, GM_UI_GOLD);
        gm_text_center(app->text, GM_FONT_TITLE, 32, true, GM_UI_GOLD, r,
                       _("The commander is thinking..."));
        return;
    }
    if (!v->hint_valid) {
        return;
    }
    const sc_ai_hint_t *h = &v->hint;
    gm_rect r = gm_play_hint_rect(app);
    char what[96], why[200];
    gm_describe_choice(&app->play->game, &h->choice, NULL, what, sizeof what);
    /* Which mission to give back, told to their owner only. */
    gm_mission_view mv[4];
    int viewer = gm_privacy_viewer(app->play, &gm_play_screen_view(app)->privacy);
    unsigned n_mv = viewer < 0 ? 0 : gm_privacy_missions(app->play, viewer, (unsigned)viewer, mv);
    if (h->choice.kind == SC_CHOICE_RETURN_MISSION && h->choice.arg < n_mv &&
        app->play->game.pending.player == viewer) {
        snprintf(what, sizeof what, _("Give back the secret mission of space %u"),
                 (unsigned)mv[h->choice.arg].space);
    }
    hint_reason(h, why, sizeof why);
    /* The odds mean something once the rocket flies. */
    bool flying = h->pending == SC_PENDING_TRAVEL || h->pending == SC_PENDING_LAND;
    const double figures[] = {flying ? h->crash_chance : (double)NAN,
                              h->ev_stay,
                              h->ev_leave,
                              h->ev_choice,
                              h->win_stay,
                              h->win_leave};
    unsigned shown = 0;
    for (unsigned i = 0; i < sizeof figures / sizeof figures[0]; i++) {
        shown += !isnan(figures[i]);
    }
    /* As tall as it needs: the suggestion and its reason wrap (French too). */
    float what_h = gm_text_wrapped(app->text, GM_FONT_TITLE, 32, true, GM_UI_GOLD, 0, 0, r.w - 60,
                                   0, false, what);
    float why_h = gm_text_wrapped(app->text, GM_FONT_BODY, 24, false, GM_UI_TEXT, 0, 0, r.w - 60, 0,
                                  false, why);
    r.h = 20 + what_h + 10 + why_h + 16 + 36 * (float)shown + 50;
    gm_gfx_round(app->gfx, r, 24, (gm_color){0x14, 0x10, 0x2e, 240});
    gm_gfx_round_outline(app->gfx, r, 24, 3, GM_UI_GOLD);
    float y = r.y + 20;
    y += gm_text_wrapped(app->text, GM_FONT_TITLE, 32, true, GM_UI_GOLD, r.x + 30, y, r.w - 60, 0,
                         true, what);
    y += 10 + gm_text_wrapped(app->text, GM_FONT_BODY, 24, false, GM_UI_TEXT, r.x + 30, y + 10,
                              r.w - 60, 0, true, why);
    y += 16;
    figure(app, r.x + 30, &y, _("Crash chance of the next roll"), figures[0], true);
    figure(app, r.x + 30, &y, _("Expected points if staying"), figures[1], false);
    figure(app, r.x + 30, &y, _("Points of the best landing here"), figures[2], false);
    figure(app, r.x + 30, &y, _("Expected points of the suggestion"), figures[3], false);
    figure(app, r.x + 30, &y, _("Winning chance staying"), figures[4], true);
    figure(app, r.x + 30, &y, _("Winning chance leaving"), figures[5], true);
    gm_text_draw(app->text, GM_FONT_BODY, 20, false, (gm_color){0xc8, 0xc0, 0xf0, 220},
                 r.x + r.w - 24, r.y + r.h - 34, GM_ALIGN_RIGHT, _("click anywhere to close"));
}

/* The card over a player board under the pointer: points by source (the
 * planets as they stand now) and the astronauts still at home. */
int gm_play_card_player(const gm_app *app)
{
    const gm_layout *lay = &app->layout;
    if (app->play == NULL || gm_play_screen_view(app)->card_held) {
        return -1;
    }
    for (unsigned pl = 0; pl < app->play->game.setup.n_players && pl < lay->n_boards; pl++) {
        if (gm_ui_hot(app, lay->boards[pl])) {
            return (int)pl;
        }
    }
    return -1;
}

void gm_play_draw_player_card(gm_app *app)
{
    const gm_play *p = app->play;
    const gm_layout *lay = &app->layout;
    const sc_game *g = &p->game;
    for (unsigned pl = 0; pl < g->setup.n_players && pl < lay->n_boards; pl++) {
        gm_rect b = lay->boards[pl];
        if ((int)pl != gm_play_card_player(app)) {
            continue;
        }
        /* Another player's secret missions are theirs until the end. */
        int viewer = gm_privacy_viewer(p, &gm_play_screen_view(app)->privacy);
        bool secret =
            (g->setup.variants & SC_VARIANT_MISSIONS) && !gm_privacy_may_see(p, viewer, pl);
        sc_score sc[SC_MAX_PLAYERS];
        gm_privacy_scores(p, viewer, sc);
        unsigned home = 0;
        for (unsigned a = 0; a < SC_ASTRONAUTS; a++) {
            home += g->players[pl].astronauts[a].kind == SC_AT_HOME;
        }
        const struct {
            const char *label;
            int value;
        } rows[] = {
            {_("Moons"), sc[pl].moons},
            {_("Planets, if the game ended now"), sc[pl].planets_total},
            {_("Deep space"), sc[pl].deep_space},
            {_("Goals"), sc[pl].goals},
            {_("UFO and exploration"), sc[pl].ufo + sc[pl].exploration},
            {_("Secret missions"), sc[pl].missions},
        };
        /* As wide as its longest line needs, in any language. */
        char buf[96], home_line[96];
        snprintf(home_line, sizeof home_line,
                 ngettext("%u of %u astronauts still at home", "%u of %u astronauts still at home",
                          home),
                 home, SC_ASTRONAUTS);
        float w = gm_text_width(app->text, GM_FONT_BODY, 22, false, home_line) + 40;
        for (unsigned i = 0; i < sizeof rows / sizeof rows[0]; i++) {
            float need = gm_text_width(app->text, GM_FONT_BODY, 24, false, rows[i].label) + 110;
            w = need > w ? need : w;
        }
        w = w < 420 ? 420 : w;
        const float h = 330;
        gm_rect r = {b.x + b.w / 2 - w / 2, b.y - h - 12, w, h};
        r.x = r.x < 10 ? 10 : r.x + w > 1910 ? 1910 - w : r.x;
        gm_gfx_round(app->gfx, r, 20, (gm_color){0x14, 0x10, 0x2e, 245});
        gm_gfx_round_outline(app->gfx, r, 20, 3, GM_UI_GOLD);
        gm_text_draw(app->text, GM_FONT_TITLE, 30, true, GM_UI_GOLD, r.x + 20, r.y + 12,
                     GM_ALIGN_LEFT, p->names[pl]);
        float y = r.y + 58;
        for (unsigned i = 0; i < sizeof rows / sizeof rows[0]; i++, y += 34) {
            gm_text_draw(app->text, GM_FONT_BODY, 24, false, GM_UI_TEXT, r.x + 20, y, GM_ALIGN_LEFT,
                         rows[i].label);
            bool hidden = secret && i == sizeof rows / sizeof rows[0] - 1;
            if (hidden) {
                snprintf(buf, sizeof buf, "%s", "?");
            } else {
                snprintf(buf, sizeof buf, "%d", rows[i].value);
            }
            gm_text_draw(app->text, GM_FONT_TITLE, 26, true, GM_UI_TEXT, r.x + w - 24, y,
                         GM_ALIGN_RIGHT, buf);
        }
        gm_text_draw(app->text, GM_FONT_BODY, 22, false, (gm_color){0xc8, 0xc0, 0xf0, 230},
                     r.x + 20, y + 8, GM_ALIGN_LEFT, home_line);
        return;
    }
}

/* The card of a first game's tip, with its two buttons. */
gm_rect gm_play_tip_rect(const gm_app *app)
{
    gm_rect m = app->layout.mat;
    return (gm_rect){m.x + m.w / 2 - 470, m.y + 40, 940, 300};
}

gm_rect gm_play_tip_button(const gm_app *app, bool no_more)
{
    gm_rect r = gm_play_tip_rect(app);
    return no_more ? (gm_rect){r.x + 30, r.y + r.h - 84, 300, 64}
                   : (gm_rect){r.x + r.w - 230, r.y + r.h - 84, 200, 64};
}

void gm_play_draw_tip(gm_app *app)
{
    gm_tip t = (gm_tip)gm_play_screen_view(app)->tip;
    if (t >= GM_TIP_COUNT) {
        return;
    }
    gm_rect r = gm_play_tip_rect(app);
    gm_gfx_round(app->gfx, r, 24, (gm_color){0x14, 0x10, 0x2e, 245});
    gm_gfx_round_outline(app->gfx, r, 24, 3, GM_UI_GOLD);
    gm_sprite_draw(app->sprites, "cat-head-p1", (gm_rect){r.x + 24, r.y + 18, 56, 56}, 255);
    gm_text_draw(app->text, GM_FONT_TITLE, 34, true, GM_UI_GOLD, r.x + 96, r.y + 24, GM_ALIGN_LEFT,
                 gm_tip_title(t));
    gm_text_wrapped(app->text, GM_FONT_BODY, 25, false, GM_UI_TEXT, r.x + 30, r.y + 90, r.w - 60, 0,
                    true, gm_tip_text(t));
    gm_ui_button(app, gm_play_tip_button(app, true), _("No more tips"), true);
    gm_ui_button(app, gm_play_tip_button(app, false), _("Got it"), true);
}
