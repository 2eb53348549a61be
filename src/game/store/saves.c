/* Saved games in the per-user folder (see saves.h): the autosave, keeping
 * a game in progress, tidying at start, naming, saving and deleting named
 * saves (their list is saves_list.c's). */
#define _XOPEN_SOURCE 700 /* localtime_r */

#include "saves.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "paths.h"
#include "save_lines.h"
#include "save_names.h"
#include "spacecats/file_io.h"

/* ---- the autosave ------------------------------------------------------- */

bool gm_saves_path(const char *prefdir, const char *file, char *out, size_t out_len)
{
    if (prefdir == NULL || prefdir[0] == '\0') {
        return false;
    }
    int n = snprintf(out, out_len, "%s%s", prefdir, file);
    return n > 0 && (size_t)n < out_len;
}

/* The per-user folder may not exist yet, nor its parents (a fresh
 * SPACECATS_PREFDIR): made as mkdir -p would. A failure shows in the write. */
static void make_dir(const char *dir)
{
    char msg[GM_SAVE_PATH_MAX + 128];
    (void)gm_paths_make_dirs(dir, msg, sizeof msg);
}

/* The real path of path's folder (malloc'd), or NULL. */
static char *real_folder(const char *path)
{
    char dir[GM_SAVE_PATH_MAX];
    const char *slash = strrchr(path, '/');
    if (slash == NULL) {
        snprintf(dir, sizeof dir, ".");
    } else if (slash == path) {
        snprintf(dir, sizeof dir, "/");
    } else if ((size_t)(slash - path) < sizeof dir) {
        memcpy(dir, path, (size_t)(slash - path));
        dir[slash - path] = '\0';
    } else {
        return NULL;
    }
    return sc_file_real_path(dir);
}

bool gm_saves_is_own(const char *prefdir, const char *path)
{
    if (prefdir == NULL || prefdir[0] == '\0') {
        return false;
    }
    /* Real paths, not string prefixes: "PREFDIR/../elsewhere/x" begins
     * with PREFDIR but is the player's file elsewhere. */
    char *pref = sc_file_real_path(prefdir);
    char *folder = real_folder(path);
    bool own = false;
    if (pref != NULL && folder != NULL) {
        size_t n = strlen(pref);
        own = strcmp(folder, pref) == 0 ||
              (strncmp(folder, pref, n) == 0 &&
               strcmp(folder + n, pref[n - 1] == '/' ? "saves" : "/saves") == 0);
    }
    free(pref);
    free(folder);
    return own;
}

bool gm_saves_keep_unfinished(const char *prefdir, char *name, size_t name_len, gm_save_error *err)
{
    gm_save_clear_err(err);
    if (name_len > 0) {
        name[0] = '\0';
    }
    char path[GM_SAVE_PATH_MAX];
    sc_file_info st;
    if (!gm_saves_path(prefdir, GM_AUTOSAVE_FILE, path, sizeof path) ||
        !sc_file_info_get(path, false, &st)) {
        return true; /* no autosave: nothing to keep */
    }
    if (st.kind != SC_FILE_REGULAR) {
        char aside[GM_SAVE_PATH_MAX];
        return gm_save_set_aside(path, time(NULL), aside, sizeof aside, err);
    }
    /* A game not begun (dealt, no roll yet: "0 actions") is no loss; kept,
     * every New game clicked twice would leave one in the list. */
    FILE *f = sc_file_open_read(path, NULL, 0);
    unsigned actions = 1;
    if (f != NULL) {
        if (!gm_save_end_line(f, st.size, &actions, NULL)) {
            actions = 1; /* cut short, damaged: kept, as anything in doubt */
        }
        fclose(f);
    }
    if (actions == 0) {
        return true;
    }
    /* Named after when it was last played, which tells it from the others;
     * in English whatever the language: the list says it in the player's
     * (save_names.h). */
    char base[GM_SAVE_NAME_MAX], want[GM_SAVE_NAME_MAX + 16], dst[GM_SAVE_PATH_MAX];
    gm_saves_made_name(GM_SAVE_UNFINISHED, (time_t)st.mtime, base, sizeof base);
    for (unsigned k = 1; k < 1000; k++) {
        if (k == 1) {
            snprintf(want, sizeof want, "%s", base);
        } else {
            snprintf(want, sizeof want, "%s (%u)", base, k);
        }
        if (!gm_saves_named_path(prefdir, want, dst, sizeof dst, err)) {
            return false;
        }
        if (sc_file_info_get(dst, false, &st)) {
            continue; /* never replace a save */
        }
        /* Moved, not copied: a rename cannot leave half a save behind. */
        if (!sc_file_rename(path, dst)) {
            return gm_save_fail(err, GM_SAVE_IO, 0,
                                _("%s: cannot keep the unfinished game as %s: %s"), path, dst,
                                strerror(errno));
        }
        if (name_len > 0) {
            gm_saves_clean_name(want, name, name_len);
        }
        return true;
    }
    return gm_save_fail(err, GM_SAVE_IO, 0,
                        _("%s: cannot keep the unfinished game: too many of that name"), path);
}

