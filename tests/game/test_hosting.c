/* A game hosted by the desktop game's session (hosting.h) on the loopback:
 * a friend's client (sc_net_client, driven by choices) joins the waiting
 * room's open seat, and the whole game is played between a person at the
 * host, the friend and a computer; the friend ends with the host's record.
 * A host stopped mid-game and started again resumes the table, the friend
 * taking their seat back with their token. A seed the system cannot give
 * is refused. */
#define _POSIX_C_SOURCE 200809L /* clock_gettime, nanosleep */
#include <inttypes.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <cmocka.h>

#include "hosting.h"
#include "saves.h"
#include "session.h"
#include "spacecats/mat_load.h"
#include "spacecats/net_client.h"
#include "spacecats/net_link.h"
#include "spacecats/record.h"
#include "spacecats/rng.h"

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
    return 0x5eed0000u + seeds_given++;
}

static uint64_t clock_seed(bool *unguessable)
{
    *unguessable = false;
    return 12345;
}

/* The friend: a client on a dialing link. */
typedef struct friend
{
    sc_net_link *link;
    sc_net_client *c;
    uint32_t conn;
    bool up, gone;
    unsigned asked;
    sc_rng rng;
}
friend;

static void friend_dial(friend *f, uint16_t port)
{
    char err[200];
    sc_net_limits lim = {.no_rate = true};
    f->link = sc_net_dialer(&lim, err, sizeof err);
    assert_non_null(f->link);
    f->c = sc_net_client_new(&mat, "0.1.0");
    assert_non_null(f->c);
    f->up = f->gone = false;
    f->asked = 0;
    assert_true(sc_net_dial(f->link, "127.0.0.1", port, &f->conn, err, sizeof err));
}

static void friend_free(friend *f)
{
    sc_net_client_free(f->c);
    sc_net_link_free(f->link);
    f->c = NULL;
    f->link = NULL;
}

static void friend_send(friend *f, const char *buf, size_t len)
{
    assert_true(len > 0);
    assert_true(sc_net_send(f->link, f->conn, buf, len));
    sc_net_flush(f->link);
}

static void friend_pump(friend *f)
{
    sc_net_event ev;
    while (f->link != NULL && sc_net_poll(f->link, 0, &ev) == 1) {
        if (ev.kind == SC_NET_EV_CONNECTED) {
            f->up = true;
            char buf[SC_NET_MAX_CLIENT_MSG];
            friend_send(f, buf, sc_net_client_hello(f->c, 0, buf, sizeof buf));
        } else if (ev.kind == SC_NET_EV_MESSAGE) {
            char why[256];
            sc_net_news news = sc_net_client_received(f->c, ev.data, ev.len, why, sizeof why);
            if (news == SC_NET_NEWS_BROKEN || news == SC_NET_NEWS_REFUSED ||
                news == SC_NET_NEWS_DENIED) {
                fail_msg("the friend: %s %s", why, sc_net_client_denied(f->c));
            }
        } else {
            f->gone = true;
        }
    }
}

/* The friend answers the step its seat is asked, once, at random. */
static void friend_act(friend *f)
{
    const sc_game *v = sc_net_client_game(f->c);
    if (v == NULL || sc_net_client_over(f->c)) {
        return;
    }
    sc_pending p = sc_game_pending(v);
    unsigned step = sc_net_client_events(f->c);
    if (p.player < 0 || !(sc_net_client_seats(f->c) >> p.player & 1u) || f->asked == step + 1) {
        return;
    }
    f->asked = step + 1;
    char buf[SC_NET_MAX_CLIENT_MSG];
    if (p.kind == SC_PENDING_ROLL) {
        friend_send(f, buf, sc_net_client_roll(f->c, buf, sizeof buf));
    } else {
        sc_choice c;
        assert_true(
            sc_game_choice_at(v, sc_rng_below(&f->rng, (uint32_t)sc_game_choice_count(v)), &c));
        friend_send(f, buf, sc_net_client_choose(f->c, &c, buf, sizeof buf));
    }
}

static const sc_net_limits fast = {.rate = 100000, .burst = 1000};

