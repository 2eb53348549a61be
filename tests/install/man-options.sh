#!/bin/sh
# The manual page documents every option that --help lists.
# Usage: man-options.sh SPACECATS_PROGRAM MAN_PAGE
set -eu
fail=0
opts=$(LANGUAGE= LC_ALL=C "$1" --help | sed -n 's/^  \(-h, \)\{0,1\}\(--[a-z-]*\).*/\2/p')
[ -n "$opts" ] || { echo "man-options: --help lists no options" >&2; exit 1; }
for o in $opts; do
    escaped=$(printf '%s' "$o" | sed 's/-/\\\\-/g')
    grep -q -- "$escaped" "$2" || { echo "man-options: $2 does not document $o" >&2; fail=1; }
done
exit $fail
