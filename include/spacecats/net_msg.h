/* The messages of a game played over the network (docs/network.md): the
 * project's own, small, versioned, in text. One message is one transport
 * packet: a first line `KIND WORD...` (single spaces, printable ASCII but
 * for a player's name, which is UTF-8) and, for the two that carry a game
 * record (`view`, `end`), the record's text after the line break. Choices
 * and events are written in the record's words (docs/game-record.md).
 *
 * The decoder treats its input as hostile: a message that is too long,
 * holds a NUL or a control byte, is not one of the kinds of its direction,
 * has too few or too many words, a number out of range or a name that is
 * not UTF-8 is refused with a reason; it never reads outside the input. */
#ifndef SPACECATS_NET_MSG_H
#define SPACECATS_NET_MSG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* The protocol's version. A `hello` keeps its first two words in every
 * version, so any two programs can tell each other theirs: a hello of
 * another protocol decodes whatever follows them. */
enum {
    /* 2: an away seat's countdown in `table`; 3: a seat's colour in `table`
     * and `join`; 4: `table SEAT COLOUR here` without a name, a person each
     * window names in its own language */
    SC_NET_PROTOCOL = 4
};

enum {
    SC_NET_MAX_CLIENT_MSG = 512,     /* bytes: what a client may send */
    SC_NET_MAX_HOST_MSG = 64 * 1024, /* bytes: what a host may send (a record: 5 KB at most in 400
                                        simulated 5-player games) */
    SC_NET_MAX_NAME = 24,            /* bytes of a player's name (UTF-8) */
    SC_NET_MAX_TEXT = 160,           /* a choice, an event line, a reason */
    SC_NET_MAX_WORD = 40,            /* a version, a token, a level, a code */
    SC_NET_MAX_STEP = 1000000,       /* events of one game, at most */
    SC_NET_MAX_SEATS = 5,            /* seats of a table */
    SC_NET_MAX_TABLE = 65535,        /* a server's tables count from 0 */
    SC_NET_MAX_AWAY_S = 86400,       /* an away seat's countdown, in seconds */
    SC_NET_COLOURS = 5,              /* a seat's colour (with its head and emblem): 0 to 4 */
};

typedef enum sc_net_kind {
    /* client -> host */
    SC_NET_HELLO,  /* hello PROTOCOL VERSION TABLE: the first message */
    SC_NET_JOIN,   /* join SEAT COLOUR NAME: take an open seat, in that colour if free */
    SC_NET_REJOIN, /* rejoin TOKEN: take a seat back after a drop */
    SC_NET_ROLL,   /* roll STEP: the commander asks the host to roll */
    SC_NET_CHOOSE, /* choose STEP CHOICE: a decision, in the record's words */
    SC_NET_BYE,    /* bye: leaving */
    /* host -> client */
    SC_NET_WELCOME, /* welcome PROTOCOL VERSION MAT-CHECKSUM PLAYERS */
    SC_NET_REFUSED, /* refused CODE, or refused version PROTOCOL VERSION */
    SC_NET_SEATED,  /* seated SEAT TOKEN: the seat is yours; the token takes it back */
    SC_NET_TABLE,   /* table SEAT COLOUR open | computer LEVEL | here [NAME] | away SECONDS NAME */
    SC_NET_VIEW,    /* view\nHEADER: the header of your seats' record */
    SC_NET_EVENT,   /* event STEP LINE: the record's line of event STEP (from 0) */
    SC_NET_UNDO,    /* undo STEP: the events from STEP on are taken back */
    SC_NET_END,     /* end STEP\nRECORD: the game is over; its whole record */
    SC_NET_DENIED,  /* denied STEP CODE: your message was refused */
    SC_NET_KIND_COUNT
} sc_net_kind;

/* Who sends a message: each side decodes the other's kinds only. */
typedef enum sc_net_dir {
    SC_NET_FROM_CLIENT,
    SC_NET_FROM_HOST,
} sc_net_dir;

/* What a seat of the table is, in `table` messages. */
typedef enum sc_net_seat_state {
    SC_NET_SEAT_OPEN,     /* waiting for a friend */
    SC_NET_SEAT_COMPUTER, /* word: the level */
    SC_NET_SEAT_HERE,     /* a person, connected (at the host or a client); text: name, or ""
                             for one without a name of their own (a window names the seat) */
    SC_NET_SEAT_AWAY,     /* a person whose connection dropped; text: name; seconds: the
                             countdown before a computer plays the seat, 0: none */
} sc_net_seat_state;

/* A decoded message. The fields each kind fills:
 *   protocol: hello, welcome, refused version;
 *   step: roll, choose, event, undo, end, denied;
 *   seat: join, seated, table (the seat), welcome (the number of players);
 *   table: hello (the table asked for: a server hosts several, a game one, 0);
 *   word: hello, welcome and refused version (the program's version),
 *         rejoin and seated (the token), table computer (the level),
 *         denied (why: a code such as "illegal");
 *   text: join and table here/away (the name), choose (the choice), event
 *         (the record's line), refused (why: a code such as "version");
 *   checksum: welcome (the mat's);
 *   state: table (sc_net_seat_state);
 *   colour: join (the colour asked for), table (the seat's);
 *   seconds: table away (the seconds left, when sent, before a computer
 *            plays the seat; 0: it waits for ever);
 *   payload: view, end (the record's text, pointing into the decoded bytes). */
typedef struct sc_net_msg {
    uint8_t kind;   /* sc_net_kind */
    uint8_t state;  /* TABLE: sc_net_seat_state */
    uint8_t colour; /* JOIN, TABLE: below SC_NET_COLOURS */
    uint32_t protocol;
    uint32_t step;
    uint32_t seat;
    uint32_t table;
    uint32_t seconds;
    uint64_t checksum;
    char word[SC_NET_MAX_WORD + 1];
    char text[SC_NET_MAX_TEXT + 1];
    const char *payload;
    size_t payload_len;
} sc_net_msg;

/* Decodes len bytes sent from `from`'s side. On failure returns false with
 * the reason in why (one line, at most why_len bytes with its NUL). */
bool sc_net_msg_decode(const void *data, size_t len, sc_net_dir from, sc_net_msg *out, char *why,
                       size_t why_len);

/* Writes m to buf (cap bytes); returns its length, or 0 when it does not
 * fit or m is not a message that decodes (a word with a space, a name too
 * long ...). What it writes decodes to m. */
size_t sc_net_msg_encode(const sc_net_msg *m, char *buf, size_t cap);

/* The direction a kind is sent in. */
sc_net_dir sc_net_kind_dir(sc_net_kind kind);

/* "hello", "choose", ... */
const char *sc_net_kind_name(sc_net_kind kind);

#endif