bool gm_saves_autosave_due(const gm_autosave *st, const gm_session *p)
{
    /* The revision, not the action count: an undo followed by another
     * decision gives the same count but a different game. */
    return !st->off && !(st->saved && st->actions == gm_session_revision(p));
}

bool gm_saves_autosave(const char *prefdir, const gm_session *p, gm_autosave *st,
                       gm_save_error *err)
{
    gm_save_clear_err(err);
    st->kept[0] = '\0';
    if (prefdir == NULL || prefdir[0] == '\0' || !gm_saves_autosave_due(st, p)) {
        return true; /* no per-user folder (saves are off), or saved already */
    }
    size_t len = 0;
    char *text = gm_save_compose(p, &len);
    bool ok = gm_saves_autosave_text(prefdir, text, len, sc_game_over(gm_session_game(p)),
                                     gm_session_revision(p), st, err);
    free(text);
    return ok;
}

bool gm_saves_autosave_text(const char *prefdir, const char *text, size_t len, bool over,
                            unsigned revision, gm_autosave *st, gm_save_error *err)
{
    gm_save_clear_err(err);
    st->kept[0] = '\0'; /* said by the call that kept it */
    if (prefdir == NULL || prefdir[0] == '\0') {
        return true; /* no per-user folder: saves are off */
    }
    char path[GM_SAVE_PATH_MAX], autosave[GM_SAVE_PATH_MAX];
    if (!gm_saves_path(prefdir, over ? GM_LAST_GAME_FILE : GM_AUTOSAVE_FILE, path, sizeof path) ||
        !gm_saves_path(prefdir, GM_AUTOSAVE_FILE, autosave, sizeof autosave)) {
        return gm_save_fail(err, GM_SAVE_IO, 0, _("%s: the path is too long"), prefdir);
    }
    make_dir(prefdir);
    /* The first write of this game (a new one, one loaded): the autosave on
     * disk is another game in progress, which must not be lost to it. */
    if (!st->saved && !gm_saves_keep_unfinished(prefdir, st->kept, sizeof st->kept, err)) {
        return false;
    }
    if (!gm_save_write_text(path, text, len, err)) {
        return false;
    }
    /* Finished: the game is kept as the last game, and Continue goes away.
     * Written first, removed second, so a kill between them loses nothing. */
    if (over && !sc_file_remove(autosave) && errno != ENOENT) {
        return gm_save_fail(err, GM_SAVE_IO, 0, _("%s: cannot remove it: %s"), autosave,
                            strerror(errno));
    }
    st->saved = true;
    st->actions = revision;
    return true;
}

bool gm_saves_has_autosave(const char *prefdir)
{
    char path[GM_SAVE_PATH_MAX];
    sc_file_info st;
    return gm_saves_path(prefdir, GM_AUTOSAVE_FILE, path, sizeof path) &&
           sc_file_info_get(path, true, &st) && st.kind == SC_FILE_REGULAR;
}

/* "NAME.tmp-PID-N", as sc_file_write_atomic names its temporary files. */
static bool is_temporary(const char *name)
{
    for (const char *t = strstr(name, ".tmp-"); t != NULL; t = strstr(t + 1, ".tmp-")) {
        const char *s = t + 5;
        size_t pid = strspn(s, "0123456789");
        if (pid == 0 || s[pid] != '-') {
            continue;
        }
        size_t n = strspn(s + pid + 1, "0123456789");
        if (n > 0 && s[pid + 1 + n] == '\0') {
            return true;
        }
    }
    return false;
}

static unsigned remove_temporaries(const char *folder)
{
    sc_folder *d = sc_folder_open(folder);
    if (d == NULL) {
        return 0;
    }
    unsigned n = 0;
    for (const char *name; (name = sc_folder_next(d)) != NULL;) {
        char path[GM_SAVE_PATH_MAX];
        sc_file_info st;
        int w = snprintf(path, sizeof path, "%s/%s", folder, name);
        if (is_temporary(name) && w > 0 && (size_t)w < sizeof path &&
            sc_file_info_get(path, false, &st) && st.kind == SC_FILE_REGULAR &&
            sc_file_remove(path)) {
            n++;
        }
    }
    sc_folder_close(d);
    return n;
}

