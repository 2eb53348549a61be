/* Sentences for decisions and rolls. */
#include "describe.h"

#include <stdio.h>
#include <string.h>

#include "i18n.h"

const char *gm_ability_name(unsigned ability)
{
    static const char *const names[SC_ABILITY_COUNT] = {
        N_("Satellite"),      N_("Lander"),       N_("Parachute"), N_("Moon doubler"),
        N_("Planet doubler"), N_("Deep doubler"), N_("Discarder"), N_("Pilot"),
    };
    return ability < SC_ABILITY_COUNT ? _(names[ability]) : "?";
}

static const char *face_word(unsigned face)
{
    static const char *const words[SC_FACE_COUNT] = {N_("afterburner"), "1", "2", "3", "4"};
    return face < SC_FACE_COUNT ? _(words[face]) : "?";
}

/* "the 1s, the 2s and the pilot": the dice groups and pilots a move uses. */
static void move_means(const sc_choice *c, char *buf, size_t len)
{
    char parts[SC_FACE_COUNT + SC_MAX_PLAYERS][32];
    unsigned n = 0;
    for (unsigned f = 0; f < SC_FACE_COUNT; f++) {
        if ((c->faces >> f) & 1) {
            if (f == SC_FACE_A) {
                snprintf(parts[n++], sizeof parts[0], "%s", _("the afterburner"));
            } else {
                /* TRANSLATORS: the dice showing this number, e.g. "the 2s". */
                snprintf(parts[n++], sizeof parts[0], _("the %ss"), face_word(f));
            }
        }
    }
    for (unsigned s = 0; s < SC_MAX_PLAYERS; s++) {
        if ((c->pilots >> s) & 1) {
            snprintf(parts[n++], sizeof parts[0], "%s", _("the pilot"));
        }
    }
    size_t used = 0;
    buf[0] = '\0';
    for (unsigned i = 0; i < n && used < len; i++) {
        const char *sep = i == 0 ? "" : i + 1 == n ? _(" and ") : ", ";
        used += (size_t)snprintf(buf + used, len - used, "%s%s", sep, parts[i]);
    }
    if ((c->flags & SC_MOVE_EXTRA) && used < len) {
        /* The extra dice alone ("with the extra dice"), or after the groups. */
        const char *extra = n == 0 ? _("the extra dice") : _(", with the extra dice");
        used += (size_t)snprintf(buf + used, len - used, "%s", extra);
    }
    if ((c->flags & SC_MOVE_KEEP) && used < len) {
        snprintf(buf + used, len - used, "%s", _(", keeping the dice"));
    }
}

const char *gm_planet_with_article(const char *name, char *buf, size_t len)
{
    /* The name's own form with its article, by a gettext context (French
     * articles follow each name's gender: "la Boîte en carton", "le
     * Griffoir", "l'Herbe à chat"); a name without one (another mat's)
     * takes the language's plain article for names ("the %s"). */
    char key[160];
    snprintf(key, sizeof key, "%s%c%s", "planet, with its article", '\004', name);
    const char *t = gettext(key);
    if (t != key && strcmp(t, key) != 0) {
        snprintf(buf, len, "%s", t);
    } else {
        /* TRANSLATORS: a planet's name with its article, for a name that has
         * no form of its own ("planet, with its article"). */
        snprintf(buf, len, _("the %s"), _(name));
    }
    return buf;
}

void gm_describe_target(const sc_mat *m, const sc_choice *c, char *buf, size_t len)
{
    if (c->target == SC_TARGET_MOON && c->index < m->n_moons) {
        snprintf(buf, len, _("the %u-point moon"), (unsigned)m->moons[c->index].points);
    } else if (c->target == SC_TARGET_PLANET && c->index < m->n_planets) {
        gm_planet_with_article(m->planets[c->index].name, buf, len);
    } else {
        snprintf(buf, len, "%s", _("deep space"));
    }
}

gm_deed gm_deed_of(const sc_game *before, const sc_choice *c)
{
    gm_deed d = {.choice = *c, .parachute = before->pending.kind == SC_PENDING_PARACHUTE};
    if (c->kind == SC_CHOICE_MOVE) {
        unsigned distance = sc_game_move_distance(before, c);
        d.from = (uint8_t)before->rocket_space;
        d.distance = (uint8_t)(distance > UINT8_MAX ? UINT8_MAX : distance);
    }
    return d;
}

