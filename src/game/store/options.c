/* Command-line parsing (the folders are resolved in paths.c). */
#define _POSIX_C_SOURCE 200809L
#include "options.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "settings.h"
#include "spacecats/game.h"

/* The help, one translatable piece per option: adding an option leaves the
 * other pieces' translations alone. NULL-terminated. */
const char *const gm_usage[] = {
    N_("Usage: spacecats [OPTIONS]\n"
       "\n"
       "Space Cats: the desktop game of MLEM: Space Agency for 2 to 5 players,\n"
       "any of them computer players.\n"
       "\n"
       "Options:\n"),
    N_("  --autoplay             every seat a computer player, fastest speed; ends on\n"
       "                         the scoring screen (with --screenshot: exits there)\n"),
    N_("  --screenshot PATH      write a PNG of the screen and exit: with --autoplay\n"
       "                         the final scoring screen, else the first screen drawn\n"),
    N_("  --screenshot-at N      with --autoplay: stop after N rolls and decisions and\n"
       "                         take the screenshot of the play screen there\n"),
    N_("  --frame-bench N        a benchmark: draw the screen N times (with --autoplay\n"
       "                         and --screenshot-at, the frozen play screen), print\n"
       "                         the mean and worst frame times, exit\n"),
    N_("  --startup-bench        a benchmark: print how long each step of the start\n"
       "                         took, up to the first frame shown, and the peak\n"
       "                         memory; exit\n"),
    N_("  --pointer X,Y          rest the pointer there (logical 1920x1080 points), to\n"
       "                         picture what hovering shows\n"),
    N_("  --speed NAME           animation speed: slow, normal, fast or instant (default:\n"
       "                         the settings'; --autoplay: instant); with --autoplay\n"
       "                         and --screenshot-at, the picture is taken mid-animation\n"),
    N_("  --screen NAME          start on title, setup, play, rules, saves, settings or\n"
       "                         join (a friend's game: its code or address)\n"
       "                         (default title)\n"),
    N_("  --continue             open straight into the game saved automatically\n"
       "                         (exit status 1 if there is none or it is damaged;\n"
       "                         a damaged one is set aside, never deleted)\n"),
    N_("  --load FILE            open a saved game or a game record (a bug report,\n"
       "                         a record of spacecats-sim) and play on from its end\n"),
    N_("  --autoplay-delay MS    with --autoplay: the computers pause MS milliseconds\n"
       "                         before each action (at least a tick, 1/60 s)\n"),
    N_("  --seed S               seed of the game (default: a new one from the system)\n"),
    N_("  --players N            players, 2 to 5 (default 4 with --autoplay)\n"),
    N_("  --variants LIST        ufo,exploration,missions, all or none (default none)\n"),
    N_("  --size WxH             window size in points (default 1280x720); a window\n"
       "                         is kept at least 1280x720 (or the largest 16:9 a\n"
       "                         smaller display holds), where the smallest text is\n"
       "                         16 pixels; screenshots may be any size\n"),
    N_("  --software             use the software renderer\n"),
    N_("  --data DIR             the data folder (default: $SPACECATS_DATADIR, else\n"
       "                         the build tree's data, else the installed one)\n"),
    N_("  --lang LANG            the language, en or fr (default: the one chosen in\n"
       "                         the settings, else the system's)\n"),
    N_("  -h, --help             show this help\n"),
    N_("  --version              show the version\n"),
    N_("\n"
       "Keys: F1 rules, F11 fullscreen, F12 screenshot (to the working folder),\n"
       "Escape back; in play, Tab skips to your next decision, Backspace undoes.\n"
       "Exit status: 0 success, 1 runtime error, 2 bad arguments.\n"),
    NULL,
};

static bool parse_ulong(const char *s, unsigned long long max, unsigned long long *out)
{
    if (s == NULL || *s < '0' || *s > '9') {
        return false;
    }
    errno = 0;
    char *end = NULL;
    unsigned long long v = strtoull(s, &end, 10);
    if (errno != 0 || *end != '\0' || v > max) {
        return false;
    }
    *out = v;
    return true;
}

/* "ufo,exploration,missions" (any of them, each once), "none" or "all".
 * On failure err says what is wrong. */
