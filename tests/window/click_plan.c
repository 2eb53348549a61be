/* click-plan: where a player clicks, for the two-window driver
 * (two-windows.sh), from the game's own places (the layout and the screens'
 * place functions) and its own play model, in the pixels of a window of a
 * given size. The driver never guesses a pixel: it asks here.
 *
 *   click-plan DATADIR WxH where THING [N]
 *       the centre of a thing of a screen: title.new, title.join, title.continue,
 *       setup.fewer, setup.more, setup.start, setup.kind N, setup.level_prev N,
 *       setup.variant N (the bit: 0 UFO, 1 exploration, 2 missions), host.start,
 *       join.address, join.name, join.colour, join.go, score.title
 *   click-plan DATADIR WxH code
 *       the join code a host's screen shows first: this machine's first
 *       own address (net_own.h, as the host's screen asks) on the usual
 *       port, and the address; nothing when it has none
 *   click-plan DATADIR WxH next SAVE SEED
 *       what the game of a hosted game's save (the host's autosave) waits
 *       for: "wait" (a computer's turn) or "host" / "friend" (whose window)
 *       then the clicks of one legal choice, picked at random from SEED and
 *       the game's actions, as "X Y" pairs, X marked "b" for a click on a
 *       button (the driver waits the button's moment, ui_guard.h, before
 *       it); on a second line the choice as the record writes it. The
 *       clicks are found by playing them on the play model a window runs
 *       (gm_play_input): a move made at its first click needs no Go, and
 *       the clicks must make exactly that choice.
 *
 * Exit status: 0 done, 1 a failure (said on stderr), 2 bad arguments. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gfx.h"
#include "layout.h"
#include "play.h"
#include "saves.h"
#include "screen_host.h"
#include "screen_join.h"
#include "screen_setup.h"
#include "spacecats/mat_load.h"
#include "spacecats/net_code.h"
#include "spacecats/net_own.h"

static int fail(const char *what, const char *why)
{
    fprintf(stderr, "click-plan: %s: %s\n", what, why);
    return 1;
}

/* A logical point as a window of w x h shows it (gfx.c's letterbox). */
typedef struct plan {
    float scale, ox, oy;
    char out[1024];
    size_t len;
} plan;

/* The centre of r in the window's pixels; a button's X marked "b". */
static void add_click(plan *pl, gm_rect r, bool button)
{
    float x = pl->ox + (r.x + r.w / 2) * pl->scale, y = pl->oy + (r.y + r.h / 2) * pl->scale;
    if (pl->len < sizeof pl->out) {
        pl->len += (size_t)snprintf(pl->out + pl->len, sizeof pl->out - pl->len, " %s%d %d",
                                    button ? "b" : "", (int)(x + 0.5f), (int)(y + 0.5f));
    }
}

static void add(plan *pl, gm_rect r)
{
    add_click(pl, r, false);
}

static int where(const gm_layout *lay, plan *pl, const char *thing, unsigned n)
{
    const gm_title_layout *t = &lay->screens.title;
    static const struct {
        const char *name;
        gm_setup_thing what;
    } setup[] = {{"setup.fewer", GM_SETUP_FEWER},     {"setup.more", GM_SETUP_MORE},
                 {"setup.start", GM_SETUP_START},     {"setup.kind", GM_SETUP_KIND},
                 {"setup.variant", GM_SETUP_VARIANT}, {"setup.level_prev", GM_SETUP_LEVEL_PREV}};
    static const struct {
        const char *name;
        gm_join_thing what;
    } join[] = {{"join.address", GM_JOIN_ADDRESS},
                {"join.name", GM_JOIN_NAME},
                {"join.colour", GM_JOIN_COLOUR},
                {"join.go", GM_JOIN_GO}};
    if (strcmp(thing, "title.new") == 0) {
        add(pl, t->new_game);
    } else if (strcmp(thing, "title.join") == 0) {
        add(pl, t->join);
    } else if (strcmp(thing, "title.continue") == 0) {
        add(pl, t->continue_game);
    } else if (strcmp(thing, "host.start") == 0) {
        add(pl, gm_host_place(lay, GM_HOST_START));
    } else if (strcmp(thing, "score.title") == 0) {
        add(pl, lay->screens.score.title_button);
    }
    for (size_t i = 0; i < sizeof setup / sizeof setup[0]; i++) {
        if (strcmp(thing, setup[i].name) == 0) {
            add(pl, gm_setup_place(lay, setup[i].what, n));
        }
    }
    for (size_t i = 0; i < sizeof join / sizeof join[0]; i++) {
        if (strcmp(thing, join[i].name) == 0) {
            add(pl, gm_join_place(lay, join[i].what));
        }
    }
    if (pl->len == 0) {
        return fail(thing, "no such thing");
    }
    printf("%s\n", pl->out + 1);
    return 0;
}

