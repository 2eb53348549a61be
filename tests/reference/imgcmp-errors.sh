#!/bin/sh
# spacecats-imgcmp's bad input: each exits 2 with a message naming the file
# or the argument, never a verdict.
#   imgcmp-errors.sh IMGCMP
set -u
imgcmp=$1
here=$(dirname "$0")
ref="$here/title-en.png"
d=$(mktemp -d)
trap 'rm -rf "$d"' EXIT
fail() {
    echo "imgcmp-errors.sh: $*" >&2
    exit 1
}
# expect MESSAGE ARGS...: exit status 2 and MESSAGE in what it said.
expect() {
    want=$1
    shift
    "$imgcmp" "$@" >"$d/out" 2>"$d/err"
    status=$?
    [ "$status" -eq 2 ] || fail "'$*' exited $status, expected 2"
    grep -qF -- "$want" "$d/err" || fail "'$*' did not say '$want': $(cat "$d/err")"
}
"$imgcmp" --reduce 2 "$ref" "$d/quarter.png" || fail "--reduce 2 failed"
expect "$d/quarter.png is 320x180, its reference $ref is 640x360" "$ref" "$d/quarter.png"
expect "$d/none.png: cannot read the picture" "$ref" "$d/none.png"
echo "not a picture" >"$d/text.png"
expect "$d/text.png: cannot read the picture" "$d/text.png" "$ref"
expect "is not a multiple of 3" --reduce 3 "$ref" "$d/x.png"
expect "--reduce needs a whole factor" --reduce 0 "$ref" "$d/x.png"
expect "bad option: --limit 101" --limit 101 "$ref" "$ref"
expect "bad option: --threshold 1.5" --threshold 1.5 "$ref" "$ref"
expect "usage:" "$ref"
expect "bad option: --area 1,2,3" --area 1,2,3 "$ref" "$ref"
expect "--area 600,0,100,10 is not inside $ref (640x360)" --area 600,0,100,10 "$ref" "$ref"
# And a picture matches itself (exit 0), a different one does not (exit 1).
"$imgcmp" "$ref" "$ref" >/dev/null || fail "a picture does not match itself"
"$imgcmp" "$ref" "$here/setup-en.png" >/dev/null
[ $? -eq 1 ] || fail "the title matches the setup screen"
# Only the area asked for is compared: the setup screen's left edge (sky)
# is the same in English and French, its Back button is not.
en="$here/setup-en.png" fr="$here/setup-fr.png"
"$imgcmp" --area 0,0,80,360 "$en" "$fr" >/dev/null ||
    fail "the setup screen's left edge differs between English and French"
"$imgcmp" --area 100,310,130,30 "$en" "$fr" >/dev/null
[ $? -eq 1 ] || fail "the setup screen's Back button is the same in English and French"
