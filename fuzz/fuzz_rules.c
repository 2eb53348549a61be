/* Fuzzes the rules text reader (src/game/base/rules_text.c): any bytes give
 * either pages (every one with a title and paragraphs, each with a text) or
 * "path:line: message" and nothing to free. */
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "rules_text.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    gm_rules *r = malloc(sizeof *r);
    fuzz_check(r != NULL, "malloc", "");
    char err[512] = "";
    if (gm_rules_parse((const char *)data, size, "fuzz.yaml", r, err, sizeof err)) {
        fuzz_check(r->n_sections > 0 && r->n_sections <= GM_RULES_MAX_SECTIONS,
                   "the rules have pages", "");
        for (unsigned i = 0; i < r->n_sections; i++) {
            const gm_rules_section *s = &r->sections[i];
            fuzz_check(s->title != NULL && s->n_paras > 0 && s->n_paras <= GM_RULES_MAX_PARAS,
                       "a page has a title and paragraphs", "");
            for (unsigned p = 0; p < s->n_paras; p++) {
                fuzz_check(s->paras[p].text != NULL, "a paragraph has its text", "");
            }
        }
        gm_rules_free(r);
    } else {
        fuzz_check(strncmp(err, "fuzz.yaml:", 10) == 0, "rules error names the file and line", err);
        fuzz_check(r->n_sections == 0, "a refused file leaves nothing to free", err);
    }
    free(r);
    return 0;
}
