#!/usr/bin/env bash
# The lab guest's first process, on the host's root (see guest/init). Starts the services
# the job asks for (LAB_SERVICES: udev, dbus, udisks), runs the job's script with LAB_RESULTS
# pointing at the results share and LAB_HOME at tests/lab, writes its exit status to
# $LAB_RESULTS/exit-code and powers the guest off. Never exits: the kernel would panic.
set -uo pipefail
export LAB_RESULTS=/run/lab/results
log() { echo "lab[$(cut -d' ' -f1 /proc/uptime)]: $*"; }
halt() {
  sync
  umount "$LAB_RESULTS" 2>/dev/null || sync
  # busybox's poweroff -f is the reboot(2) call itself: nothing runs after it.
  exec /bin/busybox poweroff -f
}
trap halt EXIT

# shellcheck source=/dev/null
. "$LAB_RESULTS/job.env"
export LAB_PASS LAB_SCRIPT LAB_SERVICES LAB_HOME LAB_SLC_BPS
t0=$(cut -d' ' -f1 /proc/uptime)
has() { [[ ",$LAB_SERVICES," == *",$1,"* ]]; }

if has udev; then
  mkdir -p /run/udev
  /lib/systemd/systemd-udevd --daemon
  # Only what storage tools look at: a full trigger costs half a minute under TCG.
  udevadm trigger --action=add --type=subsystems
  udevadm trigger --action=add --type=devices --subsystem-match=block \
    --subsystem-match=nvme --subsystem-match=scsi --subsystem-match=scsi_disk \
    --subsystem-match=scsi_generic --subsystem-match=ata_device --subsystem-match=ata_port
  udevadm settle --timeout=120 || log "udevadm settle timed out"
fi
if has dbus; then
  mkdir -p /run/dbus
  dbus-daemon --system --fork
fi
if has udisks; then
  /usr/libexec/udisks2/udisksd --no-debug >/run/lab/udisksd.log 2>&1 &
  for _ in $(seq 1 240); do
    if dbus-send --system --print-reply --dest=org.freedesktop.DBus /org/freedesktop/DBus \
      org.freedesktop.DBus.NameHasOwner string:org.freedesktop.UDisks2 2>/dev/null |
      grep -q 'boolean true'; then
      break
    fi
    sleep 0.5
  done
fi
log "services ready ($LAB_SERVICES) in $(awk -v a="$t0" -v b="$(cut -d' ' -f1 /proc/uptime)" 'BEGIN{print b-a}') s"
cd /tmp || exit 1
status=0
timeout -k 10 "$LAB_TIMEOUT" bash "$LAB_SCRIPT" "${LAB_ARGS[@]}" </dev/null || status=$?
log "script exited with $status"
echo "$status" >"$LAB_RESULTS/exit-code"
