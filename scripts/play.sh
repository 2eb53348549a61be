#!/bin/sh
# Sets everything up (packages, build) and runs Space Cats: the desktop game.
# Arguments go to the game (see --help). Where no display is available, use
# SDL_VIDEODRIVER=dummy with --autoplay --screenshot PATH.
set -eu
cd "$(dirname "$0")/.."
sh scripts/install-deps.sh
[ -d build ] || meson setup build
ninja -C build
exec ./build/src/spacecats "$@"
