/* What the player last joined (joined.h), in the per-user folder. */
#include "joined.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "spacecats/file_io.h"

enum { MAX_FILE = 4096 };

static bool hex_token(const char *s)
{
    size_t n = strlen(s);
    if (n != GM_JOINED_TOKEN - 1) {
        return false;
    }
    for (size_t i = 0; i < n; i++) {
        if (!((s[i] >= '0' && s[i] <= '9') || (s[i] >= 'a' && s[i] <= 'f'))) {
            return false;
        }
    }
    return true;
}

/* One line's value, if it is usable. */
static bool take(gm_joined *out, const char *key, const char *value)
{
    size_t n = strlen(value);
    if (strcmp(key, "address") == 0 && n < sizeof out->address) {
        memcpy(out->address, value, n + 1);
        return true;
    }
    if (strcmp(key, "name") == 0 && n < sizeof out->name &&
        gm_seat_name_check(value, n) == GM_NAME_OK) {
        memcpy(out->name, value, n + 1);
        return true;
    }
    if (strcmp(key, "colour") == 0 && n == 1 && value[0] >= '0' &&
        value[0] < '0' + SC_MAX_PLAYERS) {
        out->colour = (uint8_t)(value[0] - '0');
        return true;
    }
    if (strcmp(key, "token") == 0 && hex_token(value)) {
        memcpy(out->token, value, n + 1);
        return true;
    }
    if (strcmp(key, "host") == 0 && n < sizeof out->host &&
        gm_seat_name_check(value, n) == GM_NAME_OK) {
        memcpy(out->host, value, n + 1);
        return true;
    }
    return false;
}

void gm_joined_parse(const char *text, const char *path, gm_joined *out, char *warn,
                     size_t warn_len)
{
    memset(out, 0, sizeof *out);
    if (warn_len > 0) {
        warn[0] = '\0';
    }
    unsigned line = 0;
    for (const char *p = text; *p != '\0';) {
        const char *end = strchr(p, '\n');
        size_t n = end != NULL ? (size_t)(end - p) : strlen(p);
        line++;
        char buf[160];
        bool fits = n < sizeof buf;
        if (fits) {
            memcpy(buf, p, n);
            buf[n] = '\0';
        }
        char *space = fits ? strchr(buf, ' ') : NULL;
        if (n > 0 && (space == NULL || (*space = '\0', !take(out, buf, space + 1))) &&
            warn_len > 0 && warn[0] == '\0') {
            snprintf(warn, warn_len, "%s: line %u: not a line of this file, left out", path, line);
        }
        p += n + (end != NULL);
    }
}

static bool path_of(const char *prefdir, char *out, size_t len)
{
    int n = snprintf(out, len, "%s%s", prefdir, GM_JOINED_FILE);
    return prefdir[0] != '\0' && n > 0 && (size_t)n < len;
}

bool gm_joined_read(const char *prefdir, gm_joined *out, char *warn, size_t warn_len)
{
    memset(out, 0, sizeof *out);
    if (warn_len > 0) {
        warn[0] = '\0';
    }
    char path[600];
    if (!path_of(prefdir, path, sizeof path)) {
        return false;
    }
    size_t len = 0;
    char err[700];
    errno = 0;
    char *text = sc_file_read(path, MAX_FILE, &len, err, sizeof err);
    if (text == NULL) {
        if (errno != ENOENT && warn_len > 0) {
            snprintf(warn, warn_len, "%s", err); /* there, but not to be read */
        }
        return false;
    }
    gm_joined_parse(text, path, out, warn, warn_len);
    free(text);
    return true;
}

bool gm_joined_write(const char *prefdir, const gm_joined *j, char *err, size_t err_len)
{
    char path[600];
    if (!path_of(prefdir, path, sizeof path)) {
        snprintf(err, err_len, "no per-user folder");
        return false;
    }
    char text[MAX_FILE];
    int n = snprintf(text, sizeof text, "address %s\nname %s\ncolour %u\n%s%s%s%s%s%s", j->address,
                     j->name, (unsigned)j->colour, j->token[0] != '\0' ? "token " : "", j->token,
                     j->token[0] != '\0' ? "\n" : "", j->host[0] != '\0' ? "host " : "", j->host,
                     j->host[0] != '\0' ? "\n" : "");
    if (n < 0 || (size_t)n >= sizeof text) {
        snprintf(err, err_len, "%s: too long", path);
        return false;
    }
    return sc_file_write_atomic(path, text, (size_t)n, err, err_len);
}

bool gm_joined_forget(const char *prefdir, char *err, size_t err_len)
{
    gm_joined j;
    char warn[700];
    if (!gm_joined_read(prefdir, &j, warn, sizeof warn) || j.token[0] == '\0') {
        return true;
    }
    j.token[0] = j.host[0] = '\0';
    return gm_joined_write(prefdir, &j, err, err_len);
}
