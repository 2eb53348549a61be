/* The places and sizes of the screens other than the play screen, typed:
 * one struct per screen, its fields the keys of its section of
 * data/layout/board.yaml (screens.title, screens.setup...), where each
 * one's meaning is written. They are filled once, when the layout is
 * loaded, by one table of keys per screen (layout_screens.c), which the
 * loader checks against the file: the drawing names a place as a field,
 * so a misspelt one does not compile. */
#ifndef GM_LAYOUT_SCREENS_H
#define GM_LAYOUT_SCREENS_H

#include <stdbool.h>

typedef struct gm_point {
    float x, y;
} gm_point;

typedef struct gm_rect {
    float x, y, w, h;
} gm_rect;

/* A place inside a thing: `inner` is relative to `outer`'s top-left (it
 * may reach outside it), as the file gives the inside of boards and
 * panels. */
static inline gm_rect gm_layout_in(gm_rect outer, gm_rect inner)
{
    return (gm_rect){outer.x + inner.x, outer.y + inner.y, inner.w, inner.h};
}

static inline bool gm_rect_contains(gm_rect r, float x, float y)
{
    return x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h;
}

/* screens.ui: what every screen shares (ui.c). */
typedef struct gm_ui_layout {
    float panel_radius, panel_line, button_radius, button_shadow, button_line, notice_font,
        notice_line, notice_pad, notice_chars, centre_x;
} gm_ui_layout;

/* screens.title: rejoin is the line saying that Continue takes a kept
 * seat back (and, under it, its tries); the cats and a notice then move
 * down to rejoin_cats and rejoin_notice_y. */
typedef struct gm_title_layout {
    gm_rect logo, name, tagline, continue_game, new_game, join, saves, rules, settings, quit, cats,
        rejoin, rejoin_cats;
    float notice_y, name_font, tagline_font, rejoin_font, rejoin_step, rejoin_notice_y;
} gm_title_layout;

typedef struct gm_setup_layout {
    gm_rect panel, title, fewer, more, count;
    float headings_y;
    gm_rect head, name, kind, level_prev, level, level_next, starts;
    float row_step, level_text_y, first_text_y;
    gm_rect variant;
    float variant_step;
    gm_rect back, start;
    float title_font, count_font, text_font, heading_dx, strength_dy, head_radius, seat_font,
        seat_dx, seat_dy, box_radius, box_line, box_edit_line;
    gm_rect emblem;
    float name_font, name_dx, name_dy, name_end, room_font, room_dy, room_gap, level_font,
        toggle_radius, toggle_line, kept_gap;
} gm_setup_layout;

typedef struct gm_score_layout {
    gm_rect panel;
    float title_y, summary_y;
    gm_rect table;
    float name_width, column_width;
    gm_rect title_button, again, review;
    float title_font, summary_font, heading_font, rows_dy, winner_dx, winner_dy, winner_gap,
        winner_radius, head_size, name_font, name_dx, name_dy, name_margin, planets_dy, planet_size,
        planet_font, planet_text_dy, value_font, total_font, value_dy;
} gm_score_layout;

typedef struct gm_settings_layout {
    gm_rect panel;
    float title_y, labels_x, rows_y, row_step;
    gm_rect back;
    float notice_y;
    gm_rect choice;
    float choice_step;
    gm_rect pair;
    float pair_step;
    gm_rect volume_down, volume, volume_up, mute;
    float title_font, label_font, label_dy, value_font, notice_font, radius, line;
} gm_settings_layout;

typedef struct gm_saves_layout {
    float title_y;
    gm_rect panel;
    float empty_y, rows_y, names_x, row_step, mat_dy;
    gm_rect row_load, row_export, row_delete, row_review;
    float row_gap;
    gm_rect name_field;
    float status_y;
    gm_rect back, save, export, prev, next;
    float title_font, empty_font, name_font, name_dy, summary_font, summary_dy, date_dy, page_font,
        page_dy, field_font, field_dx, field_dy, prompt_font, prompt_dy;
} gm_saves_layout;

