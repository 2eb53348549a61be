#!/bin/sh
# Makes Space Cats for Windows on this Debian machine (docs/windows.md):
#
#   sh scripts/build-windows.sh
#
# writes build-windows/SpaceCats-Setup-VERSION.exe (the installer) and
# build-windows/SpaceCats-VERSION-portable.zip (the same game, unzipped and
# started where it lies). Everything comes from Debian's packages: MinGW-w64,
# NSIS, the libraries built from their Debian source packages
# (scripts/windows-libs.sh), the fonts. What is built is kept in
# $SPACECATS_WINDOWS_DIR (default build-windows/, ignored by git): a second
# run takes a couple of minutes.
set -eu
cd "$(dirname "$0")/.."
ROOT=$(pwd)
WORK=${SPACECATS_WINDOWS_DIR:-$ROOT/build-windows}

sh scripts/install-deps.sh windows
sh scripts/windows-libs.sh all
WORK=$(cd "$WORK" && pwd)

# The game, the program at the top of its folder (bindir '.'), its data and
# translations in share\ beside it (src/game/base/paths.c finds them there).
B="$WORK/build"
OPTIONS="-Dwerror=true -Ddesktop=enabled -Dtests=false --prefix=/ --bindir=. --datadir=share"
if [ -d "$B" ]; then
    # The libraries may have been built again: meson keeps what it found.
    meson configure --clearcache "$B"
    # shellcheck disable=SC2086
    meson setup --reconfigure "$B" $OPTIONS >/dev/null
else
    # shellcheck disable=SC2086
    meson setup "$B" --cross-file windows/mingw64.ini --cross-file "$WORK/prefix.ini" \
        $OPTIONS >/dev/null
fi
nice ninja -C "$B"
VERSION=$(meson introspect --projectinfo "$B" | python3 -c 'import json,sys; print(json.load(sys.stdin)["version"])')

STAGE="$WORK/stage"
rm -rf "$STAGE"
meson install -C "$B" --destdir "$STAGE" --strip --quiet
# Fonts ship beside the program (no fontconfig on Windows): the files
# fontconfig picks on Debian, from fonts-quicksand and fonts-dejavu-core.
mkdir -p "$STAGE/share/spacecats/fonts"
cp /usr/share/fonts/truetype/quicksand/Quicksand-Regular.ttf \
    /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf "$STAGE/share/spacecats/fonts/"

# The licences: the game's, then those of everything built into the program
# and shipped beside it, as Debian records them (debian/copyright) with the
# upstream texts.
L="$STAGE/licences"
mkdir -p "$L"
cp LICENSE "$L/LICENSE.txt"
for pkg in libsdl2 libsdl2-image libsdl2-ttf libsdl2-mixer freetype harfbuzz libyaml gettext; do
    src=$(ls -d "$WORK/src/$pkg"-[0-9]*/ | head -n 1)
    cp "$src/debian/copyright" "$L/$pkg-copyright.txt"
done
cp "$(ls -d "$WORK/src/libsdl2"-[0-9]*/ | head -n 1)/LICENSE.txt" "$L/SDL2-LICENSE.txt"
cp "$(ls -d "$WORK/src/freetype"-[0-9]*/ | head -n 1)/docs/FTL.TXT" "$L/FreeType-FTL.txt"
cp "$(ls -d "$WORK/src/gettext"-[0-9]*/ | head -n 1)/gettext-runtime/intl/COPYING.LIB" \
    "$L/libintl-LGPL-2.1.txt"
# ENet, where it was built (network play: scripts/windows-libs.sh).
if [ -f "$WORK/prefix/lib/pkgconfig/libenet.pc" ]; then
    src=$(ls -d "$WORK/src/enet"-[0-9]*/ | head -n 1)
    # (Upstream's release unpacked by hand in its place has no debian/:
    # docs/windows.md. Its LICENSE is the licence.)
    if [ -f "$src/debian/copyright" ]; then
        cp "$src/debian/copyright" "$L/enet-copyright.txt"
    fi
    cp "$src/LICENSE" "$L/ENet-LICENSE.txt"
fi
cp /usr/share/doc/mingw-w64-x86-64-dev/copyright "$L/mingw-w64-runtime-copyright.txt"
cp /usr/share/doc/gcc-mingw-w64-base/copyright "$L/gcc-runtime-copyright.txt"
cp /usr/share/doc/g++-mingw-w64-x86-64-win32/copyright "$L/libstdc++-copyright.txt"
cp /usr/share/doc/fonts-quicksand/copyright "$L/font-Quicksand-copyright.txt"
cp /usr/share/doc/fonts-dejavu-core/copyright "$L/font-DejaVu-copyright.txt"
cp windows/licences-README.txt "$L/README.txt"
if [ ! -f "$L/ENet-LICENSE.txt" ]; then
    sed -i '/^  ENet /,+1d' "$L/README.txt" # a build without network play
fi
# Windows' own editors want CRLF line ends.
for f in "$L"/*.txt; do
    sed -i 's/\r*$/\r/' "$f"
done

SETUP="$WORK/SpaceCats-Setup-$VERSION.exe"
makensis -V2 -DVERSION="$VERSION" -DSTAGE="$STAGE" -DICON="$B/windows/spacecats.ico" \
    -DOUTFILE="$SETUP" windows/installer.nsi

ZIP="$WORK/SpaceCats-$VERSION-portable.zip"
rm -rf "$WORK/zip" "$ZIP"
mkdir -p "$WORK/zip"
cp -r "$STAGE" "$WORK/zip/Space Cats"
(cd "$WORK/zip" && zip -q -r -X "$ZIP" "Space Cats")
rm -rf "$WORK/zip"

echo "Windows installer: $SETUP ($(du -h "$SETUP" | cut -f1))"
echo "Portable zip:      $ZIP ($(du -h "$ZIP" | cut -f1))"
