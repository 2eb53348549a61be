/* Sentences of the game log, made when a line is read. */
#include "game_log.h"

#include <stdio.h>

#include "i18n.h"

void gm_log_add(gm_log *lg, const gm_log_entry *e)
{
    lg->ring[lg->count % GM_LOG_LINES] = *e;
    lg->count++;
}

unsigned gm_log_size(const gm_log *lg)
{
    return lg->count < GM_LOG_LINES ? lg->count : GM_LOG_LINES;
}

const gm_log_entry *gm_log_at(const gm_log *lg, unsigned age)
{
    if (age >= lg->count || age >= GM_LOG_LINES) {
        return NULL;
    }
    return &lg->ring[(lg->count - 1 - age) % GM_LOG_LINES];
}

bool gm_log_heading(const gm_log *lg, unsigned age)
{
    const gm_log_entry *e = gm_log_at(lg, age);
    return e != NULL && (e->kind == GM_LOG_EXPEDITION || e->kind == GM_LOG_FINAL);
}

/* "the 3-point moon", "the Yarn Ball". */
static void body_name(const sc_mat *mat, bool moon, unsigned index, char *buf, size_t len)
{
    if (moon && index < mat->n_moons) {
        snprintf(buf, len, _("the %u-point moon"), (unsigned)mat->moons[index].points);
    } else if (!moon && index < mat->n_planets) {
        snprintf(buf, len, "%s", _(mat->planets[index].name));
    } else {
        snprintf(buf, len, "?");
    }
}

/* Points: "Anna: +6 points (doubled), the 3-point moon". */
static void points_line(const gm_log_entry *e, const sc_mat *mat, const char *who, char *buf,
                        size_t len)
{
    char what[96];
    unsigned pts = e->points;
    switch ((gm_log_source)e->source) {
    case GM_SRC_MOON:
        body_name(mat, true, e->index, what, sizeof what);
        break;
    case GM_SRC_COMET:
        snprintf(what, sizeof what, "%s", _("the comet (deep space, as commander)"));
        break;
    case GM_SRC_GALAXY:
        snprintf(what, sizeof what, "%s", _("the galaxy (deep space)"));
        break;
    case GM_SRC_UFO:
        snprintf(what, sizeof what, _("UFO contact at space %u"), (unsigned)e->index);
        break;
    case GM_SRC_EXPLORE:
        snprintf(what, sizeof what, _("an exploration token at space %u"), (unsigned)e->index);
        break;
    case GM_SRC_PLANET: {
        static const char *const ranks[] = {N_("first"), N_("second"), N_("third")};
        char planet[48];
        body_name(mat, false, e->index, planet, sizeof planet);
        /* TRANSLATORS: at the final scoring, "the Yarn Ball, first". */
        snprintf(what, sizeof what, _("%s, %s"), planet, _(ranks[e->count < 3 ? e->count : 2]));
        break;
    }
    default:
        snprintf(what, sizeof what, "?");
        break;
    }
    if (e->flags & GM_LOG_DOUBLED) {
        /* TRANSLATORS: "Anna: +6 points (doubled), the 3-point moon"; the
         * doubling said before the source, which may end in brackets of
         * its own ("the comet (deep space, as commander)"). */
        snprintf(buf, len,
                 ngettext("%s: +%u point (doubled), %s", "%s: +%u points (doubled), %s", pts), who,
                 pts, what);
    } else {
        snprintf(buf, len, ngettext("%s: +%u point, %s", "%s: +%u points, %s", pts), who, pts,
                 what);
    }
}

/* What an astronaut's ability did. */
static void ability_line(const gm_log_entry *e, const char *who, char *buf, size_t len)
{
    switch ((sc_ability)e->ability) {
    case SC_SATELLITE:
        snprintf(buf, len, _("%s's Satellite: the rocket starts on space %u"), who,
                 (unsigned)e->space);
        return;
    case SC_LANDER:
        if (e->count) {
            snprintf(buf, len, _("%s's Lander steps one space on, into deep space"), who);
        } else {
            snprintf(buf, len, _("%s's Lander lands one space off, from space %u"), who,
                     (unsigned)e->space);
        }
        return;
    case SC_DISCARDER:
        snprintf(buf, len, _("%s's Discarder lands: the commander loses a die (%u left)"), who,
                 (unsigned)e->count);
        return;
    case SC_PILOT:
        snprintf(buf, len, _("%s's Pilot counts as a die showing 1 (once per expedition)"), who);
        return;
    default:
        snprintf(buf, len, "%s: %s", who, gm_ability_name(e->ability));
        return;
    }
}

