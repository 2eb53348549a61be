/* A server's tables kept on disk (server_state.h). The file is a game
 * record (docs/game-record.md) whose first lines, comments to a replay,
 * name the seats' colours and the persons at the table:
 *     # spacecats-server table N
 *     # colours C0 C1 ...       (one a seat; a file without it: the seats' own)
 *     # person SEAT TOKEN NAME
 * Everything in it is checked as a client's message would be: the
 * persons' lines through the message decoder, the record by replaying
 * it. The paths come from the table's number alone. */
#define _POSIX_C_SOURCE 200809L /* strnlen */
#include "server_state.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "spacecats/file_io.h"
#include "spacecats/net_msg.h"

enum { MAX_FILE = 256 * 1024 };

void sc_net_state_path(const char *dir, unsigned table, const char *suffix, char *out, size_t len)
{
    snprintf(out, len, "%s/table-%u.screc%s", dir, table, suffix);
}

bool sc_net_state_save(const char *dir, unsigned table, const sc_net_host *h, unsigned n_players,
                       char *err, size_t err_len)
{
    size_t rec_len;
    const char *rec = sc_net_host_record(h, &rec_len);
    size_t cap = rec_len + 128 + n_players * (SC_NET_TOKEN_LEN + SC_NET_MAX_NAME + 32);
    char *text = malloc(cap);
    if (text == NULL) {
        snprintf(err, err_len, "out of memory");
        return false;
    }
    size_t n = (size_t)snprintf(text, cap, "# spacecats-server table %u\n# colours", table);
    for (unsigned s = 0; s < n_players; s++) {
        sc_net_host_seat_info info;
        sc_net_host_seat_get(h, s, &info);
        n += (size_t)snprintf(text + n, cap - n, " %u", (unsigned)info.seat.colour);
    }
    n += (size_t)snprintf(text + n, cap - n, "\n");
    for (unsigned s = 0; s < n_players; s++) {
        sc_net_host_seat_info info;
        sc_net_host_seat_get(h, s, &info);
        if (info.seat.token[0] != '\0') {
            n += (size_t)snprintf(text + n, cap - n, "# person %u %s %s\n", s, info.seat.token,
                                  info.seat.person);
        }
    }
    memcpy(text + n, rec, rec_len);
    n += rec_len;
    /* Written beside, then put in its place in one step: never half a
     * file. Not synced: a server writes many tables a second, and a sync
     * (10 ms or more) would hold every table; a crash of the machine may
     * lose the last seconds of a game, never the whole of it. */
    char path[4096], tmp[4200];
    sc_net_state_path(dir, table, "", path, sizeof path);
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    FILE *f = fopen(tmp, "wb");
    bool ok = f != NULL && fwrite(text, 1, n, f) == n;
    ok = f != NULL && fclose(f) == 0 && ok;
    ok = ok && rename(tmp, path) == 0;
    if (!ok) {
        snprintf(err, err_len, "%s: %s", tmp, strerror(errno));
        remove(tmp);
    }
    free(text);
    return ok;
}

/* The "# colours C0 C1 ..." line (without "# colours"): a colour for each
 * seat, as a `table` message would say it. */
static bool read_colours(const char *line, size_t len, sc_net_host_seat *seats, unsigned n_players)
{
    unsigned at = 0;
    for (unsigned s = 0; s < n_players; s++) {
        if (at + 2 > len || line[at] != ' ' || line[at + 1] < '0' ||
            line[at + 1] >= '0' + SC_NET_COLOURS) {
            return false;
        }
        seats[s].colour = (uint8_t)(line[at + 1] - '0');
        at += 2;
    }
    return at == len;
}

/* One "# person SEAT TOKEN NAME" line (without "# person "), checked as
 * the `join` and `rejoin` a client would send. */
