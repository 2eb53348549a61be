/* The play screen's model: input and ticks in, legal choices out. */
#include "play.h"

#include <stdio.h>
#include <string.h>

#include "describe.h"
#include "i18n.h"
#include "spacecats/ai.h"
#include "think.h"

enum {
    GROUP_GAP = 26, /* between dice groups in the tray */
    DIE_GAP = 6,    /* between dice of one group */
};

/* ---- log ----------------------------------------------------------------- */

static void log_add(gm_play *p, gm_log_kind kind, int who)
{
    gm_log_entry e = {.kind = (uint8_t)kind, .who = (int8_t)who};
    gm_log_add(&p->log, &e);
}

unsigned gm_play_log_size(const gm_play *p)
{
    return gm_log_size(&p->log);
}

void gm_play_log_line(const gm_play *p, unsigned age, char *buf, size_t len)
{
    gm_log_line(&p->log, age, p->game.mat, p->names, buf, len);
}

const char *gm_play_head_sprite(const gm_play *p, unsigned player)
{
    static const char *const heads[SC_MAX_PLAYERS] = {"cat-head-p1", "cat-head-p2", "cat-head-p3",
                                                      "cat-head-p4", "cat-head-p5"};
    unsigned c = player < SC_MAX_PLAYERS ? p->seats[player].colour : 0;
    return heads[c < SC_MAX_PLAYERS ? c : 0];
}

/* ---- animations of a change ------------------------------------------------ */

static gm_point rect_centre(gm_rect r)
{
    return (gm_point){r.x + r.w / 2, r.y + r.h / 2};
}

/* Where an astronaut stands on the mat, roughly (the body's centre). */
static bool place_point(const gm_layout *lay, const sc_place *at, gm_point *out)
{
    switch (at->kind) {
    case SC_AT_MOON:
        *out = rect_centre(lay->moons[at->index]);
        return true;
    case SC_AT_PLANET:
        *out = rect_centre(lay->planets[at->index]);
        return true;
    case SC_AT_COMET:
        *out = rect_centre(lay->comet);
        return true;
    case SC_AT_GALAXY:
        *out = rect_centre(lay->galaxy);
        return true;
    default:
        return false;
    }
}

static gm_point window_point(const gm_layout *lay, unsigned seat)
{
    return seat < lay->n_windows ? rect_centre(lay->windows[seat]) : rect_centre(lay->rocket);
}

/* Points a player scored that show at once (not the provisional planets). */
static int banked(const sc_score *s)
{
    return s->moons + s->deep_space + s->goals + s->ufo + s->exploration;
}

static void queue_fly(gm_play *p, const char *sprite, const char *label, gm_point from, gm_point to,
                      float size, float duration, gm_cue cue, gm_hide hide, unsigned hide_index,
                      bool after_prev)
{
    gm_anim a = {.kind = GM_ANIM_FLY,
                 .duration = duration,
                 .cue = cue,
                 .hide = hide,
                 .hide_index = hide_index,
                 .from = from,
                 .to = to,
                 .size = size};
    snprintf(a.sprite, sizeof a.sprite, "%s", sprite);
    snprintf(a.label, sizeof a.label, "%s", label);
    gm_anims_push(&p->anims, &a, after_prev);
}

/* A crash happened between the two states. With no parachute aboard the
 * crash ends the expedition at once and the next one has begun (crashed is
 * false again), so the failure track is what tells. */
static bool crashed_between(const sc_game *before, const sc_game *g)
{
    return g->failures > before->failures || (g->crashed && !before->crashed);
}

