/* The new-game screen: 2 to 5 seats, each with a colour (and its pattern),
 * a name, human or computer at a level, who starts, and the variants. The
 * choices stay in ctx->games->setup for the next game (and in the settings). */
#include <stdio.h>
#include <string.h>

#include "canvas.h"
#include "games.h"
#include "i18n.h"
#include "screen.h"
#include "screen_setup.h"
#include "ui.h"

/* The screen's own state (ctx->self). */
typedef struct setup_view {
    int editing;         /* the seat whose name is being typed, or -1 */
    uint8_t level_shown; /* the level described under the seats */
} setup_view;

static setup_view *setup_state(const gm_screen_ctx *ctx)
{
    return ctx->self;
}

int gm_setup_editing(const gm_app *app)
{
    const setup_view *v = gm_app_screen_self(app, GM_SCREEN_SETUP);
    return v != NULL ? v->editing : -1;
}

unsigned gm_setup_level_shown(const gm_app *app)
{
    const setup_view *v = gm_app_screen_self(app, GM_SCREEN_SETUP);
    return v != NULL ? v->level_shown : 0;
}

/* Where things are: data/layout/board.yaml, screens.setup. */
static const gm_setup_layout *places(const gm_layout *lay)
{
    return &lay->screens.setup;
}

static float centre_x(gm_rect r)
{
    return r.x + r.w / 2;
}

gm_rect gm_setup_place(const gm_layout *lay, gm_setup_thing what, unsigned seat)
{
    const gm_setup_layout *at = &lay->screens.setup;
    const gm_rect rects[] = {
        [GM_SETUP_FEWER] = at->fewer,   [GM_SETUP_MORE] = at->more,
        [GM_SETUP_BACK] = at->back,     [GM_SETUP_START] = at->start,
        [GM_SETUP_HEAD] = at->head,     [GM_SETUP_NAME] = at->name,
        [GM_SETUP_KIND] = at->kind,     [GM_SETUP_LEVEL_PREV] = at->level_prev,
        [GM_SETUP_LEVEL] = at->level,   [GM_SETUP_LEVEL_NEXT] = at->level_next,
        [GM_SETUP_STARTS] = at->starts, [GM_SETUP_VARIANT] = at->variant,
    };
    if ((unsigned)what >= sizeof rects / sizeof rects[0]) {
        return (gm_rect){0, 0, 0, 0};
    }
    gm_rect r = rects[what];
    if (what == GM_SETUP_VARIANT) {
        r.x += (float)seat * places(lay)->variant_step; /* the next variants to the right */
    } else if (what >= GM_SETUP_HEAD) {
        r.y += (float)seat * places(lay)->row_step; /* the first row's, moved down */
    }
    return r;
}

/* Short names for the drawing and the clicks. */
static gm_rect head_box(const gm_layout *lay, unsigned seat)
{
    return gm_setup_place(lay, GM_SETUP_HEAD, seat);
}
static gm_rect name_box(const gm_layout *lay, unsigned seat)
{
    return gm_setup_place(lay, GM_SETUP_NAME, seat);
}
static gm_rect kind_box(const gm_layout *lay, unsigned seat)
{
    return gm_setup_place(lay, GM_SETUP_KIND, seat);
}
static gm_rect level_box(const gm_layout *lay, unsigned seat, int part) /* -1 "<", 0, +1 ">" */
{
    return gm_setup_place(lay,
                          part < 0   ? GM_SETUP_LEVEL_PREV
                          : part > 0 ? GM_SETUP_LEVEL_NEXT
                                     : GM_SETUP_LEVEL,
                          seat);
}
static gm_rect starts_box(const gm_layout *lay, unsigned seat)
{
    return gm_setup_place(lay, GM_SETUP_STARTS, seat);
}
static gm_rect variant_toggle(const gm_layout *lay, unsigned bit)
{
    return gm_setup_place(lay, GM_SETUP_VARIANT, bit);
}

static void end_edit(gm_screen_ctx *ctx)
{
    setup_state(ctx)->editing = -1;
}

static bool edit_input(gm_screen_ctx *ctx, const gm_input *in)
{
    gm_seat *seat = &ctx->games->setup.seats[setup_state(ctx)->editing];
    if (in->kind == GM_IN_TEXT) {
        gm_seat_name_append(seat, in->text);
        return true;
    }
    if (in->kind == GM_IN_KEY && in->key == GM_KEY_BACKSPACE) {
        gm_seat_name_backspace(seat);
        return true;
    }
    if (in->kind == GM_IN_KEY &&
        (in->key == GM_KEY_ENTER || in->key == GM_KEY_ESCAPE || in->key == GM_KEY_TAB)) {
        end_edit(ctx);
        return true;
    }
    return false; /* clicks go on: a click elsewhere ends the edit and acts */
}

