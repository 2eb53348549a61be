/* Where the game's files are: the data folder, the translations and the
 * per-user folder. One module decides, so the installed program and the one
 * run from the build tree agree on the rules. No SDL: the platform's
 * per-user folder (SDL_GetPrefPath) is asked through a callback.
 *
 * The data folder, first match wins:
 *   1. --data DIR;
 *   2. $SPACECATS_DATADIR;
 *   3. the source tree's data (SC_DATADIR_BUILD) when the program runs from
 *      its build folder (SC_EXEDIR_BUILD);
 *   4. beside the program: <bindir>/SC_DATADIR_REL (a staged or moved
 *      install, e.g. meson install --destdir, finds its own data);
 *   5. the configured, installed folder SC_DATADIR.
 * The translations follow the same order with $SPACECATS_LOCALEDIR, the
 * build tree's compiled catalogs (SC_LOCALEDIR_BUILD), SC_LOCALEDIR_REL and
 * the installed SC_LOCALEDIR. Steps 3 and 4 need the folder to hold the
 * expected file (layout/board.yaml, fr/LC_MESSAGES/spacecats.mo). */
#ifndef GM_PATHS_H
#define GM_PATHS_H

#include <stdbool.h>
#include <stddef.h>

/* The desktop id: the .desktop and metainfo file names, the icon name and
 * the window class all use it (meson passes the same one). */
#ifndef GM_DESKTOP_ID
#define GM_DESKTOP_ID "io.github.spacecats.SpaceCats"
#endif

/* Where each folder came from (for --version style diagnostics and tests). */
typedef enum gm_path_source {
    GM_PATH_FLAG,
    GM_PATH_ENV,
    GM_PATH_BUILD_TREE,
    GM_PATH_BESIDE_PROGRAM,
    GM_PATH_INSTALLED,
    GM_PATH_PLATFORM, /* the per-user folder from the platform */
    GM_PATH_NONE,
} gm_path_source;

/* The inputs of a resolution, so tests can give them all. NULL or "" = unset. */
typedef struct gm_path_inputs {
    const char *flag;    /* --data (data folder only) */
    const char *env;     /* the environment variable's value */
    const char *exe_dir; /* the running program's folder, no trailing '/' */
} gm_path_inputs;

/* The folder of the running program (from /proc/self/exe, or Windows' own
 * GetModuleFileName), in UTF-8 with '/'; false if unknown. */
bool gm_paths_exe_dir(char *out, size_t len);

/* The data folder, without a trailing '/'. */
gm_path_source gm_paths_data(const gm_path_inputs *in, char *out, size_t len);

/* The folder holding <lang>/LC_MESSAGES/spacecats.mo. */
gm_path_source gm_paths_locale(const gm_path_inputs *in, char *out, size_t len);

/* The environment variable name's value in UTF-8 (in buf on Windows, whose
 * getenv answers in the ANSI code page), or NULL if unset. */
const char *gm_paths_env(const char *name, char *buf, size_t len);

/* Both from the real environment and program location: the data folder
 * from --data (may be NULL), then $SPACECATS_DATADIR...; the translations
 * from $SPACECATS_LOCALEDIR.... */
void gm_paths_resolve(const char *data_flag, char *data, size_t data_len, char *locale,
                      size_t locale_len);

/* Asks the platform for the per-user folder (writes it with a trailing '/');
 * false if there is none. */
typedef bool (*gm_pref_source)(void *ctx, char *out, size_t len);

/* The per-user folder for settings and saves, with a trailing '/':
 * $SPACECATS_PREFDIR (tests point it at a scratch folder), else the
 * platform's answer (asked only then, as asking may create the folder).
 * Returns GM_PATH_NONE with out = "" if there is none. */
gm_path_source gm_paths_pref(const char *env, gm_pref_source platform, void *ctx, char *out,
                             size_t len);

/* The per-user cache folder (what can be made again: the art rasterised),
 * with a trailing '/': $XDG_CACHE_HOME/spacecats/ (an absolute path);
 * else none when $SPACECATS_PREFDIR (pref_env) points the per-user folder
 * elsewhere (tests, which check what is written there); else
 * $HOME/.cache/spacecats/; else the per-user folder's cache/ (Windows).
 * "" when there is none. */
void gm_paths_cache(const char *xdg_cache, const char *pref_env, const char *home,
                    const char *prefdir, char *out, size_t len);

/* Creates the folder path and any missing parents (as mkdir -p), each with
 * mode 0700 (the per-user folder is the player's alone). True when it
 * exists as a folder; false with "FOLDER: reason" in err. */
bool gm_paths_make_dirs(const char *path, char *err, size_t err_len);

#endif
