/* net-shot: the play screen of a game played over the network, for the
 * reference pictures (tests/reference/shots.txt) and docs/screenshots (a
 * developer tool, not installed). The game is a hosted game's save (SAVE:
 * a person here, friends with their tokens, a computer), so that the
 * board is the same every run; the connections are real ones on the
 * loopback, on a port the system picks (pictures drawn side by side):
 *
 *   host  the host's window: the save loaded as a player loads it (hosted
 *         again), the first friend back with her token, the other away,
 *         the game held at the computer's decision (its thinking dots);
 *   join  the first friend's window: a host in this process hosts the save
 *         again, the window joins it from the join screen with the seat's
 *         token kept as Join again keeps it, and shows the game: the host's
 *         person connected, us here, the other friend away with the
 *         seconds left, the computer thinking;
 *   lost  the same window once the host is gone: the lost connection's card.
 *
 * Every tick while waiting for the other end has no time in it (dt 0):
 * how long the loopback takes changes nothing drawn. Then the same 3.5 s of
 * ticks pass on every run, so the away friend's countdown shows 57 s.
 *
 * usage: net-shot DATADIR LANG host|join|lost SAVE OUT.png [WxH]
 * (run with SDL_VIDEODRIVER=dummy and a fresh SPACECATS_PREFDIR; the
 * picture is drawn in software) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../shot_kit.h"
#include "hosting.h"
#include "joined.h"
#include "remote.h"
#include "saves.h"
#include "screen_join.h"
#include "spacecats/net_client.h"
#include "spacecats/net_link.h"

enum {
    FRIEND = 1,         /* the save's friend who comes back: Zoé */
    WAIT_ROUNDS = 5000, /* rounds waiting for the loopback: seconds at most */
};
#define TICK (1.0f / 60)
#define SETTLE_S 3.5f /* a countdown's 60 s show 57 s, whatever float sums round to */

static int fail(const char *what, const char *why)
{
    fprintf(stderr, "net-shot: %s: %s\n", what, why);
    return 1;
}

/* The app's tick: its screen's update (dt 0 while waiting), then a screen
 * it asked for. */
static void tick(gm_app *app, float dt)
{
    gm_app_update(app, dt);
    gm_app_apply_screen(app);
}

/* Who sits at a seat of the game the window hosts, as its board shows it. */
static bool seat_is(const gm_app *app, unsigned seat, gm_presence_kind kind)
{
    gm_presence pr;
    gm_hosting_presence(app->games.hosting, app->games.play->session, seat, &pr);
    return pr.kind == kind;
}

/* ---- the host's window --------------------------------------------------------- */

typedef struct friend
{
    sc_net_link *link;
    sc_net_client *c;
    uint32_t conn;
    const char *token;
    bool asked;
}
friend;

static void friend_send(friend *f, const char *buf, size_t len)
{
    sc_net_send(f->link, f->conn, buf, len);
    sc_net_flush(f->link);
}

/* What came to the friend: hello once connected, rejoin once welcomed. */
static void friend_hears(friend *f)
{
    sc_net_event ev;
    while (sc_net_poll(f->link, 1, &ev) == 1) {
        char buf[SC_NET_MAX_CLIENT_MSG], why[200];
        if (ev.kind == SC_NET_EV_CONNECTED) {
            friend_send(f, buf, sc_net_client_hello(f->c, 0, buf, sizeof buf));
        } else if (ev.kind == SC_NET_EV_MESSAGE) {
            sc_net_client_received(f->c, ev.data, ev.len, why, sizeof why);
        }
    }
    if (!f->asked && sc_net_client_players(f->c) > 0) {
        char buf[SC_NET_MAX_CLIENT_MSG];
        friend_send(f, buf, sc_net_client_rejoin(f->c, f->token, buf, sizeof buf));
        f->asked = true;
    }
}

