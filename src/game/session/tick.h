/* The game's one clock rate. The loop runs the logic GM_TICK_HZ times a
 * second and hands every tick its length in seconds; the model measures
 * all time (animations, a computer's pause) in those seconds. */
#ifndef GM_TICK_H
#define GM_TICK_H

enum { GM_TICK_HZ = 60 };

#define GM_TICK_SECONDS (1.0f / (float)GM_TICK_HZ)

#endif
