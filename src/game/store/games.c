/* The games the screens play (games.h): the settings, new games, saves
 * opened, the autosaves and what the title tells of them. */
#include "games.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "hosting.h"
#include "i18n.h"
#include "joined.h"
#include "remote.h"
#include "save_names.h"
#include "spacecats/ai.h"
#include "spacecats/file_io.h"
#include "spacecats/fresh.h"
#include "spacecats/net_code.h"

/* Computer seats play at the middle level; autoplay at a quick one, since a
 * whole game runs in one go (the choice of level changes no rule). */
static unsigned default_level(const gm_options *opt)
{
    const sc_ai_level *lvl = sc_ai_level_find(opt->autoplay ? "cadet" : "captain");
    return lvl != NULL ? lvl->id : 0;
}

bool gm_games_init(gm_games *g, const gm_options *opt, sc_mat *mat, gm_layout *layout, char *err,
                   size_t err_len)
{
    memset(g, 0, sizeof *g);
    g->opt = opt;
    g->shown_mat = mat;
    g->shown_layout = layout;
    if (!gm_mat_store_load(&g->mats, opt->datadir, err, err_len)) {
        return false;
    }
    *mat = *g->mats.view.mat[0];
    *layout = *g->mats.view.layout[0];
    /* The default setup: one human against three computers, or all
     * computers when autoplaying. */
    gm_new_game *s = &g->setup;
    s->n_players = (uint8_t)(opt->players ? opt->players : 4);
    for (unsigned i = 0; i < SC_MAX_PLAYERS; i++) {
        s->seats[i] = (gm_seat){
            .kind = (opt->autoplay || i > 0) ? GM_SEAT_COMPUTER : GM_SEAT_HUMAN,
            .colour = (uint8_t)i,
            .level = (uint8_t)default_level(opt),
        };
    }
    s->variants = opt->variants;
    s->first_player = -1;
    gm_settings_defaults(&g->settings); /* until gm_games_load_settings */
    /* From the kernel: a seed from the clock would be found by trying the
     * seconds around the start, and two games started in one second would
     * be one game. --seed fixes it, for reproducible runs. */
    s->seed = opt->has_seed ? opt->seed : sc_fresh_seed(NULL);
    return true;
}

/* A settings file none of which could be read: the next change of a
 * setting would replace what the player wrote with the defaults, so it is
 * set aside first, and the warning says where (on the title too). */
static void set_settings_aside(gm_games *g, const char *path)
{
    char *warn = g->settings_warning;
    size_t len = sizeof g->settings_warning, n = strlen(warn);
    gm_save_error err;
    if (!gm_save_set_aside(path, time(NULL), err.set_aside, sizeof err.set_aside, &err)) {
        snprintf(warn + n, len - n, "; %s", err.message);
        return;
    }
    snprintf(warn + n, len - n, _(" (the file was set aside as %s)"), err.set_aside);
    if (g->notice[0] == '\0') {
        snprintf(g->notice, sizeof g->notice, "%s", warn);
    }
}

void gm_games_load_settings(gm_games *g)
{
    g->settings_warning[0] = '\0';
    gm_settings_defaults(&g->settings);
    if (g->prefdir[0] != '\0') {
        char path[sizeof g->prefdir + 16];
        snprintf(path, sizeof path, "%ssettings.yaml", g->prefdir);
        bool unusable = false;
        if (!gm_settings_read(&g->settings, path, g->settings_warning, sizeof g->settings_warning,
                              &unusable)) {
            if (unusable) {
                set_settings_aside(g, path);
            }
            fprintf(stderr, "spacecats: %s\n", g->settings_warning);
        }
    }
    const gm_options *opt = g->opt;
    if (!opt->autoplay && opt->players == 0 && opt->variants == 0) {
        uint64_t seed = g->setup.seed; /* seeds are not kept */
        g->setup = g->settings.setup;
        g->setup.seed = seed;
    }
}

bool gm_games_save_settings(gm_games *g)
{
    g->settings.setup = g->setup;
    g->settings.setup.seed = 0;
    if (g->prefdir[0] == '\0') {
        return false; /* no per-user folder: main() said so at start */
    }
    char path[sizeof g->prefdir + 16];
    snprintf(path, sizeof path, "%ssettings.yaml", g->prefdir);
    if (!gm_settings_save(&g->settings, path, g->settings_warning, sizeof g->settings_warning)) {
        fprintf(stderr, "spacecats: %s\n", g->settings_warning);
        return false;
    }
    return true;
}

/* Animation duration factor and computer pause (seconds) of each speed:
 * slow, normal, fast, instant. */
