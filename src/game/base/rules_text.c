#define _POSIX_C_SOURCE 200809L

/* Loading the rules text with libyaml's document API (every node keeps its
 * line, so each mistake is reported where it is). */
#include "rules_text.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <yaml.h>

#include "i18n.h"
#include "spacecats/yaml_read.h"

enum { RULES_FILE_MAX = 1 << 20, TEXT_MAX = 4000 };

typedef struct loader {
    sc_yaml_reader rd;
} loader;

#define fail(ld, n, ...) sc_yaml_failf(&(ld)->rd, (n), 0, __VA_ARGS__)

static yaml_node_t *node(loader *ld, int i)
{
    return sc_yaml_node(&ld->rd, i);
}

/* The values of the keys of a mapping (NULL when absent); unknown keys are refused. */
static bool get_keys(loader *ld, yaml_node_t *map, const char *ctx, const char *const *keys,
                     unsigned n_keys, yaml_node_t **values)
{
    return sc_yaml_fields(&ld->rd, map, ctx, keys, n_keys, 0, values);
}

/* A non-empty text of at most TEXT_MAX bytes, copied. */
static bool get_text(loader *ld, yaml_node_t *n, const char *what, char **out)
{
    if (n->type != YAML_SCALAR_NODE || n->data.scalar.length == 0) {
        return fail(ld, n, _("%s must be a text"), what);
    }
    if (n->data.scalar.length > TEXT_MAX) {
        return fail(ld, n, _("%s is longer than %d bytes"), what, TEXT_MAX);
    }
    *out = strdup((const char *)n->data.scalar.value);
    return *out != NULL || fail(ld, n, _("out of memory"));
}

