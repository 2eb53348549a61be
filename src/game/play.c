/* The play screen's model: the game being played (apply, roll, undo, the
 * record, the log, the animations of each change as meanings) and the
 * computers' pacing. Clicks are mapped to choices in play_input.c. */
#include "play.h"

#include <stdio.h>
#include <string.h>

#include "describe.h"
#include "i18n.h"
#include "play_events.h"
#include "play_show.h"
#include "spacecats/ai.h"
#include "think.h"

/* ---- log ----------------------------------------------------------------- */

unsigned gm_play_log_size(const gm_play *p)
{
    return gm_log_size(&p->log);
}

void gm_play_log_line(const gm_play *p, unsigned age, char *buf, size_t len)
{
    gm_log_line(&p->log, age, p->game.mat, p->names, buf, len);
}

bool gm_play_log_heading(const gm_play *p, unsigned age)
{
    return gm_log_heading(&p->log, age);
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
    p->grace = false;
    p->revision++;
    if (p->skipping && gm_play_human_turn(p)) {
        p->skipping = false; /* arrived */
    }
    if (p->game.expedition == 0 || p->game.n_seats == 0) {
        p->moved = false;
    }
}

bool gm_play_apply(gm_play *p, const sc_choice *c)
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
        p->undo[p->n_undo++] =
            (gm_undo_step){before, record_len, p->actions, p->moved, p->log.count};
        p->undo_owner = who;
    }
    sc_record_choice(&p->record, &before, c);
    gm_events ev;
    gm_events_read(&before, &p->game, &(sc_record_action){.player = who, .choice = *c}, &p->log,
                   &ev);
    p->actions++;
    gm_play_show_change(p, &before, c, &ev);
    refresh(p);
    p->shown_revision = p->revision; /* the show of this change, if any */
    if (human && p->bot_delay > 0 && !p->skipping && !gm_play_human_turn(p) &&
        !sc_game_over(&p->game)) {
        p->grace = true; /* the computer who acts next waits: Undo stays lit */
        p->grace_total = GM_UNDO_GRACE * p->bot_delay;
        p->bot_wait = p->grace_total;
    }
    return true;
}

static void after_roll(gm_play *p, const sc_game *before, const uint8_t *faces, unsigned n)
{
    for (unsigned i = 0; i < n; i++) {
        p->faces_rolled[faces[i] < SC_FACE_COUNT ? faces[i] : 0]++;
    }
    sc_record_roll(&p->record, before, faces, n);
    sc_record_action step = {.roll = true,
                             .player = before->pending.player,
                             .n_faces = n < SC_MAX_DICE ? n : SC_MAX_DICE};
    memcpy(step.faces, faces, step.n_faces);
    gm_events ev;
    gm_events_read(before, &p->game, &step, &p->log, &ev);
    p->n_undo = 0; /* never undo across a roll */
    p->actions++;
    if (!p->skipping) {
        gm_anim dice = {
            .kind = GM_ANIM_DICE, .duration = 0.7f, .cue = GM_CUE_DICE, .hide = GM_HIDE_DICE};
        gm_anims_push(&p->anims, &dice, true);
    }
    gm_play_show_change(p, before, NULL, &ev); /* a roll with no way on crashes the rocket */
    refresh(p);
    p->shown_revision = p->revision;
}

bool gm_play_roll(gm_play *p)
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
    /* The log tells the game as it stands, as a reload would rebuild it. */
    p->log.count = u->log_count <= p->log.count ? u->log_count : p->log.count;
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
        p->grace = false;
    }
    gm_anims_finish(&p->anims);
}

bool gm_play_animate(gm_play *p, float dt)
{
    /* Whether the picture moved: the step that ends the last animation
     * moves it too, to its settled state, and that frame must be drawn. */
    bool ran = gm_anims_active(&p->anims);
    gm_anims_step(&p->anims, dt);
    return ran;
}

void gm_play_set_speed(gm_play *p, float anim_scale, float bot_delay)
{
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
    p->stop_at = -1;
    gm_anims_init(&p->anims, 0);
}

void gm_play_default_name(const gm_play *p, unsigned seat, char *buf, size_t len)
{
    bool computer = seat < SC_MAX_PLAYERS && p->seats[seat].kind == GM_SEAT_COMPUTER;
    snprintf(buf, len, computer ? _("Computer %u") : _("Player %u"), seat + 1);
}

void gm_play_language_changed(gm_play *p)
{
    for (unsigned i = 0; i < SC_MAX_PLAYERS; i++) {
        const gm_seat *s = &p->seats[i];
        if (s->name[0] != '\0') {
            gm_seat_name_shown(s->name, p->names[i], sizeof p->names[i]);
        } else {
            gm_play_default_name(p, i, p->names[i], sizeof p->names[i]);
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
    gm_events_start(&p->game, &p->log);
    return true;
}

/* Each action of a resumed record: its facts go to the log as when it
 * was played (the same lines as before the save), it is counted, its
 * faces tallied (the fairness line). */
static void resume_action(void *user, const sc_record_action *a)
{
    gm_play *p = user;
    if (p->log.count == 0) {
        gm_events_start(a->before, &p->log);
    }
    gm_events_read(a->before, a->after, a, &p->log, NULL);
    p->actions++;
    for (unsigned i = 0; a->roll && i < a->n_faces; i++) {
        if (a->faces[i] < SC_FACE_COUNT) {
            p->faces_rolled[a->faces[i]]++;
        }
    }
}

bool gm_play_resume(gm_play *p, const gm_layout *lay, const sc_mat *mat, const char *text,
                    size_t len, const gm_seat seats[SC_MAX_PLAYERS], sc_record_error *err)
{
    reset(p, lay, seats);
    if (!sc_record_resume_each(text, len, mat, &p->game, &p->record, resume_action, p, err)) {
        p->held = true;
        return false;
    }
    if (p->log.count == 0) {
        gm_events_start(&p->game, &p->log); /* a record with no action yet */
    }
    p->moved = true;
    refresh(p);
    return true;
}

void gm_play_hold(gm_play *p, bool held)
{
    p->held = held;
}

bool gm_play_held(const gm_play *p)
{
    return p->held;
}

void gm_play_stop_at(gm_play *p, long actions)
{
    p->stop_at = actions;
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
    if (sc_game_over(&p->game) || p->held) {
        return false;
    }
    /* A computer to act, or a human's dice that roll by themselves. */
    return !gm_play_human_turn(p) || (p->auto_roll && p->game.pending.kind == SC_PENDING_ROLL);
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
        return gm_play_roll(p);
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
    return gm_play_apply(p, &c);
}

bool gm_play_tick(gm_play *p, float dt, unsigned max_actions)
{
    bool changed = gm_play_animate(p, dt);
    if (p->auto_roll && gm_play_human_turn(p) && p->game.pending.kind == SC_PENDING_ROLL &&
        !gm_anims_active(&p->anims) && !p->held) {
        return gm_play_roll(p) || changed;
    }
    for (unsigned i = 0; i < max_actions; i++) {
        if (sc_game_over(&p->game) || gm_play_human_turn(p) || p->held ||
            gm_anims_active(&p->anims) || (p->stop_at >= 0 && (long)p->actions >= p->stop_at)) {
            break;
        }
        if (p->bot_wait > dt / 2) { /* half a tick: float sums drift */
            p->bot_wait -= dt;
            changed |= p->grace; /* the grace's bar shrinks */
            break;
        }
        p->bot_wait = 0;
        if (!bot_step(p)) {
            break;
        }
        changed = true;
    }
    return changed;
}
