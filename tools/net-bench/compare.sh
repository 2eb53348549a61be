#!/bin/sh
# net-bench before and after, in one run on one machine (docs/network.md):
# the computers thinking on the server's own thread (--threads 0, as the
# server did before it had threads) and on their threads (the default), at
# 1,000 tables of two bots, then at 1,000 tables of which one in fifty has
# a commander besides its two bots.
# Usage: tools/net-bench/compare.sh [BUILD] [SECONDS]   (build/, 60 s a run)
set -eu
build=${1:-build}
seconds=${2:-60}
bench="$build/tools/net-bench/net-bench"
server="$build/src/spacecats-server"
for seats in "--seats open,open" "--seats open,open:49 --seats open,open,commander"; do
    for threads in 0 default; do
        echo "== $seats, threads $threads"
        if [ "$threads" = default ]; then
            # shellcheck disable=SC2086
            "$bench" --server "$server" --tables 1000 --seconds "$seconds" $seats
        else
            # shellcheck disable=SC2086
            "$bench" --server "$server" --tables 1000 --seconds "$seconds" $seats --threads "$threads"
        fi
    done
done
