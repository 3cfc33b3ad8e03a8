#!/bin/bash
# polkit_root_health: with the shipped policy (packaging/io.github.driveproof.policy) and the
# real polkitd on the system bus (docs/design.md §6), root may read health
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
. "$(dirname "$(readlink -f "$0")")/../common/systembus.sh"
[ -x "$POLKITD" ] || skip "polkitd is not installed ($POLKITD)"
for tool in dbus-daemon dbus-send useradd pkcheck pkaction setpriv; do
    command -v "$tool" >/dev/null || skip "$tool is not installed"
done

TEST_USER=driveproof-test
POLICY_DST=/usr/share/polkit-1/actions/io.github.driveproof.policy
FAILED=0 ADDED_POLICY=""

teardown() {
    [ -n "$ADDED_POLICY" ] && rm -f "$POLICY_DST"
    systembus_stop
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

systembus_start
polkit_wait_action io.github.driveproof.read-health || skip "polkitd does not know the installed actions"

got=$(polkit_answer root io.github.driveproof.read-health);          log "root read-health: $got"
[ "$got" -eq 0 ] || fail "root may not read health without a prompt (pkcheck $got)"
got=$(polkit_answer "$TEST_USER" io.github.driveproof.read-health);  log "$TEST_USER read-health: $got"
[ "$got" -eq 2 ] || fail "a user outside an active session: pkcheck $got, wanted 2 (authentication needed)"
got=$(polkit_answer "$TEST_USER" io.github.driveproof.set-write-cache);  log "$TEST_USER set-write-cache: $got"
[ "$got" -eq 2 ] || fail "a user outside an active session: set-write-cache gave $got, wanted 2"

[ "$FAILED" -eq 0 ] && echo passed
exit "$FAILED"
