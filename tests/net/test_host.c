/* The host's judgement over whole games, its clients on queues in memory
 * (every message encoded and decoded as over the wire):
 *  - whole games across 2 to 5 players and every variant, with a person at
 *    the host, two remote clients (one holding two seats at 5 players, as
 *    two people sharing a screen), computers and a spectator: after every
 *    step each client holds exactly its seats' view of the host's game;
 *    at the end each has the whole record, the host's; and the same
 *    choices played locally, rolling with the game's own generator, leave
 *    the same record byte for byte (only the host rolls and deals);
 *  - the bytes each client receives before the end do not change when
 *    everything its seats may not know is changed (the seed, the undrawn
 *    tokens, the other seats' missions) and the same game is played;
 *  - drop and rejoin mid-expedition, a computer filling in meanwhile;
 *    a host restarted from its record, the clients back with their tokens;
 *  - a hostile client and a newer game's client. */
#include "net_fixture.h"

#include <inttypes.h>

#include "link_fixture.h"
#include "spacecats/record.h"

enum { MAX_STEPS = 20000 };

/* Who plays each seat of a game of n players: a person at the host (H),
 * bot 0 or bot 1 (remote), or a computer (C). */
typedef struct plan {
    char role[SC_MAX_PLAYERS]; /* 'H', '0', '1', 'C' */
} plan;

static plan plan_for(unsigned n)
{
    static const char *const roles[] = {"01", "H01", "H01C", "H0C1C" /* bot 1: two seats */};
    plan p = {{0}};
    memcpy(p.role, roles[n - 2], n);
    return p;
}

static const char *const names[] = {"Ana", "Bob", "Zo\xc3\xa9", "Dee", "Eli"};

typedef struct hooks {
    const lf_script *script; /* dice and computers' decisions from it, or NULL */
    sc_net_table *table;
} hooks;

static bool script_dice(void *ctx, const sc_game *g, uint8_t *faces)
{
    hooks *k = ctx;
    if (k->script == NULL) {
        return false;
    }
    unsigned step = sc_net_host_events(sc_net_table_host(k->table));
    const char *line = k->script->lines[step];
    assert_true(strncmp(line, "roll ", 5) == 0);
    unsigned n = 0;
    char copy[SC_NET_MAX_TEXT + 1];
    strcpy(copy, line + 5);
    for (char *w = strtok(copy, " "); w; w = strtok(NULL, " ")) {
        sc_face f;
        assert_true(sc_face_parse(w, &f));
        faces[n++] = (uint8_t)f;
    }
    assert_int_equal(n, g->pool);
    return true;
}

static bool script_decide(void *ctx, const sc_game *g, sc_choice *out)
{
    hooks *k = ctx;
    if (k->script == NULL) {
        return false;
    }
    bool roll;
    unsigned step = sc_net_host_events(sc_net_table_host(k->table));
    assert_true(lf_script_step(k->script, g, step, &roll, out));
    assert_false(roll);
    return true;
}

/* A table for the plan, the bots connected and seated, a spectator (bot 2)
 * when asked; not started. */
static void open_table(lf_link *l, hooks *k, const sc_setup *setup, const sc_piles *piles,
                       const plan *p, bool spectator)
{
    memset(l, 0, sizeof *l);
    sc_net_table_config cfg = {
        .host = {.mat = &nf_mat, .n_players = setup->n_players, .version = "0.1.0", .io = lf_io(l)},
        .setup = *setup,
        .piles = piles,
        .ai_seed = 99,
        .dice = script_dice,
        .decide = script_decide,
        .hook_ctx = k,
    };
    for (unsigned s = 0; s < setup->n_players; s++) {
        sc_net_host_seat *seat = &cfg.host.seats[s];
        switch (p->role[s]) {
        case 'H':
            seat->state = SC_NET_SEAT_HERE;
            strcpy(seat->name, names[s]);
            break;
        case 'C':
            seat->state = SC_NET_SEAT_COMPUTER;
            cfg.levels[s] = &sc_ai_levels[s % 2]; /* kitten, cadet: quick */
            strcpy(seat->name, cfg.levels[s]->name);
            break;
        default:
            seat->state = SC_NET_SEAT_OPEN;
            break;
        }
    }
    l->table = sc_net_table_new(&cfg);
    assert_non_null(l->table);
    l->host = sc_net_table_host(l->table);
    k->table = l->table;
    for (unsigned b = 0; b < 2; b++) {
        lf_connect(l, b, &nf_mat, 500 + b);
    }
    if (spectator) {
        lf_connect(l, 2, &nf_mat, 502);
    }
    for (unsigned s = 0; s < setup->n_players; s++) {
        if (p->role[s] == '0' || p->role[s] == '1') {
            lf_join(l, (unsigned)(p->role[s] - '0'), s, names[s]);
        }
    }
}

