/* What a screen asks of the stack (screen.h's gm_screen_nav): kept until
 * app.c applies it at its next safe point. Plain data, so a screen needs
 * nothing of the app to ask. */
#include <stdio.h>

#include "screen.h"

void gm_nav_go(gm_screen_nav *nav, gm_screen_id id)
{
    nav->request = GM_REQUEST_GO;
    nav->requested = id;
    nav->has_arg = false;
}

void gm_nav_open(gm_screen_nav *nav, gm_screen_id id, const gm_screen_arg *arg)
{
    nav->request = GM_REQUEST_OPEN;
    nav->requested = id;
    nav->has_arg = arg != NULL;
    if (arg != NULL) {
        nav->arg = *arg;
        if (arg->path != NULL) {
            snprintf(nav->path, sizeof nav->path, "%s", arg->path);
            nav->arg.path = nav->path;
        }
    }
}

void gm_nav_close(gm_screen_nav *nav)
{
    nav->has_arg = false;
    nav->request = GM_REQUEST_CLOSE;
    nav->requested = GM_SCREEN_TITLE; /* anything but none: a change is pending */
}

void gm_nav_quit(gm_screen_nav *nav, int exit_code)
{
    nav->quit = true;
    nav->exit_code = exit_code;
}
