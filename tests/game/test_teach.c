/* What the tips and the hover cards teach is the rules. Every text a tip
 * or a card shows (in English, the source's words) is tied here to the
 * rule it teaches, quoted from the rulebook, and to a check of that rule
 * against the rules core, run wherever the text is shown over whole games
 * of 2 to 5 players with every variant: a tip at the decision it explains,
 * a card at every state of the board (its numbers checked against the mat
 * and the game), and the move that follows (what a choice or a roll did).
 *
 * So a text that taught a wrong rule fails here: either its words changed
 * and it has no rule tied to it yet ("a text with no rule"), or the rule
 * tied to it, checked against the core, is not what the game does. The
 * "Flying" tip said "The dice you use are spent": tied to its meaning (every
 * die used leaves the pool) it fails on the first move with the afterburner,
 * which the rules keep. A text that teaches nothing (a name, a count of what
 * the board shows) is listed with no check, so that it is seen to teach
 * nothing. Every check must have had something to check in these games. */
#include <math.h>
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
#include "privacy.h"
#include "spacecats/ai.h"
#include "teach_numbers.h"
#include "teach_rules.h"
#include "tips.h"

/* The Flying tip: the faces usable, and the dice set aside. */
static bool flying(const shown *s)
{
    return usable_faces(s) && dice_set_aside(s);
}

/* The landing tip: where one may land, and "further is worth more". */
static bool land_or_stay(const shown *s)
{
    return further_richer(s) && landing_targets(s) && landing_points(s);
}

/* ---- every text, the rule it teaches, its check ----------------------------- */

#define NO_RULE(t)                                                                                 \
    {                                                                                              \
        t, NULL, NULL, NULL, NULL                                                                  \
    }

