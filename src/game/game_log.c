/* Sentences of the game log, made when a line is read. */
#include "game_log.h"

#include <stdio.h>

#include "i18n.h"

void gm_log_add(gm_log *lg, const gm_log_entry *e)
{
    lg->ring[lg->count % GM_LOG_LINES] = *e;
    lg->count++;
}

unsigned gm_log_size(const gm_log *lg)
{
    return lg->count < GM_LOG_LINES ? lg->count : GM_LOG_LINES;
}

void gm_log_line(const gm_log *lg, unsigned age, const sc_mat *mat,
                 const char names[SC_MAX_PLAYERS][GM_NAME_LEN], char *buf, size_t len)
{
    if (len == 0) {
        return;
    }
    buf[0] = '\0';
    if (age >= lg->count || age >= GM_LOG_LINES) {
        return;
    }
    const gm_log_entry *e = &lg->ring[(lg->count - 1 - age) % GM_LOG_LINES];
    const char *who = e->who >= 0 && e->who < SC_MAX_PLAYERS ? names[e->who] : "?";
    switch ((gm_log_kind)e->kind) {
    case GM_LOG_NEW_GAME:
        snprintf(buf, len, _("A new game for %u players"), (unsigned)e->count);
        return;
    case GM_LOG_RESUME:
        snprintf(buf, len, "%s", _("The game resumes"));
        return;
    case GM_LOG_ROLL:
        gm_describe_roll(who, e->faces, e->count, buf, len);
        return;
    case GM_LOG_DEED:
        gm_describe_deed(mat, &e->deed, who, buf, len);
        return;
    case GM_LOG_CRASH:
        snprintf(buf, len, _("The rocket crashes at space %u! (failure %u of %u)"),
                 (unsigned)e->space, (unsigned)e->failure, (unsigned)e->limit);
        return;
    case GM_LOG_GOAL:
        snprintf(buf, len, _("%s wins a goal: +%u points"), who, (unsigned)e->points);
        return;
    case GM_LOG_GAME_OVER:
        snprintf(buf, len, "%s", _("The game is over"));
        return;
    case GM_LOG_UNDO:
        snprintf(buf, len, _("%s takes back a decision"), who);
        return;
    case GM_LOG_MISSIONS:
        /* TRANSLATORS: at the end of the game: "Anna completed 2 of 3 secret missions: +5 points".
         */
        snprintf(buf, len, _("%s completed %u of %u secret missions: +%u points"), who,
                 (unsigned)e->count, (unsigned)e->limit, (unsigned)e->points);
        return;
    }
    snprintf(buf, len, "?");
}
