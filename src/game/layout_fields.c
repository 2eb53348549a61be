/* Every key the game reads from the layout file, in one table: its shape
 * and the typed field it fills (layout_fields.h). Adding a place is one
 * line here (and a field in layout.h when the drawing reads it often). */
#include "layout_fields.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#define F(k, s, m)                                                                                 \
    {                                                                                              \
        k, s, offsetof(gm_layout, m), GM_LAYOUT_NO_FIELD, 1                                        \
    }
#define L(k, s, m, count, c)                                                                       \
    {                                                                                              \
        k, s, offsetof(gm_layout, m), offsetof(gm_layout, count), c                                \
    }
/* The other screens' places, read by key (gm_layout_ui). */
#define UIR(k)                                                                                     \
    {                                                                                              \
        k, GM_SHAPE_RECT, GM_LAYOUT_NO_FIELD, GM_LAYOUT_NO_FIELD, 1                                \
    }
#define UIN(k)                                                                                     \
    {                                                                                              \
        k, GM_SHAPE_NUMBER, GM_LAYOUT_NO_FIELD, GM_LAYOUT_NO_FIELD, 1                              \
    }
/* A font size of another screen: at least 24, like the play screen's. */
#define UIF(k)                                                                                     \
    {                                                                                              \
        k, GM_SHAPE_FONT, GM_LAYOUT_NO_FIELD, GM_LAYOUT_NO_FIELD, 1                                \
    }

/* A key read by name where it is used, of a given shape. */
#define BY_KEY(k, s)                                                                               \
    {                                                                                              \
        k, s, GM_LAYOUT_NO_FIELD, GM_LAYOUT_NO_FIELD, 1                                            \
    }

