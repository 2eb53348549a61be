/* SDL events to the neutral input vocabulary (input.h). */
#include "input_sdl.h"

#include <stdio.h>

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
    case SDLK_F1:
        return GM_KEY_F1;
    case SDLK_F11:
        return GM_KEY_F11;
    case SDLK_F12:
        return GM_KEY_F12;
    case SDLK_TAB:
        return GM_KEY_TAB;
    case SDLK_LEFT:
        return GM_KEY_LEFT;
    case SDLK_RIGHT:
        return GM_KEY_RIGHT;
    case SDLK_UP:
        return GM_KEY_UP;
    case SDLK_DOWN:
        return GM_KEY_DOWN;
    case SDLK_PAGEUP:
        return GM_KEY_PAGEUP;
    case SDLK_PAGEDOWN:
        return GM_KEY_PAGEDOWN;
    case SDLK_HOME:
        return GM_KEY_HOME;
    case SDLK_END:
        return GM_KEY_END;
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
    case SDL_MOUSEWHEEL: {
        /* At the pointer, so the screen can scroll what is under it. */
        int wx = 0, wy = 0;
        SDL_GetMouseState(&wx, &wy);
        out->kind = GM_IN_WHEEL;
        gm_gfx_window_to_logical(gfx, wx, wy, &out->x, &out->y);
        float dy = ev->wheel.preciseY != 0 ? ev->wheel.preciseY : (float)ev->wheel.y;
        out->dy = ev->wheel.direction == SDL_MOUSEWHEEL_FLIPPED ? -dy : dy;
        return out->dy != 0;
    }
    case SDL_TEXTINPUT:
        out->kind = GM_IN_TEXT;
        snprintf(out->text, sizeof out->text, "%s", ev->text.text);
        return true;
    case SDL_KEYDOWN:
        out->kind = GM_IN_KEY;
        out->key = key_of(ev->key.keysym.sym);
        return out->key != GM_KEY_NONE && ev->key.repeat == 0;
    default:
        return false;
    }
}