/* Queues the animations that show how `before` became the current game. */
static void animate_change(gm_play *p, const sc_game *before, const sc_choice *c)
{
    const sc_game *g = &p->game;
    const gm_layout *lay = p->lay;
    if (p->anims.scale <= 0 || lay == NULL) {
        return;
    }
    /* Where the move took the rocket, from the state before it: a move into
     * deep space ends the expedition, and the game after it already has the
     * rocket back at the start of the next one. */
    unsigned reached = before->rocket_space;
    if (c != NULL && c->kind == SC_CHOICE_MOVE) {
        unsigned deep = sc_mat_deep(before->mat);
        reached += sc_game_move_distance(before, c);
        reached = reached > deep ? deep : reached;
    }
    if (reached > before->rocket_space) {
        if (!p->moved) {
            gm_anim launch = {.kind = GM_ANIM_PAUSE, .duration = 0.35f, .cue = GM_CUE_LAUNCH};
            gm_anims_push(&p->anims, &launch, true);
            p->moved = true;
        }
        gm_anim r = {.kind = GM_ANIM_ROCKET,
                     .duration = 0.16f * (float)(reached - before->rocket_space),
                     .cue = GM_CUE_MOVE,
                     .hide = GM_HIDE_ROCKET,
                     .space_from = before->rocket_space,
                     .space_to = reached};
        gm_anims_push(&p->anims, &r, true);
    }
    if (crashed_between(before, g)) {
        gm_anim boom = {
            .kind = GM_ANIM_EXPLOSION, .duration = 1.1f, .cue = GM_CUE_EXPLOSION, .size = 260};
        unsigned s = before->rocket_space < lay->n_spaces ? before->rocket_space : 0;
        boom.from = boom.to = lay->spaces[s];
        gm_anims_push(&p->anims, &boom, true);
    }
    bool home_first = true; /* after a crash the cats fly home together */
    sc_score old[SC_MAX_PLAYERS], now[SC_MAX_PLAYERS];
    sc_game_score(before, old);
    sc_game_score(g, now);
    for (unsigned pl = 0; pl < g->setup.n_players; pl++) {
        const char *head = gm_play_head_sprite(p, pl);
        for (unsigned ab = 0; ab < SC_ASTRONAUTS; ab++) {
            const sc_place *was = &before->players[pl].astronauts[ab];
            const sc_place *is = &g->players[pl].astronauts[ab];
            gm_point to;
            if (was->kind == SC_AT_HOME && is->kind == SC_AT_ROCKET) {
                gm_point from = rect_centre(gm_layout_cell(lay, pl, ab));
                queue_fly(p, head, "", from, window_point(lay, is->index), 90, 0.55f, GM_CUE_MEOW,
                          GM_HIDE_WINDOW, is->index, true);
            } else if (was->kind == SC_AT_ROCKET && place_point(lay, is, &to)) {
                queue_fly(p, head, "", window_point(lay, was->index), to, 80, 0.6f, GM_CUE_LAND,
                          GM_HIDE_LANDED, pl * SC_ASTRONAUTS + ab, true);
            } else if (was->kind == SC_AT_ROCKET && is->kind == SC_AT_HOME) {
                gm_point cell = rect_centre(gm_layout_cell(lay, pl, ab));
                queue_fly(p, head, "", window_point(lay, was->index), cell, 80, 0.6f, GM_CUE_NONE,
                          GM_HIDE_HOME, pl * SC_ASTRONAUTS + ab, home_first);
                home_first = false;
            }
        }
        int gained = banked(&now[pl]) - banked(&old[pl]);
        if (gained > 0 && pl < lay->n_boards) {
            char label[GM_ANIM_LABEL];
            snprintf(label, sizeof label, "+%d", gained);
            gm_rect b = lay->boards[pl];
            bool goal = now[pl].goals > old[pl].goals;
            gm_point from = goal ? rect_centre(lay->goals) : rect_centre(lay->rocket);
            for (unsigned ab = 0; ab < SC_ASTRONAUTS && !goal; ab++) {
                const sc_place *is = &g->players[pl].astronauts[ab];
                if (before->players[pl].astronauts[ab].kind == SC_AT_ROCKET &&
                    place_point(lay, is, &from)) {
                    break;
                }
            }
            queue_fly(p, "token-point", label, from, (gm_point){b.x + b.w - 30, b.y + 24}, 64, 0.7f,
                      goal ? GM_CUE_GOAL : GM_CUE_NONE, GM_HIDE_NONE, 0, true);
        }
    }
    if (g->expedition != before->expedition) {
        gm_anim beat = {.kind = GM_ANIM_PAUSE, .duration = 0.4f};
        gm_anims_push(&p->anims, &beat, true);
    }
}

/* The secret missions are revealed at the final scoring, not before
 * (rulebook: their points are added at the end of the game). */
static void log_missions(gm_play *p)
{
    const sc_game *g = &p->game;
    if (!(g->setup.variants & SC_VARIANT_MISSIONS)) {
        return;
    }
    sc_score sc[SC_MAX_PLAYERS];
    sc_game_score(g, sc);
    for (unsigned pl = 0; pl < g->setup.n_players; pl++) {
        gm_log_entry e = {.kind = GM_LOG_MISSIONS,
                          .who = (int8_t)pl,
                          .count = (uint8_t)sc[pl].missions_done,
                          .limit = g->players[pl].n_missions,
                          .points = (uint16_t)sc[pl].missions};
        gm_log_add(&p->log, &e);
    }
}

/* Log lines for what a change brought about beyond the decision itself:
 * a crash, a goal won, the end of the game. */
