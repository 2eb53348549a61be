/* What each piece's card says and lights (hover.h). Every sentence is
 * translated; secret missions are asked of privacy.h only. */
#include <stdio.h>
#include <string.h>

#include "describe.h"
#include "hover.h"
#include "i18n.h"
#include "privacy.h"
#include "spacecats/attrs.h"

static void title(gm_card *c, const char *text)
{
    snprintf(c->title, sizeof c->title, "%s", text);
}

const char *gm_hover_ability_text(unsigned ability)
{
    static const char *const texts[SC_ABILITY_COUNT] = {
        N_("While it is aboard, the expedition starts from the satellite's space."),
        N_("Lands as if the rocket were one space further or one space back."),
        N_("When the rocket crashes next to a planet or a free moon, it may still land there, "
           "but takes no goal there."),
        N_("Doubles the points of the moon it lands on."),
        N_("Doubles the points of the planet it stands on, at the end."),
        N_("Doubles the points of deep space: 14 on the comet, 10 on the galaxy."),
        N_("When it leaves the rocket, the commander must discard a die (never the last one)."),
        N_("Aboard, counts once an expedition as a die showing 1, where 1 is usable."),
    };
    return ability < SC_ABILITY_COUNT ? _(texts[ability]) : "";
}

/* "the 3-point moon", "the Fish Bowl": as the log names them. */
static void moon_name(const sc_mat *m, unsigned moon, char *buf, size_t len)
{
    snprintf(buf, len, _("the %u-point moon"), moon < m->n_moons ? m->moons[moon].points : 0);
}

/* Lights a space and what lies next to it. */
static void light_space(gm_card *c, const sc_mat *m, unsigned space, bool bodies)
{
    if (space > sc_mat_deep(m)) {
        return;
    }
    c->lit_space[space] = true;
    if (bodies) {
        c->lit_moons |= m->space_moons[space];
        c->lit_planets |= m->space_planets[space];
    }
}

/* "9, 13": the spaces a body is next to, lit; returns how many. */
static unsigned body_spaces(gm_card *c, const sc_mat *m, bool planet, unsigned index, char *buf,
                            size_t len)
{
    size_t used = 0;
    unsigned n = 0;
    buf[0] = '\0';
    for (unsigned s = 0; s < m->n_spaces && used < len; s++) {
        bool next = planet ? (m->space_planets[s] >> index) & 1 : (m->space_moons[s] >> index) & 1;
        if (next) {
            used += (size_t)snprintf(buf + used, len - used, "%s%u", used ? ", " : "", s);
            c->lit_space[s] = true;
            n++;
        }
    }
    return n;
}

/* "Land here from spaces 9, 13." */
static void land_from(gm_card *c, const sc_mat *m, bool planet, unsigned index)
{
    char buf[GM_CARD_LEN];
    unsigned n = body_spaces(c, m, planet, index, buf, sizeof buf);
    /* TRANSLATORS: the spaces of the track a moon or planet is reached from. */
    gm_card_line(c, ngettext("Land here from space %s.", "Land here from spaces %s.", n), buf);
}

/* ---- astronauts --------------------------------------------------------------- */

