/* The review screen driven by events, as tests/game/test_screens.c drives
 * the others (a headless app on the source tree's data, clicks in the
 * middle of the places the screen's geometry gives): reached from the
 * scoring screen and from a row of Saved games, its turning points shown on
 * the board and browsed, Cancel while it works, a damaged save named with
 * its line (and again after the rules were opened over it), and the game
 * in play and its autosave left byte for byte as they were. */
#include <time.h>

#include "app_fixture.h"

#include "screen_review.h"
#include "screen_saves.h"
#include "spacecats/file_io.h"

static gm_app *app;
static char scratch[128]; /* the per-user folder, without its trailing '/' */

static int setup(void **state)
{
    (void)state;
    return af_scratch_new(scratch, sizeof scratch, "review") ? 0 : -1;
}

static int teardown(void **state)
{
    (void)state;
    gm_app_free(app);
    free(app);
    app = NULL;
    return af_scratch_remove(scratch);
}

static void click(gm_rect r)
{
    af_click(app, r);
}

static void key(gm_key k)
{
    af_key(app, k);
}

static gm_rect place(gm_review_thing what, unsigned row)
{
    return gm_review_place(&app->layout, what, row);
}

/* Ticks until the review has finished (a threaded one works meanwhile). */
static const gm_review_view *wait_review(void)
{
    const gm_review_view *v = gm_review_screen_view(app);
    assert_non_null(v);
    for (unsigned i = 0; i < 6000 && !v->finished; i++) {
        af_ticks(app, 1);
        struct timespec ms = {0, 1000000};
        nanosleep(&ms, NULL);
    }
    assert_true(v->finished);
    return v;
}

/* An autoplayed game (every seat a computer) played to its scoring, the
 * seats made human afterwards so that they have turning points. */
static void play_to_the_end(bool autoplay)
{
    app = af_app_new(scratch, autoplay);
    assert_non_null(app);
    app->games.setup.n_players = 3;
    gm_app_request_screen(app, GM_SCREEN_PLAY);
    gm_app_apply_screen(app);
    if (!autoplay) {
        gm_session_set_threaded(app->games.play->session, false);
        for (unsigned i = 0; i < 3; i++) {
            gm_session_set_seat_kind(app->games.play->session, i, GM_SEAT_COMPUTER);
        }
        gm_session_set_speed(app->games.play->session, 0, 0);
    }
    for (unsigned i = 0; i < 20000 && app->screen == GM_SCREEN_PLAY; i++) {
        af_ticks(app, 1);
    }
    assert_int_equal(app->screen, GM_SCREEN_SCORE);
    assert_true(sc_game_over(gm_play_game(app->games.play)));
    for (unsigned i = 0; i < 3; i++) {
        gm_session_set_seat_kind(app->games.play->session, i, GM_SEAT_HUMAN);
    }
}

/* What the autosave wrote: for a finished game, the last game's file (the
 * autosave itself is removed then). */
static char *autosave_bytes(size_t *len)
{
    char path[GM_SAVE_PATH_MAX], err[512];
    bool over = sc_game_over(gm_play_game(app->games.play));
    assert_true(gm_saves_path(app->games.prefdir, over ? GM_LAST_GAME_FILE : GM_AUTOSAVE_FILE, path,
                              sizeof path));
    char *text = sc_file_read(path, GM_SAVE_MAX_BYTES, len, err, sizeof err);
    if (text == NULL) {
        fail_msg("autosave: %s", err);
    }
    return text;
}

/* ---- from the scoring screen -------------------------------------------- */

