/* "Join a game": the player types the host's address or join code, or
 * clicks a game found on the local network (finding.h), gives a name and
 * a colour, and connects. Once the host has welcomed us the
 * waiting room takes over (screen_waiting.c); what went wrong (no answer,
 * another version, a full table) is said here. What was typed, and the
 * seat's token while its game goes on, are kept in the per-user folder
 * (joined.h): Join again takes the same seat back. */
#include <stdio.h>
#include <string.h>

#include "canvas.h"
#include "finding.h"
#include "games.h"
#include "i18n.h"
#include "joined.h"
#include "remote.h"
#include "screen.h"
#include "screen_join.h"
#include "ui.h"

#ifndef SC_VERSION
#define SC_VERSION "unknown"
#endif

typedef struct join_view {
    gm_joined j;
    int field; /* GM_JOIN_ADDRESS, GM_JOIN_NAME, or -1: none typed in */
    char msg[GM_REMOTE_MSG_LEN];
    gm_finding *finding; /* the games found on the local network; NULL: none looked for */
} join_view;

static join_view *join_state(const gm_screen_ctx *ctx)
{
    return ctx->self;
}

/* Where things are: data/layout/board.yaml, screens.join. */
#define PLACE(name) (ctx->canvas->lay->screens.join.name)
#define NUMBER(name) (ctx->canvas->lay->screens.join.name)

gm_rect gm_join_place(const gm_layout *lay, gm_join_thing what)
{
    const gm_join_layout *j = &lay->screens.join;
    switch (what) {
    case GM_JOIN_ADDRESS:
        return j->address;
    case GM_JOIN_NAME:
        return j->name;
    case GM_JOIN_COLOUR:
        return j->colour;
    case GM_JOIN_BACK:
        return j->back;
    case GM_JOIN_GO:
        return j->join;
    case GM_JOIN_FOUND:
        return j->found;
    }
    return (gm_rect){0, 0, 0, 0};
}

unsigned gm_join_found_rows(const gm_layout *lay)
{
    const gm_join_layout *j = &lay->screens.join;
    return j->found_step > 0 ? (unsigned)(j->found.h / j->found_step) : 0;
}

gm_rect gm_join_found_row(const gm_layout *lay, unsigned i)
{
    const gm_join_layout *j = &lay->screens.join;
    return (gm_rect){j->found.x, j->found.y + (float)i * j->found_step, j->found.w, j->found_step};
}

const gm_finding *gm_join_finding(const gm_app *app)
{
    const join_view *v = gm_app_screen_self(app, GM_SCREEN_JOIN);
    return v != NULL ? v->finding : NULL;
}

const char *gm_join_message(const gm_app *app)
{
    const join_view *v = gm_app_screen_self(app, GM_SCREEN_JOIN);
    return v != NULL ? v->msg : "";
}

static bool join_enter(gm_screen_ctx *ctx)
{
    join_view *v = join_state(ctx);
    char warn[700];
    gm_joined_read(ctx->games->prefdir, &v->j, warn, sizeof warn);
    if (warn[0] != '\0') {
        fprintf(stderr, "spacecats: %s\n", warn);
    }
    if (v->j.name[0] == '\0') {
        /* The first seat's name of the setup: most likely the player's. */
        snprintf(v->j.name, sizeof v->j.name, "%s", ctx->games->setup.seats[0].name);
    }
    v->field = v->j.address[0] == '\0' ? GM_JOIN_ADDRESS : -1;
    const gm_games *g = ctx->games;
    gm_finding_free(v->finding);
    v->finding = gm_finding_new(g->find_address[0] != '\0' ? g->find_address : NULL, g->find_port);
    /* Back from the waiting room: why it ended. */
    if (ctx->games->joining != NULL) {
        snprintf(v->msg, sizeof v->msg, "%s", gm_remote_message(ctx->games->joining));
        gm_remote_free(ctx->games->joining);
        ctx->games->joining = NULL;
    }
    return true;
}

static void join_leave(gm_screen_ctx *ctx)
{
    join_view *v = join_state(ctx);
    gm_finding_free(v->finding);
    v->finding = NULL;
}

