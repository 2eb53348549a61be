/* The cards of the dice in the tray (hover.h): the dice to roll, a rolled
 * group, a Pilot's die. What each says follows the rulebook's travel phase
 * and the Pilot's ability. No SDL. */
#include <stdio.h>
#include <string.h>

#include "hover.h"
#include "i18n.h"
#include "spacecats/attrs.h"

/* "1, 3, the afterburner": the faces that move the rocket at a space. */
static void faces_here(const sc_mat *m, unsigned space, char *buf, size_t len)
{
    size_t used = 0;
    buf[0] = '\0';
    for (unsigned f = SC_FACE_1; f < SC_FACE_COUNT && used < len; f++) {
        if ((m->spaces[space].faces >> f) & 1) {
            used += (size_t)snprintf(buf + used, len - used, "%s%u", used ? ", " : "", f);
        }
    }
    if ((m->spaces[space].faces >> SC_FACE_A) & 1 && used < len) {
        snprintf(buf + used, len - used, "%s%s", used ? ", " : "", _("the afterburner"));
    }
}

static void roll_card(const gm_play *p, gm_card *c)
{
    const sc_game *g = gm_play_game(p);
    snprintf(c->title, sizeof c->title, ngettext("%u die to roll", "%u dice to roll", g->pool),
             (unsigned)g->pool);
    gm_card_line(c,
                 _("When no die rolled can be used at space %u, the rocket crashes unless a rescue "
                   "helps: %.0f%% this roll."),
                 (unsigned)g->rocket_space, sc_game_crash_chance(g) * 100.0);
    if (gm_session_human_turn(p->session)) {
        gm_card_line(c, "%s", _("Click the tray to roll them."));
    }
    c->lit_space[g->rocket_space] = true;
}

static void group_card(const gm_play *p, unsigned face, gm_card *c)
{
    const sc_game *g = gm_play_game(p);
    const sc_mat *m = g->mat;
    unsigned n = g->roll[face], space = g->rocket_space;
    if (face == SC_FACE_A) {
        snprintf(c->title, sizeof c->title,
                 ngettext("%u afterburner die", "%u afterburner dice", n), n);
    } else {
        snprintf(c->title, sizeof c->title, ngettext("%u die showing %u", "%u dice showing %u", n),
                 n, face);
    }
    if (gm_play_group_usable(p, face)) {
        sc_choice move = {.kind = SC_CHOICE_MOVE, .faces = (uint8_t)(1u << face)};
        unsigned far = sc_game_move_distance(g, &move);
        gm_card_line(c,
                     ngettext("Usable here: the group moves the rocket %u space.",
                              "Usable here: the group moves the rocket %u spaces.", far),
                     far);
        gm_card_line(
            c, "%s",
            _("A group is used whole; the groups chosen together move the rocket the sum of "
              "their dice."));
        unsigned to = space + far < sc_mat_deep(m) ? space + far : sc_mat_deep(m);
        c->lit_space[to] = true;
    } else {
        char faces[96];
        faces_here(m, space, faces, sizeof faces);
        gm_card_line(c, _("Not usable at space %u: only %s move the rocket there."), space, faces);
        c->lit_space[space] = true;
    }
    gm_card_line(
        c, "%s",
        face == SC_FACE_A
            ? _("Afterburner dice are never set aside: they are rolled again in the next travel.")
            : _("Dice used are set aside until the expedition ends."));
}

static void pilot_card(const gm_play *p, unsigned seat, gm_card *c)
{
    const sc_game *g = gm_play_game(p);
    unsigned player = (unsigned)g->seats[seat].player;
    snprintf(c->title, sizeof c->title, "%s", _("The Pilot's die"));
    gm_card_line(
        c, _("%s's Pilot counts as a die showing 1, once an expedition, besides the dice rolled."),
        gm_session_name(p->session, player % SC_MAX_PLAYERS));
    if (!gm_play_pilot_usable(p, seat)) {
        gm_card_line(c, "%s", _("No move may use it now."));
    } else if (gm_session_human_turn(p->session)) {
        gm_card_line(c, "%s", _("Usable now: click it, or the Pilot in the rocket, to add it."));
    }
}

bool gm_hover_dice_card(const gm_play *p, unsigned which, gm_card *out)
{
    const sc_game *g = gm_play_game(p);
    if (which == GM_PIECE_DICE_POOL) {
        if (g->pending.kind != SC_PENDING_ROLL) {
            return false;
        }
        roll_card(p, out);
        return true;
    }
    if (which < SC_FACE_COUNT) {
        if (g->pending.kind != SC_PENDING_TRAVEL || g->roll[which] == 0) {
            return false;
        }
        group_card(p, which, out);
        return true;
    }
    unsigned seat = which - SC_FACE_COUNT;
    gm_rect r;
    if (seat >= SC_MAX_PLAYERS || !gm_play_pilot_rect(p, seat, &r)) {
        return false;
    }
    pilot_card(p, seat, out);
    return true;
}
