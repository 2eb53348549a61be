/* Statistics over many simulated games: accumulation and the reports of
 * `play` and `play --stats`. */
#include "stats.h"

#include <math.h>
#include <string.h>

void sim_stats_init(sim_stats *s, const sc_mat *mat, unsigned n_players, bool extended)
{
    memset(s, 0, sizeof *s);
    s->mat = mat;
    s->n_players = n_players;
    s->extended = extended;
    for (unsigned p = 0; p < SC_MAX_PLAYERS; p++) {
        s->row_of_seat[p] = p;
    }
}

/* ---- observing one game ------------------------------------------------ */

static void reset_expedition(sim_stats *s, const sc_game *g)
{
    s->cur_phases = 0;
    s->cur_last_space = g->rocket_space;
    s->cur_crashed = false;
    s->cur_deep = false;
}

void sim_stats_game_begin(sim_stats *s, const sc_game *g)
{
    reset_expedition(s, g);
}

static void end_expedition(sim_stats *s, const sc_game *g)
{
    unsigned deep = sc_mat_deep(s->mat);
    unsigned phases = s->cur_phases < SIM_MAX_PHASES ? s->cur_phases : SIM_MAX_PHASES;
    s->phase_hist[phases]++;
    if (s->cur_crashed) {
        s->crashed_expeditions++;
        s->crashed_phases += s->cur_phases;
    } else if (s->cur_deep) {
        s->deep_phases += s->cur_phases;
    }
    unsigned end = s->cur_deep ? deep : s->cur_last_space;
    s->end_at[end <= deep ? end : deep]++;
    reset_expedition(s, g);
}

void sim_stats_step(sim_stats *s, const sim_before *b, const sc_game *g, const sc_choice *c)
{
    bool on_track = b->kind == SC_PENDING_ROLL || b->kind == SC_PENDING_TRAVEL ||
                    b->kind == SC_PENDING_LAND || b->kind == SC_PENDING_PARACHUTE;
    if (!on_track) {
        return;
    }
    unsigned space = b->space < SC_MAX_SPACES ? b->space : SC_MAX_SPACES - 1u;
    if (b->kind != SC_PENDING_PARACHUTE) {
        s->cur_last_space = b->space;
    }
    bool same = g->expedition == b->expedition && !sc_game_over(g);
    if (g->failures > b->failures) {
        /* A crash: the roll (or the commander's CRASH) at the space before. */
        s->cur_phases++;
        s->cur_crashed = true;
        s->phases++;
        s->phases_at[space]++;
        s->crashes_at[space]++;
        s->pool_at[space] += b->pool;
    } else if (c && c->kind == SC_CHOICE_MOVE) {
        s->cur_phases++;
        s->phases++;
        s->phases_at[space]++;
        s->pool_at[space] += b->pool;
        /* After a move only deep space ends the expedition. */
        if (same) {
            s->cur_last_space = g->rocket_space;
        } else {
            s->cur_deep = true;
        }
    } else if (c && c->kind == SC_CHOICE_LAND) {
        if (b->kind == SC_PENDING_PARACHUTE) {
            s->parachute_landings++;
        }
        if (c->target == SC_TARGET_DEEP) {
            s->lander_deep++;
        }
    }
    if (!same) {
        end_expedition(s, g);
    }
}

/* ---- a finished game --------------------------------------------------- */

static unsigned comet_astronauts(const sc_game *g)
{
    unsigned n = 0;
    for (unsigned p = 0; p < g->setup.n_players; p++) {
        for (unsigned a = 0; a < SC_ASTRONAUTS; a++) {
            n += g->players[p].astronauts[a].kind == SC_AT_COMET;
        }
    }
    return n;
}

