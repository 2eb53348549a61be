#!/bin/sh
# Network play between the Windows build and the Linux build, as players
# would (docs/windows.md): on an X server of its own, in a network
# namespace of its own that has nothing but the loopback (so the join
# screen's probes, sent to the broadcast address, reach no network):
#
#   net-play.sh SPACECATS.exe NATIVE-BUILD-DIR WORK-FOLDER
#
# the Windows game, under Wine, joins a Linux spacecats-server on 127.0.0.1
# from its join screen by clicks (the address, name and colour filled in
# as a player's last join leaves them), is seated at the table, whose game
# the server then starts: the game shows the play screen.
# Prints "ok: ..." or "FAIL: ..." a check, and the pictures' paths; exit
# status 1 if any check failed. Run by scripts/test-windows.sh.
set -u
if [ "${NET_PLAY_INSIDE:-}" != 1 ]; then
    HERE=$(cd "$(dirname "$0")" && pwd)
    # A network of its own (root's, as the machine's other namespace tests),
    # and an X server in it.
    exec unshare -n env NET_PLAY_INSIDE=1 OWN_XVFB_SCREEN=1920x1080x24 \
        sh -c 'ip link set lo up && exec sh "$0" "$@"' \
        "$HERE/../window/own-xvfb.sh" sh "$HERE/net-play.sh" "$@"
fi
EXE=$1 NATIVE=$2 WORK=$3
HERE=$(cd "$(dirname "$0")" && pwd)
OUT="$WORK/net-play"
rm -rf "$OUT"
mkdir -p "$OUT/home" "$OUT/shots" "$OUT/win-pref" "$OUT/linux-pref"
export WINEPREFIX="$OUT/wine" WINEDEBUG=-all HOME="$OUT/home"
export WINEDLLOVERRIDES="mscoree,mshtml=;winemenubuilder.exe=d"
failed=0
ok() { echo "ok: $*"; }
fail() {
    echo "FAIL: $*"
    failed=1
}
check() { # DESCRIPTION COMMAND...: ok when the command succeeds
    what=$1
    shift
    if "$@"; then ok "$what"; else fail "$what"; fi
}
Z() { echo "Z:$1"; } # a Linux path as Windows names it (Wine's drive Z: is /)
wine wineboot --init >/dev/null 2>&1
wineserver -w
cc -O2 -o "$OUT/xwin" "$HERE/../window/xwin.c" -lX11

# The window whose title is $1, once it is there (Wine starts slowly).
window() {
    for _ in $(seq 1 120); do
        w=$(timeout 5 xdotool search --name "^$1\$" 2>/dev/null | head -n 1) # (net-host.sh)
        [ -n "$w" ] && echo "$w" && return 0
        sleep 0.5
    done
    return 1
}
# A click at a logical 1920x1080 point of window $1 (its size: one to one;
# places from data/layout/board.yaml), then time for the screen to come.
click() {
    xdotool mousemove --window "$1" "$2" "$3" click 1
    sleep "${4:-3}"
}
shot() { # WINDOW-TITLE NAME
    "$OUT/xwin" "$1" shot "$OUT/shots/$2.ppm" && echo "picture: $OUT/shots/$2.ppm"
}

"$NATIVE/src/spacecats-server" --address 127.0.0.1 --port 7250 --tables 1 \
    --seats open,captain >"$OUT/server.txt" 2>&1 &
server=$!
for _ in $(seq 1 100); do
    grep -q "listening on" "$OUT/server.txt" && break
    sleep 0.1
done
check "the Linux server listens on 127.0.0.1:7250" grep -q "listening on 127.0.0.1:7250" \
    "$OUT/server.txt"
# What the join screen shows filled in, as a player's last join leaves it.
printf 'address 127.0.0.1:7250/0\nname Zoe\ncolour 2\n' >"$OUT/win-pref/joined.txt"
SPACECATS_PREFDIR="$(Z "$OUT/win-pref/")" wine "$EXE" --size 1920x1080 \
    2>"$OUT/win-join-stderr.txt" &
W=$(window "Space Cats")
check "the Windows game's window opens" test -n "$W"
sleep 5
click "$W" 1160 682 5 # Join a game
shot "Space Cats" win-join-screen
click "$W" 1280 946 10 # Join
shot "Space Cats" win-joined
check "the Windows game holds a seat at the Linux server's table (its token kept)" \
    grep -q '^token [0-9a-f]\{32\}$' "$OUT/win-pref/joined.txt"
kill -INT $server
wait $server
check "the server started the table once the Windows player took its open seat" \
    grep -q "games started 1,.*; connections 1;" "$OUT/server.txt"
cat "$OUT/server.txt"
wineserver -k 2>/dev/null
wineserver -w 2>/dev/null

exit $failed