static void astronaut_card(const gm_play *p, unsigned player, unsigned ability, gm_card *c)
{
    const sc_game *g = gm_play_game(p);
    const sc_mat *m = g->mat;
    const sc_place *at = &g->players[player].astronauts[ability];
    char body[64];
    title(c, gm_ability_name(ability));
    /* TRANSLATORS: whose astronaut a card shows: "Anne's astronaut". */
    gm_card_line(c, _("%s's astronaut"), gm_session_name(p->session, player));
    gm_card_line(c, "%s", gm_hover_ability_text(ability));
    if (ability == SC_SATELLITE) {
        gm_card_line(c, _("The satellite's space is space %u."), (unsigned)m->satellite_space);
        light_space(c, m, m->satellite_space, false);
    }
    switch (at->kind) {
    case SC_AT_HOME:
        gm_card_line(c, "%s",
                     gm_session_human_turn(p->session) &&
                             gm_play_board_choosable(p, player, ability)
                         ? _("At home: click it to put it aboard.")
                         : _("At home, on its player's board."));
        break;
    case SC_AT_ROCKET:
        if (at->index == g->commander_seat) {
            gm_card_line(c, _("Aboard the rocket, seat %u: the commander."), at->index + 1u);
        } else {
            gm_card_line(c, _("Aboard the rocket, seat %u."), at->index + 1u);
        }
        if (ability == SC_PILOT && at->index < SC_MAX_PLAYERS && g->seats[at->index].pilot_used) {
            gm_card_line(c, "%s", _("Its die is used for this expedition."));
        }
        break;
    case SC_AT_MOON:
        moon_name(m, at->index, body, sizeof body);
        gm_card_line(c, _("On %s."), body);
        c->lit_moons |= 1u << at->index;
        break;
    case SC_AT_PLANET:
        gm_planet_with_article(at->index < m->n_planets ? m->planets[at->index].name : "?", body,
                               sizeof body);
        gm_card_line(c, _("On %s."), body);
        c->lit_planets |= (uint16_t)(1u << at->index);
        break;
    case SC_AT_COMET:
        gm_card_line(c, "%s", _("On the comet, in deep space."));
        break;
    default:
        gm_card_line(c, "%s", _("On the galaxy, in deep space."));
        break;
    }
}

/* ---- bodies ------------------------------------------------------------------- */

static void moon_card(const gm_play *p, unsigned moon, gm_card *c)
{
    const sc_game *g = gm_play_game(p);
    const sc_mat *m = g->mat;
    char buf[GM_CARD_LEN];
    snprintf(buf, sizeof buf, _("Moon: %u points"), (unsigned)m->moons[moon].points);
    title(c, buf);
    c->lit_moons |= 1u << moon;
    land_from(c, m, false, moon);
    gm_card_line(c, "%s",
                 _("One astronaut per moon, scored on landing (double for the Moon doubler)."));
    for (unsigned pl = 0; pl < g->setup.n_players; pl++) {
        for (unsigned a = 0; a < SC_ASTRONAUTS; a++) {
            const sc_place *at = &g->players[pl].astronauts[a];
            if (at->kind == SC_AT_MOON && at->index == moon) {
                unsigned pts = sc_landing_points(m, a, SC_TARGET_MOON, moon);
                gm_card_line(c, _("Taken by %s's %s: %u points."), gm_session_name(p->session, pl),
                             gm_ability_name(a), pts);
                return;
            }
        }
    }
    gm_card_line(c, "%s", _("Free."));
}

static void planet_card(const gm_play *p, int viewer, unsigned planet, gm_card *c)
{
    const sc_game *g = gm_play_game(p);
    const sc_mat *m = g->mat;
    const sc_planet *pl = &m->planets[planet];
    title(c, _(pl->name));
    c->lit_planets |= (uint16_t)(1u << planet);
    gm_card_line(
        c,
        _("At the end: %u for the most astronauts (gold), %u for the second (silver), %u for "
          "the others (bronze)."),
        (unsigned)pl->gold, (unsigned)pl->silver, (unsigned)pl->bronze);
    gm_card_line(c, "%s", _("Ties go to who landed first; the Planet doubler doubles."));
    land_from(c, m, true, planet);
    sc_score sc[SC_MAX_PLAYERS];
    gm_privacy_scores(p->session, viewer, sc);
    bool anyone = false;
    for (unsigned who = 0; who < g->setup.n_players; who++) {
        unsigned n = 0;
        for (unsigned a = 0; a < SC_ASTRONAUTS; a++) {
            const sc_place *at = &g->players[who].astronauts[a];
            n += at->kind == SC_AT_PLANET && at->index == planet;
        }
        if (n > 0) {
            gm_card_line(c,
                         ngettext("%s: %u astronaut, %d points if the game ended now",
                                  "%s: %u astronauts, %d points if the game ended now", n),
                         gm_session_name(p->session, who), n, sc[who].planets[planet]);
            anyone = true;
        }
    }
    if (!anyone) {
        gm_card_line(c, "%s", _("Nobody is here yet."));
    }
}

