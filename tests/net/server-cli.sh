#!/bin/sh
# spacecats-server's command line: each bad argument is refused with exit
# status 2 and a message naming what is wrong; what cannot be done at run
# time (a mat that is not there, a port in use) exits 1 saying why; --help
# and --version exit 0.
# Usage: server-cli.sh SERVER
set -eu
server=$1
fail=0
tmp=$(mktemp -d "${TMPDIR:-/tmp}/server-cli.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

# expect STATUS WORDS -- ARGS...: the server exits STATUS and its error says WORDS.
expect() {
    want=$1
    words=$2
    shift 3
    status=0
    "$server" "$@" >"$tmp/out" 2>"$tmp/err" </dev/null || status=$?
    if [ $status -ne "$want" ]; then
        echo "server-cli: '$*' exited $status, not $want: $(cat "$tmp/err")" >&2
        fail=1
    elif ! grep -qF -- "$words" "$tmp/err"; then
        echo "server-cli: '$*' did not say '$words': $(cat "$tmp/err")" >&2
        fail=1
    elif [ "$want" -eq 2 ] && ! grep -qF "Try 'spacecats-server --help'." "$tmp/err"; then
        echo "server-cli: '$*' did not point to --help: $(cat "$tmp/err")" >&2
        fail=1
    fi
}

expect 2 "unknown option '--prot'" -- --prot 7246
expect 2 "'7246' is not an option" -- 7246
expect 2 "--port needs a value" -- --port
expect 2 "--port: 'http' is not a number from 0 to 65535" -- --port http
expect 2 "--port: '70000' is not a number from 0 to 65535" -- --port 70000
expect 2 "--port: '-1' is not a number from 0 to 65535" -- --port -1
expect 2 "--tables: '0' is not a number from 1 to 2000" -- --tables 0
expect 2 "--tables: '2001' is not a number from 1 to 2000" -- --tables 2001
expect 2 "--address: 'localhost' is not an IPv4 address" -- --address localhost
expect 2 "--address: '::1' is not an IPv4 address" -- --address ::1
expect 2 "--seats: unknown seat 'admiral' in 'open,admiral'" -- --seats open,admiral
expect 2 "--seats: one seat in 'open'" -- --seats open
expect 2 "--seats: more than 5 seats" -- --seats open,open,open,open,open,open
expect 2 "--seats: a seat of 0 characters in 'open,,cadet'" -- --seats open,,cadet
expect 2 "--seats: no open seat in list 1 of 1: nobody could play" -- --seats cadet,captain
expect 2 "--seats: no open seat in list 2 of 2" -- --seats open,open --seats kitten,cadet
expect 2 "--seats: given 3 times for 2 tables" -- --tables 2 --seats open,open --seats open,open --seats open,cadet
expect 2 "--variants: 'moon' is not a variant" -- --variants ufo,moon
expect 2 "--variants: 'ufo' is not a variant, or is given twice" -- --variants ufo,ufo
expect 2 "--threads: '65' is not a number from 0 to 64" -- --threads 65
expect 2 "--max-conns: '0' is not a number from 1 to 4000" -- --max-conns 0
expect 2 "--away: '86401' is not a number from 0 to 86400" -- --away 86401
expect 2 "--rate: 'fast' is not a number" -- --rate fast
expect 1 "$tmp/no-such-mat.yaml" -- --mat "$tmp/no-such-mat.yaml" --port 0
expect 1 "not an address of this machine" -- --address 192.0.2.1 --port 0
expect 1 "--state: $tmp/no-such-folder is not a folder" -- --state "$tmp/no-such-folder" --port 0

# A port in use: a first server holds it.
"$server" --address 127.0.0.1 --port 0 >"$tmp/first" 2>&1 &
first=$!
tries=0
until grep -q '^listening on' "$tmp/first" || [ $tries -gt 200 ]; do
    tries=$((tries + 1))
    sleep 0.05
done
port=$(sed -n 's/^listening on 127\.0\.0\.1:\([0-9]*\),.*/\1/p' "$tmp/first")
if [ -z "$port" ]; then
    echo "server-cli: a server on port 0 did not say where it listens: $(cat "$tmp/first")" >&2
    fail=1
else
    expect 1 "in use" -- --address 127.0.0.1 --port "$port"
    expect 1 "give each its own --port" -- --address 127.0.0.1 --port "$port"
fi
kill -TERM $first
wait $first || { echo "server-cli: the first server, stopped, did not exit 0" >&2; fail=1; }

for ok in --help -h --version; do
    "$server" $ok >"$tmp/out" 2>&1 || { echo "server-cli: $ok failed" >&2; fail=1; }
done
grep -q '^spacecats-server [0-9]' "$tmp/out" || { echo "server-cli: --version says $(cat "$tmp/out")" >&2; fail=1; }
exit $fail
