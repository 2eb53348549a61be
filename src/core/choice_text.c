/* The text form of choices, shared by game records, the simulator's logs and
 * tests: "board pilot", "move A 2 pilot@1 keep", "land planet:B", "stay". */
#include <stdio.h>
#include <string.h>

#include "spacecats/game.h"

static const char *const ability_names[SC_ABILITY_COUNT] = {
    "satellite",      "lander",       "parachute", "moon-doubler",
    "planet-doubler", "deep-doubler", "discarder", "pilot",
};

const char *sc_ability_name(sc_ability a)
{
    return (unsigned)a < SC_ABILITY_COUNT ? ability_names[a] : "?";
}

bool sc_ability_parse(const char *text, sc_ability *out)
{
    for (unsigned a = 0; a < SC_ABILITY_COUNT; a++) {
        if (strcmp(text, ability_names[a]) == 0) {
            *out = (sc_ability)a;
            return true;
        }
    }
    return false;
}

const char *sc_variant_name(sc_variant v)
{
    switch (v) {
    case SC_VARIANT_UFO:
        return "ufo";
    case SC_VARIANT_EXPLORATION:
        return "exploration";
    case SC_VARIANT_MISSIONS:
        return "missions";
    default:
        return "?";
    }
}

/* Appends to buf without overrunning it; returns the length it would have. */
static size_t append(char *buf, size_t len, size_t at, const char *text)
{
    size_t n = strlen(text);
    if (at < len) {
        size_t room = len - at - 1;
        memcpy(buf + at, text, n < room ? n : room);
        buf[at + (n < room ? n : room)] = '\0';
    }
    return at + n;
}

size_t sc_choice_format(const sc_game *g, const sc_choice *c, char *buf, size_t len)
{
    char item[48];
    size_t at = 0;
    if (len > 0) {
        buf[0] = '\0';
    }
    switch (c->kind) {
    case SC_CHOICE_RETURN_MISSION:
        snprintf(item, sizeof item, "return %u", (unsigned)c->arg);
        return append(buf, len, 0, item);
    case SC_CHOICE_BOARD:
        at = append(buf, len, 0, "board ");
        return append(buf, len, at, sc_ability_name((sc_ability)c->arg));
    case SC_CHOICE_MOVE:
        at = append(buf, len, 0, "move");
        for (unsigned f = 0; f < SC_FACE_COUNT; f++) {
            if (c->faces & (1u << f)) {
                at = append(buf, len, at, " ");
                at = append(buf, len, at, sc_face_name((sc_face)f));
            }
        }
        for (unsigned s = 0; s < SC_MAX_PLAYERS; s++) {
            if (c->pilots & (1u << s)) {
                snprintf(item, sizeof item, " pilot@%u", s);
                at = append(buf, len, at, item);
            }
        }
        if (c->flags & SC_MOVE_EXTRA) {
            at = append(buf, len, at, " extra");
        }
        if (c->flags & SC_MOVE_KEEP) {
            at = append(buf, len, at, " keep");
        }
        return at;
    case SC_CHOICE_REROLL:
        return append(buf, len, 0, "reroll");
    case SC_CHOICE_CRASH:
        return append(buf, len, 0, "crash");
    case SC_CHOICE_STAY:
        return append(buf, len, 0, "stay");
    case SC_CHOICE_LAND:
        if (c->target == SC_TARGET_MOON && c->index < g->mat->n_moons) {
            snprintf(item, sizeof item, "land moon:%s", g->mat->moons[c->index].id);
        } else if (c->target == SC_TARGET_PLANET && c->index < g->mat->n_planets) {
            snprintf(item, sizeof item, "land planet:%s", g->mat->planets[c->index].id);
        } else if (c->target == SC_TARGET_DEEP) {
            snprintf(item, sizeof item, "land deep");
        } else {
            snprintf(item, sizeof item, "land ?");
        }
        return append(buf, len, 0, item);
    default:
        return append(buf, len, 0, "?");
    }
}

