/* A game session: one game being played, whoever plays it. It owns the
 * game of the rules core, its record (what a save writes and resuming
 * replays), undo, the log, the animations of each change (as meanings:
 * who moved from which spot to which, never pixels), the seats and the
 * computers' pacing. It knows nothing of the screen: no layout, no SDL, no
 * input events. A front end (the desktop's play screen, a network table, a
 * test) drives it with choices alone:
 *
 *     gm_session *s = gm_session_new();
 *     gm_session_start(s, mat, &setup, seats);
 *     while (!sc_game_over(gm_session_game(s))) {
 *         if (gm_session_human_turn(s)) {
 *             ... a legal choice c from gm_session_choices ...
 *             gm_session_roll(s) or gm_session_apply(s, &c);
 *         }
 *         gm_session_tick(s, dt, 1); // computers act, animations run
 *     }
 *     gm_session_free(s);
 *
 * Every change goes through sc_game_apply or sc_game_roll with a choice
 * the core lists as legal; anything else is refused and changes nothing. */
#ifndef GM_SESSION_H
#define GM_SESSION_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "anim.h"
#include "game_log.h"
#include "redial.h"
#include "seats.h"
#include "spacecats/ai.h"
#include "spacecats/game.h"
#include "spacecats/record.h"

typedef struct gm_session gm_session;
typedef struct gm_remote gm_remote;

/* Bytes enough for a line of the log put into words. */
enum { GM_LOG_LEN = 112 };

/* How many of a computer's pauses it waits after a human's decision
 * before acting: the human's chance to undo it (2.4 s at normal speed;
 * none at instant speed, where computers act at once). */
#define GM_UNDO_GRACE 4.0f

/* ---- life ------------------------------------------------------------------ */

/* A session with no game yet; NULL when out of memory. */
gm_session *gm_session_new(void);
void gm_session_free(gm_session *s);

/* Starts a game with these seats (an empty name becomes "Player 1",
 * "Computer 2" ...). False on a setup the mat cannot host. */
bool gm_session_start(gm_session *s, const sc_mat *mat, const sc_setup *setup,
                      const gm_seat seats[SC_MAX_PLAYERS]);

/* Resumes a game from its record (a save): replays text[0..len) against
 * mat. False with err filled (line and reason) when the record is damaged
 * or belongs to another mat; s is then held, safe to free or start again. */
bool gm_session_resume(gm_session *s, const sc_mat *mat, const char *text, size_t len,
                       const gm_seat seats[SC_MAX_PLAYERS], sc_record_error *err);

/* The session becomes a client of a host (docs/network.md): it takes the
 * connection (remote.h; the game started there, our seats taken) and
 * shows the view of our seats; a choice or roll submitted goes to the
 * host, and each tick shows what the host tells, one event at a time,
 * animated and logged as a local game's changes. Our seats are played
 * here under `name`; every seat in the colour the host gives it (ours the
 * one we asked for, or the nearest free), as in every window at the
 * table; the host's computers show as computers, other people as remote
 * seats. No undo, no autosave of its own: the game is the host's. */
bool gm_session_join(gm_session *s, gm_remote *remote, const char *name);
/* A client's seat whose person's connection dropped (the host said so):
 * true, with the seconds left before a computer plays it (0: the game
 * waits for them). False for a game played here. */
bool gm_session_away(const gm_session *s, unsigned seat, unsigned *seconds);
/* Who sits at a seat of a joined game, as the host last told it: ours a
 * person here, the others online, away or a computer (NONE for a game
 * played here, and for the others once the connection is lost: nobody
 * tells us any more). */
void gm_session_presence(const gm_session *s, unsigned seat, gm_presence *out);
/* A joined game whose connection to its host ended before the game did:
 * why, in the player's language ("" while it holds, and for a game played
 * here). */
const char *gm_session_lost(const gm_session *s);
/* Lost, the host is called again by itself (redial.h): the tries' state,
 * OFF while the connection holds and once the host refused a try (its
 * game over or gone: gm_session_lost says so). When the host has seated
 * us again, the session shows its game and play goes on. */
const gm_redial *gm_session_redial(const gm_session *s);
/* The player asks for a try now (Join again): false when none can begin
 * (one is under way, or the host refused). */
bool gm_session_redial_now(gm_session *s);
/* The host ended the tries saying it does not know our seat any more
 * (its game over or gone): the token kept for it is of no more use. */
bool gm_session_seat_forgotten(const gm_session *s);
/* A client of a host, and its connection (NULL when played here). */
bool gm_session_remote(const gm_session *s);
gm_remote *gm_session_remote_of(const gm_session *s);

