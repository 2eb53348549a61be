#!/bin/sh
# The game's window survives what players and window managers do to it:
# xpoke resizes it to 1x1, 64x48, slivers and 4000x3000, minimises and
# restores it, takes the focus away, moves it off screen, then closes it.
# The game must still be running after all that and exit 0 on the close.
# Runs under its own Xvfb server (own-xvfb.sh); skipped (77) without Xvfb.
# usage: window-events.sh SPACECATS XPOKE SCREEN
set -u
game=$1 xpoke=$2 screen=$3
exec sh "$(dirname "$0")/own-xvfb.sh" sh -c '
    "$1" --screen "$3" --size 800x450 &
    pid=$!
    "$2" "Space Cats" || { kill $pid; exit 1; }
    # Up to 30 s: under the sanitizers on a loaded machine a close takes
    # seconds (the autosave, the thinking thread joined).
    for i in $(seq 300); do
        kill -0 $pid 2>/dev/null || break
        sleep 0.1
    done
    if kill -0 $pid 2>/dev/null; then
        echo "the game did not close"; kill $pid; exit 1
    fi
    wait $pid
    code=$?
    echo "game exit status: $code"
    test $code -eq 0
' window-events "$game" "$xpoke" "$screen"