static void log_events(gm_play *p, const sc_game *before)
{
    const sc_game *g = &p->game;
    if (crashed_between(before, g)) {
        gm_log_entry e = {.kind = GM_LOG_CRASH,
                          .who = -1,
                          .space = (uint16_t)before->rocket_space,
                          .failure = (uint16_t)g->failures,
                          .limit = (uint16_t)g->mat->failures_to_end};
        gm_log_add(&p->log, &e);
    }
    for (unsigned i = 0; i < g->mat->n_goals && i < SC_MAX_GOALS; i++) {
        int owner = g->goal_owner[i];
        if (owner >= 0 && before->goal_owner[i] < 0) {
            gm_log_entry e = {.kind = GM_LOG_GOAL,
                              .who = (int8_t)owner,
                              .points = (uint16_t)g->mat->goals[i].points};
            gm_log_add(&p->log, &e);
        }
    }
    if (sc_game_over(g) && !sc_game_over(before)) {
        log_missions(p);
        log_add(p, GM_LOG_GAME_OVER, -1);
    }
}

/* ---- state changes --------------------------------------------------------- */

static void refresh(gm_play *p)
{
    p->n_choices = sc_game_choices(&p->game, p->choices);
    p->sel_faces = p->sel_pilots = p->sel_flags = 0;
    p->bot_planned = false;
    p->thinking = false;
    if (p->think != NULL) {
        gm_think_cancel(p->think);
    }
    p->bot_wait = p->skipping ? 0 : p->bot_delay;
    p->revision++;
    if (p->skipping && gm_play_human_turn(p)) {
        p->skipping = false; /* arrived */
    }
    if (p->game.expedition == 0 || p->game.n_seats == 0) {
        p->moved = false;
    }
}

static bool apply(gm_play *p, const sc_choice *c)
{
    sc_game before = p->game;
    int who = before.pending.player;
    bool human = who >= 0 && p->seats[who].kind == GM_SEAT_HUMAN;
    size_t record_len = p->record.len;
    if (sc_game_apply(&p->game, c) != SC_OK) {
        return false;
    }
    /* Undo keeps one human's run of decisions since the last roll. */
    if (!human || (p->n_undo > 0 && p->undo_owner != who)) {
        p->n_undo = 0;
    }
    if (human) {
        if (p->n_undo == GM_UNDO_MAX) {
            memmove(p->undo, p->undo + 1, (GM_UNDO_MAX - 1) * sizeof p->undo[0]);
            p->n_undo--;
        }
        p->undo[p->n_undo++] = (gm_undo_step){before, record_len, p->actions, p->moved};
        p->undo_owner = who;
    }
    sc_record_choice(&p->record, &before, c);
    gm_log_entry deed = {.kind = GM_LOG_DEED, .who = (int8_t)who, .deed = gm_deed_of(&before, c)};
    gm_log_add(&p->log, &deed);
    log_events(p, &before);
    p->actions++;
    animate_change(p, &before, c);
    refresh(p);
    return true;
}

static void log_roll(gm_play *p, int who, const uint8_t *faces, unsigned n)
{
    gm_log_entry e = {.kind = GM_LOG_ROLL, .who = (int8_t)who};
    e.count = (uint8_t)(n < SC_MAX_DICE ? n : SC_MAX_DICE);
    memcpy(e.faces, faces, e.count);
    gm_log_add(&p->log, &e);
}

static void after_roll(gm_play *p, const sc_game *before, const uint8_t *faces, unsigned n)
{
    for (unsigned i = 0; i < n; i++) {
        p->faces_rolled[faces[i] < SC_FACE_COUNT ? faces[i] : 0]++;
    }
    sc_record_roll(&p->record, before, faces, n);
    log_roll(p, before->pending.player, faces, n);
    log_events(p, before);
    p->n_undo = 0; /* never undo across a roll */
    p->actions++;
    gm_anim dice = {
        .kind = GM_ANIM_DICE, .duration = 0.7f, .cue = GM_CUE_DICE, .hide = GM_HIDE_DICE};
    gm_anims_push(&p->anims, &dice, true);
    animate_change(p, before, NULL); /* a roll with no way on crashes the rocket */
    refresh(p);
}

static bool roll(gm_play *p)
{
    uint8_t faces[SC_MAX_DICE];
    unsigned n = p->game.pool;
    sc_game before = p->game;
    if (sc_game_roll(&p->game, faces) != SC_OK) {
        return false;
    }
    after_roll(p, &before, faces, n);
    return true;
}

bool gm_play_roll_fixed(gm_play *p, const uint8_t *faces, unsigned n)
{
    sc_game before = p->game;
    if (sc_game_roll_fixed(&p->game, faces, n) != SC_OK) {
        return false;
    }
    after_roll(p, &before, faces, n);
    return true;
}

