/* The play screen's input: what a point of the screen is (the geometry of
 * play_geom.h, as drawn), which of the lit things a click may choose, and
 * the mapping of clicks and keys to the legal choices of the session. */
#include "play.h"

#include "play_geom.h"

#include <stdlib.h>

/* ---- the model ---------------------------------------------------------------- */

gm_play *gm_play_new(const gm_layout *lay)
{
    gm_play *p = calloc(1, sizeof *p);
    if (p != NULL && (p->session = gm_session_new()) == NULL) {
        free(p);
        p = NULL;
    }
    if (p != NULL) {
        p->lay = lay;
    }
    return p;
}

void gm_play_free(gm_play *p)
{
    if (p != NULL) {
        gm_session_free(p->session);
        free(p);
    }
}

const sc_game *gm_play_game(const gm_play *p)
{
    return gm_session_game(p->session);
}

gm_selection gm_play_selection(const gm_play *p)
{
    sc_choice plan;
    if (gm_session_plan_shown(p->session, &plan)) {
        if (plan.kind != SC_CHOICE_MOVE) {
            return (gm_selection){0};
        }
        return (gm_selection){plan.faces, plan.pilots, plan.flags};
    }
    if (p->sel_revision != gm_session_revision(p->session)) {
        return (gm_selection){0}; /* made for a decision that is gone */
    }
    return p->sel;
}

void gm_play_select(gm_play *p, gm_selection sel)
{
    p->sel = sel;
    p->sel_revision = gm_session_revision(p->session);
}

/* ---- geometry -------------------------------------------------------------- */

bool gm_play_group_rect(const gm_play *p, unsigned face, gm_rect *out)
{
    return gm_geom_group(p->lay, gm_play_game(p), gm_play_selection(p).faces, face, out);
}

bool gm_play_pilot_rect(const gm_play *p, unsigned seat, gm_rect *out)
{
    return gm_geom_pilot_die(p->lay, gm_play_game(p), gm_play_selection(p).pilots, seat, out);
}

gm_hit gm_play_hit(const gm_play *p, float x, float y)
{
    const gm_layout *lay = p->lay;
    const sc_game *g = gm_play_game(p);
    const sc_mat *mat = g->mat;
    for (unsigned b = 0; b < GM_BTN_COUNT; b++) {
        if (gm_play_button_enabled(p, (gm_button)b) && gm_rect_contains(lay->buttons[b], x, y)) {
            return (gm_hit){GM_HIT_BUTTON, b, 0};
        }
    }
    for (unsigned f = 0; f < SC_FACE_COUNT; f++) {
        gm_rect r;
        if (gm_play_group_rect(p, f, &r) && gm_rect_contains(r, x, y)) {
            return (gm_hit){GM_HIT_GROUP, f, 0};
        }
    }
    for (unsigned s = 0; s < g->n_seats; s++) {
        gm_rect r;
        if (gm_play_pilot_rect(p, s, &r) && gm_rect_contains(r, x, y)) {
            return (gm_hit){GM_HIT_WINDOW, s, 0}; /* the Pilot's die: as its window */
        }
    }
    if (gm_rect_contains(lay->dice_tray, x, y)) {
        return (gm_hit){GM_HIT_TRAY, 0, 0};
    }
    for (unsigned i = 0; i < mat->n_moons; i++) {
        if (gm_rect_contains(lay->moons[i], x, y)) {
            return (gm_hit){GM_HIT_MOON, i, 0};
        }
    }
    for (unsigned i = 0; i < mat->n_planets; i++) {
        if (gm_rect_contains(lay->planets[i], x, y)) {
            return (gm_hit){GM_HIT_PLANET, i, 0};
        }
    }
    if (gm_rect_contains(lay->comet, x, y)) {
        return (gm_hit){GM_HIT_COMET, 0, 0};
    }
    if (gm_rect_contains(lay->galaxy, x, y)) {
        return (gm_hit){GM_HIT_GALAXY, 0, 0};
    }
    for (unsigned s = 0; s < g->n_seats && s < lay->n_windows; s++) {
        if (gm_rect_contains(lay->windows[s], x, y)) {
            return (gm_hit){GM_HIT_WINDOW, s, 0};
        }
    }
    for (unsigned pl = 0; pl < g->setup.n_players; pl++) {
        for (unsigned a = 0; a < SC_ASTRONAUTS; a++) {
            if (gm_rect_contains(gm_layout_cell(lay, pl, a), x, y)) {
                return (gm_hit){GM_HIT_CELL, a, pl};
            }
        }
    }
    if (g->pending.kind == SC_PENDING_MISSIONS) {
        for (unsigned i = 0; i < lay->n_missions; i++) {
            if (gm_rect_contains(lay->missions[i], x, y)) {
                return (gm_hit){GM_HIT_MISSION, i, 0};
            }
        }
    }
    return (gm_hit){GM_HIT_NONE, 0, 0};
}

