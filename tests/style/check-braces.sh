#!/bin/sh
# One brace style: every if, for, while and else body in braces, in every C
# file of the project (clang-tidy's readability-braces-around-statements;
# clang-format 14 cannot add them). Usage: check-braces.sh SOURCE_ROOT BUILD_ROOT
# Fix with: clang-tidy -p BUILD_ROOT --checks='-*,readability-braces-around-statements' --fix FILE
set -eu
cd "$1"
if ! command -v clang-tidy >/dev/null 2>&1; then
    echo "clang-tidy is missing (scripts/install-deps.sh installs it)" >&2
    exit 1
fi
if [ -d .git ] || [ -f .git ]; then
    files=$(git ls-files 'src/*.c' 'tools/*.c')
else
    files=$(find src tools -name '*.c' | sort)
fi
out=$(for f in $files; do
    clang-tidy -p "$2" --quiet --checks='-*,readability-braces-around-statements' \
        --header-filter='(include/spacecats|src)/.*' "$f" 2>/dev/null | grep 'warning:' || true
done | sort -u)
if [ -n "$out" ]; then
    echo "$out"
    echo "bodies without braces: clang-tidy -p $2 --checks='-*,readability-braces-around-statements' --fix FILE"
    exit 1
fi
echo "$(echo "$files" | wc -w) files with braces around every body"
