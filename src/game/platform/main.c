/* spacecats: the desktop game. Parses the options, opens the window, and
 * runs the screens in the fixed-timestep loop.
 *
 * Exit status: 0 success, 1 a runtime error (data, window, fonts), 2 bad
 * arguments. */
#include <SDL.h>
#include <SDL_image.h>
#include <SDL_ttf.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "app.h"
#include "gfx.h"
#include "harness.h"
#include "i18n.h"
#include "lock.h"
#include "loop.h"
#include "options.h"
#include "paths.h"
#include "run.h"
#include "sound.h"
#include "sprites.h"
#include "startup.h"
#include "text.h"
#include "tick.h"

#ifndef SC_VERSION
#define SC_VERSION "unknown"
#endif

enum { MAX_CATCHUP = 5, IDLE_MS = 1000 };

/* The platform's per-user folder (~/.local/share/spacecats/ on Linux). */
static bool sdl_pref(void *ctx, char *out, size_t len)
{
    (void)ctx;
    char *pref = SDL_GetPrefPath("", "spacecats");
    if (pref == NULL) {
        return false;
    }
    snprintf(out, len, "%s", pref);
    SDL_free(pref);
    return true;
}

/* Whether a person may be looking at the window: not under the test
 * drivers, and not a scripted run (a screenshot, a benchmark, a demo). */
static bool watched(const gm_options *opt)
{
    const char *driver = SDL_GetCurrentVideoDriver();
    bool test_driver =
        driver != NULL && (strcmp(driver, "dummy") == 0 || strcmp(driver, "offscreen") == 0);
    return !test_driver && opt->screenshot[0] == '\0' && opt->frame_bench == 0 &&
           !opt->startup_bench && !opt->autoplay;
}

typedef enum prefdir_state {
    PREFDIR_OURS,  /* the folder is this game's (or none could be locked: said) */
    PREFDIR_TAKEN, /* another game's: this one says so in its window, then stops */
    PREFDIR_STOP,  /* another game's, and nobody to tell but stderr: stop now */
} prefdir_state;

/* Makes the per-user folder (with its parents), takes its lock, and tidies
 * what a killed run left. When another game owns the folder this one must
 * not start (it would overwrite that game's saves and settings): said on
 * stderr, and in the window (the busy screen) when someone may see it;
 * app->games.prefdir is emptied then, so nothing is written there, and
 * the folder and its holder are kept in busy, for the busy screen. */
typedef struct busy_folder {
    char folder[512];
    long holder; /* 0: unknown */
} busy_folder;

static prefdir_state open_prefdir(gm_app *app, gm_lock *lock, busy_folder *busy)
{
    char msg[GM_SAVE_PATH_MAX + 512];
    if (!gm_paths_make_dirs(app->games.prefdir, msg, sizeof msg)) {
        /* Every save then fails and says so; the game itself can run. */
        fprintf(stderr, "spacecats: %s\n", msg);
        return PREFDIR_OURS;
    }
    switch (gm_lock_take(lock, app->games.prefdir, msg, sizeof msg)) {
    case GM_LOCK_HELD:
        break;
    case GM_LOCK_BUSY: {
        char say[sizeof msg + 256];
        snprintf(say, sizeof say,
                 _("%s. Two games on one folder would overwrite each other's saves, so this one "
                   "does not start: switch to the other Space Cats window."),
                 msg);
        fprintf(stderr, "spacecats: %s\n", say);
        /* Started from a menu there is no terminal: the window says it. */
        if (!watched(&app->opt)) {
            return PREFDIR_STOP;
        }
        snprintf(busy->folder, sizeof busy->folder, "%s", app->games.prefdir);
        busy->holder = lock->holder;
        app->games.prefdir[0] = '\0';
        return PREFDIR_TAKEN;
    }
    case GM_LOCK_ERROR:
        fprintf(stderr,
                _("spacecats: cannot lock the per-user folder (%s); do not run two games on it at "
                  "once\n"),
                msg);
        return PREFDIR_OURS;
    }
    unsigned removed = 0;
    gm_save_error err;
    if (!gm_saves_tidy(app->games.prefdir, time(NULL), &removed, &err)) {
        gm_games_cannot_continue(&app->games, err.message);
    }
    return PREFDIR_OURS;
}

/* The language the player chose in the settings of a folder another game
 * owns: read, never written. */
static void language_of(const char *folder)
{
    char path[600], warn[256];
    snprintf(path, sizeof path, "%ssettings.yaml", folder);
    gm_settings s;
    gm_settings_defaults(&s);
    bool unusable = false;
    (void)gm_settings_read(&s, path, warn, sizeof warn, &unusable);
    if (s.lang[0] != '\0') {
        gm_i18n_set_language(s.lang);
    }
}

