#!/bin/sh
# Draws one picture of tests/reference/shots.txt at full size:
#   shoot.sh SPACECATS NAME OUT.png [MORE OPTIONS OF SPACECATS]
# in the conditions that make it the same on every run and machine of the
# project's kind: the software renderer, a fixed window size, SDL's dummy
# video and audio drivers, and a fresh per-user folder (no settings, no
# saves, the first-game tips as a new player sees them). The options run
# from the source tree's top, so a save is named from there
# (tests/reference/landing.screc). A line whose options begin with
# review-shot draws the review of a finished game with tools/review-shot
# (built beside SPACECATS): "review-shot LANG SAVE WORLDS", its chances
# estimated over WORLDS simulated worlds (the game's 400 take seconds). A
# line "net-shot LANG MODE SAVE" draws a network game's play screen with
# tools/net-shot (a host's, a friend's, a lost connection's: MODE host, join
# or lost), SAVE a hosted game's save, the connections on the loopback.
set -eu
abs() { case $1 in /*) echo "$1" ;; *) echo "$PWD/$1" ;; esac; }
exe=$(abs "$1") name=$2 out=$(abs "$3")
shift 3
here=$(cd "$(dirname "$0")" && pwd)
list="$here/shots.txt"
args=$(awk -v n="$name" '$1 == n { $1 = ""; print; found = 1 } END { exit !found }' "$list") || {
    echo "shoot.sh: $list has no picture named $name" >&2
    exit 2
}
pref=$(mktemp -d)
trap 'rm -rf "$pref"' EXIT
rm -f "$out"
cd "$here/../.."
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy SPACECATS_PREFDIR="$pref"
# shellcheck disable=SC2086 # the options are words
set -- $args "$@"
if [ "$1" = review-shot ]; then
    # review-shot DATADIR LANG SAVE GRAPH.png BOARD.png WxH WORLDS: the
    # graph is the picture.
    "$(dirname "$exe")/../tools/review-shot/review-shot" data "$2" "$3" "$out" "$pref/board.png" \
        1280x720 "$4" >/dev/null 2>"$pref/err" || status=$?
elif [ "$1" = net-shot ]; then
    # net-shot DATADIR LANG MODE SAVE OUT.png WxH (the friend's window keeps
    # its joined.txt in the fresh per-user folder).
    "$(dirname "$exe")/../tools/net-shot/net-shot" data "$2" "$3" "$4" "$out" 1280x720 \
        >/dev/null 2>"$pref/err" || status=$?
else
    "$exe" --software --size 1280x720 "$@" --screenshot "$out" >/dev/null 2>"$pref/err" || status=$?
fi
if [ "${status:-0}" -ne 0 ]; then
    cat "$pref/err" >&2
    echo "shoot.sh: failed drawing $name" >&2
    exit 1
fi
