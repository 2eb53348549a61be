/* The main loop on a fake platform: a virtual clock, scripted input, and a
 * wait for input that blocks past its timeout, as SDL's does on X11. No
 * window. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "fake_platform.h"

enum { HZ = 60, BLOCKED_US = 10 * FP_FREQ };

typedef struct fake {
    uint64_t clock;      /* microseconds; first: the platform's (fake_platform.h) */
    uint64_t click_at;   /* when the scripted click arrives */
    bool clicked;        /* delivered */
    unsigned anim_ticks; /* left of the animation the click starts */
    uint64_t anim_end;   /* when its last tick ran */
    unsigned ticks;      /* ticks run in all */
    unsigned idle_ticks; /* ticks run while nothing was busy */
    unsigned waits_busy; /* waits for input while the model was busy */
    unsigned draws;
    uint64_t stop_at;
    /* The model's report of its last tick: false when the tick ended the
     * animation (what gm_play_animate said before the fix). */
    bool last_tick_silent;
    unsigned anim_left_drawn; /* the animation's ticks left in the last frame drawn */
} fake;

static bool take_click(fake *f, SDL_Event *ev)
{
    if (f->clicked || f->clock < f->click_at) {
        return false;
    }
    f->clicked = true;
    *ev = (SDL_Event){.type = SDL_MOUSEBUTTONUP};
    return true;
}

/* The wait of a platform that blocks until the next window event. */
static bool fake_wait(void *ctx, SDL_Event *ev, int ms)
{
    fake *f = ctx;
    (void)ms;
    f->waits_busy += f->anim_ticks > 0;
    if (take_click(f, ev)) {
        return true;
    }
    uint64_t until = f->clicked ? f->clock + BLOCKED_US : f->click_at;
    f->clock = until > f->clock ? until : f->clock + 1;
    return take_click(f, ev);
}

static bool fake_poll(void *ctx, SDL_Event *ev)
{
    return take_click(ctx, ev);
}

static bool hook_event(void *ctx, const SDL_Event *ev)
{
    fake *f = ctx;
    if (ev->type == SDL_MOUSEBUTTONUP) {
        f->anim_ticks = 42; /* the dice tumble for 0.7 s */
    }
    return true;
}

static bool hook_tick(void *ctx, float dt)
{
    fake *f = ctx;
    assert_true(dt > 0.0166f && dt < 0.0167f); /* 1/60 s, from the loop's rate */
    f->ticks++;
    if (f->anim_ticks == 0) {
        f->idle_ticks++;
        return false;
    }
    if (--f->anim_ticks == 0) {
        f->anim_end = f->clock;
        return !f->last_tick_silent;
    }
    return true;
}

static void hook_draw(void *ctx)
{
    fake *f = ctx;
    f->draws++;
    f->anim_left_drawn = f->anim_ticks;
}

static bool hook_busy(void *ctx)
{
    return ((fake *)ctx)->anim_ticks > 0;
}

static bool hook_running(void *ctx)
{
    fake *f = ctx;
    return f->clock < f->stop_at;
}

/* A click starts an animation: it runs to its end at the clock's pace
 * with no further input, although waiting for input would block. */
static void animation_runs_without_input(void **state)
{
    (void)state;
    fake f = {.click_at = FP_FREQ / 2, .stop_at = 30ull * FP_FREQ};
    gm_loop_hooks h = {.ctx = &f,
                       .event = hook_event,
                       .tick = hook_tick,
                       .draw = hook_draw,
                       .busy = hook_busy,
                       .running = hook_running};
    gm_loop_platform pf = fp_platform(&f, fake_wait, fake_poll);
    gm_loop_run(&h, (gm_loop_config){HZ, 5, 1000}, &pf);
    assert_true(f.clicked);
    assert_int_equal(f.anim_ticks, 0);
    assert_int_equal(f.waits_busy, 0);
    /* 42 ticks of 1/60 s after the click, give or take a tick or two. */
    assert_true(f.anim_end >= f.click_at + 41ull * FP_FREQ / HZ);
    assert_true(f.anim_end <= f.click_at + 45ull * FP_FREQ / HZ);
    /* Idle before and after: no ticks run, the loop waits for input. */
    assert_int_equal(f.idle_ticks, 0);
    assert_true(f.draws >= 42 && f.draws <= 46);
}

/* The tick that ends the animation says nothing changed (the animation
 * is over, so its step "did nothing"): the loop still draws after it
 * before it waits for input, or the window would keep the animation's
 * next-to-last frame (the dice tilted mid-tumble) until the mouse moves. */
static void the_tick_that_ends_busy_is_drawn(void **state)
{
    (void)state;
    fake f = {.click_at = FP_FREQ / 2, .stop_at = 30ull * FP_FREQ, .last_tick_silent = true};
    gm_loop_hooks h = {.ctx = &f,
                       .event = hook_event,
                       .tick = hook_tick,
                       .draw = hook_draw,
                       .busy = hook_busy,
                       .running = hook_running};
    gm_loop_platform pf = fp_platform(&f, fake_wait, fake_poll);
    gm_loop_run(&h, (gm_loop_config){HZ, 5, 1000}, &pf);
    assert_true(f.clicked);
    assert_int_equal(f.anim_ticks, 0);
    assert_int_equal(f.anim_left_drawn, 0); /* the frame left on screen is the settled one */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(animation_runs_without_input),
        cmocka_unit_test(the_tick_that_ends_busy_is_drawn),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
