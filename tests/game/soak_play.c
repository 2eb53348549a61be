/* The desktop game's soak (issue 12, docs/reliability.md): whole games
 * played through the play model the window runs (gm_play: computers
 * thinking on their worker thread, animations at a real speed, the
 * autosave after every tick, undo, skip), headless, across 2 to 5 players
 * and every variant combination. Human seats act only by the input a
 * player gives: clicks at the layout's places, Tab, Backspace.
 *
 * At random points the autosave is read back into a new model (as
 * Continue does), which must be the identical game, and play goes on
 * from it; humans undo at random. Every game must reach its end, the
 * animations over, within a bounded number of ticks and of ticks between
 * two actions; a finished game's autosave becomes last-game.screc.
 *
 *   soak-play [--games N] [--seed S] [--dir DIR] [--quiet]
 *
 * Prints a line of figures per 1,000 games and a summary; exit status 0
 * when every game passed, 1 on the first failure (with its seed), 2 on bad
 * arguments. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "layout.h"
#include "play.h"
#include "saves.h"
#include "spacecats/mat_load.h"
#include "tick.h"

#ifndef SC_TEST_DATADIR
#define SC_TEST_DATADIR "data"
#endif

enum {
    TICK_LIMIT = 400000,           /* ticks of one game at most (about 1.9 game hours) */
    QUIET_LIMIT = 60 * GM_TICK_HZ, /* ticks between two actions at most, thinking aside */
    THINK_WALL_MS = 20000,         /* wall time one decision may think at most */
};

/* The speeds of the settings: animation factor and computer pause. */
/* One input event, then the tick that carries out what it chose (a choice
 * is made by input and applied by the loop's next tick). */
static bool input_and_tick(gm_play *p, const gm_input *in)
{
    bool did = gm_play_input(p, in);
    if (gm_session_submitted(p->session)) {
        gm_session_tick(p->session, 0, 0);
    }
    return did;
}

static const float speed_scale[] = {1.6f, 1.0f, 0.5f, 0.0f};
static const float speed_delay[] = {1.0f, 0.6f, 0.2333f, 0.0f};

typedef struct soak_rng {
    uint64_t s;
} soak_rng;

