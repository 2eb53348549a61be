/* The autosave written off the game's thread (save_writer.h): what is on
 * disk once flushed is the game as it stands, the first write of a game
 * keeps the unfinished game it replaces, and a process killed while its
 * writer writes leaves a whole save that loads. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <cmocka.h>

#include "app_fixture.h"
#include "save_writer.h"
#include "session.h"
#include "spacecats/file_io.h"
#include "spacecats/mat_load.h"
#include "tick.h"

static sc_mat mat;
static const gm_seat computers[SC_MAX_PLAYERS] = {
    {.kind = GM_SEAT_COMPUTER, .colour = 0},
    {.kind = GM_SEAT_COMPUTER, .level = 1, .colour = 1},
    {.kind = GM_SEAT_COMPUTER, .colour = 2},
};

static int setup(void **state)
{
    (void)state;
    char err[512];
    return sc_mat_load_file(SC_TEST_DATADIR "/mat/default.yaml", &mat, err, sizeof err) ? 0 : -1;
}

static void start(gm_session *s, uint64_t seed)
{
    sc_setup setup = {.n_players = 3, .variants = SC_VARIANT_ALL, .first_player = -1, .seed = seed};
    assert_true(gm_session_start(s, &mat, &setup, computers));
}

/* The file at dir/name ("" when there is none); the caller frees it. */
static char *file_at(const char *dir, const char *name)
{
    char path[600], err[300];
    snprintf(path, sizeof path, "%s%s", dir, name);
    size_t len = 0;
    char *text = sc_file_read(path, GM_SAVE_MAX_BYTES, &len, err, sizeof err);
    return text != NULL ? text : strdup("");
}

/* A whole game, handed over at every change as the play screen does (the
 * writer on its thread folds what comes faster than the disk): flushed, the
 * autosave is the game as it stood at each point checked, and at the end
 * the finished game is the last game with no autosave left. */
static void flushed_the_autosave_is_the_game(void **state)
{
    (void)state;
    char dir[256];
    assert_true(af_scratch_new(dir, sizeof dir, "writer"));
    strcat(dir, "/");
    gm_save_writer *w = gm_save_writer_new(true);
    assert_non_null(w);
    gm_session *s = gm_session_new();
    start(s, 3);
    gm_save_writer_restart(w, (gm_autosave){0});
    unsigned posts = 0, checked = 0;
    for (unsigned t = 0; t < 100000 && !sc_game_over(gm_session_game(s)); t++) {
        gm_session_tick(s, GM_TICK_SECONDS, 1);
        gm_save_writer_post(w, dir, s);
        posts++;
        if (t % 17 == 0) {
            gm_save_writer_flush(w);
            size_t len = 0;
            char *want = gm_save_compose(s, &len);
            char *have = file_at(dir, GM_AUTOSAVE_FILE);
            assert_string_equal(have, want);
            free(want);
            free(have);
            checked++;
        }
    }
    assert_true(sc_game_over(gm_session_game(s)));
    gm_save_writer_post(w, dir, s);
    gm_save_writer_free(w); /* writes what it was handed first */
    size_t len = 0;
    char *want = gm_save_compose(s, &len);
    char *last = file_at(dir, GM_LAST_GAME_FILE);
    char *autosave = file_at(dir, GM_AUTOSAVE_FILE);
    assert_string_equal(last, want);
    assert_string_equal(autosave, ""); /* finished: Continue goes away */
    print_message("%u changes handed over, %u checked\n", posts, checked);
    assert_true(checked > 3);
    free(want);
    free(last);
    free(autosave);
    gm_session_free(s);
    af_scratch_remove(dir);
}

/* A new game's first autosave keeps the unfinished game on disk, and says
 * under what name, once. */
