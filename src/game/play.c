/* The play screen's model: input and ticks in, legal choices out. */
#include "play.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "bot.h"

enum {
    GROUP_GAP = 26, /* between dice groups in the tray */
    DIE_GAP = 6,    /* between dice of one group */
};

/* ---- log ----------------------------------------------------------------- */

#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
static void
log_line(gm_play *p, const char *fmt, ...)
{
    char *dst = p->log[p->log_count % GM_LOG_LINES];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(dst, GM_LOG_LEN, fmt, ap);
    va_end(ap);
    p->log_count++;
}

const char *gm_play_log_line(const gm_play *p, unsigned age)
{
    if (age >= p->log_count || age >= GM_LOG_LINES) {
        return "";
    }
    return p->log[(p->log_count - 1 - age) % GM_LOG_LINES];
}

/* ---- state changes --------------------------------------------------------- */

static void refresh(gm_play *p)
{
    p->n_choices = sc_game_choices(&p->game, p->choices);
    p->sel_faces = p->sel_pilots = p->sel_flags = 0;
    p->bot_planned = false;
    p->bot_wait = p->bot_delay;
}

static bool apply(gm_play *p, const sc_choice *c)
{
    sc_game before = p->game;
    if (sc_game_apply(&p->game, c) != SC_OK) {
        return false;
    }
    sc_record_choice(&p->record, &before, c);
    char text[64];
    sc_choice_format(&before, c, text, sizeof text);
    log_line(p, "%s: %s", p->names[before.pending.player], text);
    p->actions++;
    refresh(p);
    return true;
}

static bool roll(gm_play *p)
{
    uint8_t faces[SC_MAX_DICE];
    unsigned n = p->game.pool;
    int who = p->game.pending.player;
    sc_game before = p->game;
    if (sc_game_roll(&p->game, faces) != SC_OK) {
        return false;
    }
    sc_record_roll(&p->record, &before, faces, n);
    char text[64] = "";
    size_t used = 0;
    for (unsigned i = 0; i < n && used + 3 < sizeof text; i++) {
        used += (size_t)snprintf(text + used, sizeof text - used, " %s",
                                 sc_face_name((sc_face)faces[i]));
    }
    log_line(p, "%s rolls%s", p->names[who], text);
    p->actions++;
    refresh(p);
    return true;
}

bool gm_play_roll_fixed(gm_play *p, const uint8_t *faces, unsigned n)
{
    sc_game before = p->game;
    if (sc_game_roll_fixed(&p->game, faces, n) != SC_OK) {
        return false;
    }
    sc_record_roll(&p->record, &before, faces, n);
    log_line(p, "%s rolls (scripted)", p->names[p->game.pending.player]);
    p->actions++;
    refresh(p);
    return true;
}

/* Clears p for a new game, keeping the record's buffer for reuse. */
static void reset(gm_play *p, const gm_layout *lay, const gm_seat seats[SC_MAX_PLAYERS])
{
    sc_record kept = p->record;
    memset(p, 0, sizeof *p);
    p->record = kept;
    p->lay = lay;
    for (unsigned i = 0; i < SC_MAX_PLAYERS; i++) {
        p->seats[i] = seats[i];
        if (seats[i].name[0] != '\0') {
            snprintf(p->names[i], sizeof p->names[i], "%s", seats[i].name);
        } else {
            snprintf(p->names[i], sizeof p->names[i], "%s %u",
                     seats[i].kind == GM_SEAT_COMPUTER ? "Computer" : "Player", i + 1);
        }
    }
}

bool gm_play_start(gm_play *p, const gm_layout *lay, const sc_mat *mat, const sc_setup *setup,
                   const gm_seat seats[SC_MAX_PLAYERS])
{
    reset(p, lay, seats);
    if (!sc_game_init(&p->game, mat, setup)) {
        return false;
    }
    sc_record_begin(&p->record, &p->game);
    /* The computer's own stream: the game's generator stays the dice's. */
    sc_rng_seed(&p->bot_rng, setup->seed ^ 0x5ca7c0deULL);
    refresh(p);
    log_line(p, "A new game for %u players", setup->n_players);
    return true;
}

/* Counts the rolls and decisions of a record: the actions of its game. */
static unsigned record_actions(const sc_record *r)
{
    unsigned n = 0;
    const char *s = r->text;
    for (const char *line = s; line != NULL && *line != '\0';) {
        /* Header lines are keywords; actions start with "roll" or a seat digit. */
        if (strncmp(line, "roll ", 5) == 0 || (*line >= '0' && *line <= '9')) {
            n++;
        }
        const char *nl = strchr(line, '\n');
        line = nl != NULL ? nl + 1 : NULL;
    }
    return n;
}

bool gm_play_resume(gm_play *p, const gm_layout *lay, const sc_mat *mat, const char *text,
                    size_t len, const gm_seat seats[SC_MAX_PLAYERS], sc_record_error *err)
{
    reset(p, lay, seats);
    if (!sc_record_resume(text, len, mat, &p->game, &p->record, err)) {
        p->frozen = true;
        return false;
    }
    p->actions = record_actions(&p->record);
    sc_rng_seed(&p->bot_rng, p->game.setup.seed ^ 0x5ca7c0deULL ^ p->actions);
    refresh(p);
    log_line(p, "The game resumes");
    return true;
}