static void remember(gm_screen_ctx *ctx)
{
    char err[700];
    if (ctx->games->prefdir[0] != '\0' &&
        !gm_joined_write(ctx->games->prefdir, &join_state(ctx)->j, err, sizeof err)) {
        fprintf(stderr, "spacecats: %s\n", err);
    }
}

/* Connects; the seat's token when the same address was joined before. */
static void start_join(gm_screen_ctx *ctx)
{
    join_view *v = join_state(ctx);
    gm_remote_where where;
    if (!gm_remote_parse(v->j.address, &where, v->msg, sizeof v->msg)) {
        v->field = GM_JOIN_ADDRESS;
        return;
    }
    if (v->j.name[0] == '\0') {
        snprintf(v->msg, sizeof v->msg, "%s", _("Give your name, as the others will see it."));
        v->field = GM_JOIN_NAME;
        return;
    }
    gm_remote_free(ctx->games->joining);
    ctx->games->joining = gm_remote_new(ctx->games->mats.view.mat[0], SC_VERSION);
    if (ctx->games->joining == NULL) {
        return;
    }
    remember(ctx);
    v->field = -1;
    gm_remote_dial(ctx->games->joining, &where, v->j.name, v->j.colour, v->j.token);
    snprintf(v->msg, sizeof v->msg, _("Calling %s:%u..."), where.address, (unsigned)where.port);
}

/* A game found on the local network, clicked: its address, and joined. */
static void join_found(gm_screen_ctx *ctx, const gm_found *g)
{
    join_view *v = join_state(ctx);
    char where[GM_FOUND_WHERE];
    gm_found_where(g, where, sizeof where);
    if (strcmp(where, v->j.address) != 0) {
        snprintf(v->j.address, sizeof v->j.address, "%s", where);
        v->j.token[0] = '\0'; /* another address: another seat */
    }
    start_join(ctx);
}

/* Typing in a field: printable ASCII for an address or code, a name as
 * the setup screen takes one. */
static bool type_in(join_view *v, const gm_input *in)
{
    if (v->field == GM_JOIN_NAME) {
        gm_seat seat = {0};
        memcpy(seat.name, v->j.name, sizeof seat.name);
        if (in->kind == GM_IN_TEXT) {
            gm_seat_name_append(&seat, in->text);
        } else {
            gm_seat_name_backspace(&seat);
        }
        memcpy(v->j.name, seat.name, sizeof v->j.name);
        return true;
    }
    size_t n = strlen(v->j.address);
    if (in->kind != GM_IN_TEXT) {
        v->j.address[n > 0 ? n - 1 : 0] = '\0';
        return true;
    }
    for (const char *c = in->text; *c != '\0' && n + 1 < sizeof v->j.address; c++) {
        if (*c > ' ' && *c < 0x7f) {
            v->j.address[n++] = *c;
        }
    }
    v->j.address[n] = '\0';
    v->j.token[0] = '\0'; /* another address: another seat */
    return true;
}

