/* Saved games (src/game/store/saves.c): atomic writes that survive a failure,
 * round trips of seats and state, damaged / truncated / newer / other-mat
 * saves refused with their reason and set aside (never deleted), the
 * autosave's life cycle, named saves with odd names. Games are made with
 * the rules core and a fixed random policy, then resumed into the play
 * model, so the tests do not depend on the computer players. */
#define _POSIX_C_SOURCE 200809L

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "i18n.h"
#include "layout.h"
#include "options.h"
#include "play.h"
#include "save_names.h"
#include "saves.h"
#include "spacecats/file_io.h"
#include "spacecats/mat_load.h"
#include "spacecats/record.h"
#include "spacecats/rng.h"

#define LAYOUT SC_TEST_DATADIR "/layout/board.yaml"
#define MAT SC_TEST_DATADIR "/mat/default.yaml"

static sc_mat mat;
static gm_layout lay;
static gm_play *play, *other;
static char dir[256];                  /* a fresh per-user folder for each test, with its '/' */
static const time_t when = 1764110400; /* a fixed "now" for file names set aside */

static const gm_seat seats4[SC_MAX_PLAYERS] = {
    {.kind = GM_SEAT_HUMAN, .colour = 2, .name = "Anna Maria"},
    {.kind = GM_SEAT_COMPUTER, .level = 2, .colour = 0, .name = "Tom"},
    {.kind = GM_SEAT_COMPUTER, .level = 1, .colour = 4, .name = "Zoë the 3rd"},
    {.kind = GM_SEAT_HUMAN, .colour = 1, .name = ""},
    {.kind = GM_SEAT_HUMAN, .colour = 3, .name = ""},
};

static int group_setup(void **state)
{
    (void)state;
    char err[512];
    play = gm_play_new(&lay);
    other = gm_play_new(&lay);
    return play != NULL && other != NULL && sc_mat_load_file(MAT, &mat, err, sizeof err) &&
                   gm_layout_load_file(LAYOUT, &lay, err, sizeof err)
               ? 0
               : -1;
}

static int group_teardown(void **state)
{
    (void)state;
    gm_play_free(play);
    gm_play_free(other);
    return 0;
}

static void remove_tree(const char *path)
{
    DIR *d = opendir(path);
    if (d != NULL) {
        for (struct dirent *e; (e = readdir(d)) != NULL;) {
            if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0) {
                continue;
            }
            char sub[1024];
            snprintf(sub, sizeof sub, "%s/%s", path, e->d_name);
            remove_tree(sub);
        }
        closedir(d);
        rmdir(path);
    } else {
        unlink(path);
    }
}

static int each_setup(void **state)
{
    (void)state;
    snprintf(dir, sizeof dir, "/tmp/spacecats-saves-XXXXXX");
    if (mkdtemp(dir) == NULL) {
        return -1;
    }
    strcat(dir, "/");
    return 0;
}

static int each_teardown(void **state)
{
    (void)state;
    remove_tree(dir);
    return 0;
}

/* A game of `steps` actions (or to its end, steps = 0) with a random but
 * fixed policy, as a record's text (malloc'd). */
static char *make_record(uint64_t seed, unsigned n_players, unsigned steps, size_t *len)
{
    sc_game g;
    sc_setup setup = {.n_players = (uint8_t)n_players,
                      .variants = (uint8_t)(seed % 8),
                      .first_player = -1,
                      .seed = seed};
    assert_true(sc_game_init(&g, &mat, &setup));
    sc_record r = {0};
    sc_record_begin(&r, &g);
    sc_rng rng;
    sc_rng_seed(&rng, seed * 77 + 1);
    static sc_choice choices[SC_MAX_CHOICES];
    for (unsigned i = 0; (steps == 0 || i < steps) && !sc_game_over(&g); i++) {
        sc_game before = g;
        if (g.pending.kind == SC_PENDING_ROLL) {
            uint8_t faces[SC_MAX_DICE];
            assert_int_equal(sc_game_roll(&g, faces), SC_OK);
            sc_record_roll(&r, &before, faces, before.pool);
        } else {
            size_t n = sc_game_choices(&g, choices);
            assert_true(n > 0);
            sc_choice c = choices[sc_rng_below(&rng, (uint32_t)n)];
            assert_int_equal(sc_game_apply(&g, &c), SC_OK);
            sc_record_choice(&r, &before, &c);
        }
    }
    assert_false(r.failed);
    *len = r.len;
    return r.text;
}

/* Resumes a made-up game into `p`. */
static void game_into(gm_play *p, uint64_t seed, unsigned n_players, unsigned steps)
{
    size_t len = 0;
    char *text = make_record(seed, n_players, steps, &len);
    sc_record_error err = {0};
    if (!gm_session_resume(p->session, &mat, text, len, seats4, &err)) {
        fail_msg("resume: %s", err.message);
    }
    free(text);
}

static void path_in(char *out, size_t n, const char *file)
{
    snprintf(out, n, "%s%s", dir, file);
}

static char *slurp(const char *path, size_t *len)
{
    char err[512];
    char *t = sc_file_read(path, 1 << 24, len, err, sizeof err);
    if (t == NULL) {
        fail_msg("%s", err);
    }
    return t;
}

static void spit(const char *path, const char *text, size_t len)
{
    char err[512];
    assert_true(sc_file_write_atomic(path, text, len, err, sizeof err));
}

static bool exists(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0;
}

/* Files in dir whose name holds `part`; the first one's path to out. */
static unsigned count_files(const char *folder, const char *part, char *out, size_t out_len)
{
    unsigned n = 0;
    DIR *d = opendir(folder);
    assert_non_null(d);
    for (struct dirent *e; (e = readdir(d)) != NULL;) {
        if (strstr(e->d_name, part) != NULL) {
            if (n++ == 0 && out != NULL) {
                snprintf(out, out_len, "%s%s", folder, e->d_name);
            }
        }
    }
    closedir(d);
    return n;
}

static void assert_same_game(const gm_play *a, const gm_play *b)
{
    assert_int_equal(gm_session_actions(a->session), gm_session_actions(b->session));
    assert_int_equal(gm_session_record(a->session)->len, gm_session_record(b->session)->len);
    assert_memory_equal(gm_session_record(a->session)->text, gm_session_record(b->session)->text,
                        gm_session_record(a->session)->len);
    assert_memory_equal(gm_play_game(a), gm_play_game(b), sizeof(*gm_play_game(a)));
}

/* ---- atomic writes ------------------------------------------------------ */

/* A write that fails midway (the file size limit hits after 1000 bytes,
 * as a full disk would) leaves the previous save whole and no temporary
 * file behind. */
