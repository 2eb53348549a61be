/* The meaning of a change of the game: the log's facts and the callouts,
 * read off the states before and after one roll or decision. */
#include "play_events.h"

#include <string.h>

static void add(gm_log *log, gm_log_entry e)
{
    gm_log_add(log, &e);
}

static void callout(gm_events *out, gm_callout c)
{
    if (out != NULL && out->n < GM_EVENTS_MAX) {
        out->list[out->n++] = c;
    }
}

bool gm_events_crashed(const sc_game *before, const sc_game *after)
{
    return after->failures > before->failures || (after->crashed && !before->crashed);
}

static int commander_of(const sc_game *g)
{
    return g->n_seats > 0 ? g->seats[g->commander_seat % SC_MAX_PLAYERS].player : -1;
}

/* An expedition's heading, and its token in the UFO variant. */
static void expedition_heading(const sc_game *g, gm_log *log)
{
    add(log, (gm_log_entry){
                 .kind = GM_LOG_EXPEDITION, .who = (int8_t)g->starter, .space = g->expedition});
    if (g->exp_token >= 0) {
        add(log, (gm_log_entry){.kind = GM_LOG_EXP_TOKEN,
                                .who = -1,
                                .index = (uint8_t)g->exp_token,
                                .space = g->ufo_space});
    }
}

void gm_events_start(const sc_game *g, gm_log *log)
{
    add(log, (gm_log_entry){.kind = GM_LOG_NEW_GAME, .who = -1, .count = g->setup.n_players});
    if (g->expedition > 0 && g->pending.kind != SC_PENDING_OVER) {
        expedition_heading(g, log);
    }
}

/* The step itself: the roll, or the decision as a deed. */
static void step_fact(const sc_game *before, const sc_record_action *step, gm_log *log)
{
    if (step->roll) {
        gm_log_entry e = {.kind = GM_LOG_ROLL, .who = before->pending.player};
        e.count = (uint8_t)(step->n_faces < SC_MAX_DICE ? step->n_faces : SC_MAX_DICE);
        memcpy(e.faces, step->faces, e.count);
        add(log, e);
        return;
    }
    add(log, (gm_log_entry){.kind = GM_LOG_DEED,
                            .who = before->pending.player,
                            .deed = gm_deed_of(before, &step->choice)});
}

static gm_log_entry ability(int who, unsigned ab, unsigned space, unsigned count)
{
    return (gm_log_entry){.kind = GM_LOG_ABILITY,
                          .who = (int8_t)who,
                          .ability = (uint8_t)ab,
                          .space = (uint16_t)space,
                          .count = (uint8_t)count};
}

/* A landing's body is next to space s. */
static bool next_to(const sc_mat *mat, unsigned s, const sc_choice *c)
{
    if (s >= sc_mat_deep(mat) || c->index >= 32) {
        return false;
    }
    if (c->target == SC_TARGET_MOON) {
        return (mat->space_moons[s] >> c->index) & 1u;
    }
    return c->target == SC_TARGET_PLANET && ((mat->space_planets[s] >> c->index) & 1u);
}

/* The abilities a decision used: pilots in a move, the lander's step off
 * the rocket's space, the discarder's die, the satellite at takeoff. */
static void abilities(const sc_game *before, const sc_game *after, const sc_choice *c, gm_log *log)
{
    const sc_mat *mat = before->mat;
    if (c->kind == SC_CHOICE_MOVE) {
        for (unsigned s = 0; s < before->n_seats; s++) {
            if ((c->pilots >> s) & 1) {
                add(log, ability(before->seats[s].player, SC_PILOT, 0, 0));
            }
        }
    }
    if (c->kind == SC_CHOICE_LAND && before->pending.kind == SC_PENDING_LAND) {
        const sc_rocket_seat *rs = &before->seats[before->pending.rocket_seat % SC_MAX_PLAYERS];
        unsigned s = before->rocket_space;
        if (rs->ability == SC_LANDER && !next_to(mat, s, c)) {
            /* The lander's +1/-1: the body is next to the space behind or
             * ahead (deep space ahead of the last space). */
            unsigned from = s > 0 && next_to(mat, s - 1, c) ? s - 1 : s + 1;
            add(log, ability(rs->player, SC_LANDER, from, from >= sc_mat_deep(mat)));
        }
        if (rs->ability == SC_DISCARDER && before->pool > 1) {
            add(log, ability(rs->player, SC_DISCARDER, 0, before->pool - 1u));
        }
    }
    if (c->kind == SC_CHOICE_BOARD && after->pending.kind == SC_PENDING_ROLL &&
        after->expedition == before->expedition) {
        for (unsigned s = 0; s < after->n_seats; s++) {
            if (after->seats[s].ability == SC_SATELLITE) {
                add(log, ability(after->seats[s].player, SC_SATELLITE, after->rocket_space, 0));
            }
        }
    }
}

/* The exploration tokens a move took, in track order (a tunnel only goes
 * forward, so a slot gives at most one token a move). */
