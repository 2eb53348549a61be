/* A client that plays its seats' turns at random, as the server tests'
 * people do. Header-only. */
#ifndef NET_CLIENT_PLAY_H
#define NET_CLIENT_PLAY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "spacecats/net_client.h"
#include "spacecats/net_link.h"
#include "spacecats/rng.h"

/* When the game client c sees waits for one of its seats, and that step
 * was not answered yet (*asked: the step last answered, plus one), sends
 * over link to conn the roll, or a legal choice drawn with rng. False
 * when the send failed. */
static inline bool nf_client_play(sc_net_link *link, uint32_t conn, sc_net_client *c,
                                  unsigned *asked, sc_rng *rng)
{
    const sc_game *v = sc_net_client_game(c);
    if (v == NULL || sc_net_client_over(c)) {
        return true;
    }
    sc_pending p = sc_game_pending(v);
    unsigned step = sc_net_client_events(c);
    if (p.player < 0 || !(sc_net_client_seats(c) >> p.player & 1u) || *asked == step + 1) {
        return true;
    }
    *asked = step + 1;
    char buf[SC_NET_MAX_CLIENT_MSG];
    size_t n;
    if (p.kind == SC_PENDING_ROLL) {
        n = sc_net_client_roll(c, buf, sizeof buf);
    } else {
        sc_choice choice;
        if (!sc_game_choice_at(v, sc_rng_below(rng, (uint32_t)sc_game_choice_count(v)), &choice)) {
            return false;
        }
        n = sc_net_client_choose(c, &choice, buf, sizeof buf);
    }
    return sc_net_send(link, conn, buf, n);
}

#endif
