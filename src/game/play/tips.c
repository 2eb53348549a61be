/* The tips' words and which one fits the decision in front of a human. */
#include "tips.h"

#include "i18n.h"

static const char *const titles[GM_TIP_COUNT] = {
    N_("Secret missions"), N_("Boarding"),      N_("Rolling the dice"), N_("Flying"),
    N_("No usable dice"),  N_("Land or stay?"), N_("Parachute"),
};

static const char *const texts[GM_TIP_COUNT] = {
    N_("You were dealt secret missions: click the one to give back and keep the others. "
       "The ones you complete score together at the end, more the more you complete (see the "
       "Rules, F1)."),
    N_("Put one of your astronauts aboard: click it on your board. Each has its own ability. "
       "The first cat aboard is the commander, who rolls the dice."),
    N_("You are the commander: click the dice tray to roll. The tray says how likely this "
       "roll is to crash the rocket."),
    N_("Pick dice to fly with: click one or more lit groups (only the faces shown under the "
       "rocket's space can be used). The space you would reach lights up; then click Go (a "
       "move made only one way goes at its first click). Number dice you fly with are set aside "
       "for the rest of the expedition (unless the expedition token keeps them); afterburner "
       "dice stay with you."),
    N_("None of these dice can be used here. Use a rescue if one is lit (a pilot aboard, the "
       "expedition token); otherwise click Crash: every cat aboard goes home, but a Parachute may "
       "still land."),
    N_("Your cat can land: click a lit moon or planet to land there, or Stay aboard and hope "
       "for better further out: further is worth more, and riskier."),
    N_("The rocket crashed, but your parachute cat can still land: click a lit body, or Go "
       "home."),
};

gm_tip gm_tip_for(const gm_play *p)
{
    if (!gm_session_human_turn(p->session)) {
        return GM_TIP_COUNT;
    }
    switch (gm_play_game(p)->pending.kind) {
    case SC_PENDING_MISSIONS:
        return GM_TIP_MISSIONS;
    case SC_PENDING_BOARD:
        return GM_TIP_BOARD;
    case SC_PENDING_ROLL:
        return GM_TIP_ROLL;
    case SC_PENDING_TRAVEL:
        return gm_play_button_enabled(p, GM_BTN_CRASH) ? GM_TIP_RESCUE : GM_TIP_TRAVEL;
    case SC_PENDING_LAND:
        return GM_TIP_LAND;
    case SC_PENDING_PARACHUTE:
        return GM_TIP_PARACHUTE;
    default:
        return GM_TIP_COUNT;
    }
}

const char *gm_tip_title(gm_tip t)
{
    return t < GM_TIP_COUNT ? _(titles[t]) : "";
}

const char *gm_tip_text(gm_tip t)
{
    return t < GM_TIP_COUNT ? _(texts[t]) : "";
}
