/* `spacecats-sim review`: the review of a game record in text. */
#ifndef SPACECATS_SIM_REVIEW_PRINT_H
#define SPACECATS_SIM_REVIEW_PRINT_H

#include <stddef.h>
#include <stdio.h>

#include "spacecats/review.h"

/* The seats a save file marks human ("# seat K human ..." lines before the
 * record, as the desktop game writes them); 0 when it marks none. */
unsigned sim_review_humans(const char *text, size_t len);

/* The line of the record text that holds event `step` (from 0), 1-based;
 * 0 if there is none. */
unsigned sim_review_event_line(const char *text, size_t len, unsigned step);

/* Prints the review: the graph as a table, then each human seat's turning
 * points, naming the record's lines. */
void sim_review_print(FILE *out, const sc_review *rv, const char *file, const char *text,
                      size_t len);

#endif
