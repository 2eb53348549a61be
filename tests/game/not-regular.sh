#!/bin/sh
# A named pipe (or a folder) where the game expects one of its files: each
# is refused at once, with the file and the reason, never waited on. An
# ordinary open of a pipe without a writer waits forever, before any window;
# the timeout turns that into a failure.
# Usage: not-regular.sh SPACECATS DATADIR CASE
set -u

game=$1
data=$2
case_name=$3
tmp=$(mktemp -d "${TMPDIR:-/tmp}/spacecats-not-regular.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT INT TERM
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy SPACECATS_PREFDIR="$tmp/pref"
mkdir "$tmp/pref"

fail() {
    echo "FAIL: $*" >&2
    exit 1
}

# data_with_pipe FILE: $tmp/data, the data folder (links) with FILE, relative
# to it, a named pipe.
data_with_pipe() {
    mkdir "$tmp/data"
    for d in "$data"/*; do
        ln -s "$d" "$tmp/data/"
    done
    sub=${1%%/*}
    rm "$tmp/data/$sub"
    mkdir "$tmp/data/$sub"
    for f in "$data/$sub"/*; do
        ln -s "$f" "$tmp/data/$sub/"
    done
    rm "$tmp/data/$1"
    mkfifo "$tmp/data/$1"
}

# run STATUS MESSAGE ARGS...: the game exits STATUS (in time) and says MESSAGE.
run() {
    want=$1
    msg=$2
    shift 2
    timeout 30 "$game" "$@" >"$tmp/out" 2>"$tmp/err"
    got=$?
    [ "$got" -ne 124 ] || fail "'$*' hung (killed after 30 s)"
    if [ "$got" -ne "$want" ]; then
        cat "$tmp/err" >&2
        fail "'$*' exited $got, expected $want"
    fi
    grep -qF -- "$msg" "$tmp/err" || fail "'$*': no '$msg' in: $(cat "$tmp/err")"
}

pipe="not a regular file (a named pipe)"
case $case_name in
mat | layout | rules)
    file=$case_name/$(basename "$data/$case_name"/*.yaml)
    data_with_pipe "$file"
    # The mat and the layout are needed to start; the rules screen shows its
    # problem and the game goes on.
    [ "$case_name" = rules ] && want=0 || want=1
    run $want "$tmp/data/$file: $pipe" --data "$tmp/data" --screen rules --screenshot "$tmp/s.png"
    ;;
art | sound)
    [ "$case_name" = art ] && file=art/app-icon.svg || file=sound/dice.wav
    data_with_pipe "$file"
    run 0 "$tmp/data/$file: $pipe" --data "$tmp/data" --screenshot "$tmp/s.png"
    ;;
settings)
    mkfifo "$tmp/pref/settings.yaml"
    run 0 "$tmp/pref/settings.yaml: $pipe; the default settings are used" \
        --screenshot "$tmp/s.png"
    ;;
# The saves say it in their own words (saves.c checks before reading).
autosave)
    mkfifo "$tmp/pref/autosave.screc"
    run 1 "$tmp/pref/autosave.screc: not a regular file" --continue --screenshot "$tmp/s.png"
    ;;
load)
    mkfifo "$tmp/game.screc"
    run 1 "$tmp/game.screc: not a regular file" --load "$tmp/game.screc" --screenshot "$tmp/s.png"
    mkdir "$tmp/folder"
    run 1 "$tmp/folder: a folder" --load "$tmp/folder" --screenshot "$tmp/s.png"
    ;;
*)
    fail "unknown case $case_name"
    ;;
esac
exit 0