static bool join_input(gm_screen_ctx *ctx, const gm_input *in)
{
    join_view *v = join_state(ctx);
    const gm_layout *lay = ctx->canvas->lay;
    if (in->kind == GM_IN_MOVE) {
        return true;
    }
    bool calling = ctx->games->joining != NULL;
    if (!calling && v->field >= 0 &&
        (in->kind == GM_IN_TEXT || (in->kind == GM_IN_KEY && in->key == GM_KEY_BACKSPACE))) {
        return type_in(v, in);
    }
    if (in->kind == GM_IN_KEY && in->key == GM_KEY_TAB && !calling) {
        v->field = v->field == GM_JOIN_ADDRESS ? GM_JOIN_NAME : GM_JOIN_ADDRESS;
        return true;
    }
    if (in->kind == GM_IN_KEY && in->key == GM_KEY_ENTER && !calling) {
        start_join(ctx);
        return true;
    }
    bool back = in->kind == GM_IN_RELEASE &&
                gm_rect_contains(gm_join_place(lay, GM_JOIN_BACK), in->x, in->y);
    if (back || (in->kind == GM_IN_KEY && in->key == GM_KEY_ESCAPE)) {
        if (calling) { /* stop calling, stay */
            gm_remote_free(ctx->games->joining);
            ctx->games->joining = NULL;
            v->msg[0] = '\0';
            return true;
        }
        gm_nav_go(ctx->nav, GM_SCREEN_TITLE);
        return true;
    }
    if (in->kind != GM_IN_RELEASE || calling) {
        return false;
    }
    if (gm_rect_contains(gm_join_place(lay, GM_JOIN_ADDRESS), in->x, in->y)) {
        v->field = GM_JOIN_ADDRESS;
        return true;
    }
    if (gm_rect_contains(gm_join_place(lay, GM_JOIN_NAME), in->x, in->y)) {
        v->field = GM_JOIN_NAME;
        return true;
    }
    v->field = -1;
    if (gm_rect_contains(gm_join_place(lay, GM_JOIN_COLOUR), in->x, in->y)) {
        v->j.colour = (uint8_t)((v->j.colour + 1) % SC_MAX_PLAYERS);
        return true;
    }
    if (gm_rect_contains(gm_join_place(lay, GM_JOIN_GO), in->x, in->y)) {
        start_join(ctx);
        return true;
    }
    for (unsigned i = 0; i < gm_join_found_rows(lay) && i < gm_finding_count(v->finding); i++) {
        if (gm_rect_contains(gm_join_found_row(lay, i), in->x, in->y)) {
            join_found(ctx, gm_finding_get(v->finding, i));
            return true;
        }
    }
    return true;
}

static bool join_update(gm_screen_ctx *ctx, float dt)
{
    join_view *v = join_state(ctx);
    bool found = v->finding != NULL && gm_finding_update(v->finding, dt);
    if (ctx->games->joining == NULL) {
        return found;
    }
    gm_remote_service(ctx->games->joining, dt);
    while (gm_remote_pending(ctx->games->joining) > 0 &&
           gm_remote_state_get(ctx->games->joining) == GM_REMOTE_DIALING) {
        gm_remote_next(ctx->games->joining);
    }
    switch (gm_remote_state_get(ctx->games->joining)) {
    case GM_REMOTE_FAILED:
        snprintf(v->msg, sizeof v->msg, "%s", gm_remote_message(ctx->games->joining));
        bool forgotten = gm_remote_token(ctx->games->joining)[0] == '\0' && v->j.token[0] != '\0';
        gm_remote_free(ctx->games->joining);
        ctx->games->joining = NULL;
        if (forgotten) {
            /* A seat the host no longer knows (its game is over): a new one. */
            v->j.token[0] = '\0';
            start_join(ctx);
        }
        return true;
    case GM_REMOTE_DIALING:
        return found;
    default:
        /* Welcomed: the waiting room (the game, if it is on already). */
        snprintf(ctx->games->join_name, sizeof ctx->games->join_name, "%s", v->j.name);
        gm_nav_go(ctx->nav, GM_SCREEN_WAITING);
        return true;
    }
}

/* Calling a host, or looking for games: both come without input. */
static bool join_busy(const gm_screen_ctx *ctx)
{
    const join_view *v = join_state(ctx);
    return ctx->games->joining != NULL || (v != NULL && v->finding != NULL);
}

static void field(gm_screen_ctx *ctx, gm_rect r, const char *label, const char *text, bool typing)
{
    gm_text_draw(ctx->canvas->text, GM_FONT_BODY, NUMBER(label_font), false, GM_UI_TEXT, r.x,
                 r.y - NUMBER(label_dy), GM_ALIGN_LEFT, label);
    gm_gfx_round(ctx->canvas->gfx, r, NUMBER(box_radius), (gm_color){0x0d, 0x0a, 0x24, 220});
    gm_gfx_round_outline(ctx->canvas->gfx, r, NUMBER(box_radius),
                         typing ? NUMBER(box_edit_line) : NUMBER(box_line),
                         typing ? GM_UI_GOLD : (gm_color){0xc8, 0xc0, 0xf0, 160});
    char shown[GM_JOINED_TEXT + 8], fitted[GM_JOINED_TEXT + 16];
    snprintf(shown, sizeof shown, "%s%s", text, typing ? "|" : "");
    gm_text_fit_end(ctx->canvas->text, GM_FONT_TITLE, NUMBER(field_font), true, shown,
                    r.w - 2 * NUMBER(field_dx), fitted, sizeof fitted);
    gm_text_draw(ctx->canvas->text, GM_FONT_TITLE, NUMBER(field_font), true, GM_UI_TEXT,
                 r.x + NUMBER(field_dx), r.y + NUMBER(field_dy), GM_ALIGN_LEFT, fitted);
}

