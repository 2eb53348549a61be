#!/bin/sh
# The reference test of one picture of tests/reference/shots.txt:
#   compare.sh SPACECATS IMGCMP NAME OUTDIR BUILD
# draws it into OUTDIR/NAME.png and compares it with tests/reference/NAME.png
# (spacecats-imgcmp's tolerance: font-hinting noise passes, a moved button
# fails). On a difference, OUTDIR/NAME-diff.png shows where. A French
# picture must also differ from its English one: its texts are translated
# where they are drawn. A network game's play screen (net-*) allows fewer
# pixels to differ, 0.01% (23 of 230,400) instead of 0.03%: what it guards,
# a board's mark of who sits there or an away friend's seconds, is 40 to 60
# pixels at half size (tests/reference/README.md).
set -eu
exe=$1 imgcmp=$2 name=$3 outdir=$4 build=$5
here=$(dirname "$0")
ref="$here/$name.png"
out="$outdir/$name.png"
diff="$outdir/$name-diff.png"
renew="if the change is intended, renew the references with
    scripts/renew-references.sh $build $name
(or without a name: all of them), look at them, and commit tests/reference/*.png"
mkdir -p "$outdir"
rm -f "$diff"
if [ ! -f "$ref" ]; then
    echo "$ref: no reference picture yet; $renew" >&2
    exit 1
fi
case $name in
net-*) limit="--limit 0.01" ;;
*) limit= ;;
esac
"$here/shoot.sh" "$exe" "$name" "$out"
status=0
# shellcheck disable=SC2086 # the option and its value are two words
"$imgcmp" $limit --diff "$diff" "$ref" "$out" || status=$?
if [ "$status" -ne 0 ]; then
    [ "$status" -ne 1 ] || echo "$name: the screen is no longer drawn as $ref shows (drawn now: $out); $renew" >&2
    exit 1
fi
case $name in
*-fr)
    en="$here/${name%-fr}-en.png"
    if [ -f "$en" ]; then
        status=0
        "$imgcmp" "$en" "$ref" >/dev/null || status=$?
        if [ "$status" -ne 1 ]; then
            echo "$name: the French picture $ref does not differ from the English one $en: untranslated texts?" >&2
            exit 1
        fi
    fi
    ;;
esac
