#!/bin/sh
# The Windows build tried as a player would, under Wine and an X server
# (scripts/test-windows.sh runs it on an X server of its own,
# tests/window/own-xvfb.sh; docs/windows.md):
#
#   player.sh SETUP.exe PORTABLE.zip NATIVE-SPACECATS WORK-FOLDER
#
# A fresh Wine folder whose user is "Zoé" (so %APPDATA% and the install
# folder are named in more than ASCII); the installer run silently; the
# installed game's title in English and French, an --autoplay game to the
# scoring screen, the same game as the Linux build plays; its sounds mixed
# (SDL's disk driver for the sound device this machine lacks); a game begun with
# clicks, saved as "Partie d'été", the lock refusing a second game, F11 and
# F12, Continue and the save loaded again; the uninstaller; the portable
# zip. Prints "ok: ..." or "FAIL: ..." a check, and the pictures' paths;
# exit status 1 if any check failed.
set -u
SETUP=$1 ZIP=$2 NATIVE=$3 WORK=$4
HERE=$(cd "$(dirname "$0")" && pwd)
OUT="$WORK/player"
rm -rf "$OUT"
mkdir -p "$OUT/home" "$OUT/shots"
export WINEPREFIX="$OUT/wine" WINEDEBUG=-all
# No .NET or Internet Explorer stand-ins, and no Linux menu entries made
# from the Start menu's shortcut: only Windows' side changes.
export WINEDLLOVERRIDES="mscoree,mshtml=;winemenubuilder.exe=d"
# Wine takes its character set and Windows' language from the Linux locale
# (without one, "Zoé" became "ZoC)"): English and French, compiled for
# these runs alone (LOCPATH), nothing installed on the machine. Wine passes
# LANG on to the game too, where libintl reads it before asking Windows
# (GetUserDefaultUILanguage): under Wine the two cannot be told apart.
mkdir -p "$OUT/locales"
localedef -i en_US -f UTF-8 "$OUT/locales/en_US.UTF-8"
localedef -i fr_FR -f UTF-8 "$OUT/locales/fr_FR.UTF-8"
export LOCPATH="$OUT/locales"
export USER=Zoé LOGNAME=Zoé HOME="$OUT/home" LANG=en_US.UTF-8
failed=0
ok() { echo "ok: $*"; }
fail() {
    echo "FAIL: $*"
    failed=1
}
check() { # DESCRIPTION COMMAND...: ok when the command succeeds
    what=$1
    shift
    if "$@"; then ok "$what"; else fail "$what"; fi
}

wine wineboot --init >/dev/null 2>&1
wineserver -w
x86_64-w64-mingw32-gcc -std=c17 -municode -O2 -Wall -Wextra -Werror \
    -o "$OUT/type-text.exe" "$HERE/type-text.c"
# What the X server shows of a window (the window tests' tool).
cc -O2 -o "$OUT/xwin" "$HERE/../window/xwin.c" -lX11
C="$WINEPREFIX/drive_c"
ME="$C/users/Zoé"
INST="$ME/AppData/Local/Programs/Space Cats"
EXE="$INST/spacecats.exe"
PREF="$ME/AppData/Roaming/spacecats"
LNK="$ME/AppData/Roaming/Microsoft/Windows/Start Menu/Programs/Space Cats.lnk"
KEY='HKCU\Software\Microsoft\Windows\CurrentVersion\Uninstall\SpaceCats'
check "the Wine user's folder is C:\\users\\Zoé" test -d "$ME/AppData/Roaming"

# Every file of the Wine folder with its digest, but the registry's (the
# uninstaller's entry is checked by name) and the Wine's own logs.
inventory() {
    (cd "$WINEPREFIX" && find . -type f ! -name '*.reg' -print0 | sort -z |
        xargs -0 md5sum) >"$1"
}

