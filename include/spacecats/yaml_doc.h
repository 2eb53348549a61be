/* Reading one YAML document for the data readers (mat, layout, rules,
 * settings), with the messages they all give: "PATH:LINE: reason". */
#ifndef SPACECATS_YAML_DOC_H
#define SPACECATS_YAML_DOC_H

#include <stdbool.h>
#include <stddef.h>
#include <yaml.h>

/* Parses text (len bytes, need not be NUL-terminated) as one YAML document
 * into *doc. False with "PATH:LINE: ..." in err on a syntax error, bytes
 * that are not UTF-8 text ("not a YAML text file"), or a second document;
 * *doc is then not to be used. An empty text gives a document without a
 * root node: the caller says what was expected. On success the caller
 * deletes *doc (yaml_document_delete). */
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
