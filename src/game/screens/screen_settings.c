/* The settings screen: language, sound, animation speed, dice, window and
 * hints. Every change takes effect at once (the language too, without a
 * restart) and is saved to the per-user settings file. */
#include <SDL.h>
#include <stdio.h>
#include <string.h>

#include "canvas.h"
#include "games.h"
#include "i18n.h"
#include "screen.h"
#include "screen_settings.h"
#include "settings.h"
#include "sound.h"
#include "ui.h"

/* Where things are: data/layout/board.yaml, screens.settings. */
static const gm_settings_layout *places(const gm_screen_ctx *ctx)
{
    return &ctx->canvas->lay->screens.settings;
}

/* The languages offered, "" following the system. */
static const char *const langs[] = {"", "en", "fr"};
enum { N_LANGS = sizeof langs / sizeof langs[0] };

static float row_y(const gm_screen_ctx *ctx, gm_settings_thing r)
{
    return places(ctx)->rows_y + (float)r * places(ctx)->row_step;
}

unsigned gm_settings_choices(gm_settings_thing r)
{
    switch (r) {
    case GM_SETTINGS_LANGUAGE:
        return N_LANGS;
    case GM_SETTINGS_SPEED:
        return GM_SPEED_COUNT;
    case GM_SETTINGS_AUTO_ROLL:
    case GM_SETTINGS_HINTS:
    case GM_SETTINGS_FULLSCREEN:
    case GM_SETTINGS_TIPS:
        return 2;
    default:
        return 0;
    }
}

gm_rect gm_settings_place(const gm_layout *lay, gm_settings_thing what, unsigned i)
{
    const float step = lay->screens.settings.row_step;
    gm_rect r;
    switch (what) {
    case GM_SETTINGS_VOLUME:
        return lay->screens.settings.volume;
    case GM_SETTINGS_VOLUME_DOWN:
        return lay->screens.settings.volume_down;
    case GM_SETTINGS_VOLUME_UP:
        return lay->screens.settings.volume_up;
    case GM_SETTINGS_MUTE:
        return lay->screens.settings.mute;
    case GM_SETTINGS_BACK:
        return lay->screens.settings.back;
    default:
        if ((unsigned)what >= GM_SETTINGS_ROWS) {
            return (gm_rect){0, 0, 0, 0};
        }
        /* The first row's first value, moved along the row and down the rows:
         * a row of two (on, off) has wider buttons. */
        if (gm_settings_choices(what) > 2) {
            r = lay->screens.settings.choice;
            r.x += (float)i * lay->screens.settings.choice_step;
        } else {
            r = lay->screens.settings.pair;
            r.x += (float)i * lay->screens.settings.pair_step;
        }
        r.y += (float)what * step;
        return r;
    }
}

/* The value buttons of a row. */
static gm_rect choice_box(const gm_screen_ctx *ctx, gm_settings_thing r, unsigned i)
{
    return gm_settings_place(ctx->canvas->lay, r, i);
}

static gm_rect volume_box(const gm_screen_ctx *ctx,
                          int part) /* -1 minus, 0 value, +1 plus, 2 mute */
{
    static const gm_settings_thing things[] = {GM_SETTINGS_VOLUME_DOWN, GM_SETTINGS_VOLUME,
                                               GM_SETTINGS_VOLUME_UP, GM_SETTINGS_MUTE};
    return gm_settings_place(ctx->canvas->lay, things[part + 1], 0);
}

/* Applies ctx->games->settings everywhere and saves them. */
static void changed(gm_screen_ctx *ctx)
{
    gm_settings *s = &ctx->games->settings;
    gm_sound_set_volume(ctx->sound, s->volume, s->mute);
    if (ctx->games->play != NULL) {
        gm_session_set_auto_roll(ctx->games->play->session, s->auto_roll);
    }
    gm_games_play_settings(ctx->games);
    gm_games_save_settings(ctx->games);
}

