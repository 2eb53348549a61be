#!/bin/sh
# The manual page documents every option that --help lists, and that each
# COMMAND's --help lists (spacecats-sim play --help, ...).
# Usage: man-options.sh PROGRAM MAN_PAGE [COMMAND...]
set -eu
prog=$1
man=$2
shift 2
fail=0
check() { # the --help of "$@"
    opts=$(LANGUAGE= LC_ALL=C "$prog" "$@" --help | sed -n 's/^  \(-h, \)\{0,1\}\(--[a-z-]*\).*/\2/p')
    [ -n "$opts" ] || { echo "man-options: $prog $* --help lists no options" >&2; fail=1; return; }
    for o in $opts; do
        escaped=$(printf '%s' "$o" | sed 's/-/\\\\-/g')
        grep -q -- "$escaped" "$man" || { echo "man-options: $man does not document $o ($prog $* --help)" >&2; fail=1; }
    done
}
check
for command in "$@"; do
    check "$command"
done
exit $fail
