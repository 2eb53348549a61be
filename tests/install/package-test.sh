#!/bin/sh
# The Debian package works: built by scripts/build-deb.sh (which fails on
# any lintian error or warning), or the one named by SPACECATS_DEB, it is
# unpacked into a scratch root, where its control fields, its file list
# (programs, data, catalogs, desktop entry, metainfo, icons, manual pages,
# the server's systemd unit, copyright, and nothing else), the desktop
# entry and the metainfo are checked, and the packaged program, given
# nothing but the unpacked root, finds the packaged data and translations
# and draws its title screen in English and in French. The server's unit
# starts the packaged server (server-unit.sh), and the maintainer scripts
# neither enable nor start it.
# Usage: package-test.sh SOURCE_ROOT SCRATCH_DIR APP_ID VERSION
set -eu
src=$1
scratch=$2
app_id=$3
version=$4
rm -rf "$scratch"
mkdir -p "$scratch"
fail=0
say() { echo "package-test: $*" >&2; fail=1; }

if [ -n "${SPACECATS_DEB:-}" ]; then
    deb=$SPACECATS_DEB
else
    echo "package-test: building the package (scripts/build-deb.sh), log in $scratch/build.log" >&2
    sh "$src/scripts/build-deb.sh" "$scratch/out" >"$scratch/build.log" 2>&1 ||
        { tail -n 80 "$scratch/build.log" >&2; echo "package-test: scripts/build-deb.sh failed" >&2; exit 1; }
    deb="$scratch/out/spacecats_${version}_$(dpkg --print-architecture).deb"
fi
[ -f "$deb" ] || { echo "package-test: no package $deb" >&2; exit 1; }

# Control fields: the version is meson's, the libraries come from the build
# (shlibs), and the fonts the game draws with are there.
field() { dpkg-deb -f "$deb" "$1"; }
[ "$(field Package)" = spacecats ] || say "the package is named $(field Package)"
[ "$(field Version)" = "$version" ] || say "the package's version is $(field Version), meson.build's $version"
[ "$(field Section)" = games ] || say "the package's section is $(field Section)"
depends=$(field Depends)
for d in fonts-quicksand fonts-dejavu-core libsdl2-2.0-0 libsdl2-image-2.0-0 libsdl2-ttf-2.0-0 \
    libsdl2-mixer-2.0-0 libfontconfig1 libyaml-0-2 libenet7 libc6; do
    printf '%s\n' "$depends" | tr ',' '\n' | grep -q "^ *$d\( \|$\)" || say "the package does not depend on $d: $depends"
done

root="$scratch/root"
dpkg-deb -x "$deb" "$root"
share="$root/usr/share"

# The file list: what must be there...
for f in usr/games/spacecats usr/games/spacecats-sim usr/games/spacecats-server; do
    [ -x "$root/$f" ] || say "not packaged: the program /$f"
done
for f in "applications/$app_id.desktop" "metainfo/$app_id.metainfo.xml" \
    "icons/hicolor/scalable/apps/$app_id.svg" locale/fr/LC_MESSAGES/spacecats.mo \
    man/man6/spacecats.6.gz man/man6/spacecats-sim.6.gz man/man6/spacecats-server.6.gz \
    doc/spacecats/copyright doc/spacecats/changelog.gz; do
    [ -f "$share/$f" ] || say "not packaged: /usr/share/$f"
done
for s in 16 24 32 48 64 128 256 512; do
    png="$share/icons/hicolor/${s}x${s}/apps/$app_id.png"
    if [ ! -f "$png" ]; then
        say "not packaged: the ${s}x${s} icon"
    else
        dim=$(python3 -c 'import struct,sys; d=open(sys.argv[1],"rb").read(24); print("%dx%d" % struct.unpack(">II", d[16:24]) if d[:8] == b"\x89PNG\r\n\x1a\n" else "not-png")' "$png")
        [ "$dim" = "${s}x${s}" ] || say "the packaged ${s}x${s} icon is $dim"
    fi
done
# ... every data file of the source, as it is there ...
for d in mat layout art rules sound; do
    for f in "$src/data/$d"/*; do
        [ "${f##*/}" != README.md ] || continue # the art's and sounds' notes, not data
        p="$share/spacecats/$d/${f##*/}"
        cmp -s "$f" "$p" || say "not packaged, or not as in the source: /usr/share/spacecats/$d/${f##*/}"
    done
done
cmp -s "$src/debian/copyright" "$share/doc/spacecats/copyright" ||
    say "the packaged copyright is not debian/copyright"
head -n 1 "$share/doc/spacecats/copyright" | grep -q '^Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/' ||
    say "the packaged copyright is not in the machine-readable format"
