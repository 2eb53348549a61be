/* finding.h where the build has no network (Windows: no ENet there yet,
 * docs/windows.md): nothing is ever found. */
#include "finding.h"

#include <stdio.h>

gm_finding *gm_finding_new(const char *address, uint16_t port)
{
    (void)address;
    (void)port;
    return NULL;
}

void gm_finding_free(gm_finding *f)
{
    (void)f;
}

bool gm_finding_update(gm_finding *f, float dt)
{
    (void)f;
    (void)dt;
    return false;
}

unsigned gm_finding_count(const gm_finding *f)
{
    (void)f;
    return 0;
}

const gm_found *gm_finding_get(const gm_finding *f, unsigned i)
{
    (void)f;
    (void)i;
    return NULL;
}

void gm_found_where(const gm_found *g, char *out, size_t cap)
{
    snprintf(out, cap, "%s:%u", g->address, (unsigned)g->port);
}

unsigned long gm_finding_malformed(const gm_finding *f)
{
    (void)f;
    return 0;
}

unsigned long gm_finding_answers(const gm_finding *f)
{
    (void)f;
    return 0;
}
