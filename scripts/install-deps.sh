#!/bin/sh
# Installs the Debian packages Space Cats needs to build, test and run.
# Safe to run again: it installs only what is missing. Needs root (or sudo).
#
#   sh scripts/install-deps.sh [windows]
#
# "windows" adds what the Windows build and its checks under Wine need
# (scripts/build-windows.sh, scripts/test-windows.sh, docs/windows.md).
set -eu

PACKAGES="gcc libc6-dev pkg-config meson ninja-build python3 gettext
libyaml-dev libcmocka-dev libenet-dev
libsdl2-dev libsdl2-image-dev libsdl2-ttf-dev libsdl2-mixer-dev libfontconfig-dev
fonts-quicksand fonts-dejavu-core xvfb xauth
desktop-file-utils appstream x11-utils
valgrind clang-format clang-tidy"
# MinGW-w64 (its C++ for HarfBuzz) and Wine; dpkg-dev, cmake and make build
# the libraries from Debian's source packages; NSIS and zip make the
# installer and the zip; unzip, xdotool and locales
# (localedef) try them as a player would (tests/windows/player.sh).
if [ "${1:-}" = windows ]; then
    PACKAGES="$PACKAGES gcc-mingw-w64-x86-64 g++-mingw-w64-x86-64-win32 wine64 wine dpkg-dev
cmake make nsis zip unzip xdotool locales"
fi

missing=""
for p in $PACKAGES; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
        missing="$missing $p"
    fi
done

if [ -z "$missing" ]; then
    exit 0
fi

echo "Installing missing packages:$missing"
if [ "$(id -u)" -eq 0 ]; then
    SUDO=""
elif command -v sudo >/dev/null 2>&1; then
    SUDO="sudo"
else
    echo "error: packages are missing ($missing) and this is not root; run as root or install sudo" >&2
    exit 1
fi
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get update -q
# shellcheck disable=SC2086
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends $missing
