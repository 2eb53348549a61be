/* The application: data loading, the screen machine and its dispatch. */
#include "app.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "gfx.h"
#include "i18n.h"
#include "save_names.h"
#include "spacecats/file_io.h"
#include "spacecats/fresh.h"
#include "sprites.h"
#include "text.h"

/* Computer seats play at the middle level; autoplay at a quick one, since a
 * whole game runs in one go (the choice of level changes no rule). */
static unsigned default_level(const gm_options *opt)
{
    const sc_ai_level *lvl = sc_ai_level_find(opt->autoplay ? "cadet" : "captain");
    return lvl != NULL ? lvl->id : 0;
}

bool gm_app_init(gm_app *app, const gm_options *opt, char *err, size_t err_len)
{
    memset(app, 0, sizeof *app);
    app->opt = *opt;
    if (!gm_mat_store_load(&app->mats, opt->datadir, err, err_len)) {
        return false;
    }
    app->mat = *app->mats.view.mat[0];
    app->layout = *app->mats.view.layout[0];
    /* The default setup: one human against three computers, or all
     * computers when autoplaying. */
    gm_new_game *s = &app->setup;
    s->n_players = (uint8_t)(opt->players ? opt->players : 4);
    for (unsigned i = 0; i < SC_MAX_PLAYERS; i++) {
        s->seats[i] = (gm_seat){
            .kind = (opt->autoplay || i > 0) ? GM_SEAT_COMPUTER : GM_SEAT_HUMAN,
            .colour = (uint8_t)i,
            .level = (uint8_t)default_level(opt),
        };
    }
    s->variants = opt->variants;
    s->first_player = -1;
    gm_settings_defaults(&app->settings); /* until gm_app_load_settings */
    /* From the kernel: a seed from the clock would be found by trying the
     * seconds around the start, and two games started in one second would
     * be one game. --seed fixes it, for reproducible runs. */
    s->seed = opt->has_seed ? opt->seed : sc_fresh_seed(NULL);
    if (opt->has_pointer) {
        app->pointer_x = opt->pointer_x;
        app->pointer_y = opt->pointer_y;
    }
    app->screen = GM_SCREEN_NONE;
    app->requested = GM_SCREEN_NONE;
    app->dirty = true;
    return true;
}

/* A settings file none of which could be read: the next change of a
 * setting would replace what the player wrote with the defaults, so it is
 * set aside first, and the warning says where (on the title too). */
static void set_settings_aside(gm_app *app, const char *path)
{
    char *warn = app->settings_warning;
    size_t len = sizeof app->settings_warning, n = strlen(warn);
    gm_save_error err;
    if (!gm_save_set_aside(path, time(NULL), err.set_aside, sizeof err.set_aside, &err)) {
        snprintf(warn + n, len - n, "; %s", err.message);
        return;
    }
    snprintf(warn + n, len - n, _(" (the file was set aside as %s)"), err.set_aside);
    if (app->notice[0] == '\0') {
        snprintf(app->notice, sizeof app->notice, "%s", warn);
    }
}

void gm_app_load_settings(gm_app *app)
{
    app->settings_warning[0] = '\0';
    gm_settings_defaults(&app->settings);
    if (app->prefdir[0] != '\0') {
        char path[sizeof app->prefdir + 16];
        snprintf(path, sizeof path, "%ssettings.yaml", app->prefdir);
        bool unusable = false;
        if (!gm_settings_read(&app->settings, path, app->settings_warning,
                              sizeof app->settings_warning, &unusable)) {
            if (unusable) {
                set_settings_aside(app, path);
            }
            fprintf(stderr, "spacecats: %s\n", app->settings_warning);
        }
    }
    const gm_options *opt = &app->opt;
    if (!opt->autoplay && opt->players == 0 && opt->variants == 0) {
        uint64_t seed = app->setup.seed; /* seeds are not kept */
        app->setup = app->settings.setup;
        app->setup.seed = seed;
    }
}

bool gm_app_save_settings(gm_app *app)
{
    app->settings.setup = app->setup;
    app->settings.setup.seed = 0;
    if (app->prefdir[0] == '\0') {
        return false; /* no per-user folder: main() said so at start */
    }
    char path[sizeof app->prefdir + 16];
    snprintf(path, sizeof path, "%ssettings.yaml", app->prefdir);
    if (!gm_settings_save(&app->settings, path, app->settings_warning,
                          sizeof app->settings_warning)) {
        fprintf(stderr, "spacecats: %s\n", app->settings_warning);
        return false;
    }
    return true;
}