static const gm_layout_field fields[] = {
    F("format", GM_SHAPE_NUMBER, format),
    F("screen", GM_SHAPE_SIZE, screen_w),
    /* the cosmic mat */
    F("mat", GM_SHAPE_RECT, mat),
    F("space_size", GM_SHAPE_SIZE, space_w),
    F("face_icon.size", GM_SHAPE_POSITIVE, face_size),
    F("face_icon.gap", GM_SHAPE_NUMBER, face_gap),
    F("face_icon.dy", GM_SHAPE_NUMBER, face_dy),
    L("spaces", GM_SHAPE_POINTS, spaces, n_spaces, SC_MAX_SPACES + 1),
    F("earth", GM_SHAPE_RECT, earth),
    F("satellite", GM_SHAPE_RECT, satellite),
    L("moons", GM_SHAPE_RECTS, moons, n_moons, SC_MAX_MOONS),
    L("planets", GM_SHAPE_RECTS, planets, n_planets, SC_MAX_PLANETS),
    F("comet", GM_SHAPE_RECT, comet),
    F("galaxy", GM_SHAPE_RECT, galaxy),
    L("slots", GM_SHAPE_RECTS, slots, n_slots, SC_MAX_SLOTS),
    F("ufo.dx", GM_SHAPE_NUMBER, ufo_dx),
    F("ufo.dy", GM_SHAPE_NUMBER, ufo_dy),
    F("ufo.size", GM_SHAPE_POSITIVE, ufo_size),
    L("failure_track", GM_SHAPE_RECTS, failures, n_failures, GM_LAYOUT_MAX_FAILURES),
    /* the rocket board */
    F("rocket", GM_SHAPE_RECT, rocket),
    L("rocket_windows", GM_SHAPE_RECTS, windows, n_windows, SC_MAX_PLAYERS),
    F("expedition_token", GM_SHAPE_RECT, exp_token),
    /* the dice and the controls */
    F("dice_tray", GM_SHAPE_RECT, dice_tray),
    F("die_size", GM_SHAPE_POSITIVE, die_size),
    F("buttons.roll", GM_SHAPE_RECT, buttons[GM_BTN_ROLL]),
    F("buttons.confirm", GM_SHAPE_RECT, buttons[GM_BTN_CONFIRM]),
    F("buttons.stay", GM_SHAPE_RECT, buttons[GM_BTN_STAY]),
    F("buttons.reroll", GM_SHAPE_RECT, buttons[GM_BTN_REROLL]),
    F("buttons.extra", GM_SHAPE_RECT, buttons[GM_BTN_EXTRA]),
    F("buttons.keep", GM_SHAPE_RECT, buttons[GM_BTN_KEEP]),
    F("buttons.crash", GM_SHAPE_RECT, buttons[GM_BTN_CRASH]),
    F("buttons.menu", GM_SHAPE_RECT, buttons[GM_BTN_MENU]),
    F("buttons.log", GM_SHAPE_RECT, buttons[GM_BTN_LOG]),
    F("buttons.hint", GM_SHAPE_RECT, buttons[GM_BTN_HINT]),
    F("buttons.undo", GM_SHAPE_RECT, buttons[GM_BTN_UNDO]),
    F("buttons.skip", GM_SHAPE_RECT, buttons[GM_BTN_SKIP]),
    F("buttons.rules", GM_SHAPE_RECT, buttons[GM_BTN_RULES]),
    F("banner", GM_SHAPE_RECT, banner),
    L("missions", GM_SHAPE_RECTS, missions, n_missions, GM_LAYOUT_MISSIONS),
    /* the players */
    L("player_boards", GM_SHAPE_RECTS, boards, n_boards, SC_MAX_PLAYERS),
    L("board_cells", GM_SHAPE_RECTS, cells, n_cells, SC_ASTRONAUTS),
    F("goals", GM_SHAPE_RECT, goals),
    /* the hover cards */
    F("card.width", GM_SHAPE_POSITIVE, card.width),
    F("card.pad", GM_SHAPE_POSITIVE, card.pad),
    F("card.radius", GM_SHAPE_POSITIVE, card.radius),
    F("card.line", GM_SHAPE_POSITIVE, card.line),
    F("card.gap", GM_SHAPE_POSITIVE, card.gap),
    F("card.title_font", GM_SHAPE_FONT, card.title_font),
    F("card.body_font", GM_SHAPE_FONT, card.body_font),
    F("card.art", GM_SHAPE_POSITIVE, card.art),
    F("card.tag_font", GM_SHAPE_FONT, card.tag_font),
    F("card.press", GM_SHAPE_POSITIVE, card.press),
    /* inside the things */
    F("highlight.glow_grow", GM_SHAPE_NUMBER, highlight.glow_grow),
    F("highlight.glow_line", GM_SHAPE_NUMBER, highlight.glow_line),
    F("highlight.ring_grow", GM_SHAPE_NUMBER, highlight.ring_grow),
    F("highlight.ring_line", GM_SHAPE_NUMBER, highlight.ring_line),
    F("highlight.ring_inner_grow", GM_SHAPE_NUMBER, highlight.ring_inner_grow),
    F("highlight.ring_inner_line", GM_SHAPE_NUMBER, highlight.ring_inner_line),
    F("track.path_step", GM_SHAPE_NUMBER, track.path_step),
    F("track.path_dot", GM_SHAPE_NUMBER, track.path_dot),
    F("track.link_step", GM_SHAPE_NUMBER, track.link_step),
    F("track.link_dot", GM_SHAPE_NUMBER, track.link_dot),
    F("space_inside.label", GM_SHAPE_PLACE, space_in.label),
    F("space_inside.label_pad", GM_SHAPE_NUMBER, space_in.label_pad),
    F("space_inside.font", GM_SHAPE_FONT, space_in.font),
    F("space_inside.deep_font", GM_SHAPE_FONT, space_in.deep_font),
    F("space_inside.highlight_grow", GM_SHAPE_NUMBER, space_in.highlight_grow),
    F("space_inside.deep_label", GM_SHAPE_POINT, space_in.deep_label),
    F("moon_inside.coin", GM_SHAPE_PLACE, moon_in.coin),
    F("moon_inside.coin_font", GM_SHAPE_FONT, moon_in.coin_font),
    F("moon_inside.head", GM_SHAPE_PLACE, moon_in.head),
    F("comet_inside.coin", GM_SHAPE_PLACE, comet_in.coin),
    F("comet_inside.coin_font", GM_SHAPE_FONT, comet_in.coin_font),
    F("galaxy_inside.coin", GM_SHAPE_PLACE, galaxy_in.coin),
    F("galaxy_inside.coin_font", GM_SHAPE_FONT, galaxy_in.coin_font),
    F("planet_medals.x", GM_SHAPE_NUMBER, medals.x),
    F("planet_medals.y", GM_SHAPE_NUMBER, medals.y),
    F("planet_medals.step", GM_SHAPE_POSITIVE, medals.step),
    F("planet_medals.size", GM_SHAPE_POSITIVE, medals.size),
    F("planet_medals.rim", GM_SHAPE_NUMBER, medals.rim),
    F("planet_medals.label", GM_SHAPE_POSITIVE, medals.label),
    F("planet_medals.font", GM_SHAPE_FONT, medals.font),
    F("landed.x", GM_SHAPE_NUMBER, landed.x),
    F("landed.y", GM_SHAPE_NUMBER, landed.y),
    F("landed.size", GM_SHAPE_POSITIVE, landed.size),
    F("landed.step", GM_SHAPE_POSITIVE, landed.step),
    F("landed.per_row", GM_SHAPE_COUNT, landed.per_row),
    F("rocket_marker.dy", GM_SHAPE_NUMBER, marker_dy),
    F("rocket_marker.size", GM_SHAPE_POSITIVE, marker_size),
    F("failure_token.grow", GM_SHAPE_NUMBER, failure_grow),
    F("window_inside.head", GM_SHAPE_PLACE, window_in.head),
    F("window_inside.ability", GM_SHAPE_PLACE, window_in.ability),
    F("window_inside.commander", GM_SHAPE_PLACE, window_in.commander),
    F("tray_inside.die_gap", GM_SHAPE_NUMBER, tray_in.die_gap),
    F("tray_inside.group_gap", GM_SHAPE_NUMBER, tray_in.group_gap),
    F("tray_inside.lift", GM_SHAPE_NUMBER, tray_in.lift),
    F("tray_inside.ring_grow", GM_SHAPE_NUMBER, tray_in.ring_grow),
    F("tray_inside.ring_radius", GM_SHAPE_NUMBER, tray_in.ring_radius),
    F("tray_inside.ring_line", GM_SHAPE_NUMBER, tray_in.ring_line),
    F("tray_inside.chosen_line", GM_SHAPE_NUMBER, tray_in.chosen_line),
    F("tray_inside.pool_die", GM_SHAPE_POSITIVE, tray_in.pool_die),
    F("tray_inside.pool_gap", GM_SHAPE_NUMBER, tray_in.pool_gap),
    F("tray_inside.pool_y", GM_SHAPE_NUMBER, tray_in.pool_y),
    F("tray_inside.tumble_gap", GM_SHAPE_NUMBER, tray_in.tumble_gap),
    F("tray_inside.bounce", GM_SHAPE_NUMBER, tray_in.bounce),
    F("tray_inside.caption_y", GM_SHAPE_NUMBER, tray_in.caption_y),
    F("tray_inside.font", GM_SHAPE_FONT, tray_in.font),
    F("tray_inside.crash_font", GM_SHAPE_FONT, tray_in.crash_font),
    F("flight.arc", GM_SHAPE_NUMBER, flight.arc),
    F("flight.cat", GM_SHAPE_POSITIVE, flight.cat),
    F("flight.cat_boarding", GM_SHAPE_POSITIVE, flight.cat_boarding),
    F("flight.point", GM_SHAPE_POSITIVE, flight.point),
    F("flight.font", GM_SHAPE_FONT, flight.font),
    F("flight.explosion", GM_SHAPE_POSITIVE, flight.explosion),
    F("board_inside.emblem", GM_SHAPE_PLACE, board_in.emblem),
    F("board_inside.name", GM_SHAPE_PLACE, board_in.name),
    F("board_inside.name_font", GM_SHAPE_FONT, board_in.name_font),
    F("board_inside.coin", GM_SHAPE_PLACE, board_in.coin),
    F("board_inside.coin_font", GM_SHAPE_FONT, board_in.coin_font),
    F("board_inside.starter", GM_SHAPE_PLACE, board_in.starter),
    F("board_inside.actor_grow", GM_SHAPE_NUMBER, board_in.actor_grow),
    F("board_inside.actor_radius", GM_SHAPE_NUMBER, board_in.actor_radius),
    F("board_inside.actor_line", GM_SHAPE_NUMBER, board_in.actor_line),
    F("board_inside.cell_cat", GM_SHAPE_PLACE, board_in.cell_cat),
    F("board_inside.cell_ability", GM_SHAPE_PLACE, board_in.cell_ability),
    F("board_inside.cell_radius", GM_SHAPE_NUMBER, board_in.cell_radius),
    F("board_inside.cell_line", GM_SHAPE_NUMBER, board_in.cell_line),
    F("goals_inside.title", GM_SHAPE_PLACE, goals_in.title),
    F("goals_inside.title_font", GM_SHAPE_FONT, goals_in.title_font),
    F("goals_inside.token", GM_SHAPE_PLACE, goals_in.token),
    F("goals_inside.owner_inset", GM_SHAPE_NUMBER, goals_in.owner_inset),
    F("mission_inside.tag", GM_SHAPE_PLACE, mission_in.tag),
    F("mission_inside.tag_radius", GM_SHAPE_NUMBER, mission_in.tag_radius),
    F("mission_inside.tag_font", GM_SHAPE_FONT, mission_in.tag_font),
    F("mission_inside.done", GM_SHAPE_PLACE, mission_in.done),
    F("mission_card.pad", GM_SHAPE_NUMBER, mission_card.pad),
    F("mission_card.below", GM_SHAPE_NUMBER, mission_card.below),
    F("mission_card.radius", GM_SHAPE_NUMBER, mission_card.radius),
    F("mission_card.line", GM_SHAPE_NUMBER, mission_card.line),
    F("mission_card.title_y", GM_SHAPE_NUMBER, mission_card.title_y),
    F("mission_card.title_h", GM_SHAPE_POSITIVE, mission_card.title_h),
    F("mission_card.title_font", GM_SHAPE_FONT, mission_card.title_font),
    F("mission_card.done_y", GM_SHAPE_NUMBER, mission_card.done_y),
    F("mission_card.done_h", GM_SHAPE_POSITIVE, mission_card.done_h),
    F("mission_card.done_font", GM_SHAPE_FONT, mission_card.done_font),
    F("banner_inside.stripe", GM_SHAPE_PLACE, banner_in.stripe),
    F("banner_inside.head", GM_SHAPE_PLACE, banner_in.head),
    F("banner_inside.text", GM_SHAPE_PLACE, banner_in.text),
    F("banner_inside.two_lines", GM_SHAPE_PLACE, banner_in.two_lines),
    F("banner_inside.font", GM_SHAPE_FONT, banner_in.font),
    F("banner_inside.min_font", GM_SHAPE_FONT, banner_in.min_font),
    F("banner_inside.last_gap", GM_SHAPE_NUMBER, banner_in.last_gap),
    F("banner_inside.last_y", GM_SHAPE_NUMBER, banner_in.last_y),
    F("banner_inside.last_font", GM_SHAPE_FONT, banner_in.last_font),
    F("log_card", GM_SHAPE_RECT, log_card),
    F("log_inside.radius", GM_SHAPE_NUMBER, log_in.radius),
    F("log_inside.line", GM_SHAPE_NUMBER, log_in.line),
    F("log_inside.title", GM_SHAPE_PLACE, log_in.title),
    F("log_inside.title_font", GM_SHAPE_FONT, log_in.title_font),
    F("log_inside.rows", GM_SHAPE_COUNT, log_in.rows),
    F("log_inside.row", GM_SHAPE_PLACE, log_in.row),
    F("log_inside.font", GM_SHAPE_FONT, log_in.font),
    F("log_inside.counts", GM_SHAPE_PLACE, log_in.counts),
    F("log_inside.counts_title_y", GM_SHAPE_NUMBER, log_in.counts_title_y),
    F("log_inside.counts_title_font", GM_SHAPE_FONT, log_in.counts_title_font),
    F("log_inside.counts_font", GM_SHAPE_FONT, log_in.counts_font),
    F("log_inside.counts_text_x", GM_SHAPE_NUMBER, log_in.counts_text_x),
    F("log_inside.older", GM_SHAPE_PLACE, log_in.older),
    F("log_inside.newer", GM_SHAPE_PLACE, log_in.newer),
    F("hint_card", GM_SHAPE_RECT, hint_card),
    F("hint_inside.radius", GM_SHAPE_NUMBER, hint_in.radius),
    F("hint_inside.line", GM_SHAPE_NUMBER, hint_in.line),
    F("hint_inside.pad", GM_SHAPE_NUMBER, hint_in.pad),
    F("hint_inside.top", GM_SHAPE_NUMBER, hint_in.top),
    F("hint_inside.waiting_h", GM_SHAPE_POSITIVE, hint_in.waiting_h),
    F("hint_inside.title_font", GM_SHAPE_FONT, hint_in.title_font),
    F("hint_inside.reason_gap", GM_SHAPE_NUMBER, hint_in.reason_gap),
    F("hint_inside.reason_font", GM_SHAPE_FONT, hint_in.reason_font),
    F("hint_inside.figures_gap", GM_SHAPE_NUMBER, hint_in.figures_gap),
    F("hint_inside.figure_step", GM_SHAPE_NUMBER, hint_in.figure_step),
    F("hint_inside.figure_font", GM_SHAPE_FONT, hint_in.figure_font),
    F("hint_inside.bottom", GM_SHAPE_NUMBER, hint_in.bottom),
    F("hint_inside.close", GM_SHAPE_POINT, hint_in.close),
    F("hint_inside.close_font", GM_SHAPE_FONT, hint_in.close_font),
    F("player_card.radius", GM_SHAPE_NUMBER, player_card.radius),
    F("player_card.line", GM_SHAPE_NUMBER, player_card.line),
    F("player_card.min_w", GM_SHAPE_POSITIVE, player_card.min_w),
    F("player_card.h", GM_SHAPE_POSITIVE, player_card.h),
    F("player_card.gap", GM_SHAPE_NUMBER, player_card.gap),
    F("player_card.margin", GM_SHAPE_NUMBER, player_card.margin),
    F("player_card.name", GM_SHAPE_POINT, player_card.name),
    F("player_card.name_font", GM_SHAPE_FONT, player_card.name_font),
    F("player_card.rows_y", GM_SHAPE_NUMBER, player_card.rows_y),
    F("player_card.row_step", GM_SHAPE_NUMBER, player_card.row_step),
    F("player_card.row_font", GM_SHAPE_FONT, player_card.row_font),
    F("player_card.row_room", GM_SHAPE_NUMBER, player_card.row_room),
    F("player_card.value_right", GM_SHAPE_NUMBER, player_card.value_right),
    F("player_card.value_font", GM_SHAPE_FONT, player_card.value_font),
    F("player_card.home_y", GM_SHAPE_NUMBER, player_card.home_y),
    F("player_card.home_font", GM_SHAPE_FONT, player_card.home_font),
    F("player_card.home_room", GM_SHAPE_NUMBER, player_card.home_room),
    F("tip_card", GM_SHAPE_RECT, tip_card),
    F("tip_inside.radius", GM_SHAPE_NUMBER, tip_in.radius),
    F("tip_inside.line", GM_SHAPE_NUMBER, tip_in.line),
    F("tip_inside.head", GM_SHAPE_PLACE, tip_in.head),
    F("tip_inside.title", GM_SHAPE_PLACE, tip_in.title),
    F("tip_inside.title_font", GM_SHAPE_FONT, tip_in.title_font),
    F("tip_inside.text", GM_SHAPE_PLACE, tip_in.text),
    F("tip_inside.text_font", GM_SHAPE_FONT, tip_in.text_font),
    F("tip_inside.no_more", GM_SHAPE_PLACE, tip_in.no_more),
    F("tip_inside.got_it", GM_SHAPE_PLACE, tip_in.got_it),
    F("pass_card", GM_SHAPE_RECT, pass_card),
    F("pass_inside.radius", GM_SHAPE_NUMBER, pass_in.radius),
    F("pass_inside.line", GM_SHAPE_NUMBER, pass_in.line),
    F("pass_inside.head", GM_SHAPE_PLACE, pass_in.head),
    F("pass_inside.title", GM_SHAPE_PLACE, pass_in.title),
    F("pass_inside.title_font", GM_SHAPE_FONT, pass_in.title_font),
    F("pass_inside.text", GM_SHAPE_PLACE, pass_in.text),
    F("pass_inside.text_font", GM_SHAPE_FONT, pass_in.text_font),
    F("pass_inside.button", GM_SHAPE_PLACE, pass_in.button),
    /* the callouts' cards (play_callout.c reads them by key) */
    BY_KEY("callout.card", GM_SHAPE_SIZE),
    BY_KEY("callout.icon", GM_SHAPE_PLACE),
    BY_KEY("callout.title", GM_SHAPE_PLACE),
    BY_KEY("callout.points", GM_SHAPE_PLACE),
    BY_KEY("callout.detail", GM_SHAPE_PLACE),
    BY_KEY("callout.title_font", GM_SHAPE_FONT),
    BY_KEY("callout.points_font", GM_SHAPE_FONT),
    BY_KEY("callout.detail_font", GM_SHAPE_FONT),
    BY_KEY("callout.gap", GM_SHAPE_POSITIVE),
    BY_KEY("callout.margin", GM_SHAPE_POSITIVE),
    /* the other screens */
    UIN("screens.ui.panel_radius"),
    UIN("screens.ui.panel_line"),
    UIN("screens.ui.button_radius"),
    UIN("screens.ui.button_shadow"),
    UIN("screens.ui.button_line"),
    UIF("screens.ui.notice_font"),
    UIN("screens.ui.notice_line"),
    UIN("screens.ui.notice_pad"),
    UIR("screens.title.logo"),
    UIR("screens.title.name"),
    UIR("screens.title.tagline"),
    UIR("screens.title.continue"),
    UIR("screens.title.new"),
    UIR("screens.title.saves"),
    UIR("screens.title.rules"),
    UIR("screens.title.settings"),
    UIR("screens.title.quit"),
    UIR("screens.title.cats"),
    UIN("screens.title.notice_y"),
    UIF("screens.title.name_font"),
    UIF("screens.title.tagline_font"),
    UIR("screens.setup.panel"),
    UIR("screens.setup.title"),
    UIR("screens.setup.fewer"),
    UIR("screens.setup.more"),
    UIR("screens.setup.count"),
    UIN("screens.setup.headings_y"),
    UIR("screens.setup.head"),
    UIR("screens.setup.name"),
    UIR("screens.setup.kind"),
    UIR("screens.setup.level_prev"),
    UIR("screens.setup.level"),
    UIR("screens.setup.level_next"),
    UIR("screens.setup.starts"),
    UIN("screens.setup.row_step"),
    UIN("screens.setup.level_text_y"),
    UIN("screens.setup.first_text_y"),
    UIR("screens.setup.variant"),
    UIN("screens.setup.variant_step"),
    UIR("screens.setup.back"),
    UIR("screens.setup.start"),
    UIF("screens.setup.title_font"),
    UIF("screens.setup.count_font"),
    UIF("screens.setup.text_font"),
    UIN("screens.setup.heading_dx"),
    UIN("screens.setup.strength_dy"),
    UIN("screens.setup.head_radius"),
    UIF("screens.setup.seat_font"),
    UIN("screens.setup.seat_dx"),
    UIN("screens.setup.seat_dy"),
    UIN("screens.setup.box_radius"),
    UIN("screens.setup.box_line"),
    UIN("screens.setup.box_edit_line"),
    BY_KEY("screens.setup.emblem", GM_SHAPE_PLACE),
    UIF("screens.setup.name_font"),
    UIN("screens.setup.name_dx"),
    UIN("screens.setup.name_dy"),
    UIF("screens.setup.level_font"),
    UIN("screens.setup.toggle_radius"),
    UIN("screens.setup.toggle_line"),
    UIN("screens.setup.kept_gap"),
    UIR("screens.score.panel"),
    UIN("screens.score.title_y"),
    UIN("screens.score.summary_y"),
    UIR("screens.score.table"),
    UIN("screens.score.name_width"),
    UIN("screens.score.column_width"),
    UIR("screens.score.title_button"),
    UIR("screens.score.again"),
    UIR("screens.score.review"),
    UIF("screens.score.title_font"),
    UIF("screens.score.summary_font"),
    UIF("screens.score.heading_font"),
    UIN("screens.score.rows_dy"),
    UIN("screens.score.winner_dx"),
    UIN("screens.score.winner_dy"),
    UIN("screens.score.winner_gap"),
    UIN("screens.score.winner_radius"),
    UIN("screens.score.head_size"),
    UIF("screens.score.name_font"),
    UIN("screens.score.name_dx"),
    UIN("screens.score.name_dy"),
    UIN("screens.score.name_margin"),
    UIN("screens.score.planets_dy"),
    UIN("screens.score.planet_size"),
    UIF("screens.score.planet_font"),
    UIN("screens.score.planet_text_dx"),
    UIN("screens.score.planet_text_dy"),
    UIF("screens.score.value_font"),
    UIF("screens.score.total_font"),
    UIN("screens.score.value_dy"),
    UIR("screens.settings.panel"),
    UIN("screens.settings.title_y"),
    UIN("screens.settings.labels_x"),
    UIN("screens.settings.rows_y"),
    UIN("screens.settings.row_step"),
    UIR("screens.settings.back"),
    UIN("screens.settings.notice_y"),
    UIR("screens.settings.choice"),
    UIN("screens.settings.choice_step"),
    UIR("screens.settings.pair"),
    UIN("screens.settings.pair_step"),
    UIR("screens.settings.volume_down"),
    UIR("screens.settings.volume"),
    UIR("screens.settings.volume_up"),
    UIR("screens.settings.mute"),
    UIF("screens.settings.title_font"),
    UIF("screens.settings.label_font"),
    UIN("screens.settings.label_dy"),
    UIF("screens.settings.value_font"),
    UIF("screens.settings.notice_font"),
    UIN("screens.settings.radius"),
    UIN("screens.settings.line"),
    UIN("screens.saves.title_y"),
    UIR("screens.saves.panel"),
    UIN("screens.saves.empty_y"),
    UIN("screens.saves.rows_y"),
    UIN("screens.saves.names_x"),
    UIN("screens.saves.row_step"),
    UIR("screens.saves.row_load"),
    UIR("screens.saves.row_export"),
    UIR("screens.saves.row_delete"),
    UIR("screens.saves.row_review"),
    UIR("screens.saves.name_field"),
    UIN("screens.saves.status_y"),
    UIR("screens.saves.back"),
    UIR("screens.saves.save"),
    UIR("screens.saves.export"),
    UIR("screens.saves.prev"),
    UIR("screens.saves.next"),
    UIF("screens.saves.title_font"),
    UIF("screens.saves.empty_font"),
    UIF("screens.saves.name_font"),
    UIN("screens.saves.name_dy"),
    UIF("screens.saves.summary_font"),
    UIN("screens.saves.summary_dy"),
    UIF("screens.saves.page_font"),
    UIN("screens.saves.page_dy"),
    UIF("screens.saves.field_font"),
    UIN("screens.saves.field_dx"),
    UIN("screens.saves.field_dy"),
    UIF("screens.saves.prompt_font"),
    UIN("screens.saves.prompt_dy"),
    UIN("screens.rules.title_y"),
    UIR("screens.rules.toc"),
    UIR("screens.rules.toc_row"),
    UIN("screens.rules.toc_step"),
    UIR("screens.rules.page"),
    UIR("screens.rules.text"),
    UIR("screens.rules.back"),
    UIR("screens.rules.prev"),
    UIR("screens.rules.next"),
    UIF("screens.rules.title_font"),
    UIF("screens.rules.where_font"),
    UIF("screens.rules.toc_font"),
    UIN("screens.rules.toc_dx"),
    UIN("screens.rules.toc_radius"),
    UIN("screens.rules.pad"),
    UIF("screens.rules.page_title_font"),
    UIN("screens.rules.page_title_dy"),
    UIN("screens.rules.icon_size"),
    UIN("screens.rules.icon_gap"),
    UIN("screens.rules.icons_dy"),
    UIF("screens.rules.body_font"),
    UIN("screens.rules.para_icon_size"),
    UIN("screens.rules.para_icon_gap"),
    UIN("screens.rules.para_icon_dy"),
    UIN("screens.rules.scrollbar_room"),
    UIN("screens.rules.scrollbar_right"),
    UIN("screens.rules.scrollbar_width"),
    UIN("screens.rules.scrollbar_radius"),
    UIF("screens.rules.error_font"),
    UIN("screens.rules.error_dy"),
    UIN("screens.rules.error_text_dy"),
    UIN("screens.review.title_y"),
    UIR("screens.review.progress"),
    UIR("screens.review.cancel"),
    UIR("screens.review.graph"),
    UIR("screens.review.legend"),
    UIR("screens.review.row"),
    UIN("screens.review.row_step"),
    UIR("screens.review.show"),
    UIR("screens.review.prev"),
    UIR("screens.review.next"),
    UIN("screens.review.notice_y"),
    UIR("screens.review.back"),
    UIR("screens.review.card"),
    UIR("screens.review.bar"),
    UIR("screens.review.turn_prev"),
    UIR("screens.review.turn_next"),
    UIR("screens.review.to_graph"),
    UIN("screens.review.tag_min_y"),
    UIF("screens.review.axis_font"),
    UIF("screens.review.mark_font"),
    UIF("screens.review.name_font"),
    UIF("screens.review.kind_font"),
    UIF("screens.review.chance_font"),
    UIF("screens.review.row_number_font"),
    UIF("screens.review.row_head_font"),
    UIF("screens.review.row_text_font"),
    UIF("screens.review.progress_font"),
    UIF("screens.review.progress_text_font"),
    UIF("screens.review.tag_font"),
    UIF("screens.review.card_head_font"),
    UIF("screens.review.card_text_font"),
    UIF("screens.review.title_font"),
};
enum { N_FIELDS = sizeof fields / sizeof fields[0] };

