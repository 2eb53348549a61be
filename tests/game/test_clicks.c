/* Clicks that do what the player meant (issue 22), driven by SDL mouse
 * events through the app on the recording back end, each change drawn as
 * the loop draws it, time passing in ticks (the virtual clock):
 * - a button that takes the place of another ignores a click for a moment
 *   (Stay aboard where Go was: the habitual second click of a one-click
 *   move does nothing, the same click a moment later stays aboard), while
 *   Go right after choosing the dice is taken at once;
 * - a computer who acts after a human's decision waits, Undo lit with a
 *   bar that shrinks, and Undo then takes the decision back (a landing
 *   before a computer commander's roll); once it has acted, no more;
 * - a press made before a tip card came up ends with its release, which
 *   the card takes: the screen does not stay busy as if the button were
 *   held for ever. */
#include "null_fixture.h"
#include "saves.h"
#include "spacecats/file_io.h"

#include "play_draw.h"
#include "screen_play.h"
#include "settings.h"
#include "tips.h"

static int setup(void **state)
{
    (void)state;
    if (nf_setup(1280, 720, false) != 0) {
        return -1;
    }
    gm_i18n_set_language("en");
    nf_app->games.prefdir[0] = '\0'; /* no saves */
    nf_app->games.settings.show_tips = false;
    return 0;
}

/* A new game of two seats (seat 1 a computer or not), seat `first`
 * starting, at a speed of the settings; drawn. */
static gm_play *game(bool computer, int first, unsigned speed)
{
    gm_app *a = nf_app;
    a->games.setup.n_players = 2;
    a->games.setup.variants = 0;
    a->games.setup.first_player = (int8_t)first;
    a->games.setup.seed = 5;
    a->games.setup.seats[0].kind = GM_SEAT_HUMAN;
    a->games.setup.seats[1].kind = computer ? GM_SEAT_COMPUTER : GM_SEAT_HUMAN;
    a->games.setup.seats[1].level = 0;
    a->games.settings.speed = speed;
    a->games.game_active = false;
    nf_go(GM_SCREEN_PLAY);
    gm_session_set_threaded(a->games.play->session, false);
    nf_draw();
    return a->games.play;
}

/* A player's click at the middle of r: pressed and released there (SDL
 * events in window pixels), then, as the loop would, the tick that carries
 * out a choice it made, and the frame drawn. */
static void click(gm_rect r)
{
    int wx = (int)(nf_gfx.ox + (r.x + r.w / 2) * nf_gfx.scale + 0.5f);
    int wy = (int)(nf_gfx.oy + (r.y + r.h / 2) * nf_gfx.scale + 0.5f);
    nf_sdl_mouse(SDL_MOUSEBUTTONDOWN, wx, wy);
    nf_sdl_mouse(SDL_MOUSEBUTTONUP, wx, wy);
    if (nf_app->games.play != NULL && gm_session_submitted(nf_app->games.play->session)) {
        nf_ticks(1);
    }
    nf_draw();
}

/* Time passes: the ticks of s seconds, each followed by a frame. */
static void wait_for(float s)
{
    for (unsigned i = 0; i < (unsigned)(s * GM_TICK_HZ + 0.5f); i++) {
        nf_ticks(1);
        nf_draw();
    }
}

/* A player's look at the board before clicking: the show over, and a
 * moment more. */
static void look(const gm_play *p)
{
    for (unsigned t = 0; t < 1000 && gm_anims_active(gm_session_anims(p->session)); t++) {
        wait_for(1.0f / GM_TICK_HZ);
    }
    wait_for(0.6f);
}

static gm_rect group(const gm_play *p, unsigned face)
{
    gm_rect r = {0};
    assert_true(gm_play_group_rect(p, face, &r));
    return r;
}

static void roll(gm_play *p, const uint8_t *faces, unsigned n)
{
    assert_int_equal(gm_play_game(p)->pending.kind, SC_PENDING_ROLL);
    assert_true(gm_session_roll_fixed(p->session, faces, n));
    nf_draw();
}

/* After a one-click move, Stay aboard stands where Go was: the player's
 * second click there, meant for Go, is ignored; a moment later the same
 * click stays aboard. Go right after choosing the dice goes at once. */
