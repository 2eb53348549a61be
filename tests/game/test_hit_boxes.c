/* Every button is hit where it is drawn, at every window size: each screen
 * (title, setup, settings, saved games, rules, scoring, the play screen's
 * top buttons, the review's graph and a turning point on its board) is
 * drawn on the recording back end, every button is found where the drawing put
 * it (the text recorder's box its label was centred in), and a player's
 * click is sent there as SDL mouse events in window pixels, through the
 * real mapping (input_sdl.c: the logical 1920x1080 screen, scaled,
 * letterboxed). The pointer must land inside the drawn box and the screen
 * must act (another screen, the setup, the settings, the page, a card,
 * the turning point shown ...). Window sizes: 1280x720, 1920x1080,
 * 2560x1440, and 1600x1200, letterboxed (bands above and below). */
#include <sys/stat.h>

#include "null_fixture.h"

#include "play_draw.h"
#include "saves.h"
#include "screen_play.h"
#include "screen_review.h"
#include "screen_rules.h"
#include "screen_saves.h"

/* The play screen draws many labels alike (spaces, coins, tags); the
 * reviews are of few simulated games (many are worked out here, and the
 * review's numbers matter less than its buttons). */
enum { MAX_BUTTONS = 160, REVIEW_WORLDS = 8 };

/* The finished game's deal (finish_a_game): its review was checked to have
 * three pages of turning points (seeds 1 and 2 have not). */
#define FINISHED_SEED UINT64_C(3)

static const int sizes[][2] = {{1280, 720}, {1920, 1080}, {2560, 1440}, {1600, 1200}};

/* What a click may change: two snapshots differ when the screen acted. */
typedef struct snapshot {
    gm_screen_id screen;
    unsigned depth;
    bool quit;
    gm_new_game setup;
    gm_settings settings;
    unsigned rules_page;
    size_t saves_count;
    unsigned saves_page;
    int saves_confirm, saves_confirm_load;
    bool saves_naming;
    char saves_status[GM_SAVE_PATH_MAX + 512];
    bool log_open, hint_open, hint_pending;
    bool review_open;
    unsigned review_page;
    int review_shown;
} snapshot;

static void snap(snapshot *s)
{
    memset(s, 0, sizeof *s); /* padding too: compared with memcmp */
    s->screen = nf_app->screen;
    s->depth = nf_app->depth;
    s->quit = nf_app->nav.quit;
    s->setup = nf_app->games.setup;
    s->settings = nf_app->games.settings;
    s->rules_page = gm_rules_page(nf_app);
    const gm_saves_view *v = gm_saves_screen_view(nf_app);
    if (v != NULL) {
        s->saves_count = v->count;
        s->saves_page = v->page;
        s->saves_confirm = v->confirm;
        s->saves_confirm_load = v->confirm_load;
        s->saves_naming = v->naming;
        snprintf(s->saves_status, sizeof s->saves_status, "%s", v->status);
    }
    const gm_play_view *pv = gm_play_screen_view(nf_app);
    s->log_open = pv->log_open;
    s->hint_open = pv->hint_open;
    s->hint_pending = pv->hint_pending;
    const gm_review_view *rv = gm_review_screen_view(nf_app);
    if (rv != NULL) {
        s->review_open = true;
        s->review_page = rv->page;
        s->review_shown = rv->shown;
    }
}

static int setup(void **state)
{
    (void)state;
    if (nf_setup(1920, 1080, false) != 0) {
        return -1;
    }
    gm_i18n_set_language("en");
    nf_app->games.settings.show_tips = false; /* no tip card over the game */
    nf_app->opt.review_worlds = REVIEW_WORLDS;
    return 0;
}

/* The buttons drawn by the current screen (boxes and labels). */
static unsigned buttons(gm_rect *box, char (*label)[160])
{
    return nf_buttons(box, label, MAX_BUTTONS);
}

/* One click at `at` in button b (of n drawn), from the state `prepare`
 * brings up: the pointer lands in the box and the screen acts. */
