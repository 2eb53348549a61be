/* The waiting room of a table joined (screen_join.c): its seats filling as
 * people join (who is connected, who is away, the computers, the open
 * seats), until the host starts the game; then the game, for everyone at
 * once. Leave goes back to the title; the seat stays ours to take back
 * with its token (kept in the per-user folder, joined.h). */
#include <stdio.h>
#include <string.h>

#include "app.h"
#include "i18n.h"
#include "joined.h"
#include "remote.h"
#include "screen_waiting.h"
#include "ui.h"

/* Where things are: data/layout/board.yaml, screens.waiting. */
#define PLACE(name) (app->layout.screens.waiting.name)
#define NUMBER(name) (app->layout.screens.waiting.name)

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

static bool waiting_enter(gm_app *app)
{
    return app->joining != NULL; /* only from the join screen */
}

/* The seat's token, kept to take it back (the per-user folder). */
static void keep_token(gm_app *app)
{
    const char *token = gm_remote_token(app->joining);
    gm_joined j;
    char warn[700], err[700];
    gm_joined_read(app->games.prefdir, &j, warn, sizeof warn);
    if (token[0] == '\0' || strcmp(j.token, token) == 0 || app->games.prefdir[0] == '\0') {
        return;
    }
    snprintf(j.token, sizeof j.token, "%s", token);
    if (!gm_joined_write(app->games.prefdir, &j, err, sizeof err)) {
        fprintf(stderr, "spacecats: %s\n", err);
    }
}

/* The game is on: the session plays it from now on, on the play screen. */
static void start_game(gm_app *app)
{
    if (app->games.play == NULL && (app->games.play = gm_play_new(&app->layout)) == NULL) {
        return;
    }
    gm_games_show_mat(&app->games, app->games.mats.view.mat[0]);
    gm_session_join(app->games.play->session, app->joining, app->join_name);
    app->joining = NULL; /* the session's now */
    app->games.game_active = true;
    gm_games_play_settings(&app->games);
    gm_app_request_screen(app, GM_SCREEN_PLAY);
}

static bool waiting_update(gm_app *app, float dt)
{
    if (app->joining == NULL) {
        return false;
    }
    gm_remote_service(app->joining, dt);
    bool changed = false;
    /* Until the game and our seat: a game already on (a seat taken back
     * after a lost connection) comes before the seats are told and ours
     * asked for. */
    while (gm_remote_pending(app->joining) > 0 &&
           (gm_remote_game(app->joining) == NULL || gm_remote_seats(app->joining) == 0)) {
        changed |= gm_remote_next(app->joining) != GM_REMOTE_NEWS_NONE;
    }
    keep_token(app);
    if (gm_remote_state_get(app->joining) == GM_REMOTE_FAILED) {
        gm_app_request_screen(app, GM_SCREEN_JOIN); /* which says why */
        return true;
    }
    if (gm_remote_game(app->joining) != NULL && gm_remote_seats(app->joining) != 0) {
        start_game(app);
        return true;
    }
    /* An away seat's countdown moves every second. */
    for (unsigned s = 0; s < gm_remote_players(app->joining); s++) {
        gm_remote_seat st;
        gm_remote_seat_get(app->joining, s, &st);
        changed |= st.state == GM_REMOTE_SEAT_AWAY && st.away_s > 0 &&
                   (unsigned)st.away_s != (unsigned)(st.away_s + dt);
    }
    return changed;
}

static bool waiting_input(gm_app *app, const gm_input *in)
{
    if (in->kind == GM_IN_MOVE) {
        return true;
    }
    bool leave =
        (in->kind == GM_IN_RELEASE &&
         gm_rect_contains(gm_waiting_place(&app->layout, GM_WAITING_LEAVE, 0), in->x, in->y)) ||
        (in->kind == GM_IN_KEY && in->key == GM_KEY_ESCAPE);
    if (leave && app->joining != NULL) {
        gm_remote_leave(app->joining);
        gm_remote_free(app->joining);
        app->joining = NULL;
        gm_app_request_screen(app, GM_SCREEN_TITLE);
        return true;
    }
    return false;
}

static bool waiting_busy(const gm_app *app)
{
    return app->joining != NULL;
}

/* What a seat is, in words. */
static void seat_words(const gm_remote_seat *st, bool ours, char *name, size_t name_len,
                       char *state, size_t state_len)
{
    snprintf(name, name_len, "%s", st->name);
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

static void waiting_draw(gm_app *app)
{
    const gm_layout *lay = &app->layout;
    const gm_canvas *cv = gm_app_canvas(app);
    gm_ui_background(cv);
    gm_ui_panel(cv, PLACE(panel));
    gm_text_center(app->text, GM_FONT_TITLE, NUMBER(title_font), true, GM_UI_GOLD, PLACE(title),
                   _("Waiting room"));
    if (app->joining == NULL) {
        return;
    }
    const gm_remote_where *w = gm_remote_where_get(app->joining);
    char where[128];
    snprintf(where, sizeof where, _("At the table of %s:%u"), w->address, (unsigned)w->port);
    gm_text_center(app->text, GM_FONT_BODY, NUMBER(where_font), false, GM_UI_TEXT, PLACE(where),
                   where);
    unsigned mine = gm_remote_seats(app->joining);
    for (unsigned s = 0; s < gm_remote_players(app->joining) && s < SC_MAX_PLAYERS; s++) {
        gm_remote_seat st;
        gm_remote_seat_get(app->joining, s, &st);
        bool ours = mine >> s & 1u;
        unsigned colour = st.colour; /* the host's, as every window shows it */
        bool someone = st.state != GM_REMOTE_SEAT_OPEN;
        gm_sprite_draw(app->sprites, gm_ui_player_head(colour),
                       gm_waiting_place(lay, GM_WAITING_HEAD, s), someone ? 255 : 70);
        char name[64], state[64];
        seat_words(&st, ours, name, sizeof name, state, sizeof state);
        if (ours) {
            snprintf(name, sizeof name, "%s", app->join_name);
        }
        gm_color c = gm_ui_player_color(colour);
        c.a = someone ? 255 : 130;
        gm_rect nr = gm_waiting_place(lay, GM_WAITING_NAME, s);
        char fitted[96];
        gm_text_fit(app->text, GM_FONT_TITLE, NUMBER(name_font), true, name, nr.w, fitted,
                    sizeof fitted);
        gm_text_draw(app->text, GM_FONT_TITLE, NUMBER(name_font), true, c, nr.x, nr.y,
                     GM_ALIGN_LEFT, fitted);
        gm_rect sr = gm_waiting_place(lay, GM_WAITING_STATE, s);
        gm_text_draw(app->text, GM_FONT_BODY, NUMBER(state_font), ours,
                     ours ? GM_UI_GOLD : GM_UI_TEXT, sr.x, sr.y, GM_ALIGN_LEFT, state);
    }
    gm_text_center(app->text, GM_FONT_BODY, NUMBER(note_font), false, GM_UI_TEXT, PLACE(note),
                   mine != 0 ? _("The game starts when the host starts it, for everyone at once.")
                             : _("Taking a seat..."));
    gm_ui_button(cv, gm_waiting_place(lay, GM_WAITING_LEAVE, 0), _("Leave"), true);
}

const gm_screen gm_screen_waiting = {
    .name = "waiting",
    .app_enter = waiting_enter,
    .app_update = waiting_update,
    .app_input = waiting_input,
    .app_draw = waiting_draw,
    .app_busy = waiting_busy,
};
