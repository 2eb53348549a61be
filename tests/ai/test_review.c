/* The game review (spacecats/review.h): a scripted game whose blunder is
 * known (near the end, a seat stays aboard instead of the landing that
 * would put it ahead, with the next roll likely to crash) has it as its
 * top turning point, in the library and in spacecats-sim review's text;
 * the review is deterministic for a seed; dealing another seat's missions
 * differently changes nothing in a seat's review, nor does another seed
 * (other dice to come) in anyone's; progress counts to the end and
 * cancels; a damaged record is refused with its line; the board of a
 * turning point is the game as it was. */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "review_print.h"
#include "spacecats/ai.h"
#include "spacecats/mat_load.h"
#include "spacecats/record.h"
#include "spacecats/review.h"

static sc_mat the_mat;

static const sc_mat *mat(void)
{
    static bool loaded = false;
    if (!loaded) {
        char err[256];
        assert_true(
            sc_mat_load_file(SC_TEST_DATADIR "/mat/default.yaml", &the_mat, err, sizeof err));
        loaded = true;
    }
    return &the_mat;
}

static sc_choice list[SC_MAX_CHOICES];

/* Seat 0 leads everyone on points in g. */
static bool leads(const sc_game *g)
{
    sc_score s[SC_MAX_PLAYERS];
    sc_game_score(g, s);
    for (unsigned p = 1; p < g->setup.n_players; p++) {
        if (s[p].total >= s[0].total) {
            return false;
        }
    }
    return true;
}

/* Choice c makes seat 0 lead: it does not lead before, it does after. */
static bool takes_the_lead(const sc_game *g, const sc_choice *c)
{
    sc_game after = *g;
    assert_int_equal(sc_game_apply(&after, c), SC_OK);
    return !leads(g) && leads(&after);
}

/* A game played by `level` in every seat and recorded; with blunder, seat 0
 * stays aboard the first time, near the end (a seat has two astronauts or
 * fewer to place), the next roll crashes at least 15% of the time and the level would
 * land where it puts seat 0 ahead: it throws a winning landing away. *blunder_step says which event
 * that was.
 * Returns whether the blunder was made. */
static bool play_game(uint64_t seed, unsigned players, unsigned variants, const char *level,
                      bool blunder, sc_record *rec, unsigned *blunder_step, sc_game *g)
{
    const sc_ai_level *lvl = sc_ai_level_find(level);
    assert_non_null(lvl);
    sc_setup setup = {.n_players = (uint8_t)players,
                      .variants = (uint8_t)variants,
                      .first_player = 0,
                      .seed = seed};
    assert_true(sc_game_init(g, mat(), &setup));
    sc_record_begin(rec, g);
    unsigned step = 0;
    bool made = false;
    while (!sc_game_over(g)) {
        sc_game before = *g;
        if (g->pending.kind == SC_PENDING_ROLL) {
            uint8_t faces[SC_MAX_DICE];
            unsigned pool = g->pool;
            assert_int_equal(sc_game_roll(g, faces), SC_OK);
            sc_record_roll(rec, &before, faces, pool);
            step++;
            continue;
        }
        size_t n = sc_game_choices(g, list);
        unsigned me = (unsigned)g->pending.player;
        size_t k = n > 1 ? sc_ai_choose(lvl, g, me, list, n, seed * 977 + step) : 0;
        /* The end is near: a seat has two astronauts or fewer to place. */
        bool last = false;
        for (unsigned p = 0; p < players; p++) {
            last |= sc_game_placed(g, p) + 2 >= SC_ASTRONAUTS;
        }
        if (blunder && !made && me == 0 && g->pending.kind == SC_PENDING_LAND && last && n > 1 &&
            sc_game_crash_chance(g) >= 0.15 && list[k].kind == SC_CHOICE_LAND &&
            takes_the_lead(g, &list[k])) {
            for (k = 0; list[k].kind != SC_CHOICE_STAY; k++) {
            }
            made = true;
            *blunder_step = step;
        }
        sc_record_choice(rec, &before, &list[k]);
        assert_int_equal(sc_game_apply(g, &list[k]), SC_OK);
        step++;
    }
    assert_false(rec->failed);
    return made;
}

