#!/bin/sh
# Finding a game by a real broadcast, as between two machines of a home
# network: two network namespaces made for the test, joined by a veth
# pair (10.77.0.1 and .2). In the first a spacecats-server with two
# tables; from the second, a probe to 255.255.255.255 finds both tables
# at the first's address with the server's port. A probe to the
# loopback of the second finds nothing (the server is not there).
# Root only (network namespaces); skipped (77) when they cannot be made.
# usage: lan-broadcast.sh SPACECATS-SERVER LAN-FIND
set -u
server=$1 find=$2
if [ "$(id -u)" != 0 ] || ! command -v ip >/dev/null 2>&1; then
    echo "lan-broadcast: needs root and ip(8) to make network namespaces: skipped"
    exit 77
fi
a=sc-lan-a-$$ b=sc-lan-b-$$ va=sclana$$ vb=sclanb$$
tmp=$(mktemp -d)
pid=
cleanup() {
    [ -n "$pid" ] && kill "$pid" 2>/dev/null && wait "$pid" 2>/dev/null
    ip netns del "$a" 2>/dev/null
    ip netns del "$b" 2>/dev/null
    rm -rf "$tmp"
}
trap cleanup EXIT
if ! ip netns add "$a" 2>/dev/null || ! ip netns add "$b" 2>/dev/null ||
    ! ip link add "$va" type veth peer name "$vb" 2>/dev/null; then
    echo "lan-broadcast: network namespaces or veth pairs cannot be made here: skipped"
    exit 77
fi
ip link set "$va" netns "$a" && ip link set "$vb" netns "$b" &&
    ip -n "$a" addr add 10.77.0.1/24 dev "$va" && ip -n "$b" addr add 10.77.0.2/24 dev "$vb" &&
    for ns in "$a:$va" "$b:$vb"; do
        ip -n "${ns%%:*}" link set lo up && ip -n "${ns%%:*}" link set "${ns#*:}" up &&
            ip -n "${ns%%:*}" route add default dev "${ns#*:}" || exit 1
    done || { echo "lan-broadcast: the namespaces' network could not be set up"; exit 1; }

ip netns exec "$a" "$server" --port 7250 --tables 2 --seats open,open --variants exploration \
    >"$tmp/server" 2>&1 &
pid=$!
tries=0
until grep -q '^answering' "$tmp/server" || [ $tries -gt 200 ]; do
    tries=$((tries + 1))
    sleep 0.05
done
grep -q '^answering .* on 0\.0\.0\.0:7247$' "$tmp/server" ||
    { echo "lan-broadcast: the server does not answer on 7247: $(cat "$tmp/server")"; exit 1; }

fail=0
found=$(ip netns exec "$b" "$find" broadcast 7247 1500) || fail=1
for table in 0 1; do
    echo "$found" | grep -qx "10\.77\.0\.1 7250 $table 2 2 2 " ||
        { echo "lan-broadcast: table $table not found by the broadcast; found:"; echo "$found"; fail=1; }
done
alone=$(ip netns exec "$b" "$find" 127.0.0.1 7247 300) || fail=1
[ -z "$alone" ] || { echo "lan-broadcast: found where nothing is: $alone"; fail=1; }
[ $fail = 0 ] && echo "lan-broadcast: both tables found at 10.77.0.1:7250 by a broadcast"
exit $fail
