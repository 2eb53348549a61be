/* A whole app on the recording back end (gfx.h's gm_gfx_open_record, with
 * text measured without fonts), shared by the tests that look at what the
 * screens draw: the source tree's data, a scratch per-user folder, a
 * "window" of a chosen size. Drawing goes through the real drawing code;
 * the recording (draw.h) says what was drawn and where, every shape, line
 * of text and sprite; mouse events go through the real SDL input mapping
 * (input_sdl.c). */
#ifndef NULL_FIXTURE_H
#define NULL_FIXTURE_H

#include "app_fixture.h"

#include "gfx.h"
#include "i18n.h"
#include "input_sdl.h"
#include "screen_play.h"
#include "screen_review.h"
#include "screen_rules.h"
#include "sprites.h"
#include "text.h"

/* The stalled game of tests/game/data, a save for the saved games. */
#define NF_STALL SC_TEST_GAMEDATA "/deep-space-stall.screc"

static gm_app *nf_app;
static gm_gfx nf_gfx;
static char nf_scratch[128]; /* the per-user folder, without its trailing '/' */

/* What every test program of the recording back end does first in main: no
 * window, no sound, the build tree's translations. */
static inline void nf_headless(void)
{
    setenv("SDL_VIDEODRIVER", "dummy", 1);
    setenv("SDL_AUDIODRIVER", "dummy", 1);
    gm_i18n_init(SC_TEST_LOCALEDIR);
}

/* A fresh app on the recording back end, drawing for a w x h window. */
static inline int nf_setup(int w, int h, bool autoplay)
{
    if (!af_scratch_new(nf_scratch, sizeof nf_scratch, "null")) {
        return -1;
    }
    nf_app = af_app_new(nf_scratch, autoplay);
    if (nf_app == NULL) {
        return -1;
    }
    if (chdir(nf_scratch) != 0) { /* exports go to the working folder */
        return -1;
    }
    if (!gm_gfx_open_record(&nf_gfx, w, h)) {
        return -1;
    }
    nf_app->gfx = &nf_gfx;
    nf_app->text = gm_text_new_fixed(&nf_gfx);
    nf_app->sprites = gm_sprites_new(&nf_gfx, SC_TEST_DATADIR "/art");
    return nf_app->text != NULL && nf_app->sprites != NULL ? 0 : -1;
}

static inline int nf_teardown(void)
{
    if (nf_app != NULL) {
        gm_app_free(nf_app);
        gm_text_free(nf_app->text);
        gm_sprites_free(nf_app->sprites);
        free(nf_app);
        nf_app = NULL;
    }
    gm_gfx_close(&nf_gfx);
    gm_i18n_set_language("");
    return af_scratch_remove(nf_scratch);
}

/* As a cmocka teardown. */
static inline int nf_teardown_each(void **state)
{
    (void)state;
    return nf_teardown();
}

/* The window takes another size (as a resize would). */
static inline void nf_resize(int w, int h)
{
    assert_true(gm_gfx_record_resize(&nf_gfx, w, h));
}

/* Asks for a screen and shows it, as the loop does between ticks. */
static inline void nf_go(gm_screen_id id)
{
    af_go(nf_app, id);
}

/* Opens screen id over the current one with what it is opened with. */
static inline void nf_open(gm_screen_id id, const gm_screen_arg *arg)
{
    af_open(nf_app, id, arg);
}

/* One neutral event through the app, then the screen change it asked for. */
static inline bool nf_send(gm_input in)
{
    return af_send(nf_app, in);
}

/* A click (a release) in the middle of r, in logical points. */
static inline bool nf_click(gm_rect r)
{
    return nf_send(gm_click_at(r.x + r.w / 2, r.y + r.h / 2));
}

static inline void nf_ticks(unsigned n)
{
    af_ticks(nf_app, n);
}

/* Ticks until the review on show has finished (one on its thread works
 * meanwhile); its view. */
static inline const gm_review_view *nf_wait_review(void)
{
    const gm_review_view *v = gm_review_screen_view(nf_app);
    assert_non_null(v);
    for (unsigned i = 0; i < 20000 && !v->finished; i++) {
        nf_ticks(1);
        usleep(1000);
    }
    assert_true(v->finished);
    return v;
}

/* A copy of the game at `from` among the saved games, as NAME.screc. */
static inline void nf_put_save(const char *from, const char *name)
{
    char dir[sizeof nf_scratch + 16], path[sizeof nf_scratch + 128];
    snprintf(dir, sizeof dir, "%s/saves", nf_scratch);
    (void)mkdir(dir, 0700);
    snprintf(path, sizeof path, "%s/%s.screc", dir, name);
    FILE *in = fopen(from, "rb"), *out = fopen(path, "wb");
    assert_non_null(in);
    assert_non_null(out);
    for (int c; (c = fgetc(in)) != EOF;) {
        fputc(c, out);
    }
    fclose(in);
    assert_int_equal(fclose(out), 0);
}

