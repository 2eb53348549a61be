/* The waiting room of a table joined (screen_join.c): its seats filling as
 * people join (who is connected, who is away, the computers, the open
 * seats), until the host starts the game; then the game, for everyone at
 * once. Leave goes back to the title; the seat stays ours to take back
 * with its token (kept in the per-user folder, joined.h). */
#include <stdio.h>
#include <string.h>

#include "canvas.h"
#include "games.h"
#include "i18n.h"
#include "joined.h"
#include "remote.h"
#include "screen.h"
#include "screen_waiting.h"
#include "ui.h"

/* Where things are: data/layout/board.yaml, screens.waiting. */
#define PLACE(name) (ctx->canvas->lay->screens.waiting.name)
#define NUMBER(name) (ctx->canvas->lay->screens.waiting.name)

gm_rect gm_waiting_place(const gm_layout *lay, gm_waiting_thing what, unsigned seat)
{
    const gm_waiting_layout *w = &lay->screens.waiting;
    gm_rect r = what == GM_WAITING_HEAD    ? w->head
                : what == GM_WAITING_NAME  ? w->name
                : what == GM_WAITING_STATE ? w->state
                                           : w->leave;
    if (what != GM_WAITING_LEAVE) {
        r.y += (float)seat * w->row_step; /* the first row's, moved down */
    }
    return r;
}

static bool waiting_enter(gm_screen_ctx *ctx)
{
    return ctx->games->joining != NULL; /* only from the join screen */
}

/* The seat's token, kept to take it back (the per-user folder), and the
 * name of the table's first seat, what the title calls the game by. */
static void keep_token(gm_screen_ctx *ctx)
{
    const char *token = gm_remote_token(ctx->games->joining);
    gm_joined j;
    char warn[700], err[700];
    gm_joined_read(ctx->games->prefdir, &j, warn, sizeof warn);
    char host[GM_NAME_LEN] = "";
    gm_remote_seat first;
    gm_remote_seat_get(ctx->games->joining, 0, &first);
    if (gm_remote_players(ctx->games->joining) > 0 &&
        !(gm_remote_seats(ctx->games->joining) & 1u) &&
        (first.state == GM_REMOTE_SEAT_HERE || first.state == GM_REMOTE_SEAT_AWAY) &&
        gm_seat_name_check(first.name, strlen(first.name)) == GM_NAME_OK) {
        snprintf(host, sizeof host, "%s", first.name);
    }
    if (token[0] == '\0' || ctx->games->prefdir[0] == '\0' ||
        (strcmp(j.token, token) == 0 && strcmp(j.host, host) == 0)) {
        return;
    }
    snprintf(j.token, sizeof j.token, "%s", token);
    snprintf(j.host, sizeof j.host, "%s", host);
    if (!gm_joined_write(ctx->games->prefdir, &j, err, sizeof err)) {
        fprintf(stderr, "spacecats: %s\n", err);
    }
}

/* The game is on: the session plays it from now on, on the play screen. */
static void start_game(gm_screen_ctx *ctx)
{
    if (ctx->games->play == NULL && (ctx->games->play = gm_play_new(ctx->canvas->lay)) == NULL) {
        return;
    }
    gm_games_show_mat(ctx->games, ctx->games->mats.view.mat[0]);
    gm_session_join(ctx->games->play->session, ctx->games->joining, ctx->games->join_name);
    ctx->games->joining = NULL; /* the session's now */
    ctx->games->game_active = true;
    gm_games_play_settings(ctx->games);
    gm_nav_go(ctx->nav, GM_SCREEN_PLAY);
}

static bool waiting_update(gm_screen_ctx *ctx, float dt)
{
    if (ctx->games->joining == NULL) {
        return false;
    }
    gm_remote_service(ctx->games->joining, dt);
    bool changed = false;
    /* Until the game and our seat: a game already on (a seat taken back
     * after a lost connection) comes before the seats are told and ours
     * asked for. */
    while (gm_remote_pending(ctx->games->joining) > 0 &&
           (gm_remote_game(ctx->games->joining) == NULL ||
            gm_remote_seats(ctx->games->joining) == 0)) {
        changed |= gm_remote_next(ctx->games->joining) != GM_REMOTE_NEWS_NONE;
    }
    keep_token(ctx);
    if (gm_remote_state_get(ctx->games->joining) == GM_REMOTE_FAILED) {
        gm_nav_go(ctx->nav, GM_SCREEN_JOIN); /* which says why */
        return true;
    }
    if (gm_remote_game(ctx->games->joining) != NULL && gm_remote_seats(ctx->games->joining) != 0) {
        start_game(ctx);
        return true;
    }
    /* An away seat's countdown moves every second. */
    for (unsigned s = 0; s < gm_remote_players(ctx->games->joining); s++) {
        gm_remote_seat st;
        gm_remote_seat_get(ctx->games->joining, s, &st);
        changed |= st.state == GM_REMOTE_SEAT_AWAY && st.away_s > 0 &&
                   (unsigned)st.away_s != (unsigned)(st.away_s + dt);
    }
    return changed;
}

static bool waiting_input(gm_screen_ctx *ctx, const gm_input *in)
{
    if (in->kind == GM_IN_MOVE) {
        return true;
    }
    bool leave =
        (in->kind == GM_IN_RELEASE &&
         gm_rect_contains(gm_waiting_place(ctx->canvas->lay, GM_WAITING_LEAVE, 0), in->x, in->y)) ||
        (in->kind == GM_IN_KEY && in->key == GM_KEY_ESCAPE);
    if (leave && ctx->games->joining != NULL) {
        gm_remote_leave(ctx->games->joining);
        gm_remote_free(ctx->games->joining);
        ctx->games->joining = NULL;
        gm_nav_go(ctx->nav, GM_SCREEN_TITLE);
        return true;
    }
    return false;
}

