#!/bin/sh
# export_systemd_units: the fleet exporter's service and timer (packaging/systemd) pass
# `systemd-analyze verify` without a word, the timer fires every 15 minutes with a random
# delay, and the service is a hardened oneshot that writes only the textfile folder and
# the lock folder. ExecStart is checked with the built CLI in place of the installed path.
# Usage: verify-export-units.sh SERVICE TIMER CLI       Exit: 0 passed, 1 failed, 77 skipped.
set -u
service=$1 timer=$2 cli=$3
fail=0
want() {   # FILE LINE: the unit holds this exact line
    grep -qxF "$2" "$1" || { echo "FAIL: $(basename "$1") lacks '$2'"; fail=1; }
}
want "$service" "Type=oneshot"
want "$service" "ProtectSystem=strict"
want "$service" "ProtectHome=read-only"
want "$service" "ReadWritePaths=-/var/lib/prometheus/node-exporter -/run/lock"
want "$service" "PrivateNetwork=yes"
want "$service" "NoNewPrivileges=yes"
grep -q '^ExecStart=.*/driveproof-cli export --openmetrics .*--output ' "$service" ||
    { echo "FAIL: ExecStart does not run 'driveproof-cli export --openmetrics --output'"; fail=1; }
grep -q '^\[Install\]' "$service" &&
    { echo "FAIL: the service has an [Install] section: only the timer is enabled"; fail=1; }
want "$timer" "OnCalendar=*:0/15"
grep -q '^RandomizedDelaySec=' "$timer" || { echo "FAIL: the timer has no RandomizedDelaySec"; fail=1; }
want "$timer" "WantedBy=timers.target"

if ! command -v systemd-analyze >/dev/null; then
    echo "systemd-analyze not installed: unit syntax not verified"
    exit $fail
fi
dir=$(mktemp -d) || exit 1
trap 'rm -rf "$dir"' EXIT
printf '[Service]\nExecStart=/bin/true\n' >"$dir/probe.service"
if systemd-analyze verify "$dir/probe.service" >/dev/null 2>&1; then
    sed "s|^ExecStart=[^ ]*|ExecStart=$cli|" "$service" >"$dir/driveproof-export.service"
    cp "$timer" "$dir/driveproof-export.timer"
    # --man=no: the man page is installed with the package, not here.
    out=$(cd "$dir" && systemd-analyze verify --man=no driveproof-export.service driveproof-export.timer 2>&1)
    rc=$?
    [ -n "$out" ] && echo "$out"
    { [ $rc -eq 0 ] && [ -z "$out" ]; } || fail=1
else
    echo "systemd-analyze verify does not work here: unit syntax not verified"
fi
[ $fail -eq 0 ] && echo passed
exit $fail
