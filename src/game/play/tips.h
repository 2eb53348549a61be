/* Tips for a first game: the first time a human meets each kind of
 * decision, a short card says what it is and how to make it with the
 * mouse. The words are translated; which tips were shown is the app's. */
#ifndef GM_TIPS_H
#define GM_TIPS_H

#include "play.h"

typedef enum gm_tip {
    GM_TIP_MISSIONS,
    GM_TIP_BOARD,
    GM_TIP_ROLL,
    GM_TIP_TRAVEL,
    GM_TIP_RESCUE, /* a roll with no usable dice */
    GM_TIP_LAND,
    GM_TIP_PARACHUTE,
    GM_TIP_COUNT /* none */
} gm_tip;

/* The tip for the decision in front of a human now, or GM_TIP_COUNT. */
gm_tip gm_tip_for(const gm_play *p);

const char *gm_tip_title(gm_tip t);
const char *gm_tip_text(gm_tip t);

#endif
