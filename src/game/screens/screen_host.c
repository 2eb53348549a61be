/* The host's screen (screen_host.h): it listens as soon as it opens
 * (hosting.h), so that friends can join while the host reads out the code;
 * Back stops hosting, Start hands the table to the game (the games' hosting),
 * the seats nobody took played by computers. */
#include <stdio.h>
#include <string.h>

#include "canvas.h"
#include "games.h"
#include "hosting.h"
#include "i18n.h"
#include "screen.h"
#include "screen_host.h"
#include "screen_setup.h"
#include "spacecats/ai.h"
#include "spacecats/net_code.h"
#include "ui.h"

/* Where things are: data/layout/board.yaml, screens.host. */
#define HOST(name) (lay->screens.host.name)

/* A friend dropped during the game has this long to come back before a
 * computer plays their seat, as on a server. */
enum { HOST_AWAY_MS = 60000 };

/* The screen's own state (its context's self). */
typedef struct host_view {
    gm_hosting *hosting; /* until handed to the game */
    char failure[480];   /* why it cannot host, or "" */
    unsigned shown;      /* the waiting room as last drawn, to draw again when it changes */
    bool typing;         /* a port is being typed in its box */
    char port[8];        /* the port as typed */
    char note[160];      /* why the port typed was not taken, or "" */
} host_view;

static host_view *host_state(const gm_screen_ctx *ctx)
{
    return ctx->self;
}

gm_rect gm_host_place(const gm_layout *lay, gm_host_thing what)
{
    return what == GM_HOST_BACK ? lay->screens.host.back : lay->screens.host.start;
}

const gm_hosting *gm_host_table(const gm_app *app)
{
    const host_view *v = gm_app_screen_self(app, GM_SCREEN_HOST);
    return v != NULL ? v->hosting : NULL;
}

const char *gm_host_failure(const gm_app *app)
{
    const host_view *v = gm_app_screen_self(app, GM_SCREEN_HOST);
    return v != NULL && v->failure[0] != '\0' ? v->failure : NULL;
}

/* Listens on the player's port: the hosting, or why not and what to do. */
static void listen_now(gm_screen_ctx *ctx)
{
    host_view *v = host_state(ctx);
    v->failure[0] = '\0';
    gm_hosting_config cfg = {
        .mat = ctx->games->mats.view.mat[0], /* a new game's mat */
        .n_players = ctx->games->setup.n_players,
        .port = gm_games_host_port(ctx->games),
        .variants = ctx->games->setup.variants, /* told to those looking for a game */
        .away_ms = HOST_AWAY_MS,
        .version = SC_VERSION,
    };
    memcpy(cfg.seats, ctx->games->setup.seats, sizeof cfg.seats);
    char err[256];
    v->hosting = gm_hosting_new(&cfg, err, sizeof err);
    if (v->hosting == NULL) {
        unsigned other = cfg.port < GM_HOST_PORT_MAX ? cfg.port + 1u : GM_HOST_PORT_MIN;
        /* TRANSLATORS: the port, why (in English: the system's words), then
         * another port to try. */
        snprintf(v->failure, sizeof v->failure,
                 _("Space Cats cannot host on port %u: %s. Another program, or another Space "
                   "Cats hosting a game, may be using it: click the port below and type another, "
                   "such as %u, then Enter."),
                 (unsigned)cfg.port, err, other);
    }
}

static bool host_enter(gm_screen_ctx *ctx)
{
    host_view *v = host_state(ctx);
    gm_hosting_free(ctx->games->hosting); /* a table hosted before is over */
    ctx->games->hosting = NULL;
    v->typing = false;
    v->note[0] = '\0';
    listen_now(ctx);
    return true;
}

/* Someone joined the table: the port cannot change under them. */
static bool friends_came(const host_view *v, unsigned n)
{
    for (unsigned i = 0; v->hosting != NULL && i < n; i++) {
        sc_net_host_seat_info info;
        gm_hosting_seat(v->hosting, i, &info);
        if (info.seat.person[0] != '\0') {
            return true;
        }
    }
    return false;
}

/* The port typed: listened on at once (and remembered in the settings),
 * unless it is not a port or friends have joined on this one. */
