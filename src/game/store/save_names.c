/* Saves' names as a player reads them (save_names.h). */
#include "save_names.h"

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "i18n.h"

enum { NAME_DATE_LEN = 16 }; /* "2026-11-28 06.35" */

void gm_saves_when(time_t t, char *buf, size_t len)
{
    struct tm tm;
    if (len == 0) {
        return;
    }
    buf[0] = '\0';
    if (localtime_r(&t, &tm) != NULL) {
        /* TRANSLATORS: a strftime format: when a save was last played, in
         * the saved games list and in the names the game gives saves. */
        strftime(buf, len, _("%Y-%m-%d %H:%M"), &tm);
    }
}

/* template with its "%s" filled (no printf: a translated template is no
 * literal format). */
static void fill(const char *template, const char *with, const char *rest, char *out, size_t len)
{
    const char *hole = strstr(template, "%s");
    if (hole == NULL) {
        snprintf(out, len, "%s%s", template, rest);
        return;
    }
    snprintf(out, len, "%.*s%s%s%s", (int)(hole - template), template, with, hole + 2, rest);
}

void gm_saves_made_name(const char *template, time_t t, char *buf, size_t len)
{
    char date[40] = "";
    struct tm tm;
    if (localtime_r(&t, &tm) != NULL) {
        strftime(date, sizeof date, "%Y-%m-%d %H.%M", &tm);
    }
    fill(template, date, "", buf, len);
}

/* The date of a name the game made, at the start of s: its time. */
static bool name_date(const char *s, time_t *t)
{
    static const char shape[] = "dddd-dd-dd dd.dd";
    for (size_t i = 0; i < NAME_DATE_LEN; i++) {
        bool digit = s[i] >= '0' && s[i] <= '9';
        if (shape[i] == 'd' ? !digit : s[i] != shape[i]) {
            return false;
        }
    }
    struct tm tm = {.tm_isdst = -1};
    if (sscanf(s, "%4d-%2d-%2d %2d.%2d", &tm.tm_year, &tm.tm_mon, &tm.tm_mday, &tm.tm_hour,
               &tm.tm_min) != 5) {
        return false;
    }
    tm.tm_year -= 1900;
    tm.tm_mon -= 1;
    *t = mktime(&tm);
    return *t != (time_t)-1;
}

/* name made from template (one "%s", the date), and what follows it (a
 * " (2)"): said with template_now. */
static bool say_again(const char *name, const char *template, const char *template_now, char *out,
                      size_t len)
{
    const char *hole = strstr(template, "%s");
    if (hole == NULL) {
        return false;
    }
    size_t before = (size_t)(hole - template), after = strlen(hole + 2);
    time_t t;
    if (strncmp(name, template, before) != 0 || !name_date(name + before, &t)) {
        return false;
    }
    const char *rest = name + before + NAME_DATE_LEN;
    if (strncmp(rest, hole + 2, after) != 0) {
        return false;
    }
    rest += after;
    if (rest[0] != '\0' && rest[0] != ' ') {
        return false; /* "... 06.35x": a name of the player's own */
    }
    char when[64];
    gm_saves_when(t, when, sizeof when);
    fill(template_now, when, rest, out, len);
    return true;
}

const char *gm_saves_shown(const char *name, char *out, size_t len)
{
    static const char *const made[] = {GM_SAVE_UNFINISHED, GM_SAVE_OFFERED};
    for (size_t i = 0; i < sizeof made / sizeof made[0]; i++) {
        const char *now = _(made[i]);
        if (strstr(now, "%s") == NULL || strstr(strstr(now, "%s") + 2, "%") != NULL) {
            now = made[i]; /* a translation that does not take one date */
        }
        if (say_again(name, made[i], now, out, len) || say_again(name, now, now, out, len)) {
            return out;
        }
    }
    snprintf(out, len, "%s", name);
    return out;
}
