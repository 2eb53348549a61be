/* Readable at 1280x720, in English and French (and drawn at the window's
 * size after F11 and back): every screen (title,
 * setup, settings, saved games, every rules page, the hot-seat pass
 * screen, the play screen at every state of whole games with its tips, log
 * and hint cards, the scoring) drawn through the real drawing code on the
 * null back end in a 1280x720 window, and every line of text drawn
 * checked: none under 16 real pixels, no label shrunk below the size it
 * asked for or wider than its button, nothing off the screen. Every
 * problem is listed once, then the test fails. */
#include "null_fixture.h"

#include <fcntl.h>
#include <inttypes.h>
#include <math.h>
#include <sys/stat.h>

#include "play_draw.h"
#include "privacy.h"
#include "save_names.h"
#include "screen_play.h"
#include "screen_review.h"
#include "screen_rules.h"
#include "screen_saves.h"
#include "screen_setup.h"
#include "spacecats/file_io.h"
#include "tips.h"
#include "ui.h"

#define TWO_HUMANS SC_TEST_GAMEDATA "/missions-two-humans.screc"

enum { MIN_PX = 16, MAX_PROBLEMS = 400 };

static unsigned frames, lines_checked, tips_placed, mission_titles, hints_placed;
/* Long names at every seat (check_long_names): how each is drawn is checked. */
static const char *const long_names[SC_MAX_PLAYERS] = {
    "Bartholomew Fitzgerald", "WWWWWWWWWWWWWWWWWWWWWWW", "Anne-Sophie Delacroix",
    "Maximiliano Alejandro", "Wilhelmina Montgomery"};
static bool long_names_on;
static unsigned names_whole, names_cut, banners_wrapped;
static unsigned n_problems;
static char problems[MAX_PROBLEMS][260];

static int setup(void **state)
{
    (void)state;
    frames = lines_checked = n_problems = tips_placed = mission_titles = hints_placed = 0;
    names_whole = names_cut = banners_wrapped = 0;
    long_names_on = false;
    return nf_setup(1280, 720, false);
}

/* Noted once per problem: the same words with other numbers (a score, a
 * count) are the same problem, wherever drawn. */
static char keys[MAX_PROBLEMS][200];

__attribute__((format(printf, 2, 3))) static void problem(const char *what, const char *fmt, ...)
{
    char buf[200], key[200];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    /* The screen (what, to its first comma) is part of the problem. */
    size_t k = strcspn(what, ",");
    k = k < 60 ? k : 60;
    memcpy(key, what, k);
    bool quoted = false; /* numbers in the text, not the sizes */
    for (const char *c = buf; *c != '\0' && k + 1 < sizeof key; c++) {
        quoted ^= *c == '"';
        if (quoted && *c >= '0' && *c <= '9') {
            if (k == 0 || key[k - 1] != '#') {
                key[k++] = '#';
            }
        } else {
            key[k++] = *c;
        }
    }
    key[k] = '\0';
    for (unsigned i = 0; i < n_problems; i++) {
        if (strcmp(keys[i], key) == 0) {
            return;
        }
    }
    if (n_problems < MAX_PROBLEMS) {
        snprintf(keys[n_problems], sizeof keys[0], "%s", key);
        snprintf(problems[n_problems++], sizeof problems[0], "%s: %s", what, buf);
    }
}

/* Where a long name is drawn, it is whole or cut at a word with an
 * ellipsis ("Bartholomew…", "Anne-Sophie…"), inside a character only when
 * its first word is too long for the room ("WWWWWWWWWWWWWWW…"). */
static void check_names_in(const char *what, const char *line)
{
    static const char ellipsis[] = "\xe2\x80\xa6";
    for (unsigned s = 0; s < SC_MAX_PLAYERS; s++) {
        const char *name = long_names[s];
        char head[8];
        snprintf(head, sizeof head, "%.6s", name); /* what any cut keeps */
        for (const char *at = line; at != NULL;) {
            at = strstr(at, head);
            if (at == NULL) {
                break;
            }
            size_t k = 0;
            while (name[k] != '\0' && at[k] == name[k]) {
                k++;
            }
            if (name[k] == '\0') {
                names_whole++;
            } else if (strncmp(at + k, ellipsis, 3) == 0) {
                bool at_word = name[k] == ' ' || name[k] == '-';
                bool one_word = strcspn(name, " -") >= k;
                if (!at_word && !one_word) {
                    problem(what, "\"%.60s\": a name cut inside a word", line);
                }
                names_cut++;
            } else {
                problem(what, "\"%.60s\": a name cut without an ellipsis", line);
            }
            at += k > 0 ? k : 1;
        }
    }
}

/* The scoring's planet icons (each player's points by planet): at least
 * 20 real pixels, and no text over one (a number ran into the next icon). */
