#!/bin/sh
# A whole game over the network played by clicks in two game windows, as
# two players at one machine would (issue 25): under one Xvfb, a window
# hosting in English and one joining in French, each with its own per-user
# folder. The host sets up a game by clicks (Fewer to three seats, the
# second seat open for a friend, the third a computer, every variant) and
# hosts it; the friend clicks Join a game, types the join code the host's
# screen shows (this machine's first address on the usual port: computed by
# click-plan as the host's screen does), a name, takes a colour and joins;
# the host clicks Start. Then, until the final score, the driver reads the
# host's autosave, asks click-plan for the clicks of a legal choice of
# whoever's turn it is (found on the game's own play model and layout) and
# clicks them in that person's window through the X server (xwin), then
# waits for the host's autosave to hold the action.
#
# Passes when the game is over in both windows and the record the friend's
# window keeps of it (last-game.screc: the whole record the host sends at
# the end) is the host's, line for line (the comments aside), and its seat
# lines give each seat the host's colour and name (the kinds aside: each
# window has its own; an unnamed seat has no name in either, each window
# naming it in its own language). It fails with
# what was clicked and what did not happen, the windows' pictures and logs
# kept (TWO_WINDOWS_KEEP=1 keeps them always). With OUTDIR, the pictures
# the X server shows are left there as PNG (and PPM): both waiting rooms,
# both windows mid-game (once the record holds 60 decisions: a game of
# fewer than 100 has them too) and at the final score.
# SEED picks the choices (the dice and deals are the kernel's). A game of
# 100 to 150 decisions takes 2 to 3 minutes: the dice take their time.
# Skipped (77) without Xvfb or xdotool.
# With TWO_WINDOWS_HOST_EXE (tests/windows/net-game.sh), the host is that
# Windows game under Wine (WINEPREFIX ready), left in the middle of a
# screen three windows wide where it opens (a Wine window moved without a
# window manager keeps drawing where it was), the friend on its right.
# usage: two-windows.sh SPACECATS XWIN CLICK_PLAN DATADIR [OUTDIR [SEED]]
set -u
game=$1 xwin=$2 plan=$3 data=$4 out=${5:-} seed=${6:-1}
command -v Xvfb >/dev/null 2>&1 || exit 77
command -v xdotool >/dev/null 2>&1 || exit 77
d=$(mktemp -d)
# Kept when TWO_WINDOWS_KEEP is set: the windows' logs and folders.
[ -n "${TWO_WINDOWS_KEEP:-}" ] && echo "two-windows: working in $d" || trap 'rm -rf "$d"' EXIT
for who in host friend; do
    mkdir "$d/$who"
    # No first-game tip cards over the board; no animations to wait for.
    printf 'show_tips: false\nspeed: instant\n' >"$d/$who/settings.yaml"