static const teaching texts[] = {
    /* Tips. */
    {"You were dealt secret missions: click the one to give back and keep the others. The ones "
     "you complete score together at the end, more the more you complete (see the Rules, F1).",
     NULL, "deal 4 ... chooses 3 ... (2, 5, or 10) for completing one or more", missions_deal,
     NULL},
    {"Put one of your astronauts aboard: click it on your board. Each has its own ability. The "
     "first cat aboard is the commander, who rolls the dice.",
     NULL, "The player starting the expedition becomes the commander", boarding, expedition_start},
    {"You are the commander: click the dice tray to roll. The tray says how likely this roll is "
     "to crash the rocket.",
     NULL, "The commander of the expedition rolls all the available dice", commander_rolls, NULL},
    {"Pick dice to fly with: click one or more lit groups (only the faces shown under the "
     "rocket's space can be used). The space you would reach lights up; then click Go (a move "
     "made only one way goes at its first click). Number dice you fly with are set aside for the "
     "rest of the expedition (unless the expedition token keeps them); afterburner dice stay "
     "with you.",
     NULL, "Dice with the afterburner symbol are never discarded", flying, NULL},
    {"None of these dice can be used here. Use a rescue if one is lit (a pilot aboard, the "
     "expedition token); otherwise click Crash: every cat aboard goes home, but a Parachute may "
     "still land.",
     NULL, "any astronaut with a parachute can still disembark", only_rescues, crash_sends_home},
    {"Your cat can land: click a lit moon or planet to land there, or Stay aboard and hope for "
     "better further out: further is worth more, and riskier.",
     NULL, "decide if their astronaut should continue ... The farther ..., the more points",
     land_or_stay, NULL},
    {"The rocket crashed, but your parachute cat can still land: click a lit body, or Go home.",
     NULL, "any astronaut with a parachute can still disembark on the current space",
     landing_targets, parachute_no_goal},
    /* The abilities. */
    {"While it is aboard, the expedition starts from the satellite's space.", NULL,
     "the rocket marker starts the expedition from the space marked with a satellite", NULL,
     expedition_start},
    {"Lands as if the rocket were one space further or one space back.", NULL,
     "as if the marker was one space higher (+1) or one space lower (-1)", landing_targets, NULL},
    {"When the rocket crashes next to a planet or a free moon, it may still land there, but takes "
     "no goal there.",
     NULL,
     "If the rocket crashes at a location with a planet or unoccupied moon, this astronaut "
     "may still disembark there",
     landing_targets, parachute_no_goal},
    {"Doubles the points of the moon it lands on.", NULL,
     "the player doubles the points scored for this moon", landing_points, NULL},
    {"Doubles the points of the planet it stands on, at the end.", NULL,
     "The player doubles the points scored for the planet with this astronaut", planet_scores,
     NULL},
    {"Doubles the points of deep space: 14 on the comet, 10 on the galaxy.", NULL,
     "the player doubles the points scored (thus gaining 14 or 10)", NULL, deep_arrival},
    {"When it leaves the rocket, the commander must discard a die (never the last one).", NULL,
     "the current commander must discard one die ... the last die always stays", discarder, NULL},
    {"Aboard, counts once an expedition as a die showing 1, where 1 is usable.", NULL,
     "as a die with value 1 ... only once during an expedition ... the dice symbol with one dot",
     pilot, NULL},
    /* The astronauts' cards. */
    NO_RULE("%s's astronaut"),
    {"The satellite's space is space %u.", NULL, "the space marked with a satellite", num_satellite,
     expedition_start},
    {"At home: click it to put it aboard.", NULL, "choose one of their available astronauts",
     can_board, NULL},
    NO_RULE("At home, on its player's board."),
    {"Aboard the rocket, seat %u: the commander.", NULL, "becomes the commander of the expedition",
     aboard_commander, NULL},
    {"Aboard the rocket, seat %u.", NULL, "the next available spot on the rocket board",
     aboard_not_commander, NULL},
    {"Its die is used for this expedition.", NULL, "only once during an expedition", pilot_spent,
     NULL},
    NO_RULE("On %s."),
    NO_RULE("On the comet, in deep space."),
    NO_RULE("On the galaxy, in deep space."),
    /* Moons and planets. */
    {"Moon: %u points", NULL, "the amount of points shown on the given moon", num_moon, NULL},
    NO_RULE("Land here from space %s."),
    NO_RULE("Land here from spaces %s."),
    {"One astronaut per moon, scored on landing (double for the Moon doubler).", NULL,
     "There can only be 1 astronaut per moon ... immediately receives", landing_targets, NULL},
    {"Taken by %s's %s: %u points.", NULL, "doubles the points scored for this moon",
     num_moon_taken, NULL},
    NO_RULE("Free."),
    {"At the end: %u for the most astronauts (gold), %u for the second (silver), %u for the "
     "others (bronze).",
     NULL, "Gold Star ... Silver Star ... Bronze Star", num_planet, NULL},
    {"Ties go to who landed first; the Planet doubler doubles.", NULL,
     "the player who disembarked on the planet first receives the higher amount", planet_scores,
     NULL},
    {"%s: %u astronaut, %d points if the game ended now",
     "%s: %u astronauts, %d points if the game ended now", "Counting points", num_planet_player,
     NULL},
    NO_RULE("Nobody is here yet."),
    /* Deep space. */
    NO_RULE("Comet"),
    NO_RULE("Galaxy"),
    NO_RULE("Deep space"),
    {"Deep space: the commander's astronaut lands here for %u points (double for the Deep "
     "doubler).",
     NULL, "The commander's astronaut is placed on the comet and immediately receives 7 points",
     num_comet, deep_arrival},
    {"Deep space: every other astronaut aboard lands here for %u points (double for the Deep "
     "doubler).",
     NULL, "all the other players place their astronauts on the galaxy and receive 5 points",
     num_galaxy, deep_arrival},
    {"A Lander stepping from the last space gets %u, never doubled.", NULL,
     "If the astronaut moves from space 25 to deep space, the player immediately receives only 5",
     num_lander_deep, NULL},
    NO_RULE("%s: %u astronaut"),
    NO_RULE("%s: %u astronauts"),
    {"Reaching it, everyone aboard lands: the commander on the comet (%u points), the others on "
     "the galaxy (%u).",
     NULL, "all astronauts must leave the rocket", num_deep, deep_arrival},
    /* The track. */
    NO_RULE("Space %u"),
    {"Dice usable here: %s.", NULL, "Dice that don't correspond to those values cannot be used",
     usable_faces, NULL},
    {"The afterburner moves the rocket %u space here.",
     "The afterburner moves the rocket %u spaces here.",
     "The value of the afterburner face is determined by the rocket marker's current location",
     num_afterburner, NULL},
    NO_RULE("Next to %s."),
    {"Earth: expeditions start here, unless a Satellite is aboard.", NULL,
     "places the rocket marker on the 0 space", NULL, expedition_start},
    {"With the Satellite aboard, the expedition starts here.", NULL,
     "starts the expedition from the space marked with a satellite", NULL, expedition_start},
    {"The UFO is here: a travel phase that ends here makes contact.", NULL,
     "If the rocket finishes its travel phase on the same space as the UFO marker", NULL,
     ufo_contact},
    {"The rocket is here: the next roll of %u die crashes with a %.0f%% chance.",
     "The rocket is here: the next roll of %u dice crashes with a %.0f%% chance.",
     "if none of the results match the symbols ..., the rocket crashes", num_crash, NULL},
    {"A roll of %u die here would crash with a %.0f%% chance.",
     "A roll of %u dice here would crash with a %.0f%% chance.",
     "if none of the results match the symbols ..., the rocket crashes", num_crash, NULL},
    /* The dice in the tray: to roll, a rolled group, a Pilot's die. */
    {"%u die to roll", "%u dice to roll",
     "The commander of the expedition rolls all the available dice", num_pool, NULL},
    {"When no die rolled can be used at space %u, the rocket crashes unless a rescue helps: "
     "%.0f%% this roll.",
     NULL, "if none of the results match the symbols ..., the rocket crashes", num_roll_crash,
     NULL},
    {"Click the tray to roll them.", NULL,
     "The commander of the expedition rolls all the available dice", commander_rolls, NULL},
    {"%u afterburner die", "%u afterburner dice",
     "Then you group them according to the rolled results", num_group, NULL},
    {"%u die showing %u", "%u dice showing %u",
     "Then you group them according to the rolled results", num_group, NULL},
    {"Usable here: the group moves the rocket %u space.",
     "Usable here: the group moves the rocket %u spaces.",
     "The rocket will then move an amount of spaces equal to the sum of the values of the dice "
     "chosen",
     num_group_far, NULL},
    {"A group is used whole; the groups chosen together move the rocket the sum of their dice.",
     NULL, "If the commander chooses a group with multiple dice, they must use all of the dice",
     usable_faces, NULL},
    {"Not usable at space %u: only %s move the rocket there.", NULL,
     "Dice that don't correspond to those values cannot be used", num_group_useless, NULL},
    {"Afterburner dice are never set aside: they are rolled again in the next travel.", NULL,
     "Dice with the afterburner symbol are never discarded", dice_set_aside, NULL},
    {"Dice used are set aside until the expedition ends.", NULL,
     "Those dice may not be used again until the end of this expedition", dice_set_aside, NULL},
    NO_RULE("The Pilot's die"),
    {"%s's Pilot counts as a die showing 1, once an expedition, besides the dice rolled.", NULL,
     "as a die with value 1, in addition to whatever the rolled dice are", pilot, NULL},
    {"Usable now: click it, or the Pilot in the rocket, to add it.", NULL,
     "the commander may use this astronaut as a die with value 1", pilot_usable, NULL},
    {"No move may use it now.", NULL, "only once during an expedition", pilot_useless, NULL},
    /* The UFO variant's tokens. */
    NO_RULE("Expedition token"),
    {"The commander starts with %u die.", "The commander starts with %u dice.",
     "The commander begins the expedition with 4, 5 or 6 dice", num_token_dice, expedition_token},
    {"The UFO moved %u space towards Earth.", "The UFO moved %u spaces towards Earth.",
     "Move the UFO marker from 0 to 3 spaces towards the start", num_token_ufo, expedition_token},
    {"Extra: once, add the dice %s to a move, whatever was rolled (all that are usable here).",
     NULL, "Additional dice ... may be used regardless of the dice rolled", token_once, NULL},
    {"Keep: once, the dice used for a move are not discarded.", NULL,
     "Keep the dice: The dice used during this travel phase are not discarded", dice_set_aside,
     NULL},
    {"Reroll: once, roll all the available dice again and use the new roll.", NULL,
     "The commander may reroll all the available dice once", token_once, NULL},
    {"One use an expedition; a new commander may use it too.", NULL,
     "may be used only once ... the new commander may still use it", token_once, NULL},
    /* Exploration. */
    NO_RULE("Exploration token"),
    {"On space %u: it acts when a travel phase ends here.", NULL,
     "When the rocket ends its travel phase on a space with one of the exploration tokens",
     num_slot, exploration},
    {"The commander keeps it: %u point at the end.",
     "The commander keeps it: %u points at the end.",
     "The commander receives the token ... added to the player's final score", num_explore_points,
     exploration},
    {"The commander regains one discarded die, if any was.", NULL,
     "The commander regains 1 discarded die", dice_set_aside, exploration},
    {"Space-time tunnel: the rocket jumps %u spaces forward, to space %u, and the travel phase "
     "ends.",
     NULL, "moves the rocket marker 4 spaces forward. The travel phase immediately ends",
     num_tunnel, exploration},
    /* Secret missions. */
    NO_RULE("Secret mission: space %u"),
    {"Land an astronaut of yours on a moon or planet next to space %u:", NULL,
     "place an astronaut on the moon or planet indicated", missions_score, NULL},
    NO_RULE("- %s"),
    {"Done.", NULL, "a player must place an astronaut on the moon or planet indicated",
     mission_is_done, NULL},
    {"Not done yet.", NULL, "a player must place an astronaut on the moon or planet indicated",
     mission_not_done, NULL},
    {"Worth %u, %u or %u points for 1, 2 or 3 done, at the end.", NULL,
     "Players gain more points (2, 5, or 10) for completing one or more", num_missions, NULL},
    /* Goals. */
    {"Goal: %u points", NULL, "each goal token is worth 5 points", num_goal, NULL},
    {"The first to have astronauts on %u different planets.", NULL,
     "First player to place 4 astronauts on 4 different planets", num_goal_count, goal_taken_once},
    {"The first to have %u astronauts on one planet.", NULL,
     "First player to place 3 astronauts on 1 planet", num_goal_count, goal_taken_once},
    {"The first to have astronauts on %u moons.", NULL,
     "First player to place 4 astronauts on 4 moons", num_goal_count, goal_taken_once},
    {"The first to have %u astronauts in deep space.", NULL,
     "First player to place 2 astronauts in deep space", num_goal_count, goal_taken_once},
    {"Claimed by %s.", NULL, "After a player takes a goal token, no one else can take that token",
     goals_score, goal_taken_once},
    NO_RULE("Nobody is on the way yet."),
    {"%s has done it by parachute: the goal is theirs at their next landing, unless someone else "
     "gets there first.",
     NULL, "The first player to fulfill a goal token's conditions during the landing phase", NULL,
     parachute_no_goal},
    {"Closest, %u of %u: %s.", "Closest, %u of %u each: %s.", NULL, NULL, NULL},
    /* The UFO. */
    NO_RULE("UFO"),
    NO_RULE("In deep space, where it starts."),
    NO_RULE("At space %u."),
    {"A commander whose travel phase ends on its space takes the top UFO token.", NULL,
     "the commander receives the top token from the UFO token pile", NULL, ufo_contact},
    {"Next UFO token: %u points.", NULL, "the top token should have value 5", num_ufo_next,
     ufo_contact},
    NO_RULE("No UFO tokens are left."),
    {"Each expedition token moves it up to %u space towards Earth.",
     "Each expedition token moves it up to %u spaces towards Earth.",
     "Move the UFO marker from 0 to 3 spaces towards the start of the track", num_ufo_most,
     expedition_token},
    /* The failure track, Earth, the satellite. */
    NO_RULE("Cosmic failure track"),
    NO_RULE("%u crash so far."),
    NO_RULE("%u crashes so far."),
    {"The game ends at %u crash.", "The game ends at %u crashes.",
     "after 11 failures, when the cosmic failure token reaches the last space", num_failures,
     game_end},
    NO_RULE("Earth"),
    {"Home of the five cat space agencies: expeditions start here, unless a Satellite is aboard.",
     NULL, "places the rocket marker on the 0 space", NULL, expedition_start},
    NO_RULE("Satellite"),
    {"An expedition with the Satellite astronaut aboard starts at space %u.", NULL,
     "starts the expedition from the space marked with a satellite (3rd space)", num_satellite,
     expedition_start},
};

