#!/bin/sh
# The Windows checks, under Wine (docs/windows.md).
#
#   sh scripts/test-windows.sh core   the rules core's and the data readers'
#                                     tests, cross-compiled with MinGW-w64,
#                                     run under Wine (scripts/test.sh runs it)
#   sh scripts/test-windows.sh        those, then the installer that
#                                     scripts/build-windows.sh makes, tried as
#                                     a player would (the `windows` suite)
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