/* Computer seats think on a worker thread (the window) or at once (tests,
 * autoplay: the default). */
void gm_session_set_threaded(gm_session *s, bool threaded);

/* Animation speed: duration factor (1 normal, 0 instant) and the pause a
 * computer takes per action, in seconds. */
void gm_session_set_speed(gm_session *s, float anim_scale, float bot_delay);
/* A human commander's dice roll by themselves. */
void gm_session_set_auto_roll(gm_session *s, bool on);

/* Who sits at seat i from now on (a human taking a computer's place, a
 * computer a human's); the game is unchanged. */
void gm_session_set_seat(gm_session *s, unsigned i, const gm_seat *seat);
void gm_session_set_seat_kind(gm_session *s, unsigned i, gm_seat_kind kind);

/* The seed the computers' decisions are made from (with how far the game
 * is and the seat): the game's own when started or resumed, so that a
 * game replayed or resumed decides the same, unless given another here
 * (after gm_session_start: a seed of their own says nothing of the
 * game's). */
void gm_session_set_computers_seed(gm_session *s, uint64_t seed);
uint64_t gm_session_computers_seed(const gm_session *s);

/* Holds the game where it is: computers stop, dice do not roll by
 * themselves, the game is not autosaved (a picture of a stopped game). */
void gm_session_hold(gm_session *s, bool held);
bool gm_session_held(const gm_session *s);
/* Computers stop once `actions` actions are done (-1: never). */
void gm_session_stop_at(gm_session *s, long actions);

/* A friend's seat (GM_SEAT_REMOTE) of a hosted game: the name and token
 * they took it under (the network's: 24 bytes of UTF-8 at most, 32
 * hexadecimal digits), which its save keeps so that a host started again
 * gives the seat back to them. Cleared by a new game. */
enum { GM_FRIEND_NAME_SIZE = 25, GM_FRIEND_TOKEN_SIZE = 33 };
void gm_session_set_friend(gm_session *s, unsigned seat, const char *person, const char *token);
/* The friend's name at seat ("": none), and their token into *token. */
const char *gm_session_friend(const gm_session *s, unsigned seat, const char **token);

/* Someone told of every change of the game as it is made, and given each
 * tick to bring in what others did: a network host (session_host.h), which
 * the session knows nothing of. Any callback may be NULL. */
typedef struct gm_session_watch {
    /* A game was started or resumed (its record so far: gm_session_record). */
    void (*begun)(void *ctx, const gm_session *s);
    void (*rolled)(void *ctx, const sc_game *before, const uint8_t *faces, unsigned n,
                   const sc_game *after);
    void (*chose)(void *ctx, const sc_game *before, const sc_choice *c, const sc_game *after);
    /* Only the first `actions` actions stand; now is the game after them. */
    void (*undone)(void *ctx, unsigned actions, const sc_game *now);
    /* At the start of every gm_session_tick: it may apply choices (gm_session_apply). */
    void (*tick)(void *ctx, gm_session *s, float dt);
    void *ctx;
} gm_session_watch;

/* From now on, across new games (NULL: nobody). */
void gm_session_set_watch(gm_session *s, const gm_session_watch *w);

/* After a change of language: the default seat names follow it. */
void gm_session_language_changed(gm_session *s);

/* ---- a front end's commands ------------------------------------------------- */

/* What a human did, as a front end interprets its input (a click on Go, a
 * key): checked now and carried out by the next gm_session_tick, the one
 * place a game being played changes. False, with nothing queued, when it
 * is not the human's to do now (not legal, not a human's turn, nothing to
 * undo) or another command waits. Until the tick, the session is busy. */
bool gm_session_submit(gm_session *s, const sc_choice *c);
bool gm_session_submit_roll(gm_session *s);
bool gm_session_submit_undo(gm_session *s);
/* A command waits for the tick. */
bool gm_session_submitted(const gm_session *s);

/* ---- the changes, at once (the tick's, scripts', tests') --------------------- */

/* A legal choice of the pending decision applied, or the commander's dice
 * rolled (random, or given faces for scripted scenarios and tests); each
 * logged, recorded, animated. False, changing nothing, when not legal now. */
bool gm_session_apply(gm_session *s, const sc_choice *c);
bool gm_session_roll(gm_session *s);
bool gm_session_roll_fixed(gm_session *s, const uint8_t *faces, unsigned n);

/* Undo: back to before the acting human's last decision, never across a
 * dice roll or another seat's decision; also while the computer who acts
 * next waits after that decision (its grace). */
bool gm_session_can_undo(const gm_session *s);
bool gm_session_undo(gm_session *s);
/* Player pl's score as the board shows it, from `now` (the score of the
 * game as it is, with what the viewer may not see left out; missions_seen:
 * the viewer sees pl's missions): while a change's animations run, the
 * score before it plus the points that have landed since. */