/* Is it a person at the host's turn? */
static bool local_turn(lf_link *l)
{
    sc_pending p = sc_game_pending(sc_net_table_game(l->table));
    if (p.player < 0) {
        return false;
    }
    sc_net_host_seat_info info;
    sc_net_host_seat_get(l->host, (unsigned)p.player, &info);
    return info.state == SC_NET_SEAT_HERE && info.seat.token[0] == '\0';
}

/* The person at the host acts: from the script, or at random. */
static void local_act(lf_link *l, sc_rng *r, const lf_script *script)
{
    const sc_game *g = sc_net_table_game(l->table);
    unsigned step = sc_net_host_events(l->host);
    bool roll = g->pending.kind == SC_PENDING_ROLL;
    sc_choice c = {0};
    if (script) {
        assert_true(lf_script_step(script, g, step, &roll, &c));
    } else if (!roll) {
        size_t n = sc_game_choice_count(g);
        assert_true(sc_game_choice_at(g, sc_rng_below(r, (uint32_t)n), &c));
    }
    assert_true(roll ? sc_net_table_roll(l->table) : sc_net_table_play(l->table, &c));
}

/* One round: the bots that may act do, the table takes what it can, the
 * person at the host acts on their turn. False when nothing could move. */
static bool round_once(lf_link *l, sc_rng *r, const lf_script *script)
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
        lf_check_views(l);
    }
    if (!sc_game_over(sc_net_table_game(l->table)) && local_turn(l)) {
        local_act(l, r, script);
        moved = true;
        lf_pump(l);
        lf_check_views(l);
    }
    return moved;
}

static void play_to_end(lf_link *l, sc_rng *r, const lf_script *script)
{
    for (unsigned i = 0; !sc_game_over(sc_net_table_game(l->table)); i++) {
        assert_true(i < MAX_STEPS);
        assert_true(round_once(l, r, script));
    }
    lf_pump(l);
    lf_check_views(l);
}

/* The host's whole record, with its end, as sent at the end. */
static void full_record(lf_link *l, sc_record *out)
{
    size_t len;
    const char *text = sc_net_host_record(l->host, &len);
    sc_record rec = {.text = malloc(len + 1), .len = len, .cap = len + 1};
    assert_non_null(rec.text);
    memcpy(rec.text, text, len + 1);
    memset(out, 0, sizeof *out);
    sc_record_append(out, &rec);
    sc_record_free(&rec);
    sc_record_end(out, sc_net_table_game(l->table));
}

/* The events of a record played locally: its choices, and rolls by the
 * game's own generator. */
static void play_locally(const sc_setup *setup, const char *text, size_t len, sc_record *out)
{
    lf_script s;
    lf_script_from(&s, text, len);
    sc_game g;
    assert_true(sc_game_init(&g, &nf_mat, setup));
    memset(out, 0, sizeof *out);
    sc_record_begin(out, &g);
    for (unsigned i = 0; i < s.n; i++) {
        sc_game before = g;
        bool roll;
        sc_choice c;
        assert_true(lf_script_step(&s, &g, i, &roll, &c));
        if (roll) {
            uint8_t faces[SC_MAX_DICE];
            assert_int_equal(sc_game_roll(&g, faces), SC_OK);
            sc_record_roll(out, &before, faces, before.pool);
        } else {
            assert_int_equal(sc_game_apply(&g, &c), SC_OK);
            sc_record_choice(out, &before, &c);
        }
    }
    assert_true(sc_game_over(&g));
    lf_script_free(&s);
}

static void test_whole_games(void **state)
{
    (void)state;
    unsigned games = 0, events = 0;
    for (unsigned v = 0; v < 8; v++) {
        for (unsigned n = 2; n <= 5; n++) {
            sc_setup setup = {.n_players = (uint8_t)n,
                              .variants = (uint8_t)v,
                              .first_player = (int8_t)(v % 2 ? -1 : (int)(v % n)),
                              .seed = 7000 + v * 10 + n};
            plan p = plan_for(n);
            lf_link l;
            hooks k = {0};
            open_table(&l, &k, &setup, NULL, &p, v % 3 == 0);
            assert_true(sc_net_table_start(l.table));
            lf_pump(&l);
            lf_check_views(&l);
            sc_rng r;
            sc_rng_seed(&r, 31 + v * 7 + n);
            play_to_end(&l, &r, NULL);

            /* Every client: the whole record, the host's. */
            sc_record full;
            full_record(&l, &full);
            for (unsigned b = 0; b < l.n_bots; b++) {
                size_t len;
                const char *text = sc_net_client_record(l.bots[b].c, &len);
                assert_int_equal(len, full.len);
                assert_memory_equal(text, full.text, len);
                assert_int_equal(l.bots[b].denied, 0);
            }
            /* The same choices played locally: the same record. */
            size_t len;
            const char *host_text = sc_net_host_record(l.host, &len);
            sc_record local;
            play_locally(&setup, host_text, len, &local);
            assert_int_equal(local.len, len);
            assert_memory_equal(local.text, host_text, len);
            const sc_net_host_counts *counts = sc_net_host_counts_get(l.host);
            for (unsigned d = 0; d < SC_NET_DENY_COUNT; d++) {
                assert_int_equal(counts->denied[d], 0);
            }
            events += sc_net_host_events(l.host);
            games++;
            sc_record_free(&local);
            sc_record_free(&full);
            lf_free(&l);
        }
    }
    printf("# %u games over the network, %u events, every client's view checked after each\n",
           games, events);
}

