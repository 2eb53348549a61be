/* Sound effects with SDL2_mixer. Every failure degrades to silence. */
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
    Mix_Chunk *chunks[GM_SFX_COUNT];
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
            return s;
        }
        s->audio_subsystem = true;
    }
    if (Mix_OpenAudio(OUT_RATE, AUDIO_S16SYS, 2, CHUNK) != 0) {
        snprintf(msg, msg_len, _("sound: no audio device (%s): the game runs silently"),
                 Mix_GetError());
        return s;
    }
    s->open = true;
    Mix_AllocateChannels(CHANNELS);
    /* Load every file; report the first that fails and how many did. */
    unsigned bad = 0;
    for (unsigned i = 0; i < GM_SFX_COUNT; i++) {
        char path[1024];
        snprintf(path, sizeof path, "%s/%s.wav", sound_dir, names[i]);
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
    }
    apply_volume(s);
    return s;
}

void gm_sound_close(gm_sound *s)
{
    if (s == NULL) {
        return;
    }
    if (s->open) {
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
    if (s == NULL || !s->open || s->mute || s->volume == 0 || (unsigned)id >= GM_SFX_COUNT ||
        s->chunks[id] == NULL) {
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

bool gm_sound_loaded(const gm_sound *s, gm_sfx id)
{
    return s != NULL && s->open && (unsigned)id < GM_SFX_COUNT && s->chunks[id] != NULL;
}
