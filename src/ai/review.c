/* The game review (spacecats/review.h): the record replayed event by event,
 * each seat's winning chance after each expedition, and the human seats'
 * decisions weighed against the strongest level's choice.
 *
 * The estimates are the commander's own machinery (ai_determinize, then
 * ai_rollout): a seat's chance is its win share over simulated worlds drawn
 * from what it knew. A move and the better choice meet the same worlds
 * (paired outcomes), so the loss between them is mostly skill, not luck. */
#include "spacecats/review.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai_internal.h"

/* ---- the record, event by event ---------------------------------------- */

/* The record rewritten canonically by sc_record_resume (no comments, one
 * event a line), walked from the line after "start". */
typedef struct stepper {
    sc_record canon;
    const char *at, *end;
    sc_game g;
    unsigned step;
} stepper;

static bool stepper_open(stepper *s, const char *text, size_t len, const sc_mat *mat,
                         sc_record_error *err)
{
    memset(s, 0, sizeof *s);
    if (!sc_record_resume(text, len, mat, &s->g, &s->canon, err)) {
        sc_record_free(&s->canon);
        return false;
    }
    const char *t = s->canon.text;
    const char *start = t ? strstr(t, "\nstart\n") : NULL;
    if (s->canon.failed || !start) {
        if (err) {
            err->line = 0;
            snprintf(err->message, sizeof err->message, "out of memory");
        }
        sc_record_free(&s->canon);
        return false;
    }
    size_t head = (size_t)(start - t) + strlen("\nstart\n");
    if (!sc_record_replay(t, head, mat, &s->g, err)) {
        sc_record_free(&s->canon);
        return false;
    }
    s->at = t + head;
    s->end = t + s->canon.len;
    return true;
}

static void stepper_close(stepper *s)
{
    sc_record_free(&s->canon);
}

static bool parse_face(const char *w, size_t n, const sc_mat *mat, uint8_t *out)
{
    (void)mat;
    for (unsigned f = 0; f < SC_FACE_COUNT; f++) {
        const char *name = sc_face_name((sc_face)f);
        if (strlen(name) == n && strncmp(name, w, n) == 0) {
            *out = (uint8_t)f;
            return true;
        }
    }
    return false;
}

/* Applies the next event; *c gets the decision (kind SC_CHOICE_KIND_COUNT
 * for a roll). Returns false at the end of the record. The text was
 * checked by sc_record_resume, so it only has events the game accepts. */
static bool stepper_next(stepper *s, sc_choice *c)
{
    char line[1100];
    while (s->at < s->end) {
        const char *nl = memchr(s->at, '\n', (size_t)(s->end - s->at));
        size_t n = nl ? (size_t)(nl - s->at) : (size_t)(s->end - s->at);
        const char *l = s->at;
        s->at = nl ? nl + 1 : s->end;
        if (n == 0 || n >= sizeof line) {
            continue;
        }
        memcpy(line, l, n);
        line[n] = '\0';
        c->kind = SC_CHOICE_KIND_COUNT;
        if (strncmp(line, "roll", 4) == 0) {
            uint8_t faces[SC_MAX_DICE];
            unsigned k = 0;
            for (char *w = strtok(line + 4, " "); w && k < SC_MAX_DICE; w = strtok(NULL, " ")) {
                if (!parse_face(w, strlen(w), s->g.mat, &faces[k])) {
                    return false;
                }
                k++;
            }
            if (sc_game_roll_fixed(&s->g, faces, k) != SC_OK) {
                return false;
            }
        } else {
            char *sp = strchr(line, ' ');
            if (!sp || !sc_choice_parse(&s->g, sp + 1, c) || sc_game_apply(&s->g, c) != SC_OK) {
                return false;
            }
        }
        s->step++;
        return true;
    }
    return false;
}

bool sc_review_state_at(const char *text, size_t len, const sc_mat *mat, unsigned step, sc_game *g)
{
    stepper *s = malloc(sizeof *s);
    if (!s || !stepper_open(s, text, len, mat, NULL)) {
        free(s);
        return false;
    }
    sc_choice c;
    while (s->step < step && stepper_next(s, &c)) {
    }
    bool ok = s->step == step;
    if (ok) {
        *g = s->g;
    }
    stepper_close(s);
    free(s);
    return ok;
}

/* ---- estimates ---------------------------------------------------------- */

/* The strongest level's worlds per decision in a review (its own: 512).
 * The review weighs one decision of every human turn, and its choice at
 * most of them is captain's or settled within a few batches; see
 * docs/performance.md for what this changes and saves. */
enum { REVIEW_CHOICE_WORLDS = 128 };

static double win_share(const sc_game *g, unsigned me)
{
    unsigned w = sc_game_winners(g);
    if (!(w & (1u << me))) {
        return 0.0;
    }
    unsigned k = 0;
    for (; w; w &= w - 1) {
        k++;
    }
    return 1.0 / k;
}

