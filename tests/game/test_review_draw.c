/* The review screen drawn through its real drawing code on the null back
 * end (null_fixture.h), in English and in French: the progress bar while
 * it works, the graph with every player named in the legend, the list of
 * turning points, and a turning point on the board (the play screen's
 * drawing of the game as it was, with the words over the dice tray). What
 * each frame drew is checked: texts whole, without a printf conversion
 * left, on the screen, in the language; art files that exist; and the game
 * in play unchanged by drawing the board of another moment. */
#include "null_fixture.h"

#include <math.h>

#include "describe.h"
#include "saves.h"
#include "screen_review.h"
#include "screen_saves.h"
#include "spacecats/review.h"
#include "ui.h"

/* A printf conversion left in a drawn text. */
static bool has_conversion(const char *s)
{
    for (const char *p = strchr(s, '%'); p != NULL; p = strchr(p + 1, '%')) {
        if (p[1] != '\0' && strchr("sudfx.", p[1]) != NULL) {
            return true;
        }
    }
    return false;
}

static bool drew(const char *needle)
{
    unsigned n = 0;
    const gm_text_line *l = gm_text_lines(nf_app->text, &n);
    for (unsigned i = 0; i < n; i++) {
        if (strstr(l[i].text, needle) != NULL) {
            return true;
        }
    }
    return false;
}

/* Draws the current screen and checks what it drew. */
static void check_frame(const char *what)
{
    unsigned n = 0;
    const gm_text_line *l = nf_draw_some(what, &n);
    for (unsigned i = 0; i < n; i++) {
        const gm_rect r = l[i].at;
        if (has_conversion(l[i].text)) {
            fail_msg("%s: '%s' has a conversion left", what, l[i].text);
        }
        if (r.x < 0 || r.y < 0 || r.x + r.w > 1920 || r.y + r.h > 1080) {
            fail_msg("%s: '%s' is off the screen", what, l[i].text);
        }
    }
}

/* On the board of a turning point nothing answers a click: the banner
 * says what the seat was deciding, never the play screen's prompt. */
static void banner_prompts_nothing(const char *what)
{
    const char *const prompts[] = {
        _("click the secret mission to give back (you keep the others)"),
        _("click an astronaut on your board to put it aboard"),
        _("roll the dice: click the tray"),
        _("no usable dice: use a rescue or crash"),
        _("click the lit dice groups to use, then Go"),
        _("land on a lit moon or planet, or Stay aboard"),
        _("the rocket crashed: parachute onto a lit body, or go home"),
    };
    /* The banner's lines joined: a long sentence takes two. */
    gm_rect b = nf_app->layout.banner;
    unsigned n = 0, on_banner = 0;
    char said[600] = "";
    const gm_text_line *l = gm_text_lines(nf_app->text, &n);
    for (unsigned i = 0; i < n; i++) {
        gm_rect r = l[i].at;
        if (r.x >= b.x && r.x < b.x + b.w && r.y >= b.y && r.y < b.y + b.h) {
            size_t used = strlen(said);
            snprintf(said + used, sizeof said - used, "%s%s", on_banner++ ? " " : "", l[i].text);
        }
    }
    assert_true(on_banner > 0);
    for (unsigned k = 0; k < sizeof prompts / sizeof prompts[0]; k++) {
        if (strstr(said, prompts[k]) != NULL) {
            fail_msg("%s: the banner prompts \"%s\"", what, said);
        }
    }
}

static gm_rect place(gm_review_thing what, unsigned row)
{
    return gm_review_place(&nf_app->layout, what, row);
}

/* The turning points' marks on the graph (their numbers, bold, in ink,
 * inside the graph): none hides another. The number of marks seen. */
static unsigned marks_apart(const char *what)
{
    gm_rect graph = place(GM_REVIEW_GRAPH, 0);
    float r = nf_app->layout.screens.review.mark_radius + nf_app->layout.screens.review.mark_ring;
    float dy = nf_app->layout.screens.review.mark_dy;
    unsigned n = 0, marks = 0;
    const gm_text_line *l = gm_text_lines(nf_app->text, &n);
    gm_point at[256];
    for (unsigned i = 0; i < n && marks < 256; i++) {
        gm_rect t = l[i].at;
        bool ink = l[i].c.r == GM_UI_INK.r && l[i].c.g == GM_UI_INK.g && l[i].c.b == GM_UI_INK.b;
        if (ink && l[i].bold && l[i].font == GM_FONT_TITLE && t.x >= graph.x &&
            t.x < graph.x + graph.w && t.y >= graph.y && t.y < graph.y + graph.h) {
            at[marks++] = (gm_point){t.x + t.w / 2, t.y + dy};
        }
    }
    for (unsigned i = 0; i < marks; i++) {
        for (unsigned j = i + 1; j < marks; j++) {
            float d = hypotf(at[i].x - at[j].x, at[i].y - at[j].y);
            if (d < 2 * r - 0.5f) {
                fail_msg("%s: two turning points' marks overlap (%g apart, %g needed) at (%g, %g)",
                         what, (double)d, (double)(2 * r), (double)at[i].x, (double)at[i].y);
            }
        }
    }
    return marks;
}

