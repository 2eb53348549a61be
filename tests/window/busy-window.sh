#!/bin/sh
# A second Space Cats started on the per-user folder of a running one,
# under a real X server: it says so in a window of its own, titled "Space
# Cats is already open" and lying whole on the screen (not a message box
# cut at both ends), writes nothing into the folder, and exits with status
# 1 as soon as that window is closed; the first game runs on. (Its words
# fitting the window are test_readable's; closing by itself when nobody
# answers, test_screens'.) Runs under its own Xvfb server; skipped (77)
# without Xvfb (own-xvfb.sh).
# usage: busy-window.sh SPACECATS XPOKE
set -u
game=$1 xpoke=$2
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
SPACECATS_PREFDIR="$dir/pref" sh "$(dirname "$0")/own-xvfb.sh" sh -c '
    game=$1 xpoke=$2 pref=$SPACECATS_PREFDIR
    "$game" --screen title 2>/dev/null &
    first=$!
    # The first game holds the lock once it has written its number there.
    for i in $(seq 300); do
        grep -qx "$first" "$pref/spacecats.lock" 2>/dev/null && break
        sleep 0.1
    done
    grep -qx "$first" "$pref/spacecats.lock" || { echo "the first game never held its folder"; kill $first; exit 1; }
    before=$(ls -lR --full-time "$pref")
    "$game" --screen title 2>"$pref/../second.err" &
    second=$!
    "$xpoke" --close "Space Cats is already open" || { echo "no window of its own, on the screen"; kill $first $second; exit 1; }
    for i in $(seq 300); do
        kill -0 $second 2>/dev/null || break
        sleep 0.1
    done
    if kill -0 $second 2>/dev/null; then
        echo "the second game did not stop when its window closed"; kill $first $second; exit 1
    fi
    wait $second
    code=$?
    echo "second game exit status: $code"
    kill -0 $first 2>/dev/null || { echo "the first game stopped"; exit 1; }
    kill $first
    after=$(ls -lR --full-time "$pref")
    test "$before" = "$after" || { echo "the second game wrote into the folder"; exit 1; }
    grep -q "in use by another Space Cats (process $first)" "$pref/../second.err" || { echo "nothing said on stderr"; exit 1; }
    test $code -eq 1
' busy-window "$game" "$xpoke"
