/* What the play screen really draws of the secret missions: the drawing
 * primitives (gfx, text, sprites) are replaced at link time (--wrap) by
 * recorders, and the play screen of a headless app is drawn at every state
 * of whole hot-seat games, each player board hovered in turn. Before the
 * end no mission token is drawn but the viewer's own, another player's
 * card says "?" for their secret missions, and the pass screen stands
 * (hiding every token) whenever the screen must go to another human. */
#include <ftw.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "app.h"
#include "gfx.h"
#include "i18n.h"
#include "play_draw.h"
#include "privacy.h"
#include "screen_play.h"
#include "sprites.h"
#include "text.h"
#include "tick.h"

#define TWO_HUMANS SC_TEST_GAMEDATA "/missions-two-humans.screc"
#define ONE_HUMAN SC_TEST_GAMEDATA "/missions-one-human.screc"

/* ---- the recorder ------------------------------------------------------- */

enum { MAX_TEXTS = 512 };

static struct {
    unsigned mission_tokens; /* "token-mission" sprites */
    unsigned n_texts;
    char texts[MAX_TEXTS][96];
} rec;

static void text(const char *s)
{
    if (rec.n_texts < MAX_TEXTS) {
        snprintf(rec.texts[rec.n_texts++], sizeof rec.texts[0], "%s", s);
    }
}

/* The text drawn right after `label`, or NULL. */
static const char *after(const char *label)
{
    for (unsigned i = 0; i + 1 < rec.n_texts; i++) {
        if (strcmp(rec.texts[i], label) == 0) {
            return rec.texts[i + 1];
        }
    }
    return NULL;
}

static bool drew(const char *prefix)
{
    for (unsigned i = 0; i < rec.n_texts; i++) {
        if (strncmp(rec.texts[i], prefix, strlen(prefix)) == 0) {
            return true;
        }
    }
    return false;
}

/* The wrapped primitives: nothing reaches SDL. */
void __wrap_gm_gfx_clear(gm_gfx *g, gm_color c);
void __wrap_gm_gfx_fill(gm_gfx *g, gm_rect r, gm_color c);
void __wrap_gm_gfx_round(gm_gfx *g, gm_rect r, float radius, gm_color c);
void __wrap_gm_gfx_round_outline(gm_gfx *g, gm_rect r, float radius, float w, gm_color c);
void __wrap_gm_gfx_dots(gm_gfx *g, gm_point a, gm_point b, float step, float r, gm_color c);
void __wrap_gm_gfx_disc(gm_gfx *g, gm_point centre, float r, gm_color c);
bool __wrap_gm_gfx_layer_begin(gm_gfx *g);
void __wrap_gm_gfx_layer_end(gm_gfx *g);
void __wrap_gm_gfx_layer_draw(gm_gfx *g);
void __wrap_gm_sprite_draw(gm_sprites *sp, const char *name, gm_rect r, uint8_t alpha);
void __wrap_gm_sprite_draw_rotated(gm_sprites *sp, const char *name, gm_rect r, double degrees);
float __wrap_gm_text_draw(gm_text *t, gm_font font, float size, bool bold, gm_color c, float x,
                          float y, gm_align align, const char *s);
void __wrap_gm_text_center(gm_text *t, gm_font font, float size, bool bold, gm_color c, gm_rect r,
                           const char *s);
float __wrap_gm_text_width(gm_text *t, gm_font font, float size, bool bold, const char *s);
const char *__wrap_gm_text_fit(gm_text *t, gm_font font, float size, bool bold, const char *text,
                               float max_w, char *out, size_t len);
float __wrap_gm_text_wrapped(gm_text *t, gm_font font, float size, bool bold, gm_color c, float x,
                             float y, float width, float line_h, bool draw, const char *s);

