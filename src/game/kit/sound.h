/* Sound effects (SDL2_mixer): the short WAV files of data/sound/, made by
 * tools/synth from tools/synth/recipes.txt.
 *
 * Sound never stops the game. Without an audio device, or with files
 * missing or damaged, gm_sound_open still returns an object that plays what
 * it can (possibly nothing) and says why in one message (gm_sound_message,
 * and the game's log). A NULL object is silent too, so callers never test
 * before playing. */
#ifndef GM_SOUND_H
#define GM_SOUND_H

#include <stdbool.h>
#include <stddef.h>

typedef enum gm_sfx {
    GM_SFX_DICE,      /* the commander rolls */
    GM_SFX_LAUNCH,    /* an expedition takes off */
    GM_SFX_MOVE,      /* the rocket passes one space */
    GM_SFX_LAND,      /* an astronaut lands */
    GM_SFX_EXPLOSION, /* the rocket crashes */
    GM_SFX_GOAL,      /* a goal token is won; the end of a game */
    GM_SFX_MEOW,      /* a cat lands (with GM_SFX_LAND) */
    GM_SFX_CLICK,     /* a button */
    GM_SFX_DEEP,      /* astronauts reach deep space */
    GM_SFX_UFO,       /* UFO contact */
    GM_SFX_MISSIONS,  /* the secret missions revealed, at the end */
    GM_SFX_COUNT
} gm_sfx;

typedef struct gm_sound gm_sound;

/* The file name of an effect without ".wav": "dice", "launch", ... */
const char *gm_sfx_name(gm_sfx id);

/* Opens the audio device (starting SDL's audio subsystem if needed) for
 * the effects of sound_dir/NAME.wav, which are loaded later: by
 * gm_sound_load, or when first played. Returns NULL only when out of
 * memory. msg is "" when the device opened, else one line saying why not
 * ("no audio device (...): the game runs silently"). */
gm_sound *gm_sound_open(const char *sound_dir, char *msg, size_t msg_len);
/* Starts loading every effect on a thread of its own (once; the game asks
 * after its first frame is shown). An effect played before that thread is
 * done waits for it, so it plays all the same. */
void gm_sound_load(gm_sound *s);
/* "" when everything works, else one line saying what does not: the
 * device's problem, or a bad file's (its path and SDL_mixer's reason, and
 * how many others failed). Waits for the effects to be loaded. */
const char *gm_sound_message(gm_sound *s);
void gm_sound_close(gm_sound *s);

/* Plays an effect once, over whatever is playing. NULL-safe, never fails. */
void gm_sound_play(gm_sound *s, gm_sfx id);

/* The master volume, 0..100 (clamped), and mute; kept even when silent. */
void gm_sound_set_volume(gm_sound *s, int volume_0_100, bool mute);

/* True when an audio device is open (sounds can be heard). */
bool gm_sound_active(const gm_sound *s);
/* True when effect id is loaded by now and can play (waits for nothing). */
bool gm_sound_loaded(gm_sound *s, gm_sfx id);

#endif
