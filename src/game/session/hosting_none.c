/* hosting.h where the build has no network (Windows: no ENet there yet,
 * docs/windows.md): hosting is refused with a message saying so, and
 * nothing else is ever reached. */
#include "hosting.h"

#include <stdio.h>

#include "i18n.h"

gm_hosting *gm_hosting_new(const gm_hosting_config *cfg, char *err, size_t err_len)
{
    (void)cfg;
    snprintf(err, err_len, "%s", _("This build of Space Cats cannot play over the network."));
    return NULL;
}

void gm_hosting_free(gm_hosting *h)
{
    (void)h;
}

bool gm_hosting_playing(const gm_hosting *h)
{
    (void)h;
    return false;
}

uint16_t gm_hosting_lan_port(const gm_hosting *h)
{
    (void)h;
    return 0;
}

void gm_hosting_lan_counts(const gm_hosting *h, unsigned long *probes, unsigned long *answered)
{
    (void)h;
    *probes = *answered = 0;
}

uint16_t gm_hosting_port(const gm_hosting *h)
{
    (void)h;
    return 0;
}

bool gm_hosting_where(const gm_hosting *h, unsigned i, char *address, char *code)
{
    (void)h;
    (void)i;
    address[0] = code[0] = '\0';
    return false;
}

void gm_hosting_poll(gm_hosting *h, float dt)
{
    (void)h;
    (void)dt;
}

void gm_hosting_presence(const gm_hosting *h, const gm_session *s, unsigned seat, gm_presence *out)
{
    (void)h;
    (void)s;
    (void)seat;
    *out = (gm_presence){.kind = GM_PRESENCE_NONE};
}

bool gm_hosting_full(const gm_hosting *h)
{
    (void)h;
    return false;
}

void gm_hosting_seat(const gm_hosting *h, unsigned seat, sc_net_host_seat_info *out)
{
    (void)h;
    (void)seat;
    *out = (sc_net_host_seat_info){0};
}

bool gm_hosting_start(gm_hosting *h, gm_session *s, const sc_setup *setup, char *err,
                      size_t err_len)
{
    (void)h;
    (void)s;
    (void)setup;
    snprintf(err, err_len, "%s", _("This build of Space Cats cannot play over the network."));
    return false;
}

void gm_hosting_config_of(const gm_session *s, gm_hosting_config *cfg)
{
    (void)s;
    (void)cfg;
}

bool gm_hosting_resume(gm_hosting *h, gm_session *s, char *err, size_t err_len)
{
    (void)h;
    (void)s;
    snprintf(err, err_len, "%s", _("This build of Space Cats cannot play over the network."));
    return false;
}

const sc_net_host_counts *gm_hosting_counts(const gm_hosting *h)
{
    (void)h;
    static const sc_net_host_counts none;
    return &none;
}
