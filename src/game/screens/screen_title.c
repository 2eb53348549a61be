/* The title screen: the game's name and the way in. */
#include <stdio.h>
#include <string.h>

#include "canvas.h"
#include "games.h"
#include "i18n.h"
#include "joined.h"
#include "play_draw.h"
#include "rejoin.h"
#include "screen.h"
#include "spacecats/file_io.h"
#include "ui.h"

#ifndef SC_VERSION
#define SC_VERSION "unknown"
#endif

/* Continue (when there is a game to continue), New game, Join a game and
 * Saved games in a row; Rules, Settings and Quit centred under them.
 *
 * Continue is the game in play (a joined one named on a line under the
 * buttons), or the autosave's; or, when the last game
 * this computer joined is not over and was played after the autosave's,
 * the seat kept in it (joined.h): a line under the buttons says so, and
 * Continue calls the host with the seat's token (rejoin.h), the line under
 * it saying the tries as the lost connection's card does, until the host
 * seats us again and the game goes on (the waiting room first, if it has
 * not started). The autosave is never touched by that. */
typedef struct title_view {
    gm_joined seat; /* the seat Continue takes back, when offered */
    bool offer;
    bool in_play; /* the seat's game is in play here: Continue goes back to it */
    gm_rejoin rejoin;
} title_view;

static title_view *view_of(const gm_screen_ctx *ctx)
{
    return ctx->self;
}

/* Where things are: data/layout/board.yaml, screens.title. */
static const gm_title_layout *places(const gm_screen_ctx *ctx)
{
    return &ctx->canvas->lay->screens.title;
}

static bool can_continue(const gm_screen_ctx *ctx)
{
    const title_view *v = view_of(ctx);
    if (v->offer) {
        return v->rejoin.state == GM_REJOIN_OFF || v->rejoin.redial.state != GM_REDIAL_CALLING;
    }
    return ctx->games->game_active && ctx->games->play != NULL &&
           !sc_game_over(gm_play_game(ctx->games->play));
}

/* The title's notice, from now on (it replaces what it had to say). */
static void say(gm_games *g, const char *first, bool own_game_next)
{
    snprintf(g->notice, sizeof g->notice, "%s%s%s", first, own_game_next ? " " : "",
             own_game_next ? _("Continue goes back to your own game.") : "");
    g->kept[0] = '\0';
}

/* A joined game in memory that is over, or whose host said no to its
 * tries: Continue is not it any more. The seat goes with a game over (the
 * autosave forgot it) or a host that no longer knows it. */
static void drop_joined_game(gm_games *g)
{
    if (!g->game_active || g->play == NULL || !gm_session_remote(g->play->session)) {
        return;
    }
    const gm_session *s = g->play->session;
    bool over = sc_game_over(gm_session_game(s));
    bool refused = gm_session_lost(s)[0] != '\0' && gm_session_redial(s)->state == GM_REDIAL_OFF;
    if (!over && !refused) {
        return; /* Continue goes back to it */
    }
    char err[700];
    if ((over || gm_session_seat_forgotten(s)) && !gm_joined_forget(g->prefdir, err, sizeof err)) {
        fprintf(stderr, "spacecats: %s\n", err);
    }
    g->game_active = false;
    bool own = gm_saves_has_autosave(g->prefdir);
    say(g, over ? _("The game you joined is over.") : gm_session_lost(s), own);
}

/* The time of a file in the per-user folder; -1: not there. */
static int64_t changed_at(const char *prefdir, const char *file)
{
    char path[GM_SAVE_PATH_MAX];
    sc_file_info info;
    if (!gm_saves_path(prefdir, file, path, sizeof path) || !sc_file_info_get(path, true, &info)) {
        return -1;
    }
    return info.mtime;
}

/* joined.txt, read: a seat to offer, unless the autosave's game was
 * played after it was joined. A damaged file is said once, and written
 * again with what could be read of it. */
