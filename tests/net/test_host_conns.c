/* The host's judgement when connections fail and clients misbehave, on
 * queues in memory:
 *  - a client drops mid-expedition: its seat shows away to the others, the
 *    game waits at its turn, a computer may fill in; it comes back with its
 *    token (a new client, as after starting the game again) and holds its
 *    seats' view again, and the game ends with the same record as without
 *    the drop;
 *  - the host restarts from its record and its seats (with their tokens):
 *    the clients come back and the game ends as it would have;
 *  - a hostile client: malformed, out-of-turn, stale, illegal, repeated
 *    and flooding messages are each refused with their reason and counted,
 *    the game and the other clients' views unchanged, and the flood closes
 *    its connection;
 *  - a client of a newer protocol is refused with both versions named. */
#include "net_fixture.h"

#include "link_fixture.h"

enum { MAX_ROUNDS = 20000 };

static const char *const names[] = {"Ana", "Bob", "Cleo", "Dee"};

/* Seat 0 a person at the host, seats 1 and 2 bots 0 and 1, seat 3 a
 * computer: the table of these tests. */
static sc_net_table_config config(lf_link *l, const sc_setup *setup)
{
    sc_net_table_config cfg = {
        .host = {.mat = &nf_mat, .n_players = setup->n_players, .version = "0.1.0", .io = lf_io(l)},
        .setup = *setup,
        .ai_seed = 5,
    };
    cfg.host.seats[0].state = SC_NET_SEAT_HERE;
    strcpy(cfg.host.seats[0].name, names[0]);
    cfg.host.seats[1].state = SC_NET_SEAT_OPEN;
    cfg.host.seats[2].state = SC_NET_SEAT_OPEN;
    cfg.host.seats[3].state = SC_NET_SEAT_COMPUTER;
    strcpy(cfg.host.seats[3].name, "cadet");
    for (unsigned s = 0; s < SC_MAX_PLAYERS; s++) {
        cfg.levels[s] = &sc_ai_levels[1]; /* cadet: quick */
    }
    return cfg;
}

static void open_table(lf_link *l, const sc_setup *setup)
{
    memset(l, 0, sizeof *l);
    sc_net_table_config cfg = config(l, setup);
    l->table = sc_net_table_new(&cfg);
    assert_non_null(l->table);
    l->host = sc_net_table_host(l->table);
    for (unsigned b = 0; b < 2; b++) {
        lf_connect(l, b, &nf_mat, 900 + b);
        lf_join(l, b, 1 + b, names[1 + b]);
    }
    assert_true(sc_net_table_start(l->table));
    lf_pump(l);
}

static sc_setup four_players(void)
{
    sc_setup s = {.n_players = 4, .variants = SC_VARIANT_ALL, .first_player = 0, .seed = 2024};
    return s;
}

static bool local_turn(lf_link *l)
{
    sc_pending p = sc_game_pending(sc_net_table_game(l->table));
    return p.player == 0;
}

/* One round of everyone who can act; the person at the host (seat 0)
 * plays at random. */
static bool round_once(lf_link *l, sc_rng *r)
{
    bool moved = false;
    lf_pump(l);
    for (unsigned b = 0; b < l->n_bots; b++) {
        moved |= lf_bot_act(l, b);
    }
    lf_pump(l);
    while (sc_net_table_step(l->table)) {
        moved = true;
        lf_pump(l);
    }
    const sc_game *g = sc_net_table_game(l->table);
    if (!sc_game_over(g) && local_turn(l)) {
        if (g->pending.kind == SC_PENDING_ROLL) {
            assert_true(sc_net_table_roll(l->table));
        } else {
            sc_choice c;
            assert_true(
                sc_game_choice_at(g, sc_rng_below(r, (uint32_t)sc_game_choice_count(g)), &c));
            assert_true(sc_net_table_play(l->table, &c));
        }
        moved = true;
        lf_pump(l);
    }
    lf_check_views(l);
    return moved;
}

static void play_until(lf_link *l, sc_rng *r, bool (*stop)(const sc_game *g, void *ctx), void *ctx)
{
    for (unsigned i = 0; !sc_game_over(sc_net_table_game(l->table)); i++) {
        if (stop && stop(sc_net_table_game(l->table), ctx)) {
            return;
        }
        assert_true(i < MAX_ROUNDS);
        assert_true(round_once(l, r));
    }
}

