/* Finding a game on the local network from the join screen, driven by
 * events on the recording back end, on 127.0.0.1 (the screen's probes sent
 * there, not broadcast): a hosted table answers, the screen lists it (who,
 * the seats open, the variants, the address) in English and French, and a
 * click on it fills the address and joins it, the host seeing our name.
 * A fake host that answers with malformed datagrams: they are ignored and
 * counted, its one good answer listed; another version's game is listed as
 * such; probes go every second and a half, and a game not heard of for
 * four seconds leaves the list. */
#include <time.h>

#include <enet/enet.h>

#include "finding.h"
#include "hosting.h"
#include "i18n.h"
#include "joined.h"
#include "null_fixture.h"
#include "remote.h"
#include "screen_join.h"
#include "spacecats/net_lan.h"

static int setup_each(void **state)
{
    (void)state;
    return nf_setup(1920, 1080, false);
}

static int teardown_each(void **state)
{
    (void)state;
    gm_i18n_set_language("");
    return nf_teardown();
}

/* Ticks of the app (a tick's time each) and polls of the host, until cond. */
static bool tick_until(gm_hosting *h, bool (*cond)(void), unsigned max)
{
    for (unsigned i = 0; i < max && !cond(); i++) {
        if (h != NULL) {
            gm_hosting_poll(h, GM_TICK_SECONDS);
        }
        nf_ticks(1);
        struct timespec ts = {0, 1000 * 1000};
        nanosleep(&ts, NULL);
    }
    return cond();
}

static bool one_found(void)
{
    return gm_finding_count(gm_join_finding(nf_app)) == 1;
}

static bool none_found(void)
{
    return gm_finding_count(gm_join_finding(nf_app)) == 0;
}

/* The found games' rows lit as under the pointer, in the last drawing. */
static unsigned lit_rows(void)
{
    const gm_draw_frame *f = gm_draw_now(&nf_gfx);
    unsigned n = 0;
    for (unsigned i = 0; i < f->n_calls; i++) {
        const gm_draw_call *c = &f->calls[i];
        n += c->op == GM_OP_ROUND && c->c.r == 0x3a && c->c.g == 0x30 && c->c.b == 0x7a;
    }
    return n;
}

static void point_at(gm_rect r)
{
    nf_send((gm_input){.kind = GM_IN_MOVE, .x = r.x + r.w / 2, .y = r.y + r.h / 2});
}

static bool waiting_room(void)
{
    return nf_app->screen == GM_SCREEN_WAITING;
}

/* Ana hosts three seats: her, one open, a kitten; UFO and secret missions. */
static gm_hosting *ana_hosts(void)
{
    gm_hosting_config cfg = {
        .mat = nf_app->games.mats.view.mat[0],
        .n_players = 3,
        .address = "127.0.0.1",
        .port = 0, /* and so a port of its own for probes too */
        .variants = SC_VARIANT_UFO | SC_VARIANT_MISSIONS,
        .away_ms = 60000,
        .version = SC_VERSION,
    };
    cfg.seats[0] = (gm_seat){.kind = GM_SEAT_HUMAN, .name = "Ana"};
    cfg.seats[1] = (gm_seat){.kind = GM_SEAT_REMOTE};
    cfg.seats[2] = (gm_seat){.kind = GM_SEAT_COMPUTER, .level = 0};
    char err[256];
    gm_hosting *h = gm_hosting_new(&cfg, err, sizeof err);
    if (h == NULL) {
        fail_msg("hosting: %s", err);
    }
    assert_true(gm_hosting_lan_port(h) != 0);
    return h;
}

