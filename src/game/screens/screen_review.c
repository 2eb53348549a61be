/* The review screen: what it holds, its clicks and keys (screen_review.h).
 * Its drawing is in screen_review_draw.c. */
#include "screen_review.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "canvas.h"
#include "games.h"
#include "i18n.h"
#include "screen.h"
#include "screen_review_ctx.h"
#include "spacecats/file_io.h"

/* Every review is the same for the same game: one seed. */
enum { REVIEW_SEED = 1 };

const gm_review_view *gm_review_screen_view(const gm_app *app)
{
    const gm_review_ctx *c = gm_app_screen_self(app, GM_SCREEN_REVIEW); /* NULL off the stack */
    return c ? &c->view : NULL;
}

/* The names as the game shows them: the seat's, or "Player 2". */
static void name_seats(gm_review_ctx *c)
{
    for (unsigned i = 0; i < SC_MAX_PLAYERS; i++) {
        const gm_seat *s = &c->seats[i];
        if (s->name[0] != '\0') {
            gm_seat_name_shown(s->name, c->names[i], sizeof c->names[i]);
        } else {
            snprintf(c->names[i], sizeof c->names[i],
                     s->kind == GM_SEAT_COMPUTER ? _("Computer %u") : _("Player %u"), i + 1);
        }
    }
}

/* The record to review: the save's (read afresh) or a copy of the game in
 * play's, so nothing of the game in play is touched. */
static bool take_record(gm_screen_ctx *ctx, gm_review_ctx *c)
{
    if (c->path[0] == '\0') {
        if (ctx->games->play == NULL ||
            gm_session_record(ctx->games->play->session)->text == NULL) {
            return false;
        }
        c->len = gm_session_record(ctx->games->play->session)->len;
        c->text = malloc(c->len + 1);
        if (c->text == NULL) {
            return false;
        }
        memcpy(c->text, gm_session_record(ctx->games->play->session)->text, c->len);
        c->text[c->len] = '\0';
        for (unsigned i = 0; i < SC_MAX_PLAYERS; i++) {
            c->seats[i] = *gm_session_seat(ctx->games->play->session, i);
        }
        memcpy(c->names, gm_session_names(ctx->games->play->session),
               sizeof c->names); /* as the game showed them */
        c->mat = gm_play_game(ctx->games->play)->mat;
        return true;
    }
    char err[GM_SAVE_PATH_MAX + 256], warn[256];
    c->text = sc_file_read(c->path, GM_SAVE_MAX_BYTES, &c->len, err, sizeof err);
    for (unsigned i = 0; i < SC_MAX_PLAYERS; i++) {
        c->seats[i] = (gm_seat){.kind = GM_SEAT_HUMAN, .colour = (uint8_t)i};
    }
    if (c->text == NULL) {
        snprintf(c->view.message, sizeof c->view.message, "%s", err);
        return true; /* the screen says why */
    }
    gm_save_parse_seats(c->text, c->len, c->seats, warn, sizeof warn);
    name_seats(c);
    /* The mat it was played on, among every mat the game shipped. */
    unsigned at;
    if (!gm_mats_of_record(&ctx->games->mats.view, c->text, c->len, &at, err, sizeof err)) {
        snprintf(c->view.message, sizeof c->view.message, _("This game cannot be reviewed: %s%s%s"),
                 c->path, ": ", err);
        free(c->text);
        c->text = NULL;
        return true; /* the screen says why */
    }
    c->mat = ctx->games->mats.view.mat[at];
    return true;
}

static bool review_update(gm_screen_ctx *ctx, float dt);

/* Opened with the save to review (gm_screen_arg.path), or without: the
 * game in play (its record is copied). Kept for when it is entered again. */
static void review_opened(gm_screen_ctx *ctx, const gm_screen_arg *arg)
{
    gm_review_ctx *c = ctx->self;
    snprintf(c->path, sizeof c->path, "%s", arg != NULL && arg->path != NULL ? arg->path : "");
}