bool gm_setup_hosted(const gm_new_game *s)
{
    for (unsigned i = 0; i < s->n_players; i++) {
        if (s->seats[i].kind == GM_SEAT_REMOTE) {
            return true;
        }
    }
    return false;
}

/* Start, or Host with a seat open for a friend: the waiting room first. */
static void start(gm_screen_ctx *ctx)
{
    gm_games_save_settings(ctx->games); /* the setup is remembered */
    if (gm_setup_hosted(&ctx->games->setup)) {
        gm_nav_go(ctx->nav, GM_SCREEN_HOST);
        return;
    }
    ctx->games->game_active = false; /* a fresh deal, not the game left behind */
    gm_nav_go(ctx->nav, GM_SCREEN_PLAY);
}

static bool setup_input(gm_screen_ctx *ctx, const gm_input *in)
{
    const gm_layout *lay = ctx->canvas->lay;
    gm_new_game *s = &ctx->games->setup;
    if (in->kind == GM_IN_MOVE) {
        return true;
    }
    if (setup_state(ctx)->editing >= 0 && edit_input(ctx, in)) {
        return true;
    }
    if (in->kind == GM_IN_KEY && in->key == GM_KEY_ESCAPE) {
        gm_nav_go(ctx->nav, GM_SCREEN_TITLE);
        return true;
    }
    if (in->kind == GM_IN_KEY && in->key == GM_KEY_ENTER) {
        start(ctx);
        return true;
    }
    if (in->kind != GM_IN_RELEASE) {
        return false;
    }
    end_edit(ctx);
    float x = in->x, y = in->y;
    if (gm_rect_contains(gm_setup_place(lay, GM_SETUP_FEWER, 0), x, y) &&
        s->n_players > SC_MIN_PLAYERS) {
        s->n_players--;
        if (s->first_player >= (int)s->n_players) {
            s->first_player = -1;
        }
    } else if (gm_rect_contains(gm_setup_place(lay, GM_SETUP_MORE, 0), x, y) &&
               s->n_players < SC_MAX_PLAYERS) {
        s->n_players++;
        gm_seats_fix_colours(s);
    } else if (gm_rect_contains(gm_setup_place(lay, GM_SETUP_START, 0), x, y)) {
        start(ctx);
    } else if (gm_rect_contains(gm_setup_place(lay, GM_SETUP_BACK, 0), x, y)) {
        gm_nav_go(ctx->nav, GM_SCREEN_TITLE);
    }
    for (unsigned i = 0; i < s->n_players; i++) {
        gm_seat *seat = &s->seats[i];
        if (gm_rect_contains(head_box(lay, i), x, y)) {
            gm_seats_next_colour(s, i);
        } else if (gm_rect_contains(name_box(lay, i), x, y)) {
            setup_state(ctx)->editing = (int)i;
        } else if (gm_rect_contains(kind_box(lay, i), x, y)) {
            /* A person here, a computer, a seat open for a friend (hosted). */
            seat->kind = seat->kind == GM_SEAT_HUMAN      ? GM_SEAT_COMPUTER
                         : seat->kind == GM_SEAT_COMPUTER ? GM_SEAT_REMOTE
                                                          : GM_SEAT_HUMAN;
        } else if (seat->kind == GM_SEAT_COMPUTER &&
                   (gm_rect_contains(level_box(lay, i, -1), x, y) ||
                    gm_rect_contains(level_box(lay, i, 0), x, y))) {
            gm_seat_cycle_level(seat, gm_rect_contains(level_box(lay, i, -1), x, y) ? -1 : 1,
                                (unsigned)sc_ai_level_count);
            setup_state(ctx)->level_shown = seat->level;
        } else if (seat->kind == GM_SEAT_COMPUTER && gm_rect_contains(level_box(lay, i, 1), x, y)) {
            gm_seat_cycle_level(seat, 1, (unsigned)sc_ai_level_count);
            setup_state(ctx)->level_shown = seat->level;
        } else if (gm_rect_contains(starts_box(lay, i), x, y)) {
            s->first_player = s->first_player == (int)i ? -1 : (int8_t)i;
        }
    }
    for (unsigned b = 0; b < 3; b++) {
        if (gm_rect_contains(variant_toggle(lay, b), x, y)) {
            s->variants ^= (uint8_t)(1u << b);
        }
    }
    return true;
}

