/* The play screen: glue between the games (games.h), the play model (play.c), its
 * drawing (play_draw.c) and its overlays (play_panels.c). */
#include "screen_play.h"

#include "canvas.h"
#include "games.h"
#include "hosting.h"
#include "play_draw.h"
#include "screen.h"
#include "sound.h"
#include "tips.h"

enum { AUTOPLAY_ACTIONS = 100000 }; /* a whole game in one tick */

/* The play screen's own state (screen_play.h), while it is on the stack. */
static gm_play_view *view_of(const gm_screen_ctx *ctx)
{
    return ctx->self;
}

const gm_play_view *gm_play_screen_view(const gm_app *app)
{
    static const gm_play_view closed = {.tip = GM_TIP_COUNT, .privacy = {.holder = -1}};
    const gm_play_view *v = gm_app_screen_self(app, GM_SCREEN_PLAY);
    return v != NULL ? v : &closed;
}

void gm_play_screen_scene(const gm_games *g, const gm_play_view *view, gm_play_scene *out)
{
    *out = (gm_play_scene){.play = g->play, .view = view, .show_hints = g->settings.show_hints};
    /* A game played over the network: who sits where, hosted or joined. */
    const gm_session *s = g->play != NULL ? g->play->session : NULL;
    for (unsigned i = 0; s != NULL && i < SC_MAX_PLAYERS; i++) {
        if (g->hosting != NULL && gm_hosting_playing(g->hosting)) {
            gm_hosting_presence(g->hosting, s, i, &out->presence[i]);
        } else {
            gm_session_presence(s, i, &out->presence[i]);
        }
    }
    out->lost = s != NULL ? gm_session_lost(s) : NULL;
    out->redial = s != NULL ? gm_session_redial(s) : NULL;
}

/* A joined game whose connection was lost: nothing on the board answers
 * any more. The session calls the host again by itself (redial.h) and
 * play goes on once it has us back; the card's Join again tries at once,
 * or, once the host has said no (its game over or gone), opens the join
 * screen, the address and the seat's token kept (joined.h). */
static bool lost(const gm_screen_ctx *ctx)
{
    const char *why = gm_session_lost(ctx->games->play->session);
    return why[0] != '\0';
}

/* The scene of this screen's play picture. */
static gm_play_scene scene_of(const gm_screen_ctx *ctx)
{
    gm_play_scene sc;
    gm_play_screen_scene(ctx->games, view_of(ctx), &sc);
    return sc;
}

static bool offer_tip(gm_screen_ctx *ctx);

static bool play_enter(gm_screen_ctx *ctx)
{
    if (!ctx->games->game_active || ctx->games->play == NULL) {
        if (!gm_games_new_game(ctx->games)) {
            if (ctx->games->give_up) {
                gm_nav_quit(ctx->nav, 1); /* --continue or --load could not: said on stderr */
            }
            return false;
        }
        ctx->games->game_active = true;
        /* The window's computers think off the UI thread; autoplay decides
         * at once (the same choices either way). */
        gm_session_set_threaded(ctx->games->play->session, !ctx->opt->autoplay);
    }
    gm_play_view *v = view_of(ctx);
    v->log_open = false;
    v->hint_open = false;
    v->tip = GM_TIP_COUNT;
    /* Back from the menu or a save, whoever sits there: pass the screen again. */
    gm_privacy_reset(&v->privacy);
    gm_hover_reset(&v->hover);
    if (ctx->opt->has_pointer) {
        /* --pointer: the pointer rests there, as if moved (screenshots of cards). */
        gm_input at = {
            .kind = GM_IN_MOVE, .x = ctx->canvas->pointer_x, .y = ctx->canvas->pointer_y};
        gm_hover_input(&v->hover, ctx->games->play, -1, &at);
    }
    gm_games_play_settings(ctx->games);
    return true;
}

/* The human the screen must be passed to first, or -1 (privacy.h). */
static int curtain(const gm_screen_ctx *ctx)
{
    return gm_privacy_curtain(ctx->games->play->session, &view_of(ctx)->privacy);
}

/* The pass screen takes every input: its button lifts it (not any click:
 * the last player's second click must not), Menu and Escape leave. */