static void token_line(const gm_log_entry *e, const sc_mat *mat, char *buf, size_t len)
{
    static const char *const abilities[SC_EXP_ABILITY_COUNT] = {
        N_("extra dice"), N_("keep the dice"), N_("one reroll")};
    if (e->index >= mat->n_exp_tokens) {
        snprintf(buf, len, "?");
        return;
    }
    const sc_exp_token *t = &mat->exp_tokens[e->index];
    const char *ability = _(abilities[t->ability < SC_EXP_ABILITY_COUNT ? t->ability : 0]);
    if (t->ufo_move == 0) {
        snprintf(buf, len, _("Expedition token: %u dice, %s; the UFO stays on space %u"),
                 (unsigned)t->dice, ability, (unsigned)e->space);
        return;
    }
    /* TRANSLATORS: "Expedition token: 4 dice, keep the dice; the UFO moves 2 spaces to space 9". */
    snprintf(buf, len,
             ngettext("Expedition token: %u dice, %s; the UFO moves %u space to space %u",
                      "Expedition token: %u dice, %s; the UFO moves %u spaces to space %u",
                      t->ufo_move),
             (unsigned)t->dice, ability, (unsigned)t->ufo_move, (unsigned)e->space);
}

static void explore_line(const gm_log_entry *e, const char *who, char *buf, size_t len)
{
    if (e->source == GM_EXPLORE_TUNNEL && e->count) {
        snprintf(buf, len, _("%s finds a tunnel: the rocket jumps into deep space"), who);
    } else if (e->source == GM_EXPLORE_TUNNEL) {
        snprintf(buf, len, _("%s finds a tunnel: the rocket jumps to space %u"), who,
                 (unsigned)e->space);
    } else {
        snprintf(buf, len, _("%s finds an exploration token: the commander regains a die"), who);
    }
}

void gm_log_line(const gm_log *lg, unsigned age, const sc_mat *mat,
                 const char names[SC_MAX_PLAYERS][GM_NAME_LEN], char *buf, size_t len)
{
    if (len == 0) {
        return;
    }
    buf[0] = '\0';
    const gm_log_entry *e = gm_log_at(lg, age);
    if (e == NULL) {
        return;
    }
    const char *who = e->who >= 0 && e->who < SC_MAX_PLAYERS ? names[e->who] : "?";
    switch ((gm_log_kind)e->kind) {
    case GM_LOG_NEW_GAME:
        snprintf(buf, len, _("A new game for %u players"), (unsigned)e->count);
        return;
    case GM_LOG_EXPEDITION:
        /* TRANSLATORS: a heading of the game log. */
        snprintf(buf, len, _("Expedition %u: %s holds the rocket board"), (unsigned)e->space, who);
        return;
    case GM_LOG_EXP_TOKEN:
        token_line(e, mat, buf, len);
        return;
    case GM_LOG_ROLL:
        gm_describe_roll(who, e->faces, e->count, buf, len);
        return;
    case GM_LOG_DEED:
        gm_describe_deed(mat, &e->deed, who, buf, len);
        return;
    case GM_LOG_POINTS:
        points_line(e, mat, who, buf, len);
        return;
    case GM_LOG_ABILITY:
        ability_line(e, who, buf, len);
        return;
    case GM_LOG_EXPLORE:
        explore_line(e, who, buf, len);
        return;
    case GM_LOG_CRASH:
        snprintf(buf, len, _("The rocket crashes at space %u! (failure %u of %u)"),
                 (unsigned)e->space, (unsigned)e->failure, (unsigned)e->limit);
        return;
    case GM_LOG_HOME:
        snprintf(
            buf, len,
            ngettext("%u astronaut aboard goes home", "%u astronauts aboard go home", e->count),
            (unsigned)e->count);
        return;
    case GM_LOG_GOAL:
        snprintf(buf, len, _("%s wins a goal: +%u points"), who, (unsigned)e->points);
        return;
    case GM_LOG_FINAL:
        /* TRANSLATORS: a heading of the game log, before the planets' points. */
        snprintf(buf, len, "%s", _("Final scoring"));
        return;
    case GM_LOG_MISSIONS:
        /* TRANSLATORS: at the end of the game: "Anna completed 2 of 3 secret missions: +5 points".
         */
        snprintf(buf, len, _("%s completed %u of %u secret missions: +%u points"), who,
                 (unsigned)e->count, (unsigned)e->limit, (unsigned)e->points);
        return;
    case GM_LOG_GAME_OVER:
        snprintf(buf, len, "%s", _("The game is over"));
        return;
    }
    snprintf(buf, len, "?");
}
