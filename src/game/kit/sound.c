/* Sound effects with SDL2_mixer. Every failure degrades to silence.
 *
 * The effects are converted to the device's format (most of their cost)
 * on a thread of their own once the first frame is shown (gm_sound_load),
 * or when first needed. The loader alone writes chunks[] and problem[]
 * until it is done; the game's thread reads them only after waiting for it
 * (SDL_WaitThread), or after seeing `done` set. */
#include "sound.h"

#include <SDL.h>
#include <SDL_mixer.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "spacecats/file_io.h"

/* WAV_MAX: no effect is near it (the longest is 62 KB). */
enum { CHANNELS = 16, OUT_RATE = 44100, CHUNK = 1024, WAV_MAX = 16 << 20 };

struct gm_sound {
    bool audio_subsystem; /* we started SDL's audio subsystem: we stop it */
    bool open;            /* Mix_OpenAudio succeeded */
    int volume;           /* 0..100 */
    bool mute;
    char dir[1024];
    SDL_Thread *loader; /* loading the effects; NULL once waited for */
    bool loads_started;
    SDL_atomic_t done; /* the effects are loaded (or failed) */
    Mix_Chunk *chunks[GM_SFX_COUNT];
    char problem[1024]; /* the device's, or the files': "" = none */
};

static const char *const names[GM_SFX_COUNT] = {
    "dice", "launch", "move", "land", "explosion", "goal",
    "meow", "click",  "deep", "ufo",  "missions",
};

const char *gm_sfx_name(gm_sfx id)
{
    return (unsigned)id < GM_SFX_COUNT ? names[id] : "?";
}

static void apply_volume(gm_sound *s)
{
    if (s->open) {
        Mix_Volume(-1, s->mute ? 0 : s->volume * MIX_MAX_VOLUME / 100);
    }
}

gm_sound *gm_sound_open(const char *sound_dir, char *msg, size_t msg_len)
{
    if (msg_len > 0) {
        msg[0] = '\0';
    }
    gm_sound *s = calloc(1, sizeof *s);
    if (s == NULL) {
        snprintf(msg, msg_len, "%s", _("sound: out of memory: the game runs silently"));
        return NULL;
    }
    s->volume = 100;
    if (SDL_WasInit(SDL_INIT_AUDIO) == 0) {
        if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
            snprintf(msg, msg_len, _("sound: no audio device (%s): the game runs silently"),
                     SDL_GetError());
            snprintf(s->problem, sizeof s->problem, "%s", msg);
            return s;
        }
        s->audio_subsystem = true;
    }
    if (Mix_OpenAudio(OUT_RATE, AUDIO_S16SYS, 2, CHUNK) != 0) {
        snprintf(msg, msg_len, _("sound: no audio device (%s): the game runs silently"),
                 Mix_GetError());
        snprintf(s->problem, sizeof s->problem, "%s", msg);
        return s;
    }
    s->open = true;
    Mix_AllocateChannels(CHANNELS);
    snprintf(s->dir, sizeof s->dir, "%s", sound_dir);
    apply_volume(s);
    return s;
}

/* Loads every file; says the first that fails and how many did. */
static int SDLCALL load_all(void *ctx)
{
    gm_sound *s = ctx;
    char *msg = s->problem;
    size_t msg_len = sizeof s->problem;
    unsigned bad = 0;
    for (unsigned i = 0; i < GM_SFX_COUNT; i++) {
        char path[1100];
        snprintf(path, sizeof path, "%s/%s.wav", s->dir, names[i]);
        /* Read by sc_file_read, which refuses a named pipe or a device
         * instead of waiting on it; the mixer decodes from memory. */
        char err[1200];
        size_t len = 0;
        char *data = sc_file_read(path, WAV_MAX, &len, err, sizeof err);
        SDL_RWops *rw = data != NULL ? SDL_RWFromConstMem(data, (int)len) : NULL;
        s->chunks[i] = rw != NULL ? Mix_LoadWAV_RW(rw, 1) : NULL;
        if (s->chunks[i] == NULL && bad++ == 0) {
            if (rw != NULL) {
                snprintf(msg, msg_len, _("sound: cannot load %s (%s)"), path, Mix_GetError());
            } else {
                /* err names the file and says why. */
                snprintf(msg, msg_len, _("sound: cannot open %s"), data == NULL ? err : path);
            }
        }
        free(data);
    }
    if (bad > 0) {
        size_t len = strlen(msg);
        if (bad > 1) {
            snprintf(msg + len, msg_len - len,
                     ngettext(" and %u other effect; the rest plays",
                              " and %u other effects; the rest plays", bad - 1),
                     bad - 1);
        } else {
            snprintf(msg + len, msg_len - len, "%s", _("; the other effects play"));
        }
        fprintf(stderr, "spacecats: %s\n", msg);
    }
    SDL_AtomicSet(&s->done, 1);
    return 0;
}

void gm_sound_load(gm_sound *s)
{
    if (s == NULL || !s->open || s->loads_started) {
        return;
    }
    s->loads_started = true;
    s->loader = SDL_CreateThread(load_all, "sound loader", s);
    if (s->loader == NULL) {
        load_all(s); /* no thread: here and now */
    }
}

/* The effects loaded, waiting for the loader if it still works. */
static void wait_loaded(gm_sound *s)
{
    gm_sound_load(s);
    if (s->loader != NULL) {
        SDL_WaitThread(s->loader, NULL);
        s->loader = NULL;
    }
}

const char *gm_sound_message(gm_sound *s)
{
    if (s == NULL) {
        return "";
    }
    wait_loaded(s);
    return s->problem;
}

void gm_sound_close(gm_sound *s)
{
    if (s == NULL) {
        return;
    }
    if (s->open) {
        if (s->loader != NULL) {
            SDL_WaitThread(s->loader, NULL);
        }
        Mix_HaltChannel(-1);
        for (unsigned i = 0; i < GM_SFX_COUNT; i++) {
            Mix_FreeChunk(s->chunks[i]);
        }
        Mix_CloseAudio();
    }
    if (s->audio_subsystem) {
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
    }
    free(s);
}

void gm_sound_play(gm_sound *s, gm_sfx id)
{
    if (s == NULL || !s->open || s->mute || s->volume == 0 || (unsigned)id >= GM_SFX_COUNT) {
        return;
    }
    wait_loaded(s); /* asked for before the loader is done: it is, then */
    if (s->chunks[id] == NULL) {
        return;
    }
    /* With every channel busy SDL_mixer refuses; a dropped blip is fine. */
    Mix_PlayChannel(-1, s->chunks[id], 0);
}

void gm_sound_set_volume(gm_sound *s, int volume_0_100, bool mute)
{
    if (s == NULL) {
        return;
    }
    s->volume = volume_0_100 < 0 ? 0 : volume_0_100 > 100 ? 100 : volume_0_100;
    s->mute = mute;
    apply_volume(s);
}

bool gm_sound_active(const gm_sound *s)
{
    return s != NULL && s->open;
}

bool gm_sound_loaded(gm_sound *s, gm_sfx id)
{
    return s != NULL && s->open && (unsigned)id < GM_SFX_COUNT && SDL_AtomicGet(&s->done) == 1 &&
           s->chunks[id] != NULL;
}
