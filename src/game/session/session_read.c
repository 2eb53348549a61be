/* Reading a game session (session.h): what it is, for whoever drives or
 * draws it; nothing here changes it. */
#include "session_internal.h"

const sc_game *gm_session_game(const gm_session *s)
{
    return &s->game;
}

const gm_log *gm_session_log(const gm_session *s)
{
    return &s->log;
}

const gm_seat *gm_session_seats(const gm_session *s)
{
    return s->seats;
}

const gm_seat *gm_session_seat(const gm_session *s, unsigned i)
{
    return &s->seats[i < SC_MAX_PLAYERS ? i : 0];
}

const char *gm_session_friend(const gm_session *s, unsigned seat, const char **token)
{
    unsigned i = seat < SC_MAX_PLAYERS ? seat : 0;
    if (token != NULL) {
        *token = s->friend_token[i];
    }
    return s->friend_person[i];
}

const char *gm_session_name(const gm_session *s, unsigned i)
{
    return s->names[i < SC_MAX_PLAYERS ? i : 0];
}

const char (*gm_session_names(const gm_session *s))[GM_NAME_LEN]
{
    return s->names;
}

size_t gm_session_n_choices(const gm_session *s)
{
    return s->n_choices;
}

const sc_choice *gm_session_choices(const gm_session *s)
{
    return s->choices;
}

bool gm_session_plan_shown(const gm_session *s, sc_choice *out)
{
    if (!s->bot_planned || gm_session_human_turn(s)) {
        return false;
    }
    *out = s->bot_plan;
    return true;
}

bool gm_session_thinking(const gm_session *s)
{
    return s->thinking;
}

float gm_session_pause(const gm_session *s)
{
    return s->bot_delay;
}

unsigned gm_session_undo_depth(const gm_session *s)
{
    return s->n_undo;
}

const gm_anims *gm_session_anims(const gm_session *s)
{
    return &s->anims;
}

const sc_record *gm_session_record(const gm_session *s)
{
    return &s->record;
}

unsigned gm_session_actions(const gm_session *s)
{
    return s->actions;
}

unsigned gm_session_revision(const gm_session *s)
{
    return s->revision;
}

const unsigned *gm_session_faces_rolled(const gm_session *s)
{
    return s->faces_rolled;
}

bool gm_session_auto_roll(const gm_session *s)
{
    return s->auto_roll;
}

unsigned gm_session_log_size(const gm_session *p)
{
    return gm_log_size(&p->log);
}

void gm_session_log_line(const gm_session *p, unsigned age, char *buf, size_t len)
{
    gm_log_line(&p->log, age, p->game.mat, p->names, buf, len);
}

bool gm_session_log_heading(const gm_session *p, unsigned age)
{
    return gm_log_heading(&p->log, age);
}
