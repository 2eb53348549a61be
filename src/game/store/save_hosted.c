/* A hosted game's lines in its save (save_lines.h): comments to a replay,
 * like the seat lines, read after the game is resumed. The persons' lines
 * are the server's own (docs/network.md, "Games kept across a restart"). */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "save_lines.h"

void gm_save_compose_hosted(sc_record *b, const gm_session *p)
{
    bool hosted = false;
    for (unsigned i = 0; i < gm_session_game(p)->setup.n_players && i < SC_MAX_PLAYERS; i++) {
        if (gm_session_seat(p, i)->kind != GM_SEAT_REMOTE) {
            continue;
        }
        hosted = true;
        const char *token;
        const char *person = gm_session_friend(p, i, &token);
        if (person[0] != '\0' && token[0] != '\0') {
            sc_record_comment(b, "person %u %s %s", i, token, person);
        }
    }
    if (hosted) {
        /* Not the game's: a save of a hosted game keeps it, so that the
         * computers decide after a restart as they would have. */
        sc_record_comment(b, "computers seed=%" PRIu64, gm_session_computers_seed(p));
    }
}

/* "person SEAT TOKEN NAME" from s (after "person "): a seat of the game, 32
 * hexadecimal digits, a name as a seat's (valid UTF-8, no control
 * character, 24 bytes at most). */
static const char *read_person(const char *s, size_t n, gm_session *p)
{
    size_t i = 0;
    unsigned seat;
    if (!gm_save_read_num(s, n, &i, &seat) || seat >= gm_session_game(p)->setup.n_players ||
        i >= n || s[i] != ' ') {
        return _("bad seat number in a person's line");
    }
    i++;
    char token[GM_FRIEND_TOKEN_SIZE];
    size_t k = 0;
    while (i < n && k < GM_FRIEND_TOKEN_SIZE - 1 &&
           ((s[i] >= '0' && s[i] <= '9') || (s[i] >= 'a' && s[i] <= 'f'))) {
        token[k++] = s[i++];
    }
    token[k] = '\0';
    if (k != GM_FRIEND_TOKEN_SIZE - 1 || i >= n || s[i] != ' ') {
        return _("a person's token is not 32 hexadecimal digits");
    }
    i++;
    size_t len = n - i;
    if (len == 0 || len >= GM_FRIEND_NAME_SIZE || gm_seat_name_check(s + i, len) != GM_NAME_OK) {
        return _("a person's name is empty, too long or not text");
    }
    char name[GM_FRIEND_NAME_SIZE];
    memcpy(name, s + i, len);
    name[len] = '\0';
    gm_session_set_friend(p, seat, name, token);
    return NULL;
}

static const char *read_seed(const char *s, size_t n, gm_session *p)
{
    uint64_t v = 0;
    size_t i = 0;
    for (; i < n && s[i] >= '0' && s[i] <= '9'; i++) {
        unsigned d = (unsigned)(s[i] - '0');
        if (v > (UINT64_MAX - d) / 10) {
            break;
        }
        v = v * 10 + d;
    }
    if (i == 0 || i != n) {
        return _("the computers' seed is not a number");
    }
    gm_session_set_computers_seed(p, v);
    return NULL;
}

bool gm_save_read_hosted(const char *text, size_t len, gm_session *p, char *warn, size_t warn_len)
{
    bool ok = true;
    size_t pos = 0, n;
    unsigned no = 0;
    const char *line;
    /* These lines come before the record. */
    while (gm_save_next_header(text, len, &pos, &no, &line, &n)) {
        const char *why = NULL;
        if (gm_save_starts(line, n, "person ")) {
            why = read_person(line + 7, n - 7, p);
        } else if (gm_save_starts(line, n, "computers seed=")) {
            why = read_seed(line + 15, n - 15, p);
        } else {
            continue;
        }
        if (why != NULL && ok) {
            snprintf(warn, warn_len, _("line %u: %s"), no, why);
            ok = false;
        }
    }
    return ok;
}
