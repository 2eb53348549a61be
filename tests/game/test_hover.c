/* Every piece explained where it is (hover.h), through the play model: at
 * every state of whole games of every variant, as every seat (and nobody)
 * sees the board, the middle of every drawn piece gives that very piece's
 * card, every piece the game has is there, each card says and lights what
 * the game holds (a body's spaces, who stands there, the crash chance where
 * the rocket is...), and no card shows another seat's secret missions
 * before the end. Then the pointer: a card on hover, none after a click
 * until the pointer moves, and a long press that shows a card and clicks
 * nothing. No window. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "describe.h"
#include "hover.h"
#include "i18n.h"
#include "play.h"
#include "play_fixture.h"
#include "play_geom.h"
#include "privacy.h"

static bool says(const gm_card *c, const char *text)
{
    if (strstr(c->title, text) != NULL) {
        return true;
    }
    for (unsigned i = 0; i < c->n_lines; i++) {
        if (strstr(c->lines[i], text) != NULL) {
            return true;
        }
    }
    return false;
}

static void must_say(const gm_card *c, const char *text, const char *why)
{
    if (!says(c, text)) {
        fail_msg("the card \"%s\" (kind %u, %u/%u) does not say \"%s\" (%s)", c->title,
                 c->piece.kind, c->piece.a, c->piece.b, text, why);
    }
}

/* The spaces a moon or planet is next to, from the mat's list of spaces. */
static void body_spaces(bool planet, unsigned index, bool out[SC_MAX_SPACES + 1])
{
    memset(out, 0, sizeof(bool) * (SC_MAX_SPACES + 1));
    for (unsigned s = 0; s < mat.n_spaces; s++) {
        const sc_space *sp = &mat.spaces[s];
        unsigned n = planet ? sp->n_planets : sp->n_moons;
        for (unsigned k = 0; k < n; k++) {
            if ((planet ? sp->planets[k] : sp->moons[k]) == index) {
                out[s] = true;
            }
        }
    }
}

static void lit_exactly(const gm_card *c, const bool want[SC_MAX_SPACES + 1])
{
    for (unsigned s = 0; s <= mat.n_spaces; s++) {
        if (c->lit_space[s] != want[s]) {
            fail_msg("the card \"%s\" %s space %u", c->title, want[s] ? "does not light" : "lights",
                     s);
        }
    }
}

/* Who stands on a body, as the state says: each one's name is on its card. */
static void names_who_is_on(const gm_card *c, unsigned kind, unsigned index)
{
    const sc_game *g = gm_play_game(play);
    for (unsigned pl = 0; pl < g->setup.n_players; pl++) {
        for (unsigned a = 0; a < SC_ASTRONAUTS; a++) {
            const sc_place *at = &g->players[pl].astronauts[a];
            if (at->kind == kind && at->index == index) {
                must_say(c, gm_session_name(play->session, pl), "who stands there");
            }
        }
    }
}

