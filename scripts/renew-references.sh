#!/bin/sh
# Renews the reference pictures of the reference tests (tests/reference/),
# after a change to what the game draws that is meant:
#   scripts/renew-references.sh [BUILD] [NAME...]
# BUILD is a configured build folder (default build/); without names, every
# picture of tests/reference/shots.txt is drawn again. Each is drawn at
# 1280x720 exactly as the test draws it and kept at half that size. Look at
# the pictures that changed (git status) before committing them.
set -eu
if [ $# -gt 0 ]; then
    build=$(cd "$1" && pwd) || exit 1
    shift
fi
cd "$(dirname "$0")/.."
build=${build:-build}
exe="$build/src/spacecats"
imgcmp="$build/tools/imgcmp/spacecats-imgcmp"
dir=tests/reference
ninja -C "$build" src/spacecats tools/imgcmp/spacecats-imgcmp tools/review-shot/review-shot \
    tools/net-shot/net-shot >/dev/null
if [ $# -eq 0 ]; then
    set -- $(awk '!/^#/ && NF { print $1 }' "$dir/shots.txt")
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
changed=0
for name in "$@"; do
    "$dir/shoot.sh" "$exe" "$name" "$tmp/$name.png"
    "$imgcmp" --reduce 2 "$tmp/$name.png" "$tmp/$name-small.png"
    if cmp -s "$tmp/$name-small.png" "$dir/$name.png"; then
        echo "$name: unchanged"
    else
        mv "$tmp/$name-small.png" "$dir/$name.png"
        echo "$name: renewed ($dir/$name.png)"
        changed=$((changed + 1))
    fi
done
echo "$changed of $# reference pictures renewed"
for f in "$dir"/*.png; do
    [ -e "$f" ] || continue
    n=$(basename "$f" .png)
    awk -v n="$n" '$1 == n { found = 1 } END { exit !found }' "$dir/shots.txt" ||
        echo "warning: $f has no line in $dir/shots.txt (no test uses it)" >&2
done