/* Animation duration factor and computer pause (seconds) of each speed:
 * slow, normal, fast, instant. */
static const float speed_scale[GM_SPEED_COUNT] = {1.6f, 1.0f, 0.5f, 0.0f};
static const float speed_delay[GM_SPEED_COUNT] = {1.0f, 0.6f, 0.2333f, 0.0f};

void gm_app_play_settings(gm_app *app)
{
    if (app->play == NULL) {
        return;
    }
    unsigned sp = app->settings.speed < GM_SPEED_COUNT ? app->settings.speed : GM_SPEED_NORMAL;
    if (app->opt.speed >= 0) {
        sp = (unsigned)app->opt.speed;
    } else if (app->opt.autoplay) {
        sp = GM_SPEED_INSTANT;
    }
    float pause = speed_delay[sp];
    if (app->opt.autoplay && app->opt.autoplay_delay > 0) {
        /* A watched or killed-in-the-middle autoplay (tests/game/kill_resume.py). */
        pause = (float)app->opt.autoplay_delay / 1000.0f;
    }
    gm_session_set_speed(app->play->session, speed_scale[sp], pause);
    gm_session_set_auto_roll(app->play->session, app->settings.auto_roll && !app->opt.autoplay);
}

/* What the autosaves written since have to say, said. */
static void hear_autosaves(gm_app *app)
{
    char kept[GM_SAVE_NAME_MAX];
    gm_save_error err;
    if (app->saves == NULL || !gm_save_writer_news(app->saves, kept, sizeof kept, &err)) {
        return;
    }
    if (err.message[0] != '\0' && strcmp(err.message, app->notice) != 0) {
        /* Said once, not after every action; the game goes on. */
        fprintf(stderr, _("spacecats: the game could not be saved: %s\n"), err.message);
        snprintf(app->notice, sizeof app->notice, "%s", err.message);
    }
    if (kept[0] != '\0') {
        /* The game this one replaced is in Saved games: said where (on the
         * title, in the language it is drawn in: gm_app_notice). */
        snprintf(app->kept, sizeof app->kept, "%s", kept);
        app->notice[0] = '\0';
        char say[sizeof app->notice];
        fprintf(stderr, "spacecats: %s\n", gm_app_notice(app, say, sizeof say));
    }
}

/* The autosaves of another game from now on; st: what of it is on disk. */
static void start_autosaves(gm_app *app, gm_autosave st)
{
    if (app->saves == NULL) {
        app->saves = gm_save_writer_new(app->saves_threaded);
    }
    if (app->saves != NULL) {
        gm_save_writer_restart(app->saves, st);
        hear_autosaves(app);
    }
}

bool gm_app_new_game(gm_app *app)
{
    if (app->opt.continue_game || app->opt.load[0] != '\0') {
        /* --continue, --load: the first game is the saved one, once. */
        char path[sizeof app->opt.load];
        snprintf(path, sizeof path, "%s", app->opt.load);
        app->opt.continue_game = false;
        app->opt.load[0] = '\0';
        gm_save_error err;
        if (gm_app_open_save(app, path[0] != '\0' ? path : NULL, &err)) {
            return true;
        }
        if (err.status == GM_SAVE_MISSING && path[0] != '\0') {
            /* --load of a file that is not there: said for --load. */
            fprintf(stderr, _("spacecats: --load: there is no file to load (%s)\n"), err.message);
        } else if (err.status == GM_SAVE_MISSING) {
            fprintf(stderr, _("spacecats: there is no saved game to continue (%s)\n"), err.message);
        } else {
            fprintf(stderr, "spacecats: %s\n", err.message);
        }
        app->quit = true;
        app->exit_code = 1;
        return false;
    }
    start_autosaves(app, (gm_autosave){0}); /* a new game: its first state is saved */
    if (app->play == NULL) {
        app->play = gm_play_new(&app->layout);
        if (app->play == NULL) {
            return false;
        }
    }
    sc_setup setup = {
        .n_players = app->setup.n_players,
        .variants = app->setup.variants,
        .first_player = app->setup.first_player,
        .seed = app->setup.seed,
    };
    const gm_mats *mats = &app->mats.view;
    gm_app_show_mat(app, mats->mat[0]);
    if (!gm_session_start(app->play->session, mats->mat[0], &setup, app->setup.seats)) {
        gm_play_free(app->play);
        app->play = NULL;
        return false;
    }
    if (!app->opt.has_seed) {
        /* The computers' decisions their own seed, so that they say
         * nothing of the game's. */
        gm_session_set_computers_seed(app->play->session, sc_fresh_seed(NULL));
    }
    gm_app_play_settings(app);
    /* The next game deals afresh. */
    app->setup.seed = app->opt.has_seed ? app->setup.seed + 1 : sc_fresh_seed(NULL);
    return true;
}

