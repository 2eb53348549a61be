/* The show of a change: the animations that tell how the game before a
 * choice became the game as it is, in the game's terms (the rocket flies
 * from space 6 to space 9, a cat of player 2 from rocket seat 3 to moon 4,
 * 7 points to player 2's score, the callouts saying why), and the scores
 * as the board shows them meanwhile. */
#include "session_internal.h"

#include <string.h>

/* Points a player scored that show at once (not the provisional planets). */
static int banked(const sc_score *s)
{
    return s->moons + s->deep_space + s->goals + s->ufo + s->exploration;
}

static void queue_fly(gm_session *p, gm_anim a, gm_spot from, gm_spot to, float duration,
                      gm_cue cue, bool after_prev)
{
    a.kind = GM_ANIM_FLY;
    a.from = from;
    a.to = to;
    a.duration = duration;
    a.cue = cue;
    gm_anims_push(&p->anims, &a, after_prev);
}

static void queue_cat(gm_session *p, unsigned player, gm_spot from, gm_spot to, float duration,
                      gm_cue cue, gm_hide hide, unsigned hide_index, bool after_prev)
{
    gm_anim a = {
        .flyer = GM_FLY_CAT, .player = (uint8_t)player, .hide = hide, .hide_index = hide_index};
    queue_fly(p, a, from, to, duration, cue, after_prev);
}

/* The callouts of a change: the crash's with its explosion, the others
 * together once the pieces have arrived (with the points they fly, when
 * with_prev); a sound for the first of a kind. */
static void queue_callouts(gm_session *p, const gm_events *ev, bool crash, bool with_prev)
{
    static const gm_cue cues[GM_CALLOUT_KINDS] = {
        [GM_CALLOUT_GOAL] = GM_CUE_GOAL,
        [GM_CALLOUT_DEEP] = GM_CUE_DEEP,
        [GM_CALLOUT_UFO] = GM_CUE_UFO,
        [GM_CALLOUT_MISSIONS] = GM_CUE_MISSIONS,
    };
    bool first = true;
    unsigned cued = 0;
    for (unsigned i = 0; i < ev->n; i++) {
        const gm_callout *c = &ev->list[i];
        if ((c->kind == GM_CALLOUT_CRASH) != crash || c->kind >= GM_CALLOUT_KINDS) {
            continue;
        }
        gm_anim a = {.kind = GM_ANIM_CALLOUT, .duration = GM_CALLOUT_SECONDS, .callout = *c};
        if (!((cued >> c->kind) & 1)) {
            a.cue = cues[c->kind];
            cued |= 1u << c->kind;
        }
        gm_anims_push(&p->anims, &a, first && !crash && !with_prev);
        first = false;
    }
}