bool gm_play_can_undo(const gm_play *p)
{
    return p->n_undo > 0 && gm_play_human_turn(p) && gm_play_actor(p) == p->undo_owner;
}

bool gm_play_undo(gm_play *p)
{
    if (!gm_play_can_undo(p)) {
        return false;
    }
    const gm_undo_step *u = &p->undo[--p->n_undo];
    p->game = u->game;
    p->actions = u->actions;
    p->moved = u->moved; /* a launch undone launches again */
    if (u->record_len <= p->record.len && p->record.text != NULL) {
        p->record.len = u->record_len;
        p->record.text[u->record_len] = '\0';
    }
    gm_anims_finish(&p->anims);
    log_add(p, GM_LOG_UNDO, p->undo_owner);
    refresh(p);
    return true;
}

bool gm_play_hint_start(gm_play *p)
{
    if (!gm_play_human_turn(p)) {
        return false;
    }
    gm_think_start_hint(p->think, &p->game, (unsigned)p->game.pending.player);
    return true;
}

bool gm_play_hint_poll(gm_play *p, sc_ai_hint_t *out, bool *valid)
{
    return gm_think_poll_hint(p->think, out, valid);
}

void gm_play_skip(gm_play *p)
{
    if (!gm_play_human_turn(p) && !sc_game_over(&p->game)) {
        p->skipping = true;
        p->bot_wait = 0;
    }
    gm_anims_finish(&p->anims);
}

bool gm_play_animate(gm_play *p, float dt)
{
    gm_anims_step(&p->anims, dt);
    return gm_anims_active(&p->anims);
}

void gm_play_set_speed(gm_play *p, float anim_scale, unsigned bot_delay)
{
    p->anim_scale = anim_scale;
    p->anims.scale = anim_scale;
    p->bot_delay = bot_delay;
    if (anim_scale <= 0) {
        gm_anims_finish(&p->anims);
    }
    if (p->bot_wait > bot_delay) {
        p->bot_wait = bot_delay;
    }
}

void gm_play_set_threaded(gm_play *p, bool threaded)
{
    gm_think_free(p->think);
    p->think = gm_think_new(threaded);
    p->thinking = false;
    p->bot_planned = false;
}

/* Clears p for a new game, keeping the record's buffer and the thinker. */
static void reset(gm_play *p, const gm_layout *lay, const gm_seat seats[SC_MAX_PLAYERS])
{
    sc_record kept = p->record;
    gm_think *think = p->think;
    unsigned revision = p->revision; /* never repeats within one gm_play (autosave) */
    if (think != NULL) {
        gm_think_cancel(think);
    }
    memset(p, 0, sizeof *p);
    p->record = kept;
    p->revision = revision + 1;
    p->think = think != NULL ? think : gm_think_new(false);
    p->lay = lay;
    for (unsigned i = 0; i < SC_MAX_PLAYERS; i++) {
        p->seats[i] = seats[i];
    }
    gm_play_language_changed(p);
    p->undo_owner = -1;
    gm_anims_init(&p->anims, 0);
}

