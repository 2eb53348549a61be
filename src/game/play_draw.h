/* Drawing the play screen from the layout, the mat and the play model. */
#ifndef GM_PLAY_DRAW_H
#define GM_PLAY_DRAW_H

#include "app.h"

void gm_play_draw(gm_app *app);
/* The same without its buttons: the game as a picture (the review's board
 * of a turning point, where nothing would answer them and the review's own
 * buttons take their row). */
void gm_play_draw_still(gm_app *app);
/* The label of the expedition token's Extra or Keep button, on or off
 * (tests/game/test_readable.c measures each with the real font). */
const char *gm_play_toggle_label(gm_button b, bool on);
/* The viewer's secret missions card (around the tokens) and its title. */
gm_rect gm_play_missions_card(const gm_layout *lay);
const char *gm_play_missions_title(void);

/* The banner (play_banner.c); with still true (a picture of the game), it
 * says what the seat was deciding rather than what to click. */
void gm_play_draw_banner(gm_app *app, bool still);

/* Overlays (play_panels.c): the game log. */
void gm_play_draw_log(gm_app *app);
gm_rect gm_play_log_rect(const gm_app *app);
gm_rect gm_play_log_arrow(const gm_app *app, bool older);
unsigned gm_play_log_max_scroll(const gm_app *app);
/* The hint card (play_hint.c): where it is drawn, as tall as its words,
 * clear of what it is about (its subject: the body it says to land on,
 * the space a move reaches or the rocket stays at; false for none on the
 * mat). */
void gm_play_draw_hint(gm_app *app);
gm_rect gm_play_hint_rect(const gm_app *app);
bool gm_play_hint_subject(const gm_app *app, gm_rect *out);
/* A first game's tip card and its buttons ("No more tips", "Got it")
 * (play_hint.c). */
void gm_play_draw_tip(gm_app *app);
gm_rect gm_play_tip_rect(const gm_app *app);
/* What the tip on show is about, on the board (the lit bodies, the dice
 * tray, the player's board): its card is placed clear of them. */
unsigned gm_play_tip_subjects(const gm_app *app, gm_rect *out, unsigned max);
gm_rect gm_play_tip_button(const gm_app *app, bool no_more);
/* The hot-seat pass screen (play_curtain.c): "Pass to NAME", hiding the
 * board, and its button. */
void gm_play_draw_curtain(gm_app *app, unsigned seat);
gm_rect gm_play_curtain_button(const gm_app *app);
/* The callouts on show (play_callout_draw.c): a card beside each piece
 * where something worth seeing happened. */
void gm_play_draw_callouts(gm_app *app);
/* The points-by-source card of the player board under the pointer, if any. */
void gm_play_draw_player_card(gm_app *app);
/* Whose card that is (-1: none): the board under the pointer, unless it
 * was just clicked (the card waits for the pointer to move). */
int gm_play_card_player(const gm_app *app);

#endif