/* ---- what is legal ----------------------------------------------------------- */

static bool find_choice(const gm_play *p, const sc_choice *want, sc_choice *out)
{
    const sc_choice *choices = gm_session_choices(p->session);
    size_t n = gm_session_n_choices(p->session);
    for (size_t i = 0; i < n; i++) {
        const sc_choice *c = &choices[i];
        if (c->kind != want->kind) {
            continue;
        }
        bool same = true;
        switch (c->kind) {
        case SC_CHOICE_MOVE:
            same = c->faces == want->faces && c->pilots == want->pilots && c->flags == want->flags;
            break;
        case SC_CHOICE_LAND:
            same = c->target == want->target && c->index == want->index;
            break;
        case SC_CHOICE_BOARD:
        case SC_CHOICE_RETURN_MISSION:
            same = c->arg == want->arg;
            break;
        default:
            break;
        }
        if (same) {
            if (out != NULL) {
                *out = *c;
            }
            return true;
        }
    }
    return false;
}

static bool has_kind(const gm_play *p, sc_choice_kind kind)
{
    const sc_choice *choices = gm_session_choices(p->session);
    size_t n = gm_session_n_choices(p->session);
    for (size_t i = 0; i < n; i++) {
        if (choices[i].kind == kind) {
            return true;
        }
    }
    return false;
}

static bool move_exists(const gm_play *p, uint8_t faces, uint8_t pilots, uint8_t flags)
{
    const sc_choice *choices = gm_session_choices(p->session);
    size_t n = gm_session_n_choices(p->session);
    for (size_t i = 0; i < n; i++) {
        const sc_choice *c = &choices[i];
        if (c->kind == SC_CHOICE_MOVE && (c->faces & faces) == faces &&
            (c->pilots & pilots) == pilots && (c->flags & flags) == flags) {
            return true;
        }
    }
    return false;
}

bool gm_play_group_usable(const gm_play *p, unsigned face)
{
    return face < SC_FACE_COUNT && gm_play_game(p)->pending.kind == SC_PENDING_TRAVEL &&
           move_exists(p, (uint8_t)(1u << face), 0, 0);
}

bool gm_play_pilot_usable(const gm_play *p, unsigned seat)
{
    return seat < SC_MAX_PLAYERS && gm_play_game(p)->pending.kind == SC_PENDING_TRAVEL &&
           move_exists(p, 0, (uint8_t)(1u << seat), 0);
}

static sc_choice selected_move(const gm_play *p)
{
    gm_selection sel = gm_play_selection(p);
    return (sc_choice){
        .kind = SC_CHOICE_MOVE, .faces = sel.faces, .pilots = sel.pilots, .flags = sel.flags};
}

int gm_play_preview_space(const gm_play *p)
{
    sc_choice c = selected_move(p);
    const sc_game *g = gm_play_game(p);
    if (g->pending.kind != SC_PENDING_TRAVEL || !find_choice(p, &c, &c)) {
        return -1;
    }
    unsigned to = g->rocket_space + sc_game_move_distance(g, &c);
    unsigned deep = sc_mat_deep(g->mat);
    return (int)(to > deep ? deep : to);
}