void gm_play_free(gm_play *p)
{
    sc_record_free(&p->record);
}

int gm_play_actor(const gm_play *p)
{
    return sc_game_over(&p->game) ? -1 : p->game.pending.player;
}

bool gm_play_human_turn(const gm_play *p)
{
    int a = gm_play_actor(p);
    return a >= 0 && p->seats[a].kind == GM_SEAT_HUMAN;
}

bool gm_play_busy(const gm_play *p)
{
    return !sc_game_over(&p->game) && !gm_play_human_turn(p) && !p->frozen;
}

/* ---- geometry -------------------------------------------------------------- */

static bool showing_roll(const gm_play *p)
{
    return p->game.pending.kind == SC_PENDING_TRAVEL;
}

bool gm_play_group_rect(const gm_play *p, unsigned face, gm_rect *out)
{
    if (!showing_roll(p) || face >= SC_FACE_COUNT || p->game.roll[face] == 0) {
        return false;
    }
    const gm_rect tray = p->lay->dice_tray;
    float die = p->lay->die_size;
    unsigned dice = 0, groups = 0;
    for (unsigned f = 0; f < SC_FACE_COUNT; f++) {
        dice += p->game.roll[f];
        groups += p->game.roll[f] > 0;
    }
    float width =
        (float)dice * die + (float)(dice - groups) * DIE_GAP + (float)(groups - 1) * GROUP_GAP;
    float x = tray.x + (tray.w - width) / 2;
    for (unsigned f = 0; f < SC_FACE_COUNT; f++) {
        unsigned n = p->game.roll[f];
        if (n == 0) {
            continue;
        }
        float w = (float)n * die + (float)(n - 1) * DIE_GAP;
        if (f == face) {
            *out = (gm_rect){x, tray.y + (tray.h - die) / 2, w, die};
            return true;
        }
        x += w + GROUP_GAP;
    }
    return false;
}