static bool review_enter(gm_screen_ctx *ctx)
{
    gm_review_ctx *c = ctx->self;
    /* Entered again when a screen opened over it (the rules) closes: the
     * review is worked out afresh, nothing of the last one kept. */
    c->view = (gm_review_view){.shown = -1};
    if (!take_record(ctx, c)) {
        return false;
    }
    if (c->text == NULL) {
        c->view.finished = true;
        return true;
    }
    sc_review_options opt = {.seed = REVIEW_SEED, .worlds = ctx->opt->review_worlds};
    for (unsigned i = 0; i < SC_MAX_PLAYERS; i++) {
        opt.humans |= c->seats[i].kind == GM_SEAT_HUMAN ? 1u << i : 0;
    }
    gm_games_show_mat(ctx->games, c->mat); /* its turning points are drawn on it */
    gm_review_mode mode = ctx->opt->review_steps ? GM_REVIEW_STEPPED
                          : ctx->opt->autoplay   ? GM_REVIEW_AT_ONCE
                                                 : GM_REVIEW_THREAD;
    c->job = gm_review_job_start(c->text, c->len, c->mat, &opt, mode);
    if (c->job == NULL) {
        return false;
    }
    review_update(ctx, 0); /* without threads it is done already */
    return true;
}

static void drop_board(gm_review_ctx *c)
{
    if (c->board) {
        gm_play_free(c->board);
        c->board = NULL;
    }
}

static void review_leave(gm_screen_ctx *ctx)
{
    gm_review_ctx *c = ctx->self;
    gm_review_job_free(c->job); /* cancels a review still running */
    c->job = NULL;
    drop_board(c);
    free(c->text);
    c->text = NULL;
    /* Back to the game in play's mat, or the mat of new games. */
    gm_games_show_mat(ctx->games, ctx->games->play != NULL ? gm_play_game(ctx->games->play)->mat
                                                           : ctx->games->mats.view.mat[0]);
}

static double loss(const sc_review_turn *t)
{
    return t->win_best - t->win_chosen;
}

/* Every human seat's turning points of rv, worst first, and the game at
 * each. */
static void gather(gm_review_ctx *c, const sc_review *rv)
{
    gm_review_view *v = &c->view;
    v->n_turns = 0;
    for (unsigned p = 0; p < rv->n_players; p++) {
        for (unsigned i = 0; i < rv->n_turns[p]; i++) {
            const sc_review_turn *t = &rv->turns[p][i];
            unsigned at = v->n_turns++;
            while (at > 0 && loss(v->turns[at - 1]) < loss(t)) {
                v->turns[at] = v->turns[at - 1];
                at--;
            }
            v->turns[at] = t;
        }
    }
    for (unsigned k = 0; k < v->n_turns; k++) {
        if (!sc_review_state_at(c->text, c->len, c->mat, v->turns[k]->step, &c->before[k])) {
            memset(&c->before[k], 0, sizeof c->before[k]);
        }
    }
}

static bool review_update(gm_screen_ctx *ctx, float dt)
{
    (void)dt;
    gm_review_ctx *c = ctx->self;
    gm_review_view *v = &c->view;
    if (c->job == NULL || v->finished) {
        return false;
    }
    gm_review_job_work(c->job, ctx->opt->review_steps);
    unsigned done, total;
    bool finished = gm_review_job_poll(c->job, &done, &total);
    bool changed = done != v->done || total != v->total || finished;
    v->done = done;
    v->total = total;
    /* Turning points show as they are found. */
    if (!finished && gm_review_job_partial(c->job, &c->seen, &c->so_far)) {
        v->so_far = &c->so_far;
        gather(c, &c->so_far);
        changed = true;
    }
    if (finished) {
        v->finished = true;
        v->so_far = NULL;
        v->n_turns = 0;
        v->page = 0;
        sc_record_error err = {0};
        const sc_review *rv = gm_review_job_result(c->job, &err);
        if (rv) {
            v->review = rv;
            gather(c, rv);
        } else if (v->cancelled) {
            snprintf(v->message, sizeof v->message, "%s", _("The review was cancelled."));
        } else {
            snprintf(v->message, sizeof v->message, _("This game cannot be reviewed: %s%s%s"),
                     c->path, c->path[0] ? ": " : "", err.message);
        }
    }
    return changed;
}

static bool review_busy(const gm_screen_ctx *ctx)
{
    const gm_review_ctx *c = ctx->self;
    return c && c->job && !c->view.finished;
}