static bool parse_uint(const char *s, unsigned max, unsigned *out)
{
    unsigned v = 0;
    if (!*s) {
        return false;
    }
    for (; *s; s++) {
        if (*s < '0' || *s > '9') {
            return false;
        }
        v = v * 10 + (unsigned)(*s - '0');
        if (v > max) {
            return false;
        }
    }
    *out = v;
    return true;
}

static bool parse_move_item(const char *w, sc_choice *c)
{
    sc_face f;
    unsigned seat;
    if (sc_face_parse(w, &f)) {
        if (c->faces & (1u << f)) {
            return false;
        }
        c->faces |= (uint8_t)(1u << f);
    } else if (strncmp(w, "pilot@", 6) == 0 && parse_uint(w + 6, SC_MAX_PLAYERS - 1, &seat)) {
        if (c->pilots & (1u << seat)) {
            return false;
        }
        c->pilots |= (uint8_t)(1u << seat);
    } else if (strcmp(w, "extra") == 0 && !(c->flags & SC_MOVE_EXTRA)) {
        c->flags |= SC_MOVE_EXTRA;
    } else if (strcmp(w, "keep") == 0 && !(c->flags & SC_MOVE_KEEP)) {
        c->flags |= SC_MOVE_KEEP;
    } else {
        return false;
    }
    return true;
}

static bool parse_target(const sc_game *g, const char *w, sc_choice *c)
{
    if (strcmp(w, "deep") == 0) {
        c->target = SC_TARGET_DEEP;
        return true;
    }
    if (strncmp(w, "moon:", 5) == 0) {
        for (unsigned i = 0; i < g->mat->n_moons; i++) {
            if (strcmp(w + 5, g->mat->moons[i].id) == 0) {
                c->target = SC_TARGET_MOON;
                c->index = (uint8_t)i;
                return true;
            }
        }
    } else if (strncmp(w, "planet:", 7) == 0) {
        for (unsigned i = 0; i < g->mat->n_planets; i++) {
            if (strcmp(w + 7, g->mat->planets[i].id) == 0) {
                c->target = SC_TARGET_PLANET;
                c->index = (uint8_t)i;
                return true;
            }
        }
    }
    return false;
}

bool sc_choice_parse(const sc_game *g, const char *text, sc_choice *out)
{
    char copy[160];
    char *words[16];
    unsigned n = 0;
    if (strlen(text) >= sizeof copy) {
        return false;
    }
    strcpy(copy, text);
    for (char *p = copy; *p;) {
        while (*p == ' ' || *p == '\t') {
            *p++ = '\0';
        }
        if (!*p) {
            break;
        }
        if (n == 16) {
            return false;
        }
        words[n++] = p;
        while (*p && *p != ' ' && *p != '\t') {
            p++;
        }
    }
    if (n == 0) {
        return false;
    }
    sc_choice c = {0};
    unsigned v;
    if (strcmp(words[0], "return") == 0 && n == 2 && parse_uint(words[1], 3, &v)) {
        c.kind = SC_CHOICE_RETURN_MISSION;
        c.arg = (uint8_t)v;
    } else if (strcmp(words[0], "board") == 0 && n == 2) {
        sc_ability a;
        if (!sc_ability_parse(words[1], &a)) {
            return false;
        }
        c.kind = SC_CHOICE_BOARD;
        c.arg = (uint8_t)a;
    } else if (strcmp(words[0], "move") == 0 && n >= 2) {
        c.kind = SC_CHOICE_MOVE;
        for (unsigned i = 1; i < n; i++) {
            if (!parse_move_item(words[i], &c)) {
                return false;
            }
        }
    } else if (n == 1 && strcmp(words[0], "reroll") == 0) {
        c.kind = SC_CHOICE_REROLL;
    } else if (n == 1 && strcmp(words[0], "crash") == 0) {
        c.kind = SC_CHOICE_CRASH;
    } else if (n == 1 && strcmp(words[0], "stay") == 0) {
        c.kind = SC_CHOICE_STAY;
    } else if (strcmp(words[0], "land") == 0 && n == 2) {
        c.kind = SC_CHOICE_LAND;
        if (!parse_target(g, words[1], &c)) {
            return false;
        }
    } else {
        return false;
    }
    *out = c;
    return true;
}
