/* The screen a second Space Cats shows when another one owns the per-user
 * folder (lock.h): what happened, whole, in the game's own window and
 * words, and a button to close. It closes on that button, Enter or Escape,
 * the window's close button, or by itself after GM_BUSY_SECONDS, so a
 * copy started where nobody can answer (a script, a display nobody
 * watches) never hangs. It writes nothing: the folder is the other
 * game's (main.c leaves app->games.prefdir empty). */
#include <stdio.h>

#include "app.h"
#include "i18n.h"
#include "screen_busy.h"
#include "ui.h"

/* Where things are: data/layout/board.yaml, screens.busy. */
static const gm_busy_layout *places(const gm_app *app)
{
    return &app->layout.screens.busy;
}

/* The screen's own state (app->screen_ctx[GM_SCREEN_BUSY]). */
typedef struct busy_view {
    float waited; /* seconds on show */
} busy_view;

gm_rect gm_busy_button(const gm_layout *lay)
{
    return lay->screens.busy.close;
}

void gm_busy_words(const gm_app *app, char *what, size_t what_len, char *why, size_t why_len)
{
    if (app->busy_holder > 0) {
        /* TRANSLATORS: followed by the folder's path on a line of its own. */
        snprintf(what, what_len,
                 _("Another Space Cats (process %ld) is using the folder of your saves and "
                   "settings:"),
                 app->busy_holder);
    } else {
        snprintf(what, what_len, "%s",
                 _("Another Space Cats is using the folder of your saves and settings:"));
    }
    snprintf(why, why_len, "%s",
             _("Two games on one folder would overwrite each other's saves, so this one does not "
               "start. Switch to the other Space Cats window."));
}

static bool busy_input(gm_app *app, const gm_input *in)
{
    bool close =
        (in->kind == GM_IN_KEY && (in->key == GM_KEY_ENTER || in->key == GM_KEY_ESCAPE)) ||
        (in->kind == GM_IN_RELEASE && gm_rect_contains(gm_busy_button(&app->layout), in->x, in->y));
    if (close) {
        app->quit = true;
    }
    return in->kind == GM_IN_MOVE || close; /* the button lights under the pointer */
}

static bool busy_update(gm_app *app, float dt)
{
    busy_view *v = app->screen_ctx[GM_SCREEN_BUSY];
    v->waited += dt;
    if (v->waited >= GM_BUSY_SECONDS) {
        app->quit = true;
    }
    return false;
}

/* Ticks run while it waits: it closes by itself in time. */
static bool busy_busy(const gm_app *app)
{
    (void)app;
    return true;
}

static void busy_draw(gm_app *app)
{
    gm_ui_background(gm_app_canvas(app));
    gm_ui_panel(gm_app_canvas(app), places(app)->panel);
    gm_text_center(app->text, GM_FONT_TITLE, places(app)->title_font, true, GM_UI_GOLD,
                   places(app)->title, _("Space Cats is already open"));
    char what[256], why[256], folder[sizeof app->busy_folder + 8];
    gm_busy_words(app, what, sizeof what, why, sizeof why);
    gm_rect text = places(app)->text;
    const float size = places(app)->text_font, gap = places(app)->text_gap;
    float y = text.y;
    y += gm_text_wrapped(app->text, GM_FONT_BODY, size, false, GM_UI_TEXT, text.x, y, text.w, 0,
                         true, what);
    /* The folder on a line of its own, its end kept when too long to fit. */
    gm_text_fit_end(app->text, GM_FONT_BODY, size, true, app->busy_folder, text.w, folder,
                    sizeof folder);
    gm_text_draw(app->text, GM_FONT_BODY, size, true, GM_UI_GOLD, text.x, y, GM_ALIGN_LEFT, folder);
    y += size * 1.35f + gap;
    gm_text_wrapped(app->text, GM_FONT_BODY, size, false, GM_UI_TEXT, text.x, y, text.w, 0, true,
                    why);
    gm_ui_button(gm_app_canvas(app), gm_busy_button(&app->layout), _("Close"), true);
}

const gm_screen gm_screen_busy = {
    .name = "busy",
    .ctx_size = sizeof(busy_view),
    .input = busy_input,
    .update = busy_update,
    .draw = busy_draw,
    .busy = busy_busy,
};