# ---- the installer -----------------------------------------------------
inventory "$OUT/before.txt"
wine "$SETUP" /S
code=$?
wineserver -w
check "the installer ran silently (/S, exit status $code)" test "$code" -eq 0
check "installed: spacecats.exe and its uninstaller" test -f "$EXE" -a -f "$INST/uninstall.exe"
check "installed: the data, the fonts, the French catalog, the licences" \
    test -f "$INST/share/spacecats/layout/board.yaml" \
    -a -f "$INST/share/spacecats/fonts/Quicksand-Regular.ttf" \
    -a -f "$INST/share/spacecats/fonts/DejaVuSans.ttf" \
    -a -f "$INST/share/locale/fr/LC_MESSAGES/spacecats.mo" -a -f "$INST/licences/LICENSE.txt"
check "a Start-menu entry" test -f "$LNK"
check "an entry in Installed apps (HKCU, its uninstaller)" \
    sh -c "wine reg query '$KEY' /v UninstallString 2>/dev/null | grep -q uninstall.exe"
inventory "$OUT/after.txt"
# Changed or new files: only the game's folder and the Start-menu entry.
diff "$OUT/before.txt" "$OUT/after.txt" | sed -n 's/^> [0-9a-f]*  //p' |
    grep -v "^./drive_c/users/Zoé/AppData/Local/Programs/Space Cats/" |
    grep -v "^./drive_c/users/Zoé/AppData/Roaming/Microsoft/Windows/Start Menu/Programs/Space Cats.lnk$" \
        >"$OUT/elsewhere.txt"
if [ -s "$OUT/elsewhere.txt" ]; then
    fail "the installer wrote outside its folder: $(head -n 5 "$OUT/elsewhere.txt" | tr '\n' ' ')"
else
    ok "the installer wrote nothing outside its folder and the Start menu (registry aside)"
fi

# The installer as a double-click opens it: its first page, the licence
# (kept as a picture to look at: its text is not X's to read), then
# closed unfinished.
wine "$SETUP" 2>/dev/null &
I=""
for _ in $(seq 1 60); do
    I=$(xdotool search --name "^Space Cats Setup" 2>/dev/null | head -n 1)
    [ -n "$I" ] && break
    sleep 0.5
done
check "the installer opens its window, the licence first (shots/installer.ppm)" test -n "$I"
if [ -n "$I" ]; then
    sleep 3
    "$OUT/xwin" "$(xdotool getwindowname "$I")" shot "$OUT/shots/installer.ppm"
fi
wineserver -k 2>/dev/null
wineserver -w

# ---- the installed game --------------------------------------------------
Z() { echo "Z:$1"; } # a Linux path as Windows names it (Wine's drive Z: is /)
game() { wine "$EXE" "$@" 2>>"$OUT/game-stderr.txt"; }
native() { SDL_AUDIODRIVER=dummy SPACECATS_PREFDIR="$OUT/native-pref" "$NATIVE" "$@" 2>/dev/null; }
# The Linux build's picture of the same screen: the same fonts, art,
# layout and shaping (a few hundred pixels of antialiasing differ).
IMGCMP=$(dirname "$NATIVE")/../tools/imgcmp/spacecats-imgcmp
like_linux() { # NAME WHAT
    if said=$("$IMGCMP" --threshold 64 --limit 0.5 --diff "$OUT/shots/$1-diff.png" \
        "$OUT/shots/$1-linux.png" "$OUT/shots/$1.png" 2>&1); then
        ok "$2 as on Linux: ${said#*: }"
    else
        fail "$2 as on Linux: ${said#*: }"
    fi
}

game --screenshot "$(Z "$OUT/shots/title-en.png")"
code=$?
check "the title screen drawn (exit status $code)" test "$code" -eq 0 -a -s "$OUT/shots/title-en.png"
native --screenshot "$OUT/shots/title-en-linux.png" --lang en
like_linux title-en "the title screen"
check "the per-user folder is %APPDATA%\\spacecats (C:\\users\\Zoé\\AppData\\Roaming)" \
    test -f "$PREF/spacecats.lock"

