/* The layout's keys: the tables of every key the game reads from
 * data/layout/board.yaml (layout_fields.c, layout_screens.c), each key's
 * shape and the typed field it fills. For the layout's own files (layout.c, layout_check.c) and
 * tests. */
#ifndef GM_LAYOUT_FIELDS_H
#define GM_LAYOUT_FIELDS_H

#include <stdbool.h>
#include <stddef.h>

#include "layout.h"
#include "spacecats/attrs.h"

/* The shape a key must have. */
typedef enum gm_layout_shape {
    GM_SHAPE_NUMBER,   /* any number */
    GM_SHAPE_POSITIVE, /* a number above 0 (a size, a gap) */
    GM_SHAPE_FONT,     /* a font size, at least GM_LAYOUT_MIN_FONT */
    GM_SHAPE_COUNT,    /* a whole number from 1 (heads per row) */
    GM_SHAPE_SIZE,     /* [width, height] */
    GM_SHAPE_POINT,    /* [x, y] */
    GM_SHAPE_RECT,     /* [x, y, width, height], on screen */
    GM_SHAPE_PLACE,    /* [x, y, width, height] inside a thing (gm_layout_in) */
    GM_SHAPE_POINTS,   /* a list of [x, y] */
    GM_SHAPE_RECTS,    /* a list of [x, y, width, height] */
} gm_layout_shape;

typedef struct gm_layout_field {
    const char *key;
    gm_layout_shape shape;
    size_t offset;       /* of the typed field in gm_layout, or GM_LAYOUT_NO_FIELD */
    size_t count_offset; /* of a list's count */
    unsigned cap;        /* a list's capacity */
} gm_layout_field;

#define GM_LAYOUT_NO_FIELD ((size_t)-1)

/* The tables of keys, NULL after the last, each ended by a field with no
 * key: the play screen's (gm_layout_board_keys, layout_fields.c), then one
 * per other screen (layout_screens.c). */
const gm_layout_field *const *gm_layout_tables(void);
extern const gm_layout_field gm_layout_board_keys[];

/* After the walk (layout_fill.c): refuses a key no field knows and a key of the wrong
 * shape (with its line), and fills the typed fields. */
bool gm_layout_fill(gm_layout *lay, char *err, size_t err_len);

/* A new entry of that key (the caller checked there is room and the key
 * fits), found by gm_layout_find from now on (layout_entries.c). */
gm_layout_entry *gm_layout_add_entry(gm_layout *lay, const char *key);
/* The table found again after entries went and came (an overlay file). */
void gm_layout_rehash(gm_layout *lay);

/* Every key is in the file (layout_check.c; else its name and the line of the mapping it
 * belongs in); fonts are at least GM_LAYOUT_MIN_FONT; rects on screen. */
bool gm_layout_check_fields(const gm_layout *lay, char *err, size_t err_len);

/* "PATH:LINE: KEY: ..." (the line of the key or of where it belongs). */
SC_PRINTF(5, 6)
bool gm_layout_fail(const gm_layout *lay, const char *key, char *err, size_t err_len,
                    const char *fmt, ...);

#endif
