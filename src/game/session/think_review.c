/* The review job: one thread per review, progress and the cancel flag under
 * a lock (see think_review.h). */
#include "think_review.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

struct gm_review_job {
    char *text;
    size_t len;
    const sc_mat *mat;
    sc_review_options opt;
    bool threaded;
    pthread_t thread;

    pthread_mutex_t lock; /* guards what follows */
    unsigned done, total;
    bool cancel, finished, ok;
    sc_record_error err;
    sc_review review; /* written by the worker; read once finished */
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

static void *run(void *arg)
{
    gm_review_job *j = arg;
    sc_record_error err = {0};
    bool ok = sc_review_record(j->text, j->len, j->mat, &j->opt, &j->review, &err);
    pthread_mutex_lock(&j->lock);
    j->ok = ok;
    j->err = err;
    j->finished = true;
    pthread_mutex_unlock(&j->lock);
    return NULL;
}

gm_review_job *gm_review_job_start(const char *text, size_t len, const sc_mat *mat,
                                   const sc_review_options *opt, bool threaded)
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
    pthread_mutex_init(&j->lock, NULL);
    if (threaded && pthread_create(&j->thread, NULL, run, j) == 0) {
        j->threaded = true;
    } else {
        run(j);
    }
    return j;
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

const sc_review *gm_review_job_result(gm_review_job *j, sc_record_error *err)
{
    pthread_mutex_lock(&j->lock);
    bool ready = j->finished && j->ok;
    if (err) {
        *err = j->err;
    }
    pthread_mutex_unlock(&j->lock);
    return ready ? &j->review : NULL;
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
    if (j->threaded) {
        pthread_join(j->thread, NULL);
    }
    pthread_mutex_destroy(&j->lock);
    free(j->text);
    free(j);
}
