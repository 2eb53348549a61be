/* The title screen: the game's name and the way in. */
#include <stdio.h>

#include "canvas.h"
#include "games.h"
#include "i18n.h"
#include "screen.h"
#include "ui.h"

/* Continue (when there is a game to continue), New game, Join a game and
 * Saved games in a row; Rules, Settings and Quit centred under them. */
/* Where things are: data/layout/board.yaml, screens.title. */
static const gm_title_layout *places(const gm_screen_ctx *ctx)
{
    return &ctx->canvas->lay->screens.title;
}

static bool can_continue(const gm_screen_ctx *ctx)
{
    return ctx->games->game_active && ctx->games->play != NULL &&
           !sc_game_over(gm_play_game(ctx->games->play));
}

/* At start: the autosave becomes the game to continue. A damaged one is
 * set aside and said so; the title then offers no Continue. */
static bool title_enter(gm_screen_ctx *ctx)
{
    if (!ctx->games->game_active && gm_saves_has_autosave(ctx->games->prefdir)) {
        gm_save_error err;
        if (!gm_games_open_save(ctx->games, NULL, &err)) {
            gm_games_cannot_continue(ctx->games, err.message);
        }
    }
    return true;
}

static bool title_input(gm_screen_ctx *ctx, const gm_input *in)
{
    if (in->kind == GM_IN_MOVE) {
        return true;
    }
    if (in->kind == GM_IN_KEY && in->key == GM_KEY_ESCAPE) {
        gm_nav_quit(ctx->nav, 0);
        return false;
    }
    if (in->kind == GM_IN_KEY && in->key == GM_KEY_ENTER) {
        gm_nav_go(ctx->nav, can_continue(ctx) ? GM_SCREEN_PLAY : GM_SCREEN_SETUP);
        return true;
    }
    if (in->kind != GM_IN_RELEASE) {
        return false;
    }
    if (gm_rect_contains(places(ctx)->continue_game, in->x, in->y) && can_continue(ctx)) {
        gm_games_notice_read(ctx->games);
        gm_nav_go(ctx->nav, GM_SCREEN_PLAY);
        return true;
    }
    if (gm_rect_contains(places(ctx)->new_game, in->x, in->y)) {
        gm_games_notice_read(ctx->games);
        gm_nav_go(ctx->nav, GM_SCREEN_SETUP);
        return true;
    }
    if (gm_rect_contains(places(ctx)->join, in->x, in->y)) {
        gm_games_notice_read(ctx->games);
        gm_nav_go(ctx->nav, GM_SCREEN_JOIN);
        return true;
    }
    if (gm_rect_contains(places(ctx)->saves, in->x, in->y)) {
        gm_nav_go(ctx->nav, GM_SCREEN_SAVES);
        return true;
    }
    if (gm_rect_contains(places(ctx)->rules, in->x, in->y)) {
        gm_nav_open(ctx->nav, GM_SCREEN_RULES, NULL);
        return true;
    }
    if (gm_rect_contains(places(ctx)->settings, in->x, in->y)) {
        gm_nav_open(ctx->nav, GM_SCREEN_SETTINGS, NULL);
        return true;
    }
    if (gm_rect_contains(places(ctx)->quit, in->x, in->y)) {
        gm_nav_quit(ctx->nav, 0);
    }
    return false;
}

static void title_draw(gm_screen_ctx *ctx)
{
    gm_ui_background(ctx->canvas);
    gm_sprite_draw(ctx->canvas->sprites, "app-icon", places(ctx)->logo, 255);
    gm_text_center(ctx->canvas->text, GM_FONT_TITLE, places(ctx)->name_font, true, GM_UI_GOLD,
                   places(ctx)->name, _("Space Cats"));
    gm_text_center(ctx->canvas->text, GM_FONT_TITLE, places(ctx)->tagline_font, false, GM_UI_TEXT,
                   places(ctx)->tagline,
                   _("A push-your-luck race to the stars, after MLEM: Space Agency"));
    gm_ui_button(ctx->canvas, places(ctx)->continue_game, _("Continue"), can_continue(ctx));
    gm_ui_button(ctx->canvas, places(ctx)->new_game, _("New game"), true);
    gm_ui_button(ctx->canvas, places(ctx)->join, _("Join a game"), true);
    gm_ui_button(ctx->canvas, places(ctx)->saves, _("Saved games"), true);
    gm_ui_button(ctx->canvas, places(ctx)->rules, _("Rules"), true);
    gm_ui_button(ctx->canvas, places(ctx)->settings, _("Settings"), true);
    gm_ui_button(ctx->canvas, places(ctx)->quit, _("Quit"), true);
    /* A notice (where a game was kept, a save set aside) takes the cats'
     * place, in the language of the moment. */
    char notice[sizeof ctx->games->notice];
    if (gm_games_notice(ctx->games, notice, sizeof notice)[0] != '\0') {
        gm_ui_notice(ctx->canvas, places(ctx)->notice_y, notice);
        return;
    }
    /* The five cats side by side across their place, each as tall as it. */
    gm_rect cats = places(ctx)->cats;
    float step = (cats.w - cats.h) / (SC_MAX_PLAYERS - 1);
    for (unsigned p = 0; p < SC_MAX_PLAYERS; p++) {
        gm_sprite_draw(ctx->canvas->sprites, gm_ui_player_cat(p),
                       (gm_rect){cats.x + (float)p * step, cats.y, cats.h, cats.h}, 255);
    }
}

const gm_screen gm_screen_title = {
    .name = "title",
    .enter = title_enter,
    .input = title_input,
    .draw = title_draw,
};
