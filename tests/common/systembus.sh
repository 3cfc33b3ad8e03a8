# Sourced by the root tests that need the real system bus and polkitd (tests/dbus/*.sh,
# tests/packaging/install-test.sh): start each only where none runs, never stop someone
# else's, and wait for what a test needs instead of sleeping (docs/design.md §6).
#
#   systembus_start     the system bus (reloads its configuration if one runs), then polkitd
#   systembus_stop      stops the polkitd and bus that systembus_start started
#   polkit_wait_action ACTION            polkitd knows ACTION (it rereads the actions folder)
#   polkit_wait_answer WANT USER ACTION [DEVICE]
#                       pkcheck for a process of USER gives WANT (0 yes, 1 no, 2 prompt);
#                       a rules file takes effect when polkitd has reread the rules folder
#
# The caller defines skip and log; it sets no traps here.

POLKITD=${POLKITD:-/usr/lib/polkit-1/polkitd}
STARTED_BUS="" STARTED_POLKITD=""
SYSTEMBUS_LOG=""

has_owner() {
    dbus-send --system --print-reply --reply-timeout=2000 --dest=org.freedesktop.DBus \
        /org/freedesktop/DBus org.freedesktop.DBus.NameHasOwner "string:$1" 2>/dev/null |
        grep -q 'boolean true'
}
bus_alive() { has_owner org.freedesktop.DBus; }
reload_bus() {
    dbus-send --system --print-reply --dest=org.freedesktop.DBus /org/freedesktop/DBus \
        org.freedesktop.DBus.ReloadConfig >/dev/null
}
owner_pid() {
    dbus-send --system --print-reply --dest=org.freedesktop.DBus /org/freedesktop/DBus \
        org.freedesktop.DBus.GetConnectionUnixProcessID "string:$1" 2>/dev/null |
        awk '/uint32/ {print $2}'
}
# Up to 10 s by default; WAIT_TENTHS=N for longer (a loaded machine reloads polkit slowly).
wait_for() {
    local i
    for ((i = 0; i < ${WAIT_TENTHS:-100}; i++)); do
        "$@" && return 0
        sleep 0.1
    done
    return 1
}
stop_pid() {
    kill -0 "$1" 2>/dev/null || return 0
    kill -TERM "$1" 2>/dev/null
    wait_for eval "! kill -0 $1 2>/dev/null" || { log "${2:-$1} ($1) ignored SIGTERM"; kill -KILL "$1"; }
}

systembus_start() {
    if bus_alive; then
        reload_bus # our bus policy file may be new
    else
        mkdir -p /run/dbus
        rm -f /run/dbus/pid /run/dbus/system_bus_socket # stale: no daemon answers on them
        STARTED_BUS=$(dbus-daemon --system --fork --print-pid) || skip "dbus-daemon --system failed"
        wait_for bus_alive || skip "the system bus did not come up"
    fi
    if ! has_owner org.freedesktop.PolicyKit1; then
        [ -x "$POLKITD" ] || skip "polkitd is not installed ($POLKITD)"
        SYSTEMBUS_LOG=$(mktemp /tmp/driveproof-polkitd.XXXXXX)
        "$POLKITD" --no-debug >"$SYSTEMBUS_LOG" 2>&1 &
        STARTED_POLKITD=$!
        wait_for has_owner org.freedesktop.PolicyKit1 || { cat "$SYSTEMBUS_LOG" >&2; skip "polkitd did not start"; }
    fi
}

systembus_stop() {
    [ -n "$STARTED_POLKITD" ] && stop_pid "$STARTED_POLKITD" polkitd
    if [ -n "$STARTED_BUS" ]; then
        stop_pid "$STARTED_BUS" dbus-daemon
        rm -f /run/dbus/pid /run/dbus/system_bus_socket # /run is not a tmpfs here
    fi
    STARTED_POLKITD="" STARTED_BUS=""
    [ -n "$SYSTEMBUS_LOG" ] && rm -f "$SYSTEMBUS_LOG"
    SYSTEMBUS_LOG=""
}

polkit_wait_action() {
    WAIT_TENTHS=300 wait_for eval "pkaction --action-id '$1' >/dev/null 2>&1"
}

# pkcheck's exit status for a process of USER: 0 authorized, 1 not, 2 authentication needed
# (no agent here, so never given), 3 dismissed. Root asks, about a sleeping process of USER:
# polkitd takes details (the device) only from a trusted caller.
polkit_answer() {
    local user=$1 action=$2 device=${3:-} pid rc
    setpriv --reuid="$user" --regid="$(id -g "$user")" --clear-groups sleep 30 &
    pid=$!
    wait_for eval "[ \"\$(stat -c %u /proc/$pid 2>/dev/null)\" = \"$(id -u "$user")\" ]"
    pkcheck --action-id "$action" --process "$pid" ${device:+--detail device "$device"} >/dev/null 2>&1
    rc=$?
    kill "$pid" 2>/dev/null
    wait "$pid" 2>/dev/null
    echo "$rc"
}
polkit_wait_answer() {
    local want=$1 i
    shift
    for ((i = 0; i < 300; i++)); do
        [ "$(polkit_answer "$@")" = "$want" ] && return 0
        sleep 0.1
    done
    return 1
}
