#!/bin/sh
# Every save and record of the corpus (tests/saves/corpus/: made by the
# earlier versions, on every mat the game shipped) replays with
# spacecats-sim on the default data folder, which finds each one's mat by the
# checksum its record names; a finished game's replay says so, and the one
# game today's rules score otherwise (rule R8) ends with today's scores.
# Usage: corpus.sh SIM CORPUS_DIR
set -u
sim=$1
corpus=$2
tmp=$(mktemp -d "${TMPDIR:-/tmp}/spacecats-corpus.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT INT TERM
fail() {
    echo "FAIL: $*" >&2
    exit 1
}
n=0
for f in "$corpus"/*.screc "$corpus"/*.rec; do
    [ -f "$f" ] || continue
    name=$(basename "$f")
    "$sim" replay "$f" >"$tmp/out" 2>"$tmp/err" || fail "$name: $(cat "$tmp/err")"
    # The mat the record names, found among the shipped ones.
    case $(grep '^mat ' "$f") in
    *79730ed4afd95a3f) title="Six moons" ;;
    *5a0034b5658a1018) title="Thirteen moons" ;;
    *) fail "$name: a mat the corpus does not know" ;;
    esac
    grep -q "^mat: default, $title" "$tmp/out" || fail "$name: not replayed on '$title': $(grep '^mat' "$tmp/out")"
    if grep -q '^# end: scores .*(game over' "$f"; then
        grep -q '^game over: yes' "$tmp/out" || fail "$name: a finished game replays unfinished"
    fi
    n=$((n + 1))
done
[ "$n" -ge 18 ] || fail "only $n files in $corpus"
# Rule R8: the parachute's goal at the last crash is no longer awarded.
"$sim" replay "$corpus/352a62d-sim-2p-parachute-goal.rec" >"$tmp/out" 2>&1 || fail "R8 game"
grep -q '^winner: seat 0 with 24 points' "$tmp/out" || fail "R8 game: $(grep winner "$tmp/out")"
grep -c 'total 2[34]$' "$tmp/out" | grep -qx 2 || fail "R8 game: not 24 to 23"
# Without the mat folder's earlier mats, a six-moon record is refused in words.
mkdir -p "$tmp/data/mat"
cp "$(dirname "$corpus")/../../data/mat/default.yaml" "$tmp/data/mat/"
SPACECATS_DATADIR="$tmp/data" "$sim" replay "$corpus/deep-space-stall.screc" >"$tmp/out" 2>"$tmp/err"
[ $? -eq 1 ] || fail "a record of an unknown mat: not refused"
grep -q "deep-space-stall.screc: the record is for mat 'default' (checksum 79730ed4afd95a3f), which .* does not hold (default.yaml 5a0034b5658a1018); give its mat file with --mat FILE" "$tmp/err" ||
    fail "unknown mat: $(cat "$tmp/err")"
echo "$n files replayed"
