/* hint-shot: a picture of the hint card for docs/screenshots (a developer
 * tool, not installed). Opens a save or a game record as the game in play,
 * on the play screen, clicks the hint button as a player would and, once
 * the hint is worked out, writes the screen as a PNG at the window's size,
 * through the game's own drawing. The save must stand at a decision of a
 * human seat (its seat lines say which seats are human).
 *
 * usage: hint-shot DATADIR LANG SAVE OUT.png [WxH]
 * (run with SDL_VIDEODRIVER=dummy; the picture is drawn in software) */
#include <SDL.h>
#include <SDL_image.h>
#include <SDL_ttf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app.h"
#include "gfx.h"
#include "i18n.h"
#include "paths.h"
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
    app.games.settings.show_tips = false; /* the hint alone over the board */
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        return fail("SDL", SDL_GetError());
    }
    gm_gfx gfx;
    if (!gm_gfx_open(&gfx, w, h, true, err, sizeof err)) {
        return fail("window", err);
    }
    char art[1100];
    snprintf(art, sizeof art, "%s/art", datadir);
    app.gfx = &gfx;
    char fonts[1100];
    snprintf(fonts, sizeof fonts, "%s/fonts", datadir);
    app.text = gm_text_new(&gfx, fonts, err, sizeof err);
    app.sprites = gm_sprites_new(&gfx, art);
    if (app.text == NULL || app.sprites == NULL) {
        return fail("fonts or art", err);
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
    gm_gfx_clear(app.gfx, (gm_color){0, 0, 0, 255});
    gm_app_draw(&app);
    gm_text_flush(app.text);
    int code = 0;
    if (!gm_gfx_screenshot(app.gfx, argv[4], err, sizeof err)) {
        code = fail(argv[4], err);
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
