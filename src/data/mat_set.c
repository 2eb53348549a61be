/* The mat folder: the current mat and every earlier one, by checksum. */
#include "spacecats/mat_set.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "spacecats/file_io.h"
#include "spacecats/mat_load.h"

#define DEFAULT_FILE "default.yaml"

static bool is_yaml(const char *name)
{
    size_t n = strlen(name);
    return n > 5 && name[0] != '.' && strcmp(name + n - 5, ".yaml") == 0;
}

static int by_name(const void *a, const void *b)
{
    return strcmp((const char *)a, (const char *)b);
}

static bool load_one(sc_mat_set *set, const char *dir, const char *file, char *err, size_t err_len)
{
    if (set->n == SC_MAT_SET_MAX) {
        snprintf(err, err_len, "%s: more than %d mats", dir, SC_MAT_SET_MAX);
        return false;
    }
    char path[4096];
    if (snprintf(path, sizeof path, "%s/%s", dir, file) >= (int)sizeof path) {
        snprintf(err, err_len, "%s: the path is too long", dir);
        return false;
    }
    if (!sc_mat_load_file(path, &set->mats[set->n], err, err_len)) {
        return false;
    }
    snprintf(set->files[set->n], sizeof set->files[set->n], "%s", file);
    set->n++;
    return true;
}

bool sc_mat_set_load(sc_mat_set *set, const char *dir, char *err, size_t err_len)
{
    set->n = 0;
    if (!load_one(set, dir, DEFAULT_FILE, err, err_len)) {
        return false;
    }
    sc_folder *d = sc_folder_open(dir);
    if (d == NULL) {
        snprintf(err, err_len, "%s: the mat folder cannot be listed", dir);
        return false;
    }
    /* The names first, then the mats in name order: the same set whatever
     * order the file system lists them in. */
    char names[SC_MAT_SET_MAX][SC_MAT_FILE_LEN];
    unsigned n = 0;
    bool too_many = false;
    for (const char *name; (name = sc_folder_next(d)) != NULL;) {
        if (!is_yaml(name) || strcmp(name, DEFAULT_FILE) == 0 || strlen(name) >= SC_MAT_FILE_LEN) {
            continue;
        }
        if (n + 1 == SC_MAT_SET_MAX) {
            too_many = true;
            break;
        }
        snprintf(names[n++], SC_MAT_FILE_LEN, "%s", name);
    }
    sc_folder_close(d);
    if (too_many) {
        snprintf(err, err_len, "%s: more than %d mats", dir, SC_MAT_SET_MAX);
        return false;
    }
    qsort(names, n, sizeof names[0], by_name);
    for (unsigned i = 0; i < n; i++) {
        if (!load_one(set, dir, names[i], err, err_len)) {
            return false;
        }
    }
    return true;
}

const sc_mat *sc_mat_set_find(const sc_mat_set *set, uint64_t checksum)
{
    for (unsigned i = 0; i < set->n; i++) {
        if (set->mats[i].checksum == checksum) {
            return &set->mats[i];
        }
    }
    return NULL;
}