static void deep_card(const gm_play *p, bool comet, gm_card *c)
{
    const sc_game *g = gm_play_game(p);
    const sc_mat *m = g->mat;
    title(c, comet ? _("Comet") : _("Galaxy"));
    light_space(c, m, sc_mat_deep(m), false);
    if (comet) {
        gm_card_line(
            c,
            _("Deep space: the commander's astronaut lands here for %u points (double for the "
              "Deep doubler)."),
            (unsigned)m->comet_points);
    } else {
        gm_card_line(
            c,
            _("Deep space: every other astronaut aboard lands here for %u points (double for "
              "the Deep doubler)."),
            (unsigned)m->galaxy_points);
        gm_card_line(c, _("A Lander stepping from the last space gets %u, never doubled."),
                     (unsigned)m->lander_deep_points);
    }
    for (unsigned pl = 0; pl < g->setup.n_players; pl++) {
        unsigned n = 0;
        for (unsigned a = 0; a < SC_ASTRONAUTS; a++) {
            n += g->players[pl].astronauts[a].kind == (comet ? SC_AT_COMET : SC_AT_GALAXY);
        }
        if (n > 0) {
            gm_card_line(c, ngettext("%s: %u astronaut", "%s: %u astronauts", n),
                         gm_session_name(p->session, pl), n);
        }
    }
}

/* ---- the track ---------------------------------------------------------------- */

static void space_card(const gm_play *p, unsigned space, gm_card *c)
{
    const sc_game *g = gm_play_game(p);
    const sc_mat *m = g->mat;
    char buf[GM_CARD_LEN], name[64];
    unsigned deep = sc_mat_deep(m);
    light_space(c, m, space, true);
    if (space >= deep) {
        title(c, _("Deep space"));
        gm_card_line(
            c,
            _("Reaching it, everyone aboard lands: the commander on the comet (%u points), "
              "the others on the galaxy (%u)."),
            (unsigned)m->comet_points, (unsigned)m->galaxy_points);
        return;
    }
    snprintf(buf, sizeof buf, _("Space %u"), space);
    title(c, buf);
    const sc_space *sp = &m->spaces[space];
    size_t used = 0;
    buf[0] = '\0';
    for (unsigned f = SC_FACE_1; f < SC_FACE_COUNT && used < sizeof buf; f++) {
        if ((sp->faces >> f) & 1) {
            used += (size_t)snprintf(buf + used, sizeof buf - used, "%s%u", used ? ", " : "", f);
        }
    }
    gm_card_line(c, _("Dice usable here: %s."), buf);
    if ((sp->faces >> SC_FACE_A) & 1) {
        gm_card_line(c,
                     ngettext("The afterburner moves the rocket %u space here.",
                              "The afterburner moves the rocket %u spaces here.", sp->afterburner),
                     (unsigned)sp->afterburner);
    }
    for (unsigned k = 0; k < sp->n_moons; k++) {
        moon_name(m, sp->moons[k], name, sizeof name);
        gm_card_line(c, _("Next to %s."), name);
    }
    for (unsigned k = 0; k < sp->n_planets; k++) {
        gm_card_line(c, _("Next to %s."), _(m->planets[sp->planets[k]].name));
    }
    if (space == 0) {
        gm_card_line(c, "%s", _("Earth: expeditions start here, unless a Satellite is aboard."));
    } else if (space == m->satellite_space) {
        gm_card_line(c, "%s", _("With the Satellite aboard, the expedition starts here."));
    }
    if ((g->setup.variants & SC_VARIANT_UFO) && g->ufo_space == space) {
        gm_card_line(c, "%s", _("The UFO is here: a travel phase that ends here makes contact."));
    }
    unsigned pool = g->pool > 0 ? g->pool : m->n_dice;
    bool here = g->n_seats > 0 && g->rocket_space == space && !sc_game_over(g);
    double chance = sc_mat_crash_chance(m, space, pool) * 100.0;
    if (here) {
        gm_card_line(
            c,
            ngettext("The rocket is here: the next roll of %u die crashes with a %.0f%% chance.",
                     "The rocket is here: the next roll of %u dice crashes with a %.0f%% chance.",
                     pool),
            pool, chance);
    } else {
        gm_card_line(c,
                     ngettext("A roll of %u die here would crash with a %.0f%% chance.",
                              "A roll of %u dice here would crash with a %.0f%% chance.", pool),
                     pool, chance);
    }
}

