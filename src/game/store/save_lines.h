/* The saves module's own pieces, shared by its files: reading a save's
 * lines (the magic line, the state line, the end mark), and its errors.
 * Not for use outside save_file.c, save_lines.c, save_hosted.c, saves.c and
 * saves_list.c. */
#ifndef GM_SAVE_LINES_H
#define GM_SAVE_LINES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <time.h>

#include "saves.h"
#include "session.h"
#include "spacecats/attrs.h"
#include "spacecats/record.h"

#define GM_SAVE_MAGIC "# spacecats-save "
#define GM_SAVE_SECOND_LINE "# A Space Cats saved game"
#define GM_SAVE_STATE_MARK "# state "
#define GM_SAVE_END_MARK "# end of save: "

/* Fills err (when not NULL) and returns false. */
SC_PRINTF(4, 5)
bool gm_save_fail(gm_save_error *err, gm_save_status status, unsigned line, const char *fmt, ...);
void gm_save_clear_err(gm_save_error *err);

/* One line of text[0..len) from *pos, without "\r\n"; false at the end. */
bool gm_save_next_line(const char *text, size_t len, size_t *pos, const char **line,
                       size_t *line_len);
bool gm_save_starts(const char *s, size_t n, const char *prefix);
/* The next comment line of a save's header (the '#' lines before its
 * record begins; blank lines skipped): *body is what follows the '#' and
 * its blanks, *no its line number (counting from 1 as *no advances; start
 * it at 0). False at the first line of the record or at the end. */
bool gm_save_next_header(const char *text, size_t len, size_t *pos, unsigned *no, const char **body,
                         size_t *body_len);
/* A decimal number of at most 9 digits at s[*i..n); advances *i. */
bool gm_save_read_num(const char *s, size_t n, size_t *i, unsigned *out);
/* Whether s[i..n) is " actions" (trailing blanks aside): the end of an
 * end-of-save line after its count. */
bool gm_save_end_words(const char *s, size_t n, size_t i);
void gm_save_skip_blanks(const char *s, size_t n, size_t *i);

typedef struct gm_save_meta {
    /* A save by its own lines: the magic line, or, should that be damaged,
     * any other line only a save has (its seat lines, its second line, its
     * end mark). Recognising a save by its first line alone took one with a
     * damaged first line for a plain record, which has no end mark to
     * check: cut short at a line boundary, it loaded as a shorter game. */
    bool is_save;
    bool magic_ok;   /* line 1 is "# spacecats-save N", whole */
    unsigned format; /* its N */
    unsigned format_line;
    bool has_end; /* the last line is "# end of save: N actions" */
    bool end_bad; /* the last line is the end mark, its count unreadable */
    char end_text[48];
    unsigned end_actions;
    unsigned end_line;
} gm_save_meta;

void gm_save_read_meta(const char *text, size_t len, gm_save_meta *m);

/* Up to max bytes of f from offset into buf (NUL-terminated); the count. */
size_t gm_save_read_at(FILE *f, char *buf, size_t max, int64_t offset);
/* The action count on a whole save's last line ("# end of save: N
 * actions"), read from the file's last GM_SAVE_TAIL_BYTES; false when that
 * line is not there (the save is cut short, or not a save). *marked (may
 * be NULL) says the line is an end mark at all, its number readable or
 * not. */
bool gm_save_end_line(FILE *f, int64_t size, unsigned *actions, bool *marked);
/* A hosted game's lines (save_hosted.c): each friend's name and token,
 * "# person SEAT TOKEN NAME", and the computers' own seed, "# computers
 * seed=S", after the seat lines; nothing for a game without friends. */
void gm_save_compose_hosted(sc_record *b, const gm_session *p);
/* Reads them into p, a game just resumed from text: false, with the first
 * damaged line in warn, when one cannot be read (that friend then cannot
 * take their seat back; the computers decide from the game's seed). */
bool gm_save_read_hosted(const char *text, size_t len, gm_session *p, char *warn, size_t warn_len);

/* Sets path aside and adds where (or why not) to err's message. */
void gm_save_set_aside_saying(const char *path, time_t now, gm_save_error *err);

#endif
