#!/bin/sh
# Over the file size limit (ulimit -f) the game is not killed by SIGXFSZ:
# every write that does not fit fails and says so (the saves, the
# screenshot), no temporary file is left, and the game plays to its end.
# Usage: file-size-limit.sh SPACECATS
set -u
game=$1
tmp=$(mktemp -d "${TMPDIR:-/tmp}/spacecats-fsize.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT INT TERM
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy SPACECATS_PREFDIR="$tmp/pref" LC_ALL=C
mkdir "$tmp/pref"

fail() {
    echo "FAIL: $*" >&2
    exit 1
}

# 1 KB (ulimit counts in 1024-byte blocks): less than a save or a picture.
(
    ulimit -f 1
    exec "$game" --autoplay --players 2 --seed 3 --screenshot "$tmp/end.png"
) >"$tmp/out" 2>"$tmp/err"
got=$?
cat "$tmp/err"
[ "$got" -lt 128 ] || fail "killed by signal $((got - 128))"
# The screenshot could not be written: exit status 1, as for any failed picture.
[ "$got" -eq 1 ] || fail "exit status $got, expected 1 (the screenshot failed)"
grep -q "last-game.screc: write failed: File too large" "$tmp/err" ||
    fail "the failed save is not reported"
grep -q "screenshot: $tmp/end.png: write failed: File too large" "$tmp/err" ||
    fail "the failed screenshot is not reported"
[ ! -e "$tmp/end.png" ] || fail "a cut-short picture was left: $(wc -c <"$tmp/end.png") bytes"
left=$(find "$tmp" -name '*.tmp-*')
[ -z "$left" ] || fail "temporary files left: $left"
exit 0