static void check_scoring_planets(const char *what, const gm_text_line *l, unsigned n)
{
    unsigned ns = 0, icons = 0;
    const gm_sprite_drawn *sp = gm_sprites_drawn(nf_app->sprites, &ns);
    for (unsigned i = 0; i < ns; i++) {
        if (strncmp(sp[i].name, "planet-", 7) != 0) {
            continue;
        }
        icons++;
        gm_rect r = sp[i].r;
        if (r.w * nf_gfx.scale < 20 - 0.01f) {
            problem(what, "a planet's icon is %g px", (double)(r.w * nf_gfx.scale));
        }
        for (unsigned k = 0; k < n; k++) {
            gm_rect t = l[k].at;
            if (t.x < r.x + r.w && r.x < t.x + t.w && t.y < r.y + r.h && r.y < t.y + t.h) {
                problem(what, "\"%.60s\" runs over a planet's icon", l[k].text);
            }
        }
    }
    if (icons == 0) {
        problem(what, "no planet icon drawn");
    }
}

/* Whether the banner's sentence is drawn on two lines now. */
static bool banner_wraps(void)
{
    unsigned n = 0;
    const gm_text_line *l = gm_text_lines(nf_app->text, &n);
    gm_rect bn = nf_app->layout.banner;
    float y = -1;
    for (unsigned i = 0; i < n; i++) {
        const gm_text_line *t = &l[i];
        if (t->font == GM_FONT_TITLE && t->bold && t->at.x >= bn.x && t->at.x < bn.x + bn.w &&
            t->at.y >= bn.y && t->at.y < bn.y + bn.h) {
            if (y >= 0 && fabsf(t->at.y - y) > 1) {
                return true;
            }
            y = t->at.y;
        }
    }
    return false;
}

/* The same frame drawn with every seat's default name ("Player 1"). */
static bool default_banner_wraps(void)
{
    gm_play *p = nf_app->games.play;
    gm_seat kept[SC_MAX_PLAYERS];
    for (unsigned i = 0; i < SC_MAX_PLAYERS; i++) {
        kept[i] = *gm_session_seat(p->session, i);
        gm_seat unnamed = kept[i];
        unnamed.name[0] = '\0'; /* the seat's default name */
        gm_session_set_seat(p->session, i, &unnamed);
    }
    nf_draw();
    bool wraps = banner_wraps();
    for (unsigned i = 0; i < SC_MAX_PLAYERS; i++) {
        gm_session_set_seat(p->session, i, &kept[i]);
    }
    return wraps;
}

/* The hint card leaves what it is about in sight: the body it says to land
 * on, the space a move reaches or the rocket stays at (it covered the moon
 * it said to land on, in the middle of the mat). */
static void hint_clear_of_its_subject(const char *what)
{
    gm_rect about, card = gm_play_hint_rect(gm_app_canvas(nf_app), af_scene(nf_app));
    if (nf_app->screen != GM_SCREEN_PLAY || !gm_play_screen_view(nf_app)->hint_open ||
        !gm_play_hint_subject(gm_app_canvas(nf_app), af_scene(nf_app), &about)) {
        return;
    }
    hints_placed++;
    if (card.x < about.x + about.w && about.x < card.x + card.w && card.y < about.y + about.h &&
        about.y < card.y + card.h) {
        problem(what, "the hint card covers what it is about at (%g, %g)", (double)about.x,
                (double)about.y);
    }
}

static void check_frame(const char *what)
{
    hint_clear_of_its_subject(what);
    nf_draw();
    frames++;
    unsigned n = 0;
    const gm_text_line *l = gm_text_lines(nf_app->text, &n);
    float scale = nf_gfx.scale;
    /* The banner's sentence on two lines (its bold title font twice). */
    bool wrapped = nf_app->screen == GM_SCREEN_PLAY && banner_wraps();
    for (unsigned i = 0; i < n; i++, lines_checked++) {
        const gm_text_line *t = &l[i];
        mission_titles += strcmp(t->text, gm_play_missions_title()) == 0;
        if (long_names_on) {
            check_names_in(what, t->text);
        }

        if (t->px < MIN_PX) {
            problem(what, "\"%.60s\" is %d px", t->text, t->px);
        }
        int asked_px = (int)(t->asked * scale + 0.5f);
        if (t->in.w > 0 && t->px < asked_px) {
            problem(what, "label \"%.60s\" shrinks from %d to %d px to fit its %g-wide box",
                    t->text, asked_px, t->px, (double)t->in.w);
        }
        if (t->in.w > 0 && t->at.w > t->in.w + 0.5f) {
            problem(what, "label \"%.60s\" is wider (%g) than its box (%g)", t->text,
                    (double)t->at.w, (double)t->in.w);
        }
        /* The banner's sentence (and the last event beside it) stays on
         * the banner: past its end it runs under the buttons beside. */
        gm_rect b = nf_app->layout.banner;
        bool on_banner = nf_app->screen == GM_SCREEN_PLAY && t->at.x >= b.x &&
                         t->at.x < b.x + b.w && t->at.y >= b.y && t->at.y < b.y + b.h;
        if (on_banner &&
            (t->at.x + t->at.w > b.x + b.w + 0.5f || t->at.y + t->at.h > b.y + b.h + 0.5f)) {
            problem(what, "\"%.60s\" runs off the banner (to x %g, it ends at %g)", t->text,
                    (double)(t->at.x + t->at.w), (double)(b.x + b.w));
        }
        /* A wrapped line never starts with a mark French sets apart with a
         * space: "53" at the end of one line, "%" on the next. */
        if (t->in.w <= 0 && t->text[0] != '\0' && /* a label is no wrapped line */
            (strchr("%:;!?", t->text[0]) != NULL || strncmp(t->text, "\xc2\xbb", 2) == 0)) {
            problem(what, "\"%.60s\" starts with a mark cut from its word", t->text);
        }
        if (t->at.x < -0.5f || t->at.y < -0.5f || t->at.x + t->at.w > GM_LOGICAL_W + 0.5f ||
            t->at.y + t->at.h > GM_LOGICAL_H + 0.5f) {
            problem(what, "\"%.60s\" runs off the screen at (%g, %g)", t->text, (double)t->at.x,
                    (double)t->at.y);
        }
    }
    banners_wrapped += wrapped;
    if (nf_app->screen == GM_SCREEN_SCORE) {
        check_scoring_planets(what, l, n);
    }
    if (wrapped && long_names_on && nf_app->screen == GM_SCREEN_PLAY && !default_banner_wraps()) {
        problem(what, "a long name puts the banner's sentence on two lines");
    }
}