static void check_card(int viewer, const gm_card *c)
{
    const sc_game *g = gm_play_game(play);
    char buf[160];
    bool want[SC_MAX_SPACES + 1];
    assert_true(c->title[0] != '\0');
    /* Hidden information: a card shows private things only to their owner. */
    if (c->owner >= 0 && !sc_game_over(g)) {
        assert_int_equal(c->owner, viewer);
        assert_true(gm_privacy_may_see(play->session, viewer, (unsigned)c->owner));
    }
    if (c->piece.kind != GM_PIECE_MISSION) {
        assert_int_equal(c->owner, -1);
        assert_false(says(c, _("Secret mission")));
    }
    unsigned a = c->piece.a, b = c->piece.b;
    switch ((gm_piece_kind)c->piece.kind) {
    case GM_PIECE_ASTRONAUT:
        assert_string_equal(c->title, gm_ability_name(b));
        must_say(c, gm_session_name(play->session, a), "whose astronaut");
        must_say(c, gm_hover_ability_text(b), "its ability in words");
        break;
    case GM_PIECE_MOON:
        body_spaces(false, a, want);
        lit_exactly(c, want);
        assert_true((c->lit_moons >> a) & 1);
        snprintf(buf, sizeof buf, "%u", (unsigned)mat.moons[a].points);
        must_say(c, buf, "its points");
        names_who_is_on(c, SC_AT_MOON, a);
        break;
    case GM_PIECE_PLANET:
        body_spaces(true, a, want);
        lit_exactly(c, want);
        assert_true((c->lit_planets >> a) & 1);
        assert_string_equal(c->title, _(mat.planets[a].name));
        snprintf(buf, sizeof buf,
                 "%u for the most astronauts (gold), %u for the second (silver), "
                 "%u for the others (bronze)",
                 (unsigned)mat.planets[a].gold, (unsigned)mat.planets[a].silver,
                 (unsigned)mat.planets[a].bronze);
        must_say(c, buf, "gold, silver, bronze");
        names_who_is_on(c, SC_AT_PLANET, a);
        break;
    case GM_PIECE_SPACE:
        assert_true(c->lit_space[a]);
        if (a < mat.n_spaces) {
            assert_int_equal(c->lit_moons, mat.space_moons[a]);
            assert_int_equal(c->lit_planets, mat.space_planets[a]);
            if (g->n_seats > 0 && g->rocket_space == a && !sc_game_over(g)) {
                unsigned pool = g->pool > 0 ? g->pool : mat.n_dice;
                snprintf(buf, sizeof buf, "%.0f%%", sc_mat_crash_chance(&mat, a, pool) * 100.0);
                must_say(c, buf, "the chance the next roll crashes");
                must_say(c, "The rocket is here", "where the rocket is");
            }
            if ((mat.spaces[a].faces >> SC_FACE_A) & 1) {
                snprintf(buf, sizeof buf, "afterburner moves the rocket %u",
                         (unsigned)mat.spaces[a].afterburner);
                must_say(c, buf, "the afterburner's value");
            }
        }
        break;
    case GM_PIECE_EXP_TOKEN:
    case GM_PIECE_EXP_BUTTON: {
        const sc_exp_token *t = &mat.exp_tokens[g->exp_token];
        snprintf(buf, sizeof buf, "starts with %u di", (unsigned)t->dice);
        must_say(c, buf, "its dice");
        snprintf(buf, sizeof buf, "UFO moved %u space", (unsigned)t->ufo_move);
        must_say(c, buf, "its UFO move");
        static const char *const ability[] = {"Extra:", "Keep:", "Reroll:"};
        must_say(c, ability[t->ability % 3], "its ability");
        break;
    }
    case GM_PIECE_EXPLORATION:
        assert_true(c->lit_space[mat.slot_space[a]]);
        break;
    case GM_PIECE_MISSION: {
        gm_mission_view mv[4];
        unsigned n = gm_privacy_missions(play->session, viewer, (unsigned)viewer, mv);
        assert_true(a < n);
        assert_int_equal(c->owner, viewer);
        assert_true(c->lit_space[mv[a].space]); /* the targets lit */
        assert_int_equal(c->lit_moons, mat.space_moons[mv[a].space]);
        assert_int_equal(c->lit_planets, mat.space_planets[mv[a].space]);
        must_say(c, mv[a].done ? "Done." : "Not done yet.", "done or not");
        break;
    }
    case GM_PIECE_GOAL: {
        if (g->goal_owner[a] >= 0) {
            must_say(c, gm_session_name(play->session, g->goal_owner[a]), "who claimed it");
        }
        /* Who is closest, said once: one line naming every one tied. */
        unsigned closest = 0, best = 0;
        for (unsigned i = 0; i < c->n_lines; i++) {
            closest += strncmp(c->lines[i], "Closest", 7) == 0;
        }
        if (closest > 1) {
            fail_msg("the goal's card says Closest %u times: %s / %s", closest, c->lines[1],
                     c->lines[2]);
        }
        for (unsigned pl = 0; pl < g->setup.n_players; pl++) {
            unsigned n = sc_game_goal_progress(g, pl, &g->mat->goals[a]);
            best = n > best && n < g->mat->goals[a].count ? n : best;
        }
        for (unsigned pl = 0; closest == 1 && pl < g->setup.n_players; pl++) {
            if (sc_game_goal_progress(g, pl, &g->mat->goals[a]) == best) {
                must_say(c, gm_session_name(play->session, pl), "every one closest");
            }
        }
        break;
    }
    case GM_PIECE_UFO:
        assert_true(c->lit_space[g->ufo_space]);
        break;
    case GM_PIECE_DICE:
        /* A group says how far it moves the rocket, or why it cannot; a
         * Pilot's die whose it is and that it counts as a 1. */
        assert_true(c->n_lines >= (a < SC_FACE_COUNT ? 2u : 1u));
        if (a < SC_FACE_COUNT) {
            char far[40];
            sc_choice move = {.kind = SC_CHOICE_MOVE, .faces = (uint8_t)(1u << a)};
            snprintf(far, sizeof far, "moves the rocket %u space", sc_game_move_distance(g, &move));
            must_say(c, gm_play_group_usable(play, a) ? far : "Not usable", "what the group does");
            must_say(c, a == SC_FACE_A ? "never set aside" : "set aside", "what becomes of it");
        } else if (a < GM_PIECE_DICE_POOL) {
            must_say(c, gm_session_name(play->session, g->seats[a - SC_FACE_COUNT].player),
                     "whose Pilot it is");
            must_say(c, "a die showing 1", "what it counts as");
        }
        break;
    default:
        break;
    }
}