static bool settings_input(gm_screen_ctx *ctx, const gm_input *in)
{
    gm_settings *s = &ctx->games->settings;
    if (in->kind == GM_IN_MOVE) {
        return true;
    }
    if ((in->kind == GM_IN_KEY && in->key == GM_KEY_ESCAPE) ||
        (in->kind == GM_IN_RELEASE &&
         gm_rect_contains(gm_settings_place(ctx->canvas->lay, GM_SETTINGS_BACK, 0), in->x,
                          in->y))) {
        gm_nav_close(ctx->nav); /* back to where it was opened */
        return true;
    }
    if (in->kind != GM_IN_RELEASE) {
        return false;
    }
    float x = in->x, y = in->y;
    for (unsigned i = 0; i < N_LANGS; i++) {
        if (gm_rect_contains(choice_box(ctx, GM_SETTINGS_LANGUAGE, i), x, y)) {
            snprintf(s->lang, sizeof s->lang, "%s", langs[i]);
            gm_i18n_set_language(langs[i]);
            if (ctx->canvas->gfx != NULL) {
                gm_gfx_layer_drop(ctx->canvas->gfx); /* the track's words are in the old language */
            }
            if (ctx->games->play != NULL) {
                gm_session_language_changed(ctx->games->play->session);
            }
            changed(ctx);
            return true;
        }
    }
    if (gm_rect_contains(volume_box(ctx, -1), x, y)) {
        s->volume = s->volume >= 10 ? s->volume - 10 : 0;
        s->mute = false;
    } else if (gm_rect_contains(volume_box(ctx, 1), x, y)) {
        s->volume = s->volume <= 90 ? s->volume + 10 : 100;
        s->mute = false;
    } else if (gm_rect_contains(volume_box(ctx, 2), x, y)) {
        s->mute = !s->mute;
    } else {
        bool hit = false;
        for (unsigned i = 0; i < GM_SPEED_COUNT; i++) {
            if (gm_rect_contains(choice_box(ctx, GM_SETTINGS_SPEED, i), x, y)) {
                s->speed = (uint8_t)i;
                hit = true;
            }
        }
        for (unsigned i = 0; i < 2; i++) {
            bool on = i == 0;
            if (gm_rect_contains(choice_box(ctx, GM_SETTINGS_AUTO_ROLL, i), x, y)) {
                s->auto_roll = on;
                hit = true;
            } else if (gm_rect_contains(choice_box(ctx, GM_SETTINGS_HINTS, i), x, y)) {
                s->show_hints = on;
                hit = true;
            } else if (gm_rect_contains(choice_box(ctx, GM_SETTINGS_TIPS, i), x, y)) {
                s->show_tips = on;
                s->tips_seen = 0; /* on again: every tip once more */
                hit = true;
            } else if (gm_rect_contains(choice_box(ctx, GM_SETTINGS_FULLSCREEN, i), x, y)) {
                s->fullscreen = on;
                if (ctx->canvas->gfx != NULL && ctx->canvas->gfx->window != NULL) {
                    SDL_SetWindowFullscreen(ctx->canvas->gfx->window,
                                            on ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0);
                }
                hit = true;
            }
        }
        if (!hit) {
            return false;
        }
    }
    gm_sound_play(ctx->sound, GM_SFX_CLICK);
    changed(ctx);
    return true;
}

static void label(gm_screen_ctx *ctx, gm_settings_thing r, const char *text)
{
    gm_text_draw(ctx->canvas->text, GM_FONT_TITLE, places(ctx)->label_font, true, GM_UI_TEXT,
                 places(ctx)->labels_x, row_y(ctx, r) + places(ctx)->label_dy, GM_ALIGN_LEFT, text);
}

/* A row of choices, the current one lit. */
static void choices(gm_screen_ctx *ctx, gm_settings_thing r, const char *const *names, unsigned n,
                    unsigned current)
{
    for (unsigned i = 0; i < n; i++) {
        gm_rect b = choice_box(ctx, r, i);
        gm_ui_button(ctx->canvas, b, names[i], i == current);
        if (i != current) {
            gm_gfx_round_outline(ctx->canvas->gfx, b, places(ctx)->radius, places(ctx)->line,
                                 GM_UI_GOLD);
        }
    }
}