static void test_failed_write_keeps_old_save(void **state)
{
    (void)state;
    char path[512];
    path_in(path, sizeof path, GM_AUTOSAVE_FILE);
    game_into(play, 5, 4, 6);
    gm_save_error err;
    assert_true(gm_save_write(path, play->session, &err));
    size_t old_len = 0;
    char *old = slurp(path, &old_len);

    game_into(play, 5, 4, 400); /* a longer game: well over the limit */
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        signal(SIGXFSZ, SIG_IGN);
        struct rlimit lim = {1000, 1000};
        setrlimit(RLIMIT_FSIZE, &lim);
        gm_save_error e;
        free(old); /* the child's copy: leak checkers run the child too */
        bool ok = gm_save_write(path, play->session, &e);
        /* The reason names the file. */
        _exit(!ok && e.status == GM_SAVE_IO && strstr(e.message, path) != NULL ? 0 : 1);
    }
    int status = 0;
    assert_int_equal(waitpid(pid, &status, 0), pid);
    assert_true(WIFEXITED(status));
    assert_int_equal(WEXITSTATUS(status), 0);

    size_t now_len = 0;
    char *now = slurp(path, &now_len);
    assert_int_equal(now_len, old_len);
    assert_memory_equal(now, old, old_len);
    assert_int_equal(count_files(dir, ".tmp", NULL, 0), 0);
    free(old);
    free(now);

    /* And without the limit the same write goes through. */
    assert_true(gm_save_write(path, play->session, &err));
    assert_true(gm_save_read(path, GM_MATS_ONE(&mat, &lay), seats4, other->session, NULL, 0, &err));
    assert_same_game(play, other);
}

/* ---- round trips ----------------------------------------------------- */

static void test_round_trip_seats_and_state(void **state)
{
    (void)state;
    char path[512];
    path_in(path, sizeof path, "round.screc");
    for (uint64_t seed = 1; seed <= 12; seed++) {
        unsigned players = 2 + (unsigned)(seed % 4);
        game_into(play, seed, players, (unsigned)(seed * 13));
        gm_save_error err;
        assert_true(gm_save_write(path, play->session, &err));
        /* Defaults that differ from the saved seats: the file's seats win. */
        gm_seat defaults[SC_MAX_PLAYERS] = {{0}};
        char warn[256];
        if (!gm_save_read(path, GM_MATS_ONE(&mat, &lay), defaults, other->session, warn,
                          sizeof warn, &err)) {
            fail_msg("%s", err.message);
        }
        assert_string_equal(warn, "");
        assert_same_game(play, other);
        for (unsigned i = 0; i < players; i++) {
            assert_int_equal(gm_session_seat(other->session, i)->kind, seats4[i].kind);
            assert_int_equal(gm_session_seat(other->session, i)->level, seats4[i].level);
            assert_int_equal(gm_session_seat(other->session, i)->colour, seats4[i].colour);
            assert_string_equal(gm_session_seat(other->session, i)->name, seats4[i].name);
        }
    }
}

/* A save is a plain game record: the record reader accepts it as it is. */
static void test_save_is_a_record(void **state)
{
    (void)state;
    game_into(play, 3, 3, 50);
    size_t len = 0;
    char *text = gm_save_compose(play->session, &len);
    assert_non_null(text);
    assert_non_null(strstr(text, "# seat 2 computer level=1 colour=4 name=Zoë the 3rd\n"));
    sc_game g;
    sc_record_error err = {0};
    assert_true(sc_record_replay(text, len, &mat, &g, &err));
    assert_memory_equal(&g, gm_play_game(play), sizeof g);
    free(text);
}

static void test_finished_game_has_scores(void **state)
{
    (void)state;
    game_into(play, 9, 2, 0);
    assert_true(sc_game_over(gm_play_game(play)));
    size_t len = 0;
    char *text = gm_save_compose(play->session, &len);
    assert_non_null(strstr(text, "# end: scores"));
    assert_non_null(strstr(text, "game over"));
    free(text);
}

/* A name cannot break the file: a line break in it becomes a space. */
static void test_name_with_line_break(void **state)
{
    (void)state;
    game_into(play, 8, 2, 12);
    gm_seat eve = *gm_session_seat(play->session, 1);
    snprintf(eve.name, sizeof eve.name, "Eve\nroll 1 1\r");
    gm_session_set_seat(play->session, 1, &eve);
    char path[512];
    path_in(path, sizeof path, "evil.screc");
    gm_save_error err;
    assert_true(gm_save_write(path, play->session, &err));
    if (!gm_save_read(path, GM_MATS_ONE(&mat, &lay), seats4, other->session, NULL, 0, &err)) {
        fail_msg("%s", err.message);
    }
    assert_string_equal(gm_session_seat(other->session, 1)->name, "Eve roll 1 1 ");
    assert_same_game(play, other);
}

/* Bad seat lines keep the default for that seat, with a warning naming the line. */
static void test_bad_seat_lines_are_tolerated(void **state)
{
    (void)state;
    const char text[] = "# spacecats-save 1\n"
                        "# seat 0 computer level=3 colour=2 name=Ada Lovelace\n"
                        "# seat 1 robot level=1\n"
                        "# seat 9 human\n"
                        "# seat 2 human colour=7\n"
                        "# seat 3 human level=1 colour=1 name=\n"
                        "# seat 4 computer level=99 name=Hal\n"
                        "spacecats-record 1\n"
                        "# seat 4 computer name=too late\n";
    gm_seat seats[SC_MAX_PLAYERS];
    memcpy(seats, seats4, sizeof seats);
    char warn[256];
    assert_false(gm_save_parse_seats(text, sizeof text - 1, seats, warn, sizeof warn));
    assert_non_null(strstr(warn, "line 3:"));
    assert_int_equal(seats[0].kind, GM_SEAT_COMPUTER);
    assert_int_equal(seats[0].level, 3);
    assert_string_equal(seats[0].name, "Ada Lovelace");
    assert_string_equal(seats[1].name, "Tom"); /* kept */
    assert_int_equal(seats[2].colour, 4);      /* kept: colour 7 refused */
    assert_int_equal(seats[3].colour, 1);
    assert_string_equal(seats[3].name, "");
    /* Level 99 does not exist: the default seat stays; the line after the record is no seat line.
     */
    assert_int_equal(seats[4].kind, GM_SEAT_HUMAN);
    assert_string_equal(seats[4].name, "");
}

/* A record without seat lines (from spacecats-sim, a bug report) loads
 * with the default seats. */
static void test_plain_record_loads(void **state)
{
    (void)state;
    size_t len = 0;
    char *text = make_record(4, 4, 30, &len);
    char path[512];
    path_in(path, sizeof path, "plain.rec");
    spit(path, text, len);
    gm_save_error err;
    assert_true(gm_save_read(path, GM_MATS_ONE(&mat, &lay), seats4, play->session, NULL, 0, &err));
    assert_int_equal(gm_session_actions(play->session), 30);
    assert_string_equal(gm_session_seat(play->session, 0)->name, "Anna Maria");
    free(text);
}

/* ---- damaged saves ------------------------------------------------------ */

/* Writes `text` as the autosave, opens it, and checks it is refused with a
 * reason holding `reason` and the path, and set aside with its content. */
static void check_refused(const char *text, size_t len, const char *reason, unsigned line)
{
    char path[512];
    path_in(path, sizeof path, GM_AUTOSAVE_FILE);
    spit(path, text, len);
    gm_save_error err;
    char warn[256];
    bool ok = gm_saves_continue(dir, GM_MATS_ONE(&mat, &lay), seats4, other->session, warn,
                                sizeof warn, when, &err);
    assert_false(ok);
    assert_int_equal(err.status, GM_SAVE_DAMAGED);
    if (strstr(err.message, reason) == NULL || strstr(err.message, path) == NULL) {
        fail_msg("'%s' lacks '%s' or the path", err.message, reason);
    }
    if (line > 0) {
        assert_int_equal(err.line, line);
    }
    /* Set aside, never deleted: renamed, content intact, and said so. */
    assert_false(exists(path));
    assert_false(gm_saves_has_autosave(dir));
    assert_true(exists(err.set_aside));
    assert_non_null(strstr(err.set_aside, GM_AUTOSAVE_FILE ".damaged-"));
    assert_non_null(strstr(err.message, err.set_aside));
    size_t kept_len = 0;
    char *kept = slurp(err.set_aside, &kept_len);
    assert_int_equal(kept_len, len);
    assert_memory_equal(kept, text, len);
    free(kept);
}