enum { N_TEXTS = sizeof texts / sizeof texts[0] };

/* ---- finding a text's entry ------------------------------------------------- */

/* Whether text is fmt with its conversions filled in; the numbers go to num. */
static bool match(const char *f, const char *t, long *num, unsigned *n)
{
    for (;;) {
        if (*f == '\0') {
            return *t == '\0';
        }
        if (*f != '%') {
            if (*f != *t) {
                return false;
            }
            f++, t++;
            continue;
        }
        if (f[1] == '%') {
            if (*t != '%') {
                return false;
            }
            f += 2, t++;
            continue;
        }
        const char *c = f + 1;
        while (*c != '\0' && strchr(".0123456789l", *c) != NULL) {
            c++;
        }
        f = c + 1;
        if (*c == 's') {
            unsigned keep = *n;
            for (const char *u = t;; u++) {
                if (match(f, u, num, n)) {
                    return true;
                }
                *n = keep;
                if (*u == '\0') {
                    return false;
                }
            }
        }
        char *end;
        long v = strtol(t, &end, 10);
        if (end == t) {
            return false;
        }
        if (*n < MAX_NUMS) {
            num[(*n)++] = v;
        }
        t = end;
    }
}

/* The characters of a format that are not conversions. */
static size_t literal(const char *f)
{
    size_t n = 0;
    while (*f != '\0') {
        if (f[0] == '%' && f[1] == '%') {
            n++, f += 2;
        } else if (f[0] == '%') {
            while (f[1] != '\0' && strchr("sudf", *f) == NULL) {
                f++;
            }
            f++; /* past the conversion's letter */
        } else {
            n++, f++;
        }
    }
    return n;
}