/* What a client receives before the end is the same, byte for byte, when
 * the same game is played with everything its seats may not know changed:
 * the seed, the order of the tokens never drawn, the other seats' dealt
 * and kept missions. The dice and every decision are replayed from the
 * first game (a script), so only the secrets differ. */
static void test_bytes_blind(void **state)
{
    (void)state;
    static const struct {
        unsigned n, variants;
    } games[] = {{3, SC_VARIANT_ALL},
                 {4, SC_VARIANT_MISSIONS | SC_VARIANT_UFO},
                 {5, SC_VARIANT_ALL},
                 {4, SC_VARIANT_MISSIONS | SC_VARIANT_EXPLORATION}};
    unsigned compared = 0;
    size_t bytes = 0;
    for (unsigned i = 0; i < sizeof games / sizeof games[0]; i++) {
        sc_setup setup = {.n_players = (uint8_t)games[i].n,
                          .variants = (uint8_t)games[i].variants,
                          .first_player = -1,
                          .seed = 424242 + i};
        plan p = plan_for(games[i].n);
        lf_link a;
        hooks ka = {0};
        open_table(&a, &ka, &setup, NULL, &p, true);
        assert_true(sc_net_table_start(a.table));
        sc_rng r;
        sc_rng_seed(&r, 5 + i);
        play_to_end(&a, &r, NULL);
        size_t len;
        const char *text = sc_net_host_record(a.host, &len);
        lf_script script;
        lf_script_from(&script, text, len);
        char seed_line[40];
        snprintf(seed_line, sizeof seed_line, "seed %" PRIu64 "\n", setup.seed);

        for (unsigned x = 0; x < 3; x++) {
            lf_bot *bot = &a.bots[x];
            assert_true(bot->end_at > 0);
            /* The seed is not in what the client received before the end. */
            char *before_end = malloc(bot->end_at + 1);
            assert_non_null(before_end);
            memcpy(before_end, bot->log, bot->end_at);
            before_end[bot->end_at] = '\0';
            assert_null(strstr(before_end, seed_line));
            free(before_end);

            /* The same game with x's unknowns changed. */
            unsigned seats = sc_net_client_seats(bot->c);
            sc_game other = *sc_net_table_game(a.table);
            nf_scramble_hidden(&other, seats, 77 + x);
            sc_setup setup_b = setup;
            setup_b.seed = other.setup.seed;
            assert_true(setup_b.seed != setup.seed);
            /* The piles of the variants that are off are the seed's, as in
             * any game (a record does not carry them). */
            sc_game fresh;
            assert_true(sc_game_init(&fresh, &nf_mat, &setup_b));
            if (!(setup.variants & SC_VARIANT_UFO)) {
                memcpy(other.piles.exp, fresh.piles.exp, sizeof other.piles.exp);
            }
            if (!(setup.variants & SC_VARIANT_EXPLORATION)) {
                memcpy(other.piles.explore, fresh.piles.explore, sizeof other.piles.explore);
            }
            if (!(setup.variants & SC_VARIANT_MISSIONS)) {
                memcpy(other.piles.missions, fresh.piles.missions, sizeof other.piles.missions);
            }
            lf_link b;
            hooks kb = {.script = &script};
            open_table(&b, &kb, &setup_b, &other.piles, &p, true);
            for (unsigned k = 0; k < 3; k++) {
                b.bots[k].script = &script;
            }
            assert_true(sc_net_table_start(b.table));
            play_to_end(&b, &r, &script);
            size_t len_b;
            const char *text_b = sc_net_host_record(b.host, &len_b);
            assert_false(len_b == len && memcmp(text, text_b, len) == 0); /* not the same game */
            assert_int_equal(b.bots[x].end_at, bot->end_at);
            assert_memory_equal(b.bots[x].log, bot->log, bot->end_at);
            compared++;
            bytes += bot->end_at;
            lf_free(&b);
        }
        lf_script_free(&script);
        lf_free(&a);
    }
    printf("# %u clients' bytes before the end (%zu bytes) unchanged by their unknowns\n", compared,
           bytes);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_whole_games),
        cmocka_unit_test(test_bytes_blind),
    };
    return cmocka_run_group_tests(tests, nf_load_mat, NULL);
}
