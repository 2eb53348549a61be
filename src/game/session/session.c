/* The game session (session.h): the game being played (apply, roll, undo,
 * the record, the log, the animations of each change as meanings) and the
 * computers' pacing. */
#include "session_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "describe.h"
#include "i18n.h"
#include "play_events.h"
#include "remote.h"
#include "spacecats/ai.h"
#include "think.h"

/* ---- state changes --------------------------------------------------------- */

void gm_session_refresh(gm_session *p)
{
    p->n_choices = sc_game_choices(&p->game, p->choices);
    p->bot_planned = false;
    p->thinking = false;
    if (p->think != NULL) {
        gm_think_cancel(p->think);
    }
    p->bot_wait = p->skipping ? 0 : p->bot_delay;
    p->grace = false;
    p->revision++;
    if (p->skipping && (gm_session_human_turn(p) || gm_session_remote_turn(p))) {
        p->skipping = false; /* arrived */
    }
    if (p->game.expedition == 0 || p->game.n_seats == 0) {
        p->moved = false;
    }
}

bool gm_session_apply(gm_session *p, const sc_choice *c)
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
    if (p->watch.chose != NULL) {
        p->watch.chose(p->watch.ctx, &before, c, &p->game);
    }
    gm_events ev;
    gm_events_read(&before, &p->game, &(sc_record_action){.player = who, .choice = *c}, &p->log,
                   &ev);
    p->actions++;
    gm_session_show_change(p, &before, c, &ev);
    gm_session_refresh(p);
    p->shown_revision = p->revision; /* the show of this change, if any */
    if (human && p->bot_delay > 0 && !p->skipping && !gm_session_human_turn(p) &&
        !gm_session_remote_turn(p) && !sc_game_over(&p->game)) {
        p->grace = true; /* the computer who acts next waits: Undo stays lit */
        p->grace_total = GM_UNDO_GRACE * p->bot_delay;
        p->bot_wait = p->grace_total;
    }
    return true;
}

static void after_roll(gm_session *p, const sc_game *before, const uint8_t *faces, unsigned n)
{
    for (unsigned i = 0; i < n; i++) {
        p->faces_rolled[faces[i] < SC_FACE_COUNT ? faces[i] : 0]++;
    }
    sc_record_roll(&p->record, before, faces, n);
    if (p->watch.rolled != NULL) {
        p->watch.rolled(p->watch.ctx, before, faces, n, &p->game);
    }
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
    gm_session_show_change(p, before, NULL, &ev); /* a roll with no way on crashes the rocket */
    gm_session_refresh(p);
    p->shown_revision = p->revision;
}

bool gm_session_roll(gm_session *p)
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

bool gm_session_roll_fixed(gm_session *p, const uint8_t *faces, unsigned n)
{
    sc_game before = p->game;
    if (sc_game_roll_fixed(&p->game, faces, n) != SC_OK) {
        return false;
    }
    after_roll(p, &before, faces, n);
    return true;
}

