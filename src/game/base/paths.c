/* Where the game's files are: see paths.h for the order of the rules. */
#define _XOPEN_SOURCE 700 /* readlink */
#include "paths.h"

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef _WIN32
#define WIN32_LEAN_AND_MEAN
#include <windows.h>
#else
#include <unistd.h>
#endif

#include "i18n.h"
#include "spacecats/file_io.h"

#ifndef PATH_MAX
#define PATH_MAX 4096
#endif

/* Configured by meson; these defaults only keep a hand build working. */
#ifndef SC_DATADIR
#define SC_DATADIR "/usr/local/share/spacecats"
#endif
#ifndef SC_LOCALEDIR
#define SC_LOCALEDIR "/usr/local/share/locale"
#endif
#ifndef SC_DATADIR_REL
#define SC_DATADIR_REL "../share/spacecats"
#endif
#ifndef SC_LOCALEDIR_REL
#define SC_LOCALEDIR_REL "../share/locale"
#endif

/* The file whose presence says a candidate folder is the right one. */
#define DATA_PROBE "layout/board.yaml"
#define LOCALE_PROBE "fr/LC_MESSAGES/spacecats.mo"

static bool set(const char *s)
{
    return s != NULL && s[0] != '\0';
}

static bool holds(const char *dir, const char *probe)
{
    char path[PATH_MAX];
    sc_file_info st;
    int n = snprintf(path, sizeof path, "%s/%s", dir, probe);
    return n > 0 && (size_t)n < sizeof path && sc_file_info_get(path, true, &st) &&
           st.kind == SC_FILE_REGULAR;
}

/* Copies dir without a trailing '/' (but "/" stays "/"). */
static void put(char *out, size_t len, const char *dir)
{
    snprintf(out, len, "%s", dir);
    size_t n = strlen(out);
    while (n > 1 && out[n - 1] == '/') {
        out[--n] = '\0';
    }
}

bool gm_paths_exe_dir(char *out, size_t len)
{
    char exe[PATH_MAX];
#ifdef _WIN32
    /* In UTF-8 with '/' (file_io.h's paths): the program may be installed
     * under a folder named in any language. */
    wchar_t wexe[PATH_MAX];
    DWORD wn = GetModuleFileNameW(NULL, wexe, PATH_MAX);
    if (wn == 0 || wn >= PATH_MAX ||
        WideCharToMultiByte(CP_UTF8, 0, wexe, -1, exe, (int)sizeof exe, NULL, NULL) <= 0) {
        return false;
    }
    for (char *p = exe; *p != '\0'; p++) {
        *p = *p == '\\' ? '/' : *p;
    }
#else
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n <= 0) {
        return false;
    }
    exe[n] = '\0';
#endif
    char *slash = strrchr(exe, '/');
    if (slash == NULL) {
        return false;
    }
    *slash = '\0';
    snprintf(out, len, "%s", exe[0] != '\0' ? exe : "/");
    return true;
}

/* True when the program runs from its own build folder. */
static bool in_build_tree(const char *exe_dir)
{
#ifdef SC_EXEDIR_BUILD
    if (!set(exe_dir)) {
        return false;
    }
    char *a = sc_file_real_path(exe_dir), *b = sc_file_real_path(SC_EXEDIR_BUILD);
    bool same = a != NULL && b != NULL && strcmp(a, b) == 0;
    free(a);
    free(b);
    return same;
#else
    (void)exe_dir;
    return false;
#endif
}

static gm_path_source resolve(const gm_path_inputs *in, const char *build, const char *rel,
                              const char *installed, const char *probe, char *out, size_t len)
{
    if (set(in->flag)) {
        put(out, len, in->flag);
        return GM_PATH_FLAG;
    }
    if (set(in->env)) {
        put(out, len, in->env);
        return GM_PATH_ENV;
    }
    if (set(build) && in_build_tree(in->exe_dir) && holds(build, probe)) {
        put(out, len, build);
        return GM_PATH_BUILD_TREE;
    }
    if (set(in->exe_dir)) {
        char beside[PATH_MAX];
        int n = snprintf(beside, sizeof beside, "%s/%s", in->exe_dir, rel);
        if (n > 0 && (size_t)n < sizeof beside && holds(beside, probe)) {
            char *real = sc_file_real_path(beside);
            put(out, len, real != NULL ? real : beside);
            free(real);
            return GM_PATH_BESIDE_PROGRAM;
        }
    }
    put(out, len, installed);
    return GM_PATH_INSTALLED;
}

gm_path_source gm_paths_data(const gm_path_inputs *in, char *out, size_t len)
{
#ifdef SC_DATADIR_BUILD
    const char *build = SC_DATADIR_BUILD;
#else
    const char *build = NULL;
#endif
    return resolve(in, build, SC_DATADIR_REL, SC_DATADIR, DATA_PROBE, out, len);
}

