/* What the screenshot tools (hint-shot, review-shot) share: the app on a
 * data folder in a language, a software window with the game's fonts and
 * art, a screen written as a PNG through the game's own drawing, and
 * closing it all. Header-only: each tool is one file. */
#ifndef SHOT_KIT_H
#define SHOT_KIT_H

#include <SDL.h>
#include <SDL_image.h>
#include <SDL_ttf.h>
#include <stdbool.h>
#include <stdio.h>

#include "app.h"
#include "gfx.h"
#include "i18n.h"
#include "paths.h"
#include "sprites.h"
#include "text.h"

/* The data folder (data_arg, resolved as the game does) and the language;
 * then the app with opt (the tool's choices; its datadir is filled here).
 * False with err. */
static inline bool sk_app_init(gm_app *app, gm_options *opt, const char *data_arg, const char *lang,
                               char *err, size_t err_len)
{
    char localedir[1024];
    gm_paths_resolve(data_arg, opt->datadir, sizeof opt->datadir, localedir, sizeof localedir);
    gm_i18n_init(SC_LOCALEDIR_BUILD); /* a developer tool: the build tree's translations */
    gm_i18n_set_language(lang);
    return gm_app_init(app, opt, err, err_len);
}

/* A w x h window drawn in software, the app's back end, with its fonts and
 * art from the data folder. False with err (or SDL's). */
static inline bool sk_window(gm_app *app, gm_gfx *gfx, int w, int h, char *err, size_t err_len)
{
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        snprintf(err, err_len, "SDL: %s", SDL_GetError());
        return false;
    }
    if (!gm_gfx_open(gfx, w, h, true, err, err_len)) {
        return false;
    }
    char art[sizeof app->opt.datadir + 8], fonts[sizeof app->opt.datadir + 8];
    snprintf(art, sizeof art, "%s/art", app->opt.datadir);
    snprintf(fonts, sizeof fonts, "%s/fonts", app->opt.datadir);
    app->gfx = gfx;
    app->text = gm_text_new(gfx, fonts, err, err_len);
    app->sprites = gm_sprites_new(gfx, art);
    if (app->sprites == NULL && app->text != NULL) {
        snprintf(err, err_len, "%s: the art cannot be read", art);
    }
    return app->text != NULL && app->sprites != NULL;
}

/* The screen as it stands, drawn afresh and written to path as a PNG. */
static inline bool sk_shot(gm_app *app, const char *path, char *err, size_t err_len)
{
    gm_gfx_clear(app->gfx, (gm_color){0, 0, 0, 255});
    gm_app_draw(app);
    gm_text_flush(app->text);
    if (!gm_gfx_screenshot(app->gfx, path, err, err_len)) {
        return false;
    }
    SDL_RenderPresent(app->gfx->renderer);
    return true;
}

static inline void sk_close(gm_app *app, gm_gfx *gfx)
{
    gm_app_free(app);
    gm_sprites_free(app->sprites);
    gm_text_free(app->text);
    gm_gfx_close(gfx);
    TTF_Quit();
    IMG_Quit();
    SDL_Quit();
}

#endif
