#!/bin/sh
# The Windows game hosting and the Linux game joining it, as two players
# would (issue 25, docs/network.md "On Windows"): on an X server of its
# own, in a network namespace of its own that has nothing but the
# loopback, two windows side by side: Wine's in the middle of a screen
# three windows wide, where it opens (a Wine window moved without a window
# manager keeps drawing where it was: what was moved off it stays black),
# the Linux game's moved to the left.
#
#   net-host.sh SPACECATS.exe NATIVE-BUILD-DIR WORK-FOLDER
#
# The Windows game, under Wine and in English, sets up a game of three by
# clicks (New game, Fewer, the second seat open for a friend) and hosts
# it; the Linux game (NATIVE-BUILD-DIR/src/spacecats), in French, clicks
# Join a game and Join (the address 127.0.0.1, a name and a colour filled
# in as a player's last join leaves them). Checks that the friend is
# seated (her folder keeps the seat's token; the pictures show both
# waiting rooms), then that the host's Start starts the game with her in the
# second seat (the host's autosave names her and her token).
# Prints "ok: ..." or "FAIL: ..." a check, and the pictures' paths; exit
# status 1 if any check failed. Run by scripts/test-windows.sh.
set -u
if [ "${NET_HOST_INSIDE:-}" != 1 ]; then
    HERE=$(cd "$(dirname "$0")" && pwd)
    exec unshare -n env NET_HOST_INSIDE=1 OWN_XVFB_SCREEN=5760x1080x24 \
        sh -c 'ip link set lo up && exec sh "$0" "$@"' \
        "$HERE/../window/own-xvfb.sh" sh "$HERE/net-host.sh" "$@"
fi
EXE=$1 NATIVE=$2 WORK=$3
HERE=$(cd "$(dirname "$0")" && pwd)
OUT="$WORK/net-host"
rm -rf "$OUT"
mkdir -p "$OUT/home" "$OUT/shots" "$OUT/win-pref" "$OUT/linux-pref"
# A Wine prefix of its own, made in this namespace: Wine's sockets are made
# by its wineserver, in the wineserver's network namespace, so a game run
# here with a wineserver started outside (the same prefix) would listen
# outside, where no friend here reaches it (docs/network.md).
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

EN="Space Cats" FR="Chats de l'espace"
# The window whose title is $1, once it is there (Wine starts slowly).
window() {
    for _ in $(seq 1 120); do
        # (A search once hung for 13 minutes here as Wine's window came:
        # each is bounded.)
        w=$(timeout 5 xdotool search --name "^$1\$" 2>/dev/null | head -n 1)
        [ -n "$w" ] && echo "$w" && return 0
        sleep 0.5
    done
    return 1
}
# A click at a logical 1920x1080 point of the window titled $1 (its size:
# one to one; places as tests/window/click-plan says them for 1920x1080),
# then time for the screen to come.
click() {
    "$OUT/xwin" "$1" click "$2" "$3"
    sleep "${4:-2}"
}
shot() { # WINDOW-TITLE NAME
    "$OUT/xwin" "$1" shot "$OUT/shots/$2.ppm" && echo "picture: $OUT/shots/$2.ppm"
}
# until SECONDS COMMAND...: true once the command is, false after the time.
until_true() {
    n=$(($1 * 10))
    shift
    while ! "$@"; do
        n=$((n - 1))
        [ $n -gt 0 ] || return 1
        sleep 0.1
    done
}

# No first-game tip cards over the board; no animations to wait for.
for who in win linux; do
    printf 'show_tips: false\nspeed: instant\n' >"$OUT/$who-pref/settings.yaml"
done
# What the friend's join screen shows filled in, as her last join leaves it.
printf 'address 127.0.0.1\nname Zoe\ncolour 2\n' >"$OUT/linux-pref/joined.txt"

SPACECATS_PREFDIR="$(Z "$OUT/win-pref/")" wine "$EXE" --size 1920x1080 \
    >"$OUT/win-stdout.txt" 2>"$OUT/win-stderr.txt" &
W=$(window "$EN")
check "the Windows game's window opens" test -n "$W"
sleep 5
click "$EN" 760 682  # New game
click "$EN" 600 175  # Fewer: three seats
click "$EN" 975 402  # the second seat: open for a friend
click "$EN" 1410 982 5 # Host
shot "$EN" win-hosting

LANG=C.UTF-8 LANGUAGE=fr SDL_AUDIODRIVER=dummy SPACECATS_PREFDIR="$OUT/linux-pref/" \
    "$NATIVE/src/spacecats" --software --size 1920x1080 >"$OUT/linux-log.txt" 2>&1 &
linux=$!
L=$(window "$FR")
check "the Linux game's window opens" test -n "$L"
xdotool windowmove --sync "$L" 0 0 >/dev/null 2>&1
sleep 3
click "$FR" 1160 682 # Rejoindre une partie
shot "$FR" linux-join-screen
start=$(date +%s%N)
click "$FR" 1280 946 0 # Rejoindre
if until_true 20 grep -q '^token [0-9a-f]\{32\}$' "$OUT/linux-pref/joined.txt"; then
    ok "the Linux game holds a seat at the Windows game's table (its token kept" \
        "$((($(date +%s%N) - start) / 1000000)) ms after the click)"
else
    fail "the Linux game holds a seat at the Windows game's table (its token kept)"
fi
sleep 2
shot "$EN" win-waiting
shot "$FR" linux-waiting
click "$EN" 1410 982 5 # Start
check "the Windows host's game started (its autosave)" \
    until_true 20 test -s "$OUT/win-pref/autosave.screc"
# The host's game gives the friend's seat to her: her name, her token.
token=$(sed -n 's/^token //p' "$OUT/linux-pref/joined.txt")
check "the Windows host's game seats Zoe in the second seat, under the token she keeps" \
    sh -c 'grep -q "^# seat 1 remote .* name=Zoe$" "$1" && grep -q "^# person 1 $2 Zoe$" "$1"' - \
    "$OUT/win-pref/autosave.screc" "${token:-none}"
shot "$EN" win-play
shot "$FR" linux-play

kill $linux 2>/dev/null
wait $linux 2>/dev/null
wineserver -k 2>/dev/null
wineserver -w 2>/dev/null
exit $failed
