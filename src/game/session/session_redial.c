/* A joined game whose connection to its host was lost calls the host
 * again by itself (redial.h's schedule): one try at a time, each a new
 * connection with the seat's token (gm_remote_again), handed to the
 * session's tick (session_remote.c) once the host has seated it again and
 * sent the game, so that play goes on with no click. A try the host refuses (its game
 * over or gone, another version) ends the tries: the card says why. */
#include <stdio.h>

#include "remote.h"
#include "session_internal.h"

void gm_session_redial_end(gm_session *p)
{
    if (p->next != NULL) {
        gm_remote_leave(p->next);
        gm_remote_free(p->next);
        p->next = NULL;
    }
}

/* What the card says, to tell when it changed. */
static unsigned said(const gm_session *p)
{
    return (unsigned)p->redial.state | p->redial.tries << 2 | gm_redial_seconds(&p->redial) << 10 |
           (p->redial_refused[0] != '\0') << 20;
}

/* The try under way, served: seated (handed back, to be taken), failed
 * (counted), or on. */
static gm_remote *follow_try(gm_session *p, float dt)
{
    gm_remote *next = p->next;
    gm_remote_service(next, dt);
    /* Until the game and our seat, as the waiting room takes them. */
    while (gm_remote_pending(next) > 0 &&
           (gm_remote_game(next) == NULL || gm_remote_seats(next) == 0)) {
        gm_remote_next(next);
    }
    if (gm_remote_state_get(next) != GM_REMOTE_FAILED && gm_remote_game(next) != NULL &&
        gm_remote_seats(next) != 0) {
        p->next = NULL;
        p->redial = (gm_redial){.state = GM_REDIAL_OFF};
        return next;
    }
    bool failed = gm_remote_state_get(next) == GM_REMOTE_FAILED;
    if (failed && !gm_remote_retryable(next)) {
        /* The host's word: no use calling again. */
        snprintf(p->redial_refused, sizeof p->redial_refused, "%s", gm_remote_message(next));
        p->seat_forgotten = gm_remote_token(next)[0] == '\0';
        gm_session_redial_end(p);
        p->redial = (gm_redial){.state = GM_REDIAL_OFF};
        return NULL;
    }
    if (failed || p->redial.wait_s >= GM_REDIAL_PATIENCE_S) {
        gm_session_redial_end(p);
        gm_redial_failed(&p->redial);
    }
    return NULL;
}

static void begin_try(gm_session *p)
{
    p->next = gm_remote_again(p->remote);
    if (p->next == NULL) {
        gm_redial_failed(&p->redial); /* out of memory: later, maybe */
    }
}

gm_remote *gm_session_redial_tick(gm_session *p, float dt, bool *changed)
{
    if (p->remote == NULL || gm_remote_state_get(p->remote) != GM_REMOTE_FAILED) {
        return NULL;
    }
    unsigned before = said(p);
    if (p->redial.state == GM_REDIAL_OFF && p->redial_refused[0] == '\0' && p->next == NULL &&
        gm_remote_retryable(p->remote)) {
        gm_redial_start(&p->redial); /* just lost */
    }
    if (gm_redial_due(&p->redial, dt)) {
        begin_try(p);
    }
    gm_remote *back = p->next != NULL ? follow_try(p, dt) : NULL;
    *changed |= back != NULL || said(p) != before;
    return back;
}

bool gm_session_seat_forgotten(const gm_session *p)
{
    return p->remote != NULL && p->redial_refused[0] != '\0' && p->seat_forgotten;
}

const gm_redial *gm_session_redial(const gm_session *p)
{
    return &p->redial;
}

bool gm_session_redial_now(gm_session *p)
{
    if (p->remote == NULL || gm_remote_state_get(p->remote) != GM_REMOTE_FAILED ||
        p->redial_refused[0] != '\0' || !gm_redial_now(&p->redial)) {
        return false;
    }
    begin_try(p);
    return true;
}
