/* Saves and records made by every earlier version of the game, on every
 * mat it shipped (tests/saves/corpus/, made by building the old commits:
 * its README.md says which and how), each through the desktop game's own
 * code as `spacecats --load FILE --autoplay` runs it:
 *
 *   - it loads, on the mat its record names (found by checksum among the
 *     game's mats), with that mat's layout, and the screens show that mat;
 *   - a game in progress plays on to its end, every seat a computer, every
 *     action a legal choice of the rules core (the play model applies no
 *     other), and the finished game written as last-game.screc replays to
 *     the same end;
 *   - a finished game ends with the scores its file wrote, except where
 *     today's rules score it otherwise: the only such change since the
 *     first version is rule R8 (docs/rulings.md: a parachute landing at a
 *     crash takes no goal), so a finished game may differ from its file
 *     only if it has such a landing that completed a goal's condition, and
 *     then it must end with the scores listed for it below.
 *
 * A future change of a mat or of the record or save format that breaks one
 * of these files fails here. No window. */
#include "app_fixture.h"

#include "spacecats/file_io.h"
#include "spacecats/record.h"

#ifndef SC_TEST_CORPUS
#error "SC_TEST_CORPUS must name tests/saves/corpus"
#endif

enum { MAX_FILES = 64, MAX_TICKS = 400000 };

/* Finished games that today's rules score otherwise than the version that
 * wrote them, with the scores they end with now. */
static const struct {
    const char *file;
    int scores[SC_MAX_PLAYERS];
} rescored[] = {
    /* The example: seat 1's parachute makes its third astronaut on
     * planet A at the tenth crash, which ends the game: "3 on one planet"
     * no longer goes to seat 1 (24 to 28 then, 24 to 23 now). */
    {"352a62d-sim-2p-parachute-goal.rec", {24, 23}},
    /* The first version's five-player game: seat 1's parachute completes
     * a goal; seat 1 won with 38 then, seat 4 wins with 36 now. */
    {"2ea9e38-sim-5p-all.rec", {35, 33, 30, 28, 36}},
};

static char names[MAX_FILES][256];
static unsigned n_names;

static int by_name(const void *a, const void *b)
{
    return strcmp(a, b);
}

static int list_corpus(void **state)
{
    (void)state;
    sc_folder *d = sc_folder_open(SC_TEST_CORPUS);
    if (d == NULL) {
        return -1;
    }
    for (const char *e; (e = sc_folder_next(d)) != NULL && n_names < MAX_FILES;) {
        size_t n = strlen(e);
        if ((n > 6 && strcmp(e + n - 6, ".screc") == 0) ||
            (n > 4 && strcmp(e + n - 4, ".rec") == 0)) {
            snprintf(names[n_names++], sizeof names[0], "%s", e);
        }
    }
    sc_folder_close(d);
    qsort(names, n_names, sizeof names[0], by_name);
    return 0;
}

static char *read_text(const char *path, size_t *len)
{
    char err[512];
    char *text = sc_file_read(path, 16 << 20, len, err, sizeof err);
    if (text == NULL) {
        fail_msg("%s", err);
    }
    return text;
}

/* The scores of a file's "# end: scores A B ... (game over; ...)" line;
 * false when it has none (a game in progress). */
static bool written_scores(const char *text, int scores[SC_MAX_PLAYERS], unsigned players)
{
    const char *at = strstr(text, "\n# end: scores ");
    if (at == NULL || strstr(at, "(game over") == NULL) {
        return false;
    }
    at += strlen("\n# end: scores ");
    for (unsigned p = 0; p < players; p++) {
        char *end;
        scores[p] = (int)strtol(at, &end, 10);
        assert_true(end != at);
        at = end;
    }
    return true;
}

/* Whether some parachute landing at a crash completed an open goal's
 * condition: the one way a game scores otherwise than it did (R8). */
typedef struct r8_watch {
    unsigned landings;
} r8_watch;

static void watch_parachutes(void *user, const sc_record_action *a)
{
    r8_watch *w = user;
    if (a->roll || a->before->pending.kind != SC_PENDING_PARACHUTE ||
        a->choice.kind != SC_CHOICE_LAND) {
        return;
    }
    const sc_mat *m = a->after->mat;
    for (unsigned i = 0; i < m->n_goals; i++) {
        unsigned before = sc_game_goal_progress(a->before, (unsigned)a->player, &m->goals[i]);
        unsigned after = sc_game_goal_progress(a->after, (unsigned)a->player, &m->goals[i]);
        w->landings +=
            a->after->goal_owner[i] < 0 && before < m->goals[i].count && after >= m->goals[i].count;
    }
}

static void final_scores(const sc_game *g, int out[SC_MAX_PLAYERS])
{
    sc_score s[SC_MAX_PLAYERS];
    sc_game_score(g, s);
    for (unsigned p = 0; p < SC_MAX_PLAYERS; p++) {
        out[p] = p < g->setup.n_players ? s[p].total : 0;
    }
}

