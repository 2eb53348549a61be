/* Joining a game from the desktop game's screens, driven by events in a
 * headless app (no window) against an in-process server of the network
 * code on 127.0.0.1 (sc_net_server, what spacecats-server runs): the
 * title's "Join a game", the address and name typed, the colour chosen,
 * the waiting room filling, the game starting for everyone, played to
 * its end with the host's record; leaving and joining again takes the
 * same seat back (its token in the per-user folder); what a failure
 * says, in English and French. */
#include "app_fixture.h"
#include "i18n.h"
#include "joined.h"
#include "remote.h"
#include "screen_join.h"
#include "screen_waiting.h"
#include "spacecats/file_io.h"
#include "spacecats/net_link.h"
#include "spacecats/net_server.h"

static char scratch[256];
static gm_app *app;
static sc_net_link *link_;
static sc_net_server *server;

static int setup(void **state)
{
    (void)state;
    if (!af_scratch_new(scratch, sizeof scratch, "join")) {
        return -1;
    }
    app = af_app_new(scratch, false);
    if (app == NULL) {
        return -1;
    }
    gm_i18n_init(SC_TEST_LOCALEDIR);
    gm_i18n_set_language("en");
    /* A table of two open seats and a kitten, every variant. */
    char err[200];
    sc_net_limits lim = {.rate = 100000, .burst = 1000};
    link_ = sc_net_listen("127.0.0.1", 0, &lim, err, sizeof err);
    sc_net_server_config cfg = {.mat = app->games.mats.view.mat[0],
                                .tables = 1,
                                .variants = SC_VARIANT_ALL,
                                .version = SC_VERSION,
                                .think_in_loop = true,
                                .n_seatings = 1};
    cfg.seating[0] =
        (sc_net_seating){.n_players = 3,
                         .seats = {SC_NET_SEAT_OPEN, SC_NET_SEAT_COMPUTER, SC_NET_SEAT_OPEN},
                         .levels = {NULL, &sc_ai_levels[0], NULL}};
    server = link_ != NULL ? sc_net_server_new(&cfg, link_) : NULL;
    return server != NULL ? 0 : -1;
}

static int teardown(void **state)
{
    (void)state;
    gm_app_free(app);
    free(app);
    sc_net_server_free(server);
    sc_net_link_free(link_);
    return af_scratch_remove(scratch);
}

static void text(const char *t)
{
    gm_input in = {.kind = GM_IN_TEXT};
    snprintf(in.text, sizeof in.text, "%s", t);
    af_send(app, in);
}

/* Ticks of the game and rounds of the server, until cond or a deadline. */
static void run_until(bool (*cond)(void), unsigned max)
{
    for (unsigned i = 0; i < max && !cond(); i++) {
        sc_net_server_serve(server, 0);
        af_ticks(app, 1);
    }
    assert_true(cond());
}

static bool in_waiting_room_seated(void)
{
    return app->screen == GM_SCREEN_WAITING && app->games.joining != NULL &&
           gm_remote_seats(app->games.joining) != 0;
}

static bool playing(void)
{
    return app->screen == GM_SCREEN_PLAY;
}

static bool back_on_join(void)
{
    return app->screen == GM_SCREEN_JOIN && gm_join_message(app)[0] != '\0' &&
           app->games.joining == NULL;
}

static void join_from_title(const char *address)
{
    af_go(app, GM_SCREEN_TITLE);
    af_click(app, app->layout.screens.title.join);
    assert_int_equal(app->screen, GM_SCREEN_JOIN);
    if (address != NULL) {
        af_click(app, gm_join_place(&app->layout, GM_JOIN_ADDRESS));
        for (unsigned i = 0; i < 40; i++) {
            af_key(app, GM_KEY_BACKSPACE);
        }
        text(address);
    }
    af_click(app, gm_join_place(&app->layout, GM_JOIN_GO));
}

