#!/bin/bash
# Runs a test program against a real udisksd (docs/design.md §6): system bus, udevd, udev
# coldplug, udisksd; then stops only what this script started. Usage:
#   with-udisksd.sh PROGRAM [ARGS...]
# Exit status: the program's, or 77 (skipped) when a capability is missing.
set -u

skip() { echo "SKIP: $*" >&2; exit 77; }
log() { echo "with-udisksd: $*" >&2; }

[ $# -ge 1 ] || { echo "usage: $0 PROGRAM [ARGS...]" >&2; exit 2; }
[ "$(id -u)" -eq 0 ] || skip "needs root (starts system daemons, attaches loop devices)"

UDISKSD=/usr/libexec/udisks2/udisksd
UDEVD=/lib/systemd/systemd-udevd
[ -x "$UDISKSD" ] || skip "udisksd not installed ($UDISKSD)"
command -v dbus-daemon >/dev/null || skip "dbus-daemon not installed"
command -v dbus-send >/dev/null || skip "dbus-send not installed"
command -v udevadm >/dev/null && [ -x "$UDEVD" ] || skip "systemd-udevd not installed"

WORK=$(mktemp -d /tmp/driveproof-udisksd.XXXXXX) || exit 1
STARTED_BUS="" STARTED_UDEVD="" STARTED_UDISKSD=""

bus_alive() {
    dbus-send --system --print-reply --reply-timeout=2000 --dest=org.freedesktop.DBus \
        /org/freedesktop/DBus org.freedesktop.DBus.GetId >/dev/null 2>&1
}
udisks_on_bus() {
    dbus-send --system --print-reply --reply-timeout=2000 --dest=org.freedesktop.DBus \
        /org/freedesktop/DBus org.freedesktop.DBus.NameHasOwner string:org.freedesktop.UDisks2 \
        2>/dev/null | grep -q 'boolean true'
}
# Stops one process we started, by pid: TERM, then KILL after 10 s.
stop_pid() {
    local pid=$1 what=$2
    kill -0 "$pid" 2>/dev/null || return 0
    kill -TERM "$pid" 2>/dev/null
    for _ in $(seq 1 100); do kill -0 "$pid" 2>/dev/null || return 0; sleep 0.1; done
    log "$what ($pid) ignored SIGTERM; killing"
    kill -KILL "$pid" 2>/dev/null
}

teardown() {
    [ -n "$STARTED_UDISKSD" ] && stop_pid "$STARTED_UDISKSD" udisksd
    [ -n "$STARTED_UDEVD" ] && stop_pid "$STARTED_UDEVD" systemd-udevd
    if [ -n "$STARTED_BUS" ]; then
        stop_pid "$STARTED_BUS" dbus-daemon
        # /run is not a tmpfs here and dbus-daemon leaves both behind: a stale pid file
        # stops the next dbus-daemon, a stale socket makes clients try a dead bus.
        rm -f /run/dbus/pid /run/dbus/system_bus_socket
    fi
    rm -rf "$WORK"
}
trap teardown EXIT
trap 'exit 130' INT TERM

# 1. System bus: reuse a running one (someone else's; never stop it), else start ours.
if bus_alive; then
    log "reusing the running system bus"
else
    mkdir -p /run/dbus
    rm -f /run/dbus/pid /run/dbus/system_bus_socket   # stale: no daemon answers on them
    STARTED_BUS=$(dbus-daemon --system --fork --print-pid) || skip "dbus-daemon --system failed"
    for _ in $(seq 1 50); do bus_alive && break; sleep 0.1; done
    bus_alive || { log "system bus did not come up"; exit 1; }
    log "started system bus (pid $STARTED_BUS)"
fi

# 2. udevd, in the foreground of a background job so that we know its pid exactly.
if udevadm control --ping --timeout=2 >/dev/null 2>&1; then
    log "reusing the running udevd"
else
    "$UDEVD" >"$WORK/udevd.log" 2>&1 &
    STARTED_UDEVD=$!
    for _ in $(seq 1 50); do udevadm control --ping --timeout=1 >/dev/null 2>&1 && break; sleep 0.1; done
    log "started systemd-udevd (pid $STARTED_UDEVD)"
fi

# 3. Coldplug: udev's database is what udisksd reads. Every block device except vda,
# the machine's own disk: its sysfs files are never written (docs/design.md §6), and udevd
# could not initialise it anyway since even root cannot open /dev/vda here.
TRIGGER=()
for dev in /sys/class/block/*; do
    case "$(basename "$dev")" in vda*) continue ;; esac
    TRIGGER+=("$dev")
done
[ ${#TRIGGER[@]} -eq 0 ] || udevadm trigger --action=add "${TRIGGER[@]}"
udevadm settle --timeout=60 || log "udevadm settle timed out; going on"

# 4. udisksd: reuse one that already owns the name, else start ours and wait for it.
if udisks_on_bus; then
    log "reusing the running udisksd"
else
    "$UDISKSD" >"$WORK/udisksd.log" 2>&1 &
    STARTED_UDISKSD=$!
    for _ in $(seq 1 300); do
        udisks_on_bus && break
        kill -0 "$STARTED_UDISKSD" 2>/dev/null || break
        sleep 0.1
    done
    if ! udisks_on_bus; then
        log "udisksd did not appear on the bus within 30 s; its log:"
        cat "$WORK/udisksd.log" >&2
        exit 1
    fi
    log "started udisksd (pid $STARTED_UDISKSD)"
fi

"$@"
rc=$?
if [ $rc -ne 0 ] && [ -n "$STARTED_UDISKSD" ]; then
    log "test failed ($rc); udisksd's log:"
    cat "$WORK/udisksd.log" >&2
fi
exit $rc