static void take_port(gm_screen_ctx *ctx)
{
    host_view *v = host_state(ctx);
    v->typing = false;
    v->note[0] = '\0';
    unsigned long p = 0;
    bool number = v->port[0] != '\0' && v->port[0] != '0';
    for (const char *c = v->port; number && *c != '\0'; c++) {
        p = p * 10 + (unsigned long)(*c - '0');
    }
    unsigned now = v->hosting != NULL ? gm_hosting_port(v->hosting) : 0;
    if (!number || p < GM_HOST_PORT_MIN || p > GM_HOST_PORT_MAX) {
        snprintf(v->note, sizeof v->note, _("A port is a number from %u to %u."),
                 (unsigned)GM_HOST_PORT_MIN, (unsigned)GM_HOST_PORT_MAX);
        return;
    }
    if (p == now) {
        return;
    }
    if (friends_came(v, ctx->games->setup.n_players)) {
        snprintf(v->note, sizeof v->note,
                 _("Friends have joined on port %u: go Back to host on another."), now);
        return;
    }
    ctx->games->settings.host_port = (uint16_t)p;
    gm_games_save_settings(ctx->games);
    gm_hosting_free(v->hosting);
    v->hosting = NULL;
    listen_now(ctx);
}

/* Typing in the port's box: digits, Backspace, Enter to take it, Escape
 * to leave it as it was. */
static bool type_port(gm_screen_ctx *ctx, const gm_input *in)
{
    host_view *v = host_state(ctx);
    size_t n = strlen(v->port);
    if (in->kind == GM_IN_TEXT) {
        for (const char *c = in->text; *c != '\0'; c++) {
            if (*c >= '0' && *c <= '9' && n + 1 < 6) {
                v->port[n++] = *c;
            }
        }
        v->port[n] = '\0';
    } else if (in->key == GM_KEY_BACKSPACE) {
        v->port[n > 0 ? n - 1 : 0] = '\0';
    } else if (in->key == GM_KEY_ENTER) {
        take_port(ctx);
    } else if (in->key == GM_KEY_ESCAPE) {
        v->typing = false;
    }
    return true;
}

static void host_leave(gm_screen_ctx *ctx)
{
    host_view *v = host_state(ctx);
    gm_hosting_free(v->hosting); /* not handed to a game: nobody plays at this table */
    v->hosting = NULL;
}

static void start(gm_screen_ctx *ctx)
{
    host_view *v = host_state(ctx);
    if (v->hosting == NULL) {
        return;
    }
    ctx->games->hosting = v->hosting; /* the game hosts it from now on */
    v->hosting = NULL;
    ctx->games->game_active = false;
    gm_nav_go(ctx->nav, GM_SCREEN_PLAY);
}

static bool host_input(gm_screen_ctx *ctx, const gm_input *in)
{
    const gm_layout *lay = ctx->canvas->lay;
    host_view *v = host_state(ctx);
    if (in->kind == GM_IN_MOVE) {
        return true;
    }
    if (v->typing && (in->kind == GM_IN_TEXT || in->kind == GM_IN_KEY)) {
        return type_port(ctx, in);
    }
    if (in->kind == GM_IN_RELEASE && gm_rect_contains(HOST(port), in->x, in->y)) {
        if (!v->typing) {
            v->typing = true;
            v->note[0] = '\0';
            snprintf(v->port, sizeof v->port, "%u", (unsigned)gm_games_host_port(ctx->games));
        }
        return true;
    }
    if (v->typing && in->kind == GM_IN_RELEASE) {
        take_port(ctx); /* a click elsewhere takes what was typed, and does its own */
    }
    bool back = (in->kind == GM_IN_KEY && in->key == GM_KEY_ESCAPE) ||
                (in->kind == GM_IN_RELEASE &&
                 gm_rect_contains(gm_host_place(lay, GM_HOST_BACK), in->x, in->y));
    bool go = (in->kind == GM_IN_KEY && in->key == GM_KEY_ENTER) ||
              (in->kind == GM_IN_RELEASE &&
               gm_rect_contains(gm_host_place(lay, GM_HOST_START), in->x, in->y));
    if (back) {
        gm_nav_go(ctx->nav, GM_SCREEN_SETUP);
    } else if (go) {
        start(ctx);
    }
    return back || go;
}

/* The waiting room in one number: it changes when a seat does. */
static unsigned room_now(const host_view *v, unsigned n)
{
    unsigned sum = 0;
    for (unsigned i = 0; v->hosting != NULL && i < n; i++) {
        sc_net_host_seat_info info;
        gm_hosting_seat(v->hosting, i, &info);
        sum = sum * 31u + info.state * 7u + (unsigned)info.connected + info.seat.colour * 2u;
        for (const char *c = info.seat.person; *c != '\0'; c++) {
            sum = sum * 31u + (unsigned char)*c;
        }
    }
    return sum;
}