/* Draws the current screen, the recording emptied first. */
static inline void nf_draw(void)
{
    gm_draw_clear(&nf_gfx);
    gm_app_draw(nf_app);
}

/* A new game of the setup's seats with these players, seed and variants,
 * on the play screen: its computers think at once, animations run. */
static inline gm_play *nf_new_game(unsigned players, uint64_t seed, uint8_t variants)
{
    nf_app->games.setup.n_players = (uint8_t)players;
    nf_app->games.setup.seed = seed;
    nf_app->games.setup.variants = variants;
    nf_app->games.game_active = false;
    nf_go(GM_SCREEN_PLAY);
    gm_play *p = nf_app->games.play;
    gm_session_set_threaded(p->session, false);
    gm_session_set_speed(p->session, 1.0f, 0.0f); /* animations run; computers do not pause */
    return p;
}

/* The game's next action, a human seat's played by a computer level in
 * its place (so that its buttons showed until then); then the
 * animations caught mid flight. */
static inline void nf_next_action(gm_play *p)
{
    int actor = gm_session_actor(p->session);
    uint8_t kind = gm_session_seat(p->session, actor)->kind;
    gm_session_set_seat_kind(p->session, actor, GM_SEAT_COMPUTER);
    unsigned before = gm_session_actions(p->session);
    while (gm_session_actions(p->session) == before && !sc_game_over(gm_play_game(p))) {
        gm_session_tick(p->session, GM_TICK_SECONDS, 1);
    }
    gm_session_set_seat_kind(p->session, actor, kind);
    gm_session_animate(p->session, 0.2f); /* mid flight */
}

/* The log and the hint card (when a hint is offered) over the game, each
 * opened by its button, checked with check, and closed. */
static inline void nf_check_overlays(void (*check)(const char *what), const char *log,
                                     const char *hint)
{
    gm_rect log_button = nf_app->layout.buttons[GM_BTN_LOG];
    nf_click(log_button);
    assert_true(gm_play_screen_view(nf_app)->log_open);
    check(log);
    nf_click(log_button);
    if (gm_play_button_enabled(nf_app->games.play, GM_BTN_HINT)) {
        nf_click(nf_app->layout.buttons[GM_BTN_HINT]);
        for (unsigned i = 0; i < 600 && gm_play_screen_view(nf_app)->hint_pending; i++) {
            nf_ticks(1);
        }
        check(hint);
        nf_send((gm_input){.kind = GM_IN_KEY, .key = GM_KEY_ESCAPE});
        nf_go(GM_SCREEN_PLAY);
    }
}

/* The game over: ticks until the scoring screen shows. */
static inline void nf_to_scoring(void)
{
    assert_true(sc_game_over(gm_play_game(nf_app->games.play)));
    for (unsigned i = 0; i < 2000 && nf_app->screen == GM_SCREEN_PLAY; i++) {
        nf_ticks(1);
    }
    assert_int_equal(nf_app->screen, GM_SCREEN_SCORE);
}

/* Draws the current screen (nf_draw) and fails when a sprite drawn has
 * no file in data/art or no text at all was drawn; the lines drawn. */
static inline const gm_text_line *nf_draw_some(const char *what, unsigned *n)
{
    nf_draw();
    const char *missing = NULL;
    if (gm_sprites_missing(nf_app->sprites, &missing) > 0) {
        fail_msg("%s: sprite '%s' has no file in data/art", what, missing);
    }
    const gm_text_line *l = gm_text_lines(nf_app->text, n);
    if (*n == 0) {
        fail_msg("%s: no text drawn", what);
    }
    return l;
}

/* Opens a screen from the title (afresh) and checks it with check. */
static inline void nf_check_screen(void (*check)(const char *what), gm_screen_id id,
                                   const char *what)
{
    nf_go(GM_SCREEN_TITLE);
    nf_go(id);
    check(what);
}

/* The same for a screen opened with an argument, over the title. */
static inline void nf_check_opened(void (*check)(const char *what), gm_screen_id id,
                                   const gm_screen_arg *arg, const char *what)
{
    nf_go(GM_SCREEN_TITLE);
    nf_open(id, arg);
    check(what);
}

/* Every page of the rules in turn (each page the one after the last),
 * checked as shown and scrolled down; the number of pages. */
