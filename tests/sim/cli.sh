#!/bin/sh
# Command-line tests of spacecats-sim. Usage: cli.sh SIM CASE
# Each case exits 0 when the simulator behaves, 1 (with a message) when not.
set -u

sim=$1
case_name=$2
tmp=$(mktemp -d "${TMPDIR:-/tmp}/spacecats-sim-test.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT INT TERM

fail() {
    echo "FAIL: $*" >&2
    exit 1
}

# expect_status STATUS ARGS...: runs the simulator, checks its exit status.
expect_status() {
    want=$1
    shift
    "$sim" "$@" >"$tmp/out" 2>"$tmp/err"
    got=$?
    if [ "$got" -ne "$want" ]; then
        echo "--- stdout" >&2
        cat "$tmp/out" >&2
        echo "--- stderr" >&2
        cat "$tmp/err" >&2
        fail "'$*' exited $got, expected $want"
    fi
}

# expect_usage_error ARGS...: exit status 2 and a message on stderr.
expect_usage_error() {
    expect_status 2 "$@"
    [ -s "$tmp/err" ] || fail "'$*': no message on stderr"
}

case $case_name in
play)
    expect_status 0 play --games 200 --seats random,simple --seed 1
    grep -q '^games/s: [0-9][0-9]*\.[0-9]$' "$tmp/out" || fail "play: no games/s line"
    [ "$(tail -n 1 "$tmp/out" | cut -c1-8)" = "games/s:" ] || fail "play: games/s is not last"
    grep -q 'simple' "$tmp/out" || fail "play: no seat summary"
    expect_status 0 play --games 50 --seats simple,random,simple,random,simple --variants all \
        --stats --quiet
    grep -q 'extended statistics' "$tmp/out" || fail "play --stats: no extended figures"
    # The same seed plays the same games.
    "$sim" play --games 100 --seats random,simple,simple --seed 7 --variants ufo,missions |
        grep -v games/s >"$tmp/a"
    "$sim" play --games 100 --seats random,simple,simple --seed 7 --variants ufo,missions |
        grep -v games/s >"$tmp/b"
    cmp -s "$tmp/a" "$tmp/b" || fail "play: the same seed gave different results"
    # Rotated seats: one level in every seat plays each deal's games alike,
    # so every entry gets the same wins; 31 games round up to 11 deals of 3.
    expect_status 0 play --games 31 --seats cadet,cadet,cadet --rotate --seed 3
    grep -q '^play: 33 games (seats rotated), 3 players' "$tmp/out" ||
        fail "play --rotate: not rounded up to whole deals"
    [ "$(grep -c '^   [012]  cadet  *11\.0 ' "$tmp/out")" -eq 3 ] ||
        fail "play --rotate: the entries differ: $(cat "$tmp/out")"
    # A stronger level wins more than its fair share in every seat.
    expect_status 0 play --games 60 --seats kitten,cadet --rotate --seed 3 --quiet
    awk '$2 == "cadet" { exit !($4 + 0 > 50.0) }' "$tmp/out" ||
        fail "play --rotate: cadet does not beat kitten: $(cat "$tmp/out")"
    ;;
bench)
    expect_status 0 bench --games 100 --players 3
    grep -q '^games/s: ' "$tmp/out" || fail "bench: no games/s line"
    ;;
levels)
    # The seat menu's levels, weakest first, one a line; each one plays.
    expect_status 0 levels
    [ "$(tr '\n' ' ' <"$tmp/out")" = "kitten cadet captain commander " ] ||
        fail "levels: $(cat "$tmp/out")"
    seats=$(paste -sd, "$tmp/out")
    expect_status 0 play --games 2 --seats "$seats" --quiet
    ;;
help)
    for cmd in "" play replay bench levels; do
        # shellcheck disable=SC2086 # an empty $cmd must vanish
        expect_status 0 $cmd --help
        grep -q '^Usage: ' "$tmp/out" || fail "'$cmd --help': no usage on stdout"
    done
    ;;