static bool get_icon(loader *ld, yaml_node_t *n, char out[GM_RULES_ICON_LEN])
{
    if (n->type != YAML_SCALAR_NODE || n->data.scalar.length == 0 ||
        n->data.scalar.length >= GM_RULES_ICON_LEN) {
        return fail(ld, n, _("an icon must be the name of a picture in data/art, like moon-bell"));
    }
    const char *s = (const char *)n->data.scalar.value;
    for (const char *p = s; *p; p++) {
        if (!((*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9') || *p == '-')) {
            return fail(ld, n, _("icon '%s': a picture's name has only a-z, 0-9 and '-'"), s);
        }
    }
    snprintf(out, GM_RULES_ICON_LEN, "%s", s);
    return true;
}

static bool load_para(loader *ld, yaml_node_t *n, gm_rules_para *p)
{
    if (n->type == YAML_MAPPING_NODE) {
        static const char *const keys[] = {"icon", "text"};
        yaml_node_t *v[2];
        if (!get_keys(ld, n, "paragraph", keys, 2, v)) {
            return false;
        }
        if (v[1] == NULL) {
            return fail(ld, n,
                        _("a paragraph with an icon needs its text: {icon: ..., text: ...}"));
        }
        if (v[0] != NULL && !get_icon(ld, v[0], p->icon)) {
            return false;
        }
        return get_text(ld, v[1], "a paragraph", &p->text);
    }
    return get_text(ld, n, "a paragraph", &p->text);
}

static bool load_section(loader *ld, yaml_node_t *n, gm_rules_section *s)
{
    s->line = (unsigned)n->start_mark.line + 1;
    if (n->type != YAML_MAPPING_NODE) {
        return fail(ld, n, _("a section must have a title and paragraphs"));
    }
    static const char *const keys[] = {"title", "icons", "paragraphs"};
    yaml_node_t *v[3];
    if (!get_keys(ld, n, "section", keys, 3, v)) {
        return false;
    }
    if (v[0] == NULL) {
        return fail(ld, n, _("this section has no title"));
    }
    if (!get_text(ld, v[0], "a title", &s->title)) {
        return false;
    }
    if (v[1] != NULL) {
        if (v[1]->type != YAML_SEQUENCE_NODE) {
            return fail(ld, v[1], _("icons must be a list, like [moon-bell, comet]"));
        }
        for (yaml_node_item_t *i = v[1]->data.sequence.items.start;
             i < v[1]->data.sequence.items.top; i++) {
            if (s->n_icons == GM_RULES_MAX_ICONS) {
                return fail(ld, node(ld, *i), _("more than %d icons"), GM_RULES_MAX_ICONS);
            }
            if (!get_icon(ld, node(ld, *i), s->icons[s->n_icons++])) {
                return false;
            }
        }
    }
    if (v[2] == NULL || v[2]->type != YAML_SEQUENCE_NODE ||
        v[2]->data.sequence.items.top == v[2]->data.sequence.items.start) {
        return fail(ld, v[2] != NULL ? v[2] : n, _("a section needs a list of paragraphs"));
    }
    for (yaml_node_item_t *i = v[2]->data.sequence.items.start; i < v[2]->data.sequence.items.top;
         i++) {
        if (s->n_paras == GM_RULES_MAX_PARAS) {
            return fail(ld, node(ld, *i), _("more than %d paragraphs in a section"),
                        GM_RULES_MAX_PARAS);
        }
        if (!load_para(ld, node(ld, *i), &s->paras[s->n_paras++])) {
            return false;
        }
    }
    return true;
}

static bool load_root(loader *ld, gm_rules *out)
{
    yaml_node_t *root = yaml_document_get_root_node(ld->rd.doc);
    if (root == NULL) {
        return sc_yaml_failf(&ld->rd, NULL, 1, "the file is empty");
    }
    static const char *const keys[] = {"sections"};
    yaml_node_t *sections;
    if (root->type != YAML_MAPPING_NODE) {
        return fail(ld, root, _("the file must start with 'sections:'"));
    }
    if (!get_keys(ld, root, "top level", keys, 1, &sections)) {
        return false;
    }
    if (sections == NULL || sections->type != YAML_SEQUENCE_NODE ||
        sections->data.sequence.items.top == sections->data.sequence.items.start) {
        return fail(ld, sections != NULL ? sections : root,
                    _("'sections' must be a list of pages"));
    }
    for (yaml_node_item_t *i = sections->data.sequence.items.start;
         i < sections->data.sequence.items.top; i++) {
        if (out->n_sections == GM_RULES_MAX_SECTIONS) {
            return fail(ld, node(ld, *i), _("more than %d sections"), GM_RULES_MAX_SECTIONS);
        }
        if (!load_section(ld, node(ld, *i), &out->sections[out->n_sections++])) {
            return false;
        }
    }
    return true;
}

bool gm_rules_parse(const char *text, size_t len, const char *name, gm_rules *out, char *err,
                    size_t err_len)
{
    memset(out, 0, sizeof *out);
    loader ld = {.rd = {.path = name, .err = err, .err_len = err_len}};
    yaml_document_t doc;
    if (!sc_yaml_load(text, len, name, &doc, err, err_len)) {
        return false;
    }
    ld.rd.doc = &doc;
    bool ok = load_root(&ld, out);
    yaml_document_delete(&doc);
    if (!ok) {
        gm_rules_free(out);
    }
    return ok;
}

static bool parse_rules(const char *text, size_t len, const char *path, void *out, char *err,
                        size_t err_len)
{
    return gm_rules_parse(text, len, path, out, err, err_len);
}

bool gm_rules_load_file(const char *path, gm_rules *out, char *err, size_t err_len)
{
    memset(out, 0, sizeof *out);
    return sc_yaml_load_file(path, RULES_FILE_MAX, parse_rules, out, err, err_len);
}

void gm_rules_free(gm_rules *r)
{
    for (unsigned i = 0; i < r->n_sections; i++) {
        gm_rules_section *s = &r->sections[i];
        free(s->title);
        for (unsigned p = 0; p < s->n_paras; p++) {
            free(s->paras[p].text);
        }
    }
    memset(r, 0, sizeof *r);
}