static void find_and_join(const char *lang, const char *seats_line)
{
    gm_i18n_set_language(lang);
    gm_hosting *h = ana_hosts();
    snprintf(nf_app->games.find_address, sizeof nf_app->games.find_address, "127.0.0.1");
    nf_app->games.find_port = gm_hosting_lan_port(h);

    /* The title's Join a game: the list looks, then shows Ana's game. */
    nf_go(GM_SCREEN_TITLE);
    nf_click(nf_app->layout.screens.title.join);
    assert_int_equal(nf_app->screen, GM_SCREEN_JOIN);
    assert_true(gm_app_busy(nf_app)); /* it looks without input */
    nf_click(gm_join_place(&nf_app->layout, GM_JOIN_NAME));
    for (unsigned i = 0; i < 30; i++) {
        nf_send((gm_input){.kind = GM_IN_KEY, .key = GM_KEY_BACKSPACE});
    }
    gm_input typed = {.kind = GM_IN_TEXT};
    snprintf(typed.text, sizeof typed.text, "Zoé");
    nf_send(typed);
    nf_draw();
    assert_true(nf_drew(_("Games on your network")));
    assert_true(nf_drew(_("Looking for games on your network...")));
    assert_true(tick_until(h, one_found, 2000));
    const gm_found *g = gm_finding_get(gm_join_finding(nf_app), 0);
    assert_string_equal(g->address, "127.0.0.1");
    assert_int_equal(g->port, gm_hosting_port(h));
    assert_int_equal(g->open, 1);
    assert_int_equal(g->players, 3);
    assert_string_equal(g->name, "Ana");
    char where[64];
    snprintf(where, sizeof where, "127.0.0.1:%u", (unsigned)gm_hosting_port(h));
    nf_draw();
    assert_false(nf_drew(_("Looking for games on your network...")));
    assert_true(nf_drew("Ana"));
    assert_true(nf_drew(where));
    if (!nf_drew(seats_line)) {
        fail_msg("'%s' not drawn", seats_line);
    }

    /* Under the pointer its row is lit, and not elsewhere. */
    assert_int_equal(lit_rows(), 0);
    point_at(gm_join_found_row(&nf_app->layout, 0));
    nf_draw();
    assert_int_equal(lit_rows(), 1);
    point_at(gm_join_found_row(&nf_app->layout, 1)); /* a row with no game */
    nf_draw();
    assert_int_equal(lit_rows(), 0);

    /* A click on it: its address in the field, called, seated at Ana's. */
    nf_click(gm_join_found_row(&nf_app->layout, 0));
    char calling[96];
    snprintf(calling, sizeof calling, _("Calling %s:%u..."), "127.0.0.1",
             (unsigned)gm_hosting_port(h));
    assert_string_equal(gm_join_message(nf_app), calling);
    assert_true(tick_until(h, waiting_room, 3000));
    sc_net_host_seat_info seat = {0};
    for (unsigned i = 0; i < 200 && seat.state != SC_NET_SEAT_HERE; i++) {
        gm_hosting_poll(h, GM_TICK_SECONDS);
        nf_ticks(1);
        gm_hosting_seat(h, 1, &seat);
    }
    assert_int_equal(seat.state, SC_NET_SEAT_HERE);
    assert_string_equal(seat.seat.person, "Zoé");
    assert_string_equal(nf_app->games.join_name, "Zoé");
    /* The address clicked is kept for Join again. */
    gm_joined j;
    char warn[700];
    assert_true(gm_joined_read(nf_app->games.prefdir, &j, warn, sizeof warn));
    assert_string_equal(j.address, where);

    gm_remote_free(nf_app->games.joining);
    nf_app->games.joining = NULL;
    nf_go(GM_SCREEN_TITLE);
    gm_hosting_free(h);
}

static void test_find_and_join_en(void **state)
{
    (void)state;
    find_and_join("en", "1 seat open of 3 \xc2\xb7 UFO, Secret missions");
}

static void test_find_and_join_fr(void **state)
{
    (void)state;
    find_and_join("fr", "1 place libre sur 3 \xc2\xb7 OVNI, Missions Secr\xc3\xa8tes");
    assert_string_not_equal(_("Games on your network"), "Games on your network");
}

/* ---- a fake host on the loopback ---- */

static ENetSocket fake;

static void fake_send(const ENetAddress *to, const char *text, size_t len)
{
    char copy[1024];
    memcpy(copy, text, len);
    ENetBuffer b = {.data = copy, .dataLength = len};
    assert_int_equal(enet_socket_send(fake, to, &b, 1), (int)len);
}

/* The probes that came to the fake host since; the last one's sender. */
static unsigned fake_probes(ENetAddress *from)
{
    unsigned n = 0;
    for (;;) {
        uint8_t buf[1024];
        ENetBuffer b = {.data = buf, .dataLength = sizeof buf};
        int got = enet_socket_receive(fake, from, &b, 1);
        if (got <= 0) {
            return n;
        }
        char why[96];
        assert_true(sc_net_lan_probe_check(buf, (size_t)got, why, sizeof why));
        n++;
    }
}

