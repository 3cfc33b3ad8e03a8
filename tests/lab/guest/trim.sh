#!/usr/bin/env bash
# Whether TRIM reaches the drive (issue 23, docs/trim.md), in the guest (lab.sh boot runs
# it; ctest lab_trim). Every answer of `driveproof-cli trim --json` is set against the
# kernel's own, read here with lsblk -D (discard granularity and largest discard) and the
# USB interface's driver:
#   each lab drive (SATA HDD and SSD, virtio-scsi, NVMe, USB usb-storage and UAS): the
#     drive's discard limits, its USB driver, and reach = drive when lsblk's DISC-MAX > 0,
#     not-supported when 0;
#   dm-crypt on a partition of the SATA SSD opened without allow_discards: reach = stopped
#     at that dm device, kind dm-crypt, its DISC-MAX 0 in lsblk; the same with
#     allow_discards: reach = drive; ext4 on it mounted with discard: the mount says so;
#   dm-linear on the NVMe drive and md RAID1 of the virtio-scsi disk and the UAS disk: each
#     layer's limits as lsblk gives them, and the reach that follows from them;
#   fstrim.timer's state against systemctl is-enabled.
# Writes $LAB_RESULTS/trim.tsv (check, PASS/FAIL/SKIP, DriveProof, reference) and prints it;
# exits 1 when a check fails.
#   trim.sh BUILD_DIR
set -uo pipefail
. "$LAB_HOME/guest/lib.sh"
build=$1
cli="$build/app/cli/driveproof-cli"
out="$LAB_RESULTS/trim.tsv"
export XDG_DATA_HOME=/tmp/lab-xdg QT_QPA_PLATFORM=offscreen
printf 'check\tresult\tdriveproof\treference\n' >"$out"
failed=0
log() { echo "trim: $*" >&2; }
record() {
  printf '%s\t%s\t%s\t%s\n' "$1" "$2" "$3" "$4" >>"$out"
  log "$2 $1: driveproof=[$3] reference=[$4]"
  [ "$2" = FAIL ] && failed=1
  return 0
}
same() { if [ "$2" = "$3" ]; then record "$1" PASS "$2" "$3"; else record "$1" FAIL "$2" "$3"; fi; }

# kernel DEV: "granularity max" as lsblk -D reads them.
kernel() {
  lsblk -D -b -d -n -o DISC-GRAN,DISC-MAX "$1" | awk '{print $1, $2; exit}'
}
# trimjson TARGET: driveproof-cli trim --json, or {} with the error logged.
trimjson() {
  timeout 120 "$cli" trim "$1" --json 2>/tmp/trim.err || { log "trim $1: $(cat /tmp/trim.err)"; echo '{}'; }
}
# layer JSON NAME: "granularity max" of the layer with that kernel name in the first path.
layer() {
  jq -r --arg n "$2" '[.paths[0].layers[] | select(.name == $n)][0] |
    "\(.discard_granularity // "null") \(.discard_max_bytes // "null")"' <<<"$1"
}
expected_reach() { [ "${1#* }" -gt 0 ] 2>/dev/null && echo drive || echo not-supported; }

lab_find_disks
for d in hdd ssd vscsi nvme usb uas; do
  dev=$(lab_disk "$d") || { record "$d present" SKIP - "not in this boot"; continue; }
  name=${dev#/dev/}
  json=$(trimjson "$dev")
  ref=$(kernel "$dev")
  same "$d ($name) discard limits" "$(layer "$json" "$name")" "$ref"
  same "$d ($name) reach" "$(jq -r .reach <<<"$json")" "$(expected_reach "$ref")"
  case $d in
    usb) same "$d USB driver" "$(jq -r '.paths[0].layers[-1].usb_driver' <<<"$json")" usb-storage ;;
    uas) same "$d USB driver" "$(jq -r '.paths[0].layers[-1].usb_driver' <<<"$json")" uas ;;
  esac
done

