/* What the screens ask of the app (app.h): a change of screen, which
 * app.c applies at its next safe point, the canvas they draw with, and
 * their own state for the readings tests make. Apart from app.c, which
 * calls the screens through their tables: the screens call this file, and
 * it calls neither. */
#include "app.h"

const gm_canvas *gm_app_canvas(gm_app *app)
{
    app->canvas = (gm_canvas){.gfx = app->gfx,
                              .text = app->text,
                              .sprites = app->sprites,
                              .lay = &app->layout,
                              .mat = &app->mat,
                              .pointer_x = app->pointer_x,
                              .pointer_y = app->pointer_y,
                              .guard = &app->guard};
    return &app->canvas;
}

void *gm_app_screen_self(const gm_app *app, gm_screen_id id)
{
    return id < GM_SCREEN_COUNT ? app->screen_ctx[id] : NULL;
}

void gm_app_request_screen(gm_app *app, gm_screen_id id)
{
    gm_nav_go(&app->nav, id);
}

void gm_app_open_screen(gm_app *app, gm_screen_id id, const gm_screen_arg *arg)
{
    gm_nav_open(&app->nav, id, arg);
}

void gm_app_close_screen(gm_app *app)
{
    gm_nav_close(&app->nav);
}