const gm_layout_field *gm_layout_fields(unsigned *n)
{
    *n = N_FIELDS;
    return fields;
}

static const char *const button_names[GM_BTN_COUNT] = {
    "roll", "confirm", "stay", "reroll", "extra", "keep",  "crash",
    "menu", "log",     "hint", "undo",   "skip",  "rules",
};

const char *gm_button_name(gm_button b)
{
    return (unsigned)b < GM_BTN_COUNT ? button_names[b] : "?";
}

bool gm_layout_fail(const gm_layout *lay, const char *key, char *err, size_t err_len,
                    const char *fmt, ...)
{
    int w = snprintf(err, err_len, "%s:%u: %s: ", lay->path, gm_layout_line(lay, key), key);
    if (w >= 0 && (size_t)w < err_len) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(err + w, err_len - (size_t)w, fmt, ap);
        va_end(ap);
    }
    return false;
}

/* ---- shapes and the typed fields ----------------------------------------- */

static bool is_list(gm_layout_shape s)
{
    return s == GM_SHAPE_POINTS || s == GM_SHAPE_RECTS;
}

/* One value of the shape s (not a list) at e, into dst (NULL: no field). */
static bool fill_value(gm_layout *lay, const gm_layout_entry *e, gm_layout_shape s, float *dst,
                       char *err, size_t err_len)
{
    const char *k = e->key;
    switch (s) {
    case GM_SHAPE_NUMBER:
    case GM_SHAPE_POSITIVE:
    case GM_SHAPE_FONT:
    case GM_SHAPE_COUNT:
        if (e->kind != GM_LAYOUT_NUMBER) {
            return gm_layout_fail(lay, k, err, err_len, "expected a number");
        }
        if (s != GM_SHAPE_NUMBER && e->v[0] <= 0) {
            return gm_layout_fail(lay, k, err, err_len, "must be positive");
        }
        if (s == GM_SHAPE_COUNT && (e->v[0] != (float)(int)e->v[0] || e->v[0] > 1000)) {
            return gm_layout_fail(lay, k, err, err_len, "expected a whole number from 1 to 1000");
        }
        break;
    case GM_SHAPE_SIZE:
    case GM_SHAPE_POINT:
        if (e->kind != GM_LAYOUT_NUMBERS || e->n != 2) {
            return gm_layout_fail(lay, k, err, err_len, "expected 2 numbers %s",
                                  s == GM_SHAPE_SIZE ? "[width, height]" : "[x, y]");
        }
        if (s == GM_SHAPE_SIZE && (e->v[0] <= 0 || e->v[1] <= 0)) {
            return gm_layout_fail(lay, k, err, err_len, "must be positive");
        }
        break;
    default:
        if (e->kind != GM_LAYOUT_NUMBERS || e->n != 4) {
            return gm_layout_fail(lay, k, err, err_len, "expected 4 numbers [x, y, width, height]");
        }
        if (e->v[2] <= 0 || e->v[3] <= 0) {
            return gm_layout_fail(lay, k, err, err_len, "width and height must be positive");
        }
        break;
    }
    if (dst != NULL) {
        unsigned n = e->kind == GM_LAYOUT_NUMBER ? 1 : e->n;
        memcpy(dst, e->v, n * sizeof(float));
    }
    return true;
}

