/* The host's side of the game (spacecats/net_host.h): the record it keeps
 * as its owner tells it of each action, and what each client is sent of
 * it: the header of its seats' view when it changes, the events, the
 * whole record at the end. */
#include <stdlib.h>
#include <string.h>

#include "host_internal.h"
#include "spacecats/view.h"

/* ---- what each client is sent --------------------------------------------- */

/* The header of the record of what c's seats may see of the game now. */
static bool view_header(const sc_net_host *h, const conn *c, sc_record *out)
{
    sc_game v;
    sc_game_view(&h->now, c->seats, &v);
    sc_record_begin(out, &v);
    return !out->failed;
}

static bool send_event(sc_net_host *h, conn *c, unsigned k)
{
    const char *line = h->rec.text + h->at[k];
    size_t end = k + 1 < h->events ? h->at[k + 1] : h->rec.len;
    size_t n = end - h->at[k] - 1; /* without its line break */
    sc_net_msg m = {.kind = SC_NET_EVENT, .step = k};
    if (n > SC_NET_MAX_TEXT) {
        host_expel(h, c);
        return false;
    }
    memcpy(m.text, line, n);
    m.text[n] = '\0';
    return host_send_msg(h, c, &m);
}

/* The whole record, once the game is over: everyone may see everything. */
static bool send_end(sc_net_host *h, conn *c)
{
    sc_record full = {0};
    sc_record_append(&full, &h->rec);
    sc_record_end(&full, &h->now);
    bool ok = !full.failed && host_send_record(h, c, SC_NET_END, full.text, full.len);
    if (full.failed) {
        host_expel(h, c);
    }
    sc_record_free(&full);
    if (ok) {
        c->ended = true;
    }
    return ok;
}

/* Brings one greeted connection up to the game as it stands: the events
 * taken back, the header of its view when it changed (before the events
 * that draw what it reveals), the new events; the whole record once over. */
void host_sync(sc_net_host *h, conn *c)
{
    if (!h->begun || c->state != CONN_GREETED) {
        return;
    }
    if (sc_game_over(&h->now)) {
        if (!c->ended) {
            send_end(h, c);
        }
        return;
    }
    if (c->sent > h->events || c->ended) {
        sc_net_msg m = {.kind = SC_NET_UNDO, .step = h->events};
        if (!host_send_msg(h, c, &m)) {
            return;
        }
        c->sent = h->events;
        c->ended = false;
    }
    sc_record head = {0};
    if (!view_header(h, c, &head)) {
        sc_record_free(&head);
        host_expel(h, c);
        return;
    }
    if (c->header == NULL || strcmp(c->header, head.text) != 0) {
        if (!host_send_record(h, c, SC_NET_VIEW, head.text, head.len)) {
            sc_record_free(&head);
            return;
        }
        free(c->header);
        c->header = head.text; /* kept: the next header is compared with it */
        head.text = NULL;
    }
    sc_record_free(&head);
    while (c->sent < h->events) {
        if (!send_event(h, c, c->sent)) {
            return;
        }
        c->sent++;
    }
}

void host_sync_all(sc_net_host *h)
{
    for (unsigned i = 0; i < h->n_conns; i++) {
        host_sync(h, &h->conns[i]);
    }
}

/* ---- the owner's news ----------------------------------------------------- */

static bool note_event(sc_net_host *h)
{
    if (h->events == h->at_cap) {
        unsigned cap = h->at_cap ? 2 * h->at_cap : 256;
        size_t *at = realloc(h->at, cap * sizeof *at);
        if (at == NULL) {
            return false;
        }
        h->at = at;
        h->at_cap = cap;
    }
    h->at[h->events++] = h->rec.len;
    return true;
}

static void changed(sc_net_host *h, const sc_game *now)
{
    h->now = *now;
    h->pending = false;
    host_sync_all(h);
}

void sc_net_host_begin(sc_net_host *h, const sc_game *g)
{
    sc_record_begin(&h->rec, g);
    h->events = 0;
    h->begun = true;
    changed(h, g);
}

bool sc_net_host_resume(sc_net_host *h, const char *record, size_t len, sc_record_error *err)
{
    sc_record out = {0};
    sc_game g;
    if (!sc_record_resume(record, len, h->cfg.mat, &g, &out, err) || out.failed) {
        sc_record_free(&out);
        return false;
    }
    sc_record_free(&h->rec);
    h->rec = out;
    h->events = 0;
    /* The canonical text: the header up to "start", then one event a line. */
    const char *start = strstr(h->rec.text, "\nstart\n");
    if (start == NULL) {
        return false;
    }
    for (size_t at = (size_t)(start - h->rec.text) + 7; at < h->rec.len;) {
        size_t keep = h->rec.len;
        h->rec.len = at;
        bool ok = note_event(h);
        h->rec.len = keep;
        if (!ok) {
            return false;
        }
        const char *nl = memchr(h->rec.text + at, '\n', h->rec.len - at);
        at = nl ? (size_t)(nl - h->rec.text) + 1 : h->rec.len;
    }
    h->begun = true;
    changed(h, &g);
    /* The persons not back yet are away from now: their countdowns start. */
    for (unsigned s = 0; s < h->cfg.n_players; s++) {
        seat *st = &h->seats[s];
        if (host_remote(st) && st->conn < 0 && h->cfg.away_ms > 0 && !sc_game_over(&g)) {
            st->away_until = h->clock + h->cfg.away_ms;
        }
    }
    return true;
}

void sc_net_host_rolled(sc_net_host *h, const sc_game *before, const uint8_t *faces, unsigned n,
                        const sc_game *after)
{
    if (note_event(h)) {
        sc_record_roll(&h->rec, before, faces, n);
    }
    changed(h, after);
}

void sc_net_host_chose(sc_net_host *h, const sc_game *before, const sc_choice *c,
                       const sc_game *after)
{
    if (note_event(h)) {
        sc_record_choice(&h->rec, before, c);
    }
    changed(h, after);
}

void sc_net_host_undone(sc_net_host *h, unsigned events, const sc_game *now)
{
    if (events < h->events) {
        h->rec.len = h->at[events];
        h->rec.text[h->rec.len] = '\0';
        h->events = events;
    }
    changed(h, now);
}
