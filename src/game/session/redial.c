/* The schedule of a lost connection's tries (redial.h). */
#include "redial.h"

void gm_redial_start(gm_redial *r)
{
    *r = (gm_redial){.state = GM_REDIAL_WAITING, .wait_s = GM_REDIAL_FIRST_S};
}

static void begin(gm_redial *r)
{
    r->state = GM_REDIAL_CALLING;
    r->tries++;
    r->wait_s = 0;
}

bool gm_redial_due(gm_redial *r, float dt_s)
{
    if (r->state == GM_REDIAL_CALLING) {
        r->wait_s += dt_s;
        return false;
    }
    if (r->state != GM_REDIAL_WAITING) {
        return false;
    }
    r->wait_s -= dt_s;
    /* Half a tick early rather than a tick late: sums of floats drift. */
    if (r->wait_s > dt_s / 2) {
        return false;
    }
    begin(r);
    return true;
}

void gm_redial_failed(gm_redial *r)
{
    if (r->state != GM_REDIAL_CALLING) {
        return;
    }
    if (r->tries >= GM_REDIAL_TRIES) {
        r->state = GM_REDIAL_GAVE_UP;
        r->wait_s = 0;
        return;
    }
    r->state = GM_REDIAL_WAITING;
    r->wait_s = GM_REDIAL_EVERY_S;
}

bool gm_redial_now(gm_redial *r)
{
    switch (r->state) {
    case GM_REDIAL_GAVE_UP:
        r->tries = 0;
        begin(r);
        return true;
    case GM_REDIAL_WAITING:
        begin(r);
        return true;
    case GM_REDIAL_CALLING:
    case GM_REDIAL_OFF:
        break;
    }
    return false;
}

unsigned gm_redial_seconds(const gm_redial *r)
{
    if (r->state != GM_REDIAL_WAITING || r->wait_s <= 0) {
        return 0;
    }
    return (unsigned)(r->wait_s + 0.999f);
}