static sc_review *review(const sc_record *rec, unsigned humans, uint64_t seed, unsigned worlds)
{
    sc_review *rv = malloc(sizeof *rv);
    assert_non_null(rv);
    sc_review_options opt = {.seed = seed, .humans = humans, .worlds = worlds};
    sc_record_error err = {0};
    bool ok = sc_review_record(rec->text, rec->len, mat(), &opt, rv, &err);
    if (!ok) {
        fail_msg("review: %s", err.message);
    }
    return rv;
}

/* ---- the known blunder ---------------------------------------------------- */

static void test_blunder_is_the_top_turning_point(void **state)
{
    (void)state;
    sc_record rec = {0};
    unsigned step = 0;
    sc_game g;
    uint64_t seed = 1;
    while (!play_game(seed, 2, 0, "commander", true, &rec, &step, &g)) {
        seed++;
        assert_true(seed < 200);
    }
    sc_review *rv = review(&rec, 1u << 0, 3, 0);
    assert_true(rv->over);
    assert_int_equal(rv->humans, 1u);
    assert_true(rv->n_turns[0] >= 1);
    const sc_review_turn *t = &rv->turns[0][0];
    assert_int_equal(t->step, step);
    assert_int_equal(t->seat, 0);
    assert_int_equal(t->pending, SC_PENDING_LAND);
    assert_int_equal(t->chosen.kind, SC_CHOICE_STAY);
    assert_int_equal(t->best.kind, SC_CHOICE_LAND);
    assert_string_equal(t->chosen_text, "stay");
    assert_true(strncmp(t->best_text, "land ", 5) == 0);
    assert_true(t->crash >= 0.15);
    assert_true(isnan(t->crash_best));
    /* A landing that took the lead, thrown away near the end. */
    assert_true(t->win_best - t->win_chosen >= 0.2);
    /* Only seat 0 was asked about. */
    assert_int_equal(rv->n_turns[1], 0);
    /* The board of the turning point is the game as it was. */
    sc_game at;
    assert_true(sc_review_state_at(rec.text, rec.len, mat(), t->step, &at));
    assert_int_equal(at.pending.kind, SC_PENDING_LAND);
    assert_int_equal(at.pending.player, 0);
    assert_true(sc_game_is_legal(&at, &t->chosen));
    assert_true(sc_game_is_legal(&at, &t->best));
    assert_int_equal(at.expedition, t->expedition);
    /* The record cut just before it replays to the same game. */
    sc_game cut;
    size_t upto = sc_review_prefix(rec.text, rec.len, t->step);
    assert_true(upto < rec.len);
    assert_true(sc_record_replay(rec.text, upto, mat(), &cut, NULL));
    assert_memory_equal(&cut.players, &at.players, sizeof cut.players);
    assert_int_equal(cut.pending.kind, at.pending.kind);
    assert_int_equal(cut.rocket_space, at.rocket_space);
    assert_int_equal(sc_review_prefix(rec.text, rec.len, rv->events), rec.len);

    /* spacecats-sim review says the same, naming the record's line. */
    char *out = NULL;
    size_t out_len = 0;
    FILE *f = open_memstream(&out, &out_len);
    assert_non_null(f);
    sim_review_print(f, rv, "blunder.rec", rec.text, rec.len);
    fclose(f);
    unsigned line = sim_review_event_line(rec.text, rec.len, step);
    assert_true(line > 0);
    char want[320];
    snprintf(want, sizeof want,
             "Turning points of seat 0:\n  1. blunder.rec:%u: expedition %u, landing: played "
             "'stay'; better '%s'.\n",
             line, (unsigned)t->expedition, t->best_text);
    if (strstr(out, want) == NULL) {
        fail_msg("no '%s' in:\n%s", want, out);
    }
    free(out);
    free(rv);
    sc_record_free(&rec);
}

/* ---- progress and cancelling ------------------------------------------------ */

typedef struct progress {
    unsigned calls, last_done, total, stop_at;
    bool monotonic;
} progress;

