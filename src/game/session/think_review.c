/* The review job: one thread per review (or the caller's, stepped),
 * progress, the review so far and the cancel flag under a lock (see
 * think_review.h). */
#include "think_review.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

struct gm_review_job {
    char *text;
    size_t len;
    const sc_mat *mat;
    sc_review_options opt;
    gm_review_mode mode;
    bool started; /* a thread was started */
    pthread_t thread;
    sc_review_run *run; /* NULL before sc_review_begin and once ended */
    sc_review work;     /* written by the worker; read by others once finished */

    pthread_mutex_t lock; /* guards what follows */
    unsigned done, total;
    bool cancel, finished, ok;
    sc_record_error err;
    sc_review shown;  /* the review so far, as last published */
    unsigned version; /* bumped at every change of `shown` */
};

static bool on_progress(void *ctx, unsigned done, unsigned total)
{
    gm_review_job *j = ctx;
    pthread_mutex_lock(&j->lock);
    j->done = done;
    j->total = total;
    bool go_on = !j->cancel;
    pthread_mutex_unlock(&j->lock);
    return go_on;
}

/* Copies the review so far for the screen when a point or a turning point
 * has come since the last copy. */
static void publish(gm_review_job *j)
{
    pthread_mutex_lock(&j->lock);
    if (j->work.n_points != j->shown.n_points ||
        memcmp(j->work.n_turns, j->shown.n_turns, sizeof j->work.n_turns) != 0 ||
        memcmp(j->work.turns, j->shown.turns, sizeof j->work.turns) != 0) {
        j->shown = j->work;
        j->version++;
    }
    pthread_mutex_unlock(&j->lock);
}

static void finish(gm_review_job *j, bool ok, const sc_record_error *err)
{
    pthread_mutex_lock(&j->lock);
    j->ok = ok;
    j->err = *err;
    j->finished = true;
    pthread_mutex_unlock(&j->lock);
}

/* Begins the review; false (and finished) on a bad record. */
static bool begin(gm_review_job *j)
{
    sc_record_error err = {0};
    j->run = sc_review_begin(j->text, j->len, j->mat, &j->opt, &j->work, &err);
    if (j->run == NULL) {
        finish(j, false, &err);
        return false;
    }
    return true;
}

/* Up to `steps` steps (all with UINT_MAX), publishing after each; ends
 * the run when the review is over. */
static void steps_of(gm_review_job *j, unsigned steps)
{
    for (unsigned i = 0; i < steps && j->run != NULL; i++) {
        bool more = sc_review_step(j->run);
        publish(j);
        if (!more) {
            sc_record_error err = {0};
            bool ok = sc_review_end(j->run, &err);
            j->run = NULL;
            finish(j, ok, &err);
        }
    }
}

static void *run(void *arg)
{
    gm_review_job *j = arg;
    if (begin(j)) {
        steps_of(j, ~0u);
    }
    return NULL;
}

gm_review_job *gm_review_job_start(const char *text, size_t len, const sc_mat *mat,
                                   const sc_review_options *opt, gm_review_mode mode)
{
    gm_review_job *j = calloc(1, sizeof *j);
    if (j == NULL || (j->text = malloc(len + 1)) == NULL) {
        free(j);
        return NULL;
    }
    memcpy(j->text, text, len);
    j->text[len] = '\0';
    j->len = len;
    j->mat = mat;
    j->opt = *opt;
    j->opt.progress = on_progress;
    j->opt.ctx = j;
    j->mode = mode;
    pthread_mutex_init(&j->lock, NULL);
    if (mode == GM_REVIEW_STEPPED) {
        begin(j);
    } else if (mode == GM_REVIEW_THREAD && pthread_create(&j->thread, NULL, run, j) == 0) {
        j->started = true;
    } else {
        run(j);
    }
    return j;
}

void gm_review_job_work(gm_review_job *j, unsigned steps)
{
    if (j->mode == GM_REVIEW_STEPPED) {
        steps_of(j, steps);
    }
}

bool gm_review_job_poll(gm_review_job *j, unsigned *done, unsigned *total)
{
    pthread_mutex_lock(&j->lock);
    *done = j->done;
    *total = j->total;
    bool finished = j->finished;
    pthread_mutex_unlock(&j->lock);
    return finished;
}

bool gm_review_job_partial(gm_review_job *j, unsigned *seen, sc_review *out)
{
    pthread_mutex_lock(&j->lock);
    bool changed = j->version != *seen;
    if (changed) {
        *out = j->shown;
        *seen = j->version;
    }
    pthread_mutex_unlock(&j->lock);
    return changed;
}

const sc_review *gm_review_job_result(gm_review_job *j, sc_record_error *err)
{
    pthread_mutex_lock(&j->lock);
    bool ready = j->finished && j->ok;
    if (err) {
        *err = j->err;
    }
    pthread_mutex_unlock(&j->lock);
    return ready ? &j->work : NULL;
}

void gm_review_job_cancel(gm_review_job *j)
{
    pthread_mutex_lock(&j->lock);
    j->cancel = true;
    pthread_mutex_unlock(&j->lock);
}

void gm_review_job_free(gm_review_job *j)
{
    if (j == NULL) {
        return;
    }
    gm_review_job_cancel(j);
    if (j->started) {
        pthread_join(j->thread, NULL);
    }
    if (j->run != NULL) {
        sc_record_error err;
        sc_review_end(j->run, &err); /* a stepped job left part way */
    }
    pthread_mutex_destroy(&j->lock);
    free(j->text);
    free(j);
}
