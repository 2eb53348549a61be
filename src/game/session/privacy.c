/* What each seat may see now: the secret missions stay with their owner
 * until the final scoring (privacy.h). */
#include "privacy.h"

static unsigned humans(const gm_session *p, int *one)
{
    unsigned n = 0;
    for (unsigned s = 0; s < gm_session_game(p)->setup.n_players && s < SC_MAX_PLAYERS; s++) {
        if (gm_session_seat(p, s)->kind == GM_SEAT_HUMAN) {
            *one = (int)s;
            n++;
        }
    }
    return n;
}

static bool has_secrets(const gm_session *p)
{
    return (gm_session_game(p)->setup.variants & SC_VARIANT_MISSIONS) != 0;
}

void gm_privacy_reset(gm_privacy *pv)
{
    pv->holder = -1;
}

int gm_privacy_viewer(const gm_session *p, const gm_privacy *pv)
{
    if (sc_game_over(gm_session_game(p))) {
        return -1; /* everything shows: gm_privacy_may_see */
    }
    int one = -1;
    unsigned n = humans(p, &one);
    if (n <= 1) {
        return one; /* the only one looking, or nobody */
    }
    int actor = gm_session_actor(p);
    if (actor < 0 || gm_session_seat(p, actor)->kind != GM_SEAT_HUMAN) {
        return -1;
    }
    return !has_secrets(p) || pv->holder == actor ? actor : -1;
}

bool gm_privacy_may_see(const gm_session *p, int viewer, unsigned owner)
{
    return sc_game_over(gm_session_game(p)) || (viewer >= 0 && (unsigned)viewer == owner);
}

int gm_privacy_curtain(const gm_session *p, const gm_privacy *pv)
{
    int one = -1;
    if (sc_game_over(gm_session_game(p)) || !has_secrets(p) || humans(p, &one) < 2) {
        return -1;
    }
    int actor = gm_session_actor(p);
    if (actor < 0 || gm_session_seat(p, actor)->kind != GM_SEAT_HUMAN || pv->holder == actor) {
        return -1;
    }
    return actor;
}

void gm_privacy_pass(gm_privacy *pv, const gm_session *p)
{
    int seat = gm_privacy_curtain(p, pv);
    if (seat >= 0) {
        pv->holder = seat;
    }
}

void gm_privacy_scores(const gm_session *p, int viewer, sc_score out[SC_MAX_PLAYERS])
{
    sc_game_score(gm_session_game(p), out);
    for (unsigned s = 0; s < gm_session_game(p)->setup.n_players && s < SC_MAX_PLAYERS; s++) {
        if (!gm_privacy_may_see(p, viewer, s)) {
            out[s].total -= out[s].missions;
            out[s].missions = 0;
            out[s].missions_done = 0;
        }
    }
}

unsigned gm_privacy_missions(const gm_session *p, int viewer, unsigned owner,
                             gm_mission_view out[4])
{
    const sc_game *g = gm_session_game(p);
    if (!has_secrets(p) || owner >= g->setup.n_players || !gm_privacy_may_see(p, viewer, owner)) {
        return 0;
    }
    const sc_player *pl = &g->players[owner];
    unsigned n = 0;
    for (unsigned i = 0; i < pl->n_missions && i < 4; i++) {
        unsigned t = pl->missions[i];
        if (t >= g->mat->n_mission_tokens) {
            continue;
        }
        out[n++] = (gm_mission_view){.token = (uint8_t)t,
                                     .space = g->mat->mission_space[t],
                                     .done = sc_game_mission_done(g, owner, t)};
    }
    return n;
}