static int code(void)
{
    char own[1][SC_NET_ADDRESS_SIZE];
    char out[SC_NET_CODE_SIZE], why[120];
    if (sc_net_own_addresses(own, 1) == 1) {
        if (!sc_net_code_encode(own[0], SC_NET_PORT, out, sizeof out, why, sizeof why)) {
            return fail(own[0], why);
        }
        printf("%s %s\n", out, own[0]);
    }
    return 0;
}

/* A press and a release at the centre of r, then the tick that carries out
 * what they chose; noted in the plan (button: r is one of the play
 * screen's buttons, which ignore a click for a moment after taking
 * another's place: the driver waits that moment before it). */
static void click_as(gm_play *p, plan *pl, gm_rect r, bool button)
{
    float x = r.x + r.w / 2, y = r.y + r.h / 2;
    gm_input press = {.kind = GM_IN_PRESS, .x = x, .y = y};
    gm_input release = gm_click_at(x, y);
    gm_play_input(p, &press);
    gm_play_input(p, &release);
    if (gm_session_submitted(p->session)) {
        gm_session_tick(p->session, 0, 0);
    }
    add_click(pl, r, button);
}

static void click(gm_play *p, plan *pl, gm_rect r)
{
    click_as(p, pl, r, false);
}

static void push(gm_play *p, plan *pl, gm_button b)
{
    click_as(p, pl, p->lay->buttons[b], true);
}

/* The record's last line: the action just applied. */
static void last_line(const sc_record *r, char *buf, size_t len)
{
    size_t end = r->len;
    while (end > 0 && r->text[end - 1] == '\n') {
        end--;
    }
    size_t start = end;
    while (start > 0 && r->text[start - 1] != '\n') {
        start--;
    }
    size_t n = end - start < len - 1 ? end - start : len - 1;
    memcpy(buf, r->text + start, n);
    buf[n] = '\0';
}

/* The clicks that make choice ch (a roll when ch is NULL) in p. */
static bool clicks_for(gm_play *p, plan *pl, const sc_choice *ch)
{
    const gm_layout *lay = p->lay;
    const sc_game *g = gm_play_game(p);
    unsigned before = gm_session_actions(p->session);
    if (ch == NULL) {
        click(p, pl, lay->dice_tray); /* as the banner says: "click the tray" */
        return gm_session_actions(p->session) == before + 1;
    }
    switch ((sc_choice_kind)ch->kind) {
    case SC_CHOICE_RETURN_MISSION:
        click(p, pl, lay->missions[ch->arg]);
        break;
    case SC_CHOICE_BOARD:
        click(p, pl, gm_layout_cell(lay, (unsigned)g->pending.player, ch->arg));
        break;
    case SC_CHOICE_MOVE:
        for (unsigned f = 0; f < SC_FACE_COUNT && gm_session_actions(p->session) == before; f++) {
            gm_rect gr;
            if ((ch->faces >> f) & 1 && gm_play_group_rect(p, f, &gr)) {
                click(p, pl, gr);
            }
        }
        for (unsigned s = 0; s < SC_MAX_PLAYERS && gm_session_actions(p->session) == before; s++) {
            if ((ch->pilots >> s) & 1) {
                click(p, pl, lay->windows[s]);
            }
        }
        if (ch->flags & SC_MOVE_EXTRA && gm_session_actions(p->session) == before) {
            push(p, pl, GM_BTN_EXTRA);
        }
        if (ch->flags & SC_MOVE_KEEP && gm_session_actions(p->session) == before) {
            push(p, pl, GM_BTN_KEEP);
        }
        if (gm_session_actions(p->session) == before) {
            push(p, pl, GM_BTN_CONFIRM);
        }
        break;
    case SC_CHOICE_REROLL:
        push(p, pl, GM_BTN_REROLL);
        break;
    case SC_CHOICE_CRASH:
        push(p, pl, GM_BTN_CRASH);
        break;
    case SC_CHOICE_STAY:
        push(p, pl, GM_BTN_STAY);
        break;
    case SC_CHOICE_LAND:
        click(p, pl,
              ch->target == SC_TARGET_MOON     ? lay->moons[ch->index]
              : ch->target == SC_TARGET_PLANET ? lay->planets[ch->index]
                                               : lay->comet);
        break;
    case SC_CHOICE_KIND_COUNT:
        break;
    }
    return gm_session_actions(p->session) == before + 1;
}