static bool on_progress(void *ctx, unsigned done, unsigned total)
{
    progress *p = ctx;
    p->monotonic &= done == p->last_done + 1 && (p->total == 0 || p->total == total);
    p->calls++;
    p->last_done = done;
    p->total = total;
    return p->stop_at == 0 || done < p->stop_at;
}

/* ---- the graph -------------------------------------------------------------- */

static void test_graph_points(void **state)
{
    (void)state;
    sc_record rec = {0};
    unsigned step;
    sc_game g;
    play_game(4, 4, SC_VARIANT_ALL, "cadet", false, &rec, &step, &g);
    sc_review *rv = review(&rec, 0, 1, 60);
    assert_int_equal(rv->n_players, 4);
    assert_int_equal(rv->humans, 15u);
    /* The start, then one point after each expedition. */
    assert_int_equal(rv->n_points, g.expedition + 1u);
    assert_int_equal(rv->point_expedition[0], 0);
    for (unsigned k = 1; k < rv->n_points; k++) {
        assert_int_equal(rv->point_expedition[k], k);
        assert_true(rv->point_step[k] > rv->point_step[k - 1]);
    }
    for (unsigned k = 0; k < rv->n_points; k++) {
        for (unsigned p = 0; p < 4; p++) {
            assert_true(rv->chance[k][p] >= 0.0 && rv->chance[k][p] <= 1.0);
        }
    }
    /* The last point is the result. */
    unsigned winners = sc_game_winners(&g), k = rv->n_points - 1;
    for (unsigned p = 0; p < 4; p++) {
        if (winners & (1u << p)) {
            assert_true(rv->chance[k][p] > 0.0);
        } else {
            assert_true(rv->chance[k][p] == 0.0);
        }
    }
    assert_int_equal(rv->point_step[k], rv->events);
    free(rv);
    sc_record_free(&rec);
}

/* A game saved part-way: the record cut before event `step`. */
static sc_review *review_cut(const sc_record *rec, unsigned step, unsigned worlds, unsigned *total)
{
    size_t upto = sc_review_prefix(rec->text, rec->len, step);
    sc_record cut = {.text = rec->text, .len = upto};
    progress p = {.monotonic = true};
    sc_review *rv = malloc(sizeof *rv);
    assert_non_null(rv);
    /* Seat 0's decisions only are weighed: the points are what is tested. */
    sc_review_options opt = {
        .seed = 4, .humans = 1, .worlds = worlds, .progress = on_progress, .ctx = &p};
    sc_record_error err = {0};
    if (!sc_review_record(cut.text, cut.len, mat(), &opt, rv, &err)) {
        fail_msg("review of the record cut at event %u: %s", step, err.message);
    }
    /* The work counted first is the work done. */
    assert_true(p.monotonic);
    assert_int_equal(p.last_done, p.total);
    *total = p.total;
    return rv;
}

/* Without secret missions every seat knows the same, and a point's chances
 * are one sum of win shares over the same worlds: they add up to 100%, in
 * a finished game and in one saved part-way (before, each seat met worlds
 * of its own: the chances at this game's start added up to 120%). */
static void test_chances_add_up(void **state)
{
    (void)state;
    sc_record rec = {0};
    unsigned step, total;
    sc_game g;
    play_game(5, 3, SC_VARIANT_UFO | SC_VARIANT_EXPLORATION, "cadet", false, &rec, &step, &g);
    unsigned events = 0;
    for (const char *c = strstr(rec.text, "\nstart\n") + 7; *c; c++) {
        events += *c == '\n';
    }
    const unsigned cuts[] = {0, 1, events / 3, events / 2 + 1, events};
    for (unsigned i = 0; i < sizeof cuts / sizeof cuts[0]; i++) {
        sc_review *rv = review_cut(&rec, cuts[i], 30, &total);
        assert_true(rv->n_points >= 1);
        assert_int_equal(rv->over, cuts[i] == events);
        for (unsigned k = 0; k < rv->n_points; k++) {
            double sum = 0;
            for (unsigned p = 0; p < rv->n_players; p++) {
                sum += rv->chance[k][p];
            }
            if (fabs(sum - 1.0) > 1e-9) {
                fail_msg("cut at event %u: the chances of point %u add up to %.3f", cuts[i], k,
                         sum);
            }
        }
        free(rv);
    }
    sc_record_free(&rec);
}