static bool curtain_input(gm_screen_ctx *ctx, const gm_input *in)
{
    gm_play_scene scene = scene_of(ctx);
    if (in->kind == GM_IN_MOVE) {
        return true; /* the buttons light up */
    }
    bool release = in->kind == GM_IN_RELEASE;
    if ((in->kind == GM_IN_KEY && in->key == GM_KEY_ESCAPE) ||
        (release && gm_rect_contains(ctx->canvas->lay->buttons[GM_BTN_MENU], in->x, in->y))) {
        gm_nav_go(ctx->nav, GM_SCREEN_TITLE);
        return true;
    }
    if (release && gm_rect_contains(gm_play_curtain_button(ctx->canvas, &scene), in->x, in->y)) {
        gm_play_view *v = view_of(ctx);
        gm_privacy_pass(&v->privacy, ctx->games->play->session);
        v->log_open = v->hint_open = false; /* the last player's cards */
        offer_tip(ctx);
        return true;
    }
    return false;
}

/* Asks for a hint, worked out off the UI thread; the card opens when it
 * is ready (poll_hint). */
static void open_hint(gm_screen_ctx *ctx)
{
    gm_play_view *v = view_of(ctx);
    gm_play *p = ctx->games->play;
    if (v->hint_valid && v->hint_revision == gm_session_revision(p->session)) {
        v->hint_open = true;
        return;
    }
    v->hint_valid = false;
    v->hint_open = true;
    v->hint_pending = gm_session_hint_start(p->session);
    v->hint_revision = gm_session_revision(p->session);
}

static bool poll_hint(gm_screen_ctx *ctx)
{
    gm_play_view *v = view_of(ctx);
    gm_play *p = ctx->games->play;
    if (!v->hint_pending) {
        return false;
    }
    if (v->hint_revision != gm_session_revision(p->session)) {
        v->hint_pending = v->hint_open = false; /* the game moved on */
        return true;
    }
    bool valid = false;
    if (!gm_session_hint_poll(p->session, &v->hint, &valid)) {
        return false;
    }
    v->hint_pending = false;
    v->hint_valid = valid;
    v->hint_open = valid;
    return true;
}

/* Clicks on the log overlay: scroll arrows; anywhere else closes it. */
static bool log_input(gm_screen_ctx *ctx, const gm_input *in)
{
    gm_play_scene scene = scene_of(ctx);
    gm_play_view *v = view_of(ctx);
    unsigned max = gm_play_log_max_scroll(ctx->canvas, &scene);
    const gm_lay_log *lg = &ctx->canvas->lay->log_in;
    const int wheel = (int)lg->wheel_rows;
    const unsigned arrow = (unsigned)lg->arrow_rows;
    if (in->kind == GM_IN_KEY && in->key == GM_KEY_ESCAPE) {
        v->log_open = false;
        return true;
    }
    if (in->kind == GM_IN_WHEEL) {
        int to = (int)v->log_scroll + (in->dy > 0 ? wheel : -wheel);
        v->log_scroll = to < 0 ? 0 : (unsigned)to > max ? max : (unsigned)to;
        return true;
    }
    if (in->kind != GM_IN_RELEASE) {
        return in->kind == GM_IN_MOVE;
    }
    if (gm_rect_contains(gm_play_log_arrow(ctx->canvas, &scene, true), in->x, in->y)) {
        v->log_scroll = v->log_scroll + arrow < max ? v->log_scroll + arrow : max;
    } else if (gm_rect_contains(gm_play_log_arrow(ctx->canvas, &scene, false), in->x, in->y)) {
        v->log_scroll = v->log_scroll > arrow ? v->log_scroll - arrow : 0;
    } else if (!gm_rect_contains(gm_play_log_rect(ctx->canvas, &scene), in->x, in->y)) {
        v->log_open = false;
    }
    return true;
}

/* A first game's tip for the decision in front of a human, once a kind. */
static bool offer_tip(gm_screen_ctx *ctx)
{
    gm_play_view *v = view_of(ctx);
    if (lost(ctx)) {
        /* Nothing to decide any more: a tip or a hint on show goes, the
         * lost connection's card takes their place. */
        bool shown = v->tip < GM_TIP_COUNT || v->hint_open;
        v->tip = GM_TIP_COUNT;
        v->hint_open = v->hint_pending = false;
        return shown;
    }
    if (!ctx->games->settings.show_tips || v->tip < GM_TIP_COUNT || v->log_open || v->hint_open ||
        gm_anims_active(gm_session_anims(ctx->games->play->session)) || curtain(ctx) >= 0) {
        return false;
    }
    gm_tip t = gm_tip_for(ctx->games->play);
    if (t == GM_TIP_COUNT || (ctx->games->settings.tips_seen >> t) & 1) {
        return false;
    }
    v->tip = t;
    /* Remembered in the settings: not shown again after a restart, a
     * Continue or a Load. */
    ctx->games->settings.tips_seen |= 1u << t;
    gm_games_save_settings(ctx->games);
    return true;
}

