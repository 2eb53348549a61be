/* Animations of the play screen: what just happened, shown over time.
 *
 * The rules core changes the game at once; the play model then queues
 * animations describing the change (dice tumbling, the rocket moving space
 * by space, a cat flying to its seat or its moon, an explosion, points
 * flying to a score) and the renderer draws the game "as it was" where an
 * animation is still running. Computer seats wait for the queue to empty,
 * which is what paces their turns. Each animation also raises a cue once,
 * when it starts, that the sound layer turns into an effect.
 *
 * An animation says what moves where in the game's terms (a cat of player
 * 2 from rocket seat 3 to moon 4); the drawing side turns those spots into
 * positions (play_geom.h). Times are in seconds of animation at normal
 * speed; the speed setting scales them, and instant speed queues nothing at
 * all. No SDL. */
#ifndef GM_ANIM_H
#define GM_ANIM_H

#include <stdbool.h>
#include <stdint.h>

#include "spacecats/game.h"

typedef enum gm_anim_kind {
    GM_ANIM_DICE,      /* the dice tumble in the tray */
    GM_ANIM_ROCKET,    /* the rocket marker goes from space a to space b */
    GM_ANIM_FLY,       /* a sprite flies from one point to another */
    GM_ANIM_EXPLOSION, /* at a point */
    GM_ANIM_PAUSE,     /* nothing to see: a beat between two events */
    GM_ANIM_CALLOUT,   /* a card beside a piece: what just happened there, with the points */
} gm_anim_kind;

/* What happened, for the sound layer. */
typedef enum gm_cue {
    GM_CUE_NONE,
    GM_CUE_DICE,
    GM_CUE_LAUNCH,
    GM_CUE_MOVE, /* once per space */
    GM_CUE_LAND,
    GM_CUE_EXPLOSION,
    GM_CUE_GOAL,
    GM_CUE_MEOW,
    GM_CUE_DEEP,     /* astronauts reach the comet or the galaxy */
    GM_CUE_UFO,      /* UFO contact */
    GM_CUE_MISSIONS, /* the secret missions revealed, at the end */
    GM_CUE_COUNT
} gm_cue;

/* A spot of the play screen, in the game's terms. */
typedef enum gm_spot_kind {
    GM_SPOT_SEAT,   /* a rocket seat's window; a = seat */
    GM_SPOT_CELL,   /* an astronaut's cell on its board; a = player, b = ability */
    GM_SPOT_MOON,   /* a = moon */
    GM_SPOT_PLANET, /* a = planet */
    GM_SPOT_COMET,
    GM_SPOT_GALAXY,
    GM_SPOT_SPACE,  /* a track space; a = space */
    GM_SPOT_ROCKET, /* the rocket board */
    GM_SPOT_GOALS,  /* the goal tiles */
    GM_SPOT_SCORE,  /* a player's score on their board; a = player */
} gm_spot_kind;

typedef struct gm_spot {
    uint8_t kind; /* gm_spot_kind */
    uint8_t a, b;
} gm_spot;

/* The spot of an astronaut placed at `at` (a body); false for a place
 * that is not on the mat (home, the rocket). */
bool gm_spot_of_place(const sc_place *at, gm_spot *out);

/* What flies. */
typedef enum gm_flyer {
    GM_FLY_CAT,    /* an astronaut of player `player` */
    GM_FLY_POINTS, /* `points` points */
} gm_flyer;

/* What an animation hides while it runs (the thing is drawn by the
 * animation instead, where it is on its way). */
typedef enum gm_hide {
    GM_HIDE_NONE,
    GM_HIDE_WINDOW, /* a rocket seat's astronaut; index = seat */
    GM_HIDE_LANDED, /* a player's astronaut on the mat; index = player*8+ability */
    GM_HIDE_HOME,   /* a player's astronaut at home on its board; same index */
    GM_HIDE_ROCKET, /* the rocket marker */
    GM_HIDE_DICE,   /* the rolled dice */
} gm_hide;