/* A game saved while the secret missions were being chosen, before the
 * first expedition, is reviewed: one point, where it stops (the graph had
 * none, and the screen read the chances of point -1). */
static void test_saved_before_the_first_expedition(void **state)
{
    (void)state;
    sc_record rec = {0};
    unsigned step, total;
    sc_game g;
    play_game(6, 3, SC_VARIANT_MISSIONS, "cadet", false, &rec, &step, &g);
    for (unsigned cut = 0; cut < 3; cut++) { /* before each return of a mission */
        sc_review *rv = review_cut(&rec, cut, 20, &total);
        assert_false(rv->over);
        assert_int_equal(rv->n_points, 1);
        assert_int_equal(rv->point_expedition[0], 0);
        assert_int_equal(rv->point_step[0], cut);
        assert_int_equal(total, 3 + (cut > 0)); /* its point, and seat 0's return weighed */
        for (unsigned p = 0; p < 3; p++) {
            assert_true(rv->chance[0][p] > 0.0 && rv->chance[0][p] < 1.0);
        }
        free(rv);
    }
    sc_record_free(&rec);
}

/* ---- determinism ------------------------------------------------------------ */

static void test_same_seed_same_review(void **state)
{
    (void)state;
    sc_record rec = {0};
    unsigned step;
    sc_game g;
    play_game(9, 3, SC_VARIANT_UFO, "cadet", false, &rec, &step, &g);
    sc_review *a = review(&rec, 0, 77, 50);
    sc_review *b = review(&rec, 0, 77, 50);
    assert_memory_equal(a, b, sizeof *a);
    sc_review *c = review(&rec, 0, 78, 50);
    assert_true(memcmp(a->chance, c->chance, sizeof a->chance) != 0);
    free(a);
    free(b);
    free(c);
    sc_record_free(&rec);
}

/* ---- blindness ----------------------------------------------------------- */

/* The record with seat `seat`'s dealt missions replaced by tokens nobody
 * was dealt (the same choices stay legal: a seat returns "the I-th"), the
 * line marked as set by hand. */
static char *redeal(const sc_record *rec, unsigned seat, const sc_game *g)
{
    const sc_mat *m = mat();
    bool dealt[SC_MAX_MISSION_TOKENS] = {false};
    for (unsigned i = 0; i < g->piles.n_missions; i++) {
        dealt[g->piles.missions[i]] = true;
    }
    char line[64], want[32];
    int len = snprintf(line, sizeof line, "missions %u", seat);
    unsigned put = 0;
    for (unsigned t = 0; t < m->n_mission_tokens && put < m->missions_dealt; t++) {
        if (!dealt[t]) {
            len += snprintf(line + len, sizeof line - (size_t)len, " %u", t);
            put++;
        }
    }
    assert_int_equal(put, m->missions_dealt);
    len += snprintf(line + len, sizeof line - (size_t)len, " chosen");
    snprintf(want, sizeof want, "\nmissions %u ", seat);
    const char *at = strstr(rec->text, want);
    assert_non_null(at);
    at++;
    const char *eol = strchr(at, '\n');
    size_t head = (size_t)(at - rec->text);
    char *out = malloc(rec->len + sizeof line);
    assert_non_null(out);
    memcpy(out, rec->text, head);
    strcpy(out + head, line);
    strcat(out, eol);
    return out;
}

