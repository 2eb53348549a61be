/* The desktop game at both ends on the loopback (issue 25): a session
 * hosting (hosting.h) and friends' sessions joined to it (remote.h,
 * gm_session_join), as two windows of the game would be. Every window
 * shows the seats in the host's colours: the waiting room's and the
 * game's, ours the colour we picked when it was free, the nearest free one
 * when another seat had it. */
#define _POSIX_C_SOURCE 200809L /* clock_gettime, nanosleep */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <cmocka.h>

#include "hosting.h"
#include "remote.h"
#include "session.h"
#include "spacecats/mat_load.h"
#include "spacecats/net_code.h"
#include "spacecats/net_link.h"

enum { DEADLINE_MS = 60000 };

static sc_mat mat;

static int setup(void **state)
{
    (void)state;
    char err[512];
    return sc_mat_load_file(SC_TEST_DATADIR "/mat/default.yaml", &mat, err, sizeof err) ? 0 : -1;
}

static uint64_t now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000u + (uint64_t)ts.tv_nsec / 1000000u;
}

static void nap(void)
{
    struct timespec t = {0, 200000};
    nanosleep(&t, NULL);
}

static uint64_t seeds_given;

static uint64_t kernel_seed(bool *unguessable)
{
    *unguessable = true;
    return 0xc01004u + seeds_given++;
}

static const sc_net_limits fast = {.rate = 100000, .burst = 1000};

/* A friend's window: the connection until the game starts, then its session. */
typedef struct window {
    gm_remote *r;
    gm_session *s;
} window;

static void dial(window *w, uint16_t port, const char *name, unsigned colour)
{
    w->r = gm_remote_new(&mat, "0.1.0");
    assert_non_null(w->r);
    w->s = NULL;
    gm_remote_where where = {.port = port};
    strcpy(where.address, "127.0.0.1");
    assert_true(gm_remote_dial(w->r, &where, name, colour, NULL));
}

/* One round of everyone's loop: the host's waiting room or session, and
 * each window's connection (once the game is on, its session). */
static void round_of(gm_hosting *h, gm_session *host, window *w, unsigned n)
{
    if (host != NULL) {
        gm_session_tick(host, 0.001f, 1);
    } else {
        gm_hosting_poll(h, 0.001f);
    }
    for (unsigned i = 0; i < n; i++) {
        if (w[i].s != NULL) {
            gm_session_tick(w[i].s, 0.001f, 1);
            continue;
        }
        gm_remote_service(w[i].r, 0.001f);
        while (gm_remote_pending(w[i].r) > 0 && gm_remote_game(w[i].r) == NULL) {
            gm_remote_next(w[i].r);
        }
        assert_int_not_equal(gm_remote_state_get(w[i].r), GM_REMOTE_FAILED);
    }
    nap();
}

static void until_seated(gm_hosting *h, window *w, unsigned n)
{
    uint64_t end = now_ms() + DEADLINE_MS;
    while (gm_remote_seats(w[n - 1].r) == 0) {
        assert_true(now_ms() < end);
        round_of(h, NULL, w, n);
    }
    /* And every window told of the seat. */
    for (unsigned k = 0; k < 20; k++) {
        round_of(h, NULL, w, n);
    }
}

/* The waiting room of each window: every seat in the host's colour. */
static void rooms_agree(gm_hosting *h, window *w, unsigned n, unsigned players)
{
    for (unsigned i = 0; i < n; i++) {
        assert_int_equal(gm_remote_players(w[i].r), players);
        for (unsigned s = 0; s < players; s++) {
            sc_net_host_seat_info info;
            gm_hosting_seat(h, s, &info);
            gm_remote_seat st;
            gm_remote_seat_get(w[i].r, s, &st);
            assert_int_equal(st.colour, info.seat.colour);
        }
    }
}