/* Seat 0 a person here, seat 1 open for the friend, seat 2 a kitten. */
static gm_hosting_config config(uint16_t port)
{
    gm_hosting_config cfg = {
        .mat = &mat,
        .n_players = 3,
        .address = "127.0.0.1",
        .port = port,
        .version = "0.1.0",
        .limits = &fast,
        .fresh_seed = kernel_seed,
    };
    cfg.seats[0] = (gm_seat){.kind = GM_SEAT_HUMAN, .colour = 0, .name = "Ana"};
    cfg.seats[1] = (gm_seat){.kind = GM_SEAT_REMOTE, .colour = 1};
    cfg.seats[2] = (gm_seat){.kind = GM_SEAT_COMPUTER, .level = 0, .colour = 2};
    return cfg;
}

/* The friend joins seat 1 in the waiting room. */
static void join(gm_hosting *h, friend *f)
{
    uint64_t end = now_ms() + DEADLINE_MS;
    while (sc_net_client_players(f->c) == 0) {
        assert_true(now_ms() < end);
        gm_hosting_poll(h, 0.001f);
        friend_pump(f);
        nap();
    }
    assert_false(gm_hosting_full(h));
    char buf[SC_NET_MAX_CLIENT_MSG];
    friend_send(f, buf, sc_net_client_join(f->c, 1, 1, "Zoé", buf, sizeof buf));
    while (!gm_hosting_full(h) || sc_net_client_seats(f->c) != 2u) {
        assert_true(now_ms() < end);
        gm_hosting_poll(h, 0.001f);
        friend_pump(f);
        nap();
    }
    sc_net_host_seat_info info;
    gm_hosting_seat(h, 1, &info);
    assert_int_equal(info.state, SC_NET_SEAT_HERE);
    assert_string_equal(info.seat.person, "Zoé");
}

/* Plays on until the game is over at both ends, or `until` actions. The
 * person here chooses at random through the session's commands. */
static void play(gm_session *s, friend *f, sc_rng *here, unsigned until)
{
    uint64_t end = now_ms() + DEADLINE_MS;
    while (gm_session_actions(s) < until &&
           !(sc_game_over(gm_session_game(s)) && sc_net_client_over(f->c))) {
        assert_true(now_ms() < end);
        friend_pump(f);
        friend_act(f);
        if (gm_session_human_turn(s) && !gm_session_submitted(s)) {
            /* Busy even at the person here's turn: the window's loop keeps
             * ticking, so the friends' connections are served while this
             * person thinks (idle, it would wait for input and let them drop). */
            assert_true(gm_session_busy(s));
            if (gm_session_game(s)->pending.kind == SC_PENDING_ROLL) {
                assert_true(gm_session_submit_roll(s));
            } else {
                size_t n = gm_session_n_choices(s);
                assert_true(
                    gm_session_submit(s, &gm_session_choices(s)[sc_rng_below(here, (uint32_t)n)]));
            }
        }
        /* The friend's turn: nothing the person here can do. */
        if (gm_session_remote_turn(s)) {
            assert_false(gm_session_submit_roll(s));
            assert_int_equal(gm_session_undo_depth(s) > 0 && gm_session_can_undo(s), false);
        }
        /* Once over, the host's window leaves the play screen for the
         * scores, and its session ticks no more: the last action must
         * have reached the friend without another tick. */
        if (!sc_game_over(gm_session_game(s))) {
            gm_session_tick(s, 0.001f, 1);
        }
        nap();
    }
}

static void records_equal(gm_session *s, friend *f)
{
    size_t len;
    const char *got = sc_net_client_record(f->c, &len);
    const sc_record *r = gm_session_record(s);
    assert_true(len > r->len); /* then the scores' comments */
    assert_memory_equal(got, r->text, r->len);
}