void gm_setup_level_title(const sc_ai_level *lvl, char *buf, size_t len)
{
    static const struct {
        const char *id, *title;
    } titles[] = {
        {"kitten", N_("Kitten")},
        {"cadet", N_("Cadet")},
        {"captain", N_("Captain")},
        {"commander", N_("Commander")},
    };
    for (size_t i = 0; i < sizeof titles / sizeof titles[0]; i++) {
        if (strcmp(titles[i].id, lvl->name) == 0) {
            snprintf(buf, len, "%s", _(titles[i].title));
            return;
        }
    }
    snprintf(buf, len, "%s", lvl->name); /* a level added later: its id */
    if (buf[0] >= 'a' && buf[0] <= 'z') {
        buf[0] = (char)(buf[0] - 'a' + 'A');
    }
}

static void draw_seat(gm_screen_ctx *ctx, unsigned i)
{
    const gm_layout *lay = ctx->canvas->lay;
    const gm_new_game *s = &ctx->games->setup;
    const gm_seat *seat = &s->seats[i];
    bool on = i < s->n_players;
    uint8_t a = on ? 255 : 60;
    float y = head_box(lay, i).y;
    unsigned colour = seat->colour % SC_MAX_PLAYERS;
    if (on && gm_ui_hot(ctx->canvas, head_box(lay, i))) {
        gm_gfx_round(ctx->canvas->gfx, head_box(lay, i), places(lay)->head_radius,
                     (gm_color){0xff, 0xd2, 0x4a, 60});
    }
    gm_sprite_draw(ctx->canvas->sprites, gm_ui_player_head(on ? colour : i), head_box(lay, i), a);
    if (!on) {
        char buf[32];
        snprintf(buf, sizeof buf, _("Seat %u"), i + 1);
        gm_text_draw(ctx->canvas->text, GM_FONT_TITLE, places(lay)->seat_font, true,
                     (gm_color){0xc8, 0xc0, 0xf0, 90}, name_box(lay, i).x + places(lay)->seat_dx,
                     y + places(lay)->seat_dy, GM_ALIGN_LEFT, buf);
        return;
    }
    gm_color c = gm_ui_player_color(colour);
    gm_rect nb = name_box(lay, i);
    bool editing = setup_state(ctx)->editing == (int)i;
    gm_gfx_round(ctx->canvas->gfx, nb, places(lay)->box_radius, (gm_color){0x0d, 0x0a, 0x24, 220});
    gm_gfx_round_outline(ctx->canvas->gfx, nb, places(lay)->box_radius,
                         editing ? places(lay)->box_edit_line : places(lay)->box_line,
                         editing ? GM_UI_GOLD : (gm_color){c.r, c.g, c.b, 160});
    gm_sprite_draw(ctx->canvas->sprites, gm_ui_player_emblem(colour),
                   gm_layout_in(nb, places(lay)->emblem), 255);
    char name[GM_NAME_LEN + 4], shown[GM_NAME_LEN + 16];
    float room = nb.w - places(lay)->name_dx - places(lay)->name_end;
    if (editing) {
        /* While typing, how full the name is, at the box's right end: the
         * last letter that fits says so, in gold. */
        unsigned used, most;
        gm_seat_name_room(seat, &used, &most);
        char count[24];
        snprintf(count, sizeof count, "%u/%u", used, most);
        room -= gm_text_draw(ctx->canvas->text, GM_FONT_BODY, places(lay)->room_font, used >= most,
                             used >= most ? GM_UI_GOLD : (gm_color){0xc8, 0xc0, 0xf0, 200},
                             nb.x + nb.w - places(lay)->name_end, nb.y + places(lay)->room_dy,
                             GM_ALIGN_RIGHT, count) +
                places(lay)->room_gap;
    }
    if (seat->name[0] != '\0') {
        snprintf(name, sizeof name, "%s%s", seat->name, editing ? "|" : "");
    } else if (editing) {
        snprintf(name, sizeof name, "|");
    } else {
        snprintf(name, sizeof name,
                 seat->kind == GM_SEAT_COMPUTER ? _("Computer %u") : _("Player %u"), i + 1);
        c.a = 150; /* a default name, shown as such */
    }
    /* Too long for the box: typed, its end shows (with the caret); else
     * it is cut at a word, as every name drawn. */
    if (editing) {
        gm_text_fit_end(ctx->canvas->text, GM_FONT_TITLE, places(lay)->name_font, true, name, room,
                        shown, sizeof shown);
    } else {
        gm_text_fit(ctx->canvas->text, GM_FONT_TITLE, places(lay)->name_font, true, name, room,
                    shown, sizeof shown);
    }
    gm_text_draw(ctx->canvas->text, GM_FONT_TITLE, places(lay)->name_font, true, c,
                 nb.x + places(lay)->name_dx, nb.y + places(lay)->name_dy, GM_ALIGN_LEFT, shown);
    gm_ui_button(ctx->canvas, kind_box(lay, i),
                 seat->kind == GM_SEAT_HUMAN      ? _("Human")
                 : seat->kind == GM_SEAT_COMPUTER ? _("Computer")
                                                  : _("Friend"),
                 true);
    if (seat->kind == GM_SEAT_COMPUTER) {
        const sc_ai_level *lvl = &sc_ai_levels[seat->level % sc_ai_level_count];
        char title[32];
        gm_setup_level_title(lvl, title, sizeof title);
        gm_ui_button(ctx->canvas, level_box(lay, i, -1), "<", true);
        gm_ui_button(ctx->canvas, level_box(lay, i, 1), ">", true);
        gm_rect lb = level_box(lay, i, 0);
        gm_gfx_round(ctx->canvas->gfx, lb, places(lay)->box_radius,
                     (gm_color){0x0d, 0x0a, 0x24, 220});
        gm_text_center(ctx->canvas->text, GM_FONT_TITLE, places(lay)->level_font, true, GM_UI_TEXT,
                       lb, title);
    }
    bool starts = s->first_player == (int)i;
    gm_sprite_draw(ctx->canvas->sprites, "commander-star", starts_box(lay, i),
                   starts ? 255 : (gm_ui_hot(ctx->canvas, starts_box(lay, i)) ? 140 : 55));
}

