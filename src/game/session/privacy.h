/* Hidden information, as at a real table: what the screen may show now of
 * each player's private things (their secret missions and the points those
 * bring), and when the screen must first be passed to a human (hot-seat).
 * No SDL: every drawing, hover card and log path that shows missions or
 * mission points asks here, and the tests drive it without a window.
 *
 * The rules keep secret missions secret until the final scoring. So:
 * - with no human, nobody looks: nothing private shows before the end;
 * - with one human, the screen is theirs: their own missions show (never a
 *   computer's), and no pass screen is needed;
 * - with two humans or more, a human's private things show only on their
 *   own turn, once the screen was passed to them: a "Pass to NAME" curtain
 *   hides the board until they click; the turn passing closes it all;
 * - once the game is over, everything shows. */
#ifndef GM_PRIVACY_H
#define GM_PRIVACY_H

#include <stdbool.h>
#include <stdint.h>

#include "session.h"
#include "spacecats/game.h"

/* UI state: the human the screen was last passed to (the curtain lifted
 * for), or -1. Not game state: a resumed game asks again. */
typedef struct gm_privacy {
    int holder;
} gm_privacy;

void gm_privacy_reset(gm_privacy *pv);

/* The seat whose private things the screen may show now, or -1. */
int gm_privacy_viewer(const gm_session *p, const gm_privacy *pv);

/* May the viewer (a seat or -1) see what belongs to owner? Always once
 * the game is over. */
bool gm_privacy_may_see(const gm_session *p, int viewer, unsigned owner);

/* The human the screen must be passed to before anything else shows, or
 * -1: a human acts, two humans or more sit at the table, there is
 * something private (the secret missions variant) and the curtain has not
 * been lifted for them yet. */
int gm_privacy_curtain(const gm_session *p, const gm_privacy *pv);

/* The curtain is lifted: the screen now belongs to the seat it asked for. */
void gm_privacy_pass(gm_privacy *pv, const gm_session *p);

/* The scores as the viewer may see them: another player's secret mission
 * points (and their part of the total) are left out before the end. */
void gm_privacy_scores(const gm_session *p, int viewer, sc_score out[SC_MAX_PLAYERS]);

/* One of a player's secret missions as shown to them. */
typedef struct gm_mission_view {
    uint8_t token; /* index in the mat's mission tokens */
    uint8_t space; /* the space whose moon or planet fulfils it */
    bool done;     /* an astronaut of the owner stands there */
} gm_mission_view;

/* The owner's missions the viewer may see (dealt ones while choosing, the
 * kept ones after), written to out; 0 when hidden or none. */
unsigned gm_privacy_missions(const gm_session *p, int viewer, unsigned owner,
                             gm_mission_view out[4]);

#endif