bool gm_play_button_enabled(const gm_play *p, gm_button b)
{
    const sc_game *g = gm_play_game(p);
    const gm_session *s = p->session;
    switch (b) {
    case GM_BTN_ROLL:
        return g->pending.kind == SC_PENDING_ROLL;
    case GM_BTN_CONFIRM:
        return gm_play_preview_space(p) >= 0;
    case GM_BTN_STAY:
        return has_kind(p, SC_CHOICE_STAY);
    case GM_BTN_REROLL:
        return has_kind(p, SC_CHOICE_REROLL);
    case GM_BTN_CRASH:
        return has_kind(p, SC_CHOICE_CRASH);
    case GM_BTN_EXTRA:
        return g->pending.kind == SC_PENDING_TRAVEL && move_exists(p, 0, 0, SC_MOVE_EXTRA);
    case GM_BTN_KEEP:
        return g->pending.kind == SC_PENDING_TRAVEL && move_exists(p, 0, 0, SC_MOVE_KEEP);
    case GM_BTN_MENU:
    case GM_BTN_LOG:
    case GM_BTN_RULES:
        return true;
    case GM_BTN_HINT:
        return gm_session_human_turn(s) && g->pending.kind != SC_PENDING_ROLL;
    case GM_BTN_UNDO:
        return gm_session_can_undo(s);
    case GM_BTN_SKIP:
        /* Not while the computer waits for a human's undo: Undo is there. */
        return !gm_session_human_turn(s) && !sc_game_over(g) && !gm_session_can_undo(s);
    case GM_BTN_COUNT:
        break;
    }
    return false;
}

bool gm_play_land_choice(const gm_play *p, gm_hit_kind body, unsigned index, sc_choice *out)
{
    sc_choice want = {.kind = SC_CHOICE_LAND, .index = (uint8_t)index};
    switch (body) {
    case GM_HIT_MOON:
        want.target = SC_TARGET_MOON;
        break;
    case GM_HIT_PLANET:
        want.target = SC_TARGET_PLANET;
        break;
    case GM_HIT_COMET:
    case GM_HIT_GALAXY:
        /* Deep space is one target: the lander stepping off the last space. */
        want.target = SC_TARGET_DEEP;
        want.index = 0;
        break;
    default:
        return false;
    }
    return find_choice(p, &want, out);
}

bool gm_play_board_choosable(const gm_play *p, unsigned player, unsigned ability)
{
    sc_choice want = {.kind = SC_CHOICE_BOARD, .arg = (uint8_t)ability};
    return gm_play_game(p)->pending.kind == SC_PENDING_BOARD &&
           gm_play_game(p)->pending.player == (int)player && find_choice(p, &want, NULL);
}

/* ---- input --------------------------------------------------------------------- */

/* Adds a die group, a Pilot's die or an option to the selection, or takes
 * it out again. */
static bool toggle(gm_play *p, uint8_t faces, uint8_t pilots, uint8_t flags)
{
    gm_selection sel = gm_play_selection(p);
    sel.faces ^= faces;
    sel.pilots ^= pilots;
    sel.flags ^= flags;
    gm_play_select(p, sel);
    return true;
}

static bool click_button(gm_play *p, gm_button b)
{
    sc_choice c = {0};
    switch (b) {
    case GM_BTN_ROLL:
        return gm_session_submit_roll(p->session);
    case GM_BTN_CONFIRM:
        c = selected_move(p);
        return find_choice(p, &c, &c) && gm_session_submit(p->session, &c);
    case GM_BTN_STAY:
        c.kind = SC_CHOICE_STAY;
        return gm_session_submit(p->session, &c);
    case GM_BTN_REROLL:
        c.kind = SC_CHOICE_REROLL;
        return gm_session_submit(p->session, &c);
    case GM_BTN_CRASH:
        c.kind = SC_CHOICE_CRASH;
        return gm_session_submit(p->session, &c);
    case GM_BTN_EXTRA:
        return toggle(p, 0, 0, SC_MOVE_EXTRA);
    case GM_BTN_KEEP:
        return toggle(p, 0, 0, SC_MOVE_KEEP);
    case GM_BTN_UNDO:
        return gm_session_submit_undo(p->session);
    case GM_BTN_SKIP:
        gm_session_skip(p->session);
        return true;
    case GM_BTN_MENU:
    case GM_BTN_LOG:
    case GM_BTN_RULES:
    case GM_BTN_HINT: /* overlays of the screen, not the model's */
    case GM_BTN_COUNT:
        break;
    }
    return false;
}

/* The first thing clicked of a move, when it is a legal move that no
 * other legal move extends (no more dice, pilots or options to add), can
 * only mean that move: it goes at once, so a move made only one way takes
 * one click, not a selection then Go. A selection being built (a second
 * click) waits for Go, so a player comparing moves is not cut short. */