bool gm_app_open_save(gm_app *app, const char *path, gm_save_error *err)
{
    gm_save_writer_flush(app->saves); /* the folder as the game in play left it */
    /* Into a fresh game, so a failure leaves the game in play untouched. */
    gm_play *p = gm_play_new(&app->layout);
    if (p == NULL) {
        snprintf(err->message, sizeof err->message, "%s", _("out of memory"));
        err->status = GM_SAVE_IO;
        return false;
    }
    char warn[GM_SAVE_PATH_MAX + 300] = "";
    time_t now = time(NULL);
    char autosave[GM_SAVE_PATH_MAX];
    if (path != NULL && gm_saves_path(app->prefdir, GM_AUTOSAVE_FILE, autosave, sizeof autosave) &&
        sc_file_same(path, autosave)) {
        path = NULL; /* the autosave by its path: the game in progress itself */
    }
    bool ok;
    const gm_mats *mats = &app->mats.view;
    if (path == NULL) {
        ok = gm_saves_continue(app->prefdir, mats, app->setup.seats, p->session, warn, sizeof warn,
                               now, err);
    } else if (gm_saves_is_own(app->prefdir, path)) {
        /* The game's own files are set aside when damaged ... */
        ok = gm_save_open(path, mats, app->setup.seats, p->session, warn, sizeof warn, now, err);
    } else {
        /* ... a file of the player's elsewhere is left where it is. */
        ok = gm_save_read(path, mats, app->setup.seats, p->session, warn, sizeof warn, err);
    }
    if (!ok) {
        gm_play_free(p);
        return false;
    }
    if (warn[0] != '\0') {
        fprintf(stderr, "spacecats: %s\n", warn);
    }
    if (app->opt.autoplay) {
        /* Autoplay means every seat a computer, a loaded game's humans too:
         * nobody is there to click. */
        for (unsigned i = 0; i < SC_MAX_PLAYERS; i++) {
            gm_seat seat = *gm_session_seat(p->session, i);
            if (seat.kind == GM_SEAT_HUMAN) {
                seat.kind = GM_SEAT_COMPUTER;
                seat.level = (uint8_t)default_level(&app->opt);
                gm_session_set_seat(p->session, i, &seat);
            }
        }
        gm_session_language_changed(p->session); /* "Computer 1", not "Player 1" */
    }
    if (app->play != NULL) {
        gm_play_free(app->play);
    }
    app->play = p;
    app->game_active = true;
    gm_app_show_mat(app, gm_play_game(p)->mat); /* the mat it started on */
    /* The autosave is this game as loaded (written at once for a file
     * loaded from elsewhere, so Continue finds it). */
    start_autosaves(app, (gm_autosave){.saved = path == NULL,
                                       .actions = gm_session_revision(p->session),
                                       /* finished: the autosave of the game in progress stays */
                                       .off = sc_game_over(gm_play_game(p))});
    gm_session_set_threaded(p->session, !app->opt.autoplay);
    gm_app_play_settings(app);
    gm_app_autosave(app);
    return true;
}

void gm_app_autosave(gm_app *app)
{
    if (app->play == NULL || gm_session_held(app->play->session)) {
        return;
    }
    if (app->saves == NULL && (app->saves = gm_save_writer_new(app->saves_threaded)) == NULL &&
        (app->saves = gm_save_writer_new(false)) == NULL) {
        return; /* out of memory: the next change tries again */
    }
    gm_save_writer_post(app->saves, app->prefdir, app->play->session);
    hear_autosaves(app);
}