static bool parse_variants(const char *s, uint8_t *out, char *err, size_t err_len)
{
    if (strcmp(s, "none") == 0) {
        *out = 0;
        return true;
    }
    if (strcmp(s, "all") == 0) {
        *out = SC_VARIANT_ALL;
        return true;
    }
    if (s[0] == '\0') {
        snprintf(err, err_len, "%s",
                 _("--variants: an empty list (give ufo, exploration, missions, all or none)"));
        return false;
    }
    uint8_t v = 0;
    for (const char *p = s;;) {
        size_t len = strcspn(p, ",");
        if (len == 0) {
            snprintf(err, err_len, _("--variants: an empty item in '%s'"), s);
            return false;
        }
        unsigned bit = 0;
        while (bit < 3 && (strlen(sc_variant_name((sc_variant)(1u << bit))) != len ||
                           strncmp(sc_variant_name((sc_variant)(1u << bit)), p, len) != 0)) {
            bit++;
        }
        if (bit == 3) {
            snprintf(err, err_len,
                     _("--variants: '%s' is not a list of ufo, exploration, missions"), s);
            return false;
        }
        if (v & (1u << bit)) {
            snprintf(err, err_len, _("--variants: '%.*s' is given twice"), (int)len, p);
            return false;
        }
        v |= (uint8_t)(1u << bit);
        if (p[len] == '\0') {
            break;
        }
        p += len + 1;
    }
    *out = v;
    return true;
}

/* Copies a path option's value, or says it is too long for dst (cutting it
 * would name another file). */
static bool put_path(const char *opt, const char *v, char *dst, size_t max, char *err,
                     size_t err_len)
{
    if (v[0] == '\0') {
        snprintf(err, err_len, _("%s: the path is empty"), opt);
        return false;
    }
    if (strlen(v) > max) {
        snprintf(err, err_len, _("%s: the path is longer than %zu bytes"), opt, max);
        return false;
    }
    memcpy(dst, v, strlen(v) + 1);
    return true;
}

#define NEED_ARG()                                                                                 \
    do {                                                                                           \
        if (i + 1 >= argc) {                                                                       \
            snprintf(err, err_len, _("%s needs a value"), a);                                      \
            return GM_PARSE_ERROR;                                                                 \
        }                                                                                          \
        v = argv[++i];                                                                             \
    } while (0)

void gm_options_min_window(int disp_w, int disp_h, int *w, int *h)
{
    *w = 1280;
    *h = 720;
    if (disp_w <= 0 || disp_h <= 0 || (disp_w >= *w && disp_h >= *h)) {
        return;
    }
    int fit_w = disp_h * 16 / 9;
    *w = disp_w < fit_w ? disp_w : fit_w;
    *h = *w * 9 / 16;
}

void gm_options_defaults(gm_options *opt)
{
    memset(opt, 0, sizeof *opt);
    opt->speed = -1;
    opt->screenshot_at = -1;
    opt->width = 1280;
    opt->height = 720;
}