LANG=fr_FR.UTF-8 game --screenshot "$(Z "$OUT/shots/title-fr.png")"
code=$?
check "in French when Windows speaks French: the title screen (exit status $code)" \
    test "$code" -eq 0 -a -s "$OUT/shots/title-fr.png"
native --screenshot "$OUT/shots/title-fr-linux.png" --lang fr
like_linux title-fr "the French title screen"
check "in French when Windows speaks French: --help" \
    sh -c "LANG=fr_FR.UTF-8 wine '$EXE' --help 2>/dev/null | grep -q \"Chats de l'espace\""
# The language switch (the settings screen's, which --lang calls too):
# French while Windows speaks English.
game --lang fr --screenshot "$(Z "$OUT/shots/title-switch-fr.png")"
code=$?
check "the language switched to French while Windows speaks English (exit status $code)" \
    test "$code" -eq 0 -a -s "$OUT/shots/title-switch-fr.png"
cp "$OUT/shots/title-fr-linux.png" "$OUT/shots/title-switch-fr-linux.png"
like_linux title-switch-fr "the switched title screen"

# ---- started from the Start menu ------------------------------------------
# The shortcut, as a double-click on it opens it (ShellExecute): its window
# as the X server shows it is the title screen, no game in progress yet;
# F12 writes into the shortcut's working folder, the player's Documents.
DOCS="$ME/Documents"
mkdir -p "$DOCS"
wine start /unix "$LNK" 2>>"$OUT/game-stderr.txt"
S=""
for _ in $(seq 1 120); do
    S=$(xdotool search --name "^Space Cats$" 2>/dev/null | head -n 1)
    [ -n "$S" ] && break
    sleep 0.5
done
check "the Start-menu entry opens the game's window" test -n "$S"
if [ -n "$S" ]; then
    sleep 6
    "$OUT/xwin" "Space Cats" shot "$OUT/shots/start-menu.ppm"
    cp "$OUT/shots/title-en-linux.png" "$OUT/shots/start-menu-linux.png"
    if said=$("$IMGCMP" --threshold 64 --limit 0.5 --diff "$OUT/shots/start-menu-diff.png" \
        "$OUT/shots/start-menu-linux.png" "$OUT/shots/start-menu.ppm" 2>&1); then
        ok "its window shows the title screen as on Linux: ${said#*: }"
    else
        fail "its window shows the title screen as on Linux: ${said#*: }"
    fi
    xdotool mousemove --window "$S" 640 700
    xdotool windowfocus --sync "$S" 2>/dev/null
    sleep 1
    xdotool key F12
    sleep 3
    shot=$(ls "$DOCS"/spacecats-*.png 2>/dev/null | head -n 1)
    check "F12 writes a screenshot into the shortcut's working folder (Documents)" test -n "$shot"
    [ -n "$shot" ] && mv "$shot" "$OUT/shots/start-menu-f12.png"
    # Quit, at logical (1420, 792) of the 1280x720 window.
    xdotool mousemove --window "$S" 947 528 click 1
    for _ in $(seq 1 40); do
        xdotool search --name "^Space Cats$" >/dev/null 2>&1 || break
        sleep 0.5
    done
    check "Quit closes it" sh -c "! xdotool search --name '^Space Cats$' >/dev/null 2>&1"
fi
wineserver -w

game --autoplay --seed 7 --screenshot "$(Z "$OUT/shots/score.png")"
code=$?
check "an --autoplay game to the scoring screen (exit status $code)" \
    test "$code" -eq 0 -a -s "$OUT/shots/score.png"
native --autoplay --seed 7 --screenshot "$OUT/shots/score-linux.png"
check "the same game as on Linux: the records of seed 7 are equal" \
    cmp -s "$PREF/autoplay/last-game.screc" "$OUT/native-pref/autoplay/last-game.screc"
