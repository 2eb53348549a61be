/* Whether a GPU may draw (gm_gfx_gpu_absent): the window goes straight to
 * the software renderer only on a machine with no graphics device at all,
 * told by a folder standing for /dev. */
#define _POSIX_C_SOURCE 200809L

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>

#include "gfx.h"

static void touch(const char *path)
{
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fclose(f);
}

static void only_without_any_device(void **state)
{
    (void)state;
    char dev[] = "/tmp/gpu-absent-XXXXXX", path[64];
    assert_non_null(mkdtemp(dev));
    assert_true(gm_gfx_gpu_absent(dev)); /* nothing: llvmpipe for sure */

    snprintf(path, sizeof path, "%s/dri", dev);
    assert_int_equal(mkdir(path, 0700), 0);
    assert_false(gm_gfx_gpu_absent(dev)); /* a DRM device: a GPU may draw */
    assert_int_equal(rmdir(path), 0);

    snprintf(path, sizeof path, "%s/nvidiactl", dev);
    touch(path);
    assert_false(gm_gfx_gpu_absent(dev)); /* NVIDIA's own driver */
    assert_int_equal(unlink(path), 0);

    assert_true(gm_gfx_gpu_absent(dev));
    assert_int_equal(rmdir(dev), 0);
    /* A folder that cannot be read is no proof of anything. */
    assert_false(gm_gfx_gpu_absent("/proc/self/fd/0/nowhere"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(only_without_any_device)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
