#!/bin/sh
# The drawing and wording of the game (the board, the hover cards, the
# hint, the pass screen, the log, every screen) read a player's secret
# missions and score only through src/game/session/privacy.h, which hides another
# seat's missions and mission points until the end (test_privacy.c checks
# that part). So none of these files may compute scores or read the
# missions themselves.
# The drawing files are found by what they call (a drawing primitive or a
# drawing kit's function), not by a list, so a new drawing file is checked
# the day it is written; the wording files, which make the texts drawn
# elsewhere, are named. The scoring screen (the game is over: everything
# shows) is the one file left out.
# Usage: check-privacy.sh SOURCE_ROOT
set -eu
game=$1/src/game
draws='\b(gm_gfx_(fill|round|round_outline|disc|dots|clip|clear|layer_draw)|gm_text_(draw|center|wrapped)|gm_sprite_draw(_rotated)?|gm_pd_[a-z_]+|gm_play_draw[a-z_]*|gm_ui_(button|button_keyed|panel|background|notice)) *\('
wording='describe.c game_log.c hover.c hover_text.c'
all=$(find "$game" -name '*.c' | sort)
drawing=$(grep -l -E "$draws" $all || true)
if [ -z "$drawing" ]; then
    echo "check-privacy: no drawing file found under $game: the pattern is out of date" >&2
    exit 1
fi
named=
for w in $wording; do
    f=$(find "$game" -name "$w")
    if [ -z "$f" ]; then
        echo "check-privacy: the wording file $w is gone: update this list" >&2
        exit 1
    fi
    named="$named $f"
done
fail=0
n=0
for f in $(printf '%s\n' $drawing $named | sort -u); do
    case $f in */screen_score.c) continue ;; esac
    n=$((n + 1))
    # (lay->missions are the layout's places for the tokens: no secret.)
    if grep -n -E 'sc_game_score *\(|sc_game_mission_done *\(|missions\[|mission_space *\[|missions_done' \
        "$f" | grep -v -E 'lay->missions\['; then
        echo "check-privacy: ${f#"$1"/} reads missions or scores directly: use privacy.h" >&2
        fail=1
    fi
done
echo "check-privacy: $n files that draw or word the game checked"
exit $fail