static int next(const char *datadir, const gm_layout *lay, plan *pl, const char *save,
                unsigned long long seed)
{
    static sc_mat mat;
    char path[1100], err[400];
    snprintf(path, sizeof path, "%s/mat/default.yaml", datadir);
    if (!sc_mat_load_file(path, &mat, err, sizeof err)) {
        return fail(path, err);
    }
    gm_play *p = gm_play_new(lay);
    if (p == NULL) {
        return fail(save, "out of memory");
    }
    gm_seat defaults[SC_MAX_PLAYERS] = {0};
    gm_save_error serr;
    char warn[300] = "";
    if (!gm_save_read(save, GM_MATS_ONE(&mat, lay), defaults, p->session, warn, sizeof warn,
                      &serr)) {
        gm_play_free(p);
        return fail(save, serr.message);
    }
    const sc_game *g = gm_play_game(p);
    int actor = gm_session_actor(p->session);
    if (actor < 0) {
        gm_play_free(p);
        return fail(save, "the game is over");
    }
    gm_seat_kind kind = gm_session_seat(p->session, (unsigned)actor)->kind;
    if (kind == GM_SEAT_COMPUTER) {
        gm_play_free(p);
        puts("wait");
        return 0;
    }
    /* Played here as a person at this screen would, whoever's it is: the
     * hit boxes are the same in the friend's window (the same layout). */
    for (unsigned i = 0; i < g->setup.n_players; i++) {
        if (gm_session_seat(p->session, i)->kind == GM_SEAT_REMOTE) {
            gm_session_set_seat_kind(p->session, i, GM_SEAT_HUMAN);
        }
    }
    gm_session_set_speed(p->session, 0.0f, 0.0f);
    unsigned actions = gm_session_actions(p->session);
    uint64_t r = seed * 0x9e3779b97f4a7c15ull + actions + 1;
    r ^= r >> 31, r *= 0xbf58476d1ce4e5b9ull, r ^= r >> 29;
    bool roll = g->pending.kind == SC_PENDING_ROLL;
    size_t n = gm_session_n_choices(p->session);
    if (!roll && n == 0) {
        gm_play_free(p);
        return fail(save, "a person's decision with no legal choice");
    }
    sc_game was = *g;
    sc_choice ch = roll ? (sc_choice){0} : gm_session_choices(p->session)[r % n];
    char want[96] = "roll", got[96];
    if (!roll) {
        sc_choice_format(&was, &ch, want, sizeof want);
    }
    bool ok = clicks_for(p, pl, roll ? NULL : &ch);
    last_line(gm_session_record(p->session), got, sizeof got);
    gm_play_free(p);
    const char *space = strchr(got, ' ');
    if (!ok || (!roll && (space == NULL || strcmp(space + 1, want) != 0))) {
        fprintf(stderr, "click-plan: %s: the clicks%s for '%s' made '%s'\n", save, pl->out, want,
                ok ? got : "nothing");
        return 1;
    }
    printf("%s%s\n%s\n", kind == GM_SEAT_REMOTE ? "friend" : "host", pl->out, got);
    return 0;
}

int main(int argc, char **argv)
{
    int w = 0, h = 0;
    if (argc < 4 || sscanf(argv[2], "%dx%d", &w, &h) != 2 || w <= 0 || h <= 0) {
        fputs("usage: click-plan DATADIR WxH where THING [N] | code | next SAVE SEED\n", stderr);
        return 2;
    }
    plan pl = {0};
    float sx = (float)w / GM_LOGICAL_W, sy = (float)h / GM_LOGICAL_H;
    pl.scale = sx < sy ? sx : sy;
    pl.ox = ((float)w - GM_LOGICAL_W * pl.scale) / 2;
    pl.oy = ((float)h - GM_LOGICAL_H * pl.scale) / 2;
    if (strcmp(argv[3], "code") == 0) {
        return code();
    }
    static gm_layout lay;
    char path[1100], err[400];
    snprintf(path, sizeof path, "%s/layout/board.yaml", argv[1]);
    if (!gm_layout_load_file(path, &lay, err, sizeof err)) {
        return fail(path, err);
    }
    if (strcmp(argv[3], "where") == 0 && argc >= 5) {
        return where(&lay, &pl, argv[4], argc > 5 ? (unsigned)strtoul(argv[5], NULL, 10) : 0);
    }
    if (strcmp(argv[3], "next") == 0 && argc == 6) {
        return next(argv[1], &lay, &pl, argv[4], strtoull(argv[5], NULL, 10));
    }
    fputs("usage: click-plan DATADIR WxH where THING [N] | code | next SAVE SEED\n", stderr);
    return 2;
}