static uint64_t world_seed(uint64_t seed, unsigned i)
{
    return ai_mix(seed + 0x9E3779B1ull * (i + 1));
}

/* Seat me's chance to win from g, over worlds drawn from what it knows. */
static double chance_now(const sc_game *g, unsigned me, uint64_t seed, unsigned worlds)
{
    if (sc_game_over(g)) {
        return win_share(g, me);
    }
    double sum = 0.0;
    for (unsigned i = 0; i < worlds; i++) {
        uint64_t s = world_seed(seed, i);
        sc_game d;
        ai_determinize(g, me, s, &d);
        ai_rollout(&d, s);
        sum += win_share(&d, me);
    }
    return sum / worlds;
}

/* Every seat's chance to win from g when they all know the same (no secret
 * missions): ai_determinize draws the same worlds for every seat then, so
 * one game per world serves them all, and each chance is exactly
 * chance_now's (the same sums in the same order). */
static void chance_all(const sc_game *g, uint64_t seed, unsigned worlds, double *out)
{
    unsigned n = g->setup.n_players;
    double sum[SC_MAX_PLAYERS] = {0};
    for (unsigned i = 0; i < worlds && !sc_game_over(g); i++) {
        uint64_t s = world_seed(seed, i);
        sc_game d;
        ai_determinize(g, 0, s, &d);
        ai_rollout(&d, s);
        for (unsigned p = 0; p < n; p++) {
            sum[p] += win_share(&d, p);
        }
    }
    for (unsigned p = 0; p < n; p++) {
        out[p] = sc_game_over(g) ? win_share(g, p) : sum[p] / worlds;
    }
}

/* Seat me's chances after choice a and after choice b, on common worlds. */
static void chance_pair(const sc_game *g, unsigned me, const sc_choice *a, const sc_choice *b,
                        uint64_t seed, unsigned worlds, double *wa, double *wb)
{
    double sa = 0.0, sb = 0.0;
    for (unsigned i = 0; i < worlds; i++) {
        uint64_t s = world_seed(seed, i);
        sc_game d;
        ai_determinize(g, me, s, &d);
        sc_game r = d;
        sc_game_apply(&r, a);
        ai_rollout(&r, s);
        sa += win_share(&r, me);
        r = d;
        sc_game_apply(&r, b);
        ai_rollout(&r, s);
        sb += win_share(&r, me);
    }
    *wa = sa / worlds;
    *wb = sb / worlds;
}

/* The crash odds a move risks for the deciding seat (see sc_review_turn). */
static double crash_of(const sc_game *g, const sc_choice *c)
{
    switch (g->pending.kind) {
    case SC_PENDING_LAND:
        return c->kind == SC_CHOICE_STAY ? sc_game_crash_chance(g) : AI_NAN;
    case SC_PENDING_TRAVEL: {
        if (c->kind == SC_CHOICE_CRASH) {
            return 1.0;
        }
        if (c->kind != SC_CHOICE_MOVE) {
            return AI_NAN; /* a reroll: the dice are rolled again */
        }
        sc_game after = *g;
        if (sc_game_apply(&after, c) != SC_OK || after.pending.kind != SC_PENDING_ROLL) {
            return AI_NAN; /* the expedition ended, or a landing decision comes first */
        }
        return sc_game_crash_chance(&after);
    }
    default:
        return AI_NAN;
    }
}

static bool same_choice(const sc_choice *a, const sc_choice *b)
{
    return a->kind == b->kind && a->arg == b->arg && a->faces == b->faces &&
           a->pilots == b->pilots && a->flags == b->flags && a->target == b->target &&
           a->index == b->index;
}

/* A seed from the review's seed and public facts only. */
static uint64_t unit_seed(uint64_t seed, unsigned step, unsigned seat, unsigned what)
{
    return ai_mix(ai_mix(seed ^ ((uint64_t)step << 16)) ^ ((uint64_t)seat << 8 | what));
}

/* Keeps the turn if it is among the seat's worst, worst first. */
static void keep_turn(sc_review *rv, const sc_review_turn *t)
{
    unsigned seat = t->seat;
    double loss = t->win_best - t->win_chosen;
    if (loss < SC_REVIEW_MIN_LOSS) {
        return;
    }
    unsigned n = rv->n_turns[seat];
    unsigned at = n;
    while (at > 0) {
        const sc_review_turn *o = &rv->turns[seat][at - 1];
        if (o->win_best - o->win_chosen >= loss) {
            break;
        }
        at--;
    }
    if (at >= SC_REVIEW_MAX_TURNS) {
        return;
    }
    unsigned last = n < SC_REVIEW_MAX_TURNS ? n : SC_REVIEW_MAX_TURNS - 1;
    memmove(&rv->turns[seat][at + 1], &rv->turns[seat][at], (last - at) * sizeof *t);
    rv->turns[seat][at] = *t;
    if (n < SC_REVIEW_MAX_TURNS) {
        rv->n_turns[seat]++;
    }
}

