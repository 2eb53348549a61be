/* Decisions and rolls in players' words: one sentence per kind of choice,
 * in the third person for the log and as an instruction for the hint. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <string.h>

#include <cmocka.h>

#include "describe.h"
#include "game_log.h"
#include "i18n.h"
#include "spacecats/mat_load.h"

#define MAT SC_TEST_SIX_MOONS /* the hand-worked cases and saves are on it */

static sc_mat mat;

static void say(const sc_game *g, sc_choice c, const char *who, const char *want)
{
    char buf[160];
    gm_describe_choice(g, &c, who, buf, sizeof buf);
    assert_string_equal(buf, want);
}

static void every_kind_of_choice(void **state)
{
    (void)state;
    char err[256];
    assert_true(sc_mat_load_file(MAT, &mat, err, sizeof err));
    sc_game g;
    sc_setup s = {.n_players = 2, .first_player = 0, .seed = 1};
    assert_true(sc_game_init(&g, &mat, &s));
    say(&g, (sc_choice){.kind = SC_CHOICE_BOARD, .arg = SC_PILOT}, "Anne",
        "Anne puts the Pilot aboard");
    say(&g, (sc_choice){.kind = SC_CHOICE_BOARD, .arg = SC_MOON_DOUBLER}, NULL,
        "Put the Moon doubler aboard");
    /* Board both, roll 1 2 3 3 4 4 at space 0 (A, 1, 2 usable). */
    sc_choice b = {.kind = SC_CHOICE_BOARD, .arg = SC_PILOT};
    assert_int_equal(sc_game_apply(&g, &b), SC_OK);
    b.arg = SC_LANDER;
    assert_int_equal(sc_game_apply(&g, &b), SC_OK);
    assert_int_equal(sc_game_roll_fixed(&g,
                                        (const uint8_t[]){SC_FACE_1, SC_FACE_2, SC_FACE_3,
                                                          SC_FACE_3, SC_FACE_4, SC_FACE_4},
                                        6),
                     SC_OK);
    sc_choice move = {.kind = SC_CHOICE_MOVE, .faces = (1u << SC_FACE_1) | (1u << SC_FACE_2)};
    say(&g, move, "Anne", "Anne flies 3 spaces to space 3 with the 1s and the 2s");
    move.faces = 1u << SC_FACE_1;
    say(&g, move, NULL, "Fly 1 space to space 1 with the 1s");
    /* A move made with the expedition token's extra dice alone names them
     * (it read "with , with the extra dice"). */
    char alone[160];
    sc_choice extra = {.kind = SC_CHOICE_MOVE, .flags = SC_MOVE_EXTRA};
    gm_describe_choice(&g, &extra, NULL, alone, sizeof alone);
    assert_null(strstr(alone, "with ,"));
    assert_non_null(strstr(alone, "with the extra dice"));
    say(&g, (sc_choice){.kind = SC_CHOICE_CRASH}, "Bo", "Bo cannot go on: the rocket crashes");
    say(&g, (sc_choice){.kind = SC_CHOICE_REROLL}, NULL, "Reroll with the expedition token");
    say(&g, (sc_choice){.kind = SC_CHOICE_STAY}, "Bo", "Bo stays aboard");
    say(&g, (sc_choice){.kind = SC_CHOICE_LAND, .target = SC_TARGET_MOON, .index = 3}, "Bo",
        "Bo lands on the 5-point moon");
    say(&g, (sc_choice){.kind = SC_CHOICE_LAND, .target = SC_TARGET_PLANET, .index = 0}, NULL,
        "Land on the Yarn Ball");
    say(&g, (sc_choice){.kind = SC_CHOICE_LAND, .target = SC_TARGET_DEEP}, "Bo",
        "Bo lands in deep space");
    /* A secret mission given back stays secret. */
    say(&g, (sc_choice){.kind = SC_CHOICE_RETURN_MISSION, .arg = 2}, "Bo",
        "Bo chooses their secret missions");
    char buf[96];
    gm_describe_roll("Anne", (const uint8_t[]){SC_FACE_A, SC_FACE_2, SC_FACE_4}, 3, buf,
                     sizeof buf);
    assert_string_equal(buf, "Anne rolls afterburner, 2, 4");
}

/* A planet's name takes its article in both languages, in French by its
 * gender ("la Boîte en carton", "le Griffoir", "l'Herbe à chat"). */
static void planets_with_their_articles(void **state)
{
    (void)state;
    char err[256];
    assert_true(sc_mat_load_file(MAT, &mat, err, sizeof err));
    sc_game g;
    sc_setup s = {.n_players = 2, .first_player = 0, .seed = 1};
    assert_true(sc_game_init(&g, &mat, &s));
    sc_choice land = {.kind = SC_CHOICE_LAND, .target = SC_TARGET_PLANET, .index = 2};
    say(&g, land, NULL, "Land on the Cardboard Box");
    say(&g, land, "Bo", "Bo lands on the Cardboard Box");
    assert_true(gm_i18n_init(SC_TEST_LOCALEDIR));
    gm_i18n_set_language("fr");
    assert_string_equal(gm_i18n_language(), "fr");
    say(&g, land, NULL, "Débarquer sur la Boîte en carton");
    say(&g, land, "Bo", "Bo débarque sur la Boîte en carton");
    land.index = 3;
    say(&g, land, NULL, "Débarquer sur l'Herbe à chat");
    land.index = 4;
    say(&g, land, NULL, "Débarquer sur le Griffoir");
    land.index = 0;
    say(&g, land, NULL, "Débarquer sur la Pelote de laine");
    /* A name with no form of its own (another mat's) keeps the plain name. */
    char buf[64];
    assert_string_equal(gm_planet_with_article("Hairball", buf, sizeof buf), "Hairball");
    gm_i18n_set_language("en");
    assert_string_equal(gm_planet_with_article("Hairball", buf, sizeof buf), "the Hairball");
}

/* The log line of doubled deep-space points, in both languages: the
 * doubling is said once, in its own brackets, not after the comet's ("the
 * comet (deep space, as commander) (doubled)"). */
static void doubled_points_read_plainly(void **state)
{
    (void)state;
    char err[256];
    assert_true(sc_mat_load_file(MAT, &mat, err, sizeof err));
    static gm_log lg;
    gm_log_add(&lg, &(gm_log_entry){.kind = GM_LOG_POINTS,
                                    .who = 0,
                                    .points = 14,
                                    .source = GM_SRC_COMET,
                                    .flags = GM_LOG_DOUBLED});
    const char names[SC_MAX_PLAYERS][GM_NAME_LEN] = {"Anne", "Bo"};
    char line[160];
    assert_true(gm_i18n_init(SC_TEST_LOCALEDIR));
    static const char *const langs[] = {"en", "fr"};
    static const char *const doubled[] = {"(doubled)", "(doubl\xc3\xa9s)"};
    for (unsigned l = 0; l < 2; l++) {
        gm_i18n_set_language(langs[l]);
        gm_log_line(&lg, 0, &mat, names, line, sizeof line);
        print_message("%s: %s\n", langs[l], line);
        assert_null(strstr(line, ") ("));
        assert_non_null(strstr(line, doubled[l]));
        assert_non_null(strstr(line, "14"));
    }
    gm_i18n_set_language("en");
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(every_kind_of_choice),
                                       cmocka_unit_test(planets_with_their_articles),
                                       cmocka_unit_test(doubled_points_read_plainly)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