static void look_for_seat(gm_screen_ctx *ctx)
{
    title_view *v = view_of(ctx);
    gm_games *g = ctx->games;
    v->offer = v->in_play = false;
    if (g->prefdir[0] == '\0') {
        return;
    }
    gm_joined j;
    char warn[700];
    bool there = gm_joined_read(g->prefdir, &j, warn, sizeof warn);
    if (g->game_active && g->play != NULL && gm_session_remote(g->play->session)) {
        /* A joined game in play is Continue already: the line says which
         * (Menu from it), by the words kept for its seat. */
        v->in_play = j.token[0] != '\0' && j.address[0] != '\0' &&
                     strcmp(j.token, gm_remote_token(gm_session_remote_of(g->play->session))) == 0;
        v->seat = j;
        return;
    }
    if (warn[0] != '\0' && !g->joined_checked) {
        fprintf(stderr, "spacecats: %s\n", warn);
        if (j.token[0] == '\0') {
            /* TRANSLATORS: %s: what is wrong with the file (its path, the line). */
            snprintf(g->notice, sizeof g->notice,
                     _("The game you last joined cannot be taken back (%s). Join a game to join "
                       "again."),
                     warn);
            char err[700];
            if (there && !gm_joined_write(g->prefdir, &j, err, sizeof err)) {
                fprintf(stderr, "spacecats: %s\n", err);
            }
        }
    }
    g->joined_checked = true;
    if (!there || j.token[0] == '\0' || j.address[0] == '\0' ||
        changed_at(g->prefdir, GM_AUTOSAVE_FILE) > changed_at(g->prefdir, GM_JOINED_FILE)) {
        return;
    }
    v->seat = j;
    v->offer = true;
}

/* At start: the autosave becomes the game to continue. A damaged one is
 * set aside and said so; the title then offers no Continue of it. */
static bool title_enter(gm_screen_ctx *ctx)
{
    drop_joined_game(ctx->games);
    if (!ctx->games->game_active && gm_saves_has_autosave(ctx->games->prefdir)) {
        gm_save_error err;
        if (!gm_games_open_save(ctx->games, NULL, &err)) {
            gm_games_cannot_continue(ctx->games, err.message);
        }
    }
    look_for_seat(ctx);
    return true;
}

static void title_leave(gm_screen_ctx *ctx)
{
    gm_rejoin_stop(&view_of(ctx)->rejoin);
}

/* Continue: the game in play, or the kept seat called (again). */
static void go_on(gm_screen_ctx *ctx)
{
    title_view *v = view_of(ctx);
    gm_games_notice_read(ctx->games);
    if (!v->offer) {
        gm_nav_go(ctx->nav, GM_SCREEN_PLAY);
        return;
    }
    if (v->rejoin.state == GM_REJOIN_ON) {
        gm_rejoin_now(&v->rejoin); /* a try at once, as Join again */
        return;
    }
    if (!gm_rejoin_start(&v->rejoin, ctx->games->mats.view.mat[0], SC_VERSION, v->seat.address,
                         v->seat.name, v->seat.colour, v->seat.token)) {
        say(ctx->games, v->rejoin.message, false);
        v->offer = false;
    }
}

static bool title_input(gm_screen_ctx *ctx, const gm_input *in)
{
    title_view *v = view_of(ctx);
    if (in->kind == GM_IN_MOVE) {
        return true;
    }
    if (in->kind == GM_IN_KEY && in->key == GM_KEY_ESCAPE) {
        if (v->rejoin.state != GM_REJOIN_OFF) { /* stop calling, stay */
            gm_rejoin_stop(&v->rejoin);
            return true;
        }
        gm_nav_quit(ctx->nav, 0);
        return false;
    }
    if (in->kind == GM_IN_KEY && in->key == GM_KEY_ENTER) {
        if (can_continue(ctx)) {
            go_on(ctx);
        } else if (v->rejoin.state == GM_REJOIN_OFF) {
            gm_nav_go(ctx->nav, GM_SCREEN_SETUP);
        }
        return true;
    }
    if (in->kind != GM_IN_RELEASE) {
        return false;
    }
    if (gm_rect_contains(places(ctx)->continue_game, in->x, in->y) && can_continue(ctx)) {
        go_on(ctx);
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
        /* Over the title, which is not ticked meanwhile: no call left
         * hanging (Continue calls again). */
        gm_rejoin_stop(&v->rejoin);
        gm_nav_open(ctx->nav, GM_SCREEN_RULES, NULL);
        return true;
    }
    if (gm_rect_contains(places(ctx)->settings, in->x, in->y)) {
        gm_rejoin_stop(&v->rejoin);
        gm_nav_open(ctx->nav, GM_SCREEN_SETTINGS, NULL);
        return true;
    }
    if (gm_rect_contains(places(ctx)->quit, in->x, in->y)) {
        gm_nav_quit(ctx->nav, 0);
    }
    return false;
}

/* What the tries line says, to tell when it changed. */
static unsigned said(const title_view *v)
{
    return (unsigned)v->rejoin.state | (unsigned)v->rejoin.redial.state << 3 |
           v->rejoin.redial.tries << 6 | gm_redial_seconds(&v->rejoin.redial) << 14;
}

