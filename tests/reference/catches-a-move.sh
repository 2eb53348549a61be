#!/bin/sh
# The reference check can fail: with the title's "New game" button moved by
# 10 points (in a copy of the data), the title no longer matches its
# reference.
#   catches-a-move.sh SPACECATS IMGCMP DATADIR
set -eu
exe=$1 imgcmp=$2 data=$3
here=$(dirname "$0")
d=$(mktemp -d)
trap 'rm -rf "$d"' EXIT
cp -R "$data"/. "$d/data"
sed -i 's/^\(    new: \[\)570,/\1580,/' "$d/data/layout/board.yaml"
if cmp -s "$data/layout/board.yaml" "$d/data/layout/board.yaml"; then
    echo "catches-a-move.sh: the title's new: [570, ...] is no longer in board.yaml; update this test" >&2
    exit 1
fi
"$here/shoot.sh" "$exe" title-en "$d/moved.png" --data "$d/data"
status=0
"$imgcmp" "$here/title-en.png" "$d/moved.png" || status=$?
if [ "$status" -ne 1 ]; then
    echo "catches-a-move.sh: a button moved by 10 points was not caught (status $status)" >&2
    exit 1
fi
