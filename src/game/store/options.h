/* Command-line options of the `spacecats` program, parsed without SDL so
 * tests can check them. */
#ifndef GM_OPTIONS_H
#define GM_OPTIONS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* The longest data folder: the files under it are named in 512-byte
 * buffers (e.g. DIR/art/NAME.svg). A longer --data is refused, never cut. */
enum { GM_DATADIR_MAX = 480 };

typedef struct gm_options {
    bool autoplay;           /* every seat a computer, fastest speed */
    char screenshot[512];    /* write a PNG and exit ("" = no) */
    long screenshot_at;      /* with autoplay: stop after N rolls and decisions; -1 = at the end */
    const char *screen;      /* the first screen by name, or NULL (title) */
    bool continue_game;      /* --continue: open the autosave (implies --screen play) */
    char load[512];          /* --load: open this save or record ("" = no; implies --screen play) */
    unsigned autoplay_delay; /* --autoplay-delay: ms between autoplay actions; 0 = none */
    int speed;               /* --speed: a gm_speed; -1 = the settings' */
    unsigned
        frame_bench;    /* --frame-bench N: time N frames of the first screen drawn, print, exit */
    bool startup_bench; /* --startup-bench: print the start-up's steps at the first frame, exit */
    bool has_pointer;   /* --pointer: where the pointer rests, for screenshots */
    float pointer_x, pointer_y;
    bool has_seed;
    uint64_t seed;
    unsigned players;  /* 0 = the default (autoplay: 4) */
    uint8_t variants;  /* sc_variant bits */
    int width, height; /* window size in points */
    bool software;     /* force the software renderer */
    char datadir[512]; /* --data as given ("" = none); main() then puts the resolved
                        * data folder here (gm_paths_resolve) */
    char lang[8];      /* --lang: "en" or "fr"; "" = the settings decide */
    /* Simulated games per estimate of the review screen; 0 = the review's
     * own (SC_REVIEW_WORLDS). Not a command-line option: tests that click
     * through many reviews ask for few, the numbers shown matter less
     * there than the screen. */
    unsigned review_worlds;
    /* The review screen's work done on the UI thread, this many steps a
     * frame (0: on a thread of its own, or at once under autoplay). Not a
     * command-line option: tests watch the review grow frame by frame. */
    unsigned review_steps;
} gm_options;

typedef enum gm_parse {
    GM_PARSE_RUN,
    GM_PARSE_HELP,    /* printed usage: exit 0 */
    GM_PARSE_VERSION, /* printed the version: exit 0 */
    GM_PARSE_ERROR,   /* err holds the message: exit 2 */
} gm_parse;

/* The --help text in pieces, each translated when printed; NULL-terminated. */
extern const char *const gm_usage[];

/* What a run without options gets (what gm_options_parse starts from). */
void gm_options_defaults(gm_options *opt);

/* The smallest window a player may make: 1280x720, where the smallest
 * text is 16 pixels (the screen is laid out at 1920x1080 and scaled, so a
 * smaller window shrinks every word below what reads comfortably); on a
 * display (usable area disp_w x disp_h; 0: unknown) that cannot hold it,
 * the largest 16:9 window it can. */
void gm_options_min_window(int disp_w, int disp_h, int *w, int *h);

gm_parse gm_options_parse(int argc, char **argv, gm_options *opt, char *err, size_t err_len);

#endif