static void test_whole_game(void **state)
{
    (void)state;
    gm_hosting_config cfg = config(0);
    char err[200];
    gm_hosting *h = gm_hosting_new(&cfg, err, sizeof err);
    assert_non_null(h);
    friend f = {0};
    sc_rng_seed(&f.rng, 7);
    friend_dial(&f, gm_hosting_port(h));
    join(h, &f);

    gm_session *s = gm_session_new();
    gm_session_set_speed(s, 0, 0);
    sc_setup setup = {.variants = SC_VARIANT_ALL, .first_player = -1, .seed = 99};
    assert_true(gm_hosting_start(h, s, &setup, err, sizeof err));
    /* The kernel's seeds, not the one the setup had; the friend's seat remote under her name. */
    assert_int_equal(gm_session_game(s)->setup.seed, 0x5eed0000u + seeds_given - 2);
    assert_int_equal(gm_session_computers_seed(s), 0x5eed0000u + seeds_given - 1);
    assert_int_equal(gm_session_seat(s, 1)->kind, GM_SEAT_REMOTE);
    assert_string_equal(gm_session_seat(s, 1)->name, "Zoé");
    sc_rng here;
    sc_rng_seed(&here, 3);
    play(s, &f, &here, 100000);
    records_equal(s, &f);
    const sc_net_host_counts *k = gm_hosting_counts(h);
    unsigned long denied = 0;
    for (unsigned i = 0; i < SC_NET_DENY_COUNT; i++) {
        denied += k->denied[i];
    }
    assert_int_equal(denied, 0);
    assert_true(k->accepted > 0); /* the friend played */
    printf("# %u actions, %lu of them the friend's\n", gm_session_actions(s), k->accepted);
    gm_hosting_free(h);
    gm_session_free(s);
    friend_free(&f);
}

static char *read_all(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    char *text = malloc(1 << 20);
    assert_non_null(text);
    *len = fread(text, 1, (1 << 20) - 1, f);
    text[*len] = '\0';
    fclose(f);
    return text;
}

