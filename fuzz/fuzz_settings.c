/* Fuzzes the settings reader (src/game/store/settings.c): any bytes give complete
 * settings, in range, and a warning naming the file when something was
 * wrong. The settings it gives then save and read back without a warning
 * to the same text. */
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "settings.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    gm_settings s, again;
    char warn[512] = "";
    if (!gm_settings_load_text(&s, (const char *)data, size, "fuzz.yaml", warn, sizeof warn)) {
        fuzz_check(strncmp(warn, "fuzz.yaml:", 10) == 0, "settings warning names the file", warn);
    }
    fuzz_check(s.volume >= 0 && s.volume <= 100, "volume in range", warn);
    fuzz_check(s.speed < GM_SPEED_COUNT, "speed in range", warn);
    fuzz_check(s.setup.n_players >= SC_MIN_PLAYERS && s.setup.n_players <= SC_MAX_PLAYERS,
               "players in range", warn);
    fuzz_check(s.setup.first_player < (int)s.setup.n_players, "first player in range", warn);
    unsigned colours = 0;
    for (unsigned i = 0; i < SC_MAX_PLAYERS; i++) {
        fuzz_check(s.setup.seats[i].colour < SC_MAX_PLAYERS, "colour in range", warn);
        colours |= 1u << s.setup.seats[i].colour;
        fuzz_check(memchr(s.setup.seats[i].name, '\0', GM_NAME_LEN) != NULL, "name ends", warn);
    }
    fuzz_check(colours == (1u << SC_MAX_PLAYERS) - 1, "every seat a colour of its own", warn);

    char *text = gm_settings_format(&s);
    fuzz_check(text != NULL, "format", "");
    fuzz_check(gm_settings_load_text(&again, text, strlen(text), "again.yaml", warn, sizeof warn),
               "written settings read back without warning", warn);
    char *text2 = gm_settings_format(&again);
    fuzz_check(text2 != NULL && strcmp(text, text2) == 0, "settings round-trip", text);
    free(text);
    free(text2);
    return 0;
}