static inline unsigned nf_check_rules_pages(void (*check)(const char *what), const char *shown,
                                            const char *scrolled)
{
    nf_go(GM_SCREEN_RULES);
    unsigned pages = gm_rules_pages(nf_app);
    for (unsigned i = 0; i < pages; i++) {
        assert_int_equal(gm_rules_page(nf_app), i);
        check(shown);
        nf_send((gm_input){.kind = GM_IN_KEY, .key = GM_KEY_PAGEDOWN});
        check(scrolled);
        nf_send((gm_input){.kind = GM_IN_KEY, .key = GM_KEY_RIGHT});
    }
    return pages;
}

/* The box of the nth (from 0) button drawn with this label (a line of
 * text centred in a box), or NULL. */
static inline const gm_text_line *nf_button(const char *label, unsigned nth)
{
    unsigned n = 0;
    const gm_text_line *l = gm_text_lines(nf_app->text, &n);
    for (unsigned i = 0; i < n; i++) {
        if (l[i].in.w > 0 && strcmp(l[i].text, label) == 0 && nth-- == 0) {
            return &l[i];
        }
    }
    return NULL;
}

/* A button as drawn: its label centred, bold, in the button's ink (lit)
 * or grey (not lit), as gm_ui_button draws it. */
static inline bool nf_is_button(const gm_text_line *l)
{
    return l->in.w > 0 && l->bold && l->font == GM_FONT_TITLE &&
           ((l->c.r == 0x1b && l->c.g == 0x15 && l->c.b == 0x33) ||
            (l->c.r == 0xa9 && l->c.g == 0xa3 && l->c.b == 0xc6));
}

/* The buttons the current screen draws (at most max): their boxes and
 * labels (label may be NULL). */
static inline unsigned nf_buttons(gm_rect *box, char (*label)[160], unsigned max)
{
    nf_draw();
    unsigned n = 0, k = 0;
    const gm_text_line *l = gm_text_lines(nf_app->text, &n);
    for (unsigned i = 0; i < n && k < max; i++) {
        if (nf_is_button(&l[i])) {
            box[k] = l[i].in;
            if (label != NULL) {
                snprintf(label[k], sizeof label[k], "%s", l[i].text);
            }
            k++;
        }
    }
    return k;
}

/* Was a line starting with this text drawn? */
static inline bool nf_drew(const char *prefix)
{
    unsigned n = 0;
    const gm_text_line *l = gm_text_lines(nf_app->text, &n);
    for (unsigned i = 0; i < n; i++) {
        if (strncmp(l[i].text, prefix, strlen(prefix)) == 0) {
            return true;
        }
    }
    return false;
}

/* How many sprites of this name were drawn. */
static inline unsigned nf_sprites_named(const char *name)
{
    unsigned n = 0, count = 0;
    const gm_sprite_drawn *d = gm_sprites_drawn(nf_app->sprites, &n);
    for (unsigned i = 0; i < n; i++) {
        count += strcmp(d[i].name, name) == 0;
    }
    return count;
}

/* One SDL mouse event at window point (wx, wy), through the real mapping
 * (input_sdl.c) and the app. Returns what the app answered. */
static inline bool nf_sdl_mouse(Uint32 type, int wx, int wy)
{
    SDL_Event ev;
    memset(&ev, 0, sizeof ev);
    ev.type = type;
    if (type == SDL_MOUSEMOTION) {
        ev.motion.x = wx;
        ev.motion.y = wy;
    } else {
        ev.button.button = SDL_BUTTON_LEFT;
        ev.button.x = wx;
        ev.button.y = wy;
    }
    gm_input in;
    if (!gm_input_from_sdl(&ev, &nf_gfx, &in)) {
        return false;
    }
    return nf_send(in);
}

/* A player's click at logical point (lx, ly) as the window shows it:
 * moved there, pressed, released, in window pixels. Returns whether the
 * release changed anything. */
static inline bool nf_click_at(float lx, float ly)
{
    int wx = (int)(nf_gfx.ox + lx * nf_gfx.scale + 0.5f);
    int wy = (int)(nf_gfx.oy + ly * nf_gfx.scale + 0.5f);
    nf_sdl_mouse(SDL_MOUSEMOTION, wx, wy);
    nf_sdl_mouse(SDL_MOUSEBUTTONDOWN, wx, wy);
    return nf_sdl_mouse(SDL_MOUSEBUTTONUP, wx, wy);
}

/* The same at the middle of a logical rectangle. */
static inline bool nf_click_drawn(gm_rect r)
{
    return nf_click_at(r.x + r.w / 2, r.y + r.h / 2);
}

#endif
