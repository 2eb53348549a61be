/* The idle-frame invariant: whenever the loop waits for input, the last
 * frame it presented is the state it waits in.
 *
 * The real loop (gm_loop_run with the game's own hooks, run.h) runs on a
 * fake platform (a virtual clock; the events are the test's) and the
 * recording back end, over whole games: 2 to 5 players, hot-seat humans
 * and computers mixed, every combination of variants (the secret missions
 * bring the pass screen), tips on in some, the dice rolling by themselves
 * in some. Humans act only by clicks (a press and a release where the play
 * screen's geometry puts the thing, never a motion of the pointer) and
 * keys. Every time the loop waits for input, a fresh drawing of the
 * current state must make the same calls, with the same arguments, as the
 * last frame presented, and a tick would change nothing: a frame left stale
 * (the dice tilted mid-tumble, the pass screen not shown until the mouse
 * moves) or a change left waiting for a tick (a tip card due) fails here.
 *
 * Most games run with animations and computers' pauses at a fiftieth of
 * the normal speed (each animation still runs, over a tick or two, and
 * ends); every speed of the settings is played by some. SC_IDLE_GAMES in the environment sets the
 * number of games (a longer run by hand). */
#include "null_fixture.h"

#include "fake_run.h"
#include "play_draw.h"
#include "play_geom.h"
#include "privacy.h"
#include "settings.h"
#include "tips.h"

enum { GAMES = 224, THINK_MS = 250 };
enum { MAX_IDLES = 20000 };
/* The test's quick speed: animations and computers' pauses at this
 * fraction of the normal speed's. */
static const float QUICK = 0.02f;
static const uint64_t MAX_CLOCK = 4ull * 3600 * FP_FREQ; /* four hours of a game: stuck */

typedef struct fake {
    uint64_t clock; /* microseconds; first: the platform's (fake_platform.h) */
    unsigned game;
    uint64_t rng;
    SDL_Event queue[4];
    unsigned head, n;
    unsigned idles, clicks, keys, passes, tips;
    bool quit_sent;
    sc_choice target; /* the decision a human is making, click by click */
    unsigned target_revision;
    bool has_target;
    gm_loop_hooks real; /* the game's hooks */
} fake;

static unsigned long total_idles, total_frames, total_clicks, total_keys, total_passes, total_tips;

static uint64_t next(fake *f)
{
    f->rng ^= f->rng << 13, f->rng ^= f->rng >> 7, f->rng ^= f->rng << 17;
    return f->rng;
}

static void push(fake *f, SDL_Event ev)
{
    assert_true(f->n < sizeof f->queue / sizeof f->queue[0]);
    f->queue[(f->head + f->n++) % 4] = ev;
}

static bool pop(fake *f, SDL_Event *ev)
{
    if (f->n == 0) {
        return false;
    }
    *ev = f->queue[f->head];
    f->head = (f->head + 1) % 4;
    f->n--;
    return true;
}

/* A press and a release at the middle of r (logical), in window pixels. */
static void click(fake *f, gm_rect r)
{
    assert_true(r.w > 0 && r.h > 0);
    int wx = (int)(nf_gfx.ox + (r.x + r.w / 2) * nf_gfx.scale + 0.5f);
    int wy = (int)(nf_gfx.oy + (r.y + r.h / 2) * nf_gfx.scale + 0.5f);
    SDL_Event ev;
    memset(&ev, 0, sizeof ev);
    ev.button.button = SDL_BUTTON_LEFT;
    ev.button.x = wx;
    ev.button.y = wy;
    ev.type = SDL_MOUSEBUTTONDOWN;
    push(f, ev);
    ev.type = SDL_MOUSEBUTTONUP;
    push(f, ev);
    f->clicks++;
}

static void key(fake *f, SDL_Keycode sym)
{
    SDL_Event ev;
    memset(&ev, 0, sizeof ev);
    ev.type = SDL_KEYDOWN;
    ev.key.keysym.sym = sym;
    push(f, ev);
    f->keys++;
}

/* The last frame presented against a fresh drawing of the state. */
static void check_idle_frame(fake *f)
{
    const gm_draw_frame *shown = gm_draw_presented(&nf_gfx);
    assert_true(gm_draw_presents(&nf_gfx) > 0);
    gm_draw_clear(&nf_gfx);
    gm_app_draw(nf_app);
    char why[600];
    if (!gm_draw_frames_equal(shown, gm_draw_now(&nf_gfx), why, sizeof why)) {
        const gm_play *p = nf_app->games.play;
        fail_msg("game %u, wait %u (screen %d, %u actions, expedition %u, pending %d): the frame "
                 "left on screen is not the state it waits in: %s",
                 f->game, f->idles, (int)nf_app->screen,
                 p != NULL ? gm_session_actions(p->session) : 0,
                 p != NULL ? gm_play_game(p)->expedition : 0,
                 p != NULL ? (int)gm_play_game(p)->pending.kind : -1, why);
    }
    gm_draw_clear(&nf_gfx); /* the next frame is recorded from nothing */
    total_frames++;
    /* Nor would a tick change anything (one of no time: no animation
     * moves): the state the loop waits in is settled, not waiting for a
     * tick that will never come (a tip due, a screen to change). */
    if (gm_app_update(nf_app, 0.0f) || nf_app->nav.requested != GM_SCREEN_NONE) {
        fail_msg("game %u, wait %u: the loop waits for input with a change due (screen %d)",
                 f->game, f->idles, (int)nf_app->screen);
    }
}

