/* The server's thinkers (think_pool.h): worker threads, a fixed array of
 * places and, under one lock, a queue of thoughts to think and one of
 * thoughts done. */
#define _GNU_SOURCE /* eventfd's flags */
#include "think_pool.h"

#include <errno.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/eventfd.h>
#include <sys/resource.h>
#include <unistd.h>

enum { NICER = 5 };

typedef struct place {
    sc_net_thought th;
    sc_net_pool_result result;
} place;

/* A ring of place numbers. */
typedef struct ring {
    unsigned *at;
    unsigned head, n, cap;
} ring;

struct sc_net_pool {
    sc_net_think_fn fn;
    void *ctx;
    pthread_t *threads;
    unsigned n_threads; /* started */
    int fd;             /* readable while `done` holds something */
    place *places;
    /* Guarded by lock. */
    pthread_mutex_t lock;
    pthread_cond_t wake;
    bool stop;
    ring todo, done, spare;
    bool raised; /* fd is readable: done was empty and is not */
    unsigned long thought;
};

static void ring_push(ring *r, unsigned v)
{
    r->at[(r->head + r->n++) % r->cap] = v;
}

static unsigned ring_pop(ring *r)
{
    unsigned v = r->at[r->head];
    r->head = (r->head + 1) % r->cap;
    r->n--;
    return v;
}

static void fd_raise(int fd)
{
    uint64_t one = 1;
    while (write(fd, &one, sizeof one) < 0 && errno == EINTR) {
    }
}

static void fd_lower(int fd)
{
    uint64_t n;
    while (read(fd, &n, sizeof n) < 0 && errno == EINTR) {
    }
}

static void *worker(void *arg)
{
    sc_net_pool *p = arg;
    /* On Linux a thread's nice is its own: only the thinkers yield. */
    errno = 0;
    int nice_now = getpriority(PRIO_PROCESS, 0);
    if (errno == 0) {
        (void)setpriority(PRIO_PROCESS, 0, nice_now + NICER);
    }
    pthread_mutex_lock(&p->lock);
    for (;;) {
        while (!p->stop && p->todo.n == 0) {
            pthread_cond_wait(&p->wake, &p->lock);
        }
        if (p->stop) {
            break;
        }
        unsigned k = ring_pop(&p->todo);
        place *pl = &p->places[k];
        pthread_mutex_unlock(&p->lock);
        /* The place is this thread's alone until it is in `done`. */
        pl->result.step = pl->th.step;
        pl->result.decided = p->fn(p->ctx, pl->result.table, &pl->th, &pl->result.choice);
        pthread_mutex_lock(&p->lock);
        if (!p->raised) {
            fd_raise(p->fd);
            p->raised = true;
        }
        ring_push(&p->done, k);
        p->thought++;
    }
    pthread_mutex_unlock(&p->lock);
    return NULL;
}

static bool ring_init(ring *r, unsigned cap)
{
    r->at = calloc(cap, sizeof *r->at);
    r->cap = cap;
    return r->at != NULL;
}

sc_net_pool *sc_net_pool_new(unsigned threads, unsigned places, sc_net_think_fn fn, void *ctx)
{
    if (threads == 0 || places == 0) {
        return NULL;
    }
    sc_net_pool *p = calloc(1, sizeof *p);
    if (p == NULL) {
        return NULL;
    }
    p->fn = fn;
    p->ctx = ctx;
    p->fd = eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
    pthread_mutex_init(&p->lock, NULL);
    pthread_cond_init(&p->wake, NULL);
    p->places = calloc(places, sizeof *p->places);
    p->threads = calloc(threads, sizeof *p->threads);
    if (p->fd < 0 || p->places == NULL || p->threads == NULL || !ring_init(&p->todo, places) ||
        !ring_init(&p->done, places) || !ring_init(&p->spare, places)) {
        sc_net_pool_free(p);
        return NULL;
    }
    for (unsigned k = 0; k < places; k++) {
        ring_push(&p->spare, k);
    }
    for (; p->n_threads < threads; p->n_threads++) {
        if (pthread_create(&p->threads[p->n_threads], NULL, worker, p) != 0) {
            sc_net_pool_free(p);
            return NULL;
        }
    }
    return p;
}

void sc_net_pool_free(sc_net_pool *p)
{
    if (p == NULL) {
        return;
    }
    pthread_mutex_lock(&p->lock);
    p->stop = true;
    pthread_cond_broadcast(&p->wake);
    pthread_mutex_unlock(&p->lock);
    for (unsigned i = 0; i < p->n_threads; i++) {
        pthread_join(p->threads[i], NULL);
    }
    pthread_cond_destroy(&p->wake);
    pthread_mutex_destroy(&p->lock);
    if (p->fd >= 0) {
        close(p->fd);
    }
    free(p->todo.at);
    free(p->done.at);
    free(p->spare.at);
    free(p->places);
    free(p->threads);
    free(p);
}

bool sc_net_pool_give(sc_net_pool *p, unsigned table, unsigned tag, const sc_net_thought *th)
{
    pthread_mutex_lock(&p->lock);
    bool room = p->spare.n > 0;
    if (room) {
        unsigned k = ring_pop(&p->spare);
        p->places[k].th = *th;
        p->places[k].result = (sc_net_pool_result){.table = table, .tag = tag};
        ring_push(&p->todo, k);
        pthread_cond_signal(&p->wake);
    }
    pthread_mutex_unlock(&p->lock);
    return room;
}

bool sc_net_pool_take(sc_net_pool *p, sc_net_pool_result *out)
{
    pthread_mutex_lock(&p->lock);
    bool got = p->done.n > 0;
    if (got) {
        unsigned k = ring_pop(&p->done);
        *out = p->places[k].result;
        ring_push(&p->spare, k);
    }
    if (p->done.n == 0 && p->raised) {
        fd_lower(p->fd);
        p->raised = false;
    }
    pthread_mutex_unlock(&p->lock);
    return got;
}

int sc_net_pool_fd(const sc_net_pool *p)
{
    return p->fd;
}

unsigned long sc_net_pool_thought(sc_net_pool *p)
{
    pthread_mutex_lock(&p->lock);
    unsigned long n = p->thought;
    pthread_mutex_unlock(&p->lock);
    return n;
}
