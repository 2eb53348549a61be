/* Fuzzes the network messages' decoder (src/net/msg.c) with any bytes, as
 * sent by a client and by a host: it decodes or gives a reason; what it
 * decodes is of the sender's side, within the limits, and encodes back to
 * the very same bytes (the decoder accepts one spelling of each message),
 * but a hello of another protocol, which may say more. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "spacecats/net_msg.h"

static void one_side(const uint8_t *data, size_t size, sc_net_dir from)
{
    sc_net_msg m;
    char why[160];
    if (!sc_net_msg_decode(data, size, from, &m, why, sizeof why)) {
        fuzz_check(why[0] != '\0', "a refused message has a reason", "");
        fuzz_check(strchr(why, '\n') == NULL, "a reason is one line", why);
        return;
    }
    fuzz_check(m.kind < SC_NET_KIND_COUNT && sc_net_kind_dir((sc_net_kind)m.kind) == from,
               "a message of the sender's side", sc_net_kind_name((sc_net_kind)m.kind));
    fuzz_check(size <= (from == SC_NET_FROM_CLIENT ? SC_NET_MAX_CLIENT_MSG : SC_NET_MAX_HOST_MSG),
               "within the size limit", "");
    fuzz_check(strlen(m.text) <= SC_NET_MAX_TEXT && strlen(m.word) <= SC_NET_MAX_WORD,
               "fields within their limits", m.text);
    if (m.payload != NULL) {
        fuzz_check(m.payload >= (const char *)data &&
                       m.payload + m.payload_len == (const char *)data + size,
                   "the record is the rest of the message", "");
    }
    if (m.kind == SC_NET_HELLO && m.protocol != SC_NET_PROTOCOL) {
        return;
    }
    char *buf = malloc(size + 1);
    fuzz_check(buf != NULL, "malloc", "");
    size_t n = sc_net_msg_encode(&m, buf, size + 1);
    fuzz_check(n == size && memcmp(buf, data, size) == 0, "encodes back to the same bytes",
               sc_net_kind_name((sc_net_kind)m.kind));
    free(buf);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    one_side(data, size, SC_NET_FROM_CLIENT);
    one_side(data, size, SC_NET_FROM_HOST);
    return 0;
}
