/* The saved-games screen: the named saves, newest first, each with its
 * date and a one-line summary, to load, export or delete; the game in play
 * can be saved under a name, and the current or last game exported as a
 * game record for a bug report. The model is saves.c; this is its glue. */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "canvas.h"
#include "games.h"
#include "i18n.h"
#include "save_names.h"
#include "saves.h"
#include "screen.h"
#include "screen_saves.h"
#include "spacecats/file_io.h"
#include "ui.h"

enum { ROWS = GM_SAVES_ROWS };

/* Where things are: data/layout/board.yaml, screens.saves. */
static const gm_saves_layout *places(const gm_screen_ctx *ctx)
{
    return &ctx->canvas->lay->screens.saves;
}

gm_rect gm_saves_place(const gm_layout *lay, gm_saves_thing what, unsigned row)
{
    const gm_saves_layout *at = &lay->screens.saves;
    const gm_rect rects[] = {
        [GM_SAVES_BACK] = at->back,
        [GM_SAVES_SAVE] = at->save,
        [GM_SAVES_EXPORT] = at->export,
        [GM_SAVES_PREV] = at->prev,
        [GM_SAVES_NEXT] = at->next,
        [GM_SAVES_NAME_FIELD] = at->name_field,
        [GM_SAVES_PANEL] = at->panel,
        [GM_SAVES_LOAD] = at->row_load,
        [GM_SAVES_EXPORT_ROW] = at->row_export,
        [GM_SAVES_DELETE] = at->row_delete,
        [GM_SAVES_REVIEW] = at->row_review,
    };
    if ((unsigned)what >= sizeof rects / sizeof rects[0]) {
        return (gm_rect){0, 0, 0, 0};
    }
    gm_rect r = rects[what];
    if (what >= GM_SAVES_LOAD) {
        r.y += (float)row * lay->screens.saves.row_step; /* the first row's */
    }
    return r;
}

static gm_rect place(const gm_screen_ctx *ctx, gm_saves_thing what)
{
    return gm_saves_place(ctx->canvas->lay, what, 0);
}

/* A row's buttons: 0 load, 1 export, 2 delete. */
static gm_rect row_button(const gm_screen_ctx *ctx, unsigned row, unsigned which)
{
    return gm_saves_place(ctx->canvas->lay, (gm_saves_thing)(GM_SAVES_LOAD + which), row);
}

gm_saves_view *gm_saves_screen_view(const gm_app *app)
{
    return gm_app_screen_self(app, GM_SCREEN_SAVES);
}

static unsigned pages(const gm_saves_view *v)
{
    return v->count == 0 ? 1 : (unsigned)((v->count + ROWS - 1) / ROWS);
}

static void refresh(gm_screen_ctx *ctx)
{
    gm_saves_view *v = ctx->self;
    free(v->list);
    gm_save_writer_flush(ctx->games->saves); /* the game in play's autosave listed as it is */
    v->count = gm_saves_list(ctx->games->prefdir, &ctx->games->mats.view, &v->list);
    if (v->page >= pages(v)) {
        v->page = pages(v) - 1;
    }
    v->confirm = -1;
    v->confirm_load = -1;
}

static bool saves_enter(gm_screen_ctx *ctx)
{
    gm_saves_view *v = ctx->self;
    v->page = 0;
    v->status[0] = '\0';
    v->naming = false;
    refresh(ctx);
    if (ctx->games->prefdir[0] == '\0') {
        snprintf(v->status, sizeof v->status, "%s",
                 _("There is no per-user folder: saved games are off."));
    }
    return true;
}

static void saves_leave(gm_screen_ctx *ctx)
{
    gm_saves_view *v = ctx->self;
    free(v->list);
    v->list = NULL;
    v->count = 0;
}

static bool has_game(const gm_screen_ctx *ctx)
{
    return ctx->games->game_active && ctx->games->play != NULL &&
           !sc_game_over(gm_play_game(ctx->games->play));
}

/* Copies a file into the working folder (where F12 screenshots go too)
 * under a name of its own, and says where. */