static void test_seats_in_the_hosts_colours(void **state)
{
    (void)state;
    /* Ana here in colour 3; two seats open for friends (colours 0 and 1);
     * a kitten in colour 4. */
    gm_hosting_config cfg = {
        .mat = &mat,
        .n_players = 4,
        .address = "127.0.0.1",
        .version = "0.1.0",
        .limits = &fast,
        .fresh_seed = kernel_seed,
    };
    cfg.seats[0] = (gm_seat){.kind = GM_SEAT_HUMAN, .colour = 3, .name = "Ana"};
    cfg.seats[1] = (gm_seat){.kind = GM_SEAT_REMOTE, .colour = 0};
    cfg.seats[2] = (gm_seat){.kind = GM_SEAT_REMOTE, .colour = 1};
    cfg.seats[3] = (gm_seat){.kind = GM_SEAT_COMPUTER, .level = 0, .colour = 4};
    char err[200];
    gm_hosting *h = gm_hosting_new(&cfg, err, sizeof err);
    assert_non_null(h);

    /* Zoé picks colour 1, which only the other open seat has: hers, and
     * that seat takes her seat's 0. */
    window w[2];
    dial(&w[0], gm_hosting_port(h), "Zoé", 1);
    until_seated(h, w, 1);
    assert_int_equal(gm_remote_seats(w[0].r), 1u << 1);
    sc_net_host_seat_info info;
    gm_hosting_seat(h, 1, &info);
    assert_int_equal(info.seat.colour, 1);
    gm_hosting_seat(h, 2, &info);
    assert_int_equal(info.seat.colour, 0);
    rooms_agree(h, w, 1, 4);

    /* Bob picks Ana's colour, 3: the nearest nobody plays in is 2 (4 is
     * the kitten's). */
    dial(&w[1], gm_hosting_port(h), "Bob", 3);
    until_seated(h, w, 2);
    assert_int_equal(gm_remote_seats(w[1].r), 1u << 2);
    gm_hosting_seat(h, 2, &info);
    assert_int_equal(info.seat.colour, 2);
    rooms_agree(h, w, 2, 4);

    /* The game: the host's session and both windows' give each seat the
     * same colour, the friends' the ones they got. */
    gm_session *host = gm_session_new();
    gm_session_set_speed(host, 0, 0);
    sc_setup setup = {.variants = SC_VARIANT_ALL, .first_player = -1};
    assert_true(gm_hosting_start(h, host, &setup, err, sizeof err));
    static const unsigned want[4] = {3, 1, 2, 4};
    uint64_t end = now_ms() + DEADLINE_MS;
    while (w[0].s == NULL || w[1].s == NULL) {
        assert_true(now_ms() < end);
        round_of(h, host, w, 2);
        for (unsigned i = 0; i < 2; i++) {
            if (w[i].s == NULL && gm_remote_game(w[i].r) != NULL) {
                w[i].s = gm_session_new();
                gm_session_set_speed(w[i].s, 0, 0);
                assert_true(gm_session_join(w[i].s, w[i].r, i ? "Bob" : "Zoé"));
            }
        }
    }
    for (unsigned k = 0; k < 20; k++) {
        round_of(h, host, w, 2);
    }
    for (unsigned s = 0; s < 4; s++) {
        assert_int_equal(gm_session_seat(host, s)->colour, want[s]);
        for (unsigned i = 0; i < 2; i++) {
            assert_int_equal(gm_session_seat(w[i].s, s)->colour, want[s]);
        }
    }
    assert_string_equal(gm_session_name(w[0].s, 2), "Bob");
    assert_string_equal(gm_session_name(w[1].s, 1), "Zoé");
    assert_int_equal(gm_session_seat(w[0].s, 3)->kind, GM_SEAT_COMPUTER);

    for (unsigned i = 0; i < 2; i++) {
        gm_session_free(w[i].s); /* it owns its connection */
    }
    gm_hosting_free(h);
    gm_session_free(host);
}

/* A port no one listens on now. */
static uint16_t free_port(void)
{
    char err[200];
    sc_net_link *probe = sc_net_listen("127.0.0.1", 0, NULL, err, sizeof err);
    assert_non_null(probe);
    uint16_t port = sc_net_link_port(probe);
    sc_net_link_free(probe);
    return port;
}

/* Two games hosted on one machine, each on the port its player chose; a
 * friend joins the second by its join code, which carries its port. A
 * third on a port in use is refused, saying so. */
