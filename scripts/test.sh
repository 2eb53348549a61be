#!/bin/sh
# Sets everything up (packages, build with warnings as errors) and runs the
# whole test suite. Prints "N passed, N failed" last.
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
python3 - "$BUILD/meson-logs/testlog.json" <<'PY'
import json, sys
passed = failed = skipped = 0
for line in open(sys.argv[1]):
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
