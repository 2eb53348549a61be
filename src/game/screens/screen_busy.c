/* The screen a second Space Cats shows when another one owns the per-user
 * folder (lock.h): what happened, whole, in the game's own window and
 * words, and a button to close. It closes on that button, Enter or Escape,
 * the window's close button, or by itself after GM_BUSY_SECONDS, so a
 * copy started where nobody can answer (a script, a display nobody
 * watches) never hangs. It writes nothing: the folder is the other
 * game's (main.c leaves the games' prefdir empty). It is opened with that
 * folder and the process holding it (gm_screen_arg's path and holder). */
#include <stdio.h>

#include "canvas.h"
#include "i18n.h"
#include "screen.h"
#include "screen_busy.h"
#include "ui.h"

/* Where things are: data/layout/board.yaml, screens.busy. */
static const gm_busy_layout *places(const gm_screen_ctx *ctx)
{
    return &ctx->canvas->lay->screens.busy;
}

/* The screen's own state (its context's self). */
typedef struct busy_view {
    float waited;     /* seconds on show */
    char folder[512]; /* the folder another game owns */
    long holder;      /* the process holding it; 0: unknown */
} busy_view;

gm_rect gm_busy_button(const gm_layout *lay)
{
    return lay->screens.busy.close;
}

void gm_busy_words(long holder, char *what, size_t what_len, char *why, size_t why_len)
{
    if (holder > 0) {
        /* TRANSLATORS: followed by the folder's path on a line of its own. */
        snprintf(what, what_len,
                 _("Another Space Cats (process %ld) is using the folder of your saves and "
                   "settings:"),
                 holder);
    } else {
        snprintf(what, what_len, "%s",
                 _("Another Space Cats is using the folder of your saves and settings:"));
    }
    snprintf(why, why_len, "%s",
             _("Two games on one folder would overwrite each other's saves, so this one does not "
               "start. Switch to the other Space Cats window."));
}

static void busy_opened(gm_screen_ctx *ctx, const gm_screen_arg *arg)
{
    busy_view *v = ctx->self;
    if (arg != NULL) {
        snprintf(v->folder, sizeof v->folder, "%s", arg->path != NULL ? arg->path : "");
        v->holder = arg->holder;
    }
}

static bool busy_input(gm_screen_ctx *ctx, const gm_input *in)
{
    bool close = (in->kind == GM_IN_KEY && (in->key == GM_KEY_ENTER || in->key == GM_KEY_ESCAPE)) ||
                 (in->kind == GM_IN_RELEASE &&
                  gm_rect_contains(gm_busy_button(ctx->canvas->lay), in->x, in->y));
    if (close) {
        gm_nav_quit(ctx->nav, 1); /* this game did not start */
    }
    return in->kind == GM_IN_MOVE || close; /* the button lights under the pointer */
}

static bool busy_update(gm_screen_ctx *ctx, float dt)
{
    busy_view *v = ctx->self;
    v->waited += dt;
    if (v->waited >= GM_BUSY_SECONDS) {
        gm_nav_quit(ctx->nav, 1); /* this game did not start */
    }
    return false;
}

/* Ticks run while it waits: it closes by itself in time. */
static bool busy_busy(const gm_screen_ctx *ctx)
{
    (void)ctx;
    return true;
}

static void busy_draw(gm_screen_ctx *ctx)
{
    const busy_view *v = ctx->self;
    gm_text *tx = ctx->canvas->text;
    gm_ui_background(ctx->canvas);
    gm_ui_panel(ctx->canvas, places(ctx)->panel);
    gm_text_center(tx, GM_FONT_TITLE, places(ctx)->title_font, true, GM_UI_GOLD, places(ctx)->title,
                   _("Space Cats is already open"));
    char what[256], why[256], folder[sizeof v->folder + 8];
    gm_busy_words(v->holder, what, sizeof what, why, sizeof why);
    gm_rect text = places(ctx)->text;
    const float size = places(ctx)->text_font, gap = places(ctx)->text_gap;
    float y = text.y;
    y += gm_text_wrapped(tx, GM_FONT_BODY, size, false, GM_UI_TEXT, text.x, y, text.w, 0, true,
                         what);
    /* The folder on a line of its own, its end kept when too long to fit. */
    gm_text_fit_end(tx, GM_FONT_BODY, size, true, v->folder, text.w, folder, sizeof folder);
    gm_text_draw(tx, GM_FONT_BODY, size, true, GM_UI_GOLD, text.x, y, GM_ALIGN_LEFT, folder);
    y += size * GM_TEXT_LINE + gap;
    gm_text_wrapped(tx, GM_FONT_BODY, size, false, GM_UI_TEXT, text.x, y, text.w, 0, true, why);
    gm_ui_button(ctx->canvas, gm_busy_button(ctx->canvas->lay), _("Close"), true);
}

const gm_screen gm_screen_busy = {
    .name = "busy",
    .ctx_size = sizeof(busy_view),
    .opened = busy_opened,
    .input = busy_input,
    .update = busy_update,
    .draw = busy_draw,
    .busy = busy_busy,
};
