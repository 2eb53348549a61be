/* Translating SDL events into neutral input events (input.h). */
#ifndef GM_INPUT_SDL_H
#define GM_INPUT_SDL_H

#include <SDL.h>
#include <stdbool.h>

#include "gfx.h"
#include "input.h"

/* False when the event means nothing to the screens (window events are
 * handled by the caller). */
bool gm_input_from_sdl(const SDL_Event *ev, const gm_gfx *gfx, gm_input *out);

#endif