/* The tip card takes the next click: Got it, or No more tips (saved). */
static bool tip_input(gm_screen_ctx *ctx, const gm_input *in)
{
    gm_play_scene scene = scene_of(ctx);
    gm_play_view *v = view_of(ctx);
    if (in->kind == GM_IN_MOVE) {
        return true;
    }
    if (in->kind != GM_IN_RELEASE && in->kind != GM_IN_KEY) {
        return false;
    }
    if (in->kind == GM_IN_RELEASE &&
        gm_rect_contains(gm_play_tip_button(ctx->canvas, &scene, true), in->x, in->y)) {
        ctx->games->settings.show_tips = false;
        gm_games_save_settings(ctx->games);
    }
    v->tip = GM_TIP_COUNT;
    offer_tip(ctx); /* the next one due shows now, not at the next click */
    return true;
}

static bool play_input(gm_screen_ctx *ctx, const gm_input *in)
{
    gm_play_view *v = view_of(ctx);
    if (in->kind == GM_IN_RELEASE && (curtain(ctx) >= 0 || v->tip < GM_TIP_COUNT)) {
        /* The pass screen or a tip card takes this release: the press it
         * ends (made before they came up) must end too, or the pointer
         * would seem held down for ever. */
        gm_hover_input(&v->hover, ctx->games->play,
                       gm_privacy_viewer(ctx->games->play->session, &v->privacy), in);
    }
    if (curtain(ctx) >= 0) {
        if (gm_anims_active(gm_session_anims(ctx->games->play->session))) {
            /* The last move plays out on the board first (its callouts
             * too); a click or a key hurries it. */
            return (in->kind == GM_IN_RELEASE || in->kind == GM_IN_MOVE || in->kind == GM_IN_KEY) &&
                   gm_play_input(ctx->games->play, in);
        }
        return curtain_input(ctx, in);
    }
    if (v->tip < GM_TIP_COUNT) {
        return tip_input(ctx, in);
    }
    const gm_layout *lay = ctx->canvas->lay;
    if (lost(ctx) && in->kind == GM_IN_RELEASE &&
        gm_rect_contains(gm_play_lost_button(ctx->canvas), in->x, in->y)) {
        gm_session *s = ctx->games->play->session;
        gm_redial_state st = gm_session_redial(s)->state;
        if (st == GM_REDIAL_OFF) {
            gm_nav_go(ctx->nav, GM_SCREEN_JOIN);
        } else if (st != GM_REDIAL_CALLING) {
            gm_session_redial_now(s); /* a try at once, the card says so */
        }
        return true;
    }
    /* The pointer shows pieces' cards; the release ending a long press
     * only showed one (play_card.c, hover.h). */
    if (gm_hover_input(&v->hover, ctx->games->play,
                       gm_privacy_viewer(ctx->games->play->session, &v->privacy), in)) {
        return true;
    }
    bool release = in->kind == GM_IN_RELEASE;
    if (in->kind == GM_IN_MOVE || release) {
        /* A click (boarding an astronaut on your board) must not leave that
         * board's card over the game through the others' turns. */
        v->card_held = release;
    }
    if (release && gm_rect_contains(lay->buttons[GM_BTN_RULES], in->x, in->y)) {
        gm_nav_open(ctx->nav, GM_SCREEN_RULES, NULL); /* over the game; Back returns to it */
        return true;
    }
    if (release && gm_rect_contains(lay->buttons[GM_BTN_MENU], in->x, in->y)) {
        gm_nav_go(ctx->nav, GM_SCREEN_TITLE); /* the game stays, to resume */
        return true;
    }
    if (release && gm_rect_contains(lay->buttons[GM_BTN_LOG], in->x, in->y)) {
        v->log_open = !v->log_open;
        v->log_scroll = 0;
        v->hint_open = false;
        return true;
    }
    if (v->log_open) {
        return log_input(ctx, in);
    }
    if (v->hint_open && (release || in->kind == GM_IN_KEY)) {
        v->hint_open = false; /* the card closes; the click does nothing else */
        v->hint_pending = false;
        return true;
    }
    if (in->kind == GM_IN_KEY && in->key == GM_KEY_ESCAPE) {
        gm_nav_go(ctx->nav, GM_SCREEN_TITLE);
        return true;
    }
    if (lost(ctx)) {
        return false; /* nothing to choose: the host is gone */
    }
    if (release && ctx->games->settings.show_hints &&
        gm_play_button_enabled(ctx->games->play, GM_BTN_HINT) &&
        gm_rect_contains(lay->buttons[GM_BTN_HINT], in->x, in->y)) {
        open_hint(ctx);
        return true;
    }
    /* A choice is carried out by the next tick, which autosaves it. */
    bool changed = gm_play_input(ctx->games->play, in);
    return offer_tip(ctx) || changed;
}