static void check_file(const char *name, unsigned *played, unsigned *finished,
                       unsigned *rescored_seen)
{
    char path[512], scratch[128];
    snprintf(path, sizeof path, "%s/%s", SC_TEST_CORPUS, name);
    size_t len = 0;
    char *text = read_text(path, &len);
    uint64_t sum = 0;
    sc_record_error rerr;
    if (!sc_record_mat_of(text, len, &sum, NULL, 0, &rerr)) {
        fail_msg("%s: %s", name, rerr.message);
    }
    assert_true(af_scratch_new(scratch, sizeof scratch, "corpus"));
    gm_app *a = af_app_new(scratch, true);
    assert_non_null(a);
    int m = gm_mats_find(&a->games.mats.view, sum);
    if (m < 0) {
        fail_msg("%s: no mat of checksum %016llx among the game's", name, (unsigned long long)sum);
    }
    /* Loads, as --load does, on the mat it names, shown with its layout. */
    gm_save_error err;
    if (!gm_games_open_save(&a->games, path, &err)) {
        fail_msg("%s: %s", name, err.message);
    }
    gm_play *p = a->games.play;
    assert_ptr_equal(gm_play_game(p)->mat, a->games.mats.view.mat[m]);
    assert_ptr_equal(p->lay, &a->layout); /* the app's, now the mat's */
    assert_true(a->mat.checksum == sum);
    assert_int_equal(a->layout.n_moons, a->games.mats.view.layout[m]->n_moons);
    unsigned players = gm_play_game(p)->setup.n_players;

    int written[SC_MAX_PLAYERS] = {0}, now[SC_MAX_PLAYERS];
    bool done = sc_game_over(gm_play_game(p));
    if (done) {
        /* A finished game: its scores, as today's rules give them. */
        assert_true(written_scores(text, written, players));
        final_scores(gm_play_game(p), now);
        r8_watch w = {0};
        sc_game g;
        assert_true(sc_record_resume_each(text, len, gm_play_game(p)->mat, &g, NULL,
                                          watch_parachutes, &w, &rerr));
        const int *want = written;
        for (size_t i = 0; i < sizeof rescored / sizeof rescored[0]; i++) {
            if (strcmp(rescored[i].file, name) == 0) {
                /* Listed as rescored: only a parachute's goal may do it. */
                assert_true(w.landings > 0);
                assert_memory_not_equal(written, rescored[i].scores, sizeof written);
                want = rescored[i].scores;
                (*rescored_seen)++;
            }
        }
        for (unsigned q = 0; q < players; q++) {
            if (now[q] != want[q]) {
                fail_msg("%s: seat %u ends with %d points, not %d%s", name, q, now[q], want[q],
                         w.landings > 0 ? " (a parachute landing completed a goal: rule R8; list "
                                          "the file's scores under today's rules in rescored[])"
                                        : "");
            }
        }
        (*finished)++;
    } else {
        /* A game in progress plays on to its end, every seat a computer. */
        af_go(a, GM_SCREEN_PLAY);
        unsigned ticks = 0;
        while (!sc_game_over(gm_play_game(a->games.play)) && ticks++ < MAX_TICKS) {
            af_ticks(a, 1);
        }
        p = a->games.play;
        if (!sc_game_over(gm_play_game(p))) {
            fail_msg("%s: not over after %u ticks", name, MAX_TICKS);
        }
        af_ticks(a, 2);
        final_scores(gm_play_game(p), now);
        /* The finished game, as the game wrote it, replays to that end. */
        char last[256];
        snprintf(last, sizeof last, "%s/%s", scratch, GM_LAST_GAME_FILE);
        size_t last_len = 0;
        char *whole = read_text(last, &last_len);
        sc_game g;
        if (!sc_record_replay(whole, last_len, gm_play_game(p)->mat, &g, &rerr)) {
            fail_msg("%s: the finished game does not replay: %s", name, rerr.message);
        }
        assert_true(sc_game_over(&g));
        final_scores(&g, written);
        assert_memory_equal(written, now, sizeof now);
        free(whole);
        (*played)++;
    }
    printf("%-40s %s, mat %016llx, scores", name, done ? "finished" : "played on",
           (unsigned long long)sum);
    for (unsigned q = 0; q < players; q++) {
        printf(" %d", now[q]);
    }
    printf("\n");
    gm_app_free(a);
    free(a);
    free(text);
    assert_int_equal(af_scratch_remove(scratch), 0);
}

static void every_file_loads_and_plays_on(void **state)
{
    (void)state;
    unsigned played = 0, finished = 0, rescored_seen = 0;
    for (unsigned i = 0; i < n_names; i++) {
        check_file(names[i], &played, &finished, &rescored_seen);
    }
    printf("%u files: %u played on to their end, %u finished games\n", n_names, played, finished);
    /* The corpus is whole: files of every shipped mat, saves of both
     * shapes, and the rescored game. */
    assert_true(n_names >= 18);
    assert_true(played >= 6 && finished >= 6);
    assert_int_equal(rescored_seen, sizeof rescored / sizeof rescored[0]);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_file_loads_and_plays_on),
    };
    return cmocka_run_group_tests(tests, list_corpus, NULL);
}
