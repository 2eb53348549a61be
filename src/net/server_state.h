/* A server's tables kept on disk (server.c): each table's game, its
 * record and the persons who hold its seats with their tokens, in
 * DIR/table-N.screc, written atomically as the game moves and read back
 * when the server starts again, so that its players come back to their
 * games. Internal to src/net. */
#ifndef SC_NET_SERVER_STATE_H
#define SC_NET_SERVER_STATE_H

#include <stdbool.h>
#include <stddef.h>

#include "spacecats/net_host.h"

/* Writes table's record and persons; false with err. */
bool sc_net_state_save(const char *dir, unsigned table, const sc_net_host *h, unsigned n_players,
                       char *err, size_t err_len);

/* Reads table's file: 1 with the persons put into seats (n_players of
 * them) and the whole file in a malloc'd *record (the persons' lines are
 * comments to a replay, so its lines are the file's); 0 when there is
 * none; -1, with err naming the file and the line, when it cannot be read
 * or its persons' lines are damaged (then it is set aside, so that the
 * table starts afresh). */
int sc_net_state_load(const char *dir, unsigned table, sc_net_host_seat *seats, unsigned n_players,
                      char **record, size_t *len, char *err, size_t err_len);

/* The table is made new: its file goes. */
void sc_net_state_forget(const char *dir, unsigned table);
/* A file that did not replay is put aside (SUFFIX .damaged). */
void sc_net_state_set_aside(const char *dir, unsigned table);
/* DIR/table-N.screc followed by suffix. */
void sc_net_state_path(const char *dir, unsigned table, const char *suffix, char *out, size_t len);

#endif