/* ---- tokens ------------------------------------------------------------------- */

static void exp_card(const gm_play *p, gm_card *c)
{
    const sc_game *g = gm_play_game(p);
    const sc_mat *m = g->mat;
    const sc_exp_token *t = &m->exp_tokens[g->exp_token];
    title(c, _("Expedition token"));
    gm_card_line(c,
                 ngettext("The commander starts with %u die.", "The commander starts with %u dice.",
                          t->dice),
                 (unsigned)t->dice);
    gm_card_line(c,
                 ngettext("The UFO moved %u space towards Earth.",
                          "The UFO moved %u spaces towards Earth.", t->ufo_move),
                 (unsigned)t->ufo_move);
    switch (t->ability) {
    case SC_EXP_EXTRA_DICE: {
        char faces[32] = "";
        size_t used = 0;
        for (unsigned i = 0; i < t->n_extra && used < sizeof faces; i++) {
            const char *f = t->extra[i] == SC_FACE_A ? _("afterburner") : sc_face_name(t->extra[i]);
            used += (size_t)snprintf(faces + used, sizeof faces - used, "%s%s", i ? ", " : "", f);
        }
        gm_card_line(c,
                     _("Extra: once, add the dice %s to a move, whatever was rolled (all that are "
                       "usable here)."),
                     faces);
        break;
    }
    case SC_EXP_KEEP:
        gm_card_line(c, "%s", _("Keep: once, the dice used for a move are not discarded."));
        break;
    default:
        gm_card_line(c, "%s",
                     _("Reroll: once, roll all the available dice again and use the new roll."));
        break;
    }
    gm_card_line(c, "%s", _("One use an expedition; a new commander may use it too."));
}

static void exploration_card(const gm_play *p, unsigned slot, gm_card *c)
{
    const sc_game *g = gm_play_game(p);
    const sc_mat *m = g->mat;
    const sc_explore_token *t = &m->explore_tokens[g->slot_token[slot]];
    unsigned space = m->slot_space[slot];
    title(c, _("Exploration token"));
    light_space(c, m, space, false);
    gm_card_line(c, _("On space %u: it acts when a travel phase ends here."), space);
    switch (t->kind) {
    case SC_EXPLORE_POINTS:
        gm_card_line(c,
                     ngettext("The commander keeps it: %u point at the end.",
                              "The commander keeps it: %u points at the end.", t->value),
                     (unsigned)t->value);
        break;
    case SC_EXPLORE_REGAIN:
        gm_card_line(c, "%s", _("The commander regains one discarded die, if any was."));
        break;
    default: {
        unsigned to = space + t->value;
        to = to > sc_mat_deep(m) ? sc_mat_deep(m) : to;
        gm_card_line(
            c,
            _("Space-time tunnel: the rocket jumps %u spaces forward, to space %u, and the travel "
              "phase ends."),
            (unsigned)t->value, to);
        light_space(c, m, to, false);
        break;
    }
    }
}

static bool mission_card(const gm_play *p, int viewer, unsigned index, gm_card *c)
{
    const sc_game *g = gm_play_game(p);
    const sc_mat *m = g->mat;
    gm_mission_view mv[4];
    unsigned n = viewer < 0 ? 0 : gm_privacy_missions(p->session, viewer, (unsigned)viewer, mv);
    if (index >= n) {
        return false; /* not the viewer's to see */
    }
    c->owner = viewer;
    unsigned space = mv[index].space;
    char buf[GM_CARD_LEN], name[64];
    snprintf(buf, sizeof buf, _("Secret mission: space %u"), space);
    title(c, buf);
    light_space(c, m, space, true);
    gm_card_line(c, _("Land an astronaut of yours on a moon or planet next to space %u:"), space);
    const sc_space *sp = &m->spaces[space < m->n_spaces ? space : 0];
    for (unsigned k = 0; k < sp->n_moons; k++) {
        moon_name(m, sp->moons[k], name, sizeof name);
        gm_card_line(c, "- %s", name);
    }
    for (unsigned k = 0; k < sp->n_planets; k++) {
        gm_card_line(c, "- %s", _(m->planets[sp->planets[k]].name));
    }
    gm_card_line(c, "%s", mv[index].done ? _("Done.") : _("Not done yet."));
    gm_card_line(c, _("Worth %u, %u or %u points for 1, 2 or 3 done, at the end."),
                 (unsigned)m->mission_points[0], (unsigned)m->mission_points[1],
                 (unsigned)m->mission_points[2]);
    return true;
}

