/* A table (spacecats/net_table.h): a game, its host, its computers. */
#include <stdlib.h>
#include <string.h>

#include "spacecats/fresh.h"
#include "spacecats/net_table.h"
#include "spacecats/record.h"

struct sc_net_table {
    sc_net_table_config cfg;
    sc_net_host *host;
    sc_game game;
    bool started;
    uint8_t first_state[SC_MAX_PLAYERS]; /* each seat as first set up */
};

static uint64_t mix(uint64_t z)
{
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
    return z ^ (z >> 31);
}

static const sc_ai_level *level_of(const sc_net_table *t, unsigned seat)
{
    return t->cfg.levels[seat] ? t->cfg.levels[seat] : sc_ai_strongest();
}

sc_net_table *sc_net_table_new(const sc_net_table_config *cfg)
{
    sc_net_table *t = calloc(1, sizeof *t);
    if (t == NULL) {
        return NULL;
    }
    t->cfg = *cfg;
    t->cfg.setup.n_players = (uint8_t)cfg->host.n_players;
    if (cfg->random_seed) {
        /* A seed the kernel could not give is not used: with it, a client
         * could know every roll to come. */
        bool game_ok, ai_ok;
        t->cfg.setup.seed = sc_fresh_seed(&game_ok);
        t->cfg.ai_seed = sc_fresh_seed(&ai_ok);
        if (!game_ok || !ai_ok) {
            free(t);
            return NULL;
        }
    }
    for (unsigned s = 0; s < SC_MAX_PLAYERS; s++) {
        t->first_state[s] = cfg->host.seats[s].state;
    }
    /* A game the mat cannot host is refused now, not at the start. */
    if (!sc_game_init_with_piles(&t->game, cfg->host.mat, &t->cfg.setup, cfg->piles)) {
        free(t);
        return NULL;
    }
    t->host = sc_net_host_new(&cfg->host);
    if (t->host == NULL) {
        free(t);
        return NULL;
    }
    return t;
}

void sc_net_table_free(sc_net_table *t)
{
    if (t != NULL) {
        sc_net_host_free(t->host);
        free(t);
    }
}

sc_net_host *sc_net_table_host(sc_net_table *t)
{
    return t->host;
}

const sc_game *sc_net_table_game(const sc_net_table *t)
{
    return &t->game;
}

bool sc_net_table_start(sc_net_table *t)
{
    if (t->started) {
        return false;
    }
    for (unsigned s = 0; s < t->cfg.host.n_players; s++) {
        sc_net_host_seat_info info;
        sc_net_host_seat_get(t->host, s, &info);
        if (info.state == SC_NET_SEAT_OPEN) {
            sc_net_table_fill(t, s, true);
        }
    }
    t->started = true;
    sc_net_host_begin(t->host, &t->game);
    return true;
}

bool sc_net_table_started(const sc_net_table *t)
{
    return t->started;
}

bool sc_net_table_resume(sc_net_table *t, const char *record, size_t len, sc_record_error *err)
{
    if (!sc_record_replay(record, len, t->cfg.host.mat, &t->game, err) ||
        !sc_net_host_resume(t->host, record, len, err)) {
        return false;
    }
    t->started = true;
    return true;
}

bool sc_net_table_computer_turn(const sc_net_table *t)
{
    sc_pending p = sc_game_pending(&t->game);
    if (!t->started || p.player < 0) {
        return false;
    }
    sc_net_host_seat_info info;
    sc_net_host_seat_get(t->host, (unsigned)p.player, &info);
    return info.state == SC_NET_SEAT_COMPUTER;
}

static bool roll(sc_net_table *t)
{
    sc_game before = t->game;
    uint8_t faces[SC_MAX_DICE];
    sc_status st;
    if (t->cfg.dice && t->cfg.dice(t->cfg.hook_ctx, &t->game, faces)) {
        st = sc_game_roll_fixed(&t->game, faces, before.pool);
    } else {
        st = sc_game_roll(&t->game, faces);
    }
    if (st != SC_OK) {
        t->game = before;
        return false;
    }
    sc_net_host_rolled(t->host, &before, faces, before.pool, &t->game);
    return true;
}

static bool play(sc_net_table *t, const sc_choice *c)
{
    sc_game before = t->game;
    if (sc_game_apply(&t->game, c) != SC_OK) {
        return false;
    }
    sc_net_host_chose(t->host, &before, c, &t->game);
    return true;
}

