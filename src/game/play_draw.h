/* Drawing the play screen from the layout, the mat and the play model. */
#ifndef GM_PLAY_DRAW_H
#define GM_PLAY_DRAW_H

#include "app.h"

void gm_play_draw(gm_app *app);

#endif
