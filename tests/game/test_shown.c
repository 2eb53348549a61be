/* Events are announced while the board still shows them.
 *
 * The real loop (gm_loop_run with the game's own hooks) on a fake platform
 * (a virtual clock) and the recording back end plays whole games of
 * computers at normal speed with every variant, and every frame presented
 * is read as a player sees it: the rocket marker's sprite, the banner's
 * sentence, the score coins' numbers, the deep-space cards' titles.
 *
 * At each move into deep space: the scores shown do not change while the
 * rocket flies there; once it is there it stays there until the card
 * ("The comet!", "The galaxy!") has been shown, which comes within a
 * second of its arrival (the cats' flight); it arrives with its crew in
 * its windows (they leave it there); and while a card is up the
 * rocket is at deep space and the banner says deep space, not the next
 * expedition's first decision, and the dice tray says it (not the next
 * expedition's dice). Before, the cards came some five seconds
 * after the rocket arrived, the marker back at the start, the banner and
 * the coins on the next expedition.
 *
 * At the end, every frame of the board says once that the game is over
 * (the banner said it, and the last event beside it said it again). */
#include "null_fixture.h"

#include <math.h>

#include "fake_run.h"
#include "play_geom.h"
#include "settings.h"

enum { GAMES = 1 };

/* Where a game's watch of one move into deep space is. */
typedef enum watch_phase {
    IDLE,    /* no move into deep space under way */
    FLYING,  /* the rocket on its way */
    ARRIVED, /* the rocket there, no card yet */
    CARD_UP, /* a card shown */
} watch_phase;

typedef struct fake {
    uint64_t clock; /* microseconds; first: the platform's (fake_platform.h) */
    unsigned game;
    bool quit_sent;
    gm_loop_hooks real;
    /* The watch. */
    watch_phase phase;
    int coins_before[SC_MAX_PLAYERS];
    uint64_t arrived_at;
    unsigned expedition, failures, deep_points; /* as last ticked */
    unsigned watched, cards, frames;
    bool final_checked;
} fake;

static unsigned long total_watched, total_frames;

/* ---- what a frame shows -------------------------------------------------- */

static bool inside(gm_rect r, gm_rect in)
{
    float x = r.x + r.w / 2, y = r.y + r.h / 2;
    return x >= in.x && x <= in.x + in.w && y >= in.y && y <= in.y + in.h;
}

/* The space the rocket marker is drawn on (-1: none drawn, -2: between
 * spaces). */
static int marker_space(const gm_draw_frame *fr)
{
    const gm_layout *lay = &nf_app->layout;
    for (unsigned i = 0; i < fr->n_sprites; i++) {
        const gm_sprite_drawn *s = &fr->sprites[i];
        if (strcmp(s->name, "rocket-marker") != 0) {
            continue;
        }
        float x = s->r.x + s->r.w / 2, y = s->r.y + s->r.h / 2 - lay->marker_dy;
        for (unsigned k = 0; k < lay->n_spaces; k++) {
            if (fabsf(lay->spaces[k].x - x) < 0.5f && fabsf(lay->spaces[k].y - y) < 0.5f) {
                return (int)k;
            }
        }
        return -2;
    }
    return -1;
}

/* How many cats' heads are in the rocket board's windows. */
static unsigned crew(const gm_draw_frame *fr)
{
    const gm_layout *lay = &nf_app->layout;
    unsigned n = 0;
    for (unsigned i = 0; i < fr->n_sprites; i++) {
        for (unsigned w = 0; w < lay->n_windows; w++) {
            n += strncmp(fr->sprites[i].name, "cat-head-", 9) == 0 &&
                 inside(fr->sprites[i].r, lay->windows[w]);
        }
    }
    return n;
}

/* Whether a deep-space card is up. */
static bool card_up(const gm_draw_frame *fr)
{
    for (unsigned i = 0; i < fr->n_lines; i++) {
        if (strcmp(fr->lines[i].text, _("The comet!")) == 0 ||
            strcmp(fr->lines[i].text, _("The galaxy!")) == 0) {
            return true;
        }
    }
    return false;
}

/* The banner's sentence (the first line drawn inside it). */
static const char *banner_text(const gm_draw_frame *fr)
{
    for (unsigned i = 0; i < fr->n_lines; i++) {
        if (inside(fr->lines[i].at, nf_app->layout.banner)) {
            return fr->lines[i].text;
        }
    }
    return "";
}

/* Whether this line is drawn inside the dice tray. */
static bool in_tray(const gm_draw_frame *fr, const char *text)
{
    for (unsigned i = 0; i < fr->n_lines; i++) {
        if (strcmp(fr->lines[i].text, text) == 0 &&
            inside(fr->lines[i].at, nf_app->layout.dice_tray)) {
            return true;
        }
    }
    return false;
}

