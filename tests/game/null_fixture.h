/* A whole app on the null back end (gfx.h's gm_gfx_open_null, with null
 * text and sprites), shared by the tests that look at what the screens
 * draw: the source tree's data, a scratch per-user folder, a "window" of
 * a chosen size. Drawing goes through the real drawing code; the text and
 * sprite recorders say what was drawn and where; mouse events go through
 * the real SDL input mapping (input_sdl.c). */
#ifndef NULL_FIXTURE_H
#define NULL_FIXTURE_H

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
#include "input_sdl.h"
#include "sprites.h"
#include "text.h"
#include "tick.h"

static gm_app *nf_app;
static gm_gfx nf_gfx;
static char nf_scratch[128]; /* the per-user folder, without its trailing '/' */

/* A fresh app on the null back end, drawing for a w x h window. */
static inline int nf_setup(int w, int h, bool autoplay)
{
    snprintf(nf_scratch, sizeof nf_scratch, "/tmp/spacecats-null-XXXXXX");
    if (mkdtemp(nf_scratch) == NULL) {
        return -1;
    }
    nf_app = calloc(1, sizeof *nf_app);
    gm_options opt;
    gm_options_defaults(&opt);
    opt.has_seed = true;
    opt.seed = 42;
    opt.autoplay = autoplay;
    snprintf(opt.datadir, sizeof opt.datadir, "%s", SC_TEST_DATADIR);
    char err[512];
    if (nf_app == NULL || !gm_app_init(nf_app, &opt, err, sizeof err)) {
        fprintf(stderr, "gm_app_init: %s\n", err);
        return -1;
    }
    snprintf(nf_app->prefdir, sizeof nf_app->prefdir, "%s/", nf_scratch);
    if (chdir(nf_scratch) != 0) { /* exports go to the working folder */
        return -1;
    }
    gm_app_load_settings(nf_app);
    if (!gm_gfx_open_null(&nf_gfx, w, h)) {
        return -1;
    }
    nf_app->gfx = &nf_gfx;
    nf_app->text = gm_text_new_null(&nf_gfx);
    nf_app->sprites = gm_sprites_new_null(&nf_gfx, SC_TEST_DATADIR "/art");
    return nf_app->text != NULL && nf_app->sprites != NULL ? 0 : -1;
}

static inline int nf_rm_one(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
    (void)st, (void)flag, (void)ftw;
    return remove(path);
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
    gm_i18n_set_language("");
    return nftw(nf_scratch, nf_rm_one, 16, FTW_DEPTH | FTW_PHYS);
}

/* The window takes another size (as a resize would). */
static inline void nf_resize(int w, int h)
{
    assert_true(gm_gfx_open_null(&nf_gfx, w, h));
}

/* Asks for a screen and shows it, as the loop does between ticks. */
static inline void nf_go(gm_screen_id id)
{
    gm_app_request_screen(nf_app, id);
    gm_app_apply_screen(nf_app);
    assert_int_equal(nf_app->screen, id);
}

/* One neutral event through the app, then the screen change it asked for. */
static inline bool nf_send(gm_input in)
{
    bool r = gm_app_input(nf_app, &in);
    gm_app_apply_screen(nf_app);
    return r;
}

static inline void nf_ticks(unsigned n)
{
    for (unsigned i = 0; i < n; i++) {
        gm_app_update(nf_app, GM_TICK_SECONDS);
        gm_app_apply_screen(nf_app);
    }
}

/* Draws the current screen, the recorders emptied first. */
static inline void nf_draw(void)
{
    gm_text_lines_clear(nf_app->text);
    gm_sprites_drawn_clear(nf_app->sprites);
    gm_app_draw(nf_app);
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
