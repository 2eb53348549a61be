/* One save file (see saves.h): composing it, reading its seat lines,
 * reading it as a game, setting a damaged one aside, writing, exporting. */
#define _XOPEN_SOURCE 700

#include "saves.h"

#include <errno.h>
#include <inttypes.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "paths.h"
#include "save_lines.h"
#include "spacecats/ai.h"
#include "spacecats/attrs.h"
#include "spacecats/file_io.h"
#include "spacecats/record.h"

/* ---- composing a save ---------------------------------------------------- */

/* A save is the game record between comment lines: the magic line, the
 * seats (for the game; replay skips them), the end scores of a finished
 * game and the closing line that tells a whole save from a cut one. */
char *gm_save_compose(const gm_session *p, size_t *len_out)
{
    if (len_out != NULL) {
        *len_out = 0;
    }
    if (gm_session_record(p)->failed || gm_session_record(p)->text == NULL) {
        return NULL; /* an incomplete record must not replace a good save */
    }
    sc_record b = {0};
    sc_record_comment(&b, "%s%d", GM_SAVE_MAGIC + 2, GM_SAVE_FORMAT);
    sc_record_comment(&b, "A Space Cats saved game: a game record (docs/game-record.md) that");
    sc_record_comment(&b, "'spacecats-sim replay FILE' replays. The seat lines are for the game.");
    for (unsigned i = 0; i < gm_session_game(p)->setup.n_players && i < SC_MAX_PLAYERS; i++) {
        const gm_seat *s = gm_session_seat(p, i);
        /* The name runs to the end of the line (the comment keeps it one line). */
        sc_record_comment(&b, "seat %u %s level=%u colour=%u name=%.*s", i,
                          s->kind == GM_SEAT_COMPUTER ? "computer"
                          : s->kind == GM_SEAT_REMOTE ? "remote"
                                                      : "human",
                          (unsigned)s->level, (unsigned)s->colour,
                          (int)strnlen(s->name, sizeof s->name), s->name);
    }
    gm_save_compose_hosted(&b, p);
    /* For the saved-games list, which reads only a save's beginning. */
    sc_record_comment(
        &b, "%splayers=%u expedition=%u failures=%u over=%d", GM_SAVE_STATE_MARK + 2,
        (unsigned)gm_session_game(p)->setup.n_players, (unsigned)gm_session_game(p)->expedition,
        (unsigned)gm_session_game(p)->failures, sc_game_over(gm_session_game(p)) ? 1 : 0);
    sc_record_append(&b, gm_session_record(p));
    if (sc_game_over(gm_session_game(p))) {
        sc_record_end(&b, gm_session_game(p));
    }
    sc_record_comment(&b, "%s%u actions", GM_SAVE_END_MARK + 2, gm_session_actions(p));
    if (b.failed) {
        sc_record_free(&b);
        return NULL;
    }
    if (len_out != NULL) {
        *len_out = b.len;
    }
    return b.text;
}