static void copy_record(lf_link *l, char **out, size_t *len)
{
    const char *text = sc_net_host_record(l->host, len);
    *out = malloc(*len + 1);
    assert_non_null(*out);
    memcpy(*out, text, *len + 1);
}

/* Mid-expedition of the third: the rocket in flight, bot 0's seat (1)
 * aboard or deciding later. */
static bool mid_expedition(const sc_game *g, void *ctx)
{
    (void)ctx;
    return g->expedition >= 3 && g->n_seats >= 2 && g->pending.kind == SC_PENDING_TRAVEL &&
           g->pending.player != 1;
}

static bool seat_waits(const sc_game *g, void *ctx)
{
    return g->pending.player == *(int *)ctx;
}

static void test_drop_and_rejoin(void **state)
{
    (void)state;
    sc_setup setup = four_players();
    /* The game without a drop, for its record. */
    lf_link ref;
    open_table(&ref, &setup);
    sc_rng r;
    sc_rng_seed(&r, 3);
    play_until(&ref, &r, NULL, NULL);
    char *want;
    size_t want_len;
    copy_record(&ref, &want, &want_len);
    lf_free(&ref);

    lf_link l;
    open_table(&l, &setup);
    sc_rng_seed(&r, 3);
    play_until(&l, &r, mid_expedition, NULL);
    assert_false(sc_game_over(sc_net_table_game(l.table)));
    char token[SC_NET_TOKEN_LEN + 1];
    strcpy(token, sc_net_client_token(l.bots[0].c, 1));
    lf_drop(&l, 0);
    lf_pump(&l);
    /* The others see the seat away. */
    sc_net_client_seat seen;
    sc_net_client_seat_get(l.bots[1].c, 1, &seen);
    assert_int_equal(seen.state, SC_NET_SEAT_AWAY);
    assert_string_equal(seen.name, "Bob");

    /* The game goes on to the seat's turn, and waits there. */
    int seat = 1;
    play_until(&l, &r, seat_waits, &seat);
    unsigned events = sc_net_host_events(l.host);
    for (unsigned i = 0; i < 5; i++) {
        assert_false(round_once(&l, &r));
    }
    assert_int_equal(sc_net_host_events(l.host), events);

    /* Back with the token, from a game started again: a new client. */
    sc_net_client_free(l.bots[0].c);
    l.bots[0].c = NULL;
    lf_connect(&l, 0, &nf_mat, 900);
    char buf[SC_NET_MAX_CLIENT_MSG];
    lf_send(&l, 0, buf, sc_net_client_rejoin(l.bots[0].c, token, buf, sizeof buf));
    lf_pump(&l);
    assert_true(sc_net_client_seats(l.bots[0].c) == 1u << 1);
    lf_check_views(&l);
    sc_net_client_seat_get(l.bots[1].c, 1, &seen);
    assert_int_equal(seen.state, SC_NET_SEAT_HERE);
    play_until(&l, &r, NULL, NULL);

    /* The record of the game without the drop. */
    size_t len;
    const char *text = sc_net_host_record(l.host, &len);
    assert_int_equal(len, want_len);
    assert_memory_equal(text, want, len);
    /* A wrong token is refused. */
    lf_connect(&l, 2, &nf_mat, 902);
    lf_send(&l, 2, buf,
            sc_net_client_rejoin(l.bots[2].c, "00000000000000000000000000000000", buf, sizeof buf));
    lf_pump(&l);
    assert_int_equal(l.bots[2].last, SC_NET_NEWS_REFUSED);
    assert_string_equal(sc_net_client_refusal(l.bots[2].c)->code, "token");
    free(want);
    lf_free(&l);
}

