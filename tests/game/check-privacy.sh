#!/bin/sh
# The drawing and wording of the play screen (the board, the hover cards,
# the hint, the pass screen, the log) read a player's secret missions and
# score only through src/game/privacy.h, which hides another seat's missions
# and mission points until the end (test_privacy.c checks that part). So
# none of these files may compute scores or read the missions themselves.
# The scoring screen (the game is over: everything shows) is not listed.
# Usage: check-privacy.sh SOURCE_ROOT
set -eu
src=$1
fail=0
for f in play_draw.c play_panels.c play_curtain.c screen_play.c describe.c game_log.c \
    hover.c hover_text.c play_card.c; do
    # (lay->missions are the layout's places for the tokens: no secret.)
    if grep -n -E 'sc_game_score *\(|sc_game_mission_done *\(|missions\[|mission_space *\[|missions_done' \
        "$src/src/game/$f" | grep -v -E 'lay->missions\['; then
        echo "check-privacy: src/game/$f reads missions or scores directly: use privacy.h" >&2
        fail=1
    fi
done
exit $fail
