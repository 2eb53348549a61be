/* Walking a parsed YAML document (yaml_doc.h) for the data readers (mat,
 * layout, rules, settings): the nodes, their lines, the shape each reader
 * expects, and messages "PATH:LINE: context: what was expected, got what".
 * One kit, so every reader says the same things the same way. */
#ifndef SPACECATS_YAML_READ_H
#define SPACECATS_YAML_READ_H

#include <stdbool.h>
#include <stddef.h>
#include <yaml.h>

#include "spacecats/attrs.h"
#include "spacecats/yaml_doc.h"

/* A reader's context: the document, its file (for messages) and where a
 * message goes. */
typedef struct sc_yaml_reader {
    const char *path;
    yaml_document_t *doc;
    char *err;
    size_t err_len;
} sc_yaml_reader;

yaml_node_t *sc_yaml_node(const sc_yaml_reader *rd, int index);

/* A scalar's text, or NULL for a list, a mapping or no node. */
const char *sc_yaml_text(const yaml_node_t *n);

/* A plain empty, "~" or "null" scalar. */
bool sc_yaml_is_null(const yaml_node_t *n);

/* The node as a message names it: "a mapping", "a list", "nothing", 'text'
 * (plain) or "the quoted text 'text'", cut at 40 bytes, control bytes as '?'. */
const char *sc_yaml_describe(const yaml_node_t *n, char *buf, size_t cap);

/* A scalar's text as a message quotes it itself: cut at 40 bytes, control
 * bytes as '?', no quotes added; anything else as sc_yaml_describe. */
const char *sc_yaml_shown(const yaml_node_t *n, char *buf, size_t cap);

unsigned sc_yaml_seq_len(const yaml_node_t *seq);
yaml_node_t *sc_yaml_seq_item(const sc_yaml_reader *rd, const yaml_node_t *seq, unsigned i);

/* "PATH:LINE: message" into rd->err, at n's line (or `line` when n is
 * NULL); returns false, for `return sc_yaml_failf(...)`. */
SC_PRINTF(4, 5)
bool sc_yaml_failf(const sc_yaml_reader *rd, const yaml_node_t *n, size_t line, const char *fmt,
                   ...);

/* The shape expected, or "CTX: expected ..., got ..." at the node. */
bool sc_yaml_want_map(const sc_yaml_reader *rd, const yaml_node_t *n, const char *ctx);
bool sc_yaml_want_seq(const sc_yaml_reader *rd, const yaml_node_t *n, const char *ctx);
/* A scalar that is not null; `what` names it ("a number", "a name"). */
bool sc_yaml_want_scalar(const sc_yaml_reader *rd, const yaml_node_t *n, const char *ctx,
                         const char *what);

/* Every key of `map` is a name from known (NULL-terminated), each once:
 * "CTX: unknown key 'k' (known keys: a, b, c)", "CTX: duplicate key 'k'
 * (first on line N)". */
bool sc_yaml_check_keys(const sc_yaml_reader *rd, const yaml_node_t *map, const char *ctx,
                        const char *const *known);

/* The value of `key` in `map`, or NULL. */
yaml_node_t *sc_yaml_find(const sc_yaml_reader *rd, const yaml_node_t *map, const char *key);

/* The same, refused when absent: "CTX: missing required key 'k'". */
bool sc_yaml_need(const sc_yaml_reader *rd, const yaml_node_t *map, const char *ctx,
                  const char *key, yaml_node_t **out);

/* The field table walker: every key of the mapping `map` must be one of
 * keys[0..n) and appear once; values[i] gets the value of keys[i] (NULL
 * when absent). Keys whose bit is set in `required` must be there. Refuses
 * with the line of the offending key (or of the mapping, for a missing
 * one): "CTX: unknown key 'k' (expected one of a, b, c)", "CTX: 'k' given
 * twice (first at line N)", "CTX: 'k' is missing". */
bool sc_yaml_fields(const sc_yaml_reader *rd, const yaml_node_t *map, const char *ctx,
                    const char *const *keys, unsigned n, unsigned required, yaml_node_t **values);

/* ---- scalars: what a value is, said once for every reader ---------------
 * The readers differ only in what a bad value costs: the data files (mat,
 * layout, rules) refuse it, the settings warn and keep their default. The
 * values' spelling is here; the sc_yaml_get_* readers refuse with the
 * message at the node, for files a designer writes (plain scalars only: a
 * quoted "3" is text in YAML). */

/* A whole number: an optional sign and decimal digits, the whole text.
 * Beyond +-100,000,000 *huge is set and *out keeps only the sign (+-1). */
bool sc_yaml_int_value(const yaml_node_t *n, long *out, bool *huge);

/* true/false, yes/no, on/off, each in lower case, Capitalised or UPPER
 * case (YAML 1.1's booleans: what libyaml reads). */
bool sc_yaml_bool_value(const yaml_node_t *n, bool *out);

/* A finite decimal number (integer or not), the whole text. */
bool sc_yaml_number_value(const yaml_node_t *n, double *out);

/* "CTX: expected a whole number, got X", "CTX: N is out of range (MIN..MAX)". */
bool sc_yaml_get_int(const sc_yaml_reader *rd, const yaml_node_t *n, const char *ctx, long min,
                     long max, long *out);
/* "CTX: expected true or false, got X". */
bool sc_yaml_get_bool(const sc_yaml_reader *rd, const yaml_node_t *n, const char *ctx, bool *out);
/* Within +-limit: "CTX: expected a number, got X", "CTX: N is out of range". */
bool sc_yaml_get_number(const sc_yaml_reader *rd, const yaml_node_t *n, const char *ctx,
                        double limit, double *out);
/* Non-empty one-line text (no control characters) shorter than cap, copied
 * into dst: "CTX: must not be empty", "CTX: 'T' is too long (at most N
 * bytes)", "CTX: control characters are not allowed". */
bool sc_yaml_get_text(const sc_yaml_reader *rd, const yaml_node_t *n, const char *ctx, char *dst,
                      size_t cap);

/* ---- the file ------------------------------------------------------------ */

/* A reader of a document's text: "PATH:LINE: ..." into err. */
typedef bool (*sc_yaml_parse_fn)(const char *text, size_t len, const char *path, void *out,
                                 char *err, size_t err_len);

/* Reads the file at path (at most max bytes; sc_file_read's refusals name
 * the file) and hands its text to parse. */
bool sc_yaml_load_file(const char *path, size_t max, sc_yaml_parse_fn parse, void *out, char *err,
                       size_t err_len);

#endif