static bool select_and_maybe_go(gm_play *p, bool first)
{
    sc_choice c = selected_move(p);
    if (!first || !find_choice(p, &c, &c)) {
        return true;
    }
    const sc_choice *choices = gm_session_choices(p->session);
    size_t n = gm_session_n_choices(p->session);
    for (size_t i = 0; i < n; i++) {
        const sc_choice *o = &choices[i];
        if (o->kind == SC_CHOICE_MOVE && (o->faces & c.faces) == c.faces &&
            (o->pilots & c.pilots) == c.pilots && (o->flags & c.flags) == c.flags &&
            (o->faces != c.faces || o->pilots != c.pilots || o->flags != c.flags)) {
            return true;
        }
    }
    return gm_session_submit(p->session, &c);
}

static bool click(gm_play *p, float x, float y)
{
    gm_hit h = gm_play_hit(p, x, y);
    sc_choice c = {0};
    bool first;
    switch (h.kind) {
    case GM_HIT_BUTTON:
        return click_button(p, (gm_button)h.index);
    case GM_HIT_TRAY:
        return gm_play_game(p)->pending.kind == SC_PENDING_ROLL &&
               gm_session_submit_roll(p->session);
    case GM_HIT_GROUP:
        if (!gm_play_group_usable(p, h.index)) {
            return false;
        }
        first = (gm_play_selection(p).faces | gm_play_selection(p).pilots) == 0;
        toggle(p, (uint8_t)(1u << h.index), 0, 0);
        return select_and_maybe_go(p, first);
    case GM_HIT_WINDOW:
        if (!gm_play_pilot_usable(p, h.index)) {
            return false;
        }
        first = (gm_play_selection(p).faces | gm_play_selection(p).pilots) == 0;
        toggle(p, 0, (uint8_t)(1u << h.index), 0);
        return select_and_maybe_go(p, first);
    case GM_HIT_MOON:
    case GM_HIT_PLANET:
    case GM_HIT_COMET:
    case GM_HIT_GALAXY:
        return gm_play_land_choice(p, h.kind, h.index, &c) && gm_session_submit(p->session, &c);
    case GM_HIT_CELL:
        if (!gm_play_board_choosable(p, h.board, h.index)) {
            return false;
        }
        c = (sc_choice){.kind = SC_CHOICE_BOARD, .arg = (uint8_t)h.index};
        return gm_session_submit(p->session, &c);
    case GM_HIT_MISSION:
        c = (sc_choice){.kind = SC_CHOICE_RETURN_MISSION, .arg = (uint8_t)h.index};
        return find_choice(p, &c, &c) && gm_session_submit(p->session, &c);
    case GM_HIT_NONE:
        break;
    }
    return false;
}

bool gm_play_input(gm_play *p, const gm_input *in)
{
    if (gm_session_submitted(p->session) && in->kind != GM_IN_MOVE) {
        return false; /* the game is about to change: this was meant for the old one */
    }
    switch (in->kind) {
    case GM_IN_MOVE:
        return true; /* hover highlights */
    case GM_IN_RELEASE:
        if (gm_anims_active(gm_session_anims(p->session))) {
            gm_session_hurry(p->session); /* a click hurries the show along */
            return true;
        }
        if (!gm_session_human_turn(p->session)) {
            /* A computer's turn: Skip, or Undo while it waits (the grace). */
            gm_hit h = gm_play_hit(p, in->x, in->y);
            return h.kind == GM_HIT_BUTTON && (h.index == GM_BTN_SKIP || h.index == GM_BTN_UNDO) &&
                   click(p, in->x, in->y);
        }
        return click(p, in->x, in->y);
    case GM_IN_KEY:
        if (in->key == GM_KEY_TAB) {
            gm_session_skip(p->session);
            return true;
        }
        if (in->key == GM_KEY_BACKSPACE) {
            return gm_session_submit_undo(p->session);
        }
        if (gm_anims_active(gm_session_anims(p->session))) {
            gm_session_hurry(p->session); /* a key, as a click, ends the show (a callout) */
            return true;
        }
        if (!gm_session_human_turn(p->session)) {
            return false;
        }
        if (in->key == GM_KEY_SPACE && gm_play_game(p)->pending.kind == SC_PENDING_ROLL) {
            return gm_session_submit_roll(p->session);
        }
        if (in->key == GM_KEY_ENTER) {
            sc_choice c = selected_move(p);
            return find_choice(p, &c, &c) && gm_session_submit(p->session, &c);
        }
        return false;
    case GM_IN_PRESS:
    case GM_IN_QUIT:
    case GM_IN_WHEEL:
    case GM_IN_TEXT:
        break;
    }
    return false;
}