static void exploration(const sc_game *before, const sc_game *after, gm_log *log)
{
    const sc_mat *mat = before->mat;
    int who = commander_of(before);
    for (unsigned slot = 0; slot < mat->n_slots && slot < SC_MAX_SLOTS; slot++) {
        int was = before->slot_token[slot];
        if (was < 0 || after->slot_token[slot] == was) {
            continue;
        }
        const sc_explore_token *t = &mat->explore_tokens[was];
        unsigned space = mat->slot_space[slot];
        if (t->kind == SC_EXPLORE_POINTS) {
            add(log, (gm_log_entry){.kind = GM_LOG_POINTS,
                                    .who = (int8_t)who,
                                    .source = GM_SRC_EXPLORE,
                                    .index = (uint8_t)space,
                                    .points = t->value});
        } else {
            unsigned to = space + t->value, deep = sc_mat_deep(mat);
            add(log, (gm_log_entry){.kind = GM_LOG_EXPLORE,
                                    .who = (int8_t)who,
                                    .source = t->kind == SC_EXPLORE_TUNNEL ? GM_EXPLORE_TUNNEL
                                                                           : GM_EXPLORE_REGAIN,
                                    .space = (uint16_t)(to < deep ? to : deep),
                                    .count = to >= deep});
        }
    }
}

static void ufo(const sc_game *before, const sc_game *after, gm_log *log, gm_events *out)
{
    int who = commander_of(before);
    if (who < 0 || after->players[who].ufo_points <= before->players[who].ufo_points) {
        return;
    }
    unsigned pts = after->players[who].ufo_points - before->players[who].ufo_points;
    add(log, (gm_log_entry){.kind = GM_LOG_POINTS,
                            .who = (int8_t)who,
                            .source = GM_SRC_UFO,
                            .index = before->ufo_space,
                            .points = (uint16_t)pts});
    callout(out, (gm_callout){.kind = GM_CALLOUT_UFO,
                              .player = (int8_t)who,
                              .points = (uint16_t)pts,
                              .at = {GM_SPOT_SPACE, before->ufo_space, 0}});
}

/* Landings: a player has one astronaut aboard an expedition, so the
 * points a player gains in one step are that astronaut's. */
static void landings(const sc_game *before, const sc_game *after, gm_log *log, gm_events *out)
{
    for (unsigned pl = 0; pl < after->setup.n_players; pl++) {
        for (unsigned ab = 0; ab < SC_ASTRONAUTS; ab++) {
            const sc_place *was = &before->players[pl].astronauts[ab];
            const sc_place *is = &after->players[pl].astronauts[ab];
            if (was->kind != SC_AT_ROCKET || is->kind <= SC_AT_ROCKET) {
                continue;
            }
            gm_log_entry e = {.kind = GM_LOG_POINTS, .who = (int8_t)pl, .index = is->index};
            if (is->kind == SC_AT_MOON) {
                e.source = GM_SRC_MOON;
                e.points = after->players[pl].moon_points - before->players[pl].moon_points;
                e.flags = ab == SC_MOON_DOUBLER ? GM_LOG_DOUBLED : 0;
            } else if (is->kind == SC_AT_COMET || is->kind == SC_AT_GALAXY) {
                e.source = is->kind == SC_AT_COMET ? GM_SRC_COMET : GM_SRC_GALAXY;
                e.points = after->players[pl].deep_points - before->players[pl].deep_points;
                e.flags = ab == SC_DEEP_DOUBLER ? GM_LOG_DOUBLED : 0;
                uint8_t b = (uint8_t)((is->kind == SC_AT_COMET ? GM_DEEP_COMET : 0) |
                                      (e.flags ? GM_DEEP_DOUBLED : 0));
                gm_spot at = {is->kind == SC_AT_COMET ? GM_SPOT_COMET : GM_SPOT_GALAXY, 0, 0};
                callout(out, (gm_callout){.kind = GM_CALLOUT_DEEP,
                                          .player = (int8_t)pl,
                                          .points = e.points,
                                          .a = (uint8_t)ab,
                                          .b = b,
                                          .at = at});
            } else {
                continue; /* a planet scores at the end */
            }
            add(log, e);
        }
    }
}

static void goals(const sc_game *before, const sc_game *after, gm_log *log, gm_events *out)
{
    const sc_mat *mat = after->mat;
    for (unsigned i = 0; i < mat->n_goals && i < SC_MAX_GOALS; i++) {
        int owner = after->goal_owner[i];
        if (owner < 0 || before->goal_owner[i] >= 0) {
            continue;
        }
        add(log, (gm_log_entry){.kind = GM_LOG_GOAL,
                                .who = (int8_t)owner,
                                .index = (uint8_t)i,
                                .points = mat->goals[i].points});
        callout(out, (gm_callout){.kind = GM_CALLOUT_GOAL,
                                  .player = (int8_t)owner,
                                  .points = mat->goals[i].points,
                                  .a = (uint8_t)i,
                                  .at = {GM_SPOT_GOALS, (uint8_t)i, 0}});
    }
}

