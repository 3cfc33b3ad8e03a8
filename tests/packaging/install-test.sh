#!/bin/bash
# package_install: the .deb that package_build made, installed on this machine for real and
# used the way a user would, then purged; the machine is left as it was found, also when a
# check fails (trap). Root only; it skips (77) where dpkg, the bus, polkitd or Xvfb is
# missing, where driveproof is installed already, or where the package's run-time
# dependencies are not all there (`apt-get install ./driveproof_*.deb` would add them).
#
#   1. dpkg -i; the files in place, the menu entry and metainfo valid, the activation file
#      naming the installed helper; polkitd sees the actions, translated.
#   2. As the unprivileged user driveproof-test, through the real system bus and polkitd
#      (a rules file grants that user one loop device, which this script attaches over its
#      own image): driveproof-cli list; GetWriteCache, which makes the bus start the
#      installed helper on demand (as root); an OpenDevice for reading (driveproof-cli bench
#      surface reads the whole device through the fd); a writable OpenDevice refused.
#   3. The GUI under xvfb-run as that user: its window appears and it saves a screenshot.
#   4. dpkg --purge; nothing of `dpkg -L driveproof` may remain, but for folders that other
#      packages own or that were there before.
# Usage: install-test.sh PACKAGE_DIR       Exit: 0 passed, 1 failed, 77 skipped.
set -u

skip() { echo "SKIP: $*"; exit 77; }
fail() { echo "FAIL: $*"; FAILED=1; }
log() { echo "package-install: $*"; }