static void test_restart_resumes(void **state)
{
    (void)state;
    gm_hosting_config cfg = config(0);
    char err[200];
    gm_hosting *h = gm_hosting_new(&cfg, err, sizeof err);
    assert_non_null(h);
    uint16_t port = gm_hosting_port(h);
    friend f = {0};
    sc_rng_seed(&f.rng, 11);
    friend_dial(&f, port);
    join(h, &f);
    gm_session *s = gm_session_new();
    gm_session_set_speed(s, 0, 0);
    sc_setup setup = {.variants = SC_VARIANT_ALL, .first_player = -1};
    assert_true(gm_hosting_start(h, s, &setup, err, sizeof err));
    sc_rng here;
    sc_rng_seed(&here, 5);
    play(s, &f, &here, 40);
    assert_false(sc_game_over(gm_session_game(s)));

    /* The autosave keeps the friend's name and token and the computers' seed. */
    char dir[] = "/tmp/spacecats-hosting-XXXXXX";
    assert_non_null(mkdtemp(dir));
    char path[64];
    snprintf(path, sizeof path, "%s/autosave.scsave", dir);
    gm_save_error serr;
    assert_true(gm_save_write(path, s, &serr));
    size_t saved_len;
    char *saved = read_all(path, &saved_len);
    sc_net_host_seat_info info;
    gm_hosting_seat(h, 1, &info);
    assert_int_equal(strlen(info.seat.token), SC_NET_TOKEN_LEN);
    char line[128];
    snprintf(line, sizeof line, "\n# person 1 %s Zoé\n", info.seat.token);
    assert_non_null(strstr(saved, line));
    snprintf(line, sizeof line, "\n# computers seed=%" PRIu64 "\n", gm_session_computers_seed(s));
    assert_non_null(strstr(saved, line));
    assert_non_null(strstr(saved, "\n# seat 1 remote "));
    const sc_record *r = gm_session_record(s);
    char *record = malloc(r->len + 1);
    assert_non_null(record);
    memcpy(record, r->text, r->len + 1);
    size_t record_len = r->len;
    unsigned actions = gm_session_actions(s);
    uint64_t computers_seed = gm_session_computers_seed(s);
    gm_hosting_free(h);
    gm_session_free(s);

    /* The friend sees the host go. */
    uint64_t end = now_ms() + DEADLINE_MS;
    while (!f.gone) {
        assert_true(now_ms() < end);
        friend_pump(&f);
        nap();
    }
    char token[SC_NET_TOKEN_LEN + 1];
    strcpy(token, sc_net_client_token(f.c, 1));
    assert_string_equal(token, info.seat.token);
    friend_free(&f);

    /* Started again from the save, on the same port: the table resumes where it was. */
    s = gm_session_new();
    gm_session_set_speed(s, 0, 0);
    gm_seat defaults[SC_MAX_PLAYERS] = {0};
    char warn[300] = "";
    assert_true(gm_save_read(path, GM_MATS_ONE(&mat, NULL), defaults, s, warn, sizeof warn, &serr));
    assert_string_equal(warn, "");
    gm_hosting_config again = config(port);
    gm_hosting_config_of(s, &again);
    assert_string_equal(again.person[1], "Zoé");
    assert_string_equal(again.token[1], token);
    h = gm_hosting_new(&again, err, sizeof err);
    assert_non_null(h);
    assert_true(gm_hosting_resume(h, s, err, sizeof err));
    assert_int_equal(gm_session_actions(s), actions);
    assert_int_equal(gm_session_computers_seed(s), computers_seed);
    assert_int_equal(gm_session_seat(s, 1)->kind, GM_SEAT_REMOTE);
    gm_hosting_seat(h, 1, &info);
    assert_int_equal(info.state, SC_NET_SEAT_AWAY);

    /* The friend comes back with her token from a new client. */
    friend_dial(&f, port);
    sc_rng_seed(&f.rng, 12);
    while (sc_net_client_players(f.c) == 0) {
        assert_true(now_ms() < end);
        gm_hosting_poll(h, 0.001f);
        friend_pump(&f);
        nap();
    }
    char buf[SC_NET_MAX_CLIENT_MSG];
    friend_send(&f, buf, sc_net_client_rejoin(f.c, token, buf, sizeof buf));
    play(s, &f, &here, 100000);
    records_equal(s, &f);
    assert_memory_equal(gm_session_record(s)->text, record, record_len); /* went on from the stop */
    free(record);
    gm_hosting_free(h);
    gm_session_free(s);
    friend_free(&f);

    /* A damaged person's line is said with its line; the game loads, and a
     * computer plays the seat nobody can take back. */
    char *bad = strstr(saved, "# person 1 ");
    assert_non_null(bad);
    bad[12] = 'x'; /* not a hexadecimal digit */
    assert_true(gm_save_write_text(path, saved, saved_len, &serr));
    s = gm_session_new();
    assert_true(gm_save_read(path, GM_MATS_ONE(&mat, NULL), defaults, s, warn, sizeof warn, &serr));
    assert_non_null(strstr(warn, "token"));
    assert_non_null(strstr(warn, "line "));
    assert_non_null(strstr(warn, path));
    gm_hosting_config_of(s, &again);
    assert_string_equal(again.token[1], "");
    again.port = 0;
    h = gm_hosting_new(&again, err, sizeof err);
    assert_non_null(h);
    assert_true(gm_hosting_resume(h, s, err, sizeof err));
    assert_int_equal(gm_session_seat(s, 1)->kind, GM_SEAT_COMPUTER);
    gm_hosting_free(h);
    gm_session_free(s);
    free(saved);
    remove(path);
    rmdir(dir);
}

/* A friend whose connection drops: her seat shows away and the game waits
 * for her until her minute is up (the ticks' time), then a computer plays
 * her seat; back with her token, the seat is hers again. */