/* Is this piece in the list, drawn where its middle finds it? */
static bool listed(const gm_piece_at *all, unsigned n, gm_piece want)
{
    for (unsigned i = 0; i < n; i++) {
        if (gm_piece_eq(all[i].piece, want)) {
            return true;
        }
    }
    return false;
}

static void must_list(const gm_piece_at *all, unsigned n, unsigned kind, unsigned a, unsigned b)
{
    if (!listed(all, n, (gm_piece){(uint8_t)kind, (uint8_t)a, (uint8_t)b})) {
        fail_msg("piece kind %u %u/%u is not on the board (pending %u)", kind, a, b,
                 gm_play_game(play)->pending.kind);
    }
}

/* Every piece the game holds now is drawn somewhere. */
static unsigned long dice_cards, pilot_cards;

static void check_complete(int viewer, const gm_piece_at *all, unsigned n)
{
    const sc_game *g = gm_play_game(play);
    for (unsigned i = 0; i < mat.n_moons; i++) {
        must_list(all, n, GM_PIECE_MOON, i, 0);
    }
    for (unsigned i = 0; i < mat.n_planets; i++) {
        must_list(all, n, GM_PIECE_PLANET, i, 0);
    }
    for (unsigned s = 0; s <= mat.n_spaces; s++) {
        must_list(all, n, GM_PIECE_SPACE, s, 0);
    }
    for (unsigned i = 0; i < mat.n_goals; i++) {
        must_list(all, n, GM_PIECE_GOAL, i, 0);
    }
    must_list(all, n, GM_PIECE_COMET, 0, 0);
    must_list(all, n, GM_PIECE_GALAXY, 0, 0);
    must_list(all, n, GM_PIECE_EARTH, 0, 0);
    must_list(all, n, GM_PIECE_SATELLITE, 0, 0);
    must_list(all, n, GM_PIECE_FAILURES, 0, 0);
    /* The dice: to roll, every rolled group, every Pilot's die. */
    if (g->pending.kind == SC_PENDING_ROLL) {
        must_list(all, n, GM_PIECE_DICE, GM_PIECE_DICE_POOL, 0);
    }
    for (unsigned f = 0; f < SC_FACE_COUNT; f++) {
        if (g->pending.kind == SC_PENDING_TRAVEL && g->roll[f] > 0) {
            must_list(all, n, GM_PIECE_DICE, f, 0);
            dice_cards++;
        }
    }
    for (unsigned s = 0; s < g->n_seats; s++) {
        if (gm_geom_has_pilot_die(g, s)) {
            must_list(all, n, GM_PIECE_DICE, SC_FACE_COUNT + s, 0);
            pilot_cards++;
        }
    }
    for (unsigned pl = 0; pl < g->setup.n_players; pl++) {
        for (unsigned a = 0; a < SC_ASTRONAUTS; a++) {
            must_list(all, n, GM_PIECE_ASTRONAUT, pl, a);
        }
    }
    if (g->setup.variants & SC_VARIANT_UFO) {
        must_list(all, n, GM_PIECE_UFO, 0, 0);
        if (g->exp_token >= 0 && !g->exp_used) {
            must_list(all, n, GM_PIECE_EXP_TOKEN, 0, 0);
        }
    }
    if (g->setup.variants & SC_VARIANT_EXPLORATION) {
        for (unsigned s = 0; s < mat.n_slots; s++) {
            if (g->slot_token[s] >= 0) {
                must_list(all, n, GM_PIECE_EXPLORATION, s, 0);
            }
        }
    }
    /* The viewer's own missions, and nobody else's. */
    gm_mission_view mv[4];
    bool choosing = g->pending.kind == SC_PENDING_MISSIONS;
    unsigned mine = viewer >= 0 && !(choosing && g->pending.player != viewer)
                        ? gm_privacy_missions(play->session, viewer, (unsigned)viewer, mv)
                        : 0;
    unsigned shown = 0;
    for (unsigned i = 0; i < n; i++) {
        shown += all[i].piece.kind == GM_PIECE_MISSION;
    }
    assert_int_equal(shown, mine);
}

