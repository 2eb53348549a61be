#!/bin/sh
# The game's window class is the desktop id, so a dock matches the running
# window to the desktop entry and shows its icon. Runs the game on a virtual
# X display (Xvfb, its own: tests/window/own-xvfb.sh) and reads the class
# with xwininfo. Skipped (77) without Xvfb or xwininfo.
# Usage: wmclass.sh SPACECATS_PROGRAM APP_ID SCRATCH_DIR
set -eu
prog=$1
app_id=$2
scratch=$3
if [ "${WMCLASS_INNER:-}" != 1 ]; then
    command -v Xvfb >/dev/null 2>&1 && command -v xwininfo >/dev/null 2>&1 || {
        echo "wmclass: needs Xvfb and xwininfo (x11-utils): skipped" >&2
        exit 77
    }
    mkdir -p "$scratch"
    WMCLASS_INNER=1 exec sh "$(dirname "$0")/../window/own-xvfb.sh" sh "$0" "$@"
fi
SDL_VIDEODRIVER=x11 SDL_AUDIODRIVER=dummy SPACECATS_PREFDIR="$scratch/prefs" \
    "$prog" --software --screen title >"$scratch/wmclass.log" 2>&1 &
pid=$!
found=""
i=0
while [ $i -lt 100 ]; do
    tree=$(xwininfo -root -tree 2>/dev/null || true)
    if echo "$tree" | grep -q "(\"$app_id\" \"$app_id\")"; then
        found=yes
        break
    fi
    kill -0 $pid 2>/dev/null || break
    sleep 0.1
    i=$((i + 1))
done
# Close it: SIGTERM (SDL turns it into a quit), then SIGKILL if it lingers.
kill $pid 2>/dev/null || true
i=0
while kill -0 $pid 2>/dev/null && [ $i -lt 50 ]; do
    sleep 0.1
    i=$((i + 1))
done
kill -9 $pid 2>/dev/null || true
wait $pid 2>/dev/null || true
if [ -z "$found" ]; then
    echo "wmclass: no window of class $app_id; the windows were:" >&2
    echo "$tree" | grep '("' >&2 || true
    cat "$scratch/wmclass.log" >&2
    exit 1
fi
