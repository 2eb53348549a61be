/* remote.h where the build has no network (Windows: no ENet there yet,
 * docs/windows.md): a connection that says so and never connects. */
#include "remote.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"

struct gm_remote {
    gm_remote_where where;
    char msg[GM_REMOTE_MSG_LEN];
};

gm_remote *gm_remote_new(const sc_mat *mat, const char *version)
{
    (void)mat;
    (void)version;
    return calloc(1, sizeof(gm_remote));
}

void gm_remote_free(gm_remote *r)
{
    free(r);
}

bool gm_remote_parse(const char *text, gm_remote_where *out, char *err, size_t err_len)
{
    memset(out, 0, sizeof *out);
    snprintf(out->address, sizeof out->address, "%s", text);
    snprintf(err, err_len, "%s", _("This build of Space Cats cannot play over the network."));
    return false;
}

bool gm_remote_dial(gm_remote *r, const gm_remote_where *where, const char *name, unsigned colour,
                    const char *token)
{
    (void)name;
    (void)colour;
    (void)token;
    r->where = *where;
    snprintf(r->msg, sizeof r->msg, "%s",
             _("This build of Space Cats cannot play over the network."));
    return false;
}

void gm_remote_service(gm_remote *r, float dt_s)
{
    (void)r;
    (void)dt_s;
}

gm_remote_news gm_remote_next(gm_remote *r)
{
    (void)r;
    return GM_REMOTE_NEWS_NONE;
}

unsigned gm_remote_pending(const gm_remote *r)
{
    (void)r;
    return 0;
}

gm_remote_state gm_remote_state_get(const gm_remote *r)
{
    (void)r;
    return GM_REMOTE_FAILED;
}

bool gm_remote_retryable(const gm_remote *r)
{
    (void)r;
    return false; /* no network here, now or later */
}

gm_remote *gm_remote_again(const gm_remote *r)
{
    (void)r;
    return NULL;
}

const char *gm_remote_message(const gm_remote *r)
{
    return r->msg;
}

const gm_remote_where *gm_remote_where_get(const gm_remote *r)
{
    return &r->where;
}

const sc_game *gm_remote_game(const gm_remote *r)
{
    (void)r;
    return NULL;
}

unsigned gm_remote_events(const gm_remote *r)
{
    (void)r;
    return 0;
}

const char *gm_remote_record(gm_remote *r, size_t *len)
{
    (void)r;
    *len = 0;
    return "";
}

unsigned gm_remote_seats(const gm_remote *r)
{
    (void)r;
    return 0;
}

const char *gm_remote_token(const gm_remote *r)
{
    (void)r;
    return "";
}

unsigned gm_remote_players(const gm_remote *r)
{
    (void)r;
    return 0;
}

void gm_remote_seat_get(const gm_remote *r, unsigned seat, gm_remote_seat *out)
{
    (void)r;
    (void)seat;
    memset(out, 0, sizeof *out);
}

bool gm_remote_roll(gm_remote *r)
{
    (void)r;
    return false;
}

bool gm_remote_choose(gm_remote *r, const sc_choice *c)
{
    (void)r;
    (void)c;
    return false;
}

bool gm_remote_asked(const gm_remote *r)
{
    (void)r;
    return false;
}

void gm_remote_leave(gm_remote *r)
{
    (void)r;
}
