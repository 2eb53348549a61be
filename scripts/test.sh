#!/bin/sh
# Sets everything up (packages, build with warnings as errors) and runs the
# whole test suite, in a plain build and under the sanitizers. Prints "N
# passed, N failed" last (both runs together).
set -eu
cd "$(dirname "$0")/.."
sh scripts/install-deps.sh
BUILD=build-test
if [ -d "$BUILD" ]; then
    meson setup --reconfigure "$BUILD" -Dwerror=true
else
    meson setup "$BUILD" -Dwerror=true
fi
ninja -C "$BUILD"
status=0
meson test -C "$BUILD" --print-errorlogs --num-processes 2 || status=$?
# The same suite again under AddressSanitizer and UndefinedBehaviorSanitizer
# (any report fails its test), except the valgrind tests, which need the
# plain build, and the style checks, which read the sources (and the
# objects' calls) the same in both builds. See docs/reliability.md.
SAN=build-test-asan
# (No -Dwerror here: the plain build checks the warnings; the sanitizers
# change what the optimiser can prove and so which warnings appear.)
SAN_OPTIONS="-Dwerror=false -Db_sanitize=address,undefined -Dc_args=-fno-sanitize-recover=undefined"
if [ -d "$SAN" ]; then
    meson setup --reconfigure "$SAN" $SAN_OPTIONS
else
    meson setup "$SAN" $SAN_OPTIONS
fi
ninja -C "$SAN"
LSAN_OPTIONS="suppressions=$(pwd)/tests/sanitize/lsan.supp:print_suppressions=0" \
UBSAN_OPTIONS=print_stacktrace=1 \
    meson test -C "$SAN" --print-errorlogs --num-processes 2 --no-suite valgrind --no-suite style || status=$?
python3 - "$BUILD/meson-logs/testlog.json" "$SAN/meson-logs/testlog.json" <<'PY'
import json, sys
passed = failed = skipped = 0
for line in (l for path in sys.argv[1:] for l in open(path)):
    r = json.loads(line)["result"]
    if r in ("OK", "EXPECTEDFAIL"):
        passed += 1
    elif r == "SKIP":
        skipped += 1
    else:
        failed += 1
print(f"{passed} passed, {failed} failed, {skipped} skipped")
PY
exit $status