static void test_malformed_answers_counted(void **state)
{
    (void)state;
    assert_int_equal(enet_initialize(), 0);
    fake = enet_socket_create(ENET_SOCKET_TYPE_DATAGRAM);
    assert_true(fake != ENET_SOCKET_NULL);
    ENetAddress at = {.port = 0}, bound;
    enet_address_set_host_ip(&at, "127.0.0.1");
    assert_int_equal(enet_socket_bind(fake, &at), 0);
    assert_int_equal(enet_socket_get_address(fake, &bound), 0);
    enet_socket_set_option(fake, ENET_SOCKOPT_NONBLOCK, 1);
    snprintf(nf_app->games.find_address, sizeof nf_app->games.find_address, "127.0.0.1");
    nf_app->games.find_port = bound.port;

    gm_i18n_set_language("en");
    nf_go(GM_SCREEN_JOIN);
    nf_ticks(1); /* the first probe, at once */
    ENetAddress finder;
    unsigned probes = 0;
    for (unsigned i = 0; i < 200 && probes == 0; i++) {
        struct timespec ts = {0, 1000 * 1000};
        nanosleep(&ts, NULL);
        probes += fake_probes(&finder);
    }
    assert_int_equal(probes, 1);

    /* Malformed, too long, a NUL, a seat count out of range, then one good
     * answer of a server's table 3 and one of another version. */
    static const char *const bad[] = {
        "hello",
        "spacecats-here 4 0.1.0 7399\ngame 3 4 5 none",
        "spacecats-here 4 0.1.0 7399\ngame 3 4 2 none\nspacecats-here",
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        fake_send(&finder, bad[i], strlen(bad[i]));
    }
    char big[700];
    memset(big, 'x', sizeof big);
    fake_send(&finder, big, sizeof big);
    const char nul[] = "spacecats-here 4 0.1.0 7399\ngame 3 4 2 none\0";
    fake_send(&finder, nul, sizeof nul - 1);
    const char good[] = "spacecats-here 4 0.1.0 7399\ngame 3 4 2 exploration";
    fake_send(&finder, good, strlen(good));
    assert_true(tick_until(NULL, one_found, 1000));
    assert_int_equal(gm_finding_malformed(gm_join_finding(nf_app)), 5);
    const gm_found *g = gm_finding_get(gm_join_finding(nf_app), 0);
    assert_int_equal(g->table, 3);
    assert_int_equal(g->open, 2);
    nf_draw();
    assert_true(nf_drew("Table 3"));
    assert_true(nf_drew("127.0.0.1:7399/3"));
    assert_true(nf_drew("2 seats open of 4 \xc2\xb7 Exploration"));

    const char other[] = "spacecats-here 9 7.0.0 7400\nwhatever version 9 says";
    fake_send(&finder, other, strlen(other));
    for (unsigned i = 0; i < 500 && gm_finding_count(gm_join_finding(nf_app)) < 2; i++) {
        nf_ticks(1);
    }
    assert_int_equal(gm_finding_count(gm_join_finding(nf_app)), 2);
    assert_true(gm_finding_get(gm_join_finding(nf_app), 1)->other_protocol);
    nf_draw();
    assert_true(nf_drew("Space Cats 7.0.0"));
    assert_true(nf_drew(_("Another version: it cannot be joined from here.")));

    /* Probes every second and a half: two more in 3.1 s of ticks; the
     * games not heard of for four seconds are gone. */
    nf_ticks((unsigned)(3.1f / GM_TICK_SECONDS));
    struct timespec ts = {0, 20 * 1000 * 1000};
    nanosleep(&ts, NULL);
    assert_int_equal(fake_probes(&finder), 2);
    nf_ticks((unsigned)(1.0f / GM_TICK_SECONDS));
    assert_true(none_found());
    nf_draw();
    assert_true(nf_drew(_("Looking for games on your network...")));

    enet_socket_destroy(fake);
}

int main(void)
{
    nf_headless();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_find_and_join_en, setup_each, teardown_each),
        cmocka_unit_test_setup_teardown(test_find_and_join_fr, setup_each, teardown_each),
        cmocka_unit_test_setup_teardown(test_malformed_answers_counted, setup_each, teardown_each),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
