#!/bin/sh
# Installs a built package on this machine as a player would
# (apt install ./spacecats_VERSION_ARCH.deb), starts the game from its
# desktop entry as a desktop's menu does (gtk-launch, under Xvfb, with a
# fresh home and a desktop user's PATH), has it save its title screen with
# its own screenshot key (F12), checks the window's class, and removes the
# package again. Needs root (or sudo); installs xvfb, xdotool and gtk-launch
# (libgtk-3-bin) when missing.
# Usage: scripts/try-deb.sh DEB OUT.png [LANGUAGE]   (LANGUAGE: en or fr)
set -eu
[ $# -ge 2 ] || { echo "usage: $0 DEB OUT.png [en|fr]" >&2; exit 2; }
deb=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
out=$(cd "$(dirname "$2")" && pwd)/$(basename "$2")
lang=${3:-en}
app_id=io.github.spacecats.SpaceCats
[ "$(id -u)" -eq 0 ] && SUDO="" || SUDO=sudo

missing=""
for p in xvfb xauth xdotool x11-utils libgtk-3-bin; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
if [ -n "$missing" ]; then
    $SUDO env DEBIAN_FRONTEND=noninteractive apt-get update -q
    # shellcheck disable=SC2086
    $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends $missing
fi
if dpkg-query -W -f='${Status}' spacecats 2>/dev/null | grep -q "install ok installed"; then
    echo "try-deb: spacecats is installed already; remove it first (apt-get remove spacecats)" >&2
    exit 1
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/spacecats-try.XXXXXX")
cleanup() {
    $SUDO env DEBIAN_FRONTEND=noninteractive apt-get remove -y -q spacecats >/dev/null 2>&1 || true
    rm -rf "$work"
}
trap cleanup EXIT
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "$deb"

mkdir -p "$work/home" "$work/cwd"
cat >"$work/launch.sh" <<'INNER'
set -eu
cd "$1"
gtk-launch "$2"
w=""
for i in $(seq 40); do
    sleep 0.5
    w=$(xdotool search --classname "^$2\$" 2>/dev/null | head -n 1) || true
    [ -z "$w" ] || break
done
[ -n "$w" ] || { echo "try-deb: no window of class $2 appeared" >&2; exit 1; }
xprop -id "$w" WM_CLASS
sleep 2 # the first frame, fonts and art loaded
xdotool windowfocus --sync "$w" key F12
for i in $(seq 20); do
    sleep 0.5
    ls spacecats-*.png >/dev/null 2>&1 && break
done
# Closed as the session ends it: the game's pid (the window says it).
pid=$(xdotool getwindowpid "$w")
kill "$pid"
for i in $(seq 40); do
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.25
done
INNER
# The environment of a desktop session: a fresh home, /usr/games on the PATH.
env -i HOME="$work/home" PATH=/usr/local/bin:/usr/bin:/bin:/usr/local/games:/usr/games \
    LANG=C.UTF-8 LANGUAGE="$lang" SDL_AUDIODRIVER=dummy \
    timeout 60 xvfb-run -a -s '-screen 0 1280x720x24' sh "$work/launch.sh" "$work/cwd" "$app_id"
shot=$(ls "$work/cwd"/spacecats-*.png 2>/dev/null | head -n 1)
[ -n "$shot" ] || { echo "try-deb: the game saved no screenshot" >&2; exit 1; }
cp "$shot" "$out"
echo "try-deb: the title screen of the installed game, started from its desktop entry: $out"