static void test_two_hosts_two_ports(void **state)
{
    (void)state;
    gm_hosting *h[2];
    uint16_t port[2];
    char err[200];
    for (unsigned i = 0; i < 2; i++) {
        gm_hosting_config cfg = {
            .mat = &mat,
            .n_players = 2,
            .address = "127.0.0.1",
            .port = free_port(),
            .version = "0.1.0",
            .limits = &fast,
            .fresh_seed = kernel_seed,
        };
        cfg.seats[0] = (gm_seat){.kind = GM_SEAT_HUMAN, .colour = 0, .name = "Ana"};
        cfg.seats[1] = (gm_seat){.kind = GM_SEAT_REMOTE, .colour = 1};
        h[i] = gm_hosting_new(&cfg, err, sizeof err);
        assert_non_null(h[i]);
        port[i] = gm_hosting_port(h[i]);
        assert_int_equal(port[i], cfg.port);
        if (i == 1) {
            /* The first's port: in use, said so. */
            gm_hosting_config again = cfg;
            again.port = port[0];
            assert_null(gm_hosting_new(&again, err, sizeof err));
            assert_non_null(strstr(err, "in use"));
        }
    }
    assert_int_not_equal(port[0], port[1]);
    assert_int_not_equal(port[1], SC_NET_PORT);

    /* The second's code, as its screen shows it (its address here is the
     * loopback's), read as the join screen reads what is typed. */
    char address[GM_HOSTING_ADDRESS_SIZE], code[GM_HOSTING_CODE_SIZE];
    assert_true(gm_hosting_where(h[1], 0, address, code));
    assert_string_equal(address, "127.0.0.1");
    assert_int_equal(strlen(code), 13); /* not the usual port: eleven characters and two dashes */
    gm_remote_where where;
    assert_true(gm_remote_parse(code, &where, err, sizeof err));
    assert_string_equal(where.address, "127.0.0.1");
    assert_int_equal(where.port, port[1]);

    window w = {.r = gm_remote_new(&mat, "0.1.0")};
    assert_true(gm_remote_dial(w.r, &where, "Zoé", 2, NULL));
    uint64_t end = now_ms() + DEADLINE_MS;
    while (gm_remote_seats(w.r) == 0) {
        assert_true(now_ms() < end);
        gm_hosting_poll(h[0], 0.001f);
        round_of(h[1], NULL, &w, 1);
    }
    assert_true(gm_hosting_full(h[1]));
    assert_false(gm_hosting_full(h[0])); /* nobody came to the first */
    sc_net_host_seat_info info;
    gm_hosting_seat(h[1], 1, &info);
    assert_string_equal(info.seat.person, "Zoé");
    assert_int_equal(info.seat.colour, 2);
    gm_remote_free(w.r);
    for (unsigned i = 0; i < 2; i++) {
        gm_hosting_free(h[i]);
    }
}

/* Both ends have shown every action, and nothing waits for a tick. */
static bool settled(gm_session *host, const window *w)
{
    return gm_session_actions(w->s) == gm_session_actions(host) && !gm_session_submitted(host) &&
           !gm_session_submitted(w->s) && !gm_remote_asked(gm_session_remote_of(w->s));
}

/* One decision at random, through the session's commands (a click). */
static void decide(gm_session *s, uint64_t *rng)
{
    *rng ^= *rng << 13, *rng ^= *rng >> 7, *rng ^= *rng << 17;
    if (gm_session_game(s)->pending.kind == SC_PENDING_ROLL) {
        assert_true(gm_session_submit_roll(s));
    } else {
        size_t n = gm_session_n_choices(s);
        assert_true(gm_session_submit(s, &gm_session_choices(s)[*rng % n]));
    }
}

/* Undo with a friend at the table (docs/network.md): the person here
 * takes back a decision of theirs while the turn is still theirs, and the
 * friend's window goes back with the host's (its actions, its record);
 * once the turn has passed to the friend, the host's undo is refused (its
 * button unlit), and a friend never has one. */