void gm_play_language_changed(gm_play *p)
{
    for (unsigned i = 0; i < SC_MAX_PLAYERS; i++) {
        const gm_seat *s = &p->seats[i];
        if (s->name[0] != '\0') {
            snprintf(p->names[i], sizeof p->names[i], "%s", s->name);
        } else {
            snprintf(p->names[i], sizeof p->names[i],
                     s->kind == GM_SEAT_COMPUTER ? _("Computer %u") : _("Player %u"), i + 1);
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
    refresh(p);
    gm_log_entry e = {.kind = GM_LOG_NEW_GAME, .who = -1, .count = setup->n_players};
    gm_log_add(&p->log, &e);
    return true;
}

/* Counts the rolls and decisions of a record (the actions of its game)
 * and the faces its rolls show. */
static unsigned record_actions(const sc_record *r, unsigned faces[SC_FACE_COUNT])
{
    unsigned n = 0;
    for (const char *line = r->text; line != NULL && *line != '\0';) {
        /* Header lines are keywords; actions start with "roll" or a seat digit. */
        if (strncmp(line, "roll ", 5) == 0 || (*line >= '0' && *line <= '9')) {
            n++;
        }
        for (const char *f = line + 4; strncmp(line, "roll ", 5) == 0 && *f == ' '; f += 2) {
            unsigned face = f[1] == 'A' ? SC_FACE_A : (unsigned)(f[1] - '0');
            if (face < SC_FACE_COUNT && (f[2] == ' ' || f[2] == '\n' || f[2] == '\0')) {
                faces[face]++;
            } else {
                break;
            }
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
    p->actions = record_actions(&p->record, p->faces_rolled);
    p->moved = true;
    refresh(p);
    log_add(p, GM_LOG_RESUME, -1);
    return true;
}

void gm_play_free(gm_play *p)
{
    sc_record_free(&p->record);
    gm_think_free(p->think);
    p->think = NULL;
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
    if (gm_anims_active(&p->anims)) {
        return true;
    }
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
    case GM_BTN_LOG:
        return true;
    case GM_BTN_HINT:
        return gm_play_human_turn(p) && g->pending.kind != SC_PENDING_ROLL;
    case GM_BTN_UNDO:
        return gm_play_can_undo(p);
    case GM_BTN_SKIP:
        return !gm_play_human_turn(p) && !sc_game_over(g);
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
    case GM_BTN_UNDO:
        return gm_play_undo(p);
    case GM_BTN_SKIP:
        gm_play_skip(p);
        return true;
    case GM_BTN_MENU:
    case GM_BTN_LOG:
    case GM_BTN_HINT: /* overlays of the screen, not the model's */
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
        if (gm_anims_active(&p->anims)) {
            gm_anims_finish(&p->anims); /* a click hurries the show along */
            return true;
        }
        if (!gm_play_human_turn(p)) {
            gm_hit h = gm_play_hit(p, in->x, in->y);
            return h.kind == GM_HIT_BUTTON && h.index == GM_BTN_SKIP && click(p, in->x, in->y);
        }
        return click(p, in->x, in->y);
    case GM_IN_KEY:
        if (in->key == GM_KEY_TAB) {
            gm_play_skip(p);
            return true;
        }
        if (in->key == GM_KEY_BACKSPACE) {
            return gm_play_undo(p);
        }
        if (!gm_play_human_turn(p) || gm_anims_active(&p->anims)) {
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
    case GM_IN_WHEEL:
    case GM_IN_TEXT:
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

/* The seed of a computer's decision: from the game and how far it is, so a
 * resumed or replayed game makes the same decisions. */
static uint64_t decision_seed(const gm_play *p)
{
    uint64_t z = p->game.setup.seed ^ ((uint64_t)p->actions << 20) ^
                 (uint64_t)(unsigned)p->game.pending.player;
    z += 0x9e3779b97f4a7c15ULL;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

static void take_plan(gm_play *p, size_t i)
{
    p->bot_plan = p->choices[i < p->n_choices ? i : 0];
    p->bot_planned = true;
    p->thinking = false;
    show_plan(p, &p->bot_plan);
}

bool gm_play_plan(gm_play *p)
{
    if (p->bot_planned || p->n_choices == 0 || gm_play_human_turn(p) || sc_game_over(&p->game) ||
        p->game.pending.kind == SC_PENDING_ROLL) {
        return false;
    }
    int me = p->game.pending.player;
    const sc_ai_level *lvl =
        &sc_ai_levels[p->seats[me].level < sc_ai_level_count ? p->seats[me].level
                                                             : sc_ai_level_count - 1];
    take_plan(
        p, sc_ai_choose(lvl, &p->game, (unsigned)me, p->choices, p->n_choices, decision_seed(p)));
    return true;
}

/* One step of a computer seat; false when it must wait (thinking). */
static bool bot_step(gm_play *p)
{
    if (p->game.pending.kind == SC_PENDING_ROLL) {
        return roll(p);
    }
    if (!p->bot_planned) {
        size_t i = 0;
        if (!p->thinking) {
            int me = p->game.pending.player;
            gm_think_start(p->think, &p->game, (unsigned)me, p->seats[me].level, p->choices,
                           p->n_choices, decision_seed(p));
            p->thinking = true;
        }
        if (!gm_think_poll(p->think, &i)) {
            return false;
        }
        take_plan(p, i);
        if (p->bot_delay > 0 && !p->skipping) {
            p->bot_wait = p->bot_delay;
            return true;
        }
    }
    sc_choice c = p->bot_plan;
    return apply(p, &c);
}

bool gm_play_tick(gm_play *p, unsigned max_actions)
{
    bool changed = gm_play_animate(p, 1.0f / 60.0f);
    if (p->auto_roll && gm_play_human_turn(p) && p->game.pending.kind == SC_PENDING_ROLL &&
        !gm_anims_active(&p->anims) && !p->frozen) {
        return roll(p) || changed;
    }
    for (unsigned i = 0; i < max_actions; i++) {
        if (sc_game_over(&p->game) || gm_play_human_turn(p) || p->frozen ||
            gm_anims_active(&p->anims)) {
            break;
        }
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
