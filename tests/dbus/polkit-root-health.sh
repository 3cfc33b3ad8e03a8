#!/bin/bash
# polkit_root_health: with the shipped policy (packaging/io.github.driveproof.policy) and the
# real polkitd on the system bus (DESIGN.md §6), root may read health
# (io.github.driveproof.read-health) without a prompt, so a root service such as
# driveproof-export.service never waits for one (polkitd authorizes uid 0 for every action,
# so no rules file is needed), and a user outside an active session may not: a system
# service of another user gets a prompt it cannot answer. As root it installs the policy
# (only where none is installed), asks pkcheck, then removes what it added and stops what it
# started. Usage:
#   polkit-root-health.sh POLICY
# Exit status: 0 passed, 1 failed, 77 skipped (not root, or a part of the stack missing).
set -u

skip() { echo "SKIP: $*" >&2; exit 77; }
fail() { echo "FAIL: $*" >&2; FAILED=1; }
log() { echo "polkit-root-health: $*" >&2; }

[ $# -eq 1 ] || { echo "usage: $0 POLICY" >&2; exit 2; }
POLICY=$1
[ "$(id -u)" -eq 0 ] || skip "needs root (polkit rules, system bus)"
POLKITD=/usr/lib/polkit-1/polkitd
[ -x "$POLKITD" ] || skip "polkitd is not installed ($POLKITD)"
for tool in dbus-daemon dbus-send runuser useradd pkcheck; do
    command -v "$tool" >/dev/null || skip "$tool is not installed"
done

TEST_USER=driveproof-test
POLICY_DST=/usr/share/polkit-1/actions/io.github.driveproof.policy
FAILED=0 STARTED_BUS="" STARTED_POLKITD="" ADDED_POLICY="" LOG=$(mktemp)

has_owner() {
    dbus-send --system --print-reply --reply-timeout=2000 --dest=org.freedesktop.DBus \
        /org/freedesktop/DBus org.freedesktop.DBus.NameHasOwner "string:$1" 2>/dev/null |
        grep -q 'boolean true'
}
wait_for() { for _ in $(seq 1 100); do "$@" && return 0; sleep 0.1; done; return 1; }
stop_pid() {
    kill -0 "$1" 2>/dev/null || return 0
    kill -TERM "$1" 2>/dev/null
    wait_for eval "! kill -0 $1 2>/dev/null" || kill -KILL "$1"
}
teardown() {
    [ -n "$ADDED_POLICY" ] && rm -f "$POLICY_DST"
    [ -n "$STARTED_POLKITD" ] && stop_pid "$STARTED_POLKITD"
    if [ -n "$STARTED_BUS" ]; then
        stop_pid "$STARTED_BUS"
        rm -f /run/dbus/pid /run/dbus/system_bus_socket   # /run is not a tmpfs here
    fi
    rm -f "$LOG"
}
trap teardown EXIT
trap 'exit 130' INT TERM

id "$TEST_USER" >/dev/null 2>&1 ||
    useradd --system --no-create-home --shell /usr/sbin/nologin "$TEST_USER" || skip "useradd failed"
if [ -e "$POLICY_DST" ]; then
    cmp -s "$POLICY" "$POLICY_DST" || skip "$POLICY_DST exists and differs from the source tree"
else
    install -m 0644 "$POLICY" "$POLICY_DST" && ADDED_POLICY=1
fi

if ! has_owner org.freedesktop.DBus; then
    mkdir -p /run/dbus
    rm -f /run/dbus/pid /run/dbus/system_bus_socket   # stale: no daemon answers on them
    STARTED_BUS=$(dbus-daemon --system --fork --print-pid) || skip "dbus-daemon --system failed"
    wait_for has_owner org.freedesktop.DBus || { fail "the system bus did not come up"; exit 1; }
fi
if has_owner org.freedesktop.PolicyKit1; then
    sleep 2   # a running polkitd rereads the actions when the files change
else
    "$POLKITD" --no-debug >"$LOG" 2>&1 &
    STARTED_POLKITD=$!
    wait_for has_owner org.freedesktop.PolicyKit1 || { cat "$LOG" >&2; skip "polkitd did not start"; }
fi

# pkcheck's exit status: 0 authorized, 1 not authorized, 2 authentication needed (no agent
# here, so never given), 3 dismissed.
check() {   # WHO ACTION: prints pkcheck's exit status for a shell of WHO (its words to stderr)
    local action=io.github.driveproof.$2 rc
    local script='exec /usr/bin/pkcheck --action-id "$1" --process $$'
    if [ "$1" = root ]; then
        sh -c "$script" sh "$action" >&2
    else
        runuser -u "$1" -- /bin/sh -c "$script" sh "$action" >&2
    fi
    rc=$?
    echo "$rc"
}
got=$(check root read-health);          log "root read-health: $got"
[ "$got" -eq 0 ] || fail "root may not read health without a prompt (pkcheck $got)"
got=$(check "$TEST_USER" read-health);  log "$TEST_USER read-health: $got"
[ "$got" -eq 2 ] || fail "a user outside an active session: pkcheck $got, wanted 2 (authentication needed)"
got=$(check "$TEST_USER" set-write-cache);  log "$TEST_USER set-write-cache: $got"
[ "$got" -eq 2 ] || fail "a user outside an active session: set-write-cache gave $got, wanted 2"

[ "$FAILED" -eq 0 ] && echo passed
exit "$FAILED"