static void click_one(const char *screen, void (*prepare)(void), unsigned n, gm_rect b,
                      const char *label, gm_point at, bool answer_counts)
{
    prepare();
    gm_rect again[MAX_BUTTONS];
    char again_label[MAX_BUTTONS][160];
    assert_int_equal(buttons(again, again_label), n); /* drawn alike each time */
    snapshot before, after;
    snap(&before);
    bool answer = nf_click_at(at.x, at.y);
    if (!gm_rect_contains(b, nf_app->pointer_x, nf_app->pointer_y)) {
        fail_msg("%s at %dx%d: a click at (%g, %g) on \"%s\" [%g %g %g %g] reached (%g, %g)",
                 screen, nf_gfx.out_w, nf_gfx.out_h, (double)at.x, (double)at.y, label, (double)b.x,
                 (double)b.y, (double)b.w, (double)b.h, (double)nf_app->pointer_x,
                 (double)nf_app->pointer_y);
    }
    snap(&after);
    if (memcmp(&before, &after, sizeof before) == 0 && !(answer_counts && answer)) {
        fail_msg("%s at %dx%d: \"%s\" [%g %g %g %g] is drawn but a click at (%g, %g) does "
                 "nothing",
                 screen, nf_gfx.out_w, nf_gfx.out_h, label, (double)b.x, (double)b.y, (double)b.w,
                 (double)b.h, (double)at.x, (double)at.y);
    }
    nf_app->nav.quit = false;
}

/* Clicks every button `prepare` brings up (or only those named in `only`),
 * each from the state it prepares; each must act. Returns the count. A
 * choice already made (the settings' lit language, speed ...) changes
 * nothing when clicked: on that screen the screen's answer (a click on
 * nothing answers false) counts as acting. */
static unsigned click_every_button(const char *screen, void (*prepare)(void),
                                   const char *const *only, bool answer_counts)
{
    gm_rect box[MAX_BUTTONS];
    char label[MAX_BUTTONS][160];
    prepare();
    unsigned n = buttons(box, label), clicked = 0;
    assert_true(n > 0);
    for (unsigned k = 0; k < n; k++) {
        bool wanted = only == NULL;
        for (unsigned i = 0; only != NULL && only[i] != NULL; i++) {
            wanted = wanted || strcmp(only[i], label[k]) == 0;
        }
        /* The middle and near each corner: the whole box is the button. */
        gm_rect b = box[k];
        const float in = 8;
        const gm_point at[] = {{b.x + b.w / 2, b.y + b.h / 2},
                               {b.x + in, b.y + in},
                               {b.x + b.w - in, b.y + in},
                               {b.x + in, b.y + b.h - in},
                               {b.x + b.w - in, b.y + b.h - in}};
        for (unsigned j = 0; wanted && j < sizeof at / sizeof at[0]; j++) {
            click_one(screen, prepare, n, b, label[k], at[j], answer_counts);
        }
        clicked += wanted;
    }
    return clicked;
}

/* ---- each screen, in a state where every button it draws can act ---- */

static gm_new_game base_setup;
static gm_settings base_settings;

static void restore(void)
{
    nf_app->games.setup = base_setup;
    nf_app->games.settings = base_settings;
    gm_i18n_set_language("en");
    nf_go(GM_SCREEN_TITLE);
}

static void game_in_play(void)
{
    if (!nf_app->games.game_active || nf_app->games.play == NULL ||
        sc_game_over(gm_play_game(nf_app->games.play))) {
        assert_true(gm_games_new_game(&nf_app->games));
        nf_app->games.game_active = true;
        gm_session_set_threaded(nf_app->games.play->session, false);
        gm_session_set_speed(nf_app->games.play->session, 0.0f, 0.0f);
    }
}

static void at_title(void)
{
    restore();
    game_in_play(); /* Continue is offered */
    nf_go(GM_SCREEN_TITLE);
}

static void at_setup(void)
{
    restore();
    nf_app->games.setup.n_players = 3; /* fewer and more both possible */
    nf_go(GM_SCREEN_SETUP);
}

static void at_settings(void)
{
    restore();
    nf_go(GM_SCREEN_SETTINGS);
}

static void at_saves(void)
{
    restore();
    game_in_play(); /* Save the game in play is offered */
    nf_go(GM_SCREEN_SAVES);
    gm_saves_view *v = gm_saves_screen_view(nf_app);
    assert_true(v->count > 2 * GM_SAVES_ROWS);
    v->page = 1; /* of three: both arrows lead somewhere */
}

static void at_rules(void)
{
    restore();
    nf_go(GM_SCREEN_RULES);
    nf_send((gm_input){.kind = GM_IN_KEY, .key = GM_KEY_RIGHT}); /* Previous leads somewhere */
    assert_int_equal(gm_rules_page(nf_app), 1);
}

static void at_score(void)
{
    restore();
    nf_go(GM_SCREEN_SCORE);
}