static int host_window(gm_app *app, const char *save, friend *f)
{
    app->games.host_port = -1; /* hosted again on a port the system picks */
    gm_save_error serr;
    if (!gm_games_open_save(&app->games, save, &serr)) {
        return fail(save, serr.message);
    }
    gm_session *s = app->games.play->session;
    gm_session_hold(s, true); /* the computer thinks for ever: its dots stay */
    gm_session_set_speed(s, 0, 0);
    if (app->games.hosting == NULL) {
        return fail(save, app->games.notice[0] ? app->games.notice : "not a hosted game");
    }
    gm_app_request_screen(app, GM_SCREEN_PLAY);
    gm_app_apply_screen(app);
    const char *token;
    gm_session_friend(s, FRIEND, &token);
    char err[200];
    sc_net_limits lim = {.no_rate = true};
    *f = (friend){.link = sc_net_dialer(&lim, err, sizeof err),
                  .c = sc_net_client_new(gm_session_game(s)->mat, SC_VERSION),
                  .token = token};
    if (f->link == NULL || f->c == NULL ||
        !sc_net_dial(f->link, "127.0.0.1", gm_hosting_port(app->games.hosting), &f->conn, err,
                     sizeof err)) {
        return fail("friend", err);
    }
    /* The host's ticks poll its link; the friend answers. */
    for (unsigned i = 0; i < WAIT_ROUNDS && !(seat_is(app, FRIEND, GM_PRESENCE_ONLINE) &&
                                              sc_net_client_seats(f->c) == 1u << FRIEND);
         i++) {
        tick(app, 0);
        friend_hears(f);
    }
    if (!seat_is(app, FRIEND, GM_PRESENCE_ONLINE)) {
        return fail("friend", "not back at her seat");
    }
    for (unsigned i = 0; i < (unsigned)(SETTLE_S / TICK + 0.5f); i++) {
        tick(app, TICK);
    }
    return 0; /* she stays connected until the picture is drawn */
}

/* ---- the friend's window ------------------------------------------------------- */

typedef struct host {
    gm_session *s;
    gm_hosting *h;
} host;

/* The save hosted again in this process, on the loopback, held. */
static bool host_again(gm_app *app, const char *save, host *out)
{
    gm_seat defaults[SC_MAX_PLAYERS] = {0};
    char warn[700], err[300];
    gm_save_error serr;
    out->s = gm_session_new();
    if (out->s == NULL || !gm_save_read(save, GM_MATS_ONE(app->games.mats.view.mat[0], NULL),
                                        defaults, out->s, warn, sizeof warn, &serr)) {
        fail(save, out->s ? serr.message : "out of memory");
        return false;
    }
    gm_session_hold(out->s, true);
    gm_session_set_speed(out->s, 0, 0);
    gm_hosting_config cfg = {.address = "127.0.0.1", .away_ms = 60000, .version = SC_VERSION};
    gm_hosting_config_of(out->s, &cfg);
    out->h = gm_hosting_new(&cfg, err, sizeof err);
    if (out->h == NULL || !gm_hosting_resume(out->h, out->s, err, sizeof err)) {
        fail("host", err);
        return false;
    }
    return true;
}

/* The window joins: the address and the seat's token kept (joined.txt),
 * as Join again leaves them; the join screen's Join. */