static char *good_save(size_t *len)
{
    game_into(play, 21, 4, 80);
    char *text = gm_save_compose(play->session, len);
    assert_non_null(text);
    return text;
}

static void test_damaged_save_refused(void **state)
{
    (void)state;
    size_t len = 0;
    char *text = good_save(&len);
    /* A decision no one can take, in the middle. */
    char *mid = strstr(text, "\nroll ");
    mid = strstr(mid + 1, "\nroll ");
    size_t at = (size_t)(mid - text) + 1;
    size_t n = len + 32;
    char *bad = malloc(n);
    memcpy(bad, text, at);
    int k = snprintf(bad + at, 32, "0 fly away\n");
    memcpy(bad + at + (size_t)k, text + at, len - at);
    unsigned line = 1;
    for (size_t i = 0; i < at; i++) {
        line += text[i] == '\n';
    }
    char reason[32];
    snprintf(reason, sizeof reason, ": line %u: ", line);
    check_refused(bad, len + (size_t)k, reason, line);
    free(bad);
    free(text);
}

static void test_truncated_save_refused(void **state)
{
    (void)state;
    size_t len = 0;
    char *text = good_save(&len);
    /* Cut at a line boundary: the record alone would still replay. */
    size_t cut = len;
    for (int lines = 0; cut > 0; cut--) {
        if (text[cut - 1] == '\n' && ++lines == 4) {
            break; /* the last three lines (the end mark among them) dropped */
        }
    }
    check_refused(text, cut, "cut short", 0);
    /* Cut in the middle of the header. */
    check_refused(text, 200, "", 0);
    /* Empty. */
    check_refused("", 0, "empty record", 0);
    free(text);
}

/* A damaged first line (the magic) is refused as damaged, at line 1, and
 * does not turn the save into a plain record: cut short as well, it is
 * still refused (it loaded as a shorter game). */
static void test_damaged_first_line_refused(void **state)
{
    (void)state;
    size_t len = 0;
    char *text = good_save(&len);
    static const char *const damage[] = {"# spacecats-sXve 1", "# spacecats-save X",
                                         "# spacecats-save 1x", "#"};
    size_t first = (size_t)(strchr(text, '\n') - text);
    size_t cut = len;
    for (int lines = 0; cut > 0; cut--) {
        if (text[cut - 1] == '\n' && ++lines == 4) {
            break; /* the end mark and the two lines before it dropped */
        }
    }
    for (size_t d = 0; d < sizeof damage / sizeof damage[0]; d++) {
        size_t dl = strlen(damage[d]);
        char *bad = malloc(len + dl);
        assert_non_null(bad);
        memcpy(bad, damage[d], dl);
        memcpy(bad + dl, text + first, len - first);
        size_t bad_len = dl + len - first;
        check_refused(bad, bad_len, ": line 1: damaged", 1);
        check_refused(bad, cut - first + dl, ": line 1: damaged", 1);
        /* The saved-games list marks it damaged too. */
        char saves_dir[600], path[700];
        snprintf(saves_dir, sizeof saves_dir, "%ssaves", dir);
        mkdir(saves_dir, 0700);
        snprintf(path, sizeof path, "%s/first-line.screc", saves_dir);
        spit(path, bad, cut - first + dl);
        gm_save_info *info = NULL;
        assert_int_equal(gm_saves_list(dir, GM_MATS_ONE(&mat, &lay), &info), 1);
        assert_true(info[0].damaged);
        assert_non_null(strstr(info[0].summary, "first line"));
        free(info);
        remove(path);
        free(bad);
    }
    free(text);
}

static void test_newer_save_refused(void **state)
{
    (void)state;
    size_t len = 0;
    char *text = good_save(&len);
    text[strlen("# spacecats-save ")] = '2';
    check_refused(text, len, "save format 2 is newer", 1);
    text[strlen("# spacecats-save ")] = '1';
    char *rec = strstr(text, "spacecats-record 1");
    rec[strlen("spacecats-record ")] = '3';
    check_refused(text, len, "format version 3 is newer", 0);
    free(text);
}

/* An end-of-save line whose count cannot be read (too long a number, a
 * sign, a word) is a damaged last line, said so with its line, not a save
 * cut short; the list says the same. */
static void test_damaged_end_line_refused(void **state)
{
    (void)state;
    static const char *const counts[] = {"99999999999999999999", "-1", "many", "12x"};
    for (size_t i = 0; i < sizeof counts / sizeof counts[0]; i++) {
        size_t len = 0;
        char *text = good_save(&len);
        char *end = strstr(text, "# end of save: ");
        assert_non_null(end);
        unsigned line = 1;
        for (const char *c = text; c < end; c++) {
            line += *c == '\n';
        }
        char *bad = malloc(len + 64);
        assert_non_null(bad);
        size_t head = (size_t)(end - text);
        memcpy(bad, text, head);
        int n = snprintf(bad + head, 64, "# end of save: %s actions\n", counts[i]);
        check_refused(bad, head + (size_t)n, "the save's last line is damaged", line);
        char path[512];
        gm_save_error err;
        assert_true(gm_saves_named_path(dir, "bad end", path, sizeof path, &err));
        spit(path, bad, head + (size_t)n);
        gm_save_info *list = NULL;
        assert_int_equal(gm_saves_list(dir, GM_MATS_ONE(&mat, &lay), &list), 1);
        assert_true(list[0].damaged);
        assert_string_equal(list[0].summary, "its last line is damaged");
        free(list);
        free(bad);
        free(text);
    }
}

static void test_other_mat_refused(void **state)
{
    (void)state;
    size_t len = 0;
    char *text = good_save(&len);
    char *sum = strstr(text, "\nmat default ") + strlen("\nmat default ");
    sum[0] = sum[0] == '0' ? '1' : '0';
    check_refused(text, len, "played on a cosmic mat this version of Space Cats does not know", 0);
    free(text);
}

/* A save of an earlier mat plays on with it: among the game's mats, the
 * one its record names by checksum (the app then draws it with that mat's
 * layout: test_corpus). The same save
 * read where only the other mat is known is refused, in a player's words. */