/* An away seat filled by a computer until its person is back. */
static void test_computer_fills_in(void **state)
{
    (void)state;
    sc_setup setup = four_players();
    lf_link l;
    open_table(&l, &setup);
    sc_rng r;
    sc_rng_seed(&r, 8);
    play_until(&l, &r, mid_expedition, NULL);
    char token[SC_NET_TOKEN_LEN + 1];
    strcpy(token, sc_net_client_token(l.bots[0].c, 1));
    lf_drop(&l, 0);
    sc_net_table_fill(l.table, 1, true);
    lf_pump(&l);
    sc_net_client_seat seen;
    sc_net_client_seat_get(l.bots[1].c, 1, &seen);
    assert_int_equal(seen.state, SC_NET_SEAT_COMPUTER);
    /* The computer plays the seat's turns: two more expeditions. */
    unsigned until = sc_net_table_game(l.table)->expedition + 2u;
    for (unsigned i = 0; sc_net_table_game(l.table)->expedition < until &&
                         !sc_game_over(sc_net_table_game(l.table));
         i++) {
        assert_true(i < MAX_ROUNDS);
        assert_true(round_once(&l, &r));
    }
    /* Back: the person plays again. */
    lf_connect(&l, 0, &nf_mat, 900);
    char buf[SC_NET_MAX_CLIENT_MSG];
    lf_send(&l, 0, buf, sc_net_client_rejoin(l.bots[0].c, token, buf, sizeof buf));
    lf_pump(&l);
    sc_net_client_seat_get(l.bots[1].c, 1, &seen);
    assert_int_equal(seen.state, SC_NET_SEAT_HERE);
    lf_check_views(&l);
    int seat = 1;
    play_until(&l, &r, seat_waits, &seat);
    if (!sc_game_over(sc_net_table_game(l.table))) {
        assert_false(sc_net_table_computer_turn(l.table));
    }
    play_until(&l, &r, NULL, NULL);
    lf_free(&l);
}

static bool after_events(const sc_game *g, void *ctx)
{
    (void)g;
    const lf_link *l = ctx;
    return sc_net_host_events(l->host) >= 120;
}

/* The host stops mid-game and starts again from its record and seats. */
static void test_host_restart(void **state)
{
    (void)state;
    sc_setup setup = four_players();
    lf_link ref;
    open_table(&ref, &setup);
    sc_rng r;
    sc_rng_seed(&r, 12);
    play_until(&ref, &r, NULL, NULL);
    char *want;
    size_t want_len;
    copy_record(&ref, &want, &want_len);
    lf_free(&ref);

    lf_link l;
    open_table(&l, &setup);
    sc_rng_seed(&r, 12);
    play_until(&l, &r, after_events, &l);
    char *saved;
    size_t saved_len;
    copy_record(&l, &saved, &saved_len);
    sc_net_table_config cfg = config(&l, &setup);
    for (unsigned s = 0; s < 4; s++) {
        sc_net_host_seat_info info;
        sc_net_host_seat_get(l.host, s, &info);
        cfg.host.seats[s] = info.seat; /* with the persons' tokens */
    }
    /* The host goes away: every connection with it. */
    lf_drop(&l, 0);
    lf_drop(&l, 1);
    sc_net_table_free(l.table);
    l.table = sc_net_table_new(&cfg);
    assert_non_null(l.table);
    l.host = sc_net_table_host(l.table);
    sc_record_error err;
    assert_true(sc_net_table_resume(l.table, saved, saved_len, &err));
    for (unsigned b = 0; b < 2; b++) {
        const char *token = sc_net_client_token(l.bots[b].c, 1 + b);
        char tok[SC_NET_TOKEN_LEN + 1];
        strcpy(tok, token);
        lf_connect(&l, b, &nf_mat, 900 + b);
        char buf[SC_NET_MAX_CLIENT_MSG];
        lf_send(&l, b, buf, sc_net_client_rejoin(l.bots[b].c, tok, buf, sizeof buf));
        lf_pump(&l);
        assert_true(sc_net_client_seats(l.bots[b].c) >> (1 + b) & 1u);
    }
    lf_check_views(&l);
    play_until(&l, &r, NULL, NULL);
    size_t len;
    const char *text = sc_net_host_record(l.host, &len);
    assert_int_equal(len, want_len);
    assert_memory_equal(text, want, len);
    free(saved);
    free(want);
    lf_free(&l);
}

/* A raw message from bot b; returns the code of the refusal it gets. */
static const char *hostile(lf_link *l, unsigned b, const char *text, size_t len)
{
    unsigned before = l->bots[b].denied;
    lf_send(l, b, text, len);
    lf_pump(l);
    assert_int_equal(l->bots[b].denied, before + 1);
    return sc_net_client_denied(l->bots[b].c);
}

static const char *hostile_str(lf_link *l, unsigned b, const char *text)
{
    return hostile(l, b, text, strlen(text));
}