static void a_button_in_anothers_place_waits_a_moment(void **state)
{
    (void)state;
    const gm_layout *lay = &nf_app->layout;
    gm_play *p = game(false, 0, GM_SPEED_INSTANT);
    click(gm_layout_cell(lay, 0, SC_MOON_DOUBLER));
    click(gm_layout_cell(lay, 1, SC_PARACHUTE));
    roll(p, (const uint8_t[]){SC_FACE_1, SC_FACE_2, SC_FACE_3, SC_FACE_3, SC_FACE_4, SC_FACE_4}, 6);
    look(p);
    click(group(p, SC_FACE_1));
    click(group(p, SC_FACE_2));
    click(lay->buttons[GM_BTN_CONFIRM]); /* at once: the same button, "Go to 3" now */
    assert_int_equal(gm_play_game(p)->rocket_space, 3);
    roll(p, (const uint8_t[]){SC_FACE_3, SC_FACE_4, SC_FACE_4, SC_FACE_4}, 4);
    look(p);
    /* Only the 3 flies: one click moves the rocket. */
    click(group(p, SC_FACE_3));
    assert_int_equal(gm_play_game(p)->rocket_space, 6);
    assert_int_equal(gm_play_game(p)->pending.kind, SC_PENDING_LAND);
    assert_int_equal(gm_play_game(p)->pending.player, 0);
    assert_true(gm_play_button_enabled(p, GM_BTN_STAY));
    unsigned actions = gm_session_actions(p->session);
    /* The habitual click on Go, where Stay aboard is now. */
    click(lay->buttons[GM_BTN_CONFIRM]);
    assert_int_equal(gm_session_actions(p->session), actions);
    assert_int_equal(gm_play_game(p)->pending.kind, SC_PENDING_LAND);
    assert_int_equal(gm_play_game(p)->pending.player, 0);
    assert_true(gm_app_busy(nf_app)); /* the moment passes without input */
    wait_for(GM_UI_GUARD_SECONDS);
    assert_false(gm_app_busy(nf_app));
    click(lay->buttons[GM_BTN_STAY]);
    assert_int_equal(gm_session_actions(p->session), actions + 1);
    assert_int_equal(gm_play_game(p)->players[0].astronauts[SC_MOON_DOUBLER].kind, SC_AT_ROCKET);
}

/* The autosave as it is on disk now ("" when there is none): the caller frees it. */
static char *autosave_now(void)
{
    char path[GM_SAVE_PATH_MAX], err[300];
    size_t len = 0;
    assert_true(gm_saves_path(nf_app->games.prefdir, GM_AUTOSAVE_FILE, path, sizeof path));
    char *text = sc_file_read(path, GM_SAVE_MAX_BYTES, &len, err, sizeof err);
    return text != NULL ? text : strdup("");
}

/* A click interprets, the tick executes: the click on a legal move makes a
 * choice and changes nothing of the game, nor its autosave; a second
 * click before the tick, meant for the game as it was, is ignored; the
 * loop, busy, ticks at once, and that tick moves the rocket and writes the
 * autosave, once (the input handling never writes a file). */
