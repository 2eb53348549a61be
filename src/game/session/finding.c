/* The games found on the local network (finding.h), on an sc_net_lan finder. */
#include "finding.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "spacecats/net_lan.h"

_Static_assert((int)GM_FOUND_ADDRESS == (int)SC_NET_LAN_ADDRESS, "an address is the finder's");
_Static_assert((int)GM_FOUND_NAME == SC_NET_MAX_NAME + 1, "a name is the network's");
_Static_assert((int)GM_FOUND_VERSION == SC_NET_MAX_WORD + 1,
               "a version is a word of the network's");

typedef struct kept {
    gm_found g;
    float heard; /* seconds since it was last heard of */
} kept;

struct gm_finding {
    sc_net_lan *lan;
    char to[SC_NET_LAN_ADDRESS]; /* "": the broadcast */
    uint16_t port;
    float due; /* seconds before the next probe */
    kept games[GM_FINDING_MAX];
    unsigned n;
};

gm_finding *gm_finding_new(const char *address, uint16_t port)
{
    gm_finding *f = calloc(1, sizeof *f);
    char err[160];
    if (f == NULL || (f->lan = sc_net_lan_finder(err, sizeof err)) == NULL) {
        free(f);
        return NULL;
    }
    snprintf(f->to, sizeof f->to, "%s", address != NULL ? address : "");
    f->port = port != 0 ? port : SC_NET_LAN_PORT;
    return f;
}

void gm_finding_free(gm_finding *f)
{
    if (f != NULL) {
        sc_net_lan_free(f->lan);
        free(f);
    }
}

static bool same(const gm_found *a, const gm_found *b)
{
    return strcmp(a->address, b->address) == 0 && a->port == b->port && a->table == b->table;
}

/* A game heard of: its line refreshed, or a new one while there is room. */
static bool heard(gm_finding *f, const gm_found *g)
{
    for (unsigned i = 0; i < f->n; i++) {
        if (same(&f->games[i].g, g)) {
            bool changed = memcmp(&f->games[i].g, g, sizeof *g) != 0;
            f->games[i] = (kept){.g = *g};
            return changed;
        }
    }
    if (f->n == GM_FINDING_MAX) {
        return false;
    }
    f->games[f->n++] = (kept){.g = *g};
    return true;
}

static bool take(gm_finding *f, const sc_net_lan_found *got)
{
    const sc_net_lan_answer *a = &got->answer;
    gm_found g = {.port = a->port, .other_protocol = a->protocol != SC_NET_PROTOCOL};
    snprintf(g.address, sizeof g.address, "%s", got->address);
    snprintf(g.version, sizeof g.version, "%s", a->version);
    if (g.other_protocol) {
        return heard(f, &g);
    }
    bool changed = false;
    for (unsigned i = 0; i < a->n_games; i++) {
        const sc_net_lan_game *t = &a->games[i];
        g.table = t->table;
        g.players = t->players;
        g.open = t->open;
        g.variants = t->variants;
        snprintf(g.name, sizeof g.name, "%s", t->name);
        changed |= heard(f, &g);
    }
    return changed;
}

bool gm_finding_update(gm_finding *f, float dt)
{
    bool changed = false;
    f->due -= dt;
    if (f->due <= 0.0f) {
        sc_net_lan_probe_send(f->lan, f->to[0] != '\0' ? f->to : NULL, f->port);
        f->due = GM_FINDING_EVERY_S;
    }
    sc_net_lan_found got;
    while (sc_net_lan_next(f->lan, &got) == 1) {
        changed |= take(f, &got);
    }
    unsigned k = 0;
    for (unsigned i = 0; i < f->n; i++) {
        f->games[i].heard += dt;
        if (f->games[i].heard <= GM_FINDING_FORGET_S) {
            f->games[k++] = f->games[i];
        }
    }
    changed |= k != f->n;
    f->n = k;
    return changed;
}

unsigned gm_finding_count(const gm_finding *f)
{
    return f != NULL ? f->n : 0;
}

const gm_found *gm_finding_get(const gm_finding *f, unsigned i)
{
    return f != NULL && i < f->n ? &f->games[i].g : NULL;
}

void gm_found_where(const gm_found *g, char *out, size_t cap)
{
    if (g->table != 0) {
        snprintf(out, cap, "%s:%u/%u", g->address, (unsigned)g->port, g->table);
    } else {
        snprintf(out, cap, "%s:%u", g->address, (unsigned)g->port);
    }
}

unsigned long gm_finding_malformed(const gm_finding *f)
{
    return f != NULL ? sc_net_lan_counts_get(f->lan)->malformed : 0;
}

unsigned long gm_finding_answers(const gm_finding *f)
{
    return f != NULL ? sc_net_lan_counts_get(f->lan)->answers : 0;
}