static bool fill_field(gm_layout *lay, const gm_layout_field *f, char *err, size_t err_len)
{
    const gm_layout_entry *e = gm_layout_find(lay, f->key);
    if (e == NULL) {
        return true; /* gm_layout_check names it */
    }
    char *base = (char *)lay;
    float *dst = f->offset == GM_LAYOUT_NO_FIELD ? NULL : (float *)(void *)(base + f->offset);
    if (!is_list(f->shape)) {
        return fill_value(lay, e, f->shape, dst, err, err_len);
    }
    bool points = f->shape == GM_SHAPE_POINTS;
    if (e->kind != GM_LAYOUT_LIST || e->n == 0) {
        return gm_layout_fail(lay, f->key, err, err_len, "expected a list of %s",
                              points ? "points [x, y]" : "rects [x, y, width, height]");
    }
    if (e->n > f->cap) {
        return gm_layout_fail(lay, f->key, err, err_len, "%u entries, at most %u", e->n, f->cap);
    }
    size_t stride = points ? sizeof(gm_point) : sizeof(gm_rect);
    for (unsigned i = 0; i < e->n; i++) {
        char k[GM_LAYOUT_KEY + 16];
        snprintf(k, sizeof k, "%s[%u]", f->key, i);
        const gm_layout_entry *item = gm_layout_find(lay, k);
        if (item == NULL ||
            !fill_value(lay, item, points ? GM_SHAPE_POINT : GM_SHAPE_RECT,
                        dst == NULL ? NULL : (float *)(void *)((char *)dst + i * stride), err,
                        err_len)) {
            return item == NULL ? gm_layout_fail(lay, k, err, err_len, "missing") : false;
        }
    }
    if (f->count_offset != GM_LAYOUT_NO_FIELD) {
        *(unsigned *)(void *)(base + f->count_offset) = e->n;
    }
    return true;
}