static void from_score_and_back(void **state)
{
    (void)state;
    play_to_the_end(true);
    gm_games_autosave(&app->games);
    size_t save_len, rec_len = gm_session_record(app->games.play->session)->len;
    char *save = autosave_bytes(&save_len);
    char *rec = malloc(rec_len);
    assert_non_null(rec);
    memcpy(rec, gm_session_record(app->games.play->session)->text, rec_len);
    sc_game game = (*gm_play_game(app->games.play));

    click(app->layout.screens.score.review);
    assert_int_equal(app->screen, GM_SCREEN_REVIEW);
    const gm_review_view *v = wait_review();
    assert_non_null(v->review);
    assert_true(v->review->over);
    assert_int_equal(v->review->n_players, 3);
    assert_int_equal(v->review->n_points, game.expedition + 1u);
    assert_int_equal(v->review->humans, 7u);
    assert_int_equal(v->shown, -1);
    assert_string_equal(v->message, "");
    /* Computer moves reviewed as a human's: a few lost winning chance. */
    assert_true(v->n_turns > 1);
    for (unsigned k = 1; k < v->n_turns; k++) {
        assert_true(v->turns[k - 1]->win_best - v->turns[k - 1]->win_chosen >=
                    v->turns[k]->win_best - v->turns[k]->win_chosen);
    }

    /* A turning point on the board: the game as it was then. */
    click(place(GM_REVIEW_SHOW, 0));
    assert_int_equal(v->shown, 0);
    key(GM_KEY_RIGHT);
    assert_int_equal(v->shown, 1);
    click(place(GM_REVIEW_TURN_PREV, 0));
    assert_int_equal(v->shown, 0);
    click(place(GM_REVIEW_TURN_PREV, 0)); /* the first has none before it */
    assert_int_equal(v->shown, 0);
    click(place(GM_REVIEW_TO_GRAPH, 0));
    assert_int_equal(v->shown, -1);
    assert_int_equal(app->screen, GM_SCREEN_REVIEW);
    if (v->n_turns > GM_REVIEW_ROWS) {
        click(place(GM_REVIEW_NEXT, 0));
        assert_int_equal(v->page, 1);
        click(place(GM_REVIEW_SHOW, 0));
        assert_int_equal(v->shown, GM_REVIEW_ROWS);
        key(GM_KEY_ESCAPE);
        assert_int_equal(v->shown, -1);
    }
    click(place(GM_REVIEW_BACK, 0));
    assert_int_equal(app->screen, GM_SCREEN_SCORE);
    assert_null(gm_review_screen_view(app));

    /* The game in play and its autosave, byte for byte as they were. */
    af_ticks(app, 5);
    gm_games_autosave(&app->games);
    size_t after_len;
    char *after = autosave_bytes(&after_len);
    assert_int_equal(after_len, save_len);
    assert_memory_equal(after, save, save_len);
    assert_int_equal(gm_session_record(app->games.play->session)->len, rec_len);
    assert_memory_equal(gm_session_record(app->games.play->session)->text, rec, rec_len);
    assert_memory_equal(gm_play_game(app->games.play), &game, sizeof game);
    free(after);
    free(save);
    free(rec);
}

/* Cancel while it works (on its thread), then Escape back. */
static void cancel(void **state)
{
    (void)state;
    play_to_the_end(false);
    click(app->layout.screens.score.review);
    assert_int_equal(app->screen, GM_SCREEN_REVIEW);
    const gm_review_view *v = gm_review_screen_view(app);
    assert_non_null(v);
    assert_false(v->finished);
    click(place(GM_REVIEW_CANCEL, 0));
    assert_true(v->cancelled);
    v = wait_review();
    assert_null(v->review);
    assert_non_null(strstr(v->message, "cancelled"));
    assert_true(v->done < v->total || v->total == 0);
    key(GM_KEY_ESCAPE);
    assert_int_equal(app->screen, GM_SCREEN_SCORE);
}

/* Turning points show as they are found: the review worked out a step a
 * frame on the UI thread (the screen's own update, no thread, no clock),
 * the first turning point is in the screen's view before the review is
 * done, and the finished review keeps it with the same
 * figures (or has three worse ones for that seat). */