static void a_new_game_keeps_the_unfinished_one(void **state)
{
    (void)state;
    char dir[256];
    assert_true(af_scratch_new(dir, sizeof dir, "writer"));
    strcat(dir, "/");
    gm_save_writer *w = gm_save_writer_new(true);
    gm_session *s = gm_session_new();
    start(s, 4);
    gm_save_writer_restart(w, (gm_autosave){0});
    for (unsigned t = 0; t < 40; t++) { /* well into the game, not to its end */
        gm_session_tick(s, GM_TICK_SECONDS, 1);
        gm_save_writer_post(w, dir, s);
    }
    assert_true(gm_session_actions(s) > 5);
    gm_save_writer_flush(w);
    char kept[GM_SAVE_NAME_MAX];
    gm_save_error err;
    assert_false(gm_save_writer_news(w, kept, sizeof kept, &err)); /* nothing to say */
    start(s, 5);                                                   /* another game */
    gm_save_writer_restart(w, (gm_autosave){0});
    gm_save_writer_post(w, dir, s);
    gm_save_writer_flush(w);
    assert_true(gm_save_writer_news(w, kept, sizeof kept, &err));
    assert_true(kept[0] != '\0');
    assert_string_equal(err.message, "");
    assert_false(gm_save_writer_news(w, kept, sizeof kept, &err)); /* said once */
    gm_save_info *list = NULL;
    assert_int_equal(gm_saves_list(dir, GM_MATS_ONE(&mat, NULL), &list), 1); /* the kept game */
    free(list);
    gm_save_writer_free(w);
    gm_session_free(s);
    af_scratch_remove(dir);
}

/* Killed at any moment while the writer writes, the process leaves its
 * autosave (or, between two games, the last game) whole: it loads. 24
 * kills, at random moments once the writes have begun. */
static void a_kill_leaves_a_whole_save(void **state)
{
    (void)state;
    unsigned loaded = 0;
    srand(7);
    for (unsigned k = 0; k < 24; k++) {
        char dir[256];
        assert_true(af_scratch_new(dir, sizeof dir, "writer-kill"));
        strcat(dir, "/");
        pid_t pid = fork();
        assert_true(pid >= 0);
        if (pid == 0) {
            gm_save_writer *w = gm_save_writer_new(true);
            gm_session *s = gm_session_new();
            for (uint64_t seed = 10;; seed++) { /* until killed */
                start(s, seed);
                gm_save_writer_restart(w, (gm_autosave){0});
                while (!sc_game_over(gm_session_game(s))) {
                    gm_session_tick(s, GM_TICK_SECONDS, 1);
                    gm_save_writer_post(w, dir, s);
                }
            }
        }
        /* Once the child writes, a moment later (the writes go on). */
        char path[600];
        snprintf(path, sizeof path, "%s%s", dir, GM_AUTOSAVE_FILE);
        for (unsigned i = 0; i < 5000 && access(path, F_OK) != 0; i++) {
            nanosleep(&(struct timespec){0, 1000000L}, NULL);
        }
        struct timespec nap = {0, (long)(rand() % 30) * 1000000L};
        nanosleep(&nap, NULL);
        kill(pid, SIGKILL);
        int status;
        waitpid(pid, &status, 0);
        /* The autosave, and the last game once one has ended: each there is whole. */
        unsigned here = 0;
        const char *files[] = {GM_AUTOSAVE_FILE, GM_LAST_GAME_FILE};
        for (unsigned f = 0; f < 2; f++) {
            snprintf(path, sizeof path, "%s%s", dir, files[f]);
            if (access(path, F_OK) != 0) {
                continue;
            }
            gm_session *back = gm_session_new();
            gm_save_error err;
            char warn[300];
            bool ok = gm_save_read(path, GM_MATS_ONE(&mat, NULL), computers, back, warn,
                                   sizeof warn, &err);
            if (!ok) {
                print_error("kill %u: %s\n", k, err.message);
            }
            assert_true(ok);
            gm_session_free(back);
            here++;
        }
        assert_true(here > 0); /* the autosave was there before the kill */
        loaded += here;
        af_scratch_remove(dir);
    }
    print_message("%u saves left by 24 kills, each whole\n", loaded);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(flushed_the_autosave_is_the_game),
        cmocka_unit_test(a_new_game_keeps_the_unfinished_one),
        cmocka_unit_test(a_kill_leaves_a_whole_save),
    };
    return cmocka_run_group_tests(tests, setup, NULL);
}
