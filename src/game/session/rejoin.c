/* A kept seat taken back from the title (rejoin.h): the tries of a lost
 * connection (redial.h), each a new connection dialing with the token. */
#include "rejoin.h"

#include <stdio.h>
#include <string.h>

void gm_rejoin_stop(gm_rejoin *r)
{
    if (r->call != NULL) {
        gm_remote_leave(r->call);
        gm_remote_free(r->call);
        r->call = NULL;
    }
    r->state = GM_REJOIN_OFF;
    r->redial = (gm_redial){.state = GM_REDIAL_OFF};
}

bool gm_rejoin_start(gm_rejoin *r, const sc_mat *mat, const char *version, const char *where,
                     const char *name, unsigned colour, const char *token)
{
    gm_rejoin_stop(r);
    r->forgotten = false;
    r->message[0] = '\0';
    if (!gm_remote_parse(where, &r->where, r->message, sizeof r->message)) {
        return false;
    }
    r->mat = mat;
    r->version = version;
    snprintf(r->name, sizeof r->name, "%s", name);
    r->colour = colour;
    snprintf(r->token, sizeof r->token, "%s", token);
    r->state = GM_REJOIN_ON;
    /* The first try at once: the player has just asked for it. */
    r->redial = (gm_redial){.state = GM_REDIAL_WAITING, .wait_s = 0};
    return true;
}

static void begin_try(gm_rejoin *r)
{
    r->call = gm_remote_new(r->mat, r->version);
    if (r->call == NULL) {
        gm_redial_failed(&r->redial); /* out of memory: later, maybe */
        return;
    }
    gm_remote_dial(r->call, &r->where, r->name, r->colour, r->token);
}

/* The try under way, served: seated, refused, failed (counted) or on. */
static void follow_try(gm_rejoin *r, float dt)
{
    gm_remote *call = r->call;
    gm_remote_service(call, dt);
    /* Until the game (if it is on) and our seat, as the waiting room takes them. */
    while (gm_remote_pending(call) > 0 && gm_remote_state_get(call) != GM_REMOTE_FAILED &&
           (gm_remote_game(call) == NULL || gm_remote_seats(call) == 0)) {
        gm_remote_next(call);
    }
    gm_remote_state st = gm_remote_state_get(call);
    if (st != GM_REMOTE_FAILED && st != GM_REMOTE_DIALING && gm_remote_seats(call) != 0) {
        r->state = GM_REJOIN_SEATED;
        r->redial = (gm_redial){.state = GM_REDIAL_OFF};
        return;
    }
    bool failed = st == GM_REMOTE_FAILED;
    if (failed && !gm_remote_retryable(call)) {
        /* The host's word: no use calling again. */
        snprintf(r->message, sizeof r->message, "%s", gm_remote_message(call));
        r->forgotten = gm_remote_token(call)[0] == '\0';
        gm_rejoin_stop(r);
        r->state = GM_REJOIN_REFUSED;
        return;
    }
    if (failed || r->redial.wait_s >= GM_REDIAL_PATIENCE_S) {
        snprintf(r->message, sizeof r->message, "%s", gm_remote_message(call));
        gm_remote_free(call);
        r->call = NULL;
        gm_redial_failed(&r->redial);
    }
}

gm_rejoin_state gm_rejoin_tick(gm_rejoin *r, float dt_s)
{
    if (r->state != GM_REJOIN_ON) {
        return r->state;
    }
    if (gm_redial_due(&r->redial, dt_s)) {
        begin_try(r);
    }
    if (r->call != NULL) {
        follow_try(r, dt_s);
    }
    return r->state;
}

bool gm_rejoin_now(gm_rejoin *r)
{
    if (r->state != GM_REJOIN_ON || !gm_redial_now(&r->redial)) {
        return false;
    }
    begin_try(r);
    return true;
}

gm_remote *gm_rejoin_take(gm_rejoin *r)
{
    if (r->state != GM_REJOIN_SEATED) {
        return NULL;
    }
    gm_remote *call = r->call;
    r->call = NULL;
    r->state = GM_REJOIN_OFF;
    return call;
}