/* A friend at another computer: a second session joined by hand. */
typedef struct friend
{
    gm_remote *r;
    gm_session *s;
}
friend;

static void friend_step(friend *f, uint64_t *rng)
{
    gm_remote_service(f->r, GM_TICK_SECONDS);
    if (f->s == NULL) {
        while (gm_remote_pending(f->r) > 0 && gm_remote_game(f->r) == NULL) {
            gm_remote_next(f->r);
        }
        if (gm_remote_game(f->r) != NULL) {
            f->s = gm_session_new();
            assert_true(gm_session_join(f->s, f->r, "Bob"));
        }
        return;
    }
    if (gm_session_human_turn(f->s) && !gm_session_submitted(f->s)) {
        *rng ^= *rng << 13, *rng ^= *rng >> 7, *rng ^= *rng << 17;
        if (gm_session_game(f->s)->pending.kind == SC_PENDING_ROLL) {
            gm_session_submit_roll(f->s);
        } else if (gm_session_n_choices(f->s) > 0) {
            gm_session_submit(f->s, &gm_session_choices(f->s)[*rng % gm_session_n_choices(f->s)]);
        }
    }
    gm_session_tick(f->s, GM_TICK_SECONDS, 1);
}

static void join_wait_play_to_the_end(void **state)
{
    (void)state;
    char address[64];
    snprintf(address, sizeof address, "127.0.0.1:%u", (unsigned)sc_net_link_port(link_));

    /* The title's Join a game: the address typed (the field first, as
     * nothing was joined before), the name after Tab, the colour clicked. */
    af_go(app, GM_SCREEN_TITLE);
    af_click(app, app->layout.screens.title.join);
    assert_int_equal(app->screen, GM_SCREEN_JOIN);
    text(address);
    af_key(app, GM_KEY_TAB);
    for (unsigned i = 0; i < 30; i++) {
        af_key(app, GM_KEY_BACKSPACE);
    }
    text("Zo");
    text("é");
    af_click(app, gm_join_place(&app->layout, GM_JOIN_COLOUR));
    af_click(app, gm_join_place(&app->layout, GM_JOIN_COLOUR));
    af_click(app, gm_join_place(&app->layout, GM_JOIN_GO));
    char calling[80];
    snprintf(calling, sizeof calling, "Calling %s...", address);
    assert_string_equal(gm_join_message(app), calling);

    /* The waiting room: our seat (the first open one) taken, the kitten
     * there, the other open seat waiting for a player. */
    run_until(in_waiting_room_seated, 3000);
    assert_int_equal(gm_remote_seats(app->games.joining), 1u);
    gm_remote_seat st;
    gm_remote_seat_get(app->games.joining, 0, &st);
    assert_int_equal(st.state, GM_REMOTE_SEAT_HERE);
    assert_string_equal(st.name, "Zoé");
    gm_remote_seat_get(app->games.joining, 1, &st);
    assert_int_equal(st.state, GM_REMOTE_SEAT_COMPUTER);
    gm_remote_seat_get(app->games.joining, 2, &st);
    assert_int_equal(st.state, GM_REMOTE_SEAT_OPEN);
    /* What was typed, and the seat's token, are in the per-user folder. */
    gm_joined j;
    char warn[700];
    assert_true(gm_joined_read(app->games.prefdir, &j, warn, sizeof warn));
    assert_string_equal(warn, "");
    assert_string_equal(j.address, address);
    assert_string_equal(j.name, "Zoé");
    assert_int_equal(j.colour, 2);
    assert_string_equal(j.token, gm_remote_token(app->games.joining));
    char token[GM_JOINED_TOKEN];
    snprintf(token, sizeof token, "%s", j.token);

    /* Leave, and Join again: the same seat back, by its token. */
    af_click(app, gm_waiting_place(&app->layout, GM_WAITING_LEAVE, 0));
    assert_int_equal(app->screen, GM_SCREEN_TITLE);
    assert_null(app->games.joining);
    join_from_title(NULL); /* the address remembered */
    run_until(in_waiting_room_seated, 3000);
    assert_int_equal(gm_remote_seats(app->games.joining), 1u);
    assert_string_equal(gm_remote_token(app->games.joining), token);

    /* A friend takes the last seat: the server starts the game, and the
     * play screen shows it for us at once. */
    friend f = {.r = gm_remote_new(app->games.mats.view.mat[0], SC_VERSION)};
    gm_remote_where w;
    char err[200];
    assert_true(gm_remote_parse(address, &w, err, sizeof err));
    assert_true(gm_remote_dial(f.r, &w, "Bob", 0, NULL));
    uint64_t rng = 99;
    for (unsigned i = 0; i < 5000 && !playing(); i++) {
        sc_net_server_serve(server, 0);
        friend_step(&f, &rng);
        af_ticks(app, 1);
    }
    assert_int_equal(app->screen, GM_SCREEN_PLAY);
    assert_null(app->games.joining);
    gm_session *s = app->games.play->session;
    assert_true(gm_session_remote(s));
    assert_string_equal(gm_session_name(s, 0), "Zoé");
    assert_int_equal(gm_session_seat(s, 0)->colour, 2);
    assert_int_equal(gm_session_seat(s, 2)->kind, GM_SEAT_REMOTE);
    assert_string_equal(gm_session_name(s, 2), "Bob");

    /* We play our seat as the play screen does (submitting choices), the
     * friend theirs, to the end of the game. */
    uint64_t mine = 7;
    bool dropped = false;
    for (unsigned i = 0; i < 200000 && app->screen == GM_SCREEN_PLAY; i++) {
        if (!dropped && gm_session_actions(s) >= 30 && f.s != NULL) {
            /* The friend's connection drops: their seat shows away (the
             * server's default waits for ever), then they come back with
             * their token and play on. */
            char friend_token[GM_JOINED_TOKEN];
            snprintf(friend_token, sizeof friend_token, "%s", gm_remote_token(f.r));
            gm_session_free(f.s); /* and its connection */
            f.s = NULL;
            unsigned left = 99;
            for (unsigned t = 0; t < 3000 && !gm_session_away(s, 2, &left); t++) {
                sc_net_server_serve(server, 0);
                af_ticks(app, 1);
            }
            assert_true(gm_session_away(s, 2, &left));
            assert_int_equal(left, 0);
            assert_false(gm_session_away(s, 0, &left));
            f.r = gm_remote_new(app->games.mats.view.mat[0], SC_VERSION);
            assert_true(gm_remote_dial(f.r, &w, "Bob", 0, friend_token));
            dropped = true;
        }
        sc_net_server_serve(server, 0);
        friend_step(&f, &rng);
        if (gm_session_human_turn(s) && !gm_session_submitted(s) &&
            !gm_anims_active(gm_session_anims(s))) {
            mine ^= mine << 13, mine ^= mine >> 7, mine ^= mine << 17;
            if (gm_session_game(s)->pending.kind == SC_PENDING_ROLL) {
                gm_session_submit_roll(s);
            } else if (gm_session_n_choices(s) > 0) {
                gm_session_submit(s, &gm_session_choices(s)[mine % gm_session_n_choices(s)]);
            }
        }
        af_ticks(app, 1);
    }
    assert_true(dropped);
    assert_false(gm_session_away(s, 2, &(unsigned){0})); /* back */
    assert_true(sc_game_over(gm_session_game(s)));
    assert_int_equal(app->screen, GM_SCREEN_SCORE);
    size_t len = 0;
    const char *host = sc_net_host_record(sc_net_server_host(server, 0), &len);
    assert_int_equal(gm_session_record(s)->len, len);
    assert_memory_equal(gm_session_record(s)->text, host, len);
    /* A joined game is the host's: nothing was autosaved here. Once over,
     * the whole record is kept as the last game, for Saved games and the
     * review: every line of it the host's (the seat lines aside). */
    assert_false(gm_saves_has_autosave(app->games.prefdir));
    char path[GM_SAVE_PATH_MAX];
    assert_true(gm_saves_path(app->games.prefdir, GM_LAST_GAME_FILE, path, sizeof path));
    size_t kept_len = 0;
    char ferr[200];
    char *kept = sc_file_read(path, GM_SAVE_MAX_BYTES, &kept_len, ferr, sizeof ferr);
    assert_non_null(kept);
    const char *rec = strstr(kept, "spacecats-record");
    assert_non_null(rec);
    const char *host_rec = strstr(host, "spacecats-record");
    assert_non_null(host_rec);
    assert_memory_equal(rec, host_rec, len - (size_t)(host_rec - host));
    free(kept);
    gm_session_free(f.s);
}