/* The number on each player's score coin. */
static void coins(const gm_draw_frame *fr, int out[SC_MAX_PLAYERS])
{
    const gm_layout *lay = &nf_app->layout;
    unsigned n = gm_play_game(nf_app->games.play)->setup.n_players;
    for (unsigned pl = 0; pl < n; pl++) {
        out[pl] = INT32_MIN;
        gm_rect coin = gm_geom_score_coin(lay, pl);
        for (unsigned i = 0; i < fr->n_lines; i++) {
            if (inside(fr->lines[i].at, coin)) {
                out[pl] = atoi(fr->lines[i].text);
                break;
            }
        }
        assert_int_not_equal(out[pl], INT32_MIN);
    }
}

/* ---- the watch ----------------------------------------------------------- */

static unsigned deep_points(const sc_game *g)
{
    unsigned n = 0;
    for (unsigned pl = 0; pl < g->setup.n_players; pl++) {
        n += g->players[pl].deep_points;
    }
    return n;
}

/* A frame of the game's end (the final scoring's cards on the board):
 * it says once that the game is over. */
static void check_final_board(fake *f, const gm_draw_frame *fr)
{
    unsigned over = 0;
    for (unsigned i = 0; i < fr->n_lines; i++) {
        over += strcmp(fr->lines[i].text, _("The game is over")) == 0;
    }
    if (over != 1) {
        fail_msg("game %u: the final board says \"%s\" %u times", f->game, _("The game is over"),
                 over);
    }
    f->final_checked = true;
}

/* A tick: did a move take the rocket into deep space? */
static bool watch_tick(void *ctx, float dt)
{
    fake *f = fr_fake(ctx);
    const gm_draw_frame *shown = gm_draw_presented(&nf_gfx);
    int before[SC_MAX_PLAYERS];
    bool have_frame = gm_draw_presents(&nf_gfx) > 0 && nf_app->screen == GM_SCREEN_PLAY;
    if (have_frame) {
        coins(shown, before);
    }
    bool r = f->real.tick(ctx, dt);
    const gm_play *p = nf_app->games.play;
    if (nf_app->screen != GM_SCREEN_PLAY || p == NULL) {
        return r;
    }
    const sc_game *g = gm_play_game(p);
    unsigned deep = deep_points(g);
    /* A move into deep space: deep-space points, the expedition over, no
     * crash (the Lander's step into deep space ends no expedition). */
    if (deep > f->deep_points && f->failures == g->failures &&
        (g->expedition != f->expedition || sc_game_over(g))) {
        assert_true(have_frame);
        assert_int_equal(f->phase, IDLE);
        f->phase = FLYING;
        memcpy(f->coins_before, before, sizeof before);
        f->watched++;
    }
    f->expedition = g->expedition;
    f->failures = g->failures;
    f->deep_points = deep;
    return r;
}

/* A frame presented: what it shows of the move under watch. */
static void watch_frame(fake *f)
{
    const gm_draw_frame *fr = gm_draw_presented(&nf_gfx);
    if (nf_app->screen != GM_SCREEN_PLAY) {
        assert_true(f->phase == IDLE || f->phase == CARD_UP);
        f->phase = IDLE;
        return;
    }
    int deep = (int)sc_mat_deep(&nf_app->mat);
    int at = marker_space(fr);
    bool card = card_up(fr);
    int now[SC_MAX_PLAYERS];
    coins(fr, now);
    unsigned n = gm_play_game(nf_app->games.play)->setup.n_players;
    f->frames++;
    if (sc_game_over(gm_play_game(nf_app->games.play))) {
        check_final_board(f, fr);
    }
    switch (f->phase) {
    case IDLE:
        break;
    case FLYING:
        for (unsigned pl = 0; pl < n; pl++) {
            if (now[pl] != f->coins_before[pl]) {
                fail_msg("game %u, at %.2f s: player %u's score shows %d while the rocket flies "
                         "to deep space (it was %d): the points came before the rocket arrived",
                         f->game, (double)f->clock / FP_FREQ, pl, now[pl], f->coins_before[pl]);
            }
        }
        if (at != deep) {
            if (card) {
                fail_msg("game %u: a deep-space card with the rocket not there (at space %d; "
                         "-1: not drawn, -2: between spaces)",
                         f->game, at);
            }
            break;
        }
        /* It arrives with its crew aboard: they leave it there. */
        if (crew(fr) == 0) {
            fail_msg("game %u: the rocket reaches deep space with nobody in its windows", f->game);
        }
        f->phase = ARRIVED;
        f->arrived_at = f->clock;
        /* The arrival's frame may show the card. */
        /* fall through */
    case ARRIVED:
        if (at != deep) {
            fail_msg("game %u, %.2f s after the rocket reached deep space: the board shows it at "
                     "space %d, banner \"%s\", and no deep-space card was shown yet",
                     f->game, (double)(f->clock - f->arrived_at) / FP_FREQ, at, banner_text(fr));
        }
        if (!card) {
            break;
        }
        if (f->clock - f->arrived_at > FP_FREQ) {
            fail_msg("game %u: the deep-space card came %.2f s after the rocket arrived", f->game,
                     (double)(f->clock - f->arrived_at) / FP_FREQ);
        }
        f->phase = CARD_UP;
        f->cards++;
        /* fall through */
    case CARD_UP:
        if (!card) {
            f->phase = IDLE;
            break;
        }
        if (at != deep) {
            fail_msg("game %u: a deep-space card up with the rocket at space %d (-1: not drawn)",
                     f->game, at);
        }
        if (strncmp(banner_text(fr), _("Deep space!"), strlen(_("Deep space!"))) != 0) {
            fail_msg("game %u: a deep-space card up under the banner \"%s\"", f->game,
                     banner_text(fr));
        }
        if (!in_tray(fr, _("The rocket reached deep space"))) {
            fail_msg("game %u: a deep-space card up, the dice tray on the next expedition",
                     f->game);
        }
        break;
    }
}