/* A rectangle of the play screen that makes this choice (or the next
 * click towards it: a group, a pilot, an option, then Go). */
static void click_towards(fake *f, const gm_play *p, const sc_choice *c)
{
    const gm_layout *lay = &nf_app->layout;
    gm_rect r;
    switch (c->kind) {
    case SC_CHOICE_RETURN_MISSION:
        click(f, lay->missions[c->arg]);
        return;
    case SC_CHOICE_BOARD:
        click(f, gm_layout_cell(lay, (unsigned)gm_play_game(p)->pending.player, c->arg));
        return;
    case SC_CHOICE_REROLL:
        click(f, lay->buttons[GM_BTN_REROLL]);
        return;
    case SC_CHOICE_CRASH:
        click(f, lay->buttons[GM_BTN_CRASH]);
        return;
    case SC_CHOICE_STAY:
        click(f, lay->buttons[GM_BTN_STAY]);
        return;
    case SC_CHOICE_LAND:
        click(f, c->target == SC_TARGET_MOON     ? lay->moons[c->index]
                 : c->target == SC_TARGET_PLANET ? lay->planets[c->index]
                 : next(f) % 2 == 0              ? lay->comet
                                                 : lay->galaxy);
        return;
    case SC_CHOICE_MOVE:
        for (unsigned face = 0; face < SC_FACE_COUNT; face++) {
            if (((c->faces ^ gm_play_selection(p).faces) >> face) & 1) {
                assert_true(gm_play_group_rect(p, face, &r));
                click(f, r);
                return;
            }
        }
        for (unsigned seat = 0; seat < SC_MAX_PLAYERS; seat++) {
            if (((c->pilots ^ gm_play_selection(p).pilots) >> seat) & 1) {
                click(f, lay->windows[seat]);
                return;
            }
        }
        if ((c->flags ^ gm_play_selection(p).flags) & SC_MOVE_EXTRA) {
            click(f, lay->buttons[GM_BTN_EXTRA]);
        } else if ((c->flags ^ gm_play_selection(p).flags) & SC_MOVE_KEEP) {
            click(f, lay->buttons[GM_BTN_KEEP]);
        } else if (next(f) % 3 == 0) {
            key(f, SDLK_RETURN);
        } else {
            click(f, lay->buttons[GM_BTN_CONFIRM]);
        }
        return;
    default:
        fail_msg("a choice of kind %u", c->kind);
    }
}

/* What a human does on the screen the loop waits on. */
static void act(fake *f)
{
    gm_app *a = nf_app;
    if (a->screen == GM_SCREEN_SCORE) {
        SDL_Event quit = {.type = SDL_QUIT};
        push(f, quit);
        f->quit_sent = true;
        return;
    }
    if (a->screen != GM_SCREEN_PLAY) {
        fail_msg("game %u: waiting on screen %d", f->game, (int)a->screen);
    }
    gm_play *p = a->games.play;
    const gm_play_view *v = gm_play_screen_view(a);
    if (gm_privacy_curtain(p->session, &v->privacy) >= 0) {
        click(f, gm_play_curtain_button(gm_app_canvas(a), af_scene(a)));
        f->passes++;
        return;
    }
    if (v->tip < GM_TIP_COUNT) {
        click(f, gm_play_tip_button(gm_app_canvas(a), af_scene(a), false));
        f->tips++;
        return;
    }
    if (sc_game_over(gm_play_game(p))) {
        fail_msg("game %u: over, and the loop waits for input on the board (no scoring screen)",
                 f->game);
    }
    if (!gm_session_human_turn(p->session)) {
        fail_msg("game %u: the loop waits for input on a computer's turn (%u actions, seat %d)",
                 f->game, gm_session_actions(p->session), gm_session_actor(p->session));
    }
    if (gm_play_game(p)->pending.kind == SC_PENDING_ROLL) {
        uint64_t r = next(f) % 4;
        if (r == 0) {
            key(f, SDLK_SPACE);
        } else {
            click(f, r == 1 ? a->layout.dice_tray : a->layout.buttons[GM_BTN_ROLL]);
        }
        return;
    }
    if (gm_play_button_enabled(p, GM_BTN_UNDO) && next(f) % 16 == 0) {
        if (next(f) % 2 == 0) {
            key(f, SDLK_BACKSPACE);
        } else {
            click(f, a->layout.buttons[GM_BTN_UNDO]);
        }
        return;
    }
    if (!f->has_target || f->target_revision != gm_session_revision(p->session)) {
        assert_true(gm_session_n_choices(p->session) > 0);
        f->target = gm_session_choices(p->session)[next(f) % gm_session_n_choices(p->session)];
        f->target_revision = gm_session_revision(p->session);
        f->has_target = true;
    }
    click_towards(f, p, &f->target);
}

