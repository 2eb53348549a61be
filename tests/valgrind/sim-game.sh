#!/bin/sh
# One headless game under valgrind: spacecats-sim plays it (four seats: the
# kitten, cadet and captain levels and a random player), writes its record,
# and replays the record. Any memory error or leak (of any kind) fails.
# usage: sim-game.sh VALGRIND SPACECATS_SIM VARIANTS SCRATCH_DIR
set -eu
valgrind=$1 sim=$2 variants=$3 dir=$4
rm -rf "$dir"
mkdir -p "$dir"
vg() {
    "$valgrind" -q --error-exitcode=1 --leak-check=full --show-leak-kinds=all \
        --errors-for-leak-kinds=all "$@"
}
vg "$sim" play --games 1 --seed 7 --seats kitten,cadet,captain,random \
    --variants "$variants" --record "$dir" --quiet
vg "$sim" replay "$dir/game-000001.rec"
rm -rf "$dir"
