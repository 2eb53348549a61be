/* The review of a game in text (see review_print.h): what the desktop
 * game's Review screen shows, for a terminal. */
#include "review_print.h"

#include <math.h>
#include <string.h>

/* Calls fn(ctx, line, number) for each line of text. */
typedef bool (*line_fn)(void *ctx, const char *line, size_t n, unsigned no);

static void each_line(const char *text, size_t len, line_fn fn, void *ctx)
{
    unsigned no = 0;
    for (size_t i = 0; i < len;) {
        const char *nl = memchr(text + i, '\n', len - i);
        size_t n = nl ? (size_t)(nl - (text + i)) : len - i;
        if (!fn(ctx, text + i, n, ++no)) {
            return;
        }
        i += n + 1;
    }
}

static size_t skip_blanks(const char *s, size_t n, size_t i)
{
    while (i < n && (s[i] == ' ' || s[i] == '\t' || s[i] == '\r')) {
        i++;
    }
    return i;
}

static bool seat_line(void *ctx, const char *line, size_t n, unsigned no)
{
    (void)no;
    unsigned *humans = ctx;
    size_t i = skip_blanks(line, n, 0);
    if (i == n) {
        return true;
    }
    if (line[i] != '#') {
        return false; /* the record begins: seat lines come before it */
    }
    i = skip_blanks(line, n, i + 1);
    if (n - i < 7 || strncmp(line + i, "seat ", 5) != 0) {
        return true;
    }
    i += 5;
    unsigned seat = 0;
    if (i >= n || line[i] < '0' || line[i] > '9') {
        return true;
    }
    seat = (unsigned)(line[i] - '0');
    i = skip_blanks(line, n, i + 1);
    if (seat < SC_MAX_PLAYERS && n - i >= 5 && strncmp(line + i, "human", 5) == 0) {
        *humans |= 1u << seat;
    }
    return true;
}

unsigned sim_review_humans(const char *text, size_t len)
{
    unsigned humans = 0;
    each_line(text, len, seat_line, &humans);
    return humans;
}

typedef struct finder {
    unsigned want, seen, line;
    bool started;
} finder;

static bool find_event(void *ctx, const char *line, size_t n, unsigned no)
{
    finder *f = ctx;
    size_t i = skip_blanks(line, n, 0);
    if (i == n || line[i] == '#') {
        return true;
    }
    if (!f->started) {
        f->started = n - i >= 5 && strncmp(line + i, "start", 5) == 0;
        return true;
    }
    if (f->seen++ == f->want) {
        f->line = no;
        return false;
    }
    return true;
}

unsigned sim_review_event_line(const char *text, size_t len, unsigned step)
{
    finder f = {.want = step};
    each_line(text, len, find_event, &f);
    return f.line;
}

static void percent(FILE *out, double x)
{
    fprintf(out, "  %5.0f%%", 100.0 * x);
}

static const char *what_decision(unsigned pending)
{
    switch (pending) {
    case SC_PENDING_MISSIONS:
        return "secret missions";
    case SC_PENDING_BOARD:
        return "boarding";
    case SC_PENDING_TRAVEL:
        return "travel";
    case SC_PENDING_LAND:
        return "landing";
    case SC_PENDING_PARACHUTE:
        return "parachute";
    default:
        return "decision";
    }
}

static void print_turn(FILE *out, const sc_review_turn *t, unsigned rank, const char *file,
                       const char *text, size_t len)
{
    unsigned line = sim_review_event_line(text, len, t->step);
    fprintf(out, "  %u. %s:%u: expedition %u, %s: played '%s'; better '%s'.\n", rank, file, line,
            (unsigned)t->expedition, what_decision(t->pending), t->chosen_text, t->best_text);
    fprintf(out,
            "     Winning chance %.0f%% after the move made, %.0f%% after the better "
            "choice (%.0f points lost).\n",
            100.0 * t->win_chosen, 100.0 * t->win_best, 100.0 * (t->win_best - t->win_chosen));
    if (!isnan(t->crash) || !isnan(t->crash_best)) {
        fputs("     Crash odds of the next roll:", out);
        if (!isnan(t->crash)) {
            fprintf(out, " %.0f%% after the move made", 100.0 * t->crash);
        }
        if (!isnan(t->crash_best)) {
            fprintf(out, "%s %.0f%% after the better choice", isnan(t->crash) ? "" : ",",
                    100.0 * t->crash_best);
        }
        fputs(".\n", out);
    }
}

void sim_review_print(FILE *out, const sc_review *rv, const char *file, const char *text,
                      size_t len)
{
    unsigned last_exp = rv->n_points ? rv->point_expedition[rv->n_points - 1] : 0;
    fprintf(out, "Review of %s: %u players, %u expedition%s, %s.\n", file, rv->n_players, last_exp,
            last_exp == 1 ? "" : "s",
            rv->over ? "the game is over" : "the record stops before the end");
    fputs("Winning chance of each seat, as that seat could know it:\n", out);
    fputs("expedition", out);
    for (unsigned p = 0; p < rv->n_players; p++) {
        fprintf(out, "  seat %u", p);
    }
    fputc('\n', out);
    for (unsigned k = 0; k < rv->n_points; k++) {
        bool last = k + 1 == rv->n_points;
        /* Where an unfinished record stops mid-expedition: not after an
         * expedition, so not numbered as one (its count is the row's before). */
        bool stop =
            last && !rv->over && k > 0 && rv->point_expedition[k] == rv->point_expedition[k - 1];
        if (k == 0) {
            fprintf(out, "%-10s", "start");
        } else if (last && rv->over) {
            fprintf(out, "%-10s", "result");
        } else if (stop) {
            fprintf(out, "%-10s", "stop");
        } else {
            fprintf(out, "%10u", (unsigned)rv->point_expedition[k]);
        }
        for (unsigned p = 0; p < rv->n_players; p++) {
            percent(out, rv->chance[k][p]);
        }
        fputc('\n', out);
    }
    for (unsigned p = 0; p < rv->n_players; p++) {
        if (!(rv->humans & (1u << p))) {
            continue;
        }
        if (rv->n_turns[p] == 0) {
            fprintf(out,
                    "Seat %u: no turning point (no move lost %.0f points of winning "
                    "chance against the strongest level's).\n",
                    p, 100.0 * SC_REVIEW_MIN_LOSS);
            continue;
        }
        fprintf(out, "Turning points of seat %u:\n", p);
        for (unsigned i = 0; i < rv->n_turns[p]; i++) {
            print_turn(out, &rv->turns[p][i], i + 1, file, text, len);
        }
    }
}