/* A key some field knows: the field's own, a mapping above fields, or an
 * entry of a list field. */
static bool known(const char *key, gm_layout_kind kind)
{
    size_t n = strlen(key);
    const char *open = strrchr(key, '[');
    for (unsigned i = 0; i < N_FIELDS; i++) {
        const char *fk = fields[i].key;
        if (strcmp(fk, key) == 0) {
            return true;
        }
        if (kind == GM_LAYOUT_MAP && strncmp(fk, key, n) == 0 && fk[n] == '.') {
            return true;
        }
        if (open != NULL && is_list(fields[i].shape) && strlen(fk) == (size_t)(open - key) &&
            strncmp(fk, key, (size_t)(open - key)) == 0 && strchr(open, '.') == NULL) {
            return true;
        }
    }
    return false;
}

bool gm_layout_fill(gm_layout *lay, char *err, size_t err_len)
{
    for (unsigned i = 0; i < lay->n_entries; i++) {
        const gm_layout_entry *e = &lay->entries[i];
        if (!known(e->key, (gm_layout_kind)e->kind)) {
            snprintf(err, err_len, "%s:%u: unknown key '%s'", lay->path, e->line, e->key);
            return false;
        }
    }
    const gm_layout_entry *format = gm_layout_find(lay, "format");
    if (format == NULL) {
        snprintf(err, err_len, "%s:%u: missing 'format: 1'", lay->path, lay->root_line);
        return false;
    }
    if (format->kind != GM_LAYOUT_NUMBER || format->v[0] != 1.0f) {
        return gm_layout_fail(lay, "format", err, err_len,
                              "this version is not supported (this game reads 1)");
    }
    for (unsigned i = 0; i < N_FIELDS; i++) {
        if (!fill_field(lay, &fields[i], err, err_len)) {
            return false;
        }
    }
    return true;
}

