/* The application: data loading, the screen machine and its dispatch. */
#include "app.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "spacecats/mat_load.h"

bool gm_app_init(gm_app *app, const gm_options *opt, char *err, size_t err_len)
{
    memset(app, 0, sizeof *app);
    app->opt = *opt;
    char path[600];
    snprintf(path, sizeof path, "%s/mat/default.yaml", opt->datadir);
    if (!sc_mat_load_file(path, &app->mat, err, err_len)) {
        return false;
    }
    snprintf(path, sizeof path, "%s/layout/board.yaml", opt->datadir);
    if (!gm_layout_load_file(path, &app->layout, err, err_len) ||
        !gm_layout_check(&app->layout, &app->mat, err, err_len)) {
        return false;
    }
    /* The default setup: one human against three computers, or all
     * computers when autoplaying. */
    gm_new_game *s = &app->setup;
    s->n_players = (uint8_t)(opt->players ? opt->players : 4);
    for (unsigned i = 0; i < SC_MAX_PLAYERS; i++) {
        s->seats[i] = (gm_seat){
            .kind = (opt->autoplay || i > 0) ? GM_SEAT_COMPUTER : GM_SEAT_HUMAN,
            .colour = (uint8_t)i,
        };
    }
    s->variants = opt->variants;
    s->first_player = -1;
    s->seed = opt->has_seed ? opt->seed : (uint64_t)time(NULL);
    app->screen = GM_SCREEN_NONE;
    app->requested = GM_SCREEN_NONE;
    app->dirty = true;
    return true;
}

void gm_app_free(gm_app *app)
{
    if (app->screen != GM_SCREEN_NONE) {
        const gm_screen *s = gm_screen_get(app->screen);
        if (s->leave != NULL) {
            s->leave(app);
        }
    }
    if (app->play != NULL) {
        gm_play_free(app->play);
        free(app->play);
        app->play = NULL;
    }
}

bool gm_app_new_game(gm_app *app)
{
    if (app->play == NULL) {
        app->play = calloc(1, sizeof *app->play);
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
    if (!gm_play_start(app->play, &app->layout, &app->mat, &setup, app->setup.seats)) {
        gm_play_free(app->play);
        free(app->play);
        app->play = NULL;
        return false;
    }
    /* Computers take half a second an action, or none when autoplaying. */
    app->play->bot_delay = app->opt.autoplay ? 0 : 30;
    app->setup.seed++; /* the next game deals afresh */
    return true;
}

void gm_app_request_screen(gm_app *app, gm_screen_id id)
{
    app->requested = id;
}

void gm_app_apply_screen(gm_app *app)
{
    while (app->requested != GM_SCREEN_NONE) {
        gm_screen_id next = app->requested;
        app->requested = GM_SCREEN_NONE;
        if (app->screen != GM_SCREEN_NONE) {
            const gm_screen *old = gm_screen_get(app->screen);
            if (old->leave != NULL) {
                old->leave(app);
            }
        }
        app->screen = next;
        const gm_screen *s = gm_screen_get(next);
        if (s->enter != NULL && !s->enter(app)) {
            /* A screen that cannot start falls back on the title. */
            app->screen = GM_SCREEN_NONE;
            if (next != GM_SCREEN_TITLE) {
                app->requested = GM_SCREEN_TITLE;
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
    return gm_screen_get(app->screen)->input(app, in);
}

bool gm_app_update(gm_app *app)
{
    if (app->screen == GM_SCREEN_NONE) {
        return false;
    }
    const gm_screen *s = gm_screen_get(app->screen);
    return s->update != NULL && s->update(app);
}

void gm_app_draw(gm_app *app)
{
    if (app->gfx != NULL && app->screen != GM_SCREEN_NONE) {
        gm_screen_get(app->screen)->draw(app);
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
    return s->busy != NULL && s->busy(app);
}

const gm_screen *gm_screen_get(gm_screen_id id)
{
    static const gm_screen *const table[GM_SCREEN_COUNT] = {
        [GM_SCREEN_TITLE] = &gm_screen_title,
        [GM_SCREEN_SETUP] = &gm_screen_setup,
        [GM_SCREEN_PLAY] = &gm_screen_play,
        [GM_SCREEN_SCORE] = &gm_screen_score,
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