static void goal_card(const gm_play *p, unsigned index, gm_card *c)
{
    const sc_game *g = gm_play_game(p);
    const sc_goal *goal = &g->mat->goals[index];
    char buf[GM_CARD_LEN];
    snprintf(buf, sizeof buf, _("Goal: %u points"), (unsigned)goal->points);
    title(c, buf);
    unsigned count = goal->count;
    switch (goal->kind) {
    case SC_GOAL_DISTINCT_PLANETS:
        gm_card_line(c, _("The first to have astronauts on %u different planets."), count);
        break;
    case SC_GOAL_SAME_PLANET:
        gm_card_line(c, _("The first to have %u astronauts on one planet."), count);
        break;
    case SC_GOAL_MOONS:
        gm_card_line(c, _("The first to have astronauts on %u moons."), count);
        break;
    default:
        gm_card_line(c, _("The first to have %u astronauts in deep space."), count);
        break;
    }
    int owner = g->goal_owner[index];
    if (owner >= 0) {
        gm_card_line(c, _("Claimed by %s."), gm_session_name(p->session, owner));
        return;
    }
    unsigned best = 0;
    for (unsigned pl = 0; pl < g->setup.n_players; pl++) {
        unsigned n = sc_game_goal_progress(g, pl, goal);
        best = n > best ? n : best;
    }
    if (best == 0) {
        gm_card_line(c, "%s", _("Nobody is on the way yet."));
        return;
    }
    /* Those closest, on one line: "Closest, 2 of 4 each: Anne, Bo." */
    char closest[GM_CARD_LEN] = "";
    unsigned tied = 0;
    for (unsigned pl = 0; pl < g->setup.n_players; pl++) {
        unsigned n = sc_game_goal_progress(g, pl, goal);
        if (n >= goal->count) {
            /* Met by a parachute at a crash, which checks no goal (R8). */
            gm_card_line(c,
                         _("%s has done it by parachute: the goal is theirs at their next landing, "
                           "unless someone else gets there first."),
                         gm_session_name(p->session, pl));
        } else if (n == best) {
            size_t used = strlen(closest);
            snprintf(closest + used, sizeof closest - used, "%s%s", tied++ ? ", " : "",
                     gm_session_name(p->session, pl));
        }
    }
    if (tied > 0) {
        /* TRANSLATORS: who is closest to a goal: "Closest, 2 of 4: Anne." or
         * "Closest, 2 of 4 each: Anne, Bo.". */
        gm_card_line(c, ngettext("Closest, %u of %u: %s.", "Closest, %u of %u each: %s.", tied),
                     best, (unsigned)goal->count, closest);
    }
}

static void ufo_card(const gm_play *p, gm_card *c)
{
    const sc_game *g = gm_play_game(p);
    const sc_mat *m = g->mat;
    title(c, _("UFO"));
    light_space(c, m, g->ufo_space, false);
    if (g->ufo_space >= sc_mat_deep(m)) {
        gm_card_line(c, "%s", _("In deep space, where it starts."));
    } else {
        gm_card_line(c, _("At space %u."), (unsigned)g->ufo_space);
    }
    gm_card_line(c, "%s",
                 _("A commander whose travel phase ends on its space takes the top UFO token."));
    if (g->ufo_next < m->n_ufo_tokens) {
        gm_card_line(c, _("Next UFO token: %u points."), (unsigned)m->ufo_tokens[g->ufo_next]);
    } else {
        gm_card_line(c, "%s", _("No UFO tokens are left."));
    }
    unsigned most = 0;
    for (unsigned i = 0; i < m->n_exp_tokens; i++) {
        most = m->exp_tokens[i].ufo_move > most ? m->exp_tokens[i].ufo_move : most;
    }
    gm_card_line(c,
                 ngettext("Each expedition token moves it up to %u space towards Earth.",
                          "Each expedition token moves it up to %u spaces towards Earth.", most),
                 most);
}

