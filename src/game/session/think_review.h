/* A game review worked out off the UI thread (the review screen): the
 * record is copied, reviewed a step at a time (sc_review_step) on a thread
 * of its own that reports its progress, publishes the review so far after
 * each step (turning points appear as they are found) and stops when
 * cancelled. With threads off it runs at once inside gm_review_job_start
 * (autoplay), or a few steps at a time when the caller asks
 * (gm_review_job_work: tests that watch it grow frame by frame). No SDL. */
#ifndef GM_THINK_REVIEW_H
#define GM_THINK_REVIEW_H

#include <stdbool.h>
#include <stddef.h>

#include "spacecats/review.h"

typedef struct gm_review_job gm_review_job;

typedef enum gm_review_mode {
    GM_REVIEW_THREAD,  /* on a thread of its own */
    GM_REVIEW_AT_ONCE, /* inside gm_review_job_start */
    GM_REVIEW_STEPPED, /* in gm_review_job_work, on the caller's thread */
} gm_review_mode;

/* Starts reviewing text[0..len) (copied) on mat, which must outlive the
 * job. NULL when out of memory. */
gm_review_job *gm_review_job_start(const char *text, size_t len, const sc_mat *mat,
                                   const sc_review_options *opt, gm_review_mode mode);

/* A stepped job: does up to `steps` steps now (nothing in other modes). */
void gm_review_job_work(gm_review_job *j, unsigned steps);

/* The work done so far and its total (0 before it is counted); true once
 * the review has finished (ok or not, cancelled included). */
bool gm_review_job_poll(gm_review_job *j, unsigned *done, unsigned *total);

/* The review so far (sc_review_begin says what it holds) into *out, when
 * it has changed since the caller's count *seen (0 at first), which it
 * then updates; false when nothing changed. */
bool gm_review_job_partial(gm_review_job *j, unsigned *seen, sc_review *out);

/* Once finished: the review, or NULL with the reason in err (a damaged
 * record: its line; cancelled). */
const sc_review *gm_review_job_result(gm_review_job *j, sc_record_error *err);

/* Asks the review to stop at its next unit of work (it stays to be freed). */
void gm_review_job_cancel(gm_review_job *j);

/* Cancels, waits for the thread and frees everything. NULL is fine. */
void gm_review_job_free(gm_review_job *j);

#endif