/* Is `top`, found over piece i, the UFO or a landed astronaut drawn above
 * it? (Only they move over the mat's pieces: the UFO along the track, the
 * astronauts' heads in rows on their bodies.) */
static bool moved_over(unsigned i, const gm_piece_at *all, gm_piece top)
{
    if (top.kind != GM_PIECE_UFO && top.kind != GM_PIECE_ASTRONAUT) {
        return false;
    }
    for (unsigned k = 0; k < i; k++) {
        if (gm_piece_eq(all[k].piece, top)) {
            return true; /* listed before: drawn above */
        }
    }
    return false;
}

/* The piece found at a point of p's rectangle where p is in sight (a grid
 * of points), or what its middle gives when it is nowhere in sight. */
static gm_piece visible_point(int viewer, const gm_piece_at *p)
{
    for (unsigned gy = 1; gy < 8; gy++) {
        for (unsigned gx = 1; gx < 8; gx++) {
            float x = p->r.x + p->r.w * (float)gx / 8, y = p->r.y + p->r.h * (float)gy / 8;
            gm_piece at = gm_hover_piece_at(play, viewer, x, y);
            if (gm_piece_eq(at, p->piece)) {
                return at;
            }
        }
    }
    gm_point c = gm_rect_centre(p->r);
    return gm_hover_piece_at(play, viewer, c.x, c.y);
}

