/* SDL events to the neutral input vocabulary (input.h). */
#include "input_sdl.h"

static gm_key key_of(SDL_Keycode k)
{
    switch (k) {
    case SDLK_ESCAPE:
        return GM_KEY_ESCAPE;
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
        return GM_KEY_ENTER;
    case SDLK_SPACE:
        return GM_KEY_SPACE;
    case SDLK_BACKSPACE:
        return GM_KEY_BACKSPACE;
    case SDLK_F11:
        return GM_KEY_F11;
    case SDLK_F12:
        return GM_KEY_F12;
    case SDLK_TAB:
        return GM_KEY_TAB;
    default:
        return GM_KEY_NONE;
    }
}

bool gm_input_from_sdl(const SDL_Event *ev, const gm_gfx *gfx, gm_input *out)
{
    *out = (gm_input){0};
    switch (ev->type) {
    case SDL_QUIT:
        out->kind = GM_IN_QUIT;
        return true;
    case SDL_MOUSEMOTION:
        out->kind = GM_IN_MOVE;
        gm_gfx_window_to_logical(gfx, ev->motion.x, ev->motion.y, &out->x, &out->y);
        return true;
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP:
        if (ev->button.button != SDL_BUTTON_LEFT) {
            return false;
        }
        out->kind = ev->type == SDL_MOUSEBUTTONDOWN ? GM_IN_PRESS : GM_IN_RELEASE;
        gm_gfx_window_to_logical(gfx, ev->button.x, ev->button.y, &out->x, &out->y);
        return true;
    case SDL_KEYDOWN:
        out->kind = GM_IN_KEY;
        out->key = key_of(ev->key.keysym.sym);
        return out->key != GM_KEY_NONE && ev->key.repeat == 0;
    default:
        return false;
    }
}
