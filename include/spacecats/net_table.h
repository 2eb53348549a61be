/* A table (docs/network.md): one game, its host (net_host.h) and the
 * computers that play its seats. The server hosts many at once, tests play
 * whole games with them, and it shows what the desktop game's session does
 * when it hosts: it owns the game, applies what the host hands it and what
 * its own seats decide, and tells the host of every change. No I/O, no
 * clock, no global state. */
#ifndef SPACECATS_NET_TABLE_H
#define SPACECATS_NET_TABLE_H

#include <stdbool.h>
#include <stdint.h>

#include "spacecats/ai.h"
#include "spacecats/game.h"
#include "spacecats/net_host.h"

typedef struct sc_net_table sc_net_table;

/* Dice from elsewhere than the game's generator (a test replaying the dice
 * of another game): writes the pool's faces; false to roll as usual. */
typedef bool (*sc_net_dice_fn)(void *ctx, const sc_game *g, uint8_t *faces);

/* A computer seat's decision from elsewhere than its level (a test
 * replaying another game's): writes the choice; false to ask the level. */
typedef bool (*sc_net_decide_fn)(void *ctx, const sc_game *g, sc_choice *out);

typedef struct sc_net_table_config {
    sc_net_host_config host; /* the mat, the seats, the transport */
    sc_setup setup;          /* players as host.n_players; the seed (see random_seed) */
    const sc_piles *piles;   /* the deals, or NULL: from the seed */
    /* Draw the game's seed and the computers' from the kernel (what a real
     * table does: a seed from the clock could be found by trying the
     * seconds around it); else setup.seed and ai_seed as given. */
    bool random_seed;
    uint64_t ai_seed; /* the computers' decisions: never the game's seed */
    /* The level of each computer seat (host.seats[s].state COMPUTER), and of
     * the computer that plays an open seat nobody took or an away seat the
     * table is told to fill (sc_net_table_fill). NULL: the strongest. */
    const sc_ai_level *levels[SC_MAX_PLAYERS];
    sc_net_dice_fn dice;     /* may be NULL */
    sc_net_decide_fn decide; /* may be NULL */
    /* The computers' decisions are thought about by the owner, away from
     * the table (on worker threads: a commander takes up to 0.4 s, which
     * the other tables of a server must not wait for): sc_net_table_step
     * leaves them alone, sc_net_table_to_think says what to think about,
     * sc_net_table_decided applies the outcome. Else the step thinks. */
    bool think_apart;
    void *hook_ctx; /* for dice and decide */
} sc_net_table_config;

/* NULL when memory runs out, the setup is wrong or no seed can be drawn. */
sc_net_table *sc_net_table_new(const sc_net_table_config *cfg);
void sc_net_table_free(sc_net_table *t);

sc_net_host *sc_net_table_host(sc_net_table *t);
const sc_game *sc_net_table_game(const sc_net_table *t);

/* Starts the game: the open seats nobody took are played by computers. */
bool sc_net_table_start(sc_net_table *t);
/* Started (or resumed), over or not. */
bool sc_net_table_started(const sc_net_table *t);

/* Goes on from a record (a restarted server): the game replayed, the
 * seats as given in the configuration (with the remote persons' tokens). */
bool sc_net_table_resume(sc_net_table *t, const char *record, size_t len, sc_record_error *err);

/* One step, if one can be taken now: a remote player's request, or a
 * computer's roll or decision (not with think_apart). False when the game
 * waits for a person (at the host or remote), for a decision thought about
 * apart, or is over. */
bool sc_net_table_step(sc_net_table *t);

/* A computer's decision, with everything the thinking needs copied: it may
 * be thought about on any thread while the table goes on. */
typedef struct sc_net_thought {
    sc_game game;             /* the game as the table has it */
    unsigned seat;            /* the computer's */
    const sc_ai_level *level; /* its level */
    uint64_t seed;            /* the decision's: from the computers' seed and the step */
    unsigned step;            /* the events the game had: the decision is for this step only */
} sc_net_thought;

/* True when the game waits for a computer seat's decision (not a roll):
 * *out is what to think about. The same thought at every call until the
 * table moves on. */
bool sc_net_table_to_think(const sc_net_table *t, sc_net_thought *out);

/* What the computer decides: the choice its level makes of the legal ones,
 * the same as the table would have made itself. Any thread, several at
 * once. False when there is nothing to choose. */
bool sc_net_think(const sc_net_thought *th, sc_choice *out);

/* Applies the decision thought about at `step` (sc_net_thought.step).
 * False, the table unchanged, when the game has moved on since, is not at
 * a computer's decision, or the choice is not legal. */
bool sc_net_table_decided(sc_net_table *t, unsigned step, const sc_choice *c);

/* A person at the host acts for the seat the game waits for: false when
 * it waits for another kind of action or the choice is not legal. */
bool sc_net_table_roll(sc_net_table *t);
bool sc_net_table_play(sc_net_table *t, const sc_choice *c);

/* Takes back the actions after the first `events` (as the desktop game's
 * undo): the game replayed from the record. */
bool sc_net_table_undo(sc_net_table *t, unsigned events);

/* A computer plays the seat from now on (an away person's, until they are
 * back: then they play again), or stops. */
void sc_net_table_fill(sc_net_table *t, unsigned seat, bool computer);

/* The seat whose turn it is is played by a computer now. */
bool sc_net_table_computer_turn(const sc_net_table *t);

#endif