/* ---- the review --------------------------------------------------------- */

typedef struct job {
    const sc_review_options *opt;
    unsigned worlds;
    unsigned done, total;
    sc_review *rv;
} job;

static bool tick(job *j)
{
    j->done++;
    if (j->opt->progress && !j->opt->progress(j->opt->ctx, j->done, j->total)) {
        j->rv->cancelled = true;
        return false;
    }
    return true;
}

static bool add_point(job *j, const sc_game *g, unsigned step)
{
    sc_review *rv = j->rv;
    if (rv->n_points >= SC_REVIEW_MAX_POINTS) {
        rv->n_points = SC_REVIEW_MAX_POINTS - 1; /* the last point is overwritten */
    }
    unsigned k = rv->n_points++;
    rv->point_expedition[k] = (uint16_t)(sc_game_over(g) ? g->expedition
                                         : g->expedition ? g->expedition - 1
                                                         : 0);
    rv->point_step[k] = step;
    /* The same worlds for every seat: where the seats know the same (no
     * secret missions), the worlds are the same games and the chances add
     * up to 1 exactly (each world's win shares do); with secret missions
     * each seat redraws the others' own way, so they need not. */
    uint64_t seed = unit_seed(j->opt->seed, step, 0, 1);
    bool shared = !(g->setup.variants & SC_VARIANT_MISSIONS);
    if (shared) {
        chance_all(g, seed, j->worlds, rv->chance[k]);
    }
    for (unsigned p = 0; p < g->setup.n_players; p++) {
        if (!shared) {
            rv->chance[k][p] = chance_now(g, p, seed, j->worlds);
        }
        if (!tick(j)) {
            return false;
        }
    }
    return true;
}

static bool weigh(job *j, const sc_game *before, const sc_choice *chosen, unsigned step)
{
    static _Thread_local sc_choice list[SC_MAX_CHOICES];
    unsigned me = (unsigned)before->pending.player;
    size_t n = sc_game_choices(before, list);
    j->rv->decisions++;
    if (n > 1) {
        /* The strongest level sees the game as the seat saw it, and
         * searches with a smaller budget than in play: its answer is only
         * the candidate, which the paired estimate below then weighs. */
        sc_game masked;
        ai_determinize(before, me, unit_seed(j->opt->seed, step, me, 2), &masked);
        sc_ai_budget budget = {.worlds = 0};
        size_t k = sc_ai_choose_within(sc_ai_strongest(), &masked, me, list, n,
                                       unit_seed(j->opt->seed, step, me, 3), &budget);
        if (!same_choice(&list[k], chosen)) {
            sc_review_turn t = {.step = step,
                                .expedition = before->expedition,
                                .seat = (uint8_t)me,
                                .pending = before->pending.kind,
                                .chosen = *chosen,
                                .best = list[k],
                                .crash = crash_of(before, chosen),
                                .crash_best = crash_of(before, &list[k])};
            chance_pair(before, me, chosen, &list[k], unit_seed(j->opt->seed, step, me, 4),
                        j->worlds, &t.win_chosen, &t.win_best);
            sc_choice_format(before, chosen, t.chosen_text, sizeof t.chosen_text);
            sc_choice_format(before, &list[k], t.best_text, sizeof t.best_text);
            keep_turn(j->rv, &t);
        }
    }
    return tick(j);
}

/* Counts the work: graph points and human decisions. */
static bool count_work(const char *text, size_t len, const sc_mat *mat, unsigned humans,
                       unsigned *total, unsigned *events, sc_record_error *err)
{
    stepper *s = malloc(sizeof *s);
    if (!s) {
        return false;
    }
    if (!stepper_open(s, text, len, mat, err)) {
        free(s);
        return false;
    }
    unsigned n_players = s->g.setup.n_players, points = 0, decisions = 0;
    uint16_t exp = 0;
    bool started = false, last_added = false;
    for (;;) {
        sc_pending p = sc_game_pending(&s->g);
        last_added = false;
        if (!started && s->g.expedition >= 1 && p.kind != SC_PENDING_MISSIONS) {
            started = true;
            exp = s->g.expedition;
            points++;
            last_added = true;
        } else if (started && (s->g.expedition != exp || sc_game_over(&s->g))) {
            exp = s->g.expedition;
            points++;
            last_added = true;
        }
        if (sc_game_over(&s->g)) {
            break;
        }
        sc_choice c;
        if (!stepper_next(s, &c)) {
            break; /* the record stops: no decision was taken here */
        }
        if (p.kind != SC_PENDING_ROLL && p.player >= 0 && (humans & (1u << p.player))) {
            decisions++;
        }
    }
    if (!sc_game_over(&s->g) && !last_added) {
        points++; /* where the record stops */
    }
    *total = points * n_players + decisions;
    *events = s->step;
    stepper_close(s);
    free(s);
    return true;
}

