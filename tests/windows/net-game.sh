#!/bin/sh
# A whole game over the network by clicks between the Windows game hosting
# under Wine, in English, and the Linux game joining it, in French (issue
# 25): tests/window/two-windows.sh with its host the Windows game, in a
# network namespace of its own with the loopback alone (the friend types
# 127.0.0.1) and a Wine prefix made in it (Wine's sockets are in its
# wineserver's namespace: docs/network.md).
#
#   net-game.sh SPACECATS.exe NATIVE-BUILD-DIR WORK-FOLDER [OUTDIR [SEED]]
#
# NATIVE-BUILD-DIR is a Linux build with its tests (-Dtests=true): the game,
# tests/window/xwin and tests/window/click-plan. Passes as two-windows.sh
# does: the game over in both windows, the friend's record the host's.
set -u
if [ "${NET_GAME_INSIDE:-}" != 1 ]; then
    exec unshare -n env NET_GAME_INSIDE=1 sh -c 'ip link set lo up && exec sh "$0" "$@"' \
        "$0" "$@"
fi
EXE=$1 NATIVE=$2 WORK=$3
HERE=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$WORK/net-game"
export WINEPREFIX="$WORK/net-game/wine" WINEDEBUG=-all
export WINEDLLOVERRIDES="mscoree,mshtml=;winemenubuilder.exe=d"
rm -rf "$WINEPREFIX"
wine wineboot --init >/dev/null 2>&1
wineserver -w
status=0
TWO_WINDOWS_HOST_EXE=$EXE sh "$HERE/../window/two-windows.sh" "$NATIVE/src/spacecats" \
    "$NATIVE/tests/window/xwin" "$NATIVE/tests/window/click-plan" "$HERE/../../data" \
    "${4:-}" "${5:-1}" || status=$?
wineserver -k 2>/dev/null
wineserver -w 2>/dev/null
exit $status