like_linux score "the scoring screen"

# Sound: this machine has no sound device (WASAPI finds none), so SDL's disk
# driver stands in for it: what the game mixes (SDL2_mixer, the WAV files)
# is written to a file as it would be played. A game with pauses, so that
# its sounds play (the instant games above are silent), for 20 s.
SDL_AUDIODRIVER=disk SDL_DISKAUDIOFILE="$(Z "$OUT/sound.raw")" timeout 20 \
    wine "$EXE" --autoplay --autoplay-delay 100 --speed fast --seed 7 2>>"$OUT/game-stderr.txt"
wineserver -w
touch "$OUT/sound.raw"
said=$(python3 -c 'import array, sys
a = array.array("h", open(sys.argv[1], "rb").read())
loud = sum(1 for x in a if abs(x) > 64)
print(f"{len(a) / 2 / 44100:.1f} s mixed, {100 * loud / max(len(a), 1):.0f}% of it not silent")
sys.exit(0 if len(a) > 2 * 44100 and loud > len(a) // 10 else 1)' "$OUT/sound.raw")
code=$?
check "sound: the game's sounds mixed as they play ($said)" test "$code" -eq 0

# ---- a game played with clicks, saved by name, continued ------------------
# The game's working folder is the player's Documents, as the Start menu's
# shortcut sets it: F12's pictures go there.
(cd "$DOCS" && wine "$EXE" --size 1920x1080 --seed 11 --screen play \
    2>>"$OUT/game-stderr.txt") &
W=""
for _ in $(seq 1 120); do
    W=$(xdotool search --name "^Space Cats$" 2>/dev/null | head -n 1)
    [ -n "$W" ] && break
    sleep 0.5
done
check "the game's window opens" test -n "$W"
sleep 5
# The keyboard to the game (no window manager here to give it).
xdotool windowfocus --sync "$W" 2>/dev/null
# Real input (XTest), to the window under the pointer (no window manager
# here), with time for each screen to come: Wine draws slowly on a busy
# machine. Logical 1920x1080 points, which the 1920x1080 window shows one
# to one (places from data/layout/board.yaml).
click() {
    xdotool mousemove --window "$W" "$1" "$2" click 1
    sleep "${3:-3}"
}
key() {
    xdotool key "$@"
    sleep 3
}
click 1826 42  # Menu: back to the title, the game kept (a tip card open
click 1826 42  # takes the first click; on the title nothing is there)
click 1420 682 # Saved games
click 770 972  # Save the game in play: a name field, a name from the date in it
for _ in $(seq 1 40); do xdotool key BackSpace; done
# The name as Windows hands a program its characters (tests/windows/type-text.c),
# once the game has taken the keys above, which come through X: Windows'
# events would overtake them.
sleep 3
wine "$OUT/type-text.exe" "Partie d'été"
key Return
check "a save named \"Partie d'été\" in %APPDATA%\\spacecats\\saves" \
    test -s "$PREF/saves/Partie d'été.screc"
key F12
shot=""
for _ in $(seq 1 20); do
    shot=$(ls -t "$DOCS"/spacecats-*.png 2>/dev/null | head -n 1)
    [ -n "$shot" ] && break
    sleep 0.5
done
check "F12 writes a screenshot into the working folder (Documents)" test -n "$shot"
[ -n "$shot" ] && mv "$shot" "$OUT/shots/saves-f12.png"
# The lock: a second game on the same per-user folder is refused, and says
# so in a window of its own (started from the Start menu, nobody reads its
# stderr), closed with Enter; the folder is left as it was.
before=$(ls -lR --full-time "$PREF")
(cd "$DOCS" && wine "$EXE" 2>"$OUT/second-stderr.txt") &
second=$!
B=""
for _ in $(seq 1 60); do
    B=$(xdotool search --name "^Space Cats is already open$" 2>/dev/null | head -n 1)
    [ -n "$B" ] && break
    sleep 0.5
done
check "a second game says in a window of its own that it does not start" test -n "$B"
if [ -n "$B" ]; then
    sleep 2
    xdotool mousemove --window "$B" 20 20
    xdotool windowfocus --sync "$B" 2>/dev/null
    key Return
    xdotool mousemove --window "$W" 960 1000
    xdotool windowfocus --sync "$W" 2>/dev/null
fi
wait "$second"
code=$?
check "a second game is refused while one runs (exit status $code: $(grep -o 'in use by another Space Cats' "$OUT/second-stderr.txt"))" \
    sh -c "test $code -eq 1 && grep -q 'in use by another Space Cats' '$OUT/second-stderr.txt'"
check "the refused game wrote nothing into the folder" \
    test "$before" = "$(ls -lR --full-time "$PREF")"
key F11
check "F11: full screen, remembered in the settings" \
    grep -q "fullscreen: true" "$PREF/settings.yaml"
key F11
check "F11 again: back in a window" grep -q "fullscreen: false" "$PREF/settings.yaml"
key Escape    # saves screen: back to the title
click 1420 792 # Quit
for _ in $(seq 1 40); do
    xdotool search --name "^Space Cats$" >/dev/null 2>&1 || break
    sleep 0.5
done
wineserver -w
check "Quit closes the game" sh -c "! xdotool search --name '^Space Cats$' >/dev/null 2>&1"
check "the game in progress was kept (the autosave)" test -s "$PREF/autosave.screc"

game --continue --screenshot "$(Z "$OUT/shots/continued.png")"
code=$?
check "Continue opens the game in progress (exit status $code)" \
    test "$code" -eq 0 -a -s "$OUT/shots/continued.png"
game --load "C:/users/Zoé/AppData/Roaming/spacecats/saves/Partie d'été.screc" \
    --screenshot "$(Z "$OUT/shots/loaded.png")"
code=$?
check "\"Partie d'été\" loads again (exit status $code)" \
    test "$code" -eq 0 -a -s "$OUT/shots/loaded.png"
game --screen saves --screenshot "$(Z "$OUT/shots/saves.png")"
code=$?
check "the saved games' list drawn (exit status $code)" test "$code" -eq 0 -a -s "$OUT/shots/saves.png"

# ---- the uninstaller ---------------------------------------------------
wine "$INST/uninstall.exe" /S
wineserver -w
sleep 2
wineserver -w
check "uninstalled: the game's folder gone" test ! -e "$INST"
check "uninstalled: the Start-menu entry gone" test ! -e "$LNK"
check "uninstalled: the Installed apps entry gone" \
    sh -c "! wine reg query '$KEY' >/dev/null 2>&1"
check "uninstalled: the player's saves and settings kept" \
    test -s "$PREF/saves/Partie d'été.screc" -a -s "$PREF/settings.yaml"

# ---- the portable zip ----------------------------------------------------
DESK="$ME/Desktop/portable"
mkdir -p "$DESK"
check "the portable zip unpacks" unzip -q "$ZIP" -d "$DESK"
PEXE="$DESK/Space Cats/spacecats.exe"
wine "$PEXE" --version >"$OUT/portable-version.txt" 2>&1
check "the portable game finds its data beside it" \
    grep -q "portable/Space Cats/share/spacecats" "$OUT/portable-version.txt"
wine "$PEXE" --screenshot "$(Z "$OUT/shots/portable.png")" 2>>"$OUT/game-stderr.txt"
code=$?
check "the portable game draws its title screen (exit status $code)" \
    test "$code" -eq 0 -a -s "$OUT/shots/portable.png"
wineserver -k 2>/dev/null

echo "pictures: $OUT/shots"
[ "$failed" -eq 0 ] && echo "windows checks: all passed" || echo "windows checks: some failed"
exit "$failed"