static bool waiting_busy(const gm_screen_ctx *ctx)
{
    return ctx->games->joining != NULL;
}

/* What a seat is, in words. */
static void seat_words(unsigned seat, const gm_remote_seat *st, bool ours, char *name,
                       size_t name_len, char *state, size_t state_len)
{
    if (st->name[0] != '\0') {
        snprintf(name, name_len, "%s", st->name);
    } else { /* a person the host sent without a name: ours for them */
        snprintf(name, name_len, _("Player %u"), seat + 1);
    }
    switch (st->state) {
    case GM_REMOTE_SEAT_OPEN:
        snprintf(name, name_len, "%s", _("Open seat"));
        snprintf(state, state_len, "%s", _("waiting for a player"));
        break;
    case GM_REMOTE_SEAT_COMPUTER: {
        /* The level as the setup screen says it; another host's unknown
         * level as it words it. */
        static const char *const levels[][2] = {{"kitten", N_("Kitten")},
                                                {"cadet", N_("Cadet")},
                                                {"captain", N_("Captain")},
                                                {"commander", N_("Commander")}};
        snprintf(name, name_len, "%s", _("Computer"));
        snprintf(state, state_len, "%s", st->name);
        for (size_t i = 0; i < sizeof levels / sizeof levels[0]; i++) {
            if (strcmp(levels[i][0], st->name) == 0) {
                snprintf(state, state_len, "%s", _(levels[i][1]));
            }
        }
        break;
    }
    case GM_REMOTE_SEAT_HERE:
        snprintf(state, state_len, "%s", ours ? _("you") : _("connected"));
        break;
    case GM_REMOTE_SEAT_AWAY:
        if (st->away_s > 0) {
            snprintf(state, state_len, _("away: %u s left"), (unsigned)st->away_s);
        } else {
            snprintf(state, state_len, "%s", _("away"));
        }
        break;
    }
}

static void waiting_draw(gm_screen_ctx *ctx)
{
    const gm_layout *lay = ctx->canvas->lay;
    const gm_canvas *cv = ctx->canvas;
    gm_ui_background(cv);
    gm_ui_panel(cv, PLACE(panel));
    gm_text_center(ctx->canvas->text, GM_FONT_TITLE, NUMBER(title_font), true, GM_UI_GOLD,
                   PLACE(title), _("Waiting room"));
    if (ctx->games->joining == NULL) {
        return;
    }
    const gm_remote_where *w = gm_remote_where_get(ctx->games->joining);
    char where[128];
    snprintf(where, sizeof where, _("At the table of %s:%u"), w->address, (unsigned)w->port);
    gm_text_center(ctx->canvas->text, GM_FONT_BODY, NUMBER(where_font), false, GM_UI_TEXT,
                   PLACE(where), where);
    unsigned mine = gm_remote_seats(ctx->games->joining);
    for (unsigned s = 0; s < gm_remote_players(ctx->games->joining) && s < SC_MAX_PLAYERS; s++) {
        gm_remote_seat st;
        gm_remote_seat_get(ctx->games->joining, s, &st);
        bool ours = mine >> s & 1u;
        unsigned colour = st.colour; /* the host's, as every window shows it */
        bool someone = st.state != GM_REMOTE_SEAT_OPEN;
        gm_sprite_draw(ctx->canvas->sprites, gm_ui_player_head(colour),
                       gm_waiting_place(lay, GM_WAITING_HEAD, s), someone ? 255 : 70);
        char name[64], state[64];
        seat_words(s, &st, ours, name, sizeof name, state, sizeof state);
        if (ours) {
            snprintf(name, sizeof name, "%s", ctx->games->join_name);
        }
        gm_color c = gm_ui_player_color(colour);
        c.a = someone ? 255 : 130;
        gm_rect nr = gm_waiting_place(lay, GM_WAITING_NAME, s);
        char fitted[96];
        gm_text_fit(ctx->canvas->text, GM_FONT_TITLE, NUMBER(name_font), true, name, nr.w, fitted,
                    sizeof fitted);
        gm_text_draw(ctx->canvas->text, GM_FONT_TITLE, NUMBER(name_font), true, c, nr.x, nr.y,
                     GM_ALIGN_LEFT, fitted);
        gm_rect sr = gm_waiting_place(lay, GM_WAITING_STATE, s);
        gm_text_draw(ctx->canvas->text, GM_FONT_BODY, NUMBER(state_font), ours,
                     ours ? GM_UI_GOLD : GM_UI_TEXT, sr.x, sr.y, GM_ALIGN_LEFT, state);
    }
    gm_text_center(ctx->canvas->text, GM_FONT_BODY, NUMBER(note_font), false, GM_UI_TEXT,
                   PLACE(note),
                   mine != 0 ? _("The game starts when the host starts it, for everyone at once.")
                             : _("Taking a seat..."));
    gm_ui_button(cv, gm_waiting_place(lay, GM_WAITING_LEAVE, 0), _("Leave"), true);
}

const gm_screen gm_screen_waiting = {
    .name = "waiting",
    .enter = waiting_enter,
    .update = waiting_update,
    .input = waiting_input,
    .draw = waiting_draw,
    .busy = waiting_busy,
};
