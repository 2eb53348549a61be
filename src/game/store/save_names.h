/* The names of saves as a player reads them. A save's name is its file's
 * name, fixed when it is made; the names the game makes itself
 * ("Unfinished game, 2026-11-28 06.35", "Game of 2026-11-28 06.35") hold
 * the date in a form every file system takes (no ':' or '/'), and are said
 * when shown in the player's language of the moment, with the date as the
 * saved games list writes dates. No SDL. */
#ifndef GM_SAVE_NAMES_H
#define GM_SAVE_NAMES_H

#include <stddef.h>
#include <time.h>

/* The name of a game in progress kept when another takes its place: in
 * English in the file's name whatever the language, said in the player's
 * when shown. */
#define GM_SAVE_UNFINISHED N_("Unfinished game, %s")
/* The name offered for a save of the game in play (the player may change
 * it): in the language of the moment. */
#define GM_SAVE_OFFERED N_("Game of %s")

/* When, as the saved games list says it ("2026-11-28 06:35" in English). */
void gm_saves_when(time_t t, char *buf, size_t len);

/* A name the game makes: template (GM_SAVE_UNFINISHED as it is, or
 * GM_SAVE_OFFERED translated) with its "%s" the date t in a form file
 * names take, "2026-11-28 06.35". */
void gm_saves_made_name(const char *template, time_t t, char *buf, size_t len);

/* A save's name as shown: a name the game made (in English or in the
 * language of the moment, " (2)" after it or not) said in the language of
 * the moment with gm_saves_when's date; any other name as it is. Into out;
 * returns out. */
const char *gm_saves_shown(const char *name, char *out, size_t len);

#endif