static void a_click_chooses_and_the_tick_applies(void **state)
{
    (void)state;
    const gm_layout *lay = &nf_app->layout;
    char dir[256];
    assert_true(af_scratch_new(dir, sizeof dir, "clicks"));
    snprintf(nf_app->games.prefdir, sizeof nf_app->games.prefdir, "%s/", dir);
    gm_play *p = game(false, 0, GM_SPEED_INSTANT);
    click(gm_layout_cell(lay, 0, SC_MOON_DOUBLER));
    click(gm_layout_cell(lay, 1, SC_PARACHUTE));
    roll(p, (const uint8_t[]){SC_FACE_1, SC_FACE_2, SC_FACE_3, SC_FACE_3, SC_FACE_4, SC_FACE_4}, 6);
    look(p);
    click(group(p, SC_FACE_1));
    click(group(p, SC_FACE_2));
    click(lay->buttons[GM_BTN_CONFIRM]);
    assert_int_equal(gm_play_game(p)->rocket_space, 3);
    roll(p, (const uint8_t[]){SC_FACE_3, SC_FACE_4, SC_FACE_4, SC_FACE_4}, 4);
    nf_ticks(1); /* the roll autosaved */
    look(p);
    char *before = autosave_now();
    assert_non_null(strstr(before, "roll "));
    unsigned actions = gm_session_actions(p->session);
    gm_rect r = group(p, SC_FACE_3);
    int wx = (int)(nf_gfx.ox + (r.x + r.w / 2) * nf_gfx.scale + 0.5f);
    int wy = (int)(nf_gfx.oy + (r.y + r.h / 2) * nf_gfx.scale + 0.5f);
    nf_sdl_mouse(SDL_MOUSEBUTTONDOWN, wx, wy);
    nf_sdl_mouse(SDL_MOUSEBUTTONUP, wx, wy); /* only the 3 flies: a one-click move */
    assert_true(gm_session_submitted(p->session));
    assert_int_equal(gm_session_actions(p->session), actions);
    assert_int_equal(gm_play_game(p)->rocket_space, 3);
    assert_true(gm_app_busy(nf_app)); /* so the loop ticks at once */
    char *chosen = autosave_now();
    assert_string_equal(chosen, before);
    /* Another click before the tick does nothing (Stay aboard is not there yet). */
    nf_sdl_mouse(SDL_MOUSEBUTTONDOWN, wx, wy);
    nf_sdl_mouse(SDL_MOUSEBUTTONUP, wx, wy);
    nf_ticks(1);
    assert_false(gm_session_submitted(p->session));
    assert_int_equal(gm_session_actions(p->session), actions + 1);
    assert_int_equal(gm_play_game(p)->rocket_space, 6);
    assert_int_equal(gm_play_game(p)->pending.kind, SC_PENDING_LAND);
    char *after = autosave_now();
    assert_string_not_equal(after, before);
    assert_non_null(strstr(after, gm_session_record(p->session)->text));
    free(before);
    free(chosen);
    free(after);
    nf_app->games.prefdir[0] = '\0';
    af_scratch_remove(dir);
}

/* The width of the bar drawn inside the Undo button (0: none). */
static float undo_bar(void)
{
    const gm_layout *lay = &nf_app->layout;
    gm_rect in = gm_layout_in(lay->buttons[GM_BTN_UNDO], lay->undo_bar);
    const gm_draw_frame *f = gm_draw_now(&nf_gfx);
    for (unsigned i = 0; i < f->n_calls; i++) {
        const gm_draw_call *c = &f->calls[i];
        if (c->op == GM_OP_ROUND && c->r.x == in.x && c->r.y == in.y && c->r.h == in.h) {
            return c->r.w;
        }
    }
    return 0;
}

/* Whether Undo is drawn lit. */
static bool undo_lit(void)
{
    const gm_text_line *b = nf_button(_("Undo"), 0);
    return b != NULL && nf_is_button(b) && b->c.r == 0x1b;
}

/* To the human's landing decision at space 8, the computer commander
 * having stayed aboard (its rolls scripted, its landing too). */
static void to_the_humans_landing(gm_play *p)
{
    const gm_layout *lay = &nf_app->layout;
    for (unsigned t = 0; t < 20000; t++) {
        if (gm_session_human_turn(p->session) && gm_play_game(p)->pending.kind == SC_PENDING_LAND) {
            return;
        }
        if (gm_session_human_turn(p->session) &&
            gm_play_game(p)->pending.kind == SC_PENDING_BOARD) {
            look(p);
            click(gm_layout_cell(lay, 0, SC_PARACHUTE));
        } else if (gm_play_game(p)->pending.kind == SC_PENDING_ROLL &&
                   !gm_session_human_turn(p->session)) {
            roll(
                p,
                (const uint8_t[]){SC_FACE_1, SC_FACE_2, SC_FACE_3, SC_FACE_3, SC_FACE_4, SC_FACE_4},
                gm_play_game(p)->pool);
        } else if (gm_play_game(p)->pending.kind == SC_PENDING_LAND &&
                   !gm_session_human_turn(p->session)) {
            sc_choice stay = {.kind = SC_CHOICE_STAY};
            assert_true(gm_session_apply(p->session, &stay));
        } else {
            wait_for(1.0f / GM_TICK_HZ);
        }
    }
    fail_msg("no landing decision for the human");
}