static const float speed_scale[GM_SPEED_COUNT] = {1.6f, 1.0f, 0.5f, 0.0f};
static const float speed_delay[GM_SPEED_COUNT] = {1.0f, 0.6f, 0.2333f, 0.0f};

void gm_games_play_settings(gm_games *g)
{
    if (g->play == NULL) {
        return;
    }
    unsigned sp = g->settings.speed < GM_SPEED_COUNT ? g->settings.speed : GM_SPEED_NORMAL;
    if (g->opt->speed >= 0) {
        sp = (unsigned)g->opt->speed;
    } else if (g->opt->autoplay) {
        sp = GM_SPEED_INSTANT;
    }
    float pause = speed_delay[sp];
    if (g->opt->autoplay && g->opt->autoplay_delay > 0) {
        /* A watched or killed-in-the-middle autoplay (tests/game/kill_resume.py). */
        pause = (float)g->opt->autoplay_delay / 1000.0f;
    }
    gm_session_set_speed(g->play->session, speed_scale[sp], pause);
    gm_session_set_auto_roll(g->play->session, g->settings.auto_roll && !g->opt->autoplay);
}

/* What the autosaves written since have to say, said. */
static void hear_autosaves(gm_games *g)
{
    char kept[GM_SAVE_NAME_MAX];
    gm_save_error err;
    if (g->saves == NULL || !gm_save_writer_news(g->saves, kept, sizeof kept, &err)) {
        return;
    }
    if (err.message[0] != '\0' && strcmp(err.message, g->notice) != 0) {
        /* Said once, not after every action; the game goes on. */
        fprintf(stderr, _("spacecats: the game could not be saved: %s\n"), err.message);
        snprintf(g->notice, sizeof g->notice, "%s", err.message);
    }
    if (kept[0] != '\0') {
        /* The game this one replaced is in Saved games: said where (on the
         * title, in the language it is drawn in: gm_games_notice). */
        snprintf(g->kept, sizeof g->kept, "%s", kept);
        g->notice[0] = '\0';
        char say[sizeof g->notice];
        fprintf(stderr, "spacecats: %s\n", gm_games_notice(g, say, sizeof say));
    }
}

/* The autosaves of another game from now on; st: what of it is on disk. */
static void start_autosaves(gm_games *g, gm_autosave st)
{
    if (g->saves == NULL) {
        g->saves = gm_save_writer_new(g->saves_threaded);
    }
    if (g->saves != NULL) {
        gm_save_writer_restart(g->saves, st);
        hear_autosaves(g);
    }
}

bool gm_games_new_game(gm_games *g)
{
    if (!g->first_opened && (g->opt->continue_game || g->opt->load[0] != '\0')) {
        /* --continue, --load: the first game is the saved one, once. */
        char path[sizeof g->opt->load];
        snprintf(path, sizeof path, "%s", g->opt->load);
        g->first_opened = true;
        gm_save_error err;
        if (gm_games_open_save(g, path[0] != '\0' ? path : NULL, &err)) {
            return true;
        }
        if (err.status == GM_SAVE_MISSING && path[0] != '\0') {
            /* --load of a file that is not there: said for --load. */
            fprintf(stderr, _("spacecats: --load: there is no file to load (%s)\n"), err.message);
        } else if (err.status == GM_SAVE_MISSING) {
            fprintf(stderr, _("spacecats: there is no saved game to continue (%s)\n"), err.message);
        } else {
            fprintf(stderr, "spacecats: %s\n", err.message);
        }
        g->give_up = true;
        return false;
    }
    start_autosaves(g, (gm_autosave){0}); /* a new game: its first state is saved */
    if (g->play == NULL) {
        g->play = gm_play_new(g->shown_layout);
        if (g->play == NULL) {
            return false;
        }
    }
    sc_setup setup = {
        .n_players = g->setup.n_players,
        .variants = g->setup.variants,
        .first_player = g->setup.first_player,
        .seed = g->setup.seed,
    };
    const gm_mats *mats = &g->mats.view;
    gm_games_show_mat(g, mats->mat[0]);
    /* A table the host's screen handed over hosts this game; any other
     * table is over. */
    bool hosted = g->hosting != NULL && !gm_hosting_playing(g->hosting);
    if (!hosted) {
        gm_hosting_free(g->hosting);
        g->hosting = NULL;
    }
    char why[256];
    if (hosted && !gm_hosting_start(g->hosting, g->play->session, &setup, why, sizeof why)) {
        snprintf(g->notice, sizeof g->notice, "%s", why);
        gm_hosting_free(g->hosting);
        g->hosting = NULL;
        return false;
    }
    if (!hosted && !gm_session_start(g->play->session, mats->mat[0], &setup, g->setup.seats)) {
        gm_play_free(g->play);
        g->play = NULL;
        return false;
    }
    if (!g->opt->has_seed && !hosted) { /* a hosted game's seeds are the hosting's */
        /* The computers' decisions their own seed, so that they say
         * nothing of the game's. */
        gm_session_set_computers_seed(g->play->session, sc_fresh_seed(NULL));
    }
    gm_games_play_settings(g);
    /* The next game deals afresh. */
    g->setup.seed = g->opt->has_seed ? g->setup.seed + 1 : sc_fresh_seed(NULL);
    return true;
}