int gm_session_score_shown(const gm_session *s, unsigned pl, const sc_score *now,
                           bool missions_seen);

/* How much of the grace is left, from 1 (all) to 0 (none, or no grace). */
float gm_session_grace_left(const gm_session *s);

/* Skips to the next human decision: computers act at once, no animations. */
void gm_session_skip(gm_session *s);
/* Ends the animations on show at once (a click hurries the show along). */
void gm_session_hurry(gm_session *s);

/* One logic tick of dt seconds: a command submitted is carried out, the
 * animations advance, computer seats act when their pause has run out (at
 * most max_actions of them). True when anything changed. */
bool gm_session_tick(gm_session *s, float dt, unsigned max_actions);
/* Only the animations advance. True when any ran in this step (the step
 * that ends the last one included: the picture changed). */
bool gm_session_animate(gm_session *s, float dt);

/* A computer seat's decision chosen now (at once, on this thread) and
 * shown, not applied yet. False when there is nothing to plan. */
bool gm_session_plan(gm_session *s);

/* A hint for the human whose decision it is, worked out like a computer's
 * decision (off the UI thread when threaded). Start, then poll each tick;
 * any change of the game drops it. */
bool gm_session_hint_start(gm_session *s);
bool gm_session_hint_poll(gm_session *s, sc_ai_hint_t *out, bool *valid);

/* ---- what it is --------------------------------------------------------------- */

const sc_game *gm_session_game(const gm_session *s);
const gm_seat *gm_session_seat(const gm_session *s, unsigned i);
/* Every seat (SC_MAX_PLAYERS of them), as a new game or a save takes them. */
const gm_seat *gm_session_seats(const gm_session *s);
/* The seat's name as shown: its own (a long one cut at a word) or a default. */
const char *gm_session_name(const gm_session *s, unsigned i);
const char (*gm_session_names(const gm_session *s))[GM_NAME_LEN];
/* A seat's default name, "Player 2" or "Computer 2", translated. */
void gm_session_default_name(const gm_session *s, unsigned seat, char *buf, size_t len);

/* The legal choices of the pending decision: how many, and the list. */
size_t gm_session_n_choices(const gm_session *s);
const sc_choice *gm_session_choices(const gm_session *s);
/* The seat who must act now (the commander for a roll), or -1 when over. */
int gm_session_actor(const gm_session *s);
bool gm_session_human_turn(const gm_session *s);
/* The seat who must act is played from another computer (GM_SEAT_REMOTE):
 * the session waits for its choice to come through the watch. */
bool gm_session_remote_turn(const gm_session *s);
/* Something will happen without a choice: an animation runs, a computer is
 * to act, a human's dice roll by themselves. */
bool gm_session_busy(const gm_session *s);
/* A computer's decision is being worked out (on the thinking thread when
 * threaded): the front end has nothing to do but wait. */
bool gm_session_thinking(const gm_session *s);
/* The pause a computer takes per action, in seconds (set_speed's). */
float gm_session_pause(const gm_session *s);
/* How many of the acting human's decisions Undo can take back now. */
unsigned gm_session_undo_depth(const gm_session *s);
bool gm_session_auto_roll(const gm_session *s);

/* A computer's decision being shown before it is applied: true with it. */
bool gm_session_plan_shown(const gm_session *s, sc_choice *out);

/* The animations of the latest changes, as meanings (anim.h). */
const gm_anims *gm_session_anims(const gm_session *s);

/* The sounds due: the cues of the animations begun since the last call
 * (anim.h), each given once. */
unsigned gm_session_take_cues(gm_session *s, gm_cue *out, unsigned max);

/* The game record so far (docs/game-record.md). */
const sc_record *gm_session_record(const gm_session *s);
/* Rolls and decisions applied so far. */
unsigned gm_session_actions(const gm_session *s);
/* Bumped by every change of the game, undo and new games included; never
 * repeats within one session. */
unsigned gm_session_revision(const gm_session *s);
/* Every die rolled this game, by face. */
const unsigned *gm_session_faces_rolled(const gm_session *s);

/* The log's entries (game_log.h), and the same put into words: lines
 * kept, a line `age` steps back from the newest (0: the
 * newest) in the current language, whether it is a heading. */
const gm_log *gm_session_log(const gm_session *s);
unsigned gm_session_log_size(const gm_session *s);
void gm_session_log_line(const gm_session *s, unsigned age, char *buf, size_t len);
bool gm_session_log_heading(const gm_session *s, unsigned age);

#endif