/* The entry of a text shown (the most literal of those it matches, so that
 * "On %s." does not take "On space 7: ..."), its numbers in s; -1 for none. */
static int entry_of(const char *text, shown *s)
{
    int best = -1;
    size_t most = 0;
    long num[MAX_NUMS];
    unsigned n = 0;
    for (int i = 0; i < (int)N_TEXTS; i++) {
        const char *forms[2] = {texts[i].text, texts[i].plural};
        for (unsigned k = 0; k < 2 && forms[k] != NULL; k++) {
            unsigned got = 0;
            long v[MAX_NUMS];
            if (match(forms[k], text, v, &got) && (best < 0 || literal(forms[k]) > most)) {
                best = i;
                most = literal(forms[k]);
                n = got;
                memcpy(num, v, sizeof v);
            }
        }
    }
    s->n_num = n;
    memcpy(s->num, num, sizeof num);
    return best;
}

/* ---- whole games ------------------------------------------------------------ */

typedef struct tally {
    unsigned shown[N_TEXTS];   /* times each text was shown */
    unsigned checked[N_TEXTS]; /* times its rule had something to check */
    unsigned states, steps, unknown;
} tally;

static tally t;
static sc_choice list[SC_MAX_CHOICES];

/* One text shown: its entry's state check, and its entry kept for the step
 * check on the move that follows. */