static void test_save_finds_its_mat(void **state)
{
    (void)state;
    static sc_mat six;
    static gm_layout six_lay;
    char err_text[512];
    assert_true(sc_mat_load_file(SC_TEST_SIX_MOONS, &six, err_text, sizeof err_text));
    assert_true(gm_layout_load_over(LAYOUT, SC_TEST_DATADIR "/layout/six-moons.yaml", &six_lay,
                                    err_text, sizeof err_text));
    assert_true(gm_layout_check(&six_lay, &six, err_text, sizeof err_text));
    assert_true(six.checksum != mat.checksum);
    sc_setup setup = {.n_players = 3, .variants = SC_VARIANT_ALL, .first_player = -1, .seed = 9};
    gm_seat seats[SC_MAX_PLAYERS];
    memcpy(seats, seats4, sizeof seats);
    gm_session *ps = play->session, *os = other->session;
    assert_true(gm_session_start(ps, &six, &setup, seats));
    for (unsigned i = 0; i < 25 && !sc_game_over(gm_play_game(play)); i++) {
        assert_true(gm_play_game(play)->pending.kind == SC_PENDING_ROLL
                        ? gm_session_roll(ps)
                        : gm_session_apply(ps, &gm_session_choices(ps)[0]));
    }
    char path[512];
    path_in(path, sizeof path, "six.screc");
    gm_save_error err;
    assert_true(gm_save_write(path, ps, &err));
    const gm_mats both = {.n = 2, .mat = {&mat, &six}, .layout = {&lay, &six_lay}};
    if (!gm_save_read(path, &both, seats4, os, NULL, 0, &err)) {
        fail_msg("%s", err.message);
    }
    const sc_game *g = gm_play_game(other), *want = gm_play_game(play);
    assert_ptr_equal(g->mat, &six);
    assert_int_equal(gm_session_actions(os), gm_session_actions(ps));
    assert_int_equal(gm_session_record(os)->len, gm_session_record(ps)->len);
    assert_memory_equal(gm_session_record(os)->text, gm_session_record(ps)->text,
                        gm_session_record(ps)->len);
    assert_int_equal(g->pending.kind, want->pending.kind);
    assert_int_equal(g->rocket_space, want->rocket_space);
    /* Listed with its mat's title. */
    gm_save_info *list = NULL;
    assert_true(gm_saves_save_as(dir, "Old mat", ps, &err));
    assert_int_equal(gm_saves_list(dir, &both, &list), 1);
    assert_false(list[0].damaged);
    assert_string_equal(list[0].mat, "Six moons");
    free(list);
    /* Where the game has only the current mat: refused, saying why. */
    assert_false(gm_save_read(path, GM_MATS_ONE(&mat, &lay), seats4, os, NULL, 0, &err));
    assert_int_equal(err.status, GM_SAVE_DAMAGED);
    assert_non_null(strstr(err.message, "this version of Space Cats does not know"));
    assert_int_equal(gm_saves_list(dir, GM_MATS_ONE(&mat, &lay), &list), 1);
    assert_true(list[0].damaged);
    assert_string_equal(list[0].summary, "an unknown mat");
    assert_string_equal(list[0].mat, "");
    free(list);
}

/* A second damaged autosave in the same second does not replace the first one set aside. */
static void test_set_aside_never_replaces(void **state)
{
    (void)state;
    check_refused("garbage\n", 8, "not a Space Cats record", 1);
    check_refused("more garbage\n", 13, "not a Space Cats record", 1);
    assert_int_equal(count_files(dir, ".damaged-", NULL, 0), 2);
}

static void test_missing_autosave(void **state)
{
    (void)state;
    gm_save_error err;
    assert_false(gm_saves_has_autosave(dir));
    assert_false(gm_saves_continue(dir, GM_MATS_ONE(&mat, &lay), seats4, other->session, NULL, 0,
                                   when, &err));
    assert_int_equal(err.status, GM_SAVE_MISSING);
    assert_string_equal(err.set_aside, "");
    assert_false(gm_saves_continue("", GM_MATS_ONE(&mat, &lay), seats4, other->session, NULL, 0,
                                   when, &err));
    assert_int_equal(err.status, GM_SAVE_MISSING);
}

/* ---- the autosave's life ------------------------------------------------ */

static void test_autosave_only_when_changed(void **state)
{
    (void)state;
    char path[512];
    path_in(path, sizeof path, GM_AUTOSAVE_FILE);
    gm_autosave st = {0};
    gm_save_error err;
    game_into(play, 30, 3, 10);
    assert_true(gm_saves_autosave(dir, play->session, &st, &err));
    assert_true(gm_saves_has_autosave(dir));
    unlink(path);
    assert_true(gm_saves_autosave(dir, play->session, &st, &err)); /* unchanged: not written */
    assert_false(exists(path));
    game_into(play, 30, 3, 11);
    assert_true(gm_saves_autosave(dir, play->session, &st, &err));
    assert_true(exists(path));

    assert_true(gm_saves_continue(dir, GM_MATS_ONE(&mat, &lay), seats4, other->session, NULL, 0,
                                  when, &err));
    assert_same_game(play, other);

    /* A finished game loaded to look at writes nothing: the game in progress stays. */
    gm_autosave off = {.off = true};
    game_into(other, 31, 2, 0);
    assert_true(gm_saves_autosave(dir, other->session, &off, &err));
    assert_true(exists(path));
    char last_path[512];
    path_in(last_path, sizeof last_path, GM_LAST_GAME_FILE);
    assert_false(exists(last_path));

    /* The end of the game: kept as the last game, Continue goes away. */
    game_into(play, 30, 3, 0);
    assert_true(gm_saves_autosave(dir, play->session, &st, &err));
    assert_false(gm_saves_has_autosave(dir));
    char last[512];
    path_in(last, sizeof last, GM_LAST_GAME_FILE);
    assert_true(gm_save_read(last, GM_MATS_ONE(&mat, &lay), seats4, other->session, NULL, 0, &err));
    assert_true(sc_game_over(gm_play_game(other)));

    /* Export: a copy anywhere, byte for byte. */
    char out[512];
    path_in(out, sizeof out, "bug-report.rec");
    assert_true(gm_save_export(last, out, &err));
    size_t a_len = 0, b_len = 0;
    char *a = slurp(last, &a_len), *b = slurp(out, &b_len);
    assert_int_equal(a_len, b_len);
    assert_memory_equal(a, b, a_len);
    free(a);
    free(b);
    assert_false(gm_save_export("/nonexistent/x.screc", out, &err));
    assert_non_null(strstr(err.message, "/nonexistent/x.screc"));
}

/* ---- a game in progress is never overwritten ----------------------------- */

/* A new game (or one loaded) takes the autosave's place only once the game
 * in progress there is kept in saves/ as "Unfinished game, DATE", whole and
 * loadable; a second one the same minute gets " (2)"; a game continued
 * (its own autosave) keeps nothing. */