void __wrap_gm_gfx_clear(gm_gfx *g, gm_color c)
{
    (void)g, (void)c;
}
void __wrap_gm_gfx_fill(gm_gfx *g, gm_rect r, gm_color c)
{
    (void)g, (void)r, (void)c;
}
void __wrap_gm_gfx_round(gm_gfx *g, gm_rect r, float radius, gm_color c)
{
    (void)g, (void)r, (void)radius, (void)c;
}
void __wrap_gm_gfx_round_outline(gm_gfx *g, gm_rect r, float radius, float w, gm_color c)
{
    (void)g, (void)r, (void)radius, (void)w, (void)c;
}
void __wrap_gm_gfx_dots(gm_gfx *g, gm_point a, gm_point b, float step, float r, gm_color c)
{
    (void)g, (void)a, (void)b, (void)step, (void)r, (void)c;
}
void __wrap_gm_gfx_disc(gm_gfx *g, gm_point centre, float r, gm_color c)
{
    (void)g, (void)centre, (void)r, (void)c;
}
bool __wrap_gm_gfx_layer_begin(gm_gfx *g)
{
    (void)g;
    return true; /* the sky is drawn every time */
}
void __wrap_gm_gfx_layer_end(gm_gfx *g)
{
    (void)g;
}
void __wrap_gm_gfx_layer_draw(gm_gfx *g)
{
    (void)g;
}
void __wrap_gm_sprite_draw(gm_sprites *sp, const char *name, gm_rect r, uint8_t alpha)
{
    (void)sp, (void)r, (void)alpha;
    rec.mission_tokens += strcmp(name, "token-mission") == 0;
}
void __wrap_gm_sprite_draw_rotated(gm_sprites *sp, const char *name, gm_rect r, double degrees)
{
    (void)degrees;
    __wrap_gm_sprite_draw(sp, name, r, 255);
}
float __wrap_gm_text_draw(gm_text *t, gm_font font, float size, bool bold, gm_color c, float x,
                          float y, gm_align align, const char *s)
{
    (void)t, (void)font, (void)bold, (void)c, (void)x, (void)y, (void)align;
    text(s);
    return size * 0.5f * (float)strlen(s);
}
void __wrap_gm_text_center(gm_text *t, gm_font font, float size, bool bold, gm_color c, gm_rect r,
                           const char *s)
{
    (void)t, (void)font, (void)size, (void)bold, (void)c, (void)r;
    text(s);
}
float __wrap_gm_text_width(gm_text *t, gm_font font, float size, bool bold, const char *s)
{
    (void)t, (void)font, (void)bold;
    return size * 0.5f * (float)strlen(s);
}
/* Names as they are (what is drawn is recorded by the text calls). */
const char *__wrap_gm_text_fit(gm_text *t, gm_font font, float size, bool bold, const char *text,
                               float max_w, char *out, size_t len)
{
    (void)t, (void)font, (void)size, (void)bold, (void)max_w;
    snprintf(out, len, "%s", text);
    return out;
}
float __wrap_gm_text_wrapped(gm_text *t, gm_font font, float size, bool bold, gm_color c, float x,
                             float y, float width, float line_h, bool draw, const char *s)
{
    (void)t, (void)font, (void)bold, (void)c, (void)x, (void)y, (void)width, (void)line_h;
    if (draw) {
        text(s);
    }
    return size * 1.35f;
}

/* ---- a headless app ----------------------------------------------------- */

static gm_app *app;
static char scratch[128];

static int setup(void **state)
{
    (void)state;
    snprintf(scratch, sizeof scratch, "/tmp/spacecats-privacy-XXXXXX");
    if (mkdtemp(scratch) == NULL) {
        return -1;
    }
    app = calloc(1, sizeof *app);
    gm_options opt;
    gm_options_defaults(&opt);
    snprintf(opt.datadir, sizeof opt.datadir, "%s", SC_TEST_DATADIR);
    char err[512];
    if (app == NULL || !gm_app_init(app, &opt, err, sizeof err)) {
        return -1;
    }
    snprintf(app->prefdir, sizeof app->prefdir, "%s/", scratch);
    gm_app_load_settings(app);
    gm_i18n_set_language("en");
    app->settings.show_tips = false;
    return 0;
}

static int rm_one(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
    (void)st, (void)flag, (void)ftw;
    return remove(path);
}

static int teardown(void **state)
{
    (void)state;
    gm_app_free(app);
    free(app);
    gm_i18n_set_language("");
    return nftw(scratch, rm_one, 16, FTW_DEPTH | FTW_PHYS);
}

static void open_game(const char *path)
{
    gm_save_error err;
    assert_true(gm_app_open_save(app, path, &err));
    gm_app_request_screen(app, GM_SCREEN_PLAY);
    gm_app_apply_screen(app);
    assert_int_equal(app->screen, GM_SCREEN_PLAY);
    gm_play_set_threaded(app->play, false); /* the computers decide at once */
    gm_play_set_speed(app->play, 0.0f, 0.0f);
}

/* Draws the play screen with the pointer at (x, y), recording it. */
static void draw_at(float x, float y)
{
    memset(&rec, 0, sizeof rec);
    app->pointer_x = x;
    app->pointer_y = y;
    gm_screen_get(GM_SCREEN_PLAY)->draw(app);
}