bool sc_net_table_to_think(const sc_net_table *t, sc_net_thought *out)
{
    if (!sc_net_table_computer_turn(t) || sc_game_pending(&t->game).kind == SC_PENDING_ROLL) {
        return false;
    }
    unsigned seat = (unsigned)sc_game_pending(&t->game).player;
    unsigned step = sc_net_host_events(t->host);
    *out = (sc_net_thought){
        .game = t->game,
        .seat = seat,
        .level = level_of(t, seat),
        /* The seed of a decision: the computers' own and how far the game is. */
        .seed = mix(t->cfg.ai_seed ^ mix(step + 1)),
        .step = step,
    };
    return true;
}

bool sc_net_think(const sc_net_thought *th, sc_choice *out)
{
    /* 29 KB: one list a thread, not one a table (a server has a thousand). */
    static _Thread_local sc_choice list[SC_MAX_CHOICES];
    size_t n = sc_game_choices(&th->game, list);
    if (n == 0) {
        return false;
    }
    *out = list[sc_ai_choose(th->level, &th->game, th->seat, list, n, th->seed)];
    return true;
}

bool sc_net_table_decided(sc_net_table *t, unsigned step, const sc_choice *c)
{
    /* A decision for a game that has moved on since is nobody's now. */
    return step == sc_net_host_events(t->host) && sc_net_table_computer_turn(t) && play(t, c);
}

static bool computer(sc_net_table *t)
{
    if (sc_game_pending(&t->game).kind == SC_PENDING_ROLL) {
        return roll(t);
    }
    sc_choice c;
    if (t->cfg.decide && t->cfg.decide(t->cfg.hook_ctx, &t->game, &c)) {
        return play(t, &c);
    }
    if (t->cfg.think_apart) {
        return false; /* the owner thinks (sc_net_table_to_think) and tells */
    }
    sc_net_thought th;
    return sc_net_table_to_think(t, &th) && sc_net_think(&th, &c) && play(t, &c);
}

bool sc_net_table_step(sc_net_table *t)
{
    if (!t->started || sc_game_over(&t->game)) {
        return false;
    }
    sc_net_request r;
    if (sc_net_host_take(t->host, &r)) {
        /* Checked by the host against this very game. */
        return r.roll ? roll(t) : play(t, &r.choice);
    }
    return sc_net_table_computer_turn(t) && computer(t);
}

bool sc_net_table_roll(sc_net_table *t)
{
    return t->started && sc_game_pending(&t->game).kind == SC_PENDING_ROLL && roll(t);
}

bool sc_net_table_play(sc_net_table *t, const sc_choice *c)
{
    return t->started && play(t, c);
}

bool sc_net_table_undo(sc_net_table *t, unsigned events)
{
    size_t len;
    const char *text = sc_net_host_record(t->host, &len);
    unsigned have = sc_net_host_events(t->host);
    if (!t->started || events > have) {
        return false;
    }
    /* The record up to the first `events` events: replaying it rolls the
     * generator as the game did, so the dice to come are the same. */
    const char *start = strstr(text, "\nstart\n");
    if (start == NULL) {
        return false;
    }
    size_t cut = (size_t)(start - text) + 7;
    for (unsigned k = 0; k < events; k++) {
        const char *nl = memchr(text + cut, '\n', len - cut);
        if (nl == NULL) {
            return false;
        }
        cut = (size_t)(nl - text) + 1;
    }
    sc_game g;
    sc_record_error err;
    if (!sc_record_replay(text, cut, t->cfg.host.mat, &g, &err)) {
        return false;
    }
    t->game = g;
    sc_net_host_undone(t->host, events, &t->game);
    return true;
}

void sc_net_table_fill(sc_net_table *t, unsigned seat, bool computer_plays)
{
    if (seat >= t->cfg.host.n_players) {
        return;
    }
    sc_net_host_seat_info info;
    sc_net_host_seat_get(t->host, seat, &info);
    sc_net_host_seat s = {.state = t->first_state[seat]};
    memcpy(s.name, t->cfg.host.seats[seat].name, sizeof s.name);
    if (computer_plays) {
        s.state = SC_NET_SEAT_COMPUTER;
        strcpy(s.name, level_of(t, seat)->name);
    } else if (info.seat.token[0] != '\0') {
        s.state = SC_NET_SEAT_HERE; /* the person who took it plays (OPEN would forget them) */
    }
    sc_net_host_set_seat(t->host, seat, &s);
}