# dm-crypt with and without allow_discards on the SATA SSD's two partitions (a null cipher:
# the layer, not the cryptography, is what is looked at).
ssd=$(lab_disk ssd) || ssd=""
if [ -n "$ssd" ] && command -v dmsetup >/dev/null && command -v sfdisk >/dev/null; then
  printf 'start=2048, size=204800\nstart=206848, size=204800\n' | sfdisk -q "$ssd" >/dev/null 2>&1
  partx -a "$ssd" 2>/dev/null || true
  udevadm settle 2>/dev/null || sleep 1
  p1=${ssd}1 p2=${ssd}2
  dmsetup create lab-crypt --uuid CRYPT-PLAIN-lab-crypt \
    --table "0 204800 crypt cipher_null-ecb - 0 $p1 0" 2>/tmp/dm.err
  dmsetup create lab-crypt-discard --uuid CRYPT-PLAIN-lab-crypt-discard \
    --table "0 204800 crypt cipher_null-ecb - 0 $p2 0 1 allow_discards" 2>>/tmp/dm.err
  if [ -e /dev/mapper/lab-crypt ] && [ -e /dev/mapper/lab-crypt-discard ]; then
    c1=$(basename "$(readlink -f /dev/mapper/lab-crypt)")
    c2=$(basename "$(readlink -f /dev/mapper/lab-crypt-discard)")
    json=$(trimjson /dev/mapper/lab-crypt)
    same "dm-crypt ($c1) discard limits" "$(layer "$json" "$c1")" "$(kernel /dev/mapper/lab-crypt)"
    same "dm-crypt ($c1) kind" "$(jq -r '.paths[0].layers[0].kind' <<<"$json")" dm-crypt
    ssdref=$(kernel "$ssd")
    if [ "$(expected_reach "$ssdref")" = drive ]; then
      same "dm-crypt ($c1) without allow_discards: reach" "$(jq -r .reach <<<"$json")" stopped
      same "dm-crypt ($c1) stop" "$(jq -r '.paths[0].stop' <<<"$json")" "$c1"
      same "dm-crypt ($c1) finding" "$(jq -r '[.findings[].code] | join(",")' <<<"$json")" trim.stopped.dm-crypt
    else
      same "dm-crypt ($c1) reach (SSD without TRIM)" "$(jq -r .reach <<<"$json")" not-supported
    fi
    same "dm-crypt partition under it" "$(jq -r '.paths[0].layers[1].partition' <<<"$json")" "${p1#/dev/}"
    json=$(trimjson /dev/mapper/lab-crypt-discard)
    ref=$(kernel /dev/mapper/lab-crypt-discard)
    same "dm-crypt allow_discards ($c2) discard limits" "$(layer "$json" "$c2")" "$ref"
    same "dm-crypt allow_discards ($c2) reach" "$(jq -r .reach <<<"$json")" "$(expected_reach "$ref")"
    if mkfs.ext4 -q /dev/mapper/lab-crypt-discard && mkdir -p /tmp/trim-mnt &&
      mount -o discard /dev/mapper/lab-crypt-discard /tmp/trim-mnt; then
      json=$(trimjson /tmp/trim-mnt)
      same "ext4 mounted with discard" "$(jq -r '.paths[0].mounts[0].discard' <<<"$json")" true
      umount /tmp/trim-mnt
    fi
    # Asked about the drive: both volumes are ways down from it.
    json=$(trimjson "$ssd")
    same "SSD's ways down" "$(jq -r '[.paths[].top] | sort | join(",")' <<<"$json")" \
      "$(printf '%s\n' "$c1" "$c2" | sort | paste -sd,)"
  else
    record "dm-crypt" SKIP - "dmsetup create failed: $(tr '\n' ' ' </tmp/dm.err)"
  fi
  dmsetup remove lab-crypt 2>/dev/null
  dmsetup remove lab-crypt-discard 2>/dev/null
fi

# dm-linear on the NVMe drive.
if nvme=$(lab_disk nvme) && command -v dmsetup >/dev/null; then
  size=$(blockdev --getsz "$nvme")
  if dmsetup create lab-linear --table "0 $size linear $nvme 0" 2>/dev/null; then
    l=$(basename "$(readlink -f /dev/mapper/lab-linear)")
    json=$(trimjson /dev/mapper/lab-linear)
    ref=$(kernel /dev/mapper/lab-linear)
    same "dm-linear ($l) discard limits" "$(layer "$json" "$l")" "$ref"
    same "dm-linear ($l) kind" "$(jq -r '.paths[0].layers[0].kind' <<<"$json")" dm
    same "dm-linear ($l) reach" "$(jq -r .reach <<<"$json")" "$(expected_reach "$ref")"
    dmsetup remove lab-linear
  fi
fi

# md RAID1 of the virtio-scsi disk and the UAS disk.
if a=$(lab_disk vscsi) && b=$(lab_disk uas) && command -v mdadm >/dev/null; then
  if mdadm --create /dev/md7 --run --quiet --level=1 --raid-devices=2 --metadata=1.2 \
    "$a" "$b" 2>/tmp/md.err; then
    json=$(trimjson /dev/md7)
    ref=$(kernel /dev/md7)
    same "md RAID1 discard limits" "$(layer "$json" md7)" "$ref"
    same "md RAID1 kind" "$(jq -r '.paths[0].layers[0].kind' <<<"$json")" md
    same "md RAID1 members' limits" \
      "$(layer "$json" "${a#/dev/}") $(layer "$json" "${b#/dev/}")" "$(kernel "$a") $(kernel "$b")"
    if [ "${ref#* }" -gt 0 ]; then
      want=drive
    elif [ "$(expected_reach "$(kernel "$a")")" = not-supported ] ||
      [ "$(expected_reach "$(kernel "$b")")" = not-supported ]; then
      want=not-supported
    else
      want=stopped
    fi
    same "md RAID1 reach" "$(jq -r .reach <<<"$json")" "$want"
    mdadm --stop /dev/md7 >/dev/null 2>&1
  else
    record "md RAID1" SKIP - "mdadm --create failed: $(tr '\n' ' ' </tmp/md.err)"
  fi
fi

if command -v systemctl >/dev/null; then
  said=$(systemctl is-enabled fstrim.timer 2>/dev/null)
  [ -z "$said" ] || [ "$said" = not-found ] && said=not-installed
  # Asked about a drive: the guest's root is 9p, on no block device.
  same "fstrim.timer" "$(jq -r .fstrim_timer.state <<<"$(trimjson "$(lab_disk nvme)")")" "$said"
fi

column -t -s $'\t' "$out" >&2 || cat "$out" >&2
exit "$failed"