static bool host_update(gm_screen_ctx *ctx, float dt)
{
    host_view *v = host_state(ctx);
    if (v->hosting == NULL) {
        return false;
    }
    gm_hosting_poll(v->hosting, dt);
    unsigned now = room_now(v, ctx->games->setup.n_players);
    bool changed = now != v->shown;
    v->shown = now;
    return changed;
}

/* Ticks run while it waits: friends join without a click. */
static bool host_busy(const gm_screen_ctx *ctx)
{
    return host_state(ctx)->hosting != NULL;
}

/* "Zoé: joined", "Seat 2: waiting for a friend ...", in the seat's row. */
static void seat_words(const gm_screen_ctx *ctx, unsigned i, char *buf, size_t len)
{
    const gm_seat *seat = &ctx->games->setup.seats[i];
    sc_net_host_seat_info info = {0};
    gm_hosting_seat(host_state(ctx)->hosting, i, &info);
    char name[GM_NAME_LEN + 8];
    if (seat->name[0] != '\0') {
        snprintf(name, sizeof name, "%s", seat->name);
    } else {
        snprintf(name, sizeof name,
                 seat->kind == GM_SEAT_COMPUTER ? _("Computer %u") : _("Player %u"), i + 1);
    }
    if (seat->kind == GM_SEAT_COMPUTER) {
        char level[32];
        gm_setup_level_title(&sc_ai_levels[seat->level % sc_ai_level_count], level, sizeof level);
        /* TRANSLATORS: a seat's name and a computer's level, e.g. "Computer 3: Cadet". */
        snprintf(buf, len, _("%s: computer, %s"), name, level);
    } else if (seat->kind == GM_SEAT_HUMAN) {
        /* TRANSLATORS: a person playing at the host's computer. */
        snprintf(buf, len, _("%s: here"), name);
    } else if (info.seat.person[0] != '\0') {
        /* TRANSLATORS: a friend's name once they joined, e.g. "Zoé: joined". */
        snprintf(buf, len, info.connected ? _("%s: joined") : _("%s: left, may come back"),
                 info.seat.person);
    } else {
        snprintf(buf, len, _("Seat %u: waiting for a friend..."), i + 1);
    }
}

static void draw_tell(gm_screen_ctx *ctx)
{
    const gm_layout *lay = ctx->canvas->lay;
    host_view *v = host_state(ctx);
    gm_rect tell = HOST(tell);
    const float font = HOST(text_font), gap = HOST(line_gap);
    float y = tell.y;
    if (v->hosting == NULL) {
        gm_text_wrapped(ctx->canvas->text, GM_FONT_BODY, font, false, GM_UI_TEXT, tell.x, y, tell.w,
                        0, true, v->failure);
        return;
    }
    char address[GM_HOSTING_ADDRESS_SIZE], code[GM_HOSTING_CODE_SIZE], buf[256];
    unsigned port = gm_hosting_port(v->hosting);
    if (!gm_hosting_where(v->hosting, 0, address, code)) {
        snprintf(buf, sizeof buf,
                 _("This computer has no network address: friends cannot reach it. (port %u)"),
                 port);
        gm_text_wrapped(ctx->canvas->text, GM_FONT_BODY, font, false, GM_UI_TEXT, tell.x, y, tell.w,
                        0, true, buf);
        return;
    }
    y += gm_text_wrapped(ctx->canvas->text, GM_FONT_BODY, font, false, GM_UI_TEXT, tell.x, y,
                         tell.w, 0, true, _("Tell your friends this join code:")) +
         gap;
    gm_text_draw(ctx->canvas->text, GM_FONT_TITLE, HOST(code_font), true, GM_UI_GOLD,
                 tell.x + tell.w / 2, y, GM_ALIGN_CENTER, code);
    y += HOST(code_font) * GM_TEXT_LINE + gap;
    for (unsigned i = 0; gm_hosting_where(v->hosting, i, address, code); i++) {
        /* TRANSLATORS: an address of this computer, its port and its join code. */
        snprintf(buf, sizeof buf, _("or the address %s, port %u (code %s)"), address, port, code);
        gm_text_draw(ctx->canvas->text, GM_FONT_BODY, font, false, GM_UI_TEXT, tell.x, y,
                     GM_ALIGN_LEFT, buf);
        y += font * GM_TEXT_LINE;
    }
    snprintf(buf, sizeof buf,
             _("Friends across the internet: open UDP port %u on your router to this computer."),
             port);
    gm_text_wrapped(ctx->canvas->text, GM_FONT_BODY, font, false, (gm_color){0xc8, 0xc0, 0xf0, 230},
                    tell.x, y + gap, tell.w, 0, true, buf);
}

