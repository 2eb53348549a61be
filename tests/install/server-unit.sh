#!/bin/sh
# spacecats-server's systemd unit names the installed program and runs it as
# a user made for it (DynamicUser) keeping its games in its state folder
# (StateDirectory, --state), is installed to be enabled by the admin
# (WantedBy), is what systemd-analyze verify accepts (when systemd is
# there), and its default options start the server: run with them (and the
# port and address changed to a free loopback one), it says it listens and
# stops cleanly on SIGTERM.
# Usage: server-unit.sh UNIT ROOT DATADIR
#   ROOT: the folder the unit's paths are under ('' when installed for real);
#   DATADIR: the installed data beside it (spacecats/), for the mat.
set -eu
unit=$1
root=$2
datadir=$3
fail=0
say() { echo "server-unit: $*" >&2; fail=1; }
[ -f "$unit" ] || { echo "server-unit: no unit $unit" >&2; exit 1; }

exec_line=$(sed -n 's/^ExecStart=//p' "$unit")
prog=${exec_line%% *}
case "$prog" in
/*/spacecats-server) ;;
*) say "ExecStart does not start spacecats-server by its full path: $exec_line" ;;
esac
[ -x "$root$prog" ] || say "ExecStart starts $prog, which is not installed ($root$prog)"
[ "${exec_line#* }" = '--state ${STATE_DIRECTORY} $SPACECATS_SERVER_OPTIONS' ] ||
    say "ExecStart does not keep the games in its state folder and take its options from SPACECATS_SERVER_OPTIONS: $exec_line"
grep -qx 'StateDirectory=spacecats-server' "$unit" || say "the unit has no state folder for the games"
grep -qx 'DynamicUser=yes' "$unit" || say "the unit does not run the server as a dynamic user"
! grep -q '^User=' "$unit" || say "the unit names a user: $(grep '^User=' "$unit")"
grep -qx 'WantedBy=multi-user.target' "$unit" || say "the unit cannot be enabled for boot (no WantedBy=multi-user.target)"
opts=$(sed -n 's/^Environment="SPACECATS_SERVER_OPTIONS=\(.*\)"$/\1/p' "$unit")
[ -n "$opts" ] || say "the unit gives no default SPACECATS_SERVER_OPTIONS"
echo "$opts" | grep -q -- '--port [0-9]' || say "the unit's options do not name the port: $opts"

if command -v systemd-analyze >/dev/null 2>&1; then
    # verify checks the program exists: a copy naming the one under ROOT
    # (the manual page is checked where it is installed, not by man).
    tmp=$(mktemp -d "${TMPDIR:-/tmp}/server-unit.XXXXXX")
    sed "s|^ExecStart=$prog|ExecStart=$root$prog|" "$unit" >"$tmp/spacecats-server.service"
    out=$(systemd-analyze verify --man=no "$tmp/spacecats-server.service" 2>&1) || say "systemd-analyze verify failed: $out"
    [ -z "$out" ] || say "systemd-analyze verify says: $out"
    rm -rf "$tmp"
else
    echo "server-unit: no systemd-analyze here: the unit's syntax is not checked" >&2
fi

# The default options start the server (the last --port and --address win),
# a scratch folder for its state.
[ -x "$root$prog" ] || exit 1
log=$(mktemp "${TMPDIR:-/tmp}/server-unit-log.XXXXXX")
state=$(mktemp -d "${TMPDIR:-/tmp}/server-unit-state.XXXXXX")
# shellcheck disable=SC2086
env SPACECATS_DATADIR="$datadir" "$root$prog" --state "$state" $opts --port 0 --address 127.0.0.1 >"$log" 2>&1 &
pid=$!
tries=0
until grep -q '^listening on 127.0.0.1:' "$log"; do
    tries=$((tries + 1))
    if [ $tries -gt 200 ] || ! kill -0 $pid 2>/dev/null; then
        break
    fi
    sleep 0.05
done
grep -q '^listening on 127.0.0.1:' "$log" || say "the server with the unit's options did not listen: $(cat "$log")"
kill -TERM $pid 2>/dev/null || true
status=0
wait $pid || status=$?
[ $status -eq 0 ] || say "the server stopped by SIGTERM exited $status: $(cat "$log")"
grep -q '^games started 0, ended 0, resumed 0;' "$log" || say "the server did not say what it counted when stopped: $(cat "$log")"
rm -f "$log"
rm -rf "$state"
exit $fail
