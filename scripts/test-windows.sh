#!/bin/sh
# The Windows checks, under Wine (docs/windows.md).
#
#   sh scripts/test-windows.sh core   the rules core's, the data readers'
#                                     and the network's tests, cross-compiled
#                                     with MinGW-w64, run under Wine
#   sh scripts/test-windows.sh        those, then the installer that
#                                     scripts/build-windows.sh makes, tried as
#                                     a player would (the `windows` suite),
#                                     the Windows game joining a Linux
#                                     spacecats-server (tests/windows/net-play.sh)
#                                     a Linux game joining the Windows
#                                     game's hosted game (tests/windows/net-host.sh)
#                                     and a whole game between them by clicks
#                                     (tests/windows/net-game.sh)
#
# Everything is built in $SPACECATS_WINDOWS_DIR (default build-windows/,
# ignored by git) and kept there, so a second run takes a minute.
set -eu
cd "$(dirname "$0")/.."
ROOT=$(pwd)
WORK=${SPACECATS_WINDOWS_DIR:-$ROOT/build-windows}
what=${1:-all}

sh scripts/install-deps.sh windows
sh scripts/windows-libs.sh test

# The tests alone: no game (-Ddesktop=disabled), so none of its libraries.
B="$WORK/build-tests"
if [ -d "$B" ]; then
    # The libraries may have been built again: meson keeps what it found.
    meson configure --clearcache "$B"
    meson setup --reconfigure "$B" -Dwerror=true -Ddesktop=disabled >/dev/null
else
    meson setup "$B" --cross-file windows/mingw64.ini --cross-file "$WORK/prefix.ini" \
        -Dwerror=true -Ddesktop=disabled >/dev/null
fi
nice ninja -C "$B"
meson test -C "$B" --print-errorlogs --num-processes 2
if [ "$what" = core ]; then
    exit 0
fi

# The installer and the zip, and the Linux build of the same game to
# compare pictures and records with.
start=$(date +%s)
sh scripts/build-windows.sh
N="$WORK/build-native"
if [ ! -d "$N" ]; then
    meson setup "$N" -Dtests=true >/dev/null
fi
# With its tests configured, for the two-window driver's tools (click-plan,
# xwin); only the targets named are built.
meson configure "$N" -Dtests=true
# (The French catalog too: the build folder's is the one it finds.)
nice ninja -C "$N" src/spacecats src/spacecats-server tools/imgcmp/spacecats-imgcmp \
    po/fr/LC_MESSAGES/spacecats.mo tests/window/click-plan tests/window/xwin
VERSION=$(meson introspect --projectinfo "$N" | python3 -c 'import json,sys; print(json.load(sys.stdin)["version"])')
status=0
OWN_XVFB_SCREEN=1920x1080x24 sh tests/window/own-xvfb.sh sh tests/windows/player.sh \
    "$WORK/SpaceCats-Setup-$VERSION.exe" "$WORK/SpaceCats-$VERSION-portable.zip" \
    "$N/src/spacecats" "$WORK" || status=$?
echo "the player's checks took $(($(date +%s) - start)) s (with the builds)"
# Network play, where the build has it (ENet built: scripts/windows-libs.sh).
if [ -f "$WORK/prefix/lib/pkgconfig/libenet.pc" ]; then
    sh tests/windows/net-play.sh "$WORK/stage/spacecats.exe" "$N" "$WORK" || status=$?
    sh tests/windows/net-host.sh "$WORK/stage/spacecats.exe" "$N" "$WORK" || status=$?
    sh tests/windows/net-game.sh "$WORK/stage/spacecats.exe" "$N" "$WORK" || status=$?
else
    echo "network play not tried: this Windows build has none (ENet not built)"
fi
exit $status