bad-args)
    expect_usage_error
    expect_usage_error frobnicate
    expect_usage_error --frobnicate
    expect_usage_error play --seats random,simple --frobnicate
    expect_usage_error play --seats random,simple --games
    expect_usage_error play --seats random,simple --games 0
    expect_usage_error play --seats random,simple --games ten
    expect_usage_error play --seats random,simple --games -5
    expect_usage_error play --seats random,simple --seed 18446744073709551616
    expect_usage_error play --seats random
    expect_usage_error play --seats random,random,random,random,random,random
    expect_usage_error play --seats random,grandmaster
    grep -q 'random' "$tmp/err" || fail "unknown policy: the known ones are not listed"
    expect_usage_error play --seats random,,simple
    expect_usage_error play --seats random,simple --variants ufo,warp
    # Empty lists and items, repeated items: refused, saying which.
    expect_usage_error play --seats random,simple --variants ""
    grep -q -- "--variants: an empty list" "$tmp/err" || fail "empty list: $(cat "$tmp/err")"
    expect_usage_error play --seats random,simple --variants ufo,,ufo
    grep -q -- "--variants: an empty item in 'ufo,,ufo'" "$tmp/err" ||
        fail "empty item: $(cat "$tmp/err")"
    expect_usage_error play --seats random,simple --variants ufo,missions,ufo
    grep -q -- "--variants: 'ufo' is given twice" "$tmp/err" || fail "twice: $(cat "$tmp/err")"
    expect_usage_error play --games 10
    expect_usage_error bench --players 1
    expect_usage_error bench --players 6
    expect_usage_error bench --games 0
    expect_usage_error replay
    expect_usage_error replay a.rec b.rec
    expect_usage_error replay a.rec --frobnicate
    expect_usage_error levels extra
    ;;
replay)
    expect_status 0 play --games 3 --seats random,simple,simple --variants all --seed 11 \
        --record "$tmp/records"
    for f in "$tmp/records/game-000001.rec" "$tmp/records/game-000003.rec"; do
        [ -f "$f" ] || fail "play --record: $f not written"
        expect_status 0 replay "$f"
        grep -q '^game over: yes' "$tmp/out" || fail "replay $f: the game is not over"
        grep -q '^winner' "$tmp/out" || fail "replay $f: no winner"
        grep -q 'total' "$tmp/out" || fail "replay $f: no scores"
    done
    # A bad line is reported as FILE:LINE: reason, exit status 1.
    awk '/^start$/ { print; print "0 land planet:Z"; next } { print }' \
        "$tmp/records/game-000002.rec" >"$tmp/bad.rec"
    expect_status 1 replay "$tmp/bad.rec"
    grep -q "^$tmp/bad.rec:[0-9][0-9]*: " "$tmp/err" || fail "bad record: no FILE:LINE: message"
    expect_status 1 replay "$tmp/missing.rec"
    ;;
review)
    expect_status 0 play --games 1 --seats cadet,captain,cadet --variants all --seed 5 \
        --record "$tmp/records"
    f="$tmp/records/game-000001.rec"
    expect_status 0 review "$f" --worlds 40
    grep -q "^Review of $f: 3 players, [0-9]* expeditions, the game is over\.$" "$tmp/out" ||
        fail "review: no heading: $(head -n 1 "$tmp/out")"
    grep -q '^start  *[0-9]*%  *[0-9]*%  *[0-9]*%$' "$tmp/out" || fail "review: no start row"
    grep -q '^result  *[0-9]*%  *[0-9]*%  *[0-9]*%$' "$tmp/out" || fail "review: no result row"
    [ "$(grep -c '^Turning points of seat\|^Seat [0-9]: no turning point' "$tmp/out")" -eq 3 ] ||
        fail "review: not every seat reviewed"
    # The same seed gives the same review; --humans picks the seats.
    cp "$tmp/out" "$tmp/first"
    expect_status 0 review "$f" --worlds 40
    cmp -s "$tmp/first" "$tmp/out" || fail "review: the same seed gave another review"
    expect_status 0 review "$f" --worlds 40 --humans 1
    [ "$(grep -c '^Turning points of seat\|^Seat [0-9]: no turning point' "$tmp/out")" -eq 1 ] ||
        fail "review --humans 1: not one seat"
    # A saved game's seat lines say which seats are human.
    { echo '# seat 0 computer level=2 colour=0 name=Luna'
      echo '# seat 1 computer level=2 colour=1 name=Pip'
      echo '# seat 2 human level=0 colour=2 name=Ada'
      cat "$f"; } >"$tmp/save.rec"
    expect_status 0 review "$tmp/save.rec" --worlds 40
    ! grep -q 'seat [01]:\|^Seat [01]:' "$tmp/out" || fail "review: a computer seat was reviewed"
    grep -q 'seat 2:\|^Seat 2:' "$tmp/out" || fail "review: the human seat was not reviewed"
    # A record cut mid-expedition (before its first "stay" after the
    # third expedition began): its last row is where it stops, not a
    # number already used ("1" twice, before), and seat 0 is alone reviewed.
    awk '/^start$/ { on = 1 } on && / board / && ++b == 7 { cut = 1 }
         cut && / stay$/ { exit } { print }' "$f" >"$tmp/cut.rec"
    expect_status 0 review "$tmp/cut.rec" --worlds 40 --humans 1
    grep -q "^Review of $tmp/cut.rec: 3 players, 2 expeditions, the record stops before the end\.$" \
        "$tmp/out" || fail "review of a cut record: heading $(head -n 1 "$tmp/out")"
    grep -q '^stop  *[0-9]*%  *[0-9]*%  *[0-9]*%$' "$tmp/out" || fail "review: no stop row"
    [ "$(awk '/^ *[0-9]+  / { print $1 }' "$tmp/out" | sort | uniq -d)" = "" ] ||
        fail "review of a cut record: an expedition's row twice"
    # A damaged record: FILE:LINE: reason, exit status 1.
    awk '/^start$/ { print; print "0 land planet:Z"; next } { print }' "$f" >"$tmp/bad.rec"
    expect_status 1 review "$tmp/bad.rec"
    grep -q "^$tmp/bad.rec:[0-9][0-9]*: " "$tmp/err" || fail "bad record: $(cat "$tmp/err")"
    expect_status 1 review "$tmp/missing.rec"
    grep -q 'missing.rec' "$tmp/err" || fail "missing record: the file is not named"
    expect_usage_error review
    expect_usage_error review "$f" --humans 7
    expect_usage_error review "$f" --worlds 0
    ;;
