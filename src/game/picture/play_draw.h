/* Drawing the play picture: on a canvas (canvas.h: the back end, text,
 * sprites, the layout and the mat), from a scene (the play model, the
 * play screen's overlays, what the settings show). The play screen draws
 * its game; the review draws a turning point's with the same functions. */
#ifndef GM_PLAY_DRAW_H
#define GM_PLAY_DRAW_H

#include <stdbool.h>

#include "canvas.h"
#include "play.h"
#include "play_view.h"

/* What the play picture shows. */
typedef struct gm_play_scene {
    const gm_play *play;
    const gm_play_view *view; /* overlays: none for a picture of a game */
    bool show_hints;          /* the settings' Hint button */
    /* A game played over the network: who sits at each seat (NONE: a game
     * played here, nothing shown), and, for a joined game whose connection
     * to its host was lost, why (NULL or "": it holds). */
    gm_presence presence[SC_MAX_PLAYERS];
    const char *lost;
    /* Lost: the host called again by itself (redial.h); NULL or OFF: no
     * tries (the host said no, or nothing is lost). */
    const gm_redial *redial;
} gm_play_scene;

void gm_play_draw(const gm_canvas *cv, const gm_play_scene *sc);
/* The same without its buttons: the game as a picture (the review's board
 * of a turning point, where nothing would answer them and the review's own
 * buttons take their row). */
void gm_play_draw_still(const gm_canvas *cv, const gm_play_scene *sc);
/* The label of the expedition token's Extra or Keep button, on or off
 * (tests/game/test_readable.c measures each with the real font). */
const char *gm_play_toggle_label(gm_button b, bool on);
/* The viewer's secret missions card (around the tokens) and its title. */
gm_rect gm_play_missions_card(const gm_layout *lay);
const char *gm_play_missions_title(void);

/* The banner (play_banner.c); with still true (a picture of the game), it
 * says what the seat was deciding rather than what to click. */
void gm_play_draw_banner(const gm_canvas *cv, const gm_play_scene *sc, bool still);

/* Overlays (play_panels.c): the game log. */
void gm_play_draw_log(const gm_canvas *cv, const gm_play_scene *sc);
gm_rect gm_play_log_rect(const gm_canvas *cv, const gm_play_scene *sc);
gm_rect gm_play_log_arrow(const gm_canvas *cv, const gm_play_scene *sc, bool older);
unsigned gm_play_log_max_scroll(const gm_canvas *cv, const gm_play_scene *sc);
/* The hint card (play_hint.c): where it is drawn, as tall as its words,
 * clear of what it is about (its subject: the body it says to land on,
 * the space a move reaches or the rocket stays at; false for none on the
 * mat). */
void gm_play_draw_hint(const gm_canvas *cv, const gm_play_scene *sc);
gm_rect gm_play_hint_rect(const gm_canvas *cv, const gm_play_scene *sc);
bool gm_play_hint_subject(const gm_canvas *cv, const gm_play_scene *sc, gm_rect *out);
/* A first game's tip card and its buttons ("No more tips", "Got it")
 * (play_hint.c). */
void gm_play_draw_tip(const gm_canvas *cv, const gm_play_scene *sc);
gm_rect gm_play_tip_rect(const gm_canvas *cv, const gm_play_scene *sc);
/* What the tip on show is about, on the board (the lit bodies, the dice
 * tray, the player's board): its card is placed clear of them. */
unsigned gm_play_tip_subjects(const gm_canvas *cv, const gm_play_scene *sc, gm_rect *out,
                              unsigned max);
gm_rect gm_play_tip_button(const gm_canvas *cv, const gm_play_scene *sc, bool no_more);
/* The hot-seat pass screen (play_curtain.c): "Pass to NAME", hiding the
 * board, and its button. */
void gm_play_draw_curtain(const gm_canvas *cv, const gm_play_scene *sc, unsigned seat);
gm_rect gm_play_curtain_button(const gm_canvas *cv, const gm_play_scene *sc);
/* A network game's mark of who sits at player pl's board, at the end of
 * its name's row, with three dots in it while a friend or a computer there
 * is deciding (play_presence.c). Where the name must end (left of it). */
float gm_play_draw_presence(const gm_canvas *cv, const gm_play_scene *sc, unsigned pl,
                            bool deciding);
/* A joined game's lost connection: its card over the mat, why, what its
 * tries to call the host again are doing (the next in N s, one under way,
 * given up), and Join again (play_presence.c), unlit while a try is under
 * way. */
void gm_play_draw_lost(const gm_canvas *cv, const gm_play_scene *sc);
gm_rect gm_play_lost_button(const gm_canvas *cv);
/* What the tries to call the host again are doing, in a player's words
 * (the card's and the title's line, screen_title.c); "" when none. */
void gm_play_redial_words(const gm_redial *rd, char *buf, size_t len);
/* The callouts on show (play_callout_draw.c): a card beside each piece
 * where something worth seeing happened. */
void gm_play_draw_callouts(const gm_canvas *cv, const gm_play_scene *sc);
/* The points-by-source card of the player board under the pointer, if any. */
void gm_play_draw_player_card(const gm_canvas *cv, const gm_play_scene *sc);
/* Whose card that is (-1: none): the board under the pointer, unless it
 * was just clicked (the card waits for the pointer to move). */
int gm_play_card_player(const gm_canvas *cv, const gm_play_scene *sc);

#endif
