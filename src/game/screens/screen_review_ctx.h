/* The review screen's own state (its context on the screen stack), shared
 * by its logic (screen_review.c) and its drawing (screen_review_draw.c)
 * only. */
#ifndef GM_SCREEN_REVIEW_CTX_H
#define GM_SCREEN_REVIEW_CTX_H

#include <stddef.h>

#include "play.h"
#include "saves.h"
#include "screen.h"
#include "screen_review.h"
#include "seats.h"
#include "think_review.h"

typedef struct gm_review_ctx {
    gm_review_view view;
    /* The save reviewed (what the screen was opened with); "" = the game in play. */
    char path[GM_SAVE_PATH_MAX];
    gm_review_job *job;
    sc_review so_far; /* while it works: the review so far (view.so_far) */
    unsigned seen;    /* its version (gm_review_job_partial) */
    char *text;       /* the record reviewed (a copy), NUL-terminated */
    size_t len;
    /* The mat it was played on (one of the games' mats), shown while reviewing. */
    const sc_mat *mat;
    gm_seat seats[SC_MAX_PLAYERS];
    char names[SC_MAX_PLAYERS][GM_NAME_LEN];
    sc_game before[SC_MAX_PLAYERS * SC_REVIEW_MAX_TURNS]; /* the game at each turning point */
    gm_play *board; /* the game at the turning point shown, or NULL */
} gm_review_ctx;

void gm_review_draw(gm_screen_ctx *ctx);

#endif
