#!/bin/sh
# The version has one home, meson.build's project(); the places that must
# repeat it say the same: debian/changelog (its newest entry, less any
# Debian revision), the metainfo's newest release and the manual pages.
# Usage: version-sync.sh SOURCE_ROOT VERSION
set -eu
src=$1
version=$2
fail=0
differs() { echo "version-sync: $1 says '$2', meson.build says '$version'" >&2; fail=1; }

changelog=$(sed -n '1s/^spacecats (\([^)]*\)).*/\1/p' "$src/debian/changelog")
upstream=$(printf '%s' "$changelog" | sed 's/^[0-9]*://; s/-[^-]*$//')
[ "$upstream" = "$version" ] || differs "debian/changelog" "$changelog"

metainfo="$src/data/desktop/io.github.spacecats.SpaceCats.metainfo.xml.in"
release=$(sed -n 's/.*<release version="\([^"]*\)".*/\1/p' "$metainfo" | head -n 1)
[ "$release" = "$version" ] || differs "the metainfo's newest release" "$release"

for page in "$src"/docs/*.6; do
    th=$(sed -n 's/^\.TH .*"Space Cats \([^"]*\)".*/\1/p' "$page")
    [ "$th" = "$version" ] || differs "$page" "$th"
done
exit $fail
