/* The rules screen's text: data/rules/rules.yaml, loaded into pages.
 *
 * A page (section) has a title, a few icons (art names from data/art) shown
 * under it, and paragraphs, each optionally with an icon of its own. Texts
 * are kept in English as written in the file; the screen translates each
 * one (gettext) when it draws it, so a language switch applies at once.
 * No SDL here: the model library links this file and tests load it. */
#ifndef GM_RULES_TEXT_H
#define GM_RULES_TEXT_H

#include <stdbool.h>
#include <stddef.h>

enum {
    GM_RULES_MAX_SECTIONS = 32,
    GM_RULES_MAX_PARAS = 16,
    GM_RULES_MAX_ICONS = 8,
    GM_RULES_ICON_LEN = 48,
};

typedef struct gm_rules_para {
    char *text;                   /* malloc'd */
    char icon[GM_RULES_ICON_LEN]; /* "" = none */
} gm_rules_para;

typedef struct gm_rules_section {
    char *title; /* malloc'd */
    unsigned n_icons;
    char icons[GM_RULES_MAX_ICONS][GM_RULES_ICON_LEN];
    unsigned n_paras;
    gm_rules_para paras[GM_RULES_MAX_PARAS];
    unsigned line; /* of the section in the file */
} gm_rules_section;

typedef struct gm_rules {
    unsigned n_sections;
    gm_rules_section sections[GM_RULES_MAX_SECTIONS];
} gm_rules;

/* Parses rules text; `name` is the file name used in messages. On failure
 * returns false with "NAME:LINE: reason" in err and leaves *out empty
 * (nothing to free). An icon name is checked for its form (a-z, 0-9, '-'),
 * not for its file: the screen draws a missing icon as nothing. */
bool gm_rules_parse(const char *text, size_t len, const char *name, gm_rules *out, char *err,
                    size_t err_len);
/* The same from a file ("PATH: reason" when it cannot be read). */
bool gm_rules_load_file(const char *path, gm_rules *out, char *err, size_t err_len);
void gm_rules_free(gm_rules *r);

#endif
