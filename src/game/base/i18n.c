/* Translations: binding the catalog and switching language at run time. */
#define _POSIX_C_SOURCE 200809L
#include "i18n.h"

#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef _WIN32
#define WIN32_LEAN_AND_MEAN
#include <windows.h>
#endif

/* gettext's state is process-wide by design (the environment, the locale,
 * the bound domain). This module keeps nothing of its own: the user's own
 * LANGUAGE, saved once at start, lives in the environment next to it. */
#define SAVED_LANGUAGE "SPACECATS_SYSTEM_LANGUAGE"

#ifdef __GLIBC__
/* glibc bumps this counter to drop the translations it has cached; touching
 * it is the documented way (gettext manual, "Being a `gettext` grok") to
 * make a language change visible to the next gettext() call. */
extern int _nl_msg_cat_cntr;
#endif

/* value NULL removes the variable. */
static void set_env(const char *name, const char *value)
{
#ifdef _WIN32
    _putenv_s(name, value != NULL ? value : ""); /* "" removes it there */
#else
    if (value != NULL) {
        setenv(name, value, 1);
    } else {
        unsetenv(name);
    }
#endif
}

static bool is_c_locale(const char *loc)
{
    return loc == NULL || strcmp(loc, "C") == 0 || strcmp(loc, "POSIX") == 0;
}

/* The system's language when its locale is not installed (containers often
 * have only C and C.UTF-8): "fr_FR.UTF-8" gives "fr". Empty if none. */
static void system_language(char *out, size_t len)
{
    const char *names[] = {"LC_ALL", "LC_MESSAGES", "LANG"};
    out[0] = '\0';
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        const char *v = getenv(names[i]);
        if (v != NULL && v[0] != '\0') {
            if (!is_c_locale(v) && strncmp(v, "C.", 2) != 0) {
                size_t n = strcspn(v, "_.@");
                snprintf(out, len, "%.*s", (int)(n < len ? n : len - 1), v);
            }
            return;
        }
    }
}

bool gm_i18n_init(const char *localedir)
{
    const char *user = getenv("LANGUAGE");
    if (getenv(SAVED_LANGUAGE) == NULL) {
        set_env(SAVED_LANGUAGE, user != NULL ? user : "");
    }
#ifdef _WIN32
    /* libintl's bindtextdomain opens the catalog in the ANSI code page:
     * the game installed under "C:/Users/Zoé" would speak English. */
    wchar_t wdir[1024];
    bool ok = MultiByteToWideChar(CP_UTF8, 0, localedir, -1, wdir, 1024) > 0 &&
              wbindtextdomain(GM_TEXT_DOMAIN, wdir) != NULL;
#else
    bool ok = bindtextdomain(GM_TEXT_DOMAIN, localedir) != NULL;
#endif
    bind_textdomain_codeset(GM_TEXT_DOMAIN, "UTF-8");
    textdomain(GM_TEXT_DOMAIN);
    gm_i18n_set_language("");
    return ok;
}

void gm_i18n_set_language(const char *lang)
{
    if (lang == NULL) {
        lang = "";
    }
    if (lang[0] != '\0') {
        set_env("LANGUAGE", lang);
    } else {
        const char *saved = getenv(SAVED_LANGUAGE);
        set_env("LANGUAGE", saved != NULL && saved[0] != '\0' ? saved : NULL);
    }
    /* Only messages follow the language: LC_NUMERIC stays "C" so "0.5" in a
     * data file reads the same in French. (On Windows libintl's own
     * setlocale knows LC_MESSAGES, and the system's language.) */
    const char *loc = setlocale(LC_MESSAGES, "");
    if (is_c_locale(loc)) {
        /* glibc ignores LANGUAGE in the "C" locale but not in C.UTF-8. */
        loc = setlocale(LC_MESSAGES, "C.UTF-8");
        if (lang[0] == '\0' && getenv("LANGUAGE") == NULL) {
            char sys[16];
            system_language(sys, sizeof sys);
            if (sys[0] != '\0') {
                set_env("LANGUAGE", sys);
            }
        }
    }
#ifdef __GLIBC__
    ++_nl_msg_cat_cntr;
#endif
    textdomain(GM_TEXT_DOMAIN);
}

const char *gm_i18n_language(void)
{
    /* The catalog's header is the translation of "". */
    const char *head = gettext("");
    if (head != NULL && head[0] != '\0') {
        const char *l = strstr(head, "Language: ");
        if (l != NULL && strncmp(l + 10, "fr", 2) == 0) {
            return "fr";
        }
    }
    return "en";
}

bool gm_i18n_known(const char *lang)
{
    return lang != NULL && (lang[0] == '\0' || strcmp(lang, "en") == 0 || strcmp(lang, "fr") == 0);
}

const char *gm_i18n_decimal(double value, int decimals, char *buf, size_t len)
{
    snprintf(buf, len, "%.*f", decimals, value);
    /* TRANSLATORS: the decimal separator: "." in English, "," in French ("8,7 PV"). */
    const char *sep = _(".");
    char *dot = strchr(buf, '.');
    if (dot != NULL && sep[0] != '\0' && sep[1] == '\0') {
        *dot = sep[0];
    }
    return buf;
}
