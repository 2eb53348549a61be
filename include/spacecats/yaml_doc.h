/* Reading one YAML document for the data readers (mat, layout, rules,
 * settings), with the messages they all give: "PATH:LINE: reason". */
#ifndef SPACECATS_YAML_DOC_H
#define SPACECATS_YAML_DOC_H

#include <stdbool.h>
#include <stddef.h>
#include <yaml.h>

/* Collections nested deeper than this are refused: no data file needs more
 * than a few levels, and libyaml's time grows with the square of the depth. */
#define SC_YAML_MAX_DEPTH 32

typedef enum sc_yaml_error_kind {
    SC_YAML_SYNTAX,    /* problem (libyaml's words), maybe context at context_line */
    SC_YAML_NOT_TEXT,  /* bytes that are not UTF-8 text; problem says which */
    SC_YAML_NO_MEMORY, /* no line */
    SC_YAML_TOO_DEEP,  /* a collection nested deeper than SC_YAML_MAX_DEPTH */
    SC_YAML_MORE_DOCS, /* a second document ('---' after the first) */
} sc_yaml_error_kind;

/* Why a text is not one YAML document, for readers that word it themselves
 * (the settings, in the player's language). The strings are libyaml's own,
 * static: they outlive the parser. */
typedef struct sc_yaml_error {
    sc_yaml_error_kind kind;
    size_t line; /* 1-based */
    const char *problem;
    const char *context; /* NULL when none */
    size_t context_line;
} sc_yaml_error;

/* Parses text (len bytes, need not be NUL-terminated) as one YAML document
 * into *doc. False, with *e filled, on a syntax error, bytes that are not
 * UTF-8 text, collections nested deeper than SC_YAML_MAX_DEPTH, or a second
 * document; *doc is then not to be used. An empty text gives a document
 * without a root node: the caller says what was expected. On success the
 * caller deletes *doc (yaml_document_delete). Every reader of YAML goes
 * through here. */
bool sc_yaml_parse(const char *text, size_t len, yaml_document_t *doc, sc_yaml_error *e);

/* sc_yaml_parse with the reason as "PATH:LINE: ..." in err (English, as the
 * data readers' messages). */
bool sc_yaml_load(const char *text, size_t len, const char *path, yaml_document_t *doc, char *err,
                  size_t err_len);

/* Writes "PATH:LINE: " and the message to err (LINE is the node's, or
 * `line` when n is NULL); returns false, for `return sc_yaml_fail(...)`. */
#if defined(__GNUC__)
__attribute__((format(printf, 6, 7)))
#endif
bool sc_yaml_fail(char *err, size_t err_len, const char *path, const yaml_node_t *n, size_t line,
                  const char *fmt, ...);

/* The 1-based line of a node. */
static inline size_t sc_yaml_line(const yaml_node_t *n)
{
    return n->start_mark.line + 1;
}

#endif
