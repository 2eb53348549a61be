/* Logical places to the window's pixels (gfx.h): what the back ends and
 * the sprites ask, on their own so they call nothing that opens them. */
#include "gfx.h"

SDL_FRect gm_gfx_to_px(const gm_gfx *gfx, gm_rect r)
{
    return (SDL_FRect){gfx->ox + r.x * gfx->scale, gfx->oy + r.y * gfx->scale, r.w * gfx->scale,
                       r.h * gfx->scale};
}