void gm_describe_choice(const sc_game *before, const sc_choice *c, const char *who, char *buf,
                        size_t len)
{
    gm_deed d = gm_deed_of(before, c);
    gm_describe_deed(before->mat, &d, who, buf, len);
}

void gm_describe_deed(const sc_mat *m, const gm_deed *deed, const char *who, char *buf, size_t len)
{
    char what[128];
    const sc_choice *c = &deed->choice;
    bool parachute = deed->parachute;
    switch ((sc_choice_kind)c->kind) {
    case SC_CHOICE_RETURN_MISSION:
        /* Which one stays secret. */
        if (who != NULL) {
            snprintf(buf, len, _("%s chooses their secret missions"), who);
        } else {
            snprintf(buf, len, "%s", _("Give back this secret mission"));
        }
        return;
    case SC_CHOICE_BOARD:
        if (who != NULL) {
            snprintf(buf, len, _("%s puts the %s aboard"), who, gm_ability_name(c->arg));
        } else {
            snprintf(buf, len, _("Put the %s aboard"), gm_ability_name(c->arg));
        }
        return;
    case SC_CHOICE_MOVE: {
        unsigned d = deed->distance;
        unsigned to = deed->from + d;
        unsigned deep = sc_mat_deep(m);
        move_means(c, what, sizeof what);
        char dest[48];
        if (to >= deep) {
            snprintf(dest, sizeof dest, "%s", _("deep space"));
        } else {
            snprintf(dest, sizeof dest, _("space %u"), to);
        }
        if (who != NULL) {
            snprintf(
                buf, len,
                ngettext("%s flies %u space to %s with %s", "%s flies %u spaces to %s with %s", d),
                who, d, dest, what);
        } else {
            snprintf(buf, len,
                     ngettext("Fly %u space to %s with %s", "Fly %u spaces to %s with %s", d), d,
                     dest, what);
        }
        return;
    }
    case SC_CHOICE_REROLL:
        if (who != NULL) {
            snprintf(buf, len, _("%s rerolls with the expedition token"), who);
        } else {
            snprintf(buf, len, "%s", _("Reroll with the expedition token"));
        }
        return;
    case SC_CHOICE_CRASH:
        if (who != NULL) {
            snprintf(buf, len, _("%s cannot go on: the rocket crashes"), who);
        } else {
            snprintf(buf, len, "%s", _("Let the rocket crash"));
        }
        return;
    case SC_CHOICE_STAY:
        if (who != NULL) {
            snprintf(buf, len, parachute ? _("%s goes home") : _("%s stays aboard"), who);
        } else {
            snprintf(buf, len, "%s", parachute ? _("Go home") : _("Stay aboard"));
        }
        return;
    case SC_CHOICE_LAND:
        gm_describe_target(m, c, what, sizeof what);
        if (who != NULL) {
            if (c->target == SC_TARGET_DEEP) {
                snprintf(buf, len, _("%s lands in deep space"), who);
            } else {
                snprintf(buf, len, parachute ? _("%s parachutes onto %s") : _("%s lands on %s"),
                         who, what);
            }
        } else if (c->target == SC_TARGET_DEEP) {
            snprintf(buf, len, "%s", _("Land in deep space"));
        } else {
            snprintf(buf, len, parachute ? _("Parachute onto %s") : _("Land on %s"), what);
        }
        return;
    case SC_CHOICE_KIND_COUNT:
        break;
    }
    snprintf(buf, len, "?");
}

void gm_describe_roll(const char *who, const uint8_t *faces, unsigned n, char *buf, size_t len)
{
    char list[96] = "";
    size_t used = 0;
    for (unsigned i = 0; i < n && used < sizeof list; i++) {
        used += (size_t)snprintf(list + used, sizeof list - used, "%s%s", i > 0 ? ", " : "",
                                 face_word(faces[i]));
    }
    snprintf(buf, len, _("%s rolls %s"), who, list);
}