_Static_assert(GM_HOST_PORT_DEFAULT == SC_NET_PORT, "the usual port is the network's");

uint16_t gm_games_host_port(const gm_games *g)
{
    if (g->host_port < 0) {
        return 0;
    }
    return g->settings.host_port >= GM_HOST_PORT_MIN ? g->settings.host_port : SC_NET_PORT;
}

/* A hosted game loaded (its friends' seats remote): hosted again on the
 * port, its friends away until they come back with their tokens. When it
 * cannot be (the port in use), computers play the friends' seats, so that
 * the game goes on, and the player is told. */
static void host_loaded(gm_games *g, gm_session *s)
{
    bool hosted = false;
    for (unsigned i = 0; i < gm_session_game(s)->setup.n_players; i++) {
        hosted |= gm_session_seat(s, i)->kind == GM_SEAT_REMOTE;
    }
    if (!hosted) {
        return;
    }
    gm_hosting_config cfg = {
        .port = gm_games_host_port(g), .away_ms = 60000, .version = SC_VERSION};
    gm_hosting_config_of(s, &cfg);
    char why[256] = "";
    g->hosting = gm_hosting_new(&cfg, why, sizeof why);
    if (g->hosting != NULL && gm_hosting_resume(g->hosting, s, why, sizeof why)) {
        return;
    }
    gm_hosting_free(g->hosting);
    g->hosting = NULL;
    for (unsigned i = 0; i < gm_session_game(s)->setup.n_players; i++) {
        if (gm_session_seat(s, i)->kind == GM_SEAT_REMOTE) {
            gm_session_set_seat_kind(s, i, GM_SEAT_COMPUTER);
        }
    }
    snprintf(g->notice, sizeof g->notice,
             _("The game cannot be hosted again (%s): computers play your friends' seats."), why);
}

bool gm_games_open_save(gm_games *g, const char *path, gm_save_error *err)
{
    gm_save_writer_flush(g->saves); /* the folder as the game in play left it */
    /* Into a fresh game, so a failure leaves the game in play untouched. */
    gm_play *p = gm_play_new(g->shown_layout);
    if (p == NULL) {
        snprintf(err->message, sizeof err->message, "%s", _("out of memory"));
        err->status = GM_SAVE_IO;
        return false;
    }
    char warn[GM_SAVE_PATH_MAX + 300] = "";
    time_t now = time(NULL);
    char autosave[GM_SAVE_PATH_MAX];
    if (path != NULL && gm_saves_path(g->prefdir, GM_AUTOSAVE_FILE, autosave, sizeof autosave) &&
        sc_file_same(path, autosave)) {
        path = NULL; /* the autosave by its path: the game in progress itself */
    }
    bool ok;
    const gm_mats *mats = &g->mats.view;
    if (path == NULL) {
        ok = gm_saves_continue(g->prefdir, mats, g->setup.seats, p->session, warn, sizeof warn, now,
                               err);
    } else if (gm_saves_is_own(g->prefdir, path)) {
        /* The game's own files are set aside when damaged ... */
        ok = gm_save_open(path, mats, g->setup.seats, p->session, warn, sizeof warn, now, err);
    } else {
        /* ... a file of the player's elsewhere is left where it is. */
        ok = gm_save_read(path, mats, g->setup.seats, p->session, warn, sizeof warn, err);
    }
    if (!ok) {
        gm_play_free(p);
        return false;
    }
    if (warn[0] != '\0') {
        fprintf(stderr, "spacecats: %s\n", warn);
    }
    if (g->opt->autoplay) {
        /* Autoplay means every seat a computer, a loaded game's humans too:
         * nobody is there to click. */
        for (unsigned i = 0; i < SC_MAX_PLAYERS; i++) {
            gm_seat seat = *gm_session_seat(p->session, i);
            if (seat.kind == GM_SEAT_HUMAN) {
                seat.kind = GM_SEAT_COMPUTER;
                seat.level = (uint8_t)default_level(g->opt);
                gm_session_set_seat(p->session, i, &seat);
            }
        }
        gm_session_language_changed(p->session); /* "Computer 1", not "Player 1" */
    }
    gm_hosting_free(g->hosting); /* the game it watched goes */
    g->hosting = NULL;
    if (g->play != NULL) {
        gm_play_free(g->play);
    }
    g->play = p;
    g->game_active = true;
    host_loaded(g, p->session);
    gm_games_show_mat(g, gm_play_game(p)->mat); /* the mat it started on */
    /* The autosave is this game as loaded (written at once for a file
     * loaded from elsewhere, so Continue finds it). */
    start_autosaves(g, (gm_autosave){.saved = path == NULL,
                                     .actions = gm_session_revision(p->session),
                                     /* finished: the autosave of the game in progress stays */
                                     .off = sc_game_over(gm_play_game(p))});
    gm_session_set_threaded(p->session, !g->opt->autoplay);
    gm_games_play_settings(g);
    gm_games_autosave(g);
    return true;
}