/* A human's decision in front of the play screen (the hint is offered). */
static void at_play(void)
{
    restore();
    game_in_play();
    nf_go(GM_SCREEN_PLAY);
    gm_play *p = nf_app->games.play;
    gm_session_set_threaded(p->session, false); /* a loaded save's computers think at once too */
    gm_session_set_speed(p->session, 0.0f, 0.0f);
    for (unsigned i = 0; i < 5000 && !gm_play_button_enabled(p, GM_BTN_HINT); i++) {
        if (gm_session_human_turn(p->session) && gm_play_game(p)->pending.kind == SC_PENDING_ROLL) {
            assert_true(gm_session_roll(p->session));
        } else {
            gm_session_tick(p->session, GM_TICK_SECONDS, 1);
        }
    }
    gm_session_animate(p->session, 100.0f);
    if (!gm_play_button_enabled(p, GM_BTN_HINT)) {
        fail_msg("no human decision: actor %d kind %d pending %d over %d held %d",
                 gm_session_actor(p->session),
                 gm_session_actor(p->session) >= 0
                     ? gm_session_seat(p->session, gm_session_actor(p->session))->kind
                     : -1,
                 gm_play_game(p)->pending.kind, sc_game_over(gm_play_game(p)),
                 gm_session_held(p->session));
    }
}

static void put_saves(unsigned n)
{
    for (unsigned i = 0; i < n; i++) {
        char name[32];
        snprintf(name, sizeof name, "Game %02u", i);
        nf_put_save(NF_STALL, name);
    }
}

/* A finished game, for the scoring screen and the review: always the same
 * game, dealt from FINISHED_SEED and played by computers on this thread
 * from its start. Its review must have three pages of turning points; a
 * game from a fresh kernel seed, or one the screens' clicks had begun
 * with computers thinking against the clock, sometimes had fewer. */
static void finish_a_game(void)
{
    nf_app->games.setup.seed = FINISHED_SEED;
    assert_true(gm_games_new_game(&nf_app->games));
    nf_app->games.game_active = true;
    nf_app->games.setup = base_setup;
    gm_play *p = nf_app->games.play;
    gm_session_set_threaded(p->session, false);
    gm_session_set_computers_seed(p->session, FINISHED_SEED); /* not the kernel's */
    gm_session_set_speed(p->session, 0.0f, 0.0f);
    for (unsigned s = 0; s < SC_MAX_PLAYERS; s++) {
        gm_session_set_seat_kind(p->session, s, GM_SEAT_COMPUTER);
    }
    for (unsigned i = 0; i < 20000 && !sc_game_over(gm_play_game(p)); i++) {
        gm_session_tick(p->session, GM_TICK_SECONDS, 100);
    }
    assert_true(sc_game_over(gm_play_game(p)));
    nf_app->games.game_active = false;
}

/* The review of the finished game (its computers' moves reviewed as
 * humans', as test_review_screen does), worked out once and kept while
 * its buttons are clicked: on its graph, at the middle page of the turning points so that both
 * arrows lead somewhere. Back closes it: it is worked out again. */
static void at_review_graph(void)
{
    const gm_review_view *v = gm_review_screen_view(nf_app);
    if (v == NULL || !v->finished || nf_app->screen != GM_SCREEN_REVIEW) {
        restore();
        if (nf_app->games.play == NULL || !sc_game_over(gm_play_game(nf_app->games.play))) {
            finish_a_game(); /* the scoring's New game started another */
        }
        nf_go(GM_SCREEN_SCORE);
        for (unsigned seat = 0; seat < SC_MAX_PLAYERS; seat++) {
            gm_session_set_seat_kind(nf_app->games.play->session, seat,
                                     GM_SEAT_HUMAN); /* reviewed as humans' moves */
        }
        gm_app_open_screen(nf_app, GM_SCREEN_REVIEW, NULL);
        gm_app_apply_screen(nf_app);
        assert_int_equal(nf_app->screen, GM_SCREEN_REVIEW);
        v = nf_wait_review(); /* on its thread */
        assert_non_null(v->review);
        assert_true(v->n_turns > 2 * GM_REVIEW_ROWS); /* three pages */
    }
    if (v->shown >= 0) {
        nf_send((gm_input){.kind = GM_IN_KEY, .key = GM_KEY_ESCAPE}); /* to the graph */
    }
    while (v->page > 1) {
        nf_send((gm_input){.kind = GM_IN_KEY, .key = GM_KEY_LEFT});
    }
    while (v->page < 1) {
        nf_send((gm_input){.kind = GM_IN_KEY, .key = GM_KEY_RIGHT});
    }
    assert_int_equal(v->shown, -1);
    assert_int_equal(v->page, 1);
}