/* "seat K KIND level=L colour=C name=NAME" after the '#'. */
static bool parse_seat(const char *s, size_t n, unsigned *seat, gm_seat *out, const char **why)
{
    size_t i = 0;
    gm_save_skip_blanks(s, n, &i);
    i += 4; /* "seat", checked by the caller */
    gm_save_skip_blanks(s, n, &i);
    if (!gm_save_read_num(s, n, &i, seat) || *seat >= SC_MAX_PLAYERS) {
        *why = _("bad seat number (0 to 4)");
        return false;
    }
    gm_save_skip_blanks(s, n, &i);
    gm_seat st = {.colour = (uint8_t)*seat};
    if (gm_save_starts(s + i, n - i, "human")) {
        st.kind = GM_SEAT_HUMAN;
        i += 5;
    } else if (gm_save_starts(s + i, n - i, "computer")) {
        st.kind = GM_SEAT_COMPUTER;
        i += 8;
    } else if (gm_save_starts(s + i, n - i, "remote")) {
        st.kind = GM_SEAT_REMOTE;
        i += 6;
    } else {
        *why = _("the seat is neither 'human', 'computer' nor 'remote'");
        return false;
    }
    for (;;) {
        gm_save_skip_blanks(s, n, &i);
        if (i >= n) {
            break;
        }
        unsigned v = 0;
        if (gm_save_starts(s + i, n - i, "name=")) {
            i += 5;
            size_t k = n - i < GM_NAME_LEN - 1 ? n - i : GM_NAME_LEN - 1;
            /* Cut on a UTF-8 character boundary. */
            while (k > 0 && k < n - i && ((unsigned char)s[i + k] & 0xC0) == 0x80) {
                k--;
            }
            memcpy(st.name, s + i, k);
            st.name[k] = '\0';
            for (size_t c = 0; c < k; c++) {
                if ((unsigned char)st.name[c] < 0x20) {
                    st.name[c] = ' ';
                }
            }
            break;
        } else if (gm_save_starts(s + i, n - i, "level=")) {
            i += 6;
            if (!gm_save_read_num(s, n, &i, &v) || v >= sc_ai_level_count) {
                *why = _("no such computer level");
                return false;
            }
            st.level = (uint8_t)v;
        } else if (gm_save_starts(s + i, n - i, "colour=")) {
            i += 7;
            if (!gm_save_read_num(s, n, &i, &v) || v >= SC_MAX_PLAYERS) {
                *why = _("bad colour (0 to 4)");
                return false;
            }
            st.colour = (uint8_t)v;
        } else {
            *why = _("unknown word in a seat line");
            return false;
        }
    }
    *out = st;
    return true;
}

SC_PRINTF(3, 4)
static void warn_once(char *warn, size_t warn_len, const char *fmt, ...)
{
    if (warn == NULL || warn_len == 0 || warn[0] != '\0') {
        return; /* the first problem only */
    }
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(warn, warn_len, fmt, ap);
    va_end(ap);
}

bool gm_save_parse_seats(const char *text, size_t len, gm_seat seats[SC_MAX_PLAYERS], char *warn,
                         size_t warn_len)
{
    if (warn != NULL && warn_len > 0) {
        warn[0] = '\0';
    }
    bool ok = true;
    size_t pos = 0, n;
    unsigned no = 0;
    const char *line;
    /* Seat lines come before the record. */
    while (gm_save_next_header(text, len, &pos, &no, &line, &n)) {
        if (!gm_save_starts(line, n, "seat ") && !gm_save_starts(line, n, "seat\t")) {
            continue;
        }
        unsigned seat = 0;
        gm_seat st;
        const char *why = NULL;
        if (parse_seat(line, n, &seat, &st, &why)) {
            seats[seat] = st;
        } else {
            warn_once(warn, warn_len, _("line %u: %s; the seat keeps its default"), no, why);
            ok = false;
        }
    }
    return ok;
}

/* ---- reading a save ---------------------------------------------------- */

bool gm_save_check_file(const char *path, gm_save_error *err)
{
    gm_save_clear_err(err);
    sc_file_info st;
    if (!sc_file_info_get(path, true, &st)) {
        if (errno == ENOENT) {
            return gm_save_fail(err, GM_SAVE_MISSING, 0, _("%s: no such file"), path);
        }
        return gm_save_fail(err, GM_SAVE_IO, 0, "%s: %s", path, strerror(errno));
    }
    /* What no read could make a save of: the player can only start afresh,
     * so these are set aside like a damaged save, never read (a FIFO would
     * block the game). */
    if (st.kind == SC_FILE_FOLDER) {
        return gm_save_fail(err, GM_SAVE_DAMAGED, 0, _("%s: a folder, not a save"), path);
    }
    if (st.kind != SC_FILE_REGULAR) {
        return gm_save_fail(err, GM_SAVE_DAMAGED, 0, _("%s: not a regular file, so not a save"),
                            path);
    }
    if (st.size > GM_SAVE_MAX_BYTES) {
        return gm_save_fail(err, GM_SAVE_DAMAGED, 0,
                            _("%s: too large for a save (%lld bytes; a save is at most %d)"), path,
                            (long long)st.size, GM_SAVE_MAX_BYTES);
    }
    FILE *f = sc_file_open_read(path, NULL, 0);
    if (f == NULL) {
        return gm_save_fail(err, errno == EACCES || errno == EPERM ? GM_SAVE_DAMAGED : GM_SAVE_IO,
                            0, _("%s: cannot be read: %s"), path, strerror(errno));
    }
    fclose(f);
    return true;
}