static void test_new_game_keeps_unfinished(void **state)
{
    (void)state;
    char autosave[512];
    path_in(autosave, sizeof autosave, GM_AUTOSAVE_FILE);
    gm_save_error err;
    gm_autosave first = {0};
    game_into(play, 60, 3, 60);
    assert_true(gm_saves_autosave(dir, play->session, &first, &err));
    assert_string_equal(first.kept, ""); /* nothing there before */
    const time_t played = 1764158700;    /* when it was last played */
    struct timespec ts[2] = {{played, 0}, {played, 0}};
    assert_int_equal(utimensat(AT_FDCWD, autosave, ts, 0), 0);
    size_t a_len = 0;
    char *a_text = slurp(autosave, &a_len);

    /* Another game starts: its first write keeps the one in progress. */
    gm_autosave second = {0};
    game_into(other, 61, 2, 2);
    assert_true(gm_saves_autosave(dir, other->session, &second, &err));
    char want[64], date[32];
    struct tm tm;
    assert_non_null(localtime_r(&played, &tm));
    strftime(date, sizeof date, "%Y-%m-%d %H.%M", &tm);
    snprintf(want, sizeof want, "Unfinished game, %s", date);
    assert_string_equal(second.kept, want);
    gm_save_info *list = NULL;
    assert_int_equal(gm_saves_list(dir, GM_MATS_ONE(&mat, &lay), &list), 1);
    assert_string_equal(list[0].name, want);
    assert_false(list[0].damaged);
    assert_non_null(strstr(list[0].summary, "3 players"));
    size_t k_len = 0;
    char *k_text = slurp(list[0].path, &k_len);
    assert_int_equal(k_len, a_len);
    assert_memory_equal(k_text, a_text, a_len); /* byte for byte */
    free(k_text);
    free(a_text);
    gm_play *back = gm_play_new(&lay);
    assert_true(
        gm_save_read(list[0].path, GM_MATS_ONE(&mat, &lay), seats4, back->session, NULL, 0, &err));
    assert_same_game(play, back);
    gm_play_free(back);
    free(list);
    /* The autosave is the new game now. */
    assert_true(gm_saves_continue(dir, GM_MATS_ONE(&mat, &lay), seats4, play->session, NULL, 0,
                                  when, &err));
    assert_int_equal(gm_session_actions(play->session), 2);

    /* Its later writes keep nothing (it is the game in progress). */
    game_into(other, 61, 2, 5);
    assert_true(gm_saves_autosave(dir, other->session, &second, &err));
    assert_string_equal(second.kept, "");
    /* Nor does a game continued from the autosave. */
    gm_autosave resumed = {.saved = true, .actions = 12345};
    assert_true(gm_saves_autosave(dir, other->session, &resumed, &err));
    assert_string_equal(resumed.kept, "");

    /* A third game the same minute: " (2)", the first one untouched. */
    assert_int_equal(utimensat(AT_FDCWD, autosave, ts, 0), 0);
    gm_autosave third = {0};
    game_into(play, 62, 4, 3);
    assert_true(gm_saves_autosave(dir, play->session, &third, &err));
    snprintf(want + strlen(want), sizeof want - strlen(want), " (2)");
    assert_string_equal(third.kept, want);
    assert_int_equal(gm_saves_list(dir, GM_MATS_ONE(&mat, &lay), &list), 2);
    free(list);

    /* A game not begun (dealt, no action yet) is no loss: the next one
     * replaces it without a save in the list for it. */
    sc_setup setup = {.n_players = 2, .first_player = -1, .seed = 9};
    gm_play_free(other);
    other = gm_play_new(&lay);
    assert_true(gm_session_start(other->session, &mat, &setup, seats4));
    assert_int_equal(gm_session_actions(other->session), 0);
    gm_autosave fourth = {0};
    assert_true(gm_saves_autosave(dir, other->session, &fourth, &err));
    assert_true(fourth.kept[0] != '\0'); /* the third game, 3 actions in */
    gm_autosave fifth = {0};
    game_into(play, 66, 3, 4);
    assert_true(gm_saves_autosave(dir, play->session, &fifth, &err));
    assert_string_equal(fifth.kept, "");
    assert_int_equal(gm_saves_list(dir, GM_MATS_ONE(&mat, &lay), &list), 3);
    free(list);
}

/* The names the game makes are said in the language of the moment: a
 * game kept while French is on is kept under its English name (a file's
 * name is fixed), and the list says it in French, its time as the list's
 * date line writes times ("06:35", never "06.35"); back in English, in
 * English. A name the player typed is shown as it is. */
static void test_made_names_said_in_the_language(void **state)
{
    (void)state;
    assert_true(gm_i18n_init(SC_TEST_LOCALEDIR));
    gm_i18n_set_language("fr");
    char autosave[512];
    path_in(autosave, sizeof autosave, GM_AUTOSAVE_FILE);
    gm_save_error err;
    gm_autosave first = {0}, second = {0};
    game_into(play, 60, 3, 60);
    assert_true(gm_saves_autosave(dir, play->session, &first, &err));
    const time_t played = 1764158700;
    struct timespec ts[2] = {{played, 0}, {played, 0}};
    assert_int_equal(utimensat(AT_FDCWD, autosave, ts, 0), 0);
    game_into(other, 61, 2, 2);
    assert_true(gm_saves_autosave(dir, other->session, &second, &err));
    char date[32], want[96], when_said[64], shown[128];
    struct tm tm;
    assert_non_null(localtime_r(&played, &tm));
    strftime(date, sizeof date, "%Y-%m-%d %H.%M", &tm);
    snprintf(want, sizeof want, "Unfinished game, %s", date);
    assert_string_equal(second.kept, want);
    gm_saves_when(played, when_said, sizeof when_said);
    strftime(date, sizeof date, "%d/%m/%Y\xc2\xa0%H:%M", &tm); /* a no-break space */
    assert_string_equal(when_said, date);
    snprintf(want, sizeof want,
             "Partie inachev\xc3\xa9"
             "e, %s",
             when_said);
    assert_string_equal(gm_saves_shown(second.kept, shown, sizeof shown), want);
    /* " (2)" stays; the offered name of French made in French, said again. */
    snprintf(want + strlen(want), sizeof want - strlen(want), " (2)");
    char name[96];
    snprintf(name, sizeof name, "%s (2)", second.kept);
    assert_string_equal(gm_saves_shown(name, shown, sizeof shown), want);
    gm_saves_made_name(_(GM_SAVE_OFFERED), played, name, sizeof name);
    snprintf(want, sizeof want, "Partie du %s", when_said);
    assert_string_equal(gm_saves_shown(name, shown, sizeof shown), want);
    /* In English. */
    gm_i18n_set_language("en");
    gm_saves_when(played, when_said, sizeof when_said);
    strftime(date, sizeof date, "%Y-%m-%d %H:%M", &tm);
    assert_string_equal(when_said, date);
    snprintf(want, sizeof want, "Unfinished game, %s", when_said);
    assert_string_equal(gm_saves_shown(second.kept, shown, sizeof shown), want);
    /* The player's own names, as they are (one ending like a date too). */
    assert_string_equal(gm_saves_shown("Anne's great game", shown, sizeof shown),
                        "Anne's great game");
    assert_string_equal(gm_saves_shown("Unfinished game, 2026-11-28 06.35x", shown, sizeof shown),
                        "Unfinished game, 2026-11-28 06.35x");
}

/* When the game in progress cannot be kept (saves/ is not a folder), the
 * new game writes no autosave: the old one stays whole, and err says why. */
static void test_keep_failure_overwrites_nothing(void **state)
{
    (void)state;
    char autosave[512], saves[512];
    path_in(autosave, sizeof autosave, GM_AUTOSAVE_FILE);
    path_in(saves, sizeof saves, "saves");
    gm_save_error err;
    gm_autosave first = {0};
    game_into(play, 63, 2, 40);
    assert_true(gm_saves_autosave(dir, play->session, &first, &err));
    spit(saves, "not a folder\n", 13);
    gm_autosave second = {0};
    game_into(other, 64, 2, 1);
    assert_false(gm_saves_autosave(dir, other->session, &second, &err));
    assert_non_null(strstr(err.message, "saves"));
    assert_true(
        gm_save_read(autosave, GM_MATS_ONE(&mat, &lay), seats4, other->session, NULL, 0, &err));
    assert_same_game(play, other);
}

