/* A game review worked out off the UI thread (the review screen): the
 * record is copied, reviewed on a thread of its own (sc_review_record)
 * that reports its progress and stops when cancelled. With threads off
 * (tests) it runs at once inside gm_review_job_start. No SDL. */
#ifndef GM_THINK_REVIEW_H
#define GM_THINK_REVIEW_H

#include <stdbool.h>
#include <stddef.h>

#include "spacecats/review.h"

typedef struct gm_review_job gm_review_job;

/* Starts reviewing text[0..len) (copied) on mat, which must outlive the
 * job. NULL when out of memory. */
gm_review_job *gm_review_job_start(const char *text, size_t len, const sc_mat *mat,
                                   const sc_review_options *opt, bool threaded);

/* The work done so far and its total (0 before it is counted); true once
 * the review has finished (ok or not, cancelled included). */
bool gm_review_job_poll(gm_review_job *j, unsigned *done, unsigned *total);

/* Once finished: the review, or NULL with the reason in err (a damaged
 * record: its line; cancelled). */
const sc_review *gm_review_job_result(gm_review_job *j, sc_record_error *err);

/* Asks the review to stop at its next unit of work (it stays to be freed). */
void gm_review_job_cancel(gm_review_job *j);

/* Cancels, waits for the thread and frees everything. NULL is fine. */
void gm_review_job_free(gm_review_job *j);

#endif
