/* The per-user folder's lock (src/game/base/lock.c), across two processes: the
 * second is told the folder is busy and by whom, while the first holds it;
 * it gets it once the first lets go or dies (kill -9 included). */
#define _POSIX_C_SOURCE 200809L

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include "lock.h"

static char dir[256]; /* with its trailing '/' */

static int setup(void **state)
{
    (void)state;
    snprintf(dir, sizeof dir, "/tmp/spacecats-lock-XXXXXX");
    if (mkdtemp(dir) == NULL) {
        return -1;
    }
    strcat(dir, "/");
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    char path[300];
    snprintf(path, sizeof path, "%s%s", dir, GM_LOCK_FILE);
    unlink(path);
    rmdir(dir);
    return 0;
}

/* What a second process gets when it tries: its status, its message. */
static gm_lock_status try_in_child(char *msg, size_t msg_len)
{
    int fds[2];
    assert_int_equal(pipe(fds), 0);
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        close(fds[0]);
        char m[512] = "";
        gm_lock lock;
        gm_lock_status st = gm_lock_take(&lock, dir, m, sizeof m);
        char out[600];
        int n = snprintf(out, sizeof out, "%d %s", (int)st, m);
        _exit(write(fds[1], out, (size_t)n) == n ? 0 : 1);
    }
    close(fds[1]);
    char buf[600] = "";
    ssize_t n = read(fds[0], buf, sizeof buf - 1);
    close(fds[0]);
    int status = 0;
    waitpid(pid, &status, 0);
    assert_true(n > 0);
    buf[n] = '\0';
    int st = -1;
    assert_int_equal(sscanf(buf, "%d", &st), 1);
    const char *space = strchr(buf, ' ');
    snprintf(msg, msg_len, "%s", space != NULL ? space + 1 : "");
    return (gm_lock_status)st;
}

static void test_one_owner(void **state)
{
    (void)state;
    char msg[512];
    gm_lock lock;
    assert_int_equal(gm_lock_take(&lock, dir, msg, sizeof msg), GM_LOCK_HELD);
    assert_true(lock.fd >= 0);
    assert_int_equal(try_in_child(msg, sizeof msg), GM_LOCK_BUSY);
    char want[64];
    snprintf(want, sizeof want, "(process %ld)", (long)getpid());
    assert_non_null(strstr(msg, want));
    assert_non_null(strstr(msg, dir));
    gm_lock_release(&lock);
    assert_int_equal(lock.fd, -1);
    assert_int_equal(try_in_child(msg, sizeof msg), GM_LOCK_HELD);
}

/* A holder killed with SIGKILL leaves no stale lock. */
static void test_killed_owner_lets_go(void **state)
{
    (void)state;
    int ready[2];
    assert_int_equal(pipe(ready), 0);
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        char m[512];
        gm_lock lock;
        char ok = gm_lock_take(&lock, dir, m, sizeof m) == GM_LOCK_HELD ? 'y' : 'n';
        (void)!write(ready[1], &ok, 1);
        for (;;) {
            pause();
        }
    }
    close(ready[1]);
    char ok = 0;
    assert_int_equal(read(ready[0], &ok, 1), 1);
    close(ready[0]);
    assert_int_equal(ok, 'y');
    char msg[512];
    gm_lock lock;
    assert_int_equal(gm_lock_take(&lock, dir, msg, sizeof msg), GM_LOCK_BUSY);
    assert_int_equal(lock.holder, (long)pid); /* named on the busy screen */
    kill(pid, SIGKILL);
    waitpid(pid, NULL, 0);
    assert_int_equal(gm_lock_take(&lock, dir, msg, sizeof msg), GM_LOCK_HELD);
    gm_lock_release(&lock);
}

static void test_no_folder(void **state)
{
    (void)state;
    char msg[512];
    gm_lock lock;
    assert_int_equal(gm_lock_take(&lock, "/nonexistent/spacecats/", msg, sizeof msg),
                     GM_LOCK_ERROR);
    assert_non_null(strstr(msg, "/nonexistent/spacecats/"));
    assert_int_equal(lock.fd, -1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_one_owner, setup, teardown),
        cmocka_unit_test_setup_teardown(test_killed_owner_lets_go, setup, teardown),
        cmocka_unit_test_setup_teardown(test_no_folder, setup, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