static void settings_draw(gm_screen_ctx *ctx)
{
    const gm_settings *s = &ctx->games->settings;
    gm_ui_background(ctx->canvas);
    gm_ui_panel(ctx->canvas, places(ctx)->panel);
    gm_text_draw(ctx->canvas->text, GM_FONT_TITLE, places(ctx)->title_font, true, GM_UI_GOLD,
                 ctx->canvas->lay->screens.ui.centre_x, places(ctx)->title_y, GM_ALIGN_CENTER,
                 _("Settings"));

    label(ctx, GM_SETTINGS_LANGUAGE, _("Language"));
    const char *lang_names[N_LANGS] = {_("System"), "English", "Français"};
    unsigned cur = 0;
    for (unsigned i = 0; i < N_LANGS; i++) {
        cur = strcmp(s->lang, langs[i]) == 0 ? i : cur;
    }
    choices(ctx, GM_SETTINGS_LANGUAGE, lang_names, N_LANGS, cur);

    label(ctx, GM_SETTINGS_VOLUME, _("Sound volume"));
    char buf[64];
    gm_ui_button(ctx->canvas, volume_box(ctx, -1), "-", s->volume > 0);
    gm_ui_button(ctx->canvas, volume_box(ctx, 1), "+", s->volume < 100);
    /* TRANSLATORS: the volume as a percentage. */
    snprintf(buf, sizeof buf, _("%d%%"), s->volume);
    gm_text_center(ctx->canvas->text, GM_FONT_TITLE, places(ctx)->value_font, true,
                   s->mute ? (gm_color){0x90, 0x88, 0xb0, 255} : GM_UI_TEXT, volume_box(ctx, 0),
                   buf);
    gm_ui_button(ctx->canvas, volume_box(ctx, 2), s->mute ? _("Muted") : _("Mute"), s->mute);
    if (!s->mute) {
        gm_gfx_round_outline(ctx->canvas->gfx, volume_box(ctx, 2), places(ctx)->radius,
                             places(ctx)->line, GM_UI_GOLD);
    }

    label(ctx, GM_SETTINGS_SPEED, _("Animations"));
    const char *speeds[GM_SPEED_COUNT] = {_("Slow"), _("Normal"), _("Fast"), _("Instant")};
    choices(ctx, GM_SETTINGS_SPEED, speeds, GM_SPEED_COUNT,
            s->speed < GM_SPEED_COUNT ? s->speed : 1);

    const char *on_off[2] = {_("On"), _("Off")};
    label(ctx, GM_SETTINGS_AUTO_ROLL, _("Dice roll by themselves"));
    choices(ctx, GM_SETTINGS_AUTO_ROLL, on_off, 2, s->auto_roll ? 0 : 1);
    label(ctx, GM_SETTINGS_HINTS, _("Hint button"));
    choices(ctx, GM_SETTINGS_HINTS, on_off, 2, s->show_hints ? 0 : 1);
    label(ctx, GM_SETTINGS_FULLSCREEN, _("Full screen (F11)"));
    choices(ctx, GM_SETTINGS_FULLSCREEN, on_off, 2, s->fullscreen ? 0 : 1);
    label(ctx, GM_SETTINGS_TIPS, _("Tips for a first game"));
    choices(ctx, GM_SETTINGS_TIPS, on_off, 2, s->show_tips ? 0 : 1);

    /* Why some or all sound is off: no sound at all, else what the device
     * or the effects' files say (once they are loaded). */
    const char *why = ctx->sound_msg[0] != '\0' ? ctx->sound_msg : gm_sound_message(ctx->sound);
    if (why[0] != '\0') {
        gm_text_draw(ctx->canvas->text, GM_FONT_BODY, places(ctx)->notice_font, false,
                     (gm_color){0xff, 0xc0, 0x80, 255}, ctx->canvas->lay->screens.ui.centre_x,
                     places(ctx)->notice_y, GM_ALIGN_CENTER, why);
    }
    gm_ui_button(ctx->canvas, gm_settings_place(ctx->canvas->lay, GM_SETTINGS_BACK, 0), _("Back"),
                 true);
}

const gm_screen gm_screen_settings = {
    .name = "settings",
    .input = settings_input,
    .draw = settings_draw,
};