static int run(gm_app *app, gm_startup *startup, const busy_folder *busy)
{
    const gm_options *opt = &app->opt;
    gm_run run = {.app = app};
    gm_harness_init(&run.harness, opt);
    run.harness.startup = startup;
    gm_screen_id first = opt->screen ? gm_screen_parse(opt->screen) : GM_SCREEN_TITLE;
    if (opt->autoplay) {
        gm_app_request_screen(app, GM_SCREEN_PLAY);
    } else if (busy->folder[0] != '\0') {
        /* Another game owns the folder: say so, then stop. */
        gm_app_open_screen(app, GM_SCREEN_BUSY,
                           &(gm_screen_arg){.path = busy->folder, .holder = busy->holder});
    } else {
        gm_app_request_screen(app, first);
    }
    if (busy->folder[0] != '\0') {
        app->nav.exit_code = 1;
    }
    /* The window's game writes its autosaves on a thread of their own, so a
     * frame never waits for the disk; a demo game (autoplay) at once, but
     * one watched at a pace (--autoplay-delay), as a player's game. */
    app->games.saves_threaded = !opt->autoplay || opt->autoplay_delay > 0;

    gm_loop_hooks hooks = gm_run_hooks(&run);
    /* Autoplay runs its ticks flat out, unless someone watches it at a speed. */
    hooks.turbo = opt->autoplay && opt->autoplay_delay == 0 &&
                  (opt->speed < 0 || opt->speed == GM_SPEED_INSTANT || opt->screenshot[0]);
    gm_loop_platform platform = gm_loop_sdl();
    gm_loop_run(&hooks, (gm_loop_config){GM_TICK_HZ, MAX_CATCHUP, IDLE_MS}, &platform);
    return app->nav.exit_code;
}

