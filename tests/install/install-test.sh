#!/bin/sh
# A staged install works: `meson install --destdir` into a scratch folder,
# the desktop entry and the metainfo validate, the icons, catalogs, data and
# manual page are where the desktop looks for them, and the installed
# program, started from the staged folder with no data variable set, finds
# its own data beside it and reaches the title screen.
# The server is installed with its manual page and its systemd unit, which
# names it (server-unit.sh).
# Usage: install-test.sh BUILD_DIR SCRATCH_DIR PREFIX DATADIR APP_ID BINDIR UNITDIR
set -eu
build=$1
stage=$2
prefix=$3
datadir=$4 # relative to prefix, as configured (share)
app_id=$5
bindir=$6 # relative to prefix, as configured (bin; games in the Debian package)
unitdir=$7 # where the systemd unit goes, absolute
rm -rf "$stage"
mkdir -p "$stage"
fail=0
say() { echo "install-test: $*" >&2; fail=1; }

meson install --no-rebuild --quiet -C "$build" --destdir "$stage" >"$stage.log" 2>&1 ||
    { cat "$stage.log" >&2; echo "install-test: meson install failed" >&2; exit 1; }
root="$stage$prefix"
share="$root/$datadir"

for f in "$bindir/spacecats" "$bindir/spacecats-sim" "$bindir/spacecats-server" \
    "$datadir/applications/$app_id.desktop" \
    "$datadir/metainfo/$app_id.metainfo.xml" \
    "$datadir/icons/hicolor/scalable/apps/$app_id.svg" \
    "$datadir/spacecats/mat/default.yaml" \
    "$datadir/spacecats/layout/board.yaml" \
    "$datadir/spacecats/art/app-icon.svg" \
    "$datadir/locale/fr/LC_MESSAGES/spacecats.mo"; do
    [ -f "$root/$f" ] || say "not installed: $prefix/$f"
done
for s in 16 24 32 48 64 128 256 512; do
    png="$share/icons/hicolor/${s}x${s}/apps/$app_id.png"
    if [ ! -f "$png" ]; then
        say "not installed: the ${s}x${s} icon"
    else
        dim=$(python3 -c 'import struct,sys; d=open(sys.argv[1],"rb").read(24); print("%dx%d" % struct.unpack(">II", d[16:24]) if d[:8] == b"\x89PNG\r\n\x1a\n" else "not-png")' "$png")
        [ "$dim" = "${s}x${s}" ] || say "the ${s}x${s} icon is $dim"
    fi
done
for page in spacecats.6 spacecats-sim.6 spacecats-server.6; do
    ls "$share"/man/man6/$page* >/dev/null 2>&1 || ls "$root"/*/man/man6/$page* >/dev/null 2>&1 ||
        say "not installed: the manual page $page"
done

sh "$(dirname "$0")/server-unit.sh" "$stage$unitdir/spacecats-server.service" "$stage" \
    "$share/spacecats" || say "the installed server's unit is wrong (above)"

desktop="$share/applications/$app_id.desktop"
desktop-file-validate "$desktop" || say "desktop-file-validate refuses $desktop"
grep -q '^Categories=Game;BoardGame;$' "$desktop" || say "the desktop entry's categories are not Game;BoardGame;"
grep -q '^Name\[fr\]=' "$desktop" || say "the desktop entry has no French name"
grep -q '^Comment\[fr\]=' "$desktop" || say "the desktop entry has no French comment"
grep -q "^Icon=$app_id$" "$desktop" || say "the desktop entry's icon is not $app_id"
metainfo="$share/metainfo/$app_id.metainfo.xml"
appstreamcli validate --no-net "$metainfo" || say "appstreamcli validate refuses $metainfo"
grep -q 'xml:lang="fr"' "$metainfo" || say "the metainfo has no French text"

# The installed program: nothing points it at the data, so it must find the
# staged data beside itself (bin/../share/spacecats).
shot="$stage/title.png"
out=$(env -u SPACECATS_DATADIR -u SPACECATS_LOCALEDIR SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy \
    SPACECATS_PREFDIR="$stage/prefs" "$root/$bindir/spacecats" --version)
echo "$out" | grep -q "$share/spacecats" || say "the installed program looks for its data elsewhere: $out"
echo "$out" | grep -q "$share/locale" || say "the installed program looks for its translations elsewhere: $out"
env -u SPACECATS_DATADIR -u SPACECATS_LOCALEDIR SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy \
    SPACECATS_PREFDIR="$stage/prefs" "$root/$bindir/spacecats" --screen title --screenshot "$shot" ||
    say "the installed program failed (exit $?)"
head -c 8 "$shot" 2>/dev/null | grep -q PNG || say "the installed program wrote no title screenshot"
exit $fail
