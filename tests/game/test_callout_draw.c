/* The callouts as drawn, on the recording back end at 1280x720, in English and
 * French, through the real drawing code: a crash's card says "Crash!"
 * beside the space with its explosion, the banner says it too; at the end
 * every player's secret missions card shows at once; each card's words
 * lie inside it, at least 16 px high; a click ends them. */
#include "null_fixture.h"
#include "play_callout.h"
#include "play_draw.h"
#include "privacy.h"
#include "screen_play.h"
#include "settings.h"

static int setup(void **state)
{
    (void)state;
    return nf_setup(1280, 720, false);
}

static unsigned callouts_queued(const gm_play *p, gm_callout_kind kind)
{
    unsigned n = 0;
    for (unsigned i = 0; i < gm_session_anims(p->session)->n; i++) {
        n += gm_session_anims(p->session)->list[i].kind == GM_ANIM_CALLOUT &&
             gm_session_anims(p->session)->list[i].callout.kind == kind;
    }
    return n;
}

/* One action of whoever acts (a computer level in a human's place). */
static void act(gm_play *p)
{
    gm_session_hurry(p->session);
    int actor = gm_session_actor(p->session);
    uint8_t kind = gm_session_seat(p->session, actor)->kind;
    gm_session_set_seat_kind(p->session, actor, GM_SEAT_COMPUTER);
    unsigned before = gm_session_actions(p->session);
    for (unsigned t = 0; t < 8 && gm_session_actions(p->session) == before; t++) {
        gm_session_tick(p->session, GM_TICK_SECONDS, 1);
    }
    gm_session_set_seat_kind(p->session, actor, kind);
    assert_int_equal(gm_session_actions(p->session), before + 1);
}

/* Plays on until a callout of this kind is queued, then on into it: every
 * card of the change on show. */
static void play_into(gm_play *p, gm_callout_kind kind)
{
    while (callouts_queued(p, kind) == 0) {
        assert_false(sc_game_over(gm_play_game(p)));
        act(p);
    }
    for (unsigned t = 0; t < 1200; t++) {
        bool started = true;
        for (unsigned i = 0; i < gm_session_anims(p->session)->n; i++) {
            started &= gm_session_anims(p->session)->list[i].kind != GM_ANIM_CALLOUT ||
                       gm_session_anims(p->session)->list[i].elapsed > 0.5f;
        }
        if (started) {
            return;
        }
        gm_session_animate(p->session, GM_TICK_SECONDS);
    }
    fail_msg("the callouts never showed");
}

/* Lines drawn that start with this text. */
static unsigned lines_starting(const char *prefix)
{
    unsigned n = 0, count = 0;
    const gm_text_line *l = gm_text_lines(nf_app->text, &n);
    for (unsigned i = 0; i < n; i++) {
        count += strncmp(l[i].text, prefix, strlen(prefix)) == 0;
    }
    return count;
}

/* Draws, and checks each card: its words (the headline, the detail, the
 * points) drawn inside it and readable. */
static void check_cards(const gm_play *p)
{
    nf_draw();
    gm_callout_card cards[GM_ANIM_MAX];
    unsigned n_cards =
        gm_callout_cards(&nf_app->layout, gm_session_anims(p->session), cards, GM_ANIM_MAX);
    assert_true(n_cards > 0);
    unsigned n = 0;
    const gm_text_line *l = gm_text_lines(nf_app->text, &n);
    for (unsigned c = 0; c < n_cards; c++) {
        gm_rect r = cards[c].r;
        char words[3][96];
        gm_callout_words(p->session, &cards[c].anim->callout, words[0], sizeof words[0], words[1],
                         sizeof words[1], words[2], sizeof words[2]);
        for (unsigned w = 0; w < 3; w++) {
            if (words[w][0] == '\0') {
                continue;
            }
            bool found = false;
            for (unsigned i = 0; i < n && !found; i++) {
                gm_point mid = {l[i].at.x + l[i].at.w / 2, l[i].at.y + l[i].at.h / 2};
                /* The words, or the words cut with an ellipsis to fit. */
                size_t k = strlen(l[i].text);
                bool same = strcmp(l[i].text, words[w]) == 0 ||
                            (k > 3 && strncmp(l[i].text, words[w], k - 3) == 0 &&
                             strcmp(l[i].text + k - 3, "\u2026") == 0);
                if (!same || !gm_rect_contains(r, mid.x, mid.y)) {
                    continue;
                }
                found = true;
                assert_true(l[i].px >= 16);
                assert_true(l[i].at.x >= r.x && l[i].at.x + l[i].at.w <= r.x + r.w + 0.5f);
                assert_true(l[i].at.y >= r.y && l[i].at.y + l[i].at.h <= r.y + r.h + 0.5f);
            }
            if (!found) {
                fail_msg("\"%s\" is not drawn on its card", words[w]);
            }
        }
    }
}