[ $# -eq 1 ] || { echo "usage: $0 PACKAGE_DIR" >&2; exit 2; }
PKGDIR=$1
[ "$(id -u)" -eq 0 ] || skip "needs root (dpkg -i, a polkit rules file, a loop device)"
command -v dpkg >/dev/null || skip "dpkg is not installed: not a Debian system"
. "$(dirname "$(readlink -f "$0")")/../common/systembus.sh"
[ -x "$POLKITD" ] || skip "polkitd is not installed ($POLKITD)"
for tool in dpkg-deb dpkg-query dbus-daemon dbus-send gdbus runuser useradd userdel losetup \
            xvfb-run xwininfo stat pkcheck setpriv; do
    command -v "$tool" >/dev/null || skip "$tool is not installed"
done
[ -x /usr/bin/python3 ] && /usr/bin/python3 -c 'import dbus' 2>/dev/null ||
    skip "/usr/bin/python3 with the dbus module (python3-dbus) is missing"
[ -d /etc/polkit-1/rules.d ] || skip "/etc/polkit-1/rules.d does not exist"
shopt -s nullglob
debs=("$PKGDIR"/driveproof_*.deb)
[ ${#debs[@]} -eq 1 ] || skip "expected one driveproof_*.deb in $PKGDIR, found ${#debs[@]} (see package_build)"
DEB=${debs[0]}

PKG=driveproof
TEST_USER=driveproof-test
NAME=io.github.driveproof.Helper1
HELPER=/usr/libexec/driveproof-helper
RULES=/etc/polkit-1/rules.d/10-driveproof-package-test.rules
WORK=$(mktemp -d /tmp/driveproof-package-test.XXXXXX) || exit 1
chmod 0755 "$WORK"
FAILED=0 INSTALLED="" ADDED_USER="" ADDED_RULES="" LOOP=""

loop_is_ours() {
    [ -n "$LOOP" ] && [ "$(cat "/sys/block/${LOOP#/dev/}/loop/backing_file" 2>/dev/null)" = "$WORK/disk.img" ]
}
# The helper that the bus started for us (it would exit after 60 s idle anyway).
stop_helper() {
    local pid
    pid=$(owner_pid "$NAME")
    [ -n "$pid" ] && [ "$(readlink "/proc/$pid/exe" 2>/dev/null)" = "$HELPER" ] && stop_pid "$pid" driveproof-helper
}
purge() {
    stop_helper
    dpkg --purge "$PKG" >"$WORK/purge.log" 2>&1 || { cat "$WORK/purge.log" >&2; return 1; }
    INSTALLED=""
}

teardown() {
    [ -n "$INSTALLED" ] && { purge || log "dpkg --purge $PKG failed"; }
    [ -n "$ADDED_RULES" ] && rm -f "$RULES"
    systembus_stop
    loop_is_ours && losetup -d "$LOOP"
    [ -n "$ADDED_USER" ] && userdel "$TEST_USER" 2>/dev/null
    rm -rf "$WORK"
}
trap teardown EXIT
trap 'exit 130' INT TERM

# 0. Preconditions: no real installation to disturb, no file of the package already there,
#    every dependency installed (dpkg must not leave a half-configured package behind).
status=$(dpkg-query -W -f='${db:Status-Status}' "$PKG" 2>/dev/null)
[ -z "$status" ] || [ "$status" = not-installed ] ||
    skip "$PKG is installed on this machine (status: $status): not replacing a real installation"
dpkg-deb --fsys-tarfile "$DEB" | tar -t | sed -e 's|^\./|/|' -e 's|/$||' | grep -v '^/\?$' \
    >"$WORK/contents" || { echo "FAIL: cannot read $DEB" >&2; exit 1; }
: >"$WORK/dirs-before"
while read -r path; do
    if [ -e "$path" ] && [ ! -d "$path" ]; then
        skip "$path already exists and belongs to no installed $PKG: not overwriting it"
    fi
    if [ -d "$path" ]; then echo "$path" >>"$WORK/dirs-before"; fi
done <"$WORK/contents"
if command -v apt-get >/dev/null; then
    apt-get install --simulate --no-install-recommends "$(readlink -f "$DEB")" >"$WORK/apt-sim" 2>&1 ||
        { cat "$WORK/apt-sim"; skip "apt cannot resolve the dependencies of $DEB"; }
    missing=$(awk '$1=="Inst" && $2!="'"$PKG"'" {print $2}' "$WORK/apt-sim" | tr '\n' ' ')
    [ -z "$missing" ] || skip "run-time dependencies missing: $missing(apt-get install $DEB adds them)"
fi

# 1. The user, a loop device over our own file, the system bus and polkitd.
if ! id "$TEST_USER" >/dev/null 2>&1; then
    useradd --system --no-create-home --shell /usr/sbin/nologin "$TEST_USER" || skip "useradd failed"
    ADDED_USER=1
fi
head -c 4096 /dev/urandom >"$WORK/disk.img" && truncate -s 16M "$WORK/disk.img" || exit 1
LOOP=$(losetup -f --show "$WORK/disk.img") || skip "losetup failed"
loop_is_ours || { LOOP=""; echo "FAIL: losetup gave a device not backed by our image" >&2; exit 1; }
mkdir -p "$WORK/home" && chown "$TEST_USER" "$WORK/home"
systembus_start
has_owner "$NAME" && skip "something owns $NAME on the system bus already"

# 2. Install.
log "installing $(basename "$DEB") (user $TEST_USER, device $LOOP)"
INSTALLED=1
dpkg -i "$DEB" >"$WORK/install.log" 2>&1 || { cat "$WORK/install.log" >&2; echo "FAIL: dpkg -i" >&2; exit 1; }
sed 's/^/  dpkg: /' "$WORK/install.log"
dpkg -L "$PKG" | grep -v '^/\.$' >"$WORK/files"
log "installed $(wc -l <"$WORK/files") paths"
for f in /usr/bin/driveproof /usr/bin/driveproof-cli "$HELPER"; do
    [ -x "$f" ] || fail "$f is not installed"
done
for f in /usr/share/applications/io.github.driveproof.DriveProof.desktop \
         /usr/share/metainfo/io.github.driveproof.DriveProof.metainfo.xml \
         /usr/share/icons/hicolor/scalable/apps/io.github.driveproof.DriveProof.svg \
         /usr/share/polkit-1/actions/io.github.driveproof.policy \
         /usr/share/dbus-1/system.d/io.github.driveproof.Helper1.conf \
         /usr/share/dbus-1/system-services/io.github.driveproof.Helper1.service \
         /usr/lib/systemd/system/driveproof-helper.service \
         /usr/share/man/man1/driveproof.1.gz /usr/share/man/man1/driveproof-cli.1.gz \
         /usr/share/man/man8/driveproof-helper.8.gz \
         /usr/share/doc/driveproof/copyright; do
    grep -qx "$f" "$WORK/files" || fail "$f is not in the package"
done
grep -qx "Exec=$HELPER" /usr/share/dbus-1/system-services/io.github.driveproof.Helper1.service ||
    fail "the activation file does not start $HELPER"
grep -qx "ExecStart=$HELPER" /usr/lib/systemd/system/driveproof-helper.service ||
    fail "the systemd unit does not start $HELPER"
# The fleet exporter: its units name the installed CLI, nothing enabled them, and the
# installed CLI's export of our loop device passes the reference parsers.
grep -q '^ExecStart=/usr/bin/driveproof-cli export --openmetrics ' /usr/lib/systemd/system/driveproof-export.service ||
    fail "driveproof-export.service does not run /usr/bin/driveproof-cli export --openmetrics"
grep -qx /usr/lib/systemd/system/driveproof-export.timer "$WORK/files" || fail "driveproof-export.timer is not in the package"
for link in /etc/systemd/system/*.wants/driveproof-export.*; do
    [ -e "$link" ] && fail "installing enabled the exporter: $link"
done
if /usr/bin/python3 -c 'import prometheus_client' 2>/dev/null; then
    /usr/bin/driveproof-cli export --openmetrics --device "$LOOP" --output "$WORK/driveproof.prom" ||
        fail "the installed driveproof-cli export failed"
    /usr/bin/python3 "$(dirname "$0")/../common/parse-openmetrics.py" "$WORK/driveproof.prom" |
        grep -q "\"device\": \"${LOOP#/dev/}\"" || fail "the installed export of $LOOP does not parse or lacks it"
fi
# The menu entry: valid, its icon and program installed, translated.
desktop=/usr/share/applications/io.github.driveproof.DriveProof.desktop
command -v desktop-file-validate >/dev/null && { desktop-file-validate "$desktop" || fail "desktop-file-validate"; }
icon=$(sed -n 's/^Icon=//p' "$desktop")
[ -f "/usr/share/icons/hicolor/scalable/apps/$icon.svg" ] || fail "the menu entry's icon $icon is not installed"
[ "$(sed -n 's/^Exec=//p' "$desktop")" = driveproof ] || fail "the menu entry does not run driveproof"
for lang in ar cs de es fi fr he hu id it ja ko nl pl pt_BR ru sk sv tr uk zh_CN zh_TW; do
    grep -q "^Comment\[$lang\]=" "$desktop" || fail "the menu entry has no Comment[$lang]"
done
command -v appstreamcli >/dev/null &&
    { appstreamcli validate --no-net /usr/share/metainfo/io.github.driveproof.DriveProof.metainfo.xml >"$WORK/as.log" 2>&1 ||
        { cat "$WORK/as.log"; fail "appstreamcli validate on the installed metainfo"; }; }
# polkitd read the installed actions (it watches the folder), in the user's language.
enum_actions() {
    gdbus call --system --dest org.freedesktop.PolicyKit1 --object-path /org/freedesktop/PolicyKit1/Authority \
        --method org.freedesktop.PolicyKit1.Authority.EnumerateActions "$1" 2>&1
}
wait_for eval 'enum_actions C | grep -q io.github.driveproof.open-device-for-writing' ||
    fail "polkitd does not know the actions of the installed policy"
for pair in "de_DE.UTF-8:Direkt auf ein Laufwerk schreiben" "pt_BR.UTF-8:Gravar diretamente em uma unidade" \
            "zh_TW.UTF-8:直接寫入磁碟機" "ja_JP.UTF-8:ドライブに直接書き込む" \
            "he_IL.UTF-8:כתיבה ישירה לכונן" "ko_KR.UTF-8:드라이브에 직접 쓰기"; do
    enum_actions "${pair%%:*}" | grep -qF "${pair#*:}" || fail "polkitd has no ${pair%%:*} description"
done
enum_actions de_DE.UTF-8 | grep -qF 'Zum direkten Schreiben auf $(device)' ||
    fail "the German polkit message does not name the device"

# 3. As the user: a rules file grants reading and read-health on our loop device only.
cat >"$RULES" <<EOF
// DriveProof's package test (tests/packaging/install-test.sh); removed after it.
polkit.addRule(function(action, subject) {
    if (subject.user != "$TEST_USER" || action.id.indexOf("io.github.driveproof.") != 0)
        return polkit.Result.NOT_HANDLED;
    if ((action.id == "io.github.driveproof.open-device" ||
         action.id == "io.github.driveproof.read-health") && action.lookup("device") == "$LOOP")
        return polkit.Result.YES;
    return polkit.Result.NO;
});
EOF
ADDED_RULES=1
polkit_wait_answer 0 "$TEST_USER" io.github.driveproof.open-device "$LOOP" ||
    fail "polkitd does not apply the test's rules file (open-device of $LOOP)"
as_user() { runuser -u "$TEST_USER" -- env HOME="$WORK/home" LANG=C.UTF-8 "$@"; }
as_user test -r "$LOOP" && fail "$TEST_USER can read $LOOP without the helper: the test proves nothing"

as_user driveproof-cli list --json >"$WORK/list.json" 2>"$WORK/list.err" ||
    fail "driveproof-cli list as $TEST_USER: $(cat "$WORK/list.err")"
/usr/bin/python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); sys.exit(0 if any(x["path"]==sys.argv[2] for x in d) else 1)' \
    "$WORK/list.json" "$LOOP" || fail "driveproof-cli list does not show $LOOP"
log "driveproof-cli list: $(as_user driveproof-cli list 2>&1 | grep -c '^/dev/') drives"

call_helper() {   # METHOD ARGS... as python literals; prints the reply or the D-Bus error name
    as_user /usr/bin/python3 - "$@" <<'EOF'
import dbus, sys
method, args = sys.argv[1], [eval(a) for a in sys.argv[2:]]
try:
    helper = dbus.SystemBus().get_object("io.github.driveproof.Helper1", "/io/github/driveproof/Helper1")
    reply = getattr(helper, method)(*args, dbus_interface="io.github.driveproof.Helper1", timeout=60)
    print("ok", sorted(str(k) for k in reply) if isinstance(reply, dict) else type(reply).__name__)
except dbus.exceptions.DBusException as e:
    print("error", e.get_dbus_name(), e.get_dbus_message())
EOF
}
has_owner "$NAME" && fail "$NAME has an owner before anyone called it"
out=$(call_helper GetWriteCache "'$LOOP'" "dbus.Dictionary({}, signature='sv')")
log "GetWriteCache $LOOP: $out"
[[ "$out" == "ok "* ]] || fail "GetWriteCache $LOOP as $TEST_USER: $out"
pid=$(owner_pid "$NAME")
if [ -z "$pid" ]; then
    fail "the bus did not start the helper"
else
    log "the bus started $(readlink "/proc/$pid/exe") as uid $(stat -c %u "/proc/$pid")"
    [ "$(readlink "/proc/$pid/exe")" = "$HELPER" ] || fail "$NAME is owned by $(readlink "/proc/$pid/exe")"
    [ "$(stat -c %u "/proc/$pid")" = 0 ] || fail "the helper does not run as root"
fi
as_user driveproof-cli bench surface "$LOOP" --json --no-history >"$WORK/bench.json" 2>"$WORK/bench.err"
rc=$?
bytes=$(/usr/bin/python3 -c 'import json,sys; r=json.load(open(sys.argv[1])); print(int([m for m in r["measurements"] if m["key"]=="surface.read"][0]["bytes"]))' "$WORK/bench.json" 2>/dev/null)
log "driveproof-cli bench surface $LOOP (OpenDevice r): exit $rc, $bytes bytes read"
[ "$rc" -eq 0 ] && [ "$bytes" = $((16 * 1024 * 1024)) ] ||
    fail "bench surface as $TEST_USER: exit $rc, bytes '$bytes': $(cat "$WORK/bench.err")"
out=$(call_helper OpenDevice "'$LOOP'" "'rw'" "dbus.Dictionary({}, signature='sv')")
log "OpenDevice $LOOP rw: $out"
[[ "$out" == "error io.github.driveproof.Helper1.Error.NotAuthorized "*"$LOOP"* ]] ||
    fail "a writable OpenDevice of $LOOP was not refused by polkit: $out"

# 4. The window, as the user, on a virtual X server.
as_user xvfb-run -a sh -c '
    driveproof --select "$1" & gui=$!
    for i in $(seq 1 100); do
        xwininfo -root -tree 2>/dev/null | grep -q "\"DriveProof\"" && { echo window; break; }
        sleep 0.1
    done
    kill $gui; wait $gui 2>/dev/null
    driveproof --select "$1" --screenshot "$2"' sh "$LOOP" "$WORK/home/window.png" >"$WORK/gui.log" 2>&1
grep -qx window "$WORK/gui.log" || fail "no DriveProof window appeared: $(cat "$WORK/gui.log")"
size=$(/usr/bin/python3 -c 'import struct,sys; d=open(sys.argv[1],"rb").read(24); print("%dx%d" % struct.unpack(">II", d[16:24]) if d[:8]==b"\x89PNG\r\n\x1a\n" else "")' "$WORK/home/window.png" 2>/dev/null)
log "the window appeared; screenshot ${size:-missing}"
[ -n "$size" ] || fail "driveproof --screenshot saved no PNG: $(cat "$WORK/gui.log")"

# 5. Purge: nothing the package installed may remain.
rm -f "$RULES"; ADDED_RULES=""
purge || fail "dpkg --purge $PKG"
sed 's/^/  dpkg: /' "$WORK/purge.log"
status=$(dpkg-query -W -f='${db:Status-Status}' "$PKG" 2>/dev/null)
[ -z "$status" ] || [ "$status" = not-installed ] || fail "$PKG is still known to dpkg: $status"
left=0
while read -r path; do
    [ -e "$path" ] || [ -L "$path" ] || continue
    if [ -d "$path" ] && { grep -qx "$path" "$WORK/dirs-before" || dpkg-query -S "$path" >/dev/null 2>&1; }; then
        continue   # a folder that was there before, or that another package owns
    fi
    fail "left behind after purge: $path"
    left=$((left + 1))
done <"$WORK/files"
log "purged; $left of $(wc -l <"$WORK/files") paths left behind"
for proc in /proc/[0-9]*; do
    case "$(readlink "$proc/exe" 2>/dev/null)" in
        "$HELPER"*) fail "a driveproof-helper still runs: ${proc#/proc/}" ;;
    esac
done
has_owner "$NAME" && fail "$NAME still has an owner after the purge"

[ "$FAILED" -eq 0 ] || exit 1
log "passed"
exit 0
