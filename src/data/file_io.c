/* Whole-file reading and atomic writing, on top of the system's calls
 * (file_posix.c or file_win.c, through file_sys.h). */
#include "spacecats/file_io.h"
#include "spacecats/attrs.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "file_sys.h"

SC_PRINTF(3, 4)
void sc_sys_set_err(char *err, size_t err_len, const char *fmt, ...)
{
    if (err == NULL || err_len == 0) {
        return;
    }
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err, err_len, fmt, ap);
    va_end(ap);
}

char *sc_file_read(const char *path, size_t max, size_t *len_out, char *err, size_t err_len)
{
    if (len_out != NULL) {
        *len_out = 0;
    }
    FILE *f = sc_file_open_read(path, err, err_len);
    if (f == NULL) {
        return NULL;
    }
    size_t cap = 4096, len = 0;
    char *buf = malloc(cap);
    if (buf == NULL) {
        fclose(f);
        sc_sys_set_err(err, err_len, "%s: out of memory", path);
        return NULL;
    }
    for (;;) {
        if (len + 1 >= cap) { /* room for one more byte and the NUL */
            size_t ncap = cap * 2;
            char *nbuf = realloc(buf, ncap);
            if (nbuf == NULL) {
                free(buf);
                fclose(f);
                sc_sys_set_err(err, err_len, "%s: out of memory", path);
                return NULL;
            }
            buf = nbuf;
            cap = ncap;
        }
        size_t n = fread(buf + len, 1, cap - len - 1, f);
        len += n;
        if (len > max) {
            free(buf);
            fclose(f);
            sc_sys_set_err(err, err_len, "%s: file too large (over %zu bytes)", path, max);
            return NULL;
        }
        if (n == 0) {
            break;
        }
    }
    if (ferror(f)) {
        int e = errno;
        free(buf);
        fclose(f);
        sc_sys_set_err(err, err_len, "%s: read error: %s", path, e != 0 ? strerror(e) : "unknown");
        return NULL;
    }
    fclose(f);
    buf[len] = '\0';
    if (len_out != NULL) {
        *len_out = len;
    }
    return buf;
}

bool sc_file_write_atomic(const char *path, const void *data, size_t len, char *err, size_t err_len)
{
    static unsigned counter;
    size_t plen = strlen(path);
    char *tmp = malloc(plen + 64);
    if (tmp == NULL) {
        sc_sys_set_err(err, err_len, "%s: out of memory", path);
        return false;
    }

    /* A new file beside path (same folder, so the rename cannot cross file
     * systems), created only if no file has that name, so none is
     * clobbered. */
    FILE *f = NULL;
    for (int attempt = 0; attempt < 100 && f == NULL; attempt++) {
        snprintf(tmp, plen + 64, "%s.tmp-%ld-%u", path, sc_sys_process_id(), counter++);
        f = sc_sys_create_new(tmp, path);
        if (f == NULL && errno != EEXIST) {
            break;
        }
    }
    if (f == NULL) {
        sc_sys_set_err(err, err_len, "%s: cannot create a temporary file: %s", path,
                       strerror(errno));
        free(tmp);
        return false;
    }
    const char *what = NULL;
    int e = sc_sys_size_refused(len);
    if (e != 0) {
        what = "write";
    } else if (len > 0 && fwrite(data, 1, len, f) != len) {
        what = "write";
        e = errno;
    } else if (fflush(f) != 0) {
        what = "write";
        e = errno;
    } else if (!sc_sys_sync(f)) {
        what = "sync";
        e = errno;
    }
    if (fclose(f) != 0 && what == NULL) {
        what = "close";
        e = errno;
    }
    if (what == NULL && !sc_file_rename(tmp, path)) {
        what = "rename";
        e = errno;
    }
    if (what != NULL) {
        sc_sys_set_err(err, err_len, "%s: %s failed: %s", path, what,
                       e != 0 ? strerror(e) : "unknown");
        sc_file_remove(tmp);
        free(tmp);
        return false;
    }
    free(tmp);
    sc_sys_sync_folder_of(path);
    return true;
}
