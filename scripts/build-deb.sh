#!/bin/sh
# Builds the Debian package spacecats_VERSION_ARCH.deb from a clean copy of
# the source (the files git tracks, as they are in the working tree; the
# whole folder, less build*/, where there is no git), installing the
# packaging tools and the build dependencies first when any is missing,
# then runs lintian on the result: any error or warning fails.
# Offline once the packages are installed: nothing is downloaded by the build.
# Usage: scripts/build-deb.sh [OUT_DIR]   (default: build-deb/)
set -eu
cd "$(dirname "$0")/.."
src=$(pwd)
out=${1:-$src/build-deb}
mkdir -p "$out"
out=$(cd "$out" && pwd)

if [ "$(id -u)" -eq 0 ]; then
    SUDO=""
elif command -v sudo >/dev/null 2>&1; then
    SUDO="sudo"
else
    SUDO="no-sudo"
fi
as_root() {
    [ "$SUDO" != no-sudo ] || { echo "build-deb: packages are missing; run as root or install sudo" >&2; exit 1; }
    $SUDO env DEBIAN_FRONTEND=noninteractive "$@"
}
updated=""
apt_update() {
    [ -n "$updated" ] || as_root apt-get update -q
    updated=1
}

# The packaging tools (the build dependencies of the game come from
# debian/control below).
TOOLS="dpkg-dev debhelper devscripts equivs lintian"
missing=""
for p in $TOOLS; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
if [ -n "$missing" ]; then
    echo "build-deb: installing the packaging tools:$missing"
    apt_update
    # shellcheck disable=SC2086
    as_root apt-get install -y -q --no-install-recommends $missing
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/spacecats-deb.XXXXXX")
trap 'rm -rf "$work"' EXIT
mkdir "$work/spacecats"
if git -C "$src" rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    git -C "$src" ls-files -z --cached | (cd "$src" && tar --null -T - -cf -) | tar -xf - -C "$work/spacecats"
else
    tar --exclude='./build*' -cf - . | tar -xf - -C "$work/spacecats"
fi
cd "$work/spacecats"

# The build dependencies: a metapackage made from debian/control (equivs)
# that apt-get installs with everything it depends on.
if ! dpkg-checkbuilddeps >/dev/null 2>&1; then
    echo "build-deb: installing the build dependencies"
    apt_update
    (cd "$work" && as_root mk-build-deps --install --remove \
        --tool 'apt-get -y -q --no-install-recommends' "$work/spacecats/debian/control")
fi

version=$(dpkg-parsechangelog -S Version)
arch=$(dpkg-architecture -q DEB_HOST_ARCH)
dpkg-buildpackage -us -uc -b
deb="spacecats_${version}_${arch}.deb"
# lintian's verdict on the package (and its .changes): no error, no warning.
# The overrides, each with its reason, are in debian/*lintian-overrides.
lintian --fail-on error,warning --display-info "../spacecats_${version}_${arch}.changes"
cp "../$deb" "$out/"
echo "build-deb: $out/$deb"
