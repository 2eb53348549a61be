/* Listing the named saves (see saves.h): each from its first and last
 * few kilobytes, without replaying it. */
#include "saves.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "save_lines.h"
#include "spacecats/file_io.h"

/* A line "KEY=N" word of the state line. */
static bool state_value(const char *line, size_t n, const char *key, unsigned *out)
{
    size_t k = strlen(key);
    for (size_t i = 0; i + k < n; i++) {
        if ((i == 0 || line[i - 1] == ' ') && memcmp(line + i, key, k) == 0 && line[i + k] == '=') {
            size_t j = i + k + 1;
            return gm_save_read_num(line, n, &j, out);
        }
    }
    return false;
}

/* The one-line summary of a save from its beginning and its end alone
 * (a save can be megabytes; a folder of them must list at once). Loading
 * a save replays it and finds what this cannot. */
/* The checksum at the end of a "mat NAME CHECKSUM" line. */
static bool mat_checksum(const char *line, size_t n, uint64_t *sum)
{
    while (n > 0 && (line[n - 1] == ' ' || line[n - 1] == '\t' || line[n - 1] == '\r')) {
        n--;
    }
    if (n < 17 || (line[n - 17] != ' ' && line[n - 17] != '\t')) {
        return false;
    }
    uint64_t v = 0;
    for (size_t i = n - 16; i < n; i++) {
        char c = line[i];
        unsigned d = c >= '0' && c <= '9'   ? (unsigned)(c - '0')
                     : c >= 'a' && c <= 'f' ? (unsigned)(c - 'a' + 10)
                     : c >= 'A' && c <= 'F' ? (unsigned)(c - 'A' + 10)
                                            : 16u;
        if (d == 16) {
            return false;
        }
        v = v << 4 | d;
    }
    *sum = v;
    return true;
}

static void summarise(gm_save_info *info, int64_t size, const gm_mats *mats)
{
    if (size > GM_SAVE_MAX_BYTES) {
        info->damaged = true;
        snprintf(info->summary, sizeof info->summary, _("too large for a save (%lld bytes)"),
                 (long long)size);
        return;
    }
    FILE *f = sc_file_open_read(info->path, NULL, 0);
    if (f == NULL) {
        info->damaged = true;
        snprintf(info->summary, sizeof info->summary, "%.280s", strerror(errno));
        return;
    }
    _Static_assert(GM_SAVE_HEAD_BYTES > GM_SAVE_TAIL_BYTES, "the tail fits the head's buffer");
    char buf[GM_SAVE_HEAD_BYTES + 1];
    size_t len = gm_save_read_at(f, buf, GM_SAVE_HEAD_BYTES, 0);
    /* The header: the save's own lines, then the record's first lines. */
    unsigned format = 0, players = 0, expedition = 0, failures = 0, over = 0;
    bool is_save = false, has_state = false, is_record = false, other_mat = false;
    int mat = -1;
    bool has_end = false, magic_ok = false;
    size_t pos = 0;
    const char *line;
    size_t n;
    /* As read_meta: a save by any of its own lines, its first line checked. */
    for (bool first = true;
         gm_save_next_line(buf, len, &pos, &line, &n) && (pos < len || len < GM_SAVE_HEAD_BYTES);
         first = false) {
        if (first && gm_save_starts(line, n, GM_SAVE_MAGIC)) {
            size_t k = sizeof GM_SAVE_MAGIC - 1;
            magic_ok = gm_save_read_num(line, n, &k, &format) && k == n;
        }
        if (n == 0) {
            continue;
        }
        if (!is_record && gm_save_starts(line, n, GM_SAVE_MAGIC)) {
            size_t k = sizeof GM_SAVE_MAGIC - 1;
            is_save = gm_save_read_num(line, n, &k, &format) || is_save;
        } else if (!is_record && gm_save_starts(line, n, GM_SAVE_STATE_MARK)) {
            is_save = true;
            has_state = state_value(line, n, "players", &players) &&
                        state_value(line, n, "expedition", &expedition) &&
                        state_value(line, n, "failures", &failures) &&
                        state_value(line, n, "over", &over);
        } else if (line[0] == '#') {
            /* a comment: the seat lines, the record's own first line */
            size_t k = 1;
            gm_save_skip_blanks(line, n, &k);
            is_save |= !is_record && (gm_save_starts(line, n, GM_SAVE_SECOND_LINE) ||
                                      gm_save_starts(line + k, n - k, "seat ") ||
                                      gm_save_starts(line + k, n - k, "spacecats-save"));
        } else if (!is_record) {
            if (!gm_save_starts(line, n, "spacecats-record ")) {
                break; /* the first line of the record must say what it is */
            }
            is_record = true;
        } else if (gm_save_starts(line, n, "mat ")) {
            /* "mat NAME CHECKSUM": one of the mats the game has, or not */
            uint64_t sum;
            mat = mat_checksum(line, n, &sum) ? gm_mats_find(mats, sum) : -1;
            other_mat = mat < 0;
        } else if (gm_save_starts(line, n, "players ") && players == 0) {
            size_t k = 8;
            (void)gm_save_read_num(line, n, &k, &players);
            break; /* what a save without a state line says */
        } else if (gm_save_starts(line, n, "players ")) {
            break;
        }
    }
    unsigned actions = 0;
    bool end_marked = false;
    has_end = gm_save_end_line(f, size, &actions, &end_marked);
    is_save |= has_end;
    fclose(f);
    info->damaged = true;
    if (is_save && format > GM_SAVE_FORMAT) {
        snprintf(info->summary, sizeof info->summary,
                 _("save format %u is newer than this program's"), format);
    } else if (is_save && !magic_ok) {
        snprintf(info->summary, sizeof info->summary, "%s", _("its first line is damaged"));
    } else if (!is_record) {
        snprintf(info->summary, sizeof info->summary, "%s", _("not a Space Cats record"));
    } else if (other_mat) {
        snprintf(info->summary, sizeof info->summary, "%s", _("an unknown mat"));
    } else if (is_save && end_marked && !has_end) {
        snprintf(info->summary, sizeof info->summary, "%s", _("its last line is damaged"));
    } else if (is_save && !has_end) {
        snprintf(info->summary, sizeof info->summary, "%s", _("the save is cut short"));
    } else if (has_state) {
        info->damaged = false;
        snprintf(info->summary, sizeof info->summary,
                 ngettext("%u players, expedition %u, %u failure%s",
                          "%u players, expedition %u, %u failures%s", failures),
                 players, expedition, failures, over ? _(", finished") : "");
    } else {
        /* A record from spacecats-sim, or a save from before state lines. */
        info->damaged = false;
        snprintf(info->summary, sizeof info->summary, ngettext("%u player", "%u players", players),
                 players);
    }
    if (!info->damaged && mat > 0) {
        /* A game on an earlier mat plays on with it: the list says which. */
        const sc_mat *m = mats->mat[mat];
        snprintf(info->mat, sizeof info->mat, "%s", m->title[0] != '\0' ? m->title : m->name);
    }
}

