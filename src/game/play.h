/* The play screen's model: a game of the rules core plus the UI-only state
 * around it (the dice groups selected, the computer's paced plan), driven by
 * neutral input events and logic ticks. No SDL: tests drive it directly.
 *
 * Every change to the game goes through sc_game_apply or sc_game_roll with
 * a choice the core lists as legal; a click that makes no legal choice does
 * nothing. Where things are on screen comes from the layout only, so the
 * renderer (play_draw.c) and the hit-tests here always agree. */
#ifndef GM_PLAY_H
#define GM_PLAY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "anim.h"
#include "game_log.h"
#include "input.h"
#include "layout.h"
#include "seats.h"
#include "spacecats/ai.h"
#include "spacecats/game.h"
#include "spacecats/record.h"

/* What is under a point of the screen. */
typedef enum gm_hit_kind {
    GM_HIT_NONE,
    GM_HIT_GROUP,  /* a rolled dice group; index = sc_face */
    GM_HIT_TRAY,   /* the dice tray elsewhere */
    GM_HIT_BUTTON, /* index = gm_button */
    GM_HIT_MOON,   /* index = moon */
    GM_HIT_PLANET, /* index = planet */
    GM_HIT_COMET,
    GM_HIT_GALAXY,
    GM_HIT_CELL,    /* an astronaut on a player board: board, index = ability */
    GM_HIT_WINDOW,  /* a rocket window; index = rocket seat */
    GM_HIT_MISSION, /* a dealt secret mission; index in the hand */
} gm_hit_kind;

typedef struct gm_hit {
    gm_hit_kind kind;
    unsigned index;
    unsigned board; /* GM_HIT_CELL: the player */
} gm_hit;

enum { GM_LOG_LEN = 112, GM_UNDO_MAX = 24 };

/* How many of a computer's pauses it waits after a human's decision
 * before acting: the human's chance to undo it (2.4 s at normal speed;
 * none at instant speed, where computers act at once). */
#define GM_UNDO_GRACE 4.0f

typedef struct gm_think gm_think;

/* A state to go back to: before one of a human's decisions. */
typedef struct gm_undo_step {
    sc_game game;
    size_t record_len;
    unsigned actions;
    bool moved;
    unsigned log_count; /* the log's length then */
} gm_undo_step;

typedef struct gm_play {
    const gm_layout *lay;
    sc_game game;
    gm_seat seats[SC_MAX_PLAYERS];
    /* As shown: the seat's name (a long one cut at a word: gm_seat_name_shown) or a default. */
    char names[SC_MAX_PLAYERS][GM_NAME_LEN];

    /* The travel selection being built (UI state, not game state). */
    uint8_t sel_faces, sel_pilots, sel_flags;

    /* Computer seats: a level thinks (gm_think, maybe on another thread),
     * the plan is shown for bot_delay seconds, then applied. */
    gm_think *think;
    bool thinking;
    float bot_delay; /* seconds a computer takes per action; 0 = instant */
    float bot_wait;
    bool bot_planned;
    sc_choice bot_plan;
    /* After a human's decision a computer waits GM_UNDO_GRACE of its pauses
     * before it acts (rolls or decides), Undo lit meanwhile: the rules
     * allow taking a decision back until the next roll, and a computer's
     * action would end that chance at once. grace_total: its length. */
    bool grace;
    float grace_total;
    bool held;      /* nothing moves by itself (gm_play_hold) */
    long stop_at;   /* computers stop once this many actions are done; -1: never */
    bool skipping;  /* to the next human decision: no pauses, no animations */
    bool auto_roll; /* a human commander's dice roll by themselves */

    /* What just happened, shown over time; speed scales it (0 = instant). */
    gm_anims anims;
    bool moved; /* the rocket has moved this expedition (launch cue) */
    /* The scores before the change on show (of revision shown_revision)
     * and the points it flies to each player: the scores shown count those
     * points as they land (gm_play_score_shown). */
    sc_score shown_old[SC_MAX_PLAYERS];
    int shown_gained[SC_MAX_PLAYERS];
    unsigned shown_revision;

    /* Undo: states before the decisions of one human since the last roll. */
    gm_undo_step undo[GM_UNDO_MAX];
    unsigned n_undo;
    int undo_owner;

    unsigned faces_rolled[SC_FACE_COUNT]; /* every die rolled this game, by face */
    unsigned actions;                     /* rolls and decisions applied so far */
    unsigned revision; /* bumped by every change of the game, undo and new games included */
    /* The game record so far (docs/game-record.md): what autosave writes
     * and what resuming replays. Kept in step with every roll and choice. */
    sc_record record;

    gm_log log; /* what happened, put into words when read */

    /* The legal choices of the pending decision, refreshed after each change. */
    size_t n_choices;
    sc_choice choices[SC_MAX_CHOICES];
} gm_play;

/* Starts a game with these seats (an empty name becomes "Player 1",
 * "Computer 2" ...). Returns false on a setup the mat cannot host. */
bool gm_play_start(gm_play *p, const gm_layout *lay, const sc_mat *mat, const sc_setup *setup,
                   const gm_seat seats[SC_MAX_PLAYERS]);

/* Resumes a game from its record (a save): replays text[0..len) against
 * mat. False with err filled (line and reason) when the record is damaged
 * or belongs to another mat; p is then left stopped but safe to free. */
bool gm_play_resume(gm_play *p, const gm_layout *lay, const sc_mat *mat, const char *text,
                    size_t len, const gm_seat seats[SC_MAX_PLAYERS], sc_record_error *err);

