/* The buttons' guard (ui_guard.h). */
#include "ui_guard.h"

#include <string.h>

static uint32_t key_of(const char *key)
{
    uint32_t h = 2166136261u; /* FNV-1a */
    for (const unsigned char *c = (const unsigned char *)key; *c != '\0'; c++) {
        h = (h ^ *c) * 16777619u;
    }
    return h;
}

static bool same_rect(gm_rect a, gm_rect b)
{
    return a.x == b.x && a.y == b.y && a.w == b.w && a.h == b.h;
}

static bool young(const gm_ui_guarded *b)
{
    return b->replaced && b->age < GM_UI_GUARD_SECONDS;
}

void gm_ui_guard_reset(gm_ui_guard *g)
{
    g->n = 0;
}

void gm_ui_guard_begin(gm_ui_guard *g)
{
    for (unsigned i = 0; i < g->n; i++) {
        g->b[i].seen = false;
    }
}

void gm_ui_guard_shown(gm_ui_guard *g, gm_rect r, const char *key)
{
    uint32_t k = key_of(key);
    bool other_here = false;
    for (unsigned i = 0; i < g->n; i++) {
        gm_ui_guarded *b = &g->b[i];
        if (b->key == k && same_rect(b->r, r)) {
            b->seen = true; /* the same button, still there */
            return;
        }
        /* A different button under the new one's middle: it takes its place. */
        other_here |= !b->seen && gm_rect_contains(b->r, r.x + r.w / 2, r.y + r.h / 2);
    }
    if (g->n == GM_UI_GUARD_MAX) {
        return; /* more buttons than any screen draws: the rest unguarded */
    }
    g->b[g->n++] = (gm_ui_guarded){.r = r, .key = k, .replaced = other_here, .seen = true};
}

void gm_ui_guard_end(gm_ui_guard *g)
{
    unsigned kept = 0;
    for (unsigned i = 0; i < g->n; i++) {
        if (g->b[i].seen) {
            g->b[kept++] = g->b[i];
        }
    }
    g->n = kept;
}

void gm_ui_guard_tick(gm_ui_guard *g, float dt, bool showing)
{
    for (unsigned i = 0; i < g->n && !showing; i++) {
        if (young(&g->b[i])) {
            g->b[i].age += dt;
        }
    }
}

bool gm_ui_guard_blocks(const gm_ui_guard *g, float x, float y)
{
    for (unsigned i = 0; i < g->n; i++) {
        if (young(&g->b[i]) && gm_rect_contains(g->b[i].r, x, y)) {
            return true;
        }
    }
    return false;
}

bool gm_ui_guard_settling(const gm_ui_guard *g)
{
    for (unsigned i = 0; i < g->n; i++) {
        if (young(&g->b[i])) {
            return true;
        }
    }
    return false;
}