/* "Inside the per-user folder" is decided on real paths. */
static void test_own_files(void **state)
{
    (void)state;
    char path[1024], elsewhere[512];
    path_in(elsewhere, sizeof elsewhere, "elsewhere");
    assert_int_equal(mkdir(elsewhere, 0700), 0);
    char pref[300];
    path_in(pref, sizeof pref, "pref/");
    assert_int_equal(mkdir(pref, 0700), 0);
    snprintf(path, sizeof path, "%s../elsewhere/x.screc", pref);
    assert_false(gm_saves_is_own(pref, path));
    snprintf(path, sizeof path, "%sautosave.screc", pref);
    assert_true(gm_saves_is_own(pref, path));
    snprintf(path, sizeof path, "%s./autosave.screc", pref);
    assert_true(gm_saves_is_own(pref, path));
    char saves[300];
    path_in(saves, sizeof saves, "pref/saves");
    assert_int_equal(mkdir(saves, 0700), 0);
    snprintf(path, sizeof path, "%s/Tuesday.screc", saves);
    assert_true(gm_saves_is_own(pref, path));
    snprintf(path, sizeof path, "%s/../../elsewhere/x.screc", saves);
    assert_false(gm_saves_is_own(pref, path));
    assert_false(gm_saves_is_own(pref, "/tmp/x.screc"));
    assert_false(gm_saves_is_own("", path));
    /* A damaged file elsewhere, reached through the folder's path, is
     * refused and left where it is by the app (gm_save_read). */
    snprintf(path, sizeof path, "%s../elsewhere/x.screc", pref);
    spit(path, "junk\n", 5);
    gm_save_error err;
    assert_false(
        gm_save_read(path, GM_MATS_ONE(&mat, &lay), seats4, other->session, NULL, 0, &err));
    assert_true(exists(path));
}

/* At start: temporary files of killed writes go, other files stay; an
 * autosave that cannot be a save (a folder, too large) is set aside with
 * what was in it, and said. */
static void test_tidy_at_start(void **state)
{
    (void)state;
    char path[512];
    const char *junk[] = {GM_AUTOSAVE_FILE ".tmp-999999-3", "settings.yaml.tmp-12-0",
                          "saves/x.screc.tmp-1-17"};
    const char *kept[] = {"notes.tmp-abc", "x.tmp-1-", "x.tmp-1-2.txt", "saves/a.screc",
                          GM_AUTOSAVE_FILE ".damaged-20261126-000000"};
    path_in(path, sizeof path, "saves");
    assert_int_equal(mkdir(path, 0700), 0);
    for (unsigned i = 0; i < 3; i++) {
        path_in(path, sizeof path, junk[i]);
        spit(path, "half a save", 11);
    }
    for (unsigned i = 0; i < 5; i++) {
        path_in(path, sizeof path, kept[i]);
        spit(path, "keep me", 7);
    }
    unsigned removed = 99;
    gm_save_error err;
    assert_true(gm_saves_tidy(dir, when, &removed, &err)); /* no autosave: nothing to say */
    assert_int_equal(removed, 3);
    for (unsigned i = 0; i < 3; i++) {
        path_in(path, sizeof path, junk[i]);
        assert_false(exists(path));
    }
    for (unsigned i = 0; i < 5; i++) {
        path_in(path, sizeof path, kept[i]);
        assert_true(exists(path));
    }

    /* A folder where the autosave should be: set aside, contents and all. */
    char autosave[512], inside[1100];
    path_in(autosave, sizeof autosave, GM_AUTOSAVE_FILE);
    assert_int_equal(mkdir(autosave, 0700), 0);
    snprintf(inside, sizeof inside, "%s/treasure", autosave);
    spit(inside, "x", 1);
    assert_false(gm_saves_tidy(dir, when, &removed, &err));
    assert_non_null(strstr(err.message, "a folder"));
    assert_non_null(strstr(err.message, "set aside as"));
    assert_false(exists(autosave));
    snprintf(inside, sizeof inside, "%s/treasure", err.set_aside);
    assert_true(exists(inside));
    assert_true(gm_saves_tidy(dir, when, &removed, &err)); /* said once: gone */

    /* Too large (sparse: nothing read): set aside, not deleted. */
    int fd = open(autosave, O_WRONLY | O_CREAT, 0600);
    assert_true(fd >= 0);
    assert_int_equal(ftruncate(fd, (off_t)GM_SAVE_MAX_BYTES + 1), 0);
    close(fd);
    assert_false(gm_saves_tidy(dir, when, &removed, &err));
    assert_non_null(strstr(err.message, "too large"));
    assert_false(exists(autosave));
    struct stat st;
    assert_int_equal(stat(err.set_aside, &st), 0);
    assert_int_equal(st.st_size, (off_t)GM_SAVE_MAX_BYTES + 1);

    /* A damaged but ordinary autosave is left for Continue to report. */
    spit(autosave, "junk\n", 5);
    assert_true(gm_saves_tidy(dir, when, &removed, &err));
    assert_true(exists(autosave));
    /* Continue on a folder: refused and set aside too, never read. */
    unlink(autosave);
    assert_int_equal(mkdir(autosave, 0700), 0);
    assert_false(gm_saves_continue(dir, GM_MATS_ONE(&mat, &lay), seats4, other->session, NULL, 0,
                                   when, &err));
    assert_int_equal(err.status, GM_SAVE_DAMAGED);
    assert_false(exists(autosave));
}

/* ---- named saves -------------------------------------------------------- */

static void test_clean_names(void **state)
{
    (void)state;
    char out[GM_SAVE_NAME_MAX];
    assert_true(gm_saves_clean_name("Tuesday's game", out, sizeof out));
    assert_string_equal(out, "Tuesday's game");
    assert_true(gm_saves_clean_name("../../etc/passwd", out, sizeof out));
    assert_string_equal(out, "_.._etc_passwd");
    assert_true(gm_saves_clean_name("  .hidden", out, sizeof out));
    assert_string_equal(out, "hidden");
    assert_true(gm_saves_clean_name("a:b*c?\"d<e>f|g\\h\ni\tj", out, sizeof out));
    assert_string_equal(out, "a_b_c__d_e_f_g_h_i_j");
    assert_true(gm_saves_clean_name("Zoë 🚀 猫", out, sizeof out));
    assert_string_equal(out, "Zoë 🚀 猫");
    assert_true(gm_saves_clean_name("bad \xff byte", out, sizeof out));
    assert_string_equal(out, "bad _ byte");
    assert_false(gm_saves_clean_name("...", out, sizeof out));
    assert_false(gm_saves_clean_name("   ", out, sizeof out));
    assert_false(gm_saves_clean_name("", out, sizeof out));
    /* Long names are cut on a character boundary. */
    char longname[200] = "";
    for (int i = 0; i < 40; i++) {
        strcat(longname, "é");
    }
    assert_true(gm_saves_clean_name(longname, out, sizeof out));
    assert_true(strlen(out) <= GM_SAVE_NAME_MAX - 1);
    assert_int_equal(strlen(out) % 2, 0);
}