static void seen(const char *text, shown *s, bool *pending)
{
    int e = entry_of(text, s);
    if (e < 0) {
        print_error("a text with no rule tied to it: \"%s\"\n", text);
        t.unknown++;
        return;
    }
    t.shown[e]++;
    if (texts[e].check != NULL && texts[e].check(s)) {
        t.checked[e]++;
    }
    pending[e] |= texts[e].step != NULL;
}

/* A card's title that only names its piece: an ability, a planet. */
static bool a_name(const gm_card *c)
{
    if (c->piece.kind == GM_PIECE_ASTRONAUT) {
        return strcmp(c->title, gm_ability_name(c->piece.b)) == 0;
    }
    if (c->piece.kind == GM_PIECE_PLANET) {
        return strcmp(c->title, gm_play_game(play)->mat->planets[c->piece.a].name) == 0;
    }
    return false;
}

/* Everything shown in the state of the game in play: the tip of its
 * decision, every card of the board as the deciding seat sees it. */
static void look(bool *pending)
{
    const sc_game *g = gm_play_game(play);
    int viewer = g->pending.player >= 0 ? g->pending.player : 0;
    shown s = {.p = play, .g = g, .list = list, .n = sc_game_choices(g, list), .viewer = viewer};
    memset(pending, 0, N_TEXTS * sizeof *pending);
    t.states++;
    gm_tip tip = gm_tip_for(play);
    if (tip < GM_TIP_COUNT) {
        seen(gm_tip_text(tip), &s, pending);
    }
    static gm_piece_at pieces[GM_PIECES_MAX];
    unsigned n = gm_hover_pieces(play, viewer, pieces, GM_PIECES_MAX);
    for (unsigned i = 0; i < n; i++) {
        gm_card card;
        if (!gm_hover_card(play, viewer, pieces[i].piece, &card)) {
            continue;
        }
        s.piece = card.piece;
        if (!a_name(&card)) {
            seen(card.title, &s, pending);
        }
        for (unsigned k = 0; k < card.n_lines; k++) {
            seen(card.lines[k], &s, pending);
        }
    }
}

