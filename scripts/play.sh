#!/bin/sh
# Sets everything up (packages, build) and runs Space Cats.
# Until the desktop game lands this runs the headless simulator: a match of
# the computer policies, printing the summary. Extra arguments go to it.
set -eu
cd "$(dirname "$0")/.."
sh scripts/install-deps.sh
[ -d build ] || meson setup build
ninja -C build
if [ "$#" -eq 0 ]; then
    set -- play --games 1000 --seed 1 --seats simple,simple,random,random --variants all
fi
exec ./build/src/spacecats-sim "$@"