bool gm_save_read(const char *path, const gm_mats *mats, const gm_seat defaults[SC_MAX_PLAYERS],
                  gm_session *p, char *warn, size_t warn_len, gm_save_error *err)
{
    gm_save_clear_err(err);
    if (warn != NULL && warn_len > 0) {
        warn[0] = '\0';
    }
    if (!gm_save_check_file(path, err)) {
        return false;
    }
    char msg[GM_SAVE_PATH_MAX + 256];
    size_t len = 0;
    char *text = sc_file_read(path, GM_SAVE_MAX_BYTES, &len, msg, sizeof msg);
    if (text == NULL) {
        return gm_save_fail(err, GM_SAVE_IO, 0, "%s", msg);
    }
    gm_save_meta m;
    gm_save_read_meta(text, len, &m);
    if (m.magic_ok && m.format > GM_SAVE_FORMAT) {
        free(text);
        return gm_save_fail(err, GM_SAVE_DAMAGED, m.format_line,
                            _("%s: line %u: save format %u is newer than this program's (%d)"),
                            path, m.format_line, m.format, GM_SAVE_FORMAT);
    }
    if (m.is_save && !m.magic_ok) {
        free(text);
        return gm_save_fail(err, GM_SAVE_DAMAGED, 1,
                            _("%s: line 1: damaged (a save begins with '%sN')"), path,
                            GM_SAVE_MAGIC);
    }
    gm_seat seats[SC_MAX_PLAYERS];
    memcpy(seats, defaults, sizeof seats);
    char seat_warn[256];
    if (!gm_save_parse_seats(text, len, seats, seat_warn, sizeof seat_warn)) {
        warn_once(warn, warn_len, "%s: %s", path, seat_warn);
    }
    /* The mat it was played on, among every mat the game shipped. */
    unsigned at;
    if (!gm_mats_of_record(mats, text, len, &at, msg, sizeof msg)) {
        free(text);
        return gm_save_fail(err, GM_SAVE_DAMAGED, 0, "%s: %s", path, msg);
    }
    sc_record_error rerr = {0};
    bool ok = gm_session_resume(p, mats->mat[at], text, len, seats, &rerr);
    if (ok && !gm_save_read_hosted(text, len, p, seat_warn, sizeof seat_warn)) {
        warn_once(warn, warn_len, "%s: %s", path, seat_warn);
    }
    free(text);
    if (!ok) {
        return gm_save_fail(err, GM_SAVE_DAMAGED, rerr.line, "%s: %s", path, rerr.message);
    }
    if (m.is_save && m.end_bad) {
        gm_session_hold(p, true);
        return gm_save_fail(err, GM_SAVE_DAMAGED, m.end_line,
                            _("%s: line %u: the save's last line is damaged: '%s' (it must say "
                              "'%sN actions')"),
                            path, m.end_line, m.end_text, GM_SAVE_END_MARK);
    }
    if (m.is_save && !m.has_end) {
        gm_session_hold(p, true);
        return gm_save_fail(
            err, GM_SAVE_DAMAGED, 0,
            _("%s: the save is cut short (its last line, '%sN actions', is missing)"), path,
            GM_SAVE_END_MARK);
    }
    if (m.is_save && m.end_actions != gm_session_actions(p)) {
        gm_session_hold(p, true);
        return gm_save_fail(err, GM_SAVE_DAMAGED, m.end_line,
                            _("%s: line %u: the save says %u actions but its record holds %u"),
                            path, m.end_line, m.end_actions, gm_session_actions(p));
    }
    return true;
}