/* What a callout says: the events play_events.c reads in a change of the
 * game, as meanings (play_callout.c turns them into cards). */
typedef enum gm_callout_kind {
    GM_CALLOUT_CRASH,    /* player: the commander; a: failure, b: failures that end the game */
    GM_CALLOUT_GOAL,     /* player won goal a, for points */
    GM_CALLOUT_DEEP,     /* player's astronaut (ability a) reached deep space, b: GM_DEEP_* */
    GM_CALLOUT_UFO,      /* the commander player met the UFO, for points */
    GM_CALLOUT_MISSIONS, /* at the end: player completed a of b secret missions, for points */
    GM_CALLOUT_KINDS
} gm_callout_kind;

enum { GM_DEEP_COMET = 1 << 0, GM_DEEP_DOUBLED = 1 << 1 };

typedef struct gm_callout {
    uint8_t kind; /* gm_callout_kind */
    int8_t player;
    uint16_t points;
    uint8_t a, b;
    gm_spot at; /* the piece it happened at */
} gm_callout;

/* How long a callout stays at normal speed, in seconds: long enough to
 * read its two lines (the speed setting scales it like every animation). */
#define GM_CALLOUT_SECONDS 1.8f

enum { GM_ANIM_MAX = 48 };

/* The longest one animation may last, in seconds at normal speed (the
 * rocket crossing the whole track takes about 4). */
#define GM_ANIM_LONGEST 6.0f

typedef struct gm_anim {
    gm_anim_kind kind;
    float delay;    /* seconds before it starts (after those queued before it) */
    float duration; /* seconds once started */
    float elapsed;  /* seconds since it started (negative: waiting) */
    gm_cue cue;
    bool cued;
    gm_hide hide;
    unsigned hide_index;
    /* GM_ANIM_ROCKET: spaces; FLY: spots (EXPLOSION: at `from`). */
    unsigned space_from, space_to;
    gm_spot from, to;
    gm_flyer flyer;     /* FLY */
    uint8_t player;     /* GM_FLY_CAT: whose cat */
    uint16_t points;    /* GM_FLY_POINTS */
    gm_callout callout; /* GM_ANIM_CALLOUT */
} gm_anim;

typedef struct gm_anims {
    gm_anim list[GM_ANIM_MAX];
    unsigned n;
    float scale; /* duration factor of the speed setting; 0 = instant */
    float tail;  /* when the last queued animation ends, from now */
    gm_cue cues[GM_ANIM_MAX];
    unsigned n_cues; /* raised since the last gm_anims_take_cues */
} gm_anims;

void gm_anims_init(gm_anims *a, float scale);

/* Queues an animation to start when the ones before it are done
 * (`after_prev`) or together with the last one queued. Does nothing at
 * instant speed. Returns the queued copy, or NULL. */
gm_anim *gm_anims_push(gm_anims *a, const gm_anim *anim, bool after_prev);

/* Queues an animation that starts now and lasts until the last one
 * queued ends (a thing held in place while they run); NULL when nothing
 * is queued. */
gm_anim *gm_anims_hold(gm_anims *a, const gm_anim *anim);

/* Advances time; raises the cues of animations that start. */
void gm_anims_step(gm_anims *a, float dt);

/* Finishes everything at once (a click, the skip key). */
void gm_anims_finish(gm_anims *a);

bool gm_anims_active(const gm_anims *a);

/* Whether a running or waiting animation hides this thing. */
bool gm_anims_hides(const gm_anims *a, gm_hide what, unsigned index);

/* Progress 0..1 of a started animation (eased for flights), or -1 while it waits. */
float gm_anim_progress(const gm_anim *anim);

/* Copies out the cues raised so far and clears them; returns their count. */
unsigned gm_anims_take_cues(gm_anims *a, gm_cue *out, unsigned max);

#endif