static void game_end_extended(sim_stats *s, const sc_game *g, const sc_score *sc,
                              const double *share)
{
    const sc_mat *mat = s->mat;
    unsigned n = g->setup.n_players;
    bool by_failures = g->failures >= mat->failures_to_end;
    bool by_placed = false;
    for (unsigned p = 0; p < n; p++) {
        unsigned placed = sc_game_placed(g, p);
        by_placed |= placed >= SC_ASTRONAUTS;
        s->placed += placed;
    }
    if (by_failures && by_placed) {
        s->end_both++;
    } else if (by_failures) {
        s->end_failures++;
    } else if (by_placed) {
        s->end_placed++;
    }

    unsigned len = g->expedition < SIM_MAX_EXPEDITIONS ? g->expedition : SIM_MAX_EXPEDITIONS;
    s->game_len_hist[len]++;

    for (unsigned m = 0; m < mat->n_moons; m++) {
        s->moon_taken[m] += (g->moons_taken >> m) & 1u;
    }
    for (unsigned p = 0; p < n; p++) {
        for (unsigned a = 0; a < SC_ASTRONAUTS; a++) {
            const sc_place *pl = &g->players[p].astronauts[a];
            if (pl->kind == SC_AT_PLANET && pl->index < SC_MAX_PLANETS) {
                s->planet_landings[pl->index]++;
            } else if (pl->kind == SC_AT_COMET) {
                s->comet_landings++;
            } else if (pl->kind == SC_AT_GALAXY) {
                s->galaxy_landings++;
            }
        }
    }
    for (unsigned i = 0; i < mat->n_goals; i++) {
        s->goal_claimed[i] += g->goal_owner[i] >= 0;
    }

    int best = -1, second = -1;
    for (unsigned p = 0; p < n; p++) {
        const sc_score *x = &sc[p];
        s->src_moons += x->moons;
        s->src_deep += x->deep_space;
        s->src_planets += x->planets_total;
        s->src_goals += x->goals;
        s->src_ufo += x->ufo;
        s->src_explore += x->exploration;
        s->src_missions += x->missions;
        s->src_total += x->total;
        s->missions_done += (uint64_t)x->missions_done;
        for (unsigned i = 0; i < mat->n_planets; i++) {
            s->planet_score[i] += x->planets[i];
        }
        if (x->total > best) {
            second = best;
            best = x->total;
        } else if (x->total > second) {
            second = x->total;
        }
    }
    s->best_total += best;
    s->margin += best - second;
    for (unsigned p = 0; p < n; p++) {
        unsigned pos = (p + n - g->piles.first_player) % n;
        s->win_by_pos[pos] += share[p];
        s->score_by_pos[pos] += sc[p].total;
    }
}

void sim_stats_game_end(sim_stats *s, const sc_game *g, uint64_t decisions, uint64_t rolls)
{
    sc_score sc[SC_MAX_PLAYERS];
    sc_game_score(g, sc);
    unsigned winners = sc_game_winners(g);
    unsigned k = 0;
    for (unsigned w = winners; w; w &= w - 1) {
        k++;
    }
    double share[SC_MAX_PLAYERS] = {0};
    s->games++;
    for (unsigned p = 0; p < s->n_players; p++) {
        unsigned row = s->row_of_seat[p];
        share[p] = (winners >> p) & 1u ? 1.0 / k : 0.0;
        s->win_sum[row] += share[p];
        s->win_sq[row] += share[p] * share[p];
        s->score_sum[row] += sc[p].total;
        s->score_sq[row] += (double)sc[p].total * sc[p].total;
    }
    s->expeditions += g->expedition;
    s->crashes += g->failures;                  /* the failure track counts every crash */
    s->deep_expeditions += comet_astronauts(g); /* one commander per arrival */
    s->decisions += decisions;
    s->rolls += rolls;
    if (s->extended) {
        game_end_extended(s, g, sc, share);
    }
}

/* ---- reports ----------------------------------------------------------- */

static double per(double x, uint64_t n)
{
    return n ? x / (double)n : 0.0;
}

/* Sample standard deviation from a sum and a sum of squares. */
static double stddev(double sum, double sq, uint64_t n)
{
    if (n < 2) {
        return 0.0;
    }
    double mean = sum / (double)n;
    double var = (sq - (double)n * mean * mean) / (double)(n - 1);
    return var > 0.0 ? sqrt(var) : 0.0;
}

void sim_stats_print(const sim_stats *s, FILE *out, const char *const *names)
{
    uint64_t n = s->games;
    fprintf(out, "%s  policy          wins  win rate  95%% CI             mean score      sd\n",
            s->rows_are_entries ? "   #" : "seat");
    for (unsigned p = 0; p < s->n_players; p++) {
        double rate = per(s->win_sum[p], n);
        double half = n ? 1.96 * stddev(s->win_sum[p], s->win_sq[p], n) / sqrt((double)n) : 0.0;
        double lo = rate - half < 0.0 ? 0.0 : rate - half;
        double hi = rate + half > 1.0 ? 1.0 : rate + half;
        fprintf(out, "%4u  %-12s %7.1f  %7.1f%%  [%5.1f%%, %5.1f%%]  %10.2f  %6.2f\n", p, names[p],
                s->win_sum[p], 100.0 * rate, 100.0 * lo, 100.0 * hi, per(s->score_sum[p], n),
                stddev(s->score_sum[p], s->score_sq[p], n));
    }
    fprintf(out, "expeditions/game: %.2f\n", per((double)s->expeditions, n));
    fprintf(out, "crashes/game: %.2f\n", per((double)s->crashes, n));
    fprintf(out, "deep-space rate: %.2f%% of expeditions\n",
            100.0 * per((double)s->deep_expeditions, s->expeditions));
    fprintf(out, "decisions/game: %.1f (rolls/game: %.1f)\n", per((double)s->decisions, n),
            per((double)s->rolls, n));
}