static bool title_update(gm_screen_ctx *ctx, float dt)
{
    title_view *v = view_of(ctx);
    if (v->rejoin.state != GM_REJOIN_ON) {
        return false;
    }
    unsigned before = said(v);
    gm_games *g = ctx->games;
    switch (gm_rejoin_tick(&v->rejoin, dt)) {
    case GM_REJOIN_SEATED:
        /* Back at the table: the game goes on (the waiting room starts
         * it at once when it is on), with no more click. */
        gm_remote_free(g->joining);
        g->joining = gm_rejoin_take(&v->rejoin);
        snprintf(g->join_name, sizeof g->join_name, "%s", v->seat.name);
        gm_nav_go(ctx->nav, GM_SCREEN_WAITING);
        return true;
    case GM_REJOIN_REFUSED:
        v->rejoin.state = GM_REJOIN_OFF;
        if (v->rejoin.forgotten) {
            /* That game is over or gone: Continue is ours again. */
            char err[700];
            if (!gm_joined_forget(g->prefdir, err, sizeof err)) {
                fprintf(stderr, "spacecats: %s\n", err);
            }
            v->offer = false;
            say(g, v->rejoin.message, g->game_active);
        } else {
            /* Another version, say: the seat is kept, for when it can be. */
            say(g, v->rejoin.message, false);
        }
        return true;
    default:
        return said(v) != before;
    }
}

/* Calling the host: the loop ticks without input. */
static bool title_busy(const gm_screen_ctx *ctx)
{
    const title_view *v = view_of(ctx);
    return v != NULL && v->rejoin.state == GM_REJOIN_ON;
}

/* "Continue: back to your seat in Ana's game at 192.168.1.20", and under
 * it what the tries are doing. True when drawn. */
static bool draw_offer(gm_screen_ctx *ctx)
{
    const title_view *v = view_of(ctx);
    if (!v->offer && !v->in_play) {
        return false;
    }
    const gm_title_layout *at = places(ctx);
    char line[256], fitted[256];
    if (v->seat.host[0] != '\0') {
        /* TRANSLATORS: the title's Continue takes back the seat kept in a
         * game joined: its host's name, then the address as typed. */
        snprintf(line, sizeof line, _("Continue: back to your seat in %s's game at %s"),
                 v->seat.host, v->seat.address);
    } else {
        /* TRANSLATORS: the same, the host's name not known. */
        snprintf(line, sizeof line, _("Continue: back to your seat in the game at %s"),
                 v->seat.address);
    }
    gm_text_fit_end(ctx->canvas->text, GM_FONT_BODY, at->rejoin_font, true, line, at->rejoin.w,
                    fitted, sizeof fitted);
    gm_text_center(ctx->canvas->text, GM_FONT_BODY, at->rejoin_font, true, GM_UI_GOLD, at->rejoin,
                   fitted);
    char tries[160];
    gm_play_redial_words(v->rejoin.state == GM_REJOIN_ON ? &v->rejoin.redial : NULL, tries,
                         sizeof tries);
    if (tries[0] != '\0') {
        gm_rect r = at->rejoin;
        r.y += at->rejoin_step;
        gm_text_center(ctx->canvas->text, GM_FONT_BODY, at->rejoin_font, false, GM_UI_TEXT, r,
                       tries);
    }
    return true;
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
    bool offer = draw_offer(ctx);
    /* A notice (where a game was kept, a save set aside) takes the cats'
     * place, in the language of the moment. */
    char notice[sizeof ctx->games->notice];
    if (gm_games_notice(ctx->games, notice, sizeof notice)[0] != '\0') {
        gm_ui_notice(ctx->canvas, offer ? places(ctx)->rejoin_notice_y : places(ctx)->notice_y,
                     notice);
        return;
    }
    /* The five cats side by side across their place, each as tall as it. */
    gm_rect cats = offer ? places(ctx)->rejoin_cats : places(ctx)->cats;
    float step = (cats.w - cats.h) / (SC_MAX_PLAYERS - 1);
    for (unsigned p = 0; p < SC_MAX_PLAYERS; p++) {
        gm_sprite_draw(ctx->canvas->sprites, gm_ui_player_cat(p),
                       (gm_rect){cats.x + (float)p * step, cats.y, cats.h, cats.h}, 255);
    }
}

const gm_screen gm_screen_title = {
    .name = "title",
    .ctx_size = sizeof(title_view),
    .enter = title_enter,
    .leave = title_leave,
    .input = title_input,
    .update = title_update,
    .draw = title_draw,
    .busy = title_busy,
};
