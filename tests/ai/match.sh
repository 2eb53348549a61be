#!/bin/sh
# Command-line tests of ai-match, ai-bench and ai-obvious.
# Usage: match.sh AI_MATCH AI_BENCH AI_OBVIOUS
# Exits 0 when the tool behaves, 1 (with a message) when not.
set -u

match=$1
bench=$2
obvious=$3
tmp=$(mktemp -d "${TMPDIR:-/tmp}/spacecats-match-test.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT INT TERM

fail() {
    echo "FAIL: $*" >&2
    exit 1
}

run() {
    "$match" "$@" >"$tmp/out" 2>"$tmp/err" || fail "'$*' exited $? ($(cat "$tmp/err"))"
}

# A level against itself: every seating comes with its mirror (even) or
# every seat in turn (one), and the same level plays the same games either
# way, so the share is exactly the fair one whatever the deals.
run --players 5 --deals 3 cadet cadet
grep -q 'seating even .* games 60: cadet wins 50.0% +- 0.0 (fair 50.0%)' "$tmp/out" ||
    fail "even seating, cadet against itself: $(cat "$tmp/out")"
run --players 3 --deals 4 --seating one kitten kitten
grep -q 'seating one .* games 12: kitten wins 33.3% +- 0.0 (fair 33.3%)' "$tmp/out" ||
    fail "one seating, kitten against itself: $(cat "$tmp/out")"

# Threads change nothing in the figures, and --every prints in deal order.
run --players 4 --deals 6 --every 2 --seed 7 kitten cadet
cp "$tmp/out" "$tmp/one-thread"
[ "$(wc -l <"$tmp/one-thread")" -eq 3 ] || fail "--every 2 over 6 deals: $(cat "$tmp/one-thread")"
run --players 4 --deals 6 --every 2 --seed 7 --jobs 3 kitten cadet
cmp -s "$tmp/out" "$tmp/one-thread" || fail "--jobs 3 differs from one thread"

# A stronger level wins more than its fair share.
run --players 2 --deals 60 --seed 3 cadet kitten
share=$(sed -n 's/.*cadet wins \([0-9.]*\)%.*/\1/p' "$tmp/out")
awk -v s="$share" 'BEGIN { exit !(s > 50.0) }' || fail "cadet against kitten: $share%"

# Bad arguments: a message and exit status 2.
for args in "--players x kitten cadet" "--players 6 kitten cadet" "--seating odd kitten cadet" \
    "--jobs 0 kitten cadet" "kitten nobody" "kitten" "--deals"; do
    # shellcheck disable=SC2086
    "$match" $args >"$tmp/out" 2>"$tmp/err"
    status=$?
    [ "$status" -eq 2 ] || fail "'$args' exited $status, expected 2"
    [ -s "$tmp/err" ] || fail "'$args': no message"
done

# --help: the usage on standard output, status 0.
for tool in "$match" "$bench" "$obvious"; do
    for flag in --help -h; do
        "$tool" $flag >"$tmp/out" 2>"$tmp/err" || fail "$tool $flag exited $?"
        grep -q '^usage: ai-' "$tmp/out" || fail "$tool $flag: no usage line"
    done
done

# ai-bench's bad arguments: a message naming the argument, status 2.
for args in "--players 7" "--players" "--games x" "--games 0" "--variants some" "nobody"; do
    # shellcheck disable=SC2086
    "$bench" $args >"$tmp/out" 2>"$tmp/err"
    status=$?
    [ "$status" -eq 2 ] || fail "ai-bench '$args' exited $status, expected 2"
    grep -q "^ai-bench: " "$tmp/err" || fail "ai-bench '$args': no message"
done
# And a good one runs.
"$bench" --games 1 --players 2 --variants none kitten >"$tmp/out" 2>"$tmp/err" ||
    fail "ai-bench --games 1 kitten exited $?"
grep -q '^kitten' "$tmp/out" || fail "ai-bench kitten: $(cat "$tmp/out")"

# ai-obvious: bad arguments exit 2 with a message; a short run prints its
# summary with a count for every level.
for args in "--players 7" "--games x" "--margin 2" "--worlds" "nobody"; do
    # shellcheck disable=SC2086
    "$obvious" $args >"$tmp/out" 2>"$tmp/err"
    status=$?
    [ "$status" -eq 2 ] || fail "ai-obvious '$args' exited $status, expected 2"
    grep -q "^ai-obvious: " "$tmp/err" || fail "ai-obvious '$args': no message"
done
"$obvious" --games 4 --worlds 64 >"$tmp/out" 2>"$tmp/err" || fail "ai-obvious exited $?"
grep -q '^4 games, 2 players, 64 worlds.*obvious; missed by kitten [0-9]*, cadet [0-9]*, captain [0-9]*, commander [0-9]*$' \
    "$tmp/out" || fail "ai-obvious: $(cat "$tmp/out")"
exit 0