static void test_blind_to_others_missions(void **state)
{
    (void)state;
    sc_record rec = {0};
    unsigned step;
    sc_game g;
    play_game(21, 3, SC_VARIANT_MISSIONS, "captain", false, &rec, &step, &g);
    char *other = redeal(&rec, 1, &g);
    assert_true(strcmp(other, rec.text) != 0);
    sc_review *a = review(&rec, 0, 5, 80);
    sc_record changed = {.text = other, .len = strlen(other)};
    sc_review *b = review(&changed, 0, 5, 80);
    assert_int_equal(a->n_points, b->n_points);
    /* Seat 0's estimates (the result aside, which everyone sees at the end)
     * and its turning points are the same; seat 1's, who knows its own
     * missions, are not. */
    bool seat1_differs = false;
    for (unsigned k = 0; k + 1 < a->n_points; k++) {
        assert_true(a->chance[k][0] == b->chance[k][0]);
        assert_true(a->chance[k][2] == b->chance[k][2]);
        seat1_differs |= a->chance[k][1] != b->chance[k][1];
    }
    assert_true(seat1_differs);
    assert_int_equal(a->n_turns[0], b->n_turns[0]);
    assert_memory_equal(a->turns[0], b->turns[0], sizeof a->turns[0]);

    /* Another seed in the record: other dice to come, which nobody knew.
     * The dice rolled are the record's; every estimate stays the same. The
     * missions dealt stay the record's too, marked as set by hand (the new
     * seed would deal others). */
    char *reseeded = malloc(rec.len + 64);
    assert_non_null(reseeded);
    size_t at = 0;
    for (const char *line = rec.text; *line != '\0';) {
        size_t n = strcspn(line, "\n");
        memcpy(reseeded + at, line, n);
        at += n;
        if (strncmp(line, "missions ", 9) == 0) {
            memcpy(reseeded + at, " chosen", 7);
            at += 7;
        }
        line += n;
        if (*line == '\n') {
            reseeded[at++] = *line++;
        }
    }
    reseeded[at] = '\0';
    char *seed_line = strstr(reseeded, "\nseed ");
    assert_non_null(seed_line);
    seed_line[6] = seed_line[6] == '9' ? '8' : '9';
    sc_record again = {.text = reseeded, .len = strlen(reseeded)};
    sc_review *c = review(&again, 0, 5, 80);
    assert_memory_equal(a->chance, c->chance, sizeof a->chance);
    assert_memory_equal(a->turns, c->turns, sizeof a->turns);
    free(c);
    free(reseeded);
    free(a);
    free(b);
    free(other);
    sc_record_free(&rec);
}

static void test_progress_and_cancel(void **state)
{
    (void)state;
    sc_record rec = {0};
    unsigned step;
    sc_game g;
    play_game(2, 2, 0, "cadet", false, &rec, &step, &g);
    sc_review *rv = malloc(sizeof *rv);
    assert_non_null(rv);
    progress p = {.monotonic = true};
    sc_review_options opt = {.seed = 1, .worlds = 20, .progress = on_progress, .ctx = &p};
    sc_record_error err = {0};
    assert_true(sc_review_record(rec.text, rec.len, mat(), &opt, rv, &err));
    assert_true(p.monotonic);
    assert_int_equal(p.last_done, p.total);
    assert_true(p.total > 10);
    assert_false(rv->cancelled);

    progress q = {.monotonic = true, .stop_at = p.total / 2};
    opt.ctx = &q;
    assert_false(sc_review_record(rec.text, rec.len, mat(), &opt, rv, &err));
    assert_true(rv->cancelled);
    assert_int_equal(q.calls, p.total / 2);
    free(rv);
    sc_record_free(&rec);
}

/* The same turning point with the same figures (field by field: a
 * struct's padding is not compared). */
static bool same_turn(const sc_review_turn *a, const sc_review_turn *b)
{
    return a->step == b->step && a->seat == b->seat && a->win_chosen == b->win_chosen &&
           a->win_best == b->win_best && strcmp(a->chosen_text, b->chosen_text) == 0 &&
           strcmp(a->best_text, b->best_text) == 0;
}

/* A step at a time (the review screen shows it as it grows): after each
 * step the graph's points so far are the finished review's first points,
 * and each turning point so far is the finished review's own, or was
 * pushed out of its seat's worst by worse ones found later. */