typedef struct gm_rules_layout {
    float title_y;
    gm_rect toc, toc_row;
    float toc_step;
    gm_rect page, text, back, prev, next;
    float title_font, where_font, toc_font, toc_dx, toc_radius, pad, page_title_font, page_title_dy,
        icon_size, icon_gap, icons_dy, body_font, para_icon_size, para_icon_gap, para_icon_dy,
        scrollbar_room, scrollbar_right, scrollbar_width, scrollbar_radius, error_font, error_dy,
        error_text_dy, para_gap, scroll_step;
} gm_rules_layout;

typedef struct gm_review_layout {
    float title_y;
    gm_rect progress, cancel, graph, legend, row;
    float row_step;
    gm_rect show, prev, next;
    float notice_y;
    gm_rect back, card, bar, turn_prev, turn_next, to_graph;
    float tag_min_y, axis_font, mark_font, name_font, kind_font, chance_font, note_font,
        row_number_font, row_head_font, row_text_font, progress_font, tag_font, card_head_font,
        card_text_font, title_font;
    gm_rect plot;
    float grid_line, grid_mid_line, percent_dx, percent_dy, expedition_dy, caption_dy, point_radius,
        line_step, line_dot, mark_radius, mark_ring, mark_dy, legend_top, legend_step;
    gm_rect legend_head;
    float name_dx, name_dy, name_right, kind_dy, chance_dx, chance_dy, note_pad, row_number_dx,
        row_number_radius, row_number_dy, row_text_dx, row_text_right, row_head_dy, row_text_dy,
        progress_dy, progress_inset, ring_gap, ring_line, tag_h, tag_gap, tag_pad, tag_radius,
        bar_radius, card_radius, card_ring, card_pad, card_top, card_head_h, card_text_step;
} gm_review_layout;

typedef struct gm_busy_layout {
    gm_rect panel, title, text, close;
    float title_font, text_font, text_gap;
} gm_busy_layout;

typedef struct gm_host_layout {
    gm_rect panel, title, tell, seats;
    float row_step;
    gm_rect head;
    float seat_dx, seat_dy;
    gm_rect back, start;
    float title_font, code_font, text_font, seat_font, line_gap;
    /* The port's box (click to type another) and what is said of it. */
    gm_rect port, port_note;
    float port_dx, port_radius, port_line, port_edit_line;
} gm_host_layout;

/* Every screen's, as gm_layout holds them (lay->screens.title.quit). */
/* screens.join: "Join a game" (screen_join.c). head and emblem are in
 * the colour's box; found is the list of the games found on the local
 * network, a row each found_step high (as many rows as fit). */
typedef struct gm_join_layout {
    gm_rect panel, title, address, name, colour, head, emblem, found, back, join;
    float title_font, label_font, label_dy, field_font, field_dx, field_dy, box_radius, box_line,
        box_edit_line, hint_font, hint_x, hint_y, notice_y, found_step, found_font, found_dy,
        found_line_font, found_line_dy;
} gm_join_layout;

/* screens.waiting: a joined table's waiting room (screen_waiting.c); the
 * rows of the seats after the first row_step apart. */
typedef struct gm_waiting_layout {
    gm_rect panel, title, where, head, name, state;
    float row_step;
    gm_rect note, leave;
    float title_font, where_font, name_font, state_font, note_font;
} gm_waiting_layout;

typedef struct gm_screens_layout {
    gm_ui_layout ui;
    gm_title_layout title;
    gm_setup_layout setup;
    gm_score_layout score;
    gm_settings_layout settings;
    gm_saves_layout saves;
    gm_rules_layout rules;
    gm_review_layout review;
    gm_busy_layout busy;
    gm_host_layout host;
    gm_join_layout join;
    gm_waiting_layout waiting;
} gm_screens_layout;

#endif