/* The smallest value whose cumulative count reaches fraction q. */
static unsigned percentile(const uint64_t *hist, unsigned len, uint64_t total, double q)
{
    uint64_t need = (uint64_t)ceil(q * (double)total);
    uint64_t acc = 0;
    if (need == 0) {
        need = 1;
    }
    for (unsigned i = 0; i < len; i++) {
        acc += hist[i];
        if (acc >= need) {
            return i;
        }
    }
    return len ? len - 1 : 0;
}

static void print_game_length(const sim_stats *s, FILE *out)
{
    uint64_t n = s->games;
    double sum = 0.0, sq = 0.0;
    unsigned lo = SIM_MAX_EXPEDITIONS, hi = 0;
    for (unsigned i = 0; i <= SIM_MAX_EXPEDITIONS; i++) {
        if (!s->game_len_hist[i]) {
            continue;
        }
        sum += (double)i * (double)s->game_len_hist[i];
        sq += (double)i * i * (double)s->game_len_hist[i];
        lo = i < lo ? i : lo;
        hi = i;
    }
    const uint64_t *h = s->game_len_hist;
    unsigned len = SIM_MAX_EXPEDITIONS + 1;
    fprintf(out,
            "game length (expeditions): mean %.2f, sd %.2f, min %u, p10 %u, median %u, p90 %u, "
            "max %u\n",
            per(sum, n), stddev(sum, sq, n), lo, percentile(h, len, n, 0.10),
            percentile(h, len, n, 0.50), percentile(h, len, n, 0.90), hi);
    fprintf(out, "game length (travel phases): %.1f, rolls %.1f, decisions %.1f\n",
            per((double)s->phases, n), per((double)s->rolls, n), per((double)s->decisions, n));
    fprintf(out, "end of game: %.1f%% by %u failures, %.1f%% by all %u astronauts placed",
            100.0 * per((double)s->end_failures, n), (unsigned)s->mat->failures_to_end,
            100.0 * per((double)s->end_placed, n), (unsigned)SC_ASTRONAUTS);
    fprintf(out, ", %.1f%% both at once\n", 100.0 * per((double)s->end_both, n));
    fprintf(out, "astronauts on the mat at the end: %.2f per player\n",
            per(s->placed, n * s->n_players));
}

static void print_expeditions(const sim_stats *s, FILE *out)
{
    uint64_t e = s->expeditions;
    uint64_t deep = s->end_at[sc_mat_deep(s->mat)];
    uint64_t landed = e - s->crashed_expeditions - deep;
    fprintf(out, "expedition length (travel phases): mean %.2f; crashed %.2f, deep space %.2f\n",
            per((double)s->phases, e), per((double)s->crashed_phases, s->crashed_expeditions),
            per((double)s->deep_phases, deep));
    fprintf(out, "  phases:");
    for (unsigned i = 1; i <= SIM_MAX_PHASES; i++) {
        if (s->phase_hist[i]) {
            fprintf(out, " %u%s:%.1f%%", i, i == SIM_MAX_PHASES ? "+" : "",
                    100.0 * per((double)s->phase_hist[i], e));
        }
    }
    fprintf(out, "\n");
    fprintf(out, "expedition outcome: crashed %.1f%%, everyone landed %.1f%%, deep space %.2f%%\n",
            100.0 * per((double)s->crashed_expeditions, e), 100.0 * per((double)landed, e),
            100.0 * per((double)deep, e));
    fprintf(out, "parachute landings/game: %.2f, lander into deep space/game: %.3f\n",
            per((double)s->parachute_landings, s->games), per((double)s->lander_deep, s->games));
}