int main(int argc, char **argv)
{
    /* Over the file size limit (ulimit -f) a save or a screenshot fails with
     * EFBIG, which is reported and the game goes on, instead of SIGXFSZ
     * killing it mid-game. */
#ifdef SIGXFSZ
    signal(SIGXFSZ, SIG_IGN);
#endif
    gm_startup startup;
    gm_startup_begin(&startup);
    gm_options opt;
    char err[1024];
    /* The folders first, so even --help and errors speak the system's
     * language; --lang then overrides it. */
    char localedir[PATH_MAX], datadir[PATH_MAX];
    gm_paths_resolve(NULL, datadir, sizeof datadir, localedir, sizeof localedir);
    gm_i18n_init(localedir);
    switch (gm_options_parse(argc, argv, &opt, err, sizeof err)) {
    case GM_PARSE_HELP:
        for (const char *const *piece = gm_usage; *piece != NULL; piece++) {
            fputs(_(*piece), stdout);
        }
        return 0;
    case GM_PARSE_VERSION:
        /* The folders too: where an installed copy looks is the first
         * question when it does not start. */
        printf("spacecats %s\n%s %s\n%s %s\n", SC_VERSION, _("data folder:"), datadir,
               _("translations:"), localedir);
        return 0;
    case GM_PARSE_ERROR:
        fprintf(stderr, "spacecats: %s\n", err);
        return 2;
    case GM_PARSE_RUN:
        break;
    }
    startup.on = opt.startup_bench;
    if (opt.lang[0] != '\0') {
        gm_i18n_set_language(opt.lang);
    }
    if (opt.datadir[0] != '\0') {
        gm_paths_resolve(opt.datadir, datadir, sizeof datadir, localedir, sizeof localedir);
    }
    if (strlen(datadir) > GM_DATADIR_MAX) {
        /* From $SPACECATS_DATADIR or the program's place: too long to name
         * the files under it; refused rather than cut. */
        fprintf(stderr, _("spacecats: the data folder's path is longer than %d bytes: %s\n"),
                GM_DATADIR_MAX, datadir);
        return 1;
    }
    snprintf(opt.datadir, sizeof opt.datadir, "%s", datadir);
    gm_startup_mark(&startup, "options, folders, translations");
    /* The dock matches windows to the desktop file by the window class (X11
     * WM_CLASS, Wayland app_id); SDL reads these when the video starts. */
    SDL_setenv("SDL_VIDEO_X11_WMCLASS", GM_DESKTOP_ID, 0);
    SDL_setenv("SDL_VIDEO_WAYLAND_WMCLASS", GM_DESKTOP_ID, 0);

    static gm_app app; /* big (the legal choices); owned by main alone */
    if (!gm_app_init(&app, &opt, err, sizeof err)) {
        fprintf(stderr, "spacecats: %s\n", err);
        return 1;
    }
    gm_startup_mark(&startup, "data: the mats and their layouts read");
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0) {
        fprintf(stderr, _("spacecats: cannot start SDL: %s\n"), SDL_GetError());
        return 1;
    }
    gm_startup_mark(&startup, "SDL's video started");
    /* The per-user folder: settings and saves. Tests point it elsewhere. */
    char pref_env[GM_SAVE_PATH_MAX];
    if (gm_paths_pref(gm_paths_env("SPACECATS_PREFDIR", pref_env, sizeof pref_env), sdl_pref, NULL,
                      app.games.prefdir, sizeof app.games.prefdir) == GM_PATH_NONE) {
        fprintf(stderr, _("spacecats: no per-user folder (%s): settings and saves are off\n"),
                SDL_GetError());
    }
    /* A demo game (--autoplay) keeps its saves and settings apart: it must
     * never overwrite the autosave of a player's own game. */
    if (opt.autoplay && app.games.prefdir[0] != '\0') {
        size_t n = strlen(app.games.prefdir);
        snprintf(app.games.prefdir + n, sizeof app.games.prefdir - n, "autoplay/");
    }
    gm_lock lock = {.fd = -1};
    busy_folder busy = {.folder = ""};
    prefdir_state pref =
        app.games.prefdir[0] != '\0' ? open_prefdir(&app, &lock, &busy) : PREFDIR_OURS;
    if (pref == PREFDIR_STOP) {
        SDL_Quit();
        return 1;
    }
    /* The settings: a bad file is reported and the game goes on. --lang wins. */
    gm_games_load_settings(&app.games);
    if (opt.lang[0] == '\0' && app.games.settings.lang[0] != '\0') {
        gm_i18n_set_language(app.games.settings.lang);
    }
    if (pref == PREFDIR_TAKEN && opt.lang[0] == '\0') {
        language_of(busy.folder);
    }
    gm_startup_mark(&startup, "per-user folder locked, settings read");
    gm_gfx gfx;
    int code = 1;
    if (!gm_gfx_open(&gfx, opt.width, opt.height, opt.software, err, sizeof err)) {
        fprintf(stderr, "spacecats: %s\n", err);
        SDL_Quit();
        return 1;
    }
    /* Below 1280x720 the smallest text falls under 16 pixels: the window
     * stays at least that (or the largest 16:9 a smaller display holds).
     * Pictures taken with --screenshot may be any size. */
    if (opt.screenshot[0] == '\0' && opt.frame_bench == 0) {
        SDL_Rect usable = {0};
        int min_w, min_h;
        if (SDL_GetDisplayUsableBounds(SDL_GetWindowDisplayIndex(gfx.window), &usable) != 0) {
            usable.w = usable.h = 0;
        }
        gm_options_min_window(usable.w, usable.h, &min_w, &min_h);
        SDL_SetWindowMinimumSize(gfx.window, min_w, min_h);
    } else {
        SDL_SetWindowMinimumSize(gfx.window, 320, 180);
    }
    gm_startup_mark(&startup, "window and renderer");
    /* Sound starts SDL's audio subsystem itself and is never fatal: without
     * a device the game runs silently and says so once. */
    char sound_dir[600];
    snprintf(sound_dir, sizeof sound_dir, "%s/sound", opt.datadir);
    app.sound = gm_sound_open(sound_dir, app.sound_msg, sizeof app.sound_msg);
    gm_sound_set_volume(app.sound, app.games.settings.volume, app.games.settings.mute);
    if (app.games.settings.fullscreen && !opt.autoplay && opt.screenshot[0] == '\0') {
        SDL_SetWindowFullscreen(gfx.window, SDL_WINDOW_FULLSCREEN_DESKTOP);
    }
    if (app.sound_msg[0] != '\0') {
        fprintf(stderr, "spacecats: %s\n", app.sound_msg);
    }
    gm_startup_mark(&startup, "sound: the audio device opened");
    gm_sprites *sprites = NULL;
    char art[600];
    snprintf(art, sizeof art, "%s/art", opt.datadir);
    char fonts[600];
    snprintf(fonts, sizeof fonts, "%s/fonts", opt.datadir);
    gm_text *text = gm_text_new(&gfx, fonts, err, sizeof err);
    if (text == NULL) {
        fprintf(stderr, "spacecats: %s\n", err);
    } else if ((sprites = gm_sprites_new(&gfx, art)) == NULL) {
        fputs(_("spacecats: out of memory\n"), stderr);
    } else {
        app.gfx = &gfx;
        app.sprites = sprites;
        char cache[GM_SAVE_PATH_MAX + 32], cache_env[GM_SAVE_PATH_MAX], home[GM_SAVE_PATH_MAX];
        gm_paths_cache(gm_paths_env("XDG_CACHE_HOME", cache_env, sizeof cache_env),
                       gm_paths_env("SPACECATS_PREFDIR", pref_env, sizeof pref_env),
                       gm_paths_env("HOME", home, sizeof home), app.games.prefdir, cache,
                       sizeof cache);
        if (cache[0] != '\0' && strlen(cache) + 4 < sizeof cache) {
            strcat(cache, "art/");
            gm_sprites_set_cache(sprites, cache);
        }
        app.text = text;
        gm_startup_mark(&startup, "fonts found (fontconfig)");
        code = run(&app, &startup, &busy);
    }
    gm_app_free(&app);
    gm_sprites_free(sprites);
    gm_text_free(text);
    gm_gfx_close(&gfx);
    gm_sound_close(app.sound);
    app.sound = NULL;
    TTF_Quit();
    IMG_Quit();
    SDL_Quit();
    gm_lock_release(&lock); /* last: nothing is written to the folder after it */
    return code;
}