static void test_hostile_client(void **state)
{
    (void)state;
    sc_setup setup = four_players();
    lf_link l;
    open_table(&l, &setup);
    sc_rng r;
    sc_rng_seed(&r, 21);
    /* Until bot 1's seat (2) decides something other than a roll. */
    int seat = 2;
    play_until(&l, &r, seat_waits, &seat);
    while (sc_net_table_game(l.table)->pending.kind == SC_PENDING_ROLL ||
           sc_net_table_game(l.table)->pending.player != 2) {
        assert_true(round_once(&l, &r));
        play_until(&l, &r, seat_waits, &seat);
    }
    const sc_game *g = sc_net_table_game(l.table);
    sc_game before = *g;
    unsigned step = sc_net_host_events(l.host);
    char msg[600];

    /* Bot 0 (seat 1) out of turn; stale; a roll nobody waits for. */
    snprintf(msg, sizeof msg, "choose %u stay", step);
    assert_string_equal(hostile_str(&l, 0, msg), "out-of-turn");
    snprintf(msg, sizeof msg, "roll %u", step);
    assert_string_equal(hostile_str(&l, 1, msg), "out-of-turn");
    snprintf(msg, sizeof msg, "choose %u stay", step + 1);
    assert_string_equal(hostile_str(&l, 1, msg), "stale");
    snprintf(msg, sizeof msg, "choose %u stay", step ? step - 1 : 5);
    assert_string_equal(hostile_str(&l, 1, msg), "stale");
    /* Illegal: unreadable, or not among the legal choices. */
    snprintf(msg, sizeof msg, "choose %u fly to the moon", step);
    assert_string_equal(hostile_str(&l, 1, msg), "illegal");
    snprintf(msg, sizeof msg, "choose %u board pilot", step);
    if (!sc_game_is_legal(g, &(sc_choice){.kind = SC_CHOICE_BOARD, .arg = SC_PILOT})) {
        assert_string_equal(hostile_str(&l, 1, msg), "illegal");
    }
    snprintf(msg, sizeof msg, "choose %u land moon:m99", step);
    assert_string_equal(hostile_str(&l, 1, msg), "illegal");
    /* Malformed: bytes, a NUL, too long, a host's message. */
    assert_string_equal(hostile(&l, 1, "\xff\xfe\x00\x01", 4), "malformed");
    assert_string_equal(hostile(&l, 1, "choose 1\0stay", 13), "malformed");
    memset(msg, 'a', sizeof msg);
    assert_string_equal(hostile(&l, 1, msg, sizeof msg), "malformed");
    assert_string_equal(hostile_str(&l, 1, "event 3 0 stay"), "malformed");
    /* A second hello; a join after the start (refused, not denied). */
    assert_string_equal(hostile_str(&l, 1, "hello 2 0.1.0 0"), "unexpected");
    lf_send(&l, 1, "join 0 0 Mallory", 16);
    lf_pump(&l);
    assert_int_equal(l.bots[1].last, SC_NET_NEWS_REFUSED);
    /* Nothing moved; the others' views are intact. */
    assert_memory_equal(sc_net_table_game(l.table), &before, sizeof before);
    assert_int_equal(sc_net_host_events(l.host), step);
    lf_check_views(&l);
    /* A legal choice, twice: the second is refused as busy. */
    sc_choice c;
    assert_true(sc_game_choice_at(g, 0, &c));
    char buf[SC_NET_MAX_CLIENT_MSG];
    size_t n = sc_net_client_choose(l.bots[1].c, &c, buf, sizeof buf);
    lf_send(&l, 1, buf, n);
    assert_string_equal(hostile(&l, 1, buf, n), "busy");
    assert_true(sc_net_table_step(l.table));
    lf_pump(&l);
    lf_check_views(&l);
    const sc_net_host_counts *k = sc_net_host_counts_get(l.host);
    assert_int_equal(k->denied[SC_NET_DENY_OUT_OF_TURN], 2);
    assert_int_equal(k->denied[SC_NET_DENY_STALE], 2);
    assert_true(k->denied[SC_NET_DENY_ILLEGAL] >= 2);
    assert_int_equal(k->denied[SC_NET_DENY_MALFORMED], 4);
    assert_int_equal(k->denied[SC_NET_DENY_UNEXPECTED], 1);
    assert_int_equal(k->denied[SC_NET_DENY_BUSY], 1);

    /* A flood: refused until the connection is closed; the game goes on. */
    unsigned sent = 0;
    while (!l.closed[1] && sent < 1000) {
        lf_send(&l, 1, "roll 0", 6);
        lf_pump(&l);
        sent++;
    }
    assert_true(l.closed[1]);
    assert_int_equal(k->closed_flood, 1);
    printf("# flood: closed after %u messages (%lu refusals in all)\n", sent,
           k->denied[SC_NET_DENY_OUT_OF_TURN] + k->denied[SC_NET_DENY_STALE]);
    l.bots[1].connected = false;
    sc_net_host_disconnected(l.host, 1);
    sc_net_table_fill(l.table, 2, true);
    play_until(&l, &r, NULL, NULL);
    lf_free(&l);
}

