/* A session that is a client of a host (session.h, gm_session_join): its
 * game is the view the host sends of our seats, our choices go to the host,
 * and each event the host tells is shown as a local change is: logged,
 * animated, called out. The host is the judge; nothing is applied here. */
#include <string.h>

#include "remote.h"
#include "session_internal.h"

/* The game's story rebuilt from the record the connection holds, as a
 * resumed save's is; the last action kept, to show it. */
typedef struct replayed {
    gm_session *p;
    unsigned n, want;
    bool have_last;
    sc_game last_before;
    sc_record_action last;
} replayed;

static void visit(void *user, const sc_record_action *a)
{
    replayed *r = user;
    gm_session_resume_action(r->p, a);
    if (++r->n == r->want) {
        r->last_before = *a->before;
        r->last = *a;
        r->last.before = r->last.after = NULL;
        r->have_last = true;
    }
}

/* A name of the host's (24 bytes at most) in a seat's room (23), cut
 * before a character that does not fit whole. */
static void name_copy(char out[GM_NAME_LEN], const char *name)
{
    size_t n = strlen(name);
    if (n > GM_NAME_LEN - 1) {
        n = GM_NAME_LEN - 1;
        while (n > 0 && ((unsigned char)name[n] & 0xC0) == 0x80) {
            n--; /* name[n] continues a character: cut before its start */
        }
    }
    memcpy(out, name, n);
    out[n] = '\0';
}

/* The seats' names and kinds as the host tells them: ours played here,
 * the host's computers as computers, everyone else a remote person (an
 * open seat's name is none yet). */
static void follow_table(gm_session *p)
{
    unsigned mine = gm_remote_seats(p->remote);
    for (unsigned s = 0; s < SC_MAX_PLAYERS && s < gm_remote_players(p->remote); s++) {
        gm_remote_seat st;
        gm_remote_seat_get(p->remote, s, &st);
        gm_seat *seat = &p->seats[s];
        seat->colour = (uint8_t)st.colour; /* the host's: the same in every window */
        if (mine >> s & 1u) {
            seat->kind = GM_SEAT_HUMAN;
            continue; /* our own name, as we typed it */
        }
        if (st.state == GM_REMOTE_SEAT_COMPUTER) {
            seat->kind = GM_SEAT_COMPUTER;
            seat->name[0] = '\0';
            const sc_ai_level *lvl = sc_ai_level_find(st.name);
            seat->level = (uint8_t)(lvl != NULL ? lvl->id : sc_ai_level_count - 1);
        } else {
            /* A person without a name of their own comes without one: the
             * session names the seat in our language ("Joueur 1"), as the
             * host's window does in its own. */
            seat->kind = GM_SEAT_REMOTE;
            name_copy(seat->name, st.name);
        }
    }
    gm_session_language_changed(p);
}

/* The game as the connection holds it now; the change shown when it is
 * one event on from what the session had. */
static void follow_game(gm_session *p)
{
    const sc_game *g = gm_remote_game(p->remote);
    if (g == NULL) {
        return;
    }
    size_t len = 0;
    const char *text = gm_remote_record(p->remote, &len);
    unsigned had = p->actions;
    bool one_more = p->remote_started && gm_remote_events(p->remote) == had + 1;
    replayed r = {.p = p, .want = gm_remote_events(p->remote)};
    p->log.count = 0;
    p->actions = 0;
    memset(p->faces_rolled, 0, sizeof p->faces_rolled);
    sc_game raw;
    sc_record_error err;
    if (!sc_record_resume_each(text, len, g->mat, &raw, &p->record, visit, &r, &err)) {
        /* The connection replayed it already: this cannot fail but for memory. */
        p->held = true;
        return;
    }
    if (p->log.count == 0) {
        gm_events_start(&raw, &p->log);
    }
    p->game = *g;
    p->remote_started = true;
    p->n_undo = 0;
    if (one_more && r.have_last) {
        gm_log scratch = {0};
        gm_events ev;
        gm_events_read(&r.last_before, &raw, &r.last, &scratch, &ev);
        if (r.last.roll && !p->skipping && p->anims.scale > 0) {
            gm_anim dice = {
                .kind = GM_ANIM_DICE, .duration = 0.7f, .cue = GM_CUE_DICE, .hide = GM_HIDE_DICE};
            gm_anims_push(&p->anims, &dice, true);
        }
        gm_session_show_change(p, &r.last_before, r.last.roll ? NULL : &r.last.choice, &ev);
    } else {
        gm_anims_finish(&p->anims);
    }
    gm_session_refresh(p);
    p->shown_revision = p->revision;
}