/* Against a computer commander: the human stays aboard at a landing; the
 * commander's roll waits (2.4 s at normal speed), Undo lit and its bar
 * shrinking, and Undo takes the decision back. Left alone, the computer
 * rolls, and Undo is gone. */
static void undo_reaches_the_decision_before_a_computer_rolls(void **state)
{
    (void)state;
    const gm_layout *lay = &nf_app->layout;
    gm_play *p = game(true, 1, GM_SPEED_NORMAL);
    to_the_humans_landing(p);
    look(p);
    unsigned actions = gm_session_actions(p->session);
    sc_game before = (*gm_play_game(p));
    click(lay->buttons[GM_BTN_STAY]);
    assert_int_equal(gm_session_actions(p->session), actions + 1);
    assert_int_equal(gm_play_game(p)->pending.kind, SC_PENDING_ROLL);
    assert_int_equal(gm_play_game(p)->pending.player, 1); /* the computer commander's roll, next */
    assert_true(undo_lit());
    float full = undo_bar();
    assert_true(full > 0);
    wait_for(1.0f);
    assert_int_equal(gm_session_actions(p->session), actions + 1); /* it has not rolled */
    assert_true(undo_lit());
    assert_true(undo_bar() < full && undo_bar() > 0);
    click(lay->buttons[GM_BTN_UNDO]);
    assert_int_equal(gm_session_actions(p->session), actions);
    assert_memory_equal(gm_play_game(p), &before, sizeof before);
    assert_true(gm_session_human_turn(p->session));
    /* Stay again, and let the computer have its roll. */
    look(p);
    click(lay->buttons[GM_BTN_STAY]);
    wait_for(GM_UNDO_GRACE * 0.6f + 0.5f);
    assert_true(gm_session_actions(p->session) > actions + 1); /* it rolled */
    assert_false(gm_session_can_undo(p->session));
    assert_false(undo_lit());
    assert_true(undo_bar() == 0);
}

/* A press on the board while a computer plays; the human's turn comes and
 * its tip card with it; the release closes the card. The press is over:
 * nothing waits for it, and the loop may rest. */
static void a_press_ends_behind_a_tip_card(void **state)
{
    (void)state;
    const gm_layout *lay = &nf_app->layout;
    nf_app->games.settings.show_tips = true;
    nf_app->games.settings.tips_seen = 0;
    gm_play *p = game(true, 1, GM_SPEED_NORMAL);
    assert_false(gm_session_human_turn(p->session)); /* the computer boards first */
    gm_rect at = lay->moons[0];
    int wx = (int)(nf_gfx.ox + (at.x + at.w / 2) * nf_gfx.scale + 0.5f);
    int wy = (int)(nf_gfx.oy + (at.y + at.h / 2) * nf_gfx.scale + 0.5f);
    nf_sdl_mouse(SDL_MOUSEBUTTONDOWN, wx, wy);
    /* Held down (a moon has a card: no long press while others move it)
     * until the human's turn brings a tip card... */
    for (unsigned t = 0; t < 600 && gm_play_screen_view(nf_app)->tip == GM_TIP_COUNT; t++) {
        wait_for(1.0f / GM_TICK_HZ);
    }
    assert_int_equal(gm_play_screen_view(nf_app)->tip, GM_TIP_BOARD);
    /* ... which the release closes. */
    nf_sdl_mouse(SDL_MOUSEBUTTONUP, wx, wy);
    nf_draw();
    assert_int_equal(gm_play_screen_view(nf_app)->tip, GM_TIP_COUNT);
    assert_false(gm_play_screen_view(nf_app)->hover.pressed);
    wait_for(GM_UI_GUARD_SECONDS);
    assert_false(gm_app_busy(nf_app));
}

int main(void)
{
    nf_headless();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(a_button_in_anothers_place_waits_a_moment, setup,
                                        nf_teardown_each),
        cmocka_unit_test_setup_teardown(a_click_chooses_and_the_tick_applies, setup,
                                        nf_teardown_each),
        cmocka_unit_test_setup_teardown(undo_reaches_the_decision_before_a_computer_rolls, setup,
                                        nf_teardown_each),
        cmocka_unit_test_setup_teardown(a_press_ends_behind_a_tip_card, setup, nf_teardown_each),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
