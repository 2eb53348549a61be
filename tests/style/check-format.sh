#!/bin/sh
# Every C file of the project is laid out as .clang-format says: the
# formatting check of the test command. Prints the files that are not, and
# how to fix them. Usage: check-format.sh SOURCE_ROOT
set -eu
cd "$1"
if ! command -v clang-format >/dev/null 2>&1; then
    echo "clang-format is missing (scripts/install-deps.sh installs it)" >&2
    exit 1
fi
bad=""
# Tracked files when this is a git checkout (a source tarball has no .git).
if [ -d .git ] || [ -f .git ]; then
    files=$(git ls-files '*.c' '*.h')
else
    files=$(find src include tests tools fuzz po -name '*.[ch]' 2>/dev/null | sort)
fi
# shellcheck disable=SC2086
if ! clang-format --dry-run --Werror $files >/dev/null 2>&1; then
    for f in $files; do # which ones
        if ! clang-format --dry-run --Werror "$f" >/dev/null 2>&1; then
            bad="$bad $f"
        fi
    done
fi
n=$(echo "$files" | wc -w)
if [ -n "$bad" ]; then
    echo "not clang-formatted:$bad"
    echo "fix with: clang-format -i$bad"
    exit 1
fi
echo "$n files clang-formatted"
