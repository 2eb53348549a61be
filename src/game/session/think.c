/* The thinker: one worker thread, one job at a time, a generation number
 * so that a dropped job's late answer is never taken for a newer one's. */
#define _POSIX_C_SOURCE 200809L
#include "think.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "spacecats/ai.h"

typedef struct job {
    bool hint; /* a hint rather than a decision */
    sc_game game;
    unsigned me, level;
    size_t n;
    sc_choice choices[SC_MAX_CHOICES];
    uint64_t seed;
    bool timed;      /* a deadline: */
    double deadline; /* on the monotonic clock, in seconds */
} job;

struct gm_think {
    bool threaded;
    bool timed; /* new jobs get a deadline of deadline_ms */
    unsigned deadline_ms;
    pthread_t thread;
    pthread_mutex_t lock;
    pthread_cond_t wake;
    bool stop;

    /* Guarded by lock. */
    job pending;         /* the job to run next */
    unsigned generation; /* bumped by every start and cancel */
    unsigned job_gen;    /* generation of `pending`; 0 = none waiting */
    unsigned done_gen;   /* generation of `result` */
    size_t result;
    bool hint_valid;
    sc_ai_hint_t hint;
};

static double monotonic_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* What a running job's search asks between two simulated worlds: its
 * deadline has passed, or it was dropped (its answer would be ignored). */
typedef struct watch {
    gm_think *t; /* NULL: unthreaded, so never dropped while it runs */
    const job *j;
    unsigned gen;
} watch;

static bool expired(void *ctx)
{
    const watch *w = ctx;
    if (w->j->timed && monotonic_now() >= w->j->deadline) {
        return true;
    }
    if (w->t == NULL) {
        return false;
    }
    pthread_mutex_lock(&w->t->lock);
    bool dropped = w->t->generation != w->gen;
    pthread_mutex_unlock(&w->t->lock);
    return dropped;
}

/* Runs a job; a hint's result goes to *hint and *valid. With the thinker's
 * lock not held when threaded (`expired` takes it). */
static size_t run_job(gm_think *t, const job *j, unsigned gen, sc_ai_hint_t *hint, bool *valid)
{
    /* Unthreaded, the caller holds the lock and nothing can drop the job
     * meanwhile; no deadline unless asked for. */
    watch w = {t->threaded ? t : NULL, j, gen};
    sc_ai_budget budget = {.worlds = 0, .expired = expired, .ctx = &w};
    const sc_ai_budget *b = t->threaded || j->timed ? &budget : NULL;
    if (j->hint) {
        *valid = sc_ai_hint_within(&j->game, j->me, b, hint);
        return 0;
    }
    const sc_ai_level *lvl =
        &sc_ai_levels[j->level < sc_ai_level_count ? j->level : sc_ai_level_count - 1];
    return sc_ai_choose_within(lvl, &j->game, j->me, j->choices, j->n, j->seed, b);
}

static void *worker(void *arg)
{
    gm_think *t = arg;
    job *work = malloc(sizeof *work); /* big: kept off the thread's stack */
    pthread_mutex_lock(&t->lock);
    while (!t->stop) {
        if (t->job_gen == 0 || work == NULL) {
            pthread_cond_wait(&t->wake, &t->lock);
            continue;
        }
        unsigned gen = t->job_gen;
        *work = t->pending;
        t->job_gen = 0;
        pthread_mutex_unlock(&t->lock);
        sc_ai_hint_t hint;
        bool valid = false;
        size_t r = run_job(t, work, gen, &hint, &valid);
        pthread_mutex_lock(&t->lock);
        if (gen == t->generation) {
            t->result = r;
            t->hint = hint;
            t->hint_valid = valid;
            t->done_gen = gen;
        }
    }
    pthread_mutex_unlock(&t->lock);
    free(work);
    return NULL;
}

gm_think *gm_think_new(bool threaded)
{
    gm_think *t = calloc(1, sizeof *t);
    if (t == NULL) {
        return NULL;
    }
    pthread_mutex_init(&t->lock, NULL);
    pthread_cond_init(&t->wake, NULL);
    if (threaded && pthread_create(&t->thread, NULL, worker, t) == 0) {
        t->threaded = true;
        t->timed = true;
        t->deadline_ms = GM_THINK_DEADLINE_MS;
    }
    return t;
}

void gm_think_set_deadline(gm_think *t, bool on, unsigned ms)
{
    pthread_mutex_lock(&t->lock);
    t->timed = on;
    t->deadline_ms = ms;
    pthread_mutex_unlock(&t->lock);
}

void gm_think_free(gm_think *t)
{
    if (t == NULL) {
        return;
    }
    if (t->threaded) {
        pthread_mutex_lock(&t->lock);
        t->stop = true;
        pthread_cond_signal(&t->wake);
        pthread_mutex_unlock(&t->lock);
        pthread_join(t->thread, NULL);
    }
    pthread_cond_destroy(&t->wake);
    pthread_mutex_destroy(&t->lock);
    free(t);
}

/* With the lock held. 0 means "none": it is skipped on wrap-around. */
static unsigned next_generation(gm_think *t)
{
    unsigned gen = ++t->generation;
    return gen != 0 ? gen : ++t->generation;
}

/* Hands the pending job to the worker, or runs it now (with the lock held).
 * Its deadline counts from now. */
static void submit(gm_think *t, unsigned gen)
{
    t->pending.timed = t->timed;
    t->pending.deadline = monotonic_now() + t->deadline_ms / 1e3;
    if (t->threaded) {
        t->job_gen = gen;
        pthread_cond_signal(&t->wake);
    } else {
        t->result = run_job(t, &t->pending, gen, &t->hint, &t->hint_valid);
        t->done_gen = gen;
    }
}

void gm_think_start(gm_think *t, const sc_game *g, unsigned me, unsigned level,
                    const sc_choice *choices, size_t n, uint64_t seed)
{
    pthread_mutex_lock(&t->lock);
    job *j = &t->pending;
    j->hint = false;
    j->game = *g;
    j->me = me;
    j->level = level;
    j->n = n < SC_MAX_CHOICES ? n : SC_MAX_CHOICES;
    memcpy(j->choices, choices, j->n * sizeof *choices);
    j->seed = seed;
    unsigned gen = next_generation(t);
    submit(t, gen);
    pthread_mutex_unlock(&t->lock);
}

void gm_think_start_hint(gm_think *t, const sc_game *g, unsigned me)
{
    pthread_mutex_lock(&t->lock);
    job *j = &t->pending;
    j->hint = true;
    j->game = *g;
    j->me = me;
    j->n = 0;
    unsigned gen = next_generation(t);
    submit(t, gen);
    pthread_mutex_unlock(&t->lock);
}

bool gm_think_poll_hint(gm_think *t, sc_ai_hint_t *out, bool *valid)
{
    pthread_mutex_lock(&t->lock);
    bool ready = t->done_gen != 0 && t->done_gen == t->generation;
    if (ready) {
        *out = t->hint;
        *valid = t->hint_valid;
    }
    pthread_mutex_unlock(&t->lock);
    return ready;
}

bool gm_think_poll(gm_think *t, size_t *index)
{
    pthread_mutex_lock(&t->lock);
    bool ready = t->done_gen != 0 && t->done_gen == t->generation;
    if (ready) {
        *index = t->result;
    }
    pthread_mutex_unlock(&t->lock);
    return ready;
}

void gm_think_cancel(gm_think *t)
{
    pthread_mutex_lock(&t->lock);
    if (++t->generation == 0) {
        ++t->generation;
    }
    t->job_gen = 0;
    pthread_mutex_unlock(&t->lock);
}