static void check_screen(gm_screen_id id, const char *what)
{
    nf_check_screen(check_frame, id, what);
}

/* Another game owns the folder: the screen that says so, its words whole
 * inside its panel (a long folder's path cut at its start), then back. */
static void check_busy(void)
{
    static const char *const folders[] = {"/home/anne/.local/share/spacecats/",
                                          "/home/a-very-long-user-name/with/folders/inside/"
                                          "folders/inside/folders/inside/.local/share/spacecats/"};
    for (unsigned f = 0; f < 2; f++) {
        nf_check_opened(check_frame, GM_SCREEN_BUSY,
                        &(gm_screen_arg){.path = folders[f], .holder = 4242},
                        "another game owns the folder");
        gm_rect panel = nf_app->layout.screens.busy.panel;
        unsigned n = 0;
        const gm_text_line *l = gm_text_lines(nf_app->text, &n);
        bool pid = false;
        for (unsigned i = 0; i < n; i++) {
            gm_rect r = l[i].at;
            pid |= strstr(l[i].text, "4242") != NULL;
            if (r.x < panel.x || r.y < panel.y || r.x + r.w > panel.x + panel.w ||
                r.y + r.h > panel.y + panel.h) {
                problem("another game owns the folder", "\"%.60s\" runs out of its panel",
                        l[i].text);
            }
        }
        assert_true(pid);
    }
}

static void check_rules_pages(void)
{
    nf_check_rules_pages(check_frame, "rules", "rules, scrolled");
}

/* The log and the hint card over the game. */
static void check_overlays(void)
{
    nf_check_overlays(check_frame, "play, the log", "play, the hint card");
}

/* The tip on show (if any) drawn and checked, beside what it describes,
 * not over it; then dismissed. */
static void check_tip(void)
{
    if (gm_play_screen_view(nf_app)->tip >= GM_TIP_COUNT) {
        return;
    }
    check_frame("play, a tip");
    gm_rect about[24], card = gm_play_tip_rect(gm_app_canvas(nf_app), af_scene(nf_app));
    unsigned n = gm_play_tip_subjects(gm_app_canvas(nf_app), af_scene(nf_app), about, 24);
    tips_placed++;
    for (unsigned i = 0; i < n; i++) {
        if (card.x < about[i].x + about[i].w && about[i].x < card.x + card.w &&
            card.y < about[i].y + about[i].h && about[i].y < card.y + card.h) {
            problem("play, a tip", "tip %u covers what it is about at (%g, %g)",
                    gm_play_screen_view(nf_app)->tip, (double)about[i].x, (double)about[i].y);
        }
    }
    nf_send((gm_input){.kind = GM_IN_KEY, .key = GM_KEY_ESCAPE});
    nf_go(GM_SCREEN_PLAY);
}

/* The first landing tip where the mat is most crowded: the rocket at space
 * 14 with its planet (Cardboard Box, in the middle of the mat) lit, found
 * by playing seeded games with every seat human until a landing decision
 * there. The tip's card is as big as a third of the mat: no corner of the
 * mat is clear of both the planet and the rocket's stone. */
