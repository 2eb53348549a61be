/* The player's settings: their defaults, and writing them as YAML (the
 * file settings_read.c reads back). */
#include "settings.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "spacecats/ai.h"
#include "spacecats/attrs.h"
#include "spacecats/file_io.h"
#include "utf8.h"

enum { VOLUME_DEFAULT = 80 };

static const char *const speed_names[GM_SPEED_COUNT] = {"slow", "normal", "fast", "instant"};

const char *gm_speed_name(unsigned speed)
{
    return speed < GM_SPEED_COUNT ? speed_names[speed] : NULL;
}

/* The level new computer seats get: "captain", the middle level the game
 * offers by default (as gm_app_init does). */
uint8_t gm_settings_default_level(void)
{
    const sc_ai_level *l = sc_ai_level_find("captain");
    return (uint8_t)(l != NULL ? l->id : 0);
}

void gm_settings_default_setup(gm_new_game *setup)
{
    memset(setup, 0, sizeof *setup);
    setup->n_players = 4;
    setup->variants = 0;
    setup->first_player = -1;
    for (unsigned i = 0; i < SC_MAX_PLAYERS; i++) {
        setup->seats[i] = (gm_seat){
            .kind = i == 0 ? GM_SEAT_HUMAN : GM_SEAT_COMPUTER,
            .level = gm_settings_default_level(),
            .colour = (uint8_t)i,
        };
    }
}

void gm_settings_defaults(gm_settings *s)
{
    memset(s, 0, sizeof *s);
    s->lang[0] = '\0';
    s->volume = VOLUME_DEFAULT;
    s->mute = false;
    s->speed = GM_SPEED_NORMAL;
    s->auto_roll = false;
    s->fullscreen = false;
    s->show_hints = true;
    s->show_tips = true;
    s->host_port = GM_HOST_PORT_DEFAULT;
    gm_settings_default_setup(&s->setup);
}

/* ---- writing ------------------------------------------------------------ */

typedef struct out {
    char *buf;
    size_t len, cap;
    bool failed;
} out;

SC_PRINTF(2, 3)
static void put(out *o, const char *fmt, ...)
{
    if (o->failed) {
        return;
    }
    for (;;) {
        va_list ap;
        va_start(ap, fmt);
        int n = vsnprintf(o->buf + o->len, o->cap - o->len, fmt, ap);
        va_end(ap);
        if (n < 0) {
            o->failed = true;
            return;
        }
        if ((size_t)n < o->cap - o->len) {
            o->len += (size_t)n;
            return;
        }
        size_t cap = o->cap * 2 + (size_t)n;
        char *b = realloc(o->buf, cap);
        if (b == NULL) {
            o->failed = true;
            return;
        }
        o->buf = b;
        o->cap = cap;
    }
}

/* A YAML double-quoted string that reads back as the same text, whatever
 * the UI let through: controls and separators escaped (the reader then
 * refuses them, keeping the default name), a malformed byte written as '?'
 * (a YAML file must be valid UTF-8, or none of it could be read back). */
static void put_quoted(out *o, const char *t)
{
    const unsigned char *u = (const unsigned char *)t;
    size_t len = strlen(t);
    put(o, "\"");
    for (size_t i = 0; i < len;) {
        size_t start = i;
        uint32_t c = gm_utf8_next(u, len, &i);
        if (c == GM_UTF8_BAD) {
            put(o, "?");
        } else if (c == '"' || c == '\\') {
            put(o, "\\%c", (char)c);
        } else if (gm_utf8_is_control(c)) {
            put(o, c < 0x100 ? "\\x%02x" : "\\u%04x", (unsigned)c);
        } else {
            put(o, "%.*s", (int)(i - start), t + start);
        }
    }
    put(o, "\"");
}

static const char *b(bool v)
{
    return v ? "true" : "false";
}

char *gm_settings_format(const gm_settings *s)
{
    out o = {.cap = 1024};
    o.buf = malloc(o.cap);
    if (o.buf == NULL) {
        return NULL;
    }
    o.buf[0] = '\0';
    const gm_new_game *g = &s->setup;
    put(&o, "# Space Cats settings, written by the game. A bad line keeps its default.\n");
    put(&o, "language: %s\n", s->lang[0] != '\0' ? s->lang : "system");
    put(&o, "volume: %d\n", s->volume < 0 ? 0 : s->volume > 100 ? 100 : s->volume);
    put(&o, "mute: %s\n", b(s->mute));
    put(&o, "speed: %s\n", gm_speed_name(s->speed) ? gm_speed_name(s->speed) : "normal");
    put(&o, "auto_roll: %s\n", b(s->auto_roll));
    put(&o, "fullscreen: %s\n", b(s->fullscreen));
    put(&o, "show_hints: %s\n", b(s->show_hints));
    put(&o, "show_tips: %s\n", b(s->show_tips));
    put(&o, "tips_seen: %u\n", s->tips_seen & 0xffffu);
    put(&o, "host_port: %u\n",
        s->host_port < GM_HOST_PORT_MIN ? GM_HOST_PORT_DEFAULT : (unsigned)s->host_port);
    put(&o, "players: %u\n", (unsigned)g->n_players);
    put(&o, "variants: [");
    bool first = true;
    for (unsigned v = SC_VARIANT_UFO; v <= SC_VARIANT_MISSIONS; v <<= 1) {
        if (g->variants & v) {
            put(&o, "%s%s", first ? "" : ", ", sc_variant_name((sc_variant)v));
            first = false;
        }
    }
    put(&o, "]\n");
    if (g->first_player < 0) {
        put(&o, "first_player: random\n");
    } else {
        put(&o, "first_player: %d\n", g->first_player + 1);
    }
    put(&o, "seats:\n");
    for (unsigned i = 0; i < SC_MAX_PLAYERS; i++) {
        const gm_seat *seat = &g->seats[i];
        unsigned lvl = seat->level < sc_ai_level_count ? seat->level : gm_settings_default_level();
        put(&o, "  - {kind: %s, level: %s, colour: %u, name: ",
            seat->kind == GM_SEAT_HUMAN    ? "human"
            : seat->kind == GM_SEAT_REMOTE ? "friend"
                                           : "computer",
            sc_ai_levels[lvl].name, (unsigned)seat->colour);
        char name[GM_NAME_LEN];
        memcpy(name, seat->name, sizeof name);
        name[GM_NAME_LEN - 1] = '\0';
        put_quoted(&o, name);
        put(&o, "}\n");
    }
    if (o.failed) {
        free(o.buf);
        return NULL;
    }
    return o.buf;
}

bool gm_settings_save(const gm_settings *s, const char *path, char *err, size_t err_len)
{
    char *text = gm_settings_format(s);
    if (text == NULL) {
        snprintf(err, err_len, _("%s: out of memory"), path);
        return false;
    }
    bool ok = sc_file_write_atomic(path, text, strlen(text), err, err_len);
    free(text);
    return ok;
}