gm_hit gm_play_hit(const gm_play *p, float x, float y)
{
    const gm_layout *lay = p->lay;
    const sc_mat *mat = p->game.mat;
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
    for (unsigned s = 0; s < p->game.n_seats && s < lay->n_windows; s++) {
        if (gm_rect_contains(lay->windows[s], x, y)) {
            return (gm_hit){GM_HIT_WINDOW, s, 0};
        }
    }
    for (unsigned pl = 0; pl < p->game.setup.n_players; pl++) {
        for (unsigned a = 0; a < SC_ASTRONAUTS; a++) {
            if (gm_rect_contains(gm_layout_cell(lay, pl, a), x, y)) {
                return (gm_hit){GM_HIT_CELL, a, pl};
            }
        }
    }
    if (p->game.pending.kind == SC_PENDING_MISSIONS) {
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
    for (size_t i = 0; i < p->n_choices; i++) {
        const sc_choice *c = &p->choices[i];
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
    for (size_t i = 0; i < p->n_choices; i++) {
        if (p->choices[i].kind == kind) {
            return true;
        }
    }
    return false;
}

static bool move_exists(const gm_play *p, uint8_t faces, uint8_t pilots, uint8_t flags)
{
    for (size_t i = 0; i < p->n_choices; i++) {
        const sc_choice *c = &p->choices[i];
        if (c->kind == SC_CHOICE_MOVE && (c->faces & faces) == faces &&
            (c->pilots & pilots) == pilots && (c->flags & flags) == flags) {
            return true;
        }
    }
    return false;
}

bool gm_play_group_usable(const gm_play *p, unsigned face)
{
    return face < SC_FACE_COUNT && p->game.pending.kind == SC_PENDING_TRAVEL &&
           move_exists(p, (uint8_t)(1u << face), 0, 0);
}

bool gm_play_pilot_usable(const gm_play *p, unsigned seat)
{
    return seat < SC_MAX_PLAYERS && p->game.pending.kind == SC_PENDING_TRAVEL &&
           move_exists(p, 0, (uint8_t)(1u << seat), 0);
}

static sc_choice selected_move(const gm_play *p)
{
    return (sc_choice){.kind = SC_CHOICE_MOVE,
                       .faces = p->sel_faces,
                       .pilots = p->sel_pilots,
                       .flags = p->sel_flags};
}

int gm_play_preview_space(const gm_play *p)
{
    sc_choice c = selected_move(p);
    if (p->game.pending.kind != SC_PENDING_TRAVEL || !find_choice(p, &c, &c)) {
        return -1;
    }
    unsigned to = p->game.rocket_space + sc_game_move_distance(&p->game, &c);
    unsigned deep = sc_mat_deep(p->game.mat);
    return (int)(to > deep ? deep : to);
}

bool gm_play_button_enabled(const gm_play *p, gm_button b)
{
    const sc_game *g = &p->game;
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
        return true;
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
    return p->game.pending.kind == SC_PENDING_BOARD && p->game.pending.player == (int)player &&
           find_choice(p, &want, NULL);
}

/* ---- input --------------------------------------------------------------------- */

static bool toggle(uint8_t *bits, uint8_t bit)
{
    *bits ^= bit;
    return true;
}

static bool click_button(gm_play *p, gm_button b)
{
    sc_choice c = {0};
    switch (b) {
    case GM_BTN_ROLL:
        return roll(p);
    case GM_BTN_CONFIRM:
        c = selected_move(p);
        return find_choice(p, &c, &c) && apply(p, &c);
    case GM_BTN_STAY:
        c.kind = SC_CHOICE_STAY;
        return apply(p, &c);
    case GM_BTN_REROLL:
        c.kind = SC_CHOICE_REROLL;
        return apply(p, &c);
    case GM_BTN_CRASH:
        c.kind = SC_CHOICE_CRASH;
        return apply(p, &c);
    case GM_BTN_EXTRA:
        return toggle(&p->sel_flags, SC_MOVE_EXTRA);
    case GM_BTN_KEEP:
        return toggle(&p->sel_flags, SC_MOVE_KEEP);
    case GM_BTN_MENU:
    case GM_BTN_COUNT:
        break;
    }
    return false;
}

static bool click(gm_play *p, float x, float y)
{
    gm_hit h = gm_play_hit(p, x, y);
    sc_choice c = {0};
    switch (h.kind) {
    case GM_HIT_BUTTON:
        return click_button(p, (gm_button)h.index);
    case GM_HIT_TRAY:
        return p->game.pending.kind == SC_PENDING_ROLL && roll(p);
    case GM_HIT_GROUP:
        if (!gm_play_group_usable(p, h.index)) {
            return false;
        }
        return toggle(&p->sel_faces, (uint8_t)(1u << h.index));
    case GM_HIT_WINDOW:
        if (!gm_play_pilot_usable(p, h.index)) {
            return false;
        }
        return toggle(&p->sel_pilots, (uint8_t)(1u << h.index));
    case GM_HIT_MOON:
    case GM_HIT_PLANET:
    case GM_HIT_COMET:
    case GM_HIT_GALAXY:
        return gm_play_land_choice(p, h.kind, h.index, &c) && apply(p, &c);
    case GM_HIT_CELL:
        if (!gm_play_board_choosable(p, h.board, h.index)) {
            return false;
        }
        c = (sc_choice){.kind = SC_CHOICE_BOARD, .arg = (uint8_t)h.index};
        return apply(p, &c);
    case GM_HIT_MISSION:
        c = (sc_choice){.kind = SC_CHOICE_RETURN_MISSION, .arg = (uint8_t)h.index};
        return find_choice(p, &c, &c) && apply(p, &c);
    case GM_HIT_NONE:
        break;
    }
    return false;
}

bool gm_play_input(gm_play *p, const gm_input *in)
{
    switch (in->kind) {
    case GM_IN_MOVE:
        p->pointer_x = in->x;
        p->pointer_y = in->y;
        return true; /* hover highlights */
    case GM_IN_RELEASE:
        return gm_play_human_turn(p) && click(p, in->x, in->y);
    case GM_IN_KEY:
        if (!gm_play_human_turn(p)) {
            return false;
        }
        if (in->key == GM_KEY_SPACE && p->game.pending.kind == SC_PENDING_ROLL) {
            return roll(p);
        }
        if (in->key == GM_KEY_ENTER) {
            sc_choice c = selected_move(p);
            return find_choice(p, &c, &c) && apply(p, &c);
        }
        return false;
    case GM_IN_PRESS:
    case GM_IN_QUIT:
        break;
    }
    return false;
}

/* ---- computer seats ------------------------------------------------------------- */

/* Shows the plan the way a human would build it (groups lifted, target lit). */
static void show_plan(gm_play *p, const sc_choice *c)
{
    if (c->kind == SC_CHOICE_MOVE) {
        p->sel_faces = c->faces;
        p->sel_pilots = c->pilots;
        p->sel_flags = c->flags;
    }
}

bool gm_play_plan(gm_play *p)
{
    if (p->bot_planned || p->n_choices == 0 || gm_play_human_turn(p) || sc_game_over(&p->game)) {
        return false;
    }
    size_t i = gm_bot_choose(&p->game, p->choices, p->n_choices, &p->bot_rng);
    p->bot_plan = p->choices[i];
    p->bot_planned = true;
    show_plan(p, &p->bot_plan);
    return true;
}

static bool bot_step(gm_play *p)
{
    if (p->game.pending.kind == SC_PENDING_ROLL) {
        return roll(p);
    }
    if (gm_play_plan(p)) {
        if (p->bot_delay > 0) {
            p->bot_wait = p->bot_delay;
            return true;
        }
    }
    sc_choice c = p->bot_plan;
    return apply(p, &c);
}

bool gm_play_tick(gm_play *p, unsigned max_actions)
{
    bool changed = false;
    for (unsigned i = 0; i < max_actions && gm_play_busy(p); i++) {
        if (p->bot_wait > 0) {
            p->bot_wait--;
            break;
        }
        if (!bot_step(p)) {
            break;
        }
        changed = true;
    }
    return changed;
}