void gm_session_show_change(gm_session *p, const sc_game *before, const sc_choice *c,
                            const gm_events *ev)
{
    const sc_game *g = &p->game;
    if (p->anims.scale <= 0 || p->skipping) {
        return;
    }
    /* Where the move took the rocket, from the state before it: a move into
     * deep space ends the expedition, and the game after it already has the
     * rocket back at the start of the next one. */
    unsigned reached = before->rocket_space, deep = sc_mat_deep(before->mat);
    if (c != NULL && c->kind == SC_CHOICE_MOVE) {
        reached += sc_game_move_distance(before, c);
        reached = reached > deep ? deep : reached;
    }
    bool crashed = gm_events_crashed(before, g);
    /* Into deep space everyone aboard leaves at once, and the board shows
     * the rocket there until that is told. */
    bool to_deep = reached == deep && reached > before->rocket_space && !crashed;
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
    if (crashed) {
        gm_spot at = {GM_SPOT_SPACE, before->rocket_space, 0};
        gm_anim boom = {.kind = GM_ANIM_EXPLOSION,
                        .duration = 1.1f,
                        .cue = GM_CUE_EXPLOSION,
                        .from = at,
                        .to = at};
        gm_anims_push(&p->anims, &boom, true);
        queue_callouts(p, ev, true, false); /* "Crash!" with the explosion */
    }
    /* The cats first (after a crash they fly home together, into deep
     * space they leave together), then the points they scored fly to the
     * scores together, the callouts telling why beside them. */
    bool together = false;
    for (unsigned pl = 0; pl < g->setup.n_players; pl++) {
        for (unsigned ab = 0; ab < SC_ASTRONAUTS; ab++) {
            const sc_place *was = &before->players[pl].astronauts[ab];
            const sc_place *is = &g->players[pl].astronauts[ab];
            gm_spot cell = {GM_SPOT_CELL, (uint8_t)pl, (uint8_t)ab};
            /* A cat leaving its window is drawn there until it flies. */
            gm_spot seat = {GM_SPOT_SEAT, was->index, was->index == before->commander_seat};
            gm_spot to;
            if (was->kind == SC_AT_HOME && is->kind == SC_AT_ROCKET) {
                gm_spot window = {GM_SPOT_SEAT, is->index, 0};
                queue_cat(p, pl, cell, window, 0.55f, GM_CUE_MEOW, GM_HIDE_WINDOW, is->index, true);
            } else if (was->kind == SC_AT_ROCKET && gm_spot_of_place(is, &to)) {
                queue_cat(p, pl, seat, to, 0.6f, GM_CUE_LAND, GM_HIDE_LANDED,
                          pl * SC_ASTRONAUTS + ab, !(to_deep && together));
                together = to_deep;
            } else if (was->kind == SC_AT_ROCKET && is->kind == SC_AT_HOME) {
                queue_cat(p, pl, seat, cell, 0.6f, GM_CUE_NONE, GM_HIDE_HOME,
                          pl * SC_ASTRONAUTS + ab, !together);
                together = true;
            }
        }
    }
    sc_score old[SC_MAX_PLAYERS], now[SC_MAX_PLAYERS];
    sc_game_score(before, old);
    sc_game_score(g, now);
    bool points = false;
    memcpy(p->shown_old, old, sizeof old);
    for (unsigned pl = 0; pl < g->setup.n_players; pl++) {
        int gained = banked(&now[pl]) - banked(&old[pl]);
        p->shown_gained[pl] = gained > 0 ? gained : 0;
        if (gained <= 0) {
            continue;
        }
        bool goal = now[pl].goals > old[pl].goals;
        gm_spot from = {goal ? GM_SPOT_GOALS : GM_SPOT_ROCKET, 0, 0};
        for (unsigned ab = 0; ab < SC_ASTRONAUTS && !goal; ab++) {
            const sc_place *is = &g->players[pl].astronauts[ab];
            if (before->players[pl].astronauts[ab].kind == SC_AT_ROCKET &&
                gm_spot_of_place(is, &from)) {
                break;
            }
        }
        gm_anim a = {.flyer = GM_FLY_POINTS, .player = (uint8_t)pl, .points = (uint16_t)gained};
        queue_fly(p, a, from, (gm_spot){GM_SPOT_SCORE, (uint8_t)pl, 0}, 0.7f, GM_CUE_NONE, !points);
        points = true;
    }
    queue_callouts(p, ev, false, points);
    if (to_deep) {
        /* The rocket stays at deep space until all of that is told. */
        gm_anim hold = {.kind = GM_ANIM_ROCKET,
                        .hide = GM_HIDE_ROCKET,
                        .space_from = reached,
                        .space_to = reached};
        gm_anims_hold(&p->anims, &hold);
    }
    if (g->expedition != before->expedition) {
        gm_anim beat = {.kind = GM_ANIM_PAUSE, .duration = 0.4f};
        gm_anims_push(&p->anims, &beat, true);
    }
}

int gm_session_score_shown(const gm_session *p, unsigned pl, const sc_score *now,
                           bool missions_seen)
{
    if (pl >= SC_MAX_PLAYERS || !gm_anims_active(&p->anims) || p->shown_revision != p->revision) {
        return now->total;
    }
    const sc_score *old = &p->shown_old[pl];
    int shown = old->total - old->missions + p->shown_gained[pl];
    for (unsigned i = 0; i < p->anims.n; i++) {
        const gm_anim *q = &p->anims.list[i];
        if (q->kind == GM_ANIM_FLY && q->flyer == GM_FLY_POINTS && q->player == pl) {
            shown -= q->points; /* on its way */
        }
        if (q->kind == GM_ANIM_CALLOUT && q->callout.kind == GM_CALLOUT_MISSIONS &&
            q->callout.player == (int)pl && q->elapsed < 0) {
            missions_seen = false; /* revealed at the end by their card */
        }
    }
    return shown + (missions_seen ? old->missions : 0);
}