mat)
    expect_status 1 play --games 1 --seats random,random --mat "$tmp/missing.yaml"
    grep -q 'missing.yaml' "$tmp/err" || fail "missing mat: the file is not named"
    printf 'format: 1\nname: broken\ndice: [\n' >"$tmp/broken.yaml"
    expect_status 1 play --games 1 --seats random,random --mat "$tmp/broken.yaml"
    grep -q 'broken.yaml:[0-9]' "$tmp/err" || fail "broken mat: no file:line"
    # One mission token short of dealing every seat of 5 players: refused
    # at load with the line (it loaded, then 5-player games could not start).
    awk '/^missions:/ { m = 1 } m && /tokens:/ { t = 1 }
         t && /\]/ && !done { sub(/, *[0-9]+ *\]/, "]"); done = 1 } { print }' \
        "$SPACECATS_DATADIR/mat/default.yaml" >"$tmp/short.yaml"
    ! cmp -s "$SPACECATS_DATADIR/mat/default.yaml" "$tmp/short.yaml" || fail "short mat: no edit"
    expect_status 1 play --games 1 --seats random,random,random,random,random --variants missions \
        --mat "$tmp/short.yaml"
    grep -q "short.yaml:[0-9][0-9]*: missions.tokens: " "$tmp/err" ||
        fail "short mat: $(cat "$tmp/err")"
    ;;
not-regular)
    # A named pipe or a folder for a record or a mat: refused at once with
    # the file and the reason (an ordinary open of a pipe waits forever).
    mkfifo "$tmp/pipe"
    for args in "replay $tmp/pipe" "play --games 1 --seats random,random --mat $tmp/pipe" \
        "replay --mat $tmp/pipe $tmp/pipe"; do
        # shellcheck disable=SC2086 # $args holds several words
        timeout 30 "$sim" $args >"$tmp/out" 2>"$tmp/err"
        got=$?
        [ "$got" -ne 124 ] || fail "'$args' hung (killed after 30 s)"
        [ "$got" -eq 1 ] || fail "'$args' exited $got, expected 1"
        grep -qF "$tmp/pipe: not a regular file (a named pipe)" "$tmp/err" ||
            fail "'$args': $(cat "$tmp/err")"
    done
    expect_status 1 replay "$tmp"
    grep -qF "$tmp: not a regular file (a folder)" "$tmp/err" || fail "folder: $(cat "$tmp/err")"
    ;;
file-size-limit)
    # Over ulimit -f a record that does not fit is a reported failure (exit
    # status 1, the file named), not SIGXFSZ killing the simulator.
    (
        ulimit -f 1
        exec "$sim" play --games 2 --seats random,random --seed 1 --record "$tmp/recs"
    ) >"$tmp/out" 2>"$tmp/err"
    got=$?
    [ "$got" -eq 1 ] || fail "exit status $got, expected 1: $(cat "$tmp/err")"
    grep -qF "$tmp/recs/game-000001.rec: write failed: File too large" "$tmp/err" ||
        fail "no message: $(cat "$tmp/err")"
    [ -z "$(find "$tmp/recs" -name '*.tmp-*')" ] || fail "temporary files left"
    ;;
*)
    fail "unknown case '$case_name'"
    ;;
esac
exit 0