static void test_partial_is_consistent(void **state)
{
    (void)state;
    sc_record rec = {0};
    unsigned step, steps = 0, turns_early = 0;
    sc_game g;
    play_game(6, 3, 0, "captain", false, &rec, &step, &g);
    sc_review *full = malloc(sizeof *full), *part = malloc(sizeof *part);
    assert_true(full && part);
    sc_review_options opt = {.seed = 2, .worlds = 40};
    sc_record_error err = {0};
    assert_true(sc_review_record(rec.text, rec.len, mat(), &opt, full, &err));
    sc_review_run *r = sc_review_begin(rec.text, rec.len, mat(), &opt, part, &err);
    assert_non_null(r);
    for (bool more = true; more; steps++) {
        more = sc_review_step(r);
        assert_true(part->n_points <= full->n_points);
        size_t n = part->n_points * sizeof full->chance[0];
        assert_memory_equal(part->chance, full->chance, n);
        for (unsigned p = 0; p < 3; p++) {
            for (unsigned i = 0; i < part->n_turns[p]; i++) {
                const sc_review_turn *t = &part->turns[p][i];
                bool kept = false;
                for (unsigned k = 0; k < full->n_turns[p]; k++) {
                    kept |= same_turn(&full->turns[p][k], t);
                }
                const sc_review_turn *last = &full->turns[p][SC_REVIEW_MAX_TURNS - 1];
                assert_true(kept ||
                            (full->n_turns[p] == SC_REVIEW_MAX_TURNS &&
                             last->win_best - last->win_chosen >= t->win_best - t->win_chosen));
                turns_early += more;
            }
        }
    }
    assert_true(sc_review_end(r, &err));
    /* The end is the finished review. */
    assert_int_equal(part->n_points, full->n_points);
    for (unsigned p = 0; p < 3; p++) {
        assert_int_equal(part->n_turns[p], full->n_turns[p]);
        for (unsigned i = 0; i < full->n_turns[p]; i++) {
            assert_true(same_turn(&part->turns[p][i], &full->turns[p][i]));
        }
    }
    assert_true(steps > 10);
    assert_true(turns_early > 0); /* turning points were there before the end */
    free(full);
    free(part);
    sc_record_free(&rec);
}

/* ---- a damaged record ----------------------------------------------------- */

static void test_damaged_record(void **state)
{
    (void)state;
    sc_record rec = {0};
    unsigned step;
    sc_game g;
    play_game(3, 2, 0, "cadet", false, &rec, &step, &g);
    /* A landing on a planet that does not exist, right after the header. */
    const char *start = strstr(rec.text, "\nstart\n");
    assert_non_null(start);
    size_t head = (size_t)(start - rec.text) + 7;
    char *bad = malloc(rec.len + 32);
    assert_non_null(bad);
    memcpy(bad, rec.text, head);
    strcpy(bad + head, "0 land planet:Z\n");
    strcat(bad, rec.text + head);
    unsigned bad_line = 1;
    for (size_t i = 0; i < head; i++) {
        bad_line += rec.text[i] == '\n';
    }
    sc_review *rv = malloc(sizeof *rv);
    assert_non_null(rv);
    sc_review_options opt = {.seed = 1, .worlds = 10};
    sc_record_error err = {0};
    assert_false(sc_review_record(bad, strlen(bad), mat(), &opt, rv, &err));
    assert_int_equal(err.line, bad_line);
    assert_non_null(strstr(err.message, "planet"));
    assert_false(sc_review_state_at(bad, strlen(bad), mat(), 0, &g));
    /* A step past the end of a good record. */
    assert_false(sc_review_state_at(rec.text, rec.len, mat(), 100000, &g));
    free(rv);
    free(bad);
    sc_record_free(&rec);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_blunder_is_the_top_turning_point),
        cmocka_unit_test(test_graph_points),
        cmocka_unit_test(test_chances_add_up),
        cmocka_unit_test(test_saved_before_the_first_expedition),
        cmocka_unit_test(test_same_seed_same_review),
        cmocka_unit_test(test_blind_to_others_missions),
        cmocka_unit_test(test_progress_and_cancel),
        cmocka_unit_test(test_partial_is_consistent),
        cmocka_unit_test(test_damaged_record),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