# ... and nothing else (no developer tool, test program or build file).
(cd "$root" && find . ! -type d | sed 's|^\./||') | while read -r f; do
    case "$f" in
    usr/games/spacecats | usr/games/spacecats-sim | usr/games/spacecats-server | \
        usr/share/spacecats/* | lib/systemd/system/spacecats-server.service | \
        usr/share/locale/*/LC_MESSAGES/spacecats.mo | "usr/share/applications/$app_id.desktop" | \
        "usr/share/metainfo/$app_id.metainfo.xml" | usr/share/icons/hicolor/*/apps/"$app_id".* | \
        usr/share/man/man6/spacecats.6.gz | usr/share/man/man6/spacecats-sim.6.gz | \
        usr/share/man/man6/spacecats-server.6.gz | \
        usr/share/doc/spacecats/*) ;;
    *) echo "package-test: packaged but not expected: /$f" >&2; echo x >>"$scratch/unexpected" ;;
    esac
done
[ ! -f "$scratch/unexpected" ] || fail=1

# The server's service: its unit starts the packaged server with the
# packaged data; installing the package neither enables nor starts it (the
# maintainer scripts may only tell systemd the unit is there, and disable
# it when purged).
sh "$src/tests/install/server-unit.sh" "$root/lib/systemd/system/spacecats-server.service" "$root" \
    "$share/spacecats" || say "the packaged server's unit is wrong (above)"
# An enable is allowed only inside the guard dh_installsystemd --no-enable
# writes (the unit enabled again on an upgrade only when the admin had
# enabled it); a start (deb-systemd-invoke start, restart or $_dh_action)
# nowhere. Checked against debhelper's own templates, enabling and starting.
dpkg-deb -e "$deb" "$scratch/control"
for script in "$scratch/control"/postinst "$scratch/control"/preinst; do
    [ -f "$script" ] || continue
    awk '/deb-systemd-helper debian-installed/ { guard = 1; depth = 0 }
        guard && /^[[:space:]]*if[[:space:]]/ { depth++ }
        guard && /^[[:space:]]*fi([[:space:]]|;|$)/ { if (--depth == 0) guard = 0 }
        /deb-systemd-helper[[:space:]]+enable/ && !guard { print FNR ": " $0 }
        /deb-systemd-invoke/ && !/deb-systemd-invoke[[:space:]]+stop/ { print FNR ": " $0 }
        /systemctl[^#]*[[:space:]](enable|start|restart)/ { print FNR ": " $0 }' \
        "$script" >"$scratch/enables"
    if [ -s "$scratch/enables" ]; then
        say "the package's ${script##*/} enables or starts the server: $(cat "$scratch/enables")"
    fi
done

# The desktop entry and the metainfo, as packaged.
desktop="$share/applications/$app_id.desktop"
metainfo="$share/metainfo/$app_id.metainfo.xml"
desktop-file-validate "$desktop" || say "desktop-file-validate refuses the packaged desktop entry"
appstreamcli validate --no-net "$metainfo" || say "appstreamcli validate refuses the packaged metainfo"
grep -q "^Icon=$app_id$" "$desktop" || say "the packaged desktop entry's icon is not $app_id"
grep -q '^Name\[fr\]=' "$desktop" || say "the packaged desktop entry has no French name"
grep -q 'xml:lang="fr"' "$metainfo" || say "the packaged metainfo has no French text"
# Its Exec names a program of the package, found on the PATH of a desktop
# session (/usr/games is on it) or given in full.
exec_prog=$(sed -n 's/^Exec=\([^ ]*\).*/\1/p' "$desktop")
case "$exec_prog" in
/*) [ -x "$root$exec_prog" ] || say "the desktop entry starts $exec_prog, which the package lacks" ;;
*) [ -x "$root/usr/games/$exec_prog" ] || [ -x "$root/usr/bin/$exec_prog" ] ||
    say "the desktop entry starts $exec_prog, which the package has in neither /usr/games nor /usr/bin" ;;
esac

# The packaged program, with nothing pointing it at data: it must use the
# unpacked root's data and catalogs (found beside it as ../share), and
# draw the title screen, in English and in French.
run() {
    env -u SPACECATS_DATADIR -u SPACECATS_LOCALEDIR SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy \
        SPACECATS_PREFDIR="$scratch/prefs" "$root/usr/games/spacecats" "$@"
}
out=$(run --version) || say "the packaged program's --version failed"
echo "$out" | grep -q "^spacecats $version$" || say "the packaged program's version is not $version: $out"
echo "$out" | grep -q "$share/spacecats$" || say "the packaged program looks for its data elsewhere: $out"
echo "$out" | grep -q "$share/locale$" || say "the packaged program looks for its translations elsewhere: $out"
for l in en fr; do
    run --lang $l --screen title --screenshot "$scratch/title-$l.png" ||
        say "the packaged program failed to draw the title screen in $l"
    head -c 8 "$scratch/title-$l.png" 2>/dev/null | grep -q PNG || say "the packaged program wrote no title screenshot in $l"
done
! cmp -s "$scratch/title-en.png" "$scratch/title-fr.png" ||
    say "the French title screen is the English one: the packaged catalog is not used"
[ $fail -ne 0 ] || echo "package-test: $deb is fine ($(find "$root" ! -type d | wc -l) files)"
exit $fail