static void test_named_saves(void **state)
{
    (void)state;
    gm_save_error err;
    game_into(play, 40, 2, 20);
    assert_true(gm_saves_save_as(dir, "Alpha", play->session, &err));
    game_into(play, 41, 5, 60);
    assert_true(gm_saves_save_as(dir, "Zoë's: game/2", play->session, &err));
    game_into(play, 42, 3, 0);
    assert_true(gm_saves_save_as(dir, "finished", play->session, &err));
    /* A damaged file in the folder is listed as such, and not moved by listing. */
    char junk[512];
    path_in(junk, sizeof junk, "saves/junk" GM_SAVE_EXT);
    spit(junk, "junk\n", 5);
    /* Files that are not saves are not listed. */
    char other_file[512];
    path_in(other_file, sizeof other_file, "saves/notes.txt");
    spit(other_file, "x", 1);

    gm_save_info *list = NULL;
    size_t n = gm_saves_list(dir, GM_MATS_ONE(&mat, &lay), &list);
    assert_int_equal(n, 4);
    unsigned seen = 0;
    for (size_t i = 0; i < n; i++) {
        if (strcmp(list[i].name, "Alpha") == 0) {
            seen |= 1;
            assert_false(list[i].damaged);
            assert_non_null(strstr(list[i].summary, "2 players, expedition"));
        } else if (strcmp(list[i].name, "Zoë's_ game_2") == 0) {
            seen |= 2;
            assert_non_null(strstr(list[i].summary, "5 players"));
        } else if (strcmp(list[i].name, "finished") == 0) {
            seen |= 4;
            assert_non_null(strstr(list[i].summary, "finished"));
        } else if (strcmp(list[i].name, "junk") == 0) {
            seen |= 8;
            assert_true(list[i].damaged);
            assert_non_null(strstr(list[i].summary, "not a Space Cats record"));
        }
        assert_true(list[i].mtime > 0);
    }
    assert_int_equal(seen, 15);
    assert_true(exists(junk));

    /* Load one by its listed path. */
    assert_true(gm_save_read(list[0].path, GM_MATS_ONE(&mat, &lay), seats4, other->session, NULL, 0,
                             &err) ||
                list[0].damaged);

    /* Delete by name (the name as typed or as listed). */
    assert_true(gm_saves_delete(dir, "Zoë's: game/2", &err));
    assert_true(gm_saves_delete(dir, "Alpha", &err));
    assert_false(gm_saves_delete(dir, "Alpha", &err));
    assert_int_equal(err.status, GM_SAVE_MISSING);
    assert_non_null(strstr(err.message, "Alpha" GM_SAVE_EXT));
    free(list);
    n = gm_saves_list(dir, GM_MATS_ONE(&mat, &lay), &list);
    assert_int_equal(n, 2);
    free(list);
    assert_false(gm_saves_save_as(dir, "..", play->session, &err));
    assert_non_null(strstr(err.message, "cannot name a save"));
}

/* argv is writable in main(): the parser gets writable copies. */
static gm_parse parse(gm_options *opt, char *err, size_t err_len, const char *const *args)
{
    char store[6][64];
    char *argv[7] = {NULL};
    int argc = 0;
    for (; argc < 6 && args[argc] != NULL; argc++) {
        snprintf(store[argc], sizeof store[argc], "%s", args[argc]);
        argv[argc] = store[argc];
    }
    return gm_options_parse(argc, argv, opt, err, err_len);
}

/* --continue and --load open straight into the game; bad uses are refused. */
static void test_options(void **state)
{
    (void)state;
    gm_options opt;
    char err[256];
    const char *a1[] = {"spacecats", "--continue", "--autoplay", "--autoplay-delay", "5", NULL};
    assert_int_equal(parse(&opt, err, sizeof err, a1), GM_PARSE_RUN);
    assert_true(opt.continue_game);
    assert_string_equal(opt.screen, "play");
    assert_int_equal(opt.autoplay_delay, 5);
    const char *a2[] = {"spacecats", "--load", "bug report.screc", NULL};
    assert_int_equal(parse(&opt, err, sizeof err, a2), GM_PARSE_RUN);
    assert_string_equal(opt.load, "bug report.screc");
    assert_string_equal(opt.screen, "play");
    const char *a3[] = {"spacecats", "--continue", "--load", "x.screc", NULL};
    assert_int_equal(parse(&opt, err, sizeof err, a3), GM_PARSE_ERROR);
    const char *a4[] = {"spacecats", "--autoplay", "--autoplay-delay", "soon", NULL};
    assert_int_equal(parse(&opt, err, sizeof err, a4), GM_PARSE_ERROR);
    assert_non_null(strstr(err, "soon"));
    const char *a6[] = {"spacecats", "--autoplay-delay", "5", NULL};
    assert_int_equal(parse(&opt, err, sizeof err, a6), GM_PARSE_ERROR);
    const char *a5[] = {"spacecats", "--load", NULL};
    assert_int_equal(parse(&opt, err, sizeof err, a5), GM_PARSE_ERROR);
}

/* Every save is listed, newest first: 130 of them (more than a fixed
 * array of 64 held). */
static void test_list_every_save_newest_first(void **state)
{
    (void)state;
    gm_save_error err;
    game_into(play, 50, 2, 5);
    enum { N = 130 };
    for (unsigned i = 0; i < N; i++) {
        char name[32], path[GM_SAVE_PATH_MAX];
        snprintf(name, sizeof name, "game %03u", i);
        assert_true(gm_saves_named_path(dir, name, path, sizeof path, &err));
        assert_true(gm_save_write(path, play->session, &err));
        /* Dates in a shuffled order: i * 37 mod N. */
        time_t t = 1000000 + (time_t)((i * 37) % N) * 60;
        struct timespec ts[2] = {{t, 0}, {t, 0}};
        assert_int_equal(utimensat(AT_FDCWD, path, ts, 0), 0);
    }
    gm_save_info *list = NULL;
    assert_int_equal(gm_saves_list(dir, GM_MATS_ONE(&mat, &lay), &list), N);
    bool seen[N] = {false};
    for (size_t i = 0; i < N; i++) {
        unsigned k = 0;
        assert_int_equal(sscanf(list[i].name, "game %u", &k), 1);
        assert_true(k < N);
        assert_false(seen[k]);
        seen[k] = true;
        assert_false(list[i].damaged);
        assert_non_null(strstr(list[i].summary, "2 players, expedition"));
        if (i > 0) {
            assert_true(list[i - 1].mtime > list[i].mtime);
        }
    }
    free(list);
}

/* The bytes this process has read so far (Linux's per-process count). */
static long long bytes_read(void)
{
    FILE *f = fopen("/proc/self/io", "r");
    if (f == NULL) {
        return -1;
    }
    long long n = -1;
    char line[128];
    while (fgets(line, sizeof line, f) != NULL) {
        if (sscanf(line, "rchar: %lld", &n) == 1) {
            break;
        }
    }
    fclose(f);
    return n;
}

/* Listing reads a save's beginning and end, not the whole of it: a 12 MB
 * save (a real game with 12 MB of comments inside) lists with its summary
 * from fewer than 16 KB read, and its state matches the game. */
