/* host-shot: a picture of the host's waiting room for docs/screenshots (a
 * developer tool, not installed). Sets up a game of three (a person here,
 * a seat open for a friend, a computer), clicks Host on the setup screen as
 * a player would, has a friend's client join from the loopback under the
 * name Zoé (unless told "nobody"), and writes the screen as a PNG through
 * the game's own drawing. It hosts on the usual port, 7246, or PORT.
 *
 * usage: host-shot DATADIR LANG OUT.png [WxH] [nobody|zoe] [PORT]
 * (run with SDL_VIDEODRIVER=dummy; the picture is drawn in software) */
#include <SDL.h>
#include <SDL_image.h>
#include <SDL_ttf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app.h"
#include "gfx.h"
#include "hosting.h"
#include "i18n.h"
#include "paths.h"
#include "screen_host.h"
#include "screen_setup.h"
#include "spacecats/net_client.h"
#include "spacecats/net_link.h"
#include "sprites.h"
#include "text.h"

static int fail(const char *what, const char *why)
{
    fprintf(stderr, "host-shot: %s: %s\n", what, why);
    return 1;
}

static void click(gm_app *app, gm_rect r)
{
    gm_input in = gm_click_at(r.x + r.w / 2, r.y + r.h / 2);
    gm_app_input(app, &in);
    gm_app_apply_screen(app);
}

/* The friend: hello, then join seat 1, the app ticking meanwhile. */
static bool friend_joins(gm_app *app, uint16_t port)
{
    char err[200];
    sc_net_limits lim = {.no_rate = true};
    sc_net_link *link = sc_net_dialer(&lim, err, sizeof err);
    sc_net_client *c = sc_net_client_new(app->games.mats.view.mat[0], "0.1.0");
    uint32_t conn;
    if (link == NULL || c == NULL ||
        !sc_net_dial(link, "127.0.0.1", port, &conn, err, sizeof err)) {
        return false;
    }
    bool joined = false, asked = false;
    for (unsigned t = 0; t < 3000 && !joined; t++) {
        gm_app_update(app, 1.0f / 60);
        sc_net_event ev;
        while (sc_net_poll(link, 1, &ev) == 1) {
            char buf[SC_NET_MAX_CLIENT_MSG], why[200];
            if (ev.kind == SC_NET_EV_CONNECTED) {
                sc_net_send(link, conn, buf, sc_net_client_hello(c, 0, buf, sizeof buf));
            } else if (ev.kind == SC_NET_EV_MESSAGE) {
                sc_net_client_received(c, ev.data, ev.len, why, sizeof why);
            }
        }
        if (!asked && sc_net_client_players(c) > 0) {
            char buf[SC_NET_MAX_CLIENT_MSG];
            sc_net_send(link, conn, buf, sc_net_client_join(c, 1, 1, "Zoé", buf, sizeof buf));
            asked = true;
        }
        sc_net_flush(link);
        joined = sc_net_client_seats(c) != 0;
    }
    for (unsigned t = 0; t < 10; t++) {
        gm_app_update(app, 1.0f / 60);
        SDL_Delay(1);
    }
    /* Left open: the picture shows her joined (the process ends after it). */
    return joined;
}

int main(int argc, char **argv)
{
    if (argc < 4) {
        fputs("usage: host-shot DATADIR LANG OUT.png [WxH] [nobody|zoe] [PORT]\n", stderr);
        return 2;
    }
    int w = 1280, h = 720;
    if (argc > 4 && sscanf(argv[4], "%dx%d", &w, &h) != 2) {
        return fail(argv[4], "not a size WxH");
    }
    bool nobody = argc > 5 && strcmp(argv[5], "nobody") == 0;
    unsigned port = 0;
    if (argc > 6 && (sscanf(argv[6], "%u", &port) != 1 || port < 1024 || port > 65535)) {
        return fail(argv[6], "not a port from 1024 to 65535");
    }
    char localedir[1024], datadir[480];
    gm_paths_resolve(argv[1], datadir, sizeof datadir, localedir, sizeof localedir);
    gm_i18n_init(SC_LOCALEDIR_BUILD); /* a developer tool: the build tree's translations */
    gm_i18n_set_language(argv[2]);
    gm_options opt;
    gm_options_defaults(&opt);
    snprintf(opt.datadir, sizeof opt.datadir, "%s", datadir);
    static gm_app app;
    char err[1024];
    if (!gm_app_init(&app, &opt, err, sizeof err)) {
        return fail("init", err);
    }
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        return fail("SDL", SDL_GetError());
    }
    gm_gfx gfx;
    if (!gm_gfx_open(&gfx, w, h, true, err, sizeof err)) {
        return fail("window", err);
    }
    char art[1100], fonts[1100];
    snprintf(art, sizeof art, "%s/art", datadir);
    snprintf(fonts, sizeof fonts, "%s/fonts", datadir);
    app.gfx = &gfx;
    app.text = gm_text_new(&gfx, fonts, err, sizeof err);
    app.sprites = gm_sprites_new(&gfx, art);
    if (app.text == NULL || app.sprites == NULL) {
        return fail("fonts or art", err);
    }
    if (port != 0) {
        app.games.settings.host_port = (uint16_t)port; /* as the player would have chosen it */
    }
    gm_new_game *s = &app.games.setup;
    s->n_players = 3;
    s->seats[0] = (gm_seat){.kind = GM_SEAT_HUMAN, .colour = 0, .name = "Ana"};
    s->seats[1] = (gm_seat){.kind = GM_SEAT_COMPUTER, .colour = 1};
    s->seats[2] = (gm_seat){.kind = GM_SEAT_COMPUTER, .level = 1, .colour = 2};
    gm_app_request_screen(&app, GM_SCREEN_SETUP);
    gm_app_apply_screen(&app);
    click(&app, gm_setup_place(&app.layout, GM_SETUP_KIND, 1));  /* open for a friend */
    click(&app, gm_setup_place(&app.layout, GM_SETUP_START, 0)); /* Host */
    if (app.screen != GM_SCREEN_HOST || gm_host_table(&app) == NULL) {
        return fail("host", gm_host_failure(&app) ? gm_host_failure(&app) : "no host screen");
    }
    if (!nobody && !friend_joins(&app, gm_hosting_port(gm_host_table(&app)))) {
        return fail("friend", "did not join");
    }
    gm_gfx_clear(app.gfx, (gm_color){0, 0, 0, 255});
    gm_app_draw(&app);
    gm_text_flush(app.text);
    int code = 0;
    if (!gm_gfx_screenshot(app.gfx, argv[3], err, sizeof err)) {
        code = fail(argv[3], err);
    }
    gm_app_free(&app);
    gm_sprites_free(app.sprites);
    gm_text_free(app.text);
    gm_gfx_close(&gfx);
    TTF_Quit();
    IMG_Quit();
    SDL_Quit();
    return code;
}