static void crash_and_missions(const char *lang)
{
    gm_i18n_set_language(lang);
    nf_app->games.setup.n_players = 4;
    nf_app->games.setup.seed = 3;
    nf_app->games.setup.variants = SC_VARIANT_ALL;
    nf_app->games.game_active = false;
    nf_go(GM_SCREEN_PLAY);
    gm_play *p = nf_app->games.play;
    gm_session_set_threaded(p->session, false);
    gm_session_set_speed(p->session, 1.0f, 0.0f);

    /* A crash: "Crash!" on its card, beside the space, and on the banner. */
    play_into(p, GM_CALLOUT_CRASH);
    check_cards(p);
    /* "Crash!" on the card and on the banner (its sentence begins so). */
    char banner[200];
    assert_true(gm_callout_banner(p->session, banner, sizeof banner, NULL));
    assert_true(lines_starting(_("Crash!")) >= 2);
    assert_true(nf_sprites_named("explosion") >= 2); /* the card's, the banner's */

    /* A click ends it; the banner moves on. */
    gm_rect mat = nf_app->layout.mat;
    nf_click_at(mat.x + 4, mat.y + 4);
    assert_int_equal(callouts_queued(p, GM_CALLOUT_CRASH), 0);
    nf_draw();
    assert_int_equal(lines_starting(_("Crash!")), 0);

    /* The end: every player's secret missions, each on a card of its own. */
    play_into(p, GM_CALLOUT_MISSIONS);
    assert_true(sc_game_over(gm_play_game(p)));
    assert_int_equal(callouts_queued(p, GM_CALLOUT_MISSIONS), 4);
    check_cards(p);
    unsigned n = 0, titles = 0;
    const gm_text_line *l = gm_text_lines(nf_app->text, &n);
    for (unsigned i = 0; i < n; i++) {
        titles += strcmp(l[i].text, _("Secret missions")) == 0;
    }
    assert_true(titles >= 4);
    gm_i18n_set_language("en");
}

static void callouts_in_english(void **state)
{
    (void)state;
    crash_and_missions("en");
}

static void callouts_in_french(void **state)
{
    (void)state;
    crash_and_missions("fr");
    gm_i18n_set_language("fr");
    assert_string_not_equal(_("Crash!"), "Crash!");
    gm_i18n_set_language("en");
}

/* The speed setting, as the settings screen sets it: a callout lasts 1.8 s
 * at normal speed, longer at slow, shorter at fast, and there is none at
 * instant speed. */
static void callouts_follow_the_speed_setting(void **state)
{
    (void)state;
    static const struct {
        uint8_t speed;
        float seconds;
    } speeds[] = {{GM_SPEED_SLOW, 2.88f},
                  {GM_SPEED_NORMAL, 1.8f},
                  {GM_SPEED_FAST, 0.9f},
                  {GM_SPEED_INSTANT, 0}};
    for (unsigned s = 0; s < sizeof speeds / sizeof speeds[0]; s++) {
        nf_app->games.setup.n_players = 4;
        nf_app->games.setup.seed = 3;
        nf_app->games.setup.variants = 0;
        nf_app->games.game_active = false;
        nf_go(GM_SCREEN_PLAY);
        gm_play *p = nf_app->games.play;
        gm_session_set_threaded(p->session, false);
        nf_app->games.settings.speed = speeds[s].speed;
        gm_games_play_settings(&nf_app->games);
        gm_session_set_speed(p->session, gm_session_anims(p->session)->scale,
                             0.0f); /* the computers do not pause */
        if (speeds[s].seconds == 0) {
            for (unsigned n = 0; n < 60; n++) {
                act(p);
                assert_int_equal(gm_session_anims(p->session)->n, 0);
            }
            continue;
        }
        while (callouts_queued(p, GM_CALLOUT_CRASH) == 0) {
            act(p);
        }
        for (unsigned i = 0; i < gm_session_anims(p->session)->n; i++) {
            if (gm_session_anims(p->session)->list[i].kind == GM_ANIM_CALLOUT) {
                assert_float_equal(gm_session_anims(p->session)->list[i].duration,
                                   speeds[s].seconds, 0.01f);
            }
        }
    }
}

/* Two humans at the table: a crash hands the turn to the other one, and
 * the pass screen waits for its callout; a key ends it there too. */
static void a_key_ends_a_callout_before_the_pass_screen(void **state)
{
    (void)state;
    nf_app->games.setup.n_players = 2;
    nf_app->games.setup.seed = 3;
    nf_app->games.setup.variants = SC_VARIANT_MISSIONS;
    nf_app->games.setup.seats[0].kind = nf_app->games.setup.seats[1].kind = GM_SEAT_HUMAN;
    nf_app->games.game_active = false;
    nf_go(GM_SCREEN_PLAY);
    gm_play *p = nf_app->games.play;
    gm_session_set_threaded(p->session, false);
    gm_session_set_speed(p->session, 1.0f, 0.0f);
    const gm_privacy *pv = &gm_play_screen_view(nf_app)->privacy;
    bool seen = false;
    for (unsigned n = 0; n < 3000 && !seen && !sc_game_over(gm_play_game(p)); n++) {
        act(p);
        bool pass = gm_privacy_curtain(p->session, pv) >= 0;
        seen = callouts_queued(p, GM_CALLOUT_CRASH) > 0 && pass;
        if (!seen && pass) { /* the next player takes the screen, as asked */
            gm_session_hurry(p->session);
            gm_rect b = gm_play_curtain_button(gm_app_canvas(nf_app), af_scene(nf_app));
            nf_send((gm_input){.kind = GM_IN_RELEASE, .x = b.x + b.w / 2, .y = b.y + b.h / 2});
            assert_true(gm_privacy_curtain(p->session, pv) < 0);
        }
    }
    assert_true(seen);
    assert_true(nf_send((gm_input){.kind = GM_IN_KEY, .key = GM_KEY_SPACE}));
    assert_int_equal(callouts_queued(p, GM_CALLOUT_CRASH), 0);
    assert_true(gm_privacy_curtain(p->session, pv) >= 0); /* the pass screen now */
}

int main(void)
{
    nf_headless();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(callouts_in_english, setup, nf_teardown_each),
        cmocka_unit_test_setup_teardown(callouts_in_french, setup, nf_teardown_each),
        cmocka_unit_test_setup_teardown(callouts_follow_the_speed_setting, setup, nf_teardown_each),
        cmocka_unit_test_setup_teardown(a_key_ends_a_callout_before_the_pass_screen, setup,
                                        nf_teardown_each),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