bool gm_saves_tidy(const char *prefdir, time_t now, unsigned *removed, gm_save_error *err)
{
    gm_save_error local;
    if (err == NULL) {
        err = &local;
    }
    gm_save_clear_err(err);
    if (removed != NULL) {
        *removed = 0;
    }
    char saves[GM_SAVE_PATH_MAX], path[GM_SAVE_PATH_MAX];
    if (!gm_saves_path(prefdir, ".", path, sizeof path) ||
        !gm_saves_path(prefdir, "saves", saves, sizeof saves)) {
        return true; /* no per-user folder */
    }
    /* Only this process writes here (the lock), so every temporary file is
     * a leftover of a process killed mid-write: the file it was replacing
     * is whole. */
    unsigned n = remove_temporaries(path) + remove_temporaries(saves);
    if (removed != NULL) {
        *removed = n;
    }
    gm_saves_path(prefdir, GM_AUTOSAVE_FILE, path, sizeof path);
    sc_file_info st;
    if (!sc_file_info_get(path, false, &st) || gm_save_check_file(path, err) ||
        err->status != GM_SAVE_DAMAGED) {
        gm_save_clear_err(err);
        return true; /* none, or a file to read when continued (damaged content is seen then) */
    }
    gm_save_set_aside_saying(path, now, err);
    return false;
}

bool gm_saves_continue(const char *prefdir, const gm_mats *mats,
                       const gm_seat defaults[SC_MAX_PLAYERS], gm_session *p, char *warn,
                       size_t warn_len, time_t now, gm_save_error *err)
{
    gm_save_clear_err(err);
    char path[GM_SAVE_PATH_MAX];
    if (!gm_saves_path(prefdir, GM_AUTOSAVE_FILE, path, sizeof path)) {
        return gm_save_fail(err, GM_SAVE_MISSING, 0,
                            _("no per-user folder: there is no saved game"));
    }
    return gm_save_open(path, mats, defaults, p, warn, warn_len, now, err);
}

/* ---- named saves ------------------------------------------------------- */

bool gm_saves_clean_name(const char *name, char *out, size_t out_len)
{
    if (out_len == 0) {
        return false;
    }
    size_t cap = out_len - 1 < GM_SAVE_NAME_MAX - 1 ? out_len - 1 : GM_SAVE_NAME_MAX - 1;
    size_t n = 0;
    const unsigned char *s = (const unsigned char *)name;
    while (*s == ' ' || *s == '.' || *s == '\t') {
        s++; /* no hidden files, no ".." */
    }
    for (; *s != '\0'; s++) {
        unsigned char c = *s;
        size_t clen = 1;
        if (c >= 0x80) {
            /* A UTF-8 sequence is kept whole or not at all. */
            clen = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 1;
            for (size_t k = 1; k < clen; k++) {
                if ((s[k] & 0xC0) != 0x80) {
                    clen = 1;
                    break;
                }
            }
            if (clen == 1) {
                c = '_'; /* a stray byte */
            }
        } else if (c < 0x20 || c == 0x7f || strchr("/\\:*?\"<>|", c) != NULL) {
            c = '_';
        }
        if (n + clen > cap) {
            break;
        }
        if (clen == 1) {
            out[n++] = (char)c;
        } else {
            memcpy(out + n, s, clen);
            n += clen;
            s += clen - 1;
        }
    }
    while (n > 0 && (out[n - 1] == ' ' || out[n - 1] == '.')) {
        n--;
    }
    out[n] = '\0';
    return n > 0;
}

bool gm_saves_named_path(const char *prefdir, const char *name, char *out, size_t out_len,
                         gm_save_error *err)
{
    gm_save_clear_err(err);
    char clean[GM_SAVE_NAME_MAX];
    if (!gm_saves_clean_name(name, clean, sizeof clean)) {
        return gm_save_fail(err, GM_SAVE_IO, 0, _("'%s' cannot name a save"), name);
    }
    char dir[GM_SAVE_PATH_MAX];
    if (!gm_saves_path(prefdir, "saves", dir, sizeof dir)) {
        return gm_save_fail(err, GM_SAVE_IO, 0, _("no per-user folder: saves are off"));
    }
    make_dir(prefdir);
    make_dir(dir);
    int n = snprintf(out, out_len, "%s/%s%s", dir, clean, GM_SAVE_EXT);
    if (n < 0 || (size_t)n >= out_len) {
        return gm_save_fail(err, GM_SAVE_IO, 0, _("%s: the path is too long"), dir);
    }
    return true;
}

bool gm_saves_save_as(const char *prefdir, const char *name, const gm_session *p,
                      gm_save_error *err)
{
    char path[GM_SAVE_PATH_MAX];
    return gm_saves_named_path(prefdir, name, path, sizeof path, err) &&
           gm_save_write(path, p, err);
}

bool gm_saves_delete(const char *prefdir, const char *name, gm_save_error *err)
{
    char path[GM_SAVE_PATH_MAX];
    if (!gm_saves_named_path(prefdir, name, path, sizeof path, err)) {
        return false;
    }
    if (!sc_file_remove(path)) {
        return gm_save_fail(err, errno == ENOENT ? GM_SAVE_MISSING : GM_SAVE_IO, 0, "%s: %s", path,
                            strerror(errno));
    }
    return true;
}