static void setup_draw(gm_screen_ctx *ctx)
{
    const gm_layout *lay = ctx->canvas->lay;
    const gm_new_game *s = &ctx->games->setup;
    gm_ui_background(ctx->canvas);
    gm_ui_panel(ctx->canvas, places(lay)->panel);
    gm_text_center(ctx->canvas->text, GM_FONT_TITLE, places(lay)->title_font, true, GM_UI_GOLD,
                   places(lay)->title, _("New game"));
    char buf[160];
    snprintf(buf, sizeof buf, ngettext("%u player", "%u players", s->n_players), s->n_players);
    gm_ui_button(ctx->canvas, gm_setup_place(lay, GM_SETUP_FEWER, 0), "-",
                 s->n_players > SC_MIN_PLAYERS);
    gm_ui_button(ctx->canvas, gm_setup_place(lay, GM_SETUP_MORE, 0), "+",
                 s->n_players < SC_MAX_PLAYERS);
    gm_text_center(ctx->canvas->text, GM_FONT_TITLE, places(lay)->count_font, true, GM_UI_TEXT,
                   places(lay)->count, buf);
    gm_color head = {0xc8, 0xc0, 0xf0, 230};
    const float font = places(lay)->text_font; /* the headings and the lines under the seats */
    gm_text_draw(ctx->canvas->text, GM_FONT_BODY, font, false, head, centre_x(head_box(lay, 0)),
                 places(lay)->headings_y, GM_ALIGN_CENTER, _("Colour"));
    gm_text_draw(ctx->canvas->text, GM_FONT_BODY, font, false, head,
                 name_box(lay, 0).x + places(lay)->heading_dx, places(lay)->headings_y,
                 GM_ALIGN_LEFT, _("Name (click to type)"));
    gm_text_draw(ctx->canvas->text, GM_FONT_BODY, font, false, head, centre_x(kind_box(lay, 0)),
                 places(lay)->headings_y, GM_ALIGN_CENTER, _("Player"));
    gm_text_draw(ctx->canvas->text, GM_FONT_BODY, font, false, head, centre_x(level_box(lay, 0, 0)),
                 places(lay)->headings_y, GM_ALIGN_CENTER, _("Computer level"));
    gm_text_draw(ctx->canvas->text, GM_FONT_BODY, font, false, head, centre_x(starts_box(lay, 0)),
                 places(lay)->headings_y, GM_ALIGN_CENTER, _("Starts"));
    for (unsigned i = 0; i < SC_MAX_PLAYERS; i++) {
        draw_seat(ctx, i);
    }
    /* The level last picked, with what it is and how strong it measured. */
    const sc_ai_level *lvl = &sc_ai_levels[setup_state(ctx)->level_shown % sc_ai_level_count];
    char title[32];
    gm_setup_level_title(lvl, title, sizeof title);
    /* TRANSLATORS: a computer level and what it does, e.g. "Captain: Works out ...". */
    snprintf(buf, sizeof buf, _("%s: %s"), title, _(lvl->description));
    gm_text_draw(ctx->canvas->text, GM_FONT_BODY, font, false, GM_UI_TEXT, lay->screens.ui.centre_x,
                 places(lay)->level_text_y, GM_ALIGN_CENTER, buf);
    snprintf(buf, sizeof buf, "%s", _(lvl->strength));
    gm_text_draw(ctx->canvas->text, GM_FONT_BODY, font, false, GM_UI_GOLD, lay->screens.ui.centre_x,
                 places(lay)->level_text_y + places(lay)->strength_dy, GM_ALIGN_CENTER, buf);
    if (s->first_player < 0) {
        snprintf(buf, sizeof buf, "%s",
                 _("The first player is drawn at random (click a star to choose)"));
    } else {
        snprintf(buf, sizeof buf, _("Seat %d starts (click its star again for a random start)"),
                 s->first_player + 1);
    }
    gm_text_draw(ctx->canvas->text, GM_FONT_BODY, font, false, head, lay->screens.ui.centre_x,
                 places(lay)->first_text_y, GM_ALIGN_CENTER, buf);
    static const char *const names[3] = {N_("UFO"), N_("Exploration"), N_("Secret missions")};
    for (unsigned b = 0; b < 3; b++) {
        /* TRANSLATORS: a variant and whether it is on, e.g. "UFO: on". */
        snprintf(buf, sizeof buf, _("%s: %s"), _(names[b]),
                 (s->variants >> b) & 1 ? _("on") : _("off"));
        gm_ui_button(ctx->canvas, variant_toggle(lay, b), buf, (s->variants >> b) & 1);
        if (!((s->variants >> b) & 1)) {
            /* Off is still clickable: outline it so it reads as a button. */
            gm_gfx_round_outline(ctx->canvas->gfx, variant_toggle(lay, b),
                                 places(lay)->toggle_radius, places(lay)->toggle_line, GM_UI_GOLD);
        }
    }
    gm_ui_button(ctx->canvas, gm_setup_place(lay, GM_SETUP_BACK, 0), _("Back"), true);
    gm_ui_button(ctx->canvas, gm_setup_place(lay, GM_SETUP_START, 0),
                 gm_setup_hosted(s) ? _("Host") : _("Start"), true);
    if (gm_saves_has_autosave(ctx->games->prefdir)) {
        /* Said before Start is clicked: the game in progress is not lost. */
        gm_rect back = gm_setup_place(lay, GM_SETUP_BACK, 0),
                start = gm_setup_place(lay, GM_SETUP_START, 0);
        const float gap = places(lay)->kept_gap;
        float x = back.x + back.w + gap, w = start.x - gap - x;
        const char *say = _("Your unfinished game will be kept in Saved games.");
        float h = gm_text_wrapped(ctx->canvas->text, GM_FONT_BODY, font, false, head, x, 0, w, 0,
                                  false, say);
        gm_text_wrapped(ctx->canvas->text, GM_FONT_BODY, font, false, head, x,
                        back.y + (back.h - h) / 2, w, 0, true, say);
    }
}

static bool setup_enter(gm_screen_ctx *ctx)
{
    setup_state(ctx)->editing = -1;
    gm_seats_fix_colours(&ctx->games->setup);
    for (unsigned i = ctx->games->setup.n_players; i-- > 0;) {
        if (ctx->games->setup.seats[i].kind == GM_SEAT_COMPUTER) {
            setup_state(ctx)->level_shown = ctx->games->setup.seats[i].level;
        }
    }
    return true;
}

const gm_screen gm_screen_setup = {
    .name = "setup",
    .ctx_size = sizeof(setup_view),
    .enter = setup_enter,
    .input = setup_input,
    .draw = setup_draw,
};