/* Nobody at the address: said in the player's language, on the join
 * screen, once the patience is spent. */
static void no_answer_in_english_and_french(void **state)
{
    (void)state;
    char err[200];
    sc_net_link *l = sc_net_listen("127.0.0.1", 0, NULL, err, sizeof err);
    unsigned port = sc_net_link_port(l);
    sc_net_link_free(l);
    char address[64], want[96];
    snprintf(address, sizeof address, "127.0.0.1:%u", port);
    join_from_title(address);
    run_until(back_on_join, 2 * (unsigned)(GM_REMOTE_PATIENCE_S * GM_TICK_HZ));
    snprintf(want, sizeof want, "No answer from %s.", address);
    assert_string_equal(gm_join_message(app), want);

    gm_i18n_set_language("fr");
    join_from_title(address);
    run_until(back_on_join, 2 * (unsigned)(GM_REMOTE_PATIENCE_S * GM_TICK_HZ));
    snprintf(want, sizeof want, "Pas de réponse de %s.", address);
    assert_string_equal(gm_join_message(app), want);
    /* A mistyped join code, in French too; nothing dialled. */
    join_from_title("K3QM-7XTB");
    assert_null(app->games.joining);
    assert_string_equal(gm_join_message(app),
                        "Ce code a une erreur : vérifiez chaque lettre avec l'hôte.");
    gm_i18n_set_language("en");
    af_key(app, GM_KEY_ESCAPE);
    assert_int_equal(app->screen, GM_SCREEN_TITLE);
}