static unsigned long check_state(int viewer)
{
    gm_piece_at all[GM_PIECES_MAX];
    unsigned n = gm_hover_pieces(play, viewer, all, GM_PIECES_MAX);
    assert_true(n < GM_PIECES_MAX);
    check_complete(viewer, all, n);
    for (unsigned i = 0; i < n; i++) {
        gm_point c = gm_rect_centre(all[i].r);
        gm_piece at = gm_hover_piece_at(play, viewer, c.x, c.y);
        if (!gm_piece_eq(at, all[i].piece) && moved_over(i, all, at)) {
            /* The UFO or an astronaut over a piece hides its middle, as
             * drawn: the piece's card is then at the part still in sight. */
            at = visible_point(viewer, &all[i]);
        }
        if (!gm_piece_eq(at, all[i].piece)) {
            fail_msg("piece kind %u %u/%u drawn at %.0f,%.0f %.0fx%.0f: its middle gives kind %u "
                     "%u/%u (pending %u)",
                     all[i].piece.kind, all[i].piece.a, all[i].piece.b, (double)all[i].r.x,
                     (double)all[i].r.y, (double)all[i].r.w, (double)all[i].r.h, at.kind, at.a,
                     at.b, gm_play_game(play)->pending.kind);
        }
        gm_card card;
        if (!gm_hover_card(play, viewer, at, &card)) {
            fail_msg("piece kind %u %u/%u has no card", at.kind, at.a, at.b);
        }
        assert_true(gm_piece_eq(card.piece, at));
        check_card(viewer, &card);
    }
    /* Another seat's mission asked for directly: no card. */
    for (unsigned i = 0; i < 4; i++) {
        gm_card card;
        if (gm_hover_card(play, viewer, (gm_piece){GM_PIECE_MISSION, (uint8_t)i, 0}, &card)) {
            assert_true(viewer >= 0);
            assert_int_equal(card.owner, viewer);
        }
    }
    return n;
}

static void every_piece_explained_in_whole_games(void **state)
{
    (void)state;
    unsigned long pieces = 0, states = 0;
    unsigned variants_seen = 0;
    for (uint64_t seed = 1; seed <= 10; seed++) {
        sc_setup s = gm_test_play_setup_of(seed);
        variants_seen |= 1u << s.variants;
        gm_seat seats[SC_MAX_PLAYERS] = {0}; /* humans: every button shows */
        if (seed % 3 == 0) {
            for (unsigned k = 1; k < SC_MAX_PLAYERS; k++) {
                seats[k].kind = GM_SEAT_COMPUTER; /* one human: the screen is theirs */
            }
        }
        assert_true(gm_session_start(play->session, &mat, &s, seats));
        uint64_t r = gm_test_play_walk_of(seed);
        for (unsigned step = 0; step < 5000 && !sc_game_over(gm_play_game(play)); step++) {
            for (int viewer = -1; viewer < (int)s.n_players; viewer++) {
                pieces += check_state(viewer);
            }
            states++;
            gm_test_play_step(play, &r);
        }
        assert_true(sc_game_over(gm_play_game(play)));
        pieces += check_state(-1); /* the end: everything shows */
    }
    printf("%lu pieces explained in %lu states (%lu dice groups, %lu Pilots' dice)\n", pieces,
           states, dice_cards, pilot_cards);
    assert_true(states > 1000);
    assert_true(dice_cards > 100);
    assert_true(pilot_cards > 0);
    assert_int_equal(variants_seen, 0xff); /* every combination of variants */
}

/* ---- the pointer ----------------------------------------------------------------- */

static bool in(gm_hover *h, gm_input_kind kind, gm_point at)
{
    gm_input e = {.kind = kind, .x = at.x, .y = at.y};
    return gm_hover_input(h, play, -1, &e);
}