static void crash(const sc_game *before, const sc_game *after, gm_log *log, gm_events *out)
{
    if (!gm_events_crashed(before, after)) {
        return;
    }
    add(log, (gm_log_entry){.kind = GM_LOG_CRASH,
                            .who = -1,
                            .space = before->rocket_space,
                            .failure = after->failures,
                            .limit = after->mat->failures_to_end});
    callout(out, (gm_callout){.kind = GM_CALLOUT_CRASH,
                              .player = (int8_t)commander_of(before),
                              .a = after->failures,
                              .b = after->mat->failures_to_end,
                              .at = {GM_SPOT_SPACE, before->rocket_space, 0}});
}

/* Astronauts sent home from the rocket (after a crash). */
static void home(const sc_game *before, const sc_game *after, gm_log *log)
{
    unsigned n = 0;
    for (unsigned pl = 0; pl < after->setup.n_players; pl++) {
        for (unsigned ab = 0; ab < SC_ASTRONAUTS; ab++) {
            n += before->players[pl].astronauts[ab].kind == SC_AT_ROCKET &&
                 after->players[pl].astronauts[ab].kind == SC_AT_HOME;
        }
    }
    if (n > 0 && gm_events_crashed(before, after)) {
        add(log, (gm_log_entry){.kind = GM_LOG_HOME, .who = -1, .count = (uint8_t)n});
    }
}

/* A player's place on a planet at the end: how many rank before them
 * (more astronauts there, or as many landed there first), as the rules
 * core ranks them. */
static unsigned planet_rank(const sc_game *g, unsigned planet, unsigned player)
{
    unsigned count[SC_MAX_PLAYERS] = {0}, first[SC_MAX_PLAYERS];
    for (unsigned p = 0; p < g->setup.n_players; p++) {
        first[p] = UINT16_MAX + 1u;
        for (unsigned a = 0; a < SC_ASTRONAUTS; a++) {
            const sc_place *at = &g->players[p].astronauts[a];
            if (at->kind == SC_AT_PLANET && at->index == planet) {
                count[p]++;
                first[p] = at->order < first[p] ? at->order : first[p];
            }
        }
    }
    unsigned rank = 0;
    for (unsigned p = 0; p < g->setup.n_players; p++) {
        rank += count[p] > count[player] || (count[p] == count[player] && first[p] < first[player]);
    }
    return rank;
}

/* The final scoring: the planets, then the secret missions revealed. */
static void final_scoring(const sc_game *g, gm_log *log, gm_events *out)
{
    add(log, (gm_log_entry){.kind = GM_LOG_FINAL, .who = -1});
    sc_score sc[SC_MAX_PLAYERS];
    sc_game_score(g, sc);
    for (unsigned i = 0; i < g->mat->n_planets; i++) {
        for (unsigned pl = 0; pl < g->setup.n_players; pl++) {
            if (sc[pl].planets[i] <= 0) {
                continue;
            }
            const sc_place *d = &g->players[pl].astronauts[SC_PLANET_DOUBLER];
            bool doubled = d->kind == SC_AT_PLANET && d->index == i;
            add(log, (gm_log_entry){.kind = GM_LOG_POINTS,
                                    .who = (int8_t)pl,
                                    .source = GM_SRC_PLANET,
                                    .index = (uint8_t)i,
                                    .count = (uint8_t)planet_rank(g, i, pl),
                                    .flags = doubled ? GM_LOG_DOUBLED : 0,
                                    .points = (uint16_t)sc[pl].planets[i]});
        }
    }
    /* The rulebook reveals the secret missions here, not before. */
    if (g->setup.variants & SC_VARIANT_MISSIONS) {
        for (unsigned pl = 0; pl < g->setup.n_players; pl++) {
            add(log, (gm_log_entry){.kind = GM_LOG_MISSIONS,
                                    .who = (int8_t)pl,
                                    .count = (uint8_t)sc[pl].missions_done,
                                    .limit = g->players[pl].n_missions,
                                    .points = (uint16_t)sc[pl].missions});
            callout(out, (gm_callout){.kind = GM_CALLOUT_MISSIONS,
                                      .player = (int8_t)pl,
                                      .points = (uint16_t)sc[pl].missions,
                                      .a = (uint8_t)sc[pl].missions_done,
                                      .b = g->players[pl].n_missions,
                                      .at = {GM_SPOT_SCORE, (uint8_t)pl, 0}});
        }
    }
    add(log, (gm_log_entry){.kind = GM_LOG_GAME_OVER, .who = -1});
}

void gm_events_read(const sc_game *before, const sc_game *after, const sc_record_action *step,
                    gm_log *log, gm_events *out)
{
    if (out != NULL) {
        out->n = 0;
    }
    step_fact(before, step, log);
    if (!step->roll) {
        abilities(before, after, &step->choice, log);
        if (step->choice.kind == SC_CHOICE_MOVE) {
            exploration(before, after, log);
            ufo(before, after, log, out);
        }
    }
    crash(before, after, log, out);
    landings(before, after, log, out);
    goals(before, after, log, out);
    home(before, after, log);
    if (sc_game_over(after)) {
        if (!sc_game_over(before)) {
            final_scoring(after, log, out);
        }
    } else if (after->expedition != before->expedition) {
        expedition_heading(after, log);
    }
}
