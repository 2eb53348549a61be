#!/bin/sh
# The rules core's speed against an older core's, side by side in one run.
#
#   tools/bench-core.sh [REF [ROUNDS [GAMES]]]
#
# Builds `spacecats-sim` twice in a scratch folder, the same way (meson,
# buildtype release at -O2, no tests, no desktop game): once from the
# commit REF (default 23f228c, the core before issue 16), once from this
# working tree as it stands. Then runs `spacecats-sim bench --players 4
# --games GAMES` (default 50000) with each, alternately, ROUNDS times
# (default 11), and prints each run's games per second, then the medians
# and their ratio. Alternating spreads whatever else the machine is doing
# over both, and each round's ratio compares two runs a second apart.
#
# Two clocks: the bench's own figure (games per second of wall-clock time)
# and, when GNU time is installed (/usr/bin/time), games per second of the
# CPU time the process used, which a machine busy with other work disturbs
# far less. Needs git (REF must be in the history: no network), meson and
# ninja.
set -eu

ref=${1:-23f228c}
rounds=${2:-11}
games=${3:-50000}
root=$(cd "$(dirname "$0")/.." && pwd)
scratch=$(mktemp -d "${TMPDIR:-/tmp}/bench-core.XXXXXX")
trap 'rm -rf "$scratch"' EXIT INT TERM

options="--buildtype=release -Doptimization=2 -Dtests=false -Ddesktop=disabled"
mkdir "$scratch/old"
git -C "$root" archive "$ref" | tar -x -C "$scratch/old"
for tree in old new; do
    src="$scratch/old"
    [ "$tree" = new ] && src="$root"
    # shellcheck disable=SC2086 # the options are words
    meson setup $options "$scratch/build-$tree" "$src" >"$scratch/setup-$tree.log" 2>&1 ||
        { cat "$scratch/setup-$tree.log" >&2; exit 1; }
    ninja -C "$scratch/build-$tree" src/spacecats-sim >"$scratch/build-$tree.log" 2>&1 ||
        { cat "$scratch/build-$tree.log" >&2; exit 1; }
done

timer=""
[ -x /usr/bin/time ] && timer="/usr/bin/time -f %U+%S -o $scratch/cpu"
echo "spacecats-sim bench --players 4 --games $games, $rounds rounds," \
    "old = $ref, new = this tree"
i=0
while [ "$i" -lt "$rounds" ]; do
    i=$((i + 1))
    for tree in old new; do
        rate=$(SPACECATS_DATADIR="$root/data" $timer "$scratch/build-$tree/src/spacecats-sim" \
            bench --players 4 --games "$games" | sed -n 's/^games\/s: //p')
        cpu=0
        [ -n "$timer" ] && cpu=$(cat "$scratch/cpu")
        echo "$i $tree $rate $cpu"
    done
done | awk -v games="$games" '
    function median(list, k,    i, j, x, a) {
        split(list, a, " ")
        for (i = 2; i <= k; i++) { x = a[i]; for (j = i - 1; j >= 1 && a[j] > x; j--) a[j + 1] = a[j]; a[j + 1] = x }
        return k % 2 ? a[(k + 1) / 2] : (a[k / 2] + a[k / 2 + 1]) / 2
    }
    {
        split($4, t, "+"); cpu = t[1] + t[2]
        per_cpu = cpu > 0 ? games / cpu : 0
        wall[$2] = wall[$2] " " $3; on_cpu[$2] = on_cpu[$2] " " per_cpu; n[$2]++
        if ($2 == "old") { old_wall = $3; old_cpu = per_cpu }
        else {
            ratios = ratios " " $3 / old_wall
            if (old_cpu > 0 && per_cpu > 0) cpu_ratios = cpu_ratios " " per_cpu / old_cpu
        }
        if (per_cpu > 0)
            printf "round %d: %s %.0f games/s, %.0f games per CPU second\n", $1, $2, $3, per_cpu
        else
            printf "round %d: %s %.0f games/s\n", $1, $2, $3
    }
    END {
        k = n["old"]
        printf "median, wall clock: old %.0f games/s, new %.0f games/s; ratio %.2f (median of the rounds: %.2f)\n",
            median(wall["old"], k), median(wall["new"], k),
            median(wall["new"], k) / median(wall["old"], k), median(ratios, k)
        if (cpu_ratios != "")
            printf "median, CPU time:   old %.0f games/s, new %.0f games/s; ratio %.2f (median of the rounds: %.2f)\n",
                median(on_cpu["old"], k), median(on_cpu["new"], k),
                median(on_cpu["new"], k) / median(on_cpu["old"], k), median(cpu_ratios, k)
    }'
