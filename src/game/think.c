/* The thinker: one worker thread, one job at a time, a generation number
 * so that a dropped job's late answer is never taken for a newer one's. */
#include "think.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "spacecats/ai.h"

typedef struct job {
    bool hint; /* a hint rather than a decision */
    sc_game game;
    unsigned me, level;
    size_t n;
    sc_choice choices[SC_MAX_CHOICES];
    uint64_t seed;
} job;

struct gm_think {
    bool threaded;
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

/* Runs a job; a hint's result goes to *hint and *valid. */
static size_t run_job(const job *j, sc_ai_hint_t *hint, bool *valid)
{
    if (j->hint) {
        *valid = sc_ai_hint(&j->game, j->me, hint);
        return 0;
    }
    const sc_ai_level *lvl =
        &sc_ai_levels[j->level < sc_ai_level_count ? j->level : sc_ai_level_count - 1];
    return sc_ai_choose(lvl, &j->game, j->me, j->choices, j->n, j->seed);
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
        size_t r = run_job(work, &hint, &valid);
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
    }
    return t;
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

/* Hands the pending job to the worker, or runs it now (with the lock held). */
static void submit(gm_think *t, unsigned gen)
{
    if (t->threaded) {
        t->job_gen = gen;
        pthread_cond_signal(&t->wake);
    } else {
        t->result = run_job(&t->pending, &t->hint, &t->hint_valid);
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