/* A game of computers to its scoring, its seats then taken for humans'. */
static void finished_game(void)
{
    nf_app->games.setup.n_players = 4;
    nf_go(GM_SCREEN_PLAY);
    for (unsigned i = 0; i < 20000 && nf_app->screen == GM_SCREEN_PLAY; i++) {
        nf_ticks(1);
    }
    assert_int_equal(nf_app->screen, GM_SCREEN_SCORE);
    for (unsigned i = 0; i < 4; i++) {
        gm_session_set_seat_kind(nf_app->games.play->session, i, GM_SEAT_HUMAN);
    }
}

/* Whether a line drawn inside r contains needle. */
static bool drew_in(gm_rect r, const char *needle)
{
    unsigned n = 0;
    const gm_text_line *l = gm_text_lines(nf_app->text, &n);
    for (unsigned i = 0; i < n; i++) {
        gm_point c = {l[i].at.x + 1, l[i].at.y + 1};
        if (c.x >= r.x && c.x < r.x + r.w && c.y >= r.y && c.y < r.y + r.h &&
            strstr(l[i].text, needle) != NULL) {
            return true;
        }
    }
    return false;
}

/* Every row of the list, page by page, names the better move whole: "Better:
 * Land on Scratch Post", not cut with an ellipsis where the move is named
 * (French first met it). The words are the game's own description of the
 * move, on the board as it was (the record replayed to the turning point). */
static void summaries_name_the_better_move(const gm_review_view *v)
{
    const gm_play *p = nf_app->games.play;
    char prefix[64];
    snprintf(prefix, sizeof prefix, "%s", _("Better: %s."));
    char *conv = strstr(prefix, "%s");
    assert_non_null(conv);
    *conv = '\0';
    unsigned checked = 0;
    while (v->page > 0) {
        nf_click(place(GM_REVIEW_PREV, 0));
    }
    for (unsigned k = 0; k < v->n_turns; k++) {
        if (k > 0 && k % GM_REVIEW_ROWS == 0) {
            nf_click(place(GM_REVIEW_NEXT, 0));
            assert_int_equal(v->page, k / GM_REVIEW_ROWS);
        }
        nf_draw();
        sc_game before;
        assert_true(sc_review_state_at(gm_session_record(p->session)->text,
                                       gm_session_record(p->session)->len, gm_play_game(p)->mat,
                                       v->turns[k]->step, &before));
        char move[160], want[240];
        gm_describe_choice(&before, &v->turns[k]->best, NULL, move, sizeof move);
        snprintf(want, sizeof want, "%s%s", prefix, move);
        if (!drew_in(place(GM_REVIEW_ROW, k % GM_REVIEW_ROWS), want)) {
            fail_msg("row %u does not say \"%s\" whole", k + 1, want);
        }
        checked++;
    }
    while (v->page > 0) {
        nf_click(place(GM_REVIEW_PREV, 0));
    }
    assert_true(checked > GM_REVIEW_ROWS);
}

static void review_drawn(const char *lang, const char *title, const char *turning,
                         const char *english_only)
{
    gm_i18n_set_language(lang);
    finished_game();
    nf_click(nf_app->layout.screens.score.review);
    const gm_review_view *v = gm_review_screen_view(nf_app);
    assert_non_null(v);
    assert_true(v->finished); /* autoplay: worked out at once */
    check_frame("review, the graph");
    assert_int_equal(marks_apart("review, the graph"), v->n_turns);
    assert_true(drew(title));
    for (unsigned i = 0; i < 4; i++) {
        assert_true(drew(gm_session_name(nf_app->games.play->session, i)));
    }
    assert_true(v->n_turns > 0);
    assert_false(english_only && drew(english_only));
    summaries_name_the_better_move(v);

    /* The board of the first turning point; the game in play unchanged. */
    sc_game game = (*gm_play_game(nf_app->games.play));
    size_t len = gm_session_record(nf_app->games.play->session)->len;
    nf_click(place(GM_REVIEW_SHOW, 0));
    assert_int_equal(v->shown, 0);
    check_frame("review, a turning point");
    assert_true(drew(turning));
    banner_prompts_nothing("review, a turning point");
    assert_memory_equal(gm_play_game(nf_app->games.play), &game, sizeof game);
    assert_int_equal(gm_session_record(nf_app->games.play->session)->len, len);
    if (v->n_turns > 1) {
        nf_click(place(GM_REVIEW_TURN_NEXT, 0));
        check_frame("review, the next turning point");
        banner_prompts_nothing("review, the next turning point");
    }
    nf_click(place(GM_REVIEW_TO_GRAPH, 0));
    check_frame("review, back to the graph");
}

