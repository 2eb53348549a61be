/* The join code (include/spacecats/net_code.h). The check character makes
 * the sum over the code of each symbol times a weight zero in GF(32): the
 * weights (powers of a generator, all distinct and non-zero) make a changed
 * symbol change the sum, and two swapped symbols too, since their weights
 * differ; a sum modulo 32 cannot catch both. */
#include "spacecats/net_code.h"

#include <stdio.h>
#include <string.h>

static const char alphabet[] = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

enum {
    SHORT_DATA = 7, /* 35 bits: the address, 3 bits zero */
    LONG_DATA = 10, /* 50 bits: the address then the port, 2 bits zero */
    MAX_SYMBOLS = LONG_DATA + 1,
};

/* Multiplication in GF(32), modulo x^5 + x^2 + 1 (primitive: x generates). */
static unsigned gf_mul(unsigned a, unsigned b)
{
    unsigned r = 0;
    while (b != 0) {
        if (b & 1u) {
            r ^= a;
        }
        b >>= 1;
        a <<= 1;
        if (a & 32u) {
            a ^= 0x25u;
        }
    }
    return r;
}

/* The sum of symbols 0..n-1, symbol i weighted by x^(n-i): the check
 * (weight x^0 = 1) is the sum of the others. */
static unsigned check_of(const unsigned *sym, int n)
{
    unsigned sum = 0;
    unsigned w = 2; /* x^1 for the last data symbol */
    for (int i = n - 1; i >= 0; i--) {
        sum ^= gf_mul(sym[i], w);
        w = gf_mul(w, 2);
    }
    return sum;
}

static int symbol_of(char c)
{
    if (c >= 'a' && c <= 'z') {
        c = (char)(c - 'a' + 'A');
    }
    if (c == 'O') {
        return 0;
    }
    if (c == 'I' || c == 'L') {
        return 1;
    }
    const char *p = c != '\0' ? strchr(alphabet, c) : NULL;
    return p != NULL ? (int)(p - alphabet) : -1;
}

bool sc_net_code_parse_ipv4(const char *s, uint32_t *out)
{
    uint32_t a = 0;
    for (int part = 0; part < 4; part++) {
        if (part > 0 && *s++ != '.') {
            return false;
        }
        unsigned v = 0;
        int digits = 0;
        while (*s >= '0' && *s <= '9' && digits < 4) {
            v = v * 10 + (unsigned)(*s++ - '0');
            digits++;
        }
        if (digits == 0 || digits > 3 || v > 255) {
            return false;
        }
        a = (a << 8) | v;
    }
    *out = a;
    return *s == '\0';
}

bool sc_net_code_encode(const char *address, uint16_t port, char *out, size_t out_len, char *why,
                        size_t why_len)
{
    uint32_t a;
    if (address == NULL || !sc_net_code_parse_ipv4(address, &a)) {
        snprintf(why, why_len, "'%s' is not an IPv4 address", address != NULL ? address : "");
        return false;
    }
    if (a == 0 || a == 0xffffffffu) {
        snprintf(why, why_len, "%s cannot be dialled", address);
        return false;
    }
    if (port == 0) {
        snprintf(why, why_len, "port 0 cannot be dialled");
        return false;
    }
    unsigned sym[MAX_SYMBOLS];
    int n = port == SC_NET_PORT ? SHORT_DATA : LONG_DATA;
    uint64_t bits = port == SC_NET_PORT ? a : ((uint64_t)a << 16) | port;
    for (int i = n - 1; i >= 0; i--) {
        sym[i] = (unsigned)(bits & 31u);
        bits >>= 5;
    }
    sym[n] = check_of(sym, n);
    char text[SC_NET_CODE_SIZE];
    size_t len = 0;
    for (int i = 0; i <= n; i++) {
        if (i > 0 && i % 4 == 0) {
            text[len++] = '-';
        }
        text[len++] = alphabet[sym[i]];
    }
    text[len] = '\0';
    if (len + 1 > out_len) {
        snprintf(why, why_len, "no room for the code");
        return false;
    }
    memcpy(out, text, len + 1);
    return true;
}

static bool refuse(sc_net_code_why *why, sc_net_code_fault fault, size_t at, unsigned count)
{
    why->fault = fault;
    why->at = at;
    why->count = count;
    return false;
}

bool sc_net_code_decode(const char *code, char *address, uint16_t *port, sc_net_code_why *why)
{
    unsigned sym[MAX_SYMBOLS];
    unsigned n = 0;
    for (const char *p = code; *p != '\0'; p++) {
        if (*p == ' ' || *p == '-') {
            continue;
        }
        int s = symbol_of(*p);
        if (s < 0) {
            return refuse(why, SC_NET_CODE_CHAR, (size_t)(p - code), 0);
        }
        if (n < MAX_SYMBOLS) {
            sym[n] = (unsigned)s;
        }
        n++;
    }
    if (n != SHORT_DATA + 1 && n != LONG_DATA + 1) {
        return refuse(why, SC_NET_CODE_LENGTH, 0, n);
    }
    int data = (int)n - 1;
    if (check_of(sym, data) != sym[data]) {
        return refuse(why, SC_NET_CODE_MISTYPED, 0, 0);
    }
    uint64_t bits = 0;
    for (int i = 0; i < data; i++) {
        bits = (bits << 5) | sym[i];
    }
    bool is_short = data == SHORT_DATA;
    if (bits >> (is_short ? 32 : 48) != 0) {
        return refuse(why, SC_NET_CODE_MISTYPED, 0, 0);
    }
    uint32_t a = is_short ? (uint32_t)bits : (uint32_t)(bits >> 16);
    uint16_t p = is_short ? (uint16_t)SC_NET_PORT : (uint16_t)(bits & 0xffffu);
    if (a == 0 || a == 0xffffffffu || p == 0) {
        return refuse(why, SC_NET_CODE_MISTYPED, 0, 0);
    }
    snprintf(address, SC_NET_ADDRESS_SIZE, "%u.%u.%u.%u", (unsigned)(a >> 24),
             (unsigned)(a >> 16 & 255u), (unsigned)(a >> 8 & 255u), (unsigned)(a & 255u));
    *port = p;
    *why = (sc_net_code_why){SC_NET_CODE_OK, 0, 0};
    return true;
}
