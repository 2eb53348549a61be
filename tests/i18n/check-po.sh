#!/bin/sh
# The translations are complete and sound:
#   - po/POTFILES is sorted and lists every source file that calls _( or N_(
#     or ngettext(;
#   - po/data-strings.c holds exactly the texts of the data files;
#   - a template extracted now from POTFILES has every message translated in
#     fr.po, nothing fuzzy, nothing untranslated, nothing obsolete left over;
#   - fr.po compiles with msgfmt --check (formats, header, plurals).
# Usage: check-po.sh SOURCE_ROOT SCRATCH_DIR
set -eu
src=$1
tmp=$2
mkdir -p "$tmp"
po="$src/po"
fail=0
say() { echo "check-po: $*" >&2; fail=1; }

LC_ALL=C sort -c "$po/POTFILES" || say "po/POTFILES is not sorted (LC_ALL=C sort)"
for f in $(cd "$src" && grep -l -E '(^|[^A-Za-z0-9_])(N?_|ngettext)\(' src/game/*/*.c src/ai/*.c src/core/*.c src/data/*.c 2>/dev/null); do
    grep -qx "$f" "$po/POTFILES" || say "$f has translatable texts but is not in po/POTFILES"
done
while read -r f; do
    [ -f "$src/$f" ] || say "po/POTFILES lists $f, which does not exist"
done < "$po/POTFILES"

python3 "$src/tools/extract-data-strings.py" --check "$src" || fail=1

xgettext --files-from="$po/POTFILES" --directory="$src" --output="$tmp/now.pot" \
    --from-code=UTF-8 --add-comments --keyword=_ --keyword=N_ --keyword=NC_:1c,2 --keyword=ngettext:1,2 \
    --package-name="Space Cats" 2>"$tmp/xgettext.err" || { cat "$tmp/xgettext.err" >&2; exit 1; }
# msgcmp counts fuzzy and untranslated entries of fr.po as missing.
msgcmp "$po/fr.po" "$tmp/now.pot" || say "po/fr.po lacks translations of the template (run ninja spacecats-update-po, then translate)"
n=$(msgattrib --only-fuzzy --no-obsolete "$po/fr.po" | grep -c '^msgid ' || true)
[ "$n" -eq 0 ] || say "po/fr.po has $n fuzzy messages"
n=$(msgattrib --untranslated --no-obsolete "$po/fr.po" | grep -c '^msgid ' || true)
[ "$n" -eq 0 ] || say "po/fr.po has $n untranslated messages"
n=$(msgattrib --only-obsolete "$po/fr.po" | grep -c '^#~ msgid ' || true)
[ "$n" -eq 0 ] || say "po/fr.po keeps $n obsolete messages (#~)"
msgfmt --check --statistics -o "$tmp/fr.mo" "$po/fr.po" || say "msgfmt --check refuses po/fr.po"
exit $fail
