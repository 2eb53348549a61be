/* hint-shot: a picture of the hint card for docs/screenshots (a developer
 * tool, not installed). Opens a save or a game record as the game in play,
 * on the play screen, clicks the hint button as a player would and, once
 * the hint is worked out, writes the screen as a PNG at the window's size,
 * through the game's own drawing. The save must stand at a decision of a
 * human seat (its seat lines say which seats are human).
 *
 * usage: hint-shot DATADIR LANG SAVE OUT.png [WxH]
 * (run with SDL_VIDEODRIVER=dummy; the picture is drawn in software) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../shot_kit.h"
#include "screen_play.h"
#include "sprites.h"
#include "text.h"

static int fail(const char *what, const char *why)
{
    fprintf(stderr, "hint-shot: %s: %s\n", what, why);
    return 1;
}

int main(int argc, char **argv)
{
    if (argc < 5) {
        fputs("usage: hint-shot DATADIR LANG SAVE OUT.png [WxH]\n", stderr);
        return 2;
    }
    int w = 1280, h = 720;
    if (argc > 5 && sscanf(argv[5], "%dx%d", &w, &h) != 2) {
        return fail(argv[5], "not a size WxH");
    }
    gm_options opt;
    gm_options_defaults(&opt);
    static gm_app app;
    char err[1024];
    if (!sk_app_init(&app, &opt, argv[1], argv[2], err, sizeof err)) {
        return fail("init", err);
    }
    app.games.settings.show_tips = false; /* the hint alone over the board */
    gm_gfx gfx;
    if (!sk_window(&app, &gfx, w, h, err, sizeof err)) {
        return fail("window", err);
    }
    gm_save_error serr;
    if (!gm_games_open_save(&app.games, argv[3], &serr)) {
        return fail(argv[3], serr.message);
    }
    gm_app_request_screen(&app, GM_SCREEN_PLAY);
    gm_app_apply_screen(&app);
    if (!gm_play_button_enabled(app.games.play, GM_BTN_HINT)) {
        return fail(argv[3], "no decision of a human seat to hint here");
    }
    gm_rect b = app.layout.buttons[GM_BTN_HINT];
    gm_input click = gm_click_at(b.x + b.w / 2, b.y + b.h / 2);
    gm_app_input(&app, &click);
    const gm_play_view *v = gm_play_screen_view(&app);
    for (unsigned i = 0; i < 60000 && v->hint_pending; i++) {
        gm_app_update(&app, 1.0f / 60);
        SDL_Delay(1);
    }
    if (!v->hint_open || !v->hint_valid) {
        return fail(argv[3], "the hint did not open");
    }
    int code = 0;
    if (!sk_shot(&app, argv[4], err, sizeof err)) {
        code = fail(argv[4], err);
    }
    sk_close(&app, &gfx);
    return code;
}