bool gm_session_join(gm_session *p, gm_remote *remote, const char *name)
{
    gm_seat seats[SC_MAX_PLAYERS];
    memset(seats, 0, sizeof seats);
    unsigned mine = gm_remote_seats(remote);
    for (unsigned s = 0; s < SC_MAX_PLAYERS; s++) {
        seats[s].colour = (uint8_t)s; /* until the table says (follow_table) */
        if (mine >> s & 1u) {
            name_copy(seats[s].name, name);
        }
    }
    gm_session_reset(p, seats);
    p->remote = remote;
    follow_table(p);
    follow_game(p);
    return true;
}

/* A try seated again at the host (session_redial.c) becomes the
 * connection; the game shown as it holds it. */
static void adopt(gm_session *p, gm_remote *next)
{
    gm_remote_free(p->remote); /* lost: nothing to say to it */
    p->remote = next;
    p->redial_refused[0] = '\0';
    follow_table(p);
    follow_game(p);
}

bool gm_session_remote(const gm_session *p)
{
    return p->remote != NULL;
}

gm_remote *gm_session_remote_of(const gm_session *p)
{
    return p->remote;
}

/* The one tick of every session: a game played here moves by its own
 * (session.c); a client's by what the host tells. */
bool gm_session_tick(gm_session *p, float dt, unsigned max_actions)
{
    if (p->remote == NULL) {
        return gm_session_tick_local(p, dt, max_actions);
    }
    bool changed = gm_session_run_submitted(p); /* to the host */
    changed |= gm_session_animate(p, dt);
    if (p->auto_roll && gm_session_human_turn(p) && p->game.pending.kind == SC_PENDING_ROLL &&
        !gm_anims_active(&p->anims) && !p->held && !gm_remote_asked(p->remote)) {
        changed |= gm_remote_roll(p->remote);
    }
    gm_remote_service(p->remote, dt);
    /* One event a tick at most, each shown before the next, as a
     * computer's moves are here; all at once when skipping. */
    bool moved = false;
    while (gm_remote_pending(p->remote) > 0 && !gm_anims_active(&p->anims) &&
           (!moved || p->skipping)) {
        switch (gm_remote_next(p->remote)) {
        case GM_REMOTE_NEWS_TABLE:
            follow_table(p);
            changed = true;
            break;
        case GM_REMOTE_NEWS_GAME:
        case GM_REMOTE_NEWS_OVER:
            follow_table(p);
            follow_game(p);
            changed = moved = true;
            break;
        case GM_REMOTE_NEWS_FAILED:
            changed = true;
            break;
        case GM_REMOTE_NEWS_NONE:
            break;
        }
    }
    /* Lost: the host called again, by itself; back at the table, play on. */
    gm_remote *back = gm_session_redial_tick(p, dt, &changed);
    if (back != NULL) {
        adopt(p, back);
    }
    /* An away seat's countdown moves every second. */
    for (unsigned s = 0; s < gm_remote_players(p->remote); s++) {
        gm_remote_seat st;
        gm_remote_seat_get(p->remote, s, &st);
        if (st.state == GM_REMOTE_SEAT_AWAY && st.away_s > 0 &&
            (unsigned)st.away_s != (unsigned)(st.away_s + dt)) {
            changed = true;
        }
    }
    return changed;
}

bool gm_session_away(const gm_session *p, unsigned seat, unsigned *seconds)
{
    if (p->remote == NULL || seat >= gm_remote_players(p->remote)) {
        return false;
    }
    gm_remote_seat st;
    gm_remote_seat_get(p->remote, seat, &st);
    *seconds = (unsigned)(st.away_s + 0.999f); /* 0.2 s left is said as 1 */
    return st.state == GM_REMOTE_SEAT_AWAY;
}

void gm_session_presence(const gm_session *p, unsigned seat, gm_presence *out)
{
    *out = (gm_presence){.kind = GM_PRESENCE_NONE};
    if (p->remote == NULL || seat >= gm_remote_players(p->remote)) {
        return;
    }
    if (gm_remote_seats(p->remote) >> seat & 1u) {
        out->kind = GM_PRESENCE_HERE;
        return;
    }
    if (gm_remote_state_get(p->remote) == GM_REMOTE_FAILED) {
        return;
    }
    gm_remote_seat st;
    gm_remote_seat_get(p->remote, seat, &st);
    switch (st.state) {
    case GM_REMOTE_SEAT_COMPUTER:
        out->kind = GM_PRESENCE_COMPUTER;
        break;
    case GM_REMOTE_SEAT_HERE:
        out->kind = GM_PRESENCE_ONLINE;
        break;
    case GM_REMOTE_SEAT_AWAY:
        out->kind = GM_PRESENCE_AWAY;
        out->away_s = (unsigned)(st.away_s + 0.999f); /* 0.2 s left is said as 1 */
        break;
    default:
        break;
    }
}

const char *gm_session_lost(const gm_session *p)
{
    if (p->remote == NULL || gm_remote_state_get(p->remote) != GM_REMOTE_FAILED) {
        return "";
    }
    /* A try the host refused says more than the loss did. */
    return p->redial_refused[0] != '\0' ? p->redial_refused : gm_remote_message(p->remote);
}