/* A connection the transport can no longer send to is closed, not left
 * connected and forgotten: the others see its seat away. */
static void test_jammed_connection(void **state)
{
    (void)state;
    sc_setup setup = four_players();
    lf_link l;
    open_table(&l, &setup);
    sc_rng r;
    sc_rng_seed(&r, 4);
    l.jammed[0] = true;
    unsigned events = sc_net_host_events(l.host);
    while (sc_net_host_events(l.host) == events) {
        assert_true(round_once(&l, &r));
    }
    assert_true(l.closed[0]);
    sc_net_client_seat seen;
    sc_net_client_seat_get(l.bots[1].c, 1, &seen);
    assert_int_equal(seen.state, SC_NET_SEAT_AWAY);
    lf_free(&l);
}

/* A newer game's hello, and an older one's (protocol 3, whose `table`
 * always named a seat's person): refused, naming both versions, then
 * closed. */
static void test_version_mismatch(void **state)
{
    (void)state;
    sc_setup setup = four_players();
    lf_link l;
    open_table(&l, &setup);
    sc_net_host_connected(l.host, 3);
    l.n_bots = 4;
    l.bots[3].c = sc_net_client_new(&nf_mat, "0.1.0");
    l.bots[3].connected = true;
    lf_send(&l, 3, "hello 5 0.5.0 0 and more", 24);
    lf_pump(&l);
    assert_true(l.closed[3]);
    assert_int_equal(l.bots[3].last, SC_NET_NEWS_REFUSED);
    assert_string_equal(l.bots[3].why, "the host is Space Cats 0.1.0 (network protocol 4); "
                                       "this game is Space Cats 0.1.0 (network protocol 4)");
    assert_int_equal(sc_net_client_refusal(l.bots[3].c)->protocol, 4);
    sc_net_host_connected(l.host, 2);
    l.bots[2].c = sc_net_client_new(&nf_mat, "0.1.0");
    l.bots[2].connected = true;
    /* Protocol 3, whose `table` always named the seat's person. */
    lf_send(&l, 2, "hello 3 0.0.9 0", 15);
    lf_pump(&l);
    assert_true(l.closed[2]);
    assert_int_equal(l.bots[2].last, SC_NET_NEWS_REFUSED);
    assert_string_equal(sc_net_client_refusal(l.bots[2].c)->code, "version");
    assert_int_equal(sc_net_client_refusal(l.bots[2].c)->protocol, 4);
    /* As a newer client would read it from an older host: both named. */
    sc_net_client *c = sc_net_client_new(&nf_mat, "0.2.0");
    char why[200];
    const char *msg = "refused version 1 0.1.0";
    assert_int_equal(sc_net_client_received(c, msg, strlen(msg), why, sizeof why),
                     SC_NET_NEWS_REFUSED);
    assert_string_equal(why, "the host is Space Cats 0.1.0 (network protocol 1); this game is "
                             "Space Cats 0.2.0 (network protocol 4)");
    assert_int_equal(sc_net_client_refusal(c)->protocol, 1);
    assert_string_equal(sc_net_client_refusal(c)->version, "0.1.0");
    sc_net_client_free(c);
    assert_int_equal(sc_net_host_counts_get(l.host)->refused, 2);
    lf_free(&l);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_drop_and_rejoin),   cmocka_unit_test(test_computer_fills_in),
        cmocka_unit_test(test_host_restart),      cmocka_unit_test(test_hostile_client),
        cmocka_unit_test(test_jammed_connection), cmocka_unit_test(test_version_mismatch),
    };
    return cmocka_run_group_tests(tests, nf_load_mat, NULL);
}
