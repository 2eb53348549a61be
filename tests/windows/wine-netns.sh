#!/bin/sh
# Shows where Wine makes a Windows program's sockets (docs/network.md, "On
# Windows"): in its wineserver's network namespace, not the program's. A
# program listening on UDP (tests/windows/udp-listen.c) is run in a network
# namespace of its own (the loopback alone), twice:
#
#   1. its wineserver started in that namespace too: a datagram sent to
#      127.0.0.1 there reaches it;
#   2. its wineserver already running outside (the same Wine prefix): the
#      port is open outside, not in the program's namespace, and a
#      datagram sent there reaches nothing.
#
#   sh tests/windows/wine-netns.sh [WORK-FOLDER]
#
# Prints what each case showed; exit status 0 when Wine behaves as
# docs/network.md says, 1 otherwise. Needs root (unshare -n), MinGW-w64,
# Wine and python3 (to send the datagrams). Not run by test-windows.sh:
# it shows Wine's behaviour, not the game's.
set -u
HERE=$(cd "$(dirname "$0")" && pwd)
WORK=${1:-$(mktemp -d)}
mkdir -p "$WORK"
WORK=$(cd "$WORK" && pwd)
export WINEPREFIX="$WORK/wine-netns-prefix" WINEDEBUG=-all
export WINEDLLOVERRIDES="mscoree,mshtml=;winemenubuilder.exe=d"
PORT=7399
x86_64-w64-mingw32-gcc -O2 -o "$WORK/udp-listen.exe" "$HERE/udp-listen.c" -lws2_32 || exit 1
wine wineboot --init >/dev/null 2>&1
wineserver -w
# A datagram to 127.0.0.1:PORT, sent in the namespace this runs in.
send() { python3 -c 'import socket,sys; socket.socket(socket.AF_INET, socket.SOCK_DGRAM).sendto(sys.argv[1].encode(), ("127.0.0.1", int(sys.argv[2])))' "$1" "$PORT"; }
status=0

echo "1. the program and its wineserver in a namespace of their own:"
# shellcheck disable=SC2016
unshare -n sh -c '
    ip link set lo up
    wine "$1/udp-listen.exe" "$2" >"$1/case1.txt" 2>/dev/null &
    sleep 5
    if ss -uan | grep -q ":$2 "; then echo "   port $2 open in its namespace"; fi
    python3 -c "import socket; socket.socket(socket.AF_INET, socket.SOCK_DGRAM).sendto(b\"inside\", (\"127.0.0.1\", $2))"
    sleep 1
    wineserver -k; wineserver -w' - "$WORK" "$PORT"
sed 's/^/   the program: /' "$WORK/case1.txt"
grep -q '^got "inside"' "$WORK/case1.txt" || status=1

echo "2. the program in a namespace of its own, its wineserver running outside:"
wineserver -p 30
sleep 1
# shellcheck disable=SC2016
unshare -n sh -c '
    ip link set lo up
    wine "$1/udp-listen.exe" "$2" >"$1/case2.txt" 2>/dev/null &
    sleep 5
    if ss -uan | grep -q ":$2 "; then echo "   port $2 open in its namespace"; else
        echo "   port $2 not open in its namespace"; fi
    python3 -c "import socket; socket.socket(socket.AF_INET, socket.SOCK_DGRAM).sendto(b\"inside\", (\"127.0.0.1\", $2))"
    sleep 1' - "$WORK" "$PORT"
if ss -uan | grep -q ":$PORT "; then echo "   port $PORT open outside, held by: $(ss -uanp | grep ":$PORT " | sed 's/.*users://')"; else status=1; fi
send outside
sleep 1
wineserver -k
wineserver -w
sed 's/^/   the program: /' "$WORK/case2.txt"
grep -q '^got "outside"' "$WORK/case2.txt" || status=1
[ $status -eq 0 ] && echo "as docs/network.md says: Wine's sockets are in its wineserver's namespace"
exit $status