gm_path_source gm_paths_locale(const gm_path_inputs *in, char *out, size_t len)
{
#ifdef SC_LOCALEDIR_BUILD
    const char *build = SC_LOCALEDIR_BUILD;
#else
    const char *build = NULL;
#endif
    gm_path_inputs no_flag = {NULL, in->env, in->exe_dir};
    return resolve(&no_flag, build, SC_LOCALEDIR_REL, SC_LOCALEDIR, LOCALE_PROBE, out, len);
}

const char *gm_paths_env(const char *name, char *buf, size_t len)
{
#ifdef _WIN32
    /* getenv gives the ANSI code page's bytes: "Zoé" would not be UTF-8. */
    wchar_t wname[64];
    if (MultiByteToWideChar(CP_UTF8, 0, name, -1, wname, 64) <= 0) {
        return NULL;
    }
    const wchar_t *w = _wgetenv(wname);
    if (w == NULL || WideCharToMultiByte(CP_UTF8, 0, w, -1, buf, (int)len, NULL, NULL) <= 0) {
        return NULL;
    }
    return buf;
#else
    (void)buf;
    (void)len;
    return getenv(name);
#endif
}

void gm_paths_resolve(const char *data_flag, char *data, size_t data_len, char *locale,
                      size_t locale_len)
{
    char exe[PATH_MAX], data_env[PATH_MAX], locale_env[PATH_MAX];
    const char *exe_dir = gm_paths_exe_dir(exe, sizeof exe) ? exe : NULL;
    gm_path_inputs d = {data_flag, gm_paths_env("SPACECATS_DATADIR", data_env, sizeof data_env),
                        exe_dir};
    gm_paths_data(&d, data, data_len);
    gm_path_inputs l = {NULL, gm_paths_env("SPACECATS_LOCALEDIR", locale_env, sizeof locale_env),
                        exe_dir};
    gm_paths_locale(&l, locale, locale_len);
}

gm_path_source gm_paths_pref(const char *env, gm_pref_source platform, void *ctx, char *out,
                             size_t len)
{
    if (set(env)) {
        size_t n = strlen(env);
        snprintf(out, len, "%s%s", env, env[n - 1] == '/' ? "" : "/");
        return GM_PATH_ENV;
    }
    if (platform != NULL && platform(ctx, out, len) && out[0] != '\0') {
#ifdef _WIN32
        for (char *p = out; *p != '\0'; p++) {
            *p = *p == '\\' ? '/' : *p; /* file_io.h's paths: '/' between folders */
        }
#endif
        size_t n = strlen(out);
        if (out[n - 1] != '/' && n + 1 < len) {
            out[n] = '/';
            out[n + 1] = '\0';
        }
        return GM_PATH_PLATFORM;
    }
    out[0] = '\0';
    return GM_PATH_NONE;
}

/* dir + (a '/' if it lacks one) + tail into out; "" when it does not fit. */
static void join(const char *dir, const char *tail, char *out, size_t len)
{
    const char *sep = dir[strlen(dir) - 1] == '/' ? "" : "/";
    int n = snprintf(out, len, "%s%s%s", dir, sep, tail);
    if (n < 0 || (size_t)n >= len) {
        out[0] = '\0'; /* never a cut path */
    }
}

void gm_paths_cache(const char *xdg_cache, const char *pref_env, const char *home,
                    const char *prefdir, char *out, size_t len)
{
    if (set(xdg_cache) && xdg_cache[0] == '/') {
        join(xdg_cache, "spacecats/", out, len);
    } else if (set(pref_env)) {
        out[0] = '\0'; /* a test's folder: it stays as the test made it */
    } else if (set(home) && home[0] == '/') {
        join(home, ".cache/spacecats/", out, len);
    } else if (set(prefdir)) {
        join(prefdir, "cache/", out, len);
    } else {
        out[0] = '\0';
    }
}

bool gm_paths_make_dirs(const char *path, char *err, size_t err_len)
{
    char dir[PATH_MAX];
    int n = snprintf(dir, sizeof dir, "%s", path);
    if (n <= 0 || (size_t)n >= sizeof dir) {
        snprintf(err, err_len, _("%s: the path is too long"), path);
        return false;
    }
    /* Each parent in turn, then the folder itself: "a/b/c/" makes a, a/b, a/b/c. */
    for (char *p = dir + 1;; p++) {
        if (*p != '/' && *p != '\0') {
            continue;
        }
        char c = *p;
        *p = '\0';
        /* A folder already there is looked at first: on Windows the drive
         * ("C:") cannot be made, and says so otherwise than EEXIST. */
        sc_file_info st;
        if (!(sc_file_info_get(dir, true, &st) && st.kind == SC_FILE_FOLDER) &&
            !sc_file_make_folder(dir)) {
            int e = errno;
            if (e != EEXIST || !sc_file_info_get(dir, true, &st) || st.kind != SC_FILE_FOLDER) {
                snprintf(err, err_len, _("%s: cannot create the folder: %s"), dir,
                         strerror(e == EEXIST ? ENOTDIR : e));
                return false;
            }
        }
        *p = c;
        if (c == '\0') {
            return true;
        }
        while (p[1] == '/') {
            p++; /* "a//b" */
        }
        if (p[1] == '\0') {
            return true; /* a trailing '/' */
        }
    }
}
