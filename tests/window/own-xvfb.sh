#!/bin/sh
# Runs a command on an X server of its own: a new Xvfb that picks a free
# display itself (-displayfd), so tests started at the same time (meson's
# parallel tests, or two builds' suites on one machine) never share one.
# `xvfb-run -a` picks its display by looking for a lock first and can give
# two runs the same display: a test then finds the other's window.
# usage: own-xvfb.sh COMMAND [ARGS...]   (the screen is 1280x720x24, or
# OWN_XVFB_SCREEN's)
# Exits 77 (skipped) without Xvfb.
set -u
command -v Xvfb >/dev/null 2>&1 || exit 77
dir=$(mktemp -d)
Xvfb -displayfd 3 -screen 0 "${OWN_XVFB_SCREEN:-1280x720x24}" -nolisten tcp 3>"$dir/display" 2>"$dir/xvfb.log" &
xvfb=$!
# The server writes its display number once it accepts connections.
for i in $(seq 300); do
    [ -s "$dir/display" ] && break
    kill -0 $xvfb 2>/dev/null || break
    sleep 0.05
done
if ! [ -s "$dir/display" ]; then
    echo "own-xvfb.sh: Xvfb did not start:" >&2
    cat "$dir/xvfb.log" >&2
    kill $xvfb 2>/dev/null
    rm -rf "$dir"
    exit 1
fi
DISPLAY=:$(cat "$dir/display")
export DISPLAY
"$@"
status=$?
kill $xvfb 2>/dev/null
wait $xvfb 2>/dev/null
rm -rf "$dir"
exit $status