/* A joined game, once over, holds the whole record the host sent: kept as
 * the last game, as a local game is (what Saved games exports when no game
 * is in play). Written here alone: the autosave of a game of our own is
 * left as it is. Tried once; a failure is said, not repeated every tick. */
static void keep_joined(gm_games *g)
{
    size_t len = 0;
    char *text = gm_save_compose(g->play->session, &len);
    char path[GM_SAVE_PATH_MAX];
    gm_save_error err = {0};
    if (text != NULL && gm_saves_path(g->prefdir, GM_LAST_GAME_FILE, path, sizeof path) &&
        !gm_save_write_text(path, text, len, &err)) {
        fprintf(stderr, _("spacecats: the game could not be saved: %s\n"), err.message);
        snprintf(g->notice, sizeof g->notice, "%s", err.message);
    }
    free(text);
}

void gm_games_autosave(gm_games *g)
{
    if (g->play == NULL || gm_session_held(g->play->session)) {
        return;
    }
    if (gm_session_remote(g->play->session)) {
        /* In play, a joined game is the host's to keep. */
        bool over = sc_game_over(gm_play_game(g->play));
        if (over && !g->joined_kept && g->prefdir[0] != '\0') {
            keep_joined(g);
            /* Over: the seat is not to be taken back any more (the title's
             * Continue offers it no more). */
            char err[700];
            if (!gm_joined_forget(g->prefdir, err, sizeof err)) {
                fprintf(stderr, "spacecats: %s\n", err);
            }
        }
        g->joined_kept = over;
        return;
    }
    if (g->saves == NULL && (g->saves = gm_save_writer_new(g->saves_threaded)) == NULL &&
        (g->saves = gm_save_writer_new(false)) == NULL) {
        return; /* out of memory: the next change tries again */
    }
    gm_save_writer_post(g->saves, g->prefdir, g->play->session);
    hear_autosaves(g);
}

void gm_games_autosave_flush(gm_games *g)
{
    gm_games_autosave(g);
    gm_save_writer_flush(g->saves);
    hear_autosaves(g);
}

bool gm_games_show_mat(gm_games *g, const sc_mat *mat)
{
    const gm_mats *m = &g->mats.view;
    for (unsigned i = 0; i < m->n; i++) {
        if (m->mat[i] == mat && g->shown_mat->checksum != mat->checksum) {
            *g->shown_mat = *mat;
            *g->shown_layout = *m->layout[i];
            return true;
        }
    }
    return false;
}

void gm_games_free(gm_games *g)
{
    /* What it was handed is written first, and what that had to say is
     * said (a game kept in Saved games) before the game stops. */
    gm_save_writer_flush(g->saves);
    hear_autosaves(g);
    gm_save_writer_free(g->saves);
    g->saves = NULL;
    gm_hosting_free(g->hosting); /* before the game it watches */
    g->hosting = NULL;
    gm_remote_free(g->joining);
    g->joining = NULL;
    if (g->play != NULL) {
        gm_play_free(g->play);
        g->play = NULL;
    }
    gm_mat_store_free(&g->mats);
}

const char *gm_games_notice(const gm_games *g, char *buf, size_t len)
{
    if (g->notice[0] != '\0' || g->kept[0] == '\0') {
        snprintf(buf, len, "%s", g->notice);
        return buf;
    }
    char shown[GM_SAVE_NAME_MAX + 64];
    gm_saves_shown(g->kept, shown, sizeof shown);
    snprintf(buf, len, _("Your unfinished game was kept in Saved games as \"%s\"."), shown);
    return buf;
}

void gm_games_cannot_continue(gm_games *g, const char *why)
{
    snprintf(g->notice, sizeof g->notice, _("The saved game cannot be continued: %s"), why);
    fprintf(stderr, "spacecats: %s\n", g->notice);
}

void gm_games_notice_read(gm_games *g)
{
    g->notice[0] = g->kept[0] = '\0';
}
