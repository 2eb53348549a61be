#!/bin/sh
# Draws one picture of tests/reference/shots.txt at full size:
#   shoot.sh SPACECATS NAME OUT.png [MORE OPTIONS OF SPACECATS]
# in the conditions that make it the same on every run and machine of the
# project's kind: the software renderer, a fixed window size, SDL's dummy
# video and audio drivers, and a fresh per-user folder (no settings, no
# saves, the first-game tips as a new player sees them).
set -eu
exe=$1 name=$2 out=$3
shift 3
list="$(dirname "$0")/shots.txt"
args=$(awk -v n="$name" '$1 == n { $1 = ""; print; found = 1 } END { exit !found }' "$list") || {
    echo "shoot.sh: $list has no picture named $name" >&2
    exit 2
}
pref=$(mktemp -d)
trap 'rm -rf "$pref"' EXIT
rm -f "$out"
# shellcheck disable=SC2086 # the options are words
SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy SPACECATS_PREFDIR="$pref" \
    "$exe" --software --size 1280x720 $args "$@" --screenshot "$out" >/dev/null 2>"$pref/err" || {
    cat "$pref/err" >&2
    echo "shoot.sh: spacecats failed drawing $name" >&2
    exit 1
}
