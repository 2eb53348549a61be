/* The layout's entries, found by their key (layout_fields.h): a hash table
 * over the entries the walker made (layout.c), which the filling
 * (layout_fill.c) and the checks look the keys up in. */
#include <stdio.h>
#include <string.h>

#include "layout_fields.h"

static unsigned hash_of(const char *key)
{
    unsigned h = 2166136261u; /* FNV-1a */
    for (const char *c = key; *c != '\0'; c++) {
        h = (h ^ (unsigned char)*c) * 16777619u;
    }
    return h;
}

gm_layout_entry *gm_layout_add_entry(gm_layout *lay, const char *key)
{
    gm_layout_entry *e = &lay->entries[lay->n_entries++];
    memset(e, 0, sizeof *e);
    snprintf(e->key, sizeof e->key, "%s", key);
    e->hash = hash_of(key);
    unsigned slot = e->hash & (GM_LAYOUT_SLOTS - 1);
    while (lay->by_hash[slot] != 0) {
        slot = (slot + 1) & (GM_LAYOUT_SLOTS - 1);
    }
    lay->by_hash[slot] = (uint16_t)lay->n_entries; /* its index + 1 */
    return e;
}

const gm_layout_entry *gm_layout_find(const gm_layout *lay, const char *key)
{
    unsigned h = hash_of(key);
    for (unsigned s = h & (GM_LAYOUT_SLOTS - 1);; s = (s + 1) & (GM_LAYOUT_SLOTS - 1)) {
        unsigned i = lay->by_hash[s];
        if (i == 0) {
            return NULL;
        }
        const gm_layout_entry *e = &lay->entries[i - 1];
        if (e->hash == h && strcmp(e->key, key) == 0) {
            return e; /* the first of the file's order: it was put in first */
        }
    }
}

unsigned gm_layout_line(const gm_layout *lay, const char *key)
{
    char k[GM_LAYOUT_KEY];
    snprintf(k, sizeof k, "%s", key);
    for (;;) {
        const gm_layout_entry *e = gm_layout_find(lay, k);
        if (e != NULL) {
            return e->line;
        }
        /* The mapping or list it would be in: "a.b[2]" -> "a.b" -> "a". */
        char *dot = strrchr(k, '.'), *open = strrchr(k, '[');
        char *cut = dot > open ? dot : open;
        if (cut == NULL) {
            return lay->root_line;
        }
        *cut = '\0';
    }
}

void gm_layout_rehash(gm_layout *lay)
{
    memset(lay->by_hash, 0, sizeof lay->by_hash);
    for (unsigned i = 0; i < lay->n_entries; i++) {
        unsigned slot = lay->entries[i].hash & (GM_LAYOUT_SLOTS - 1);
        while (lay->by_hash[slot] != 0) {
            slot = (slot + 1) & (GM_LAYOUT_SLOTS - 1);
        }
        lay->by_hash[slot] = (uint16_t)(i + 1);
    }
}

const char *gm_layout_path_of(const gm_layout *lay, const char *key)
{
    const gm_layout_entry *e = gm_layout_find(lay, key);
    return e != NULL && e->over ? lay->over_path : lay->path;
}
