#!/bin/bash
# tst_helpersystem: driveproof-helper once, end to end, on the real system bus with the real
# polkitd (docs/design.md §5, §6). As root it installs the bus policy and polkit actions from
# packaging/ (only where none are installed), a polkit rules file that lets the
# unprivileged user driveproof-test open one loop device for reading and nothing else,
# starts the helper, and runs the client as that user. Then it removes everything it added
# and stops everything it started. With CLI given, `driveproof-cli bench` also runs as that
# user: a read test on the loop device through the helper, and a refused write test. Usage:
#   helper-system-e2e.sh HELPER CLIENT POLICY BUS_CONF [CLI]
# Exit status: 0 passed, 1 failed, 77 skipped (not root, or a part of the stack missing).
set -u

skip() { echo "SKIP: $*" >&2; exit 77; }
fail() { echo "FAIL: $*" >&2; FAILED=1; }
log() { echo "helper-system: $*" >&2; }

[ $# -eq 4 ] || [ $# -eq 5 ] || { echo "usage: $0 HELPER CLIENT POLICY BUS_CONF [CLI]" >&2; exit 2; }
HELPER=$1 CLIENT=$2 POLICY=$3 BUS_CONF=$4 CLI=${5:-}
[ "$(id -u)" -eq 0 ] || skip "needs root (system bus policy, polkit rules, loop devices)"
. "$(dirname "$(readlink -f "$0")")/../common/systembus.sh"
[ -x "$POLKITD" ] || skip "polkitd is not installed ($POLKITD)"
for tool in dbus-daemon dbus-send runuser useradd losetup stat pkcheck pkaction setpriv; do
    command -v "$tool" >/dev/null || skip "$tool is not installed"
done
[ -d /etc/polkit-1/rules.d ] || skip "/etc/polkit-1/rules.d does not exist"

TEST_USER=driveproof-test
NAME=io.github.driveproof.Helper1
RULES=/etc/polkit-1/rules.d/10-driveproof-e2e-test.rules
POLICY_DST=/usr/share/polkit-1/actions/io.github.driveproof.policy
CONF_DST=/etc/dbus-1/system.d/io.github.driveproof.Helper1.conf
WORK=$(mktemp -d /tmp/driveproof-helper-e2e.XXXXXX) || exit 1
# The test user runs copies of the client and the CLI from a folder it may enter: the build
# may sit under /root (mode 0700) or another home folder the user cannot reach (issue 26).
BIN=$(mktemp -d /tmp/driveproof-helper-e2e-bin.XXXXXX) || exit 1
chmod 0755 "$BIN"
install -m 0755 "$CLIENT" "$BIN/client" && CLIENT=$BIN/client || exit 1
if [ -n "$CLI" ]; then install -m 0755 "$CLI" "$BIN/driveproof-cli" && CLI=$BIN/driveproof-cli || exit 1; fi
FAILED=0 HELPER_PID="" LOOP=""
ADDED_RULES="" ADDED_POLICY="" ADDED_CONF=""

loop_is_ours() {
    [ -n "$LOOP" ] && [ "$(cat "/sys/block/${LOOP#/dev/}/loop/backing_file" 2>/dev/null)" = "$WORK/disk.img" ]
}
# Installs SRC at DST unless DST exists; an existing identical file is used as it is, a
# different one (a real installation) is left alone and the test skips.
install_once() {
    if [ -e "$2" ]; then
        cmp -s "$1" "$2" || skip "$2 exists and differs from the source tree: not replacing it"
        return 1
    fi
    install -m 0644 "$1" "$2"
}

teardown() {
    [ -n "$HELPER_PID" ] && stop_pid "$HELPER_PID" driveproof-helper
    [ -n "$ADDED_RULES" ] && rm -f "$RULES"
    [ -n "$ADDED_POLICY" ] && rm -f "$POLICY_DST"
    if [ -n "$ADDED_CONF" ]; then
        rm -f "$CONF_DST"
        [ -z "$STARTED_BUS" ] && reload_bus
    fi
    systembus_stop
    loop_is_ours && losetup -d "$LOOP"
    rm -rf "$WORK" "$BIN"
}
trap teardown EXIT
trap 'exit 130' INT TERM

# 1. The unprivileged user, a loop device over our own file, our files in place.
id "$TEST_USER" >/dev/null 2>&1 ||
    useradd --system --no-create-home --shell /usr/sbin/nologin "$TEST_USER" || skip "useradd failed"
head -c 4096 /dev/urandom >"$WORK/disk.img" && truncate -s 16M "$WORK/disk.img" || exit 1
LOOP=$(losetup -f --show "$WORK/disk.img") || skip "losetup failed"
loop_is_ours || { fail "losetup gave $LOOP, which is not backed by our image"; LOOP=""; exit 1; }
install_once "$BUS_CONF" "$CONF_DST" && ADDED_CONF=1
install_once "$POLICY" "$POLICY_DST" && ADDED_POLICY=1
cat >"$RULES" <<EOF
// DriveProof's end-to-end helper test (tests/dbus/helper-system-e2e.sh); removed after it.
polkit.addRule(function(action, subject) {
    if (subject.user != "$TEST_USER" || action.id.indexOf("io.github.driveproof.") != 0)
        return polkit.Result.NOT_HANDLED;
    if (action.id == "io.github.driveproof.open-device" && action.lookup("device") == "$LOOP")
        return polkit.Result.YES;
    return polkit.Result.NO;
});
EOF
ADDED_RULES=1

# 2. System bus (reuse a running one, never stop someone else's) and polkitd; a polkitd
# that ran already rereads the actions and rules: wait until it answers with them.
systembus_start
polkit_wait_action io.github.driveproof.open-device || skip "polkitd does not know the installed actions"
polkit_wait_answer 0 "$TEST_USER" io.github.driveproof.open-device "$LOOP" ||
    { fail "polkitd does not apply the test's rules file (open-device of $LOOP)"; exit 1; }

# 3. The helper as root on the system bus (the policy lets only root own the name).
"$HELPER" --idle-timeout 60 >"$WORK/helper.log" 2>&1 &
HELPER_PID=$!
wait_for has_owner "$NAME" || { cat "$WORK/helper.log" >&2; fail "the helper did not get $NAME"; exit 1; }

as_user() { runuser -u "$TEST_USER" -- "$@"; }
log "user $TEST_USER, device $LOOP"
as_user test -r "$LOOP" && fail "$TEST_USER can read $LOOP without the helper: the test proves nothing"

# 4. Allowed: an fd on exactly this device, read-only, with the device's bytes.
out=$(as_user "$CLIENT" open "$LOOP" r)
log "open $LOOP r: $out"
want_rdev=$(stat -c '%t %T' "$LOOP" | { read -r a b; echo "$((16#$a)):$((16#$b))"; })
want_sum=$(head -c 4096 "$LOOP" | sha256sum | cut -d' ' -f1)
[ "$out" = "rdev=$want_rdev accmode=r sha256=$want_sum" ] ||
    fail "open $LOOP r: got '$out', wanted 'rdev=$want_rdev accmode=r sha256=$want_sum'"

# 5. Denied: writing (another action) and the write-cache state (read-health).
out=$(as_user "$CLIENT" open "$LOOP" rw)
log "open $LOOP rw: $out"
[[ "$out" == "error errnum=13 "*"$LOOP"* ]] || fail "open $LOOP rw was not refused by polkit: '$out'"
out=$(as_user "$CLIENT" cache "$LOOP")
log "cache $LOOP: $out"
[[ "$out" == "error errnum=13 "* ]] || fail "GetWriteCache $LOOP was not refused by polkit: '$out'"
loop_holders=$(ls -l /proc/"$HELPER_PID"/fd 2>/dev/null | grep -c " $LOOP\$")
[ "$loop_holders" -eq 0 ] || fail "the helper still holds $LOOP"

# 5b. driveproof-cli itself as the user: the surface scan reads the whole device through an
# fd from the helper; a write test is refused (polkit: no open-device-for-writing).
if [ -n "$CLI" ]; then
    as_user env HOME="$WORK" "$CLI" bench surface "$LOOP" --json --no-history >"$WORK/bench.json" 2>"$WORK/bench.err"
    rc=$?
    log "driveproof-cli bench surface $LOOP: exit $rc"
    bytes=$(/usr/bin/python3 -c 'import json,sys; r=json.load(open(sys.argv[1])); print(int([m for m in r["measurements"] if m["key"]=="surface.read"][0]["bytes"]))' "$WORK/bench.json" 2>/dev/null)
    [ "$rc" -eq 0 ] && [ "$bytes" = "$((16 * 1024 * 1024))" ] ||
        fail "bench surface as $TEST_USER: exit $rc, bytes '$bytes': $(cat "$WORK/bench.err")"
    as_user env HOME="$WORK" "$CLI" bench random "$LOOP" --destructive --duration 0.2 --no-history \
        </dev/null >"$WORK/bench-w.out" 2>"$WORK/bench-w.err"
    rc=$?
    log "driveproof-cli bench random $LOOP --destructive: exit $rc: $(cat "$WORK/bench-w.err")"
    [ "$rc" -eq 1 ] && grep -q "$LOOP" "$WORK/bench-w.err" || fail "the write test as $TEST_USER was not refused"
fi

# 6. The bus policy: introspection allowed, any other interface refused, name not ownable.
as_user dbus-send --system --print-reply --dest="$NAME" /io/github/driveproof/Helper1 \
    org.freedesktop.DBus.Introspectable.Introspect >/dev/null || fail "Introspect was refused"
as_user dbus-send --system --print-reply --dest="$NAME" /io/github/driveproof/Helper1 \
    org.freedesktop.DBus.Peer.Ping >"$WORK/ping.out" 2>&1 && fail "Peer.Ping was allowed"
grep -q AccessDenied "$WORK/ping.out" || fail "Peer.Ping: $(cat "$WORK/ping.out")"
as_user /usr/bin/python3 -c "import dbus; dbus.SystemBus().request_name('$NAME')" \
    >"$WORK/own.out" 2>&1 && fail "$TEST_USER could own $NAME"
grep -q AccessDenied "$WORK/own.out" || fail "owning $NAME: $(cat "$WORK/own.out")"

if [ "$FAILED" -ne 0 ]; then
    log "the helper's log:"
    cat "$WORK/helper.log" >&2
    exit 1
fi
grep -E "polkit:" "$WORK/helper.log" >&2
log "passed"
exit 0
