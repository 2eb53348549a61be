/* Command-line numbers of the AI tools (ai-match, ai-bench, ai-obvious). */
#ifndef AI_TOOL_ARGS_H
#define AI_TOOL_ARGS_H

#include <stdbool.h>

/* A whole decimal number from lo to hi (nothing else in the text), or
 * false; text may be NULL (a missing value). */
bool ai_arg_count(const char *text, unsigned long long lo, unsigned long long hi,
                  unsigned long long *out);

#endif