static void check_tip_at_space(unsigned space, unsigned planet)
{
    gm_new_game kept = nf_app->games.setup;
    for (uint64_t seed = 1; seed < 40; seed++) {
        for (unsigned i = 0; i < SC_MAX_PLAYERS; i++) {
            nf_app->games.setup.seats[i].kind = GM_SEAT_HUMAN;
        }
        nf_app->games.settings.show_tips = false;
        gm_play *p = nf_new_game(2, seed, 0);
        sc_choice c;
        for (unsigned step = 0; step < 3000 && !sc_game_over(gm_play_game(p)); step++) {
            if (gm_play_game(p)->pending.kind == SC_PENDING_LAND &&
                gm_play_game(p)->rocket_space == space &&
                gm_play_land_choice(p, GM_HIT_PLANET, planet, &c)) {
                nf_app->games.settings.show_tips = true;
                nf_app->games.settings.tips_seen = 0;
                for (unsigned t = 0; t < 600 && gm_play_screen_view(nf_app)->tip == GM_TIP_COUNT;
                     t++) {
                    nf_ticks(1); /* the animations end, then the tip shows */
                }
                assert_int_equal(gm_play_screen_view(nf_app)->tip, GM_TIP_LAND);
                unsigned before = n_problems;
                check_tip();
                print_message("the landing tip at space %u (seed %" PRIu64 "): %s\n", space, seed,
                              n_problems == before ? "clear" : "covers what it is about");
                nf_app->games.setup = kept;
                return;
            }
            nf_next_action(p);
        }
    }
    fail_msg("no landing decision at space %u with planet %u lit in 40 games", space, planet);
}

/* A whole game, the human seat played by a computer level in its place so
 * that its buttons show; tips on, each drawn when it comes up, then
 * dismissed; the scoring at the end. */
static void check_whole_game(unsigned players, uint64_t seed, uint8_t variants)
{
    nf_app->games.settings.show_tips = true;
    nf_app->games.settings.tips_seen = 0; /* every tip once more, each game */
    gm_play *p = nf_new_game(players, seed, variants);
    unsigned step = 0;
    while (!sc_game_over(gm_play_game(p)) && step < 3000) {
        nf_ticks(1);
        check_tip();
        if (gm_session_human_turn(p->session) && step % 7 == 0) {
            check_overlays();
        }
        nf_next_action(p);
        check_frame("play");
        step++;
    }
    nf_to_scoring();
    check_frame("scoring");
}

/* The review of the game just scored: its graph, a turning point on the
 * board, the next, and back. */
static void check_review(void)
{
    assert_int_equal(nf_app->screen, GM_SCREEN_SCORE);
    /* Turning points are shown for humans' moves: every seat one, as in
     * tests/game/test_review_draw.c. */
    for (unsigned i = 0; i < gm_play_game(nf_app->games.play)->setup.n_players; i++) {
        gm_session_set_seat_kind(nf_app->games.play->session, i, GM_SEAT_HUMAN);
    }
    nf_click(nf_app->layout.screens.score.review);
    const gm_review_view *v = nf_wait_review();
    check_frame("review, the graph");
    static const gm_review_thing walk[] = {GM_REVIEW_SHOW, GM_REVIEW_TURN_NEXT, GM_REVIEW_TO_GRAPH};
    static const char *const what[] = {"review, a turning point", "review, the next turning point",
                                       "review, back to the graph"};
    for (unsigned i = 0; i < 3 && v->n_turns > 0; i++) {
        nf_click(gm_review_place(&nf_app->layout, walk[i], 0));
        check_frame(what[i]);
        /* The turning point's words stay inside their card. */
        gm_rect card = gm_review_place(&nf_app->layout, GM_REVIEW_CARD, 0);
        unsigned n = 0;
        const gm_text_line *l = gm_text_lines(nf_app->text, &n);
        for (unsigned k = 0; k < n && walk[i] != GM_REVIEW_TO_GRAPH; k++) {
            gm_rect at = l[k].at;
            bool starts_in = at.x >= card.x && at.x < card.x + card.w && at.y >= card.y &&
                             at.y < card.y + card.h;
            if (starts_in && (at.x + at.w > card.x + card.w || at.y + at.h > card.y + card.h)) {
                problem(what[i], "\"%.60s\" runs out of the card", l[k].text);
            }
        }
    }
    assert_true(v->n_turns > 0);
}

/* A whole game with a long name at every seat (23 letters, one word of
 * 23, hyphens): each is drawn whole or cut at a word, and in English the
 * banner's sentence never takes two lines for a name. */
static void check_long_names(void)
{
    gm_new_game kept = nf_app->games.setup;
    for (unsigned i = 0; i < SC_MAX_PLAYERS; i++) {
        snprintf(nf_app->games.setup.seats[i].name, sizeof nf_app->games.setup.seats[i].name, "%s",
                 long_names[i]);
    }
    long_names_on = true;
    unsigned before = banners_wrapped;
    check_whole_game(5, 9, SC_VARIANT_ALL);
    long_names_on = false;
    print_message("%s, long names: %u drawn whole, %u cut, the banner on two lines %u times\n",
                  gm_i18n_language(), names_whole, names_cut, banners_wrapped - before);
    assert_true(names_whole + names_cut > 100);
    nf_app->games.setup = kept;
}

