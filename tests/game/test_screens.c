/* Every screen driven by events, without a window: a headless gm_app (no
 * gfx, sprites, text or sound) on the source tree's data and a scratch
 * per-user folder. Clicks land in the middle of the places the screens'
 * own geometry functions give (the ones their drawing uses), so a test
 * clicks what a player sees. Each test checks what the click or key did:
 * the screen shown, the setup, the settings (and their file), the saves. */
#include <dirent.h>

#include "app_fixture.h"

#include "i18n.h"
#include "play_draw.h"
#include "screen_busy.h"
#include "screen_play.h"
#include "screen_rules.h"
#include "screen_saves.h"
#include "screen_settings.h"
#include "screen_setup.h"
#include "tips.h"

#define STALL SC_TEST_GAMEDATA "/deep-space-stall.screc"

static gm_app *app;
static char scratch[128]; /* the per-user folder, without its trailing '/' */

static gm_app *make_app(bool autoplay)
{
    gm_app *a = af_app_new(scratch, autoplay);
    assert_non_null(a);
    return a;
}

static int setup(void **state)
{
    (void)state;
    if (!af_scratch_new(scratch, sizeof scratch, "screens")) {
        return -1;
    }
    app = make_app(false);
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    gm_app_free(app);
    free(app);
    app = NULL;
    gm_i18n_set_language(""); /* as it was, for the next test */
    return af_scratch_remove(scratch);
}

static void go(gm_screen_id id)
{
    af_go(app, id);
}

static bool send(gm_input in)
{
    return af_send(app, in);
}

static bool click(gm_rect r)
{
    return af_click(app, r);
}

static bool key(gm_key k)
{
    return af_key(app, k);
}

static bool type(const char *text)
{
    gm_input in = {.kind = GM_IN_TEXT};
    snprintf(in.text, sizeof in.text, "%s", text);
    return send(in);
}

static bool wheel(float dy)
{
    return send((gm_input){.kind = GM_IN_WHEEL, .x = 960, .y = 540, .dy = dy});
}

static void ticks(unsigned n)
{
    af_ticks(app, n);
}

static const gm_screens_layout *ui(void)
{
    return &app->layout.screens;
}

static gm_rect setup_place(gm_setup_thing what, unsigned seat)
{
    return gm_setup_place(&app->layout, what, seat);
}

static gm_rect settings_place(gm_settings_thing what, unsigned i)
{
    return gm_settings_place(&app->layout, what, i);
}

static gm_rect saves_place(gm_saves_thing what, unsigned row)
{
    return gm_saves_place(&app->layout, what, row);
}

static gm_rect rules_place(gm_rules_thing what, unsigned i)
{
    return gm_rules_place(&app->layout, what, i);
}

/* The settings file as the next start reads it. */
static gm_settings saved_settings(void)
{
    char path[sizeof scratch + 32];
    snprintf(path, sizeof path, "%s/settings.yaml", scratch);
    gm_settings s;
    char warn[512] = "";
    gm_settings_defaults(&s);
    assert_true(access(path, R_OK) == 0);
    assert_true(gm_settings_load(&s, path, warn, sizeof warn));
    return s;
}

/* A new game from the setup screen's Start, then back to the title (the
 * game stays in play). */
static void start_game(void)
{
    go(GM_SCREEN_SETUP);
    click(setup_place(GM_SETUP_START, 0));
    assert_int_equal(app->screen, GM_SCREEN_PLAY);
    assert_non_null(app->games.play);
    key(GM_KEY_ESCAPE);
    assert_int_equal(app->screen, GM_SCREEN_TITLE);
}

static void copy_file(const char *from, const char *to)
{
    FILE *in = fopen(from, "rb"), *out = fopen(to, "wb");
    assert_non_null(in);
    assert_non_null(out);
    char buf[4096];
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, in)) > 0) {
        assert_int_equal(fwrite(buf, 1, n, out), n);
    }
    fclose(in);
    assert_int_equal(fclose(out), 0);
}

/* A named save made from the test game (a game of some actions). */
static void put_save(const char *name)
{
    char dir[sizeof scratch + 16], path[sizeof scratch + 128];
    snprintf(dir, sizeof dir, "%s/saves", scratch);
    (void)mkdir(dir, 0700);
    snprintf(path, sizeof path, "%s/%s.screc", dir, name);
    copy_file(STALL, path);
}

static bool save_exists(const char *name)
{
    char path[sizeof scratch + 128];
    snprintf(path, sizeof path, "%s/saves/%s.screc", scratch, name);
    return access(path, F_OK) == 0;
}

/* ---- The places ---- */