static void test_list_reads_little_of_a_big_save(void **state)
{
    (void)state;
    gm_save_error err;
    game_into(play, 51, 3, 40);
    size_t len = 0;
    char *text = gm_save_compose(play->session, &len);
    assert_non_null(text);
    /* The comments go before the last line, where replay skips them. */
    char *end = strstr(text, "# end of save: ");
    assert_non_null(end);
    char path[GM_SAVE_PATH_MAX];
    assert_true(gm_saves_named_path(dir, "big", path, sizeof path, &err));
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    fwrite(text, 1, (size_t)(end - text), f);
    static const char pad[] = "# a long comment line to make the save large .........\n";
    for (size_t n = 0; n < (12u << 20); n += sizeof pad - 1) {
        fputs(pad, f);
    }
    fputs(end, f);
    assert_int_equal(fclose(f), 0);
    free(text);
    /* It is a whole save all the same. */
    assert_true(gm_save_read(path, GM_MATS_ONE(&mat, &lay), seats4, other->session, NULL, 0, &err));

    long long before = bytes_read();
    if (before < 0) {
        skip();
    }
    gm_save_info *list = NULL;
    assert_int_equal(gm_saves_list(dir, GM_MATS_ONE(&mat, &lay), &list), 1);
    long long used = bytes_read() - before;
    assert_true(used < 16 * 1024);
    assert_false(list[0].damaged);
    char want[100];
    snprintf(want, sizeof want, "3 players, expedition %u, %u failure",
             (unsigned)gm_play_game(other)->expedition, (unsigned)gm_play_game(other)->failures);
    assert_non_null(strstr(list[0].summary, want));
    free(list);
}

/* What listing can tell from a save's ends: cut short (no end line), made
 * for another mat, too large, from a newer version; a plain record is fine. */
static void test_list_flags_damage_from_the_ends(void **state)
{
    (void)state;
    gm_save_error err;
    game_into(play, 52, 4, 30);
    size_t len = 0;
    char *text = gm_save_compose(play->session, &len);
    assert_non_null(text);
    char path[GM_SAVE_PATH_MAX];
    /* Cut short at a line boundary, some way into the record. */
    assert_true(gm_saves_named_path(dir, "cut", path, sizeof path, &err));
    char *cut = strstr(text, "\nroll");
    assert_non_null(cut);
    spit(path, text, (size_t)(cut - text) + 1);
    /* Another mat: the checksum changed. */
    assert_true(gm_saves_named_path(dir, "othermat", path, sizeof path, &err));
    char *copy = malloc(len + 1);
    memcpy(copy, text, len + 1);
    char *m = strstr(copy, "\nmat ");
    assert_non_null(m);
    char *eol = strchr(m + 1, '\n');
    eol[-1] = eol[-1] == '0' ? '1' : '0';
    spit(path, copy, len);
    free(copy);
    /* Newer. */
    assert_true(gm_saves_named_path(dir, "newer", path, sizeof path, &err));
    spit(path, "# spacecats-save 99\n", 20);
    /* Too large (a sparse file: nothing is written or read). */
    assert_true(gm_saves_named_path(dir, "huge", path, sizeof path, &err));
    int fd = open(path, O_WRONLY | O_CREAT, 0600);
    assert_true(fd >= 0);
    assert_int_equal(ftruncate(fd, (off_t)GM_SAVE_MAX_BYTES + 1), 0);
    close(fd);
    /* A plain record, as spacecats-sim writes it. */
    assert_true(gm_saves_named_path(dir, "plain", path, sizeof path, &err));
    spit(path, gm_session_record(play->session)->text, gm_session_record(play->session)->len);
    free(text);

    gm_save_info *list = NULL;
    size_t n = gm_saves_list(dir, GM_MATS_ONE(&mat, &lay), &list);
    assert_int_equal(n, 5);
    for (size_t i = 0; i < n; i++) {
        const char *why = list[i].summary;
        if (strcmp(list[i].name, "cut") == 0) {
            assert_true(list[i].damaged);
            assert_non_null(strstr(why, "cut short"));
        } else if (strcmp(list[i].name, "othermat") == 0) {
            assert_true(list[i].damaged);
            assert_string_equal(why, "an unknown mat");
        } else if (strcmp(list[i].name, "newer") == 0) {
            assert_true(list[i].damaged);
            assert_non_null(strstr(why, "newer"));
        } else if (strcmp(list[i].name, "huge") == 0) {
            assert_true(list[i].damaged);
            assert_non_null(strstr(why, "too large"));
        } else {
            assert_string_equal(list[i].name, "plain");
            assert_false(list[i].damaged);
            assert_string_equal(why, "4 players");
            assert_string_equal(list[i].mat, ""); /* the current mat */
        }
    }
    free(list);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_failed_write_keeps_old_save, each_setup,
                                        each_teardown),
        cmocka_unit_test_setup_teardown(test_round_trip_seats_and_state, each_setup, each_teardown),
        cmocka_unit_test(test_save_is_a_record),
        cmocka_unit_test(test_finished_game_has_scores),
        cmocka_unit_test(test_bad_seat_lines_are_tolerated),
        cmocka_unit_test_setup_teardown(test_name_with_line_break, each_setup, each_teardown),
        cmocka_unit_test_setup_teardown(test_plain_record_loads, each_setup, each_teardown),
        cmocka_unit_test_setup_teardown(test_damaged_save_refused, each_setup, each_teardown),
        cmocka_unit_test_setup_teardown(test_truncated_save_refused, each_setup, each_teardown),
        cmocka_unit_test_setup_teardown(test_damaged_first_line_refused, each_setup, each_teardown),
        cmocka_unit_test_setup_teardown(test_newer_save_refused, each_setup, each_teardown),
        cmocka_unit_test_setup_teardown(test_damaged_end_line_refused, each_setup, each_teardown),
        cmocka_unit_test_setup_teardown(test_other_mat_refused, each_setup, each_teardown),
        cmocka_unit_test_setup_teardown(test_save_finds_its_mat, each_setup, each_teardown),
        cmocka_unit_test_setup_teardown(test_set_aside_never_replaces, each_setup, each_teardown),
        cmocka_unit_test_setup_teardown(test_missing_autosave, each_setup, each_teardown),
        cmocka_unit_test_setup_teardown(test_autosave_only_when_changed, each_setup, each_teardown),
        cmocka_unit_test_setup_teardown(test_new_game_keeps_unfinished, each_setup, each_teardown),
        cmocka_unit_test_setup_teardown(test_made_names_said_in_the_language, each_setup,
                                        each_teardown),
        cmocka_unit_test_setup_teardown(test_keep_failure_overwrites_nothing, each_setup,
                                        each_teardown),
        cmocka_unit_test_setup_teardown(test_own_files, each_setup, each_teardown),
        cmocka_unit_test_setup_teardown(test_tidy_at_start, each_setup, each_teardown),
        cmocka_unit_test(test_clean_names),
        cmocka_unit_test(test_options),
        cmocka_unit_test_setup_teardown(test_named_saves, each_setup, each_teardown),
        cmocka_unit_test_setup_teardown(test_list_every_save_newest_first, each_setup,
                                        each_teardown),
        cmocka_unit_test_setup_teardown(test_list_reads_little_of_a_big_save, each_setup,
                                        each_teardown),
        cmocka_unit_test_setup_teardown(test_list_flags_damage_from_the_ends, each_setup,
                                        each_teardown),
    };
    return cmocka_run_group_tests(tests, group_setup, group_teardown);
}
