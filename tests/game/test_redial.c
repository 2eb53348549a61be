/* The schedule of a lost connection's tries (redial.h), on a clock of
 * ticks of 1/60 s: the first try a second after the loss, the next ones
 * three seconds after each came to nothing, the countdown said in whole
 * seconds; after GM_REDIAL_TRIES it gives up and stays given up (an hour
 * later, not one try more); Join again begins a try at once, never a
 * second one while one is under way, and after giving up a new run. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "redial.h"
#include "tick.h"

/* Ticks until a try is due (at most max): how many it took. */
static unsigned ticks_to_try(gm_redial *r, unsigned max)
{
    for (unsigned i = 1; i <= max; i++) {
        if (gm_redial_due(r, GM_TICK_SECONDS)) {
            return i;
        }
    }
    return max + 1;
}

static void test_schedule(void **state)
{
    (void)state;
    gm_redial r = {0};
    assert_false(gm_redial_due(&r, 10.0f)); /* nothing lost: nothing to call */
    assert_false(gm_redial_now(&r));
    gm_redial_start(&r);
    assert_int_equal(r.state, GM_REDIAL_WAITING);
    assert_int_equal(gm_redial_seconds(&r), 1);
    assert_int_equal(ticks_to_try(&r, 600), GM_TICK_HZ); /* a second */
    assert_int_equal(r.state, GM_REDIAL_CALLING);
    assert_int_equal(r.tries, 1);
    /* Under way: no second try, however long it takes or however often
     * Join again is clicked. */
    for (unsigned i = 0; i < 600; i++) {
        assert_false(gm_redial_due(&r, GM_TICK_SECONDS));
        assert_false(gm_redial_now(&r));
    }
    assert_int_equal(r.tries, 1);
    assert_true(r.wait_s > 9.9f); /* how long it has been under way */
    gm_redial_failed(&r);
    assert_int_equal(r.state, GM_REDIAL_WAITING);
    assert_int_equal(gm_redial_seconds(&r), 3);
    /* The countdown in whole seconds: 3, then 2 after a second, then 1. */
    unsigned said[3] = {0, 0, 0};
    for (unsigned i = 0; i < 3 * GM_TICK_HZ - 1; i++) {
        assert_false(gm_redial_due(&r, GM_TICK_SECONDS));
        unsigned s = gm_redial_seconds(&r);
        assert_true(s >= 1 && s <= 3);
        said[3 - s]++;
    }
    assert_true(said[0] > 55 && said[1] > 55 && said[2] > 55);
    assert_true(gm_redial_due(&r, GM_TICK_SECONDS)); /* three seconds to the tick */
    assert_int_equal(r.tries, 2);

    /* Join again while waiting: the try begins at once. */
    gm_redial_failed(&r);
    assert_true(gm_redial_now(&r));
    assert_int_equal(r.state, GM_REDIAL_CALLING);
    assert_int_equal(r.tries, 3);
}

static void test_bounded(void **state)
{
    (void)state;
    gm_redial r = {0};
    gm_redial_start(&r);
    unsigned ticks = 0;
    for (unsigned t = 1; t <= GM_REDIAL_TRIES; t++) {
        ticks += ticks_to_try(&r, 100000);
        assert_int_equal(r.tries, t);
        /* The try comes to nothing after 5 s (no answer). */
        for (unsigned i = 0; i < 5 * GM_TICK_HZ; i++) {
            assert_false(gm_redial_due(&r, GM_TICK_SECONDS));
        }
        ticks += 5 * GM_TICK_HZ;
        gm_redial_failed(&r);
    }
    assert_int_equal(r.state, GM_REDIAL_GAVE_UP);
    assert_int_equal(r.tries, GM_REDIAL_TRIES);
    /* Some minutes: 1 s, then 3 s between tries of 5 s. */
    float minutes = (float)ticks / GM_TICK_HZ / 60;
    assert_true(minutes > 5.0f && minutes < 6.0f);
    /* An hour more: not one try. */
    for (unsigned i = 0; i < 3600 * GM_TICK_HZ; i++) {
        assert_false(gm_redial_due(&r, GM_TICK_SECONDS));
    }
    assert_int_equal(r.tries, GM_REDIAL_TRIES);
    assert_int_equal(gm_redial_seconds(&r), 0);
    gm_redial_failed(&r); /* a stray failure changes nothing */
    assert_int_equal(r.state, GM_REDIAL_GAVE_UP);
    /* Join again: a new run of tries, the first at once. */
    assert_true(gm_redial_now(&r));
    assert_int_equal(r.state, GM_REDIAL_CALLING);
    assert_int_equal(r.tries, 1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_schedule),
        cmocka_unit_test(test_bounded),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
