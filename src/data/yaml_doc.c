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

/* libyaml's problem, with the most useful line. */
static void parser_problem(const yaml_parser_t *parser, const char *text, size_t len,
                           sc_yaml_error *e)
{
    e->problem = parser->problem != NULL ? parser->problem : "unknown error";
    if (parser->error == YAML_READER_ERROR) {
        /* The reader reports a byte offset, not a mark. */
        size_t line = 1, end = parser->problem_offset < len ? parser->problem_offset : len;
        for (size_t i = 0; i < end; i++) {
            line += text[i] == '\n';
        }
        e->kind = SC_YAML_NOT_TEXT;
        e->line = line;
    } else if (parser->error == YAML_MEMORY_ERROR) {
        e->kind = SC_YAML_NO_MEMORY;
    } else {
        e->kind = SC_YAML_SYNTAX;
        e->line = parser->problem_mark.line + 1;
        e->context = parser->context;
        e->context_line = parser->context_mark.line + 1;
        if (parser->context != NULL && strstr(e->problem, "end of stream") != NULL) {
            /* Something left open (a quote, a bracket): where it was opened
             * is the useful line. */
            e->line = e->context_line;
            e->context_line = parser->problem_mark.line + 1;
        }
    }
}

/* The cheap pass over the events: the nesting depth and the number of
 * documents, checked before libyaml builds the tree. It stops at the first
 * collection too deep, before the scanner reads much further (libyaml's
 * scanner spends time in proportion to the open collections on every
 * token, so 100,000 nested brackets took minutes). Syntax errors are found
 * here too. */
static bool check_events(const char *text, size_t len, sc_yaml_error *e)
{
    yaml_parser_t parser;
    if (!yaml_parser_initialize(&parser)) {
        e->kind = SC_YAML_NO_MEMORY;
        return false;
    }
    yaml_parser_set_input_string(&parser, (const unsigned char *)text, len);
    unsigned depth = 0, documents = 0;
    bool ok = true, done = false;
    while (ok && !done) {
        yaml_event_t ev;
        if (!yaml_parser_parse(&parser, &ev)) {
            parser_problem(&parser, text, len, e);
            ok = false;
            break;
        }
        size_t line = ev.start_mark.line + 1;
        switch (ev.type) {
        case YAML_DOCUMENT_START_EVENT:
            if (++documents > 1) {
                e->kind = SC_YAML_MORE_DOCS;
                e->line = line;
                ok = false;
            }
            break;
        case YAML_SEQUENCE_START_EVENT:
        case YAML_MAPPING_START_EVENT:
            if (++depth > SC_YAML_MAX_DEPTH) {
                e->kind = SC_YAML_TOO_DEEP;
                e->line = line;
                ok = false;
            }
            break;
        case YAML_SEQUENCE_END_EVENT:
        case YAML_MAPPING_END_EVENT:
            depth--;
            break;
        case YAML_STREAM_END_EVENT:
            done = true;
            break;
        default:
            break;
        }
        yaml_event_delete(&ev);
    }
    yaml_parser_delete(&parser);
    return ok;
}

bool sc_yaml_parse(const char *text, size_t len, yaml_document_t *doc, sc_yaml_error *e)
{
    memset(e, 0, sizeof *e);
    if (text == NULL) {
        text = "";
        len = 0;
    }
    if (!check_events(text, len, e)) {
        return false;
    }
    yaml_parser_t parser;
    if (!yaml_parser_initialize(&parser)) {
        e->kind = SC_YAML_NO_MEMORY;
        return false;
    }
    yaml_parser_set_input_string(&parser, (const unsigned char *)text, len);
    bool ok = yaml_parser_load(&parser, doc);
    if (!ok) {
        parser_problem(&parser, text, len, e);
    }
    yaml_parser_delete(&parser);
    return ok;
}

bool sc_yaml_load(const char *text, size_t len, const char *path, yaml_document_t *doc, char *err,
                  size_t err_len)
{
    sc_yaml_error e;
    if (sc_yaml_parse(text, len, doc, &e)) {
        return true;
    }
    if (err == NULL || err_len == 0) {
        return false;
    }
    switch (e.kind) {
    case SC_YAML_NOT_TEXT:
        snprintf(err, err_len, "%s:%zu: not a YAML text file: %s", path, e.line, e.problem);
        break;
    case SC_YAML_NO_MEMORY:
        snprintf(err, err_len, "%s: out of memory", path);
        break;
    case SC_YAML_TOO_DEEP:
        snprintf(err, err_len, "%s:%zu: nested deeper than %d levels", path, e.line,
                 SC_YAML_MAX_DEPTH);
        break;
    case SC_YAML_MORE_DOCS:
        snprintf(err, err_len, "%s:%zu: one YAML document is expected, found another", path,
                 e.line);
        break;
    case SC_YAML_SYNTAX:
        if (e.context != NULL && strstr(e.problem, "end of stream") != NULL) {
            snprintf(err, err_len, "%s:%zu: YAML syntax error: %s: %s (at line %zu)", path, e.line,
                     e.context, e.problem, e.context_line);
        } else if (e.context != NULL) {
            snprintf(err, err_len, "%s:%zu: YAML syntax error: %s (%s, from line %zu)", path,
                     e.line, e.problem, e.context, e.context_line);
        } else {
            snprintf(err, err_len, "%s:%zu: YAML syntax error: %s", path, e.line, e.problem);
        }
        break;
    }
    return false;
}
