/* The join code: what a host's player reads out to a friend, and the friend
 * types, in place of an IPv4 address and a port (docs/network.md). Eight
 * characters for a game on the usual port ("K3QM-7XTA"), eleven for another
 * ("K3QM-7XTA-9BC"), of Crockford's base 32 (digits and capitals, no I, L, O
 * or U), the last a check: any one character mistyped, and any two swapped,
 * are refused rather than dialled as another address. Typing is forgiving:
 * lower case, spaces and dashes are fine, and O, I and L read as 0, 1, 1. */
#ifndef SPACECATS_NET_CODE_H
#define SPACECATS_NET_CODE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* The UDP port a game is hosted on unless the player picks another: the
 * short code is for it. */
#define SC_NET_PORT 7246

/* Room for a code and its NUL ("XXXX-XXXX-XXX"). */
#define SC_NET_CODE_SIZE 14

/* Room for a dotted IPv4 address and its NUL ("255.255.255.255"). */
#define SC_NET_ADDRESS_SIZE 16

/* Dotted IPv4 ("192.168.1.20": four numbers of 1 to 3 digits, 0 to 255,
 * nothing else) into *a, in host order; false for anything else. The one
 * reading of an address on every system (never a name looked up). */
bool sc_net_code_parse_ipv4(const char *text, uint32_t *a);

/* The code of address (dotted IPv4, "192.168.1.20") and port (1 to 65535)
 * into out. False, with why, for an address that is not dotted IPv4 or that
 * nobody can dial (0.0.0.0, 255.255.255.255), or port 0. */
bool sc_net_code_encode(const char *address, uint16_t port, char *out, size_t out_len, char *why,
                        size_t why_len);

/* Why a code was refused, for the screen to say in the player's language. */
typedef enum sc_net_code_fault {
    SC_NET_CODE_OK = 0,
    SC_NET_CODE_LENGTH,   /* not 8 or 11 letters and digits (count says how many) */
    SC_NET_CODE_CHAR,     /* a character not of the alphabet, at byte `at` of the text */
    SC_NET_CODE_MISTYPED, /* the check does not match, or it names no address */
} sc_net_code_fault;

typedef struct sc_net_code_why {
    sc_net_code_fault fault;
    size_t at;      /* SC_NET_CODE_CHAR: the byte offset of the character */
    unsigned count; /* SC_NET_CODE_LENGTH: the letters and digits typed */
} sc_net_code_why;

/* The address (dotted, into address[SC_NET_ADDRESS_SIZE]) and port a code
 * names. False, with *why saying why, for a code of the wrong length, a
 * character not of the alphabet, or a check that fails (a character
 * mistyped, two swapped). */
bool sc_net_code_decode(const char *code, char *address, uint16_t *port, sc_net_code_why *why);

#endif