/* The port's box: the port listened on (or the player's, when it could
 * not be), or what is being typed. */
static void draw_port(gm_screen_ctx *ctx)
{
    const gm_layout *lay = ctx->canvas->lay;
    host_view *v = host_state(ctx);
    gm_rect r = HOST(port);
    gm_gfx_round(ctx->canvas->gfx, r, HOST(port_radius), (gm_color){0x0d, 0x0a, 0x24, 220});
    gm_gfx_round_outline(ctx->canvas->gfx, r, HOST(port_radius),
                         v->typing ? HOST(port_edit_line) : HOST(port_line),
                         v->typing ? GM_UI_GOLD : (gm_color){0xc8, 0xc0, 0xf0, 160});
    char number[16], buf[64];
    if (v->typing) {
        snprintf(number, sizeof number, "%s|", v->port);
    } else {
        snprintf(number, sizeof number, "%u",
                 v->hosting != NULL ? (unsigned)gm_hosting_port(v->hosting)
                                    : (unsigned)gm_games_host_port(ctx->games));
    }
    /* TRANSLATORS: the port's box on the host's screen: "Port 7246". */
    snprintf(buf, sizeof buf, _("Port %s"), number);
    float font = HOST(text_font);
    gm_text_draw(ctx->canvas->text, GM_FONT_BODY, font, false, GM_UI_TEXT, r.x + HOST(port_dx),
                 r.y + (r.h - font * GM_TEXT_LINE) / 2, GM_ALIGN_LEFT, buf);
    if (v->note[0] != '\0') {
        gm_text_center(ctx->canvas->text, GM_FONT_BODY, font, false, GM_UI_GOLD, HOST(port_note),
                       v->note);
    }
}

static void host_draw(gm_screen_ctx *ctx)
{
    const gm_layout *lay = ctx->canvas->lay;
    host_view *v = host_state(ctx);
    gm_ui_background(ctx->canvas);
    gm_ui_panel(ctx->canvas, HOST(panel));
    gm_text_center(ctx->canvas->text, GM_FONT_TITLE, HOST(title_font), true, GM_UI_GOLD,
                   HOST(title), _("Host a game"));
    draw_tell(ctx);
    if (v->hosting != NULL) {
        gm_rect row = HOST(seats);
        for (unsigned i = 0; i < ctx->games->setup.n_players; i++) {
            gm_rect head = gm_layout_in(row, HOST(head));
            sc_net_host_seat_info info;
            gm_hosting_seat(v->hosting, i, &info); /* a friend's colour is the one they asked */
            gm_sprite_draw(ctx->canvas->sprites,
                           gm_ui_player_head(info.seat.colour % SC_MAX_PLAYERS), head, 255);
            char buf[96];
            seat_words(ctx, i, buf, sizeof buf);
            gm_text_draw(ctx->canvas->text, GM_FONT_TITLE, HOST(seat_font), true, GM_UI_TEXT,
                         head.x + head.w + HOST(seat_dx), row.y + HOST(seat_dy), GM_ALIGN_LEFT,
                         buf);
            row.y += HOST(row_step);
        }
        gm_text_draw(ctx->canvas->text, GM_FONT_BODY, HOST(text_font), false,
                     (gm_color){0xc8, 0xc0, 0xf0, 230}, row.x, row.y + HOST(line_gap),
                     GM_ALIGN_LEFT,
                     _("Seats nobody has taken when you start are played by computers."));
    }
    draw_port(ctx);
    gm_ui_button(ctx->canvas, gm_host_place(lay, GM_HOST_BACK), _("Back"), true);
    gm_ui_button(ctx->canvas, gm_host_place(lay, GM_HOST_START), _("Start"), v->hosting != NULL);
}

const gm_screen gm_screen_host = {
    .name = "host",
    .ctx_size = sizeof(host_view),
    .enter = host_enter,
    .leave = host_leave,
    .input = host_input,
    .update = host_update,
    .draw = host_draw,
    .busy = host_busy,
};