/* "UFO, Exploration" (the setup screen's words), or "" for none. */
static void variant_names(unsigned variants, char *out, size_t cap)
{
    static const char *const names[3] = {N_("UFO"), N_("Exploration"), N_("Secret missions")};
    size_t n = 0;
    out[0] = '\0';
    for (unsigned b = 0; b < 3 && n < cap; b++) {
        if (variants & (1u << b)) {
            n += (size_t)snprintf(out + n, cap - n, "%s%s", n > 0 ? ", " : "", _(names[b]));
        }
    }
}

/* The games found, a row each: who and where, then the seats and variants. */
static void draw_found(gm_screen_ctx *ctx, const join_view *v)
{
    const gm_layout *lay = ctx->canvas->lay;
    gm_rect box = gm_join_place(lay, GM_JOIN_FOUND);
    gm_text_draw(ctx->canvas->text, GM_FONT_BODY, NUMBER(label_font), false, GM_UI_TEXT, box.x,
                 box.y - NUMBER(label_dy), GM_ALIGN_LEFT, _("Games on your network"));
    gm_gfx_round(ctx->canvas->gfx, box, NUMBER(box_radius), (gm_color){0x0d, 0x0a, 0x24, 220});
    gm_gfx_round_outline(ctx->canvas->gfx, box, NUMBER(box_radius), NUMBER(box_line),
                         (gm_color){0xc8, 0xc0, 0xf0, 160});
    unsigned n = gm_finding_count(v->finding);
    if (n == 0) {
        gm_text_center(ctx->canvas->text, GM_FONT_BODY, NUMBER(hint_font), false, GM_UI_TEXT, box,
                       v->finding != NULL
                           ? _("Looking for games on your network...")
                           : _("This computer cannot look for games on the network."));
        return;
    }
    float dx = NUMBER(field_dx);
    for (unsigned i = 0; i < n && i < gm_join_found_rows(lay); i++) {
        const gm_found *g = gm_finding_get(v->finding, i);
        gm_rect r = gm_join_found_row(lay, i);
        if (ctx->games->joining == NULL &&
            gm_rect_contains(r, ctx->canvas->pointer_x, ctx->canvas->pointer_y)) {
            /* Under the pointer: a click joins it. */
            gm_gfx_round(ctx->canvas->gfx,
                         (gm_rect){r.x + NUMBER(box_line), r.y + NUMBER(box_line),
                                   r.w - 2 * NUMBER(box_line), r.h - 2 * NUMBER(box_line)},
                         NUMBER(box_radius), (gm_color){0x3a, 0x30, 0x7a, 200});
        }
        if (i > 0) {
            gm_gfx_fill(ctx->canvas->gfx, (gm_rect){r.x + dx, r.y, r.w - 2 * dx, NUMBER(box_line)},
                        (gm_color){0xc8, 0xc0, 0xf0, 90});
        }
        char where[GM_FOUND_WHERE], who[96], line[256], fitted[256];
        gm_found_where(g, where, sizeof where);
        float right = gm_text_draw(ctx->canvas->text, GM_FONT_BODY, NUMBER(found_line_font), false,
                                   GM_UI_TEXT, r.x + r.w - dx, r.y + NUMBER(found_dy) + 6,
                                   GM_ALIGN_RIGHT, where);
        if (g->other_protocol) {
            /* TRANSLATORS: a game of another version found on the network. */
            snprintf(who, sizeof who, _("Space Cats %s"), g->version);
            snprintf(line, sizeof line, "%s", _("Another version: it cannot be joined from here."));
        } else {
            if (g->name[0] != '\0') {
                snprintf(who, sizeof who, "%s", g->name);
            } else {
                /* TRANSLATORS: a server's table with nobody at it yet. */
                snprintf(who, sizeof who, _("Table %u"), g->table);
            }
            char variants[128];
            variant_names(g->variants, variants, sizeof variants);
            /* TRANSLATORS: the seats still open at a table found on the network, of all. */
            int k = snprintf(line, sizeof line,
                             ngettext("%u seat open of %u", "%u seats open of %u", g->open),
                             g->open, g->players);
            if (variants[0] != '\0' && k > 0 && (size_t)k < sizeof line) {
                snprintf(line + k, sizeof line - (size_t)k, " \xc2\xb7 %s", variants);
            }
        }
        gm_text_fit_end(ctx->canvas->text, GM_FONT_TITLE, NUMBER(found_font), true, who,
                        r.w - 3 * dx - right, fitted, sizeof fitted);
        gm_text_draw(ctx->canvas->text, GM_FONT_TITLE, NUMBER(found_font), true, GM_UI_GOLD,
                     r.x + dx, r.y + NUMBER(found_dy), GM_ALIGN_LEFT, fitted);
        gm_text_fit_end(ctx->canvas->text, GM_FONT_BODY, NUMBER(found_line_font), false, line,
                        r.w - 2 * dx, fitted, sizeof fitted);
        gm_text_draw(ctx->canvas->text, GM_FONT_BODY, NUMBER(found_line_font), false, GM_UI_TEXT,
                     r.x + dx, r.y + NUMBER(found_line_dy), GM_ALIGN_LEFT, fitted);
    }
}