/* Frees what p owns (the record, the thinker); p may be started again. */
void gm_play_free(gm_play *p);

/* Computer seats think on a worker thread (the window) or at once (tests,
 * autoplay: the default). Call after gm_play_start or gm_play_resume. */
void gm_play_set_threaded(gm_play *p, bool threaded);

/* Animation speed: duration factor (1 normal, 0 instant) and the pause a
 * computer takes per action, in seconds. */
void gm_play_set_speed(gm_play *p, float anim_scale, float bot_delay);

/* The session's changes: a legal choice of the pending decision applied,
 * or the commander's dice rolled (each logged, recorded, animated). False
 * when it is not legal now. */
bool gm_play_apply(gm_play *p, const sc_choice *c);
bool gm_play_roll(gm_play *p);

/* Undo: back to before the acting human's last decision, never across a
 * dice roll or another seat's decision; also while the computer who acts
 * next waits after that decision (its grace, above). */
bool gm_play_can_undo(const gm_play *p);
bool gm_play_undo(gm_play *p);
/* Player pl's score as the board shows it, from `now` (the score of the
 * game as it is, with what the viewer may not see left out; missions_seen:
 * the viewer sees pl's missions): while a change's animations run, the
 * score before it plus the points that have landed since. */
int gm_play_score_shown(const gm_play *p, unsigned pl, const sc_score *now, bool missions_seen);

/* How much of the grace is left, from 1 (all) to 0 (none, or no grace). */
float gm_play_grace_left(const gm_play *p);

/* A hint for the human whose decision it is ("what would the strongest
 * level do, and why"), worked out by the thinker like a computer's
 * decision: off the UI thread when threaded. Start, then poll each tick;
 * any change of the game drops it. */
bool gm_play_hint_start(gm_play *p);
bool gm_play_hint_poll(gm_play *p, sc_ai_hint_t *out, bool *valid);

/* Skips to the next human decision: computers act at once, no animations. */
void gm_play_skip(gm_play *p);

/* Advances the animations by dt seconds. True when any ran in this step
 * (the step that ends the last one included: the picture changed). */
bool gm_play_animate(gm_play *p, float dt);

/* The seat who must act now (the commander for a roll), or -1 when over. */
int gm_play_actor(const gm_play *p);
bool gm_play_human_turn(const gm_play *p);

/* Feeds one input event; returns true when anything changed (redraw). */
bool gm_play_input(gm_play *p, const gm_input *in);

/* Rolls given faces instead of random ones (scripted scenarios and tests):
 * as sc_game_roll_fixed. */
bool gm_play_roll_fixed(gm_play *p, const uint8_t *faces, unsigned n);

/* One logic tick of dt seconds: the animations advance, computer seats act
 * when their pause has run out. Returns true when anything changed.
 * max_actions bounds the actions of a tick. */
bool gm_play_tick(gm_play *p, float dt, unsigned max_actions);

/* A computer seat's decision: chooses it and shows it (the dice groups
 * selected, the target lit) without applying it yet. False when there is
 * nothing to plan (a human's turn, a roll, a plan already made). */
bool gm_play_plan(gm_play *p);

/* Holds the game where it is: computers stop, dice do not roll by
 * themselves, the game is not autosaved (a picture of a stopped game; a
 * save found damaged after its record was read). */
void gm_play_hold(gm_play *p, bool held);
bool gm_play_held(const gm_play *p);
/* Computers stop once `actions` actions are done (-1: never). */
void gm_play_stop_at(gm_play *p, long actions);

/* Busy: something will happen without input (a computer is to act). */
bool gm_play_busy(const gm_play *p);

/* ---- queries for the renderer and tests -------------------------------- */

gm_hit gm_play_hit(const gm_play *p, float x, float y);

/* The rectangle of a rolled dice group (false when the face was not rolled). */
bool gm_play_group_rect(const gm_play *p, unsigned face, gm_rect *out);
/* Where the die of rocket seat `seat`'s Pilot shows in the tray (as
 * drawn: lifted when chosen); false when there is none (play_geom.h). */
bool gm_play_pilot_rect(const gm_play *p, unsigned seat, gm_rect *out);
/* A rolled group that some legal move uses. */
bool gm_play_group_usable(const gm_play *p, unsigned face);
bool gm_play_pilot_usable(const gm_play *p, unsigned seat);
/* The space the selected move lands on, or -1 when the selection is not a legal move. */
int gm_play_preview_space(const gm_play *p);
bool gm_play_button_enabled(const gm_play *p, gm_button b);
/* A legal LAND choice for this kind of body (GM_HIT_MOON ...), written to out. */
bool gm_play_land_choice(const gm_play *p, gm_hit_kind body, unsigned index, sc_choice *out);
bool gm_play_board_choosable(const gm_play *p, unsigned player, unsigned ability);

/* The number of log lines kept (at most GM_LOG_LINES). */
unsigned gm_play_log_size(const gm_play *p);

/* The log line `age` steps back from the newest (0: the newest) in the
 * current language, or "". */
void gm_play_log_line(const gm_play *p, unsigned age, char *buf, size_t len);

/* Whether that line is a heading (an expedition, the final scoring). */
bool gm_play_log_heading(const gm_play *p, unsigned age);

/* A seat's default name, "Player 2" or "Computer 2", translated. */
void gm_play_default_name(const gm_play *p, unsigned seat, char *buf, size_t len);

/* After a change of language: the default seat names ("Player 2") follow
 * it (the log and every screen translate when drawn). */
void gm_play_language_changed(gm_play *p);

#endif