/* The setup screen while a full name is typed (23 letters): how full it
 * is ("23/23") inside the box, and the name's end with the caret inside
 * the box too. */
static void check_name_typed(void)
{
    gm_new_game kept = nf_app->games.setup;
    nf_go(GM_SCREEN_TITLE);
    nf_go(GM_SCREEN_SETUP);
    nf_app->games.setup.seats[0].name[0] = '\0';
    nf_click(gm_setup_place(&nf_app->layout, GM_SETUP_NAME, 0));
    for (unsigned i = 0; i < 30; i++) {
        gm_input in = {.kind = GM_IN_TEXT};
        snprintf(in.text, sizeof in.text, "%s", "W");
        nf_send(in);
    }
    check_frame("setup, a name typed to its limit");
    gm_rect box = gm_setup_place(&nf_app->layout, GM_SETUP_NAME, 0);
    unsigned n = 0, inside = 0;
    bool count = false;
    const gm_text_line *l = gm_text_lines(nf_app->text, &n);
    for (unsigned i = 0; i < n; i++) {
        gm_rect r = l[i].at;
        if (r.y < box.y || r.y >= box.y + box.h) {
            continue; /* another row */
        }
        if (r.x >= box.x && r.x < box.x + box.w) {
            inside++;
            count |= strcmp(l[i].text, "23/23") == 0;
            if (r.x + r.w > box.x + box.w) {
                problem("setup, a name typed to its limit", "\"%.60s\" runs out of its box",
                        l[i].text);
            }
        }
    }
    assert_true(count);
    assert_true(inside >= 2); /* the name and its count */
    nf_send((gm_input){.kind = GM_IN_KEY, .key = GM_KEY_ENTER});
    nf_app->games.setup = kept;
}

/* The saved games: a name the game made and the date line under it say
 * the time alike ("06:35" both, not "06.35" in the name), in the language
 * drawn, and every row's texts end before its first button (a French
 * summary ran under "Analyser"). */
static void check_saves_rows(void)
{
    const time_t played = 1764158700;
    struct tm tm;
    assert_non_null(localtime_r(&played, &tm));
    char file_date[32], name[64], path[sizeof nf_scratch + 128];
    strftime(file_date, sizeof file_date, "%Y-%m-%d %H.%M", &tm);
    snprintf(name, sizeof name, "Unfinished game, %s", file_date);
    nf_put_save(NF_STALL, name);
    nf_put_save(SC_TEST_GAMEDATA "/missions-one-human.screc", "Anna");
    /* A short name on the six-moon mat (a save of that version). */
    nf_put_save(SC_TEST_DATADIR "/../tests/saves/corpus/b5a322e-autosave-4p-all.screc", "Moon");
    snprintf(path, sizeof path, "%s/saves/%s.screc", nf_scratch, name);
    struct timespec ts[2] = {{played, 0}, {played, 0}};
    assert_int_equal(utimensat(AT_FDCWD, path, ts, 0), 0);
    /* A damaged save: its line says why at length. */
    char damaged[sizeof nf_scratch + 128];
    snprintf(damaged, sizeof damaged, "%s/saves/Half a save.screc", nf_scratch);
    FILE *f = fopen(damaged, "w");
    assert_non_null(f);
    fputs("# Space Cats game record\nformat: 1\nmat: somewhere else entirely\n", f);
    assert_int_equal(fclose(f), 0);
    check_screen(GM_SCREEN_SAVES, "saves");
    char when[64], shown[128];
    gm_saves_when(played, when, sizeof when);
    gm_saves_shown(name, shown, sizeof shown);
    unsigned n = 0, named = 0, dated = 0;
    const gm_text_line *l = gm_text_lines(nf_app->text, &n);
    float first = GM_LOGICAL_W;
    for (unsigned b = GM_SAVES_LOAD; b <= GM_SAVES_REVIEW; b++) {
        first = fminf(first, gm_saves_place(&nf_app->layout, (gm_saves_thing)b, 0).x);
    }
    float names_x = nf_app->layout.screens.saves.names_x;
    for (unsigned i = 0; i < n; i++) {
        if (fabsf(l[i].at.x - names_x) > 0.5f) {
            continue; /* not a row's text */
        }
        /* The made name, as said now (its first word), or with its file's date. */
        bool the_name = strstr(l[i].text, file_date + 11) != NULL || /* "06.35" */
                        strncmp(l[i].text, shown, strcspn(shown, " ")) == 0;
        named += the_name;
        dated += strncmp(l[i].text, when, strlen(when)) == 0;
        if (the_name && strstr(l[i].text, when) == NULL) {
            problem("saves", "\"%.60s\": a made name's time not as the list writes it (\"%s\")",
                    l[i].text, when);
        }
        if (l[i].at.x + l[i].at.w > first) {
            problem("saves", "\"%.60s\" runs under the row's buttons", l[i].text);
        }
    }
    if (named == 0 || dated > 0) {
        problem("saves", "the made name not drawn, or its date said twice (\"%s\")", when);
    }
    /* A short name leaves its earlier mat the room to be said whole (it
     * was cut to half the line: "Cosmic mat: Six..."). */
    char mat[128];
    snprintf(mat, sizeof mat, _("Cosmic mat: %s"), _("Six moons"));
    bool mat_whole = false;
    for (unsigned i = 0; i < n; i++) {
        mat_whole |= strcmp(l[i].text, mat) == 0;
    }
    if (!mat_whole) {
        problem("saves", "\"%s\" not said whole beside a short name", mat);
    }
    /* Each save's summary whole on its line, the longest French one too
     * ("3 joueurs, expédition 7, 4 Échecs Cosmiques" was cut after the
     * date), and each date drawn. */
    const gm_saves_view *v = gm_saves_screen_view(nf_app);
    assert_non_null(v);
    for (size_t s = 0; s < v->count; s++) {
        bool whole = false, date = false;
        char on[64];
        gm_saves_when((time_t)v->list[s].mtime, on, sizeof on);
        for (unsigned i = 0; i < n; i++) {
            whole |= !v->list[s].damaged && strcmp(l[i].text, v->list[s].summary) == 0;
            date |= strstr(l[i].text, on) != NULL;
        }
        if ((!whole && !v->list[s].damaged) || !date) {
            problem("saves", "\"%s\": its summary \"%s\" not drawn whole, or no date",
                    v->list[s].name, v->list[s].summary);
        }
    }
    remove(path);
    remove(damaged);
    snprintf(path, sizeof path, "%s/saves/Anna.screc", nf_scratch);
    remove(path);
    snprintf(path, sizeof path, "%s/saves/Moon.screc", nf_scratch);
    remove(path);
}