/* The loop waits for input: the frame is checked, a human acts after a
 * moment's thought. */
static bool fake_wait(void *ctx, SDL_Event *ev, int ms)
{
    fake *f = ctx;
    (void)ms;
    f->idles++;
    check_idle_frame(f);
    if (f->idles > MAX_IDLES) {
        fail_msg("game %u: %u waits for input and no end", f->game, f->idles);
    }
    if (!f->quit_sent) {
        act(f);
    }
    f->clock += THINK_MS * 1000;
    return pop(f, ev);
}

static bool fake_poll(void *ctx, SDL_Event *ev)
{
    return pop(ctx, ev);
}

static bool test_running(void *ctx)
{
    fake *f = fr_fake(ctx);
    if (f->clock > MAX_CLOCK) {
        fail_msg("game %u: still running after four hours of play", f->game);
    }
    return f->real.running(ctx);
}

/* One whole game through the loop. */
static void play_one(unsigned g)
{
    gm_app *a = nf_app;
    fake f = {.game = g, .rng = 0x9e3779b97f4a7c15ULL * (g + 1)};
    unsigned players = 2 + g % 4;
    a->games.setup.n_players = (uint8_t)players;
    a->games.setup.variants = (uint8_t)((g / 4) % 8);
    a->games.setup.first_player = -1;
    a->games.setup.seed = 1000 + g;
    unsigned humans = 0;
    for (unsigned i = 0; i < SC_MAX_PLAYERS; i++) {
        bool human = i == 0 || next(&f) % 3 == 0;
        a->games.setup.seats[i].kind = human ? GM_SEAT_HUMAN : GM_SEAT_COMPUTER;
        a->games.setup.seats[i].level = (uint8_t)(next(&f) % 2); /* kitten, cadet: quick */
        humans += human && i < players;
    }
    (void)humans;
    /* The settings' slow, normal and fast in a few games (the frames of a
     * whole game at those speeds cost the most), instant in a twelfth,
     * the test's quick speed in the rest. */
    unsigned speed = g < 3 ? g : g % 12 == 3 ? GM_SPEED_INSTANT : GM_SPEED_COUNT;
    a->games.settings.speed = speed < GM_SPEED_COUNT ? speed : GM_SPEED_NORMAL;
    a->games.settings.show_tips = g % 3 == 0;
    a->games.settings.tips_seen = 0;
    a->games.settings.auto_roll = g % 5 == 1;
    a->games.game_active = false;
    a->nav.quit = false;
    gm_app_request_screen(a, GM_SCREEN_PLAY);
    gm_app_apply_screen(a);
    assert_int_equal(a->screen, GM_SCREEN_PLAY);
    gm_session_set_threaded(a->games.play->session,
                            false); /* the thinking at once: the same game every run */
    if (speed == GM_SPEED_COUNT) {
        gm_session_set_speed(a->games.play->session, QUICK,
                             QUICK); /* animations of a tick or two */
    }
    fr_loop(a, &f, &f.real, (gm_loop_hooks){.running = test_running}, fake_wait, fake_poll);
    if (getenv("SC_IDLE_VERBOSE") != NULL) {
        printf("game %u: %u players, speed %u, %u presents, %u waits, %.1f s of play, %u actions\n",
               g, players, speed, gm_draw_presents(&nf_gfx), f.idles, (double)f.clock / FP_FREQ,
               gm_session_actions(a->games.play->session));
    }
    assert_true(f.quit_sent);
    assert_true(sc_game_over(gm_play_game(a->games.play)));
    total_idles += f.idles;
    total_clicks += f.clicks;
    total_keys += f.keys;
    total_passes += f.passes;
    total_tips += f.tips;
}

static int setup(void **state)
{
    (void)state;
    if (nf_setup(1920, 1080, false) != 0) {
        return -1;
    }
    nf_app->games.prefdir[0] = '\0'; /* no saves: the test is about the screen */
    gm_i18n_set_language("en");
    return 0;
}

static void the_last_frame_is_the_state_it_waits_in(void **state)
{
    (void)state;
    const char *env = getenv("SC_IDLE_GAMES");
    unsigned games = env != NULL ? (unsigned)strtoul(env, NULL, 10) : GAMES;
    for (unsigned g = 0; g < games; g++) {
        play_one(g);
    }
    print_message("%u whole games: %lu waits for input checked (%lu frames compared), %lu "
                  "clicks, %lu keys, %lu pass screens, %lu tip cards\n",
                  games, total_idles, total_frames, total_clicks, total_keys, total_passes,
                  total_tips);
    assert_true(total_passes > 0);
    assert_true(total_tips > 0);
}

int main(void)
{
    nf_headless();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(the_last_frame_is_the_state_it_waits_in, setup,
                                        nf_teardown_each),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