void gm_app_autosave_flush(gm_app *app)
{
    gm_app_autosave(app);
    gm_save_writer_flush(app->saves);
    hear_autosaves(app);
}

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
}

void gm_app_open_screen(gm_app *app, gm_screen_id id)
{
    app->request = GM_REQUEST_OPEN;
    app->requested = id;
}

void gm_app_close_screen(gm_app *app)
{
    app->request = GM_REQUEST_CLOSE;
    app->requested = app->screen; /* anything but none: a change is pending */
}

static void leave_top(gm_app *app)
{
    if (app->depth > 0) {
        const gm_screen *s = gm_screen_get(app->stack[app->depth - 1]);
        if (s->leave != NULL) {
            s->leave(app);
        }
    }
}

/* The top screen leaves the stack, its state with it. */
static void drop_top(gm_app *app)
{
    gm_screen_id id = app->stack[--app->depth];
    free(app->screen_ctx[id]);
    app->screen_ctx[id] = NULL;
}

static bool push(gm_app *app, gm_screen_id id)
{
    const gm_screen *s = gm_screen_get(id);
    if (app->depth == GM_SCREEN_STACK || app->screen_ctx[id] != NULL) {
        return false; /* never twice on the stack */
    }
    if (s->ctx_size > 0 && (app->screen_ctx[id] = calloc(1, s->ctx_size)) == NULL) {
        return false;
    }
    app->stack[app->depth++] = id;
    return true;
}

void gm_app_show_mat(gm_app *app, const sc_mat *mat)
{
    const gm_mats *m = &app->mats.view;
    for (unsigned i = 0; i < m->n; i++) {
        if (m->mat[i] == mat && app->mat.checksum != mat->checksum) {
            app->mat = *mat;
            app->layout = *m->layout[i];
            app->dirty = true;
        }
    }
}

void gm_app_free(gm_app *app)
{
    leave_top(app);
    while (app->depth > 0) {
        drop_top(app);
    }
    app->screen = GM_SCREEN_NONE;
    /* What it was handed is written first, and what that had to say is
     * said (a game kept in Saved games) before the game stops. */
    gm_save_writer_flush(app->saves);
    hear_autosaves(app);
    gm_save_writer_free(app->saves);
    app->saves = NULL;
    if (app->play != NULL) {
        gm_play_free(app->play);
        app->play = NULL;
    }
    gm_mat_store_free(&app->mats);
}

void gm_app_apply_screen(gm_app *app)
{
    while (app->requested != GM_SCREEN_NONE) {
        gm_screen_request how = app->request;
        gm_screen_id next = app->requested;
        app->requested = GM_SCREEN_NONE;
        leave_top(app);
        bool ok = true;
        if (how == GM_REQUEST_CLOSE && app->depth > 1) {
            drop_top(app); /* back to the screen below, entered again */
            next = app->stack[app->depth - 1];
        } else {
            if (how != GM_REQUEST_OPEN || app->depth == GM_SCREEN_STACK) {
                while (app->depth > 0) {
                    drop_top(app);
                }
            }
            if (how == GM_REQUEST_CLOSE) {
                next = GM_SCREEN_TITLE; /* nothing below */
            }
            ok = push(app, next);
        }
        const gm_screen *s = gm_screen_get(next);
        app->screen = ok ? next : GM_SCREEN_NONE;
        gm_ui_guard_reset(&app->guard); /* another screen's buttons */
        app->guard_press = false;
        if (ok && s->enter != NULL && !s->enter(app)) {
            drop_top(app);
            ok = false;
        }
        if (!ok) {
            /* A screen that cannot start falls back on the title. */
            app->screen = GM_SCREEN_NONE;
            if (next != GM_SCREEN_TITLE) {
                gm_app_request_screen(app, GM_SCREEN_TITLE);
            } else {
                app->quit = true;
                app->exit_code = 1;
            }
        }
        app->dirty = true;
    }
}

