/* The server's thinkers: a few worker threads that work out computers'
 * decisions (sc_net_thought) while the server's own thread goes on with
 * every table's messages; a commander's decision takes up to 0.4 s. A
 * fixed number of places bounds what waits and what is done: a thought
 * that finds none waits with its table (the server keeps the turn). The
 * results are taken on the server's thread, which applies them to their
 * tables: the threads never touch a table. Internal to src/net. */
#ifndef SC_NET_THINK_POOL_H
#define SC_NET_THINK_POOL_H

#include <stdbool.h>

#include "spacecats/net_server.h" /* sc_net_think_fn */

typedef struct sc_net_pool sc_net_pool;

typedef struct sc_net_pool_result {
    unsigned table; /* as given to sc_net_pool_give */
    unsigned tag;   /* as given: which of the table's lives (a table made new is another) */
    unsigned step;  /* the thought's */
    bool decided;   /* false: nothing to choose */
    sc_choice choice;
} sc_net_pool_result;

/* threads workers (at least 1), places thoughts at once (waiting, being
 * thought or done and not yet taken). NULL when a thread or memory cannot
 * be had. The workers run a notch nicer than the caller, so that on a busy
 * machine the messages go first. */
sc_net_pool *sc_net_pool_new(unsigned threads, unsigned places, sc_net_think_fn fn, void *ctx);

/* Waits for the thoughts being thought to end, drops the others. */
void sc_net_pool_free(sc_net_pool *p);

/* Queues a thought (copied); false when every place is taken. */
bool sc_net_pool_give(sc_net_pool *p, unsigned table, unsigned tag, const sc_net_thought *th);

/* A finished thought, oldest first: false when none is done. */
bool sc_net_pool_take(sc_net_pool *p, sc_net_pool_result *out);

/* Readable while a finished thought waits to be taken (poll(2) it with the
 * link's socket); sc_net_pool_take empties it. */
int sc_net_pool_fd(const sc_net_pool *p);

/* The thoughts finished since the pool was made. */
unsigned long sc_net_pool_thought(sc_net_pool *p);

#endif