static void hover_then_click_then_move(void **state)
{
    (void)state;
    sc_setup s = {.n_players = 3, .variants = SC_VARIANT_ALL, .first_player = 0, .seed = 7};
    gm_seat seats[SC_MAX_PLAYERS] = {0};
    assert_true(gm_session_start(play->session, &mat, &s, seats));
    gm_hover h;
    gm_hover_reset(&h);
    assert_int_equal(gm_hover_shown(&h, play, -1).kind, GM_PIECE_NONE); /* not moved yet */
    gm_point moon = gm_rect_centre(lay.moons[1]);
    assert_false(in(&h, GM_IN_MOVE, moon));
    gm_piece p = gm_hover_shown(&h, play, -1);
    assert_int_equal(p.kind, GM_PIECE_MOON);
    assert_int_equal(p.a, 1);
    /* A click is a choice: no card over the board until the pointer moves. */
    assert_false(in(&h, GM_IN_PRESS, moon));
    assert_false(in(&h, GM_IN_RELEASE, moon));
    assert_int_equal(gm_hover_shown(&h, play, -1).kind, GM_PIECE_NONE);
    gm_point space = lay.spaces[4];
    assert_false(in(&h, GM_IN_MOVE, space));
    p = gm_hover_shown(&h, play, -1);
    assert_int_equal(p.kind, GM_PIECE_SPACE);
    assert_int_equal(p.a, 4);
}

static void long_press_shows_a_card_and_clicks_nothing(void **state)
{
    (void)state;
    sc_setup s = {.n_players = 2, .variants = 0, .first_player = 0, .seed = 3};
    gm_seat seats[SC_MAX_PLAYERS] = {0};
    assert_true(gm_session_start(play->session, &mat, &s, seats));
    gm_hover h;
    gm_hover_reset(&h);
    float press = lay.card.press;
    assert_true(press > 0.2f && press < 2);
    gm_point planet = gm_rect_centre(lay.planets[2]);
    /* A touch: press without moving first. Nothing before the time. */
    assert_false(in(&h, GM_IN_PRESS, planet));
    assert_false(gm_hover_tick(&h, play, -1, press * 0.6f, press));
    assert_int_equal(gm_hover_shown(&h, play, -1).kind, GM_PIECE_NONE);
    /* A finger trembling a little goes on pressing. */
    assert_false(in(&h, GM_IN_MOVE, (gm_point){planet.x + 5, planet.y - 4}));
    assert_true(gm_hover_tick(&h, play, -1, press * 0.5f, press));
    gm_piece p = gm_hover_shown(&h, play, -1);
    assert_int_equal(p.kind, GM_PIECE_PLANET);
    assert_int_equal(p.a, 2);
    /* Its release is used up (no click) and the card stays. */
    assert_true(in(&h, GM_IN_RELEASE, planet));
    assert_int_equal(gm_hover_shown(&h, play, -1).kind, GM_PIECE_PLANET);
    /* The next touch closes it; a press that moves away is no long press. */
    gm_point moon = gm_rect_centre(lay.moons[0]);
    assert_false(in(&h, GM_IN_PRESS, moon));
    assert_int_equal(gm_hover_shown(&h, play, -1).kind, GM_PIECE_NONE);
    assert_false(in(&h, GM_IN_MOVE, gm_rect_centre(lay.moons[3])));
    assert_false(gm_hover_tick(&h, play, -1, press * 2, press));
    assert_false(in(&h, GM_IN_RELEASE, gm_rect_centre(lay.moons[3])));
    /* Escape closes a pinned card. */
    assert_false(in(&h, GM_IN_PRESS, moon));
    assert_true(gm_hover_tick(&h, play, -1, press, press));
    gm_input esc = {.kind = GM_IN_KEY, .key = GM_KEY_ESCAPE};
    assert_true(gm_hover_input(&h, play, -1, &esc));
    assert_int_equal(gm_hover_shown(&h, play, -1).kind, GM_PIECE_NONE);
}

