/* What the screens ask of the app (app.h): a change of screen, which
 * app.c applies at its next safe point, and the canvas they draw with.
 * Apart from app.c, which calls the screens through their tables: the
 * screens call this file, and it calls neither. */
#include <stdio.h>

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

void gm_app_request_screen(gm_app *app, gm_screen_id id)
{
    app->request = GM_REQUEST_GO;
    app->requested = id;
    app->has_arg = false;
}

void gm_app_open_screen(gm_app *app, gm_screen_id id, const gm_screen_arg *arg)
{
    app->request = GM_REQUEST_OPEN;
    app->requested = id;
    app->has_arg = arg != NULL;
    if (arg != NULL) {
        app->request_arg = *arg;
        if (arg->path != NULL) {
            snprintf(app->request_path, sizeof app->request_path, "%s", arg->path);
            app->request_arg.path = app->request_path;
        }
    }
}

void gm_app_close_screen(gm_app *app)
{
    app->has_arg = false;
    app->request = GM_REQUEST_CLOSE;
    app->requested = app->screen; /* anything but none: a change is pending */
}