static void print_spaces(const sim_stats *s, FILE *out)
{
    const sc_mat *mat = s->mat;
    unsigned deep = sc_mat_deep(mat);
    uint64_t e = s->expeditions;
    fprintf(out, "space  faces   phases/game  crash%%  dice  6-dice%%  reached%%  ended%%\n");
    uint64_t beyond = e;
    for (unsigned t = 0; t <= deep; t++) {
        if (t == deep) {
            fprintf(out, "deep   %-7s %11s %7s %5s %8s %8.2f%% %6.2f%%\n", "", "", "", "", "",
                    100.0 * per((double)beyond, e), 100.0 * per((double)s->end_at[t], e));
            break;
        }
        char faces[16];
        unsigned at = 0;
        for (unsigned f = 0; f < SC_FACE_COUNT; f++) {
            if ((mat->spaces[t].faces >> f) & 1u) {
                at += (unsigned)snprintf(faces + at, sizeof faces - at, "%s",
                                         sc_face_name((sc_face)f));
            }
        }
        faces[at] = '\0';
        uint64_t ph = s->phases_at[t];
        fprintf(out, "%5u  %-7s %11.3f %6.1f%% %5.2f %7.1f%% %8.2f%% %6.2f%%\n", t, faces,
                per((double)ph, s->games), 100.0 * per((double)s->crashes_at[t], ph),
                per((double)s->pool_at[t], ph), 100.0 * sc_mat_crash_chance(mat, t, mat->n_dice),
                100.0 * per((double)beyond, e), 100.0 * per((double)s->end_at[t], e));
        beyond -= s->end_at[t];
    }
}

static void print_bodies(const sim_stats *s, FILE *out)
{
    const sc_mat *mat = s->mat;
    uint64_t n = s->games;
    fprintf(out, "moons (share of games taken):");
    for (unsigned m = 0; m < mat->n_moons; m++) {
        fprintf(out, " %s(%u):%.1f%%", mat->moons[m].id, (unsigned)mat->moons[m].points,
                100.0 * per((double)s->moon_taken[m], n));
    }
    fprintf(out, "\nplanets (astronauts per game; points per game):");
    for (unsigned i = 0; i < mat->n_planets; i++) {
        fprintf(out, " %s:%.2f;%.1f", mat->planets[i].id, per((double)s->planet_landings[i], n),
                per(s->planet_score[i], n));
    }
    fprintf(out, "\ndeep space (astronauts per game): comet %.3f, galaxy %.3f\n",
            per((double)s->comet_landings, n), per((double)s->galaxy_landings, n));
    fprintf(out, "goals claimed (share of games):");
    static const char *const goal_names[SC_GOAL_KIND_COUNT] = {"distinct-planets", "same-planet",
                                                               "moons", "deep-space"};
    for (unsigned i = 0; i < mat->n_goals; i++) {
        unsigned kind = mat->goals[i].kind;
        fprintf(out, " %s-%u:%.1f%%", kind < SC_GOAL_KIND_COUNT ? goal_names[kind] : "?",
                (unsigned)mat->goals[i].count, 100.0 * per((double)s->goal_claimed[i], n));
    }
    fprintf(out, "\n");
}

static void print_scores(const sim_stats *s, FILE *out)
{
    uint64_t pn = s->games * s->n_players;
    fprintf(out,
            "mean final score per player: total %.2f = moons %.2f + deep space %.2f + planets "
            "%.2f + goals %.2f + ufo %.2f + exploration %.2f + missions %.2f\n",
            per(s->src_total, pn), per(s->src_moons, pn), per(s->src_deep, pn),
            per(s->src_planets, pn), per(s->src_goals, pn), per(s->src_ufo, pn),
            per(s->src_explore, pn), per(s->src_missions, pn));
    fprintf(out, "winner's score: %.2f, lead on the runner-up: %.2f", per(s->best_total, s->games),
            per(s->margin, s->games));
    fprintf(out, ", missions completed per player: %.2f\n", per((double)s->missions_done, pn));
    fprintf(out, "by turn order (first player first): win");
    for (unsigned i = 0; i < s->n_players; i++) {
        fprintf(out, " %.1f%%", 100.0 * per(s->win_by_pos[i], s->games));
    }
    fprintf(out, "; score");
    for (unsigned i = 0; i < s->n_players; i++) {
        fprintf(out, " %.2f", per(s->score_by_pos[i], s->games));
    }
    fprintf(out, "\n");
}

void sim_stats_print_extended(const sim_stats *s, FILE *out)
{
    fprintf(out, "-- extended statistics --\n");
    print_game_length(s, out);
    print_expeditions(s, out);
    print_spaces(s, out);
    print_bodies(s, out);
    print_scores(s, out);
}