/* Each moon's tag lists the spaces it is next to (the mouse moon: 9). */
static void a_body_names_its_spaces(void **state)
{
    (void)state;
    char text[64];
    for (unsigned i = 0; i < mat.n_moons; i++) {
        bool want[SC_MAX_SPACES + 1];
        body_spaces(false, i, want);
        gm_hover_tag_text(&mat, false, i, text, sizeof text);
        char expect[64] = "";
        size_t used = 0;
        for (unsigned s = 0; s < mat.n_spaces; s++) {
            if (want[s]) {
                used += (size_t)snprintf(expect + used, sizeof expect - used, "%s%u",
                                         used ? " " : "", s);
            }
        }
        assert_string_equal(text, expect);
        assert_true(text[0] != '\0');
    }
    /* The mouse moon of the default mat, drawn far from its space. */
    unsigned mouse = 0;
    while (mouse < mat.n_moons && strcmp(mat.moons[mouse].art, "moon-mouse") != 0) {
        mouse++;
    }
    assert_true(mouse < mat.n_moons);
    gm_hover_tag_text(&mat, false, mouse, text, sizeof text);
    assert_string_equal(text, "9");
}

/* Rule R8 (docs/rulings.md), from the rulebook: "The first player to
 * fulfill a goal token's conditions during the landing phase receives the
 * goal token", and a crash has no landing phase. On the thirteen-moon mat,
 * player 0 lands two astronauts on planet A (space 8) in landing phases and
 * a third by parachute at a crash there: three on one planet, no goal yet.
 * The goal's card says whose it will be and when; the parachute's says it
 * takes no goal. */
static void a_goal_met_by_parachute_waits(void **state)
{
    (void)state;
    static const char record[] = "spacecats-record 1\n"
                                 "mat default 5a0034b5658a1018\n"
                                 "players 2\nvariants none\nseed 7\nfirst 0\nstart\n"
                                 "0 board moon-doubler\n1 board moon-doubler\n"
                                 "roll 2 2 2 2 1 1\n0 move 2\n0 land planet:A\n1 stay\n"
                                 "roll 1 1\n"
                                 "1 board moon-doubler\n0 board planet-doubler\n"
                                 "roll 2 2 2 2 1 1\n1 move 2\n1 stay\n0 land planet:A\n"
                                 "roll 1 1\n"
                                 "0 board parachute\n1 board moon-doubler\n"
                                 "roll 2 2 2 2 1 1\n0 move 2\n0 stay\n1 stay\n"
                                 "roll 1 1\n0 land planet:A\n";
    gm_seat seats[SC_MAX_PLAYERS] = {0};
    sc_record_error err;
    if (!gm_session_resume(play->session, &mat, record, sizeof record - 1, seats, &err)) {
        fail_msg("%s", err.message);
    }
    const sc_game *g = gm_play_game(play);
    unsigned goal = 0;
    while (mat.goals[goal].kind != SC_GOAL_SAME_PLANET) {
        goal++;
    }
    assert_int_equal(sc_game_goal_progress(g, 0, &mat.goals[goal]), 3);
    assert_int_equal(g->goal_owner[goal], -1);
    gm_card card;
    assert_true(gm_hover_card(play, -1, (gm_piece){GM_PIECE_GOAL, (uint8_t)goal, 0}, &card));
    must_say(&card, gm_session_name(play->session, 0), "who has done it");
    must_say(&card, "by parachute", "how");
    must_say(&card, "at their next landing", "when it is taken");
    assert_false(says(&card, "Claimed"));
    assert_non_null(strstr(gm_hover_ability_text(SC_PARACHUTE), "takes no goal"));
}

int main(void)
{
    gm_i18n_set_language("en");
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(every_piece_explained_in_whole_games,
                                        gm_test_play_each_setup, gm_test_play_each_teardown),
        cmocka_unit_test_setup_teardown(hover_then_click_then_move, gm_test_play_each_setup,
                                        gm_test_play_each_teardown),
        cmocka_unit_test_setup_teardown(long_press_shows_a_card_and_clicks_nothing,
                                        gm_test_play_each_setup, gm_test_play_each_teardown),
        cmocka_unit_test_setup_teardown(a_body_names_its_spaces, gm_test_play_each_setup,
                                        gm_test_play_each_teardown),
        cmocka_unit_test_setup_teardown(a_goal_met_by_parachute_waits, gm_test_play_each_setup,
                                        gm_test_play_each_teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