static bool click(gm_rect r)
{
    float x = r.x + r.w / 2, y = r.y + r.h / 2;
    gm_input press = {.kind = GM_IN_PRESS, .x = x, .y = y};
    gm_app_input(app, &press);
    gm_input release = gm_click_at(x, y);
    bool changed = gm_app_input(app, &release);
    gm_app_apply_screen(app);
    return changed;
}

/* One action; a human's is made by a computer level in their place. */
static void step(void)
{
    gm_play *p = app->play;
    int actor = gm_play_actor(p);
    assert_true(actor >= 0);
    uint8_t kind = p->seats[actor].kind;
    p->seats[actor].kind = GM_SEAT_COMPUTER;
    unsigned before = p->actions;
    gm_play_tick(p, GM_TICK_SECONDS, 1);
    p->seats[actor].kind = kind;
    assert_int_equal(p->actions, before + 1);
}

/* Every board hovered: the screen shows the viewer's mission tokens only
 * and a "?" for every other player's secret missions. */
static void check_drawing(void)
{
    const gm_play *p = app->play;
    const gm_layout *lay = &app->layout;
    int viewer = gm_privacy_viewer(p, &gm_play_screen_view(app)->privacy);
    gm_mission_view mv[4];
    unsigned own = viewer < 0 ? 0 : gm_privacy_missions(p, viewer, (unsigned)viewer, mv);
    if (viewer >= 0 && p->game.pending.kind == SC_PENDING_MISSIONS &&
        p->game.pending.player != viewer) {
        own = 0; /* another seat chooses: the place of the tokens is theirs */
    }
    for (unsigned b = 0; b < p->game.setup.n_players; b++) {
        gm_rect r = lay->boards[b];
        draw_at(r.x + r.w / 2, r.y + r.h / 2);
        assert_int_equal(rec.mission_tokens, own);
        const char *value = after("Secret missions");
        assert_non_null(value); /* the card was drawn */
        if ((int)b != viewer) {
            assert_string_equal(value, "?");
        } else {
            sc_score sc[SC_MAX_PLAYERS];
            sc_game_score(&p->game, sc);
            char mine[16];
            snprintf(mine, sizeof mine, "%d", sc[b].missions);
            assert_string_equal(value, mine); /* their own points show */
        }
    }
}

/* Plays the game of the save to its end, lifting the pass screen whenever
 * it stands; returns how many times it stood. */
static unsigned play_and_check(void)
{
    unsigned curtains = 0;
    for (unsigned i = 0; i < 5000 && !sc_game_over(&app->play->game); i++) {
        int pass = gm_privacy_curtain(app->play, &gm_play_screen_view(app)->privacy);
        if (pass >= 0) {
            draw_at(0, 0);
            assert_int_equal(rec.mission_tokens, 0);
            char title[96];
            snprintf(title, sizeof title, "Pass to %s", app->play->names[pass]);
            assert_true(drew(title));
            assert_false(click(app->layout.boards[0])); /* the board is behind it */
            assert_true(click(gm_play_curtain_button(app)));
            assert_int_equal(gm_privacy_viewer(app->play, &gm_play_screen_view(app)->privacy),
                             pass);
            curtains++;
        }
        check_drawing();
        step();
    }
    assert_true(sc_game_over(&app->play->game));
    return curtains;
}

static void two_humans_see_their_own_only(void **state)
{
    (void)state;
    open_game(TWO_HUMANS);
    /* Tom chooses first: the pass screen, then his four tokens. */
    draw_at(0, 0);
    assert_true(drew("Pass to Tom"));
    assert_int_equal(rec.mission_tokens, 0);
    assert_true(play_and_check() > 4);
}

static void one_human_no_pass_screen(void **state)
{
    (void)state;
    open_game(ONE_HUMAN);
    draw_at(0, 0);
    assert_false(drew("Pass to"));
    assert_int_equal(rec.mission_tokens, 3); /* Anna's, with "done: 2 of 3" */
    assert_true(drew("done: 2 of 3"));
    assert_int_equal(play_and_check(), 0);
}

int main(void)
{
    setenv("SDL_VIDEODRIVER", "dummy", 1);
    setenv("SDL_AUDIODRIVER", "dummy", 1);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(two_humans_see_their_own_only, setup, teardown),
        cmocka_unit_test_setup_teardown(one_human_no_pass_screen, setup, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
