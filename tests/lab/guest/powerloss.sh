#!/usr/bin/env bash
# The guest's half of the lab's power-loss test (tests/lab/powerloss.sh), run by lab.sh boot:
#
#   powerloss.sh write BUILD_DIR PAIRING_CODE AREA_SIZE
#       A fresh ext4 on the SATA SSD (whose image is the host's FUSE disk), then
#       `driveproof-cli powerloss prepare` and `run` against the witness at 10.0.2.100:7070,
#       as a user would type them. When the writer says "pull the plug", the file "warm"
#       appears in the results share; the host then kills this machine mid-write.
#   powerloss.sh verify BUILD_DIR PAIRING_CODE
#       After the cut: mount the SSD's file system (its journal replays), then
#       `driveproof-cli powerloss verify` with the same witness; the report in verify.json.
#
# The results share stands in for the system disk: DriveProof's pending test (XDG data and
# config) lives there, so it survives the cut as it would on a real machine's root. Each
# boot leaves its boot id in bootid-PHASE.
# shellcheck source-path=SCRIPTDIR
set -uo pipefail
phase=${1:?phase}
build=${2:?build dir}
code=${3:?pairing code}
size=${4:-32M}
R=$LAB_RESULTS
# shellcheck source=lib.sh
. "$LAB_HOME/guest/lib.sh"
log() { echo "lab[$(cut -d' ' -f1 /proc/uptime)]: powerloss: $*"; }
fail() {
  log "$*"
  echo "$*" >"$R/guest-error-$phase"
  exit 1
}

export XDG_DATA_HOME=$R/home/data XDG_CONFIG_HOME=$R/home/config
mkdir -p "$XDG_DATA_HOME" "$XDG_CONFIG_HOME"
cli=$build/app/cli/driveproof-cli
witness=10.0.2.100:7070
mnt=/run/ssd
target=$mnt/powerloss.img

cat /proc/sys/kernel/random/boot_id >"$R/bootid-$phase"
log "boot id $(cat "$R/bootid-$phase")"

# The NIC: the first interface that is not lo (its name depends on the driver; no udev).
nic=""
for n in /sys/class/net/*; do
  [ "${n##*/}" = lo ] || { nic=${n##*/}; break; }
done
[ -n "$nic" ] || fail "no network interface (is virtio_net in the initramfs?)"
ip link set lo up
ip link set "$nic" up
ip addr add 10.0.2.15/24 dev "$nic"
ip route add default via 10.0.2.2

ssd=$(lab_disk ssd) || fail "the SATA SSD is not there"
log "SSD $ssd ($(cat "/sys/block/${ssd#/dev/}/device/model" 2>/dev/null)), NIC $nic"
mkdir -p "$mnt"

case "$phase" in
  write)
    # No lazy initialisation: nothing but the writer may write once the run has begun.
    mkfs.ext4 -q -F -E lazy_itable_init=0,lazy_journal_init=0 "$ssd" ||
      fail "mkfs.ext4 $ssd failed"
    mount -t ext4 "$ssd" "$mnt" || fail "cannot mount $ssd"
    log "ext4 on $ssd mounted on $mnt"
    "$cli" powerloss prepare --target "$target" --size "$size" >"$R/prepare.log" 2>&1 ||
      fail "powerloss prepare failed: $(tail -3 "$R/prepare.log")"
    cat "$R/prepare.log"
    # The SSD's cache is on (hdparm -W says so): said once, as a note, not as a warning.
    grep -qx "Write cache: on" "$R/prepare.log" || fail "prepare did not say the SSD's cache is on"
    grep -q "^Note: The drive's write cache is on" "$R/prepare.log" ||
      fail "prepare did not note that the cache is on"
    grep -q "^Warning: The drive's write cache" "$R/prepare.log" &&
      fail "prepare calls the cache being on a warning"
    log "prepared; running the writer"
    # The code on standard input, never in the arguments (every user can read those).
    printf '%s\n' "$code" | "$cli" powerloss run --target "$target" --size "$size" \
      --witness "$witness" --pairing-file - >"$R/run.log" 2>&1 &
    writer=$!
    # The writer prints "Pull the plug now" once commits flow and the witness holds them.
    for _ in $(seq 1 1200); do
      if grep -q 'Pull the plug now' "$R/run.log" 2>/dev/null; then
        log "the writer is warm: waiting for the cut"
        cut -d' ' -f1 /proc/uptime >"$R/warm"
        wait "$writer"
        fail "the writer ended before the cut (exit $?): $(tail -3 "$R/run.log")"
      fi
      kill -0 "$writer" 2>/dev/null ||
        { wait "$writer"; fail "the writer ended before it was warm (exit $?): $(tail -3 "$R/run.log")"; }
      sleep 0.25
    done
    fail "the writer did not get warm in 300 s: $(tail -3 "$R/run.log")"
    ;;
  verify)
    mount -t ext4 "$ssd" "$mnt" || fail "cannot mount $ssd after the cut"
    dmesg | grep -i 'EXT4-fs' | tail -3
    status=0
    printf '%s\n' "$code" | "$cli" powerloss verify --target "$target" --witness "$witness" \
      --pairing-file - --json >"$R/verify.json" 2>"$R/verify.log" || status=$?
    log "verify exited with $status"
    umount "$mnt"
    # 0: PASS or INCONCLUSIVE, 1: FAIL (or an error: the host tells them apart by the JSON).
    exit "$status"
    ;;
  *) fail "unknown phase '$phase'" ;;
esac