bool gm_app_input(gm_app *app, const gm_input *in)
{
    if (app->screen == GM_SCREEN_NONE) {
        return false;
    }
    if (in->kind == GM_IN_MOVE) {
        app->pointer_x = in->x;
        app->pointer_y = in->y;
    }
    if (in->kind == GM_IN_QUIT) {
        app->quit = true;
        return false;
    }
    if (in->kind == GM_IN_KEY && in->key == GM_KEY_F1 && app->screen != GM_SCREEN_RULES) {
        gm_app_open_screen(app, GM_SCREEN_RULES); /* from any screen, back to where it was */
        return true;
    }
    const gm_screen *s = gm_screen_get(app->screen);
    /* A press on a button that just took another's place is not yet for
     * it, and neither is its release; a press let through keeps its
     * release (the screen's state waits for it). */
    if (in->kind == GM_IN_PRESS) {
        app->guard_press = !(s->showing != NULL && s->showing(app)) &&
                           gm_ui_guard_blocks(&app->guard, in->x, in->y);
        if (app->guard_press) {
            return false;
        }
    } else if (in->kind == GM_IN_RELEASE && app->guard_press) {
        app->guard_press = false;
        return false;
    }
    return s->input(app, in);
}

bool gm_app_update(gm_app *app, float dt)
{
    if (app->screen == GM_SCREEN_NONE) {
        return false;
    }
    const gm_screen *s = gm_screen_get(app->screen);
    bool changed = s->update != NULL && s->update(app, dt);
    gm_ui_guard_tick(&app->guard, dt, s->showing != NULL && s->showing(app));
    return changed;
}

bool gm_app_follow_size(gm_app *app)
{
    if (app->gfx == NULL) {
        return false;
    }
    int w = app->gfx->out_w, h = app->gfx->out_h;
    if (gm_gfx_update_size(app->gfx)) {
        /* A new scale: rasterise the art and open the fonts at the new size. */
        gm_sprites_flush(app->sprites);
        gm_text_flush(app->text);
        app->dirty = true;
    }
    if (w != app->gfx->out_w || h != app->gfx->out_h) {
        app->dirty = true;
        return true;
    }
    return app->dirty;
}

void gm_app_draw(gm_app *app)
{
    /* Drawn at the window's size of now, whatever events said or did not
     * say (leaving full screen may tell its new size late): never a frame
     * laid out for the old size, cropped. */
    gm_app_follow_size(app);
    if (app->gfx != NULL && app->screen != GM_SCREEN_NONE) {
        gm_ui_guard_begin(&app->guard);
        gm_screen_get(app->screen)->draw(app);
        gm_ui_guard_end(&app->guard);
    }
}

bool gm_app_busy(const gm_app *app)
{
    if (app->requested != GM_SCREEN_NONE) {
        return true;
    }
    if (app->screen == GM_SCREEN_NONE) {
        return false;
    }
    const gm_screen *s = gm_screen_get(app->screen);
    /* A button that still ignores clicks: its moment must pass. */
    return (s->busy != NULL && s->busy(app)) || gm_ui_guard_settling(&app->guard);
}

const gm_screen *gm_screen_get(gm_screen_id id)
{
    static const gm_screen *const table[GM_SCREEN_COUNT] = {
        [GM_SCREEN_TITLE] = &gm_screen_title,       [GM_SCREEN_SETUP] = &gm_screen_setup,
        [GM_SCREEN_PLAY] = &gm_screen_play,         [GM_SCREEN_SCORE] = &gm_screen_score,
        [GM_SCREEN_SAVES] = &gm_screen_saves,       [GM_SCREEN_RULES] = &gm_screen_rules,
        [GM_SCREEN_SETTINGS] = &gm_screen_settings, [GM_SCREEN_REVIEW] = &gm_screen_review,
        [GM_SCREEN_BUSY] = &gm_screen_busy,
    };
    return table[id < GM_SCREEN_COUNT ? id : GM_SCREEN_TITLE];
}

gm_screen_id gm_screen_parse(const char *name)
{
    for (unsigned i = 0; i < GM_SCREEN_COUNT; i++) {
        if (strcmp(gm_screen_get((gm_screen_id)i)->name, name) == 0) {
            return (gm_screen_id)i;
        }
    }
    return GM_SCREEN_NONE;
}

const char *gm_app_notice(const gm_app *app, char *buf, size_t len)
{
    if (app->notice[0] != '\0' || app->kept[0] == '\0') {
        snprintf(buf, len, "%s", app->notice);
        return buf;
    }
    char shown[GM_SAVE_NAME_MAX + 64];
    gm_saves_shown(app->kept, shown, sizeof shown);
    snprintf(buf, len, _("Your unfinished game was kept in Saved games as \"%s\"."), shown);
    return buf;
}