/* What the animations say happened, heard. */
static void play_cues(gm_screen_ctx *ctx)
{
    static const gm_sfx sfx_of[GM_CUE_COUNT] = {
        [GM_CUE_DICE] = GM_SFX_DICE,
        [GM_CUE_LAUNCH] = GM_SFX_LAUNCH,
        [GM_CUE_MOVE] = GM_SFX_MOVE,
        [GM_CUE_LAND] = GM_SFX_LAND,
        [GM_CUE_EXPLOSION] = GM_SFX_EXPLOSION,
        [GM_CUE_GOAL] = GM_SFX_GOAL,
        [GM_CUE_MEOW] = GM_SFX_MEOW,
        [GM_CUE_DEEP] = GM_SFX_DEEP,
        [GM_CUE_UFO] = GM_SFX_UFO,
        [GM_CUE_MISSIONS] = GM_SFX_MISSIONS,
    };
    gm_cue cues[GM_ANIM_MAX];
    unsigned n = gm_session_take_cues(ctx->games->play->session, cues, GM_ANIM_MAX);
    for (unsigned i = 0; i < n; i++) {
        if (cues[i] > GM_CUE_NONE && cues[i] < GM_CUE_COUNT) {
            gm_sound_play(ctx->sound, sfx_of[cues[i]]);
        }
    }
}

static bool play_update(gm_screen_ctx *ctx, float dt)
{
    gm_play *p = ctx->games->play;
    /* Autoplay runs a whole game in one tick, unless paced (--autoplay-delay). */
    unsigned max = ctx->opt->autoplay && ctx->opt->autoplay_delay == 0 ? AUTOPLAY_ACTIONS : 1;
    /* Behind the pass screen nothing happens (not even a roll by itself). */
    bool changed = curtain(ctx) >= 0 ? gm_session_animate(p->session, dt)
                                     : gm_session_tick(p->session, dt, max);
    changed |= poll_hint(ctx);
    changed |= offer_tip(ctx);
    gm_play_view *v = view_of(ctx);
    /* Who sits where changes by itself in a hosted game (a friend comes
     * or goes, their seconds run): drawn again then. */
    gm_play_scene now = scene_of(ctx);
    for (unsigned i = 0; i < SC_MAX_PLAYERS; i++) {
        const gm_presence *a = &now.presence[i], *b = &v->presence[i];
        if (a->kind != b->kind || a->away_s != b->away_s || a->stand_in != b->stand_in) {
            v->presence[i] = *a;
            changed = true;
        }
    }
    changed |= gm_hover_tick(&v->hover, p, gm_privacy_viewer(p->session, &v->privacy), dt,
                             ctx->canvas->lay->card.press);
    play_cues(ctx);
    /* Once per change, here only: every change of the game is a tick's. A
     * kill loses at most the one in flight. */
    gm_games_autosave(ctx->games);
    if (sc_game_over(gm_play_game(p)) && !gm_anims_active(gm_session_anims(p->session))) {
        ctx->games->game_active = false;
        gm_nav_go(ctx->nav, GM_SCREEN_SCORE);
    }
    return changed;
}

static bool play_busy(const gm_screen_ctx *ctx)
{
    /* A press being held may become a long press: time must pass. A game
     * over goes to its scoring on the next tick (play_update), even when
     * a human's last decision ended it with nothing left to show. */
    const gm_play_view *v = view_of(ctx);
    const gm_hover *h = &v->hover;
    const gm_play *p = ctx->games->play;
    /* Behind the pass screen only the last move's animations run
     * (play_update): nothing else to wait for there. */
    bool game = curtain(ctx) >= 0 ? gm_anims_active(gm_session_anims(p->session))
                                  : gm_session_busy(p->session);
    return game || v->hint_pending || (h->pressed && !h->pinned) || sc_game_over(gm_play_game(p));
}

static bool play_showing(const gm_screen_ctx *ctx)
{
    return gm_anims_active(gm_session_anims(ctx->games->play->session));
}

static void play_draw(gm_screen_ctx *ctx)
{
    gm_play_scene scene = scene_of(ctx);
    int pass = curtain(ctx);
    if (pass >= 0 && !gm_anims_active(gm_session_anims(ctx->games->play->session))) {
        gm_play_draw_curtain(ctx->canvas, &scene, (unsigned)pass);
        return;
    }
    gm_play_draw(ctx->canvas, &scene);
}

const gm_screen gm_screen_play = {
    .name = "play",
    .ctx_size = sizeof(gm_play_view),
    .enter = play_enter,
    .input = play_input,
    .update = play_update,
    .draw = play_draw,
    .busy = play_busy,
    .showing = play_showing,
};
