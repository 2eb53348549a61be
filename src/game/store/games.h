/* The games the screens play, served below them: the mats, the settings
 * and the setup of the next game, the game in play and its autosaves, and
 * what the title has to tell the player. The app owns one (app->games) and
 * the screens use it; it knows no screen, no window and no app. Headless:
 * tests drive it with a scratch per-user folder. */
#ifndef GM_GAMES_H
#define GM_GAMES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "layout.h"
#include "mats.h"
#include "options.h"
#include "play.h"
#include "save_writer.h"
#include "saves.h"
#include "seats.h"
#include "settings.h"
#include "spacecats/mat.h"

typedef struct gm_hosting gm_hosting;
typedef struct gm_remote gm_remote;

typedef struct gm_games {
    const gm_options *opt; /* the run's options (the app's), never changed */
    /* --continue or --load has opened its game (the first game only). */
    bool first_opened;
    /* The game could not start as --continue or --load asked: the run ends
     * with exit code 1 (the caller of gm_games_new_game sees to it). */
    bool give_up;
    /* Every mat the game shipped, each with its layout (mats.h): new games
     * are on mats.view.mat[0], a saved game on the one it started on. */
    gm_mat_store mats;
    /* Where the mat the screens show and its layout go (gm_games_show_mat):
     * the drawing's copies, which the owner of this keeps. */
    sc_mat *shown_mat;
    gm_layout *shown_layout;

    gm_new_game setup; /* the next game's */
    char prefdir[512]; /* the per-user folder (settings, saves), with a trailing '/'; "" = none */
    gm_settings settings; /* as loaded from <prefdir>settings.yaml (settings.h) */
    char settings_warning[GM_SAVE_PATH_MAX + 512]; /* what was wrong with that file; "" = nothing */
    gm_play *play;                                 /* the last game, or NULL */
    bool game_active;                              /* play resumes it rather than dealing afresh */
    /* The table hosted for friends (hosting.h): handed over by the host's
     * screen before its game starts, then watching that game; NULL: none.
     * Freed before the game it watches. */
    gm_hosting *hosting;
    /* The port a table hosted here listens on: 0 the player's
     * (settings.host_port), -1 any free one (tests, which run side by side). */
    int host_port;
    /* A connection to a game hosted elsewhere (remote.h), from the join
     * screen until the game starts (then the session's: gm_session_join),
     * and the name we join under (the seats' colours are the host's). */
    gm_remote *joining;
    char join_name[GM_NAME_LEN];
    /* Where the join screen sends its probes for games on the local
     * network: "" every machine of it (a broadcast), or an address (tests:
     * 127.0.0.1); find_port 0: the usual port (finding.h). */
    char find_address[16];
    uint16_t find_port;
    /* The autosave's writer (save_writer.h), made at the first autosave:
     * on a thread of its own when saves_threaded (the window's game). */
    gm_save_writer *saves;
    bool saves_threaded;
    /* A joined game, finished, was kept as the last game (gm_games_autosave),
     * and its seat's token forgotten (joined.h). */
    bool joined_kept;
    /* The title has read joined.txt once and said what was wrong with it. */
    bool joined_checked;
    /* What the title tells the player (a save set aside, a failed
     * autosave); "" = nothing (gm_games_notice). */
    char notice[GM_SAVE_PATH_MAX + 512];
    /* The name under which the game a new one replaced was kept in Saved
     * games, said on the title in the language of the moment; "" = none. */
    char kept[GM_SAVE_NAME_MAX];
} gm_games;

/* Loads the mats and their layouts from opt's data folder, and sets the
 * default setup; the shown mat and layout are written to mat and layout
 * (which must outlive g). False with a message. */
bool gm_games_init(gm_games *g, const gm_options *opt, sc_mat *mat, gm_layout *layout, char *err,
                   size_t err_len);
/* Writes what the writer holds (and says what it had to say), then frees
 * the game in play, the writer and the mats. */
void gm_games_free(gm_games *g);

/* The screens show a game on this mat (one of g->mats'): the shown mat and
 * layout become its and its layout's. True when they changed. */
bool gm_games_show_mat(gm_games *g, const sc_mat *mat);

/* Reads <prefdir>settings.yaml into g->settings (a problem goes to stderr
 * and g->settings_warning; the game goes on with defaults for the bad
 * keys) and takes its setup, speed and hints, unless --autoplay, --players
 * or --variants chose the setup. Call once g->prefdir is known. */
void gm_games_load_settings(gm_games *g);
/* Copies g->setup into g->settings and writes the file; false (with the
 * message in g->settings_warning and on stderr) when it could not. */
bool gm_games_save_settings(gm_games *g);

/* Starts g->setup as a new game in g->play (allocated here); the first
 * time, the game --continue or --load names instead (g->give_up when it
 * cannot be opened). */
bool gm_games_new_game(gm_games *g);

/* Opens a save into g->play and makes it the game in play (path NULL:
 * the autosave). A damaged save is set aside; false with err then. */
bool gm_games_open_save(gm_games *g, const char *path, gm_save_error *err);

/* Autosaves the game if it changed since (after every action): handed to
 * the writer, written at once when it has no thread. */
void gm_games_autosave(gm_games *g);
/* The same, and waits until the autosave is on disk (before reading the
 * saves' folder). */
void gm_games_autosave_flush(gm_games *g);

/* The autosave cannot be continued (why: err's message): said on stderr,
 * and by the title in place of what it had to say. */
void gm_games_cannot_continue(gm_games *g, const char *why);
/* What the title says: the notice, or where the game a new one replaced
 * was kept, worded now (the language may have changed since). Into buf. */
const char *gm_games_notice(const gm_games *g, char *buf, size_t len);
/* The player has read it (a new game or Continue from the title). */
void gm_games_notice_read(gm_games *g);

/* The port to host a table on: the player's (settings), or 0 (any free
 * one) for tests. */
uint16_t gm_games_host_port(const gm_games *g);

/* Applies the settings (speed, dice rolling by themselves) and the
 * options (--speed, --autoplay) to the game in play. */
void gm_games_play_settings(gm_games *g);

#endif