done
[ -n "$out" ] && mkdir -p "$out"
# Two windows side by side on one screen: a picture of each is what the
# screen shows of it, so neither may hide the other.
screen=2560x720x24
[ -n "${TWO_WINDOWS_HOST_EXE:-}" ] && screen=3840x720x24
OWN_XVFB_SCREEN=$screen SDL_AUDIODRIVER=dummy sh "$(dirname "$0")/own-xvfb.sh" sh -c '
    game=$1 xwin=$2 plan=$3 data=$4 d=$5 out=${6:-$5} seed=$7
    en="Space Cats" fr="Chats de l'\''espace"
    say() { echo "two-windows: $*"; }
    where() { "$plan" "$data" 1280x720 where "$@"; }
    # click WINDOW THING [N]: a thing of a screen, where click-plan says.
    click() { w=$1; shift; set -- $(where "$@") && "$xwin" "$w" click "$1" "$2"; }
    shot() { "$xwin" "$1" shot "$out/$2.ppm" || exit 1; }
    start() { # LANGUAGE FOLDER TITLE X: a window, moved to x = X
        if [ "$2" = host ] && [ -n "${TWO_WINDOWS_HOST_EXE:-}" ]; then
            LANG=C.UTF-8 LANGUAGE=$1 SPACECATS_PREFDIR="Z:$d/$2/" \
                wine "$TWO_WINDOWS_HOST_EXE" --size 1280x720 >"$d/$2.log" 2>&1 &
            echo $! >"$d/$2.pid"
            for _ in $(seq 120); do
                timeout 5 xdotool search --name "^$3\$" >/dev/null 2>&1 && sleep 5 && return 0
                sleep 0.5
            done
            say "no window titled $3"; exit 1
        fi
        LANG=C.UTF-8 LANGUAGE=$1 SPACECATS_PREFDIR="$d/$2" \
            "$game" --software --size 1280x720 >"$d/$2.log" 2>&1 &
        echo $! >"$d/$2.pid"
        xdotool search --sync --name "^$3\$" windowmove --sync "$4" 0 >/dev/null ||
            { say "no window titled $3"; exit 1; }
    }
    stop() { for who in host friend; do kill "$(cat "$d/$who.pid")" 2>/dev/null; done; wait; }
    # A failure leaves what each window showed then beside its logs.
    trap '\''st=$?; [ $st -eq 0 ] || { "$xwin" "$en" shot "$d/failed-host.ppm"
        "$xwin" "$fr" shot "$d/failed-friend.ppm"; }; stop'\'' EXIT
    # until SECONDS COMMAND...: true once the command is, false after the time.
    until_true() { n=$(($1 * 20)); shift; while ! "$@"; do
        n=$((n - 1)); [ $n -gt 0 ] || return 1; sleep 0.05; done; }
    start en host "$en" 0
    fx=1280
    [ -n "${TWO_WINDOWS_HOST_EXE:-}" ] && fx=2560
    start fr friend "$fr" $fx

    # The host: New game; three seats; the second open for a friend (a
    # computer by default: one click); the third a Kitten (from Captain, the
    # default: the quickest to think); every variant; Start, which hosts.
    click "$en" title.new && click "$en" setup.fewer && click "$en" setup.kind 1 &&
        click "$en" setup.level_prev 2 && click "$en" setup.level_prev 2 &&
        click "$en" setup.variant 0 &&
        click "$en" setup.variant 1 && click "$en" setup.variant 2 &&
        click "$en" setup.start || { say "the host'\''s setup by clicks failed"; exit 1; }

    # The friend: Join a game, the code typed, a name, a colour, Join. (A
    # name in ASCII: xdotool types an é under Xvfb by remapping a key, which
    # the window sees too late and drops.)
    set -- $("$plan" "$data" 1280x720 code)
    address=${1:-127.0.0.1}
    say "the friend types ${1:-no code (no address but the loopback)}${2:+ (the code of $2)}"
    wid=$(xdotool search --name "^$fr\$" | head -1)
    click "$fr" title.join && click "$fr" join.address &&
        xdotool windowfocus --sync "$wid" key ctrl+a BackSpace type --delay 40 "$address" &&
        click "$fr" join.name && xdotool windowfocus --sync "$wid" type --delay 40 "Zoe" &&
        click "$fr" join.colour && click "$fr" join.go ||
        { say "joining by clicks failed"; exit 1; }
    # Seated: the friend'\''s folder keeps the seat'\''s token.
    until_true 20 grep -q "token" "$d/friend/joined.txt" 2>/dev/null ||
        { say "the friend was not seated in 20 s"; cat "$d/friend.log"; exit 1; }
    sleep 1
    shot "$en" waiting-host-en
    shot "$fr" waiting-join-fr
    click "$en" host.start || exit 1
    save=$d/host/autosave.screc last=$d/host/last-game.screc
    until_true 20 test -s "$save" || { say "the game did not start in 20 s"; exit 1; }

    # The game, by clicks, to its end.
    t0=$(date +%s) clicks=0 steps=0 mid=""
    while [ ! -e "$last" ]; do
        cp "$save" "$d/before" 2>/dev/null || { sleep 0.1; continue; }
        todo=$("$plan" "$data" 1280x720 next "$d/before" "$seed") || {
            [ -e "$last" ] && break; say "no plan at step $steps"; exit 1; }
        set -- $todo
        who=$1
        if [ "$who" != wait ]; then
            choice=$(echo "$todo" | sed -n 2p)
            # A button ignores clicks for a moment once it has taken
            # another'\''s place (ui_guard.h): a player'\''s hand waits. The
            # friend'\''s window shows the news a few frames after the host
            # has it: a moment too.
            win=$en pause=0.55; [ "$who" = friend ] && win=$fr && sleep 0.3 && pause=0.25
            shift
            todo_clicks=" $*"
            while [ $# -ge 2 ]; do
                x=$1
                case $x in b*) x=${x#b}; sleep $pause ;; esac
                pause=0.55
                "$xwin" "$win" tap "$x" "$2" || exit 1
                clicks=$((clicks + 1)); shift 2
            done
            steps=$((steps + 1))
            echo "$(date +%s.%N) $who $choice:$todo_clicks" >>"$d/steps.log"
        fi
        # The host holds the action (or a computer'\''s, or the game is over).
        until_true 30 sh -c "! cmp -s \"\$1\" \"\$2\" 2>/dev/null || [ -e \"\$3\" ]" - \
            "$save" "$d/before" "$last" || {
            say "nothing happened in 30 s after the $who'\''s clicks for '\''${choice:-}'\'' (step $steps)"
            tail -3 "$d/before"; exit 1; }
        if [ -z "$mid" ] && [ "$(grep -c "^[0-9]" "$save" 2>/dev/null || echo 0)" -ge 60 ]; then
            sleep 1; shot "$en" play-host-en; shot "$fr" play-join-fr; mid=1
        fi
    done
    say "the game ended after $steps decisions by $clicks clicks in $(($(date +%s) - t0)) s"
    # The friend'\''s window keeps the finished game once it has the whole record.
    until_true 20 test -s "$d/friend/last-game.screc" ||
        { say "the friend'\''s window kept no finished game"; exit 1; }
    sleep 1
    shot "$en" score-host-en
    shot "$fr" score-join-fr
' two-windows "$game" "$xwin" "$plan" "$data" "$d" "$out" "$seed" || {
    trap - EXIT; echo "two-windows: the windows' pictures, logs and folders are in $d"; exit 1; }
