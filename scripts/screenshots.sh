#!/bin/sh
# Regenerates the screenshots of docs/screenshots from a build folder
# (default build/): title, setup, settings, a mid-expedition travel decision,
# a landing decision, a crash (mid-explosion), the scoring screen, and a
# player's secret missions and the hot-seat pass screen (English and
# French), at 1280x720 and 2560x1440, and a crash's callout (1280x720,
# English and French). The game is the same every time:
# seed 5, four computer players (the missions: saved games), so the
# pictures change only when the game does.
set -eu
build=${1:-build}
exe="$build/src/spacecats"
out=docs/screenshots
pref=$(mktemp -d)
trap 'rm -rf "$pref"' EXIT
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy SPACECATS_PREFDIR="$pref"
game="--autoplay --seed 5 --players 4"
for size in 1280x720 2560x1440; do
    "$exe" --size "$size" --screen title --screenshot "$out/title-$size.png"
    "$exe" --size "$size" --screen setup --screenshot "$out/setup-$size.png"
    "$exe" --size "$size" --screen settings --screenshot "$out/settings-$size.png"
    # After the 11th action (a roll): the commander's dice, the plan lifted.
    "$exe" --size "$size" $game --screenshot-at 11 --screenshot "$out/travel-$size.png"
    # After the 12th: a landing decision, the chosen planet lit.
    "$exe" --size "$size" $game --screenshot-at 12 --screenshot "$out/landing-$size.png"
    # The 39th action is a roll that crashes the rocket: caught mid-explosion.
    "$exe" --size "$size" $game --speed normal --screenshot-at 39 \
        --screenshot "$out/crash-$size.png"
    "$exe" --size "$size" $game --screenshot "$out/scoring-$size.png"
    # Secret missions (saves in tests/game/data), in English and French: a
    # human's own missions, another player's card hovered (their mission
    # points hidden); the pass screen between two humans.
    for lang in en fr; do
        sfx=$size; [ "$lang" = en ] || sfx=$size-$lang
        "$exe" --size "$size" --lang $lang --load tests/game/data/missions-one-human.screc \
            --pointer 1400,830 --screenshot "$out/missions-$sfx.png"
        "$exe" --size "$size" --lang $lang --load tests/game/data/missions-two-humans.screc \
            --screenshot "$out/pass-$sfx.png"
    done
    rm -f "$pref"/*.screc
done
# A crash's callout, the card beside the space and "Crash!" on the banner,
# in English and French, at 1280x720 only (seed 3: the 12th action is a
# roll that crashes the rocket).
for lang in en fr; do
    "$exe" --size 1280x720 --lang $lang --autoplay --seed 3 --players 4 --speed normal \
        --screenshot-at 12 --screenshot "$out/callout-crash-$lang.png"
    rm -f "$pref"/*.screc
done
# A hover card: the mouse moon under the pointer, its space lit and named
# on its tag, in English and French, at 1280x720 only.
for lang in en fr; do
    "$exe" --size 1280x720 --lang $lang --autoplay --seed 5 --players 3 --variants all \
        --screenshot-at 60 --pointer 1632,562 --screenshot "$out/hover-moon-$lang.png"
    rm -f "$pref"/*.screc
done