static int join_window(gm_app *app, const char *save, host *h)
{
    if (!host_again(app, save, h)) {
        return 1;
    }
    gm_joined j = {.colour = gm_session_seat(h->s, FRIEND)->colour};
    snprintf(j.address, sizeof j.address, "127.0.0.1:%u", (unsigned)gm_hosting_port(h->h));
    const char *token;
    snprintf(j.name, sizeof j.name, "%s", gm_session_friend(h->s, FRIEND, &token));
    snprintf(j.token, sizeof j.token, "%s", token);
    char err[700];
    if (!gm_joined_write(app->games.prefdir, &j, err, sizeof err)) {
        return fail("joined.txt", err);
    }
    gm_app_request_screen(app, GM_SCREEN_JOIN);
    gm_app_apply_screen(app);
    gm_rect go = gm_join_place(&app->layout, GM_JOIN_GO);
    gm_input in = gm_click_at(go.x + go.w / 2, go.y + go.h / 2);
    gm_app_input(app, &in);
    gm_app_apply_screen(app);
    /* Until the game is on and every seat told: the host's news taken. */
    unsigned n = gm_session_game(h->s)->setup.n_players;
    bool told = false;
    for (unsigned i = 0; i < WAIT_ROUNDS && !told; i++) {
        tick(app, 0);
        gm_session_tick(h->s, 0, 1);
        if (app->screen != GM_SCREEN_PLAY) {
            continue;
        }
        gm_session *s = app->games.play->session;
        gm_session_set_speed(s, 0, 0);
        told = gm_remote_pending(gm_session_remote_of(s)) == 0 &&
               gm_session_actions(s) == gm_session_actions(h->s);
        for (unsigned seat = 0; seat < n; seat++) {
            gm_presence host_sees, we_see;
            gm_hosting_presence(h->h, h->s, seat, &host_sees);
            gm_session_presence(s, seat, &we_see);
            told &= seat == FRIEND                       ? we_see.kind == GM_PRESENCE_HERE
                    : host_sees.kind == GM_PRESENCE_HERE ? we_see.kind == GM_PRESENCE_ONLINE
                                                         : we_see.kind == host_sees.kind;
        }
    }
    if (!told) {
        return fail("join", app->screen == GM_SCREEN_PLAY ? "the seats were not all told"
                                                          : "the game did not come");
    }
    for (unsigned i = 0; i < (unsigned)(SETTLE_S / TICK + 0.5f); i++) {
        tick(app, TICK);
    }
    return 0;
}

/* The host goes (its link freed: its peers are told at once). */
static int lose_host(gm_app *app, host *h)
{
    gm_hosting_free(h->h);
    h->h = NULL;
    gm_session *s = app->games.play->session;
    for (unsigned i = 0; i < WAIT_ROUNDS && gm_session_lost(s)[0] == '\0'; i++) {
        tick(app, 0);
    }
    if (gm_session_lost(s)[0] == '\0') {
        return fail("lost", "the window did not see the host go");
    }
    tick(app, TICK);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc < 6) {
        fputs("usage: net-shot DATADIR LANG host|join|lost SAVE OUT.png [WxH]\n", stderr);
        return 2;
    }
    const char *mode = argv[3], *save = argv[4], *out = argv[5];
    if (strcmp(mode, "host") != 0 && strcmp(mode, "join") != 0 && strcmp(mode, "lost") != 0) {
        return fail(mode, "not host, join or lost");
    }
    int w = 1280, h = 720;
    if (argc > 6 && sscanf(argv[6], "%dx%d", &w, &h) != 2) {
        return fail(argv[6], "not a size WxH");
    }
    gm_options opt;
    gm_options_defaults(&opt);
    opt.speed = GM_SPEED_INSTANT;
    static gm_app app;
    char err[1024];
    if (!sk_app_init(&app, &opt, argv[1], argv[2], err, sizeof err)) {
        return fail("init", err);
    }
    /* The boards as a player who knows the game sees them: no first game's tips. */
    app.games.settings.show_tips = false;
    /* The per-user folder the friend's window keeps joined.txt in (and the
     * host's its autosave): shoot.sh's fresh one. */
    const char *pref = getenv("SPACECATS_PREFDIR");
    if (pref == NULL || pref[0] == '\0') {
        return fail("SPACECATS_PREFDIR", "not set: a fresh folder is needed");
    }
    snprintf(app.games.prefdir, sizeof app.games.prefdir, "%s/", pref);
    /* The join screen looks for games on the loopback only. */
    snprintf(app.games.find_address, sizeof app.games.find_address, "127.0.0.1");
    gm_gfx gfx;
    if (!sk_window(&app, &gfx, w, h, err, sizeof err)) {
        return fail("window", err);
    }
    host other = {0};
    friend zoe = {0};
    int code = 0;
    if (strcmp(mode, "host") == 0) {
        code = host_window(&app, save, &zoe);
    } else {
        code = join_window(&app, save, &other);
        if (code == 0 && strcmp(mode, "lost") == 0) {
            code = lose_host(&app, &other);
        }
    }
    if (code == 0 && !sk_shot(&app, out, err, sizeof err)) {
        code = fail(out, err);
    }
    sk_close(&app, &gfx);
    sc_net_client_free(zoe.c);
    sc_net_link_free(zoe.link);
    gm_hosting_free(other.h);
    gm_session_free(other.s);
    return code;
}