static void test_undo_with_a_friend(void **state)
{
    (void)state;
    gm_hosting_config cfg = {
        .mat = &mat,
        .n_players = 2,
        .address = "127.0.0.1",
        .version = "0.1.0",
        .limits = &fast,
        .fresh_seed = kernel_seed,
    };
    cfg.seats[0] = (gm_seat){.kind = GM_SEAT_HUMAN, .colour = 0, .name = "Ana"};
    cfg.seats[1] = (gm_seat){.kind = GM_SEAT_REMOTE, .colour = 1};
    char err[200];
    gm_hosting *h = gm_hosting_new(&cfg, err, sizeof err);
    assert_non_null(h);
    window w;
    dial(&w, gm_hosting_port(h), "Zoé", 1);
    until_seated(h, &w, 1);
    gm_session *host = gm_session_new();
    gm_session_set_speed(host, 0, 0);
    sc_setup setup = {.variants = SC_VARIANT_ALL, .first_player = 0};
    assert_true(gm_hosting_start(h, host, &setup, err, sizeof err));
    uint64_t end = now_ms() + DEADLINE_MS;
    while (w.s == NULL) {
        assert_true(now_ms() < end);
        round_of(h, host, &w, 1);
        if (gm_remote_game(w.r) != NULL) {
            w.s = gm_session_new();
            gm_session_set_speed(w.s, 0, 0);
            assert_true(gm_session_join(w.s, w.r, "Zoé"));
        }
    }

    uint64_t rng = 0x9e3779b97f4a7c15u;
    unsigned undone = 0, refused = 0, snap_actions = 0;
    char *snap = NULL; /* the friend's record before Ana's last decision */
    size_t snap_len = 0;
    sc_pending snap_pending = {0};
    bool ana_decided = false;
    while ((undone < 3 || refused < 3) && !sc_game_over(gm_session_game(host))) {
        assert_true(now_ms() < end);
        round_of(h, host, &w, 1);
        if (!settled(host, &w)) {
            continue;
        }
        /* A friend never undoes: the game is the host's. */
        assert_false(gm_session_can_undo(w.s));
        if (gm_session_remote_turn(host)) {
            if (ana_decided) {
                /* The turn passed to the friend: Ana's chance is over. */
                assert_false(gm_session_can_undo(host));
                assert_false(gm_session_submit_undo(host));
                refused++;
                ana_decided = false;
            }
            if (gm_session_human_turn(w.s)) {
                decide(w.s, &rng);
            }
            continue;
        }
        if (!gm_session_human_turn(host)) {
            continue;
        }
        if (snap != NULL && gm_session_can_undo(host) && undone < 3 &&
            gm_session_actions(host) == snap_actions + 1) {
            /* Ana's decision is on both boards; she takes it back. */
            assert_int_equal(gm_session_actions(w.s), snap_actions + 1);
            assert_true(gm_session_submit_undo(host));
            while (!settled(host, &w) || gm_session_actions(w.s) != snap_actions) {
                assert_true(now_ms() < end);
                round_of(h, host, &w, 1);
            }
            assert_int_equal(gm_session_actions(host), snap_actions);
            /* The same events again. (The header may keep a token the
             * decision drew: it was shown, and stays where it was in
             * the pile.) */
            const sc_record *r = gm_session_record(w.s);
            char *now = malloc(r->len + 1);
            assert_non_null(now);
            memcpy(now, r->text, r->len);
            now[r->len] = '\0';
            const char *now_ev = strstr(now, "\nstart\n"), *then_ev = strstr(snap, "\nstart\n");
            assert_non_null(now_ev);
            assert_non_null(then_ev);
            assert_string_equal(now_ev, then_ev);
            free(now);
            assert_int_equal(gm_session_game(w.s)->pending.kind, snap_pending.kind);
            assert_int_equal(gm_session_game(w.s)->pending.player, snap_pending.player);
            undone++;
        }
        /* Ana decides; what the friend's window held before is kept. */
        free(snap);
        const sc_record *r = gm_session_record(w.s);
        snap_len = r->len;
        snap = malloc(snap_len + 1);
        assert_non_null(snap);
        memcpy(snap, r->text, snap_len);
        snap[snap_len] = '\0';
        snap_actions = gm_session_actions(host);
        snap_pending = gm_session_game(w.s)->pending;
        ana_decided = gm_session_game(host)->pending.kind != SC_PENDING_ROLL;
        decide(host, &rng);
    }
    free(snap);
    printf("# %u undos followed by the friend's window, %u refused at her turn\n", undone, refused);
    assert_int_equal(undone, 3);
    assert_int_equal(refused, 3);
    gm_session_free(w.s);
    gm_hosting_free(h);
    gm_session_free(host);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_seats_in_the_hosts_colours),
        cmocka_unit_test(test_two_hosts_two_ports),
        cmocka_unit_test(test_undo_with_a_friend),
    };
    return cmocka_run_group_tests(tests, setup, NULL);
}