static void join_draw(gm_screen_ctx *ctx)
{
    join_view *v = join_state(ctx);
    const gm_layout *lay = ctx->canvas->lay;
    const gm_canvas *cv = ctx->canvas;
    gm_ui_background(cv);
    gm_ui_panel(cv, PLACE(panel));
    gm_text_center(ctx->canvas->text, GM_FONT_TITLE, NUMBER(title_font), true, GM_UI_GOLD,
                   PLACE(title), _("Join a game"));
    field(ctx, gm_join_place(lay, GM_JOIN_ADDRESS), _("The host's join code or address"),
          v->j.address, v->field == GM_JOIN_ADDRESS);
    field(ctx, gm_join_place(lay, GM_JOIN_NAME), _("Your name"), v->j.name,
          v->field == GM_JOIN_NAME);
    gm_rect c = gm_join_place(lay, GM_JOIN_COLOUR);
    gm_text_draw(ctx->canvas->text, GM_FONT_BODY, NUMBER(label_font), false, GM_UI_TEXT, c.x,
                 c.y - NUMBER(label_dy), GM_ALIGN_LEFT, _("Your colour"));
    gm_gfx_round(ctx->canvas->gfx, c, NUMBER(box_radius), (gm_color){0x0d, 0x0a, 0x24, 220});
    gm_color pc = gm_ui_player_color(v->j.colour);
    gm_gfx_round_outline(ctx->canvas->gfx, c, NUMBER(box_radius), NUMBER(box_line), pc);
    gm_sprite_draw(ctx->canvas->sprites, gm_ui_player_head(v->j.colour),
                   gm_layout_in(c, PLACE(head)), 255);
    gm_sprite_draw(ctx->canvas->sprites, gm_ui_player_emblem(v->j.colour),
                   gm_layout_in(c, PLACE(emblem)), 255);
    gm_text_draw(ctx->canvas->text, GM_FONT_BODY, NUMBER(hint_font), false, GM_UI_TEXT,
                 PLACE(panel).x + NUMBER(hint_x), NUMBER(hint_y), GM_ALIGN_LEFT,
                 _("The host tells you the code or address (like 192.168.1.20:7246)."));
    draw_found(ctx, v);
    gm_ui_notice(cv, NUMBER(notice_y), v->msg);
    gm_ui_button(cv, gm_join_place(lay, GM_JOIN_BACK),
                 ctx->games->joining != NULL ? _("Stop") : _("Back"), true);
    gm_ui_button(cv, gm_join_place(lay, GM_JOIN_GO), _("Join"), ctx->games->joining == NULL);
}

const gm_screen gm_screen_join = {
    .name = "join",
    .ctx_size = sizeof(join_view),
    .enter = join_enter,
    .leave = join_leave,
    .input = join_input,
    .update = join_update,
    .draw = join_draw,
    .busy = join_busy,
};