gm_parse gm_options_parse(int argc, char **argv, gm_options *opt, char *err, size_t err_len)
{
    gm_options_defaults(opt);
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *v = NULL;
        unsigned long long n = 0;
        if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0) {
            return GM_PARSE_HELP;
        } else if (strcmp(a, "--version") == 0) {
            return GM_PARSE_VERSION;
        } else if (strcmp(a, "--autoplay") == 0) {
            opt->autoplay = true;
        } else if (strcmp(a, "--software") == 0) {
            opt->software = true;
        } else if (strcmp(a, "--screenshot") == 0) {
            NEED_ARG();
            if (!put_path(a, v, opt->screenshot, sizeof opt->screenshot - 1, err, err_len)) {
                return GM_PARSE_ERROR;
            }
        } else if (strcmp(a, "--screenshot-at") == 0) {
            NEED_ARG();
            if (!parse_ulong(v, 100000, &n)) {
                snprintf(err, err_len, _("--screenshot-at: '%s' is not a count"), v);
                return GM_PARSE_ERROR;
            }
            opt->screenshot_at = (long)n;
        } else if (strcmp(a, "--frame-bench") == 0) {
            NEED_ARG();
            if (!parse_ulong(v, 1000000, &n) || n == 0) {
                snprintf(err, err_len, _("--frame-bench: '%s' is not a count of frames"), v);
                return GM_PARSE_ERROR;
            }
            opt->frame_bench = (unsigned)n;
        } else if (strcmp(a, "--startup-bench") == 0) {
            opt->startup_bench = true;
        } else if (strcmp(a, "--pointer") == 0) {
            NEED_ARG();
            /* Each number begins with a digit: strtod alone took "5," as 5,0
             * and "nan,5" as a point nowhere. */
            char *end = NULL;
            double x = *v >= '0' && *v <= '9' ? strtod(v, &end) : -1;
            double y = end != NULL && end[0] == ',' && end[1] >= '0' && end[1] <= '9'
                           ? strtod(end + 1, &end)
                           : -1;
            if (end == NULL || *end != '\0' || x < 0 || x > 1920 || y < 0 || y > 1080) {
                snprintf(err, err_len, _("--pointer: '%s' is not X,Y within 1920,1080"), v);
                return GM_PARSE_ERROR;
            }
            opt->has_pointer = true;
            opt->pointer_x = (float)x;
            opt->pointer_y = (float)y;
        } else if (strcmp(a, "--speed") == 0) {
            NEED_ARG();
            opt->speed = -1;
            for (int s = 0; s < GM_SPEED_COUNT; s++) {
                if (strcmp(v, gm_speed_name((unsigned)s)) == 0) {
                    opt->speed = s;
                }
            }
            if (opt->speed < 0) {
                snprintf(err, err_len, _("--speed: '%s' is not slow, normal, fast or instant"), v);
                return GM_PARSE_ERROR;
            }
        } else if (strcmp(a, "--screen") == 0) {
            NEED_ARG();
            static const char *const screens[] = {"title", "setup",    "play", "rules",
                                                  "saves", "settings", "join"};
            bool known = false;
            for (size_t k = 0; k < sizeof screens / sizeof screens[0]; k++) {
                known |= strcmp(v, screens[k]) == 0;
            }
            if (!known) {
                snprintf(
                    err, err_len,
                    _("--screen: '%s' is not title, setup, play, rules, saves, settings or join"),
                    v);
                return GM_PARSE_ERROR;
            }
            opt->screen = v;
        } else if (strcmp(a, "--continue") == 0) {
            opt->continue_game = true;
        } else if (strcmp(a, "--load") == 0) {
            NEED_ARG();
            if (!put_path(a, v, opt->load, sizeof opt->load - 1, err, err_len)) {
                return GM_PARSE_ERROR;
            }
        } else if (strcmp(a, "--autoplay-delay") == 0) {
            NEED_ARG();
            if (!parse_ulong(v, 60000, &n)) {
                snprintf(err, err_len, _("--autoplay-delay: '%s' is not 0 to 60000 milliseconds"),
                         v);
                return GM_PARSE_ERROR;
            }
            opt->autoplay_delay = (unsigned)n;
        } else if (strcmp(a, "--seed") == 0) {
            NEED_ARG();
            if (!parse_ulong(v, UINT64_MAX, &n)) {
                snprintf(err, err_len, _("--seed: '%s' is not a whole number"), v);
                return GM_PARSE_ERROR;
            }
            opt->has_seed = true;
            opt->seed = n;
        } else if (strcmp(a, "--players") == 0) {
            NEED_ARG();
            if (!parse_ulong(v, SC_MAX_PLAYERS, &n) || n < SC_MIN_PLAYERS) {
                snprintf(err, err_len, _("--players: '%s' is not 2 to 5"), v);
                return GM_PARSE_ERROR;
            }
            opt->players = (unsigned)n;
        } else if (strcmp(a, "--variants") == 0) {
            NEED_ARG();
            if (!parse_variants(v, &opt->variants, err, err_len)) {
                return GM_PARSE_ERROR;
            }
        } else if (strcmp(a, "--size") == 0) {
            NEED_ARG();
            int w = 0, h = 0;
            char x = 0, extra = 0;
            if (sscanf(v, "%d%c%d%c", &w, &x, &h, &extra) != 3 || x != 'x' || w < 320 || h < 180 ||
                w > 16384 || h > 16384) {
                snprintf(err, err_len, _("--size: '%s' is not WIDTHxHEIGHT (at least 320x180)"), v);
                return GM_PARSE_ERROR;
            }
            opt->width = w;
            opt->height = h;
        } else if (strcmp(a, "--data") == 0) {
            NEED_ARG();
            if (!put_path(a, v, opt->datadir, GM_DATADIR_MAX, err, err_len)) {
                return GM_PARSE_ERROR;
            }
        } else if (strcmp(a, "--lang") == 0) {
            NEED_ARG();
            if (strcmp(v, "en") != 0 && strcmp(v, "fr") != 0) {
                snprintf(err, err_len, _("--lang: '%s' is not en or fr"), v);
                return GM_PARSE_ERROR;
            }
            snprintf(opt->lang, sizeof opt->lang, "%s", v);
        } else {
            snprintf(err, err_len, _("unknown option '%s' (see --help)"), a);
            return GM_PARSE_ERROR;
        }
    }
    if (opt->autoplay_delay > 0 && !opt->autoplay) {
        snprintf(err, err_len, _("--autoplay-delay needs --autoplay"));
        return GM_PARSE_ERROR;
    }
    if (opt->continue_game && opt->load[0] != '\0') {
        snprintf(err, err_len, _("--continue and --load cannot go together"));
        return GM_PARSE_ERROR;
    }
    if (opt->continue_game || opt->load[0] != '\0') {
        opt->screen = "play"; /* straight into the game, past the title */
    }
    if (opt->screenshot_at >= 0 && !opt->autoplay) {
        snprintf(err, err_len, _("--screenshot-at needs --autoplay"));
        return GM_PARSE_ERROR;
    }
    return GM_PARSE_RUN;
}
