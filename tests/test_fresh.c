/* Seeds nobody can guess (spacecats/fresh.h): from the kernel, each new,
 * spread over all 64 bits; the fallback, when the kernel gives none, new
 * at every call too (time(NULL), what new games used, repeats within a
 * second and holds 31 bits). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "fresh_internal.h"
#include "spacecats/fresh.h"

enum { CALLS = 1000 };

static int cmp_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

/* Every seed differs from every other, and their high halves vary. */
static void check_seeds(uint64_t *s, size_t n)
{
    uint64_t high_or = 0, high_and = ~(uint64_t)0;
    for (size_t i = 0; i < n; i++) {
        high_or |= s[i] >> 32;
        high_and &= s[i] >> 32;
    }
    assert_true(high_or != high_and);
    qsort(s, n, sizeof *s, cmp_u64);
    for (size_t i = 1; i < n; i++) {
        if (s[i] == s[i - 1]) {
            fail_msg("the seed %llu came twice in %zu calls", (unsigned long long)s[i], n);
        }
    }
}

static void test_kernel_seeds(void **state)
{
    (void)state;
    uint64_t s[CALLS];
    for (size_t i = 0; i < CALLS; i++) {
        bool unguessable = false;
        s[i] = sc_fresh_seed(&unguessable);
        assert_true(unguessable);
    }
    check_seeds(s, CALLS);
    (void)sc_fresh_seed(NULL);
}

static void test_fallback_seeds(void **state)
{
    (void)state;
    uint64_t s[CALLS];
    for (size_t i = 0; i < CALLS; i++) {
        s[i] = sc_fresh_seed_weak();
    }
    check_seeds(s, CALLS);
}

static void test_bytes(void **state)
{
    (void)state;
    unsigned char a[4096], b[4096], zero[4096] = {0};
    assert_true(sc_fresh_bytes(a, 0));
    assert_true(sc_fresh_bytes(a, sizeof a));
    assert_true(sc_fresh_bytes(b, sizeof b));
    assert_memory_not_equal(a, zero, sizeof a);
    assert_memory_not_equal(a, b, sizeof a);
    /* Every byte value turns up in 4 KB (a stuck or narrow source would not). */
    unsigned seen[256] = {0}, kinds = 0;
    for (size_t i = 0; i < sizeof a; i++) {
        kinds += seen[a[i]]++ == 0;
    }
    assert_true(kinds > 200);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_kernel_seeds),
        cmocka_unit_test(test_fallback_seeds),
        cmocka_unit_test(test_bytes),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