/* ---- presence, fonts, on screen ------------------------------------------- */

static bool on_screen(const gm_layout *lay, gm_rect r)
{
    return r.x >= 0 && r.y >= 0 && r.x + r.w <= lay->screen_w && r.y + r.h <= lay->screen_h;
}

bool gm_layout_check_fields(const gm_layout *lay, char *err, size_t err_len)
{
    for (unsigned i = 0; i < N_FIELDS; i++) {
        const gm_layout_field *f = &fields[i];
        const gm_layout_entry *e = gm_layout_find(lay, f->key);
        if (e == NULL) {
            return gm_layout_fail(lay, f->key, err, err_len, "missing");
        }
        if (f->shape == GM_SHAPE_FONT && e->v[0] < GM_LAYOUT_MIN_FONT) {
            return gm_layout_fail(lay, f->key, err, err_len,
                                  "a font size of %g is too small to read (at least %d: %d pixels "
                                  "in a 1280x720 window)",
                                  (double)e->v[0], GM_LAYOUT_MIN_FONT, GM_LAYOUT_MIN_FONT * 2 / 3);
        }
        gm_rect r = {e->v[0], e->v[1], e->v[2], e->v[3]};
        if (f->shape == GM_SHAPE_RECT && lay->screen_w > 0 && !on_screen(lay, r)) {
            return gm_layout_fail(lay, f->key, err, err_len, "[%g, %g, %g, %g] is off screen",
                                  (double)r.x, (double)r.y, (double)r.w, (double)r.h);
        }
    }
    return true;
}