/* Where the game a new one replaced was kept, said on the title in the
 * language drawn, even when the game was kept in another; no cat drawn
 * over the words. */
static void check_kept_notice(const char *lang)
{
    gm_i18n_set_language(strcmp(lang, "fr") == 0 ? "en" : "fr"); /* kept in the other */
    snprintf(nf_app->games.kept, sizeof nf_app->games.kept, "Unfinished game, 2026-11-28 05.32");
    gm_i18n_set_language(lang);
    check_screen(GM_SCREEN_TITLE, "title, a game kept");
    char shown[128], want[256];
    gm_saves_shown(nf_app->games.kept, shown, sizeof shown);
    snprintf(want, sizeof want, _("Your unfinished game was kept in Saved games as \"%s\"."),
             shown);
    unsigned n = 0;
    const gm_text_line *l = gm_text_lines(nf_app->text, &n);
    gm_rect said = {0, 0, 0, 0};
    char all[600] = "";
    for (unsigned i = 0; i < n; i++) {
        if (l[i].c.r == GM_UI_GOLD.r && l[i].c.g == GM_UI_GOLD.g && l[i].font == GM_FONT_BODY) {
            size_t used = strlen(all);
            snprintf(all + used, sizeof all - used, "%s%s", used ? " " : "", l[i].text);
            said = said.w == 0 ? l[i].at : said;
            said.h = l[i].at.y + l[i].at.h - said.y;
        }
    }
    if (strcmp(all, want) != 0) {
        problem("title, a game kept", "the notice reads \"%.80s\", not \"%.80s\"", all, want);
    }
    unsigned ns = 0;
    const gm_sprite_drawn *sp = gm_sprites_drawn(nf_app->sprites, &ns);
    for (unsigned i = 0; i < ns; i++) {
        gm_rect r = sp[i].r;
        bool meets = r.x < said.x + said.w && said.x < r.x + r.w && r.y < said.y + said.h &&
                     said.y < r.y + r.h;
        if (strncmp(sp[i].name, "cat-p", 5) == 0 && meets) {
            problem("title, a game kept", "the cat %s is drawn over the notice", sp[i].name);
        }
    }
    nf_app->games.kept[0] = '\0';
}

static void every_screen(const char *lang)
{
    gm_i18n_set_language(lang);
    check_screen(GM_SCREEN_TITLE, "title");
    check_screen(GM_SCREEN_SETUP, "setup");
    check_name_typed();
    check_screen(GM_SCREEN_SETTINGS, "settings");
    nf_put_save(NF_STALL, "A stalled game");
    check_screen(GM_SCREEN_SAVES, "saves");
    check_saves_rows();
    check_kept_notice(lang);
    check_rules_pages();
    check_busy();
    gm_save_error err;
    assert_true(gm_games_open_save(&nf_app->games, TWO_HUMANS, &err));
    nf_go(GM_SCREEN_PLAY);
    check_frame("pass screen");
    check_whole_game(4, 7, SC_VARIANT_ALL);
    check_whole_game(2, 8, SC_VARIANT_ALL);
    check_tip_at_space(14, 2);
    check_long_names();
    check_whole_game(3, 11, 0);
    check_review();
    for (unsigned i = 0; i < n_problems; i++) {
        print_error("%s: %s\n", lang, problems[i]);
    }
    print_message("%s: %u frames, %u tips, %u hints placed, %u lines of text checked, %u "
                  "problems\n",
                  lang, frames, tips_placed, hints_placed, lines_checked, n_problems);
    assert_true(frames > 200);
    assert_true(tips_placed >= 6);
    assert_true(hints_placed >= 10);
    assert_true(mission_titles > 0); /* the secret missions card was checked too */
    assert_int_equal(n_problems, 0);
}