static bool overlap(gm_rect a, gm_rect b)
{
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

static bool named(const char *label, const char *const *names)
{
    for (unsigned i = 0; names[i] != NULL; i++) {
        if (strcmp(label, names[i]) == 0) {
            return true;
        }
    }
    return false;
}

/* The review's buttons drawn now (each of `mine` at least once, `least`
 * in all) clear of each other and of everything else drawn as a button (a
 * label centred bold in the buttons' ink: the play screen's buttons, its
 * coins' and spaces' numbers, the "Played" and "Better" tags). */
static void buttons_apart_now(const char *what, unsigned least, const char *const *mine)
{
    enum { MAX = 160 };
    gm_rect box[MAX];
    char label[MAX][160];
    unsigned n = nf_buttons(box, label, MAX), count = 0;
    for (unsigned i = 0; i < n; i++) {
        if (!named(label[i], mine)) {
            continue;
        }
        count++;
        for (unsigned j = 0; j < n; j++) {
            if (j != i && overlap(box[i], box[j])) {
                fail_msg("%s: \"%s\" [%g %g %g %g] and \"%s\" [%g %g %g %g] overlap", what,
                         label[i], (double)box[i].x, (double)box[i].y, (double)box[i].w,
                         (double)box[i].h, label[j], (double)box[j].x, (double)box[j].y,
                         (double)box[j].w, (double)box[j].h);
            }
        }
    }
    if (count < least) {
        fail_msg("%s: %u of the review's buttons drawn, %u expected", what, count, least);
    }
    for (unsigned w = 0; mine[w] != NULL; w++) {
        assert_non_null(nf_button(mine[w], 0));
    }
}

/* No button of the review covers another clickable thing or another
 * button: the graph's Back, Show and pages; on the board of a turning
 * point "<", ">" and "Back to the graph", over nothing of the play
 * screen's (its "?", Menu, Log ... answer nothing there). */
static void buttons_apart(void **state)
{
    (void)state;
    gm_i18n_set_language("en");
    finished_game();
    nf_click(nf_app->layout.screens.score.review);
    const gm_review_view *v = gm_review_screen_view(nf_app);
    assert_non_null(v);
    assert_true(v->n_turns > GM_REVIEW_ROWS); /* two pages at least: "<" and ">" drawn */
    static const char *const graph[] = {"Back", "Show", "<", ">", NULL};
    buttons_apart_now("the graph", 2 + 1 + GM_REVIEW_ROWS, graph);
    assert_int_equal(marks_apart("the graph"), v->n_turns);
    static const char *const board[] = {"<", ">", "Back to the graph", NULL};
    for (unsigned k = 0; k < 2; k++) {
        nf_click(place(GM_REVIEW_SHOW, k));
        assert_int_equal(v->shown, (int)k);
        buttons_apart_now("a turning point on the board", 3, board);
        nf_click(place(GM_REVIEW_TO_GRAPH, 0));
        assert_int_equal(v->shown, -1);
    }
}

/* ---- a game saved part-way -------------------------------------------------- */

/* The lines drawn whose top-left lies in r, at most max. */
static unsigned lines_in(gm_rect r, const gm_text_line **out, unsigned max)
{
    unsigned n = 0, k = 0;
    const gm_text_line *l = gm_text_lines(nf_app->text, &n);
    for (unsigned i = 0; i < n && k < max; i++) {
        if (l[i].at.x >= r.x && l[i].at.x < r.x + r.w && l[i].at.y >= r.y &&
            l[i].at.y < r.y + r.h) {
            out[k++] = &l[i];
        }
    }
    return k;
}

/* A whole percentage as drawn ("36%", "36 %"), or -1. */
static int percent_of(const char *text)
{
    char *end;
    long v = strtol(text, &end, 10);
    if (end == text) {
        return -1;
    }
    while (*end == ' ' || (unsigned char)*end == 0xc2 || (unsigned char)*end == 0xa0) {
        end++; /* a space, or a no-break space (U+00A0, c2 a0) */
    }
    return strcmp(end, "%") == 0 ? (int)v : -1;
}

/* A game of `players` (the setup's seats) played until it stands at a roll
 * of its `expedition`-th expedition or later (0: after `actions` actions),
 * saved as part.screc and reviewed from Saved games as a player would. The
 * graph's expeditions are told apart (a game saved mid-expedition ended its
 * axis on the same number twice, "0 ... 0"); the legend's chances add up to
 * 100%, or the legend says why not under them, clear of its rows (they
 * added up to 109% without a word). Returns the review's view. */
static const gm_review_view *saved_part_way(unsigned players, uint64_t seed, uint8_t variants,
                                            unsigned expedition, unsigned actions)
{
    /* One human seat: only its decisions are weighed (the graph is the
     * point here), the others computers. */
    for (unsigned i = 0; i < players; i++) {
        nf_app->games.setup.seats[i].kind = i == 0 ? GM_SEAT_HUMAN : GM_SEAT_COMPUTER;
        nf_app->games.setup.seats[i].level = 1;
    }
    gm_play *p = nf_new_game(players, seed, variants);
    while (expedition > 0 ? gm_play_game(p)->expedition < expedition ||
                                gm_play_game(p)->pending.kind != SC_PENDING_ROLL
                          : gm_session_actions(p->session) < actions) {
        assert_false(sc_game_over(gm_play_game(p)));
        nf_next_action(p);
    }
    char dir[sizeof nf_scratch + 16], path[GM_SAVE_PATH_MAX];
    snprintf(dir, sizeof dir, "%s/saves", nf_scratch);
    (void)mkdir(dir, 0700);
    snprintf(path, sizeof path, "%s/part.screc", dir);
    gm_save_error err;
    assert_true(gm_save_write(path, p->session, &err));
    nf_go(GM_SCREEN_TITLE);
    nf_go(GM_SCREEN_SAVES);
    const gm_saves_view *sv = gm_saves_screen_view(nf_app);
    unsigned row = 0;
    while (row < sv->count && strcmp(sv->list[row].name, "part") != 0) {
        row++;
    }
    assert_true(row < sv->count && row < GM_SAVES_ROWS);
    nf_click(gm_saves_place(&nf_app->layout, GM_SAVES_REVIEW, row));
    const gm_review_view *v = nf_wait_review();
    assert_non_null(v->review);
    assert_false(v->review->over);
    check_frame("review of a game saved part-way");

    /* The expeditions under the graph: each label once. */
    gm_rect graph = place(GM_REVIEW_GRAPH, 0);
    gm_rect plot = gm_layout_in(graph, nf_app->layout.screens.review.plot);
    gm_rect under = {graph.x, plot.y + plot.h, graph.w, nf_app->layout.screens.review.caption_dy};
    const gm_text_line *l[64];
    unsigned n = lines_in(under, l, 64);
    assert_true(n >= 1);
    for (unsigned i = 0; i < n; i++) {
        for (unsigned j = i + 1; j < n; j++) {
            if (strcmp(l[i]->text, l[j]->text) == 0) {
                fail_msg("the graph's axis says \"%s\" twice", l[i]->text);
            }
        }
        if (l[i]->at.x + l[i]->at.w > graph.x + graph.w) {
            fail_msg("the graph's axis label \"%s\" runs out of its panel", l[i]->text);
        }
    }

    /* The legend: its chances add up to 100%, or it says why not. */
    gm_rect legend = place(GM_REVIEW_LEGEND, 0);
    n = lines_in(legend, l, 64);
    int sum = 0, shown = 0;
    float rows_end = legend.y, note_top = legend.y + legend.h;
    char note[400];
    snprintf(note, sizeof note, "%s",
             _("Each player's chance is worked out from what they knew (their own secret "
               "missions, not the others'), so together they need not make 100% in all."));
    note[20] = '\0'; /* the note's first words, on its first line */
    bool noted = false;
    for (unsigned i = 0; i < n; i++) {
        int pc = percent_of(l[i]->text);
        if (pc >= 0) {
            sum += pc;
            shown++;
        }
        if (strncmp(l[i]->text, note, strlen(note)) == 0) {
            noted = true;
            note_top = l[i]->at.y;
        } else if (!noted) {
            float end = l[i]->at.y + l[i]->at.h;
            rows_end = end > rows_end ? end : rows_end;
        }
    }
    assert_int_equal(shown, players);
    if (sum != 100 && !noted) {
        fail_msg("the legend's chances add up to %d%% without a word of why", sum);
    }
    if (noted && rows_end > note_top) {
        fail_msg("the legend's rows (to y %g) run into its note (from y %g)", (double)rows_end,
                 (double)note_top);
    }
    print_message("%u players, variants %u, saved at action %u: the legend adds up to %d%%%s\n",
                  players, variants, gm_session_actions(p->session), sum,
                  noted ? ", with its note" : "");
    return v;
}

/* In English every kind of saved game; in French the words that differ
 * (the note, "Saved") on the two cheapest (each review weighs the human
 * seat's decisions against the strongest level: a second or so each). */
static void saved_games_part_way(const char *lang, bool every)
{
    gm_i18n_set_language(lang);
    /* Few simulated games: what is checked holds whatever their number
     * (without secret missions the chances add up exactly). */
    nf_app->opt.review_worlds = 24;
    /* No secret missions: the seats know the same, the chances add up. */
    const gm_review_view *v = saved_part_way(3, 3, 0, 3, 0);
    const sc_review *rv = v->review;
    assert_int_equal(rv->point_expedition[rv->n_points - 1],
                     rv->point_expedition[rv->n_points - 2]); /* saved mid-expedition */
    assert_true(drew(_("Saved")));
    double total = 0;
    for (unsigned p = 0; p < rv->n_players; p++) {
        total += rv->chance[rv->n_points - 1][p];
    }
    assert_true(fabs(total - 1.0) < 1e-9);
    /* Saved while the secret missions are chosen: one point. */
    v = saved_part_way(3, 6, SC_VARIANT_MISSIONS, 0, 1);
    assert_int_equal(v->review->n_points, 1);
    if (every) {
        /* Secret missions, and every variant at five players. */
        saved_part_way(4, 4, SC_VARIANT_MISSIONS, 4, 0);
        saved_part_way(5, 5, SC_VARIANT_ALL, 5, 0);
    }
}

static void saved_part_way_english(void **state)
{
    (void)state;
    saved_games_part_way("en", true);
}

static void saved_part_way_french(void **state)
{
    (void)state;
    saved_games_part_way("fr", false);
}

static int setup_done(void **state)
{
    (void)state;
    return nf_setup(1920, 1080, true);
}

static int setup_threaded(void **state)
{
    (void)state;
    return nf_setup(1920, 1080, false);
}

static void english(void **state)
{
    (void)state;
    review_drawn("en", "Game review", "Turning point 1 of", NULL);
}

static void french(void **state)
{
    (void)state;
    review_drawn("fr", "Analyse de la partie", "Tournant 1 sur", "Winning chance");
}

/* While it works: the progress bar, its words and Cancel. */
static void progress(void **state)
{
    (void)state;
    nf_app->games.setup.n_players = 5;
    for (unsigned i = 0; i < 5; i++) {
        nf_app->games.setup.seats[i].kind = GM_SEAT_COMPUTER;
    }
    nf_go(GM_SCREEN_PLAY);
    gm_session_set_threaded(nf_app->games.play->session, false);
    gm_session_set_speed(nf_app->games.play->session, 0, 0);
    for (unsigned i = 0; i < 40000 && nf_app->screen == GM_SCREEN_PLAY; i++) {
        nf_ticks(1);
    }
    assert_int_equal(nf_app->screen, GM_SCREEN_SCORE);
    nf_click(nf_app->layout.screens.score.review);
    const gm_review_view *v = gm_review_screen_view(nf_app);
    assert_non_null(v);
    if (!v->finished) {
        check_frame("review, working");
        assert_true(drew("Reviewing the game"));
        assert_true(drew("Cancel"));
    }
    nf_click(place(GM_REVIEW_CANCEL, 0));
    for (unsigned i = 0; i < 5000 && !v->finished; i++) {
        nf_ticks(1);
        usleep(1000);
    }
    assert_true(v->finished);
    check_frame("review, stopped");
}

int main(void)
{
    nf_headless();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(english, setup_done, nf_teardown_each),
        cmocka_unit_test_setup_teardown(french, setup_done, nf_teardown_each),
        cmocka_unit_test_setup_teardown(saved_part_way_english, setup_done, nf_teardown_each),
        cmocka_unit_test_setup_teardown(saved_part_way_french, setup_done, nf_teardown_each),
        cmocka_unit_test_setup_teardown(progress, setup_threaded, nf_teardown_each),
        cmocka_unit_test_setup_teardown(buttons_apart, setup_done, nf_teardown_each),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
