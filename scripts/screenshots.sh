#!/bin/sh
# Regenerates the screenshots of docs/screenshots from a build folder
# (default build/): title, setup, settings, a mid-expedition travel decision,
# a landing decision, a crash (mid-explosion), the scoring screen, and a
# player's secret missions and the hot-seat pass screen (English and
# French), at 1280x720 and 2560x1440, and a settled roll, a crash's
# callout, a hover card, a hint and a game's review (1280x720, English and
# French). The game is the
# same every time:
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
    # The 73rd action is a roll that crashes the rocket: caught mid-explosion.
    "$exe" --size "$size" $game --speed normal --screenshot-at 73 \
        --screenshot "$out/crash-$size.png"
    "$exe" --size "$size" $game --screenshot "$out/scoring-$size.png"
    # Secret missions (saves in tests/game/data), in English and French: a
    # human's own missions, another player's card hovered (their mission
    # points hidden); the pass screen between two humans.
    for lang in en fr; do
        sfx=$size; [ "$lang" = en ] || sfx=$size-$lang
        "$exe" --size "$size" --lang $lang --load tests/game/data/missions-one-human.screc \
            --pointer 1330,775 --screenshot "$out/missions-$sfx.png"
        "$exe" --size "$size" --lang $lang --load tests/game/data/missions-two-humans.screc \
            --screenshot "$out/pass-$sfx.png"
    done
    rm -f "$pref"/*.screc
done
# A crash's callout, the card beside the space and "Crash!" on the banner,
# in English and French, at 1280x720 only (seed 3: the 58th action is a
# roll that crashes the rocket).
for lang in en fr; do
    "$exe" --size 1280x720 --lang $lang --autoplay --seed 3 --players 4 --speed normal \
        --screenshot-at 58 --screenshot "$out/callout-crash-$lang.png"
    rm -f "$pref"/*.screc
done
# A settled roll as its player sees it: Anna, the human commander of the
# missions save, has rolled (the save cut after its 49th action, "roll 2 3
# A 2 4 2"), the dice at rest in the tray, the usable groups lit, in English
# and French, at 1280x720 only.
awk -v stop=49 '
    /^# (state|end of save)/ { next }
    started && NF && !/^#/ { if (events == stop) exit; events++ }
    { print }
    $0 == "start" { started = 1 }
    END { printf "# end of save: %d actions\n", events }' \
    tests/game/data/missions-one-human.screc >"$pref/roll.screc"
for lang in en fr; do
    sfx=1280x720; [ "$lang" = en ] || sfx=1280x720-fr
    "$exe" --size 1280x720 --lang $lang --load "$pref/roll.screc" --screenshot "$out/roll-$sfx.png"
    rm -f "$pref"/autosave.screc
done
# A hover card: the mouse moon under the pointer, its space lit and named
# on its tag, in English and French, at 1280x720 only.
for lang in en fr; do
    "$exe" --size 1280x720 --lang $lang --autoplay --seed 5 --players 3 --variants all \
        --screenshot-at 60 --pointer 1632,562 --screenshot "$out/hover-moon-$lang.png"
    rm -f "$pref"/*.screc
done
# A hint on a moon landing and the review of a finished game, in English and
# French, at 1280x720 only, from games of spacecats-sim (four computer
# levels, every variant, seeds 11 and 12) kept as saves with human seats:
# the review of the first, seats 0 and 2 human (tools/review-shot); the
# hint of the second where seat 3, human, may land on a 3-point moon that
# also completes a secret mission (tools/hint-shot).
"$build/src/spacecats-sim" play --seats kitten,cadet,kitten,captain --games 2 --seed 11 \
    --variants all --record "$pref/rec" --quiet >/dev/null
# save_of RECORD HUMANS STOP: RECORD as a save whose seats listed in HUMANS
# are human, cut before its line STOP (the whole record when STOP is "").
save_of() {
    awk -v humans="$2" -v stop="$3" '
        BEGIN {
            split("Ada Bruno Chloé Dmitri", name, " ")
            print "# spacecats-save 1"
            for (s = 0; s < 4; s++)
                printf "# seat %d %s colour=%d name=%s\n", s,
                    index(humans, s) ? "human level=0" : "computer level=3", s, name[s + 1]
        }
        stop != "" && $0 == stop { exit }
        { print }
        started && NF && !/^#/ { events++ }
        $0 == "start" { started = 1 }
        END { printf "# end of save: %d actions\n", events }' "$1"
}
save_of "$pref/rec/game-000002.rec" 3 "3 land moon:m5" >"$pref/hint.screc"
save_of "$pref/rec/game-000001.rec" 02 "" >"$pref/review.screc"
for lang in en fr; do
    "$build/tools/hint-shot/hint-shot" data $lang "$pref/hint.screc" "$out/hint-moon-$lang.png"
    "$build/tools/review-shot/review-shot" data $lang "$pref/review.screc" \
        "$out/review-$lang.png" "$pref/board.png"
done