static void readable_in_english(void **state)
{
    (void)state;
    every_screen("en");
}

static void readable_in_french(void **state)
{
    (void)state;
    every_screen("fr");
}

/* Every line of text drawn lies inside a window of w x h pixels, and
 * some reach its right half (the frame fills the window, not a corner). */
static void drawn_for(int w, int h)
{
    nf_draw();
    unsigned n = 0;
    const gm_text_line *l = gm_text_lines(nf_app->text, &n);
    assert_true(n > 0);
    float right = 0;
    for (unsigned i = 0; i < n; i++) {
        float x0 = nf_gfx.ox + l[i].at.x * nf_gfx.scale, y0 = nf_gfx.oy + l[i].at.y * nf_gfx.scale;
        float x1 = x0 + l[i].at.w * nf_gfx.scale, y1 = y0 + l[i].at.h * nf_gfx.scale;
        if (x0 < -1 || y0 < -1 || x1 > (float)w + 1 || y1 > (float)h + 1) {
            fail_msg("\"%s\" drawn at (%g, %g)-(%g, %g), outside the %dx%d window", l[i].text,
                     (double)x0, (double)y0, (double)x1, (double)y1, w, h);
        }
        right = x1 > right ? x1 : right;
    }
    assert_true(right > (float)w * 0.75f);
}

/* F11 twice: full screen, then back. The window's output changes size
 * with no event (as leaving full screen can on some systems); the next
 * frame is laid out for the new size, not cropped to the old one. */
static void f11_twice_redraws_at_the_new_size(void **state)
{
    (void)state;
    gm_i18n_set_language("en");
    nf_go(GM_SCREEN_PLAY);
    gm_session_set_threaded(nf_app->games.play->session, false);
    drawn_for(1280, 720);
    nf_gfx.rec_w = 1920, nf_gfx.rec_h = 1080; /* full screen */
    drawn_for(1920, 1080);
    assert_true(nf_gfx.scale > 0.99f);
    nf_gfx.rec_w = 1280, nf_gfx.rec_h = 720; /* and back */
    nf_app->dirty = false;
    assert_true(gm_app_follow_size(nf_app));
    assert_true(nf_app->dirty); /* the loop redraws */
    drawn_for(1280, 720);
    nf_gfx.rec_w = 1440, nf_gfx.rec_h = 1080; /* a 4:3 screen: letterboxed */
    drawn_for(1440, 1080);
}

/* The expedition token's Extra and Keep buttons, on and off, and the
 * secret missions card's title, in English and French, measured with the
 * real font (the fixed width per letter of the tests' text cannot tell):
 * each label fits its button at full size,
 * even though the computers, who play the whole games above, never turn
 * them on. */
static void labels_fit_with_the_real_font(void **state)
{
    (void)state;
    char err[256] = "";
    gm_text *real = gm_text_new(&nf_gfx, NULL, err, sizeof err);
    if (real == NULL) {
        fail_msg("no real font: %s", err);
    }
    static const char *const langs[] = {"en", "fr"};
    static const gm_button toggles[] = {GM_BTN_EXTRA, GM_BTN_KEEP};
    unsigned bad = 0;
    for (unsigned l = 0; l < 2; l++) {
        gm_i18n_set_language(langs[l]);
        for (unsigned b = 0; b < 2; b++) {
            for (unsigned on = 0; on < 2; on++) {
                gm_rect r = nf_app->layout.buttons[toggles[b]];
                /* gm_text_center's room: clear of the rounded ends */
                float room = r.w > 80 ? r.w - 40 : r.w;
                const char *label = gm_play_toggle_label(toggles[b], on != 0);
                float w = gm_text_width(real, GM_FONT_TITLE, GM_UI_BUTTON_SIZE, true, label);
                print_message("%s: \"%s\" %.0f wide, room %.0f\n", langs[l], label, (double)w,
                              (double)room);
                assert_true(w > 0);
                bad += w > room;
            }
        }
    }
    /* The secret missions card's title, at the size it asks for. */
    gm_rect card = gm_play_missions_card(&nf_app->layout);
    float room = card.w > 80 ? card.w - 40 : card.w;
    for (unsigned l = 0; l < 2; l++) {
        gm_i18n_set_language(langs[l]);
        const char *title = gm_play_missions_title();
        float w =
            gm_text_width(real, GM_FONT_TITLE, nf_app->layout.mission_card.title_font, true, title);
        print_message("%s: \"%s\" %.0f wide, room %.0f\n", langs[l], title, (double)w,
                      (double)room);
        assert_true(w > 0);
        bad += w > room;
        bad += nf_app->layout.mission_card.title_font * nf_gfx.scale < MIN_PX - 0.01f;
    }
    /* The scoring's points by planet: the widest ("88") within its slot. */
    const gm_layout *lay = &nf_app->layout;
    float slot =
        (lay->screens.score.name_width - lay->screens.score.name_dx) / (float)nf_app->mat.n_planets;
    float w = gm_text_width(real, GM_FONT_BODY, lay->screens.score.planet_font, false, "88");
    print_message("scoring: \"88\" %.0f wide, a planet's slot %.0f\n", (double)w, (double)slot);
    bad += w > slot;
    gm_text_free(real);
    assert_int_equal(bad, 0);
}