static void export_file(gm_screen_ctx *ctx, const char *src, const char *what)
{
    gm_saves_view *v = ctx->self;
    char clean[GM_SAVE_NAME_MAX] = "game";
    gm_saves_clean_name(what, clean, sizeof clean);
    char stamp[32] = "";
    time_t now = time(NULL);
    struct tm tm;
    if (localtime_r(&now, &tm) != NULL) {
        strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm);
    }
    char cwd[512] = ".";
    if (!sc_file_current_folder(cwd, sizeof cwd)) {
        snprintf(cwd, sizeof cwd, ".");
    }
    char dst[GM_SAVE_PATH_MAX];
    snprintf(dst, sizeof dst, "%s/spacecats-%s-%s%s", cwd, clean, stamp, GM_SAVE_EXT);
    gm_save_error err;
    bool ok = gm_save_export(src, dst, &err);
    char dir[GM_SAVE_PATH_MAX - 128]; /* room left for the file name */
    if (!ok && gm_saves_path(ctx->games->prefdir, "exports", dir, sizeof dir)) {
        /* A working folder we may not write to (started from a menu, say):
         * the per-user folder's exports/ instead. */
        (void)sc_file_make_folder(dir);
        snprintf(dst, sizeof dst, "%s/spacecats-%s-%s%s", dir, clean, stamp, GM_SAVE_EXT);
        ok = gm_save_export(src, dst, &err);
    }
    if (ok) {
        snprintf(v->status, sizeof v->status, _("Exported to %s"), dst);
    } else {
        snprintf(v->status, sizeof v->status, "%s", err.message);
    }
}

/* The game in play (as autosaved just now), else the last finished game. */
static void export_current(gm_screen_ctx *ctx)
{
    gm_saves_view *v = ctx->self;
    char path[GM_SAVE_PATH_MAX];
    sc_file_info st;
    gm_games_autosave_flush(ctx->games);
    bool current = has_game(ctx) && gm_saves_has_autosave(ctx->games->prefdir);
    if (!gm_saves_path(ctx->games->prefdir, current ? GM_AUTOSAVE_FILE : GM_LAST_GAME_FILE, path,
                       sizeof path) ||
        !sc_file_info_get(path, true, &st)) {
        snprintf(v->status, sizeof v->status, "%s", _("There is no game to export yet."));
        return;
    }
    export_file(ctx, path, current ? "current-game" : "last-game");
}

/* First click: a name field, filled with a name from the date; typing
 * edits it, Enter or the button again saves, Escape gives up. */
static void start_naming(gm_screen_ctx *ctx)
{
    gm_saves_view *v = ctx->self;
    gm_saves_made_name(_(GM_SAVE_OFFERED), time(NULL), v->name, sizeof v->name);
    v->naming = true;
    v->status[0] = '\0';
}

static void save_current(gm_screen_ctx *ctx)
{
    gm_saves_view *v = ctx->self;
    v->naming = false;
    char path[GM_SAVE_PATH_MAX], clean[GM_SAVE_NAME_MAX];
    gm_save_error err;
    if (!gm_saves_clean_name(v->name, clean, sizeof clean) ||
        !gm_saves_named_path(ctx->games->prefdir, v->name, path, sizeof path, &err)) {
        snprintf(v->status, sizeof v->status, _("\"%s\" cannot name a save."), v->name);
        return;
    }
    sc_file_info st;
    bool replacing = sc_file_info_get(path, false, &st);
    if (gm_save_write(path, ctx->games->play->session, &err)) {
        snprintf(v->status, sizeof v->status,
                 replacing ? _("Saved as \"%s\", replacing the save of that name.")
                           : _("Saved as \"%s\"."),
                 clean);
    } else {
        snprintf(v->status, sizeof v->status, "%s", err.message);
    }
    refresh(ctx);
}

/* Typing into the name field; true when the event was for it. */
static bool naming_input(gm_screen_ctx *ctx, const gm_input *in)
{
    gm_saves_view *v = ctx->self;
    size_t n = strlen(v->name);
    if (in->kind == GM_IN_TEXT) {
        size_t add = strlen(in->text);
        if (n + add < sizeof v->name) {
            memcpy(v->name + n, in->text, add + 1);
        }
        return true;
    }
    if (in->kind != GM_IN_KEY) {
        return false;
    }
    if (in->key == GM_KEY_BACKSPACE) {
        while (n > 0 && ((unsigned char)v->name[n - 1] & 0xC0) == 0x80) {
            n--; /* a whole UTF-8 character */
        }
        v->name[n > 0 ? n - 1 : 0] = '\0';
        return true;
    }
    if (in->key == GM_KEY_ENTER) {
        save_current(ctx);
        return true;
    }
    if (in->key == GM_KEY_ESCAPE) {
        v->naming = false;
        return true;
    }
    return false;
}

