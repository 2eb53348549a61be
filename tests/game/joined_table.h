/* A joined game's table for the tests of the recording back end
 * (null_fixture.h must come first): a host on the loopback as the desktop
 * game hosts (a session hosting: Ana here, a seat open for a friend, a
 * kitten), the people's random decisions through the session's commands,
 * a round of both ends' ticks, and the app joining from the title as Zoé.
 * Shared by the play screen's connection (test_net_play) and the way back
 * after closing the game (test_rejoin). */
#ifndef JOINED_TABLE_H
#define JOINED_TABLE_H

#include "hosting.h"
#include "null_fixture.h"
#include "remote.h"
#include "screen_join.h"
#include "spacecats/net_link.h"

static const sc_net_limits jt_fast = {.rate = 100000, .burst = 1000};

/* The host: seat 0 Ana here, seat 1 open for a friend (us), seat 2 a
 * kitten, on the mat given (one that outlives the host). */
static inline gm_hosting_config jt_host_config(const sc_mat *mat, uint16_t port)
{
    gm_hosting_config cfg = {
        .mat = mat,
        .n_players = 3,
        .address = "127.0.0.1",
        .port = port,
        .version = SC_VERSION,
        .limits = &jt_fast,
        .away_ms = 60000,
    };
    cfg.seats[0] = (gm_seat){.kind = GM_SEAT_HUMAN, .colour = 0, .name = "Ana"};
    cfg.seats[1] = (gm_seat){.kind = GM_SEAT_REMOTE, .colour = 1};
    cfg.seats[2] = (gm_seat){.kind = GM_SEAT_COMPUTER, .level = 0, .colour = 2};
    return cfg;
}

typedef struct jt_host {
    gm_hosting *h;
    gm_session *s; /* NULL in the waiting room */
    uint64_t rng;
} jt_host;

enum { JT_ADDRESS_SIZE = 64 };

/* The host set up on the mat given, listening on a port the system picks:
 * the address to join it by ("127.0.0.1:PORT"), and that port. */
static inline uint16_t jt_open(jt_host *h, const sc_mat *mat, char address[JT_ADDRESS_SIZE])
{
    char err[200];
    gm_hosting_config cfg = jt_host_config(mat, 0);
    h->h = gm_hosting_new(&cfg, err, sizeof err);
    assert_non_null(h->h);
    uint16_t port = gm_hosting_port(h->h);
    snprintf(address, JT_ADDRESS_SIZE, "127.0.0.1:%u", (unsigned)port);
    return port;
}

static inline unsigned jt_pick(uint64_t *rng, size_t n)
{
    *rng ^= *rng << 13, *rng ^= *rng >> 7, *rng ^= *rng << 17;
    return (unsigned)(*rng % n);
}

/* A person's random decision through the session's commands, at their turn. */
static inline void jt_decide(gm_session *s, uint64_t *rng)
{
    if (!gm_session_human_turn(s) || gm_session_submitted(s) ||
        gm_anims_active(gm_session_anims(s))) {
        return;
    }
    if (gm_session_game(s)->pending.kind == SC_PENDING_ROLL) {
        gm_session_submit_roll(s);
    } else if (gm_session_n_choices(s) > 0) {
        gm_session_submit(s, &gm_session_choices(s)[jt_pick(rng, gm_session_n_choices(s))]);
    }
}

/* One round: the host's tick (its friends' news) and Ana's decision; the
 * app's tick, and, if we_play, our decision on a joined game's play screen. */
static inline void jt_round(jt_host *h, bool we_play, uint64_t *ours)
{
    if (h->h != NULL && h->s == NULL) {
        gm_hosting_poll(h->h, GM_TICK_SECONDS);
    } else if (h->s != NULL) {
        jt_decide(h->s, &h->rng);
        gm_session_tick(h->s, GM_TICK_SECONDS, 1);
    }
    if (we_play && nf_app->screen == GM_SCREEN_PLAY &&
        gm_session_remote(nf_app->games.play->session)) {
        jt_decide(nf_app->games.play->session, ours);
    }
    nf_ticks(1);
    usleep(200);
}

static inline void jt_type(const char *t)
{
    gm_input in = {.kind = GM_IN_TEXT};
    snprintf(in.text, sizeof in.text, "%s", t);
    nf_send(in);
}

/* Joins Ana's table from the title, as Zoé; the host starts: our play
 * screen's session. */
static inline gm_session *jt_join_and_start(jt_host *h, const char *address, uint64_t *ours)
{
    char err[200];
    nf_go(GM_SCREEN_TITLE);
    nf_click(nf_app->layout.screens.title.join);
    assert_int_equal(nf_app->screen, GM_SCREEN_JOIN);
    jt_type(address);
    af_key(nf_app, GM_KEY_TAB);
    for (unsigned i = 0; i < 30; i++) {
        af_key(nf_app, GM_KEY_BACKSPACE);
    }
    jt_type("Zoé");
    nf_click(gm_join_place(&nf_app->layout, GM_JOIN_GO));
    for (unsigned i = 0; i < 5000 && !(nf_app->screen == GM_SCREEN_WAITING &&
                                       gm_remote_seats(nf_app->games.joining) != 0);
         i++) {
        jt_round(h, false, ours);
    }
    assert_int_equal(nf_app->screen, GM_SCREEN_WAITING);
    assert_true(gm_hosting_full(h->h));

    /* The host starts: the game on our play screen. */
    h->s = gm_session_new();
    gm_session_set_speed(h->s, 0, 0);
    sc_setup setup = {.variants = SC_VARIANT_ALL, .first_player = -1};
    assert_true(gm_hosting_start(h->h, h->s, &setup, err, sizeof err));
    for (unsigned i = 0; i < 5000 && nf_app->screen != GM_SCREEN_PLAY; i++) {
        jt_round(h, false, ours);
    }
    assert_int_equal(nf_app->screen, GM_SCREEN_PLAY);
    gm_session *s = nf_app->games.play->session;
    gm_session_set_speed(s, 0, 0);
    assert_int_equal(gm_remote_seats(gm_session_remote_of(s)), 1u << 1);
    return s;
}

#endif