/* ---- the fake platform --------------------------------------------------- */

static void watch_draw(void *ctx)
{
    fake *f = fr_fake(ctx);
    f->real.draw(ctx);
    watch_frame(f);
}

/* Only the scoring screen waits for input: the test leaves there. */
static bool fake_wait(void *ctx, SDL_Event *ev, int ms)
{
    fake *f = ctx;
    (void)ms;
    if (nf_app->screen != GM_SCREEN_SCORE) {
        fail_msg("game %u: the loop waits for input on screen %d", f->game, (int)nf_app->screen);
    }
    memset(ev, 0, sizeof *ev);
    ev->type = SDL_QUIT;
    f->quit_sent = true;
    return true;
}

static bool fake_poll(void *ctx, SDL_Event *ev)
{
    (void)ctx, (void)ev;
    return false;
}

static void play_one(unsigned g)
{
    gm_app *a = nf_app;
    fake f = {.game = g};
    a->games.setup.n_players = (uint8_t)(5 - g % 2);
    a->games.setup.variants = SC_VARIANT_ALL;
    a->games.setup.first_player = -1;
    a->games.setup.seed = 8 + g;
    for (unsigned i = 0; i < SC_MAX_PLAYERS; i++) {
        a->games.setup.seats[i].kind = GM_SEAT_COMPUTER;
        a->games.setup.seats[i].level = 1;
    }
    a->games.settings.speed = GM_SPEED_NORMAL;
    a->games.settings.show_tips = false;
    a->games.game_active = false;
    a->nav.quit = false;
    gm_app_request_screen(a, GM_SCREEN_PLAY);
    gm_app_apply_screen(a);
    assert_int_equal(a->screen, GM_SCREEN_PLAY);
    gm_session_set_threaded(a->games.play->session, false);
    f.expedition = gm_play_game(a->games.play)->expedition;
    fr_loop(a, &f, &f.real, (gm_loop_hooks){.tick = watch_tick, .draw = watch_draw}, fake_wait,
            fake_poll);
    assert_true(f.quit_sent);
    assert_true(sc_game_over(gm_play_game(a->games.play)));
    assert_true(f.final_checked);
    /* Every move into deep space had its card. */
    if (getenv("SC_SHOWN_VERBOSE") != NULL) {
        printf("game %u: %u moves into deep space, %u frames, %.0f s\n", g, f.watched, f.frames,
               (double)f.clock / FP_FREQ);
    }
    assert_true(f.watched > 0);
    assert_int_equal(f.cards, f.watched);
    total_watched += f.watched;
    total_frames += f.frames;
}

static int setup(void **state)
{
    (void)state;
    if (nf_setup(1280, 720, false) != 0) {
        return -1;
    }
    nf_app->games.prefdir[0] = '\0';
    return 0;
}

static void events_are_told_while_the_board_shows_them(void **state)
{
    (void)state;
    gm_i18n_set_language("en");
    for (unsigned g = 0; g < GAMES; g++) {
        play_one(g);
    }
    print_message("%u whole games: %lu moves into deep space watched over %lu frames\n", GAMES,
                  total_watched, total_frames);
}

int main(void)
{
    nf_headless();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(events_are_told_while_the_board_shows_them, setup,
                                        nf_teardown_each),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