/* The same review's board, at the second turning point of the middle
 * page (one before it, one after it). */
static void at_review_board(void)
{
    at_review_graph();
    nf_click_drawn(gm_review_place(&nf_app->layout, GM_REVIEW_SHOW, 1));
    assert_int_equal(gm_review_screen_view(nf_app)->shown, GM_REVIEW_ROWS + 1);
}

/* Another game owns the folder: its one button, Close. */
static void at_busy(void)
{
    restore();
    char folder[sizeof nf_scratch + 1];
    snprintf(folder, sizeof folder, "%s/", nf_scratch);
    nf_open(GM_SCREEN_BUSY, &(gm_screen_arg){.path = folder, .holder = 4242});
}

static void every_button_where_drawn(void **state)
{
    (void)state;
    base_setup = nf_app->games.setup;
    base_settings = nf_app->games.settings;
    put_saves(2 * GM_SAVES_ROWS + 2);
    static const char *const top[] = {"Menu", "?", "Log", "Hint", NULL};
    static const char *const score[] = {"Title", "Review", "New game", NULL};
    static const char *const review[] = {"Back", "Show", "<", ">", NULL};
    /* (the board's coins and spaces are numbered as buttons are labelled) */
    static const char *const review_board[] = {"<", ">", "Back to the graph", NULL};
    for (unsigned i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        nf_resize(sizes[i][0], sizes[i][1]);
        unsigned n[10];
        n[0] = click_every_button("title", at_title, NULL, false);
        n[1] = click_every_button("setup", at_setup, NULL, false);
        n[2] = click_every_button("settings", at_settings, NULL, true);
        n[3] = click_every_button("saves", at_saves, NULL, false);
        n[4] = click_every_button("rules", at_rules, NULL, false);
        n[5] = click_every_button("play", at_play, top, false);
        finish_a_game();
        n[6] = click_every_button("scoring", at_score, score, false);
        n[7] = click_every_button("review", at_review_graph, review, false);
        n[8] = click_every_button("review board", at_review_board, review_board, false);
        n[9] = click_every_button("busy", at_busy, NULL, false);
        printf("%dx%d: buttons clicked where drawn: title %u, setup %u, settings %u, saves %u, "
               "rules %u, play %u, scoring %u, review %u, review board %u, busy %u\n",
               sizes[i][0], sizes[i][1], n[0], n[1], n[2], n[3], n[4], n[5], n[6], n[7], n[8],
               n[9]);
        assert_true(n[0] >= 6);
        assert_true(n[1] >= 10);
        assert_true(n[2] >= 10);
        assert_true(n[3] >= 3 * GM_SAVES_ROWS + 5);
        assert_int_equal(n[4], 3);
        assert_int_equal(n[5], 4);
        assert_int_equal(n[6], 3);
        assert_int_equal(n[7], 3 + GM_REVIEW_ROWS); /* Back, "<", ">", every row's Show */
        assert_int_equal(n[8], 3);                  /* "<", ">", Back to the graph */
        assert_int_equal(n[9], 1);                  /* Close */
        nf_app->games.game_active = false;
        if (nf_app->games.play != NULL) {
            gm_play_free(nf_app->games.play);
            nf_app->games.play = NULL;
        }
    }
}

/* The letterbox: at 1600x1200 the logical screen is 1600x900 pixels, 150
 * pixels down; a click in the band above it is above the screen. */
static void the_letterbox_is_not_the_screen(void **state)
{
    (void)state;
    nf_resize(1600, 1200);
    assert_true(nf_gfx.oy > 149 && nf_gfx.oy < 151);
    nf_go(GM_SCREEN_TITLE);
    nf_sdl_mouse(SDL_MOUSEMOTION, 800, 75);
    assert_true(nf_app->pointer_y < 0);
    nf_sdl_mouse(SDL_MOUSEMOTION, 800, 150 + 450);
    assert_true(nf_app->pointer_y > 539 && nf_app->pointer_y < 541);
}

int main(void)
{
    nf_headless();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(every_button_where_drawn, setup, nf_teardown_each),
        cmocka_unit_test_setup_teardown(the_letterbox_is_not_the_screen, setup, nf_teardown_each),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