static bool overlap(gm_rect a, gm_rect b)
{
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/* Every clickable thing of a screen on screen, and no two overlapping (a
 * click would hit both). */
static void no_overlaps(const gm_rect *r, unsigned n, const char *screen)
{
    for (unsigned i = 0; i < n; i++) {
        if (!(r[i].w > 0 && r[i].h > 0 && r[i].x >= 0 && r[i].y >= 0 &&
              r[i].x + r[i].w <= app->layout.screen_w && r[i].y + r[i].h <= app->layout.screen_h)) {
            fail_msg("%s: thing %u [%g, %g, %g, %g] is not on screen", screen, i, (double)r[i].x,
                     (double)r[i].y, (double)r[i].w, (double)r[i].h);
        }
        for (unsigned j = 0; j < i; j++) {
            if (overlap(r[i], r[j])) {
                fail_msg("%s: things %u and %u overlap", screen, j, i);
            }
        }
    }
}

static void clickable_places_are_apart(void **state)
{
    (void)state;
    gm_rect r[128];
    unsigned n = 0;
    for (unsigned t = GM_SETUP_FEWER; t <= GM_SETUP_START; t++) {
        r[n++] = setup_place((gm_setup_thing)t, 0);
    }
    for (unsigned seat = 0; seat < SC_MAX_PLAYERS; seat++) {
        for (unsigned t = GM_SETUP_HEAD; t <= GM_SETUP_STARTS; t++) {
            r[n++] = setup_place((gm_setup_thing)t, seat);
        }
    }
    for (unsigned b = 0; b < 3; b++) {
        r[n++] = setup_place(GM_SETUP_VARIANT, b);
    }
    no_overlaps(r, n, "setup");

    n = 0;
    for (unsigned row = 0; row < GM_SETTINGS_ROWS; row++) {
        for (unsigned i = 0; i < gm_settings_choices((gm_settings_thing)row); i++) {
            r[n++] = settings_place((gm_settings_thing)row, i);
        }
    }
    for (unsigned t = GM_SETTINGS_VOLUME_DOWN; t <= GM_SETTINGS_BACK; t++) {
        r[n++] = settings_place((gm_settings_thing)t, 0);
    }
    r[n++] = settings_place(GM_SETTINGS_VOLUME, 0);
    no_overlaps(r, n, "settings");

    n = 0;
    for (unsigned t = GM_SAVES_BACK; t <= GM_SAVES_NAME_FIELD; t++) {
        r[n++] = saves_place((gm_saves_thing)t, 0);
    }
    for (unsigned row = 0; row < GM_SAVES_ROWS; row++) {
        for (unsigned t = GM_SAVES_LOAD; t <= GM_SAVES_DELETE; t++) {
            r[n++] = saves_place((gm_saves_thing)t, row);
        }
    }
    no_overlaps(r, n, "saves");

    go(GM_SCREEN_RULES);
    n = 0;
    for (unsigned t = GM_RULES_BACK; t <= GM_RULES_NEXT; t++) {
        r[n++] = rules_place((gm_rules_thing)t, 0);
    }
    for (unsigned i = 0; i < gm_rules_pages(app); i++) {
        r[n++] = rules_place(GM_RULES_TOC_ROW, i);
        /* The contents fit their panel. */
        gm_rect toc = rules_place(GM_RULES_TOC, 0);
        assert_true(r[n - 1].y + r[n - 1].h <= toc.y + toc.h);
    }
    no_overlaps(r, n, "rules");
}

/* ---- Title ---- */

static void title_opens_every_screen_and_quits(void **state)
{
    (void)state;
    go(GM_SCREEN_TITLE);
    click(ui()->title.new_game);
    assert_int_equal(app->screen, GM_SCREEN_SETUP);
    key(GM_KEY_ESCAPE);
    assert_int_equal(app->screen, GM_SCREEN_TITLE);
    click(ui()->title.saves);
    assert_int_equal(app->screen, GM_SCREEN_SAVES);
    key(GM_KEY_ESCAPE);
    click(ui()->title.rules);
    assert_int_equal(app->screen, GM_SCREEN_RULES);
    key(GM_KEY_ESCAPE);
    assert_int_equal(app->screen, GM_SCREEN_TITLE);
    click(ui()->title.settings);
    assert_int_equal(app->screen, GM_SCREEN_SETTINGS);
    key(GM_KEY_ESCAPE);
    assert_int_equal(app->screen, GM_SCREEN_TITLE);
    /* No game to continue: Continue does nothing, Enter opens a new game. */
    click(ui()->title.continue_game);
    assert_int_equal(app->screen, GM_SCREEN_TITLE);
    key(GM_KEY_ENTER);
    assert_int_equal(app->screen, GM_SCREEN_SETUP);
    key(GM_KEY_ESCAPE);
    assert_false(app->nav.quit);
    click(ui()->title.quit);
    assert_true(app->nav.quit);
}

static void title_continues_the_game_in_play(void **state)
{
    (void)state;
    start_game();
    gm_play *p = app->games.play;
    click(ui()->title.continue_game);
    assert_int_equal(app->screen, GM_SCREEN_PLAY);
    assert_ptr_equal(app->games.play, p); /* the same game, not a new deal */
    key(GM_KEY_ESCAPE);
    key(GM_KEY_ENTER); /* Enter continues too */
    assert_int_equal(app->screen, GM_SCREEN_PLAY);
    assert_ptr_equal(app->games.play, p);
    key(GM_KEY_ESCAPE);
    click(ui()->title.quit);
    assert_true(app->nav.quit);
}

/* ---- Another game owns the folder ---- */

/* As main.c shows it when another Space Cats holds the folder: nothing
 * written there (prefdir empty), the folder and the holder named. */
static void show_busy(void)
{
    char folder[sizeof scratch + 1];
    snprintf(folder, sizeof folder, "%s/", scratch);
    app->games.prefdir[0] = '\0';
    go(GM_SCREEN_TITLE);
    af_open(app, GM_SCREEN_BUSY, &(gm_screen_arg){.path = folder, .holder = 4242});
    assert_int_equal(app->screen, GM_SCREEN_BUSY);
    assert_false(app->nav.quit);
}

/* It closes on its button, Enter or Escape; a click elsewhere does not. */
static void busy_closes_when_answered(void **state)
{
    (void)state;
    char what[256], why[256];
    show_busy();
    gm_busy_words(4242, what, sizeof what, why, sizeof why);
    assert_non_null(strstr(what, "4242"));
    click(ui()->busy.title);
    assert_false(app->nav.quit);
    click(gm_busy_button(&app->layout));
    assert_true(app->nav.quit);
    static const gm_key keys[] = {GM_KEY_ENTER, GM_KEY_ESCAPE};
    for (unsigned k = 0; k < 2; k++) {
        app->nav.quit = false;
        show_busy();
        key(keys[k]);
        assert_true(app->nav.quit);
    }
}

/* Nobody answers (a script, a display nobody watches): it closes by
 * itself after GM_BUSY_SECONDS, and the loop keeps ticking meanwhile (an
 * idle loop would wait for input for ever). */
static void busy_closes_by_itself(void **state)
{
    (void)state;
    show_busy();
    unsigned before = (unsigned)(GM_BUSY_SECONDS * GM_TICK_HZ) - 2;
    for (unsigned i = 0; i < before; i++) {
        assert_true(gm_app_busy(app));
        ticks(1);
    }
    assert_false(app->nav.quit);
    ticks(4);
    assert_true(app->nav.quit);
}

/* ---- Setup ---- */

static void setup_fewer_and_more_players(void **state)
{
    (void)state;
    go(GM_SCREEN_SETUP);
    gm_new_game *s = &app->games.setup;
    assert_int_equal(s->n_players, 4);
    click(setup_place(GM_SETUP_STARTS, 3)); /* seat 4 starts ... */
    assert_int_equal(s->first_player, 3);
    click(setup_place(GM_SETUP_FEWER, 0));
    assert_int_equal(s->n_players, 3);
    assert_int_equal(s->first_player, -1); /* ... and is gone: a random start */
    click(setup_place(GM_SETUP_FEWER, 0));
    assert_int_equal(s->n_players, 2);
    click(setup_place(GM_SETUP_FEWER, 0));
    assert_int_equal(s->n_players, SC_MIN_PLAYERS);
    for (unsigned i = 0; i < 5; i++) {
        click(setup_place(GM_SETUP_MORE, 0));
    }
    assert_int_equal(s->n_players, SC_MAX_PLAYERS);
    for (unsigned i = 0; i < s->n_players; i++) { /* each its own colour */
        for (unsigned j = 0; j < i; j++) {
            assert_int_not_equal(s->seats[i].colour, s->seats[j].colour);
        }
    }
}

static void setup_seat_kind_level_and_colour(void **state)
{
    (void)state;
    go(GM_SCREEN_SETUP);
    gm_new_game *s = &app->games.setup;
    assert_int_equal(s->seats[0].kind, GM_SEAT_HUMAN);
    click(setup_place(GM_SETUP_KIND, 0));
    assert_int_equal(s->seats[0].kind, GM_SEAT_COMPUTER);
    click(setup_place(GM_SETUP_KIND, 0)); /* open for a friend: the game is hosted */
    assert_int_equal(s->seats[0].kind, GM_SEAT_REMOTE);
    assert_true(gm_setup_hosted(s));
    click(setup_place(GM_SETUP_KIND, 0));
    assert_int_equal(s->seats[0].kind, GM_SEAT_HUMAN);
    assert_false(gm_setup_hosted(s));

    /* A human has no level: its level buttons do nothing. */
    uint8_t level0 = s->seats[0].level;
    click(setup_place(GM_SETUP_LEVEL_NEXT, 0));
    assert_int_equal(s->seats[0].level, level0);

    /* Seat 2 is a computer: >, <, and the level itself cycle it. */
    unsigned n = (unsigned)sc_ai_level_count;
    assert_true(n >= 2);
    assert_int_equal(s->seats[1].kind, GM_SEAT_COMPUTER);
    uint8_t level = s->seats[1].level;
    click(setup_place(GM_SETUP_LEVEL_NEXT, 1));
    assert_int_equal(s->seats[1].level, (level + 1) % n);
    assert_int_equal(gm_setup_level_shown(app), s->seats[1].level); /* described under the seats */
    click(setup_place(GM_SETUP_LEVEL_PREV, 1));
    assert_int_equal(s->seats[1].level, level);
    click(setup_place(GM_SETUP_LEVEL_PREV, 1));
    assert_int_equal(s->seats[1].level, (level + n - 1) % n);
    click(setup_place(GM_SETUP_LEVEL, 1));
    assert_int_equal(s->seats[1].level, level);
    for (unsigned i = 0; i < n; i++) { /* all the way round */
        click(setup_place(GM_SETUP_LEVEL_NEXT, 1));
    }
    assert_int_equal(s->seats[1].level, level);
    assert_int_equal(s->seats[2].level, level); /* the other seats untouched */

    /* The head picks the next colour no other seat has. */
    uint8_t colour = s->seats[0].colour;
    click(setup_place(GM_SETUP_HEAD, 0));
    assert_int_not_equal(s->seats[0].colour, colour);
    for (unsigned j = 1; j < s->n_players; j++) {
        assert_int_not_equal(s->seats[0].colour, s->seats[j].colour);
    }
    /* Round the free colours and back. */
    for (unsigned i = 0; i < SC_MAX_PLAYERS - (unsigned)s->n_players; i++) {
        click(setup_place(GM_SETUP_HEAD, 0));
    }
    assert_int_equal(s->seats[0].colour, colour);
}

static void setup_types_a_name(void **state)
{
    (void)state;
    go(GM_SCREEN_SETUP);
    gm_seat *seat = &app->games.setup.seats[2];
    assert_string_equal(seat->name, "");
    click(setup_place(GM_SETUP_NAME, 2));
    assert_int_equal(gm_setup_editing(app), 2);
    type("Mi");
    type("ao");
    assert_string_equal(seat->name, "Miao");
    key(GM_KEY_BACKSPACE);
    assert_string_equal(seat->name, "Mia");
    type("\xc3\xa9"); /* é: one character, two bytes */
    assert_string_equal(seat->name, "Mia\xc3\xa9");
    key(GM_KEY_BACKSPACE);
    assert_string_equal(seat->name, "Mia");
    /* How full the name is, shown while it is typed: 3 of 23; a long
     * name stops at the limit, which the count then reaches. */
    unsigned used, most;
    gm_seat_name_room(seat, &used, &most);
    assert_int_equal(used, 3);
    assert_int_equal(most, GM_NAME_LEN - 1);
    type("\xc3\xa9"); /* an accented letter takes two of the bytes left */
    gm_seat_name_room(seat, &used, &most);
    assert_int_equal(used, 4);
    assert_int_equal(most, GM_NAME_LEN - 2);
    key(GM_KEY_BACKSPACE);
    for (unsigned i = 0; i < 30; i++) {
        type("z");
    }
    assert_int_equal(strlen(seat->name), GM_NAME_LEN - 1);
    gm_seat_name_room(seat, &used, &most);
    assert_int_equal(used, most);
    while (strlen(seat->name) > 3) {
        key(GM_KEY_BACKSPACE);
    }
    assert_string_equal(seat->name, "Mia");
    /* Enter ends the edit, and does not start the game. */
    key(GM_KEY_ENTER);
    assert_int_equal(gm_setup_editing(app), -1);
    assert_int_equal(app->screen, GM_SCREEN_SETUP);
    type("x"); /* no field open: nothing typed */
    assert_string_equal(seat->name, "Mia");
    /* A click elsewhere ends an edit too. */
    click(setup_place(GM_SETUP_NAME, 0));
    assert_int_equal(gm_setup_editing(app), 0);
    click(setup_place(GM_SETUP_STARTS, 1));
    assert_int_equal(gm_setup_editing(app), -1);
    assert_int_equal(app->games.setup.first_player, 1); /* and the click acts */
    /* Escape ends an edit without leaving the screen. */
    click(setup_place(GM_SETUP_NAME, 1));
    key(GM_KEY_ESCAPE);
    assert_int_equal(gm_setup_editing(app), -1);
    assert_int_equal(app->screen, GM_SCREEN_SETUP);
}

static void setup_who_starts_and_variants(void **state)
{
    (void)state;
    go(GM_SCREEN_SETUP);
    gm_new_game *s = &app->games.setup;
    assert_int_equal(s->first_player, -1);
    click(setup_place(GM_SETUP_STARTS, 1));
    assert_int_equal(s->first_player, 1);
    click(setup_place(GM_SETUP_STARTS, 0));
    assert_int_equal(s->first_player, 0);
    click(setup_place(GM_SETUP_STARTS, 0)); /* again: a random start */
    assert_int_equal(s->first_player, -1);

    assert_int_equal(s->variants, 0);
    click(setup_place(GM_SETUP_VARIANT, 0));
    assert_int_equal(s->variants, SC_VARIANT_UFO);
    click(setup_place(GM_SETUP_VARIANT, 1));
    assert_int_equal(s->variants, SC_VARIANT_UFO | SC_VARIANT_EXPLORATION);
    click(setup_place(GM_SETUP_VARIANT, 2));
    assert_int_equal(s->variants, SC_VARIANT_UFO | SC_VARIANT_EXPLORATION | SC_VARIANT_MISSIONS);
    click(setup_place(GM_SETUP_VARIANT, 0));
    assert_int_equal(s->variants, SC_VARIANT_EXPLORATION | SC_VARIANT_MISSIONS);

    click(setup_place(GM_SETUP_BACK, 0));
    assert_int_equal(app->screen, GM_SCREEN_TITLE);
    assert_null(app->games.play); /* no game was started */
}

static void setup_start_plays_that_setup_and_remembers_it(void **state)
{
    (void)state;
    go(GM_SCREEN_SETUP);
    click(setup_place(GM_SETUP_FEWER, 0)); /* 3 players */
    click(setup_place(GM_SETUP_KIND, 1));  /* seat 2 a friend's ... */
    click(setup_place(GM_SETUP_KIND, 1));  /* ... then human */
    click(setup_place(GM_SETUP_NAME, 0));
    type("Ada");
    click(setup_place(GM_SETUP_STARTS, 2));
    click(setup_place(GM_SETUP_VARIANT, 0));
    click(setup_place(GM_SETUP_START, 0));
    assert_int_equal(app->screen, GM_SCREEN_PLAY);
    assert_true(app->games.game_active);

    const gm_play *p = app->games.play;
    assert_non_null(p);
    assert_int_equal(gm_play_game(p)->setup.n_players, 3);
    assert_int_equal(gm_play_game(p)->setup.first_player, 2);
    assert_int_equal(gm_play_game(p)->setup.variants, SC_VARIANT_UFO);
    assert_int_equal(gm_session_seat(p->session, 0)->kind, GM_SEAT_HUMAN);
    assert_int_equal(gm_session_seat(p->session, 1)->kind, GM_SEAT_HUMAN);
    assert_int_equal(gm_session_seat(p->session, 2)->kind, GM_SEAT_COMPUTER);
    assert_string_equal(gm_session_name(p->session, 0), "Ada");

    /* The setup is in the settings file, for the next start. */
    gm_settings s = saved_settings();
    assert_int_equal(s.setup.n_players, 3);
    assert_int_equal(s.setup.first_player, 2);
    assert_int_equal(s.setup.variants, SC_VARIANT_UFO);
    assert_int_equal(s.setup.seats[1].kind, GM_SEAT_HUMAN);
    assert_string_equal(s.setup.seats[0].name, "Ada");

    /* ... and a new app starts with it. */
    gm_app *next = make_app(false);
    assert_int_equal(next->games.setup.n_players, 3);
    assert_string_equal(next->games.setup.seats[0].name, "Ada");
    gm_app_free(next);
    free(next);
}

static void setup_enter_starts_a_fresh_game(void **state)
{
    (void)state;
    start_game();
    uint64_t seed = app->games.setup.seed; /* the next deal's */
    go(GM_SCREEN_SETUP);
    key(GM_KEY_ENTER);
    assert_int_equal(app->screen, GM_SCREEN_PLAY);
    /* A new deal, not the game left behind (Continue's). */
    assert_int_equal(app->games.setup.seed, seed + 1);
    assert_int_equal(gm_session_actions(app->games.play->session), 0);
}

/* Two games started at once (two windows, or two players starting the
 * game in the same second) are two games: a new game's seed and its
 * computers' seed come from the system, not the clock (time(NULL) gave
 * both windows the same deal). Without --seed, as a player starts it. */
static void new_games_started_at_once_differ(void **state)
{
    (void)state;
    gm_app *seeded = app, *both[2];
    uint64_t seed[2], computers[2];
    for (int i = 0; i < 2; i++) {
        gm_app *a = calloc(1, sizeof *a);
        assert_non_null(a);
        gm_options opt;
        gm_options_defaults(&opt);
        snprintf(opt.datadir, sizeof opt.datadir, "%s", SC_TEST_DATADIR);
        char err[512];
        assert_true(gm_app_init(a, &opt, err, sizeof err));
        snprintf(a->games.prefdir, sizeof a->games.prefdir, "%s/", scratch);
        gm_games_load_settings(&a->games);
        app = both[i] = a;
        start_game();
        seed[i] = gm_session_game(a->games.play->session)->setup.seed;
        computers[i] = gm_session_computers_seed(a->games.play->session);
        assert_true(computers[i] != seed[i]);
    }
    assert_true(seed[0] != seed[1]);
    assert_true(computers[0] != computers[1]);
    /* The next game of the same window: a new deal, new computers' seed. */
    app = both[0];
    go(GM_SCREEN_SETUP);
    key(GM_KEY_ENTER);
    assert_int_equal(app->screen, GM_SCREEN_PLAY);
    const gm_session *next = app->games.play->session;
    assert_true(gm_session_game(next)->setup.seed != seed[0]);
    assert_true(gm_session_game(next)->setup.seed != seed[1]);
    assert_true(gm_session_computers_seed(next) != computers[0]);
    for (int i = 0; i < 2; i++) {
        gm_app_free(both[i]);
        free(both[i]);
    }
    /* With --seed (the fixture's 42) the seed decides everything, as
     * before: the deal and the computers' decisions, then 43. */
    app = seeded;
    start_game();
    assert_int_equal(gm_session_game(app->games.play->session)->setup.seed, 42);
    assert_int_equal(gm_session_computers_seed(app->games.play->session), 42);
    assert_int_equal(app->games.setup.seed, 43);
}

/* ---- Settings ---- */

static void settings_language_is_applied_and_remembered(void **state)
{
    (void)state;
    go(GM_SCREEN_TITLE);
    click(ui()->title.settings);
    assert_int_equal(app->screen, GM_SCREEN_SETTINGS);
    assert_string_equal(app->games.settings.lang, "");
    click(settings_place(GM_SETTINGS_LANGUAGE, 2));
    assert_string_equal(app->games.settings.lang, "fr");
    assert_string_equal(saved_settings().lang, "fr");
    click(settings_place(GM_SETTINGS_LANGUAGE, 1));
    assert_string_equal(app->games.settings.lang, "en");
    assert_string_equal(saved_settings().lang, "en");
    click(settings_place(GM_SETTINGS_LANGUAGE, 0));
    assert_string_equal(saved_settings().lang, "");
    /* Back goes where the settings were opened from. */
    click(settings_place(GM_SETTINGS_BACK, 0));
    assert_int_equal(app->screen, GM_SCREEN_TITLE);
}

static void settings_volume_and_mute(void **state)
{
    (void)state;
    go(GM_SCREEN_SETTINGS);
    gm_settings *s = &app->games.settings;
    int volume = s->volume;
    assert_true(volume >= 20 && volume <= 90);
    click(settings_place(GM_SETTINGS_VOLUME_DOWN, 0));
    assert_int_equal(s->volume, volume - 10);
    click(settings_place(GM_SETTINGS_VOLUME_UP, 0));
    click(settings_place(GM_SETTINGS_VOLUME_UP, 0));
    assert_int_equal(s->volume, volume + 10);
    assert_int_equal(saved_settings().volume, volume + 10);
    for (unsigned i = 0; i < 12; i++) {
        click(settings_place(GM_SETTINGS_VOLUME_UP, 0));
    }
    assert_int_equal(s->volume, 100);
    for (unsigned i = 0; i < 12; i++) {
        click(settings_place(GM_SETTINGS_VOLUME_DOWN, 0));
    }
    assert_int_equal(s->volume, 0);

    assert_false(s->mute);
    click(settings_place(GM_SETTINGS_MUTE, 0));
    assert_true(s->mute);
    assert_true(saved_settings().mute);
    click(settings_place(GM_SETTINGS_MUTE, 0));
    assert_false(s->mute);
    click(settings_place(GM_SETTINGS_MUTE, 0));
    click(settings_place(GM_SETTINGS_VOLUME_UP, 0)); /* a change of volume unmutes */
    assert_false(s->mute);
    assert_int_equal(s->volume, 10);
    /* The volume shown is not a button. */
    assert_false(click(settings_place(GM_SETTINGS_VOLUME, 0)));
    assert_int_equal(s->volume, 10);
}

static void settings_speed_dice_hints_tips_window(void **state)
{
    (void)state;
    start_game(); /* the settings reach the game in play too */
    go(GM_SCREEN_SETTINGS);
    gm_settings *s = &app->games.settings;
    float pause = -1; /* the computers' pause: longer at each slower speed */
    for (unsigned i = GM_SPEED_COUNT; i-- > 0;) {
        click(settings_place(GM_SETTINGS_SPEED, i));
        assert_int_equal(s->speed, i);
        assert_true(gm_session_pause(app->games.play->session) > pause);
        pause = gm_session_pause(app->games.play->session);
        assert_int_equal(saved_settings().speed, i);
    }
    click(settings_place(GM_SETTINGS_AUTO_ROLL, 0));
    assert_true(s->auto_roll);
    assert_true(gm_session_auto_roll(app->games.play->session));
    assert_true(saved_settings().auto_roll);
    click(settings_place(GM_SETTINGS_AUTO_ROLL, 1));
    assert_false(s->auto_roll);
    assert_false(gm_session_auto_roll(app->games.play->session));

    click(settings_place(GM_SETTINGS_HINTS, 1));
    assert_false(s->show_hints);
    assert_false(saved_settings().show_hints);
    click(settings_place(GM_SETTINGS_HINTS, 0));
    assert_true(s->show_hints);

    click(settings_place(GM_SETTINGS_TIPS, 1));
    assert_false(s->show_tips);
    assert_false(saved_settings().show_tips);
    app->games.settings.tips_seen = 5;
    click(settings_place(GM_SETTINGS_TIPS, 0));
    assert_true(s->show_tips);
    assert_int_equal(app->games.settings.tips_seen, 0); /* on again: every tip once more */

    click(settings_place(GM_SETTINGS_FULLSCREEN, 0)); /* no window: only remembered */
    assert_true(s->fullscreen);
    assert_true(saved_settings().fullscreen);
    click(settings_place(GM_SETTINGS_FULLSCREEN, 1));
    assert_false(saved_settings().fullscreen);

    /* A click on no button changes nothing. */
    gm_settings before = *s;
    assert_false(click((gm_rect){10, 10, 4, 4}));
    assert_memory_equal(&before, s, sizeof before);
    key(GM_KEY_ESCAPE);
    assert_int_equal(app->screen, GM_SCREEN_TITLE);
}

/* ---- Saved games ---- */

static void saves_save_under_a_typed_name(void **state)
{
    (void)state;
    go(GM_SCREEN_SAVES);
    gm_saves_view *v = gm_saves_screen_view(app);
    assert_int_equal(v->count, 0);
    click(saves_place(GM_SAVES_SAVE, 0)); /* no game in play: nothing to save */
    assert_false(v->naming);
    key(GM_KEY_ESCAPE);

    start_game();
    click(ui()->title.saves);
    assert_int_equal(app->screen, GM_SCREEN_SAVES);
    v = gm_saves_screen_view(app); /* the screen's state is new each time it is entered */
    click(saves_place(GM_SAVES_SAVE, 0));
    assert_true(v->naming);
    assert_true(strncmp(v->name, "Game of ", 8) == 0); /* a name from the date */
    while (v->name[0] != '\0') {
        key(GM_KEY_BACKSPACE);
    }
    type("Cats ");
    type("night");
    assert_string_equal(v->name, "Cats night");
    click(saves_place(GM_SAVES_NAME_FIELD, 0)); /* a click in the field keeps it open */
    assert_true(v->naming);
    click(saves_place(GM_SAVES_SAVE, 0)); /* the button again saves */
    assert_false(v->naming);
    assert_true(save_exists("Cats night"));
    assert_int_equal(v->count, 1);
    assert_string_equal(v->list[0].name, "Cats night");
    assert_non_null(strstr(v->status, "Cats night"));

    /* Enter saves too; Escape gives the name up. */
    click(saves_place(GM_SAVES_SAVE, 0));
    while (v->name[0] != '\0') {
        key(GM_KEY_BACKSPACE);
    }
    type("Second");
    key(GM_KEY_ENTER);
    assert_true(save_exists("Second"));
    assert_int_equal(v->count, 2);
    click(saves_place(GM_SAVES_SAVE, 0));
    type("x");
    key(GM_KEY_ESCAPE);
    assert_false(v->naming);
    assert_int_equal(app->screen, GM_SCREEN_SAVES); /* the first Escape is the field's */
    assert_int_equal(v->count, 2);
    click(saves_place(GM_SAVES_BACK, 0));
    assert_int_equal(app->screen, GM_SCREEN_TITLE);
}

static void saves_load_asks_before_replacing_a_game(void **state)
{
    (void)state;
    put_save("stall");
    /* No game in play: one click loads. */
    go(GM_SCREEN_SAVES);
    assert_int_equal(gm_saves_screen_view(app)->count, 1);
    click(saves_place(GM_SAVES_LOAD, 0));
    assert_int_equal(app->screen, GM_SCREEN_PLAY);
    assert_true(gm_session_actions(app->games.play->session) >
                0); /* the saved game, not a new deal */
    unsigned loaded = gm_session_actions(app->games.play->session);

    /* A fresh game in play: the first click asks, the second loads. */
    key(GM_KEY_ESCAPE);
    start_game();
    assert_int_equal(gm_session_actions(app->games.play->session), 0);
    click(ui()->title.saves);
    gm_saves_view *v = gm_saves_screen_view(app);
    click(saves_place(GM_SAVES_LOAD, 0));
    assert_int_equal(app->screen, GM_SCREEN_SAVES);
    assert_int_equal(v->confirm_load, 0);
    assert_non_null(strstr(v->status, "Load again"));
    assert_int_equal(gm_session_actions(app->games.play->session), 0);
    click(saves_place(GM_SAVES_LOAD, 0));
    assert_int_equal(app->screen, GM_SCREEN_PLAY);
    assert_int_equal(gm_session_actions(app->games.play->session), loaded);
}

static void saves_export_and_delete(void **state)
{
    (void)state;
    put_save("stall");
    char cwd[512], out[sizeof scratch + 16];
    assert_non_null(getcwd(cwd, sizeof cwd));
    snprintf(out, sizeof out, "%s/out", scratch);
    assert_int_equal(mkdir(out, 0700), 0);
    assert_int_equal(chdir(out), 0); /* exports go to the working folder */
    go(GM_SCREEN_SAVES);
    gm_saves_view *v = gm_saves_screen_view(app);

    /* No game yet: the bug-report export says so. */
    click(saves_place(GM_SAVES_EXPORT, 0));
    assert_non_null(strstr(v->status, "no game to export"));

    click(saves_place(GM_SAVES_EXPORT_ROW, 0));
    assert_non_null(strstr(v->status, "Exported to"));
    DIR *d = opendir(out);
    assert_non_null(d);
    unsigned files = 0;
    for (struct dirent *e; (e = readdir(d)) != NULL;) {
        files += strncmp(e->d_name, "spacecats-stall-", 16) == 0;
    }
    closedir(d);
    assert_int_equal(files, 1);
    assert_int_equal(chdir(cwd), 0);

    /* Delete asks once, then deletes. */
    click(saves_place(GM_SAVES_DELETE, 0));
    assert_int_equal(v->confirm, 0);
    assert_true(save_exists("stall"));
    click(saves_place(GM_SAVES_DELETE, 0));
    assert_false(save_exists("stall"));
    assert_int_equal(v->count, 0);
    assert_non_null(strstr(v->status, "Deleted"));
}

static void saves_pages(void **state)
{
    (void)state;
    char name[GM_SAVE_NAME_MAX];
    for (unsigned i = 0; i < GM_SAVES_ROWS + 2; i++) {
        snprintf(name, sizeof name, "save%02u", i);
        put_save(name);
    }
    go(GM_SCREEN_SAVES);
    gm_saves_view *v = gm_saves_screen_view(app);
    assert_int_equal(v->count, GM_SAVES_ROWS + 2);
    assert_int_equal(v->page, 0);
    click(saves_place(GM_SAVES_PREV, 0)); /* the first page: nothing before */
    assert_int_equal(v->page, 0);
    click(saves_place(GM_SAVES_NEXT, 0));
    assert_int_equal(v->page, 1);
    click(saves_place(GM_SAVES_NEXT, 0)); /* the last page */
    assert_int_equal(v->page, 1);
    click(saves_place(GM_SAVES_PREV, 0));
    assert_int_equal(v->page, 0);
    wheel(-1); /* towards the user: down the list */
    assert_int_equal(v->page, 1);
    wheel(1);
    assert_int_equal(v->page, 0);
    key(GM_KEY_END);
    assert_int_equal(v->page, 1);
    key(GM_KEY_HOME);
    assert_int_equal(v->page, 0);
    key(GM_KEY_PAGEDOWN);
    assert_int_equal(v->page, 1);

    /* A row's buttons act on that page's save: the second row of page 2. */
    snprintf(name, sizeof name, "%s", v->list[GM_SAVES_ROWS + 1].name);
    click(saves_place(GM_SAVES_DELETE, 1));
    click(saves_place(GM_SAVES_DELETE, 1));
    assert_false(save_exists(name));
    assert_int_equal(v->count, GM_SAVES_ROWS + 1);
    /* A row past the end of the list is no button. */
    click(saves_place(GM_SAVES_DELETE, 1));
    assert_int_equal(v->confirm, -1);
}

/* ---- Rules ---- */

static void rules_pages(void **state)
{
    (void)state;
    go(GM_SCREEN_TITLE);
    click(ui()->title.rules);
    assert_int_equal(app->screen, GM_SCREEN_RULES);
    unsigned n = gm_rules_pages(app);
    assert_true(n >= 4);
    assert_int_equal(gm_rules_page(app), 0);
    click(rules_place(GM_RULES_PREV, 0)); /* nothing before the first */
    assert_int_equal(gm_rules_page(app), 0);
    click(rules_place(GM_RULES_NEXT, 0));
    assert_int_equal(gm_rules_page(app), 1);
    click(rules_place(GM_RULES_NEXT, 0));
    assert_int_equal(gm_rules_page(app), 2);
    click(rules_place(GM_RULES_PREV, 0));
    assert_int_equal(gm_rules_page(app), 1);
    key(GM_KEY_RIGHT);
    assert_int_equal(gm_rules_page(app), 2);
    key(GM_KEY_LEFT);
    assert_int_equal(gm_rules_page(app), 1);
    key(GM_KEY_END);
    assert_int_equal(gm_rules_page(app), n - 1);
    click(rules_place(GM_RULES_NEXT, 0)); /* nothing after the last */
    assert_int_equal(gm_rules_page(app), n - 1);
    key(GM_KEY_HOME);
    assert_int_equal(gm_rules_page(app), 0);
    click(rules_place(GM_RULES_TOC_ROW, 3)); /* the contents */
    assert_int_equal(gm_rules_page(app), 3);
    click(rules_place(GM_RULES_TOC_ROW, n - 1));
    assert_int_equal(gm_rules_page(app), n - 1);
    click(rules_place(GM_RULES_BACK, 0));
    assert_int_equal(app->screen, GM_SCREEN_TITLE);
}

/* Screens opened over others close back to them, however deep: the rules
 * over the settings over the title; each screen's state goes with it. */
static void opened_screens_close_back_in_turn(void **state)
{
    (void)state;
    go(GM_SCREEN_TITLE);
    click(ui()->title.settings);
    assert_int_equal(app->screen, GM_SCREEN_SETTINGS);
    key(GM_KEY_F1);
    assert_int_equal(app->screen, GM_SCREEN_RULES);
    assert_int_equal(app->depth, 3);
    assert_non_null(app->screen_ctx[GM_SCREEN_RULES]);
    key(GM_KEY_ESCAPE);
    assert_int_equal(app->screen, GM_SCREEN_SETTINGS);
    assert_null(app->screen_ctx[GM_SCREEN_RULES]); /* gone with the screen */
    click(settings_place(GM_SETTINGS_BACK, 0));
    assert_int_equal(app->screen, GM_SCREEN_TITLE);
    assert_int_equal(app->depth, 1);
    /* Going to a screen replaces the stack: no way back to a closed one. */
    click(ui()->title.new_game);
    assert_int_equal(app->screen, GM_SCREEN_SETUP);
    assert_non_null(app->screen_ctx[GM_SCREEN_SETUP]);
    key(GM_KEY_ESCAPE);
    assert_int_equal(app->screen, GM_SCREEN_TITLE);
    assert_int_equal(app->depth, 1);
    assert_null(app->screen_ctx[GM_SCREEN_SETUP]);
}

static void rules_from_play_return_to_play(void **state)
{
    (void)state;
    start_game();
    click(ui()->title.continue_game);
    assert_int_equal(app->screen, GM_SCREEN_PLAY);
    gm_play *p = app->games.play;
    click(app->layout.buttons[GM_BTN_RULES]); /* the "?" on the play screen */
    assert_int_equal(app->screen, GM_SCREEN_RULES);
    click(rules_place(GM_RULES_BACK, 0));
    assert_int_equal(app->screen, GM_SCREEN_PLAY);
    assert_ptr_equal(app->games.play, p);
    key(GM_KEY_F1);
    assert_int_equal(app->screen, GM_SCREEN_RULES);
    key(GM_KEY_F1); /* already there: stays, and still goes back to the game */
    assert_int_equal(app->screen, GM_SCREEN_RULES);
    click(rules_place(GM_RULES_NEXT, 0));
    click(rules_place(GM_RULES_BACK, 0));
    assert_int_equal(app->screen, GM_SCREEN_PLAY);
    assert_ptr_equal(app->games.play, p);
    /* From the setup screen, Escape goes back there. */
    go(GM_SCREEN_SETUP);
    key(GM_KEY_F1);
    assert_int_equal(app->screen, GM_SCREEN_RULES);
    key(GM_KEY_ESCAPE);
    assert_int_equal(app->screen, GM_SCREEN_SETUP);
}

/* The play screen's overlays are its own: kept while a screen is opened
 * over it (the rules), gone with it when it is left (the menu), while what
 * the run remembers (the tips already shown) stays in the app. */
static void play_overlays_are_the_play_screen_s(void **state)
{
    (void)state;
    start_game();
    click(ui()->title.continue_game);
    assert_null(app->screen_ctx[GM_SCREEN_TITLE]); /* the title keeps nothing */
    const gm_play_view *v = gm_play_screen_view(app);
    assert_ptr_equal(v, app->screen_ctx[GM_SCREEN_PLAY]);
    click(app->layout.buttons[GM_BTN_LOG]);
    assert_true(v->log_open);
    click(app->layout.buttons[GM_BTN_RULES]);
    assert_int_equal(app->screen, GM_SCREEN_RULES);
    assert_ptr_equal(app->screen_ctx[GM_SCREEN_PLAY], v); /* under the rules, still there */
    key(GM_KEY_ESCAPE);
    assert_int_equal(app->screen, GM_SCREEN_PLAY);
    assert_ptr_equal(gm_play_screen_view(app), v);
    assert_false(v->log_open); /* back to the board */
    app->games.settings.tips_seen = 3;
    click(app->layout.buttons[GM_BTN_MENU]);
    assert_int_equal(app->screen, GM_SCREEN_TITLE);
    assert_null(app->screen_ctx[GM_SCREEN_PLAY]); /* left: its state freed */
    v = gm_play_screen_view(app);                 /* a closed view, never NULL */
    assert_false(v->log_open || v->hint_open || v->hint_pending);
    assert_int_equal(v->privacy.holder, -1);
    click(ui()->title.continue_game);
    assert_int_equal(app->screen, GM_SCREEN_PLAY);
    assert_false(gm_play_screen_view(app)->log_open);
    assert_int_equal(app->games.settings.tips_seen, 3);
}

/* A tip seen is remembered in the settings: after a restart (a new app
 * reading the same per-user folder) and Continue, the game goes on to the
 * same decision and its tip does not show again. */
static void a_tip_seen_stays_seen_after_a_restart(void **state)
{
    (void)state;
    app->games.settings.show_tips = true;
    app->games.settings.tips_seen = 0;
    go(GM_SCREEN_SETUP);
    click(setup_place(GM_SETUP_START, 0));
    assert_int_equal(app->screen, GM_SCREEN_PLAY);
    gm_session_set_threaded(app->games.play->session, false);
    gm_session_set_speed(app->games.play->session, 0.0f,
                         0.0f); /* the computers before the human at once */
    unsigned shown = GM_TIP_COUNT;
    for (unsigned i = 0; i < 3000 && shown == GM_TIP_COUNT; i++) {
        ticks(1);
        shown = gm_play_screen_view(app)->tip;
    }
    if (shown >= GM_TIP_COUNT) {
        print_error("actions %u pending %d player %d human %d show_tips %d\n",
                    gm_session_actions(app->games.play->session),
                    gm_play_game(app->games.play)->pending.kind,
                    gm_play_game(app->games.play)->pending.player,
                    gm_session_human_turn(app->games.play->session), app->games.settings.show_tips);
    }
    assert_true(shown < GM_TIP_COUNT);
    assert_true((app->games.settings.tips_seen >> shown) & 1);
    unsigned revision = gm_session_revision(app->games.play->session);
    gm_app_free(app); /* quit: the autosave and the settings stay */
    free(app);
    app = make_app(false);
    assert_true((app->games.settings.tips_seen >> shown) & 1);
    go(GM_SCREEN_TITLE);
    click(ui()->title.continue_game);
    assert_int_equal(app->screen, GM_SCREEN_PLAY);
    gm_session_set_threaded(app->games.play->session, false);
    for (unsigned i = 0; i < 60 && gm_session_revision(app->games.play->session) == revision; i++) {
        ticks(1);
        assert_int_not_equal(gm_play_screen_view(app)->tip, shown);
    }
    assert_int_not_equal(gm_play_screen_view(app)->tip, shown);
}

/* A board's card shows under the pointer, but a click on the board (the
 * way a player boards an astronaut) puts it away until the pointer moves,
 * so it does not stay over the game through the others' turns. */
static void board_card_waits_after_a_click(void **state)
{
    (void)state;
    go(GM_SCREEN_SETUP);
    click(setup_place(GM_SETUP_START, 0));
    assert_int_equal(app->screen, GM_SCREEN_PLAY);
    gm_rect b = app->layout.boards[0];
    float x = b.x + b.w / 2, y = b.y + b.h / 2;
    send((gm_input){.kind = GM_IN_MOVE, .x = x, .y = y});
    assert_int_equal(gm_play_card_player(gm_app_canvas(app), af_scene(app)), 0);
    send((gm_input){.kind = GM_IN_PRESS, .x = x, .y = y});
    send(gm_click_at(x, y));
    assert_int_equal(gm_play_card_player(gm_app_canvas(app), af_scene(app)), -1);
    ticks(120); /* the others' turns */
    assert_int_equal(gm_play_card_player(gm_app_canvas(app), af_scene(app)), -1);
    send((gm_input){.kind = GM_IN_MOVE, .x = x + 1, .y = y});
    assert_int_equal(gm_play_card_player(gm_app_canvas(app), af_scene(app)), 0);
    send((gm_input){.kind = GM_IN_MOVE, .x = 5, .y = 5});
    assert_int_equal(gm_play_card_player(gm_app_canvas(app), af_scene(app)), -1);
}

/* ---- Score ---- */

/* An autoplayed game, every seat a computer, played to its scoring. */
static void play_to_the_end(void)
{
    gm_app_free(app);
    free(app);
    app = make_app(true);
    go(GM_SCREEN_PLAY);
    for (unsigned i = 0; i < 10000 && app->screen == GM_SCREEN_PLAY; i++) {
        ticks(1);
    }
    assert_int_equal(app->screen, GM_SCREEN_SCORE);
    assert_true(sc_game_over(gm_play_game(app->games.play)));
}

/* The log of a game some way in scrolls back by log_inside.wheel_rows a
 * turn of the wheel and by arrow_rows a click on an arrow, never past its
 * oldest row nor its newest. */
static void log_scrolls_by_its_rows(void **state)
{
    (void)state;
    start_game();
    click(ui()->title.continue_game);
    gm_session *s = app->games.play->session;
    gm_session_set_threaded(s, false);
    gm_session_set_speed(s, 0.0f, 0.0f);
    for (unsigned seat = 0; seat < SC_MAX_PLAYERS; seat++) {
        gm_session_set_seat_kind(s, seat, GM_SEAT_COMPUTER);
    }
    const unsigned rows = (unsigned)app->layout.log_in.rows;
    for (unsigned i = 0; i < 20000 && gm_session_log_size(s) < 2 * rows; i++) {
        gm_session_tick(s, GM_TICK_SECONDS, 1);
    }
    click(app->layout.buttons[GM_BTN_LOG]);
    const gm_play_view *v = gm_play_screen_view(app);
    assert_true(v->log_open);
    const gm_lay_log *lg = &app->layout.log_in;
    const unsigned wheel_rows = (unsigned)lg->wheel_rows, arrow = (unsigned)lg->arrow_rows;
    const unsigned most = gm_play_log_max_scroll(gm_app_canvas(app), af_scene(app));
    assert_true(most > wheel_rows + 2 * arrow);
    assert_int_equal(v->log_scroll, 0);
    wheel(1);
    assert_int_equal(v->log_scroll, wheel_rows);
    click(gm_play_log_arrow(gm_app_canvas(app), af_scene(app), true));
    assert_int_equal(v->log_scroll, wheel_rows + arrow);
    click(gm_play_log_arrow(gm_app_canvas(app), af_scene(app), false));
    assert_int_equal(v->log_scroll, wheel_rows);
    wheel(-1);
    wheel(-1);
    assert_int_equal(v->log_scroll, 0);
    for (unsigned i = 0; i <= most / arrow; i++) {
        click(gm_play_log_arrow(gm_app_canvas(app), af_scene(app), true));
    }
    assert_int_equal(v->log_scroll, most);
    wheel(1);
    assert_int_equal(v->log_scroll, most);
    assert_true(v->log_open);
}

static void score_new_game_and_title(void **state)
{
    (void)state;
    play_to_the_end();
    click(ui()->score.again);
    assert_int_equal(app->screen, GM_SCREEN_SETUP);
    go(GM_SCREEN_SCORE);
    click(ui()->score.title_button);
    assert_int_equal(app->screen, GM_SCREEN_TITLE);
    go(GM_SCREEN_SCORE);
    click((gm_rect){10, 10, 4, 4}); /* not a button */
    assert_int_equal(app->screen, GM_SCREEN_SCORE);
    key(GM_KEY_ESCAPE);
    assert_int_equal(app->screen, GM_SCREEN_TITLE);
}

int main(void)
{
    setenv("SDL_VIDEODRIVER", "dummy", 1);
    setenv("SDL_AUDIODRIVER", "dummy", 1);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(clickable_places_are_apart, setup, teardown),
        cmocka_unit_test_setup_teardown(title_opens_every_screen_and_quits, setup, teardown),
        cmocka_unit_test_setup_teardown(title_continues_the_game_in_play, setup, teardown),
        cmocka_unit_test_setup_teardown(setup_fewer_and_more_players, setup, teardown),
        cmocka_unit_test_setup_teardown(setup_seat_kind_level_and_colour, setup, teardown),
        cmocka_unit_test_setup_teardown(setup_types_a_name, setup, teardown),
        cmocka_unit_test_setup_teardown(setup_who_starts_and_variants, setup, teardown),
        cmocka_unit_test_setup_teardown(setup_start_plays_that_setup_and_remembers_it, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(setup_enter_starts_a_fresh_game, setup, teardown),
        cmocka_unit_test_setup_teardown(new_games_started_at_once_differ, setup, teardown),
        cmocka_unit_test_setup_teardown(settings_language_is_applied_and_remembered, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(settings_volume_and_mute, setup, teardown),
        cmocka_unit_test_setup_teardown(settings_speed_dice_hints_tips_window, setup, teardown),
        cmocka_unit_test_setup_teardown(a_tip_seen_stays_seen_after_a_restart, setup, teardown),
        cmocka_unit_test_setup_teardown(saves_save_under_a_typed_name, setup, teardown),
        cmocka_unit_test_setup_teardown(saves_load_asks_before_replacing_a_game, setup, teardown),
        cmocka_unit_test_setup_teardown(saves_export_and_delete, setup, teardown),
        cmocka_unit_test_setup_teardown(saves_pages, setup, teardown),
        cmocka_unit_test_setup_teardown(rules_pages, setup, teardown),
        cmocka_unit_test_setup_teardown(opened_screens_close_back_in_turn, setup, teardown),
        cmocka_unit_test_setup_teardown(rules_from_play_return_to_play, setup, teardown),
        cmocka_unit_test_setup_teardown(play_overlays_are_the_play_screen_s, setup, teardown),
        cmocka_unit_test_setup_teardown(board_card_waits_after_a_click, setup, teardown),
        cmocka_unit_test_setup_teardown(log_scrolls_by_its_rows, setup, teardown),
        cmocka_unit_test_setup_teardown(score_new_game_and_title, setup, teardown),
        cmocka_unit_test_setup_teardown(busy_closes_when_answered, setup, teardown),
        cmocka_unit_test_setup_teardown(busy_closes_by_itself, setup, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
