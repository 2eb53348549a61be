#!/bin/sh
# Every level's choices checked legal over thousands of games with every
# variant combination at 2 to 5 players: ai-match applies each choice
# through the rules core and stops with status 1 on an illegal one.
#
#   tools/ai-legality.sh BUILD_DIR [DEALS]
#
# DEALS per (variants, players, pair) cell, 4 by default: with the even
# seating that is 4 x (2 + 6 + 6 + 20) = 136 games a variant combination and
# pair, 1,088 over the 8 combinations, for each of the two pairs below
# (every level plays in both). Prints one line per cell and the total.
set -eu
build=$1
deals=${2:-4}
match=$build/tools/ai/ai-match
[ -x "$match" ] || { echo "ai-legality: no $match (build first)" >&2; exit 2; }
total=0
for variants in none ufo exploration missions ufo,exploration ufo,missions exploration,missions all; do
    for players in 2 3 4 5; do
        for pair in "kitten cadet" "captain commander"; do
            # shellcheck disable=SC2086
            line=$("$match" --players "$players" --deals "$deals" --seed 11 --variants "$variants" \
                --jobs 2 $pair)
            games=$(echo "$line" | sed -n 's/.* games \([0-9]*\):.*/\1/p')
            total=$((total + games))
            echo "$variants, $players players, $pair: $games games, every choice legal"
        done
    done
done
echo "ai-legality: $total games, every choice of every level legal"
