/* The one set-up of a headless app that the screens' tests share
 * (test_screens.c and test_review_screen.c with no back end at all,
 * null_fixture.h on the null one): the source tree's data, seed 42, a
 * scratch per-user folder, and events sent through the app as the loop
 * sends them. */
#ifndef APP_FIXTURE_H
#define APP_FIXTURE_H

#include <ftw.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>

#include "app.h"
#include "play_draw.h"
#include "screen_play.h"
#include "tick.h"

/* The play picture's scene as the play screen draws it (play_draw.h): for
 * the play drawing's geometry, with gm_app_canvas(a). */
static inline const gm_play_scene *af_scene(const gm_app *a)
{
    static gm_play_scene scene;
    gm_play_screen_scene(&a->games, gm_play_screen_view(a), &scene);
    return &scene;
}

/* A fresh folder "/tmp/spacecats-TAG-XXXXXX" in dir (no trailing '/'). */
static inline bool af_scratch_new(char *dir, size_t len, const char *tag)
{
    snprintf(dir, len, "/tmp/spacecats-%s-XXXXXX", tag);
    return mkdtemp(dir) != NULL;
}

static inline int af_rm_one(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
    (void)st, (void)flag, (void)ftw;
    return remove(path);
}

/* The folder and everything in it gone; 0 on success. */
static inline int af_scratch_remove(const char *dir)
{
    return nftw(dir, af_rm_one, 16, FTW_DEPTH | FTW_PHYS);
}

/* An app on the source tree's data, seed 42, its per-user folder the
 * scratch folder, its settings read from there; NULL (said on stderr)
 * when it cannot start. */
static inline gm_app *af_app_new(const char *scratch, bool autoplay)
{
    gm_app *a = calloc(1, sizeof *a);
    if (a == NULL) {
        return NULL;
    }
    gm_options opt;
    gm_options_defaults(&opt);
    opt.has_seed = true;
    opt.seed = 42;
    opt.autoplay = autoplay;
    snprintf(opt.datadir, sizeof opt.datadir, "%s", SC_TEST_DATADIR);
    char err[512];
    if (!gm_app_init(a, &opt, err, sizeof err)) {
        fprintf(stderr, "gm_app_init: %s\n", err);
        free(a);
        return NULL;
    }
    snprintf(a->games.prefdir, sizeof a->games.prefdir, "%s/", scratch);
    gm_games_load_settings(&a->games);
    /* The join screen looks for games on the loopback only: tests send
     * nothing to the machine's network. */
    snprintf(a->games.find_address, sizeof a->games.find_address, "127.0.0.1");
    return a;
}

/* One event through the app, then the screen change it asked for. */
static inline bool af_send(gm_app *a, gm_input in)
{
    bool r = gm_app_input(a, &in);
    gm_app_apply_screen(a);
    return r;
}

/* A press and a release in the middle of r (a place the layout has);
 * what the release answered. */
static inline bool af_click(gm_app *a, gm_rect r)
{
    assert_true(r.w > 0 && r.h > 0);
    float x = r.x + r.w / 2, y = r.y + r.h / 2;
    af_send(a, (gm_input){.kind = GM_IN_PRESS, .x = x, .y = y});
    return af_send(a, gm_click_at(x, y));
}

static inline bool af_key(gm_app *a, gm_key k)
{
    return af_send(a, (gm_input){.kind = GM_IN_KEY, .key = k});
}

/* n ticks of the loop, each followed by the screen change asked for. */
static inline void af_ticks(gm_app *a, unsigned n)
{
    for (unsigned i = 0; i < n; i++) {
        gm_app_update(a, GM_TICK_SECONDS);
        gm_app_apply_screen(a);
    }
}

/* Asks for a screen and shows it, as the loop does between ticks. */
static inline void af_go(gm_app *a, gm_screen_id id)
{
    gm_app_request_screen(a, id);
    gm_app_apply_screen(a);
    assert_int_equal(a->screen, id);
}

/* Opens screen id over the current one with what it is opened with. */
static inline void af_open(gm_app *a, gm_screen_id id, const gm_screen_arg *arg)
{
    gm_app_open_screen(a, id, arg);
    gm_app_apply_screen(a);
    assert_int_equal(a->screen, id);
}

#endif