static void row_click(gm_screen_ctx *ctx, size_t i, unsigned which)
{
    gm_saves_view *v = ctx->self;
    gm_save_info *s = &v->list[i];
    gm_save_error err;
    if (which == 0 && has_game(ctx) && v->confirm_load != (int)i) {
        v->confirm_load = (int)i; /* the game in play would be replaced: ask once */
        v->confirm = -1;
        snprintf(v->status, sizeof v->status,
                 _("Click Load again to put \"%s\" in place of the game in play (that one is "
                   "kept in the list as an unfinished game)."),
                 s->name);
    } else if (which == 0) {
        v->confirm_load = -1;
        if (gm_games_open_save(ctx->games, s->path, &err)) {
            gm_nav_go(ctx->nav, GM_SCREEN_PLAY);
            return;
        }
        snprintf(v->status, sizeof v->status, "%s", err.message);
        refresh(ctx); /* a damaged save was set aside */
    } else if (which == 1) {
        export_file(ctx, s->path, s->name);
    } else if (which == 3) {
        gm_nav_open(ctx->nav, GM_SCREEN_REVIEW,
                    &(gm_screen_arg){.path = s->path}); /* over this screen: Back comes here */
    } else if (v->confirm != (int)i) {
        v->confirm = (int)i; /* a second click deletes */
        v->confirm_load = -1;
        snprintf(v->status, sizeof v->status, _("Click Delete again to delete \"%s\"."), s->name);
    } else {
        char name[GM_SAVE_NAME_MAX];
        snprintf(name, sizeof name, "%s", s->name);
        if (gm_saves_delete(ctx->games->prefdir, name, &err)) {
            snprintf(v->status, sizeof v->status, _("Deleted \"%s\"."), name);
        } else {
            snprintf(v->status, sizeof v->status, "%s", err.message);
        }
        refresh(ctx);
    }
}

static bool saves_input(gm_screen_ctx *ctx, const gm_input *in)
{
    gm_saves_view *v = ctx->self;
    if (in->kind == GM_IN_MOVE) {
        return true;
    }
    if (v->naming && naming_input(ctx, in)) {
        return true;
    }
    if (in->kind == GM_IN_KEY && in->key == GM_KEY_ESCAPE) {
        gm_nav_go(ctx->nav, GM_SCREEN_TITLE);
        return true;
    }
    /* The wheel and the page keys turn the pages of a long list. */
    int turn = 0;
    if (in->kind == GM_IN_WHEEL) {
        turn = in->dy > 0 ? -1 : in->dy < 0 ? 1 : 0;
    } else if (in->kind == GM_IN_KEY) {
        turn = in->key == GM_KEY_PAGEUP || in->key == GM_KEY_UP || in->key == GM_KEY_LEFT ? -1
               : in->key == GM_KEY_PAGEDOWN || in->key == GM_KEY_DOWN || in->key == GM_KEY_RIGHT
                   ? 1
                   : 0;
        if (in->key == GM_KEY_HOME || in->key == GM_KEY_END) {
            turn = in->key == GM_KEY_HOME ? -(int)pages(v) : (int)pages(v);
        }
    }
    if (turn != 0) {
        long page = (long)v->page + turn;
        page = page < 0 ? 0 : page >= (long)pages(v) ? (long)pages(v) - 1 : page;
        if ((unsigned)page == v->page) {
            return false;
        }
        v->page = (unsigned)page;
        v->confirm = -1;
        v->confirm_load = -1;
        return true;
    }
    if (in->kind != GM_IN_RELEASE) {
        return false;
    }
    float x = in->x, y = in->y;
    bool was_naming = v->naming;
    v->naming = false; /* a click elsewhere gives the name up */
    if (gm_rect_contains(place(ctx, GM_SAVES_BACK), x, y)) {
        gm_nav_go(ctx->nav, GM_SCREEN_TITLE);
    } else if (gm_rect_contains(place(ctx, GM_SAVES_NAME_FIELD), x, y) && was_naming) {
        v->naming = true;
    } else if (gm_rect_contains(place(ctx, GM_SAVES_SAVE), x, y) && has_game(ctx)) {
        if (was_naming) {
            save_current(ctx);
        } else {
            start_naming(ctx);
        }
    } else if (gm_rect_contains(place(ctx, GM_SAVES_EXPORT), x, y)) {
        export_current(ctx);
    } else if (gm_rect_contains(place(ctx, GM_SAVES_PREV), x, y) && v->page > 0) {
        v->page--;
        v->confirm = -1;
    } else if (gm_rect_contains(place(ctx, GM_SAVES_NEXT), x, y) && v->page + 1 < pages(v)) {
        v->page++;
        v->confirm = -1;
    } else {
        for (unsigned r = 0; r < ROWS; r++) {
            size_t i = (size_t)v->page * ROWS + r;
            for (unsigned b = 0; b < 4 && i < v->count; b++) {
                if (gm_rect_contains(row_button(ctx, r, b), x, y)) {
                    row_click(ctx, i, b);
                    return true;
                }
            }
        }
    }
    return true;
}

