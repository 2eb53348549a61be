/* Translations: gettext (libintl from glibc) for every text a player sees.
 *
 * Use _("text") where a string is shown, N_("text") to mark a string in a
 * static table (translate it with _() when drawn), and
 * ngettext("one cat", "%u cats", n) for plurals. Texts that come from data
 * files (layout labels, mat names, rules) are listed in po/data-strings.c and
 * translated at display time with _(text).
 *
 * The language can change while the game runs: gm_i18n_set_language() makes
 * every later _() answer in the new language, so screens that translate at
 * draw time switch at once. No SDL here: the model library links this file. */
#ifndef GM_I18N_H
#define GM_I18N_H

#include <libintl.h>
#include <stdbool.h>
#include <stddef.h>

#define GM_TEXT_DOMAIN "spacecats"

#define _(s) gettext(s)
#define N_(s) s /* bare, so it can initialise a char array too */

/* Binds the text domain to `localedir` (the folder holding
 * fr/LC_MESSAGES/spacecats.mo), asks for UTF-8 whatever the locale's
 * character set, and follows the system's language. Numbers keep the "C"
 * locale (only LC_MESSAGES changes) so data files parse the same everywhere.
 * Returns false if the folder could not be bound (texts stay English). */
bool gm_i18n_init(const char *localedir);

/* Switches the language now: "en", "fr" (any code with a catalog), or ""
 * (or NULL) to follow the system (LANGUAGE, LC_ALL, LC_MESSAGES, LANG).
 * Works without installed system locales: falls back to C.UTF-8 with
 * LANGUAGE set, which glibc's gettext honours. It changes the environment:
 * call it from the main thread while no other thread translates. */
void gm_i18n_set_language(const char *lang);

/* The language the texts are in now: "fr" when the French catalog answers,
 * else "en". Read from the catalog's header, so it is always the truth. */
const char *gm_i18n_language(void);

/* True for the languages the game ships: "", "en", "fr". */
bool gm_i18n_known(const char *lang);

/* A number with `decimals` digits after the separator of the language in
 * use ("8.7" in English, "8,7" in French); returns buf. */
const char *gm_i18n_decimal(double value, int decimals, char *buf, size_t len);

#endif