static uint64_t next(soak_rng *r)
{
    uint64_t z = (r->s += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

static unsigned below(soak_rng *r, unsigned n)
{
    return (unsigned)(next(r) % n);
}

static bool chance(soak_rng *r, unsigned per_thousand)
{
    return below(r, 1000) < per_thousand;
}

typedef struct soak_totals {
    unsigned long games, actions, ticks, reloads, undos, skips, hints, clicks_early;
    unsigned long by_players[SC_MAX_PLAYERS + 1];
    unsigned long by_variants[8];
    unsigned max_ticks, max_quiet;
    double max_think_ms;
} soak_totals;

typedef struct soak_ctx {
    const sc_mat *mat;
    const gm_layout *lay;
    char dir[512];
    uint64_t game_seed;
    soak_totals *tot;
} soak_ctx;

static char failure[1024];

static bool fail(const soak_ctx *c, const char *fmt, ...)
{
    char what[800];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof what, fmt, ap);
    va_end(ap);
    snprintf(failure, sizeof failure, "game seed %" PRIu64 ": %s", c->game_seed, what);
    return false;
}

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

static void click_rect(gm_play *p, gm_rect r)
{
    float x = r.x + r.w / 2, y = r.y + r.h / 2;
    gm_input press = {.kind = GM_IN_PRESS, .x = x, .y = y};
    input_and_tick(p, &press);
    gm_input release = gm_click_at(x, y);
    input_and_tick(p, &release);
}

static void key(gm_play *p, gm_key k)
{
    gm_input in = {.kind = GM_IN_KEY, .key = k};
    input_and_tick(p, &in);
}

/* The last line of the record: the action just applied. */
static const char *last_line(const sc_record *r, char *buf, size_t len)
{
    size_t end = r->len;
    while (end > 0 && r->text[end - 1] == '\n') {
        end--;
    }
    size_t start = end;
    while (start > 0 && r->text[start - 1] != '\n') {
        start--;
    }
    size_t n = end - start < len - 1 ? end - start : len - 1;
    memcpy(buf, r->text + start, n);
    buf[n] = '\0';
    return buf;
}

/* A human's decision, made the way a player makes it: a random legal
 * choice, clicked. The record then ends with exactly that choice. */
static bool human_acts(soak_ctx *c, gm_play *p, soak_rng *r)
{
    const gm_layout *lay = c->lay;
    const sc_game *g = gm_play_game(p);
    unsigned before = gm_session_actions(p->session);
    if (g->pending.kind == SC_PENDING_ROLL) {
        switch (below(r, 3)) {
        case 0:
            click_rect(p, lay->buttons[GM_BTN_ROLL]);
            break;
        case 1:
            click_rect(p, lay->dice_tray);
            break;
        default:
            key(p, GM_KEY_SPACE);
            break;
        }
        if (gm_session_actions(p->session) != before + 1) {
            return fail(c, "a human's roll was not made by a click (actions %u)",
                        gm_session_actions(p->session));
        }
        return true;
    }
    if (gm_session_n_choices(p->session) == 0) {
        return fail(c, "a human's decision (pending %u) has no legal choice", g->pending.kind);
    }
    sc_game was = *g;
    sc_choice ch =
        gm_session_choices(p->session)[below(r, (unsigned)gm_session_n_choices(p->session))];
    char want[96], got[96];
    sc_choice_format(&was, &ch, want, sizeof want);
    switch ((sc_choice_kind)ch.kind) {
    case SC_CHOICE_RETURN_MISSION:
        click_rect(p, lay->missions[ch.arg]);
        break;
    case SC_CHOICE_BOARD:
        click_rect(p, gm_layout_cell(lay, (unsigned)g->pending.player, ch.arg));
        break;
    case SC_CHOICE_MOVE:
        for (unsigned f = 0; f < SC_FACE_COUNT; f++) {
            gm_rect gr;
            if ((ch.faces >> f) & 1) {
                if (!gm_play_group_rect(p, f, &gr)) {
                    return fail(c, "'%s': face %u has no group in the tray", want, f);
                }
                click_rect(p, gr);
            }
        }
        for (unsigned s = 0; s < SC_MAX_PLAYERS; s++) {
            if ((ch.pilots >> s) & 1 && gm_session_actions(p->session) == before) {
                click_rect(p, lay->windows[s]);
            }
        }
        if (ch.flags & SC_MOVE_EXTRA) {
            click_rect(p, lay->buttons[GM_BTN_EXTRA]);
        }
        if (ch.flags & SC_MOVE_KEEP) {
            click_rect(p, lay->buttons[GM_BTN_KEEP]);
        }
        /* A move made only one way went at its first click; else Go. */
        if (gm_session_actions(p->session) != before) {
            break;
        }
        if (below(r, 2) == 0) {
            click_rect(p, lay->buttons[GM_BTN_CONFIRM]);
        } else {
            key(p, GM_KEY_ENTER);
        }
        break;
    case SC_CHOICE_REROLL:
        click_rect(p, lay->buttons[GM_BTN_REROLL]);
        break;
    case SC_CHOICE_CRASH:
        click_rect(p, lay->buttons[GM_BTN_CRASH]);
        break;
    case SC_CHOICE_STAY:
        click_rect(p, lay->buttons[GM_BTN_STAY]);
        break;
    case SC_CHOICE_LAND:
        click_rect(p, ch.target == SC_TARGET_MOON     ? lay->moons[ch.index]
                      : ch.target == SC_TARGET_PLANET ? lay->planets[ch.index]
                      : below(r, 2) == 0              ? lay->comet
                                                      : lay->galaxy);
        break;
    case SC_CHOICE_KIND_COUNT:
        break;
    }
    if (gm_session_actions(p->session) != before + 1) {
        return fail(c, "no click made the human's choice '%s' (pending %u)", want,
                    was.pending.kind);
    }
    /* The record names the seat first: "2 move 3 4". */
    const char *line = last_line(gm_session_record(p->session), got, sizeof got);
    const char *space = strchr(line, ' ');
    if (space == NULL || strcmp(space + 1, want) != 0) {
        return fail(c, "the clicks for '%s' made '%s'", want, line);
    }
    return true;
}

/* Field by field: the setup's padding may differ. */
static bool same_game(const gm_play *a, const gm_play *b)
{
    const sc_game *x = gm_play_game(a), *y = gm_play_game(b);
    return memcmp(&x->rng, &y->rng, sizeof x->rng) == 0 &&
           memcmp(x->players, y->players, sizeof x->players) == 0 &&
           memcmp(&x->pending, &y->pending, sizeof x->pending) == 0 &&
           memcmp(&x->piles, &y->piles, sizeof x->piles) == 0 &&
           memcmp(x->roll, y->roll, sizeof x->roll) == 0 && x->rocket_space == y->rocket_space &&
           x->failures == y->failures && x->expedition == y->expedition &&
           x->moons_taken == y->moons_taken &&
           gm_session_actions(a->session) == gm_session_actions(b->session) &&
           memcmp(gm_session_faces_rolled(a->session), gm_session_faces_rolled(b->session),
                  SC_FACE_COUNT * sizeof(unsigned)) == 0 &&
           gm_session_record(a->session)->len == gm_session_record(b->session)->len &&
           strcmp(gm_session_record(a->session)->text, gm_session_record(b->session)->text) == 0 &&
           memcmp(gm_session_seats(a->session), gm_session_seats(b->session),
                  SC_MAX_PLAYERS * sizeof(gm_seat)) == 0;
}

static void set_speed(gm_play *p, unsigned speed)
{
    gm_session_set_speed(p->session, speed_scale[speed], speed_delay[speed]);
}

/* Continue: the autosave read into a new model, which must be this very
 * game. The new model replaces the old one. */
static bool reload(soak_ctx *c, gm_play **pp, gm_autosave *st, unsigned speed)
{
    gm_play *p = *pp;
    char path[700];
    if (!gm_saves_path(c->dir, GM_AUTOSAVE_FILE, path, sizeof path)) {
        return fail(c, "no autosave path in %s", c->dir);
    }
    gm_play *q = gm_play_new(c->lay);
    if (q == NULL) {
        return fail(c, "out of memory");
    }
    gm_seat defaults[SC_MAX_PLAYERS] = {0};
    gm_save_error err;
    char warn[300] = "";
    if (!gm_save_read(path, GM_MATS_ONE(c->mat, c->lay), defaults, q->session, warn, sizeof warn,
                      &err)) {
        gm_play_free(q);
        return fail(c, "the autosave does not load: %s", err.message);
    }
    if (!same_game(p, q)) {
        gm_play_free(q);
        return fail(c, "the autosave resumes another game (actions %u, record %zu bytes)",
                    gm_session_actions(p->session), gm_session_record(p->session)->len);
    }
    gm_session_set_threaded(q->session, true);
    set_speed(q, speed);
    gm_play_free(p);
    *pp = q;
    *st = (gm_autosave){.saved = true, .actions = gm_session_revision(q->session)};
    return true;
}

static bool autosave(soak_ctx *c, gm_play *p, gm_autosave *st)
{
    gm_save_error err;
    if (!gm_saves_autosave(c->dir, p->session, st, &err)) {
        return fail(c, "autosave failed: %s", err.message);
    }
    return true;
}

/* The end: the autosave removed, last-game.screc is this game. */
static bool check_finished(soak_ctx *c, const gm_play *p)
{
    char path[700];
    if (gm_saves_has_autosave(c->dir)) {
        return fail(c, "the autosave of a finished game is still there");
    }
    gm_saves_path(c->dir, GM_LAST_GAME_FILE, path, sizeof path);
    gm_play *q = gm_play_new(c->lay);
    gm_seat defaults[SC_MAX_PLAYERS] = {0};
    gm_save_error err;
    char warn[300] = "";
    bool ok = q != NULL && gm_save_read(path, GM_MATS_ONE(c->mat, c->lay), defaults, q->session,
                                        warn, sizeof warn, &err);
    bool same =
        ok && sc_game_over(gm_play_game(q)) &&
        strcmp(gm_session_record(q->session)->text, gm_session_record(p->session)->text) == 0;
    if (q != NULL) {
        gm_play_free(q);
    }
    return same || fail(c, "last-game.screc is not the finished game");
}

/* One whole game; false with `failure` set. */
static bool play_one(soak_ctx *c, soak_rng *r)
{
    soak_totals *t = c->tot;
    sc_setup s = {.n_players = (uint8_t)(2 + below(r, 4)),
                  .variants = (uint8_t)below(r, 8),
                  .first_player = -1,
                  .seed = c->game_seed};
    gm_seat seats[SC_MAX_PLAYERS] = {0};
    unsigned humans = 0;
    for (unsigned i = 0; i < s.n_players; i++) {
        /* Mostly computers (the quick levels most), a human now and then. */
        bool human = chance(r, 250);
        unsigned level = chance(r, 50) ? below(r, (unsigned)sc_ai_level_count) : below(r, 2);
        seats[i] = (gm_seat){.kind = human ? GM_SEAT_HUMAN : GM_SEAT_COMPUTER,
                             .level = (uint8_t)level,
                             .colour = (uint8_t)i};
        humans += human;
    }
    unsigned speed = below(r, 4);
    gm_play *p = gm_play_new(c->lay);
    if (p == NULL || !gm_session_start(p->session, c->mat, &s, seats)) {
        gm_play_free(p);
        return fail(c, "the game does not start");
    }
    gm_session_set_threaded(p->session, true);
    set_speed(p, speed);
    gm_autosave st = {0};
    bool ok = autosave(c, p, &st);
    unsigned ticks = 0, quiet = 0, last_actions = 0;
    double think_since = -1;
    /* Undo checks: the record as it was before the human's last decision. */
    char *undo_record = NULL;
    size_t undo_len = 0;
    unsigned human_wait = below(r, 40); /* ticks a human takes to decide */
    bool hurry = false;                 /* and whether they click through animations */
    unsigned hint_revision = 0;         /* the game a hint was asked for (0: none) */
    while (ok &&
           !(sc_game_over(gm_play_game(p)) && !gm_anims_active(gm_session_anims(p->session)))) {
        if (++ticks > TICK_LIMIT) {
            ok = fail(c, "the game did not end in %u ticks (actions %u)", TICK_LIMIT,
                      gm_session_actions(p->session));
            break;
        }
        if (gm_session_human_turn(p->session) && human_wait == 0 &&
            gm_anims_active(gm_session_anims(p->session)) && !hurry) {
            /* This player watches the show to its end. */
        } else if (gm_session_human_turn(p->session) && human_wait == 0) {
            if (gm_anims_active(gm_session_anims(p->session))) {
                t->clicks_early++; /* a click hurries the animations along */
                gm_input release = gm_click_at(1, 1);
                input_and_tick(p, &release);
            }
            if (gm_session_can_undo(p->session) && chance(r, 150)) {
                unsigned before = gm_session_actions(p->session);
                key(p, GM_KEY_BACKSPACE);
                if (gm_session_actions(p->session) >= before ||
                    (undo_record != NULL &&
                     (gm_session_record(p->session)->len != undo_len ||
                      memcmp(gm_session_record(p->session)->text, undo_record, undo_len)))) {
                    ok = fail(c, "undo did not go back to before the human's last decision");
                }
                free(undo_record);
                undo_record = NULL;
                t->undos++;
            } else {
                if (gm_play_game(p)->pending.kind != SC_PENDING_ROLL) {
                    free(undo_record);
                    undo_record = malloc(gm_session_record(p->session)->len + 1);
                    if (undo_record != NULL) {
                        memcpy(undo_record, gm_session_record(p->session)->text,
                               gm_session_record(p->session)->len + 1);
                        undo_len = gm_session_record(p->session)->len;
                    }
                }
                ok = human_acts(c, p, r);
            }
            human_wait = below(r, 40);
            hurry = chance(r, 300);
            /* The Hint button: a human's decision, not a roll. */
            if (ok && gm_session_human_turn(p->session) &&
                gm_play_game(p)->pending.kind != SC_PENDING_ROLL && chance(r, 60) &&
                gm_session_hint_start(p->session)) {
                hint_revision =
                    gm_session_revision(p->session); /* asked for; answered while they think */
                human_wait += 20;
            }
        } else if (gm_session_human_turn(p->session)) {
            human_wait--;
        } else if (humans > 0 && chance(r, 2)) {
            key(p, GM_KEY_TAB); /* skip to the next human decision */
            t->skips++;
        }
        if (!ok) {
            break;
        }
        if (hint_revision != 0) {
            sc_ai_hint_t hint;
            bool valid = false;
            if (hint_revision != gm_session_revision(p->session)) {
                hint_revision = 0; /* the game moved on: the card closes */
            } else if (gm_session_hint_poll(p->session, &hint, &valid)) {
                hint_revision = 0;
                t->hints++;
                if (!valid || !sc_game_is_legal(gm_play_game(p), &hint.choice)) {
                    ok = fail(c, "the hint for a human's decision (pending %u) is %s",
                              gm_play_game(p)->pending.kind,
                              valid ? "not a legal choice" : "missing");
                    break;
                }
            }
        }
        gm_session_tick(p->session, GM_TICK_SECONDS, 1);
        if (!autosave(c, p, &st)) {
            ok = false;
            break;
        }
        /* Thinking takes wall time, not ticks: the window would show the
         * computer thinking. Bounded separately. */
        if (gm_session_thinking(p->session)) {
            if (think_since < 0) {
                think_since = now_ms();
            }
            double ms = now_ms() - think_since;
            if (ms > THINK_WALL_MS) {
                ok = fail(c, "a computer thought for %.0f ms", ms);
                break;
            }
            t->max_think_ms = ms > t->max_think_ms ? ms : t->max_think_ms;
            struct timespec nap = {0, 50000};
            nanosleep(&nap, NULL);
            continue;
        }
        think_since = -1;
        if (gm_session_actions(p->session) != last_actions) {
            last_actions = gm_session_actions(p->session);
            quiet = 0;
            if (!sc_game_over(gm_play_game(p)) && chance(r, 25)) {
                ok = reload(c, &p, &st, speed);
                t->reloads++;
            }
        } else if (++quiet > QUIET_LIMIT) {
            ok = fail(c, "nothing happened for %u ticks (actions %u, pending %u, human %d)", quiet,
                      gm_session_actions(p->session), gm_play_game(p)->pending.kind,
                      gm_session_human_turn(p->session));
        }
        t->max_quiet = quiet > t->max_quiet ? quiet : t->max_quiet;
    }
    if (ok) {
        ok = autosave(c, p, &st) && check_finished(c, p);
    }
    if (ok) {
        t->games++;
        t->actions += gm_session_actions(p->session);
        t->ticks += ticks;
        t->max_ticks = ticks > t->max_ticks ? ticks : t->max_ticks;
        t->by_players[s.n_players]++;
        t->by_variants[s.variants]++;
    }
    free(undo_record);
    gm_play_free(p);
    return ok;
}

static void summary(const soak_totals *t, double seconds)
{
    printf("%lu games, %lu actions, %.1f game hours at 60 ticks a second, %.0f s wall\n", t->games,
           t->actions, (double)t->ticks / 60 / 3600, seconds);
    printf("  players 2/3/4/5: %lu/%lu/%lu/%lu; variant sets:", t->by_players[2], t->by_players[3],
           t->by_players[4], t->by_players[5]);
    for (unsigned v = 0; v < 8; v++) {
        printf(" %lu", t->by_variants[v]);
    }
    printf("\n  reloads %lu (each the identical game), undos %lu, skips %lu, hints %lu, clicks "
           "during an animation %lu\n",
           t->reloads, t->undos, t->skips, t->hints, t->clicks_early);
    printf("  longest game %u ticks (%.1f min), longest wait between two actions %u ticks, "
           "longest thought %.0f ms\n",
           t->max_ticks, (double)t->max_ticks / 3600, t->max_quiet, t->max_think_ms);
}

static bool number(const char *s, unsigned long long max, unsigned long long *out)
{
    char *end;
    errno = 0;
    unsigned long long v = strtoull(s, &end, 10);
    if (errno != 0 || end == s || *end != '\0' || s[0] == '-' || v > max) {
        return false;
    }
    *out = v;
    return true;
}

int main(int argc, char **argv)
{
    unsigned long long games = 100, seed = 1;
    const char *dir = NULL;
    bool quiet = false;
    for (int i = 1; i < argc; i++) {
        unsigned long long v;
        if (strcmp(argv[i], "--games") == 0 && i + 1 < argc && number(argv[i + 1], 10000000, &v) &&
            v > 0) {
            games = v;
            i++;
        } else if (strcmp(argv[i], "--seed") == 0 && i + 1 < argc &&
                   number(argv[i + 1], UINT64_MAX, &v)) {
            seed = v;
            i++;
        } else if (strcmp(argv[i], "--dir") == 0 && i + 1 < argc) {
            dir = argv[++i];
        } else if (strcmp(argv[i], "--quiet") == 0) {
            quiet = true;
        } else {
            fprintf(stderr, "usage: soak-play [--games N] [--seed S] [--dir DIR] [--quiet]\n");
            return 2;
        }
    }
    char err[512];
    static sc_mat mat;
    static gm_layout lay;
    if (!sc_mat_load_file(SC_TEST_DATADIR "/mat/default.yaml", &mat, err, sizeof err) ||
        !gm_layout_load_file(SC_TEST_DATADIR "/layout/board.yaml", &lay, err, sizeof err) ||
        !gm_layout_check(&lay, &mat, err, sizeof err)) {
        fprintf(stderr, "soak-play: %s\n", err);
        return 1;
    }
    soak_totals tot = {0};
    soak_ctx c = {.mat = &mat, .lay = &lay, .tot = &tot};
    /* The autosaves go to a scratch folder, in memory where there is one
     * (every action syncs its write). */
    char tmpl[64];
    snprintf(tmpl, sizeof tmpl, "%s/spacecats-soak-XXXXXX",
             access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp");
    if (dir == NULL && (dir = mkdtemp(tmpl)) == NULL) {
        fprintf(stderr, "soak-play: no scratch folder: %s\n", strerror(errno));
        return 1;
    }
    snprintf(c.dir, sizeof c.dir, "%s/", dir);
    soak_rng r = {seed};
    double start = now_ms();
    int status = 0;
    for (unsigned long long g = 0; g < games; g++) {
        c.game_seed = next(&r);
        soak_rng game_rng = {c.game_seed ^ 0x5eed};
        if (!play_one(&c, &game_rng)) {
            fprintf(stderr, "soak-play: game %llu: %s\n", g + 1, failure);
            status = 1;
            break;
        }
        if (!quiet && (g + 1) % 1000 == 0) {
            printf("after %llu games: ", g + 1);
            summary(&tot, (now_ms() - start) / 1000);
            fflush(stdout);
        }
    }
    summary(&tot, (now_ms() - start) / 1000);
    char path[700];
    if (gm_saves_path(c.dir, GM_LAST_GAME_FILE, path, sizeof path)) {
        unlink(path);
    }
    if (gm_saves_path(c.dir, GM_AUTOSAVE_FILE, path, sizeof path)) {
        unlink(path);
    }
    if (status == 0) {
        rmdir(dir); /* kept with the failing game's files otherwise */
    }
    return status;
}