static void saves_draw(gm_screen_ctx *ctx)
{
    gm_saves_view *v = ctx->self;
    gm_ui_background(ctx->canvas);
    const gm_rect list_panel = place(ctx, GM_SAVES_PANEL);
    const float names_x = places(ctx)->names_x;
    gm_text_draw(ctx->canvas->text, GM_FONT_TITLE, places(ctx)->title_font, true, GM_UI_GOLD,
                 ctx->canvas->lay->screens.ui.centre_x, places(ctx)->title_y, GM_ALIGN_CENTER,
                 _("Saved games"));
    gm_ui_panel(ctx->canvas, list_panel);
    if (v->count == 0) {
        gm_text_draw(ctx->canvas->text, GM_FONT_BODY, places(ctx)->empty_font, false, GM_UI_TEXT,
                     ctx->canvas->lay->screens.ui.centre_x, places(ctx)->empty_y, GM_ALIGN_CENTER,
                     _("No saved games yet. Save the game in play with the button below."));
    }
    char buf[GM_SAVE_PATH_MAX];
    for (unsigned r = 0; r < ROWS; r++) {
        size_t i = (size_t)v->page * ROWS + r;
        if (i >= v->count) {
            break;
        }
        const gm_save_info *s = &v->list[i];
        float y = places(ctx)->rows_y + (float)r * places(ctx)->row_step;
        /* The name and the line under it end before the row's buttons,
         * cut at a word; a name the game made is said in the language of
         * the moment, its date as the line under it writes dates. */
        float first = GM_LOGICAL_W;
        for (unsigned b = 0; b < 4; b++) {
            first = fminf(first, row_button(ctx, r, b).x);
        }
        const float room = first - places(ctx)->row_gap - names_x;
        char shown[GM_SAVE_NAME_MAX + 64], fit[sizeof buf];
        gm_saves_shown(s->name, shown, sizeof shown);
        /* The date at the name line's end, once (not beside a name that
         * says it): the line under it has the summary's room ("3 joueurs,
         * expédition 7, 4 Échecs Cosmiques" ran under the buttons, then was
         * cut, after the date). */
        char date[64];
        gm_saves_when((time_t)s->mtime, date, sizeof date);
        bool said = strstr(shown, date) != NULL;
        float summary_font = places(ctx)->summary_font;
        float date_w =
            said ? 0 : gm_text_width(ctx->canvas->text, GM_FONT_BODY, summary_font, false, date);
        if (!said) {
            gm_text_draw(ctx->canvas->text, GM_FONT_BODY, summary_font, false, GM_UI_TEXT,
                         names_x + room, y + places(ctx)->date_dy, GM_ALIGN_RIGHT, date);
        }
        float name_room = said ? room : room - date_w - places(ctx)->row_gap;
        if (s->mat[0] != '\0') {
            /* Its cosmic mat, before the date: a game on an earlier mat
             * plays on with it. It has the room a short name leaves, and
             * at least half the line. */
            char mat[120];
            snprintf(mat, sizeof mat, _("Cosmic mat: %s"), _(s->mat));
            float name_w = gm_text_width(ctx->canvas->text, GM_FONT_TITLE, places(ctx)->name_font,
                                         true, shown);
            float mat_room = fmaxf(name_room / 2, name_room - name_w - places(ctx)->row_gap);
            gm_text_fit(ctx->canvas->text, GM_FONT_BODY, summary_font, false, mat, mat_room, fit,
                        sizeof fit);
            name_room -=
                gm_text_draw(ctx->canvas->text, GM_FONT_BODY, summary_font, false, GM_UI_TEXT,
                             names_x + name_room, y + places(ctx)->mat_dy, GM_ALIGN_RIGHT, fit) +
                places(ctx)->row_gap;
        }
        gm_text_fit(ctx->canvas->text, GM_FONT_TITLE, places(ctx)->name_font, true, shown,
                    name_room, fit, sizeof fit);
        gm_text_draw(ctx->canvas->text, GM_FONT_TITLE, places(ctx)->name_font, true,
                     s->damaged ? GM_UI_GOLD : GM_UI_TEXT, names_x, y + places(ctx)->name_dy,
                     GM_ALIGN_LEFT, fit);
        snprintf(buf, sizeof buf, "%s%s", s->damaged ? _("cannot be read: ") : "", s->summary);
        gm_text_fit(ctx->canvas->text, GM_FONT_BODY, summary_font, false, buf, room, fit,
                    sizeof fit);
        gm_text_draw(ctx->canvas->text, GM_FONT_BODY, summary_font, false, GM_UI_TEXT, names_x,
                     y + places(ctx)->summary_dy, GM_ALIGN_LEFT, fit);
        /* Load on a damaged one too: it is said and set aside then. */
        gm_ui_button(ctx->canvas, row_button(ctx, r, 0), _("Load"), true);
        gm_ui_button(ctx->canvas, row_button(ctx, r, 1), _("Export"), true);
        gm_ui_button(ctx->canvas, row_button(ctx, r, 2),
                     v->confirm == (int)i ? _("Sure?") : _("Delete"), true);
        gm_ui_button(ctx->canvas, row_button(ctx, r, 3), _("Review"), true);
    }
    gm_ui_button(ctx->canvas, place(ctx, GM_SAVES_BACK), _("Back"), true);
    gm_ui_button(ctx->canvas, place(ctx, GM_SAVES_SAVE),
                 v->naming ? _("Save under this name") : _("Save the game in play"), has_game(ctx));
    gm_ui_button(ctx->canvas, place(ctx, GM_SAVES_EXPORT), _("Export for a bug report"), true);
    if (pages(v) > 1) {
        gm_ui_button(ctx->canvas, place(ctx, GM_SAVES_PREV), "<", v->page > 0);
        gm_ui_button(ctx->canvas, place(ctx, GM_SAVES_NEXT), ">", v->page + 1 < pages(v));
        /* Where in a long list: over the panel's right end. */
        snprintf(buf, sizeof buf,
                 ngettext("%zu save, page %u of %u", "%zu saves, page %u of %u", v->count),
                 v->count, v->page + 1, pages(v));
        gm_text_draw(ctx->canvas->text, GM_FONT_BODY, places(ctx)->page_font, false, GM_UI_TEXT,
                     list_panel.x + list_panel.w, list_panel.y + places(ctx)->page_dy,
                     GM_ALIGN_RIGHT, buf);
    }
    if (v->naming) {
        const gm_rect name_field = place(ctx, GM_SAVES_NAME_FIELD);
        gm_ui_panel(ctx->canvas, name_field);
        snprintf(buf, sizeof buf, "%s|", v->name); /* the caret at the end */
        gm_text_draw(ctx->canvas->text, GM_FONT_BODY, places(ctx)->field_font, false, GM_UI_GOLD,
                     name_field.x + places(ctx)->field_dx, name_field.y + places(ctx)->field_dy,
                     GM_ALIGN_LEFT, buf);
        gm_text_draw(ctx->canvas->text, GM_FONT_BODY, places(ctx)->prompt_font, false, GM_UI_TEXT,
                     place(ctx, GM_SAVES_BACK).x, name_field.y + places(ctx)->prompt_dy,
                     GM_ALIGN_LEFT, _("Name of the save:"));
    } else {
        gm_ui_notice(ctx->canvas, places(ctx)->status_y, v->status);
    }
}

const gm_screen gm_screen_saves = {
    .name = "saves",
    .ctx_size = sizeof(gm_saves_view),
    .enter = saves_enter,
    .leave = saves_leave,
    .input = saves_input,
    .draw = saves_draw,
};