static int by_date(const void *a, const void *b)
{
    const gm_save_info *x = a, *y = b;
    if (x->mtime != y->mtime) {
        return x->mtime > y->mtime ? -1 : 1;
    }
    return strcmp(x->name, y->name);
}

size_t gm_saves_list(const char *prefdir, const gm_mats *mats, gm_save_info **out)
{
    *out = NULL;
    char dir[GM_SAVE_PATH_MAX];
    if (!gm_saves_path(prefdir, "saves", dir, sizeof dir)) {
        return 0;
    }
    sc_folder *d = sc_folder_open(dir);
    if (d == NULL) {
        return 0;
    }
    gm_save_info *list = NULL;
    size_t n = 0, cap = 0;
    const size_t ext = strlen(GM_SAVE_EXT);
    for (const char *name; (name = sc_folder_next(d)) != NULL;) {
        size_t len = strlen(name);
        if (name[0] == '.' || len <= ext || len - ext >= GM_SAVE_NAME_MAX ||
            strcmp(name + len - ext, GM_SAVE_EXT) != 0) {
            continue; /* not a save (a file set aside, a temporary file) */
        }
        if (n == cap) {
            size_t ncap = cap == 0 ? 32 : cap * 2;
            gm_save_info *more = realloc(list, ncap * sizeof *more);
            if (more == NULL) {
                break; /* what fits is listed */
            }
            list = more;
            cap = ncap;
        }
        gm_save_info *found = &list[n];
        memset(found, 0, sizeof *found);
        memcpy(found->name, name, len - ext);
        found->name[len - ext] = '\0';
        int w = snprintf(found->path, sizeof found->path, "%s/%s", dir, name);
        sc_file_info st;
        if (w < 0 || (size_t)w >= sizeof found->path || !sc_file_info_get(found->path, true, &st) ||
            st.kind != SC_FILE_REGULAR) {
            continue;
        }
        found->mtime = st.mtime;
        summarise(found, st.size, mats);
        n++;
    }
    sc_folder_close(d);
    if (n == 0) {
        free(list);
        return 0;
    }
    qsort(list, n, sizeof *list, by_date);
    *out = list;
    return n;
}
