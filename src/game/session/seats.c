/* Editing the seats of a new game. */
#define _POSIX_C_SOURCE 200809L
#include "seats.h"

#include <stdio.h>
#include <string.h>

#include "utf8.h"

static bool colour_taken(const gm_new_game *ng, unsigned except, unsigned colour)
{
    for (unsigned j = 0; j < ng->n_players && j < SC_MAX_PLAYERS; j++) {
        if (j != except && ng->seats[j].colour == colour) {
            return true;
        }
    }
    return false;
}

void gm_seats_next_colour(gm_new_game *ng, unsigned i)
{
    if (i >= SC_MAX_PLAYERS) {
        return;
    }
    for (unsigned step = 1; step <= SC_MAX_PLAYERS; step++) {
        unsigned c = (ng->seats[i].colour + step) % SC_MAX_PLAYERS;
        if (!colour_taken(ng, i, c)) {
            ng->seats[i].colour = (uint8_t)c;
            return;
        }
    }
}

void gm_seats_fix_colours(gm_new_game *ng)
{
    for (unsigned i = 0; i < ng->n_players && i < SC_MAX_PLAYERS; i++) {
        bool clash = ng->seats[i].colour >= SC_MAX_PLAYERS;
        for (unsigned j = 0; j < i && !clash; j++) {
            clash = ng->seats[j].colour == ng->seats[i].colour;
        }
        if (!clash) {
            continue;
        }
        for (unsigned c = 0; c < SC_MAX_PLAYERS; c++) {
            bool used = false;
            for (unsigned j = 0; j < i && !used; j++) {
                used = ng->seats[j].colour == c;
            }
            if (!used) {
                ng->seats[i].colour = (uint8_t)c;
                break;
            }
        }
    }
}

bool gm_seat_name_append(gm_seat *seat, const char *text)
{
    size_t have = strnlen(seat->name, GM_NAME_LEN);
    size_t add = strlen(text);
    if (add == 0 || have + add >= GM_NAME_LEN) {
        return false;
    }
    for (size_t i = 0; i < add; i++) {
        if ((unsigned char)text[i] < 0x20) {
            return false; /* no control characters in a name */
        }
    }
    memcpy(seat->name + have, text, add + 1);
    return true;
}

void gm_seat_name_backspace(gm_seat *seat)
{
    size_t n = strnlen(seat->name, GM_NAME_LEN);
    while (n > 0) {
        n--;
        unsigned char c = (unsigned char)seat->name[n];
        if ((c & 0xc0) != 0x80) {
            break; /* the first byte of the sequence */
        }
    }
    seat->name[n] = '\0';
}

void gm_seat_cycle_level(gm_seat *seat, int step, unsigned n_levels)
{
    if (n_levels == 0) {
        return;
    }
    int next = ((int)seat->level + step) % (int)n_levels;
    seat->level = (uint8_t)(next < 0 ? next + (int)n_levels : next);
}

gm_name_check gm_seat_name_check(const char *text, size_t len)
{
    for (size_t i = 0; i < len;) {
        uint32_t c = gm_utf8_next((const unsigned char *)text, len, &i);
        if (c == GM_UTF8_BAD) {
            return GM_NAME_BAD_UTF8;
        }
        if (gm_utf8_is_control(c)) {
            return GM_NAME_CONTROL;
        }
    }
    return GM_NAME_OK;
}

/* One per character, not per byte. */
static float characters(void *ctx, const char *text)
{
    (void)ctx;
    float n = 0;
    for (const unsigned char *c = (const unsigned char *)text; *c != '\0'; c++) {
        n += (*c & 0xc0) != 0x80;
    }
    return n;
}

const char *gm_seat_name_shown(const char *name, char *out, size_t len)
{
    /* Shorter still when the cut name with its ellipsis (3 bytes) would
     * not fit out whole: never half a character. */
    char cut[GM_NAME_LEN + 8];
    for (unsigned most = GM_NAME_SHOWN; most > 0; most--) {
        gm_utf8_fit(name, (float)most, characters, NULL, cut, sizeof cut);
        if (strlen(cut) < len) {
            break;
        }
    }
    snprintf(out, len, "%s", cut);
    return out;
}

void gm_seat_name_room(const gm_seat *seat, unsigned *used, unsigned *most)
{
    size_t bytes = strnlen(seat->name, GM_NAME_LEN - 1);
    *used = (unsigned)characters(NULL, seat->name);
    *most = *used + (unsigned)(GM_NAME_LEN - 1 - bytes);
}
