/* A screen's own state, as the app keeps it, for that screen's readings
 * that tests make (gm_play_screen_view, gm_rules_page ...): the one thing
 * of the app a screen's file calls. Apart from app.c, which calls the
 * screens through their tables, so that no screen calls app.c. */
#include "app.h"

void *gm_app_screen_self(const gm_app *app, gm_screen_id id)
{
    return id < GM_SCREEN_COUNT ? app->screen_ctx[id] : NULL;
}