static void first_turning_point_before_the_end(void **state)
{
    (void)state;
    play_to_the_end(true);
    app->opt.review_worlds = 24;
    app->opt.review_steps = 1;
    click(app->layout.screens.score.review);
    assert_int_equal(app->screen, GM_SCREEN_REVIEW);
    const gm_review_view *v = gm_review_screen_view(app);
    assert_non_null(v);
    unsigned frames = 0;
    for (; frames < 100000 && !v->finished && v->n_turns == 0; frames++) {
        af_ticks(app, 1);
    }
    assert_false(v->finished);
    assert_true(v->n_turns > 0);
    assert_non_null(v->so_far);
    assert_null(v->review);
    assert_true(v->done < v->total);
    sc_review_turn first = *v->turns[0];
    v = wait_review();
    assert_non_null(v->review);
    assert_null(v->so_far);
    const sc_review *rv = v->review;
    bool kept = false;
    for (unsigned i = 0; i < rv->n_turns[first.seat]; i++) {
        const sc_review_turn *t = &rv->turns[first.seat][i];
        kept |= t->step == first.step && t->win_best == first.win_best &&
                t->win_chosen == first.win_chosen;
    }
    const sc_review_turn *worst3 = &rv->turns[first.seat][SC_REVIEW_MAX_TURNS - 1];
    assert_true(kept ||
                (rv->n_turns[first.seat] == SC_REVIEW_MAX_TURNS &&
                 worst3->win_best - worst3->win_chosen >= first.win_best - first.win_chosen));
}

/* ---- from Saved games --------------------------------------------------- */

static void from_saved_games(void **state)
{
    (void)state;
    play_to_the_end(true);
    char dir[sizeof scratch + 16], path[GM_SAVE_PATH_MAX];
    snprintf(dir, sizeof dir, "%s/saves", scratch);
    (void)mkdir(dir, 0700);
    snprintf(path, sizeof path, "%s/finished.screc", dir);
    gm_save_error err;
    gm_session_set_seat_kind(app->games.play->session, 1,
                             GM_SEAT_COMPUTER); /* written in the save's seat lines */
    assert_true(gm_save_write(path, app->games.play->session, &err));
    gm_app_request_screen(app, GM_SCREEN_SAVES);
    gm_app_apply_screen(app);
    click(gm_saves_place(&app->layout, GM_SAVES_REVIEW, 0));
    assert_int_equal(app->screen, GM_SCREEN_REVIEW);
    const gm_review_view *v = wait_review();
    assert_non_null(v->review);
    assert_int_equal(v->review->humans, 5u); /* seats 0 and 2 */
    for (unsigned k = 0; k < v->n_turns; k++) {
        assert_int_not_equal(v->turns[k]->seat, 1);
    }
    click(place(GM_REVIEW_BACK, 0));
    assert_int_equal(app->screen, GM_SCREEN_SAVES);

    /* A damaged save: the file and the line are named. */
    snprintf(path, sizeof path, "%s/broken.screc", dir);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs("spacecats-record 1\nplayers 9\n", f);
    fclose(f);
    gm_app_request_screen(app, GM_SCREEN_TITLE);
    gm_app_apply_screen(app);
    gm_app_request_screen(app, GM_SCREEN_SAVES);
    gm_app_apply_screen(app);
    const gm_saves_view *sv = gm_saves_screen_view(app);
    unsigned row = strcmp(sv->list[0].name, "broken") == 0 ? 0 : 1;
    assert_string_equal(sv->list[row].name, "broken");
    click(gm_saves_place(&app->layout, GM_SAVES_REVIEW, row));
    assert_int_equal(app->screen, GM_SCREEN_REVIEW);
    v = wait_review();
    assert_null(v->review);
    assert_non_null(strstr(v->message, "broken.screc"));
    assert_non_null(strstr(v->message, "line 2"));

    /* The rules opened over it and closed: the review is entered again,
     * of the save it was opened with (gone now: said so), not of the game
     * in play. */
    assert_int_equal(remove(path), 0);
    key(GM_KEY_F1);
    assert_int_equal(app->screen, GM_SCREEN_RULES);
    key(GM_KEY_ESCAPE);
    assert_int_equal(app->screen, GM_SCREEN_REVIEW);
    v = wait_review();
    assert_null(v->review);
    assert_non_null(strstr(v->message, "broken.screc"));
    assert_null(strstr(v->message, "line 2"));
    key(GM_KEY_ESCAPE);
    assert_int_equal(app->screen, GM_SCREEN_SAVES);
}

int main(void)
{
    setenv("SDL_VIDEODRIVER", "dummy", 1);
    setenv("SDL_AUDIODRIVER", "dummy", 1);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(from_score_and_back, setup, teardown),
        cmocka_unit_test_setup_teardown(cancel, setup, teardown),
        cmocka_unit_test_setup_teardown(first_turning_point_before_the_end, setup, teardown),
        cmocka_unit_test_setup_teardown(from_saved_games, setup, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