static void test_away_friend(void **state)
{
    (void)state;
    gm_hosting_config cfg = config(0);
    cfg.away_ms = 60000;
    char err[200];
    gm_hosting *h = gm_hosting_new(&cfg, err, sizeof err);
    assert_non_null(h);
    uint16_t port = gm_hosting_port(h);
    friend f = {0};
    sc_rng_seed(&f.rng, 21);
    friend_dial(&f, port);
    join(h, &f);
    gm_session *s = gm_session_new();
    gm_session_set_speed(s, 0, 0);
    sc_setup setup = {.first_player = 1};
    assert_true(gm_hosting_start(h, s, &setup, err, sizeof err));
    char token[SC_NET_TOKEN_LEN + 1];
    uint64_t end = now_ms() + DEADLINE_MS;
    while (sc_net_client_token(f.c, 1) == NULL || sc_net_client_game(f.c) == NULL) {
        assert_true(now_ms() < end);
        friend_pump(&f);
        gm_session_tick(s, 0.001f, 1);
        nap();
    }
    strcpy(token, sc_net_client_token(f.c, 1));
    friend_free(&f); /* her connection drops before her first roll */
    sc_net_host_seat_info info = {0};
    while (info.state != SC_NET_SEAT_AWAY) {
        assert_true(now_ms() < end);
        gm_session_tick(s, 0.001f, 1);
        gm_hosting_seat(h, 1, &info);
        nap();
    }
    assert_true(gm_session_remote_turn(s));
    /* 59 seconds: the game waits for her. */
    for (unsigned t = 0; t < 59; t++) {
        gm_session_tick(s, 1.0f, 1);
    }
    assert_int_equal(gm_session_actions(s), 0);
    assert_int_equal(gm_session_seat(s, 1)->kind, GM_SEAT_REMOTE);
    /* Her minute is up: a computer plays her seat, and the game moves. */
    for (unsigned t = 0; t < 10; t++) {
        gm_session_tick(s, 1.0f, 1);
    }
    assert_int_equal(gm_session_seat(s, 1)->kind, GM_SEAT_COMPUTER);
    assert_true(gm_session_actions(s) > 0);
    gm_hosting_seat(h, 1, &info);
    assert_int_equal(info.state, SC_NET_SEAT_COMPUTER);

    /* Back with her token: the seat is hers. */
    friend_dial(&f, port);
    while (sc_net_client_players(f.c) == 0) {
        assert_true(now_ms() < end);
        gm_session_tick(s, 0.001f, 0);
        friend_pump(&f);
        nap();
    }
    char buf[SC_NET_MAX_CLIENT_MSG];
    friend_send(&f, buf, sc_net_client_rejoin(f.c, token, buf, sizeof buf));
    while (gm_session_seat(s, 1)->kind != GM_SEAT_REMOTE) {
        assert_true(now_ms() < end);
        gm_session_tick(s, 0.001f, 0);
        friend_pump(&f);
        nap();
    }
    gm_hosting_seat(h, 1, &info);
    assert_int_equal(info.state, SC_NET_SEAT_HERE);
    gm_hosting_free(h);
    gm_session_free(s);
    friend_free(&f);
}

static void test_guessable_seed_refused(void **state)
{
    (void)state;
    gm_hosting_config cfg = config(0);
    cfg.fresh_seed = clock_seed;
    char err[200];
    gm_hosting *h = gm_hosting_new(&cfg, err, sizeof err);
    assert_non_null(h);
    gm_session *s = gm_session_new();
    sc_setup setup = {.first_player = -1};
    err[0] = '\0';
    assert_false(gm_hosting_start(h, s, &setup, err, sizeof err));
    assert_non_null(strstr(err, "unguessable seed"));
    assert_int_equal(gm_session_actions(s), 0);
    assert_int_equal(gm_session_game(s)->setup.n_players, 0); /* no game */
    gm_hosting_free(h);
    gm_session_free(s);
}

static void test_port_in_use(void **state)
{
    (void)state;
    gm_hosting_config cfg = config(0);
    char err[200];
    gm_hosting *h = gm_hosting_new(&cfg, err, sizeof err);
    assert_non_null(h);
    gm_hosting_config same = config(gm_hosting_port(h));
    err[0] = '\0';
    assert_null(gm_hosting_new(&same, err, sizeof err));
    assert_non_null(strstr(err, "in use"));
    gm_hosting_free(h);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_whole_game),  cmocka_unit_test(test_restart_resumes),
        cmocka_unit_test(test_away_friend), cmocka_unit_test(test_guessable_seed_refused),
        cmocka_unit_test(test_port_in_use),
    };
    return cmocka_run_group_tests(tests, setup, NULL);
}
