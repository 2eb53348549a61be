/* The player's settings: language, sound, speed, dice, window, hints and the
 * last new-game setup, kept in <prefdir>settings.yaml. No SDL.
 *
 * Settings are never required: a missing file gives the defaults, and a bad
 * line or value keeps the default for that key only (with a warning naming
 * the file and line), so a damaged file never stops the game from starting.
 *
 * Out-of-range numbers are CLAMPED to the nearest valid value with a warning
 * (volume 150 -> 100); values of the wrong kind (a word for a number, an
 * unknown language, level or speed name) are REFUSED: the default stays. */
#ifndef GM_SETTINGS_H
#define GM_SETTINGS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "seats.h" /* gm_new_game, gm_seat */

typedef enum gm_speed {
    GM_SPEED_SLOW,
    GM_SPEED_NORMAL,
    GM_SPEED_FAST,
    GM_SPEED_INSTANT,
    GM_SPEED_COUNT
} gm_speed;

typedef struct gm_settings {
    char lang[8]; /* "" = follow the system locale, else "en" or "fr" */
    int volume;   /* 0..100 master volume of the sound effects */
    bool mute;
    uint8_t speed;  /* gm_speed: animation speed of computer turns and moves */
    bool auto_roll; /* the dice roll by themselves when a human commander must roll */
    bool fullscreen;
    bool show_hints;    /* the hint button is offered to humans */
    bool show_tips;     /* a first game's tips: each kind of decision explained once */
    unsigned tips_seen; /* bit per gm_tip already shown: once, across restarts and saves */
    uint16_t host_port; /* the UDP port a game hosted here listens on (GM_HOST_PORT_MIN ..) */
    gm_new_game setup;  /* the last new-game setup (seeds not kept) */
} gm_settings;

enum { GM_SETTINGS_FILE_MAX = 64 * 1024 }; /* a settings file is a few hundred bytes */

/* A hosted game's port: the usual one (SC_NET_PORT, net_code.h) unless the
 * player chose another, above the ones only the system may listen on. */
enum { GM_HOST_PORT_DEFAULT = 7246, GM_HOST_PORT_MIN = 1024, GM_HOST_PORT_MAX = 65535 };

void gm_settings_defaults(gm_settings *s);
/* The level new computer seats get by default ("captain", the middle one). */
uint8_t gm_settings_default_level(void);

/* The default new-game setup: 4 seats (one human, three computers at the
 * "captain" level), no variants, first player drawn. */
void gm_settings_default_setup(gm_new_game *setup);

/* Reads path over the defaults. A missing file is not an error (returns true, defaults). A bad
 * line or value keeps the default for that key and writes "PATH:LINE: reason" (the first
 * problem) into warn; returns false then, s is still complete and usable. */
bool gm_settings_load(gm_settings *s, const char *path, char *warn, size_t warn_len);

/* gm_settings_load, and *unusable tells a file none of which could be read
 * (a YAML syntax error, not UTF-8 text, not 'key: value' lines, or a file
 * that cannot be read at all: too large, not a regular file, unreadable):
 * saving the settings would replace what the player wrote with the
 * defaults, so the caller sets it aside first. */
bool gm_settings_read(gm_settings *s, const char *path, char *warn, size_t warn_len,
                      bool *unusable);

/* The same from text in memory (len bytes, need not be NUL-terminated); path names it in
 * warnings. Used by the loader, the tests and the fuzz harness. */
bool gm_settings_load_text(gm_settings *s, const char *text, size_t len, const char *path,
                           char *warn, size_t warn_len);

/* The YAML text of s (malloc'd, NUL-terminated), or NULL when out of memory. */
char *gm_settings_format(const gm_settings *s);

/* Writes atomically (sc_file_write_atomic). false with "PATH: reason" in err. */
bool gm_settings_save(const gm_settings *s, const char *path, char *err, size_t err_len);

/* Names used in the file ("slow", "normal", ...), or NULL out of range. */
const char *gm_speed_name(unsigned speed);

#endif