bool gm_save_set_aside(const char *path, time_t now, char *out, size_t out_len, gm_save_error *err)
{
    struct tm tm;
    char stamp[32] = "unknown-time";
    if (localtime_r(&now, &tm) != NULL) {
        strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm);
    }
    char dst[GM_SAVE_PATH_MAX + 64];
    for (unsigned k = 1; k < 1000; k++) {
        if (k == 1) {
            snprintf(dst, sizeof dst, "%s.damaged-%s", path, stamp);
        } else {
            snprintf(dst, sizeof dst, "%s.damaged-%s-%u", path, stamp, k);
        }
        sc_file_info st;
        if (sc_file_info_get(dst, false, &st)) {
            continue; /* never replace a file set aside before */
        }
        if (!sc_file_rename(path, dst)) {
            return gm_save_fail(err, GM_SAVE_IO, 0, _("%s: cannot set it aside as %s: %s"), path,
                                dst, strerror(errno));
        }
        if (out != NULL && out_len > 0) {
            snprintf(out, out_len, "%s", dst);
        }
        return true;
    }
    return gm_save_fail(err, GM_SAVE_IO, 0, _("%s: cannot set it aside: too many damaged copies"),
                        path);
}

/* Sets path aside and adds where (or why not) to err's message. */
void gm_save_set_aside_saying(const char *path, time_t now, gm_save_error *err)
{
    gm_save_error moved = {0};
    size_t n = strlen(err->message);
    if (gm_save_set_aside(path, now, err->set_aside, sizeof err->set_aside, &moved)) {
        snprintf(err->message + n, sizeof err->message - n, _(" (set aside as %s)"),
                 err->set_aside);
    } else {
        snprintf(err->message + n, sizeof err->message - n, "; %s", moved.message);
    }
}

bool gm_save_open(const char *path, const gm_mats *mats, const gm_seat defaults[SC_MAX_PLAYERS],
                  gm_session *p, char *warn, size_t warn_len, time_t now, gm_save_error *err)
{
    if (gm_save_read(path, mats, defaults, p, warn, warn_len, err)) {
        return true;
    }
    if (err == NULL || err->status != GM_SAVE_DAMAGED) {
        return false;
    }
    gm_save_set_aside_saying(path, now, err);
    return false;
}

bool gm_save_write_text(const char *path, const char *text, size_t len, gm_save_error *err)
{
    gm_save_clear_err(err);
    if (text == NULL) {
        return gm_save_fail(err, GM_SAVE_IO, 0, _("%s: out of memory: the save was not written"),
                            path);
    }
    char msg[GM_SAVE_PATH_MAX + 256];
    return sc_file_write_atomic(path, text, len, msg, sizeof msg) ||
           gm_save_fail(err, GM_SAVE_IO, 0, "%s", msg);
}

bool gm_save_write(const char *path, const gm_session *p, gm_save_error *err)
{
    size_t len = 0;
    char *text = gm_save_compose(p, &len);
    bool ok = gm_save_write_text(path, text, len, err);
    free(text);
    return ok;
}

bool gm_save_export(const char *src, const char *dst, gm_save_error *err)
{
    gm_save_clear_err(err);
    char msg[GM_SAVE_PATH_MAX + 256];
    size_t len = 0;
    char *text = sc_file_read(src, GM_SAVE_MAX_BYTES, &len, msg, sizeof msg);
    if (text == NULL) {
        return gm_save_fail(err, GM_SAVE_IO, 0, "%s", msg);
    }
    bool ok = sc_file_write_atomic(dst, text, len, msg, sizeof msg);
    free(text);
    return ok || gm_save_fail(err, GM_SAVE_IO, 0, "%s", msg);
}