static void failures_card(const gm_play *p, gm_card *c)
{
    const sc_game *g = gm_play_game(p);
    unsigned end = g->mat->failures_to_end;
    title(c, _("Cosmic failure track"));
    gm_card_line(c, ngettext("%u crash so far.", "%u crashes so far.", g->failures),
                 (unsigned)g->failures);
    gm_card_line(c, ngettext("The game ends at %u crash.", "The game ends at %u crashes.", end),
                 end);
}

bool gm_hover_card(const gm_play *p, int viewer, gm_piece piece, gm_card *out)
{
    const sc_game *g = gm_play_game(p);
    const sc_mat *m = g->mat;
    memset(out, 0, sizeof *out);
    out->piece = piece;
    out->owner = -1;
    switch ((gm_piece_kind)piece.kind) {
    case GM_PIECE_ASTRONAUT:
        if (piece.a >= g->setup.n_players || piece.b >= SC_ASTRONAUTS) {
            return false;
        }
        astronaut_card(p, piece.a, piece.b, out);
        return true;
    case GM_PIECE_MOON:
        if (piece.a >= m->n_moons) {
            return false;
        }
        moon_card(p, piece.a, out);
        return true;
    case GM_PIECE_PLANET:
        if (piece.a >= m->n_planets) {
            return false;
        }
        planet_card(p, viewer, piece.a, out);
        return true;
    case GM_PIECE_COMET:
    case GM_PIECE_GALAXY:
        deep_card(p, piece.kind == GM_PIECE_COMET, out);
        return true;
    case GM_PIECE_SPACE:
        if (piece.a > sc_mat_deep(m)) {
            return false;
        }
        space_card(p, piece.a, out);
        return true;
    case GM_PIECE_EARTH:
        title(out, _("Earth"));
        gm_card_line(
            out, "%s",
            _("Home of the five cat space agencies: expeditions start here, unless a Satellite "
              "is aboard."));
        light_space(out, m, 0, false);
        return true;
    case GM_PIECE_SATELLITE:
        title(out, _("Satellite"));
        gm_card_line(out,
                     _("An expedition with the Satellite astronaut aboard starts at space %u."),
                     (unsigned)m->satellite_space);
        light_space(out, m, m->satellite_space, false);
        return true;
    case GM_PIECE_EXP_TOKEN:
    case GM_PIECE_EXP_BUTTON:
        if (!(g->setup.variants & SC_VARIANT_UFO) || g->exp_token < 0 ||
            (unsigned)g->exp_token >= m->n_exp_tokens) {
            return false;
        }
        exp_card(p, out);
        return true;
    case GM_PIECE_EXPLORATION:
        if (piece.a >= m->n_slots || g->slot_token[piece.a] < 0) {
            return false;
        }
        exploration_card(p, piece.a, out);
        return true;
    case GM_PIECE_MISSION:
        return mission_card(p, viewer, piece.a, out);
    case GM_PIECE_GOAL:
        if (piece.a >= m->n_goals) {
            return false;
        }
        goal_card(p, piece.a, out);
        return true;
    case GM_PIECE_UFO:
        if (!(g->setup.variants & SC_VARIANT_UFO)) {
            return false;
        }
        ufo_card(p, out);
        return true;
    case GM_PIECE_FAILURES:
        failures_card(p, out);
        return true;
    case GM_PIECE_DICE:
        return gm_hover_dice_card(p, piece.a, out);
    case GM_PIECE_NONE:
    case GM_PIECE_COUNT:
        break;
    }
    return false;
}