/* `spacecats --screen join` opens on the join screen, as main() opens the
 * screen --screen names: it takes a code typed there, and Back goes to
 * the title. */
static void join_screen_from_the_command_line(void **state)
{
    (void)state;
    gm_options opt;
    gm_options_defaults(&opt);
    static char prog[] = "spacecats", screen[] = "--screen",
                join[] = "join"; /* writable, as main's */
    char *argv[] = {prog, screen, join, NULL};
    char err[256];
    assert_int_equal(gm_options_parse(3, argv, &opt, err, sizeof err), GM_PARSE_RUN);
    gm_screen_id first = gm_screen_parse(opt.screen);
    assert_int_equal(first, GM_SCREEN_JOIN);
    af_go(app, GM_SCREEN_SETUP); /* anything but the title before */
    af_go(app, first);
    assert_int_equal(app->screen, GM_SCREEN_JOIN);
    af_click(app, gm_join_place(&app->layout, GM_JOIN_ADDRESS));
    for (unsigned i = 0; i < 40; i++) {
        af_key(app, GM_KEY_BACKSPACE);
    }
    text("K3QM-7XTB");
    af_key(app, GM_KEY_ENTER);
    assert_null(app->games.joining);
    assert_string_equal(gm_join_message(app),
                        "This join code has a mistake: check each letter with the host.");
    af_key(app, GM_KEY_ESCAPE);
    assert_int_equal(app->screen, GM_SCREEN_TITLE);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(join_wait_play_to_the_end),
        cmocka_unit_test(no_answer_in_english_and_french),
        cmocka_unit_test(join_screen_from_the_command_line),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