struct sc_review_run {
    job j;
    stepper *s;
    uint16_t exp;
    bool started, last_added, ok, finished;
};

sc_review_run *sc_review_begin(const char *text, size_t len, const sc_mat *mat,
                               const sc_review_options *opt, sc_review *out, sc_record_error *err)
{
    memset(out, 0, sizeof *out);
    sc_review_run *r = calloc(1, sizeof *r);
    stepper *s = malloc(sizeof *s);
    if (!r || !s) {
        free(r);
        free(s);
        return NULL;
    }
    r->j = (job){.opt = opt, .worlds = opt->worlds ? opt->worlds : SC_REVIEW_WORLDS, .rv = out};
    r->s = s;
    r->ok = true;
    if (!stepper_open(s, text, len, mat, err)) {
        free(s);
        free(r);
        return NULL;
    }
    unsigned all = (1u << s->g.setup.n_players) - 1;
    out->n_players = s->g.setup.n_players;
    out->humans = opt->humans ? opt->humans & all : all;
    if (!count_work(text, len, mat, out->humans, &r->j.total, &out->events, err)) {
        stepper_close(s);
        free(s);
        free(r);
        return NULL;
    }
    return r;
}

/* One event of the record: its graph point first when it starts an
 * expedition (or the game is over), then the decision weighed when it is a
 * reviewed seat's. False at the end of the record or when cancelled. */
static bool run_event(sc_review_run *r)
{
    stepper *s = r->s;
    sc_pending p = sc_game_pending(&s->g);
    r->last_added = false;
    if ((!r->started && s->g.expedition >= 1 && p.kind != SC_PENDING_MISSIONS) ||
        (r->started && (s->g.expedition != r->exp || sc_game_over(&s->g)))) {
        r->started = true;
        r->exp = s->g.expedition;
        r->last_added = true;
        if (!(r->ok = add_point(&r->j, &s->g, s->step))) {
            return false;
        }
    }
    if (sc_game_over(&s->g)) {
        return false;
    }
    sc_game before = s->g;
    sc_choice c;
    if (!stepper_next(s, &c)) {
        return false;
    }
    if (c.kind != SC_CHOICE_KIND_COUNT && (r->j.rv->humans & (1u << before.pending.player)) &&
        !(r->ok = weigh(&r->j, &before, &c, s->step - 1))) {
        return false;
    }
    return true;
}

bool sc_review_step(sc_review_run *r)
{
    if (r->finished) {
        return false;
    }
    /* Events until one did some work (a point or a decision weighed). */
    unsigned done = r->j.done;
    while (r->j.done == done) {
        if (run_event(r)) {
            continue;
        }
        /* Where an unfinished record stops, even before the first
         * expedition (secret missions being chosen): a graph has at least
         * one point. */
        stepper *s = r->s;
        if (r->ok && !sc_game_over(&s->g) && !r->last_added) {
            r->ok = add_point(&r->j, &s->g, s->step);
        }
        r->j.rv->over = sc_game_over(&s->g);
        r->finished = true;
        return false;
    }
    return true;
}

bool sc_review_end(sc_review_run *r, sc_record_error *err)
{
    bool ok = r->finished && r->ok;
    if (!ok && err) {
        err->line = 0;
        snprintf(err->message, sizeof err->message, "the review was cancelled");
    }
    stepper_close(r->s);
    free(r->s);
    free(r);
    return ok;
}

bool sc_review_record(const char *text, size_t len, const sc_mat *mat, const sc_review_options *opt,
                      sc_review *out, sc_record_error *err)
{
    sc_review_run *r = sc_review_begin(text, len, mat, opt, out, err);
    if (r == NULL) {
        return false;
    }
    while (sc_review_step(r)) {
    }
    return sc_review_end(r, err);
}

size_t sc_review_prefix(const char *text, size_t len, unsigned step)
{
    bool started = false;
    unsigned seen = 0;
    for (size_t i = 0; i < len;) {
        const char *nl = memchr(text + i, '\n', len - i);
        size_t end = nl ? (size_t)(nl - text) + 1 : len;
        size_t k = i;
        while (k < end && (text[k] == ' ' || text[k] == '\t' || text[k] == '\r')) {
            k++;
        }
        bool blank = k == end || text[k] == '\n' || text[k] == '#';
        if (!blank && !started) {
            started = end - k >= 5 && strncmp(text + k, "start", 5) == 0;
        } else if (!blank && seen++ == step) {
            return i;
        }
        i = end;
    }
    return len;
}
