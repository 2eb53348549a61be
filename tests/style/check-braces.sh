#!/bin/sh
# One brace style: every if, for, while and else body in braces, in every C
# file of the project, the tests' too (clang-tidy's
# readability-braces-around-statements; clang-format 14 cannot add them).
# One clang-tidy for every file, not one per file (less time).
# Usage: check-braces.sh SOURCE_ROOT BUILD_ROOT
# Fix with: clang-tidy -p BUILD_ROOT --checks='-*,readability-braces-around-statements' --fix FILE
set -eu
cd "$1"
if ! command -v clang-tidy >/dev/null 2>&1; then
    echo "clang-tidy is missing (scripts/install-deps.sh installs it)" >&2
    exit 1
fi
if [ -d .git ] || [ -f .git ]; then
    files=$(git ls-files 'src/*.c' 'tools/*.c' 'tests/*.c')
else
    files=$(find src tools tests -name '*.c' | sort)
fi
# shellcheck disable=SC2086 # one word per file
out=$(clang-tidy -p "$2" --quiet --checks='-*,readability-braces-around-statements' \
    --header-filter='(include/spacecats|src|tests)/.*' $files 2>/dev/null |
    grep 'warning:' | sort -u || true)
if [ -n "$out" ]; then
    echo "$out"
    echo "bodies without braces: clang-tidy -p $2 --checks='-*,readability-braces-around-statements' --fix FILE"
    exit 1
fi
echo "$(echo "$files" | wc -w) files with braces around every body"