static bool read_person(const char *line, size_t len, sc_net_host_seat *seats, unsigned n_players)
{
    const char *sp1 = memchr(line, ' ', len);
    const char *sp2 = sp1 ? memchr(sp1 + 1, ' ', len - (size_t)(sp1 + 1 - line)) : NULL;
    if (sp2 == NULL || len > 200) {
        return false;
    }
    char msg[256], why[160];
    sc_net_msg join, rejoin;
    int n = snprintf(msg, sizeof msg, "join %.*s 0 %.*s", (int)(sp1 - line), line,
                     (int)(len - (size_t)(sp2 + 1 - line)), sp2 + 1);
    if (!sc_net_msg_decode(msg, (size_t)n, SC_NET_FROM_CLIENT, &join, why, sizeof why) ||
        join.seat >= n_players) {
        return false;
    }
    n = snprintf(msg, sizeof msg, "rejoin %.*s", (int)(sp2 - sp1 - 1), sp1 + 1);
    if (!sc_net_msg_decode(msg, (size_t)n, SC_NET_FROM_CLIENT, &rejoin, why, sizeof why)) {
        return false;
    }
    /* The decoder held the name to SC_NET_MAX_NAME bytes, the token to its
     * 32 digits. */
    sc_net_host_seat *st = &seats[join.seat];
    memset(st->person, 0, sizeof st->person);
    memcpy(st->person, join.text, strnlen(join.text, SC_NET_MAX_NAME));
    memset(st->token, 0, sizeof st->token);
    memcpy(st->token, rejoin.word, strnlen(rejoin.word, SC_NET_TOKEN_LEN));
    return true;
}

int sc_net_state_load(const char *dir, unsigned table, sc_net_host_seat *seats, unsigned n_players,
                      char **record, size_t *len, char *err, size_t err_len)
{
    char path[4096];
    sc_net_state_path(dir, table, "", path, sizeof path);
    sc_file_info info;
    if (!sc_file_info_get(path, false, &info)) {
        return 0;
    }
    char *text = sc_file_read(path, MAX_FILE, len, err, err_len);
    if (text == NULL) {
        sc_net_state_set_aside(dir, table);
        return -1;
    }
    /* The persons' lines, after the first. */
    const char *at = text, *end = text + *len;
    unsigned line = 1;
    char first[64];
    snprintf(first, sizeof first, "# spacecats-server table %u\n", table);
    bool ok = strncmp(text, first, strlen(first)) == 0;
    if (ok) {
        at += strlen(first);
        line++;
        if (strncmp(at, "# colours", 9) == 0) {
            const char *nl = memchr(at, '\n', (size_t)(end - at));
            ok = nl != NULL && read_colours(at + 9, (size_t)(nl - at - 9), seats, n_players);
            at = ok ? nl + 1 : at;
            line += ok;
        }
        while (ok && at < end && strncmp(at, "# person ", 9) == 0) {
            const char *nl = memchr(at, '\n', (size_t)(end - at));
            if (nl == NULL || !read_person(at + 9, (size_t)(nl - at - 9), seats, n_players)) {
                ok = false;
                break;
            }
            at = nl + 1;
            line++;
        }
    }
    if (!ok) {
        snprintf(
            err, err_len,
            "%s: line %u: not a table %u of spacecats-server, or a damaged colour or person (set "
            "aside as .damaged; the table starts afresh)",
            path, line, table);
        free(text);
        sc_net_state_set_aside(dir, table);
        return -1;
    }
    *record = text;
    return 1;
}

void sc_net_state_set_aside(const char *dir, unsigned table)
{
    char path[4096], aside[4096];
    sc_net_state_path(dir, table, "", path, sizeof path);
    sc_net_state_path(dir, table, ".damaged", aside, sizeof aside);
    sc_file_rename(path, aside);
}

void sc_net_state_forget(const char *dir, unsigned table)
{
    char path[4096];
    sc_net_state_path(dir, table, "", path, sizeof path);
    sc_file_remove(path);
}
