/* Where the game's files are: see paths.h for the order of the rules. */
#define _XOPEN_SOURCE 700 /* realpath */
#include "paths.h"

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "i18n.h"

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
    struct stat st;
    int n = snprintf(path, sizeof path, "%s/%s", dir, probe);
    return n > 0 && (size_t)n < sizeof path && stat(path, &st) == 0 && S_ISREG(st.st_mode);
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
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n <= 0) {
        return false;
    }
    exe[n] = '\0';
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
    char a[PATH_MAX], b[PATH_MAX];
    return set(exe_dir) && realpath(exe_dir, a) != NULL && realpath(SC_EXEDIR_BUILD, b) != NULL &&
           strcmp(a, b) == 0;
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
            char real[PATH_MAX];
            put(out, len, realpath(beside, real) != NULL ? real : beside);
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

void gm_paths_resolve(const char *data_flag, char *data, size_t data_len, char *locale,
                      size_t locale_len)
{
    char exe[PATH_MAX];
    const char *exe_dir = gm_paths_exe_dir(exe, sizeof exe) ? exe : NULL;
    gm_path_inputs d = {data_flag, getenv("SPACECATS_DATADIR"), exe_dir};
    gm_paths_data(&d, data, data_len);
    gm_path_inputs l = {NULL, getenv("SPACECATS_LOCALEDIR"), exe_dir};
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
        if (mkdir(dir, 0700) != 0) {
            int e = errno;
            struct stat st;
            if (e != EEXIST || stat(dir, &st) != 0 || !S_ISDIR(st.st_mode)) {
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
