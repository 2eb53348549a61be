/* The game's mats: the current one and every earlier one, with layouts. */
#include "mats.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "spacecats/file_io.h"
#include "spacecats/record.h"

gm_mats gm_mats_one(const sc_mat *mat, const gm_layout *lay)
{
    gm_mats m = {.n = 1};
    m.mat[0] = mat;
    m.layout[0] = lay;
    return m;
}

int gm_mats_find(const gm_mats *m, uint64_t checksum)
{
    for (unsigned i = 0; i < m->n; i++) {
        if (m->mat[i]->checksum == checksum) {
            return (int)i;
        }
    }
    return -1;
}

const char *gm_mats_title(const sc_mat *mat)
{
    return mat->title[0] != '\0' ? _(mat->title) : mat->name;
}

bool gm_mats_of_record(const gm_mats *m, const char *text, size_t len, unsigned *index, char *why,
                       size_t why_len)
{
    uint64_t sum;
    char name[48];
    *index = 0;
    if (!sc_record_mat_of(text, len, &sum, name, sizeof name, NULL)) {
        return true;
    }
    int i = gm_mats_find(m, sum);
    if (i >= 0) {
        *index = (unsigned)i;
        return true;
    }
    char hex[24];
    snprintf(hex, sizeof hex, "%016" PRIx64, sum);
    snprintf(why, why_len,
             _("this game was played on a cosmic mat this version of Space Cats does not know "
               "(\"%s\", %s): a newer version or another data folder saved it"),
             name, hex);
    return false;
}

/* Every picture the mat names is in the art folder: a mistake in the mat
 * is said at start, with the body, not drawn as nothing. */
static bool check_art(const sc_mat *mat, const char *mat_path, const char *datadir, char *err,
                      size_t err_len)
{
    for (unsigned i = 0; i < mat->n_moons + mat->n_planets; i++) {
        bool moon = i < mat->n_moons;
        const char *art = moon ? mat->moons[i].art : mat->planets[i - mat->n_moons].art;
        const char *id = moon ? mat->moons[i].id : mat->planets[i - mat->n_moons].id;
        char path[700];
        sc_file_info st;
        snprintf(path, sizeof path, "%s/art/%s.svg", datadir, art);
        if (art[0] != '\0' && (!sc_file_info_get(path, true, &st) || st.kind != SC_FILE_REGULAR)) {
            snprintf(err, err_len, _("%s: %s %s: its picture '%s' is not in %s/art"), mat_path,
                     moon ? _("moon") : _("planet"), id, art, datadir);
            return false;
        }
    }
    return true;
}

bool gm_mat_store_load(gm_mat_store *s, const char *datadir, char *err, size_t err_len)
{
    memset(s, 0, sizeof *s);
    char dir[600], base[600], path[700];
    snprintf(dir, sizeof dir, "%s/mat", datadir);
    snprintf(base, sizeof base, "%s/layout/board.yaml", datadir);
    if (!sc_mat_set_load(&s->set, dir, err, err_len)) {
        return false;
    }
    for (unsigned i = 0; i < s->set.n; i++) {
        const sc_mat *mat = &s->set.mats[i];
        snprintf(path, sizeof path, "%s/%s", dir, s->set.files[i]);
        if (!check_art(mat, path, datadir, err, err_len)) {
            gm_mat_store_free(s);
            return false;
        }
        s->layouts[i] = malloc(sizeof *s->layouts[i]);
        if (s->layouts[i] == NULL) {
            snprintf(err, err_len, "%s: out of memory", base);
            gm_mat_store_free(s);
            return false;
        }
        bool ok;
        if (mat->layout[0] != '\0') {
            snprintf(path, sizeof path, "%s/layout/%s.yaml", datadir, mat->layout);
            ok = gm_layout_load_over(base, path, s->layouts[i], err, err_len);
        } else {
            ok = gm_layout_load_file(base, s->layouts[i], err, err_len);
        }
        if (!ok || !gm_layout_check(s->layouts[i], mat, err, err_len)) {
            gm_mat_store_free(s);
            return false;
        }
        s->view.mat[i] = mat;
        s->view.layout[i] = s->layouts[i];
        s->view.n = i + 1;
    }
    return true;
}

void gm_mat_store_free(gm_mat_store *s)
{
    for (unsigned i = 0; i < SC_MAT_SET_MAX; i++) {
        free(s->layouts[i]);
        s->layouts[i] = NULL;
    }
    s->view.n = 0;
}