# The same game: every line of the record (the comments aside, which each
# window writes its own way) ...
grep -v '^#' "$d/host/last-game.screc" >"$d/host.rec"
grep -v '^#' "$d/friend/last-game.screc" >"$d/friend.rec"
if ! cmp -s "$d/host.rec" "$d/friend.rec"; then
    echo "two-windows: the friend's record is not the host's:"
    diff "$d/host.rec" "$d/friend.rec" | head -20
    exit 1
fi
# ... and the same people: each seat's colour and name as the seat lines
# keep them (its kind is each window's own: the friend's seat is "human"
# in hers, "remote" at the host). A name nobody typed is kept as none in
# both, each window naming the seat in its language ("Player 1",
# "Joueur 1"): the host's words in the friend's record fail.
seats() { sed -n 's/^# seat \([0-9]*\) [a-z]* level=[0-9]* \(colour=[0-9]* name=.*\)$/\1 \2/p' "$1"; }
seats "$d/host/last-game.screc" >"$d/host.seats"
seats "$d/friend/last-game.screc" >"$d/friend.seats"
if [ ! -s "$d/host.seats" ] || ! cmp -s "$d/host.seats" "$d/friend.seats"; then
    echo "two-windows: the friend's seats are not the host's:"
    diff "$d/host.seats" "$d/friend.seats" | head -20
    exit 1
fi
echo "two-windows: the game over in both windows; the friend's record is the host's ($(wc -l <"$d/host.rec") lines), its seats too: $(tr '\n' ';' <"$d/friend.seats")"
[ -n "$out" ] || exit 0
# The pictures as PNG, losslessly (python3's zlib: no image tool needed).
python3 - "$out"/*.ppm <<'EOF_PY' || echo "two-windows: no PNG made (python3?): the PPMs are in $out"
import struct, sys, zlib
for src in sys.argv[1:]:
    magic, w, h, top, px = open(src, "rb").read().split(maxsplit=4)
    w, h = int(w), int(h)
    rows = b"".join(b"\0" + px[y * w * 3:(y + 1) * w * 3] for y in range(h))
    def chunk(kind, data):
        return (struct.pack(">I", len(data)) + kind + data +
                struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))
    with open(src[:-4] + ".png", "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0)) +
                chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b""))
EOF_PY