/* Shows turning point k on the board: the game resumed just before it. */
static void show(gm_screen_ctx *ctx, gm_review_ctx *c, unsigned k)
{
    gm_review_view *v = &c->view;
    drop_board(c);
    c->board = gm_play_new(ctx->canvas->lay);
    if (c->board == NULL) {
        return;
    }
    size_t upto = sc_review_prefix(c->text, c->len, v->turns[k]->step);
    sc_record_error err;
    if (!gm_session_resume(c->board->session, c->mat, c->text, upto, c->seats, &err)) {
        drop_board(c);
        snprintf(v->message, sizeof v->message, _("This game cannot be reviewed: %s"), err.message);
        return;
    }
    gm_session_set_speed(c->board->session, 0, 0);
    gm_session_hold(c->board->session, true); /* nobody moves: it is a picture */
    v->shown = (int)k;
    v->page = k / GM_REVIEW_ROWS;
}

static bool hit(const gm_screen_ctx *ctx, gm_review_thing what, unsigned row, const gm_input *in)
{
    return gm_rect_contains(gm_review_place(ctx->canvas->lay, what, row), in->x, in->y);
}

static void close_review(gm_screen_ctx *ctx)
{
    gm_review_ctx *c = ctx->self;
    if (c->job) {
        gm_review_job_cancel(c->job);
    }
    gm_nav_close(ctx->nav);
}

/* On the board of a turning point. */
static bool board_input(gm_screen_ctx *ctx, gm_review_ctx *c, const gm_input *in)
{
    gm_review_view *v = &c->view;
    bool release = in->kind == GM_IN_RELEASE;
    bool key = in->kind == GM_IN_KEY;
    unsigned k = (unsigned)v->shown;
    if ((key && in->key == GM_KEY_ESCAPE) || (release && hit(ctx, GM_REVIEW_TO_GRAPH, 0, in))) {
        v->shown = -1;
        drop_board(c);
    } else if (((key && in->key == GM_KEY_LEFT) ||
                (release && hit(ctx, GM_REVIEW_TURN_PREV, 0, in))) &&
               k > 0) {
        show(ctx, c, k - 1);
    } else if (((key && in->key == GM_KEY_RIGHT) ||
                (release && hit(ctx, GM_REVIEW_TURN_NEXT, 0, in))) &&
               k + 1 < v->n_turns) {
        show(ctx, c, k + 1);
    }
    return true;
}

static unsigned pages(const gm_review_view *v)
{
    return v->n_turns == 0 ? 1 : (v->n_turns + GM_REVIEW_ROWS - 1) / GM_REVIEW_ROWS;
}

static bool review_input(gm_screen_ctx *ctx, const gm_input *in)
{
    gm_review_ctx *c = ctx->self;
    gm_review_view *v = &c->view;
    if (in->kind == GM_IN_MOVE) {
        return true; /* buttons light under the pointer */
    }
    if (v->shown >= 0 && c->board) {
        return board_input(ctx, c, in);
    }
    if (in->kind == GM_IN_KEY) {
        if (in->key == GM_KEY_ESCAPE) {
            close_review(ctx);
        } else if (in->key == GM_KEY_LEFT && v->page > 0) {
            v->page--;
        } else if (in->key == GM_KEY_RIGHT && v->page + 1 < pages(v)) {
            v->page++;
        } else {
            return false;
        }
        return true;
    }
    if (in->kind != GM_IN_RELEASE) {
        return false;
    }
    if (hit(ctx, GM_REVIEW_BACK, 0, in)) {
        close_review(ctx);
    } else if (!v->finished) {
        if (hit(ctx, GM_REVIEW_CANCEL, 0, in) && c->job) {
            v->cancelled = true;
            gm_review_job_cancel(c->job);
        }
    } else if (hit(ctx, GM_REVIEW_PREV, 0, in) && v->page > 0) {
        v->page--;
    } else if (hit(ctx, GM_REVIEW_NEXT, 0, in) && v->page + 1 < pages(v)) {
        v->page++;
    } else {
        for (unsigned r = 0; r < GM_REVIEW_ROWS; r++) {
            unsigned k = v->page * GM_REVIEW_ROWS + r;
            if (k < v->n_turns && hit(ctx, GM_REVIEW_SHOW, r, in)) {
                show(ctx, c, k);
                break;
            }
        }
    }
    return true;
}

const gm_screen gm_screen_review = {
    .name = "review",
    .ctx_size = sizeof(gm_review_ctx),
    .opened = review_opened,
    .enter = review_enter,
    .leave = review_leave,
    .input = review_input,
    .update = review_update,
    .draw = gm_review_draw,
    .busy = review_busy,
};
