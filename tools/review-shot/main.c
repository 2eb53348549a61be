/* review-shot: pictures of the review screen for docs/screenshots (a
 * developer tool, not installed). Loads a save or a game record as the game
 * in play, opens its review from the scoring screen as a player would, and
 * writes the graph and the first turning point on the board as PNGs at the
 * window's size, through the game's own drawing.
 *
 * usage: review-shot DATADIR LANG RECORD GRAPH.png BOARD.png [WxH [WORLDS [PARTIAL.png]]]
 * (run with SDL_VIDEODRIVER=dummy; the picture is drawn in software).
 * WORLDS, the simulated worlds per estimate (default: the game's, 400),
 * makes a cheap review for the reference pictures (tests/reference): the
 * same screen, drawn from rougher chances. PARTIAL.png: the review worked
 * out a step a frame, and the screen drawn when the first turning point
 * shows, while the rest is still worked out. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../shot_kit.h"
#include "screen_review.h"
#include "spacecats/file_io.h"
#include "sprites.h"
#include "text.h"

static int fail(const char *what, const char *why)
{
    fprintf(stderr, "review-shot: %s: %s\n", what, why);
    return 1;
}

static bool shot(gm_app *app, const char *path)
{
    char err[700];
    if (!sk_shot(app, path, err, sizeof err)) {
        fprintf(stderr, "review-shot: %s\n", err);
        return false;
    }
    return true;
}

int main(int argc, char **argv)
{
    if (argc < 6) {
        fputs("usage: review-shot DATADIR LANG RECORD GRAPH.png BOARD.png "
              "[WxH [WORLDS [PARTIAL.png]]]\n",
              stderr);
        return 2;
    }
    int w = 1280, h = 720;
    if (argc > 6 && sscanf(argv[6], "%dx%d", &w, &h) != 2) {
        return fail(argv[6], "not a size WxH");
    }
    unsigned worlds = 0;
    if (argc > 7 && (sscanf(argv[7], "%u", &worlds) != 1 || worlds == 0)) {
        return fail(argv[7], "not a count of worlds");
    }
    gm_options opt;
    gm_options_defaults(&opt);
    opt.autoplay = true; /* the review is worked out at once, on this thread */
    opt.review_worlds = worlds;
    const char *partial = argc > 8 ? argv[8] : NULL;
    opt.review_steps = partial ? 1 : 0;
    static gm_app app;
    char err[1024];
    if (!sk_app_init(&app, &opt, argv[1], argv[2], err, sizeof err)) {
        return fail("init", err);
    }
    size_t len = 0;
    char *text = sc_file_read(argv[3], GM_SAVE_MAX_BYTES, &len, err, sizeof err);
    if (text == NULL) {
        return fail(argv[3], err);
    }
    gm_seat seats[SC_MAX_PLAYERS];
    for (unsigned i = 0; i < SC_MAX_PLAYERS; i++) {
        seats[i] = (gm_seat){.kind = GM_SEAT_HUMAN, .colour = (uint8_t)i};
    }
    char warn[256];
    gm_save_parse_seats(text, len, seats, warn, sizeof warn);
    gm_play *play = gm_play_new(&app.layout);
    sc_record_error rerr;
    unsigned at; /* on the mat it was played on, among every mat shipped */
    if (!gm_mats_of_record(&app.games.mats.view, text, len, &at, err, sizeof err)) {
        return fail(argv[3], err);
    }
    gm_games_show_mat(&app.games, app.games.mats.view.mat[at]);
    if (play == NULL ||
        !gm_session_resume(play->session, app.games.mats.view.mat[at], text, len, seats, &rerr)) {
        return fail(argv[3], play == NULL ? "out of memory" : rerr.message);
    }
    free(text);
    app.games.play = play;
    gm_gfx gfx;
    if (!sk_window(&app, &gfx, w, h, err, sizeof err)) {
        return fail("window", err);
    }
    gm_app_request_screen(&app, GM_SCREEN_SCORE);
    gm_app_apply_screen(&app);
    gm_app_open_screen(&app, GM_SCREEN_REVIEW, NULL);
    gm_app_apply_screen(&app);
    gm_app_update(&app, 1.0f / 60);
    const gm_review_view *v = gm_review_screen_view(&app);
    if (partial && v) {
        while (!v->finished && v->n_turns == 0) {
            gm_app_update(&app, 1.0f / 60);
        }
        if (v->finished || !shot(&app, partial)) {
            return fail(partial, "no turning point before the end of the review");
        }
        while (!v->finished) {
            gm_app_update(&app, 1.0f / 60);
        }
    }
    if (v == NULL || v->review == NULL) {
        return fail(argv[3], v ? v->message : "the review did not open");
    }
    int code = shot(&app, argv[4]) ? 0 : 1;
    gm_rect show = gm_review_place(&app.layout, GM_REVIEW_SHOW, 0);
    gm_input click = gm_click_at(show.x + show.w / 2, show.y + show.h / 2);
    gm_app_input(&app, &click);
    if (v->shown != 0) {
        code = fail(argv[3], "no turning point to show");
    } else if (!shot(&app, argv[5])) {
        code = 1;
    }
    app.games.play = NULL;
    gm_play_free(play);
    sk_close(&app, &gfx);
    return code;
}
