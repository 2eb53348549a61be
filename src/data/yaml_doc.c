/* One YAML document from text, and the readers' messages. */
#include "spacecats/yaml_doc.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

bool sc_yaml_fail(char *err, size_t err_len, const char *path, const yaml_node_t *n, size_t line,
                  const char *fmt, ...)
{
    if (err == NULL || err_len == 0) {
        return false;
    }
    int k = snprintf(err, err_len, "%s:%zu: ", path, n != NULL ? sc_yaml_line(n) : line);
    if (k >= 0 && (size_t)k < err_len) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(err + k, err_len - (size_t)k, fmt, ap);
        va_end(ap);
    }
    return false;
}

/* libyaml's problem as a message with the most useful line. */
static void parser_error(const yaml_parser_t *parser, const char *text, size_t len,
                         const char *path, char *err, size_t err_len)
{
    const char *problem = parser->problem != NULL ? parser->problem : "unknown error";
    if (parser->error == YAML_READER_ERROR) {
        /* The reader reports a byte offset, not a mark. */
        size_t line = 1, end = parser->problem_offset < len ? parser->problem_offset : len;
        for (size_t i = 0; i < end; i++) {
            line += text[i] == '\n';
        }
        snprintf(err, err_len, "%s:%zu: not a YAML text file: %s", path, line, problem);
    } else if (parser->error == YAML_MEMORY_ERROR) {
        snprintf(err, err_len, "%s: out of memory", path);
    } else if (parser->context != NULL && strstr(problem, "end of stream") != NULL) {
        /* Something left open (a quote, a bracket): where it was opened is
         * the useful line. */
        snprintf(err, err_len, "%s:%zu: YAML syntax error: %s: %s (at line %zu)", path,
                 parser->context_mark.line + 1, parser->context, problem,
                 parser->problem_mark.line + 1);
    } else if (parser->context != NULL) {
        snprintf(err, err_len, "%s:%zu: YAML syntax error: %s (%s, from line %zu)", path,
                 parser->problem_mark.line + 1, problem, parser->context,
                 parser->context_mark.line + 1);
    } else {
        snprintf(err, err_len, "%s:%zu: YAML syntax error: %s", path, parser->problem_mark.line + 1,
                 problem);
    }
}

bool sc_yaml_load(const char *text, size_t len, const char *path, yaml_document_t *doc, char *err,
                  size_t err_len)
{
    char dummy[1];
    if (err == NULL || err_len == 0) {
        err = dummy;
        err_len = sizeof dummy;
    }
    if (text == NULL) {
        text = "";
        len = 0;
    }
    yaml_parser_t parser;
    if (!yaml_parser_initialize(&parser)) {
        snprintf(err, err_len, "%s: out of memory", path);
        return false;
    }
    yaml_parser_set_input_string(&parser, (const unsigned char *)text, len);
    if (!yaml_parser_load(&parser, doc)) {
        parser_error(&parser, text, len, path, err, err_len);
        yaml_parser_delete(&parser);
        return false;
    }
    bool ok = true;
    if (yaml_document_get_root_node(doc) != NULL) {
        /* One document only; loading the rest also finds syntax errors in it. */
        yaml_document_t more;
        if (!yaml_parser_load(&parser, &more)) {
            parser_error(&parser, text, len, path, err, err_len);
            ok = false;
        } else {
            yaml_node_t *extra = yaml_document_get_root_node(&more);
            if (extra != NULL) {
                ok = sc_yaml_fail(err, err_len, path, extra, 0,
                                  "one YAML document is expected, found another");
            }
            yaml_document_delete(&more);
        }
    }
    yaml_parser_delete(&parser);
    if (!ok) {
        yaml_document_delete(doc);
    }
    return ok;
}