bool gm_session_undo(gm_session *p)
{
    if (!gm_session_can_undo(p)) {
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
    gm_session_refresh(p);
    if (p->watch.undone != NULL) {
        p->watch.undone(p->watch.ctx, p->actions, &p->game);
    }
    return true;
}

bool gm_session_hint_start(gm_session *p)
{
    if (!gm_session_human_turn(p)) {
        return false;
    }
    gm_think_start_hint(p->think, &p->game, (unsigned)p->game.pending.player);
    return true;
}

bool gm_session_hint_poll(gm_session *p, sc_ai_hint_t *out, bool *valid)
{
    return gm_think_poll_hint(p->think, out, valid);
}

void gm_session_skip(gm_session *p)
{
    if (!gm_session_human_turn(p) && !sc_game_over(&p->game)) {
        p->skipping = true;
        p->bot_wait = 0;
        p->grace = false;
    }
    gm_anims_finish(&p->anims);
}

bool gm_session_animate(gm_session *p, float dt)
{
    /* Whether the picture moved: the step that ends the last animation
     * moves it too, to its settled state, and that frame must be drawn. */
    bool ran = gm_anims_active(&p->anims);
    gm_anims_step(&p->anims, dt);
    return ran;
}

void gm_session_set_speed(gm_session *p, float anim_scale, float bot_delay)
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

void gm_session_set_threaded(gm_session *p, bool threaded)
{
    gm_think_free(p->think);
    p->think = gm_think_new(threaded);
    p->thinking = false;
    p->bot_planned = false;
}

/* Clears p for a new game, keeping the record's buffer and the thinker;
 * a connection to a host is closed. */
void gm_session_reset(gm_session *p, const gm_seat seats[SC_MAX_PLAYERS])
{
    if (p->remote != NULL) {
        gm_remote_leave(p->remote);
        gm_remote_free(p->remote);
    }
    gm_session_redial_end(p);
    sc_record kept = p->record;
    gm_think *think = p->think;
    gm_session_watch watch = p->watch;
    unsigned revision = p->revision; /* never repeats within one gm_session (autosave) */
    if (think != NULL) {
        gm_think_cancel(think);
    }
    memset(p, 0, sizeof *p);
    p->record = kept;
    p->revision = revision + 1;
    p->think = think != NULL ? think : gm_think_new(false);
    p->watch = watch;
    for (unsigned i = 0; i < SC_MAX_PLAYERS; i++) {
        p->seats[i] = seats[i];
    }
    gm_session_language_changed(p);
    p->undo_owner = -1;
    p->stop_at = -1;
    gm_anims_init(&p->anims, 0);
}

void gm_session_default_name(const gm_session *p, unsigned seat, char *buf, size_t len)
{
    bool computer = seat < SC_MAX_PLAYERS && p->seats[seat].kind == GM_SEAT_COMPUTER;
    snprintf(buf, len, computer ? _("Computer %u") : _("Player %u"), seat + 1);
}

void gm_session_language_changed(gm_session *p)
{
    for (unsigned i = 0; i < SC_MAX_PLAYERS; i++) {
        const gm_seat *s = &p->seats[i];
        if (s->name[0] != '\0') {
            gm_seat_name_shown(s->name, p->names[i], sizeof p->names[i]);
        } else {
            gm_session_default_name(p, i, p->names[i], sizeof p->names[i]);
        }
    }
}

bool gm_session_start(gm_session *p, const sc_mat *mat, const sc_setup *setup,
                      const gm_seat seats[SC_MAX_PLAYERS])
{
    gm_session_reset(p, seats);
    if (!sc_game_init(&p->game, mat, setup)) {
        return false;
    }
    sc_record_begin(&p->record, &p->game);
    p->computers_seed = setup->seed;
    gm_session_refresh(p);
    gm_events_start(&p->game, &p->log);
    if (p->watch.begun != NULL) {
        p->watch.begun(p->watch.ctx, p);
    }
    return true;
}

/* Each action of a resumed record: its facts go to the log as when it
 * was played (the same lines as before the save), it is counted, its
 * faces tallied (the fairness line). */
void gm_session_resume_action(gm_session *p, const sc_record_action *a)
{
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

static void resume_visit(void *user, const sc_record_action *a)
{
    gm_session_resume_action(user, a);
}

bool gm_session_resume(gm_session *p, const sc_mat *mat, const char *text, size_t len,
                       const gm_seat seats[SC_MAX_PLAYERS], sc_record_error *err)
{
    gm_session_reset(p, seats);
    if (!sc_record_resume_each(text, len, mat, &p->game, &p->record, resume_visit, p, err)) {
        p->held = true;
        return false;
    }
    if (p->log.count == 0) {
        gm_events_start(&p->game, &p->log); /* a record with no action yet */
    }
    /* A save keeps no seed of the computers' own: resumed, they decide
     * from the game's, as they always did. */
    p->computers_seed = p->game.setup.seed;
    p->moved = true;
    gm_session_refresh(p);
    if (p->watch.begun != NULL) {
        p->watch.begun(p->watch.ctx, p);
    }
    return true;
}

void gm_session_hold(gm_session *p, bool held)
{
    p->held = held;
}

bool gm_session_held(const gm_session *p)
{
    return p->held;
}

void gm_session_stop_at(gm_session *p, long actions)
{
    p->stop_at = actions;
}

gm_session *gm_session_new(void)
{
    gm_session *s = calloc(1, sizeof *s);
    if (s != NULL) {
        s->undo_owner = -1;
        s->stop_at = -1;
        s->think = gm_think_new(false);
        gm_anims_init(&s->anims, 0);
    }
    return s;
}

void gm_session_free(gm_session *p)
{
    if (p == NULL) {
        return;
    }
    if (p->remote != NULL) {
        gm_remote_leave(p->remote);
        gm_remote_free(p->remote);
    }
    gm_session_redial_end(p);
    sc_record_free(&p->record);
    gm_think_free(p->think);
    free(p);
}

int gm_session_actor(const gm_session *p)
{
    return sc_game_over(&p->game) ? -1 : p->game.pending.player;
}

bool gm_session_human_turn(const gm_session *p)
{
    int a = gm_session_actor(p);
    return a >= 0 && p->seats[a].kind == GM_SEAT_HUMAN;
}

bool gm_session_remote_turn(const gm_session *p)
{
    int a = gm_session_actor(p);
    return a >= 0 && p->seats[a].kind == GM_SEAT_REMOTE;
}

void gm_session_set_watch(gm_session *s, const gm_session_watch *w)
{
    s->watch = w != NULL ? *w : (gm_session_watch){0};
}

bool gm_session_busy(const gm_session *p)
{
    if (gm_anims_active(&p->anims) || p->submitted != GM_SUBMITTED_NONE) {
        return true;
    }
    if (p->remote != NULL) {
        /* Whatever the host says next comes by itself. */
        gm_remote_state st = gm_remote_state_get(p->remote);
        /* A lost connection's tries come by themselves too. */
        return st == GM_REMOTE_PLAYING || st == GM_REMOTE_WAITING ||
               p->redial.state == GM_REDIAL_WAITING || p->redial.state == GM_REDIAL_CALLING;
    }
    if (p->watch.tick != NULL) {
        /* Hosting: the friends' news and their connections' keep-alives come
         * whoever's turn it is; an idle loop waiting for this window's input
         * would let them drop (a friend's connection was lost while the
         * person here chose their missions). */
        return true;
    }
    if (sc_game_over(&p->game) || p->held) {
        return false;
    }
    /* A computer to act, or a human's dice that roll by themselves. */
    return !gm_session_human_turn(p) || (p->auto_roll && p->game.pending.kind == SC_PENDING_ROLL);
}

/* ---- computer seats ------------------------------------------------------------- */

void gm_session_set_computers_seed(gm_session *s, uint64_t seed)
{
    s->computers_seed = seed;
}

uint64_t gm_session_computers_seed(const gm_session *s)
{
    return s->computers_seed;
}

/* The seed of a computer's decision: from the computers' seed and how far
 * the game is, so that undoing and deciding again decides the same. */
static uint64_t decision_seed(const gm_session *p)
{
    uint64_t z = p->computers_seed ^ ((uint64_t)p->actions << 20) ^
                 (uint64_t)(unsigned)p->game.pending.player;
    z += 0x9e3779b97f4a7c15ULL;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

static void take_plan(gm_session *p, size_t i)
{
    p->bot_plan = p->choices[i < p->n_choices ? i : 0];
    p->bot_planned = true;
    p->thinking = false;
}

bool gm_session_plan(gm_session *p)
{
    if (p->remote != NULL || p->bot_planned || p->n_choices == 0 || gm_session_human_turn(p) ||
        gm_session_remote_turn(p) || sc_game_over(&p->game) ||
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
static bool bot_step(gm_session *p)
{
    if (p->game.pending.kind == SC_PENDING_ROLL) {
        return gm_session_roll(p);
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
    return gm_session_apply(p, &c);
}

/* A request sent to the host waits for its event: nothing more till then. */
static bool asked(const gm_session *s)
{
    return s->remote != NULL && gm_remote_asked(s->remote);
}

bool gm_session_submit(gm_session *s, const sc_choice *c)
{
    if (s->submitted != GM_SUBMITTED_NONE || !gm_session_human_turn(s) || s->held || asked(s) ||
        !sc_game_is_legal(&s->game, c)) {
        return false;
    }
    s->submitted = GM_SUBMITTED_CHOICE;
    s->submitted_choice = *c;
    return true;
}

bool gm_session_submit_roll(gm_session *s)
{
    if (s->submitted != GM_SUBMITTED_NONE || !gm_session_human_turn(s) || s->held || asked(s) ||
        s->game.pending.kind != SC_PENDING_ROLL) {
        return false;
    }
    s->submitted = GM_SUBMITTED_ROLL;
    return true;
}

bool gm_session_submit_undo(gm_session *s)
{
    if (s->submitted != GM_SUBMITTED_NONE || !gm_session_can_undo(s)) {
        return false;
    }
    s->submitted = GM_SUBMITTED_UNDO;
    return true;
}

bool gm_session_submitted(const gm_session *s)
{
    return s->submitted != GM_SUBMITTED_NONE;
}

/* Carries out the command a front end submitted; what was legal then is
 * still legal (nothing else changes the game in between), but it is
 * checked again all the same. */
bool gm_session_run_submitted(gm_session *s)
{
    gm_submitted what = (gm_submitted)s->submitted;
    s->submitted = GM_SUBMITTED_NONE;
    if (s->remote != NULL) {
        /* The host applies it, and tells: the game changes with its event. */
        return (what == GM_SUBMITTED_ROLL && gm_remote_roll(s->remote)) ||
               (what == GM_SUBMITTED_CHOICE && gm_remote_choose(s->remote, &s->submitted_choice));
    }
    switch (what) {
    case GM_SUBMITTED_CHOICE:
        return gm_session_apply(s, &s->submitted_choice);
    case GM_SUBMITTED_ROLL:
        return gm_session_roll(s);
    case GM_SUBMITTED_UNDO:
        return gm_session_undo(s);
    case GM_SUBMITTED_NONE:
        break;
    }
    return false;
}

bool gm_session_tick_local(gm_session *p, float dt, unsigned max_actions)
{
    if (p->watch.tick != NULL) {
        p->watch.tick(p->watch.ctx, p, dt); /* what the remote players did */
    }
    bool changed = gm_session_run_submitted(p);
    changed |= gm_session_animate(p, dt);
    if (p->auto_roll && gm_session_human_turn(p) && p->game.pending.kind == SC_PENDING_ROLL &&
        !gm_anims_active(&p->anims) && !p->held) {
        return gm_session_roll(p) || changed;
    }
    for (unsigned i = 0; i < max_actions; i++) {
        if (sc_game_over(&p->game) || gm_session_human_turn(p) || gm_session_remote_turn(p) ||
            p->held || gm_anims_active(&p->anims) ||
            (p->stop_at >= 0 && (long)p->actions >= p->stop_at)) {
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

/* ---- undo -------------------------------------------------------------------- */

bool gm_session_can_undo(const gm_session *p)
{
    if (p->n_undo == 0) {
        return false;
    }
    if (p->grace && p->bot_wait > 0 && !p->held) {
        return true; /* the computer has not acted yet */
    }
    return gm_session_human_turn(p) && gm_session_actor(p) == p->undo_owner;
}

float gm_session_grace_left(const gm_session *p)
{
    if (!p->grace || p->grace_total <= 0 || p->bot_wait <= 0) {
        return 0;
    }
    return p->bot_wait < p->grace_total ? p->bot_wait / p->grace_total : 1;
}

/* ---- its seats, the show --------------------------------------------------- */

void gm_session_hurry(gm_session *s)
{
    gm_anims_finish(&s->anims);
}

void gm_session_set_auto_roll(gm_session *s, bool on)
{
    s->auto_roll = on;
}

void gm_session_set_seat(gm_session *s, unsigned i, const gm_seat *seat)
{
    if (i < SC_MAX_PLAYERS) {
        s->seats[i] = *seat;
        gm_session_language_changed(s);
    }
}

void gm_session_set_friend(gm_session *s, unsigned seat, const char *person, const char *token)
{
    if (seat < SC_MAX_PLAYERS) {
        snprintf(s->friend_person[seat], sizeof s->friend_person[seat], "%s", person);
        snprintf(s->friend_token[seat], sizeof s->friend_token[seat], "%s", token);
    }
}

void gm_session_set_seat_kind(gm_session *s, unsigned i, gm_seat_kind kind)
{
    if (i < SC_MAX_PLAYERS) {
        gm_seat seat = s->seats[i];
        seat.kind = (uint8_t)kind;
        gm_session_set_seat(s, i, &seat);
    }
}

unsigned gm_session_take_cues(gm_session *s, gm_cue *out, unsigned max)
{
    return gm_anims_take_cues(&s->anims, out, max);
}