/* The next move: a roll, or a choice (the cadet's mostly, so that games
 * go far, else drawn at random so that every kind of choice is met). */
static const sc_choice *next_move(uint64_t *r, sc_choice *c)
{
    if (gm_play_game(play)->pending.kind == SC_PENDING_ROLL) {
        assert_true(gm_session_roll(play->session));
        return NULL;
    }
    *r ^= *r << 13, *r ^= *r >> 7, *r ^= *r << 17;
    const sc_game *g = gm_play_game(play);
    size_t n = sc_game_choices(g, list);
    size_t k = *r % 4 == 0
                   ? (size_t)(*r >> 8) % n
                   : sc_ai_choose(&sc_ai_levels[1], g, (unsigned)g->pending.player, list, n, *r);
    *c = list[k];
    assert_true(gm_session_apply(play->session, c));
    return c;
}

static void play_game(uint64_t seed)
{
    sc_setup setup = gm_test_play_setup_of(seed);
    gm_seat seats[SC_MAX_PLAYERS] = {0};
    for (unsigned i = 0; i < setup.n_players; i++) {
        seats[i] = (gm_seat){.kind = GM_SEAT_HUMAN, .colour = (uint8_t)i};
    }
    assert_true(gm_session_start(play->session, &mat, &setup, seats));
    uint64_t r = gm_test_play_walk_of(seed) | 1;
    bool pending[N_TEXTS];
    for (unsigned i = 0; i < 4000 && !sc_game_over(gm_play_game(play)); i++) {
        look(pending);
        sc_game before = *gm_play_game(play);
        sc_choice c;
        const sc_choice *made = next_move(&r, &c);
        t.steps++;
        /* Each rule once for the move; every text shown that teaches it is
         * credited with what it found. */
        for (int e = 0; e < (int)N_TEXTS; e++) {
            if (!pending[e]) {
                continue;
            }
            bool found = texts[e].step(&before, made, gm_play_game(play));
            for (int f = e; f < (int)N_TEXTS; f++) {
                if (pending[f] && texts[f].step == texts[e].step) {
                    t.checked[f] += found;
                    pending[f] = false;
                }
            }
        }
    }
    assert_true(sc_game_over(gm_play_game(play)));
    look(pending); /* the board at the end */
}

/* Entries whose rule the games may not reach every time. */
static bool rare(int e)
{
    static const char *const rare_texts[] = {
        "%s has done it by parachute: the goal is theirs at their next landing, unless someone "
        "else gets there first.",
    };
    for (size_t i = 0; i < sizeof rare_texts / sizeof rare_texts[0]; i++) {
        if (strcmp(texts[e].text, rare_texts[i]) == 0) {
            return true;
        }
    }
    return false;
}

static void tips_and_cards_teach_the_rules(void **state)
{
    (void)state;
    memset(&t, 0, sizeof t);
    for (uint64_t seed = 1; seed <= 16; seed++) {
        play_game(seed);
    }
    unsigned taught = 0, never = 0;
    for (int e = 0; e < (int)N_TEXTS; e++) {
        bool rule = texts[e].check != NULL || texts[e].step != NULL;
        taught += rule;
        if (rule && t.checked[e] == 0 && !rare(e)) {
            print_error("never checked: \"%s\" (shown %u times)\n", texts[e].text, t.shown[e]);
            never++;
        }
    }
    /* TEACH_COUNTS=1 lists how often each text was shown and its rule found
     * something to check (to see which rules the games barely reach). */
    for (int e = 0; getenv("TEACH_COUNTS") && e < (int)N_TEXTS; e++) {
        print_message("%6u shown %6u checked  %.70s\n", t.shown[e], t.checked[e], texts[e].text);
    }
    print_message("%u states, %u moves; %u texts, %u of them teaching a rule; %u unknown, %u "
                  "never checked\n",
                  t.states, t.steps, (unsigned)N_TEXTS, taught, t.unknown, never);
    assert_int_equal(t.unknown, 0);
    assert_int_equal(never, 0);
}

int main(void)
{
    gm_i18n_init(SC_TEST_LOCALEDIR);
    gm_i18n_set_language("en");
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(tips_and_cards_teach_the_rules, gm_test_play_each_setup,
                                        gm_test_play_each_teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
