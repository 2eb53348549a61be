/* The autosave written off the game's thread (save_writer.h). */
#include "save_writer.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "save_lines.h"

/* A state of the game to write: the newest replaces one not yet taken. */
typedef struct job {
    char prefdir[GM_SAVE_PATH_MAX];
    char *text; /* malloc'd; NULL: the memory ran out (a failed write) */
    size_t len;
    bool over;
    unsigned revision;
} job;

struct gm_save_writer {
    bool threaded;
    /* The game's thread's own: what it handed over last. */
    bool posted_any;
    unsigned posted_revision;
    bool off;

    pthread_t thread;
    pthread_mutex_t lock; /* guards what follows */
    pthread_cond_t wake;  /* a job, or stop */
    pthread_cond_t idle;  /* nothing waiting, nothing being written */
    bool has_job, writing, stop;
    job next;
    gm_autosave st; /* what is on disk: the writer's once started */
    bool has_kept, has_err;
    char kept[GM_SAVE_NAME_MAX];
    gm_save_error err;
};

/* Writes j, taking its text, from st (what is on disk), which it updates:
 * on the writer's thread with no lock held, or on the game's. */
static bool write_job(job *j, gm_autosave *st, gm_save_error *err)
{
    bool ok = gm_saves_autosave_text(j->prefdir, j->text, j->len, j->over, j->revision, st, err);
    free(j->text);
    j->text = NULL;
    return ok;
}

/* What a write has to say, kept for gm_save_writer_news (under the lock). */
static void note(gm_save_writer *w, const gm_autosave *st, bool ok, const gm_save_error *err)
{
    if (st->kept[0] != '\0') {
        w->has_kept = true;
        snprintf(w->kept, sizeof w->kept, "%s", st->kept);
    }
    if (!ok) {
        w->has_err = true;
        w->err = *err;
    }
}

static void *writer_main(void *arg)
{
    gm_save_writer *w = arg;
    pthread_mutex_lock(&w->lock);
    for (;;) {
        while (!w->has_job && !w->stop) {
            pthread_cond_wait(&w->wake, &w->lock);
        }
        if (!w->has_job) {
            break; /* stopped, everything written */
        }
        job j = w->next;
        w->next.text = NULL; /* the writer's now */
        w->has_job = false;
        w->writing = true;
        gm_autosave st = w->st;
        pthread_mutex_unlock(&w->lock);
        gm_save_error err;
        bool ok = write_job(&j, &st, &err);
        pthread_mutex_lock(&w->lock);
        w->st = st;
        note(w, &st, ok, &err);
        w->writing = false;
        pthread_cond_broadcast(&w->idle);
    }
    pthread_mutex_unlock(&w->lock);
    return NULL;
}

gm_save_writer *gm_save_writer_new(bool threaded)
{
    gm_save_writer *w = calloc(1, sizeof *w);
    if (w == NULL) {
        return NULL;
    }
    w->threaded = threaded;
    pthread_mutex_init(&w->lock, NULL);
    pthread_cond_init(&w->wake, NULL);
    pthread_cond_init(&w->idle, NULL);
    if (threaded && pthread_create(&w->thread, NULL, writer_main, w) != 0) {
        pthread_cond_destroy(&w->idle);
        pthread_cond_destroy(&w->wake);
        pthread_mutex_destroy(&w->lock);
        free(w);
        return NULL;
    }
    return w;
}

void gm_save_writer_free(gm_save_writer *w)
{
    if (w == NULL) {
        return;
    }
    if (w->threaded) {
        pthread_mutex_lock(&w->lock);
        w->stop = true;
        pthread_cond_signal(&w->wake);
        pthread_mutex_unlock(&w->lock);
        pthread_join(w->thread, NULL);
    }
    free(w->next.text);
    pthread_cond_destroy(&w->idle);
    pthread_cond_destroy(&w->wake);
    pthread_mutex_destroy(&w->lock);
    free(w);
}

void gm_save_writer_flush(gm_save_writer *w)
{
    if (w == NULL || !w->threaded) {
        return;
    }
    pthread_mutex_lock(&w->lock);
    while (w->has_job || w->writing) {
        pthread_cond_wait(&w->idle, &w->lock);
    }
    pthread_mutex_unlock(&w->lock);
}

void gm_save_writer_restart(gm_save_writer *w, gm_autosave st)
{
    gm_save_writer_flush(w);
    pthread_mutex_lock(&w->lock);
    w->st = st;
    pthread_mutex_unlock(&w->lock);
    w->posted_any = st.saved;
    w->posted_revision = st.actions;
    w->off = st.off;
}

void gm_save_writer_post(gm_save_writer *w, const char *prefdir, const gm_session *s)
{
    unsigned revision = gm_session_revision(s);
    if (w->off || prefdir[0] == '\0' || (w->posted_any && w->posted_revision == revision)) {
        return; /* off, or handed over already */
    }
    w->posted_any = true;
    w->posted_revision = revision;
    job j = {.over = sc_game_over(gm_session_game(s)), .revision = revision};
    snprintf(j.prefdir, sizeof j.prefdir, "%s", prefdir);
    j.text = gm_save_compose(s, &j.len);
    if (!w->threaded) {
        gm_save_error err;
        bool ok = write_job(&j, &w->st, &err);
        note(w, &w->st, ok, &err);
        return;
    }
    pthread_mutex_lock(&w->lock);
    free(w->next.text); /* not taken yet: this state holds it */
    w->next = j;
    w->has_job = true;
    pthread_cond_signal(&w->wake);
    pthread_mutex_unlock(&w->lock);
}

bool gm_save_writer_news(gm_save_writer *w, char *kept, size_t kept_len, gm_save_error *err)
{
    pthread_mutex_lock(&w->lock);
    bool news = w->has_kept || w->has_err;
    kept[0] = '\0';
    if (w->has_kept) {
        snprintf(kept, kept_len, "%s", w->kept);
    }
    if (w->has_err) {
        *err = w->err;
    } else {
        gm_save_clear_err(err);
    }
    w->has_kept = w->has_err = false;
    pthread_mutex_unlock(&w->lock);
    return news;
}