/* Wrapped text at every width from 60 to 900 points: no line starts with
 * a mark French sets apart with a space ("53" at the end of a turning
 * point's line, "%" alone on the next, before). */
static void french_marks_stay_with_their_words(void **state)
{
    (void)state;
    const char *say =
        "Chance de victoire : 53 % apr\xc3\xa8s le coup jou\xc3\xa9 ; 14 % apr\xc3\xa8s "
        "le meilleur ! Gard\xc3\xa9"
        "e sous \xc2\xab Partie \xc2\xbb ?";
    unsigned bad = 0, lines = 0;
    for (float w = 60; w <= 900; w += 1) {
        gm_draw_clear(&nf_gfx);
        gm_text_wrapped(nf_app->text, GM_FONT_BODY, 24, false, GM_UI_TEXT, 0, 0, w, 0, true, say);
        unsigned n = 0;
        const gm_text_line *l = gm_text_lines(nf_app->text, &n);
        for (unsigned i = 0; i < n; i++, lines++) {
            bool mark =
                strchr("%:;!?", l[i].text[0]) != NULL || strncmp(l[i].text, "\xc2\xbb", 2) == 0;
            size_t len = strlen(l[i].text);
            bool opens = len >= 2 && strcmp(l[i].text + len - 2, "\xc2\xab") == 0;
            if (mark || opens) {
                if (bad++ < 5) {
                    print_error("%g points wide: line \"%s\"\n", (double)w, l[i].text);
                }
            }
        }
    }
    print_message("%u wrapped lines checked\n", lines);
    assert_int_equal(bad, 0);
}

/* The game's own font folder (<data>/fonts, where the Windows build ships
 * them) comes before fontconfig, family by family; a family it lacks is
 * still found through fontconfig, and without the folder all are. */
static void fonts_from_the_game_folder_first(void **state)
{
    (void)state;
    char dir[64], err[256] = "", path[128];
    assert_true(af_scratch_new(dir, sizeof dir, "fonts"));
    /* A real font under Quicksand's file name: the folder's, not the system's. */
    size_t len = 0;
    char *ttf = sc_file_read("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", 1 << 24, &len, err,
                             sizeof err);
    if (ttf == NULL) {
        fail_msg("%s (fonts-dejavu-core)", err);
    }
    snprintf(path, sizeof path, "%s/Quicksand-Regular.ttf", dir);
    assert_true(sc_file_write_atomic(path, ttf, len, err, sizeof err));
    free(ttf);

    gm_text *t = gm_text_new(&nf_gfx, dir, err, sizeof err);
    assert_non_null(t);
    assert_string_equal(gm_text_font_file(t, GM_FONT_TITLE), path);
    assert_null(strstr(gm_text_font_file(t, GM_FONT_BODY), dir)); /* DejaVu: fontconfig's */
    assert_non_null(strstr(gm_text_font_file(t, GM_FONT_BODY), "DejaVuSans"));
    assert_true(gm_text_width(t, GM_FONT_TITLE, 40, false, "Space Cats") > 0);
    gm_text_free(t);

    t = gm_text_new(&nf_gfx, NULL, err, sizeof err);
    assert_non_null(t);
    assert_null(strstr(gm_text_font_file(t, GM_FONT_TITLE), dir));
    assert_non_null(strstr(gm_text_font_file(t, GM_FONT_TITLE), "Quicksand"));
    gm_text_free(t);
    assert_int_equal(af_scratch_remove(dir), 0);
}

int main(void)
{
    nf_headless();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(readable_in_english, setup, nf_teardown_each),
        cmocka_unit_test_setup_teardown(readable_in_french, setup, nf_teardown_each),
        cmocka_unit_test_setup_teardown(labels_fit_with_the_real_font, setup, nf_teardown_each),
        cmocka_unit_test_setup_teardown(french_marks_stay_with_their_words, setup,
                                        nf_teardown_each),
        cmocka_unit_test_setup_teardown(f11_twice_redraws_at_the_new_size, setup, nf_teardown_each),
        cmocka_unit_test_setup_teardown(fonts_from_the_game_folder_first, setup, nf_teardown_each),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
