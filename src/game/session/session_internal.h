/* The inside of a game session, for the files that make it (session.c,
 * session_show.c) and no other: everyone else goes through session.h. */
#ifndef GM_SESSION_INTERNAL_H
#define GM_SESSION_INTERNAL_H

#include "game_log.h"
#include "play_events.h"
#include "redial.h"
#include "session.h"
#include "think.h"

enum { GM_UNDO_MAX = 24 };

typedef enum gm_submitted {
    GM_SUBMITTED_NONE,
    GM_SUBMITTED_CHOICE,
    GM_SUBMITTED_ROLL,
    GM_SUBMITTED_UNDO,
} gm_submitted;

/* A state to go back to: before one of a human's decisions. */
typedef struct gm_undo_step {
    sc_game game;
    size_t record_len;
    unsigned actions;
    bool moved;
    unsigned log_count; /* the log's length then */
} gm_undo_step;

struct gm_session {
    sc_game game;
    gm_seat seats[SC_MAX_PLAYERS];
    /* As shown: the seat's name (a long one cut at a word: gm_seat_name_shown) or a default. */
    char names[SC_MAX_PLAYERS][GM_NAME_LEN];

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
    bool held;      /* nothing moves by itself (gm_session_hold) */
    long stop_at;   /* computers stop once this many actions are done; -1: never */
    bool skipping;  /* to the next human decision: no pauses, no animations */
    bool auto_roll; /* a human commander's dice roll by themselves */
    /* A front end's command (gm_session_submit...), waiting for the tick. */
    uint8_t submitted; /* gm_submitted */
    sc_choice submitted_choice;

    /* What just happened, shown over time; speed scales it (0 = instant). */
    gm_anims anims;
    bool moved; /* the rocket has moved this expedition (launch cue) */
    /* The scores before the change on show (of revision shown_revision)
     * and the points it flies to each player: the scores shown count those
     * points as they land (gm_session_score_shown). */
    sc_score shown_old[SC_MAX_PLAYERS];
    int shown_gained[SC_MAX_PLAYERS];
    unsigned shown_revision;

    /* Undo: states before the decisions of one human since the last roll. */
    gm_undo_step undo[GM_UNDO_MAX];
    unsigned n_undo;
    int undo_owner;

    unsigned faces_rolled[SC_FACE_COUNT];
    unsigned actions;
    unsigned revision;
    uint64_t computers_seed; /* gm_session_set_computers_seed */
    sc_record record;        /* kept in step with every roll and choice */

    gm_log log; /* what happened, put into words when read */

    char friend_person[SC_MAX_PLAYERS][GM_FRIEND_NAME_SIZE]; /* gm_session_set_friend */
    char friend_token[SC_MAX_PLAYERS][GM_FRIEND_TOKEN_SIZE];
    gm_session_watch watch; /* gm_session_set_watch; zeroes: nobody */
    /* A client of a host (session_remote.c): the connection, and whether
     * the game it holds was taken yet. NULL: a game played here. */
    gm_remote *remote;
    bool remote_started;
    /* Its connection lost, the host called again (session_redial.c): the
     * schedule, the try under way (NULL: none), and the host's word that
     * ended the tries ("": none). */
    gm_redial redial;
    gm_remote *next;
    char redial_refused[256];
    bool seat_forgotten; /* that word was that the host does not know the seat */

    /* The legal choices of the pending decision, refreshed after each change. */
    size_t n_choices;
    sc_choice choices[SC_MAX_CHOICES];
};

/* Queues the animations that show how `before` became s's game through
 * choice c (NULL: not a choice), ev what it meant (none at instant speed,
 * nor while skipping to a human's decision). */
void gm_session_show_change(gm_session *s, const sc_game *before, const sc_choice *c,
                            const gm_events *ev);

/* After any change of the game: its choices, the computers' pacing, the
 * revision. */
void gm_session_refresh(gm_session *p);
/* Cleared for a new game with these seats (a connection closed). */
void gm_session_reset(gm_session *p, const gm_seat seats[SC_MAX_PLAYERS]);
/* One action of a record replayed, into the log and the counts. */
void gm_session_resume_action(gm_session *p, const sc_record_action *a);
/* Carries out what a front end submitted (a client: sends it to the host). */
bool gm_session_run_submitted(gm_session *s);
/* A joined game's lost connection called again (session_redial.c), at
 * each tick of the session; *changed set when what the card says changed.
 * A try the host has seated again is returned, for the session to take
 * (gm_session_remote_adopt); NULL otherwise. */
gm_remote *gm_session_redial_tick(gm_session *p, float dt, bool *changed);
/* The try under way, closed and freed (the session reset or freed). */
void gm_session_redial_end(gm_session *p);
/* The tick of a game played here (computers, a command submitted). */
bool gm_session_tick_local(gm_session *p, float dt, unsigned max_actions);

#endif
